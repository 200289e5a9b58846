/* test-real-code.c: an opponent's code checked with a player's keys,
 * pressed through the X server
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "mu-application.h"
#include "mu-document.h"
#include "mu-gui-input.h"
#include "mu-gui-test.h"
#include "mu-library-view.h"
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-share-code.h"
#include "mu-test.h"
#include "mu-window.h"

static MuApplication *app;

/* The message dialog on screen other than old, or NULL. */
static AdwMessageDialog *
find_dialog (AdwMessageDialog *old)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel) && gtk_widget_get_mapped (GTK_WIDGET (toplevel))
          && (gpointer) toplevel != (gpointer) old)
        return ADW_MESSAGE_DIALOG (toplevel);
    }
  return NULL;
}

static MuWindow *shown_window (void);

/* The dialog shown after old, waited for a few seconds on a busy machine. */
static AdwMessageDialog *
wait_dialog (AdwMessageDialog *old)
{
  for (guint i = 0; i < 100 && find_dialog (old) == NULL; i++)
    mu_gui_input_settle (50);
  ck_assert_ptr_nonnull (find_dialog (old));
  return find_dialog (old);
}

static char *
sample_code (void)
{
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
  MuArmyList *list = NULL;
  g_autoptr(MuRoster) roster = mu_library_open_roster (mu_application_get_library (app), path, &list, NULL);

  return mu_share_code_encode (roster, list);
}

/* A slip in group 2, typed and checked by keys: the dialog comes back with
 * the code as typed, group 2 selected and named, and a message about the
 * slip; the five letters typed next replace the group, and Enter opens the
 * army. */
START_TEST (test_slip_selected)
{
  g_autofree char *code = sample_code ();
  g_autofree char *slip = g_strdup (code);
  g_autofree char *group = g_strndup (code + 6, 5);
  MuWindow *window;
  AdwMessageDialog *dialog;
  GtkWidget *entry;
  int start = 0, end = 0;

  slip[7] = slip[7] == 'A' ? 'B' : 'A';
  window = shown_window ();
  mu_gui_input_keys (GTK_WIDGET (window), "F10 h");
  dialog = wait_dialog (NULL);
  mu_gui_input_type (GTK_WIDGET (dialog), slip);
  mu_gui_input_keys (GTK_WIDGET (dialog), "Return");
  dialog = wait_dialog (dialog);
  entry = mu_gui_test_find_named (GTK_WIDGET (dialog), "code-entry");
  ck_assert_str_eq (gtk_editable_get_text (GTK_EDITABLE (entry)), slip);
  ck_assert (gtk_editable_get_selection_bounds (GTK_EDITABLE (entry), &start, &end));
  ck_assert_int_eq (start, 6);
  ck_assert_int_eq (end, 11);
  ck_assert_str_eq (mu_gui_test_shown_text (GTK_WIDGET (dialog), "code-error"),
                    "A slip in the code: group 2 is wrong: check it against the sheet");
  ck_assert_str_eq (mu_gui_test_shown_text (GTK_WIDGET (dialog), "code-group"), "Group 2: RANXW");
  ck_assert_ptr_null (mu_window_get_document (window));

  mu_gui_input_type (GTK_WIDGET (dialog), group);
  ck_assert_str_eq (gtk_editable_get_text (GTK_EDITABLE (entry)), code);
  mu_gui_input_keys (GTK_WIDGET (dialog), "Return");
  for (guint i = 0; i < 100 && mu_window_get_document (window) == NULL; i++)
    mu_gui_input_settle (50);
  ck_assert_ptr_nonnull (mu_window_get_document (window));
  ck_assert (mu_document_is_read_only (mu_window_get_document (window)));
  ck_assert_str_eq (mu_gui_test_shown_text (GTK_WIDGET (window), "points"), "133 of 133");
  ck_assert_uint_eq (mu_gui_input_actions (), 6);
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

/* The file dialog on screen, waited for. */
static GtkFileChooser *
wait_chooser (void)
{
  for (guint i = 0; i < 100; i++)
    {
      GListModel *toplevels = gtk_window_get_toplevels ();

      for (guint j = 0; j < g_list_model_get_n_items (toplevels); j++)
        {
          g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, j);

          if (GTK_IS_FILE_CHOOSER (toplevel) && gtk_widget_get_mapped (GTK_WIDGET (toplevel)))
            return GTK_FILE_CHOOSER (toplevel);
        }
      mu_gui_input_settle (50);
    }
  ck_abort_msg ("no file dialog");
  return NULL;
}

static MuWindow *
shown_window (void)
{
  MuWindow *window = mu_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (GTK_WIDGET (window)))
    mu_gui_input_settle (50);
  mu_gui_input_settle (300);
  return window;
}

/* A roster checked from a folder by Ctrl+Shift+O and its path typed: the
 * next file dialog, from another window's library, opens in that folder. */
