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

/**
 * mu_cli_code:
 * @cli: the command line's library and streams
 * @argc: the number of arguments, the command's name included
 * @argv: "code", optionally "--full", and a roster file or share code
 *
 * muster-cli code: prints the short share code of a roster, the one its
 * sheet prints (mu_share_code_encode()), or with --full the full code,
 * names and notes included (mu_share_code_encode_full()).
 *
 * Returns: %MU_CLI_OK, or %MU_CLI_UNREADABLE on bad usage or a roster that
 *   cannot be read
 */
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
