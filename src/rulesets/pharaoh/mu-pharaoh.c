/* mu-pharaoh.c: For the Pharaoh (C. R. Neal): every figure priced from its
 * parts, groups, intrinsic morale and its dice, movement, ranges, scouting
 * points and generals
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-list-entry.h"
#include "mu-pharaoh-data.h"
#include "mu-pharaoh-private.h"
#include "mu-pharaoh.h"
#include "mu-ruleset-class.h"
#include "mu-unit.h"

/* Specialists and field works: so much a specialist or a group frontage
 * (L1342, L1345–L1347). */
static void
price_item (MuRuleset *ruleset, MuUnitResult *result, MuPharaohTotals *totals)
{
  const MuPharaohRow *item = mu_pharaoh_data_get (ruleset, MU_PHARAOH_ITEM, result->entry->kind_name);

  if (item == NULL)
    return;
  result->points = (double) item->cost * (double) result->unit->count;
  mu_figures_add (result->figures, "points", _("Points"), result->points);
  totals->other += result->points;
}

static void
evaluate_command (MuRuleset *ruleset, MuEvaluation *evaluation, MuCommandResult *result,
                  MuPharaohTotals *army)
{
  MuPharaohTotals totals = { 0 };

  for (guint i = 0; i < result->generals->len; i++)
    mu_pharaoh_evaluate_general (ruleset, evaluation, result->generals->pdata[i], &totals);
  for (guint i = 0; i < result->units->len; i++)
    {
      MuUnitResult *unit = result->units->pdata[i];

      if (unit->entry == NULL)
        continue;
      if (unit->entry->kind == MU_ENTRY_UNIT)
        mu_pharaoh_evaluate_unit (ruleset, evaluation, unit, &totals);
      else
        price_item (ruleset, unit, &totals);
    }
  result->points = totals.troops + totals.generals + totals.other;
  mu_figures_add (result->figures, "troop_points", _("Troop points"), totals.troops);
  mu_figures_add (result->figures, "general_points", _("General points"), totals.generals);
  army->troops += totals.troops;
  army->generals += totals.generals;
  army->other += totals.other;
  army->scouting += totals.scouting;
  army->units += totals.units;
}

/* "If one side has a scouting points value 50% greater than the other it has
 * out-scouted its opponent" (L428): the most an opponent may have and still
 * be out-scouted, and the least that out-scouts this army, in half points. */
static void
add_outscouting (MuEvaluation *evaluation, double scouting)
{
  gint64 halves = (gint64) (scouting * 2);
  gboolean strict = mu_evaluation_option_is (evaluation, "outscout-test", "strict");
  gint64 beats = strict ? (2 * halves - 1) / 3 : 2 * halves / 3;
  gint64 beaten = strict ? (3 * halves) / 2 + 1 : (3 * halves + 1) / 2;

  mu_figures_add (evaluation->figures, "outscouts_up_to", _("Out-scouts up to"), beats / 2.0);
  mu_figures_add (evaluation->figures, "outscouted_from", _("Out-scouted from"), beaten / 2.0);
}

static void
mu_pharaoh_evaluate (MuRuleset *ruleset, MuEvaluation *evaluation)
{
  MuPharaohTotals army = { 0 };

  for (guint i = 0; i < evaluation->commands->len; i++)
    evaluate_command (ruleset, evaluation, evaluation->commands->pdata[i], &army);
  evaluation->points = army.troops + army.generals + army.other;
  mu_figures_add (evaluation->figures, "troop_points", _("Troop points"), army.troops);
  mu_figures_add (evaluation->figures, "general_points", _("General points"), army.generals);
  if (army.other > 0)
    mu_figures_add (evaluation->figures, "other_points", _("Specialists and field works"), army.other);
  mu_figures_add (evaluation->figures, "scouting_points", _("Scouting points"), army.scouting);
  add_outscouting (evaluation, army.scouting);
  mu_pharaoh_check_army (ruleset, evaluation, &army);
}

static const MuSheetColumn pharaoh_columns[] = {
  { "name", N_("Unit"), 2.4, FALSE },
    { "troops", N_("Troops"), 3.0, FALSE },
      /* TRANSLATORS: sheet column headings, kept short: figures, points a figure, points */
      { "figures", N_("Figs"), 0.6, TRUE },
        { "points_per_figure", N_("Pts/fig"), 0.8, TRUE },
          { "points", N_("Pts"), 0.9, TRUE },
            { "groups", N_("Groups"), 0.9, FALSE },
              { "morale", N_("Morale"), 0.8, TRUE },
                { "morale_dice", N_("Morale dice by figures left"), 3.5, FALSE },
                  /* TRANSLATORS: sheet column headings, kept short: the move and the bonus move in
                     centimetres */
                  { "movement", N_("Move cm"), 0.7, TRUE },
                    { "bonus", N_("Bonus cm"), 0.7, TRUE },
                      /* TRANSLATORS: a sheet column heading: the effective, long and extreme ranges; keep the
                         letters short */
                      { "ranges", N_("Ranges E/L/X"), 1.6, FALSE },
                        { "orders", N_("Orders"), 2.4, FALSE }, { NULL, NULL, 0, FALSE },
                      };

static const MuRulesetClass pharaoh_class = {
  .id = "pharaoh",
  .load_element = mu_pharaoh_data_load_element,
  .check_entry = mu_pharaoh_check_entry,
  .evaluate = mu_pharaoh_evaluate,
  .check_list = mu_pharaoh_check_list,
  .free_data = mu_rule_table_free,
  .price_entry = mu_pharaoh_price_entry,
  .unit_columns = pharaoh_columns,
};

/**
 * mu_pharaoh_get_class:
 *
 * Gives the module of For the Pharaoh, which mu_rulesets_register_all() registers under
 * the id "pharaoh".
 *
 * Returns: (transfer none): the module's class, static
 */
const MuRulesetClass *
mu_pharaoh_get_class (void)
{
  return &pharaoh_class;
}
