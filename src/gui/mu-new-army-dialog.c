/* mu-new-army-dialog.c
 *
 * The list's own options (army date, variants) are asked here; the ruleset's
 * options (readings of ambiguous rules) are not: they take the defaults of
 * Preferences, as does the points limit.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "mu-application.h"
#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-game-size-row.h"
#include "mu-general.h"
#include "mu-list-entry.h"
#include "mu-gui-util.h"
#include "mu-new-army-dialog.h"
#include "mu-option-def.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-settings.h"

struct _MuNewArmyDialog
{
  AdwWindow parent_instance;

  GtkEntry *name_entry;
  AdwActionRow *points_row;
  GtkSpinButton *points_spin;
  AdwPreferencesGroup *army_group;
  AdwPreferencesGroup *options_group;

  MuArmyList *list;
  GSettings *settings; /* the application's, or NULL */
  GPtrArray *editors;  /* GtkWidget: one per option, with its MuOptionDef */
};

G_DEFINE_FINAL_TYPE (MuNewArmyDialog, mu_new_army_dialog, ADW_TYPE_WINDOW)

enum
{
  CREATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GtkWidget *
choice_row (MuOptionDef *def, GtkWidget **editor)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  guint selected = 0;

  mu_gui_name_combo_row (row);
  for (guint i = 0; i < def->choices->len; i++)
    {
      MuChoice *choice = def->choices->pdata[i];
      gtk_string_list_append (labels, choice->label != NULL ? choice->label : choice->id);
      if (g_strcmp0 (choice->id, def->default_value) == 0)
        selected = i;
    }
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (labels));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  *editor = row;
  return row;
}

static GtkWidget *
number_row (MuOptionDef *def, GtkWidget **editor)
{
  GtkWidget *row = adw_action_row_new ();
  double min = def->min != 0 || def->max != 0 ? (double) def->min : -100000;
  double max = def->min != 0 || def->max != 0 ? (double) def->max : 100000;
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin),
                             def->default_value != NULL ? g_ascii_strtod (def->default_value, NULL) : min);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  if (def->kind == MU_OPTION_YEAR)
    /* TRANSLATORS: how a year is entered: negative numbers are BC */
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Year; a negative year is BC"));
  *editor = spin;
  return row;
}

static GtkWidget *
text_row (MuOptionDef *def, GtkWidget **editor)
{
  GtkWidget *row = mu_gui_entry_row_new (def->label != NULL ? def->label : def->id, editor);

  gtk_editable_set_text (GTK_EDITABLE (*editor), def->default_value != NULL ? def->default_value : "");
  return row;
}

static void
add_option (MuNewArmyDialog *self, MuOptionDef *def)
{
  GtkWidget *editor = NULL;
  GtkWidget *row;

  if (def->kind == MU_OPTION_CHOICE)
    row = choice_row (def, &editor);
  else if (def->kind == MU_OPTION_TEXT)
    row = text_row (def, &editor);
  else
    row = number_row (def, &editor);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), def->label != NULL ? def->label : def->id);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  if (def->description != NULL && ADW_IS_ACTION_ROW (row))
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), def->description);
  g_object_set_data (G_OBJECT (editor), "def", def);
  g_ptr_array_add (self->editors, editor);
  adw_preferences_group_add (self->options_group, row);
}

/* The army's choices (date, variant, figure scale), not the readings of the rules. */
static guint
add_army_options (MuNewArmyDialog *self, GPtrArray *defs)
{
  guint added = 0;

  for (guint i = 0; i < defs->len; i++)
    {
      MuOptionDef *def = defs->pdata[i];

      if (!def->interpretation)
        {
          add_option (self, def);
          added++;
        }
    }
  return added;
}

static char *
option_value (GtkWidget *editor)
{
  MuOptionDef *def = g_object_get_data (G_OBJECT (editor), "def");

  if (ADW_IS_COMBO_ROW (editor))
    {
      MuChoice *choice = def->choices->pdata[adw_combo_row_get_selected (ADW_COMBO_ROW (editor))];
      return g_strdup (choice->id);
    }
  if (GTK_IS_SPIN_BUTTON (editor))
    return g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (editor)));
  return g_strdup (gtk_editable_get_text (GTK_EDITABLE (editor)));
}

/**
 * mu_new_army_dialog_build:
 * @self: a new-army dialog
 *
 * Builds the roster the dialog describes: its list and revision, its name
 * (the list's when none is typed), points limit (for a ruleset with
 * points), the options chosen in the dialog, then each option of the
 * ruleset whose value in Preferences is not its default, and one command
 * with the list's first general.
 *
 * Returns: (transfer full): the new roster
 */
MuRoster *
mu_new_army_dialog_build (MuNewArmyDialog *self)
{
  MuRoster *roster = mu_roster_new (self->list->ruleset_id, self->list->id);
  MuListEntry *general = mu_army_list_first_of_kind (self->list, MU_ENTRY_GENERAL);
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_entry))));

  mu_roster_set_list_revision (roster, self->list->revision);
  mu_roster_set_list_hash (roster, mu_army_list_get_hash (self->list));
  mu_roster_set_army_name (roster, *name != '\0' ? name : self->list->name);
  if (self->list->ruleset->has_points)
    mu_roster_set_points_limit (roster, gtk_spin_button_get_value_as_int (self->points_spin));
  for (guint i = 0; i < self->editors->len; i++)
    {
      MuOptionDef *def = g_object_get_data (G_OBJECT (self->editors->pdata[i]), "def");
      g_autofree char *value = option_value (self->editors->pdata[i]);

      if (mu_option_def_accepts (def, value))
        mu_roster_set_option (roster, def->id, value);
    }
  for (guint i = 0; i < self->list->ruleset->options->len; i++)
    {
      MuOptionDef *def = self->list->ruleset->options->pdata[i];
      g_autofree char *value = mu_settings_dup_option (self->settings, self->list->ruleset, def);

      /* only a default changed in Preferences is written into the roster */
      if (g_strcmp0 (value, def->default_value) != 0)
        mu_roster_set_option (roster, def->id, value);
    }
  if (general != NULL)
    {
      MuCommand *command = mu_command_new (NULL);
      g_ptr_array_add (command->generals, mu_general_new (general->id));
      g_ptr_array_add (mu_roster_get_commands (roster), command);
    }
  return roster;
}

