/* test-real-focus.c: where the keyboard focus goes in the builder under real
 * keys: Down from a command's heading into its rows, and one Tab stop for
 * each control of the army's page
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "mu-application.h"
#include "mu-command-card.h"
#include "mu-document.h"
#include "mu-gui-input.h"
#include "mu-gui-test.h"
#include "mu-test.h"
#include "mu-window.h"

static MuApplication *app;
static char *scratch;

/* An Ancient British army of two commands, the first of three rows. */
static const char two_commands[]
    = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" ruleset=\"tts\" list=\"ancient-british\" "
      "list-revision=\"1\">\n"
      "  <army name=\"Regni\" points-limit=\"130\"/>\n"
      "  <command name=\"Regni\">\n"
      "    <general name=\"Cogidubnus\" entry=\"generals\"/>\n"
      "    <unit id=\"u1\" entry=\"warriors\"/>\n"
      "    <unit id=\"u2\" entry=\"warriors\"/>\n"
      "  </command>\n"
      "  <command name=\"Atrebates\">\n"
      "    <general name=\"Verica\" entry=\"generals\"/>\n"
      "    <unit id=\"u3\" entry=\"warriors\"/>\n"
      "  </command>\n"
      "</roster>\n";

static MuWindow *
open_roster (void)
{
  g_autofree char *path = g_build_filename (scratch, "army.muster", NULL);

  ck_assert (g_file_set_contents (path, two_commands, -1, NULL));
  return mu_gui_test_open_window (app, path);
}

static void
close_window (MuWindow *window)
{
  mu_document_discard_autosave (mu_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}

static GtkWidget *
focus_of (MuWindow *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  ck_assert_ptr_nonnull (focus);
  return focus;
}

/* The name of the nearest widget holding the focus that has one of names,
 * or the focused widget's type when none has. */
static const char *
focus_owner (MuWindow *window, const char * const *names)
{
  GtkWidget *focus = focus_of (window);

  for (GtkWidget *w = focus; w != NULL; w = gtk_widget_get_parent (w))
    if (g_strv_contains (names, gtk_widget_get_name (w)))
      return gtk_widget_get_name (w);
  return G_OBJECT_TYPE_NAME (focus);
}

/* Down on a command's heading goes to the first of its rows. */
START_TEST (test_down_from_heading)
{
  MuWindow *window = open_roster ();
  GtkWidget *card = mu_gui_test_find_type (GTK_WIDGET (window), MU_TYPE_COMMAND_CARD);
  GtkWidget *header = mu_command_card_get_header (MU_COMMAND_CARD (card));
  GtkListBox *rows = mu_command_card_get_rows (MU_COMMAND_CARD (card));
  GtkWidget *first = GTK_WIDGET (gtk_list_box_get_row_at_index (rows, 0));

  ck_assert_int_eq (mu_command_card_get_command (MU_COMMAND_CARD (card)), 0);
  ck_assert_ptr_nonnull (first);
  mu_gui_input_click (header);
  mu_gui_input_settle (100);
  ck_assert_ptr_eq (focus_of (window), header);
  mu_gui_input_keys (GTK_WIDGET (window), "Down");
  ck_assert_msg (focus_of (window) == first, "Down went to a %s", G_OBJECT_TYPE_NAME (focus_of (window)));
  mu_gui_input_keys (GTK_WIDGET (window), "Down");
  ck_assert_ptr_eq (focus_of (window), gtk_list_box_get_row_at_index (rows, 1));
  close_window (window);
}
END_TEST

/* From the player's name, Tab goes to the points limit, the army date and
 * the first reading of the rules, one stop each: the rows around the spin
 * buttons take none. */
START_TEST (test_army_page_tab_stops)
{
  static const char * const names[] = { "player", "points-limit", "date", "detached-generals", NULL };
  MuWindow *window = open_roster ();
  GtkWidget *player;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-details", NULL);
  mu_gui_input_settle (100);
  player = mu_gui_test_find_named (GTK_WIDGET (window), "player");
  ck_assert_ptr_nonnull (player);
  ck_assert (gtk_widget_get_mapped (player));
  mu_gui_input_click (player);
  ck_assert_str_eq (focus_owner (window, names), "player");
  for (guint i = 1; names[i] != NULL; i++)
    {
      mu_gui_input_keys (GTK_WIDGET (window), "Tab");
      ck_assert_str_eq (focus_owner (window, names), names[i]);
    }
  close_window (window);
}
END_TEST

static Suite *
real_focus_suite (void)
{
  Suite *suite = suite_create ("real-focus");
  TCase *tcase = tcase_create ("focus");

  tcase_add_test (tcase, test_down_from_heading);
  tcase_add_test (tcase, test_army_page_tab_stops);
  suite_add_tcase (suite, tcase);
  return suite;
}

int
main (void)
{
  int status;

  app = mu_gui_test_start ();
  scratch = g_dir_make_tmp ("muster-real-XXXXXX", NULL);
  status = mu_test_run (real_focus_suite ());
  mu_gui_test_remove_tree (scratch);
  g_free (scratch);
  mu_gui_test_finish (app);
  return status;
}
