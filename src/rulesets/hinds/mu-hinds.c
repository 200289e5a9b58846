/* mu-hinds.c: Ancient Wargame Rules (James Hinds, 1970): no points and no
 * generals; per unit the moves, missile profile, throws to hit it, melee
 * value and the thresholds of retreat and rally
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-army-list.h"
#include "mu-error.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-hinds-private.h"
#include "mu-hinds.h"
#include "mu-list-entry.h"
#include "mu-ruleset.h"
#include "mu-unit.h"

static const MuRuleField hinds_fields[] = {
  { "unit-type", "id", MU_RULE_TEXT, TRUE },
  { "unit-type", "name", MU_RULE_TEXT, TRUE },
  { "unit-type", "arm", MU_RULE_TEXT, TRUE },
  { "unit-type", "classes", MU_RULE_TEXT, TRUE },
  { "unit-type", "move", MU_RULE_NUMBER, TRUE },
  { "unit-type", "charge", MU_RULE_NUMBER, TRUE },
  { "unit-type", "turn", MU_RULE_NUMBER, TRUE },
  { "unit-type", "retreat", MU_RULE_NUMBER, TRUE },
  { "unit-type", "value", MU_RULE_NUMBER, TRUE },
  { "unit-type", "alt-value", MU_RULE_NUMBER, FALSE },
  { "unit-type", "value-option", MU_RULE_TEXT, FALSE },
  { "unit-type", "officer", MU_RULE_NUMBER, TRUE },
  { "unit-type", "charge-limit", MU_RULE_TEXT, TRUE },
  { "unit-type", "ref", MU_RULE_TEXT, FALSE },
  { "weapon", "id", MU_RULE_TEXT, TRUE },
  { "weapon", "long", MU_RULE_INT, FALSE },
  { "weapon", "short", MU_RULE_INT, TRUE },
  { "weapon", "table", MU_RULE_TEXT, TRUE },
  { "weapon", "mounted", MU_RULE_BOOL, FALSE },
  { "weapon", "ref", MU_RULE_TEXT, FALSE },
  { "missile-hit", "armour", MU_RULE_TEXT, TRUE },
  { "missile-hit", "long", MU_RULE_TEXT, TRUE },
  { "missile-hit", "heavy-archers", MU_RULE_TEXT, TRUE },
  { "missile-hit", "pilum", MU_RULE_TEXT, TRUE },
  { "missile-hit", "other", MU_RULE_TEXT, TRUE },
  { "missile-hit", "indirect", MU_RULE_TEXT, TRUE },
  { NULL, NULL, 0, FALSE },
};

static gboolean
hinds_load_element (MuRuleset *ruleset, MuXmlNode *node, const char *file, GError **error)
{
  if (ruleset->data == NULL)
    ruleset->data = mu_rule_table_new (hinds_fields);
  return mu_rule_table_load (ruleset->data, node, file, error);
}

static gboolean
hinds_check_entry (MuRuleset *ruleset, MuListEntry *entry, const char *file, GError **error)
{
  const char *type = mu_list_entry_attr (entry, "type");

  if (entry->kind == MU_ENTRY_GENERAL)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
                   _("%s:%u: row “%s” is a general row; the Hinds rules have no generals"), file,
                      entry->line, entry->id);
      return FALSE;
    }
  if (entry->kind != MU_ENTRY_UNIT
      || mu_rule_table_find (ruleset->data, "unit-type", "id", type, NULL, NULL) != NULL)
    return TRUE;
  g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
               _("%s:%u: row “%s” names no Hinds unit type (“%s”)"), file, entry->line, entry->id,
                  type != NULL ? type : "");
  return FALSE;
}

gint64
mu_hinds_attr_int (MuUnit *unit, const char *name, gint64 fallback)
{
  const char *text = mu_unit_attr (unit, name);
  gint64 value;

  if (text == NULL || !g_ascii_string_to_signed (text, 10, 0, G_MAXINT32, &value, NULL))
    return fallback;
  return value;
}

/* The type its arm and armour class make (2. Movement), or NULL. */
static MuRuleRecord *
derived_type (MuRuleTable *table, const char *arm, int armour)
{
  GPtrArray *types = mu_rule_table_records (table, "unit-type");
  char digit[2] = { (char) ('0' + armour), '\0' };

  for (guint i = 0; armour > 0 && i < types->len; i++)
    if (g_strcmp0 (mu_rule_record_text (types->pdata[i], "arm"), arm) == 0
        && mu_rule_record_lists (types->pdata[i], "classes", digit))
      return types->pdata[i];
  return NULL;
}

