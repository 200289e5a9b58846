/* mu-cli-game-private.h: what the files of muster-cli game share
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-cli-print-module.h"
#include "mu-cli.h"
#include "mu-game.h"

G_BEGIN_DECLS

int mu_cli_game_show (MuCli *cli, MuGame *game, const char *file, gboolean json);
MuCliWriteGame mu_cli_load_game_writer (GError **error);

G_END_DECLS
