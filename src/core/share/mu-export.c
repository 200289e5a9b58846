/* mu-export.c: the order of battle as text to paste in a forum or an email
 *
 * Four formats, one walk: a header with the army, its list, points and
 * verdict; a block per command with its figures; a line per general and
 * unit with its upgrades and cost; and at the end the short share code, so
 * that what was pasted can be checked. Each format only says how a line of
 * each kind is written.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-error.h"
#include "mu-escape.h"
#include "mu-evaluation.h"
#include "mu-export.h"
#include "mu-figure.h"
#include "mu-general.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-share-code.h"
#include "mu-unit.h"

typedef struct
{
  MuExportFormat format;
  MuEvaluation *evaluation;
  GString *out;
} Export;

static const char *
army_name (MuEvaluation *evaluation)
{
  const char *name = mu_roster_get_army_name (evaluation->roster);

  return name != NULL ? name : _("Unnamed army");
}

/* CSV: every field through the escaper (quoted, a formula guarded). */
static void
csv_field (GString *out, const char *text, gboolean last)
{
  mu_escape_append (out, text, MU_ESCAPE_CSV);
  g_string_append (out, last ? "\n" : ",");
}

static const MuEscapeFormat escape_formats[] = {
  [MU_EXPORT_TEXT] = MU_ESCAPE_TERMINAL,
  [MU_EXPORT_MARKDOWN] = MU_ESCAPE_MARKDOWN,
  [MU_EXPORT_BBCODE] = MU_ESCAPE_BBCODE,
  [MU_EXPORT_CSV] = MU_ESCAPE_CSV,
};

/* Text from files (names, labels, the line made of them) as the format
 * writes it, for the formats other than CSV, whose fields are escaped
 * whole. */
static char *
shown (Export *e, const char *text)
{
  return mu_escape (text, escape_formats[e->format]);
}

static void
csv_row (Export *e, const char *command, const char *kind, const char *name, const char *details,
         const char *points)
{
  csv_field (e->out, command, FALSE);
  csv_field (e->out, kind, FALSE);
  csv_field (e->out, name, FALSE);
  csv_field (e->out, details, FALSE);
  csv_field (e->out, points, TRUE);
}

/* " · Victory points 34 · Victory medals 11" */
static void
append_figures (GString *text, GPtrArray *figures)
{
  for (guint i = 0; i < figures->len; i++)
    {
      MuFigure *figure = figures->pdata[i];
      g_autofree char *value = NULL;

      if (g_str_equal (figure->key, "heroes"))
        continue;
      value = mu_figure_to_string (figure);
      g_string_append_printf (text, " · %s %s", mu_figure_label (figure), value);
    }
}

static char *
points_text (double points)
{
  g_autofree char *number = mu_format_number (points);
  gulong whole = points == 1 ? 1 : 2;

  /* TRANSLATORS: a unit's or command's cost in an exported order of battle */
  return g_strdup_printf (ngettext ("%s pt", "%s pts", whole), number);
}

static void
header_lines (Export *e, const char *army, const char *list, const char *figures, const char *verdict)
{
  g_autofree char *a = shown (e, army);
  g_autofree char *l = shown (e, list);
  g_autofree char *f = shown (e, figures);
  g_autofree char *v = shown (e, verdict);

  switch (e->format)
    {
    case MU_EXPORT_TEXT:
      g_string_append_printf (e->out, "%s\n%s\n%s\n%s\n", a, l, f, v);
      break;
    case MU_EXPORT_MARKDOWN:
      g_string_append_printf (e->out, "# %s\n\n%s  \n%s  \n**%s**\n", a, l, f, v);
      break;
    case MU_EXPORT_BBCODE:
    default:
      g_string_append_printf (e->out, "[size=150][b]%s[/b][/size]\n%s\n%s\n[b]%s[/b]\n", a, l, f, v);
      break;
    }
}

