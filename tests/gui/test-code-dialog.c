/* test-code-dialog.c: "Check a Sheet's Code…" keeps what was typed after a
 * refusal, says which group is wrong, and shows the group being typed
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "mu-application.h"
#include "mu-code-dialog.h"
#include "mu-document.h"
#include "mu-gui-test.h"
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-share-actions.h"
#include "mu-share-code.h"
#include "mu-test.h"
#include "mu-window.h"

static MuApplication *app;

START_TEST (test_group_at)
{
  guint group = 0;
  g_autofree char *dashed = mu_code_dialog_group_at ("4YPH3-R6NXW-7K1", 14, &group);
  g_autofree char *bare = NULL;
  g_autofree char *spaced = NULL;
  g_autofree char *first = NULL;

  ck_assert_str_eq (dashed, "7K1");
  ck_assert_uint_eq (group, 3);
  /* without separators, every five letters */
  bare = mu_code_dialog_group_at ("4yph3r6nxw7k", 11, &group);
  ck_assert_str_eq (bare, "7K");
  ck_assert_uint_eq (group, 3);
  /* the cursor inside a group: the whole group */
  spaced = mu_code_dialog_group_at ("4YPH3 R6NXW 7K133", 7, &group);
  ck_assert_str_eq (spaced, "R6NXW");
  ck_assert_uint_eq (group, 2);
  first = mu_code_dialog_group_at ("4YP", 0, &group);
  ck_assert_str_eq (first, "4YP");
  ck_assert_uint_eq (group, 1);
}
END_TEST

START_TEST (test_group_bounds)
{
  int start = -1, end = -1;

  ck_assert (mu_code_dialog_group_bounds ("4YPH3-R6NXW-7K1", 2, &start, &end));
  ck_assert_int_eq (start, 6);
  ck_assert_int_eq (end, 11);
  ck_assert (mu_code_dialog_group_bounds ("4yph3r6nxw7k", 3, &start, &end));
  ck_assert_int_eq (start, 10);
  ck_assert_int_eq (end, 12);
  ck_assert (mu_code_dialog_group_bounds (" 4YPH3  R6NXW 7K133", 1, &start, &end));
  ck_assert_int_eq (start, 1);
  ck_assert_int_eq (end, 6);
  ck_assert (!mu_code_dialog_group_bounds ("4YPH3-R6NXW", 3, &start, &end));
  ck_assert (!mu_code_dialog_group_bounds ("4YPH3-R6NXW", 0, &start, &end));
}
END_TEST

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

static AdwMessageDialog *
shown_dialog (AdwMessageDialog *old)
{
  AdwMessageDialog *dialog = find_dialog (old);

  ck_assert_ptr_nonnull (dialog);
  return dialog;
}

static const char *
dialog_text (AdwMessageDialog *dialog, const char *name)
{
  GtkWidget *widget = mu_gui_test_find_named (GTK_WIDGET (dialog), name);

  ck_assert_msg (widget != NULL, "no %s", name);
  if (GTK_IS_EDITABLE (widget))
    return gtk_editable_get_text (GTK_EDITABLE (widget));
  ck_assert (gtk_widget_get_visible (widget));
  return gtk_label_get_text (GTK_LABEL (widget));
}

/* The marks of totals that differ from the declared ones below widget. */
static guint
warning_marks (GtkWidget *widget)
{
  guint n = GTK_IS_IMAGE (widget)
            && g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (widget)), "dialog-warning-symbolic") == 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += warning_marks (child);
  return n;
}

/* A code with a slip comes back with what was typed and its group named;
 * put right, it opens the army read-only. */
