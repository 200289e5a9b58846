/* mu-gui-util.h: small helpers the builder's panes share
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "mu-place.h"
#include "mu-types.h"

G_BEGIN_DECLS

void mu_gui_clear_box (GtkWidget *box);
void mu_gui_name_mnemonic_buttons (GtkWidget *widget);
GtkWidget *mu_gui_save_changes_dialog (GtkWindow *parent, const char *body);
void mu_gui_combo_row_enter_chooses (GtkWidget *combo);
GtkWidget *mu_gui_find_child (GtkWidget *widget, GType type);
void mu_gui_name_combo_row (GtkWidget *row);
void mu_gui_name_drop_down (GtkWidget *drop_down, const char *title);
GtkWidget *mu_gui_entry_row_new (const char *title, GtkWidget **entry);
void mu_gui_name_entry (GtkWidget *entry, const char *name);
void mu_gui_select_on_focus (GtkWidget *entry);
void mu_gui_keep_cursor (GtkWidget *entry);
gboolean mu_gui_focus_pane (GtkWidget * const *panes, guint n_panes, int step);
GtkWidget *mu_gui_group (GtkWidget *box, const char *title, const char *description);
void mu_gui_set_text (GtkWidget *label, const char *text);
void mu_gui_set_tooltip (GtkWidget *widget, const char *text);
void mu_gui_set_editable_text (GtkWidget *editable, const char *text);
void mu_gui_set_spin_value (GtkWidget *spin, double value);
void mu_gui_set_css_choice (GtkWidget *widget, const char * const *choices, const char *chosen);
GtkWidget *mu_gui_label (const char *text, const char *css_class);
char *mu_gui_join_figures (GPtrArray *figures, const char * const *skip);
char *mu_gui_entry_summary (MuListEntry *entry);
GtkStringList *mu_gui_choice_labels (MuOptionDef *def, const char *value, guint *selected);
char *mu_gui_entry_summary_costed (MuListEntry *entry, const char *cost);
char *mu_gui_allowance (MuEvaluation *evaluation, MuListEntry *entry);
char *mu_gui_contingent_allowance (MuEvaluation *evaluation, guint contingent, MuListEntry *entry);
const char *mu_gui_unit_label (MuArmyList *list, MuUnit *unit);
gboolean mu_gui_unit_fights (MuArmyList *list, MuUnit *unit);
void mu_gui_announce (GtkWidget *widget, const char *text);
void mu_gui_unname_containers (GtkWidget *widget);
void mu_gui_follow_focus (GtkWindow *window);

void mu_gui_combo_row_show_whole (GtkWidget *combo);

gboolean mu_gui_keep_place (MuPlace *kept, char **kept_unit, const MuPlace *place);

G_END_DECLS
