/* test-window.c: the real window, under Xvfb: figures shown, an issue after
 * an edit beyond a limit, undo, save and reopen, and check mode
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "mu-application.h"
#include "mu-army-page.h"
#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-document.h"
#include "mu-general.h"
#include "mu-gui-test.h"
#include "mu-inspector.h"
#include "mu-library.h"
#include "mu-library-view.h"
#include "mu-new-army-dialog.h"
#include "mu-roster.h"
#include "mu-rulesets.h"
#include "mu-share-code.h"
#include "mu-test.h"
#include "mu-unit.h"
#include "mu-window.h"
#include "mu-wrap-layout.h"

static MuApplication *app;

static const char *
shown_text (MuWindow *window, const char *name)
{
  return mu_gui_test_shown_text (GTK_WIDGET (window), name);
}

/* The messages of the issues panel, one per line. */
static char *
shown_issues (MuWindow *window)
{
  GtkWidget *list = mu_gui_test_find_named (GTK_WIDGET (window), "issues");
  GString *text = g_string_new (NULL);

  ck_assert_ptr_nonnull (list);
  for (int i = 0;; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), i);
      GtkWidget *message;

      if (row == NULL)
        break;
      message = mu_gui_test_find_named (GTK_WIDGET (row), "issue-message");
      g_string_append_printf (text, "%s\n", gtk_label_get_text (GTK_LABEL (message)));
    }
  return g_string_free (text, FALSE);
}

static MuWindow *
open_window (const char *path, gboolean read_only)
{
  MuWindow *window = mu_window_new (app);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  gtk_window_present (GTK_WINDOW (window));
  ck_assert (mu_window_open_file (window, file, read_only));
  mu_gui_test_drain ();
  return window;
}

static char *
sample_path (void)
{
  return g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
}

static void
close_window (MuWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}

START_TEST (test_sample_figures)
{
  g_autofree char *path = sample_path ();
  MuWindow *window = open_window (path, FALSE);
  g_autofree char *issues = shown_issues (window);

  ck_assert_str_eq (shown_text (window, "points"), "133 of 133");
  ck_assert_str_eq (shown_text (window, "figure:victory_points"), "34");
  ck_assert_str_eq (shown_text (window, "figure:victory_medals"), "11");
  ck_assert_str_eq (shown_text (window, "verdict"), "Illegal: 2 errors");
  ck_assert_str_eq (issues,
                    "Auxiliarii: 2 taken, the list needs 3–6. Add 1.\n"
                    "Symmachiarii: the list does not offer this unit as Light infantry, bow/sling, raw. "
                    "Choose a row or upgrade the list offers, or remove the unit.\n");
  ck_assert_str_eq (gtk_window_get_title (GTK_WINDOW (window)), "Roman Army of the North");
  close_window (window);
}
END_TEST

/* Activating an issue shows what it concerns: the unit, or the list's rows. */
START_TEST (test_issue_activation)
{
  g_autofree char *path = sample_path ();
  MuWindow *window = open_window (path, FALSE);
  MuDocument *document = mu_window_get_document (window);
  GtkWidget *issues = mu_gui_test_find_named (GTK_WIDGET (window), "issues");
  const MuPlace *sel = mu_document_get_selection (document);
  GtkRoot *root = GTK_ROOT (window);
  GtkWidget *focus;

  g_signal_emit_by_name (issues, "row-activated", gtk_list_box_get_row_at_index (GTK_LIST_BOX (issues), 1));
  mu_gui_test_drain ();
  ck_assert_int_eq (sel->kind, MU_PLACE_UNIT);
  ck_assert_str_eq (sel->unit_id, "u5");
  g_signal_emit_by_name (issues, "row-activated", gtk_list_box_get_row_at_index (GTK_LIST_BOX (issues), 0));
  mu_gui_test_drain ();
  /* too few of a row: that row of the list's, focused for Enter to add one */
  focus = gtk_root_get_focus (root);
  ck_assert (GTK_IS_LIST_BOX_ROW (focus));
  ck_assert_str_eq (gtk_widget_get_name (focus), "auxiliarii");
  close_window (window);
}
END_TEST

START_TEST (test_limit_issue_and_undo)
{
  g_autofree char *path = sample_path ();
  MuWindow *window = open_window (path, FALSE);
  MuDocument *document = mu_window_get_document (window);
  g_autofree char *issues = NULL;

  mu_document_select (document, &MU_PLACE_OF_COMMAND (2));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-unit", "s", "equites-alares");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-unit", "s", "equites-alares");
  mu_gui_test_drain ();
  ck_assert_str_eq (shown_text (window, "points"), "155 of 133");
  ck_assert_str_eq (shown_text (window, "figure:victory_points"), "38");
  ck_assert_str_eq (shown_text (window, "verdict"), "Illegal: 4 errors");
  issues = shown_issues (window);
  ck_assert_str_eq (issues,
                    "Equites Alares: 4 taken, the list allows 1–3. Remove 1.\n"
                    "Auxiliarii: 2 taken, the list needs 3–6. Add 1.\n"
                    "Symmachiarii: the list does not offer this unit as Light infantry, bow/sling, raw. "
                    "Choose a row or upgrade the list offers, or remove the unit.\n"
                    "The army costs 155 points; the limit is 133. Remove 22 points.\n");
  ck_assert (mu_document_is_modified (document));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  mu_gui_test_drain ();
  ck_assert_str_eq (shown_text (window, "points"), "144 of 133");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  mu_gui_test_drain ();
  ck_assert_str_eq (shown_text (window, "points"), "133 of 133");
  ck_assert_str_eq (shown_text (window, "figure:victory_points"), "34");
  ck_assert_str_eq (shown_text (window, "verdict"), "Illegal: 2 errors");
  ck_assert (!mu_document_is_modified (document));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  mu_gui_test_drain ();
  ck_assert_str_eq (shown_text (window, "points"), "144 of 133");
  close_window (window);
}
END_TEST

