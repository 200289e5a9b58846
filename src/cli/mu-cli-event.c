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

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "mu-army-list.h"
#include "mu-book.h"
#include "mu-cli-event-private.h"
#include "mu-cli-print-module.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-share-code.h"

/* A file of share codes is read whole; a line is one code. */
#define MU_CLI_CODES_MAX_BYTES (1024 * 1024)

typedef struct
{
  const char *pack;
  GPtrArray  *inputs;  /* const char* */
  gboolean    json;
  gboolean    csv;
  const char *html;
  const char *output;
  const char *paper;
} EventArgs;

static void
entry_free (MuCliEventEntry *entry)
{
  g_free (entry->source);
  g_free (entry->player);
  g_clear_object (&entry->roster);
  g_clear_pointer (&entry->evaluation, mu_evaluation_unref);
  g_free (entry->error);
  g_free (entry);
}

void
mu_cli_event_results_free (MuCliEventResults *results)
{
  if (results == NULL)
    return;
  g_clear_pointer (&results->event, mu_event_unref);
  g_ptr_array_unref (results->entries);
  g_free (results);
}

static char *
player_or_null (const char *text)
{
  g_autofree char *copy = g_strstrip (g_strdup (text != NULL ? text : ""));

  return *copy != '\0' ? g_steal_pointer (&copy) : NULL;
}

/* Adds the roster (or why it could not be read) as an entry. */
static void
add_entry (MuCliEventResults *results, const char *source, const char *player, MuRoster *roster,
           MuArmyList *list, const GError *error)
{
  MuCliEventEntry *entry = g_new0 (MuCliEventEntry, 1);

  entry->source = g_strdup (source);
  if (roster == NULL)
    {
      entry->error = g_strdup (error->message);
      results->n_unreadable++;
    }
  else
    {
      entry->roster = g_object_ref (roster);
      entry->player = player_or_null (player != NULL ? player : mu_roster_get_player (roster));
      entry->evaluation = mu_event_evaluate (results->event, roster, list);
    }
  g_ptr_array_add (results->entries, entry);
}

static void
add_roster_file (MuCli *cli, MuCliEventResults *results, const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  MuArmyList *list = NULL;

  roster = mu_library_open_roster (cli->library, path, &list, &error);
  add_entry (results, path, NULL, roster, list, error);
}

static void
add_code (MuCli *cli, MuCliEventResults *results, const char *source, const char *player,
          const char *code)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  g_autofree char *prefixed = NULL;
  MuArmyList *list = NULL;

  roster = mu_share_code_decode (code, cli->library, &list, &error);
  if (roster == NULL && !g_str_equal (source, code))
    {
      prefixed = g_strdup_printf ("%s: %s", source, error->message);
      g_free (error->message);
      error->message = g_steal_pointer (&prefixed);
    }
  add_entry (results, source, player, roster, list, error);
}

/* "player: code" or "code"; blank lines and lines starting with # are skipped. */
static void
add_code_line (MuCli *cli, MuCliEventResults *results, const char *path, guint number, char *line)
{
  g_autofree char *source = g_strdup_printf ("%s:%u", path, number);
  char *colon = strrchr (line, ':');
  char *code = line;
  char *player = NULL;

  g_strstrip (line);
  if (*line == '\0' || *line == '#')
    return;
  if (colon != NULL)
    {
      *colon = '\0';
      player = g_strstrip (line);
      code = g_strstrip (colon + 1);
    }
  add_code (cli, results, source, player, code);
}

static void
add_codes_file (MuCli *cli, MuCliEventResults *results, const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  gsize length = 0;

  if (!g_file_get_contents (path, &text, &length, &error)
      || length > MU_CLI_CODES_MAX_BYTES || !g_utf8_validate_len (text, length, NULL))
    {
      if (error == NULL)
        g_set_error (&error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                     _("%s: not a text file of share codes of at most %d bytes"), path,
                     MU_CLI_CODES_MAX_BYTES);
      add_entry (results, path, NULL, NULL, NULL, error);
      return;
    }
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    add_code_line (cli, results, path, i + 1, lines[i]);
}

