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

#include "mu-big-roster.h"
#include "mu-command.h"
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-test.h"

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
