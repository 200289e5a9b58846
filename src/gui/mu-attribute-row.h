/* mu-attribute-row.h: a number or text attribute of the inspector's unit or general
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "mu-document.h"
#include "mu-evaluation.h"
#include "mu-option-def.h"

G_BEGIN_DECLS

#define MU_TYPE_ATTRIBUTE_ROW (mu_attribute_row_get_type ())
G_DECLARE_FINAL_TYPE (MuAttributeRow, mu_attribute_row, MU, ATTRIBUTE_ROW, AdwActionRow)

GtkWidget *mu_attribute_row_new (MuDocument *document, MuOptionDef *option);
void mu_attribute_row_set_place (MuAttributeRow *self, const MuPlace *place);
void mu_attribute_row_set_evaluation (MuAttributeRow *self, MuEvaluation *evaluation);
GHashTable *mu_attribute_row_attrs_of (MuEvaluation *evaluation, const MuPlace *place);

G_END_DECLS
