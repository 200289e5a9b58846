/* test-real-game.c: the sample army played in the game tracker by keys
 * alone, pressed through the X server: Command 1 demoralised at exactly
 * 7 victory points lost, then the army's last medal surrendered (To the
 * Strongest! v1.1, Losses, Demoralisation, Laurels to the Victor)
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "mu-application.h"
#include "mu-evaluation.h"
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-game-row.h"
#include "mu-game-window.h"
#include "mu-gui-input.h"
#include "mu-gui-test.h"
#include "mu-test.h"
#include "mu-window.h"

static MuApplication *app;
static char *dir;
static char *roster;

static MuGameWindow *
wait_game_window (void)
{
  for (guint i = 0; i < 100 && mu_gui_test_toplevel (MU_TYPE_GAME_WINDOW) == NULL; i++)
    mu_gui_input_settle (50);
  ck_assert_ptr_nonnull (mu_gui_test_toplevel (MU_TYPE_GAME_WINDOW));
  return MU_GAME_WINDOW (mu_gui_test_toplevel (MU_TYPE_GAME_WINDOW));
}

static int
medals_left (MuGameWindow *window)
{
  int medals = -1;

  g_object_get (window, "medals-left", &medals, NULL);
  return medals;
}

static const char *
shown (MuGameWindow *window, const char *name)
{
  return mu_gui_test_shown_text (GTK_WIDGET (window), name);
}

/* The row that has the keyboard: the element its keys change. */
static const char *
focused_row (MuGameWindow *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  ck_assert_msg (MU_IS_GAME_ROW (focus), "the focus is on a %s, not a row",
                 focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "(nothing)");
  return mu_game_row_get_element_id (MU_GAME_ROW (focus));
}

static void
keys (MuGameWindow *window, const char *pressed)
{
  mu_gui_input_keys (GTK_WIDGET (window), pressed);
}

/* Tab until a row has the keyboard: the first of Command 1, its general. */
static void
reach_first_row (MuGameWindow *window)
{
  for (guint i = 0; i < 6 && !MU_IS_GAME_ROW (gtk_root_get_focus (GTK_ROOT (window))); i++)
    keys (window, "Tab");
  ck_assert_str_eq (focused_row (window), "g1");
}

static void
lose_command_1 (MuGameWindow *window)
{
  keys (window, "Down Down Down Down Down");
  ck_assert_str_eq (focused_row (window), "u5");
  keys (window, "space");          /* the raw archers: one hit, 1 VP */
  keys (window, "Up space space"); /* Legionarii 4: 2 VP */
  keys (window, "Up space space"); /* Legionarii 3: 2 VP */
  ck_assert_str_eq (shown (window, "command-1"), "Command 1: 5 of 14 victory points lost; demoralised at 7.");
  ck_assert_int_eq (medals_left (window), 6);
  keys (window, "Up space"); /* Legionarii 2 disordered: nothing surrendered yet */
  ck_assert_str_eq (focused_row (window), "u2");
  ck_assert_int_eq (medals_left (window), 6);
  keys (window, "space");
  ck_assert_str_eq (shown (window, "command-1"), "Command 1: 7 of 14 victory points lost. Demoralised at 7: "
                                                 "cannot charge, −1 on all saves.");
  ck_assert_int_eq (medals_left (window), 4);
  ck_assert_str_eq (shown (window, "game-medals"), "4 of 11 victory medals left");
}

