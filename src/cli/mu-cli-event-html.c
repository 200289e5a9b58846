/* mu-cli-event-html.c: muster-cli event check --html FILE
 *
 * One page that stands alone: its style inside it, no script, no image, no
 * link to anything, so it can be mailed, put on a web site or opened
 * offline. A line sums the event up; each roster is a row that opens
 * (<details>) on its order of battle and its issues. Every text from a
 * roster or a pack is escaped.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-army-list.h"
#include "mu-cli-event-private.h"
#include "mu-escape.h"
#include "mu-command.h"
#include "mu-command.h"
#include "mu-contingent.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-general.h"
#include "mu-issue.h"
#include "mu-list-entry.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-unit.h"

static const char style[]
    = "body{font:15px/1.4 sans-serif;margin:2em auto;max-width:72em;padding:0 1em;color:#1c1c1c}"
      "h1{font-size:1.6em;margin:0 0 .2em}"
      ".summary{font-size:1.1em;font-weight:bold;margin:.2em 0 1.2em}"
      ".conditions{margin:.3em 0;padding-left:1.2em;color:#333}"
      ".row{display:grid;grid-template-columns:12em 14em 14em 4.5em 3.5em 3.5em 1fr;"
      "gap:0 .6em;padding:.45em .6em;align-items:center}"
      ".head{font-weight:bold;border-bottom:2px solid #555}"
      "details{border-bottom:1px solid #ccc}"
      "summary{list-style:none;cursor:pointer}summary:hover{background:#f2f2f2}"
      "summary::-webkit-details-marker{display:none}"
      ".num{text-align:right}"
      ".verdict{padding:.15em .5em;border-radius:3px;font-weight:bold}"
      ".legal .verdict{background:#a5d6a7}"
      ".warned .verdict{background:#fff59d}"
      ".illegal .verdict{background:#ef9a9a}"
      ".unreadable .verdict{background:#bdbdbd}"
      ".body{padding:.2em 1.2em 1em 2em;background:#fafafa}"
      ".body h2{font-size:1em;margin:.8em 0 .3em}"
      ".body ul{margin:0;padding-left:1.2em}"
      ".error{color:#b71c1c}.warning{color:#8d6e00}.note{color:#555}"
      "code{font-size:.9em}"
      "@media print{details>.body{display:block}}";

/* Every text of the page goes through the one escaper of all formats:
 * markup characters as entities, control characters and bytes that are not
 * UTF-8 (a file name's) as visible escapes, so the page is the UTF-8 it
 * declares. */
static void
append_escaped (GString *out, const char *text)
{
  mu_escape_append (out, text, MU_ESCAPE_HTML);
}

static void
append_element (GString *out, const char *tag, const char *klass, const char *text)
{
  if (klass != NULL)
    g_string_append_printf (out, "<%s class=\"%s\">", tag, klass);
  else
    g_string_append_printf (out, "<%s>", tag);
  append_escaped (out, text);
  g_string_append_printf (out, "</%s>", tag);
}

static char *
upgrades_text (MuArmyList *list, GPtrArray *upgrades)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; upgrades != NULL && i < upgrades->len; i++)
    {
      MuListEntry *entry = mu_army_list_lookup (list, upgrades->pdata[i]);

      g_string_append_printf (text, "%s%s", text->len > 0 ? ", " : "",
                              entry != NULL ? mu_list_entry_label (entry)
                                            : (const char *) upgrades->pdata[i]);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* A unit's heroes by name, "heroes: Bran, Cunobel", or NULL */
static char *
heroes_text (MuUnit *unit)
{
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; unit != NULL && i < unit->heroes->len; i++)
    g_string_append_printf (names, "%s%s", i > 0 ? ", " : "", (const char *) unit->heroes->pdata[i]);
  /* TRANSLATORS: the heroes of a unit on an event's results page, by name */
  return names->len > 0 ? g_strdup_printf (_("heroes: %s"), names->str) : NULL;
}

