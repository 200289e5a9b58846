/* mu-pharaoh-body.c: pricing a figure or model from the points tables
 * (For the Pharaoh, Points costs, L1300–L1339)
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n-lib.h>

#include "mu-figure.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-pharaoh-body.h"
#include "mu-ruleset.h"
#include "mu-unit.h"

/* The attributes that say what a figure is; "orders" and "allied" say what
 * it does and whose it is. */
static const char * const profile_keys[]
    = { "status",      "class",   "type",      "order",   "second-order", "armour", "shield",
        "weapons",     "fanatic", "mercenary", "barding", "scythes",      "camel",  "arab",
        "pack-animal", "scout",   NULL };

/**
 * mu_pharaoh_option_is:
 * @options: (nullable) (element-type utf8 utf8): option id → value, at
 *   their effective values
 * @id: an option's id, such as "model-rounding"
 * @value: the value to compare with
 *
 * Tells whether an option (a reading of the rules, mostly) has a value.
 *
 * Returns: %TRUE when @options gives @id the value @value; %FALSE for
 *   %NULL @options
 */
gboolean
mu_pharaoh_option_is (GHashTable *options, const char *id, const char *value)
{
  return options != NULL && g_strcmp0 (g_hash_table_lookup (options, id), value) == 0;
}

static const char *
attr (MuPharaohBody *body, const char *name)
{
  const char *value = body->unit != NULL ? mu_unit_attr (body->unit, name) : NULL;

  return value != NULL ? value : mu_list_entry_attr (body->entry, name);
}

static gboolean
flag (MuPharaohBody *body, const char *name)
{
  return g_strcmp0 (attr (body, name), "true") == 0;
}

static void
parse_weapons (MuPharaohBody *body, MuRuleset *ruleset)
{
  const char *text = attr (body, "weapons");
  g_auto(GStrv) codes = g_strsplit_set (text != NULL ? text : "OW", " ,", -1);

  for (guint i = 0; codes[i] != NULL; i++)
    {
      const MuPharaohRow *weapon;

      if (*codes[i] == '\0')
        continue;
      weapon = mu_pharaoh_data_get (ruleset, MU_PHARAOH_WEAPON, codes[i]);
      if (weapon != NULL)
        g_ptr_array_add (body->weapons, (gpointer) weapon);
      else
        g_ptr_array_add (body->unknown, g_strdup (codes[i]));
    }
}

/* "class C", "weapons LSp", "fanatic", "not fanatic" */
static char *
describe_change (MuRuleset *ruleset, const char *key, const char *value)
{
  MuOptionDef *def = mu_option_defs_find (ruleset->attributes, key);
  const char *label = def != NULL ? mu_option_def_choice_label (def, value) : NULL;

  if (g_str_equal (value, "true"))
    return g_strdup (key);
  if (g_str_equal (value, "false"))
    /* TRANSLATORS: a choice taken away, "not fanatic" */
    return g_strdup_printf (_("not %s"), key);
  return g_strdup_printf ("%s %s", key, label != NULL ? label : value);
}

static void
find_changes (MuPharaohBody *body, MuRuleset *ruleset)
{
  if (body->unit == NULL || g_strcmp0 (body->entry->id, "custom") == 0)
    return;
  for (guint i = 0; profile_keys[i] != NULL; i++)
    {
      const char *own = mu_unit_attr (body->unit, profile_keys[i]);
      const char *row = mu_list_entry_attr (body->entry, profile_keys[i]);

      if (own == NULL || g_strcmp0 (own, row) == 0)
        continue;
      if (row == NULL && g_str_equal (own, "false"))
        continue;
      g_ptr_array_add (body->changes, describe_change (ruleset, profile_keys[i], own));
    }
}

