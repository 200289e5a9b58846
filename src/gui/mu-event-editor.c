/* mu-event-editor.c: an event pack made or changed in the application
 *
 * Each field of the pack has a row; the lists, readings, rows and caps are
 * written as words separated by spaces (id@revision, id~2027-03-01 for a
 * list as of a day, option=value, kind=most). Pickers made from the
 * library (a check row per list of the pack's ruleset, a drop-down per
 * reading of its rules, one per kind of general its lists offer) change
 * those words, and follow them when they are typed; the words stay what is
 * read and written. Saving writes the pack, reads it back as every pack is read
 * (so a mistake is refused with the reader's own message), and replaces
 * the file atomically.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-army-list.h"
#include "mu-event.h"
#include "mu-event-editor.h"
#include "mu-gui-util.h"
#include "mu-library.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-ruleset.h"

struct _MuEventEditor
{
  AdwWindow parent_instance;
  AdwWindowTitle *window_title;
  AdwToastOverlay *toasts;
  GtkButton *save_button;
  GtkEditable *name;
  GtkEditable *date;
  GtkEditable *ruleset;
  GtkSpinButton *points_limit;
  GtkSpinButton *points_minimum;
  GtkSwitch *allies;
  GtkEditable *lists;
  GtkEditable *readings;
  GtkEditable *rows;
  GtkEditable *caps;
  AdwExpanderRow *army_dates;
  GtkSpinButton *date_from;
  GtkSpinButton *date_to;
  AdwExpanderRow *list_picker;
  AdwExpanderRow *reading_picker;
  AdwExpanderRow *cap_picker;
  GPtrArray *picker_rows; /* borrowed: (expander, row) pairs made for the ruleset */
  MuLibrary *library;     /* nullable */
  gboolean syncing;       /* the pickers are being set from the words */
  char *path;
  char *description; /* kept as the file had it */
};

G_DEFINE_FINAL_TYPE (MuEventEditor, mu_event_editor, ADW_TYPE_WINDOW)

static void save_clicked (GtkButton *button, MuEventEditor *self);

static void
mu_event_editor_finalize (GObject *object)
{
  MuEventEditor *self = MU_EVENT_EDITOR (object);

  g_free (self->path);
  g_free (self->description);
  g_clear_pointer (&self->picker_rows, g_ptr_array_unref);
  g_clear_pointer (&self->library, mu_library_unref);
  G_OBJECT_CLASS (mu_event_editor_parent_class)->finalize (object);
}

static void
mu_event_editor_class_init (MuEventEditorClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = mu_event_editor_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/mu-event-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, MuEventEditor, window_title);
  gtk_widget_class_bind_template_child (widget_class, MuEventEditor, toasts);
  gtk_widget_class_bind_template_child (widget_class, MuEventEditor, save_button);
  gtk_widget_class_bind_template_child (widget_class, MuEventEditor, name);
  gtk_widget_class_bind_template_child (widget_class, MuEventEditor, date);
  gtk_widget_class_bind_template_child (widget_class, MuEventEditor, ruleset);
  gtk_widget_class_bind_template_child (widget_class, MuEventEditor, points_limit);
  gtk_widget_class_bind_template_child (widget_class, MuEventEditor, points_minimum);
  gtk_widget_class_bind_template_child (widget_class, MuEventEditor, allies);
  gtk_widget_class_bind_template_child (widget_class, MuEventEditor, lists);
  gtk_widget_class_bind_template_child (widget_class, MuEventEditor, readings);
  gtk_widget_class_bind_template_child (widget_class, MuEventEditor, rows);
  gtk_widget_class_bind_template_child (widget_class, MuEventEditor, caps);
  gtk_widget_class_bind_template_child (widget_class, MuEventEditor, army_dates);
  gtk_widget_class_bind_template_child (widget_class, MuEventEditor, date_from);
  gtk_widget_class_bind_template_child (widget_class, MuEventEditor, date_to);
  gtk_widget_class_bind_template_child (widget_class, MuEventEditor, list_picker);
  gtk_widget_class_bind_template_child (widget_class, MuEventEditor, reading_picker);
  gtk_widget_class_bind_template_child (widget_class, MuEventEditor, cap_picker);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

/* The expander's own switch, which libadwaita 1.2 leaves unnamed */
static void
name_enable_switch (GtkWidget *widget, const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_SWITCH (child))
      gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    else
      name_enable_switch (child, name);
}

