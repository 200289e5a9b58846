/* mu-cli-import-list.c: muster-cli import-list --ruleset RULESET FILE.txt -o LIST.xml
 *
 * Reads a list's printed table (one row a line, columns separated by tabs
 * or two spaces or more) and writes the list file, whatever could not be
 * read kept and marked. Prints the list's problems: exit 0 when there are
 * none, 1 when the player has rows or footnotes to mend, 2 when the text
 * cannot be read or the list cannot be written. A list that would not load
 * (a row with no troop type, say) is not written: every problem is
 * printed and it exits 2, so check-list and diff-list can read whatever it
 * writes.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mu-cli.h"
#include "mu-army-list.h"
#include "mu-issue.h"
#include "mu-list-ids.h"
#include "mu-library.h"
#include "mu-list-import.h"

static void
print_issues (MuCli *cli, GPtrArray *issues)
{
  for (guint i = 0; i < issues->len; i++)
    {
      MuIssue *issue = issues->pdata[i];

      fprintf (cli->out, "  %s %s: %s\n", mu_severity_get_label (issue->severity), issue->code,
               issue->message);
    }
}

/* The list's id, from the file it is written to: "my army.xml" → my-army */
static char *
id_of_output (const char *output)
{
  g_autofree char *base = g_path_get_basename (output);
  g_autofree char *id = NULL;

  if (g_str_has_suffix (base, ".xml"))
    base[strlen (base) - 4] = '\0';
  id = mu_list_id_from_text (base);
  return *id != '\0' ? g_steal_pointer (&id) : g_strdup ("imported-list");
}

/* Writes the list when it loads; otherwise says why, with every problem */
static int
write_list (MuCli *cli, MuListDraft *draft, GPtrArray *issues, const char *output)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuArmyList) built = mu_list_draft_build (draft, &error);

  print_issues (cli, issues);
  if (built == NULL)
    {
      fprintf (cli->err,
               g_dngettext (
                   GETTEXT_PACKAGE, "%s: not written: the list would not load; mend the %u problem above\n",
                   "%s: not written: the list would not load; mend the %u problems above\n", issues->len),
               output, issues->len);
      return MU_CLI_UNREADABLE;
    }
  if (!mu_list_draft_save (draft, output, &error))
    {
      fprintf (cli->err, "%s\n", error->message);
      return MU_CLI_UNREADABLE;
    }
  fprintf (cli->out,
           g_dngettext (GETTEXT_PACKAGE, "%s: %u rows read, %u problem to mend\n",
                        "%s: %u rows read, %u problems to mend\n", issues->len),
           output, mu_list_draft_get_rows (draft)->len, issues->len);
  return issues->len == 0 ? MU_CLI_OK : MU_CLI_ILLEGAL;
}

/**
 * mu_cli_import_list:
 * @cli: the command line's library and streams
 * @argc: the number of arguments, the command's name included
 * @argv: "import-list", "--ruleset RULESET", the text of a list's printed
 *   table and "-o LIST.xml"
 *
 * muster-cli import-list: reads an army list from the text of its printed
 * table (mu_list_import_text()), writes it as a list file whose id is the
 * output file's name, and prints the problems left to mend in it
 * (mu_list_draft_check()).
 *
 * Returns: %MU_CLI_OK when the list has no problem, %MU_CLI_ILLEGAL when it
 *   has some that still let it load (the file is written all the same),
 *   %MU_CLI_UNREADABLE on bad usage, an unknown ruleset, a text that is not
 *   UTF-8 or not a regular file, a list that would not load (nothing is
 *   written) or a file that cannot be written
 */
int
mu_cli_import_list (MuCli *cli, int argc, char **argv)
{
  const char *ruleset_id = NULL, *input = NULL, *output = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MuListDraft) draft = NULL;
  g_autoptr(GPtrArray) issues = NULL;
  g_autofree char *text = NULL;
  g_autofree char *id = NULL;
  MuRuleset *ruleset;

  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], "--ruleset") && i + 1 < argc)
      ruleset_id = argv[++i];
    else if (g_str_equal (argv[i], "-o") && i + 1 < argc)
      output = argv[++i];
    else if (input == NULL)
      input = argv[i];
  if (ruleset_id == NULL || input == NULL || output == NULL)
    {
      fprintf (cli->err, "%s", _("Usage: muster-cli import-list --ruleset RULESET FILE.txt -o LIST.xml\n"));
      return MU_CLI_UNREADABLE;
    }
  ruleset = mu_library_find_ruleset (cli->library, ruleset_id);
  if (ruleset == NULL)
    {
      fprintf (cli->err, _("muster-cli: Muster has no ruleset “%s”\n"), ruleset_id);
      return MU_CLI_UNREADABLE;
    }
  text = mu_list_import_read_file (input, &error);
  if (text == NULL)
    {
      fprintf (cli->err, "%s\n", error->message);
      return MU_CLI_UNREADABLE;
    }
  id = id_of_output (output);
  draft = mu_list_import_text (ruleset, id, text);
  mu_list_import_link (draft, cli->library);
  issues = mu_list_draft_check (draft);
  return write_list (cli, draft, issues, output);
}
