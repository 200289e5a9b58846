/* mu-pharaoh-private.h: the For the Pharaoh module's parts
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-entry-price.h"
#include "mu-pharaoh-body.h"

G_BEGIN_DECLS

#define MU_PHARAOH_BOOK N_("For the Pharaoh")

typedef struct
{
  double troops; /* points of the figures and models */
  double generals;
  double other;    /* specialists and field works */
  double scouting; /* scouting points */
  guint units;     /* units of troops */
} MuPharaohTotals;

void mu_pharaoh_evaluate_unit (MuRuleset *ruleset, MuEvaluation *evaluation, MuUnitResult *result,
                               MuPharaohTotals *totals);
void mu_pharaoh_check_bodies (MuRuleset *ruleset, MuEvaluation *evaluation, MuUnitResult *result,
                              GPtrArray *bodies);
double mu_pharaoh_general_cost (MuRuleset *ruleset, GHashTable *options, gint64 rating);
void mu_pharaoh_evaluate_general (MuRuleset *ruleset, MuEvaluation *evaluation, MuUnitResult *result,
                                  MuPharaohTotals *totals);
void mu_pharaoh_check_army (MuRuleset *ruleset, MuEvaluation *evaluation, MuPharaohTotals *totals);
gboolean mu_pharaoh_check_entry (MuRuleset *ruleset, MuListEntry *entry, const char *file, GError **error);
void mu_pharaoh_check_list (MuRuleset *ruleset, MuArmyList *list, GPtrArray *issues);
const char *mu_pharaoh_unit_label (MuUnitResult *result);
gboolean mu_pharaoh_price_entry (MuRuleset *ruleset, MuArmyList *list, GHashTable *options,
                                 MuListEntry *entry, MuEntryPrice *price);

G_END_DECLS
