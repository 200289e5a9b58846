/* mu-game-event.c: one change recorded during a game
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-game-event.h"

/* The names a game file gives each kind, and what the log says of it;
 * in the order of MuGameEventKind. */
static const struct
{
  const char *name;
  const char *label;
} kinds[] = {
  { "hit", N_("Hit") },
    { "rally", N_("Rallied") },
      { "lose", N_("Lost") },
        { "leave", N_("Left the table") },
          { "return", N_("Returned to the table") },
            { "wound", N_("Wounded") },
              { "kill", N_("Killed") },
                { "capture", N_("Captured") },
                  { "join", N_("Joined a unit") },
                    { "hero", N_("Hero used") },
                      { "sack", N_("Camp sacked") },
                        { "retake", N_("Camp retaken") },
                          { "shoot", N_("Ammunition spent") },
                            { "resupply", N_("Resupplied") },
                              { "figure", N_("Figure lost") },
                                { "turn", N_("Next turn") },
                              };

/**
 * mu_game_event_new:
 * @kind: what happened
 * @target: (nullable): the element it happened to, or %NULL for a turn
 * @unit: (nullable): for a general joining a unit, that unit's id
 *
 * Makes an event for a game's log. Nothing is checked here: the game checks
 * an event when it is applied.
 *
 * Returns: (transfer full): the event; free it with mu_game_event_free()
 */
MuGameEvent *
mu_game_event_new (MuGameEventKind kind, const char *target, const char *unit)
{
  MuGameEvent *event = g_new0 (MuGameEvent, 1);

  event->kind = kind;
  event->target = g_strdup (target);
  event->unit = g_strdup (unit);
  return event;
}

/**
 * mu_game_event_copy:
 * @event: an event
 *
 * Copies an event.
 *
 * Returns: (transfer full): the copy
 */
MuGameEvent *
mu_game_event_copy (const MuGameEvent *event)
{
  return mu_game_event_new (event->kind, event->target, event->unit);
}

/**
 * mu_game_event_free:
 * @event: (nullable): an event
 *
 * Frees an event and what it holds.
 */
void
mu_game_event_free (MuGameEvent *event)
{
  if (event == NULL)
    return;
  g_free (event->target);
  g_free (event->unit);
  g_free (event);
}

/**
 * mu_game_event_kind_to_string:
 * @kind: a kind of event
 *
 * Gives the name a game file writes for a kind ("hit", "sack" …).
 *
 * Returns: (transfer none): a static string
 */
const char *
mu_game_event_kind_to_string (MuGameEventKind kind)
{
  g_return_val_if_fail (kind < G_N_ELEMENTS (kinds), "turn");
  return kinds[kind].name;
}

/**
 * mu_game_event_kind_from_string:
 * @text: a kind's name, as a game file writes it
 * @kind: (out): the kind
 *
 * Reads a kind's name back.
 *
 * Returns: %TRUE when @text names a kind; %FALSE otherwise
 */
gboolean
mu_game_event_kind_from_string (const char *text, MuGameEventKind *kind)
{
  for (guint i = 0; text != NULL && i < G_N_ELEMENTS (kinds); i++)
    if (g_str_equal (text, kinds[i].name))
      {
        *kind = (MuGameEventKind) i;
        return TRUE;
      }
  return FALSE;
}

/**
 * mu_game_event_kind_label:
 * @kind: a kind of event
 *
 * Says what a kind of event is, in the user's language, as the log shows
 * it ("Camp sacked").
 *
 * Returns: (transfer none): a translated static string
 */
const char *
mu_game_event_kind_label (MuGameEventKind kind)
{
  g_return_val_if_fail (kind < G_N_ELEMENTS (kinds), "");
  return _(kinds[kind].label);
}
