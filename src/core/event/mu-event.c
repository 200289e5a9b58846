/* mu-event.c: reading an event pack (*.muster-event)
 *
 * A pack comes from an organiser by email like any other file, so it is read
 * as every Muster file is (mu-xml.c: size limit, UTF-8, no DTD, no network,
 * limits of depth and count) and refused whole, with its line, when any part
 * of it is wrong.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "mu-army-list.h"
#include "mu-error.h"
#include "mu-event.h"
#include "mu-xml-private.h"

/* Points and years as the other formats bound them */
#define MU_EVENT_MAX_POINTS 1000000
#define MU_EVENT_MIN_YEAR -5000
#define MU_EVENT_MAX_YEAR 5000

static void
event_option_free (MuEventOption *item)
{
  g_free (item->id);
  g_free (item->value);
  g_free (item);
}

static void
event_list_free (MuEventList *item)
{
  g_free (item->id);
  g_free (item->hash);
  g_free (item->as_of);
  g_free (item->name);
  g_ptr_array_unref (item->options);
  g_clear_pointer (&item->carried, g_bytes_unref);
  g_free (item->carried_file);
  g_clear_pointer (&item->carried_list, mu_army_list_unref);
  g_free (item);
}

static void
event_ban_free (MuEventBan *item)
{
  g_free (item->list_id);
  g_ptr_array_unref (item->rows);
  g_free (item);
}

static void
event_limit_free (MuEventCap *item)
{
  g_free (item->of);
  g_ptr_array_unref (item->rows);
  g_free (item);
}

static void
event_cap_free (MuEventGeneralCap *item)
{
  g_free (item->kind);
  g_free (item);
}

/**
 * mu_event_ref:
 * @event: (transfer none): a pack
 *
 * Takes one more reference on an event pack. Drop it with
 * mu_event_unref().
 *
 * Returns: (transfer full): @event, with one more reference.
 */
MuEvent *
mu_event_ref (MuEvent *event)
{
  g_atomic_ref_count_inc (&event->ref_count);
  return event;
}

/**
 * mu_event_unref:
 * @event: (nullable): a pack
 *
 * Drops a reference; the last frees the pack.
 */
void
mu_event_unref (MuEvent *event)
{
  if (event == NULL || !g_atomic_ref_count_dec (&event->ref_count))
    return;
  g_free (event->file);
  g_free (event->name);
  g_free (event->date);
  g_free (event->description);
  g_free (event->ruleset_id);
  g_free (event->ruleset_name);
  g_ptr_array_unref (event->lists);
  g_ptr_array_unref (event->options);
  g_ptr_array_unref (event->rows_not_allowed);
  g_ptr_array_unref (event->general_caps);
  g_ptr_array_unref (event->list_bans);
  g_ptr_array_unref (event->caps);
  g_free (event->deadline);
  g_free (event);
}

/**
 * mu_event_new:
 * @file: (nullable): the file it is read from or will be saved to
 *
 * An empty pack, for a reader or an editor to fill: no name, no ruleset,
 * no conditions.
 *
 * Returns: (transfer full): the pack.
 */
MuEvent *
mu_event_new (const char *file)
{
  MuEvent *event = g_new0 (MuEvent, 1);

  g_atomic_ref_count_init (&event->ref_count);
  event->file = g_strdup (file);
  event->lists = g_ptr_array_new_with_free_func ((GDestroyNotify) event_list_free);
  event->options = g_ptr_array_new_with_free_func ((GDestroyNotify) event_option_free);
  event->rows_not_allowed = g_ptr_array_new_with_free_func (g_free);
  event->general_caps = g_ptr_array_new_with_free_func ((GDestroyNotify) event_cap_free);
  event->list_bans = g_ptr_array_new_with_free_func ((GDestroyNotify) event_ban_free);
  event->caps = g_ptr_array_new_with_free_func ((GDestroyNotify) event_limit_free);
  return event;
}

