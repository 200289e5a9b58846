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

#include "mu-atomic-file.h"
#include "mu-error.h"

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

struct _MuAtomicFile
{
  char *path; /* the target, a symbolic link followed */
  char *tmp;  /* the temporary file beside it */
  int fd;
  int error; /* errno of the first failure, or 0 */
};

/* The target a symbolic link points to, or path itself. */
static char *
resolve (const char *path)
{
  char *target = g_file_test (path, G_FILE_TEST_IS_SYMLINK) ? realpath (path, NULL) : NULL;

  return target != NULL ? target : g_strdup (path);
}

/* Whether target may be replaced: it does not exist, or it is a regular
 * file (never a device, a FIFO or a folder). */
static gboolean
may_replace (const char *target, GError **error)
{
  GStatBuf st;

  if (g_stat (target, &st) != 0 || S_ISREG (st.st_mode))
    return TRUE;
  /* TRANSLATORS: why a file cannot be written, in “Could not save “FILE”: %s” */
  g_set_error (error, MU_ERROR, MU_ERROR_IO, _("Could not save “%s”: %s"), target, _("not a regular file"));
  return FALSE;
}

/**
 * mu_atomic_file_open:
 * @path: (type filename): the file to write (created or replaced); a
 *   symbolic link is followed: the file it points to is replaced
 * @error: return location for a #GError, or %NULL
 *
 * Starts writing a file whole or not at all: the bytes go to a temporary
 * file beside @path (with the permissions @path has) until
 * mu_atomic_file_commit() renames it into place. A @path that exists but is
 * not a regular file (a device such as /dev/null, a FIFO, a folder) is
 * refused, never replaced.
 *
 * Returns: (transfer full) (nullable): the file being written, to finish
 *   with mu_atomic_file_commit(); %NULL with @error set (%MU_ERROR_IO,
 *   `Could not save “PATH”: REASON`) when the target is refused or no
 *   temporary file can be made
 */
MuAtomicFile *
mu_atomic_file_open (const char *path, GError **error)
{
  g_autofree char *target = resolve (path);
  g_autofree char *dir = g_path_get_dirname (target);
  g_autofree char *base = g_path_get_basename (target);
  g_autofree char *tmp = g_strdup_printf ("%s/.%s.XXXXXX", dir, base);
  MuAtomicFile *self;
  GStatBuf st;
  int fd;

  if (!may_replace (target, error))
    return NULL;
  if ((fd = g_mkstemp_full (tmp, O_WRONLY | O_CLOEXEC, 0666)) < 0)
    {
      replace_failed (target, errno, error);
      return NULL;
    }
  if (g_stat (target, &st) == 0)
    fchmod (fd, st.st_mode & 07777);
  self = g_new0 (MuAtomicFile, 1);
  self->path = g_steal_pointer (&target);
  self->tmp = g_steal_pointer (&tmp);
  self->fd = fd;
  return self;
}

/**
 * mu_atomic_file_write:
 * @self: a file being written
 * @data: (array length=length): the next bytes
 * @length: how many
 *
 * Appends bytes to the temporary file. The first failure (a full disk, a
 * file-size limit) is kept for mu_atomic_file_commit() to report, and
 * every later write is skipped.
 *
 * Returns: %TRUE while every write so far succeeded
 */
gboolean
mu_atomic_file_write (MuAtomicFile *self, const void *data, gsize length)
{
  const char *bytes = data;

  while (self->error == 0 && length > 0)
    {
      gssize n = write (self->fd, bytes, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        self->error = n < 0 ? errno : ENOSPC;
      else
        {
          bytes += n;
          length -= (gsize) n;
        }
    }
  return self->error == 0;
}

/**
 * mu_atomic_file_fail:
 * @self: a file being written
 * @errnum: why the content is not whole, as an errno value (ENOMEM, EIO…)
 *
 * Marks the file as failed for a reason found outside its writes (the
 * producer of the content failing), unless a write failed first:
 * mu_atomic_file_commit() then leaves the target as it was.
 */
void
mu_atomic_file_fail (MuAtomicFile *self, int errnum)
{
  if (self->error == 0)
    self->error = errnum;
}

/* Flushes and closes the temporary file, keeps the backup and renames it
 * into place; returns 0 or the errno of what failed. */
static int
put_in_place (MuAtomicFile *self, MuFileReplaceFlags flags)
{
  int saved = self->error;

  if (saved == 0 && fsync (self->fd) != 0)
    saved = errno;
  if (close (self->fd) != 0 && saved == 0)
    saved = errno;
  if (saved == 0 && (flags & MU_FILE_REPLACE_KEEP_BACKUP) != 0 && !keep_backup (self->path))
    saved = errno;
  if (saved == 0 && g_rename (self->tmp, self->path) != 0)
    saved = errno;
  return saved;
}

/**
 * mu_atomic_file_commit:
 * @self: (transfer full): a file being written, freed here
 * @flags: %MU_FILE_REPLACE_KEEP_BACKUP to keep the previous version as “path~”
 * @error: return location for a #GError, or %NULL
 *
 * Finishes writing a file: flushes the temporary file to the disk and only
 * then renames it over the target, so that a crash or a full disk leaves
 * either the old file or the new one, never half of one. After a failed
 * write, mu_atomic_file_fail(), or a failure here, the temporary file is
 * removed and the target is as it was.
 *
 * Returns: %TRUE when the new file is in place; %FALSE with @error set
 *   (%MU_ERROR_IO, `Could not save “PATH”: REASON`)
 */
gboolean
mu_atomic_file_commit (MuAtomicFile *self, MuFileReplaceFlags flags, GError **error)
{
  int saved = put_in_place (self, flags);

  if (saved == 0)
    sync_folder (self->path);
  else
    {
      g_unlink (self->tmp);
      replace_failed (self->path, saved, error);
    }
  g_free (self->path);
  g_free (self->tmp);
  g_free (self);
  return saved == 0;
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
 * never half of one: mu_atomic_file_open(), one mu_atomic_file_write() and
 * mu_atomic_file_commit(). A symbolic link is followed: the file it points
 * to is replaced. A @path that exists but is not a regular file (a device
 * such as /dev/null, a FIFO, a folder) is refused, never replaced. On
 * failure nothing is left behind and the old file is as it was.
 *
 * Returns: %TRUE when the new file is in place; %FALSE with @error set
 *   (%MU_ERROR_IO, `Could not save “PATH”: REASON`)
 */
gboolean
mu_file_replace_full (const char *path, const char *data, gsize length, MuFileReplaceFlags flags,
                      GError **error)
{
  MuAtomicFile *file = mu_atomic_file_open (path, error);

  if (file == NULL)
    return FALSE;
  mu_atomic_file_write (file, data, length);
  return mu_atomic_file_commit (file, flags, error);
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
