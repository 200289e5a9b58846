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
  GtkWidget *allies_box;
  GtkListBox *issues_list;
  GtkLabel *issues_title;

  MuApplication *app;
  MuListDraft *draft;
  GFile *file;
  GHashTable *expanded; /* names of the expander rows left open */
  GHashTable *auto_ids; /* row ids the editor made up, renamed from the row's name */
  GHashTable *seen;     /* attribute → (value → value): what the ruleset's lists use */
  char *focus_next;     /* the widget to focus once the form is built again, or NULL */
  gboolean restoring;   /* an undo or redo: every field shows the list again */
  guint refresh_id;
  double place;     /* where the form was scrolled to before it was built again */
  guint place_tick; /* puts it back there once the new form is laid out */
  guint place_tries;
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
gboolean _mu_list_editor_parse_year (const char *text, gint64 *year);

/* mu-list-editor-rows.c: the rows in the book's order, each with its form */
void _mu_list_editor_fill_rows (MuListEditor *self);

/* mu-list-editor-options.c: the army date and the variants */
void _mu_list_editor_fill_options (MuListEditor *self);

/* mu-list-editor-notes.c: the footnotes with their rules */
void _mu_list_editor_fill_footnotes (MuListEditor *self);

/* mu-list-editor-pick.c: a chooser of rows by their names, in book order */
GtkWidget *_mu_list_editor_row_picker (MuListEditor *self, const char *title, const char *name,
                                       const char *ids, GCallback picked);

/* mu-list-editor-allies.c: the allies row */
void _mu_list_editor_fill_allies (MuListEditor *self);

G_END_DECLS