static void
append_result (GString *out, MuEvaluation *evaluation, MuArmyList *list, MuUnitResult *result)
{
  g_autofree char *points = mu_format_number (result->points);
  g_autofree char *upgrades = NULL;
  g_autofree char *heroes = heroes_text (result->unit);
  const char *name = NULL;
  const char *row = result->entry != NULL ? mu_list_entry_label (result->entry) : "";

  if (result->unit != NULL)
    {
      name = result->unit->name;
      upgrades = upgrades_text (list, result->unit->upgrades);
    }
  else if (result->general != NULL)
    {
      name = result->general->name;
      upgrades = upgrades_text (list, result->general->upgrades);
    }
  g_string_append (out, "<li>");
  if (name != NULL && *name != '\0')
    {
      append_escaped (out, name);
      g_string_append (out, " · ");
    }
  append_escaped (out, row);
  if (upgrades != NULL && *upgrades != '\0')
    {
      g_string_append (out, " (");
      append_escaped (out, upgrades);
      g_string_append (out, ")");
    }
  if (heroes != NULL)
    {
      g_string_append (out, " · ");
      append_escaped (out, heroes);
    }
  if (evaluation->ruleset->has_points)
    g_string_append_printf (out, " — %s", points);
  g_string_append (out, "</li>");
}

/* The list of a command's contingent: the ally's own for an allied one */
static MuArmyList *
command_list (MuEvaluation *evaluation, MuCommandResult *command)
{
  MuContingent *ally = command->command->contingent > 0
                           ? mu_roster_get_ally (evaluation->roster, command->command->contingent)
                           : NULL;

  return ally != NULL && ally->list != NULL ? ally->list : evaluation->list;
}

/* "Regni — 81", and for a command of an allied contingent its list */
static void
append_command_heading (GString *out, MuEvaluation *evaluation, MuCommandResult *command)
{
  g_autofree char *name = mu_evaluation_command_name (evaluation, command->index);

  g_string_append (out, "<h3>");
  append_escaped (out, name);
  if (command->command->contingent > 0)
    {
      g_autofree char *ally = mu_evaluation_contingent_name (evaluation, command->command->contingent);
      /* TRANSLATORS: after a command's name on an event's results page: the list of its allied contingent */
      g_autofree char *marked = g_strdup_printf (_(" · allied contingent: %s"), ally != NULL ? ally : "");

      append_escaped (out, marked);
    }
  if (evaluation->ruleset->has_points)
    {
      g_autofree char *points = mu_format_number (command->points);

      g_string_append_printf (out, " — %s", points);
    }
  g_string_append (out, "</h3>");
}

static void
append_order_of_battle (GString *out, MuEvaluation *evaluation)
{
  g_string_append_printf (out, "<h2>%s</h2>", _("Order of battle"));
  for (guint i = 0; i < evaluation->commands->len; i++)
    {
      MuCommandResult *command = evaluation->commands->pdata[i];
      MuArmyList *list = command_list (evaluation, command);

      append_command_heading (out, evaluation, command);
      g_string_append (out, "<ul>");
      for (guint g = 0; g < command->generals->len; g++)
        append_result (out, evaluation, list, command->generals->pdata[g]);
      for (guint u = 0; u < command->units->len; u++)
        append_result (out, evaluation, list, command->units->pdata[u]);
      g_string_append (out, "</ul>");
    }
}

static void
append_issues (GString *out, MuEventEntry *entry)
{
  g_string_append_printf (out, "<h2>%s</h2><ul>", _("Issues"));
  if (entry->evaluation == NULL)
    append_element (out, "li", "error", entry->error);
  for (guint i = 0; entry->evaluation != NULL && i < entry->evaluation->issues->len; i++)
    {
      MuIssue *issue = entry->evaluation->issues->pdata[i];

      g_string_append_printf (out, "<li class=\"%s\">%s <code>", mu_severity_to_string (issue->severity),
                              mu_severity_get_label (issue->severity));
      append_escaped (out, issue->code);
      g_string_append (out, "</code>: ");
      append_escaped (out, issue->message);
      g_string_append (out, "</li>");
    }
  if (entry->evaluation != NULL && entry->evaluation->issues->len == 0)
    append_element (out, "li", "note", _("None"));
  g_string_append (out, "</ul>");
}

