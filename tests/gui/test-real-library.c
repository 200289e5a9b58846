/* test-real-library.c: a library of sixty lists, whose rows beyond the first
 * screen are made as they come into view or are found, reached by the keys
 * and the mouse of a player through the X server: a row opens its own list
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "mu-application.h"
#include "mu-gui-input.h"
#include "mu-gui-test.h"
#include "mu-library-view.h"
#include "mu-new-army-dialog.h"
#include "mu-test.h"
#include "mu-window.h"

#define N_LISTS 60

static MuApplication *app;
static char *folder;

/* The shipped Principate Roman list as "roman-NN", "Romans NN". */
static void
write_lists (void)
{
  g_autofree char *shipped = g_build_filename (mu_test_lists_dir (), "tts", "principate-roman.xml", NULL);
  g_autofree char *rulesets = g_build_filename (mu_test_lists_dir (), "rulesets", "tts.xml", NULL);
  g_autofree char *text = NULL;
  g_autofree char *ruleset = NULL;
  g_autofree char *tts = g_build_filename (folder, "tts", NULL);
  g_autofree char *rules = g_build_filename (folder, "rulesets", NULL);
  g_autofree char *rules_file = g_build_filename (rules, "tts.xml", NULL);

  g_assert (g_file_get_contents (shipped, &text, NULL, NULL));
  g_assert (g_file_get_contents (rulesets, &ruleset, NULL, NULL));
  g_assert (g_mkdir_with_parents (tts, 0700) == 0 && g_mkdir_with_parents (rules, 0700) == 0);
  g_assert (g_file_set_contents (rules_file, ruleset, -1, NULL));
  for (guint i = 1; i <= N_LISTS; i++)
    {
      g_autoptr(GString) copy = g_string_new (text);
      g_autofree char *id = g_strdup_printf ("id=\"roman-%02u\"", i);
      g_autofree char *name = g_strdup_printf ("name=\"Romans %02u\"", i);
      g_autofree char *file = g_strdup_printf ("roman-%02u.xml", i);
      g_autofree char *path = g_build_filename (tts, file, NULL);

      g_string_replace (copy, "id=\"principate-roman\"", id, 1);
      g_string_replace (copy, "name=\"Principate Roman\"", name, 1);
      g_assert (g_file_set_contents (path, copy->str, copy->len, NULL));
    }
}

static MuWindow *
library_window (void)
{
  MuWindow *window = mu_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
  gtk_window_present (GTK_WINDOW (window));
  mu_gui_input_settle (300);
  return window;
}

/* The title of the new-army dialog the last action opened, which it closes. */
static char *
opened_list (void)
{
  gint64 until = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  GtkWindow *dialog;
  char *title;

  while ((dialog = mu_gui_test_toplevel (MU_TYPE_NEW_ARMY_DIALOG)) == NULL && g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  ck_assert_msg (dialog != NULL, "no list was opened");
  title = g_strdup (gtk_window_get_title (dialog));
  gtk_window_destroy (dialog);
  mu_gui_test_drain ();
  return title;
}

/* The row of a list, found by its menu button, made or not. */
static GtkWidget *
made_row (MuWindow *window, const char *id)
{
  g_autofree char *name = g_strconcat ("list-menu:", id, NULL);
  GtkWidget *menu = mu_gui_test_find_named (GTK_WIDGET (window), name);

  return menu != NULL ? gtk_widget_get_ancestor (menu, GTK_TYPE_LIST_BOX_ROW) : NULL;
}

/* A row not made when the library was shown, found by typing its name into
 * the search and clicked: it opens its own list. */
START_TEST (test_found_row_opens_its_list)
{
  MuWindow *window = library_window ();
  g_autofree char *clicked = NULL;
  GtkWidget *row;

  ck_assert_ptr_nonnull (made_row (window, "roman-01"));
  ck_assert_ptr_null (made_row (window, "roman-55"));
  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+f");
  mu_gui_input_type (GTK_WIDGET (window), "Romans 55");
  mu_gui_input_settle (500);
  row = made_row (window, "roman-55");
  ck_assert_ptr_nonnull (row);
  ck_assert (gtk_widget_get_visible (row));
  mu_gui_input_click (row);
  clicked = opened_list ();
  ck_assert_str_eq (clicked, "New Romans 55 Army");
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

static Suite *
real_library_suite (void)
{
  Suite *suite = suite_create ("real-library");
  TCase *tc = tcase_create ("rows");

  tcase_set_timeout (tc, 120);
  tcase_add_test (tc, test_found_row_opens_its_list);
  suite_add_tcase (suite, tc);
  return suite;
}

int
main (void)
{
  int status;

  folder = g_dir_make_tmp ("muster-library-XXXXXX", NULL);
  write_lists ();
  g_setenv ("MUSTER_LISTS_DIR", folder, TRUE);
  app = mu_gui_test_start ();
  status = mu_test_run (real_library_suite ());
  mu_gui_test_finish (app);
  mu_gui_test_remove_tree (folder);
  g_free (folder);
  return status;
}
