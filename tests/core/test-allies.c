/* test-allies.c: an army built from two lists (To the Strongest! v1.1,
 * “Allied contingents”): the model, its file and the edits a builder makes
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-contingent.h"
#include "mu-document.h"
#include "mu-error.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-issue.h"
#include "mu-general.h"
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-test.h"
#include "mu-unit.h"

/* A British army with a Roman allied contingent, as the writer writes it. */
static const char *two_lists
    = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" ruleset=\"tts\" list=\"ancient-british\" "
      "list-revision=\"1\">\n"
      "  <army name=\"Caratacus\" points-limit=\"200\"/>\n"
      "  <option id=\"date\" value=\"43\"/>\n"
      "  <command name=\"Britons\">\n"
      "    <general name=\"Caratacus\" entry=\"generals\"/>\n"
      "    <unit id=\"u1\" entry=\"warriors\"/>\n"
      "    <unit id=\"u2\" entry=\"camp\"/>\n"
      "  </command>\n"
      "  <contingent list=\"principate-roman\" list-revision=\"1\">\n"
      "    <option id=\"date\" value=\"43\"/>\n"
      "    <option id=\"region\" value=\"western\"/>\n"
      "    <command name=\"Romans\">\n"
      "      <general name=\"Aulus\" entry=\"generals\"/>\n"
      "      <unit id=\"u3\" entry=\"legionarii\"/>\n"
      "    </command>\n"
      "  </contingent>\n"
      "</roster>\n";

static MuRoster *
open_xml (const char *xml, MuArmyList **list, GError **error)
{
  return mu_library_open_roster_data (mu_test_library (), xml, strlen (xml), "test.muster", list, error);
}

static void
assert_refused (const char *xml, const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = open_xml (xml, NULL, &error);

  ck_assert_ptr_null (roster);
  ck_assert_ptr_nonnull (error);
  ck_assert_str_eq (error->message, message);
}

/* Replaces the one occurrence of @from in two_lists by @to. */
static char *
doctored (const char *from, const char *to)
{
  const char *at = strstr (two_lists, from);

  g_assert (at != NULL);
  return g_strdup_printf ("%.*s%s%s", (int) (at - two_lists), two_lists, to, at + strlen (from));
}

START_TEST (test_model)
{
  g_autoptr(GError) error = NULL;
  MuArmyList *list = NULL;
  g_autoptr(MuRoster) roster = open_xml (two_lists, &list, &error);
  GPtrArray *commands;
  MuContingent *ally;

  ck_assert_ptr_nonnull (roster);
  ck_assert_str_eq (list->id, "ancient-british");
  ck_assert_uint_eq (mu_roster_count_contingents (roster), 2);
  ck_assert_ptr_null (mu_roster_get_ally (roster, 0));
  ck_assert_ptr_null (mu_roster_get_ally (roster, 2));
  ally = mu_roster_get_ally (roster, 1);
  ck_assert_str_eq (ally->list_id, "principate-roman");
  ck_assert_int_eq (ally->list_revision, 1);
  ck_assert_ptr_null (ally->list_hash);
  ck_assert_uint_eq (ally->line, 10);
  /* the library resolved the ally's list */
  ck_assert_ptr_eq (ally->list, mu_library_find_list (mu_test_library (), "principate-roman"));
  ck_assert_str_eq (mu_roster_get_contingent_list_id (roster, 0), "ancient-british");
  ck_assert_str_eq (mu_roster_get_contingent_list_id (roster, 1), "principate-roman");
  ck_assert_ptr_null (mu_roster_get_contingent_list_id (roster, 2));
  /* options: the army's and the ally's apart */
  ck_assert_str_eq (mu_roster_get_option (roster, "date"), "43");
  ck_assert_ptr_null (mu_roster_get_option (roster, "region"));
  ck_assert_str_eq (g_hash_table_lookup (mu_roster_get_contingent_options (roster, 1), "region"), "western");
  ck_assert_uint_eq (g_hash_table_size (mu_roster_get_contingent_options (roster, 1)), 2);
  commands = mu_roster_get_commands (roster);
  ck_assert_uint_eq (commands->len, 2);
  ck_assert_uint_eq (mu_roster_get_command_contingent (roster, 0), 0);
  ck_assert_uint_eq (mu_roster_get_command_contingent (roster, 1), 1);
  ck_assert_str_eq (((MuCommand *) commands->pdata[1])->name, "Romans");
  /* unit ids are the roster's, across contingents */
  ck_assert_int_eq (mu_roster_find_unit (roster, "u3", NULL) != NULL, TRUE);
  {
    g_autofree char *next = mu_roster_next_unit_id (roster);
    ck_assert_str_eq (next, "u4");
  }
}
END_TEST

