/* mu-bench-edit.c: how long an edit takes to re-evaluate, by roster size
 *
 *   mu-bench-edit LISTS_DIR ROSTER…
 *
 * For each roster: one edit is a real change to the army (a copy of a unit
 * added to a command, or removed again) followed by a full evaluation, which
 * is what the application does after every edit. Prints units, edits per
 * batch, and microseconds per edit as the median over batches of the
 * thread's CPU time and of the wall time, one roster per line. The machine
 * may be shared: CPU time leaves out the time other programs had the CPU.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-rulesets.h"
#include "mu-unit.h"

static void
edit (MuRoster *roster, guint step)
{
  GPtrArray *commands = mu_roster_get_commands (roster);
  MuCommand *command = commands->pdata[(step / 2) % commands->len];

  if (step % 2 == 0)
    {
      MuUnit *copy = mu_unit_copy (command->units->pdata[0]);
      g_free (copy->id);
      copy->id = g_strdup ("bench-copy");
      g_ptr_array_add (command->units, copy);
    }
  else
    g_ptr_array_remove_index (command->units, command->units->len - 1);
  mu_roster_changed (roster);
}

static gint64
thread_cpu_time (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

static void
run_batch (MuRoster *roster, MuArmyList *list, guint edits)
{
  guint errors = 0;

  for (guint i = 0; i < edits; i++)
    {
      MuEvaluation *evaluation;

      edit (roster, i);
      evaluation = mu_evaluate (roster, list);
      errors += mu_evaluation_count (evaluation, MU_SEVERITY_ERROR);
      mu_evaluation_unref (evaluation);
    }
  if (errors == G_MAXUINT)
    printf ("unreachable\n");
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

#define BATCHES 11

/* Microseconds per edit: the median batch, by CPU time and by wall time. */
static void
measure (MuRoster *roster, MuArmyList *list, guint edits, double *cpu, double *wall)
{
  double cpus[BATCHES], walls[BATCHES];

  for (guint b = 0; b < BATCHES; b++)
    {
      gint64 start_cpu = thread_cpu_time ();
      gint64 start_wall = g_get_monotonic_time ();

      run_batch (roster, list, edits);
      cpus[b] = (double) (thread_cpu_time () - start_cpu) / edits;
      walls[b] = (double) (g_get_monotonic_time () - start_wall) / edits;
    }
  qsort (cpus, BATCHES, sizeof (double), compare_doubles);
  qsort (walls, BATCHES, sizeof (double), compare_doubles);
  *cpu = cpus[BATCHES / 2];
  *wall = walls[BATCHES / 2];
}

int
main (int argc, char **argv)
{
  g_autoptr(MuLibrary) library = NULL;

  if (argc < 3)
    {
      fprintf (stderr, "usage: mu-bench-edit LISTS_DIR ROSTER…\n");
      return 2;
    }
  mu_rulesets_register_all ();
  library = mu_library_new ();
  if (!mu_library_load_dir (library, argv[1], NULL))
    return 2;
  for (int i = 2; i < argc; i++)
    {
      g_autoptr(GError) error = NULL;
      MuArmyList *list = NULL;
      g_autoptr(MuRoster) roster = mu_library_open_roster (library, argv[i], &list, &error);
      guint units, edits;
      double cpu, wall;

      if (roster == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          return 2;
        }
      units = mu_roster_count_units (roster);
      edits = units >= 1000 ? 20 : 200;
      run_batch (roster, list, edits);
      measure (roster, list, edits, &cpu, &wall);
      printf ("%u %u %.2f %.2f\n", units, edits, cpu, wall);
    }
  return 0;
}
