/* mu-wrap-layout.h: a bin of wrapping text, measured for its width alone
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MU_TYPE_WRAP_LAYOUT (mu_wrap_layout_get_type ())
G_DECLARE_FINAL_TYPE (MuWrapLayout, mu_wrap_layout, MU, WRAP_LAYOUT, GtkLayoutManager)

GtkLayoutManager *mu_wrap_layout_new (void);
GtkWidget *mu_wrap_layout_bin_new (GtkWidget *child);

G_END_DECLS
