/* test-real-event.c: an organiser's flows with real key presses and clicks
 * through the X server: an allied-games pack made in the pack editor from
 * the main menu (F10, its mnemonic), each field typed and the save dialog
 * answered by keys; and Check an Event… from the main menu, the pack and
 * the folder typed into the file dialogs, a roster opened from its row
 * named as one submitted for the event
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include <string.h>

#include "mu-application.h"
#include "mu-army-list.h"
#include "mu-evaluation.h"
#include "mu-library.h"
#include "mu-document.h"
#include "mu-event-editor.h"
#include "mu-event-window.h"
#include "mu-event.h"
#include "mu-gui-input.h"
#include "mu-gui-test.h"
#include "mu-test.h"
#include "mu-window.h"

static MuApplication *app;

static MuWindow *
shown_window (void)
{
  MuWindow *window = mu_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  for (guint i = 0; i < 200 && !gtk_widget_get_mapped (GTK_WIDGET (window)); i++)
    mu_gui_input_settle (50);
  ck_assert_msg (gtk_widget_get_mapped (GTK_WIDGET (window)), "the window was not shown in 10 s");
  mu_gui_input_settle (300);
  return window;
}

/* A mapped window of a type, waited for a few seconds on a busy machine */
static GtkWindow *
wait_toplevel (GType type)
{
  for (guint i = 0; i < 100; i++)
    {
      GListModel *toplevels = gtk_window_get_toplevels ();

      for (guint j = 0; j < g_list_model_get_n_items (toplevels); j++)
        {
          g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, j);

          if (G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type) && gtk_widget_get_mapped (GTK_WIDGET (toplevel)))
            return toplevel;
        }
      mu_gui_input_settle (50);
    }
  ck_abort_msg ("no %s on screen", g_type_name (type));
  return NULL;
}

/* Whether the focus is in the field named */
static gboolean
focus_in (GtkWindow *window, GtkWidget *field)
{
  GtkWidget *focus = gtk_window_get_focus (window);

  return focus != NULL && (focus == field || gtk_widget_is_ancestor (focus, field));
}

/* Tab, as a person does, until the field named has the focus (the page
 * scrolls to it) */
static GtkWidget *
tab_to (GtkWindow *window, const char *name)
{
  GtkWidget *field = mu_gui_test_find_named (GTK_WIDGET (window), name);

  ck_assert_msg (field != NULL, "no field %s", name);
  for (guint i = 0; i < 60 && !focus_in (window, field); i++)
    {
      mu_gui_input_keys (GTK_WIDGET (window), "Tab");
      mu_gui_input_settle (20);
    }
  ck_assert_msg (focus_in (window, field), "Tab never reaches %s", name);
  return field;
}

/* Tab to a field, select what it holds and type over it */
static void
type_over (GtkWindow *window, const char *name, const char *text)
{
  GtkWidget *field = tab_to (window, name);

  mu_gui_input_keys (field, "ctrl+a");
  mu_gui_input_type (field, text);
}

/* The allied-games pack typed into the editor: a 200-point limit for an
 * army with allies, Principate Roman for Western armies only, at most one
 * brilliant general; saved under the name Save suggests. */
