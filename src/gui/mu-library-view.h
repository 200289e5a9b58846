/* mu-library-view.h: the army lists by ruleset, and the rosters opened lately
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "mu-types.h"

G_BEGIN_DECLS

#define MU_TYPE_LIBRARY_VIEW (mu_library_view_get_type ())

G_DECLARE_FINAL_TYPE (MuLibraryView, mu_library_view, MU, LIBRARY_VIEW, GtkWidget)

void mu_library_view_set_library (MuLibraryView *self, MuLibrary *library, GSettings *settings);
void mu_library_view_refresh (MuLibraryView *self, const char * const *in_use);
void mu_library_view_focus_search (MuLibraryView *self);
void mu_library_view_focus_pane (MuLibraryView *self, int step);

G_END_DECLS
