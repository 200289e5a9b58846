/* mu-engine.c: evaluate a roster against its list and ruleset
 *
 * The engine checks what every ruleset shares (list limits, footnotes, points
 * limit, declared totals) and lets the ruleset module price the army and
 * compute its own figures and rules.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "mu-ally-row.h"
#include "mu-engine-tally-private.h"
#include "mu-string-table.h"
#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-contingent.h"
#include "mu-evaluation-private.h"
#include "mu-figure.h"
#include "mu-general.h"
#include "mu-issue.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-roster.h"
#include "mu-ruleset-class.h"
#include "mu-ruleset.h"
#include "mu-unit.h"

/* The list a contingent's rows come from: the evaluation's own for the
 * main one, the ally's resolved list (or NULL) for the others. */
static MuArmyList *
contingent_list (MuEvaluation *self, guint contingent)
{
  MuContingent *ally = mu_roster_get_ally (self->roster, contingent);

  if (contingent == 0)
    return self->list;
  return ally != NULL ? ally->list : NULL;
}

static MuListEntry *
lookup (MuArmyList *list, const char *id)
{
  return list != NULL ? mu_army_list_lookup (list, id) : NULL;
}

static MuUnitResult *
unit_result (MuArmyList *list, MuUnit *unit, int command)
{
  MuUnitResult *result = mu_unit_result_new (command, lookup (list, unit->entry));

  result->unit = unit;
  for (guint i = 0; i < unit->subunits->len; i++)
    g_ptr_array_add (result->subunits, unit_result (list, unit->subunits->pdata[i], command));
  return result;
}

static void
build_results (MuEvaluation *self)
{
  GPtrArray *commands = mu_roster_get_commands (self->roster);

  for (guint i = 0; i < commands->len; i++)
    {
      MuCommand *command = commands->pdata[i];
      MuCommandResult *result = mu_command_result_new (command, (int) i);
      MuArmyList *list = contingent_list (self, command->contingent);

      for (guint j = 0; j < command->generals->len; j++)
        {
          MuGeneral *general = command->generals->pdata[j];
          MuUnitResult *g = mu_unit_result_new ((int) i, lookup (list, general->entry));

          g->general = general;
          g_ptr_array_add (result->generals, g);
        }
      for (guint j = 0; j < command->units->len; j++)
        g_ptr_array_add (result->units, unit_result (list, command->units->pdata[j], (int) i));
      g_ptr_array_add (self->commands, result);
    }
}

static void
check_points_limit (MuEvaluation *self)
{
  gint64 limit = mu_roster_get_points_limit (self->roster);
  g_autofree char *points = NULL;
  g_autofree char *over = NULL;

  if (!mu_evaluation_is_over_limit (self))
    return;
  points = mu_format_number (self->points);
  over = mu_format_number (self->points - (double) limit);
  /* TRANSLATORS: the first %s is the army's cost, the last how many points to remove */
  mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "points.limit", self->ruleset->book, -1, NULL,
                           ngettext ("The army costs %s points; the limit is %" PRId64 ". "
                                     "Remove %s point.",
                                     "The army costs %s points; the limit is %" PRId64 ". "
                                     "Remove %s points.",
                                     self->points - (double) limit == 1 ? 1 : 2),
                           points, limit, over);
}

/* A declared total that is not what Muster computes: the points when
 * figure is NULL, else that figure. */
static void
report_mismatch (MuEvaluation *self, const MuFigure *figure, double declared, double computed)
{
  g_autofree char *declared_text = mu_format_number (declared);
  g_autofree char *computed_text = mu_format_number (computed);
  g_autofree char *label = NULL;

  if (figure == NULL)
    {
      mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "declared.mismatch", NULL, -1, NULL,
                               ngettext ("Declared %s point; Muster computes %s.",
                                         "Declared %s points; Muster computes %s.", declared == 1 ? 1 : 2),
                               declared_text, computed_text);
      return;
    }
  label = g_utf8_strdown (mu_figure_label (figure), -1);
  mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "declared.mismatch", NULL, -1, NULL,
                           _("Declared %s %s; Muster computes %s."), declared_text, label, computed_text);
}

