/* mu-inspector-army.c: the inspector's page for the army as a whole
 *
 * The list's own options (army date, variants) come first; then the readings
 * of rules the book leaves ambiguous, each with its documented default.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "mu-army-list.h"
#include "mu-evaluation.h"
#include "mu-game-size-row.h"
#include "mu-gui-util.h"
#include "mu-inspector-private.h"
#include "mu-option-def.h"
#include "mu-roster.h"
#include "mu-ruleset.h"

static void
text_applied (AdwEntryRow *row)
{
  GError *error = NULL;

  mu_document_set_army_text (_mu_inspector_document_of (GTK_WIDGET (row)),
                             g_object_get_data (G_OBJECT (row), "field"),
                             gtk_editable_get_text (GTK_EDITABLE (row)), &error);
  _mu_inspector_report (GTK_WIDGET (row), error);
}

static GtkWidget *
text_row (MuDocument *document, const char *title, const char *field, const char *value)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  gtk_editable_set_text (GTK_EDITABLE (row), value != NULL ? value : "");
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
  gtk_widget_set_name (row, field);
  g_object_set_data (G_OBJECT (row), "document", document);
  g_object_set_data (G_OBJECT (row), "field", (gpointer) field);
  g_signal_connect (row, "apply", G_CALLBACK (text_applied), NULL);
  return row;
}

static void
limit_changed (GtkSpinButton *spin)
{
  GError *error = NULL;

  mu_document_set_points_limit (_mu_inspector_document_of (GTK_WIDGET (spin)),
                                gtk_spin_button_get_value_as_int (spin), &error);
  _mu_inspector_report (GTK_WIDGET (spin), error);
}

static GtkWidget *
spin_row (const char *title, double min, double max, double value, GtkWidget **spin)
{
  GtkWidget *row = adw_action_row_new ();

  *spin = gtk_spin_button_new_with_range (min, max, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (*spin), value);
  gtk_widget_set_valign (*spin, GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), *spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), *spin);
  return row;
}

static void
choice_selected (AdwComboRow *row)
{
  MuOptionDef *def = g_object_get_data (G_OBJECT (row), "def");
  guint selected = adw_combo_row_get_selected (row);
  GError *error = NULL;

  if (def == NULL || selected >= def->choices->len)
    return;
  mu_document_set_option (_mu_inspector_document_of (GTK_WIDGET (row)), def->id,
                          ((MuChoice *) def->choices->pdata[selected])->id, &error);
  _mu_inspector_report (GTK_WIDGET (row), error);
}

static void
number_changed (GtkSpinButton *spin)
{
  MuOptionDef *def = g_object_get_data (G_OBJECT (spin), "def");
  g_autofree char *value = g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (spin));
  GError *error = NULL;

  mu_document_set_option (_mu_inspector_document_of (GTK_WIDGET (spin)), def->id, value, &error);
  _mu_inspector_report (GTK_WIDGET (spin), error);
}

static GtkWidget *
choice_row (MuOptionDef *def, const char *value)
{
  GtkWidget *row = adw_combo_row_new ();
  guint selected = 0;
  g_autoptr(GtkStringList) labels = mu_gui_choice_labels (def, value, &selected);

  mu_gui_name_combo_row (row);
  /* a reading's choices are long: the one chosen shows in full under the title */
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (row), def->interpretation);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (labels));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  g_signal_connect (row, "notify::selected", G_CALLBACK (choice_selected), NULL);
  return row;
}

static GtkWidget *
option_row (MuDocument *document, MuOptionDef *def)
{
  const char *value = mu_evaluation_option (mu_document_get_evaluation (document), def->id);
  const char *title = def->label != NULL ? def->label : def->id;
  GtkWidget *row, *editor;

  if (def->kind == MU_OPTION_CHOICE)
    row = editor = choice_row (def, value);
  else
    {
      gboolean bounded = def->min != 0 || def->max != 0;
      row = spin_row (title, bounded ? (double) def->min : -100000, bounded ? (double) def->max : 100000,
                      value != NULL ? g_ascii_strtod (value, NULL) : 0, &editor);
      g_signal_connect (editor, "value-changed", G_CALLBACK (number_changed), NULL);
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  if (def->description != NULL)
    gtk_widget_set_tooltip_text (row, def->description);
  if (def->kind == MU_OPTION_YEAR)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Year; a negative year is BC"));
  gtk_widget_set_name (editor, def->id);
  g_object_set_data (G_OBJECT (editor), "document", document);
  g_object_set_data (G_OBJECT (editor), "def", def);
  return row;
}

static void
add_options (GtkWidget *content, MuDocument *document, GPtrArray *defs, gboolean readings, GtkWidget **into)
{
  for (guint i = 0; i < defs->len; i++)
    {
      MuOptionDef *def = defs->pdata[i];

      if (def->interpretation != readings || (def->kind == MU_OPTION_TEXT))
        continue;
      if (*into == NULL)
        *into = readings                 ? mu_gui_group (content, _("Readings of the Rules"),
                                                                     _("Where the book is ambiguous; the default is marked"))
                                         : mu_gui_group (content, _("Army Options"), NULL);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (*into), option_row (document, def));
    }
}

void
_mu_inspector_show_army (GtkWidget *content, MuDocument *document)
{
  MuRoster *roster = mu_document_get_roster (document);
  MuArmyList *list = mu_document_get_list (document);
  GtkWidget *army = mu_gui_group (content, _("Army"), list->name);
  GtkWidget *options = NULL;
  GtkWidget *readings = NULL;
  GtkWidget *spin;

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (army),
                             text_row (document, _("Army name"), "name", mu_roster_get_army_name (roster)));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (army),
                             text_row (document, _("Player"), "player", mu_roster_get_player (roster)));
  if (list->ruleset->has_points)
    {
      GtkWidget *row
          = spin_row (_("Points limit"), 0, 100000, (double) mu_roster_get_points_limit (roster), &spin);
      gtk_widget_set_name (spin, "points-limit");
      g_object_set_data (G_OBJECT (spin), "document", document);
      g_signal_connect (spin, "value-changed", G_CALLBACK (limit_changed), NULL);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (army), row);
      if (list->ruleset->game_sizes->len > 0)
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (army),
                                   mu_game_size_row_new (list->ruleset->game_sizes, GTK_SPIN_BUTTON (spin)));
    }
  add_options (content, document, list->options, FALSE, &options);
  add_options (content, document, list->ruleset->options, FALSE, &options);
  add_options (content, document, list->options, TRUE, &readings);
  add_options (content, document, list->ruleset->options, TRUE, &readings);
}
