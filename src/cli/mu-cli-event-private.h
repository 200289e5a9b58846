/* mu-cli-event-private.h: muster-cli event, what its parts share
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-cli.h"
#include "mu-cli-print-module.h"
#include "mu-event-results.h"

G_BEGIN_DECLS

/* mu-cli-print.c: the book writer of the print module */
MuCliWriteBook mu_cli_load_book_writer (GError **error);

/* mu-cli-event-report.c */
char *mu_cli_event_table (MuEventResults *results, GPtrArray *conditions);
char *mu_cli_event_csv (MuEventResults *results);
char *mu_cli_event_json (MuEventResults *results);

/* mu-cli-event-html.c */
char *mu_cli_event_html (MuEventResults *results, GPtrArray *conditions);

G_END_DECLS
