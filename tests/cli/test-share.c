/* test-share.c: muster-cli export and diff, run as a user runs them, with
 * their exact output
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "mu-test.h"

#define SAMPLE "../lists/examples/tts-sample-oob.muster"

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

static char *
expected (const char *name)
{
  g_autofree char *relative = g_build_filename ("cli", "share", name, NULL);
  g_autofree char *path = mu_test_path (relative);
  char *text = NULL;

  ck_assert_msg (g_file_get_contents (path, &text, NULL, NULL), "no %s", path);
  return text;
}

/* The sample in each format, exactly as tests/cli/share/ has it. */
START_TEST (test_export_formats)
{
  static const char * const formats[][2] = {
    { "text", "tts-sample-oob.txt" },
    { "markdown", "tts-sample-oob.md" },
    { "bbcode", "tts-sample-oob.bbcode" },
    { "csv", "tts-sample-oob.csv" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_auto(MuTestRun) run = { 0 };
      g_autofree char *text = expected (formats[i][1]);

      run_cli (&run, "export", "--format", formats[i][0], SAMPLE, NULL);
      ck_assert_int_eq (run.status, 0);
      ck_assert_str_eq (run.err, "");
      ck_assert_str_eq (run.out, text);
    }
}
END_TEST

/* Text is the default; the text ends with the short code, which rebuilds
 * the army; a bad format is a usage error. */
START_TEST (test_export_default_and_code)
{
  g_auto(MuTestRun) run = { 0 };
  g_auto(MuTestRun) code = { 0 };
  g_auto(MuTestRun) shown = { 0 };
  g_auto(MuTestRun) bad = { 0 };
  g_autofree char *text = expected ("tts-sample-oob.txt");
  g_autofree char *line = NULL;
  const char *at;

  run_cli (&run, "export", SAMPLE, NULL);
  ck_assert_str_eq (run.out, text);
  run_cli (&code, "code", SAMPLE, NULL);
  line = g_strdup_printf ("\nShare code: %s", code.out);
  ck_assert (g_str_has_suffix (run.out, line));
  at = strstr (run.out, "Share code: ") + strlen ("Share code: ");
  {
    g_autofree char *pasted = g_strndup (at, strcspn (at, "\n"));
    run_cli (&shown, "validate", pasted, NULL);
  }
  ck_assert_int_eq (shown.status, 1);
  ck_assert (strstr (shown.out, "Illegal: 2 errors") != NULL);
  run_cli (&bad, "export", "--format", "html", SAMPLE, NULL);
  ck_assert_int_eq (bad.status, 2);
  ck_assert_str_eq (bad.err, "Usage: muster-cli export [--format text|markdown|bbcode|csv] ROSTER\n");
}
END_TEST

/* The hidden changes: one upgrade, one unit moved between commands, one
 * general's upgrade; each with its exact output and exit 1. */
START_TEST (test_diff_hidden_changes)
{
  static const char * const cases[] = { "sample-one-upgrade", "sample-unit-moved", "sample-general-upgrade" };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(MuTestRun) run = { 0 };
      g_autofree char *roster = g_strdup_printf ("cli/share/%s.muster", cases[i]);
      g_autofree char *diff_name = g_strdup_printf ("%s.diff", cases[i]);
      g_autofree char *text = expected (diff_name);

      run_cli (&run, "diff", SAMPLE, roster, NULL);
      ck_assert_int_eq (run.status, 1);
      ck_assert_str_eq (run.err, "");
      ck_assert_str_eq (run.out, text);
    }
}
END_TEST

/* --json; the same army from its short code (no names) is the same: exit 0;
 * an unreadable roster: exit 2. */
START_TEST (test_diff_json_same_unreadable)
{
  g_auto(MuTestRun) json = { 0 };
  g_auto(MuTestRun) code = { 0 };
  g_auto(MuTestRun) same = { 0 };
  g_auto(MuTestRun) missing = { 0 };
  g_autofree char *expected_json = expected ("sample-one-upgrade.json");
  g_autofree char *short_code = NULL;

  run_cli (&json, "diff", "--json", SAMPLE, "cli/share/sample-one-upgrade.muster", NULL);
  ck_assert_int_eq (json.status, 1);
  ck_assert_str_eq (json.out, expected_json);
  run_cli (&code, "code", SAMPLE, NULL);
  short_code = g_strstrip (g_strdup (code.out));
  run_cli (&same, "diff", SAMPLE, short_code, NULL);
  ck_assert_int_eq (same.status, 0);
  ck_assert_str_eq (same.out, "The two armies are the same.\n");
  run_cli (&missing, "diff", SAMPLE, "cli/share/no-such-roster.muster", NULL);
  ck_assert_int_eq (missing.status, 2);
  ck_assert_str_eq (missing.out, "");
}
END_TEST

