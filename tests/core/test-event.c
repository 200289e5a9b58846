/* test-event.c: event packs read and checked against the library, and each
 * condition of a pack a roster does not meet, with its exact message; the
 * fixture rosters of tests/fixtures/event/ under packs made for each case
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-army-list.h"
#include "mu-evaluation.h"
#include "mu-event.h"
#include "mu-event-results.h"
#include "mu-issue.h"
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-test.h"

#include <glib/gstdio.h>
#include <utime.h>

/* A pack of the test event: the root's attributes and its children */
static MuEvent *
load_pack (const char *attributes, const char *children, GError **error)
{
  g_autofree char *xml = g_strdup_printf ("<event xmlns=\"urn:io.github.muster:1\" name=\"Test Cup\" "
                                          "ruleset=\"tts\" %s>\n%s\n</event>\n",
                                          attributes, children);
  g_autoptr(MuEvent) event = mu_event_load_data (xml, strlen (xml), "test.muster-event", error);

  if (event == NULL || !mu_event_check_library (event, mu_test_library (), error))
    return NULL;
  return g_steal_pointer (&event);
}

static MuEvaluation *
evaluate (MuEvent *event, const char *fixture)
{
  g_autofree char *path = g_strdup_printf ("fixtures/event/rosters/%s", fixture);
  g_autofree char *full = mu_test_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  MuArmyList *list = NULL;

  roster = mu_library_open_roster (mu_test_library (), full, &list, &error);
  g_assert_no_error (error);
  return mu_event_evaluate (event, roster, list);
}

static void
assert_only_event_issue (MuEvaluation *evaluation, const char *code, const char *message)
{
  const char *found = mu_test_issue_with_code (evaluation, code);

  ck_assert_msg (found != NULL, "no issue %s", code);
  ck_assert_str_eq (found, message);
  ck_assert_uint_eq (evaluation->issues->len, 1);
}

/* A pack written back reads as the same pack, and writes the same text */
START_TEST (test_save_round_trip)
{
  g_autofree char *path = mu_test_path ("fixtures/event/spring-muster.muster-event");
  g_autofree char *dir = g_dir_make_tmp ("muster-event-XXXXXX", NULL);
  g_autofree char *saved = g_build_filename (dir, "copy.muster-event", NULL);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) event = mu_event_load_file (path, &error);
  g_autoptr(MuEvent) again = NULL;
  MuEventList *list;

  g_assert_no_error (error);
  g_free (event->description);
  event->description = g_strdup ("Bring <dice> & \"tape\"");
  ck_assert (mu_event_save (event, saved, &error));
  g_assert_no_error (error);
  again = mu_event_load_file (saved, &error);
  g_assert_no_error (error);
  ck_assert_str_eq (again->name, "Spring Muster 2027");
  ck_assert_str_eq (again->date, "2027-03-13");
  ck_assert_str_eq (again->ruleset_id, "tts");
  ck_assert_str_eq (again->description, "Bring <dice> & \"tape\"");
  ck_assert_int_eq (again->points_limit, 130);
  ck_assert_int_eq (again->points_minimum, 100);
  ck_assert (!again->allies);
  ck_assert_uint_eq (again->lists->len, 2);
  ck_assert_str_eq (((MuEventList *) again->lists->pdata[0])->as_of, "2027-03-01");
  list = again->lists->pdata[1];
  ck_assert_str_eq (list->id, "ancient-british");
  ck_assert_int_eq (list->revision, 2);
  ck_assert_uint_eq (again->options->len, 1);
  ck_assert (again->has_army_dates);
  ck_assert_int_eq (again->army_date_from, -27);
  ck_assert_int_eq (again->army_date_to, 150);
  ck_assert_uint_eq (again->rows_not_allowed->len, 1);
  ck_assert_str_eq (again->rows_not_allowed->pdata[0], "equites-singulares");
  ck_assert_uint_eq (again->general_caps->len, 1);
  first = mu_event_to_xml (event);
  second = mu_event_to_xml (again);
  ck_assert_str_eq (first, second);
  ck_assert (mu_event_check_library (again, mu_test_library (), &error));
  g_assert_no_error (error);
  g_remove (saved);
  g_rmdir (dir);
}
END_TEST

