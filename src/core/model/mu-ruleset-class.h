/* mu-ruleset-class.h: what a ruleset module gives the engine
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-entry-price.h"
#include "mu-types.h"
#include "mu-xml-tree.h"

G_BEGIN_DECLS

/* A column of the order-of-battle sheet's unit table: the sheet prints the
 * unit figure named by key under header. */
typedef struct
{
  const char *key;    /* a unit figure key, or "name" / "description" */
  const char *header; /* translatable, marked with N_() */
  double width;       /* relative width */
  gboolean numeric;   /* right-aligned */
} MuSheetColumn;

struct _MuRulesetClass
{
  const char *id;

  /* Parses one ruleset-specific element of the ruleset file (troop types,
   * tables…) into ruleset->data; FALSE with error for anything unexpected. */
  gboolean (*load_element) (MuRuleset *ruleset, MuXmlNode *node, const char *file, GError **error);
  /* Checks a list row's ruleset-specific attributes when the list loads. */
  gboolean (*check_entry) (MuRuleset *ruleset, MuListEntry *entry, const char *file, GError **error);
  /* Prices the units and generals and computes every figure; adds the
   * ruleset's own issues. The engine has checked the list limits. */
  void (*evaluate) (MuRuleset *ruleset, MuEvaluation *evaluation);
  /* Compares each row's printed cost with the derived one. */
  void (*check_list) (MuRuleset *ruleset, MuArmyList *list, GPtrArray *issues);
  void (*free_data) (gpointer data);
  /* Optional, for rulesets with points: what one of the row costs under
   * options (every option at its effective value), with no roster: a unit
   * row's unit, an upgrade row as the list prices it, a figure of a row
   * priced by the figure. FALSE when the row has no price. Called for every
   * row of the builder's list pane, so it must be cheap. */
  gboolean (*price_entry) (MuRuleset *ruleset, MuArmyList *list, GHashTable *options, MuListEntry *entry,
                           MuEntryPrice *price);

  /* The sheet: the unit table's columns, ended by a column with key NULL. */
  const MuSheetColumn *unit_columns;
  /* Optional, for a list editor's choosers: the values a list row's
   * attribute of the ruleset's own may take ("type", "quality" …), as ids
   * and labels in turn (id, label, id, label …, NULL); NULL when the
   * ruleset gives no fixed set for it. */
  char **(*vocabulary) (MuRuleset *ruleset, const char *attribute);
};

void mu_ruleset_class_register (const MuRulesetClass *klass);

G_END_DECLS
