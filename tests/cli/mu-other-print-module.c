/* mu-other-print-module.c: a print module of another version, which
 * answers no version this muster-cli asks for
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "mu-cli-print-module.h"

MuCliWritePdf
mu_cli_print_module_entry (guint version)
{
  return NULL;
}