/**
 * mu_pharaoh_body_new:
 * @ruleset: (transfer none): the For the Pharaoh ruleset, with its tables
 * @entry: (transfer none): the list row the block is bought from
 * @unit: (transfer none) (nullable): the roster's unit or sub-unit, or
 *   %NULL to price the row alone
 *
 * Reads what a block of troops is: its class, type, orders, armour, shield,
 * weapons and flags from the unit's own attributes where it has them, else
 * from its row (light armour, no shield and other weapons when neither says),
 * looked up in the ruleset's tables. Weapon codes the tables do not have go
 * to the block's unknown codes; the unit's choices that differ from its row
 * to its changes. A field the tables do not have is left %NULL. The block
 * borrows @entry and @unit, which must outlive it; its count is the unit's,
 * or 1. Call mu_pharaoh_body_compute() to price it.
 *
 * Returns: (transfer full): the block; free it with mu_pharaoh_body_free()
 */
MuPharaohBody *
mu_pharaoh_body_new (MuRuleset *ruleset, MuListEntry *entry, MuUnit *unit)
{
  MuPharaohBody *body = g_new0 (MuPharaohBody, 1);
  const char *armour, *shield;

  body->unit = unit;
  body->entry = entry;
  body->count = unit != NULL ? unit->count : 1;
  body->weapons = g_ptr_array_new ();
  body->unknown = g_ptr_array_new_with_free_func (g_free);
  body->changes = g_ptr_array_new_with_free_func (g_free);
  body->klass = mu_pharaoh_data_get (ruleset, MU_PHARAOH_CLASS, attr (body, "class"));
  body->type = mu_pharaoh_data_get (ruleset, MU_PHARAOH_TYPE, attr (body, "type"));
  body->order = mu_pharaoh_data_get (ruleset, MU_PHARAOH_ORDER, attr (body, "order"));
  body->second_order = mu_pharaoh_data_get (ruleset, MU_PHARAOH_ORDER, attr (body, "second-order"));
  armour = attr (body, "armour");
  shield = attr (body, "shield");
  body->armour = mu_pharaoh_data_get (ruleset, MU_PHARAOH_ARMOUR, armour != NULL ? armour : "light");
  body->shield = mu_pharaoh_data_get (ruleset, MU_PHARAOH_SHIELD, shield != NULL ? shield : "none");
  body->regular = g_strcmp0 (attr (body, "status"), "irregular") != 0;
  body->fanatic = flag (body, "fanatic");
  body->mercenary = flag (body, "mercenary");
  body->barding = flag (body, "barding");
  body->scythes = flag (body, "scythes");
  body->camel = flag (body, "camel");
  body->arab = flag (body, "arab");
  body->pack_animal = flag (body, "pack-animal");
  body->scout = flag (body, "scout");
  body->allied = flag (body, "allied");
  parse_weapons (body, ruleset);
  find_changes (body, ruleset);
  return body;
}

/**
 * mu_pharaoh_body_free:
 * @body: (nullable) (transfer full): a block
 *
 * Frees a block with its weapons, unknown codes and changes. %NULL is
 * ignored.
 */
void
mu_pharaoh_body_free (MuPharaohBody *body)
{
  if (body == NULL)
    return;
  g_ptr_array_unref (body->weapons);
  g_ptr_array_unref (body->unknown);
  g_ptr_array_unref (body->changes);
  g_free (body);
}

/**
 * mu_pharaoh_body_is_model:
 * @body: a block
 *
 * Tells whether the block is priced and counted as models (chariots and
 * the like), not figures.
 *
 * Returns: %TRUE when its troop type is a model type
 */
gboolean
mu_pharaoh_body_is_model (const MuPharaohBody *body)
{
  return body->type != NULL && body->type->model;
}

/**
 * mu_pharaoh_body_is_mounted:
 * @body: a block
 *
 * Tells whether the block's troop type is mounted.
 *
 * Returns: %TRUE when its troop type is mounted; %FALSE for no type
 */
gboolean
mu_pharaoh_body_is_mounted (const MuPharaohBody *body)
{
  return body->type != NULL && body->type->mounted;
}

static guint
primary_weapons (const MuPharaohBody *body, GHashTable *options)
{
  guint n = 0;

  for (guint i = 0; i < body->weapons->len; i++)
    {
      const MuPharaohRow *weapon = body->weapons->pdata[i];

      if (weapon->primary
          || (g_str_equal (weapon->id, "2OW")
              && mu_pharaoh_option_is (options, "two-other-weapons", "second-weapon")))
        n++;
    }
  if (body->shield != NULL && body->shield->cost > 0
      && mu_pharaoh_option_is (options, "primary-weapons", "with-shields"))
    n++;
  return n;
}

