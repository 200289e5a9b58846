/* test-cli-game.c: muster-cli game: a game of the sample army recorded
 * change by change, undone, and summed up as text and JSON
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "mu-test.h"

static char *dir;

static void
run_in (MuTestRun *run, const char *first, ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  va_list list;

  va_start (list, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (list, const char *))
    g_ptr_array_add (args, (gpointer) arg);
  va_end (list);
  g_ptr_array_add (args, NULL);
  mu_test_run_cli (run, dir, NULL, (const char * const *) args->pdata);
}

static void
record (const char *kind, const char *target, const char *unit, const char *said)
{
  g_auto(MuTestRun) run = { 0 };

  run_in (&run, "game", "record", "army.muster", kind, target, unit, NULL);
  ck_assert_msg (run.status == 0, "%s %s: %s", kind, target, run.err);
  ck_assert_str_eq (run.out, said);
}

static void
setup (void)
{
  g_autofree char *source = mu_test_path ("../lists/examples/tts-sample-oob.muster");
  g_autofree char *text = NULL;
  g_autofree char *copy = NULL;

  dir = g_dir_make_tmp ("muster-cli-game-XXXXXX", NULL);
  copy = g_build_filename (dir, "army.muster", NULL);
  ck_assert (g_file_get_contents (source, &text, NULL, NULL));
  ck_assert (g_file_set_contents (copy, text, -1, NULL));
}

static void
teardown (void)
{
  g_autofree char *roster = g_build_filename (dir, "army.muster", NULL);
  g_autofree char *game = g_build_filename (dir, "army.muster-game", NULL);

  g_remove (roster);
  g_remove (game);
  g_rmdir (dir);
  g_clear_pointer (&dir, g_free);
}

/* Command 3 demoralised at 3 victory points lost, then the army's last
 * medal surrendered. */
START_TEST (test_game_played)
{
  g_auto(MuTestRun) show = { 0 };

  record ("hit", "u13", NULL, "Equites Alares 1: Hit\n");
  record ("hit", "u13", NULL, "Equites Alares 1: Hit\n");
  record ("join", "g3", "u14", "Maximus joined Equites Alares 2\n");
  record ("turn", NULL, NULL, "Next turn\n");
  record ("lose", "u14", NULL, "Equites Alares 2: Lost\n");
  record ("sack", "u6", NULL, "Camp: Camp sacked\n");
  record ("lose", "u1", NULL, "Legionarii 1: Lost\n");
  run_in (&show, "game", "show", "army.muster-game", NULL);
  ck_assert_int_eq (show.status, 0);
  ck_assert_str_eq (show.out, "Roman Army of the North\n"
                              "Turn 2\n"
                              "Victory medals left: 0 of 11\n"
                              "Command 1: 5 of 14 victory points lost, demoralised at 7\n"
                              "Command 2: 0 of 14 victory points lost, demoralised at 7\n"
                              "Command 3: 6 of 6 victory points lost, demoralised at 3: demoralised\n"
                              "Units lost: 3 of 12\n"
                              "Generals lost: 1 of 3\n"
                              "Camps sacked: 1 of 2\n"
                              "Ammunition reserve: 0 of 4\n"
                              "The army has surrendered its last victory medal: the battle is lost.\n");
}
END_TEST

