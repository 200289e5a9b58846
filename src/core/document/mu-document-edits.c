/* mu-document-edits.c: the edits a player makes to a roster
 *
 * Each edit checks what it is asked first, so a refused edit leaves neither
 * the roster nor the undo history changed.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-contingent.h"
#include "mu-document.h"
#include "mu-entry-price.h"
#include "mu-evaluation.h"
#include "mu-error.h"
#include "mu-general.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-unit.h"

static gboolean
find_slot (MuDocument *self, const char *id, MuUnitSlot *slot, GError **error)
{
  if (mu_roster_locate_unit (mu_document_get_roster (self), id, slot))
    return TRUE;
  g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE, _("The army has no unit “%s”"), id);
  return FALSE;
}

static MuCommand *
find_command (MuDocument *self, int index, GError **error)
{
  GPtrArray *commands = mu_roster_get_commands (mu_document_get_roster (self));

  if (index < 0 || (guint) index >= commands->len)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE, _("The army has no command %d"), index + 1);
      return NULL;
    }
  return commands->pdata[index];
}

static MuGeneral *
find_general (MuDocument *self, int command, int general, GError **error)
{
  MuCommand *found = find_command (self, command, error);

  if (found == NULL)
    return NULL;
  if (general < 0 || (guint) general >= found->generals->len)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE, _("Command %d has no such general"), command + 1);
      return NULL;
    }
  return found->generals->pdata[general];
}

/* The army list of a contingent: the document's own for 0, the allied
 * contingent's resolved list for the others (NULL when not resolved). */
static MuArmyList *
contingent_list (MuDocument *self, guint contingent)
{
  MuContingent *ally = mu_roster_get_ally (mu_document_get_roster (self), contingent);

  if (contingent == 0)
    return mu_document_get_list (self);
  return ally != NULL ? ally->list : NULL;
}

/* A command with a general of its list's general row, after the last
 * command of its contingent; gives its index. */
static int
new_command (MuDocument *self, guint contingent)
{
  MuArmyList *list = contingent_list (self, contingent);
  MuListEntry *row = list != NULL ? mu_army_list_first_of_kind (list, MU_ENTRY_GENERAL) : NULL;
  MuCommand *command = mu_command_new (NULL);

  if (row != NULL)
    g_ptr_array_add (command->generals, mu_general_new (row->id));
  return mu_roster_insert_command (mu_document_get_roster (self), contingent, command);
}

/* A roster keeps within MU_ROSTER_MAX_UNITS units, MU_ROSTER_MAX_COMMANDS
 * commands, MU_ROSTER_MAX_GENERALS generals and MU_ROSTER_MAX_HEROES
 * heroes, so that what is saved can be opened again. */
static guint
count_all (GPtrArray *units)
{
  guint n = units->len;

  for (guint i = 0; i < units->len; i++)
    n += count_all (((MuUnit *) units->pdata[i])->subunits);
  return n;
}

static gboolean
room_for_units (MuDocument *self, guint more, GError **error)
{
  GPtrArray *commands = mu_roster_get_commands (mu_document_get_roster (self));
  guint n = 0;

  for (guint i = 0; i < commands->len; i++)
    n += count_all (((MuCommand *) commands->pdata[i])->units);
  if (n + more <= MU_ROSTER_MAX_UNITS)
    return TRUE;
  g_set_error (error, MU_ERROR, MU_ERROR_TOO_LARGE,
               _("A roster may have at most %d units"), MU_ROSTER_MAX_UNITS);
  return FALSE;
}

/* Within MU_ROSTER_MAX_GENERALS generals too: a new command brings one. */
static gboolean
room_for_general (MuDocument *self, GError **error)
{
  GPtrArray *commands = mu_roster_get_commands (mu_document_get_roster (self));
  guint n = 0;

  for (guint i = 0; i < commands->len; i++)
    n += ((MuCommand *) commands->pdata[i])->generals->len;
  if (n < MU_ROSTER_MAX_GENERALS)
    return TRUE;
  g_set_error (error, MU_ERROR, MU_ERROR_TOO_LARGE,
               _("A roster may have at most %d generals"), MU_ROSTER_MAX_GENERALS);
  return FALSE;
}

static gboolean
room_for_command (MuDocument *self, GError **error)
{
  if (mu_roster_get_commands (mu_document_get_roster (self))->len >= MU_ROSTER_MAX_COMMANDS)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_TOO_LARGE,
                   _("A roster may have at most %d commands"), MU_ROSTER_MAX_COMMANDS);
      return FALSE;
    }
  return room_for_general (self, error);
}

static MuListEntry *
buyable_row (MuDocument *self, guint contingent, const char *entry_id, GError **error)
{
  MuArmyList *list = contingent_list (self, contingent);
  MuListEntry *entry = list != NULL ? mu_army_list_lookup (list, entry_id) : NULL;

  if (entry == NULL || mu_list_entry_is_upgrade (entry) || entry->kind == MU_ENTRY_GENERAL
      || entry->kind == MU_ENTRY_HERO)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE, _("The list has no unit row “%s”"), entry_id);
      return NULL;
    }
  return entry;
}

/* The index of the main contingent's last command, or -1 when it has none. */
static int
last_main_command (GPtrArray *commands)
{
  int last = -1;

  for (guint i = 0; i < commands->len; i++)
    if (((MuCommand *) commands->pdata[i])->contingent == 0)
      last = (int) i;
  return last;
}

