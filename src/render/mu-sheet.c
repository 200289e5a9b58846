/* mu-sheet.c: the order-of-battle sheet, laid out in pages for print and PDF
 *
 * The content (mu-sheet-content.c) is a column of bands; the sheet places
 * them on pages, keeping a command on one page when it fits on one and
 * otherwise breaking it between rows, with its heading repeated; every page
 * ends with the stamp: list, revision, hashes, verdict, date and share code.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <inttypes.h>
#include <pango/pangocairo.h>

#include "mu-army-list.h"
#include "mu-error.h"
#include "mu-evaluation.h"
#include "mu-pdf-file.h"
#include "mu-roster.h"
#include "mu-share-code.h"
#include "mu-sheet-qr.h"
#include "mu-sheet-band.h"
#include "mu-sheet-content.h"
#include "mu-sheet-style.h"
#include "mu-sheet.h"

#define MU_SHEET_MARGIN 28.0 /* about 10 mm, inside what printers reach */
#define MU_SHEET_HEAD_GAP 6.0
#define MU_SHEET_LONG_CODE 480
#define MU_SHEET_QR_SIZE 72 /* points: an inch, quiet zone included */

typedef struct
{
  MuSheetBand *band; /* borrowed from bands or continuation */
  double y;
} Placement;

struct _MuSheet
{
  GObject parent_instance;
  MuEvaluation *evaluation;
  double width;
  double height;
  double margin;
  PangoContext *context;
  GPtrArray *bands;  /* MuSheetBand */
  GPtrArray *pages;  /* GArray of Placement */
  MuSheetBand *head; /* the running head of pages after the first */
  MuSheetBand *stamp;
  char *share_code;
  char *qr_text; /* the full code, without its dashes */
};

G_DEFINE_FINAL_TYPE (MuSheet, mu_sheet, G_TYPE_OBJECT)

static double
inner_width (MuSheet *self)
{
  return self->width - 2 * self->margin;
}

/* The running head and the stamp */

static MuSheetBand *
build_head (MuSheet *self)
{
  MuSheetBand *band = mu_sheet_band_new ();
  const char *army = mu_roster_get_army_name (self->evaluation->roster);
  const char *player = mu_roster_get_player (self->evaluation->roster);
  g_autoptr(PangoLayout) left = NULL;
  g_autoptr(PangoLayout) right = NULL;
  double height;

  left = mu_sheet_style_text (self->context, MU_SHEET_FONT_BODY_BOLD,
                              army != NULL ? army
                                           : _("Unnamed army"), inner_width (self) * 0.6, PANGO_ALIGN_LEFT);
  right = mu_sheet_style_text (self->context, MU_SHEET_FONT_BODY, player != NULL ? player : "",
                               inner_width (self) * 0.38, PANGO_ALIGN_RIGHT);
  pango_layout_set_ellipsize (left, PANGO_ELLIPSIZE_END);
  pango_layout_set_ellipsize (right, PANGO_ELLIPSIZE_END);
  mu_sheet_band_add_layout (band, left, 0, 0);
  mu_sheet_band_add_layout (band, right, inner_width (self) * 0.62, 0);
  height = MAX (mu_sheet_style_height (left), mu_sheet_style_height (right)) + 2;
  mu_sheet_band_add_rule (band, 0, height, inner_width (self), height, MU_SHEET_RULE, 0.0);
  mu_sheet_band_set_height (band, height + MU_SHEET_HEAD_GAP);
  return band;
}

static char *
stamp_date (void)
{
  const char *epoch = g_getenv ("SOURCE_DATE_EPOCH");
  guint64 seconds = 0;
  g_autoptr(GDateTime) now = NULL;

  /* reproducible sheets for tests and builds */
  if (epoch != NULL && g_ascii_string_to_unsigned (epoch, 10, 0, G_MAXINT64, &seconds, NULL))
    now = g_date_time_new_from_unix_utc ((gint64) seconds);
  else
    now = g_date_time_new_now_local ();
  return g_date_time_format (now, "%Y-%m-%d");
}

