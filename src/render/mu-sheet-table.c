/* mu-sheet-table.c: a command's table on the sheet: its heading, generals,
 * units with their tick boxes, and the victory points it may lose
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>
#include <math.h>

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-entry-price.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-general.h"
#include "mu-list-entry.h"
#include "mu-roster.h"
#include "mu-ruleset-class.h"
#include "mu-ruleset.h"
#include "mu-sheet-style.h"
#include "mu-sheet-table.h"
#include "mu-unit.h"

typedef struct
{
  const MuSheetColumn *column;
  double x;
  double width;
  GHashTable *cells; /* font and text → PangoLayout, laid out once */
} Column;

struct _MuSheetTable
{
  GArray *columns; /* Column */
  double hits_x;   /* the tick boxes for hits, when units have hits */
  double disorder_x;
  int max_hits;
  double width;
};

static const MuSheetColumn fallback_columns[] = {
  { "name", N_("Unit"), 4, FALSE },
    { "cost", N_("Points"), 1, TRUE }, { NULL, NULL, 0, FALSE },
  };

static int
max_hits_of (GPtrArray *results)
{
  int most = 0;

  for (guint i = 0; i < results->len; i++)
    {
      MuUnitResult *result = results->pdata[i];
      most = MAX (most, (int) mu_figures_value (result->figures, "hits", 0));
      int below = max_hits_of (result->subunits);

      most = MAX (most, below);
    }
  return most;
}

static int
max_hits (MuEvaluation *evaluation)
{
  int most = 0;

  for (guint i = 0; i < evaluation->commands->len; i++)
    {
      int command = max_hits_of (((MuCommandResult *) evaluation->commands->pdata[i])->units);

      most = MAX (most, command);
    }
  return MIN (most, 12);
}

/* The tick boxes sit at the right; the ruleset's columns share the rest. */
static double
place_tick_columns (MuSheetTable *table, MuSheetBuilder *builder)
{
  double right = builder->width;

  table->max_hits = max_hits (builder->evaluation);
  if (table->max_hits == 0)
    return right;
  right -= MU_SHEET_BOX + 4 * MU_SHEET_CELL_PAD;
  table->disorder_x = right;
  right -= MAX (table->max_hits * (MU_SHEET_BOX + MU_SHEET_BOX_GAP), 22.0) + 2 * MU_SHEET_CELL_PAD;
  table->hits_x = right;
  return right - 2 * MU_SHEET_CELL_PAD;
}

/**
 * mu_sheet_table_free:
 * @table: (transfer full): a table
 *
 * Frees a table and the cells it measured.
 */
void
mu_sheet_table_free (MuSheetTable *table)
{
  for (guint i = 0; i < table->columns->len; i++)
    g_hash_table_unref (g_array_index (table->columns, Column, i).cells);
  g_array_unref (table->columns);
  g_free (table);
}

/* Cells */