/* The row of the issue that shows a message, or NULL. */
static GtkWidget *
issue_row_showing (MuWindow *window, const char *prefix)
{
  GtkWidget *list = mu_gui_test_find_named (GTK_WIDGET (window), "issues");
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), i)) != NULL; i++)
    {
      GtkWidget *message = mu_gui_test_find_named (GTK_WIDGET (row), "issue-message");

      if (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (message)), prefix))
        return GTK_WIDGET (row);
    }
  return NULL;
}

/* An issue keeps its row while it lasts, wherever others come or go, so
 * its texts are not laid out again; a changed message changes in place. */
START_TEST (test_issue_rows_kept_by_issue)
{
  g_autofree char *path = sample_path ();
  MuWindow *window = open_window (path, FALSE);
  MuDocument *document = mu_window_get_document (window);
  GtkWidget *issues = mu_gui_test_find_named (GTK_WIDGET (window), "issues");
  GtkWidget *auxiliarii = issue_row_showing (window, "Auxiliarii: 2 taken");
  GtkWidget *symmachiarii = issue_row_showing (window, "Symmachiarii: the list does not offer");
  GtkWidget *cost;

  ck_assert_ptr_nonnull (auxiliarii);
  ck_assert_ptr_nonnull (symmachiarii);
  mu_document_select (document, &MU_PLACE_OF_COMMAND (2));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-unit", "s", "equites-alares");
  mu_gui_test_drain ();
  cost = issue_row_showing (window, "The army costs 144 points");
  ck_assert_ptr_nonnull (cost);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-unit", "s", "equites-alares");
  mu_gui_test_drain ();
  /* a new issue above them: the two rows are the ones they had */
  ck_assert_ptr_eq (gtk_list_box_get_row_at_index (GTK_LIST_BOX (issues), 1), auxiliarii);
  ck_assert_ptr_eq (issue_row_showing (window, "Auxiliarii: 2 taken"), auxiliarii);
  ck_assert_ptr_eq (issue_row_showing (window, "Symmachiarii: the list does not offer"), symmachiarii);
  ck_assert_ptr_eq (issue_row_showing (window, "The army costs 155 points"), cost);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  mu_gui_test_drain ();
  ck_assert_ptr_eq (gtk_list_box_get_row_at_index (GTK_LIST_BOX (issues), 0), auxiliarii);
  ck_assert_ptr_eq (gtk_list_box_get_row_at_index (GTK_LIST_BOX (issues), 1), symmachiarii);
  ck_assert_ptr_null (gtk_list_box_get_row_at_index (GTK_LIST_BOX (issues), 2));
  close_window (window);
}
END_TEST

/* A row's wrapping texts are measured for their width alone: asked how
 * wide they must be for a height, they answer their width for any height,
 * rather than laying their labels out at every width GTK tries. */