static void
mu_event_editor_init (MuEventEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  mu_gui_name_mnemonic_buttons (GTK_WIDGET (self));
  /* TRANSLATORS: the switch that limits an event's army dates, for a screen reader */
  name_enable_switch (GTK_WIDGET (self->army_dates), _("Limit the army dates"));
  self->picker_rows = g_ptr_array_new ();
  g_signal_connect (self->save_button, "clicked", G_CALLBACK (save_clicked), self);
}

/* The pack's fields into the rows */
static void
show_event (MuEventEditor *self, MuEvent *event)
{
  g_autoptr(GString) lists = g_string_new (NULL);
  g_autoptr(GString) readings = g_string_new (NULL);
  g_autoptr(GString) caps = g_string_new (NULL);
  g_autoptr(GString) rows = g_string_new (NULL);

  gtk_editable_set_text (self->name, event->name != NULL ? event->name : "");
  gtk_editable_set_text (self->date, event->date != NULL ? event->date : "");
  gtk_editable_set_text (self->ruleset, event->ruleset_id != NULL ? event->ruleset_id : "");
  gtk_spin_button_set_value (self->points_limit, (double) event->points_limit);
  gtk_spin_button_set_value (self->points_minimum, (double) event->points_minimum);
  gtk_switch_set_active (self->allies, event->allies);
  for (guint i = 0; i < event->lists->len; i++)
    {
      MuEventList *list = event->lists->pdata[i];

      g_string_append_printf (lists, "%s%s", i > 0 ? " " : "", list->id);
      if (list->revision > 0)
        g_string_append_printf (lists, "@%" G_GINT64_FORMAT, list->revision);
      if (list->hash != NULL)
        g_string_append_printf (lists, "#%s", list->hash);
      if (list->as_of != NULL)
        g_string_append_printf (lists, "~%s", list->as_of);
    }
  for (guint i = 0; i < event->options->len; i++)
    {
      MuEventOption *option = event->options->pdata[i];

      g_string_append_printf (readings, "%s%s=%s", i > 0 ? " " : "", option->id, option->value);
    }
  for (guint i = 0; i < event->rows_not_allowed->len; i++)
    g_string_append_printf (rows, "%s%s", i > 0 ? " " : "", (char *) event->rows_not_allowed->pdata[i]);
  for (guint i = 0; i < event->general_caps->len; i++)
    {
      MuEventGeneralCap *cap = event->general_caps->pdata[i];

      g_string_append_printf (caps, "%s%s=%" G_GINT64_FORMAT, i > 0 ? " " : "", cap->kind, cap->max);
    }
  gtk_editable_set_text (self->lists, lists->str);
  gtk_editable_set_text (self->readings, readings->str);
  gtk_editable_set_text (self->rows, rows->str);
  gtk_editable_set_text (self->caps, caps->str);
  adw_expander_row_set_enable_expansion (self->army_dates, event->has_army_dates);
  gtk_spin_button_set_value (self->date_from, (double) (event->has_army_dates ? event->army_date_from : 0));
  gtk_spin_button_set_value (self->date_to, (double) (event->has_army_dates ? event->army_date_to : 0));
  g_free (self->description);
  self->description = g_strdup (event->description);
}

static char **
words (GtkEditable *editable)
{
  return g_strsplit_set (gtk_editable_get_text (editable), " \t,", -1);
}

static char *
or_null (const char *text)
{
  g_autofree char *copy = g_strstrip (g_strdup (text));

  return *copy != '\0' ? g_steal_pointer (&copy) : NULL;
}

/* The rows into a pack; the words "id@revision#hash~day", "option=value" and
 * "kind=most" are split here and checked when the pack is read back */
