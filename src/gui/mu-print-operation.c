/* mu-print-operation.c: printing the order-of-battle sheet
 *
 * The pages come from the same MuSheet that writes the PDF. The orientation
 * and printer chosen are kept in the user's configuration folder and offered
 * again next time; the paper offered is the one of Preferences.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>

#include "mu-evaluation.h"
#include "mu-print-operation.h"
#include "mu-roster.h"
#include "mu-sheet.h"

/* The sheet's own margin, in points; the printer's margins win when wider. */
#define MU_PRINT_MARGIN 28.0

struct _MuPrintOperation
{
  GtkPrintOperation parent_instance;
  MuEvaluation *evaluation;
  MuSheet *sheet;
  GtkPageSetup *used_setup; /* the page setup of the last pages laid out */
  GtkWindow *parent;        /* weak */
  gboolean error_shown;
};

G_DEFINE_FINAL_TYPE (MuPrintOperation, mu_print_operation, GTK_TYPE_PRINT_OPERATION)

static char *
settings_path (void)
{
  return g_build_filename (g_get_user_config_dir (), "muster", "print.ini", NULL);
}

static GKeyFile *
load_key_file (void)
{
  g_autofree char *path = settings_path ();
  g_autoptr(GKeyFile) key_file = g_key_file_new ();

  if (!g_key_file_load_from_file (key_file, path, G_KEY_FILE_NONE, NULL))
    return NULL;
  return g_steal_pointer (&key_file);
}

static void
restore_settings (GtkPrintOperation *operation)
{
  g_autoptr(GKeyFile) key_file = load_key_file ();
  g_autoptr(GtkPrintSettings) settings = NULL;
  g_autoptr(GtkPageSetup) setup = NULL;

  if (key_file == NULL)
    return;
  settings = gtk_print_settings_new_from_key_file (key_file, NULL, NULL);
  setup = gtk_page_setup_new_from_key_file (key_file, NULL, NULL);
  if (settings != NULL)
    gtk_print_operation_set_print_settings (operation, settings);
  if (setup != NULL)
    gtk_print_operation_set_default_page_setup (operation, setup);
}

static void
save_settings (GtkPrintSettings *settings, GtkPageSetup *setup)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autofree char *path = settings_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;

  if (settings != NULL)
    gtk_print_settings_to_key_file (settings, key_file, NULL);
  if (setup != NULL)
    gtk_page_setup_to_key_file (setup, key_file, NULL);
  if (g_mkdir_with_parents (dir, 0700) != 0 || !g_key_file_save_to_file (key_file, path, &error))
    g_warning ("Could not keep the print settings in %s: %s", path,
               error != NULL ? error->message : g_strerror (errno));
}

static void show_error (MuPrintOperation *self, const GError *error);

static void
mu_print_operation_begin_print (GtkPrintOperation *operation, GtkPrintContext *context)
{
  MuPrintOperation *self = MU_PRINT_OPERATION (operation);
  GtkPageSetup *setup = gtk_print_context_get_page_setup (context);
  double width = gtk_page_setup_get_paper_width (setup, GTK_UNIT_POINTS);
  double height = gtk_page_setup_get_paper_height (setup, GTK_UNIT_POINTS);
  double margin = MU_PRINT_MARGIN;
  g_autoptr(GError) error = NULL;

  if (gtk_page_setup_get_orientation (setup) == GTK_PAGE_ORIENTATION_LANDSCAPE
      || gtk_page_setup_get_orientation (setup) == GTK_PAGE_ORIENTATION_REVERSE_LANDSCAPE)
    {
      double swap = width;
      width = height;
      height = swap;
    }
  margin = MAX (margin, gtk_page_setup_get_top_margin (setup, GTK_UNIT_POINTS));
  margin = MAX (margin, gtk_page_setup_get_bottom_margin (setup, GTK_UNIT_POINTS));
  margin = MAX (margin, gtk_page_setup_get_left_margin (setup, GTK_UNIT_POINTS));
  margin = MAX (margin, gtk_page_setup_get_right_margin (setup, GTK_UNIT_POINTS));
  g_set_object (&self->used_setup, setup);
  g_clear_object (&self->sheet);
  self->sheet = mu_sheet_new (self->evaluation, width, height, margin);
  if (self->sheet == NULL)
    {
      /* a paper too small for the sheet's margins */
      gtk_print_operation_cancel (operation);
      return;
    }
  if (!mu_sheet_check_pages (self->sheet, &error))
    {
      show_error (self, error);
      gtk_print_operation_cancel (operation);
      return;
    }
  gtk_print_operation_set_n_pages (operation, (int) mu_sheet_get_n_pages (self->sheet));
}

static void
mu_print_operation_draw_page (GtkPrintOperation *operation, GtkPrintContext *context, int page_nr)
{
  MuPrintOperation *self = MU_PRINT_OPERATION (operation);

  if (self->sheet != NULL)
    mu_sheet_draw_page (self->sheet, gtk_print_context_get_cairo_context (context), (guint) page_nr);
}

