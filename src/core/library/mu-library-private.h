/* mu-library-private.h: where a kept revision of a list lives, for the
 * library that reads it and the installer that keeps it
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-library.h"

G_BEGIN_DECLS

char *mu_library_revision_path (const char *dir, const char *ruleset_id, const char *list_id,
                                gint64 revision);

G_END_DECLS
