/* test-pharaoh.c: a For the Pharaoh army built in the real window, under
 * Xvfb: figures counted, sub-units added from the unit's row, moved to
 * another row, changed from the tables, undone and removed; generals rated,
 * given a role and a mount, added and removed; the game size and the figure
 * scale of the army
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "mu-application.h"
#include "mu-command.h"
#include "mu-document.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-general.h"
#include "mu-gui-test.h"
#include "mu-library.h"
#include "mu-new-army-dialog.h"
#include "mu-roster.h"
#include "mu-rulesets.h"
#include "mu-test.h"
#include "mu-unit.h"
#include "mu-window.h"

static MuApplication *app;

static GtkWidget *
shown (MuWindow *window, const char *name)
{
  GtkWidget *widget = mu_gui_test_find_named (GTK_WIDGET (window), name);

  ck_assert_msg (widget != NULL, "no widget named %s is shown", name);
  return widget;
}

static const char *
shown_text (MuWindow *window, const char *name)
{
  return mu_gui_test_shown_text (GTK_WIDGET (window), name);
}

static void
choose (MuWindow *window, const char *name, guint index)
{
  adw_combo_row_set_selected (ADW_COMBO_ROW (shown (window, name)), index);
  mu_gui_test_drain ();
}

/* The item of a combo row whose label starts with prefix. */
static guint
item_starting (MuWindow *window, const char *name, const char *prefix)
{
  GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (shown (window, name)));

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_str_has_prefix (gtk_string_list_get_string (GTK_STRING_LIST (model), i), prefix))
      return i;
  ck_abort_msg ("%s offers no “%s”", name, prefix);
  return 0;
}

static void
spin (MuWindow *window, const char *name, double value)
{
  GtkWidget *editor = mu_gui_test_find_type (shown (window, name), GTK_TYPE_SPIN_BUTTON);

  ck_assert_ptr_nonnull (editor);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (editor), value);
  mu_gui_test_drain ();
}

static void
activate (MuWindow *window, const char *action)
{
  gtk_widget_activate_action (GTK_WIDGET (window), action, NULL);
  mu_gui_test_drain ();
}

static double
unit_points (MuDocument *document, const char *id)
{
  MuUnitResult *result = mu_evaluation_unit (mu_document_get_evaluation (document), id);

  ck_assert_msg (result != NULL, "no unit %s", id);
  return result->points;
}

static double
unit_figure (MuDocument *document, const char *id, const char *key)
{
  return mu_test_figure (mu_evaluation_unit (mu_document_get_evaluation (document), id)->figures, key);
}

static double
army_points (MuDocument *document)
{
  return mu_document_get_evaluation (document)->points;
}

/* A new Akkadian army from the library: one command, one 0★ general. */
static MuWindow *
new_army (void)
{
  MuWindow *window = mu_window_new (app);
  GtkWidget *search;
  MuNewArmyDialog *dialog;

  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  search = shown (window, "library-search");
  gtk_editable_set_text (GTK_EDITABLE (search), "akkadian");
  g_signal_emit_by_name (search, "activate");
  mu_gui_test_drain ();
  dialog = MU_NEW_ARMY_DIALOG (mu_gui_test_toplevel (MU_TYPE_NEW_ARMY_DIALOG));
  ck_assert_ptr_nonnull (dialog);
  g_signal_emit_by_name (mu_gui_test_find_named (GTK_WIDGET (dialog), "name"), "activate");
  mu_gui_test_drain ();
  ck_assert_ptr_nonnull (mu_window_get_document (window));
  return window;
}

