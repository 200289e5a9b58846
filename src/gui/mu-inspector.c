/* mu-inspector.c
 *
 * The details of the selection: a unit's, general's or command's page, or
 * the army's (a MuArmyPage). A page's groups hold rows of their own types
 * that follow the page's place and evaluation (upgrades, heroes, sub-units,
 * the unit a general joins or a hero is allocated to, attributes, the
 * figures: each a template with "place" and "evaluation" properties), and
 * the name and count editors the page sets itself. A page is built when the
 * selection moves to a place whose page has another shape (page_shape():
 * which groups and rows it has, told from the model) than the last page of
 * that kind of place, or when an edit changes the shape; otherwise the page
 * shown, or the one kept for that kind of place (unit, general, command,
 * army), is given the new place and evaluation, and each row sets what
 * changed. When the page shown changes, the widget that had the focus gives
 * it to its namesake.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "mu-army-list.h"
#include "mu-army-page.h"
#include "mu-attribute-choice-row.h"
#include "mu-attribute-row.h"
#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-figures-group.h"
#include "mu-general.h"
#include "mu-gui-util.h"
#include "mu-hero-row.h"
#include "mu-inspector-private.h"
#include "mu-inspector.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-roster.h"
#include "mu-ruleset-class.h"
#include "mu-ruleset.h"
#include "mu-unit-choice-row.h"
#include "mu-subunit-row.h"
#include "mu-unit.h"
#include "mu-upgrade-row.h"

G_DEFINE_FINAL_TYPE (MuInspector, mu_inspector, GTK_TYPE_BOX)

static void queue_rebuild (MuInspector *self);

/* A refused edit is explained in a toast, and the editors show the roster as it is. */
gboolean
_mu_inspector_report (MuInspector *self, GError *error)
{
  if (error == NULL)
    return TRUE;
  gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", error->message);
  g_error_free (error);
  queue_rebuild (self);
  return FALSE;
}

static GtkWidget *
group (MuInspector *self, const char *title, const char *description)
{
  return mu_gui_group (self->content, title, description);
}

/* ---- names ---- */

static void
name_applied (GtkEntry *entry, MuInspector *self)
{
  const MuPlace *sel = mu_document_get_selection (self->document);
  GError *error = NULL;

  mu_document_set_name (self->document, sel, gtk_editable_get_text (GTK_EDITABLE (entry)), &error);
  _mu_inspector_report (self, error);
}

/* The name's entry (not an AdwEntryRow, whose focus libadwaita 1.2 tells no
 * screen reader): Enter applies it. */
static void
add_name_row (MuInspector *self, GtkWidget *into, const char *name)
{
  GtkWidget *entry;
  GtkWidget *row = mu_gui_entry_row_new (_("Name"), &entry);

  gtk_editable_set_text (GTK_EDITABLE (entry), name != NULL ? name : "");
  gtk_widget_set_name (entry, "name");
  g_signal_connect (entry, "activate", G_CALLBACK (name_applied), self);
  self->page->name_row = entry;
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (into), row);
}

/* The name and heroes' fields and the heroes' buttons named for a
 * listener with what they belong to ("Name of Legionarii", "Hero 1 of
 * Legionarii"): their titles alone say it only with the screen around them. */
static void
name_fields (MuInspector *self, const char *name, const char *context)
{
  mu_gui_name_entry (self->page->name_row, name);
  if (self->page->hero_add != NULL)
    {
      /* TRANSLATORS: a button for a screen reader, "Add a hero to Legionarii (Ctrl+H)" */
      g_autofree char *add = g_strdup_printf (_("Add a hero to %s (Ctrl+H)"), context);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self->page->hero_add), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      add, -1);
    }
}

static void
name_unit_fields (MuInspector *self, const char *label)
{
  /* TRANSLATORS: a name field for a screen reader, "Name of Legionarii" */
  g_autofree char *name = g_strdup_printf (_("Name of %s"), label);

  name_fields (self, name, label);
}

