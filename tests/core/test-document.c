/* test-document.c: the model of an open roster without a display: edits,
 * undo and redo, the selection and the signals a view follows
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-document.h"
#include "mu-error.h"
#include "mu-evaluation.h"
#include "mu-general.h"
#include "mu-library.h"
#include "mu-list-entry.h"
#include "mu-roster.h"
#include "mu-test.h"
#include "mu-unit.h"

/* How often each signal of a document was emitted. */
typedef struct
{
  guint changed;
  guint selection_changed;
} Counts;

static void
count_changed (MuDocument *document, Counts *counts)
{
  counts->changed++;
}

static void
count_selection (MuDocument *document, Counts *counts)
{
  counts->selection_changed++;
}

/* An example roster of lists/examples. */
static MuDocument *
open_example (const char *name, Counts *counts, gboolean read_only)
{
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), "examples", name, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MuArmyList) list = NULL;
  g_autoptr(MuRoster) roster = mu_library_open_roster (mu_test_library (), path, &list, &error);
  MuDocument *document;

  ck_assert_msg (roster != NULL, "%s", error != NULL ? error->message : "");
  document = mu_document_new (roster, list, path, read_only);
  g_signal_connect (document, "changed", G_CALLBACK (count_changed), counts);
  g_signal_connect (document, "selection-changed", G_CALLBACK (count_selection), counts);
  return document;
}

/* The book's sample order of battle (To the Strongest! v1.1, 133 points). */
static MuDocument *
open_sample (Counts *counts, gboolean read_only)
{
  return open_example ("tts-sample-oob.muster", counts, read_only);
}

static double
points (MuDocument *document)
{
  return mu_document_get_evaluation (document)->points;
}

static MuCommand *
command_at (MuDocument *document, guint index)
{
  return mu_roster_get_commands (mu_document_get_roster (document))->pdata[index];
}

START_TEST (test_add_undo_redo)
{
  Counts counts = { 0 };
  g_autoptr(MuDocument) document = open_sample (&counts, FALSE);
  MuUnit *unit;

  ck_assert_double_eq (points (document), 133);
  ck_assert (!mu_document_is_modified (document));
  ck_assert (!mu_document_can_undo (document));
  /* Equites Alares: 11 points (Principate Roman list) */
  unit = mu_document_add_unit (document, "equites-alares", 2, NULL);
  ck_assert_ptr_nonnull (unit);
  ck_assert_str_eq (unit->id, "u15");
  ck_assert_uint_eq (command_at (document, 2)->units->len, 3);
  ck_assert_double_eq (points (document), 144);
  ck_assert_uint_eq (counts.changed, 1);
  ck_assert (mu_document_is_modified (document));
  ck_assert (mu_document_can_undo (document) && !mu_document_can_redo (document));

  ck_assert (mu_document_undo (document));
  ck_assert_double_eq (points (document), 133);
  ck_assert_uint_eq (command_at (document, 2)->units->len, 2);
  ck_assert (!mu_document_is_modified (document));
  ck_assert (mu_document_can_redo (document) && !mu_document_can_undo (document));
  ck_assert (!mu_document_undo (document));

  ck_assert (mu_document_redo (document));
  ck_assert_double_eq (points (document), 144);
  ck_assert_ptr_nonnull (mu_roster_find_unit (mu_document_get_roster (document), "u15", NULL));
  ck_assert_uint_eq (counts.changed, 3);
  ck_assert (!mu_document_redo (document));
}
END_TEST

START_TEST (test_refused_edit_leaves_history)
{
  Counts counts = { 0 };
  g_autoptr(MuDocument) document = open_sample (&counts, FALSE);
  g_autoptr(GError) error = NULL;

  ck_assert (!mu_document_set_count (document, "u3", 0, &error));
  ck_assert_str_eq (error->message, "A unit needs a count of at least 1");
  g_clear_error (&error);
  ck_assert_ptr_null (mu_document_add_unit (document, "generals", 0, &error));
  ck_assert_str_eq (error->message, "The list has no unit row “generals”");
  g_clear_error (&error);
  ck_assert (!mu_document_remove_unit (document, "u99", &error));
  ck_assert_str_eq (error->message, "The army has no unit “u99”");
  g_clear_error (&error);
  ck_assert (!mu_document_remove_general (document, &MU_PLACE_OF_GENERAL (5, 0), &error));
  ck_assert_str_eq (error->message, "The army has no command 6");
  ck_assert (!mu_document_can_undo (document));
  ck_assert_uint_eq (counts.changed, 0);
  /* an edit that changes nothing is no edit either */
  ck_assert (mu_document_set_count (document, "u3", 1, NULL));
  ck_assert (!mu_document_can_undo (document));
}
END_TEST

