/* mu-window.h: a Muster window: the library, or one roster being built or checked
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "mu-application.h"
#include "mu-document.h"

G_BEGIN_DECLS

#define MU_TYPE_WINDOW (mu_window_get_type ())

G_DECLARE_FINAL_TYPE (MuWindow, mu_window, MU, WINDOW, AdwApplicationWindow)

MuWindow *mu_window_new (MuApplication *application);
MuDocument *mu_window_get_document (MuWindow *self);
void mu_window_set_document (MuWindow *self, MuDocument *document);
gboolean mu_window_open_file (MuWindow *self, GFile *file, gboolean read_only);
MuWindow *mu_window_open_document (MuWindow *self, MuDocument *document);
gboolean mu_window_build_for_event (MuWindow *self, const char *pack, GError **error);
gboolean mu_window_check_code (MuWindow *self, const char *code);
void mu_window_show_library (MuWindow *self);
void mu_window_refresh_library (MuWindow *self);
void mu_window_leave_roster (MuWindow *self);
void mu_window_toast (MuWindow *self, const char *message);
void mu_window_report_error (MuWindow *self, const GError *error);

G_END_DECLS
