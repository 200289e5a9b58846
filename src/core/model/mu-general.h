/* mu-general.h: a general (or commander, or leader) in a roster
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"

G_BEGIN_DECLS

struct _MuGeneral
{
  char *name;
  char *entry;         /* the list's general row */
  GPtrArray *upgrades; /* char*: ids of upgrade rows (mounted, detached, …) */
  char *attached;      /* id of the unit he is attached to, or NULL */
  GHashTable *attrs;   /* ruleset-specific choices (rating, role, mount…) */
  guint line;
};

MuGeneral *mu_general_new (const char *entry);
MuGeneral *mu_general_copy (const MuGeneral *general);
void mu_general_free (MuGeneral *general);
gboolean mu_general_has_upgrade (const MuGeneral *general, const char *upgrade);
const char *mu_general_attr (const MuGeneral *general, const char *name);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuGeneral, mu_general_free)

G_END_DECLS
