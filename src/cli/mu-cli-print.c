/* mu-cli-print.c: muster-cli print ROSTER -o FILE.pdf [--paper a4|letter]
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gmodule.h>
#include <glib/gi18n-lib.h>

#include "mu-cli.h"
#include "mu-cli-event-private.h"
#include "mu-cli-game-private.h"
#include "mu-cli-print-module.h"
#include "mu-error.h"
#include "mu-evaluation.h"
#include "mu-roster.h"

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

/* Where the sheet printer is looked for: MUSTER_CLI_MODULE_DIR alone when
 * set, else the folder of the running muster-cli (a build tree), then the
 * installed module folder. */
static GPtrArray *
module_dirs (void)
{
  GPtrArray *dirs = g_ptr_array_new_with_free_func (g_free);
  const char *env = g_getenv ("MUSTER_CLI_MODULE_DIR");
  g_autofree char *self = NULL;

  if (env != NULL && *env != '\0')
    {
      g_ptr_array_add (dirs, g_strdup (env));
      return dirs;
    }
  self = g_file_read_link ("/proc/self/exe", NULL);
  if (self != NULL)
    g_ptr_array_add (dirs, g_path_get_dirname (self));
  g_ptr_array_add (dirs, g_strdup (MU_CLI_MODULE_DIR));
  return dirs;
}

/* The writer the module's entry point called symbol gives for this
 * version of muster-cli; the module stays loaded. */
static gpointer
open_module (const char *path, const char *symbol, GError **error)
{
  gpointer (*entry) (guint version) = NULL;
  gpointer writer = NULL;
  GModule *module;

  module = g_module_open (path, G_MODULE_BIND_LOCAL);
  if (module == NULL)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_IO,
                   /* TRANSLATORS: the first %s is a file, the second the reason */
                   _("Cannot print: the sheet printer %s could not be loaded: %s"), path, g_module_error ());
      return NULL;
    }
  if (g_module_symbol (module, symbol, (gpointer *) &entry) && entry != NULL)
    writer = entry (MU_CLI_PRINT_MODULE_VERSION);
  if (writer == NULL)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_IO,
                   /* TRANSLATORS: %s is a file, %s a version number */
                   _("Cannot print: %s is not the sheet printer of muster-cli %s"), path, PACKAGE_VERSION);
      g_module_close (module);
      return NULL;
    }
  g_module_make_resident (module);
  return writer;
}

/* The first sheet printer found, loaded; cairo and pango come with it. */
static gpointer
load_writer (const char *symbol, GError **error)
{
  g_autoptr(GPtrArray) dirs = module_dirs ();
  g_autoptr(GString) looked = g_string_new (NULL);

  for (guint i = 0; i < dirs->len; i++)
    {
      g_autofree char *path = g_build_filename (dirs->pdata[i], MU_CLI_PRINT_MODULE_FILE, NULL);

      if (g_file_test (path, G_FILE_TEST_EXISTS))
        return open_module (path, symbol, error);
      g_string_append_printf (looked, "%s%s", i > 0 ? ", " : "", path);
    }
  g_set_error (error, MU_ERROR, MU_ERROR_IO,
               /* TRANSLATORS: %s is one or more files, separated by commas */
               _("Cannot print: the sheet printer is not installed; looked for %s"), looked->str);
  return NULL;
}

/**
 * mu_cli_load_book_writer:
 * @error: where a failure goes
 *
 * Loads the sheet printer module, as `print` does, for an event's book.
 *
 * Returns: (nullable): the book writer, or %NULL with @error set.
 */
MuCliWriteBook
mu_cli_load_book_writer (GError **error)
{
  return (MuCliWriteBook) load_writer (MU_CLI_BOOK_MODULE_ENTRY, error);
}

/**
 * mu_cli_load_game_writer:
 * @error: where a failure goes
 *
 * Loads the sheet printer module, as `print` does, for a game's summary.
 *
 * Returns: (nullable): the summary writer, or %NULL with @error set.
 */
MuCliWriteGame
mu_cli_load_game_writer (GError **error)
{
  return (MuCliWriteGame) load_writer (MU_CLI_GAME_MODULE_ENTRY, error);
}

/**
 * mu_cli_print:
 * @cli: the command line's library and streams
 * @argc: the number of arguments, the command's name included
 * @argv: "print", a roster file or share code, "-o FILE.pdf" and
 *   optionally "--paper a4|letter"
 *
 * muster-cli print: writes the order-of-battle sheet of a roster as a PDF,
 * through the print module (%MU_CLI_PRINT_MODULE_FILE), which is loaded
 * only here so that the other commands start without cairo and pango.
 *
 * Returns: %MU_CLI_OK, or %MU_CLI_UNREADABLE on bad usage, a module that
 *   cannot be loaded, a roster that cannot be read or a PDF that cannot be
 *   written
 */
int
mu_cli_print (MuCli *cli, int argc, char **argv)
{
  PrintArgs args = { NULL, NULL, NULL };
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  g_autoptr(GError) error = NULL;
  MuArmyList *list = NULL;
  MuCliWritePdf write_pdf;

  if (!parse_args (argc, argv, &args))
    {
      fprintf (cli->err, "%s", _("Usage: muster-cli print ROSTER -o FILE.pdf [--paper a4|letter]\n"));
      return MU_CLI_UNREADABLE;
    }
  write_pdf = (MuCliWritePdf) load_writer (MU_CLI_PRINT_MODULE_ENTRY, &error);
  if (write_pdf == NULL)
    {
      fprintf (cli->err, "%s\n", error->message);
      return MU_CLI_UNREADABLE;
    }
  roster = mu_cli_open_roster (cli, args.roster, &list);
  if (roster == NULL)
    return MU_CLI_UNREADABLE;
  evaluation = mu_evaluate (roster, list);
  if (!write_pdf (evaluation, args.output, args.paper, &error))
    {
      fprintf (cli->err, "%s\n", error->message);
      return MU_CLI_UNREADABLE;
    }
  return MU_CLI_OK;
}
