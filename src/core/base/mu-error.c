/* mu-error.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "mu-error.h"

/**
 * mu_error_quark:
 *
 * Gives the error domain of every loader and writer of Muster, %MU_ERROR; the
 * codes are #MuErrorCode.
 *
 * Returns: the quark
 */
G_DEFINE_QUARK (mu - error - quark, mu_error)
