/* mu-folder-test.c: folders for the tests of writing files: a private tmpfs
 * to fill, the names a folder holds, and removing it all afterwards
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <string.h>
#include <sys/mount.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "mu-folder-test.h"

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The names in dir, sorted and joined by spaces. */
char *
mu_folder_test_list (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  const char *name;

  while ((name = g_dir_read_name (handle)) != NULL)
    g_ptr_array_add (names, (char *) name);
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static void
write_id_map (const char *file, const char *map)
{
  int fd = open (file, O_WRONLY);

  if (fd >= 0)
    {
      if (write (fd, map, strlen (map)) < 0)
        g_printerr ("%s: %s\n", file, g_strerror (errno));
      close (fd);
    }
}

/* Mounts a tmpfs of size bytes on dir in a mount namespace of this process
 * alone; FALSE when the system allows neither way of doing it. */
gboolean
mu_folder_test_mount_tmpfs (const char *dir, gsize size)
{
  g_autofree char *options = g_strdup_printf ("size=%" G_GSIZE_FORMAT, size);
  uid_t uid = getuid ();
  gid_t gid = getgid ();

  if (unshare (CLONE_NEWNS) != 0)
    {
      g_autofree char *uid_map = g_strdup_printf ("%u %u 1\n", uid, uid);
      g_autofree char *gid_map = g_strdup_printf ("%u %u 1\n", gid, gid);

      if (unshare (CLONE_NEWUSER | CLONE_NEWNS) != 0)
        return FALSE;
      write_id_map ("/proc/self/setgroups", "deny");
      write_id_map ("/proc/self/uid_map", uid_map);
      write_id_map ("/proc/self/gid_map", gid_map);
    }
  if (mount (NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
    return FALSE;
  return mount ("tmpfs", dir, "tmpfs", 0, options) == 0;
}

/* Removes dir and what the test left in it (unmounting it first if it is a
 * mount point). */
void
mu_folder_test_remove (const char *dir)
{
  g_autoptr(GDir) handle = NULL;
  const char *name;

  umount (dir);
  handle = g_dir_open (dir, 0, NULL);
  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}
