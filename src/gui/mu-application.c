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
#include "mu-evaluation.h"
#include "mu-game-window.h"
#include "mu-gui-util.h"
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-resources.h"
#include "mu-window.h"

#define MU_RECENT_MAX 10

struct _MuApplication
{
  AdwApplication parent_instance;
  MuLibrary *library;
  GSettings *settings;
  char *help_uri;
  gboolean play; /* --play: the rosters given are played, not built */
};

G_DEFINE_FINAL_TYPE (MuApplication, mu_application, ADW_TYPE_APPLICATION)

enum
{
  PROP_0,
  PROP_HELP_URI,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

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

/* muster ROSTER --play: the game tracker on the roster; a roster that
 * cannot be read goes to a builder window, which says why. */
static gboolean
play_file (MuApplication *self, GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  MuArmyList *list = NULL;

  if (path == NULL)
    return FALSE;
  roster = mu_library_open_roster (self->library, path, &list, NULL);
  if (roster == NULL)
    return FALSE;
  evaluation = mu_evaluate (roster, list);
  gtk_window_present (GTK_WINDOW (mu_game_window_new (GTK_APPLICATION (self), evaluation, path)));
  return TRUE;
}

/* --play runs a process of its own: a Muster already running would open
 * the rosters it is sent in its builder, as it does without --play. */
static int
mu_application_handle_local_options (GApplication *application, GVariantDict *options)
{
  MU_APPLICATION (application)->play = g_variant_dict_contains (options, "play");
  if (MU_APPLICATION (application)->play)
    g_application_set_flags (application, g_application_get_flags (application) | G_APPLICATION_NON_UNIQUE);
  return -1;
}

static void
mu_application_open (GApplication *application, GFile **files, int n_files, const char *hint)
{
  MuApplication *self = MU_APPLICATION (application);

  for (int i = 0; i < n_files; i++)
    {
      MuWindow *window;

      if (self->play && play_file (self, files[i]))
        continue;
      window = active_or_new_window (self);

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
mu_application_finalize (GObject *object)
{
  MuApplication *self = MU_APPLICATION (object);

  g_free (self->help_uri);
  G_OBJECT_CLASS (mu_application_parent_class)->finalize (object);
}

static void
mu_application_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MuApplication *self = MU_APPLICATION (object);

  switch (prop_id)
    {
    case PROP_HELP_URI:
      g_value_set_string (value, self->help_uri);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_application_class_init (MuApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = mu_application_dispose;
  object_class->finalize = mu_application_finalize;
  object_class->get_property = mu_application_get_property;
  app_class->startup = mu_application_startup;
  app_class->activate = mu_application_activate;
  app_class->open = mu_application_open;
  app_class->handle_local_options = mu_application_handle_local_options;

  /**
   * MuApplication:help-uri:
   *
   * The address of the help page last asked for ("help:muster/build-army"),
   * or %NULL before the help was first opened.
   */
  properties[PROP_HELP_URI]
      = g_param_spec_string ("help-uri", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  mu_register_resource ();
}

static void
mu_application_init (MuApplication *self)
{
}

/* What muster --help says besides its options; the manual page muster(1) is
 * made from it at build time. */
static void
describe_command_line (MuApplication *self)
{
  g_autofree char *lists = g_build_filename (MU_PKGDATADIR, "lists", NULL);
  /* TRANSLATORS: %s is a folder, such as /usr/share/muster/lists */
  g_autofree char *description = g_strdup_printf (
      _("Environment:\n"
        "  MUSTER_LISTS_DIR               the folder of the library, read instead of the others\n"
        "  XDG_DATA_HOME                  your own lists are read from $XDG_DATA_HOME/muster/lists\n"
        "                                 (~/.local/share/muster/lists when it is not set)\n"
        "  XDG_STATE_HOME                 unsaved changes are kept in $XDG_STATE_HOME/muster/unsaved\n"
        "                                 (~/.local/state/muster/unsaved when it is not set)\n"
        "  MUSTER_LOCALE_DIR              the folder of the message catalogues\n"
        "  LANGUAGE, LC_ALL, LC_MESSAGES  the language of the messages\n"
        "\n"
        "Files:\n"
        "  %s\n"
        "                                 the bundled rulesets, army lists and example rosters\n"
        "  ~/.local/share/muster/lists    your own lists\n"
        "\n"
        "Exit status:\n"
        "  0                              the application ended\n"
        "  1                              an option was not understood\n"),
         lists);

  g_application_add_main_option (G_APPLICATION (self), "play", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE,
                                 _("Play each ROSTER given in the game tracker, resuming its saved game"),
                                    NULL);
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[ROSTER…]"));
  g_application_set_option_context_summary (
      G_APPLICATION (self),
      _("Build, check and print armies for ancient and medieval wargames. Opens each ROSTER "
        "(*.muster) given, or the library of army lists. F1 opens the user help (yelp "
        "help:muster)."));
  g_application_set_option_context_description (G_APPLICATION (self), description);
}

/**
 * mu_application_new:
 * @flags: the application's flags; opening files is always among them
 *
 * Makes the Muster application, which opens the files it is given as
 * rosters.
 *
 * Returns: (transfer full): the application
 */
MuApplication *
mu_application_new (GApplicationFlags flags)
{
  MuApplication *self
      = g_object_new (MU_TYPE_APPLICATION, "application-id", APPLICATION_ID, "resource-base-path",
                      "/io/github/muster/Muster", "flags", flags | G_APPLICATION_HANDLES_OPEN, NULL);

  describe_command_line (self);
  return self;
}

/**
 * mu_application_get_library:
 * @self: the application
 *
 * The library of rulesets and army lists every window reads, loaded when
 * the application starts.
 *
 * Returns: (transfer none): the library
 */
MuLibrary *
mu_application_get_library (MuApplication *self)
{
  return self->library;
}

/**
 * mu_application_get_settings:
 * @self: the application
 *
 * The application's settings (paper, points limits, ruleset options,
 * recent rosters, window size).
 *
 * Returns: (transfer none) (nullable): the settings, or %NULL where the
 *   settings schema is not installed
 */
GSettings *
mu_application_get_settings (MuApplication *self)
{
  return self->settings;
}

/**
 * mu_application_get_recent:
 * @self: the application
 *
 * The rosters opened last, the most recent first.
 *
 * Returns: (transfer full): a %NULL-terminated array of paths, empty
 *   without settings
 */
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

/**
 * mu_application_add_recent:
 * @self: the application
 * @path: the path of a roster just opened or saved
 *
 * Puts a roster first among the recent ones, keeping the ten most recent
 * without repeats. Does nothing without settings.
 */
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

/* A help browser that could not be started is said in the window, not only
 * on a terminal the player does not see: a toast in a Muster window, a
 * message over the list editor or the event window. */
static void
help_shown (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  GtkWidget *dialog;

  if (gtk_show_uri_full_finish (GTK_WINDOW (source), result, &error))
    return;
  /* TRANSLATORS: %s is the reason, such as “No application is registered as handling this file” */
  message = g_strdup_printf (_("Could not open the help: %s"), error->message);
  if (MU_IS_WINDOW (source))
    {
      mu_window_toast (MU_WINDOW (source), message);
      return;
    }
  if (source == NULL)
    {
      g_message ("%s", message);
      return;
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (source), NULL, message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  mu_gui_name_mnemonic_buttons (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * mu_application_show_help:
 * @self: the application
 * @parent: the window the help is asked from
 * @topic: (nullable): the page of the help, such as "build-army"; %NULL for its index
 *
 * Opens the user help ("help:muster", or "help:muster/TOPIC") in the desktop's
 * help browser with gtk_show_uri_full(), and keeps the address asked for in
 * #MuApplication:help-uri.
 */
void
mu_application_show_help (MuApplication *self, GtkWindow *parent, const char *topic)
{
  g_free (self->help_uri);
  self->help_uri = topic != NULL ? g_strconcat ("help:muster/", topic, NULL) : g_strdup ("help:muster");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HELP_URI]);
  gtk_show_uri_full (parent, self->help_uri, GDK_CURRENT_TIME, NULL, help_shown, NULL);
}

/**
 * mu_application_get_help_uri:
 * @self: the application
 *
 * Tells which help page was asked for last, by F1 or the menu.
 *
 * Returns: (nullable) (transfer none): the address of the help page last asked for
 */
const char *
mu_application_get_help_uri (MuApplication *self)
{
  return self->help_uri;
}
