/* test-cli.c: the built muster-cli, run as a user runs it: exit statuses,
 * the JSON figures of the book's sample order of battle, lists, check-list,
 * print without its module (printing itself: tests/render and tests/install,
 * outside the valgrind run of this suite, as fontconfig leaks)
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <sys/wait.h>

#include <glib/gstdio.h>

#include <json-glib/json-glib.h>

#include "mu-test.h"

/* Runs muster-cli --lists <the source tree's lists> ARGS… from tests/. */
static void
run_cli (MuTestRun *run, const char *first, ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  va_list list;

  va_start (list, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (list, const char *))
    g_ptr_array_add (args, (gpointer) arg);
  va_end (list);
  g_ptr_array_add (args, NULL);
  mu_test_run_cli (run, NULL, NULL, (const char * const *) args->pdata);
}

static JsonNode *
parse (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

static double
number_at (JsonObject *object, const char *member)
{
  ck_assert_msg (json_object_has_member (object, member), "no member %s", member);
  return json_object_get_double_member (object, member);
}

START_TEST (test_validate_json_sample)
{
  g_auto(MuTestRun) run = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonObject *object, *figures, *list;
  JsonArray *commands, *issues;
  const double points[] = { 55, 49, 29 };
  const double vp[] = { 14, 14, 6 };
  const double demoralised[] = { 7, 7, 3 };

  run_cli (&run, "validate", "--json", "../lists/examples/tts-sample-oob.muster", NULL);
  ck_assert_int_eq (run.status, 1); /* illegal, as the book prints it */
  root = parse (run.out);
  object = json_node_get_object (root);
  ck_assert_str_eq (json_object_get_string_member (object, "file"),
                    "../lists/examples/tts-sample-oob.muster");
  ck_assert_str_eq (json_object_get_string_member (object, "ruleset"), "tts");
  list = json_object_get_object_member (object, "list");
  ck_assert_str_eq (json_object_get_string_member (list, "id"), "principate-roman");
  ck_assert_str_eq (json_object_get_string_member (list, "name"), "Principate Roman");
  ck_assert_int_eq (json_object_get_int_member (list, "revision"), 1);
  ck_assert (!json_object_get_boolean_member (object, "legal"));
  ck_assert_double_eq (number_at (object, "points"), 133);
  ck_assert_double_eq (number_at (object, "points_limit"), 133);
  figures = json_object_get_object_member (object, "figures");
  ck_assert_double_eq (number_at (figures, "victory_points"), 34);
  ck_assert_double_eq (number_at (figures, "victory_medals"), 11);
  commands = json_object_get_array_member (object, "commands");
  ck_assert_uint_eq (json_array_get_length (commands), 3);
  for (guint i = 0; i < 3; i++)
    {
      JsonObject *command = json_array_get_object_element (commands, i);
      JsonObject *command_figures = json_object_get_object_member (command, "figures");
      g_autofree char *name = g_strdup_printf ("Command %u", i + 1);

      ck_assert_str_eq (json_object_get_string_member (command, "name"), name);
      ck_assert_double_eq (number_at (command, "points"), points[i]);
      ck_assert_double_eq (number_at (command_figures, "victory_points"), vp[i]);
      ck_assert_double_eq (number_at (command_figures, "demoralised_at"), demoralised[i]);
    }
  ck_assert_int_eq (json_object_get_int_member (json_array_get_object_element (commands, 0), "units"), 5);
  ck_assert_int_eq (json_object_get_int_member (json_array_get_object_element (commands, 2), "units"), 2);
  issues = json_object_get_array_member (object, "issues");
  ck_assert_uint_eq (json_array_get_length (issues), 2);
  ck_assert_str_eq (json_object_get_string_member (json_array_get_object_element (issues, 0), "code"),
                    "list.min");
  ck_assert_str_eq (json_object_get_string_member (json_array_get_object_element (issues, 0), "message"),
                    "Auxiliarii: 2 taken, the list needs 3–6. Add 1.");
  ck_assert_str_eq (json_object_get_string_member (json_array_get_object_element (issues, 1), "code"),
                    "unit.not-offered");
  ck_assert_str_eq (json_object_get_string_member (json_array_get_object_element (issues, 1), "where"),
                    "Command 1 › Symmachiarii");
  ck_assert_str_eq (json_object_get_string_member (json_array_get_object_element (issues, 1), "severity"),
                    "error");
}
END_TEST

START_TEST (test_validate_legal)
{
  g_auto(MuTestRun) run = { 0 };

  run_cli (&run, "validate", "fixtures/tts-demoralisation.muster", NULL);
  ck_assert_int_eq (run.status, 0);
  ck_assert_str_eq (run.out, "fixtures/tts-demoralisation.muster: Legal\n");
}
END_TEST

START_TEST (test_validate_several)
{
  g_auto(MuTestRun) run = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonArray *array;

  run_cli (&run, "validate", "--json", "fixtures/tts-demoralisation.muster", "fixtures/tts-ammunition.muster",
           NULL);
  ck_assert_int_eq (run.status, 0);
  root = parse (run.out);
  ck_assert (JSON_NODE_HOLDS_ARRAY (root));
  array = json_node_get_array (root);
  ck_assert_uint_eq (json_array_get_length (array), 2);
  ck_assert_double_eq (number_at (json_array_get_object_element (array, 0), "points"), 43);
  ck_assert_double_eq (number_at (json_array_get_object_element (array, 1), "points"), 76);

  /* one illegal roster among legal ones: 1 */
  mu_test_run_clear (&run);
  run_cli (&run, "validate", "fixtures/tts-demoralisation.muster", "../lists/examples/tts-sample-oob.muster",
           NULL);
  ck_assert_int_eq (run.status, 1);
}
END_TEST

START_TEST (test_validate_unreadable)
{
  g_auto(MuTestRun) run = { 0 };

  run_cli (&run, "validate", "fixtures/malformed/unknown-row.muster", NULL);
  ck_assert_int_eq (run.status, 2);
  ck_assert_str_eq (run.err, "fixtures/malformed/unknown-row.muster:7: list “principate-roman” has no row "
                             "“triarii”\n");
  mu_test_run_clear (&run);
  /* an unreadable file wins over an illegal one */
  run_cli (&run, "validate", "../lists/examples/tts-sample-oob.muster", "fixtures/malformed/truncated.muster",
           NULL);
  ck_assert_int_eq (run.status, 2);
  ck_assert_str_eq (run.err, "fixtures/malformed/truncated.muster:8: Premature end of data in tag command "
                             "line 4\n");
  mu_test_run_clear (&run);
  run_cli (&run, "validate", "fixtures/no-such-file.muster", NULL);
  ck_assert_int_eq (run.status, 2);
  mu_test_run_clear (&run);
  run_cli (&run, "no-such-command", NULL);
  ck_assert_int_eq (run.status, 2);
}
END_TEST

START_TEST (test_show)
{
  g_auto(MuTestRun) run = { 0 };

  run_cli (&run, "show", "fixtures/tts-demoralisation.muster", NULL);
  ck_assert_int_eq (run.status, 0);
  ck_assert_ptr_nonnull (strstr (run.out, "Points 43 · Victory points 13 · Victory medals 4 · "
                                          "Ammunition reserve 2\n"));
  ck_assert_ptr_nonnull (strstr (run.out, "Command 1 · 43 points · Victory points 13 · Demoralised at 7 "
                                          "(half of 13 is 6½)\n"));
  ck_assert_ptr_nonnull (strstr (run.out, "  Triarii · Cost 5 · Type Legionaries, small · Save 6+ · Hits 1 · "
                                          "Ammunition 0 · Victory points 1\n"));
  ck_assert_ptr_nonnull (strstr (run.out, "Verdict: Legal\n"));
}
END_TEST

/* A senior general without a command of his own says he stands alone. */
START_TEST (test_show_senior_alone)
{
  g_auto(MuTestRun) run = { 0 };

  run_cli (&run, "show", "fixtures/tts-senior-alone.muster", NULL);
  ck_assert_int_eq (run.status, 0);
  ck_assert_ptr_nonnull (strstr (run.out, "Consul · 6 points · Victory points 2\n"
                                          "  General Caesar, detached, senior, alone, without a "
                                          "command of his own · Cost 6 · Save 2+ · Victory points 2\n"));
  ck_assert_ptr_nonnull (strstr (run.out, "Verdict: Legal\n"));
}
END_TEST

/* The tts group of `lists`: the ruleset's id and name, then its lists. */
START_TEST (test_lists)
{
  g_auto(MuTestRun) run = { 0 };
  const char *group;

  run_cli (&run, "lists", NULL);
  ck_assert_str_eq (run.err, "");
  ck_assert_int_eq (run.status, 0);
  group = strstr (run.out, "tts  To the Strongest!\n");
  ck_assert_ptr_nonnull (group);
  ck_assert (group == run.out || group[-1] == '\n');
  ck_assert (g_str_has_prefix (group,
                               "tts  To the Strongest!\n"
                               "  tts-open                 All troop types (any period), revision 1\n"
                               "  ancient-british          Ancient British (55 BC – AD 410), revision 1\n"
                               "  principate-roman         Principate Roman (27 BC – AD 193), revision 1\n"));
}
END_TEST

static void
collect_lists (const char *dir, GPtrArray *files)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_str_equal (name, "rulesets") || g_str_equal (name, "examples"))
        continue;
      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        collect_lists (path, files);
      else if (g_str_has_suffix (name, ".xml"))
        g_ptr_array_add (files, g_steal_pointer (&path));
    }
}

