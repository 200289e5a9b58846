/* mu-sheet-qr.h: a QR code drawn in a band of the sheet
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-sheet-band.h"

G_BEGIN_DECLS

double mu_sheet_qr_add (MuSheetBand *band, const char *text, double x, double y, double size);

G_END_DECLS
