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
#include <glib/gstdio.h>

#include "mu-army-list.h"
#include "mu-big-roster.h"
#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-event-results.h"
#include "mu-event.h"
#include "mu-export.h"
#include "mu-issue.h"
#include "mu-library.h"
#include "mu-roster-diff.h"
#include "mu-list-diff.h"
#include "mu-list-import.h"
#include "mu-roster.h"
#include "mu-share-code.h"
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

/* The pack of tests/fixtures/event, checked against the library; with
 * extra inserted before its end when not NULL. */
static MuEvent *
load_pack (const char *extra)
{
  g_autofree char *path = mu_test_path ("fixtures/event/spring-muster.muster-event");
  g_autofree char *xml = NULL;
  g_autoptr(GString) text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) event = NULL;

  ck_assert (g_file_get_contents (path, &xml, NULL, NULL));
  text = g_string_new (xml);
  if (extra != NULL)
    ck_assert_uint_eq (g_string_replace (text, "</event>", extra, 1), 1);
  event = mu_event_load_data (text->str, text->len, "pack.muster-event", &error);
  ck_assert_msg (event != NULL, "%s", error != NULL ? error->message : "");
  ck_assert_msg (mu_event_check_library (event, mu_test_library (), &error), "%s", error->message);
  return g_steal_pointer (&event);
}

static guint
count_all (MuEventResults *results, const char *code)
{
  guint n = 0;

  for (guint i = 0; i < results->entries->len; i++)
    n += mu_test_count_code (((MuEventEntry *) results->entries->pdata[i])->evaluation, code);
  return n;
}

#define COPIES 2000

/* 2,000 copies of one army sent as codes: one group, one warning on each
 * copy (not 2,000 × 1,999), the first naming every line, in linear time
 * (the pairs took 3.8 GB for 3,000 copies). */
START_TEST (test_event_copies_linear)
{
  g_autofree char *sample = mu_test_path ("../lists/examples/tts-sample-oob.muster");
  g_autofree char *dir = g_dir_make_tmp ("muster-linear-XXXXXX", NULL);
  g_autofree char *codes = g_build_filename (dir, "codes.txt", NULL);
  g_autofree char *last = NULL;
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuEvent) event = load_pack (NULL);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *code = NULL;
  MuEventResults *results;
  MuEventEntry *first;
  MuArmyList *list = NULL;
  const char *message, *other;
  clock_t start;
  double seconds;

  roster = mu_library_open_roster (mu_test_library (), sample, &list, NULL);
  code = mu_share_code_encode (roster, list);
  for (guint i = 1; i <= COPIES; i++)
    g_string_append_printf (text, "Player %u: %s\n", i, code);
  ck_assert (g_file_set_contents (codes, text->str, -1, NULL));
  start = clock ();
  results = mu_event_results_new (event);
  mu_event_results_add_input (results, mu_test_library (), codes);
  mu_event_results_finish (results);
  seconds = (double) (clock () - start) / CLOCKS_PER_SEC;
  ck_assert_uint_eq (results->entries->len, COPIES);
  ck_assert_uint_eq (count_all (results, "event.duplicate.roster"), COPIES);
  ck_assert_uint_eq (count_all (results, "event.duplicate.player"), 0);
  first = results->entries->pdata[0];
  message = mu_test_issue_with_code (first->evaluation, "event.duplicate.roster");
  ck_assert (g_str_has_prefix (message, "The same army was submitted 2000 times: "));
  for (guint i = 1; i <= COPIES; i++)
    {
      g_autofree char *comma = g_strdup_printf ("%s:%u,", codes, i);
      g_autofree char *stop = g_strdup_printf ("%s:%u.", codes, i);

      ck_assert_msg (strstr (message, comma) != NULL || g_str_has_suffix (message, stop), "no %s", stop);
    }
  other = mu_test_issue_with_code (((MuEventEntry *) results->entries->pdata[1])->evaluation,
                                   "event.duplicate.roster");
  last = g_strdup_printf ("The same army as %s (2000 copies in all).", first->source);
  ck_assert_str_eq (other, last);
  mu_event_results_free (results);
  g_unlink (codes);
  g_rmdir (dir);
  mu_big_assert_within ("2000 copies of one army", seconds, 10);
}
END_TEST

/* A pack naming one row 200,000 times, against 5,000 units: one pass over
 * the army, one issue (pack ids × units took over 100 s). */
START_TEST (test_event_pack_ids_linear)
{
  g_autofree char *sample = mu_test_path ("../lists/examples/tts-sample-oob.muster");
  g_autoptr(GString) extra = g_string_new ("<not-allowed entries=\"");
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuRoster) big = NULL;
  g_autoptr(MuEvent) event = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  MuArmyList *list = NULL;
  clock_t start;
  double seconds;

  for (guint i = 0; i < 200000; i++)
    g_string_append (extra, i > 0 ? " legionarii" : "legionarii");
  g_string_append (extra, "\"/>\n<general-cap kind=\"heroic\" max=\"1\"/>\n</event>");
  event = load_pack (extra->str);
  roster = mu_library_open_roster (mu_test_library (), sample, &list, NULL);
  big = mu_big_roster_repeat (roster, 250);
  start = clock ();
  evaluation = mu_event_evaluate (event, big, list);
  seconds = (double) (clock () - start) / CLOCKS_PER_SEC;
  ck_assert_uint_eq (mu_test_count_code (evaluation, "event.row"), 1);
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "event.row"),
                    "“Spring Muster 2027” does not allow Legionarii (row “legionarii”); the army takes it "
                    "1500 times.");
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "event.general"),
                    "“Spring Muster 2027” allows at most 1 heroic general; the army has 500.");
  mu_big_assert_within ("a pack naming one row 200,000 times", seconds, 5);
}
END_TEST

