/* test-real-paste.c: "Paste List Text…" with a player's keys, pressed
 * through the X server: the menu, the paste, Read, Import, and closing
 * the list just imported
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "mu-application.h"
#include "mu-gui-input.h"
#include "mu-gui-test.h"
#include "mu-library.h"
#include "mu-list-draft.h"
#include "mu-list-editor.h"
#include "mu-paste-list-dialog.h"
#include "mu-test.h"
#include "mu-window.h"

static MuApplication *app;

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

/* The window of type on screen, waited for a few seconds on a busy
 * machine */
static GtkWindow *
wait_toplevel (GType type)
{
  for (guint i = 0; i < 100; i++)
    {
      GtkWindow *window = mu_gui_test_toplevel (type);

      if (window != NULL && gtk_widget_get_mapped (GTK_WIDGET (window)))
        {
          mu_gui_input_settle (200);
          return window;
        }
      mu_gui_input_settle (50);
    }
  ck_abort_msg ("no %s on screen", g_type_name (type));
  return NULL;
}

/* The rows shown (the editor keeps its "No problems" row, hidden) */
static guint
count_rows (GtkWidget *list)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (list); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += GTK_IS_LIST_BOX_ROW (child) && gtk_widget_get_visible (child);
  return n;
}

/* The Ancient British table, typed a row a line with tabs, copied (as from
 * a document) and pasted with Ctrl+V: read, imported into the editor with
 * its five problems; Ctrl+W on the list just imported asks before it is
 * lost, Escape stays, and Discard (Alt+D) closes it. */
START_TEST (test_paste_by_keys)
{
  g_autofree char *text = mu_gui_test_fixture_text ("import/ancient-british.txt");
  MuWindow *window = shown_window ();
  GtkWindow *dialog;
  GtkWidget *summary;
  GtkWidget *ally;
  MuListEditor *editor;
  GtkWidget *issues;
  GtkWindow *ask;

  /* the text a player copied from the book */
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (window)), text);
  mu_gui_input_reset_actions ();
  mu_gui_input_keys (GTK_WIDGET (window), "F10 l");
  dialog = wait_toplevel (MU_TYPE_PASTE_LIST_DIALOG);
  /* the text takes the focus: Ctrl+V pastes the table, tabs and all */
  mu_gui_input_keys (GTK_WIDGET (dialog), "ctrl+v alt+r");
  summary = mu_gui_test_wait_named (GTK_WIDGET (dialog), "paste-summary");
  ck_assert_ptr_nonnull (summary);
  ck_assert_str_eq (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (summary)),
                    "Rows read: 9 · problems to mend: 5");
  /* the ally as the list keeps it: its name as printed, the list it is
   * linked to, marked as chosen by the likeness of the names */
  ally = mu_gui_test_find_named (GTK_WIDGET (dialog), "paste-ally");
  ck_assert_ptr_nonnull (ally);
  ck_assert_str_eq (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (ally)), "Ally: Principiate Romans");
  ck_assert_str_eq (adw_action_row_get_subtitle (ADW_ACTION_ROW (ally)), "its list: Principate Roman");
  ck_assert_ptr_nonnull (mu_gui_test_find_named (ally, "paste-mark"));

  mu_gui_input_keys (GTK_WIDGET (dialog), "alt+i");
  editor = MU_LIST_EDITOR (wait_toplevel (MU_TYPE_LIST_EDITOR));
  g_object_add_weak_pointer (G_OBJECT (editor), (gpointer *) &editor);
  ck_assert_str_eq (mu_list_draft_get_field (mu_list_editor_get_draft (editor), "name"), "Ancient British");
  issues = mu_gui_test_wait_named (GTK_WIDGET (editor), "list-issues");
  ck_assert_uint_eq (count_rows (issues), 5);
  /* five presses: the menu and its item, paste, read, import */
  ck_assert_uint_eq (mu_gui_input_actions (), 5);

  /* a list just imported is not saved anywhere: closing asks */
  mu_gui_input_keys (GTK_WIDGET (editor), "ctrl+w");
  ask = wait_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  ck_assert_str_eq (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (ask)),
                    "“Ancient British” has changes that are not saved to your lists. Changes you do not save "
                    "are lost.");
  mu_gui_input_keys (GTK_WIDGET (ask), "Escape");
  mu_gui_input_settle (300);
  ck_assert_ptr_nonnull (editor);
  mu_gui_input_keys (GTK_WIDGET (editor), "ctrl+w");
  ask = wait_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  mu_gui_input_keys (GTK_WIDGET (ask), "alt+d");
  mu_gui_input_settle (300);
  ck_assert_ptr_null (editor);
  ck_assert_ptr_null (mu_library_find_list (mu_application_get_library (app), "ancient-british-2"));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

static Suite *
real_paste_suite (void)
{
  Suite *suite = suite_create ("real-paste");
  TCase *tcase = tcase_create ("paste");

  tcase_add_test (tcase, test_paste_by_keys);
  suite_add_tcase (suite, tcase);
  return suite;
}

int
main (void)
{
  int status;

  app = mu_gui_test_start ();
  status = mu_test_run (real_paste_suite ());
  mu_gui_test_finish (app);
  return status;
}
