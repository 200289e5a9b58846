/* mu-locale.h: the user's locale and the translations of both programs
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

void mu_locale_init (void);

G_END_DECLS
