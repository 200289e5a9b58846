/* test-save.c: saving never loses a roster. The previous version is kept as
 * “file~”; a read-only folder or a full disk gives a clear error and leaves
 * the old file as it was, with no temporary file behind.
 *
 * The read-only folder and the full disk are real: a tmpfs mounted in a
 * private mount namespace (as root, or as a user in a user namespace), so
 * nothing outside the test process sees it.
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
#include <stdlib.h>
#include <linux/capability.h>
#include <sys/mount.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "mu-error.h"
#include "mu-roster.h"
#include "mu-folder-test.h"
#include "mu-test.h"

static MuRoster *
sample_roster (void)
{
  g_autofree char *path = mu_test_path ("../lists/examples/tts-sample-oob.muster");
  g_autoptr(GError) error = NULL;
  MuRoster *roster = mu_roster_load_file (path, &error);

  ck_assert_msg (roster != NULL, "%s", error != NULL ? error->message : "");
  return roster;
}

static char *
read_text (const char *path)
{
  char *text = NULL;

  ck_assert_msg (g_file_get_contents (path, &text, NULL, NULL), "cannot read %s", path);
  return text;
}

/* Drops this process's power to write where a folder's mode forbids it,
 * so that the superuser meets a read-only folder like anyone else. */
static gboolean
drop_dac_override (void)
{
  struct __user_cap_header_struct header = { _LINUX_CAPABILITY_VERSION_3, 0 };
  struct __user_cap_data_struct data[2] = { { 0 } };

  if (syscall (SYS_capget, &header, data) != 0)
    return FALSE;
  data[0].effective &= ~(1u << CAP_DAC_OVERRIDE);
  data[0].effective &= ~(1u << CAP_DAC_READ_SEARCH);
  data[0].effective &= ~(1u << CAP_FOWNER);
  return syscall (SYS_capset, &header, data) == 0;
}

static gboolean
remount_read_only (const char *dir)
{
  return mount (NULL, dir, NULL, MS_REMOUNT | MS_RDONLY, NULL) == 0;
}

