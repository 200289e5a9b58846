/* main.c: muster-cli
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "mu-cli.h"

int
main (int argc, char **argv)
{
  return mu_cli_run (argc, argv);
}