/* Every army list shipped, found now: schema and printed costs agree. */
START_TEST (test_check_list_shipped)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int wait_status = 0;

  collect_lists (mu_test_lists_dir (), files);
  ck_assert_uint_ge (files->len, 3);
  g_ptr_array_add (argv, (gpointer) g_getenv ("MUSTER_CLI"));
  g_ptr_array_add (argv, "--lists");
  g_ptr_array_add (argv, (gpointer) mu_test_lists_dir ());
  g_ptr_array_add (argv, "check-list");
  for (guint i = 0; i < files->len; i++)
    g_ptr_array_add (argv, files->pdata[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &wait_status,
                &error);
  g_assert_no_error (error);
  ck_assert_msg (WIFEXITED (wait_status) && WEXITSTATUS (wait_status) == 0, "%s%s", out, err);
  ck_assert_ptr_nonnull (strstr (out, "principate-roman.xml: Principate Roman, revision 1, 39 rows: every "
                                      "printed cost agrees with the rules\n"));
}
END_TEST

START_TEST (test_check_list_wrong)
{
  g_auto(MuTestRun) run = { 0 };

  run_cli (&run, "check-list", "fixtures/tts-wrong-cost.xml", NULL);
  ck_assert_int_eq (run.status, 1);
  ck_assert_str_eq (run.out,
                    "  error list.cost-mismatch: fixtures/tts-wrong-cost.xml:8: Spearmen: printed 11 "
                    "points, save 7+; the rules give 7 points, save 7+.\n"
                    "    rule: To the Strongest! v1.1 (Simon Miller, 2015), the costs and saves of its "
                    "troop types and upgrades\n"
                    "    fix: print the cost and save the rules give, or keep the printed ones and say "
                    "why in override=\"…\" on the row\n"
                    "  error list.cost-mismatch: fixtures/tts-wrong-cost.xml:9: Upgrade spearmen to "
                    "veterans: printed 9 points, save 5+; the rules give 9 points, save 6+.\n"
                    "    rule: To the Strongest! v1.1 (Simon Miller, 2015), the costs and saves of its "
                    "troop types and upgrades\n"
                    "    fix: print the cost and save the rules give, or keep the printed ones and say "
                    "why in override=\"…\" on the row\n"
                    "fixtures/tts-wrong-cost.xml: Wrong printed costs, revision 1, 5 rows: printed "
                    "costs differ\n");
  mu_test_run_clear (&run);
  run_cli (&run, "check-list", "fixtures/malformed/bad-number.xml", NULL);
  ck_assert_int_eq (run.status, 2);
  ck_assert_str_eq (run.err, "fixtures/malformed/bad-number.xml:4: “2-x” is not a number of units (use "
                             "1-3, 1-any, 2, any, up-to-half, half-or-more or all-or-none)\n");
  /* it loads, but breaks the schema */
  mu_test_run_clear (&run);
  run_cli (&run, "check-list", "fixtures/malformed/schema-only.xml", NULL);
  ck_assert_int_eq (run.status, 2);
  ck_assert_str_eq (run.err, "fixtures/malformed/schema-only.xml:4: does not match the army-list schema: "
                             "Element army-list failed to validate content\n");
}
END_TEST

