/* mu-event-duplicates.c: the same army, or the same player, submitted
 * more than once for an event
 *
 * Copies are found in one pass: each roster gets a key, and rosters are
 * grouped by it in a hash table. Each group is reported once: the first
 * roster of the group (in the order of the report) carries one warning
 * naming every file of the group, and each other copy a short one naming
 * that first roster. So n copies give n warnings, not n × (n − 1).
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-event-private.h"
#include "mu-event-results.h"
#include "mu-general.h"
#include "mu-roster.h"
#include "mu-share-code.h"
#include "mu-unit.h"

static int
compare_ids (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

static void
sort_unit_upgrades (GPtrArray *units)
{
  for (guint i = 0; units != NULL && i < units->len; i++)
    {
      MuUnit *unit = units->pdata[i];

      g_ptr_array_sort (unit->upgrades, compare_ids);
      sort_unit_upgrades (unit->subunits);
    }
}

/**
 * mu_event_army_key:
 * @evaluation: a roster's evaluation as the event plays it
 *
 * What makes two rosters the same army, as `muster-cli diff` sees it: the
 * short share code (which leaves names and notes aside and gives the units
 * of a command in the order of their rows) of a copy whose points limit is
 * cleared (the event's replaces it) and whose every unit's and general's
 * upgrades are in one order (the order of `<upgrade>` lines is no part of
 * the army).
 *
 * Returns: (transfer full): the key
 */
char *
mu_event_army_key (MuEvaluation *evaluation)
{
  g_autoptr(MuRoster) copy = mu_roster_copy (evaluation->roster);
  GPtrArray *commands = mu_roster_get_commands (copy);

  mu_roster_set_points_limit (copy, 0);
  for (guint c = 0; c < commands->len; c++)
    {
      MuCommand *command = commands->pdata[c];

      for (guint g = 0; g < command->generals->len; g++)
        g_ptr_array_sort (((MuGeneral *) command->generals->pdata[g])->upgrades, compare_ids);
      sort_unit_upgrades (command->units);
    }
  return mu_share_code_encode (copy, evaluation->list);
}

/**
 * mu_event_player_key:
 * @player: a player's name
 *
 * The name as compared: normalized, case folded, spaces collapsed, so that
 * "A.  Player" and "a. player" are one person.
 *
 * Returns: (transfer full): the key
 */
char *
mu_event_player_key (const char *player)
{
  g_autofree char *normal = g_utf8_normalize (player, -1, G_NORMALIZE_ALL);
  g_autofree char *folded = g_utf8_casefold (normal != NULL ? normal : player, -1);
  g_auto(GStrv) words = g_strsplit_set (folded, " \t", -1);
  g_autoptr(GString) key = g_string_new (NULL);

  /* "A.  Player" and "a. player" are one person */
  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0')
      g_string_append_printf (key, "%s%s", key->len > 0 ? " " : "", words[i]);
  return g_string_free (g_steal_pointer (&key), FALSE);
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* "contingent:generals:row row row" of a command, its units' rows sorted */
static char *
command_outline (MuCommand *command)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint u = 0; u < command->units->len; u++)
    g_ptr_array_add (rows, ((MuUnit *) command->units->pdata[u])->entry);
  g_ptr_array_sort (rows, compare_strings);
  g_string_printf (text, "%u:%u:", command->contingent, command->generals->len);
  for (guint u = 0; u < rows->len; u++)
    g_string_append_printf (text, "%s ", (const char *) rows->pdata[u]);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* What two rosters that are one army surely share, and cheap to work out:
 * the list, and its commands (in any order) each with its contingent, its
 * number of generals and its units' rows (in any order). Only rosters that
 * share it with another need mu_event_army_key (), which copies and encodes
 * the roster. */
static char *
army_outline (MuEvaluation *evaluation)
{
  GPtrArray *commands = mu_roster_get_commands (evaluation->roster);
  g_autoptr(GPtrArray) outlines = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) text = g_string_new (mu_roster_get_list_id (evaluation->roster));

  for (guint c = 0; c < commands->len; c++)
    g_ptr_array_add (outlines, command_outline (commands->pdata[c]));
  g_ptr_array_sort (outlines, compare_strings);
  for (guint c = 0; c < outlines->len; c++)
    g_string_append_printf (text, "|%s", (const char *) outlines->pdata[c]);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The army key of each entry that shares its outline with another (NULL for
 * the others, which have no copy, and for entries without an evaluation). */
static GPtrArray *
army_keys (GPtrArray *entries)
{
  GPtrArray *keys = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) outlines = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < entries->len; i++)
    {
      MuEvaluation *evaluation = ((MuEventEntry *) entries->pdata[i])->evaluation;
      char *outline = evaluation != NULL ? army_outline (evaluation) : NULL;

      g_ptr_array_add (outlines, outline);
      if (outline != NULL)
        g_hash_table_insert (seen, outline,
                             GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (seen, outline)) + 1));
    }
  for (guint i = 0; i < entries->len; i++)
    {
      MuEvaluation *evaluation = ((MuEventEntry *) entries->pdata[i])->evaluation;
      gboolean shared = outlines->pdata[i] != NULL
                        && GPOINTER_TO_UINT (g_hash_table_lookup (seen, outlines->pdata[i])) > 1;

      g_ptr_array_add (keys, shared ? mu_event_army_key (evaluation) : NULL);
    }
  return keys;
}

