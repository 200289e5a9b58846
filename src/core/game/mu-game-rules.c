/* mu-game-rules.c: what each change of a game does, by the rules of To the
 * Strongest! v1.1 (Losses; Generals; Camps; Ammunition; Demoralisation;
 * Laurels to the Victor) and, as far as each allows, the other rulesets
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-error.h"
#include "mu-game-private.h"

static gboolean
refuse (GError **error, const char *format, const char *name)
{
  g_set_error (error, MU_ERROR, MU_ERROR_VALUE, format, name);
  return FALSE;
}

/* Which kinds of element an event applies to under each ruleset. */
static gboolean
applies (MuGame *self, MuGameElement *element, MuGameEventKind kind)
{
  gboolean tts = self->tracks == MU_GAME_TRACKS_TTS;
  gboolean unit = element->kind == MU_GAME_ELEMENT_UNIT;
  gboolean general = element->kind == MU_GAME_ELEMENT_GENERAL;

  switch (kind)
    {
    case MU_GAME_LOSE:
      return unit;
    case MU_GAME_FIGURE:
      return unit && self->tracks == MU_GAME_TRACKS_FIGURES;
    case MU_GAME_HIT:
    case MU_GAME_RALLY:
    case MU_GAME_HERO:
    case MU_GAME_SHOOT:
    case MU_GAME_RESUPPLY:
      return unit && tts;
    case MU_GAME_LEAVE:
    case MU_GAME_RETURN:
      return (unit || general) && tts;
    case MU_GAME_WOUND:
    case MU_GAME_KILL:
    case MU_GAME_CAPTURE:
    case MU_GAME_JOIN:
      return general && tts;
    case MU_GAME_SACK:
    case MU_GAME_RETAKE:
      return element->kind == MU_GAME_ELEMENT_CAMP && tts;
    case MU_GAME_TURN:
    default:
      return FALSE;
    }
}

/* A unit any general may join: a fighting unit on the table. */
static gboolean
can_join (MuGameElement *general, MuGameElement *unit)
{
  return unit != NULL && unit->kind == MU_GAME_ELEMENT_UNIT && !mu_game_element_is_gone (unit)
         && (general->senior || unit->command == general->command);
}

static gboolean
anywhere_to_join (MuGame *self, MuGameElement *general)
{
  for (guint i = 0; i < self->elements->len; i++)
    if (can_join (general, self->elements->pdata[i]))
      return TRUE;
  return FALSE;
}

/* A lost unit's attached general joins another unit of his command (a
 * senior general any unit); with none left he is captured (v1.1,
 * Generals). */
static void
displace_generals (MuGame *self, MuGameElement *unit)
{
  for (guint i = 0; i < self->elements->len; i++)
    {
      MuGameElement *general = self->elements->pdata[i];

      if (general->kind != MU_GAME_ELEMENT_GENERAL || mu_game_element_is_gone (general)
          || g_strcmp0 (general->with, unit->id) != 0)
        continue;
      g_clear_pointer (&general->with, g_free);
      if (anywhere_to_join (self, general))
        general->waiting = TRUE;
      else
        general->lost = general->captured = TRUE;
    }
}

static void
lose (MuGame *self, MuGameElement *element)
{
  element->lost = TRUE;
  if (element->kind == MU_GAME_ELEMENT_UNIT)
    displace_generals (self, element);
}

static gboolean
hit (MuGame *self, MuGameElement *element, GError **error)
{
  element->taken++;
  if (element->taken >= MAX (element->hits, 1))
    lose (self, element);
  return TRUE;
}

static gboolean
rally (MuGameElement *element, GError **error)
{
  if (element->taken == 0)
    return refuse (error, _("%s is in good order"), element->name);
  element->taken--;
  return TRUE;
}

static gboolean
wound (MuGame *self, MuGameElement *element, GError **error)
{
  /* a light wound; a second one kills him (v1.1, Generals) */
  element->wounds++;
  if (element->wounds >= 2)
    lose (self, element);
  return TRUE;
}

static gboolean
join (MuGame *self, MuGameElement *general, const char *unit_id, GError **error)
{
  MuGameElement *unit = unit_id != NULL ? g_hash_table_lookup (self->by_id, unit_id) : NULL;

  if (!can_join (general, unit))
    {
      g_set_error (error, MU_ERROR, MU_ERROR_VALUE,
                   _("%s cannot join %s: only a unit of his command on the table"), general->name,
                      unit != NULL      ? unit->name
                      : unit_id != NULL ? unit_id
                                        : "");
      return FALSE;
    }
  g_free (general->with);
  general->with = g_strdup (unit->id);
  general->waiting = FALSE;
  return TRUE;
}

static gboolean
count_up (int *count, int limit, const char *format, const char *name, GError **error)
{
  if (*count >= limit)
    return refuse (error, format, name);
  (*count)++;
  return TRUE;
}

static gboolean
resupply (MuGame *self, MuGameElement *element, GError **error)
{
  if (element->spent == 0)
    return refuse (error, _("%s has all its ammunition"), element->name);
  if (mu_game_get_reserve_left (self) <= 0)
    {
      g_set_error_literal (error, MU_ERROR, MU_ERROR_VALUE, _("The ammunition reserve is empty"));
      return FALSE;
    }
  element->spent--;
  self->reserve_spent++;
  return TRUE;
}

