/* mu-engine-tally-private.h: how many of each list row a roster takes
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"

G_BEGIN_DECLS

typedef struct
{
  gint64 taken;
  const char *last_unit; /* the last unit taken from the row, to point at */
  int command;           /* its command */
} MuRowTally;

typedef struct _MuTally MuTally;

MuTally *mu_tally_new (MuRoster *roster, MuArmyList *list);
MuTally *mu_tally_new_contingent (MuRoster *roster, MuArmyList *list, guint contingent);
void mu_tally_free (MuTally *tally);
MuRowTally mu_tally_get (MuTally *tally, MuListEntry *entry);
MuRowTally mu_tally_get_at (MuTally *tally, guint index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuTally, mu_tally_free)

G_END_DECLS