/* Whether a general has his row's detached upgrade (a row may offer none). */
static gboolean
general_detached (MuGeneral *general, MuListEntry *row)
{
  for (guint j = 0; j < row->children->len; j++)
    {
      MuListEntry *upgrade = row->children->pdata[j];

      if (g_strcmp0 (mu_list_entry_attr (upgrade, "upgrade"), "detached") == 0
          && mu_general_has_upgrade (general, upgrade->id))
        return TRUE;
    }
  return FALSE;
}

/* A general who must be part of a unit (the ruleset's generals are
 * attached unless detached, and he is not, whether or not his row offers
 * the detached upgrade) and is with none joins the first fighting unit
 * added to his command, sparing the player a step; he can be moved at once. */
static void
attach_waiting_general (MuDocument *self, MuCommand *command, MuUnit *unit, MuListEntry *entry)
{
  MuArmyList *list = contingent_list (self, command->contingent);

  if (entry->kind != MU_ENTRY_UNIT || !list->ruleset->generals_attached)
    return;
  for (guint i = 0; i < command->generals->len; i++)
    {
      MuGeneral *general = command->generals->pdata[i];
      MuListEntry *row = mu_army_list_lookup (list, general->entry);

      if (general->attached != NULL || row == NULL)
        continue;
      if (!general_detached (general, row))
        {
          general->attached = g_strdup (unit->id);
          return;
        }
    }
}

/* A row bought by the figure or model starts at its smallest legal unit,
 * one complete group ("The smallest sized unit is a single group", For
 * the Pharaoh), not at one figure that is illegal at once. */
static gint64
starting_count (MuDocument *self, guint contingent, MuListEntry *entry)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self);
  MuContingentResult *result = evaluation != NULL ? mu_evaluation_contingent (evaluation, contingent) : NULL;
  MuArmyList *list = contingent_list (self, contingent);
  MuEntryPrice price;

  if (result == NULL || result->options == NULL || list == NULL
      || !mu_ruleset_price_entry (list->ruleset, list, result->options, entry, &price))
    return 1;
  return MAX (price.group, 1);
}

/**
 * mu_document_add_unit:
 * @self: a document
 * @entry_id: the list row to buy it from
 * @command: the command's index, or -1 for the main contingent's last one (made if there is none)
 * @error: return location for a #GError
 *
 * Adds a unit of a row to a command. Where the ruleset's generals are
 * attached unless detached, a general of the command who is with no unit
 * and is not detached joins it when it is a fighting unit.
 *
 * Returns: (transfer none) (nullable): the new unit; %NULL with
 *   %MU_ERROR_REFERENCE for a row that is not a unit's or a missing command
 */
MuUnit *
mu_document_add_unit (MuDocument *self, const char *entry_id, int command, GError **error)
{
  GPtrArray *commands = mu_roster_get_commands (mu_document_get_roster (self));
  MuListEntry *entry;
  MuRoster *roster;
  MuCommand *target;
  g_autofree char *id = NULL;
  MuUnit *unit;

  if (command >= 0 && find_command (self, command, error) == NULL)
    return NULL;
  if (command < 0)
    command = last_main_command (commands);
  if (!room_for_units (self, 1, error) || (commands->len == 0 && !room_for_command (self, error)))
    return NULL;
  if ((entry = buyable_row (self, mu_roster_get_command_contingent (mu_document_get_roster (self), command),
                            entry_id, error))
      == NULL)
    return NULL;
  if ((roster = mu_document_begin_edit (self, error)) == NULL)
    return NULL;
  if (command < 0)
    command = new_command (self, 0);
  target = commands->pdata[command];
  id = mu_roster_next_unit_id (roster);
  unit = mu_unit_new (id, entry->id);
  unit->count = starting_count (self, target->contingent, entry);
  g_ptr_array_add (target->units, unit);
  attach_waiting_general (self, target, unit, entry);
  mu_document_end_edit (self);
  return unit;
}

static void
detach_generals (MuRoster *roster, const char *unit_id)
{
  GPtrArray *commands = mu_roster_get_commands (roster);

  for (guint i = 0; i < commands->len; i++)
    {
      GPtrArray *generals = ((MuCommand *) commands->pdata[i])->generals;

      for (guint j = 0; j < generals->len; j++)
        {
          MuGeneral *general = generals->pdata[j];

          if (g_strcmp0 (general->attached, unit_id) == 0)
            g_clear_pointer (&general->attached, g_free);
        }
    }
}

/**
 * mu_document_remove_unit:
 * @self: a document
 * @unit_id: the unit
 * @error: return location for a #GError
 *
 * Removes a unit (or sub-unit); a general attached to it leads from no unit.
 *
 * Returns: whether it was removed; %FALSE with %MU_ERROR_REFERENCE for a missing unit
 */
gboolean
mu_document_remove_unit (MuDocument *self, const char *unit_id, GError **error)
{
  MuUnitSlot slot;
  MuRoster *roster;
  g_autofree char *id = g_strdup (unit_id);

  if (!find_slot (self, unit_id, &slot, error) || (roster = mu_document_begin_edit (self, error)) == NULL)
    return FALSE;
  g_ptr_array_remove_index (slot.array, slot.index);
  detach_generals (roster, id);
  mu_document_end_edit (self);
  return TRUE;
}