START_TEST (test_round_trip)
{
  g_autoptr(MuRoster) roster = open_xml (two_lists, NULL, NULL);
  g_autoptr(MuRoster) copy = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *copied = NULL;

  ck_assert_ptr_nonnull (roster);
  xml = mu_roster_to_xml (roster, NULL);
  ck_assert_str_eq (xml, two_lists);
  copy = mu_roster_copy (roster);
  copied = mu_roster_to_xml (copy, NULL);
  ck_assert_str_eq (copied, two_lists);
  ck_assert_ptr_eq (mu_roster_get_ally (copy, 1)->list, mu_roster_get_ally (roster, 1)->list);
}
END_TEST

/* A command written after a contingent still belongs to the main one, and
 * is written back with the main contingent's commands. */
START_TEST (test_command_order)
{
  g_autofree char *moved = doctored ("  </contingent>\n", "  </contingent>\n  <command name=\"Late\"/>\n");
  g_autoptr(MuRoster) roster = open_xml (moved, NULL, NULL);
  GPtrArray *commands;
  g_autofree char *xml = NULL;

  ck_assert_ptr_nonnull (roster);
  commands = mu_roster_get_commands (roster);
  ck_assert_uint_eq (commands->len, 3);
  ck_assert_str_eq (((MuCommand *) commands->pdata[1])->name, "Late");
  ck_assert_uint_eq (((MuCommand *) commands->pdata[1])->contingent, 0);
  xml = mu_roster_to_xml (roster, NULL);
  ck_assert_ptr_nonnull (strstr (xml, "  </command>\n  <command name=\"Late\"/>\n  <contingent"));
}
END_TEST

START_TEST (test_refused)
{
  g_autofree char *missing = doctored ("list=\"principate-roman\"", "list=\"sarmatian\"");
  g_autofree char *option = doctored ("\"region\"", "\"detached-generals\"");
  g_autofree char *row = doctored ("entry=\"legionarii\"", "entry=\"warriors\"");
  g_autofree char *revision = doctored ("list=\"principate-roman\" list-revision=\"1\"",
                                        "list=\"principate-roman\" list-revision=\"2\"");
  g_autofree char *duplicate = doctored ("id=\"u3\"", "id=\"u1\"");
  g_autofree char *stray
      = doctored ("    <option id=\"region\" value=\"western\"/>\n", "    <army name=\"x\"/>\n");
  g_autoptr(GString) many = g_string_new (NULL);
  const char *end = strstr (two_lists, "</roster>");

  assert_refused (missing,
                  "test.muster:10: the library has no army list “sarmatian” for the allied contingent");
  assert_refused (option, "test.muster:12: option “detached-generals” is not one that list "
                          "“principate-roman” or its ruleset offers");
  assert_refused (row, "test.muster:15: list “principate-roman” has no row “warriors”");
  assert_refused (revision, "test.muster:10: the allied contingent was built with revision 2 of list "
                            "“principate-roman”; this library has revision 1");
  assert_refused (duplicate, "test.muster:15: two units have the id “u1”; every unit needs its own");
  assert_refused (stray, "test.muster:12: unexpected element <army> here");
  /* hostile: more contingents than any army has */
  g_string_append_len (many, two_lists, end - two_lists);
  for (int i = 0; i < 17; i++)
    g_string_append (many, "  <contingent list=\"principate-roman\"/>\n");
  g_string_append (many, "</roster>\n");
  assert_refused (many->str, "test.muster:33: the roster has more than 16 allied contingents");
}
END_TEST

