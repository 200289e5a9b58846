/* test-help.c: F1 and the main menu's Help open the help's page of the
 * screen shown, pressed through the X server
 *
 * The desktop's handler of help: addresses is, for this process, a script
 * that writes down the address it is started with, so the test sees both
 * the address the application asks for and the one the desktop launched.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "mu-application.h"
#include "mu-evaluation.h"
#include "mu-event-window.h"
#include "mu-game-window.h"
#include "mu-gui-input.h"
#include "mu-gui-test.h"
#include "mu-library.h"
#include "mu-list-draft.h"
#include "mu-list-editor.h"
#include "mu-roster.h"
#include "mu-test.h"
#include "mu-window.h"

static MuApplication *app;
static char *scratch;
static char *launched;

static void
write_file (const char *path, const char *contents, int mode)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  g_chmod (path, mode);
}

/* A desktop entry that handles help: addresses, the default one, whose
 * program appends the address it is given to a file. */
static void
install_help_handler (void)
{
  g_autofree char *data = NULL;
  g_autofree char *applications = NULL;
  g_autofree char *config = NULL;
  g_autofree char *handler = NULL;
  g_autofree char *script = NULL;
  g_autofree char *entry = NULL;
  g_autofree char *path = NULL;

  scratch = g_dir_make_tmp ("muster-help-XXXXXX", NULL);
  data = g_build_filename (scratch, "data", NULL);
  applications = g_build_filename (data, "applications", NULL);
  config = g_build_filename (scratch, "config", NULL);
  g_mkdir_with_parents (applications, 0700);
  g_mkdir_with_parents (config, 0700);
  launched = g_build_filename (scratch, "launched", NULL);
  handler = g_build_filename (scratch, "handler.sh", NULL);
  script = g_strdup_printf ("#!/bin/sh\nprintf '%%s\\n' \"$1\" >> '%s'\n", launched);
  write_file (handler, script, 0700);
  entry = g_strdup_printf ("[Desktop Entry]\nType=Application\nName=Help handler of the test\n"
                           "Exec=%s %%u\nMimeType=x-scheme-handler/help;\nNoDisplay=true\n",
                           handler);
  path = g_build_filename (applications, "muster-test-help.desktop", NULL);
  write_file (path, entry, 0600);
  g_free (path);
  path = g_build_filename (config, "mimeapps.list", NULL);
  write_file (path, "[Default Applications]\nx-scheme-handler/help=muster-test-help.desktop\n", 0600);
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
}

/* The last address the handler was started with, waiting up to 10 s for
 * the one expected. */
static char *
launched_address (const char *expected)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  char *last = NULL;

  while (g_get_monotonic_time () < end)
    {
      g_autofree char *contents = NULL;

      g_main_context_iteration (NULL, FALSE);
      if (g_file_get_contents (launched, &contents, NULL, NULL))
        {
          g_auto(GStrv) lines = g_strsplit (g_strchomp (contents), "\n", -1);
          guint n = g_strv_length (lines);

          g_free (last);
          last = n > 0 ? g_strdup (lines[n - 1]) : NULL;
          if (g_strcmp0 (last, expected) == 0)
            break;
        }
      g_usleep (20000);
    }
  return last;
}

/* F1 pressed in widget's window asks for the address and starts the handler
 * with it. */
static void
assert_f1_opens (GtkWidget *widget, const char *keys, const char *expected)
{
  g_autofree char *address = NULL;

  g_remove (launched);
  mu_gui_input_keys (widget, keys);
  ck_assert_str_eq (mu_application_get_help_uri (app) ?: "(none)", expected);
  address = launched_address (expected);
  ck_assert_str_eq (address ?: "(nothing launched)", expected);
}

