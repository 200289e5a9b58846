/* mu-hinds.h
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-ruleset-class.h"

G_BEGIN_DECLS

const MuRulesetClass *mu_hinds_get_class (void);

G_END_DECLS