static MuEvent *
read_rows (MuEventEditor *self)
{
  MuEvent *event = mu_event_new (self->path);
  g_auto(GStrv) lists = words (self->lists);
  g_auto(GStrv) readings = words (self->readings);
  g_auto(GStrv) rows = words (self->rows);
  g_auto(GStrv) caps = words (self->caps);

  event->name = g_strstrip (g_strdup (gtk_editable_get_text (self->name)));
  event->date = or_null (gtk_editable_get_text (self->date));
  event->ruleset_id = g_strstrip (g_strdup (gtk_editable_get_text (self->ruleset)));
  event->description = g_strdup (self->description);
  event->points_limit = gtk_spin_button_get_value_as_int (self->points_limit);
  event->points_minimum = gtk_spin_button_get_value_as_int (self->points_minimum);
  event->allies = gtk_switch_get_active (self->allies);
  event->has_army_dates = adw_expander_row_get_enable_expansion (self->army_dates);
  event->army_date_from = gtk_spin_button_get_value_as_int (self->date_from);
  event->army_date_to = gtk_spin_button_get_value_as_int (self->date_to);
  for (guint i = 0; lists[i] != NULL; i++)
    {
      MuEventList *list;
      char *hash, *at, *as_of;

      if (*lists[i] == '\0')
        continue;
      list = mu_event_list_new (NULL);
      if ((as_of = strchr (lists[i], '~')) != NULL)
        {
          *as_of = '\0';
          list->as_of = g_strdup (as_of + 1);
        }
      if ((hash = strchr (lists[i], '#')) != NULL)
        {
          *hash = '\0';
          list->hash = g_strdup (hash + 1);
        }
      if ((at = strchr (lists[i], '@')) != NULL)
        {
          *at = '\0';
          list->revision = g_ascii_strtoll (at + 1, NULL, 10);
        }
      list->id = g_strdup (lists[i]);
      g_ptr_array_add (event->lists, list);
    }
  for (guint i = 0; readings[i] != NULL; i++)
    {
      g_auto(GStrv) pair = g_strsplit (readings[i], "=", 2);
      MuEventOption *option;

      if (*readings[i] == '\0')
        continue;
      option = g_new0 (MuEventOption, 1);
      option->id = g_strdup (pair[0]);
      option->value = g_strdup (pair[1] != NULL ? pair[1] : "");
      g_ptr_array_add (event->options, option);
    }
  for (guint i = 0; rows[i] != NULL; i++)
    if (*rows[i] != '\0')
      g_ptr_array_add (event->rows_not_allowed, g_strdup (rows[i]));
  for (guint i = 0; caps[i] != NULL; i++)
    {
      g_auto(GStrv) pair = g_strsplit (caps[i], "=", 2);
      MuEventGeneralCap *cap;

      if (*caps[i] == '\0')
        continue;
      cap = g_new0 (MuEventGeneralCap, 1);
      cap->kind = g_strdup (pair[0]);
      cap->max = pair[1] != NULL ? g_ascii_strtoll (pair[1], NULL, 10) : 0;
      g_ptr_array_add (event->general_caps, cap);
    }
  return event;
}

/**
 * mu_event_editor_save_to:
 * @self: the editor
 * @path: the *.muster-event file to write
 * @error: where a refusal goes
 *
 * Makes the pack of the rows, reads it back as every pack is read (a
 * mistake is refused with the reader's message, naming the field) and
 * writes it to @path atomically. @path becomes the editor's file.
 *
 * Returns: %TRUE when saved.
 */
gboolean
mu_event_editor_save_to (MuEventEditor *self, const char *path, GError **error)
{
  g_autoptr(MuEvent) event = read_rows (self);
  g_autofree char *xml = mu_event_to_xml (event);
  g_autofree char *name = g_path_get_basename (path);
  g_autoptr(MuEvent) checked = mu_event_load_data (xml, strlen (xml), name, error);

  if (checked == NULL || !mu_event_save (checked, path, error))
    return FALSE;
  g_free (self->path);
  self->path = g_strdup (path);
  adw_window_title_set_subtitle (self->window_title, name);
  return TRUE;
}

static void
save_to (MuEventEditor *self, const char *path)
{
  g_autoptr(GError) error = NULL;

  if (!mu_event_editor_save_to (self, path, &error))
    adw_toast_overlay_add_toast (self->toasts, adw_toast_new (error->message));
  else
    adw_toast_overlay_add_toast (self->toasts, adw_toast_new (_("Event pack saved")));
}

static void
save_response (GtkNativeDialog *dialog, int response, MuEventEditor *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);

      if (path != NULL)
        save_to (self, path);
    }
  g_object_unref (dialog);
}