/**
 * mu_event_list_new:
 * @id: the list's id
 *
 * A list the event allows, for a reader or an editor to fill: any
 * revision, no pinned option, no dates of its own.
 *
 * Returns: (transfer full): the list, to be added to an event's lists.
 */
MuEventList *
mu_event_list_new (const char *id)
{
  MuEventList *item = g_new0 (MuEventList, 1);

  item->id = g_strdup (id);
  item->options = g_ptr_array_new_with_free_func ((GDestroyNotify) event_option_free);
  return item;
}

/* date="2027-03-13", as-of="2026-11-01": a real day of the calendar */
static gboolean
parse_day (MuXmlNode *node, const char *name, const char *file, char **out, GError **error)
{
  g_autofree char *text = mu_xml_prop (node, name);
  guint year = 0, month = 0, day = 0;
  char end = 0;

  if (text == NULL)
    return TRUE;
  if (sscanf (text, "%4u-%2u-%2u%c", &year, &month, &day, &end) != 3 || strlen (text) != 10
      || !g_date_valid_dmy (day, month, year))
    {
      mu_xml_set_error (error, MU_ERROR_VALUE, file, node,
                        _("“%s” must be a day written YYYY-MM-DD, not “%s”"), name, text);
      return FALSE;
    }
  *out = g_steal_pointer (&text);
  return TRUE;
}

/* declared-totals="required" or "optional" (the default) */
static gboolean
parse_declared (MuXmlNode *root, const char *file, gboolean *required, GError **error)
{
  g_autofree char *text = mu_xml_prop (root, "declared-totals");

  if (text == NULL || g_str_equal (text, "optional"))
    return TRUE;
  if (g_str_equal (text, "required"))
    {
      *required = TRUE;
      return TRUE;
    }
  mu_xml_set_error (error, MU_ERROR_VALUE, file, root,
                    _("“declared-totals” must be “required” or “optional”, not “%s”"), text);
  return FALSE;
}

static gboolean
parse_root (MuEvent *event, MuXmlNode *root, const char *file, GError **error)
{
  gint64 format = 1;

  if (!mu_xml_prop_int (root, "format", 1, 1, 1, file, &format, error)
      || !mu_xml_prop_required (root, "name", file, &event->name, error)
      || !mu_xml_prop_required (root, "ruleset", file, &event->ruleset_id, error)
      || !mu_xml_check_id (root, event->ruleset_id, file, error)
      || !parse_day (root, "date", file, &event->date, error)
      || !mu_xml_prop_int (root, "points-limit", 1, MU_EVENT_MAX_POINTS, 0, file, &event->points_limit, error)
      || !mu_xml_prop_int (root, "points-minimum", 1, MU_EVENT_MAX_POINTS, 0, file, &event->points_minimum,
                           error)
      || !mu_xml_prop_bool (root, "allies", FALSE, file, &event->allies, error)
      || !mu_xml_prop_int (root, "allied-points-limit", 1, MU_EVENT_MAX_POINTS, 0, file,
                           &event->allied_points_limit, error)
      || !parse_day (root, "deadline", file, &event->deadline, error)
      || !parse_declared (root, file, &event->declared_required, error))
    return FALSE;
  event->ruleset_line = root->line;
  event->ruleset_name = g_strdup (event->ruleset_id);
  if (event->points_limit > 0 && event->points_minimum > event->points_limit)
    {
      mu_xml_set_error (error, MU_ERROR_VALUE, file, root,
                        _("“points-minimum” (%" PRId64 ") is above “points-limit” (%"
                          PRId64 ")"),
                           event->points_minimum, event->points_limit);
      return FALSE;
    }
  return TRUE;
}

