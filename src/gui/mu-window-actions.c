/* mu-window-actions.c: the window's actions: files, undo, and edits of the
 * selected unit, general or command
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "mu-ally-actions.h"
#include "mu-army-list.h"
#include "mu-code-dialog.h"
#include "mu-list-actions.h"
#include "mu-share-actions.h"
#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-event-editor.h"
#include "mu-event-window.h"
#include "mu-game-window.h"
#include "mu-file-dialog.h"
#include "mu-gui-util.h"
#include "mu-list-entry.h"
#include "mu-print-operation.h"
#include "mu-gui-util.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-settings.h"
#include "mu-sheet.h"
#include "mu-unit.h"
#include "mu-window-private.h"

static MuApplication *
get_app (MuWindow *self)
{
  return MU_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
}

/* The list a unit was bought from: its contingent's (an ally's own), else
 * the army's. */
static MuArmyList *
unit_list (MuWindow *self, MuUnit *unit)
{
  MuRoster *roster = mu_document_get_roster (self->document);
  int command = -1;
  MuContingentResult *result;

  mu_roster_find_unit (roster, unit->id, &command);
  result = command >= 0 ? mu_evaluation_contingent (mu_document_get_evaluation (self->document),
                                                    mu_roster_get_command_contingent (roster, command))
                        : NULL;
  return result != NULL && result->list != NULL ? result->list : mu_document_get_list (self->document);
}

/* The name a person knows a unit by: its own, else its list row's. */
static const char *
unit_label (MuWindow *self, const char *unit_id)
{
  MuUnit *unit = mu_roster_find_unit (mu_document_get_roster (self->document), unit_id, NULL);
  MuListEntry *entry;

  if (unit == NULL)
    return "";
  if (unit->name != NULL && *unit->name != '\0')
    return unit->name;
  entry = mu_army_list_lookup (unit_list (self, unit), unit->entry);
  return entry != NULL ? mu_list_entry_label (entry) : unit->entry;
}

/* Names the edit just made after a unit, for undo and redo. */
static void
label_unit_edit (MuWindow *self, const char *format, const char *unit)
{
  g_autofree char *label = g_strdup_printf (format, unit);

  mu_document_label_edit (self->document, label);
  _mu_window_update_actions (self);
}

/* Reports a refused edit; TRUE when there was none. */
static gboolean
report (MuWindow *self, GError *error)
{
  if (error == NULL)
    return TRUE;
  mu_window_toast (self, error->message);
  g_error_free (error);
  return FALSE;
}

static void
open_chosen (GFile *file, gpointer self)
{
  mu_window_open_file (MU_WINDOW (self), file, FALSE);
}

static void
check_chosen (GFile *file, gpointer self)
{
  mu_window_open_file (MU_WINDOW (self), file, TRUE);
}

/* File dialogs open in the folder used last, else in the roster's folder,
 * else in the user's documents (else home), never in whatever folder
 * Muster was started from. */
static GtkFileChooserNative *
roster_dialog (MuWindow *self, const char *title, GtkFileChooserAction action, const char *accept)
{
  const char *path = self->document != NULL ? mu_document_get_path (self->document) : NULL;
  g_autofree char *dir = path != NULL ? g_path_get_dirname (path) : NULL;
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
  GtkFileChooserNative *dialog;

  if (dir == NULL && documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR))
    dir = g_strdup (documents);
  if (dir == NULL)
    dir = g_strdup (g_get_home_dir ());
  dialog = mu_file_dialog_new (GTK_WINDOW (self), title, action, accept, dir);
  return dialog;
}

static void
choose_roster (MuWindow *self, gboolean read_only)
{
  GtkFileChooserNative *dialog
      = roster_dialog (self, read_only ? _("Check a Roster")
                                                      : _("Open a Roster"), GTK_FILE_CHOOSER_ACTION_OPEN,
                                            read_only ? _("_Check") : _("_Open"));

  mu_file_dialog_add_filter (dialog, _("Muster rosters"), "muster");
  mu_file_dialog_run (dialog, read_only ? check_chosen : open_chosen, self, NULL);
}

static void
open_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  choose_roster (MU_WINDOW (widget), FALSE);
}

