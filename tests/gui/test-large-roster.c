/* test-large-roster.c: a large but legal roster opens without freezing the
 * window. A generated roster of 4,000 units in 40 commands is shown in
 * passes: opening it makes only the first rows, a progress bar says how far
 * the army is shown, the main loop keeps running (a timeout keeps firing and
 * frames are drawn) until every row is there, and the army then takes edits.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <time.h>

#include "mu-application.h"
#include "mu-army-row.h"
#include "mu-document.h"
#include "mu-gui-test.h"
#include "mu-test.h"
#include "mu-window.h"

#define COMMANDS 40
#define UNITS_PER_COMMAND 100
/* a general and the units of each command */
#define ROWS (COMMANDS * (1 + UNITS_PER_COMMAND))

static MuApplication *app;

static char *
large_roster (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-gui-XXXXXX", NULL);

  return mu_gui_test_write_roster (dir, "large.muster", COMMANDS, UNITS_PER_COMMAND);
}

static guint
count_rows (GtkWidget *widget)
{
  guint count = MU_IS_ARMY_ROW (widget) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    count += count_rows (child);
  return count;
}

typedef struct
{
  guint ticks;
  clock_t last;
  clock_t longest; /* processor time between two ticks */
} Ticker;

static gboolean
tick (gpointer user_data)
{
  Ticker *ticker = user_data;
  clock_t now = clock ();

  ticker->ticks++;
  ticker->longest = MAX (ticker->longest, now - ticker->last);
  ticker->last = now;
  return G_SOURCE_CONTINUE;
}

static void
painted (GdkFrameClock *clock, guint *frames)
{
  (*frames)++;
}

START_TEST (test_large_roster_keeps_the_window_alive)
{
  g_autofree char *path = large_roster ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  MuWindow *window = mu_window_new (app);
  Ticker ticker = { 0, 0, 0 };
  guint frames = 0;
  guint timeout;
  gulong handler;
  GtkWidget *progress;
  GdkFrameClock *frame_clock;
  MuDocument *document;
  clock_t start;

  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  frame_clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  handler = g_signal_connect (frame_clock, "after-paint", G_CALLBACK (painted), &frames);
  start = clock ();
  ck_assert (mu_window_open_file (window, file, FALSE));
  g_main_context_iteration (NULL, FALSE);
  /* the processor time to the first frame with the army, for the benchmarks */
  while (frames == 0)
    g_main_context_iteration (NULL, TRUE);
  g_printerr ("first frame of the %d-unit roster: %.0f ms of processor\n", COMMANDS * UNITS_PER_COMMAND,
              (double) (clock () - start) * 1000.0 / CLOCKS_PER_SEC);

  /* the first rows only, and the progress shown */
  ck_assert_uint_le (count_rows (GTK_WIDGET (window)), 300);
  progress = mu_gui_test_find_named (GTK_WIDGET (window), "army-progress");
  ck_assert_msg (progress != NULL, "no progress shown while the army is made");
  ck_assert (
      g_str_has_prefix (gtk_progress_bar_get_text (GTK_PROGRESS_BAR (progress)), "Showing the army: "));
  ck_assert (g_str_has_suffix (gtk_progress_bar_get_text (GTK_PROGRESS_BAR (progress)), " of 4040 rows"));
  ck_assert (gtk_progress_bar_get_fraction (GTK_PROGRESS_BAR (progress)) < 0.1);

  /* the main loop runs while the rest is made */
  ticker.last = clock ();
  timeout = g_timeout_add (20, tick, &ticker);
  while (gtk_widget_get_visible (progress))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
  g_signal_handler_disconnect (frame_clock, handler);
  ck_assert_uint_gt (ticker.ticks, 10);
  ck_assert_uint_gt (frames, 10);
  /* processor time, which a loaded machine does not stretch: before, the
   * whole army was made in one go (seconds); a pass is a fraction of that */
  g_printerr ("longest wait of the main loop: %.0f ms of processor\n",
              (double) ticker.longest * 1000.0 / CLOCKS_PER_SEC);
  ck_assert_msg (ticker.longest < 2 * CLOCKS_PER_SEC, "the main loop stopped for %.0f ms of processor",
                 (double) ticker.longest * 1000.0 / CLOCKS_PER_SEC);

  /* every row is there, the last unit among them */
  mu_gui_test_drain ();
  ck_assert_uint_eq (count_rows (GTK_WIDGET (window)), ROWS);
  ck_assert_ptr_nonnull (mu_gui_test_find_named (GTK_WIDGET (window), "u4000"));

  /* and the army takes edits: the last unit removed, then back */
  document = mu_window_get_document (window);
  mu_document_select (document, &MU_PLACE_OF_UNIT ("u4000"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.remove", NULL);
  mu_gui_test_drain ();
  ck_assert_uint_eq (count_rows (GTK_WIDGET (window)), ROWS - 1);
  ck_assert_ptr_null (mu_gui_test_find_named (GTK_WIDGET (window), "u4000"));
  ck_assert (!gtk_widget_get_visible (progress));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  mu_gui_test_drain ();
  ck_assert_uint_eq (count_rows (GTK_WIDGET (window)), ROWS);
  ck_assert (!mu_document_is_modified (document));

  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
  g_unlink (path);
  g_rmdir (dir);
}
END_TEST

static Suite *
large_suite (void)
{
  Suite *suite = suite_create ("large-roster");
  TCase *tcase = tcase_create ("large-roster");

  tcase_set_timeout (tcase, 280);
  tcase_add_test (tcase, test_large_roster_keeps_the_window_alive);
  suite_add_tcase (suite, tcase);
  return suite;
}

int
main (void)
{
  int status;

  app = mu_gui_test_start ();
  status = mu_test_run (large_suite ());
  mu_gui_test_finish (app);
  return status;
}
