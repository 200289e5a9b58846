/* mu-list-draft-dates.c: the army date of a list being edited
 *
 * The army date is the year option "date": its first and last year and
 * the year an army starts with. A list gives either end or both; an end
 * left out has no limit that way (the years a list file leaves out). The
 * list editor and the importer set it here, field by field, as typed.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mu-list-draft.h"
#include "mu-option-def.h"

/* The years a list file leaves out: no limit that way */
#define NO_FIRST_YEAR (-5000)
#define NO_LAST_YEAR 5000

/* "-55", "55 BC", "55BC", "AD 410", "410" → the year, BC negative */
static gboolean
read_year (const char *text, gint64 *year)
{
  g_autofree char *copy = g_strstrip (g_strdup (text != NULL ? text : ""));
  gsize len = strlen (copy);
  gboolean bc = FALSE;
  char *digits = copy;

  if (len > 2 && g_ascii_strcasecmp (copy + len - 2, "BC") == 0)
    bc = TRUE, copy[len - 2] = '\0';
  else if (len > 2 && g_ascii_strcasecmp (copy + len - 2, "AD") == 0)
    copy[len - 2] = '\0';
  else if (g_ascii_strncasecmp (copy, "AD", 2) == 0)
    digits = copy + 2;
  g_strstrip (digits);
  if (*digits == '\0' || !g_ascii_string_to_signed (digits, 10, NO_FIRST_YEAR, NO_LAST_YEAR, year, NULL))
    return FALSE;
  if (bc)
    *year = -*year;
  return TRUE;
}

/* The year an army starts with: the first year, unless one was typed
 * that is neither end of the old range and is inside the new one */
static gint64
starting_year (const MuOptionDef *old, gint64 min, gint64 max)
{
  gint64 start = min != NO_FIRST_YEAR ? min : max;

  if (old != NULL && old->default_value != NULL)
    {
      gint64 typed = g_ascii_strtoll (old->default_value, NULL, 10);

      if (typed != old->min && typed != old->max && typed >= min && typed <= max)
        start = typed;
    }
  return start;
}

/* The option with one end changed, in one edit */
static gboolean
set_end (MuListDraft *self, const MuOptionDef *old, gboolean last, gint64 year)
{
  g_autoptr(MuOptionDef) def = g_new0 (MuOptionDef, 1);

  def->id = g_strdup ("date");
  def->kind = MU_OPTION_YEAR;
  def->choices = g_ptr_array_new ();
  def->label = g_strdup (old != NULL ? old->label : _("Army date"));
  def->description = g_strdup (old != NULL ? old->description : NULL);
  def->reference = g_strdup (old != NULL ? old->reference : NULL);
  def->min = last ? (old != NULL ? old->min : NO_FIRST_YEAR) : year;
  def->max = last ? year : (old != NULL ? old->max : NO_LAST_YEAR);
  if (def->min > def->max || (old != NULL && old->min == def->min && old->max == def->max))
    return FALSE;
  def->default_value = g_strdup_printf ("%" G_GINT64_FORMAT, starting_year (old, def->min, def->max));
  mu_list_draft_add_option (self, def);
  return TRUE;
}

/**
 * mu_list_draft_set_army_date:
 * @self: a draft
 * @field: "from" (the first year), "to" (the last) or "default" (the year
 *   an army starts with)
 * @year: (nullable): the year as typed: "-55", "55 BC", "AD 410", "410";
 *   %NULL or "" for no first or last year
 *
 * Sets one part of the army date, the year option "date", in one undoable
 * edit: the option is made with its first end; an end emptied has no
 * limit that way, and the option is taken away when both are. The year an army starts with follows the first
 * year, unless one was set that is inside the new range.
 *
 * Returns: %TRUE when the draft changed; %FALSE for a year that is none,
 *   a range whose first year is after its last, or nothing new
 */
gboolean
mu_list_draft_set_army_date (MuListDraft *self, const char *field, const char *year)
{
  MuOptionDef *old = mu_option_defs_find (mu_list_draft_get_options (self), "date");
  gint64 value;

  if ((year == NULL || *year == '\0') && (old == NULL || g_str_equal (field, "default")))
    return FALSE;
  if (year == NULL || *year == '\0')
    {
      /* no limit that way; none either way is no army date */
      gboolean last = g_str_equal (field, "to");

      if ((last ? old->min : old->max) == (last ? NO_FIRST_YEAR : NO_LAST_YEAR))
        return mu_list_draft_remove_option (self, "date");
      return set_end (self, old, last, last ? NO_LAST_YEAR : NO_FIRST_YEAR);
    }
  if (!read_year (year, &value))
    return FALSE;
  if (g_str_equal (field, "default"))
    {
      g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, value);

      return old != NULL && g_strcmp0 (old->default_value, text) != 0
             && mu_list_draft_set_option (self, "date", "default", text);
    }
  return set_end (self, old, g_str_equal (field, "to"), value);
}

/**
 * mu_list_draft_get_army_date:
 * @self: a draft
 * @field: "from", "to" or "default", as for mu_list_draft_set_army_date ()
 *
 * One part of the army date, as a year (negative BC) to show.
 *
 * Returns: (transfer full) (nullable): the year, or %NULL when the list
 *   has no army date or no limit that way
 */
char *
mu_list_draft_get_army_date (MuListDraft *self, const char *field)
{
  MuOptionDef *date = mu_option_defs_find (mu_list_draft_get_options (self), "date");

  if (date == NULL)
    return NULL;
  if (g_str_equal (field, "default"))
    return g_strdup (date->default_value);
  if (g_str_equal (field, "to"))
    return date->max != NO_LAST_YEAR ? g_strdup_printf ("%" G_GINT64_FORMAT, date->max) : NULL;
  return date->min != NO_FIRST_YEAR ? g_strdup_printf ("%" G_GINT64_FORMAT, date->min) : NULL;
}
