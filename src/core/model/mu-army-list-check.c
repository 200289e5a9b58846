/* mu-army-list-check.c: does a roster refer only to things its list has?
 *
 * A roster that names a row, an upgrade or an option its list does not have
 * cannot be interpreted, so it is refused with its file and line. Everything
 * else, however illegal, loads and is explained by the engine.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "mu-army-list-private.h"
#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-contingent.h"
#include "mu-error.h"
#include "mu-general.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-roster-io-private.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-unit.h"

static gboolean
is_under (MuListEntry *upgrade, MuListEntry *entry)
{
  for (MuListEntry *p = upgrade->parent; p != NULL; p = p->parent)
    if (p == entry)
      return TRUE;
  return FALSE;
}

/* Every attribute a roster sets must be one the ruleset declares, with a
 * value it accepts. */
static gboolean
check_attrs (MuArmyList *list, GHashTable *attrs, const char *what, guint line, const char *file,
             GError **error)
{
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, attrs);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      MuOptionDef *def = mu_option_defs_find (list->ruleset->attributes, key);

      if (def == NULL || !mu_option_def_applies_to (def, what))
        {
          g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
                       _("%s:%u: ruleset “%s” has no %s attribute “%s”"), file, line, list->ruleset->id,
                          what, (char *) key);
          return FALSE;
        }
      if (!mu_option_def_accepts (def, value))
        {
          g_set_error (error, MU_ERROR, MU_ERROR_VALUE,
                       _("%s:%u: “%s” cannot be “%s”"), file, line, (char *) key, (char *) value);
          return FALSE;
        }
    }
  return TRUE;
}

/* An upgrade row is taken once or not at all: a second reference to it
 * would be charged and counted again for nothing the book offers. */
static gboolean
check_upgrade_once (GPtrArray *upgrades, guint i, guint line, const char *file, GError **error)
{
  for (guint j = 0; j < i; j++)
    if (g_strcmp0 (upgrades->pdata[j], upgrades->pdata[i]) == 0)
      {
        g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
                     _("%s:%u: upgrade “%s” is taken twice; a unit or general takes an upgrade "
                       "once"),
                        file, line, (const char *) upgrades->pdata[i]);
        return FALSE;
      }
  return TRUE;
}

static gboolean
check_upgrades (MuArmyList *list, MuListEntry *entry, GPtrArray *upgrades, guint line, const char *file,
                GError **error)
{
  for (guint i = 0; i < upgrades->len; i++)
    {
      MuListEntry *upgrade = mu_army_list_lookup (list, upgrades->pdata[i]);

      if (!check_upgrade_once (upgrades, i, line, file, error))
        return FALSE;

      if (upgrade == NULL || !is_under (upgrade, entry))
        {
          g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
                       _("%s:%u: “%s” is not an upgrade of row “%s” in list “%s”"), file, line,
                          (const char *) upgrades->pdata[i], entry->id, list->id);
          return FALSE;
        }
    }
  return TRUE;
}

static MuListEntry *
check_entry (MuArmyList *list, const char *id, guint line, const char *file, GError **error)
{
  MuListEntry *entry = mu_army_list_lookup (list, id);

  if (entry == NULL)
    g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
                 _("%s:%u: list “%s” has no row “%s”"), file, line, list->id, id);
  else if (mu_list_entry_is_upgrade (entry))
    {
      g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
                   _("%s:%u: “%s” is an upgrade row; a unit is bought from its parent row “%s”"), file, line,
                      id, entry->parent->id);
      return NULL;
    }
  return entry;
}

/* Heroes are bought from the list's hero row; a list without one offers
 * none, and a hero it does not offer would go unpriced. */
static gboolean
check_heroes_offered (MuArmyList *list, GPtrArray *heroes, guint line, const char *file, GError **error)
{
  if (heroes->len == 0 || mu_army_list_first_of_kind (list, MU_ENTRY_HERO) != NULL)
    return TRUE;
  g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
               _("%s:%u: list “%s” offers no heroes, but the roster has hero “%s”"), file, line, list->id,
                  (const char *) heroes->pdata[0]);
  return FALSE;
}

