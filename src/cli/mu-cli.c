/* mu-cli.c: argument handling and the library every command reads
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#include "config.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>

#include "mu-cli.h"
#include "mu-library.h"
#include "mu-locale.h"
#include "mu-roster.h"
#include "mu-rulesets.h"
#include "mu-share-code.h"

/* The options, exit statuses, environment and files: the manual page
 * muster-cli(1) is made from this text at build time, so each is said once. */
static void
usage_reference (FILE *to)
{
  g_autofree char *lists = g_build_filename (MU_PKGDATADIR, "lists", NULL);
  g_autofree char *schemas = g_build_filename (MU_PKGDATADIR, "schemas", NULL);
  g_autofree char *module = g_build_filename (MU_CLI_MODULE_DIR, "muster-cli-print.so", NULL);

  fprintf (to, "%s",
           _("\n"
             "Options:\n"
             "  --lists DIR                    read the library from DIR alone\n"
             "  -h, --help                     print this help\n"
             "  --version                      print the version of muster-cli\n"
             "\n"
             "A LIST given to diff-list is a list file, or the id of a list of the library.\n"));
  fprintf (
      to, "%s",
      _("\n"
             "Exit status:\n"
             "  0                              success: every roster legal, nothing changed or to mend\n"
             "  1                              a roster illegal, two lists or rosters differ, a row to mend\n"
             "  2                              a file unreadable or malformed, a wrong argument, or the\n"
             "                                 output could not be written\n"));
  fprintf (to, "%s",
           _("\n"
             "Environment:\n"
             "  MUSTER_LISTS_DIR               the folder of the library, read instead of the others\n"
             "  XDG_DATA_HOME                  your own lists are read from $XDG_DATA_HOME/muster/lists\n"
             "                                 (~/.local/share/muster/lists when it is not set)\n"
             "  MUSTER_SCHEMAS_DIR             the folder of the schemas check-list validates against\n"
             "  MUSTER_CLI_MODULE_DIR          the only folder print looks in for its module\n"
             "  MUSTER_LOCALE_DIR              the folder of the message catalogues\n"
             "  LANGUAGE, LC_ALL, LC_MESSAGES  the language of the messages\n"
             "  SOURCE_DATE_EPOCH              the day printed on a sheet, in seconds since 1970\n"));
  /* TRANSLATORS: the three %s are folders and a file, such as /usr/share/muster/lists */
  fprintf (to, _("\n"
             "Files:\n"
             "  %s\n"
             "                                 the bundled rulesets, army lists and example rosters\n"
             "  ~/.local/share/muster/lists    your own lists, installed by install-list\n"
             "  %s\n"
             "                                 the schemas of the formats\n"
             "  %s\n"
             "                                 the module print loads to write a PDF\n"),
                  lists, schemas, module);
}

