/* test-event-window.c: "Check an Event…" under Xvfb: the window the main
 * menu's action opens for tests/fixtures/event/ shows a row per roster,
 * sorted by player, with the verdicts and issues muster-cli event check
 * prints; a pack the library refuses opens no window
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "mu-application.h"
#include "mu-document.h"
#include "mu-event-editor.h"
#include "mu-roster.h"
#include "mu-event-window.h"
#include "mu-gui-test.h"
#include "mu-test.h"

static MuApplication *app;

static GtkWidget *
nth_row (GtkWidget *list, guint n)
{
  return GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), (int) n));
}

/* The window as drawn, for the README's screenshot */
static void
save_png (GtkWidget *widget, const char *path)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  ck_assert (gdk_texture_save_to_png (texture, path));
}

START_TEST (test_rows)
{
  g_autofree char *pack = mu_test_path ("fixtures/event/spring-muster.muster-event");
  g_autofree char *folder = mu_test_path ("fixtures/event/rosters");
  g_autofree char *subtitle = NULL;
  g_autoptr(GError) error = NULL;
  const char *players[]
      = { "alice  archer", "Alice Archer", "Bruno Brandt", "Carla Conti", "Dario Dini", "Elena Esposito" };
  MuEventWindow *window;
  GtkWidget *list, *summary, *carla;

  window = mu_event_window_new (NULL, mu_application_get_library (app), pack, folder, &error);
  g_assert_no_error (error);
  gtk_window_set_application (GTK_WINDOW (window), GTK_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  ck_assert_uint_eq (mu_event_window_get_n_rows (window), 7);
  summary = mu_gui_test_find_named (GTK_WIDGET (window), "summary");
  ck_assert_str_eq (gtk_label_get_text (GTK_LABEL (summary)), "7 rosters, 2 legal, 1 unreadable");
  list = mu_gui_test_find_named (GTK_WIDGET (window), "rosters");
  for (guint i = 0; i < G_N_ELEMENTS (players); i++)
    ck_assert_str_eq (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (nth_row (list, i))), players[i]);
  ck_assert_str_eq (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (nth_row (list, 6))),
                    "unreadable.muster");
  carla = nth_row (list, 3);
  subtitle = g_strdup ("Legio XX Valeria Victrix · Principate Roman, rev. 1 · 129 points · "
                       "VP 33 · VM 11 · carla-pack.muster");
  ck_assert_str_eq (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (carla)), subtitle);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (carla), TRUE);
  mu_gui_test_drain ();
  ck_assert (gtk_widget_get_mapped (carla));
  if (g_getenv ("MUSTER_TEST_EVENT_WINDOW_PNG") != NULL)
    save_png (GTK_WIDGET (window), g_getenv ("MUSTER_TEST_EVENT_WINDOW_PNG"));
  gtk_window_destroy (GTK_WINDOW (window));
}
END_TEST

START_TEST (test_refused_pack)
{
  g_autofree char *pack = mu_test_path ("fixtures/event/rosters/alice-legal.muster");
  g_autofree char *folder = mu_test_path ("fixtures/event/rosters");
  g_autofree char *message = g_strdup_printf ("%s:2: expected a <event> file, found <roster>", pack);
  g_autoptr(GError) error = NULL;
  MuEventWindow *window;

  window = mu_event_window_new (NULL, mu_application_get_library (app), pack, folder, &error);
  ck_assert (window == NULL);
  ck_assert_str_eq (error->message, message);
}
END_TEST

/* Runs the main loop until the window has checked its rosters again */
static void
wait_refresh (MuEventWindow *window, guint before)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (mu_event_window_get_n_refreshes (window) == before && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  ck_assert_uint_gt (mu_event_window_get_n_refreshes (window), before);
  mu_gui_test_drain ();
}

