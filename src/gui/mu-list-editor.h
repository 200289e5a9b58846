/* mu-list-editor.h: the window where an army list is entered or changed
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "mu-application.h"
#include "mu-list-draft.h"

G_BEGIN_DECLS

#define MU_TYPE_LIST_EDITOR (mu_list_editor_get_type ())
G_DECLARE_FINAL_TYPE (MuListEditor, mu_list_editor, MU, LIST_EDITOR, AdwWindow)

MuListEditor *mu_list_editor_new (MuApplication *app, MuListDraft *draft, GFile *file);
MuListDraft *mu_list_editor_get_draft (MuListEditor *self);
GFile *mu_list_editor_get_file (MuListEditor *self);
void mu_list_editor_set_unsaved (MuListEditor *self);
gboolean mu_list_editor_save (MuListEditor *self, GError **error);

G_END_DECLS
