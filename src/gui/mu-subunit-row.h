/* mu-subunit-row.h: a sub-unit of the inspector's unit
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "mu-document.h"
#include "mu-evaluation.h"

G_BEGIN_DECLS

#define MU_TYPE_SUBUNIT_ROW (mu_subunit_row_get_type ())
G_DECLARE_FINAL_TYPE (MuSubunitRow, mu_subunit_row, MU, SUBUNIT_ROW, AdwActionRow)

GtkWidget *mu_subunit_row_new (MuDocument *document, const char *unit_id);
const char *mu_subunit_row_get_unit (MuSubunitRow *self);
void mu_subunit_row_set_evaluation (MuSubunitRow *self, MuEvaluation *evaluation);

G_END_DECLS
