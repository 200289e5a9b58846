/* mu-cli-event-report.c: muster-cli event check as a table, CSV or JSON
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-army-list.h"
#include "mu-cli-event-private.h"
#include "mu-escape.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-issue.h"
#include "mu-json-writer.h"
#include "mu-roster.h"
#include "mu-ruleset.h"

#define N_COLUMNS 8

/* The cells of an entry's row, in the order of the columns, each escaped
 * for the terminal: a newline or a control character in a file name or a
 * player's name cannot start a row of its own. */
static GStrv
row_cells (MuEventResults *results, MuEventEntry *entry)
{
  char **cells = g_new0 (char *, N_COLUMNS + 1);
  g_autofree char *list = mu_event_results_list_label (results, entry);
  g_autofree char *points = mu_event_entry_figure (entry, "points");
  g_autofree char *vp = mu_event_entry_figure (entry, "victory_points");
  g_autofree char *vm = mu_event_entry_figure (entry, "victory_medals");
  g_autofree char *verdict = mu_event_entry_verdict (entry);

  cells[0] = mu_cli_text (entry->player != NULL ? entry->player : "–");
  cells[1] = mu_cli_text (mu_event_entry_army (entry));
  cells[2] = mu_cli_text (list);
  cells[3] = mu_cli_text (points);
  cells[4] = mu_cli_text (vp);
  cells[5] = mu_cli_text (vm);
  cells[6] = mu_cli_text (verdict);
  cells[7] = mu_cli_text (entry->source);
  return cells;
}

static void
append_padded (GString *out, const char *text, guint width, gboolean last)
{
  g_string_append (out, text);
  if (last)
    return;
  for (glong n = g_utf8_strlen (text, -1); n < (glong) width + 2; n++)
    g_string_append_c (out, ' ');
}

static void
append_issues (GString *out, MuEventEntry *entry)
{
  if (entry->evaluation == NULL)
    {
      g_autofree char *error = mu_cli_text (entry->error);

      g_string_append_printf (out, "    %s\n", error);
      return;
    }
  for (guint i = 0; i < entry->evaluation->issues->len; i++)
    {
      MuIssue *issue = entry->evaluation->issues->pdata[i];
      g_autofree char *code = mu_cli_text (issue->code);
      g_autofree char *message = mu_cli_text (issue->message);

      g_string_append_printf (out, "    %s %s: %s\n", mu_severity_get_label (issue->severity), code, message);
    }
}

/**
 * mu_cli_event_table:
 * @results: an event's rosters, checked
 * @conditions: (element-type utf8): the pack's conditions in words
 *   (mu_event_conditions())
 *
 * The table for people: the event, its conditions and the summary, then a
 * row per roster (player, army, list and revision, points, VP, victory
 * medals, verdict, file) with its issues below it.
 *
 * Returns: (transfer full): the text.
 */