START_TEST (test_legal)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) event = load_pack ("points-limit=\"130\"", "<list id=\"principate-roman\"/>", &error);
  g_autoptr(MuEvaluation) evaluation = NULL;

  g_assert_no_error (error);
  evaluation = evaluate (event, "alice-legal.muster");
  ck_assert_uint_eq (evaluation->issues->len, 0);
  ck_assert (mu_evaluation_is_legal (evaluation));
}
END_TEST

START_TEST (test_list_not_allowed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) event
             = load_pack ("", "<list id=\"principate-roman\"/><list id=\"tts-open\"/>", &error);
  g_autoptr(MuEvaluation) evaluation = NULL;

  g_assert_no_error (error);
  evaluation = evaluate (event, "elena-revision.muster");
  assert_only_event_issue (evaluation, "event.list",
                           "“Test Cup” does not allow the list Ancient British; it allows "
                           "Principate Roman, All troop types.");
  ck_assert (!mu_evaluation_is_legal (evaluation));
}
END_TEST

START_TEST (test_list_hash)
{
  g_autoptr(GError) error = NULL;
  MuArmyList *list = mu_library_find_list (mu_test_library (), "principate-roman");
  g_autofree char *own
      = g_strdup_printf ("<list id=\"principate-roman\" hash=\"%.8s\"/>", mu_army_list_get_hash (list));
  g_autoptr(MuEvent) pinned = load_pack ("", own, &error);
  g_autoptr(MuEvent) other = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  g_autofree char *message = NULL;

  g_assert_no_error (error);
  evaluation = evaluate (pinned, "alice-legal.muster");
  ck_assert_uint_eq (evaluation->issues->len, 0);
  g_clear_pointer (&evaluation, mu_evaluation_unref);

  other = load_pack ("", "<list id=\"principate-roman\" hash=\"0123ABCD\"/>", &error);
  g_assert_no_error (error);
  evaluation = evaluate (other, "alice-legal.muster");
  message = g_strdup_printf ("“Test Cup” plays the copy of the list Principate Roman with hash "
                             "0123abcd; this army was built with %.8s.",
                             mu_army_list_get_hash (list));
  assert_only_event_issue (evaluation, "event.list.hash", message);
}
END_TEST

/* "as of" a day: a roster built on a revision saved after it is refused,
 * naming the pack; one saved on that day or before, or a list that says no
 * day, is not. */
START_TEST (test_list_as_of)
{
  g_autoptr(GError) error = NULL;
  MuArmyList *list = mu_library_find_list (mu_test_library (), "principate-roman");
  g_autofree char *saved = g_strdup (list->revised);
  g_autoptr(MuEvent) event = load_pack ("", "<list id=\"principate-roman\" as-of=\"2026-11-01\"/>", &error);
  g_autoptr(MuEvaluation) undated = NULL;
  g_autoptr(MuEvaluation) before = NULL;
  g_autoptr(MuEvaluation) after = NULL;

  g_assert_no_error (error);
  ck_assert_str_eq (((MuEventList *) event->lists->pdata[0])->as_of, "2026-11-01");
  undated = evaluate (event, "alice-legal.muster");
  ck_assert_uint_eq (undated->issues->len, 0);
  g_free (list->revised);
  list->revised = g_strdup ("2026-11-01");
  before = evaluate (event, "alice-legal.muster");
  ck_assert_uint_eq (before->issues->len, 0);
  g_free (list->revised);
  list->revised = g_strdup ("2026-11-02");
  after = evaluate (event, "alice-legal.muster");
  g_free (list->revised);
  list->revised = g_steal_pointer (&saved);
  assert_only_event_issue (after, "event.list.as-of",
                           "“Test Cup” plays the list Principate Roman as of 2026-11-01; this army was "
                           "built with revision 1, saved on 2026-11-02.");
  ck_assert (!mu_evaluation_is_legal (after));
  /* a day that is not one is refused with the pack's line */
  ck_assert_ptr_null (load_pack ("", "<list id=\"principate-roman\" as-of=\"2026-02-30\"/>", &error));
  ck_assert_str_eq (error->message,
                    "test.muster-event:2: “as-of” must be a day written YYYY-MM-DD, not “2026-02-30”");
}
END_TEST

