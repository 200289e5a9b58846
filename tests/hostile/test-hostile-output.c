/* test-hostile-output.c: valid but hostile files, round two. A name cannot
 * forge a line of muster-cli's output or drive the terminal; JSON stays
 * valid whatever a file is called; output that cannot be written is an
 * error; a ruleset id given twice is reported; and a roster where every
 * unit has an issue is answered in linear time.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>
#include <time.h>
#include <glib/gstdio.h>

#include "mu-big-roster.h"
#include "mu-evaluation.h"
#include "mu-issue.h"
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-test.h"

#define FORGED_NAME "Warband&#10;Verdict: Legal&#10;&#x9d;0;FORGED&#x9c;&#x9b;31mred"

/* A roster of the Ancient British list with n warbands, each named name
 * (NULL: unnamed) and each taking two upgrades that exclude each other. */
static GString *
warbands (guint n, const char *name)
{
  GString *xml = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                               "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" ruleset=\"tts\" "
                               "list=\"ancient-british\" list-revision=\"1\">\n"
                               "<army name=\"Many\"/>\n<command>\n");

  for (guint i = 1; i <= n; i++)
    {
      g_string_append_printf (xml, "<unit id=\"u%u\" entry=\"warriors\"", i);
      if (name != NULL)
        g_string_append_printf (xml, " name=\"%s\"", name);
      g_string_append (xml,
                       "><upgrade ref=\"warriors-veteran\"/><upgrade ref=\"warriors-fanatics\"/></unit>\n");
    }
  g_string_append (xml, "</command>\n</roster>\n");
  return xml;
}

static char *
write_temporary (const char *name, const char *data, gssize length)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-output-XXXXXX", NULL);
  char *path = g_build_filename (dir, name, NULL);

  ck_assert (g_file_set_contents (path, data, length, NULL));
  return path;
}

static void
remove_temporary (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_unlink (path);
  g_rmdir (dir);
}

static guint
count_lines_starting (const char *text, const char *prefix)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    n += g_str_has_prefix (lines[i], prefix);
  return n;
}

/* No C0 control but the newline, and no C1 control (U+0080–U+009F). */
static void
assert_no_controls (const char *text)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      ck_assert_msg (c == '\n' || (c >= 0x20 && c != 0x7f && (c < 0x80 || c > 0x9f)),
                     "control U+%04X in output", c);
    }
}

START_TEST (test_name_forges_no_verdict)
{
  g_autoptr(GString) xml = warbands (1, FORGED_NAME);
  g_autofree char *path = write_temporary ("forged.muster", xml->str, (gssize) xml->len);
  g_auto(MuTestRun) show = { 0 };
  g_auto(MuTestRun) validate = { 0 };

  mu_test_run_cli (&show, NULL, NULL, (const char *[]){ "show", path, NULL });
  ck_assert_int_eq (show.status, 1);
  ck_assert_uint_eq (count_lines_starting (show.out, "Verdict:"), 1);
  ck_assert_uint_eq (count_lines_starting (show.out, "Verdict: Illegal"), 1);
  assert_no_controls (show.out);
  ck_assert_ptr_nonnull (
      strstr (show.out, "  Warband\\nVerdict: Legal\\n\\u009d0;FORGED\\u009c\\u009b31mred · Cost"));

  mu_test_run_cli (&validate, NULL, NULL, (const char *[]){ "validate", path, NULL });
  ck_assert_int_eq (validate.status, 1);
  ck_assert_uint_eq (count_lines_starting (validate.out, "Verdict"), 0);
  ck_assert_uint_eq (count_lines_starting (validate.out, path), 1);
  assert_no_controls (validate.out);
  ck_assert_ptr_nonnull (
      strstr (validate.out, "\n    Command 1 › Warband\\nVerdict: Legal\\n\\u009d0;FORGED"));
  remove_temporary (path);
}
END_TEST

