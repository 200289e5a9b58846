/* mu-figure-private.h: making a unit's figures, which only an evaluation does
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-figure.h"

G_BEGIN_DECLS

GPtrArray *mu_figures_new (void);

G_END_DECLS
