/* test-game.c: a game of the sample army played by the rules of To the
 * Strongest! v1.1 (Losses, Demoralisation, Laurels to the Victor), its log,
 * its file, and the other rulesets as far as each allows
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "mu-error.h"
#include "mu-evaluation.h"
#include "mu-game.h"
#include "mu-test.h"

#define SAMPLE "../lists/examples/tts-sample-oob.muster"

static MuGame *
sample_game (void)
{
  g_autofree char *path = mu_test_path (SAMPLE);
  g_autoptr(MuEvaluation) evaluation = mu_test_evaluate (path);

  return mu_game_new (evaluation);
}

static void
play (MuGame *game, MuGameEventKind kind, const char *target)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuGameEvent) event = mu_game_event_new (kind, target, NULL);

  if (!mu_game_apply (game, event, &error))
    ck_abort_msg ("%s %s refused: %s", mu_game_event_kind_to_string (kind), target, error->message);
}

static const char *
refusal (MuGame *game, MuGameEventKind kind, const char *target)
{
  static char message[256];
  g_autoptr(GError) error = NULL;
  g_autoptr(MuGameEvent) event = mu_game_event_new (kind, target, NULL);
  guint before = mu_game_get_position (game);

  ck_assert (!mu_game_apply (game, event, &error));
  ck_assert_uint_eq (mu_game_get_position (game), before);
  g_strlcpy (message, error->message, sizeof message);
  return message;
}

static MuGameCommand *
command (MuGame *game, guint index)
{
  return mu_game_get_commands (game)->pdata[index];
}

static char *
state (MuGame *game, const char *id)
{
  return mu_game_element_describe (mu_game_lookup (game, id));
}

START_TEST (test_sample_figures)
{
  g_autoptr(MuGame) game = sample_game ();

  ck_assert_int_eq (mu_game_get_tracks (game), MU_GAME_TRACKS_TTS);
  ck_assert_int_eq (mu_game_get_medals (game), 11);
  ck_assert_int_eq (mu_game_get_medals_left (game), 11);
  ck_assert_int_eq (mu_game_get_turn (game), 1);
  /* one chit for each unit with ammunition: the two archers, the two alae */
  ck_assert_int_eq (mu_game_get_reserve (game), 4);
  ck_assert_int_eq (command (game, 0)->threshold, 7);
  ck_assert_int_eq (command (game, 1)->threshold, 7);
  ck_assert_int_eq (command (game, 2)->threshold, 3);
  ck_assert_int_eq (mu_game_count (game, MU_GAME_ELEMENT_UNIT), 12);
  ck_assert_int_eq (mu_game_count (game, MU_GAME_ELEMENT_GENERAL), 3);
  ck_assert_int_eq (mu_game_count (game, MU_GAME_ELEMENT_CAMP), 2);
  ck_assert_str_eq (mu_game_lookup (game, "g3")->name, "Maximus");
  ck_assert_str_eq (mu_game_lookup (game, "g3")->attached, "u13");
  ck_assert (mu_game_lookup (game, "g2")->senior);
  ck_assert_int_eq (mu_game_lookup (game, "u5")->ammunition, 2);  /* raw bow: 3 − 1 */
  ck_assert_int_eq (mu_game_lookup (game, "u11")->ammunition, 4); /* veteran bow: 3 + 1 */
}
END_TEST

/* Command 1: 14 victory points, demoralised on 7 lost (Sample Order of
 * Battle): 5 lost is not enough, 7 is. */