static JsonObject *
summary (void)
{
  g_auto(MuTestRun) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();

  run_in (&run, "game", "show", "--json", "army.muster", NULL);
  ck_assert_int_eq (run.status, 0);
  ck_assert (json_parser_load_from_data (parser, run.out, -1, NULL));
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

START_TEST (test_game_json_undo)
{
  g_autoptr(JsonObject) before = NULL;
  g_autoptr(JsonObject) after = NULL;
  g_auto(MuTestRun) undo = { 0 };
  g_auto(MuTestRun) again = { 0 };
  JsonObject *command;

  record ("lose", "u5", NULL, "Symmachiarii: Lost\n");
  record ("lose", "u3", NULL, "Legionarii 3: Lost\n");
  record ("lose", "u4", NULL, "Legionarii 4: Lost\n");
  record ("lose", "u2", NULL, "Legionarii 2: Lost\n");
  before = summary ();
  ck_assert_int_eq (json_object_get_int_member (before, "victory_medals_left"), 4);
  command = json_array_get_object_element (json_object_get_array_member (before, "commands"), 0);
  ck_assert_int_eq (json_object_get_int_member (command, "lost"), 7);
  ck_assert_int_eq (json_object_get_int_member (command, "demoralised_at"), 7);
  ck_assert (json_object_get_boolean_member (command, "demoralised"));
  run_in (&undo, "game", "undo", "army.muster", NULL);
  ck_assert_int_eq (undo.status, 0);
  after = summary ();
  command = json_array_get_object_element (json_object_get_array_member (after, "commands"), 0);
  ck_assert_int_eq (json_object_get_int_member (command, "lost"), 5);
  ck_assert (!json_object_get_boolean_member (command, "demoralised"));
  ck_assert_int_eq (json_object_get_int_member (after, "units_lost"), 3);
  run_in (&again, "game", "record", "army.muster", "lose", "u5", NULL);
  ck_assert_int_eq (again.status, 1);
  ck_assert_str_eq (again.err, "Symmachiarii is lost already\n");
}
END_TEST

/* The summary printed on one page through the sheet printer. */
START_TEST (test_game_print)
{
  g_auto(MuTestRun) run = { 0 };
  g_autofree char *pdf = g_build_filename (dir, "summary.pdf", NULL);
  g_autofree char *bytes = NULL;
  gsize length = 0;

  record ("lose", "u13", NULL, "Equites Alares 1: Lost\n");
  run_in (&run, "game", "print", "army.muster-game", "-o", "summary.pdf", NULL);
  ck_assert_msg (run.status == 0, "%s", run.err);
  ck_assert (g_file_get_contents (pdf, &bytes, &length, NULL));
  ck_assert (length > 5 && memcmp (bytes, "%PDF-", 5) == 0);
  /* one page: the page tree counts it (binary streams, NULs and all, come before it) */
  for (gsize i = 0; i < length; i++)
    if (bytes[i] == '\0')
      bytes[i] = ' ';
  ck_assert (strstr (bytes, "/Count 1\n") != NULL);
  g_remove (pdf);
}
END_TEST

/* A reading of the rules the game is played with, kept in its file and
 * said in its summary. */
START_TEST (test_game_reading)
{
  g_auto(MuTestRun) set = { 0 };
  g_auto(MuTestRun) wrong = { 0 };
  g_auto(MuTestRun) show = { 0 };

  run_in (&set, "game", "reading", "army.muster", "demoralisation", "recovers", NULL);
  ck_assert_msg (set.status == 0, "%s", set.err);
  run_in (&wrong, "game", "reading", "army.muster", "demoralisation", "sometimes", NULL);
  ck_assert_int_eq (wrong.status, 1);
  ck_assert_str_eq (wrong.err,
                    "“demoralisation: sometimes” is not a reading of a game: use off-table counts or "
                    "medals-only, demoralisation stays or recovers\n");
  run_in (&show, "game", "show", "army.muster-game", NULL);
  ck_assert (g_str_has_prefix (show.out, "Roman Army of the North\nTurn 1\n"
                                         "Reading: a demoralised command recovers once back under half\n"));
}
END_TEST

START_TEST (test_game_refusals)
{
  g_auto(MuTestRun) none = { 0 };
  g_auto(MuTestRun) usage = { 0 };
  g_auto(MuTestRun) wrong = { 0 };

  run_in (&none, "game", "show", "army.muster-game", NULL);
  ck_assert_int_eq (none.status, 2);
  ck_assert (strstr (none.err, "army.muster-game") != NULL);
  run_in (&usage, "game", "record", "army.muster", "explode", "u1", NULL);
  ck_assert_int_eq (usage.status, 2);
  run_in (&wrong, "game", "record", "army.muster", "sack", "u1", NULL);
  ck_assert_int_eq (wrong.status, 1);
  ck_assert_str_eq (wrong.err, "“Camp sacked” does not apply to Legionarii 1\n");
}
END_TEST

int
main (void)
{
  Suite *suite = suite_create ("cli-game");
  TCase *tc = tcase_create ("game");

  tcase_add_checked_fixture (tc, setup, teardown);
  tcase_add_test (tc, test_game_played);
  tcase_add_test (tc, test_game_json_undo);
  tcase_add_test (tc, test_game_print);
  tcase_add_test (tc, test_game_reading);
  tcase_add_test (tc, test_game_refusals);
  suite_add_tcase (suite, tc);
  return mu_test_run (suite);
}
