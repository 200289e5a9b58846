/* mu-place.h: a place in a roster (a command, one of its generals, or a unit)
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * MuPlaceKind:
 * @MU_PLACE_NONE: nowhere (nothing is selected)
 * @MU_PLACE_COMMAND: a command
 * @MU_PLACE_GENERAL: one of a command's generals
 * @MU_PLACE_UNIT: a unit or a sub-unit, however deep
 *
 * What a #MuPlace points at.
 */
typedef enum
{
  MU_PLACE_NONE,
  MU_PLACE_COMMAND,
  MU_PLACE_GENERAL,
  MU_PLACE_UNIT,
} MuPlaceKind;

/**
 * MuPlace:
 * @kind: what the place is
 * @command: the index of the command, for every kind but %MU_PLACE_NONE (a
 *   unit's is found from its id when it is -1)
 * @general: the index of the general among the command's generals
 * @unit_id: (nullable): the unit's id, for %MU_PLACE_UNIT; borrowed
 *
 * A place in a roster: what the player selects and what an edit changes.
 * The roster's own edits take it by pointer and never keep it.
 */
typedef struct
{
  MuPlaceKind kind;
  int command;
  int general;
  const char *unit_id;
} MuPlace;

/**
 * MU_PLACE_OF_NOTHING:
 *
 * A #MuPlace for nothing at all.
 */
#define MU_PLACE_OF_NOTHING ((MuPlace){ MU_PLACE_NONE, 0, 0, NULL })

/**
 * MU_PLACE_OF_COMMAND:
 * @c: the command's index
 *
 * A #MuPlace for a command.
 */
#define MU_PLACE_OF_COMMAND(c) ((MuPlace){ MU_PLACE_COMMAND, (c), 0, NULL })

/**
 * MU_PLACE_OF_GENERAL:
 * @c: the command's index
 * @g: the general's index among the command's generals
 *
 * A #MuPlace for a general.
 */
#define MU_PLACE_OF_GENERAL(c, g) ((MuPlace){ MU_PLACE_GENERAL, (c), (g), NULL })

/**
 * MU_PLACE_OF_UNIT:
 * @id: the unit's id (borrowed)
 *
 * A #MuPlace for a unit, whose command is found from its id.
 */
#define MU_PLACE_OF_UNIT(id) ((MuPlace){ MU_PLACE_UNIT, -1, 0, (id) })

G_END_DECLS