static double
add_cell_layout (MuSheetBand *band, const Column *column, PangoLayout *layout, double indent, double y)
{
  double width = column->width - 2 * MU_SHEET_CELL_PAD - indent;

  pango_layout_set_width (layout, (int) (MAX (width, 10) * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, column->column->numeric ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT);
  mu_sheet_band_add_layout (band, layout, column->x + MU_SHEET_CELL_PAD + indent, y + MU_SHEET_ROW_PAD);
  return mu_sheet_style_height (layout);
}

/* A plain cell. A sheet repeats the same few texts in a column (types,
 * saves, points), and shaping text is most of the cost of laying a sheet
 * out, so each column lays out a text once and draws that layout wherever
 * the text recurs; a layout is not changed once it is in a band. */
static double
add_cell (MuSheetBand *band, MuSheetBuilder *builder, const Column *column, MuSheetFont font,
          const char *text, double y)
{
  g_autofree char *key = g_strdup_printf ("%d:%s", (int) font, text);
  g_autofree char *kept = NULL;
  PangoLayout *layout = g_hash_table_lookup (column->cells, key);

  if (layout != NULL)
    {
      mu_sheet_band_add_layout (band, layout, column->x + MU_SHEET_CELL_PAD, y + MU_SHEET_ROW_PAD);
      return mu_sheet_style_height (layout);
    }
  kept = mu_sheet_style_keep_numbers (text);
  layout = mu_sheet_style_text (builder->context, font, kept, -1, PANGO_ALIGN_LEFT);
  g_hash_table_insert (column->cells, g_steal_pointer (&key), layout);
  return add_cell_layout (band, column, layout, 0, y);
}

static void
add_column_headers (MuSheetTable *table, MuSheetBuilder *builder, MuSheetBand *band, double y)
{
  g_autoptr(PangoLayout) hits = NULL;
  g_autoptr(PangoLayout) disorder = NULL;
  double height = 0;

  for (guint i = 0; i < table->columns->len; i++)
    {
      const Column *column = &g_array_index (table->columns, Column, i);
      height = fmax (height, add_cell (band, builder, column, MU_SHEET_FONT_SMALL_BOLD,
                                       g_dgettext (GETTEXT_PACKAGE, column->column->header), y));
    }
  if (table->max_hits > 0)
    {
      /* TRANSLATORS: over the tick boxes for the hits a unit has taken (the column
       * "Hits" gives how many it can take); keep it short */
      hits = mu_sheet_style_text (builder->context, MU_SHEET_FONT_SMALL_BOLD,
                                  C_("sheet", "Taken"), -1, PANGO_ALIGN_LEFT);
      /* TRANSLATORS: over the tick box for a disordered unit; keep it short */
      disorder = mu_sheet_style_text (builder->context, MU_SHEET_FONT_SMALL_BOLD,
                                      _("Dis."), -1, PANGO_ALIGN_LEFT);
      mu_sheet_band_add_layout (band, hits, table->hits_x + MU_SHEET_CELL_PAD, y + MU_SHEET_ROW_PAD);
      mu_sheet_band_add_layout (band, disorder, table->disorder_x + MU_SHEET_CELL_PAD, y + MU_SHEET_ROW_PAD);
    }
  y += height + 2 * MU_SHEET_ROW_PAD;
  mu_sheet_band_add_rule (band, 0, y, table->width, y, MU_SHEET_RULE, MU_SHEET_RULE_GRAY);
}

/* The heading of a command: its name and figures on a light tint, then the
 * columns' headers. continued: for the top of a following page. */
static MuSheetBand *
command_heading (MuSheetTable *table, MuSheetBuilder *builder, MuCommandResult *command, gboolean continued)
{
  MuEvaluation *evaluation = builder->evaluation;
  g_autofree char *name = mu_evaluation_command_name (evaluation, command->index);
  g_autofree char *title = NULL;
  g_autoptr(GString) figures = g_string_new (NULL);
  MuSheetBand *band;

  /* TRANSLATORS: the heading of a command's table when it goes on over a page */
  title = continued ? g_strdup_printf (_("%s (continued)"), name) : g_strdup (name);
  if (evaluation->ruleset->has_points)
    {
      g_autofree char *points = mu_format_number (command->points);
      /* TRANSLATORS: a command's points on the sheet */
      g_string_append_printf (figures, _("%s points"), points);
    }
  for (guint i = 0; i < command->figures->len; i++)
    {
      MuFigure *figure = command->figures->pdata[i];
      g_autofree char *value = mu_figure_to_string (figure);
      g_string_append_printf (figures, "%s%s %s", figures->len > 0 ? " · " : "", mu_figure_label (figure),
                              value);
    }
  band = mu_sheet_content_heading (builder, title, figures->str);
  add_column_headers (table, builder, band, mu_sheet_band_get_height (band) + 1);
  mu_sheet_band_set_keep_with_next (band, TRUE);
  return band;
}

/* Rows */

/* "Warriors 2": told from the others of its row in the command */
static char *
unit_label (MuEvaluation *evaluation, MuUnitResult *result)
{
  char *name = mu_evaluation_unit_name (evaluation, result->unit->id);

  if (name != NULL)
    return name;
  if (result->unit->name != NULL)
    return g_strdup (result->unit->name);
  return g_strdup (result->entry != NULL ? mu_list_entry_label (result->entry) : result->unit->entry);
}

/* The name in bold, and under it what the row carries besides: heroes,
 * how many, or what the general is. */
static PangoLayout *
name_layout (MuSheetBuilder *builder, const char *name, const char *under)
{
  g_autofree char *markup = NULL;

  if (under != NULL && *under != '\0')
    markup = g_markup_printf_escaped ("<b>%s</b>\n<span size=\"82%%\">%s</span>", name, under);
  else
    markup = g_markup_printf_escaped ("<b>%s</b>", name);
  return mu_sheet_style_markup (builder->context, MU_SHEET_FONT_BODY, markup, -1, PANGO_ALIGN_LEFT);
}

static char *
join_names (GPtrArray *names)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < names->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? ", " : "", (const char *) names->pdata[i]);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
unit_under (MuEvaluation *evaluation, MuUnit *unit)
{
  g_autoptr(GString) under = g_string_new (NULL);
  g_autofree char *generals = mu_evaluation_unit_generals (evaluation, unit->id);

  if (generals != NULL)
    /* TRANSLATORS: under a unit's name on the sheet: the generals attached to it */
    g_string_append_printf (under, _("With %s"), generals);

  if (unit->count != 1 && under->len > 0)
    g_string_append (under, " · ");
  if (unit->count != 1)
    /* TRANSLATORS: how many of a row (lengths of fortification, chits…) */
    g_string_append_printf (under, _("×%" PRId64), unit->count);
  if (unit->heroes->len > 0)
    {
      g_autofree char *names = join_names (unit->heroes);
      if (under->len > 0)
        g_string_append (under, " · ");
      /* TRANSLATORS: under a unit's name: the heroes it has, by name */
      g_string_append_printf (under, ngettext ("Hero: %s", "Heroes: %s", unit->heroes->len), names);
    }
  return g_string_free (g_steal_pointer (&under), FALSE);
}

