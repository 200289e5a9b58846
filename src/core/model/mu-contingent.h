/* mu-contingent.h: an allied contingent of a roster, built from its own army list
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"

G_BEGIN_DECLS

/**
 * MuContingent:
 * @list_id: the id of the army list the contingent is built from
 * @list_revision: the revision of that list the contingent was built with
 * @list_hash: (nullable): the start of that list's hash, as recorded
 * @options: the list's options chosen for the contingent (option id → value);
 *   options left at their default are not in it
 * @list: (nullable): the list itself once a library resolved @list_id (a
 *   reference), or %NULL when it was not resolved or is missing
 * @line: the line of the file it was read from, or 0
 *
 * An allied contingent (To the Strongest! v1.1, “Allied contingents”): a
 * small army of its own list inside a roster. A roster numbers its
 * contingents from 0, the main contingent (the roster's own list and
 * options), then 1, 2… for the allied ones; each #MuCommand says which
 * contingent it belongs to in its @contingent field.
 */
struct _MuContingent
{
  char *list_id;
  gint64 list_revision;
  char *list_hash;
  GHashTable *options;
  MuArmyList *list;
  guint line;
};

void mu_contingent_free (MuContingent *contingent);
void mu_contingent_set_list (MuContingent *contingent, MuArmyList *list);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuContingent, mu_contingent_free)

G_END_DECLS
