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
gboolean mu_list_import_check_text (const char *text, gsize length, const char *name, GError **error);
char *mu_list_import_read_file (const char *path, GError **error);
void mu_list_import_link_allies (MuListDraft *draft, MuLibrary *library);
guint mu_list_import_take_known_ids (MuListDraft *draft, MuLibrary *library);
void mu_list_import_link (MuListDraft *draft, MuLibrary *library);
gboolean mu_list_import_guess_row (MuListDraft *draft, const char *id);

G_END_DECLS
