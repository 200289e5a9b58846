/* test-keyboard.c: the window under Xvfb as a keyboard user and a screen
 * reader meet it: the back button asks before unsaved changes are lost, Tab
 * is not trapped by the figures, F6 moves between panes, undo names the edit,
 * Export PDF has its key, file dialogs open in the roster's folder, and the
 * library cites its books without source notes
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "mu-application.h"
#include "mu-document.h"
#include "mu-gui-test.h"
#include "mu-library-view.h"
#include "mu-roster.h"
#include "mu-test.h"
#include "mu-window.h"

static MuApplication *app;

static char *
sample_path (void)
{
  return g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
}

static MuWindow *
open_sample (void)
{
  MuWindow *window = mu_window_new (app);
  g_autofree char *path = sample_path ();
  g_autoptr(GFile) file = g_file_new_for_path (path);

  gtk_window_present (GTK_WINDOW (window));
  ck_assert (mu_window_open_file (window, file, FALSE));
  mu_gui_test_drain ();
  return window;
}

static void
close_window (MuWindow *window)
{
  if (mu_window_get_document (window) != NULL)
    mu_document_discard_autosave (mu_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}

static AdwMessageDialog *
shown_message (void)
{
  return ADW_MESSAGE_DIALOG (mu_gui_test_toplevel (ADW_TYPE_MESSAGE_DIALOG));
}

static gboolean
on_library (MuWindow *window)
{
  GtkWidget *library = mu_gui_test_find_type (GTK_WIDGET (window), MU_TYPE_LIBRARY_VIEW);
  GtkWidget *stack = gtk_widget_get_parent (library);

  return gtk_stack_get_visible_child (GTK_STACK (stack)) == library;
}

/* Back to the library with an unsaved edit asks; Cancel keeps the builder
 * and the edit, Discard closes the roster. */
START_TEST (test_back_asks_before_losing_edits)
{
  MuWindow *window = open_sample ();
  MuDocument *document = mu_window_get_document (window);
  AdwMessageDialog *dialog;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-command", NULL);
  mu_gui_test_drain ();
  ck_assert (mu_document_is_modified (document));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-army", NULL);
  mu_gui_test_drain ();
  dialog = shown_message ();
  ck_assert_msg (dialog != NULL, "the back button left unsaved changes without asking");
  ck_assert_str_eq (adw_message_dialog_get_heading (dialog), "Save Changes?");
  ck_assert (adw_message_dialog_has_response (dialog, "save"));
  adw_message_dialog_response (dialog, "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));
  mu_gui_test_drain ();
  ck_assert (!on_library (window));
  ck_assert_ptr_eq (mu_window_get_document (window), document);
  ck_assert (mu_document_is_modified (document));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-army", NULL);
  mu_gui_test_drain ();
  dialog = shown_message ();
  ck_assert_ptr_nonnull (dialog);
  adw_message_dialog_response (dialog, "discard");
  gtk_window_destroy (GTK_WINDOW (dialog));
  mu_gui_test_drain ();
  ck_assert (on_library (window));
  ck_assert_ptr_null (mu_window_get_document (window));
  close_window (window);
}
END_TEST

/* A roster without unsaved changes goes back at once, and stays open. */
START_TEST (test_back_without_edits)
{
  MuWindow *window = open_sample ();

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-army", NULL);
  mu_gui_test_drain ();
  ck_assert_ptr_null (shown_message ());
  ck_assert (on_library (window));
  ck_assert_ptr_nonnull (mu_window_get_document (window));
  close_window (window);
}
END_TEST

static GtkWidget *
focus_of (MuWindow *window)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

static gboolean
inside (GtkWidget *widget, GtkWidget *ancestor)
{
  return widget != NULL && (widget == ancestor || gtk_widget_is_ancestor (widget, ancestor));
}

/* Tab from the verdict goes on into the list's rows: the figures bar does
 * not hold it (GTK 4.8's flow box did, its children taking no focus). */
START_TEST (test_tab_passes_the_figures)
{
  MuWindow *window = open_sample ();
  GtkWidget *verdict = mu_gui_test_find_named (GTK_WIDGET (window), "verdict");
  GtkWidget *filter = mu_gui_test_find_named (GTK_WIDGET (window), "row-filter");
  GtkWidget *flow = mu_gui_test_find_type (GTK_WIDGET (window), GTK_TYPE_FLOW_BOX);
  gboolean reached_filter = FALSE;
  GtkWidget *header_button = NULL;

  ck_assert_ptr_nonnull (verdict);
  ck_assert_ptr_nonnull (flow);
  /* from the last button of the header, forwards */
  header_button = mu_gui_test_find_type (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON);
  ck_assert (gtk_widget_grab_focus (header_button));
  for (int i = 0; i < 12 && !reached_filter; i++)
    {
      gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
      ck_assert_msg (!inside (focus_of (window), flow), "Tab stopped in the figures");
      reached_filter = inside (focus_of (window), filter);
    }
  ck_assert_msg (reached_filter, "Tab never left the summary bar for the list's rows");
  /* and back again */
  for (int i = 0; i < 12 && focus_of (window) != verdict; i++)
    gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_BACKWARD);
  ck_assert_ptr_eq (focus_of (window), verdict);
  close_window (window);
}
END_TEST

