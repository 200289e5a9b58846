/* mu-range.h: how many of a list row may be taken
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  MU_RANGE_ANY,          /* "Any": no limit */
  MU_RANGE_MIN_MAX,      /* "1-3", "0-2", "1-any" (no upper limit) */
  MU_RANGE_UP_TO_HALF,   /* upgrade row: at most half of the parent row */
  MU_RANGE_HALF_OR_MORE, /* upgrade row: at least half of the parent row */
  MU_RANGE_ALL_OR_NONE,  /* upgrade row: every unit of the parent row, or none */
} MuRangeKind;

typedef enum
{
  MU_HALF_EXACT,    /* "half" of 5 is 2½: up to half allows 2, half or more needs 3 */
  MU_HALF_ROUND_UP, /* "half" of 5 is 3 either way */
} MuHalfRounding;

typedef struct
{
  MuRangeKind kind;
  gint64 min;
  gint64 max;
} MuRange;

gboolean mu_range_parse (const char *text, MuRange *out);
char *mu_range_to_string (const MuRange *range);
char *mu_range_to_text (const MuRange *range);
gboolean mu_range_is_relative (const MuRange *range);
void mu_range_bounds (const MuRange *range, gint64 parent_count, MuHalfRounding rounding, gint64 *min,
                      gint64 *max);

G_END_DECLS
