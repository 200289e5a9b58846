/* mu-list-editor-options.c: the army options of a list being edited
 *
 * The army date is the year option "date": its first and last year and the
 * year an army starts with. Every other choice option (a variant such as
 * Eastern or Western, or a reading of a doubtful passage) is an expander
 * with its name, a switch that makes it a reading of the rules (then with
 * why the passage is doubtful and where the rulebook says it), its
 * choices, each removable, a field that adds one, and the choice an army
 * starts with. A field at the end adds a variant by its name. Other
 * options are shown and may be removed.
 *
 * The section is made again only when its options or their choices change;
 * the army date's fields show the draft again in place.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "mu-gui-util.h"
#include "mu-list-editor-private.h"
#include "mu-list-ids.h"
#include "mu-option-def.h"

static const char *
option_of (GtkWidget *widget)
{
  return g_object_get_data (G_OBJECT (widget), "option");
}

static void
set_option_of (GtkWidget *widget, const char *id)
{
  g_object_set_data_full (G_OBJECT (widget), "option", g_strdup (id), g_free);
}

/* The army date */

/* A year typed: the army date changed in the draft, in one edit */
static void
date_applied (GtkWidget *entry, MuListEditor *self)
{
  mu_list_draft_set_army_date (self->draft, option_of (entry), gtk_editable_get_text (GTK_EDITABLE (entry)));
}

/* The army date's fields as the draft has it */
static void
show_date (MuListEditor *self, MuOptionDef *date)
{
  const char *fields[] = { "from", "to", "default" };
  GObject *box = G_OBJECT (self->options_box);

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      g_autofree char *year = mu_list_draft_get_army_date (self->draft, fields[i]);

      _mu_list_editor_show (self, g_object_get_data (box, fields[i]), year);
    }
  gtk_widget_set_sensitive (_mu_list_editor_row_of (g_object_get_data (box, "default")), date != NULL);
}

static void
add_date (MuListEditor *self, GtkWidget *group, MuOptionDef *date)
{
  const struct
  {
    const char *field;
    const char *title;
  } fields[] = {
    { "from", N_ ("Army date from") },
      { "to", N_ ("Army date to") },
        { "default", N_ ("Army date to start with") },
      };

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      g_autofree char *name = g_strdup_printf ("option:date:%s", fields[i].field);
      g_autofree char *year = mu_list_draft_get_army_date (self->draft, fields[i].field);
      GtkWidget *entry
          = _mu_list_editor_entry (self, _(fields[i].title), name, year, G_CALLBACK (date_applied));

      set_option_of (entry, fields[i].field);
      g_object_set_data (G_OBJECT (self->options_box), fields[i].field, entry);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), _mu_list_editor_row_of (entry));
    }
}

/* A variant and its choices */

static char *
unique_option_id (MuListEditor *self, const char *base)
{
  GPtrArray *options = mu_list_draft_get_options (self->draft);
  char *id = g_strdup (*base != '\0' ? base : "variant");

  for (guint n = 2; mu_option_defs_find (options, id) != NULL || g_str_equal (id, "date"); n++)
    {
      g_free (id);
      id = g_strdup_printf ("%s-%u", *base != '\0' ? base : "variant", n);
    }
  return id;
}

static void
add_variant_applied (GtkWidget *entry, MuListEditor *self)
{
  g_autofree char *label = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  g_autofree char *slug = mu_list_id_from_text (label);
  g_autoptr(MuOptionDef) def = g_new0 (MuOptionDef, 1);

  if (*label == '\0')
    return;
  def->id = unique_option_id (self, slug);
  def->label = g_strdup (label);
  def->kind = MU_OPTION_CHOICE;
  def->choices = g_ptr_array_new ();
  /* open, the field for its first choice focused */
  g_hash_table_add (self->expanded, g_strdup_printf ("option:%s", def->id));
  g_free (self->focus_next);
  self->focus_next = g_strdup_printf ("option:%s:add-choice", def->id);
  mu_list_draft_add_option (self->draft, def);
}

