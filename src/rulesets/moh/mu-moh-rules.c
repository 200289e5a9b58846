/* mu-moh-rules.c: what every Meeting of Hosts army obeys: one General,
 * subordinates who each own their units, a leader in every unit
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-general.h"
#include "mu-list-entry.h"
#include "mu-moh-private.h"
#include "mu-roster.h"
#include "mu-unit.h"

#define REF_GENERALS N_("Meeting of Hosts, Generals")
#define REF_ORGANIZATION N_("Meeting of Hosts, Organization")
#define REF_HITS N_("Meeting of Hosts, Hits")
#define REF_SHOOTING N_("Meeting of Hosts, Shooting")
#define REF_TYPES N_("Meeting of Hosts, Unit types")
#define REF_MOVEMENT N_("Meeting of Hosts, Movement chart")
#define REF_POINTS N_("Meeting of Hosts, introduction (points values)")

static const char *
general_name (MuGeneral *general)
{
  return general->name != NULL && *general->name ? general->name : _("A general");
}

static void
check_attachment (MuEvaluation *self, MuGeneral *general, int index)
{
  /* through the evaluation's index of units, not a search of the roster */
  MuUnitResult *result = general->attached != NULL ? mu_evaluation_unit (self, general->attached) : NULL;
  MuUnit *unit = result != NULL ? result->unit : NULL;
  int unit_command = result != NULL ? result->command : -1;
  g_autofree char *other = NULL;

  if (unit == NULL || unit_command == index || mu_moh_is_general (general))
    return;
  other = mu_evaluation_command_name (self, unit_command);
  mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "general.attached",
                           _(REF_GENERALS), index, unit->id,
                              _("%s is a subordinate joined to a unit of %s; a subordinate may order "
                             "or join only the units assigned to him. Join him to one of his own."),
                                 general_name (general), other);
}

static void
check_command (MuEvaluation *self, MuCommand *command, int index, guint *generals)
{
  guint subordinates = 0;
  g_autofree char *name = mu_evaluation_command_name (self, index);

  for (guint i = 0; i < command->generals->len; i++)
    {
      MuGeneral *general = command->generals->pdata[i];

      if (mu_moh_is_general (general))
        {
          if (index > 0 && *generals == 0)
            mu_evaluation_add_issue (self, MU_SEVERITY_WARNING, "general.order",
                                     _(REF_GENERALS), index, NULL,
                                        _("%s, the General, leads %s, which is not the first command. "
                                       "Move his command first."),
                                           general_name (general), name);
          (*generals)++;
        }
      else
        subordinates++;
      check_attachment (self, general, index);
    }
  if (subordinates > 1)
    mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "command.subordinates",
                             _(REF_GENERALS), index, NULL,
                                _("%s has %u subordinate generals; each unit is assigned to at most one "
                               "subordinate. Give each subordinate a command of his own."),
                                   name, subordinates);
}

static void
check_generals (MuEvaluation *self)
{
  GPtrArray *commands = mu_roster_get_commands (self->roster);
  guint generals = 0;

  for (guint i = 0; i < commands->len; i++)
    check_command (self, commands->pdata[i], (int) i, &generals);
  if (generals == 0)
    mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "general.count",
                             _(REF_GENERALS), -1, NULL,
                                _("The army has no General; each army is commanded by one. Make one "
                               "general the General."));
  else if (generals > 1)
    mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "general.count",
                             _(REF_GENERALS), -1, NULL,
                                _("The army has %u Generals; each army is commanded by one. Make %u of "
                               "them subordinates."),
                                   generals, generals - 1);
}

static void
unit_issue (MuEvaluation *self, MuSeverity severity, const char *code, const char *reference,
            MuUnitResult *result, const char *message)
{
  mu_evaluation_add_issue (self, severity, code, reference, result->command, result->unit->id, "%s", message);
}

static const char *
unit_name (MuUnitResult *result)
{
  return result->unit->name != NULL ? result->unit->name : mu_list_entry_label (result->entry);
}

static void
check_size (MuEvaluation *self, MuUnitResult *result, MuRuleRecord *type)
{
  gint64 standard = mu_rule_record_int (type, "standard", 0);
  gint64 n = result->unit->count;
  g_autofree char *message = NULL;

  if (n < 1)
    {
      message
          = g_strdup_printf (_("%s has no figures. Give it its figures or remove it."), unit_name (result));
      unit_issue (self, MU_SEVERITY_ERROR, "unit.figures", _(REF_ORGANIZATION), result, message);
    }
  else if (standard > 0 && n != standard && mu_unit_attr (result->unit, "models") == NULL)
    {
      message = g_strdup_printf (_("%s has %" PRId64 " figures; a standard %s unit has %"
                                   PRId64 ". Larger or smaller units may be used."),
                                    unit_name (result), n, mu_rule_record_text (type, "name"), standard);
      unit_issue (self, MU_SEVERITY_NOTE, "unit.size", _(REF_ORGANIZATION), result, message);
    }
}