static void
copy_fixture (const char *name, const char *folder, const char *as)
{
  g_autofree char *from = g_strdup_printf ("fixtures/event/rosters/%s", name);
  g_autofree char *path = mu_test_path (from);
  g_autofree char *to = g_build_filename (folder, as, NULL);
  g_autofree char *data = NULL;
  gsize length;

  ck_assert (g_file_get_contents (path, &data, &length, NULL));
  ck_assert (g_file_set_contents (to, data, (gssize) length, NULL));
}

static const char *
summary_text (MuEventWindow *window)
{
  return gtk_label_get_text (GTK_LABEL (mu_gui_test_find_named (GTK_WIDGET (window), "summary")));
}

static const char *
row_title (MuEventWindow *window, guint n)
{
  GtkWidget *list = mu_gui_test_find_named (GTK_WIDGET (window), "rosters");

  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (nth_row (list, n)));
}

/* A roster copied into the folder, overwritten and deleted is seen each time */
START_TEST (test_live_folder)
{
  g_autofree char *pack = mu_test_path ("fixtures/event/spring-muster.muster-event");
  g_autofree char *folder = g_dir_make_tmp ("muster-event-XXXXXX", NULL);
  g_autofree char *bruno = g_build_filename (folder, "bruno.muster", NULL);
  g_autoptr(GError) error = NULL;
  MuEventWindow *window;
  guint n;

  copy_fixture ("alice-legal.muster", folder, "alice.muster");
  window = mu_event_window_new (NULL, mu_application_get_library (app), pack, folder, &error);
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  ck_assert_uint_eq (mu_event_window_get_n_rows (window), 1);
  ck_assert_str_eq (summary_text (window), "1 roster, 1 legal");

  n = mu_event_window_get_n_refreshes (window);
  copy_fixture ("bruno-rules.muster", folder, "bruno.muster");
  wait_refresh (window, n);
  ck_assert_uint_eq (mu_event_window_get_n_rows (window), 2);
  ck_assert_str_eq (summary_text (window), "2 rosters, 1 legal");
  ck_assert_str_eq (row_title (window, 1), "Bruno Brandt");

  /* the file is overwritten with a legal roster (Alice's, sent twice) */
  n = mu_event_window_get_n_refreshes (window);
  copy_fixture ("alice-legal.muster", folder, "bruno.muster");
  wait_refresh (window, n);
  ck_assert_uint_eq (mu_event_window_get_n_rows (window), 2);
  ck_assert_str_eq (summary_text (window), "2 rosters, 2 legal");

  n = mu_event_window_get_n_refreshes (window);
  ck_assert_int_eq (g_remove (bruno), 0);
  wait_refresh (window, n);
  ck_assert_uint_eq (mu_event_window_get_n_rows (window), 1);
  ck_assert_str_eq (summary_text (window), "1 roster, 1 legal");
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_remove_tree (folder);
}
END_TEST

/* Roster files dropped on the window join the folder's */
START_TEST (test_drop_files)
{
  g_autofree char *pack = mu_test_path ("fixtures/event/spring-muster.muster-event");
  g_autofree char *carla = mu_test_path ("fixtures/event/rosters/carla-pack.muster");
  g_autofree char *dario = mu_test_path ("fixtures/event/rosters/dario-over.muster");
  g_autoptr(GError) error = NULL;
  g_auto(GValue) value = G_VALUE_INIT;
  GSList *files = NULL;
  GtkEventController *target = NULL;
  g_autoptr(GListModel) controllers = NULL;
  gboolean accepted = FALSE;
  MuEventWindow *window;

  window = mu_event_window_new (NULL, mu_application_get_library (app), pack, NULL, &error);
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  ck_assert_uint_eq (mu_event_window_get_n_rows (window), 0);
  controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && target == NULL; i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        target = controller;
    }
  ck_assert (target != NULL);
  files = g_slist_append (files, g_file_new_for_path (dario));
  files = g_slist_append (files, g_file_new_for_path (carla));
  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_take_boxed (&value, files);
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &accepted);
  ck_assert (accepted);
  mu_gui_test_drain ();
  ck_assert_uint_eq (mu_event_window_get_n_rows (window), 2);
  ck_assert_str_eq (row_title (window, 0), "Carla Conti");
  ck_assert_str_eq (row_title (window, 1), "Dario Dini");
  ck_assert_str_eq (summary_text (window), "2 rosters, 0 legal");
  if (g_getenv ("MUSTER_TEST_EVENT_DROP_PNG") != NULL)
    save_png (GTK_WIDGET (window), g_getenv ("MUSTER_TEST_EVENT_DROP_PNG"));
  /* the same files again change nothing */
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &accepted);
  ck_assert (!accepted);
  ck_assert_uint_eq (mu_event_window_get_n_rows (window), 2);
  gtk_window_destroy (GTK_WINDOW (window));
}
END_TEST

