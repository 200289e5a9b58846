/* mu-event-lists.h: the lists an event pack carries, offered to a player
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-event.h"
#include "mu-window.h"

G_BEGIN_DECLS

GPtrArray *mu_event_lists_missing (MuEvent *event, MuLibrary *library);
guint mu_event_lists_install (MuEvent *event, MuLibrary *library, GError **error);
void mu_event_lists_offer (MuWindow *window, MuEvent *event);

G_END_DECLS
