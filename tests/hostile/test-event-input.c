/* test-event-input.c: rosters an organiser is sent, round three. Copies
 * of one army are one group however their files differ (names, the order
 * of <upgrade> lines, the points limit); a player's several armies are one
 * group; a slip of one letter in a share code's last group names that
 * group; a code too long for a reader is refused as such, not echoed.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "mu-evaluation.h"
#include "mu-event-results.h"
#include "mu-event.h"
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-share-code.h"
#include "mu-test.h"

/* A roster of tests/fixtures/event/rosters, changed, written to dir. */
static char *
changed_roster (const char *dir, const char *fixture, const char *name, const char * const *edits)
{
  g_autofree char *relative = g_build_filename ("fixtures", "event", "rosters", fixture, NULL);
  g_autofree char *source = mu_test_path (relative);
  g_autofree char *xml = NULL;
  g_autoptr(GString) text = NULL;
  char *path = g_build_filename (dir, name, NULL);

  ck_assert (g_file_get_contents (source, &xml, NULL, NULL));
  text = g_string_new (xml);
  for (guint i = 0; edits[i] != NULL; i += 2)
    ck_assert_msg (g_string_replace (text, edits[i], edits[i + 1], 1) == 1, "no %s", edits[i]);
  ck_assert (g_file_set_contents (path, text->str, -1, NULL));
  return path;
}

static MuEventResults *
check_folder (const char *dir)
{
  g_autofree char *pack = mu_test_path ("fixtures/event/spring-muster.muster-event");
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) event = mu_event_load_file (pack, &error);
  MuEventResults *results;

  ck_assert_msg (event != NULL && mu_event_check_library (event, mu_test_library (), &error), "%s",
                 error != NULL ? error->message : "");
  results = mu_event_results_new (event);
  mu_event_results_add_input (results, mu_test_library (), dir);
  mu_event_results_finish (results);
  return results;
}

static const char *
issue_of (MuEventResults *results, guint i, const char *code)
{
  MuEventEntry *entry = results->entries->pdata[i];

  return mu_test_issue_with_code (entry->evaluation, code);
}

/* The same army with its general's upgrades in another order and another
 * points limit, from two players, is one army sent twice; the same player
 * with two armies is one player. */
START_TEST (test_copies_by_army)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-event-XXXXXX", NULL);
  g_autofree char *a = changed_roster (dir, "alice-legal.muster", "a.muster", (const char *[]){ NULL });
  g_autofree char *b = changed_roster (
      dir, "alice-legal.muster", "b.muster",
      (const char *[]){ "<upgrade ref=\"general-detached\"/>\n      <upgrade ref=\"general-heroic\"/>",
                        "<upgrade ref=\"general-heroic\"/>\n      <upgrade ref=\"general-detached\"/>",
                        "player=\"Alice Archer\" points-limit=\"130\"",
                        "player=\"Bea Bell\" points-limit=\"150\"", NULL });
  g_autofree char *c = changed_roster (dir, "bruno-rules.muster", "c.muster",
                                       (const char *[]){ "Bruno Brandt", "ALICE  archer", NULL });
  g_autoptr(MuEventResults) results = check_folder (dir);
  g_autofree char *all = g_strdup_printf ("The same army was submitted 2 times: %s, %s.", a, b);
  g_autofree char *copy = g_strdup_printf ("The same army as %s (2 copies in all).", a);
  g_autofree char *player = g_strdup_printf ("Alice Archer submitted 2 rosters: %s, %s.", a, c);
  g_autofree char *also = g_strdup_printf ("ALICE  archer also submitted %s (2 rosters in all).", a);

  ck_assert_uint_eq (results->entries->len, 3);
  /* sorted by player: Alice Archer (a), ALICE archer (c), Bea Bell (b) */
  ck_assert_str_eq (((MuEventEntry *) results->entries->pdata[0])->source, a);
  ck_assert_str_eq (((MuEventEntry *) results->entries->pdata[1])->source, c);
  ck_assert_str_eq (issue_of (results, 0, "event.duplicate.roster"), all);
  ck_assert_str_eq (issue_of (results, 2, "event.duplicate.roster"), copy);
  ck_assert_ptr_null (issue_of (results, 1, "event.duplicate.roster"));
  ck_assert_str_eq (issue_of (results, 0, "event.duplicate.player"), player);
  ck_assert_str_eq (issue_of (results, 1, "event.duplicate.player"), also);
  ck_assert_ptr_null (issue_of (results, 2, "event.duplicate.player"));
  g_unlink (a);
  g_unlink (b);
  g_unlink (c);
  g_rmdir (dir);
}
END_TEST

