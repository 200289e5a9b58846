/* test-builder-flow.c: the builder as a new player uses it: issues that
 * lead to what they are about, units told apart by name, and the steps of
 * building an army
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <string.h>

#include "mu-application.h"
#include "mu-army-row.h"
#include "mu-command.h"
#include "mu-document.h"
#include "mu-evaluation.h"
#include "mu-export.h"
#include "mu-general.h"
#include "mu-gui-input.h"
#include "mu-gui-test.h"
#include "mu-inspector.h"
#include "mu-issue-row.h"
#include "mu-issue.h"
#include "mu-list-pane.h"
#include "mu-new-army-dialog.h"
#include "mu-roster-diff.h"
#include "mu-roster.h"
#include "mu-test.h"
#include "mu-unit.h"
#include "mu-window.h"

static MuApplication *app;

/* An Ancient British army with faults: no general heroic, a general of the
 * second command with a unit of the first, too few light horse and no
 * heroes. */
static const char british[]
    = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" ruleset=\"tts\" list=\"ancient-british\" "
      "list-revision=\"1\">\n"
      "  <army name=\"Iceni\" points-limit=\"130\"/>\n"
      "  <command name=\"Command 1\">\n"
      "    <general name=\"Boudica\" entry=\"generals\" attached=\"u2\"/>\n"
      "    <unit id=\"u1\" entry=\"warriors\"/>\n"
      "    <unit id=\"u2\" entry=\"warriors\"/>\n"
      "    <unit id=\"u3\" entry=\"warriors\"/>\n"
      "    <unit id=\"u4\" entry=\"light-cavalry\"/>\n"
      "    <unit id=\"u5\" entry=\"camp\"/>\n"
      "  </command>\n"
      "  <command name=\"Command 2\">\n"
      "    <general name=\"Prasutagus\" entry=\"generals\" attached=\"u1\"/>\n"
      "    <unit id=\"u6\" entry=\"warriors\"/>\n"
      "    <unit id=\"u7\" entry=\"warriors\"/>\n"
      "  </command>\n"
      "</roster>\n";

/* The Ancient British army of the README: 130 points, legal. */
static const char legal_british[]
    = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" ruleset=\"tts\" list=\"ancient-british\" "
      "list-revision=\"1\">\n"
      "  <army name=\"Iceni\" points-limit=\"130\"/>\n"
      "  <command name=\"Command 1\">\n"
      "    <general name=\"Boudica\" entry=\"generals\" attached=\"u1\">\n"
      "      <upgrade ref=\"general-mounted\"/>\n"
      "      <upgrade ref=\"general-heroic\"/>\n"
      "      <upgrade ref=\"general-senior\"/>\n"
      "    </general>\n"
      "    <unit id=\"u1\" entry=\"light-cavalry\"/>\n"
      "    <unit id=\"u2\" entry=\"light-cavalry\"/>\n"
      "    <unit id=\"u3\" entry=\"light-cavalry\"/>\n"
      "    <unit id=\"u4\" entry=\"light-cavalry\"/>\n"
      "    <unit id=\"u5\" entry=\"camp\"/>\n"
      "  </command>\n"
      "  <command name=\"Command 2\">\n"
      "    <general name=\"Caratacus\" entry=\"generals\" attached=\"u6\">\n"
      "      <upgrade ref=\"general-heroic\"/>\n"
      "    </general>\n"
      "    <unit id=\"u6\" entry=\"warriors\"><hero name=\"Hero 1\"/></unit>\n"
      "    <unit id=\"u7\" entry=\"warriors\"><hero name=\"Hero 2\"/></unit>\n"
      "    <unit id=\"u8\" entry=\"warriors\"/>\n"
      "    <unit id=\"u9\" entry=\"warriors\"/>\n"
      "    <unit id=\"u10\" entry=\"skirmishers-javelin\"/>\n"
      "  </command>\n"
      "  <command name=\"Command 3\">\n"
      "    <general name=\"Cartimandua\" entry=\"generals\" attached=\"u11\"/>\n"
      "    <unit id=\"u11\" entry=\"warriors\"><hero name=\"Hero 3\"/></unit>\n"
      "    <unit id=\"u12\" entry=\"warriors\"><hero name=\"Hero 4\"/></unit>\n"
      "    <unit id=\"u13\" entry=\"warriors\"/>\n"
      "    <unit id=\"u14\" entry=\"warriors\"/>\n"
      "    <unit id=\"u15\" entry=\"skirmishers-bow\"/>\n"
      "    <unit id=\"u16\" entry=\"fortifications\"/>\n"
      "  </command>\n"
      "</roster>\n";

