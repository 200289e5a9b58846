/* mu-tts-rules.c: the rules of To the Strongest! that every army obeys,
 * whatever its list (v1.1: Generals, Heroes, Camps, The order of battle)
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-general.h"
#include "mu-issue.h"
#include "mu-range.h"
#include "mu-list-entry.h"
#include "mu-roster.h"
#include "mu-tts-private.h"
#include "mu-unit.h"

#define REF_OOB N_("To the Strongest! v1.1, The order of battle")
#define REF_GENERALS N_("To the Strongest! v1.1, Generals")
#define REF_HEROES N_("To the Strongest! v1.1, Heroes")
#define REF_CAMPS N_("To the Strongest! v1.1, Camps")

static const char *
general_name (MuGeneral *general)
{
  return general->name != NULL && *general->name ? general->name : _("The general");
}

static void
check_command_size (MuEvaluation *self, MuCommand *command, int index)
{
  guint units = mu_tts_count_units (self, index, MU_ENTRY_UNIT);
  g_autofree char *name = mu_evaluation_command_name (self, index);
  MuGeneral *general = mu_command_get_general (command);

  if (units >= 1 && units <= 10)
    return;
  if (units == 0 && mu_tts_is_senior_alone (self, index))
    return;
  if (units == 0 && general != NULL && mu_tts_general_has (self, general, "senior"))
    /* the reading "he leads a command of his own": removing the command
     * would remove the senior general, so the fix says so */
    mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "command.size",
                             _(REF_OOB), index, NULL,
                                _("%s has no units; a command has 1–10 (To the Strongest!, The order of "
                               "battle), and under this reading the senior general leads a command "
                               "of his own. Add a unit: removing the command would remove %s, the "
                               "army's senior general."),
                                   name, general_name (general));
  else if (units == 0)
    mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "command.size",
                             _(REF_OOB), index, NULL,
                                _("%s has no units; a command has 1–10 (To the Strongest!, The order of "
                               "battle). Add a unit or remove the command."),
                                   name);
  else
    mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "command.size",
                             _(REF_OOB), index, NULL,
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
    mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "command.general",
                             _(REF_OOB), index, NULL,
                                _("%s has no general; every command is led by exactly one. Add a "
                               "general."),
                                   name);
  else if (n > 1)
    mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "command.general",
                             _(REF_OOB), index, NULL,
                                _("%s has %u generals; a command is led by exactly one. Move %u to "
                               "commands of their own."),
                                   name, n, n - 1);
}

/* The unit's row in its own contingent's list */
static MuListEntry *
unit_row (MuEvaluation *self, MuUnit *unit)
{
  MuUnitResult *result = mu_evaluation_unit (self, unit->id);

  return result != NULL && result->entry != NULL ? result->entry
                                                 : mu_evaluation_lookup_row (self, unit->entry);
}

/* A unit that fights: not a camp, a fortification or reserve ammunition. */
static gboolean
is_fighting_unit (MuEvaluation *self, MuUnit *unit)
{
  MuListEntry *entry = unit_row (self, unit);

  return entry != NULL && entry->kind == MU_ENTRY_UNIT;
}

static const char *
unit_label (MuEvaluation *self, MuUnit *unit)
{
  MuListEntry *entry = unit_row (self, unit);

  if (unit->name != NULL && *unit->name)
    return unit->name;
  return entry != NULL ? mu_list_entry_label (entry) : unit->entry;
}

/* The unit a general is attached to and its command, through the
 * evaluation's index of units: a search of the roster for each general
 * took time quadratic in the army. */
static MuUnit *
attached_unit (MuEvaluation *self, MuGeneral *general, int *command)
{
  MuUnitResult *result = mu_evaluation_unit (self, general->attached);

  if (result == NULL)
    return NULL;
  *command = result->command;
  return result->unit;
}

/* The upgrade row of a general's row that makes him what, when the list
 * offers it to this army (its date and variant allow it), or NULL. */