static const char *
cell_text (MuUnitResult *result, const Column *column, char **owned)
{
  const MuFigure *figure;

  if (g_str_equal (column->column->key, "description"))
    return result->entry != NULL ? result->entry->description : NULL;
  figure = mu_figures_lookup (result->figures, column->column->key);
  if (figure == NULL)
    return NULL;
  *owned = mu_figure_to_string (figure);
  return *owned;
}

/* Column widths */

/* The distinct texts of a column's cells in results and their sub-units,
 * as the cells show them. */
static void
collect_texts (GHashTable *texts, GPtrArray *results, const Column *column)
{
  for (guint i = 0; i < results->len; i++)
    {
      MuUnitResult *result = results->pdata[i];
      g_autofree char *owned = NULL;
      const char *text = NULL;

      if (result->unit != NULL)
        text = cell_text (result, column, &owned);
      else
        {
          const MuFigure *figure = mu_figures_lookup (result->figures, column->column->key);
          text = owned = figure != NULL ? mu_figure_to_string (figure) : NULL;
        }
      if (text != NULL && *text != '\0')
        g_hash_table_add (texts, mu_sheet_style_keep_numbers (text));
      collect_texts (texts, result->subunits, column);
    }
}

/* The widest piece of a cell of the column that wrapping cannot break, and
 * of its heading. The names are left to wrap: theirs is the widest column. */
static double
column_need (const Column *column, MuSheetBuilder *builder)
{
  const char *header = g_dgettext (GETTEXT_PACKAGE, column->column->header);
  double need = mu_sheet_style_widest_word (builder->context, MU_SHEET_FONT_SMALL_BOLD, header);
  g_autoptr(GHashTable) texts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree gpointer *all = NULL;
  g_autofree char *joined = NULL;

  if (g_str_equal (column->column->key, "name"))
    return need;
  for (guint i = 0; i < builder->evaluation->commands->len; i++)
    {
      MuCommandResult *command = builder->evaluation->commands->pdata[i];

      collect_texts (texts, command->generals, column);
      collect_texts (texts, command->units, column);
    }
  if (g_hash_table_size (texts) == 0)
    return need;
  /* One paragraph a text, all measured in one layout. */
  all = g_hash_table_get_keys_as_array (texts, NULL);
  joined = g_strjoinv ("\n", (char **) all);
  return fmax (need, mu_sheet_style_widest_word (builder->context, MU_SHEET_FONT_BODY, joined));
}

