/* mu-contingent-private.h: making and copying contingents, which only a roster does
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-contingent.h"

G_BEGIN_DECLS

MuContingent *mu_contingent_new (const char *list_id);
MuContingent *mu_contingent_copy (const MuContingent *contingent);

G_END_DECLS