START_TEST (test_document_edits)
{
  MuArmyList *list = NULL;
  MuArmyList *roman = mu_library_find_list (mu_test_library (), "principate-roman");
  g_autoptr(MuRoster) roster = open_xml (two_lists, &list, NULL);
  g_autoptr(MuDocument) document = mu_document_new (roster, list, NULL, FALSE);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = mu_roster_to_xml (roster, NULL);
  GPtrArray *commands;
  MuCommand *added;
  MuUnit *unit;
  int index;

  ck_assert_uint_eq (mu_document_add_ally (document, roman, &error), 2);
  ck_assert_ptr_null (error);
  commands = mu_roster_get_commands (mu_document_get_roster (document));
  ck_assert_uint_eq (commands->len, 3);
  added = commands->pdata[2];
  ck_assert_uint_eq (added->contingent, 2);
  ck_assert_str_eq (mu_command_get_general (added)->entry, "generals");
  ck_assert_str_eq (mu_roster_get_ally (mu_document_get_roster (document), 2)->list_hash,
                    mu_army_list_get_hash (roman));

  /* a unit of the ally's list goes to the ally's command; a British row does not */
  unit = mu_document_add_unit (document, "auxiliarii", 2, &error);
  ck_assert_ptr_nonnull (unit);
  ck_assert_str_eq (unit->id, "u4");
  ck_assert_ptr_null (mu_document_add_unit (document, "warriors", 2, &error));
  ck_assert_str_eq (error->message, "The list has no unit row “warriors”");
  g_clear_error (&error);
  /* -1: the main contingent's last command, not the ally's */
  unit = mu_document_add_unit (document, "warriors", -1, &error);
  ck_assert_ptr_nonnull (unit);
  ck_assert_ptr_nonnull (mu_command_find_unit (commands->pdata[0], unit->id));

  /* a command of the first ally goes after its own commands */
  index = mu_document_add_contingent_command (document, 1, &error);
  ck_assert_int_eq (index, 2);
  ck_assert_uint_eq (((MuCommand *) commands->pdata[2])->contingent, 1);
  ck_assert_uint_eq (((MuCommand *) commands->pdata[3])->contingent, 2);
  ck_assert_int_eq (mu_document_add_contingent_command (document, 3, &error), -1);
  ck_assert_str_eq (error->message, "The army has no allied contingent 3");
  g_clear_error (&error);

  /* options of an ally's list */
  ck_assert (mu_document_set_ally_option (document, 2, "region", "eastern", &error));
  ck_assert_str_eq (
      g_hash_table_lookup (mu_roster_get_ally (mu_document_get_roster (document), 2)->options, "region"),
      "eastern");
  ck_assert (!mu_document_set_ally_option (document, 2, "detached-generals", "allowed", &error));
  g_clear_error (&error);

  /* removing the first ally takes its commands; the second becomes the first */
  ck_assert (mu_document_remove_ally (document, 1, &error));
  ck_assert_uint_eq (mu_roster_count_contingents (mu_document_get_roster (document)), 2);
  commands = mu_roster_get_commands (mu_document_get_roster (document));
  ck_assert_uint_eq (commands->len, 2);
  ck_assert_uint_eq (((MuCommand *) commands->pdata[1])->contingent, 1);
  ck_assert_str_eq (((MuUnit *) ((MuCommand *) commands->pdata[1])->units->pdata[0])->id, "u4");
  ck_assert (!mu_document_remove_ally (document, 2, &error));
  ck_assert_str_eq (error->message, "The army has no allied contingent 2");
  g_clear_error (&error);

  /* undo takes every edit back, to the very bytes */
  while (mu_document_can_undo (document))
    mu_document_undo (document);
  {
    g_autofree char *after = mu_roster_to_xml (mu_document_get_roster (document), NULL);
    ck_assert_str_eq (after, before);
  }
  mu_document_redo (document);
  ck_assert_uint_eq (mu_roster_count_contingents (mu_document_get_roster (document)), 3);
  ck_assert_ptr_eq (mu_roster_get_ally (mu_document_get_roster (document), 2)->list, roman);
}
END_TEST

#define EXAMPLE "lists/examples/tts-british-roman-allies.muster"