static char *scratch;

static MuWindow *
open_roster (const char *text)
{
  MuWindow *window = mu_window_new (app);
  g_autofree char *path = g_build_filename (scratch, "army.muster", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  ck_assert (g_file_set_contents (path, text, -1, NULL));
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
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

/* The issues panel's row of the issue with this code (and list row). */
static GtkListBoxRow *
issue_row (MuWindow *window, const char *code, const char *row_id)
{
  GtkWidget *list = mu_gui_test_find_named (GTK_WIDGET (window), "issues");
  GtkListBoxRow *row;

  ck_assert_ptr_nonnull (list);
  for (int i = 0; (row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), i)) != NULL; i++)
    {
      MuIssue *issue = mu_issue_row_get_issue (MU_ISSUE_ROW (row));

      if (g_str_equal (issue->code, code) && (row_id == NULL || g_strcmp0 (issue->row, row_id) == 0))
        return row;
    }
  ck_abort_msg ("no issue %s %s", code, row_id != NULL ? row_id : "");
  return NULL;
}

static void
activate_issue (MuWindow *window, const char *code, const char *row_id)
{
  GtkListBoxRow *row = issue_row (window, code, row_id);

  g_signal_emit_by_name (gtk_widget_get_parent (GTK_WIDGET (row)), "row-activated", row);
  mu_gui_test_drain ();
}

static GtkWidget *
focus_of (MuWindow *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  ck_assert_msg (focus != NULL, "nothing has the focus");
  return focus;
}

/* The focus is in the widget of that name, or on it. */
static void
assert_focus_in (MuWindow *window, const char *name)
{
  GtkWidget *named = mu_gui_test_find_named (GTK_WIDGET (window), name);
  GtkWidget *focus = focus_of (window);

  ck_assert_msg (named != NULL, "no widget %s", name);
  ck_assert_msg (focus == named || gtk_widget_is_ancestor (focus, named), "the focus is on %s, not in %s",
                 gtk_widget_get_name (focus), name);
}

static const char *
filter_text (MuWindow *window)
{
  GtkWidget *pane = mu_gui_test_find_type (GTK_WIDGET (window), MU_TYPE_LIST_PANE);
  GtkWidget *search = mu_gui_test_find_type (pane, GTK_TYPE_SEARCH_ENTRY);

  ck_assert_ptr_nonnull (search);
  return gtk_editable_get_text (GTK_EDITABLE (search));
}

/* "Upgrade to heroic: 0 of 2 generals…": the first general who is not
 * heroic, his "Upgrade to heroic" row focused; nothing typed in the filter. */
START_TEST (test_issue_upgrade_leads_to_general)
{
  MuWindow *window = open_roster (british);
  MuDocument *document = mu_window_get_document (window);
  const MuPlace *sel;

  activate_issue (window, "list.min", "general-heroic");
  sel = mu_document_get_selection (document);
  ck_assert_int_eq (sel->kind, MU_PLACE_GENERAL);
  ck_assert_int_eq (sel->command, 0);
  ck_assert_int_eq (sel->general, 0);
  assert_focus_in (window, "general-heroic");
  ck_assert_str_eq (filter_text (window), "");
  /* taken, the next activation leads to the other general */
  gtk_check_button_set_active (
      GTK_CHECK_BUTTON (mu_gui_test_find_named (GTK_WIDGET (window), "general-heroic")), TRUE);
  mu_gui_test_drain ();
  ck_assert (mu_general_has_upgrade (
      ((MuCommand *) mu_roster_get_commands (mu_document_get_roster (document))->pdata[0])
          ->generals->pdata[0],
      "general-heroic"));
  close_window (window);
}
END_TEST