static int
compare_paths (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

static void
add_folder (MuCli *cli, MuCliEventResults *results, const char *dir)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) handle = g_dir_open (dir, 0, &error);
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (handle == NULL)
    {
      add_entry (results, dir, NULL, NULL, NULL, error);
      return;
    }
  while ((name = g_dir_read_name (handle)) != NULL)
    if (g_str_has_suffix (name, ".muster") && name[0] != '.')
      g_ptr_array_add (files, g_build_filename (dir, name, NULL));
  g_ptr_array_sort (files, compare_paths);
  for (guint i = 0; i < files->len; i++)
    add_roster_file (cli, results, files->pdata[i]);
}

static void
add_input (MuCli *cli, MuCliEventResults *results, const char *input)
{
  if (g_file_test (input, G_FILE_TEST_IS_DIR))
    add_folder (cli, results, input);
  else if (!g_file_test (input, G_FILE_TEST_EXISTS) && mu_share_code_is_plausible (input))
    add_code (cli, results, input, NULL, input);
  else if (g_str_has_suffix (input, ".muster") || !g_file_test (input, G_FILE_TEST_EXISTS))
    add_roster_file (cli, results, input);
  else
    add_codes_file (cli, results, input);
}

/* Duplicates */

static char *
roster_key (MuRoster *roster)
{
  g_autoptr(MuRoster) copy = mu_roster_copy (roster);

  mu_roster_set_notes (copy, NULL);
  return mu_roster_hash (copy);
}

static char *
player_key (const char *player)
{
  g_autofree char *normal = g_utf8_normalize (player, -1, G_NORMALIZE_ALL);
  g_autofree char *folded = g_utf8_casefold (normal != NULL ? normal : player, -1);
  g_auto(GStrv) words = g_strsplit_set (folded, " \t", -1);
  g_autoptr(GString) key = g_string_new (NULL);

  /* "A.  Player" and "a. player" are one person */
  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0')
      g_string_append_printf (key, "%s%s", key->len > 0 ? " " : "", words[i]);
  return g_string_free (g_steal_pointer (&key), FALSE);
}

static void
add_duplicate (MuCliEventResults *results, MuCliEventEntry *entry, MuCliEventEntry *other,
               gboolean same_roster)
{
  g_autofree char *message = NULL;

  if (same_roster)
    message = g_strdup_printf (_("The same roster was also submitted as %s."), other->source);
  else
    message = g_strdup_printf (_("%s also submitted %s."), entry->player, other->source);
  mu_evaluation_add_issue (entry->evaluation, MU_SEVERITY_WARNING,
                           same_roster ? "event.duplicate.roster" : "event.duplicate.player",
                           results->event->name, -1, NULL, "%s", message);
}

static void
find_duplicates (MuCliEventResults *results)
{
  GPtrArray *entries = results->entries;
  g_autoptr(GPtrArray) rosters = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < entries->len; i++)
    {
      MuCliEventEntry *entry = entries->pdata[i];

      g_ptr_array_add (rosters, entry->roster != NULL ? roster_key (entry->roster) : NULL);
      g_ptr_array_add (players, entry->player != NULL ? player_key (entry->player) : NULL);
    }
  for (guint i = 0; i < entries->len; i++)
    for (guint j = 0; j < entries->len; j++)
      {
        gboolean same_roster = rosters->pdata[i] != NULL
                               && g_strcmp0 (rosters->pdata[i], rosters->pdata[j]) == 0;

        if (i == j)
          continue;
        if (same_roster
            || (players->pdata[i] != NULL && g_strcmp0 (players->pdata[i], players->pdata[j]) == 0))
          add_duplicate (results, entries->pdata[i], entries->pdata[j], same_roster);
      }
}

