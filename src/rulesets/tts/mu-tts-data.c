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
#include "mu-xml-read.h"

static void
troop_free (MuTtsTroop *troop)
{
  g_free (troop->id);
  g_free (troop->name);
  g_free (troop->reference);
  g_free (troop->deep_hits_option_id);
  g_free (troop->cost_option_id);
  g_free (troop);
}

static void
modifier_free (MuTtsModifier *modifier)
{
  g_free (modifier->id);
  g_free (modifier->reference);
  g_free (modifier);
}

static MuTtsData *
get_data (MuRuleset *ruleset)
{
  MuTtsData *data = ruleset->data;

  if (data == NULL)
    {
      data = g_new0 (MuTtsData, 1);
      data->troops = g_hash_table_new (g_str_hash, g_str_equal);
      data->troop_order = g_ptr_array_new_with_free_func ((GDestroyNotify) troop_free);
      data->modifiers = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) modifier_free);
      data->generals = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) modifier_free);
      data->items = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) modifier_free);
      data->cache = mu_tts_unit_cache_new ();
      ruleset->data = data;
    }
  return data;
}

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

  g_hash_table_unref (data->troops);
  g_ptr_array_unref (data->troop_order);
  g_hash_table_unref (data->modifiers);
  g_hash_table_unref (data->generals);
  g_hash_table_unref (data->items);
  mu_tts_unit_cache_free (data->cache);
  g_free (data);
}

