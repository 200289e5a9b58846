/* mu-sheet-qr.c: a QR code drawn in a band of the sheet
 *
 * Built with libqrencode when Muster is (meson option qrencode); without
 * it, nothing is drawn and the sheet is as it was.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#if HAVE_QRENCODE
#include <qrencode.h>
#endif

#include "mu-sheet-qr.h"

/* The quiet zone around the code, in modules, as the standard asks */
#define QUIET_ZONE 4

/**
 * mu_sheet_qr_add:
 * @band: the band to draw in
 * @text: what the code holds (capitals, digits and dashes take least room)
 * @x: the left of the code's quiet zone
 * @y: its top
 * @size: the side of the code with its quiet zone, in points
 *
 * Draws a QR code of @text (error correction level L), each row's runs of
 * dark modules as one rectangle.
 *
 * Returns: the side drawn, 0 when nothing is: Muster was built without
 *   libqrencode, or @text is too long for a QR code
 */
double
mu_sheet_qr_add (MuSheetBand *band, const char *text, double x, double y, double size)
{
#if HAVE_QRENCODE
  QRcode *code = QRcode_encodeString (text, 0, QR_ECLEVEL_L, QR_MODE_8, 1);
  double module;

  if (code == NULL)
    return 0;
  module = size / (code->width + 2 * QUIET_ZONE);
  for (int row = 0; row < code->width; row++)
    for (int column = 0; column < code->width;)
      {
        int run = 0;

        while (column + run < code->width && (code->data[row * code->width + column + run] & 1))
          run++;
        if (run > 0)
          mu_sheet_band_add_tint (band, x + (QUIET_ZONE + column) * module, y + (QUIET_ZONE + row) * module,
                                  run * module, module, 0.0);
        column += run > 0 ? run : 1;
      }
  QRcode_free (code);
  return size;
#else
  return 0;
#endif
}