static const char alphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

static char *
decode_error (const char *code)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = mu_share_code_decode (code, mu_test_library (), NULL, &error);

  ck_assert_ptr_null (roster);
  return g_strdup (error->message);
}

/* Every slip of one letter in the last group of a roster's code names the
 * group; the code cut after a group still says so. */
static void
check_last_group_slips (const char *roster_path)
{
  g_autofree char *path = mu_test_path (roster_path);
  g_autoptr(MuRoster) roster = NULL;
  g_autofree char *code = NULL;
  g_autofree char *wrong = NULL;
  g_autofree char *early = NULL;
  g_autofree char *cut = NULL;
  g_autofree char *cut_error = NULL;
  MuArmyList *list = NULL;
  guint groups = 0, tried = 0;
  gsize start;

  roster = mu_library_open_roster (mu_test_library (), path, &list, NULL);
  code = mu_share_code_encode (roster, list);
  for (const char *p = code; *p != '\0'; p++)
    groups += *p == '-';
  wrong = g_strdup_printf ("A slip in the code: group %u is wrong: check it against the sheet", groups + 1);
  start = strrchr (code, '-') + 1 - code;
  for (gsize at = start; code[at] != '\0'; at++)
    for (guint s = 0; s < 32; s++)
      {
        g_autofree char *slip = g_strdup (code);
        g_autofree char *message = NULL;

        if (alphabet[s] == code[at])
          continue;
        slip[at] = alphabet[s];
        message = decode_error (slip);
        ck_assert_msg (g_str_equal (message, wrong), "%s: %s", slip, message);
        tried++;
      }
  ck_assert_uint_eq (tried, 31 * (strlen (code) - start));
  cut = g_strndup (code, start - 1);
  cut_error = decode_error (cut);
  early = g_strdup_printf ("A slip in the code: it ends early: a group is missing after group %u", groups);
  ck_assert_str_eq (cut_error, early);
}

/* A last group of three letters and one of five (where 5 of the 155 slips
 * were taken for a code cut short after it). */
START_TEST (test_last_group_slips)
{
  check_last_group_slips ("../lists/examples/tts-sample-oob.muster");
  check_last_group_slips ("fixtures/event/rosters/alice-legal.muster");
}
END_TEST

/* A code longer than a reader takes is refused as a code, in one line that
 * does not repeat it. */
START_TEST (test_code_too_long)
{
  g_autofree char *code = g_strnfill (8193, 'A');
  g_auto(MuTestRun) run = { 0 };

  mu_test_run_cli (&run, NULL, NULL, (const char *[]){ "validate", code, NULL });
  ck_assert_int_eq (run.status, 2);
  ck_assert_str_eq (run.err, "This is not a Muster share code: it is too long\n");
}
END_TEST

static Suite *
event_input_suite (void)
{
  Suite *suite = suite_create ("event-input");
  TCase *core = tcase_create ("core");

  tcase_set_timeout (core, 60);
  tcase_add_test (core, test_copies_by_army);
  tcase_add_test (core, test_last_group_slips);
  tcase_add_test (core, test_code_too_long);
  suite_add_tcase (suite, core);
  return suite;
}

int
main (void)
{
  return mu_test_run (event_input_suite ());
}