static char *
stamp_text (MuSheet *self)
{
  MuEvaluation *evaluation = self->evaluation;
  g_autofree char *list_hash = mu_army_list_short_hash (evaluation->list);
  g_autofree char *roster_hash = mu_roster_hash (evaluation->roster);
  g_autofree char *verdict = mu_evaluation_verdict (evaluation);
  g_autofree char *date = stamp_date ();

  roster_hash[MIN (strlen (roster_hash), 8)] = '\0';
  /* TRANSLATORS: the stamp at the foot of every sheet: list id, its revision,
   * the list's and the roster's short hashes, the verdict and the date */
  return g_strdup_printf (
      _("List %s, revision %" PRId64 " · list hash %s · roster hash %s · %s · printed %s"),
         evaluation->list->id, evaluation->list->revision, list_hash, roster_hash, verdict, date);
}

/* The short code as the stamp prints it, wrapped at width; in smaller type
 * when long (many named units, long orders: four lines at most for a
 * typical army), and a note in its place when it is too long to print. */
static PangoLayout *
code_layout (MuSheet *self, double width)
{
  PangoLayout *code;

  if (self->share_code != NULL)
    code = mu_sheet_style_text (self->context,
                                strlen (self->share_code) > MU_SHEET_LONG_CODE ? MU_SHEET_FONT_CODE_SMALL
                                                                               : MU_SHEET_FONT_CODE,
                                self->share_code, width, PANGO_ALIGN_LEFT);
  else
    /* TRANSLATORS: on the sheet, after "Share code", when the army's code
     * would be longer than a code can be typed back */
    code = mu_sheet_style_text (self->context, MU_SHEET_FONT_SMALL,
                                _("too long to type back: share the roster file instead"), width,
                                   PANGO_ALIGN_LEFT);
  pango_layout_set_wrap (code, PANGO_WRAP_WORD);
  return code;
}

static MuSheetBand *
build_stamp (MuSheet *self)
{
  MuSheetBand *band = mu_sheet_band_new ();
  g_autofree char *text = stamp_text (self);
  g_autoptr(PangoLayout) stamp = NULL;
  g_autoptr(PangoLayout) label = NULL;
  g_autoptr(PangoLayout) code = NULL;
  double width = inner_width (self), y = 3, x, qr;

  mu_sheet_band_add_rule (band, 0, 0, width, 0, MU_SHEET_HAIRLINE, 0.0);
  /* room on the right for the page number */
  stamp = mu_sheet_style_text (self->context, MU_SHEET_FONT_SMALL, text, width - 70, PANGO_ALIGN_LEFT);
  mu_sheet_band_add_layout (band, stamp, 0, y);
  y += mu_sheet_style_height (stamp) + 1.5;
  /* TRANSLATORS: before the code that rebuilds the roster; keep it short */
  label
      = mu_sheet_style_text (self->context, MU_SHEET_FONT_SMALL_BOLD, _("Share code"), -1, PANGO_ALIGN_LEFT);
  x = mu_sheet_style_width (label) + 6;
  /* the full code as a QR code, small, at the right of the short one */
  qr = self->qr_text == NULL
           ? 0
           : mu_sheet_qr_add (band, self->qr_text, width - MU_SHEET_QR_SIZE, y - 2, MU_SHEET_QR_SIZE);
  code = code_layout (self, width - x - (qr > 0 ? qr + 6 : 0));
  mu_sheet_band_add_layout (band, label, 0,
                            y + mu_sheet_style_baseline (code) - mu_sheet_style_baseline (label));
  mu_sheet_band_add_layout (band, code, x, y);
  mu_sheet_band_set_height (band, MAX (y + mu_sheet_style_height (code), qr > 0 ? y - 2 + qr : 0));
  return band;
}

/* Pagination */

static double
page_room (MuSheet *self, guint page)
{
  double room = self->height - 2 * self->margin - mu_sheet_band_get_height (self->stamp) - 4;

  return page == 0 ? room : room - mu_sheet_band_get_height (self->head);
}

