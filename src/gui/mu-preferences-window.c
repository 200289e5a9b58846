/* mu-preferences-window.c
 *
 * General: the paper of the sheet. Rulesets: one row per loaded ruleset that
 * has something to set, opening a page with the points limit and the options
 * a new army of that ruleset starts with. Everything is written to GSettings
 * as soon as it changes.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "mu-gui-util.h"
#include "mu-library.h"
#include "mu-option-def.h"
#include "mu-preferences-window.h"
#include "mu-ruleset.h"
#include "mu-settings.h"

struct _MuPreferencesWindow
{
  AdwPreferencesWindow parent_instance;
  GSettings *settings;  /* NULL when the schema is not installed */
  GHashTable *subpages; /* ruleset id → GtkWidget, owned by the hash table */
  gboolean subpage_open;
};

G_DEFINE_FINAL_TYPE (MuPreferencesWindow, mu_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* The values of paper-size, in the order of the combo row's items. */
static const char *papers[] = { "auto", "a4", "letter" };

static gboolean
paper_to_selected (GValue *value, GVariant *variant, gpointer user_data)
{
  const char *paper = g_variant_get_string (variant, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (papers); i++)
    if (g_str_equal (paper, papers[i]))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
selected_to_paper (const GValue *value, const GVariantType *type, gpointer user_data)
{
  guint selected = g_value_get_uint (value);

  return selected < G_N_ELEMENTS (papers) ? g_variant_new_string (papers[selected]) : NULL;
}

static GtkWidget *
paper_row (MuPreferencesWindow *self)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);

  mu_gui_name_combo_row (row);
  /* TRANSLATORS: the paper size chosen from the user's language and country */
  gtk_string_list_append (labels, _("Usual for the region"));
  gtk_string_list_append (labels, _("A4"));
  gtk_string_list_append (labels, _("Letter"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (labels));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Paper size"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("The order-of-battle sheet is printed and exported on it"));
  gtk_widget_set_name (row, "paper-size");
  if (self->settings != NULL)
    g_settings_bind_with_mapping (self->settings, "paper-size", row, "selected", G_SETTINGS_BIND_DEFAULT,
                                  paper_to_selected, selected_to_paper, NULL, NULL);
  else
    {
      /* a setting that cannot be used says why */
      gtk_widget_set_sensitive (row, FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   _("Cannot be kept: Muster’s settings schema is not installed"));
    }
  return row;
}

static void
points_changed (GtkSpinButton *spin, MuPreferencesWindow *self)
{
  MuRuleset *ruleset = g_object_get_data (G_OBJECT (spin), "ruleset");

  mu_settings_set_points_limit (self->settings, ruleset->id, gtk_spin_button_get_value_as_int (spin));
}

static GtkWidget *
points_row (MuPreferencesWindow *self, MuRuleset *ruleset)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (1, 100000, 5);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin),
                             (double) mu_settings_get_points_limit (self->settings, ruleset));
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_widget_set_name (spin, "points-limit");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Points limit"));
  if (ruleset->default_points > 0)
    {
      /* TRANSLATORS: %d is the game size the ruleset's book suggests, in points */
      g_autofree char *usual
          = g_strdup_printf (_("The book’s usual game is %d points"), (int) ruleset->default_points);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), usual);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  g_object_set_data (G_OBJECT (spin), "ruleset", ruleset);
  g_signal_connect (spin, "value-changed", G_CALLBACK (points_changed), self);
  return row;
}

static void
choice_selected (AdwComboRow *row, GParamSpec *pspec, MuPreferencesWindow *self)
{
  MuRuleset *ruleset = g_object_get_data (G_OBJECT (row), "ruleset");
  MuOptionDef *def = g_object_get_data (G_OBJECT (row), "def");
  guint selected = adw_combo_row_get_selected (row);

  if (selected < def->choices->len)
    mu_settings_set_option (self->settings, ruleset->id, def->id,
                            ((MuChoice *) def->choices->pdata[selected])->id);
}

static void
setup_label (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer max_width)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* as wide as it may be, so that its height is measured at its width */
  gtk_label_set_width_chars (GTK_LABEL (label), GPOINTER_TO_INT (max_width));
  gtk_label_set_max_width_chars (GTK_LABEL (label), GPOINTER_TO_INT (max_width));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
bind_label (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  GtkStringObject *string = gtk_list_item_get_item (item);

  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)), gtk_string_object_get_string (string));
}