START_TEST (test_points_under)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) event = load_pack ("points-limit=\"130\" points-minimum=\"126\"", "", &error);
  g_autoptr(MuEvaluation) evaluation = NULL;

  g_assert_no_error (error);
  evaluation = evaluate (event, "alice-legal.muster");
  assert_only_event_issue (evaluation, "event.points.under",
                           "The army costs 125 points; “Test Cup” asks for at least 126. "
                           "Add 1 point.");
}
END_TEST

START_TEST (test_points_over_replaces_the_rules_own)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) event = load_pack ("points-limit=\"120\"", "", &error);
  g_autoptr(MuEvaluation) evaluation = NULL;

  g_assert_no_error (error);
  evaluation = evaluate (event, "alice-legal.muster");
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "event.points.over"),
                    "The army costs 125 points; “Test Cup” allows at most 120. Remove 5 points.");
  ck_assert (mu_test_issue_with_code (evaluation, "points.limit") == NULL);
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "event.points.limit"),
                    "The roster was built for 130 points; “Test Cup” plays 120.");
  ck_assert_uint_eq (evaluation->issues->len, 2);
  ck_assert_int_eq (mu_roster_get_points_limit (evaluation->roster), 120);
}
END_TEST

START_TEST (test_row_not_allowed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) event
             = load_pack ("", "<not-allowed entries=\"legionarii-veteran  auxiliarii\"/>", &error);
  g_autoptr(MuEvaluation) evaluation = NULL;
  MuIssue *first, *second;

  g_assert_no_error (error);
  evaluation = evaluate (event, "alice-legal.muster");
  ck_assert_uint_eq (evaluation->issues->len, 2);
  first = evaluation->issues->pdata[0];
  second = evaluation->issues->pdata[1];
  ck_assert_str_eq (first->code, "event.row");
  ck_assert_str_eq (first->message, "“Test Cup” does not allow Upgrade legionarii to veterans "
                                    "(row “legionarii-veteran”); the army takes it 1 time.");
  ck_assert_str_eq (first->unit_id, "u1");
  ck_assert_int_eq (first->command, 0);
  ck_assert_str_eq (second->message, "“Test Cup” does not allow Auxiliarii (row “auxiliarii”); "
                                     "the army takes it 3 times.");
  ck_assert_int_eq (second->command, 1);
  ck_assert_str_eq (first->reference, "Test Cup");
}
END_TEST

START_TEST (test_general_cap)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) event = load_pack ("", "<general-cap kind=\"heroic\" max=\"1\"/>", &error);
  g_autoptr(MuEvaluation) evaluation = NULL;

  g_assert_no_error (error);
  evaluation = evaluate (event, "alice-legal.muster");
  assert_only_event_issue (evaluation, "event.general",
                           "“Test Cup” allows at most 1 heroic general; the army has 2.");
}
END_TEST

/* A pack without allies refuses an army with an allied contingent; one with
 * allies and a list of lists wants the ally's list among them. */
static MuEvaluation *
evaluate_allies (MuEvent *event)
{
  g_autofree char *path = mu_test_path ("../lists/examples/tts-british-roman-allies.muster");
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  MuArmyList *list = NULL;

  roster = mu_library_open_roster (mu_test_library (), path, &list, &error);
  g_assert_no_error (error);
  return mu_event_evaluate (event, roster, list);
}

START_TEST (test_allies)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) none = load_pack ("points-limit=\"200\"", "", &error);
  g_autoptr(MuEvent) british = NULL;
  g_autoptr(MuEvent) both = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;

  g_assert_no_error (error);
  evaluation = evaluate_allies (none);
  assert_only_event_issue (evaluation, "event.allies",
                           "“Test Cup” allows no allied contingent; the army has 1. Build it from its own "
                           "list alone.");
  g_clear_pointer (&evaluation, mu_evaluation_unref);
  british = load_pack ("points-limit=\"200\" allies=\"true\"", "<list id=\"ancient-british\"/>", &error);
  g_assert_no_error (error);
  evaluation = evaluate_allies (british);
  assert_only_event_issue (evaluation, "event.ally.list",
                           "“Test Cup” does not allow the list Principate Roman for an allied contingent; it "
                           "allows Ancient British.");
  g_clear_pointer (&evaluation, mu_evaluation_unref);
  both = load_pack ("points-limit=\"200\" allies=\"true\"",
                    "<list id=\"ancient-british\"/><list id=\"principate-roman\"/>", &error);
  g_assert_no_error (error);
  evaluation = evaluate_allies (both);
  ck_assert_uint_eq (evaluation->issues->len, 0);
}
END_TEST