static int
modifier (MuRuleset *ruleset, const char *id)
{
  return mu_pharaoh_data_cost (ruleset, MU_PHARAOH_MODIFIER, id);
}

/* class + fanatic/mercenary + armour + shield + weapons + several weapons +
 * mount + barding + horse, camel, Arab + two orders (L1302, L1307–L1332) */
static double
figure_cost (MuPharaohBody *body, MuRuleset *ruleset, GHashTable *options)
{
  int cost = body->klass->cost + body->armour->cost + body->shield->cost + body->type->cost;

  cost += body->fanatic ? modifier (ruleset, "fanatic") : 0;
  cost += body->mercenary ? modifier (ruleset, "mercenary") : 0;
  for (guint i = 0; i < body->weapons->len; i++)
    cost += ((const MuPharaohRow *) body->weapons->pdata[i])->cost;
  cost += mu_pharaoh_data_multiple (ruleset, primary_weapons (body, options));
  cost += body->barding ? modifier (ruleset, "barding") : 0;
  cost += body->pack_animal ? modifier (ruleset, "pack-animal") : 0;
  cost += body->camel ? modifier (ruleset, "camel") : 0;
  cost += body->arab ? modifier (ruleset, "arab") : 0;
  cost += body->second_order != NULL ? modifier (ruleset, "two-orders") : 0;
  if (cost < 1 && mu_pharaoh_option_is (options, "mercenary-floor", "one"))
    cost = 1;
  return cost;
}

static double
rounded (gint64 numerator, gint64 denominator, GHashTable *options)
{
  if (mu_pharaoh_option_is (options, "model-rounding", "nearest"))
    return (double) ((2 * numerator + denominator) / (2 * denominator));
  if (mu_pharaoh_option_is (options, "model-rounding", "up"))
    return (double) ((numerator + denominator - 1) / denominator);
  if (mu_pharaoh_option_is (options, "model-rounding", "down"))
    return (double) (numerator / denominator);
  return (double) numerator / (double) denominator;
}

/* The C-class model, scythes and barding; ±20 % a class from C, ±10 % for
 * fanatic or mercenary (L1333–L1339), in whole hundredths so that 20 × 140 %
 * is exactly 28. */
static double
model_cost (MuPharaohBody *body, MuRuleset *ruleset, GHashTable *options)
{
  const MuPharaohRow *step = mu_pharaoh_data_get (ruleset, MU_PHARAOH_MODIFIER, "model-class");
  gint64 extras = (body->scythes ? modifier (ruleset, "scythes") : 0)
                  + (body->barding ? modifier (ruleset, "model-barding") : 0);
  gint64 class_percent = 100 + (gint64) body->klass->steps * (step != NULL ? step->percent : 0);
  gint64 fm_percent = 0, base = body->type->cost, numerator, denominator;
  gboolean after = mu_pharaoh_option_is (options, "model-extras", "after-percent");

  if (body->fanatic)
    fm_percent += mu_pharaoh_data_get (ruleset, MU_PHARAOH_MODIFIER, "fanatic")->percent;
  if (body->mercenary)
    fm_percent += mu_pharaoh_data_get (ruleset, MU_PHARAOH_MODIFIER, "mercenary")->percent;
  if (!after)
    base += extras;
  if (mu_pharaoh_option_is (options, "model-percentages", "additive"))
    {
      numerator = base * (class_percent + fm_percent);
      denominator = 100;
    }
  else
    {
      numerator = base * class_percent * (100 + fm_percent);
      denominator = 10000;
    }
  if (after)
    numerator += extras * denominator;
  return rounded (numerator, denominator, options);
}