START_TEST (test_read_only)
{
  Counts counts = { 0 };
  g_autoptr(MuDocument) document = open_sample (&counts, TRUE);
  g_autoptr(GError) error = NULL;

  ck_assert_ptr_null (mu_document_add_unit (document, "camp", 0, &error));
  ck_assert (g_error_matches (error, MU_ERROR, MU_ERROR_MISMATCH));
  ck_assert_str_eq (error->message, "This roster is open for checking only; it cannot be changed");
  ck_assert (!mu_document_is_modified (document));
  ck_assert_double_eq (points (document), 133);
}
END_TEST

START_TEST (test_remove_detaches_general)
{
  Counts counts = { 0 };
  g_autoptr(MuDocument) document = open_sample (&counts, FALSE);
  MuGeneral *maximus = command_at (document, 2)->generals->pdata[0];

  ck_assert_str_eq (maximus->attached, "u13");
  ck_assert (mu_document_remove_unit (document, "u13", NULL));
  maximus = command_at (document, 2)->generals->pdata[0];
  ck_assert_ptr_null (maximus->attached);
  ck_assert_double_eq (points (document), 122);
  ck_assert (mu_document_undo (document));
  maximus = command_at (document, 2)->generals->pdata[0];
  ck_assert_str_eq (maximus->attached, "u13");
}
END_TEST

/* In To the Strongest! every general not detached is part of a unit: a
 * general waiting for one joins the first fighting unit of his command,
 * also where his list offers no detached upgrade (a list of the player's
 * own, here the test list of wrong costs), and not a camp. */
