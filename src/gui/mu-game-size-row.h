/* mu-game-size-row.h: the game sizes a book suggests, beside a points limit
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkWidget *mu_game_size_row_new (GArray *sizes, GtkSpinButton *limit);

G_END_DECLS