static void
renumber (MuRoster *roster, MuUnit *unit)
{
  char *id = mu_roster_next_unit_id (roster);

  g_free (unit->id);
  unit->id = id;
  for (guint i = 0; i < unit->subunits->len; i++)
    renumber (roster, unit->subunits->pdata[i]);
}

/**
 * mu_document_duplicate_unit:
 * @self: a document
 * @unit_id: the unit to copy
 * @error: return location for a #GError
 *
 * Copies a unit right after the original, with its own ids and no heroes: a
 * hero is one man and cannot be in two units.
 *
 * Returns: (transfer none) (nullable): the copy
 */
MuUnit *
mu_document_duplicate_unit (MuDocument *self, const char *unit_id, GError **error)
{
  MuUnitSlot slot;
  MuRoster *roster;
  MuUnit *copy;

  if (!find_slot (self, unit_id, &slot, error)
      || !room_for_units (self, 1 + count_all (((MuUnit *) slot.array->pdata[slot.index])->subunits), error)
      || (roster = mu_document_begin_edit (self, error)) == NULL)
    return NULL;
  copy = mu_unit_copy (slot.array->pdata[slot.index]);
  g_ptr_array_set_size (copy->heroes, 0);
  g_free (copy->id);
  copy->id = g_strdup ("");
  for (guint i = 0; i < copy->subunits->len; i++)
    {
      MuUnit *sub = copy->subunits->pdata[i];
      g_free (sub->id);
      sub->id = g_strdup ("");
    }
  g_ptr_array_insert (slot.array, (int) slot.index + 1, copy);
  renumber (roster, copy);
  mu_document_end_edit (self);
  return copy;
}

/**
 * mu_document_move_unit:
 * @self: a document
 * @unit_id: a unit of a command
 * @command: the command it goes to
 * @position: its place there, -1 for the end
 * @error: return location for a #GError
 *
 * Moves a unit; a general of another command attached to it is detached.
 *
 * Returns: whether the unit is there now
 */
gboolean
mu_document_move_unit (MuDocument *self, const char *unit_id, int command, int position, GError **error)
{
  MuUnitSlot slot;
  MuCommand *target = find_command (self, command, error);
  MuUnit *unit;

  if (target == NULL || !find_slot (self, unit_id, &slot, error))
    return FALSE;
  if (slot.command == command
      && (position == (int) slot.index || (position < 0 && slot.index + 1 == target->units->len)))
    return TRUE;
  if (mu_document_begin_edit (self, error) == NULL)
    return FALSE;
  unit = g_ptr_array_steal_index (slot.array, slot.index);
  if (position < 0 || (guint) position > target->units->len)
    position = (int) target->units->len;
  g_ptr_array_insert (target->units, position, unit);
  if (slot.command != command)
    detach_generals (mu_document_get_roster (self), unit->id);
  mu_document_end_edit (self);
  return TRUE;
}

/**
 * mu_document_add_command:
 * @self: a document
 * @error: return location for a #GError
 *
 * Adds a command with a general of the list's general row.
 *
 * Returns: the new command's index, or -1
 */
int
mu_document_add_command (MuDocument *self, GError **error)
{
  return mu_document_add_contingent_command (self, 0, error);
}

/**
 * mu_document_add_contingent_command:
 * @self: a document
 * @contingent: the contingent's number: 0 for the main one, 1… for an allied one
 * @error: return location for a #GError
 *
 * Adds a command with a general of the contingent's list's general row,
 * after the contingent's last command.
 *
 * Returns: the new command's index, or -1 with %MU_ERROR_REFERENCE for a
 *   contingent the roster does not have
 */
int
mu_document_add_contingent_command (MuDocument *self, guint contingent, GError **error)
{
  int index;

  if (contingent >= mu_roster_count_contingents (mu_document_get_roster (self)))
    {
      g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
                   _("The army has no allied contingent %u"), contingent);
      return -1;
    }
  if (!room_for_command (self, error) || mu_document_begin_edit (self, error) == NULL)
    return -1;
  index = new_command (self, contingent);
  mu_document_end_edit (self);
  return index;
}

/**
 * mu_document_add_ally:
 * @self: a document
 * @list: (transfer none): the army list of the allied contingent; the
 *   contingent keeps a reference
 * @error: return location for a #GError
 *
 * Adds an allied contingent built from @list, with its list's revision and
 * hash recorded and one command led by a general of the list's general row,
 * as one edit that undo takes back. A GUI offers the lists the main list's
 * allies row names (mu_army_list_get_allies()); any list of the same
 * ruleset is accepted here, and the engine reports one the row does not
 * name. Select the new command with the index
 * mu_roster_get_commands()->len - 1.
 *
 * Returns: the new contingent's number (1 for the first), or 0 with
 *   %MU_ERROR_MISMATCH when @list is for another ruleset
 */