START_TEST (test_row_texts_measured_for_width_alone)
{
  g_autofree char *path = sample_path ();
  MuWindow *window = open_window (path, FALSE);
  GtkWidget *message = mu_gui_test_find_named (GTK_WIDGET (window), "issue-message");
  GtkWidget *texts = gtk_widget_get_ancestor (message, ADW_TYPE_BIN);
  int minimum, natural, minimum_for_height, natural_for_height;

  ck_assert_ptr_nonnull (texts);
  ck_assert (MU_IS_WRAP_LAYOUT (gtk_widget_get_layout_manager (texts)));
  gtk_widget_measure (texts, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  gtk_widget_measure (texts, GTK_ORIENTATION_HORIZONTAL, 20, &minimum_for_height, &natural_for_height, NULL,
                      NULL);
  ck_assert_int_eq (minimum_for_height, minimum);
  ck_assert_int_eq (natural_for_height, natural);
  close_window (window);
}
END_TEST

START_TEST (test_save_and_reopen)
{
  g_autofree char *path = sample_path ();
  g_autofree char *dir = g_dir_make_tmp ("muster-gui-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (dir, "army.muster", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *saved_xml = NULL;
  g_autofree char *reopened_xml = NULL;
  MuWindow *window = open_window (path, FALSE);
  MuDocument *document = mu_window_get_document (window);
  MuWindow *again;

  mu_document_select (document, &MU_PLACE_OF_COMMAND (1));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-unit", "s", "auxiliarii");
  mu_gui_test_drain ();
  ck_assert_str_eq (shown_text (window, "verdict"), "Illegal: 2 errors");
  ck_assert (mu_document_save (document, copy, &error));
  ck_assert (!mu_document_is_modified (document));
  saved_xml = mu_roster_to_xml (mu_document_get_roster (document), NULL);
  close_window (window);

  again = open_window (copy, FALSE);
  reopened_xml = mu_roster_to_xml (mu_document_get_roster (mu_window_get_document (again)), NULL);
  ck_assert_str_eq (reopened_xml, saved_xml);
  ck_assert_str_eq (shown_text (again, "points"), "141 of 133");
  ck_assert_str_eq (shown_text (again, "verdict"), "Illegal: 2 errors");
  ck_assert (strstr (reopened_xml, "points=\"141\"") != NULL);
  close_window (again);
  g_unlink (copy);
  g_rmdir (dir);
}
END_TEST

START_TEST (test_check_mode_refuses_edits)
{
  g_autofree char *path = sample_path ();
  MuWindow *window = open_window (path, TRUE);
  MuDocument *document = mu_window_get_document (window);
  g_autofree char *before = mu_roster_to_xml (mu_document_get_roster (document), NULL);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;

  ck_assert (mu_document_is_read_only (document));
  ck_assert (mu_gui_test_find_named (GTK_WIDGET (window), "check") != NULL);
  mu_document_select (document, &MU_PLACE_OF_UNIT ("u3"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-unit", "s", "auxiliarii");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.remove", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.duplicate", NULL);
  mu_gui_test_drain ();
  ck_assert_ptr_null (mu_document_add_unit (document, "auxiliarii", 0, &error));
  ck_assert_str_eq (error->message, "This roster is open for checking only; it cannot be changed");
  g_clear_error (&error);
  ck_assert (!mu_document_save (document, "/nonexistent/x.muster", &error));
  after = mu_roster_to_xml (mu_document_get_roster (document), NULL);
  ck_assert_str_eq (after, before);
  ck_assert_str_eq (shown_text (window, "points"), "133 of 133");
  ck_assert_str_eq (shown_text (window, "verdict"), "Illegal: 2 errors");
  ck_assert (!mu_document_can_undo (document));

  /* an editable copy leaves the checked roster as it was */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-copy", NULL);
  mu_gui_test_drain ();
  document = mu_window_get_document (window);
  ck_assert (!mu_document_is_read_only (document));
  ck_assert_ptr_null (mu_document_get_path (document));
  ck_assert_ptr_nonnull (mu_document_add_unit (document, "auxiliarii", 1, NULL));
  mu_gui_test_drain ();
  ck_assert_str_eq (shown_text (window, "points"), "141 of 133");
  mu_document_discard_autosave (document);
  close_window (window);
}
END_TEST

START_TEST (test_bad_roster_leaves_window_usable)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-gui-XXXXXX", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.muster", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (bad);
  MuWindow *window = mu_window_new (app);

  ck_assert (g_file_set_contents (bad, "<roster xmlns=\"urn:io.github.muster:1\"", -1, NULL));
  gtk_window_present (GTK_WINDOW (window));
  ck_assert (!mu_window_open_file (window, file, FALSE));
  mu_gui_test_drain ();
  ck_assert_ptr_null (mu_window_get_document (window));
  ck_assert_str_eq (gtk_window_get_title (GTK_WINDOW (window)), "Muster");
  close_window (window);
  g_unlink (bad);
  g_rmdir (dir);
}
END_TEST

static MuCommand *
command_at (MuDocument *document, guint index)
{
  return mu_roster_get_commands (mu_document_get_roster (document))->pdata[index];
}

START_TEST (test_edit_units)
{
  g_autofree char *path = sample_path ();
  MuWindow *window = open_window (path, FALSE);
  MuDocument *document = mu_window_get_document (window);
  MuCommand *first;
  MuUnit *copy;
  GtkWidget *check;

  /* duplicating a veteran cohort with a hero: a new id, the upgrade, no hero */
  mu_document_select (document, &MU_PLACE_OF_UNIT ("u1"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.duplicate", NULL);
  mu_gui_test_drain ();
  first = command_at (document, 0);
  copy = first->units->pdata[1];
  ck_assert_str_eq (copy->id, "u15");
  ck_assert_str_eq (copy->upgrades->pdata[0], "legionarii-veteran");
  ck_assert_uint_eq (copy->heroes->len, 0);
  ck_assert_str_eq (mu_document_get_selection (document)->unit_id, "u15");
  ck_assert_str_eq (shown_text (window, "points"), "145 of 133");

  /* the inspector's check box takes the upgrade off again */
  check = mu_gui_test_find_named (GTK_WIDGET (window), "legionarii-veteran");
  ck_assert_ptr_nonnull (check);
  ck_assert (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), FALSE);
  mu_gui_test_drain ();
  ck_assert_uint_eq (copy->upgrades->len, 0);
  ck_assert_str_eq (shown_text (window, "points"), "143 of 133");

  /* to the next command, at its end; then up one place */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.move-next-command", NULL);
  mu_gui_test_drain ();
  ck_assert_uint_eq (command_at (document, 0)->units->len, 6);
  ck_assert_str_eq (((MuUnit *) command_at (document, 1)->units->pdata[6])->id, "u15");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.move-up", NULL);
  mu_gui_test_drain ();
  ck_assert_str_eq (((MuUnit *) command_at (document, 1)->units->pdata[5])->id, "u15");

  /* a hero joins the selected unit; the unit goes, and undo brings both back */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-hero", NULL);
  mu_gui_test_drain ();
  ck_assert_str_eq (copy->heroes->pdata[0], "Hero 1");
  ck_assert_str_eq (shown_text (window, "points"), "144 of 133");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.remove", NULL);
  mu_gui_test_drain ();
  ck_assert_ptr_null (mu_roster_find_unit (mu_document_get_roster (document), "u15", NULL));
  ck_assert_str_eq (shown_text (window, "points"), "133 of 133");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  mu_gui_test_drain ();
  copy = mu_roster_find_unit (mu_document_get_roster (document), "u15", NULL);
  ck_assert_ptr_nonnull (copy);
  ck_assert_str_eq (copy->heroes->pdata[0], "Hero 1");
  ck_assert_str_eq (shown_text (window, "points"), "144 of 133");
  mu_document_undo (document);
  mu_document_undo (document);
  mu_document_undo (document);
  mu_document_undo (document);
  mu_document_undo (document);
  mu_gui_test_drain ();
  ck_assert (!mu_document_is_modified (document));
  close_window (window);
}
END_TEST

START_TEST (test_general_options)
{
  g_autofree char *path = sample_path ();
  MuWindow *window = open_window (path, FALSE);
  MuDocument *document = mu_window_get_document (window);
  MuGeneral *general;
  GtkWidget *check, *attached;

  mu_document_select (document, &MU_PLACE_OF_GENERAL (2, 0));
  mu_gui_test_drain ();
  general = mu_command_get_general (command_at (document, 2));
  check = mu_gui_test_find_named (GTK_WIDGET (window), "general-brilliant");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
  mu_gui_test_drain ();
  ck_assert (mu_general_has_upgrade (general, "general-brilliant"));
  ck_assert_str_eq (shown_text (window, "points"), "137 of 133");
  attached = mu_gui_test_find_named (GTK_WIDGET (window), "attached");
  ck_assert_uint_eq (adw_combo_row_get_selected (ADW_COMBO_ROW (attached)), 1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (attached), 0);
  mu_gui_test_drain ();
  ck_assert_ptr_null (general->attached);
  ck_assert (mu_document_set_name (document, &MU_PLACE_OF_GENERAL (2, 0), "  Maximus Decimus  ", NULL));
  ck_assert_str_eq (general->name, "Maximus Decimus");
  close_window (window);
}
END_TEST

START_TEST (test_new_army)
{
  MuWindow *window = mu_window_new (app);
  MuArmyList *list = mu_library_find_list (mu_application_get_library (app), "principate-roman");
  MuNewArmyDialog *dialog = mu_new_army_dialog_new (GTK_WINDOW (window), list);
  g_autoptr(MuRoster) roster = mu_new_army_dialog_build (dialog);
  MuCommand *command;

  ck_assert_int_eq (mu_roster_get_points_limit (roster), 130);
  ck_assert_str_eq (mu_roster_get_army_name (roster), "Principate Roman");
  ck_assert_str_eq (mu_roster_get_option (roster, "date"), "100");
  ck_assert_str_eq (mu_roster_get_option (roster, "region"), "western");
  ck_assert_ptr_null (mu_roster_get_option (roster, "footnote-reading"));
  ck_assert_uint_eq (mu_roster_get_commands (roster)->len, 1);
  command = mu_roster_get_commands (roster)->pdata[0];
  ck_assert_str_eq (mu_command_get_general (command)->entry, "generals");
  gtk_window_destroy (GTK_WINDOW (dialog));
  close_window (window);
}
END_TEST

START_TEST (test_unsaved_prompt)
{
  g_autofree char *path = sample_path ();
  MuWindow *window = open_window (path, FALSE);
  gboolean asked = FALSE;
  GListModel *toplevels = gtk_window_get_toplevels ();

  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-command", NULL);
  mu_gui_test_drain ();
  gtk_window_close (GTK_WINDOW (window));
  mu_gui_test_drain ();
  ck_assert (gtk_widget_get_visible (GTK_WIDGET (window)));
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (toplevel))
        {
          ck_assert_str_eq (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (toplevel)), "Save Changes?");
          adw_message_dialog_response (ADW_MESSAGE_DIALOG (toplevel), "cancel");
          asked = TRUE;
        }
    }
  ck_assert (asked);
  mu_gui_test_drain ();
  ck_assert_ptr_nonnull (mu_window_get_document (window));
  close_window (window);
}
END_TEST

START_TEST (test_settings_remembered)
{
  g_autofree char *path = sample_path ();
  GSettings *settings = mu_application_get_settings (app);
  MuWindow *window;
  g_auto(GStrv) recent = NULL;
  MuWindow *other;
  g_autoptr(GFile) file = g_file_new_for_path (path);

  ck_assert_ptr_nonnull (settings);
  window = open_window (path, FALSE);
  recent = g_settings_get_strv (settings, "recent-rosters");
  ck_assert_str_eq (recent[0], path);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 700);
  mu_gui_test_drain ();
  gtk_window_close (GTK_WINDOW (window));
  mu_gui_test_drain ();
  ck_assert_int_eq (g_settings_get_int (settings, "window-width"), 1100);
  ck_assert_int_eq (g_settings_get_int (settings, "window-height"), 700);

  /* a roster with unsaved changes is not replaced by the next one opened */
  window = open_window (path, FALSE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-command", NULL);
  mu_gui_test_drain ();
  ck_assert (mu_window_open_file (window, file, TRUE));
  mu_gui_test_drain ();
  ck_assert (!mu_document_is_read_only (mu_window_get_document (window)));
  other = MU_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  ck_assert_ptr_ne (other, window);
  ck_assert (mu_document_is_read_only (mu_window_get_document (other)));
  close_window (other);
  close_window (window);
}
END_TEST

static GtkDropTarget *
drop_target_of (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);
      if (GTK_IS_DROP_TARGET (controller))
        return GTK_DROP_TARGET (controller);
    }
  return NULL;
}