static void
usage (FILE *to)
{
  fprintf (to, "%s",
           _("Usage: muster-cli [--lists DIR] COMMAND [ARGUMENTS]\n"
             "\n"
             "Commands:\n"
             "  lists                          the rulesets and army lists in the library\n"
             "  show ROSTER                    the order of battle with every figure\n"
             "  validate [--json] ROSTER…      check rosters; exit 0 legal, 1 illegal, 2 unreadable\n"
             "  check-list LIST…               check army list files and their printed costs\n"
             "  print ROSTER -o FILE.pdf [--paper a4|letter]\n"
             "                                 the order-of-battle sheet as PDF\n"
             "  event check PACK INPUT… [--json] [--csv FILE] [--html FILE]\n"
             "                                 every roster of an event checked against its pack\n"
             "  event book PACK INPUT… -o FILE.pdf [--paper a4|letter]\n"
             "                                 every army's sheet in one PDF, listed on page 1\n"
             "  event carry PACK -o FILE.muster-event\n"
             "                                 the pack with its lists inside, for the players\n"
             "\n"
             "The library is read from --lists DIR, else MUSTER_LISTS_DIR, else the installed lists.\n"
             "Wherever a ROSTER is asked for, the share code printed on a sheet does as well.\n"));
  fprintf (to, "\n%s", _("Army lists:\n"));
  fprintf (to, "%s",
           _("  diff-list [--json] OLD NEW     what changed between two lists; exit 0 same, 1 differ\n"));
  fprintf (to, "%s",
           _("  new-list --ruleset RULESET ID [-o FILE]\n"
                       "                                 the commented skeleton of a new list\n"));
  fprintf (to, "%s",
           _("  install-list LIST…             check lists and install them into your own folder\n"));
  fprintf (to, "%s",
           _("  import-list --ruleset RULESET TABLE.txt -o LIST.xml\n"
                       "                                 a list read from its printed table\n"));
  fprintf (to, "%s",
           _("\n"
             "Sharing:\n"
             "  code [--full] ROSTER           the short share code a sheet prints, or the full one\n"
             "  export [--format text|markdown|bbcode|csv] ROSTER\n"
             "                                 the order of battle to paste in a forum post\n"
             "  diff [--json] ROSTER ROSTER    what changed; exit 0 same, 1 different, 2 unreadable\n"));
  fprintf (to, "%s",
           _("\n"
             "Game day:\n"
             "  game show [--json] GAME        a game's summary: medals left, commands demoralised\n"
             "  game print GAME -o FILE.pdf [--paper a4|letter]\n"
             "                                 the summary printed on one page\n"
             "  game record ROSTER KIND [TARGET [UNIT]]\n"
             "                                 a change in the roster's game (hit, lose, sack, turn …)\n"
             "  game undo|redo ROSTER          the last change of the roster's game undone or redone\n"
             "  game reading ROSTER off-table counts|medals-only\n"
             "  game reading ROSTER demoralisation stays|recovers\n"
             "                                 a reading of the rules the game is played with\n"));
  usage_reference (to);
}

/**
 * mu_cli_open_roster:
 * @cli: the command line's library and streams
 * @path: a roster file, or a share code where no such file exists
 * @list: (out) (optional) (transfer none): where to store the roster's army
 *   list, owned by the library
 *
 * Opens a roster for a command: from its file, or, where @path is written
 * like a share code and names no file, from the code. Prints the reason to
 * the error stream when it fails.
 *
 * Returns: (transfer full) (nullable): the roster, or %NULL when it cannot
 *   be read
 */
MuRoster *
mu_cli_open_roster (MuCli *cli, const char *path, MuArmyList **list)
{
  g_autoptr(GError) error = NULL;
  MuRoster *roster;

  /* not a file, but written like a share code: the roster it encodes */
  if (mu_share_code_is_plausible (path) && !g_file_test (path, G_FILE_TEST_EXISTS))
    roster = mu_share_code_decode (path, cli->library, list, &error);
  else
    roster = mu_library_open_roster (cli->library, path, list, &error);
  if (roster == NULL)
    {
      g_autofree char *message = mu_cli_text (error->message);

      fprintf (cli->err, "%s\n", message);
    }
  return roster;
}

static MuLibrary *
load_library (const char *dir, FILE *err)
{
  g_autoptr(GError) error = NULL;
  MuLibrary *library;

  if (dir == NULL)
    return mu_library_new_default (NULL) ?: mu_library_new ();
  library = mu_library_new ();
  if (!mu_library_load_dir (library, dir, &error))
    fprintf (err, "%s\n", error->message);
  return library;
}

/* The commands print to a stream of our own over the standard output, which
 * keeps the reason of the first failed write: stdio keeps only that one
 * failed, and errno is long overwritten by the time a command ends. */
typedef struct
{
  int fd;
  int error;
} OutputSink;