static void
name_general_fields (MuInspector *self, const char *command)
{
  /* TRANSLATORS: a name field for a screen reader, "Name of the general of Command 1" */
  g_autofree char *name = g_strdup_printf (_("Name of the general of %s"), command);

  name_fields (self, name, command);
}

/* ---- rows that follow the place and evaluation ---- */

static void
follow_again (MuInspector *self, GtkWidget *row, const MuPlace *sel)
{
  /* a sub-unit's row knows its sub-unit: it has no place to follow */
  if (!MU_IS_SUBUNIT_ROW (row))
    g_object_set (row, "place", sel, NULL);
  g_object_set (row, "evaluation", mu_document_get_evaluation (self->document), NULL);
}

/* A row or group that follows the page's place and evaluation (an
 * upgrade, a hero, a sub-unit, a unit chosen, an attribute, the figures),
 * given sel's and the document's now and on every update of the page. */
void
_mu_inspector_follow (MuInspector *self, GtkWidget *row, const MuPlace *sel)
{
  follow_again (self, row, sel);
  g_ptr_array_add (self->page->followers, row);
}

static void
update_followers (MuInspector *self, const MuPlace *sel)
{
  for (guint i = 0; i < self->page->followers->len; i++)
    follow_again (self, self->page->followers->pdata[i], sel);
}

/* ---- figures ---- */

static void
add_figures (MuInspector *self)
{
  GtkWidget *figures = mu_figures_group_new ();

  _mu_inspector_follow (self, figures, mu_document_get_selection (self->document));
  gtk_box_append (GTK_BOX (self->content), figures);
}

/* The list a command's units and generals come from: its contingent's own
 * (an ally's), else the army's. */
static MuArmyList *
command_list (MuInspector *self, MuCommand *command)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);
  MuContingentResult *result = mu_evaluation_contingent (evaluation, command->contingent);

  return result != NULL && result->list != NULL ? result->list : mu_document_get_list (self->document);
}

static void
add_upgrades (MuInspector *self, MuListEntry *entry, const char *title)
{
  const MuPlace *sel = mu_document_get_selection (self->document);
  GtkWidget *into = NULL;

  for (guint i = 0; entry != NULL && i < entry->children->len; i++)
    {
      GtkWidget *row = mu_upgrade_row_new (self->document, entry->children->pdata[i]);

      if (into == NULL)
        into = group (self, title, NULL);
      _mu_inspector_follow (self, row, sel);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (into), row);
    }
}

/* ---- attributes ---- */

/* What a unit's attributes are those of: a unit that fights, or a camp or a
 * laager, which takes none of a unit's ("Quality outside the list"). */
static const char *
unit_attributes_for (MuInspector *self, MuUnitResult *result)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);
  MuCommand *command = mu_roster_get_commands (evaluation->roster)->pdata[result->command];

  return mu_gui_unit_fights (command_list (self, command), result->unit) ? "unit" : "camp";
}

static void
add_attributes (MuInspector *self, const char *what)
{
  MuRuleset *ruleset = mu_document_get_list (self->document)->ruleset;
  GtkWidget *into = NULL;

  for (guint i = 0; i < ruleset->attributes->len; i++)
    {
      MuOptionDef *def = ruleset->attributes->pdata[i];
      GtkWidget *row;

      if (!mu_option_def_applies_to (def, what))
        continue;
      if (into == NULL)
        into = group (self, _("Attributes"), NULL);
      row = def->kind == MU_OPTION_CHOICE ? mu_attribute_choice_row_new (self->document, def)
                                          : mu_attribute_row_new (self->document, def);
      _mu_inspector_follow (self, row, mu_document_get_selection (self->document));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (into), row);
    }
}

/* ---- count ---- */

