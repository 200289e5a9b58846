/* mu-sheet-style.h: the type, sizes and text helpers every part of the sheet shares
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <pango/pango.h>

G_BEGIN_DECLS

typedef enum
{
  MU_SHEET_FONT_TITLE,
  MU_SHEET_FONT_HEADING,
  MU_SHEET_FONT_BODY,
  MU_SHEET_FONT_BODY_BOLD,
  MU_SHEET_FONT_SMALL,
  MU_SHEET_FONT_SMALL_BOLD,
  MU_SHEET_FONT_CODE,
  MU_SHEET_FONT_CODE_SMALL, /* for a long code */
} MuSheetFont;

/* Sizes in points */
#define MU_SHEET_BOX 8.0 /* a tick box */
#define MU_SHEET_BOX_GAP 2.5
#define MU_SHEET_CELL_PAD 3.0 /* inside a table cell, left and right */
#define MU_SHEET_ROW_PAD 2.5  /* above and below a table row */
#define MU_SHEET_HAIRLINE 0.4
#define MU_SHEET_RULE 0.8
#define MU_SHEET_RULE_GRAY 0.55
#define MU_SHEET_LIGHT_GRAY 0.8
#define MU_SHEET_TINT 0.93 /* a heading's background: little ink */

PangoContext *mu_sheet_style_context (void);
/* Plain text; width ≤ 0 does not wrap. */
PangoLayout *mu_sheet_style_text (PangoContext *context, MuSheetFont font, const char *text, double width,
                                  PangoAlignment alignment);
/* Pango markup; every inserted value must be escaped. */
PangoLayout *mu_sheet_style_markup (PangoContext *context, MuSheetFont font, const char *markup, double width,
                                    PangoAlignment alignment);
double mu_sheet_style_height (PangoLayout *layout);
double mu_sheet_style_width (PangoLayout *layout);
/* text with its numbers kept together on a line: a space between two
 * numbers ("4D6 19–24") does not break, nor does a range ("13–18"), nor
 * the space before a separating " · ", which ends a line, not starts one. */
char *mu_sheet_style_keep_numbers (const char *text);
/* The width of the widest piece of text that wrapping cannot break: a
 * column at least this wide splits no word. */
double mu_sheet_style_widest_word (PangoContext *context, MuSheetFont font, const char *text);
/* The distance from a layout's top to its first baseline */
double mu_sheet_style_baseline (PangoLayout *layout);

G_END_DECLS
