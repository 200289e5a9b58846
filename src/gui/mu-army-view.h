/* mu-army-view.h: the army by command: generals, units, heroes and figures
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "mu-document.h"

G_BEGIN_DECLS

#define MU_TYPE_ARMY_VIEW (mu_army_view_get_type ())

G_DECLARE_FINAL_TYPE (MuArmyView, mu_army_view, MU, ARMY_VIEW, GtkBox)

GtkWidget *mu_army_view_new (void);
void mu_army_view_set_document (MuArmyView *self, MuDocument *document);
void mu_army_view_focus_selection (MuArmyView *self);

G_END_DECLS