/* A unit dropped on a row of another command goes there, before that row. */
START_TEST (test_drop_unit_on_command)
{
  g_autofree char *path = sample_path ();
  MuWindow *window = open_window (path, FALSE);
  MuDocument *document = mu_window_get_document (window);
  GtkWidget *box = mu_gui_test_find_named (GTK_WIDGET (window), "command-3");
  GtkWidget *row = mu_gui_test_find_named (box, "u14");
  GtkDropTarget *target = drop_target_of (box);
  graphene_point_t point;
  GValue value = G_VALUE_INIT;
  gboolean dropped = FALSE;
  MuCommand *third;

  ck_assert_ptr_nonnull (target);
  ck_assert (gtk_widget_compute_point (row, box, &GRAPHENE_POINT_INIT (10, 10), &point));
  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, "u6");
  g_signal_emit_by_name (target, "drop", &value, (double) point.x, (double) point.y, &dropped);
  g_value_unset (&value);
  mu_gui_test_drain ();
  ck_assert (dropped);
  third = command_at (document, 2);
  ck_assert_uint_eq (third->units->len, 3);
  ck_assert_str_eq (((MuUnit *) third->units->pdata[1])->id, "u6");
  ck_assert_str_eq (((MuUnit *) third->units->pdata[2])->id, "u14");
  ck_assert_uint_eq (command_at (document, 0)->units->len, 5);
  close_window (window);
}
END_TEST

START_TEST (test_drop_file_opens_it)
{
  g_autofree char *path = sample_path ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  MuWindow *window = mu_window_new (app);
  GtkDropTarget *target = drop_target_of (GTK_WIDGET (window));
  GdkFileList *files = gdk_file_list_new_from_array (&file, 1);
  GValue value = G_VALUE_INIT;
  gboolean dropped = FALSE;

  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  ck_assert_ptr_null (mu_window_get_document (window));
  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_take_boxed (&value, files);
  g_signal_emit_by_name (target, "drop", &value, 100.0, 100.0, &dropped);
  g_value_unset (&value);
  mu_gui_test_drain ();
  ck_assert (dropped);
  ck_assert_ptr_nonnull (mu_window_get_document (window));
  ck_assert_str_eq (shown_text (window, "points"), "133 of 133");
  close_window (window);
}
END_TEST

/* Fortification lengths are a count, edited in the inspector. */
START_TEST (test_fortification_count)
{
  g_autofree char *path = sample_path ();
  MuWindow *window = open_window (path, FALSE);
  MuDocument *document = mu_window_get_document (window);
  GtkWidget *spin;
  MuUnit *castrum;

  mu_document_select (document, &MU_PLACE_OF_COMMAND (0));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-unit", "s", "castrum");
  mu_gui_test_drain ();
  castrum = mu_document_selected_unit (document, NULL);
  ck_assert_str_eq (castrum->entry, "castrum");
  spin = mu_gui_test_find_named (GTK_WIDGET (window), "count");
  ck_assert_ptr_nonnull (spin);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 3);
  mu_gui_test_drain ();
  ck_assert_int_eq (castrum->count, 3);
  ck_assert_str_eq (shown_text (window, "points"), "136 of 133");
  close_window (window);
}
END_TEST

