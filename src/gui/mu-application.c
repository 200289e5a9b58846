/* mu-application.c
 *
 * The application owns the library of rulesets and army lists (read once, at
 * start-up) and the settings; each window owns the roster it shows.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "mu-application.h"
#include "mu-library.h"
#include "mu-resources.h"
#include "mu-window.h"

#define MU_RECENT_MAX 10

struct _MuApplication
{
  AdwApplication parent_instance;
  MuLibrary *library;
  GSettings *settings;
};

G_DEFINE_FINAL_TYPE (MuApplication, mu_application, ADW_TYPE_APPLICATION)

static GSettings *
load_settings (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APPLICATION_ID, TRUE);
  if (schema == NULL)
    {
      g_warning ("The settings schema %s is not installed; settings will not be kept", APPLICATION_ID);
      return NULL;
    }
  return g_settings_new_full (schema, NULL, NULL);
}

static void
mu_application_startup (GApplication *application)
{
  MuApplication *self = MU_APPLICATION (application);
  g_autoptr(GError) error = NULL;

  G_APPLICATION_CLASS (mu_application_parent_class)->startup (application);
  self->library = mu_library_new_default (&error);
  if (self->library == NULL)
    {
      g_warning ("%s", error->message);
      self->library = mu_library_new ();
    }
  self->settings = load_settings ();
  gtk_window_set_default_icon_name (APPLICATION_ID);
  _mu_application_actions_init (self);
}

static MuWindow *
active_or_new_window (MuApplication *self)
{
  /* the application's windows, most recently active first; Preferences,
   * dialogs and the shortcuts window are among them but are not Muster windows */
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (MU_IS_WINDOW (l->data))
      return MU_WINDOW (l->data);
  return mu_window_new (self);
}

static void
mu_application_activate (GApplication *application)
{
  gtk_window_present (GTK_WINDOW (active_or_new_window (MU_APPLICATION (application))));
}

static void
mu_application_open (GApplication *application, GFile **files, int n_files, const char *hint)
{
  MuApplication *self = MU_APPLICATION (application);

  for (int i = 0; i < n_files; i++)
    {
      MuWindow *window = active_or_new_window (self);

      /* a window that already shows a roster keeps it; the next one gets a window of its own */
      if (mu_window_get_document (window) != NULL)
        window = mu_window_new (self);
      mu_window_open_file (window, files[i], FALSE);
      gtk_window_present (GTK_WINDOW (window));
    }
}

static void
mu_application_dispose (GObject *object)
{
  MuApplication *self = MU_APPLICATION (object);

  g_clear_pointer (&self->library, mu_library_unref);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (mu_application_parent_class)->dispose (object);
}

static void
mu_application_class_init (MuApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = mu_application_dispose;
  app_class->startup = mu_application_startup;
  app_class->activate = mu_application_activate;
  app_class->open = mu_application_open;
  mu_register_resource ();
}

static void
mu_application_init (MuApplication *self)
{
}

MuApplication *
mu_application_new (GApplicationFlags flags)
{
  return g_object_new (MU_TYPE_APPLICATION, "application-id", APPLICATION_ID, "resource-base-path",
                       "/io/github/muster/Muster", "flags", flags | G_APPLICATION_HANDLES_OPEN, NULL);
}

MuLibrary *
mu_application_get_library (MuApplication *self)
{
  return self->library;
}

GSettings *
mu_application_get_settings (MuApplication *self)
{
  return self->settings;
}

char **
mu_application_get_recent (MuApplication *self)
{
  if (self->settings == NULL)
    return g_new0 (char *, 1);
  return g_settings_get_strv (self->settings, "recent-rosters");
}

/**
 * mu_application_get_last_folder:
 * @self: the application
 *
 * The folder of the file chosen last in a file dialog, if it is still
 * there.
 *
 * Returns: (transfer full) (nullable): its path, or %NULL
 */
char *
mu_application_get_last_folder (MuApplication *self)
{
  g_autofree char *folder = NULL;

  if (self->settings == NULL)
    return NULL;
  folder = g_settings_get_string (self->settings, "last-folder");
  if (*folder == '\0' || !g_file_test (folder, G_FILE_TEST_IS_DIR))
    return NULL;
  return g_steal_pointer (&folder);
}

/**
 * mu_application_set_last_folder:
 * @self: the application
 * @folder: the folder of the file chosen in a file dialog
 *
 * Remembers @folder for the next file dialog to open in.
 */
void
mu_application_set_last_folder (MuApplication *self, const char *folder)
{
  if (self->settings != NULL && folder != NULL)
    g_settings_set_string (self->settings, "last-folder", folder);
}

void
mu_application_add_recent (MuApplication *self, const char *path)
{
  g_auto(GStrv) old = mu_application_get_recent (self);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) recent = NULL;
  guint n = 1;

  if (self->settings == NULL)
    return;
  g_strv_builder_add (builder, path);
  for (guint i = 0; old[i] != NULL && n < MU_RECENT_MAX; i++)
    if (!g_str_equal (old[i], path))
      {
        g_strv_builder_add (builder, old[i]);
        n++;
      }
  recent = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "recent-rosters", (const char * const *) recent);
}
