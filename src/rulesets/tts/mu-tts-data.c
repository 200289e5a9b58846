/* mu-tts-data.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-error.h"
#include "mu-ruleset.h"
#include "mu-tts-data.h"
#include "mu-tts-unit-cache.h"

#define TROOP(member) MU_RULE_AT (MuTtsTroop, member)
#define MODIFIER(member) MU_RULE_AT (MuTtsModifier, member)
/* clang-format off */
#define MODIFIER_FIELDS(element)                                                                \
  { element, "id", MU_RULE_TEXT, TRUE, NULL, NULL, MODIFIER (id) },                             \
  { element, "cost", MU_RULE_INT, FALSE, "0", NULL, 0 },                                        \
  { element, "light", MU_RULE_INT, FALSE, "@cost", NULL, MODIFIER (cost[MU_TTS_LIGHT]) },       \
  { element, "regular", MU_RULE_INT, FALSE, "@cost", NULL, MODIFIER (cost[MU_TTS_REGULAR]) },   \
  { element, "deep", MU_RULE_INT, FALSE, "@cost", NULL, MODIFIER (cost[MU_TTS_DEEP]) },         \
  { element, "save", MU_RULE_INT, FALSE, "0", NULL, MODIFIER (save) },                          \
  { element, "hits", MU_RULE_INT, FALSE, "0", NULL, MODIFIER (hits) },                          \
  { element, "ammo", MU_RULE_INT, FALSE, "0", NULL, MODIFIER (ammo) },                          \
  { element, "vp", MU_RULE_INT, FALSE, "0", NULL, MODIFIER (vp) },                              \
  { element, "ref", MU_RULE_TEXT, FALSE, NULL, NULL, MODIFIER (reference) }
/* clang-format on */

/* The Quick Reference Sheet's unit table, its modifiers, general upgrades
 * and items, with the values a row has when the file leaves them out. */
static const MuRuleField tts_fields[] = {
  { "troop", "id", MU_RULE_TEXT, TRUE, NULL, NULL, TROOP (id) },
  { "troop", "name", MU_RULE_TEXT, FALSE, NULL, NULL, TROOP (name) },
  { "troop", "arm", MU_RULE_CHOICE, FALSE, "foot", "foot mounted", TROOP (mounted) },
  { "troop", "size", MU_RULE_CHOICE, FALSE, "regular", "light regular deep", TROOP (size) },
  { "troop", "hits", MU_RULE_INT, FALSE, "2", NULL, TROOP (hits) },
  { "troop", "ammo", MU_RULE_INT, FALSE, "0", NULL, TROOP (ammo) },
  { "troop", "save", MU_RULE_INT, FALSE, "7", NULL, TROOP (save) },
  { "troop", "cost", MU_RULE_INT, FALSE, "0", NULL, TROOP (cost) },
  { "troop", "deep-cost", MU_RULE_INT, FALSE, "-1", NULL, TROOP (deep_cost) },
  { "troop", "vp", MU_RULE_INT, FALSE, "2", NULL, TROOP (vp) },
  { "troop", "elephant", MU_RULE_BOOL, FALSE, "false", NULL, TROOP (elephant) },
  { "troop", "shock-missile", MU_RULE_BOOL, FALSE, "false", NULL, TROOP (shock_missile) },
  { "troop", "deep-hits-option", MU_RULE_TEXT, FALSE, NULL, NULL, TROOP (deep_hits_option_id) },
  { "troop", "cost-option", MU_RULE_TEXT, FALSE, NULL, NULL, TROOP (cost_option_id) },
  { "troop", "ref", MU_RULE_TEXT, FALSE, NULL, NULL, TROOP (reference) },
  { "troop", "printed", MU_RULE_TEXT, FALSE, NULL, NULL, TROOP (printed) },
  MODIFIER_FIELDS ("modifier"),
  MODIFIER_FIELDS ("general-cost"),
  MODIFIER_FIELDS ("item"),
  { NULL, NULL, 0, FALSE, NULL, NULL, 0 },
};

static const char troop_twice[] = N_("troop type “%s” is defined twice");

static const MuRuleRow tts_rows[] = {
  { "troop", sizeof (MuTtsTroop), "id", -20, 100, troop_twice },
  { "modifier", sizeof (MuTtsModifier), "id", -20, 100, NULL },
  { "general-cost", sizeof (MuTtsModifier), "id", -20, 100, NULL },
  { "item", sizeof (MuTtsModifier), "id", -20, 100, NULL },
  { NULL, 0, NULL, 0, 0, NULL },
};

