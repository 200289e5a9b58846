/* mu-tts-allies.c: allied contingents, where To the Strongest! is silent
 *
 * The book builds a larger allied contingent as "two small armies" (v1.1,
 * Army lists) and says no more. Its silences are readings of the ruleset
 * (lists/rulesets/tts.xml): "allied-contingent" (v1.1, or the Even
 * Stronger supplement's third of the points, single allied general and
 * same year), "allied-camp" (the camps each contingent's list asks for, or
 * the army's alone) and "allied-senior" (one senior general for the army,
 * or one for each contingent). Each contingent's own list limits are
 * checked by the engine; this waives the ones a reading sets aside and
 * adds the reading's own rules.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n-lib.h>

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-contingent.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-general.h"
#include "mu-issue.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-tts-private.h"

#define REF_ALLIES N_("To the Strongest! v1.1, Army lists (allies)")
#define REF_EVEN_STRONGER N_("To the Strongest!, Even Stronger (allies)")

/* Removes the error an ally's own list raised for taking fewer of a row
 * than its minimum, which a reading sets aside. */
static void
waive_minimum (MuEvaluation *self, guint contingent, MuEntryKind kind)
{
  MuContingent *ally = mu_roster_get_ally (self->roster, contingent);
  MuListEntry *row
      = ally != NULL && ally->list != NULL ? mu_army_list_first_of_kind (ally->list, kind) : NULL;

  for (guint i = 0; row != NULL && i < self->issues->len; i++)
    {
      MuIssue *issue = self->issues->pdata[i];

      if (issue->contingent == contingent && g_strcmp0 (issue->code, "list.min") == 0
          && g_strcmp0 (issue->row, row->id) == 0)
        g_ptr_array_remove_index (self->issues, i--);
    }
}

static guint
count_generals (MuEvaluation *self, guint contingent)
{
  GPtrArray *commands = mu_roster_get_commands (self->roster);
  guint n = 0;

  for (guint i = 0; i < commands->len; i++)
    if (((MuCommand *) commands->pdata[i])->contingent == contingent)
      n += ((MuCommand *) commands->pdata[i])->generals->len;
  return n;
}

static double
contingent_points (MuEvaluation *self, guint contingent)
{
  double points = 0;

  for (guint i = 0; i < self->commands->len; i++)
    {
      MuCommandResult *result = self->commands->pdata[i];

      if (result->command->contingent == contingent)
        points += result->points;
    }
  return points;
}

/* Even Stronger: at most a third of the army's points (its points limit,
 * else what it costs), rounded down. */
static void
check_third (MuEvaluation *self, guint contingent, const char *name)
{
  gint64 limit = mu_roster_get_points_limit (self->roster);
  double army = limit > 0 ? (double) limit : self->points;
  double third = floor (army / 3);
  double points = contingent_points (self, contingent);

  if (points > third)
    mu_evaluation_add_issue (
        self, MU_SEVERITY_ERROR, "ally.points",
        _(REF_EVEN_STRONGER), -1, NULL,
           _("%s (allied contingent) costs %g points, more than a third of the army's %g "
                               "(%g): under the Even Stronger reading an allied contingent has at most a "
                               "third. Remove %g points from it."),
              name, points, army, third, points - third);
}

/* Even Stronger: a single allied general leads the contingent, whatever
 * its list's number of generals. */
static void
check_single_general (MuEvaluation *self, guint contingent, const char *name)
{
  guint generals = count_generals (self, contingent);

  waive_minimum (self, contingent, MU_ENTRY_GENERAL);
  if (generals > 1)
    mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "ally.generals",
                             _(REF_EVEN_STRONGER), -1, NULL,
                                _("%s (allied contingent) has %u generals: under the Even Stronger reading "
                               "an allied contingent is led by a single allied general. Remove %u."),
                                   name, generals, generals - 1);
  else if (generals == 0)
    mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "ally.generals",
                             _(REF_EVEN_STRONGER), -1, NULL,
                                _("%s (allied contingent) has no general: under the Even Stronger reading "
                               "an allied contingent is led by a single allied general. Add one."),
                                   name);
}

/* Even Stronger: the contingent is taken for the main army's year. */
static void
check_same_year (MuEvaluation *self, guint contingent, const char *name)
{
  MuContingentResult *result = mu_evaluation_contingent (self, contingent);
  const char *army = mu_evaluation_option (self, "date");
  const char *own
      = result != NULL && result->options != NULL ? g_hash_table_lookup (result->options, "date") : NULL;
  MuOptionDef *def = mu_option_defs_find (self->list->options, "date");
  MuOptionDef *own_def
      = result != NULL && result->list != NULL ? mu_option_defs_find (result->list->options, "date") : NULL;
  g_autofree char *army_year = NULL;
  g_autofree char *own_year = NULL;

  if (army == NULL || own == NULL || def == NULL || own_def == NULL || g_str_equal (army, own))
    return;
  army_year = mu_option_def_format (def, army);
  own_year = mu_option_def_format (own_def, own);
  mu_evaluation_add_issue (
      self, MU_SEVERITY_ERROR, "ally.date",
      _(REF_EVEN_STRONGER), -1, NULL,
         _("%s (allied contingent) is taken for %s and the army for %s: under the Even "
                             "Stronger reading an allied contingent is taken for the same year as the main "
                             "army. Set its army date to %s."),
            name, own_year, army_year, army_year);
}

