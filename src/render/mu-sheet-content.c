/* mu-sheet-content.c: what the order-of-battle sheet says, as bands
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-issue.h"
#include "mu-option-def.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-sheet-content.h"
#include "mu-sheet-style.h"
#include "mu-sheet-table.h"

#define MU_SHEET_SECTION_GAP 7.0

static MuSheetBand *
add_band (MuSheetBuilder *builder)
{
  MuSheetBand *band = mu_sheet_band_new ();

  g_ptr_array_add (builder->bands, band);
  return band;
}

static void
add_gap (MuSheetBuilder *builder, double height)
{
  mu_sheet_band_set_height (add_band (builder), height);
}

/**
 * mu_sheet_content_heading:
 * @builder: the sheet being built
 * @title: the heading's text, on the left
 * @right: (nullable): figures on the right (cut with an ellipsis where
 *   they do not fit), or %NULL or "" for none
 *
 * Makes a heading band as wide as the sheet: @title in the heading font
 * on a tinted background over a rule, and @right on the same baseline.
 * The band is not added to @builder.
 *
 * Returns: (transfer full): the band
 */
MuSheetBand *
mu_sheet_content_heading (MuSheetBuilder *builder, const char *title, const char *right)
{
  MuSheetBand *band = mu_sheet_band_new ();
  g_autoptr(PangoLayout) left
             = mu_sheet_style_text (builder->context, MU_SHEET_FONT_HEADING, title, -1, PANGO_ALIGN_LEFT);
  double height = mu_sheet_style_height (left) + 4;
  double room = builder->width - mu_sheet_style_width (left) - 24;

  mu_sheet_band_add_tint (band, 0, 0, builder->width, height, MU_SHEET_TINT);
  mu_sheet_band_add_rule (band, 0, height, builder->width, height, MU_SHEET_RULE, 0.0);
  mu_sheet_band_add_layout (band, left, MU_SHEET_CELL_PAD, 2);
  if (right != NULL && *right != '\0')
    {
      g_autoptr(PangoLayout) figures
                 = mu_sheet_style_text (builder->context, MU_SHEET_FONT_BODY, right, room, PANGO_ALIGN_RIGHT);
      double y = 2 + mu_sheet_style_baseline (left) - mu_sheet_style_baseline (figures);

      pango_layout_set_ellipsize (figures, PANGO_ELLIPSIZE_END);
      mu_sheet_band_add_layout (band, figures, builder->width - MU_SHEET_CELL_PAD - room, MAX (y, 0));
    }
  mu_sheet_band_set_height (band, height + MU_SHEET_RULE / 2);
  return band;
}

/* The title */

static char *
options_text (MuEvaluation *evaluation)
{
  GPtrArray *sets[] = { evaluation->list->options, evaluation->ruleset->options };
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint s = 0; s < G_N_ELEMENTS (sets); s++)
    for (guint i = 0; i < sets[s]->len; i++)
      {
        MuOptionDef *def = sets[s]->pdata[i];
        const char *value = mu_evaluation_option (evaluation, def->id);
        g_autofree char *shown = NULL;

        /* readings of the book print only when they differ from the default */
        if (value == NULL || (def->interpretation && g_strcmp0 (value, def->default_value) == 0))
          continue;
        shown = mu_option_def_format (def, value);
        g_string_append_printf (text, "%s%s: %s", text->len > 0 ? " · " : "", def->label, shown);
      }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
points_text (MuEvaluation *evaluation)
{
  g_autofree char *points = mu_evaluation_points_of_limit (evaluation);

  if (points == NULL)
    return NULL;
  /* TRANSLATORS: the points used, and of the game's limit ("125 of 130"), at the top of the sheet */
  return g_strdup_printf (_("%s points"), points);
}

