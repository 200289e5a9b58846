/* test-list-index.c: the library's index of list headers, kept in the user's
 * cache: lists known by their header until used, never a changed file served
 * as it was, and a damaged or hostile index only read again
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "mu-army-list-private.h"
#include "mu-army-list.h"
#include "mu-evaluation.h"
#include "mu-library.h"
#include "mu-list-index-private.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-rulesets.h"
#include "mu-test.h"

static char *folder; /* a library: the shipped rulesets and four copies of a list */

static char *
list_path (const char *id)
{
  g_autofree char *name = g_strconcat (id, ".xml", NULL);

  return g_build_filename (folder, "tts", name, NULL);
}

static char *
index_path (void)
{
  return mu_list_index_default_path ();
}

static char *
shipped (const char *relative)
{
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), relative, NULL);
  char *text = NULL;

  g_assert (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* The shipped Principate Roman list under another id, which has the same
 * number of bytes (ids of six letters). */
static char *
copy_of_romans (const char *id, const char *name)
{
  g_autofree char *text = shipped ("tts/principate-roman.xml");
  g_autoptr(GString) out = g_string_new (text);

  g_string_replace (out, "id=\"principate-roman\"", id, 1);
  g_string_replace (out, "name=\"Principate Roman\"", name, 1);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void
write_list (const char *id, const char *name)
{
  g_autofree char *path = list_path (id);
  g_autofree char *attr_id = g_strdup_printf ("id=\"%s\"", id);
  g_autofree char *attr_name = g_strdup_printf ("name=\"%s\"", name);
  g_autofree char *text = copy_of_romans (attr_id, attr_name);

  g_assert (g_file_set_contents (path, text, -1, NULL));
}

/* Rewrites a list file in place (the same inode), as an editor does. */
static void
rewrite_in_place (const char *id, const char *text)
{
  g_autofree char *path = list_path (id);
  FILE *file = g_fopen (path, "r+");

  g_assert (file != NULL);
  g_assert (fwrite (text, 1, strlen (text), file) == strlen (text));
  g_assert (fclose (file) == 0);
}

static MuLibrary *
library (void)
{
  MuLibrary *self = mu_library_new ();

  ck_assert (mu_library_load_dir (self, folder, NULL));
  return self;
}

/* The list as its header gives it, without reading its rows. */
static MuArmyList *
header_of (MuLibrary *self, const char *id)
{
  for (guint i = 0; i < self->lists->len; i++)
    if (g_str_equal (((MuArmyList *) self->lists->pdata[i])->id, id))
      return self->lists->pdata[i];
  return NULL;
}

static void
setup (void)
{
  g_autofree char *rulesets = g_build_filename (folder, "rulesets", NULL);
  g_autofree char *tts = g_build_filename (folder, "tts", NULL);
  const char *names[] = { "hinds", "moh", "phalanx", "pharaoh", "tts" };

  mu_rulesets_register_all ();
  g_assert (g_mkdir_with_parents (rulesets, 0700) == 0 && g_mkdir_with_parents (tts, 0700) == 0);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *relative = g_strdup_printf ("rulesets/%s.xml", names[i]);
      g_autofree char *text = shipped (relative);
      g_autofree char *path = g_build_filename (folder, relative, NULL);

      g_assert (g_file_set_contents (path, text, -1, NULL));
    }
  write_list ("romana", "Romans A");
  write_list ("romanb", "Romans B");
  write_list ("romanc", "Romans C");
  write_list ("romand", "Romans D");
  /* the index takes only files that changed more than two seconds ago */
  g_usleep (2100 * G_TIME_SPAN_MILLISECOND);
}

START_TEST (test_headers_served)
{
  g_autoptr(MuLibrary) first = library ();
  g_autoptr(MuLibrary) second = library ();
  MuArmyList *full = mu_library_find_list (first, "romana");
  MuArmyList *header = header_of (second, "romana");
  g_autofree char *roster = shipped ("examples/tts-sample-oob.muster");
  g_autofree char *index = index_path ();
  g_autoptr(GString) text = g_string_new (roster);
  g_autoptr(MuRoster) opened = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  MuArmyList *list = NULL;

  /* the first library read every file in full and made the index */
  ck_assert (g_file_test (index, G_FILE_TEST_IS_REGULAR));
  ck_assert (mu_army_list_is_loaded (full));
  /* the second knows the list by its header, as the first read it */
  ck_assert_uint_eq (second->lists->len, 4);
  ck_assert (!mu_army_list_is_loaded (header));
  ck_assert_str_eq (header->name, "Romans A");
  ck_assert_str_eq (header->period, "27 BC – AD 193");
  ck_assert_str_eq (header->ruleset->id, "tts");
  ck_assert_int_eq (header->revision, 1);
  ck_assert_str_eq (mu_army_list_get_hash (header), mu_army_list_get_hash (full));
  /* and reads its rows when it is used: the sample opens on it as on the shipped list */
  g_string_replace (text, "list=\"principate-roman\"", "list=\"romana\"", 1);
  opened = mu_library_open_roster_data (second, text->str, text->len, "sample", &list, NULL);
  ck_assert_ptr_nonnull (opened);
  ck_assert_ptr_eq (list, header);
  ck_assert (mu_army_list_is_loaded (list));
  ck_assert_uint_eq (list->rows->len, full->rows->len);
  evaluation = mu_evaluate (opened, list);
  ck_assert_double_eq (evaluation->points, 133);
}
END_TEST

/* A file changed in place to the same size is read again, not served from the index. */
START_TEST (test_changed_file_read_again)
{
  g_autoptr(MuLibrary) before = library ();
  g_autoptr(MuLibrary) after = NULL;
  g_autofree char *attr_id = g_strdup ("id=\"romanb\"");
  g_autofree char *changed = copy_of_romans (attr_id, "name=\"Romans Z\"");

  ck_assert_str_eq (header_of (before, "romanb")->name, "Romans B");
  rewrite_in_place ("romanb", changed);
  after = library ();
  ck_assert_str_eq (header_of (after, "romanb")->name, "Romans Z");
  ck_assert (mu_army_list_is_loaded (header_of (after, "romanb")));
  ck_assert_str_eq (mu_library_find_list (after, "romanb")->name, "Romans Z");
}
END_TEST

/* A file that changes after the library read its header: the list it holds
 * now is the one used; one that no longer loads leaves the library. */
START_TEST (test_changed_after_header)
{
  g_autoptr(MuLibrary) self = library ();
  g_autofree char *attr_id = g_strdup ("id=\"romanc\"");
  g_autofree char *changed = copy_of_romans (attr_id, "name=\"Romans Y\"");
  MuArmyList *list;

  ck_assert (!mu_army_list_is_loaded (header_of (self, "romanc")));
  ck_assert (!mu_army_list_is_loaded (header_of (self, "romand")));
  rewrite_in_place ("romanc", changed);
  list = mu_library_find_list (self, "romanc");
  ck_assert_ptr_nonnull (list);
  ck_assert_str_eq (list->name, "Romans Y");
  ck_assert (mu_army_list_is_loaded (list));
  ck_assert_ptr_eq (header_of (self, "romanc"), list);
  rewrite_in_place ("romand", "<army-list");
  ck_assert_ptr_null (mu_library_find_list (self, "romand"));
  ck_assert_ptr_null (header_of (self, "romand"));
  ck_assert_uint_eq (self->problems->len, 1);
  ck_assert (strstr (self->problems->pdata[0], "romand.xml") != NULL);
}
END_TEST

/* A ruleset changed since: its lists are read in full again. */
START_TEST (test_ruleset_changed)
{
  g_autoptr(MuLibrary) before = library ();
  g_autoptr(MuLibrary) after = NULL;
  g_autofree char *path = g_build_filename (folder, "rulesets", "tts.xml", NULL);
  g_autofree char *text = shipped ("rulesets/tts.xml");

  ck_assert (!mu_army_list_is_loaded (header_of (before, "romana")));
  g_assert (g_file_set_contents (path, text, -1, NULL));
  after = library ();
  ck_assert (mu_army_list_is_loaded (header_of (after, "romana")));
}
END_TEST

/* Damaged and hostile indexes: read as far as their lines are sound, and
 * never trusted for more than a header. */
START_TEST (test_hostile_index)
{
  g_autofree char *path = index_path ();
  g_autofree char *sound = NULL;
  g_autofree char *list = list_path ("romana");
  g_autoptr(GString) bad = g_string_new ("");
  g_auto(GStrv) lines = NULL;
  g_autoptr(MuLibrary) again = NULL;
  const char *cases[] = {
    "",
    "\xff\xfe garbage",
    "muster-list-index\t1\t0.0.0\n",
    "muster-list-index\t1\t" PACKAGE_VERSION,
  };

  /* the files changed by the tests before (romand no longer loads) settle */
  g_usleep (2100 * G_TIME_SPAN_MILLISECOND);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(MuLibrary) self = NULL;

      g_assert (g_file_set_contents (path, cases[i], -1, NULL));
      self = library ();
      ck_assert_uint_eq (self->lists->len, 3);
      ck_assert (mu_army_list_is_loaded (header_of (self, "romana")));
    }
  /* the last library wrote a sound index again */
  g_assert (g_file_get_contents (path, &sound, NULL, NULL));
  ck_assert (strstr (sound, list) != NULL);
  /* each line spoilt in one field: a bad escape, a field too many, a
     revision out of range, a hash that is none, a relative path, no fields */
  g_string_append (bad, "muster-list-index\t1\t" PACKAGE_VERSION "\n");
  lines = g_strsplit (strchr (sound, '\n') + 1, "\n", -1);
  ck_assert_uint_eq (g_strv_length (lines), 4); /* romana, romanb, romanc and the end */
  for (guint i = 0; i < 3; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], "\t", -1);
      g_autofree char *zero = NULL;
      g_autofree char *no_hash = NULL;

      ck_assert_uint_eq (g_strv_length (fields), 11);
      if (i == 0)
        g_string_append_printf (bad, "%s\\q\n%s\textra\n", lines[i], lines[i]);
      else if (i == 1)
        {
          g_free (fields[5]), fields[5] = g_strdup ("0");
          zero = g_strjoinv ("\t", fields);
          g_string_append_printf (bad, "%s\n%s\n", zero, lines[i] + 1);
        }
      else
        {
          g_free (fields[10]), fields[10] = g_strdup ("not-a-hash");
          no_hash = g_strjoinv ("\t", fields);
          g_string_append_printf (bad, "%s\n", no_hash);
        }
    }
  g_string_append (bad, "\t\t\t\t\t\t\t\t\t\t\n");
  g_assert (g_file_set_contents (path, bad->str, bad->len, NULL));
  again = library ();
  ck_assert_uint_eq (again->lists->len, 3);
  for (guint i = 0; i < again->lists->len; i++)
    ck_assert (mu_army_list_is_loaded (again->lists->pdata[i]));
  ck_assert_uint_eq (again->problems->len, 1);
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("list-index");
  TCase *tc = tcase_create ("list-index");

  tcase_add_unchecked_fixture (tc, setup, NULL);
  tcase_set_timeout (tc, 60);
  tcase_add_test (tc, test_headers_served);
  tcase_add_test (tc, test_changed_file_read_again);
  tcase_add_test (tc, test_changed_after_header);
  tcase_add_test (tc, test_ruleset_changed);
  tcase_add_test (tc, test_hostile_index);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  g_autofree char *cache = NULL;

  folder = g_dir_make_tmp ("muster-index-XXXXXX", NULL);
  cache = g_build_filename (folder, "cache", NULL);
  g_setenv ("XDG_CACHE_HOME", cache, TRUE);
  return mu_test_run (suite ());
}
