/* mu-list-import-repair.c: words a PDF's text extraction damaged, mended
 * from the vocabulary a list may use
 *
 * Text copied out of a PDF loses its ligatures ("inantry" for "infantry",
 * "Te" for "The", "afer" for "after"), gives "o\uFFFD" for "of", and
 * repeats words ("general general") or splits them in two ("Ancie nt").
 * A word is mended only to a word of the list's vocabulary, and only when
 * one letter put back makes exactly one such word: names the vocabulary
 * does not know ("Equites", "Gladitorii") are left as printed.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "mu-list-import-private.h"

/* The words of the list format itself (headings, the number idioms, the
 * general upgrades, camps and fortifications, footnotes), which every
 * ruleset's lists share; the ruleset adds its troop types and qualities. */
static const char *format_words[] = { "unit",      "type",      "description",
                                      "number",    "save",      "cost",
                                      "upgrade",   "downgrade", "from",
                                      "to",        "foot",      "mounted",
                                      "half",      "or",        "more",
                                      "up",        "all",       "none",
                                      "any",       "of",        "the",
                                      "after",     "before",    "and",
                                      "only",      "in",        "at",
                                      "least",     "either",    "camp",
                                      "baggage",   "field",     "fortifications",
                                      "fort",      "fortified", "general",
                                      "attached",  "detached",  "hero",
                                      "heroes",    "heroic",    "senior",
                                      "brilliant", "fanatic",   "infantry",
                                      "cavalry",   "light",     "per",
                                      "length",    "allies",    "overleaf",
                                      "continued", "first",     "units",
                                      "maximum",   "may",       "be",
                                      "selected",  "this",      "these",
                                      "those",     "there",     "with" };

/* No word of a vocabulary is longer; a longer word in the text is never
 * mended, so mending costs time linear in the text however long its
 * words (a 1 MB word tried each letter in each place: minutes). */
#define LONGEST_WORD 40

static void
add_words (GHashTable *words, const char *text)
{
  g_autofree char *lower = g_ascii_strdown (text, -1);

  for (char *c = lower; *c != '\0'; c++)
    if (!g_ascii_isalpha (*c))
      *c = ' ';
  {
    g_auto(GStrv) parts = g_strsplit (lower, " ", -1);

    for (guint i = 0; parts[i] != NULL; i++)
      if (strlen (parts[i]) > 1 && strlen (parts[i]) <= LONGEST_WORD)
        g_hash_table_add (words, g_strdup (parts[i]));
  }
}

/**
 * mu_list_import_words:
 * @draft: (transfer none): the draft being read into
 *
 * The words a list of @draft's ruleset may print: the format's own and the
 * ruleset's troop types, qualities and general upgrades, in lower case.
 *
 * Returns: (transfer full): a set of words
 */
GHashTable *
mu_list_import_words (MuListDraft *draft)
{
  const char *attributes[] = { "type", "printed-type", "quality", "upgrade" };
  GHashTable *words = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (format_words); i++)
    g_hash_table_add (words, g_strdup (format_words[i]));
  for (guint i = 0; i < G_N_ELEMENTS (attributes); i++)
    {
      g_auto(GStrv) vocabulary = mu_list_draft_get_vocabulary (draft, attributes[i]);

      for (guint j = 0; vocabulary != NULL && vocabulary[j] != NULL; j++)
        add_words (words, vocabulary[j]);
    }
  return words;
}

/* What a lost ligature takes from a word: the f of "ff", "fi", "fl", the
 * h of "Th", the t of "ft"; and the i a misprint drops ("brillant") */
static const char lost_letters[] = "fhti";

static gboolean
known (GHashTable *words, const char *lower)
{
  gsize len = strlen (lower);
  g_autofree char *singular = len > 2 && lower[len - 1] == 's' ? g_strndup (lower, len - 1) : NULL;

  return g_hash_table_contains (words, lower)
         || (singular != NULL && g_hash_table_contains (words, singular));
}

