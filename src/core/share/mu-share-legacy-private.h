/* mu-share-legacy-private.h: share codes of format 1, read back
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"

G_BEGIN_DECLS

gboolean mu_share_legacy_is_intact (const char *code);
MuRoster *mu_share_legacy_decode (const char *code, MuLibrary *library, MuArmyList **list, GError **error);

G_END_DECLS
