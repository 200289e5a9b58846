/* mu-roster-io-private.h: where the loader found things in a roster file
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"

G_BEGIN_DECLS

/* "file:line" of what the roster loaded from ("roster" for its root element,
 * "option:ID" for an option), or just file when the roster was not loaded
 * from XML or has no such thing. For error messages. */
char *mu_roster_io_where (MuRoster *roster, const char *file, const char *what);

G_END_DECLS