/* A general with a unit of another command: that general, "Attached to"
 * focused. */
START_TEST (test_issue_general_leads_to_attached)
{
  MuWindow *window = open_roster (british);
  MuDocument *document = mu_window_get_document (window);
  const MuPlace *sel;

  activate_issue (window, "general.attached", NULL);
  sel = mu_document_get_selection (document);
  ck_assert_int_eq (sel->kind, MU_PLACE_GENERAL);
  ck_assert_int_eq (sel->command, 1);
  ck_assert_int_eq (sel->general, 0);
  assert_focus_in (window, "attached");
  close_window (window);
}
END_TEST

/* Too few of a row: the row in the list's rows, focused for Enter to add
 * one, and every row shown (no filter text that matches nothing). */
START_TEST (test_issue_row_leads_to_list_row)
{
  MuWindow *window = open_roster (british);

  activate_issue (window, "list.min", "light-cavalry");
  assert_focus_in (window, "light-cavalry");
  ck_assert_str_eq (filter_text (window), "");
  activate_issue (window, "list.min", "heroes");
  assert_focus_in (window, "heroes");
  ck_assert_str_eq (filter_text (window), "");
  close_window (window);
}
END_TEST

/* Every issue of the army, activated, selects something or focuses a row
 * of the list; none types in the filter. */
START_TEST (test_every_issue_leads_somewhere)
{
  MuWindow *window = open_roster (british);
  MuDocument *document = mu_window_get_document (window);
  GtkWidget *list = mu_gui_test_find_named (GTK_WIDGET (window), "issues");
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), i)) != NULL; i++)
    {
      MuIssue *issue = mu_issue_row_get_issue (MU_ISSUE_ROW (row));
      GtkWidget *pane = mu_gui_test_find_type (GTK_WIDGET (window), MU_TYPE_LIST_PANE);
      gboolean in_rows;

      mu_document_select (document, &MU_PLACE_OF_NOTHING);
      mu_gui_test_drain ();
      g_signal_emit_by_name (list, "row-activated", row);
      mu_gui_test_drain ();
      in_rows = gtk_widget_is_ancestor (focus_of (window), pane);
      ck_assert_msg (mu_document_get_selection (document)->kind != MU_PLACE_NONE || in_rows,
                     "the issue %s (%s) leads nowhere", issue->code, issue->message);
      ck_assert_str_eq (filter_text (window), "");
    }
  close_window (window);
}
END_TEST

/* The strings a combo row of the details pane offers. */
static char *
combo_choices (MuWindow *window, const char *name)
{
  GtkWidget *row = mu_gui_test_find_named (GTK_WIDGET (window), name);
  GListModel *model;
  g_autoptr(GString) text = g_string_new (NULL);

  ck_assert_msg (row != NULL, "no %s row", name);
  model = adw_combo_row_get_model (ADW_COMBO_ROW (row));
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    g_string_append_printf (text, "%s%s", i > 0 ? "|" : "",
                            gtk_string_list_get_string (GTK_STRING_LIST (model), i));
  return g_strdup (text->str);
}

/* The army view's row of a general ("general:C:G", selected) or a unit
 * (its id). */