static const char *
row_class (MuEventEntry *entry)
{
  if (entry->evaluation == NULL)
    return "unreadable";
  if (!mu_evaluation_is_legal (entry->evaluation))
    return "illegal";
  return mu_evaluation_count (entry->evaluation, MU_SEVERITY_WARNING) > 0 ? "warned" : "legal";
}

static void
append_entry (GString *out, MuEventResults *results, MuEventEntry *entry)
{
  g_autofree char *list = mu_event_results_list_label (results, entry);
  g_autofree char *points = mu_event_entry_figure (entry, "points");
  g_autofree char *vp = mu_event_entry_figure (entry, "victory_points");
  g_autofree char *vm = mu_event_entry_figure (entry, "victory_medals");
  g_autofree char *verdict = mu_event_entry_verdict (entry);

  g_string_append_printf (out, "<details class=\"entry %s\"><summary class=\"row\">", row_class (entry));
  append_element (out, "span", "player", entry->player != NULL ? entry->player : entry->source);
  append_element (out, "span", NULL, mu_event_entry_army (entry));
  append_element (out, "span", NULL, list);
  append_element (out, "span", "num", points);
  append_element (out, "span", "num", vp);
  append_element (out, "span", "num", vm);
  g_string_append (out, "<span>");
  append_element (out, "span", "verdict", verdict);
  g_string_append (out, "</span></summary><div class=\"body\">");
  append_element (out, "p", "file", entry->source);
  if (entry->evaluation != NULL)
    append_order_of_battle (out, entry->evaluation);
  append_issues (out, entry);
  g_string_append (out, "</div></details>\n");
}

/* The pack's conditions, a list under the event's line */
static void
append_conditions (GString *out, GPtrArray *conditions)
{
  g_string_append (out, "<ul class=\"conditions\">");
  for (guint i = 0; i < conditions->len; i++)
    append_element (out, "li", NULL, conditions->pdata[i]);
  g_string_append (out, "</ul>\n");
}

/**
 * mu_cli_event_html:
 * @results: an event's rosters, checked
 * @conditions: (element-type utf8): the pack's conditions in words
 *
 * The results as one self-contained HTML page (see the top of this file),
 * the pack's conditions at its top.
 *
 * Returns: (transfer full): the page.
 */
char *
mu_cli_event_html (MuEventResults *results, GPtrArray *conditions)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *described = mu_event_describe (results->event);
  g_autofree char *summary = mu_event_results_summary (results);
  /* TRANSLATORS: the headings of the columns of an event's results page; VP are victory points, VM victory
   * medals */
  const char *heading[]
      = { _("Player"), _("Army"), _("List"), _("Points"), _("VP"), _("VM"), _("Verdict") };

  g_string_append (out, "<!DOCTYPE html>\n<html lang=\"");
  /* TRANSLATORS: the language of the results page, as HTML names it */
  append_escaped (out, C_("html-lang", "en"));
  g_string_append (out, "\"><head><meta charset=\"utf-8\">"
                        "<meta name=\"viewport\" content=\"width=device-width\"><title>");
  append_escaped (out, results->event->name);
  g_string_append_printf (out, "</title><style>%s</style></head>\n<body>\n", style);
  append_element (out, "h1", NULL, results->event->name);
  append_element (out, "p", "event", described);
  append_conditions (out, conditions);
  append_element (out, "p", "summary", summary);
  g_string_append (out, "<div class=\"row head\">");
  for (guint c = 0; c < G_N_ELEMENTS (heading); c++)
    append_element (out, "span", c >= 3 && c <= 5 ? "num" : NULL, heading[c]);
  g_string_append (out, "</div>\n");
  for (guint i = 0; i < results->entries->len; i++)
    append_entry (out, results, results->entries->pdata[i]);
  g_string_append (out, "</body>\n</html>\n");
  return g_string_free (g_steal_pointer (&out), FALSE);
}
