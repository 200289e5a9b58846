/* mu-constraint-private.h: reading a footnote rule and applying it, for the loader and the engine
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-constraint.h"

G_BEGIN_DECLS

MuConstraint *mu_constraint_parse (MuXmlNode *node, const char *marker, const char *text,
                                   const char *reference, const char *file, GError **error);
gboolean mu_constraint_applies (MuConstraint *constraint, GHashTable *options);
const char *mu_constraint_source (MuConstraint *constraint);

G_END_DECLS