START_TEST (test_chooser_opens_in_last_folder)
{
  g_autofree char *sample
      = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
  g_autofree char *dir = g_dir_make_tmp ("muster-folder-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (dir, "opponent.muster", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GFile) expected = g_file_new_for_path (dir);
  MuWindow *window = shown_window ();
  MuWindow *other;
  GtkFileChooser *chooser;

  ck_assert (g_file_get_contents (sample, &text, NULL, NULL));
  ck_assert (g_file_set_contents (copy, text, -1, NULL));
  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+shift+o");
  chooser = wait_chooser ();
  mu_gui_input_type (GTK_WIDGET (chooser), copy);
  mu_gui_input_keys (GTK_WIDGET (chooser), "Return");
  for (guint i = 0; i < 100 && mu_window_get_document (window) == NULL; i++)
    mu_gui_input_settle (50);
  ck_assert_ptr_nonnull (mu_window_get_document (window));
  ck_assert (mu_document_is_read_only (mu_window_get_document (window)));

  other = shown_window ();
  mu_gui_input_keys (GTK_WIDGET (other), "ctrl+shift+o");
  chooser = wait_chooser ();
  folder = gtk_file_chooser_get_current_folder (chooser);
  ck_assert_ptr_nonnull (folder);
  ck_assert_msg (g_file_equal (folder, expected), "opened in %s", g_file_peek_path (folder));
  mu_gui_input_keys (GTK_WIDGET (chooser), "Escape");
  gtk_window_destroy (GTK_WINDOW (other));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
  mu_gui_test_remove_tree (dir);
}
END_TEST

/* Whether a file dialog is on screen. */
static gboolean
chooser_shown (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint j = 0; j < g_list_model_get_n_items (toplevels); j++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, j);

      if (GTK_IS_FILE_CHOOSER (toplevel) && gtk_widget_get_mapped (GTK_WIDGET (toplevel)))
        return TRUE;
    }
  return FALSE;
}

/* Save As… (Ctrl+Shift+S) with a name typed without its suffix saves
 * NAME.muster there and the roster is that file now; the next dialog opens
 * in its folder, and Escape in it leaves the roster as it was. */
START_TEST (test_save_as_typed_name)
{
  g_autofree char *sample
      = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
  g_autofree char *dir = g_dir_make_tmp ("muster-save-as-XXXXXX", NULL);
  g_autofree char *typed = g_build_filename (dir, "mine", NULL);
  g_autofree char *saved = g_build_filename (dir, "mine.muster", NULL);
  g_autoptr(GFile) expected = g_file_new_for_path (dir);
  g_autoptr(GFile) folder = NULL;
  MuWindow *window = mu_gui_test_open_window (app, sample);
  GtkFileChooser *chooser;

  while (!gtk_widget_get_mapped (GTK_WIDGET (window)))
    mu_gui_input_settle (50);
  mu_gui_input_settle (300);
  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+shift+s");
  chooser = wait_chooser ();
  mu_gui_input_keys (GTK_WIDGET (chooser), "ctrl+a");
  mu_gui_input_type (GTK_WIDGET (chooser), typed);
  mu_gui_input_keys (GTK_WIDGET (chooser), "Return");
  for (guint i = 0; i < 100 && !g_file_test (saved, G_FILE_TEST_EXISTS); i++)
    mu_gui_input_settle (50);
  ck_assert_msg (g_file_test (saved, G_FILE_TEST_EXISTS), "nothing saved at %s", saved);
  ck_assert_str_eq (mu_document_get_path (mu_window_get_document (window)), saved);
  ck_assert (!mu_document_is_modified (mu_window_get_document (window)));

  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+o");
  chooser = wait_chooser ();
  folder = gtk_file_chooser_get_current_folder (chooser);
  ck_assert_ptr_nonnull (folder);
  ck_assert_msg (g_file_equal (folder, expected), "opened in %s", g_file_peek_path (folder));
  mu_gui_input_keys (GTK_WIDGET (chooser), "Escape");
  for (guint i = 0; i < 100 && chooser_shown (); i++)
    mu_gui_input_settle (50);
  ck_assert (!chooser_shown ());
  ck_assert_str_eq (mu_document_get_path (mu_window_get_document (window)), saved);
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
  mu_gui_test_remove_tree (dir);
}
END_TEST

/* Whether a toast is on screen below widget. */
static gboolean
toast_shown (GtkWidget *widget)
{
  if (g_str_equal (G_OBJECT_TYPE_NAME (widget), "AdwToastWidget") && gtk_widget_get_mapped (widget))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (toast_shown (child))
      return TRUE;
  return FALSE;
}

/* Undo says "Undone" over the roster; Ctrl+N at once, back to the
 * library, takes the toast away with the roster. */
