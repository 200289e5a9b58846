/* mu-string-table.c: tables of strings to strings, read in a stable order
 *
 * Options, attributes and declarations are kept in hash tables of strings;
 * what is written or checked from them goes in the order of their keys, so
 * a file written twice is the same and messages come in the same order.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include "mu-string-table.h"

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/**
 * mu_string_table_sorted_keys:
 * @table: a table whose keys are strings
 * @length: (out) (optional): how many keys there are
 *
 * The keys of a table in byte order (strcmp()).
 *
 * Returns: (transfer container) (array zero-terminated=1): the keys,
 *   borrowed from @table, in an array to free with g_free()
 */
const char **
mu_string_table_sorted_keys (GHashTable *table, guint *length)
{
  guint n = 0;
  gpointer *keys = g_hash_table_get_keys_as_array (table, &n);

  qsort (keys, n, sizeof (gpointer), compare_strings);
  if (length != NULL)
    *length = n;
  return (const char **) keys;
}

/**
 * mu_string_table_equal:
 * @a: (nullable): a table of strings to strings
 * @b: (nullable): another
 *
 * Compares two tables of strings, such as two sets of options.
 *
 * Returns: %TRUE when both are tables with the same keys, each with the same
 *   value; %FALSE when either is %NULL
 */
gboolean
mu_string_table_equal (GHashTable *a, GHashTable *b)
{
  GHashTableIter iter;
  gpointer key, value;

  if (a == NULL || b == NULL || g_hash_table_size (a) != g_hash_table_size (b))
    return FALSE;
  g_hash_table_iter_init (&iter, a);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (g_strcmp0 (value, g_hash_table_lookup (b, key)) != 0)
      return FALSE;
  return TRUE;
}