static char *
example_xml (void)
{
  g_autofree char *path
      = g_build_filename (mu_test_lists_dir (), "examples", "tts-british-roman-allies.muster", NULL);
  char *xml = NULL;

  g_assert (g_file_get_contents (path, &xml, NULL, NULL));
  return xml;
}

static char *
replace_once (const char *text, const char *from, const char *to)
{
  GString *out = g_string_new (text);

  g_assert (g_string_replace (out, from, to, 1) == 1);
  return g_string_free (out, FALSE);
}

static double
command_figure (MuEvaluation *evaluation, guint index, const char *key)
{
  MuCommandResult *result = evaluation->commands->pdata[index];

  return g_str_equal (key, "points") ? result->points : mu_test_figure (result->figures, key);
}

/* The example, worked out by hand from To the Strongest! v1.1 and the two
 * sample lists. Costs (the lists' Cost column; a hero 1 point, “Heroes”):
 *   British: general 4 + heroic 1 + senior 1 = 6; 4 heroes 4; 4 light
 *   cavalry × 5 = 20; 5 warriors × 10 = 50; camp 1: 81.
 *   Roman allies: 3 generals × 4 = 12; 2 heroes 2; 5 legionarii × 10 = 50;
 *   3 auxiliarii × 8 = 24; equites alares 11; camp 1: 100.
 *   Army: 181 of the agreed 200 (Additional material, Army lists: “around
 *   200 points” with allies).
 * Victory points (The order of battle): 2 a general, 3 a deep unit
 * (warriors), 2 a regular unit, 1 a light one, 3 a camp:
 *   Regni 2 + 4 × 1 + 5 × 3 + 3 = 24; Legio II 2 + 5 × 2 = 12; Auxilia
 *   2 + 3 × 2 + 3 = 11; Ala 2 + 2 = 4. Army 24 + 12 + 11 + 4 = 51.
 * Victory medals (The order of battle): a third of the army's 51, 17.
 * Demoralised (Victory medals): at half or more of a command's VP lost,
 *   12, 6, 6 (5½ rounded up) and 2. */
START_TEST (test_example_figures)
{
  g_autofree char *path = mu_test_path ("../" EXAMPLE);
  g_autoptr(MuEvaluation) evaluation = mu_test_evaluate (path);
  MuContingentResult *main_result = mu_evaluation_contingent (evaluation, 0);
  MuContingentResult *ally = mu_evaluation_contingent (evaluation, 1);
  g_autofree char *name = mu_evaluation_contingent_name (evaluation, 1);
  g_autofree char *unit_name = NULL;
  static const double expected[][3] = { { 81, 24, 12 }, { 54, 12, 6 }, { 30, 11, 6 }, { 16, 4, 2 } };

  for (guint i = 0; i < evaluation->issues->len; i++)
    g_printerr ("%s\n", ((MuIssue *) evaluation->issues->pdata[i])->message);
  ck_assert (mu_evaluation_is_legal (evaluation));
  ck_assert_uint_eq (evaluation->issues->len, 0);
  ck_assert_double_eq (evaluation->points, 181);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "victory_points"), 51);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "victory_medals"), 17);
  ck_assert_uint_eq (evaluation->contingents->len, 2);
  ck_assert_ptr_null (mu_evaluation_contingent (evaluation, 2));
  ck_assert_str_eq (name, "Principate Roman");
  ck_assert_str_eq (main_result->list->id, "ancient-british");
  ck_assert_double_eq (main_result->points, 81);
  ck_assert_double_eq (mu_test_figure (main_result->figures, "victory_points"), 24);
  ck_assert_str_eq (ally->list->id, "principate-roman");
  ck_assert_double_eq (ally->points, 100);
  ck_assert_double_eq (mu_test_figure (ally->figures, "victory_points"), 27);
  ck_assert_str_eq (g_hash_table_lookup (ally->options, "region"), "western");
  ck_assert_uint_eq (evaluation->commands->len, 4);
  for (guint i = 0; i < 4; i++)
    {
      ck_assert_double_eq (command_figure (evaluation, i, "points"), expected[i][0]);
      ck_assert_double_eq (command_figure (evaluation, i, "victory_points"), expected[i][1]);
      ck_assert_double_eq (command_figure (evaluation, i, "demoralised_at"), expected[i][2]);
    }
  /* an ally's unit is priced from its own list: equites alares with a hero */
  ck_assert_double_eq (mu_evaluation_unit (evaluation, "u20")->points, 12);
  /* and named from it: "Legionarii 1", not its row's id */
  unit_name = mu_evaluation_unit_name (evaluation, "u11");
  ck_assert_str_eq (unit_name, "Legionarii 1");
}
END_TEST