/* A short code numbers the units by their places: a roster whose ids are
 * not (units added to an earlier command later) is still the same army as
 * its code. */
START_TEST (test_diff_code_renumbered)
{
  g_auto(MuTestRun) code = { 0 };
  g_auto(MuTestRun) same = { 0 };
  g_auto(MuTestRun) reversed = { 0 };
  g_autofree char *short_code = NULL;
  const char *roster = "../lists/examples/pharaoh-akkadian.muster";

  run_cli (&code, "code", roster, NULL);
  short_code = g_strstrip (g_strdup (code.out));
  run_cli (&same, "diff", roster, short_code, NULL);
  ck_assert_str_eq (same.out, "The two armies are the same.\n");
  ck_assert_int_eq (same.status, 0);
  run_cli (&reversed, "diff", short_code, roster, NULL);
  ck_assert_int_eq (reversed.status, 0);
}
END_TEST

/* A code with a letter missing is refused as a code, with its group, never
 * as a file that does not exist. */
START_TEST (test_code_slip_is_not_a_file)
{
  g_auto(MuTestRun) code = { 0 };
  g_auto(MuTestRun) missing = { 0 };
  g_auto(MuTestRun) bare = { 0 };
  g_autoptr(GString) cut = NULL;
  g_autoptr(GString) joined = g_string_new (NULL);

  run_cli (&code, "code", SAMPLE, NULL);
  cut = g_string_new (g_strstrip (code.out));
  g_string_erase (cut, 8, 1);
  run_cli (&missing, "show", cut->str, NULL);
  ck_assert_int_eq (missing.status, 2);
  ck_assert_str_eq (missing.err, "A slip in the code: group 2 has 4 letters, not 5; check it against "
                                 "the sheet\n");
  /* typed without dashes: the group whose letters no longer check */
  for (const char *p = cut->str; *p != '\0'; p++)
    if (*p != '-')
      g_string_append_c (joined, *p);
  run_cli (&bare, "show", joined->str, NULL);
  ck_assert_int_eq (bare.status, 2);
  ck_assert_str_eq (bare.err, "A slip in the code: group 2 is wrong: check it against the sheet\n");
}
END_TEST

/* An army with an allied contingent goes through its short code whole: the
 * same verdict and figures, the ally's commands priced from its own list,
 * and a general the code leaves unnamed reads "General", not "General ,". */
START_TEST (test_allies_through_code)
{
  g_auto(MuTestRun) code = { 0 };
  g_auto(MuTestRun) from_code = { 0 };
  g_auto(MuTestRun) from_file = { 0 };
  g_auto(MuTestRun) diff = { 0 };
  g_autofree char *short_code = NULL;
  const char *roster = "../lists/examples/tts-british-roman-allies.muster";

  run_cli (&code, "code", roster, NULL);
  ck_assert_int_eq (code.status, 0);
  short_code = g_strstrip (g_strdup (code.out));
  run_cli (&from_code, "show", short_code, NULL);
  run_cli (&from_file, "show", roster, NULL);
  ck_assert_int_eq (from_code.status, 0);
  ck_assert_ptr_nonnull (strstr (from_code.out, "Points 181 of 200 · Victory points 51 · Victory medals 17"));
  ck_assert_ptr_nonnull (strstr (from_file.out, "Points 181 of 200 · Victory points 51 · Victory medals 17"));
  ck_assert_ptr_nonnull (
      strstr (from_code.out, "Command 2 · 54 points · Victory points 12 · Demoralised at 6"));
  ck_assert_ptr_nonnull (strstr (from_code.out, "\n  General, attached to Legionarii 1 · Cost 4"));
  ck_assert_ptr_null (strstr (from_code.out, "General ,"));
  run_cli (&diff, "diff", roster, short_code, NULL);
  ck_assert_str_eq (diff.out, "The two armies are the same.\n");
}
END_TEST

/* An army with allies: the ally's units and upgrades are named from its own
 * list, its commands with it, and its option, points and figures are
 * compared; a contingent taken away is named (exact text and --json); an
 * option set to its default does not count. */
START_TEST (test_diff_allies)
{
  g_auto(MuTestRun) changed = { 0 };
  g_auto(MuTestRun) removed = { 0 };
  g_auto(MuTestRun) unset = { 0 };
  g_autofree char *expected_text = expected ("allies-changed.diff");
  g_autofree char *expected_json = expected ("allies-removed.json");
  const char *roster = "../lists/examples/tts-british-roman-allies.muster";

  run_cli (&changed, "diff", roster, "cli/share/allies-changed.muster", NULL);
  ck_assert_int_eq (changed.status, 1);
  ck_assert_str_eq (changed.out, expected_text);
  run_cli (&removed, "diff", "--json", roster, "cli/share/allies-removed.muster", NULL);
  ck_assert_int_eq (removed.status, 1);
  ck_assert_str_eq (removed.out, expected_json);
  /* an option left unset is the same as one set to its default */
  run_cli (&unset, "diff", roster, "cli/share/allies-default-region.muster", NULL);
  ck_assert_int_eq (unset.status, 0);
  ck_assert_str_eq (unset.out, "The two armies are the same.\n");
}
END_TEST

