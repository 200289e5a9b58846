/* mu-range.c: the list vocabulary for numbers of units
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-range.h"

#define MU_RANGE_NO_MAX G_MAXINT64

/* "2", "2-4" or "1-any" into out; FALSE for anything else. */
static gboolean
parse_min_max (const char *text, MuRange *out)
{
  g_auto(GStrv) parts = g_strsplit (text, "-", 2);
  guint64 a, b;

  out->kind = MU_RANGE_MIN_MAX;
  if (parts[0] == NULL || !g_ascii_string_to_unsigned (parts[0], 10, 0, 1000000, &a, NULL))
    return FALSE;
  if (parts[1] == NULL)
    b = a;
  else if (g_str_equal (parts[1], "any"))
    b = MU_RANGE_NO_MAX; /* "1-any": at least one, no upper limit */
  else if (!g_ascii_string_to_unsigned (parts[1], 10, a, 1000000, &b, NULL))
    return FALSE;
  out->min = (gint64) a;
  out->max = (gint64) b;
  return TRUE;
}

/**
 * mu_range_parse:
 * @text: (nullable): a range as an army list writes it: "2", "1-3", "1-any",
 *   "any", "up-to-half", "half-or-more" or "all-or-none"; %NULL means "any"
 * @out: (out caller-allocates): the range read
 *
 * Reads the number of units a list row allows.
 *
 * Returns: %TRUE on success; %FALSE when @text is none of the forms above
 *   (@out then holds nothing meaningful)
 */
gboolean
mu_range_parse (const char *text, MuRange *out)
{
  out->min = 0;
  out->max = MU_RANGE_NO_MAX;
  if (text == NULL || g_str_equal (text, "any"))
    out->kind = MU_RANGE_ANY;
  else if (g_str_equal (text, "up-to-half"))
    out->kind = MU_RANGE_UP_TO_HALF;
  else if (g_str_equal (text, "half-or-more"))
    out->kind = MU_RANGE_HALF_OR_MORE;
  else if (g_str_equal (text, "all-or-none"))
    out->kind = MU_RANGE_ALL_OR_NONE;
  else
    return parse_min_max (text, out);
  return TRUE;
}

/**
 * mu_range_to_string:
 * @range: a range
 *
 * Writes a range as an army list file writes it, so that mu_range_parse() reads
 * it back.
 *
 * Returns: (transfer full): "3", "1-3", "1-any", "any", "up-to-half",
 *   "half-or-more" or "all-or-none"
 */
char *
mu_range_to_string (const MuRange *range)
{
  switch (range->kind)
    {
    case MU_RANGE_ANY:
      return g_strdup ("any");
    case MU_RANGE_UP_TO_HALF:
      return g_strdup ("up-to-half");
    case MU_RANGE_HALF_OR_MORE:
      return g_strdup ("half-or-more");
    case MU_RANGE_ALL_OR_NONE:
      return g_strdup ("all-or-none");
    case MU_RANGE_MIN_MAX:
    default:
      if (range->min == range->max)
        return g_strdup_printf ("%" G_GINT64_FORMAT, range->min);
      if (range->max == MU_RANGE_NO_MAX)
        return g_strdup_printf ("%" G_GINT64_FORMAT "-any", range->min);
      return g_strdup_printf ("%" G_GINT64_FORMAT "-%" G_GINT64_FORMAT, range->min, range->max);
    }
}

/**
 * mu_range_to_text:
 * @range: a range
 *
 * Writes a range in the words the book uses, for people: "Any", "1–3", "1 or
 * more", "Up to half"…, translated.
 *
 * Returns: (transfer full): the text
 */
char *
mu_range_to_text (const MuRange *range)
{
  switch (range->kind)
    {
    case MU_RANGE_ANY:
      return g_strdup (_("Any"));
    case MU_RANGE_UP_TO_HALF:
      return g_strdup (_("Up to half"));
    case MU_RANGE_HALF_OR_MORE:
      return g_strdup (_("Half or more"));
    case MU_RANGE_ALL_OR_NONE:
      return g_strdup (_("All or none"));
    case MU_RANGE_MIN_MAX:
    default:
      if (range->min == range->max)
        return g_strdup_printf ("%" G_GINT64_FORMAT, range->min);
      if (range->max == MU_RANGE_NO_MAX)
        /* TRANSLATORS: a number of units with no upper limit, e.g. "1 or more" */
        return g_strdup_printf (_("%d or more"), (int) range->min); /* min ≤ 1000000 */
      return g_strdup_printf ("%" G_GINT64_FORMAT "–%" G_GINT64_FORMAT, range->min, range->max);
    }
}

/**
 * mu_range_is_relative:
 * @range: a range
 *
 * Tells whether a range counts against a parent row (an upgrade row's "up to
 * half", "half or more", "all or none").
 *
 * Returns: %TRUE for a relative range
 */
gboolean
mu_range_is_relative (const MuRange *range)
{
  return range->kind == MU_RANGE_UP_TO_HALF || range->kind == MU_RANGE_HALF_OR_MORE
         || range->kind == MU_RANGE_ALL_OR_NONE;
}

/**
 * mu_range_bounds:
 * @range: a range
 * @parent_count: how many units the parent row has; used by relative ranges only
 * @rounding: how "half" of an odd number rounds
 * @min: (out): the fewest allowed
 * @max: (out): the most allowed (%G_MAXINT64 for no limit)
 *
 * Gives the allowed minimum and maximum of a range, given how many the parent row
 * has.
 */
void
mu_range_bounds (const MuRange *range, gint64 parent_count, MuHalfRounding rounding, gint64 *min, gint64 *max)
{
  gint64 half_down = parent_count / 2;
  gint64 half_up = (parent_count + 1) / 2;

  switch (range->kind)
    {
    case MU_RANGE_ANY:
      *min = 0;
      *max = MU_RANGE_NO_MAX;
      break;
    case MU_RANGE_UP_TO_HALF:
      *min = 0;
      *max = rounding == MU_HALF_ROUND_UP ? half_up : half_down;
      break;
    case MU_RANGE_HALF_OR_MORE:
      *min = half_up;
      *max = parent_count;
      break;
    case MU_RANGE_ALL_OR_NONE:
      *min = 0;
      *max = parent_count;
      break;
    case MU_RANGE_MIN_MAX:
    default:
      *min = range->min;
      *max = range->max;
      break;
    }
}
