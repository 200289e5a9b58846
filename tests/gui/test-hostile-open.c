/* test-hostile-open.c: every file of tests/hostile/ through the application,
 * under Xvfb. Hostile rosters opened one after another in one window each
 * show their exact message and leave the army on screen as it was, still
 * editable; a hostile list or
 * ruleset in the lists folder is named with its message in the library,
 * whose good lists stay ready to build from.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "mu-application.h"
#include "mu-army-list.h"
#include "mu-document.h"
#include "mu-gui-test.h"
#include "mu-library.h"
#include "mu-library-view.h"
#include "mu-rulesets.h"
#include "mu-test.h"
#include "mu-window.h"

static MuApplication *app;
static GPtrArray *cases;
static GPtrArray *rosters; /* MuTestHostile: the roster cases */
static GPtrArray *others;  /* MuTestHostile: the list and ruleset cases */

/* The message dialog the window shows, if any. */
static AdwMessageDialog *
shown_dialog (MuWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel) && gtk_window_get_transient_for (toplevel) == GTK_WINDOW (window)
          && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return ADW_MESSAGE_DIALOG (toplevel);
    }
  return NULL;
}

static const char *
points_shown (MuWindow *window)
{
  return mu_gui_test_shown_text (GTK_WIDGET (window), "points");
}

/* One window for every hostile roster: the sample stays open in it. */
static MuWindow *sample; /* the window every hostile roster is opened in */

static MuWindow *
sample_window (void)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;

  if (sample != NULL)
    return sample;
  path = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
  file = g_file_new_for_path (path);
  sample = mu_window_new (app);
  gtk_window_present (GTK_WINDOW (sample));
  ck_assert (mu_window_open_file (sample, file, FALSE));
  mu_gui_test_drain ();
  return sample;
}

/* Opens path in the window of the sample: refused with the expected
 * message, the sample still shown as it was. */
static void
assert_refused_in_window (const char *path, const char *expected)
{
  g_autoptr(GFile) bad = g_file_new_for_path (path);
  MuWindow *window = sample_window ();
  MuDocument *document = mu_window_get_document (window);
  AdwMessageDialog *dialog;

  ck_assert_msg (!mu_window_open_file (window, bad, FALSE), "%s opened", path);
  mu_gui_test_drain ();
  dialog = shown_dialog (window);
  ck_assert_msg (dialog != NULL, "%s: no message shown", path);
  ck_assert_str_eq (adw_message_dialog_get_heading (dialog), "Could Not Open the Roster");
  ck_assert_str_eq (adw_message_dialog_get_body (dialog), expected);
  gtk_window_close (GTK_WINDOW (dialog));
  mu_gui_test_drain ();
  ck_assert_ptr_null (shown_dialog (window));

  ck_assert_ptr_eq (mu_window_get_document (window), document);
  ck_assert_str_eq (points_shown (window), "133 of 133");
  ck_assert (!mu_document_is_modified (document));
}

/* After every hostile roster, the army on screen still takes edits. */
START_TEST (test_window_still_usable)
{
  MuWindow *window = sample_window ();
  MuDocument *document = mu_window_get_document (window);

  mu_document_select (document, &MU_PLACE_OF_COMMAND (1));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-unit", "s", "auxiliarii");
  mu_gui_test_drain ();
  ck_assert_str_eq (points_shown (window), "141 of 133");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  mu_gui_test_drain ();
  ck_assert_str_eq (points_shown (window), "133 of 133");
  ck_assert (!mu_document_is_modified (document));
  gtk_window_destroy (GTK_WINDOW (g_steal_pointer (&sample)));
  mu_gui_test_drain ();
}
END_TEST

START_TEST (test_roster_refused_in_window)
{
  MuTestHostile *item = rosters->pdata[_i];
  g_autofree char *path = g_build_filename (MU_TEST_SOURCE_DIR, "hostile", item->file, NULL);
  g_autofree char *expected = mu_test_hostile_message (item, path);

  assert_refused_in_window (path, expected);
}
END_TEST

START_TEST (test_fifty_mb_refused_in_window)
{
  g_autoptr(GString) text = mu_test_fifty_mb_roster ();
  g_autofree char *dir = g_dir_make_tmp ("muster-gui-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "fifty.muster", NULL);
  g_autofree char *expected = g_strdup_printf ("%s: the file is 52428800 bytes; Muster opens files "
                                               "of at most 8388608 bytes",
                                               path);

  ck_assert (g_file_set_contents (path, text->str, text->len, NULL));
  assert_refused_in_window (path, expected);
  g_unlink (path);
  g_rmdir (dir);
}
END_TEST

static void
copy_file (const char *from, const char *to)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  ck_assert (g_file_get_contents (from, &data, &length, NULL));
  ck_assert (g_file_set_contents (to, data, length, NULL));
}

