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
#include "mu-file-dialog.h"
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
  GtkSpinButton *allied_points_limit;
  GtkEditable *deadline;
  GtkSwitch *declared;
  GtkEditable *description;
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
  GPtrArray *pickers; /* Picker: the rows made for the ruleset */
  MuLibrary *library; /* nullable */
  gboolean syncing;   /* the pickers are being set from the words */
  char *path;
  MuEvent *loaded;       /* the pack as read: what no field shows is kept from it */
  gboolean had_comments; /* the file read had <!-- comments -->, which saving drops */
};

G_DEFINE_FINAL_TYPE (MuEventEditor, mu_event_editor, ADW_TYPE_WINDOW)

/* A row of the pickers and what it picks: a list (its check), a reading
 * (its option) or a kind of general */
typedef struct
{
  AdwExpanderRow *expander;
  GtkWidget *row;
  GtkCheckButton *check;  /* a list's; NULL otherwise */
  const MuOptionDef *def; /* a reading's; NULL otherwise */
  char *id;
} Picker;

static void
picker_free (Picker *picker)
{
  g_free (picker->id);
  g_free (picker);
}

static void save_clicked (GtkButton *button, MuEventEditor *self);

static void
mu_event_editor_finalize (GObject *object)
{
  MuEventEditor *self = MU_EVENT_EDITOR (object);

  g_free (self->path);
  g_clear_pointer (&self->loaded, mu_event_unref);
  g_clear_pointer (&self->pickers, g_ptr_array_unref);
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
  gtk_widget_class_bind_template_child (widget_class, MuEventEditor, allied_points_limit);
  gtk_widget_class_bind_template_child (widget_class, MuEventEditor, deadline);
  gtk_widget_class_bind_template_child (widget_class, MuEventEditor, declared);
  gtk_widget_class_bind_template_child (widget_class, MuEventEditor, description);
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
  self->pickers = g_ptr_array_new_with_free_func ((GDestroyNotify) picker_free);
  g_signal_connect (self->save_button, "clicked", G_CALLBACK (save_clicked), self);
}

/* A list as its word: id@revision#hash~day/option=value/allies */
static void
append_list_word (GString *lists, MuEventList *list)
{
  g_string_append_printf (lists, "%s%s", lists->len > 0 ? " " : "", list->id);
  if (list->revision > 0)
    g_string_append_printf (lists, "@%" G_GINT64_FORMAT, list->revision);
  if (list->hash != NULL)
    g_string_append_printf (lists, "#%s", list->hash);
  if (list->as_of != NULL)
    g_string_append_printf (lists, "~%s", list->as_of);
  for (guint i = 0; i < list->options->len; i++)
    {
      MuEventOption *option = list->options->pdata[i];

      g_string_append_printf (lists, "/%s=%s", option->id, option->value);
    }
  if (list->allies_only)
    g_string_append (lists, "/allies");
}

/* Rows not allowed: on every list, then list/row on one */
static char *
rows_words (MuEvent *event)
{
  g_autoptr(GString) rows = g_string_new (NULL);

  for (guint i = 0; i < event->rows_not_allowed->len; i++)
    g_string_append_printf (rows, "%s%s", i > 0 ? " " : "", (char *) event->rows_not_allowed->pdata[i]);
  for (guint i = 0; i < event->list_bans->len; i++)
    {
      MuEventBan *ban = event->list_bans->pdata[i];

      for (guint j = 0; j < ban->rows->len; j++)
        g_string_append_printf (rows, "%s%s/%s", rows->len > 0 ? " " : "", ban->list_id,
                                (char *) ban->rows->pdata[j]);
    }
  return g_string_free (g_steal_pointer (&rows), FALSE);
}