static char *
decode_error (const char *code)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = mu_share_code_decode (code, mu_test_library (), NULL, &error);

  ck_assert_ptr_null (roster);
  return g_strdup (error->message);
}

/* The longest short code of the sample repeated that a reader takes. */
static char *
long_code (void)
{
  g_autofree char *sample = mu_test_path ("../lists/examples/tts-sample-oob.muster");
  g_autoptr(MuRoster) roster = NULL;
  MuArmyList *list = NULL;

  roster = mu_library_open_roster (mu_test_library (), sample, &list, NULL);
  for (guint times = 200; times > 0; times--)
    {
      g_autoptr(MuRoster) big = mu_big_roster_repeat (roster, times);
      g_autofree char *code = mu_share_code_encode (big, list);

      if (strlen (code) <= MU_SHARE_CODE_MAX_LENGTH)
        return g_steal_pointer (&code);
    }
  return NULL;
}

/* A code of 8,000 letters whose every group checks but whose whole check
 * fails, read 300 times: each try at a slip in its last group is checked
 * in the time of that group (every try re-read the whole code, some 160
 * times a code). */
START_TEST (test_share_code_whole_check_linear)
{
  g_autofree char *code = long_code ();
  const char *refused = "This is not a Muster share code: its groups do not belong together; check each "
                        "against the sheet";
  clock_t start;
  double seconds;
  gboolean forged = FALSE;

  ck_assert_ptr_nonnull (code);
  ck_assert_uint_gt (strlen (code), 7000);
  code[0] = code[0] == 'A' ? 'B' : 'A';
  /* the first group's check letter that makes the group check again */
  for (const char *c = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"; *c != '\0' && !forged; c++)
    {
      g_autofree char *message = NULL;

      code[4] = *c;
      message = decode_error (code);
      forged = g_str_equal (message, refused);
    }
  ck_assert (forged);
  start = clock ();
  for (guint i = 0; i < 300; i++)
    {
      g_autofree char *message = decode_error (code);

      ck_assert_str_eq (message, refused);
    }
  seconds = (double) (clock () - start) / CLOCKS_PER_SEC;
  mu_big_assert_within ("300 long codes that do not check whole", seconds, 1);
}
END_TEST

/* The sample repeated to 5,000 units, in the four formats of export, and
 * compared with itself less one upgrade a copy: each in time linear in the
 * army, the diff finding each unit through the evaluation's index. */
START_TEST (test_export_diff_linear)
{
  g_autofree char *sample = mu_test_path ("../lists/examples/tts-sample-oob.muster");
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuRoster) changed = NULL;
  g_autoptr(MuRoster) big = NULL;
  g_autoptr(MuRoster) other = NULL;
  g_autoptr(MuEvaluation) a = NULL;
  g_autoptr(MuEvaluation) b = NULL;
  g_autoptr(GPtrArray) changes = NULL;
  MuArmyList *list = NULL;
  MuUnit *unit;
  clock_t start;
  double seconds;

  roster = mu_library_open_roster (mu_test_library (), sample, &list, NULL);
  changed = mu_roster_copy (roster);
  unit = mu_roster_find_unit (changed, "u1", NULL);
  ck_assert_uint_eq (unit->upgrades->len, 1);
  g_ptr_array_set_size (unit->upgrades, 0);
  big = mu_big_roster_repeat (roster, 250);
  other = mu_big_roster_repeat (changed, 250);
  a = mu_evaluate (big, list);
  b = mu_evaluate (other, list);
  start = clock ();
  for (MuExportFormat format = MU_EXPORT_TEXT; format <= MU_EXPORT_CSV; format++)
    {
      g_autofree char *text = mu_export_text (a, format);

      ck_assert_uint_gt (strlen (text), 5000 * 10);
    }
  changes = mu_roster_diff (a, b);
  seconds = (double) (clock () - start) / CLOCKS_PER_SEC;
  ck_assert_uint_ge (changes->len, 250);
  mu_big_assert_within ("export and diff of 5,000 units", seconds, 3);
}
END_TEST

/* A printed table of rows rows, each a troop row named apart ("Warriors
 * 17", whose id needs a number) and an upgrade row worded as every
 * other's, its id made from its row's; cost is the printed cost of every
 * troop row. */
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
  ck_assert_ptr_nonnull (mu_list_draft_find_row (draft, "warriors-5999-veteran"));
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
  tcase_add_test (tc, test_event_copies_linear);
  tcase_add_test (tc, test_event_pack_ids_linear);
  tcase_add_test (tc, test_share_code_whole_check_linear);
  tcase_add_test (tc, test_export_diff_linear);
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