/* The messages of the builder's issues panel, one per line */
static char *
shown_issues (MuWindow *window)
{
  GtkWidget *list = mu_gui_test_find_named (GTK_WIDGET (window), "issues");
  GString *text = g_string_new (NULL);
  GtkListBoxRow *row;

  ck_assert_ptr_nonnull (list);
  for (int i = 0; (row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), i)) != NULL; i++)
    {
      GtkWidget *message = mu_gui_test_find_named (GTK_WIDGET (row), "issue-message");

      g_string_append_printf (text, "%s\n", gtk_label_get_text (GTK_LABEL (message)));
    }
  return g_string_free (text, FALSE);
}

/* A row opens its roster read-only in the window it came from, with the
 * event's conditions among the issues; the roster file is left as it is */
START_TEST (test_check_roster)
{
  g_autofree char *pack = mu_test_path ("fixtures/event/spring-muster.muster-event");
  g_autofree char *folder = mu_test_path ("fixtures/event/rosters");
  g_autofree char *issues = NULL;
  g_autoptr(GError) error = NULL;
  MuWindow *parent = mu_window_new (app);
  MuEventWindow *window;
  MuDocument *document;

  gtk_window_present (GTK_WINDOW (parent));
  window = mu_event_window_new (GTK_WINDOW (parent), mu_application_get_library (app), pack, folder, &error);
  g_assert_no_error (error);
  gtk_window_set_application (GTK_WINDOW (window), GTK_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  ck_assert_str_eq (row_title (window, 3), "Carla Conti");
  ck_assert (mu_event_window_check_roster (window, 3) == parent);
  mu_gui_test_drain ();
  document = mu_window_get_document (parent);
  ck_assert (document != NULL);
  ck_assert (mu_document_is_read_only (document));
  ck_assert (g_str_has_suffix (mu_document_get_path (document), "carla-pack.muster"));
  issues = shown_issues (parent);
  ck_assert_str_eq (
      issues, "“Spring Muster 2027” takes armies dated from 27 BC to AD 150; this army is dated AD 180.\n"
              "“Spring Muster 2027” allows no brilliant general; the army has 1.\n");
  if (g_getenv ("MUSTER_TEST_EVENT_CHECK_PNG") != NULL)
    save_png (GTK_WIDGET (parent), g_getenv ("MUSTER_TEST_EVENT_CHECK_PNG"));
  /* the unreadable roster has nothing to open */
  ck_assert (mu_event_window_check_roster (window, 6) == NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (parent));
}
END_TEST

/* Build for an Event…: while the roster is built, the event's conditions
 * are issues, and they follow the edits */
START_TEST (test_build_for_event)
{
  g_autofree char *pack = mu_test_path ("fixtures/event/spring-muster.muster-event");
  g_autofree char *carla = mu_test_path ("fixtures/event/rosters/carla-pack.muster");
  g_autoptr(GFile) file = g_file_new_for_path (carla);
  g_autofree char *issues = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  MuWindow *window = mu_window_new (app);
  MuDocument *document;
  MuRoster *roster;

  ck_assert (!mu_window_build_for_event (window, pack, &error));
  ck_assert_str_eq (error->message, "Open or start a roster first, then build it for the event");
  g_clear_error (&error);
  gtk_window_present (GTK_WINDOW (window));
  ck_assert (mu_window_open_file (window, file, FALSE));
  mu_gui_test_drain ();
  document = mu_window_get_document (window);
  ck_assert (!mu_document_is_read_only (document));
  issues = shown_issues (window);
  ck_assert_str_eq (issues, "");
  ck_assert (mu_window_build_for_event (window, pack, &error));
  g_assert_no_error (error);
  mu_gui_test_drain ();
  g_free (issues);
  issues = shown_issues (window);
  ck_assert_str_eq (
      issues, "“Spring Muster 2027” takes armies dated from 27 BC to AD 150; this army is dated AD 180.\n"
              "“Spring Muster 2027” allows no brilliant general; the army has 1.\n");
  if (g_getenv ("MUSTER_TEST_EVENT_BUILD_PNG") != NULL)
    save_png (GTK_WIDGET (window), g_getenv ("MUSTER_TEST_EVENT_BUILD_PNG"));
  /* the player dates the army AD 120: the date's issue goes */
  roster = mu_document_begin_edit (document, &error);
  g_assert_no_error (error);
  mu_roster_set_option (roster, "date", "120");
  mu_document_end_edit (document);
  mu_gui_test_drain ();
  after = shown_issues (window);
  ck_assert_str_eq (after, "“Spring Muster 2027” allows no brilliant general; the army has 1.\n");
  ck_assert (mu_document_get_event (document) != NULL);
  mu_document_discard_autosave (document);
  gtk_window_destroy (GTK_WINDOW (window));
}
END_TEST

/* The field of that name, once shown (an expander's rows are shown once
 * its animation has run) */
static GtkWidget *
editor_field (MuEventEditor *editor, const char *name)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  GtkWidget *widget;

  while ((widget = mu_gui_test_find_named (GTK_WIDGET (editor), name)) == NULL
         && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);

  ck_assert_msg (widget != NULL, "no field %s", name);
  return widget;
}