/* Readings are sentences: they wrap, both chosen and in the list. */
static GtkListItemFactory *
wrapping_factory (int max_width)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_label), GINT_TO_POINTER (max_width));
  g_signal_connect (factory, "bind", G_CALLBACK (bind_label), NULL);
  return factory;
}

static GtkWidget *
option_row (MuPreferencesWindow *self, MuRuleset *ruleset, MuOptionDef *def)
{
  g_autoptr(GtkListItemFactory) factory = wrapping_factory (20);
  g_autoptr(GtkListItemFactory) list_factory = wrapping_factory (48);
  GtkWidget *row = adw_combo_row_new ();
  g_autofree char *value = mu_settings_dup_option (self->settings, ruleset, def);
  guint selected = 0;
  g_autoptr(GtkStringList) labels = mu_gui_choice_labels (def, value, &selected);

  mu_gui_name_combo_row (row);
  adw_combo_row_set_factory (ADW_COMBO_ROW (row), factory);
  adw_combo_row_set_list_factory (ADW_COMBO_ROW (row), list_factory);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (labels));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), def->label != NULL ? def->label : def->id);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  if (def->description != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), def->description);
  if (def->reference != NULL)
    gtk_widget_set_tooltip_text (row, def->reference);
  gtk_widget_set_name (row, def->id);
  g_object_set_data (G_OBJECT (row), "ruleset", ruleset);
  g_object_set_data (G_OBJECT (row), "def", def);
  g_signal_connect (row, "notify::selected", G_CALLBACK (choice_selected), self);
  return row;
}

/* The ruleset's options of one sort (readings of the rules or not) that can
 * be chosen from a list, in a group of their own; NULL when there are none. */
static GtkWidget *
options_group (MuPreferencesWindow *self, MuRuleset *ruleset, gboolean readings)
{
  GtkWidget *group = NULL;

  for (guint i = 0; i < ruleset->options->len; i++)
    {
      MuOptionDef *def = ruleset->options->pdata[i];

      if (def->kind != MU_OPTION_CHOICE || def->interpretation != readings)
        continue;
      if (group == NULL)
        {
          group = adw_preferences_group_new ();
          adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group),
                                           readings ? _("Readings of the Rules") : _("Options"));
          adw_preferences_group_set_description (
              ADW_PREFERENCES_GROUP (group),
              readings ? _("Where the book is ambiguous: the reading a new army starts with")
                       : _("What a new army starts with"));
        }
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), option_row (self, ruleset, def));
    }
  return group;
}

static void
back_clicked (MuPreferencesWindow *self)
{
  self->subpage_open = FALSE;
  adw_preferences_window_close_subpage (ADW_PREFERENCES_WINDOW (self));
}

/* The ruleset's page, or NULL when it has nothing to set. */
static GtkWidget *
ruleset_subpage (MuPreferencesWindow *self, MuRuleset *ruleset)
{
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *groups[] = { NULL, options_group (self, ruleset, FALSE), options_group (self, ruleset, TRUE) };
  GtkWidget *box, *header, *back;
  gboolean empty = TRUE;

  g_object_ref_sink (page);
  if (ruleset->has_points)
    {
      groups[0] = adw_preferences_group_new ();
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (groups[0]), _("New Armies"));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (groups[0]), points_row (self, ruleset));
    }
  for (guint i = 0; i < G_N_ELEMENTS (groups); i++)
    if (groups[i] != NULL)
      {
        adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (groups[i]));
        empty = FALSE;
      }
  if (empty)
    {
      g_object_unref (page);
      return NULL;
    }
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  back = gtk_button_new_from_icon_name ("go-previous-symbolic");
  gtk_widget_set_tooltip_text (back, _("Back"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (back), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Back to Preferences"), -1);
  g_signal_connect_swapped (back, "clicked", G_CALLBACK (back_clicked), self);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), back);
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header),
                                   adw_window_title_new (ruleset->name, ruleset->book));
  gtk_box_append (GTK_BOX (box), header);
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), page);
  g_object_unref (page);
  return g_object_ref_sink (box);
}

static void
ruleset_activated (AdwActionRow *row, MuPreferencesWindow *self)
{
  mu_preferences_window_show_ruleset (self, gtk_widget_get_name (GTK_WIDGET (row)));
}