/* With nothing selected the inspector edits the army: limit, date, variant. */
START_TEST (test_army_settings)
{
  g_autofree char *path = sample_path ();
  MuWindow *window = open_window (path, FALSE);
  MuDocument *document = mu_window_get_document (window);
  MuRoster *roster = mu_document_get_roster (document);
  GtkWidget *editor;

  mu_document_select (document, &MU_PLACE_OF_NOTHING);
  mu_gui_test_drain ();
  editor = mu_gui_test_find_named (GTK_WIDGET (window), "points-limit");
  ck_assert_ptr_nonnull (editor);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (editor), 130);
  mu_gui_test_drain ();
  ck_assert_int_eq (mu_roster_get_points_limit (roster), 130);
  ck_assert_str_eq (shown_text (window, "points"), "133 of 130");
  ck_assert_str_eq (shown_text (window, "verdict"), "Illegal: 3 errors");

  editor = mu_gui_test_find_named (GTK_WIDGET (window), "region");
  adw_combo_row_set_selected (ADW_COMBO_ROW (editor), 1);
  mu_gui_test_drain ();
  ck_assert_str_eq (mu_roster_get_option (roster, "region"), "eastern");
  editor = mu_gui_test_find_named (GTK_WIDGET (window), "date");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (editor), 150);
  mu_gui_test_drain ();
  ck_assert_str_eq (mu_roster_get_option (roster, "date"), "150");

  /* a reading set back to its default is not written into the roster */
  editor = mu_gui_test_find_named (GTK_WIDGET (window), "half-rounding");
  ck_assert_ptr_nonnull (editor);
  adw_combo_row_set_selected (ADW_COMBO_ROW (editor), 1);
  mu_gui_test_drain ();
  ck_assert_ptr_nonnull (mu_roster_get_option (roster, "half-rounding"));
  editor = mu_gui_test_find_named (GTK_WIDGET (window), "half-rounding");
  adw_combo_row_set_selected (ADW_COMBO_ROW (editor), 0);
  mu_gui_test_drain ();
  ck_assert_ptr_null (mu_roster_get_option (roster, "half-rounding"));
  close_window (window);
}
END_TEST

/* Unsaved changes are kept in a file of their own and recovered from the library. */
START_TEST (test_unsaved_changes_survive)
{
  g_autofree char *path = sample_path ();
  g_autofree char *dir = g_dir_make_tmp ("muster-gui-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (dir, "kept.muster", NULL);
  g_autofree char *kept = NULL;
  g_autofree char *edited_xml = NULL;
  g_autofree char *recovered_xml = NULL;
  g_autoptr(MuRoster) reread = NULL;
  MuWindow *window = open_window (path, FALSE);
  MuDocument *document = mu_window_get_document (window);
  MuWindow *next;

  mu_document_select (document, &MU_PLACE_OF_COMMAND (1));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-unit", "s", "auxiliarii");
  mu_gui_test_drain ();
  mu_document_autosave_now (document);
  kept = g_strdup (mu_document_get_autosave_path (document));
  ck_assert_ptr_nonnull (kept);
  edited_xml = mu_roster_to_xml (mu_document_get_roster (document), NULL);
  reread = mu_roster_load_file (kept, NULL);
  ck_assert_ptr_nonnull (reread);
  /* as if Muster had stopped here */
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
  ck_assert (g_file_test (kept, G_FILE_TEST_IS_REGULAR));

  next = mu_window_new (app);
  gtk_window_present (GTK_WINDOW (next));
  mu_gui_test_drain ();
  g_signal_emit_by_name (mu_gui_test_find_type (GTK_WIDGET (next), MU_TYPE_LIBRARY_VIEW), "roster-activated",
                         kept);
  mu_gui_test_drain ();
  document = mu_window_get_document (next);
  ck_assert_ptr_nonnull (document);
  ck_assert_ptr_null (mu_document_get_path (document));
  ck_assert (mu_document_is_modified (document));
  recovered_xml = mu_roster_to_xml (mu_document_get_roster (document), NULL);
  ck_assert_str_eq (recovered_xml, edited_xml);
  ck_assert_str_eq (shown_text (next, "points"), "141 of 133");
  ck_assert (mu_document_save (document, copy, NULL));
  ck_assert (!g_file_test (kept, G_FILE_TEST_EXISTS));
  close_window (next);
  g_unlink (copy);
  g_rmdir (dir);
}
END_TEST

/* A hero added to a command waits there until allocated to one of its units. */
START_TEST (test_hero_allocation)
{
  g_autofree char *path = sample_path ();
  MuWindow *window = open_window (path, FALSE);
  MuDocument *document = mu_window_get_document (window);
  MuCommand *first = command_at (document, 0);
  MuUnit *unit;
  GtkWidget *combo, *hero;

  mu_document_select (document, &MU_PLACE_OF_COMMAND (0));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-hero", NULL);
  mu_gui_test_drain ();
  first = command_at (document, 0);
  ck_assert_uint_eq (first->heroes->len, 1);
  ck_assert_str_eq (first->heroes->pdata[0], "Hero 1");
  hero = mu_gui_test_find_named (GTK_WIDGET (window), "hero-0");
  ck_assert_ptr_nonnull (hero);
  gtk_editable_set_text (GTK_EDITABLE (hero), "Longinus");
  g_signal_emit_by_name (hero, "activate");
  mu_gui_test_drain ();
  ck_assert_str_eq (command_at (document, 0)->heroes->pdata[0], "Hero 1");
  gtk_editable_set_text (GTK_EDITABLE (mu_gui_test_find_named (GTK_WIDGET (window), "hero-0")), "Brutus");
  g_signal_emit_by_name (mu_gui_test_find_named (GTK_WIDGET (window), "hero-0"), "activate");
  mu_gui_test_drain ();
  ck_assert_str_eq (command_at (document, 0)->heroes->pdata[0], "Brutus");
  combo = mu_gui_test_find_named (GTK_WIDGET (window), "allocate-0");
  ck_assert_ptr_nonnull (combo);
  adw_combo_row_set_selected (ADW_COMBO_ROW (combo), 3);
  mu_gui_test_drain ();
  ck_assert_uint_eq (command_at (document, 0)->heroes->len, 0);
  unit = mu_roster_find_unit (mu_document_get_roster (document), "u3", NULL);
  ck_assert_str_eq (unit->heroes->pdata[0], "Brutus");
  ck_assert_str_eq (shown_text (window, "points"), "134 of 133");
  close_window (window);
}
END_TEST

/* A camp takes no hero and carries no general: Ctrl+H on it adds none, and
 * neither the general's "Attached to" nor a hero's "Allocate to" offers it. */
START_TEST (test_camp_takes_no_hero)
{
  g_autofree char *path = sample_path ();
  MuWindow *window = open_window (path, FALSE);
  MuDocument *document = mu_window_get_document (window);
  MuUnit *camp = mu_roster_find_unit (mu_document_get_roster (document), "u6", NULL);
  GtkWidget *attached, *combo;

  mu_document_select (document, &MU_PLACE_OF_UNIT ("u6"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-hero", NULL);
  mu_gui_test_drain ();
  camp = mu_roster_find_unit (mu_document_get_roster (document), "u6", NULL);
  ck_assert_uint_eq (camp->heroes->len, 0);
  ck_assert_str_eq (shown_text (window, "points"), "133 of 133");

  /* Command 1: five legionarii and the camp; "No unit" and the five */
  mu_document_select (document, &MU_PLACE_OF_GENERAL (0, 0));
  mu_gui_test_drain ();
  attached = mu_gui_test_find_named (GTK_WIDGET (window), "attached");
  ck_assert_uint_eq (g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (attached))), 6);

  mu_document_select (document, &MU_PLACE_OF_COMMAND (0));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-hero", NULL);
  mu_gui_test_drain ();
  combo = mu_gui_test_find_named (GTK_WIDGET (window), "allocate-0");
  ck_assert_uint_eq (g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (combo))), 6);
  close_window (window);
}
END_TEST

