/* mu-ruleset-class.c: the registry of ruleset modules
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "mu-ruleset-class-private.h"
#include "mu-ruleset-class.h"

static GPtrArray *registry;
G_LOCK_DEFINE_STATIC (registry);

/**
 * mu_ruleset_class_register:
 * @klass: (transfer none): a ruleset module, which must outlive the program
 *   (a static structure)
 *
 * Registers a ruleset module under its id, so that a ruleset file with that id
 * loads with it. A second module with an id already registered is ignored.
 * Thread-safe.
 */
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

/**
 * mu_ruleset_class_lookup:
 * @id: (nullable): a ruleset id, such as "tts"
 *
 * Finds the module registered for a ruleset id. Thread-safe.
 *
 * Returns: (transfer none) (nullable): the module, or %NULL when none has @id
 */
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
