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

/* A reading of the rules the event fixes: an option of the ruleset at one
 * value; within a <list>, an option of that list (a variant, a footnote's
 * reading) the army must have chosen. */
typedef struct
{
  char *id;
  char *value;
  guint line;
} MuEventOption;

/* A list the event allows, optionally pinned. */
typedef struct
{
  char *id;
  gint64 revision;      /* 0: any revision */
  char *hash;           /* the start of the list file's SHA-256 (lower-case hex), or NULL */
  char *as_of;          /* YYYY-MM-DD: the revision saved on that day or before, or NULL */
  char *name;           /* the list's name, once checked against a library */
  gboolean allies_only; /* allowed for an allied contingent, not as the army's own list */
  GPtrArray *options;   /* MuEventOption: the list's own options pinned */
  gboolean has_army_dates;
  gint64 army_date_from;
  gint64 army_date_to;
  GBytes *carried;          /* the list's file, carried in the pack, or NULL */
  char *carried_file;       /* its file name ("principate-roman.xml") */
  MuArmyList *carried_list; /* read from it, once checked against a library */
  guint line;
} MuEventList;

/* Rows no roster may take; with a list, only an army of that list. */
typedef struct
{
  char *list_id;   /* NULL: every list */
  GPtrArray *rows; /* char*: list row ids */
  guint line;
} MuEventBan;

/* At most max of what a cap counts across the army: the generals, the
 * heroes, or the rows it names (each taken, summed). */
typedef struct
{
  char *of;        /* "generals", "heroes", or NULL for rows */
  GPtrArray *rows; /* char*: row ids, when of is NULL */
  gint64 max;
  guint line;
} MuEventCap;

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
  char *ruleset_name;         /* once checked against a library, else the id */
  gint64 points_limit;        /* 0: none */
  gint64 points_minimum;      /* 0: none */
  gboolean allies;            /* allied contingents allowed */
  gint64 allied_points_limit; /* 0: the points limit; else an army with allies plays this */
  char *deadline;             /* YYYY-MM-DD: rosters saved later are flagged, or NULL */
  gboolean declared_required; /* every roster must declare its totals */
  gboolean has_army_dates;
  gint64 army_date_from;
  gint64 army_date_to;
  GPtrArray *lists;            /* MuEventList; empty: every list of the ruleset */
  GPtrArray *options;          /* MuEventOption */
  GPtrArray *rows_not_allowed; /* char*: list row ids */
  GPtrArray *general_caps;     /* MuEventGeneralCap */
  GPtrArray *list_bans;        /* MuEventBan: bans on one list only */
  GPtrArray *caps;             /* MuEventCap */
  guint ruleset_line;
};

MuEvent *mu_event_new (const char *file);
MuEventList *mu_event_list_new (const char *id);
char *mu_event_to_xml (MuEvent *event);
gboolean mu_event_save (MuEvent *event, const char *path, GError **error);
MuEvent *mu_event_load_file (const char *path, GError **error);
MuEvent *mu_event_load_data (const char *data, gsize length, const char *display_name, GError **error);
MuEvent *mu_event_ref (MuEvent *event);
void mu_event_unref (MuEvent *event);
gboolean mu_event_check_library (MuEvent *event, MuLibrary *library, GError **error);
void mu_event_put_carried_lists (MuEvent *event, MuLibrary *library);
gboolean mu_event_carry_lists (MuEvent *event, MuLibrary *library, GError **error);
MuEvaluation *mu_event_evaluate (MuEvent *event, MuRoster *roster, MuArmyList *list);
char *mu_event_describe (MuEvent *event);
GPtrArray *mu_event_conditions (MuEvent *event, MuLibrary *library);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuEvent, mu_event_unref)

G_END_DECLS
