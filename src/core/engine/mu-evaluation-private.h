/* mu-evaluation-private.h: for the engine that fills an evaluation
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-evaluation.h"

G_BEGIN_DECLS

MuEvaluation *mu_evaluation_new (MuRoster *roster, MuArmyList *list);
MuUnitResult *mu_unit_result_new (int command, MuListEntry *entry);
MuCommandResult *mu_command_result_new (MuCommand *command, int index);
MuContingentResult *mu_contingent_result_new (guint number, MuArmyList *list);
void mu_engine_check_limits (MuEvaluation *evaluation);
void mu_engine_check_constraints (MuEvaluation *evaluation);
char *mu_engine_list_reference (MuEvaluation *evaluation, const char *marker);

G_END_DECLS
