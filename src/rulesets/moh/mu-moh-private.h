/* mu-moh-private.h: the Meeting of Hosts module's parts
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-rule-table.h"
#include "mu-types.h"

G_BEGIN_DECLS

#define MU_MOH_BOOK N_("Meeting of Hosts")

MuRuleRecord *mu_moh_unit_type (MuRuleset *ruleset, MuUnitResult *result);
gboolean mu_moh_is_general (MuGeneral *general);
void mu_moh_check_rules (MuRuleset *ruleset, MuEvaluation *evaluation);

G_END_DECLS
