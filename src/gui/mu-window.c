/* mu-window.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "mu-army-list.h"
#include "mu-error.h"
#include "mu-event-lists.h"
#include "mu-event.h"
#include "mu-library.h"
#include "mu-list-actions.h"
#include "mu-new-army-dialog.h"
#include "mu-gui-util.h"
#include "mu-roster.h"
#include "mu-share-code.h"
#include "mu-window-private.h"

G_DEFINE_FINAL_TYPE (MuWindow, mu_window, ADW_TYPE_APPLICATION_WINDOW)

static MuApplication *
get_app (MuWindow *self)
{
  return MU_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
}

static void
toast_dismissed (MuWindow *self)
{
  g_clear_weak_pointer (&self->toast);
}

/**
 * mu_window_toast:
 * @self: a window
 * @message: the message, as text
 *
 * Shows a message briefly over the window; a message still on screen
 * takes the new text rather than queueing another.
 */
void
mu_window_toast (MuWindow *self, const char *message)
{
  AdwToast *toast;
  /* a toast's title is markup; the message (which may hold a name) is text */
  g_autofree char *text = g_markup_escape_text (message, -1);

  self->toast_of_roster = FALSE;
  /* a toast still on screen takes the new message rather than queueing another */
  if (self->toast != NULL)
    {
      adw_toast_set_title (self->toast, text);
      return;
    }
  toast = adw_toast_new (text);
  g_set_weak_pointer (&self->toast, toast);
  g_signal_connect_swapped (toast, "dismissed", G_CALLBACK (toast_dismissed), self);
  adw_toast_set_timeout (toast, 3);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* A toast about an edit of the roster shown ("Undone"): it goes with the
 * roster, not into the library. */
void
_mu_window_toast_edit (MuWindow *self, const char *message)
{
  mu_window_toast (self, message);
  self->toast_of_roster = TRUE;
}

/**
 * mu_window_report_error:
 * @self: a window
 * @error: why a roster could not be opened; its message names file and
 *   line
 *
 * Explains in a dialog over the window why a roster could not be opened;
 * the window stays as it was.
 */
void
mu_window_report_error (MuWindow *self, const GError *error)
{
  GtkWidget *dialog
      = adw_message_dialog_new (GTK_WINDOW (self), _("Could Not Open the Roster"), error->message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  mu_gui_name_mnemonic_buttons (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The title only when it changes: a new title names the window anew for a
 * screen reader, and the name may be saying what the last edit changed
 * (mu_gui_announce ()). */
static void
set_title (MuWindow *self, const char *title)
{
  if (g_strcmp0 (gtk_window_get_title (GTK_WINDOW (self)), title) != 0)
    gtk_window_set_title (GTK_WINDOW (self), title);
}

static void
update_title (MuWindow *self)
{
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  if (self->document == NULL || g_str_equal (gtk_stack_get_visible_child_name (self->stack), "library"))
    {
      adw_window_title_set_title (self->window_title, _("Muster"));
      adw_window_title_set_subtitle (self->window_title, _("Army lists"));
      set_title (self, _("Muster"));
      return;
    }
  title = mu_document_get_title (self->document);
  if (mu_document_is_read_only (self->document) && mu_document_get_event (self->document) != NULL)
    /* TRANSLATORS: the window subtitle when a roster submitted for an event is checked: the list, the event
     */
    subtitle = g_strdup_printf (_("%s · submitted for “%s”, read-only"),
                                   mu_document_get_list (self->document)->name,
                                   mu_document_get_event (self->document)->name);
  else if (mu_document_is_read_only (self->document))
    /* TRANSLATORS: the window subtitle when an opponent's roster is being checked */
    subtitle = g_strdup_printf (_("%s · checking, read-only"), mu_document_get_list (self->document)->name);
  else
    subtitle = g_strdup_printf ("%s%s", mu_document_is_modified (self->document) ? "• " : "",
                                mu_document_get_list (self->document)->name);
  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  set_title (self, title);
}

/* A screen reader is told the stack's hidden page is hidden: GTK 4.8
 * exports it as visible, and a listener would hear the library's rows
 * while building. */
static void
hide_other_pages (MuWindow *self)
{
  GtkWidget *shown = gtk_stack_get_visible_child (self->stack);

  for (GtkWidget *page = gtk_widget_get_first_child (GTK_WIDGET (self->stack)); page != NULL;
       page = gtk_widget_get_next_sibling (page))
    gtk_accessible_update_state (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_STATE_HIDDEN, page != shown, -1);
}

static void
document_changed (MuWindow *self)
{
  update_title (self);
  hide_other_pages (self);
  _mu_window_update_actions (self);
}

/* The builder is not on the first frame, which shows the library: it is made
 * when the window first shows a roster. */
MuBuilder *
_mu_window_ensure_builder (MuWindow *self)
{
  if (self->builder == NULL)
    {
      self->builder = g_object_new (MU_TYPE_BUILDER, NULL);
      mu_gui_name_mnemonic_buttons (GTK_WIDGET (self->builder));
      gtk_stack_add_named (self->stack, GTK_WIDGET (self->builder), "builder");
      mu_gui_unname_containers (GTK_WIDGET (self->stack));
    }
  return self->builder;
}

/**
 * mu_window_set_document:
 * @self: a window
 * @document: (nullable) (transfer none): the roster to show in the
 *   builder, or %NULL to show the library
 *
 * Shows a document in the window's builder, or the library for %NULL, and
 * follows its changes; the autosave of the document it replaces is
 * discarded when that one holds no unsaved change. A roster on an earlier
 * revision of its list is offered what the newest changes. The window
 * holds a reference to @document.
 */
void
mu_window_set_document (MuWindow *self, MuDocument *document)
{
  if (self->document != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->document, self);
      if (!mu_document_is_modified (self->document))
        mu_document_discard_autosave (self->document);
    }
  g_set_object (&self->document, document);
  if (document != NULL || self->builder != NULL)
    mu_builder_set_document (_mu_window_ensure_builder (self), document);
  if (document != NULL)
    {
      g_signal_connect_swapped (document, "changed", G_CALLBACK (document_changed), self);
      g_signal_connect_swapped (document, "selection-changed", G_CALLBACK (_mu_window_update_actions), self);
      gtk_stack_set_visible_child_name (self->stack, "builder");
    }
  else
    gtk_stack_set_visible_child_name (self->stack, "library");
  document_changed (self);
  /* a roster on an earlier revision of its list hears what the newest changes */
  if (document != NULL)
    mu_list_actions_offer_revision (self, document);
}

/**
 * mu_window_get_document:
 * @self: a window
 *
 * Tells which document the window shows.
 *
 * Returns: (transfer none) (nullable): the document, or %NULL when the
 *   window shows the library
 */
MuDocument *
mu_window_get_document (MuWindow *self)
{
  return self->document;
}

/* The unsaved-changes files of the rosters this application has open. */
static GStrv
autosaves_in_use (MuWindow *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (get_app (self))); l != NULL; l = l->next)
    {
      MuDocument *document = MU_IS_WINDOW (l->data) ? MU_WINDOW (l->data)->document : NULL;

      if (document != NULL && mu_document_get_autosave_path (document) != NULL)
        g_strv_builder_add (builder, mu_document_get_autosave_path (document));
    }
  return g_strv_builder_end (builder);
}

/**
 * mu_window_show_library:
 * @self: a window
 *
 * Shows the library, refreshed, keeping the document open meanwhile.
 */
void
mu_window_show_library (MuWindow *self)
{
  g_auto(GStrv) in_use = autosaves_in_use (self);

  mu_library_view_refresh (self->library_view, (const char * const *) in_use);
  if (self->toast != NULL && self->toast_of_roster)
    adw_toast_dismiss (self->toast);
  gtk_stack_set_visible_child_name (self->stack, "library");
  document_changed (self);
}

/**
 * mu_window_refresh_library:
 * @self: a window
 *
 * Shows the library's lists as they are now (a list saved, installed or
 * removed), without leaving the roster the window shows.
 */
void
mu_window_refresh_library (MuWindow *self)
{
  g_auto(GStrv) in_use = autosaves_in_use (self);

  mu_library_view_refresh (self->library_view, (const char * const *) in_use);
}

/* A roster with unsaved changes is never replaced: the next one gets a window of its own. */
static MuWindow *
window_for_new_document (MuWindow *self)
{
  MuWindow *window;

  if (self->document == NULL || !mu_document_is_modified (self->document))
    return self;
  window = mu_window_new (get_app (self));
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

/**
 * mu_window_open_file:
 * @self: a window
 * @file: a local roster file
 * @read_only: %TRUE to open it for checking only
 *
 * Opens a roster file and shows it, in this window or, where this one
 * holds unsaved changes, in a new one, and adds it to the recent rosters.
 * A file that cannot be read is explained in a dialog.
 *
 * Returns: %TRUE when the roster opened
 */
gboolean
mu_window_open_file (MuWindow *self, GFile *file, gboolean read_only)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuDocument) document = NULL;
  MuArmyList *list = NULL;

  if (path == NULL)
    {
      g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s: only local files can be opened"), g_file_get_uri (file));
      mu_window_report_error (self, error);
      return FALSE;
    }
  roster = mu_library_open_roster (mu_application_get_library (get_app (self)), path, &list, &error);
  if (roster == NULL)
    {
      mu_window_report_error (self, error);
      return FALSE;
    }
  document = mu_document_new (roster, list, path, read_only);
  mu_application_add_recent (get_app (self), path);
  mu_window_set_document (window_for_new_document (self), document);
  return TRUE;
}