static void
label_applied (GtkWidget *entry, MuListEditor *self)
{
  const char *id = option_of (entry);
  MuOptionDef *def = mu_option_defs_find (mu_list_draft_get_options (self->draft), id);
  g_autofree char *label = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));

  if (def != NULL && *label != '\0' && g_strcmp0 (def->label, label) != 0)
    mu_list_draft_set_option (self->draft, id, "label", label);
}

/* Why a reading's passage is doubtful, or where the rulebook says it */
static void
reading_text_applied (GtkWidget *entry, MuListEditor *self)
{
  const char *id = option_of (entry);
  const char *field = g_object_get_data (G_OBJECT (entry), "field");
  MuOptionDef *def = mu_option_defs_find (mu_list_draft_get_options (self->draft), id);
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  const char *old = def == NULL ? NULL : g_str_equal (field, "ref") ? def->reference : def->description;

  if (def != NULL && g_strcmp0 (old ?: "", text) != 0)
    mu_list_draft_set_option (self->draft, id, field, text);
}

static void
reading_switched (GtkSwitch *toggle, GParamSpec *pspec, MuListEditor *self)
{
  const char *id = option_of (GTK_WIDGET (toggle));
  MuOptionDef *def = mu_option_defs_find (mu_list_draft_get_options (self->draft), id);
  gboolean on = gtk_switch_get_active (toggle);

  if (def != NULL && def->interpretation != on)
    mu_list_draft_set_option (self->draft, id, "interpretation", on ? "true" : NULL);
}

static void
add_choice_applied (GtkWidget *entry, MuListEditor *self)
{
  const char *id = option_of (entry);
  g_autofree char *label = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  g_autofree char *choice = mu_list_id_from_text (label);

  if (*choice == '\0')
    return;
  if (!mu_list_draft_add_choice (self->draft, id, choice, label))
    gtk_widget_error_bell (entry);
}

static void
remove_choice_clicked (GtkButton *button, MuListEditor *self)
{
  mu_list_draft_remove_choice (self->draft, option_of (GTK_WIDGET (button)),
                               g_object_get_data (G_OBJECT (button), "choice"));
}

static void
default_chosen (AdwComboRow *combo, GParamSpec *pspec, MuListEditor *self)
{
  const char *id = option_of (GTK_WIDGET (combo));
  MuOptionDef *def = mu_option_defs_find (mu_list_draft_get_options (self->draft), id);
  guint chosen = adw_combo_row_get_selected (combo);
  const char *choice;

  if (def == NULL || chosen >= def->choices->len)
    return;
  choice = ((MuChoice *) def->choices->pdata[chosen])->id;
  if (g_strcmp0 (def->default_value, choice) != 0)
    mu_list_draft_set_option (self->draft, id, "default", choice);
}

static void
remove_option_clicked (GtkButton *button, MuListEditor *self)
{
  mu_list_draft_remove_option (self->draft, option_of (GTK_WIDGET (button)));
}

static GtkWidget *
remove_option_button (MuListEditor *self, MuOptionDef *def)
{
  g_autofree char *name = g_strdup_printf ("option:%s:remove", def->id);
  g_autofree char *label = g_strdup_printf (_("Remove the option %s"), def->label ?: def->id);
  GtkWidget *button
      = _mu_list_editor_button (self, _("Remove"), name, G_CALLBACK (remove_option_clicked), self);

  set_option_of (button, def->id);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return button;
}

static GtkWidget *
choice_row (MuListEditor *self, MuOptionDef *def, MuChoice *choice)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *name = g_strdup_printf ("option:%s:choice:%s:remove", def->id, choice->id);
  g_autofree char *label = g_strdup_printf (_("Remove the choice %s"), choice->label ?: choice->id);
  GtkWidget *button
      = _mu_list_editor_button (self, _("Remove Choice"), name, G_CALLBACK (remove_choice_clicked), self);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), choice->label ?: choice->id);
  if (g_strcmp0 (def->default_value, choice->id) == 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("An army starts with this choice"));
  set_option_of (button, def->id);
  g_object_set_data_full (G_OBJECT (button), "choice", g_strdup (choice->id), g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  return row;
}

