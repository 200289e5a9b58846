/* mu-event-save.c: an event pack written back as *.muster-event XML
 * (schemas/event.rng), as mu_event_load_file() reads it
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "mu-atomic-file.h"
#include "mu-event.h"

static void
append_root (GString *out, MuEvent *event)
{
  g_autofree char *head = g_markup_printf_escaped ("<event xmlns=\"urn:io.github.muster:1\" format=\"1\" "
                                                   "name=\"%s\"",
                                                   event->name);

  g_string_append (out, head);
  if (event->date != NULL)
    {
      g_autofree char *date = g_markup_printf_escaped (" date=\"%s\"", event->date);
      g_string_append (out, date);
    }
  {
    g_autofree char *ruleset = g_markup_printf_escaped (" ruleset=\"%s\"", event->ruleset_id);
    g_string_append (out, ruleset);
  }
  if (event->points_limit > 0)
    g_string_append_printf (out, " points-limit=\"%" G_GINT64_FORMAT "\"", event->points_limit);
  if (event->points_minimum > 0)
    g_string_append_printf (out, " points-minimum=\"%" G_GINT64_FORMAT "\"", event->points_minimum);
  g_string_append_printf (out, " allies=\"%s\"", event->allies ? "true" : "false");
  if (event->allied_points_limit > 0)
    g_string_append_printf (out, " allied-points-limit=\"%" G_GINT64_FORMAT "\"", event->allied_points_limit);
  if (event->deadline != NULL)
    {
      g_autofree char *deadline = g_markup_printf_escaped (" deadline=\"%s\"", event->deadline);
      g_string_append (out, deadline);
    }
  if (event->declared_required)
    g_string_append (out, " declared-totals=\"required\"");
  g_string_append (out, ">\n");
}

static void
append_option (GString *out, const char *indent, MuEventOption *option)
{
  g_autofree char *text
      = g_markup_printf_escaped ("%s<option id=\"%s\" value=\"%s\"/>\n", indent, option->id, option->value);

  g_string_append (out, text);
}

static void
append_dates (GString *out, const char *indent, gint64 from, gint64 to)
{
  g_string_append_printf (out, "%s<army-date from=\"%" G_GINT64_FORMAT "\" to=\"%" G_GINT64_FORMAT "\"/>\n",
                          indent, from, to);
}

/* A list's own conditions, inside its element */
/* The list's file, in base64 lines of 76 characters */
static void
append_carried (GString *out, MuEventList *list)
{
  gsize length = 0;
  const guchar *data = g_bytes_get_data (list->carried, &length);
  g_autofree char *encoded = g_base64_encode (data, length);
  g_autofree char *head = g_markup_printf_escaped ("    <carried-list file=\"%s\">\n", list->carried_file);
  gsize total = strlen (encoded);

  g_string_append (out, head);
  for (gsize at = 0; at < total; at += 76)
    {
      g_string_append (out, "      ");
      g_string_append_len (out, encoded + at, MIN (76, total - at));
      g_string_append_c (out, '\n');
    }
  g_string_append (out, "    </carried-list>\n");
}

static void
append_list_children (GString *out, MuEventList *list)
{
  if (list->options->len == 0 && !list->has_army_dates && list->carried == NULL)
    {
      g_string_append (out, "/>\n");
      return;
    }
  g_string_append (out, ">\n");
  for (guint i = 0; i < list->options->len; i++)
    append_option (out, "    ", list->options->pdata[i]);
  if (list->has_army_dates)
    append_dates (out, "    ", list->army_date_from, list->army_date_to);
  if (list->carried != NULL)
    append_carried (out, list);
  g_string_append (out, "  </list>\n");
}

