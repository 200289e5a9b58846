/* mu-game-event.h: one change recorded during a game (a hit, a loss, a turn…)
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * MuGameEventKind:
 * @MU_GAME_HIT: a unit fails a save: disordered, double-disordered or lost
 * @MU_GAME_RALLY: a unit rallies off one disorder
 * @MU_GAME_LOSE: a unit is lost (routed, broken) at once
 * @MU_GAME_LEAVE: a unit or general leaves the table
 * @MU_GAME_RETURN: a unit or general comes back onto the table
 * @MU_GAME_WOUND: a general's light wound (a second one kills him)
 * @MU_GAME_KILL: a general killed or seriously wounded
 * @MU_GAME_CAPTURE: a general captured
 * @MU_GAME_JOIN: a general whose unit was lost joins another unit
 * @MU_GAME_HERO: a hero of a unit is used, and removed
 * @MU_GAME_SACK: a camp is sacked
 * @MU_GAME_RETAKE: a sacked camp is retaken
 * @MU_GAME_SHOOT: a unit spends an ammunition chit
 * @MU_GAME_RESUPPLY: a unit takes a chit back from the army's reserve
 * @MU_GAME_FIGURE: a unit loses a figure (For the Pharaoh)
 * @MU_GAME_TURN: the next turn begins
 *
 * What can happen in a game, as a game file names it.
 */
typedef enum
{
  MU_GAME_HIT,
  MU_GAME_RALLY,
  MU_GAME_LOSE,
  MU_GAME_LEAVE,
  MU_GAME_RETURN,
  MU_GAME_WOUND,
  MU_GAME_KILL,
  MU_GAME_CAPTURE,
  MU_GAME_JOIN,
  MU_GAME_HERO,
  MU_GAME_SACK,
  MU_GAME_RETAKE,
  MU_GAME_SHOOT,
  MU_GAME_RESUPPLY,
  MU_GAME_FIGURE,
  MU_GAME_TURN,
} MuGameEventKind;

/**
 * MuGameEvent:
 * @kind: what happened
 * @target: (nullable): the element it happened to (a unit's id, a general's
 *   "g1" …); %NULL for a turn
 * @unit: (nullable): for %MU_GAME_JOIN, the unit the general joins
 *
 * One change of a game's log.
 */
typedef struct
{
  MuGameEventKind kind;
  char *target;
  char *unit;
} MuGameEvent;

MuGameEvent *mu_game_event_new (MuGameEventKind kind, const char *target, const char *unit);
MuGameEvent *mu_game_event_copy (const MuGameEvent *event);
void mu_game_event_free (MuGameEvent *event);
const char *mu_game_event_kind_to_string (MuGameEventKind kind);
gboolean mu_game_event_kind_from_string (const char *text, MuGameEventKind *kind);
const char *mu_game_event_kind_label (MuGameEventKind kind);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuGameEvent, mu_game_event_free)

G_END_DECLS