/* hash="1a2b3c4d": at least 8 hexadecimal digits of a SHA-256 */
static gboolean
parse_hash (MuXmlNode *node, const char *file, char **out, GError **error)
{
  g_autofree char *hash = mu_xml_prop (node, "hash");
  gsize length = hash != NULL ? strlen (hash) : 0;

  if (hash == NULL)
    return TRUE;
  for (const char *p = hash; *p != '\0'; p++)
    if (!g_ascii_isxdigit (*p))
      length = 0;
  if (length < 8 || length > 64)
    {
      mu_xml_set_error (error, MU_ERROR_VALUE, file, node,
                        _("“hash” must be 8 to 64 hexadecimal digits, not “%s”"), hash);
      return FALSE;
    }
  *out = g_ascii_strdown (hash, -1);
  return TRUE;
}

static gboolean parse_army_date (MuXmlNode *node, const char *file, gboolean *has, gint64 *from, gint64 *to,
                                 GError **error);
static gboolean parse_option_into (GPtrArray *options, MuXmlNode *node, const char *file, GError **error);

/* <carried-list file="id.xml">base64 of the list's file</carried-list> */
static gboolean
parse_carried (MuEventList *item, MuXmlNode *node, const char *file, GError **error)
{
  g_autofree char *text = mu_xml_text (node);
  g_autofree char *name = NULL;
  guchar *bytes;
  gsize length = 0;

  if (item->carried != NULL)
    {
      mu_xml_set_error (error, MU_ERROR_FORMAT, file, node, _("only one <carried-list> is allowed"));
      return FALSE;
    }
  if (!mu_xml_prop_required (node, "file", file, &name, error))
    return FALSE;
  bytes = g_base64_decode (g_strstrip (text), &length);
  if (length == 0)
    {
      g_free (bytes);
      mu_xml_set_error (error, MU_ERROR_VALUE, file, node, _("<carried-list> holds no list file in base64"));
      return FALSE;
    }
  item->carried = g_bytes_new_take (bytes, length);
  item->carried_file = g_path_get_basename (name);
  return TRUE;
}

/* A list's own conditions: its options pinned, its army dates; its file */
static gboolean
parse_list_child (MuEventList *item, MuXmlNode *child, const char *file, GError **error)
{
  if (mu_xml_is (child, "carried-list"))
    return parse_carried (item, child, file, error);
  if (mu_xml_is (child, "option"))
    return parse_option_into (item->options, child, file, error);
  if (mu_xml_is (child, "army-date"))
    return parse_army_date (child, file, &item->has_army_dates, &item->army_date_from, &item->army_date_to,
                            error);
  return mu_xml_unexpected (child, file, error);
}

static gboolean
parse_list (MuEvent *event, MuXmlNode *node, const char *file, GError **error)
{
  g_autofree char *id = NULL;
  MuEventList *item;

  if (!mu_xml_prop_required (node, "id", file, &id, error) || !mu_xml_check_id (node, id, file, error))
    return FALSE;
  item = mu_event_list_new (id);
  g_ptr_array_add (event->lists, item);
  item->line = node->line;
  if (!mu_xml_prop_int (node, "revision", 1, 1000000, 0, file, &item->revision, error)
      || !parse_hash (node, file, &item->hash, error) || !parse_day (node, "as-of", file, &item->as_of, error)
      || !mu_xml_prop_bool (node, "allies-only", FALSE, file, &item->allies_only, error))
    return FALSE;
  for (guint i = 0; i + 1 < event->lists->len; i++)
    if (g_str_equal (((MuEventList *) event->lists->pdata[i])->id, item->id))
      {
        mu_xml_set_error (error, MU_ERROR_REFERENCE, file, node,
                          _("the list “%s” is named twice"), item->id);
        return FALSE;
      }
  for (MuXmlNode *child = node->children; child != NULL; child = child->next)
    if (!parse_list_child (item, child, file, error))
      return FALSE;
  return TRUE;
}

