/* mu-tts-profile.h: a To the Strongest! unit as bought: troop type, size,
 * quality and options, and what they make of cost, save, hits, ammunition, VP
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-tts-data.h"

G_BEGIN_DECLS

typedef struct
{
  const MuTtsTroop *troop;
  const char *quality; /* NULL, "veteran" or "raw" */
  gboolean deep;
  gboolean small;
  gboolean fanatic;
  gboolean extra_missile;
  gboolean extra_deep;
  gboolean escorted;
  gboolean shock_missile; /* bought, as for warriors */
  GPtrArray *equipment;   /* const char*: pavises, stakes, … */
  int save_override;      /* -1: none */
  int cost_override;      /* -1: none; the list's printed cost stands */
  int ammo_override;      /* -1: none */
  const char *weapon;

  /* results */
  MuTtsSize size;
  double derived_cost; /* before any override */
  int derived_save;
  double cost;
  int save;
  int hits;
  int ammo;
  int vp;
} MuTtsProfile;

void mu_tts_profile_init (MuTtsProfile *profile);
void mu_tts_profile_clear (MuTtsProfile *profile);
void mu_tts_profile_apply (MuTtsProfile *profile, MuRuleset *ruleset, GHashTable *options,
                           MuListEntry *entry);
void mu_tts_profile_compute (MuTtsProfile *profile, MuRuleset *ruleset, GHashTable *options);
void mu_tts_profile_apply_attrs (MuTtsProfile *profile, MuRuleset *ruleset, GHashTable *options,
                                 GHashTable *attrs);
gboolean mu_tts_profile_same_choices (const MuTtsProfile *a, const MuTtsProfile *b);
char *mu_tts_profile_describe (MuTtsProfile *profile);
gboolean mu_tts_profile_for (MuTtsProfile *profile, MuRuleset *ruleset, GHashTable *options,
                             MuListEntry *entry, GPtrArray *upgrades);

G_END_DECLS
