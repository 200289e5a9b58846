/* mu-command.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "mu-command.h"
#include "mu-general.h"
#include "mu-unit.h"

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

/* The command's general, when it has exactly one. */
MuGeneral *
mu_command_get_general (const MuCommand *command)
{
  return command->generals->len == 1 ? command->generals->pdata[0] : NULL;
}

/* A unit of the command or a sub-unit of one, however deep: ids are unique
 * in the whole roster. */
MuUnit *
mu_command_find_unit (const MuCommand *command, const char *id)
{
  MuUnitSlot slot;

  return mu_unit_locate (command->units, id, &slot) ? slot.array->pdata[slot.index] : NULL;
}
