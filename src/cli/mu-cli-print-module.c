/* mu-cli-print-module.c: the sheet printer module of muster-cli
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-cli-print-module.h"
#include "mu-game-sheet.h"
#include "mu-sheet.h"

/**
 * mu_cli_print_module_entry:
 * @version: the %MU_CLI_PRINT_MODULE_VERSION muster-cli was built with
 *
 * The entry point of the print module, looked up by name
 * (%MU_CLI_PRINT_MODULE_ENTRY) when muster-cli prints a sheet.
 *
 * Returns: (nullable): mu_sheet_write_pdf(), or %NULL when @version is not
 *   the module's own
 */
MuCliWritePdf
mu_cli_print_module_entry (guint version)
{
  if (version != MU_CLI_PRINT_MODULE_VERSION)
    return NULL;
  return mu_sheet_write_pdf;
}

/**
 * mu_cli_print_module_book_entry:
 * @version: the %MU_CLI_PRINT_MODULE_VERSION muster-cli was built with
 *
 * The entry point of the print module for an event's book, looked up by
 * name (%MU_CLI_BOOK_MODULE_ENTRY) by mu_cli_load_book_writer() for
 * `muster-cli event book`.
 *
 * Returns: (nullable): mu_book_write_pdf(), or %NULL when @version is not
 *   the module's own
 */
MuCliWriteBook
mu_cli_print_module_book_entry (guint version)
{
  if (version != MU_CLI_PRINT_MODULE_VERSION)
    return NULL;
  return mu_book_write_pdf;
}

/**
 * mu_cli_print_module_game_entry:
 * @version: the %MU_CLI_PRINT_MODULE_VERSION muster-cli was built with
 *
 * The entry point of the print module for a game's summary, looked up by
 * name (%MU_CLI_GAME_MODULE_ENTRY) for `muster-cli game print`.
 *
 * Returns: (nullable): mu_game_sheet_write_pdf(), or %NULL when @version
 *   is not the module's own
 */
MuCliWriteGame
mu_cli_print_module_game_entry (guint version)
{
  if (version != MU_CLI_PRINT_MODULE_VERSION)
    return NULL;
  return mu_game_sheet_write_pdf;
}
