/* mu-army-row.h: one row of the army view, kept across edits by its key
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "mu-place.h"

G_BEGIN_DECLS

#define MU_TYPE_ARMY_ROW (mu_army_row_get_type ())
G_DECLARE_FINAL_TYPE (MuArmyRow, mu_army_row, MU, ARMY_ROW, GtkListBoxRow)

MuArmyRow *mu_army_row_new (const char *key, const char *title_class, int depth);
const char *mu_army_row_get_key (MuArmyRow *self);
void mu_army_row_set_text (MuArmyRow *self, const char *title, const char *subtitle, const char *suffix);
void mu_army_row_set_speech (MuArmyRow *self, const char *kind, const char *points);
const char *mu_army_row_get_title (MuArmyRow *self);
void mu_army_row_set_menu (MuArmyRow *self, GtkWidget *menu);
GtkWidget *mu_army_row_get_menu (MuArmyRow *self);
void mu_army_row_name_menu (MuArmyRow *self, const char *name);
gboolean mu_army_row_take_figures (MuArmyRow *self, GPtrArray *figures, double points);
const MuPlace *mu_army_row_get_place (MuArmyRow *self);
void mu_army_row_set_place (MuArmyRow *self, const MuPlace *place);
int mu_army_row_get_position (MuArmyRow *self);
void mu_army_row_set_position (MuArmyRow *self, int position);

G_END_DECLS