static void
count_changed (GtkSpinButton *spin, MuInspector *self)
{
  GError *error = NULL;

  if (self->building)
    return;
  mu_document_set_count (self->document, mu_document_get_selection (self->document)->unit_id,
                         gtk_spin_button_get_value_as_int (spin), &error);
  _mu_inspector_report (self, error);
}

/* Units are counted in figures where the sheet has a column of them. */
static gboolean
counts_figures (MuRuleset *ruleset)
{
  for (const MuSheetColumn *column = ruleset->klass->unit_columns; column != NULL && column->key != NULL;
       column++)
    if (g_str_equal (column->key, "figures"))
      return TRUE;
  return FALSE;
}

/* A TtS unit is one unit; fortification lengths, ammunition points and
 * units counted in figures take a number. */
static gboolean
has_count (MuRuleset *ruleset, MuListEntry *entry, MuUnit *unit)
{
  return unit->count != 1 || unit->subunits->len > 0 || counts_figures (ruleset)
         || (entry->kind != MU_ENTRY_UNIT && entry->kind != MU_ENTRY_CAMP);
}

/* Built on every unit's page and shown while it applies, so that setting a
 * To the Strongest! unit's count from 1 to 2 (and undoing it) updates the
 * page in place instead of building it again. */
static void
add_count (MuInspector *self, GtkWidget *into, MuUnit *unit, gboolean shown)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (1, 10000, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Count"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Lengths, points or figures bought from this row"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), (double) unit->count);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_widget_set_name (spin, "count");
  g_signal_connect (spin, "value-changed", G_CALLBACK (count_changed), self);
  self->page->count_spin = spin;
  self->page->count_row = row;
  gtk_widget_set_visible (row, shown);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (into), row);
}

/* ---- heroes ---- */

/* A choice of a unit of the command: for a general (hero -1) or a hero
 * waiting in the command. */
static GtkWidget *
unit_choice_row (MuInspector *self, int hero)
{
  GtkWidget *row = mu_unit_choice_row_new (self->document, hero);

  _mu_inspector_follow (self, row, mu_document_get_selection (self->document));
  return row;
}

static void
add_heroes (MuInspector *self, GPtrArray *heroes, MuCommand *waiting_in)
{
  MuArmyList *list = mu_document_get_list (self->document);
  GtkWidget *into, *add;

  if (mu_army_list_first_of_kind (list, MU_ENTRY_HERO) == NULL)
    return;
  into = group (self, _("Heroes"), heroes->len == 0 ? _("No heroes") : NULL);
  add = gtk_button_new_from_icon_name ("list-add-symbolic");
  gtk_widget_add_css_class (add, "flat");
  gtk_widget_set_tooltip_text (add, _("Add a hero (Ctrl+H)"));
  self->page->hero_add = add;
  gtk_actionable_set_action_name (GTK_ACTIONABLE (add), "win.add-hero");
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (into), add);
  for (guint i = 0; i < heroes->len; i++)
    {
      GtkWidget *row = mu_hero_row_new (self->document, i);

      _mu_inspector_follow (self, row, mu_document_get_selection (self->document));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (into), row);
      if (waiting_in != NULL)
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (into), unit_choice_row (self, (int) i));
    }
}

/* ---- general ---- */

static GtkWidget *
button (const char *icon, const char *action, const char *tooltip)
{
  GtkWidget *widget = gtk_button_new_from_icon_name (icon);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (widget), action);
  gtk_widget_set_tooltip_text (widget, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  return widget;
}

/* Another general for the command (a sub-general, a regimental commander,
 * an ally's own), or this one removed. */
static void
add_general_buttons (MuInspector *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *remove = button ("user-trash-symbolic", "win.remove", _("Remove the general (Delete)"));

  gtk_widget_add_css_class (remove, "destructive-action");
  gtk_widget_set_hexpand (remove, TRUE);
  gtk_widget_set_halign (remove, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (box), button ("list-add-symbolic", "win.add-general",
                                         _("Add a general to the command (Ctrl+G)")));
  gtk_box_append (GTK_BOX (box), remove);
  gtk_box_prepend (GTK_BOX (self->content), box);
}