static void
save_clicked (GtkButton *button, MuEventEditor *self)
{
  GtkFileChooserNative *dialog;

  if (self->path != NULL)
    {
      save_to (self, self->path);
      return;
    }
  dialog = gtk_file_chooser_native_new (_("Save the Event Pack"), GTK_WINDOW (self),
                                           GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), "event.muster-event");
  mu_gui_chooser_start (dialog, GTK_WINDOW (self), NULL);
  g_signal_connect (dialog, "response", G_CALLBACK (save_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* The pickers: each changes its own word in a row of words ("id…",
 * "option=value", "kind=most") and is set again when the words change */

/* The id a word is about: what comes before @, #, ~ or = */
static char *
word_id (const char *word)
{
  return g_strndup (word, strcspn (word, "@#~="));
}

/* The word about @id in @editable, or NULL */
static char *
find_word (GtkEditable *editable, const char *id)
{
  g_auto(GStrv) all = words (editable);

  for (guint i = 0; all[i] != NULL; i++)
    {
      g_autofree char *its = word_id (all[i]);

      if (*all[i] != '\0' && g_str_equal (its, id))
        return g_strdup (all[i]);
    }
  return NULL;
}

/* Puts @word in place of the word about @id (drops it when @word is NULL;
 * adds it at the end when there was none) */
static void
set_word (GtkEditable *editable, const char *id, const char *word)
{
  g_auto(GStrv) all = words (editable);
  g_autoptr(GString) text = g_string_new (NULL);
  gboolean done = FALSE;

  for (guint i = 0; all[i] != NULL; i++)
    {
      g_autofree char *its = word_id (all[i]);
      const char *keep = all[i];

      if (*all[i] == '\0')
        continue;
      if (g_str_equal (its, id))
        {
          keep = done ? NULL : word;
          done = TRUE;
        }
      if (keep != NULL)
        g_string_append_printf (text, "%s%s", text->len > 0 ? " " : "", keep);
    }
  if (!done && word != NULL)
    g_string_append_printf (text, "%s%s", text->len > 0 ? " " : "", word);
  gtk_editable_set_text (editable, text->str);
}

/* A picker's word into its row: the pickers are not set again from the
 * words meanwhile (the picked one is right, the others unchanged) */
static void
pick_word (MuEventEditor *self, GtkEditable *editable, const char *id, const char *word)
{
  self->syncing = TRUE;
  set_word (editable, id, word);
  self->syncing = FALSE;
}

static void
list_toggled (GtkCheckButton *check, MuEventEditor *self)
{
  const char *id = g_object_get_data (G_OBJECT (check), "mu-id");
  g_autofree char *word = find_word (self->lists, id);

  if (self->syncing)
    return;
  if (!gtk_check_button_get_active (check))
    pick_word (self, self->lists, id, NULL);
  else if (word == NULL)
    pick_word (self, self->lists, id, id);
}

static void
reading_selected (AdwComboRow *row, GParamSpec *pspec, MuEventEditor *self)
{
  const MuOptionDef *def = g_object_get_data (G_OBJECT (row), "mu-def");
  guint selected = adw_combo_row_get_selected (row);
  g_autofree char *word = NULL;

  if (self->syncing)
    return;
  if (selected > 0 && selected <= def->choices->len)
    word = g_strdup_printf ("%s=%s", def->id, ((MuChoice *) def->choices->pdata[selected - 1])->id);
  pick_word (self, self->readings, def->id, word);
}

static void
cap_selected (AdwComboRow *row, GParamSpec *pspec, MuEventEditor *self)
{
  const char *kind = g_object_get_data (G_OBJECT (row), "mu-id");
  guint selected = adw_combo_row_get_selected (row);
  g_autofree char *word = NULL;

  if (self->syncing)
    return;
  if (selected > 0)
    word = g_strdup_printf ("%s=%u", kind, selected - 1);
  pick_word (self, self->caps, kind, word);
}

/* The value after "=" of the word about @id, or NULL */
static char *
find_value (GtkEditable *editable, const char *id)
{
  g_autofree char *word = find_word (editable, id);
  const char *equals = word != NULL ? strchr (word, '=') : NULL;

  return equals != NULL ? g_strdup (equals + 1) : NULL;
}

static guint
reading_index (const MuOptionDef *def, const char *value)
{
  for (guint i = 0; value != NULL && i < def->choices->len; i++)
    if (g_str_equal (((MuChoice *) def->choices->pdata[i])->id, value))
      return i + 1;
  return 0;
}

static void
set_selected (AdwComboRow *row, guint position)
{
  if (adw_combo_row_get_selected (row) != position)
    adw_combo_row_set_selected (row, position);
}

/* The pickers set from the words */
static void
sync_pickers (MuEventEditor *self)
{
  self->syncing = TRUE;
  for (guint i = 1; i < self->picker_rows->len; i += 2)
    {
      GtkWidget *row = self->picker_rows->pdata[i];
      const char *id = g_object_get_data (G_OBJECT (row), "mu-id");

      if (self->picker_rows->pdata[i - 1] == self->list_picker)
        {
          GtkCheckButton *check = g_object_get_data (G_OBJECT (row), "mu-check");
          g_autofree char *word = find_word (self->lists, id);

          if (gtk_check_button_get_active (check) != (word != NULL))
            gtk_check_button_set_active (check, word != NULL);
        }
      else if (self->picker_rows->pdata[i - 1] == self->reading_picker)
        {
          const MuOptionDef *def = g_object_get_data (G_OBJECT (row), "mu-def");
          g_autofree char *value = find_value (self->readings, def->id);

          set_selected (ADW_COMBO_ROW (row), reading_index (def, value));
        }
      else
        {
          g_autofree char *value = find_value (self->caps, id);
          guint64 most = 0;
          gboolean known = value != NULL && g_ascii_string_to_unsigned (value, 10, 0, 5, &most, NULL);

          set_selected (ADW_COMBO_ROW (row), known ? (guint) most + 1 : 0);
        }
    }
  self->syncing = FALSE;
}

static void
words_changed (GtkEditable *editable, MuEventEditor *self)
{
  if (!self->syncing)
    sync_pickers (self);
}

static void
add_picker_row (MuEventEditor *self, AdwExpanderRow *expander, GtkWidget *row)
{
  adw_expander_row_add_row (expander, row);
  g_ptr_array_add (self->picker_rows, expander);
  g_ptr_array_add (self->picker_rows, row);
}

static void
add_list_row (MuEventEditor *self, MuArmyList *list)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();
  g_autofree char *name = g_strdup_printf ("pick-list-%s", list->id);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), list->name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), list->id);
  gtk_widget_set_name (check, name);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  g_object_set_data_full (G_OBJECT (row), "mu-id", g_strdup (list->id), g_free);
  g_object_set_data_full (G_OBJECT (check), "mu-id", g_strdup (list->id), g_free);
  g_object_set_data (G_OBJECT (row), "mu-check", check);
  g_signal_connect (check, "toggled", G_CALLBACK (list_toggled), self);
  add_picker_row (self, self->list_picker, row);
}

