/* mu-cli-event-private.h: muster-cli event, what its parts share
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-cli.h"
#include "mu-cli-print-module.h"
#include "mu-event.h"

G_BEGIN_DECLS

/* One submitted roster: a file, a line of a file of share codes, or a code. */
typedef struct
{
  char         *source;     /* the file, "FILE:LINE" for a line of codes, or the code */
  char         *player;     /* the roster's player, or the line's "player:"; NULL if none */
  MuRoster     *roster;     /* as submitted; NULL when unreadable */
  MuEvaluation *evaluation; /* as the event plays it; NULL when unreadable */
  char         *error;      /* why it could not be read, or NULL */
} MuCliEventEntry;

/* The rosters of an event, checked and sorted by player. */
typedef struct
{
  MuEvent   *event;
  GPtrArray *entries;       /* MuCliEventEntry */
  guint      n_legal;
  guint      n_unreadable;
} MuCliEventResults;

void        mu_cli_event_results_free (MuCliEventResults *results);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuCliEventResults, mu_cli_event_results_free)

/* The cells every report shows, as text ("–" when there is none). */
char       *mu_cli_event_list_label   (MuCliEventEntry   *entry);
char       *mu_cli_event_figure       (MuCliEventEntry   *entry,
                                       const char        *key);
char       *mu_cli_event_verdict      (MuCliEventEntry   *entry);
const char *mu_cli_event_army         (MuCliEventEntry   *entry);
char       *mu_cli_event_summary      (MuCliEventResults *results);

/* mu-cli-print.c: the book writer of the print module */
MuCliWriteBook mu_cli_load_book_writer (GError **error);

/* mu-cli-event-report.c */
char       *mu_cli_event_table        (MuCliEventResults *results);
char       *mu_cli_event_csv          (MuCliEventResults *results);
char       *mu_cli_event_json         (MuCliEventResults *results);

/* mu-cli-event-html.c */
char       *mu_cli_event_html         (MuCliEventResults *results);

G_END_DECLS
