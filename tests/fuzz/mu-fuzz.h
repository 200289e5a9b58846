/* mu-fuzz.h: what the libFuzzer harnesses share
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "mu-types.h"

G_BEGIN_DECLS

/* The library of the source tree's lists/, loaded once. */
MuLibrary *mu_fuzz_library (void);

/* A roster of the list taking one of each of its units. */
MuRoster *mu_fuzz_roster_of_list (MuArmyList *list);

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

G_END_DECLS
