/* test-words.c: the words the builder and the library show, read as a
 * player reads them
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "mu-application.h"
#include "mu-army-list.h"
#include "mu-army-row.h"
#include "mu-command.h"
#include "mu-document.h"
#include "mu-figure-private.h"
#include "mu-figure.h"
#include "mu-gui-test.h"
#include "mu-gui-util.h"
#include "mu-library.h"
#include "mu-list-entry.h"
#include "mu-roster.h"
#include "mu-test.h"
#include "mu-unit.h"
#include "mu-window.h"

static MuApplication *app;

static void
collect_titles (GtkWidget *widget, GString *titles)
{
  if (MU_IS_ARMY_ROW (widget))
    g_string_append_printf (titles, "%s\n", mu_army_row_get_title (MU_ARMY_ROW (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_titles (child, titles);
}

/* A new hero is "Hero 1" beside his unit and waiting in his command, not
 * "hero Hero 1" or "Hero Hero 2". */
START_TEST (test_hero_named_once)
{
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
  MuWindow *window = mu_gui_test_open_window (app, path);
  MuDocument *document = mu_window_get_document (window);
  MuCommand *command = mu_roster_get_commands (mu_document_get_roster (document))->pdata[0];
  MuUnit *unit = command->units->pdata[0];
  g_autoptr(GString) titles = g_string_new (NULL);

  ck_assert (mu_document_add_hero (document, &MU_PLACE_OF_UNIT (unit->id), NULL));
  ck_assert (mu_document_add_hero (document, &MU_PLACE_OF_COMMAND (0), NULL));
  mu_gui_test_drain ();
  collect_titles (GTK_WIDGET (window), titles);
  ck_assert_msg (strstr (titles->str, " · Hero 1\n") != NULL, "%s", titles->str);
  ck_assert_msg (strstr (titles->str, "\nHero 2\n") != NULL, "%s", titles->str);
  ck_assert_msg (strstr (titles->str, "ero Hero") == NULL, "%s", titles->str);
  ck_assert (mu_unit_hero_says_hero ("Hero 12"));
  ck_assert (!mu_unit_hero_says_hero ("Hero"));
  ck_assert (!mu_unit_hero_says_hero ("Heron"));
  ck_assert (!mu_unit_hero_says_hero ("Marcus"));
  mu_document_discard_autosave (document);
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

/* The label of the menu item of an action, in a menu and its sections. */
static char *
menu_label (GMenuModel *menu, const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *item_action = NULL;
      g_autofree char *label = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      if (section != NULL && (label = menu_label (section, action)) != NULL)
        return g_steal_pointer (&label);
      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &item_action)
          && g_str_equal (item_action, action)
          && g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        return g_steal_pointer (&label);
    }
  return NULL;
}

/* The main menu's item and the library's button that check a roster say
 * the same. */
START_TEST (test_check_named_once)
{
  MuWindow *window = mu_window_new (app);
  GtkWidget *menu_button, *button;
  g_autofree char *label = NULL;

  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  menu_button = mu_gui_test_find_type (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON);
  ck_assert_ptr_nonnull (menu_button);
  label = menu_label (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu_button)), "win.check-list");
  button = mu_gui_test_find_action_button (GTK_WIDGET (window), "win.check-list");
  ck_assert_ptr_nonnull (label);
  ck_assert_ptr_nonnull (button);
  ck_assert_str_eq (label, gtk_button_get_label (GTK_BUTTON (button)));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

/* One point is "1 pt"; a general alone says so without "yes". */
START_TEST (test_one_point_and_alone)
{
  MuArmyList *list = mu_library_find_list (mu_application_get_library (app), "ancient-british");
  MuListEntry *detached = mu_army_list_lookup (list, "general-detached");
  g_autofree char *summary = NULL;
  g_autoptr(GPtrArray) figures = mu_figures_new ();
  g_autofree char *joined = NULL;

  ck_assert_ptr_nonnull (detached);
  summary = mu_gui_entry_summary (detached);
  ck_assert_msg (g_str_has_suffix (summary, " · +1 pt"), "%s", summary);
  mu_figures_add (figures, "victory_points", "Victory points", 2);
  mu_figures_add_text (figures, "alone", "Stands alone", "");
  joined = mu_gui_join_figures (figures, NULL);
  ck_assert_str_eq (joined, "Victory\u00a0points\u00a02 · Stands\u00a0alone");
}
END_TEST

/* A camp's details offer no "Quality outside the list"; a unit's do. */
START_TEST (test_camp_has_no_quality)
{
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
  MuWindow *window = mu_gui_test_open_window (app, path);
  MuDocument *document = mu_window_get_document (window);

  mu_document_select (document, &MU_PLACE_OF_UNIT ("u6"));
  mu_gui_test_drain ();
  ck_assert_ptr_null (mu_gui_test_find_named (GTK_WIDGET (window), "quality"));
  mu_document_select (document, &MU_PLACE_OF_UNIT ("u1"));
  mu_gui_test_drain ();
  ck_assert_ptr_nonnull (mu_gui_test_find_named (GTK_WIDGET (window), "quality"));
  mu_document_select (document, &MU_PLACE_OF_UNIT ("u12"));
  mu_gui_test_drain ();
  ck_assert_ptr_null (mu_gui_test_find_named (GTK_WIDGET (window), "quality"));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

static const char *
row_subtitle (GtkWidget *widget, const char *title)
{
  if (ADW_IS_ACTION_ROW (widget)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return adw_action_row_get_subtitle (ADW_ACTION_ROW (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *found = row_subtitle (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A recent roster is shown by its army's name, list, points and verdict,
 * its file after them. */
START_TEST (test_recent_roster_told)
{
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
  MuWindow *window;
  const char *subtitle;

  mu_application_add_recent (app, path);
  window = mu_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  subtitle = row_subtitle (GTK_WIDGET (window), "Roman Army of the North");
  ck_assert_ptr_nonnull (subtitle);
  ck_assert_str_eq (subtitle,
                    "Principate Roman · 133 of 133 points · Illegal: 2 errors · tts-sample-oob.muster");
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

static Suite *
words_suite (void)
{
  Suite *suite = suite_create ("words");
  TCase *tcase = tcase_create ("words");

  tcase_add_test (tcase, test_hero_named_once);
  tcase_add_test (tcase, test_check_named_once);
  tcase_add_test (tcase, test_one_point_and_alone);
  tcase_add_test (tcase, test_camp_has_no_quality);
  tcase_add_test (tcase, test_recent_roster_told);
  suite_add_tcase (suite, tcase);
  return suite;
}

int
main (void)
{
  int status;

  app = mu_gui_test_start ();
  status = mu_test_run (words_suite ());
  mu_gui_test_finish (app);
  return status;
}
