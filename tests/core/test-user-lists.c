/* test-user-lists.c: lists installed into the player's folder, refused when
 * broken, and their revisions kept so a roster on an earlier one still
 * opens and validates on it
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-general.h"
#include "mu-library.h"
#include "mu-list-diff.h"
#include "mu-list-draft.h"
#include "mu-roster.h"
#include "mu-rulesets.h"
#include "mu-test.h"
#include "mu-unit.h"
#include "mu-user-lists.h"

static char *data_home;

static char *
my_list_xml (const char *legionarii_cost)
{
  MuArmyList *shipped = mu_library_find_list (mu_test_library (), "principate-roman");
  g_autoptr(MuListDraft) draft = mu_list_draft_new_from_list (shipped);

  mu_list_draft_set_field (draft, "id", "my-romans");
  mu_list_draft_set_field (draft, "name", "My Romans");
  mu_list_draft_set_row (draft, "legionarii", "printed-cost", legionarii_cost);
  mu_list_draft_set_row (draft, "legionarii", "cost", legionarii_cost);
  return mu_list_draft_to_xml (draft, FALSE);
}

static char *
today (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();

  return g_date_time_format (now, "%Y-%m-%d");
}

static char *
installed_path (const char *what)
{
  return g_build_filename (data_home, "muster", "lists", "tts", what, NULL);
}

START_TEST (test_broken_refused)
{
  const char *broken = "<army-list xmlns=\"urn:io.github.muster:1\" id=\"x\" ruleset=\"tts\" name=\"X\">\n"
                       "  <entry id=\"a\" name=\"A\" type=\"mammoths\"/>\n</army-list>\n";
  g_autoptr(GError) error = NULL;
  g_autofree char *path
      = mu_user_lists_install (mu_test_library (), broken, strlen (broken), "broken.xml", NULL, &error);
  g_autofree char *target = installed_path ("x.xml");

  ck_assert_ptr_null (path);
  ck_assert_str_eq (error->message, "broken.xml:2: row “a” names troop type “mammoths”, which To "
                                    "the Strongest! does not have");
  ck_assert (!g_file_test (target, G_FILE_TEST_EXISTS));
}
END_TEST

static MuRoster *
roster_on (gint64 revision)
{
  MuRoster *roster = mu_roster_new ("tts", "my-romans");
  MuCommand *command = mu_command_new (NULL);
  MuGeneral *general = mu_general_new ("generals");

  mu_roster_set_list_revision (roster, revision);
  general->attached = g_strdup ("u1");
  g_ptr_array_add (command->generals, general);
  g_ptr_array_add (command->units, mu_unit_new ("u1", "legionarii"));
  g_ptr_array_add (command->units, mu_unit_new ("u2", "legionarii"));
  g_ptr_array_add (mu_roster_get_commands (roster), command);
  return roster;
}

START_TEST (test_revisions)
{
  g_autofree char *first = my_list_xml ("10");
  g_autofree char *changed = my_list_xml ("11");
  g_autofree char *target = installed_path ("my-romans.xml");
  g_autofree char *kept = installed_path ("revisions/my-romans.r1.xml");
  g_autofree char *user_dir = mu_user_lists_dir ();
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autoptr(MuLibrary) library = mu_library_new ();
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuRoster) opened = NULL;
  g_autoptr(MuEvaluation) on_one = NULL;
  g_autoptr(GPtrArray) lines = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *day = today ();
  MuArmyList *newest, *list = NULL;
  gint64 revision = 0;

  path = mu_user_lists_install (mu_test_library (), first, strlen (first), "mine.xml", &revision, &error);
  g_assert_no_error (error);
  ck_assert_str_eq (path, target);
  ck_assert_int_eq (revision, 1);
  g_clear_pointer (&path, g_free);

  /* the same meaning again: the same revision, nothing kept */
  path = mu_user_lists_install (mu_test_library (), first, strlen (first), "mine.xml", &revision, &error);
  ck_assert_int_eq (revision, 1);
  ck_assert (!g_file_test (kept, G_FILE_TEST_EXISTS));
  g_clear_pointer (&path, g_free);

  /* a changed cost: revision 2, and revision 1 kept beside it */
  path = mu_user_lists_install (mu_test_library (), changed, strlen (changed), "mine.xml", &revision, &error);
  g_assert_no_error (error);
  ck_assert_int_eq (revision, 2);
  ck_assert (g_file_test (kept, G_FILE_TEST_EXISTS));

  /* the library shows one entry, the newest */
  mu_rulesets_register_all ();
  ck_assert (mu_library_load_dir (library, mu_test_lists_dir (), NULL));
  ck_assert (mu_library_load_dir (library, user_dir, NULL));
  ck_assert_uint_eq (library->problems->len, 0);
  newest = mu_library_find_list (library, "my-romans");
  ck_assert_int_eq (newest->revision, 2);
  /* each revision carries the day it was saved */
  ck_assert_str_eq (newest->revised, day);
  for (guint i = 0, n = 0; i < library->lists->len; i++)
    if (g_str_equal (((MuArmyList *) library->lists->pdata[i])->id, "my-romans"))
      ck_assert_uint_eq (++n, 1);

  /* a roster built on revision 1 opens and validates on revision 1 */
  roster = roster_on (1);
  xml = mu_roster_to_xml (roster, NULL);
  opened = mu_library_open_roster_data (library, xml, strlen (xml), "army.muster", &list, &error);
  g_assert_no_error (error);
  ck_assert_int_eq (list->revision, 1);
  /* installed first as its author wrote it: no day */
  ck_assert_ptr_null (list->revised);
  on_one = mu_evaluate (opened, list);
  ck_assert_double_eq (on_one->points, 4 + 10 + 10);

  /* and what revision 2 would change for it */
  lines = mu_list_diff_for_roster (list, newest, opened);
  ck_assert_uint_eq (lines->len, 2);
  ck_assert_str_eq (lines->pdata[0], "Legionarii: cost now 11, was 10");
  ck_assert_str_eq (lines->pdata[1], "points now 26, were 24");
}
END_TEST