char *
mu_cli_event_table (MuEventResults *results, GPtrArray *conditions)
{
  /* TRANSLATORS: the headings of muster-cli event check's table; VP are victory points, VM victory medals */
  const char *heading[N_COLUMNS]
      = { _("Player"), _("Army"), _("List"), _("Points"), _("VP"), _("VM"), _("Verdict"), _("File") };
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *described = mu_event_describe (results->event);
  g_autofree char *summary = mu_event_results_summary (results);
  g_autofree char *described_shown = mu_cli_text (described);
  guint widths[N_COLUMNS] = { 0 };

  for (guint c = 0; c < N_COLUMNS; c++)
    widths[c] = g_utf8_strlen (heading[c], -1);
  for (guint i = 0; i < results->entries->len; i++)
    {
      GStrv cells = row_cells (results, results->entries->pdata[i]);

      for (guint c = 0; c < N_COLUMNS; c++)
        widths[c] = MAX (widths[c], (guint) g_utf8_strlen (cells[c], -1));
      g_ptr_array_add (rows, cells);
    }
  g_string_append_printf (out, "%s\n", described_shown);
  for (guint i = 0; i < conditions->len; i++)
    {
      g_autofree char *condition = mu_cli_text (conditions->pdata[i]);

      g_string_append_printf (out, "  %s\n", condition);
    }
  g_string_append_printf (out, "%s\n\n", summary);
  for (guint c = 0; c < N_COLUMNS; c++)
    append_padded (out, heading[c], widths[c], c + 1 == N_COLUMNS);
  g_string_append_c (out, '\n');
  for (guint i = 0; i < rows->len; i++)
    {
      GStrv cells = rows->pdata[i];

      for (guint c = 0; c < N_COLUMNS; c++)
        append_padded (out, cells[c], widths[c], c + 1 == N_COLUMNS);
      g_string_append_c (out, '\n');
      append_issues (out, results->entries->pdata[i]);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* CSV (RFC 4180), safe to open in a spreadsheet: every cell through the
 * one escaper (quoted, a formula guarded, control characters shown). */
static void
append_csv_cell (GString *out, const char *text, gboolean last)
{
  mu_escape_append (out, text, MU_ESCAPE_CSV);
  g_string_append (out, last ? "\r\n" : ",");
}

/* A figure, or an empty cell where there is none */
static void
append_figure_cell (GString *out, MuEventEntry *entry, const char *key)
{
  g_autofree char *figure = mu_event_entry_figure (entry, key);

  append_csv_cell (out, g_str_equal (figure, "–") ? "" : figure, FALSE);
}

/* The cells of an entry before its issue */
static void
append_entry_cells (GString *out, MuEventResults *results, MuEventEntry *entry)
{
  g_autofree char *revision = NULL;
  g_autofree char *list
      = entry->evaluation != NULL ? mu_event_results_list_label (results, entry) : g_strdup ("");
  g_autofree char *verdict = mu_event_entry_verdict (entry);
  gboolean legal = entry->evaluation != NULL && mu_evaluation_is_legal (entry->evaluation);

  if (entry->roster != NULL)
    revision = g_strdup_printf ("%" G_GINT64_FORMAT, mu_roster_get_list_revision (entry->roster));
  append_csv_cell (out, entry->player != NULL ? entry->player : "", FALSE);
  append_csv_cell (out, entry->roster != NULL ? mu_event_entry_army (entry) : "", FALSE);
  append_csv_cell (out, list, FALSE);
  append_csv_cell (out, entry->evaluation != NULL ? entry->evaluation->list->id : "", FALSE);
  append_csv_cell (out, revision != NULL ? revision : "", FALSE);
  append_figure_cell (out, entry, "points");
  append_figure_cell (out, entry, "victory_points");
  append_figure_cell (out, entry, "victory_medals");
  append_csv_cell (out, legal ? "true" : "false", FALSE);
  append_csv_cell (out, verdict, FALSE);
}

/* One line per issue (severity, code, message), or one line with none */
static void
append_entry_lines (GString *out, MuEventResults *results, MuEventEntry *entry)
{
  guint n = entry->evaluation != NULL ? entry->evaluation->issues->len : 1;

  for (guint i = 0; i < MAX (n, 1); i++)
    {
      MuIssue *issue = entry->evaluation != NULL && i < n ? entry->evaluation->issues->pdata[i] : NULL;

      append_entry_cells (out, results, entry);
      append_csv_cell (out,
                       issue != NULL               ? mu_severity_to_string (issue->severity)
                       : entry->evaluation == NULL ? "error"
                                                   : "",
                       FALSE);
      append_csv_cell (out,
                       issue != NULL               ? issue->code
                       : entry->evaluation == NULL ? "event.unreadable"
                                                   : "",
                       FALSE);
      append_csv_cell (out,
                       issue != NULL               ? issue->message
                       : entry->evaluation == NULL ? entry->error
                                                   : "",
                       FALSE);
      append_csv_cell (out, entry->source, TRUE);
    }
}

/**
 * mu_cli_event_csv:
 * @results: an event's rosters, checked
 *
 * The results for a spreadsheet, UTF-8 with a byte-order mark (so that
 * Excel reads it as UTF-8): one line per issue of each roster, and one
 * line for a roster without issues, so that no cell holds a line break.
 * Columns: player, army, list (as the table names it), list_id,
 * revision, points, victory_points, victory_medals (empty where there is
 * none), legal, verdict, severity, code, message, file.
 *
 * Returns: (transfer full): the CSV text.
 */
char *
mu_cli_event_csv (MuEventResults *results)
{
  const char *heading[]
      = { "player",         "army",  "list",    "list_id",  "revision", "points",  "victory_points",
          "victory_medals", "legal", "verdict", "severity", "code",     "message", "file" };
  g_autoptr(GString) out = g_string_new ("\xef\xbb\xbf");

  for (guint c = 0; c < G_N_ELEMENTS (heading); c++)
    append_csv_cell (out, heading[c], c + 1 == G_N_ELEMENTS (heading));
  for (guint i = 0; i < results->entries->len; i++)
    append_entry_lines (out, results, results->entries->pdata[i]);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void
add_figure (MuJsonWriter *writer, MuEventEntry *entry, const char *key)
{
  const MuFigure *figure = NULL;
  double value = 0;

  if (entry->evaluation != NULL && g_str_equal (key, "points"))
    {
      if (!entry->evaluation->ruleset->has_points)
        {
          mu_json_writer_null (writer, key);
          return;
        }
      value = entry->evaluation->points;
    }
  else if (entry->evaluation == NULL || (figure = mu_figures_lookup (entry->evaluation->figures, key)) == NULL
           || !figure->known)
    {
      mu_json_writer_null (writer, key);
      return;
    }
  else
    value = figure->value;
  if (value == (double) (gint64) value)
    mu_json_writer_int (writer, key, (gint64) value);
  else
    mu_json_writer_double (writer, key, value);
}

static void
add_entry_json (MuJsonWriter *writer, MuEventEntry *entry)
{
  g_autofree char *verdict = mu_event_entry_verdict (entry);

  mu_json_writer_begin_object (writer, NULL);
  mu_json_writer_string (writer, "file", entry->source);
  mu_json_writer_boolean (writer, "readable", entry->evaluation != NULL);
  if (entry->player != NULL)
    mu_json_writer_string (writer, "player", entry->player);
  else
    mu_json_writer_null (writer, "player");
  if (entry->roster != NULL)
    mu_json_writer_string (writer, "army", mu_roster_get_army_name (entry->roster) ?: "");
  else
    mu_json_writer_null (writer, "army");
  if (entry->evaluation != NULL)
    {
      mu_json_writer_begin_object (writer, "list");
      mu_json_writer_string (writer, "id", entry->evaluation->list->id);
      mu_json_writer_string (writer, "name", entry->evaluation->list->name);
      mu_json_writer_int (writer, "revision", mu_roster_get_list_revision (entry->roster));
      mu_json_writer_end_object (writer);
    }
  else
    mu_json_writer_null (writer, "list");
  add_figure (writer, entry, "points");
  add_figure (writer, entry, "victory_points");
  add_figure (writer, entry, "victory_medals");
  mu_json_writer_boolean (writer, "legal",
                          entry->evaluation != NULL && mu_evaluation_is_legal (entry->evaluation));
  mu_json_writer_string (writer, "verdict", verdict);
  mu_json_writer_begin_array (writer, "issues");
  if (entry->evaluation == NULL)
    {
      mu_json_writer_begin_object (writer, NULL);
      mu_json_writer_string (writer, "severity", "error");
      mu_json_writer_string (writer, "code", "event.unreadable");
      mu_json_writer_string (writer, "message", entry->error);
      mu_json_writer_end_object (writer);
    }
  for (guint i = 0; entry->evaluation != NULL && i < entry->evaluation->issues->len; i++)
    {
      MuIssue *issue = entry->evaluation->issues->pdata[i];

      mu_json_writer_begin_object (writer, NULL);
      mu_json_writer_string (writer, "severity", mu_severity_to_string (issue->severity));
      mu_json_writer_string (writer, "code", issue->code);
      mu_json_writer_string (writer, "message", issue->message);
      mu_json_writer_end_object (writer);
    }
  mu_json_writer_end_array (writer);
  mu_json_writer_end_object (writer);
}

/**
 * mu_cli_event_json:
 * @results: an event's rosters, checked
 *
 * The event ({name, date, ruleset, points_limit, points_minimum}), the
 * counts (rosters, legal, unreadable) and an object per roster (file,
 * readable, player, army, list {id, name, revision}, points,
 * victory_points, victory_medals, legal, verdict, issues [{severity, code,
 * message}]).
 *
 * Returns: (transfer full): the JSON text.
 */
char *
mu_cli_event_json (MuEventResults *results)
{
  g_autoptr(MuJsonWriter) writer = mu_json_writer_new ();
  MuEvent *event = results->event;

  mu_json_writer_begin_object (writer, NULL);
  mu_json_writer_begin_object (writer, "event");
  mu_json_writer_string (writer, "name", event->name);
  if (event->date != NULL)
    mu_json_writer_string (writer, "date", event->date);
  else
    mu_json_writer_null (writer, "date");
  mu_json_writer_string (writer, "ruleset", event->ruleset_id);
  if (event->points_limit > 0)
    mu_json_writer_int (writer, "points_limit", event->points_limit);
  else
    mu_json_writer_null (writer, "points_limit");
  if (event->points_minimum > 0)
    mu_json_writer_int (writer, "points_minimum", event->points_minimum);
  else
    mu_json_writer_null (writer, "points_minimum");
  mu_json_writer_end_object (writer);
  mu_json_writer_int (writer, "rosters", results->entries->len);
  mu_json_writer_int (writer, "legal", results->n_legal);
  mu_json_writer_int (writer, "unreadable", results->n_unreadable);
  mu_json_writer_begin_array (writer, "entries");
  for (guint i = 0; i < results->entries->len; i++)
    add_entry_json (writer, results->entries->pdata[i]);
  mu_json_writer_end_array (writer);
  mu_json_writer_end_object (writer);
  return mu_json_writer_finish (writer);
}