/* Entries by key, each group in the order of the entries. */
static GHashTable *
group_by (GPtrArray *entries, GPtrArray *keys)
{
  GHashTable *groups
      = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) g_ptr_array_unref);

  for (guint i = 0; i < entries->len; i++)
    {
      GPtrArray *group;

      if (keys->pdata[i] == NULL)
        continue;
      group = g_hash_table_lookup (groups, keys->pdata[i]);
      if (group == NULL)
        {
          group = g_ptr_array_new ();
          g_hash_table_insert (groups, keys->pdata[i], group);
        }
      g_ptr_array_add (group, entries->pdata[i]);
    }
  return groups;
}

/* "a.muster, b.muster, codes.txt:3" */
static char *
sources (GPtrArray *group)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < group->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? ", " : "", ((MuEventEntry *) group->pdata[i])->source);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
warn (MuEventResults *results, MuEventEntry *entry, const char *code, const char *message)
{
  mu_evaluation_add_issue (entry->evaluation, MU_SEVERITY_WARNING, code, results->event->name, -1, NULL, "%s",
                           message);
}

static void
report_army (MuEventResults *results, GPtrArray *group)
{
  MuEventEntry *first = group->pdata[0];
  g_autofree char *all = sources (group);
  g_autofree char *message
      = g_strdup_printf (ngettext ("The same army was submitted %u time: %s.",
                                   "The same army was submitted %u times: %s.", group->len),
                         group->len, all);

  warn (results, first, "event.duplicate.roster", message);
  for (guint i = 1; i < group->len; i++)
    {
      g_autofree char *copy
          = g_strdup_printf (ngettext ("The same army as %s (%u copy in all).",
                                       "The same army as %s (%u copies in all).", group->len),
                             first->source, group->len);

      warn (results, group->pdata[i], "event.duplicate.roster", copy);
    }
}

static void
report_player (MuEventResults *results, GPtrArray *group)
{
  MuEventEntry *first = group->pdata[0];
  g_autofree char *all = sources (group);
  g_autofree char *message
      = g_strdup_printf (ngettext ("%s submitted %u roster: %s.", "%s submitted %u rosters: %s.", group->len),
                         first->player, group->len, all);

  warn (results, first, "event.duplicate.player", message);
  for (guint i = 1; i < group->len; i++)
    {
      MuEventEntry *entry = group->pdata[i];
      g_autofree char *also
          = g_strdup_printf (ngettext ("%s also submitted %s (%u roster in all).",
                                       "%s also submitted %s (%u rosters in all).", group->len),
                             entry->player, first->source, group->len);

      warn (results, entry, "event.duplicate.player", also);
    }
}

/* A player's rosters that are all one army are reported as that army's
 * copies alone. */
static gboolean
one_army (GPtrArray *group, GHashTable *army_of)
{
  const char *army = g_hash_table_lookup (army_of, group->pdata[0]);

  for (guint i = 1; i < group->len; i++)
    if (army == NULL || g_strcmp0 (army, g_hash_table_lookup (army_of, group->pdata[i])) != 0)
      return FALSE;
  return TRUE;
}

static void
report_groups (MuEventResults *results, GHashTable *groups, GHashTable *army_of, gboolean players)
{
  GHashTableIter iter;
  gpointer group;
  g_autoptr(GPtrArray) reported = g_ptr_array_new ();

  g_hash_table_iter_init (&iter, groups);
  while (g_hash_table_iter_next (&iter, NULL, &group))
    if (((GPtrArray *) group)->len > 1 && (!players || !one_army (group, army_of)))
      g_ptr_array_add (reported, group);
  for (guint i = 0; i < reported->len; i++)
    (players ? report_player : report_army) (results, reported->pdata[i]);
}

/**
 * mu_event_results_find_duplicates:
 * @results: the rosters of an event, in the order of the report
 *
 * Warns of the same army submitted more than once (whatever the names,
 * notes, points limit or order of upgrades; mu_event_army_key()) and of
 * the same player (case and spacing aside) with several armies: one warning
 * on the first roster of each group, naming every file of it, and one on
 * each other roster, naming the first. Linear in the number of rosters and
 * their size.
 */
void
mu_event_results_find_duplicates (MuEventResults *results)
{
  GPtrArray *entries = results->entries;
  g_autoptr(GPtrArray) armies = army_keys (entries);
  g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) army_of = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) by_army = NULL;
  g_autoptr(GHashTable) by_player = NULL;

  for (guint i = 0; i < entries->len; i++)
    {
      MuEventEntry *entry = entries->pdata[i];

      g_ptr_array_add (players, entry->player != NULL ? mu_event_player_key (entry->player) : NULL);
      if (armies->pdata[i] != NULL)
        g_hash_table_insert (army_of, entry, armies->pdata[i]);
    }
  by_army = group_by (entries, armies);
  by_player = group_by (entries, players);
  report_groups (results, by_army, army_of, FALSE);
  report_groups (results, by_player, army_of, TRUE);
}