START_TEST (test_command_1_at_7)
{
  g_autoptr(MuGame) game = sample_game ();
  g_autofree char *disordered = NULL;
  g_autofree char *lost = NULL;

  play (game, MU_GAME_LOSE, "u5");
  play (game, MU_GAME_HIT, "u3");
  disordered = state (game, "u3");
  ck_assert_str_eq (disordered, "Disordered");
  play (game, MU_GAME_HIT, "u3");
  lost = state (game, "u3");
  ck_assert_str_eq (lost, "Lost");
  play (game, MU_GAME_LOSE, "u4");
  ck_assert_int_eq (command (game, 0)->lost, 5);
  ck_assert (!command (game, 0)->demoralised);
  ck_assert_int_eq (mu_game_get_medals_left (game), 6);
  play (game, MU_GAME_HIT, "u2");
  play (game, MU_GAME_HIT, "u2");
  ck_assert_int_eq (command (game, 0)->lost, 7);
  ck_assert (command (game, 0)->demoralised);
  ck_assert (!command (game, 1)->demoralised);
  ck_assert_int_eq (mu_game_get_medals_left (game), 4);
  ck_assert (!mu_game_is_lost (game));
}
END_TEST

/* Command 2 through its camp: 3 for the camp, 2 and 1 make 6, one short. */
START_TEST (test_command_2_at_7)
{
  g_autoptr(MuGame) game = sample_game ();

  play (game, MU_GAME_SACK, "u12");
  play (game, MU_GAME_LOSE, "u9");
  play (game, MU_GAME_LOSE, "u11");
  ck_assert_int_eq (command (game, 1)->lost, 6);
  ck_assert (!command (game, 1)->demoralised);
  ck_assert_int_eq (mu_game_get_medals_left (game), 5);
  play (game, MU_GAME_HIT, "u7");
  play (game, MU_GAME_HIT, "u7");
  ck_assert_int_eq (command (game, 1)->lost, 8);
  ck_assert (command (game, 1)->demoralised);
  /* retaken, the camp gives its medals back; the command stays demoralised */
  play (game, MU_GAME_RETAKE, "u12");
  ck_assert_int_eq (mu_game_get_medals_left (game), 6);
  ck_assert_int_eq (command (game, 1)->lost, 5);
  ck_assert (command (game, 1)->demoralised);
}
END_TEST

/* Command 3: 6 victory points, demoralised on 3. Its general, attached to
 * the first ala, must join the second when the first is lost; when that is
 * lost too he has no unit of his command left and is captured. */
START_TEST (test_command_3_at_3)
{
  g_autoptr(MuGame) game = sample_game ();
  g_autoptr(MuGameEvent) join = mu_game_event_new (MU_GAME_JOIN, "g3", "u14");
  g_autoptr(MuGameEvent) wrong = mu_game_event_new (MU_GAME_JOIN, "g3", "u1");
  g_autoptr(GError) error = NULL;
  g_autofree char *waiting = NULL;
  g_autofree char *captured = NULL;

  play (game, MU_GAME_HIT, "u13");
  play (game, MU_GAME_HIT, "u13");
  ck_assert_int_eq (command (game, 2)->lost, 2);
  ck_assert (!command (game, 2)->demoralised);
  waiting = state (game, "g3");
  ck_assert_str_eq (waiting, "Must join a unit");
  ck_assert (!mu_game_apply (game, wrong, &error));
  ck_assert_str_eq (error->message,
                    "Maximus cannot join Legionarii 1: only a unit of his command on the table");
  ck_assert (mu_game_apply (game, join, NULL));
  ck_assert_str_eq (mu_game_lookup (game, "g3")->with, "u14");
  play (game, MU_GAME_LOSE, "u14");
  captured = state (game, "g3");
  ck_assert_str_eq (captured, "Captured");
  ck_assert_int_eq (command (game, 2)->lost, 6);
  ck_assert (command (game, 2)->demoralised);
  ck_assert_int_eq (mu_game_get_medals_left (game), 5);
  ck_assert_uint_eq (mu_game_count_demoralised (game), 1);
}
END_TEST

/* The army surrenders its last medal (Laurels to the Victor): 11 medals, one
 * left after 10 surrendered, and the next regular unit takes it. */