static void
check_list_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  choose_roster (MU_WINDOW (widget), TRUE);
}

/* Asks for an event pack; chosen gets its file and the window. */
static void
choose_event_pack (GtkWidget *widget, MuFileChosen chosen)
{
  GtkFileChooserNative *dialog = mu_file_dialog_new (
      GTK_WINDOW (widget), _("Choose the Event Pack"), GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), NULL);

  mu_file_dialog_add_filter (dialog, _("Event packs"), "muster-event");
  mu_file_dialog_run (dialog, chosen, widget, NULL);
}

/* Check an Event…: the pack, then the folder of rosters (mu-event-window.c) */
typedef struct
{
  MuWindow *window;
  char *pack;
} EventCheck;

static void
event_check_free (gpointer data)
{
  EventCheck *check = data;

  g_free (check->pack);
  g_free (check);
}

static void
event_folder_chosen (GFile *folder, gpointer data)
{
  EventCheck *check = data;
  g_autofree char *path = g_file_get_path (folder);
  g_autoptr(GError) error = NULL;
  MuEventWindow *window
      = mu_event_window_new (GTK_WINDOW (check->window), mu_application_get_library (get_app (check->window)),
                             check->pack, path, &error);

  if (window != NULL)
    gtk_window_present (GTK_WINDOW (window));
  else
    mu_window_toast (check->window, error->message);
}

static void
event_pack_chosen (GFile *file, gpointer self)
{
  EventCheck *check = g_new0 (EventCheck, 1);
  GtkFileChooserNative *folder
      = mu_file_dialog_new (GTK_WINDOW (self), _("Choose the Folder of Rosters"),
                                                  GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, _("C_heck"), NULL);

  check->window = self;
  check->pack = g_file_get_path (file);
  mu_file_dialog_run (folder, event_folder_chosen, check, event_check_free);
}

static void
check_event_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  choose_event_pack (widget, event_pack_chosen);
}

/* Build for an Event…: the roster being built is evaluated as the pack plays it */
static void
build_pack_chosen (GFile *file, gpointer self)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;

  if (!mu_window_build_for_event (self, path, &error))
    mu_window_toast (self, error->message);
}

static void
build_for_event_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  choose_event_pack (widget, build_pack_chosen);
}

/* New Event Pack… and Edit an Event Pack… (mu-event-editor.c) */
static void
new_event_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  gtk_window_present (GTK_WINDOW (mu_event_editor_new (
      GTK_WINDOW (widget), mu_application_get_library (get_app (MU_WINDOW (widget))), NULL, NULL)));
}

static void
edit_pack_chosen (GFile *file, gpointer self)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;
  MuEventEditor *editor
      = mu_event_editor_new (GTK_WINDOW (self), mu_application_get_library (get_app (self)), path, &error);

  if (editor != NULL)
    gtk_window_present (GTK_WINDOW (editor));
  else
    mu_window_toast (self, error->message);
}

static void
edit_event_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  choose_event_pack (widget, edit_pack_chosen);
}

static void
check_code_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  gtk_window_present (GTK_WINDOW (mu_code_dialog_new (MU_WINDOW (widget), NULL, NULL)));
}

/* A roster being checked stays as it is; its copy is a new, unsaved army. */
static void
edit_copy_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuWindow *self = MU_WINDOW (widget);
  g_autoptr(MuRoster) copy = mu_roster_copy (mu_document_get_roster (self->document));
  g_autoptr(MuDocument) document = NULL;

  g_hash_table_remove_all (mu_roster_get_declared (copy));
  document = mu_document_new (copy, mu_document_get_list (self->document), NULL, FALSE);
  mu_window_set_document (self, document);
  mu_window_toast (self, _("This copy is yours to change; save it under a name of your own"));
}

static void
open_recent_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  g_autoptr(GFile) file = g_file_new_for_path (g_variant_get_string (parameter, NULL));

  mu_window_open_file (MU_WINDOW (widget), file, FALSE);
}

static gboolean
save_to (MuWindow *self, const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *message = NULL;

  if (!mu_document_save (self->document, path, &error))
    {
      mu_window_toast (self, error->message);
      return FALSE;
    }
  mu_application_add_recent (get_app (self), path);
  message = g_strdup_printf (_("Saved “%s”"), base);
  mu_window_toast (self, message);
  return TRUE;
}

