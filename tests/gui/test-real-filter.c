/* test-real-filter.c: the list's row filter as a player's keys meet it,
 * pressed through the X server
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "mu-application.h"
#include "mu-document.h"
#include "mu-gui-input.h"
#include "mu-gui-test.h"
#include "mu-list-pane.h"
#include "mu-list-row.h"
#include "mu-new-army-dialog.h"
#include "mu-roster.h"
#include "mu-test.h"
#include "mu-unit.h"
#include "mu-window.h"

static MuApplication *app;

static const char *
filter_text (MuWindow *window)
{
  GtkWidget *pane = mu_gui_test_find_type (GTK_WIDGET (window), MU_TYPE_LIST_PANE);
  GtkWidget *search = mu_gui_test_find_type (pane, GTK_TYPE_SEARCH_ENTRY);

  ck_assert_ptr_nonnull (search);
  return gtk_editable_get_text (GTK_EDITABLE (search));
}

static GtkWidget *
search_entry (MuWindow *window)
{
  GtkWidget *pane = mu_gui_test_find_type (GTK_WIDGET (window), MU_TYPE_LIST_PANE);

  return mu_gui_test_find_type (pane, GTK_TYPE_SEARCH_ENTRY);
}

/* The list pane's rows the filter lets through, and (in all) every row. */
static guint
shown_rows (MuWindow *window, guint *all)
{
  GtkWidget *pane = mu_gui_test_find_type (GTK_WIDGET (window), MU_TYPE_LIST_PANE);
  GtkWidget *rows = mu_gui_test_find_type (pane, GTK_TYPE_LIST_BOX);
  guint shown = 0;

  *all = 0;
  for (GtkWidget *row = gtk_widget_get_first_child (rows); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (MU_IS_LIST_ROW (row))
      {
        (*all)++;
        shown += gtk_widget_get_child_visible (row) ? 1 : 0;
      }
  return shown;
}

/* The entry's clear icon (×), shown while it has text. */
static GtkWidget *
clear_icon (GtkWidget *widget)
{
  if (GTK_IS_IMAGE (widget)
      && g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (widget)), "edit-clear-symbolic") == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = clear_icon (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
close_window (MuWindow *window)
{
  mu_document_discard_autosave (mu_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}

static MuWindow *
open_example (const char *name)
{
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), "examples", name, NULL);

  return mu_gui_test_open_window (app, path);
}

static guint
units (MuWindow *window)
{
  return mu_roster_count_units (mu_document_get_roster (mu_window_get_document (window)));
}

/* Ctrl+F, a word and Enter add a row; Ctrl+F and the next word replace the
 * first word, not add to it. */
START_TEST (test_second_word_replaces_the_first)
{
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
  MuWindow *window = mu_gui_test_open_window (app, path);
  guint before = units (window);

  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+f");
  mu_gui_input_type (GTK_WIDGET (window), "legionarii");
  mu_gui_input_keys (GTK_WIDGET (window), "Return");
  ck_assert_uint_eq (units (window), before + 1);
  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+f");
  mu_gui_input_type (GTK_WIDGET (window), "auxiliarii");
  ck_assert_str_eq (filter_text (window), "auxiliarii");
  mu_document_discard_autosave (mu_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

/* Ctrl+F selects the filter's text, wherever the focus was: the next word
 * replaces it; after Enter adds a row the text is selected too. */
START_TEST (test_ctrl_f_and_enter_select_the_text)
{
  MuWindow *window = open_example ("tts-sample-oob.muster");
  guint before = units (window);

  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+f");
  mu_gui_input_type (GTK_WIDGET (window), "legionarii");
  mu_gui_input_keys (GTK_WIDGET (window), "Tab ctrl+f");
  mu_gui_input_type (GTK_WIDGET (window), "auxiliarii");
  ck_assert_str_eq (filter_text (window), "auxiliarii");
  mu_gui_input_keys (GTK_WIDGET (window), "Return");
  ck_assert_uint_eq (units (window), before + 1);
  /* no Ctrl+F: the focus stayed in the filter, its text selected */
  mu_gui_input_type (GTK_WIDGET (window), "sagittarii");
  ck_assert_str_eq (filter_text (window), "sagittarii");
  close_window (window);
}
END_TEST

/* The clear icon shows every row again at once, not after the next key. */
START_TEST (test_clear_icon_shows_every_row)
{
  MuWindow *window = open_example ("tts-sample-oob.muster");
  GtkWidget *icon;
  guint all;

  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+f");
  mu_gui_input_type (GTK_WIDGET (window), "legionarii");
  ck_assert_uint_eq (shown_rows (window, &all), 1);
  ck_assert_uint_gt (all, 10);
  icon = clear_icon (search_entry (window));
  ck_assert_ptr_nonnull (icon);
  mu_gui_input_click (icon);
  ck_assert_str_eq (filter_text (window), "");
  ck_assert_uint_eq (shown_rows (window, &all), all);
  close_window (window);
}
END_TEST

static MuWindow *
open_text (const char *text)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-filter-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "army.muster", NULL);
  MuWindow *window;

  ck_assert (g_file_set_contents (path, text, -1, NULL));
  window = mu_gui_test_open_window (app, path);
  mu_gui_test_remove_tree (dir);
  return window;
}

/* A command of the allied contingent, clicked: the ally's rows, every one
 * shown, not filtered by the word typed for the main list. */
START_TEST (test_filter_left_behind_by_contingent)
{
  g_autofree char *text = mu_gui_test_fixture_text ("tts-small-allies.muster");
  MuWindow *window = open_text (text);
  GtkWidget *pane = mu_gui_test_find_type (GTK_WIDGET (window), MU_TYPE_LIST_PANE);
  GtkWidget *roman_unit;
  guint all;

  /* the issues hidden (Ctrl+I), for the Roman units to be seen */
  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+i ctrl+f");
  mu_gui_input_type (GTK_WIDGET (window), "warriors");
  ck_assert_uint_eq (shown_rows (window, &all), 1);
  roman_unit = mu_gui_test_find_named (GTK_WIDGET (window), "u12");
  ck_assert_ptr_nonnull (roman_unit);
  mu_gui_input_click (roman_unit);
  ck_assert_uint_eq (mu_list_pane_get_contingent (MU_LIST_PANE (pane)), 1);
  ck_assert_str_eq (filter_text (window), "");
  ck_assert_uint_eq (shown_rows (window, &all), all);
  ck_assert_uint_gt (all, 10);
  close_window (window);
}
END_TEST

/* A new army starts with every row of its list shown, whatever the last
 * roster's filter held. */
START_TEST (test_filter_left_behind_by_new_army)
{
  MuWindow *window = open_example ("tts-sample-oob.muster");
  guint all;

  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+f");
  mu_gui_input_type (GTK_WIDGET (window), "laager");
  ck_assert_uint_eq (shown_rows (window, &all), 0);
  /* the roster is unchanged: Ctrl+N goes to the library unasked */
  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+n ctrl+f");
  mu_gui_input_type (GTK_WIDGET (window), "Principate");
  mu_gui_input_keys (GTK_WIDGET (window), "Return");
  mu_gui_input_keys (GTK_WIDGET (mu_gui_test_toplevel (MU_TYPE_NEW_ARMY_DIALOG)), "Return");
  ck_assert_ptr_null (mu_gui_test_toplevel (MU_TYPE_NEW_ARMY_DIALOG));
  ck_assert_str_eq (filter_text (window), "");
  ck_assert_uint_gt (shown_rows (window, &all), 10);
  ck_assert_uint_eq (shown_rows (window, &all), all);
  close_window (window);
}
END_TEST

/* "4 legionarii" adds four units in one step of undo: Ctrl+Z takes all
 * four back, Ctrl+Shift+Z brings all four again. */
START_TEST (test_count_is_one_undo)
{
  MuWindow *window = open_example ("tts-sample-oob.muster");
  MuDocument *document = mu_window_get_document (window);
  guint before = units (window);

  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+f");
  mu_gui_input_type (GTK_WIDGET (window), "4 legionarii");
  mu_gui_input_keys (GTK_WIDGET (window), "Return");
  ck_assert_uint_eq (units (window), before + 4);
  ck_assert_str_eq (mu_document_get_undo_label (document), "Add 4 × Legionarii");
  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+z");
  ck_assert_uint_eq (units (window), before);
  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+shift+z");
  ck_assert_uint_eq (units (window), before + 4);
  close_window (window);
}
END_TEST

/* The unit selected in a window, as the builder shows it. */
static MuUnit *
selected_unit (MuWindow *window)
{
  MuUnit *unit = mu_document_selected_unit (mu_window_get_document (window), NULL);

  ck_assert_ptr_nonnull (unit);
  return unit;
}

/* For the Pharaoh prices troops by the figure: "12 archers" is one unit of
 * twelve figures, in one step of undo, and "archers" alone one unit of the
 * smallest legal size, a complete group of four close-order figures
 * (L104, L140), not one illegal figure. */
START_TEST (test_pharaoh_figures_typed)
{
  MuWindow *window = open_example ("pharaoh-akkadian.muster");
  guint before = units (window);
  g_autofree char *title = NULL;

  /* the two Archers rows told apart in words, not by "Reg C LI OO CB" */
  g_object_get (mu_gui_test_find_named (GTK_WIDGET (window), "archers-oo"), "title", &title, NULL);
  ck_assert_str_eq (title, "Archers (Open order)");

  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+f");
  mu_gui_input_type (GTK_WIDGET (window), "12 archers");
  mu_gui_input_keys (GTK_WIDGET (window), "Return");
  ck_assert_uint_eq (units (window), before + 1);
  ck_assert_str_eq (selected_unit (window)->entry, "archers-co");
  ck_assert_int_eq (selected_unit (window)->count, 12);
  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+z");
  ck_assert_uint_eq (units (window), before);
  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+f");
  mu_gui_input_type (GTK_WIDGET (window), "archers");
  mu_gui_input_keys (GTK_WIDGET (window), "Return");
  ck_assert_uint_eq (units (window), before + 1);
  ck_assert_int_eq (selected_unit (window)->count, 4);
  close_window (window);
}
END_TEST

static GtkWidget *
combo_titled (GtkWidget *widget, const char *title)
{
  if (ADW_IS_COMBO_ROW (widget)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = combo_titled (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
label_saying (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), text))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = label_saying (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A reading's drop-down shows its choices whole, not "Two small armies,
 * eac…", where libadwaita cuts an item at 20 characters. */
START_TEST (test_choices_shown_whole)
{
  g_autofree char *path
      = g_build_filename (mu_test_lists_dir (), "examples", "tts-british-roman-allies.muster", NULL);
  MuWindow *window = mu_gui_test_open_window (app, path);
  GtkWidget *combo = combo_titled (GTK_WIDGET (window), "Allied contingents: points, generals and date");
  GtkWidget *label;
  GtkWidget *popover;

  ck_assert_ptr_nonnull (combo);
  /* the readings are at the foot of the army's page: brought into view by
   * the focus, then opened by a key as a player opens it */
  gtk_widget_grab_focus (combo);
  mu_gui_input_settle (300);
  mu_gui_input_keys (GTK_WIDGET (window), "space");
  mu_gui_input_settle (300);
  popover = mu_gui_test_find_type (combo, GTK_TYPE_POPOVER);
  ck_assert (popover != NULL && gtk_widget_get_visible (popover));
  label = label_saying (popover, "Two small armies, each as its own list allows (v1.1)");
  ck_assert_ptr_nonnull (label);
  ck_assert_int_eq (gtk_label_get_ellipsize (GTK_LABEL (label)), PANGO_ELLIPSIZE_NONE);
  ck_assert (gtk_label_get_wrap (GTK_LABEL (label)));
  mu_gui_input_keys (GTK_WIDGET (window), "Escape");
  close_window (window);
}
END_TEST

static Suite *
real_filter_suite (void)
{
  Suite *suite = suite_create ("real-filter");
  TCase *tcase = tcase_create ("filter");

  tcase_add_test (tcase, test_second_word_replaces_the_first);
  tcase_add_test (tcase, test_ctrl_f_and_enter_select_the_text);
  tcase_add_test (tcase, test_clear_icon_shows_every_row);
  tcase_add_test (tcase, test_filter_left_behind_by_contingent);
  tcase_add_test (tcase, test_filter_left_behind_by_new_army);
  tcase_add_test (tcase, test_count_is_one_undo);
  tcase_add_test (tcase, test_pharaoh_figures_typed);
  tcase_add_test (tcase, test_choices_shown_whole);
  suite_add_tcase (suite, tcase);
  return suite;
}

int
main (void)
{
  int status;

  app = mu_gui_test_start ();
  status = mu_test_run (real_filter_suite ());
  mu_gui_test_finish (app);
  return status;
}
