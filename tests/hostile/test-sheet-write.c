/* test-sheet-write.c: printing a sheet never loses the previous one. The
 * PDF goes to a temporary file that replaces the old sheet only once it is
 * whole and on the disk; a full disk is an error (muster-cli exits 2 with
 * the reason) and leaves the old sheet as it was, with nothing left behind.
 *
 * The full disk is real: a 256 KiB tmpfs, filled to half a sheet, mounted in a private mount namespace
 * (as root, or as a user in a user namespace), which the muster-cli this
 * test starts shares and nothing else sees.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <sys/mount.h>
#include <sys/statvfs.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "mu-error.h"
#include "mu-evaluation.h"
#include "mu-sheet.h"
#include "mu-folder-test.h"
#include "mu-test.h"

#define SAMPLE "lists/examples/tts-sample-oob.muster"

static GBytes *
read_bytes (const char *path)
{
  char *data = NULL;
  gsize length = 0;

  ck_assert_msg (g_file_get_contents (path, &data, &length, NULL), "cannot read %s", path);
  return g_bytes_new_take (data, length);
}

static MuEvaluation *
sample_evaluation (void)
{
  g_autofree char *path = mu_test_path ("../" SAMPLE);

  return mu_test_evaluate (path);
}

/* A sheet written over another replaces it whole, with no temporary file
 * left beside it. */
START_TEST (test_sheet_replaces_old)
{
  g_autoptr(MuEvaluation) evaluation = sample_evaluation ();
  g_autofree char *dir = g_dir_make_tmp ("muster-sheet-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "old.pdf", NULL);
  g_autofree char *names = NULL;
  g_autoptr(GBytes) written = NULL;
  g_autoptr(GError) error = NULL;

  ck_assert (g_file_set_contents (path, "not yet a sheet", -1, NULL));
  ck_assert_msg (mu_sheet_write_pdf (evaluation, path, NULL, &error), "%s", error ? error->message : "");
  written = read_bytes (path);
  ck_assert_uint_gt (g_bytes_get_size (written), 1000);
  ck_assert (memcmp (g_bytes_get_data (written, NULL), "%PDF-", 5) == 0);
  names = mu_folder_test_list (dir);
  ck_assert_str_eq (names, "old.pdf");
  mu_folder_test_remove (dir);
}
END_TEST

/* A folder that cannot be written: the reason, and nothing written. */
START_TEST (test_sheet_missing_folder)
{
  g_autoptr(MuEvaluation) evaluation = sample_evaluation ();
  g_autoptr(GError) error = NULL;
  g_autofree char *expected
      = g_strdup_printf ("Could not save “/nonexistent-folder/old.pdf”: %s", g_strerror (ENOENT));

  ck_assert (!mu_sheet_write_pdf (evaluation, "/nonexistent-folder/old.pdf", NULL, &error));
  ck_assert (g_error_matches (error, MU_ERROR, MU_ERROR_IO));
  ck_assert_str_eq (error->message, expected);
}
END_TEST

static gsize
free_bytes (const char *dir)
{
  struct statvfs info;

  ck_assert_int_eq (statvfs (dir, &info), 0);
  return (gsize) info.f_bavail * info.f_frsize;
}

/* The disk fills while printing: the old sheet stays whole, the error says
 * why, and muster-cli print exits 2 with the same message. */
START_TEST (test_sheet_full_disk)
{
  g_autoptr(MuEvaluation) evaluation = sample_evaluation ();
  g_autofree char *dir = g_dir_make_tmp ("muster-sheet-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "old.pdf", NULL);
  g_autofree char *padding_path = g_build_filename (dir, "padding", NULL);
  g_autofree char *padding = NULL;
  gsize padding_size;
  g_autofree char *expected = NULL;
  g_autofree char *names = NULL;
  g_autofree char *sample = mu_test_path ("../" SAMPLE);
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(MuTestRun) run = { 0 };

  if (!mu_folder_test_mount_tmpfs (dir, 256 * 1024))
    {
      printf ("# full disk not tested: %s\n", g_strerror (errno));
      mu_folder_test_remove (dir);
      return;
    }
  ck_assert_msg (mu_sheet_write_pdf (evaluation, path, NULL, &error), "%s", error ? error->message : "");
  before = read_bytes (path);
  /* fill the disk but for half a sheet, whatever size the sheet has */
  padding_size = free_bytes (dir) - g_bytes_get_size (before) / 2;
  padding = g_malloc0 (padding_size);
  ck_assert (g_file_set_contents (padding_path, padding, padding_size, NULL));

  ck_assert (!mu_sheet_write_pdf (evaluation, path, NULL, &error));
  ck_assert (g_error_matches (error, MU_ERROR, MU_ERROR_IO));
  expected = g_strdup_printf ("Could not save “%s”: %s", path, g_strerror (ENOSPC));
  ck_assert_str_eq (error->message, expected);
  after = read_bytes (path);
  ck_assert (g_bytes_equal (before, after));
  names = mu_folder_test_list (dir);
  ck_assert_str_eq (names, "old.pdf padding");

  mu_test_run_cli (&run, NULL, NULL, (const char *[]){ "print", sample, "-o", path, NULL });
  ck_assert_int_eq (run.status, 2);
  ck_assert_str_eq (run.out, "");
  g_strchomp (run.err);
  ck_assert_str_eq (run.err, expected);
  g_clear_pointer (&after, g_bytes_unref);
  after = read_bytes (path);
  ck_assert (g_bytes_equal (before, after));
  g_free (names);
  names = mu_folder_test_list (dir);
  ck_assert_str_eq (names, "old.pdf padding");

  mu_folder_test_remove (dir);
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("sheet-write");
  TCase *tc = tcase_create ("sheet-write");

  tcase_add_test (tc, test_sheet_replaces_old);
  tcase_add_test (tc, test_sheet_missing_folder);
  tcase_add_test (tc, test_sheet_full_disk);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
