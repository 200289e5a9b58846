/* mu-game-sheet.c: a game's summary on one page, in the sheet's type:
 * the army and the turn as its title, then every line of
 * mu_game_summary_lines () with the losses, cut with a last line saying
 * how many more when a page cannot hold them all
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <pango/pangocairo.h>

#include "mu-error.h"
#include "mu-game-sheet.h"
#include "mu-pdf-file.h"
#include "mu-sheet-style.h"
#include "mu-sheet.h"

#define MU_GAME_SHEET_MARGIN 42.0
#define MU_GAME_SHEET_LETTER_WIDTH 612.0
#define MU_GAME_SHEET_LETTER_HEIGHT 792.0

typedef struct
{
  GPtrArray *lines;
  double width;
  double height;
  PangoContext *context;
} Page;

static gboolean
paper_size (Page *page, const char *paper, GError **error)
{
  page->width = MU_SHEET_A4_WIDTH;
  page->height = MU_SHEET_A4_HEIGHT;
  if (paper == NULL || g_ascii_strcasecmp (paper, "a4") == 0)
    return TRUE;
  if (g_ascii_strcasecmp (paper, "letter") == 0)
    {
      page->width = MU_GAME_SHEET_LETTER_WIDTH;
      page->height = MU_GAME_SHEET_LETTER_HEIGHT;
      return TRUE;
    }
  g_set_error (error, MU_ERROR, MU_ERROR_VALUE, _("Unknown paper size “%s”; use a4 or letter"), paper);
  return FALSE;
}

/* Draws one line at y; returns the y of the next. */
static double
draw_line (Page *page, cairo_t *cr, MuSheetFont font, const char *text, double y)
{
  g_autoptr(PangoLayout) layout = mu_sheet_style_text (
      page->context, font, text, page->width - 2 * MU_GAME_SHEET_MARGIN, PANGO_ALIGN_LEFT);

  cairo_move_to (cr, MU_GAME_SHEET_MARGIN, y);
  pango_cairo_show_layout (cr, layout);
  return y + mu_sheet_style_height (layout) + (font == MU_SHEET_FONT_TITLE ? 10 : 4);
}

static void
draw_page (Page *page, cairo_t *cr)
{
  double y = MU_GAME_SHEET_MARGIN;
  double bottom = page->height - MU_GAME_SHEET_MARGIN - 20;

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  y = draw_line (page, cr, MU_SHEET_FONT_TITLE, page->lines->pdata[0], y);
  for (guint i = 1; i < page->lines->len; i++)
    {
      if (y > bottom)
        {
          g_autofree char *more = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "… and %u more line",
                                                                "… and %u more lines", page->lines->len - i),
                                                   page->lines->len - i);

          draw_line (page, cr, MU_SHEET_FONT_BODY, more, y);
          return;
        }
      y = draw_line (page, cr, i == 1 ? MU_SHEET_FONT_HEADING : MU_SHEET_FONT_BODY, page->lines->pdata[i], y);
    }
}

/* The one page, drawn by mu_pdf_file_write ()'s page loop. */
static void
draw_summary (cairo_t *cr, guint number, gpointer data)
{
  draw_page (data, cr);
}

/**
 * mu_game_sheet_write_pdf:
 * @game: a game
 * @path: the PDF to write; replaced only once complete and on the disk
 * @paper: "a4" or "letter" (%NULL is A4)
 * @error: where a failure goes
 *
 * Prints a game's summary on one page: the army, the turn, the victory
 * medals left, each command's victory points lost and whether it is
 * demoralised, the units, generals and camps lost, and each loss by name
 * (mu_game_summary_lines ()). It is written as a sheet is
 * (mu_pdf_file_write ()): a failed write leaves the old file whole.
 *
 * Returns: %TRUE, or %FALSE with @error set
 */
gboolean
mu_game_sheet_write_pdf (MuGame *game, const char *path, const char *paper, GError **error)
{
  Page page = { NULL, 0, 0, NULL };
  gboolean ok;

  g_return_val_if_fail (game != NULL && path != NULL, FALSE);
  if (!paper_size (&page, paper, error))
    return FALSE;
  page.lines = mu_game_summary_lines (game, TRUE);
  page.context = mu_sheet_style_context ();
  ok = mu_pdf_file_write (path, page.lines->pdata[0], page.width, page.height, 1, draw_summary, &page, error);
  g_object_unref (page.context);
  g_ptr_array_unref (page.lines);
  return ok;
}
