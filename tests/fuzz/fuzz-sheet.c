/* fuzz-sheet.c: the sheet renderer and the PDF writer on fuzzed rosters. A
 * roster that loads is evaluated, laid out on A4 or Letter and drawn as a
 * PDF to a stream that fails after as many bytes as the input's first byte
 * says (never, for 0): a write error must end the PDF cleanly. The share
 * code drawn is one a reader takes, and a sheet past its pages is refused.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo-pdf.h>
#include <string.h>

#include "mu-evaluation.h"
#include "mu-fuzz.h"
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-share-code.h"
#include "mu-sheet.h"

/* At most this many pages are drawn: a sheet is many alike. */
#define MAX_DRAWN 6

typedef struct
{
  gboolean limited;
  gsize left;
} Stream;

static cairo_status_t
write_some (void *closure, const unsigned char *data, unsigned int length)
{
  Stream *stream = closure;

  if (stream->limited && length > stream->left)
    {
      return CAIRO_STATUS_WRITE_ERROR;
    }
  stream->left -= stream->limited ? length : 0;
  return CAIRO_STATUS_SUCCESS;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  MuLibrary *library = mu_fuzz_library ();
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  g_autoptr(MuSheet) sheet = NULL;
  MuArmyList *list = NULL;
  Stream stream = { size > 0 && data[0] != 0, size > 0 ? (gsize) data[0] * 512 : 0 };
  cairo_surface_t *surface;
  cairo_t *cr;
  guint pages;

  roster = mu_library_open_roster_data (library, (const char *) data, size, "fuzz.muster", &list, &error);
  if (roster == NULL)
    return 0;
  evaluation = mu_evaluate (roster, list);
  sheet = mu_sheet_new_for_paper (evaluation, size % 2 == 0 ? "a4" : "letter", &error);
  g_assert (sheet != NULL);
  g_assert (mu_sheet_get_share_code (sheet) == NULL
            || strlen (mu_sheet_get_share_code (sheet)) <= MU_SHARE_CODE_MAX_LENGTH);
  if (!mu_sheet_check_pages (sheet, &error))
    {
      g_assert (error != NULL);
      return 0;
    }
  pages = mu_sheet_get_n_pages (sheet);
  g_assert (pages > 0);
  surface = cairo_pdf_surface_create_for_stream (write_some, &stream, mu_sheet_get_width (sheet),
                                                 mu_sheet_get_height (sheet));
  cr = cairo_create (surface);
  for (guint page = 0; page < pages; page++)
    {
      if (page >= MAX_DRAWN / 2 && page + MAX_DRAWN / 2 < pages)
        continue;
      mu_sheet_draw_page (sheet, cr, page);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  cairo_surface_destroy (surface);
  return 0;
}
