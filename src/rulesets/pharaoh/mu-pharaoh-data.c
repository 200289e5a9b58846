/* mu-pharaoh-data.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-error.h"
#include "mu-pharaoh-data.h"
#include "mu-ruleset.h"
#include "mu-xml-read.h"

typedef struct
{
  GPtrArray *rows[MU_PHARAOH_N_TABLES];   /* MuPharaohRow, as in the file */
  GHashTable *by_id[MU_PHARAOH_N_TABLES]; /* id → MuPharaohRow */
} MuPharaohData;

static const char * const element_names[MU_PHARAOH_N_TABLES] = {
  "class",    "modifier", "armour", "shield",       "weapon", "multiple-weapons", "order", "type",
  "movement", "scouting", "scale",  "general-cost", "item",
};

static void
row_free (MuPharaohRow *row)
{
  g_free (row->id);
  g_free (row->label);
  g_free (row->code);
  g_free (row->moves_as);
  g_free (row->dismount_order);
  g_free (row->type);
  g_free (row->order);
  g_free (row->reference);
  g_free (row);
}

static MuPharaohData *
get_data (MuRuleset *ruleset)
{
  MuPharaohData *data = ruleset->data;

  if (data == NULL)
    {
      data = g_new0 (MuPharaohData, 1);
      for (guint i = 0; i < MU_PHARAOH_N_TABLES; i++)
        {
          data->rows[i] = g_ptr_array_new_with_free_func ((GDestroyNotify) row_free);
          data->by_id[i] = g_hash_table_new (g_str_hash, g_str_equal);
        }
      ruleset->data = data;
    }
  return data;
}

/**
 * mu_pharaoh_data_free:
 * @data: (transfer full): the tables, a ruleset's data
 *
 * Frees the For the Pharaoh tables: the ruleset class's free_data, called
 * when the ruleset is freed.
 */
void
mu_pharaoh_data_free (gpointer pointer)
{
  MuPharaohData *data = pointer;

  for (guint i = 0; i < MU_PHARAOH_N_TABLES; i++)
    {
      g_hash_table_unref (data->by_id[i]);
      g_ptr_array_unref (data->rows[i]);
    }
  g_free (data);
}

static gboolean
read_int (MuXmlNode *node, const char *name, int fallback, const char *file, int *out, GError **error)
{
  gint64 value;

  if (!mu_xml_prop_int (node, name, -1000, 1000, fallback, file, &value, error))
    return FALSE;
  *out = (int) value;
  return TRUE;
}