START_TEST (test_pack_editor_by_keys)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-pack-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "allied-games.muster-event", NULL);
  g_autoptr(MuEvent) saved = NULL;
  g_autoptr(GError) error = NULL;
  MuWindow *window = shown_window ();
  GtkWindow *editor;
  GtkFileChooser *chooser;
  MuEventList *roman;

  mu_gui_input_keys (GTK_WIDGET (window), "F10 p");
  editor = wait_toplevel (MU_TYPE_EVENT_EDITOR);
  mu_gui_input_settle (300);
  type_over (editor, "pack-name", "Allied Games");
  type_over (editor, "pack-points-limit", "130");
  mu_gui_input_keys (tab_to (editor, "pack-allies"), "space");
  type_over (editor, "pack-allied-points-limit", "200");
  type_over (editor, "pack-lists", "ancient-british principate-roman/region=western");
  type_over (editor, "pack-caps", "brilliant=1");
  mu_gui_input_keys (GTK_WIDGET (editor), "Tab");
  /* "Lists allowed" says what the words ticked */
  ck_assert_str_eq (adw_expander_row_get_subtitle (
                        ADW_EXPANDER_ROW (mu_gui_test_find_named (GTK_WIDGET (editor), "pick-lists"))),
                    "Ancient British, Principate Roman");
  mu_gui_input_click (mu_gui_test_find_named (GTK_WIDGET (editor), "save"));
  chooser = GTK_FILE_CHOOSER (wait_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG));
  ck_assert_str_eq (gtk_file_chooser_get_current_name (chooser), "allied-games.muster-event");
  mu_gui_input_keys (GTK_WIDGET (chooser), "ctrl+a");
  mu_gui_input_type (GTK_WIDGET (chooser), path);
  mu_gui_input_keys (GTK_WIDGET (chooser), "Return");
  for (guint i = 0; i < 100 && !g_file_test (path, G_FILE_TEST_EXISTS); i++)
    mu_gui_input_settle (50);
  saved = mu_event_load_file (path, &error);
  g_assert_no_error (error);
  ck_assert (mu_event_check_library (saved, mu_application_get_library (app), &error));
  g_assert_no_error (error);
  ck_assert_str_eq (saved->name, "Allied Games");
  ck_assert_int_eq (saved->points_limit, 130);
  ck_assert (saved->allies);
  ck_assert_int_eq (saved->allied_points_limit, 200);
  ck_assert_uint_eq (saved->lists->len, 2);
  roman = saved->lists->pdata[1];
  ck_assert_str_eq (roman->id, "principate-roman");
  ck_assert_uint_eq (roman->options->len, 1);
  ck_assert_str_eq (((MuEventOption *) roman->options->pdata[0])->value, "western");
  ck_assert_uint_eq (saved->general_caps->len, 1);
  ck_assert_str_eq (((MuEventGeneralCap *) saved->general_caps->pdata[0])->kind, "brilliant");
  ck_assert_int_eq (((MuEventGeneralCap *) saved->general_caps->pdata[0])->max, 1);
  gtk_window_destroy (editor);
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
  mu_gui_test_remove_tree (dir);
}
END_TEST

/* The folder dialog that follows the pack's, waited for */
static GtkFileChooser *
wait_folder_chooser (void)
{
  for (guint i = 0; i < 100; i++)
    {
      GListModel *toplevels = gtk_window_get_toplevels ();

      for (guint j = 0; j < g_list_model_get_n_items (toplevels); j++)
        {
          g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, j);

          if (GTK_IS_FILE_CHOOSER (toplevel) && gtk_widget_get_mapped (GTK_WIDGET (toplevel))
              && gtk_file_chooser_get_action (GTK_FILE_CHOOSER (toplevel))
                     == GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER)
            return GTK_FILE_CHOOSER (toplevel);
        }
      mu_gui_input_settle (50);
    }
  ck_abort_msg ("no folder dialog");
  return NULL;
}

static GtkWidget *
find_open_button (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget)
      && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), "document-open-symbolic") == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_open_button (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Check an Event… by keys: the pack and the folder typed into the file
 * dialogs, the rows shown; Carla's roster opened by its button is named
 * as one submitted for the event, not an opponent's. */
START_TEST (test_event_window_by_keys)
{
  g_autofree char *pack = mu_test_path ("fixtures/event/spring-muster.muster-event");
  g_autofree char *folder = mu_test_path ("fixtures/event/rosters");
  g_autofree char *folder_slash = g_strconcat (folder, "/", NULL);
  MuWindow *window = shown_window ();
  MuEventWindow *event_window;
  GtkFileChooser *chooser;
  GtkWidget *list, *carla;
  MuDocument *document;

  mu_gui_input_keys (GTK_WIDGET (window), "F10 e");
  chooser = GTK_FILE_CHOOSER (wait_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG));
  mu_gui_input_type (GTK_WIDGET (chooser), pack);
  mu_gui_input_keys (GTK_WIDGET (chooser), "Return");
  chooser = wait_folder_chooser ();
  mu_gui_input_type (GTK_WIDGET (chooser), folder_slash);
  mu_gui_input_keys (GTK_WIDGET (chooser), "Return");
  event_window = MU_EVENT_WINDOW (wait_toplevel (MU_TYPE_EVENT_WINDOW));
  mu_gui_input_settle (300);
  ck_assert_uint_eq (mu_event_window_get_n_rows (event_window), 7);
  ck_assert_str_eq (mu_gui_test_shown_text (GTK_WIDGET (event_window), "summary"),
                    "7 rosters, 2 legal, 1 unreadable");
  list = mu_gui_test_find_named (GTK_WIDGET (event_window), "rosters");
  carla = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 3));
  ck_assert_str_eq (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (carla)), "Carla Conti");
  mu_gui_input_click (find_open_button (carla));
  for (guint i = 0; i < 100 && mu_window_get_document (window) == NULL; i++)
    mu_gui_input_settle (50);
  document = mu_window_get_document (window);
  ck_assert_ptr_nonnull (document);
  ck_assert (mu_document_is_read_only (document));
  mu_gui_input_settle (300);
  ck_assert_str_eq (
      mu_gui_test_shown_text (GTK_WIDGET (window), "check-banner-label"),
      "Checking a roster submitted for “Spring Muster 2027”: it is open read-only and cannot be "
      "changed.");
  ck_assert_str_eq (gtk_window_get_title (GTK_WINDOW (window)), "Legio XX Valeria Victrix");
  gtk_window_destroy (GTK_WINDOW (event_window));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