static void
add_reading_row (MuEventEditor *self, MuOptionDef *def)
{
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  GtkWidget *row = adw_combo_row_new ();
  g_autofree char *name = g_strdup_printf ("pick-reading-%s", def->id);

  gtk_string_list_append (model, _("The player’s choice"));
  for (guint i = 0; i < def->choices->len; i++)
    gtk_string_list_append (model, ((MuChoice *) def->choices->pdata[i])->label);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), def->label);
  if (def->reference != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), def->reference);
  gtk_widget_set_name (row, name);
  g_object_set_data_full (G_OBJECT (row), "mu-id", g_strdup (def->id), g_free);
  g_object_set_data (G_OBJECT (row), "mu-def", def);
  g_signal_connect (row, "notify::selected", G_CALLBACK (reading_selected), self);
  add_picker_row (self, self->reading_picker, row);
}

static void
add_cap_row (MuEventEditor *self, const char *kind)
{
  const char *values[] = { NULL, _("None allowed"), "1", "2", "3", "4", "5", NULL };
  GtkStringList *model;
  GtkWidget *row = adw_combo_row_new ();
  g_autofree char *name = g_strdup_printf ("pick-cap-%s", kind);

  values[0] = _("No cap");
  model = gtk_string_list_new (values);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  g_object_unref (model);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), kind);
  gtk_widget_set_name (row, name);
  g_object_set_data_full (G_OBJECT (row), "mu-id", g_strdup (kind), g_free);
  g_signal_connect (row, "notify::selected", G_CALLBACK (cap_selected), self);
  add_picker_row (self, self->cap_picker, row);
}