START_TEST (test_waiting_general_joins_without_detached_row)
{
  g_autofree char *path = mu_test_path ("fixtures/tts-wrong-cost.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(MuArmyList) list = mu_army_list_load_file (path, mu_test_library ()->rulesets, &error);
  g_autoptr(MuRoster) roster = mu_roster_new ("tts", "test-wrong-cost");
  g_autoptr(MuDocument) document = NULL;
  MuGeneral *general;
  MuUnit *camp;
  MuUnit *spearmen;

  g_assert_no_error (error);
  document = mu_document_new (roster, list, NULL, FALSE);
  ck_assert_int_eq (mu_document_add_command (document, &error), 0);
  g_assert_no_error (error);
  camp = mu_document_add_unit (document, "camp", 0, &error);
  g_assert_no_error (error);
  general = ((MuCommand *) mu_roster_get_commands (mu_document_get_roster (document))->pdata[0])
                ->generals->pdata[0];
  ck_assert_ptr_null (general->attached);
  spearmen = mu_document_add_unit (document, "spearmen", 0, &error);
  g_assert_no_error (error);
  ck_assert_ptr_nonnull (camp);
  general = ((MuCommand *) mu_roster_get_commands (mu_document_get_roster (document))->pdata[0])
                ->generals->pdata[0];
  ck_assert_str_eq (general->attached, spearmen->id);
  ck_assert_ptr_null (mu_test_issue_with_code (mu_document_get_evaluation (document), "general.attached"));
}
END_TEST

START_TEST (test_duplicate_and_move)
{
  Counts counts = { 0 };
  g_autoptr(MuDocument) document = open_sample (&counts, FALSE);
  MuCommand *first;
  MuUnit *copy = mu_document_duplicate_unit (document, "u1", NULL);

  /* right after the original, its own id, the veteran upgrade but not its hero */
  first = command_at (document, 0);
  ck_assert_ptr_eq (first->units->pdata[1], copy);
  ck_assert_str_eq (copy->id, "u15");
  ck_assert (mu_unit_has_upgrade (copy, "legionarii-veteran"));
  ck_assert_uint_eq (copy->heroes->len, 0);
  ck_assert_double_eq (points (document), 145);

  ck_assert (mu_document_move_unit (document, "u15", 2, 0, NULL));
  ck_assert_uint_eq (command_at (document, 0)->units->len, 6);
  ck_assert_str_eq (((MuUnit *) command_at (document, 2)->units->pdata[0])->id, "u15");
  ck_assert (mu_document_undo (document));
  ck_assert_uint_eq (command_at (document, 0)->units->len, 7);
}
END_TEST

START_TEST (test_places)
{
  Counts counts = { 0 };
  g_autoptr(MuDocument) document = open_sample (&counts, FALSE);
  g_autoptr(GError) error = NULL;
  MuGeneral *general;

  ck_assert (mu_document_set_upgrade (document, &MU_PLACE_OF_GENERAL (2, 0), "general-detached", TRUE, NULL));
  general = command_at (document, 2)->generals->pdata[0];
  ck_assert (g_ptr_array_find_with_equal_func (general->upgrades, "general-detached", g_str_equal, NULL));
  ck_assert (mu_document_set_upgrade (document, &MU_PLACE_OF_UNIT ("u3"), "legionarii-veteran", TRUE, NULL));
  ck_assert (mu_unit_has_upgrade (mu_roster_find_unit (mu_document_get_roster (document), "u3", NULL),
                                  "legionarii-veteran"));

  ck_assert (mu_document_set_name (document, &MU_PLACE_OF_COMMAND (1), "  Left wing ", NULL));
  ck_assert_str_eq (command_at (document, 1)->name, "Left wing");
  ck_assert (mu_document_set_name (document, &MU_PLACE_OF_UNIT ("u11"), "", NULL));
  ck_assert_ptr_null (mu_roster_find_unit (mu_document_get_roster (document), "u11", NULL)->name);
  ck_assert (!mu_document_set_name (document, &MU_PLACE_OF_NOTHING, "x", &error));
  ck_assert_str_eq (error->message, "Nothing is selected");
  g_clear_error (&error);

  ck_assert (mu_document_set_attached (document, &MU_PLACE_OF_GENERAL (2, 0), "u14", NULL));
  general = command_at (document, 2)->generals->pdata[0];
  ck_assert_str_eq (general->attached, "u14");
  ck_assert (mu_document_set_attr (document, &MU_PLACE_OF_UNIT ("u5"), "quality", NULL, NULL));
  ck_assert_ptr_null (
      mu_unit_attr (mu_roster_find_unit (mu_document_get_roster (document), "u5", NULL), "quality"));
  ck_assert_uint_eq (counts.changed, 6);
}
END_TEST

/* An allied unit takes the upgrades of its own list's row: the Principate
 * Roman legionarii of the allies example become veterans (12 points, not 10). */
START_TEST (test_ally_upgrade)
{
  Counts counts = { 0 };
  g_autoptr(MuDocument) document = open_example ("tts-british-roman-allies.muster", &counts, FALSE);
  g_autoptr(GError) error = NULL;

  ck_assert_msg (
      mu_document_set_upgrade (document, &MU_PLACE_OF_UNIT ("u15"), "legionarii-veteran", TRUE, &error), "%s",
      error != NULL ? error->message : "");
  ck_assert_double_eq (mu_evaluation_unit (mu_document_get_evaluation (document), "u15")->points, 12);
  ck_assert_double_eq (points (document), 183);
  ck_assert (!mu_document_set_upgrade (document, &MU_PLACE_OF_UNIT ("u15"), "no-such-row", TRUE, &error));
  ck_assert_str_eq (error->message, "The list has no row “no-such-row”");
}
END_TEST

START_TEST (test_heroes)
{
  Counts counts = { 0 };
  g_autoptr(MuDocument) document = open_sample (&counts, FALSE);
  g_autoptr(GError) error = NULL;
  MuUnit *unit;

  ck_assert (mu_document_add_hero (document, &MU_PLACE_OF_UNIT ("u3"), NULL));
  unit = mu_roster_find_unit (mu_document_get_roster (document), "u3", NULL);
  ck_assert_uint_eq (unit->heroes->len, 1);
  ck_assert_str_eq (unit->heroes->pdata[0], "Hero 1");
  ck_assert (!mu_document_rename_hero (document, &MU_PLACE_OF_UNIT ("u3"), 0, "Julius", &error));
  ck_assert_str_eq (error->message, "The army already has a hero named “Julius”");
  g_clear_error (&error);
  ck_assert (mu_document_add_hero (document, &MU_PLACE_OF_COMMAND (1), NULL));
  ck_assert_uint_eq (command_at (document, 1)->heroes->len, 1);
  ck_assert_str_eq (command_at (document, 1)->heroes->pdata[0], "Hero 2");
  ck_assert (mu_document_allocate_hero (document, 1, 0, "u9", NULL));
  ck_assert_uint_eq (command_at (document, 1)->heroes->len, 0);
  unit = mu_roster_find_unit (mu_document_get_roster (document), "u9", NULL);
  ck_assert_str_eq (unit->heroes->pdata[0], "Hero 2");
  ck_assert (mu_document_remove_hero (document, &MU_PLACE_OF_UNIT ("u9"), 0, NULL));
  ck_assert (!mu_document_remove_hero (document, &MU_PLACE_OF_UNIT ("u9"), 0, &error));
  ck_assert_str_eq (error->message, "There is no such hero");
}
END_TEST

START_TEST (test_selection)
{
  Counts counts = { 0 };
  g_autoptr(MuDocument) document = open_sample (&counts, FALSE);
  const MuPlace *sel = mu_document_get_selection (document);
  int command = -1;

  ck_assert_int_eq (sel->kind, MU_PLACE_NONE);
  mu_document_select (document, &MU_PLACE_OF_UNIT ("u9"));
  ck_assert_int_eq (sel->kind, MU_PLACE_UNIT);
  ck_assert_int_eq (sel->command, 1);
  ck_assert_str_eq (sel->unit_id, "u9");
  ck_assert_str_eq (mu_document_selected_unit (document, &command)->entry, "auxiliarii");
  ck_assert_int_eq (command, 1);
  ck_assert_uint_eq (counts.selection_changed, 1);
  /* the same place again is no change */
  mu_document_select (document, &(MuPlace){ MU_PLACE_UNIT, 1, 0, "u9" });
  mu_document_select (document, sel);
  ck_assert_uint_eq (counts.selection_changed, 1);

  /* the selected unit goes: its command is selected */
  ck_assert (mu_document_remove_unit (document, "u9", NULL));
  ck_assert_int_eq (sel->kind, MU_PLACE_COMMAND);
  ck_assert_int_eq (sel->command, 1);
  ck_assert_ptr_null (sel->unit_id);

  mu_document_select (document, &MU_PLACE_OF_GENERAL (2, 0));
  ck_assert_str_eq (mu_document_selected_general (document)->name, "Maximus");
  ck_assert_ptr_null (mu_document_selected_unit (document, NULL));
  ck_assert_uint_eq (counts.selection_changed, 2);
  /* a general that is not there falls back to his command */
  mu_document_select (document, &MU_PLACE_OF_GENERAL (2, 4));
  ck_assert_int_eq (sel->kind, MU_PLACE_COMMAND);
  ck_assert_int_eq (sel->command, 2);
  ck_assert (mu_document_remove_command (document, 2, NULL));
  ck_assert_int_eq (sel->command, 1);
  mu_document_select (document, &MU_PLACE_OF_NOTHING);
  ck_assert_int_eq (sel->kind, MU_PLACE_NONE);
}
END_TEST

/* Each edit's name and the place selected before it travel with it
 * between the undo and the redo history. */
START_TEST (test_history_labels)
{
  Counts counts = { 0 };
  g_autoptr(MuDocument) document = open_sample (&counts, FALSE);
  const MuPlace *sel = mu_document_get_selection (document);

  mu_document_select (document, &MU_PLACE_OF_UNIT ("u9"));
  ck_assert (mu_document_set_count (document, "u9", 2, NULL));
  mu_document_label_edit (document, "Set Auxiliarii to 2");
  mu_document_select (document, &MU_PLACE_OF_UNIT ("u3"));
  ck_assert (mu_document_remove_unit (document, "u3", NULL));
  mu_document_label_edit (document, "Remove Legionarii");
  ck_assert_str_eq (mu_document_get_undo_label (document), "Remove Legionarii");
  ck_assert_ptr_null (mu_document_get_redo_label (document));

  ck_assert (mu_document_undo (document));
  ck_assert_str_eq (mu_document_get_undo_label (document), "Set Auxiliarii to 2");
  ck_assert_str_eq (mu_document_get_redo_label (document), "Remove Legionarii");
  ck_assert_str_eq (sel->unit_id, "u3");
  ck_assert (mu_document_undo (document));
  ck_assert_ptr_null (mu_document_get_undo_label (document));
  ck_assert_str_eq (mu_document_get_redo_label (document), "Set Auxiliarii to 2");
  ck_assert_str_eq (sel->unit_id, "u9");

  ck_assert (mu_document_redo (document));
  ck_assert_str_eq (mu_document_get_undo_label (document), "Set Auxiliarii to 2");
  ck_assert_str_eq (mu_document_get_redo_label (document), "Remove Legionarii");
  ck_assert (mu_document_redo (document));
  ck_assert_str_eq (mu_document_get_undo_label (document), "Remove Legionarii");
  ck_assert_ptr_null (mu_document_get_redo_label (document));
  /* a new edit forgets what could be redone, and has no name until given one */
  ck_assert (mu_document_undo (document));
  ck_assert (mu_document_set_count (document, "u9", 3, NULL));
  ck_assert_ptr_null (mu_document_get_undo_label (document));
  ck_assert_ptr_null (mu_document_get_redo_label (document));
}
END_TEST

/* The list of the sample, as revision 2, or without the row "ids" names. */
static MuArmyList *
revised_list (const char *without)
{
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), "tts", "principate-roman.xml", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GString) xml = NULL;
  g_autoptr(GError) error = NULL;
  MuArmyList *list;

  ck_assert (g_file_get_contents (path, &text, NULL, NULL));
  xml = g_string_new (text);
  g_string_replace (xml, "ruleset=\"tts\" revision=\"1\"", "ruleset=\"tts\" revision=\"2\"", 1);
  if (without != NULL)
    g_string_replace (xml, without, "id=\"gone\"", 1);
  list = mu_army_list_load_data (xml->str, xml->len, "revised.xml", mu_test_library ()->rulesets, &error);
  ck_assert_msg (list != NULL, "%s", error != NULL ? error->message : "");
  return list;
}