static void
check_declared_value (MuEvaluation *self, const char *key, const char *text)
{
  const MuFigure *figure = mu_figures_lookup (self->figures, key);
  double declared = g_ascii_strtod (text, NULL);
  double computed;

  if (g_str_equal (key, "points"))
    computed = self->points;
  else if (figure != NULL && figure->known)
    computed = figure->value;
  else
    {
      mu_evaluation_add_issue (self, MU_SEVERITY_WARNING, "declared.unknown", NULL, -1, NULL,
                               _("The roster declares “%s”, which this ruleset does not compute."), key);
      return;
    }
  if (declared != computed)
    report_mismatch (self, g_str_equal (key, "points") ? NULL : figure, declared, computed);
}

static void
check_declared (MuEvaluation *self)
{
  GHashTable *declared = mu_roster_get_declared (self->roster);
  g_autofree const char **keys = NULL;
  guint n = 0;

  keys = mu_string_table_sorted_keys (declared, &n);
  for (guint i = 0; i < n; i++)
    check_declared_value (self, keys[i], g_hash_table_lookup (declared, keys[i]));
}

static void
check_list_hash (MuEvaluation *self)
{
  const char *hash = mu_roster_get_list_hash (self->roster);

  if (hash == NULL || g_str_has_prefix (mu_army_list_get_hash (self->list), hash))
    return;
  mu_evaluation_add_issue (self, MU_SEVERITY_WARNING, "list.changed", NULL, -1, NULL,
                           _("The roster was built with another copy of list “%s” (hash %s; this "
                             "library has %.8s). The figures follow this library's copy."),
                              self->list->name, hash, mu_army_list_get_hash (self->list));
}

/* An ally's options: its own list's choices at their effective values, and
 * the army's choices of the ruleset's options. */
static GHashTable *
ally_options (MuEvaluation *self, MuContingent *ally)
{
  g_autoptr(GHashTable) chosen = mu_attrs_copy (ally->options);
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, mu_roster_get_options (self->roster));
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (mu_option_defs_find (self->ruleset->options, key) != NULL)
      g_hash_table_insert (chosen, g_strdup (key), g_strdup (value));
  return mu_ruleset_effective_options (self->ruleset, ally->list, chosen);
}

/* The issues from @start on are an ally's: their messages name it (the
 * contingent they concern is set as each is added). */
static void
name_contingent (MuEvaluation *self, guint start, const char *name)
{
  for (guint i = start; i < self->issues->len; i++)
    {
      MuIssue *issue = self->issues->pdata[i];
      /* TRANSLATORS: the first %s names an allied contingent by its list
       * (“Principate Roman”), the second is a message about it */
      char *message = g_strdup_printf (_("%s (allied contingent): %s"), name, issue->message);

      g_free (issue->message);
      issue->message = message;
    }
}

/* An allied contingent is checked against its own list's limits and
 * footnotes, as a small army of that list (To the Strongest! v1.1,
 * Allied contingents): the engine's list, tally and options stand for the
 * ally's while it is checked. */
static void
check_ally (MuEvaluation *self, guint number)
{
  MuContingent *ally = mu_roster_get_ally (self->roster, number);
  MuContingentResult *result = mu_contingent_result_new (number, ally->list);
  MuArmyList *list = self->list;
  MuTally *tally = self->tally;
  GHashTable *options = self->options;
  guint start = self->issues->len;

  g_ptr_array_add (self->contingents, result);
  if (ally->list == NULL)
    {
      mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "ally.list.missing", NULL, -1, NULL,
                               _("The allied contingent's list “%s” is not in the library; its "
                                 "commands cannot be priced or checked."),
                                  ally->list_id);
      return;
    }
  result->tally = mu_tally_new_contingent (self->roster, ally->list, number);
  result->options = ally_options (self, ally);
  self->list = ally->list;
  self->tally = result->tally;
  self->options = result->options;
  self->checking = number;
  mu_engine_check_limits (self);
  mu_engine_check_constraints (self);
  self->checking = 0;
  self->list = list;
  self->tally = tally;
  self->options = options;
  name_contingent (self, start, ally->list->name);
}