START_TEST (test_last_medal)
{
  g_autoptr(MuGame) game = sample_game ();
  const char *units[] = { "u5", "u11", "u1", "u2", "u3", "u4" };

  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    play (game, MU_GAME_LOSE, units[i]);
  ck_assert_int_eq (mu_game_get_medals_left (game), 1);
  ck_assert (!mu_game_is_lost (game));
  ck_assert_uint_eq (mu_game_count_lost (game, MU_GAME_ELEMENT_UNIT), 6);
  play (game, MU_GAME_LOSE, "u7");
  ck_assert_int_eq (mu_game_get_medals_left (game), 0);
  ck_assert (mu_game_is_lost (game));
}
END_TEST

START_TEST (test_generals_heroes_leaving)
{
  g_autoptr(MuGame) game = sample_game ();
  g_autofree char *wounded = NULL;
  g_autofree char *killed = NULL;

  play (game, MU_GAME_WOUND, "g1");
  wounded = state (game, "g1");
  ck_assert_str_eq (wounded, "Wounded");
  ck_assert_int_eq (mu_game_get_medals_left (game), 11);
  play (game, MU_GAME_WOUND, "g1");
  killed = state (game, "g1");
  ck_assert_str_eq (killed, "Killed");
  ck_assert_int_eq (mu_game_get_medals_left (game), 9);
  ck_assert_str_eq (refusal (game, MU_GAME_WOUND, "g1"), "Marcus Flavius Aquila is lost already");
  play (game, MU_GAME_HERO, "u1");
  ck_assert_str_eq (refusal (game, MU_GAME_HERO, "u1"), "Legionarii 1 has no hero left");
  ck_assert_str_eq (refusal (game, MU_GAME_HERO, "u2"), "Legionarii 2 has no hero left");
  play (game, MU_GAME_LEAVE, "u9");
  ck_assert_int_eq (mu_game_get_medals_left (game), 7);
  ck_assert_int_eq (command (game, 1)->lost, 2);
  ck_assert_str_eq (refusal (game, MU_GAME_HIT, "u9"), "Auxiliarii 1 is off the table");
  play (game, MU_GAME_RETURN, "u9");
  ck_assert_int_eq (mu_game_get_medals_left (game), 9);
  ck_assert_int_eq (command (game, 1)->lost, 0);
  ck_assert_str_eq (refusal (game, MU_GAME_SACK, "u1"), "“Camp sacked” does not apply to Legionarii 1");
  ck_assert_str_eq (refusal (game, MU_GAME_HIT, "u99"), "This army has no unit, general or camp “u99”");
}
END_TEST

/* Chits: never more spent than a unit starts with, never more back than it
 * spent; the reserve goes with the camp that holds it, for good. */
START_TEST (test_ammunition)
{
  g_autoptr(MuGame) game = sample_game ();

  play (game, MU_GAME_SHOOT, "u5");
  play (game, MU_GAME_SHOOT, "u5");
  ck_assert_str_eq (refusal (game, MU_GAME_SHOOT, "u5"), "Symmachiarii has no ammunition left");
  ck_assert_str_eq (refusal (game, MU_GAME_SHOOT, "u1"), "Legionarii 1 has no ammunition left");
  play (game, MU_GAME_RESUPPLY, "u5");
  ck_assert_int_eq (mu_game_get_reserve_left (game), 3);
  play (game, MU_GAME_RESUPPLY, "u5");
  ck_assert_str_eq (refusal (game, MU_GAME_RESUPPLY, "u5"), "Symmachiarii has all its ammunition");
  play (game, MU_GAME_SHOOT, "u5");
  play (game, MU_GAME_SACK, "u6");
  ck_assert_int_eq (mu_game_get_reserve_left (game), 0);
  ck_assert_str_eq (refusal (game, MU_GAME_RESUPPLY, "u5"), "The ammunition reserve is empty");
  play (game, MU_GAME_RETAKE, "u6");
  ck_assert_int_eq (mu_game_get_reserve_left (game), 0);
}
END_TEST

