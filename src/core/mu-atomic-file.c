/* mu-atomic-file.c: writing a file so that a crash or a full disk leaves
 * either the old file or the new one, never half of one
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
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

/**
 * mu_file_replace:
 * @path: the file to write (created or replaced)
 * @data: the bytes
 * @length: how many
 * @error: `Could not save “PATH”: REASON` when it fails
 *
 * Writes the bytes to a temporary file beside @path, flushes it to the disk
 * and renames it into place; on failure nothing is left behind and the old
 * file is as it was.
 *
 * Returns: TRUE when the new file is in place
 */
gboolean
mu_file_replace (const char *path, const char *data, gsize length, GError **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *tmp = g_strdup_printf ("%s/.%s.XXXXXX", dir, base);
  int fd = g_mkstemp_full (tmp, O_WRONLY | O_CLOEXEC, 0644);
  int saved;

  if (fd < 0)
    goto failed;
  if (!write_all (fd, data, length) || fsync (fd) != 0)
    {
      saved = errno;
      close (fd);
      g_unlink (tmp);
      errno = saved;
      goto failed;
    }
  if (close (fd) != 0 || g_rename (tmp, path) != 0)
    {
      saved = errno;
      g_unlink (tmp);
      errno = saved;
      goto failed;
    }
  sync_folder (path);
  return TRUE;

failed:
  saved = errno;
  g_set_error (error, MU_ERROR, MU_ERROR_IO, _("Could not save “%s”: %s"), path, g_strerror (saved));
  return FALSE;
}
