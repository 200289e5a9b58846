/* mu-event-window.c: "Check an Event…"
 *
 * The pack and the folder are checked as muster-cli event check does
 * (MuEventResults): a row per roster, sorted by player, with the army,
 * list, points, victory points and medals in its subtitle and the verdict
 * beside it; the row opens on the roster's issues.  The folder is watched
 * (GFileMonitor): a roster that appears, changes or disappears is checked
 * again after a short pause, and roster files dropped on the window join
 * the folder's.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-document.h"
#include "mu-evaluation.h"
#include "mu-event-results.h"
#include "mu-event-window.h"
#include "mu-issue.h"
#include "mu-window.h"

struct _MuEventWindow
{
  AdwWindow parent_instance;
  AdwWindowTitle *window_title;
  GtkLabel *summary;
  GtkListBox *rows;
  guint n_rows;
  guint n_refreshes;
  MuEvent *event;
  MuLibrary *library; /* borrowed: the application's */
  char *folder;
  GPtrArray *dropped; /* char*: files dropped on the window */
  MuEventResults *results;
  GFileMonitor *monitor;
  guint refresh_id;
};

G_DEFINE_FINAL_TYPE (MuEventWindow, mu_event_window, ADW_TYPE_WINDOW)

static gboolean drop_files (GtkDropTarget *target, const GValue *value, double x, double y,
                            MuEventWindow *self);

static void
mu_event_window_dispose (GObject *object)
{
  MuEventWindow *self = MU_EVENT_WINDOW (object);

  g_clear_handle_id (&self->refresh_id, g_source_remove);
  if (self->monitor != NULL)
    g_signal_handlers_disconnect_by_data (self->monitor, self);
  g_clear_object (&self->monitor);
  G_OBJECT_CLASS (mu_event_window_parent_class)->dispose (object);
}

static void
mu_event_window_finalize (GObject *object)
{
  MuEventWindow *self = MU_EVENT_WINDOW (object);

  g_clear_pointer (&self->results, mu_event_results_free);
  g_clear_pointer (&self->event, mu_event_unref);
  g_free (self->folder);
  g_ptr_array_unref (self->dropped);
  G_OBJECT_CLASS (mu_event_window_parent_class)->finalize (object);
}

/* F1: the help's page on event packs, asked of the application of the
 * window this one was opened from (this one belongs to none) */
static void
help_activated (GtkWidget *widget, const char *name, GVariant *parameter)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (widget));
  GtkApplication *app = parent != NULL ? gtk_window_get_application (parent) : NULL;

  if (app == NULL)
    app = gtk_window_get_application (GTK_WINDOW (widget));
  if (app != NULL)
    mu_application_show_help (MU_APPLICATION (app), GTK_WINDOW (widget), "event-pack");
}

static void
mu_event_window_class_init (MuEventWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mu_event_window_dispose;
  object_class->finalize = mu_event_window_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/mu-event-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MuEventWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, MuEventWindow, summary);
  gtk_widget_class_bind_template_child (widget_class, MuEventWindow, rows);
  /* closed by keyboard as the other windows it opens beside */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_install_action (widget_class, "win.help", NULL, help_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "win.help", NULL);
}

static void
mu_event_window_init (MuEventWindow *self)
{
  GtkDropTarget *target = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  GtkWidget *placeholder;

  gtk_widget_init_template (GTK_WIDGET (self));
  placeholder
      = gtk_label_new (_("No roster yet: save or drop roster files in the folder, or drop them here"));
  gtk_label_set_wrap (GTK_LABEL (placeholder), TRUE);
  gtk_widget_set_margin_top (placeholder, 24);
  gtk_widget_set_margin_bottom (placeholder, 24);
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_list_box_set_placeholder (self->rows, placeholder);
  self->dropped = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (target, "drop", G_CALLBACK (drop_files), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}

static const char *
verdict_class (MuEventEntry *entry)
{
  if (entry->evaluation == NULL || !mu_evaluation_is_legal (entry->evaluation))
    return "error";
  return mu_evaluation_count (entry->evaluation, MU_SEVERITY_WARNING) > 0 ? "warning" : "success";
}

static char *
row_subtitle (MuEventWindow *self, MuEventEntry *entry)
{
  g_autofree char *list = mu_event_results_list_label (self->results, entry);
  g_autofree char *points = mu_event_entry_figure (entry, "points");
  g_autofree char *vp = mu_event_entry_figure (entry, "victory_points");
  g_autofree char *vm = mu_event_entry_figure (entry, "victory_medals");
  g_autofree char *file = g_path_get_basename (entry->source);

  if (entry->evaluation == NULL)
    return mu_event_entry_verdict (entry);
  /* TRANSLATORS: a roster of an event: army · list · points · victory points · victory medals · file */
  return g_strdup_printf (_("%s · %s · %s points · VP %s · VM %s · %s"), mu_event_entry_army (entry), list,
                             points, vp, vm, file);
}

static void
add_issue_row (AdwExpanderRow *row, const char *severity, const char *code, const char *message)
{
  GtkWidget *child = adw_action_row_new ();
  g_autofree char *subtitle = g_strdup_printf ("%s · %s", severity, code);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (child), message);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (child), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (child), subtitle);
  adw_expander_row_add_row (row, child);
}

