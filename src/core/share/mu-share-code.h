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
/* The most commands and units a code may hold: more than any game has. */
#define MU_SHARE_MAX_COMMANDS 200
#define MU_SHARE_MAX_UNITS 5000

char *mu_share_code_encode (MuRoster *roster, MuArmyList *list);
void mu_share_code_short_form (MuRoster *roster, MuArmyList *list);
char *mu_share_code_encode_full (MuRoster *roster, MuArmyList *list);
MuRoster *mu_share_code_decode (const char *code, MuLibrary *library, MuArmyList **list, GError **error);
guint mu_share_code_slip_group (const char *code);
gboolean mu_share_code_is_plausible (const char *text);

G_END_DECLS
