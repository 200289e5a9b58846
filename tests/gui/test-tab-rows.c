/* test-tab-rows.c: a row is one Tab stop, and says what it is. The list
 * pane's row, a unit's row and an upgrade's row each take the focus once
 * (their "+", "⋮" and check are for the mouse, the row does the same from
 * the keyboard), and the texts a screen reader builds the rows' names from
 * are the ones the book and the army give.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "mu-application.h"
#include "mu-army-row.h"
#include "mu-document.h"
#include "mu-figure.h"
#include "mu-gui-test.h"
#include "mu-list-row.h"
#include "mu-test.h"
#include "mu-window.h"

static MuApplication *app;

static MuWindow *
open_sample (void)
{
  MuWindow *window = mu_window_new (app);
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  gtk_window_present (GTK_WINDOW (window));
  ck_assert (mu_window_open_file (window, file, FALSE));
  mu_gui_test_drain ();
  return window;
}

static void
close_window (MuWindow *window)
{
  mu_document_discard_autosave (mu_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}

static GtkWidget *
named (MuWindow *window, const char *name)
{
  GtkWidget *widget = mu_gui_test_find_named (GTK_WIDGET (window), name);

  ck_assert_msg (widget != NULL, "no widget named %s", name);
  return widget;
}

static gboolean
focus_inside (MuWindow *window, GtkWidget *ancestor)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return focus != NULL && (focus == ancestor || gtk_widget_is_ancestor (focus, ancestor));
}

/* Tab from the row leaves it: nothing inside it is a second stop. */
static void
assert_one_stop (MuWindow *window, GtkWidget *row)
{
  ck_assert (gtk_widget_grab_focus (row));
  ck_assert (focus_inside (window, row));
  gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
  ck_assert_msg (!focus_inside (window, row), "Tab stayed inside the row %s", gtk_widget_get_name (row));
}

/* "Auxiliarii, 2 of 3–6, 8 points" (Principate Roman: 3–6 at 8 points; the
 * sample army takes two), and "Add Auxiliarii" for its "+". */
START_TEST (test_list_row)
{
  MuWindow *window = open_sample ();
  GtkWidget *row = named (window, "auxiliarii");
  GtkWidget *add = mu_gui_test_find_type (row, GTK_TYPE_BUTTON);
  g_autofree char *title = NULL;
  g_autofree char *allowance = NULL;
  g_autofree char *cost = NULL;

  ck_assert (MU_IS_LIST_ROW (row));
  g_object_get (row, "title", &title, "allowance", &allowance, "cost", &cost, NULL);
  ck_assert_str_eq (title, "Auxiliarii");
  ck_assert_str_eq (allowance, "2 of 3–6");
  ck_assert_str_eq (cost, "8 points");
  ck_assert_str_eq (mu_list_row_get_summary (MU_LIST_ROW (row)), "Auxiliaries · save 6+ · 8 pts");
  ck_assert_ptr_nonnull (add);
  ck_assert (!gtk_widget_get_focusable (add));
  ck_assert_str_eq (gtk_actionable_get_action_name (GTK_ACTIONABLE (add)), "win.add-unit");
  assert_one_stop (window, row);

  /* one more: the allowance follows the army, the cost stays */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-unit", "s", "auxiliarii");
  mu_gui_test_drain ();
  g_clear_pointer (&allowance, g_free);
  g_object_get (row, "allowance", &allowance, NULL);
  ck_assert_str_eq (allowance, "3 of 3–6");
  close_window (window);
}
END_TEST

/* A unit's row: its name, type and points; its "⋮" is no Tab stop. */
START_TEST (test_unit_row)
{
  MuWindow *window = open_sample ();
  GtkWidget *row = named (window, "u9");
  GtkWidget *menu = mu_gui_test_find_type (row, GTK_TYPE_MENU_BUTTON);
  g_autofree char *kind = NULL;
  g_autofree char *points = NULL;

  ck_assert (MU_IS_ARMY_ROW (row));
  ck_assert_str_eq (mu_army_row_get_title (MU_ARMY_ROW (row)), "Auxiliarii 1");
  g_object_get (row, "kind", &kind, "spoken-points", &points, NULL);
  ck_assert_str_eq (kind, "Auxiliaries");
  ck_assert_str_eq (points, "8 points");
  ck_assert_ptr_nonnull (menu);
  ck_assert (!gtk_widget_get_focusable (menu));
  assert_one_stop (window, row);
  close_window (window);
}
END_TEST