/* Whether the main list's allies row names the ally's list. */
static void
check_ally_named (MuEvaluation *self, guint number)
{
  MuContingent *ally = mu_roster_get_ally (self->roster, number);
  g_autoptr(GString) named = g_string_new (NULL);

  for (guint i = 0; i < self->list->ally_rows->len; i++)
    {
      MuAllyRow *row = self->list->ally_rows->pdata[i];

      if (g_strcmp0 (row->list_id, ally->list_id) == 0)
        return;
      if (named->len > 0)
        g_string_append (named, ", ");
      g_string_append (named, row->name);
    }
  if (named->len == 0)
    mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "ally.not-named", self->ruleset->book, -1, NULL,
                             _("%s takes no allies; its list names none. Remove the allied contingent "
                               "of %s."),
                                self->list->name, ally->list != NULL ? ally->list->name : ally->list_id);
  else
    mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "ally.not-named", self->ruleset->book, -1, NULL,
                             _("%s may take allies only from the lists its allies row names (%s), not "
                               "%s. Remove that allied contingent."),
                                self->list->name, named->str,
                                ally->list != NULL ? ally->list->name : ally->list_id);
}

/* Each contingent's points and figures: what its commands add up to. */
static void
sum_contingents (MuEvaluation *self)
{
  for (guint i = 0; i < self->commands->len; i++)
    {
      MuCommandResult *command = self->commands->pdata[i];
      MuContingentResult *result = mu_evaluation_contingent (self, command->command->contingent);

      if (result == NULL)
        continue;
      result->points += command->points;
      for (guint j = 0; j < command->figures->len; j++)
        {
          MuFigure *figure = command->figures->pdata[j];
          MuFigure *sum = (MuFigure *) mu_figures_lookup (result->figures, figure->key);

          if (!figure->known || figure->text != NULL || g_str_equal (figure->key, "demoralised_at"))
            continue;
          if (sum == NULL)
            mu_figures_add (result->figures, figure->key, figure->label, figure->value);
          else
            sum->value += figure->value;
        }
    }
}

static void
evaluate_contingents (MuEvaluation *self)
{
  MuContingentResult *main = mu_contingent_result_new (0, self->list);
  guint n = mu_roster_count_contingents (self->roster);

  main->tally = self->tally;
  main->options = self->options;
  g_ptr_array_add (self->contingents, main);
  for (guint i = 1; i < n; i++)
    {
      check_ally (self, i);
      check_ally_named (self, i);
    }
}

static int
compare_severity (gconstpointer a, gconstpointer b)
{
  const MuIssue *x = *(const MuIssue * const *) a;
  const MuIssue *y = *(const MuIssue * const *) b;

  return (int) x->severity - (int) y->severity;
}

/**
 * mu_evaluate:
 * @roster: (transfer none): the roster to evaluate
 * @list: (transfer none): the army list the roster is built from
 *
 * Evaluates @roster against @list and its ruleset with every figure, as
 * mu_evaluate_full() with %MU_EVALUATE_DEFAULT.
 *
 * Returns: (transfer full): a new evaluation; free it with mu_evaluation_unref()
 */
MuEvaluation *
mu_evaluate (MuRoster *roster, MuArmyList *list)
{
  return mu_evaluate_full (roster, list, MU_EVALUATE_DEFAULT);
}

/**
 * mu_evaluate_full:
 * @roster: (transfer none): the roster to evaluate
 * @list: (transfer none): the army list the roster is built from
 * @flags: what to leave out
 *
 * Prices every unit and general, computes the army's and each command's figures
 * and checks the roster: the list's limits and footnotes, the ruleset's own rules,
 * the points limit, the totals the roster declares and the list's hash. Issues are
 * sorted errors first. An illegal roster is evaluated like any other: its
 * problems are issues, never a failure. The evaluation keeps a reference to
 * @roster and @list.
 *
 * Returns: (transfer full): a new evaluation; free it with mu_evaluation_unref()
 */
MuEvaluation *
mu_evaluate_full (MuRoster *roster, MuArmyList *list, MuEvaluateFlags flags)
{
  MuEvaluation *self;

  g_return_val_if_fail (MU_IS_ROSTER (roster), NULL);
  g_return_val_if_fail (list != NULL, NULL);

  self = mu_evaluation_new (roster, list);
  self->verdict_only = (flags & MU_EVALUATE_VERDICT_ONLY) != 0;
  self->tally = mu_tally_new_contingent (roster, list, 0);
  build_results (self);
  mu_engine_check_limits (self);
  mu_engine_check_constraints (self);
  evaluate_contingents (self);
  if (self->ruleset->klass->evaluate != NULL)
    self->ruleset->klass->evaluate (self->ruleset, self);
  sum_contingents (self);
  check_points_limit (self);
  check_declared (self);
  check_list_hash (self);
  g_ptr_array_sort (self->issues, compare_severity);
  return self;
}