static void
check_leader (MuEvaluation *self, MuUnitResult *result)
{
  g_autofree char *message = NULL;

  if (g_strcmp0 (mu_unit_attr (result->unit, "leader"), "true") == 0)
    return;
  message = g_strdup_printf (_("%s has no leader; soldiers are organized into units including a "
                               "leader. Mark its leader figure."),
                                unit_name (result));
  unit_issue (self, MU_SEVERITY_ERROR, "unit.leader", _(REF_ORGANIZATION), result, message);
}

static void
check_models (MuEvaluation *self, MuUnitResult *result, MuRuleRecord *type)
{
  const char *models = mu_unit_attr (result->unit, "models");
  g_autofree char *message = NULL;

  if (!mu_rule_record_bool (type, "models") && models == NULL)
    return;
  if (mu_unit_attr (result->unit, "crew") == NULL)
    {
      message = g_strdup_printf (_("%s: the rules give no crew for its models, which are removed when "
                                   "all their crew are hit. Enter the crew each model carries."),
                                    unit_name (result));
      unit_issue (self, MU_SEVERITY_WARNING, "unit.crew", _(REF_HITS), result, message);
      g_clear_pointer (&message, g_free);
    }
  if (g_strcmp0 (mu_rule_record_text (type, "id"), "EL") == 0 && models != NULL
      && g_strcmp0 (models, "1") != 0)
    {
      message = g_strdup_printf (_("%s has %s elephants; each elephant is usually a separate unit."),
                                    unit_name (result), models);
      unit_issue (self, MU_SEVERITY_NOTE, "unit.elephants", _(REF_TYPES), result, message);
    }
}

static void
check_missile (MuEvaluation *self, MuUnitResult *result, MuRuleRecord *type)
{
  const char *missile = mu_unit_attr (result->unit, "missile");
  gboolean armed = missile != NULL && !g_str_equal (missile, "none");
  const char *shoot = mu_rule_record_text (type, "shoot");
  g_autofree char *message = NULL;

  if (armed && g_str_equal (shoot, "none") && mu_unit_attr (result->unit, "models") == NULL)
    message = g_strdup_printf (_("%s carries %s, but heavy units roll no shooting dice: only light "
                                 "and medium units, elephants, engines and chariots shoot."),
                                  unit_name (result), missile);
  else if (!armed && mu_rule_record_bool (type, "light")
           && !g_str_equal (mu_rule_record_text (type, "id"), "LI"))
    message = g_strdup_printf (_("%s are %s but have no missile weapon, so they roll no shooting "
                                 "dice and have no range. Choose their weapon."),
                                  unit_name (result), mu_rule_record_text (type, "name"));
  if (message != NULL)
    unit_issue (self, MU_SEVERITY_WARNING, "unit.missile", _(REF_SHOOTING), result, message);
}

/* Every unit's size, leader, models and missiles; TRUE when the army has
 * elephants. */
static gboolean
check_units (MuRuleset *ruleset, MuEvaluation *self)
{
  gboolean elephants = FALSE;

  for (guint i = 0; i < self->commands->len; i++)
    {
      MuCommandResult *command = self->commands->pdata[i];

      for (guint j = 0; j < command->units->len; j++)
        {
          MuUnitResult *result = command->units->pdata[j];
          MuRuleRecord *type = mu_moh_unit_type (ruleset, result);

          if (type == NULL)
            continue;
          check_size (self, result, type);
          check_leader (self, result);
          check_models (self, result, type);
          check_missile (self, result, type);
          elephants |= g_str_equal (mu_rule_record_text (type, "id"), "EL");
        }
    }
  return elephants;
}

void
mu_moh_check_rules (MuRuleset *ruleset, MuEvaluation *self)
{
  check_generals (self);
  if (check_units (ruleset, self))
    mu_evaluation_add_issue (self, MU_SEVERITY_NOTE, "unit.move",
                             _(REF_MOVEMENT), -1, NULL,
                                _("The movement chart has no row for elephants; agree their move with "
                               "your opponent before the game."));
  mu_evaluation_add_issue (self, MU_SEVERITY_NOTE, "army.no-points",
                           _(REF_POINTS), -1, NULL,
                              _("Meeting of Hosts has no points, by design: balance the forces by "
                             "agreement, or let one player set both forces and the other choose "
                             "sides."));
}