static void
show_general (MuInspector *self, const MuPlace *sel)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);
  MuCommandResult *command = evaluation->commands->pdata[sel->command];
  MuUnitResult *result = command->generals->pdata[sel->general];
  g_autofree char *name = mu_evaluation_command_name (evaluation, sel->command);
  GtkWidget *into = self->page->page_group = group (self, _("General"), name);

  add_name_row (self, into, result->general->name);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (into), unit_choice_row (self, -1));
  add_upgrades (self, result->entry, _("Options"));
  add_attributes (self, "general");
  add_figures (self);
  add_general_buttons (self);
  name_general_fields (self, name);
}

/* ---- unit ---- */

/* A sub-unit is duplicated or removed; it moves with its unit. */
static void
add_unit_buttons (MuInspector *self, gboolean subunit)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *remove = button ("user-trash-symbolic", "win.remove",
                              subunit ? _("Remove the sub-unit (Delete)") : _("Remove the unit (Delete)"));

  gtk_widget_add_css_class (remove, "destructive-action");
  gtk_box_append (GTK_BOX (box), button ("edit-copy-symbolic", "win.duplicate",
                                         subunit ? _("Duplicate the sub-unit (Ctrl+D)")
                                                 : _("Duplicate the unit (Ctrl+D)")));
  gtk_widget_set_hexpand (remove, TRUE);
  gtk_widget_set_halign (remove, GTK_ALIGN_END);
  if (subunit)
    {
      gtk_box_append (GTK_BOX (box), remove);
      gtk_box_prepend (GTK_BOX (self->content), box);
      return;
    }
  gtk_box_append (GTK_BOX (box),
                  button ("go-up-symbolic", "win.move-up", _("Move up in the command (Alt+Up)")));
  gtk_box_append (GTK_BOX (box),
                  button ("go-down-symbolic", "win.move-down", _("Move down in the command (Alt+Down)")));
  gtk_box_append (GTK_BOX (box), button ("go-top-symbolic", "win.move-previous-command",
                                         _("Move to the previous command (Ctrl+Alt+Up)")));
  gtk_box_append (GTK_BOX (box), button ("go-bottom-symbolic", "win.move-next-command",
                                         _("Move to the next command (Ctrl+Alt+Down)")));
  gtk_box_append (GTK_BOX (box), remove);
  gtk_box_prepend (GTK_BOX (self->content), box);
}

static void
show_unit (MuInspector *self, const MuPlace *sel)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);
  MuUnitResult *result = mu_evaluation_unit (evaluation, sel->unit_id);
  MuUnit *parent = mu_document_parent_unit (self->document, sel->unit_id);
  g_autofree char *summary = NULL;
  GtkWidget *into;

  if (result == NULL || result->entry == NULL)
    return;
  summary = mu_gui_entry_summary (result->entry);
  into = self->page->page_group = group (self, mu_list_entry_label (result->entry), summary);
  if (parent != NULL)
    _mu_inspector_show_subunit (self, into, parent, result->unit);
  add_name_row (self, into, result->unit->name);
  add_count (self, into, result->unit, has_count (evaluation->ruleset, result->entry, result->unit));
  if (parent == NULL && evaluation->ruleset->has_subunits)
    _mu_inspector_show_subunits (self, result);
  add_upgrades (self, result->entry, _("Upgrades"));
  add_attributes (self, unit_attributes_for (self, result));
  /* A camp shows heroes only to let a doctored file's be removed. */
  if (mu_gui_unit_fights (
          command_list (self, mu_roster_get_commands (evaluation->roster)->pdata[result->command]),
          result->unit)
      || result->unit->heroes->len > 0)
    add_heroes (self, result->unit->heroes, NULL);
  add_figures (self);
  add_unit_buttons (self, parent != NULL);
  name_unit_fields (self, mu_list_entry_label (result->entry));
}

