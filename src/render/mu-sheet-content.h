/* mu-sheet-content.h: what the order-of-battle sheet says, as bands
 *
 * The generic builder prints any ruleset's roster from its evaluation: the
 * unit table's columns come from the ruleset's unit_columns, the lines of a
 * command and of the army from their figures; the page machinery
 * (mu-sheet.c) is the same for all.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <pango/pango.h>

#include "mu-sheet-band.h"
#include "mu-types.h"

G_BEGIN_DECLS

typedef struct
{
  MuEvaluation *evaluation;
  PangoContext *context;
  double width;     /* of the printed area, in points */
  GPtrArray *bands; /* MuSheetBand, in order */
  guint next_group; /* for mu_sheet_band_set_group () */
} MuSheetBuilder;

/* Every band of the sheet but the running head and the stamp. */
GPtrArray *mu_sheet_content_build (MuEvaluation *evaluation, PangoContext *context, double width);
/* A band of text: a heading, a line of figures, a note. */
MuSheetBand *mu_sheet_content_heading (MuSheetBuilder *builder, const char *title, const char *right);

G_END_DECLS
