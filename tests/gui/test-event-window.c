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

#include "mu-application.h"
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
  const char *players[] = { "alice  archer", "Alice Archer", "Bruno Brandt", "Carla Conti",
                            "Dario Dini", "Elena Esposito" };
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

int
main (void)
{
  Suite *s = suite_create ("event-window");
  TCase *tc = tcase_create ("event-window");
  int status;

  tcase_add_test (tc, test_rows);
  tcase_add_test (tc, test_refused_pack);
  suite_add_tcase (s, tc);
  app = mu_gui_test_start ();
  status = mu_test_run (s);
  mu_gui_test_finish (app);
  return status;
}
