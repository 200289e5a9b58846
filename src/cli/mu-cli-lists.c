/* mu-cli-lists.c: muster-cli lists
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "mu-army-list.h"
#include "mu-cli.h"
#include "mu-library.h"
#include "mu-ruleset.h"

/**
 * mu_cli_lists:
 * @cli: the command line's library and streams
 * @argc: the number of arguments, the command's name included
 * @argv: "lists"; other arguments are ignored
 *
 * muster-cli lists: prints every ruleset of the library, each followed by
 * its army lists with their name, period and revision, and a warning on
 * the error stream for each file the library could not load.
 *
 * Returns: %MU_CLI_OK, or %MU_CLI_UNREADABLE when a file of the library
 *   could not be loaded
 */
int
mu_cli_lists (MuCli *cli, int argc, char **argv)
{
  g_autoptr(GPtrArray) rulesets = mu_library_sorted_rulesets (cli->library);

  for (guint i = 0; i < rulesets->len; i++)
    {
      MuRuleset *ruleset = rulesets->pdata[i];
      g_autofree char *ruleset_id = mu_cli_text (ruleset->id);
      g_autofree char *ruleset_name = mu_cli_text (ruleset->name);

      fprintf (cli->out, "%s  %s\n", ruleset_id, ruleset_name);
      for (guint j = 0; j < cli->library->lists->len; j++)
        {
          MuArmyList *list = cli->library->lists->pdata[j];
          g_autofree char *id = NULL;
          g_autofree char *name = NULL;
          g_autofree char *period = NULL;

          if (!g_str_equal (list->ruleset_id, ruleset->id))
            continue;
          id = mu_cli_text (list->id);
          name = mu_cli_text (list->name);
          period = mu_cli_text (list->period != NULL ? list->period : _("any period"));
          /* TRANSLATORS: the list's id, its name, its period and its revision number;
             keep the leading spaces and %-24s, which line the ids up */
          fprintf (cli->out, _("  %-24s %s (%s), revision %" PRId64 "\n"), id, name, period, list->revision);
        }
    }
  for (guint i = 0; i < cli->library->problems->len; i++)
    {
      g_autofree char *problem = mu_cli_text (cli->library->problems->pdata[i]);

      fprintf (cli->err, _("warning: %s\n"), problem);
    }
  return cli->library->problems->len > 0 ? MU_CLI_UNREADABLE : MU_CLI_OK;
}