/* An ally's row is offered by the ally's own date and variant: the AD 43
 * Western Romans of the example take no Equites Contariorum (AD 114 on) and
 * no Equites Sagittarii (Eastern only), whatever the main list says. */
START_TEST (test_ally_rows_available)
{
  g_autofree char *path = mu_test_path ("../" EXAMPLE);
  g_autoptr(MuEvaluation) evaluation = mu_test_evaluate (path);
  MuArmyList *british = evaluation->list;
  MuArmyList *roman = mu_evaluation_contingent (evaluation, 1)->list;
  g_autofree char *late = NULL;
  g_autofree char *eastern = NULL;
  char *none = NULL;
  gint64 min, max;

  ck_assert (!mu_evaluation_contingent_row_available (
      evaluation, 1, mu_army_list_lookup (roman, "equites-contariorum"), &late));
  ck_assert_str_eq (late, "only from AD 114; the army is dated AD 43");
  ck_assert (!mu_evaluation_contingent_row_available (
      evaluation, 1, mu_army_list_lookup (roman, "equites-sagittarii"), &eastern));
  ck_assert_str_eq (eastern, "only in Eastern armies; this army is Western");
  ck_assert (mu_evaluation_contingent_row_available (evaluation, 1, mu_army_list_lookup (roman, "legionarii"),
                                                     &none));
  ck_assert_ptr_null (none);
  ck_assert (mu_evaluation_contingent_row_bounds (evaluation, 1, mu_army_list_lookup (roman, "legionarii"),
                                                  &min, &max));
  ck_assert_int_eq (min, 5);
  ck_assert_int_eq (max, 10);
  /* the army's own list, tally and options are its own again */
  ck_assert_ptr_eq (evaluation->list, british);
  ck_assert (mu_evaluation_contingent_row_available (evaluation, 0, mu_army_list_lookup (british, "warriors"),
                                                     NULL));
  ck_assert_int_eq (mu_evaluation_row_taken (evaluation, mu_army_list_lookup (british, "warriors")), 5);
  /* a contingent the army does not have offers everything and bounds nothing */
  ck_assert (mu_evaluation_contingent_row_available (evaluation, 2, mu_army_list_lookup (roman, "legionarii"),
                                                     NULL));
  ck_assert (!mu_evaluation_contingent_row_bounds (evaluation, 2, mu_army_list_lookup (roman, "legionarii"),
                                                   &min, &max));
}
END_TEST

/* An allied contingent is a small army of its own list (v1.1, Additional
 * material, Army lists): below the list's minimum is an error that names
 * the contingent. */
START_TEST (test_ally_minimum)
{
  g_autofree char *xml = example_xml ();
  g_autofree char *short_xml = replace_once (xml, "      <unit id=\"u15\" entry=\"legionarii\"/>\n", "");
  g_autoptr(MuEvaluation) evaluation = mu_test_evaluate_xml (short_xml);

  ck_assert_uint_eq (mu_evaluation_count (evaluation, MU_SEVERITY_ERROR), 1);
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "list.min"),
                    "Principate Roman (allied contingent): Legionarii: 4 taken, the list needs 5–10. Add 1.");
}
END_TEST

/* Only a list the allies row names: the Principate list names Armenians,
 * Eastern client states and Sarmatians, not the Britons. */
