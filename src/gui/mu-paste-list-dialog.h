/* mu-paste-list-dialog.h: a printed army list pasted as text, read and reviewed
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "mu-types.h"

G_BEGIN_DECLS

#define MU_TYPE_PASTE_LIST_DIALOG (mu_paste_list_dialog_get_type ())

G_DECLARE_FINAL_TYPE (MuPasteListDialog, mu_paste_list_dialog, MU, PASTE_LIST_DIALOG, AdwWindow)

MuPasteListDialog *mu_paste_list_dialog_new (GtkWindow *parent, MuLibrary *library);
void mu_paste_list_dialog_read (MuPasteListDialog *self, const char *ruleset_id, const char *text);

G_END_DECLS