START_TEST (test_play_to_the_last_medal)
{
  MuWindow *builder = mu_gui_test_open_window (app, roster);
  MuGameWindow *window;
  g_autofree char *saved = NULL;
  g_autofree char *game_file = g_strconcat (roster, "-game", NULL);
  gboolean lost = FALSE;

  mu_gui_input_keys (GTK_WIDGET (builder), "F5");
  window = wait_game_window ();
  mu_gui_input_settle (300);
  ck_assert_str_eq (shown (window, "game-medals"), "11 of 11 victory medals left");
  ck_assert_str_eq (shown (window, "game-turn"), "Turn 1");
  reach_first_row (window);
  lose_command_1 (window);
  keys (window, "Up l"); /* Legionarii 1 lost at once: 9 lost */
  ck_assert_int_eq (medals_left (window), 2);
  keys (window, "Up k"); /* the general killed: the last 2 medals */
  ck_assert_str_eq (focused_row (window), "g1");
  ck_assert_int_eq (medals_left (window), 0);
  g_object_get (window, "lost", &lost, NULL);
  ck_assert (lost);
  ck_assert_str_eq (shown (window, "game-notice"),
                    "The army has surrendered its last victory medal: the battle is lost.");
  keys (window, "ctrl+z");
  ck_assert_int_eq (medals_left (window), 2);
  keys (window, "ctrl+shift+z ctrl+t");
  ck_assert_int_eq (medals_left (window), 0);
  ck_assert_str_eq (shown (window, "game-turn"), "Turn 2");
  ck_assert (g_file_get_contents (game_file, &saved, NULL, NULL));
  ck_assert (strstr (saved, "position=\"10\"") != NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (builder));
  mu_gui_test_drain ();
}
END_TEST

/* Muster started as a player starts it, "muster army.muster --play", on
 * this display. */
static GSubprocess *
start_muster (void)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  g_autoptr(GError) error = NULL;
  GSubprocess *process;

  g_subprocess_launcher_set_cwd (launcher, dir);
  g_subprocess_launcher_setenv (launcher, "MUSTER_LISTS_DIR", mu_test_lists_dir (), TRUE);
  process = g_subprocess_launcher_spawn (launcher, &error, g_getenv ("MUSTER_GUI"), "army.muster", "--play",
                                         NULL);
  g_assert_no_error (error);
  return process;
}

static gulong
wait_window (const char *title)
{
  for (guint i = 0; i < 600 && mu_gui_input_find_window (title) == 0; i++)
    mu_gui_input_settle (50);
  ck_assert_msg (mu_gui_input_find_window (title) != 0, "no window “%s”", title);
  return mu_gui_input_find_window (title);
}

/* The game file once it holds changes changes, waited for. */
static char *
wait_saved (const char *path, const char *changes)
{
  char *text = NULL;

  for (guint i = 0; i < 600; i++, mu_gui_input_settle (50))
    {
      g_clear_pointer (&text, g_free);
      if (g_file_get_contents (path, &text, NULL, NULL) && strstr (text, changes) != NULL)
        return text;
    }
  ck_abort_msg ("the game file never held %s: %s", changes, text != NULL ? text : "(none)");
  return NULL;
}

/* The offer to resume, once it is on screen to take keys. */
static AdwMessageDialog *
wait_dialog (void)
{
  GtkWindow *dialog = NULL;

  for (guint i = 0; i < 200; i++, mu_gui_input_settle (50))
    {
      dialog = mu_gui_test_toplevel (ADW_TYPE_MESSAGE_DIALOG);
      if (dialog != NULL && gtk_widget_get_mapped (GTK_WIDGET (dialog)))
        break;
    }
  ck_assert (dialog != NULL && gtk_widget_get_mapped (GTK_WIDGET (dialog)));
  return ADW_MESSAGE_DIALOG (dialog);
}

/* Muster killed in the middle of a game (SIGKILL: no chance to save) and
 * the roster opened again: the game resumes exactly where it was. */