START_TEST (test_ally_not_named)
{
  static const char *xml
      = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" ruleset=\"tts\" list=\"principate-roman\">\n"
        "  <command><general entry=\"generals\"/><unit id=\"u1\" entry=\"legionarii\"/></command>\n"
        "  <contingent list=\"ancient-british\">\n"
        "    <command><general entry=\"generals\"/><unit id=\"u2\" entry=\"warriors\"/></command>\n"
        "  </contingent>\n"
        "</roster>\n";
  g_autoptr(MuEvaluation) evaluation = mu_test_evaluate_xml (xml);
  g_autofree char *path = mu_test_path ("../" EXAMPLE);
  g_autoptr(MuEvaluation) named = mu_test_evaluate (path);

  ck_assert_str_eq (
      mu_test_issue_with_code (evaluation, "ally.not-named"),
      "Principate Roman may take allies only from the lists its allies row names (Armenians, "
      "Eastern client states, Sarmatians), not Ancient British. Remove that allied contingent.");
  ck_assert_uint_eq (mu_test_count_code (evaluation, "ally.not-named"), 1);
  ck_assert_uint_eq (mu_test_count_code (named, "ally.not-named"), 0);
}
END_TEST

/* The example with the army's readings of allied contingents set (NULL:
 * left at their defaults), after one change to its text. */
static MuEvaluation *
example_reading (const char *reading, const char *from, const char *to)
{
  g_autofree char *xml = example_xml ();
  g_autofree char *changed = from != NULL ? replace_once (xml, from, to) : g_strdup (xml);
  g_autofree char *option = reading != NULL
                                ? g_strdup_printf ("  <option id=\"date\" value=\"43\"/>\n%s\n", reading)
                                : g_strdup ("  <option id=\"date\" value=\"43\"/>\n");
  g_autofree char *read = replace_once (changed, "  <option id=\"date\" value=\"43\"/>\n", option);

  return mu_test_evaluate_xml (read);
}

/* A list of the player's own may give its rows the ids another list uses.
 * Here “British Kin” is the British list whose light cavalry upgrade (same
 * id) makes them raw instead of veteran: the ally's unit is priced from its
 * own list's row, the main army's from the British one (To the Strongest!
 * v1.1, Veteran and raw units: light cavalry 5, veteran +1, raw −1, save one
 * better or worse than 7+). Before, both were found in the main list. */
#define KIN_ROW                                                                                              \
  "<entry id=\"light-cavalry-veteran\" description=\"Upgrade light cavalry/chariots to veteran\" "           \
  "quality=\"veteran\" number=\"0-2\" markers=\"**\" printed-save=\"6+\" printed-cost=\"6\"/>"

static MuLibrary *
kin_library (void)
{
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), "tts", "ancient-british.xml", NULL);
  g_autofree char *british = NULL;
  g_autofree char *renamed = NULL;
  g_autofree char *kin = NULL;
  MuLibrary *library;
  g_autoptr(MuArmyList) list = NULL;

  mu_test_library ();
  library = mu_library_new ();
  g_assert (mu_library_load_dir (library, mu_test_lists_dir (), NULL));
  g_assert (g_file_get_contents (path, &british, NULL, NULL));
  renamed = replace_once (british, "id=\"ancient-british\"", "id=\"british-kin\"");
  kin = replace_once (renamed, KIN_ROW,
                      "<entry id=\"light-cavalry-veteran\" description=\"Downgrade to raw\" quality=\"raw\" "
                      "number=\"0-2\"/>");
  list = mu_army_list_load_data (kin, strlen (kin), "british-kin.xml", library->rulesets, NULL);
  g_assert (list != NULL);
  mu_library_put_list (library, list);
  return library;
}

