/* mu-event-check.c: a pack checked against the library, and every roster
 * checked against the pack
 *
 * A roster is evaluated as the event plays it: the pack's readings of the
 * rules replace the roster's own and its points limit is the event's. Each
 * condition of the pack the roster does not meet is then an issue of its
 * own ("event.…"), naming the pack, added to that evaluation.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-error.h"
#include "mu-contingent.h"
#include "mu-evaluation.h"
#include "mu-event-private.h"
#include "mu-event.h"
#include "mu-figure.h"
#include "mu-general.h"
#include "mu-library.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-unit.h"

static void set_error (GError **error, int code, MuEvent *event, guint line, const char *format, ...)
    G_GNUC_PRINTF (5, 6);

static void check_list_rules (MuEvent *event, MuEvaluation *evaluation, MuEventList *item, MuArmyList *list,
                              GHashTable *options);

static void
set_error (GError **error, int code, MuEvent *event, guint line, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, MU_ERROR, code, "%s:%u: %s", event->file, line, message);
}

/* A list the pack names, as the event plays it: the copy it carries, else
 * the library's */
static MuArmyList *
played_list (MuEventList *item, MuLibrary *library)
{
  return item->carried_list != NULL ? item->carried_list : mu_library_find_list (library, item->id);
}

/* The lists a pack's house rules may name: those it allows (the copies it
 * carries), else every list of its ruleset. */
static GPtrArray *
lists_in_play (MuEvent *event, MuLibrary *library)
{
  GPtrArray *lists;

  /* with their rows: the library reads those it knows by their header,
     only the lists the pack allows when it names them (the copies it
     carries) */
  if (event->lists->len == 0)
    return mu_library_load_lists (library, event->ruleset_id);
  lists = g_ptr_array_new ();
  for (guint i = 0; i < event->lists->len; i++)
    {
      MuArmyList *list = played_list (event->lists->pdata[i], library);

      if (list != NULL && !g_ptr_array_find (lists, list, NULL))
        g_ptr_array_add (lists, list);
    }
  return lists;
}

/* The copy of a list the pack carries, read as every list is, and of the
 * list and revision the pack says */
static gboolean
read_carried (MuEvent *event, MuEventList *item, MuLibrary *library, GError **error)
{
  gsize length = 0;
  const char *data = g_bytes_get_data (item->carried, &length);
  g_autoptr(GError) why = NULL;
  g_autoptr(MuArmyList) list
             = mu_army_list_load_data (data, length, item->carried_file, library->rulesets, &why);

  if (list == NULL)
    {
      set_error (error, MU_ERROR_VALUE, event, item->line,
                 _("the list carried for “%s” cannot be read: %s"), item->id, why->message);
      return FALSE;
    }
  if (!g_str_equal (list->id, item->id))
    {
      set_error (error, MU_ERROR_MISMATCH, event, item->line,
                 _("the list carried for “%s” is the list “%s”"), item->id, list->id);
      return FALSE;
    }
  if (item->revision > 0 && list->revision != item->revision)
    {
      set_error (error, MU_ERROR_MISMATCH, event, item->line,
                 _("the list carried for “%s” is revision %" PRId64 ", not %" PRId64), item->id,
                    list->revision, item->revision);
      return FALSE;
    }
  /* not a file of the library's folders */
  g_clear_pointer (&list->file, g_free);
  g_clear_pointer (&item->carried_list, mu_army_list_unref);
  item->carried_list = g_steal_pointer (&list);
  return TRUE;
}

/* A list's own conditions name its options and values, and an allies-only
 * list needs allies */
