/* mu-event-results.c: every roster submitted for an event, read, checked
 * against the pack, compared with each other and sorted by player
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
#include "mu-contingent.h"
#include "mu-error.h"
#include "mu-evaluation.h"
#include "mu-event-private.h"
#include "mu-event-results.h"
#include "mu-figure.h"
#include "mu-library.h"
#include "mu-share-code.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-xml-private.h"

/* A file of share codes is read whole, as every file Muster opens is (a
 * regular file of at most MU_XML_MAX_BYTES, read once); a line is one code. */

static void
entry_free (MuEventEntry *entry)
{
  g_free (entry->source);
  g_free (entry->player);
  g_clear_object (&entry->roster);
  g_clear_pointer (&entry->evaluation, mu_evaluation_unref);
  g_free (entry->error);
  g_free (entry);
}

/**
 * mu_event_results_free:
 * @results: (nullable): the rosters of an event
 *
 * Frees them, with their entries.
 */
void
mu_event_results_free (MuEventResults *results)
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
add_entry (MuEventResults *results, const char *source, const char *player, MuRoster *roster,
           MuArmyList *list, const GError *error)
{
  MuEventEntry *entry = g_new0 (MuEventEntry, 1);

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

/* The day the file was last written, local time, against the deadline */
static void
check_saved (MuEventResults *results, const char *path)
{
  MuEventEntry *entry = results->entries->pdata[results->entries->len - 1];
  g_autoptr(GDateTime) local = NULL;
  g_autofree char *day = NULL;
  GStatBuf st;

  if (g_stat (path, &st) != 0 || (local = g_date_time_new_from_unix_local (st.st_mtime)) == NULL)
    return;
  day = g_date_time_format (local, "%Y-%m-%d");
  mu_event_check_saved (results->event, entry->evaluation, day);
}

static void
add_roster_file (MuEventResults *results, MuLibrary *library, const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  MuArmyList *list = NULL;

  roster = mu_library_open_roster (library, path, &list, &error);
  add_entry (results, path, NULL, roster, list, error);
  if (roster != NULL && results->event->deadline != NULL)
    check_saved (results, path);
}

static void
add_code (MuEventResults *results, MuLibrary *library, const char *source, const char *player,
          const char *code)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  g_autofree char *prefixed = NULL;
  MuArmyList *list = NULL;

  roster = mu_share_code_decode (code, library, &list, &error);
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
add_code_line (MuEventResults *results, MuLibrary *library, const char *path, guint number, char *line)
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
  add_code (results, library, source, player, code);
}

static void
add_codes_file (MuEventResults *results, MuLibrary *library, const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = mu_xml_read_bytes (path, &error);
  g_auto(GStrv) lines = NULL;
  gsize length = 0;
  const char *data = bytes != NULL ? g_bytes_get_data (bytes, &length) : NULL;

  if (data == NULL || memchr (data, '\0', length) != NULL || !g_utf8_validate_len (data, length, NULL))
    {
      if (error == NULL)
        g_set_error (&error, MU_ERROR, MU_ERROR_PARSE,
                     _("%s: not a text file of share codes of at most %d bytes"), path, MU_XML_MAX_BYTES);
      add_entry (results, path, NULL, NULL, NULL, error);
      return;
    }
  text = g_strndup (data, length);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    add_code_line (results, library, path, i + 1, lines[i]);
}

static int
compare_paths (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

static void
add_folder (MuEventResults *results, MuLibrary *library, const char *dir)
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
    add_roster_file (results, library, files->pdata[i]);
}

/**
 * mu_event_results_add_input:
 * @results: the rosters of an event, being gathered
 * @library: the library they are read with
 * @input: a roster file, a folder of them (its *.muster files), a text file
 *   of share codes (one a line, "player: code" or the code alone) or a code
 *
 * Reads every roster @input holds, evaluates each as the event plays it
 * (mu_event_evaluate()) and adds it, or why it could not be read, as an
 * entry.
 */
void
mu_event_results_add_input (MuEventResults *results, MuLibrary *library, const char *input)
{
  if (g_file_test (input, G_FILE_TEST_IS_DIR))
    add_folder (results, library, input);
  else if (!g_file_test (input, G_FILE_TEST_EXISTS) && mu_share_code_is_plausible (input))
    add_code (results, library, input, NULL, input);
  else if (g_str_has_suffix (input, ".muster") || !g_file_test (input, G_FILE_TEST_EXISTS))
    add_roster_file (results, library, input);
  else
    add_codes_file (results, library, input);
}

/* By player (case and spacing aside), then by source; the unreadable last. */
static int
compare_entries (gconstpointer a, gconstpointer b)
{
  const MuEventEntry *x = *(const MuEventEntry * const *) a;
  const MuEventEntry *y = *(const MuEventEntry * const *) b;
  g_autofree char *x_key = NULL;
  g_autofree char *y_key = NULL;
  int by_player = 0;

  if ((x->roster == NULL) != (y->roster == NULL))
    return x->roster == NULL ? 1 : -1;
  if ((x->player == NULL) != (y->player == NULL))
    return x->player == NULL ? 1 : -1;
  if (x->player != NULL)
    {
      x_key = mu_event_player_key (x->player);
      y_key = mu_event_player_key (y->player);
      by_player = g_utf8_collate (x_key, y_key);
    }
  return by_player != 0 ? by_player : g_strcmp0 (x->source, y->source);
}

/* Cells shared by the reports */

/**
 * mu_event_entry_army:
 * @entry: (transfer none): a roster of an event
 *
 * The army column of the event reports: the name the roster gives its
 * army. A roster that could not be read, or whose army has no name, shows
 * a dash; it never fails.
 *
 * Returns: (transfer none): the army's name, owned by the roster, or "–".
 */
