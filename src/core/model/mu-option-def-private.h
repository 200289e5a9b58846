/* mu-option-def-private.h: reading an option, for the list and ruleset loaders
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-option-def.h"

G_BEGIN_DECLS

MuOptionDef *mu_option_def_parse (MuXmlNode *node, const char *file, GError **error);

G_END_DECLS