static gboolean
check_unit (MuArmyList *list, MuUnit *unit, const char *file, GError **error)
{
  MuListEntry *entry = check_entry (list, unit->entry, unit->line, file, error);

  if (entry == NULL || !check_upgrades (list, entry, unit->upgrades, unit->line, file, error)
      || !check_attrs (list, unit->attrs, "unit", unit->line, file, error)
      || !check_heroes_offered (list, unit->heroes, unit->line, file, error))
    return FALSE;
  if (entry->kind == MU_ENTRY_GENERAL || entry->kind == MU_ENTRY_HERO)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
                   _("%s:%u: row “%s” is a %s row, not one a unit is bought from"), file, unit->line,
                      entry->id, entry->kind_name);
      return FALSE;
    }
  if (unit->subunits->len > 0 && !list->ruleset->has_subunits)
    {
      MuUnit *inner = unit->subunits->pdata[0];

      g_set_error (error, MU_ERROR, MU_ERROR_FORMAT,
                   _("%s:%u: unit “%s” holds unit “%s”, but in ruleset “%s” no unit holds "
                     "another"),
                      file, inner->line, unit->id, inner->id, list->ruleset->id);
      return FALSE;
    }
  for (guint i = 0; i < unit->subunits->len; i++)
    if (!check_unit (list, unit->subunits->pdata[i], file, error))
      return FALSE;
  return TRUE;
}

static gboolean
check_general (MuArmyList *list, MuGeneral *general, const char *file, GError **error)
{
  MuListEntry *entry = check_entry (list, general->entry, general->line, file, error);

  if (entry == NULL)
    return FALSE;
  if (entry->kind != MU_ENTRY_GENERAL)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
                   _("%s:%u: row “%s” is not a general row"), file, general->line, entry->id);
      return FALSE;
    }
  return check_upgrades (list, entry, general->upgrades, general->line, file, error)
         && check_attrs (list, general->attrs, "general", general->line, file, error);
}

static gboolean
check_command (MuArmyList *list, MuCommand *command, const char *file, GError **error)
{
  if (!check_heroes_offered (list, command->heroes, command->line, file, error))
    return FALSE;
  for (guint i = 0; i < command->generals->len; i++)
    if (!check_general (list, command->generals->pdata[i], file, error))
      return FALSE;
  for (guint i = 0; i < command->units->len; i++)
    if (!check_unit (list, command->units->pdata[i], file, error))
      return FALSE;
  return TRUE;
}

/* The main contingent (0) takes the list's and the ruleset's options; an
 * allied one its own list's only, as the ruleset's are the army's. */
static gboolean
check_options (MuArmyList *list, MuRoster *roster, guint contingent, const char *file, GError **error)
{
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, mu_roster_get_contingent_options (roster, contingent));
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      MuOptionDef *def = mu_option_defs_find (list->options, key);
      g_autofree char *what = NULL;
      g_autofree char *where = NULL;

      if (def == NULL && contingent == 0)
        def = mu_option_defs_find (list->ruleset->options, key);
      if (def != NULL && mu_option_def_accepts (def, value))
        continue;
      if (contingent == 0)
        what = g_strconcat ("option:", (char *) key, NULL);
      else
        what = g_strdup_printf ("contingent:%u:option:%s", contingent, (char *) key);
      where = mu_roster_io_where (roster, file, what);
      if (def == NULL)
        g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
                     _("%s: option “%s” is not one that list “%s” or its ruleset offers"), where,
                        (char *) key, list->id);
      else
        g_set_error (error, MU_ERROR, MU_ERROR_VALUE,
                     _("%s: option “%s” cannot be “%s”"), where, (char *) key, (char *) value);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_identity (MuArmyList *list, MuRoster *roster, const char *roster_file, GError **error)
{
  g_autofree char *file = mu_roster_io_where (roster, roster_file, "roster");

  if (g_strcmp0 (mu_roster_get_ruleset_id (roster), list->ruleset_id) != 0)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_MISMATCH,
                   _("%s: the roster is for ruleset “%s”, but list “%s” is for “%s”"), file,
                      mu_roster_get_ruleset_id (roster), list->id, list->ruleset_id);
      return FALSE;
    }
  if (g_strcmp0 (mu_roster_get_list_id (roster), list->id) != 0)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_MISMATCH,
                   _("%s: the roster is for list “%s”, not “%s”"), file, mu_roster_get_list_id (roster),
                      list->id);
      return FALSE;
    }
  if (mu_roster_get_list_revision (roster) != list->revision)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_MISMATCH,
                   _("%s: the roster was built with revision %" PRId64 " of list “%s”; "
                     "this library has revision %" PRId64),
                      file, mu_roster_get_list_revision (roster), list->id, list->revision);
      return FALSE;
    }
  return TRUE;
}