/* The window a roster opens in: the one Check an Event… was opened from,
 * or a new one */
static MuWindow *
builder_window (MuEventWindow *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (parent != NULL && MU_IS_WINDOW (parent))
    return MU_WINDOW (parent);
  if (app == NULL)
    return NULL;
  return mu_window_new (MU_APPLICATION (app));
}

/**
 * mu_event_window_check_roster:
 * @self: the window
 * @n: a row
 *
 * Opens the roster of row @n in check mode (read-only) in the application's
 * window, evaluated as the event plays it: the event's issues are shown
 * with the roster's.
 *
 * Returns: (transfer none) (nullable): the window that shows it, or %NULL
 *   when the row has no readable roster or there is no application.
 */
MuWindow *
mu_event_window_check_roster (MuEventWindow *self, guint n)
{
  MuEventEntry *entry;
  g_autoptr(MuDocument) document = NULL;
  MuWindow *window;
  const char *path;

  g_return_val_if_fail (MU_IS_EVENT_WINDOW (self), NULL);
  if (self->results == NULL || n >= self->results->entries->len)
    return NULL;
  entry = self->results->entries->pdata[n];
  if (entry->roster == NULL || (window = builder_window (self)) == NULL)
    return NULL;
  path = g_file_test (entry->source, G_FILE_TEST_IS_REGULAR) ? entry->source : NULL;
  document = mu_document_new (entry->roster, entry->evaluation->list, path, TRUE);
  mu_document_set_event (document, self->event);
  window = mu_window_open_document (window, document);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static void
check_clicked (GtkButton *button, MuEventWindow *self)
{
  mu_event_window_check_roster (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "row")));
}

static void
add_entry_row (MuEventWindow *self, MuEventEntry *entry)
{
  GtkWidget *row = adw_expander_row_new ();
  g_autofree char *subtitle = row_subtitle (self, entry);
  g_autofree char *verdict = mu_event_entry_verdict (entry);
  GtkWidget *label = gtk_label_new (verdict);
  g_autofree char *file = g_path_get_basename (entry->source);
  g_autofree char *name = NULL;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), entry->player != NULL ? entry->player : file);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
  /* TRANSLATORS: a roster's row of an event for a screen reader, "Alice
     Archer: Legal, 1 warning. Legio IX Hispana · Principate Roman, rev. 1 · 125 points" */
  name = g_strdup_printf (_("%s: %s. %s"), adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                             verdict, subtitle);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_widget_add_css_class (label, verdict_class (entry));
  adw_expander_row_add_action (ADW_EXPANDER_ROW (row), label);
  if (entry->roster != NULL)
    {
      GtkWidget *check = gtk_button_new_from_icon_name ("document-open-symbolic");
      /* TRANSLATORS: a button for a screen reader, "Check Alice's roster as the event plays it" */
      g_autofree char *check_name
          = g_strdup_printf (_("Check %s’s roster as the event plays it"),
                                adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));

      gtk_widget_set_tooltip_text (check, _("Check this roster as the event plays it"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, check_name, -1);
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (check, "flat");
      g_object_set_data (G_OBJECT (check), "row", GUINT_TO_POINTER (self->n_rows));
      g_signal_connect (check, "clicked", G_CALLBACK (check_clicked), self);
      adw_expander_row_add_action (ADW_EXPANDER_ROW (row), check);
    }
  if (entry->evaluation == NULL)
    add_issue_row (ADW_EXPANDER_ROW (row), mu_severity_get_label (MU_SEVERITY_ERROR), "event.unreadable",
                   entry->error);
  for (guint i = 0; entry->evaluation != NULL && i < entry->evaluation->issues->len; i++)
    {
      MuIssue *issue = entry->evaluation->issues->pdata[i];

      add_issue_row (ADW_EXPANDER_ROW (row), mu_severity_get_label (issue->severity), issue->code,
                     issue->message);
    }
  if (entry->evaluation != NULL && entry->evaluation->issues->len == 0)
    adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (row), FALSE);
  gtk_list_box_append (self->rows, row);
  self->n_rows++;
}

