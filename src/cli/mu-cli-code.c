/* mu-cli-code.c: muster-cli code [--full] ROSTER: the roster's share code
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-cli.h"
#include "mu-roster.h"
#include "mu-share-code.h"

/* Prints the short code of a roster (the one its sheet prints), or with
 * --full the full one; exits 2 when the roster cannot be read. */
int
mu_cli_code (MuCli *cli, int argc, char **argv)
{
  gboolean full = argc == 3 && g_str_equal (argv[1], "--full");
  g_autoptr(MuRoster) roster = NULL;
  g_autofree char *code = NULL;
  MuArmyList *list = NULL;

  if (argc != 2 && !full)
    {
      fprintf (cli->err, "%s", _("Usage: muster-cli code [--full] ROSTER\n"));
      return MU_CLI_UNREADABLE;
    }
  roster = mu_cli_open_roster (cli, argv[argc - 1], &list);
  if (roster == NULL)
    return MU_CLI_UNREADABLE;
  code = full ? mu_share_code_encode_full (roster, list) : mu_share_code_encode (roster, list);
  fprintf (cli->out, "%s\n", code);
  return MU_CLI_OK;
}
