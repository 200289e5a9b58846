/* test-writers.c: what muster-cli writes to a file, round three. A target
 * that is not a regular file (a FIFO, a device node) is refused with exit 2
 * and left as it is, by print -o, event check --html, event book -o and
 * import-list -o; under a file-size limit the sheet and the book fail with
 * the reason (exit 2, never a signal), keep the old file whole and leave no
 * temporary file. Every writer is core's one atomic file (mu-atomic-file.h):
 * its stream, an event pack saved and new-list -o are checked here too.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <glib/gstdio.h>

#include "mu-atomic-file.h"
#include "mu-error.h"
#include "mu-event.h"
#include "mu-test.h"

#define OLD "the old file\n"

static char *
sample (void)
{
  return mu_test_path ("../lists/examples/tts-sample-oob.muster");
}

static char *
pack (void)
{
  return mu_test_path ("fixtures/event/spring-muster.muster-event");
}

/* The names in dir, sorted, joined by spaces. */
static char *
names_in (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  ck_assert_ptr_nonnull (handle);
  while ((name = g_dir_read_name (handle)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, (GCompareFunc) g_ascii_strcasecmp);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static void
remove_all (const char *dir)
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

/* Each writer given target: exit 2, "Could not save “target”: not a
 * regular file", and target still of the type it was. */
static void
check_refused (const char *target, mode_t type)
{
  g_autofree char *roster = sample ();
  g_autofree char *event = pack ();
  g_autofree char *table = mu_test_path ("fixtures/import/ancient-british.txt");
  const char *commands[][9] = {
    { "print", roster, "-o", target, NULL },
    { "event", "check", event, roster, "--html", target, NULL },
    { "event", "book", event, roster, "-o", target, NULL },
    { "import-list", "--ruleset", "tts", table, "-o", target, NULL },
  };
  g_autofree char *refused = g_strdup_printf ("Could not save “%s”: not a regular file\n", target);

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(MuTestRun) run = { 0 };
      GStatBuf st;

      mu_test_run_cli (&run, NULL, NULL, commands[i]);
      ck_assert_msg (run.status == 2, "%s: exit %d", commands[i][0], run.status);
      ck_assert_msg (g_str_has_suffix (run.err, refused), "%s: %s", commands[i][0], run.err);
      ck_assert_int_eq (g_lstat (target, &st), 0);
      ck_assert_msg ((st.st_mode & S_IFMT) == type, "%s replaced %s", commands[i][0], target);
    }
}

START_TEST (test_fifo_refused)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-writers-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "out.pdf", NULL);
  g_autofree char *names = NULL;

  ck_assert_int_eq (mkfifo (fifo, 0600), 0);
  check_refused (fifo, S_IFIFO);
  names = names_in (dir);
  ck_assert_str_eq (names, "out.pdf");
  remove_all (dir);
}
END_TEST

/* A device node like /dev/null, made in a folder of the test's own (as
 * root: a device can only be made there). */
START_TEST (test_device_refused)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-writers-XXXXXX", NULL);
  g_autofree char *null = g_build_filename (dir, "null", NULL);

  if (mknod (null, S_IFCHR | 0666, makedev (1, 3)) != 0)
    {
      g_rmdir (dir);
      return;
    }
  check_refused (null, S_IFCHR);
  remove_all (dir);
}
END_TEST

/* Runs args with a file size limit of limit bytes. */
static void
run_limited (MuTestRun *run, const char * const *args, rlim_t limit)
{
  struct rlimit before, limited;

  ck_assert_int_eq (getrlimit (RLIMIT_FSIZE, &before), 0);
  limited = before;
  limited.rlim_cur = limit;
  ck_assert_int_eq (setrlimit (RLIMIT_FSIZE, &limited), 0);
  mu_test_run_cli (run, NULL, NULL, args);
  ck_assert_int_eq (setrlimit (RLIMIT_FSIZE, &before), 0);
}

/* The sheet and the book over an old file, past a file-size limit of 8 KiB:
 * the reason, exit 2, the old file whole, nothing else in the folder. */
START_TEST (test_file_size_limit)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-writers-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "old.pdf", NULL);
  g_autofree char *roster = sample ();
  g_autofree char *event = pack ();
  g_autofree char *expected = g_strdup_printf ("Could not save “%s”: File too large\n", path);
  const char *commands[][7] = {
    { "print", roster, "-o", path, NULL },
    { "event", "book", event, roster, "-o", path, NULL },
  };

  ck_assert (g_file_set_contents (path, OLD, -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(MuTestRun) run = { 0 };
      g_autofree char *text = NULL;
      g_autofree char *names = NULL;

      run_limited (&run, commands[i], 8192);
      ck_assert_msg (run.status == 2, "%s: exit %d", commands[i][0], run.status);
      ck_assert_str_eq (run.err, expected);
      ck_assert (g_file_get_contents (path, &text, NULL, NULL));
      ck_assert_str_eq (text, OLD);
      names = names_in (dir);
      ck_assert_str_eq (names, "old.pdf");
    }
  remove_all (dir);
}
END_TEST