/* An army with allies: `show`, `export` in each format and `diff` give
 * each contingent a heading with its points, figures, share and its own
 * date and variant; an ally's upgrade is named as its list names it
 * (not "legionarii-veteran"), and every contingent's change of points is
 * told, the main one's too. Exact output, as tests/cli/share/ has it. */
START_TEST (test_allies_headings)
{
  static const char * const outputs[][2] = {
    { "text", "allies-both-changed.txt" },
    { "markdown", "allies-both-changed.md" },
    { "bbcode", "allies-both-changed.bbcode" },
    { "csv", "allies-both-changed.csv" },
  };
  const char *roster = "cli/share/allies-both-changed.muster";
  g_auto(MuTestRun) show = { 0 };
  g_auto(MuTestRun) diff = { 0 };
  g_autofree char *expected_show = expected ("allies-both-changed.show");
  g_autofree char *expected_diff = expected ("allies-both-changed.diff");

  for (guint i = 0; i < G_N_ELEMENTS (outputs); i++)
    {
      g_auto(MuTestRun) run = { 0 };
      g_autofree char *text = expected (outputs[i][1]);

      run_cli (&run, "export", "--format", outputs[i][0], roster, NULL);
      ck_assert_str_eq (run.out, text);
      ck_assert_ptr_null (strstr (run.out, "legionarii-veteran"));
      ck_assert_ptr_nonnull (strstr (run.out, "Upgrade legionarii to veterans"));
      ck_assert_ptr_nonnull (strstr (run.out, "Principate Roman, allied contingent"));
      ck_assert_ptr_nonnull (strstr (run.out, "Army date: AD 43 · Eastern or Western army: Western"));
    }
  run_cli (&show, "show", roster, NULL);
  ck_assert_str_eq (show.out, expected_show);
  ck_assert_ptr_nonnull (strstr (show.out,
                                 "\nPrincipate Roman, allied contingent · 102 points · Share 56% of the "
                                 "army · Allowed any share (v1.1 divides no points) · Victory points 27\n"
                                 "  Army date: AD 43\n  Eastern or Western army: Western\n"));
  run_cli (&diff, "diff", "../lists/examples/tts-british-roman-allies.muster", roster, NULL);
  ck_assert_int_eq (diff.status, 1);
  ck_assert_str_eq (diff.out, expected_diff);
  ck_assert_ptr_nonnull (strstr (diff.out, "\nAncient British (main contingent): Points 81 → 80\n"));
}
END_TEST

/* Under the Even Stronger reading the ally's heading says what it may
 * reach: a third of the points limit, rounded down. */
START_TEST (test_allies_even_stronger_share)
{
  g_auto(MuTestRun) show = { 0 };

  run_cli (&show, "show", "cli/share/allies-even-stronger.muster", NULL);
  ck_assert_int_eq (show.status, 1);
  ck_assert_ptr_nonnull (strstr (show.out,
                                 "\nPrincipate Roman, allied contingent · 100 points · Share 55% of the "
                                 "army · Allowed up to 66 points (a third of 200, Even Stronger) · "
                                 "Victory points 27\n"));
}
END_TEST

static Suite *
share_suite (void)
{
  Suite *suite = suite_create ("share");
  TCase *tcase = tcase_create ("share");
  TCase *again = tcase_create ("share-again");

  tcase_add_test (tcase, test_export_formats);
  tcase_add_test (tcase, test_diff_json_same_unreadable);
  /* Paths the tests before reach too, with other inputs: left out of the
   * valgrind run (CK_EXCLUDE_TAGS=valgrind-skip; HACKING.md, CI) */
  tcase_set_tags (again, "valgrind-skip");
  tcase_add_test (again, test_export_default_and_code);
  tcase_add_test (again, test_diff_hidden_changes);
  tcase_add_test (again, test_code_slip_is_not_a_file);
  tcase_add_test (again, test_diff_code_renumbered);
  tcase_add_test (again, test_allies_through_code);
  tcase_add_test (again, test_diff_allies);
  tcase_add_test (again, test_allies_headings);
  tcase_add_test (again, test_allies_even_stronger_share);
  suite_add_tcase (suite, tcase);
  suite_add_tcase (suite, again);
  return suite;
}

int
main (void)
{
  return mu_test_run (share_suite ());
}