static gboolean
check_list_item (MuEvent *event, MuEventList *item, MuArmyList *list, GError **error)
{
  if (item->allies_only && !event->allies)
    {
      set_error (error, MU_ERROR_VALUE, event, item->line,
                 _("the list “%s” is allowed only for allies, but the event allows no allied contingent"),
                    item->id);
      return FALSE;
    }
  for (guint i = 0; i < item->options->len; i++)
    {
      MuEventOption *pin = item->options->pdata[i];
      MuOptionDef *def = mu_option_defs_find (list->options, pin->id);

      if (def == NULL)
        {
          set_error (error, MU_ERROR_REFERENCE, event, pin->line,
                     _("the list “%s” has no option “%s”"), item->id, pin->id);
          return FALSE;
        }
      if (!mu_option_def_accepts (def, pin->value))
        {
          set_error (error, MU_ERROR_VALUE, event, pin->line,
                     _("the option “%s” has no value “%s”"), pin->id, pin->value);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
check_lists (MuEvent *event, MuLibrary *library, GError **error)
{
  for (guint i = 0; i < event->lists->len; i++)
    {
      MuEventList *item = event->lists->pdata[i];
      MuArmyList *list;

      if (item->carried != NULL && !read_carried (event, item, library, error))
        return FALSE;
      list = played_list (item, library);
      if (list == NULL)
        {
          set_error (error, MU_ERROR_REFERENCE, event, item->line,
                     _("the library has no army list “%s”"), item->id);
          return FALSE;
        }
      if (!g_str_equal (list->ruleset_id, event->ruleset_id))
        {
          set_error (error, MU_ERROR_MISMATCH, event, item->line,
                     _("the list “%s” is for ruleset “%s”, not “%s”"), item->id, list->ruleset_id,
                        event->ruleset_id);
          return FALSE;
        }
      g_free (item->name);
      item->name = g_strdup (list->name);
      if (!check_list_item (event, item, list, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
check_options (MuEvent *event, MuRuleset *ruleset, GError **error)
{
  for (guint i = 0; i < event->options->len; i++)
    {
      MuEventOption *item = event->options->pdata[i];
      MuOptionDef *def = mu_option_defs_find (ruleset->options, item->id);

      if (def == NULL)
        {
          set_error (error, MU_ERROR_REFERENCE, event, item->line,
                     _("the ruleset “%s” has no option “%s”"), ruleset->id, item->id);
          return FALSE;
        }
      if (!mu_option_def_accepts (def, item->value))
        {
          set_error (error, MU_ERROR_VALUE, event, item->line,
                     _("the option “%s” has no value “%s”"), item->id, item->value);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
row_exists (GPtrArray *lists, MuRuleset *ruleset, const char *id)
{
  for (guint i = 0; i < lists->len; i++)
    if (mu_army_list_lookup (lists->pdata[i], id) != NULL)
      return TRUE;
  for (guint i = 0; i < ruleset->entries->len; i++)
    if (g_str_equal (((MuListEntry *) ruleset->entries->pdata[i])->id, id))
      return TRUE;
  return FALSE;
}

/* Whether the general upgrade row entry makes a general of this kind: the
 * row itself, or the kind of upgrade it is (TtS: upgrade="brilliant"). */
static gboolean
upgrade_is_kind (const MuListEntry *entry, const char *kind)
{
  return g_str_equal (entry->id, kind) || g_strcmp0 (mu_list_entry_attr (entry, "upgrade"), kind) == 0;
}

static gboolean
kind_exists (GPtrArray *lists, const char *kind)
{
  for (guint i = 0; i < lists->len; i++)
    {
      MuArmyList *list = lists->pdata[i];

      for (guint j = 0; j < list->rows->len; j++)
        {
          MuListEntry *entry = list->rows->pdata[j];

          if (entry->kind == MU_ENTRY_GENERAL_UPGRADE && upgrade_is_kind (entry, kind))
            return TRUE;
        }
    }
  return FALSE;
}

/* A ban on one list names a list of the ruleset, and rows of that list */
static gboolean
check_bans (MuEvent *event, MuLibrary *library, GError **error)
{
  for (guint i = 0; i < event->list_bans->len; i++)
    {
      MuEventBan *ban = event->list_bans->pdata[i];
      MuArmyList *list = mu_library_find_list (library, ban->list_id);

      if (list == NULL || !g_str_equal (list->ruleset_id, event->ruleset_id))
        {
          set_error (error, MU_ERROR_REFERENCE, event, ban->line,
                     _("the library has no army list “%s”"), ban->list_id);
          return FALSE;
        }
      for (guint j = 0; j < ban->rows->len; j++)
        if (mu_army_list_lookup (list, ban->rows->pdata[j]) == NULL)
          {
            set_error (error, MU_ERROR_REFERENCE, event, ban->line,
                       _("the list “%s” has no row “%s”"), ban->list_id, (const char *) ban->rows->pdata[j]);
            return FALSE;
          }
    }
  return TRUE;
}

static gboolean
check_house_rules (MuEvent *event, MuLibrary *library, MuRuleset *ruleset, GError **error)
{
  g_autoptr(GPtrArray) lists = NULL;

  if (event->rows_not_allowed->len == 0 && event->general_caps->len == 0 && event->list_bans->len == 0
      && event->caps->len == 0)
    return TRUE;
  lists = lists_in_play (event, library);
  for (guint i = 0; i < event->rows_not_allowed->len; i++)
    if (!row_exists (lists, ruleset, event->rows_not_allowed->pdata[i]))
      {
        set_error (error, MU_ERROR_REFERENCE, event, event->ruleset_line,
                   _("no list the event allows has a row “%s”"),
                      (const char *) event->rows_not_allowed->pdata[i]);
        return FALSE;
      }
  if (!check_bans (event, library, error))
    return FALSE;
  for (guint i = 0; i < event->caps->len; i++)
    {
      MuEventCap *cap = event->caps->pdata[i];

      for (guint j = 0; j < cap->rows->len; j++)
        if (!row_exists (lists, ruleset, cap->rows->pdata[j]))
          {
            set_error (error, MU_ERROR_REFERENCE, event, cap->line,
                       _("no list the event allows has a row “%s”"), (const char *) cap->rows->pdata[j]);
            return FALSE;
          }
    }
  for (guint i = 0; i < event->general_caps->len; i++)
    {
      MuEventGeneralCap *cap = event->general_caps->pdata[i];

      if (!kind_exists (lists, cap->kind))
        {
          set_error (error, MU_ERROR_REFERENCE, event, cap->line,
                     _("no list the event allows has a general upgrade “%s”"), cap->kind);
          return FALSE;
        }
    }
  return TRUE;
}

/**
 * mu_event_check_library:
 * @event: a pack
 * @library: the rulesets and lists it is played with
 * @error: where a refusal goes
 *
 * Checks that everything the pack names is in @library: its ruleset, the
 * lists it allows (of that ruleset), the options it fixes and their values,
 * the rows it does not allow and the kinds of general it caps. On success
 * the pack also knows the names of its ruleset and lists.
 *
 * Returns: %TRUE, or %FALSE with @error set ("FILE:LINE: why").
 */
gboolean
mu_event_check_library (MuEvent *event, MuLibrary *library, GError **error)
{
  MuRuleset *ruleset = mu_library_find_ruleset (library, event->ruleset_id);

  if (ruleset == NULL)
    {
      set_error (error, MU_ERROR_REFERENCE, event, event->ruleset_line,
                 _("Muster has no ruleset “%s”"), event->ruleset_id);
      return FALSE;
    }
  g_free (event->ruleset_name);
  event->ruleset_name = g_strdup (ruleset->name);
  return check_lists (event, library, error) && check_options (event, ruleset, error)
         && check_house_rules (event, library, ruleset, error);
}

/**
 * mu_event_put_carried_lists:
 * @event: a pack, checked against @library
 * @library: the library rosters are then opened with
 *
 * Puts the lists the pack carries into @library, in place of the lists of
 * their ids, so that every roster is evaluated with the revision the event
 * plays. The library's own revision of such a list is kept among its
 * revisions, so that a roster built on it is still opened, and told that
 * the event plays another (event.list.revision). The library's folders are
 * not touched.
 */
void
mu_event_put_carried_lists (MuEvent *event, MuLibrary *library)
{
  for (guint i = 0; i < event->lists->len; i++)
    {
      MuEventList *item = event->lists->pdata[i];
      MuArmyList *own = item->carried_list != NULL ? mu_library_find_list (library, item->id) : NULL;

      /* the library's own revision stays, for the rosters built on it */
      if (own != NULL && own->revision != item->carried_list->revision)
        g_ptr_array_add (library->revisions, mu_army_list_ref (own));
      if (item->carried_list != NULL)
        mu_library_put_list (library, item->carried_list);
    }
}

/**
 * mu_event_carry_lists:
 * @event: a pack, checked against @library
 * @library: the library whose lists it is to carry
 * @error: where a refusal goes
 *
 * Makes the pack carry the file of every list it allows, as @library has
 * it (a list it carries already is kept), so that players build on the
 * same revision: mu_event_to_xml() then writes each in the pack.
 *
 * Returns: %TRUE, or %FALSE with @error set when the pack names no list
 *   (it allows every list of its ruleset, and carries none) or a list's
 *   file cannot be read.
 */
gboolean
mu_event_carry_lists (MuEvent *event, MuLibrary *library, GError **error)
{
  if (event->lists->len == 0)
    {
      set_error (error, MU_ERROR_VALUE, event, event->ruleset_line,
                 _("the pack allows every list of its ruleset; name the lists it allows to carry them"));
      return FALSE;
    }
  for (guint i = 0; i < event->lists->len; i++)
    {
      MuEventList *item = event->lists->pdata[i];
      MuArmyList *list = played_list (item, library);
      g_autofree char *data = NULL;
      gsize length = 0;

      if (item->carried != NULL)
        continue;
      if (list == NULL || list->file == NULL || (item->revision > 0 && list->revision != item->revision))
        {
          set_error (error, MU_ERROR_REFERENCE, event, item->line,
                     _("the library has no file of revision %" PRId64 " of the list “%s” to carry"),
                        item->revision, item->id);
          return FALSE;
        }
      if (!g_file_get_contents (list->file, &data, &length, error))
        return FALSE;
      item->carried = g_bytes_new_take (g_steal_pointer (&data), length);
      item->carried_file = g_path_get_basename (list->file);
      item->carried_list = mu_army_list_ref (list);
    }
  return TRUE;
}

/* Adding issues */

static MuIssue *
add_issue (MuEvent *event, MuEvaluation *evaluation, MuSeverity severity, const char *code, int command,
           const char *unit_id, const char *message)
{
  return mu_evaluation_add_issue (evaluation, severity, code, event->name, command, unit_id, "%s", message);
}

static MuEventList *
find_list (MuEvent *event, const char *id)
{
  for (guint i = 0; i < event->lists->len; i++)
    if (g_str_equal (((MuEventList *) event->lists->pdata[i])->id, id))
      return event->lists->pdata[i];
  return NULL;
}

static char *
allowed_names (MuEvent *event)
{
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; i < event->lists->len; i++)
    {
      MuEventList *item = event->lists->pdata[i];

      if (i > 0)
        g_string_append (names, ", ");
      g_string_append (names, item->name != NULL ? item->name : item->id);
    }
  return g_string_free (g_steal_pointer (&names), FALSE);
}

static void
check_list_pin (MuEvent *event, MuRoster *submitted, MuEvaluation *evaluation, MuEventList *item)
{
  const char *used = mu_roster_get_list_hash (submitted);
  const char *library_hash = mu_army_list_get_hash (evaluation->list);
  g_autofree char *message = NULL;
  /* a carried list pins its own revision */
  gint64 revision
      = item->revision > 0 || item->carried_list == NULL ? item->revision : item->carried_list->revision;

  if (revision > 0 && mu_roster_get_list_revision (submitted) != revision)
    {
      message = g_strdup_printf (_("“%s” plays revision %" PRId64 " of the list %s; this army "
                                   "was built with revision %" PRId64 "."),
                                    event->name, revision, evaluation->list->name,
                                    mu_roster_get_list_revision (submitted));
      add_issue (event, evaluation, MU_SEVERITY_ERROR, "event.list.revision", -1, NULL, message);
    }
  /* days written YYYY-MM-DD compare as text */
  if (item->as_of != NULL && evaluation->list->revised != NULL
      && strcmp (evaluation->list->revised, item->as_of) > 0)
    {
      g_clear_pointer (&message, g_free);
      message = g_strdup_printf (
          _("“%s” plays the list %s as of %s; this army was built with revision %" PRId64
                                   ", saved on %s."),
             event->name, evaluation->list->name, item->as_of, mu_roster_get_list_revision (submitted),
             evaluation->list->revised);
      add_issue (event, evaluation, MU_SEVERITY_ERROR, "event.list.as-of", -1, NULL, message);
    }
  if (item->hash == NULL)
    return;
  if (used == NULL)
    used = library_hash;
  if (!g_str_has_prefix (library_hash, item->hash)
      || (!g_str_has_prefix (item->hash, used) && !g_str_has_prefix (used, item->hash)))
    {
      g_clear_pointer (&message, g_free);
      message = g_strdup_printf (_("“%s” plays the copy of the list %s with hash %.8s; this army "
                                   "was built with %.8s."),
                                    event->name, evaluation->list->name, item->hash, used);
      add_issue (event, evaluation, MU_SEVERITY_ERROR, "event.list.hash", -1, NULL, message);
    }
}

static void
check_identity (MuEvent *event, MuRoster *submitted, MuEvaluation *evaluation)
{
  g_autofree char *message = NULL;
  g_autofree char *allowed = NULL;
  MuEventList *item;

  if (!g_str_equal (evaluation->ruleset->id, event->ruleset_id))
    {
      message = g_strdup_printf (_("“%s” is played with %s; this army is for %s."), event->name,
                                    event->ruleset_name, evaluation->ruleset->name);
      add_issue (event, evaluation, MU_SEVERITY_ERROR, "event.ruleset", -1, NULL, message);
      return;
    }
  if (event->lists->len == 0)
    return;
  item = find_list (event, evaluation->list->id);
  if (item == NULL)
    {
      allowed = allowed_names (event);
      message = g_strdup_printf (_("“%s” does not allow the list %s; it allows %s."), event->name,
                                    evaluation->list->name, allowed);
      add_issue (event, evaluation, MU_SEVERITY_ERROR, "event.list", -1, NULL, message);
      return;
    }
  if (item->allies_only)
    {
      message
          = g_strdup_printf (_("“%s” allows the list %s only for an allied contingent; the army's own list "
                                   "must be another."),
                                event->name, evaluation->list->name);
      add_issue (event, evaluation, MU_SEVERITY_ERROR, "event.list.allies-only", -1, NULL, message);
    }
  check_list_pin (event, submitted, evaluation, item);
  check_list_rules (event, evaluation, item, evaluation->list, NULL);
}

/* The event's limit stands for the army's own: the engine's complaint about
 * the limit is replaced by the event's. */
static void
drop_issues (MuEvaluation *evaluation, const char *code)
{
  for (guint i = evaluation->issues->len; i > 0; i--)
    if (g_str_equal (((MuIssue *) evaluation->issues->pdata[i - 1])->code, code))
      g_ptr_array_remove_index (evaluation->issues, i - 1);
}

/* The limit the event plays an army at: its allied limit when the army
 * has an allied contingent and the pack gives one, else its limit. */
static gint64
limit_for (MuEvent *event, MuRoster *roster)
{
  if (event->allied_points_limit > 0 && mu_roster_count_contingents (roster) > 1)
    return event->allied_points_limit;
  return event->points_limit;
}

static void
check_points (MuEvent *event, MuRoster *submitted, MuEvaluation *evaluation)
{
  g_autofree char *points = mu_format_number (evaluation->points);
  g_autofree char *message = NULL;
  gint64 own = mu_roster_get_points_limit (submitted);
  gint64 limit = limit_for (event, submitted);

  if (!evaluation->ruleset->has_points || !g_str_equal (evaluation->ruleset->id, event->ruleset_id))
    return;
  if (limit > 0 && evaluation->points > (double) limit)
    {
      g_autofree char *over = mu_format_number (evaluation->points - (double) limit);

      drop_issues (evaluation, "points.limit");
      /* TRANSLATORS: the army's cost, the event's name, its limit, how many points to remove */
      message = g_strdup_printf (
          ngettext ("The army costs %s points; “%s” allows at most %" PRId64 ". Remove %s point.",
                    "The army costs %s points; “%s” allows at most %" PRId64 ". Remove %s points.",
                    evaluation->points - (double) limit == 1 ? 1 : 2),
          points, event->name, limit, over);
      add_issue (event, evaluation, MU_SEVERITY_ERROR, "event.points.over", -1, NULL, message);
    }
  else if (event->points_minimum > 0 && evaluation->points < (double) event->points_minimum)
    {
      g_autofree char *under = mu_format_number ((double) event->points_minimum - evaluation->points);

      /* TRANSLATORS: the army's cost, the event's name, its minimum, how many points to add */
      message = g_strdup_printf (
          ngettext ("The army costs %s points; “%s” asks for at least %" PRId64 ". Add %s point.",
                    "The army costs %s points; “%s” asks for at least %" PRId64 ". Add %s points.",
                    (double) event->points_minimum - evaluation->points == 1 ? 1 : 2),
          points, event->name, event->points_minimum, under);
      add_issue (event, evaluation, MU_SEVERITY_ERROR, "event.points.under", -1, NULL, message);
    }
  if (limit > 0 && own > 0 && own != limit)
    {
      g_clear_pointer (&message, g_free);
      message = g_strdup_printf (_("The roster was built for %" PRId64 " points; “%s” plays %"
                                   PRId64 "."),
                                    own, event->name, limit);
      add_issue (event, evaluation, MU_SEVERITY_NOTE, "event.points.limit", -1, NULL, message);
    }
}

static void
check_options_chosen (MuEvent *event, MuRoster *submitted, MuEvaluation *evaluation)
{
  for (guint i = 0; i < event->options->len; i++)
    {
      MuEventOption *item = event->options->pdata[i];
      MuOptionDef *def = mu_option_defs_find (evaluation->ruleset->options, item->id);
      const char *chosen = mu_roster_get_option (submitted, item->id);
      g_autofree char *fixed = NULL;
      g_autofree char *own = NULL;
      g_autofree char *message = NULL;

      if (def == NULL || chosen == NULL || g_str_equal (chosen, item->value))
        continue;
      fixed = mu_option_def_format (def, item->value);
      own = mu_option_def_format (def, chosen);
      message = g_strdup_printf (_("“%s” plays “%s” as “%s”; the roster chose “%s”. The figures "
                                   "follow the event."),
                                    event->name, def->label != NULL ? def->label : def->id, fixed, own);
      add_issue (event, evaluation, MU_SEVERITY_WARNING, "event.option", -1, NULL, message);
    }
}

/* The year a contingent's army is dated (its list's year option), or FALSE */
static gboolean
army_year (MuEvaluation *evaluation, MuArmyList *list, GHashTable *options, gint64 *year)
{
  const char *value = NULL;

  for (guint i = 0; list != NULL && i < list->options->len && value == NULL; i++)
    {
      MuOptionDef *def = list->options->pdata[i];

      if (def->kind != MU_OPTION_YEAR)
        continue;
      value = options != NULL ? g_hash_table_lookup (options, def->id)
                              : mu_evaluation_option (evaluation, def->id);
      if (value == NULL)
        value = def->default_value;
    }
  return value != NULL && g_ascii_string_to_signed (value, 10, G_MININT64, G_MAXINT64, year, NULL);
}

/* The event's dates, or a list's own (@list_name) */
static void
check_dates (MuEvent *event, MuEvaluation *evaluation, gint64 year, gint64 from_year, gint64 to_year,
             const char *list_name)
{
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;
  g_autofree char *dated = NULL;
  g_autofree char *message = NULL;

  if (year >= from_year && year <= to_year)
    return;
  from = mu_format_year (from_year);
  to = mu_format_year (to_year);
  dated = mu_format_year (year);
  if (list_name == NULL)
    message = g_strdup_printf (_("“%s” takes armies dated from %s to %s; this army is dated %s."),
                                  event->name, from, to, dated);
  else
    /* TRANSLATORS: the event's name, a list's name, two years, the army's year */
    message = g_strdup_printf (_("“%s” takes the list %s dated from %s to %s; this army is dated %s."),
                                  event->name, list_name, from, to, dated);
  add_issue (event, evaluation, MU_SEVERITY_ERROR, "event.army-date", -1, NULL, message);
}

static void
check_army_date (MuEvent *event, MuEvaluation *evaluation)
{
  gint64 year = 0;

  if (event->has_army_dates && army_year (evaluation, evaluation->list, NULL, &year))
    check_dates (event, evaluation, year, event->army_date_from, event->army_date_to, NULL);
}

/* A list's own options the pack pins (a variant, a footnote's reading),
 * for one contingent: @options its choices, NULL for the army's own. */
static void
check_pinned (MuEvent *event, MuEvaluation *evaluation, MuEventList *item, MuArmyList *list,
              GHashTable *options)
{
  for (guint i = 0; list != NULL && i < item->options->len; i++)
    {
      MuEventOption *pin = item->options->pdata[i];
      MuOptionDef *def = mu_option_defs_find (list->options, pin->id);
      const char *chosen = NULL;
      g_autofree char *fixed = NULL;
      g_autofree char *own = NULL;
      g_autofree char *message = NULL;

      if (def == NULL)
        continue;
      chosen = options != NULL ? g_hash_table_lookup (options, pin->id)
                               : mu_evaluation_option (evaluation, pin->id);
      if (chosen == NULL)
        chosen = def->default_value;
      if (g_strcmp0 (chosen, pin->value) == 0)
        continue;
      fixed = mu_option_def_format (def, pin->value);
      own = mu_option_def_format (def, chosen != NULL ? chosen : "");
      /* TRANSLATORS: the event's name, a list's name, its option ("Eastern or Western army"), the value the
       * event plays, the army's */
      message
          = g_strdup_printf (_("“%s” plays the list %s with “%s” as “%s”; this army has “%s”."), event->name,
                                list->name, def->label != NULL ? def->label : def->id, fixed, own);
      add_issue (event, evaluation, MU_SEVERITY_ERROR, "event.list.option", -1, NULL, message);
    }
}

/* A list's own conditions, for one contingent */
static void
check_list_rules (MuEvent *event, MuEvaluation *evaluation, MuEventList *item, MuArmyList *list,
                  GHashTable *options)
{
  gint64 year = 0;

  check_pinned (event, evaluation, item, list, options);
  if (item->has_army_dates && army_year (evaluation, list, options, &year))
    check_dates (event, evaluation, year, item->army_date_from, item->army_date_to, list->name);
}

static void
report_row (MuEvent *event, MuEvaluation *evaluation, const char *row, MuEventRowUse *use)
{
  MuListEntry *entry = mu_army_list_lookup (evaluation->list, row);
  g_autofree char *message = g_strdup_printf (
      ngettext ("“%s” does not allow %s (row “%s”); the army takes it %u time.",
                "“%s” does not allow %s (row “%s”); the army takes it %u times.", use->taken),
      event->name, entry != NULL ? mu_list_entry_label (entry) : row, row, use->taken);

  add_issue (event, evaluation, MU_SEVERITY_ERROR, "event.row", use->command, use->unit_id, message);
}

/* Each row not allowed that the army takes, once, in the pack's order: the
 * bans on every list, then those on the army's own list. */
static void
check_rows (MuEvent *event, MuEvaluation *evaluation, MuEventTally *tally)
{
  g_autoptr(GHashTable) reported = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  g_ptr_array_extend (rows, event->rows_not_allowed, NULL, NULL);
  for (guint i = 0; i < event->list_bans->len; i++)
    {
      MuEventBan *ban = event->list_bans->pdata[i];

      if (g_str_equal (ban->list_id, evaluation->list->id))
        g_ptr_array_extend (rows, ban->rows, NULL, NULL);
    }
  for (guint i = 0; i < rows->len; i++)
    {
      const char *row = rows->pdata[i];
      MuEventRowUse *use = g_hash_table_lookup (tally->rows, row);

      if (use != NULL && g_hash_table_add (reported, (gpointer) row))
        report_row (event, evaluation, row, use);
    }
}

/* What a cap counts, in words: "generals", "heroes", or its rows' names */
static char *
cap_words (MuEvaluation *evaluation, MuEventCap *cap)
{
  g_autoptr(GString) words = g_string_new (NULL);

  if (g_strcmp0 (cap->of, "generals") == 0)
    return g_strdup (_("generals"));
  if (g_strcmp0 (cap->of, "heroes") == 0)
    return g_strdup (_("heroes"));
  for (guint i = 0; i < cap->rows->len; i++)
    {
      MuListEntry *entry = mu_army_list_lookup (evaluation->list, cap->rows->pdata[i]);

      if (i > 0)
        g_string_append (words, i + 1 == cap->rows->len ? _(" and ") : ", ");
      g_string_append (words,
                       entry != NULL ? mu_list_entry_label (entry) : (const char *) cap->rows->pdata[i]);
    }
  return g_string_free (g_steal_pointer (&words), FALSE);
}

static guint
cap_count (MuEventCap *cap, MuEventTally *tally, int *first)
{
  guint found = 0;

  if (g_strcmp0 (cap->of, "generals") == 0)
    {
      *first = tally->first_general;
      return tally->generals;
    }
  if (g_strcmp0 (cap->of, "heroes") == 0)
    {
      *first = tally->first_hero;
      return tally->heroes;
    }
  for (guint i = 0; i < cap->rows->len; i++)
    {
      MuEventRowUse *use = g_hash_table_lookup (tally->rows, cap->rows->pdata[i]);

      if (use != NULL && found == 0)
        *first = use->command;
      found += use != NULL ? use->taken : 0;
    }
  return found;
}

/* Caps across the army: at most so many generals, heroes, or of some rows */
static void
check_caps (MuEvent *event, MuEvaluation *evaluation, MuEventTally *tally)
{
  for (guint i = 0; i < event->caps->len; i++)
    {
      MuEventCap *cap = event->caps->pdata[i];
      int first = -1;
      guint found = cap_count (cap, tally, &first);
      g_autofree char *words = NULL;
      g_autofree char *message = NULL;

      if (found <= cap->max)
        continue;
      words = cap_words (evaluation, cap);
      /* TRANSLATORS: the event's name, what it caps ("heroes", "Equites Alares"), the cap, how many the
       * army has */
      message = g_strdup_printf (_("“%s” caps %s at %" PRId64 " across the army; the army has %u."),
                                    event->name, words, cap->max, found);
      add_issue (event, evaluation, MU_SEVERITY_ERROR, "event.cap", first, NULL, message);
    }
}

/* How many generals are of a kind, and the command of the first. */
typedef struct
{
  guint found;
  int first;
} KindCount;

/* Adds the general to the count of each kind it is, once a kind. */
static void
count_general (GHashTable *counts, MuArmyList *list, MuGeneral *general, int command)
{
  g_autoptr(GHashTable) kinds = g_hash_table_new (g_str_hash, g_str_equal);
  GHashTableIter iter;
  gpointer kind;

  for (guint i = 0; i < general->upgrades->len; i++)
    {
      MuListEntry *entry = mu_army_list_lookup (list, general->upgrades->pdata[i]);
      const char *upgrade = entry != NULL ? mu_list_entry_attr (entry, "upgrade") : NULL;

      if (entry != NULL)
        g_hash_table_add (kinds, entry->id);
      if (upgrade != NULL)
        g_hash_table_add (kinds, (gpointer) upgrade);
    }
  g_hash_table_iter_init (&iter, kinds);
  while (g_hash_table_iter_next (&iter, &kind, NULL))
    {
      KindCount *count = g_hash_table_lookup (counts, kind);

      if (count == NULL)
        {
          count = g_new0 (KindCount, 1);
          count->first = command;
          g_hash_table_insert (counts, kind, count);
        }
      count->found++;
    }
}

static void
report_cap (MuEvent *event, MuEvaluation *evaluation, MuEventGeneralCap *cap, KindCount *count)
{
  g_autofree char *message = NULL;

  if (cap->max == 0)
    message = g_strdup_printf (ngettext ("“%s” allows no %s general; the army has %u.",
                                         "“%s” allows no %s general; the army has %u.", count->found),
                               event->name, cap->kind, count->found);
  else
    message = g_strdup_printf (ngettext ("“%s” allows at most %" PRId64 " %s general; the "
                                         "army has %u.",
                                         "“%s” allows at most %" PRId64 " %s generals; the "
                                         "army has %u.",
                                         cap->max),
                               event->name, cap->max, cap->kind, count->found);
  add_issue (event, evaluation, MU_SEVERITY_ERROR, "event.general", count->first, NULL, message);
}

/* Every general counted once for every kind it is, then each cap looked up:
 * linear in the pack and the roster. */
static void
check_generals (MuEvent *event, MuEvaluation *evaluation)
{
  GPtrArray *commands = mu_roster_get_commands (evaluation->roster);
  g_autoptr(GHashTable) counts = NULL;

  if (event->general_caps->len == 0)
    return;
  counts = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  for (guint c = 0; c < commands->len; c++)
    {
      MuCommand *command = commands->pdata[c];

      for (guint g = 0; g < command->generals->len; g++)
        count_general (counts, evaluation->list, command->generals->pdata[g], (int) c);
    }
  for (guint i = 0; i < event->general_caps->len; i++)
    {
      MuEventGeneralCap *cap = event->general_caps->pdata[i];
      KindCount *count = g_hash_table_lookup (counts, cap->kind);

      if (count != NULL && count->found > cap->max)
        report_cap (event, evaluation, cap, count);
    }
}

/* Allied contingents: none when the pack allows none; when it names the
 * lists allowed, each ally's list among them. */
static void
check_allies (MuEvent *event, MuRoster *submitted, MuEvaluation *evaluation)
{
  guint allies = mu_roster_count_contingents (submitted) - 1;

  if (allies > 0 && !event->allies)
    {
      g_autofree char *message = g_strdup_printf (
          ngettext ("“%s” allows no allied contingent; the army has %u. Build it from its own list alone.",
                    "“%s” allows no allied contingent; the army has %u. Build it from its own list alone.",
                    allies),
          event->name, allies);

      add_issue (event, evaluation, MU_SEVERITY_ERROR, "event.allies", -1, NULL, message);
      return;
    }
  for (guint i = 1; i <= allies && event->lists->len > 0; i++)
    {
      MuContingent *ally = mu_roster_get_ally (submitted, i);
      g_autofree char *allowed = NULL;
      g_autofree char *message = NULL;

      if (find_list (event, ally->list_id) != NULL)
        {
          check_list_rules (event, evaluation, find_list (event, ally->list_id), ally->list, ally->options);
          continue;
        }
      allowed = allowed_names (event);
      message
          = g_strdup_printf (_("“%s” does not allow the list %s for an allied contingent; it allows %s."),
                                event->name, ally->list != NULL ? ally->list->name : ally->list_id, allowed);
      add_issue (event, evaluation, MU_SEVERITY_ERROR, "event.ally.list", -1, NULL, message);
    }
}

/* A pack that requires declared totals: a roster that declares none */
static void
check_declared (MuEvent *event, MuRoster *submitted, MuEvaluation *evaluation)
{
  g_autofree char *message = NULL;

  if (!event->declared_required || g_hash_table_size (mu_roster_get_declared (submitted)) > 0)
    return;
  message = g_strdup_printf (_("“%s” requires the totals declared in the roster; this roster declares none. "
                               "Save it again from Muster, which declares them."),
                                event->name);
  add_issue (event, evaluation, MU_SEVERITY_ERROR, "event.declared", -1, NULL, message);
}

static int
compare_severity (gconstpointer a, gconstpointer b)
{
  const MuIssue *x = *(const MuIssue * const *) a;
  const MuIssue *y = *(const MuIssue * const *) b;

  return (int) x->severity - (int) y->severity;
}

/**
 * mu_event_sort_issues:
 * @evaluation: an evaluation with issues added after the engine's
 *
 * Puts the issues back in order of severity (errors first), keeping the
 * order within each severity.
 */
void
mu_event_sort_issues (MuEvaluation *evaluation)
{
  g_ptr_array_sort (evaluation->issues, compare_severity);
}

/**
 * mu_event_check:
 * @event: a pack, checked against the library (mu_event_check_library())
 * @submitted: the roster as it was submitted (borrowed)
 * @evaluation: its evaluation as the event plays it (mu_event_evaluate()),
 *   to which the issues are added
 *
 * Adds an issue ("event.…", naming the pack) for each condition of the pack
 * the roster does not meet: ruleset, allowed lists and their pinned
 * revision or hash, points limit and minimum, readings chosen otherwise,
 * army date, rows not allowed (on every list or one), caps across the
 * army, caps on kinds of general, allied contingents (allowed at all, and
 * from an allowed list), a list allowed only for allies, a list's pinned
 * options and dates, declared totals when the pack requires them.
 */
static void
mu_event_check (MuEvent *event, MuRoster *submitted, MuEvaluation *evaluation)
{
  g_autoptr(MuEventTally) tally = NULL;

  g_return_if_fail (event != NULL && evaluation != NULL);

  check_identity (event, submitted, evaluation);
  check_points (event, submitted, evaluation);
  check_options_chosen (event, submitted, evaluation);
  check_army_date (event, evaluation);
  tally = mu_event_tally_new (evaluation);
  check_rows (event, evaluation, tally);
  check_caps (event, evaluation, tally);
  check_generals (event, evaluation);
  check_allies (event, submitted, evaluation);
  check_declared (event, submitted, evaluation);
  mu_event_sort_issues (evaluation);
}

/**
 * mu_event_check_saved:
 * @event: a pack
 * @evaluation: a roster's evaluation as the event plays it
 * @saved: the day the roster's file was last saved, YYYY-MM-DD
 *
 * Flags a roster saved after the pack's deadline (a warning,
 * "event.deadline"): the organiser decides whether a late army plays.
 */
void
mu_event_check_saved (MuEvent *event, MuEvaluation *evaluation, const char *saved)
{
  g_autofree char *message = NULL;

  /* days written YYYY-MM-DD compare as text */
  if (event->deadline == NULL || strcmp (saved, event->deadline) <= 0)
    return;
  /* TRANSLATORS: the event's name, its deadline, the day the roster was saved */
  message = g_strdup_printf (_("“%s” took rosters until %s; this one was saved on %s."), event->name,
                                event->deadline, saved);
  add_issue (event, evaluation, MU_SEVERITY_WARNING, "event.deadline", -1, NULL, message);
  mu_event_sort_issues (evaluation);
}

/**
 * mu_event_evaluate:
 * @event: a pack, checked against the library
 * @roster: a roster as submitted (borrowed, left as it is)
 * @list: its army list
 *
 * Evaluates a copy of @roster as the event plays it (the pack's readings of
 * the rules, its points limit), then adds an issue ("event.…", naming the
 * pack) for each condition of the pack the roster does not meet.
 *
 * Returns: (transfer full): the evaluation; its roster is the copy.
 */
MuEvaluation *
mu_event_evaluate (MuEvent *event, MuRoster *roster, MuArmyList *list)
{
  g_autoptr(MuRoster) played = mu_roster_copy (roster);
  MuEvaluation *evaluation;

  if (g_str_equal (list->ruleset_id, event->ruleset_id))
    {
      for (guint i = 0; i < event->options->len; i++)
        {
          MuEventOption *item = event->options->pdata[i];

          mu_roster_set_option (played, item->id, item->value);
        }
      if (limit_for (event, roster) > 0)
        mu_roster_set_points_limit (played, limit_for (event, roster));
    }
  evaluation = mu_evaluate (played, list);
  mu_event_check (event, roster, evaluation);
  return evaluation;
}

/**
 * mu_event_describe:
 * @event: a pack
 *
 * The pack in one line for people: name, date, ruleset and points.
 *
 * Returns: (transfer full): the line.
 */
char *
mu_event_describe (MuEvent *event)
{
  g_autoptr(GString) line = g_string_new (event->name);

  if (event->date != NULL)
    g_string_append_printf (line, ", %s", event->date);
  g_string_append_printf (line, ": %s", event->ruleset_name);
  if (event->points_limit > 0 && event->points_minimum > 0)
    g_string_append_printf (line, _(", %" PRId64 " to %" PRId64 " points"), event->points_minimum,
                                     event->points_limit);
  else if (event->points_limit > 0)
    g_string_append_printf (line, _(", %" PRId64 " points"), event->points_limit);
  return g_string_free (g_steal_pointer (&line), FALSE);
}
