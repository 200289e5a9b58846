/* mu-sheet.h: the order-of-battle sheet, laid out in pages for print and PDF
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib-object.h>

#include "mu-types.h"

G_BEGIN_DECLS

#define MU_TYPE_SHEET (mu_sheet_get_type ())

G_DECLARE_FINAL_TYPE (MuSheet, mu_sheet, MU, SHEET, GObject)

/* Paper sizes in points (1/72 inch). */
#define MU_SHEET_A4_WIDTH 595.276
#define MU_SHEET_A4_HEIGHT 841.89
#define MU_SHEET_LETTER_WIDTH 612.0
#define MU_SHEET_LETTER_HEIGHT 792.0

/* A sheet for a page of width × height points, drawn inside margin points
 * on every side (0 when the printer already keeps its own margins). */
MuSheet *mu_sheet_new (MuEvaluation *evaluation, double width, double height, double margin);
/* paper: "a4" or "letter" (NULL is A4), with the sheet's own margins. */
gboolean mu_sheet_paper_size (const char *paper, double *width, double *height, GError **error);
MuSheet *mu_sheet_new_for_paper (MuEvaluation *evaluation, const char *paper, GError **error);
/* The most pages a sheet is printed on (README, Reliability). */
#define MU_SHEET_MAX_PAGES 1000

guint mu_sheet_get_n_pages (MuSheet *self);
gboolean mu_sheet_check_pages (MuSheet *self, GError **error);
double mu_sheet_get_width (MuSheet *self);
double mu_sheet_get_height (MuSheet *self);
const char *mu_sheet_get_share_code (MuSheet *self);
/* Draws page (from 0) with the origin at the page's top left corner, in points. */
void mu_sheet_draw_page (MuSheet *self, cairo_t *cr, guint page);

gboolean mu_sheet_write_pdf (MuEvaluation *evaluation, const char *path, const char *paper, GError **error);

G_END_DECLS
