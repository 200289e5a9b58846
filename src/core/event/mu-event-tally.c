/* mu-event-tally.c: what a roster takes, counted once for an event's house
 * rules: every row (units, upgrades, generals and their upgrades, camps,
 * fortifications, heroes under their list's hero row), the generals and
 * the heroes, with the command and unit each was first seen in
 *
 * One pass over the roster, then each rule looks its rows up: linear in the
 * pack and the roster, however often the pack names a row.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-contingent.h"
#include "mu-evaluation.h"
#include "mu-event-private.h"
#include "mu-general.h"
#include "mu-list-entry.h"
#include "mu-roster.h"
#include "mu-unit.h"

/**
 * mu_event_tally_free:
 * @tally: (nullable): a tally
 *
 * Frees it.
 */
void
mu_event_tally_free (MuEventTally *tally)
{
  if (tally == NULL)
    return;
  g_hash_table_unref (tally->rows);
  g_free (tally);
}

static void
count_row (MuEventTally *tally, const char *row, guint times, int command, const char *unit_id)
{
  MuEventRowUse *use = g_hash_table_lookup (tally->rows, row);

  if (use == NULL)
    {
      use = g_new0 (MuEventRowUse, 1);
      use->command = command;
      use->unit_id = unit_id;
      g_hash_table_insert (tally->rows, (gpointer) row, use);
    }
  use->taken += times;
}

static void
count_hero (MuEventTally *tally, const char *hero_row, int command, const char *unit_id)
{
  if (tally->heroes++ == 0)
    tally->first_hero = command;
  if (hero_row != NULL)
    count_row (tally, hero_row, 1, command, unit_id);
}

static void
count_unit (MuEventTally *tally, MuUnit *unit, const char *hero_row, int command)
{
  count_row (tally, unit->entry, unit->count > 0 ? (guint) unit->count : 1, command, unit->id);
  for (guint i = 0; i < unit->upgrades->len; i++)
    count_row (tally, unit->upgrades->pdata[i], 1, command, unit->id);
  for (guint i = 0; i < unit->heroes->len; i++)
    count_hero (tally, hero_row, command, unit->id);
  for (guint i = 0; unit->subunits != NULL && i < unit->subunits->len; i++)
    count_unit (tally, unit->subunits->pdata[i], hero_row, command);
}

/* The row a list buys its heroes with ("heroes"), or NULL */
static const char *
hero_row_of (MuArmyList *list)
{
  for (guint i = 0; list != NULL && i < list->rows->len; i++)
    {
      MuListEntry *entry = list->rows->pdata[i];

      if (entry->kind == MU_ENTRY_HERO)
        return entry->id;
    }
  return NULL;
}

static void
count_command (MuEventTally *tally, MuEvaluation *evaluation, MuCommand *command, int index)
{
  MuContingent *ally
      = command->contingent > 0 ? mu_roster_get_ally (evaluation->roster, command->contingent) : NULL;
  const char *hero_row = hero_row_of (ally != NULL ? ally->list : evaluation->list);

  for (guint i = 0; i < command->generals->len; i++)
    {
      MuGeneral *general = command->generals->pdata[i];

      if (tally->generals++ == 0)
        tally->first_general = index;
      count_row (tally, general->entry, 1, index, NULL);
      for (guint j = 0; j < general->upgrades->len; j++)
        count_row (tally, general->upgrades->pdata[j], 1, index, NULL);
    }
  for (guint i = 0; i < command->units->len; i++)
    count_unit (tally, command->units->pdata[i], hero_row, index);
  for (guint i = 0; i < command->heroes->len; i++)
    count_hero (tally, hero_row, index, NULL);
}

/**
 * mu_event_tally_new:
 * @evaluation: an evaluation; its roster is counted (borrowed: the tally
 *   keeps pointers into it)
 *
 * Counts what the roster takes: each row as often as it is taken (a
 * fortification by its lengths), a hero under the hero row of his
 * contingent's list, and the generals and heroes in all.
 *
 * Returns: (transfer full): the tally; free it with mu_event_tally_free().
 */
MuEventTally *
mu_event_tally_new (MuEvaluation *evaluation)
{
  GPtrArray *commands = mu_roster_get_commands (evaluation->roster);
  MuEventTally *tally = g_new0 (MuEventTally, 1);

  tally->rows = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  tally->first_general = -1;
  tally->first_hero = -1;
  for (guint c = 0; c < commands->len; c++)
    count_command (tally, evaluation, commands->pdata[c], (int) c);
  return tally;
}
