/* mu-share-code.h: a roster as a short code to print on a sheet and type back
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"

G_BEGIN_DECLS

/* The longest code mu_share_code_decode reads, dashes and spaces included. */
#define MU_SHARE_CODE_MAX_LENGTH 8192

/* Encodes everything in the roster but its free notes. list is the roster's
 * army list (its rows make the code shorter) or NULL. */
char     *mu_share_code_encode         (MuRoster    *roster,
                                        MuArmyList  *list);
/* Rebuilds the roster and checks it against the library like a roster file;
 * on success *list is its army list (owned by the library). */
MuRoster *mu_share_code_decode         (const char  *code,
                                        MuLibrary   *library,
                                        MuArmyList **list,
                                        GError     **error);
/* Whether text is written like a share code (it may still fail to decode). */
gboolean  mu_share_code_is_plausible   (const char  *text);

G_END_DECLS
