/* mu-gui-test.h: shared helpers of the suites that drive real windows
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "mu-application.h"
#include "mu-window.h"

G_BEGIN_DECLS

MuApplication *mu_gui_test_start (void);
void mu_gui_test_finish (MuApplication *app);
void mu_gui_test_remove_tree (const char *path);
void mu_gui_test_drain (void);
GtkWidget *mu_gui_test_find_named (GtkWidget *widget, const char *name);
const char *mu_gui_test_shown_text (GtkWidget *widget, const char *name);
GtkWidget *mu_gui_test_find_type (GtkWidget *widget, GType type);
GtkWindow *mu_gui_test_toplevel (GType type);
GtkWidget *mu_gui_test_wait_named (GtkWidget *root, const char *name);
void mu_gui_test_type_into (GtkWidget *root, const char *name, const char *text);
void mu_gui_test_click (GtkWidget *root, const char *name);
void mu_gui_test_choose (GtkWidget *root, const char *name, const char *label);
char *mu_gui_test_write_roster (const char *dir, const char *name, int commands, int units);
void mu_gui_test_pick_rows (GtkWidget *root, const char *name, const char *ids);
MuWindow *mu_gui_test_open_window (MuApplication *app, const char *path);
char *mu_gui_test_fixture_text (const char *name);
GtkWidget *mu_gui_test_find_action_button (GtkWidget *root, const char *action);
GtkWidget *mu_gui_test_find_button_labelled (GtkWidget *root, const char *label);

G_END_DECLS