/* From the keyboard alone: search the library, Enter, Enter, filter the rows, Enter. */
START_TEST (test_keyboard_new_army)
{
  MuWindow *window = mu_window_new (app);
  GtkWidget *search, *filter;
  MuNewArmyDialog *dialog;
  MuDocument *document;
  MuUnit *unit;

  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  search = mu_gui_test_find_named (GTK_WIDGET (window), "library-search");
  gtk_editable_set_text (GTK_EDITABLE (search), "principate");
  g_signal_emit_by_name (search, "activate");
  mu_gui_test_drain ();
  dialog = MU_NEW_ARMY_DIALOG (mu_gui_test_toplevel (MU_TYPE_NEW_ARMY_DIALOG));
  ck_assert_ptr_nonnull (dialog);
  ck_assert_str_eq (gtk_window_get_title (GTK_WINDOW (dialog)), "New Principate Roman Army");
  gtk_editable_set_text (GTK_EDITABLE (mu_gui_test_find_named (GTK_WIDGET (dialog), "name")), "Legio IX");
  g_signal_emit_by_name (mu_gui_test_find_named (GTK_WIDGET (dialog), "name"), "activate");
  mu_gui_test_drain ();
  document = mu_window_get_document (window);
  ck_assert_ptr_nonnull (document);
  ck_assert_str_eq (mu_roster_get_army_name (mu_document_get_roster (document)), "Legio IX");
  ck_assert_int_eq (mu_roster_get_points_limit (mu_document_get_roster (document)), 130);

  filter = mu_gui_test_find_named (GTK_WIDGET (window), "row-filter");
  gtk_editable_set_text (GTK_EDITABLE (filter), "auxiliarii");
  g_signal_emit_by_name (filter, "activate");
  mu_gui_test_drain ();
  unit = mu_document_selected_unit (document, NULL);
  ck_assert_ptr_nonnull (unit);
  ck_assert_str_eq (unit->entry, "auxiliarii");
  ck_assert_str_eq (shown_text (window, "points"), "12 of 130");
  mu_document_discard_autosave (document);
  close_window (window);
}
END_TEST

/* The code printed on an opponent's sheet opens the roster for checking. */
START_TEST (test_check_share_code)
{
  g_autofree char *path = sample_path ();
  MuLibrary *library = mu_application_get_library (app);
  MuArmyList *list = NULL;
  g_autoptr(MuRoster) roster = mu_library_open_roster (library, path, &list, NULL);
  g_autofree char *code = mu_share_code_encode (roster, list);
  MuWindow *window = mu_window_new (app);
  MuDocument *document;

  gtk_window_present (GTK_WINDOW (window));
  ck_assert (mu_window_check_code (window, code));
  mu_gui_test_drain ();
  document = mu_window_get_document (window);
  ck_assert (mu_document_is_read_only (document));
  ck_assert_str_eq (shown_text (window, "points"), "133 of 133");
  ck_assert_str_eq (shown_text (window, "verdict"), "Illegal: 2 errors");
  ck_assert (!mu_window_check_code (window, "27XWH-J5PBS"));
  mu_gui_test_drain ();
  ck_assert_ptr_eq (mu_window_get_document (window), document);
  close_window (window);
}
END_TEST

/* Phalanx shows many figures: they wrap, and the window still fits a
 * 1280-pixel screen. */
START_TEST (test_many_figures_fit)
{
  g_autofree char *path
      = g_build_filename (mu_test_lists_dir (), "examples", "phalanx-macedonian.muster", NULL);
  MuWindow *window = open_window (path, TRUE);
  int minimum = 0;

  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  ck_assert_int_le (minimum, 1280);
  close_window (window);
}
END_TEST

/* The flap of the builder, which holds the inspector. */
static AdwFlap *
details_flap (MuWindow *window)
{
  GtkWidget *flap = mu_gui_test_find_type (GTK_WIDGET (window), ADW_TYPE_FLAP);

  ck_assert_ptr_nonnull (flap);
  return ADW_FLAP (flap);
}

