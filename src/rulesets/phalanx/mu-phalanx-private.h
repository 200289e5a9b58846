/* mu-phalanx-private.h: the Phalanx module's parts
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-rule-table.h"
#include "mu-types.h"

G_BEGIN_DECLS

/* One of the army's twelve vignettes, as the order of battle sets it. */
typedef struct
{
  MuUnit *unit;
  MuUnitResult *result;
  MuRuleRecord *troop; /* NULL if the row names no known type */
  int command;
  const char *army_class; /* "RA", "IF" or NULL when not chosen */
  int integrity;          /* 1–5, 0 when not chosen */
  gboolean mbl;
  gboolean general;
  gboolean key;
  int left;            /* index of the vignette it is in-line linked to, or -1 */
  int front;           /* index of the vignette it supports, or -1 */
  int group;           /* index of the first vignette of its link (itself if alone) */
  int supporter;       /* index of the first vignette that supports it, or -1 */
  int next_supporter;  /* the next vignette supporting the same one, or -1 */
  int in_line;         /* of a link's first vignette: its vignettes not supporting another */
  gboolean cost_known; /* of a link's first vignette: cost is computed */
  int cost;            /* the link's activation cost (mu_phalanx_group_cost) */
} MuPhalanxVignette;

typedef struct
{
  MuEvaluation *evaluation;
  MuRuleTable *table;
  GArray *vignettes; /* MuPhalanxVignette */
} MuPhalanxArmy;

void mu_phalanx_army_init (MuPhalanxArmy *army, MuRuleset *ruleset, MuEvaluation *evaluation);
void mu_phalanx_army_clear (MuPhalanxArmy *army);
MuPhalanxVignette *mu_phalanx_army_get (MuPhalanxArmy *army, int index);
const char *mu_phalanx_vignette_name (MuPhalanxVignette *vignette);
const char *mu_phalanx_troop_id (MuPhalanxVignette *vignette);
int mu_phalanx_count_main_line (MuPhalanxArmy *army);
int mu_phalanx_group_cost (MuPhalanxArmy *army, int group);
void mu_phalanx_check_rules (MuPhalanxArmy *army);

G_END_DECLS
