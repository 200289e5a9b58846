/* test-list-surfaces.c: import-list and install-list on hostile input
 *
 * A table with a NUL byte, bytes that are not UTF-8 or a character no
 * list file can hold is refused with its file and line, and nothing is
 * written; a byte-order mark is not part of the list's name; the list's id
 * comes from any output file name. A FIFO or a device is "not a regular
 * file". install-list never overwrites a list of the player's that does
 * not load, a list at the highest revision, or a kept revision; a list
 * with a shipped list's id takes its place in the library.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "mu-test.h"

static char *home;

/* Runs muster-cli with the player's folder under home and the source
 * tree's lists as MUSTER_LISTS_DIR, as the README runs it. */
static void
run (MuTestRun *result, const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) env = g_environ_setenv (g_get_environ (), "XDG_DATA_HOME", home, TRUE);
  int status = 0;

  mu_test_run_clear (result);
  env = g_environ_setenv (env, "MUSTER_LISTS_DIR", mu_test_lists_dir (), TRUE);
  g_ptr_array_add (argv, (gpointer) g_getenv ("MUSTER_CLI"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, env, G_SPAWN_DEFAULT, NULL, NULL, &result->out, &result->err,
                &status, &error);
  g_assert_no_error (error);
  ck_assert (WIFEXITED (status));
  result->status = WEXITSTATUS (status);
}

static char *
output_path (const char *name)
{
  return g_build_filename (home, name, NULL);
}

/* import-list refuses path with message ({} is path), writing nothing */
static void
assert_import_refused (const char *path, const char *message)
{
  g_auto(MuTestRun) result = { 0 };
  g_autofree char *output = output_path ("refused.xml");
  g_autoptr(GString) expected = g_string_new (message);

  g_string_replace (expected, "{}", path, 0);
  g_string_append_c (expected, '\n');
  run (&result, (const char *[]){ "import-list", "--ruleset", "tts", path, "-o", output, NULL });
  ck_assert_int_eq (result.status, 2);
  ck_assert_str_eq (result.err, expected->str);
  ck_assert_str_eq (result.out, "");
  ck_assert (!g_file_test (output, G_FILE_TEST_EXISTS));
}

/* The text after a NUL was dropped silently (exit 0); bytes that are not
 * UTF-8 gave "the text is not UTF-8" with no file or line; a U+FFFF gave
 * "Extra content at the end of the document" on every row. */
START_TEST (test_table_refused)
{
  g_autofree char *nul = mu_test_path ("hostile/table-nul-byte.txt");
  g_autofree char *latin1 = mu_test_path ("hostile/table-latin1.txt");
  g_autofree char *uffff = mu_test_path ("hostile/table-uffff-title.txt");

  assert_import_refused (nul, "{}:3: the text contains a NUL byte");
  assert_import_refused (latin1, "{}:3: the text is not valid UTF-8 (byte 0xF6)");
  assert_import_refused (uffff, "{}:1: the text holds U+FFFF, which a list cannot hold");
  assert_import_refused ("/dev/zero", "{}: not a regular file");
}
END_TEST

/* A FIFO blocked import-list and install-list for ever. */
START_TEST (test_fifo_refused)
{
  g_autofree char *fifo = output_path ("table.fifo");
  g_auto(MuTestRun) result = { 0 };
  g_autofree char *expected = g_strdup_printf ("%s: not a regular file\n", fifo);

  ck_assert_int_eq (mkfifo (fifo, 0600), 0);
  assert_import_refused (fifo, "{}: not a regular file");
  run (&result, (const char *[]){ "install-list", fifo, NULL });
  ck_assert_int_eq (result.status, 2);
  ck_assert_str_eq (result.err, expected);
  run (&result, (const char *[]){ "install-list", "/dev/zero", NULL });
  ck_assert_int_eq (result.status, 2);
  ck_assert_str_eq (result.err, "/dev/zero: not a regular file\n");
  g_unlink (fifo);
}
END_TEST

/* A byte-order mark stayed in the list's name; "my army.xml" gave the
 * id "my army", and the check blamed "draft.row: Camp" for it. */
START_TEST (test_table_bom_and_file_name)
{
  g_autofree char *bom = mu_test_path ("hostile/table-bom.txt");
  g_autofree char *output = output_path ("my army.xml");
  g_autofree char *written = NULL;
  g_autofree char *expected = g_strdup_printf ("%s: 1 rows read, 0 problems to mend\n", output);
  g_auto(MuTestRun) result = { 0 };

  run (&result, (const char *[]){ "import-list", "--ruleset", "tts", bom, "-o", output, NULL });
  ck_assert_str_eq (result.err, "");
  ck_assert_str_eq (result.out, expected);
  ck_assert_int_eq (result.status, 0);
  ck_assert (g_file_get_contents (output, &written, NULL, NULL));
  ck_assert_ptr_nonnull (strstr (written, " id=\"my-army\" "));
  ck_assert_ptr_nonnull (strstr (written, "name=\"Ancient British\" period=\"55BC to 410AD\""));
  run (&result, (const char *[]){ "check-list", output, NULL });
  ck_assert_int_eq (result.status, 0);
  g_unlink (output);
}
END_TEST