START_TEST (test_ally_own_rows)
{
  static const char *xml
      = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" ruleset=\"tts\" list=\"ancient-british\" "
        "list-revision=\"1\">\n"
        "  <army name=\"Kin\" points-limit=\"200\"/>\n"
        "  <command name=\"Britons\">\n"
        "    <general name=\"A\" entry=\"generals\" attached=\"u1\"/>\n"
        "    <unit id=\"u1\" entry=\"light-cavalry\"><upgrade ref=\"light-cavalry-veteran\"/></unit>\n"
        "  </command>\n"
        "  <contingent list=\"british-kin\" list-revision=\"1\">\n"
        "    <command name=\"Kin\">\n"
        "      <general name=\"B\" entry=\"generals\" attached=\"u2\"/>\n"
        "      <unit id=\"u2\" entry=\"light-cavalry\"><upgrade ref=\"light-cavalry-veteran\"/></unit>\n"
        "    </command>\n"
        "  </contingent>\n"
        "</roster>\n";
  g_autoptr(MuLibrary) library = kin_library ();
  g_autoptr(GError) error = NULL;
  MuArmyList *list = NULL;
  g_autoptr(MuRoster) roster
             = mu_library_open_roster_data (library, xml, strlen (xml), "kin.muster", &list, &error);
  g_autoptr(MuEvaluation) evaluation = NULL;
  MuUnitResult *main_unit, *ally_unit;

  ck_assert_ptr_nonnull (roster);
  evaluation = mu_evaluate (roster, list);
  main_unit = mu_evaluation_unit (evaluation, "u1");
  ally_unit = mu_evaluation_unit (evaluation, "u2");
  ck_assert_double_eq (main_unit->points, 6);
  ck_assert_double_eq (ally_unit->points, 4);
  ck_assert_str_eq (mu_figures_lookup (ally_unit->figures, "save")->text, "8+");
  ck_assert_double_eq (mu_evaluation_contingent (evaluation, 1)->points, 8);
}
END_TEST

#define EVEN_STRONGER "  <option id=\"allied-contingent\" value=\"even-stronger\"/>"
#define MESSAGE_THIRD                                                                                        \
  "Principate Roman (allied contingent) costs 100 points, more than a third of the army's 200 (66): under "  \
  "the Even Stronger reading an allied contingent has at most a third. Remove 34 points from it."

/* The book says nothing of how the points divide (v1.1, Army lists); the
 * Even Stronger reading gives an ally at most a third of the army's 200
 * points, rounded down: 66, and the example's Romans cost 100. */
START_TEST (test_reading_third)
{
  g_autoptr(MuEvaluation) v11 = example_reading (NULL, NULL, NULL);
  g_autoptr(MuEvaluation) even = example_reading (EVEN_STRONGER, NULL, NULL);

  ck_assert_uint_eq (mu_test_count_code (v11, "ally.points"), 0);
  ck_assert (mu_evaluation_is_legal (v11));
  ck_assert_str_eq (mu_test_issue_with_code (even, "ally.points"), MESSAGE_THIRD);
  ck_assert_uint_eq (mu_test_count_code (even, "ally.points"), 1);
}
END_TEST

/* Two allied generals: the Ala's equites join the Auxilia and Plautius goes.
 * Under v1.1 the Principate list's 3–5 generals hold for the contingent;
 * under Even Stronger a single allied general leads it, and the list's
 * minimum is set aside. */
START_TEST (test_reading_single_general)
{
  static const char *ala = "    </command>\n"
                           "    <command name=\"Ala\">\n"
                           "      <general name=\"Plautius\" entry=\"generals\" attached=\"u20\"/>\n";
  g_autoptr(MuEvaluation) v11 = example_reading (NULL, ala, "");
  g_autoptr(MuEvaluation) even = example_reading (EVEN_STRONGER, ala, "");

  ck_assert_uint_eq (mu_test_count_code (v11, "ally.generals"), 0);
  ck_assert_str_eq (mu_test_issue_with_code (v11, "list.min"),
                    "Principate Roman (allied contingent): Generals: 2 taken, the list needs 3–5. Add 1.");
  ck_assert_str_eq (mu_test_issue_with_code (even, "ally.generals"),
                    "Principate Roman (allied contingent) has 2 generals: under the Even Stronger reading an "
                    "allied contingent is led by a single allied general. Remove 1.");
  ck_assert_uint_eq (mu_test_count_code (even, "list.min"), 0);
}
END_TEST

/* The Romans taken for AD 60 against the Britons' AD 43: nothing in v1.1
 * forbids it; Even Stronger takes the contingent for the main army's year. */
