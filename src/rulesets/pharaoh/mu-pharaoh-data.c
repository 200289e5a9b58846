/* mu-pharaoh-data.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-pharaoh-data.h"
#include "mu-ruleset.h"

static const char * const element_names[MU_PHARAOH_N_TABLES] = {
  "class",    "modifier", "armour", "shield",       "weapon", "multiple-weapons", "order", "type",
  "movement", "scouting", "scale",  "general-cost", "item",
};

#define ROW(member) MU_RULE_AT (MuPharaohRow, member)

/* The book's tables with the values a row has when the file leaves them
 * out; a label is the id when the file gives none, a weapon's code too. */
static const MuRuleField pharaoh_fields[] = {
  { "class", "id", MU_RULE_TEXT, TRUE, NULL, NULL, ROW (id) },
  { "class", "label", MU_RULE_LABEL, FALSE, "@id", NULL, ROW (label) },
  { "class", "cost", MU_RULE_INT, FALSE, "0", NULL, ROW (cost) },
  { "class", "morale", MU_RULE_INT, FALSE, "0", NULL, ROW (morale) },
  { "class", "steps", MU_RULE_INT, FALSE, "0", NULL, ROW (steps) },
  { "class", "ref", MU_RULE_TEXT, FALSE, NULL, NULL, ROW (reference) },
  { "modifier", "id", MU_RULE_TEXT, TRUE, NULL, NULL, ROW (id) },
  { "modifier", "label", MU_RULE_LABEL, FALSE, "@id", NULL, ROW (label) },
  { "modifier", "cost", MU_RULE_INT, FALSE, "0", NULL, ROW (cost) },
  { "modifier", "morale", MU_RULE_INT, FALSE, "0", NULL, ROW (morale) },
  { "modifier", "percent", MU_RULE_INT, FALSE, "0", NULL, ROW (percent) },
  { "modifier", "ref", MU_RULE_TEXT, FALSE, NULL, NULL, ROW (reference) },
  { "armour", "id", MU_RULE_TEXT, TRUE, NULL, NULL, ROW (id) },
  { "armour", "label", MU_RULE_LABEL, FALSE, "@id", NULL, ROW (label) },
  { "armour", "code", MU_RULE_TEXT, FALSE, NULL, NULL, ROW (code) },
  { "armour", "cost", MU_RULE_INT, FALSE, "0", NULL, ROW (cost) },
  { "armour", "ref", MU_RULE_TEXT, FALSE, NULL, NULL, ROW (reference) },
  { "shield", "id", MU_RULE_TEXT, TRUE, NULL, NULL, ROW (id) },
  { "shield", "label", MU_RULE_LABEL, FALSE, "@id", NULL, ROW (label) },
  { "shield", "code", MU_RULE_TEXT, FALSE, NULL, NULL, ROW (code) },
  { "shield", "cost", MU_RULE_INT, FALSE, "0", NULL, ROW (cost) },
  { "shield", "melee", MU_RULE_BOOL, FALSE, "false", NULL, ROW (melee) },
  { "shield", "missile", MU_RULE_BOOL, FALSE, "false", NULL, ROW (missile) },
  { "shield", "ref", MU_RULE_TEXT, FALSE, NULL, NULL, ROW (reference) },
  { "weapon", "id", MU_RULE_TEXT, TRUE, NULL, NULL, ROW (id) },
  { "weapon", "label", MU_RULE_LABEL, FALSE, "@id", NULL, ROW (label) },
  { "weapon", "code", MU_RULE_TEXT, FALSE, "@id", NULL, ROW (code) },
  { "weapon", "cost", MU_RULE_INT, FALSE, "0", NULL, ROW (cost) },
  { "weapon", "hands", MU_RULE_INT, FALSE, "1", NULL, ROW (hands) },
  { "weapon", "primary", MU_RULE_BOOL, FALSE, "true", NULL, ROW (primary) },
  { "weapon", "effective", MU_RULE_INT, FALSE, "0", NULL, ROW (range[0]) },
  { "weapon", "long", MU_RULE_INT, FALSE, "0", NULL, ROW (range[1]) },
  { "weapon", "extreme", MU_RULE_INT, FALSE, "0", NULL, ROW (range[2]) },
  { "weapon", "shoot-ranks", MU_RULE_INT, FALSE, "1", NULL, ROW (shoot_ranks) },
  { "weapon", "fight-ranks", MU_RULE_INT, FALSE, "1", NULL, ROW (fight_ranks) },
  { "weapon", "ref", MU_RULE_TEXT, FALSE, NULL, NULL, ROW (reference) },
  { "multiple-weapons", "count", MU_RULE_INT, TRUE, NULL, NULL, 0 },
  { "multiple-weapons", "cost", MU_RULE_INT, FALSE, "0", NULL, ROW (cost) },
  { "multiple-weapons", "ref", MU_RULE_TEXT, FALSE, NULL, NULL, ROW (reference) },
  { "order", "id", MU_RULE_TEXT, TRUE, NULL, NULL, ROW (id) },
  { "order", "label", MU_RULE_LABEL, FALSE, "@id", NULL, ROW (label) },
  { "order", "code", MU_RULE_TEXT, FALSE, NULL, NULL, ROW (code) },
  { "order", "group", MU_RULE_INT, FALSE, "1", NULL, ROW (group) },
  { "order", "dismount-order", MU_RULE_TEXT, FALSE, NULL, NULL, ROW (dismount_order) },
  { "order", "ref", MU_RULE_TEXT, FALSE, NULL, NULL, ROW (reference) },
  { "type", "id", MU_RULE_TEXT, TRUE, NULL, NULL, ROW (id) },
  { "type", "label", MU_RULE_LABEL, FALSE, "@id", NULL, ROW (label) },
  { "type", "code", MU_RULE_TEXT, FALSE, NULL, NULL, ROW (code) },
  { "type", "cost", MU_RULE_INT, FALSE, "0", NULL, ROW (cost) },
  { "type", "model", MU_RULE_BOOL, FALSE, "false", NULL, ROW (model) },
  { "type", "mounted", MU_RULE_BOOL, FALSE, "false", NULL, ROW (mounted) },
  { "type", "chariot", MU_RULE_BOOL, FALSE, "false", NULL, ROW (chariot) },
  { "type", "moves-as", MU_RULE_TEXT, FALSE, NULL, NULL, ROW (moves_as) },
  { "type", "move", MU_RULE_INT, FALSE, "0", NULL, ROW (move) },
  { "type", "bonus", MU_RULE_INT, FALSE, "0", NULL, ROW (bonus) },
  { "type", "effective", MU_RULE_INT, FALSE, "0", NULL, ROW (range[0]) },
  { "type", "long", MU_RULE_INT, FALSE, "0", NULL, ROW (range[1]) },
  { "type", "extreme", MU_RULE_INT, FALSE, "0", NULL, ROW (range[2]) },
  { "type", "ref", MU_RULE_TEXT, FALSE, NULL, NULL, ROW (reference) },
  { "movement", "type", MU_RULE_TEXT, TRUE, NULL, NULL, ROW (type) },
  { "movement", "order", MU_RULE_TEXT, FALSE, NULL, NULL, ROW (order) },
  { "movement", "move", MU_RULE_INT, FALSE, "0", NULL, ROW (move) },
  { "movement", "bonus", MU_RULE_INT, FALSE, "0", NULL, ROW (bonus) },
  { "movement", "ref", MU_RULE_TEXT, FALSE, NULL, NULL, ROW (reference) },
  { "scouting", "type", MU_RULE_TEXT, FALSE, NULL, NULL, ROW (type) },
  { "scouting", "order", MU_RULE_TEXT, FALSE, NULL, NULL, ROW (order) },
  { "scouting", "scout", MU_RULE_BOOL, FALSE, "false", NULL, ROW (scout) },
  { "scouting", "points", MU_RULE_NUMBER, FALSE, "0", NULL, ROW (points) },
  { "scouting", "ref", MU_RULE_TEXT, FALSE, NULL, NULL, ROW (reference) },
  { "scale", "id", MU_RULE_TEXT, TRUE, NULL, NULL, ROW (id) },
  { "scale", "label", MU_RULE_LABEL, FALSE, "@id", NULL, ROW (label) },
  { "scale", "percent", MU_RULE_INT, FALSE, "0", NULL, ROW (percent) },
  { "general-cost", "id", MU_RULE_TEXT, TRUE, NULL, NULL, ROW (id) },
  { "general-cost", "label", MU_RULE_LABEL, FALSE, "@id", NULL, ROW (label) },
  { "general-cost", "cost", MU_RULE_INT, FALSE, "0", NULL, ROW (cost) },
  { "general-cost", "ref", MU_RULE_TEXT, FALSE, NULL, NULL, ROW (reference) },
  { "item", "id", MU_RULE_TEXT, TRUE, NULL, NULL, ROW (id) },
  { "item", "label", MU_RULE_LABEL, FALSE, "@id", NULL, ROW (label) },
  { "item", "cost", MU_RULE_INT, FALSE, "0", NULL, ROW (cost) },
  { "item", "ref", MU_RULE_TEXT, FALSE, NULL, NULL, ROW (reference) },
  { NULL, NULL, 0, FALSE, NULL, NULL, 0 },
};

