/* mu-atomic-file.c: writing a file so that a crash or a full disk leaves
 * either the old file or the new one, never half of one
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <unistd.h>

#include "mu-atomic-file-private.h"
#include "mu-error.h"

static gboolean
write_all (int fd, const char *data, gsize length)
{
  while (length > 0)
    {
      gssize n = write (fd, data, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return FALSE;
      data += n;
      length -= (gsize) n;
    }
  return TRUE;
}

/* Writes the bytes to a new file beside path, with path's permissions when
 * it exists, and flushes them to the disk; returns its name, or NULL with
 * errno set and nothing left behind. */
static char *
write_temporary (const char *path, const char *data, gsize length)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *tmp = g_strdup_printf ("%s/.%s.XXXXXX", dir, base);
  GStatBuf st;
  int fd = g_mkstemp_full (tmp, O_WRONLY | O_CLOEXEC, 0666);
  int saved;

  if (fd < 0)
    return NULL;
  if (g_stat (path, &st) == 0)
    fchmod (fd, st.st_mode & 07777);
  if (write_all (fd, data, length) && fsync (fd) == 0)
    {
      if (close (fd) == 0)
        return g_steal_pointer (&tmp);
      fd = -1;
    }
  saved = errno;
  if (fd >= 0)
    close (fd);
  g_unlink (tmp);
  errno = saved;
  return NULL;
}

/* The previous version becomes “path~” (a hard link, so it costs no space). */
static gboolean
keep_backup (const char *path)
{
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  GStatBuf st;

  if (g_lstat (path, &st) != 0)
    return errno == ENOENT;
  if (g_unlink (backup) != 0 && errno != ENOENT)
    return FALSE;
  return link (path, backup) == 0;
}

static void
sync_folder (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  int fd = g_open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);

  if (fd >= 0)
    {
      fsync (fd);
      close (fd);
    }
}

static gboolean
replace_failed (const char *path, int saved_errno, GError **error)
{
  g_set_error (error, MU_ERROR, MU_ERROR_IO, _("Could not save “%s”: %s"), path, g_strerror (saved_errno));
  return FALSE;
}

/**
 * mu_file_replace_full:
 * @path: the file to write (created or replaced)
 * @data: the bytes
 * @length: how many
 * @flags: %MU_FILE_REPLACE_KEEP_BACKUP to keep the previous version as “path~”
 * @error: return location for a #GError, or %NULL
 *
 * Writes the bytes to a temporary file beside @path (with the permissions
 * @path has), flushes it to the disk and only then renames it into place, so
 * that a crash or a full disk leaves either the old file or the new one,
 * never half of one. A symbolic link is followed: the file it points to is
 * replaced. A @path that exists but is not a regular file (a device such as
 * /dev/null, a FIFO, a folder) is refused, never replaced. On failure
 * nothing is left behind and the old file is as it was.
 *
 * Returns: %TRUE when the new file is in place; %FALSE with @error set
 *   (%MU_ERROR_IO, `Could not save “PATH”: REASON`)
 */
gboolean
mu_file_replace_full (const char *path, const char *data, gsize length, MuFileReplaceFlags flags,
                      GError **error)
{
  g_autofree char *target = g_file_test (path, G_FILE_TEST_IS_SYMLINK) ? realpath (path, NULL) : NULL;
  g_autofree char *tmp = NULL;
  GStatBuf st;
  int saved;

  if (target != NULL)
    path = target;
  if (g_stat (path, &st) == 0 && !S_ISREG (st.st_mode))
    {
      /* TRANSLATORS: why a file cannot be written, in “Could not save “FILE”: %s” */
      g_set_error (error, MU_ERROR, MU_ERROR_IO,
                   _("Could not save “%s”: %s"), path, _("not a regular file"));
      return FALSE;
    }
  if ((tmp = write_temporary (path, data, length)) == NULL)
    return replace_failed (path, errno, error);
  if (((flags & MU_FILE_REPLACE_KEEP_BACKUP) == 0 || keep_backup (path)) && g_rename (tmp, path) == 0)
    {
      sync_folder (path);
      return TRUE;
    }
  saved = errno;
  g_unlink (tmp);
  return replace_failed (path, saved, error);
}

/**
 * mu_file_replace:
 * @path: the file to write (created or replaced)
 * @data: the bytes
 * @length: how many
 * @error: return location for a #GError, or %NULL
 *
 * Replaces a file whole or not at all: mu_file_replace_full() without a
 * backup.
 *
 * Returns: %TRUE when the new file is in place; %FALSE with @error set
 */
gboolean
mu_file_replace (const char *path, const char *data, gsize length, GError **error)
{
  return mu_file_replace_full (path, data, length, MU_FILE_REPLACE_NONE, error);
}
