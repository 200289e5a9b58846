/* mu-builder.h: the army being built: list rows, commands, figures, verdict and issues
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "mu-document.h"

G_BEGIN_DECLS

#define MU_TYPE_BUILDER (mu_builder_get_type ())

G_DECLARE_FINAL_TYPE (MuBuilder, mu_builder, MU, BUILDER, GtkBox)

void mu_builder_set_document (MuBuilder *self, MuDocument *document);
MuDocument *mu_builder_get_document (MuBuilder *self);
MuEvaluation *mu_builder_get_evaluation (MuBuilder *self);
void mu_builder_toggle_issues (MuBuilder *self);
void mu_builder_toggle_details (MuBuilder *self);
void mu_builder_focus_list (MuBuilder *self);
void mu_builder_focus_pane (MuBuilder *self, int step);
gboolean mu_builder_focus_details (MuBuilder *self, const char *control);
gboolean mu_builder_details_have_focus (MuBuilder *self);

G_END_DECLS