/* How wide each column is: its share of the room by the ruleset's weights,
 * but never so narrow that a word of its heading or its cells is split
 * ("Mor-ale", "unkno-wn"); no column claims more than a sixth of the room
 * that way. What the narrow columns need is taken from the others in
 * proportion to what they have to spare; when they cannot spare it, the
 * shares stand. */
static void
size_columns (MuSheetTable *table, MuSheetBuilder *builder, double room)
{
  guint n = table->columns->len;
  g_autofree double *need = g_new (double, n);
  double total = 0, excess = 0, spare = 0, x = 0;

  for (guint i = 0; i < n; i++)
    total += g_array_index (table->columns, Column, i).column->width;
  for (guint i = 0; i < n; i++)
    {
      Column *column = &g_array_index (table->columns, Column, i);

      column->width = room * column->column->width / total;
      /* A column as wide as the most any may claim is not measured: it
       * needs no more than that, and gives up no more than its excess. */
      need[i] = column->width >= room / 6
                    ? room / 6
                    : fmin (column_need (column, builder) + 2 * MU_SHEET_CELL_PAD + 0.5, room / 6);
      excess += MAX (need[i] - column->width, 0);
      spare += MAX (column->width - need[i], 0);
    }
  for (guint i = 0; i < n; i++)
    {
      Column *column = &g_array_index (table->columns, Column, i);

      if (excess > 0 && excess <= spare)
        column->width
            = column->width < need[i] ? need[i] : column->width - excess * (column->width - need[i]) / spare;
      column->x = x;
      x += column->width;
    }
}

/**
 * mu_sheet_table_new:
 * @builder: the sheet being built
 *
 * Sizes the columns of the unit tables, the same for every command of the
 * sheet: the columns of the ruleset's unit_columns (a generic set when it
 * has none), the tick boxes at the right and the other columns sharing the
 * rest of the sheet's width, none so narrow that it splits a word where
 * the others can spare the room.
 *
 * Returns: (transfer full): the table, for mu_sheet_table_add_command()
 */
MuSheetTable *
mu_sheet_table_new (MuSheetBuilder *builder)
{
  MuSheetTable *table = g_new0 (MuSheetTable, 1);
  const MuSheetColumn *columns = builder->evaluation->ruleset->klass->unit_columns;

  if (columns == NULL || columns[0].key == NULL)
    columns = fallback_columns;
  table->width = builder->width;
  table->columns = g_array_new (FALSE, TRUE, sizeof (Column));
  for (const MuSheetColumn *c = columns; c->key != NULL; c++)
    {
      Column column = { c, 0, 0, g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref) };
      g_array_append_val (table->columns, column);
    }
  size_columns (table, builder, place_tick_columns (table, builder));
  return table;
}

static void
add_tick_boxes (MuSheetTable *table, MuSheetBand *band, GPtrArray *figures)
{
  int hits = MIN ((int) mu_figures_value (figures, "hits", 0), table->max_hits);
  double y = MU_SHEET_ROW_PAD + 1.5;

  for (int i = 0; i < hits; i++)
    mu_sheet_band_add_box (band, table->hits_x + MU_SHEET_CELL_PAD + i * (MU_SHEET_BOX + MU_SHEET_BOX_GAP), y,
                           MU_SHEET_BOX);
  if (hits > 0)
    mu_sheet_band_add_box (band, table->disorder_x + MU_SHEET_CELL_PAD, y, MU_SHEET_BOX);
}

#define MU_SHEET_MOST_LOSS_BOXES 240

/* For a row bought by the figure or model (For the Pharaoh): the boxes
 * to tick its losses, one a figure, two a model ("Models take two hits to
 * remove", L1023), and how many make a group; 0 for any other row. */
static gint64
loss_boxes (MuSheetBuilder *builder, MuUnitResult *result, gint64 *group)
{
  MuEvaluation *evaluation = builder->evaluation;
  guint contingent = mu_roster_get_command_contingent (evaluation->roster, result->command);
  MuContingentResult *shown = mu_evaluation_contingent (evaluation, contingent);
  MuEntryPrice price;
  gint64 each;

  if (result->entry == NULL || shown == NULL || shown->list == NULL || shown->options == NULL
      || !mu_ruleset_price_entry (evaluation->ruleset, shown->list, shown->options, result->entry, &price)
      || (price.basis != MU_PRICE_FIGURE && price.basis != MU_PRICE_MODEL) || price.group < 1)
    return 0;
  each = price.basis == MU_PRICE_MODEL ? 2 : 1;
  *group = price.group * each;
  return result->unit->count * each;
}

