/* mu-game-figures.c: what a game's state adds up to: turn, victory medals
 * left, the ammunition reserve, losses
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-game-private.h"

/**
 * mu_game_get_turn:
 * @self: a game
 *
 * Gives the turn being played, from 1.
 *
 * Returns: the turn
 */
int
mu_game_get_turn (MuGame *self)
{
  return self->turn;
}

/**
 * mu_game_get_medals:
 * @self: a game
 *
 * Gives the victory medals the army began with (To the Strongest!: a third
 * of its victory points, to the nearest whole number); 0 for a ruleset
 * without medals.
 *
 * Returns: the starting medals
 */
int
mu_game_get_medals (MuGame *self)
{
  return self->tracks == MU_GAME_TRACKS_TTS ? self->medals : 0;
}

/**
 * mu_game_get_medals_left:
 * @self: a game
 *
 * Gives the victory medals the army has not surrendered: every unit,
 * general or camp lost or off the table surrenders its medals, 3 for a
 * deep unit, 2 for a regular-sized unit, an escorted elephant or a general,
 * 1 for a light or small unit, an unescorted elephant or artillery, and 3
 * for a camp (v1.1, Losses; Camps); a unit or general back on the table and
 * a camp retaken give theirs back. Never below 0.
 *
 * Returns: the medals left
 */
int
mu_game_get_medals_left (MuGame *self)
{
  int left = mu_game_get_medals (self);

  for (guint i = 0; i < self->elements->len; i++)
    if (mu_game_element_is_gone (self->elements->pdata[i]))
      left -= ((MuGameElement *) self->elements->pdata[i])->value;
  return MAX (left, 0);
}

/**
 * mu_game_is_lost:
 * @self: a game
 *
 * Tells whether the army has lost: it has surrendered its last victory
 * medal (v1.1, Laurels to the Victor). Only To the Strongest! has a test
 * of the kind that Muster can tell.
 *
 * Returns: %TRUE when the game is lost
 */
gboolean
mu_game_is_lost (MuGame *self)
{
  return mu_game_get_medals (self) > 0 && mu_game_get_medals_left (self) == 0;
}

/**
 * mu_game_get_reserve:
 * @self: a game
 *
 * Gives the chits of the army's ammunition reserve at the start: one for
 * each unit with ammunition, and two for each point of ammunition bought
 * (v1.1, Figure XIII).
 *
 * Returns: the starting reserve
 */
int
mu_game_get_reserve (MuGame *self)
{
  return self->reserve;
}

/**
 * mu_game_get_reserve_left:
 * @self: a game
 *
 * Gives the chits left in the reserve: none once the camp holding it (the
 * army's first) is sacked, even when it is retaken (v1.1, Ammunition).
 *
 * Returns: the chits left
 */
int
mu_game_get_reserve_left (MuGame *self)
{
  return self->reserve_lost ? 0 : MAX (self->reserve - self->reserve_spent, 0);
}

/**
 * mu_game_count:
 * @self: a game
 * @kind: units, generals or camps
 *
 * Counts the game's elements of a kind.
 *
 * Returns: how many there are
 */
guint
mu_game_count (MuGame *self, MuGameElementKind kind)
{
  guint n = 0;

  for (guint i = 0; i < self->elements->len; i++)
    n += ((MuGameElement *) self->elements->pdata[i])->kind == kind;
  return n;
}

/**
 * mu_game_count_lost:
 * @self: a game
 * @kind: units, generals or camps
 *
 * Counts the elements of a kind lost (routed, broken, killed, captured or
 * sacked); those off the table are not lost.
 *
 * Returns: how many are lost
 */
guint
mu_game_count_lost (MuGame *self, MuGameElementKind kind)
{
  guint n = 0;

  for (guint i = 0; i < self->elements->len; i++)
    {
      MuGameElement *e = self->elements->pdata[i];

      n += e->kind == kind && e->lost;
    }
  return n;
}

/**
 * mu_game_get_break_point:
 * @self: a game
 *
 * Gives the army's break point (Phalanx: the main battle line's vignettes
 * broken that lose the battle); 0 for other rulesets.
 *
 * Returns: the break point
 */
int
mu_game_get_break_point (MuGame *self)
{
  return self->tracks == MU_GAME_TRACKS_BREAK_POINT ? self->break_point : 0;
}

/**
 * mu_game_get_value:
 * @self: a game
 *
 * Gives what the army's elements are worth together: victory points (To
 * the Strongest!), manpower (Phalanx), figures (For the Pharaoh), units
 * (the others).
 *
 * Returns: the total
 */
int
mu_game_get_value (MuGame *self)
{
  int total = 0;

  for (guint i = 0; i < self->elements->len; i++)
    {
      MuGameElement *e = self->elements->pdata[i];

      total += self->tracks == MU_GAME_TRACKS_FIGURES ? e->hits : e->value;
    }
  return total;
}

/**
 * mu_game_get_value_lost:
 * @self: a game
 *
 * Gives what the army has lost of mu_game_get_value(): the worth of its
 * elements lost (For the Pharaoh: figures lost, a routed unit's all).
 *
 * Returns: the total lost
 */
int
mu_game_get_value_lost (MuGame *self)
{
  int total = 0;

  for (guint i = 0; i < self->elements->len; i++)
    {
      MuGameElement *e = self->elements->pdata[i];

      if (self->tracks == MU_GAME_TRACKS_FIGURES)
        total += e->lost ? e->hits : e->taken;
      else if (e->lost)
        total += e->value;
    }
  return total;
}

/**
 * mu_game_count_demoralised:
 * @self: a game
 *
 * Counts the commands demoralised now.
 *
 * Returns: how many are demoralised
 */
guint
mu_game_count_demoralised (MuGame *self)
{
  guint n = 0;

  for (guint i = 0; i < self->commands->len; i++)
    n += ((MuGameCommand *) self->commands->pdata[i])->demoralised;
  return n;
}