const char *
mu_event_entry_army (MuEventEntry *entry)
{
  const char *name = entry->roster != NULL ? mu_roster_get_army_name (entry->roster) : NULL;

  return name != NULL && *name != '\0' ? name : "–";
}

/* Whether another roster's list has the same name but is another list */
static gboolean
name_shared (MuEventResults *results, MuArmyList *list)
{
  for (guint i = 0; i < results->entries->len; i++)
    {
      MuEventEntry *other = results->entries->pdata[i];

      if (other->evaluation != NULL && g_str_equal (other->evaluation->list->name, list->name)
          && !g_str_equal (other->evaluation->list->id, list->id))
        return TRUE;
    }
  return FALSE;
}

/**
 * mu_event_results_list_label:
 * @results: the rosters of an event
 * @entry: (transfer none): one of them
 *
 * The list column of the event reports: the list and the revision the
 * roster was built with; the list's ruleset too when another roster's list
 * has the same name ("All troop types (To the Strongest!), rev. 1"), and
 * the list of each allied contingent ("…, with allies: Principate Roman").
 *
 * Returns: (transfer full): the label, or "–" for an unreadable roster.
 */
char *
mu_event_results_list_label (MuEventResults *results, MuEventEntry *entry)
{
  g_autoptr(GString) label = NULL;
  MuArmyList *list;
  guint contingents;

  if (entry->evaluation == NULL)
    return g_strdup ("–");
  list = entry->evaluation->list;
  label = g_string_new (list->name);
  if (name_shared (results, list))
    g_string_append_printf (label, " (%s)", entry->evaluation->ruleset->name);
  /* TRANSLATORS: after a list's name, the revision of it a roster was built with */
  g_string_append_printf (label, _(", rev. %" PRId64), mu_roster_get_list_revision (entry->roster));
  contingents = mu_roster_count_contingents (entry->roster);
  for (guint i = 1; i < contingents; i++)
    {
      MuContingent *ally = mu_roster_get_ally (entry->roster, i);

      /* TRANSLATORS: after the army's list, the list of its first allied contingent */
      g_string_append_printf (label, i == 1 ? _(", with allies: %s") : ", %s",
                                                 ally->list != NULL ? ally->list->name : ally->list_id);
    }
  return g_string_free (g_steal_pointer (&label), FALSE);
}

/**
 * mu_event_entry_figure:
 * @entry: (transfer none): a roster of an event
 * @key: "points" or a key of the army's figures ("victory_points" …)
 *
 * One figure column of the event reports, as text. "points" gives the
 * army's total in the locale's format when its ruleset counts points;
 * any other key is looked up among the army's figures. An unreadable
 * roster, a ruleset without points, an unknown key or a figure the
 * ruleset could not work out all show a dash.
 *
 * Returns: (transfer full): the figure as text, or "–".
 */
char *
mu_event_entry_figure (MuEventEntry *entry, const char *key)
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

/**
 * mu_event_entry_verdict:
 * @entry: (transfer none): a roster of an event
 *
 * The verdict column of the event reports: the evaluation's own verdict,
 * or "Unreadable" (translated) for a roster file that could not be read.
 *
 * Returns: (transfer full): the verdict ("Legal", "Illegal: 2 errors", "Unreadable").
 */
char *
mu_event_entry_verdict (MuEventEntry *entry)
{
  if (entry->evaluation == NULL)
    /* TRANSLATORS: the verdict on a roster file that could not be read */
    return g_strdup (_("Unreadable"));
  return mu_evaluation_verdict (entry->evaluation);
}

/**
 * mu_event_results_summary:
 * @results: (transfer none): the rosters of an event, finished with
 *   mu_event_results_finish() so that the legal ones are counted
 *
 * The one-line summary of an event's results, translated, with plural
 * forms for the number of rosters; the unreadable count appears only when
 * some roster could not be read.
 *
 * Returns: (transfer full): "7 rosters, 2 legal[, 1 unreadable]".
 */
char *
mu_event_results_summary (MuEventResults *results)
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

/**
 * mu_event_results_new:
 * @event: (transfer none): a pack, checked against the library (borrowed; a
 *   reference is kept)
 *
 * Starts the results of an event: an empty set of entries that holds a
 * reference on @event until mu_event_results_free(). It cannot fail.
 *
 * Returns: (transfer full): no rosters yet; add them with
 *   mu_event_results_add_input(), then call mu_event_results_finish().
 */
MuEventResults *
mu_event_results_new (MuEvent *event)
{
  MuEventResults *results = g_new0 (MuEventResults, 1);

  results->event = mu_event_ref (event);
  results->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) entry_free);
  return results;
}

/**
 * mu_event_results_finish:
 * @results: the rosters of an event, all added
 *
 * Points out the same player twice and the same roster twice (warnings on
 * each entry concerned), sorts the entries by player (the unreadable last)
 * and counts the legal ones.
 */
void
mu_event_results_finish (MuEventResults *results)
{
  g_ptr_array_sort (results->entries, compare_entries);
  mu_event_results_find_duplicates (results);
  results->n_legal = 0;
  for (guint i = 0; i < results->entries->len; i++)
    {
      MuEventEntry *entry = results->entries->pdata[i];

      /* issues added after evaluation (duplicates) are in order of severity too */
      if (entry->evaluation != NULL)
        mu_event_sort_issues (entry->evaluation);
      if (entry->evaluation != NULL && mu_evaluation_is_legal (entry->evaluation))
        results->n_legal++;
    }
}
