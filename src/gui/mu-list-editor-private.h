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
  GtkWidget *name_entry;
  GtkWidget *id_entry;
  GtkWidget *period_entry;
  GtkWidget *source_entry;
  GtkWidget *description_entry;
  GtkWidget *allies_entry;
  GtkWidget *options_box;
  GtkWidget *rows_box;
  GtkWidget *footnotes_box;
  GtkWidget *allies_box;
  GtkListBox *issues_list;
  GtkLabel *issues_title;
  GtkWidget *clean_row; /* "No problems", after the problems' rows */
  GPtrArray *issues;    /* the problems shown (MuIssue) */

  MuApplication *app;
  MuListDraft *draft;
  GFile *file;
  GHashTable *expanded;     /* names of the expander rows left open */
  GHashTable *auto_ids;     /* row ids the editor made up, renamed from the row's name */
  GHashTable *seen;         /* attribute → (value → value): what the ruleset's lists use */
  GHashTable *row_views;    /* a row's serial → its expander, kept through the edits */
  GtkWidget *rows_group;    /* the rows' group, made once */
  GtkListBox *rows_list;    /* its list, sorted in the book's order */
  char *options_shape;      /* what the options section was made from */
  char *notes_shape;        /* … the footnotes section */
  char *allies_shape;       /* … the allies section */
  char *focus_next;         /* the name of a widget to focus when it is made, or NULL */
  char *carry_text;         /* what was being typed in it, made again */
  GtkWidget *focus_widget;  /* the widget to focus once the draft is shown (weak) */
  GtkWidget *focus_before;  /* the focus when the draft was shown again (weak): kept, not followed */
  gboolean restoring;       /* an undo or redo: every field shows the list again */
  gboolean syncing;         /* the fields are being set from the draft, not by the player */
  gboolean refreshing;      /* the draft is being shown */
  gboolean focus_moved;     /* the focus moved since the edit to be shown */
  char *saved_xml;          /* the list as opened or last saved, to tell changes */
  gboolean closing;         /* saving was asked for as the window closes */
  gboolean close_confirmed; /* the changes were saved or given up: close */
  guint refresh_id;
  double place;     /* where the form was scrolled to before it was built again */
  guint place_tick; /* puts it back there once the new form is laid out */
  guint place_tries;
};

/* mu-list-editor.c: a text field (a GtkEntry in a row titled @title: add
 * _mu_list_editor_row_of () it to the form) that changes the draft when
 * applied (Enter, or leaving it changed); its widget name is @name, for
 * tests and to focus it when it is made (focus_next). */
GtkWidget *_mu_list_editor_entry (MuListEditor *self, const char *title, const char *name, const char *text,
                                  GCallback applied);
GtkWidget *_mu_list_editor_row_of (GtkWidget *entry);
void _mu_list_editor_name (GtkWidget *widget, const char *label);
void _mu_list_editor_show (MuListEditor *self, GtkWidget *entry, const char *value);
void _mu_list_editor_focus_later (MuListEditor *self, GtkWidget *widget);
void _mu_list_editor_claim_focus (MuListEditor *self, GtkWidget *widget, const char *name);
gboolean _mu_list_editor_reshape (MuListEditor *self, GtkWidget *box, char **shape, char *new_shape);
GtkWidget *_mu_list_editor_group (GtkWidget *box, const char *title, const char *description);
GtkWidget *_mu_list_editor_button (MuListEditor *self, const char *label, const char *name, GCallback clicked,
                                   gpointer data);
void _mu_list_editor_track_expander (MuListEditor *self, GtkWidget *expander, const char *name);
gboolean _mu_list_editor_parse_year (const char *text, gint64 *year);

/* mu-list-editor-rows.c: the rows in the book's order, each with its form */
void _mu_list_editor_fill_rows (MuListEditor *self);
void _mu_list_editor_open_row (MuListEditor *self, const char *id);

/* mu-list-editor-options.c: the army date and the variants */
void _mu_list_editor_fill_options (MuListEditor *self);

/* mu-list-editor-notes.c: the footnotes with their rules */
void _mu_list_editor_fill_footnotes (MuListEditor *self);
void _mu_list_editor_show_whole (GtkWidget *combo);
GtkWidget *_mu_list_editor_chooser (const char *title, GListModel *model, guint selected, const char *name,
                                    char *label);

/* mu-list-editor-pick.c: a chooser of rows by their names, in book order */
GtkWidget *_mu_list_editor_row_picker (MuListEditor *self, const char *title, const char *name,
                                       const char *ids, GCallback picked);

/* mu-list-editor-allies.c: the allies row */
void _mu_list_editor_fill_allies (MuListEditor *self);

G_END_DECLS
