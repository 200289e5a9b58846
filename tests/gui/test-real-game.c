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
  suite_add_tcase (suite, tc);
  failed = mu_test_run (suite);
  mu_gui_test_finish (app);
  return failed;
}