/**
 * mu_window_open_document:
 * @self: a window
 * @document: a document (referenced)
 *
 * Shows @document in @self, or in a new window when @self holds unsaved
 * changes.
 *
 * Returns: (transfer none): the window that shows it.
 */
MuWindow *
mu_window_open_document (MuWindow *self, MuDocument *document)
{
  MuWindow *window = window_for_new_document (self);

  mu_window_set_document (window, document);
  return window;
}

/**
 * mu_window_build_for_event:
 * @self: a window showing a roster
 * @pack: an event pack (*.muster-event)
 * @error: where a refusal goes
 *
 * From now on evaluates the roster @self shows as the event plays it (its
 * readings and points limit; its conditions among the issues), while it
 * is built. The roster file is not changed. When the pack carries lists
 * the library does not have as the event plays them, the player is asked
 * whether to install them (mu_event_lists_offer()).
 *
 * Returns: %TRUE, or %FALSE with @error set when the pack cannot be read,
 *   the library refuses it, or @self shows no roster.
 */
gboolean
mu_window_build_for_event (MuWindow *self, const char *pack, GError **error)
{
  g_autoptr(MuEvent) event = NULL;

  if (self->document == NULL)
    {
      g_set_error_literal (error, MU_ERROR, MU_ERROR_MISMATCH,
                           _("Open or start a roster first, then build it for the event"));
      return FALSE;
    }
  event = mu_event_load_file (pack, error);
  if (event == NULL || !mu_event_check_library (event, mu_application_get_library (get_app (self)), error))
    return FALSE;
  mu_document_set_event (self->document, event);
  mu_event_lists_offer (self, event);
  return TRUE;
}