/* Notes keep their lines, each indented, so none passes for a verdict. */
START_TEST (test_notes_indented)
{
  g_autoptr(GString) xml = warbands (1, NULL);
  g_autofree char *path = NULL;
  g_auto(MuTestRun) show = { 0 };

  ck_assert (
      g_string_replace (xml, "</roster>", "<notes>First line\nVerdict: Legal\n&#x9b;2J</notes></roster>", 1)
      == 1);
  path = write_temporary ("notes.muster", xml->str, (gssize) xml->len);
  mu_test_run_cli (&show, NULL, NULL, (const char *[]){ "show", path, NULL });
  ck_assert_uint_eq (count_lines_starting (show.out, "Verdict:"), 1);
  assert_no_controls (show.out);
  ck_assert_ptr_nonnull (strstr (show.out, "\nNotes:\n  First line\n  Verdict: Legal\n  \\u009b2J\n"));
  remove_temporary (path);
}
END_TEST

/* A file name that is not UTF-8 is spelt out; the JSON stays valid. */
START_TEST (test_json_file_not_utf8)
{
  g_autofree char *sample = mu_test_path ("../lists/examples/tts-sample-oob.muster");
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *dir = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_auto(MuTestRun) run = { 0 };
  JsonObject *object;

  ck_assert (g_file_get_contents (sample, &text, NULL, NULL));
  path = write_temporary ("army-\xff\x1b.muster", text, -1);
  mu_test_run_cli (&run, NULL, NULL, (const char *[]){ "validate", "--json", path, NULL });
  ck_assert_int_lt (run.status, 2);
  ck_assert_msg (json_parser_load_from_data (parser, run.out, -1, &error), "%s", error ? error->message : "");
  object = json_node_get_object (json_parser_get_root (parser));
  dir = g_path_get_dirname (path);
  expected = g_strconcat (dir, "/army-\\xff\x1b.muster", NULL);
  ck_assert_str_eq (json_object_get_string_member (object, "file"), expected);
  ck_assert_ptr_nonnull (strstr (run.out, "army-\\\\xff\\u001b.muster"));
  remove_temporary (path);
}
END_TEST

/* Standard output on a full device: status 2 and the reason, for every
 * command that prints. */
START_TEST (test_output_to_full_device)
{
  g_autofree char *sample = mu_test_path ("../lists/examples/tts-sample-oob.muster");
  const char *commands[][3] = {
    { "validate", "--json", sample }, { "validate", sample, NULL }, { "show", sample, NULL },
    { "lists", NULL, NULL },          { "--version", NULL, NULL },
  };

  if (!g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      const char *argv[] = { "/bin/sh",
                             "-c",
                             "exec \"$0\" --lists \"$1\" \"$2\" ${3:+\"$3\"} ${4:+\"$4\"} >/dev/full",
                             g_getenv ("MUSTER_CLI"),
                             mu_test_lists_dir (),
                             commands[i][0],
                             commands[i][1] != NULL ? commands[i][1] : "",
                             commands[i][2] != NULL ? commands[i][2] : "",
                             NULL };
      g_autofree char *err = NULL;
      g_autoptr(GError) error = NULL;
      int wait_status = 0;

      ck_assert (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, &err,
                               &wait_status, &error));
      ck_assert_msg (WIFEXITED (wait_status) && WEXITSTATUS (wait_status) == 2, "%s: status %d",
                     commands[i][0], wait_status);
      ck_assert_str_eq (err, "muster-cli: could not write the output: No space left on device\n");
    }
}
END_TEST

static void
copy_file (const char *from, const char *to)
{
  g_autofree char *text = NULL;
  gsize length = 0;

  ck_assert (g_file_get_contents (from, &text, &length, NULL));
  ck_assert (g_file_set_contents (to, text, (gssize) length, NULL));
}

/* A second ruleset file with the id tts is reported; the file named after
 * the id is kept, whichever is read first. */