/* Rows are found by id; a movement line by "type/order", a multiple-weapons
 * line by its count. Scouting lines are read in order. */
static const MuRuleRow pharaoh_rows[] = {
  { "class", sizeof (MuPharaohRow), "id", -1000, 1000, NULL },
  { "modifier", sizeof (MuPharaohRow), "id", -1000, 1000, NULL },
  { "armour", sizeof (MuPharaohRow), "id", -1000, 1000, NULL },
  { "shield", sizeof (MuPharaohRow), "id", -1000, 1000, NULL },
  { "weapon", sizeof (MuPharaohRow), "id", -1000, 1000, NULL },
  { "multiple-weapons", sizeof (MuPharaohRow), "count", -1000, 1000, NULL },
  { "order", sizeof (MuPharaohRow), "id", -1000, 1000, NULL },
  { "type", sizeof (MuPharaohRow), "id", -1000, 1000, NULL },
  { "movement", sizeof (MuPharaohRow), "type order", -1000, 1000, NULL },
  { "scouting", sizeof (MuPharaohRow), NULL, -1000, 1000, NULL },
  { "scale", sizeof (MuPharaohRow), "id", -1000, 1000, NULL },
  { "general-cost", sizeof (MuPharaohRow), "id", -1000, 1000, NULL },
  { "item", sizeof (MuPharaohRow), "id", -1000, 1000, NULL },
  { NULL, 0, NULL, 0, 0, NULL },
};

