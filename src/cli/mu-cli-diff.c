/* mu-cli-diff.c: muster-cli diff [--json] A B: what changed between two rosters or codes
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-cli.h"
#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-general.h"
#include "mu-json-writer.h"
#include "mu-roster-diff.h"
#include "mu-roster.h"
#include "mu-share-code.h"
#include "mu-unit.h"

static char *
changes_json (GPtrArray *changes)
{
  g_autoptr(MuJsonWriter) json = mu_json_writer_new ();

  mu_json_writer_begin_object (json, NULL);
  mu_json_writer_boolean (json, "same", changes->len == 0);
  mu_json_writer_begin_array (json, "changes");
  for (guint i = 0; i < changes->len; i++)
    {
      MuDiffChange *change = changes->pdata[i];

      mu_json_writer_begin_object (json, NULL);
      mu_json_writer_string (json, "kind", mu_diff_kind_name (change->kind));
      if (change->contingent > 0)
        mu_json_writer_int (json, "contingent", change->contingent);
      if (change->command >= 0)
        {
          mu_json_writer_int (json, "command", change->command + 1);
          mu_json_writer_string (json, "command_name", change->where);
        }
      mu_json_writer_string (json, "what", change->what);
      if (change->text != NULL)
        mu_json_writer_string (json, "change", change->text);
      mu_json_writer_end_object (json);
    }
  mu_json_writer_end_array (json);
  mu_json_writer_end_object (json);
  return mu_json_writer_finish (json);
}

static gboolean
is_code (const char *input)
{
  return !g_file_test (input, G_FILE_TEST_EXISTS) && mu_share_code_is_plausible (input);
}

/**
 * mu_cli_diff:
 * @cli: the command line's library and streams
 * @argc: the number of arguments, the command's name included
 * @argv: "diff", optionally "--json", and two rosters (files or share
 *   codes)
 *
 * muster-cli diff: prints what changed from the first army to the second
 * (mu_roster_diff()), as text or with --json as JSON. When either is a
 * short share code, both are first put in the short code's order of units,
 * so that their units are matched.
 *
 * Returns: %MU_CLI_OK when the armies are the same (names and notes
 *   aside), %MU_CLI_ILLEGAL when they differ, %MU_CLI_UNREADABLE on bad
 *   usage or a roster that cannot be read
 */
int
mu_cli_diff (MuCli *cli, int argc, char **argv)
{
  gboolean json = argc == 4 && g_str_equal (argv[1], "--json");
  g_autoptr(MuRoster) a = NULL;
  g_autoptr(MuRoster) b = NULL;
  g_autoptr(MuEvaluation) ea = NULL;
  g_autoptr(MuEvaluation) eb = NULL;
  g_autoptr(GPtrArray) changes = NULL;
  g_autofree char *text = NULL;
  MuArmyList *list_a = NULL, *list_b = NULL;

  if (argc != 3 && !json)
    {
      fprintf (cli->err, "%s", _("Usage: muster-cli diff [--json] ROSTER ROSTER\n"));
      return MU_CLI_UNREADABLE;
    }
  a = mu_cli_open_roster (cli, argv[argc - 2], &list_a);
  b = a != NULL ? mu_cli_open_roster (cli, argv[argc - 1], &list_b) : NULL;
  if (b == NULL)
    return MU_CLI_UNREADABLE;
  /* a short code gives the units by row, numbered by their places: so is
   * the other army, for its units to be matched */
  if (is_code (argv[argc - 2]) || is_code (argv[argc - 1]))
    {
      mu_share_code_short_form (a, list_a);
      mu_share_code_short_form (b, list_b);
      mu_roster_number_units (a);
      mu_roster_number_units (b);
    }
  ea = mu_evaluate (a, list_a);
  eb = mu_evaluate (b, list_b);
  changes = mu_roster_diff (ea, eb);
  text = json ? changes_json (changes) : mu_roster_diff_text (changes);
  fprintf (cli->out, json ? "%s\n" : "%s", text);
  return changes->len == 0 ? MU_CLI_OK : MU_CLI_ILLEGAL;
}