typedef void (*MuAfterSave) (GtkWindow *window);

/* Where Save As… saves, and what is done after. */
typedef struct
{
  MuWindow *window;
  MuAfterSave done;
} SaveAs;

static void
save_as_chosen (GFile *file, gpointer data)
{
  SaveAs *save = data;
  g_autofree char *chosen = g_file_get_path (file);
  g_autofree char *path = NULL;

  if (chosen != NULL)
    path = g_str_has_suffix (chosen, ".muster") ? g_strdup (chosen) : g_strconcat (chosen, ".muster", NULL);
  if (path != NULL && save_to (save->window, path) && save->done != NULL)
    save->done (GTK_WINDOW (save->window));
}

static char *
suggested_name (MuWindow *self)
{
  g_autofree char *title = mu_document_get_title (self->document);

  g_strdelimit (title, "/\\:", '-');
  return g_strconcat (title, ".muster", NULL);
}

/* Saves (asking where when the roster has no file yet, or when asked to),
 * then calls done on the window. */
void
_mu_window_save_then (MuWindow *self, gboolean ask_path, GCallback done)
{
  const char *path = mu_document_get_path (self->document);
  g_autofree char *name = NULL;
  GtkFileChooserNative *dialog;
  SaveAs *save;

  if (!ask_path && path != NULL)
    {
      if (save_to (self, path) && done != NULL)
        ((MuAfterSave) done) (GTK_WINDOW (self));
      return;
    }
  dialog = roster_dialog (self, _("Save the Roster"), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"));
  mu_file_dialog_add_filter (dialog, _("Muster rosters"), "muster");
  name = suggested_name (self);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  save = g_new (SaveAs, 1);
  save->window = self;
  save->done = (MuAfterSave) done;
  mu_file_dialog_run (dialog, save_as_chosen, save, g_free);
}

static void
save_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  _mu_window_save_then (MU_WINDOW (widget), FALSE, NULL);
}

static void
save_as_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  _mu_window_save_then (MU_WINDOW (widget), TRUE, NULL);
}

static void
undo_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuWindow *self = MU_WINDOW (widget);

  if (mu_document_undo (self->document))
    _mu_window_toast_edit (self, _("Undone"));
}

static void
redo_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuWindow *self = MU_WINDOW (widget);

  if (mu_document_redo (self->document))
    _mu_window_toast_edit (self, _("Redone"));
}

static void
close_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  gtk_window_close (GTK_WINDOW (widget));
}

static void
new_army_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  mu_window_leave_roster (MU_WINDOW (widget));
}

/* GTK 4.8's shortcuts window has a search button named only by its icon. */
static void
name_search_buttons (GtkWidget *widget)
{
  GtkWidget *child = GTK_IS_BUTTON (widget) ? gtk_button_get_child (GTK_BUTTON (widget)) : NULL;

  if (GTK_IS_IMAGE (child)
      && g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (child)), "edit-find-symbolic") == 0)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Search shortcuts"), -1);
  for (child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    name_search_buttons (child);
}

/* The shortcuts window is made when first asked for, not with every window. */
static void
show_help_overlay_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (widget);

  if (gtk_application_window_get_help_overlay (window) == NULL)
    {
      g_autoptr(GtkBuilder) builder
                 = gtk_builder_new_from_resource ("/io/github/muster/Muster/mu-shortcuts-window.ui");

      GtkWidget *overlay = GTK_WIDGET (gtk_builder_get_object (builder, "help_overlay"));

      name_search_buttons (overlay);
      gtk_application_window_set_help_overlay (window, GTK_SHORTCUTS_WINDOW (overlay));
    }
  gtk_window_present (GTK_WINDOW (gtk_application_window_get_help_overlay (window)));
}

/* The help's page for what the window shows: the library, the builder or,
 * for an opponent's roster, how to check one. */