/* ---- command ---- */

static void
show_command (MuInspector *self, const MuPlace *sel)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);
  MuCommandResult *result = evaluation->commands->pdata[sel->command];
  g_autofree char *name = mu_evaluation_command_name (evaluation, sel->command);
  GtkWidget *into = self->page->page_group
      = group (self, name, _("Select a unit or the general to edit them"));
  GtkWidget *remove = gtk_button_new_with_mnemonic (_("_Remove Command"));
  GtkWidget *general = gtk_button_new_with_mnemonic (_("Add a _General"));

  gtk_widget_set_name (general, "add-general");

  add_name_row (self, into, result->command->name);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (general), "win.add-general");
  gtk_widget_set_tooltip_text (general, _("Add a general to the command (Ctrl+G)"));
  gtk_widget_set_halign (general, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (self->content), general);
  add_heroes (self, result->command->heroes, result->command);
  add_figures (self);
  name_unit_fields (self, name);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (remove), "win.remove");
  gtk_widget_set_tooltip_text (remove, _("Remove the command and its units (Delete)"));
  gtk_widget_add_css_class (remove, "destructive-action");
  gtk_widget_set_halign (remove, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (self->content), remove);
}

/* ---- a page updated in place ---- */

/* A page of its own box in the inspector, shown when it is made. */
static MuInspectorPage *
page_new (MuInspector *self)
{
  MuInspectorPage *page = g_new0 (MuInspectorPage, 1);

  /* held by the page: a kept page leaves the inspector while another is
   * shown, so that neither layout nor a screen reader meets it */
  page->box = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_VERTICAL, 18));
  page->followers = g_ptr_array_new ();
  page->entry_ids = g_ptr_array_new_with_free_func (g_free);
  return page;
}

static void
page_free (MuInspectorPage *page)
{
  GtkWidget *parent = gtk_widget_get_parent (page->box);

  if (parent != NULL)
    gtk_box_remove (GTK_BOX (parent), page->box);
  g_object_unref (page->box);
  g_free (page->shown_shape);
  g_free (page->parent_id);
  g_ptr_array_unref (page->followers);
  g_ptr_array_unref (page->entry_ids);
  g_free (page);
}

/* Every page made is let go: for another document. */
static void
drop_pages (MuInspector *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (self->kept); i++)
    g_clear_pointer (&self->kept[i], page_free);
  self->page = NULL;
  self->content = NULL;
}

/* Shows page in place of the one shown, which is kept out of the widget
 * tree; the page's editors are the ones edited. */
static void
show_page (MuInspector *self, MuInspectorPage *page)
{
  if (self->page != NULL && self->page != page && gtk_widget_get_parent (self->page->box) != NULL)
    gtk_box_remove (GTK_BOX (self->pages), self->page->box);
  if (gtk_widget_get_parent (page->box) == NULL)
    gtk_box_append (GTK_BOX (self->pages), page->box);
  self->page = page;
  self->content = page->box;
}

/* A new page for sel's kind of place, in place of the one kept for it. */
static void
make_page (MuInspector *self, const MuPlace *sel)
{
  MuInspectorPage *page = page_new (self);

  if (self->kept[sel->kind] != NULL)
    {
      if (self->kept[sel->kind] == self->page)
        self->page = NULL;
      page_free (self->kept[sel->kind]);
    }
  self->kept[sel->kind] = page;
  show_page (self, page);
}