/* An event pack saved over a FIFO: refused, the FIFO left as it was. */
START_TEST (test_event_save_refuses_fifo)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-writers-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "pack.muster-event", NULL);
  g_autofree char *path = mu_test_path ("fixtures/event/spring-muster.muster-event");
  g_autofree char *expected = g_strdup_printf ("Could not save “%s”: not a regular file", fifo);
  g_autoptr(MuEvent) event = mu_event_load_file (path, NULL);
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  ck_assert_ptr_nonnull (event);
  ck_assert_int_eq (mkfifo (fifo, 0600), 0);
  ck_assert (!mu_event_save (event, fifo, &error));
  ck_assert (g_error_matches (error, MU_ERROR, MU_ERROR_IO));
  ck_assert_str_eq (error->message, expected);
  ck_assert_int_eq (g_lstat (fifo, &st), 0);
  ck_assert (S_ISFIFO (st.st_mode));
  remove_all (dir);
}
END_TEST

/* The atomic file's stream: written in pieces with a backup, the new
 * bytes in place and the old ones in "path~"; failed by its producer, the
 * old file whole and nothing else in the folder. */
START_TEST (test_atomic_stream)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-writers-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "old.txt", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *expected = g_strdup_printf ("Could not save “%s”: %s", path, g_strerror (EIO));
  g_autofree char *text = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;
  MuAtomicFile *file;

  ck_assert (g_file_set_contents (path, OLD, -1, NULL));
  file = mu_atomic_file_open (path, &error);
  ck_assert_ptr_nonnull (file);
  ck_assert (mu_atomic_file_write (file, "new ", 4) && mu_atomic_file_write (file, "file\n", 5));
  ck_assert (mu_atomic_file_commit (file, MU_FILE_REPLACE_KEEP_BACKUP, &error));
  ck_assert (g_file_get_contents (path, &text, NULL, NULL)
             && g_file_get_contents (backup, &kept, NULL, NULL));
  ck_assert_str_eq (text, "new file\n");
  ck_assert_str_eq (kept, OLD);
  g_unlink (backup);

  file = mu_atomic_file_open (path, &error);
  ck_assert (mu_atomic_file_write (file, "half", 4));
  mu_atomic_file_fail (file, EIO);
  ck_assert (!mu_atomic_file_write (file, "more", 4));
  ck_assert (!mu_atomic_file_commit (file, MU_FILE_REPLACE_NONE, &error));
  ck_assert_str_eq (error->message, expected);
  g_clear_pointer (&text, g_free);
  ck_assert (g_file_get_contents (path, &text, NULL, NULL));
  ck_assert_str_eq (text, "new file\n");
  names = names_in (dir);
  ck_assert_str_eq (names, "old.txt");
  remove_all (dir);
}
END_TEST

/* new-list -o into a folder that is not there: the target named, not a
 * temporary file beside it. */
START_TEST (test_new_list_missing_folder)
{
  g_auto(MuTestRun) run = { 0 };
  const char *args[]
      = { "new-list", "--ruleset", "tts", "my-army", "-o", "/nonexistent-folder/my-army.xml", NULL };
  g_autofree char *expected
      = g_strdup_printf ("Could not save “/nonexistent-folder/my-army.xml”: %s\n", g_strerror (ENOENT));

  mu_test_run_cli (&run, NULL, NULL, args);
  ck_assert_int_eq (run.status, 2);
  ck_assert_str_eq (run.err, expected);
}
END_TEST

static Suite *
writers_suite (void)
{
  Suite *suite = suite_create ("writers");
  TCase *cli = tcase_create ("cli");

  tcase_set_timeout (cli, 120);
  tcase_add_test (cli, test_fifo_refused);
  tcase_add_test (cli, test_device_refused);
  tcase_add_test (cli, test_file_size_limit);
  tcase_add_test (cli, test_new_list_missing_folder);
  tcase_add_test (cli, test_event_save_refuses_fifo);
  tcase_add_test (cli, test_atomic_stream);
  suite_add_tcase (suite, cli);
  return suite;
}

int
main (void)
{
  return mu_test_run (writers_suite ());
}
