/* mu-game-element.c: a unit, general or camp of an army being played
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-game-element.h"

/**
 * mu_game_element_new:
 * @kind: unit, general or camp
 * @id: its id in the game
 * @name: its name as shown
 * @command: the index of its command
 *
 * Makes an element with no figures and nothing happened to it; the game
 * fills in its figures from the roster's evaluation.
 *
 * Returns: (transfer full): the element; free it with
 *   mu_game_element_free()
 */
MuGameElement *
mu_game_element_new (MuGameElementKind kind, const char *id, const char *name, int command)
{
  MuGameElement *element = g_new0 (MuGameElement, 1);

  element->kind = kind;
  element->id = g_strdup (id);
  element->name = g_strdup (name);
  element->command = command;
  element->value = 1;
  return element;
}

/**
 * mu_game_element_free:
 * @element: (nullable): an element
 *
 * Frees an element and what it holds.
 */
void
mu_game_element_free (MuGameElement *element)
{
  if (element == NULL)
    return;
  g_free (element->id);
  g_free (element->name);
  g_free (element->attached);
  g_free (element->with);
  g_free (element);
}

/**
 * mu_game_element_reset:
 * @element: an element
 *
 * Sets an element back to the start of the game: no hit, no loss, every
 * hero and chit there, a general with the unit he started with.
 */
void
mu_game_element_reset (MuGameElement *element)
{
  element->taken = 0;
  element->lost = FALSE;
  element->off_table = FALSE;
  element->wounds = 0;
  element->captured = FALSE;
  element->heroes_used = 0;
  element->spent = 0;
  element->waiting = FALSE;
  g_free (element->with);
  element->with = g_strdup (element->attached);
}

/**
 * mu_game_element_is_gone:
 * @element: an element
 *
 * Tells whether an element's medals are surrendered: lost, or off the
 * table.
 *
 * Returns: %TRUE when it is lost or off the table
 */
gboolean
mu_game_element_is_gone (const MuGameElement *element)
{
  return element->lost || element->off_table;
}

static char *
describe_general (const MuGameElement *element)
{
  if (element->captured)
    return g_strdup (_("Captured"));
  if (element->lost)
    return g_strdup (_("Killed"));
  if (element->off_table)
    return g_strdup (_("Off the table"));
  if (element->waiting)
    return g_strdup (_("Must join a unit"));
  if (element->wounds > 0)
    return g_strdup (_("Wounded"));
  return g_strdup (_("Fighting"));
}

static char *
describe_unit (const MuGameElement *element)
{
  if (element->lost)
    return g_strdup (_("Lost"));
  if (element->off_table)
    return g_strdup (_("Off the table"));
  if (element->taken == 1 && element->hits > 1)
    return g_strdup (_("Disordered"));
  if (element->taken == 2 && element->hits > 2)
    return g_strdup (_("Double-disordered"));
  if (element->taken > 2)
    /* TRANSLATORS: a unit with more disorders than two (extra deep units) */
    return g_strdup_printf (_("Disordered %d times"), element->taken);
  return g_strdup (_("In good order"));
}

/**
 * mu_game_element_describe:
 * @element: an element
 *
 * Says an element's state in a word or two, in the user's language: a
 * unit "In good order", "Disordered", "Double-disordered", "Lost" or "Off
 * the table"; a general "Fighting", "Wounded", "Must join a unit",
 * "Killed" or "Captured"; a camp "Held" or "Sacked". For the Pharaoh's
 * figures lost are told by the game, not here.
 *
 * Returns: (transfer full): the state
 */
char *
mu_game_element_describe (const MuGameElement *element)
{
  switch (element->kind)
    {
    case MU_GAME_ELEMENT_GENERAL:
      return describe_general (element);
    case MU_GAME_ELEMENT_CAMP:
      return g_strdup (element->lost ? _("Sacked") : _("Held"));
    case MU_GAME_ELEMENT_UNIT:
    default:
      return describe_unit (element);
    }
}