static gboolean
parse_option_into (GPtrArray *options, MuXmlNode *node, const char *file, GError **error)
{
  MuEventOption *item = g_new0 (MuEventOption, 1);

  g_ptr_array_add (options, item);
  item->line = node->line;
  if (!mu_xml_prop_required (node, "id", file, &item->id, error)
      || !mu_xml_check_id (node, item->id, file, error)
      || !mu_xml_prop_required (node, "value", file, &item->value, error))
    return FALSE;
  for (guint i = 0; i + 1 < options->len; i++)
    if (g_str_equal (((MuEventOption *) options->pdata[i])->id, item->id))
      {
        mu_xml_set_error (error, MU_ERROR_REFERENCE, file, node,
                          _("the option “%s” is fixed twice"), item->id);
        return FALSE;
      }
  return TRUE;
}

static gboolean
parse_army_date (MuXmlNode *node, const char *file, gboolean *has, gint64 *from, gint64 *to, GError **error)
{
  if (*has)
    {
      mu_xml_set_error (error, MU_ERROR_FORMAT, file, node, _("only one <army-date> is allowed"));
      return FALSE;
    }
  *has = TRUE;
  if (!mu_xml_prop_int (node, "from", MU_EVENT_MIN_YEAR, MU_EVENT_MAX_YEAR, MU_EVENT_MIN_YEAR, file, from,
                        error)
      || !mu_xml_prop_int (node, "to", MU_EVENT_MIN_YEAR, MU_EVENT_MAX_YEAR, MU_EVENT_MAX_YEAR, file, to,
                           error))
    return FALSE;
  if (*from > *to)
    {
      mu_xml_set_error (error, MU_ERROR_VALUE, file, node,
                        _("“from” (%" PRId64 ") is after “to” (%" PRId64 ")"), *from, *to);
      return FALSE;
    }
  return TRUE;
}

/* entries="a b c": row ids, each checked */
static gboolean
parse_ids (MuXmlNode *node, const char *name, const char *file, GPtrArray *into, GError **error)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) words = NULL;

  if (!mu_xml_prop_required (node, name, file, &text, error))
    return FALSE;
  words = g_strsplit_set (text, " \t\n", -1);
  for (guint i = 0; words[i] != NULL; i++)
    {
      if (*words[i] == '\0')
        continue;
      if (!mu_xml_check_id (node, words[i], file, error))
        return FALSE;
      g_ptr_array_add (into, g_strdup (words[i]));
    }
  return TRUE;
}

/* <not-allowed entries="…"/>, or with list="…" a ban on that list alone */
static gboolean
parse_not_allowed (MuEvent *event, MuXmlNode *node, const char *file, GError **error)
{
  g_autofree char *list = mu_xml_prop (node, "list");
  MuEventBan *ban;

  if (list == NULL)
    return parse_ids (node, "entries", file, event->rows_not_allowed, error);
  if (!mu_xml_check_id (node, list, file, error))
    return FALSE;
  ban = g_new0 (MuEventBan, 1);
  ban->list_id = g_steal_pointer (&list);
  ban->rows = g_ptr_array_new_with_free_func (g_free);
  ban->line = node->line;
  g_ptr_array_add (event->list_bans, ban);
  return parse_ids (node, "entries", file, ban->rows, error);
}

/* <cap of="generals|heroes" max="…"/> or <cap entries="…" max="…"/> */
static gboolean
parse_cap (MuEvent *event, MuXmlNode *node, const char *file, GError **error)
{
  MuEventCap *cap = g_new0 (MuEventCap, 1);
  g_autofree char *max = NULL;
  g_autofree char *entries = mu_xml_prop (node, "entries");

  cap->rows = g_ptr_array_new_with_free_func (g_free);
  cap->line = node->line;
  cap->of = mu_xml_prop (node, "of");
  g_ptr_array_add (event->caps, cap);
  if (!mu_xml_prop_required (node, "max", file, &max, error)
      || !mu_xml_prop_int (node, "max", 0, 1000, 0, file, &cap->max, error))
    return FALSE;
  if (cap->of == NULL)
    return parse_ids (node, "entries", file, cap->rows, error);
  if (entries == NULL && (g_str_equal (cap->of, "generals") || g_str_equal (cap->of, "heroes")))
    return TRUE;
  mu_xml_set_error (error, MU_ERROR_VALUE, file, node,
                    _("a <cap> counts “of” generals or heroes, or the rows of “entries”, not “%s”"),
                       cap->of);
  return FALSE;
}

