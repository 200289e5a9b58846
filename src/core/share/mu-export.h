/* mu-export.h: the order of battle as text to paste in a forum or an email
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"

G_BEGIN_DECLS

typedef enum
{
  MU_EXPORT_TEXT,
  MU_EXPORT_MARKDOWN,
  MU_EXPORT_BBCODE,
  MU_EXPORT_CSV,
} MuExportFormat;

char *mu_export_text (MuEvaluation *evaluation, MuExportFormat format);
gboolean mu_export_format_from_name (const char *name, MuExportFormat *format);

G_END_DECLS
