/* mu-sheet-band.c: a horizontal slice of the order-of-battle sheet
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <pango/pangocairo.h>

#include "mu-sheet-band.h"

typedef enum
{
  OP_LAYOUT,
  OP_RULE,
  OP_TINT,
  OP_BOX,
} OpKind;

typedef struct
{
  OpKind kind;
  PangoLayout *layout;
  double x, y, x2, y2; /* x2, y2: a rule's end, a tint's or box's size */
  double line_width;
  double gray;
} Op;

struct _MuSheetBand
{
  gatomicrefcount ref_count;
  GArray *ops;
  double height;
  gboolean keep_with_next;
  guint group;
  MuSheetBand *continuation;
};

static void
clear_op (gpointer data)
{
  Op *op = data;

  g_clear_object (&op->layout);
}

/**
 * mu_sheet_band_new:
 *
 * Makes an empty band: nothing to draw, height 0, in no group, kept with
 * no other band and with no continuation.
 *
 * Returns: (transfer full): a new band, one reference held
 */
MuSheetBand *
mu_sheet_band_new (void)
{
  MuSheetBand *band = g_new0 (MuSheetBand, 1);

  g_atomic_ref_count_init (&band->ref_count);
  band->ops = g_array_new (FALSE, TRUE, sizeof (Op));
  g_array_set_clear_func (band->ops, clear_op);
  return band;
}

/**
 * mu_sheet_band_ref:
 * @band: a band
 *
 * Takes a reference to @band; safe from any thread.
 *
 * Returns: (transfer full): @band
 */
MuSheetBand *
mu_sheet_band_ref (MuSheetBand *band)
{
  g_atomic_ref_count_inc (&band->ref_count);
  return band;
}

/**
 * mu_sheet_band_unref:
 * @band: (transfer full): a band
 *
 * Drops a reference, and frees the band with what it draws and its
 * continuation's reference when it was the last.
 */
void
mu_sheet_band_unref (MuSheetBand *band)
{
  if (!g_atomic_ref_count_dec (&band->ref_count))
    return;
  g_array_unref (band->ops);
  g_clear_pointer (&band->continuation, mu_sheet_band_unref);
  g_free (band);
}

/**
 * mu_sheet_band_get_height:
 * @band: a band
 *
 * The band's height in points: as far down as what was added to it
 * reaches, or what mu_sheet_band_set_height() last set.
 *
 * Returns: the height, in points
 */
double
mu_sheet_band_get_height (MuSheetBand *band)
{
  return band->height;
}

/**
 * mu_sheet_band_is_empty:
 * @band: a band
 *
 * Tells whether the band draws nothing: a gap, which the page machinery
 * leaves out at the top of a page.
 *
 * Returns: %TRUE when nothing was added to @band
 */
gboolean
mu_sheet_band_is_empty (MuSheetBand *band)
{
  return band->ops->len == 0;
}

/**
 * mu_sheet_band_set_height:
 * @band: a band
 * @height: the new height, in points
 *
 * Sets the band's height outright; without it the height grows to fit
 * whatever is added. What is added after grows it again.
 */
void
mu_sheet_band_set_height (MuSheetBand *band, double height)
{
  band->height = height;
}

/**
 * mu_sheet_band_get_keep_with_next:
 * @band: a band
 *
 * Tells whether the band must not end a page: it goes over to the next
 * page with the band after it (a heading, the first row of a table).
 *
 * Returns: %TRUE when @band is kept with the next band
 */
gboolean
mu_sheet_band_get_keep_with_next (MuSheetBand *band)
{
  return band->keep_with_next;
}

/**
 * mu_sheet_band_set_keep_with_next:
 * @band: a band
 * @keep: %TRUE to keep @band on the page of the band after it
 *
 * Sets whether the band must not be the last of a page; see
 * mu_sheet_band_get_keep_with_next().
 */
void
mu_sheet_band_set_keep_with_next (MuSheetBand *band, gboolean keep)
{
  band->keep_with_next = keep;
}

/**
 * mu_sheet_band_get_group:
 * @band: a band
 *
 * The band's group: bands of one group (a command's table) go on one page
 * when they fit on one page.
 *
 * Returns: the group, 0 for none
 */
guint
mu_sheet_band_get_group (MuSheetBand *band)
{
  return band->group;
}

/**
 * mu_sheet_band_set_group:
 * @band: a band
 * @group: the group, 0 for none; a builder numbers its groups with
 *   MuSheetBuilder's next_group
 *
 * Puts the band in a group; see mu_sheet_band_get_group().
 */
void
mu_sheet_band_set_group (MuSheetBand *band, guint group)
{
  band->group = group;
}

/**
 * mu_sheet_band_get_continuation:
 * @band: a band
 *
 * What is drawn above @band when it opens a page in the middle of its
 * group: the group's heading, marked as continued.
 *
 * Returns: (transfer none) (nullable): the continuation, or %NULL for none
 */
MuSheetBand *
mu_sheet_band_get_continuation (MuSheetBand *band)
{
  return band->continuation;
}

