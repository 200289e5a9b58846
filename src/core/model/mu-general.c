/* mu-general.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "mu-general.h"
#include "mu-unit.h"

/**
 * mu_general_new:
 * @entry: the id of the list's general row he is bought from, copied
 *
 * Makes a general with no name, upgrade, attribute or attachment.
 *
 * Returns: (transfer full): a new general; free it with mu_general_free()
 */
MuGeneral *
mu_general_new (const char *entry)
{
  MuGeneral *general = g_new0 (MuGeneral, 1);

  general->entry = g_strdup (entry);
  general->upgrades = g_ptr_array_new_with_free_func (g_free);
  general->attrs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return general;
}

/**
 * mu_general_copy:
 * @general: a general
 *
 * Copies a general deeply: name, row, upgrades, attachment, attributes and
 * line.
 *
 * Returns: (transfer full): the copy; free it with mu_general_free()
 */
MuGeneral *
mu_general_copy (const MuGeneral *general)
{
  MuGeneral *copy = g_new0 (MuGeneral, 1);

  copy->name = g_strdup (general->name);
  copy->entry = g_strdup (general->entry);
  copy->upgrades = mu_strv_array_copy (general->upgrades);
  copy->attached = g_strdup (general->attached);
  copy->attrs = mu_attrs_copy (general->attrs);
  copy->line = general->line;
  return copy;
}

/**
 * mu_general_free:
 * @general: (nullable) (transfer full): a general
 *
 * Frees a general with his upgrades and attributes. %NULL is ignored.
 */
void
mu_general_free (MuGeneral *general)
{
  if (general == NULL)
    return;
  g_free (general->name);
  g_free (general->entry);
  g_ptr_array_unref (general->upgrades);
  g_free (general->attached);
  g_hash_table_unref (general->attrs);
  g_free (general);
}

/**
 * mu_general_has_upgrade:
 * @general: a general
 * @upgrade: the id of an upgrade row
 *
 * Tells whether the general has taken an upgrade.
 *
 * Returns: %TRUE when @upgrade is among his upgrades
 */
gboolean
mu_general_has_upgrade (const MuGeneral *general, const char *upgrade)
{
  return mu_strv_array_contains (general->upgrades, upgrade);
}

/**
 * mu_general_attr:
 * @general: a general
 * @name: a ruleset attribute's name, such as "rating"
 *
 * Gives the value the general has for a ruleset attribute.
 *
 * Returns: (transfer none) (nullable): the value, owned by @general, or
 *   %NULL when it is not set
 */
const char *
mu_general_attr (const MuGeneral *general, const char *name)
{
  return g_hash_table_lookup (general->attrs, name);
}
