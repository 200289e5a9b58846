/* test-list-pane.c: the builder's list pane gives what one of each row costs
 * this army, and follows the army's readings of the rules as they change
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "mu-application.h"
#include "mu-document.h"
#include "mu-gui-test.h"
#include "mu-roster.h"
#include "mu-test.h"
#include "mu-window.h"

static MuApplication *app;

static MuWindow *
open_example (const char *name)
{
  MuWindow *window = mu_window_new (app);
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), "examples", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  gtk_window_present (GTK_WINDOW (window));
  ck_assert (mu_window_open_file (window, file, FALSE));
  mu_gui_test_drain ();
  return window;
}

static void
close_window (MuWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}

/* The subtitle of the list pane's row for the list row id. */
static GtkWidget *
row_summary (MuWindow *window, const char *id)
{
  GtkWidget *row = mu_gui_test_find_named (GTK_WIDGET (window), id);
  GtkWidget *summary;

  ck_assert_msg (row != NULL && GTK_IS_LIST_BOX_ROW (row), "no list row %s", id);
  summary = mu_gui_test_find_named (row, "row-summary");
  ck_assert_ptr_nonnull (summary);
  return summary;
}

static const char *
summary_text (MuWindow *window, const char *id)
{
  return gtk_label_get_text (GTK_LABEL (row_summary (window, id)));
}

static const char *
summary_tooltip (MuWindow *window, const char *id)
{
  return gtk_widget_get_tooltip_text (row_summary (window, id));
}

/* The book's sample army under the reading that auxiliaries cost 9: the pane
 * says so, names the reading, and goes back with undo. */
START_TEST (test_reading_changes_costs)
{
  MuWindow *window = open_example ("tts-sample-oob.muster");
  MuDocument *document = mu_window_get_document (window);
  GtkWidget *reading;

  ck_assert_str_eq (summary_text (window, "auxiliarii"), "Auxiliaries · save 6+ · 8 pts");
  ck_assert_ptr_null (summary_tooltip (window, "auxiliarii"));
  ck_assert_str_eq (summary_text (window, "legionarii"), "Legionaries · save 6+ · 10 pts");
  ck_assert_str_eq (summary_text (window, "heroes"), "1 pt");

  mu_document_select (document, &MU_PLACE_OF_NOTHING);
  mu_gui_test_drain ();
  reading = mu_gui_test_find_named (GTK_WIDGET (window), "auxiliaries-cost");
  ck_assert_ptr_nonnull (reading);
  adw_combo_row_set_selected (ADW_COMBO_ROW (reading), 1);
  mu_gui_test_drain ();
  ck_assert_str_eq (mu_roster_get_option (mu_document_get_roster (document), "auxiliaries-cost"), "9");

  ck_assert_str_eq (summary_text (window, "auxiliarii"), "Auxiliaries · save 6+ · 9 pts (printed 8)");
  ck_assert_str_eq (summary_tooltip (window, "auxiliarii"),
                    "This army’s options change the printed cost:\n"
                    "Auxiliaries: cost: 9 (one less than legionaries)");
  ck_assert_str_eq (summary_text (window, "legionarii"), "Legionaries · save 6+ · 10 pts");
  ck_assert_ptr_null (summary_tooltip (window, "legionarii"));

  ck_assert (mu_document_undo (document));
  mu_gui_test_drain ();
  ck_assert_str_eq (summary_text (window, "auxiliarii"), "Auxiliaries · save 6+ · 8 pts");
  ck_assert_ptr_null (summary_tooltip (window, "auxiliarii"));
  close_window (window);
}
END_TEST

/* The filter finds rows by the cost shown, not the printed one. */
START_TEST (test_filter_by_shown_cost)
{
  MuWindow *window = open_example ("tts-sample-oob.muster");
  MuDocument *document = mu_window_get_document (window);
  GtkWidget *filter = mu_gui_test_find_named (GTK_WIDGET (window), "row-filter");
  GtkWidget *hidden;
  g_autoptr(GError) error = NULL;

  ck_assert (mu_document_set_option (document, "auxiliaries-cost", "9", &error));
  mu_gui_test_drain ();
  gtk_editable_set_text (GTK_EDITABLE (filter), "printed 8");
  /* at once, not after the entry's typing delay */
  g_signal_emit_by_name (filter, "search-changed");
  mu_gui_test_drain ();
  ck_assert (gtk_widget_get_child_visible (mu_gui_test_find_named (GTK_WIDGET (window), "auxiliarii")));
  /* filtered out: no row at all, or a row not shown */
  hidden = mu_gui_test_find_named (GTK_WIDGET (window), "legionarii");
  ck_assert (hidden == NULL || !gtk_widget_get_child_visible (hidden));
  close_window (window);
}
END_TEST

/* For the Pharaoh prices by the figure or the model; the Battle-Carts' printed
 * 26 stands against the tables. */
START_TEST (test_pharaoh_per_figure)
{
  MuWindow *window = open_example ("pharaoh-akkadian.muster");

  ck_assert_str_eq (summary_text (window, "household-chariots"), "Reg A LCh N/A OW · 28 pts a model");
  ck_assert_str_eq (summary_text (window, "household-spearmen-p"), "Reg A LI CO P · 13 pts a figure");
  ck_assert_str_eq (summary_text (window, "battle-carts"), "Reg D BC N/A OW · 26 pts a model");
  ck_assert_str_eq (summary_text (window, "specialist"), "10 pts");
  close_window (window);
}
END_TEST

/* Rulesets without points show no cost. */
START_TEST (test_no_points_no_cost)
{
  MuWindow *window = open_example ("phalanx-macedonian.muster");

  ck_assert_str_eq (summary_text (window, "hip"), "HIP");
  ck_assert_ptr_null (summary_tooltip (window, "hip"));
  close_window (window);
}
END_TEST

static Suite *
list_pane_suite (void)
{
  Suite *suite = suite_create ("list-pane");
  TCase *tcase = tcase_create ("list-pane");

  tcase_add_test (tcase, test_reading_changes_costs);
  tcase_add_test (tcase, test_filter_by_shown_cost);
  tcase_add_test (tcase, test_pharaoh_per_figure);
  tcase_add_test (tcase, test_no_points_no_cost);
  suite_add_tcase (suite, tcase);
  return suite;
}

int
main (void)
{
  int status;

  app = mu_gui_test_start ();
  status = mu_test_run (list_pane_suite ());
  mu_gui_test_finish (app);
  return status;
}