START_TEST (test_undo_redo)
{
  g_autoptr(MuGame) game = sample_game ();

  play (game, MU_GAME_LOSE, "u13");
  play (game, MU_GAME_TURN, NULL);
  ck_assert_int_eq (mu_game_get_turn (game), 2);
  ck_assert (mu_game_undo (game, NULL));
  ck_assert (mu_game_undo (game, NULL));
  ck_assert_int_eq (mu_game_get_turn (game), 1);
  ck_assert_int_eq (mu_game_get_medals_left (game), 11);
  ck_assert (!mu_game_lookup (game, "g3")->waiting);
  ck_assert (!mu_game_can_undo (game));
  ck_assert (mu_game_redo (game, NULL));
  ck_assert (mu_game_lookup (game, "g3")->waiting);
  ck_assert_int_eq (mu_game_get_medals_left (game), 9);
  ck_assert (mu_game_can_redo (game));
  play (game, MU_GAME_HIT, "u1");
  ck_assert (!mu_game_can_redo (game));
  ck_assert_uint_eq (mu_game_get_log (game)->len, 2);
  {
    g_autofree char *line = mu_game_describe_event (game, mu_game_get_log (game)->pdata[1]);
    ck_assert_str_eq (line, "Legionarii 1: Hit");
  }
}
END_TEST

static char *
copy_sample (const char *dir)
{
  g_autofree char *source = mu_test_path (SAMPLE);
  g_autofree char *text = NULL;
  char *copy = g_build_filename (dir, "army.muster", NULL);

  ck_assert (g_file_get_contents (source, &text, NULL, NULL));
  ck_assert (g_file_set_contents (copy, text, -1, NULL));
  return copy;
}

/* Every change is written at once; the file read back is the same game,
 * undone changes and all. */
START_TEST (test_file_round_trip)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-game-XXXXXX", NULL);
  g_autofree char *roster = copy_sample (dir);
  g_autofree char *path = mu_game_path_for_roster (roster);
  g_autoptr(MuEvaluation) evaluation = mu_test_evaluate (roster);
  g_autoptr(MuGame) game = mu_game_new (evaluation);
  g_autoptr(MuGame) again = NULL;
  g_autofree char *written = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *xml_again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MuGameEvent) hit = mu_game_event_new (MU_GAME_HIT, "u1", NULL);
  g_autoptr(MuGameEvent) turn = mu_game_event_new (MU_GAME_TURN, NULL, NULL);

  mu_game_set_path (game, path);
  ck_assert (mu_game_record (game, hit, &error));
  ck_assert (mu_game_record (game, turn, &error));
  ck_assert (mu_game_record (game, hit, &error));
  ck_assert (mu_game_undo (game, &error));
  ck_assert (g_file_get_contents (path, &written, NULL, NULL));
  xml = mu_game_to_xml (game, NULL);
  ck_assert_str_eq (written, xml);
  ck_assert (strstr (written, "roster=\"army.muster\"") != NULL);
  ck_assert (strstr (written, "position=\"2\"") != NULL);
  again = mu_game_load_file (path, evaluation, &error);
  ck_assert_msg (again != NULL, "%s", error ? error->message : "");
  xml_again = mu_game_to_xml (again, NULL);
  ck_assert_str_eq (xml_again, xml);
  ck_assert_int_eq (mu_game_get_turn (again), 2);
  ck_assert_int_eq (mu_game_lookup (again, "u1")->taken, 1);
  ck_assert (mu_game_can_redo (again));
  ck_assert (!mu_game_get_roster_changed (again));
  g_remove (path);
  g_remove (roster);
  g_rmdir (dir);
}
END_TEST

/* A roster edited after the game began is said so; a change naming a unit
 * it no longer has refuses the file with its line. */
