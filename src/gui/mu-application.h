/* mu-application.h: the Muster application
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "mu-types.h"

G_BEGIN_DECLS

#define MU_TYPE_APPLICATION (mu_application_get_type ())

G_DECLARE_FINAL_TYPE (MuApplication, mu_application, MU, APPLICATION, AdwApplication)

MuApplication *mu_application_new (GApplicationFlags flags);
MuLibrary *mu_application_get_library (MuApplication *self);
GSettings *mu_application_get_settings (MuApplication *self);
char **mu_application_get_recent (MuApplication *self);
void mu_application_add_recent (MuApplication *self, const char *path);
void mu_application_show_help (MuApplication *self, GtkWindow *parent, const char *topic);
const char *mu_application_get_help_uri (MuApplication *self);
char *mu_application_get_last_folder (MuApplication *self);
void mu_application_set_last_folder (MuApplication *self, const char *folder);

/* mu-application-actions.c */
void _mu_application_actions_init (MuApplication *self);

G_END_DECLS
