/* mu-pharaoh-rules.c: what For the Pharaoh says a unit must be (groups,
 * equipment only where it can exist) and what it advises (unit sizes, no
 * shield with two-handed weapons, fanatic or mercenary, A+ rarely)
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-list-entry.h"
#include "mu-pharaoh-private.h"
#include "mu-unit.h"

static void
check_group_minimum (MuEvaluation *evaluation, MuUnitResult *result, MuPharaohBody *body)
{
  g_autofree char *description = NULL;

  if (body->complete > 0)
    return;
  description = mu_pharaoh_body_describe (body);
  if (mu_pharaoh_body_is_model (body))
    mu_evaluation_add_issue (evaluation, MU_SEVERITY_ERROR, "unit.group-min",
                             _("For the Pharaoh, Groups (L104, L140)"), result->command, result->unit->id,
                                _("%s (%s): no models; a unit or sub-unit needs at least one group, a "
                               "single model. Add 1."),
                                   mu_pharaoh_unit_label (result), description);
  else
    mu_evaluation_add_issue (evaluation, MU_SEVERITY_ERROR, "unit.group-min",
                             _("For the Pharaoh, Groups (L104, L140)"), result->command, result->unit->id,
                                _("%s (%s): %" PRId64 " figures; a unit or sub-unit needs at "
                               "least one complete group of %d %s figures. Add %" PRId64 "."),
                                   mu_pharaoh_unit_label (result), description, body->count, body->group,
                                   body->order->label, body->group - body->count);
}

/* "No more than one partial group is allowed per unit or sub-unit" (L104):
 * the same troops split over two blocks, each with a partial group, have
 * two. */
static void
check_partials (MuEvaluation *evaluation, MuUnitResult *result, GPtrArray *bodies)
{
  for (guint i = 0; i < bodies->len; i++)
    for (guint j = i + 1; j < bodies->len; j++)
      {
        MuPharaohBody *a = bodies->pdata[i], *b = bodies->pdata[j];
        g_autofree char *description = NULL;

        if (a->partial == 0 || b->partial == 0 || !mu_pharaoh_body_same (a, b))
          continue;
        description = mu_pharaoh_body_describe (a);
        mu_evaluation_add_issue (evaluation, MU_SEVERITY_ERROR, "unit.partial-groups",
                                 _("For the Pharaoh, Groups (L104)"), result->command, result->unit->id,
                                    _("%s: its %s troops have two partial groups (%" PRId64 " and %"
                                   PRId64 " figures); a unit or sub-unit may have only one. "
                                   "Merge them or make the groups complete."),
                                       mu_pharaoh_unit_label (result), description, a->partial, b->partial);
        return;
      }
}

static void
equipment_error (MuEvaluation *evaluation, MuUnitResult *result, MuPharaohBody *body, const char *code,
                 const char *what, const char *who)
{
  const char *type = body->type->label;

  mu_evaluation_add_issue (evaluation, MU_SEVERITY_ERROR, code,
                           _("For the Pharaoh, Points costs (L1319–L1337)"), result->command,
                              result->unit->id,
                              /* TRANSLATORS: unit, equipment, troop type, the troops that may have it */
                              _("%s: %s cannot be given to %s; only %s have it. Remove it."),
                                 mu_pharaoh_unit_label (result), what, type, who);
}

static void
check_equipment (MuEvaluation *evaluation, MuUnitResult *result, MuPharaohBody *body)
{
  gboolean figure_mounted = mu_pharaoh_body_is_mounted (body);
  gboolean cavalry = g_str_equal (body->type->id, "cavalry");

  if (body->barding && !cavalry && !body->type->chariot)
    equipment_error (evaluation, result, body, "unit.barding",
                     _("barding"), _("cavalry, camels and chariots"));
  if (body->scythes && !body->type->chariot)
    equipment_error (evaluation, result, body, "unit.scythes", _("scythes"), _("chariots"));
  if (body->camel && !figure_mounted)
    equipment_error (evaluation, result, body, "unit.camel",
                     _("a camel"), _("cavalry and mounted infantry"));
  if (body->arab && !figure_mounted)
    equipment_error (evaluation, result, body, "unit.arab",
                     _("an Arab horse"), _("cavalry and mounted infantry"));
  if (body->pack_animal && !g_str_equal (body->type->id, "infantry"))
    equipment_error (evaluation, result, body, "unit.pack-animal", _("a pack horse"), _("infantry"));
  if (body->second_order != NULL && mu_pharaoh_body_is_model (body))
    equipment_error (evaluation, result, body, "unit.two-orders", _("a second order"), _("figures"));
}

static void
check_weapons (MuEvaluation *evaluation, MuUnitResult *result, MuPharaohBody *body)
{
  g_autofree char *codes = NULL;

  if (body->unknown->len == 0)
    return;
  g_ptr_array_add (body->unknown, NULL);
  codes = g_strjoinv (", ", (char **) body->unknown->pdata);
  g_ptr_array_remove_index (body->unknown, body->unknown->len - 1);
  mu_evaluation_add_issue (evaluation, MU_SEVERITY_ERROR, "unit.weapons",
                           _("For the Pharaoh, Weapons (L261–L299)"), result->command, result->unit->id,
                              _("%s: the rules have no weapon “%s”; they are priced at nothing. Use the "
                             "book's codes (B, CB, D, J, S, JTS, M, 2HM, A, 2HA, Sw, 2HSw, SSp, LSp, L, "
                             "P, OW, 2OW)."),
                                 mu_pharaoh_unit_label (result), codes);
}