static int
intrinsic_morale (MuPharaohBody *body, MuRuleset *ruleset, GHashTable *options)
{
  GPtrArray *classes = mu_pharaoh_data_rows (ruleset, MU_PHARAOH_CLASS);
  int shift
      = (body->fanatic ? mu_pharaoh_data_get (ruleset, MU_PHARAOH_MODIFIER, "fanatic")->morale : 0)
        + (body->mercenary ? mu_pharaoh_data_get (ruleset, MU_PHARAOH_MODIFIER, "mercenary")->morale : 0);
  int morale = body->klass->morale + shift * modifier (ruleset, "morale-class");
  int best = G_MAXINT, worst = G_MININT;

  if (!mu_pharaoh_option_is (options, "morale-beyond-table", "cap"))
    return morale;
  for (guint i = 0; i < classes->len; i++)
    {
      const MuPharaohRow *row = classes->pdata[i];
      best = MIN (best, row->morale);
      worst = MAX (worst, row->morale);
    }
  return CLAMP (morale, best, worst);
}

/* FALSE when the block lacks a class or a type (or, for figures, an order)
 * and so cannot be priced. */
static gboolean
complete_enough (MuPharaohBody *body)
{
  return body->klass != NULL && body->type != NULL && body->armour != NULL && body->shield != NULL
         && (body->type->model || body->order != NULL);
}

/**
 * mu_pharaoh_body_compute:
 * @body: a block from mu_pharaoh_body_new()
 * @ruleset: the For the Pharaoh ruleset
 * @options: (element-type utf8 utf8): option id → value, at their effective
 *   values
 *
 * Prices one figure or model of the block from the points tables (Points
 * costs) under the readings in @options, and fills in its results: derived
 * and charged cost (the row's printed price stands when the row has an
 * override and the unit changes nothing), intrinsic morale, figures in a
 * group, complete groups and the partial one. A block without a class or
 * type (or an armour or shield the tables lack), or figures without an
 * order, is left unpriced (priced stays %FALSE).
 */
void
mu_pharaoh_body_compute (MuPharaohBody *body, MuRuleset *ruleset, GHashTable *options)
{
  double printed;

  if (!complete_enough (body))
    return;
  body->derived
      = body->type->model ? model_cost (body, ruleset, options) : figure_cost (body, ruleset, options);
  body->cost = body->derived;
  printed = body->entry->printed_cost != NULL ? g_ascii_strtod (body->entry->printed_cost, NULL) : -1;
  if (body->entry->override != NULL && printed >= 0 && body->changes->len == 0)
    {
      body->cost = printed;
      body->overridden = printed != body->derived;
    }
  body->morale = intrinsic_morale (body, ruleset, options);
  body->group = body->type->model ? 1 : body->order->group;
  body->complete = body->count / body->group;
  body->partial = body->count % body->group;
  body->priced = TRUE;
}

/**
 * mu_pharaoh_body_scouting:
 * @body: a block
 * @ruleset: the For the Pharaoh ruleset
 *
 * Gives the scouting points a figure or model of the block brings
 * (L417–L426): barded cavalry count nothing, mounted infantry
 * count as their cavalry equivalent.
 *
 * Returns: the points of one figure or model; 0 when the scouting table
 *   has no line for its type and order
 */
double
mu_pharaoh_body_scouting (const MuPharaohBody *body, MuRuleset *ruleset)
{
  GPtrArray *rows = mu_pharaoh_data_rows (ruleset, MU_PHARAOH_SCOUTING);
  const char *type;

  if (body->type == NULL || (body->barding && !body->type->model))
    return 0;
  type = body->type->moves_as != NULL ? body->type->moves_as : body->type->id;
  for (guint i = 0; i < rows->len; i++)
    {
      const MuPharaohRow *row = rows->pdata[i];

      if (g_strcmp0 (row->type, type) != 0 || (row->scout && !body->scout))
        continue;
      if (row->order == NULL || (body->order != NULL && g_str_equal (row->order, body->order->id)))
        return row->points;
    }
  return 0;
}

/**
 * mu_pharaoh_body_describe:
 * @body: a block
 *
 * Writes the block as the army lists print a row: "Reg C LI CO L",
 * "Irreg A LI MO SSp, Sh", "Reg A LCh OW", with its extras (barded,
 * scythed…) after.
 *
 * Returns: (transfer full): the description; free it with g_free()
 */