void
mu_hinds_unit_init (MuHindsUnit *unit, MuRuleset *ruleset, MuUnitResult *result)
{
  const char *type = result->entry != NULL ? mu_list_entry_attr (result->entry, "type") : NULL;
  MuRuleRecord *derived;

  unit->result = result;
  unit->row_type = mu_rule_table_find (ruleset->data, "unit-type", "id", type, NULL, NULL);
  unit->arm = mu_unit_attr (result->unit, "arm");
  if (unit->arm == NULL)
    unit->arm = mu_rule_record_text (unit->row_type, "arm");
  unit->armour = (int) mu_hinds_attr_int (result->unit, "armour", 0);
  unit->bases = mu_hinds_attr_int (result->unit, "bases", 0);
  unit->per_base = mu_hinds_attr_int (result->unit, "figures-per-base", 0);
  unit->officers = mu_hinds_attr_int (result->unit, "officers", 0);
  unit->weapon = mu_rule_table_find (ruleset->data, "weapon", "id", mu_unit_attr (result->unit, "weapons"),
                                     NULL, NULL);
  derived = derived_type (ruleset->data, unit->arm, unit->armour);
  unit->type = derived != NULL && *mu_rule_record_text (unit->row_type, "classes") ? derived : unit->row_type;
}

const char *
mu_hinds_unit_name (MuHindsUnit *unit)
{
  MuUnitResult *result = unit->result;

  return result->unit->name != NULL ? result->unit->name : mu_list_entry_label (result->entry);
}

/* Melee points per figure (4. The melee); heavy cavalry's "5 or 3.5" as the
 * option reads it. FALSE when unknown. */
static gboolean
figure_value (MuEvaluation *evaluation, MuHindsUnit *unit, double *out)
{
  const char *option = mu_rule_record_text (unit->type, "value-option");
  const char *reading = option != NULL ? mu_evaluation_option (evaluation, option) : NULL;

  if (reading == NULL)
    return mu_rule_record_number (unit->type, "value", out);
  if (g_str_equal (reading, "by-class"))
    return mu_rule_record_number (unit->type, unit->armour <= 1 ? "value" : "alt-value", out);
  return mu_rule_parse_number (reading, out);
}

static void
add_number (GPtrArray *figures, const char *key, const char *label, gboolean known, double value)
{
  if (known)
    mu_figures_add (figures, key, label, value);
  else
    mu_figures_add_unknown (figures, key, label);
}

static void
add_moves (MuEvaluation *evaluation, MuHindsUnit *unit, GPtrArray *figures)
{
  double move = 0, charge = 0, turn = 0, retreat = 0;
  gboolean known = mu_rule_record_number (unit->type, "move", &move);
  gboolean charge_known = mu_rule_record_number (unit->type, "charge", &charge);
  gboolean turn_known = mu_rule_record_number (unit->type, "turn", &turn);
  gboolean retreat_known = mu_rule_record_number (unit->type, "retreat", &retreat);

  if (mu_evaluation_option_is (evaluation, "turn-rate", "half"))
    {
      turn_known = known;
      turn = MAX (move / 2, 1);
    }
  add_number (figures, "move", N_("Move"), known, move);
  add_number (figures, "charge_move", N_("Charge move"), charge_known, charge);
  add_number (figures, "turn_move", N_("Move after a right-angle turn"), turn_known, turn);
  add_number (figures, "retreat_move", N_("Move to the rear"), retreat_known, retreat);
  mu_figures_add_text (figures, "charge_limit",
                       N_("Charge limit"), mu_rule_record_text (unit->type, "charge-limit"));
}

static void
add_missiles (MuHindsUnit *unit, GPtrArray *figures)
{
  gint64 range = mu_rule_record_int (unit->weapon, "long", 0);
  gboolean sole = g_strcmp0 (mu_unit_attr (unit->result->unit, "sole-function"), "true") == 0;

  if (unit->weapon == NULL)
    {
      mu_figures_add_text (figures, "missiles", N_("Missiles"), _("none"));
      return;
    }
  if (range > 0)
    mu_figures_add (figures, "long_range", N_("Long range"), (double) range);
  else
    mu_figures_add_text (figures, "long_range", N_("Long range"), _("none"));
  mu_figures_add (figures, "short_range",
                  N_("Short range"), (double) mu_rule_record_int (unit->weapon, "short", 0));
  add_number (figures, "casts_per_move", N_("Casts a move"), unit->bases > 0, (double) unit->bases);
  if (range == 0 && !sole)
    mu_figures_add (figures, "casts_per_battle", N_("Casts a battle"), 3);
  else
    mu_figures_add_text (figures, "casts_per_battle", N_("Casts a battle"), _("no limit"));
  if (unit->per_base > 0)
    mu_figures_add (figures, "cast_threshold",
                    N_("A base casts while it has"), (double) ((unit->per_base + 1) / 2));
}

