/* mu-inspector.h: the editors of the selected unit, general or command
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "mu-document.h"

G_BEGIN_DECLS

#define MU_TYPE_INSPECTOR (mu_inspector_get_type ())

G_DECLARE_FINAL_TYPE (MuInspector, mu_inspector, MU, INSPECTOR, GtkBox)

GtkWidget *mu_inspector_new (void);
void mu_inspector_set_document (MuInspector *self, MuDocument *document);
gboolean mu_inspector_focus_control (MuInspector *self, const char *name);

G_END_DECLS
