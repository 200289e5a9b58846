/* mu-event-private.h: the event module's parts
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-event.h"
#include "mu-event-results.h"

G_BEGIN_DECLS

void mu_event_sort_issues (MuEvaluation *evaluation);
char *mu_event_army_key (MuEvaluation *evaluation);
char *mu_event_player_key (const char *player);
void mu_event_results_find_duplicates (MuEventResults *results);

G_END_DECLS