/**
 * mu_tts_data_free:
 * @data: (transfer full): the tables, a ruleset's data
 *
 * Frees the To the Strongest! tables and the cache of priced units: the
 * ruleset class's free_data, called when the ruleset is freed.
 */
void
mu_tts_data_free (gpointer pointer)
{
  MuTtsData *data = pointer;

  mu_rule_table_free (data->table);
  mu_tts_unit_cache_free (data->cache);
  g_free (data);
}

/**
 * mu_tts_troop_may_be_deep:
 * @troop: a troop type
 *
 * Tells whether a type may be bought regular or deep (hoplites,
 * spearmen…): the types the unit table gives a deep cost.
 *
 * Returns: %TRUE when @troop has a deep cost
 */
gboolean
mu_tts_troop_may_be_deep (const MuTtsTroop *troop)
{
  return troop->deep_cost >= 0;
}

/**
 * mu_tts_data_load_element:
 * @ruleset: the To the Strongest! ruleset being loaded
 * @node: an element of its file that core does not read: a <troop>,
 *   <modifier>, <general-cost> or <item>
 * @file: what messages call the ruleset's file
 * @error: return location for a #GError, or %NULL
 *
 * Reads one row of the rules' tables into the ruleset's data (created, with
 * its cache of priced units, on the first row), as the ruleset class's
 * load_element. A troop type's id must be new; a modifier, general cost or
 * item with the id of an earlier one replaces it.
 *
 * Returns: %TRUE when the row was read; %FALSE with @error set (%MU_ERROR,
 *   the message names the file and line): %MU_ERROR_FORMAT for an unknown
 *   element or a row without an id, %MU_ERROR_REFERENCE for a troop type
 *   defined twice, %MU_ERROR_VALUE for a size, number or flag out of range
 */
gboolean
mu_tts_data_load_element (MuRuleset *ruleset, MuXmlNode *node, const char *file, GError **error)
{
  MuTtsData *data = ruleset->data;

  if (data == NULL)
    {
      data = g_new0 (MuTtsData, 1);
      data->table = mu_rule_table_new_with_rows (tts_fields, tts_rows);
      data->cache = mu_tts_unit_cache_new ();
      ruleset->data = data;
    }
  return mu_rule_table_load (data->table, node, file, error);
}

static gconstpointer
lookup (MuRuleset *ruleset, const char *element, const char *id)
{
  MuTtsData *data = ruleset->data;

  return data != NULL ? mu_rule_table_row (data->table, element, id) : NULL;
}

/**
 * mu_tts_data_troop:
 * @ruleset: the To the Strongest! ruleset
 * @id: (nullable): a troop type's id, such as "hoplites"
 *
 * Finds a troop type of the Quick Reference Sheet's unit table.
 *
 * Returns: (transfer none) (nullable): the troop type, owned by the
 *   ruleset, or %NULL when @id is %NULL, the ruleset has no tables or no
 *   such type
 */
const MuTtsTroop *
mu_tts_data_troop (MuRuleset *ruleset, const char *id)
{
  return lookup (ruleset, "troop", id);
}

/**
 * mu_tts_data_modifier:
 * @ruleset: the To the Strongest! ruleset
 * @id: (nullable): a modifier's id, such as "veteran"
 *
 * Finds a unit modifier (quality, equipment…) by id.
 *
 * Returns: (transfer none) (nullable): the modifier, owned by the ruleset,
 *   or %NULL when @id is %NULL, the ruleset has no tables or no such
 *   modifier
 */
const MuTtsModifier *
mu_tts_data_modifier (MuRuleset *ruleset, const char *id)
{
  return lookup (ruleset, "modifier", id);
}

/**
 * mu_tts_data_general:
 * @ruleset: the To the Strongest! ruleset
 * @id: (nullable): a general cost's id, such as "base" or "mounted"
 *
 * Finds a general's cost or upgrade by id.
 *
 * Returns: (transfer none) (nullable): the general cost, owned by the
 *   ruleset, or %NULL when @id is %NULL, the ruleset has no tables or no
 *   such row
 */
const MuTtsModifier *
mu_tts_data_general (MuRuleset *ruleset, const char *id)
{
  return lookup (ruleset, "general-cost", id);
}

/**
 * mu_tts_data_item:
 * @ruleset: the To the Strongest! ruleset
 * @id: (nullable): an item's id, such as "hero" or "camp"
 *
 * Finds an item (hero, camp, fortification length, ammunition point) by
 * id, the kind of a list row priced by its kind.
 *
 * Returns: (transfer none) (nullable): the item, owned by the ruleset, or
 *   %NULL when @id is %NULL, the ruleset has no tables or no such item
 */
