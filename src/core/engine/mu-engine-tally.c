/* mu-engine-tally.c
 *
 * A unit counts toward its row by its count (1 for a TtS unit, the lengths of
 * a fortification, the figures of a For the Pharaoh sub-unit) and toward each
 * upgrade row it takes; upgraded units still count toward their parent row.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "mu-army-list-private.h"
#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-engine-tally-private.h"
#include "mu-general.h"
#include "mu-list-entry.h"
#include "mu-roster.h"
#include "mu-unit.h"

struct _MuTally
{
  MuArmyList *list;
  MuRowTally *rows; /* one per row of the list, in list->rows order */
};

static MuRowTally *
slot (MuTally *tally, MuListEntry *entry)
{
  return &tally->rows[mu_army_list_row_index (tally->list, entry)];
}

static void
add (MuTally *tally, const char *entry_id, gint64 count, const char *unit_id, int command)
{
  MuListEntry *entry = mu_army_list_lookup (tally->list, entry_id);
  MuRowTally *row;

  if (entry == NULL)
    return;
  row = slot (tally, entry);
  row->taken += count;
  if (unit_id != NULL)
    {
      row->last_unit = unit_id;
      row->command = command;
    }
}

static void
add_unit (MuTally *tally, MuUnit *unit, int command, gint64 *heroes)
{
  add (tally, unit->entry, unit->count, unit->id, command);
  for (guint i = 0; i < unit->upgrades->len; i++)
    add (tally, unit->upgrades->pdata[i], unit->count, unit->id, command);
  *heroes += unit->heroes->len;
  for (guint i = 0; i < unit->subunits->len; i++)
    add_unit (tally, unit->subunits->pdata[i], command, heroes);
}

static void
add_command (MuTally *tally, MuCommand *command, int index, gint64 *heroes)
{
  for (guint i = 0; i < command->generals->len; i++)
    {
      MuGeneral *general = command->generals->pdata[i];

      add (tally, general->entry, 1, NULL, index);
      for (guint j = 0; j < general->upgrades->len; j++)
        add (tally, general->upgrades->pdata[j], 1, NULL, index);
    }
  for (guint i = 0; i < command->units->len; i++)
    add_unit (tally, command->units->pdata[i], index, heroes);
  *heroes += command->heroes->len;
}

/**
 * mu_tally_new:
 * @roster: (transfer none): a roster
 * @list: (transfer none): its army list
 *
 * Counts the rows of @list taken by the roster's main contingent:
 * mu_tally_new_contingent() for contingent 0. The tally keeps @list and the
 * units' ids without a reference: both must outlive it.
 *
 * Returns: (transfer full): the tally; free it with mu_tally_free()
 */
MuTally *
mu_tally_new (MuRoster *roster, MuArmyList *list)
{
  return mu_tally_new_contingent (roster, list, 0);
}

/**
 * mu_tally_new_contingent:
 * @roster: (transfer none): a roster
 * @list: (transfer none): the army list of the contingent
 * @contingent: the contingent's number: 0 for the main one, 1… for an ally
 *
 * Counts the rows of @list taken by the commands of one contingent only: an
 * ally's rows are its own list's, even where their ids meet the main one's.
 *
 * Returns: (transfer full): the tally; free it with mu_tally_free()
 */
MuTally *
mu_tally_new_contingent (MuRoster *roster, MuArmyList *list, guint contingent)
{
  MuTally *tally = g_new0 (MuTally, 1);
  GPtrArray *commands = mu_roster_get_commands (roster);
  MuListEntry *hero_row = mu_army_list_first_of_kind (list, MU_ENTRY_HERO);
  gint64 heroes = 0;

  tally->list = list;
  tally->rows = g_new0 (MuRowTally, list->rows->len + 1);
  for (guint i = 0; i <= list->rows->len; i++)
    tally->rows[i].command = -1;
  for (guint i = 0; i < commands->len; i++)
    if (((MuCommand *) commands->pdata[i])->contingent == contingent)
      add_command (tally, commands->pdata[i], (int) i, &heroes);
  if (hero_row != NULL)
    slot (tally, hero_row)->taken += heroes;
  return tally;
}

/**
 * mu_tally_free:
 * @tally: (transfer full): a tally
 *
 * Frees a tally.
 */
void
mu_tally_free (MuTally *tally)
{
  g_free (tally->rows);
  g_free (tally);
}

/**
 * mu_tally_get:
 * @tally: a tally
 * @entry: a row of the tally's list
 *
 * Gives how many of a row the contingent takes, and the last unit taken
 * from it. The tally holds no reference: the unit's id is the roster's, and
 * is valid only while the roster is unchanged.
 *
 * Returns: the row's tally; nothing taken (and a command of -1) for a row
 *   nothing takes or a row of another list
 */
MuRowTally
mu_tally_get (MuTally *tally, MuListEntry *entry)
{
  return *slot (tally, entry);
}

/**
 * mu_tally_get_at:
 * @tally: a tally
 * @index: a position in the list's rows, as mu_army_list_row_index() gives
 *   it; at most their number
 *
 * Gives the tally of the list's row at @index, without looking the row up,
 * as mu_tally_get() does.
 *
 * Returns: the row's tally
 */
MuRowTally
mu_tally_get_at (MuTally *tally, guint index)
{
  return tally->rows[index];
}