START_TEST (test_duplicate_ruleset_id)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-library-XXXXXX", NULL);
  g_autofree char *rulesets = g_build_filename (dir, "rulesets", NULL);
  g_autofree char *real = g_build_filename (rulesets, "tts.xml", NULL);
  g_autofree char *other = g_build_filename (rulesets, "another.xml", NULL);
  g_autofree char *source = g_build_filename (mu_test_lists_dir (), "rulesets", "tts.xml", NULL);
  g_autofree char *expected = NULL;
  g_autoptr(MuLibrary) library = mu_library_new ();
  g_autoptr(GError) error = NULL;
  const char *argv[] = { g_getenv ("MUSTER_CLI"), "--lists", dir, "lists", NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int wait_status = 0;

  mu_test_library (); /* the ruleset modules registered */
  ck_assert (g_mkdir (rulesets, 0700) == 0);
  copy_file (source, real);
  copy_file (source, other);
  ck_assert (mu_library_load_dir (library, dir, &error));
  ck_assert_msg (library->problems->len == 1, "%u problems: %s", library->problems->len,
                 (const char *) library->problems->pdata[library->problems->len - 1]);
  expected = g_strdup_printf ("%s: ruleset id “tts” is already used by %s; skipped", other, real);
  ck_assert_str_eq (library->problems->pdata[0], expected);
  ck_assert_str_eq (mu_library_find_ruleset (library, "tts")->file, real);

  ck_assert (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &wait_status,
                           &error));
  ck_assert (WIFEXITED (wait_status) && WEXITSTATUS (wait_status) == 2);
  g_free (expected);
  expected = g_strdup_printf ("warning: %s: ruleset id “tts” is already used by %s; skipped\n", other, real);
  ck_assert_str_eq (err, expected);
  g_unlink (real);
  g_unlink (other);
  g_rmdir (rulesets);
  g_rmdir (dir);
}
END_TEST

/* 90,000 Hinds units, each with two issues: placing the issues took time
 * quadratic in the roster (minutes); now a few seconds at most. */
static void
hinds_unit (GString *xml, guint i)
{
  g_string_append_printf (xml, "<unit id=\"u%u\" entry=\"medium-infantry\" count=\"24\"/>\n", i);
}

START_TEST (test_issue_per_unit_linear)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  MuArmyList *list = NULL;
  clock_t start;
  double seconds;

  roster = mu_big_roster ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" ruleset=\"hinds\" "
                          "list=\"hinds-open\" list-revision=\"1\">\n"
                          "<army name=\"Many\"/>\n<command>\n",
                          "</command>\n</roster>\n", hinds_unit, 90000, FALSE, &list);
  start = clock ();
  evaluation = mu_evaluate (roster, list);
  seconds = (double) (clock () - start) / CLOCKS_PER_SEC;
  ck_assert_uint_eq (mu_test_count_code (evaluation, "unit.armour"), 90000);
  ck_assert_uint_eq (mu_test_count_code (evaluation, "unit.bases"), 90000);
  for (guint i = 0; i < evaluation->issues->len; i++)
    {
      MuIssue *issue = evaluation->issues->pdata[i];

      if (g_str_equal (issue->code, "unit.armour"))
        ck_assert_str_eq (issue->where, "Command 1 › Medium Infantry");
    }
  mu_big_assert_within ("evaluating", seconds, 10);
}
END_TEST

/* 30,000 Phalanx vignettes in one chain of in-line links, each also
 * supporting a vignette that is missing: the links were found by linear
 * searches and each vignette's link walked and priced again (16 s of
 * processor time); now in one pass. */
static void
phalanx_vignette (GString *xml, guint i)
{
  g_string_append_printf (xml,
                          "<unit id=\"u%u\" entry=\"hip\" army-class=\"RA\" integrity=\"III\" "
                          "link-left=\"u%u\" supports=\"gone%u\"/>\n",
                          i, i - 1, i);
}

START_TEST (test_phalanx_links_linear)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  MuArmyList *list = NULL;
  clock_t start;
  double seconds;

  roster = mu_big_roster ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" ruleset=\"phalanx\" "
                          "list=\"phalanx-open\" list-revision=\"1\">\n"
                          "<army name=\"Many\"/>\n<command>\n",
                          "</command>\n</roster>\n", phalanx_vignette, 30000, FALSE, &list);
  start = clock ();
  evaluation = mu_evaluate (roster, list);
  seconds = (double) (clock () - start) / CLOCKS_PER_SEC;
  ck_assert_uint_eq (mu_test_count_code (evaluation, "link.unknown"), 30001);
  mu_big_assert_within ("evaluating", seconds, 5);
}
END_TEST

