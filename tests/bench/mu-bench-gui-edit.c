/* mu-bench-gui-edit.c: how long the window takes to settle after an edit
 *
 *   mu-bench-gui-edit LISTS_DIR ROSTER…     (needs a display: run under xvfb-run)
 *
 * For each roster, in a real window: the second command selected, then
 * rounds of the edits a player makes most, each through the widget a player
 * uses where there is one: add an Auxiliarii unit with its row's button in
 * the list pane (the new unit is selected), tick its "veteran" upgrade in
 * the inspector, set its count to 2 and then to 3 (the Count row shows from
 * 2 on; the second is typed into it), and undo the four (the last undo
 * moves the selection back to the command). An edit's time runs from the
 * action to the first frame painted after it with nothing left pending in
 * the main loop. Between edits the window rests for a frame, as it does
 * between clicks.
 *
 * Prints, one roster per line: units, edits, median wall milliseconds and
 * median processor milliseconds of the main thread (where the widgets are
 * made, measured and drawn; a GL renderer's own threads aside) per edit,
 * then the same two medians of the reference: after each edit, every
 * widget of the same window showing the same roster queued for drawing
 * (gtk_widget_queue_draw() on each, until the frame clock's next
 * after-paint), so an edit is compared with a repaint of the whole window
 * measured in the same run (GTK 4.8 keeps a widget's drawing until that
 * widget is queued: queueing the window alone repaints nothing); then the
 * median processor milliseconds of each kind of edit: add, upgrade, count,
 * undo; last, the median processor milliseconds of the smallest change GTK
 * lays out again: the text of one issue's message (a wrapping label)
 * changed and nothing else, until the window has settled.
 * With MU_BENCH_VERBOSE set, every edit's times go to the standard error.
 * Under callgrind (valgrind --tool=callgrind --instr-atstart=no), only the
 * edits are counted, from the action until the window has settled, each
 * edit's counts dumped on their own (callgrind.out.PID.N); with
 * MU_BENCH_ONLY set to a kind, only the edits of that kind ("redraw": only
 * the reference's repaints, "label": only the changed label, for their
 * counts);
 * MU_BENCH_ROUNDS sets the number of rounds.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <time.h>
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#else
#define CALLGRIND_START_INSTRUMENTATION
#define CALLGRIND_STOP_INSTRUMENTATION
#define CALLGRIND_DUMP_STATS_AT(what)
#endif

#include "mu-application.h"
#include "mu-command.h"
#include "mu-document.h"
#include "mu-evaluation.h"
#include "mu-gui-test.h"
#include "mu-roster.h"
#include "mu-unit.h"
#include "mu-window.h"

/* Rounds of ROUND_LENGTH edits each. */
#define ROUNDS 4

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
 * for ten seconds at most (under callgrind a frame takes seconds): a tick
 * wakes the loop when nothing else would. */
static void
settle (guint painted_before)
{
  gint64 give_up = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
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

/* The kinds of edit, as the probe reports them. */
enum
{
  KIND_ADD,
  KIND_UPGRADE,
  KIND_COUNT,
  KIND_UNDO,
  N_KINDS
};

static const char * const kind_names[N_KINDS] = { "add", "upgrade", "count", "undo" };

/* A round: add, tick an upgrade, count 2, count 3, four undos. */
static const int round_kinds[]
    = { KIND_ADD, KIND_UPGRADE, KIND_COUNT, KIND_COUNT, KIND_UNDO, KIND_UNDO, KIND_UNDO, KIND_UNDO };

#define ROUND_LENGTH G_N_ELEMENTS (round_kinds)

/* The button of widget's tree that activates action with that target. */
static GtkWidget *
find_action_button (GtkWidget *widget, const char *action, const char *target)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    {
      GVariant *value = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget));

      if (value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_STRING)
          && g_str_equal (g_variant_get_string (value, NULL), target))
        return widget;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_action_button (child, action, target);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
need_named (MuWindow *window, const char *name)
{
  GtkWidget *widget = mu_gui_test_find_named (GTK_WIDGET (window), name);

  if (widget == NULL)
    g_error ("no %s shown", name);
  return widget;
}

/* The step-th edit of a round. */
static void
edit (MuWindow *window, MuDocument *document, guint step)
{
  const MuPlace *sel = mu_document_get_selection (document);
  g_autoptr(GError) error = NULL;
  GtkWidget *add;

  switch (step)
    {
    case 0:
      add = find_action_button (GTK_WIDGET (window), "win.add-unit", "auxiliarii");
      if (add == NULL)
        g_error ("no Add button for Auxiliarii in the list pane");
      /* as a click's release does (activating the button waits 250 ms) */
      g_signal_emit_by_name (add, "clicked");
      break;
    case 1:
      gtk_check_button_set_active (GTK_CHECK_BUTTON (need_named (window, "auxiliarii-veteran")), TRUE);
      break;
    case 2:
      /* a unit of the book's rules is one unit: the Count row is not shown yet */
      if (!mu_document_set_count (document, sel->unit_id, 2, &error))
        g_error ("%s", error->message);
      break;
    case 3:
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (need_named (window, "count")), 3);
      break;
    default:
      gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
    }
}

/* The times, in milliseconds, of what happens from now until the window
 * has settled after it. */
typedef struct
{
  GArray *wall;
  GArray *cpu;
} Times;

