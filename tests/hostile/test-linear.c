/* test-linear.c: every ruleset's rules answer in time linear in the roster.
 * The example armies of For the Pharaoh, To the Strongest! and Hinds are
 * repeated (far past the limits of a game, as a roster read in parts could
 * be) to 50,000 or 100,000 units in thousands of commands: a check that
 * looks at every unit for each unit, general or command takes half a
 * minute or more (To the Strongest! searched the roster for each general's
 * unit: 30 s for 100,000 units); each is evaluated in a second or two of
 * processor time, and costs what the example costs times the copies.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <time.h>

#include "mu-big-roster.h"
#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-issue.h"
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-test.h"
#include "mu-unit.h"

static guint
count_units (GPtrArray *units)
{
  guint n = units->len;

  for (guint i = 0; i < units->len; i++)
    n += count_units (((MuUnit *) units->pdata[i])->subunits);
  return n;
}

/* The example, repeated until it has at least units units; its cost and
 * each kind of issue scale with the copies. */
static void
check_repeated (const char *example, guint units)
{
  g_autofree char *path = mu_test_path (example);
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuRoster) big = NULL;
  g_autoptr(MuEvaluation) one = NULL;
  g_autoptr(MuEvaluation) many = NULL;
  MuArmyList *list = NULL;
  GPtrArray *commands;
  guint per_copy = 0, times;
  clock_t start;
  double seconds;

  roster = mu_library_open_roster (mu_test_library (), path, &list, &error);
  ck_assert_msg (roster != NULL, "%s", error != NULL ? error->message : "");
  commands = mu_roster_get_commands (roster);
  for (guint i = 0; i < commands->len; i++)
    per_copy += count_units (((MuCommand *) commands->pdata[i])->units);
  ck_assert_uint_gt (per_copy, 0);
  times = (units + per_copy - 1) / per_copy;
  one = mu_evaluate (roster, list);
  big = mu_big_roster_repeat (roster, times);
  start = clock ();
  many = mu_evaluate (big, list);
  seconds = (double) (clock () - start) / CLOCKS_PER_SEC;
  ck_assert_uint_eq (many->commands->len, times * one->commands->len);
  ck_assert_double_eq_tol (many->points, times * one->points, 1e-6 * times * (one->points + 1));
  for (guint i = 0; i < one->issues->len; i++)
    {
      MuIssue *issue = one->issues->pdata[i];
      guint in_one = mu_test_count_code (one, issue->code);
      guint in_many = mu_test_count_code (many, issue->code);

      /* an issue of a unit or command is there once for each copy; one of
       * the army as a whole (a minimum, a maximum) at most once */
      ck_assert_msg (in_many == times * in_one || in_many <= in_one + 1, "%s: %u in one copy, %u in %u",
                     issue->code, in_one, in_many, times);
    }
  mu_big_assert_within (example, seconds, 8);
}

START_TEST (test_pharaoh_linear)
{
  check_repeated ("../lists/examples/pharaoh-akkadian.muster", 50000);
}
END_TEST

START_TEST (test_tts_linear)
{
  check_repeated ("../lists/examples/tts-sample-oob.muster", 100000);
}
END_TEST

START_TEST (test_hinds_linear)
{
  check_repeated ("../lists/examples/hinds-macedonian.muster", 50000);
  check_repeated ("../lists/examples/hinds-roman.muster", 50000);
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("linear");
  TCase *tc = tcase_create ("linear");

  tcase_set_timeout (tc, 300);
  tcase_add_test (tc, test_pharaoh_linear);
  tcase_add_test (tc, test_tts_linear);
  tcase_add_test (tc, test_hinds_linear);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
