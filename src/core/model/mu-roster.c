/* mu-roster.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "mu-command.h"
#include "mu-contingent-private.h"
#include "mu-general.h"
#include "mu-contingent.h"
#include "mu-roster.h"
#include "mu-unit.h"

struct _MuRoster
{
  GObject parent_instance;

  char *ruleset_id;
  char *list_id;
  gint64 list_revision;
  char *list_hash;
  char *army_name;
  char *player;
  gint64 points_limit;
  char *notes;
  GHashTable *options;
  GHashTable *declared;
  GPtrArray *commands;
  GPtrArray *allies; /* MuContingent: contingent n is allies[n - 1] */
};

G_DEFINE_FINAL_TYPE (MuRoster, mu_roster, G_TYPE_OBJECT)

static void
replace_string (char **field, const char *value)
{
  if (*field == value)
    return;
  g_free (*field);
  *field = g_strdup (value);
}

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
mu_roster_finalize (GObject *object)
{
  MuRoster *self = (MuRoster *) object;

  g_free (self->ruleset_id);
  g_free (self->list_id);
  g_free (self->list_hash);
  g_free (self->army_name);
  g_free (self->player);
  g_free (self->notes);
  g_hash_table_unref (self->options);
  g_hash_table_unref (self->declared);
  g_ptr_array_unref (self->commands);
  g_ptr_array_unref (self->allies);

  G_OBJECT_CLASS (mu_roster_parent_class)->finalize (object);
}

