/* test-tts-figures.c: To the Strongest! figures from the book's worked
 * examples (sample order of battle, demoralisation, ammunition)
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-unit.h"
#include "mu-test.h"

START_TEST (test_sample_oob_figures)
{
  g_autofree char *path = mu_test_path ("../lists/examples/tts-sample-oob.muster");
  g_autoptr(MuEvaluation) evaluation = mu_test_evaluate (path);
  const double points[] = { 55, 49, 29 };
  const double vp[] = { 14, 14, 6 };
  const double demoralised[] = { 7, 7, 3 };

  ck_assert_double_eq (evaluation->points, 133);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "victory_points"), 34);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "victory_medals"), 11);
  ck_assert_uint_eq (evaluation->commands->len, 3);
  for (guint i = 0; i < 3; i++)
    {
      MuCommandResult *command = evaluation->commands->pdata[i];

      ck_assert_double_eq (command->points, points[i]);
      ck_assert_double_eq (mu_test_figure (command->figures, "victory_points"), vp[i]);
      ck_assert_double_eq (mu_test_figure (command->figures, "demoralised_at"), demoralised[i]);
    }
}
END_TEST

START_TEST (test_sample_oob_errors)
{
  g_autofree char *path = mu_test_path ("../lists/examples/tts-sample-oob.muster");
  g_autoptr(MuEvaluation) evaluation = mu_test_evaluate (path);

  ck_assert_uint_eq (evaluation->issues->len, 2);
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "list.min"),
                    "Auxiliarii: 2 taken, the list needs 3–6. Add 1.");
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "unit.not-offered"),
                    "Symmachiarii: the list does not offer this unit as Light infantry, bow/sling, "
                    "raw. Choose a row or upgrade the list offers, or remove the unit.");
}
END_TEST

/* v1.1, Demoralisation: two small units each of triarii, principes and
 * hastati, two of velites, a general and a camp: 13 VP, "a demoralisation
 * level of six and a half". */
START_TEST (test_demoralisation)
{
  g_autofree char *path = mu_test_path ("fixtures/tts-demoralisation.muster");
  g_autoptr(MuEvaluation) evaluation = mu_test_evaluate (path);
  MuCommandResult *command = evaluation->commands->pdata[0];
  const MuFigure *demoralised = mu_figures_lookup (command->figures, "demoralised_at");
  MuUnitResult *triarii = mu_evaluation_unit (evaluation, "u1");

  ck_assert_uint_eq (evaluation->issues->len, 0);
  ck_assert_double_eq (mu_test_figure (command->figures, "victory_points"), 13);
  ck_assert_double_eq (demoralised->value, 7);
  ck_assert_str_eq (demoralised->text, "7 (half of 13 is 6½)");
  /* a small legionary unit: half of 10, one hit, one VP */
  ck_assert_double_eq (triarii->points, 5);
  ck_assert_double_eq (mu_test_figure (triarii->figures, "hits"), 1);
  ck_assert_double_eq (mu_test_figure (triarii->figures, "victory_points"), 1);
  ck_assert_double_eq (evaluation->points, 4 + 6 * 5 + 2 * 4 + 1);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "victory_medals"), 4);
}
END_TEST

static MuEvaluation *
evaluate_with_option (const char *relative, const char *option, const char *value)
{
  g_autofree char *path = mu_test_path (relative);
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  MuArmyList *list = NULL;

  roster = mu_library_open_roster (mu_test_library (), path, &list, &error);
  g_assert_no_error (error);
  if (option != NULL)
    mu_roster_set_option (roster, option, value);
  return mu_evaluate (roster, list);
}

/* v1.1, Figure XIII: six veteran longbow units get seven chits each, a
 * javelin unit two, and the reserve has one per unit: seven. */
START_TEST (test_ammunition)
{
  g_autoptr(MuEvaluation) evaluation = evaluate_with_option ("fixtures/tts-ammunition.muster", NULL, NULL);
  g_autoptr(MuEvaluation) light_only
             = evaluate_with_option ("fixtures/tts-ammunition.muster", "veteran-ammunition", "light-only");
  const char *longbows[] = { "u1", "u2", "u3", "u4", "u5", "u6" };

  ck_assert_uint_eq (evaluation->issues->len, 0);
  for (guint i = 0; i < G_N_ELEMENTS (longbows); i++)
    {
      ck_assert_double_eq (
          mu_test_figure (mu_evaluation_unit (evaluation, longbows[i])->figures, "ammunition"), 7);
      /* the other reading: the extra chit for veteran light troops only */
      ck_assert_double_eq (
          mu_test_figure (mu_evaluation_unit (light_only, longbows[i])->figures, "ammunition"), 6);
    }
  ck_assert_double_eq (mu_test_figure (mu_evaluation_unit (evaluation, "u7")->figures, "ammunition"), 2);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "ammunition_reserve"), 7);
  ck_assert_double_eq (mu_test_figure (light_only->figures, "ammunition_reserve"), 7);
}
END_TEST

/* v1.1, Ammunition resupply: each point buys two more chits for the reserve */
START_TEST (test_extra_ammunition)
{
  g_autofree char *path = mu_test_path ("fixtures/tts-ammunition.muster");
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  g_autoptr(MuUnit) reserve = mu_unit_new ("u9", "extra-ammunition");
  MuArmyList *list = NULL;
  MuCommand *command;

  roster = mu_library_open_roster (mu_test_library (), path, &list, &error);
  g_assert_no_error (error);
  command = mu_roster_get_commands (roster)->pdata[0];
  reserve->count = 3;
  g_ptr_array_add (command->units, g_steal_pointer (&reserve));
  evaluation = mu_evaluate (roster, list);
  ck_assert_uint_eq (evaluation->issues->len, 0);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "ammunition_reserve"), 7 + 3 * 2);
  ck_assert_double_eq (evaluation->points, 76 + 3);
  /* reserve chits add no victory points */
  ck_assert_double_eq (
      mu_test_figure (((MuCommandResult *) evaluation->commands->pdata[0])->figures, "victory_points"), 18);
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("tts-figures");
  TCase *tc = tcase_create ("sample");

  tcase_add_test (tc, test_sample_oob_figures);
  tcase_add_test (tc, test_sample_oob_errors);
  tcase_add_test (tc, test_demoralisation);
  tcase_add_test (tc, test_ammunition);
  tcase_add_test (tc, test_extra_ammunition);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
