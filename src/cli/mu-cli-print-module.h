/* mu-cli-print-module.h: the sheet printer muster-cli loads for `print`
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Writing the sheet needs cairo and pango, whose libraries cost several
 * milliseconds to load; muster-cli loads them with this module only when it
 * prints. The module exports one symbol, MU_CLI_PRINT_MODULE_ENTRY, and takes
 * everything else (core, rulesets) from the muster-cli that loads it.
 */
#pragma once

#include <gmodule.h>

#include "mu-book.h"
#include "mu-game.h"
#include "mu-types.h"

G_BEGIN_DECLS

/* The module's file, looked for next to muster-cli, then in the installed
 * module folder */
#define MU_CLI_PRINT_MODULE_FILE "muster-cli-print.so"
#define MU_CLI_PRINT_MODULE_ENTRY "mu_cli_print_module_entry"
#define MU_CLI_BOOK_MODULE_ENTRY "mu_cli_print_module_book_entry"
#define MU_CLI_GAME_MODULE_ENTRY "mu_cli_print_module_game_entry"

/* Raised whenever the types below change */
#define MU_CLI_PRINT_MODULE_VERSION 2

typedef gboolean (*MuCliWritePdf) (MuEvaluation *evaluation, const char *path, const char *paper,
                                   GError **error);

/* An event's book (mu-book.h) */
typedef gboolean (*MuCliWriteBook) (const char *title, const char * const *conditions,
                                    const MuBookEntry *entries, guint n_entries, const char *path,
                                    const char *paper, GError **error);

/* A game's summary (mu-game-sheet.h) */
typedef gboolean (*MuCliWriteGame) (MuGame *game, const char *path, const char *paper, GError **error);

/* The writer when VERSION is the module's own, else NULL. */
typedef MuCliWritePdf (*MuCliPrintModuleEntry) (guint version);
typedef MuCliWriteBook (*MuCliBookModuleEntry) (guint version);
typedef MuCliWriteGame (*MuCliGameModuleEntry) (guint version);

G_MODULE_EXPORT MuCliWritePdf mu_cli_print_module_entry (guint version);
G_MODULE_EXPORT MuCliWriteBook mu_cli_print_module_book_entry (guint version);
G_MODULE_EXPORT MuCliWriteGame mu_cli_print_module_game_entry (guint version);

G_END_DECLS
