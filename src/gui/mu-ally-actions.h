/* mu-ally-actions.h: the window's actions on allied contingents
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-window.h"

G_BEGIN_DECLS

void mu_ally_actions_install (GtkWidgetClass *widget_class);
void mu_ally_actions_update (MuWindow *window, gboolean editable);
gboolean mu_ally_actions_add (MuWindow *window, const char *list_id, GError **error);

G_END_DECLS