static char *
list_file (const char *name, const char *id, int revision, const char *camp_cost)
{
  g_autofree char *path = mu_test_path ("../lists/tts/ancient-british.xml");
  g_autofree char *text = NULL;
  g_autoptr(GString) list = NULL;
  g_autofree char *out = output_path (name);
  g_autofree char *head = g_strdup_printf ("id=\"%s\" ruleset=\"tts\" revision=\"%d\"", id, revision);

  ck_assert (g_file_get_contents (path, &text, NULL, NULL));
  list = g_string_new (text);
  ck_assert_uint_eq (
      g_string_replace (list, "id=\"ancient-british\" ruleset=\"tts\" revision=\"1\"", head, 1), 1);
  ck_assert_uint_eq (g_string_replace (list, "description=\"Camp\" number=\"1-3\"",
                                       camp_cost != NULL ? camp_cost : "description=\"Camp\" number=\"1-3\"",
                                       1),
                     1);
  ck_assert (g_file_set_contents (out, list->str, -1, NULL));
  return g_steal_pointer (&out);
}

static char *
installed (const char *file)
{
  return g_build_filename (home, "muster", "lists", "tts", file, NULL);
}

static char *
contents (const char *path)
{
  char *text = NULL;

  ck_assert (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* The player's own list that does not load was overwritten, no copy kept. */
START_TEST (test_install_over_broken)
{
  g_autofree char *mine = list_file ("mine.xml", "mine", 1, NULL);
  g_autofree char *target = installed ("mine.xml");
  g_autofree char *after = NULL;
  g_auto(MuTestRun) result = { 0 };

  run (&result, (const char *[]){ "install-list", mine, NULL });
  ck_assert_int_eq (result.status, 0);
  ck_assert (g_file_set_contents (target, "<army-list", -1, NULL));
  run (&result, (const char *[]){ "install-list", mine, NULL });
  ck_assert_int_eq (result.status, 2);
  ck_assert_ptr_nonnull (strstr (result.err, "does not load"));
  after = contents (target);
  ck_assert_str_eq (after, "<army-list");
  g_unlink (target);
}
END_TEST

/* A list at revision 1000000 was "installed" as 1000001, which the library
 * then refused. */
START_TEST (test_install_highest_revision)
{
  g_autofree char *top = list_file ("top.xml", "top", 1000000, NULL);
  g_autofree char *changed = list_file ("top2.xml", "top", 1000000, "description=\"Camp\" number=\"1-2\"");
  g_autofree char *target = installed ("top.xml");
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_auto(MuTestRun) result = { 0 };

  run (&result, (const char *[]){ "install-list", top, NULL });
  ck_assert_int_eq (result.status, 0);
  before = contents (target);
  run (&result, (const char *[]){ "install-list", changed, NULL });
  ck_assert_int_eq (result.status, 2);
  ck_assert_ptr_nonnull (
      strstr (result.err, "list “top” is at revision 1000000, the highest a list may have"));
  after = contents (target);
  ck_assert_str_eq (after, before);
}
END_TEST

/* A file dropped into the folder with the installed list's revision
 * overwrote the revision kept for the rosters built on it. */
START_TEST (test_install_keeps_kept_revision)
{
  g_autofree char *first = list_file ("kept.xml", "kept", 1, NULL);
  g_autofree char *second = list_file ("kept2.xml", "kept", 1, "description=\"Camp\" number=\"1-2\"");
  g_autofree char *dropped = list_file ("kept3.xml", "kept", 1, "description=\"Camp\" number=\"0-2\"");
  g_autofree char *third = list_file ("kept4.xml", "kept", 1, "description=\"Camp\" number=\"2-3\"");
  g_autofree char *kept = g_build_filename (home, "muster", "lists", "tts", "revisions", "kept.r1.xml", NULL);
  g_autofree char *target = installed ("kept.xml");
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *drop = contents (dropped);
  g_auto(MuTestRun) result = { 0 };

  run (&result, (const char *[]){ "install-list", first, NULL });
  run (&result, (const char *[]){ "install-list", second, NULL });
  ck_assert_int_eq (result.status, 0);
  before = contents (kept);
  /* the player drops a revision 1 of their own over the installed one */
  ck_assert (g_file_set_contents (target, drop, -1, NULL));
  run (&result, (const char *[]){ "install-list", third, NULL });
  ck_assert_int_eq (result.status, 2);
  ck_assert_ptr_nonnull (strstr (result.err, "keeps another revision 1 of list “kept”"));
  after = contents (kept);
  ck_assert_str_eq (after, before);
}
END_TEST

/* A list with a shipped list's id was "installed" but never used. */
START_TEST (test_install_shipped_id)
{
  g_autofree char *mine
      = list_file ("british.xml", "ancient-british", 2, "description=\"Camp\" number=\"1-2\"");
  g_auto(MuTestRun) result = { 0 };

  run (&result, (const char *[]){ "install-list", mine, NULL });
  ck_assert_int_eq (result.status, 0);
  run (&result, (const char *[]){ "lists", NULL });
  ck_assert_ptr_nonnull (
      strstr (result.out, "  ancient-british          Ancient British (55 BC – AD 410), revision 2\n"));
  ck_assert_ptr_null (strstr (result.err, "already used"));
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("list-surfaces");
  TCase *tc = tcase_create ("surfaces");

  tcase_add_test (tc, test_table_refused);
  tcase_add_test (tc, test_fifo_refused);
  tcase_add_test (tc, test_table_bom_and_file_name);
  tcase_add_test (tc, test_install_over_broken);
  tcase_add_test (tc, test_install_highest_revision);
  tcase_add_test (tc, test_install_keeps_kept_revision);
  tcase_add_test (tc, test_install_shipped_id);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  home = g_dir_make_tmp ("muster-surfaces-XXXXXX", NULL);
  return mu_test_run (suite ());
}
