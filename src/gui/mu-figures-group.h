/* mu-figures-group.h: the numbers the rules give the inspector's selection
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "mu-evaluation.h"

G_BEGIN_DECLS

#define MU_TYPE_FIGURES_GROUP (mu_figures_group_get_type ())
G_DECLARE_FINAL_TYPE (MuFiguresGroup, mu_figures_group, MU, FIGURES_GROUP, AdwPreferencesGroup)

GtkWidget *mu_figures_group_new (void);
void mu_figures_group_set_place (MuFiguresGroup *self, const MuPlace *place);
void mu_figures_group_set_evaluation (MuFiguresGroup *self, MuEvaluation *evaluation);

G_END_DECLS