START_TEST (test_undone_stays_with_the_roster)
{
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
  MuWindow *window = mu_gui_test_open_window (app, path);

  while (!gtk_widget_get_mapped (GTK_WIDGET (window)))
    mu_gui_input_settle (50);
  mu_gui_input_settle (300);
  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+f");
  mu_gui_input_type (GTK_WIDGET (window), "legionarii");
  mu_gui_input_keys (GTK_WIDGET (window), "Return");
  mu_gui_input_click (mu_gui_test_find_action_button (GTK_WIDGET (window), "win.undo"));
  for (guint i = 0; i < 100 && !toast_shown (GTK_WIDGET (window)); i++)
    mu_gui_input_settle (50);
  ck_assert (toast_shown (GTK_WIDGET (window)));
  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+n");
  ck_assert_ptr_null (find_dialog (NULL));
  ck_assert_str_eq (gtk_stack_get_visible_child_name (GTK_STACK (gtk_widget_get_parent (
                        mu_gui_test_find_type (GTK_WIDGET (window), MU_TYPE_LIBRARY_VIEW)))),
                    "library");
  /* the toast leaves by its own animation, well before its 3 s are out */
  for (guint i = 0; i < 16 && toast_shown (GTK_WIDGET (window)); i++)
    mu_gui_input_settle (50);
  ck_assert (!toast_shown (GTK_WIDGET (window)));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

/* A 130-point British army gets a Roman contingent from the menu by keys
 * and a click: a toast offers the 200 points the book suggests for allied
 * games, and its button raises the limit. */
START_TEST (test_ally_offers_points)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-ally-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "iceni.muster", NULL);
  const char *xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                    "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" ruleset=\"tts\" "
                    "list=\"ancient-british\" list-revision=\"1\">\n"
                    "  <army name=\"Iceni\" points-limit=\"130\"/>\n"
                    "  <option id=\"date\" value=\"43\"/>\n"
                    "  <command name=\"Iceni\"><general name=\"Boudica\" entry=\"generals\"/></command>\n"
                    "</roster>\n";
  MuWindow *window;
  AdwMessageDialog *dialog;
  MuRoster *roster;
  GtkWidget *raise = NULL;
  const char *detail;

  ck_assert (g_file_set_contents (path, xml, -1, NULL));
  window = mu_gui_test_open_window (app, path);
  while (!gtk_widget_get_mapped (GTK_WIDGET (window)))
    mu_gui_input_settle (50);
  mu_gui_input_settle (300);
  mu_gui_input_reset_actions ();
  mu_gui_input_keys (GTK_WIDGET (window), "F10 g");
  dialog = wait_dialog (NULL);
  mu_gui_input_click (mu_gui_test_find_button_labelled (GTK_WIDGET (dialog), "Principate Romans"));
  roster = mu_document_get_roster (mu_window_get_document (window));
  for (guint i = 0; i < 100 && raise == NULL; i++, mu_gui_input_settle (50))
    raise = mu_gui_test_find_button_labelled (GTK_WIDGET (window), "Raise to 200");
  ck_assert_ptr_nonnull (raise);
  ck_assert_uint_eq (mu_roster_count_contingents (roster), 2);
  ck_assert_int_eq (mu_roster_get_points_limit (roster), 130);
  mu_gui_input_click (raise);
  roster = mu_document_get_roster (mu_window_get_document (window));
  ck_assert_int_eq (mu_roster_get_points_limit (roster), 200);
  ck_assert_uint_eq (mu_gui_input_actions (), 4);
  /* the ally's heading: its share of the army and what it may reach under
   * the chosen reading (v1.1 divides no points) */
  detail = gtk_label_get_text (
      g_object_get_data (G_OBJECT (mu_gui_test_find_named (GTK_WIDGET (window), "contingent-1")), "detail"));
  ck_assert_msg (strstr (detail, "of the army") != NULL
                     && strstr (detail, "any share (v1.1 divides no points)"),
                 "the ally's heading says “%s”", detail);
  mu_document_discard_autosave (mu_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
  mu_gui_test_remove_tree (dir);
}
END_TEST

static Suite *
real_code_suite (void)
{
  Suite *suite = suite_create ("real-code");
  TCase *tcase = tcase_create ("code");

  tcase_add_test (tcase, test_slip_selected);
  tcase_add_test (tcase, test_chooser_opens_in_last_folder);
  tcase_add_test (tcase, test_save_as_typed_name);
  tcase_add_test (tcase, test_undone_stays_with_the_roster);
  tcase_add_test (tcase, test_ally_offers_points);
  suite_add_tcase (suite, tcase);
  return suite;
}

int
main (void)
{
  int status;

  /* as the application's own argv gives it: the file dialog records what
   * it opened under this name */
  g_set_prgname ("muster");
  app = mu_gui_test_start ();
  status = mu_test_run (real_code_suite ());
  mu_gui_test_finish (app);
  return status;
}