START_TEST (test_save_keeps_backup)
{
  g_autoptr(MuRoster) roster = sample_roster ();
  g_autofree char *dir = g_dir_make_tmp ("muster-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "army.muster", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *first = mu_roster_to_xml (roster, NULL);
  g_autofree char *second = NULL;
  g_autofree char *on_disk = NULL;
  g_autofree char *backed_up = NULL;
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;

  ck_assert (mu_roster_save_file (roster, path, &error));
  ck_assert (!g_file_test (backup, G_FILE_TEST_EXISTS));
  mu_roster_set_army_name (roster, "Changed");
  second = mu_roster_to_xml (roster, NULL);
  ck_assert (mu_roster_save_file (roster, path, &error));
  on_disk = read_text (path);
  backed_up = read_text (backup);
  ck_assert_str_eq (on_disk, second);
  ck_assert_str_eq (backed_up, first);
  names = mu_folder_test_list (dir);
  ck_assert_str_eq (names, "army.muster army.muster~");
  mu_folder_test_remove (dir);
}
END_TEST

/* A symbolic link to a roster stays a link; the roster it points to is
 * replaced. */
START_TEST (test_save_follows_link)
{
  g_autoptr(MuRoster) roster = sample_roster ();
  g_autofree char *dir = g_dir_make_tmp ("muster-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "army.muster", NULL);
  g_autofree char *link_path = g_build_filename (dir, "link.muster", NULL);
  g_autofree char *expected = mu_roster_to_xml (roster, NULL);
  g_autofree char *on_disk = NULL;
  g_autoptr(GError) error = NULL;

  g_assert (g_file_set_contents (path, "old", -1, NULL));
  g_assert (symlink ("army.muster", link_path) == 0);
  ck_assert (mu_roster_save_file (roster, link_path, &error));
  ck_assert (g_file_test (link_path, G_FILE_TEST_IS_SYMLINK));
  on_disk = read_text (path);
  ck_assert_str_eq (on_disk, expected);
  mu_folder_test_remove (dir);
}
END_TEST

START_TEST (test_save_read_only_folder)
{
  g_autoptr(MuRoster) roster = sample_roster ();
  g_autofree char *dir = g_dir_make_tmp ("muster-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "army.muster", NULL);
  g_autofree char *expected = NULL;
  g_autofree char *on_disk = NULL;
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;
  gboolean mounted = FALSE;

  /* The superuser writes into any folder its mode forbids: a read-only
   * mount stops it, or else it gives up that power. */
  if (geteuid () == 0)
    mounted = mu_folder_test_mount_tmpfs (dir, 1 << 20);
  g_assert (g_file_set_contents (path, "the old roster\n", -1, NULL));
  if (mounted)
    ck_assert (remount_read_only (dir));
  else
    ck_assert (g_chmod (dir, 0555) == 0 && (geteuid () != 0 || drop_dac_override ()));

  ck_assert (!mu_roster_save_file (roster, path, &error));
  ck_assert (g_error_matches (error, MU_ERROR, MU_ERROR_IO));
  expected = g_strdup_printf ("Could not save “%s”: %s", path, g_strerror (mounted ? EROFS : EACCES));
  ck_assert_str_eq (error->message, expected);
  on_disk = read_text (path);
  ck_assert_str_eq (on_disk, "the old roster\n");
  names = mu_folder_test_list (dir);
  ck_assert_str_eq (names, "army.muster");
  if (!mounted)
    g_chmod (dir, 0700);
  mu_folder_test_remove (dir);
}
END_TEST

START_TEST (test_save_full_disk)
{
  g_autoptr(MuRoster) roster = sample_roster ();
  g_autofree char *dir = g_dir_make_tmp ("muster-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "army.muster", NULL);
  g_autofree char *first = mu_roster_to_xml (roster, NULL);
  g_autofree char *expected = NULL;
  g_autofree char *on_disk = NULL;
  g_autofree char *names = NULL;
  g_autoptr(GString) notes = g_string_new (NULL);
  g_autoptr(GError) error = NULL;

  if (!mu_folder_test_mount_tmpfs (dir, 64 * 1024))
    {
      /* Neither root nor user namespaces: nothing to mount a tiny disk on. */
      printf ("# full disk not tested: %s\n", g_strerror (errno));
      mu_folder_test_remove (dir);
      return;
    }
  ck_assert (mu_roster_save_file (roster, path, &error));
  while (notes->len < 256 * 1024)
    g_string_append (notes, "A long account of the campaign. ");
  mu_roster_set_notes (roster, notes->str);

  ck_assert (!mu_roster_save_file (roster, path, &error));
  ck_assert (g_error_matches (error, MU_ERROR, MU_ERROR_IO));
  expected = g_strdup_printf ("Could not save “%s”: %s", path, g_strerror (ENOSPC));
  ck_assert_str_eq (error->message, expected);
  on_disk = read_text (path);
  ck_assert_str_eq (on_disk, first);
  names = mu_folder_test_list (dir);
  ck_assert_str_eq (names, "army.muster");

  /* With room again, the next save works and keeps the first as backup. */
  mu_roster_set_notes (roster, "Short again.");
  g_clear_error (&error);
  ck_assert (mu_roster_save_file (roster, path, &error));
  names = (g_free (names), mu_folder_test_list (dir));
  ck_assert_str_eq (names, "army.muster army.muster~");
  mu_folder_test_remove (dir);
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("save");
  TCase *tc = tcase_create ("save");

  tcase_add_test (tc, test_save_keeps_backup);
  tcase_add_test (tc, test_save_follows_link);
  tcase_add_test (tc, test_save_read_only_folder);
  tcase_add_test (tc, test_save_full_disk);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