static MuUnitResult *
unit_shape (MuInspector *self, GString *shape, const MuPlace *sel)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);
  MuUnitResult *result = mu_evaluation_unit (evaluation, sel->unit_id);
  MuUnit *parent = mu_document_parent_unit (self->document, sel->unit_id);

  if (result == NULL || result->entry == NULL)
    return NULL;
  g_string_append_printf (shape, "|unit|%s|%u|%u", result->entry->id, result->entry->children->len,
                          result->unit->heroes->len);
  if (parent != NULL)
    g_string_append_printf (shape, "|of|%s:%s", parent->id, mu_gui_unit_label (evaluation->list, parent));
  else if (evaluation->ruleset->has_subunits)
    for (guint i = 0; i < result->subunits->len; i++)
      g_string_append_printf (shape, "|%s", ((MuUnitResult *) result->subunits->pdata[i])->unit->id);
  return result;
}

/* What widgets the page for sel has, told from the model: two states of
 * the same shape differ only in the values their editors show. */
static char *
page_shape (MuInspector *self, const MuPlace *sel)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);
  GString *shape = g_string_new (mu_document_is_read_only (self->document) ? "ro" : "rw");
  MuCommandResult *command = sel->kind == MU_PLACE_COMMAND || sel->kind == MU_PLACE_GENERAL
                                 ? evaluation->commands->pdata[sel->command]
                                 : NULL;
  MuUnitResult *result = NULL;

  if (sel->kind == MU_PLACE_UNIT)
    result = unit_shape (self, shape, sel);
  else if (sel->kind == MU_PLACE_GENERAL)
    {
      result = command->generals->pdata[sel->general];
      g_string_append_printf (shape, "|general|%s|%u", result->entry != NULL ? result->entry->id : "",
                              result->entry != NULL ? result->entry->children->len : 0);
    }
  else if (sel->kind == MU_PLACE_COMMAND)
    {
      g_string_append_printf (shape, "|command|%u", command->command->heroes->len);
    }
  else
    {
      /* the army's list and each ally's: an ally's options have rows of their own */
      g_string_append_printf (shape, "|army|%p", (gpointer) mu_document_get_list (self->document));
      for (guint c = 1; c < evaluation->contingents->len; c++)
        g_string_append_printf (shape, "|%p", (gpointer) mu_evaluation_contingent (evaluation, c)->list);
    }
  return g_string_free (shape, FALSE);
}

/* A group's title and description, as text, where they differ (a group
 * parses them as markup and gives back the text shown). */
static void
update_group (GtkWidget *group, const char *title, const char *description)
{
  AdwPreferencesGroup *into = ADW_PREFERENCES_GROUP (group);

  if (g_strcmp0 (adw_preferences_group_get_title (into), title) != 0)
    {
      g_autofree char *text = g_markup_escape_text (title, -1);
      adw_preferences_group_set_title (into, text);
    }
  if (description != NULL && g_strcmp0 (adw_preferences_group_get_description (into), description) != 0)
    {
      g_autofree char *text = g_markup_escape_text (description, -1);
      adw_preferences_group_set_description (into, text);
    }
}

static void
update_unit (MuInspector *self, MuUnitResult *result)
{
  MuRuleset *ruleset = mu_document_get_evaluation (self->document)->ruleset;
  gboolean counted = has_count (ruleset, result->entry, result->unit);

  mu_gui_set_editable_text (self->page->name_row, result->unit->name);
  mu_gui_set_spin_value (self->page->count_spin, (double) result->unit->count);
  if (gtk_widget_get_visible (self->page->count_row) != counted)
    gtk_widget_set_visible (self->page->count_row, counted);
}

static void
update_general (MuInspector *self, guint index, MuCommandResult *command, MuUnitResult *result)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);
  g_autofree char *name = mu_evaluation_command_name (evaluation, index);

  update_group (self->page->page_group, _("General"), name);
  mu_gui_set_editable_text (self->page->name_row, result->general->name);
  name_general_fields (self, name);
}

static void
update_command (MuInspector *self, guint index, MuCommandResult *result)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);
  g_autofree char *name = mu_evaluation_command_name (evaluation, index);

  update_group (self->page->page_group, name, NULL);
  mu_gui_set_editable_text (self->page->name_row, result->command->name);
  name_unit_fields (self, name);
}