static void
times_init (Times *times)
{
  times->wall = g_array_new (FALSE, FALSE, sizeof (double));
  times->cpu = g_array_new (FALSE, FALSE, sizeof (double));
}

static void
times_clear (Times *times)
{
  g_array_unref (times->wall);
  g_array_unref (times->cpu);
}

typedef struct
{
  guint painted;
  gint64 wall;
  double cpu;
} Start;

static Start
start_now (void)
{
  return (Start){ painted, g_get_monotonic_time (), cpu_ms () };
}

static void
settle_and_record (Times *times, Start start, const char *what)
{
  double wall, cpu;

  settle (start.painted);
  wall = (g_get_monotonic_time () - start.wall) / 1e3;
  cpu = cpu_ms () - start.cpu;
  g_array_append_val (times->wall, wall);
  g_array_append_val (times->cpu, cpu);
  if (g_getenv ("MU_BENCH_VERBOSE") != NULL)
    fprintf (stderr, "%s: %.1f ms, %.1f ms of processor\n", what, wall, cpu);
}

/* Whether what the probe measures beside the edits (kind "redraw" or
 * "label") is counted under callgrind. */
static gboolean
counted_beside (const char *kind)
{
  return g_strcmp0 (g_getenv ("MU_BENCH_ONLY"), kind) == 0;
}

static void
start_counting (const char *kind)
{
  if (counted_beside (kind))
    CALLGRIND_START_INSTRUMENTATION;
}

static void
stop_counting (const char *kind)
{
  if (counted_beside (kind))
    {
      CALLGRIND_STOP_INSTRUMENTATION;
      CALLGRIND_DUMP_STATS_AT (kind);
    }
}

static void
queue_draw_all (GtkWidget *widget)
{
  gtk_widget_queue_draw (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    queue_draw_all (child);
}

/* The reference: every widget of the window drawn again, nothing else
 * changed (GTK keeps a widget's drawing until that widget is queued, so
 * queueing the window alone would only compose what was drawn before). */
static void
redraw (MuWindow *window, Times *times)
{
  Start start = start_now ();

  start_counting ("redraw");
  queue_draw_all (GTK_WIDGET (window));
  settle_and_record (times, start, "every widget redrawn");
  stop_counting ("redraw");
}

/* The smallest change GTK lays out again: the text of the first issue's
 * message (a wrapping label) with a space at its end, or without it again. */
static void
change_label (MuWindow *window, Times *times)
{
  GtkWidget *label = need_named (window, "issue-message");
  g_autofree char *text = g_strdup (gtk_label_get_text (GTK_LABEL (label)));
  g_autofree char *changed
      = g_str_has_suffix (text, " ") ? g_strndup (text, strlen (text) - 1) : g_strconcat (text, " ", NULL);
  Start start = start_now ();

  start_counting ("label");
  gtk_label_set_text (GTK_LABEL (label), changed);
  settle_and_record (times, start, "one label changed");
  stop_counting ("label");
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

/* ROUNDS, or as many as MU_BENCH_ROUNDS says (fewer under callgrind). */
static guint
rounds (void)
{
  const char *rounds = g_getenv ("MU_BENCH_ROUNDS");

  return rounds != NULL ? (guint) g_ascii_strtoull (rounds, NULL, 10) : ROUNDS;
}

/* Whether the step-th edit of a round is counted under callgrind. */
static gboolean
counted (guint step)
{
  const char *only = g_getenv ("MU_BENCH_ONLY");

  return only == NULL || g_str_equal (only, kind_names[round_kinds[step]]);
}

static void
measure (MuApplication *app, const char *path)
{
  MuWindow *window = mu_window_new (app);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  Times edits, redraws, labels, kinds[N_KINDS];
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
  times_init (&edits);
  times_init (&redraws);
  times_init (&labels);
  for (guint k = 0; k < N_KINDS; k++)
    times_init (&kinds[k]);
  for (guint i = 0; i < rounds () * ROUND_LENGTH; i++)
    {
      guint step = i % ROUND_LENGTH;
      int kind = round_kinds[step];
      Start start = start_now ();
      g_autofree char *what = g_strdup_printf ("edit %u (%s)", step, kind_names[kind]);

      if (counted (step))
        CALLGRIND_START_INSTRUMENTATION;
      edit (window, document, step);
      settle_and_record (&edits, start, what);
      if (counted (step))
        {
          CALLGRIND_STOP_INSTRUMENTATION;
          CALLGRIND_DUMP_STATS_AT (what);
        }
      g_array_append_val (kinds[kind].cpu, g_array_index (edits.cpu, double, edits.cpu->len - 1));
      rest ();
      redraw (window, &redraws);
      rest ();
      change_label (window, &labels);
      rest ();
    }
  printf ("%u %u %.2f %.2f %.2f %.2f", count_units (document), edits.wall->len, median (edits.wall),
          median (edits.cpu), median (redraws.wall), median (redraws.cpu));
  for (guint k = 0; k < N_KINDS; k++)
    {
      printf (" %.2f", median (kinds[k].cpu));
      times_clear (&kinds[k]);
    }
  printf (" %.2f\n", median (labels.cpu));
  fflush (stdout);
  times_clear (&edits);
  times_clear (&redraws);
  times_clear (&labels);
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
