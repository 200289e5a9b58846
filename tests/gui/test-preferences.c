/* test-preferences.c: Preferences under Xvfb: the paper and the defaults a
 * new army of each ruleset starts with, changed in the window and seen in the
 * settings, the print dialog's paper and the next new army
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-application.h"
#include "mu-army-list.h"
#include "mu-evaluation.h"
#include "mu-gui-test.h"
#include "mu-library.h"
#include "mu-new-army-dialog.h"
#include "mu-preferences-window.h"
#include "mu-print-operation.h"
#include "mu-roster.h"
#include "mu-rulesets.h"
#include "mu-settings.h"
#include "mu-test.h"
#include "mu-window.h"

static MuApplication *app;

/* The Preferences window that app.preferences opens. */
static MuPreferencesWindow *
open_preferences (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  mu_gui_test_drain ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);
      if (MU_IS_PREFERENCES_WINDOW (toplevel))
        return MU_PREFERENCES_WINDOW (toplevel);
    }
  ck_abort_msg ("app.preferences showed no Preferences window");
  return NULL;
}

static GtkWidget *
shown (MuPreferencesWindow *preferences, const char *name)
{
  GtkWidget *widget = mu_gui_test_find_named (GTK_WIDGET (preferences), name);

  ck_assert_msg (widget != NULL, "Preferences shows no widget named %s", name);
  return widget;
}

static MuRoster *
new_army (MuWindow *window, const char *list_id)
{
  MuArmyList *list = mu_library_find_list (mu_application_get_library (app), list_id);
  MuNewArmyDialog *dialog;
  MuRoster *roster;

  ck_assert_ptr_nonnull (list);
  dialog = mu_new_army_dialog_new (GTK_WINDOW (window), list);
  roster = mu_new_army_dialog_build (dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));
  return roster;
}

static void
reset_settings (void)
{
  GSettings *settings = mu_application_get_settings (app);

  g_settings_reset (settings, "paper-size");
  g_settings_reset (settings, "points-limits");
  g_settings_reset (settings, "ruleset-options");
}

START_TEST (test_shortcut_and_pages)
{
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.preferences");
  MuPreferencesWindow *preferences;

  ck_assert_str_eq (accels[0], "<Control>comma");
  preferences = open_preferences ();
  shown (preferences, "paper-size");
  /* one row per ruleset; Meeting of Hosts has no points and no options, and
   * its row says so rather than leading to an empty page */
  shown (preferences, "tts");
  shown (preferences, "pharaoh");
  shown (preferences, "phalanx");
  shown (preferences, "hinds");
  ck_assert_str_eq (adw_action_row_get_subtitle (ADW_ACTION_ROW (shown (preferences, "moh"))),
                    "Nothing to set: its armies have no points limit and its book leaves no reading open");
  ck_assert (!gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (shown (preferences, "moh"))));
  ck_assert (!mu_preferences_window_show_ruleset (preferences, "moh"));
  /* Hinds: no points, its two readings */
  ck_assert (mu_preferences_window_show_ruleset (preferences, "hinds"));
  mu_gui_test_drain ();
  shown (preferences, "turn-rate");
  shown (preferences, "heavy-cavalry-value");
  ck_assert_ptr_null (mu_gui_test_find_named (GTK_WIDGET (preferences), "points-limit"));
  gtk_window_destroy (GTK_WINDOW (preferences));
  mu_gui_test_drain ();
}
END_TEST

/* A roster opened (from the file manager, say) while Preferences is the
 * active window goes to a Muster window, not to Preferences. */