const MuTtsModifier *
mu_tts_data_item (MuRuleset *ruleset, const char *id)
{
  return lookup (ruleset, "item", id);
}

static int
compare_ids (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The ids of some rows, sorted, but for skip. */
static void
add_ids (GStrvBuilder *builder, GPtrArray *rows, const char *skip)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();

  for (guint i = 0; i < rows->len; i++)
    {
      const MuTtsModifier *row = rows->pdata[i];

      if (g_strcmp0 (row->id, skip) != 0)
        g_ptr_array_add (ids, (gpointer) row->id);
    }
  g_ptr_array_sort (ids, compare_ids);
  for (guint i = 0; i < ids->len; i++)
    {
      g_strv_builder_add (builder, ids->pdata[i]);
      g_strv_builder_add (builder, ids->pdata[i]);
    }
}

/* Each troop type's id and name. */
static void
add_troops (GStrvBuilder *builder, GPtrArray *troops)
{
  for (guint i = 0; i < troops->len; i++)
    {
      const MuTtsTroop *troop = troops->pdata[i];

      g_strv_builder_add (builder, troop->id);
      g_strv_builder_add (builder, troop->name != NULL ? troop->name : troop->id);
    }
}

/* Standard, and veteran and raw where the ruleset prices them. */
static void
add_qualities (GStrvBuilder *builder, MuRuleset *ruleset)
{
  const char *qualities[] = { "standard", "veteran", "raw" };

  for (guint i = 0; i < G_N_ELEMENTS (qualities); i++)
    if (i == 0 || mu_tts_data_modifier (ruleset, qualities[i]) != NULL)
      {
        g_strv_builder_add (builder, qualities[i]);
        g_strv_builder_add (builder, qualities[i]);
      }
}

/* Each troop type's id and name, and its id under every name the books
 * print for it (its "printed" names). */
static void
add_printed (GStrvBuilder *builder, GPtrArray *troops)
{
  for (guint i = 0; i < troops->len; i++)
    {
      const MuTtsTroop *troop = troops->pdata[i];
      g_auto(GStrv) names = g_strsplit (troop->printed != NULL ? troop->printed : "", ";", -1);

      g_strv_builder_add (builder, troop->id);
      g_strv_builder_add (builder, troop->name != NULL ? troop->name : troop->id);
      for (guint j = 0; names[j] != NULL; j++)
        if (*g_strstrip (names[j]) != '\0')
          {
            g_strv_builder_add (builder, troop->id);
            g_strv_builder_add (builder, names[j]);
          }
    }
}

/**
 * mu_tts_data_vocabulary:
 * @ruleset: (transfer none): the To the Strongest! ruleset, its data loaded
 * @attribute: (nullable): "type", "quality" or "upgrade"
 *
 * The values a list editor may offer for one attribute of a list row, as
 * pairs of id and label. "type" gives the troop types in the order of the
 * Quick Reference Sheet, labelled with their names (or their ids when they
 * have none); "quality" gives "standard", then "veteran" and "raw" when the
 * ruleset's data has those modifiers; "upgrade" gives the general upgrades
 * but "base", sorted by id. Qualities and upgrades are labelled with their
 * ids. "printed-type" gives each troop type under its name and under every
 * other name the lists print for it (its `printed` names: "Light chariots,
 * javelin" for light cavalry, javelin), for an import to read a list by.
 *
 * Returns: (transfer full) (nullable): id, label, id, label …, %NULL
 *   terminated; free it with g_strfreev(). %NULL for any other @attribute
 */
char **
mu_tts_data_vocabulary (MuRuleset *ruleset, const char *attribute)
{
  MuTtsData *data = ruleset->data;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  if (g_strcmp0 (attribute, "type") == 0)
    add_troops (builder, mu_rule_table_rows (data->table, "troop"));
  else if (g_strcmp0 (attribute, "printed-type") == 0)
    add_printed (builder, mu_rule_table_rows (data->table, "troop"));
  else if (g_strcmp0 (attribute, "quality") == 0)
    add_qualities (builder, ruleset);
  else if (g_strcmp0 (attribute, "upgrade") == 0)
    add_ids (builder, mu_rule_table_rows (data->table, "general-cost"), "base");
  else
    return NULL;
  return g_strv_builder_end (builder);
}