START_TEST (test_ruleset)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) event = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  const char *xml = "<event xmlns=\"urn:io.github.muster:1\" name=\"Hinds Day\" ruleset=\"hinds\"/>";

  event = mu_event_load_data (xml, strlen (xml), "hinds.muster-event", &error);
  g_assert_no_error (error);
  ck_assert (mu_event_check_library (event, mu_test_library (), &error));
  evaluation = evaluate (event, "alice-legal.muster");
  ck_assert_str_eq (
      mu_test_issue_with_code (evaluation, "event.ruleset"),
      "“Hinds Day” is played with Ancient Wargame Rules (Hinds); this army is for To the Strongest!.");
}
END_TEST

/* The reading the event fixes is the one the figures follow */
START_TEST (test_reading_applied)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) event = load_pack ("", "<option id=\"auxiliaries-cost\" value=\"9\"/>", &error);
  g_autoptr(MuEvaluation) evaluation = NULL;

  g_assert_no_error (error);
  evaluation = evaluate (event, "alice-legal.muster");
  ck_assert_str_eq (mu_evaluation_option (evaluation, "auxiliaries-cost"), "9");
  ck_assert_double_eq (evaluation->points, 128); /* three Auxiliarii at 9, not 8 */
  ck_assert_uint_eq (evaluation->issues->len, 0);
}
END_TEST

/* A ban on heroes counts every hero, on a unit or not yet allocated */
START_TEST (test_heroes_not_allowed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) event = load_pack ("", "<not-allowed entries=\"heroes\"/>", &error);
  g_autoptr(MuEvaluation) evaluation = NULL;

  g_assert_no_error (error);
  evaluation = evaluate (event, "alice-legal.muster");
  assert_only_event_issue (evaluation, "event.row",
                           "“Test Cup” does not allow Heroes (row “heroes”); the army takes it 2 times.");
  ck_assert_str_eq (((MuIssue *) evaluation->issues->pdata[0])->unit_id, "u1");
}
END_TEST

/* A ban on one list holds for an army of that list only */
START_TEST (test_ban_on_one_list)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) roman
             = load_pack ("", "<not-allowed list=\"principate-roman\" entries=\"auxiliarii\"/>", &error);
  g_autoptr(MuEvent) british = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;

  g_assert_no_error (error);
  evaluation = evaluate (roman, "alice-legal.muster");
  assert_only_event_issue (
      evaluation, "event.row",
      "“Test Cup” does not allow Auxiliarii (row “auxiliarii”); the army takes it 3 times.");
  g_clear_pointer (&evaluation, mu_evaluation_unref);
  british = load_pack ("", "<not-allowed list=\"ancient-british\" entries=\"warriors\"/>", &error);
  g_assert_no_error (error);
  evaluation = evaluate (british, "alice-legal.muster");
  ck_assert_uint_eq (evaluation->issues->len, 0);
}
END_TEST

/* Caps across the army: generals, heroes, rows */
START_TEST (test_caps)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) event = load_pack ("",
                                         "<cap of=\"generals\" max=\"2\"/><cap of=\"heroes\" max=\"2\"/>"
                                         "<cap entries=\"equites-alares legionarii\" max=\"6\"/>",
                                         &error);
  g_autoptr(MuEvaluation) evaluation = NULL;

  g_assert_no_error (error);
  evaluation = evaluate (event, "alice-legal.muster");
  ck_assert_uint_eq (evaluation->issues->len, 2);
  ck_assert_str_eq (((MuIssue *) evaluation->issues->pdata[0])->message,
                    "“Test Cup” caps generals at 2 across the army; the army has 3.");
  ck_assert_str_eq (((MuIssue *) evaluation->issues->pdata[1])->message,
                    "“Test Cup” caps Equites Alares and Legionarii at 6 across the army; the army has 7.");
  ck_assert_str_eq (((MuIssue *) evaluation->issues->pdata[1])->code, "event.cap");
}
END_TEST