/* Waits for the window to take about the size asked (its frame aside). */
static void
resize_window (MuWindow *window, int width)
{
  gtk_window_set_default_size (GTK_WINDOW (window), width, 700);
  for (int i = 0; i < 200 && ABS (gtk_widget_get_width (GTK_WIDGET (window)) - width) > 32; i++)
    {
      g_usleep (5000);
      mu_gui_test_drain ();
    }
  ck_assert_int_le (ABS (gtk_widget_get_width (GTK_WIDGET (window)) - width), 32);
  mu_gui_test_drain ();
}

/* Every example army fits half of a 1920-pixel screen: there the inspector
 * folds away, and the details button, F9 or a click on a unit slides it over
 * the army. */
START_TEST (test_narrow_window_folds_details)
{
  g_autofree char *path = sample_path ();
  g_autofree char *folder = g_build_filename (mu_test_lists_dir (), "examples", NULL);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  MuWindow *window = open_window (path, FALSE);
  GtkWidget *button, *box;

  resize_window (window, 1280);
  ck_assert (!adw_flap_get_folded (details_flap (window)));
  ck_assert_ptr_null (mu_gui_test_find_named (GTK_WIDGET (window), "details-button"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-details", NULL);
  mu_gui_test_drain ();
  ck_assert (!adw_flap_get_folded (details_flap (window)));

  resize_window (window, 900);
  ck_assert (adw_flap_get_folded (details_flap (window)));
  ck_assert (!adw_flap_get_reveal_flap (details_flap (window)));
  button = mu_gui_test_find_named (GTK_WIDGET (window), "details-button");
  ck_assert_ptr_nonnull (button);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-details", NULL);
  mu_gui_test_drain ();
  ck_assert (adw_flap_get_reveal_flap (details_flap (window)));
  ck_assert (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
  g_signal_emit_by_name (button, "clicked");
  mu_gui_test_drain ();
  ck_assert (!adw_flap_get_reveal_flap (details_flap (window)));

  /* a click on a unit shows what it is */
  box = mu_gui_test_find_named (GTK_WIDGET (window), "command-1");
  ck_assert_ptr_nonnull (box);
  g_signal_emit_by_name (box, "row-activated", gtk_list_box_get_row_at_index (GTK_LIST_BOX (box), 1));
  mu_gui_test_drain ();
  ck_assert (adw_flap_get_reveal_flap (details_flap (window)));
  close_window (window);

  ck_assert_ptr_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *example = g_build_filename (folder, name, NULL);
      int minimum = 0;

      window = open_window (example, TRUE);
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      ck_assert_msg (minimum <= 960, "%s needs %d pixels", name, minimum);
      close_window (window);
    }
}
END_TEST

static MuUnit *
first_unit (MuDocument *document)
{
  return command_at (document, 0)->units->pdata[0];
}

/* Editing upgrades from the keyboard: the row the player is on keeps the
 * focus through each edit, and the inspector shows the edit in place. */
START_TEST (test_inspector_keeps_focus)
{
  g_autofree char *path = sample_path ();
  MuWindow *window = open_window (path, FALSE);
  MuDocument *document = mu_window_get_document (window);
  GtkRoot *root = GTK_ROOT (window);
  GtkWidget *check, *row;

  mu_document_select (document, &MU_PLACE_OF_UNIT ("u1"));
  mu_gui_test_drain ();
  check = mu_gui_test_find_named (GTK_WIDGET (window), "legionarii-veteran");
  ck_assert_ptr_nonnull (check);
  row = gtk_widget_get_ancestor (check, ADW_TYPE_ACTION_ROW);
  ck_assert_ptr_nonnull (row);
  /* the option's one Tab stop is its check */
  ck_assert (gtk_widget_grab_focus (check));

  adw_action_row_activate (ADW_ACTION_ROW (row));
  mu_gui_test_drain ();
  ck_assert_uint_eq (first_unit (document)->upgrades->len, 0);
  ck_assert_ptr_eq (gtk_root_get_focus (root), check);
  ck_assert_ptr_eq (gtk_widget_get_root (row), root);
  ck_assert (!gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
  ck_assert_str_eq (shown_text (window, "points"), "131 of 133");

  /* undone from the window, the check box follows the roster */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  mu_gui_test_drain ();
  ck_assert_uint_eq (first_unit (document)->upgrades->len, 1);
  ck_assert_str_eq (first_unit (document)->upgrades->pdata[0], "legionarii-veteran");
  ck_assert (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
  ck_assert_ptr_eq (gtk_root_get_focus (root), check);
  ck_assert_str_eq (shown_text (window, "points"), "133 of 133");

  adw_action_row_activate (ADW_ACTION_ROW (row));
  mu_gui_test_drain ();
  ck_assert_uint_eq (first_unit (document)->upgrades->len, 0);
  ck_assert_ptr_eq (gtk_root_get_focus (root), check);
  ck_assert (!gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
  close_window (window);
}
END_TEST

/* The value label of the inspector's "Points" figure. */
static GtkWidget *
points_figure (GtkWidget *widget)
{
  GtkWidget *row;

  if (GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "numeric")
      && (row = gtk_widget_get_ancestor (widget, ADW_TYPE_ACTION_ROW)) != NULL
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), "Points") == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = points_figure (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* An edit of the unit shown sets the inspector's editors and figures from
 * the roster, on the widgets shown; undone, they show the roster again. */
START_TEST (test_inspector_updates_in_place)
{
  g_autofree char *path = sample_path ();
  MuWindow *window = open_window (path, FALSE);
  MuDocument *document = mu_window_get_document (window);
  GtkWidget *inspector = mu_gui_test_find_type (GTK_WIDGET (window), MU_TYPE_INSPECTOR);
  GtkWidget *points, *name;
  g_autofree char *points_before = NULL;
  g_autofree char *name_before = NULL;
  GError *error = NULL;

  mu_document_select (document, &MU_PLACE_OF_UNIT ("u1"));
  mu_gui_test_drain ();
  points = points_figure (inspector);
  name = mu_gui_test_find_named (inspector, "name");
  ck_assert_ptr_nonnull (points);
  ck_assert_ptr_nonnull (name);
  points_before = g_strdup (gtk_label_get_label (GTK_LABEL (points)));
  name_before = g_strdup (gtk_editable_get_text (GTK_EDITABLE (name)));

  ck_assert (mu_document_set_upgrade (document, mu_document_get_selection (document), "legionarii-veteran",
                                      FALSE, &error));
  ck_assert (mu_document_set_name (document, mu_document_get_selection (document), "Legio X Gemina", &error));
  mu_gui_test_drain ();
  ck_assert_ptr_eq (points_figure (inspector), points);
  ck_assert_ptr_eq (mu_gui_test_find_named (inspector, "name"), name);
  ck_assert_double_eq (g_ascii_strtod (gtk_label_get_label (GTK_LABEL (points)), NULL),
                       g_ascii_strtod (points_before, NULL) - 2);
  ck_assert_str_eq (gtk_editable_get_text (GTK_EDITABLE (name)), "Legio X Gemina");
  ck_assert_str_eq (shown_text (window, "points"), "131 of 133");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  mu_gui_test_drain ();
  ck_assert_ptr_eq (points_figure (inspector), points);
  ck_assert_str_eq (gtk_label_get_label (GTK_LABEL (points)), points_before);
  ck_assert_str_eq (gtk_editable_get_text (GTK_EDITABLE (name)), name_before);
  close_window (window);
}
END_TEST

/* The army's page and a command's page follow an edit and its undo on the
 * widgets shown: the army's points limit, a command's name and its group's
 * title. */
START_TEST (test_army_and_command_pages_update_in_place)
{
  g_autofree char *path = sample_path ();
  MuWindow *window = open_window (path, FALSE);
  MuDocument *document = mu_window_get_document (window);
  GtkWidget *inspector = mu_gui_test_find_type (GTK_WIDGET (window), MU_TYPE_INSPECTOR);
  GtkWidget *page, *limit, *name, *group;
  GError *error = NULL;

  mu_document_select (document, &MU_PLACE_OF_NOTHING);
  mu_gui_test_drain ();
  page = mu_gui_test_find_type (inspector, MU_TYPE_ARMY_PAGE);
  limit = mu_gui_test_find_named (inspector, "points-limit");
  ck_assert_ptr_nonnull (page);
  ck_assert_ptr_nonnull (limit);
  ck_assert (mu_document_set_points_limit (document, 150, &error));
  mu_gui_test_drain ();
  ck_assert_ptr_eq (mu_gui_test_find_type (inspector, MU_TYPE_ARMY_PAGE), page);
  ck_assert_ptr_eq (mu_gui_test_find_named (inspector, "points-limit"), limit);
  ck_assert_int_eq (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (limit)), 150);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  mu_gui_test_drain ();
  ck_assert_ptr_eq (mu_gui_test_find_named (inspector, "points-limit"), limit);
  ck_assert_int_eq (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (limit)), 133);
  ck_assert_int_eq (mu_roster_get_points_limit (mu_document_get_roster (document)), 133);

  mu_document_select (document, &MU_PLACE_OF_COMMAND (0));
  mu_gui_test_drain ();
  /* the army's page is kept for the next time, out of the window */
  ck_assert (!gtk_widget_get_mapped (page));
  name = mu_gui_test_find_named (inspector, "name");
  group = gtk_widget_get_ancestor (name, ADW_TYPE_PREFERENCES_GROUP);
  ck_assert (mu_document_set_name (document, mu_document_get_selection (document), "Left & Wing", &error));
  mu_gui_test_drain ();
  ck_assert_ptr_eq (mu_gui_test_find_named (inspector, "name"), name);
  ck_assert_str_eq (gtk_editable_get_text (GTK_EDITABLE (name)), "Left & Wing");
  ck_assert_str_eq (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group)), "Left & Wing");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  mu_gui_test_drain ();
  ck_assert_ptr_eq (mu_gui_test_find_named (inspector, "name"), name);
  ck_assert_str_eq (gtk_editable_get_text (GTK_EDITABLE (name)), "Command 1");
  ck_assert_str_eq (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group)), "Command 1");
  close_window (window);
}
END_TEST

