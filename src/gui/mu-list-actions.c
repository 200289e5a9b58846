/* mu-list-actions.c: the window's actions on army lists of one's own
 *
 * New Army List…, Edit List, Duplicate and Edit, Import List… (and a list
 * file dropped on the window), Export List… and Remove List…. Importing
 * and saving go through mu_user_lists_install (), which checks the list
 * first and writes atomically; the library shows the result at once.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "mu-army-list.h"
#include "mu-atomic-file.h"
#include "mu-file-dialog.h"
#include "mu-gui-util.h"
#include "mu-document.h"
#include "mu-library.h"
#include "mu-list-diff.h"
#include "mu-list-actions.h"
#include "mu-list-draft.h"
#include "mu-list-editor.h"
#include "mu-ruleset.h"
#include "mu-user-lists.h"

static MuApplication *
app_of (GtkWidget *widget)
{
  return MU_APPLICATION (gtk_window_get_application (GTK_WINDOW (widget)));
}

static MuLibrary *
library_of (GtkWidget *widget)
{
  return mu_application_get_library (app_of (widget));
}

static void
refresh_all (MuApplication *app)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    if (MU_IS_WINDOW (l->data))
      mu_window_refresh_library (l->data);
}

/**
 * mu_list_actions_is_own:
 * @list: (transfer none): a list of the library
 *
 * Whether a list is one of the player's own, read from their lists folder
 * (mu_user_lists_dir ()), which the application may change and remove;
 * the others were installed with Muster and are read-only.
 *
 * Returns: %TRUE for a list in the player's folder
 */
gboolean
mu_list_actions_is_own (MuArmyList *list)
{
  g_autofree char *dir = mu_user_lists_dir ();
  g_autofree char *prefix = g_strconcat (dir, G_DIR_SEPARATOR_S, NULL);

  return list->file != NULL && g_str_has_prefix (list->file, prefix);
}

static MuListEditor *
open_editor (GtkWidget *widget, MuListDraft *draft, GFile *file)
{
  MuListEditor *editor = mu_list_editor_new (app_of (widget), draft, file);

  gtk_window_set_transient_for (GTK_WINDOW (editor), GTK_WINDOW (widget));
  gtk_window_present (GTK_WINDOW (editor));
  return editor;
}

/* New Army List…: the ruleset chosen first */

static void
new_list_response (AdwMessageDialog *dialog, const char *response, GtkWidget *window)
{
  GtkDropDown *rulesets = g_object_get_data (G_OBJECT (dialog), "rulesets");
  GPtrArray *sorted = g_object_get_data (G_OBJECT (dialog), "sorted");
  guint chosen = gtk_drop_down_get_selected (rulesets);
  g_autoptr(MuListDraft) draft = NULL;

  if (!g_str_equal (response, "create") || chosen >= sorted->len)
    return;
  draft = mu_list_draft_new (sorted->pdata[chosen], "new-list");
  open_editor (window, draft, NULL);
}

/* The place in sorted of the ruleset a new list is most likely for
 * (mu_list_draft_likeliest_ruleset ()) */
static guint
likeliest_ruleset (MuLibrary *library, GPtrArray *sorted)
{
  guint index = 0;

  g_ptr_array_find (sorted, mu_list_draft_likeliest_ruleset (library), &index);
  return index;
}

