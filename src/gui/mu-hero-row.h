/* mu-hero-row.h: a hero of the inspector's unit or command
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "mu-document.h"
#include "mu-evaluation.h"

G_BEGIN_DECLS

#define MU_TYPE_HERO_ROW (mu_hero_row_get_type ())
G_DECLARE_FINAL_TYPE (MuHeroRow, mu_hero_row, MU, HERO_ROW, AdwActionRow)

GtkWidget *mu_hero_row_new (MuDocument *document, guint index);
void mu_hero_row_set_place (MuHeroRow *self, const MuPlace *place);
void mu_hero_row_set_evaluation (MuHeroRow *self, MuEvaluation *evaluation);

G_END_DECLS
