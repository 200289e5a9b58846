/* mu-library.h: the rulesets and army lists Muster knows
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"

G_BEGIN_DECLS

struct _MuLibrary
{
  gatomicrefcount ref_count;
  GHashTable *rulesets;       /* id → MuRuleset */
  GPtrArray *lists;           /* MuArmyList, sorted by ruleset then name; a list may have its header
                                 alone (mu_library_find_list () gives it with its rows) */
  GPtrArray *problems;        /* char*: files that failed to load, with why */
  GPtrArray *dirs;            /* char*: the folders read */
  GPtrArray *revisions;       /* MuArmyList: earlier revisions, loaded for rosters built on them */
  struct _MuListIndex *index; /* private: the lists' headers, kept in the user's cache */
  GHashTable *ruleset_stamps; /* private: ruleset id → its file's stamp */
};

MuLibrary *mu_library_new (void);
MuLibrary *mu_library_ref (MuLibrary *self);
void mu_library_unref (MuLibrary *self);
gboolean mu_library_load_dir (MuLibrary *self, const char *dir, GError **error);
MuLibrary *mu_library_new_default (GError **error);
void mu_library_put_list (MuLibrary *self, MuArmyList *list);
gboolean mu_library_drop_list (MuLibrary *self, const char *id);
MuRuleset *mu_library_find_ruleset (MuLibrary *self, const char *id);
MuArmyList *mu_library_find_list (MuLibrary *self, const char *id);
GPtrArray *mu_library_load_lists (MuLibrary *self, const char *ruleset_id);
GPtrArray *mu_library_sorted_rulesets (MuLibrary *self);
MuRoster *mu_library_open_roster (MuLibrary *self, const char *path, MuArmyList **list, GError **error);
MuRoster *mu_library_open_roster_data (MuLibrary *self, const char *data, gsize length,
                                       const char *display_name, MuArmyList **list, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuLibrary, mu_library_unref)

G_END_DECLS
