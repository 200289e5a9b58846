/* mu-share-actions.c: the window's actions that share an army
 *
 * "Copy as Text" puts the order of battle on the clipboard in the plain
 * conventions of forum posts; "Export…" writes it to a file, as text,
 * Markdown, BBCode or CSV after the file's name; "Copy Full Code" puts the
 * full share code on the clipboard, to move the roster to another machine;
 * "Compare With…" shows what changed since another roster.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include <adwaita.h>

#include "mu-application.h"
#include "mu-atomic-file.h"
#include "mu-file-dialog.h"
#include "mu-gui-util.h"
#include "mu-document.h"
#include "mu-library.h"
#include "mu-roster-diff.h"
#include "mu-evaluation.h"
#include "mu-export.h"
#include "mu-roster.h"
#include "mu-share-actions.h"
#include "mu-share-code.h"

/**
 * mu_share_actions_text:
 * @window: a window showing an army
 *
 * Writes the order of battle a window shows as plain text, to copy.
 *
 * Returns: (transfer full) (nullable): its order of battle as plain text,
 *   or %NULL when it shows none
 */
char *
mu_share_actions_text (MuWindow *window)
{
  MuDocument *document = mu_window_get_document (window);

  if (document == NULL)
    return NULL;
  return mu_export_text (mu_document_get_evaluation (document), MU_EXPORT_TEXT);
}

static void
copy_text_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  g_autofree char *text = mu_share_actions_text (MU_WINDOW (widget));

  if (text == NULL)
    return;
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  mu_window_toast (MU_WINDOW (widget), _("The order of battle is copied as text"));
}

static void
copy_code_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuDocument *document = mu_window_get_document (MU_WINDOW (widget));
  g_autofree char *code = NULL;

  if (document == NULL)
    return;
  code = mu_share_code_encode_full (mu_document_get_roster (document), mu_document_get_list (document));
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), code);
  mu_window_toast (MU_WINDOW (widget), _("The full share code is copied"));
}

static void
export_chosen (GFile *file, gpointer window)
{
  MuDocument *document = mu_window_get_document (window);
  g_autofree char *base = g_file_get_basename (file);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  MuExportFormat format = MU_EXPORT_TEXT;

  if (document == NULL)
    return;
  mu_export_format_from_name (base, &format);
  text = mu_export_text (mu_document_get_evaluation (document), format);
  if (mu_file_replace (path, text, strlen (text), &error))
    {
      g_autofree char *message = g_strdup_printf (_("Exported “%s”"), base);
      mu_window_toast (window, message);
    }
  else
    mu_window_toast (window, error->message);
}

static void
export_text_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuDocument *document = mu_window_get_document (MU_WINDOW (widget));
  g_autofree char *title = NULL;
  g_autofree char *file_name = NULL;
  GtkFileChooserNative *dialog;

  if (document == NULL)
    return;
  title = mu_document_get_title (document);
  g_strdelimit (title, "/\\:", '-');
  file_name = g_strconcat (title, ".txt", NULL);
  dialog = mu_file_dialog_new (GTK_WINDOW (widget), _("Export the Order of Battle as Text"),
                                                       GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), NULL);
  mu_file_dialog_add_filter (dialog, _("Plain text (.txt)"), "txt");
  mu_file_dialog_add_filter (dialog, _("Markdown (.md)"), "md");
  mu_file_dialog_add_filter (dialog, _("Forum BBCode (.bbcode)"), "bbcode");
  mu_file_dialog_add_filter (dialog, _("Spreadsheet (.csv)"), "csv");
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), file_name);
  mu_file_dialog_run (dialog, export_chosen, widget, NULL);
}

/**
 * mu_share_actions_compare:
 * @window: a window showing an army
 * @path: the other roster's file
 * @error: where to put a failure to read it
 *
 * Shows, in a dialog beside the army, what changed from the roster in
 * @path to the army shown (names and notes aside).
 *
 * Returns: (transfer none) (nullable): the dialog, or %NULL with @error set
 */
GtkWidget *
mu_share_actions_compare (MuWindow *window, const char *path, GError **error)
{
  MuDocument *document = mu_window_get_document (window);
  MuApplication *app = MU_APPLICATION (gtk_window_get_application (GTK_WINDOW (window)));
  MuArmyList *list = NULL;
  g_autoptr(MuRoster) other = NULL;
  g_autoptr(MuEvaluation) before = NULL;
  g_autoptr(GPtrArray) changes = NULL;
  g_autofree char *text = NULL;
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *heading = NULL;
  GtkWidget *dialog, *label, *scrolled;

  g_return_val_if_fail (document != NULL, NULL);
  other = mu_library_open_roster (mu_application_get_library (app), path, &list, error);
  if (other == NULL)
    return NULL;
  before = mu_evaluate (other, list);
  changes = mu_roster_diff (before, mu_document_get_evaluation (document));
  text = mu_roster_diff_text (changes);
  /* TRANSLATORS: %s is the file the army is compared with */
  heading = g_strdup_printf (_("Changes Since “%s”"), base);
  dialog = adw_message_dialog_new (GTK_WINDOW (window), heading, NULL);
  label = gtk_label_new (text);
  gtk_widget_set_name (label, "compare-text");
  gtk_widget_add_css_class (label, "monospace");
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* wrapped at one width, the one its height is measured for: else the
   * scrolled window is as tall as the text at its widest and cuts it */
  gtk_label_set_width_chars (GTK_LABEL (label), 72);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 72);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), label);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 400);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), scrolled);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  mu_gui_name_mnemonic_buttons (dialog);
  gtk_window_set_default_size (GTK_WINDOW (dialog), 640, -1);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

static void
compare_chosen (GFile *file, gpointer window)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;

  if (mu_share_actions_compare (window, path, &error) == NULL)
    mu_window_report_error (window, error);
}

static void
compare_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  GtkFileChooserNative *dialog;

  if (mu_window_get_document (MU_WINDOW (widget)) == NULL)
    return;
  dialog = mu_file_dialog_new (GTK_WINDOW (widget), _("Compare With a Roster"), GTK_FILE_CHOOSER_ACTION_OPEN,
                                                       _("C_ompare"), NULL);
  mu_file_dialog_add_filter (dialog, _("Rosters"), "muster");
  mu_file_dialog_run (dialog, compare_chosen, widget, NULL);
}

/**
 * mu_share_actions_install:
 * @widget_class: the window's class
 *
 * Installs win.copy-text, win.copy-full-code and win.export-text.
 */
void
mu_share_actions_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.copy-text", NULL, copy_text_action);
  gtk_widget_class_install_action (widget_class, "win.copy-full-code", NULL, copy_code_action);
  gtk_widget_class_install_action (widget_class, "win.export-text", NULL, export_text_action);
  gtk_widget_class_install_action (widget_class, "win.compare", NULL, compare_action);
}

/**
 * mu_share_actions_update:
 * @window: the window
 *
 * Enables the actions when the window shows an army.
 */
void
mu_share_actions_update (MuWindow *window)
{
  gboolean shown = mu_window_get_document (window) != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (window), "win.copy-text", shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (window), "win.copy-full-code", shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (window), "win.export-text", shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (window), "win.compare", shown);
}
