/* mu-share-reopen-private.h: what the readers of every format share
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"

G_BEGIN_DECLS

MuRoster *mu_share_reopen (MuRoster *roster, MuLibrary *library, MuArmyList **list, GError **error);
gpointer mu_share_code_too_large (GError **error);

G_END_DECLS