/* Caps: kind=most on generals, then generals=most and heroes=most */
static char *
caps_words (MuEvent *event)
{
  g_autoptr(GString) caps = g_string_new (NULL);

  for (guint i = 0; i < event->general_caps->len; i++)
    {
      MuEventGeneralCap *cap = event->general_caps->pdata[i];

      g_string_append_printf (caps, "%s%s=%" G_GINT64_FORMAT, caps->len > 0 ? " " : "", cap->kind, cap->max);
    }
  for (guint i = 0; i < event->caps->len; i++)
    {
      MuEventCap *cap = event->caps->pdata[i];

      if (cap->of != NULL)
        g_string_append_printf (caps, "%s%s=%" G_GINT64_FORMAT, caps->len > 0 ? " " : "", cap->of, cap->max);
    }
  return g_string_free (g_steal_pointer (&caps), FALSE);
}

static void
show_words (MuEventEditor *self, MuEvent *event)
{
  g_autoptr(GString) lists = g_string_new (NULL);
  g_autoptr(GString) readings = g_string_new (NULL);
  g_autofree char *rows = rows_words (event);
  g_autofree char *caps = caps_words (event);

  for (guint i = 0; i < event->lists->len; i++)
    append_list_word (lists, event->lists->pdata[i]);
  for (guint i = 0; i < event->options->len; i++)
    {
      MuEventOption *option = event->options->pdata[i];

      g_string_append_printf (readings, "%s%s=%s", i > 0 ? " " : "", option->id, option->value);
    }
  gtk_editable_set_text (self->lists, lists->str);
  gtk_editable_set_text (self->readings, readings->str);
  gtk_editable_set_text (self->rows, rows);
  gtk_editable_set_text (self->caps, caps);
}