START_TEST (test_open_while_preferences_active)
{
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  MuWindow *window = mu_window_new (app);
  MuPreferencesWindow *preferences;

  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  preferences = open_preferences ();
  gtk_window_present (GTK_WINDOW (preferences));
  mu_gui_test_drain ();
  ck_assert_ptr_eq (gtk_application_get_active_window (GTK_APPLICATION (app)), GTK_WINDOW (preferences));
  g_application_open (G_APPLICATION (app), &file, 1, "");
  mu_gui_test_drain ();
  /* the roster went to the Muster window, which showed no roster yet */
  ck_assert_ptr_nonnull (mu_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (preferences));
  mu_document_discard_autosave (mu_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

START_TEST (test_new_army_takes_defaults)
{
  GSettings *settings = mu_application_get_settings (app);
  MuWindow *window = mu_window_new (app);
  MuPreferencesWindow *preferences;
  g_autoptr(MuRoster) before = NULL;
  g_autoptr(MuRoster) after = NULL;
  g_autoptr(MuRoster) pharaoh = NULL;
  GtkWidget *spin, *combo;

  reset_settings ();
  before = new_army (window, "principate-roman");
  ck_assert_int_eq (mu_roster_get_points_limit (before), 130);
  ck_assert_ptr_null (mu_roster_get_option (before, "auxiliaries-cost"));

  preferences = open_preferences ();
  ck_assert (mu_preferences_window_show_ruleset (preferences, "tts"));
  mu_gui_test_drain ();
  spin = shown (preferences, "points-limit");
  ck_assert_int_eq (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), 130);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 200);
  combo = shown (preferences, "auxiliaries-cost");
  ck_assert_uint_eq (adw_combo_row_get_selected (ADW_COMBO_ROW (combo)), 0);
  adw_combo_row_set_selected (ADW_COMBO_ROW (combo), 1);
  gtk_window_destroy (GTK_WINDOW (preferences));
  mu_gui_test_drain ();

  after = new_army (window, "principate-roman");
  ck_assert_int_eq (mu_roster_get_points_limit (after), 200);
  ck_assert_str_eq (mu_roster_get_option (after, "auxiliaries-cost"), "9");
  /* the other readings stay at the book's default and out of the roster */
  ck_assert_ptr_null (mu_roster_get_option (after, "veteran-ammunition"));
  /* another ruleset keeps its own */
  pharaoh = new_army (window, "akkadian-sumerian-ur");
  ck_assert_int_eq (mu_roster_get_points_limit (pharaoh), 4000);
  ck_assert_ptr_null (mu_roster_get_option (pharaoh, "auxiliaries-cost"));

  /* the window shows what was kept */
  preferences = open_preferences ();
  ck_assert (mu_preferences_window_show_ruleset (preferences, "tts"));
  mu_gui_test_drain ();
  ck_assert_int_eq (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (shown (preferences, "points-limit"))),
                    200);
  ck_assert_uint_eq (adw_combo_row_get_selected (ADW_COMBO_ROW (shown (preferences, "auxiliaries-cost"))), 1);
  gtk_window_destroy (GTK_WINDOW (preferences));
  mu_gui_test_drain ();

  /* a kept value the ruleset no longer accepts falls back to the book's default */
  mu_settings_set_option (settings, "tts", "auxiliaries-cost", "11");
  g_clear_pointer (&after, g_object_unref);
  after = new_army (window, "principate-roman");
  ck_assert_ptr_null (mu_roster_get_option (after, "auxiliaries-cost"));
  reset_settings ();
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

static const char *
print_paper (MuEvaluation *evaluation, const char *paper)
{
  g_autoptr(MuPrintOperation) operation = mu_print_operation_new (evaluation);
  GtkPageSetup *setup;

  mu_print_operation_set_paper (operation, paper);
  setup = gtk_print_operation_get_default_page_setup (GTK_PRINT_OPERATION (operation));
  return g_intern_string (gtk_paper_size_get_name (gtk_page_setup_get_paper_size (setup)));
}

START_TEST (test_paper_size)
{
  GSettings *settings = mu_application_get_settings (app);
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
  MuLibrary *library = mu_application_get_library (app);
  MuArmyList *list = NULL;
  g_autoptr(MuRoster) roster = mu_library_open_roster (library, path, &list, NULL);
  g_autoptr(MuEvaluation) evaluation = NULL;
  MuPreferencesWindow *preferences;
  GtkWidget *paper;
  g_autofree char *letter = NULL;

  ck_assert_ptr_nonnull (roster);
  evaluation = mu_evaluate (roster, list);
  reset_settings ();
  preferences = open_preferences ();
  paper = shown (preferences, "paper-size");
  ck_assert_uint_eq (adw_combo_row_get_selected (ADW_COMBO_ROW (paper)), 0);
  adw_combo_row_set_selected (ADW_COMBO_ROW (paper), 2);
  letter = g_settings_get_string (settings, "paper-size");
  ck_assert_str_eq (letter, "letter");
  ck_assert_str_eq (mu_settings_get_paper (settings), "letter");
  ck_assert_str_eq (print_paper (evaluation, mu_settings_get_paper (settings)), GTK_PAPER_NAME_LETTER);
  adw_combo_row_set_selected (ADW_COMBO_ROW (paper), 1);
  ck_assert_str_eq (mu_settings_get_paper (settings), "a4");
  ck_assert_str_eq (print_paper (evaluation, mu_settings_get_paper (settings)), GTK_PAPER_NAME_A4);
  /* the setting moves the row too */
  g_settings_set_string (settings, "paper-size", "letter");
  ck_assert_uint_eq (adw_combo_row_get_selected (ADW_COMBO_ROW (paper)), 2);
  gtk_window_destroy (GTK_WINDOW (preferences));
  mu_gui_test_drain ();
  reset_settings ();
}
END_TEST

static Suite *
preferences_suite (void)
{
  Suite *suite = suite_create ("preferences");
  TCase *tcase = tcase_create ("preferences");

  tcase_add_test (tcase, test_shortcut_and_pages);
  tcase_add_test (tcase, test_new_army_takes_defaults);
  tcase_add_test (tcase, test_open_while_preferences_active);
  tcase_add_test (tcase, test_paper_size);
  suite_add_tcase (suite, tcase);
  return suite;
}

int
main (void)
{
  int status;

  app = mu_gui_test_start ();
  status = mu_test_run (preferences_suite ());
  mu_gui_test_finish (app);
  return status;
}