static GtkWidget *
named_pane (MuWindow *window, const char *kind)
{
  GtkWidget *widget = mu_gui_test_find_named (GTK_WIDGET (window), kind);

  ck_assert_msg (widget != NULL, "no widget named %s", kind);
  return widget;
}

/* F6 (and Ctrl+Tab) visit the panes in a fixed order and come round again. */
START_TEST (test_f6_moves_between_panes)
{
  MuWindow *window = open_sample ();
  g_auto(GStrv) next = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.next-pane");
  g_auto(GStrv) previous
          = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.previous-pane");
  GtkWidget *verdict = named_pane (window, "verdict");
  GtkWidget *filter = named_pane (window, "row-filter");
  GtkWidget *issues = named_pane (window, "issues");

  ck_assert_str_eq (next[0], "F6");
  ck_assert_str_eq (next[1], "<Control>Tab");
  ck_assert_str_eq (previous[0], "<Shift>F6");
  gtk_widget_grab_focus (verdict);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-pane", NULL);
  ck_assert_msg (inside (focus_of (window), gtk_widget_get_parent (gtk_widget_get_parent (filter)))
                     || inside (focus_of (window), filter),
                 "F6 from the summary did not go to the list's rows");
  /* list's rows → army → issues */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-pane", NULL);
  ck_assert (!inside (focus_of (window), filter));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-pane", NULL);
  ck_assert_msg (inside (focus_of (window), issues), "the third F6 did not reach the issues");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.previous-pane", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.previous-pane", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.previous-pane", NULL);
  ck_assert_ptr_eq (focus_of (window), verdict);
  close_window (window);
}
END_TEST

