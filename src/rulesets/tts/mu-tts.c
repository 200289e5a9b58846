/* mu-tts.c: To the Strongest! (Simon Miller, 2015): points, victory points,
 * victory medals, demoralisation and ammunition
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-general.h"
#include "mu-list-entry.h"
#include "mu-roster.h"
#include "mu-ruleset-class.h"
#include "mu-ruleset.h"
#include "mu-tts-data.h"
#include "mu-tts-private.h"
#include "mu-tts-profile.h"
#include "mu-tts-unit-cache.h"
#include "mu-tts.h"
#include "mu-unit.h"

typedef struct
{
  double points;
  int vp;
  int reserve; /* chits for the camp's ammunition reserve */
} Totals;

char *
mu_tts_format_save (int save)
{
  static const char * const saves[]
      = { "0+", "1+", "2+", "3+", "4+", "5+", "6+", "7+", "8+", "9+", "10+", "11+", "12+" };

  if (save >= 0 && save < (int) G_N_ELEMENTS (saves))
    return g_strdup (saves[save]);
  return g_strdup_printf ("%d+", save);
}

/* Does the general take the upgrade row whose "upgrade" attribute is name? */
gboolean
mu_tts_general_has (MuEvaluation *evaluation, MuGeneral *general, const char *name)
{
  for (guint i = 0; i < general->upgrades->len; i++)
    {
      MuListEntry *row = mu_evaluation_lookup_row (evaluation, general->upgrades->pdata[i]);
      if (row != NULL && g_strcmp0 (mu_list_entry_attr (row, "upgrade"), name) == 0)
        return TRUE;
    }
  return FALSE;
}

/* Units of a kind in the command at index, from the evaluation's resolved rows. */
guint
mu_tts_count_units (MuEvaluation *evaluation, int index, MuEntryKind kind)
{
  MuCommandResult *result = evaluation->commands->pdata[index];
  guint n = 0;

  for (guint i = 0; i < result->units->len; i++)
    {
      MuUnitResult *unit = result->units->pdata[i];
      if (unit->entry != NULL && unit->entry->kind == kind)
        n++;
    }
  return n;
}

/* A senior general standing without a command of his own (v1.1, Victory
 * medals): a "command" of his alone, when the option allows it. */
gboolean
mu_tts_is_senior_alone (MuEvaluation *evaluation, int index)
{
  GPtrArray *commands = mu_roster_get_commands (evaluation->roster);
  MuCommand *command = commands->pdata[index];
  MuGeneral *general = mu_command_get_general (command);

  return general != NULL && mu_tts_count_units (evaluation, index, MU_ENTRY_UNIT) == 0
         && mu_tts_general_has (evaluation, general, "senior")
         && !mu_evaluation_option_is (evaluation, "senior-command", "required");
}

static void
price_general (MuRuleset *ruleset, MuEvaluation *evaluation, MuUnitResult *result, Totals *totals)
{
  const MuTtsModifier *base = mu_tts_data_general (ruleset, "base");
  double cost = base != NULL ? base->cost[0] : 0;
  int save = base != NULL ? base->save : 2;
  int vp = base != NULL ? base->vp : 2;
  g_autofree char *save_text = NULL;

  for (guint i = 0; i < result->general->upgrades->len; i++)
    {
      MuListEntry *row
          = mu_evaluation_lookup_upgrade (evaluation, result->entry, result->general->upgrades->pdata[i]);
      const MuTtsModifier *upgrade
          = row != NULL ? mu_tts_data_general (ruleset, mu_list_entry_attr (row, "upgrade")) : NULL;

      if (upgrade == NULL)
        continue;
      cost += upgrade->cost[0];
      if (upgrade->save != 0)
        save = upgrade->save;
    }
  save_text = mu_tts_format_save (save);
  result->points = cost;
  mu_figures_add (result->figures, "cost", N_("Cost"), cost);
  mu_figures_add_text (result->figures, "save", N_("Save"), save_text);
  mu_figures_add (result->figures, "victory_points", N_("Victory points"), vp);
  totals->points += cost;
  totals->vp += vp;
}

static void
collect_upgrades (MuEvaluation *evaluation, MuUnitResult *result, GPtrArray *rows)
{
  MuUnit *unit = result->unit;

  for (guint i = 0; i < unit->upgrades->len; i++)
    {
      MuListEntry *row = mu_evaluation_lookup_upgrade (evaluation, result->entry, unit->upgrades->pdata[i]);
      if (row != NULL)
        g_ptr_array_add (rows, row);
    }
}

/* A unit may carry choices of its own (a raw quality, say) that no row of
 * its list offers: it is priced as chosen, and the engine says so. */
