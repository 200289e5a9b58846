/* mu-file-dialog.c: a file dialog asked once, its answer acted on
 *
 * Every file dialog of Muster has one shape: made with a title and an
 * accept button, opened in the folder of the file chosen last in any of
 * them (else a fallback), given its filters and name, shown; on Accept the
 * file chosen is acted on, and the dialog is let go whatever the answer.
 * mu_file_dialog_new() and mu_file_dialog_run() are that shape; a caller
 * only says what to do with the file.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "mu-application.h"
#include "mu-file-dialog.h"

typedef struct
{
  MuFileChosen chosen;
  gpointer data;
  GDestroyNotify destroy;
} Answer;

static void
answer_free (gpointer data, GClosure *closure)
{
  Answer *answer = data;

  if (answer->destroy != NULL)
    answer->destroy (answer->data);
  g_free (answer);
}

/* The folder of what was chosen, for the next dialog of any window. */
static void
remember_folder (GtkNativeDialog *dialog, GFile *file)
{
  GtkWindow *parent = gtk_native_dialog_get_transient_for (dialog);
  GtkApplication *application = parent != NULL ? gtk_window_get_application (parent) : NULL;
  g_autoptr(GFile) folder = NULL;
  g_autofree char *path = NULL;

  if (!MU_IS_APPLICATION (application))
    return;
  folder = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (dialog)) == GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
               ? g_object_ref (file)
               : g_file_get_parent (file);
  path = folder != NULL ? g_file_get_path (folder) : NULL;
  mu_application_set_last_folder (MU_APPLICATION (application), path);
}

static void
answered (GtkNativeDialog *dialog, int response, Answer *answer)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  if (file != NULL)
    {
      remember_folder (dialog, file);
      answer->chosen (file, answer->data);
    }
  /* the dialog's own reference, given by mu_file_dialog_new (); the answer
   * goes with the dialog */
  g_object_unref (dialog);
}

/**
 * mu_file_dialog_new:
 * @parent: the window it is for
 * @title: the dialog's title
 * @action: open a file, save one or choose a folder
 * @accept: the accept button's label, with its mnemonic ("_Open")
 * @fallback: (nullable): the folder to open in when no file was chosen yet
 *   in any file dialog
 *
 * Makes a file dialog, not yet shown, set to open in the folder of the file
 * chosen last in any file dialog of the application, else in @fallback. The
 * caller adds its filters and suggested name, then hands it to
 * mu_file_dialog_run (), which shows it and lets it go.
 *
 * Returns: (transfer full): the dialog
 */
GtkFileChooserNative *
mu_file_dialog_new (GtkWindow *parent, const char *title, GtkFileChooserAction action, const char *accept,
                    const char *fallback)
{
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (title, parent, action, accept, _("_Cancel"));
  GtkApplication *application = gtk_window_get_application (parent);
  g_autofree char *last = NULL;
  g_autoptr(GFile) folder = NULL;

  if (MU_IS_APPLICATION (application))
    last = mu_application_get_last_folder (MU_APPLICATION (application));
  if (last != NULL || fallback != NULL)
    folder = g_file_new_for_path (last != NULL ? last : fallback);
  if (folder != NULL)
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (dialog), folder, NULL);
  return dialog;
}

/**
 * mu_file_dialog_add_filter:
 * @dialog: a dialog of mu_file_dialog_new ()
 * @name: what the filter shows, as the dialog names it ("Muster rosters")
 * @suffix: the files' suffix, without its dot ("muster")
 *
 * Offers the files of one suffix in @dialog.
 */
void
mu_file_dialog_add_filter (GtkFileChooserNative *dialog, const char *name, const char *suffix)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_suffix (filter, suffix);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
}

/**
 * mu_file_dialog_run:
 * @dialog: (transfer full): a dialog of mu_file_dialog_new ()
 * @chosen: what to do with the file chosen
 * @data: (nullable): passed to @chosen
 * @destroy: (nullable): frees @data once the dialog is gone
 *
 * Shows @dialog. When a file is chosen, its folder is remembered for the
 * next file dialog and @chosen is called with it; cancelled, nothing is
 * done. The dialog is let go either way, and @data with it.
 */
void
mu_file_dialog_run (GtkFileChooserNative *dialog, MuFileChosen chosen, gpointer data, GDestroyNotify destroy)
{
  Answer *answer = g_new (Answer, 1);

  answer->chosen = chosen;
  answer->data = data;
  answer->destroy = destroy;
  g_signal_connect_data (dialog, "response", G_CALLBACK (answered), answer, answer_free, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}
