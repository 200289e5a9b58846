/* mu-cli-print-module.c: the sheet printer module of muster-cli
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-cli-print-module.h"
#include "mu-sheet.h"

MuCliWritePdf
mu_cli_print_module_entry (guint version)
{
  if (version != MU_CLI_PRINT_MODULE_VERSION)
    return NULL;
  return mu_sheet_write_pdf;
}

MuCliWriteBook
mu_cli_print_module_book_entry (guint version)
{
  if (version != MU_CLI_PRINT_MODULE_VERSION)
    return NULL;
  return mu_book_write_pdf;
}