guint
mu_document_add_ally (MuDocument *self, MuArmyList *list, GError **error)
{
  MuRoster *roster;
  MuContingent *ally;
  guint number;

  if (g_strcmp0 (list->ruleset_id, mu_document_get_list (self)->ruleset_id) != 0)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_MISMATCH,
                   _("List “%s” is for another ruleset; an allied contingent comes from a list of the "
                     "army's ruleset"),
                      list->name);
      return 0;
    }
  if (!room_for_command (self, error) || (roster = mu_document_begin_edit (self, error)) == NULL)
    return 0;
  number = mu_roster_add_ally (roster, list->id);
  ally = mu_roster_get_ally (roster, number);
  ally->list_revision = list->revision;
  ally->list_hash = g_strdup (mu_army_list_get_hash (list));
  mu_contingent_set_list (ally, list);
  new_command (self, number);
  mu_document_end_edit (self);
  return number;
}

/**
 * mu_document_remove_ally:
 * @self: a document
 * @contingent: the number of an allied contingent (1 or more)
 * @error: return location for a #GError
 *
 * Removes an allied contingent and all its commands, as one edit that undo
 * takes back. The selection goes back to nothing when it was in one of
 * them.
 *
 * Returns: whether it was removed; %FALSE with %MU_ERROR_REFERENCE for a
 *   contingent the roster does not have
 */
gboolean
mu_document_remove_ally (MuDocument *self, guint contingent, GError **error)
{
  MuRoster *roster = mu_document_get_roster (self);

  if (mu_roster_get_ally (roster, contingent) == NULL)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
                   _("The army has no allied contingent %u"), contingent);
      return FALSE;
    }
  if ((roster = mu_document_begin_edit (self, error)) == NULL)
    return FALSE;
  mu_roster_remove_ally (roster, contingent);
  mu_document_select (self, &MU_PLACE_OF_NOTHING);
  mu_document_end_edit (self);
  return TRUE;
}

/**
 * mu_document_remove_command:
 * @self: a document
 * @command: the command's index
 * @error: return location for a #GError
 *
 * Removes a command with its generals and units.
 *
 * Returns: whether it was removed
 */
gboolean
mu_document_remove_command (MuDocument *self, int command, GError **error)
{
  GPtrArray *commands = mu_roster_get_commands (mu_document_get_roster (self));

  if (find_command (self, command, error) == NULL || mu_document_begin_edit (self, error) == NULL)
    return FALSE;
  g_ptr_array_remove_index (commands, (guint) command);
  mu_document_end_edit (self);
  return TRUE;
}

static gboolean
name_taken (MuRoster *roster, const char *name)
{
  GPtrArray *commands = mu_roster_get_commands (roster);

  for (guint i = 0; i < commands->len; i++)
    {
      MuCommand *command = commands->pdata[i];

      if (mu_strv_array_contains (command->heroes, name))
        return TRUE;
      for (guint j = 0; j < command->units->len; j++)
        if (mu_strv_array_contains (((MuUnit *) command->units->pdata[j])->heroes, name))
          return TRUE;
    }
  return FALSE;
}

/* The unit at a place of kind unit, with an error for any other place. */
static MuUnit *
unit_at (MuDocument *self, const MuPlace *place, GError **error)
{
  MuUnitSlot slot;

  if (!find_slot (self, place->unit_id, &slot, error))
    return NULL;
  return slot.array->pdata[slot.index];
}

static GPtrArray *
heroes_of (MuDocument *self, const MuPlace *place, GError **error)
{
  MuUnit *unit;
  MuCommand *found;

  if (place->kind == MU_PLACE_UNIT)
    return (unit = unit_at (self, place, error)) != NULL ? unit->heroes : NULL;
  found = find_command (self, place->command, error);
  return found != NULL ? found->heroes : NULL;
}

static guint
count_heroes (GPtrArray *units)
{
  guint n = 0;

  for (guint i = 0; i < units->len; i++)
    n += ((MuUnit *) units->pdata[i])->heroes->len + count_heroes (((MuUnit *) units->pdata[i])->subunits);
  return n;
}

/* Within MU_ROSTER_MAX_HEROES heroes, waiting ones included. */
static gboolean
room_for_hero (MuDocument *self, GError **error)
{
  GPtrArray *commands = mu_roster_get_commands (mu_document_get_roster (self));
  guint n = 0;

  for (guint i = 0; i < commands->len; i++)
    n += ((MuCommand *) commands->pdata[i])->heroes->len
         + count_heroes (((MuCommand *) commands->pdata[i])->units);
  if (n < MU_ROSTER_MAX_HEROES)
    return TRUE;
  g_set_error (error, MU_ERROR, MU_ERROR_TOO_LARGE,
               _("A roster may have at most %d heroes"), MU_ROSTER_MAX_HEROES);
  return FALSE;
}

/**
 * mu_document_add_hero:
 * @self: a document
 * @place: a unit, or a command whose hero waits to be allocated
 * @error: return location for a #GError
 *
 * Adds a hero named "Hero N", N the first number no hero of the army has.
 *
 * Returns: whether he was added
 */
gboolean
mu_document_add_hero (MuDocument *self, const MuPlace *place, GError **error)
{
  GPtrArray *heroes = heroes_of (self, place, error);
  MuRoster *roster;

  if (heroes == NULL || !room_for_hero (self, error)
      || (roster = mu_document_begin_edit (self, error)) == NULL)
    return FALSE;
  for (guint n = 1;; n++)
    {
      /* TRANSLATORS: the name a new hero gets until the player names him */
      g_autofree char *name = g_strdup_printf (_("Hero %u"), n);

      if (!name_taken (roster, name))
        {
          g_ptr_array_add (heroes, g_steal_pointer (&name));
          break;
        }
    }
  mu_document_end_edit (self);
  return TRUE;
}

