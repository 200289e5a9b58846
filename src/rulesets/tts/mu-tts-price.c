/* mu-tts-price.c: what one of a list row costs under the army's options, for
 * the builder's list pane: a unit row's unit as its row and the rows above it
 * buy it (an upgrade row prints the upgraded unit's whole cost), a general
 * upgrade's extra, a hero's, a camp's or a fortification's price
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-entry-price.h"
#include "mu-list-entry.h"
#include "mu-tts-data.h"
#include "mu-tts-private.h"
#include "mu-tts-profile.h"

static gboolean
price_troops (MuRuleset *ruleset, GHashTable *options, MuListEntry *entry, MuEntryPrice *price)
{
  g_autoptr(GPtrArray) chain = g_ptr_array_new ();
  MuListEntry *top = mu_list_entry_top (entry);
  MuTtsProfile profile;
  gboolean priced;

  for (MuListEntry *row = entry; row != top; row = row->parent)
    g_ptr_array_insert (chain, 0, row);
  mu_tts_profile_init (&profile);
  priced = mu_tts_profile_for (&profile, ruleset, options, top, chain);
  if (priced)
    {
      price->points = profile.cost;
      price->save = profile.derived_save;
    }
  mu_tts_profile_clear (&profile);
  return priced;
}

gboolean
mu_tts_price_entry (MuRuleset *ruleset, MuArmyList *list, GHashTable *options, MuListEntry *entry,
                    MuEntryPrice *price)
{
  const MuTtsModifier *modifier;

  if (mu_list_entry_top (entry)->kind == MU_ENTRY_UNIT)
    return price_troops (ruleset, options, entry, price);
  if (entry->kind == MU_ENTRY_GENERAL)
    modifier = mu_tts_data_general (ruleset, "base");
  else if (entry->kind == MU_ENTRY_GENERAL_UPGRADE)
    {
      modifier = mu_tts_data_general (ruleset, mu_list_entry_attr (entry, "upgrade"));
      price->basis = MU_PRICE_EXTRA;
    }
  else
    modifier = mu_tts_data_item (ruleset, entry->kind_name);
  if (modifier == NULL)
    return FALSE;
  price->points = modifier->cost[0];
  return TRUE;
}