static int
compare_kinds (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The kinds of general upgrade the ruleset's lists offer (the "upgrade" a
 * row makes, as brilliant, or the row's id), sorted */
static GPtrArray *
general_kinds (MuLibrary *library, const char *ruleset_id)
{
  GPtrArray *kinds = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < library->lists->len; i++)
    {
      MuArmyList *list = library->lists->pdata[i];

      if (g_strcmp0 (list->ruleset_id, ruleset_id) != 0)
        continue;
      for (guint j = 0; j < list->rows->len; j++)
        {
          MuListEntry *entry = list->rows->pdata[j];
          const char *kind = mu_list_entry_attr (entry, "upgrade");

          if (entry->kind != MU_ENTRY_GENERAL_UPGRADE)
            continue;
          if (kind == NULL)
            kind = entry->id;
          if (!g_ptr_array_find_with_equal_func (kinds, kind, g_str_equal, NULL))
            g_ptr_array_add (kinds, g_strdup (kind));
        }
    }
  g_ptr_array_sort (kinds, compare_kinds);
  return kinds;
}

/* The pickers made again for the ruleset the pack names */
static void
rebuild_pickers (MuEventEditor *self)
{
  const char *ruleset_id = gtk_editable_get_text (self->ruleset);
  MuRuleset *ruleset = self->library != NULL ? mu_library_find_ruleset (self->library, ruleset_id) : NULL;

  for (guint i = 0; i < self->picker_rows->len; i += 2)
    adw_expander_row_remove (self->picker_rows->pdata[i], self->picker_rows->pdata[i + 1]);
  g_ptr_array_set_size (self->picker_rows, 0);
  if (ruleset != NULL)
    {
      g_autoptr(GPtrArray) kinds = general_kinds (self->library, ruleset->id);

      for (guint i = 0; i < self->library->lists->len; i++)
        if (g_str_equal (((MuArmyList *) self->library->lists->pdata[i])->ruleset_id, ruleset->id))
          add_list_row (self, self->library->lists->pdata[i]);
      for (guint i = 0; i < ruleset->options->len; i++)
        {
          MuOptionDef *def = ruleset->options->pdata[i];

          if (def->kind == MU_OPTION_CHOICE)
            add_reading_row (self, def);
        }
      for (guint i = 0; i < kinds->len; i++)
        add_cap_row (self, kinds->pdata[i]);
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->list_picker), ruleset != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->reading_picker), ruleset != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->cap_picker), ruleset != NULL);
  sync_pickers (self);
}

static void
ruleset_changed (GtkEditable *editable, MuEventEditor *self)
{
  rebuild_pickers (self);
}

/**
 * mu_event_editor_new:
 * @parent: (nullable): the window it is opened from
 * @library: (nullable): the lists and rulesets the pickers offer (a
 *   reference is kept); without it only the words can be typed
 * @path: (nullable): the pack to change, or %NULL for a new one
 * @error: where a refusal of the pack goes
 *
 * Shows the pack in the rows and, for the ruleset it names, the pickers of
 * the lists, readings and kinds of general @library knows.
 *
 * Returns: (transfer floating) (nullable): the editor, not yet presented,
 *   or %NULL with @error set when @path cannot be read as a pack.
 */
MuEventEditor *
mu_event_editor_new (GtkWindow *parent, MuLibrary *library, const char *path, GError **error)
{
  g_autoptr(MuEvent) event = path != NULL ? mu_event_load_file (path, error) : mu_event_new (NULL);
  MuEventEditor *self;

  if (event == NULL)
    return NULL;
  self = g_object_new (MU_TYPE_EVENT_EDITOR, "transient-for", parent, NULL);
  if (path == NULL)
    {
      event->ruleset_id = g_strdup ("tts");
      event->name = g_strdup ("");
    }
  self->library = library != NULL ? mu_library_ref (library) : NULL;
  show_event (self, event);
  rebuild_pickers (self);
  g_signal_connect (self->ruleset, "changed", G_CALLBACK (ruleset_changed), self);
  g_signal_connect (self->lists, "changed", G_CALLBACK (words_changed), self);
  g_signal_connect (self->readings, "changed", G_CALLBACK (words_changed), self);
  g_signal_connect (self->caps, "changed", G_CALLBACK (words_changed), self);
  self->path = g_strdup (path);
  if (path != NULL)
    {
      g_autofree char *name = g_path_get_basename (path);

      adw_window_title_set_subtitle (self->window_title, name);
    }
  return self;
}