/* An army with an allied contingent plays the pack's allied limit */
START_TEST (test_allied_points_limit)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) event
             = load_pack ("points-limit=\"130\" allied-points-limit=\"200\" allies=\"true\"", "", &error);
  g_autoptr(MuEvent) tight = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  g_autoptr(MuEvaluation) alone = NULL;

  g_assert_no_error (error);
  evaluation = evaluate_allies (event);
  ck_assert_uint_eq (evaluation->issues->len, 0);
  ck_assert_int_eq (mu_roster_get_points_limit (evaluation->roster), 200);
  alone = evaluate (event, "alice-legal.muster");
  ck_assert_int_eq (mu_roster_get_points_limit (alone->roster), 130);
  g_clear_pointer (&evaluation, mu_evaluation_unref);
  tight = load_pack ("points-limit=\"130\" allied-points-limit=\"180\" allies=\"true\"", "", &error);
  g_assert_no_error (error);
  evaluation = evaluate_allies (tight);
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "event.points.over"),
                    "The army costs 181 points; “Test Cup” allows at most 180. Remove 1 point.");
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "event.points.limit"),
                    "The roster was built for 200 points; “Test Cup” plays 180.");
}
END_TEST

/* A list allowed only for allies: as an ally, fine; as the army's own, not */
START_TEST (test_allies_only)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) event = load_pack ("allies=\"true\"",
                                         "<list id=\"ancient-british\"/>"
                                         "<list id=\"principate-roman\" allies-only=\"true\"/>",
                                         &error);
  g_autoptr(MuEvaluation) evaluation = NULL;

  g_assert_no_error (error);
  evaluation = evaluate_allies (event);
  ck_assert_uint_eq (evaluation->issues->len, 0);
  g_clear_pointer (&evaluation, mu_evaluation_unref);
  evaluation = evaluate (event, "alice-legal.muster");
  assert_only_event_issue (evaluation, "event.list.allies-only",
                           "“Test Cup” allows the list Principate Roman only for an allied contingent; the "
                           "army's own list must be another.");
}
END_TEST

/* A list's variant pinned, and its own army dates, for the army's list and
 * for an ally's */
START_TEST (test_list_pins)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) event
             = load_pack ("allies=\"true\"",
                          "<list id=\"ancient-british\"/>"
                          "<list id=\"principate-roman\"><option id=\"region\" value=\"eastern\"/>"
                          "<army-date from=\"-27\" to=\"50\"/></list>",
                          &error);
  g_autoptr(MuEvaluation) evaluation = NULL;
  g_autoptr(MuEvaluation) ally = NULL;

  g_assert_no_error (error);
  evaluation = evaluate (event, "alice-legal.muster");
  ck_assert_uint_eq (evaluation->issues->len, 2);
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "event.list.option"),
                    "“Test Cup” plays the list Principate Roman with “Eastern or Western army” as “Eastern”; "
                    "this army has “Western”.");
  ck_assert_str_eq (
      mu_test_issue_with_code (evaluation, "event.army-date"),
      "“Test Cup” takes the list Principate Roman dated from 27 BC to AD 50; this army is dated "
      "AD 100.");
  ally = evaluate_allies (event);
  ck_assert_uint_eq (ally->issues->len, 1);
  ck_assert_str_eq (mu_test_issue_with_code (ally, "event.list.option"),
                    "“Test Cup” plays the list Principate Roman with “Eastern or Western army” as “Eastern”; "
                    "this army has “Western”.");
}
END_TEST

/* Declared totals required: a roster that declares none is told so */
START_TEST (test_declared_required)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) event = load_pack ("declared-totals=\"required\"", "", &error);
  g_autoptr(MuEvaluation) evaluation = NULL;

  g_assert_no_error (error);
  evaluation = evaluate (event, "alice-legal.muster");
  assert_only_event_issue (
      evaluation, "event.declared",
      "“Test Cup” requires the totals declared in the roster; this roster declares none. "
      "Save it again from Muster, which declares them.");
}
END_TEST