static gboolean
read_points (MuXmlNode *node, const char *file, double *out, GError **error)
{
  g_autofree char *text = mu_xml_prop (node, "points");
  char *end = NULL;

  *out = 0;
  if (text == NULL)
    return TRUE;
  *out = g_ascii_strtod (text, &end);
  if (end == text || *end != '\0' || *out < 0 || *out > 100)
    {
      mu_xml_set_error (error, MU_ERROR_VALUE, file, node,
                        _("“points” must be a number from 0 to 100, not “%s”"), text);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_numbers (MuPharaohRow *row, MuXmlNode *node, const char *file, GError **error)
{
  return read_int (node, "cost", 0, file, &row->cost, error)
         && read_int (node, "percent", 0, file, &row->percent, error)
         && read_int (node, "morale", 0, file, &row->morale, error)
         && read_int (node, "steps", 0, file, &row->steps, error)
         && read_int (node, "group", 1, file, &row->group, error)
         && read_int (node, "hands", 1, file, &row->hands, error)
         && read_int (node, "move", 0, file, &row->move, error)
         && read_int (node, "bonus", 0, file, &row->bonus, error)
         && read_int (node, "effective", 0, file, &row->range[0], error)
         && read_int (node, "long", 0, file, &row->range[1], error)
         && read_int (node, "extreme", 0, file, &row->range[2], error)
         && read_int (node, "shoot-ranks", 1, file, &row->shoot_ranks, error)
         && read_int (node, "fight-ranks", 1, file, &row->fight_ranks, error)
         && read_points (node, file, &row->points, error);
}

static gboolean
read_flags (MuPharaohRow *row, MuXmlNode *node, const char *file, GError **error)
{
  return mu_xml_prop_bool (node, "primary", TRUE, file, &row->primary, error)
         && mu_xml_prop_bool (node, "melee", FALSE, file, &row->melee, error)
         && mu_xml_prop_bool (node, "missile", FALSE, file, &row->missile, error)
         && mu_xml_prop_bool (node, "model", FALSE, file, &row->model, error)
         && mu_xml_prop_bool (node, "mounted", FALSE, file, &row->mounted, error)
         && mu_xml_prop_bool (node, "chariot", FALSE, file, &row->chariot, error)
         && mu_xml_prop_bool (node, "scout", FALSE, file, &row->scout, error);
}

/* Rows are found by id; a movement line by "type/order", a multiple-weapons
 * line by its count. Scouting lines are read in order. */
static char *
row_key (MuPharaohTable table, MuPharaohRow *row, MuXmlNode *node)
{
  if (table == MU_PHARAOH_MOVEMENT)
    return g_strdup_printf ("%s/%s", row->type ?: "", row->order ?: "");
  if (table == MU_PHARAOH_MULTIPLE)
    return mu_xml_prop (node, "count");
  if (table == MU_PHARAOH_SCOUTING)
    return g_strdup_printf ("%u", node->line);
  return mu_xml_prop (node, "id");
}

static gboolean
add_row (MuPharaohData *data, MuPharaohTable table, MuPharaohRow *row, MuXmlNode *node, const char *file,
         GError **error)
{
  g_ptr_array_add (data->rows[table], row);
  row->id = row_key (table, row, node);
  if (row->id == NULL || *row->id == '\0')
    {
      mu_xml_set_error (error, MU_ERROR_FORMAT, file, node, _("<%s> needs an id"), element_names[table]);
      return FALSE;
    }
  if (g_hash_table_contains (data->by_id[table], row->id))
    {
      mu_xml_set_error (error, MU_ERROR_REFERENCE, file, node,
                        _("<%s> “%s” is defined twice"), element_names[table], row->id);
      return FALSE;
    }
  g_hash_table_insert (data->by_id[table], row->id, row);
  return TRUE;
}

static gboolean
parse_row (MuPharaohData *data, MuPharaohTable table, MuXmlNode *node, const char *file, GError **error)
{
  MuPharaohRow *row = g_new0 (MuPharaohRow, 1);

  row->label = mu_xml_translate (mu_xml_prop (node, "label"));
  row->code = mu_xml_prop (node, "code");
  row->moves_as = mu_xml_prop (node, "moves-as");
  row->dismount_order = mu_xml_prop (node, "dismount-order");
  row->type = mu_xml_prop (node, "type");
  row->order = mu_xml_prop (node, "order");
  row->reference = mu_xml_prop (node, "ref");
  if (!read_numbers (row, node, file, error) || !read_flags (row, node, file, error))
    {
      row_free (row);
      return FALSE;
    }
  if (!add_row (data, table, row, node, file, error))
    return FALSE;
  if (row->label == NULL)
    row->label = g_strdup (row->id);
  if (row->code == NULL && table == MU_PHARAOH_WEAPON)
    row->code = g_strdup (row->id);
  return TRUE;
}

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
 * Returns: %TRUE when the row was read; %FALSE with @error set (%MU_ERROR,
 *   the message names the file and line): %MU_ERROR_FORMAT for an unknown
 *   element or a row without its id, %MU_ERROR_REFERENCE for an id defined
 *   twice in a table, %MU_ERROR_VALUE for a number or flag out of range
 */
gboolean
mu_pharaoh_data_load_element (MuRuleset *ruleset, MuXmlNode *node, const char *file, GError **error)
{
  MuPharaohData *data = get_data (ruleset);

  for (guint i = 0; i < MU_PHARAOH_N_TABLES; i++)
    if (mu_xml_is (node, element_names[i]))
      return parse_row (data, (MuPharaohTable) i, node, file, error);
  return mu_xml_unexpected (node, file, error);
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
  MuPharaohData *data = ruleset->data;

  if (data == NULL || id == NULL)
    return NULL;
  return g_hash_table_lookup (data->by_id[table], id);
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
  MuPharaohData *data = get_data (ruleset);

  return data->rows[table];
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
