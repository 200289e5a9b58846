/* mu-atomic-file-private.h: a file replaced whole or not at all
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean mu_file_replace (const char *path, const char *data, gsize length, GError **error);

G_END_DECLS
