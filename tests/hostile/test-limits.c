/* test-limits.c: the limits of a game. A roster has at most 200 commands
 * and 5,000 units; a file over them is refused with file and line (status
 * 2), the builder adds no unit or command past them, and a sheet has at
 * most 1,000 pages. The largest legal rosters print in seconds of
 * processor time, with every issue on the sheet and no share code longer
 * than a code can be typed back.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <sys/resource.h>
#include <glib/gstdio.h>

#include "mu-command.h"
#include "mu-document.h"
#include "mu-big-roster.h"
#include "mu-error.h"
#include "mu-evaluation.h"
#include "mu-issue.h"
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-share-code.h"
#include "mu-sheet.h"
#include "mu-test.h"

#define LONG_NAME "Warband of the Iceni from the far marshes beyond the river, "

/* A roster of the Ancient British list: commands × per_command warbands,
 * each named (when named) and with its veteran and fanatic upgrades and
 * heroes named heroes (each name some 200 characters long). */
static GString *
warbands (guint commands, guint per_command, gboolean named, guint heroes)
{
  GString *xml = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                               "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" ruleset=\"tts\" "
                               "list=\"ancient-british\" list-revision=\"1\">\n"
                               "<army name=\"Many\"/>\n");
  guint n = 0;

  for (guint c = 1; c <= commands; c++)
    {
      g_string_append_printf (xml, "<command name=\"C%u\">\n", c);
      for (guint i = 0; i < per_command; i++)
        {
          n++;
          g_string_append_printf (xml, "<unit id=\"u%u\" entry=\"warriors\"", n);
          if (named)
            g_string_append_printf (xml, " name=\"" LONG_NAME LONG_NAME LONG_NAME "%u\"", n);
          g_string_append (xml, "><upgrade ref=\"warriors-veteran\"/><upgrade ref=\"warriors-fanatics\"/>");
          for (guint h = 0; h < heroes; h++)
            g_string_append_printf (xml, "<hero name=\"" LONG_NAME LONG_NAME LONG_NAME "%u\"/>", h);
          g_string_append (xml, "</unit>\n");
        }
      g_string_append (xml, "</command>\n");
    }
  g_string_append (xml, "</roster>\n");
  return xml;
}

static char *
write_temporary (const char *dir, const char *name, GString *xml)
{
  char *path = g_build_filename (dir, name, NULL);

  ck_assert (g_file_set_contents (path, xml->str, (gssize) xml->len, NULL));
  return path;
}

/* The processor time of the children waited for so far, in seconds. */
static double
children_seconds (void)
{
  struct rusage usage;

  ck_assert (getrusage (RUSAGE_CHILDREN, &usage) == 0);
  return (double) usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6 + (double) usage.ru_stime.tv_sec
         + usage.ru_stime.tv_usec / 1e6;
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* 5,001 units or 201 commands: refused by every command with file and line;
 * 5,000 units in 200 commands are taken. */
START_TEST (test_roster_limits)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-limits-XXXXXX", NULL);
  g_autoptr(GString) units = warbands (1, 5001, FALSE, 0);
  g_autoptr(GString) commands = warbands (201, 1, FALSE, 0);
  g_autoptr(GString) most = warbands (200, 25, FALSE, 0);
  g_autofree char *units_path = write_temporary (dir, "units.muster", units);
  g_autofree char *commands_path = write_temporary (dir, "commands.muster", commands);
  g_autofree char *most_path = write_temporary (dir, "most.muster", most);
  g_autofree char *units_error
      = g_strdup_printf ("%s:5005: a roster may have at most 5000 units\n", units_path);
  g_autofree char *commands_error
      = g_strdup_printf ("%s:604: a roster may have at most 200 commands\n", commands_path);
  const char *verbs[] = { "validate", "show", "code" };

  for (guint i = 0; i < G_N_ELEMENTS (verbs); i++)
    {
      g_auto(MuTestRun) over_units = { 0 };
      g_auto(MuTestRun) over_commands = { 0 };
      g_auto(MuTestRun) at_most = { 0 };

      mu_test_run_cli (&over_units, NULL, NULL, (const char *[]){ verbs[i], units_path, NULL });
      ck_assert_int_eq (over_units.status, 2);
      ck_assert_str_eq (over_units.err, units_error);
      mu_test_run_cli (&over_commands, NULL, NULL, (const char *[]){ verbs[i], commands_path, NULL });
      ck_assert_int_eq (over_commands.status, 2);
      ck_assert_str_eq (over_commands.err, commands_error);
      mu_test_run_cli (&at_most, NULL, NULL, (const char *[]){ verbs[i], most_path, NULL });
      ck_assert_msg (at_most.status < 2, "%s: %s", verbs[i], at_most.err);
    }
  remove_dir (dir);
}
END_TEST