START_TEST (test_roster_changed)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-game-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "army.muster-game", NULL);
  g_autofree char *source = mu_test_path (SAMPLE);
  g_autofree char *text = NULL;
  g_autofree char *edited = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  g_autoptr(MuGame) game = NULL;
  g_autoptr(GError) error = NULL;
  const char *file
      = "<?xml version=\"1.0\"?>\n<game xmlns=\"urn:io.github.muster:1\" format=\"1\" ruleset=\"tts\" "
        "roster=\"army.muster\" roster-hash=\"00\">\n  <event kind=\"hit\" target=\"u1\"/>\n"
        "  <event kind=\"hit\" target=\"u14\"/>\n</game>\n";

  ck_assert (g_file_get_contents (source, &text, NULL, NULL));
  edited = g_strdup (text);
  /* the second ala removed */
  {
    char *start = strstr (edited, "<unit id=\"u14\"");
    char *end = strstr (start, "</unit>") + strlen ("</unit>");
    memmove (start, end, strlen (end) + 1);
  }
  ck_assert (g_file_set_contents (path, file, -1, NULL));
  evaluation = mu_test_evaluate (source);
  game = mu_game_load_file (path, evaluation, &error);
  ck_assert (game != NULL);
  ck_assert (mu_game_get_roster_changed (game));
  mu_evaluation_unref (g_steal_pointer (&evaluation));
  evaluation = mu_test_evaluate_xml (edited);
  ck_assert (mu_game_load_file (path, evaluation, &error) == NULL);
  ck_assert (
      g_str_has_suffix (error->message, "army.muster-game:4: This army has no unit, general or camp “u14”"));
  g_remove (path);
  g_rmdir (dir);
}
END_TEST

/* A game file is read as defensively as every Muster file: a change of
 * no known kind, a file of another ruleset, a DOCTYPE are refused with the
 * file and its line. */
START_TEST (test_bad_files)
{
  static const struct
  {
    const char *text;
    const char *message;
  } cases[] = {
    { "<game xmlns=\"urn:io.github.muster:1\" format=\"1\" ruleset=\"tts\">\n"
      "  <event kind=\"explode\" target=\"u1\"/>\n</game>\n",
      "bad.muster-game:2: unknown kind of change “explode”" },
    { "<game xmlns=\"urn:io.github.muster:1\" format=\"1\" ruleset=\"hinds\"/>\n",
      "bad.muster-game:1: this game is of a hinds army, the roster of a tts one" },
    { "<game xmlns=\"urn:io.github.muster:1\" format=\"1\" ruleset=\"tts\">\n"
      "  <event kind=\"hit\" target=\"u1\"/>\n  <event kind=\"hit\" target=\"u1\"/>\n"
      "  <event kind=\"rally\" target=\"u1\"/>\n</game>\n",
      "bad.muster-game:4: Legionarii 1 is lost already" },
  };
  g_autofree char *dir = g_dir_make_tmp ("muster-game-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "bad.muster-game", NULL);
  g_autofree char *source = mu_test_path (SAMPLE);
  g_autoptr(MuEvaluation) evaluation = mu_test_evaluate (source);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;

      ck_assert (g_file_set_contents (path, cases[i].text, -1, NULL));
      ck_assert (mu_game_load_file (path, evaluation, &error) == NULL);
      ck_assert_msg (g_str_has_suffix (error->message, cases[i].message), "%s", error->message);
    }
  g_remove (path);
  g_rmdir (dir);
}
END_TEST

static MuGame *
example_game (const char *name)
{
  g_autofree char *relative = g_strconcat ("../lists/examples/", name, NULL);
  g_autofree char *path = mu_test_path (relative);
  g_autoptr(MuEvaluation) evaluation = mu_test_evaluate (path);

  return mu_game_new (evaluation);
}

/* Units off the table count against their command under the default
 * reading; under the other, only their medals go. */
START_TEST (test_off_table_reading)
{
  g_autoptr(MuGame) game = sample_game ();
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;

  play (game, MU_GAME_LEAVE, "u13");
  ck_assert_int_eq (command (game, 2)->lost, 2);
  ck_assert (mu_game_set_reading (game, "off-table", "medals-only", &error));
  ck_assert_int_eq (command (game, 2)->lost, 0);
  ck_assert_int_eq (mu_game_get_medals_left (game), 9);
  xml = mu_game_to_xml (game, NULL);
  ck_assert (strstr (xml, "position=\"1\" off-table=\"medals-only\">") != NULL);
  ck_assert (!mu_game_set_reading (game, "off-table", "sometimes", &error));
}
END_TEST

/* A demoralised command stays so under the default reading, even with its
 * camp retaken; under the other it recovers once back under half. */