/**
 * mu_pharaoh_data_load_element:
 * @ruleset: the For the Pharaoh ruleset being loaded
 * @node: an element of its file that core does not read: a <class>,
 *   <modifier>, <armour>, <shield>, <weapon>, <multiple-weapons>, <order>,
 *   <type>, <movement>, <scouting>, <scale>, <general-cost> or <item> row
 * @file: what messages call the ruleset's file
 * @error: return location for a #GError, or %NULL
 *
 * Reads one row of the rules' tables into the ruleset's data (created on
 * the first row), as the ruleset class's load_element. A row is found by
 * its id; a movement row by its type and order, a multiple-weapons row by
 * its count; scouting rows are kept in the file's order.
 *
 * The row is read and checked by the rule-table loader
 * (mu_rule_table_load()).
 *
 * Returns: %TRUE when the row was read; %FALSE with @error set (%MU_ERROR,
 *   the message names the file and line) for an unknown element or
 *   attribute, a row without its key, a key defined twice in a table, or a
 *   number or choice out of range
 */
gboolean
mu_pharaoh_data_load_element (MuRuleset *ruleset, MuXmlNode *node, const char *file, GError **error)
{
  if (ruleset->data == NULL)
    ruleset->data = mu_rule_table_new_with_rows (pharaoh_fields, pharaoh_rows);
  return mu_rule_table_load (ruleset->data, node, file, error);
}

