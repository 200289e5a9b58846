/* mu-list-import.h: an army list read from its printed table, as text
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-list-draft.h"
#include "mu-types.h"

G_BEGIN_DECLS

MuListDraft *mu_list_import_text (MuRuleset *ruleset, const char *id, const char *text);

G_END_DECLS
