/* mu-game-sheet.h: a game's summary printed on one page
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-game.h"

G_BEGIN_DECLS

gboolean mu_game_sheet_write_pdf (MuGame *game, const char *path, const char *paper, GError **error);

G_END_DECLS
