/* mu-list-number.c: a row's number as a book prints it and as a list
 * file writes it
 *
 * One spelling of the list idioms for the importer, the list draft and the
 * list editor: the book's words ("Half or more", "Any"), the file's
 * ("half-or-more", "any") and the words the editor shows, translated.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mu-list-number.h"
#include "mu-range.h"

static const char * const idioms[] = { "any", "half-or-more", "up-to-half", "all-or-none", NULL };
static const char * const labels[]
    = { N_("Any"), N_("Half or more"), N_("Up to half"), N_("All or none") };

/**
 * mu_list_number_idioms:
 *
 * The list idioms for a row's number, as a list file writes them: "any",
 * "half-or-more", "up-to-half", "all-or-none".
 *
 * Returns: (transfer none): the idioms, %NULL terminated
 */
const char * const *
mu_list_number_idioms (void)
{
  return idioms;
}

/**
 * mu_list_number_label:
 * @idiom: (nullable): a row's number as a list file writes it
 *
 * The words for a list idiom as the books print them, translated ("Half or
 * more" for "half-or-more").
 *
 * Returns: (transfer none) (nullable): the words, or %NULL when @idiom is
 *   a range or nothing
 */
const char *
mu_list_number_label (const char *idiom)
{
  for (guint i = 0; idiom != NULL && idioms[i] != NULL; i++)
    if (g_str_equal (idiom, idioms[i]))
      return _(labels[i]);
  return NULL;
}

/* "Half or more" → "half-or-more"; a range or an idiom as written, as it is */
static char *
idiom_of (const char *words)
{
  g_autofree char *lower = g_ascii_strdown (words, -1);

  if (strpbrk (lower, "abcdefghijklmnopqrstuvwxyz") != NULL)
    g_strdelimit (lower, " ", '-');
  for (guint i = 0; idioms[i] != NULL; i++)
    if (g_str_equal (lower, idioms[i]))
      return g_strdup (idioms[i]);
  return g_steal_pointer (&lower);
}

/**
 * mu_list_number_read:
 * @text: a row's number as a book prints it or a player types it: a range
 *   ("0-3", "2", "1-any"), an idiom in words ("Half or more", "any"),
 *   either with footnote markers after it ("0-3*")
 * @markers: (out) (optional) (transfer full) (nullable): the markers
 *   printed after it ("*"), or %NULL
 *
 * Reads a row's number into the form a list file writes: "0-3",
 * "half-or-more".
 *
 * Returns: (transfer full) (nullable): the number, or %NULL when @text is
 *   none of those (@markers then %NULL too)
 */
char *
mu_list_number_read (const char *text, char **markers)
{
  g_autofree char *plain = g_strstrip (g_strdup (text != NULL ? text : ""));
  gsize len = strlen (plain);
  g_autofree char *stars = NULL;
  g_autofree char *number = NULL;
  MuRange range;

  while (len > 0 && plain[len - 1] == '*')
    len--;
  stars = len < strlen (plain) ? g_strdup (plain + len) : NULL;
  plain[len] = '\0';
  g_strstrip (plain);
  number = *plain != '\0' ? idiom_of (plain) : NULL;
  if (number == NULL || !mu_range_parse (number, &range))
    number = (g_free (number), NULL), stars = (g_free (stars), NULL);
  if (markers != NULL)
    *markers = g_steal_pointer (&stars);
  return g_steal_pointer (&number);
}