/* The folder (and the dropped files) checked again, the rows made anew */
static void
refresh (MuEventWindow *self)
{
  MuEventResults *results = mu_event_results_new (self->event);
  g_autofree char *summary = NULL;
  GtkWidget *child;

  if (self->folder != NULL)
    mu_event_results_add_input (results, self->library, self->folder);
  for (guint i = 0; i < self->dropped->len; i++)
    mu_event_results_add_input (results, self->library, self->dropped->pdata[i]);
  mu_event_results_finish (results);
  summary = mu_event_results_summary (results);
  gtk_label_set_text (self->summary, summary);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->rows))) != NULL)
    gtk_list_box_remove (self->rows, child);
  self->n_rows = 0;
  g_clear_pointer (&self->results, mu_event_results_free);
  self->results = g_steal_pointer (&results);
  for (guint i = 0; i < self->results->entries->len; i++)
    add_entry_row (self, self->results->entries->pdata[i]);
  self->n_refreshes++;
}

static gboolean
refresh_later (gpointer data)
{
  MuEventWindow *self = data;

  self->refresh_id = 0;
  refresh (self);
  return G_SOURCE_REMOVE;
}

/* A file of the folder appeared, changed or went: a short pause lets a
 * copy or a save finish before the folder is read again. */
static void
folder_changed (GFileMonitor *monitor, GFile *file, GFile *other, GFileMonitorEvent event,
                MuEventWindow *self)
{
  if (event == G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED || event == G_FILE_MONITOR_EVENT_PRE_UNMOUNT)
    return;
  g_clear_handle_id (&self->refresh_id, g_source_remove);
  self->refresh_id = g_timeout_add (250, refresh_later, self);
}

static gboolean
drop_files (GtkDropTarget *target, const GValue *value, double x, double y, MuEventWindow *self)
{
  GSList *files = g_value_get_boxed (value);
  guint before = self->dropped->len;

  for (GSList *l = files; l != NULL; l = l->next)
    {
      char *path = g_file_get_path (l->data);

      if (path != NULL && !g_ptr_array_find_with_equal_func (self->dropped, path, g_str_equal, NULL))
        g_ptr_array_add (self->dropped, path);
      else
        g_free (path);
    }
  if (self->dropped->len == before)
    return FALSE;
  refresh (self);
  return TRUE;
}

/**
 * mu_event_window_new:
 * @parent: (nullable): the window it is opened from
 * @library: the library the rosters are read with (borrowed)
 * @pack: an event pack (*.muster-event)
 * @folder: (nullable): a folder of rosters (its *.muster files), or a file
 *   of share codes; %NULL for none (rosters are then dropped on the window)
 * @error: where a refusal of the pack goes
 *
 * Checks the rosters against the pack and shows them, again whenever a file
 * of @folder appears, changes or disappears.
 *
 * Returns: (transfer floating) (nullable): the window, not yet presented,
 *   or %NULL with @error set when the pack cannot be read.
 */
MuEventWindow *
mu_event_window_new (GtkWindow *parent, MuLibrary *library, const char *pack, const char *folder,
                     GError **error)
{
  g_autoptr(MuEvent) event = mu_event_load_file (pack, error);
  g_autofree char *described = NULL;
  MuEventWindow *self;

  if (event == NULL || !mu_event_check_library (event, library, error))
    return NULL;
  self = g_object_new (MU_TYPE_EVENT_WINDOW, "transient-for", parent, NULL);
  self->event = g_steal_pointer (&event);
  self->library = library;
  self->folder = g_strdup (folder);
  described = mu_event_describe (self->event);
  adw_window_title_set_title (self->window_title, self->event->name);
  adw_window_title_set_subtitle (self->window_title, described);
  if (folder != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_path (folder);

      self->monitor = g_file_monitor (file, G_FILE_MONITOR_WATCH_MOVES, NULL, NULL);
      if (self->monitor != NULL)
        g_signal_connect (self->monitor, "changed", G_CALLBACK (folder_changed), self);
    }
  refresh (self);
  return self;
}

/**
 * mu_event_window_get_n_rows:
 * @self: the window
 *
 * Counts the rosters the window shows.
 *
 * Returns: how many rosters it shows.
 */
guint
mu_event_window_get_n_rows (MuEventWindow *self)
{
  g_return_val_if_fail (MU_IS_EVENT_WINDOW (self), 0);
  return self->n_rows;
}

/**
 * mu_event_window_get_n_refreshes:
 * @self: the window
 *
 * Counts the times the window checked its rosters.
 *
 * Returns: how many times the rosters have been checked since it opened
 *   (1 at first; once more for every change of the folder or drop).
 */
guint
mu_event_window_get_n_refreshes (MuEventWindow *self)
{
  g_return_val_if_fail (MU_IS_EVENT_WINDOW (self), 0);
  return self->n_refreshes;
}