/* The page shown, of the same shape as the model's, given the model's
 * values: only the editors and figures whose values changed are set. */
static void
update_page (MuInspector *self, const MuPlace *sel)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);
  MuCommandResult *command;

  update_followers (self, sel);
  if (sel->kind == MU_PLACE_UNIT)
    {
      MuUnitResult *result = mu_evaluation_unit (evaluation, sel->unit_id);

      if (result != NULL && result->entry != NULL)
        update_unit (self, result);
      return;
    }
  if (sel->kind == MU_PLACE_NONE)
    {
      mu_army_page_update (MU_ARMY_PAGE (self->page->army_page));
      return;
    }
  command = evaluation->commands->pdata[sel->command];
  if (sel->kind == MU_PLACE_GENERAL)
    update_general (self, sel->command, command, command->generals->pdata[sel->general]);
  else
    update_command (self, sel->command, command);
}

/* The check of the page's first upgrade, if it has one. */
static GtkWidget *
first_upgrade_check (MuInspector *self)
{
  for (guint i = 0; i < self->page->followers->len; i++)
    if (MU_IS_UPGRADE_ROW (self->page->followers->pdata[i]))
      return mu_upgrade_row_get_check (self->page->followers->pdata[i]);
  return NULL;
}

static GtkWidget *
find_named (GtkWidget *widget, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static char *
focused_name (MuInspector *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  for (; focus != NULL && focus != GTK_WIDGET (self); focus = gtk_widget_get_parent (focus))
    if (!g_str_has_prefix (gtk_widget_get_name (focus), "Gtk")
        && !g_str_has_prefix (gtk_widget_get_name (focus), "Adw"))
      {
        if (gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
          return g_strdup (gtk_widget_get_name (focus));
        break;
      }
  return NULL;
}

static void
show_selection (MuInspector *self, const MuPlace *sel)
{
  make_page (self, sel);
  if (sel->kind == MU_PLACE_UNIT)
    show_unit (self, sel);
  else if (sel->kind == MU_PLACE_GENERAL)
    show_general (self, sel);
  else if (sel->kind == MU_PLACE_COMMAND)
    show_command (self, sel);
  else
    {
      self->page->army_page = mu_army_page_new (self->document);
      gtk_box_append (GTK_BOX (self->content), self->page->army_page);
    }
}

static gboolean
shows (MuInspector *self, const MuPlace *sel)
{
  return self->shown_document == self->document && self->shown.kind == sel->kind
         && self->shown.command == sel->command && self->shown.general == sel->general
         && g_strcmp0 (self->shown.unit_id, sel->unit_id) == 0;
}

static void
remember (MuInspector *self, const MuPlace *sel)
{
  self->shown_document = self->document;
  self->shown.kind = sel->kind;
  self->shown.command = sel->command;
  self->shown.general = sel->general;
  g_free (self->shown_unit);
  self->shown_unit = g_strdup (sel->unit_id);
  self->shown.unit_id = self->shown_unit;
}

static GtkWidget *
focus_widget (MuInspector *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self)) ? g_object_ref (focus) : NULL;
}

static void
rebuild (MuInspector *self)
{
  const MuPlace *sel = mu_document_get_selection (self->document);
  g_autofree char *focus = focused_name (self);
  g_autoptr(GtkWidget) had_focus = focus_widget (self);
  g_autofree char *shape = page_shape (self, sel);

  MuInspectorPage *kept = self->shown_document == self->document ? self->kept[sel->kind] : NULL;
  GtkWidget *again;

  self->building = TRUE;
  if (self->page != NULL && shows (self, sel) && g_strcmp0 (shape, self->page->shown_shape) == 0)
    {
      update_page (self, sel);
      self->building = FALSE;
      return;
    }
  if (kept != NULL && g_strcmp0 (shape, kept->shown_shape) == 0)
    {
      /* the page last made for this kind of place fits: shown again, with sel's values */
      show_page (self, kept);
      update_page (self, sel);
    }
  else
    {
      show_selection (self, sel);
      self->page->shown_shape = g_steal_pointer (&shape);
    }
  gtk_widget_set_sensitive (self->pages, !mu_document_is_read_only (self->document));
  remember (self, sel);
  /* A focused widget replaced or hidden hands the focus to its namesake. */
  if (had_focus != NULL && !gtk_widget_is_ancestor (had_focus, self->content) && focus != NULL
      && (again = find_named (self->content, focus)) != NULL)
    gtk_widget_grab_focus (again);
  self->building = FALSE;
}