static MuListEntry *
offered_upgrade (MuEvaluation *self, MuGeneral *general, const char *what)
{
  MuListEntry *entry = mu_evaluation_lookup_row (self, general->entry);

  for (guint i = 0; entry != NULL && i < entry->children->len; i++)
    {
      MuListEntry *upgrade = entry->children->pdata[i];

      if (g_strcmp0 (mu_list_entry_attr (upgrade, "upgrade"), what) == 0)
        return mu_evaluation_row_available (self, upgrade, NULL) ? upgrade : NULL;
    }
  return NULL;
}

/* Names on an issue about a general the upgrade row of his that fixes it
 * (its box is what the builder focuses), when the list offers it. */
static void
fix_with_upgrade (MuEvaluation *self, MuIssue *issue, MuGeneral *general, const char *what)
{
  MuListEntry *upgrade = offered_upgrade (self, general, what);

  if (upgrade != NULL)
    {
      g_free (issue->fix_row);
      issue->fix_row = g_strdup (upgrade->id);
    }
}

/* A senior general alone who is not detached: detaching him is advised
 * only where the list offers it. */
static void
check_senior_alone (MuEvaluation *self, MuGeneral *general, int index)
{
  MuIssue *issue;

  if (offered_upgrade (self, general, "detached") == NULL)
    {
      mu_evaluation_add_issue (
          self, MU_SEVERITY_ERROR, "general.senior.alone",
          _(REF_GENERALS), index, NULL,
             _("%s is senior and stands alone, without a command of his own, but is not "
                                 "detached; a general is either part of a unit of his command or detached, "
                                 "and the list offers this army no detached generals. Give him a unit."),
                general_name (general));
      return;
    }
  issue = mu_evaluation_add_issue (
      self, MU_SEVERITY_ERROR, "general.senior.alone",
      _(REF_GENERALS), index, NULL,
         _("%s is senior and stands alone, without a command of his own, but is not "
                                     "detached; a general is either part of a unit of his command or detached. "
                                     "Make him detached (1 point more) or give him a unit."),
            general_name (general));
  fix_with_upgrade (self, issue, general, "detached");
}

/* An attached general with no unit, or with one that does not fight:
 * detaching him is advised only where the list offers it. */
static void
report_no_fighting_unit (MuEvaluation *self, MuGeneral *general, int index, MuUnit *unit)
{
  gboolean may_detach = offered_upgrade (self, general, "detached") != NULL;

  if (unit == NULL && may_detach)
    mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "general.attached",
                             _(REF_GENERALS), index, NULL,
                                _("%s is an attached general but is with no unit. Choose a unit of the same "
                               "command in “Attached to”, or make the general detached."),
                                   general_name (general));
  else if (unit == NULL)
    mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "general.attached",
                             _(REF_GENERALS), index, NULL,
                                _("%s is an attached general but is with no unit. Choose a unit of the same "
                               "command in “Attached to”."),
                                   general_name (general));
  else if (may_detach)
    mu_evaluation_add_issue (
        self, MU_SEVERITY_ERROR, "general.attached",
        _(REF_GENERALS), index, unit->id,
           _("%s is attached to %s, which is not a unit; an attached general forms part of "
                               "a fighting unit of the same command. Choose a fighting unit in “Attached "
                               "to”, or make the general detached."),
              general_name (general), unit_label (self, unit));
  else
    mu_evaluation_add_issue (
        self, MU_SEVERITY_ERROR, "general.attached",
        _(REF_GENERALS), index, unit->id,
           _("%s is attached to %s, which is not a unit; an attached general forms part of "
                               "a fighting unit of the same command. Choose a fighting unit in “Attached "
                               "to”."),
              general_name (general), unit_label (self, unit));
}

/* A detached general attached to a unit: he is one or the other. */
static void
report_detached_attached (MuEvaluation *self, MuGeneral *general, int index)
{
  int unit_command = -1;
  MuUnit *unit;

  unit = attached_unit (self, general, &unit_command);
  mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "general.attached",
                           _(REF_GENERALS), index, general->attached,
                              _("%s is detached but attached to %s; a general is either part of "
                             "a unit or detached on his own base. Detach him from the unit, "
                             "or remove the detached upgrade (1 point less)."),
                                 general_name (general),
                                 unit != NULL ? unit_label (self, unit) : general->attached);
}

