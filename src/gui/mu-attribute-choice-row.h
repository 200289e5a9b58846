/* mu-attribute-choice-row.h: an attribute with choices of the inspector's unit or general
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

#define MU_TYPE_ATTRIBUTE_CHOICE_ROW (mu_attribute_choice_row_get_type ())
G_DECLARE_FINAL_TYPE (MuAttributeChoiceRow, mu_attribute_choice_row, MU, ATTRIBUTE_CHOICE_ROW, AdwComboRow)

GtkWidget *mu_attribute_choice_row_new (MuDocument *document, MuOptionDef *option);
void mu_attribute_choice_row_set_place (MuAttributeChoiceRow *self, const MuPlace *place);
void mu_attribute_choice_row_set_evaluation (MuAttributeChoiceRow *self, MuEvaluation *evaluation);

G_END_DECLS