static char *
subtitle_markup (MuEvaluation *evaluation)
{
  const char *player = mu_roster_get_player (evaluation->roster);
  g_autofree char *options = options_text (evaluation);
  g_autoptr(GString) markup = g_string_new (NULL);
  g_autofree char *list = NULL;

  if (player != NULL)
    {
      /* TRANSLATORS: the player's name on the sheet */
      g_autofree char *line = g_markup_printf_escaped (_("Player: <b>%s</b>"), player);
      g_string_append_printf (markup, "%s\n", line);
    }
  /* a source that cites the ruleset's book by name says the ruleset already */
  if (evaluation->list->source != NULL
      && g_str_has_prefix (evaluation->list->source, evaluation->ruleset->name))
    list = g_markup_printf_escaped ("<b>%s</b> · %s", evaluation->list->name, evaluation->list->source);
  else
    list = g_markup_printf_escaped ("<b>%s</b> · %s%s%s", evaluation->list->name, evaluation->ruleset->name,
                                    evaluation->list->source != NULL ? " · " : "",
                                    evaluation->list->source != NULL ? evaluation->list->source : "");
  g_string_append (markup, list);
  if (*options != '\0')
    {
      g_autofree char *escaped = g_markup_escape_text (options, -1);
      g_string_append_printf (markup, "\n%s", escaped);
    }
  return g_string_free (g_steal_pointer (&markup), FALSE);
}

static void
add_title (MuSheetBuilder *builder)
{
  MuEvaluation *evaluation = builder->evaluation;
  MuSheetBand *band = add_band (builder);
  const char *army = mu_roster_get_army_name (evaluation->roster);
  g_autofree char *points = points_text (evaluation);
  g_autofree char *subtitle = subtitle_markup (evaluation);
  g_autoptr(PangoLayout) title = NULL;
  g_autoptr(PangoLayout) sub = NULL;
  double y;

  title = mu_sheet_style_text (builder->context, MU_SHEET_FONT_TITLE,
                               army != NULL ? army
                                            : _("Unnamed army"), builder->width * 0.68, PANGO_ALIGN_LEFT);
  mu_sheet_band_add_layout (band, title, 0, 0);
  if (points != NULL)
    {
      g_autoptr(PangoLayout) right = mu_sheet_style_text (builder->context, MU_SHEET_FONT_HEADING, points,
                                                           builder->width * 0.3, PANGO_ALIGN_RIGHT);
      double at = mu_sheet_style_baseline (title) - mu_sheet_style_baseline (right);
      mu_sheet_band_add_layout (band, right, builder->width * 0.7, MAX (at, 0));
    }
  y = mu_sheet_style_height (title) + 1;
  sub = mu_sheet_style_markup (builder->context, MU_SHEET_FONT_BODY, subtitle, builder->width,
                               PANGO_ALIGN_LEFT);
  mu_sheet_band_add_layout (band, sub, 0, y);
  y += mu_sheet_style_height (sub) + 4;
  mu_sheet_band_add_rule (band, 0, y, builder->width, y, 1.6, 0.0);
  mu_sheet_band_set_height (band, y + 1);
}

/* The army's totals, with boxes for the medals and the reserve */

