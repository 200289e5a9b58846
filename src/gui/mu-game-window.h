/* mu-game-window.h: the game tracker, "Play This Army"
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "mu-game.h"

G_BEGIN_DECLS

#define MU_TYPE_GAME_WINDOW (mu_game_window_get_type ())
G_DECLARE_FINAL_TYPE (MuGameWindow, mu_game_window, MU, GAME_WINDOW, AdwWindow)

MuGameWindow *mu_game_window_new (GtkApplication *application, MuEvaluation *evaluation,
                                  const char *roster_path);
MuGame *mu_game_window_get_game (MuGameWindow *self);

G_END_DECLS
