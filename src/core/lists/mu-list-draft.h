/* mu-list-draft.h: an army list being edited, with undo and redo, checked
 * against its ruleset as it changes
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "mu-draft-items.h"
#include "mu-types.h"

G_BEGIN_DECLS

#define MU_TYPE_LIST_DRAFT (mu_list_draft_get_type ())

G_DECLARE_FINAL_TYPE (MuListDraft, mu_list_draft, MU, LIST_DRAFT, GObject)

MuListDraft *mu_list_draft_new (MuRuleset *ruleset, const char *id);
MuListDraft *mu_list_draft_new_from_list (MuArmyList *list);
MuRuleset *mu_list_draft_likeliest_ruleset (MuLibrary *library);
MuRuleset *mu_list_draft_get_ruleset (MuListDraft *self);
char **mu_list_draft_get_vocabulary (MuListDraft *self, const char *attribute);

const char *mu_list_draft_get_field (MuListDraft *self, const char *field);
void mu_list_draft_set_field (MuListDraft *self, const char *field, const char *value);
void mu_list_draft_name_list (MuListDraft *self, const char *name, const char *id);
void mu_list_draft_add_ally (MuListDraft *self, const char *list_id, const char *name, const char *markers);
GPtrArray *mu_list_draft_get_allies (MuListDraft *self);
gboolean mu_list_draft_set_ally (MuListDraft *self, guint index, const char *field, const char *value);
gboolean mu_list_draft_remove_ally (MuListDraft *self, guint index);
gint64 mu_list_draft_get_revision (MuListDraft *self);
void mu_list_draft_set_revision (MuListDraft *self, gint64 revision);
void mu_list_draft_set_revised (MuListDraft *self, const char *day);

GPtrArray *mu_list_draft_get_options (MuListDraft *self);
void mu_list_draft_add_option (MuListDraft *self, const MuOptionDef *def);
gboolean mu_list_draft_remove_option (MuListDraft *self, const char *id);
gboolean mu_list_draft_set_option (MuListDraft *self, const char *id, const char *field, const char *value);
gboolean mu_list_draft_add_choice (MuListDraft *self, const char *option, const char *choice,
                                   const char *label);
gboolean mu_list_draft_remove_choice (MuListDraft *self, const char *option, const char *choice);
gboolean mu_list_draft_set_army_date (MuListDraft *self, const char *field, const char *year);
char *mu_list_draft_get_army_date (MuListDraft *self, const char *field);

GPtrArray *mu_list_draft_get_rows (MuListDraft *self);
MuDraftRow *mu_list_draft_find_row (MuListDraft *self, const char *id);
MuDraftRow *mu_list_draft_add_row (MuListDraft *self, const char *parent_id, const char *id,
                                   const char *kind);
gboolean mu_list_draft_set_row (MuListDraft *self, const char *id, const char *field, const char *value);
gboolean mu_list_draft_name_row (MuListDraft *self, const char *id, const char *name, const char *new_id);
gboolean mu_list_draft_set_row_with_id (MuListDraft *self, const char *id, const char *field,
                                        const char *value, const char *new_id);
gboolean mu_list_draft_remove_row (MuListDraft *self, const char *id);
gboolean mu_list_draft_move_row (MuListDraft *self, const char *id, guint position);

GPtrArray *mu_list_draft_get_footnotes (MuListDraft *self);
guint mu_list_draft_add_footnote (MuListDraft *self, const char *marker, const char *reference,
                                  const char *text);
gboolean mu_list_draft_set_footnote (MuListDraft *self, guint index, const char *field, const char *value);
gboolean mu_list_draft_add_rule (MuListDraft *self, guint footnote, MuDraftRule *rule);
gboolean mu_list_draft_set_rule (MuListDraft *self, guint footnote, guint index, MuDraftRule *rule);
gboolean mu_list_draft_remove_rule (MuListDraft *self, guint footnote, guint rule);
gboolean mu_list_draft_remove_footnote (MuListDraft *self, guint index);

MuListDraft *mu_list_draft_forget_edits (MuListDraft *self);
void mu_list_draft_hold_history (MuListDraft *self, gboolean hold);
gboolean mu_list_draft_can_undo (MuListDraft *self);
gboolean mu_list_draft_can_redo (MuListDraft *self);
gboolean mu_list_draft_undo (MuListDraft *self);
gboolean mu_list_draft_redo (MuListDraft *self);

GPtrArray *mu_list_draft_check (MuListDraft *self);
char *mu_list_draft_to_xml (MuListDraft *self, gboolean commented);
gboolean mu_list_draft_save (MuListDraft *self, const char *path, GError **error);
MuArmyList *mu_list_draft_build (MuListDraft *self, GError **error);

G_END_DECLS
