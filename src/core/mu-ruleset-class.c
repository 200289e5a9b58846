/* mu-ruleset-class.c: the registry of ruleset modules
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "mu-ruleset-class.h"

static GPtrArray *registry;
G_LOCK_DEFINE_STATIC (registry);

void
mu_ruleset_class_register (const MuRulesetClass *klass)
{
  G_LOCK (registry);
  if (registry == NULL)
    registry = g_ptr_array_new ();
  for (guint i = 0; i < registry->len; i++)
    if (g_str_equal (((const MuRulesetClass *) registry->pdata[i])->id, klass->id))
      {
        G_UNLOCK (registry);
        return;
      }
  g_ptr_array_add (registry, (gpointer) klass);
  G_UNLOCK (registry);
}

const MuRulesetClass *
mu_ruleset_class_lookup (const char *id)
{
  const MuRulesetClass *found = NULL;

  G_LOCK (registry);
  for (guint i = 0; registry != NULL && i < registry->len; i++)
    if (g_strcmp0 (((const MuRulesetClass *) registry->pdata[i])->id, id) == 0)
      found = registry->pdata[i];
  G_UNLOCK (registry);
  return found;
}
