/* mu-rulesets.h: the ruleset modules Muster ships
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

void mu_rulesets_register_all (void);

G_END_DECLS
