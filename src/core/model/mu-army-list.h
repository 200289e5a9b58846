/* mu-army-list.h: an army list, immutable once loaded
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-list-entry.h"
#include "mu-types.h"

G_BEGIN_DECLS

struct _MuArmyList
{
  gatomicrefcount ref_count;
  char *id;
  char *ruleset_id;
  gint64 revision;
  char *revised; /* YYYY-MM-DD: the day the revision was saved, or NULL */
  char *name;
  char *period;
  char *source; /* book and page */
  char *description;
  char *allies;
  char *notes;
  char *file;
  GBytes *content; /* the file's bytes, for the hash */
  char *hash;      /* private: their SHA-256, see mu_army_list_get_hash() */
  MuRuleset *ruleset;
  GPtrArray *options;     /* MuOptionDef: army date, variants, readings */
  GPtrArray *entries;     /* MuListEntry: the list's own top-level rows, owned */
  GPtrArray *rows;        /* MuListEntry: every row, the ruleset's too, in order; borrowed */
  GHashTable *by_id;      /* id → MuListEntry, borrowed */
  GHashTable *row_index;  /* MuListEntry → its position in rows, plus one */
  GPtrArray *constraints; /* MuConstraint */
  GPtrArray *ally_rows;   /* MuAllyRow: the allies row, as data */
};

MuArmyList *mu_army_list_load_file (const char *path, GHashTable *rulesets, GError **error);
MuArmyList *mu_army_list_load_data (const char *data, gsize length, const char *display_name,
                                    GHashTable *rulesets, GError **error);
MuArmyList *mu_army_list_ref (MuArmyList *list);
void mu_army_list_unref (MuArmyList *list);
MuListEntry *mu_army_list_lookup (MuArmyList *list, const char *id);
MuListEntry *mu_army_list_first_of_kind (MuArmyList *list, MuEntryKind kind);
const char *mu_army_list_get_hash (MuArmyList *list);
char *mu_army_list_short_hash (MuArmyList *list);
char *mu_army_list_row_title (MuArmyList *list, MuListEntry *entry);
GPtrArray *mu_army_list_get_allies (MuArmyList *list);
gboolean mu_army_list_check_roster (MuArmyList *list, MuRoster *roster, const char *file, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuArmyList, mu_army_list_unref)

G_END_DECLS
