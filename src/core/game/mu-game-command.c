/* mu-game-command.c: a command of an army being played
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-game-command.h"

/**
 * mu_game_command_new:
 * @index: its index in the roster
 * @name: its name as shown
 * @value: its starting victory points
 * @threshold: the victory points lost that demoralise it, or 0
 *
 * Makes a command of a game with nothing lost.
 *
 * Returns: (transfer full): the command; free it with
 *   mu_game_command_free()
 */
MuGameCommand *
mu_game_command_new (int index, const char *name, int value, int threshold)
{
  MuGameCommand *command = g_new0 (MuGameCommand, 1);

  command->index = index;
  command->name = g_strdup (name);
  command->value = value;
  command->threshold = threshold;
  return command;
}

/**
 * mu_game_command_free:
 * @command: (nullable): a command
 *
 * Frees a command of a game.
 */
void
mu_game_command_free (MuGameCommand *command)
{
  if (command == NULL)
    return;
  g_free (command->name);
  g_free (command);
}