static void
help_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuWindow *self = MU_WINDOW (widget);
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  const char *topic = "library";

  if (self->document != NULL && g_str_equal (gtk_stack_get_visible_child_name (self->stack), "builder"))
    topic = mu_document_is_read_only (self->document) ? "check-opponent" : "build-army";
  if (app != NULL)
    mu_application_show_help (MU_APPLICATION (app), GTK_WINDOW (self), topic);
}

static void
show_builder_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuWindow *self = MU_WINDOW (widget);

  if (self->document != NULL)
    gtk_stack_set_visible_child_name (self->stack, "builder");
}

static void
search_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuWindow *self = MU_WINDOW (widget);

  if (g_str_equal (gtk_stack_get_visible_child_name (self->stack), "library"))
    mu_library_view_focus_search (self->library_view);
  else if (self->builder != NULL)
    mu_builder_focus_list (self->builder);
}

/* F6 and Ctrl+Tab (Shift for back) move between the screen's panes. */
static void
pane_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuWindow *self = MU_WINDOW (widget);
  int step = g_str_equal (name, "win.next-pane") ? 1 : -1;

  if (g_str_equal (gtk_stack_get_visible_child_name (self->stack), "library"))
    mu_library_view_focus_pane (self->library_view, step);
  else if (self->builder != NULL)
    mu_builder_focus_pane (self->builder, step);
}

static void
show_issues_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuWindow *self = MU_WINDOW (widget);

  if (self->builder != NULL)
    mu_builder_toggle_issues (self->builder);
}

static void
show_details_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuWindow *self = MU_WINDOW (widget);

  if (self->builder != NULL)
    mu_builder_toggle_details (self->builder);
}

/* The command new units and heroes go to: the selected one, else the last. */
static int
target_command (MuWindow *self)
{
  const MuPlace *sel = mu_document_get_selection (self->document);

  return sel->kind != MU_PLACE_NONE ? sel->command : -1;
}

/* The list a unit was bought from: its command's contingent's. */
static void
add_unit_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuWindow *self = MU_WINDOW (widget);
  GError *error = NULL;
  const char *entry_id = g_variant_get_string (parameter, NULL);
  MuUnit *unit = mu_document_add_unit (self->document, entry_id, target_command (self), &error);
  MuListEntry *entry;
  g_autofree char *message = NULL;

  if (!report (self, error))
    return;
  entry = mu_army_list_lookup (unit_list (self, unit), entry_id);
  /* TRANSLATORS: an edit, named for undo and redo: "Add Legionarii" */
  label_unit_edit (self, _("Add %s"), mu_list_entry_label (entry));
  mu_document_select (self->document, &MU_PLACE_OF_UNIT (unit->id));
  message = g_strdup_printf (_("Added %s"), mu_list_entry_label (entry));
  mu_window_toast (self, message);
}

/* A sub-unit removed leaves its unit selected. */
static void
remove_unit (MuWindow *self, const char *unit_id, GError **error)
{
  MuUnit *parent = mu_document_parent_unit (self->document, unit_id);
  g_autofree char *parent_id = parent != NULL ? g_strdup (parent->id) : NULL;

  if (mu_document_remove_unit (self->document, unit_id, error) && parent_id != NULL)
    mu_document_select (self->document, &MU_PLACE_OF_UNIT (parent_id));
}

static void
remove_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuWindow *self = MU_WINDOW (widget);
  const MuPlace *sel = mu_document_get_selection (self->document);
  GError *error = NULL;

  g_autofree char *label = NULL;

  if (sel->kind == MU_PLACE_UNIT)
    {
      /* TRANSLATORS: an edit, named for undo and redo: "Remove Legionarii" */
      label = g_strdup_printf (_("Remove %s"), unit_label (self, sel->unit_id));
      remove_unit (self, sel->unit_id, &error);
    }
  else if (sel->kind == MU_PLACE_GENERAL)
    {
      label = g_strdup (_("Remove General"));
      mu_document_remove_general (self->document, sel, &error);
    }
  else if (sel->kind == MU_PLACE_COMMAND)
    {
      label = g_strdup (_("Remove Command"));
      mu_document_remove_command (self->document, sel->command, &error);
    }
  else
    return;
  if (report (self, error))
    {
      label_unit_edit (self, "%s", label);
      mu_window_toast (self, _("Removed; press Ctrl+Z to undo"));
    }
}