static void
header (Export *e)
{
  MuEvaluation *evaluation = e->evaluation;
  const char *player = mu_roster_get_player (evaluation->roster);
  g_autofree char *points = mu_format_number (evaluation->points);
  g_autofree char *verdict = mu_evaluation_verdict (evaluation);
  g_autoptr(GString) figures = g_string_new (NULL);
  g_autofree char *list = NULL;
  gint64 limit = mu_roster_get_points_limit (evaluation->roster);

  if (evaluation->ruleset->has_points && limit > 0)
    g_string_printf (figures, _("%s of %" PRId64 " points"), points, limit);
  else if (evaluation->ruleset->has_points)
    g_string_printf (figures, _("%s points"), points);
  append_figures (figures, evaluation->figures);
  if (g_str_has_prefix (figures->str, " · "))
    g_string_erase (figures, 0, strlen (" · "));
  list = g_strdup_printf ("%s (%s)%s%s", evaluation->list->name, evaluation->ruleset->name,
                          player != NULL ? " · " : "", player != NULL ? player : "");
  if (e->format == MU_EXPORT_CSV)
    {
      csv_row (e, _("Command"), _("Kind"), _("Name"), _("Upgrades"), _("Points"));
      csv_row (e, "", _("Army"), army_name (evaluation), list, points);
      return;
    }
  header_lines (e, army_name (evaluation), list, figures->str, verdict);
}

static void
command_header (Export *e, MuCommandResult *result)
{
  g_autofree char *name = mu_evaluation_command_name (e->evaluation, result->index);
  g_autoptr(GString) line = g_string_new (name);
  g_autofree char *points = points_text (result->points);

  g_autofree char *text = NULL;

  if (e->evaluation->ruleset->has_points)
    g_string_append_printf (line, " · %s", points);
  append_figures (line, result->figures);
  text = shown (e, line->str);
  switch (e->format)
    {
    case MU_EXPORT_TEXT:
      g_string_append_printf (e->out, "\n%s\n", text);
      break;
    case MU_EXPORT_MARKDOWN:
      g_string_append_printf (e->out, "\n%s %s\n\n", e->evaluation->contingents->len > 1 ? "###" : "##",
                              text);
      break;
    case MU_EXPORT_BBCODE:
      g_string_append_printf (e->out, "\n[u][b]%s[/b][/u]\n[list]\n", text);
      break;
    case MU_EXPORT_CSV:
      {
        g_autofree char *number = mu_format_number (result->points);
        csv_row (e, name, _("Command"), name, "", number);
      }
      break;
    }
}

/* An army with allies: a heading over each contingent's commands, with
 * its points, figures and its own list's options (date, variant). */
static void
contingent_header (Export *e, guint number)
{
  MuContingentResult *result = mu_evaluation_contingent (e->evaluation, number);
  g_autofree char *name = mu_evaluation_contingent_name (e->evaluation, number);
  g_autoptr(GPtrArray) options = mu_evaluation_contingent_options (e->evaluation, number);
  g_autoptr(GString) line = g_string_new (NULL);
  g_autofree char *title = NULL;
  g_autofree char *text = NULL;

  /* TRANSLATORS: the heading over a contingent of an army with allies, in an export */
  title = number == 0 ? g_strdup_printf (_("%s, main contingent"), name)
                      : g_strdup_printf (_("%s, allied contingent"), name);
  if (e->evaluation->ruleset->has_points)
    {
      g_autofree char *points = points_text (result->points);

      g_string_append_printf (line, " · %s", points);
    }
  append_figures (line, result->figures);
  for (guint i = 0; i < options->len; i++)
    g_string_append_printf (line, " · %s", (const char *) options->pdata[i]);
  if (e->format == MU_EXPORT_CSV)
    {
      g_autofree char *number_text = mu_format_number (result->points);

      csv_row (e, "", _("Contingent"), title, line->len > 0 ? line->str + strlen (" · ") : "", number_text);
      return;
    }
  g_string_prepend (line, title);
  text = shown (e, line->str);
  if (e->format == MU_EXPORT_TEXT)
    g_string_append_printf (e->out, "\n== %s ==\n", text);
  else if (e->format == MU_EXPORT_MARKDOWN)
    g_string_append_printf (e->out, "\n## %s\n", text);
  else
    g_string_append_printf (e->out, "\n[size=120][b]%s[/b][/size]\n", text);
}

