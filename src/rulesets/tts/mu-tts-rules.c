/* mu-tts-rules.c: the rules of To the Strongest! that every army obeys,
 * whatever its list (v1.1: Generals, Heroes, Camps, The order of battle)
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-general.h"
#include "mu-list-entry.h"
#include "mu-roster.h"
#include "mu-tts-private.h"
#include "mu-unit.h"

#define REF_OOB N_("To the Strongest! v1.1, The order of battle")
#define REF_GENERALS N_("To the Strongest! v1.1, Generals")
#define REF_HEROES N_("To the Strongest! v1.1, Heroes")
#define REF_CAMPS N_("To the Strongest! v1.1, Camps")

static void
check_command_size (MuEvaluation *self, MuCommand *command, int index)
{
  guint units = mu_tts_count_units (self, index, MU_ENTRY_UNIT);
  g_autofree char *name = mu_evaluation_command_name (self, index);

  if (units >= 1 && units <= 10)
    return;
  if (units == 0 && mu_tts_is_senior_alone (self, index))
    return;
  if (units == 0)
    mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "command.size", _(REF_OOB), index, NULL,
                             _("%s has no units; a command has 1–10 (To the Strongest!, The order of "
                               "battle). Add a unit or remove the command."),
                             name);
  else
    mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "command.size", _(REF_OOB), index, NULL,
                             _("%s has %u units; a command has 1–10 (To the Strongest!, The order of "
                               "battle). Move or remove %u."),
                             name, units, units - 10);
}

static void
check_command_general (MuEvaluation *self, MuCommand *command, int index)
{
  g_autofree char *name = mu_evaluation_command_name (self, index);
  guint n = command->generals->len;

  if (n == 0)
    mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "command.general", _(REF_OOB), index, NULL,
                             _("%s has no general; every command is led by exactly one. Add a "
                               "general."),
                             name);
  else if (n > 1)
    mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "command.general", _(REF_OOB), index, NULL,
                             _("%s has %u generals; a command is led by exactly one. Move %u to "
                               "commands of their own."),
                             name, n, n - 1);
}

static const char *
general_name (MuGeneral *general)
{
  return general->name != NULL && *general->name ? general->name : _("The general");
}

static void
check_attachment (MuEvaluation *self, MuGeneral *general, int index)
{
  gboolean detached = mu_tts_general_has (self, general, "detached");
  int unit_command = -1;
  MuUnit *unit;

  if (detached || mu_tts_is_senior_alone (self, index))
    return;
  if (general->attached == NULL)
    {
      mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "general.attached", _(REF_GENERALS), index,
                               NULL,
                               _("%s is an attached general but is with no unit. Attach him to a unit "
                                 "of his command, or make him detached."),
                               general_name (general));
      return;
    }
  unit = mu_roster_find_unit (self->roster, general->attached, &unit_command);
  if (unit != NULL && unit_command != index)
    {
      g_autofree char *other = mu_evaluation_command_name (self, unit_command);
      mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "general.attached", _(REF_GENERALS), index,
                               unit->id,
                               _("%s is attached to a unit of %s; an attached general must be with a "
                                 "unit of his own command."),
                               general_name (general), other);
    }
}

static void
check_generals (MuEvaluation *self)
{
  GPtrArray *commands = mu_roster_get_commands (self->roster);
  guint seniors = 0;

  for (guint i = 0; i < commands->len; i++)
    {
      MuCommand *command = commands->pdata[i];

      for (guint j = 0; j < command->generals->len; j++)
        {
          MuGeneral *general = command->generals->pdata[j];
          gboolean senior = mu_tts_general_has (self, general, "senior");

          seniors += senior;
          if (mu_tts_general_has (self, general, "brilliant")
              && !(senior && mu_tts_general_has (self, general, "detached")))
            mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "general.brilliant", _(REF_GENERALS),
                                     (int) i, NULL,
                                     _("%s is brilliant; a brilliant general must be detached and "
                                       "senior."),
                                     general_name (general));
          check_attachment (self, general, (int) i);
        }
    }
  if (seniors > 1)
    mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "general.senior.max", _(REF_GENERALS), -1, NULL,
                             _("Only one general may be senior; %u are. Remove the upgrade from %u."),
                             seniors, seniors - 1);
}

static void
check_camps (MuEvaluation *self)
{
  GPtrArray *commands = mu_roster_get_commands (self->roster);
  guint camps = 0;

  for (guint i = 0; i < commands->len; i++)
    {
      guint here = mu_tts_count_units (self, (int) i, MU_ENTRY_CAMP);

      camps += here;
      if (here > 0 && mu_tts_count_units (self, (int) i, MU_ENTRY_UNIT) == 0)
        mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "camp.command", _(REF_CAMPS), (int) i, NULL,
                                 _("A camp is attached to a command with no units; each camp is "
                                   "attached to a command and placed beside one of its units. Move "
                                   "it to another command."));
    }
  if (camps == 0)
    mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "camp.min", _(REF_CAMPS), -1, NULL,
                             _("The army has no camp; every army needs at least one (To the "
                               "Strongest!, Camps). Add a camp to a command."));
}

static void
check_heroes (MuEvaluation *self)
{
  GPtrArray *commands = mu_roster_get_commands (self->roster);

  for (guint i = 0; i < commands->len; i++)
    {
      MuCommand *command = commands->pdata[i];

      for (guint j = 0; j < command->heroes->len; j++)
        mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "hero.unallocated", _(REF_HEROES), (int) i,
                                 NULL,
                                 _("Hero %s is with no unit; every hero is allocated to a unit. "
                                   "Allocate him to one."),
                                 (const char *) command->heroes->pdata[j]);
    }
}

static void
check_unit_upgrades (MuEvaluation *self, MuUnit *unit, int index)
{
  const char *seen = NULL;

  for (guint i = 0; i < unit->upgrades->len; i++)
    {
      MuListEntry *row = mu_army_list_lookup (self->list, unit->upgrades->pdata[i]);
      const char *quality = row != NULL ? mu_list_entry_attr (row, "quality") : NULL;

      if (quality == NULL)
        continue;
      if (seen != NULL)
        {
          mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "unit.upgrade-conflict", NULL, index,
                                   unit->id,
                                   _("A unit cannot be both “%s” and “%s”. Keep one upgrade."), seen,
                                   mu_list_entry_label (row));
          return;
        }
      seen = mu_list_entry_label (row);
    }
}

static void
check_units (MuEvaluation *self)
{
  GPtrArray *commands = mu_roster_get_commands (self->roster);

  for (guint i = 0; i < commands->len; i++)
    {
      MuCommand *command = commands->pdata[i];
      for (guint j = 0; j < command->units->len; j++)
        check_unit_upgrades (self, command->units->pdata[j], (int) i);
    }
}

void
mu_tts_check_rules (MuRuleset *ruleset, MuEvaluation *self)
{
  GPtrArray *commands = mu_roster_get_commands (self->roster);

  for (guint i = 0; i < commands->len; i++)
    {
      check_command_general (self, commands->pdata[i], (int) i);
      check_command_size (self, commands->pdata[i], (int) i);
    }
  check_generals (self);
  check_camps (self);
  check_heroes (self);
  check_units (self);
}