START_TEST (test_slip_kept)
{
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
  MuLibrary *library = mu_application_get_library (app);
  MuArmyList *list = NULL;
  g_autoptr(MuRoster) roster = mu_library_open_roster (library, path, &list, NULL);
  g_autofree char *code = mu_share_code_encode (roster, list);
  g_autofree char *slip = g_strdup (code);
  MuWindow *window = mu_window_new (app);
  AdwMessageDialog *dialog;
  GtkWidget *entry;

  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.check-code", NULL);
  mu_gui_test_drain ();
  dialog = shown_dialog (NULL);
  entry = mu_gui_test_find_named (GTK_WIDGET (dialog), "code-entry");
  ck_assert (gtk_widget_has_css_class (entry, "monospace"));
  ck_assert_int_ge (gtk_editable_get_width_chars (GTK_EDITABLE (entry)), 40);
  ck_assert_ptr_null (mu_gui_test_find_named (GTK_WIDGET (dialog), "code-error"));

  /* the eighth letter (group 2) mistyped */
  slip[7] = slip[7] == 'A' ? 'B' : 'A';
  gtk_editable_set_text (GTK_EDITABLE (entry), slip);
  gtk_editable_set_position (GTK_EDITABLE (entry), 8);
  mu_gui_test_drain ();
  ck_assert_str_eq (dialog_text (dialog, "code-group"), "Group 2: RANXW");
  adw_message_dialog_response (dialog, "check");
  mu_gui_test_drain ();

  dialog = shown_dialog (dialog);
  ck_assert_str_eq (dialog_text (dialog, "code-entry"), slip);
  ck_assert_str_eq (dialog_text (dialog, "code-error"),
                    "A slip in the code: group 2 is wrong: check it against the sheet");
  ck_assert_ptr_null (mu_window_get_document (window));

  entry = mu_gui_test_find_named (GTK_WIDGET (dialog), "code-entry");
  gtk_editable_set_text (GTK_EDITABLE (entry), code);
  adw_message_dialog_response (dialog, "check");
  mu_gui_test_drain ();
  ck_assert_ptr_nonnull (mu_window_get_document (window));
  ck_assert (mu_document_is_read_only (mu_window_get_document (window)));
  ck_assert_str_eq (mu_gui_test_shown_text (GTK_WIDGET (window), "points"), "133 of 133");
  /* a code declares no totals: none is marked as differing */
  ck_assert_uint_eq (warning_marks (mu_gui_test_find_named (GTK_WIDGET (window), "check")), 0);
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

/* A roster that declares 140 points for its 133 is checked: its verdict is
 * the army's own (the sample's two errors), and the false declaration is
 * told beside it and marked in the totals. */
START_TEST (test_false_declaration_apart)
{
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
  g_autofree char *dir = g_dir_make_tmp ("muster-declared-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (dir, "declared.muster", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GString) changed = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (copy);
  MuWindow *window = mu_window_new (app);
  GtkWidget *verdict;

  ck_assert (g_file_get_contents (path, &text, NULL, NULL));
  changed = g_string_new (text);
  ck_assert_uint_eq (g_string_replace (changed, "<declared points=\"133\"", "<declared points=\"140\"", 1),
                     1);
  ck_assert (g_file_set_contents (copy, changed->str, -1, NULL));
  gtk_window_present (GTK_WINDOW (window));
  ck_assert (mu_window_open_file (window, file, TRUE));
  mu_gui_test_drain ();
  verdict = mu_gui_test_find_named (GTK_WIDGET (window), "verdict");
  ck_assert_str_eq (gtk_button_get_label (GTK_BUTTON (verdict)), "Illegal: 2 errors");
  ck_assert_str_eq (mu_gui_test_shown_text (GTK_WIDGET (window), "declaration"),
                    "Declared totals false: 1 error");
  ck_assert_uint_eq (warning_marks (mu_gui_test_find_named (GTK_WIDGET (window), "check")), 1);
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
  mu_gui_test_remove_tree (dir);
}
END_TEST

static void
text_read (GObject *clipboard, GAsyncResult *result, gpointer data)
{
  char **text = data;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (clipboard), result, NULL);
}

/* Copy as Text puts the sample's order of battle on the clipboard, exactly
 * as muster-cli export writes it. */
START_TEST (test_copy_as_text)
{
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *expected_path = mu_test_path ("cli/share/tts-sample-oob.txt");
  g_autofree char *expected = NULL;
  g_autofree char *copied = NULL;
  MuWindow *window = mu_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  ck_assert (g_file_get_contents (expected_path, &expected, NULL, NULL));
  ck_assert (!gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-text", NULL)
             || mu_window_get_document (window) == NULL);
  ck_assert (mu_window_open_file (window, file, FALSE));
  mu_gui_test_drain ();
  ck_assert (gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-text", NULL));
  mu_gui_test_drain ();
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (window)), NULL, text_read, &copied);
  while (copied == NULL)
    g_main_context_iteration (NULL, TRUE);
  ck_assert_str_eq (copied, expected);
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

/* Compare With… beside the army one upgrade later shows that upgrade, as
 * muster-cli diff does. */
START_TEST (test_compare_with)
{
  g_autofree char *changed = mu_test_path ("cli/share/sample-one-upgrade.muster");
  g_autofree char *sample
      = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
  g_autofree char *expected_path = mu_test_path ("cli/share/sample-one-upgrade.diff");
  g_autofree char *expected = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (changed);
  g_autoptr(GError) error = NULL;
  MuWindow *window = mu_window_new (app);
  GtkWidget *dialog;

  ck_assert (g_file_get_contents (expected_path, &expected, NULL, NULL));
  gtk_window_present (GTK_WINDOW (window));
  ck_assert (mu_window_open_file (window, file, FALSE));
  mu_gui_test_drain ();
  dialog = mu_share_actions_compare (window, sample, &error);
  ck_assert_msg (dialog != NULL, "%s", error != NULL ? error->message : "");
  mu_gui_test_drain ();
  ck_assert_str_eq (mu_gui_test_shown_text (dialog, "compare-text"), expected);
  g_clear_error (&error);
  ck_assert_ptr_null (mu_share_actions_compare (window, "no-such-roster.muster", &error));
  ck_assert_ptr_nonnull (error);
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

/* A long comparison (the allies example beside a changed copy, with lines
 * that wrap) is shown whole: the text is not taller than its window, which
 * needs no scrolling below 400 pixels. */
START_TEST (test_compare_shown_whole)
{
  g_autofree char *changed = mu_test_path ("cli/share/allies-changed.muster");
  g_autofree char *example
      = g_build_filename (mu_test_lists_dir (), "examples", "tts-british-roman-allies.muster", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (example);
  g_autoptr(GError) error = NULL;
  MuWindow *window = mu_window_new (app);
  GtkWidget *dialog, *scrolled;
  GtkAdjustment *vertical;

  gtk_window_present (GTK_WINDOW (window));
  ck_assert (mu_window_open_file (window, file, FALSE));
  mu_gui_test_drain ();
  dialog = mu_share_actions_compare (window, changed, &error);
  ck_assert_msg (dialog != NULL, "%s", error != NULL ? error->message : "");
  mu_gui_test_drain ();
  scrolled
      = gtk_widget_get_ancestor (mu_gui_test_find_named (dialog, "compare-text"), GTK_TYPE_SCROLLED_WINDOW);
  vertical = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  ck_assert_double_lt (gtk_adjustment_get_upper (vertical), 400);
  ck_assert_double_le (gtk_adjustment_get_upper (vertical) - gtk_adjustment_get_page_size (vertical), 0.5);
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

static Suite *
code_dialog_suite (void)
{
  Suite *suite = suite_create ("code-dialog");
  TCase *tcase = tcase_create ("code-dialog");

  tcase_add_test (tcase, test_group_at);
  tcase_add_test (tcase, test_group_bounds);
  tcase_add_test (tcase, test_slip_kept);
  tcase_add_test (tcase, test_false_declaration_apart);
  tcase_add_test (tcase, test_copy_as_text);
  tcase_add_test (tcase, test_compare_with);
  tcase_add_test (tcase, test_compare_shown_whole);
  suite_add_tcase (suite, tcase);
  return suite;
}

int
main (void)
{
  int status;

  app = mu_gui_test_start ();
  status = mu_test_run (code_dialog_suite ());
  mu_gui_test_finish (app);
  return status;
}
