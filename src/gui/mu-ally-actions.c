/* mu-ally-actions.c: the window's actions on allied contingents: add one
 * from the allies the main list names, add a command to one, remove one
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <inttypes.h>

#include "mu-ally-actions.h"
#include "mu-ally-row.h"
#include "mu-application.h"
#include "mu-gui-util.h"
#include "mu-army-list.h"
#include "mu-document.h"
#include "mu-error.h"
#include "mu-evaluation.h"
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-window-private.h"

static MuLibrary *
library_of (MuWindow *window)
{
  return mu_application_get_library (MU_APPLICATION (gtk_window_get_application (GTK_WINDOW (window))));
}

static void
toast_error (MuWindow *window, GError *error)
{
  mu_window_toast (window, error->message);
}

/**
 * mu_ally_actions_add:
 * @window: a window showing an editable roster
 * @list_id: the id of a list of the library that the main list's allies
 *   row names
 * @error: return location for a #GError
 *
 * Adds an allied contingent built from the library's list @list_id, as one
 * edit that undo takes back, and selects its new command's general.
 *
 * Returns: %TRUE when the contingent was added; else %FALSE with
 *   %MU_ERROR_REFERENCE when the library has no such list, or the
 *   document's error
 */
gboolean
mu_ally_actions_add (MuWindow *window, const char *list_id, GError **error)
{
  MuDocument *document = mu_window_get_document (window);
  MuArmyList *list = mu_library_find_list (library_of (window), list_id);
  g_autofree char *label = NULL;
  int command;

  if (list == NULL)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE, _("The library has no army list “%s”"), list_id);
      return FALSE;
    }
  if (mu_document_add_ally (document, list, error) == 0)
    return FALSE;
  /* TRANSLATORS: an edit, named for undo and redo: "Add Principate Roman Allies" */
  label = g_strdup_printf (_("Add %s Allies"), list->name);
  mu_document_label_edit (document, label);
  command = (int) mu_roster_get_commands (mu_document_get_roster (document))->len - 1;
  mu_document_select (document, &MU_PLACE_OF_GENERAL (command, 0));
  return TRUE;
}

/* An army with allies is usually bigger: where the book suggests a limit
 * for it above the army's, a toast offers to raise the limit to it. */
static void
offer_allied_points (MuWindow *window)
{
  MuDocument *document = mu_window_get_document (window);
  MuRuleset *ruleset = mu_document_get_list (document)->ruleset;
  gint64 limit = mu_roster_get_points_limit (mu_document_get_roster (document));
  g_autofree char *title = NULL;
  g_autofree char *button = NULL;
  AdwToast *toast;

  if (ruleset->allied_points <= 0 || limit >= ruleset->allied_points)
    return;
  /* TRANSLATORS: %s is the ruleset's name; %" PRId64 " the points it suggests */
  title = g_strdup_printf (_("With allies, %s suggests about %" PRId64 " points"), ruleset->name,
                              ruleset->allied_points);
  /* TRANSLATORS: the toast's button: raise the points limit */
  button = g_strdup_printf (_("Raise to %" PRId64), ruleset->allied_points);
  toast = adw_toast_new (title);
  adw_toast_set_button_label (toast, button);
  adw_toast_set_action_name (toast, "win.raise-points-limit");
  adw_toast_set_timeout (toast, 10);
  adw_toast_overlay_add_toast (window->toast_overlay, toast);
}

static void
ally_chosen (AdwMessageDialog *dialog, const char *response, MuWindow *window)
{
  GError *error = NULL;

  if (g_str_equal (response, "cancel"))
    return;
  if (!mu_ally_actions_add (window, response, &error))
    {
      toast_error (window, error);
      g_error_free (error);
      return;
    }
  offer_allied_points (window);
}

/* The toast's button: the limit the book suggests for allied games. */
static void
raise_points_limit_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuWindow *window = MU_WINDOW (widget);
  MuDocument *document = mu_window_get_document (window);
  GError *error = NULL;

  if (document == NULL)
    return;
  if (!mu_document_set_points_limit (document, mu_document_get_list (document)->ruleset->allied_points,
                                     &error))
    {
      toast_error (window, error);
      g_error_free (error);
    }
}

/* The allies of the main list's allies row that the library lacks, joined
 * for people, or NULL when it has them all. */