/* A sub-unit of the unit's own row joins the selected unit (or the unit the
 * selected sub-unit belongs to) and is selected, ready to be changed. */
static void
add_subunit_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuWindow *self = MU_WINDOW (widget);
  const MuPlace *sel = mu_document_get_selection (self->document);
  GError *error = NULL;
  MuUnit *sub;

  if (sel->kind != MU_PLACE_UNIT)
    {
      mu_window_toast (self, _("Select the unit the sub-unit joins"));
      return;
    }
  sub = mu_document_add_subunit (self->document, sel->unit_id, NULL, &error);
  if (!report (self, error))
    return;
  mu_document_select (self->document, &MU_PLACE_OF_UNIT (sub->id));
  mu_window_toast (self, _("Sub-unit added: choose its row, figures, class or arms"));
}

static void
add_general_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuWindow *self = MU_WINDOW (widget);
  int command = target_command (self);
  GError *error = NULL;
  int index;

  if (command < 0)
    command = (int) mu_roster_get_commands (mu_document_get_roster (self->document))->len - 1;
  if (command < 0)
    {
      mu_window_toast (self, _("Add a command first (Ctrl+T)"));
      return;
    }
  index = mu_document_add_general (self->document, command, &error);
  if (!report (self, error))
    return;
  label_unit_edit (self, "%s", _("Add General"));
  mu_document_select (self->document, &MU_PLACE_OF_GENERAL (command, index));
}

static void
duplicate_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuWindow *self = MU_WINDOW (widget);
  const MuPlace *sel = mu_document_get_selection (self->document);
  GError *error = NULL;
  MuUnit *copy;

  if (sel->kind != MU_PLACE_UNIT)
    return;
  copy = mu_document_duplicate_unit (self->document, sel->unit_id, &error);
  if (report (self, error))
    {
      /* TRANSLATORS: an edit, named for undo and redo: "Duplicate Legionarii" */
      label_unit_edit (self, _("Duplicate %s"), unit_label (self, copy->id));
      mu_document_select (self->document, &MU_PLACE_OF_UNIT (copy->id));
    }
}

static void
move (MuWindow *self, int command_delta, int position_delta)
{
  const MuPlace *sel = mu_document_get_selection (self->document);
  GPtrArray *commands = mu_roster_get_commands (mu_document_get_roster (self->document));
  g_autofree char *id = NULL;
  GError *error = NULL;
  MuCommand *command;
  guint index;

  if (sel->kind != MU_PLACE_UNIT)
    return;
  command = commands->pdata[sel->command];
  id = g_strdup (sel->unit_id);
  if (!g_ptr_array_find_with_equal_func (command->units, mu_command_find_unit (command, id), NULL, &index))
    return;
  if (command_delta != 0)
    {
      int to = sel->command + command_delta;
      if (to < 0 || to >= (int) commands->len)
        return;
      mu_document_move_unit (self->document, id, to, -1, &error);
    }
  else if ((int) index + position_delta >= 0 && index + position_delta < command->units->len)
    mu_document_move_unit (self->document, id, sel->command, (int) index + position_delta, &error);
  else
    return;
  if (!report (self, error))
    return;
  /* TRANSLATORS: an edit, named for undo and redo: "Move Legionarii" */
  label_unit_edit (self, _("Move %s"), unit_label (self, id));
  mu_document_select (self->document, &MU_PLACE_OF_UNIT (id));
}

static void
move_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuWindow *self = MU_WINDOW (widget);

  if (g_str_equal (name, "win.move-up"))
    move (self, 0, -1);
  else if (g_str_equal (name, "win.move-down"))
    move (self, 0, 1);
  else if (g_str_equal (name, "win.move-previous-command"))
    move (self, -1, 0);
  else
    move (self, 1, 0);
}

/* A new command joins the contingent of the selected command: an ally's
 * unit selected, the ally's. */
static guint
target_contingent (MuWindow *self)
{
  int command = target_command (self);

  return command >= 0 ? mu_roster_get_command_contingent (mu_document_get_roster (self->document), command)
                      : 0;
}