/* The pack's fields into the rows */
static void
show_event (MuEventEditor *self, MuEvent *event)
{
  gtk_editable_set_text (self->name, event->name != NULL ? event->name : "");
  gtk_editable_set_text (self->date, event->date != NULL ? event->date : "");
  gtk_editable_set_text (self->ruleset, event->ruleset_id != NULL ? event->ruleset_id : "");
  gtk_editable_set_text (self->description, event->description != NULL ? event->description : "");
  gtk_editable_set_text (self->deadline, event->deadline != NULL ? event->deadline : "");
  gtk_spin_button_set_value (self->points_limit, (double) event->points_limit);
  gtk_spin_button_set_value (self->points_minimum, (double) event->points_minimum);
  gtk_spin_button_set_value (self->allied_points_limit, (double) event->allied_points_limit);
  gtk_switch_set_active (self->allies, event->allies);
  gtk_switch_set_active (self->declared, event->declared_required);
  show_words (self, event);
  adw_expander_row_set_enable_expansion (self->army_dates, event->has_army_dates);
  gtk_spin_button_set_value (self->date_from, (double) (event->has_army_dates ? event->army_date_from : 0));
  gtk_spin_button_set_value (self->date_to, (double) (event->has_army_dates ? event->army_date_to : 0));
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

/* What the pack as read says of a list that no field shows (its own
 * dates, the file it carries) stays */
static void
keep_unshown (MuEventEditor *self, MuEventList *list)
{
  for (guint i = 0; self->loaded != NULL && i < self->loaded->lists->len; i++)
    {
      MuEventList *was = self->loaded->lists->pdata[i];

      if (!g_str_equal (was->id, list->id))
        continue;
      list->has_army_dates = was->has_army_dates;
      list->army_date_from = was->army_date_from;
      list->army_date_to = was->army_date_to;
      if (was->carried != NULL && (list->revision == 0 || list->revision == was->revision))
        {
          list->carried = g_bytes_ref (was->carried);
          list->carried_file = g_strdup (was->carried_file);
        }
    }
}

static MuEventOption *
option_of_word (const char *word)
{
  g_auto(GStrv) pair = g_strsplit (word, "=", 2);
  MuEventOption *option = g_new0 (MuEventOption, 1);

  option->id = g_strdup (pair[0]);
  option->value = g_strdup (pair[1] != NULL ? pair[1] : "");
  return option;
}

/* "id@revision#hash~day/option=value/allies" */
static MuEventList *
list_of_word (char *word)
{
  g_auto(GStrv) parts = g_strsplit (word, "/", -1);
  MuEventList *list = mu_event_list_new (NULL);
  char *hash, *at, *as_of;

  for (guint i = 1; parts[i] != NULL; i++)
    if (g_str_equal (parts[i], "allies"))
      list->allies_only = TRUE;
    else if (*parts[i] != '\0')
      g_ptr_array_add (list->options, option_of_word (parts[i]));
  if ((as_of = strchr (parts[0], '~')) != NULL)
    {
      *as_of = '\0';
      list->as_of = g_strdup (as_of + 1);
    }
  if ((hash = strchr (parts[0], '#')) != NULL)
    {
      *hash = '\0';
      list->hash = g_strdup (hash + 1);
    }
  if ((at = strchr (parts[0], '@')) != NULL)
    {
      *at = '\0';
      list->revision = g_ascii_strtoll (at + 1, NULL, 10);
    }
  list->id = g_strdup (parts[0]);
  return list;
}

/* "row" on every list, "list/row" on one */
static void
add_ban (MuEvent *event, const char *word)
{
  const char *slash = strchr (word, '/');
  g_autofree char *list_id = slash != NULL ? g_strndup (word, slash - word) : NULL;
  MuEventBan *ban = NULL;

  if (slash == NULL)
    {
      g_ptr_array_add (event->rows_not_allowed, g_strdup (word));
      return;
    }
  for (guint i = 0; i < event->list_bans->len && ban == NULL; i++)
    if (g_str_equal (((MuEventBan *) event->list_bans->pdata[i])->list_id, list_id))
      ban = event->list_bans->pdata[i];
  if (ban == NULL)
    {
      ban = g_new0 (MuEventBan, 1);
      ban->list_id = g_steal_pointer (&list_id);
      ban->rows = g_ptr_array_new_with_free_func (g_free);
      g_ptr_array_add (event->list_bans, ban);
    }
  g_ptr_array_add (ban->rows, g_strdup (slash + 1));
}

/* "kind=most" on generals; "generals=most", "heroes=most" across the army */
static void
add_cap (MuEvent *event, const char *word)
{
  g_auto(GStrv) pair = g_strsplit (word, "=", 2);
  gint64 most = pair[1] != NULL ? g_ascii_strtoll (pair[1], NULL, 10) : 0;

  if (g_str_equal (pair[0], "generals") || g_str_equal (pair[0], "heroes"))
    {
      MuEventCap *cap = g_new0 (MuEventCap, 1);

      cap->of = g_strdup (pair[0]);
      cap->rows = g_ptr_array_new_with_free_func (g_free);
      cap->max = most;
      g_ptr_array_add (event->caps, cap);
      return;
    }
  {
    MuEventGeneralCap *cap = g_new0 (MuEventGeneralCap, 1);

    cap->kind = g_strdup (pair[0]);
    cap->max = most;
    g_ptr_array_add (event->general_caps, cap);
  }
}

/* The pack as read keeps its caps on rows, which no field shows */
static void
keep_row_caps (MuEventEditor *self, MuEvent *event)
{
  for (guint i = 0; self->loaded != NULL && i < self->loaded->caps->len; i++)
    {
      MuEventCap *was = self->loaded->caps->pdata[i];
      MuEventCap *cap;

      if (was->of != NULL)
        continue;
      cap = g_new0 (MuEventCap, 1);
      cap->rows = g_ptr_array_new_with_free_func (g_free);
      for (guint j = 0; j < was->rows->len; j++)
        g_ptr_array_add (cap->rows, g_strdup (was->rows->pdata[j]));
      cap->max = was->max;
      g_ptr_array_add (event->caps, cap);
    }
}

static void
read_words (MuEventEditor *self, MuEvent *event)
{
  g_auto(GStrv) lists = words (self->lists);
  g_auto(GStrv) readings = words (self->readings);
  g_auto(GStrv) rows = words (self->rows);
  g_auto(GStrv) caps = words (self->caps);

  for (guint i = 0; lists[i] != NULL; i++)
    if (*lists[i] != '\0')
      {
        MuEventList *list = list_of_word (lists[i]);

        keep_unshown (self, list);
        g_ptr_array_add (event->lists, list);
      }
  for (guint i = 0; readings[i] != NULL; i++)
    if (*readings[i] != '\0')
      g_ptr_array_add (event->options, option_of_word (readings[i]));
  for (guint i = 0; rows[i] != NULL; i++)
    if (*rows[i] != '\0')
      add_ban (event, rows[i]);
  for (guint i = 0; caps[i] != NULL; i++)
    if (*caps[i] != '\0')
      add_cap (event, caps[i]);
  keep_row_caps (self, event);
}

/* The rows into a pack; the words are split here and checked when the pack
 * is read back */
static MuEvent *
read_rows (MuEventEditor *self)
{
  MuEvent *event = mu_event_new (self->path);

  event->name = g_strstrip (g_strdup (gtk_editable_get_text (self->name)));
  event->date = or_null (gtk_editable_get_text (self->date));
  event->ruleset_id = g_strstrip (g_strdup (gtk_editable_get_text (self->ruleset)));
  event->description = or_null (gtk_editable_get_text (self->description));
  event->deadline = or_null (gtk_editable_get_text (self->deadline));
  event->points_limit = gtk_spin_button_get_value_as_int (self->points_limit);
  event->points_minimum = gtk_spin_button_get_value_as_int (self->points_minimum);
  event->allied_points_limit = gtk_spin_button_get_value_as_int (self->allied_points_limit);
  event->allies = gtk_switch_get_active (self->allies);
  event->declared_required = gtk_switch_get_active (self->declared);
  event->has_army_dates = adw_expander_row_get_enable_expansion (self->army_dates);
  event->army_date_from = gtk_spin_button_get_value_as_int (self->date_from);
  event->army_date_to = gtk_spin_button_get_value_as_int (self->date_to);
  read_words (self, event);
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
  else if (self->had_comments)
    adw_toast_overlay_add_toast (self->toasts,
                                 adw_toast_new (_("Event pack saved, without the comments the file had")));
  else
    adw_toast_overlay_add_toast (self->toasts, adw_toast_new (_("Event pack saved")));
  self->had_comments = FALSE;
}

static void
save_chosen (GFile *file, gpointer self)
{
  g_autofree char *path = g_file_get_path (file);

  if (path != NULL)
    save_to (self, path);
}

/* The file name Save suggests: the event's name, "Spring Muster 2027" as
 * "spring-muster-2027.muster-event" */
static char *
suggested_name (MuEventEditor *self)
{
  g_autofree char *folded = g_utf8_strdown (gtk_editable_get_text (self->name), -1);
  g_autoptr(GString) name = g_string_new (NULL);

  for (const char *p = folded; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isalnum (c))
        g_string_append_unichar (name, c);
      else if (name->len > 0 && name->str[name->len - 1] != '-')
        g_string_append_c (name, '-');
    }
  while (name->len > 0 && name->str[name->len - 1] == '-')
    g_string_truncate (name, name->len - 1);
  g_string_append (name, name->len > 0 ? ".muster-event" : "event.muster-event");
  return g_string_free (g_steal_pointer (&name), FALSE);
}

