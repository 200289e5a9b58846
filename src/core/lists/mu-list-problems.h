/* mu-list-problems.h: every problem that keeps a list file from loading
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

GPtrArray *mu_list_problems_of_data (const char *data, gsize length, const char *name, GHashTable *rulesets);
GPtrArray *mu_list_problems_of_file (const char *path, GHashTable *rulesets);

G_END_DECLS