static GtkWidget *
rulesets_group (MuPreferencesWindow *self, MuLibrary *library)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autoptr(GPtrArray) rulesets = mu_library_sorted_rulesets (library);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Rulesets"));
  adw_preferences_group_set_description (
      ADW_PREFERENCES_GROUP (group), _("The points limit and readings of the rules a new army starts with"));
  for (guint i = 0; i < rulesets->len; i++)
    {
      MuRuleset *ruleset = rulesets->pdata[i];
      GtkWidget *subpage = ruleset_subpage (self, ruleset);
      GtkWidget *row;

      if (subpage == NULL)
        {
          /* a ruleset with nothing to set is listed all the same, saying why */
          row = adw_action_row_new ();
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), ruleset->name);
          adw_action_row_set_subtitle (
              ADW_ACTION_ROW (row),
              _("Nothing to set: its armies have no points limit and its book leaves no reading open"));
          gtk_widget_set_name (row, ruleset->id);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
          continue;
        }
      g_object_set_data_full (G_OBJECT (subpage), "ruleset", mu_ruleset_ref (ruleset),
                              (GDestroyNotify) mu_ruleset_unref);
      g_hash_table_insert (self->subpages, g_strdup (ruleset->id), subpage);
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), ruleset->name);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      if (ruleset->book != NULL)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), ruleset->book);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_widget_set_name (row, ruleset->id);
      g_signal_connect (row, "activated", G_CALLBACK (ruleset_activated), self);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  if (rulesets->len == 0)
    {
      g_object_ref_sink (group);
      g_object_unref (group);
      return NULL;
    }
  return group;
}

static void
mu_preferences_window_dispose (GObject *object)
{
  MuPreferencesWindow *self = MU_PREFERENCES_WINDOW (object);

  g_clear_pointer (&self->subpages, g_hash_table_unref);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (mu_preferences_window_parent_class)->dispose (object);
}

/* Escape goes back from a ruleset's page, and closes Preferences from the first page. */
static gboolean
escape_pressed (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  MuPreferencesWindow *self = MU_PREFERENCES_WINDOW (widget);

  if (self->subpage_open)
    back_clicked (self);
  else
    gtk_window_close (GTK_WINDOW (self));
  return TRUE;
}

static void
mu_preferences_window_class_init (MuPreferencesWindowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = mu_preferences_window_dispose;
  gtk_widget_class_add_binding (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0, escape_pressed, NULL);
}

static void
mu_preferences_window_init (MuPreferencesWindow *self)
{
  self->subpages = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
}

/**
 * mu_preferences_window_new:
 * @application: the application, whose settings it edits
 * @parent: (nullable): the window it is for; it is modal over it
 *
 * Makes the preferences window: the sheet's paper size, and a page for
 * each ruleset with its points limit and options for new armies.
 *
 * Returns: (transfer none): the window, not yet shown; GTK holds it until
 *   it is destroyed
 */
MuPreferencesWindow *
mu_preferences_window_new (MuApplication *application, GtkWindow *parent)
{
  MuPreferencesWindow *self = g_object_new (MU_TYPE_PREFERENCES_WINDOW, "application", application,
                                            "transient-for", parent, "modal", parent != NULL, "default-width",
                                            860, "default-height", 640, "search-enabled", FALSE, NULL);
  GSettings *settings = mu_application_get_settings (application);
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *sheet = adw_preferences_group_new ();
  GtkWidget *rulesets;

  if (settings != NULL)
    self->settings = g_object_ref (settings);
  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (page), _("General"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (page), "preferences-system-symbolic");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (sheet), _("Order of Battle Sheet"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (sheet), paper_row (self));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (sheet));
  rulesets = rulesets_group (self, mu_application_get_library (application));
  if (rulesets != NULL)
    adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (rulesets));
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self), ADW_PREFERENCES_PAGE (page));
  return self;
}

/**
 * mu_preferences_window_show_ruleset:
 * @self: the preferences window
 * @ruleset_id: a ruleset's id
 *
 * Opens the page of a ruleset.
 *
 * Returns: %TRUE when it did, %FALSE when the ruleset is unknown or has
 *   nothing to set
 */
gboolean
mu_preferences_window_show_ruleset (MuPreferencesWindow *self, const char *ruleset_id)
{
  GtkWidget *subpage = g_hash_table_lookup (self->subpages, ruleset_id);

  if (subpage == NULL)
    return FALSE;
  adw_preferences_window_present_subpage (ADW_PREFERENCES_WINDOW (self), subpage);
  self->subpage_open = TRUE;
  return TRUE;
}