/**
 * mu_window_check_code:
 * @self: a window
 * @code: a share code, as printed on a sheet
 *
 * Rebuilds the roster a share code holds and opens it read-only, for
 * checking, in this window or, where this one holds unsaved changes, in a
 * new one. A code that cannot be read is explained in a dialog.
 *
 * Returns: %TRUE when the roster opened
 */
gboolean
mu_window_check_code (MuWindow *self, const char *code)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuDocument) document = NULL;
  MuArmyList *list = NULL;

  roster = mu_share_code_decode (code, mu_application_get_library (get_app (self)), &list, &error);
  if (roster == NULL)
    {
      mu_window_report_error (self, error);
      return FALSE;
    }
  document = mu_document_new (roster, list, NULL, TRUE);
  mu_window_set_document (window_for_new_document (self), document);
  return TRUE;
}

static gboolean
drop_files (GtkDropTarget *target, const GValue *value, double x, double y, MuWindow *self)
{
  GSList *files = gdk_file_list_get_files (g_value_get_boxed (value));

  if (files == NULL)
    return FALSE;
  /* an army list is installed among the player's lists, after a check */
  if (g_str_has_suffix (g_file_peek_path (files->data) ?: "", ".xml"))
    mu_list_actions_import_reporting (self, files->data);
  else
    mu_window_open_file (self, files->data, FALSE);
  g_slist_free (files);
  return TRUE;
}

static void
new_army_created (MuWindow *self, MuRoster *roster, MuArmyList *list)
{
  g_autoptr(MuDocument) document = mu_document_new (roster, list, NULL, FALSE);
  GSettings *settings = mu_application_get_settings (get_app (self));

  if (settings != NULL)
    g_settings_set_string (settings, "last-list", list->id);
  self = window_for_new_document (self);
  mu_window_set_document (self, document);
  /* the first command's general selected, his options ready to tick; else
   * the list's rows */
  if (mu_roster_get_commands (roster)->len > 0)
    mu_document_select (document, &MU_PLACE_OF_GENERAL (0, 0));
  if (mu_document_get_selection (document)->kind != MU_PLACE_GENERAL
      || !mu_builder_focus_details (_mu_window_ensure_builder (self), "options"))
    mu_builder_focus_list (_mu_window_ensure_builder (self));
  mu_window_toast (self, _("New army ready: add units from the list on the left"));
}

