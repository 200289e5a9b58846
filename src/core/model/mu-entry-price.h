/* mu-entry-price.h: what one of a list row costs in an army, under the
 * options the army has chosen, and which of them make it differ from the
 * book's printed price
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"

G_BEGIN_DECLS

typedef enum
{
  MU_PRICE_EACH,   /* one unit, general, hero, camp… bought as the row */
  MU_PRICE_EXTRA,  /* an upgrade: what it adds to what it upgrades */
  MU_PRICE_FIGURE, /* one figure of the row */
  MU_PRICE_MODEL,  /* one model (a chariot, an elephant…) of the row */
} MuPriceBasis;

typedef struct
{
  double points;
  MuPriceBasis basis;
  int save;     /* the save the ruleset derives for the row, 0 when it gives none */
  gint64 group; /* a row bought by the figure or model: the fewest a unit of it may
                 * have, one complete group (For the Pharaoh); 0 when any */
} MuEntryPrice;

gboolean mu_ruleset_price_entry (MuRuleset *ruleset, MuArmyList *list, GHashTable *options,
                                 MuListEntry *entry, MuEntryPrice *price);
gboolean mu_entry_price_printed (MuListEntry *entry, double *points);
GPtrArray *mu_ruleset_price_reasons (MuRuleset *ruleset, MuArmyList *list, GHashTable *options,
                                     MuListEntry *entry);

G_END_DECLS
