/* test-cli-lists.c: muster-cli diff-list, new-list, install-list and import-list, run as
 * a user runs them
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "mu-test.h"

static void
run_in (MuTestRun *run, const char *dir, char **envp, const char *first, ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  va_list list;

  va_start (list, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (list, const char *))
    g_ptr_array_add (args, (gpointer) arg);
  va_end (list);
  g_ptr_array_add (args, NULL);
  mu_test_run_cli (run, dir, envp, (const char * const *) args->pdata);
}

START_TEST (test_diff_same)
{
  g_auto(MuTestRun) run = { 0 };

  run_in (&run, NULL, NULL, "diff-list", "../lists/tts/ancient-british.xml",
          "fixtures/diff/ancient-british-reformatted.xml", NULL);
  ck_assert_int_eq (run.status, 0);
  ck_assert_str_eq (run.out, "../lists/tts/ancient-british.xml and "
                             "fixtures/diff/ancient-british-reformatted.xml mean the same\n");
}
END_TEST

START_TEST (test_diff_changed)
{
  g_auto(MuTestRun) run = { 0 };

  run_in (&run, NULL, NULL, "diff-list", "../lists/tts/ancient-british.xml",
          "fixtures/diff/ancient-british-r2.xml", NULL);
  ck_assert_int_eq (run.status, 1);
  ck_assert_str_eq (run.out,
                    "~ row “warriors”: number now 4-10, was 5-10\n"
                    "- row “fortifications” removed: Wagon laager or hill fort\n"
                    "~ footnote ***: rules now cap entries=skirmishers-bow skirmishers-javelin max=3, "
                    "was cap entries=skirmishers-bow skirmishers-javelin max=2\n"
                    "../lists/tts/ancient-british.xml → fixtures/diff/ancient-british-r2.xml: "
                    "3 changes\n");
  mu_test_run_clear (&run);
  run_in (&run, NULL, NULL, "diff-list", "--json", "../lists/tts/ancient-british.xml",
          "fixtures/diff/ancient-british-r2.xml", NULL);
  ck_assert_int_eq (run.status, 1);
  ck_assert_ptr_nonnull (strstr (run.out, "\"same\" : false"));
  ck_assert_ptr_nonnull (strstr (run.out, "      \"change\" : \"removed\",\n"
                                          "      \"part\" : \"row\",\n"
                                          "      \"id\" : \"fortifications\",\n"));
  ck_assert_ptr_nonnull (strstr (run.out, "      \"field\" : \"number\",\n"
                                          "      \"old\" : \"5-10\",\n"
                                          "      \"new\" : \"4-10\",\n"));
}
END_TEST

/* A list of the library by its id, where no file has that name */
START_TEST (test_diff_library_id)
{
  g_auto(MuTestRun) run = { 0 };

  run_in (&run, NULL, NULL, "diff-list", "ancient-british", "fixtures/diff/ancient-british-r2.xml", NULL);
  ck_assert_int_eq (run.status, 1);
  ck_assert (g_str_has_prefix (run.out, "~ row “warriors”: number now 4-10, was 5-10\n"));
  ck_assert (
      g_str_has_suffix (run.out, "ancient-british → fixtures/diff/ancient-british-r2.xml: 3 changes\n"));
  mu_test_run_clear (&run);
  run_in (&run, NULL, NULL, "diff-list", "no-such-list", "ancient-british", NULL);
  ck_assert_int_eq (run.status, 2);
}
END_TEST

START_TEST (test_diff_unreadable)
{
  g_auto(MuTestRun) run = { 0 };

  run_in (&run, NULL, NULL, "diff-list", "../lists/tts/ancient-british.xml",
          "fixtures/malformed/bad-number.xml", NULL);
  ck_assert_int_eq (run.status, 2);
  ck_assert (g_str_has_prefix (run.err, "fixtures/malformed/bad-number.xml:"));
  mu_test_run_clear (&run);
  run_in (&run, NULL, NULL, "diff-list", "../lists/tts/ancient-british.xml", NULL);
  ck_assert_int_eq (run.status, 2);
  ck_assert_str_eq (run.err, "Usage: muster-cli diff-list [--json] OLD.xml NEW.xml\n");
}
END_TEST

