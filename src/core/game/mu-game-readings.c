/* mu-game-readings.c: the readings a game is played with, where To the
 * Strongest! leaves the tracker's count open
 *
 * They belong to the game, not to the army, so they are kept in the game
 * file (and not in the roster, whose share code they would lengthen):
 *
 * - "off-table" (v1.1, Losses; Demoralisation): a unit or general that
 *   leaves the table surrenders its medals until it returns; whether its
 *   victory points count as lost for its command meanwhile is not said.
 *   "counts" (the default) or "medals-only".
 * - "demoralisation" (v1.1, Demoralisation): a command is demoralised as
 *   soon as half or more of its victory points are lost; whether a camp
 *   retaken or a unit returning undoes it is not said. "stays" (the
 *   default) or "recovers".
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-error.h"
#include "mu-game-private.h"

static const struct
{
  const char *id;
  const char *yes; /* the default */
  const char *no;
  glong offset;
} readings[] = {
  { "off-table", "counts", "medals-only", G_STRUCT_OFFSET (MuGame, off_table_counts) },
  { "demoralisation", "stays", "recovers", G_STRUCT_OFFSET (MuGame, demoralised_stays) },
};

/* Sets reading @id to @value on @self, nothing replayed or written
 * (mu_game_set_reading () does both); FALSE, with an error, for a reading
 * or value that is not one. */
gboolean
mu_game_readings_apply (MuGame *self, const char *id, const char *value, GError **error)
{
  for (guint i = 0; i < G_N_ELEMENTS (readings); i++)
    if (g_str_equal (id, readings[i].id)
        && (g_str_equal (value, readings[i].yes) || g_str_equal (value, readings[i].no)))
      {
        G_STRUCT_MEMBER (gboolean, self, readings[i].offset) = g_str_equal (value, readings[i].yes);
        return TRUE;
      }
  g_set_error (
      error, MU_ERROR, MU_ERROR_VALUE,
      _("“%s: %s” is not a reading of a game: use off-table counts or medals-only, demoralisation stays "
                 "or recovers"),
         id, value);
  return FALSE;
}

/**
 * mu_game_get_reading:
 * @self: a game
 * @id: a reading: "off-table" or "demoralisation"
 *
 * Gives a reading's value when it is not its default, as a game file
 * writes it.
 *
 * Returns: (transfer full) (nullable): the value, or %NULL at the default
 *   or for an unknown reading
 */
char *
mu_game_get_reading (MuGame *self, const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (readings); i++)
    if (g_str_equal (id, readings[i].id) && !G_STRUCT_MEMBER (gboolean, self, readings[i].offset))
      return g_strdup (readings[i].no);
  return NULL;
}
