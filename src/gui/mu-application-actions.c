/* mu-application-actions.c: app.quit, app.about, app.new-window, app.preferences
 * and their keys
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <string.h>

#include "mu-application.h"
#include "mu-list-editor.h"
#include "mu-paste-list-dialog.h"
#include "mu-preferences-window.h"
#include "mu-window.h"

static void
quit_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkApplication *app = user_data;
  GList *windows = g_list_copy (gtk_application_get_windows (app));

  /* each window asks about its own unsaved changes */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
  g_list_free (windows);
}

static void
new_window_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  gtk_window_present (GTK_WINDOW (mu_window_new (user_data)));
}

static void
preferences_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (user_data);

  gtk_window_present (GTK_WINDOW (mu_preferences_window_new (user_data, parent)));
}

/* The list read from pasted text opens in the list editor. */
static void
paste_imported (MuPasteListDialog *dialog, MuListDraft *draft, gpointer user_data)
{
  MuListEditor *editor = mu_list_editor_new (MU_APPLICATION (user_data), draft, NULL);
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (dialog));

  mu_list_editor_set_unsaved (editor);

  /* unsaved, with what could not be read among its problems: the player
   * mends it there and saves it into their own lists */
  if (parent != NULL)
    gtk_window_set_transient_for (GTK_WINDOW (editor), parent);
  gtk_window_present (GTK_WINDOW (editor));
}

static void
paste_list_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (user_data);
  MuPasteListDialog *dialog = mu_paste_list_dialog_new (parent, mu_application_get_library (user_data));

  g_signal_connect_object (dialog, "imported", G_CALLBACK (paste_imported), user_data, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* libadwaita 1.2's about window shows the version in a button a screen
 * reader hears only as "GtkButton": its label is a child, not its own. */
static void
name_version_button (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *label = gtk_widget_get_first_child (child);

      if (GTK_IS_BUTTON (child) && GTK_IS_LABEL (label)
          && g_strcmp0 (gtk_label_get_label (GTK_LABEL (label)), PACKAGE_VERSION) == 0)
        {
          /* TRANSLATORS: the about window's version button for a screen reader, "Version 1.0" */
          g_autofree char *name = g_strdup_printf (_("Version %s"), PACKAGE_VERSION);

          gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
        }
      name_version_button (child);
    }
}

static void
about_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (user_data);
  const char *developers[] = { "The Muster developers", NULL };
  GtkWidget *about = g_object_new (ADW_TYPE_ABOUT_WINDOW, "transient-for", parent, "application-name",
                                   _("Muster"), "application-icon", APPLICATION_ID, "version",
                                      PACKAGE_VERSION, "comments",
                                      _("Build, check and print armies for ancient and medieval wargames"),
                                         "developers", developers, "license-type", GTK_LICENSE_GPL_3_0, NULL);

  name_version_button (about);
  gtk_window_present (GTK_WINDOW (about));
}

void
_mu_application_actions_init (MuApplication *self)
{
  static const GActionEntry entries[] = {
    { "quit", quit_activated },
    { "new-window", new_window_activated },
    { "preferences", preferences_activated },
    { "about", about_activated },
    { "paste-list", paste_list_activated },
  };
  static const struct
  {
    const char *action;
    const char *accels[4];
  } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "app.new-window", { "<Control><Shift>n", NULL } },
    { "app.preferences", { "<Control>comma", NULL } },
    { "win.new-army", { "<Control>n", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "win.check-list", { "<Control><Shift>o", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
    { "win.close", { "<Control>w", NULL } },
    { "win.search", { "<Control>f", NULL } },
    { "win.duplicate", { "<Control>d", NULL } },
    { "win.move-up", { "<Alt>Up", NULL } },
    { "win.move-down", { "<Alt>Down", NULL } },
    { "win.move-previous-command", { "<Control><Alt>Up", NULL } },
    { "win.move-next-command", { "<Control><Alt>Down", NULL } },
    { "win.add-command", { "<Control>t", NULL } },
    { "win.add-hero", { "<Control>h", NULL } },
    { "win.show-issues", { "<Control>i", NULL } },
    { "win.show-details", { "F9", NULL } },
    { "win.print", { "<Control>p", NULL } },
    { "win.export-pdf", { "<Control>e", NULL } },
    { "win.play", { "F5", NULL } },
    { "win.next-pane", { "F6", "<Control>Tab", NULL } },
    { "win.previous-pane", { "<Shift>F6", "<Control><Shift>Tab", "<Control><Shift>ISO_Left_Tab", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
    { "win.help", { "F1", NULL } },
  };

  g_action_map_add_action_entries (G_ACTION_MAP (self), entries, G_N_ELEMENTS (entries), self);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self), accels[i].action, accels[i].accels);
}
