/* mu-cli-new-list.c: muster-cli new-list --ruleset RULESET ID [-o FILE]
 *
 * Writes the skeleton of a list: its header, an army date option and
 * comments saying what goes where. It passes check-list as it is.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mu-atomic-file.h"
#include "mu-cli.h"
#include "mu-library.h"
#include "mu-list-draft.h"
#include "mu-option-def.h"
#include "mu-ruleset.h"

static const char usage[] = N_("Usage: muster-cli new-list --ruleset RULESET ID [-o FILE.xml]\n");

static MuListDraft *
skeleton (MuRuleset *ruleset, const char *id)
{
  MuListDraft *draft = mu_list_draft_new (ruleset, id);
  MuOptionDef date = { 0 };

  date.id = (char *) "date";
  date.label = (char *) "Army date";
  date.kind = MU_OPTION_YEAR;
  date.min = -5000;
  date.max = 5000;
  mu_list_draft_set_field (draft, "name", id);
  mu_list_draft_add_option (draft, &date);
  return draft;
}

/**
 * mu_cli_new_list:
 * @cli: the command line's library and streams
 * @argc: the number of arguments, the command's name included
 * @argv: "new-list", "--ruleset RULESET", the new list's id and optionally
 *   "-o FILE"
 *
 * muster-cli new-list: writes the commented skeleton of a new army list of
 * a ruleset to FILE, or to ID.xml in the current folder; it never
 * overwrites a file.
 *
 * Returns: %MU_CLI_OK, or %MU_CLI_UNREADABLE on bad usage, an unknown
 *   ruleset, a file that exists already or cannot be written
 */
int
mu_cli_new_list (MuCli *cli, int argc, char **argv)
{
  const char *ruleset_id = NULL, *id = NULL, *output = NULL;
  g_autofree char *path = NULL;
  g_autofree char *xml = NULL;
  g_autoptr(MuListDraft) draft = NULL;
  g_autoptr(GError) error = NULL;
  MuRuleset *ruleset;

  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--ruleset") && i + 1 < argc)
        ruleset_id = argv[++i];
      else if (g_str_equal (argv[i], "-o") && i + 1 < argc)
        output = argv[++i];
      else if (id == NULL && argv[i][0] != '-')
        id = argv[i];
      else
        ruleset_id = id = NULL, i = argc;
    }
  if (ruleset_id == NULL || id == NULL)
    {
      fprintf (cli->err, "%s", _(usage));
      return MU_CLI_UNREADABLE;
    }
  ruleset = mu_library_find_ruleset (cli->library, ruleset_id);
  if (ruleset == NULL)
    {
      fprintf (cli->err, _("muster-cli: Muster has no ruleset “%s”\n"), ruleset_id);
      return MU_CLI_UNREADABLE;
    }
  path = output != NULL ? g_strdup (output) : g_strconcat (id, ".xml", NULL);
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      fprintf (cli->err, _("muster-cli: “%s” exists already; give another file with -o\n"), path);
      return MU_CLI_UNREADABLE;
    }
  draft = skeleton (ruleset, id);
  xml = mu_list_draft_to_xml (draft, TRUE);
  if (!mu_file_replace (path, xml, strlen (xml), &error))
    {
      fprintf (cli->err, "%s\n", error->message);
      return MU_CLI_UNREADABLE;
    }
  fprintf (cli->out, _("%s: a new %s list; fill in its rows and check it with muster-cli check-list\n"),
                        path, ruleset->name);
  return MU_CLI_OK;
}