/* The button that activates action, under widget. */
static GtkWidget *
find_actionable (GtkWidget *widget, const char *action)
{
  if (GTK_IS_ACTIONABLE (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_actionable (child, action);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Undo and redo say which edit they undo, in their tooltips (and names). */
START_TEST (test_undo_names_the_edit)
{
  MuWindow *window = open_sample ();
  MuDocument *document = mu_window_get_document (window);
  GtkWidget *undo = find_actionable (GTK_WIDGET (window), "win.undo");
  GtkWidget *redo = find_actionable (GTK_WIDGET (window), "win.redo");

  ck_assert_ptr_nonnull (undo);
  ck_assert_ptr_nonnull (redo);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-unit", "s", "legionarii");
  mu_gui_test_drain ();
  ck_assert_str_eq (mu_document_get_undo_label (document), "Add Legionarii");
  ck_assert_int_eq (mu_document_get_selection (document)->kind, MU_PLACE_UNIT);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.remove", NULL);
  mu_gui_test_drain ();
  ck_assert_str_eq (mu_document_get_undo_label (document), "Remove Legionarii");
  ck_assert_str_eq (gtk_widget_get_tooltip_text (undo), "Undo Remove Legionarii (Ctrl+Z)");
  ck_assert_ptr_null (mu_document_get_redo_label (document));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  mu_gui_test_drain ();
  ck_assert_str_eq (mu_document_get_undo_label (document), "Add Legionarii");
  ck_assert_str_eq (mu_document_get_redo_label (document), "Remove Legionarii");
  ck_assert_str_eq (gtk_widget_get_tooltip_text (undo), "Undo Add Legionarii (Ctrl+Z)");
  ck_assert_str_eq (gtk_widget_get_tooltip_text (redo), "Redo Remove Legionarii (Ctrl+Shift+Z)");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  mu_gui_test_drain ();
  ck_assert_str_eq (mu_document_get_undo_label (document), "Remove Legionarii");
  close_window (window);
}
END_TEST

/* Ctrl+E exports the sheet; its dialog opens in the roster's folder. */
START_TEST (test_export_key_and_folder)
{
  MuWindow *window = open_sample ();
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.export-pdf");
  g_autofree char *path = sample_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  GtkWindow *chooser;
  g_autoptr(GFile) folder = NULL;
  g_autofree char *folder_path = NULL;
  g_autofree char *cwd = g_get_current_dir ();

  ck_assert_ptr_nonnull (accels[0]);
  ck_assert_str_eq (accels[0], "<Control>e");
  ck_assert_str_ne (cwd, dir);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.export-pdf", NULL);
  mu_gui_test_drain ();
  chooser = mu_gui_test_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  ck_assert_msg (chooser != NULL, "Export PDF showed no file chooser");
  folder = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (chooser));
  ck_assert_ptr_nonnull (folder);
  folder_path = g_file_get_path (folder);
  ck_assert_str_eq (folder_path, dir);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  mu_gui_test_drain ();
  close_window (window);
}
END_TEST

/* The library's rows cite their book by name and section: no line numbers
 * of a text extraction, no misprints of the book's own. */
START_TEST (test_library_subtitles)
{
  MuWindow *window = mu_window_new (app);
  g_autoptr(GRegex) note = g_regex_new ("\\(L[0-9]+", 0, 0, NULL);
  GtkWidget *stack[512];
  int depth = 0;
  guint rows = 0;

  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  stack[depth++] = GTK_WIDGET (window);
  while (depth > 0)
    {
      GtkWidget *w = stack[--depth];

      if (ADW_IS_ACTION_ROW (w) && adw_action_row_get_subtitle (ADW_ACTION_ROW (w)) != NULL)
        {
          const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (w));

          ck_assert_msg (!g_regex_match (note, subtitle, 0, NULL), "a source note in “%s”", subtitle);
          ck_assert_msg (strstr (subtitle, "Summner") == NULL, "a misprint in “%s”", subtitle);
          rows++;
        }
      for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL && depth < 512;
           c = gtk_widget_get_next_sibling (c))
        stack[depth++] = c;
    }
  ck_assert_uint_ge (rows, 7);
  close_window (window);
}
END_TEST

static Suite *
keyboard_suite (void)
{
  Suite *suite = suite_create ("keyboard");
  TCase *tcase = tcase_create ("keyboard");

  tcase_add_test (tcase, test_back_asks_before_losing_edits);
  tcase_add_test (tcase, test_back_without_edits);
  tcase_add_test (tcase, test_tab_passes_the_figures);
  tcase_add_test (tcase, test_f6_moves_between_panes);
  tcase_add_test (tcase, test_undo_names_the_edit);
  tcase_add_test (tcase, test_export_key_and_folder);
  tcase_add_test (tcase, test_library_subtitles);
  suite_add_tcase (suite, tcase);
  return suite;
}

int
main (void)
{
  int status;

  app = mu_gui_test_start ();
  status = mu_test_run (keyboard_suite ());
  mu_gui_test_finish (app);
  return status;
}
