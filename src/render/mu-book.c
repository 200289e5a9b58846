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

#define MU_BOOK_COLUMNS 6

typedef struct
{
  const char *title;
  const char * const *conditions; /* NULL-terminated; may be NULL */
  guint n_conditions;
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

/* The title, the event's conditions and the heading of the columns take
 * the top of every page of the list; the rest is rows. */
static double
list_top (MuBook *book)
{
  return MU_BOOK_MARGIN + 64.0 + book->n_conditions * MU_BOOK_ROW;
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
  book->rows_per_page = MAX (1, (guint) ((book->height - list_top (book) - MU_BOOK_MARGIN) / MU_BOOK_ROW));
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
draw_row (MuBook *book, cairo_t *cr, MuSheetFont font, const char * const cells[MU_BOOK_COLUMNS], double y)
{
  double inner = book->width - 2 * MU_BOOK_MARGIN;
  const double share[MU_BOOK_COLUMNS] = { 0.17, 0.22, 0.25, 0.07, 0.21, 0.08 };
  double x = MU_BOOK_MARGIN;

  for (guint c = 0; c < MU_BOOK_COLUMNS; c++)
    {
      gboolean figure = c == 3 || c == 5;

      /* a figure keeps a wider gap before the text that follows it */
      draw_cell (book, cr, font, cells[c], x, y, inner * share[c] - (figure ? 16 : 6),
                 figure ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT);
      x += inner * share[c];
    }
}

/* The title, then each of the event's conditions on a line of its own */
static void
draw_title (MuBook *book, cairo_t *cr)
{
  double inner = book->width - 2 * MU_BOOK_MARGIN;

  draw_cell (book, cr, MU_SHEET_FONT_TITLE, book->title, MU_BOOK_MARGIN, MU_BOOK_MARGIN, inner,
             PANGO_ALIGN_LEFT);
  for (guint i = 0; i < book->n_conditions; i++)
    draw_cell (book, cr, MU_SHEET_FONT_BODY, book->conditions[i], MU_BOOK_MARGIN,
               MU_BOOK_MARGIN + 30.0 + i * MU_BOOK_ROW, inner, PANGO_ALIGN_LEFT);
}

static void
draw_contents_page (MuBook *book, cairo_t *cr, guint page)
{
  /* TRANSLATORS: the headings of the columns of the list of armies on an event book's first page */
  const char *heading[MU_BOOK_COLUMNS]
      = { _("Player"), _("Army"), _("List"), _("Points"), _("Verdict"), _("Page") };
  guint first = page * book->rows_per_page;

  cairo_set_source_rgb (cr, 0, 0, 0);
  draw_title (book, cr);
  draw_row (book, cr, MU_SHEET_FONT_BODY_BOLD, heading, list_top (book) - MU_BOOK_ROW - 4);
  cairo_set_line_width (cr, MU_SHEET_RULE);
  cairo_move_to (cr, MU_BOOK_MARGIN, list_top (book) - 2);
  cairo_line_to (cr, book->width - MU_BOOK_MARGIN, list_top (book) - 2);
  cairo_stroke (cr);
  for (guint i = first; i < book->n_entries && i < first + book->rows_per_page; i++)
    {
      const MuBookEntry *entry = &book->entries[i];
      guint start = g_array_index (book->starts, guint, i);
      g_autofree char *number = start > 0 ? g_strdup_printf ("%u", start) : g_strdup ("–");
      const char *cells[MU_BOOK_COLUMNS]
          = { entry->player, entry->army, entry->list ?: "–", entry->points ?: "–", entry->verdict, number };

      draw_row (book, cr, MU_SHEET_FONT_BODY, cells, list_top (book) + (i - first) * MU_BOOK_ROW);
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
 * @conditions: (nullable) (array zero-terminated=1): the event's conditions
 *   in words, a line each under the title
 * @entries: (array length=n_entries): the armies, in the order printed
 * @n_entries: their number
 * @path: the PDF to write; replaced only once complete and on the disk
 * @paper: "a4" or "letter" (%NULL is A4)
 * @error: where a failure goes
 *
 * Writes the list of armies (player, army, list, points, verdict, the page
 * its sheet starts on) under the title and the event's conditions, and
 * then each army's order-of-battle sheet. An entry without
 * an evaluation is listed without a page. The book is written as a sheet
 * is (mu_pdf_file_write()): a write error (a full disk, a file-size limit)
 * fails with its reason and leaves the old book whole, and a @path that is
 * not a regular file is refused.
 *
 * Returns: %TRUE, or %FALSE with @error set.
 */
gboolean
mu_book_write_pdf (const char *title, const char * const *conditions, const MuBookEntry *entries,
                   guint n_entries, const char *path, const char *paper, GError **error)
{
  MuBook book = { .title = title, .conditions = conditions, .entries = entries, .n_entries = n_entries };
  gboolean ok;

  g_return_val_if_fail (title != NULL && path != NULL, FALSE);
  book.n_conditions = conditions != NULL ? g_strv_length ((char **) conditions) : 0;
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
