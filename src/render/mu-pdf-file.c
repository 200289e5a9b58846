/* mu-pdf-file.c: a PDF written whole beside its target, then renamed over it
 *
 * The sheet and the book of an event are written the same way, through
 * core's atomic file (mu-atomic-file.h): cairo's stream writes to it, and it
 * keeps the errno of the first failed write (cairo does not always carry a
 * write error of its stream through to cairo_surface_status () once the
 * surface is finished). A full disk, a file-size limit or a read-only
 * folder leaves the target as it was and no temporary file behind; a target
 * that is not a regular file (a device such as /dev/null, a FIFO, a folder)
 * is refused, never replaced.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <cairo-pdf.h>

#include "mu-atomic-file.h"
#include "mu-pdf-file.h"

static cairo_status_t
write_to_file (void *closure, const unsigned char *data, unsigned int length)
{
  return mu_atomic_file_write (closure, data, length) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

/* Each page starts as a sheet of white paper. Beside being what a viewer
 * shows anyway, one operation covering the page first lets cairo keep the
 * page's drawn area as a single rectangle: otherwise it merges every text run
 * and box into an ever more ragged region, a third of the time a long roster
 * takes to print. */
static void
paint_paper (cairo_t *cr)
{
  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_restore (cr);
}

/* Draws every page into the stream; returns the surface's final status. */
static cairo_status_t
draw_pages (MuAtomicFile *file, const char *title, double width, double height, guint n_pages,
            MuPdfDrawPage draw_page, gpointer data)
{
  cairo_surface_t *surface = cairo_pdf_surface_create_for_stream (write_to_file, file, width, height);
  cairo_t *cr = cairo_create (surface);
  cairo_status_t status;

  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Muster " PACKAGE_VERSION);
  for (guint page = 0; page < n_pages; page++)
    {
      paint_paper (cr);
      draw_page (cr, page, data);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  return status;
}

/**
 * mu_pdf_file_write:
 * @path: (type filename): the PDF to write; a symbolic link is followed
 * @title: the document's title, in its metadata
 * @width: the pages' width, in points
 * @height: their height, in points
 * @n_pages: how many pages
 * @draw_page: (scope call): draws one page, on white paper
 * @data: (closure): passed to @draw_page
 * @error: return location for a #MU_ERROR_IO error (“Could not save
 *   “FILE”: REASON”)
 *
 * Writes a PDF of @n_pages pages, the one page loop of the sheet and the
 * book: each page painted white, drawn by @draw_page and shown. The bytes
 * go through core's atomic file (mu_atomic_file_open()): to a temporary
 * file beside @path, flushed to the disk and renamed over @path. A write
 * error (a full disk, a file-size limit), a read-only folder or a target
 * that is not a regular file leaves @path as it was, and no temporary file
 * behind.
 *
 * Returns: %TRUE when @path holds the whole document
 */
gboolean
mu_pdf_file_write (const char *path, const char *title, double width, double height, guint n_pages,
                   MuPdfDrawPage draw_page, gpointer data, GError **error)
{
  MuAtomicFile *file = mu_atomic_file_open (path, error);
  cairo_status_t status;

  if (file == NULL)
    return FALSE;
  status = draw_pages (file, title, width, height, n_pages, draw_page, data);
  if (status == CAIRO_STATUS_NO_MEMORY)
    mu_atomic_file_fail (file, ENOMEM);
  else if (status != CAIRO_STATUS_SUCCESS)
    mu_atomic_file_fail (file, EIO);
  return mu_atomic_file_commit (file, MU_FILE_REPLACE_NONE, error);
}