static void
save_clicked (GtkButton *button, MuEventEditor *self)
{
  GtkFileChooserNative *dialog;
  g_autofree char *file_name = suggested_name (self);

  if (self->path != NULL)
    {
      save_to (self, self->path);
      return;
    }
  dialog = mu_file_dialog_new (GTK_WINDOW (self), _("Save the Event Pack"), GTK_FILE_CHOOSER_ACTION_SAVE,
                                                     _("_Save"), NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), file_name);
  mu_file_dialog_run (dialog, save_chosen, self, NULL);
}

/* The pickers: each changes its own word in a row of words ("id…",
 * "option=value", "kind=most") and is set again when the words change */

/* The id a word is about: what comes before @, #, ~, = or / */
static char *
word_id (const char *word)
{
  return g_strndup (word, strcspn (word, "@#~=/"));
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

/* The picker of a row or a check, or NULL */
static Picker *
find_picker (MuEventEditor *self, gpointer widget)
{
  for (guint i = 0; i < self->pickers->len; i++)
    {
      Picker *picker = self->pickers->pdata[i];

      if (picker->row == widget || (gpointer) picker->check == widget)
        return picker;
    }
  return NULL;
}

static void
list_toggled (GtkCheckButton *check, MuEventEditor *self)
{
  Picker *picker = find_picker (self, check);
  g_autofree char *word = NULL;

  if (self->syncing || picker == NULL)
    return;
  word = find_word (self->lists, picker->id);
  if (!gtk_check_button_get_active (check))
    pick_word (self, self->lists, picker->id, NULL);
  else if (word == NULL)
    pick_word (self, self->lists, picker->id, picker->id);
}

static void
reading_selected (AdwComboRow *row, GParamSpec *pspec, MuEventEditor *self)
{
  Picker *picker = find_picker (self, row);
  guint selected = adw_combo_row_get_selected (row);
  g_autofree char *word = NULL;

  if (self->syncing || picker == NULL)
    return;
  if (selected > 0 && selected <= picker->def->choices->len)
    word = g_strdup_printf ("%s=%s", picker->def->id,
                            ((MuChoice *) picker->def->choices->pdata[selected - 1])->id);
  pick_word (self, self->readings, picker->def->id, word);
}

static void
cap_selected (AdwComboRow *row, GParamSpec *pspec, MuEventEditor *self)
{
  Picker *picker = find_picker (self, row);
  guint selected = adw_combo_row_get_selected (row);
  g_autofree char *word = NULL;

  if (self->syncing || picker == NULL)
    return;
  if (selected > 0)
    word = g_strdup_printf ("%s=%u", picker->id, selected - 1);
  pick_word (self, self->caps, picker->id, word);
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
sync_picker (MuEventEditor *self, Picker *picker)
{
  if (picker->expander == self->list_picker)
    {
      g_autofree char *word = find_word (self->lists, picker->id);

      if (gtk_check_button_get_active (picker->check) != (word != NULL))
        gtk_check_button_set_active (picker->check, word != NULL);
    }
  else if (picker->expander == self->reading_picker)
    {
      g_autofree char *value = find_value (self->readings, picker->def->id);

      set_selected (ADW_COMBO_ROW (picker->row), reading_index (picker->def, value));
    }
  else
    {
      g_autofree char *value = find_value (self->caps, picker->id);
      guint64 most = 0;
      gboolean known = value != NULL && g_ascii_string_to_unsigned (value, 10, 0, 5, &most, NULL);

      set_selected (ADW_COMBO_ROW (picker->row), known ? (guint) most + 1 : 0);
    }
}

/* What "Lists allowed" says: the names of the lists ticked */
static void
name_ticked_lists (MuEventEditor *self)
{
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; i < self->pickers->len; i++)
    {
      Picker *picker = self->pickers->pdata[i];

      if (picker->check != NULL && gtk_check_button_get_active (picker->check))
        g_string_append_printf (names, "%s%s", names->len > 0 ? ", " : "",
                                adw_preferences_row_get_title (ADW_PREFERENCES_ROW (picker->row)));
    }
  adw_expander_row_set_subtitle (self->list_picker,
                                 names->len > 0 ? names->str : _("None ticked: every list"));
}

static void
sync_pickers (MuEventEditor *self)
{
  self->syncing = TRUE;
  for (guint i = 0; i < self->pickers->len; i++)
    sync_picker (self, self->pickers->pdata[i]);
  name_ticked_lists (self);
  self->syncing = FALSE;
}

static void
words_changed (GtkEditable *editable, MuEventEditor *self)
{
  if (!self->syncing)
    sync_pickers (self);
  else if (editable == self->lists)
    name_ticked_lists (self);
}

static Picker *
add_picker (MuEventEditor *self, AdwExpanderRow *expander, GtkWidget *row, const char *id)
{
  Picker *picker = g_new0 (Picker, 1);

  picker->expander = expander;
  picker->row = row;
  picker->id = g_strdup (id);
  adw_expander_row_add_row (expander, row);
  g_ptr_array_add (self->pickers, picker);
  return picker;
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
  add_picker (self, self->list_picker, row, list->id)->check = GTK_CHECK_BUTTON (check);
  g_signal_connect (check, "toggled", G_CALLBACK (list_toggled), self);
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
  add_picker (self, self->reading_picker, row, def->id)->def = def;
  g_signal_connect (row, "notify::selected", G_CALLBACK (reading_selected), self);
}

/* A cap's row, titled in words: the general upgrade row's description
 * ("Upgrade to brilliant"), its id below */
static void
add_cap_row (MuEventEditor *self, const char *kind, const char *words)
{
  const char *values[] = { NULL, _("None allowed"), "1", "2", "3", "4", "5", NULL };
  GtkStringList *model;
  GtkWidget *row = adw_combo_row_new ();
  g_autofree char *name = g_strdup_printf ("pick-cap-%s", kind);

  values[0] = _("No cap");
  model = gtk_string_list_new (values);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  g_object_unref (model);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), words);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), kind);
  gtk_widget_set_name (row, name);
  add_picker (self, self->cap_picker, row, kind);
  g_signal_connect (row, "notify::selected", G_CALLBACK (cap_selected), self);
}