/* The builder stops at the limits: a unit, a copy or a sub-unit past
 * 5,000 units, or a command past 200, is refused and nothing changes. */
START_TEST (test_builder_limits)
{
  g_autoptr(GString) most = warbands (200, 25, FALSE, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuDocument) document = NULL;
  MuArmyList *list = NULL;
  GPtrArray *units;

  roster
      = mu_library_open_roster_data (mu_test_library (), most->str, most->len, "most.muster", &list, &error);
  ck_assert_msg (roster != NULL, "%s", error != NULL ? error->message : "");
  document = mu_document_new (roster, list, NULL, FALSE);
  ck_assert (mu_document_add_unit (document, "warriors", 0, &error) == NULL);
  ck_assert (g_error_matches (error, MU_ERROR, MU_ERROR_TOO_LARGE));
  ck_assert_str_eq (error->message, "A roster may have at most 5000 units");
  g_clear_error (&error);
  ck_assert (mu_document_duplicate_unit (document, "u1", &error) == NULL);
  ck_assert_str_eq (error->message, "A roster may have at most 5000 units");
  g_clear_error (&error);
  ck_assert_int_eq (mu_document_add_command (document, &error), -1);
  ck_assert_str_eq (error->message, "A roster may have at most 200 commands");
  g_clear_error (&error);
  units = ((MuCommand *) mu_roster_get_commands (mu_document_get_roster (document))->pdata[0])->units;
  ck_assert_uint_eq (units->len, 25);
  ck_assert (!mu_document_can_undo (document));
  /* one unit fewer: one more may be added, and a copy of it is refused */
  ck_assert (mu_document_remove_unit (document, "u1", &error));
  ck_assert (mu_document_add_unit (document, "warriors", 0, &error) != NULL);
  ck_assert (mu_document_duplicate_unit (document, "u2", &error) == NULL);
  ck_assert_str_eq (error->message, "A roster may have at most 5000 units");
}
END_TEST

/* 5,000 heroes: the builder adds no hero past them (a roster it saved
 * with more would not open again), and nothing changes. */
START_TEST (test_hero_limit)
{
  g_autoptr(GString) most = warbands (200, 25, FALSE, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuDocument) document = NULL;
  MuArmyList *list = NULL;
  MuPlace unit = { MU_PLACE_UNIT, 0, 0, "u1" };

  roster
      = mu_library_open_roster_data (mu_test_library (), most->str, most->len, "most.muster", &list, &error);
  ck_assert_msg (roster != NULL, "%s", error != NULL ? error->message : "");
  document = mu_document_new (roster, list, NULL, FALSE);
  ck_assert (!mu_document_add_hero (document, &unit, &error));
  ck_assert (g_error_matches (error, MU_ERROR, MU_ERROR_TOO_LARGE));
  ck_assert_str_eq (error->message, "A roster may have at most 5000 heroes");
  ck_assert (!mu_document_can_undo (document));
  ck_assert_uint_eq (mu_roster_find_unit (mu_document_get_roster (document), "u1", NULL)->heroes->len, 1);
}
END_TEST

/* 1,000 generals: the file with one more is refused when read (a command
 * of 99,990 generals was read, and print took 12 s and 1.6 GB before
 * refusing its pages); the builder adds no general, and no command (which
 * brings one), past them. */
START_TEST (test_general_limit)
{
  g_autoptr(GString) xml
             = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                             "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" ruleset=\"tts\" "
                             "list=\"ancient-british\" list-revision=\"1\">\n<command>\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuRoster) over = NULL;
  g_autoptr(MuDocument) document = NULL;
  MuArmyList *list = NULL;

  for (guint i = 0; i < MU_ROSTER_MAX_GENERALS; i++)
    g_string_append (xml, "<general entry=\"generals\"/>\n");
  g_string_append (xml, "</command>\n</roster>\n");
  roster = mu_library_open_roster_data (mu_test_library (), xml->str, xml->len, "most.muster", &list, &error);
  ck_assert_msg (roster != NULL, "%s", error != NULL ? error->message : "");
  document = mu_document_new (roster, list, NULL, FALSE);
  ck_assert_int_eq (mu_document_add_general (document, 0, &error), -1);
  ck_assert (g_error_matches (error, MU_ERROR, MU_ERROR_TOO_LARGE));
  ck_assert_str_eq (error->message, "A roster may have at most 1000 generals");
  g_clear_error (&error);
  ck_assert_int_eq (mu_document_add_command (document, &error), -1);
  ck_assert_str_eq (error->message, "A roster may have at most 1000 generals");
  g_clear_error (&error);
  ck_assert (!mu_document_can_undo (document));
  ck_assert (g_string_replace (xml, "</command>", "<general entry=\"generals\"/>\n</command>", 1) == 1);
  over = mu_library_open_roster_data (mu_test_library (), xml->str, xml->len, "over.muster", &list, &error);
  ck_assert_ptr_null (over);
  ck_assert_str_eq (error->message, "over.muster:1004: a roster may have at most 1000 generals");
}
END_TEST

