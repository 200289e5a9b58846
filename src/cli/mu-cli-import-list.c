/* mu-cli-import-list.c: muster-cli import-list --ruleset RULESET FILE.txt -o LIST.xml
 *
 * Reads a list's printed table (one row a line, columns separated by tabs
 * or two spaces or more) and writes the list file, whatever could not be
 * read kept and marked. Prints the list's problems: exit 0 when there are
 * none, 1 when the player has rows or footnotes to mend, 2 when the text
 * cannot be read or the list cannot be written.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mu-cli.h"
#include "mu-issue.h"
#include "mu-library.h"
#include "mu-list-import.h"

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
 *   has some (the file is written all the same), %MU_CLI_UNREADABLE on bad
 *   usage, an unknown ruleset, a text that is not UTF-8 or a file that
 *   cannot be written
 */
int
mu_cli_import_list (MuCli *cli, int argc, char **argv)
{
  const char *ruleset_id = NULL, *input = NULL, *output = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MuListDraft) draft = NULL;
  g_autoptr(GPtrArray) issues = NULL;
  g_autofree char *text = NULL;
  g_autofree char *base = NULL;
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
  if (!g_file_get_contents (input, &text, NULL, &error) || !g_utf8_validate (text, -1, NULL))
    {
      fprintf (cli->err, "%s\n", error != NULL ? error->message : _("the text is not UTF-8"));
      return MU_CLI_UNREADABLE;
    }
  base = g_path_get_basename (output);
  id = g_str_has_suffix (base, ".xml") ? g_strndup (base, strlen (base) - 4) : g_strdup (base);
  draft = mu_list_import_text (ruleset, id, text);
  issues = mu_list_draft_check (draft);
  if (!mu_list_draft_save (draft, output, &error))
    {
      fprintf (cli->err, "%s\n", error->message);
      return MU_CLI_UNREADABLE;
    }
  for (guint i = 0; i < issues->len; i++)
    {
      MuIssue *issue = issues->pdata[i];

      fprintf (cli->out, "  %s %s: %s\n", mu_severity_get_label (issue->severity), issue->code,
               issue->message);
    }
  fprintf (cli->out,
           g_dngettext (GETTEXT_PACKAGE, "%s: %u rows read, %u problem to mend\n",
                        "%s: %u rows read, %u problems to mend\n", issues->len),
           output, mu_list_draft_get_rows (draft)->len, issues->len);
  return issues->len == 0 ? MU_CLI_OK : MU_CLI_ILLEGAL;
}
