/* mu-game-build.c: a game's units, generals, camps and commands, from the
 * roster's evaluation
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-game-private.h"
#include "mu-general.h"
#include "mu-list-entry.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-unit.h"

static MuGameTracks
tracks_for (const char *ruleset)
{
  if (g_str_equal (ruleset, "tts"))
    return MU_GAME_TRACKS_TTS;
  if (g_str_equal (ruleset, "pharaoh"))
    return MU_GAME_TRACKS_FIGURES;
  if (g_str_equal (ruleset, "phalanx"))
    return MU_GAME_TRACKS_BREAK_POINT;
  if (g_str_equal (ruleset, "moh") || g_str_equal (ruleset, "hinds"))
    return MU_GAME_TRACKS_UNITS;
  return MU_GAME_TRACKS_NOTHING;
}

static int
figure (GPtrArray *figures, const char *key, int fallback)
{
  return (int) mu_figures_value (figures, key, fallback);
}

static void
add_element (MuGame *self, MuGameElement *element)
{
  g_ptr_array_add (self->elements, element);
  g_hash_table_insert (self->by_id, element->id, element);
}

static gboolean
is_senior (MuEvaluation *evaluation, MuUnitResult *result)
{
  for (guint i = 0; i < result->general->upgrades->len; i++)
    {
      MuListEntry *row
          = mu_evaluation_lookup_upgrade (evaluation, result->entry, result->general->upgrades->pdata[i]);

      if (row != NULL && g_strcmp0 (mu_list_entry_attr (row, "upgrade"), "senior") == 0)
        return TRUE;
    }
  return FALSE;
}

static void
add_general (MuGame *self, MuEvaluation *evaluation, MuUnitResult *result, const char *command)
{
  g_autofree char *id = g_strdup_printf ("g%u", self->elements->len + 1);
  g_autofree char *fallback = g_strdup_printf (_("General of %s"), command);
  const char *name = result->general->name;
  MuGameElement *element = mu_game_element_new (
      MU_GAME_ELEMENT_GENERAL, id, name != NULL && *name != '\0' ? name : fallback, result->command);

  element->value = figure (result->figures, "victory_points", 2);
  element->senior = is_senior (evaluation, result);
  element->attached = g_strdup (result->general->attached);
  mu_game_element_reset (element);
  add_element (self, element);
}

/* What a unit brings to a game under each ruleset. */
static void
set_unit_figures (MuGame *self, MuGameElement *element, MuUnitResult *result)
{
  element->heroes = (int) result->unit->heroes->len;
  switch (self->tracks)
    {
    case MU_GAME_TRACKS_TTS:
      element->hits = figure (result->figures, "hits", 1);
      element->value = figure (result->figures, "victory_points", 1);
      element->ammunition = figure (result->figures, "ammunition", 0);
      break;
    case MU_GAME_TRACKS_FIGURES:
      element->hits = figure (result->figures, "figures", 0);
      break;
    case MU_GAME_TRACKS_BREAK_POINT:
      element->value = figure (result->figures, "manpower", 0);
      break;
    default:
      break;
    }
}

static void
add_unit (MuGame *self, MuEvaluation *evaluation, MuUnitResult *result)
{
  g_autofree char *name = mu_evaluation_unit_name (evaluation, result->unit->id);
  gboolean camp = result->entry->kind == MU_ENTRY_CAMP;
  MuGameElement *element;

  if (result->entry->kind != MU_ENTRY_UNIT && !(camp && self->tracks == MU_GAME_TRACKS_TTS))
    return;
  element = mu_game_element_new (camp ? MU_GAME_ELEMENT_CAMP : MU_GAME_ELEMENT_UNIT, result->unit->id,
                                 name != NULL ? name : mu_list_entry_label (result->entry), result->command);
  if (camp)
    element->value = figure (result->figures, "victory_points", 3);
  else
    set_unit_figures (self, element, result);
  if (camp && self->reserve_camp == NULL)
    self->reserve_camp = g_strdup (element->id);
  add_element (self, element);
}

static void
add_command (MuGame *self, MuEvaluation *evaluation, MuCommandResult *result)
{
  g_autofree char *name = mu_evaluation_command_name (evaluation, result->index);
  int value = figure (result->figures, "victory_points", 0);
  int threshold = self->tracks == MU_GAME_TRACKS_TTS ? figure (result->figures, "demoralised_at", 0) : 0;

  g_ptr_array_add (self->commands, mu_game_command_new (result->index, name, value, threshold));
  if (self->tracks == MU_GAME_TRACKS_TTS)
    for (guint i = 0; i < result->generals->len; i++)
      add_general (self, evaluation, result->generals->pdata[i], name);
  for (guint i = 0; i < result->units->len; i++)
    if (((MuUnitResult *) result->units->pdata[i])->entry != NULL)
      add_unit (self, evaluation, result->units->pdata[i]);
}

/* Units and generals numbered apart: generals are g1, g2 … in the roster's
 * order, whatever units come between them. */
static void
number_generals (MuGame *self)
{
  guint n = 0;

  g_hash_table_remove_all (self->by_id);
  for (guint i = 0; i < self->elements->len; i++)
    {
      MuGameElement *element = self->elements->pdata[i];

      if (element->kind == MU_GAME_ELEMENT_GENERAL)
        {
          g_free (element->id);
          element->id = g_strdup_printf ("g%u", ++n);
        }
      g_hash_table_insert (self->by_id, element->id, element);
    }
}

/**
 * mu_game_build:
 * @self: a game with no elements yet
 * @evaluation: the roster's evaluation
 *
 * Fills a game's elements, commands and army figures from the roster's
 * evaluation, with the readings of the game at their defaults.
 */
void
mu_game_build (MuGame *self, MuEvaluation *evaluation)
{
  const char *army = mu_roster_get_army_name (evaluation->roster);

  self->ruleset = g_strdup (evaluation->ruleset->id);
  self->tracks = tracks_for (self->ruleset);
  self->army_name = g_strdup (army != NULL ? army : _("Unnamed army"));
  for (guint i = 0; i < evaluation->commands->len; i++)
    add_command (self, evaluation, evaluation->commands->pdata[i]);
  number_generals (self);
  self->medals = figure (evaluation->figures, "victory_medals", 0);
  self->reserve = figure (evaluation->figures, "ammunition_reserve", 0);
  self->break_point = figure (evaluation->figures, "break_point", 0);
  self->off_table_counts = TRUE;
  self->demoralised_stays = TRUE;
  self->roster_hash = mu_roster_hash (evaluation->roster);
}