/* The largest roster, every unit with upgrades and a hero: its short
 * code is past what a reader takes, so the sheet prints none; every issue
 * goes on (some were cut off at the foot of a page); printed in seconds. */
START_TEST (test_print_largest)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-limits-XXXXXX", NULL);
  g_autoptr(GString) xml = warbands (200, 25, TRUE, 1);
  g_autofree char *path = write_temporary (dir, "largest.muster", xml);
  g_autofree char *pdf = g_build_filename (dir, "largest.pdf", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  g_autoptr(MuSheet) sheet = NULL;
  g_autofree char *code = NULL;
  g_autofree char *last_page = NULL;
  g_autofree char *page_text = NULL;
  g_auto(MuTestRun) print = { 0 };
  MuArmyList *list = NULL;
  double before;
  MuIssue *last;

  roster
      = mu_library_open_roster_data (mu_test_library (), xml->str, xml->len, "largest.muster", &list, &error);
  ck_assert_msg (roster != NULL, "%s", error != NULL ? error->message : "");
  code = mu_share_code_encode (roster, list);
  ck_assert_uint_gt (strlen (code), MU_SHARE_CODE_MAX_LENGTH);
  evaluation = mu_evaluate (roster, list);
  sheet = mu_sheet_new_for_paper (evaluation, "a4", &error);
  ck_assert_ptr_null (mu_sheet_get_share_code (sheet));
  ck_assert_uint_le (mu_sheet_get_n_pages (sheet), MU_SHEET_MAX_PAGES);
  ck_assert (mu_sheet_check_pages (sheet, &error));

  before = children_seconds ();
  mu_test_run_cli (&print, NULL, NULL, (const char *[]){ "print", path, "-o", pdf, NULL });
  mu_big_assert_within ("printing 5,000 named units", children_seconds () - before, 20);
  ck_assert_msg (print.status == 0, "%s", print.err);
  /* the last page ends with the last issue */
  last = evaluation->issues->pdata[evaluation->issues->len - 1];
  last_page = g_strdup_printf ("%u", mu_sheet_get_n_pages (sheet));
  {
    const char *argv[] = { "pdftotext", "-f", last_page, "-l", last_page, "-layout", pdf, "-", NULL };
    int wait_status = 0;

    ck_assert (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                             NULL, NULL, &page_text, NULL, &wait_status, NULL));
  }
  ck_assert_msg (strstr (page_text, last->where) != NULL, "%s not on the last page:\n%s", last->where,
                 page_text);
  ck_assert_ptr_nonnull (strstr (page_text, "too long to type back"));
  remove_dir (dir);
}
END_TEST

/* 5,000 units, each named with 180 characters: the sheet would have more
 * than 1,000 pages; refused in seconds, and no PDF is written. */
START_TEST (test_print_too_many_pages)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-limits-XXXXXX", NULL);
  g_autoptr(GString) xml = warbands (200, 25, TRUE, 0);
  g_autofree char *path = write_temporary (dir, "heroes.muster", xml);
  g_autofree char *pdf = g_build_filename (dir, "heroes.pdf", NULL);
  g_auto(MuTestRun) print = { 0 };
  double before;

  ck_assert_uint_lt (xml->len, 8 * 1024 * 1024);
  before = children_seconds ();
  mu_test_run_cli (&print, NULL, NULL, (const char *[]){ "print", path, "-o", pdf, NULL });
  mu_big_assert_within ("refusing a sheet of 5,000 pages", children_seconds () - before, 30);
  ck_assert_int_eq (print.status, 2);
  ck_assert_str_eq (print.err,
                    "The sheet of this army would have more than 1000 pages, the most Muster prints\n");
  ck_assert (!g_file_test (pdf, G_FILE_TEST_EXISTS));
  remove_dir (dir);
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("limits");
  TCase *tc = tcase_create ("limits");

  tcase_set_timeout (tc, 300);
  tcase_add_test (tc, test_roster_limits);
  tcase_add_test (tc, test_builder_limits);
  tcase_add_test (tc, test_general_limit);
  tcase_add_test (tc, test_hero_limit);
  tcase_add_test (tc, test_print_largest);
  tcase_add_test (tc, test_print_too_many_pages);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