static const char *
editor_text (MuEventEditor *editor, const char *name)
{
  return gtk_editable_get_text (GTK_EDITABLE (editor_field (editor, name)));
}

static void
editor_set (MuEventEditor *editor, const char *name, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (editor_field (editor, name)), text);
}

/* The test pack shown in the editor, changed, saved with the Save button
 * and read back; a mistake is refused with the reader's message and the
 * file is left as it was */
START_TEST (test_edit_pack)
{
  g_autofree char *fixture = mu_test_path ("fixtures/event/spring-muster.muster-event");
  g_autofree char *dir = g_dir_make_tmp ("muster-event-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "autumn.muster-event", NULL);
  g_autofree char *fresh = g_build_filename (dir, "new.muster-event", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) saved = NULL;
  g_autoptr(MuEvent) made = NULL;
  MuEventEditor *editor;
  MuEventList *list;
  MuEventGeneralCap *cap;
  gsize length;

  ck_assert (g_file_get_contents (fixture, &data, &length, NULL));
  ck_assert (g_file_set_contents (path, data, (gssize) length, NULL));
  editor = mu_event_editor_new (NULL, mu_application_get_library (app), path, &error);
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (editor));
  mu_gui_test_drain ();
  ck_assert_str_eq (editor_text (editor, "pack-name"), "Spring Muster 2027");
  ck_assert_str_eq (editor_text (editor, "pack-date"), "2027-03-13");
  ck_assert_str_eq (editor_text (editor, "pack-ruleset"), "tts");
  ck_assert_str_eq (editor_text (editor, "pack-lists"), "principate-roman@1~2027-03-01 ancient-british@2");
  ck_assert_str_eq (editor_text (editor, "pack-readings"), "small-rounding=up");
  ck_assert_str_eq (editor_text (editor, "pack-rows"), "equites-singulares");
  ck_assert_str_eq (editor_text (editor, "pack-caps"), "brilliant=0");
  ck_assert_int_eq (
      gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (editor_field (editor, "pack-points-limit"))), 130);
  ck_assert_int_eq (
      gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (editor_field (editor, "pack-points-minimum"))), 100);
  ck_assert (
      adw_expander_row_get_enable_expansion (ADW_EXPANDER_ROW (editor_field (editor, "pack-army-dates"))));
  if (g_getenv ("MUSTER_TEST_EVENT_EDITOR_PNG") != NULL)
    save_png (GTK_WIDGET (editor), g_getenv ("MUSTER_TEST_EVENT_EDITOR_PNG"));

  /* a day that is not in the calendar: refused, the file as it was */
  editor_set (editor, "pack-date", "2027-13-40");
  ck_assert (!mu_event_editor_save_to (editor, path, &error));
  ck_assert_str_eq (error->message,
                    "autumn.muster-event:2: “date” must be a day written YYYY-MM-DD, not “2027-13-40”");
  g_clear_error (&error);
  ck_assert (g_file_get_contents (path, &before, NULL, NULL));
  ck_assert_str_eq (before, data);

  editor_set (editor, "pack-date", "2027-10-02");
  editor_set (editor, "pack-name", "Autumn Muster 2027");
  editor_set (editor, "pack-lists", "principate-roman@1~2027-09-30");
  editor_set (editor, "pack-rows", "equites-singulares praetorianii");
  editor_set (editor, "pack-caps", "brilliant=1");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (editor_field (editor, "pack-points-limit")), 150);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (editor_field (editor, "pack-army-dates")), TRUE);
  mu_gui_test_drain ();
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (editor_field (editor, "pack-date-to")), 200);
  gtk_switch_set_active (GTK_SWITCH (editor_field (editor, "pack-allies")), TRUE);
  g_signal_emit_by_name (editor_field (editor, "save"), "clicked");
  mu_gui_test_drain ();
  saved = mu_event_load_file (path, &error);
  g_assert_no_error (error);
  ck_assert_str_eq (saved->name, "Autumn Muster 2027");
  ck_assert_str_eq (saved->date, "2027-10-02");
  ck_assert_str_eq (saved->description,
                    "Two games on Saturday, one on Sunday; armies of the Roman frontier.");
  ck_assert_int_eq (saved->points_limit, 150);
  ck_assert_int_eq (saved->points_minimum, 100);
  ck_assert (saved->allies);
  ck_assert_uint_eq (saved->lists->len, 1);
  list = saved->lists->pdata[0];
  ck_assert_str_eq (list->id, "principate-roman");
  ck_assert_int_eq (list->revision, 1);
  ck_assert_str_eq (list->as_of, "2027-09-30");
  ck_assert_int_eq (saved->army_date_from, -27);
  ck_assert_int_eq (saved->army_date_to, 200);
  ck_assert_uint_eq (saved->rows_not_allowed->len, 2);
  ck_assert_str_eq (saved->rows_not_allowed->pdata[1], "praetorianii");
  cap = saved->general_caps->pdata[0];
  ck_assert_str_eq (cap->kind, "brilliant");
  ck_assert_int_eq (cap->max, 1);
  ck_assert (mu_event_check_library (saved, mu_application_get_library (app), &error));
  g_assert_no_error (error);
  gtk_window_destroy (GTK_WINDOW (editor));

  /* a new pack: a name, a ruleset and nothing else */
  editor = mu_event_editor_new (NULL, mu_application_get_library (app), NULL, &error);
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (editor));
  mu_gui_test_drain ();
  ck_assert_str_eq (editor_text (editor, "pack-ruleset"), "tts");
  editor_set (editor, "pack-name", "Club Night");
  ck_assert (mu_event_editor_save_to (editor, fresh, &error));
  g_assert_no_error (error);
  ck_assert (g_file_get_contents (fresh, &after, NULL, NULL));
  ck_assert_str_eq (after, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                           "<event xmlns=\"urn:io.github.muster:1\" format=\"1\" name=\"Club Night\" "
                           "ruleset=\"tts\" allies=\"false\">\n"
                           "</event>\n");
  made = mu_event_load_file (fresh, &error);
  g_assert_no_error (error);
  ck_assert (!made->has_army_dates);
  gtk_window_destroy (GTK_WINDOW (editor));
  mu_gui_test_remove_tree (dir);
}
END_TEST

