/* mu-error.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "mu-error.h"

G_DEFINE_QUARK (mu-error-quark, mu_error)
