/* mu-event-conditions.c: a pack's conditions in words, one a line, for the
 * top of the table, the HTML page and the book
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include <glib/gi18n-lib.h>

#include "mu-army-list.h"
#include "mu-event.h"
#include "mu-library.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-ruleset.h"

static void
append_points (GPtrArray *lines, MuEvent *event)
{
  g_autoptr(GString) line = g_string_new (NULL);

  if (event->points_limit > 0 && event->points_minimum > 0)
    g_string_printf (line, _("Points: %" PRId64 " to %" PRId64), event->points_minimum, event->points_limit);
  else if (event->points_limit > 0)
    g_string_printf (line, _("Points: at most %" PRId64), event->points_limit);
  else if (event->points_minimum > 0)
    g_string_printf (line, _("Points: at least %" PRId64), event->points_minimum);
  if (event->allies && event->allied_points_limit > 0)
    {
      if (line->len > 0)
        g_string_append (line, "; ");
      g_string_append_printf (line, _("at most %" PRId64 " for an army with an allied contingent"),
                                       event->allied_points_limit);
    }
  if (line->len > 0)
    g_ptr_array_add (lines, g_string_free (g_steal_pointer (&line), FALSE));
  g_ptr_array_add (lines, g_strdup (event->allies ? _("Allied contingents: allowed")
                                                  : _("Allied contingents: not allowed")));
}

static char *
option_words (GPtrArray *defs, MuEventOption *option)
{
  MuOptionDef *def = defs != NULL ? mu_option_defs_find (defs, option->id) : NULL;
  g_autofree char *value = def != NULL ? mu_option_def_format (def, option->value) : g_strdup (option->value);

  return g_strdup_printf ("%s: %s", def != NULL && def->label != NULL ? def->label : option->id, value);
}

static char *
dates_words (gint64 from, gint64 to)
{
  g_autofree char *start = mu_format_year (from);
  g_autofree char *end = mu_format_year (to);

  /* TRANSLATORS: a range of army dates, as "27 BC to AD 150" */
  return g_strdup_printf (_("dated %s to %s"), start, end);
}

/* "Principate Roman (revision 1; Eastern or Western army: Western; dated AD 43 to AD 150)" */
static char *
list_words (MuEventList *item, MuArmyList *list)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *joined = NULL;

  if (item->allies_only)
    g_ptr_array_add (parts, g_strdup (_("for allies only")));
  if (item->revision > 0 || item->carried_list != NULL)
    g_ptr_array_add (parts,
                     g_strdup_printf (_("revision %" PRId64),
                                         item->revision > 0 ? item->revision : item->carried_list->revision));
  if (item->carried_list != NULL)
    g_ptr_array_add (parts, g_strdup (_("carried in the pack")));
  if (item->as_of != NULL)
    g_ptr_array_add (parts, g_strdup_printf (_("as of %s"), item->as_of));
  for (guint i = 0; i < item->options->len; i++)
    g_ptr_array_add (parts, option_words (list != NULL ? list->options : NULL, item->options->pdata[i]));
  if (item->has_army_dates)
    g_ptr_array_add (parts, dates_words (item->army_date_from, item->army_date_to));
  if (parts->len == 0)
    return g_strdup (item->name != NULL ? item->name : item->id);
  g_ptr_array_add (parts, NULL);
  joined = g_strjoinv ("; ", (char **) parts->pdata);
  return g_strdup_printf ("%s (%s)", item->name != NULL ? item->name : item->id, joined);
}

static void
append_lists (GPtrArray *lines, MuEvent *event, MuLibrary *library)
{
  g_autoptr(GString) line = g_string_new (_("Lists: "));

  if (event->lists->len == 0)
    {
      g_ptr_array_add (lines, g_strdup_printf (_("Lists: every list of %s"), event->ruleset_name));
      return;
    }
  for (guint i = 0; i < event->lists->len; i++)
    {
      MuEventList *item = event->lists->pdata[i];
      g_autofree char *words = list_words (item, mu_library_find_list (library, item->id));

      g_string_append_printf (line, "%s%s", i > 0 ? ", " : "", words);
    }
  g_ptr_array_add (lines, g_string_free (g_steal_pointer (&line), FALSE));
}

static void
append_readings (GPtrArray *lines, MuEvent *event, MuLibrary *library)
{
  MuRuleset *ruleset = mu_library_find_ruleset (library, event->ruleset_id);
  g_autoptr(GString) line = g_string_new (_("Readings of the rules: "));

  if (event->options->len == 0)
    return;
  for (guint i = 0; i < event->options->len; i++)
    {
      g_autofree char *words
          = option_words (ruleset != NULL ? ruleset->options : NULL, event->options->pdata[i]);

      g_string_append_printf (line, "%s%s", i > 0 ? "; " : "", words);
    }
  g_ptr_array_add (lines, g_string_free (g_steal_pointer (&line), FALSE));
}

