/* mu-event-private.h: the event module's parts
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-event.h"
#include "mu-event-results.h"

G_BEGIN_DECLS

/* How often a row is taken, and where first */
typedef struct
{
  guint taken;
  int command;
  const char *unit_id;
} MuEventRowUse;

/* What a roster takes, counted once (mu-event-tally.c) */
typedef struct
{
  GHashTable *rows; /* row id → MuEventRowUse */
  guint generals;
  guint heroes;
  int first_general; /* the command of the first, or -1 */
  int first_hero;
} MuEventTally;

MuEventTally *mu_event_tally_new (MuEvaluation *evaluation);
void mu_event_tally_free (MuEventTally *tally);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuEventTally, mu_event_tally_free)

void mu_event_sort_issues (MuEvaluation *evaluation);
void mu_event_check_saved (MuEvent *event, MuEvaluation *evaluation, const char *saved);
char *mu_event_army_key (MuEvaluation *evaluation);
char *mu_event_player_key (const char *player);
void mu_event_results_find_duplicates (MuEventResults *results);

G_END_DECLS
