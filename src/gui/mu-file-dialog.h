/* mu-file-dialog.h: a file dialog asked once, its answer acted on
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* What is done with the file chosen; @data is what mu_file_dialog_run() was given. */
typedef void (*MuFileChosen) (GFile *file, gpointer data);

GtkFileChooserNative *mu_file_dialog_new (GtkWindow *parent, const char *title, GtkFileChooserAction action,
                                          const char *accept, const char *fallback);
void mu_file_dialog_add_filter (GtkFileChooserNative *dialog, const char *name, const char *suffix);
void mu_file_dialog_run (GtkFileChooserNative *dialog, MuFileChosen chosen, gpointer data,
                         GDestroyNotify destroy);

G_END_DECLS