static void
check_a_plus_model (MuEvaluation *evaluation, MuUnitResult *result, MuPharaohBody *body)
{
  if (!mu_pharaoh_body_is_model (body) || body->klass->steps < 3
      || !mu_evaluation_option_is (evaluation, "aplus-models", "refused"))
    return;
  mu_evaluation_add_issue (evaluation, MU_SEVERITY_ERROR, "unit.a-plus-model",
                           _("For the Pharaoh, Points costs (L1338)"), result->command, result->unit->id,
                              _("%s: the points tables price models of classes A to E only, and the "
                             "chosen reading gives A+ models no price. Choose class A or another "
                             "reading."),
                                 mu_pharaoh_unit_label (result));
}

static gboolean
only_two_handed (MuPharaohBody *body)
{
  guint weapons = 0;

  for (guint i = 0; i < body->weapons->len; i++)
    {
      const MuPharaohRow *weapon = body->weapons->pdata[i];

      if (!weapon->primary)
        continue;
      if (weapon->hands < 2)
        return FALSE;
      weapons++;
    }
  return weapons > 0;
}

static void
check_advice (MuEvaluation *evaluation, MuUnitResult *result, MuPharaohBody *body)
{
  const char *label = mu_pharaoh_unit_label (result);

  if (body->shield->melee && only_two_handed (body))
    mu_evaluation_add_issue (evaluation, MU_SEVERITY_WARNING, "unit.shield-two-handed",
                             _("For the Pharaoh, Shields (L246)"), result->command, result->unit->id,
                                _("%s: a %s is bought for troops whose weapons all need both hands; "
                               "troops cannot use a shield while using them."),
                                   label, body->shield->label);
  if (body->fanatic && body->mercenary)
    mu_evaluation_add_issue (evaluation, MU_SEVERITY_WARNING, "unit.fanatic-mercenary",
                             _("For the Pharaoh, Classes (L156–L172)"), result->command, result->unit->id,
                                _("%s: troops are fanatics or mercenaries, not both; the two cancel "
                               "out. Keep one."),
                                   label);
  if (body->klass->steps >= 3)
    mu_evaluation_add_issue (evaluation, MU_SEVERITY_WARNING, "unit.a-plus",
                             _("For the Pharaoh, Classes (L154)"), result->command, result->unit->id,
                                _("%s: class A+ troops are “special and rare”; the book keeps them for "
                               "the few that history shows."),
                                   label);
}

static void
note_changes (MuEvaluation *evaluation, MuUnitResult *result, MuPharaohBody *body)
{
  g_autofree char *changes = NULL;
  g_autofree char *cost = NULL;

  if (body->changes->len == 0)
    return;
  g_ptr_array_add (body->changes, NULL);
  changes = g_strjoinv (", ", (char **) body->changes->pdata);
  g_ptr_array_remove_index (body->changes, body->changes->len - 1);
  cost = mu_format_number (body->cost);
  mu_evaluation_add_issue (evaluation, MU_SEVERITY_NOTE, "unit.changed",
                           _("For the Pharaoh, Army lists (L1543)"), result->command, result->unit->id,
                              _("%s: changed from the list's row (%s) and priced from the points tables "
                             "at %s a figure; the book lets players change armour, class, order or "
                             "weapons."),
                                 mu_pharaoh_unit_label (result), changes, cost);
}

static gboolean
advised_size (gint64 n, gint64 fewer)
{
  for (gint64 k = 5; k <= 6; k++)
    if (n % k == 0 || k - n % k <= fewer)
      return TRUE;
  return FALSE;
}

/* "units should be in multiples of two for irregulars, five or six for
 * regulars and models … reduced by a figure or two, (or a single chariot
 * model)" (L1551): irregulars always fit. */
static void
check_size (MuEvaluation *evaluation, MuUnitResult *result, GPtrArray *bodies)
{
  MuPharaohBody *main = bodies->pdata[0];
  gboolean models = mu_pharaoh_body_is_model (main);
  gint64 n = 0;

  for (guint i = 0; i < bodies->len; i++)
    n += ((MuPharaohBody *) bodies->pdata[i])->count;
  if ((!models && !main->regular) || n == 0 || advised_size (n, models ? 1 : 2))
    return;
  if (models)
    mu_evaluation_add_issue (evaluation, MU_SEVERITY_WARNING, "unit.size",
                             _("For the Pharaoh, Army lists (L1551)"), result->command, result->unit->id,
                                _("%s: %" PRId64 " models; the book advises units of models in "
                               "multiples of five or six, one model fewer at most."),
                                   mu_pharaoh_unit_label (result), n);
  else
    mu_evaluation_add_issue (evaluation, MU_SEVERITY_WARNING, "unit.size",
                             _("For the Pharaoh, Army lists (L1551)"), result->command, result->unit->id,
                                _("%s: %" PRId64 " figures; the book advises units of regulars in "
                               "multiples of five or six, a figure or two fewer at most."),
                                   mu_pharaoh_unit_label (result), n);
}

void
mu_pharaoh_check_bodies (MuRuleset *ruleset, MuEvaluation *evaluation, MuUnitResult *result,
                         GPtrArray *bodies)
{
  for (guint i = 0; i < bodies->len; i++)
    {
      MuPharaohBody *body = bodies->pdata[i];

      check_group_minimum (evaluation, result, body);
      check_equipment (evaluation, result, body);
      check_weapons (evaluation, result, body);
      check_a_plus_model (evaluation, result, body);
      check_advice (evaluation, result, body);
      note_changes (evaluation, result, body);
    }
  check_partials (evaluation, result, bodies);
  check_size (evaluation, result, bodies);
}
