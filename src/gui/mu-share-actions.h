/* mu-share-actions.h: the window's actions that share an army: copy as text, export, compare
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-window.h"

G_BEGIN_DECLS

void mu_share_actions_install (GtkWidgetClass *widget_class);
void mu_share_actions_update (MuWindow *window);
char *mu_share_actions_text (MuWindow *window);
GtkWidget *mu_share_actions_compare (MuWindow *window, const char *path, GError **error);

G_END_DECLS
