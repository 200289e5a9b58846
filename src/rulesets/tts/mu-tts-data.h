/* mu-tts-data.h: To the Strongest! tables, as read from lists/rulesets/tts.xml
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-rule-table.h"
#include "mu-types.h"
#include "mu-xml-tree.h"

G_BEGIN_DECLS

typedef enum
{
  MU_TTS_LIGHT,
  MU_TTS_REGULAR,
  MU_TTS_DEEP,
} MuTtsSize;

/* A row of the Quick Reference Sheet's unit table. */
typedef struct
{
  const char *id;
  const char *name;
  gboolean mounted; /* arm: foot (FALSE) or mounted (TRUE) */
  MuTtsSize size;   /* as bought; "deep" for types that are always deep */
  int hits;
  int ammo;
  int save;
  int cost;
  int deep_cost; /* -1 but for types that may be regular or deep */
  int vp;
  gboolean elephant;
  gboolean shock_missile;          /* legionaries' pilum: no chits */
  const char *deep_hits_option_id; /* option giving deep hits and VP (billmen) */
  const char *cost_option_id;      /* option giving the cost (auxiliaries) */
  const char *reference;
  const char *printed; /* other names the lists print, separated by "; " */
} MuTtsTroop;

/* A modifier (veteran, raw, equipment…), a general upgrade or an item
 * (hero, camp, fortification length, ammunition point). */
typedef struct
{
  const char *id;
  int cost[3]; /* by size: light, regular, deep */
  int save;    /* added to the save (−1 is one better) */
  int hits;
  int ammo;
  int vp;
  const char *reference;
} MuTtsModifier;

typedef struct
{
  MuRuleTable *table;            /* troop, modifier, general-cost and item rows */
  struct _MuTtsUnitCache *cache; /* units priced in earlier evaluations */
} MuTtsData;

gboolean mu_tts_troop_may_be_deep (const MuTtsTroop *troop);
gboolean mu_tts_data_load_element (MuRuleset *ruleset, MuXmlNode *node, const char *file, GError **error);
void mu_tts_data_free (gpointer data);
const MuTtsTroop *mu_tts_data_troop (MuRuleset *ruleset, const char *id);
const MuTtsModifier *mu_tts_data_modifier (MuRuleset *ruleset, const char *id);
const MuTtsModifier *mu_tts_data_general (MuRuleset *ruleset, const char *id);
char **mu_tts_data_vocabulary (MuRuleset *ruleset, const char *attribute);
const MuTtsModifier *mu_tts_data_item (MuRuleset *ruleset, const char *id);

G_END_DECLS
