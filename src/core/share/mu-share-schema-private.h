/* mu-share-schema-private.h: the roster's fields in a share code
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-share-bits-private.h"
#include "mu-types.h"

G_BEGIN_DECLS

/* The codes: the short one of format 3, read back only in format 2, and
 * the full one */
typedef enum
{
  MU_SHARE_SHORT,   /* what makes the army: no names, notes, declared totals or unit order */
  MU_SHARE_SHORT_2, /* the short code of format 2, read only */
  MU_SHARE_FULL,    /* everything a roster file holds */
} MuShareKind;

gboolean mu_share_schema_write (MuShareBits *bits, MuShareKind kind, gboolean allied, MuRoster *roster,
                                MuArmyList *list);
MuRoster *mu_share_schema_read (MuShareBits *bits, MuShareKind kind, gboolean allied, MuLibrary *library,
                                GError **error);
void mu_share_schema_arrange (GPtrArray *units, GHashTable *places);
GHashTable *mu_share_schema_row_places (MuArmyList *list);

G_END_DECLS