static char *
figures_text (MuEvaluation *evaluation)
{
  g_autofree char *points = points_text (evaluation);
  g_autoptr(GString) text = g_string_new (points);

  for (guint i = 0; i < evaluation->figures->len; i++)
    {
      MuFigure *figure = evaluation->figures->pdata[i];
      g_autofree char *value = mu_figure_to_string (figure);
      g_string_append_printf (text, "%s%s %s", text->len > 0 ? " · " : "", mu_figure_label (figure), value);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* A label and a box for each of count things to tick; returns the height. */
static double
add_box_line (MuSheetBuilder *builder, MuSheetBand *band, const char *label, int count, double y)
{
  g_autoptr(PangoLayout) layout
             = mu_sheet_style_text (builder->context, MU_SHEET_FONT_SMALL_BOLD, label, -1, PANGO_ALIGN_LEFT);
  double x0 = MU_SHEET_CELL_PAD + MAX (mu_sheet_style_width (layout) + 8, 92);
  double x = x0, line = 0;

  mu_sheet_band_add_layout (band, layout, MU_SHEET_CELL_PAD, y + 1);
  for (int i = 0; i < MIN (count, 200); i++, x += MU_SHEET_BOX + MU_SHEET_BOX_GAP)
    {
      if (x + MU_SHEET_BOX > builder->width)
        {
          x = x0;
          line += MU_SHEET_BOX + MU_SHEET_BOX_GAP;
        }
      mu_sheet_band_add_box (band, x, y + 1.5 + line, MU_SHEET_BOX);
    }
  return line + MU_SHEET_BOX + 5;
}

static void
add_army (MuSheetBuilder *builder)
{
  MuEvaluation *evaluation = builder->evaluation;
  g_autofree char *figures = figures_text (evaluation);
  /* TRANSLATORS: the heading of the army's totals on the sheet */
  MuSheetBand *band = mu_sheet_content_heading (builder, _("Army"), figures);
  const MuFigure *medals = mu_figures_lookup (evaluation->figures, "victory_medals");
  const MuFigure *reserve = mu_figures_lookup (evaluation->figures, "ammunition_reserve");
  double y = mu_sheet_band_get_height (band) + 3;

  g_ptr_array_add (builder->bands, band);
  if (medals != NULL)
    /* TRANSLATORS: before a tick box for each victory medal */
    y += add_box_line (builder, band, _("Victory medals lost"), (int) medals->value, y);
  if (reserve != NULL)
    /* TRANSLATORS: before a tick box for each chit of the camp's ammunition reserve */
    y += add_box_line (builder, band, _("Ammunition reserve used"), (int) reserve->value, y);
  mu_sheet_band_set_height (band, y);
}

/* The verdict and every issue, for the organiser */

static void
add_issues (MuSheetBuilder *builder)
{
  MuEvaluation *evaluation = builder->evaluation;
  g_autofree char *verdict = mu_evaluation_verdict (evaluation);
  MuSheetBand *band;

  if (evaluation->issues->len == 0)
    return;
  /* TRANSLATORS: the heading of the list of issues on the sheet */
  band = mu_sheet_content_heading (builder, _("Verdict"), verdict);
  mu_sheet_band_set_keep_with_next (band, TRUE);
  g_ptr_array_add (builder->bands, band);
  /* a band for each issue, so that a long list goes on over pages and is
   * laid out in time linear in its length */
  for (guint i = 0; i < evaluation->issues->len; i++)
    {
      MuIssue *issue = evaluation->issues->pdata[i];
      /* the place in gray: the regular face, no italic to embed */
      g_autofree char *markup = g_markup_printf_escaped (
          "<b>%s</b>  %s <span foreground=\"#555555\">(%s)</span>", mu_severity_get_label (issue->severity),
          issue->message, issue->where != NULL ? issue->where : "");
      g_autoptr(PangoLayout) layout = NULL;
      double top = i == 0 ? 3 : 0;
      double bottom = i + 1 == evaluation->issues->len ? 3 : 0;

      band = add_band (builder);
      layout = mu_sheet_style_markup (builder->context, MU_SHEET_FONT_SMALL, markup,
                                      builder->width - 2 * MU_SHEET_CELL_PAD, PANGO_ALIGN_LEFT);
      mu_sheet_band_add_layout (band, layout, MU_SHEET_CELL_PAD, top);
      mu_sheet_band_set_height (band, top + mu_sheet_style_height (layout) + bottom);
    }
}

/* The line under a contingent's heading: its own list's options, the
 * date and variant it is taken for ("Army date: AD 43 · Eastern or
 * Western army: Western"), kept with the table below. */
static void
add_contingent_options (MuSheetBuilder *builder, guint number)
{
  g_autoptr(GPtrArray) options = mu_evaluation_contingent_options (builder->evaluation, number);
  g_autofree char *text = NULL;
  g_autoptr(PangoLayout) layout = NULL;
  MuSheetBand *band;

  if (options->len == 0)
    return;
  g_ptr_array_add (options, NULL);
  text = g_strjoinv (" · ", (char **) options->pdata);
  band = add_band (builder);
  layout = mu_sheet_style_text (builder->context, MU_SHEET_FONT_SMALL, text,
                                builder->width - 2 * MU_SHEET_CELL_PAD, PANGO_ALIGN_LEFT);
  mu_sheet_band_add_layout (band, layout, MU_SHEET_CELL_PAD, 2);
  mu_sheet_band_set_height (band, mu_sheet_style_height (layout) + 4);
  mu_sheet_band_set_keep_with_next (band, TRUE);
}

/* An army with allies: a heading over each contingent's commands, its
 * list's name and role, with its points, share and figures, and its own
 * list's options below (To the Strongest! v1.1, "Allied contingents").
 * What an ally may cost under a reading is for building, not the table. */
static void
add_contingent (MuSheetBuilder *builder, guint number)
{
  MuContingentResult *result = mu_evaluation_contingent (builder->evaluation, number);
  g_autofree char *name = mu_evaluation_contingent_name (builder->evaluation, number);
  g_autofree char *points = mu_format_number (result != NULL ? result->points : 0);
  g_autoptr(GString) figures = g_string_new (NULL);
  g_autofree char *title = NULL;
  MuSheetBand *band;

  if (number == 0)
    /* TRANSLATORS: the heading over the main contingent of an army with allies */
    title = g_strdup_printf (_("%s, main contingent"), name);
  else
    /* TRANSLATORS: the heading over an allied contingent on the sheet */
    title = g_strdup_printf (_("%s, allied contingent"), name);
  /* TRANSLATORS: a contingent's points on the sheet */
  g_string_append_printf (figures, _("%s points"), points);
  for (guint i = 0; result != NULL && i < result->figures->len; i++)
    {
      MuFigure *figure = result->figures->pdata[i];
      g_autofree char *value = NULL;

      if (g_str_equal (figure->key, "allowed"))
        continue;
      value = mu_figure_to_string (figure);
      g_string_append_printf (figures, " · %s %s", mu_figure_label (figure), value);
    }
  band = mu_sheet_content_heading (builder, title, figures->str);
  mu_sheet_band_set_keep_with_next (band, TRUE);
  g_ptr_array_add (builder->bands, band);
  add_contingent_options (builder, number);
}

/**
 * mu_sheet_content_build:
 * @evaluation: the evaluation of the roster to print
 * @context: the Pango context of the sheet (mu_sheet_style_context())
 * @width: the width of the printed area, in points
 *
 * Turns an evaluation into the bands of the sheet, in order: the title,
 * then each command's table (an allied contingent's commands under the
 * contingent's heading), the army's totals and the issues of the verdict.
 * The running head and the stamp at each page's foot are mu-sheet.c's.
 *
 * Returns: (transfer full) (element-type MuSheetBand): the bands
 */
GPtrArray *
mu_sheet_content_build (MuEvaluation *evaluation, PangoContext *context, double width)
{
  MuSheetBuilder builder = { evaluation, context, width, NULL, 0 };
  g_autoptr(MuSheetTable) table = NULL;

  builder.bands = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_sheet_band_unref);
  add_title (&builder);
  table = mu_sheet_table_new (&builder);
  for (guint i = 0; i < evaluation->commands->len; i++)
    {
      MuCommandResult *command = evaluation->commands->pdata[i];
      guint contingent = command->command->contingent;

      add_gap (&builder, MU_SHEET_SECTION_GAP);
      if (mu_roster_count_contingents (evaluation->roster) > 1
          && (i == 0
              || ((MuCommandResult *) evaluation->commands->pdata[i - 1])->command->contingent != contingent))
        add_contingent (&builder, contingent);
      mu_sheet_table_add_command (table, &builder, command);
    }
  add_gap (&builder, MU_SHEET_SECTION_GAP);
  add_army (&builder);
  if (evaluation->issues->len > 0)
    {
      add_gap (&builder, MU_SHEET_SECTION_GAP);
      add_issues (&builder);
    }
  return builder.bands;
}
