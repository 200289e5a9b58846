/* mu-user-lists.h: the player's own army lists, in their data folder, with
 * the earlier revisions of each kept beside it
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"

G_BEGIN_DECLS

char *mu_user_lists_dir (void);
char *mu_user_lists_install (MuLibrary *library, const char *data, gsize length, const char *display_name,
                             gint64 *revision, GError **error);
char *mu_user_lists_install_file (MuLibrary *library, const char *path, gint64 *revision, GError **error);

G_END_DECLS