static ssize_t
sink_write (void *cookie, const char *data, size_t length)
{
  OutputSink *sink = cookie;
  size_t done = 0;

  while (sink->error == 0 && done < length)
    {
      ssize_t n = write (sink->fd, data + done, length - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        sink->error = n < 0 ? errno : ENOSPC;
      else
        done += (size_t) n;
    }
  if (sink->error != 0)
    {
      errno = sink->error;
      return -1;
    }
  return (ssize_t) done;
}

static FILE *
open_output (OutputSink *sink)
{
  cookie_io_functions_t functions = { NULL, sink_write, NULL, NULL };
  FILE *out;

  fflush (stdout);
  out = fopencookie (sink, "w", functions);
  return out != NULL ? out : stdout;
}

/* Whatever a command printed must have reached its standard output: a full
 * disk or a closed pipe is an error (status 2), not a silent success. */
static int
check_output (FILE *out, OutputSink *sink, int status)
{
  int saved = 0;

  if (out != stdout && (fclose (out) != 0 || sink->error != 0))
    saved = sink->error != 0 ? sink->error : errno;
  if (saved == 0 && fflush (stdout) != 0)
    saved = errno;
  if (saved == 0 && ferror (stdout))
    saved = EIO;
  if (saved == 0)
    return status;
  /* TRANSLATORS: %s is the reason, such as “No space left on device” */
  fprintf (stderr, _("muster-cli: could not write the output: %s\n"), g_strerror (saved));
  return MU_CLI_UNREADABLE;
}

typedef int (*MuCliCommand) (MuCli *cli, int argc, char **argv);

static MuCliCommand
find_command (const char *name)
{
  static const struct
  {
    const char *name;
    MuCliCommand run;
  } commands[] = {
    { "lists", mu_cli_lists },
    { "show", mu_cli_show },
    { "validate", mu_cli_validate },
    { "check-list", mu_cli_check_list },
    { "print", mu_cli_print },
    { "event", mu_cli_event },
    { "diff-list", mu_cli_diff_list },
    { "new-list", mu_cli_new_list },
    { "install-list", mu_cli_install_list },
    { "import-list", mu_cli_import_list },
    { "code", mu_cli_code },
    { "export", mu_cli_export },
    { "diff", mu_cli_diff },
    { "game", mu_cli_game },
  };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (commands[i].name, name))
      return commands[i].run;
  return NULL;
}

static MuLibrary *kept_library;

/**
 * mu_cli_run:
 * @argc: the number of arguments
 * @argv: muster-cli's arguments: optionally "--lists DIR", then a command
 *   and its arguments, or --help or --version
 *
 * Runs muster-cli: loads the library (from DIR, else MUSTER_LISTS_DIR,
 * else the installed lists), runs the command named and checks that all
 * it printed reached the standard output.
 *
 * Returns: the exit status: %MU_CLI_OK, %MU_CLI_ILLEGAL, or
 *   %MU_CLI_UNREADABLE (also for an unknown command, bad usage or output
 *   that could not be written)
 */
int
mu_cli_run (int argc, char **argv)
{
  const char *lists_dir = NULL;
  MuCliCommand command;
  MuCli cli = { NULL, stdout, stderr };
  OutputSink sink = { STDOUT_FILENO, 0 };
  int first = 1;
  int status;

  mu_locale_init ();
  mu_rulesets_register_all ();
  /* under a file-size limit a write past it fails with EFBIG, which the
   * writers report and clean up after, instead of killing the process */
  signal (SIGXFSZ, SIG_IGN);

  if (argc > 2 && g_str_equal (argv[1], "--lists"))
    {
      lists_dir = argv[2];
      first = 3;
    }
  if (first >= argc || g_str_equal (argv[first], "--help") || g_str_equal (argv[first], "-h"))
    {
      usage (first >= argc ? stderr : stdout);
      return check_output (stdout, &sink, first >= argc ? MU_CLI_UNREADABLE : MU_CLI_OK);
    }
  if (g_str_equal (argv[first], "--version"))
    {
      printf ("muster-cli %s\n", PACKAGE_VERSION);
      return check_output (stdout, &sink, MU_CLI_OK);
    }
  command = find_command (argv[first]);
  if (command == NULL)
    {
      fprintf (stderr, _("muster-cli: unknown command “%s”\n\n"), argv[first]);
      usage (stderr);
      return MU_CLI_UNREADABLE;
    }
  cli.library = load_library (lists_dir, stderr);
  cli.out = open_output (&sink);
  status = command (&cli, argc - first, argv + first);
  /* The process ends with its command, and the system takes the library's
   * memory back at once: freeing its thousands of blocks one by one was a
   * sixteenth of listing the library. Kept in a static, it stays reachable,
   * so leak checkers do not count it. */
  g_clear_pointer (&kept_library, mu_library_unref);
  kept_library = cli.library;
  return check_output (cli.out, &sink, status);
}
