/* test-pharaoh-cli.c: the worked For the Pharaoh army through the built
 * muster-cli: validate --json with the army's and every unit's figures,
 * and show
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <json-glib/json-glib.h>
#include <sys/wait.h>

#include "mu-test.h"

static void
run_cli (MuTestRun *run, const char *command, const char *option, const char *file)
{
  const char *args[] = { command, option != NULL ? option : file, option != NULL ? file : NULL, NULL };

  mu_test_run_cli (run, NULL, NULL, args);
}

static JsonObject *
member_object (JsonObject *object, const char *name)
{
  ck_assert_msg (json_object_has_member (object, name), "no member %s", name);
  return json_object_get_object_member (object, name);
}

static JsonObject *
element (JsonObject *object, const char *array, guint index)
{
  JsonArray *elements = json_object_get_array_member (object, array);

  ck_assert_ptr_nonnull (elements);
  ck_assert_uint_gt (json_array_get_length (elements), index);
  return json_array_get_object_element (elements, index);
}

static double
number (JsonObject *object, const char *name)
{
  ck_assert_msg (json_object_has_member (object, name), "no member %s", name);
  return json_object_get_double_member (object, name);
}

START_TEST (test_validate_json)
{
  MuTestRun run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root, *figures, *command, *unit, *general, *issue;

  run_cli (&run, "validate", "--json", "../lists/examples/pharaoh-akkadian.muster");
  ck_assert_int_eq (run.status, 1);
  json_parser_load_from_data (parser, run.out, -1, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  ck_assert (!json_object_get_boolean_member (root, "legal"));
  ck_assert_double_eq (number (root, "points"), 4028);
  ck_assert_double_eq (number (root, "points_limit"), 4000);
  figures = member_object (root, "figures");
  ck_assert_double_eq (number (figures, "scouting_points"), 27);
  ck_assert_double_eq (number (figures, "troop_points"), 1828);
  ck_assert_double_eq (number (figures, "general_points"), 2200);
  command = element (root, "commands", 0);
  ck_assert_double_eq (number (command, "units"), 5);
  general = member_object (element (command, "general_figures", 0), "figures");
  ck_assert_double_eq (number (general, "points"), 700);
  ck_assert_double_eq (number (general, "rating"), 3);
  ck_assert_str_eq (json_object_get_string_member (general, "troops"), "C-in-C 3★, in a chariot");
  unit = element (command, "unit_figures", 0);
  ck_assert_str_eq (json_object_get_string_member (unit, "id"), "u1");
  figures = member_object (unit, "figures");
  ck_assert_double_eq (number (figures, "points_per_figure"), 28);
  ck_assert_double_eq (number (figures, "points"), 168);
  ck_assert_double_eq (number (figures, "groups"), 6);
  ck_assert_double_eq (number (figures, "morale"), 5);
  ck_assert_double_eq (number (figures, "morale_3_dice_at"), 4);
  ck_assert_double_eq (number (figures, "movement"), 20);
  ck_assert_str_eq (json_object_get_string_member (figures, "ranges"), "LCh 2/4/8 cm");
  issue = element (root, "issues", 0);
  ck_assert_str_eq (json_object_get_string_member (issue, "code"), "points.limit");
  ck_assert_str_eq (json_object_get_string_member (issue, "message"),
                    "The army costs 4028 points; the limit is 4000. Remove 28 points.");
  mu_test_run_clear (&run);
}
END_TEST

START_TEST (test_show)
{
  MuTestRun run = { 0 };

  run_cli (&run, "show", NULL, "../lists/examples/pharaoh-akkadian.muster");
  ck_assert_int_eq (run.status, 1);
  ck_assert_ptr_nonnull (strstr (run.out, "Points 4028 of 4000 · Troop points 1828 · General points 2200 · "
                                          "Scouting points 27"));
  ck_assert_ptr_nonnull (strstr (run.out, "  Levy ×30 · Troops Irreg E LI MO OW · Figures 30 · Points a "
                                          "figure 1 · Points 30 · Groups 10 · Morale 13 · Morale dice "
                                          "4D6 23–30 · 3D6 16–22 · 2D6 8–15 · 1D6 1–7"));
  ck_assert_ptr_nonnull (strstr (run.out, "error: The army costs 4028 points; the limit is 4000. Remove "
                                          "28 points."));
  mu_test_run_clear (&run);
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("pharaoh-cli");
  TCase *tc = tcase_create ("worked-army");

  tcase_add_test (tc, test_validate_json);
  tcase_add_test (tc, test_show);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