/* A roster moves to a newer revision of its list as one edit, named for
 * undo; a revision that lacks a row the army takes is refused, and so is
 * another list. */
START_TEST (test_update_list)
{
  Counts counts = { 0 };
  g_autoptr(MuDocument) document = open_sample (&counts, FALSE);
  g_autoptr(MuArmyList) newer = revised_list (NULL);
  g_autoptr(MuArmyList) lacking = revised_list ("id=\"legionarii\"");
  g_autoptr(MuArmyList) other
             = mu_army_list_ref (mu_library_find_list (mu_test_library (), "ancient-british"));
  g_autoptr(GError) error = NULL;

  ck_assert (!mu_document_update_list (document, other, &error));
  ck_assert_str_eq (error->message, "The roster is for list “principate-roman”, not “ancient-british”");
  g_clear_error (&error);
  ck_assert (!mu_document_update_list (document, lacking, &error));
  ck_assert_ptr_nonnull (error);
  g_clear_error (&error);
  ck_assert (!mu_document_can_undo (document));

  ck_assert (mu_document_update_list (document, newer, &error));
  g_assert_no_error (error);
  ck_assert_int_eq (mu_roster_get_list_revision (mu_document_get_roster (document)), 2);
  ck_assert_str_eq (mu_document_get_undo_label (document), "Update to Revision 2");
  ck_assert (mu_document_undo (document));
  ck_assert_int_eq (mu_roster_get_list_revision (mu_document_get_roster (document)), 1);
}
END_TEST

