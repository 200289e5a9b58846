/* mu-ruleset-class-private.h: finding a registered ruleset module, for the ruleset loader
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-ruleset-class.h"

G_BEGIN_DECLS

const MuRulesetClass *mu_ruleset_class_lookup (const char *id);

G_END_DECLS