static gboolean
parse_size (MuXmlNode *node, const char *file, MuTtsSize *size, GError **error)
{
  g_autofree char *text = mu_xml_prop (node, "size");

  if (g_strcmp0 (text, "light") == 0)
    *size = MU_TTS_LIGHT;
  else if (text == NULL || g_str_equal (text, "regular"))
    *size = MU_TTS_REGULAR;
  else if (g_str_equal (text, "deep"))
    *size = MU_TTS_DEEP;
  else
    {
      mu_xml_set_error (error, MU_ERROR_VALUE, file, node,
                        _("size must be light, regular or deep, not “%s”"), text);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_int (MuXmlNode *node, const char *name, int fallback, const char *file, int *out, GError **error)
{
  gint64 value;

  if (!mu_xml_prop_int (node, name, -20, 100, fallback, file, &value, error))
    return FALSE;
  *out = (int) value;
  return TRUE;
}

static gboolean
parse_troop (MuTtsData *data, MuXmlNode *node, const char *file, GError **error)
{
  MuTtsTroop *troop = g_new0 (MuTtsTroop, 1);
  g_autofree char *arm = mu_xml_prop (node, "arm");

  g_ptr_array_add (data->troop_order, troop);
  troop->name = mu_xml_prop (node, "name");
  troop->reference = mu_xml_prop (node, "ref");
  troop->deep_hits_option_id = mu_xml_prop (node, "deep-hits-option");
  troop->cost_option_id = mu_xml_prop (node, "cost-option");
  troop->mounted = g_strcmp0 (arm, "mounted") == 0;
  if (!mu_xml_prop_required (node, "id", file, &troop->id, error)
      || !parse_size (node, file, &troop->size, error)
      || !read_int (node, "hits", 2, file, &troop->hits, error)
      || !read_int (node, "ammo", 0, file, &troop->ammo, error)
      || !read_int (node, "save", 7, file, &troop->save, error)
      || !read_int (node, "cost", 0, file, &troop->cost, error)
      || !read_int (node, "deep-cost", -1, file, &troop->deep_cost, error)
      || !read_int (node, "vp", 2, file, &troop->vp, error)
      || !mu_xml_prop_bool (node, "elephant", FALSE, file, &troop->elephant, error)
      || !mu_xml_prop_bool (node, "shock-missile", FALSE, file, &troop->shock_missile, error))
    return FALSE;
  troop->may_be_deep = troop->deep_cost >= 0;
  if (g_hash_table_contains (data->troops, troop->id))
    {
      mu_xml_set_error (error, MU_ERROR_REFERENCE, file, node,
                        _("troop type “%s” is defined twice"), troop->id);
      return FALSE;
    }
  g_hash_table_insert (data->troops, troop->id, troop);
  return TRUE;
}

static gboolean
parse_modifier (GHashTable *table, MuXmlNode *node, const char *file, GError **error)
{
  MuTtsModifier *modifier = g_new0 (MuTtsModifier, 1);
  int flat = 0;

  modifier->reference = mu_xml_prop (node, "ref");
  if (!mu_xml_prop_required (node, "id", file, &modifier->id, error)
      || !read_int (node, "cost", 0, file, &flat, error)
      || !read_int (node, "light", flat, file, &modifier->cost[MU_TTS_LIGHT], error)
      || !read_int (node, "regular", flat, file, &modifier->cost[MU_TTS_REGULAR], error)
      || !read_int (node, "deep", flat, file, &modifier->cost[MU_TTS_DEEP], error)
      || !read_int (node, "save", 0, file, &modifier->save, error)
      || !read_int (node, "hits", 0, file, &modifier->hits, error)
      || !read_int (node, "ammo", 0, file, &modifier->ammo, error)
      || !read_int (node, "vp", 0, file, &modifier->vp, error))
    {
      modifier_free (modifier);
      return FALSE;
    }
  g_hash_table_replace (table, modifier->id, modifier);
  return TRUE;
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
  MuTtsData *data = get_data (ruleset);

  if (mu_xml_is (node, "troop"))
    return parse_troop (data, node, file, error);
  if (mu_xml_is (node, "modifier"))
    return parse_modifier (data->modifiers, node, file, error);
  if (mu_xml_is (node, "general-cost"))
    return parse_modifier (data->generals, node, file, error);
  if (mu_xml_is (node, "item"))
    return parse_modifier (data->items, node, file, error);
  return mu_xml_unexpected (node, file, error);
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
  return ruleset->data != NULL && id != NULL ? g_hash_table_lookup (((MuTtsData *) ruleset->data)->troops, id)
                                             : NULL;
}

static const MuTtsModifier *
lookup (MuRuleset *ruleset, gsize offset, const char *id)
{
  GHashTable *table;

  if (ruleset->data == NULL || id == NULL)
    return NULL;
  table = G_STRUCT_MEMBER (GHashTable *, ruleset->data, offset);
  return g_hash_table_lookup (table, id);
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
  return lookup (ruleset, G_STRUCT_OFFSET (MuTtsData, modifiers), id);
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
  return lookup (ruleset, G_STRUCT_OFFSET (MuTtsData, generals), id);
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
  return lookup (ruleset, G_STRUCT_OFFSET (MuTtsData, items), id);
}

static int
compare_ids (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The keys of a table, sorted, but for skip. */
static void
add_keys (GStrvBuilder *builder, GHashTable *table, const char *skip)
{
  g_autoptr(GPtrArray) keys = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, table);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (g_strcmp0 (key, skip) != 0)
      g_ptr_array_add (keys, key);
  g_ptr_array_sort (keys, compare_ids);
  for (guint i = 0; i < keys->len; i++)
    {
      g_strv_builder_add (builder, keys->pdata[i]);
      g_strv_builder_add (builder, keys->pdata[i]);
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
 * ids.
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
    for (guint i = 0; i < data->troop_order->len; i++)
      {
        const MuTtsTroop *troop = data->troop_order->pdata[i];

        g_strv_builder_add (builder, troop->id);
        g_strv_builder_add (builder, troop->name != NULL ? troop->name : troop->id);
      }
  else if (g_strcmp0 (attribute, "quality") == 0)
    {
      const char *qualities[] = { "standard", "veteran", "raw" };

      for (guint i = 0; i < G_N_ELEMENTS (qualities); i++)
        if (i == 0 || g_hash_table_contains (data->modifiers, qualities[i]))
          {
            g_strv_builder_add (builder, qualities[i]);
            g_strv_builder_add (builder, qualities[i]);
          }
    }
  else if (g_strcmp0 (attribute, "upgrade") == 0)
    add_keys (builder, data->generals, "base");
  else
    return NULL;
  return g_strv_builder_end (builder);
}