/* One senior general for each contingent, under that reading. */
static void
check_own_senior (MuEvaluation *self, guint contingent)
{
  GPtrArray *commands = mu_roster_get_commands (self->roster);
  g_autofree char *name = NULL;

  for (guint i = 0; i < commands->len; i++)
    {
      MuCommand *command = commands->pdata[i];

      for (guint j = 0; command->contingent == contingent && j < command->generals->len; j++)
        if (mu_tts_general_has (self, command->generals->pdata[j], "senior"))
          return;
    }
  name = mu_evaluation_contingent_name (self, contingent);
  mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "ally.senior",
                           _(REF_ALLIES), -1, NULL,
                              contingent > 0
                              ? _("%s (allied contingent) has no senior general: under this "
                                              "reading each contingent has its own. Make one of its generals "
                                              "senior.")
                              : _("%s has no senior general: under this reading each contingent "
                                              "has its own. Make one of its generals senior."),
                                   name);
}

/* Whether a command of the army has a camp. */
static gboolean
army_has_camp (MuEvaluation *self)
{
  for (guint i = 0; i < self->commands->len; i++)
    if (mu_tts_count_units (self, (int) i, MU_ENTRY_CAMP) > 0)
      return TRUE;
  return FALSE;
}

/**
 * mu_tts_senior_per_contingent:
 * @evaluation: an evaluation of a To the Strongest! army
 *
 * Whether the army's allied contingents each have a senior general of
 * their own, as the "allied-senior" reading may ask: then the rule of one
 * senior general holds in each contingent.
 *
 * Returns: %TRUE under that reading, for an army with allies
 */
gboolean
mu_tts_senior_per_contingent (MuEvaluation *evaluation)
{
  return evaluation->contingents->len > 1 && mu_evaluation_option_is (evaluation, "allied-senior", "each");
}

/* What an allied contingent may cost under the chosen reading, for its
 * heading: "up to 66 points (a third of 200, Even Stronger)", or "any
 * share" under v1.1, which divides no points. */
static char *
allowed_text (MuEvaluation *self, gboolean even_stronger)
{
  gint64 limit = mu_roster_get_points_limit (self->roster);
  double army = limit > 0 ? (double) limit : self->points;
  g_autofree char *third = mu_format_number (floor (army / 3));
  g_autofree char *whole = mu_format_number (army);

  if (!even_stronger)
    /* TRANSLATORS: what an allied contingent may cost under v1.1 */
    return g_strdup (_("any share (v1.1 divides no points)"));
  /* TRANSLATORS: what an allied contingent may cost under Even Stronger */
  return g_strdup_printf (_("up to %s points (a third of %s, Even Stronger)"), third, whole);
}

/* An ally's share of the army's points, and what it may reach. */
static void
add_share (MuEvaluation *self, guint contingent, gboolean even_stronger)
{
  MuContingentResult *result = mu_evaluation_contingent (self, contingent);
  double points = contingent_points (self, contingent);
  double share = self->points > 0 ? 100 * points / self->points : 0;
  MuFigure *figure;

  if (result == NULL || !self->ruleset->has_points)
    return;
  /* TRANSLATORS: an allied contingent's share of the army's points: "55% of the army" */
  figure = mu_figures_take_text (result->figures, "share",
                                 N_("Share"), g_strdup_printf (_("%.0f%% of the army"), share));
  figure->detail = TRUE;
  figure
      = mu_figures_take_text (result->figures, "allowed", N_("Allowed"), allowed_text (self, even_stronger));
  figure->detail = TRUE;
}

/**
 * mu_tts_check_allies:
 * @evaluation: an evaluation of a To the Strongest! army
 *
 * Checks an army's allied contingents under the ruleset's readings of
 * what the book leaves open, and waives the list limits they set aside.
 */
void
mu_tts_check_allies (MuEvaluation *evaluation)
{
  guint n = evaluation->contingents->len;
  gboolean even_stronger = mu_evaluation_option_is (evaluation, "allied-contingent", "even-stronger");
  gboolean army_camp
      = mu_evaluation_option_is (evaluation, "allied-camp", "army") && army_has_camp (evaluation);

  for (guint i = 1; i < n; i++)
    {
      g_autofree char *name = mu_evaluation_contingent_name (evaluation, i);

      if (mu_roster_get_ally (evaluation->roster, i)->list == NULL)
        continue;
      add_share (evaluation, i, even_stronger);
      if (army_camp)
        waive_minimum (evaluation, i, MU_ENTRY_CAMP);
      if (!even_stronger)
        continue;
      check_third (evaluation, i, name);
      check_single_general (evaluation, i, name);
      check_same_year (evaluation, i, name);
    }
  for (guint i = 0; mu_tts_senior_per_contingent (evaluation) && i < n; i++)
    check_own_senior (evaluation, i);
}