/* One line of the block: "Legionarii: Upgrade legionarii to veterans; hero
 * Julius · 13 points". */
static void
item (Export *e, MuCommandResult *command, const char *kind, const char *name, const char *details,
      double points, guint depth)
{
  g_autofree char *cost = points_text (points);
  g_autofree char *number = mu_format_number (points);
  g_autoptr(GString) line = g_string_new (name);
  gboolean has_points = e->evaluation->ruleset->has_points;
  g_autofree char *text = NULL;

  if (*details != '\0')
    g_string_append_printf (line, ": %s", details);
  if (has_points)
    g_string_append_printf (line, " · %s", cost);
  text = shown (e, line->str);
  switch (e->format)
    {
    case MU_EXPORT_TEXT:
      g_string_append_printf (e->out, "%*s%s\n", 2 + 2 * depth, "", text);
      break;
    case MU_EXPORT_MARKDOWN:
      g_string_append_printf (e->out, "%*s- %s\n", 2 * depth, "", text);
      break;
    case MU_EXPORT_BBCODE:
      g_string_append_printf (e->out, "[*]%s\n", text);
      break;
    case MU_EXPORT_CSV:
      {
        g_autofree char *command_name = mu_evaluation_command_name (e->evaluation, command->index);
        csv_row (e, command_name, kind, name, details, has_points ? number : "");
      }
      break;
    }
}

/* The upgrades by their rows' labels, looked up under the unit's or
 * general's own row, so that an ally's are named as its list names them. */
static void
append_upgrades (Export *e, GString *details, MuListEntry *parent, GPtrArray *upgrades)
{
  for (guint i = 0; i < upgrades->len; i++)
    {
      MuListEntry *row = mu_evaluation_lookup_upgrade (e->evaluation, parent, upgrades->pdata[i]);

      g_string_append_printf (details, "%s%s", details->len > 0 ? ", " : "",
                              row != NULL ? mu_list_entry_label (row) : (const char *) upgrades->pdata[i]);
    }
}

/* Attributes the ruleset knows, by their choice's label or as formatted;
 * in the order of its definitions. */
static void
append_attributes (Export *e, GString *details, GHashTable *attrs)
{
  GPtrArray *defs = e->evaluation->ruleset->attributes;

  for (guint i = 0; i < defs->len; i++)
    {
      MuOptionDef *def = defs->pdata[i];
      const char *value = g_hash_table_lookup (attrs, def->id);
      g_autofree char *text = NULL;

      if (value == NULL)
        continue;
      text = mu_option_def_format (def, value);
      g_string_append_printf (details, "%s%s", details->len > 0 ? ", " : "", text);
    }
}

static void
general_line (Export *e, MuCommandResult *command, MuUnitResult *result)
{
  MuGeneral *general = result->general;
  g_autoptr(GString) details = g_string_new (NULL);
  g_autofree char *name = NULL;

  append_upgrades (e, details, mu_evaluation_lookup_row (e->evaluation, general->entry), general->upgrades);
  append_attributes (e, details, general->attrs);
  /* TRANSLATORS: a general in an exported order of battle, with his name */
  name = general->name != NULL ? g_strdup_printf (_("General %s"), general->name) : g_strdup (_("General"));
  item (e, command, _("General"), name, details->str, result->points, 0);
}

static void
unit_line (Export *e, MuCommandResult *command, MuUnitResult *result, guint depth)
{
  MuUnit *unit = result->unit;
  g_autoptr(GString) details = g_string_new (NULL);
  g_autoptr(GString) name = g_string_new (unit->name);

  if (unit->name == NULL)
    g_string_assign (name, result->entry != NULL ? mu_list_entry_label (result->entry) : unit->entry);
  if (unit->count != 1)
    g_string_append_printf (name, " ×%" G_GINT64_FORMAT, unit->count);
  append_upgrades (e, details, result->entry, unit->upgrades);
  append_attributes (e, details, unit->attrs);
  for (guint i = 0; i < unit->heroes->len; i++)
    /* TRANSLATORS: a hero allocated to a unit, in an exported order of battle */
    g_string_append_printf (details, _("%shero %s"), details->len > 0 ? ", " : "",
                                        (const char *) unit->heroes->pdata[i]);
  item (e, command, _("Unit"), name->str, details->str, result->points, depth);
  for (guint i = 0; i < result->subunits->len; i++)
    unit_line (e, command, result->subunits->pdata[i], depth + 1);
}