static GtkWidget *
default_row (MuListEditor *self, MuOptionDef *def)
{
  GtkWidget *combo = adw_combo_row_new ();
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  g_autofree char *name = g_strdup_printf ("option:%s:default", def->id);
  g_autofree char *label = g_strdup_printf (_("%s: the choice an army starts with"), def->label ?: def->id);
  guint selected = GTK_INVALID_LIST_POSITION;

  for (guint i = 0; i < def->choices->len; i++)
    {
      MuChoice *choice = def->choices->pdata[i];

      gtk_string_list_append (model, choice->label ?: choice->id);
      if (g_strcmp0 (choice->id, def->default_value) == 0)
        selected = i;
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (combo), _("An army starts with"));
  adw_combo_row_set_model (ADW_COMBO_ROW (combo), G_LIST_MODEL (model));
  mu_gui_combo_row_enter_chooses (combo);
  adw_combo_row_set_selected (ADW_COMBO_ROW (combo), selected);
  gtk_widget_set_name (combo, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (combo), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  set_option_of (combo, def->id);
  g_signal_connect (combo, "notify::selected", G_CALLBACK (default_chosen), self);
  return combo;
}

/* The switch that makes an option a reading of the rules, and, when it
 * is one, why and where */
static void
add_reading_rows (MuListEditor *self, GtkWidget *expander, MuOptionDef *def)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();
  g_autofree char *name = g_strdup_printf ("option:%s:reading", def->id);
  g_autofree char *label = g_strdup_printf (_("%s is a reading of the rules"), def->label ?: def->id);
  const struct
  {
    const char *field;
    const char *title;
    const char *text;
  } fields[] = {
    { "description", N_ ("Why the passage is doubtful"), def->description },
      { "ref", N_ ("Where the rulebook says it (book and section)"), def->reference },
    };

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("A reading of the rules"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("Not an army’s choice: it settles a doubtful passage of the book, and "
                                 "an army says when it plays another reading than the first choice"));
  gtk_switch_set_active (GTK_SWITCH (toggle), def->interpretation);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  gtk_widget_set_name (toggle, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  set_option_of (toggle, def->id);
  g_signal_connect (toggle, "notify::active", G_CALLBACK (reading_switched), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
  for (guint i = 0; def->interpretation && i < G_N_ELEMENTS (fields); i++)
    {
      g_autofree char *field_name = g_strdup_printf ("option:%s:%s", def->id, fields[i].field);
      GtkWidget *entry = _mu_list_editor_entry (self, _(fields[i].title), field_name, fields[i].text,
                                                         G_CALLBACK (reading_text_applied));

      set_option_of (entry, def->id);
      g_object_set_data (G_OBJECT (entry), "field", (gpointer) fields[i].field);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), _mu_list_editor_row_of (entry));
    }
}