/**
 * mu_sheet_band_set_continuation:
 * @band: a band
 * @continuation: (nullable) (transfer none): the band to draw above @band
 *   when it opens a page, or %NULL for none
 *
 * Sets what is drawn above @band when it opens a page in the middle of its
 * group. @band takes its own reference to @continuation and drops the one
 * to the band it replaces.
 */
void
mu_sheet_band_set_continuation (MuSheetBand *band, MuSheetBand *continuation)
{
  if (continuation != NULL)
    mu_sheet_band_ref (continuation);
  g_clear_pointer (&band->continuation, mu_sheet_band_unref);
  band->continuation = continuation;
}

static void
grow (MuSheetBand *band, double bottom)
{
  band->height = MAX (band->height, bottom);
}

/**
 * mu_sheet_band_add_layout:
 * @band: a band
 * @layout: (transfer none): the text, laid out (mu_sheet_style_text())
 * @x: its left, in points from the band's left
 * @y: its top, in points from the band's top
 *
 * Adds text to draw; the band takes a reference to @layout and grows to
 * fit it.
 */
void
mu_sheet_band_add_layout (MuSheetBand *band, PangoLayout *layout, double x, double y)
{
  Op op = { OP_LAYOUT, g_object_ref (layout), x, y, 0, 0, 0, 0 };
  int height = 0;

  pango_layout_get_size (layout, NULL, &height);
  g_array_append_val (band->ops, op);
  grow (band, y + (double) height / PANGO_SCALE);
}

/**
 * mu_sheet_band_add_rule:
 * @band: a band
 * @x1: the line's start, in points from the band's left
 * @y1: its start, in points from the band's top
 * @x2: its end, from the left
 * @y2: its end, from the top
 * @line_width: its width, in points
 * @gray: its gray, from 0 (black) to 1 (white)
 *
 * Adds a straight line to draw; the band grows to fit it.
 */
void
mu_sheet_band_add_rule (MuSheetBand *band, double x1, double y1, double x2, double y2, double line_width,
                        double gray)
{
  Op op = { OP_RULE, NULL, x1, y1, x2, y2, line_width, gray };

  g_array_append_val (band->ops, op);
  grow (band, MAX (y1, y2) + line_width / 2);
}

/**
 * mu_sheet_band_add_tint:
 * @band: a band
 * @x: the rectangle's left, in points from the band's left
 * @y: its top, in points from the band's top
 * @width: its width, in points
 * @height: its height, in points
 * @gray: its gray, from 0 (black) to 1 (white)
 *
 * Adds a filled rectangle with no outline (a heading's background, a
 * module of a QR code); the band grows to fit it.
 */
void
mu_sheet_band_add_tint (MuSheetBand *band, double x, double y, double width, double height, double gray)
{
  Op op = { OP_TINT, NULL, x, y, width, height, 0, gray };

  g_array_append_val (band->ops, op);
  grow (band, y + height);
}

/**
 * mu_sheet_band_add_box:
 * @band: a band
 * @x: the box's left, in points from the band's left
 * @y: its top, in points from the band's top
 * @size: its side, in points
 *
 * Adds an empty square outlined in black, to tick during the game; the
 * band grows to fit it.
 */
void
mu_sheet_band_add_box (MuSheetBand *band, double x, double y, double size)
{
  Op op = { OP_BOX, NULL, x, y, size, size, 0.6, 0.0 };

  g_array_append_val (band->ops, op);
  grow (band, y + size);
}

static void
draw_op (const Op *op, cairo_t *cr)
{
  switch (op->kind)
    {
    case OP_LAYOUT:
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_move_to (cr, op->x, op->y);
      pango_cairo_show_layout (cr, op->layout);
      break;
    case OP_RULE:
      cairo_set_source_rgb (cr, op->gray, op->gray, op->gray);
      cairo_set_line_width (cr, op->line_width);
      cairo_move_to (cr, op->x, op->y);
      cairo_line_to (cr, op->x2, op->y2);
      cairo_stroke (cr);
      break;
    case OP_TINT:
      cairo_set_source_rgb (cr, op->gray, op->gray, op->gray);
      cairo_rectangle (cr, op->x, op->y, op->x2, op->y2);
      cairo_fill (cr);
      break;
    case OP_BOX:
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_set_line_width (cr, op->line_width);
      cairo_rectangle (cr, op->x + op->line_width / 2, op->y + op->line_width / 2, op->x2 - op->line_width,
                       op->y2 - op->line_width);
      cairo_stroke (cr);
      break;
    default:
      g_assert_not_reached ();
    }
}

/**
 * mu_sheet_band_draw:
 * @band: a band
 * @cr: where to draw, with the origin at the band's top left corner
 *
 * Draws what was added to the band, in the order it was added. Leaves the
 * state of @cr as it found it.
 */
void
mu_sheet_band_draw (MuSheetBand *band, cairo_t *cr)
{
  cairo_save (cr);
  for (guint i = 0; i < band->ops->len; i++)
    draw_op (&g_array_index (band->ops, Op, i), cr);
  cairo_restore (cr);
}