/* A row by its name in the lists of the event's ruleset (or in @list_id
 * alone), else its id; the lists read with their rows, as the library may
 * know them by their header alone */
static const char *
row_name (MuEvent *event, MuLibrary *library, const char *list_id, const char *row)
{
  g_autoptr(GPtrArray) lists = mu_library_load_lists (library, event->ruleset_id);

  for (guint i = 0; i < lists->len; i++)
    {
      MuArmyList *list = lists->pdata[i];
      MuListEntry *entry;

      if (list_id != NULL && !g_str_equal (list->id, list_id))
        continue;
      if ((entry = mu_army_list_lookup (list, row)) != NULL)
        return mu_list_entry_label (entry);
    }
  return row;
}

static char *
rows_words (MuEvent *event, MuLibrary *library, const char *list_id, GPtrArray *rows)
{
  g_autoptr(GString) words = g_string_new (NULL);

  for (guint i = 0; i < rows->len; i++)
    g_string_append_printf (words, "%s%s", i > 0 ? ", " : "",
                            row_name (event, library, list_id, rows->pdata[i]));
  return g_string_free (g_steal_pointer (&words), FALSE);
}

static void
append_bans (GPtrArray *lines, MuEvent *event, MuLibrary *library)
{
  if (event->rows_not_allowed->len > 0)
    {
      g_autofree char *words = rows_words (event, library, NULL, event->rows_not_allowed);

      g_ptr_array_add (lines, g_strdup_printf (_("Not allowed: %s"), words));
    }
  for (guint i = 0; i < event->list_bans->len; i++)
    {
      MuEventBan *ban = event->list_bans->pdata[i];
      MuArmyList *list = mu_library_find_list (library, ban->list_id);
      g_autofree char *words = rows_words (event, library, ban->list_id, ban->rows);

      /* TRANSLATORS: a list's name, then the rows an army of that list may not take */
      g_ptr_array_add (lines, g_strdup_printf (_("Not allowed in an army of the list %s: %s"),
                                                  list != NULL ? list->name : ban->list_id, words));
    }
}

static void
append_caps (GPtrArray *lines, MuEvent *event, MuLibrary *library)
{
  for (guint i = 0; i < event->caps->len; i++)
    {
      MuEventCap *cap = event->caps->pdata[i];
      g_autofree char *words = NULL;

      if (g_strcmp0 (cap->of, "generals") == 0)
        words = g_strdup (_("generals"));
      else if (g_strcmp0 (cap->of, "heroes") == 0)
        words = g_strdup (_("heroes"));
      else
        words = rows_words (event, library, NULL, cap->rows);
      /* TRANSLATORS: what an event caps ("heroes", "Equites Alares") and the cap */
      g_ptr_array_add (lines,
                       g_strdup_printf (_("Capped across the army: %s, at most %" PRId64), words, cap->max));
    }
  for (guint i = 0; i < event->general_caps->len; i++)
    {
      MuEventGeneralCap *cap = event->general_caps->pdata[i];

      if (cap->max == 0)
        {
          /* TRANSLATORS: a kind of general an event allows none of ("brilliant") */
          g_ptr_array_add (lines, g_strdup_printf (_("No %s general"), cap->kind));
          continue;
        }
      g_ptr_array_add (lines, g_strdup_printf (ngettext ("At most %" PRId64 " %s general",
                                                         "At most %" PRId64 " %s generals", cap->max),
                                               cap->max, cap->kind));
    }
}

/**
 * mu_event_conditions:
 * @event: a pack, checked against @library (mu_event_check_library())
 * @library: the library it was checked against, for the names of rows and
 *   options
 *
 * The pack's conditions for people, one a line, in the order an organiser
 * states them: points (and the allied limit), allies, lists (each with
 * its pins: allies only, revision, as of, options, dates), readings of the
 * rules, army dates, rows not allowed (on every list, then on one), caps,
 * the deadline and declared totals.
 *
 * Returns: (transfer full) (element-type utf8): the lines.
 */
GPtrArray *
mu_event_conditions (MuEvent *event, MuLibrary *library)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);

  append_points (lines, event);
  append_lists (lines, event, library);
  append_readings (lines, event, library);
  if (event->has_army_dates)
    {
      g_autofree char *words = dates_words (event->army_date_from, event->army_date_to);

      g_ptr_array_add (lines, g_strdup_printf (_("Armies: %s"), words));
    }
  append_bans (lines, event, library);
  append_caps (lines, event, library);
  if (event->deadline != NULL)
    g_ptr_array_add (lines, g_strdup_printf (_("Rosters saved by %s"), event->deadline));
  if (event->declared_required)
    g_ptr_array_add (lines, g_strdup (_("Declared totals required")));
  return lines;
}