static gboolean
check_hero (GPtrArray *heroes, guint index, GError **error)
{
  if (heroes == NULL)
    return FALSE;
  if (index >= heroes->len)
    {
      g_set_error_literal (error, MU_ERROR, MU_ERROR_REFERENCE, _("There is no such hero"));
      return FALSE;
    }
  return TRUE;
}

/**
 * mu_document_remove_hero:
 * @self: a document
 * @place: the hero's unit, or his command
 * @index: the hero's place among its heroes
 * @error: return location for a #GError
 *
 * Removes a hero.
 *
 * Returns: whether he was removed; %FALSE with %MU_ERROR_REFERENCE for no such hero
 */
gboolean
mu_document_remove_hero (MuDocument *self, const MuPlace *place, guint index, GError **error)
{
  GPtrArray *heroes = heroes_of (self, place, error);

  if (!check_hero (heroes, index, error) || mu_document_begin_edit (self, error) == NULL)
    return FALSE;
  g_ptr_array_remove_index (heroes, index);
  mu_document_end_edit (self);
  return TRUE;
}

/**
 * mu_document_rename_hero:
 * @self: a document
 * @place: the hero's unit, or his command
 * @index: the hero's place among its heroes
 * @name: the new name; surrounding spaces are dropped, an empty one changes nothing
 * @error: return location for a #GError
 *
 * Renames a hero; two heroes of an army never share a name.
 *
 * Returns: whether the hero has that name now; %FALSE with %MU_ERROR_VALUE
 *   for a name another hero has
 */
gboolean
mu_document_rename_hero (MuDocument *self, const MuPlace *place, guint index, const char *name,
                         GError **error)
{
  GPtrArray *heroes = heroes_of (self, place, error);
  g_autofree char *stripped = g_strstrip (g_strdup (name));

  if (!check_hero (heroes, index, error))
    return FALSE;
  if (*stripped == '\0' || g_str_equal (stripped, heroes->pdata[index]))
    return TRUE;
  if (name_taken (mu_document_get_roster (self), stripped))
    {
      g_set_error (error, MU_ERROR, MU_ERROR_VALUE, _("The army already has a hero named “%s”"), stripped);
      return FALSE;
    }
  if (mu_document_begin_edit (self, error) == NULL)
    return FALSE;
  g_free (heroes->pdata[index]);
  heroes->pdata[index] = g_steal_pointer (&stripped);
  mu_document_end_edit (self);
  return TRUE;
}

/**
 * mu_document_allocate_hero:
 * @self: a document
 * @command: the command the hero waits in
 * @index: the hero's place among the waiting heroes
 * @unit_id: the unit he joins
 * @error: return location for a #GError
 *
 * Moves a hero waiting in the command into a unit.
 *
 * Returns: whether he moved
 */
gboolean
mu_document_allocate_hero (MuDocument *self, int command, guint index, const char *unit_id, GError **error)
{
  MuPlace waiting = MU_PLACE_OF_COMMAND (command);
  MuPlace unit = MU_PLACE_OF_UNIT (unit_id);
  GPtrArray *from = heroes_of (self, &waiting, error);
  GPtrArray *to = heroes_of (self, &unit, error);

  if (!check_hero (from, index, error) || to == NULL || mu_document_begin_edit (self, error) == NULL)
    return FALSE;
  g_ptr_array_add (to, g_ptr_array_steal_index (from, index));
  mu_document_end_edit (self);
  return TRUE;
}

static GPtrArray *
upgrades_of (MuDocument *self, const MuPlace *place, GError **error)
{
  MuUnit *unit;
  MuGeneral *found;

  if (place->kind == MU_PLACE_UNIT)
    return (unit = unit_at (self, place, error)) != NULL ? unit->upgrades : NULL;
  found = find_general (self, place->command, place->general, error);
  return found != NULL ? found->upgrades : NULL;
}

/**
 * mu_document_set_upgrade:
 * @self: a document
 * @place: a unit, or a general
 * @upgrade_id: the upgrade row
 * @taken: whether it is taken
 * @error: return location for a #GError
 *
 * Takes or gives up an upgrade of a unit or a general.
 *
 * Returns: whether the upgrade is as asked now
 */
gboolean
mu_document_set_upgrade (MuDocument *self, const MuPlace *place, const char *upgrade_id, gboolean taken,
                         GError **error)
{
  GPtrArray *upgrades = upgrades_of (self, place, error);
  guint index;
  gboolean has;

  if (upgrades == NULL)
    return FALSE;
  has = g_ptr_array_find_with_equal_func (upgrades, upgrade_id, g_str_equal, &index);
  if (has == taken)
    return TRUE;
  /* the row of the list of the unit's or general's contingent */
  if (mu_evaluation_lookup_row (mu_document_get_evaluation (self), upgrade_id) == NULL)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE, _("The list has no row “%s”"), upgrade_id);
      return FALSE;
    }
  if (mu_document_begin_edit (self, error) == NULL)
    return FALSE;
  if (taken)
    g_ptr_array_add (upgrades, g_strdup (upgrade_id));
  else
    g_ptr_array_remove_index (upgrades, index);
  mu_document_end_edit (self);
  return TRUE;
}