START_TEST (test_reading_same_year)
{
  static const char *roman_date = "    <option id=\"date\" value=\"43\"/>\n    <option id=\"region\"";
  static const char *later = "    <option id=\"date\" value=\"60\"/>\n    <option id=\"region\"";
  g_autoptr(MuEvaluation) v11 = example_reading (NULL, roman_date, later);
  g_autoptr(MuEvaluation) even = example_reading (EVEN_STRONGER, roman_date, later);
  g_autoptr(MuEvaluation) same = example_reading (EVEN_STRONGER, NULL, NULL);

  ck_assert (mu_evaluation_is_legal (v11));
  ck_assert_str_eq (mu_test_issue_with_code (even, "ally.date"),
                    "Principate Roman (allied contingent) is taken for AD 60 and the army for AD 43: under "
                    "the Even Stronger reading an allied contingent is taken for the same year as the main "
                    "army. Set its army date to AD 43.");
  ck_assert_uint_eq (mu_test_count_code (same, "ally.date"), 0);
}
END_TEST

/* The Romans without their camp: as a small army of their list they need
 * one (the default reading); with the army's camp enough, they do not. */
START_TEST (test_reading_camp)
{
  static const char *camp = "      <unit id=\"u19\" entry=\"camp\"/>\n";
  g_autoptr(MuEvaluation) own = example_reading (NULL, camp, "");
  g_autoptr(MuEvaluation) army = example_reading ("  <option id=\"allied-camp\" value=\"army\"/>", camp, "");

  ck_assert_uint_eq (mu_evaluation_count (own, MU_SEVERITY_ERROR), 1);
  ck_assert_str_eq (mu_test_issue_with_code (own, "list.min"),
                    "Principate Roman (allied contingent): Camp: 0 taken, the list needs 1–3. Add 1.");
  ck_assert (mu_evaluation_is_legal (army));
  ck_assert_uint_eq (army->issues->len, 0);
}
END_TEST

/* One senior general for the army (the default: Cogidubnus), or one for
 * each contingent: then the Romans need theirs, and may have him beside
 * the Britons' own. */
START_TEST (test_reading_senior)
{
  static const char *each = "  <option id=\"allied-senior\" value=\"each\"/>";
  static const char *vespasian = "<general name=\"Vespasian\" entry=\"generals\" attached=\"u11\"/>";
  static const char *senior = "<general name=\"Vespasian\" entry=\"generals\" attached=\"u11\">"
                              "<upgrade ref=\"general-senior\"/></general>";
  g_autoptr(MuEvaluation) army = example_reading (NULL, NULL, NULL);
  g_autoptr(MuEvaluation) own = example_reading (each, NULL, NULL);
  g_autoptr(MuEvaluation) two = example_reading (NULL, vespasian, senior);
  g_autoptr(MuEvaluation) each_two = example_reading (each, vespasian, senior);

  ck_assert_uint_eq (mu_test_count_code (army, "ally.senior"), 0);
  ck_assert_str_eq (mu_test_issue_with_code (own, "ally.senior"),
                    "Principate Roman (allied contingent) has no senior general: under this reading each "
                    "contingent has its own. Make one of its generals senior.");
  ck_assert_uint_eq (mu_test_count_code (own, "ally.senior"), 1);
  ck_assert_str_eq (mu_test_issue_with_code (two, "general.senior.max"),
                    "Only one general may be senior; 2 are. Remove the upgrade from 1.");
  ck_assert (mu_evaluation_is_legal (each_two));
}
END_TEST

int
main (void)
{
  Suite *suite = suite_create ("allies");
  TCase *model = tcase_create ("model");

  tcase_add_test (model, test_model);
  tcase_add_test (model, test_round_trip);
  tcase_add_test (model, test_command_order);
  tcase_add_test (model, test_refused);
  tcase_add_test (model, test_document_edits);
  suite_add_tcase (suite, model);
  {
    TCase *rules = tcase_create ("rules");

    tcase_add_test (rules, test_example_figures);
    tcase_add_test (rules, test_ally_rows_available);
    tcase_add_test (rules, test_ally_minimum);
    tcase_add_test (rules, test_ally_not_named);
    tcase_add_test (rules, test_ally_own_rows);
    tcase_add_test (rules, test_reading_third);
    tcase_add_test (rules, test_reading_single_general);
    tcase_add_test (rules, test_reading_same_year);
    tcase_add_test (rules, test_reading_camp);
    tcase_add_test (rules, test_reading_senior);
    suite_add_tcase (suite, rules);
  }
  return mu_test_run (suite);
}