static GtkWidget *
find_army_row (GtkWidget *widget, const char *name)
{
  int command = -1, general = -1;

  if (MU_IS_ARMY_ROW (widget))
    {
      const MuPlace *place = mu_army_row_get_place (MU_ARMY_ROW (widget));

      if (sscanf (name, "general:%d:%d", &command, &general) == 2)
        {
          /* a general's row knows his index, its list box his command: the
           * general must be selected */
          if (place->kind == MU_PLACE_GENERAL && place->general == general
              && gtk_list_box_row_is_selected (GTK_LIST_BOX_ROW (widget)))
            return widget;
        }
      else if (place->kind == MU_PLACE_UNIT && g_strcmp0 (place->unit_id, name) == 0)
        return widget;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_army_row (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static char *
row_text (MuWindow *window, const char *name, const char *property)
{
  GtkWidget *row = find_army_row (GTK_WIDGET (window), name);
  char *text = NULL;

  ck_assert_msg (row != NULL, "no row %s", name);
  g_object_get (row, property, &text, NULL);
  return text;
}

/* Three Warriors in a command: "Warriors 1–3" wherever one is chosen, and
 * the unit with a general says so. */
START_TEST (test_units_numbered)
{
  MuWindow *window = open_roster (british);
  MuDocument *document = mu_window_get_document (window);
  g_autofree char *attached = NULL;
  g_autofree char *allocate = NULL;
  g_autofree char *title = NULL;
  g_autofree char *general = NULL;

  mu_document_select (document, &MU_PLACE_OF_GENERAL (0, 0));
  mu_gui_test_drain ();
  attached = combo_choices (window, "attached");
  ck_assert_str_eq (attached, "No unit|Warriors 1|Warriors 2|Warriors 3|Light cavalry or chariots");
  title = row_text (window, "u2", "title");
  ck_assert_str_eq (title, "Warriors 2, with Boudica");
  general = row_text (window, "general:0:0", "title");
  ck_assert_str_eq (general, "Boudica, with Warriors 2");
  /* a hero waiting in the command is allocated by the same names */
  mu_document_select (document, &MU_PLACE_OF_COMMAND (1));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-hero", NULL);
  mu_gui_test_drain ();
  allocate = combo_choices (window, "allocate-0");
  ck_assert_str_eq (allocate, "Not allocated|Warriors 1|Warriors 2");
  close_window (window);
}
END_TEST

/* A unit removed and brought back by undo is selected again, not the
 * command or its general. */
START_TEST (test_undo_keeps_selection)
{
  MuWindow *window = open_roster (british);
  MuDocument *document = mu_window_get_document (window);
  const MuPlace *sel;

  mu_document_select (document, &MU_PLACE_OF_UNIT ("u3"));
  mu_gui_test_drain ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.remove", NULL);
  mu_gui_test_drain ();
  ck_assert_ptr_null (mu_roster_find_unit (mu_document_get_roster (document), "u3", NULL));
  mu_document_select (document, &MU_PLACE_OF_GENERAL (1, 0));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  mu_gui_test_drain ();
  sel = mu_document_get_selection (document);
  ck_assert_int_eq (sel->kind, MU_PLACE_UNIT);
  ck_assert_str_eq (sel->unit_id, "u3");
  /* an upgrade ticked on a general, undone: still that general */
  mu_document_select (document, &MU_PLACE_OF_GENERAL (0, 0));
  mu_gui_test_drain ();
  gtk_check_button_set_active (
      GTK_CHECK_BUTTON (mu_gui_test_find_named (GTK_WIDGET (window), "general-mounted")), TRUE);
  mu_gui_test_drain ();
  mu_document_select (document, &MU_PLACE_OF_UNIT ("u6"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  mu_gui_test_drain ();
  sel = mu_document_get_selection (document);
  ck_assert_int_eq (sel->kind, MU_PLACE_GENERAL);
  ck_assert_int_eq (sel->command, 0);
  ck_assert_int_eq (sel->general, 0);
  close_window (window);
}
END_TEST

/* A general's upgrades read in the list's order, whatever order they were
 * ticked in; a figure's name and value never part at a line's end. */
START_TEST (test_general_row_text)
{
  MuWindow *window = open_roster (british);
  MuDocument *document = mu_window_get_document (window);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  mu_document_select (document, &MU_PLACE_OF_GENERAL (1, 0));
  mu_gui_test_drain ();
  gtk_check_button_set_active (
      GTK_CHECK_BUTTON (mu_gui_test_find_named (GTK_WIDGET (window), "general-heroic")), TRUE);
  mu_gui_test_drain ();
  gtk_check_button_set_active (
      GTK_CHECK_BUTTON (mu_gui_test_find_named (GTK_WIDGET (window), "general-mounted")), TRUE);
  mu_gui_test_drain ();
  title = row_text (window, "general:1:0", "title");
  ck_assert_str_eq (title, "Prasutagus, mounted, heroic, with Warriors 1");
  subtitle = row_text (window, "general:1:0", "subtitle");
  ck_assert_msg (strstr (subtitle, "Victory\u00a0points\u00a0") != NULL, "“%s” may break inside a figure",
                 subtitle);
  close_window (window);
}
END_TEST

/* The detached row, refused by the army's reading of the rules, says which
 * option allows it in words that read. */
START_TEST (test_detached_reason)
{
  MuWindow *window = open_roster (british);
  MuDocument *document = mu_window_get_document (window);
  GtkWidget *check;
  GtkWidget *row;
  const char *subtitle;

  mu_document_select (document, &MU_PLACE_OF_GENERAL (0, 0));
  mu_gui_test_drain ();
  check = mu_gui_test_find_named (GTK_WIDGET (window), "general-detached");
  ck_assert_ptr_nonnull (check);
  row = gtk_widget_get_ancestor (check, ADW_TYPE_ACTION_ROW);
  subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
  ck_assert_msg (strstr (subtitle, "only when Detached generals is “Allowed for one point, as the rules say” "
                                   "(army options); it is “As printed: every British general is attached”")
                     != NULL,
                 "the detached row says “%s”", subtitle);
  close_window (window);
}
END_TEST

/* The widget whose CSS name is css_name (a toast is "toast"). */
static GtkWidget *
find_css_named (GtkWidget *widget, const char *css_name)
{
  if (g_str_equal (gtk_widget_get_css_name (widget), css_name))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_css_named (child, css_name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A toast leaves the "No issues" line of a legal army readable. */
START_TEST (test_toast_leaves_verdict_line)
{
  MuWindow *window = open_roster (legal_british);
  GtkWidget *list = mu_gui_test_find_named (GTK_WIDGET (window), "issues");
  GtkWidget *line = NULL;
  GtkWidget *toast;
  graphene_rect_t line_bounds;

  ck_assert_ptr_null (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0));
  for (GtkWidget *child = gtk_widget_get_first_child (list); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LABEL (child) && gtk_widget_get_child_visible (child))
      line = child;
  ck_assert_ptr_nonnull (line);
  ck_assert_str_eq (gtk_label_get_text (GTK_LABEL (line)), "No issues: the army is legal as it stands.");
  /* the line stands under the title, not at the foot of the panel where
   * toasts appear */
  ck_assert (gtk_widget_compute_bounds (line, list, &line_bounds));
  ck_assert_msg (line_bounds.origin.y < 30, "the line is %.0f pixels down its panel", line_bounds.origin.y);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.toast", "s", "Hero added to the unit");
  /* the toast slides in over a few frames */
  for (int i = 0; i < 150 && (toast = find_css_named (GTK_WIDGET (window), "toast")) == NULL; i++)
    {
      g_usleep (20000);
      mu_gui_test_drain ();
    }
  ck_assert_ptr_nonnull (toast);
  close_window (window);
}
END_TEST

/* ---- a player at the keyboard ---- */

/* The window the keys go to: the new army's dialog while it is open. */
static GtkWidget *
keys_window (MuWindow *window)
{
  GtkWindow *dialog = mu_gui_test_toplevel (MU_TYPE_NEW_ARMY_DIALOG);

  return dialog != NULL ? GTK_WIDGET (dialog) : GTK_WIDGET (window);
}

/* One line of the README's keys: chords and X key names one action each,
 * a word between quotes typed as one. */
static void
play (MuWindow *window, const char *line)
{
  g_auto(GStrv) parts = g_strsplit (line, "\"", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      g_autofree char *keys = g_strstrip (g_strdup (parts[i]));

      if (i % 2 == 1)
        mu_gui_input_type (keys_window (window), parts[i]);
      else if (*keys != '\0')
        mu_gui_input_keys (keys_window (window), keys);
    }
  if (g_getenv ("MUSTER_TEST_TRACE") != NULL)
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (keys_window (window)));

      g_printerr ("%2u %-50s → %s %s\n", mu_gui_input_actions (), line,
                  focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "-",
                  focus != NULL ? gtk_widget_get_name (focus) : "");
    }
}

/* The README's keys, line by line ("An army from the keyboard"). */
static const char * const readme_keys[] = {
  "ctrl+f \"British\" Return Return",
  "space Tab space Tab space",
  "ctrl+f \"4 light\" Return \"camp\" Return",
  "ctrl+t Tab space",
  "ctrl+f \"warriors\" Return ctrl+h Return ctrl+h Return Return",
  "\"infantry, jav\" Return",
  "ctrl+t ctrl+f \"warriors\" Return ctrl+h Return ctrl+h Return Return",
  "\"bow\" Return \"laager\" Return",
};

/* The army built is the one of that roster, names aside. */
static void
assert_same_army (MuDocument *document, const char *xml)
{
  g_autoptr(MuEvaluation) read = mu_test_evaluate_xml (xml);
  g_autoptr(MuRoster) built = mu_roster_copy (mu_document_get_roster (document));
  g_autoptr(MuEvaluation) expected = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  g_autoptr(GPtrArray) changes = NULL;

  /* both on the document's list: the diff tells lists apart by address */
  expected = mu_evaluate (read->roster, mu_document_get_list (document));
  mu_roster_number_units (built);
  evaluation = mu_evaluate (built, mu_document_get_list (document));
  changes = mu_roster_diff (expected, evaluation);
  if (changes->len > 0)
    {
      g_autofree char *text = mu_roster_diff_text (changes);
      ck_abort_msg ("the army built differs from the README's:\n%s", text);
    }
}

/* The README's Ancient British army, 130 points, from the library to a
 * legal roster without the mouse: its keys pressed through the X server,
 * 40 actions as the README counts them. */
START_TEST (test_keyboard_builds_british_army)
{
  MuWindow *window = mu_window_new (app);
  MuDocument *document;
  MuEvaluation *evaluation;
  g_autofree char *shown = NULL;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
  gtk_window_present (GTK_WINDOW (window));
  mu_gui_input_settle (300);
  mu_gui_input_reset_actions ();
  for (guint i = 0; i < G_N_ELEMENTS (readme_keys); i++)
    play (window, readme_keys[i]);

  document = mu_window_get_document (window);
  ck_assert_ptr_nonnull (document);
  evaluation = mu_document_get_evaluation (document);
  shown = mu_export_text (evaluation, MU_EXPORT_TEXT);
  ck_assert_msg (mu_evaluation_is_legal (evaluation), "the army is not legal:\n%s", shown);
  ck_assert_int_eq ((int) evaluation->points, 130);
  assert_same_army (document, legal_british);
  g_printerr ("# the Ancient British army of the README took %u actions\n", mu_gui_input_actions ());
  ck_assert_uint_eq (mu_gui_input_actions (), 40);
  mu_document_discard_autosave (document);
  close_window (window);
}
END_TEST

static Suite *
builder_flow_suite (void)
{
  Suite *suite = suite_create ("builder-flow");
  TCase *issues = tcase_create ("issues");
  TCase *names = tcase_create ("names");
  TCase *keyboard = tcase_create ("keyboard");

  tcase_add_test (issues, test_issue_upgrade_leads_to_general);
  tcase_add_test (issues, test_issue_general_leads_to_attached);
  tcase_add_test (issues, test_issue_row_leads_to_list_row);
  tcase_add_test (issues, test_every_issue_leads_somewhere);
  suite_add_tcase (suite, issues);
  tcase_add_test (names, test_units_numbered);
  tcase_add_test (names, test_undo_keeps_selection);
  tcase_add_test (names, test_general_row_text);
  tcase_add_test (names, test_detached_reason);
  tcase_add_test (names, test_toast_leaves_verdict_line);
  suite_add_tcase (suite, names);
  tcase_add_test (keyboard, test_keyboard_builds_british_army);
  suite_add_tcase (suite, keyboard);
  return suite;
}

int
main (void)
{
  int status;

  app = mu_gui_test_start ();
  scratch = g_dir_make_tmp ("muster-flow-XXXXXX", NULL);
  status = mu_test_run (builder_flow_suite ());
  mu_gui_test_remove_tree (scratch);
  g_free (scratch);
  mu_gui_test_finish (app);
  return status;
}