START_TEST (test_new_list_checks)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-new-list-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "my-army.xml", NULL);
  g_auto(MuTestRun) run = { 0 };

  run_in (&run, dir, NULL, "new-list", "--ruleset", "tts", "my-army", NULL);
  ck_assert_int_eq (run.status, 0);
  ck_assert_str_eq (run.out, "my-army.xml: a new To the Strongest! list; fill in its rows and "
                             "check it with muster-cli check-list\n");
  ck_assert (g_file_test (file, G_FILE_TEST_EXISTS));
  mu_test_run_clear (&run);
  run_in (&run, dir, NULL, "check-list", "my-army.xml", NULL);
  ck_assert_int_eq (run.status, 0);
  mu_test_run_clear (&run);
  /* never over a file that is there */
  run_in (&run, dir, NULL, "new-list", "--ruleset", "tts", "my-army", NULL);
  ck_assert_int_eq (run.status, 2);
  ck_assert_str_eq (run.err, "muster-cli: “my-army.xml” exists already; give another file with -o\n");
  mu_test_run_clear (&run);
  run_in (&run, dir, NULL, "new-list", "--ruleset", "chess", "x", NULL);
  ck_assert_int_eq (run.status, 2);
  ck_assert_str_eq (run.err, "muster-cli: Muster has no ruleset “chess”\n");
  g_unlink (file);
  g_rmdir (dir);
}
END_TEST

START_TEST (test_install_list)
{
  g_autofree char *home = g_dir_make_tmp ("muster-home-XXXXXX", NULL);
  g_auto(GStrv) env = g_environ_setenv (g_get_environ (), "XDG_DATA_HOME", home, TRUE);
  g_autofree char *target = g_build_filename (home, "muster", "lists", "tts", "ancient-british.xml", NULL);
  g_autofree char *expected = NULL;
  g_autofree char *copied = NULL;
  g_autofree char *original = NULL;
  g_auto(MuTestRun) run = { 0 };

  run_in (&run, NULL, env, "install-list", "fixtures/tts-wrong-cost.xml", "fixtures/malformed/bad-number.xml",
          NULL);
  ck_assert_int_eq (run.status, 2);
  ck_assert (g_str_has_prefix (run.err, "fixtures/malformed/bad-number.xml: not installed: "
                                        "fixtures/malformed/bad-number.xml:"));
  mu_test_run_clear (&run);
  run_in (&run, NULL, env, "install-list", "../lists/tts/ancient-british.xml", NULL);
  ck_assert_int_eq (run.status, 0);
  expected = g_strdup_printf ("../lists/tts/ancient-british.xml: installed as %s, revision 1\n", target);
  ck_assert_str_eq (run.out, expected);
  ck_assert (g_file_get_contents (target, &copied, NULL, NULL));
  ck_assert (
      g_file_get_contents (MU_TEST_SOURCE_DIR "/../lists/tts/ancient-british.xml", &original, NULL, NULL));
  ck_assert_str_eq (copied, original);
}
END_TEST

/* import-list of the book's Ancient British table, with the environment
 * @envp, and what it wrote checked and compared */
