/* mu-book.c: an event's book in one PDF: the armies listed on the first
 * page(s) with the page each starts on, then every army's sheet
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <pango/pangocairo.h>

#include "mu-book.h"
#include "mu-error.h"
#include "mu-pdf-file.h"
#include "mu-sheet-style.h"
#include "mu-sheet.h"

#define MU_BOOK_MARGIN 36.0
#define MU_BOOK_ROW 16.0 /* a row of the list of armies */

typedef struct
{
  const char *title;
  const MuBookEntry *entries;
  guint n_entries;
  GPtrArray *sheets; /* MuSheet, or NULL for an entry without one */
  GArray *starts;    /* guint: the page each entry starts on, 0 none */
  double width;
  double height;
  guint rows_per_page;
  guint n_contents; /* pages of the list of armies */
  guint n_pages;    /* the book's, the list of armies included */
  PangoContext *context;
} MuBook;

/* The title and the heading of the columns take the top of every page of
 * the list; the rest is rows. */
static double
list_top (void)
{
  return MU_BOOK_MARGIN + 64.0;
}

static gboolean
lay_out (MuBook *book, const char *paper, GError **error)
{
  guint page;

  if (!mu_sheet_paper_size (paper, &book->width, &book->height, error))
    return FALSE;
  for (guint i = 0; i < book->n_entries; i++)
    {
      MuSheet *sheet = NULL;

      if (book->entries[i].evaluation != NULL
          && (sheet = mu_sheet_new_for_paper (book->entries[i].evaluation, paper, error)) == NULL)
        return FALSE;
      g_ptr_array_add (book->sheets, sheet);
    }
  book->rows_per_page = (guint) ((book->height - list_top () - MU_BOOK_MARGIN) / MU_BOOK_ROW);
  book->n_contents = MAX (1, (book->n_entries + book->rows_per_page - 1) / book->rows_per_page);
  page = book->n_contents + 1;
  for (guint i = 0; i < book->n_entries; i++)
    {
      MuSheet *sheet = book->sheets->pdata[i];
      guint start = sheet != NULL ? page : 0;

      g_array_append_val (book->starts, start);
      if (sheet != NULL)
        page += mu_sheet_get_n_pages (sheet);
    }
  book->n_pages = page - 1;
  return TRUE;
}

/* One line of text at x, y, cut with an ellipsis at width. */
static void
draw_cell (MuBook *book, cairo_t *cr, MuSheetFont font, const char *text, double x, double y, double width,
           PangoAlignment alignment)
{
  g_autoptr(PangoLayout) layout = mu_sheet_style_text (book->context, font, text, width, alignment);

  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_height (layout, -1);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

static void
draw_row (MuBook *book, cairo_t *cr, MuSheetFont font, const char * const cells[4], double y)
{
  double inner = book->width - 2 * MU_BOOK_MARGIN;
  const double share[] = { 0.28, 0.34, 0.28, 0.10 };
  double x = MU_BOOK_MARGIN;

  for (guint c = 0; c < 4; c++)
    {
      draw_cell (book, cr, font, cells[c], x, y, inner * share[c] - 6,
                 c == 3 ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT);
      x += inner * share[c];
    }
}

static void
draw_contents_page (MuBook *book, cairo_t *cr, guint page)
{
  /* TRANSLATORS: the headings of the columns of the list of armies on an event book's first page */
  const char *heading[4] = { _("Player"), _("Army"), _("Verdict"), _("Page") };
  double inner = book->width - 2 * MU_BOOK_MARGIN;
  guint first = page * book->rows_per_page;

  cairo_set_source_rgb (cr, 0, 0, 0);
  draw_cell (book, cr, MU_SHEET_FONT_TITLE, book->title, MU_BOOK_MARGIN, MU_BOOK_MARGIN, inner,
             PANGO_ALIGN_LEFT);
  draw_row (book, cr, MU_SHEET_FONT_BODY_BOLD, heading, list_top () - MU_BOOK_ROW - 4);
  cairo_set_line_width (cr, MU_SHEET_RULE);
  cairo_move_to (cr, MU_BOOK_MARGIN, list_top () - 2);
  cairo_line_to (cr, book->width - MU_BOOK_MARGIN, list_top () - 2);
  cairo_stroke (cr);
  for (guint i = first; i < book->n_entries && i < first + book->rows_per_page; i++)
    {
      guint start = g_array_index (book->starts, guint, i);
      g_autofree char *number = start > 0 ? g_strdup_printf ("%u", start) : g_strdup ("–");
      const char *cells[4]
          = { book->entries[i].player, book->entries[i].army, book->entries[i].verdict, number };

      draw_row (book, cr, MU_SHEET_FONT_BODY, cells, list_top () + (i - first) * MU_BOOK_ROW);
    }
}

/* The sheet and its page at a page of the book past the list of armies. */
static MuSheet *
sheet_at (MuBook *book, guint page, guint *sheet_page)
{
  for (guint i = 0; i < book->sheets->len; i++)
    {
      MuSheet *sheet = book->sheets->pdata[i];
      guint start = g_array_index (book->starts, guint, i);

      if (sheet != NULL && page + 1 >= start && page + 1 < start + mu_sheet_get_n_pages (sheet))
        {
          *sheet_page = page + 1 - start;
          return sheet;
        }
    }
  g_return_val_if_reached (NULL);
}

static void
draw_book_page (cairo_t *cr, guint page, gpointer data)
{
  MuBook *book = data;
  MuSheet *sheet;
  guint sheet_page = 0;

  if (page < book->n_contents)
    draw_contents_page (book, cr, page);
  else if ((sheet = sheet_at (book, page, &sheet_page)) != NULL)
    mu_sheet_draw_page (sheet, cr, sheet_page);
}

/**
 * mu_book_write_pdf:
 * @title: the book's title (the event), printed on its first page
 * @entries: (array length=n_entries): the armies, in the order printed
 * @n_entries: their number
 * @path: the PDF to write; replaced only once complete and on the disk
 * @paper: "a4" or "letter" (%NULL is A4)
 * @error: where a failure goes
 *
 * Writes the list of armies (player, army, verdict, the page its sheet
 * starts on) and then each army's order-of-battle sheet. An entry without
 * an evaluation is listed without a page. The book is written as a sheet
 * is (mu_pdf_file_write()): a write error (a full disk, a file-size limit)
 * fails with its reason and leaves the old book whole, and a @path that is
 * not a regular file is refused.
 *
 * Returns: %TRUE, or %FALSE with @error set.
 */
gboolean
mu_book_write_pdf (const char *title, const MuBookEntry *entries, guint n_entries, const char *path,
                   const char *paper, GError **error)
{
  MuBook book = { title, entries, n_entries, NULL, NULL, 0, 0, 0, 0, 0, NULL };
  gboolean ok;

  g_return_val_if_fail (title != NULL && path != NULL, FALSE);

  book.sheets = g_ptr_array_new_with_free_func ((GDestroyNotify) g_object_unref);
  g_ptr_array_set_free_func (book.sheets, NULL);
  book.starts = g_array_new (FALSE, TRUE, sizeof (guint));
  book.context = mu_sheet_style_context ();
  ok = lay_out (&book, paper, error)
       && mu_pdf_file_write (path, title, book.width, book.height, book.n_pages, draw_book_page, &book,
                             error);
  for (guint i = 0; i < book.sheets->len; i++)
    g_clear_object (&book.sheets->pdata[i]);
  g_ptr_array_unref (book.sheets);
  g_array_unref (book.starts);
  g_object_unref (book.context);
  return ok;
}