static char **
name_slot (MuDocument *self, const MuPlace *place, GError **error)
{
  MuUnit *unit;
  MuCommand *found;
  MuGeneral *leader;

  switch (place->kind)
    {
    case MU_PLACE_UNIT:
      return (unit = unit_at (self, place, error)) != NULL ? &unit->name : NULL;
    case MU_PLACE_GENERAL:
      leader = find_general (self, place->command, place->general, error);
      return leader != NULL ? &leader->name : NULL;
    case MU_PLACE_COMMAND:
      found = find_command (self, place->command, error);
      return found != NULL ? &found->name : NULL;
    case MU_PLACE_NONE:
    default:
      g_set_error_literal (error, MU_ERROR, MU_ERROR_REFERENCE, _("Nothing is selected"));
      return NULL;
    }
}

/**
 * mu_document_set_name:
 * @self: a document
 * @place: a command, general or unit
 * @name: (nullable): the player's name; %NULL or empty gives back the default name
 * @error: return location for a #GError
 *
 * Names what is at @place.
 *
 * Returns: whether it has that name now; %FALSE with %MU_ERROR_REFERENCE
 *   for a place that is not there
 */
gboolean
mu_document_set_name (MuDocument *self, const MuPlace *place, const char *name, GError **error)
{
  char **slot = name_slot (self, place, error);
  g_autofree char *stripped = name != NULL ? g_strstrip (g_strdup (name)) : NULL;

  if (slot == NULL)
    return FALSE;
  if (stripped != NULL && *stripped == '\0')
    g_clear_pointer (&stripped, g_free);
  if (g_strcmp0 (*slot, stripped) == 0)
    return TRUE;
  if (mu_document_begin_edit (self, error) == NULL)
    return FALSE;
  g_free (*slot);
  *slot = g_steal_pointer (&stripped);
  mu_document_end_edit (self);
  return TRUE;
}

/**
 * mu_document_set_attr:
 * @self: a document
 * @place: a unit, or a general
 * @attr: the ruleset's attribute
 * @value: (nullable): its value; %NULL removes it
 * @error: return location for a #GError
 *
 * Sets a ruleset-specific choice of a unit or general.
 *
 * Returns: whether the attribute is as asked now
 */
gboolean
mu_document_set_attr (MuDocument *self, const MuPlace *place, const char *attr, const char *value,
                      GError **error)
{
  MuUnit *unit = NULL;
  MuGeneral *leader = NULL;
  GHashTable *attrs;

  if (place->kind == MU_PLACE_UNIT && (unit = unit_at (self, place, error)) == NULL)
    return FALSE;
  if (place->kind != MU_PLACE_UNIT
      && (leader = find_general (self, place->command, place->general, error)) == NULL)
    return FALSE;
  attrs = leader != NULL ? leader->attrs : unit->attrs;
  if (g_strcmp0 (g_hash_table_lookup (attrs, attr), value) == 0)
    return TRUE;
  if (mu_document_begin_edit (self, error) == NULL)
    return FALSE;
  if (value == NULL)
    g_hash_table_remove (attrs, attr);
  else
    g_hash_table_insert (attrs, g_strdup (attr), g_strdup (value));
  mu_document_end_edit (self);
  return TRUE;
}

/**
 * mu_document_set_count:
 * @self: a document
 * @unit_id: the unit
 * @count: its count, at least 1
 * @error: return location for a #GError
 *
 * Sets how many the unit counts (lengths, figures, points of ammunition…).
 *
 * Returns: whether the count is as asked now; %FALSE with %MU_ERROR_VALUE
 *   for a count below 1
 */
gboolean
mu_document_set_count (MuDocument *self, const char *unit_id, gint64 count, GError **error)
{
  MuUnitSlot slot;
  MuUnit *unit;

  if (!find_slot (self, unit_id, &slot, error))
    return FALSE;
  unit = slot.array->pdata[slot.index];
  if (count < 1)
    {
      g_set_error_literal (error, MU_ERROR, MU_ERROR_VALUE, _("A unit needs a count of at least 1"));
      return FALSE;
    }
  if (unit->count == count)
    return TRUE;
  if (mu_document_begin_edit (self, error) == NULL)
    return FALSE;
  unit->count = count;
  mu_document_end_edit (self);
  return TRUE;
}

/**
 * mu_document_set_attached:
 * @self: a document
 * @general: the general's place
 * @unit_id: (nullable): the unit he is attached to, %NULL for none
 * @error: return location for a #GError
 *
 * Attaches a general to a unit, or detaches him.
 *
 * Returns: whether he is attached as asked now
 */
gboolean
mu_document_set_attached (MuDocument *self, const MuPlace *general, const char *unit_id, GError **error)
{
  MuGeneral *leader = find_general (self, general->command, general->general, error);
  MuUnitSlot slot;

  if (leader == NULL || (unit_id != NULL && !find_slot (self, unit_id, &slot, error)))
    return FALSE;
  if (g_strcmp0 (leader->attached, unit_id) == 0)
    return TRUE;
  if (mu_document_begin_edit (self, error) == NULL)
    return FALSE;
  g_free (leader->attached);
  leader->attached = g_strdup (unit_id);
  mu_document_end_edit (self);
  return TRUE;
}

