/* mu-user-lists-private.h: where a kept revision of a list lives, for the library
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-user-lists.h"

G_BEGIN_DECLS

char *mu_user_lists_revision_path (const char *dir, const char *ruleset_id, const char *list_id,
                                   gint64 revision);

G_END_DECLS