static void
command_block (Export *e, MuCommandResult *result)
{
  command_header (e, result);
  for (guint i = 0; i < result->generals->len; i++)
    general_line (e, result, result->generals->pdata[i]);
  for (guint i = 0; i < result->units->len; i++)
    unit_line (e, result, result->units->pdata[i], 0);
  for (guint i = 0; i < result->command->heroes->len; i++)
    {
      /* TRANSLATORS: a hero not yet given to a unit */
      g_autofree char *hero
          = g_strdup_printf (_("Hero %s (not allocated)"), (const char *) result->command->heroes->pdata[i]);
      item (e, result, _("Hero"), hero, "", 0, 0);
    }
  if (e->format == MU_EXPORT_BBCODE)
    g_string_append (e->out, "[/list]\n");
}

static void
footer (Export *e)
{
  g_autofree char *code = mu_share_code_encode (e->evaluation->roster, e->evaluation->list);

  switch (e->format)
    {
    case MU_EXPORT_TEXT:
      g_string_append_printf (e->out, _("\nShare code: %s\n"), code);
      break;
    case MU_EXPORT_MARKDOWN:
      g_string_append_printf (e->out, _("\nShare code: `%s`\n"), code);
      break;
    case MU_EXPORT_BBCODE:
      g_string_append_printf (e->out, _("\nShare code: [code]%s[/code]\n"), code);
      break;
    case MU_EXPORT_CSV:
      csv_row (e, "", _("Share code"), code, "", "");
      break;
    }
}

/**
 * mu_export_text:
 * @evaluation: the evaluated roster
 * @format: how to write it
 *
 * The order of battle as text in the conventions of wargaming forums: a
 * header with the army, its list, points, figures and verdict; a block
 * per command with its points and figures; a line per general and unit
 * with its upgrades, heroes and cost; and the short share code at the end.
 *
 * Returns: (transfer full): the text, UTF-8
 */
char *
mu_export_text (MuEvaluation *evaluation, MuExportFormat format)
{
  Export e = { format, evaluation, g_string_new (NULL) };

  g_return_val_if_fail (evaluation != NULL, NULL);

  header (&e);
  for (guint i = 0; i < evaluation->commands->len; i++)
    {
      MuCommandResult *command = evaluation->commands->pdata[i];

      if (evaluation->contingents->len > 1
          && (i == 0
              || ((MuCommandResult *) evaluation->commands->pdata[i - 1])->command->contingent
                     != command->command->contingent))
        contingent_header (&e, command->command->contingent);
      command_block (&e, command);
    }
  footer (&e);
  return g_string_free (e.out, FALSE);
}

/**
 * mu_export_format_from_name:
 * @name: "text", "markdown", "bbcode" or "csv", or a file name ending in
 *   .txt, .md, .bbcode or .csv
 * @format: (out): the format
 *
 * Finds the export format a `--format` value or an output file name asks
 * for: the exact name, or else the file name's suffix, compared as
 * written (case matters). @name must not be %NULL. When nothing matches, @format
 * is left untouched; this is how it fails, with no #GError.
 *
 * Returns: %TRUE when @name names a format, %FALSE when it names none
 */
gboolean
mu_export_format_from_name (const char *name, MuExportFormat *format)
{
  static const struct
  {
    const char *name;
    const char *suffix;
    MuExportFormat format;
  } formats[] = {
    { "text", ".txt", MU_EXPORT_TEXT },
    { "markdown", ".md", MU_EXPORT_MARKDOWN },
    { "bbcode", ".bbcode", MU_EXPORT_BBCODE },
    { "csv", ".csv", MU_EXPORT_CSV },
  };

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    if (g_str_equal (name, formats[i].name) || g_str_has_suffix (name, formats[i].suffix))
      {
        *format = formats[i].format;
        return TRUE;
      }
  return FALSE;
}
