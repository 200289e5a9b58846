/* mu-cli-validate.c: muster-cli validate [--json] ROSTER…
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-cli.h"
#include "mu-evaluation.h"
#include "mu-issue.h"
#include "mu-roster.h"

static void
print_text (MuCli *cli, MuEvaluation *evaluation, const char *file)
{
  g_autofree char *verdict = mu_evaluation_verdict (evaluation);
  g_autofree char *name = mu_cli_text (file);

  fprintf (cli->out, "%s: %s\n", name, verdict);
  for (guint i = 0; i < evaluation->issues->len; i++)
    {
      MuIssue *issue = evaluation->issues->pdata[i];
      g_autofree char *message = mu_cli_text (issue->message);
      g_autofree char *where = mu_cli_text (issue->where);
      g_autofree char *reference = mu_cli_text (issue->reference);

      fprintf (cli->out, "  %s %s: %s\n", mu_severity_get_label (issue->severity), issue->code, message);
      fprintf (cli->out, "    %s%s%s\n", where, issue->reference != NULL ? " · " : "", reference);
    }
}

static void
print_json (MuCli *cli, GPtrArray *evaluations, GPtrArray *files)
{
  g_autofree char *json = NULL;

  if (evaluations->len == 1)
    json = mu_cli_evaluation_json (evaluations->pdata[0], files->pdata[0]);
  else
    json = mu_cli_evaluations_json (evaluations, files);
  fprintf (cli->out, "%s\n", json);
}

/**
 * mu_cli_validate:
 * @cli: the command line's library and streams
 * @argc: the number of arguments, the command's name included
 * @argv: "validate", optionally "--json", and roster files or share codes
 *
 * muster-cli validate: checks each roster and prints its verdict with its
 * issues, or with --json the JSON of mu_cli_evaluations_json() (one object
 * for one roster). A roster that cannot be read is reported and the others
 * are still checked.
 *
 * Returns: %MU_CLI_UNREADABLE when a roster cannot be read, else
 *   %MU_CLI_ILLEGAL when one is illegal, else %MU_CLI_OK
 */
int
mu_cli_validate (MuCli *cli, int argc, char **argv)
{
  g_autoptr(GPtrArray) evaluations = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_evaluation_unref);
  g_autoptr(GPtrArray) files = g_ptr_array_new ();
  gboolean json = FALSE;
  gboolean unreadable = FALSE;
  gboolean illegal = FALSE;
  guint n_done = 0;

  for (int i = 1; i < argc; i++)
    {
      g_autoptr(MuRoster) roster = NULL;
      MuArmyList *list = NULL;
      MuEvaluation *evaluation;

      if (g_str_equal (argv[i], "--json"))
        {
          json = TRUE;
          continue;
        }
      roster = mu_cli_open_roster (cli, argv[i], &list);
      if (roster == NULL)
        {
          unreadable = TRUE;
          continue;
        }
      evaluation = mu_evaluate_full (roster, list, MU_EVALUATE_VERDICT_ONLY);
      illegal |= !mu_evaluation_is_legal (evaluation);
      if (!json)
        {
          print_text (cli, evaluation, argv[i]);
          mu_evaluation_unref (evaluation);
          n_done++;
          continue;
        }
      g_ptr_array_add (evaluations, evaluation);
      g_ptr_array_add (files, argv[i]);
    }
  if (evaluations->len + n_done + (unreadable ? 1 : 0) == 0)
    {
      fprintf (cli->err, "%s", _("Usage: muster-cli validate [--json] ROSTER…\n"));
      return MU_CLI_UNREADABLE;
    }
  if (json && evaluations->len > 0)
    print_json (cli, evaluations, files);
  if (unreadable)
    return MU_CLI_UNREADABLE;
  return illegal ? MU_CLI_ILLEGAL : MU_CLI_OK;
}
