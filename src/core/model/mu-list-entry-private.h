/* mu-list-entry-private.h: reading a list row, for the list and ruleset loaders
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-list-entry.h"

G_BEGIN_DECLS

MuListEntry *mu_list_entry_parse (MuXmlNode *node, MuListEntry *parent, const char *file, GError **error);

G_END_DECLS