/* Whether band i opens a group of bands kept on one page where it fits. */
static gboolean
starts_group (MuSheet *self, guint i)
{
  guint group = mu_sheet_band_get_group (self->bands->pdata[i]);

  return group != 0 && (i == 0 || mu_sheet_band_get_group (self->bands->pdata[i - 1]) != group);
}

static double block_height (MuSheet *self, guint i, double fresh);

/* What a band kept with the group starting at i needs below it: the whole
 * group where both fit on a page (a contingent's heading goes with its
 * first command's table, never alone at a page's foot), else the group's
 * first bands that keep together. */
static double
kept_group_height (MuSheet *self, guint i, double fresh, double above)
{
  double group = block_height (self, i, fresh);
  double height = 0;

  if (above + group <= fresh)
    return group;
  for (guint j = i; j < self->bands->len; j++)
    {
      height += mu_sheet_band_get_height (self->bands->pdata[j]);
      if (!mu_sheet_band_get_keep_with_next (self->bands->pdata[j]))
        break;
    }
  return height;
}

/* The height of the bands from i that must go on one page: a group that
 * fits on a page, else the band and those it keeps with. */
static double
block_height (MuSheet *self, guint i, double fresh)
{
  MuSheetBand *band = self->bands->pdata[i];
  guint group = mu_sheet_band_get_group (band);
  double height = 0;

  if (starts_group (self, i))
    {
      for (guint j = i; j < self->bands->len && mu_sheet_band_get_group (self->bands->pdata[j]) == group; j++)
        height += mu_sheet_band_get_height (self->bands->pdata[j]);
      if (height <= fresh)
        return height;
      height = 0;
    }
  for (guint j = i; j < self->bands->len; j++)
    {
      height += mu_sheet_band_get_height (self->bands->pdata[j]);
      if (!mu_sheet_band_get_keep_with_next (self->bands->pdata[j]))
        break;
      if (j + 1 < self->bands->len && starts_group (self, j + 1))
        return height + kept_group_height (self, j + 1, fresh, height);
    }
  return height;
}

static GArray *
new_page (MuSheet *self)
{
  GArray *page = g_array_new (FALSE, FALSE, sizeof (Placement));

  g_ptr_array_add (self->pages, page);
  return page;
}

/* Whether band i opens a new page when the page so far is y high: the
 * bands it must go with do not fit below but fit on a fresh page, or it
 * does not fit below itself. */
static gboolean
breaks_before (MuSheet *self, guint i, double y)
{
  double room = page_room (self, self->pages->len - 1);
  double fresh = page_room (self, 1);
  double block = block_height (self, i, fresh);

  return (y + block > room && block <= fresh) || y + mu_sheet_band_get_height (self->bands->pdata[i]) > room;
}

/* Whether band i, at the top of a page, is in the middle of its group, so
 * that its group's continued heading goes above it. */
static gboolean
continues_group (MuSheet *self, guint i)
{
  MuSheetBand *band = self->bands->pdata[i];

  return mu_sheet_band_get_continuation (band) != NULL && i > 0
         && mu_sheet_band_get_group (self->bands->pdata[i - 1]) == mu_sheet_band_get_group (band);
}

/* Places band on page at y; returns its height. */
static double
place (GArray *page, MuSheetBand *band, double y)
{
  g_array_append_val (page, ((Placement){ band, y }));
  return mu_sheet_band_get_height (band);
}

static void
paginate (MuSheet *self)
{
  GArray *page = new_page (self);
  double y = 0;

  /* past the most pages a sheet may have, the rest is not laid out */
  for (guint i = 0; i < self->bands->len && self->pages->len <= MU_SHEET_MAX_PAGES; i++)
    {
      MuSheetBand *band = self->bands->pdata[i];

      if (y > 0 && breaks_before (self, i, y))
        {
          page = new_page (self);
          y = 0;
        }
      if (y == 0 && mu_sheet_band_is_empty (band))
        continue;
      if (y == 0 && continues_group (self, i))
        y += place (page, mu_sheet_band_get_continuation (band), y);
      y += place (page, band, y);
    }
}