static void
new_list_action (GtkWidget *widget, const char *action, GVariant *parameter)
{
  GPtrArray *sorted = mu_library_sorted_rulesets (library_of (widget));
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GtkWidget *dialog, *rulesets;

  for (guint i = 0; i < sorted->len; i++)
    gtk_string_list_append (names, ((MuRuleset *) sorted->pdata[i])->name);
  rulesets = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (rulesets), likeliest_ruleset (library_of (widget), sorted));
  gtk_widget_set_name (rulesets, "new-list-ruleset");
  mu_gui_name_drop_down (rulesets, _("Ruleset"));
  dialog = adw_message_dialog_new (
      GTK_WINDOW (widget),
      _("New Army List"), _("Choose the ruleset of the list; its rows are then typed in from the book."));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), rulesets);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel",
                                    _("_Cancel"), "create", _("C_reate"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "create", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "create");
  mu_gui_name_mnemonic_buttons (dialog);
  g_object_set_data (G_OBJECT (dialog), "rulesets", rulesets);
  g_object_set_data_full (G_OBJECT (dialog), "sorted", sorted, (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect (dialog, "response", G_CALLBACK (new_list_response), widget);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Edit List, Duplicate and Edit */

static MuArmyList *
list_of (GtkWidget *widget, GVariant *parameter)
{
  MuArmyList *list = mu_library_find_list (library_of (widget), g_variant_get_string (parameter, NULL));

  if (list == NULL)
    mu_window_toast (MU_WINDOW (widget), _("That list is no longer in the library"));
  return list;
}

/**
 * mu_list_actions_duplicate:
 * @window: the window to open the editor from
 * @list: (transfer none): a list of the library
 *
 * Opens the editor on a copy of @list with an id and a name of its own, to
 * be saved among the player's lists.
 *
 * Returns: (transfer none): the editor
 */
MuListEditor *
mu_list_actions_duplicate (MuWindow *window, MuArmyList *list)
{
  g_autoptr(MuListDraft) draft = mu_list_draft_new_from_list (list);
  g_autofree char *id = g_strconcat (list->id, "-mine", NULL);
  /* TRANSLATORS: the name of a copy of an army list, to be changed */
  g_autofree char *name = g_strdup_printf (_("%s (my copy)"), list->name);

  mu_list_draft_set_field (draft, "id", id);
  mu_list_draft_set_field (draft, "name", name);
  mu_list_draft_set_revision (draft, 1);
  draft = mu_list_draft_forget_edits (g_steal_pointer (&draft));
  return open_editor (GTK_WIDGET (window), draft, NULL);
}

/**
 * mu_list_actions_edit:
 * @window: the window to open the editor from
 * @list: (transfer none): a list of the library
 *
 * Opens the editor on a list of the player's own; a list installed with
 * Muster is read-only, and is duplicated instead
 * (mu_list_actions_duplicate ()).
 *
 * Returns: (transfer none): the editor
 */
MuListEditor *
mu_list_actions_edit (MuWindow *window, MuArmyList *list)
{
  g_autoptr(MuListDraft) draft = NULL;
  g_autoptr(GFile) file = NULL;

  if (!mu_list_actions_is_own (list))
    return mu_list_actions_duplicate (window, list);
  draft = mu_list_draft_new_from_list (list);
  file = g_file_new_for_path (list->file);
  return open_editor (GTK_WIDGET (window), draft, file);
}

static void
edit_list_action (GtkWidget *widget, const char *action, GVariant *parameter)
{
  MuArmyList *list = list_of (widget, parameter);

  if (list != NULL)
    mu_list_actions_edit (MU_WINDOW (widget), list);
}

static void
duplicate_list_action (GtkWidget *widget, const char *action, GVariant *parameter)
{
  MuArmyList *list = list_of (widget, parameter);

  if (list != NULL)
    mu_list_actions_duplicate (MU_WINDOW (widget), list);
}

/* Import List… and a list dropped on the window */

/**
 * mu_list_actions_import:
 * @window: the window that reports the result
 * @file: (transfer none): a list file
 * @error: the loader's message (file and line) when the list does not
 *   load; why it could not be read or written
 *
 * Installs a list file among the player's lists after checking it
 * (mu_user_lists_install ()); a broken file is refused and nothing is
 * copied. The library shows the list at once.
 *
 * Returns: (transfer none) (nullable): the list as the library now holds
 *   it, or %NULL with @error set
 */
MuArmyList *
mu_list_actions_import (MuWindow *window, GFile *file, GError **error)
{
  MuLibrary *library = library_of (GTK_WIDGET (window));
  g_autofree char *data = NULL;
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *path = NULL;
  g_autoptr(MuArmyList) list = NULL;
  gsize length = 0;

  if (!g_file_load_contents (file, NULL, &data, &length, NULL, error))
    return NULL;
  path = mu_user_lists_install (library, data, length, name, NULL, error);
  if (path == NULL || (list = mu_army_list_load_file (path, library->rulesets, error)) == NULL)
    return NULL;
  mu_library_put_list (library, list);
  refresh_all (app_of (GTK_WIDGET (window)));
  return list;
}

/**
 * mu_list_actions_import_reporting:
 * @window: the window that reports the result
 * @file: (transfer none): a list file
 *
 * As mu_list_actions_import (), with the result told in a toast and a
 * refusal in a dialog with the loader's message.
 *
 * Returns: %TRUE when the list was installed
 */
gboolean
mu_list_actions_import_reporting (MuWindow *window, GFile *file)
{
  g_autoptr(GError) error = NULL;
  MuArmyList *list = mu_list_actions_import (window, file, &error);
  g_autofree char *message = NULL;

  if (list == NULL)
    {
      mu_window_report_error (window, error);
      return FALSE;
    }
  message = g_strdup_printf (_("“%s” is among your lists, revision %d"), list->name, (int) list->revision);
  mu_window_toast (window, message);
  return TRUE;
}

static void
import_chosen (GFile *file, gpointer window)
{
  mu_list_actions_import_reporting (window, file);
}

static void
import_list_action (GtkWidget *widget, const char *action, GVariant *parameter)
{
  GtkFileChooserNative *dialog = mu_file_dialog_new (
      GTK_WINDOW (widget), _("Import an Army List"), GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), NULL);

  mu_file_dialog_add_filter (dialog, _("Army lists"), "xml");
  mu_file_dialog_run (dialog, import_chosen, widget, NULL);
}

/* Export List… */

/**
 * mu_list_actions_export:
 * @list: (transfer none): a list of the library
 * @path: where to write it
 * @error: why it could not be written
 *
 * Writes the list's file as the library read it, to share.
 *
 * Returns: %TRUE when written
 */
gboolean
mu_list_actions_export (MuArmyList *list, const char *path, GError **error)
{
  gsize length = 0;
  const char *bytes = g_bytes_get_data (list->content, &length);

  return mu_file_replace (path, bytes, length, error);
}

/* Export List…: the list, and the window that reports */
typedef struct
{
  MuWindow *window;
  MuArmyList *list;
} ListExport;

static void
list_export_free (gpointer data)
{
  ListExport *export = data;

  mu_army_list_unref (export->list);
  g_free (export);
}

static void
export_chosen (GFile *file, gpointer data)
{
  ListExport *export = data;
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;

  if (path != NULL && !mu_list_actions_export (export->list, path, &error))
    mu_window_report_error (export->window, error);
  else if (path != NULL)
    mu_window_toast (export->window, _("List exported"));
}

static void
export_list_action (GtkWidget *widget, const char *action, GVariant *parameter)
{
  MuArmyList *list = list_of (widget, parameter);
  GtkFileChooserNative *dialog;
  g_autofree char *name = NULL;
  ListExport *export;

  if (list == NULL)
    return;
  dialog = mu_file_dialog_new (GTK_WINDOW (widget), _("Export the Army List"), GTK_FILE_CHOOSER_ACTION_SAVE,
                                                       _("_Export"), NULL);
  name = g_strconcat (list->id, ".xml", NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  export = g_new (ListExport, 1);
  export->window = MU_WINDOW (widget);
  export->list = mu_army_list_ref (list);
  mu_file_dialog_run (dialog, export_chosen, export, list_export_free);
}

/* Remove List…, asked first */

/**
 * mu_list_actions_remove:
 * @window: the window whose application's library holds the list
 * @list: (transfer none): one of the player's own lists
 * @error: why its file could not be removed
 *
 * Removes a list's file from the player's folder and the list from the
 * library. Rosters that use it keep it while open, and say that their
 * list is missing when opened again. A list installed with Muster is not
 * removed.
 *
 * Returns: %TRUE when removed
 */
gboolean
mu_list_actions_remove (MuWindow *window, MuArmyList *list, GError **error)
{
  g_autofree char *id = g_strdup (list->id);

  if (!mu_list_actions_is_own (list))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                   _("“%s” came with Muster and cannot be removed"), list->name);
      return FALSE;
    }
  if (g_unlink (list->file) != 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   _("Could not remove “%s”: %s"), list->file, g_strerror (saved));
      return FALSE;
    }
  mu_library_drop_list (library_of (GTK_WIDGET (window)), id);
  refresh_all (app_of (GTK_WIDGET (window)));
  return TRUE;
}