/* A roster file saved after the deadline is flagged; one saved by it is not */
START_TEST (test_deadline)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) event = load_pack ("deadline=\"2027-03-06\"", "", &error);
  g_autofree char *source = mu_test_path ("fixtures/event/rosters/alice-legal.muster");
  g_autofree char *dir = g_dir_make_tmp ("muster-deadline-XXXXXX", NULL);
  g_autofree char *late = g_build_filename (dir, "late.muster", NULL);
  g_autofree char *early = g_build_filename (dir, "early.muster", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GDateTime) after = g_date_time_new_local (2027, 3, 7, 12, 0, 0);
  g_autoptr(GDateTime) before = g_date_time_new_local (2027, 3, 6, 23, 0, 0);
  struct utimbuf times;
  MuEventResults *results;

  g_assert_no_error (error);
  ck_assert (g_file_get_contents (source, &text, NULL, NULL));
  ck_assert (g_file_set_contents (late, text, -1, NULL) && g_file_set_contents (early, text, -1, NULL));
  times.actime = times.modtime = g_date_time_to_unix (after);
  ck_assert_int_eq (g_utime (late, &times), 0);
  times.actime = times.modtime = g_date_time_to_unix (before);
  ck_assert_int_eq (g_utime (early, &times), 0);
  results = mu_event_results_new (event);
  mu_event_results_add_input (results, mu_test_library (), late);
  mu_event_results_add_input (results, mu_test_library (), early);
  ck_assert_str_eq (
      mu_test_issue_with_code (((MuEventEntry *) results->entries->pdata[0])->evaluation, "event.deadline"),
      "“Test Cup” took rosters until 2027-03-06; this one was saved on 2027-03-07.");
  ck_assert_uint_eq (((MuEventEntry *) results->entries->pdata[1])->evaluation->issues->len, 0);
  mu_event_results_free (results);
  g_remove (late);
  g_remove (early);
  g_rmdir (dir);
}
END_TEST

/* Every condition of a pack in words, one a line */
START_TEST (test_conditions)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) event = load_pack (
      "points-limit=\"130\" points-minimum=\"100\" allies=\"true\" allied-points-limit=\"200\" "
      "deadline=\"2027-03-06\" declared-totals=\"required\"",
      "<list id=\"principate-roman\" revision=\"1\"><option id=\"region\" value=\"western\"/>"
      "<army-date from=\"-27\" to=\"150\"/></list>"
      "<list id=\"ancient-british\" allies-only=\"true\"/>"
      "<option id=\"small-rounding\" value=\"up\"/>"
      "<not-allowed entries=\"heroes\"/><not-allowed list=\"principate-roman\" entries=\"auxiliarii\"/>"
      "<cap of=\"generals\" max=\"3\"/><general-cap kind=\"brilliant\" max=\"1\"/>",
      &error);
  g_autoptr(GPtrArray) lines = NULL;
  g_autofree char *text = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autoptr(MuEvent) again = NULL;

  g_assert_no_error (error);
  lines = mu_event_conditions (event, mu_test_library ());
  g_ptr_array_add (lines, NULL);
  text = g_strjoinv ("\n", (char **) lines->pdata);
  ck_assert_str_eq (text,
                    "Points: 100 to 130; at most 200 for an army with an allied contingent\n"
                    "Allied contingents: allowed\n"
                    "Lists: Principate Roman (revision 1; Eastern or Western army: Western; dated 27 BC to "
                    "AD 150), Ancient British (for allies only)\n"
                    "Readings of the rules: Small units: halved cost: Round up\n"
                    "Not allowed: Heroes\n"
                    "Not allowed in an army of the list Principate Roman: Auxiliarii\n"
                    "Capped across the army: generals, at most 3\n"
                    "At most 1 brilliant general\n"
                    "Rosters saved by 2027-03-06\n"
                    "Declared totals required");
  /* and written back, read again, it writes the same */
  first = mu_event_to_xml (event);
  again = mu_event_load_data (first, strlen (first), "again.muster-event", &error);
  g_assert_no_error (error);
  second = mu_event_to_xml (again);
  ck_assert_str_eq (first, second);
  ck_assert (strstr (first, "<list id=\"principate-roman\" revision=\"1\">\n    <option id=\"region\" "
                            "value=\"western\"/>\n    <army-date from=\"-27\" to=\"150\"/>\n  </list>\n")
             != NULL);
}
END_TEST

/* A pack carries the file of a list: read back byte for byte, the list
 * the event plays; a roster built on another revision is told so */