/* An attached general: he is with a fighting unit of his own command. */
static void
check_attached_unit (MuEvaluation *self, MuGeneral *general, int index)
{
  int unit_command = -1;
  MuUnit *unit;

  if (general->attached == NULL)
    {
      report_no_fighting_unit (self, general, index, NULL);
      return;
    }
  unit = attached_unit (self, general, &unit_command);
  if (unit != NULL && !is_fighting_unit (self, unit))
    {
      report_no_fighting_unit (self, general, index, unit);
      return;
    }
  if (unit != NULL && unit_command != index)
    {
      g_autofree char *other = mu_evaluation_command_name (self, unit_command);
      mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "general.attached",
                               _(REF_GENERALS), index, unit->id,
                                  _("%s is attached to a unit of %s; an attached general must be with a "
                                 "unit of his own command."),
                                     general_name (general), other);
    }
}

static void
check_attachment (MuEvaluation *self, MuGeneral *general, int index)
{
  if (mu_tts_general_has (self, general, "detached"))
    {
      if (general->attached != NULL)
        report_detached_attached (self, general, index);
      return;
    }
  /* Every general is attached (part of a unit) or detached (v1.1, Generals);
   * a senior general without a command of his own has no unit to be part
   * of, so he stands on his own base, detached. */
  if (mu_tts_is_senior_alone (self, index))
    {
      check_senior_alone (self, general, index);
      return;
    }
  check_attached_unit (self, general, index);
}

/* The id of of the list's general upgrade row that makes a general what, or NULL. */
static const char *
list_upgrade_row (MuEvaluation *self, const char *what)
{
  for (guint i = 0; i < self->list->rows->len; i++)
    {
      MuListEntry *row = self->list->rows->pdata[i];

      if (row->kind == MU_ENTRY_GENERAL_UPGRADE && g_strcmp0 (mu_list_entry_attr (row, "upgrade"), what) == 0)
        return row->id;
    }
  return NULL;
}

/* The issue the list limits raised about the general upgrade row that makes
 * a general what (senior…), taken out of the evaluation. */
static MuIssue *
take_upgrade_row_issue (MuEvaluation *self, const char *what)
{
  const char *row = list_upgrade_row (self, what);

  return row != NULL ? mu_evaluation_take_row_issue (self, row) : NULL;
}

/* Another general of the army who is senior, or NULL. */
static MuGeneral *
other_senior (MuEvaluation *self, MuGeneral *general)
{
  GPtrArray *commands = mu_roster_get_commands (self->roster);

  for (guint i = 0; i < commands->len; i++)
    {
      MuCommand *command = commands->pdata[i];

      for (guint j = 0; j < command->generals->len; j++)
        {
          MuGeneral *other = command->generals->pdata[j];

          if (other != general && mu_tts_general_has (self, other, "senior"))
            return other;
        }
    }
  return NULL;
}

/* A brilliant general must be detached and senior (v1.1, Generals); the fix
 * proposed breaks no other rule: with another senior general, making this
 * one senior too would give the army two. */
