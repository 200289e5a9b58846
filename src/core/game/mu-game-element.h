/* mu-game-element.h: a unit, general or camp of an army being played, with
 * what has happened to it so far
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * MuGameElementKind:
 * @MU_GAME_ELEMENT_UNIT: a fighting unit (a vignette in Phalanx)
 * @MU_GAME_ELEMENT_GENERAL: a general
 * @MU_GAME_ELEMENT_CAMP: a camp
 *
 * What an element of a game is.
 */
typedef enum
{
  MU_GAME_ELEMENT_UNIT,
  MU_GAME_ELEMENT_GENERAL,
  MU_GAME_ELEMENT_CAMP,
} MuGameElementKind;

/**
 * MuGameElement:
 * @kind: unit, general or camp
 * @id: its id: the roster's unit id, or "g1", "g2" … for the generals in
 *   the roster's order
 * @name: its name as the army view shows it ("Legionarii 2")
 * @command: the index of its command
 * @hits: the hits that lose it (To the Strongest!), or its figures (For
 *   the Pharaoh); 0 when it takes no hits
 * @value: what its loss costs: its victory points and medals (To the
 *   Strongest!), its manpower (Phalanx), else 1
 * @ammunition: its starting ammunition chits
 * @heroes: the heroes allocated to it
 * @senior: a senior general (who may join any unit of the army)
 * @attached: (nullable): a general's unit at the start of the game
 * @taken: hits taken (disorders), or figures lost
 * @lost: lost, killed, captured or sacked
 * @off_table: off the table, its medals surrendered until it returns
 * @wounds: a general's light wounds
 * @captured: a general captured
 * @heroes_used: heroes used and removed
 * @spent: ammunition chits spent
 * @with: (nullable): the unit an attached general is with now
 * @waiting: a general whose unit was lost and who must join another
 *
 * An element of a game: what the roster says of it, then its state, which
 * the game sets by replaying its log.
 */
typedef struct
{
  MuGameElementKind kind;
  char *id;
  char *name;
  int command;
  int hits;
  int value;
  int ammunition;
  int heroes;
  gboolean senior;
  char *attached;

  int taken;
  gboolean lost;
  gboolean off_table;
  int wounds;
  gboolean captured;
  int heroes_used;
  int spent;
  char *with;
  gboolean waiting;
} MuGameElement;

MuGameElement *mu_game_element_new (MuGameElementKind kind, const char *id, const char *name, int command);
void mu_game_element_free (MuGameElement *element);
void mu_game_element_reset (MuGameElement *element);
gboolean mu_game_element_is_gone (const MuGameElement *element);
char *mu_game_element_describe (const MuGameElement *element);

G_END_DECLS
