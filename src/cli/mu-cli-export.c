/* mu-cli-export.c: muster-cli export [--format F] ROSTER: the order of battle as forum text
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-cli.h"
#include "mu-evaluation.h"
#include "mu-export.h"
#include "mu-roster.h"

/**
 * mu_cli_export:
 * @cli: the command line's library and streams
 * @argc: the number of arguments, the command's name included
 * @argv: "export", optionally "--format FORMAT" (text, markdown, bbcode or
 *   csv; text when none), and a roster file or share code
 *
 * muster-cli export: prints the order of battle of a roster in a format to
 * paste in a forum post or a spreadsheet (mu_export_text()).
 *
 * Returns: %MU_CLI_OK, or %MU_CLI_UNREADABLE on bad usage or a roster that
 *   cannot be read
 */
int
mu_cli_export (MuCli *cli, int argc, char **argv)
{
  MuExportFormat format = MU_EXPORT_TEXT;
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  g_autofree char *text = NULL;
  MuArmyList *list = NULL;
  const char *path = NULL;

  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--format") && i + 1 < argc
          && mu_export_format_from_name (argv[i + 1], &format))
        i++;
      else if (g_str_has_prefix (argv[i], "--format=") && mu_export_format_from_name (argv[i] + 9, &format))
        continue;
      else if (path == NULL && argv[i][0] != '-')
        path = argv[i];
      else
        path = NULL, i = argc;
    }
  if (path == NULL)
    {
      fprintf (cli->err, "%s", _("Usage: muster-cli export [--format text|markdown|bbcode|csv] ROSTER\n"));
      return MU_CLI_UNREADABLE;
    }
  roster = mu_cli_open_roster (cli, path, &list);
  if (roster == NULL)
    return MU_CLI_UNREADABLE;
  evaluation = mu_evaluate (roster, list);
  text = mu_export_text (evaluation, format);
  fputs (text, cli->out);
  return MU_CLI_OK;
}