static gboolean
sack (MuGame *self, MuGameElement *camp, GError **error)
{
  camp->lost = TRUE;
  /* reserve ammunition stored in a lost camp is lost (v1.1, Ammunition) */
  if (g_strcmp0 (camp->id, self->reserve_camp) == 0)
    self->reserve_lost = TRUE;
  return TRUE;
}

static gboolean
figure_lost (MuGame *self, MuGameElement *element, GError **error)
{
  if (!count_up (&element->taken, element->hits, _("%s has no figure left"), element->name, error))
    return FALSE;
  if (element->taken >= element->hits)
    lose (self, element);
  return TRUE;
}

/* What happens to an element still in play. */
static gboolean
apply_in_play (MuGame *self, MuGameElement *e, const MuGameEvent *event, GError **error)
{
  switch (event->kind)
    {
    case MU_GAME_HIT:
      return hit (self, e, error);
    case MU_GAME_RALLY:
      return rally (e, error);
    case MU_GAME_LOSE:
    case MU_GAME_KILL:
    case MU_GAME_SACK:
      return event->kind == MU_GAME_SACK ? sack (self, e, error) : (lose (self, e), TRUE);
    case MU_GAME_CAPTURE:
      e->captured = TRUE;
      return (lose (self, e), TRUE);
    case MU_GAME_LEAVE:
      e->off_table = TRUE;
      return TRUE;
    case MU_GAME_WOUND:
      return wound (self, e, error);
    case MU_GAME_HERO:
      return count_up (&e->heroes_used, e->heroes, _("%s has no hero left"), e->name, error);
    case MU_GAME_SHOOT:
      return count_up (&e->spent, e->ammunition, _("%s has no ammunition left"), e->name, error);
    case MU_GAME_RESUPPLY:
      return resupply (self, e, error);
    case MU_GAME_FIGURE:
      return figure_lost (self, e, error);
    default:
      return join (self, e, event->unit, error);
    }
}

/* Coming back: a unit or general onto the table, a camp retaken. */
static gboolean
apply_back (MuGameElement *e, const MuGameEvent *event, GError **error)
{
  if (event->kind == MU_GAME_RETURN)
    {
      if (!e->off_table || e->lost)
        return refuse (error, _("%s is not off the table"), e->name);
      e->off_table = FALSE;
      return TRUE;
    }
  if (!e->lost)
    return refuse (error, _("%s is not sacked"), e->name);
  e->lost = FALSE;
  return TRUE;
}

static gboolean
apply_to (MuGame *self, MuGameElement *e, const MuGameEvent *event, GError **error)
{
  if (event->kind == MU_GAME_RETURN || event->kind == MU_GAME_RETAKE)
    return apply_back (e, event, error);
  if (e->lost)
    return refuse (error, e->kind == MU_GAME_ELEMENT_CAMP ? _("%s is sacked already")
                                                          : _("%s is lost already"), e->name);
  if (e->off_table)
    return refuse (error, _("%s is off the table"), e->name);
  if (event->kind == MU_GAME_JOIN && !e->waiting)
    return refuse (error, _("%s is not waiting to join a unit"), e->name);
  return apply_in_play (self, e, event, error);
}

/**
 * mu_game_rules_apply:
 * @self: a game
 * @event: a change
 * @error: where a refusal goes
 *
 * Applies one change to the game's state by its ruleset's rules, and works
 * out each command's victory points lost and demoralisation again. A change
 * the state does not allow (a hit on a lost unit, a hero more than the
 * unit has, a chit more than its starting ones) is refused and changes
 * nothing.
 *
 * Returns: %TRUE when applied; %FALSE with @error set
 */
gboolean
mu_game_rules_apply (MuGame *self, const MuGameEvent *event, GError **error)
{
  MuGameElement *element;

  if (event->kind == MU_GAME_TURN)
    {
      self->turn++;
      return TRUE;
    }
  element = event->target != NULL ? g_hash_table_lookup (self->by_id, event->target) : NULL;
  if (element == NULL)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
                   _("This army has no unit, general or camp “%s”"),
                      event->target != NULL ? event->target : "");
      return FALSE;
    }
  if (!applies (self, element, event->kind))
    {
      g_set_error (error, MU_ERROR, MU_ERROR_VALUE,
                   _("“%s” does not apply to %s"), mu_game_event_kind_label (event->kind), element->name);
      return FALSE;
    }
  if (!apply_to (self, element, event, error))
    return FALSE;
  mu_game_update_commands (self);
  return TRUE;
}

/**
 * mu_game_update_commands:
 * @self: a game
 *
 * Works out each command's victory points lost (its elements lost, and
 * those off the table unless the reading "Units off the table" says
 * otherwise) and whether it is demoralised: from the moment half or more of
 * its starting victory points are lost (v1.1, Demoralisation), for good
 * unless the reading "Demoralised commands" lets it recover.
 */
void
mu_game_update_commands (MuGame *self)
{
  for (guint c = 0; c < self->commands->len; c++)
    {
      MuGameCommand *command = self->commands->pdata[c];

      command->lost = 0;
      for (guint i = 0; i < self->elements->len; i++)
        {
          MuGameElement *e = self->elements->pdata[i];

          if (e->command == command->index && (e->lost || (e->off_table && self->off_table_counts)))
            command->lost += e->value;
        }
      if (!(self->demoralised_stays && command->demoralised))
        command->demoralised = command->threshold > 0 && command->lost >= command->threshold;
    }
}