/* By player (case and spacing aside), then by source; the unreadable last. */
static int
compare_entries (gconstpointer a, gconstpointer b)
{
  const MuCliEventEntry *x = *(const MuCliEventEntry * const *) a;
  const MuCliEventEntry *y = *(const MuCliEventEntry * const *) b;
  g_autofree char *x_key = NULL;
  g_autofree char *y_key = NULL;
  int by_player = 0;

  if ((x->roster == NULL) != (y->roster == NULL))
    return x->roster == NULL ? 1 : -1;
  if ((x->player == NULL) != (y->player == NULL))
    return x->player == NULL ? 1 : -1;
  if (x->player != NULL)
    {
      x_key = player_key (x->player);
      y_key = player_key (y->player);
      by_player = g_utf8_collate (x_key, y_key);
    }
  return by_player != 0 ? by_player : g_strcmp0 (x->source, y->source);
}

static MuCliEventResults *
check_all (MuCli *cli, EventArgs *args)
{
  g_autoptr(MuCliEventResults) results = g_new0 (MuCliEventResults, 1);
  g_autoptr(GError) error = NULL;

  results->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) entry_free);
  results->event = mu_event_load_file (args->pack, &error);
  if (results->event == NULL || !mu_event_check_library (results->event, cli->library, &error))
    {
      fprintf (cli->err, "%s\n", error->message);
      return NULL;
    }
  for (guint i = 0; i < args->inputs->len; i++)
    add_input (cli, results, args->inputs->pdata[i]);
  find_duplicates (results);
  g_ptr_array_sort (results->entries, compare_entries);
  for (guint i = 0; i < results->entries->len; i++)
    {
      MuCliEventEntry *entry = results->entries->pdata[i];

      /* issues added after evaluation (duplicates) are in order of severity too */
      if (entry->evaluation != NULL)
        mu_event_sort_issues (entry->evaluation);
      if (entry->evaluation != NULL && mu_evaluation_is_legal (entry->evaluation))
        results->n_legal++;
    }
  return g_steal_pointer (&results);
}

static int
status_of (MuCliEventResults *results)
{
  if (results->n_unreadable > 0)
    return MU_CLI_UNREADABLE;
  return results->n_legal == results->entries->len ? MU_CLI_OK : MU_CLI_ILLEGAL;
}

/* Cells shared by the reports */

const char *
mu_cli_event_army (MuCliEventEntry *entry)
{
  const char *name = entry->roster != NULL ? mu_roster_get_army_name (entry->roster) : NULL;

  return name != NULL && *name != '\0' ? name : "–";
}

char *
mu_cli_event_list_label (MuCliEventEntry *entry)
{
  if (entry->evaluation == NULL)
    return g_strdup ("–");
  /* TRANSLATORS: an army list and the revision of it a roster was built with */
  return g_strdup_printf (_("%s, rev. %" PRId64), entry->evaluation->list->name,
                          mu_roster_get_list_revision (entry->roster));
}

char *
mu_cli_event_figure (MuCliEventEntry *entry, const char *key)
{
  const MuFigure *figure;

  if (entry->evaluation == NULL)
    return g_strdup ("–");
  if (g_str_equal (key, "points"))
    return entry->evaluation->ruleset->has_points ? mu_format_number (entry->evaluation->points)
                                                  : g_strdup ("–");
  figure = mu_figures_lookup (entry->evaluation->figures, key);
  return figure != NULL && figure->known ? mu_figure_to_string (figure) : g_strdup ("–");
}

char *
mu_cli_event_verdict (MuCliEventEntry *entry)
{
  if (entry->evaluation == NULL)
    /* TRANSLATORS: the verdict on a roster file that could not be read */
    return g_strdup (_("Unreadable"));
  return mu_evaluation_verdict (entry->evaluation);
}

