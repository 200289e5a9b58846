/* test-paste-list.c: "Paste List Text…" reads a pasted list, shows every row
 * with what it was read as and marks what it could not read; accepted, the
 * list opens in the list editor, unsaved, with what was not read among its
 * problems
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "mu-application.h"
#include "mu-gui-test.h"
#include "mu-library.h"
#include "mu-list-editor.h"
#include "mu-paste-list-dialog.h"
#include "mu-test.h"
#include "mu-window.h"

static MuApplication *app;

/* The British list as the rulebook's text gives it when the shared notes
 * are beside the source tree, else the table typed a row a line. */
static char *
british_text (void)
{
  g_autofree char *book
      = g_build_filename (MU_TEST_SOURCE_DIR, "../../shared/seeds/000_8257204e989cee36.txt", NULL);
  g_autofree char *fixture
      = g_build_filename (MU_TEST_SOURCE_DIR, "fixtures/import/ancient-british.txt", NULL);
  g_autofree char *text = NULL;
  const char *from;
  const char *to;

  if (g_file_get_contents (book, &text, NULL, NULL)
      && (from = strstr (text, "Ancient Ancie nt British")) != NULL
      && (to = strstr (from, "Principiate (or Early Imperial) Roman 27BC")) != NULL)
    return g_strndup (from, to - from);
  g_clear_pointer (&text, g_free);
  ck_assert (g_file_get_contents (fixture, &text, NULL, NULL));
  return g_steal_pointer (&text);
}

