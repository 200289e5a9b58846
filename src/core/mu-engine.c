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

#include "mu-string-table.h"
#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-engine-tally.h"
#include "mu-evaluation-private.h"
#include "mu-figure.h"
#include "mu-general.h"
#include "mu-list-entry.h"
#include "mu-roster.h"
#include "mu-ruleset-class.h"
#include "mu-ruleset.h"
#include "mu-unit.h"

static MuUnitResult *
unit_result (MuEvaluation *self, MuUnit *unit, int command)
{
  MuUnitResult *result = mu_unit_result_new (command, mu_army_list_lookup (self->list, unit->entry));

  result->unit = unit;
  for (guint i = 0; i < unit->subunits->len; i++)
    g_ptr_array_add (result->subunits, unit_result (self, unit->subunits->pdata[i], command));
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

      for (guint j = 0; j < command->generals->len; j++)
        {
          MuGeneral *general = command->generals->pdata[j];
          MuUnitResult *g = mu_unit_result_new ((int) i, mu_army_list_lookup (self->list, general->entry));

          g->general = general;
          g_ptr_array_add (result->generals, g);
        }
      for (guint j = 0; j < command->units->len; j++)
        g_ptr_array_add (result->units, unit_result (self, command->units->pdata[j], (int) i));
      g_ptr_array_add (self->commands, result);
    }
}

static void
check_points_limit (MuEvaluation *self)
{
  gint64 limit = mu_roster_get_points_limit (self->roster);
  g_autofree char *points = NULL;
  g_autofree char *over = NULL;

  if (!self->ruleset->has_points || limit <= 0 || self->points <= (double) limit)
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

static void
check_declared_value (MuEvaluation *self, const char *key, const char *text)
{
  const MuFigure *figure = mu_figures_lookup (self->figures, key);
  double declared = g_ascii_strtod (text, NULL);
  double computed;
  g_autofree char *declared_text = NULL;
  g_autofree char *computed_text = NULL;
  g_autofree char *label = NULL;

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
  if (declared == computed)
    return;
  declared_text = mu_format_number (declared);
  computed_text = mu_format_number (computed);
  if (g_str_equal (key, "points"))
    mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "declared.mismatch", NULL, -1, NULL,
                             ngettext ("Declared %s point; Muster computes %s.",
                                       "Declared %s points; Muster computes %s.", declared == 1 ? 1 : 2),
                             declared_text, computed_text);
  else
    {
      label = g_utf8_strdown (mu_figure_label (figure), -1);
      mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "declared.mismatch", NULL, -1, NULL,
                               _("Declared %s %s; Muster computes %s."), declared_text, label,
                                  computed_text);
    }
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
  self->tally = mu_tally_new (roster, list);
  build_results (self);
  mu_engine_check_limits (self);
  mu_engine_check_constraints (self);
  if (self->ruleset->klass->evaluate != NULL)
    self->ruleset->klass->evaluate (self->ruleset, self);
  check_points_limit (self);
  check_declared (self);
  check_list_hash (self);
  g_ptr_array_sort (self->issues, compare_severity);
  return self;
}