/* The pickers of the test pack: a check row per list of To the Strongest!,
 * a drop-down per reading of its rules and per kind of general; each
 * changes only its own word (a list's pins stay), follows the words when
 * they are typed, and what is saved is what the words say */
START_TEST (test_pickers)
{
  g_autofree char *fixture = mu_test_path ("fixtures/event/spring-muster.muster-event");
  g_autofree char *dir = g_dir_make_tmp ("muster-event-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "picked.muster-event", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) saved = NULL;
  MuEventEditor *editor;
  GtkWidget *rounding, *brilliant;
  MuEventOption *option;
  MuEventGeneralCap *cap;

  editor = mu_event_editor_new (NULL, mu_application_get_library (app), fixture, &error);
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (editor));
  mu_gui_test_drain ();
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (editor_field (editor, "pick-lists")), TRUE);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (editor_field (editor, "pick-readings")), TRUE);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (editor_field (editor, "pick-caps")), TRUE);
  mu_gui_test_drain ();
  ck_assert (
      gtk_check_button_get_active (GTK_CHECK_BUTTON (editor_field (editor, "pick-list-principate-roman"))));
  ck_assert (
      gtk_check_button_get_active (GTK_CHECK_BUTTON (editor_field (editor, "pick-list-ancient-british"))));
  ck_assert (!gtk_check_button_get_active (GTK_CHECK_BUTTON (editor_field (editor, "pick-list-tts-open"))));
  rounding = editor_field (editor, "pick-reading-small-rounding");
  ck_assert_str_eq (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (rounding)),
                    "Small units: halved cost");
  ck_assert_uint_eq (adw_combo_row_get_selected (ADW_COMBO_ROW (rounding)), 2); /* up */
  ck_assert_uint_eq (g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (rounding))), 4);
  ck_assert_uint_eq (
      adw_combo_row_get_selected (ADW_COMBO_ROW (editor_field (editor, "pick-reading-half-rounding"))), 0);
  brilliant = editor_field (editor, "pick-cap-brilliant");
  ck_assert_uint_eq (adw_combo_row_get_selected (ADW_COMBO_ROW (brilliant)), 1); /* none allowed */
  ck_assert_uint_eq (adw_combo_row_get_selected (ADW_COMBO_ROW (editor_field (editor, "pick-cap-heroic"))),
                     0);

  /* picked: each word changed, the pins of the others kept */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (editor_field (editor, "pick-list-ancient-british")), FALSE);
  ck_assert_str_eq (editor_text (editor, "pack-lists"), "principate-roman@1~2027-03-01");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (editor_field (editor, "pick-list-tts-open")), TRUE);
  ck_assert_str_eq (editor_text (editor, "pack-lists"), "principate-roman@1~2027-03-01 tts-open");
  adw_combo_row_set_selected (ADW_COMBO_ROW (rounding), 3);
  ck_assert_str_eq (editor_text (editor, "pack-readings"), "small-rounding=down");
  adw_combo_row_set_selected (ADW_COMBO_ROW (editor_field (editor, "pick-reading-half-rounding")), 2);
  ck_assert_str_eq (editor_text (editor, "pack-readings"), "small-rounding=down half-rounding=round-up");
  adw_combo_row_set_selected (ADW_COMBO_ROW (rounding), 0);
  ck_assert_str_eq (editor_text (editor, "pack-readings"), "half-rounding=round-up");
  adw_combo_row_set_selected (ADW_COMBO_ROW (brilliant), 3);
  ck_assert_str_eq (editor_text (editor, "pack-caps"), "brilliant=2");
  adw_combo_row_set_selected (ADW_COMBO_ROW (editor_field (editor, "pick-cap-heroic")), 2);
  ck_assert_str_eq (editor_text (editor, "pack-caps"), "brilliant=2 heroic=1");
  mu_gui_test_drain ();
  if (g_getenv ("MUSTER_TEST_EVENT_PICKERS_PNG") != NULL)
    save_png (GTK_WIDGET (editor), g_getenv ("MUSTER_TEST_EVENT_PICKERS_PNG"));

  /* typed: the pickers follow */
  editor_set (editor, "pack-readings", "small-rounding=exact");
  ck_assert_uint_eq (adw_combo_row_get_selected (ADW_COMBO_ROW (rounding)), 1);
  ck_assert_uint_eq (
      adw_combo_row_get_selected (ADW_COMBO_ROW (editor_field (editor, "pick-reading-half-rounding"))), 0);
  editor_set (editor, "pack-lists", "ancient-british@2");
  ck_assert (
      gtk_check_button_get_active (GTK_CHECK_BUTTON (editor_field (editor, "pick-list-ancient-british"))));
  ck_assert (
      !gtk_check_button_get_active (GTK_CHECK_BUTTON (editor_field (editor, "pick-list-principate-roman"))));
  editor_set (editor, "pack-caps", "heroic=0");
  ck_assert_uint_eq (adw_combo_row_get_selected (ADW_COMBO_ROW (brilliant)), 0);

  ck_assert (mu_event_editor_save_to (editor, path, &error));
  g_assert_no_error (error);
  saved = mu_event_load_file (path, &error);
  g_assert_no_error (error);
  ck_assert_uint_eq (saved->lists->len, 1);
  ck_assert_str_eq (((MuEventList *) saved->lists->pdata[0])->id, "ancient-british");
  ck_assert_int_eq (((MuEventList *) saved->lists->pdata[0])->revision, 2);
  ck_assert_uint_eq (saved->options->len, 1);
  option = saved->options->pdata[0];
  ck_assert_str_eq (option->id, "small-rounding");
  ck_assert_str_eq (option->value, "exact");
  ck_assert_uint_eq (saved->general_caps->len, 1);
  cap = saved->general_caps->pdata[0];
  ck_assert_str_eq (cap->kind, "heroic");
  ck_assert_int_eq (cap->max, 0);

  /* a ruleset the library does not know: no pickers, the words kept */
  editor_set (editor, "pack-ruleset", "nonesuch");
  mu_gui_test_drain ();
  ck_assert (mu_gui_test_find_named (GTK_WIDGET (editor), "pick-list-tts-open") == NULL);
  ck_assert (!gtk_widget_get_sensitive (editor_field (editor, "pick-lists")));
  ck_assert_str_eq (editor_text (editor, "pack-caps"), "heroic=0");
  gtk_window_destroy (GTK_WINDOW (editor));
  mu_gui_test_remove_tree (dir);
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("event-window");
  TCase *tc = tcase_create ("event-window");
  int status;

  tcase_add_test (tc, test_rows);
  tcase_add_test (tc, test_refused_pack);
  tcase_add_test (tc, test_live_folder);
  tcase_add_test (tc, test_drop_files);
  tcase_add_test (tc, test_check_roster);
  tcase_add_test (tc, test_build_for_event);
  tcase_add_test (tc, test_edit_pack);
  tcase_add_test (tc, test_pickers);
  suite_add_tcase (s, tc);
  app = mu_gui_test_start ();
  status = mu_test_run (s);
  mu_gui_test_finish (app);
  return status;
}
