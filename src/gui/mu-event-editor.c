/* mu-event-editor.c: an event pack made or changed in the application
 *
 * Each field of the pack has a row; the lists, readings, rows and caps are
 * written as words separated by spaces (id@revision, id~2027-03-01 for a
 * list as of a day, option=value, kind=most). Saving writes the pack, reads it back as every pack is read
 * (so a mistake is refused with the reader's own message), and replaces
 * the file atomically.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-event.h"
#include "mu-event-editor.h"

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
}

static void
mu_event_editor_init (MuEventEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
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
      list = g_new0 (MuEventList, 1);
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
  g_signal_connect (dialog, "response", G_CALLBACK (save_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/**
 * mu_event_editor_new:
 * @parent: (nullable): the window it is opened from
 * @path: (nullable): the pack to change, or %NULL for a new one
 * @error: where a refusal of the pack goes
 *
 * Returns: (transfer floating) (nullable): the editor, not yet presented,
 *   or %NULL with @error set when @path cannot be read as a pack.
 */
MuEventEditor *
mu_event_editor_new (GtkWindow *parent, const char *path, GError **error)
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
  show_event (self, event);
  self->path = g_strdup (path);
  if (path != NULL)
    {
      g_autofree char *name = g_path_get_basename (path);

      adw_window_title_set_subtitle (self->window_title, name);
    }
  return self;
}
