/* mu-command.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "mu-command.h"
#include "mu-general.h"
#include "mu-unit.h"

/**
 * mu_command_new:
 * @name: (nullable): the command's name, copied
 *
 * Makes an empty command of the main contingent: no general, no unit, no
 * hero.
 *
 * Returns: (transfer full): a new command; free it with mu_command_free()
 */
MuCommand *
mu_command_new (const char *name)
{
  MuCommand *command = g_new0 (MuCommand, 1);

  command->name = g_strdup (name);
  command->generals = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_general_free);
  command->units = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_unit_free);
  command->heroes = g_ptr_array_new_with_free_func (g_free);
  return command;
}

/**
 * mu_command_copy:
 * @command: a command
 *
 * Copies a command deeply: its generals, units with their sub-units, heroes,
 * line and contingent. The copy shares nothing with @command.
 *
 * Returns: (transfer full): the copy; free it with mu_command_free()
 */
MuCommand *
mu_command_copy (const MuCommand *command)
{
  MuCommand *copy = mu_command_new (command->name);

  for (guint i = 0; i < command->generals->len; i++)
    g_ptr_array_add (copy->generals, mu_general_copy (command->generals->pdata[i]));
  for (guint i = 0; i < command->units->len; i++)
    g_ptr_array_add (copy->units, mu_unit_copy (command->units->pdata[i]));
  for (guint i = 0; i < command->heroes->len; i++)
    g_ptr_array_add (copy->heroes, g_strdup (command->heroes->pdata[i]));
  copy->line = command->line;
  copy->contingent = command->contingent;
  return copy;
}

/**
 * mu_command_free:
 * @command: (nullable) (transfer full): a command
 *
 * Frees a command with its generals, units and heroes. %NULL is ignored.
 */
void
mu_command_free (MuCommand *command)
{
  if (command == NULL)
    return;
  g_free (command->name);
  g_ptr_array_unref (command->generals);
  g_ptr_array_unref (command->units);
  g_ptr_array_unref (command->heroes);
  g_free (command);
}

/**
 * mu_command_get_general:
 * @command: a command
 *
 * Gives the command's general, when it has exactly one.
 *
 * Returns: (transfer none) (nullable): the general, owned by @command, or
 *   %NULL when the command has none or several
 */
MuGeneral *
mu_command_get_general (const MuCommand *command)
{
  return command->generals->len == 1 ? command->generals->pdata[0] : NULL;
}

/**
 * mu_command_find_unit:
 * @command: a command
 * @id: (nullable): a unit's id
 *
 * Finds a unit of the command or a sub-unit of one, however deep, with
 * mu_unit_locate(): ids are unique in the whole roster.
 *
 * Returns: (transfer none) (nullable): the unit, owned by @command, or
 *   %NULL when @id is %NULL or no unit of the command has it
 */
MuUnit *
mu_command_find_unit (const MuCommand *command, const char *id)
{
  MuUnitSlot slot;

  return mu_unit_locate (command->units, id, &slot) ? slot.array->pdata[slot.index] : NULL;
}