/**
 * mu_document_set_army_text:
 * @self: a document
 * @field: "name" (the army's) or "player"
 * @value: (nullable): the text; %NULL or empty clears it
 * @error: return location for a #GError
 *
 * Sets the army's name or its player's.
 *
 * Returns: whether the field is as asked now
 */
gboolean
mu_document_set_army_text (MuDocument *self, const char *field, const char *value, GError **error)
{
  MuRoster *roster = mu_document_get_roster (self);
  gboolean is_name = g_str_equal (field, "name");
  g_autofree char *stripped = value != NULL ? g_strstrip (g_strdup (value)) : NULL;
  const char *now = is_name ? mu_roster_get_army_name (roster) : mu_roster_get_player (roster);

  if (stripped != NULL && *stripped == '\0')
    g_clear_pointer (&stripped, g_free);
  if (g_strcmp0 (now, stripped) == 0)
    return TRUE;
  if (mu_document_begin_edit (self, error) == NULL)
    return FALSE;
  if (is_name)
    mu_roster_set_army_name (roster, stripped);
  else
    mu_roster_set_player (roster, stripped);
  mu_document_end_edit (self);
  return TRUE;
}

/**
 * mu_document_set_points_limit:
 * @self: a document
 * @limit: the points limit, 0 for none
 * @error: return location for a #GError
 *
 * Sets the size of the game.
 *
 * Returns: whether the limit is as asked now; %FALSE with %MU_ERROR_VALUE
 *   for a negative one
 */
gboolean
mu_document_set_points_limit (MuDocument *self, gint64 limit, GError **error)
{
  MuRoster *roster = mu_document_get_roster (self);

  if (limit < 0)
    {
      g_set_error_literal (error, MU_ERROR, MU_ERROR_VALUE, _("A points limit cannot be negative"));
      return FALSE;
    }
  if (mu_roster_get_points_limit (roster) == limit)
    return TRUE;
  if (mu_document_begin_edit (self, error) == NULL)
    return FALSE;
  mu_roster_set_points_limit (roster, limit);
  mu_document_end_edit (self);
  return TRUE;
}

/**
 * mu_document_set_ally_option:
 * @self: a document
 * @contingent: the number of an allied contingent (1 or more)
 * @id: an option of that contingent's list
 * @value: (nullable): its value; %NULL or the default is not written
 * @error: return location for a #GError
 *
 * Sets an option (army date, variant…) of an allied contingent's list.
 *
 * Returns: whether the option is as asked now; %FALSE with %MU_ERROR_VALUE
 *   for an option or value that does not exist or a contingent the roster
 *   does not have
 */
gboolean
mu_document_set_ally_option (MuDocument *self, guint contingent, const char *id, const char *value,
                             GError **error)
{
  MuArmyList *list = contingent > 0 ? contingent_list (self, contingent) : NULL;
  MuOptionDef *def = list != NULL ? mu_option_defs_find (list->options, id) : NULL;
  MuContingent *ally;

  if (def == NULL || (value != NULL && !mu_option_def_accepts (def, value)))
    {
      g_set_error (error, MU_ERROR, MU_ERROR_VALUE, _("Option “%s” cannot be “%s”"), id, value);
      return FALSE;
    }
  if (def->interpretation && g_strcmp0 (value, def->default_value) == 0)
    value = NULL;
  ally = mu_roster_get_ally (mu_document_get_roster (self), contingent);
  if (g_strcmp0 (g_hash_table_lookup (ally->options, id), value) == 0)
    return TRUE;
  if (mu_document_begin_edit (self, error) == NULL)
    return FALSE;
  ally = mu_roster_get_ally (mu_document_get_roster (self), contingent);
  if (value == NULL)
    g_hash_table_remove (ally->options, id);
  else
    g_hash_table_insert (ally->options, g_strdup (id), g_strdup (value));
  mu_document_end_edit (self);
  return TRUE;
}

/**
 * mu_document_set_option:
 * @self: a document
 * @id: an option of the list or of its ruleset
 * @value: (nullable): its value; %NULL or the default is not written
 * @error: return location for a #GError
 *
 * Sets an option of the army.
 *
 * Returns: whether the option is as asked now; %FALSE with %MU_ERROR_VALUE
 *   for an option or value that does not exist
 */
gboolean
mu_document_set_option (MuDocument *self, const char *id, const char *value, GError **error)
{
  MuRoster *roster = mu_document_get_roster (self);
  MuArmyList *list = mu_document_get_list (self);
  MuOptionDef *def = mu_option_defs_find (list->options, id);

  if (def == NULL)
    def = mu_option_defs_find (list->ruleset->options, id);
  if (def == NULL || (value != NULL && !mu_option_def_accepts (def, value)))
    {
      g_set_error (error, MU_ERROR, MU_ERROR_VALUE, _("Option “%s” cannot be “%s”"), id, value);
      return FALSE;
    }
  if (def->interpretation && g_strcmp0 (value, def->default_value) == 0)
    value = NULL;
  if (g_strcmp0 (mu_roster_get_option (roster, id), value) == 0)
    return TRUE;
  if (mu_document_begin_edit (self, error) == NULL)
    return FALSE;
  mu_roster_set_option (roster, id, value);
  mu_document_end_edit (self);
  return TRUE;
}

