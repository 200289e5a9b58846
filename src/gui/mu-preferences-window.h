/* mu-preferences-window.h
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "mu-application.h"

G_BEGIN_DECLS

#define MU_TYPE_PREFERENCES_WINDOW (mu_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (MuPreferencesWindow, mu_preferences_window, MU, PREFERENCES_WINDOW,
                      AdwPreferencesWindow)

MuPreferencesWindow *mu_preferences_window_new (MuApplication *application, GtkWindow *parent);
gboolean mu_preferences_window_show_ruleset (MuPreferencesWindow *self, const char *ruleset_id);

G_END_DECLS
