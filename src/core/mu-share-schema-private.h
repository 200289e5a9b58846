/* mu-share-schema-private.h: the roster's fields in a share code
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-share-bits-private.h"
#include "mu-types.h"

G_BEGIN_DECLS

/* The two codes of format 2 */
typedef enum
{
  MU_SHARE_SHORT, /* what makes the army: no names, notes or declared totals */
  MU_SHARE_FULL,  /* everything a roster file holds */
} MuShareKind;

gboolean mu_share_schema_write (MuShareBits *bits, MuShareKind kind, gboolean allied, MuRoster *roster,
                                MuArmyList *list);
MuRoster *mu_share_schema_read (MuShareBits *bits, MuShareKind kind, gboolean allied, MuLibrary *library,
                                GError **error);

G_END_DECLS