/* A line of tick boxes under a unit's row for the figures it loses, a
 * gap between groups, so that a player sees when a group is broken
 * (complete groups roll d10, a partial one d20: L1017); none for a unit
 * too large to tick on paper. Returns the height it adds. */
static double
add_loss_boxes (MuSheetTable *table, MuSheetBuilder *builder, MuSheetBand *band, MuUnitResult *result,
                double y)
{
  const Column *first = &g_array_index (table->columns, Column, MIN (1, table->columns->len - 1));
  gint64 group = 1;
  gint64 boxes = loss_boxes (builder, result, &group);
  double step = MU_SHEET_BOX + MU_SHEET_BOX_GAP;
  double x = first->x + MU_SHEET_CELL_PAD, line = 0;
  g_autoptr(PangoLayout) label = NULL;

  if (boxes <= 0 || boxes > MU_SHEET_MOST_LOSS_BOXES)
    return 0;
  /* TRANSLATORS: before the tick boxes for the figures a unit loses on the sheet */
  label = mu_sheet_style_text (builder->context, MU_SHEET_FONT_SMALL_BOLD,
                               C_ ("sheet", "Losses"), -1, PANGO_ALIGN_LEFT);
  mu_sheet_band_add_layout (band, label, MU_SHEET_CELL_PAD, y + MU_SHEET_ROW_PAD);
  for (gint64 i = 0; i < boxes; i++)
    {
      if (i > 0 && i % group == 0)
        x += step;
      if (x + MU_SHEET_BOX > table->width - MU_SHEET_CELL_PAD)
        {
          x = first->x + MU_SHEET_CELL_PAD;
          line += step;
        }
      mu_sheet_band_add_box (band, x, y + MU_SHEET_ROW_PAD + 1.5 + line, MU_SHEET_BOX);
      x += step;
    }
  return line + step + MU_SHEET_ROW_PAD;
}

static void
finish_row (MuSheetTable *table, MuSheetBand *band, double height)
{
  height += 2 * MU_SHEET_ROW_PAD;
  mu_sheet_band_add_rule (band, 0, height, table->width, height, MU_SHEET_HAIRLINE, MU_SHEET_LIGHT_GRAY);
  mu_sheet_band_set_height (band, height + MU_SHEET_HAIRLINE);
}

static MuSheetBand *
unit_row (MuSheetTable *table, MuSheetBuilder *builder, MuUnitResult *result, guint depth)
{
  MuSheetBand *band = mu_sheet_band_new ();
  double height = 0;

  for (guint i = 0; i < table->columns->len; i++)
    {
      const Column *column = &g_array_index (table->columns, Column, i);
      g_autofree char *owned = NULL;

      if (g_str_equal (column->column->key, "name"))
        {
          g_autofree char *under = unit_under (builder->evaluation, result->unit);
          g_autofree char *label = unit_label (builder->evaluation, result);
          g_autoptr(PangoLayout) layout = name_layout (builder, label, under);
          height = fmax (height, add_cell_layout (band, column, layout, 8.0 * depth, 0));
        }
      else
        {
          const char *text = cell_text (result, column, &owned);
          if (text != NULL)
            height = fmax (height, add_cell (band, builder, column, MU_SHEET_FONT_BODY, text, 0));
        }
    }
  add_tick_boxes (table, band, result->figures);
  height += add_loss_boxes (table, builder, band, result, height + MU_SHEET_ROW_PAD);
  finish_row (table, band, height);
  return band;
}

