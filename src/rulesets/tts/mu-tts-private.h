/* mu-tts-private.h: the To the Strongest! module's parts
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-entry-price.h"
#include "mu-list-entry.h"
#include "mu-types.h"

G_BEGIN_DECLS

#define MU_TTS_BOOK N_("To the Strongest! v1.1")

gboolean mu_tts_is_senior_alone (MuEvaluation *evaluation, int command);
gboolean mu_tts_general_has (MuEvaluation *evaluation, MuGeneral *general, const char *upgrade);
guint mu_tts_count_units (MuEvaluation *evaluation, int command, MuEntryKind kind);
void mu_tts_check_rules (MuRuleset *ruleset, MuEvaluation *evaluation);
void mu_tts_check_allies (MuEvaluation *evaluation);
gboolean mu_tts_senior_per_contingent (MuEvaluation *evaluation);
void mu_tts_check_list (MuRuleset *ruleset, MuArmyList *list, GPtrArray *issues);
gboolean mu_tts_check_entry (MuRuleset *ruleset, MuListEntry *entry, const char *file, GError **error);
char *mu_tts_format_save (int save);
gboolean mu_tts_price_entry (MuRuleset *ruleset, MuArmyList *list, GHashTable *options, MuListEntry *entry,
                             MuEntryPrice *price);

G_END_DECLS
