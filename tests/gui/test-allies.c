/* test-allies.c: allied contingents in the builder: added from the allies
 * the main list names, shown under their own headings, taken back by undo
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "mu-application.h"
#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-contingent.h"
#include "mu-document.h"
#include "mu-evaluation.h"
#include "mu-gui-test.h"
#include "mu-issue-row.h"
#include "mu-issue.h"
#include "mu-list-entry.h"
#include "mu-figure.h"
#include "mu-roster-diff.h"
#include "mu-library.h"
#include "mu-list-pane.h"
#include "mu-list-row.h"
#include "mu-roster.h"
#include "mu-test.h"
#include "mu-unit.h"
#include "mu-window.h"

static MuApplication *app;
static char *scratch;

/* An Ancient British army of one command, without allies. */
static const char british[]
    = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" ruleset=\"tts\" list=\"ancient-british\" "
      "list-revision=\"1\">\n"
      "  <army name=\"Regni\" points-limit=\"200\"/>\n"
      "  <command name=\"Command 1\">\n"
      "    <general name=\"Cogidubnus\" entry=\"generals\" attached=\"u1\"/>\n"
      "    <unit id=\"u1\" entry=\"warriors\"/>\n"
      "    <unit id=\"u2\" entry=\"camp\"/>\n"
      "  </command>\n"
      "</roster>\n";

static MuWindow *
open_path (const char *path)
{
  return mu_gui_test_open_window (app, path);
}

/* The allies example, lists/examples/tts-british-roman-allies.muster. */
static MuWindow *
open_example (void)
{
  g_autofree char *path
      = g_build_filename (g_getenv ("MUSTER_LISTS_DIR"), "examples", "tts-british-roman-allies.muster", NULL);

  return open_path (path);
}

static MuWindow *
open_roster (const char *text)
{
  g_autofree char *path = g_build_filename (scratch, "army.muster", NULL);

  ck_assert (g_file_set_contents (path, text, -1, NULL));
  return open_path (path);
}

static void
close_window (MuWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}

/* A label under widget whose text begins with text, or NULL. */
static GtkWidget *
label_with (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), text))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = label_with (child, text);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The heading follows the first command's card, and the second command's
 * card follows the heading. */
static gboolean
ally_after_first_command (MuWindow *window, GtkWidget *heading)
{
  GtkWidget *first = mu_gui_test_find_named (GTK_WIDGET (window), "command-1");
  GtkWidget *second = mu_gui_test_find_named (GTK_WIDGET (window), "command-2");

  ck_assert_ptr_nonnull (first);
  ck_assert_ptr_nonnull (second);
  return gtk_widget_get_prev_sibling (heading) == gtk_widget_get_parent (first)
         && gtk_widget_get_next_sibling (heading) == gtk_widget_get_parent (second);
}

/* "Add Allied Contingent…" on an Ancient British army offers the
 * Principate Romans, the one ally its list names; choosing them adds a
 * contingent of one command, selected; undo takes it back. */
