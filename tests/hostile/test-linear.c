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
#include <string.h>
#include <time.h>

#include "mu-army-list.h"
#include "mu-big-roster.h"
#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-issue.h"
#include "mu-library.h"
#include "mu-list-diff.h"
#include "mu-list-import.h"
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

/* A printed table of rows rows, each a troop row named apart ("Warriors
 * 17") and an upgrade row worded as every other's, so that every upgrade
 * row's id needs a number; cost is the printed cost of every troop row. */
static char *
big_table (guint rows, const char *cost)
{
  GString *text = g_string_new ("Big Britons 55BC to 410AD\n");

  for (guint i = 0; i < rows; i++)
    g_string_append_printf (
        text, "Warriors %u\tWarriors\t5-10\t7+\t%s\n\tUpgrade warriors to veteran\t0-1\t6+\t13\n", i, cost);
  return g_string_free (text, FALSE);
}

static MuListDraft *
import_timed (const char *text, const char *what, double budget)
{
  MuRuleset *tts = mu_library_find_ruleset (mu_test_library (), "tts");
  clock_t start = clock ();
  MuListDraft *draft = mu_list_import_text (tts, "big-britons", text);
  g_autoptr(GPtrArray) issues = mu_list_draft_check (draft);
  g_autofree char *xml = mu_list_draft_to_xml (draft, FALSE);

  mu_big_assert_within (what, (double) (clock () - start) / CLOCKS_PER_SEC, budget);
  ck_assert_ptr_nonnull (xml);
  return draft;
}

/* Every row edit of an import copied the whole draft for undo, and each
 * new row's id tried every number taken before it: 3,000 rows took 21 s
 * and 3.4 GB, 12,000 rows never ended. */
START_TEST (test_import_linear)
{
  g_autofree char *text = big_table (6000, "10");
  g_autoptr(MuListDraft) draft = import_timed (text, "an import of 12,000 rows", 8);

  ck_assert_uint_eq (mu_list_draft_get_rows (draft)->len, 6000);
  ck_assert_ptr_nonnull (mu_list_draft_find_row (draft, "warriors-5999"));
  ck_assert_ptr_nonnull (mu_list_draft_find_row (draft, "upgrade-warriors-to-veteran-6000"));
  ck_assert (!mu_list_draft_can_undo (draft));
}
END_TEST

/* A word of a million letters was mended by trying each lost letter at
 * each of its places, each try a copy of the word: hours. */
START_TEST (test_import_long_word)
{
  g_autoptr(GString) text = g_string_new ("Big Britons\nWarriors\t");
  g_autoptr(MuListDraft) draft = NULL;

  for (guint i = 0; i < 1000000; i++)
    g_string_append_c (text, "aeioubcdg"[i % 9]);
  g_string_append (text, "\t5-10\t7+\t10\n");
  draft = import_timed (text->str, "an import of a 1 MB word", 4);
  ck_assert_uint_eq (strlen (((MuDraftRow *) mu_list_draft_get_rows (draft)->pdata[0])->description),
                     1000000);
}
END_TEST

/* mu_list_diff found each row of one list among the other's by a linear
 * search: two 5 MB lists took a minute. */
START_TEST (test_diff_linear)
{
  g_autofree char *old_text = big_table (25000, "10");
  g_autofree char *new_text = big_table (25000, "11");
  g_autoptr(MuListDraft) old_draft = import_timed (old_text, "the old list", 30);
  g_autoptr(MuListDraft) new_draft = import_timed (new_text, "the new list", 30);
  g_autoptr(GError) error = NULL;
  g_autoptr(MuArmyList) old_list = mu_list_draft_build (old_draft, &error);
  g_autoptr(MuArmyList) new_list = mu_list_draft_build (new_draft, &error);
  g_autoptr(GPtrArray) changes = NULL;
  clock_t start;

  g_assert_no_error (error);
  start = clock ();
  changes = mu_list_diff (old_list, new_list);
  mu_big_assert_within ("a diff of two lists of 50,000 rows", (double) (clock () - start) / CLOCKS_PER_SEC,
                        2);
  ck_assert_uint_eq (changes->len, 25000);
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
  tcase_add_test (tc, test_import_linear);
  tcase_add_test (tc, test_import_long_word);
  tcase_add_test (tc, test_diff_linear);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