/* The object */

static void
mu_sheet_finalize (GObject *object)
{
  MuSheet *self = MU_SHEET (object);

  g_clear_pointer (&self->pages, g_ptr_array_unref);
  g_clear_pointer (&self->bands, g_ptr_array_unref);
  g_clear_pointer (&self->head, mu_sheet_band_unref);
  g_clear_pointer (&self->stamp, mu_sheet_band_unref);
  g_clear_object (&self->context);
  g_clear_pointer (&self->share_code, g_free);
  g_clear_pointer (&self->qr_text, g_free);
  g_clear_pointer (&self->evaluation, mu_evaluation_unref);
  G_OBJECT_CLASS (mu_sheet_parent_class)->finalize (object);
}

static void
mu_sheet_class_init (MuSheetClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mu_sheet_finalize;
}

static void
mu_sheet_init (MuSheet *self)
{
  self->pages = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
}

/* The codes of the stamp: the short one it prints and the full one its QR
 * code holds. */
static void
encode_codes (MuSheet *self)
{
  MuEvaluation *evaluation = self->evaluation;
  g_autofree char *full_code = NULL;
  g_auto(GStrv) parts = NULL;

  self->share_code = mu_share_code_encode (evaluation->roster, evaluation->list);
  /* a code longer than mu_share_code_decode reads is not printed: nobody
   * could type it back */
  if (self->share_code != NULL && strlen (self->share_code) > MU_SHARE_CODE_MAX_LENGTH)
    g_clear_pointer (&self->share_code, g_free);
  /* without its dashes the code is letters and digits only, the QR code's
   * densest mode */
  full_code = mu_share_code_encode_full (evaluation->roster, evaluation->list);
  if (full_code != NULL && strlen (full_code) <= MU_SHARE_CODE_MAX_LENGTH)
    self->qr_text = g_strjoinv ("", (parts = g_strsplit (full_code, "-", -1)));
}

/**
 * mu_sheet_new:
 * @evaluation: the evaluation of the roster to print
 * @width: the page's width, in points (%MU_SHEET_A4_WIDTH…)
 * @height: the page's height, in points
 * @margin: the margin on every side, in points; 0 when the printer keeps
 *   its own
 *
 * Lays out the order-of-battle sheet of an evaluation in pages: its bands
 * (mu_sheet_content_build()), the running head of every page after the
 * first, and the stamp at each page's foot with the short share code and,
 * built with libqrencode, a QR code of the full one. A code longer than
 * %MU_SHARE_CODE_MAX_LENGTH is left out, since it could not be read back.
 * The sheet holds a reference to @evaluation. The page must be more than
 * 200 points wider and taller than its margins.
 *
 * Returns: (transfer full): the sheet
 */
MuSheet *
mu_sheet_new (MuEvaluation *evaluation, double width, double height, double margin)
{
  MuSheet *self;

  g_return_val_if_fail (evaluation != NULL, NULL);
  g_return_val_if_fail (width > 2 * margin + 200 && height > 2 * margin + 200, NULL);

  self = g_object_new (MU_TYPE_SHEET, NULL);
  self->evaluation = mu_evaluation_ref (evaluation);
  self->width = width;
  self->height = height;
  self->margin = margin;
  self->context = mu_sheet_style_context ();
  encode_codes (self);
  self->head = build_head (self);
  self->stamp = build_stamp (self);
  self->bands = mu_sheet_content_build (evaluation, self->context, inner_width (self));
  paginate (self);
  return self;
}

/**
 * mu_sheet_paper_size:
 * @paper: (nullable): "a4" or "letter", in any case; %NULL is A4
 * @width: (out): the paper's width, in points
 * @height: (out): its height, in points
 * @error: return location for a %MU_ERROR_VALUE error
 *
 * Gives the size of a paper by name, for the sheet and the book of an
 * event alike.
 *
 * Returns: %TRUE; %FALSE with @error set when @paper is no size the sheet
 *   knows
 */
