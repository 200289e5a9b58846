/* mu-game-summary.c: a game summed up in lines of text, as `muster-cli
 * game show` prints them and the printed summary draws them
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-game-private.h"

static void
add (GPtrArray *lines, char *line)
{
  g_ptr_array_add (lines, line);
}

static void
add_commands (MuGame *self, GPtrArray *lines)
{
  for (guint i = 0; i < self->commands->len; i++)
    {
      MuGameCommand *c = self->commands->pdata[i];

      if (c->threshold == 0)
        add (lines, g_strdup_printf (_("%s: %d of %d victory points lost"), c->name, c->lost, c->value));
      else if (c->demoralised)
        add (lines, g_strdup_printf (_("%s: %d of %d victory points lost, demoralised at %d: demoralised"),
                                        c->name, c->lost, c->value, c->threshold));
      else
        add (lines, g_strdup_printf (_("%s: %d of %d victory points lost, demoralised at %d"), c->name,
                                        c->lost, c->value, c->threshold));
    }
}

static void
add_tts (MuGame *self, GPtrArray *lines)
{
  add (lines, g_strdup_printf (_("Victory medals left: %d of %d"), mu_game_get_medals_left (self),
                                  mu_game_get_medals (self)));
  add_commands (self, lines);
  add (lines, g_strdup_printf (_("Units lost: %u of %u"), mu_game_count_lost (self, MU_GAME_ELEMENT_UNIT),
                                  mu_game_count (self, MU_GAME_ELEMENT_UNIT)));
  add (lines,
       g_strdup_printf (_("Generals lost: %u of %u"), mu_game_count_lost (self, MU_GAME_ELEMENT_GENERAL),
                           mu_game_count (self, MU_GAME_ELEMENT_GENERAL)));
  add (lines, g_strdup_printf (_("Camps sacked: %u of %u"), mu_game_count_lost (self, MU_GAME_ELEMENT_CAMP),
                                  mu_game_count (self, MU_GAME_ELEMENT_CAMP)));
  add (lines, g_strdup_printf (_("Ammunition reserve: %d of %d"), mu_game_get_reserve_left (self),
                                  mu_game_get_reserve (self)));
  if (mu_game_is_lost (self))
    add (lines, g_strdup (_("The army has surrendered its last victory medal: the battle is lost.")));
}

static void
add_other (MuGame *self, GPtrArray *lines)
{
  guint units = mu_game_count (self, MU_GAME_ELEMENT_UNIT);
  guint lost = mu_game_count_lost (self, MU_GAME_ELEMENT_UNIT);

  switch (self->tracks)
    {
    case MU_GAME_TRACKS_FIGURES:
      add (lines, g_strdup_printf (_("Figures lost: %d of %d"), mu_game_get_value_lost (self),
                                      mu_game_get_value (self)));
      add (lines, g_strdup_printf (_("Units routed: %u of %u"), lost, units));
      break;
    case MU_GAME_TRACKS_BREAK_POINT:
      add (lines, g_strdup_printf (_("Vignettes broken: %u of %u (break point %d)"), lost, units,
                                      mu_game_get_break_point (self)));
      add (lines, g_strdup_printf (_("Manpower lost: %d of %d"), mu_game_get_value_lost (self),
                                      mu_game_get_value (self)));
      break;
    case MU_GAME_TRACKS_UNITS:
      add (lines, g_strdup_printf (_("Units lost: %u of %u"), lost, units));
      break;
    default:
      add (lines, g_strdup (_("Nothing to track: this ruleset counts nothing during a game.")));
      break;
    }
}

/* Each element lost or off the table, with its command and state. */
static void
add_losses (MuGame *self, GPtrArray *lines)
{
  for (guint i = 0; i < self->elements->len; i++)
    {
      MuGameElement *e = self->elements->pdata[i];
      MuGameCommand *command = self->commands->pdata[MIN ((guint) e->command, self->commands->len - 1)];
      g_autofree char *state = NULL;

      if (!mu_game_element_is_gone (e))
        continue;
      state = mu_game_element_describe (e);
      /* TRANSLATORS: a loss on the printed summary: "Legionarii 2 (Command 1): Lost" */
      add (lines, g_strdup_printf (_("%s (%s): %s"), e->name, command->name, state));
    }
}

/**
 * mu_game_summary_lines:
 * @self: a game
 * @losses: whether to list each unit, general and camp lost or off the
 *   table after the figures
 *
 * Sums up a game in lines, in the user's language: the army's name, a
 * line when the roster was edited after the game began, the turn, the
 * readings of the rules that are not their default, and what
 * the ruleset tracks (To the Strongest!: the victory medals left, each
 * command's victory points lost against its threshold and whether it is
 * demoralised, units, generals and camps lost, the ammunition reserve, and
 * the battle lost), then the losses when asked.
 *
 * Returns: (transfer full) (element-type utf8): the lines, without line
 *   ends
 */
GPtrArray *
mu_game_summary_lines (MuGame *self, gboolean losses)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);

  add (lines, g_strdup (self->army_name));
  if (self->roster_changed)
    add (lines, g_strdup (_("The roster was edited after the game began.")));
  add (lines, g_strdup_printf (_("Turn %d"), self->turn));
  if (!self->off_table_counts)
    add (lines,
         g_strdup (_("Reading: units off the table surrender their medals only, not their victory points")));
  if (!self->demoralised_stays)
    add (lines, g_strdup (_("Reading: a demoralised command recovers once back under half")));
  if (self->tracks == MU_GAME_TRACKS_TTS)
    add_tts (self, lines);
  else
    add_other (self, lines);
  if (losses)
    add_losses (self, lines);
  return lines;
}
