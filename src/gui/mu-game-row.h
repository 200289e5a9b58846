/* mu-game-row.h: a unit, general or camp of the game tracker
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "mu-game.h"

G_BEGIN_DECLS

#define MU_TYPE_GAME_ROW (mu_game_row_get_type ())
G_DECLARE_FINAL_TYPE (MuGameRow, mu_game_row, MU, GAME_ROW, GtkListBoxRow)

MuGameRow *mu_game_row_new (MuGame *game, MuGameElement *element);
const char *mu_game_row_get_element_id (MuGameRow *self);
void mu_game_row_update (MuGameRow *self);
void mu_game_row_activate_main (MuGameRow *self);
void mu_game_row_set_join_menu (MuGameRow *self, GMenuModel *menu);

G_END_DECLS