/* An upgrade's check is the row's one stop: a check box tells a screen
 * reader whether it is ticked; the row, clicked, toggles it, and is no
 * second stop. */
START_TEST (test_upgrade_row)
{
  MuWindow *window = open_sample ();
  MuDocument *document = mu_window_get_document (window);
  GtkWidget *check;
  GtkWidget *row;

  mu_document_select (document, &MU_PLACE_OF_UNIT ("u1"));
  mu_gui_test_drain ();
  check = named (window, "legionarii-veteran");
  ck_assert (GTK_IS_CHECK_BUTTON (check));
  ck_assert (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
  ck_assert (gtk_widget_get_focusable (check));
  row = gtk_widget_get_ancestor (check, GTK_TYPE_LIST_BOX_ROW);
  ck_assert_ptr_nonnull (row);
  ck_assert (!gtk_widget_get_focusable (row));
  ck_assert (gtk_widget_grab_focus (check));
  gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
  ck_assert_msg (!focus_inside (window, row), "Tab stayed inside the upgrade's row");
  ck_assert (gtk_widget_activate (row));
  mu_gui_test_drain ();
  check = named (window, "legionarii-veteran");
  ck_assert (!gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
  close_window (window);
}
END_TEST

/* A row's figures are written out again only when they changed: the same
 * figures taken again are no change, a value changed is one; and an edit
 * shows in its unit's row while another row keeps its texts. */
START_TEST (test_row_figures_follow_edits)
{
  MuWindow *window = open_sample ();
  MuDocument *document = mu_window_get_document (window);
  GtkWidget *row = named (window, "u1");
  MuFigure save = { "save", "Save", 5, NULL, TRUE, FALSE };
  MuFigure save_again = save;
  MuFigure save_six = save;
  g_autoptr(GPtrArray) figures = g_ptr_array_new ();
  g_autoptr(GPtrArray) same = g_ptr_array_new ();
  g_autoptr(GPtrArray) changed = g_ptr_array_new ();
  g_autofree char *other_before = NULL;
  g_autofree char *other_after = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *suffix = NULL;
  g_autoptr(GError) error = NULL;
  MuArmyRow *test_row = mu_army_row_new ("test", NULL, 0);

  g_object_ref_sink (test_row);
  g_ptr_array_add (figures, &save);
  g_ptr_array_add (same, &save_again);
  ck_assert (mu_army_row_take_figures (test_row, figures, 10));
  ck_assert (!mu_army_row_take_figures (test_row, same, 10));
  ck_assert (mu_army_row_take_figures (test_row, same, 11));
  save_six.value = 6;
  g_ptr_array_add (changed, &save_six);
  ck_assert (mu_army_row_take_figures (test_row, changed, 11));
  g_object_unref (test_row);

  g_object_get (named (window, "u9"), "subtitle", &other_before, NULL);
  ck_assert (
      mu_document_set_upgrade (document, &MU_PLACE_OF_UNIT ("u1"), "legionarii-veteran", FALSE, &error));
  mu_gui_test_drain ();
  g_object_get (row, "subtitle", &subtitle, "suffix", &suffix, NULL);
  ck_assert_msg (strstr (subtitle, "6+") != NULL, "u1's row says %s", subtitle);
  ck_assert_str_eq (suffix, "11 pts");
  g_object_get (named (window, "u9"), "subtitle", &other_after, NULL);
  ck_assert_str_eq (other_after, other_before);
  close_window (window);
}
END_TEST

static Suite *
tab_rows_suite (void)
{
  Suite *suite = suite_create ("tab-rows");
  TCase *tcase = tcase_create ("tab-rows");

  tcase_add_test (tcase, test_list_row);
  tcase_add_test (tcase, test_unit_row);
  tcase_add_test (tcase, test_upgrade_row);
  tcase_add_test (tcase, test_row_figures_follow_edits);
  suite_add_tcase (suite, tcase);
  return suite;
}

int
main (void)
{
  int failed;

  app = mu_gui_test_start ();
  failed = mu_test_run (tab_rows_suite ());
  mu_gui_test_finish (app);
  return failed;
}
