/* mu-gui-input.h: real key presses and clicks, delivered through the X
 * server (XTest) as a person's keyboard and mouse deliver them
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void mu_gui_input_keys (GtkWidget *widget, const char *keys);
void mu_gui_input_type (GtkWidget *widget, const char *text);
void mu_gui_input_click (GtkWidget *widget);
void mu_gui_input_settle (guint milliseconds);
guint mu_gui_input_actions (void);
void mu_gui_input_reset_actions (void);
gulong mu_gui_input_find_window (const char *title);
void mu_gui_input_keys_to_window (gulong window, const char *keys);

G_END_DECLS
