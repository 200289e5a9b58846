/* mu-sheet-band.h: a horizontal slice of the order-of-battle sheet
 *
 * The sheet is a column of bands: the page machinery (MuSheet) places them
 * on pages and draws them; the builders (mu-sheet-content.c and
 * mu-sheet-table.c) fill them with text, rules, tints and tick boxes, at
 * positions relative to the band's top left corner, in points.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>
#include <pango/pango.h>

G_BEGIN_DECLS

typedef struct _MuSheetBand MuSheetBand;

MuSheetBand *mu_sheet_band_new (void);
MuSheetBand *mu_sheet_band_ref (MuSheetBand *band);
void mu_sheet_band_unref (MuSheetBand *band);

double mu_sheet_band_get_height (MuSheetBand *band);
/* Nothing to draw: a gap, left out at the top of a page. */
gboolean mu_sheet_band_is_empty (MuSheetBand *band);
/* The height grows to fit whatever is added; this sets it outright. */
void mu_sheet_band_set_height (MuSheetBand *band, double height);
/* Never the last band of a page: it goes over with the band after it. */
gboolean mu_sheet_band_get_keep_with_next (MuSheetBand *band);
void mu_sheet_band_set_keep_with_next (MuSheetBand *band, gboolean keep);
/* Bands of one group (a command, say; 0 is none) go on one page when they
 * fit on one page. */
guint mu_sheet_band_get_group (MuSheetBand *band);
void mu_sheet_band_set_group (MuSheetBand *band, guint group);
/* What to draw above this band when it opens a page in the middle of its
 * group: the group's heading, marked as continued. */
MuSheetBand *mu_sheet_band_get_continuation (MuSheetBand *band);
void mu_sheet_band_set_continuation (MuSheetBand *band, MuSheetBand *continuation);

void mu_sheet_band_add_layout (MuSheetBand *band, PangoLayout *layout, double x, double y);
/* A line, gray from 0 (black) to 1 (white). */
void mu_sheet_band_add_rule (MuSheetBand *band, double x1, double y1, double x2, double y2, double line_width,
                             double gray);
void mu_sheet_band_add_tint (MuSheetBand *band, double x, double y, double width, double height, double gray);
/* An empty square to tick during the game. */
void mu_sheet_band_add_box (MuSheetBand *band, double x, double y, double size);
void mu_sheet_band_draw (MuSheetBand *band, cairo_t *cr);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuSheetBand, mu_sheet_band_unref)

G_END_DECLS