/* One search finds every unit, a sub-unit however deep with its parent. */
START_TEST (test_locate_unit)
{
  g_autoptr(MuRoster) roster = mu_roster_new ("tts", "principate-roman");
  MuCommand *command = mu_command_new (NULL);
  MuUnit *top = mu_unit_new ("u1", "row");
  MuUnit *middle = mu_unit_new ("u2", "row");
  MuUnitSlot slot = { 0 };

  g_ptr_array_add (mu_roster_get_commands (roster), mu_command_new (NULL));
  g_ptr_array_add (mu_roster_get_commands (roster), command);
  g_ptr_array_add (command->units, top);
  g_ptr_array_add (top->subunits, middle);
  g_ptr_array_add (middle->subunits, mu_unit_new ("u4", "row"));
  g_ptr_array_add (middle->subunits, mu_unit_new ("u3", "row"));

  ck_assert (mu_roster_locate_unit (roster, "u3", &slot));
  ck_assert_int_eq (slot.command, 1);
  ck_assert_ptr_eq (slot.array, middle->subunits);
  ck_assert_uint_eq (slot.index, 1);
  ck_assert_ptr_eq (slot.parent, middle);
  ck_assert (mu_roster_locate_unit (roster, "u1", &slot));
  ck_assert_ptr_null (slot.parent);
  ck_assert_ptr_eq (mu_command_find_unit (command, "u4"), middle->subunits->pdata[0]);
  ck_assert (!mu_roster_locate_unit (roster, "u9", &slot));
  ck_assert (!mu_roster_locate_unit (roster, NULL, &slot));
}
END_TEST

