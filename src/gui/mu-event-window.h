/* mu-event-window.h: "Check an Event…": every roster of a folder checked
 * against an event pack, in the table muster-cli event check prints
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "mu-types.h"
#include "mu-window.h"

G_BEGIN_DECLS

#define MU_TYPE_EVENT_WINDOW (mu_event_window_get_type ())

G_DECLARE_FINAL_TYPE (MuEventWindow, mu_event_window, MU, EVENT_WINDOW, AdwWindow)

MuEventWindow *mu_event_window_new (GtkWindow *parent, MuLibrary *library, const char *pack,
                                    const char *folder, GError **error);
guint mu_event_window_get_n_rows (MuEventWindow *self);
guint mu_event_window_get_n_refreshes (MuEventWindow *self);
MuWindow *mu_event_window_check_roster (MuEventWindow *self, guint n);

G_END_DECLS
