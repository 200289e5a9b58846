/* mu-evaluation.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-contingent.h"
#include "mu-engine-tally-private.h"
#include "mu-evaluation-private.h"
#include "mu-figure-private.h"
#include "mu-figure.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-unit.h"

static void
mu_unit_result_free (MuUnitResult *result)
{
  g_ptr_array_unref (result->figures);
  g_ptr_array_unref (result->subunits);
  g_slice_free (MuUnitResult, result);
}

MuUnitResult *
mu_unit_result_new (int command, MuListEntry *entry)
{
  MuUnitResult *result = g_slice_new0 (MuUnitResult);

  result->command = command;
  result->entry = entry;
  result->figures = mu_figures_new ();
  result->subunits = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_unit_result_free);
  return result;
}

static void
mu_command_result_free (MuCommandResult *result)
{
  g_ptr_array_unref (result->figures);
  g_ptr_array_unref (result->generals);
  g_ptr_array_unref (result->units);
  g_free (result);
}

MuCommandResult *
mu_command_result_new (MuCommand *command, int index)
{
  MuCommandResult *result = g_new0 (MuCommandResult, 1);

  result->command = command;
  result->index = index;
  result->figures = mu_figures_new ();
  result->generals = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_unit_result_free);
  result->units = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_unit_result_free);
  return result;
}

static void
contingent_result_free (MuContingentResult *result)
{
  g_ptr_array_unref (result->figures);
  if (result->number > 0)
    {
      g_clear_pointer (&result->tally, mu_tally_free);
      g_clear_pointer (&result->options, g_hash_table_unref);
    }
  g_free (result);
}

MuEvaluation *
mu_evaluation_new (MuRoster *roster, MuArmyList *list)
{
  MuEvaluation *self = g_new0 (MuEvaluation, 1);

  g_atomic_ref_count_init (&self->ref_count);
  self->roster = g_object_ref (roster);
  self->list = mu_army_list_ref (list);
  self->ruleset = mu_ruleset_ref (list->ruleset);
  self->options = mu_ruleset_effective_options (list->ruleset, list, mu_roster_get_options (roster));
  self->figures = mu_figures_new ();
  self->commands = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_command_result_free);
  self->issues = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_issue_free);
  self->contingents = g_ptr_array_new_with_free_func ((GDestroyNotify) contingent_result_free);
  return self;
}

/* The result of a contingent; the main one's borrows the evaluation's list,
 * tally and options, an ally's owns its tally and options. */
MuContingentResult *
mu_contingent_result_new (guint number, MuArmyList *list)
{
  MuContingentResult *result = g_new0 (MuContingentResult, 1);

  result->number = number;
  result->list = list;
  result->figures = mu_figures_new ();
  return result;
}

/**
 * mu_evaluation_contingent:
 * @self: an evaluation
 * @number: a contingent's number: 0 for the main one, 1… for the allies
 *
 * Gives a contingent's result: its list, points and figures. Every
 * evaluation has the main contingent's; an army with allies one more per
 * allied contingent.
 *
 * Returns: (transfer none) (nullable): the result, owned by @self, or %NULL
 *   for a contingent the roster does not have
 */
MuContingentResult *
mu_evaluation_contingent (MuEvaluation *self, guint number)
{
  return number < self->contingents->len ? self->contingents->pdata[number] : NULL;
}

/**
 * mu_evaluation_contingent_name:
 * @self: an evaluation
 * @number: a contingent's number
 *
 * Names a contingent for people, as the sheet heads it and messages name
 * it: its list's name (“Principate Roman”), or the list id the roster gives
 * when the list was not found.
 *
 * Returns: (transfer full) (nullable): the name, or %NULL for a contingent
 *   the roster does not have
 */
char *
mu_evaluation_contingent_name (MuEvaluation *self, guint number)
{
  MuContingentResult *result = mu_evaluation_contingent (self, number);

  if (result == NULL)
    return NULL;
  if (result->list != NULL)
    return g_strdup (result->list->name);
  return g_strdup (mu_roster_get_contingent_list_id (self->roster, number));
}

/**
 * mu_evaluation_contingent_options:
 * @self: an evaluation
 * @number: a contingent's number
 *
 * The options of a contingent's own list, for people, as a heading of
 * the contingent shows them: "Army date: AD 43", "Region: Western". A
 * reading of the rules is left out at its default, as the army's header
 * leaves it out; the ruleset's readings are the army's and never here.
 *
 * Returns: (transfer full) (element-type utf8): the lines; empty for a
 *   contingent the roster does not have or whose list was not found
 */