START_TEST (test_carried_list)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) event = load_pack ("", "<list id=\"principate-roman\"/>", &error);
  g_autoptr(MuEvent) again = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *file = NULL;
  MuEventList *item;
  gsize length = 0;

  g_assert_no_error (error);
  ck_assert (mu_event_carry_lists (event, mu_test_library (), &error));
  g_assert_no_error (error);
  xml = mu_event_to_xml (event);
  again = mu_event_load_data (xml, strlen (xml), "carried.muster-event", &error);
  g_assert_no_error (error);
  ck_assert (mu_event_check_library (again, mu_test_library (), &error));
  g_assert_no_error (error);
  item = again->lists->pdata[0];
  ck_assert_str_eq (item->carried_file, "principate-roman.xml");
  ck_assert (g_file_get_contents (mu_library_find_list (mu_test_library (), "principate-roman")->file, &file,
                                  &length, NULL));
  ck_assert_uint_eq (g_bytes_get_size (item->carried), length);
  ck_assert_int_eq (memcmp (g_bytes_get_data (item->carried, NULL), file, length), 0);
  ck_assert_str_eq (mu_army_list_get_hash (item->carried_list),
                    mu_army_list_get_hash (mu_library_find_list (mu_test_library (), "principate-roman")));
  ck_assert_ptr_null (item->carried_list->file);
}
END_TEST

/* 50 copies of 6 armies are 6 groups, whatever the order of a general's
 * <upgrade> lines, the roster's points limit or its names: the first copy
 * of each names them all, each other copy names the first */
START_TEST (test_duplicates_grouped)
{
  const char *armies[] = {
    "fixtures/event/rosters/alice-legal.muster",    "fixtures/event/rosters/bruno-rules.muster",
    "fixtures/event/rosters/carla-pack.muster",     "fixtures/event/rosters/dario-over.muster",
    "fixtures/event/rosters/elena-revision.muster", "../lists/examples/tts-british-roman-allies.muster"
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) event = load_pack ("allies=\"true\"", "", &error);
  g_autofree char *dir = g_dir_make_tmp ("muster-copies-XXXXXX", NULL);
  MuEventResults *results = mu_event_results_new (event);
  guint firsts = 0, others = 0, reordered = 0;

  g_assert_no_error (error);
  for (guint i = 0; i < 50; i++)
    {
      g_autofree char *source = mu_test_path (armies[i % 6]);
      g_autofree char *name = g_strdup_printf ("copy-%02u.muster", i);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *text = NULL;
      g_autoptr(GString) doctored = NULL;

      ck_assert (g_file_get_contents (source, &text, NULL, NULL));
      doctored = g_string_new (text);
      /* every other copy: upgrade lines reordered, another limit, another name */
      if (i % 2 == 1)
        {
          reordered += g_string_replace (
              doctored, "<upgrade ref=\"general-mounted\"/>\n      <upgrade ref=\"general-detached\"/>",
              "<upgrade ref=\"general-detached\"/>\n      <upgrade ref=\"general-mounted\"/>", 0);
          g_string_replace (doctored, "points-limit=\"130\"", "points-limit=\"150\"", 0);
          g_string_replace (doctored, "<army name=\"", "<army name=\"Copy of ", 0);
        }
      ck_assert (g_file_set_contents (path, doctored->str, -1, NULL));
      mu_event_results_add_input (results, mu_test_library (), path);
    }
  ck_assert_uint_gt (reordered, 0);
  mu_event_results_finish (results);
  for (guint i = 0; i < results->entries->len; i++)
    {
      MuEventEntry *entry = results->entries->pdata[i];
      const char *duplicate = mu_test_issue_with_code (entry->evaluation, "event.duplicate.roster");

      ck_assert_msg (duplicate != NULL, "%s has no duplicate", entry->source);
      if (g_str_has_prefix (duplicate, "The same army was submitted"))
        firsts++;
      else
        others++;
      g_remove (entry->source);
    }
  ck_assert_uint_eq (firsts, 6);
  ck_assert_uint_eq (others, 44);
  mu_event_results_free (results);
  g_rmdir (dir);
}
END_TEST