static void
apply_own_choices (MuRuleset *ruleset, MuEvaluation *evaluation, MuUnitResult *result, MuTtsProfile *profile)
{
  MuTtsProfile before = *profile;

  if (g_hash_table_size (result->unit->attrs) == 0)
    return;
  before.equipment = g_ptr_array_copy (profile->equipment, NULL, NULL);
  mu_tts_profile_apply_attrs (profile, ruleset, evaluation->options, result->unit->attrs);
  if (!mu_tts_profile_same_choices (&before, profile) && profile->troop != NULL)
    {
      g_autofree char *description = NULL;
      g_autofree char *reference = g_strdup_printf (_("%s list"), evaluation->list->name);

      mu_tts_profile_compute (profile, ruleset, evaluation->options);
      description = mu_tts_profile_describe (profile);
      mu_evaluation_add_issue (evaluation, MU_SEVERITY_ERROR, "unit.not-offered", reference, result->command,
                               result->unit->id,
                               _("%s: the list does not offer this unit as %s. Choose a row or "
                                 "upgrade the list offers, or remove the unit."),
                                  mu_list_entry_label (result->entry), description);
    }
  g_ptr_array_unref (before.equipment);
}

static void
add_troop_figures (MuUnitResult *result, MuTtsProfile *profile, guint heroes)
{
  mu_figures_add (result->figures, "cost", N_("Cost"), result->points);
  mu_figures_take_text (result->figures, "type", N_("Type"), mu_tts_profile_describe (profile));
  /* TRANSLATORS: the saving throw, e.g. "Save 5+" */
  mu_figures_take_text (result->figures, "save", N_("Save"), mu_tts_format_save (profile->save));
  mu_figures_add (result->figures, "hits", N_("Hits"), profile->hits);
  mu_figures_add (result->figures, "ammunition", N_("Ammunition"), profile->ammo);
  mu_figures_add (result->figures, "victory_points", N_("Victory points"), profile->vp);
  mu_figures_add (result->figures, "heroes", N_("Heroes"), heroes);
}

/* Prices a unit from its rows and own choices, filling result->figures
 * unless only the verdict is wanted. */
static void
price_fresh (MuRuleset *ruleset, MuEvaluation *evaluation, MuUnitResult *result, MuTtsPricedUnit *priced,
             gboolean figures)
{
  g_autoptr(GPtrArray) upgrades = g_ptr_array_new ();
  const MuTtsModifier *hero = mu_tts_data_item (ruleset, "hero");
  guint heroes = result->unit->heroes->len;
  MuTtsProfile profile;

  collect_upgrades (evaluation, result, upgrades);
  mu_tts_profile_init (&profile);
  mu_tts_profile_apply (&profile, ruleset, evaluation->options, result->entry);
  for (guint i = 0; i < upgrades->len; i++)
    mu_tts_profile_apply (&profile, ruleset, evaluation->options, upgrades->pdata[i]);
  apply_own_choices (ruleset, evaluation, result, &profile);
  if (profile.troop != NULL)
    {
      mu_tts_profile_compute (&profile, ruleset, evaluation->options);
      result->points = profile.cost + heroes * (hero != NULL ? hero->cost[0] : 1);
      priced->points = result->points;
      priced->vp = profile.vp;
      priced->reserve = profile.ammo > 0
                        || (profile.troop->shock_missile
                            && mu_evaluation_option_is (evaluation, "shock-missile-reserve", "counts"));
      if (figures)
        add_troop_figures (result, &profile, heroes);
    }
  mu_tts_profile_clear (&profile);
}

/* Identical units share their figures, and a unit priced in an earlier
 * evaluation under the same options is not priced again. */
static void
price_troops (MuRuleset *ruleset, MuEvaluation *evaluation, MuUnitResult *result, Totals *totals)
{
  MuTtsUnitCache *cache = ((MuTtsData *) ruleset->data)->cache;
  MuTtsPricedUnit fresh = { 0, 0, FALSE, NULL };
  const MuTtsPricedUnit *priced = NULL;
  MuTtsUnitKey key;
  gboolean cacheable = mu_tts_unit_cache_key (evaluation, result, &key);

  if (cacheable && (priced = mu_tts_unit_cache_lookup (cache, &key)) != NULL)
    {
      g_ptr_array_unref (result->figures);
      result->figures = g_ptr_array_ref (priced->figures);
      result->points = priced->points;
    }
  else
    {
      price_fresh (ruleset, evaluation, result, &fresh, cacheable || !evaluation->verdict_only);
      fresh.figures = result->figures;
      if (cacheable && result->figures->len > 0)
        mu_tts_unit_cache_insert (cache, &key, &fresh);
      priced = &fresh;
    }
  totals->points += priced->points;
  totals->vp += priced->vp;
  totals->reserve += priced->reserve ? 1 : 0;
}

/* A camp, fortification or reserve ammunition at its price. A hero placed
 * on one is an error (hero.place) but still bought: his point stays in the
 * total, so moving him to a unit, as the error asks, changes no figure. */
static void
price_item (MuRuleset *ruleset, MuUnitResult *result, Totals *totals)
{
  const MuTtsModifier *item = mu_tts_data_item (ruleset, result->entry->kind_name);
  const MuTtsModifier *hero = mu_tts_data_item (ruleset, "hero");
  gint64 count = result->unit->count;

  if (item == NULL)
    return;
  result->points = (double) item->cost[0] * count
                   + (double) result->unit->heroes->len * (hero != NULL ? hero->cost[0] : 1);
  mu_figures_add (result->figures, "cost", N_("Cost"), result->points);
  if (item->vp > 0)
    mu_figures_add (result->figures, "victory_points", N_("Victory points"), (double) item->vp * count);
  if (item->ammo > 0)
    mu_figures_add (result->figures, "ammunition", N_("Ammunition"), (double) item->ammo * count);
  totals->points += result->points;
  totals->vp += item->vp * (int) count;
  totals->reserve += item->ammo * (int) count;
}

