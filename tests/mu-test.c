/* mu-test.c: shared helpers of the check suites
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <sys/wait.h>

#include "mu-army-list.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-issue.h"
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-rulesets.h"
#include "mu-test.h"

static MuLibrary *library;

/* MUSTER_LISTS_DIR (meson sets it to the source tree's lists/), else the
 * lists/ beside tests/. */
const char *
mu_test_lists_dir (void)
{
  const char *env = g_getenv ("MUSTER_LISTS_DIR");

  return env != NULL && *env != '\0' ? env : MU_TEST_SOURCE_DIR "/../lists";
}

char *
mu_test_path (const char *relative)
{
  return g_build_filename (MU_TEST_SOURCE_DIR, relative, NULL);
}

MuLibrary *
mu_test_library (void)
{
  if (library == NULL)
    {
      mu_rulesets_register_all ();
      library = mu_library_new ();
      g_assert (mu_library_load_dir (library, mu_test_lists_dir (), NULL));
      for (guint i = 0; i < library->problems->len; i++)
        g_printerr ("library: %s\n", (char *) library->problems->pdata[i]);
      g_assert (library->problems->len == 0);
    }
  return library;
}

MuEvaluation *
mu_test_evaluate (const char *roster_path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  MuArmyList *list = NULL;

  roster = mu_library_open_roster (mu_test_library (), roster_path, &list, &error);
  if (roster == NULL)
    g_printerr ("%s\n", error->message);
  g_assert (roster != NULL);
  return mu_evaluate (roster, list);
}

MuEvaluation *
mu_test_evaluate_xml (const char *xml)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  MuArmyList *list = NULL;

  roster = mu_library_open_roster_data (mu_test_library (), xml, strlen (xml), "test.muster", &list, &error);
  if (roster == NULL)
    g_printerr ("%s\n", error->message);
  g_assert (roster != NULL);
  return mu_evaluate (roster, list);
}

const char *
mu_test_issue_with_code (MuEvaluation *evaluation, const char *code)
{
  for (guint i = 0; i < evaluation->issues->len; i++)
    {
      MuIssue *issue = evaluation->issues->pdata[i];
      if (g_str_equal (issue->code, code))
        return issue->message;
    }
  return NULL;
}

guint
mu_test_count_code (MuEvaluation *evaluation, const char *code)
{
  guint n = 0;

  for (guint i = 0; i < evaluation->issues->len; i++)
    n += g_str_equal (((MuIssue *) evaluation->issues->pdata[i])->code, code);
  return n;
}

double
mu_test_figure (GPtrArray *figures, const char *key)
{
  const MuFigure *figure = mu_figures_lookup (figures, key);

  ck_assert_msg (figure != NULL, "no figure %s", key);
  return figure->value;
}

/* Runs the suite with TAP on standard output, for meson's TAP protocol. */
int
mu_test_run (Suite *suite)
{
  SRunner *runner = srunner_create (suite);
  int failed;

  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  srunner_set_tap (runner, "-");
  srunner_run_all (runner, CK_SILENT);
  failed = srunner_ntests_failed (runner);
  srunner_free (runner);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}

static void
hostile_free (MuTestHostile *item)
{
  g_free (item->kind);
  g_free (item->file);
  g_free (item->expected);
  g_free (item);
}

/* The cases of tests/hostile/MANIFEST: kind, file and message, tab-separated. */
GPtrArray *
mu_test_hostile_cases (void)
{
  g_autofree char *path = mu_test_path ("hostile/MANIFEST");
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  GPtrArray *cases = g_ptr_array_new_with_free_func ((GDestroyNotify) hostile_free);

  if (!g_file_get_contents (path, &text, NULL, NULL))
    g_error ("cannot read %s", path);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      MuTestHostile *item;

      if (*lines[i] == '\0' || *lines[i] == '#')
        continue;
      fields = g_strsplit (lines[i], "\t", 3);
      if (g_strv_length (fields) != 3)
        g_error ("MANIFEST line %u: expected kind, file and message separated by tabs", i + 1);
      item = g_new0 (MuTestHostile, 1);
      item->kind = g_strdup (fields[0]);
      item->file = g_strdup (fields[1]);
      item->expected = g_strdup (fields[2]);
      g_ptr_array_add (cases, item);
    }
  return cases;
}

/* The message a case must be refused with, for the file at path. */
char *
mu_test_hostile_message (const MuTestHostile *item, const char *path)
{
  g_auto(GStrv) parts = g_strsplit (item->expected, "{}", -1);

  return g_strjoinv (path, parts);
}

#define FIFTY_MB (50 * 1024 * 1024)

/* A roster of real units, padded to exactly 50 MB. */
GString *
mu_test_fifty_mb_roster (void)
{
  GString *text = g_string_sized_new (FIFTY_MB + 64);
  const char *end = "</command></roster>\n";

  g_string_append (text, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                         "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" ruleset=\"tts\" "
                         "list=\"principate-roman\" list-revision=\"1\"><command name=\"C\">\n");
  for (guint i = 0; text->len + 64 + strlen (end) < FIFTY_MB; i++)
    g_string_append_printf (text, "<unit id=\"u%u\" entry=\"legionarii\"/>\n", i);
  while (text->len + strlen (end) < FIFTY_MB)
    g_string_append_c (text, ' ');
  g_string_append (text, end);
  g_assert_cmpuint (text->len, ==, FIFTY_MB);
  return text;
}

void
mu_test_run_clear (MuTestRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

void
mu_test_run_cli (MuTestRun *run, const char *dir, char **envp, const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *tests = mu_test_path (".");
  int wait_status = 0;

  /* a run may be used again: what it held before goes */
  mu_test_run_clear (run);
  g_ptr_array_add (argv, (gpointer) g_getenv ("MUSTER_CLI"));
  g_ptr_array_add (argv, "--lists");
  g_ptr_array_add (argv, (gpointer) mu_test_lists_dir ());
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  ck_assert_ptr_nonnull (argv->pdata[0]);
  g_spawn_sync (dir != NULL ? dir : tests, (char **) argv->pdata, envp, G_SPAWN_DEFAULT, NULL, NULL,
                &run->out, &run->err, &wait_status, &error);
  g_assert_no_error (error);
  ck_assert (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
}