static gboolean
parse_general_cap (MuEvent *event, MuXmlNode *node, const char *file, GError **error)
{
  MuEventGeneralCap *item = g_new0 (MuEventGeneralCap, 1);
  g_autofree char *max = NULL;

  g_ptr_array_add (event->general_caps, item);
  item->line = node->line;
  return mu_xml_prop_required (node, "kind", file, &item->kind, error)
         && mu_xml_check_id (node, item->kind, file, error)
         && mu_xml_prop_required (node, "max", file, &max, error)
         && mu_xml_prop_int (node, "max", 0, 1000, 0, file, &item->max, error);
}

static gboolean
parse_child (MuEvent *event, MuXmlNode *child, const char *file, GError **error)
{
  if (mu_xml_is (child, "description"))
    {
      g_free (event->description);
      event->description = mu_xml_text (child);
      return TRUE;
    }
  if (mu_xml_is (child, "list"))
    return parse_list (event, child, file, error);
  if (mu_xml_is (child, "option"))
    return parse_option_into (event->options, child, file, error);
  if (mu_xml_is (child, "army-date"))
    return parse_army_date (child, file, &event->has_army_dates, &event->army_date_from, &event->army_date_to,
                            error);
  if (mu_xml_is (child, "not-allowed"))
    return parse_not_allowed (event, child, file, error);
  if (mu_xml_is (child, "general-cap"))
    return parse_general_cap (event, child, file, error);
  if (mu_xml_is (child, "cap"))
    return parse_cap (event, child, file, error);
  return mu_xml_unexpected (child, file, error);
}

static MuEvent *
load_tree (MuXmlTree *tree, const char *display_name, GError **error)
{
  g_autoptr(MuEvent) event = NULL;
  MuXmlNode *root;

  if (tree == NULL)
    return NULL;
  event = mu_event_new (display_name);
  root = mu_xml_tree_get_root (tree);
  if (!parse_root (event, root, display_name, error))
    return NULL;
  for (MuXmlNode *child = root->children; child != NULL; child = child->next)
    if (!parse_child (event, child, display_name, error))
      return NULL;
  return g_steal_pointer (&event);
}

/**
 * mu_event_load_data:
 * @data: the bytes of a pack
 * @length: their number
 * @display_name: the name errors give the pack (its file)
 * @error: where a refusal goes
 *
 * Reads a pack from memory; the pack is not yet checked against a library
 * (mu_event_check_library()).
 *
 * Returns: (transfer full) (nullable): the pack, or %NULL with @error set
 *   ("FILE:LINE: why").
 */
MuEvent *
mu_event_load_data (const char *data, gsize length, const char *display_name, GError **error)
{
  g_autoptr(MuXmlTree) tree = mu_xml_tree_read_memory (data, length, display_name, "event", error);

  return load_tree (tree, display_name, error);
}

/**
 * mu_event_load_file:
 * @path: a *.muster-event file
 * @error: where a refusal goes
 *
 * Reads a pack from a file, defensively (see mu_event_load_data()).
 *
 * Returns: (transfer full) (nullable): the pack, or %NULL with @error set.
 */
MuEvent *
mu_event_load_file (const char *path, GError **error)
{
  g_autoptr(MuXmlTree) tree = mu_xml_tree_read_file (path, "event", NULL, error);

  return load_tree (tree, path, error);
}