static char *
missing_allies (MuLibrary *library, GPtrArray *rows)
{
  g_autoptr(GString) text = NULL;

  for (guint i = 0; i < rows->len; i++)
    {
      MuAllyRow *row = rows->pdata[i];

      if (mu_library_find_list (library, row->list_id) != NULL)
        continue;
      if (text == NULL)
        text = g_string_new (row->name);
      else
        g_string_append_printf (text, ", %s", row->name);
    }
  return text != NULL ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

static char *
dialog_body (MuArmyList *main_list, guint present, const char *missing)
{
  g_autofree char *offered = NULL;
  g_autofree char *lacking = NULL;

  if (present == 0)
    /* TRANSLATORS: %s is an army list's name */
    offered
        = g_strdup_printf (_("None of the allies the %s list names is in the library."), main_list->name);
  else
    offered
        = g_strdup_printf (_("An allied contingent is a small army of its own list, chosen from the allies "
                                 "the %s list names (To the Strongest! v1.1, “Allied contingents”)."),
                              main_list->name);
  if (missing == NULL)
    return g_steal_pointer (&offered);
  /* TRANSLATORS: %s lists the allies named by the army list that the library lacks */
  lacking = g_strdup_printf (_("Not in the library: %s. Add their lists to build them."), missing);
  return g_strconcat (offered, "\n\n", lacking, NULL);
}

static void
add_ally_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuWindow *window = MU_WINDOW (widget);
  MuDocument *document = mu_window_get_document (window);
  MuArmyList *main_list = mu_document_get_list (document);
  MuLibrary *library = library_of (window);
  GPtrArray *rows = mu_army_list_get_allies (main_list);
  g_autofree char *missing = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;
  guint present = 0;

  if (rows == NULL || rows->len == 0)
    {
      mu_window_toast (window, _("This army list names no allies"));
      return;
    }
  missing = missing_allies (library, rows);
  dialog = adw_message_dialog_new (GTK_WINDOW (window), _("Add Allied Contingent"), NULL);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"));
  for (guint i = 0; i < rows->len; i++)
    {
      MuAllyRow *row = rows->pdata[i];

      if (mu_library_find_list (library, row->list_id) == NULL)
        continue;
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), row->list_id, row->name);
      if (present++ == 0)
        adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), row->list_id,
                                                    ADW_RESPONSE_SUGGESTED);
    }
  body = dialog_body (main_list, present, missing);
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog), body);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  mu_gui_name_mnemonic_buttons (dialog);
  g_signal_connect (dialog, "response", G_CALLBACK (ally_chosen), window);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
remove_ally_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuWindow *window = MU_WINDOW (widget);
  MuDocument *document = mu_window_get_document (window);
  guint contingent = g_variant_get_uint32 (parameter);
  g_autofree char *ally = mu_evaluation_contingent_name (mu_document_get_evaluation (document), contingent);
  g_autofree char *label = NULL;
  GError *error = NULL;

  if (ally == NULL)
    return;
  if (!mu_document_remove_ally (document, contingent, &error))
    {
      toast_error (window, error);
      g_error_free (error);
      return;
    }
  /* TRANSLATORS: an edit, named for undo and redo: "Remove Principate Roman Allies" */
  label = g_strdup_printf (_("Remove %s Allies"), ally);
  mu_document_label_edit (document, label);
  mu_document_select (document, &MU_PLACE_OF_NOTHING);
}

static void
add_contingent_command_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuWindow *window = MU_WINDOW (widget);
  MuDocument *document = mu_window_get_document (window);
  GError *error = NULL;
  int index = mu_document_add_contingent_command (document, g_variant_get_uint32 (parameter), &error);

  if (index < 0 || error != NULL)
    {
      if (error != NULL)
        toast_error (window, error);
      g_clear_error (&error);
      return;
    }
  mu_document_label_edit (document, _("Add Command"));
  mu_document_select (document, &MU_PLACE_OF_GENERAL (index, 0));
}

/**
 * mu_ally_actions_install:
 * @widget_class: the window's class
 *
 * Installs win.add-ally, and with a contingent's number (a guint32),
 * win.remove-ally and win.add-contingent-command.
 */
void
mu_ally_actions_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.add-ally", NULL, add_ally_action);
  gtk_widget_class_install_action (widget_class, "win.raise-points-limit", NULL, raise_points_limit_action);
  gtk_widget_class_install_action (widget_class, "win.remove-ally", "u", remove_ally_action);
  gtk_widget_class_install_action (widget_class, "win.add-contingent-command", "u",
                                   add_contingent_command_action);
}

/**
 * mu_ally_actions_update:
 * @window: the window
 * @editable: whether the window shows a roster that may be edited
 *
 * Enables the actions on an editable roster whose list names allies.
 */
void
mu_ally_actions_update (MuWindow *window, gboolean editable)
{
  MuDocument *document = mu_window_get_document (window);
  GPtrArray *rows = editable ? mu_army_list_get_allies (mu_document_get_list (document)) : NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (window), "win.add-ally", rows != NULL && rows->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (window), "win.remove-ally", editable);
  gtk_widget_action_set_enabled (GTK_WIDGET (window), "win.add-contingent-command", editable);
}