static void
import_british (char **envp)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-import-XXXXXX", NULL);
  g_autofree char *out = g_build_filename (dir, "ancient-british.xml", NULL);
  g_autofree char *expected = NULL;
  g_auto(MuTestRun) run = { 0 };

  run_in (&run, NULL, envp, "import-list", "--ruleset", "tts", "fixtures/import/ancient-british.txt", "-o",
          out, NULL);
  ck_assert_int_eq (run.status, 1);
  expected = g_strdup_printf ("  warning draft.footnote-read: footnote *: its rules were read from its "
                              "words: check them against the book\n"
                              "  warning draft.footnote-read: footnote **: its rules were read from its "
                              "words: check them against the book\n"
                              "  warning draft.footnote-read: footnote ***: its rules were read from its "
                              "words: check them against the book\n"
                              "  warning draft.footnote-read: footnote –: the list prints no detached "
                              "generals: a reading of the rules was added that allows them; check it, or "
                              "remove it with its row and option\n"
                              "  warning draft.ally-close: ally “Principiate Romans”: its list “Principate "
                              "Roman” was chosen by the likeness of the names; check it\n"
                              "%s: 9 rows read, 5 problems to mend\n",
                              out);
  ck_assert_str_eq (run.out, expected);
  mu_test_run_clear (&run);
  /* the list it wrote loads and every printed cost derives */
  run_in (&run, NULL, envp, "check-list", out, NULL);
  ck_assert_int_eq (run.status, 0);
  mu_test_run_clear (&run);
  /* it is the shipped list, its rows under the shipped ids: what differs
   * is wording (the ally's name as printed, the footnotes' words …) */
  run_in (&run, NULL, envp, "diff-list", "ancient-british", out, NULL);
  ck_assert_int_eq (run.status, 1);
  ck_assert (g_str_has_suffix (run.out, "13 changes\nevery change is one of wording: the two lists mean the "
                                        "same\n"));
  ck_assert_ptr_null (strstr (run.out, " id now "));
  g_unlink (out);
  g_rmdir (dir);
}

/* The same import with the library's index cold and then warm: the
 * library then knows the shipped list by its header alone, and the
 * importer must read its rows before comparing them (it crashed) */
START_TEST (test_import_list)
{
  g_autofree char *cache = g_dir_make_tmp ("muster-cache-XXXXXX", NULL);
  g_auto(GStrv) envp = g_environ_setenv (g_get_environ (), "XDG_CACHE_HOME", cache, TRUE);
  g_autofree char *folder = g_build_filename (cache, "muster", NULL);
  g_autofree char *index = g_build_filename (folder, "list-index", NULL);

  import_british (envp);
  ck_assert (g_file_test (index, G_FILE_TEST_IS_REGULAR));
  import_british (envp);
  g_unlink (index);
  g_rmdir (folder);
  g_rmdir (cache);
}
END_TEST

/* A list with three problems that keep it from loading: check-list and
 * install-list tell all three in one run, and nothing follows from them
 * (the footnote naming the upgrade of the row at fault is no fourth) */
START_TEST (test_every_problem_in_one_run)
{
  g_autofree char *home = g_dir_make_tmp ("muster-home-XXXXXX", NULL);
  g_auto(GStrv) env = g_environ_setenv (g_get_environ (), "XDG_DATA_HOME", home, TRUE);
  const char *file = "fixtures/malformed/three-problems.xml";
  const char *problems[] = {
    ":8: “5-3” is not a number of units (use 1-3, 1-any, 2, any, up-to-half, half-or-more or all-or-none)\n",
    ":9: row “warriors” names troop type “warriorz”, which To the Strongest! does not have\n",
    ":17: footnote ** names row “skirmishers”, which the list does not have\n",
  };
  g_autoptr(GString) expected = g_string_new (NULL);
  g_auto(MuTestRun) run = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (problems); i++)
    g_string_append_printf (expected, "%s%s", file, problems[i]);
  run_in (&run, NULL, NULL, "check-list", file, NULL);
  ck_assert_int_eq (run.status, 2);
  ck_assert_str_eq (run.err, expected->str);
  mu_test_run_clear (&run);
  g_string_truncate (expected, 0);
  for (guint i = 0; i < G_N_ELEMENTS (problems); i++)
    g_string_append_printf (expected, "%s: not installed: %s%s", file, file, problems[i]);
  run_in (&run, NULL, env, "install-list", file, NULL);
  ck_assert_int_eq (run.status, 2);
  ck_assert_str_eq (run.err, expected->str);
  g_rmdir (home);
}
END_TEST

/* The Principate list as the rulebook's text extraction gives it (the
 * shared rulebook notes beside the source tree, the list's last page):
 * read with its damage mended, the rows it cannot read listed, and not
 * written: four rows have no troop type, and a list that would not load
 * is refused with every problem, so check-list reads whatever is written. */
