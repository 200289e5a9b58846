/* mu-window-private.h: what the window's actions need of it
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-builder.h"
#include "mu-library-view.h"
#include "mu-window.h"

G_BEGIN_DECLS

struct _MuWindow
{
  AdwApplicationWindow parent_instance;

  AdwToastOverlay *toast_overlay;
  AdwWindowTitle *window_title;
  GtkStack *stack;
  MuLibraryView *library_view;
  MuBuilder *builder; /* made on first use */
  GtkWidget *undo_button;
  GtkWidget *redo_button;
  GtkWidget *save_button;
  GtkWidget *library_button;
  GtkWidget *open_button;

  MuDocument *document;
  AdwToast *toast;          /* weak: the toast shown last */
  gboolean toast_of_roster; /* it tells of an edit of the roster shown */
  gboolean close_confirmed;
};

MuBuilder *_mu_window_ensure_builder (MuWindow *self);
void _mu_window_toast_edit (MuWindow *self, const char *message);
void _mu_window_class_actions_init (MuWindowClass *klass);
void _mu_window_update_actions (MuWindow *self);
void _mu_window_save_then (MuWindow *self, gboolean ask_path, GCallback done);

G_END_DECLS
