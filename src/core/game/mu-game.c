/* mu-game.c: a game of one army, its log with undo and redo, and the
 * figures its state makes
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-game-private.h"

/**
 * mu_game_new:
 * @evaluation: the evaluation of the roster played
 *
 * Starts a game of a roster: every unit, general and camp in play, nothing
 * lost, turn 1, and an empty log. What the game tracks comes from the
 * roster's ruleset (mu_game_get_tracks()); the game has no file until
 * mu_game_set_path().
 *
 * Returns: (transfer full): the game
 */
MuGame *
mu_game_new (MuEvaluation *evaluation)
{
  MuGame *self = g_new0 (MuGame, 1);

  g_atomic_ref_count_init (&self->ref_count);
  self->elements = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_game_element_free);
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->commands = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_game_command_free);
  self->log = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_game_event_free);
  self->turn = 1;
  mu_game_build (self, evaluation);
  return self;
}

/**
 * mu_game_ref:
 * @self: a game
 *
 * Takes a reference to a game.
 *
 * Returns: (transfer full): @self
 */
MuGame *
mu_game_ref (MuGame *self)
{
  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * mu_game_unref:
 * @self: (nullable): a game
 *
 * Drops a reference to a game, freeing it with the last.
 */
void
mu_game_unref (MuGame *self)
{
  if (self == NULL || !g_atomic_ref_count_dec (&self->ref_count))
    return;
  g_ptr_array_unref (self->log);
  g_ptr_array_unref (self->commands);
  g_hash_table_unref (self->by_id);
  g_ptr_array_unref (self->elements);
  g_free (self->ruleset);
  g_free (self->army_name);
  g_free (self->path);
  g_free (self->roster_file);
  g_free (self->roster_hash);
  g_free (self->reserve_camp);
  g_free (self);
}

/**
 * mu_game_get_tracks:
 * @self: a game
 *
 * Says what the game's ruleset lets it track; %MU_GAME_TRACKS_NOTHING for
 * a ruleset with nothing to track.
 *
 * Returns: what the game tracks
 */
MuGameTracks
mu_game_get_tracks (MuGame *self)
{
  return self->tracks;
}

/**
 * mu_game_get_ruleset:
 * @self: a game
 *
 * Gives the id of the game's ruleset ("tts").
 *
 * Returns: (transfer none): the id
 */
const char *
mu_game_get_ruleset (MuGame *self)
{
  return self->ruleset;
}

/**
 * mu_game_get_army_name:
 * @self: a game
 *
 * Gives the name of the army played.
 *
 * Returns: (transfer none): its name
 */
const char *
mu_game_get_army_name (MuGame *self)
{
  return self->army_name;
}

/**
 * mu_game_get_elements:
 * @self: a game
 *
 * Gives the game's units, generals and camps, command by command: each
 * command's generals first, then its units and camps in the roster's
 * order.
 *
 * Returns: (transfer none) (element-type MuGameElement): the elements
 */
GPtrArray *
mu_game_get_elements (MuGame *self)
{
  return self->elements;
}

/**
 * mu_game_get_commands:
 * @self: a game
 *
 * Gives the game's commands in the roster's order.
 *
 * Returns: (transfer none) (element-type MuGameCommand): the commands
 */
GPtrArray *
mu_game_get_commands (MuGame *self)
{
  return self->commands;
}

/**
 * mu_game_lookup:
 * @self: a game
 * @id: an element's id: a unit's or camp's roster id, or a general's "g1" …
 *
 * Finds an element by its id.
 *
 * Returns: (transfer none) (nullable): the element, or %NULL
 */
MuGameElement *
mu_game_lookup (MuGame *self, const char *id)
{
  return g_hash_table_lookup (self->by_id, id);
}

/**
 * mu_game_replay:
 * @self: a game
 * @position: how many changes of the log to apply
 * @error: where a refusal goes
 *
 * Sets everything back to the start of the game, then applies the log's
 * changes up to @position.
 *
 * Returns: %TRUE when every change applied; %FALSE with @error set
 */
gboolean
mu_game_replay (MuGame *self, guint position, GError **error)
{
  for (guint i = 0; i < self->elements->len; i++)
    mu_game_element_reset (self->elements->pdata[i]);
  for (guint i = 0; i < self->commands->len; i++)
    ((MuGameCommand *) self->commands->pdata[i])->demoralised = FALSE;
  self->turn = 1;
  self->reserve_spent = 0;
  self->reserve_lost = FALSE;
  mu_game_update_commands (self);
  self->position = 0;
  for (; self->position < position; self->position++)
    if (!mu_game_rules_apply (self, self->log->pdata[self->position], error))
      return FALSE;
  return TRUE;
}

/**
 * mu_game_apply:
 * @self: a game
 * @event: a change
 * @error: where a refusal goes
 *
 * Applies a change and adds it to the log after the changes applied so
 * far; changes undone before it cannot be redone any more. Nothing is
 * written (see mu_game_record()).
 *
 * Returns: %TRUE when applied; %FALSE with @error set, the game unchanged
 */
gboolean
mu_game_apply (MuGame *self, const MuGameEvent *event, GError **error)
{
  if (!mu_game_rules_apply (self, event, error))
    {
      /* a refusal may have come half-way: back to where the game was */
      mu_game_replay (self, self->position, NULL);
      return FALSE;
    }
  g_ptr_array_set_size (self->log, self->position);
  g_ptr_array_add (self->log, mu_game_event_copy (event));
  self->position++;
  return TRUE;
}

/**
 * mu_game_record:
 * @self: a game
 * @event: a change
 * @error: where a refusal or a failed write goes
 *
 * Applies a change (mu_game_apply()) and, when the game has a file, writes
 * it at once (mu_game_save()), so that nothing is lost.
 *
 * Returns: %TRUE when applied and written; %FALSE with @error set
 */
gboolean
mu_game_record (MuGame *self, const MuGameEvent *event, GError **error)
{
  if (!mu_game_apply (self, event, error))
    return FALSE;
  return self->path == NULL || mu_game_save (self, error);
}

/**
 * mu_game_can_undo:
 * @self: a game
 *
 * Tells whether a change can be undone.
 *
 * Returns: %TRUE when a change has been applied
 */
gboolean
mu_game_can_undo (MuGame *self)
{
  return self->position > 0;
}

/**
 * mu_game_can_redo:
 * @self: a game
 *
 * Tells whether an undone change can be redone.
 *
 * Returns: %TRUE when a change was undone and nothing applied since
 */
gboolean
mu_game_can_redo (MuGame *self)
{
  return self->position < self->log->len;
}

static gboolean
move_to (MuGame *self, guint position, GError **error)
{
  if (!mu_game_replay (self, position, error))
    return FALSE;
  return self->path == NULL || mu_game_save (self, error);
}

/**
 * mu_game_undo:
 * @self: a game
 * @error: where a failed write goes
 *
 * Undoes the last change applied, keeping it to be redone, and writes the
 * game when it has a file. Nothing happens when there is nothing to undo.
 *
 * Returns: %TRUE on success; %FALSE with @error set
 */
gboolean
mu_game_undo (MuGame *self, GError **error)
{
  if (!mu_game_can_undo (self))
    return TRUE;
  return move_to (self, self->position - 1, error);
}

/**
 * mu_game_redo:
 * @self: a game
 * @error: where a failed write goes
 *
 * Redoes the last change undone, and writes the game when it has a file.
 * Nothing happens when there is nothing to redo.
 *
 * Returns: %TRUE on success; %FALSE with @error set
 */
gboolean
mu_game_redo (MuGame *self, GError **error)
{
  if (!mu_game_can_redo (self))
    return TRUE;
  return move_to (self, self->position + 1, error);
}

/**
 * mu_game_get_position:
 * @self: a game
 *
 * Gives how many changes of the log are applied; those after are undone.
 *
 * Returns: the number of changes applied
 */
guint
mu_game_get_position (MuGame *self)
{
  return self->position;
}

/**
 * mu_game_get_log:
 * @self: a game
 *
 * Gives the game's log: the changes applied (mu_game_get_position() of
 * them) and then those undone.
 *
 * Returns: (transfer none) (element-type MuGameEvent): the log
 */
GPtrArray *
mu_game_get_log (MuGame *self)
{
  return self->log;
}

/**
 * mu_game_describe_event:
 * @self: a game
 * @event: a change of its log
 *
 * Says a change as the log shows it: "Legionarii 1: Hit", "Maximus joined
 * Equites Alares 2", "Next turn".
 *
 * Returns: (transfer full): the line
 */
char *
mu_game_describe_event (MuGame *self, const MuGameEvent *event)
{
  MuGameElement *element = event->target != NULL ? mu_game_lookup (self, event->target) : NULL;
  MuGameElement *unit = event->unit != NULL ? mu_game_lookup (self, event->unit) : NULL;
  const char *name = element != NULL ? element->name : event->target;

  if (event->kind == MU_GAME_TURN || name == NULL)
    return g_strdup (mu_game_event_kind_label (event->kind));
  if (event->kind == MU_GAME_JOIN)
    /* TRANSLATORS: a general whose unit was lost joins another: "Maximus joined Legionarii 2" */
    return g_strdup_printf (_("%s joined %s"), name, unit != NULL ? unit->name : event->unit);
  return g_strdup_printf ("%s: %s", name, mu_game_event_kind_label (event->kind));
}

/**
 * mu_game_set_reading:
 * @self: a game
 * @id: a reading: "off-table" or "demoralisation"
 * @value: its value: "counts" or "medals-only"; "stays" or "recovers"
 * @error: where a refusal goes
 *
 * Plays the game under another reading of the rules: the log is applied
 * again under it, and the game file written when the game has one.
 *
 * Returns: %TRUE on success; %FALSE with @error set for a reading or value
 *   that is none of the above, or a failed write
 */
gboolean
mu_game_set_reading (MuGame *self, const char *id, const char *value, GError **error)
{
  if (!mu_game_readings_apply (self, id, value, error) || !mu_game_replay (self, self->position, error))
    return FALSE;
  return self->path == NULL || mu_game_save (self, error);
}

/**
 * mu_game_load_file:
 * @path: a *.muster-game file
 * @evaluation: the evaluation of the roster it is a game of
 * @error: where a refusal goes
 *
 * Reads a game back and replays its log on the roster's army, defensively
 * as every Muster file is read. A roster edited since the game began is
 * told by mu_game_get_roster_changed(); a change its army no longer allows
 * (a unit removed) refuses the file.
 *
 * Returns: (transfer full) (nullable): the game, with @path as its file;
 *   %NULL with @error set ("FILE:LINE: why")
 */
MuGame *
mu_game_load_file (const char *path, MuEvaluation *evaluation, GError **error)
{
  g_autoptr(MuGame) self = mu_game_new (evaluation);

  if (!mu_game_read_file (self, path, error))
    return NULL;
  return g_steal_pointer (&self);
}
