/* mu-unit-choice-row.h: a unit of a command, chosen for a general or a hero
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "mu-document.h"
#include "mu-evaluation.h"

G_BEGIN_DECLS

#define MU_TYPE_UNIT_CHOICE_ROW (mu_unit_choice_row_get_type ())
G_DECLARE_FINAL_TYPE (MuUnitChoiceRow, mu_unit_choice_row, MU, UNIT_CHOICE_ROW, AdwComboRow)

GtkWidget *mu_unit_choice_row_new (MuDocument *document, int hero);
void mu_unit_choice_row_set_place (MuUnitChoiceRow *self, const MuPlace *place);
void mu_unit_choice_row_set_evaluation (MuUnitChoiceRow *self, MuEvaluation *evaluation);

G_END_DECLS