/**
 * mu_army_list_check_roster:
 * @list: the roster's army list (the revision it was built with)
 * @roster: a roster just read
 * @file: what messages call the roster's file
 * @error: return location for a #GError, or %NULL
 *
 * Checks that the main contingent of a roster refers only to what @list
 * has: the ruleset, the list and its revision, the options and their
 * values, and every row, upgrade, hero and attribute of its commands. A
 * roster that passes can be evaluated; whether it is legal is the engine's
 * to say. Allied contingents are checked with mu_army_list_check_ally().
 *
 * Returns: %TRUE when it does; %FALSE with @error set (%MU_ERROR, the
 *   message names the file and line): %MU_ERROR_MISMATCH for another
 *   ruleset, list or revision, %MU_ERROR_REFERENCE for a row, upgrade,
 *   option or attribute the list or ruleset does not have,
 *   %MU_ERROR_VALUE for a value an option or attribute cannot take,
 *   %MU_ERROR_FORMAT for a unit inside another in a ruleset without them
 */
gboolean
mu_army_list_check_roster (MuArmyList *list, MuRoster *roster, const char *file, GError **error)
{
  GPtrArray *commands = mu_roster_get_commands (roster);

  if (!check_identity (list, roster, file, error) || !check_options (list, roster, 0, file, error))
    return FALSE;
  for (guint i = 0; i < commands->len; i++)
    if (((MuCommand *) commands->pdata[i])->contingent == 0
        && !check_command (list, commands->pdata[i], file, error))
      return FALSE;
  return TRUE;
}

/**
 * mu_army_list_check_ally:
 * @list: the army list an allied contingent names
 * @roster: the roster
 * @contingent: the number of the allied contingent (1 or more)
 * @file: what messages call the roster's file
 * @error: return location for a #GError, or %NULL
 *
 * Checks that an allied contingent refers only to what @list has, as
 * mu_army_list_check_roster() does for the main contingent: the ruleset,
 * the revision, the options and every row, upgrade and attribute of its
 * commands. Whether the main list allows this ally is the engine's to say.
 *
 * Returns: %TRUE when it does; %FALSE with @error set (%MU_ERROR, the
 *   message names the file and line)
 */
gboolean
mu_army_list_check_ally (MuArmyList *list, MuRoster *roster, guint contingent, const char *file,
                         GError **error)
{
  GPtrArray *commands = mu_roster_get_commands (roster);
  MuContingent *ally = mu_roster_get_ally (roster, contingent);
  g_autofree char *what = g_strdup_printf ("contingent:%u", contingent);
  g_autofree char *where = mu_roster_io_where (roster, file, what);

  g_return_val_if_fail (ally != NULL, FALSE);
  if (g_strcmp0 (mu_roster_get_ruleset_id (roster), list->ruleset_id) != 0)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_MISMATCH,
                   _("%s: the roster is for ruleset “%s”, but list “%s” is for “%s”"), where,
                      mu_roster_get_ruleset_id (roster), list->id, list->ruleset_id);
      return FALSE;
    }
  if (ally->list_revision != list->revision)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_MISMATCH,
                   _("%s: the allied contingent was built with revision %" PRId64 " of list “%s”; "
                     "this library has revision %" PRId64),
                      where, ally->list_revision, list->id, list->revision);
      return FALSE;
    }
  if (!check_options (list, roster, contingent, file, error))
    return FALSE;
  for (guint i = 0; i < commands->len; i++)
    if (((MuCommand *) commands->pdata[i])->contingent == contingent
        && !check_command (list, commands->pdata[i], file, error))
      return FALSE;
  return TRUE;
}