char *
mu_cli_event_summary (MuCliEventResults *results)
{
  guint n = results->entries->len;
  g_autofree char *rosters = g_strdup_printf (ngettext ("%u roster", "%u rosters", n), n);

  if (results->n_unreadable == 0)
    /* TRANSLATORS: "7 rosters, 2 legal" */
    return g_strdup_printf (_("%s, %u legal"), rosters, results->n_legal);
  /* TRANSLATORS: "7 rosters, 2 legal, 1 unreadable" */
  return g_strdup_printf (_("%s, %u legal, %u unreadable"), rosters, results->n_legal,
                          results->n_unreadable);
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
        args->csv = TRUE;
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
  if (args->json && args->csv)
    return FALSE;
  return args->pack != NULL && args->inputs->len > 0 && (!book || args->output != NULL);
}

static gboolean
write_file (MuCli *cli, const char *path, const char *text)
{
  g_autoptr(GError) error = NULL;

  if (g_file_set_contents (path, text, -1, &error))
    return TRUE;
  fprintf (cli->err, _("Could not write “%s”: %s\n"), path, error->message);
  return FALSE;
}

static int
run_check (MuCli *cli, EventArgs *args)
{
  g_autoptr(MuCliEventResults) results = check_all (cli, args);
  g_autofree char *report = NULL;

  if (results == NULL)
    return MU_CLI_UNREADABLE;
  if (args->json)
    report = mu_cli_event_json (results);
  else if (args->csv)
    report = mu_cli_event_csv (results);
  else
    report = mu_cli_event_table (results);
  fputs (report, cli->out);
  if (args->html != NULL)
    {
      g_autofree char *page = mu_cli_event_html (results);

      if (!write_file (cli, args->html, page))
        return MU_CLI_UNREADABLE;
    }
  return status_of (results);
}

static int
run_book (MuCli *cli, EventArgs *args)
{
  g_autoptr(MuCliEventResults) results = NULL;
  g_autoptr(GArray) pages = g_array_new (FALSE, TRUE, sizeof (MuBookEntry));
  g_autoptr(GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);
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
      MuCliEventEntry *entry = results->entries->pdata[i];
      MuBookEntry page = { 0 };
      char *verdict = mu_cli_event_verdict (entry);

      g_ptr_array_add (owned, verdict);
      page.player = entry->player != NULL ? entry->player : entry->source;
      page.army = entry->roster != NULL ? mu_cli_event_army (entry) : entry->source;
      page.verdict = verdict;
      page.evaluation = entry->evaluation;
      g_array_append_val (pages, page);
    }
  title = mu_event_describe (results->event);
  if (!write_book (title, (MuBookEntry *) (gpointer) pages->data, pages->len, args->output,
                   args->paper, &error))
    {
      fprintf (cli->err, "%s\n", error->message);
      return MU_CLI_UNREADABLE;
    }
  return status_of (results);
}

static void
usage (MuCli *cli)
{
  fprintf (cli->err, "%s",
           _("Usage: muster-cli event check PACK INPUT… [--json | --csv] [--html FILE]\n"
             "       muster-cli event book PACK INPUT… -o FILE.pdf [--paper a4|letter]\n"
             "INPUT is a roster, a folder of rosters, a text file of share codes (one a line,\n"
             "“player: code” or the code alone) or a share code.\n"));
}

int
mu_cli_event (MuCli *cli, int argc, char **argv)
{
  g_autoptr(GPtrArray) inputs = g_ptr_array_new ();
  EventArgs args = { NULL, inputs, FALSE, FALSE, NULL, NULL, NULL };
  gboolean book = argc > 1 && g_str_equal (argv[1], "book");

  if (argc < 2 || (!book && !g_str_equal (argv[1], "check")) || !parse_args (argc, argv, &args, book))
    {
      usage (cli);
      return MU_CLI_UNREADABLE;
    }
  return book ? run_book (cli, &args) : run_check (cli, &args);
}