/* A pack carrying revision 2 of the Principate Roman list, which the
 * library has as revision 1 */
static char *
write_carrying_pack (const char *dir)
{
  MuArmyList *own = mu_library_find_list (mu_application_get_library (app), "principate-roman");
  g_autofree char *text = NULL;
  g_autofree char *revised = NULL;
  g_autofree char *encoded = NULL;
  g_autofree char *pack = NULL;
  char *path = g_build_filename (dir, "carrying.muster-event", NULL);
  char *at;

  ck_assert (g_file_get_contents (own->file, &text, NULL, NULL));
  at = strstr (text, "revision=\"1\"");
  ck_assert_ptr_nonnull (at);
  at[10] = '2';
  encoded = g_base64_encode ((const guchar *) text, strlen (text));
  pack = g_strdup_printf ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<event xmlns=\"urn:io.github.muster:1\" name=\"Allied Games\" ruleset=\"tts\" "
                          "points-limit=\"130\"><list id=\"principate-roman\">"
                          "<carried-list file=\"principate-roman.xml\">%s</carried-list></list></event>\n",
                          encoded);
  ck_assert (g_file_set_contents (path, pack, -1, NULL));
  return path;
}

/* Build for an Event… by keys with a pack that carries its list: the
 * player is offered the list, and Install puts it in the library; the
 * roster, built on revision 1, is told that the event plays revision 2. */
START_TEST (test_build_offers_carried_lists)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-carry-XXXXXX", NULL);
  g_autofree char *pack = write_carrying_pack (dir);
  g_autofree char *roster = mu_test_path ("fixtures/event/rosters/alice-legal.muster");
  MuLibrary *library = mu_application_get_library (app);
  MuWindow *window = mu_gui_test_open_window (app, roster);
  GtkFileChooser *chooser;
  GtkWidget *install = NULL;
  MuEvaluation *evaluation;

  for (guint i = 0; i < 200 && !gtk_widget_get_mapped (GTK_WIDGET (window)); i++)
    mu_gui_input_settle (50);
  ck_assert_msg (gtk_widget_get_mapped (GTK_WIDGET (window)), "the roster's window was not shown in 10 s");
  mu_gui_input_settle (300);
  ck_assert_int_eq (mu_library_find_list (library, "principate-roman")->revision, 1);
  mu_gui_input_keys (GTK_WIDGET (window), "F10 b");
  chooser = GTK_FILE_CHOOSER (wait_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG));
  mu_gui_input_type (GTK_WIDGET (chooser), pack);
  mu_gui_input_keys (GTK_WIDGET (chooser), "Return");
  for (guint i = 0; i < 100 && install == NULL; i++, mu_gui_input_settle (50))
    install
        = mu_gui_test_find_button_labelled (GTK_WIDGET (wait_toplevel (ADW_TYPE_MESSAGE_DIALOG)), "_Install");
  ck_assert_ptr_nonnull (install);
  evaluation = mu_document_get_evaluation (mu_window_get_document (window));
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "event.list.revision"),
                    "“Allied Games” plays revision 2 of the list Principate Roman; this army was built with "
                    "revision 1.");
  mu_gui_input_click (install);
  for (guint i = 0; i < 100 && mu_library_find_list (library, "principate-roman")->revision != 2; i++)
    mu_gui_input_settle (50);
  ck_assert_int_eq (mu_library_find_list (library, "principate-roman")->revision, 2);
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
  mu_gui_test_remove_tree (dir);
}
END_TEST

static Suite *
real_event_suite (void)
{
  Suite *suite = suite_create ("real-event");
  TCase *tcase = tcase_create ("event");

  tcase_add_test (tcase, test_pack_editor_by_keys);
  tcase_add_test (tcase, test_event_window_by_keys);
  tcase_add_test (tcase, test_build_offers_carried_lists);
  suite_add_tcase (suite, tcase);
  return suite;
}

int
main (void)
{
  int status;

  g_autofree char *data = g_dir_make_tmp ("muster-gui-data-XXXXXX", NULL);

  /* lists installed by a test go to a scratch folder, not the user's */
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_set_prgname ("muster");
  app = mu_gui_test_start ();
  status = mu_test_run (real_event_suite ());
  mu_gui_test_finish (app);
  mu_gui_test_remove_tree (data);
  return status;
}