START_TEST (test_entry_kinds)
{
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
  g_autoptr(MuArmyList) list = NULL;
  g_autoptr(MuRoster) roster = mu_library_open_roster (mu_test_library (), path, &list, NULL);
  MuListEntry *castrum = mu_army_list_lookup (list, "castrum");

  ck_assert_int_eq (mu_army_list_lookup (list, "legionarii")->kind, MU_ENTRY_UNIT);
  ck_assert_int_eq (mu_army_list_lookup (list, "legionarii-veteran")->kind, MU_ENTRY_UPGRADE);
  ck_assert_int_eq (mu_army_list_lookup (list, "general-mounted")->kind, MU_ENTRY_GENERAL_UPGRADE);
  ck_assert_int_eq (mu_army_list_lookup (list, "camp")->kind, MU_ENTRY_CAMP);
  ck_assert_int_eq (castrum->kind, MU_ENTRY_ITEM);
  ck_assert_str_eq (castrum->kind_name, "fortification");
  ck_assert_str_eq (mu_army_list_first_of_kind (list, MU_ENTRY_GENERAL)->id, "generals");
  ck_assert_int_eq (mu_entry_kind_from_name ("hero"), MU_ENTRY_HERO);
  ck_assert_int_eq (mu_entry_kind_from_name ("ditch"), MU_ENTRY_ITEM);
}
END_TEST

static Suite *
document_suite (void)
{
  Suite *suite = suite_create ("document");
  TCase *tc = tcase_create ("document");

  tcase_add_test (tc, test_add_undo_redo);
  tcase_add_test (tc, test_refused_edit_leaves_history);
  tcase_add_test (tc, test_read_only);
  tcase_add_test (tc, test_remove_detaches_general);
  tcase_add_test (tc, test_waiting_general_joins_without_detached_row);
  tcase_add_test (tc, test_duplicate_and_move);
  tcase_add_test (tc, test_places);
  tcase_add_test (tc, test_heroes);
  tcase_add_test (tc, test_ally_upgrade);
  tcase_add_test (tc, test_selection);
  tcase_add_test (tc, test_history_labels);
  tcase_add_test (tc, test_update_list);
  tcase_add_test (tc, test_locate_unit);
  tcase_add_test (tc, test_entry_kinds);
  suite_add_tcase (suite, tc);
  return suite;
}

int
main (void)
{
  return mu_test_run (document_suite ());
}