static void
mu_print_operation_finalize (GObject *object)
{
  MuPrintOperation *self = MU_PRINT_OPERATION (object);

  g_clear_object (&self->sheet);
  g_clear_object (&self->used_setup);
  g_clear_weak_pointer (&self->parent);
  g_clear_pointer (&self->evaluation, mu_evaluation_unref);
  G_OBJECT_CLASS (mu_print_operation_parent_class)->finalize (object);
}

static void
mu_print_operation_class_init (MuPrintOperationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkPrintOperationClass *operation_class = GTK_PRINT_OPERATION_CLASS (klass);

  object_class->finalize = mu_print_operation_finalize;
  operation_class->begin_print = mu_print_operation_begin_print;
  operation_class->draw_page = mu_print_operation_draw_page;
}

static void
mu_print_operation_init (MuPrintOperation *self)
{
  GtkPrintOperation *operation = GTK_PRINT_OPERATION (self);

  /* The sheet keeps its own margins and draws from the paper's corner. */
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  restore_settings (operation);
}

/**
 * mu_print_operation_new:
 * @evaluation: (transfer none): the evaluation whose sheet to print
 *
 * Makes a print operation of an evaluation's order-of-battle sheet, its
 * job named after the army; it holds a reference to @evaluation.
 *
 * Returns: (transfer full): the operation
 */
MuPrintOperation *
mu_print_operation_new (MuEvaluation *evaluation)
{
  MuPrintOperation *self;
  const char *name;

  g_return_val_if_fail (evaluation != NULL, NULL);

  self = g_object_new (MU_TYPE_PRINT_OPERATION, NULL);
  self->evaluation = mu_evaluation_ref (evaluation);
  name = mu_roster_get_army_name (evaluation->roster);
  if (name != NULL && *name != '\0')
    {
      /* TRANSLATORS: the print job's name; %s is the army's name */
      g_autofree char *job = g_strdup_printf (_("Order of battle — %s"), name);
      gtk_print_operation_set_job_name (GTK_PRINT_OPERATION (self), job);
    }
  else
    gtk_print_operation_set_job_name (GTK_PRINT_OPERATION (self), _("Order of battle"));
  return self;
}

static void
show_error (MuPrintOperation *self, const GError *error)
{
  GtkWidget *dialog;

  if (self->error_shown)
    return;
  self->error_shown = TRUE;
  dialog = gtk_message_dialog_new (self->parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE,
                                   _("Could not print the order of battle"));
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", error->message);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_done (GtkPrintOperation *operation, GtkPrintOperationResult result, gpointer user_data)
{
  MuPrintOperation *self = MU_PRINT_OPERATION (operation);
  g_autoptr(GError) error = NULL;

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      gtk_print_operation_get_error (operation, &error);
      if (error != NULL)
        show_error (self, error);
    }
  else if (result == GTK_PRINT_OPERATION_RESULT_APPLY)
    save_settings (gtk_print_operation_get_print_settings (operation), self->used_setup);
}

/**
 * mu_print_operation_set_paper:
 * @self: a print operation
 * @paper: (nullable): "a4" or "letter"; anything else is A4
 *
 * Sets the paper the print dialog offers first, keeping the rest of the
 * page setup restored from last time.
 */
void
mu_print_operation_set_paper (MuPrintOperation *self, const char *paper)
{
  GtkPrintOperation *operation = GTK_PRINT_OPERATION (self);
  GtkPageSetup *restored = gtk_print_operation_get_default_page_setup (operation);
  GtkPrintSettings *settings = gtk_print_operation_get_print_settings (operation);
  g_autoptr(GtkPageSetup) setup = restored != NULL ? gtk_page_setup_copy (restored) : gtk_page_setup_new ();
  g_autoptr(GtkPaperSize) size = gtk_paper_size_new (g_strcmp0 (paper, "letter") == 0 ? GTK_PAPER_NAME_LETTER
                                                                                       : GTK_PAPER_NAME_A4);

  gtk_page_setup_set_paper_size_and_default_margins (setup, size);
  gtk_print_operation_set_default_page_setup (operation, setup);
  if (settings != NULL)
    gtk_print_settings_set_paper_size (settings, size);
}

/**
 * mu_print_operation_run:
 * @parent: (nullable): the window the dialog is for
 * @evaluation: the evaluation whose sheet to print
 * @paper: (nullable): the paper offered first, "a4" or "letter"
 *
 * Shows the print dialog for an evaluation's sheet, with the page setup
 * and print settings chosen last time, and prints it; remembers the new
 * ones. An error is shown in a dialog over @parent.
 */
void
mu_print_operation_run (GtkWindow *parent, MuEvaluation *evaluation, const char *paper)
{
  g_autoptr(MuPrintOperation) self = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (evaluation != NULL);

  self = mu_print_operation_new (evaluation);
  mu_print_operation_set_paper (self, paper);
  g_set_weak_pointer (&self->parent, parent);
  gtk_print_operation_set_allow_async (GTK_PRINT_OPERATION (self), TRUE);
  g_signal_connect (self, "done", G_CALLBACK (on_done), NULL);
  if (gtk_print_operation_run (GTK_PRINT_OPERATION (self), GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent,
                               &error)
          == GTK_PRINT_OPERATION_RESULT_ERROR
      && error != NULL)
    show_error (self, error);
}