/* MUSTER_CLI_MODULE_DIR names the one folder the module is looked for in. */
static void
run_print_with_module_dir (MuTestRun *run, const char *module_dir, const char *pdf)
{
  g_setenv ("MUSTER_CLI_MODULE_DIR", module_dir, TRUE);
  run_cli (run, "print", "../lists/examples/tts-sample-oob.muster", "-o", pdf, NULL);
  g_unsetenv ("MUSTER_CLI_MODULE_DIR");
}

START_TEST (test_print_module_missing)
{
  g_auto(MuTestRun) run = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("muster-print-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "oob.pdf", NULL);
  g_autofree char *expected = g_strdup_printf ("Cannot print: the sheet printer is not installed; looked for "
                                               "%s/muster-cli-print.so\n",
                                               dir);

  run_print_with_module_dir (&run, dir, pdf);
  ck_assert_int_eq (run.status, 2);
  ck_assert_str_eq (run.err, expected);
  ck_assert_str_eq (run.out, "");
  ck_assert (!g_file_test (pdf, G_FILE_TEST_EXISTS));
  g_rmdir (dir);
}
END_TEST

START_TEST (test_print_module_unloadable)
{
  g_auto(MuTestRun) run = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("muster-print-XXXXXX", NULL);
  g_autofree char *module = g_build_filename (dir, "muster-cli-print.so", NULL);
  g_autofree char *pdf = g_build_filename (dir, "oob.pdf", NULL);
  g_autofree char *expected
      = g_strdup_printf ("Cannot print: the sheet printer %s could not be loaded: ", module);

  ck_assert (g_file_set_contents (module, "not a shared object\n", -1, NULL));
  run_print_with_module_dir (&run, dir, pdf);
  ck_assert_int_eq (run.status, 2);
  ck_assert_msg (g_str_has_prefix (run.err, expected), "%s", run.err);
  ck_assert (g_str_has_suffix (run.err, "\n"));
  ck_assert (!g_file_test (pdf, G_FILE_TEST_EXISTS));
  g_unlink (module);
  g_rmdir (dir);
}
END_TEST

/* tests/cli's own muster-cli-print.so answers no version this muster-cli asks for */
START_TEST (test_print_module_other_version)
{
  g_auto(MuTestRun) run = { 0 };
  const char *module_dir = g_getenv ("MUSTER_TEST_OTHER_MODULE_DIR");
  g_autofree char *dir = g_dir_make_tmp ("muster-print-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "oob.pdf", NULL);
  g_autofree char *expected = NULL;

  ck_assert_ptr_nonnull (module_dir);
  expected
      = g_strdup_printf ("Cannot print: %s/muster-cli-print.so is not the sheet printer of muster-cli %s\n",
                         module_dir, PACKAGE_VERSION);
  run_print_with_module_dir (&run, module_dir, pdf);
  ck_assert_int_eq (run.status, 2);
  ck_assert_str_eq (run.err, expected);
  ck_assert (!g_file_test (pdf, G_FILE_TEST_EXISTS));
  g_rmdir (dir);
}
END_TEST

/* The report's strings are escaped: quote, backslash and control
 * characters, here in the roster's file name. */
START_TEST (test_validate_json_escapes)
{
  g_auto(MuTestRun) run = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("muster-cli-XXXXXX", NULL);
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(JsonNode) root = NULL;
  gsize length = 0;

  ck_assert_ptr_nonnull (dir);
  path = g_build_filename (dir, "a \"b\" \\c\td\x01\x1f\x7f.muster", NULL);
  ck_assert (g_file_get_contents ("../lists/examples/hinds-roman.muster", &contents, &length, NULL));
  ck_assert (g_file_set_contents (path, contents, (gssize) length, NULL));
  run_cli (&run, "validate", "--json", path, NULL);
  expected
      = g_strdup_printf ("{\n  \"file\" : \"%s/a \\\"b\\\" \\\\c\\td\\u0001\\u001f\\u007f.muster\",\n", dir);
  ck_assert_msg (g_str_has_prefix (run.out, expected), "%s", run.out);
  root = parse (run.out);
  ck_assert_str_eq (json_object_get_string_member (json_node_get_object (root), "file"), path);
  g_unlink (path);
  g_rmdir (dir);
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("cli");
  TCase *tc = tcase_create ("muster-cli");
  TCase *again = tcase_create ("muster-cli-again");

  tcase_add_test (tc, test_validate_json_sample);
  tcase_add_test (tc, test_validate_unreadable);
  tcase_add_test (tc, test_show);
  tcase_add_test (tc, test_lists);
  tcase_add_test (tc, test_check_list_shipped);
  tcase_add_test (tc, test_check_list_wrong);
  tcase_add_test (tc, test_print_module_other_version);
  /* Paths the tests before reach too, with other inputs: left out of the
   * valgrind run (CK_EXCLUDE_TAGS=valgrind-skip; HACKING.md, CI) */
  tcase_set_tags (again, "valgrind-skip");
  tcase_add_test (again, test_validate_json_escapes);
  tcase_add_test (again, test_validate_legal);
  tcase_add_test (again, test_validate_several);
  tcase_add_test (again, test_show_senior_alone);
  tcase_add_test (again, test_print_module_missing);
  tcase_add_test (again, test_print_module_unloadable);
  suite_add_tcase (s, tc);
  suite_add_tcase (s, again);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