static gboolean
rebuild_idle (gpointer user_data)
{
  MuInspector *self = user_data;

  self->rebuild_source = 0;
  if (self->document != NULL)
    rebuild (self);
  return G_SOURCE_REMOVE;
}

/* An edit made from one of the view's own widgets must not destroy that
 * widget inside its signal handler: the view is rebuilt right after, before
 * the next frame is drawn. */
static void
queue_rebuild (MuInspector *self)
{
  if (self->rebuild_source == 0)
    self->rebuild_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 10, rebuild_idle, self, NULL);
}

/**
 * mu_inspector_set_document:
 * @self: an inspector
 * @document: (nullable) (transfer none): the document to show, or %NULL
 *
 * Shows the page of a document's selection and follows its changes and
 * selection; the inspector holds a reference to @document.
 */
void
mu_inspector_set_document (MuInspector *self, MuDocument *document)
{
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  self->shown_document = NULL;
  drop_pages (self);
  if (document == NULL)
    return;
  g_signal_connect_swapped (document, "changed", G_CALLBACK (queue_rebuild), self);
  g_signal_connect_swapped (document, "selection-changed", G_CALLBACK (queue_rebuild), self);
  rebuild (self);
}

/**
 * mu_inspector_focus_control:
 * @self: an inspector
 * @name: the control's name: an upgrade row's id, "attached",
 *   "add-general", "name", or "options" for the first upgrade
 *
 * Shows the page of the selection now, without waiting for the idle
 * rebuild, and focuses its control of that name.
 *
 * Returns: %TRUE when the control took the focus, %FALSE when the page
 *   has none of that name that can take it
 */
gboolean
mu_inspector_focus_control (MuInspector *self, const char *name)
{
  GtkWidget *control;

  if (self->document == NULL)
    return FALSE;
  if (self->rebuild_source != 0)
    {
      g_clear_handle_id (&self->rebuild_source, g_source_remove);
      rebuild (self);
    }
  /* "options": the first of the upgrades */
  if (g_str_equal (name, "options"))
    control = first_upgrade_check (self);
  else
    control = find_named (self->content, name);
  return control != NULL && gtk_widget_is_sensitive (control) && gtk_widget_grab_focus (control);
}

static void
mu_inspector_dispose (GObject *object)
{
  MuInspector *self = MU_INSPECTOR (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_handle_id (&self->rebuild_source, g_source_remove);
  g_clear_pointer (&self->shown_unit, g_free);
  self->shown.unit_id = NULL;
  drop_pages (self);
  G_OBJECT_CLASS (mu_inspector_parent_class)->dispose (object);
}

static void
mu_inspector_class_init (MuInspectorClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = mu_inspector_dispose;
  gtk_widget_class_set_template_from_resource (GTK_WIDGET_CLASS (klass),
                                               "/io/github/muster/Muster/mu-inspector.ui");
  gtk_widget_class_bind_template_child (GTK_WIDGET_CLASS (klass), MuInspector, pages);
}

static void
mu_inspector_init (MuInspector *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * mu_inspector_new:
 *
 * Makes an inspector showing no document yet.
 *
 * Returns: (transfer floating): the inspector
 */
GtkWidget *
mu_inspector_new (void)
{
  return g_object_new (MU_TYPE_INSPECTOR, NULL);
}
