/* mu-event-editor.h: an event pack made or changed in the application
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "mu-types.h"

G_BEGIN_DECLS

#define MU_TYPE_EVENT_EDITOR (mu_event_editor_get_type ())

G_DECLARE_FINAL_TYPE (MuEventEditor, mu_event_editor, MU, EVENT_EDITOR, AdwWindow)

MuEventEditor *mu_event_editor_new (GtkWindow *parent, MuLibrary *library, const char *path, GError **error);
gboolean mu_event_editor_save_to (MuEventEditor *self, const char *path, GError **error);

G_END_DECLS
