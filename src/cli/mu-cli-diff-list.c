/* mu-cli-diff-list.c: muster-cli diff-list [--json] OLD.xml NEW.xml
 *
 * What changed between two army lists, or two revisions of one, in meaning.
 * Exit 0 when they mean the same, 1 when they differ, 2 when one cannot be
 * read.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-army-list.h"
#include "mu-cli.h"
#include "mu-json-writer.h"
#include "mu-library.h"
#include "mu-list-diff.h"

static const char *
kind_name (MuListChangeKind kind)
{
  switch (kind)
    {
    case MU_LIST_CHANGE_ADDED:
      return "added";
    case MU_LIST_CHANGE_REMOVED:
      return "removed";
    case MU_LIST_CHANGE_CHANGED:
    default:
      return "changed";
    }
}

static void
print_json (MuCli *cli, const char *old_path, const char *new_path, GPtrArray *changes)
{
  g_autoptr(MuJsonWriter) writer = mu_json_writer_new ();
  g_autofree char *json = NULL;

  mu_json_writer_begin_object (writer, NULL);
  mu_json_writer_string (writer, "old", old_path);
  mu_json_writer_string (writer, "new", new_path);
  mu_json_writer_boolean (writer, "same", changes->len == 0);
  mu_json_writer_begin_array (writer, "changes");
  for (guint i = 0; i < changes->len; i++)
    {
      MuListChange *change = changes->pdata[i];
      g_autofree char *text = mu_list_change_describe (change);

      mu_json_writer_begin_object (writer, NULL);
      mu_json_writer_string (writer, "change", kind_name (change->kind));
      mu_json_writer_string (writer, "part", change->part);
      mu_json_writer_string (writer, "id", change->id);
      if (change->field != NULL)
        mu_json_writer_string (writer, "field", change->field);
      if (change->old_value != NULL)
        mu_json_writer_string (writer, "old", change->old_value);
      else
        mu_json_writer_null (writer, "old");
      if (change->new_value != NULL)
        mu_json_writer_string (writer, "new", change->new_value);
      else
        mu_json_writer_null (writer, "new");
      mu_json_writer_boolean (writer, "wording", mu_list_change_is_wording (change));
      mu_json_writer_string (writer, "message", text);
      mu_json_writer_end_object (writer);
    }
  mu_json_writer_end_array (writer);
  mu_json_writer_end_object (writer);
  json = mu_json_writer_finish (writer);
  fprintf (cli->out, "%s\n", json);
}

/* How many of the changes are of wording only (mu_list_change_is_wording ()) */
static void
print_wording (MuCli *cli, GPtrArray *changes)
{
  guint wording = 0;

  for (guint i = 0; i < changes->len; i++)
    wording += mu_list_change_is_wording (changes->pdata[i]);
  if (wording > 0 && wording == changes->len)
    fprintf (cli->out, "%s", _("every change is one of wording: the two lists mean the same\n"));
  else if (wording > 0)
    fprintf (cli->out,
             g_dngettext (GETTEXT_PACKAGE, "%u of them is one of wording only\n",
                          "%u of them are of wording only\n", wording),
             wording);
}

/* Each change on its line, names and paths escaped for the terminal: no
 * name can print a line of its own ("… mean the same"). */
static void
print_text (MuCli *cli, const char *old_name, const char *new_name, GPtrArray *changes)
{
  g_autofree char *old_path = mu_cli_text (old_name);
  g_autofree char *new_path = mu_cli_text (new_name);

  for (guint i = 0; i < changes->len; i++)
    {
      g_autofree char *described = mu_list_change_describe (changes->pdata[i]);
      g_autofree char *text = mu_cli_text (described);
      const char *sign = ((MuListChange *) changes->pdata[i])->kind == MU_LIST_CHANGE_ADDED     ? "+"
                         : ((MuListChange *) changes->pdata[i])->kind == MU_LIST_CHANGE_REMOVED ? "-"
                                                                                                : "~";

      fprintf (cli->out, "%s %s\n", sign, text);
    }
  if (changes->len == 0)
    fprintf (cli->out, _("%s and %s mean the same\n"), old_path, new_path);
  else
    fprintf (cli->out,
             g_dngettext (GETTEXT_PACKAGE, "%s → %s: %u change\n", "%s → %s: %u changes\n", changes->len),
             old_path, new_path, changes->len);
  print_wording (cli, changes);
}

/* A list file, or the id of a list of the library when no such file is there */
static MuArmyList *
load_list (MuCli *cli, const char *path, GError **error)
{
  MuArmyList *list = NULL;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    list = mu_library_find_list (cli->library, path);
  if (list != NULL)
    return mu_army_list_ref (list);
  return mu_army_list_load_file (path, cli->library->rulesets, error);
}

/**
 * mu_cli_diff_list:
 * @cli: the command line's library and streams
 * @argc: the number of arguments, the command's name included
 * @argv: "diff-list", optionally "--json", and the old and new list files
 *
 * muster-cli diff-list: prints what changed between two revisions of an
 * army list (mu_list_diff()), as text or with --json as JSON.
 *
 * Returns: %MU_CLI_OK when the lists are the same, %MU_CLI_ILLEGAL when
 *   they differ, %MU_CLI_UNREADABLE on bad usage or a list that cannot be
 *   read
 */
int
mu_cli_diff_list (MuCli *cli, int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuArmyList) old_list = NULL;
  g_autoptr(MuArmyList) new_list = NULL;
  g_autoptr(GPtrArray) changes = NULL;
  gboolean json = argc > 1 && g_str_equal (argv[1], "--json");
  int first = json ? 2 : 1;

  if (argc - first != 2)
    {
      fprintf (cli->err, "%s", _("Usage: muster-cli diff-list [--json] OLD.xml NEW.xml\n"));
      return MU_CLI_UNREADABLE;
    }
  old_list = load_list (cli, argv[first], &error);
  if (old_list != NULL)
    new_list = load_list (cli, argv[first + 1], &error);
  if (new_list == NULL)
    {
      fprintf (cli->err, "%s\n", error->message);
      return MU_CLI_UNREADABLE;
    }
  changes = mu_list_diff (old_list, new_list);
  if (json)
    print_json (cli, argv[first], argv[first + 1], changes);
  else
    print_text (cli, argv[first], argv[first + 1], changes);
  return changes->len == 0 ? MU_CLI_OK : MU_CLI_ILLEGAL;
}