static void
mu_roster_class_init (MuRosterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = mu_roster_finalize;

  /**
   * MuRoster::changed:
   *
   * Emitted after every edit, so that figures and issues can be re-evaluated.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                   NULL, G_TYPE_NONE, 0);
}

static void
mu_roster_init (MuRoster *self)
{
  self->options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->declared = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->commands = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_command_free);
  self->allies = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_contingent_free);
  self->list_revision = 1;
}

/**
 * mu_roster_new:
 * @ruleset_id: the id of the roster's ruleset, such as "tts"
 * @list_id: the id of its army list
 *
 * Makes an empty roster: no command, no option chosen, list revision 1, no
 * points limit. The strings are copied.
 *
 * Returns: (transfer full): a new roster
 */
MuRoster *
mu_roster_new (const char *ruleset_id, const char *list_id)
{
  MuRoster *self = g_object_new (MU_TYPE_ROSTER, NULL);

  self->ruleset_id = g_strdup (ruleset_id);
  self->list_id = g_strdup (list_id);
  return self;
}

/**
 * mu_roster_copy:
 * @self: a roster
 *
 * Copies a roster deeply: its fields, options, declared totals and every command
 * with its generals and units. The copy emits no signal and shares nothing with
 * @self.
 *
 * Returns: (transfer full): the copy
 */
MuRoster *
mu_roster_copy (MuRoster *self)
{
  MuRoster *copy = mu_roster_new (self->ruleset_id, self->list_id);
  GHashTable *options = mu_attrs_copy (self->options);
  GHashTable *declared = mu_attrs_copy (self->declared);

  copy->list_revision = self->list_revision;
  copy->list_hash = g_strdup (self->list_hash);
  copy->army_name = g_strdup (self->army_name);
  copy->player = g_strdup (self->player);
  copy->points_limit = self->points_limit;
  copy->notes = g_strdup (self->notes);
  g_hash_table_unref (copy->options);
  copy->options = options;
  g_hash_table_unref (copy->declared);
  copy->declared = declared;
  for (guint i = 0; i < self->commands->len; i++)
    g_ptr_array_add (copy->commands, mu_command_copy (self->commands->pdata[i]));
  for (guint i = 0; i < self->allies->len; i++)
    g_ptr_array_add (copy->allies, mu_contingent_copy (self->allies->pdata[i]));
  return copy;
}

/**
 * mu_roster_changed:
 * @self: a roster
 *
 * Emits #MuRoster::changed. Call it once after an edit, so that whatever shows
 * the roster evaluates it again.
 */
void
mu_roster_changed (MuRoster *self)
{
  g_return_if_fail (MU_IS_ROSTER (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

#define STRING_ACCESSORS(field)                                                                              \
  const char *mu_roster_get_##field (MuRoster *self)                                                         \
  {                                                                                                          \
    g_return_val_if_fail (MU_IS_ROSTER (self), NULL);                                                        \
    return self->field;                                                                                      \
  }

/**
 * mu_roster_get_ruleset_id:
 * @self: a roster
 *
 * Gives the id of the roster's ruleset, such as "tts".
 *
 * Returns: (transfer none) (nullable): the id, owned by @self
 */
STRING_ACCESSORS (ruleset_id)

/**
 * mu_roster_get_list_id:
 * @self: a roster
 *
 * Gives the id of the army list the roster is built from.
 *
 * Returns: (transfer none) (nullable): the id, owned by @self
 */
STRING_ACCESSORS (list_id)

/**
 * mu_roster_get_list_hash:
 * @self: a roster
 *
 * Gives the hash of the army list the roster was built from, as recorded when it was built or saved.
 *
 * Returns: (transfer none) (nullable): the hash, or %NULL when none was recorded, owned by @self
 */
STRING_ACCESSORS (list_hash)

/**
 * mu_roster_get_army_name:
 * @self: a roster
 *
 * Gives the name the player gives the army.
 *
 * Returns: (transfer none) (nullable): the name, or %NULL, owned by @self
 */
STRING_ACCESSORS (army_name)

/**
 * mu_roster_get_player:
 * @self: a roster
 *
 * Gives the player's name.
 *
 * Returns: (transfer none) (nullable): the name, or %NULL, owned by @self
 */
STRING_ACCESSORS (player)

/**
 * mu_roster_get_notes:
 * @self: a roster
 *
 * Gives the roster's free notes.
 *
 * Returns: (transfer none) (nullable): the notes, or %NULL, owned by @self
 */
STRING_ACCESSORS (notes)

/**
 * mu_roster_set_list_hash:
 * @self: a roster
 * @hash: (nullable): the hash of the army list the roster was built from
 *
 * Records the list's hash, so that a later change of the list is reported. The
 * string is copied.
 */
void
mu_roster_set_list_hash (MuRoster *self, const char *hash)
{
  replace_string (&self->list_hash, hash);
}

/**
 * mu_roster_set_army_name:
 * @self: a roster
 * @name: (nullable): the army's name
 *
 * Sets the name the player gives the army. The string is copied.
 */
void
mu_roster_set_army_name (MuRoster *self, const char *name)
{
  replace_string (&self->army_name, name);
}

/**
 * mu_roster_set_player:
 * @self: a roster
 * @player: (nullable): the player's name
 *
 * Sets the player's name. The string is copied.
 */
void
mu_roster_set_player (MuRoster *self, const char *player)
{
  replace_string (&self->player, player);
}

/**
 * mu_roster_set_notes:
 * @self: a roster
 * @notes: (nullable): free text
 *
 * Sets the roster's notes. The string is copied.
 */
void
mu_roster_set_notes (MuRoster *self, const char *notes)
{
  replace_string (&self->notes, notes);
}

/**
 * mu_roster_get_list_revision:
 * @self: a roster
 *
 * Gives the revision of the army list the roster was built from.
 *
 * Returns: the revision (1 for a new roster)
 */
gint64
mu_roster_get_list_revision (MuRoster *self)
{
  return self->list_revision;
}

/**
 * mu_roster_set_list_revision:
 * @self: a roster
 * @revision: the revision of the army list
 *
 * Records the revision of the army list the roster was built from.
 */
void
mu_roster_set_list_revision (MuRoster *self, gint64 revision)
{
  self->list_revision = revision;
}

/**
 * mu_roster_get_points_limit:
 * @self: a roster
 *
 * Gives the points the army may spend.
 *
 * Returns: the limit, or 0 for none
 */
gint64
mu_roster_get_points_limit (MuRoster *self)
{
  return self->points_limit;
}

/**
 * mu_roster_set_points_limit:
 * @self: a roster
 * @limit: the points the army may spend, or 0 for none
 *
 * Sets the points limit.
 */
void
mu_roster_set_points_limit (MuRoster *self, gint64 limit)
{
  self->points_limit = limit;
}

/**
 * mu_roster_get_options:
 * @self: a roster
 *
 * Gives the options the player chose (option id → value, both strings); options
 * left at their default are not in it.
 *
 * Returns: (transfer none): the table, owned by @self
 */
GHashTable *
mu_roster_get_options (MuRoster *self)
{
  return self->options;
}

/**
 * mu_roster_get_option:
 * @self: a roster
 * @id: an option id
 *
 * Looks up the player's choice for an option, without defaults; for the value in
 * effect use mu_evaluation_option().
 *
 * Returns: (transfer none) (nullable): the value, or %NULL when not chosen
 */
const char *
mu_roster_get_option (MuRoster *self, const char *id)
{
  return g_hash_table_lookup (self->options, id);
}

/**
 * mu_roster_set_option:
 * @self: a roster
 * @id: an option id
 * @value: (nullable): its value, or %NULL to go back to the default
 *
 * Chooses the value of an option. The strings are copied; nothing is checked
 * here: the engine reports a value the list does not offer.
 */
void
mu_roster_set_option (MuRoster *self, const char *id, const char *value)
{
  if (value == NULL)
    g_hash_table_remove (self->options, id);
  else
    g_hash_table_insert (self->options, g_strdup (id), g_strdup (value));
}

/**
 * mu_roster_get_declared:
 * @self: a roster
 *
 * Gives the totals the roster's author declared (figure key → number as text),
 * which the engine compares with the ones it computes.
 *
 * Returns: (transfer none): the table, owned by @self
 */
GHashTable *
mu_roster_get_declared (MuRoster *self)
{
  return self->declared;
}

/**
 * mu_roster_get_commands:
 * @self: a roster
 *
 * Gives the roster's commands, in order; edit them in place and then call
 * mu_roster_changed().
 *
 * Returns: (transfer none) (element-type MuCommand): the array, owned by @self
 */
GPtrArray *
mu_roster_get_commands (MuRoster *self)
{
  return self->commands;
}

/**
 * mu_roster_locate_unit:
 * @self: a roster
 * @id: (nullable): the unit id to find
 * @slot: (out caller-allocates): where the unit is, its command included
 *
 * Finds a unit of any command, or a sub-unit however deep.
 *
 * Returns: whether the roster has a unit called @id
 */
gboolean
mu_roster_locate_unit (MuRoster *self, const char *id, MuUnitSlot *slot)
{
  for (guint i = 0; id != NULL && i < self->commands->len; i++)
    if (mu_unit_locate (((MuCommand *) self->commands->pdata[i])->units, id, slot))
      {
        slot->command = (int) i;
        return TRUE;
      }
  return FALSE;
}

/**
 * mu_roster_find_unit:
 * @self: a roster
 * @id: (nullable): a unit id
 * @command_index: (out) (optional): where to put the index of the unit's
 *   command, or %NULL
 *
 * Finds a unit by id in every command, at any depth (sub-units too).
 *
 * Returns: (transfer none) (nullable): the unit, owned by @self, or %NULL when
 *   no unit has @id (or @id is %NULL)
 */
MuUnit *
mu_roster_find_unit (MuRoster *self, const char *id, int *command_index)
{
  MuUnitSlot slot;

  if (!mu_roster_locate_unit (self, id, &slot))
    return NULL;
  if (command_index != NULL)
    *command_index = slot.command;
  return slot.array->pdata[slot.index];
}

/**
 * mu_roster_next_unit_id:
 * @self: a roster
 *
 * Makes an id no unit of the roster has yet: "u1", "u2"…, the first free one.
 *
 * Returns: (transfer full): the id
 */
char *
mu_roster_next_unit_id (MuRoster *self)
{
  for (guint n = 1;; n++)
    {
      g_autofree char *id = g_strdup_printf ("u%u", n);
      if (mu_roster_find_unit (self, id, NULL) == NULL)
        return g_steal_pointer (&id);
    }
}

/**
 * mu_roster_count_units:
 * @self: a roster
 *
 * Counts the units directly in the commands (not their sub-units).
 *
 * Returns: the number of units
 */
guint
mu_roster_count_units (MuRoster *self)
{
  guint n = 0;

  for (guint i = 0; i < self->commands->len; i++)
    n += ((MuCommand *) self->commands->pdata[i])->units->len;
  return n;
}

/**
 * mu_roster_get_allies:
 * @self: a roster
 *
 * Gives the roster's allied contingents, in order: contingent 1 is the first
 * element. A roster without allies has none; its main contingent (0) is the
 * roster itself (mu_roster_get_list_id(), mu_roster_get_options()). Edit a
 * contingent's fields in place and then call mu_roster_changed(); add and
 * remove contingents with mu_roster_add_ally() and mu_roster_remove_ally(),
 * which keep the commands' numbers right.
 *
 * Returns: (transfer none) (element-type MuContingent): the array, owned by @self
 */
GPtrArray *
mu_roster_get_allies (MuRoster *self)
{
  return self->allies;
}

/**
 * mu_roster_count_contingents:
 * @self: a roster
 *
 * Counts the contingents: the main one and every allied one. A GUI shows a
 * heading per contingent when this is more than 1.
 *
 * Returns: 1 plus the number of allied contingents
 */
guint
mu_roster_count_contingents (MuRoster *self)
{
  return 1 + self->allies->len;
}

/**
 * mu_roster_get_ally:
 * @self: a roster
 * @contingent: a contingent number
 *
 * Gives an allied contingent by number (1 for the first).
 *
 * Returns: (transfer none) (nullable): the contingent, owned by @self, or
 *   %NULL for 0 (the main contingent) or a number the roster does not have
 */
MuContingent *
mu_roster_get_ally (MuRoster *self, guint contingent)
{
  if (contingent == 0 || contingent > self->allies->len)
    return NULL;
  return self->allies->pdata[contingent - 1];
}

/**
 * mu_roster_add_ally:
 * @self: a roster
 * @list_id: the id of the allied contingent's army list; copied
 *
 * Adds an allied contingent of list @list_id with no command yet, after the
 * others. The caller records the list's revision and hash in the
 * contingent it gets from mu_roster_get_ally(), and resolves its list with
 * mu_contingent_set_list(); whether the main list's allies row names
 * @list_id is the engine's to check. Emits no signal.
 *
 * Returns: the new contingent's number (1 for the first allied contingent)
 */
guint
mu_roster_add_ally (MuRoster *self, const char *list_id)
{
  g_ptr_array_add (self->allies, mu_contingent_new (list_id));
  return self->allies->len;
}

/**
 * mu_roster_remove_ally:
 * @self: a roster
 * @contingent: the number of an allied contingent (1 or more)
 *
 * Removes an allied contingent with all its commands; the contingents after
 * it move down by one, and their commands with them. Nothing happens for 0
 * or a number the roster does not have. Emits no signal.
 */
void
mu_roster_remove_ally (MuRoster *self, guint contingent)
{
  if (contingent == 0 || contingent > self->allies->len)
    return;
  for (guint i = self->commands->len; i-- > 0;)
    {
      MuCommand *command = self->commands->pdata[i];

      if (command->contingent == contingent)
        g_ptr_array_remove_index (self->commands, i);
      else if (command->contingent > contingent)
        command->contingent--;
    }
  g_ptr_array_remove_index (self->allies, contingent - 1);
}

/**
 * mu_roster_get_contingent_list_id:
 * @self: a roster
 * @contingent: a contingent number
 *
 * Gives the id of the army list a contingent is built from: the roster's own
 * list for 0, the allied contingent's for 1 and more.
 *
 * Returns: (transfer none) (nullable): the id, owned by @self, or %NULL for a
 *   number the roster does not have
 */
const char *
mu_roster_get_contingent_list_id (MuRoster *self, guint contingent)
{
  MuContingent *ally = mu_roster_get_ally (self, contingent);

  if (contingent == 0)
    return self->list_id;
  return ally != NULL ? ally->list_id : NULL;
}

/**
 * mu_roster_get_contingent_options:
 * @self: a roster
 * @contingent: a contingent number
 *
 * Gives the options chosen for a contingent's list (option id → value):
 * the roster's own for 0 (which also hold the ruleset's options), the
 * allied contingent's for 1 and more.
 *
 * Returns: (transfer none) (nullable): the table, owned by @self, or %NULL
 *   for a number the roster does not have
 */
GHashTable *
mu_roster_get_contingent_options (MuRoster *self, guint contingent)
{
  MuContingent *ally = mu_roster_get_ally (self, contingent);

  if (contingent == 0)
    return self->options;
  return ally != NULL ? ally->options : NULL;
}

/**
 * mu_roster_get_command_contingent:
 * @self: a roster
 * @command: the index of a command
 *
 * Tells which contingent a command belongs to.
 *
 * Returns: the contingent's number, 0 for the main one or for an index the
 *   roster does not have
 */
guint
mu_roster_get_command_contingent (MuRoster *self, int command)
{
  if (command < 0 || (guint) command >= self->commands->len)
    return 0;
  return ((MuCommand *) self->commands->pdata[command])->contingent;
}

/**
 * mu_roster_insert_command:
 * @self: a roster
 * @contingent: the number of the contingent the command joins
 * @command: (transfer full): the command
 *
 * Adds a command to a contingent, after the contingent's last command (so
 * that the commands of each contingent stay together and in the order the
 * file writes them), and sets its @contingent field. Emits no signal.
 *
 * Returns: the index of the command in mu_roster_get_commands()
 */
int
mu_roster_insert_command (MuRoster *self, guint contingent, MuCommand *command)
{
  guint at = 0;

  for (guint i = 0; i < self->commands->len; i++)
    if (((MuCommand *) self->commands->pdata[i])->contingent <= contingent)
      at = i + 1;
  command->contingent = contingent;
  g_ptr_array_insert (self->commands, (int) at, command);
  return (int) at;
}

static void
number_in (GPtrArray *units, MuCommand *command, guint *n)
{
  for (guint u = 0; u < units->len; u++)
    {
      MuUnit *unit = units->pdata[u];
      char *id = g_strdup_printf ("u%u", ++*n);

      for (guint g = 0; g < command->generals->len; g++)
        {
          MuGeneral *general = command->generals->pdata[g];

          if (g_strcmp0 (general->attached, unit->id) == 0)
            {
              g_free (general->attached);
              general->attached = g_strdup (id);
            }
        }
      g_free (unit->id);
      unit->id = id;
      number_in (unit->subunits, command, n);
    }
}

/**
 * mu_roster_number_units:
 * @self: a roster
 *
 * Gives every unit the id "u" and its place in the roster, counted in the
 * commands' order with nested units after their unit, as a short share
 * code numbers them, and moves each general's attachment to his unit's new
 * id. A general attached to a unit of another command, or an attribute
 * naming a unit, keeps the old id: call it only on rosters without those
 * (a short code keeps their ids). Emits no signal.
 */
void
mu_roster_number_units (MuRoster *self)
{
  guint n = 0;

  g_return_if_fail (MU_IS_ROSTER (self));

  for (guint c = 0; c < self->commands->len; c++)
    number_in (((MuCommand *) self->commands->pdata[c])->units, self->commands->pdata[c], &n);
}