/* A list that says when it was revised keeps that day when installed, and
 * when the same list comes again without one. */
START_TEST (test_revised_day_kept)
{
  MuArmyList *shipped = mu_library_find_list (mu_test_library (), "ancient-british");
  g_autoptr(MuListDraft) draft = mu_list_draft_new_from_list (shipped);
  g_autoptr(GError) error = NULL;
  g_autoptr(MuArmyList) installed = NULL;
  g_autofree char *dated = NULL;
  g_autofree char *plain = NULL;
  g_autofree char *path = NULL;
  g_autofree char *again = NULL;

  mu_list_draft_set_field (draft, "id", "my-britons");
  plain = mu_list_draft_to_xml (draft, FALSE);
  mu_list_draft_set_revised (draft, "2026-05-01");
  dated = mu_list_draft_to_xml (draft, FALSE);
  ck_assert (strstr (dated, " revised=\"2026-05-01\"") != NULL);
  path = mu_user_lists_install (mu_test_library (), dated, strlen (dated), "britons.xml", NULL, &error);
  g_assert_no_error (error);
  again = mu_user_lists_install (mu_test_library (), plain, strlen (plain), "britons.xml", NULL, &error);
  g_assert_no_error (error);
  installed = mu_army_list_load_file (again, mu_test_library ()->rulesets, &error);
  g_assert_no_error (error);
  ck_assert_int_eq (installed->revision, 1);
  ck_assert_str_eq (installed->revised, "2026-05-01");
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("user-lists");
  TCase *tc = tcase_create ("install");

  tcase_add_test (tc, test_broken_refused);
  tcase_add_test (tc, test_revisions);
  tcase_add_test (tc, test_revised_day_kept);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  data_home = g_dir_make_tmp ("muster-data-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  return mu_test_run (suite ());
}
