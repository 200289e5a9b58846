/* mu-event-results.h: every roster submitted for an event, checked
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-event.h"
#include "mu-types.h"

G_BEGIN_DECLS

/* One submitted roster: a file, a line of a file of share codes, or a code. */
typedef struct
{
  char *source;             /* the file, "FILE:LINE" for a line of codes, or the code */
  char *player;             /* the roster's player, or the line's "player:"; NULL if none */
  MuRoster *roster;         /* as submitted; NULL when unreadable */
  MuEvaluation *evaluation; /* as the event plays it; NULL when unreadable */
  char *error;              /* why it could not be read, or NULL */
} MuEventEntry;

/* The rosters of an event, checked, and once finished sorted by player. */
typedef struct
{
  MuEvent *event;
  GPtrArray *entries; /* MuEventEntry */
  guint n_legal;
  guint n_unreadable;
} MuEventResults;

MuEventResults *mu_event_results_new (MuEvent *event);
void mu_event_results_add_input (MuEventResults *results, MuLibrary *library, const char *input);
void mu_event_results_finish (MuEventResults *results);
void mu_event_results_free (MuEventResults *results);
char *mu_event_results_summary (MuEventResults *results);
char *mu_event_results_list_label (MuEventResults *results, MuEventEntry *entry);

/* The cells every report shows, as text ("–" when there is none). */
const char *mu_event_entry_army (MuEventEntry *entry);
char *mu_event_entry_figure (MuEventEntry *entry, const char *key);
char *mu_event_entry_verdict (MuEventEntry *entry);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuEventResults, mu_event_results_free)

G_END_DECLS