gboolean
mu_sheet_paper_size (const char *paper, double *width, double *height, GError **error)
{
  if (paper == NULL || g_ascii_strcasecmp (paper, "a4") == 0)
    {
      *width = MU_SHEET_A4_WIDTH;
      *height = MU_SHEET_A4_HEIGHT;
      return TRUE;
    }
  if (g_ascii_strcasecmp (paper, "letter") == 0)
    {
      *width = MU_SHEET_LETTER_WIDTH;
      *height = MU_SHEET_LETTER_HEIGHT;
      return TRUE;
    }
  g_set_error (error, MU_ERROR, MU_ERROR_VALUE, _("Unknown paper size “%s”; use a4 or letter"), paper);
  return FALSE;
}

/**
 * mu_sheet_new_for_paper:
 * @evaluation: the evaluation of the roster to print
 * @paper: (nullable): "a4" or "letter", in any case; %NULL is A4
 * @error: return location for a %MU_ERROR_VALUE error
 *
 * Lays out the sheet of an evaluation on a paper size by name
 * (mu_sheet_paper_size()), with the sheet's own margins; see
 * mu_sheet_new().
 *
 * Returns: (transfer full) (nullable): the sheet, or %NULL when @paper is
 *   no size the sheet knows
 */
MuSheet *
mu_sheet_new_for_paper (MuEvaluation *evaluation, const char *paper, GError **error)
{
  double width, height;

  if (!mu_sheet_paper_size (paper, &width, &height, error))
    return NULL;
  return mu_sheet_new (evaluation, width, height, MU_SHEET_MARGIN);
}

/**
 * mu_sheet_get_n_pages:
 * @self: a sheet
 *
 * Counts the sheet's pages; past %MU_SHEET_MAX_PAGES, see
 * mu_sheet_check_pages().
 *
 * Returns: the number of pages, at least 1
 */
guint
mu_sheet_get_n_pages (MuSheet *self)
{
  g_return_val_if_fail (MU_IS_SHEET (self), 0);
  return self->pages->len;
}

/**
 * mu_sheet_check_pages:
 * @self: a sheet
 * @error: return location for a %MU_ERROR_TOO_LARGE error
 *
 * Checks that the sheet fits on %MU_SHEET_MAX_PAGES pages; a longer one
 * is laid out only as far as one page past them, and must not be printed.
 *
 * Returns: %TRUE when the sheet may be printed
 */
gboolean
mu_sheet_check_pages (MuSheet *self, GError **error)
{
  g_return_val_if_fail (MU_IS_SHEET (self), FALSE);

  if (self->pages->len <= MU_SHEET_MAX_PAGES)
    return TRUE;
  g_set_error (error, MU_ERROR, MU_ERROR_TOO_LARGE,
               _("The sheet of this army would have more than %d pages, the most Muster prints"),
                  MU_SHEET_MAX_PAGES);
  return FALSE;
}

/**
 * mu_sheet_get_width:
 * @self: a sheet
 *
 * The width of the sheet's page.
 *
 * Returns: the width, in points
 */
double
mu_sheet_get_width (MuSheet *self)
{
  g_return_val_if_fail (MU_IS_SHEET (self), 0);
  return self->width;
}

/**
 * mu_sheet_get_height:
 * @self: a sheet
 *
 * The height of the sheet's page.
 *
 * Returns: the height, in points
 */
double
mu_sheet_get_height (MuSheet *self)
{
  g_return_val_if_fail (MU_IS_SHEET (self), 0);
  return self->height;
}

/**
 * mu_sheet_get_share_code:
 * @self: a sheet
 *
 * The short share code printed at the foot of each page
 * (mu_share_code_encode()).
 *
 * Returns: (transfer none) (nullable): the code, or %NULL when it is too
 *   long to print and the stamp says so instead
 */
