/* mu-pdf-file.c: a PDF written whole beside its target, then renamed over it
 *
 * The sheet and the book of an event are written the same way: to a
 * temporary file beside the target, through a sink that keeps the errno of
 * the first failed write (cairo does not always carry a write error of its
 * stream through to cairo_surface_status () once the surface is finished),
 * flushed to the disk, and only then renamed over the target. A full disk,
 * a file-size limit or a read-only folder leaves the target as it was and
 * no temporary file behind; a target that is not a regular file (a device
 * such as /dev/null, a FIFO, a folder) is refused, never replaced.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "mu-error.h"
#include "mu-pdf-file.h"

typedef struct
{
  int fd;
  int error; /* errno of the first failed write, or 0 */
} PdfSink;

static cairo_status_t
write_to_sink (void *closure, const unsigned char *data, unsigned int length)
{
  PdfSink *sink = closure;

  while (sink->error == 0 && length > 0)
    {
      ssize_t n = write (sink->fd, data, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        sink->error = n < 0 ? errno : ENOSPC;
      else
        {
          data += n;
          length -= (unsigned int) n;
        }
    }
  return sink->error == 0 ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

static gboolean
write_failed (const char *path, const char *reason, GError **error)
{
  g_set_error (error, MU_ERROR, MU_ERROR_IO, _("Could not write “%s”: %s"), path, reason);
  return FALSE;
}

/* Draws into the open temporary file and flushes it to the disk; returns
 * 0, or the errno of what failed. */
static int
fill_temporary (int fd, MuPdfDraw draw, gpointer data)
{
  PdfSink sink = { fd, 0 };
  cairo_status_t status = draw (write_to_sink, &sink, data);

  if (sink.error != 0)
    return sink.error;
  if (status == CAIRO_STATUS_NO_MEMORY)
    return ENOMEM;
  if (status != CAIRO_STATUS_SUCCESS)
    return EIO;
  if (fsync (fd) != 0)
    return errno;
  return 0;
}

/* Whether path may be replaced: it does not exist, or it is a regular
 * file. */
static gboolean
check_target (const char *path, GError **error)
{
  GStatBuf st;

  if (g_stat (path, &st) != 0 || S_ISREG (st.st_mode))
    return TRUE;
  /* TRANSLATORS: why a file cannot be written, in “Could not write “FILE”: %s” */
  return write_failed (path, _("not a regular file"), error);
}

/**
 * mu_pdf_file_write:
 * @path: (type filename): the PDF to write; a symbolic link is followed
 * @draw: (scope call): draws the document into the stream it is given
 * @data: (closure): passed to @draw
 * @error: return location for a #MU_ERROR_IO error (“Could not write
 *   “FILE”: REASON”)
 *
 * Writes a PDF to a temporary file beside @path, flushes it to the disk and
 * renames it over @path. A write error (a full disk, a file-size limit),
 * a read-only folder or a target that is not a regular file leaves @path as
 * it was, and no temporary file behind.
 *
 * Returns: %TRUE when @path holds the whole document
 */
gboolean
mu_pdf_file_write (const char *path, MuPdfDraw draw, gpointer data, GError **error)
{
  g_autofree char *target = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autofree char *tmp = NULL;
  GStatBuf st;
  int fd, saved;

  if (g_file_test (path, G_FILE_TEST_IS_SYMLINK) && (target = realpath (path, NULL)) != NULL)
    path = target;
  if (!check_target (path, error))
    return FALSE;
  dir = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  tmp = g_strdup_printf ("%s/.%s.XXXXXX", dir, base);
  fd = g_mkstemp_full (tmp, O_WRONLY | O_CLOEXEC, 0666);
  if (fd < 0)
    return write_failed (path, g_strerror (errno), error);
  if (g_stat (path, &st) == 0)
    fchmod (fd, st.st_mode & 07777);
  saved = fill_temporary (fd, draw, data);
  if (close (fd) != 0 && saved == 0)
    saved = errno;
  if (saved == 0 && g_rename (tmp, path) != 0)
    saved = errno;
  if (saved == 0)
    return TRUE;
  g_unlink (tmp);
  return write_failed (path, g_strerror (saved), error);
}
