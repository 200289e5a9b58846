/* mu-list-editor-private.h: the list editor's parts kept in files of their own
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-list-editor.h"

G_BEGIN_DECLS

struct _MuListEditor
{
  AdwWindow parent_instance;

  AdwWindowTitle *window_title;
  AdwToastOverlay *toasts;
  AdwEntryRow *name_row;
  AdwEntryRow *id_row;
  AdwEntryRow *period_row;
  AdwEntryRow *source_row;
  AdwEntryRow *description_row;
  AdwEntryRow *allies_row;
  GtkWidget *options_box;
  GtkWidget *rows_box;
  GtkWidget *footnotes_box;
  GtkListBox *issues_list;
  GtkLabel *issues_title;

  MuApplication *app;
  MuListDraft *draft;
  GFile *file;
  GHashTable *expanded; /* names of the expander rows left open */
  GHashTable *auto_ids; /* row ids the editor made up, renamed from the row's name */
  GHashTable *seen;     /* attribute → (value → value): what the ruleset's lists use */
  guint refresh_id;
};

/* mu-list-editor.c: a text field that changes the draft when applied
 * (Enter or its apply button); its widget name is @name, for tests and to
 * keep the focus when the form is built again. */
GtkWidget *_mu_list_editor_entry (MuListEditor *self, const char *title, const char *name, const char *text,
                                  GCallback applied);
GtkWidget *_mu_list_editor_group (GtkWidget *box, const char *title, const char *description);
GtkWidget *_mu_list_editor_button (const char *label, const char *name, GCallback clicked, gpointer data);
void _mu_list_editor_track_expander (MuListEditor *self, GtkWidget *expander, const char *name);
char *_mu_list_editor_slug (const char *text);

/* mu-list-editor-rows.c: the rows in the book's order, each with its form */
void _mu_list_editor_fill_rows (MuListEditor *self);

/* mu-list-editor-notes.c: the army options and the footnotes with their
 * rules */
void _mu_list_editor_fill_options (MuListEditor *self);
void _mu_list_editor_fill_footnotes (MuListEditor *self);

G_END_DECLS