static Suite *
window_suite (void)
{
  Suite *suite = suite_create ("window");
  TCase *tcase = tcase_create ("window");

  tcase_add_test (tcase, test_sample_figures);
  tcase_add_test (tcase, test_issue_activation);
  tcase_add_test (tcase, test_limit_issue_and_undo);
  tcase_add_test (tcase, test_issue_rows_kept_by_issue);
  tcase_add_test (tcase, test_row_texts_measured_for_width_alone);
  tcase_add_test (tcase, test_save_and_reopen);
  tcase_add_test (tcase, test_check_mode_refuses_edits);
  tcase_add_test (tcase, test_bad_roster_leaves_window_usable);
  tcase_add_test (tcase, test_edit_units);
  tcase_add_test (tcase, test_inspector_keeps_focus);
  tcase_add_test (tcase, test_inspector_updates_in_place);
  tcase_add_test (tcase, test_army_and_command_pages_update_in_place);
  tcase_add_test (tcase, test_general_options);
  tcase_add_test (tcase, test_new_army);
  tcase_add_test (tcase, test_unsaved_prompt);
  tcase_add_test (tcase, test_settings_remembered);
  tcase_add_test (tcase, test_drop_unit_on_command);
  tcase_add_test (tcase, test_drop_file_opens_it);
  tcase_add_test (tcase, test_fortification_count);
  tcase_add_test (tcase, test_army_settings);
  tcase_add_test (tcase, test_unsaved_changes_survive);
  tcase_add_test (tcase, test_hero_allocation);
  tcase_add_test (tcase, test_keyboard_new_army);
  tcase_add_test (tcase, test_check_share_code);
  tcase_add_test (tcase, test_many_figures_fit);
  tcase_add_test (tcase, test_narrow_window_folds_details);
  tcase_add_test (tcase, test_camp_takes_no_hero);
  suite_add_tcase (suite, tcase);
  return suite;
}

int
main (void)
{
  int status;

  app = mu_gui_test_start ();
  status = mu_test_run (window_suite ());
  mu_gui_test_finish (app);
  return status;
}
