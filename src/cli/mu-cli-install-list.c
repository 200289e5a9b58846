/* mu-cli-install-list.c: muster-cli install-list FILE…
 *
 * Each list is checked (it must load against the library's rulesets) and
 * installed into the player's folder, where the library finds it; a list
 * that does not load is refused with its message and not copied.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>
#include <string.h>

#include "mu-cli.h"
#include "mu-error.h"
#include "mu-user-lists.h"

static int
install_one (MuCli *cli, const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *target = NULL;
  gint64 revision = 0;

  target = mu_user_lists_install_file (cli->library, path, &revision, &error);
  if (target == NULL && g_error_matches (error, MU_ERROR, MU_ERROR_IO))
    {
      fprintf (cli->err, "%s\n", error->message);
      return MU_CLI_UNREADABLE;
    }
  if (target == NULL)
    {
      /* a list that does not load: every problem, not the first only */
      g_autofree char *prefix = g_strdup_printf (_("%s: not installed: %s\n"), path, "");

      prefix[strlen (prefix) - 1] = '\0';
      if (mu_cli_print_list_problems (cli, path, prefix) == 0)
        fprintf (cli->err, _("%s: not installed: %s\n"), path, error->message);
      return MU_CLI_UNREADABLE;
    }
  fprintf (cli->out, _("%s: installed as %s, revision %" PRId64 "\n"), path, target, revision);
  return MU_CLI_OK;
}

/**
 * mu_cli_install_list:
 * @cli: the command line's library and streams
 * @argc: the number of arguments, the command's name included
 * @argv: "install-list" and the army list files to install
 *
 * muster-cli install-list: checks each list and copies it into the user's
 * own folder of lists (mu_user_lists_install()), printing where it went
 * and its revision.
 *
 * Returns: %MU_CLI_OK when every list was installed, else
 *   %MU_CLI_UNREADABLE
 */
int
mu_cli_install_list (MuCli *cli, int argc, char **argv)
{
  int status = MU_CLI_OK;

  if (argc < 2)
    {
      fprintf (cli->err, "%s", _("Usage: muster-cli install-list LIST.xml…\n"));
      return MU_CLI_UNREADABLE;
    }
  for (int i = 1; i < argc; i++)
    {
      int one = install_one (cli, argv[i]);
      status = MAX (status, one);
    }
  return status;
}