static int
compare_kinds (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 ((*(MuListEntry * const *) a)->id, (*(MuListEntry * const *) b)->id);
}

/* The kind of general a general upgrade row makes: its "upgrade" (as
 * brilliant), or the row's id */
static const char *
kind_of (MuListEntry *entry)
{
  const char *kind = mu_list_entry_attr (entry, "upgrade");

  return kind != NULL ? kind : entry->id;
}

static gboolean
same_kind (gconstpointer a, gconstpointer b)
{
  return g_str_equal (kind_of ((MuListEntry *) a), kind_of ((MuListEntry *) b));
}

/* A general upgrade row of each kind the ruleset's lists offer, sorted by
 * kind */
static GPtrArray *
general_kinds (MuLibrary *library, const char *ruleset_id)
{
  GPtrArray *kinds = g_ptr_array_new ();
  g_autoptr(GPtrArray) lists = mu_library_load_lists (library, ruleset_id);

  for (guint i = 0; i < lists->len; i++)
    {
      MuArmyList *list = lists->pdata[i];

      for (guint j = 0; j < list->rows->len; j++)
        {
          MuListEntry *entry = list->rows->pdata[j];

          if (entry->kind == MU_ENTRY_GENERAL_UPGRADE
              && !g_ptr_array_find_with_equal_func (kinds, entry, same_kind, NULL))
            g_ptr_array_add (kinds, entry);
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

  for (guint i = 0; i < self->pickers->len; i++)
    {
      Picker *picker = self->pickers->pdata[i];

      adw_expander_row_remove (picker->expander, picker->row);
    }
  g_ptr_array_set_size (self->pickers, 0);
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
        add_cap_row (self, kind_of (kinds->pdata[i]), mu_list_entry_label (kinds->pdata[i]));
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

/* Whether a hand-written pack has comments, which the editor cannot keep */
static gboolean
file_has_comments (const char *path)
{
  g_autofree char *text = NULL;

  return g_file_get_contents (path, &text, NULL, NULL) && strstr (text, "<!--") != NULL;
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
  self->loaded = mu_event_ref (event);
  self->had_comments = path != NULL && file_has_comments (path);
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
