/* mu-big-roster.h: rosters past the limits of a game, for timing the rules
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"

G_BEGIN_DECLS

/* Appends item number i (from 1) of a roster to xml. */
typedef void (*MuBigItem) (GString *xml, guint i);

MuRoster *mu_big_roster (const char *head, const char *tail, MuBigItem item, guint n, gboolean commands,
                         MuArmyList **list);

MuRoster *mu_big_roster_repeat (MuRoster *roster, guint times);

void mu_big_assert_within (const char *what, double seconds, double budget);

G_END_DECLS