/* A lists folder of the bundled rulesets, one good list and the hostile
 * file where its kind belongs; returns the path the hostile file has there. */
static char *
lists_folder_with (const char *dir, MuTestHostile *item, const char *path)
{
  g_autofree char *rulesets = g_build_filename (dir, "rulesets", NULL);
  g_autofree char *bundled = g_build_filename (mu_test_lists_dir (), "rulesets", NULL);
  g_autofree char *armies = g_build_filename (dir, "tts", NULL);
  g_autofree char *open_from = g_build_filename (mu_test_lists_dir (), "tts", "open.xml", NULL);
  g_autofree char *open_to = g_build_filename (armies, "open.xml", NULL);
  g_autoptr(GDir) handle = g_dir_open (bundled, 0, NULL);
  const char *name;
  char *copied;

  ck_assert (g_mkdir (rulesets, 0700) == 0 && g_mkdir (armies, 0700) == 0);
  while ((name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *from = g_build_filename (bundled, name, NULL);
      g_autofree char *to = g_build_filename (rulesets, name, NULL);
      copy_file (from, to);
    }
  copy_file (open_from, open_to);
  copied = g_build_filename (g_str_equal (item->kind, "ruleset") ? rulesets : armies, "hostile.xml", NULL);
  copy_file (path, copied);
  return copied;
}

/* The texts of the "Files That Could Not Be Read" group, one per line. */
static char *
problems_shown (GtkWidget *view)
{
  GtkWidget *group = mu_gui_test_find_named (view, "problems");
  GString *text = g_string_new (NULL);
  GtkWidget *box;

  ck_assert_msg (group != NULL, "the library names no file it could not read");
  box = gtk_widget_get_last_child (group);
  for (int i = 0;; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (box), i);

      if (row == NULL)
        break;
      g_string_append_printf (text, "%s\n",
                              gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (row))));
    }
  return g_string_free (text, FALSE);
}

/* Whether the library offers a row to build from the list of that id. */
static gboolean
offers_list (GtkWidget *widget, const char *id)
{
  MuArmyList *list = g_object_get_data (G_OBJECT (widget), "list");

  if (list != NULL && g_str_equal (list->id, id) && gtk_widget_get_mapped (widget))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (offers_list (child, id))
      return TRUE;
  return FALSE;
}

START_TEST (test_list_named_in_library)
{
  MuTestHostile *item = others->pdata[_i];
  g_autofree char *path = g_build_filename (MU_TEST_SOURCE_DIR, "hostile", item->file, NULL);
  g_autofree char *dir = NULL;
  g_autofree char *copied = NULL;
  g_autofree char *message = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *shown = NULL;
  g_autoptr(MuLibrary) library = NULL;
  GtkWidget *window;
  GtkWidget *view;

  dir = g_dir_make_tmp ("muster-gui-lists-XXXXXX", NULL);
  copied = lists_folder_with (dir, item, path);
  message = mu_test_hostile_message (item, copied);
  expected = g_strdup_printf ("%s\n", message);
  library = mu_library_new ();
  ck_assert (mu_library_load_dir (library, dir, NULL));

  window = gtk_window_new ();
  view = g_object_new (MU_TYPE_LIBRARY_VIEW, NULL);
  gtk_window_set_child (GTK_WINDOW (window), view);
  mu_library_view_set_library (MU_LIBRARY_VIEW (view), library, NULL);
  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  shown = problems_shown (view);
  ck_assert_str_eq (shown, expected);
  ck_assert_msg (offers_list (view, "tts-open"), "the good list is not offered beside %s", item->file);
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
  mu_gui_test_remove_tree (dir);
}
END_TEST

static Suite *
hostile_open_suite (void)
{
  Suite *suite = suite_create ("hostile-open");
  TCase *window = tcase_create ("window");
  TCase *library = tcase_create ("library");

  tcase_add_loop_test (window, test_roster_refused_in_window, 0, rosters->len);
  tcase_add_test (window, test_fifty_mb_refused_in_window);
  tcase_add_test (window, test_window_still_usable);
  tcase_add_loop_test (library, test_list_named_in_library, 0, others->len);
  suite_add_tcase (suite, window);
  suite_add_tcase (suite, library);
  return suite;
}

int
main (void)
{
  int status;

  app = mu_gui_test_start ();
  cases = mu_test_hostile_cases ();
  rosters = g_ptr_array_new ();
  others = g_ptr_array_new ();
  for (guint i = 0; i < cases->len; i++)
    g_ptr_array_add (g_str_equal (((MuTestHostile *) cases->pdata[i])->kind, "roster") ? rosters : others,
                     cases->pdata[i]);
  status = mu_test_run (hostile_open_suite ());
  g_ptr_array_unref (rosters);
  g_ptr_array_unref (others);
  g_ptr_array_unref (cases);
  mu_gui_test_finish (app);
  return status;
}
