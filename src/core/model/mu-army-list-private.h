/* mu-army-list-private.h: the army list's parts only core uses
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-army-list.h"
#include "mu-list-index-private.h"

G_BEGIN_DECLS

guint mu_army_list_row_index (MuArmyList *list, MuListEntry *entry);
gboolean mu_army_list_check_ally (MuArmyList *list, MuRoster *roster, guint contingent, const char *file,
                                  GError **error);
MuArmyList *mu_army_list_new_unloaded (const char *file, const MuListHeader *header, MuRuleset *ruleset);
gboolean mu_army_list_is_loaded (MuArmyList *list);
MuArmyList *mu_army_list_load_rows (MuArmyList *list, GHashTable *rulesets, GError **error);

G_END_DECLS