static void
check_brilliant (MuEvaluation *self, MuGeneral *general, int index)
{
  gboolean senior = mu_tts_general_has (self, general, "senior");
  gboolean detached = mu_tts_general_has (self, general, "detached");
  MuGeneral *other = senior ? NULL : other_senior (self, general);
  const char *name = general_name (general);
  MuIssue *issue;

  if (senior && detached)
    return;
  if (other != NULL && detached)
    issue
        = mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "general.brilliant",
                                   _(REF_GENERALS), index, NULL,
                                      _("%s is brilliant; a brilliant general must be detached and senior, "
                               "and %s is the army's senior general. Make %s senior in place of "
                               "%s, or remove the brilliant upgrade."),
                                         name, general_name (other), name, general_name (other));
  else if (other != NULL)
    issue
        = mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "general.brilliant",
                                   _(REF_GENERALS), index, NULL,
                                      _("%s is brilliant; a brilliant general must be detached and senior, "
                               "and %s is the army's senior general. Make %s detached and senior "
                               "in place of %s, or remove the brilliant upgrade."),
                                         name, general_name (other), name, general_name (other));
  else if (senior)
    issue
        = mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "general.brilliant",
                                   _(REF_GENERALS), index, NULL,
                                      _("%s is brilliant; a brilliant general must be detached and senior. "
                               "Make him detached (1 point more)."),
                                         name);
  else if (detached)
    issue
        = mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "general.brilliant",
                                   _(REF_GENERALS), index, NULL,
                                      _("%s is brilliant; a brilliant general must be detached and senior. "
                               "Make him senior (1 point more)."),
                                         name);
  else
    issue
        = mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "general.brilliant",
                                   _(REF_GENERALS), index, NULL,
                                      _("%s is brilliant; a brilliant general must be detached and senior. "
                               "Make him detached and senior (2 points more)."),
                                         name);
  /* the box that fixes it first: detached, then senior */
  if (!detached)
    fix_with_upgrade (self, issue, general, "detached");
  if (issue->fix_row == NULL)
    fix_with_upgrade (self, issue, general, "senior");
}

/* The most senior generals the rule of one allows: of the army, or of one
 * contingent when each has its own (mu_tts_senior_per_contingent). */
static guint
most_seniors (MuEvaluation *self)
{
  GPtrArray *commands = mu_roster_get_commands (self->roster);
  gboolean each = mu_tts_senior_per_contingent (self);
  g_autofree guint *seniors = g_new0 (guint, self->contingents->len + 1);
  guint most = 0;

  for (guint i = 0; i < commands->len; i++)
    {
      MuCommand *command = commands->pdata[i];
      guint at = each ? MIN (command->contingent, self->contingents->len) : 0;

      for (guint j = 0; j < command->generals->len; j++)
        seniors[at] += mu_tts_general_has (self, command->generals->pdata[j], "senior");
      most = MAX (most, seniors[at]);
    }
  return most;
}

static void
check_generals (MuEvaluation *self)
{
  GPtrArray *commands = mu_roster_get_commands (self->roster);
  guint seniors = most_seniors (self);

  for (guint i = 0; i < commands->len; i++)
    {
      MuCommand *command = commands->pdata[i];

      for (guint j = 0; j < command->generals->len; j++)
        {
          MuGeneral *general = command->generals->pdata[j];
          guint before = self->issues->len;

          if (mu_tts_general_has (self, general, "brilliant"))
            check_brilliant (self, general, (int) i);
          check_attachment (self, general, (int) i);
          /* the issues just raised are about this general */
          for (guint k = before; k < self->issues->len; k++)
            ((MuIssue *) self->issues->pdata[k])->general = (int) j;
        }
    }
  if (seniors > 1)
    {
      /* the list's row for the upgrade says the same: one fault, one error */
      g_autoptr(MuIssue) row = take_upgrade_row_issue (self, "senior");
      g_autofree char *reference = row != NULL ? g_strdup_printf ("%s; %s", _(REF_GENERALS), row->reference)
                                                                  : g_strdup (_(REF_GENERALS));

      MuIssue *issue
          = mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "general.senior.max", reference, -1, NULL,
                                     _("Only one general may be senior; %u are. Remove the upgrade "
                                                  "from %u."),
                                        seniors, seniors - 1);

      issue->fix_row = g_strdup (list_upgrade_row (self, "senior"));
    }
}

/* No camp: the rule, and the list's camp row when it needs one too, give
 * one error that cites both. */