/* What an enemy cast needs against the unit's armour class. */
static void
add_hit_numbers (MuRuleTable *table, MuHindsUnit *unit, GPtrArray *figures)
{
  static const struct
  {
    const char *column, *key, *label;
  } columns[] = {
    { "long", "hit_long", N_("Hit at long range on") },
      { "other", "hit_short", N_("Hit at short range on") },
        { "pilum", "hit_pilum", N_("Hit by pila on") },
          { "heavy-archers", "hit_heavy_archers", N_("Hit by heavy archers on") },
            { "indirect", "hit_indirect", N_("Hit indirectly") },
          };
  char digit[2] = { (char) ('0' + unit->armour), '\0' };
  MuRuleRecord *row
      = unit->armour > 0 ? mu_rule_table_find (table, "missile-hit", "armour", digit, NULL, NULL) : NULL;

  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    if (row != NULL)
      mu_figures_add_text (figures, columns[i].key, columns[i].label,
                           mu_rule_record_text (row, columns[i].column));
    else
      mu_figures_add_unknown (figures, columns[i].key, columns[i].label);
}

/* Returns the unit's melee strength, or −1 when a value is unknown. */
static double
add_melee (MuEvaluation *evaluation, MuHindsUnit *unit, GPtrArray *figures)
{
  gint64 n = unit->result->unit->count;
  gboolean foot = g_strcmp0 (unit->arm, "foot") == 0;
  const char *pole = mu_unit_attr (unit->result->unit, "pole-arms");
  double value = 0, officer = 0, strength = -1;
  gboolean known = figure_value (evaluation, unit, &value);
  gint64 per_pole = !foot || pole == NULL || g_str_equal (pole, "none") ? 0
                    : g_str_equal (pole, "macedonian")                  ? 4
                                                                        : 3;

  if (known && (unit->officers == 0 || mu_rule_record_number (unit->type, "officer", &officer)))
    strength = (double) (n - unit->officers) * value + (double) unit->officers * officer;
  add_number (figures, "melee_value", N_("Melee value a figure"), known, value);
  add_number (figures, "melee_strength", N_("Melee strength"), strength >= 0, strength);
  add_number (figures, "pursuit_strength",
              N_("Pursuing, against fresh troops"), strength >= 0, strength * 3 / 4);
  add_number (figures, "pole_arm_bonus",
              N_("Pole-arm bonus"), unit->bases > 0 || per_pole == 0, (double) (per_pole * unit->bases));
  add_number (figures, "flank_bonus", N_("Flank attack bonus"), unit->bases > 0, (double) (3 * unit->bases));
  add_number (figures, "rear_bonus", N_("Rear attack bonus"), unit->bases > 0, (double) (4 * unit->bases));
  mu_figures_add (figures, "charge_bonus", N_("Charge impetus"), foot ? 1 : 0);
  mu_figures_add (figures, "obstacle_bonus", N_("Defending an obstacle"), 1);
  return strength;
}

/* A box per figure, a gap after the last loss that still lets the unit rally
 * and after the one that sends it from the field. */
static char *
casualty_track (gint64 figures)
{
  GString *track = g_string_new (NULL);
  gint64 rally = (figures + 1) / 2 - 1, leave = figures / 2 + 1;

  for (gint64 i = 1; i <= MIN (figures, 200); i++)
    {
      g_string_append (track, "☐");
      if ((i == rally || i == leave) && i < figures)
        g_string_append (track, " │ ");
    }
  return g_string_free (track, FALSE);
}

static void
add_thresholds (MuHindsUnit *unit, GPtrArray *figures)
{
  gint64 n = unit->result->unit->count;
  MuFigure *track;

  mu_figures_add (figures, "leave_field", N_("Leaves the field after losing"), (double) (n / 2 + 1));
  mu_figures_add (figures, "rally_limit", N_("May rally with losses up to"), (double) ((n + 1) / 2 - 1));
  track = mu_figures_take_text (figures, "casualty_track", N_("Casualties"), casualty_track (n));
  track->detail = TRUE;
}

static void
add_identity (MuHindsUnit *unit, GPtrArray *figures)
{
  static const char * const classes[]
      = { N_("no class"), N_("1st class"), N_("2nd class"), N_("3rd class"), N_("4th class") };
  /* TRANSLATORS: a unit type and its armour class, e.g. "MI (2nd class)" */
  g_autofree char *type
      = g_strdup_printf (_("%s (%s)"), mu_rule_record_text (unit->type, "id"), _(classes[unit->armour]));

  mu_figures_take_text (figures, "type", N_("Type"), g_steal_pointer (&type));
  mu_figures_add (figures, "figures", N_("Figures"), (double) unit->result->unit->count);
  add_number (figures, "bases", N_("Bases"), unit->bases > 0, (double) unit->bases);
}

