/* mu-pdf-file.h: a PDF of pages, written whole beside its target, then
 * renamed over it
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* Draws page number page (from 0) of a document on cr, a white page. */
typedef void (*MuPdfDrawPage) (cairo_t *cr, guint page, gpointer data);

gboolean mu_pdf_file_write (const char *path, const char *title, double width, double height, guint n_pages,
                            MuPdfDrawPage draw_page, gpointer data, GError **error);

G_END_DECLS
