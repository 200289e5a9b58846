/* mu-cli-event.c: muster-cli event check|book PACK INPUT…
 *
 * Every roster submitted for an event, checked against its pack: INPUT is
 * a roster file, a folder of them, a file of share codes (one a line,
 * optionally "player: code") or a code. check prints the table (or CSV,
 * JSON, an HTML page); book prints every army's sheet in one PDF.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "mu-army-list.h"
#include "mu-atomic-file.h"
#include "mu-book.h"
#include "mu-cli-event-private.h"
#include "mu-cli-print-module.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-ruleset.h"

typedef struct
{
  const char *pack;
  GPtrArray *inputs; /* const char* */
  gboolean json;
  const char *csv;
  const char *html;
  const char *output;
  const char *paper;
} EventArgs;

static MuEventResults *
check_all (MuCli *cli, EventArgs *args)
{
  g_autoptr(MuEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  MuEventResults *results;

  event = mu_event_load_file (args->pack, &error);
  if (event == NULL || !mu_event_check_library (event, cli->library, &error))
    {
      fprintf (cli->err, "%s\n", error->message);
      return NULL;
    }
  /* every roster is evaluated with the revisions the pack carries */
  mu_event_put_carried_lists (event, cli->library);
  results = mu_event_results_new (event);
  for (guint i = 0; i < args->inputs->len; i++)
    mu_event_results_add_input (results, cli->library, args->inputs->pdata[i]);
  mu_event_results_finish (results);
  return results;
}

static int
status_of (MuEventResults *results)
{
  if (results->n_unreadable > 0)
    return MU_CLI_UNREADABLE;
  return results->n_legal == results->entries->len ? MU_CLI_OK : MU_CLI_ILLEGAL;
}

/* Arguments */

static gboolean
parse_args (int argc, char **argv, EventArgs *args, gboolean book)
{
  for (int i = 2; i < argc; i++)
    {
      const char **value = NULL;

      if (!book && g_str_equal (argv[i], "--json"))
        args->json = TRUE;
      else if (!book && g_str_equal (argv[i], "--csv"))
        value = &args->csv;
      else if (!book && g_str_equal (argv[i], "--html"))
        value = &args->html;
      else if (book && (g_str_equal (argv[i], "-o") || g_str_equal (argv[i], "--output")))
        value = &args->output;
      else if (book && g_str_equal (argv[i], "--paper"))
        value = &args->paper;
      else if (argv[i][0] == '-' && argv[i][1] != '\0')
        return FALSE;
      else if (args->pack == NULL)
        args->pack = argv[i];
      else
        g_ptr_array_add (args->inputs, argv[i]);
      if (value == NULL)
        continue;
      if (i + 1 >= argc || *value != NULL)
        return FALSE;
      *value = argv[++i];
    }
  return args->pack != NULL && args->inputs->len > 0 && (!book || args->output != NULL);
}

/* The page replaces a regular file whole (mu_file_replace ()); a device, a
 * FIFO or a folder is refused, never replaced. */
static gboolean
write_file (MuCli *cli, const char *path, const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *shown = NULL;

  if (mu_file_replace (path, text, strlen (text), &error))
    return TRUE;
  shown = mu_cli_text (error->message);
  fprintf (cli->err, "%s\n", shown);
  return FALSE;
}

/* The results of the check, kept to the end of the process as the library
 * is (mu_cli_run ()): freeing every roster and evaluation block by block was
 * a ninth of checking 300 rosters. Reachable, so leak checkers do not count
 * them. */
static MuEventResults *kept_results;

/* --csv FILE and --html FILE, each written whole */
static gboolean
write_reports (MuCli *cli, EventArgs *args, MuEventResults *results, GPtrArray *conditions)
{
  if (args->csv != NULL)
    {
      g_autofree char *csv = mu_cli_event_csv (results);

      if (!write_file (cli, args->csv, csv))
        return FALSE;
    }
  if (args->html != NULL)
    {
      g_autofree char *page = mu_cli_event_html (results, conditions);

      if (!write_file (cli, args->html, page))
        return FALSE;
    }
  return TRUE;
}

static int
run_check (MuCli *cli, EventArgs *args)
{
  MuEventResults *results = check_all (cli, args);
  g_autoptr(GPtrArray) conditions = NULL;
  g_autofree char *report = NULL;

  if (results == NULL)
    return MU_CLI_UNREADABLE;
  g_clear_pointer (&kept_results, mu_event_results_free);
  kept_results = results;
  conditions = mu_event_conditions (results->event, cli->library);
  if (args->json)
    report = mu_cli_event_json (results);
  else
    report = mu_cli_event_table (results, conditions);
  fputs (report, cli->out);
  if (!write_reports (cli, args, results, conditions))
    return MU_CLI_UNREADABLE;
  return status_of (results);
}

/* Text the book's pages borrow, kept until it is written */
static const char *
kept (GPtrArray *owned, char *text)
{
  g_ptr_array_add (owned, text);
  return text;
}

static int
run_book (MuCli *cli, EventArgs *args)
{
  g_autoptr(MuEventResults) results = NULL;
  g_autoptr(GArray) pages = g_array_new (FALSE, TRUE, sizeof (MuBookEntry));
  g_autoptr(GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) conditions = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  MuCliWriteBook write_book = mu_cli_load_book_writer (&error);

  if (write_book == NULL)
    {
      fprintf (cli->err, "%s\n", error->message);
      return MU_CLI_UNREADABLE;
    }
  if ((results = check_all (cli, args)) == NULL)
    return MU_CLI_UNREADABLE;
  for (guint i = 0; i < results->entries->len; i++)
    {
      MuEventEntry *entry = results->entries->pdata[i];
      MuBookEntry page = { 0 };

      page.player = entry->player != NULL ? entry->player : entry->source;
      page.army = entry->roster != NULL ? mu_event_entry_army (entry) : entry->source;
      page.list = kept (owned, mu_event_results_list_label (results, entry));
      page.points = kept (owned, mu_event_entry_figure (entry, "points"));
      page.verdict = kept (owned, mu_event_entry_verdict (entry));
      page.evaluation = entry->evaluation;
      g_array_append_val (pages, page);
    }
  title = mu_event_describe (results->event);
  conditions = mu_event_conditions (results->event, cli->library);
  g_ptr_array_add (conditions, NULL);
  if (!write_book (title, (const char * const *) conditions->pdata, (MuBookEntry *) (gpointer) pages->data,
                   pages->len, args->output, args->paper, &error))
    {
      fprintf (cli->err, "%s\n", error->message);
      return MU_CLI_UNREADABLE;
    }
  return status_of (results);
}

/* event carry PACK -o FILE: the pack with the files of its lists inside */
static int
run_carry (MuCli *cli, int argc, char **argv)
{
  g_autoptr(MuEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;

  if (argc != 5 || (!g_str_equal (argv[3], "-o") && !g_str_equal (argv[3], "--output")))
    return -1;
  event = mu_event_load_file (argv[2], &error);
  if (event == NULL || !mu_event_check_library (event, cli->library, &error)
      || !mu_event_carry_lists (event, cli->library, &error))
    {
      fprintf (cli->err, "%s\n", error->message);
      return MU_CLI_UNREADABLE;
    }
  xml = mu_event_to_xml (event);
  return write_file (cli, argv[4], xml) ? MU_CLI_OK : MU_CLI_UNREADABLE;
}

static void
usage (MuCli *cli)
{
  fprintf (cli->err, "%s",
           _("Usage: muster-cli event check PACK INPUT… [--json] [--csv FILE] [--html FILE]\n"
             "       muster-cli event book PACK INPUT… -o FILE.pdf [--paper a4|letter]\n"
             "       muster-cli event carry PACK -o FILE.muster-event\n"
             "INPUT is a roster, a folder of rosters, a text file of share codes (one a line,\n"
             "“player: code” or the code alone) or a share code.\n"));
}

/**
 * mu_cli_event:
 * @cli: the command line's library and streams
 * @argc: the number of arguments, the command's name included
 * @argv: "event", "check" or "book", the event pack and its inputs (roster
 *   files, folders of them, files of share codes, codes) and options
 *
 * muster-cli event: checks every roster submitted for an event against the
 * event's pack. "check" prints the table of entries (as JSON with --json,
 * as CSV with --csv) and with --html FILE writes it as an HTML page too;
 * "book" writes every
 * army's sheet in one PDF (-o FILE.pdf) with the list of entries on its
 * first page; "carry PACK -o FILE" writes the pack with the file of each
 * list it allows inside it, for players to build on the same revisions.
 *
 * Returns: %MU_CLI_OK when every entry is legal, %MU_CLI_ILLEGAL when one
 *   is not, %MU_CLI_UNREADABLE on bad usage, an unreadable pack or entry,
 *   or a PDF that cannot be written
 */
int
mu_cli_event (MuCli *cli, int argc, char **argv)
{
  g_autoptr(GPtrArray) inputs = g_ptr_array_new ();
  EventArgs args = { NULL, inputs, FALSE, NULL, NULL, NULL, NULL };
  gboolean book = argc > 1 && g_str_equal (argv[1], "book");
  int status;

  if (argc > 1 && g_str_equal (argv[1], "carry") && (status = run_carry (cli, argc, argv)) >= 0)
    return status;
  if (argc < 2 || (!book && !g_str_equal (argv[1], "check")) || !parse_args (argc, argv, &args, book))
    {
      usage (cli);
      return MU_CLI_UNREADABLE;
    }
  return book ? run_book (cli, &args) : run_check (cli, &args);
}
