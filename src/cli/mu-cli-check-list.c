/* mu-cli-check-list.c: muster-cli check-list LIST…
 *
 * Loads each list against the library's rulesets (which checks its rows,
 * references and footnotes), validates it against the RelaxNG schema when
 * the schema is found, and compares every printed cost with the derived one.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>
#include <libxml/relaxng.h>

#include "mu-army-list.h"
#include "mu-cli.h"
#include "mu-issue.h"
#include "mu-library.h"
#include "mu-list-problems.h"
#include "mu-ruleset-class.h"
#include "mu-ruleset.h"

static char *
find_schema (void)
{
  const char *env = g_getenv ("MUSTER_SCHEMAS_DIR");
  g_autofree char *installed = g_build_filename (MU_PKGDATADIR, "schemas", "army-list.rng", NULL);
  g_autofree char *source = g_build_filename (MU_SOURCE_LISTS_DIR, "..", "schemas", "army-list.rng", NULL);

  if (env != NULL)
    return g_build_filename (env, "army-list.rng", NULL);
  if (g_file_test (installed, G_FILE_TEST_EXISTS))
    return g_steal_pointer (&installed);
  if (g_file_test (source, G_FILE_TEST_EXISTS))
    return g_steal_pointer (&source);
  return NULL;
}

static void
silent (void *data, const xmlError *error)
{
}

static gboolean
validate_schema (MuCli *cli, const char *path)
{
  g_autofree char *schema_path = find_schema ();
  xmlRelaxNGParserCtxtPtr parser;
  xmlRelaxNGPtr schema;
  xmlRelaxNGValidCtxtPtr valid;
  xmlDocPtr doc;
  int result;

  if (schema_path == NULL)
    return TRUE;
  xmlSetStructuredErrorFunc (NULL, (xmlStructuredErrorFunc) silent);
  parser = xmlRelaxNGNewParserCtxt (schema_path);
  schema = xmlRelaxNGParse (parser);
  xmlRelaxNGFreeParserCtxt (parser);
  if (schema == NULL)
    return TRUE;
  doc = xmlReadFile (path, NULL, XML_PARSE_NONET);
  valid = xmlRelaxNGNewValidCtxt (schema);
  result = doc != NULL ? xmlRelaxNGValidateDoc (valid, doc) : -1;
  if (result != 0)
    {
      const xmlError *error = xmlGetLastError ();
      fprintf (cli->err, _("%s:%d: does not match the army-list schema: %s"), path,
                            error != NULL ? error->line : 0,
                            error != NULL && error->message ? error->message : "\n");
    }
  xmlRelaxNGFreeValidCtxt (valid);
  xmlRelaxNGFree (schema);
  if (doc != NULL)
    xmlFreeDoc (doc);
  return result == 0;
}

static void
print_fix (MuCli *cli)
{
  fprintf (cli->out, "%s",
           _("    fix: print the cost and save the rules give, or keep the printed ones "
                             "and say why in override=\"…\" on the row\n"));
}

/* Under a row whose printed figures the rules do not give: the rule that
 * gives them, and how to mend the row. */
static void
print_rule_and_fix (MuCli *cli, MuArmyList *list, MuIssue *issue)
{
  const char *book = list->ruleset->book != NULL ? list->ruleset->book : list->ruleset->name;
  g_autofree char *reference = NULL;

  if (!g_str_equal (issue->code, "list.cost-mismatch"))
    return;
  reference = mu_cli_text (issue->reference != NULL ? issue->reference : book);
  if (issue->reference != NULL)
    fprintf (cli->out, _("    rule: %s\n"), reference);
  else
    fprintf (cli->out, _("    rule: %s, the costs and saves of its troop types and upgrades\n"), reference);
  print_fix (cli);
}

/**
 * mu_cli_print_list_problems:
 * @cli: the command line's library and streams
 * @path: a list file that does not load
 * @prefix: (nullable): what goes before each line ("PATH: not installed: ")
 *
 * Prints on the error stream every problem that keeps the list at @path
 * from loading, a line each (mu_list_problems_of_file ()), in one run.
 *
 * Returns: how many were printed; 0 when the list loads
 */
guint
mu_cli_print_list_problems (MuCli *cli, const char *path, const char *prefix)
{
  g_autoptr(GPtrArray) problems = mu_list_problems_of_file (path, cli->library->rulesets);

  for (guint i = 0; i < problems->len; i++)
    {
      g_autofree char *message = mu_cli_text (problems->pdata[i]);

      fprintf (cli->err, "%s%s\n", prefix != NULL ? prefix : "", message);
    }
  return problems->len;
}

static int
check_one (MuCli *cli, const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuArmyList) list = mu_army_list_load_file (path, cli->library->rulesets, &error);
  g_autoptr(GPtrArray) issues = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_issue_free);
  g_autofree char *name = NULL;
  g_autofree char *shown_path = mu_cli_text (path);
  guint errors = 0;

  if (list == NULL)
    {
      mu_cli_print_list_problems (cli, path, NULL);
      return MU_CLI_UNREADABLE;
    }
  if (!validate_schema (cli, path))
    return MU_CLI_UNREADABLE;
  if (list->ruleset->klass->check_list != NULL)
    list->ruleset->klass->check_list (list->ruleset, list, issues);
  for (guint i = 0; i < issues->len; i++)
    {
      MuIssue *issue = issues->pdata[i];
      g_autofree char *message = mu_cli_text (issue->message);

      errors += issue->severity == MU_SEVERITY_ERROR;
      fprintf (cli->out, "  %s %s: %s\n", mu_severity_get_label (issue->severity), issue->code, message);
      print_rule_and_fix (cli, list, issue);
    }
  name = mu_cli_text (list->name);
  fprintf (cli->out, _("%s: %s, revision %" PRId64 ", %u rows: %s\n"), shown_path, name, list->revision,
                        list->rows->len,
                        errors == 0 ? _("every printed cost agrees with the rules")
                                    : _("printed costs differ"));
  return errors == 0 ? MU_CLI_OK : MU_CLI_ILLEGAL;
}

/**
 * mu_cli_check_list:
 * @cli: the command line's library and streams
 * @argc: the number of arguments, the command's name included
 * @argv: "check-list" and the army list files to check
 *
 * muster-cli check-list: reads each army list file, validates it against
 * its schema and compares every printed cost with the cost its ruleset
 * derives (the ruleset's check_list), printing each difference with the
 * rule it breaks and how to fix it, then a line for the list.
 *
 * Returns: %MU_CLI_OK when every list agrees with its rules,
 *   %MU_CLI_ILLEGAL when a printed cost differs, %MU_CLI_UNREADABLE on bad
 *   usage or a list that cannot be read or breaks its schema; the worst of
 *   the lists'
 */
int
mu_cli_check_list (MuCli *cli, int argc, char **argv)
{
  int status = MU_CLI_OK;

  if (argc < 2)
    {
      fprintf (cli->err, "%s", _("Usage: muster-cli check-list LIST…\n"));
      return MU_CLI_UNREADABLE;
    }
  for (int i = 1; i < argc; i++)
    {
      int one = check_one (cli, argv[i]);
      status = MAX (status, one);
    }
  return status;
}