typedef struct
{
  gint64 units;
  gint64 bases; /* −1 once a unit does not give them */
  gint64 figures;
  double strength; /* −1 once a strength is unknown */
} Totals;

static void
evaluate_unit (MuRuleset *ruleset, MuEvaluation *evaluation, MuUnitResult *result, Totals *totals,
               gboolean *slingers)
{
  MuHindsUnit unit;
  double strength;

  mu_hinds_unit_init (&unit, ruleset, result);
  if (unit.type == NULL)
    return;
  add_identity (&unit, result->figures);
  add_moves (evaluation, &unit, result->figures);
  add_missiles (&unit, result->figures);
  add_hit_numbers (ruleset->data, &unit, result->figures);
  strength = add_melee (evaluation, &unit, result->figures);
  add_thresholds (&unit, result->figures);
  mu_hinds_check_unit (evaluation, &unit);
  *slingers |= g_str_equal (mu_rule_record_text (unit.type, "id"), "SLA");
  totals->units++;
  totals->figures += result->unit->count;
  totals->bases = totals->bases < 0 || unit.bases == 0 ? -1 : totals->bases + unit.bases;
  totals->strength = totals->strength < 0 || strength < 0 ? -1 : totals->strength + strength;
}

static void
hinds_evaluate (MuRuleset *ruleset, MuEvaluation *evaluation)
{
  Totals totals = { 0, 0, 0, 0 };
  gboolean slingers = FALSE;

  for (guint i = 0; i < evaluation->commands->len; i++)
    {
      MuCommandResult *command = evaluation->commands->pdata[i];

      for (guint j = 0; j < command->units->len; j++)
        evaluate_unit (ruleset, evaluation, command->units->pdata[j], &totals, &slingers);
    }
  mu_figures_add (evaluation->figures, "units", N_("Units"), (double) totals.units);
  add_number (evaluation->figures, "bases", N_("Bases"), totals.bases >= 0, (double) totals.bases);
  mu_figures_add (evaluation->figures, "figures", N_("Figures"), (double) totals.figures);
  add_number (evaluation->figures, "combat_strength",
              N_("Melee strength (information)"), totals.strength >= 0, totals.strength);
  mu_hinds_check_army (evaluation, slingers);
}

static const MuSheetColumn hinds_columns[] = {
  { "name", N_("Unit"), 1.9, FALSE },
    { "type", N_("Type"), 1.5, FALSE },
      /* TRANSLATORS: a sheet column heading, kept short: the figures in the unit */
      { "figures", N_("Figs"), 0.9, TRUE },
        { "bases", N_("Bases"), 1.0, TRUE },
          { "move", N_("Move"), 1.3, TRUE },
            { "charge_move", N_("Charge"), 1.3, TRUE },
              { "charge_limit", N_("Charge limit"), 2.2, FALSE },
                /* TRANSLATORS: sheet column headings: the short and long missile ranges */
                { "short_range", N_("Short"), 1.0, TRUE },
                  { "long_range", N_("Long"), 1.0, TRUE },
                    /* TRANSLATORS: a sheet column heading: the die score that hits the unit */
                    { "hit_short", N_("Hit on"), 1.3, FALSE },
                      { "melee_strength", N_("Melee"), 1.0, TRUE },
                        /* TRANSLATORS: sheet column headings: the losses at which the unit leaves the field,
                           and the losses up to which it may rally */
                        { "leave_field", N_("Leaves"), 1.1, TRUE },
                          { "rally_limit", N_("Rallies"), 1.1, TRUE },
                            { "casualty_track", N_("Casualties"), 3.0, FALSE }, { NULL, NULL, 0, FALSE },
                          };

static const MuRulesetClass hinds_class = {
  .id = "hinds",
  .load_element = hinds_load_element,
  .check_entry = hinds_check_entry,
  .evaluate = hinds_evaluate,
  .check_list = NULL,
  .free_data = mu_rule_table_free,
  .unit_columns = hinds_columns,
};

/**
 * mu_hinds_get_class:
 *
 * Gives the module of Hinds' Ancient Wargame Rules, which mu_rulesets_register_all() registers under
 * the id "hinds".
 *
 * Returns: (transfer none): the module's class, static
 */
const MuRulesetClass *
mu_hinds_get_class (void)
{
  return &hinds_class;
}
