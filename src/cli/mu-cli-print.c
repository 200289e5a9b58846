/* mu-cli-print.c: muster-cli print ROSTER -o FILE.pdf [--paper a4|letter]
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-cli.h"
#include "mu-evaluation.h"
#include "mu-roster.h"
#include "mu-sheet.h"

typedef struct
{
  const char *roster;
  const char *output;
  const char *paper;
} PrintArgs;

static gboolean
parse_args (int argc, char **argv, PrintArgs *args)
{
  for (int i = 1; i < argc; i++)
    {
      const char **value = NULL;

      if (g_str_equal (argv[i], "-o") || g_str_equal (argv[i], "--output"))
        value = &args->output;
      else if (g_str_equal (argv[i], "--paper"))
        value = &args->paper;
      else if (args->roster == NULL && argv[i][0] != '-')
        {
          args->roster = argv[i];
          continue;
        }
      else
        return FALSE;
      if (i + 1 >= argc || *value != NULL)
        return FALSE;
      *value = argv[++i];
    }
  return args->roster != NULL && args->output != NULL;
}

int
mu_cli_print (MuCli *cli, int argc, char **argv)
{
  PrintArgs args = { NULL, NULL, NULL };
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  g_autoptr(GError) error = NULL;
  MuArmyList *list = NULL;

  if (!parse_args (argc, argv, &args))
    {
      fprintf (cli->err, "%s", _("Usage: muster-cli print ROSTER -o FILE.pdf [--paper a4|letter]\n"));
      return MU_CLI_UNREADABLE;
    }
  roster = mu_cli_open_roster (cli, args.roster, &list);
  if (roster == NULL)
    return MU_CLI_UNREADABLE;
  evaluation = mu_evaluate (roster, list);
  if (!mu_sheet_write_pdf (evaluation, args.output, args.paper, &error))
    {
      fprintf (cli->err, "%s\n", error->message);
      return MU_CLI_UNREADABLE;
    }
  return MU_CLI_OK;
}
