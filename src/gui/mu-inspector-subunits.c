/* mu-inspector-subunits.c: a unit's sub-units in the inspector
 *
 * A unit lists its sub-units, each with its troops and points; a row opens
 * the sub-unit, its button removes it, and the group's button (Ctrl+B) adds
 * one of the unit's own row. A sub-unit shows the unit it belongs to and the
 * row it is bought from: a list row at the row's price, or troops built
 * from the ruleset's tables; its class, arms and figures are edited below
 * like a unit's.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "mu-army-list.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-gui-util.h"
#include "mu-inspector-private.h"
#include "mu-list-entry.h"
#include "mu-subunit-row.h"
#include "mu-unit.h"

static GtkWidget *
flat_button (const char *icon, const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  return button;
}

/* ---- a unit's sub-units ---- */

void
_mu_inspector_show_subunits (MuInspector *self, MuUnitResult *result)
{
  GtkWidget *into
      = mu_gui_group (self->content, _("Sub-units"), result->subunits->len == 0
                                        ? _("Troops of another class, order, armour or arms within the unit")
                                        : NULL);
  GtkWidget *add = flat_button ("list-add-symbolic", _("Add a sub-unit (Ctrl+B)"));

  gtk_actionable_set_action_name (GTK_ACTIONABLE (add), "win.add-subunit");
  gtk_widget_set_name (add, "add-subunit");
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (into), add);
  for (guint i = 0; i < result->subunits->len; i++)
    {
      MuUnitResult *subunit = result->subunits->pdata[i];
      GtkWidget *row = mu_subunit_row_new (self->document, subunit->unit->id);

      _mu_inspector_follow (self, row, mu_document_get_selection (self->document));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (into), row);
    }
}

/* ---- a sub-unit ---- */

static void
parent_activated (AdwActionRow *row, MuInspector *self)
{
  mu_document_select (self->document, &MU_PLACE_OF_UNIT (self->page->parent_id));
}

static GtkWidget *
parent_row (MuInspector *self, MuUnit *parent)
{
  GtkWidget *row = adw_action_row_new ();

  /* TRANSLATORS: the unit a sub-unit belongs to */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Part of"));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               mu_gui_unit_label (mu_document_get_list (self->document), parent));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-up-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_widget_set_name (row, "parent-unit");
  g_free (self->page->parent_id);
  self->page->parent_id = g_strdup (parent->id);
  g_signal_connect (row, "activated", G_CALLBACK (parent_activated), self);
  return row;
}

static void
row_chosen (AdwComboRow *combo, GParamSpec *pspec, MuInspector *self)
{
  const MuPlace *sel = mu_document_get_selection (self->document);
  guint selected = adw_combo_row_get_selected (combo);
  GError *error = NULL;

  if (self->building || selected >= self->page->entry_ids->len || sel->kind != MU_PLACE_UNIT)
    return;
  mu_document_set_entry (self->document, sel->unit_id, self->page->entry_ids->pdata[selected], &error);
  _mu_inspector_report (self, error);
}

static gboolean
is_unit_row (MuListEntry *entry)
{
  return entry->parent == NULL && entry->kind == MU_ENTRY_UNIT;
}

/* "Warrior Priests · Irreg A LI MO SSp, Sh · 12 pts" */
static char *
row_label (MuListEntry *entry)
{
  g_autofree char *summary = mu_gui_entry_summary (entry);

  if (*summary == '\0')
    return g_strdup (mu_list_entry_label (entry));
  return g_strdup_printf ("%s · %s", mu_list_entry_label (entry), summary);
}

/* The rows' labels are long and alike ("Household Spearmen (P) · …"):
 * the popup shows them whole. */
static void
setup_item (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 48);
  gtk_list_item_set_child (item, label);
}

static void
bind_item (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      gtk_string_object_get_string (gtk_list_item_get_item (item)));
}

static GtkListItemFactory *
whole_labels (void)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_item), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_item), NULL);
  return factory;
}

static GtkWidget *
entry_row (MuInspector *self, MuUnit *unit)
{
  MuArmyList *list = mu_document_get_list (self->document);
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) factory = whole_labels ();
  GPtrArray *ids = self->page->entry_ids;
  guint selected = 0;

  mu_gui_name_combo_row (row);
  for (guint i = 0; i < list->rows->len; i++)
    {
      MuListEntry *entry = list->rows->pdata[i];
      g_autofree char *label = NULL;

      if (!is_unit_row (entry))
        continue;
      if (g_strcmp0 (entry->id, unit->entry) == 0)
        selected = ids->len;
      label = row_label (entry);
      gtk_string_list_append (labels, label);
      g_ptr_array_add (ids, g_strdup (entry->id));
    }
  /* TRANSLATORS: the list row a sub-unit is bought from */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Bought from"));
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (row), TRUE);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (labels));
  adw_combo_row_set_list_factory (ADW_COMBO_ROW (row), factory);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  gtk_widget_set_name (row, "bought-from");
  g_signal_connect (row, "notify::selected", G_CALLBACK (row_chosen), self);
  return row;
}

void
_mu_inspector_show_subunit (MuInspector *self, GtkWidget *into, MuUnit *parent, MuUnit *unit)
{
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (into), parent_row (self, parent));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (into), entry_row (self, unit));
}
