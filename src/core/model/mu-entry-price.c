/* mu-entry-price.c
 *
 * A row is priced by its ruleset's price_entry hook alone, from the row and
 * the options: no roster is evaluated. The options to blame for a price that
 * differs from the printed one are found by setting each option the army has
 * moved from its default back to it, one at a time, and pricing the row again.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "mu-army-list.h"
#include "mu-entry-price.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-ruleset-class.h"
#include "mu-ruleset.h"

/**
 * mu_ruleset_price_entry:
 * @ruleset: the ruleset of @list
 * @list: (nullable): the army list of @entry
 * @options: (element-type utf8 utf8): every option at its effective value, as
 *   mu_ruleset_effective_options() gives them
 * @entry: a row of @list or of @ruleset
 * @price: (out caller-allocates): the price
 *
 * Prices one of a list row with no roster, through the module's price_entry: a
 * unit row's unit, an upgrade row as the list prices it, a figure priced by the
 * figure. The builder calls it for every row it shows.
 *
 * Returns: %TRUE with @price filled; %FALSE when the ruleset has no points or
 *   cannot price the row
 */
gboolean
mu_ruleset_price_entry (MuRuleset *ruleset, MuArmyList *list, GHashTable *options, MuListEntry *entry,
                        MuEntryPrice *price)
{
  g_return_val_if_fail (ruleset != NULL && entry != NULL && price != NULL, FALSE);

  if (!ruleset->has_points || ruleset->klass == NULL || ruleset->klass->price_entry == NULL)
    return FALSE;
  price->points = 0;
  price->basis = MU_PRICE_EACH;
  price->save = 0;
  price->group = 0;
  return ruleset->klass->price_entry (ruleset, list, options, entry, price);
}

/**
 * mu_entry_price_printed:
 * @entry: a list row
 * @points: (out): the cost the book printed, as a number
 *
 * Reads the cost the book printed for a row: "12" is 12, "+1" is 1.
 *
 * Returns: %TRUE with @points set; %FALSE when the row has no printed cost or it
 *   is not a number
 */
gboolean
mu_entry_price_printed (MuListEntry *entry, double *points)
{
  const char *text = entry->printed_cost;
  char *end = NULL;

  if (text == NULL)
    return FALSE;
  if (*text == '+')
    text++;
  *points = g_ascii_strtod (text, &end);
  return end != text && *end == '\0';
}

static MuOptionDef *
find_def (MuRuleset *ruleset, MuArmyList *list, const char *id)
{
  MuOptionDef *def = mu_option_defs_find (ruleset->options, id);

  if (def == NULL && list != NULL)
    def = mu_option_defs_find (list->options, id);
  return def;
}

/**
 * mu_ruleset_price_reasons:
 * @ruleset: the ruleset of @list
 * @list: (nullable): the army list of @entry
 * @options: (element-type utf8 utf8): every option at its effective value
 * @entry: a row of @list or of @ruleset
 *
 * Tells which options make the row cost what it costs: those whose value in
 * @options, rather than their default, changes the price.
 *
 * Returns: (transfer container) (element-type MuOptionDef): the options, borrowed
 *   from @ruleset and @list; empty when none does
 */
GPtrArray *
mu_ruleset_price_reasons (MuRuleset *ruleset, MuArmyList *list, GHashTable *options, MuListEntry *entry)
{
  GPtrArray *reasons = g_ptr_array_new ();
  g_autoptr(GHashTable) trial = NULL;
  MuEntryPrice chosen, other;
  GHashTableIter iter;
  gpointer key, value;

  if (!mu_ruleset_price_entry (ruleset, list, options, entry, &chosen))
    return reasons;
  trial = g_hash_table_new (g_str_hash, g_str_equal);
  g_hash_table_iter_init (&iter, options);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (trial, key, value);
  g_hash_table_iter_init (&iter, options);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      MuOptionDef *def = find_def (ruleset, list, key);

      if (def == NULL || g_strcmp0 (def->default_value, value) == 0)
        continue;
      g_hash_table_insert (trial, key, def->default_value);
      if (mu_ruleset_price_entry (ruleset, list, trial, entry, &other) && other.points != chosen.points)
        g_ptr_array_add (reasons, def);
      g_hash_table_insert (trial, key, value);
    }
  return reasons;
}
