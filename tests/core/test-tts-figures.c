/* test-tts-figures.c: To the Strongest! figures from the book's worked
 * examples (sample order of battle, demoralisation, ammunition)
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-evaluation.h"
#include "mu-figure.h"
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

static Suite *
suite (void)
{
  Suite *s = suite_create ("tts-figures");
  TCase *tc = tcase_create ("sample");

  tcase_add_test (tc, test_sample_oob_figures);
  tcase_add_test (tc, test_sample_oob_errors);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
