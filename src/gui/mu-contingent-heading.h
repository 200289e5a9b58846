/* mu-contingent-heading.h: the heading of a contingent in the army view
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "mu-evaluation.h"

G_BEGIN_DECLS

GtkWidget *mu_contingent_heading_new (guint number, gboolean editable);
void mu_contingent_heading_fill (GtkWidget *heading, MuEvaluation *evaluation);

G_END_DECLS
