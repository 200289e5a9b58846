/* mu-ally-row.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-ally-row.h"
#include "mu-xml-private.h"

/**
 * mu_ally_row_parse:
 * @node: an <ally list="…" name="…" markers="…"/> element of an army list
 * @file: what messages call the file
 * @error: return location for a #GError, or %NULL
 *
 * Reads one ally of a list's allies row.
 *
 * Returns: (transfer full) (nullable): the row, or %NULL with @error set
 *   (%MU_ERROR, naming file and line) when its list or name is missing or
 *   its list is not an id
 */
MuAllyRow *
mu_ally_row_parse (MuXmlNode *node, const char *file, GError **error)
{
  g_autoptr(MuAllyRow) row = g_new0 (MuAllyRow, 1);

  row->line = node->line;
  if (!mu_xml_prop_required (node, "list", file, &row->list_id, error)
      || !mu_xml_check_id (node, row->list_id, file, error)
      || !mu_xml_prop_required (node, "name", file, &row->name, error))
    return NULL;
  row->markers = mu_xml_prop (node, "markers");
  return g_steal_pointer (&row);
}

/**
 * mu_ally_row_copy:
 * @row: an ally row
 *
 * Copies an ally row.
 *
 * Returns: (transfer full): the copy; free it with mu_ally_row_free()
 */
MuAllyRow *
mu_ally_row_copy (const MuAllyRow *row)
{
  MuAllyRow *copy = g_new0 (MuAllyRow, 1);

  copy->list_id = g_strdup (row->list_id);
  copy->name = g_strdup (row->name);
  copy->markers = g_strdup (row->markers);
  copy->line = row->line;
  copy->mark = g_strdup (row->mark);
  return copy;
}

/**
 * mu_ally_row_free:
 * @row: (nullable): an ally row
 *
 * Frees an ally row.
 */
void
mu_ally_row_free (MuAllyRow *row)
{
  if (row == NULL)
    return;
  g_free (row->mark);
  g_free (row->list_id);
  g_free (row->name);
  g_free (row->markers);
  g_free (row);
}