/* "General, mounted, heroic, attached to Equites Alares" */
static char *
general_description (MuEvaluation *evaluation, MuGeneral *general, gboolean alone)
{
  g_autofree char *attached = mu_evaluation_unit_name (evaluation, general->attached);
  g_autoptr(GPtrArray) upgrades = mu_evaluation_general_upgrades (evaluation, general);
  /* TRANSLATORS: the first word of a general's line on the sheet */
  g_autoptr(GString) text = g_string_new (_("General"));

  for (guint i = 0; i < upgrades->len; i++)
    g_string_append_printf (text, ", %s", (const char *) upgrades->pdata[i]);
  if (attached != NULL)
    /* TRANSLATORS: %s is the unit a general is attached to */
    g_string_append_printf (text, _(", attached to %s"), attached);
  if (alone)
    /* TRANSLATORS: a senior general with no command of his own */
    g_string_append (text, _(", alone, without a command of his own"));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* A general's name, or, for one the player has not named, whose general he
 * is ("General of Command 2"): never a blank cell. */
static char *
general_name (MuEvaluation *evaluation, MuUnitResult *result)
{
  g_autofree char *command = NULL;

  if (result->general->name != NULL && *result->general->name != '\0')
    return g_strdup (result->general->name);
  command = mu_evaluation_command_name (evaluation, result->command);
  /* TRANSLATORS: the sheet's name of a general the player has not named */
  return g_strdup_printf (_("General of %s"), command);
}

/* A general on the units' columns: his name, what he is in the first text
 * column, and his figures under their keys. */
static MuSheetBand *
general_row (MuSheetTable *table, MuSheetBuilder *builder, MuUnitResult *result)
{
  MuSheetBand *band = mu_sheet_band_new ();
  g_autofree char *description = general_description (builder->evaluation, result->general,
                                                      mu_figures_lookup (result->figures, "alone") != NULL);
  g_autofree char *name = general_name (builder->evaluation, result);
  gboolean described = FALSE;
  double height = 0;

  for (guint i = 0; i < table->columns->len; i++)
    {
      const Column *column = &g_array_index (table->columns, Column, i);
      const MuFigure *figure = mu_figures_lookup (result->figures, column->column->key);
      g_autofree char *value = figure != NULL ? mu_figure_to_string (figure) : NULL;

      if (g_str_equal (column->column->key, "name"))
        {
          g_autoptr(PangoLayout) layout = name_layout (builder, name, NULL);
          height = fmax (height, add_cell_layout (band, column, layout, 0, 0));
        }
      else if (value != NULL)
        height = fmax (height, add_cell (band, builder, column, MU_SHEET_FONT_BODY, value, 0));
      else if (!described && !column->column->numeric)
        height = fmax (height, add_cell (band, builder, column, MU_SHEET_FONT_BODY, description, 0));
      /* The description has the first text column or nothing: a column
       * the ruleset filled for the general says what he is already. */
      if (!g_str_equal (column->column->key, "name") && !column->column->numeric)
        described = TRUE;
    }
  finish_row (table, band, height);
  return band;
}

static MuSheetBand *
heroes_row (MuSheetTable *table, MuSheetBuilder *builder, MuCommand *command)
{
  MuSheetBand *band = mu_sheet_band_new ();
  g_autofree char *names = join_names (command->heroes);
  /* TRANSLATORS: heroes bought for a command but given to no unit yet */
  g_autofree char *text = g_strdup_printf (_("Heroes not allocated to a unit: %s"), names);
  g_autoptr(PangoLayout) layout = mu_sheet_style_text (
      builder->context, MU_SHEET_FONT_BODY, text, table->width - 2 * MU_SHEET_CELL_PAD, PANGO_ALIGN_LEFT);

  mu_sheet_band_add_layout (band, layout, MU_SHEET_CELL_PAD, MU_SHEET_ROW_PAD);
  finish_row (table, band, mu_sheet_style_height (layout));
  return band;
}

/* A box for each victory point the command can lose; the one at which it
 * is demoralised is shaded. */
static MuSheetBand *
losses_row (MuSheetTable *table, MuSheetBuilder *builder, MuCommandResult *command)
{
  int vp = MIN ((int) mu_figures_value (command->figures, "victory_points", 0), 60);
  int at = (int) mu_figures_value (command->figures, "demoralised_at", 0);
  MuSheetBand *band;
  g_autoptr(PangoLayout) label = NULL;
  double x;

  if (vp <= 0)
    return NULL;
  band = mu_sheet_band_new ();
  /* TRANSLATORS: before the tick boxes for the victory points a command has lost */
  label
      = mu_sheet_style_text (builder->context, MU_SHEET_FONT_SMALL_BOLD, _("VP lost"), -1, PANGO_ALIGN_LEFT);
  mu_sheet_band_add_layout (band, label, MU_SHEET_CELL_PAD, MU_SHEET_ROW_PAD + 1);
  x = MU_SHEET_CELL_PAD + MAX (mu_sheet_style_width (label) + 6, 40);
  for (int i = 1; i <= vp; i++, x += MU_SHEET_BOX + MU_SHEET_BOX_GAP)
    {
      if (i == at)
        mu_sheet_band_add_tint (band, x, MU_SHEET_ROW_PAD + 1.5, MU_SHEET_BOX, MU_SHEET_BOX,
                                MU_SHEET_LIGHT_GRAY);
      mu_sheet_band_add_box (band, x, MU_SHEET_ROW_PAD + 1.5, MU_SHEET_BOX);
    }
  if (at > 0 && at <= vp)
    {
      /* TRANSLATORS: after the VP lost boxes; the shaded box marks demoralisation */
      g_autoptr(PangoLayout) legend = mu_sheet_style_text (builder->context, MU_SHEET_FONT_SMALL,
                                                            _("shaded: demoralised"), -1, PANGO_ALIGN_LEFT);
      mu_sheet_band_add_layout (band, legend, x + 4, MU_SHEET_ROW_PAD + 1);
    }
  finish_row (table, band, MU_SHEET_BOX + 3);
  return band;
}

static void
add_units (MuSheetTable *table, MuSheetBuilder *builder, GPtrArray *units, guint depth, GPtrArray *rows)
{
  for (guint i = 0; i < units->len; i++)
    {
      MuUnitResult *result = units->pdata[i];

      g_ptr_array_add (rows, unit_row (table, builder, result, depth));
      add_units (table, builder, result->subunits, depth + 1, rows);
    }
}

static GPtrArray *
command_rows (MuSheetTable *table, MuSheetBuilder *builder, MuCommandResult *command)
{
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_sheet_band_unref);
  MuSheetBand *losses;

  for (guint i = 0; i < command->generals->len; i++)
    g_ptr_array_add (rows, general_row (table, builder, command->generals->pdata[i]));
  add_units (table, builder, command->units, 0, rows);
  if (command->command->heroes->len > 0)
    g_ptr_array_add (rows, heroes_row (table, builder, command->command));
  losses = losses_row (table, builder, command);
  if (losses != NULL)
    g_ptr_array_add (rows, losses);
  return rows;
}