static void
append_lists (GString *out, MuEvent *event)
{
  for (guint i = 0; i < event->lists->len; i++)
    {
      MuEventList *list = event->lists->pdata[i];
      g_autofree char *id = g_markup_printf_escaped ("  <list id=\"%s\"", list->id);

      g_string_append (out, id);
      if (list->revision > 0)
        g_string_append_printf (out, " revision=\"%" G_GINT64_FORMAT "\"", list->revision);
      if (list->hash != NULL)
        {
          g_autofree char *hash = g_markup_printf_escaped (" hash=\"%s\"", list->hash);
          g_string_append (out, hash);
        }
      if (list->as_of != NULL)
        {
          g_autofree char *as_of = g_markup_printf_escaped (" as-of=\"%s\"", list->as_of);
          g_string_append (out, as_of);
        }
      if (list->allies_only)
        g_string_append (out, " allies-only=\"true\"");
      append_list_children (out, list);
    }
}

static char *
joined (GPtrArray *words)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < words->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? " " : "", (const char *) words->pdata[i]);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
append_house_rules (GString *out, MuEvent *event)
{
  if (event->rows_not_allowed->len > 0)
    {
      g_autofree char *rows = joined (event->rows_not_allowed);
      g_autofree char *text = g_markup_printf_escaped ("  <not-allowed entries=\"%s\"/>\n", rows);

      g_string_append (out, text);
    }
  for (guint i = 0; i < event->list_bans->len; i++)
    {
      MuEventBan *ban = event->list_bans->pdata[i];
      g_autofree char *rows = joined (ban->rows);
      g_autofree char *text
          = g_markup_printf_escaped ("  <not-allowed list=\"%s\" entries=\"%s\"/>\n", ban->list_id, rows);

      g_string_append (out, text);
    }
  for (guint i = 0; i < event->caps->len; i++)
    {
      MuEventCap *cap = event->caps->pdata[i];
      g_autofree char *rows = joined (cap->rows);
      g_autofree char *text = cap->of != NULL ? g_markup_printf_escaped ("  <cap of=\"%s\"", cap->of)
                                              : g_markup_printf_escaped ("  <cap entries=\"%s\"", rows);

      g_string_append (out, text);
      g_string_append_printf (out, " max=\"%" G_GINT64_FORMAT "\"/>\n", cap->max);
    }
}

/**
 * mu_event_to_xml:
 * @event: a pack
 *
 * Writes @event as a *.muster-event file: every field mu_event_load_data()
 * reads, in the order the schema gives (schemas/event.rng).
 *
 * Returns: (transfer full): the XML text.
 */
char *
mu_event_to_xml (MuEvent *event)
{
  GString *out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");

  append_root (out, event);
  if (event->description != NULL && *event->description != '\0')
    {
      g_autofree char *text
          = g_markup_printf_escaped ("  <description>%s</description>\n", event->description);
      g_string_append (out, text);
    }
  append_lists (out, event);
  for (guint i = 0; i < event->options->len; i++)
    append_option (out, "  ", event->options->pdata[i]);
  if (event->has_army_dates)
    append_dates (out, "  ", event->army_date_from, event->army_date_to);
  append_house_rules (out, event);
  for (guint i = 0; i < event->general_caps->len; i++)
    {
      MuEventGeneralCap *cap = event->general_caps->pdata[i];
      g_autofree char *kind = g_markup_printf_escaped ("  <general-cap kind=\"%s\"", cap->kind);

      g_string_append (out, kind);
      g_string_append_printf (out, " max=\"%" G_GINT64_FORMAT "\"/>\n", cap->max);
    }
  g_string_append (out, "</event>\n");
  return g_string_free (out, FALSE);
}

/**
 * mu_event_save:
 * @event: a pack
 * @path: where to write it
 * @error: where a failure to write goes
 *
 * Writes mu_event_to_xml() to @path atomically: a reader sees the old file
 * or the new one, never half of it.
 *
 * Returns: %TRUE when written.
 */
gboolean
mu_event_save (MuEvent *event, const char *path, GError **error)
{
  g_autofree char *xml = mu_event_to_xml (event);

  return mu_file_replace (path, xml, strlen (xml), error);
}