START_TEST (test_add_ally_and_undo)
{
  MuWindow *window = open_roster (british);
  MuDocument *document = mu_window_get_document (window);
  MuRoster *roster = mu_document_get_roster (document);
  AdwMessageDialog *dialog;
  const MuPlace *sel;
  MuCommand *command;

  ck_assert (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-ally", NULL));
  mu_gui_test_drain ();
  dialog = ADW_MESSAGE_DIALOG (mu_gui_test_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  ck_assert_ptr_nonnull (dialog);
  ck_assert_str_eq (adw_message_dialog_get_heading (dialog), "Add Allied Contingent");
  ck_assert_str_eq (adw_message_dialog_get_response_label (dialog, "principate-roman"), "Principate Romans");
  ck_assert_ptr_nonnull (strstr (adw_message_dialog_get_body (dialog), "Ancient British"));
  adw_message_dialog_response (dialog, "principate-roman");
  gtk_window_destroy (GTK_WINDOW (dialog));
  mu_gui_test_drain ();

  roster = mu_document_get_roster (document);
  ck_assert_uint_eq (mu_roster_get_allies (roster)->len, 1);
  ck_assert_uint_eq (mu_roster_count_contingents (roster), 2);
  ck_assert_str_eq (mu_roster_get_contingent_list_id (roster, 1), "principate-roman");
  ck_assert_uint_eq (mu_roster_get_commands (roster)->len, 2);
  command = mu_roster_get_commands (roster)->pdata[1];
  ck_assert_uint_eq (command->contingent, 1);
  sel = mu_document_get_selection (document);
  ck_assert_int_eq (sel->kind, MU_PLACE_GENERAL);
  ck_assert_int_eq (sel->command, 1);
  ck_assert_str_eq (mu_document_get_undo_label (document), "Add Principate Roman Allies");

  ck_assert (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  mu_gui_test_drain ();
  roster = mu_document_get_roster (document);
  ck_assert_uint_eq (mu_roster_get_allies (roster)->len, 0);
  ck_assert_uint_eq (mu_roster_get_commands (roster)->len, 1);
  close_window (window);
}
END_TEST

/* The example army: the British command under "Ancient British", the two
 * Roman commands under "Principate Roman (allies)", each heading with its
 * contingent's points; removing the allies is one edit undo takes back. */
START_TEST (test_example_shows_contingents)
{
  MuWindow *window = open_example ();
  MuDocument *document = mu_window_get_document (window);
  MuEvaluation *evaluation = mu_document_get_evaluation (document);
  GtkWidget *main_heading = mu_gui_test_find_named (GTK_WIDGET (window), "contingent-0");
  GtkWidget *ally_heading = mu_gui_test_find_named (GTK_WIDGET (window), "contingent-1");
  GtkWidget *remove;
  g_autofree char *main_points = NULL;
  g_autofree char *ally_points = NULL;

  ck_assert_ptr_nonnull (main_heading);
  ck_assert_ptr_nonnull (ally_heading);
  ck_assert_ptr_nonnull (label_with (main_heading, "Ancient British"));
  ck_assert_ptr_nonnull (label_with (ally_heading, "Principate Roman (allies)"));
  main_points = g_strdup_printf ("%g points", mu_evaluation_contingent (evaluation, 0)->points);
  ally_points = g_strdup_printf ("%g points", mu_evaluation_contingent (evaluation, 1)->points);
  ck_assert_ptr_nonnull (label_with (main_heading, main_points));
  ck_assert_ptr_nonnull (label_with (ally_heading, ally_points));
  /* the allies' heading comes after the British command's card and before the Romans' */
  ck_assert (ally_after_first_command (window, ally_heading));

  remove = g_object_get_data (G_OBJECT (ally_heading), "remove");
  ck_assert_ptr_nonnull (remove);
  g_signal_emit_by_name (remove, "clicked");
  mu_gui_test_drain ();
  ck_assert_uint_eq (mu_roster_get_allies (mu_document_get_roster (document))->len, 0);
  ck_assert_ptr_null (mu_gui_test_find_named (GTK_WIDGET (window), "contingent-1"));
  ck_assert (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  mu_gui_test_drain ();
  ck_assert_uint_eq (mu_roster_get_allies (mu_document_get_roster (document))->len, 1);
  ck_assert_ptr_nonnull (mu_gui_test_find_named (GTK_WIDGET (window), "contingent-1"));
  close_window (window);
}
END_TEST

/* What the list pane's row for a list row id says is taken of it. */
static char *
allowance_of (GtkWidget *pane, const char *row_id)
{
  GtkWidget *rows = mu_gui_test_find_type (pane, GTK_TYPE_LIST_BOX);
  char *allowance = NULL;

  for (GtkWidget *row = gtk_widget_get_first_child (rows); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (MU_IS_LIST_ROW (row) && g_str_equal (mu_list_row_get_entry (MU_LIST_ROW (row))->id, row_id))
      g_object_get (row, "allowance", &allowance, NULL);
  ck_assert_msg (allowance != NULL, "no row %s in the list pane", row_id);
  return allowance;
}

/* With a Roman command selected the list pane shows the Principate Roman
 * list's rows, counted in the allied contingent as the main list's are in
 * the main one; adding legionarii puts them in that command. */
START_TEST (test_list_pane_follows_contingent)
{
  MuWindow *window = open_example ();
  MuDocument *document = mu_window_get_document (window);
  GtkWidget *pane = mu_gui_test_find_type (GTK_WIDGET (window), MU_TYPE_LIST_PANE);
  g_autofree char *warriors = NULL;
  g_autofree char *legionarii = NULL;
  g_autofree char *more_legionarii = NULL;
  MuCommand *roman;
  guint before;

  ck_assert_ptr_nonnull (label_with (pane, "Ancient British"));
  warriors = allowance_of (pane, "warriors");
  ck_assert_str_eq (warriors, "5 of 5–10");
  roman = mu_roster_get_commands (mu_document_get_roster (document))->pdata[1];
  before = roman->units->len;
  mu_document_select (document, &MU_PLACE_OF_GENERAL (1, 0));
  mu_gui_test_drain ();
  ck_assert_ptr_nonnull (label_with (pane, "Principate Roman"));
  ck_assert_ptr_nonnull (label_with (pane, "Legionaries"));
  ck_assert_uint_eq (mu_list_pane_get_contingent (MU_LIST_PANE (pane)), 1);
  legionarii = allowance_of (pane, "legionarii");
  ck_assert_str_eq (legionarii, "5 of 5–10");
  ck_assert (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-unit", "s", "legionarii"));
  mu_gui_test_drain ();
  more_legionarii = allowance_of (pane, "legionarii");
  ck_assert_str_eq (more_legionarii, "6 of 5–10");
  roman = mu_roster_get_commands (mu_document_get_roster (document))->pdata[1];
  ck_assert_uint_eq (roman->units->len, before + 1);
  ck_assert_str_eq (mu_document_get_undo_label (document), "Add Legionarii");
  mu_document_select (document, &MU_PLACE_OF_GENERAL (0, 0));
  mu_gui_test_drain ();
  ck_assert_ptr_nonnull (label_with (pane, "Ancient British"));
  close_window (window);
}
END_TEST

/* The subtitle of the details' row whose check is named after an upgrade. */
static const char *
upgrade_subtitle (MuWindow *window, const char *upgrade)
{
  GtkWidget *check = mu_gui_test_find_named (GTK_WIDGET (window), upgrade);
  GtkWidget *row = check != NULL ? gtk_widget_get_ancestor (check, ADW_TYPE_ACTION_ROW) : NULL;

  ck_assert_msg (row != NULL, "no row for %s", upgrade);
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
}

/* The details of an ally's general and unit read the ally's own list: the
 * unit he is attached to is chosen among the ally's units, his upgrades are
 * counted in the allied contingent, and an ally's unit shows its hero. */
START_TEST (test_details_of_ally)
{
  MuWindow *window = open_example ();
  MuDocument *document = mu_window_get_document (window);
  GtkWidget *attached;
  GtkStringObject *item;

  mu_document_select (document, &MU_PLACE_OF_GENERAL (1, 0));
  mu_gui_test_drain ();
  attached = mu_gui_test_find_named (GTK_WIDGET (window), "attached");
  ck_assert_ptr_nonnull (attached);
  item = adw_combo_row_get_selected_item (ADW_COMBO_ROW (attached));
  ck_assert_str_eq (gtk_string_object_get_string (item), "Legionarii 1");
  ck_assert_ptr_nonnull (strstr (upgrade_subtitle (window, "general-heroic"), "0 of 0–3"));
  gtk_check_button_set_active (
      GTK_CHECK_BUTTON (mu_gui_test_find_named (GTK_WIDGET (window), "general-heroic")), TRUE);
  mu_gui_test_drain ();
  ck_assert_ptr_nonnull (strstr (upgrade_subtitle (window, "general-heroic"), "1 of 0–3"));

  mu_document_select (document, &MU_PLACE_OF_UNIT ("u20"));
  mu_gui_test_drain ();
  ck_assert_ptr_nonnull (mu_gui_test_find_named (GTK_WIDGET (window), "hero-0"));
  /* Ctrl+H gives an ally's fighting unit a hero */
  mu_document_select (document, &MU_PLACE_OF_UNIT ("u17"));
  mu_gui_test_drain ();
  ck_assert (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-hero", NULL));
  mu_gui_test_drain ();
  ck_assert_uint_eq (mu_roster_find_unit (mu_document_get_roster (document), "u17", NULL)->heroes->len, 1);
  close_window (window);
}
END_TEST

/* An issue about an ally's row ("Legionarii: 3 taken, the list needs
 * 5–10") leads to that row among the ally's list's rows, ready to add. */
START_TEST (test_ally_issue_leads_to_row)
{
  g_autofree char *path
      = g_build_filename (g_getenv ("MUSTER_LISTS_DIR"), "examples", "tts-british-roman-allies.muster", NULL);
  g_autofree char *text = NULL;
  g_autofree char *short_path = g_build_filename (scratch, "short.muster", NULL);
  g_autoptr(GRegex) legion = g_regex_new ("\\s*<unit id=\"u1[45]\" entry=\"legionarii\"/>", 0, 0, NULL);
  g_autofree char *short_text = NULL;
  MuWindow *window;
  GtkWidget *issues, *pane, *focus;
  GtkListBoxRow *row;
  MuIssue *issue = NULL;

  ck_assert (g_file_get_contents (path, &text, NULL, NULL));
  short_text = g_regex_replace_literal (legion, text, -1, 0, "", 0, NULL);
  ck_assert (g_file_set_contents (short_path, short_text, -1, NULL));
  window = open_path (short_path);
  issues = mu_gui_test_find_named (GTK_WIDGET (window), "issues");
  pane = mu_gui_test_find_type (GTK_WIDGET (window), MU_TYPE_LIST_PANE);
  row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (issues), 0);
  ck_assert_ptr_nonnull (row);
  issue = mu_issue_row_get_issue (MU_ISSUE_ROW (row));
  ck_assert_str_eq (issue->message,
                    "Principate Roman (allied contingent): Legionarii: 3 taken, the list needs 5–10. Add 2.");
  ck_assert_uint_eq (issue->contingent, 1);
  ck_assert_uint_eq (mu_list_pane_get_contingent (MU_LIST_PANE (pane)), 0);
  g_signal_emit_by_name (issues, "row-activated", row);
  mu_gui_test_drain ();
  ck_assert_uint_eq (mu_list_pane_get_contingent (MU_LIST_PANE (pane)), 1);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  ck_assert (MU_IS_LIST_ROW (focus));
  ck_assert_str_eq (mu_list_row_get_entry (MU_LIST_ROW (focus))->id, "legionarii");
  close_window (window);
}
END_TEST

/* The army's page has the allies' own options under their heading: the
 * Roman allies made Eastern there, an edit that undo takes back. */
START_TEST (test_ally_options)
{
  MuWindow *window = open_example ();
  MuDocument *document = mu_window_get_document (window);
  GtkWidget *region;
  MuContingent *ally;

  mu_document_select (document, &MU_PLACE_OF_NOTHING);
  mu_gui_test_drain ();
  region = mu_gui_test_find_named (GTK_WIDGET (window), "ally-1:region");
  ck_assert_ptr_nonnull (region);
  ck_assert_ptr_nonnull (label_with (GTK_WIDGET (window), "Principate Roman Allies' Options"));
  ck_assert_str_eq (gtk_string_object_get_string (adw_combo_row_get_selected_item (ADW_COMBO_ROW (region))),
                    "Western");
  mu_gui_test_choose (GTK_WIDGET (window), "ally-1:region", "Eastern");
  ally = mu_roster_get_ally (mu_document_get_roster (document), 1);
  ck_assert_str_eq (g_hash_table_lookup (ally->options, "region"), "eastern");
  ck_assert (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  mu_gui_test_drain ();
  ally = mu_roster_get_ally (mu_document_get_roster (document), 1);
  ck_assert_str_eq (g_hash_table_lookup (ally->options, "region"), "western");
  ck_assert_str_eq (gtk_string_object_get_string (adw_combo_row_get_selected_item (ADW_COMBO_ROW (region))),
                    "Western");
  close_window (window);
}
END_TEST

static void
act (MuWindow *window, const char *action, GVariant *parameter)
{
  ck_assert_msg (gtk_widget_activate_action_variant (GTK_WIDGET (window), action, parameter), "no %s",
                 action);
  mu_gui_test_drain ();
}

/* Adds n units of a row to the command of the selection. */
static void
add_units (MuWindow *window, const char *row, guint n)
{
  for (guint i = 0; i < n; i++)
    act (window, "win.add-unit", g_variant_new_string (row));
}

/* The id of the n-th unit of a command. */
static const char *
unit_id (MuDocument *document, guint command, guint n)
{
  MuCommand *found = mu_roster_get_commands (mu_document_get_roster (document))->pdata[command];

  return ((MuUnit *) found->units->pdata[n])->id;
}

static void
give_heroes (MuWindow *window, guint command, guint n, guint heroes)
{
  MuDocument *document = mu_window_get_document (window);

  mu_document_select (document, &MU_PLACE_OF_UNIT (unit_id (document, command, n)));
  mu_gui_test_drain ();
  for (guint i = 0; i < heroes; i++)
    act (window, "win.add-hero", NULL);
}

/* A command's general attached, through "Attached to", and his upgrades
 * ticked in the details. */
static void
set_general (MuWindow *window, guint command, const char *attached, const char * const *upgrades)
{
  mu_document_select (mu_window_get_document (window), &MU_PLACE_OF_GENERAL (command, 0));
  mu_gui_test_drain ();
  mu_gui_test_choose (GTK_WIDGET (window), "attached", attached);
  for (guint i = 0; upgrades != NULL && upgrades[i] != NULL; i++)
    {
      gtk_check_button_set_active (
          GTK_CHECK_BUTTON (mu_gui_test_wait_named (GTK_WIDGET (window), upgrades[i])), TRUE);
      mu_gui_test_drain ();
    }
}

/* The allies example built in the builder from an army of one command and
 * its general, as a player builds it, with the builder's actions and the
 * details' controls: the same army as the example file, names aside, and
 * the figures its test works out (181 of 200 points, 51 victory points,
 * 17 victory medals, legal). */
START_TEST (test_build_example)
{
  static const char start[]
      = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" ruleset=\"tts\" list=\"ancient-british\" "
        "list-revision=\"1\">\n"
        "  <army name=\"Cogidubnus\" points-limit=\"200\"/>\n"
        "  <option id=\"date\" value=\"43\"/>\n"
        "  <command><general entry=\"generals\"/></command>\n"
        "</roster>\n";
  static const char * const heroic_senior[] = { "general-heroic", "general-senior", NULL };
  g_autofree char *path
      = g_build_filename (g_getenv ("MUSTER_LISTS_DIR"), "examples", "tts-british-roman-allies.muster", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) example = NULL;
  g_autoptr(MuRoster) built = NULL;
  g_autoptr(MuEvaluation) expected = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  g_autoptr(GPtrArray) changes = NULL;
  MuArmyList *list = NULL;
  MuWindow *window = open_roster (start);
  MuDocument *document = mu_window_get_document (window);
  AdwMessageDialog *dialog;

  /* the Regni: four light cavalry, five warriors and a camp, four heroes */
  mu_document_select (document, &MU_PLACE_OF_GENERAL (0, 0));
  mu_gui_test_drain ();
  add_units (window, "light-cavalry", 4);
  add_units (window, "warriors", 5);
  add_units (window, "camp", 1);
  give_heroes (window, 0, 0, 1);
  give_heroes (window, 0, 1, 1);
  give_heroes (window, 0, 4, 2);
  set_general (window, 0, "Warriors 1", heroic_senior);

  /* the Roman allies, their date and region on the army's page */
  act (window, "win.add-ally", NULL);
  dialog = ADW_MESSAGE_DIALOG (mu_gui_test_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  adw_message_dialog_response (dialog, "principate-roman");
  gtk_window_destroy (GTK_WINDOW (dialog));
  mu_gui_test_drain ();
  mu_document_select (document, &MU_PLACE_OF_NOTHING);
  mu_gui_test_drain ();
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (mu_gui_test_wait_named (GTK_WIDGET (window), "ally-1:date")),
                             43);
  mu_gui_test_drain ();
  mu_gui_test_choose (GTK_WIDGET (window), "ally-1:region", "Western");

  /* Legio II Augusta, the Auxilia with their camp, the Ala */
  mu_document_select (document, &MU_PLACE_OF_GENERAL (1, 0));
  mu_gui_test_drain ();
  add_units (window, "legionarii", 5);
  set_general (window, 1, "Legionarii 1", NULL);
  act (window, "win.add-contingent-command", g_variant_new_uint32 (1));
  add_units (window, "auxiliarii", 3);
  add_units (window, "camp", 1);
  give_heroes (window, 2, 0, 1);
  set_general (window, 2, "Auxiliarii 1", NULL);
  act (window, "win.add-contingent-command", g_variant_new_uint32 (1));
  add_units (window, "equites-alares", 1);
  give_heroes (window, 3, 0, 1);
  set_general (window, 3, "Equites Alares", NULL);

  evaluation = mu_evaluation_ref (mu_document_get_evaluation (document));
  ck_assert_double_eq (evaluation->points, 181);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "victory_points"), 51);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "victory_medals"), 17);
  ck_assert (mu_evaluation_is_legal (evaluation));

  example = mu_library_open_roster (mu_test_library (), path, &list, &error);
  ck_assert_msg (example != NULL, "%s", error != NULL ? error->message : "");
  built = mu_roster_copy (mu_document_get_roster (document));
  mu_roster_number_units (example);
  mu_roster_number_units (built);
  g_clear_pointer (&evaluation, mu_evaluation_unref);
  evaluation = mu_evaluate (built, list);
  expected = mu_evaluate (example, list);
  changes = mu_roster_diff (expected, evaluation);
  if (changes->len > 0)
    {
      g_autofree char *text = mu_roster_diff_text (changes);
      ck_abort_msg ("the army built differs from the example:\n%s", text);
    }
  mu_army_list_unref (list);
  close_window (window);
}
END_TEST

static Suite *
allies_suite (void)
{
  Suite *suite = suite_create ("allies");
  TCase *add = tcase_create ("add");

  tcase_add_test (add, test_add_ally_and_undo);
  tcase_add_test (add, test_example_shows_contingents);
  tcase_add_test (add, test_list_pane_follows_contingent);
  tcase_add_test (add, test_details_of_ally);
  tcase_add_test (add, test_ally_issue_leads_to_row);
  tcase_add_test (add, test_ally_options);
  tcase_add_test (add, test_build_example);
  suite_add_tcase (suite, add);
  return suite;
}

int
main (void)
{
  int status;

  app = mu_gui_test_start ();
  scratch = g_dir_make_tmp ("muster-allies-XXXXXX", NULL);
  status = mu_test_run (allies_suite ());
  mu_gui_test_remove_tree (scratch);
  g_free (scratch);
  mu_gui_test_finish (app);
  return status;
}