static void
remove_response (AdwMessageDialog *dialog, const char *response, MuWindow *window)
{
  MuArmyList *list = g_object_get_data (G_OBJECT (dialog), "list");
  g_autoptr(GError) error = NULL;

  if (!g_str_equal (response, "remove"))
    return;
  if (!mu_list_actions_remove (window, list, &error))
    mu_window_report_error (window, error);
}

static void
remove_list_action (GtkWidget *widget, const char *action, GVariant *parameter)
{
  MuArmyList *list = list_of (widget, parameter);
  g_autofree char *heading = NULL;
  GtkWidget *dialog;

  if (list == NULL)
    return;
  heading = g_strdup_printf (_("Remove “%s”?"), list->name);
  dialog = adw_message_dialog_new (
      GTK_WINDOW (widget), heading,
      _("Its file is deleted from your lists. Rosters built on it stay, and say that "
                                     "their list is missing."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel",
                                    _("_Cancel"), "remove", _("_Remove"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "remove",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "list", mu_army_list_ref (list),
                          (GDestroyNotify) mu_army_list_unref);
  g_signal_connect (dialog, "response", G_CALLBACK (remove_response), widget);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The revision notice */

static void
revision_response (AdwMessageDialog *dialog, const char *response, MuWindow *window)
{
  MuDocument *document = g_object_get_data (G_OBJECT (dialog), "document");
  MuArmyList *newer = g_object_get_data (G_OBJECT (dialog), "newer");
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  if (!g_str_equal (response, "update"))
    return;
  if (!mu_document_update_list (document, newer, &error))
    {
      mu_window_report_error (window, error);
      return;
    }
  message = g_strdup_printf (_("The army is on revision %d of its list; Undo takes it back"),
                                (int) newer->revision);
  mu_window_toast (window, message);
}

/**
 * mu_list_actions_offer_revision:
 * @window: the window showing @document
 * @document: (transfer none): a roster just opened
 *
 * When the roster was built on an earlier revision of its list than the
 * library's, shows what the newest revision changes for this army
 * (mu_list_diff_for_roster ()) and offers "Update to Revision N", an edit
 * that undo takes back (mu_document_update_list ()).
 *
 * Returns: (transfer none) (nullable): the notice, or %NULL when the
 *   roster is on the newest revision or read-only
 */
GtkWidget *
mu_list_actions_offer_revision (MuWindow *window, MuDocument *document)
{
  MuArmyList *list = mu_document_get_list (document);
  MuArmyList *newest = mu_library_find_list (library_of (GTK_WIDGET (window)), list->id);
  g_autoptr(GPtrArray) changes = NULL;
  g_autoptr(GString) body = g_string_new (NULL);
  g_autofree char *heading = NULL;
  g_autofree char *update = NULL;
  g_autofree char *keep = NULL;
  GtkWidget *dialog;

  if (newest == NULL || newest->revision <= list->revision || mu_document_is_read_only (document))
    return NULL;
  changes = mu_list_diff_for_roster (list, newest, mu_document_get_roster (document));
  heading = g_strdup_printf (_("“%s” Has a Newer Revision"), newest->name);
  g_string_append_printf (body,
                          _("This army was built on revision %d of its list; the library has revision %d."),
                             (int) list->revision, (int) newest->revision);
  if (changes->len > 0)
    g_string_append_printf (body, "\n\n%s", _("What changes for this army:"));
  for (guint i = 0; i < changes->len; i++)
    g_string_append_printf (body, "\n• %s", (char *) changes->pdata[i]);
  dialog = adw_message_dialog_new (GTK_WINDOW (window), heading, body->str);
  gtk_widget_set_name (dialog, "revision-notice");
  update = g_strdup_printf (_("_Update to Revision %d"), (int) newest->revision);
  keep = g_strdup_printf (_("_Keep Revision %d"), (int) list->revision);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "keep", keep, "update", update, NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "update", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "update");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  g_object_set_data_full (G_OBJECT (dialog), "document", g_object_ref (document), g_object_unref);
  g_object_set_data_full (G_OBJECT (dialog), "newer", mu_army_list_ref (newest),
                          (GDestroyNotify) mu_army_list_unref);
  g_signal_connect (dialog, "response", G_CALLBACK (revision_response), window);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

/**
 * mu_list_actions_install:
 * @widget_class: the window's class
 *
 * Installs the window's actions on army lists: `win.new-list`,
 * `win.import-list`, and with a list's id, `win.edit-list`,
 * `win.duplicate-list`, `win.export-list` and `win.remove-list`.
 */
void
mu_list_actions_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-list", NULL, new_list_action);
  gtk_widget_class_install_action (widget_class, "win.import-list", NULL, import_list_action);
  gtk_widget_class_install_action (widget_class, "win.edit-list", "s", edit_list_action);
  gtk_widget_class_install_action (widget_class, "win.duplicate-list", "s", duplicate_list_action);
  gtk_widget_class_install_action (widget_class, "win.export-list", "s", export_list_action);
  gtk_widget_class_install_action (widget_class, "win.remove-list", "s", remove_list_action);
}