const char *
mu_sheet_get_share_code (MuSheet *self)
{
  g_return_val_if_fail (MU_IS_SHEET (self), NULL);
  return self->share_code;
}

static void
draw_band_at (MuSheetBand *band, cairo_t *cr, double y)
{
  cairo_save (cr);
  cairo_translate (cr, 0, y);
  mu_sheet_band_draw (band, cr);
  cairo_restore (cr);
}

static void
draw_page_number (MuSheet *self, cairo_t *cr, guint page, double y)
{
  /* TRANSLATORS: at the foot of each page of the sheet */
  g_autofree char *text = g_strdup_printf (_("Page %u of %u"), page + 1, self->pages->len);
  g_autoptr(PangoLayout) layout
             = mu_sheet_style_text (self->context, MU_SHEET_FONT_SMALL, text, 68, PANGO_ALIGN_RIGHT);
  g_autoptr(MuSheetBand) band = mu_sheet_band_new ();

  mu_sheet_band_add_layout (band, layout, inner_width (self) - 68, 3);
  draw_band_at (band, cr, y);
}

/**
 * mu_sheet_draw_page:
 * @self: a sheet
 * @cr: where to draw, with the origin at the page's top left corner and
 *   units of points
 * @page: the page, from 0; less than mu_sheet_get_n_pages()
 *
 * Draws one page of the sheet: the running head (after the first page),
 * the bands placed on it, the stamp with the share code and the page's
 * number. Leaves the state of @cr as it found it.
 */
void
mu_sheet_draw_page (MuSheet *self, cairo_t *cr, guint page)
{
  GArray *placements;
  double top = 0, foot;

  g_return_if_fail (MU_IS_SHEET (self));
  g_return_if_fail (page < self->pages->len);

  placements = self->pages->pdata[page];
  foot = self->height - 2 * self->margin - mu_sheet_band_get_height (self->stamp);
  cairo_save (cr);
  cairo_translate (cr, self->margin, self->margin);
  if (page > 0)
    {
      draw_band_at (self->head, cr, 0);
      top = mu_sheet_band_get_height (self->head);
    }
  for (guint i = 0; i < placements->len; i++)
    {
      Placement *placement = &g_array_index (placements, Placement, i);
      draw_band_at (placement->band, cr, top + placement->y);
    }
  draw_band_at (self->stamp, cr, foot);
  draw_page_number (self, cr, page, foot);
  cairo_restore (cr);
}

/* PDF */

static void
draw_sheet_page (cairo_t *cr, guint page, gpointer data)
{
  mu_sheet_draw_page (data, cr, page);
}

/**
 * mu_sheet_write_pdf:
 * @evaluation: (transfer none): the evaluated roster to print
 * @path: (type filename): the PDF file to write; a symbolic link is followed
 * @paper: (nullable): "a4" or "letter"; %NULL is A4
 * @error: return location for a #MU_ERROR_IO error (“Could not save “FILE”:
 *   REASON”) or the paper's error
 *
 * Writes the sheet as a PDF. The pages go to a temporary file beside @path,
 * which is flushed to the disk and only then renamed over @path
 * (mu_pdf_file_write()): a full disk, a write error or a read-only folder
 * leaves whatever @path held as it was, and no temporary file behind; a
 * @path that is not a regular file (a device, a FIFO) is refused.
 *
 * Returns: %TRUE when @path holds the whole sheet
 */
gboolean
mu_sheet_write_pdf (MuEvaluation *evaluation, const char *path, const char *paper, GError **error)
{
  g_autoptr(MuSheet) self = NULL;
  const char *army;

  g_return_val_if_fail (evaluation != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  self = mu_sheet_new_for_paper (evaluation, paper, error);
  if (self == NULL || !mu_sheet_check_pages (self, error))
    return FALSE;
  army = mu_roster_get_army_name (evaluation->roster);
  if (army == NULL)
    army = _("Order of battle");
  return mu_pdf_file_write (path, army, self->width, self->height, self->pages->len, draw_sheet_page, self,
                            error);
}
