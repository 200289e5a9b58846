/* test-details-toolbar.c: the details pane's buttons (Duplicate, Move,
 * Delete, Heroes +) follow the selection through every edit; the army
 * view's rows know what they show
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "mu-application.h"
#include "mu-command.h"
#include "mu-document.h"
#include "mu-general.h"
#include "mu-gui-test.h"
#include "mu-inspector.h"
#include "mu-roster.h"
#include "mu-test.h"
#include "mu-unit.h"
#include "mu-window.h"

static MuApplication *app;

static MuWindow *
open_sample (void)
{
  MuWindow *window = mu_window_new (app);
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  gtk_window_present (GTK_WINDOW (window));
  ck_assert (mu_window_open_file (window, file, FALSE));
  mu_gui_test_drain ();
  return window;
}

static void
close_window (MuWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}

static GtkWidget *
find_action_button (GtkWidget *widget, const char *action)
{
  GtkWidget *found = NULL;

  if (GTK_IS_BUTTON (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); found == NULL && child != NULL;
       child = gtk_widget_get_next_sibling (child))
    found = find_action_button (child, action);
  return found;
}

/* The details pane's button for the action, shown and answering. */
static GtkWidget *
details_button (MuWindow *window, const char *action)
{
  GtkWidget *inspector = mu_gui_test_find_type (GTK_WIDGET (window), MU_TYPE_INSPECTOR);
  GtkWidget *button;

  ck_assert_ptr_nonnull (inspector);
  button = find_action_button (inspector, action);
  ck_assert_msg (button != NULL, "the details pane has no button for %s", action);
  ck_assert_msg (gtk_widget_is_drawable (button), "the button for %s is not shown", action);
  ck_assert_msg (gtk_widget_is_sensitive (button), "the button for %s does not answer", action);
  return button;
}

static void
assert_unit_buttons_answer (MuWindow *window)
{
  static const char *actions[]
      = { "win.duplicate",         "win.remove",  "win.move-up", "win.move-down", "win.move-previous-command",
          "win.move-next-command", "win.add-hero" };

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    details_button (window, actions[i]);
}

static MuCommand *
command_at (MuDocument *document, guint index)
{
  return mu_roster_get_commands (mu_document_get_roster (document))->pdata[index];
}

/* Ctrl+H adds a hero to the selected unit; Duplicate still answers. */
START_TEST (test_after_hero)
{
  MuWindow *window = open_sample ();
  MuDocument *document = mu_window_get_document (window);

  mu_document_select (document, &MU_PLACE_OF_UNIT ("u3"));
  mu_gui_test_drain ();
  assert_unit_buttons_answer (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-hero", NULL);
  mu_gui_test_drain ();
  ck_assert_uint_eq (mu_roster_find_unit (mu_document_get_roster (document), "u3", NULL)->heroes->len, 1);
  assert_unit_buttons_answer (window);
  g_signal_emit_by_name (details_button (window, "win.duplicate"), "clicked");
  mu_gui_test_drain ();
  ck_assert_uint_eq (command_at (document, 0)->units->len, 7);
  ck_assert_str_eq (mu_document_get_selection (document)->unit_id, "u15");
  close_window (window);
}
END_TEST

/* Ticking an upgrade in the details pane; Move down still answers. */
START_TEST (test_after_upgrade)
{
  MuWindow *window = open_sample ();
  MuDocument *document = mu_window_get_document (window);
  GtkWidget *check;

  mu_document_select (document, &MU_PLACE_OF_UNIT ("u3"));
  mu_gui_test_drain ();
  check = mu_gui_test_find_named (GTK_WIDGET (window), "legionarii-veteran");
  ck_assert_ptr_nonnull (check);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
  mu_gui_test_drain ();
  ck_assert (mu_unit_has_upgrade (mu_roster_find_unit (mu_document_get_roster (document), "u3", NULL),
                                  "legionarii-veteran"));
  assert_unit_buttons_answer (window);
  g_signal_emit_by_name (details_button (window, "win.move-down"), "clicked");
  mu_gui_test_drain ();
  ck_assert_str_eq (((MuUnit *) command_at (document, 0)->units->pdata[3])->id, "u3");
  close_window (window);
}
END_TEST

/* Attaching a general to a unit; his Remove button still answers. */
START_TEST (test_after_attaching)
{
  MuWindow *window = open_sample ();
  MuDocument *document = mu_window_get_document (window);
  GtkWidget *attached;

  mu_document_select (document, &MU_PLACE_OF_GENERAL (1, 0));
  mu_gui_test_drain ();
  details_button (window, "win.remove");
  attached = mu_gui_test_find_named (GTK_WIDGET (window), "attached");
  ck_assert_ptr_nonnull (attached);
  adw_combo_row_set_selected (ADW_COMBO_ROW (attached), 1);
  mu_gui_test_drain ();
  ck_assert_str_eq (((MuGeneral *) command_at (document, 1)->generals->pdata[0])->attached, "u7");
  details_button (window, "win.add-general");
  g_signal_emit_by_name (details_button (window, "win.remove"), "clicked");
  mu_gui_test_drain ();
  ck_assert_uint_eq (command_at (document, 1)->generals->len, 0);
  close_window (window);
}
END_TEST

/* The army view's list box of the first command: the one that takes drops. */
static GtkWidget *
find_drop_box (GtkWidget *widget, GtkDropTarget **target)
{
  GtkWidget *found = NULL;

  if (GTK_IS_LIST_BOX (widget))
    {
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

      for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
        {
          g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

          if (GTK_IS_DROP_TARGET (controller))
            {
              *target = GTK_DROP_TARGET (controller);
              return widget;
            }
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); found == NULL && child != NULL;
       child = gtk_widget_get_next_sibling (child))
    found = find_drop_box (child, target);
  return found;
}

/* A unit dropped on the first unit of its command goes first (it went last). */
START_TEST (test_drop_on_first_unit)
{
  MuWindow *window = open_sample ();
  MuDocument *document = mu_window_get_document (window);
  GtkDropTarget *target = NULL;
  GtkWidget *box = find_drop_box (GTK_WIDGET (window), &target);
  GtkWidget *first = mu_gui_test_find_named (GTK_WIDGET (window), "u1");
  g_auto(GValue) value = G_VALUE_INIT;
  graphene_rect_t bounds;
  gboolean done = FALSE;

  ck_assert_ptr_nonnull (box);
  ck_assert_ptr_nonnull (first);
  ck_assert (gtk_widget_compute_bounds (first, box, &bounds));
  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, "u5");
  g_signal_emit_by_name (target, "drop", &value, 10.0, (double) bounds.origin.y + 2, &done);
  mu_gui_test_drain ();
  ck_assert (done);
  ck_assert_str_eq (((MuUnit *) command_at (document, 0)->units->pdata[0])->id, "u5");
  ck_assert_str_eq (((MuUnit *) command_at (document, 0)->units->pdata[1])->id, "u1");
  close_window (window);
}
END_TEST

static Suite *
details_toolbar_suite (void)
{
  Suite *suite = suite_create ("details-toolbar");
  TCase *tcase = tcase_create ("details-toolbar");

  tcase_add_test (tcase, test_after_hero);
  tcase_add_test (tcase, test_after_upgrade);
  tcase_add_test (tcase, test_after_attaching);
  tcase_add_test (tcase, test_drop_on_first_unit);
  suite_add_tcase (suite, tcase);
  return suite;
}

int
main (void)
{
  int status;

  app = mu_gui_test_start ();
  status = mu_test_run (details_toolbar_suite ());
  mu_gui_test_finish (app);
  return status;
}
