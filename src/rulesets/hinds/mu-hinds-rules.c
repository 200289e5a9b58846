/* mu-hinds-rules.c: what the Hinds rules let an order of battle check:
 * type against arm and armour class, weapons, bases; and what they leave
 * to Le Kriegspiel
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "mu-evaluation.h"
#include "mu-hinds-private.h"
#include "mu-unit.h"

#define REF_GENERAL N_("Hinds, 1.")
#define REF_CLASSES N_("Hinds, 1. (protection classes) and 2. Movement")
#define REF_MISSILES N_("Hinds, 3. Missile throws")
#define REF_MELEE N_("Hinds, 4. The melee")
#define REF_GROUND N_("Hinds, 1. (a unit to a hex about six inches across)")

static void
unit_issue (MuEvaluation *self, MuSeverity severity, const char *code, const char *reference,
            MuHindsUnit *unit, char *message)
{
  mu_evaluation_add_issue (self, severity, code, reference, unit->result->command, unit->result->unit->id,
                           "%s", message);
  g_free (message);
}

static void
check_type (MuEvaluation *self, MuHindsUnit *unit)
{
  const char *classes = mu_rule_record_text (unit->row_type, "classes");
  const char *name = mu_hinds_unit_name (unit);

  if (*classes == '\0')
    {
      if (g_strcmp0 (unit->arm, "foot") != 0)
        unit_issue (self, MU_SEVERITY_ERROR, "unit.type",
                    _(REF_MELEE), unit,
                       g_strdup_printf (_("%s are %s, who fight on foot. Make them foot."), name,
                                           mu_rule_record_text (unit->row_type, "name")));
      return;
    }
  if (unit->armour == 0)
    unit_issue (self, MU_SEVERITY_ERROR, "unit.armour",
                _(REF_CLASSES), unit,
                   g_strdup_printf (_("%s has no armour class; the class sets its type, its moves and "
                                   "the throws that hit it. Choose 1st to 4th class."),
                                       name));
  else if (unit->type != unit->row_type)
    unit_issue (self, MU_SEVERITY_ERROR, "unit.type",
                _(REF_CLASSES), unit,
                   g_strdup_printf (g_strcmp0 (unit->arm, "mounted") == 0
                                    ? _("%s is mounted, of armour class %d, which the rules make %s, "
                                     "not %s. Choose the %s row or change its class.")
                                    : _("%s is foot of armour class %d, which the rules make %s, not "
                                     "%s. Choose the %s row or change its class."),
                                         name, unit->armour, mu_rule_record_text (unit->type, "name"),
                                         mu_rule_record_text (unit->row_type, "name"),
                                         mu_rule_record_text (unit->type, "name")));
}

static void
check_weapons (MuEvaluation *self, MuHindsUnit *unit)
{
  const char *pole = mu_unit_attr (unit->result->unit, "pole-arms");
  const char *weapon = mu_unit_attr (unit->result->unit, "weapons");
  gboolean mounted = g_strcmp0 (unit->arm, "mounted") == 0;
  const char *name = mu_hinds_unit_name (unit);

  if (unit->weapon != NULL && mu_rule_record_bool (unit->weapon, "mounted") && !mounted)
    unit_issue (self, MU_SEVERITY_ERROR, "unit.weapons",
                _(REF_MISSILES), unit,
                   g_strdup_printf (_("%s are on foot but carry the mounted archers' bow. Choose the "
                                   "bow."),
                                       name));
  else if (mounted && g_strcmp0 (weapon, "pilum") == 0)
    unit_issue (self, MU_SEVERITY_ERROR, "unit.weapons",
                _(REF_MISSILES), unit,
                   g_strdup_printf (_("%s are mounted but throw the pilum, a weapon of Roman foot. "
                                   "Choose another missile."),
                                       name));
  if (mounted && pole != NULL && !g_str_equal (pole, "none"))
    unit_issue (self, MU_SEVERITY_ERROR, "unit.weapons",
                _(REF_MELEE), unit,
                   g_strdup_printf (_("%s are mounted; the pole-arm bonus is for infantry. Remove the "
                                   "pole arms."),
                                       name));
}

static void
check_bases (MuEvaluation *self, MuHindsUnit *unit)
{
  gint64 n = unit->result->unit->count;
  const char *name = mu_hinds_unit_name (unit);

  if (unit->bases == 0)
    unit_issue (self, MU_SEVERITY_WARNING, "unit.bases",
                _(REF_MISSILES), unit,
                   g_strdup_printf (_("%s gives no number of bases; casts a move and the per-base "
                                   "melee bonuses count them. Enter its bases."),
                                       name));
  else if (unit->per_base > 0 && unit->bases * unit->per_base != n)
    unit_issue (self, MU_SEVERITY_WARNING, "unit.bases",
                _(REF_MISSILES), unit,
                   g_strdup_printf (_("%s has %" PRId64 " figures, but %" PRId64
                                   " bases of %" PRId64 " hold %" PRId64 ". Make "
                                   "them agree."),
                                       name, n, unit->bases, unit->per_base, unit->bases * unit->per_base));
  if (unit->bases > 6)
    unit_issue (self, MU_SEVERITY_WARNING, "unit.footprint",
                _(REF_GROUND), unit,
                   g_strdup_printf (_("%s has %" PRId64 " bases; a unit is presumed to fill one "
                                   "hex, which holds 4 Macedonian or about 6 Roman bases."),
                                       name, unit->bases));
}

void
mu_hinds_check_unit (MuEvaluation *self, MuHindsUnit *unit)
{
  double officer;

  check_type (self, unit);
  check_weapons (self, unit);
  check_bases (self, unit);
  if (unit->officers > 0 && !mu_rule_record_number (unit->type, "officer", &officer))
    unit_issue (self, MU_SEVERITY_NOTE, "unit.officers",
                _(REF_MELEE), unit,
                   g_strdup_printf (_("%s has officers, but the rules give no point value to cavalry "
                                   "officers, so its melee strength is unknown."),
                                       mu_hinds_unit_name (unit)));
}

void
mu_hinds_check_army (MuEvaluation *self, gboolean slingers)
{
  if (slingers)
    mu_evaluation_add_issue (self, MU_SEVERITY_NOTE, "unit.move",
                             _(REF_MELEE), -1, NULL,
                                _("The rules give slingers and light archers a melee value but no "
                               "armour class or moves (they move ¾ when throwing); agree them with "
                               "your opponent."));
  mu_evaluation_add_issue (self, MU_SEVERITY_NOTE, "rules.kriegspiel",
                           _(REF_GENERAL), -1, NULL,
                              _("Anything these rules do not cover is played as in The Wargame (Le "
                             "Kriegspiel): generals, army morale, victory, elephants, chariots, "
                             "camels and sieges are outside them."));
  mu_evaluation_add_issue (self, MU_SEVERITY_NOTE, "army.no-points",
                           _(REF_GENERAL), -1, NULL,
                              _("The Hinds rules have no points and no way of balancing forces: "
                             "choose them by agreement or by scenario. The melee strength is "
                             "information only."));
}