char *
mu_pharaoh_body_describe (const MuPharaohBody *body)
{
  GString *text = g_string_new (body->regular ? "Reg" : "Irreg");

  if (body->klass != NULL)
    g_string_append_printf (text, " %s", body->klass->label);
  if (body->fanatic)
    g_string_append (text, " F");
  if (body->mercenary)
    g_string_append (text, " M");
  if (body->type != NULL && body->type->model)
    g_string_append_printf (text, " %s", body->type->code);
  else if (body->type != NULL && body->armour != NULL)
    g_string_append_printf (text, " %s%s", body->armour->code, body->type->code);
  if (body->order != NULL && !mu_pharaoh_body_is_model (body))
    g_string_append_printf (text, " %s", body->order->code);
  if (body->second_order != NULL)
    g_string_append_printf (text, "/%s", body->second_order->code);
  for (guint i = 0; i < body->weapons->len; i++)
    g_string_append_printf (text, "%s%s", i == 0 ? " " : ", ",
                            ((const MuPharaohRow *) body->weapons->pdata[i])->code);
  if (body->shield != NULL && body->shield->code != NULL && *body->shield->code != '\0')
    g_string_append_printf (text, ", %s", body->shield->code);
  if (body->barding)
    g_string_append (text, _(", barded"));
  if (body->scythes)
    g_string_append (text, _(", scythed"));
  if (body->camel)
    g_string_append (text, _(", camel"));
  if (body->arab)
    g_string_append (text, _(", Arab horse"));
  if (body->pack_animal)
    g_string_append (text, _(", pack horse"));
  return g_string_free (text, FALSE);
}

static void
append_range (GString *text, const char *code, const int range[3], int percent)
{
  if (text->len > 0)
    g_string_append (text, ", ");
  g_string_append_printf (text, "%s ", code);
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *value = mu_format_number (range[i] * percent / 100.0);
      g_string_append_printf (text, i == 0 ? "%s" : "/%s", value);
    }
}

/**
 * mu_pharaoh_body_ranges:
 * @body: a block
 * @options: (element-type utf8 utf8): option id → value, at their effective
 *   values
 * @percent: the chosen scale's distances, in percent of 15mm's (a <scale>
 *   row's percent)
 *
 * Writes the effective/long/extreme ranges of the block's weapons (and of
 * a shooting model's crew, unless the chariot-ranges reading says none) in
 * cm at the chosen scale (L969–L975, L1442), such as "B 4/8/16 cm" for a bow at 15mm.
 *
 * Returns: (transfer full) (nullable): the ranges, or %NULL for troops that
 *   do not shoot; free it with g_free()
 */
char *
mu_pharaoh_body_ranges (const MuPharaohBody *body, GHashTable *options, int percent)
{
  GString *text = g_string_new (NULL);

  if (mu_pharaoh_body_is_model (body) && body->type->range[2] > 0
      && !mu_pharaoh_option_is (options, "chariot-ranges", "none"))
    append_range (text, body->type->code, body->type->range, percent);
  for (guint i = 0; i < body->weapons->len; i++)
    {
      const MuPharaohRow *weapon = body->weapons->pdata[i];
      if (weapon->range[2] > 0)
        append_range (text, weapon->code, weapon->range, percent);
    }
  if (text->len == 0)
    {
      g_string_free (text, TRUE);
      return NULL;
    }
  g_string_append (text, " cm");
  return g_string_free (text, FALSE);
}

/**
 * mu_pharaoh_body_movement:
 * @body: a block
 * @ruleset: the For the Pharaoh ruleset
 * @move: (out): the movement, in cm at 15mm
 * @bonus: (out): the movement bonus, in cm at 15mm
 *
 * Finds the movement and bonus of the block (L769–L780): a model's from
 * its type, figures' from the movement table by type and order; mounted
 * infantry move as cavalry (L200).
 *
 * Returns: %TRUE when the tables give them; %FALSE, @move and @bonus
 *   untouched, for a block without a type or order or a pair the movement
 *   table lacks
 */
