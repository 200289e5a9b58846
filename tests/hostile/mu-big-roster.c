/* mu-big-roster.c: rosters past the limits of a game, for timing the rules
 *
 * A roster file may hold at most MU_ROSTER_MAX_UNITS units and
 * MU_ROSTER_MAX_COMMANDS commands, but the rules must answer in linear time
 * whatever they are given: such a roster is read in parts under the limits
 * and put together.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <valgrind/valgrind.h>

#include "mu-big-roster.h"
#include "mu-command.h"
#include "mu-general.h"
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-test.h"
#include "mu-unit.h"

/* Moves every item of from to the end of into. */
static void
move_all (GPtrArray *into, GPtrArray *from)
{
  g_ptr_array_extend_and_steal (into, g_ptr_array_ref (from));
}

/**
 * mu_big_roster:
 * @head: the file up to its first item (with `<command>` when the items are
 *   units)
 * @tail: the file after its last item
 * @item: writes item i
 * @n: the number of items
 * @commands: whether the items are commands (else units of one command)
 * @list: (out): the roster's list
 *
 * Reads head, items 1 to n and tail as one roster, in parts of at most
 * %MU_ROSTER_MAX_COMMANDS commands or %MU_ROSTER_MAX_UNITS units.
 *
 * Returns: (transfer full): the roster
 */
MuRoster *
mu_big_roster (const char *head, const char *tail, MuBigItem item, guint n, gboolean commands,
               MuArmyList **list)
{
  guint part = commands ? MU_ROSTER_MAX_COMMANDS : MU_ROSTER_MAX_UNITS;
  MuRoster *roster = NULL;

  for (guint first = 1; first <= n; first += part)
    {
      g_autoptr(GString) xml = g_string_new (head);
      g_autoptr(GError) error = NULL;
      g_autoptr(MuRoster) piece = NULL;
      GPtrArray *into, *from;

      for (guint i = first; i < first + part && i <= n; i++)
        item (xml, i);
      g_string_append (xml, tail);
      piece
          = mu_library_open_roster_data (mu_test_library (), xml->str, xml->len, "big.muster", list, &error);
      ck_assert_msg (piece != NULL, "%s", error != NULL ? error->message : "");
      if (roster == NULL)
        {
          roster = g_steal_pointer (&piece);
          continue;
        }
      into = mu_roster_get_commands (roster);
      from = mu_roster_get_commands (piece);
      if (commands)
        move_all (into, from);
      else
        move_all (((MuCommand *) into->pdata[0])->units, ((MuCommand *) from->pdata[0])->units);
    }
  mu_roster_changed (roster);
  return roster;
}

static void
rename_units (GPtrArray *units, guint copy)
{
  for (guint i = 0; i < units->len; i++)
    {
      MuUnit *unit = units->pdata[i];
      char *id = g_strdup_printf ("%s-%u", unit->id, copy);

      g_free (unit->id);
      unit->id = id;
      rename_units (unit->subunits, copy);
    }
}

/**
 * mu_big_roster_repeat:
 * @roster: a roster whose units refer to no other unit (but by the
 *   generals attached to them)
 * @times: how many copies of its commands the result has
 *
 * The commands of @roster, @times over, each copy's unit ids (and its
 * generals' attachments) made its own.
 *
 * Returns: (transfer full): the roster
 */
MuRoster *
mu_big_roster_repeat (MuRoster *roster, guint times)
{
  MuRoster *big = mu_roster_copy (roster);
  GPtrArray *commands = mu_roster_get_commands (roster);
  GPtrArray *into = mu_roster_get_commands (big);

  for (guint copy = 1; copy < times; copy++)
    for (guint i = 0; i < commands->len; i++)
      {
        MuCommand *command = mu_command_copy (commands->pdata[i]);

        rename_units (command->units, copy);
        for (guint j = 0; j < command->generals->len; j++)
          {
            MuGeneral *general = command->generals->pdata[j];

            if (general->attached != NULL)
              {
                char *attached = g_strdup_printf ("%s-%u", general->attached, copy);

                g_free (general->attached);
                general->attached = attached;
              }
          }
        g_ptr_array_add (into, command);
      }
  mu_roster_changed (big);
  return big;
}

/* A linear evaluation takes seconds where a quadratic one took minutes:
 * fails the test when what took more processor time than the budget. Under
 * valgrind (some fifty times slower) or in a sanitized build (compiled with
 * MU_TEST_SANITIZED) the time is only reported: those runs are there for
 * memory errors, not for time. */
void
mu_big_assert_within (const char *what, double seconds, double budget)
{
#ifdef MU_TEST_SANITIZED
  gboolean report_only = TRUE;
#else
  gboolean report_only = RUNNING_ON_VALGRIND;
#endif

  if (report_only)
    printf ("# %s took %.1f s of processor time\n", what, seconds);
  else
    ck_assert_msg (seconds < budget, "%s took %.1f s of processor time", what, seconds);
}
