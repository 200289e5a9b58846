/* test-army-scroll.c: the army view scrolls to what an edit brings. A
 * roster as long as the benchmark's megagame (11 commands of 11 units, far
 * taller than the window) is opened at its top; Ctrl+T adds a command after
 * the last, and once the window has drawn it the new command's heading is
 * inside the part of the army shown, as is the general's row selected.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "mu-application.h"
#include "mu-document.h"
#include "mu-gui-test.h"
#include "mu-test.h"
#include "mu-window.h"

#define COMMANDS 11
#define UNITS_PER_COMMAND 11

static MuApplication *app;
static char *scratch;

/* Runs the main loop for a while, frames and all: the view lays out and
 * scrolls in frames, not in one pass of the loop. */
static void
run_frames (guint milliseconds)
{
  gint64 until = g_get_monotonic_time () + milliseconds * 1000;

  while (g_get_monotonic_time () < until)
    {
      g_usleep (10000);
      mu_gui_test_drain ();
    }
}

/* Whether widget lies wholly inside the part of the scrolled window shown. */
static gboolean
shown_in (GtkWidget *widget, GtkScrolledWindow *scrolled, char **why)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scrolled);
  /* the army's own widget, under the viewport that scrolls it */
  GtkWidget *content = gtk_widget_get_first_child (gtk_scrolled_window_get_child (scrolled));
  double top = gtk_adjustment_get_value (adjustment);
  double bottom = top + gtk_adjustment_get_page_size (adjustment);
  graphene_rect_t bounds;

  ck_assert (gtk_widget_compute_bounds (widget, content, &bounds));
  *why = g_strdup_printf ("%s at %.0f–%.0f, the view shows %.0f–%.0f", gtk_widget_get_name (widget),
                          bounds.origin.y, bounds.origin.y + bounds.size.height, top, bottom);
  return bounds.origin.y >= top && bounds.origin.y + bounds.size.height <= bottom;
}

START_TEST (test_new_command_scrolled_into_view)
{
  MuWindow *window = mu_window_new (app);
  g_autofree char *path = mu_gui_test_write_roster (scratch, "long.muster", COMMANDS, UNITS_PER_COMMAND);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_auto(GStrv) actions = gtk_application_get_actions_for_accel (GTK_APPLICATION (app), "<Control>t");
  g_autofree char *why = NULL;
  GtkWidget *list, *scrolled, *heading;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
  gtk_window_present (GTK_WINDOW (window));
  ck_assert (mu_window_open_file (window, file, FALSE));
  run_frames (300);
  list = mu_gui_test_find_named (GTK_WIDGET (window), "command-1");
  ck_assert_ptr_nonnull (list);
  scrolled = gtk_widget_get_ancestor (list, GTK_TYPE_SCROLLED_WINDOW);
  ck_assert_double_eq (
      gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled))), 0);
  ck_assert_ptr_null (mu_gui_test_find_named (GTK_WIDGET (window), "command-12"));
  /* Ctrl+T, as the application maps it */
  ck_assert (actions != NULL && g_strcmp0 (actions[0], "win.add-command") == 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-command", NULL);
  run_frames (500);
  list = mu_gui_test_find_named (GTK_WIDGET (window), "command-12");
  ck_assert_ptr_nonnull (list);
  /* the card: its heading (a button) above the list of its rows */
  heading = gtk_widget_get_first_child (gtk_widget_get_parent (list));
  ck_assert (GTK_IS_BUTTON (heading));
  ck_assert_msg (shown_in (heading, GTK_SCROLLED_WINDOW (scrolled), &why), "the new heading is not shown: %s",
                 why);
  g_clear_pointer (&why, g_free);
  ck_assert_msg (shown_in (GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0)),
                           GTK_SCROLLED_WINDOW (scrolled), &why),
                 "the new general is not shown: %s", why);
  ck_assert_int_eq (mu_document_get_selection (mu_window_get_document (window))->command, COMMANDS);
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

static Suite *
army_scroll_suite (void)
{
  Suite *suite = suite_create ("army-scroll");
  TCase *scroll = tcase_create ("scroll");

  tcase_add_test (scroll, test_new_command_scrolled_into_view);
  suite_add_tcase (suite, scroll);
  return suite;
}

int
main (void)
{
  int status;

  app = mu_gui_test_start ();
  scratch = g_dir_make_tmp ("muster-scroll-XXXXXX", NULL);
  status = mu_test_run (army_scroll_suite ());
  mu_gui_test_remove_tree (scratch);
  g_free (scratch);
  mu_gui_test_finish (app);
  return status;
}