static void
add_command_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuWindow *self = MU_WINDOW (widget);
  GError *error = NULL;
  int index = mu_document_add_contingent_command (self->document, target_contingent (self), &error);

  if (!report (self, error))
    return;
  label_unit_edit (self, "%s", _("Add Command"));
  mu_document_select (self->document, &MU_PLACE_OF_GENERAL (index, 0));
  /* the new general's page, his options ready to tick */
  if (self->builder != NULL && !mu_builder_focus_details (self->builder, "options"))
    mu_builder_focus_details (self->builder, "name");
}

static gboolean
selected_unit_fights (MuWindow *self, const char *unit_id)
{
  MuRoster *roster = mu_document_get_roster (self->document);
  MuUnit *unit = mu_roster_find_unit (roster, unit_id, NULL);

  return unit != NULL && mu_gui_unit_fights (unit_list (self, unit), unit);
}

/* A hero added with the focus in the details: his name (on a unit) or the
 * unit he is allocated to (waiting in his command) takes it, so that Enter
 * does not untick the upgrade it was on. */
static void
focus_new_hero (MuWindow *self, const MuPlace *place)
{
  GPtrArray *commands = mu_roster_get_commands (mu_document_get_roster (self->document));
  MuUnit *unit;
  g_autofree char *control = NULL;

  if (self->builder == NULL || !mu_builder_details_have_focus (self->builder))
    return;
  if (place->kind == MU_PLACE_UNIT)
    {
      unit = mu_roster_find_unit (mu_document_get_roster (self->document), place->unit_id, NULL);
      control = g_strdup_printf ("hero-%u", unit->heroes->len - 1);
    }
  else
    {
      MuCommand *command = commands->pdata[place->command];

      mu_document_select (self->document, &MU_PLACE_OF_COMMAND (place->command));
      control = g_strdup_printf ("allocate-%u", command->heroes->len - 1);
    }
  if (!mu_builder_focus_details (self->builder, control))
    mu_builder_focus_list (self->builder);
}

/* Whether a command has a unit a hero may join. */
static gboolean
command_fights (MuWindow *self, int index)
{
  GPtrArray *commands = mu_roster_get_commands (mu_document_get_roster (self->document));
  MuCommand *command = index >= 0 && (guint) index < commands->len ? commands->pdata[index] : NULL;

  for (guint i = 0; command != NULL && i < command->units->len; i++)
    if (mu_gui_unit_fights (unit_list (self, command->units->pdata[i]), command->units->pdata[i]))
      return TRUE;
  return FALSE;
}

static void
add_hero_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuWindow *self = MU_WINDOW (widget);
  const MuPlace *sel = mu_document_get_selection (self->document);
  GError *error = NULL;
  MuPlace place;

  if (sel->kind == MU_PLACE_NONE)
    {
      mu_window_toast (self, _("Select the unit or command the hero joins"));
      return;
    }
  if (sel->kind == MU_PLACE_UNIT && !selected_unit_fights (self, sel->unit_id))
    {
      mu_window_toast (self, _("A hero joins a fighting unit, not a camp or fortification"));
      return;
    }
  if (sel->kind != MU_PLACE_UNIT && !command_fights (self, sel->command))
    {
      mu_window_toast (self, _("A hero joins a fighting unit: add one to the command first"));
      /* the next step, not the upgrade the focus was on */
      if (self->builder != NULL && mu_builder_details_have_focus (self->builder))
        mu_builder_focus_list (self->builder);
      return;
    }
  place = *sel;
  place.unit_id = g_strdup (sel->unit_id);
  mu_document_add_hero (self->document, &place, &error);
  if (report (self, error))
    {
      mu_window_toast (self,
                       place.kind == MU_PLACE_UNIT ? _("Hero added to the unit")
                                                   : _("Hero added to the command; allocate him to a unit"));
      focus_new_hero (self, &place);
    }
  g_free ((char *) place.unit_id);
}

static void
print_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuWindow *self = MU_WINDOW (widget);

  mu_print_operation_run (GTK_WINDOW (self), mu_document_get_evaluation (self->document),
                          mu_settings_get_paper (mu_application_get_settings (get_app (self))));
}

