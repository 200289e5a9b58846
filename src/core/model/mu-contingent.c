/* mu-contingent.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "mu-army-list.h"
#include "mu-contingent-private.h"
#include "mu-contingent.h"
#include "mu-unit.h"

/**
 * mu_contingent_new:
 * @list_id: the id of the contingent's army list; copied
 *
 * Makes an allied contingent of list @list_id, revision 1, with no option
 * chosen, no hash recorded and its list not resolved yet.
 *
 * Returns: (transfer full): the contingent; free it with mu_contingent_free()
 */
MuContingent *
mu_contingent_new (const char *list_id)
{
  MuContingent *contingent = g_new0 (MuContingent, 1);

  contingent->list_id = g_strdup (list_id);
  contingent->list_revision = 1;
  contingent->options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return contingent;
}

/**
 * mu_contingent_copy:
 * @contingent: a contingent
 *
 * Copies a contingent deeply; the copy takes its own reference to the
 * resolved list.
 *
 * Returns: (transfer full): the copy
 */
MuContingent *
mu_contingent_copy (const MuContingent *contingent)
{
  MuContingent *copy = mu_contingent_new (contingent->list_id);

  copy->list_revision = contingent->list_revision;
  copy->list_hash = g_strdup (contingent->list_hash);
  g_hash_table_unref (copy->options);
  copy->options = mu_attrs_copy (contingent->options);
  mu_contingent_set_list (copy, contingent->list);
  copy->line = contingent->line;
  return copy;
}

/**
 * mu_contingent_free:
 * @contingent: (nullable): a contingent
 *
 * Frees a contingent and drops its reference to its list.
 */
void
mu_contingent_free (MuContingent *contingent)
{
  if (contingent == NULL)
    return;
  g_free (contingent->list_id);
  g_free (contingent->list_hash);
  g_hash_table_unref (contingent->options);
  if (contingent->list != NULL)
    mu_army_list_unref (contingent->list);
  g_free (contingent);
}

/**
 * mu_contingent_set_list:
 * @contingent: a contingent
 * @list: (nullable) (transfer none): the army list its @list_id names, or %NULL
 *
 * Records the list a library resolved for the contingent, which the engine
 * evaluates its commands against; the contingent takes a reference.
 */
void
mu_contingent_set_list (MuContingent *contingent, MuArmyList *list)
{
  if (list != NULL)
    mu_army_list_ref (list);
  if (contingent->list != NULL)
    mu_army_list_unref (contingent->list);
  contingent->list = list;
}
