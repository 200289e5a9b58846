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

MuSheetBand *
mu_sheet_band_new (void)
{
  MuSheetBand *band = g_new0 (MuSheetBand, 1);

  g_atomic_ref_count_init (&band->ref_count);
  band->ops = g_array_new (FALSE, TRUE, sizeof (Op));
  g_array_set_clear_func (band->ops, clear_op);
  return band;
}

MuSheetBand *
mu_sheet_band_ref (MuSheetBand *band)
{
  g_atomic_ref_count_inc (&band->ref_count);
  return band;
}

void
mu_sheet_band_unref (MuSheetBand *band)
{
  if (!g_atomic_ref_count_dec (&band->ref_count))
    return;
  g_array_unref (band->ops);
  g_clear_pointer (&band->continuation, mu_sheet_band_unref);
  g_free (band);
}

double
mu_sheet_band_get_height (MuSheetBand *band)
{
  return band->height;
}

gboolean
mu_sheet_band_is_empty (MuSheetBand *band)
{
  return band->ops->len == 0;
}

void
mu_sheet_band_set_height (MuSheetBand *band, double height)
{
  band->height = height;
}

gboolean
mu_sheet_band_get_keep_with_next (MuSheetBand *band)
{
  return band->keep_with_next;
}

void
mu_sheet_band_set_keep_with_next (MuSheetBand *band, gboolean keep)
{
  band->keep_with_next = keep;
}

guint
mu_sheet_band_get_group (MuSheetBand *band)
{
  return band->group;
}

void
mu_sheet_band_set_group (MuSheetBand *band, guint group)
{
  band->group = group;
}

MuSheetBand *
mu_sheet_band_get_continuation (MuSheetBand *band)
{
  return band->continuation;
}

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

void
mu_sheet_band_add_layout (MuSheetBand *band, PangoLayout *layout, double x, double y)
{
  Op op = { OP_LAYOUT, g_object_ref (layout), x, y, 0, 0, 0, 0 };
  int height = 0;

  pango_layout_get_size (layout, NULL, &height);
  g_array_append_val (band->ops, op);
  grow (band, y + (double) height / PANGO_SCALE);
}

void
mu_sheet_band_add_rule (MuSheetBand *band, double x1, double y1, double x2, double y2, double line_width,
                        double gray)
{
  Op op = { OP_RULE, NULL, x1, y1, x2, y2, line_width, gray };

  g_array_append_val (band->ops, op);
  grow (band, MAX (y1, y2) + line_width / 2);
}

void
mu_sheet_band_add_tint (MuSheetBand *band, double x, double y, double width, double height, double gray)
{
  Op op = { OP_TINT, NULL, x, y, width, height, 0, gray };

  g_array_append_val (band->ops, op);
  grow (band, y + height);
}

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

void
mu_sheet_band_draw (MuSheetBand *band, cairo_t *cr)
{
  cairo_save (cr);
  for (guint i = 0; i < band->ops->len; i++)
    draw_op (&g_array_index (band->ops, Op, i), cr);
  cairo_restore (cr);
}