static void
list_activated (MuWindow *self, MuArmyList *list)
{
  MuNewArmyDialog *dialog = mu_new_army_dialog_new (GTK_WINDOW (self), list);

  g_signal_connect_swapped (dialog, "created", G_CALLBACK (new_army_created), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A roster whose changes were kept from a session that ended without saving
 * them: it opens as unsaved work, and keeps its safety copy until saved. */
static gboolean
recover (MuWindow *self, const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuDocument) document = NULL;
  g_autoptr(MuRoster) roster = NULL;
  MuArmyList *list = NULL;

  roster = mu_library_open_roster (mu_application_get_library (get_app (self)), path, &list, &error);
  if (roster == NULL)
    {
      mu_window_report_error (self, error);
      return FALSE;
    }
  document = mu_document_new (roster, list, NULL, FALSE);
  mu_document_set_autosave_path (document, path);
  self = window_for_new_document (self);
  mu_window_set_document (self, document);
  mu_window_toast (self, _("Unsaved changes recovered; save them to keep them"));
  return TRUE;
}

static void
roster_activated (MuWindow *self, const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *unsaved = mu_document_unsaved_dir ();
  g_autofree char *dir = g_path_get_dirname (path);

  if (g_str_equal (dir, unsaved))
    recover (self, path);
  else
    mu_window_open_file (self, file, FALSE);
}

static void
quit_after_paint (GdkFrameClock *clock, MuWindow *self)
{
  g_signal_handlers_disconnect_by_func (clock, quit_after_paint, self);
  g_application_quit (G_APPLICATION (get_app (self)));
}

/* MUSTER_QUIT_AFTER_FIRST_FRAME=1: the benchmarks time start-up to the first frame. */
static void
mu_window_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (mu_window_parent_class)->map (widget);
  if (g_strcmp0 (g_getenv ("MUSTER_QUIT_AFTER_FIRST_FRAME"), "1") == 0)
    g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint", G_CALLBACK (quit_after_paint),
                      widget);
}