static void
create_clicked (MuNewArmyDialog *self)
{
  g_autoptr(MuRoster) roster = mu_new_army_dialog_build (self);
  g_autoptr(MuArmyList) list = mu_army_list_ref (self->list);

  gtk_window_close (GTK_WINDOW (self));
  g_signal_emit (self, signals[CREATED], 0, roster, list);
}

static void
mu_new_army_dialog_dispose (GObject *object)
{
  MuNewArmyDialog *self = MU_NEW_ARMY_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MU_TYPE_NEW_ARMY_DIALOG);
  g_clear_pointer (&self->editors, g_ptr_array_unref);
  g_clear_pointer (&self->list, mu_army_list_unref);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (mu_new_army_dialog_parent_class)->dispose (object);
}

static void
mu_new_army_dialog_class_init (MuNewArmyDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mu_new_army_dialog_dispose;
  signals[CREATED] = g_signal_new ("created", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                   NULL, G_TYPE_NONE, 2, MU_TYPE_ROSTER, G_TYPE_POINTER);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/muster/Muster/mu-new-army-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, MuNewArmyDialog, name_entry);
  gtk_widget_class_bind_template_child (widget_class, MuNewArmyDialog, points_row);
  gtk_widget_class_bind_template_child (widget_class, MuNewArmyDialog, points_spin);
  gtk_widget_class_bind_template_child (widget_class, MuNewArmyDialog, army_group);
  gtk_widget_class_bind_template_child (widget_class, MuNewArmyDialog, options_group);
  gtk_widget_class_bind_template_callback (widget_class, create_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
mu_new_army_dialog_init (MuNewArmyDialog *self)
{
  self->editors = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  mu_gui_name_mnemonic_buttons (GTK_WIDGET (self));
}

/* The points are asked once: the book's game sizes, and the limit's own
 * field only for "Another limit". */
static void
size_chosen (AdwComboRow *sizes, GParamSpec *pspec, MuNewArmyDialog *self)
{
  guint n = g_list_model_get_n_items (adw_combo_row_get_model (sizes));

  gtk_widget_set_visible (GTK_WIDGET (self->points_row), adw_combo_row_get_selected (sizes) + 1 == n);
}

static void
add_game_sizes (MuNewArmyDialog *self, GArray *game_sizes)
{
  GtkWidget *sizes = mu_game_size_row_new (game_sizes, self->points_spin);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (sizes), _("Points limit"));
  adw_preferences_group_add (self->army_group, sizes);
  g_signal_connect_object (sizes, "notify::selected", G_CALLBACK (size_chosen), self, 0);
  size_chosen (ADW_COMBO_ROW (sizes), NULL, self);
}

/**
 * mu_new_army_dialog_new:
 * @parent: (nullable): the window it is for
 * @list: (transfer none): the army list of the new army
 *
 * Makes the dialog that starts a new army of a list: its name, points
 * limit (with the ruleset's game sizes) and options, set from the
 * application's settings; the dialog holds a reference to @list.
 *
 * Returns: (transfer none): the dialog, not yet shown; GTK holds it until
 *   it is destroyed
 */
MuNewArmyDialog *
mu_new_army_dialog_new (GtkWindow *parent, MuArmyList *list)
{
  /* a window to a screen reader, which names it when it opens: GTK 4.8
   * makes only a window active to it, never a dialog, and libadwaita's
   * window is neither (a filler, opened in silence) */
  MuNewArmyDialog *self = g_object_new (MU_TYPE_NEW_ARMY_DIALOG, "accessible-role",
                                        GTK_ACCESSIBLE_ROLE_WINDOW, "transient-for", parent, NULL);
  mu_gui_follow_focus (GTK_WINDOW (self));
  GtkApplication *application = parent != NULL ? gtk_window_get_application (parent) : NULL;
  g_autofree char *title = g_strdup_printf (_("New %s Army"), list->name);
  /* the group's title and description are markup; the names are text */
  g_autofree char *list_name = g_markup_escape_text (list->name, -1);
  g_autofree char *ruleset_name = g_markup_escape_text (list->ruleset->name, -1);
  guint options = 0;

  self->list = mu_army_list_ref (list);
  if (MU_IS_APPLICATION (application) && mu_application_get_settings (MU_APPLICATION (application)) != NULL)
    self->settings = g_object_ref (mu_application_get_settings (MU_APPLICATION (application)));
  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_preferences_group_set_title (self->army_group, list_name);
  adw_preferences_group_set_description (self->army_group, ruleset_name);
  gtk_spin_button_set_value (self->points_spin,
                             (double) mu_settings_get_points_limit (self->settings, list->ruleset));
  gtk_widget_set_visible (GTK_WIDGET (self->points_row), list->ruleset->has_points);
  if (list->ruleset->has_points && list->ruleset->game_sizes->len > 0)
    add_game_sizes (self, list->ruleset->game_sizes);
  options += add_army_options (self, list->options);
  options += add_army_options (self, list->ruleset->options);
  gtk_widget_set_visible (GTK_WIDGET (self->options_group), options > 0);
  gtk_widget_grab_focus (GTK_WIDGET (self->name_entry));
  return self;
}