/* Play This Army: the game tracker, its game kept beside the roster's file */
static void
play_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuWindow *self = MU_WINDOW (widget);
  const char *path = mu_document_get_path (self->document);

  if (path == NULL)
    {
      mu_window_toast (self, _("Save the army first: its game is kept beside its file"));
      return;
    }
  gtk_window_present (GTK_WINDOW (mu_game_window_new (GTK_APPLICATION (get_app (self)),
                                                      mu_document_get_evaluation (self->document), path)));
}

static void
export_chosen (GFile *file, gpointer data)
{
  MuWindow *self = data;
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *base = g_file_get_basename (file);
  g_autoptr(GError) error = NULL;

  if (mu_sheet_write_pdf (mu_document_get_evaluation (self->document), path,
                          mu_settings_get_paper (mu_application_get_settings (get_app (self))), &error))
    {
      g_autofree char *message = g_strdup_printf (_("Exported “%s”"), base);
      mu_window_toast (self, message);
    }
  else
    {
      /* the old sheet is kept; why the new one is not there is worth a dialog */
      GtkWidget *alert
          = adw_message_dialog_new (GTK_WINDOW (self), _("Could Not Export the Sheet"), error->message);

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (alert), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (alert));
    }
}

static void
export_pdf_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuWindow *self = MU_WINDOW (widget);
  g_autofree char *title = mu_document_get_title (self->document);
  g_autofree char *file_name = NULL;
  GtkFileChooserNative *dialog;

  g_strdelimit (title, "/\\:", '-');
  file_name = g_strconcat (title, ".pdf", NULL);
  dialog
      = roster_dialog (self, _("Export the Order of Battle"), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"));
  mu_file_dialog_add_filter (dialog, _("PDF documents"), "pdf");
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), file_name);
  mu_file_dialog_run (dialog, export_chosen, self, NULL);
}

