/* mu-list-row.h: one row of the list pane, a row of the army list to add
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "mu-types.h"

G_BEGIN_DECLS

#define MU_TYPE_LIST_ROW (mu_list_row_get_type ())
G_DECLARE_FINAL_TYPE (MuListRow, mu_list_row, MU, LIST_ROW, GtkListBoxRow)

MuListRow *mu_list_row_new (MuListEntry *entry);
MuListEntry *mu_list_row_get_entry (MuListRow *self);
const char *mu_list_row_get_summary (MuListRow *self);
void mu_list_row_set_summary (MuListRow *self, const char *summary, const char *tooltip);
void mu_list_row_set_cost (MuListRow *self, const char *cost);
void mu_list_row_set_allowance (MuListRow *self, const char *allowance, const char *reason);
void mu_list_row_update (MuListRow *self, MuEvaluation *evaluation, guint contingent, gboolean reprice);

G_END_DECLS
