/* mu-event.h: an event pack (*.muster-event): the points, lists, readings
 * and house rules of one tournament, stated once and checked on every roster
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"

G_BEGIN_DECLS

typedef struct _MuEvent MuEvent;

/* A list the event allows, optionally pinned. */
typedef struct
{
  char *id;
  gint64 revision; /* 0: any revision */
  char *hash;      /* the start of the list file's SHA-256 (lower-case hex), or NULL */
  char *as_of;     /* YYYY-MM-DD: the revision saved on that day or before, or NULL */
  char *name;      /* the list's name, once checked against a library */
  guint line;
} MuEventList;

/* A reading of the rules the event fixes: an option of the ruleset at one value. */
typedef struct
{
  char *id;
  char *value;
  guint line;
} MuEventOption;

/* At most max generals of one kind: a general upgrade row (by id, or by the
 * kind of upgrade it makes, as `upgrade="brilliant"`). */
typedef struct
{
  char *kind;
  gint64 max;
  guint line;
} MuEventGeneralCap;

struct _MuEvent
{
  gatomicrefcount ref_count;
  char *file;
  char *name;
  char *date; /* YYYY-MM-DD, or NULL */
  char *description;
  char *ruleset_id;
  char *ruleset_name;    /* once checked against a library, else the id */
  gint64 points_limit;   /* 0: none */
  gint64 points_minimum; /* 0: none */
  gboolean allies;       /* allied contingents allowed */
  gboolean has_army_dates;
  gint64 army_date_from;
  gint64 army_date_to;
  GPtrArray *lists;            /* MuEventList; empty: every list of the ruleset */
  GPtrArray *options;          /* MuEventOption */
  GPtrArray *rows_not_allowed; /* char*: list row ids */
  GPtrArray *general_caps;     /* MuEventGeneralCap */
  guint ruleset_line;
};

MuEvent *mu_event_new (const char *file);
char *mu_event_to_xml (MuEvent *event);
gboolean mu_event_save (MuEvent *event, const char *path, GError **error);
MuEvent *mu_event_load_file (const char *path, GError **error);
MuEvent *mu_event_load_data (const char *data, gsize length, const char *display_name, GError **error);
MuEvent *mu_event_ref (MuEvent *event);
void mu_event_unref (MuEvent *event);
gboolean mu_event_check_library (MuEvent *event, MuLibrary *library, GError **error);
MuEvaluation *mu_event_evaluate (MuEvent *event, MuRoster *roster, MuArmyList *list);
char *mu_event_describe (MuEvent *event);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuEvent, mu_event_unref)

G_END_DECLS