static guint
count_named (GtkWidget *widget, const char *name)
{
  guint n = g_strcmp0 (gtk_widget_get_name (widget), name) == 0 && gtk_widget_get_mapped (widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_named (child, name);
  return n;
}

/* The last widget of that name shown, in the order of the tree */
static GtkWidget *
last_named (GtkWidget *widget, const char *name)
{
  GtkWidget *found
      = g_strcmp0 (gtk_widget_get_name (widget), name) == 0 && gtk_widget_get_mapped (widget) ? widget : NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    found = last_named (child, name) ?: found;
  return found;
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

START_TEST (test_paste_british)
{
  g_autofree char *text = british_text ();
  MuWindow *window = mu_window_new (app);
  MuLibrary *library = mu_application_get_library (app);
  MuPasteListDialog *dialog;
  GtkWidget *view;
  GtkWidget *summary;
  GtkWidget *mark;
  GtkWidget *issues;
  MuListEditor *editor;
  g_autofree char *installed = NULL;

  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  g_action_group_activate_action (G_ACTION_GROUP (app), "paste-list", NULL);
  mu_gui_test_drain ();
  dialog = MU_PASTE_LIST_DIALOG (mu_gui_test_toplevel (MU_TYPE_PASTE_LIST_DIALOG));
  ck_assert_ptr_nonnull (dialog);

  /* paste, read */
  view = mu_gui_test_wait_named (GTK_WIDGET (dialog), "paste-text");
  ck_assert_ptr_nonnull (view);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), text, -1);
  g_signal_emit_by_name (mu_gui_test_wait_named (GTK_WIDGET (dialog), "paste-read"), "clicked");
  mu_gui_test_drain ();

  /* the review: every row read, the three footnotes' rules read from
   * their words and the detached generals' reading added, each marked for
   * the player to check; the allies linked to the Principate list by the
   * likeness of the names, a fifth problem */
  summary = mu_gui_test_wait_named (GTK_WIDGET (dialog), "paste-summary");
  ck_assert_ptr_nonnull (summary);
  ck_assert_str_eq (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (summary)),
                    "Rows read: 9 · problems to mend: 5");
  /* the ally first, its list chosen by likeness, then the footnotes */
  mark = mu_gui_test_wait_named (GTK_WIDGET (dialog), "paste-mark");
  ck_assert_uint_eq (count_named (GTK_WIDGET (dialog), "paste-mark"), 5);
  ck_assert_str_eq (gtk_label_get_text (GTK_LABEL (gtk_widget_get_last_child (mark))),
                    "List chosen by likeness");
  ck_assert_str_eq (gtk_widget_get_tooltip_text (mark),
                    "its list “Principate Roman” was chosen by the likeness of the names; check it");
  mark = last_named (GTK_WIDGET (dialog), "paste-mark");
  ck_assert (GTK_IS_IMAGE (gtk_widget_get_first_child (mark)));
  ck_assert_str_eq (gtk_label_get_text (GTK_LABEL (gtk_widget_get_last_child (mark))), "Rule read: check it");
  ck_assert_str_eq (
      gtk_widget_get_tooltip_text (mark),
      "Its rule was read from the footnote's words: check it against the book in the list editor.");

  /* accepted: the list opens in the editor, unsaved, its four marked
   * footnotes and its allies among its problems; nothing is written to the
   * player's lists */
  g_signal_emit_by_name (mu_gui_test_wait_named (GTK_WIDGET (dialog), "paste-import"), "clicked");
  mu_gui_test_drain ();
  ck_assert (mu_gui_test_toplevel (MU_TYPE_PASTE_LIST_DIALOG) == NULL
             || !gtk_widget_get_visible (GTK_WIDGET (mu_gui_test_toplevel (MU_TYPE_PASTE_LIST_DIALOG))));
  editor = MU_LIST_EDITOR (mu_gui_test_toplevel (MU_TYPE_LIST_EDITOR));
  ck_assert_ptr_nonnull (editor);
  ck_assert_ptr_null (mu_list_editor_get_file (editor));
  ck_assert_str_eq (mu_list_draft_get_field (mu_list_editor_get_draft (editor), "name"), "Ancient British");
  issues = mu_gui_test_wait_named (GTK_WIDGET (editor), "list-issues");
  ck_assert_ptr_nonnull (issues);
  ck_assert_uint_eq (count_rows (issues), 5);
  /* each marked part has "Mark as Checked", which takes its mark away:
   * the four footnotes and the ally checked, no problem is left */
  for (guint i = 0; i < 5; i++)
    {
      g_autofree char *part = i < 4 ? g_strdup_printf ("note:%u", i) : g_strdup ("ally:0");
      g_autofree char *name = g_strdup_printf ("%s:checked", part);

      adw_expander_row_set_expanded (ADW_EXPANDER_ROW (mu_gui_test_find_named (GTK_WIDGET (editor), part)),
                                     TRUE);
      mu_gui_test_drain ();
      mu_gui_test_click (GTK_WIDGET (editor), name);
    }
  /* the one row left says so */
  ck_assert_uint_eq (count_rows (issues), 1);
  for (GtkWidget *row = gtk_widget_get_first_child (issues); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (gtk_widget_get_visible (row))
      ck_assert_str_eq (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                        "No problems: the list checks clean");
  ck_assert_ptr_null (mu_gui_test_find_named (GTK_WIDGET (editor), "note:0:checked"));
  ck_assert_ptr_null (mu_library_find_list (library, "ancient-british-2"));
  installed = g_build_filename (g_get_user_data_dir (), "muster", "lists", "tts", NULL);
  ck_assert (!g_file_test (installed, G_FILE_TEST_EXISTS));
  gtk_window_destroy (GTK_WINDOW (editor));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

/* A U+FFFF in the title gave "Extra content at the end of the document"
 * on every row: the text is refused, with its line, and nothing can be
 * imported. */
START_TEST (test_paste_refused)
{
  MuWindow *window = mu_window_new (app);
  MuPasteListDialog *dialog
      = mu_paste_list_dialog_new (GTK_WINDOW (window), mu_application_get_library (app));
  GtkWidget *summary;

  gtk_window_present (GTK_WINDOW (dialog));
  mu_gui_test_drain ();
  mu_paste_list_dialog_read (dialog, "tts",
                             "Ancient British\xef\xbf\xbf 55BC to 410AD\nCamp\tCamp\t1-3\t-\t1\n");
  mu_gui_test_drain ();
  summary = mu_gui_test_wait_named (GTK_WIDGET (dialog), "paste-summary");
  ck_assert_ptr_nonnull (summary);
  ck_assert_str_eq (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (summary)),
                    "the pasted text:1: the text holds U+FFFF, which a list cannot hold");
  ck_assert_uint_eq (count_named (GTK_WIDGET (dialog), "paste-import"), 0);
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

int
main (void)
{
  g_autofree char *data = g_dir_make_tmp ("muster-paste-data-XXXXXX", NULL);
  Suite *s = suite_create ("paste-list");
  TCase *tc = tcase_create ("paste");
  int failed;

  g_setenv ("XDG_DATA_HOME", data, TRUE);
  app = mu_gui_test_start ();
  tcase_add_test (tc, test_paste_british);
  tcase_add_test (tc, test_paste_refused);
  suite_add_tcase (s, tc);
  failed = mu_test_run (s);
  mu_gui_test_finish (app);
  mu_gui_test_remove_tree (data);
  return failed;
}