START_TEST (test_killed_and_resumed)
{
  g_autoptr(GSubprocess) muster = start_muster ();
  g_autofree char *game_file = g_strconcat (roster, "-game", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  MuArmyList *list = NULL;
  g_autoptr(MuRoster) opened = NULL;
  MuGameWindow *window;
  MuGame *game;

  /* Marcus wounded, Legionarii 1 lost, the next turn */
  mu_gui_input_keys_to_window (wait_window ("Playing Roman Army of the North"),
                               "space Down space space ctrl+t");
  before = wait_saved (game_file, "position=\"4\"");
  g_subprocess_force_exit (muster);
  g_subprocess_wait (muster, NULL, NULL);
  opened = mu_library_open_roster (mu_application_get_library (app), roster, &list, NULL);
  evaluation = mu_evaluate (opened, list);
  window = mu_game_window_new (GTK_APPLICATION (app), evaluation, roster);
  gtk_window_present (GTK_WINDOW (window));
  ck_assert_str_eq (adw_message_dialog_get_body (wait_dialog ()),
                    "A game of this army was saved at turn 2, after 4 changes.");
  mu_gui_input_keys (GTK_WIDGET (wait_dialog ()), "Return");
  for (guint i = 0; i < 200 && mu_game_window_get_game (window) == NULL; i++)
    mu_gui_input_settle (50);
  game = mu_game_window_get_game (window);
  ck_assert_ptr_nonnull (game);
  after = mu_game_to_xml (game, NULL);
  ck_assert_str_eq (after, before);
  ck_assert_int_eq (mu_game_get_turn (game), 2);
  ck_assert_int_eq (mu_game_lookup (game, "g1")->wounds, 1);
  ck_assert (mu_game_lookup (game, "u1")->lost);
  ck_assert_int_eq (medals_left (window), 9);
  ck_assert_str_eq (shown (window, "game-turn"), "Turn 2");
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

/* A roster edited after its game began: the offer to resume says so, and
 * "New Game" (Left from "Resume", then Enter) begins again, keeping the old game
 * beside it as FILE~. */
START_TEST (test_roster_edited_new_game)
{
  g_autofree char *game_file = g_strconcat (roster, "-game", NULL);
  g_autofree char *kept = g_strconcat (game_file, "~", NULL);
  g_autofree char *text = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  g_autoptr(MuRoster) opened = NULL;
  MuArmyList *list = NULL;
  MuGameWindow *window;
  const char *saved = "<?xml version=\"1.0\"?>\n<game xmlns=\"urn:io.github.muster:1\" format=\"1\" "
                      "ruleset=\"tts\" roster=\"army.muster\" roster-hash=\"0123\">\n"
                      "  <event kind=\"lose\" target=\"u1\"/>\n</game>\n";

  ck_assert (g_file_set_contents (game_file, saved, -1, NULL));
  opened = mu_library_open_roster (mu_application_get_library (app), roster, &list, NULL);
  evaluation = mu_evaluate (opened, list);
  window = mu_game_window_new (GTK_APPLICATION (app), evaluation, roster);
  gtk_window_present (GTK_WINDOW (window));
  ck_assert_str_eq (adw_message_dialog_get_body (wait_dialog ()),
                    "A game of this army was saved at turn 1, after 1 change. "
                    "The roster was edited after the game began.");
  mu_gui_input_keys (GTK_WIDGET (wait_dialog ()), "Left Return");
  for (guint i = 0; i < 200 && mu_game_window_get_game (window) == NULL; i++)
    mu_gui_input_settle (50);
  ck_assert_ptr_nonnull (mu_game_window_get_game (window));
  ck_assert_int_eq (medals_left (window), 11);
  ck_assert_uint_eq (mu_game_get_position (mu_game_window_get_game (window)), 0);
  ck_assert (g_file_get_contents (kept, &text, NULL, NULL));
  ck_assert_str_eq (text, saved);
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

static void
setup (void)
{
  g_autofree char *text = NULL;
  g_autofree char *source
      = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);

  dir = g_dir_make_tmp ("muster-game-XXXXXX", NULL);
  roster = g_build_filename (dir, "army.muster", NULL);
  ck_assert (g_file_get_contents (source, &text, NULL, NULL));
  ck_assert (g_file_set_contents (roster, text, -1, NULL));
}

static void
teardown (void)
{
  mu_gui_test_remove_tree (dir);
  g_clear_pointer (&dir, g_free);
  g_clear_pointer (&roster, g_free);
}

int
main (void)
{
  Suite *suite = suite_create ("real-game");
  TCase *tc = tcase_create ("real-game");
  int failed;

  app = mu_gui_test_start ();
  tcase_add_checked_fixture (tc, setup, teardown);
  tcase_add_test (tc, test_play_to_the_last_medal);
  tcase_add_test (tc, test_killed_and_resumed);
  tcase_add_test (tc, test_roster_edited_new_game);
  suite_add_tcase (suite, tc);
  failed = mu_test_run (suite);
  mu_gui_test_finish (app);
  return failed;
}
