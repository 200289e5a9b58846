/* mu-document.h: an open roster with its list, evaluation, selection and undo history
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "mu-event.h"
#include "mu-place.h"
#include "mu-types.h"

G_BEGIN_DECLS

#define MU_TYPE_DOCUMENT (mu_document_get_type ())

G_DECLARE_FINAL_TYPE (MuDocument, mu_document, MU, DOCUMENT, GObject)

MuDocument *mu_document_new (MuRoster *roster, MuArmyList *list, const char *path, gboolean read_only);
MuRoster *mu_document_get_roster (MuDocument *self);
MuArmyList *mu_document_get_list (MuDocument *self);
MuEvaluation *mu_document_get_evaluation (MuDocument *self);
const char *mu_document_get_path (MuDocument *self);
char *mu_document_get_title (MuDocument *self);
gboolean mu_document_is_read_only (MuDocument *self);
void mu_document_set_event (MuDocument *self, MuEvent *event);
MuEvent *mu_document_get_event (MuDocument *self);
gboolean mu_document_is_modified (MuDocument *self);
gboolean mu_document_can_undo (MuDocument *self);
gboolean mu_document_can_redo (MuDocument *self);
gboolean mu_document_update_list (MuDocument *self, MuArmyList *newer, GError **error);
gboolean mu_document_undo (MuDocument *self);
gboolean mu_document_redo (MuDocument *self);
void mu_document_label_edit (MuDocument *self, const char *label);
guint64 mu_document_get_edit_mark (MuDocument *self);
void mu_document_join_edits (MuDocument *self, guint64 mark, const char *label);
const char *mu_document_get_undo_label (MuDocument *self);
const char *mu_document_get_redo_label (MuDocument *self);
gboolean mu_document_save (MuDocument *self, const char *path, GError **error);

char *mu_document_unsaved_dir (void);
const char *mu_document_get_autosave_path (MuDocument *self);
void mu_document_set_autosave_path (MuDocument *self, const char *path);
void mu_document_autosave_now (MuDocument *self);
void mu_document_discard_autosave (MuDocument *self);

const MuPlace *mu_document_get_selection (MuDocument *self);
void mu_document_select (MuDocument *self, const MuPlace *place);
MuUnit *mu_document_selected_unit (MuDocument *self, int *command);
MuGeneral *mu_document_selected_general (MuDocument *self);

/* Every edit: begin (a snapshot for undo; NULL with error when read-only),
 * change the roster it returns, end (evaluate, notify). */
MuRoster *mu_document_begin_edit (MuDocument *self, GError **error);
void mu_document_end_edit (MuDocument *self);

/* mu-document-edits.c */
MuUnit *mu_document_add_unit (MuDocument *self, const char *entry_id, int command, GError **error);
gboolean mu_document_remove_unit (MuDocument *self, const char *unit_id, GError **error);
MuUnit *mu_document_duplicate_unit (MuDocument *self, const char *unit_id, GError **error);
gboolean mu_document_move_unit (MuDocument *self, const char *unit_id, int command, int position,
                                GError **error);
int mu_document_add_command (MuDocument *self, GError **error);
gboolean mu_document_remove_command (MuDocument *self, int command, GError **error);
int mu_document_add_contingent_command (MuDocument *self, guint contingent, GError **error);
guint mu_document_add_ally (MuDocument *self, MuArmyList *list, GError **error);
gboolean mu_document_remove_ally (MuDocument *self, guint contingent, GError **error);
gboolean mu_document_set_ally_option (MuDocument *self, guint contingent, const char *id, const char *value,
                                      GError **error);
gboolean mu_document_add_hero (MuDocument *self, const MuPlace *place, GError **error);
gboolean mu_document_remove_hero (MuDocument *self, const MuPlace *place, guint index, GError **error);
gboolean mu_document_rename_hero (MuDocument *self, const MuPlace *place, guint index, const char *name,
                                  GError **error);
gboolean mu_document_allocate_hero (MuDocument *self, int command, guint index, const char *unit_id,
                                    GError **error);
gboolean mu_document_set_upgrade (MuDocument *self, const MuPlace *place, const char *upgrade_id,
                                  gboolean taken, GError **error);
gboolean mu_document_set_name (MuDocument *self, const MuPlace *place, const char *name, GError **error);
gboolean mu_document_set_attr (MuDocument *self, const MuPlace *place, const char *attr, const char *value,
                               GError **error);
gboolean mu_document_set_count (MuDocument *self, const char *unit_id, gint64 count, GError **error);
gboolean mu_document_set_attached (MuDocument *self, const MuPlace *general, const char *unit_id,
                                   GError **error);

MuUnit *mu_document_parent_unit (MuDocument *self, const char *unit_id);
MuUnit *mu_document_add_subunit (MuDocument *self, const char *unit_id, const char *entry_id, GError **error);
gboolean mu_document_set_entry (MuDocument *self, const char *unit_id, const char *entry_id, GError **error);
int mu_document_add_general (MuDocument *self, int command, GError **error);
gboolean mu_document_remove_general (MuDocument *self, const MuPlace *general, GError **error);

gboolean mu_document_set_army_text (MuDocument *self, const char *field, const char *value, GError **error);
gboolean mu_document_set_points_limit (MuDocument *self, gint64 limit, GError **error);
gboolean mu_document_set_option (MuDocument *self, const char *id, const char *value, GError **error);

G_END_DECLS
