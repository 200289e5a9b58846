/* mu-code-dialog.h: "Check a Sheet's Code…", the code of an opponent's sheet typed in
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "mu-window.h"

G_BEGIN_DECLS

GtkWidget *mu_code_dialog_new (MuWindow *window, const char *text, const char *error);
char *mu_code_dialog_group_at (const char *text, int position, guint *group);
gboolean mu_code_dialog_group_bounds (const char *text, guint group, int *start, int *end);

G_END_DECLS