/* The one word of the vocabulary that one letter put back makes, or NULL */
static char *
mend_word (GHashTable *words, const char *word)
{
  g_autofree char *lower = g_ascii_strdown (word, -1);
  gsize len = strlen (lower);
  char *found = NULL;
  guint position = 0;

  if (len < 2 || len >= LONGEST_WORD || known (words, lower))
    return NULL;
  for (guint i = 0, upper = 0; i < len; i++)
    if ((upper += g_ascii_isupper (word[i])) > 1)
      return NULL; /* "AD", "BC": abbreviations are left alone */
  for (guint at = 0; at <= len; at++)
    for (const char *letter = lost_letters; *letter != '\0'; letter++)
      {
        g_autofree char *candidate = g_strdup_printf ("%.*s%c%s", at, lower, *letter, lower + at);

        if (!known (words, candidate) || g_strcmp0 (found, candidate) == 0)
          continue;
        if (found != NULL)
          {
            g_free (found);
            return NULL; /* two words could be meant: none is guessed */
          }
        found = g_steal_pointer (&candidate);
        position = at;
      }
  if (found == NULL)
    return NULL;
  /* as printed: "Te" → "The", "Upgrade rom" → "Upgrade from" */
  for (guint i = 0; i < len; i++)
    if (g_ascii_isupper (word[i]))
      found[i + (i >= position)] = g_ascii_toupper (found[i + (i >= position)]);
  if (position == 0 && g_ascii_isupper (word[0]))
    {
      found[0] = g_ascii_toupper (found[0]);
      found[1] = g_ascii_tolower (found[1]);
    }
  return found;
}

static char *
mend_letters (GHashTable *words, const char *line)
{
  GString *out = g_string_new (NULL);
  const char *c = line;

  while (*c != '\0')
    {
      gsize run = 0;

      while (g_ascii_isalpha (c[run]))
        run++;
      if (run == 0)
        {
          g_string_append_c (out, *c++);
          continue;
        }
      {
        g_autofree char *word = g_strndup (c, run);
        g_autofree char *mended = mend_word (words, word);

        g_string_append (out, mended != NULL ? mended : word);
        c += run;
      }
    }
  return g_string_free (out, FALSE);
}

/* "general general" → "general", "Ancient Ancie nt" → "Ancient" */
static char *
drop_repeats (const char *line)
{
  g_auto(GStrv) words = g_strsplit (line, " ", -1);
  GString *out = g_string_new (NULL);
  guint n = g_strv_length (words);

  for (guint i = 0; i < n; i++)
    {
      const char *before = out->len > 0 && i > 0 ? words[i - 1] : NULL;

      if (before != NULL && *words[i] != '\0' && g_ascii_strcasecmp (words[i], before) == 0)
        continue;
      if (before != NULL && i + 1 < n && *words[i] != '\0' && *words[i + 1] != '\0')
        {
          g_autofree char *joined = g_strconcat (words[i], words[i + 1], NULL);

          if (g_str_equal (joined, before))
            {
              i++;
              continue;
            }
        }
      if (i > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, words[i]);
    }
  return g_string_free (out, FALSE);
}

/**
 * mu_list_import_repair:
 * @words: (transfer none): the vocabulary, from mu_list_import_words ()
 * @line: (transfer none): one line of the pasted text (UTF-8)
 *
 * Mends what a text extraction did to @line: "\uFFFD" read as the "f" it
 * stands for, words repeated or split in two taken once, and each word one
 * lost letter away from exactly one word of @words given that letter back.
 *
 * Returns: (transfer full): the mended line
 */
char *
mu_list_import_repair (GHashTable *words, const char *line)
{
  g_auto(GStrv) parts = g_strsplit (line, "\xef\xbf\xbd", -1);
  g_autofree char *joined = g_strjoinv ("f", parts);
  g_autofree char *mended = mend_letters (words, joined);

  return drop_repeats (mended);
}