static const struct
{
  const char *attributes;
  const char *children;
  const char *message;
} broken[] = {
  { "points-limit=\"0\"", "",
    "test.muster-event:1: “points-limit” must be a whole number from 1 to 1000000, not “0”" },
  { "allies=\"maybe\"", "", "test.muster-event:1: “allies” must be “true” or “false”, not “maybe”" },
  { "", "<list id=\"principate-roman\" hash=\"12\"/>",
    "test.muster-event:2: “hash” must be 8 to 64 hexadecimal digits, not “12”" },
  { "", "<list id=\"principate-roman\"/><list id=\"principate-roman\"/>",
    "test.muster-event:2: the list “principate-roman” is named twice" },
  { "", "<list id=\"hinds-open\"/>",
    "test.muster-event:2: the list “hinds-open” is for ruleset “hinds”, not “tts”" },
  { "", "<army-date/><army-date/>", "test.muster-event:2: only one <army-date> is allowed" },
  { "", "<not-allowed entries=\"no-such-row\"/>",
    "test.muster-event:1: no list the event allows has a row “no-such-row”" },
  { "", "<general-cap kind=\"brilliant\"/>", "test.muster-event:2: <general-cap> needs a “max” attribute" },
  { "", "<prize/>", "test.muster-event:2: unexpected element <prize> here" },
  { "", "<list id=\"principate-roman\"><option id=\"colour\" value=\"red\"/></list>",
    "test.muster-event:2: the list “principate-roman” has no option “colour”" },
  { "", "<list id=\"principate-roman\"><option id=\"region\" value=\"northern\"/></list>",
    "test.muster-event:2: the option “region” has no value “northern”" },
  { "", "<list id=\"principate-roman\" allies-only=\"true\"/>",
    "test.muster-event:2: the list “principate-roman” is allowed only for allies, but the event allows no "
    "allied "
    "contingent" },
  { "", "<not-allowed list=\"ancient-british\" entries=\"legionarii\"/>",
    "test.muster-event:2: the list “ancient-british” has no row “legionarii”" },
  { "", "<not-allowed list=\"no-such-list\" entries=\"legionarii\"/>",
    "test.muster-event:2: the library has no army list “no-such-list”" },
  { "", "<cap of=\"chariots\" max=\"1\"/>",
    "test.muster-event:2: a <cap> counts “of” generals or heroes, or the rows of “entries”, not “chariots”" },
  { "", "<cap entries=\"no-such-row\" max=\"1\"/>",
    "test.muster-event:2: no list the event allows has a row “no-such-row”" },
  { "", "<list id=\"principate-roman\"><carried-list file=\"x.xml\">!!!</carried-list></list>",
    "test.muster-event:2: <carried-list> holds no list file in base64" },
  { "", "<list id=\"principate-roman\"><carried-list file=\"x.xml\">PHJvc3Rlci8+</carried-list></list>",
    "test.muster-event:2: the list carried for “principate-roman” cannot be read: x.xml:1: the root element "
    "is not in the Muster namespace “urn:io.github.muster:1”" },
  { "declared-totals=\"always\"", "",
    "test.muster-event:1: “declared-totals” must be “required” or “optional”, not “always”" },
};

START_TEST (test_broken_pack)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvent) event = load_pack (broken[_i].attributes, broken[_i].children, &error);

  ck_assert (event == NULL);
  ck_assert_msg (error != NULL, "no error for %s", broken[_i].message);
  ck_assert_str_eq (error->message, broken[_i].message);
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("event");
  TCase *tc = tcase_create ("pack");

  tcase_add_test (tc, test_legal);
  tcase_add_test (tc, test_save_round_trip);
  tcase_add_test (tc, test_list_not_allowed);
  tcase_add_test (tc, test_list_hash);
  tcase_add_test (tc, test_list_as_of);
  tcase_add_test (tc, test_points_under);
  tcase_add_test (tc, test_points_over_replaces_the_rules_own);
  tcase_add_test (tc, test_row_not_allowed);
  tcase_add_test (tc, test_general_cap);
  tcase_add_test (tc, test_ruleset);
  tcase_add_test (tc, test_allies);
  tcase_add_test (tc, test_reading_applied);
  tcase_add_test (tc, test_heroes_not_allowed);
  tcase_add_test (tc, test_ban_on_one_list);
  tcase_add_test (tc, test_caps);
  tcase_add_test (tc, test_allied_points_limit);
  tcase_add_test (tc, test_allies_only);
  tcase_add_test (tc, test_list_pins);
  tcase_add_test (tc, test_declared_required);
  tcase_add_test (tc, test_deadline);
  tcase_add_test (tc, test_conditions);
  tcase_add_test (tc, test_carried_list);
  tcase_add_test (tc, test_duplicates_grouped);
  tcase_add_loop_test (tc, test_broken_pack, 0, G_N_ELEMENTS (broken));
  suite_add_tcase (s, tc);
  return mu_test_run (s);
}
