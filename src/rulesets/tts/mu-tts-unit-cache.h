/* mu-tts-unit-cache.h: units priced before, by what they are bought as
 *
 * An edit changes one unit; the others are priced as they were. The cache
 * keeps, for each list row, upgrade rows and number of heroes, the unit's
 * points, VP, whether it adds a reserve chit, and its figures, which the
 * results of every identical unit share. It empties itself whenever the
 * options in force (the readings of the rules) change.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"

G_BEGIN_DECLS

#define MU_TTS_CACHE_MAX_UPGRADES 4

typedef struct
{
  MuListEntry *entry;
  MuListEntry *upgrades[MU_TTS_CACHE_MAX_UPGRADES];
  guint n_upgrades;
  guint heroes;
} MuTtsUnitKey;

typedef struct
{
  double points;
  int vp;
  gboolean reserve;
  GPtrArray *figures;
} MuTtsPricedUnit;

typedef struct _MuTtsUnitCache MuTtsUnitCache;

MuTtsUnitCache *mu_tts_unit_cache_new (void);
void mu_tts_unit_cache_free (MuTtsUnitCache *cache);
void mu_tts_unit_cache_begin (MuTtsUnitCache *cache, MuArmyList *list, GHashTable *options);
void mu_tts_unit_cache_end (MuTtsUnitCache *cache);
gboolean mu_tts_unit_cache_key (MuEvaluation *evaluation, MuUnitResult *result, MuTtsUnitKey *key);
const MuTtsPricedUnit *mu_tts_unit_cache_lookup (MuTtsUnitCache *cache, const MuTtsUnitKey *key);
void mu_tts_unit_cache_insert (MuTtsUnitCache *cache, const MuTtsUnitKey *key, const MuTtsPricedUnit *priced);

G_END_DECLS
