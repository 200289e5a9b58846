/* mu-bench-gui-edit.c: how long the window takes to settle after an edit
 *
 *   mu-bench-gui-edit LISTS_DIR ROSTER…     (needs a display: run under xvfb-run)
 *
 * For each roster, in a real window: the second command selected, then
 * rounds of four edits as a player makes them (add an Auxiliarii unit, set
 * its count to 2, undo, undo). An edit's time runs from the action to the
 * first frame painted after it with nothing left pending in the main loop.
 * Between edits the window rests for a frame, as it does between clicks.
 * Prints, one roster per line: units, edits, median wall milliseconds and
 * median processor milliseconds of the main thread (where the widgets are
 * made, measured and drawn; a GL renderer's own threads aside) per edit.
 * With MU_BENCH_VERBOSE set, every edit's times go to the standard error.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <time.h>

#include "mu-application.h"
#include "mu-command.h"
#include "mu-document.h"
#include "mu-evaluation.h"
#include "mu-gui-test.h"
#include "mu-roster.h"
#include "mu-unit.h"
#include "mu-window.h"

#define ROUNDS 8

static guint painted;

static void
after_paint (GdkFrameClock *clock, gpointer user_data)
{
  painted++;
}

static double
cpu_ms (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

static gboolean
tick (gpointer user_data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until a frame was painted and nothing is pending, or
 * for a second at most: a tick wakes the loop when nothing else would. */
static void
settle (guint painted_before)
{
  gint64 give_up = g_get_monotonic_time () + G_USEC_PER_SEC;
  guint ticking = g_timeout_add (5, tick, NULL);

  mu_gui_test_drain ();
  while (painted == painted_before && g_get_monotonic_time () < give_up)
    {
      g_main_context_iteration (NULL, TRUE);
      mu_gui_test_drain ();
    }
  g_source_remove (ticking);
}

static void
rest (void)
{
  g_usleep (20000);
  mu_gui_test_drain ();
}

static int
compare (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
median (GArray *values)
{
  g_array_sort (values, compare);
  return g_array_index (values, double, values->len / 2);
}

/* One edit of the round: 0 adds, 1 sets the count, 2 and 3 undo. */
static void
edit (MuWindow *window, MuDocument *document, guint step)
{
  const MuPlace *sel = mu_document_get_selection (document);

  if (step == 0)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.add-unit", "s", "auxiliarii");
  else if (step == 1)
    {
      g_autoptr(GError) error = NULL;

      if (!mu_document_set_count (document, sel->unit_id, 2, &error))
        g_error ("%s", error->message);
    }
  else
    gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
}

static guint
count_units (MuDocument *document)
{
  GPtrArray *commands = mu_roster_get_commands (mu_document_get_evaluation (document)->roster);
  guint units = 0;

  for (guint i = 0; i < commands->len; i++)
    units += ((MuCommand *) commands->pdata[i])->units->len;
  return units;
}

static void
measure (MuApplication *app, const char *path)
{
  MuWindow *window = mu_window_new (app);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GArray) wall = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cpu = g_array_new (FALSE, FALSE, sizeof (double));
  MuDocument *document;
  GdkFrameClock *clock;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
  gtk_window_present (GTK_WINDOW (window));
  if (!mu_window_open_file (window, file, FALSE))
    g_error ("cannot open %s", path);
  settle (painted);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint), NULL);
  document = mu_window_get_document (window);
  mu_document_select (document, &MU_PLACE_OF_COMMAND (1));
  rest ();
  for (guint i = 0; i < ROUNDS * 4; i++)
    {
      guint before = painted;
      gint64 start = g_get_monotonic_time ();
      double start_cpu = cpu_ms ();
      double ms;

      edit (window, document, i % 4);
      settle (before);
      ms = (g_get_monotonic_time () - start) / 1e3;
      g_array_append_val (wall, ms);
      ms = cpu_ms () - start_cpu;
      g_array_append_val (cpu, ms);
      if (g_getenv ("MU_BENCH_VERBOSE") != NULL)
        fprintf (stderr, "edit %u: %.1f ms, %.1f ms of processor\n", i % 4,
                 g_array_index (wall, double, wall->len - 1), ms);
      rest ();
    }
  printf ("%u %u %.2f %.2f\n", count_units (document), wall->len, median (wall), median (cpu));
  fflush (stdout);
  g_signal_handlers_disconnect_by_func (clock, after_paint, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}

int
main (int argc, char **argv)
{
  MuApplication *app;

  if (argc < 3)
    {
      fprintf (stderr, "usage: %s LISTS_DIR ROSTER…\n", argv[0]);
      return 2;
    }
  g_setenv ("MUSTER_LISTS_DIR", argv[1], TRUE);
  app = mu_gui_test_start ();
  for (int i = 2; i < argc; i++)
    measure (app, argv[i]);
  mu_gui_test_finish (app);
  return 0;
}