static void
price_unit (MuRuleset *ruleset, MuEvaluation *evaluation, MuUnitResult *result, Totals *totals)
{
  if (result->entry == NULL)
    return;
  if (result->entry->kind == MU_ENTRY_UNIT)
    price_troops (ruleset, evaluation, result, totals);
  else
    price_item (ruleset, result, totals);
}

static void
add_demoralisation (MuCommandResult *result, int vp)
{
  int at = (vp + 1) / 2;
  MuFigure *figure = mu_figures_add (result->figures, "demoralised_at", N_("Demoralised at"), at);

  /* The book gives the level itself: 13 VP is "six and a half" (v1.1,
   * Demoralisation); losing 7 is the first whole loss that reaches it. */
  if (vp % 2 == 1)
    figure->text = g_strdup_printf (_("%d (half of %d is %d½)"), at, vp, vp / 2);
}

static void
evaluate_command (MuRuleset *ruleset, MuEvaluation *evaluation, MuCommandResult *result, Totals *army)
{
  Totals totals = { 0, 0, 0 };
  const MuTtsModifier *hero = mu_tts_data_item (ruleset, "hero");

  for (guint i = 0; i < result->generals->len; i++)
    price_general (ruleset, evaluation, result->generals->pdata[i], &totals);
  /* show and the sheet say that a lone senior general stands alone */
  if (result->generals->len > 0 && mu_tts_is_senior_alone (evaluation, result->index))
    {
      MuUnitResult *general = result->generals->pdata[0];

      mu_figures_add_text (general->figures, "alone", N_("Stands alone"), "")->detail = TRUE;
    }
  for (guint i = 0; i < result->units->len; i++)
    price_unit (ruleset, evaluation, result->units->pdata[i], &totals);
  totals.points += result->command->heroes->len * (hero != NULL ? hero->cost[0] : 1);
  result->points = totals.points;
  mu_figures_add (result->figures, "victory_points", N_("Victory points"), totals.vp);
  if (!mu_tts_is_senior_alone (evaluation, result->index))
    add_demoralisation (result, totals.vp);
  army->points += totals.points;
  army->vp += totals.vp;
  army->reserve += totals.reserve;
}

static void
mu_tts_evaluate (MuRuleset *ruleset, MuEvaluation *evaluation)
{
  Totals army = { 0, 0, 0 };
  MuFigure *reserve;

  mu_tts_unit_cache_begin (((MuTtsData *) ruleset->data)->cache, evaluation->list, evaluation->options);
  for (guint i = 0; i < evaluation->commands->len; i++)
    evaluate_command (ruleset, evaluation, evaluation->commands->pdata[i], &army);
  mu_tts_unit_cache_end (((MuTtsData *) ruleset->data)->cache);
  evaluation->points = army.points;
  mu_figures_add (evaluation->figures, "victory_points", N_("Victory points"), army.vp);
  /* a third of the VP, to the nearest whole number: a remainder of 2 rounds up */
  mu_figures_add (evaluation->figures, "victory_medals", N_("Victory medals"), (army.vp + 1) / 3);
  reserve
      = mu_figures_add (evaluation->figures, "ammunition_reserve", N_("Ammunition reserve"), army.reserve);
  reserve->detail = TRUE;
  mu_tts_check_rules (ruleset, evaluation);
}

static const MuSheetColumn tts_columns[] = {
  { "name", N_("Unit"), 3.2, FALSE },
    { "type", N_("Type"), 3.6, FALSE },
      /* TRANSLATORS: a sheet column heading: the saving throw */
      { "save", N_("Save"), 0.8, TRUE },
        { "hits", N_("Hits"), 0.7, TRUE },
          /* TRANSLATORS: sheet column headings, kept short: ammunition, victory points, points */
          { "ammunition", N_("Ammo"), 0.9, TRUE },
            { "victory_points", N_("VP"), 0.6, TRUE },
              { "cost", N_("Pts"), 0.7, TRUE }, { NULL, NULL, 0, FALSE },
            };

static const MuRulesetClass tts_class = {
  .id = "tts",
  .load_element = mu_tts_data_load_element,
  .check_entry = mu_tts_check_entry,
  .evaluate = mu_tts_evaluate,
  .check_list = mu_tts_check_list,
  .free_data = mu_tts_data_free,
  .price_entry = mu_tts_price_entry,
  .unit_columns = tts_columns,
  .vocabulary = mu_tts_data_vocabulary,
};

/**
 * mu_tts_get_class:
 *
 * Gives the module of To the Strongest! (Simon Miller, 2015), which mu_rulesets_register_all() registers
 * under the id "tts".
 *
 * Returns: (transfer none): the module's class, static
 */
const MuRulesetClass *
mu_tts_get_class (void)
{
  return &tts_class;
}