static void
close_window (MuWindow *window)
{
  mu_document_discard_autosave (mu_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}

/* 24 Household Spearmen (LSp), Reg A LI CO, 11 points a figure (L1566). */
static void
add_spearmen (MuWindow *window)
{
  MuDocument *document = mu_window_get_document (window);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-unit", "s", "household-spearmen-lsp");
  mu_gui_test_drain ();
  ck_assert_str_eq (mu_document_get_selection (document)->unit_id, "u1");
  /* a new unit is one complete group, four close-order figures (L104, L140) */
  ck_assert_double_eq (unit_points (document, "u1"), 44);
  spin (window, "count", 24);
  ck_assert_double_eq (unit_points (document, "u1"), 264);
  /* the new army's 0★ general costs 100 */
  ck_assert_double_eq (army_points (document), 364);
  ck_assert_str_eq (shown_text (window, "points"), "364 of 4000");
}

/* A sub-unit joins from the unit's row, takes another row's price, is
 * changed from the tables, undone, removed and brought back. */
START_TEST (test_subunit_edits)
{
  MuWindow *window = new_army ();
  MuDocument *document = mu_window_get_document (window);
  MuUnit *unit, *sub;

  add_spearmen (window);
  activate (window, "win.add-subunit");
  unit = mu_roster_find_unit (mu_document_get_roster (document), "u1", NULL);
  ck_assert_uint_eq (unit->subunits->len, 1);
  sub = unit->subunits->pdata[0];
  ck_assert_str_eq (sub->id, "u2");
  ck_assert_str_eq (sub->entry, "household-spearmen-lsp");
  ck_assert_str_eq (mu_document_get_selection (document)->unit_id, "u2");
  /* a new sub-unit is one complete group too: four figures at 11 */
  ck_assert_double_eq (unit_points (document, "u2"), 44);
  ck_assert_double_eq (unit_points (document, "u1"), 308);

  /* eight figures bought from the Archers row, Reg C LI CO CB at 7 (L1570) */
  spin (window, "count", 8);
  choose (window, "bought-from", item_starting (window, "bought-from", "Archers · Reg C LI CO CB · 7 pts"));
  ck_assert_str_eq (sub->entry, "archers-co");
  ck_assert_double_eq (unit_points (document, "u2"), 56);
  ck_assert_double_eq (unit_points (document, "u1"), 320);
  /* a mixed unit tests at the mean of A (5) and C (9) */
  ck_assert_double_eq (unit_figure (document, "u1", "morale"), 7);
  ck_assert_double_eq (unit_figure (document, "u1", "figures"), 32);
  ck_assert_double_eq (army_points (document), 420);
  ck_assert_str_eq (shown_text (window, "points"), "420 of 4000");

  /* class B from the tables: 7 + 2 for the composite bow */
  choose (window, "class", 3);
  ck_assert_str_eq (mu_unit_attr (sub, "class"), "b");
  ck_assert_double_eq (unit_points (document, "u2"), 72);
  ck_assert_double_eq (unit_points (document, "u1"), 336);
  ck_assert_str_eq (shown_text (window, "points"), "436 of 4000");
  activate (window, "win.undo");
  sub = mu_roster_find_unit (mu_document_get_roster (document), "u2", NULL);
  ck_assert_ptr_null (mu_unit_attr (sub, "class"));
  ck_assert_double_eq (unit_points (document, "u1"), 320);
  ck_assert_str_eq (shown_text (window, "points"), "420 of 4000");

  /* the unit lists it; its button removes it, and undo brings it back */
  mu_document_select (document, &MU_PLACE_OF_UNIT ("u1"));
  mu_gui_test_drain ();
  g_signal_emit_by_name (shown (window, "remove-u2"), "clicked");
  mu_gui_test_drain ();
  /* an undo puts back a copy of the roster: units are looked up again */
  unit = mu_roster_find_unit (mu_document_get_roster (document), "u1", NULL);
  ck_assert_uint_eq (unit->subunits->len, 0);
  ck_assert_double_eq (unit_points (document, "u1"), 264);
  ck_assert_str_eq (shown_text (window, "points"), "364 of 4000");
  activate (window, "win.undo");
  unit = mu_roster_find_unit (mu_document_get_roster (document), "u1", NULL);
  ck_assert_uint_eq (unit->subunits->len, 1);
  ck_assert_double_eq (unit_points (document, "u1"), 320);

  /* Delete on a selected sub-unit leaves its unit selected */
  g_signal_emit_by_name (shown (window, "subunit-u2"), "activated");
  mu_gui_test_drain ();
  ck_assert_str_eq (mu_document_get_selection (document)->unit_id, "u2");
  activate (window, "win.remove");
  ck_assert_str_eq (mu_document_get_selection (document)->unit_id, "u1");
  ck_assert_double_eq (army_points (document), 364);
  close_window (window);
}
END_TEST

/* Troops built freely: an A-class spearman in medium armour with shield and
 * long spear costs 9 + 1 + 2 + 2 = 14 (the notes' worked figure). */
START_TEST (test_subunit_from_tables)
{
  MuWindow *window = new_army ();
  MuDocument *document = mu_window_get_document (window);
  GtkWidget *weapons;

  add_spearmen (window);
  activate (window, "win.add-subunit");
  choose (window, "bought-from",
          item_starting (window, "bought-from", "Troops built from the points tables"));
  ck_assert_str_eq (mu_roster_find_unit (mu_document_get_roster (document), "u2", NULL)->entry, "custom");
  spin (window, "count", 4);
  choose (window, "type", 1);
  choose (window, "order", 1);
  choose (window, "class", 2);
  choose (window, "armour", 2);
  choose (window, "shield", 4);
  weapons = shown (window, "weapons");
  gtk_editable_set_text (GTK_EDITABLE (weapons), "LSp");
  g_signal_emit_by_name (weapons, "activate");
  mu_gui_test_drain ();
  ck_assert_double_eq (unit_figure (document, "u2", "points_per_figure"), 14);
  ck_assert_double_eq (unit_points (document, "u2"), 56);
  ck_assert_double_eq (unit_points (document, "u1"), 320);
  ck_assert_str_eq (shown_text (window, "points"), "420 of 4000");
  close_window (window);
}
END_TEST

/* Generals: 100, plus 200 a star by default; 200 a star in the other reading. */
START_TEST (test_generals)
{
  MuWindow *window = new_army ();
  MuDocument *document = mu_window_get_document (window);
  MuCommand *command = mu_roster_get_commands (mu_document_get_roster (document))->pdata[0];
  MuGeneral *general;

  mu_document_select (document, &MU_PLACE_OF_GENERAL (0, 0));
  mu_gui_test_drain ();
  spin (window, "rating", 3);
  choose (window, "role", 1);
  choose (window, "mount", 3);
  general = command->generals->pdata[0];
  ck_assert_str_eq (mu_general_attr (general, "rating"), "3");
  ck_assert_str_eq (mu_general_attr (general, "role"), "c-in-c");
  ck_assert_str_eq (mu_general_attr (general, "mount"), "chariot");
  ck_assert_str_eq (shown_text (window, "points"), "700 of 4000");

  /* a 2★ sub-general joins the command; Delete takes him off again */
  activate (window, "win.add-general");
  ck_assert_uint_eq (command->generals->len, 2);
  ck_assert_int_eq (mu_document_get_selection (document)->general, 1);
  spin (window, "rating", 2);
  choose (window, "role", 2);
  ck_assert_str_eq (shown_text (window, "points"), "1200 of 4000");
  activate (window, "win.remove");
  ck_assert_uint_eq (command->generals->len, 1);
  ck_assert_str_eq (shown_text (window, "points"), "700 of 4000");
  activate (window, "win.undo");
  command = mu_roster_get_commands (mu_document_get_roster (document))->pdata[0];
  ck_assert_uint_eq (command->generals->len, 2);

  /* the other reading of the general costs, from the army's page */
  mu_document_select (document, &MU_PLACE_OF_NOTHING);
  mu_gui_test_drain ();
  choose (window, "general-cost", 1);
  ck_assert_str_eq (mu_roster_get_option (mu_document_get_roster (document), "general-cost"), "per-star");
  ck_assert_str_eq (shown_text (window, "points"), "1000 of 4000");
  close_window (window);
}
END_TEST

/* The book's game sizes and the figure scale on the army's page. */
START_TEST (test_army_page)
{
  MuWindow *window = new_army ();
  MuDocument *document = mu_window_get_document (window);
  MuRoster *roster = mu_document_get_roster (document);

  add_spearmen (window);
  mu_document_select (document, &MU_PLACE_OF_NOTHING);
  mu_gui_test_drain ();
  ck_assert_uint_eq (adw_combo_row_get_selected (ADW_COMBO_ROW (shown (window, "game-size"))), 0);
  choose (window, "game-size", 1);
  ck_assert_int_eq (mu_roster_get_points_limit (roster), 10000);
  ck_assert_str_eq (shown_text (window, "points"), "364 of 10000");
  spin (window, "points-limit", 3000);
  ck_assert_uint_eq (adw_combo_row_get_selected (ADW_COMBO_ROW (shown (window, "game-size"))), 2);

  ck_assert_double_eq (unit_figure (document, "u1", "movement"), 6);
  choose (window, "figure-scale", 1);
  ck_assert_str_eq (mu_roster_get_option (roster, "figure-scale"), "25");
  ck_assert_double_eq (unit_figure (document, "u1", "movement"), 12);
  close_window (window);
}
END_TEST

/* The rows on screen below widget whose title is title. */
static guint
shown_rows_titled (GtkWidget *widget, const char *title)
{
  guint n = ADW_IS_PREFERENCES_ROW (widget) && gtk_widget_is_visible (widget)
            && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += shown_rows_titled (child, title);
  return n;
}

/* The new army's dialog offers the book's game sizes and the figure scale. */
START_TEST (test_new_army_dialog)
{
  MuWindow *window = mu_window_new (app);
  MuArmyList *list = mu_library_find_list (mu_application_get_library (app), "akkadian-sumerian-ur");
  MuNewArmyDialog *dialog = mu_new_army_dialog_new (GTK_WINDOW (window), list);
  g_autoptr(MuRoster) roster = NULL;
  GtkWidget *size;

  gtk_window_present (GTK_WINDOW (dialog));
  mu_gui_test_drain ();
  size = mu_gui_test_find_named (GTK_WIDGET (dialog), "game-size");
  ck_assert_ptr_nonnull (size);
  ck_assert_uint_eq (adw_combo_row_get_selected (ADW_COMBO_ROW (size)), 0);
  /* the points asked once: one row says "Points limit", none "Game size" */
  ck_assert_uint_eq (shown_rows_titled (GTK_WIDGET (dialog), "Points limit"), 1);
  ck_assert_uint_eq (shown_rows_titled (GTK_WIDGET (dialog), "Game size"), 0);
  adw_combo_row_set_selected (ADW_COMBO_ROW (size), 2);
  mu_gui_test_drain ();
  /* another limit: its own field as well */
  ck_assert_uint_eq (shown_rows_titled (GTK_WIDGET (dialog), "Points limit"), 2);
  adw_combo_row_set_selected (ADW_COMBO_ROW (size), 1);
  mu_gui_test_drain ();
  roster = mu_new_army_dialog_build (dialog);
  ck_assert_int_eq (mu_roster_get_points_limit (roster), 10000);
  ck_assert_str_eq (mu_roster_get_option (roster, "figure-scale"), "15");
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

static void
name_selected (MuWindow *window, const char *name)
{
  GtkWidget *row = shown (window, "name");

  gtk_editable_set_text (GTK_EDITABLE (row), name);
  g_signal_emit_by_name (row, "activate");
  mu_gui_test_drain ();
}

/* Roles and mounts by their place in the inspector's choices. */
enum
{
  C_IN_C = 1,
  SUB_GENERAL,
  REGIMENTAL
};
enum
{
  FOOT = 1,
  HORSE,
  CHARIOT
};

/* The command's first general (made with it), or one more. */
static void
general (MuWindow *window, int command, const char *name, int rating, guint role, guint mount,
         gboolean allied)
{
  MuDocument *document = mu_window_get_document (window);
  MuCommand *found = mu_roster_get_commands (mu_document_get_roster (document))->pdata[command];
  const char *first = ((MuGeneral *) found->generals->pdata[0])->name;

  mu_document_select (document, &MU_PLACE_OF_GENERAL (command, 0));
  mu_gui_test_drain ();
  if (first != NULL)
    activate (window, "win.add-general");
  name_selected (window, name);
  spin (window, "rating", rating);
  choose (window, "role", role);
  choose (window, "mount", mount);
  if (allied)
    choose (window, "allied", 2);
}

static void
unit (MuWindow *window, int command, const char *entry, const char *name, int count)
{
  MuDocument *document = mu_window_get_document (window);

  mu_document_select (document, &MU_PLACE_OF_COMMAND (command));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-unit", "s", entry);
  mu_gui_test_drain ();
  name_selected (window, name);
  spin (window, "count", count);
}

static int
command (MuWindow *window, const char *name)
{
  MuDocument *document = mu_window_get_document (window);
  int index;

  activate (window, "win.add-command");
  index = mu_document_get_selection (document)->command;
  mu_document_select (document, &MU_PLACE_OF_COMMAND (index));
  mu_gui_test_drain ();
  name_selected (window, name);
  return index;
}

/* The command of roster named name. */
static MuCommand *
command_named (MuRoster *roster, const char *name)
{
  GPtrArray *commands = mu_roster_get_commands (roster);

  for (guint i = 0; i < commands->len; i++)
    if (g_strcmp0 (((MuCommand *) commands->pdata[i])->name, name) == 0)
      return commands->pdata[i];
  ck_abort_msg ("no command named %s", name);
  return NULL;
}

/* Each general and unit of built as the first ones of the example's command
 * of the same name: what the inspector's editors wrote. */
static void
assert_built_as (MuCommand *built, MuCommand *example)
{
  const char *keys[] = { "rating", "role", "mount", "allied" };
  /* the ruleset's default rating, which a 0 set in the editor leaves unwritten */
  const char *defaults[] = { "0", NULL, NULL, NULL };

  ck_assert_uint_le (built->generals->len, example->generals->len);
  for (guint i = 0; i < built->generals->len; i++)
    {
      MuGeneral *general = built->generals->pdata[i], *wanted = example->generals->pdata[i];

      ck_assert_str_eq (general->name, wanted->name);
      ck_assert_str_eq (general->entry, wanted->entry);
      for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
        {
          const char *value = mu_general_attr (general, keys[k]);

          ck_assert_pstr_eq (value != NULL ? value : defaults[k], mu_general_attr (wanted, keys[k]));
        }
    }
  ck_assert_uint_le (built->units->len, example->units->len);
  for (guint i = 0; i < built->units->len; i++)
    {
      MuUnit *unit = built->units->pdata[i], *wanted = example->units->pdata[i];

      ck_assert_str_eq (unit->entry, wanted->entry);
      ck_assert_str_eq (unit->name, wanted->name);
      ck_assert_int_eq (unit->count, wanted->count);
    }
}

/* The notes' worked army (section 3.4): its arithmetic is checked in
 * tests/rulesets (test-pharaoh-army, test-pharaoh-cli). Here what only the
 * window shows: lists/examples/pharaoh-akkadian opened shows 1828 points of
 * troops, 2200 of generals, 27 scouting points, 28 over the limit; and two of
 * its commands (every kind of editor the army needs: names, ratings, roles,
 * mounts, allied, counts, a command and a general added) built in the window
 * from a new army are saved as the example has them, their points shown. */
START_TEST (test_worked_army)
{
  g_autofree char *example_path
      = g_build_filename (mu_test_lists_dir (), "examples", "pharaoh-akkadian.muster", NULL);
  MuWindow *shown_example = mu_gui_test_open_window (app, example_path);
  MuWindow *window;
  MuDocument *document;
  g_autofree char *dir = g_dir_make_tmp ("muster-pharaoh-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "worked.muster", NULL);
  g_autoptr(MuEvaluation) saved = NULL;
  g_autoptr(MuEvaluation) example = NULL;
  int allies;

  ck_assert_str_eq (shown_text (shown_example, "points"), "4028 of 4000");
  ck_assert_str_eq (shown_text (shown_example, "figure:troop_points"), "1828");
  ck_assert_str_eq (shown_text (shown_example, "figure:general_points"), "2200");
  ck_assert_str_eq (shown_text (shown_example, "figure:scouting_points"), "27");
  close_window (shown_example);

  window = new_army ();
  document = mu_window_get_document (window);
  mu_document_select (document, &MU_PLACE_OF_COMMAND (0));
  mu_gui_test_drain ();
  name_selected (window, "Royal command");
  general (window, 0, "The king", 3, C_IN_C, CHARIOT, FALSE);
  general (window, 0, "Captain of the household", 0, REGIMENTAL, FOOT, FALSE);
  unit (window, 0, "household-chariots", "Household Chariots", 6);
  allies = command (window, "Allied tribesmen");
  general (window, allies, "Tribal chief", 0, REGIMENTAL, FOOT, TRUE);
  unit (window, allies, "allied-tribesmen", "Allied Tribesmen", 24);

  /* 700 + 100 + 100 for the generals, 168 + 192 for the troops */
  ck_assert_str_eq (shown_text (window, "points"), "1260 of 4000");
  ck_assert_str_eq (shown_text (window, "figure:troop_points"), "360");
  ck_assert_str_eq (shown_text (window, "figure:general_points"), "900");
  ck_assert (mu_document_save (document, path, NULL));
  saved = mu_test_evaluate (path);
  example = mu_test_evaluate (example_path);
  ck_assert_double_eq (saved->points, 1260);
  ck_assert_uint_eq (mu_roster_get_commands (saved->roster)->len, 2);
  for (guint i = 0; i < 2; i++)
    {
      MuCommand *built = mu_roster_get_commands (saved->roster)->pdata[i];

      ck_assert_uint_eq (built->generals->len, 2 - i);
      ck_assert_uint_eq (built->units->len, 1);
      assert_built_as (built, command_named (example->roster, built->name));
    }
  g_unlink (path);
  g_rmdir (dir);
  close_window (window);
}
END_TEST

static Suite *
pharaoh_suite (void)
{
  Suite *suite = suite_create ("pharaoh-window");
  TCase *tcase = tcase_create ("pharaoh-window");

  tcase_add_test (tcase, test_subunit_edits);
  tcase_add_test (tcase, test_subunit_from_tables);
  tcase_add_test (tcase, test_generals);
  tcase_add_test (tcase, test_army_page);
  tcase_add_test (tcase, test_new_army_dialog);
  tcase_add_test (tcase, test_worked_army);
  suite_add_tcase (suite, tcase);
  return suite;
}

int
main (void)
{
  int status;

  app = mu_gui_test_start ();
  status = mu_test_run (pharaoh_suite ());
  mu_gui_test_finish (app);
  return status;
}