START_TEST (test_demoralisation_reading)
{
  g_autoptr(MuGame) game = sample_game ();

  play (game, MU_GAME_SACK, "u6");
  play (game, MU_GAME_LOSE, "u1");
  play (game, MU_GAME_LOSE, "u2");
  ck_assert (command (game, 0)->demoralised);
  play (game, MU_GAME_RETAKE, "u6");
  ck_assert_int_eq (command (game, 0)->lost, 4);
  ck_assert (command (game, 0)->demoralised);
  ck_assert (mu_game_set_reading (game, "demoralisation", "recovers", NULL));
  ck_assert (!command (game, 0)->demoralised);
  ck_assert (mu_game_undo (game, NULL));
  ck_assert (command (game, 0)->demoralised);
}
END_TEST

START_TEST (test_other_rulesets)
{
  g_autoptr(MuGame) pharaoh = example_game ("pharaoh-akkadian.muster");
  g_autoptr(MuGame) phalanx = example_game ("phalanx-macedonian.muster");
  g_autoptr(MuGame) hinds = example_game ("hinds-roman.muster");

  /* For the Pharaoh: figures lost, a unit routed when its last goes */
  ck_assert_int_eq (mu_game_get_tracks (pharaoh), MU_GAME_TRACKS_FIGURES);
  ck_assert_int_eq (mu_game_get_value (pharaoh), 230);
  play (pharaoh, MU_GAME_FIGURE, "u13");
  play (pharaoh, MU_GAME_FIGURE, "u13");
  ck_assert (mu_game_lookup (pharaoh, "u13")->lost);
  play (pharaoh, MU_GAME_LOSE, "u1");
  ck_assert_int_eq (mu_game_get_value_lost (pharaoh), 8);
  ck_assert_str_eq (refusal (pharaoh, MU_GAME_HIT, "u3"), "“Hit” does not apply to Household Spearmen");
  /* Phalanx: vignettes broken beside the break point, manpower lost */
  ck_assert_int_eq (mu_game_get_tracks (phalanx), MU_GAME_TRACKS_BREAK_POINT);
  ck_assert_int_eq (mu_game_get_break_point (phalanx), 3);
  play (phalanx, MU_GAME_LOSE, "u5");
  ck_assert_uint_eq (mu_game_count_lost (phalanx, MU_GAME_ELEMENT_UNIT), 1);
  ck_assert_int_eq (mu_game_get_value_lost (phalanx), 2000);
  ck_assert_int_eq (mu_game_get_value (phalanx), 15000);
  /* Hinds: units lost */
  ck_assert_int_eq (mu_game_get_tracks (hinds), MU_GAME_TRACKS_UNITS);
  play (hinds, MU_GAME_LOSE, "u2");
  ck_assert_uint_eq (mu_game_count_lost (hinds, MU_GAME_ELEMENT_UNIT), 1);
  ck_assert_int_eq (mu_game_get_medals (hinds), 0);
  ck_assert (!mu_game_is_lost (hinds));
}
END_TEST

int
main (void)
{
  Suite *suite = suite_create ("game");
  TCase *tc = tcase_create ("game");

  tcase_add_test (tc, test_sample_figures);
  tcase_add_test (tc, test_command_1_at_7);
  tcase_add_test (tc, test_command_2_at_7);
  tcase_add_test (tc, test_command_3_at_3);
  tcase_add_test (tc, test_last_medal);
  tcase_add_test (tc, test_generals_heroes_leaving);
  tcase_add_test (tc, test_ammunition);
  tcase_add_test (tc, test_undo_redo);
  tcase_add_test (tc, test_file_round_trip);
  tcase_add_test (tc, test_roster_changed);
  tcase_add_test (tc, test_off_table_reading);
  tcase_add_test (tc, test_demoralisation_reading);
  tcase_add_test (tc, test_bad_files);
  tcase_add_test (tc, test_other_rulesets);
  suite_add_tcase (suite, tc);
  return mu_test_run (suite);
}