/* 20,000 Meeting of Hosts commands, each with a general attached to its
 * unit: every unit asked every general whether he leads it, and every
 * general searched the roster for his unit (22 s of processor time). */
static void
moh_command (GString *xml, guint i)
{
  g_string_append_printf (xml,
                          "<command><general name=\"C%u\" entry=\"generals\" attached=\"u%u\" "
                          "mount=\"horse\" role=\"general\"/><unit id=\"u%u\" entry=\"hi\" count=\"24\"/>"
                          "</command>\n",
                          i, i, i);
}

START_TEST (test_moh_generals_linear)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  MuArmyList *list = NULL;
  clock_t start;
  double seconds;

  roster = mu_big_roster ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" ruleset=\"moh\" "
                          "list=\"moh-open\" list-revision=\"1\">\n<army name=\"Many\"/>\n",
                          "</roster>\n", moh_command, 20000, TRUE, &list);
  start = clock ();
  evaluation = mu_evaluate (roster, list);
  seconds = (double) (clock () - start) / CLOCKS_PER_SEC;
  ck_assert (!mu_evaluation_is_legal (evaluation));
  ck_assert_uint_eq (mu_test_count_code (evaluation, "general.attached"), 0);
  mu_big_assert_within ("evaluating", seconds, 5);
}
END_TEST

/* A unit name of 100,000 characters with no space took half a minute to
 * lay out on the sheet; names are now refused over 200 characters, with
 * file and line, and 200 are taken. */
START_TEST (test_long_name_refused)
{
  g_autofree char *long_name = g_strnfill (100000, 'x');
  g_autofree char *longest = g_strnfill (200, 'x');
  g_autoptr(GString) xml = warbands (1, long_name);
  g_autoptr(GString) fits = warbands (1, longest);
  g_autofree char *path = write_temporary ("long.muster", xml->str, (gssize) xml->len);
  g_autofree char *pdf = g_strconcat (path, ".pdf", NULL);
  g_autofree char *expected
      = g_strdup_printf ("%s:5: the name is 100000 characters long; Muster takes at most 200\n", path);
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(GError) error = NULL;
  MuArmyList *list = NULL;
  g_auto(MuTestRun) print = { 0 };
  g_auto(MuTestRun) validate = { 0 };

  mu_test_run_cli (&print, NULL, NULL, (const char *[]){ "print", path, "-o", pdf, NULL });
  ck_assert_int_eq (print.status, 2);
  ck_assert_str_eq (print.err, expected);
  ck_assert (!g_file_test (pdf, G_FILE_TEST_EXISTS));
  mu_test_run_cli (&validate, NULL, NULL, (const char *[]){ "validate", path, NULL });
  ck_assert_int_eq (validate.status, 2);
  ck_assert_str_eq (validate.err, expected);
  roster
      = mu_library_open_roster_data (mu_test_library (), fits->str, fits->len, "fits.muster", &list, &error);
  ck_assert_msg (roster != NULL, "%s", error != NULL ? error->message : "");
  remove_temporary (path);
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("hostile-output");
  TCase *tc = tcase_create ("output");
  TCase *time = tcase_create ("time");

  tcase_add_test (tc, test_name_forges_no_verdict);
  tcase_add_test (tc, test_notes_indented);
  tcase_add_test (tc, test_json_file_not_utf8);
  tcase_add_test (tc, test_output_to_full_device);
  tcase_add_test (tc, test_duplicate_ruleset_id);
  tcase_add_test (tc, test_long_name_refused);
  suite_add_tcase (s, tc);
  tcase_add_test (time, test_issue_per_unit_linear);
  tcase_add_test (time, test_phalanx_links_linear);
  tcase_add_test (time, test_moh_generals_linear);
  suite_add_tcase (s, time);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