/**
 * mu_pharaoh_data_get:
 * @ruleset: the For the Pharaoh ruleset
 * @table: a table
 * @id: (nullable): a row's id (a movement row's "type/order", a
 *   multiple-weapons row's count)
 *
 * Finds a row of a table by id.
 *
 * Returns: (transfer none) (nullable): the row, owned by the ruleset, or
 *   %NULL when @id is %NULL, the ruleset has no tables or the table has no
 *   such row
 */
const MuPharaohRow *
mu_pharaoh_data_get (MuRuleset *ruleset, MuPharaohTable table, const char *id)
{
  return mu_rule_table_row (ruleset->data, element_names[table], id);
}

/**
 * mu_pharaoh_data_rows:
 * @ruleset: the For the Pharaoh ruleset
 * @table: a table
 *
 * Gives every row of a table, in the file's order. A ruleset with no
 * tables yet is given empty ones.
 *
 * Returns: (transfer none) (element-type MuPharaohRow): the rows, owned by
 *   the ruleset
 */
GPtrArray *
mu_pharaoh_data_rows (MuRuleset *ruleset, MuPharaohTable table)
{
  return mu_rule_table_rows (ruleset->data, element_names[table]);
}

/**
 * mu_pharaoh_data_cost:
 * @ruleset: the For the Pharaoh ruleset
 * @table: a table
 * @id: (nullable): a row's id
 *
 * Gives the cost of a row of a table.
 *
 * Returns: the row's cost in points; 0 when the table has no such row
 */
int
mu_pharaoh_data_cost (MuRuleset *ruleset, MuPharaohTable table, const char *id)
{
  const MuPharaohRow *row = mu_pharaoh_data_get (ruleset, table, id);

  return row != NULL ? row->cost : 0;
}

/**
 * mu_pharaoh_data_multiple:
 * @ruleset: the For the Pharaoh ruleset
 * @weapons: how many primary weapons a figure has
 *
 * Gives the extra a figure pays for several primary weapons, from the
 * multiple-weapons table. Past the last line of the table ("Etc.") the
 * series goes on, each step one more than the one before.
 *
 * Returns: the extra in points; 0 for fewer than two weapons
 */
int
mu_pharaoh_data_multiple (MuRuleset *ruleset, guint weapons)
{
  int cost = 0;
  int step = 0;

  if (weapons < 2)
    return 0;
  for (guint n = 2; n <= weapons; n++)
    {
      g_autofree char *key = g_strdup_printf ("%u", n);
      const MuPharaohRow *row = mu_pharaoh_data_get (ruleset, MU_PHARAOH_MULTIPLE, key);

      if (row != NULL)
        {
          step = row->cost - cost;
          cost = row->cost;
        }
      else
        cost += ++step;
    }
  return cost;
}

/**
 * mu_pharaoh_data_movement:
 * @ruleset: the For the Pharaoh ruleset
 * @type: (nullable): a troop type's id
 * @order: (nullable): an order's id
 *
 * Finds the movement row of a troop type in an order.
 *
 * Returns: (transfer none) (nullable): the row, owned by the ruleset, or
 *   %NULL when the table has none for the pair
 */
const MuPharaohRow *
mu_pharaoh_data_movement (MuRuleset *ruleset, const char *type, const char *order)
{
  g_autofree char *key = g_strdup_printf ("%s/%s", type ?: "", order ?: "");

  return mu_pharaoh_data_get (ruleset, MU_PHARAOH_MOVEMENT, key);
}