/**
 * mu_sheet_table_add_command:
 * @table: the sheet's table (mu_sheet_table_new())
 * @builder: the sheet being built
 * @command: the command's result in the evaluation
 *
 * Adds one command's table to @builder's bands: its heading, then a row
 * for each of its generals and units. They form one group; a row that
 * opens a page repeats the heading marked as continued, the heading keeps
 * two rows at least under it and the last row is never alone at the top of
 * a page.
 */
void
mu_sheet_table_add_command (MuSheetTable *table, MuSheetBuilder *builder, MuCommandResult *command)
{
  g_autoptr(MuSheetBand) continuation = command_heading (table, builder, command, TRUE);
  g_autoptr(GPtrArray) rows = command_rows (table, builder, command);
  MuSheetBand *heading = command_heading (table, builder, command, FALSE);
  guint group = ++builder->next_group;

  mu_sheet_band_set_group (heading, group);
  g_ptr_array_add (builder->bands, heading);
  for (guint i = 0; i < rows->len; i++)
    {
      MuSheetBand *row = rows->pdata[i];

      mu_sheet_band_set_group (row, group);
      mu_sheet_band_set_continuation (row, continuation);
      /* two rows at least under the heading, and never one alone at the top of a page */
      if (i + 1 < rows->len && (i == 0 || i + 2 == rows->len))
        mu_sheet_band_set_keep_with_next (row, TRUE);
      g_ptr_array_add (builder->bands, mu_sheet_band_ref (row));
    }
}