static void
close_window (MuWindow *window)
{
  if (mu_window_get_document (window) != NULL)
    mu_document_discard_autosave (mu_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}

START_TEST (test_library)
{
  MuWindow *window = mu_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  assert_f1_opens (GTK_WIDGET (window), "F1", "help:muster/library");
  close_window (window);
}
END_TEST

START_TEST (test_builder)
{
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
  MuWindow *window = mu_gui_test_open_window (app, path);

  assert_f1_opens (GTK_WIDGET (window), "F1", "help:muster/build-army");
  close_window (window);
}
END_TEST

/* An opponent's roster, open read-only: the page on checking one */
START_TEST (test_check_mode)
{
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  MuWindow *window = mu_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  ck_assert (mu_window_open_file (window, file, TRUE));
  mu_gui_test_drain ();
  assert_f1_opens (GTK_WIDGET (window), "F1", "help:muster/check-opponent");
  close_window (window);
}
END_TEST

/* The focused item of an open menu under widget, or NULL */
static GtkWidget *
focused_item (GtkWidget *widget)
{
  if (GTK_IS_POPOVER (widget) && !gtk_widget_get_visible (widget))
    return NULL;
  if (gtk_widget_has_focus (widget) && g_object_class_find_property (G_OBJECT_GET_CLASS (widget), "text"))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = focused_item (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Whether the focused item of the window's open menu is the one labelled so */
static gboolean
item_focused (MuWindow *window, const char *label)
{
  GtkWidget *item = focused_item (GTK_WIDGET (window));
  g_autofree char *text = NULL;

  if (item == NULL)
    return FALSE;
  g_object_get (item, "text", &text, NULL);
  return g_strcmp0 (text, label) == 0;
}

/* The main menu by F10, its items by arrows, as a listener reaches them,
 * and Enter on Help */
START_TEST (test_main_menu)
{
  MuWindow *window = mu_window_new (app);
  guint downs = 0;

  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  mu_gui_input_keys (GTK_WIDGET (window), "F10");
  while (!item_focused (window, "Help") && downs++ < 40)
    mu_gui_input_keys (GTK_WIDGET (window), "Down");
  ck_assert_msg (item_focused (window, "Help"), "Help is not in the main menu");
  assert_f1_opens (GTK_WIDGET (window), "Return", "help:muster/library");
  close_window (window);
}
END_TEST

START_TEST (test_list_editor)
{
  MuRuleset *ruleset = mu_library_find_ruleset (mu_application_get_library (app), "tts");
  g_autoptr(MuListDraft) draft = mu_list_draft_new (ruleset, "my-army");
  MuListEditor *editor = mu_list_editor_new (app, draft, NULL);

  gtk_window_present (GTK_WINDOW (editor));
  mu_gui_test_drain ();
  assert_f1_opens (GTK_WIDGET (editor), "F1", "help:muster/enter-list");
  gtk_window_destroy (GTK_WINDOW (editor));
  mu_gui_test_drain ();
}
END_TEST

START_TEST (test_event_window)
{
  g_autofree char *pack = mu_test_path ("fixtures/event/spring-muster.muster-event");
  g_autofree char *folder = mu_test_path ("fixtures/event/rosters");
  g_autoptr(GError) error = NULL;
  MuWindow *window = mu_window_new (app);
  MuEventWindow *events;

  gtk_window_present (GTK_WINDOW (window));
  events = mu_event_window_new (GTK_WINDOW (window), mu_application_get_library (app), pack, folder, &error);
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (events));
  mu_gui_test_drain ();
  assert_f1_opens (GTK_WIDGET (events), "F1", "help:muster/event-pack");
  gtk_window_destroy (GTK_WINDOW (events));
  close_window (window);
}
END_TEST

/* The game tracker, on a copy of the sample beside which its game is kept */
START_TEST (test_game_window)
{
  g_autofree char *source
      = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
  g_autofree char *copy = g_build_filename (scratch, "army.muster", NULL);
  g_autofree char *text = NULL;
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  MuArmyList *list = NULL;
  MuGameWindow *window;

  ck_assert (g_file_get_contents (source, &text, NULL, NULL));
  ck_assert (g_file_set_contents (copy, text, -1, NULL));
  roster = mu_library_open_roster (mu_application_get_library (app), copy, &list, NULL);
  evaluation = mu_evaluate (roster, list);
  window = mu_game_window_new (GTK_APPLICATION (app), evaluation, copy);
  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  assert_f1_opens (GTK_WIDGET (window), "F1", "help:muster/play-game");
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

static Suite *
help_suite (void)
{
  Suite *suite = suite_create ("help");
  TCase *tcase = tcase_create ("help");

  tcase_add_test (tcase, test_library);
  tcase_add_test (tcase, test_builder);
  tcase_add_test (tcase, test_check_mode);
  tcase_add_test (tcase, test_main_menu);
  tcase_add_test (tcase, test_list_editor);
  tcase_add_test (tcase, test_event_window);
  tcase_add_test (tcase, test_game_window);
  suite_add_tcase (suite, tcase);
  return suite;
}

int
main (void)
{
  int status;

  install_help_handler ();
  app = mu_gui_test_start ();
  status = mu_test_run (help_suite ());
  mu_gui_test_finish (app);
  mu_gui_test_remove_tree (scratch);
  return status;
}
