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
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-test.h"

#include <glib/gstdio.h>

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
  tcase_add_loop_test (tc, test_broken_pack, 0, G_N_ELEMENTS (broken));
  suite_add_tcase (s, tc);
  return mu_test_run (s);
}