START_TEST (test_import_book_text)
{
  g_autofree char *book
      = g_build_filename (MU_TEST_SOURCE_DIR, "../../shared/seeds/000_8257204e989cee36.txt", NULL);
  g_autofree char *text = NULL;
  g_autofree char *dir = g_dir_make_tmp ("muster-import-XXXXXX", NULL);
  g_autofree char *table = g_build_filename (dir, "principate.txt", NULL);
  g_autofree char *out = g_build_filename (dir, "principate.xml", NULL);
  g_autofree char *expected = NULL;
  g_auto(MuTestRun) run = { 0 };
  const char *from;

  if (!g_file_get_contents (book, &text, NULL, NULL))
    {
      g_printerr ("# the rulebook's text is not beside the source tree: not tested\n");
      return;
    }
  from = strstr (text, "Principiate (or Early Imperial) Roman 27BC");
  ck_assert_ptr_nonnull (from);
  ck_assert (g_file_set_contents (table, from, strstr (from, "Te Early Imperial Romans are") - from, NULL));
  run_in (&run, NULL, NULL, "import-list", "--ruleset", "tts", table, "-o", out, NULL);
  ck_assert_int_eq (run.status, 2);
  expected = g_strdup_printf (
      "  error draft.row: Equites Contariorum: unit row “equites-contariorum” needs a troop type\n"
      "  error draft.row: Auxiliarii Sagittarii: unit row “auxiliarii-sagittarii” needs a troop type\n"
      "  error draft.row: Imbellis populus: unit row “imbellis-populus” needs a troop type\n"
      "  error draft.row: Carroballistae: unit row “carroballistae” needs a troop type\n"
      "  warning draft.unread: Equites Contariorum: could not be read: the description names no troop type "
      "of "
      "the ruleset\n"
      "  warning draft.unread: Auxiliarii Sagittarii: could not be read: the description names no troop type "
      "of "
      "the ruleset\n"
      "  warning draft.unread: Symmachiarii: could not be read: the unit type's name, printed apart, is the "
      "row above's too by their likeness only; check it\n"
      "  warning draft.unread: Imbellis populus: could not be read: the description names no troop type of "
      "the ruleset; the description was printed apart from the row; check that it is this row's\n"
      "  warning draft.unread: Carroballistae: could not be read: the description names no troop type of the "
      "ruleset\n"
      "  warning draft.footnote-read: footnote *: its rules were read from its words: check them against the "
      "book\n"
      "  warning draft.footnote-read: footnote **: its rules were read from its words: check them against "
      "the "
      "book\n"
      "  warning draft.footnote-read: footnote ***: its rules were read from its words: check them against "
      "the book\n"
      "  warning draft.footnote-text: footnote **** is kept as text (no rule was read from it); turn it into "
      "a "
      "rule\n");
  ck_assert_str_eq (run.out, expected);
  g_free (expected);
  expected = g_strdup_printf ("%s: not written: the list would not load; mend the 13 problems above\n", out);
  ck_assert_str_eq (run.err, expected);
  ck_assert (!g_file_test (out, G_FILE_TEST_EXISTS));
  g_unlink (table);
  g_unlink (out);
  g_rmdir (dir);
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("cli-lists");
  TCase *tc = tcase_create ("lists");
  TCase *again = tcase_create ("lists-again");

  tcase_add_test (tc, test_diff_changed);
  tcase_add_test (tc, test_diff_library_id);
  tcase_add_test (tc, test_import_list);
  tcase_add_test (tc, test_import_book_text);
  tcase_add_test (tc, test_every_problem_in_one_run);
  /* Paths the tests before reach too, with other inputs: left out of the
   * valgrind run (CK_EXCLUDE_TAGS=valgrind-skip; HACKING.md, CI) */
  tcase_set_tags (again, "valgrind-skip");
  tcase_add_test (again, test_diff_same);
  tcase_add_test (again, test_diff_unreadable);
  tcase_add_test (again, test_new_list_checks);
  tcase_add_test (again, test_install_list);
  suite_add_tcase (s, tc);
  suite_add_tcase (s, again);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
