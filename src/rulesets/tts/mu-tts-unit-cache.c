/* mu-tts-unit-cache.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "mu-string-table.h"
#include "mu-army-list.h"
#include "mu-evaluation.h"
#include "mu-tts-unit-cache.h"
#include "mu-unit.h"

#define MU_TTS_CACHE_MAX_ENTRIES 4096

struct _MuTtsUnitCache
{
  GMutex lock;
  MuArmyList *list;    /* borrowed, compared by address only */
  GHashTable *options; /* the options the cached units were priced under */
  GHashTable *units;   /* MuTtsUnitKey → MuTtsPricedUnit */
};

typedef struct
{
  MuTtsUnitKey key;
  MuTtsPricedUnit priced;
} Slot;

static guint
key_hash (gconstpointer pointer)
{
  const MuTtsUnitKey *key = pointer;
  guint hash = g_direct_hash (key->entry) ^ (key->heroes * 2654435761u);

  for (guint i = 0; i < key->n_upgrades; i++)
    hash = hash * 31 + g_direct_hash (key->upgrades[i]);
  return hash;
}

static gboolean
key_equal (gconstpointer a, gconstpointer b)
{
  const MuTtsUnitKey *x = a;
  const MuTtsUnitKey *y = b;

  if (x->entry != y->entry || x->heroes != y->heroes || x->n_upgrades != y->n_upgrades)
    return FALSE;
  for (guint i = 0; i < x->n_upgrades; i++)
    if (x->upgrades[i] != y->upgrades[i])
      return FALSE;
  return TRUE;
}

static void
slot_free (Slot *slot)
{
  g_clear_pointer (&slot->priced.figures, g_ptr_array_unref);
  g_free (slot);
}

/**
 * mu_tts_unit_cache_new:
 *
 * Makes an empty cache of priced units, as the To the Strongest! ruleset's
 * data holds one.
 *
 * Returns: (transfer full): the cache; free it with mu_tts_unit_cache_free()
 */
MuTtsUnitCache *
mu_tts_unit_cache_new (void)
{
  MuTtsUnitCache *cache = g_new0 (MuTtsUnitCache, 1);

  g_mutex_init (&cache->lock);
  cache->units = g_hash_table_new_full (key_hash, key_equal, NULL, (GDestroyNotify) slot_free);
  return cache;
}

/**
 * mu_tts_unit_cache_free:
 * @cache: (nullable) (transfer full): a cache, not locked
 *
 * Frees a cache, releasing the figures it holds and the options it was
 * filled under. %NULL is ignored.
 */
void
mu_tts_unit_cache_free (MuTtsUnitCache *cache)
{
  if (cache == NULL)
    return;
  g_hash_table_unref (cache->units);
  g_clear_pointer (&cache->options, g_hash_table_unref);
  g_mutex_clear (&cache->lock);
  g_free (cache);
}

/**
 * mu_tts_unit_cache_begin:
 * @cache: a cache
 * @list: (transfer none): the army list being evaluated; compared by
 *   address only, not referenced
 * @options: (element-type utf8 utf8): the options in force, id → value; a
 *   cache that starts afresh keeps a reference to them
 *
 * Locks the cache for one evaluation, emptying it when the list or the
 * options differ from those it was filled under, or when it holds 4096
 * units or more. Every begin is followed by mu_tts_unit_cache_end() on the same
 * thread; evaluations on other threads wait in between.
 */
void
mu_tts_unit_cache_begin (MuTtsUnitCache *cache, MuArmyList *list, GHashTable *options)
{
  g_mutex_lock (&cache->lock);
  if (cache->list == list && mu_string_table_equal (cache->options, options)
      && g_hash_table_size (cache->units) < MU_TTS_CACHE_MAX_ENTRIES)
    return;
  g_hash_table_remove_all (cache->units);
  g_clear_pointer (&cache->options, g_hash_table_unref);
  cache->options = g_hash_table_ref (options);
  cache->list = list;
}

/**
 * mu_tts_unit_cache_end:
 * @cache: a cache locked by mu_tts_unit_cache_begin()
 *
 * Unlocks the cache after an evaluation.
 */
void
mu_tts_unit_cache_end (MuTtsUnitCache *cache)
{
  g_mutex_unlock (&cache->lock);
}

/**
 * mu_tts_unit_cache_key:
 * @evaluation: the evaluation the unit is priced in
 * @result: the unit's result, with its unit and row
 * @key: (out caller-allocates): what the unit is bought as: its row, upgrade
 *   rows and number of heroes; untouched when %FALSE is returned
 *
 * Works out the key a unit is cached under. The cache is not touched.
 *
 * Returns: %TRUE when the unit can be cached; %FALSE when it carries
 *   choices of its own, or more than 4 upgrades, which are never cached
 */
gboolean
mu_tts_unit_cache_key (MuEvaluation *evaluation, MuUnitResult *result, MuTtsUnitKey *key)
{
  MuUnit *unit = result->unit;

  if (g_hash_table_size (unit->attrs) > 0 || unit->upgrades->len > MU_TTS_CACHE_MAX_UPGRADES)
    return FALSE;
  memset (key, 0, sizeof *key);
  key->entry = result->entry;
  key->heroes = unit->heroes->len;
  key->n_upgrades = unit->upgrades->len;
  for (guint i = 0; i < unit->upgrades->len; i++)
    key->upgrades[i] = mu_evaluation_lookup_upgrade (evaluation, result->entry, unit->upgrades->pdata[i]);
  return TRUE;
}

/**
 * mu_tts_unit_cache_lookup:
 * @cache: a cache locked by mu_tts_unit_cache_begin()
 * @key: a key from mu_tts_unit_cache_key()
 *
 * Finds a unit priced before with the same key.
 *
 * Returns: (transfer none) (nullable): what it was priced at, owned by the
 *   cache and valid until mu_tts_unit_cache_end() (take a reference to its
 *   figures to keep them), or %NULL when no unit with @key is cached
 */
const MuTtsPricedUnit *
mu_tts_unit_cache_lookup (MuTtsUnitCache *cache, const MuTtsUnitKey *key)
{
  Slot *slot = g_hash_table_lookup (cache->units, key);

  return slot != NULL ? &slot->priced : NULL;
}

/**
 * mu_tts_unit_cache_insert:
 * @cache: a cache locked by mu_tts_unit_cache_begin()
 * @key: a key from mu_tts_unit_cache_key(), copied
 * @priced: what the unit was priced at, copied; the cache takes a reference
 *   to its figures
 *
 * Keeps what a unit was priced at for the units with the same key, in this
 * evaluation and the next ones under the same list and options. It
 * replaces a unit cached with the same key.
 */
void
mu_tts_unit_cache_insert (MuTtsUnitCache *cache, const MuTtsUnitKey *key, const MuTtsPricedUnit *priced)
{
  Slot *slot = g_new0 (Slot, 1);

  slot->key = *key;
  slot->priced = *priced;
  slot->priced.figures = g_ptr_array_ref (priced->figures);
  g_hash_table_replace (cache->units, &slot->key, slot);
}
