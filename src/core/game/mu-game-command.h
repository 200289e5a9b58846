/* mu-game-command.h: a command of an army being played: its victory points
 * lost against its threshold
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * MuGameCommand:
 * @index: its index in the roster
 * @name: its name as shown ("Command 1")
 * @value: its starting victory points (To the Strongest!), else what its
 *   elements are worth together
 * @threshold: the victory points lost that demoralise it; 0 for none (a
 *   senior general standing alone, or a ruleset without demoralisation)
 * @lost: the victory points it has lost so far
 * @demoralised: demoralised now
 *
 * A command of a game.
 */
typedef struct
{
  int index;
  char *name;
  int value;
  int threshold;
  int lost;
  gboolean demoralised;
} MuGameCommand;

MuGameCommand *mu_game_command_new (int index, const char *name, int value, int threshold);
void mu_game_command_free (MuGameCommand *command);

G_END_DECLS