GPtrArray *
mu_evaluation_contingent_options (MuEvaluation *self, guint number)
{
  MuContingentResult *result = mu_evaluation_contingent (self, number);
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; result != NULL && result->list != NULL && i < result->list->options->len; i++)
    {
      MuOptionDef *def = result->list->options->pdata[i];
      const char *value = result->options != NULL ? g_hash_table_lookup (result->options, def->id) : NULL;
      g_autofree char *text = NULL;

      value = value != NULL ? value : def->default_value;
      if (value == NULL || (def->interpretation && g_strcmp0 (value, def->default_value) == 0))
        continue;
      text = mu_option_def_format (def, value);
      /* TRANSLATORS: an option of a contingent: "Army date: AD 43" */
      g_ptr_array_add (lines, g_strdup_printf (_("%s: %s"), def->label, text));
    }
  return lines;
}

/**
 * mu_evaluation_ref:
 * @self: an evaluation
 *
 * Takes a reference; safe from any thread.
 *
 * Returns: (transfer full): @self
 */
MuEvaluation *
mu_evaluation_ref (MuEvaluation *self)
{
  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * mu_evaluation_unref:
 * @self: (nullable) (transfer full): an evaluation
 *
 * Drops a reference, and frees the evaluation with its results and issues when it
 * was the last. Does nothing for %NULL.
 */
void
mu_evaluation_unref (MuEvaluation *self)
{
  if (self == NULL || !g_atomic_ref_count_dec (&self->ref_count))
    return;
  g_clear_pointer (&self->units, g_hash_table_unref);
  g_clear_pointer (&self->tally, mu_tally_free);
  g_ptr_array_unref (self->contingents);
  g_ptr_array_unref (self->issues);
  g_ptr_array_unref (self->commands);
  g_ptr_array_unref (self->figures);
  g_hash_table_unref (self->options);
  mu_ruleset_unref (self->ruleset);
  mu_army_list_unref (self->list);
  g_object_unref (self->roster);
  g_free (self);
}

/**
 * mu_evaluation_option:
 * @self: an evaluation
 * @id: an option of the ruleset or the army list
 *
 * Looks up the value an option has for this army: the roster's choice, or the
 * default of the list or ruleset.
 *
 * Returns: (transfer none) (nullable): the value, owned by @self; %NULL when
 *   neither the ruleset nor the list has the option
 */
const char *
mu_evaluation_option (MuEvaluation *self, const char *id)
{
  return g_hash_table_lookup (self->options, id);
}

/**
 * mu_evaluation_option_is:
 * @self: an evaluation
 * @id: an option of the ruleset or the army list
 * @value: a value of that option
 *
 * Tells whether the option has a value, as mu_evaluation_option() gives it.
 *
 * Returns: %TRUE when the option @id has the value @value
 */
gboolean
mu_evaluation_option_is (MuEvaluation *self, const char *id, const char *value)
{
  return g_strcmp0 (mu_evaluation_option (self, id), value) == 0;
}

/**
 * mu_evaluation_command_name:
 * @self: an evaluation
 * @index: the index of a command of the roster
 *
 * Names a command for people: its own name, or "Command 3" when it has none.
 *
 * Returns: (transfer full) (nullable): the name, or %NULL when @index is not a
 *   command of the roster
 */
char *
mu_evaluation_command_name (MuEvaluation *self, int index)
{
  GPtrArray *commands = mu_roster_get_commands (self->roster);
  MuCommand *command;

  if (index < 0 || (guint) index >= commands->len)
    return NULL;
  command = commands->pdata[index];
  if (command->name != NULL && *command->name != '\0')
    return g_strdup (command->name);
  /* TRANSLATORS: the default name of the n-th command of an army */
  return g_strdup_printf (_("Command %d"), index + 1);
}

/* The unit an issue names, in its command when it gives one. Looked up in
 * the index of every unit (built once, on the first issue that names a
 * unit): a search of the roster for each issue took time quadratic in the
 * roster when every unit had an issue. */
static MuUnitResult *
find_unit (MuEvaluation *self, int command, const char *unit_id)
{
  MuUnitResult *result;

  if (unit_id == NULL)
    return NULL;
  result = mu_evaluation_unit (self, unit_id);
  if (result != NULL && command >= 0 && result->command != command)
    return NULL;
  return result;
}

static char *
describe_where (MuEvaluation *self, int command, const char *unit_id)
{
  g_autofree char *command_name = mu_evaluation_command_name (self, command);
  MuUnitResult *result = find_unit (self, command, unit_id);
  const char *unit_name = NULL;

  if (result != NULL)
    unit_name = result->unit->name != NULL ? result->unit->name
                : result->entry != NULL    ? mu_list_entry_label (result->entry)
                                           : result->unit->id;
  if (command_name != NULL && unit_name != NULL)
    return g_strdup_printf ("%s › %s", command_name, unit_name);
  if (command_name != NULL)
    return g_steal_pointer (&command_name);
  if (unit_name != NULL)
    return g_strdup (unit_name);
  /* TRANSLATORS: an issue that concerns the whole army */
  return g_strdup (_("Army"));
}

/**
 * mu_evaluation_add_issue:
 * @self: the evaluation being filled (by the engine or a ruleset's evaluate)
 * @severity: %MU_SEVERITY_ERROR for what makes the army illegal,
 *   %MU_SEVERITY_WARNING or %MU_SEVERITY_NOTE otherwise
 * @code: the stable code of the problem, such as "command.size"
 * @reference: (nullable): the book and section, or list and footnote, already
 *   translated
 * @command: the index of the command concerned, or -1 for the army
 * @unit_id: (nullable): the id of the unit concerned
 * @format: the translated message, a printf() format
 * @...: the arguments of @format
 *
 * Adds an issue to the evaluation. The message says what was counted, the value,
 * the limit and the fix; the issue's "where" ("Command 2 › Legionarii") is
 * written from @command and @unit_id. The strings are copied. HACKING.md shows
 * how to add a message.
 *
 * Returns: (transfer none): the new issue, owned by @self
 */
MuIssue *
mu_evaluation_add_issue (MuEvaluation *self, MuSeverity severity, const char *code, const char *reference,
                         int command, const char *unit_id, const char *format, ...)
{
  MuIssue *issue = g_new0 (MuIssue, 1);
  va_list args;

  issue->severity = severity;
  issue->code = g_strdup (code);
  issue->reference = g_strdup (reference);
  issue->command = command;
  issue->general = -1;
  issue->unit_id = g_strdup (unit_id);
  va_start (args, format);
  issue->message = g_strdup_vprintf (format, args);
  va_end (args);
  issue->where = describe_where (self, command, unit_id);
  /* a command's own contingent, else the one whose list is being checked */
  issue->contingent
      = command >= 0 ? mu_roster_get_command_contingent (self->roster, command) : self->checking;
  g_ptr_array_add (self->issues, issue);
  return issue;
}

/**
 * mu_evaluation_take_row_issue:
 * @self: an evaluation
 * @row: the id of a list row
 *
 * Removes the issue the list limits raised about the number taken of @row,
 * so that a ruleset reporting the same fault under its own rule reports it
 * once, citing both.
 *
 * Returns: (transfer full) (nullable): the issue, or %NULL when the row's
 * number raised none
 */
MuIssue *
mu_evaluation_take_row_issue (MuEvaluation *self, const char *row)
{
  for (guint i = 0; i < self->issues->len; i++)
    {
      MuIssue *issue = self->issues->pdata[i];

      if (g_strcmp0 (issue->row, row) == 0)
        return g_ptr_array_steal_index (self->issues, i);
    }
  return NULL;
}

/**
 * mu_evaluation_count:
 * @self: an evaluation
 * @severity: a severity
 *
 * Counts the issues of one severity.
 *
 * Returns: how many issues of @self have @severity
 */
guint
mu_evaluation_count (MuEvaluation *self, MuSeverity severity)
{
  guint n = 0;

  for (guint i = 0; i < self->issues->len; i++)
    if (((MuIssue *) self->issues->pdata[i])->severity == severity)
      n++;
  return n;
}

/**
 * mu_evaluation_is_legal:
 * @self: an evaluation
 *
 * Tells whether the roster is legal: warnings and notes do not count.
 *
 * Returns: %TRUE when no issue is an error
 */
gboolean
mu_evaluation_is_legal (MuEvaluation *self)
{
  return mu_evaluation_count (self, MU_SEVERITY_ERROR) == 0;
}

/**
 * mu_evaluation_is_over_limit:
 * @self: an evaluation
 *
 * Tells whether the army costs more than its points limit, the one test
 * of it: the engine's "points.limit" error and every view that marks the
 * points as over ask it here.
 *
 * Returns: %TRUE when the ruleset counts points, the roster has a limit
 *   and the army costs more
 */
gboolean
mu_evaluation_is_over_limit (MuEvaluation *self)
{
  gint64 limit = mu_roster_get_points_limit (self->roster);

  return self->ruleset->has_points && limit > 0 && self->points > (double) limit;
}

/**
 * mu_evaluation_points_of_limit:
 * @self: an evaluation
 *
 * Says the army's points against its limit, the one wording of it that the
 * builder, the sheet, the library and `muster-cli show` put in their own
 * sentences: "133 of 130", or "133" for a roster without a limit.
 *
 * Returns: (transfer full) (nullable): the text, or %NULL when the ruleset
 *   counts no points
 */
char *
mu_evaluation_points_of_limit (MuEvaluation *self)
{
  gint64 limit = mu_roster_get_points_limit (self->roster);
  g_autofree char *points = NULL;

  if (!self->ruleset->has_points)
    return NULL;
  points = mu_format_number (self->points);
  if (limit <= 0)
    return g_steal_pointer (&points);
  /* TRANSLATORS: points used of the limit: "133 of 130" */
  return g_strdup_printf (_("%s of %" PRId64), points, limit);
}

static void
index_units (GHashTable *units, GPtrArray *results)
{
  for (guint i = 0; i < results->len; i++)
    {
      MuUnitResult *result = results->pdata[i];

      g_hash_table_insert (units, result->unit->id, result);
      index_units (units, result->subunits);
    }
}

/**
 * mu_evaluation_unit:
 * @self: an evaluation
 * @unit_id: the id of a unit of the roster, at any depth
 *
 * Finds the result of a unit. The index of units by id is built on the first
 * call, so that an evaluation nobody asks about a unit costs nothing for it.
 *
 * Returns: (transfer none) (nullable): the unit's result, owned by @self, or
 *   %NULL when the roster has no such unit
 */
MuUnitResult *
mu_evaluation_unit (MuEvaluation *self, const char *unit_id)
{
  if (self->units == NULL)
    {
      self->units = g_hash_table_new (g_str_hash, g_str_equal);
      for (guint i = 0; i < self->commands->len; i++)
        index_units (self->units, ((MuCommandResult *) self->commands->pdata[i])->units);
    }
  return g_hash_table_lookup (self->units, unit_id);
}

static gboolean
is_declaration (MuIssue *issue)
{
  return g_str_has_prefix (issue->code, "declared.");
}

/* The issues of one severity, those about the declared totals or the others. */
static guint
count_of (MuEvaluation *self, MuSeverity severity, gboolean declarations)
{
  guint n = 0;

  for (guint i = 0; i < self->issues->len; i++)
    {
      MuIssue *issue = self->issues->pdata[i];

      if (issue->severity == severity && is_declaration (issue) == declarations)
        n++;
    }
  return n;
}

static char *
verdict_of (guint errors, guint warnings)
{
  g_autofree char *warning_text = NULL;

  if (warnings > 0)
    warning_text = g_strdup_printf (ngettext ("%u warning", "%u warnings", warnings), warnings);
  if (errors == 0)
    return warning_text != NULL ? g_strdup_printf (_("Legal, %s"), warning_text) : g_strdup (_("Legal"));
  if (warning_text != NULL)
    return g_strdup_printf (ngettext ("Illegal: %u error, %s", "Illegal: %u errors, %s", errors), errors,
                            warning_text);
  return g_strdup_printf (ngettext ("Illegal: %u error", "Illegal: %u errors", errors), errors);
}

/**
 * mu_evaluation_verdict:
 * @self: an evaluation
 *
 * Sums up the issues for people: "Legal", "Legal, 1 warning", "Illegal: 2 errors,
 * 1 warning", translated.
 *
 * Returns: (transfer full): the verdict
 */
char *
mu_evaluation_verdict (MuEvaluation *self)
{
  return verdict_of (mu_evaluation_count (self, MU_SEVERITY_ERROR),
                     mu_evaluation_count (self, MU_SEVERITY_WARNING));
}

/**
 * mu_evaluation_army_verdict:
 * @self: an evaluation
 * @illegal: (out) (optional): whether the army itself is illegal
 * @warned: (out) (optional): whether it has warnings
 *
 * The verdict on the army itself, as mu_evaluation_verdict() says it, with
 * the issues about the totals the roster declares left out: a declaration
 * that is false is told apart (mu_evaluation_declaration ()).
 *
 * Returns: (transfer full): the verdict
 */
char *
mu_evaluation_army_verdict (MuEvaluation *self, gboolean *illegal, gboolean *warned)
{
  guint errors = count_of (self, MU_SEVERITY_ERROR, FALSE);
  guint warnings = count_of (self, MU_SEVERITY_WARNING, FALSE);

  if (illegal != NULL)
    *illegal = errors > 0;
  if (warned != NULL)
    *warned = warnings > 0;
  return verdict_of (errors, warnings);
}

/**
 * mu_evaluation_declaration:
 * @self: an evaluation
 *
 * What the roster's declared totals come to: %NULL when it declares none,
 * or every one it declares is what Muster computes; else "Declared totals
 * false: 1 error", translated.
 *
 * Returns: (transfer full) (nullable): the verdict on the declaration
 */
char *
mu_evaluation_declaration (MuEvaluation *self)
{
  guint errors = count_of (self, MU_SEVERITY_ERROR, TRUE);
  guint warnings = count_of (self, MU_SEVERITY_WARNING, TRUE);

  if (errors > 0)
    return g_strdup_printf (
        ngettext ("Declared totals false: %u error", "Declared totals false: %u errors", errors), errors);
  if (warnings > 0)
    return g_strdup_printf (
        ngettext ("Declared totals: %u warning", "Declared totals: %u warnings", warnings), warnings);
  return NULL;
}

/**
 * mu_evaluation_row_taken:
 * @self: an evaluation
 * @entry: a row of the evaluation's army list
 *
 * Counts how many of a row the roster takes, as the list's limits count them
 * (upgraded units still count toward their parent row).
 *
 * Returns: the number taken; 0 when the evaluation left the tally out
 */
gint64
mu_evaluation_row_taken (MuEvaluation *self, MuListEntry *entry)
{
  return self->tally != NULL ? mu_tally_get (self->tally, entry).taken : 0;
}

/**
 * mu_evaluation_contingent_row_taken:
 * @self: an evaluation
 * @number: a contingent's number: 0 for the main one, 1… for the allies
 * @entry: a row of that contingent's army list
 *
 * Counts how many of a row one contingent takes, as its list's limits count
 * them: mu_evaluation_row_taken() for the main contingent, the ally's own
 * tally for an allied one.
 *
 * Returns: the number taken; 0 for a contingent the roster does not have or
 *   whose list was not found
 */
gint64
mu_evaluation_contingent_row_taken (MuEvaluation *self, guint number, MuListEntry *entry)
{
  MuContingentResult *result = mu_evaluation_contingent (self, number);

  if (number == 0)
    return mu_evaluation_row_taken (self, entry);
  return result != NULL && result->tally != NULL ? mu_tally_get (result->tally, entry).taken : 0;
}

/**
 * mu_evaluation_lookup_upgrade:
 * @self: an evaluation
 * @parent: (nullable): the row of the unit or general that takes the
 *   upgrade, as its own contingent's list gives it
 * @id: (nullable): the upgrade's row id, as the unit or general names it
 *
 * Finds an upgrade among @parent's own rows. An allied contingent's list
 * may use the ids the main list uses (lists a player enters often do):
 * looked up in the army's lists in turn, an ally's upgrade could be the
 * main list's row of the same id, at the main list's cost. Without
 * @parent, or when @parent has no such row, as mu_evaluation_lookup_row().
 *
 * Returns: (transfer none) (nullable): the row, owned by its list, or %NULL
 */
MuListEntry *
mu_evaluation_lookup_upgrade (MuEvaluation *self, MuListEntry *parent, const char *id)
{
  for (guint i = 0; parent != NULL && i < parent->children->len; i++)
    {
      MuListEntry *child = parent->children->pdata[i];

      if (g_strcmp0 (child->id, id) == 0)
        return child;
    }
  return mu_evaluation_lookup_row (self, id);
}

/**
 * mu_evaluation_lookup_row:
 * @self: an evaluation
 * @id: (nullable): a row id, as a unit, general or upgrade of the roster names it
 *
 * Finds a row of the army's lists: the main list's first, then each allied
 * contingent's. Rulesets look up the upgrades a unit or general takes with
 * it, so that an ally's upgrades are found in the ally's list.
 *
 * Returns: (transfer none) (nullable): the row, owned by its list, or %NULL
 */
MuListEntry *
mu_evaluation_lookup_row (MuEvaluation *self, const char *id)
{
  GPtrArray *allies = mu_roster_get_allies (self->roster);
  MuListEntry *row = mu_army_list_lookup (self->list, id);

  for (guint i = 0; row == NULL && i < allies->len; i++)
    {
      MuContingent *ally = allies->pdata[i];

      if (ally->list != NULL)
        row = mu_army_list_lookup (ally->list, id);
    }
  return row;
}