gboolean
mu_pharaoh_body_movement (const MuPharaohBody *body, MuRuleset *ruleset, int *move, int *bonus)
{
  const MuPharaohRow *row = NULL;

  if (body->type == NULL)
    return FALSE;
  if (body->type->model)
    row = body->type;
  else if (body->order != NULL)
    row = mu_pharaoh_data_movement (
        ruleset, body->type->moves_as != NULL ? body->type->moves_as : body->type->id, body->order->id);
  if (row == NULL)
    return FALSE;
  *move = row->move;
  *bonus = row->bonus;
  return TRUE;
}

/**
 * mu_pharaoh_body_ranks:
 * @body: a block
 * @options: (element-type utf8 utf8): option id → value, at their effective
 *   values
 * @shoot: (out): the ranks that shoot; 0 when the troops have no distance
 *   weapon
 * @fight: (out): the ranks that fight, at least 1
 *
 * Gives the ranks that shoot (L995–L1001) and fight (L1123–L1133): formed
 * infantry by their weapons, mounted troops and models from the front rank.
 */
void
mu_pharaoh_body_ranks (const MuPharaohBody *body, GHashTable *options, int *shoot, int *fight)
{
  gboolean formed = body->type != NULL && !body->type->mounted && !body->type->model;

  *shoot = 0;
  *fight = 1;
  for (guint i = 0; i < body->weapons->len; i++)
    {
      const MuPharaohRow *weapon = body->weapons->pdata[i];
      int ranks = weapon->shoot_ranks;

      if (g_str_equal (weapon->id, "B") && mu_pharaoh_option_is (options, "bow-ranks", "front"))
        ranks = 1;
      if (weapon->range[2] > 0)
        *shoot = MAX (*shoot, formed ? ranks : 1);
      if (formed)
        *fight = MAX (*fight, weapon->fight_ranks);
    }
}

/**
 * mu_pharaoh_body_enemy_dice:
 * @body: a block with a shield row (mu_pharaoh_body_new() gives one when
 *   the tables have the shield code)
 * @options: (element-type utf8 utf8): option id → value, at their effective
 *   values
 *
 * Says what the enemy rolls against the troops: d12 for infantry behind
 * shields, pavises or mantlets when shot at, and behind shields or bucklers
 * in melee; mounted troops are shot at with d12 when barded, and in melee
 * as the mounted-melee-die reading says (L1019, L1137–L1141).
 *
 * Returns: (transfer full): the dice in words (translated), such as "d10
 *   shot at, d12 in melee"; free it with g_free()
 */
char *
mu_pharaoh_body_enemy_dice (const MuPharaohBody *body, GHashTable *options)
{
  gboolean mounted = mu_pharaoh_body_is_mounted (body) || mu_pharaoh_body_is_model (body);
  const char *shot = (mounted ? body->barding : body->shield->missile) ? "d12" : "d10";
  const char *by_foot, *by_mounted;

  if (!mounted)
    /* TRANSLATORS: the die the enemy rolls shooting at the troops, and in melee */
    return g_strdup_printf (_("%s shot at, %s in melee"), shot, body->shield->melee ? "d12" : "d10");
  if (mu_pharaoh_option_is (options, "mounted-melee-die", "either"))
    by_foot = by_mounted = body->barding || body->shield->melee ? "d12" : "d10";
  else
    {
      by_foot = body->barding ? "d12" : "d10";
      by_mounted = body->shield->melee ? "d12" : "d10";
    }
  /* TRANSLATORS: the die the enemy rolls shooting, then fighting on foot, then mounted */
  return g_strdup_printf (_("%s shot at, %s in melee with foot, %s with mounted"), shot, by_foot,
                             by_mounted);
}

/**
 * mu_pharaoh_body_same:
 * @a: a block
 * @b: another block
 *
 * Tells whether two blocks are the same troops: from the same row, with the
 * same description (mu_pharaoh_body_describe()).
 *
 * Returns: %TRUE when they are
 */
gboolean
mu_pharaoh_body_same (const MuPharaohBody *a, const MuPharaohBody *b)
{
  g_autofree char *x = mu_pharaoh_body_describe (a);
  g_autofree char *y = mu_pharaoh_body_describe (b);

  return a->entry == b->entry && g_str_equal (x, y);
}
