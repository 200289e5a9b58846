/* mu-list-actions.h: the window's actions on army lists of one's own
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-list-editor.h"
#include "mu-window.h"

G_BEGIN_DECLS

void mu_list_actions_install (GtkWidgetClass *widget_class);
gboolean mu_list_actions_is_own (MuArmyList *list);
MuListEditor *mu_list_actions_edit (MuWindow *window, MuArmyList *list);
MuListEditor *mu_list_actions_duplicate (MuWindow *window, MuArmyList *list);
MuArmyList *mu_list_actions_import (MuWindow *window, GFile *file, GError **error);
gboolean mu_list_actions_import_reporting (MuWindow *window, GFile *file);
gboolean mu_list_actions_export (MuArmyList *list, const char *path, GError **error);
GtkWidget *mu_list_actions_offer_revision (MuWindow *window, MuDocument *document);
gboolean mu_list_actions_remove (MuWindow *window, MuArmyList *list, GError **error);

G_END_DECLS
