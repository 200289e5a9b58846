/* mu-list-pane.h: the army list's rows, with what each allows and costs
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "mu-document.h"

G_BEGIN_DECLS

#define MU_TYPE_LIST_PANE (mu_list_pane_get_type ())

G_DECLARE_FINAL_TYPE (MuListPane, mu_list_pane, MU, LIST_PANE, GtkBox)

GtkWidget *mu_list_pane_new (void);
void mu_list_pane_set_document (MuListPane *self, MuDocument *document);
guint mu_list_pane_get_contingent (MuListPane *self);
void mu_list_pane_focus (MuListPane *self);
void mu_list_pane_filter (MuListPane *self, const char *text);
gboolean mu_list_pane_show_row (MuListPane *self, const char *row_id);

G_END_DECLS
