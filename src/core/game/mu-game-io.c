/* mu-game-io.c: a game written as, and read from, a *.muster-game file
 * (schemas/game.rng) beside its roster
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-atomic-file.h"
#include "mu-error.h"
#include "mu-evaluation.h"
#include "mu-game-private.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-xml-read.h"

/* A game's log holds at most this many changes: a long day's play is a
 * few hundred. */
#define MAX_EVENTS 100000

/**
 * mu_game_path_for_roster:
 * @roster_path: a roster's file, "army.muster"
 *
 * Gives the file a game of a roster is kept in: beside it, with
 * "-game" after its name ("army.muster-game").
 *
 * Returns: (transfer full): the game's file
 */
char *
mu_game_path_for_roster (const char *roster_path)
{
  return g_strconcat (roster_path, "-game", NULL);
}

/**
 * mu_game_get_path:
 * @self: a game
 *
 * Gives the file the game is written to after every change.
 *
 * Returns: (transfer none) (nullable): the file, or %NULL
 */
const char *
mu_game_get_path (MuGame *self)
{
  return self->path;
}

/**
 * mu_game_set_path:
 * @self: a game
 * @path: (nullable): its file, usually mu_game_path_for_roster() of the
 *   roster's
 *
 * Sets the file the game is written to; the roster is named in it by its
 * file name, as it stands beside it.
 */
void
mu_game_set_path (MuGame *self, const char *path)
{
  g_autofree char *base = NULL;

  g_free (self->path);
  self->path = g_strdup (path);
  if (path != NULL && g_str_has_suffix (path, "-game"))
    {
      base = g_path_get_basename (path);
      base[strlen (base) - strlen ("-game")] = '\0';
      g_free (self->roster_file);
      self->roster_file = g_steal_pointer (&base);
    }
}

/**
 * mu_game_get_roster_hash:
 * @self: a game
 *
 * Gives the hash of the roster as it was when the game began.
 *
 * Returns: (transfer none): the SHA-256 in hexadecimal
 */
const char *
mu_game_get_roster_hash (MuGame *self)
{
  return self->roster_hash;
}

/**
 * mu_game_get_roster_changed:
 * @self: a game
 *
 * Tells whether the roster was edited after the game began: its hash is not
 * the one the game file names.
 *
 * Returns: %TRUE when the roster changed
 */
gboolean
mu_game_get_roster_changed (MuGame *self)
{
  return self->roster_changed;
}

static void
append_event (GString *out, const MuGameEvent *event)
{
  g_string_append_printf (out, "  <event kind=\"%s\"", mu_game_event_kind_to_string (event->kind));
  if (event->target != NULL)
    {
      g_autofree char *text = g_markup_printf_escaped (" target=\"%s\"", event->target);
      g_string_append (out, text);
    }
  if (event->unit != NULL)
    {
      g_autofree char *text = g_markup_printf_escaped (" unit=\"%s\"", event->unit);
      g_string_append (out, text);
    }
  g_string_append (out, "/>\n");
}

static void
append_readings (GString *out, MuGame *self)
{
  static const char * const ids[] = { "off-table", "demoralisation" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autofree char *value = mu_game_get_reading (self, ids[i]);

      if (value != NULL)
        g_string_append_printf (out, " %s=\"%s\"", ids[i], value);
    }
}

/**
 * mu_game_to_xml:
 * @self: a game
 * @length: (out) (optional): where the text's length goes
 *
 * Writes a game as a *.muster-game file: its ruleset, its roster's file
 * name and hash, how many changes are applied, and every change of the log,
 * undone ones included, in order.
 *
 * Returns: (transfer full): the XML text
 */
char *
mu_game_to_xml (MuGame *self, gsize *length)
{
  GString *out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_autofree char *head = g_markup_printf_escaped (
      "<game xmlns=\"urn:io.github.muster:1\" format=\"1\" ruleset=\"%s\" "
      "roster=\"%s\" roster-hash=\"%s\" position=\"%u\">\n",
      self->ruleset, self->roster_file != NULL ? self->roster_file : "", self->roster_hash, self->position);

  g_string_append (out, head);
  /* the readings that are not their default, before the head's ">" */
  g_string_truncate (out, out->len - 2);
  append_readings (out, self);
  g_string_append (out, ">\n");
  for (guint i = 0; i < self->log->len; i++)
    append_event (out, self->log->pdata[i]);
  g_string_append (out, "</game>\n");
  if (length != NULL)
    *length = out->len;
  return g_string_free (out, FALSE);
}