static void
save_size (MuWindow *self)
{
  GSettings *settings = mu_application_get_settings (get_app (self));
  int width, height;

  if (settings == NULL)
    return;
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_boolean (settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
  if (!gtk_window_is_maximized (GTK_WINDOW (self)))
    {
      g_settings_set_int (settings, "window-width", width);
      g_settings_set_int (settings, "window-height", height);
    }
}

typedef void (*MuAfterAnswer) (GtkWindow *window);

static void
unsaved_response (AdwMessageDialog *dialog, const char *response, MuWindow *self)
{
  MuAfterAnswer done = g_object_get_data (G_OBJECT (dialog), "done");

  /* done may destroy the window, and the dialog outlives its answer: one
   * left transient for a window gone disconnects from a freed object */
  if (!g_str_equal (response, "cancel"))
    gtk_window_set_transient_for (GTK_WINDOW (dialog), NULL);
  if (g_str_equal (response, "discard"))
    {
      mu_document_discard_autosave (self->document);
      done (GTK_WINDOW (self));
    }
  else if (g_str_equal (response, "save"))
    _mu_window_save_then (self, FALSE, G_CALLBACK (done));
}

/* The window closes without asking again: its changes were saved or given up. */
static void
close_answered (GtkWindow *window)
{
  MU_WINDOW (window)->close_confirmed = TRUE;
  gtk_window_close (window);
}

/* Back to the library, the roster closed (its changes saved or given up). */
static void
leave_roster (GtkWindow *window)
{
  MuWindow *self = MU_WINDOW (window);

  mu_window_set_document (self, NULL);
  mu_window_show_library (self);
  mu_library_view_focus_search (self->library_view);
}

/* Asks whether to save the roster's changes before it closes: Save saves
 * (asking where if it has no file) and then calls done, Discard drops the
 * changes and calls done, Cancel leaves everything as it was. */
static void
ask_unsaved (MuWindow *self, MuAfterAnswer done)
{
  g_autofree char *title = mu_document_get_title (self->document);
  g_autofree char *body
      = g_strdup_printf (_("“%s” has changes that are not saved. Changes you do not save are lost."), title);
  GtkWidget *dialog = mu_gui_save_changes_dialog (GTK_WINDOW (self), body);

  g_object_set_data (G_OBJECT (dialog), "done", done);
  g_signal_connect (dialog, "response", G_CALLBACK (unsaved_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * mu_window_leave_roster:
 * @self: a window
 *
 * Goes back to the library. A roster with unsaved changes is not left
 * unasked: the window asks whether to save them, discard them or stay;
 * saving or discarding closes the roster. A roster without unsaved changes
 * stays open behind the library.
 */
void
mu_window_leave_roster (MuWindow *self)
{
  if (self->document != NULL && mu_document_is_modified (self->document)
      && g_str_equal (gtk_stack_get_visible_child_name (self->stack), "builder"))
    {
      ask_unsaved (self, leave_roster);
      return;
    }
  mu_window_show_library (self);
  mu_library_view_focus_search (self->library_view);
}

static gboolean
mu_window_close_request (GtkWindow *window)
{
  MuWindow *self = MU_WINDOW (window);

  if (!self->close_confirmed && self->document != NULL && mu_document_is_modified (self->document))
    {
      ask_unsaved (self, close_answered);
      return TRUE;
    }
  /* closing with nothing unsaved, or with the changes given up */
  if (self->document != NULL)
    mu_document_discard_autosave (self->document);
  save_size (self);
  return GTK_WINDOW_CLASS (mu_window_parent_class)->close_request (window);
}

static void
mu_window_dispose (GObject *object)
{
  MuWindow *self = MU_WINDOW (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_weak_pointer (&self->toast);
  gtk_widget_dispose_template (GTK_WIDGET (self), MU_TYPE_WINDOW);
  self->builder = NULL; /* a child of the stack, gone with it */
  G_OBJECT_CLASS (mu_window_parent_class)->dispose (object);
}

static void
mu_window_class_init (MuWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mu_window_dispose;
  widget_class->map = mu_window_map;
  GTK_WINDOW_CLASS (klass)->close_request = mu_window_close_request;

  g_type_ensure (MU_TYPE_LIBRARY_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/mu-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MuWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MuWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, MuWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, MuWindow, library_view);
  gtk_widget_class_bind_template_child (widget_class, MuWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, MuWindow, redo_button);
  gtk_widget_class_bind_template_child (widget_class, MuWindow, save_button);
  gtk_widget_class_bind_template_child (widget_class, MuWindow, library_button);
  gtk_widget_class_bind_template_child (widget_class, MuWindow, open_button);
  gtk_widget_class_bind_template_callback (widget_class, list_activated);
  gtk_widget_class_bind_template_callback (widget_class, roster_activated);
  _mu_window_class_actions_init (klass);
}

static void
mu_window_init (MuWindow *self)
{
  GtkDropTarget *target = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);

  gtk_widget_init_template (GTK_WIDGET (self));
  mu_gui_name_mnemonic_buttons (GTK_WIDGET (self));
  mu_gui_unname_containers (GTK_WIDGET (self));
  g_signal_connect (target, "drop", G_CALLBACK (drop_files), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
  g_signal_connect_swapped (self->stack, "notify::visible-child-name", G_CALLBACK (document_changed), self);
  mu_gui_follow_focus (GTK_WINDOW (self));
}

static void
restore_size (MuWindow *self)
{
  GSettings *settings = mu_application_get_settings (get_app (self));

  if (settings == NULL)
    return;
  gtk_window_set_default_size (GTK_WINDOW (self), g_settings_get_int (settings, "window-width"),
                               g_settings_get_int (settings, "window-height"));
  if (g_settings_get_boolean (settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

/**
 * mu_window_new:
 * @application: the application
 *
 * Makes a window showing the library, its search focused, at the size the
 * last window had.
 *
 * Returns: (transfer none): the window, not yet shown; GTK holds it until
 *   it is destroyed
 */
MuWindow *
mu_window_new (MuApplication *application)
{
  MuWindow *self = g_object_new (MU_TYPE_WINDOW, "application", application, NULL);
  GSettings *settings = mu_application_get_settings (application);

  restore_size (self);
  mu_library_view_set_library (self->library_view, mu_application_get_library (application), settings);
  mu_library_view_focus_search (self->library_view);
  document_changed (self);
  return self;
}
