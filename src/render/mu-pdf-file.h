/* mu-pdf-file.h: a PDF written whole beside its target, then renamed over it
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* Draws the PDF into a stream whose writes go through write (with closure)
 * and returns the surface's final status. */
typedef cairo_status_t (*MuPdfDraw) (cairo_write_func_t write, void *closure, gpointer data);

gboolean mu_pdf_file_write (const char *path, MuPdfDraw draw, gpointer data, GError **error);

G_END_DECLS