static void
report_no_camp (MuEvaluation *self)
{
  MuListEntry *row = mu_army_list_first_of_kind (self->list, MU_ENTRY_CAMP);
  g_autoptr(MuIssue) listed = row != NULL ? mu_evaluation_take_row_issue (self, row->id) : NULL;
  g_autofree char *reference = NULL;
  g_autofree char *number = NULL;

  if (listed == NULL)
    {
      mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "camp.min",
                               _(REF_CAMPS), -1, NULL,
                                  _("The army has no camp; every army needs at least one (To the "
                                 "Strongest!, Camps). Add a camp to a command."));
      return;
    }
  reference = g_strdup_printf ("%s; %s", _(REF_CAMPS), listed->reference);
  number = mu_range_to_text (&row->number);
  mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "camp.min", reference, -1, NULL,
                           _("The army has no camp; every army needs at least one (To the "
                             "Strongest!, Camps), and the %s list asks for %s. Add a camp to a command."),
                              self->list->name, number);
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
        mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "camp.command",
                                 _(REF_CAMPS), (int) i, NULL,
                                    _("A camp is attached to a command with no units; each camp is "
                                   "attached to a command and placed beside one of its units. Move "
                                   "it to another command."));
    }
  if (camps == 0)
    report_no_camp (self);
}

static void
check_heroes (MuEvaluation *self)
{
  GPtrArray *commands = mu_roster_get_commands (self->roster);

  for (guint i = 0; i < commands->len; i++)
    {
      MuCommand *command = commands->pdata[i];

      for (guint j = 0; j < command->heroes->len; j++)
        mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "hero.unallocated",
                                 _(REF_HEROES), (int) i, NULL,
                                    _("Hero %s is with no unit; every hero is allocated to a unit. "
                                   "Allocate him to one."),
                                       (const char *) command->heroes->pdata[j]);
    }
}

static void
check_unit_upgrades (MuEvaluation *self, MuUnit *unit, int index)
{
  MuListEntry *parent = unit->upgrades->len > 0 ? unit_row (self, unit) : NULL;
  const char *seen = NULL;

  for (guint i = 0; i < unit->upgrades->len; i++)
    {
      MuListEntry *row = mu_evaluation_lookup_upgrade (self, parent, unit->upgrades->pdata[i]);
      const char *quality = row != NULL ? mu_list_entry_attr (row, "quality") : NULL;

      if (quality == NULL)
        continue;
      if (seen != NULL)
        {
          mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "unit.upgrade-conflict", NULL, index, unit->id,
                                   _("A unit cannot be both “%s” and “%s”. Keep one upgrade."), seen,
                                      mu_list_entry_label (row));
          return;
        }
      seen = mu_list_entry_label (row);
    }
}

/* A camp, a fortification or reserve ammunition is bought as it is: it
 * carries no hero, upgrade or choice of its own (v1.1, Camps; Heroes). */
static void
check_item (MuEvaluation *self, MuUnit *unit, int index)
{
  const char *label = unit_label (self, unit);

  for (guint i = 0; i < unit->heroes->len; i++)
    mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "hero.place",
                             _(REF_HEROES), index, unit->id,
                                _("Hero %s is with %s, which is not a unit; a hero is allocated to a "
                               "fighting unit. Move him to a unit of the army."),
                                   (const char *) unit->heroes->pdata[i], label);
  if (unit->upgrades->len > 0 || g_hash_table_size (unit->attrs) > 0)
    mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "unit.not-offered",
                             _(REF_CAMPS), index, unit->id,
                                _("%s has upgrades or choices; a camp, fortification or reserve "
                               "ammunition takes none. Remove them."),
                                   label);
}

static void
check_unit (MuEvaluation *self, MuUnit *unit, int index)
{
  if (!is_fighting_unit (self, unit))
    {
      check_item (self, unit, index);
      return;
    }
  if (unit->count != 1)
    mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "unit.count",
                             _(REF_OOB), index, unit->id,
                                _("%s is entered with count %" PRId64 "; each unit is "
                               "entered once, with count 1. Enter the units one by one."),
                                   unit_label (self, unit), unit->count);
  check_unit_upgrades (self, unit, index);
}

static void
check_units (MuEvaluation *self)
{
  GPtrArray *commands = mu_roster_get_commands (self->roster);

  for (guint i = 0; i < commands->len; i++)
    {
      MuCommand *command = commands->pdata[i];
      for (guint j = 0; j < command->units->len; j++)
        check_unit (self, command->units->pdata[j], (int) i);
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
  mu_tts_check_allies (self);
}