static void
toast_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  mu_window_toast (MU_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

/* Undo and redo say which edit they undo or redo, to the eye in their
 * tooltips and to a screen reader in their names. */
static void
name_history_button (GtkWidget *button, const char *verb, const char *edit, const char *keys)
{
  g_autofree char *name = edit != NULL ? g_strdup_printf ("%s %s", verb, edit) : g_strdup (verb);
  g_autofree char *tooltip = g_strdup_printf ("%s (%s)", name, keys);

  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_widget_set_tooltip_text (button, tooltip);
}

void
_mu_window_update_actions (MuWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  MuDocument *document = self->document;
  gboolean building
      = document != NULL && g_str_equal (gtk_stack_get_visible_child_name (self->stack), "builder");
  gboolean editable = building && !mu_document_is_read_only (document);
  const MuPlace *sel = document != NULL ? mu_document_get_selection (document) : NULL;
  gboolean unit = editable && sel->kind == MU_PLACE_UNIT;
  static const char *edits[] = { "win.add-unit", "win.add-command", "win.add-hero", "win.add-general" };

  mu_share_actions_update (self);
  mu_ally_actions_update (self, editable);
  gtk_widget_action_set_enabled (widget, "win.save", editable);
  gtk_widget_action_set_enabled (widget, "win.save-as", editable);
  gtk_widget_action_set_enabled (widget, "win.undo", editable && mu_document_can_undo (document));
  gtk_widget_action_set_enabled (widget, "win.redo", editable && mu_document_can_redo (document));
  gtk_widget_action_set_enabled (widget, "win.show-builder", document != NULL && !building);
  gtk_widget_action_set_enabled (widget, "win.edit-copy", building && mu_document_is_read_only (document));
  gtk_widget_action_set_enabled (widget, "win.show-issues", building);
  gtk_widget_action_set_enabled (widget, "win.show-details", building);
  gtk_widget_action_set_enabled (widget, "win.print", building);
  gtk_widget_action_set_enabled (widget, "win.export-pdf", building);
  gtk_widget_action_set_enabled (widget, "win.play", building);
  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    gtk_widget_action_set_enabled (widget, edits[i], editable);
  gtk_widget_action_set_enabled (
      widget, "win.remove",
      editable && (unit || sel->kind == MU_PLACE_COMMAND || sel->kind == MU_PLACE_GENERAL));
  gtk_widget_action_set_enabled (widget, "win.add-subunit",
                                 unit && mu_document_get_list (document)->ruleset->has_subunits);
  gtk_widget_action_set_enabled (widget, "win.duplicate", unit);
  gtk_widget_action_set_enabled (widget, "win.move-up", unit);
  gtk_widget_action_set_enabled (widget, "win.move-down", unit);
  gtk_widget_action_set_enabled (widget, "win.move-previous-command", unit);
  gtk_widget_action_set_enabled (widget, "win.move-next-command", unit);
  /* TRANSLATORS: the undo button's name, followed by the edit it undoes: "Undo Remove Legionarii" */
  name_history_button (self->undo_button, C_("history", "Undo"),
                                              editable ? mu_document_get_undo_label (document) : NULL,
                                              "Ctrl+Z");
  /* TRANSLATORS: the redo button's name, followed by the edit it makes again: "Redo Add Equites" */
  name_history_button (self->redo_button, C_("history", "Redo"),
                                              editable ? mu_document_get_redo_label (document) : NULL,
                                              "Ctrl+Shift+Z");
  gtk_widget_set_visible (self->undo_button, building && !mu_document_is_read_only (document));
  gtk_widget_set_visible (self->redo_button, building && !mu_document_is_read_only (document));
  gtk_widget_set_visible (self->save_button, building && !mu_document_is_read_only (document));
  gtk_widget_set_visible (self->library_button, building);
  gtk_widget_set_visible (self->open_button, building);
}

void
_mu_window_class_actions_init (MuWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "win.toast", "s", toast_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "win.export-pdf", NULL, export_pdf_action);
  gtk_widget_class_install_action (widget_class, "win.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "win.check-list", NULL, check_list_action);
  gtk_widget_class_install_action (widget_class, "win.check-code", NULL, check_code_action);
  gtk_widget_class_install_action (widget_class, "win.check-event", NULL, check_event_action);
  mu_share_actions_install (widget_class);
  mu_ally_actions_install (widget_class);
  mu_list_actions_install (widget_class);
  gtk_widget_class_install_action (widget_class, "win.build-for-event", NULL, build_for_event_action);
  gtk_widget_class_install_action (widget_class, "win.new-event", NULL, new_event_action);
  gtk_widget_class_install_action (widget_class, "win.edit-event", NULL, edit_event_action);
  gtk_widget_class_install_action (widget_class, "win.edit-copy", NULL, edit_copy_action);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.close", NULL, close_action);
  gtk_widget_class_install_action (widget_class, "win.new-army", NULL, new_army_action);
  gtk_widget_class_install_action (widget_class, "win.show-builder", NULL, show_builder_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_help_overlay_action);
  gtk_widget_class_install_action (widget_class, "win.help", NULL, help_action);
  gtk_widget_class_install_action (widget_class, "win.search", NULL, search_action);
  gtk_widget_class_install_action (widget_class, "win.show-issues", NULL, show_issues_action);
  gtk_widget_class_install_action (widget_class, "win.next-pane", NULL, pane_action);
  gtk_widget_class_install_action (widget_class, "win.previous-pane", NULL, pane_action);
  gtk_widget_class_install_action (widget_class, "win.show-details", NULL, show_details_action);
  gtk_widget_class_install_action (widget_class, "win.add-unit", "s", add_unit_action);
  gtk_widget_class_install_action (widget_class, "win.remove", NULL, remove_action);
  gtk_widget_class_install_action (widget_class, "win.duplicate", NULL, duplicate_action);
  gtk_widget_class_install_action (widget_class, "win.move-up", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "win.move-down", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "win.move-previous-command", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "win.move-next-command", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "win.add-command", NULL, add_command_action);
  gtk_widget_class_install_action (widget_class, "win.add-hero", NULL, add_hero_action);
  gtk_widget_class_install_action (widget_class, "win.add-subunit", NULL, add_subunit_action);
  gtk_widget_class_install_action (widget_class, "win.add-general", NULL, add_general_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_b, GDK_CONTROL_MASK, "win.add-subunit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_g, GDK_CONTROL_MASK, "win.add-general", NULL);
}