static char *
choices_text (MuOptionDef *def)
{
  g_autoptr(GString) text = g_string_new (NULL);
  const char *start = mu_option_def_choice_label (def, def->default_value);

  for (guint i = 0; i < def->choices->len; i++)
    {
      MuChoice *choice = def->choices->pdata[i];

      g_string_append_printf (text, "%s%s", i > 0 ? ", " : "", choice->label ?: choice->id);
    }
  if (def->choices->len == 0)
    return g_strdup (def->interpretation ? _("A reading of the rules; no choices yet")
                                         : _("No choices yet"));
  if (start != NULL && def->interpretation)
    return g_strdup_printf (_("A reading of the rules: %s; an army starts with %s"), text->str, start);
  if (start != NULL)
    return g_strdup_printf (_("%s; an army starts with %s"), text->str, start);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static GtkWidget *
variant_expander (MuListEditor *self, MuOptionDef *def)
{
  GtkWidget *expander = adw_expander_row_new ();
  g_autofree char *name = g_strdup_printf ("option:%s", def->id);
  g_autofree char *label_name = g_strdup_printf ("option:%s:label", def->id);
  g_autofree char *add_name = g_strdup_printf ("option:%s:add-choice", def->id);
  g_autofree char *subtitle = choices_text (def);
  g_autofree char *add_title
      = g_strdup_printf (_("Add a choice of %s (its name, as Eastern)"), def->label ?: def->id);
  GtkWidget *entry, *remove_line;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (expander), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), def->label ?: def->id);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), subtitle);
  gtk_accessible_update_property (GTK_ACCESSIBLE (expander), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  def->label ?: def->id, -1);
  _mu_list_editor_track_expander (self, expander, name);
  entry = _mu_list_editor_entry (self, _("Name of the option"), label_name, def->label,
                                          G_CALLBACK (label_applied));
  set_option_of (entry, def->id);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), _mu_list_editor_row_of (entry));
  add_reading_rows (self, expander, def);
  for (guint i = 0; i < def->choices->len; i++)
    adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), choice_row (self, def, def->choices->pdata[i]));
  entry = _mu_list_editor_entry (self, add_title, add_name, NULL, G_CALLBACK (add_choice_applied));
  g_object_set_data (G_OBJECT (entry), "adds", GINT_TO_POINTER (TRUE));
  set_option_of (entry, def->id);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), _mu_list_editor_row_of (entry));
  if (def->choices->len > 0)
    adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), default_row (self, def));
  remove_line = adw_action_row_new ();
  adw_action_row_add_suffix (ADW_ACTION_ROW (remove_line), remove_option_button (self, def));
  {
    g_autofree char *actions = g_strdup_printf (_("Actions on “%s”"), def->label ?: def->id);

    _mu_list_editor_name (remove_line, actions);
  }
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), remove_line);
  return expander;
}

/* An option the editor shows but does not change (a number or a text) */
static GtkWidget *
other_option_row (MuListEditor *self, MuOptionDef *def)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), def->label != NULL ? def->label : def->id);
  if (def->default_value != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), def->default_value);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove_option_button (self, def));
  return row;
}

/* What the section is made from, but the army date's years */
static char *
options_shape (GPtrArray *options)
{
  GString *shape = g_string_new (NULL);

  for (guint i = 0; i < options->len; i++)
    {
      MuOptionDef *def = options->pdata[i];

      if (g_str_equal (def->id, "date"))
        continue;
      g_string_append_printf (shape, "%s\x1f%d\x1f%s\x1f%s\x1f%d\x1f%s\x1f%s", def->id, def->kind,
                              def->label ?: "", def->default_value ?: "", def->interpretation,
                              def->description ?: "", def->reference ?: "");
      for (guint j = 0; def->choices != NULL && j < def->choices->len; j++)
        {
          MuChoice *choice = def->choices->pdata[j];

          g_string_append_printf (shape, "\x1f%s\x1f%s", choice->id, choice->label ?: "");
        }
      g_string_append_c (shape, '\x1e');
    }
  return g_string_free (shape, FALSE);
}

void
_mu_list_editor_fill_options (MuListEditor *self)
{
  GPtrArray *options = mu_list_draft_get_options (self->draft);
  MuOptionDef *date = mu_option_defs_find (options, "date");
  GtkWidget *group, *entry;

  if (!_mu_list_editor_reshape (self, self->options_box, &self->options_shape, options_shape (options)))
    {
      show_date (self, date);
      return;
    }
  group = _mu_list_editor_group (
      self->options_box, _("Army Options"), _("Years as numbers: a negative year is BC (−55 is 55 BC)"));
  add_date (self, group, date);
  show_date (self, date);
  for (guint i = 0; i < options->len; i++)
    {
      MuOptionDef *def = options->pdata[i];

      if (def == date)
        continue;
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), def->kind == MU_OPTION_CHOICE
                                                                    ? variant_expander (self, def)
                                                                    : other_option_row (self, def));
    }
  entry = _mu_list_editor_entry (self, _("Add a variant (its name, as Eastern or Western army)"),
                                          "option:add-variant", NULL, G_CALLBACK (add_variant_applied));
  g_object_set_data (G_OBJECT (entry), "adds", GINT_TO_POINTER (TRUE));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), _mu_list_editor_row_of (entry));
}