/**
 * mu_document_parent_unit:
 * @self: a document
 * @unit_id: (nullable): a unit or sub-unit
 *
 * Finds the unit that directly holds a sub-unit, searching every command of the
 * roster; the roster is not changed.
 *
 * Returns: (transfer none) (nullable): the unit a sub-unit belongs to; %NULL
 *   for a unit of a command or a missing unit
 */
MuUnit *
mu_document_parent_unit (MuDocument *self, const char *unit_id)
{
  MuUnitSlot slot;

  return mu_roster_locate_unit (mu_document_get_roster (self), unit_id, &slot) ? slot.parent : NULL;
}

/**
 * mu_document_add_subunit:
 * @self: a document
 * @unit_id: the unit, or one of its sub-units (the new one then joins its parent)
 * @entry_id: (nullable): the row it is bought from; %NULL for the unit's own
 * @error: return location for a #GError
 *
 * Adds a sub-unit of one figure or model.
 *
 * Returns: (transfer none) (nullable): the new sub-unit; %NULL with
 *   %MU_ERROR_VALUE when the rules have no sub-units
 */
MuUnit *
mu_document_add_subunit (MuDocument *self, const char *unit_id, const char *entry_id, GError **error)
{
  MuUnit *parent;
  MuUnitSlot slot;
  MuListEntry *entry;
  MuRoster *roster;
  g_autofree char *id = NULL;
  MuUnit *sub;

  if (!mu_document_get_list (self)->ruleset->has_subunits)
    {
      g_set_error_literal (error, MU_ERROR, MU_ERROR_VALUE, _("The rules of this army have no sub-units"));
      return NULL;
    }
  if (!find_slot (self, unit_id, &slot, error))
    return NULL;
  parent = slot.parent != NULL ? slot.parent : slot.array->pdata[slot.index];
  entry = buyable_row (self, mu_roster_get_command_contingent (mu_document_get_roster (self), slot.command),
                       entry_id != NULL ? entry_id : parent->entry, error);
  if (entry == NULL || !room_for_units (self, 1, error)
      || (roster = mu_document_begin_edit (self, error)) == NULL)
    return NULL;
  id = mu_roster_next_unit_id (roster);
  sub = mu_unit_new (id, entry->id);
  /* a sub-unit, too, has at least one complete group (For the Pharaoh) */
  sub->count = starting_count (self, mu_roster_get_command_contingent (roster, slot.command), entry);
  g_ptr_array_add (parent->subunits, sub);
  mu_document_end_edit (self);
  return sub;
}

/**
 * mu_document_set_entry:
 * @self: a document
 * @unit_id: a unit or sub-unit
 * @entry_id: the row it is bought from now
 * @error: return location for a #GError
 *
 * Changes the row a unit is bought from; the old row's upgrades go, its own
 * choices stay.
 *
 * Returns: whether the unit is of that row now
 */
gboolean
mu_document_set_entry (MuDocument *self, const char *unit_id, const char *entry_id, GError **error)
{
  MuUnitSlot slot;
  MuUnit *unit;

  if (!find_slot (self, unit_id, &slot, error)
      || buyable_row (self, mu_roster_get_command_contingent (mu_document_get_roster (self), slot.command),
                      entry_id, error)
             == NULL)
    return FALSE;
  unit = slot.array->pdata[slot.index];
  if (g_strcmp0 (unit->entry, entry_id) == 0)
    return TRUE;
  if (mu_document_begin_edit (self, error) == NULL)
    return FALSE;
  g_free (unit->entry);
  unit->entry = g_strdup (entry_id);
  g_ptr_array_set_size (unit->upgrades, 0);
  mu_document_end_edit (self);
  return TRUE;
}

/**
 * mu_document_add_general:
 * @self: a document
 * @command: the command's index
 * @error: return location for a #GError
 *
 * A general of the list's general row joins the command.
 *
 * Returns: his index among the command's generals, or -1
 */
int
mu_document_add_general (MuDocument *self, int command, GError **error)
{
  MuListEntry *row = mu_army_list_first_of_kind (mu_document_get_list (self), MU_ENTRY_GENERAL);
  MuCommand *found = find_command (self, command, error);

  if (found == NULL)
    return -1;
  if (row == NULL)
    {
      g_set_error_literal (error, MU_ERROR, MU_ERROR_REFERENCE, _("The list has no general row"));
      return -1;
    }
  if (!room_for_general (self, error) || mu_document_begin_edit (self, error) == NULL)
    return -1;
  g_ptr_array_add (found->generals, mu_general_new (row->id));
  mu_document_end_edit (self);
  return (int) found->generals->len - 1;
}

/**
 * mu_document_remove_general:
 * @self: a document
 * @general: the general's place
 * @error: return location for a #GError
 *
 * Removes a general from his command.
 *
 * Returns: whether he was removed
 */
gboolean
mu_document_remove_general (MuDocument *self, const MuPlace *general, GError **error)
{
  if (find_general (self, general->command, general->general, error) == NULL
      || mu_document_begin_edit (self, error) == NULL)
    return FALSE;
  g_ptr_array_remove_index (find_command (self, general->command, NULL)->generals, (guint) general->general);
  mu_document_end_edit (self);
  return TRUE;
}