/**
 * mu_game_save:
 * @self: a game with a file (mu_game_set_path())
 * @error: where a failed write goes
 *
 * Writes the game to its file atomically: a new file flushed to the disk,
 * then renamed over the old one, so that a crash leaves one or the other
 * whole.
 *
 * Returns: %TRUE on success; %FALSE with @error set ("Could not save …")
 */
gboolean
mu_game_save (MuGame *self, GError **error)
{
  gsize length = 0;
  g_autofree char *xml = NULL;

  g_return_val_if_fail (self->path != NULL, FALSE);
  xml = mu_game_to_xml (self, &length);
  return mu_file_replace (self->path, xml, length, error);
}

static gboolean
read_event (MuGame *self, MuXmlNode *node, const char *file, GError **error)
{
  g_autofree char *kind_name = NULL;
  MuGameEventKind kind;

  if (!mu_xml_is (node, "event"))
    return mu_xml_unexpected (node, file, error);
  if (!mu_xml_prop_required (node, "kind", file, &kind_name, error))
    return FALSE;
  if (!mu_game_event_kind_from_string (kind_name, &kind))
    {
      mu_xml_set_error (error, MU_ERROR_VALUE, file, node, _("unknown kind of change “%s”"), kind_name);
      return FALSE;
    }
  if (self->log->len >= MAX_EVENTS)
    {
      mu_xml_set_error (error, MU_ERROR_TOO_LARGE, file, node,
                        _("a game may have at most %d changes"), MAX_EVENTS);
      return FALSE;
    }
  {
    g_autofree char *target = mu_xml_prop (node, "target");
    g_autofree char *unit = mu_xml_prop (node, "unit");

    g_ptr_array_add (self->log, mu_game_event_new (kind, target, unit));
  }
  return TRUE;
}

static gboolean
read_readings (MuGame *self, MuXmlNode *root, const char *file, GError **error)
{
  static const char * const ids[] = { "off-table", "demoralisation" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autofree char *value = mu_xml_prop (root, ids[i]);
      g_autoptr(GError) refusal = NULL;

      if (value != NULL && !mu_game_readings_apply (self, ids[i], value, &refusal))
        {
          mu_xml_set_error (error, MU_ERROR_VALUE, file, root, "%s", refusal->message);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
read_root (MuGame *self, MuXmlNode *root, const char *file, gint64 *position, GError **error)
{
  g_autofree char *ruleset = NULL;
  gint64 format = 1;

  if (!mu_xml_prop_int (root, "format", 1, 1, 1, file, &format, error)
      || !mu_xml_prop_required (root, "ruleset", file, &ruleset, error)
      || !mu_xml_prop_int (root, "position", 0, MAX_EVENTS, -1, file, position, error))
    return FALSE;
  if (!g_str_equal (ruleset, self->ruleset))
    {
      mu_xml_set_error (error, MU_ERROR_MISMATCH, file, root,
                        _("this game is of a %s army, the roster of a %s one"), ruleset, self->ruleset);
      return FALSE;
    }
  {
    g_autofree char *hash = mu_xml_prop (root, "roster-hash");

    self->roster_changed = hash == NULL || !g_str_equal (hash, self->roster_hash);
  }
  return read_readings (self, root, file, error);
}

/* The log replayed change by change, a refusal told with the line of its
 * change. */
static gboolean
replay_file (MuGame *self, MuXmlNode *root, guint position, const char *file, GError **error)
{
  MuXmlNode *node = root->children;

  for (guint i = 0; i < position; i++, node = node->next)
    {
      g_autoptr(GError) refusal = NULL;

      if (!mu_game_rules_apply (self, self->log->pdata[i], &refusal))
        {
          mu_xml_set_error (error, refusal->code, file, node, "%s", refusal->message);
          return FALSE;
        }
      self->position = i + 1;
    }
  return TRUE;
}

/* Reads @path into the new game @self (mu_game_load_file()): its header,
 * its log, and the log replayed up to its position. */
gboolean
mu_game_read_file (MuGame *self, const char *path, GError **error)
{
  g_autoptr(MuXmlTree) tree = mu_xml_tree_read_file (path, "game", NULL, error);
  MuXmlNode *root;
  gint64 position = -1;

  if (tree == NULL)
    return FALSE;
  /* no file until it is read whole: setting a reading writes nothing */
  root = mu_xml_tree_get_root (tree);
  if (!read_root (self, root, path, &position, error))
    return FALSE;
  for (MuXmlNode *child = root->children; child != NULL; child = child->next)
    if (!read_event (self, child, path, error))
      return FALSE;
  if (position < 0 || position > (gint64) self->log->len)
    position = self->log->len;
  if (!replay_file (self, root, (guint) position, path, error))
    return FALSE;
  mu_game_set_path (self, path);
  return TRUE;
}
