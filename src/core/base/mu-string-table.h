/* mu-string-table.h: tables of strings to strings, read in a stable order
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

const char **mu_string_table_sorted_keys (GHashTable *table, guint *length);
gboolean mu_string_table_equal (GHashTable *a, GHashTable *b);

G_END_DECLS
