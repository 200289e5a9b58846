/* mu-army-page.h: the inspector's page for the army as a whole
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "mu-document.h"

G_BEGIN_DECLS

#define MU_TYPE_ARMY_PAGE (mu_army_page_get_type ())

G_DECLARE_FINAL_TYPE (MuArmyPage, mu_army_page, MU, ARMY_PAGE, GtkBox)

GtkWidget *mu_army_page_new (MuDocument *document);
MuDocument *mu_army_page_get_document (MuArmyPage *self);
void mu_army_page_update (MuArmyPage *self);

G_END_DECLS
