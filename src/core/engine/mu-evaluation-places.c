/* mu-evaluation-places.c: where in a roster an issue leads, and the names
 * that tell units of the same row apart
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-general.h"
#include "mu-list-entry.h"
#include "mu-roster.h"
#include "mu-unit.h"

/* ---- the place of an issue ---- */

static MuGeneral *
general_at (MuEvaluation *self, int command, int index)
{
  GPtrArray *commands = mu_roster_get_commands (self->roster);
  MuCommand *c;

  if (command < 0 || (guint) command >= commands->len)
    return NULL;
  c = commands->pdata[command];
  return index >= 0 && (guint) index < c->generals->len ? c->generals->pdata[index] : NULL;
}

/* The control of a general's page that fixes an issue about him: the unit
 * he is with, or the upgrade the ruleset names. */
static const char *
general_control (const MuIssue *issue)
{
  if (g_str_equal (issue->code, "general.attached"))
    return "attached";
  return issue->fix_row;
}

/* The first general (or the last, from_end) who has the upgrade row, or
 * lacks it. */
static gboolean
find_general (MuEvaluation *self, MuListEntry *row, gboolean having, gboolean from_end, MuPlace *place)
{
  GPtrArray *commands = mu_roster_get_commands (self->roster);
  gboolean found = FALSE;

  for (guint i = 0; i < commands->len && (from_end || !found); i++)
    {
      MuCommand *command = commands->pdata[i];

      for (guint j = 0; j < command->generals->len && (from_end || !found); j++)
        {
          MuGeneral *general = command->generals->pdata[j];

          if (g_strcmp0 (general->entry, row->parent != NULL ? row->parent->id : row->id) != 0)
            continue;
          if (row->parent != NULL && mu_general_has_upgrade (general, row->id) != having)
            continue;
          *place = MU_PLACE_OF_GENERAL ((int) i, (int) j);
          found = TRUE;
        }
    }
  return found;
}

static gboolean
find_unit_in (GPtrArray *units, MuListEntry *row, gboolean having, gboolean from_end, int command,
              MuPlace *place)
{
  gboolean found = FALSE;

  for (guint i = 0; i < units->len && (from_end || !found); i++)
    {
      MuUnit *unit = units->pdata[i];

      if (g_strcmp0 (unit->entry, row->parent != NULL ? row->parent->id : row->id) == 0
          && (row->parent == NULL || mu_unit_has_upgrade (unit, row->id) == having))
        {
          *place = (MuPlace){ MU_PLACE_UNIT, command, 0, unit->id };
          found = TRUE;
        }
      if ((from_end || !found) && find_unit_in (unit->subunits, row, having, from_end, command, place))
        found = TRUE;
    }
  return found;
}

/* The first unit (or the last, from_end) bought from the row, or, for an
 * upgrade row, the first of its parent row's units that has it or lacks it. */
static gboolean
find_unit (MuEvaluation *self, MuListEntry *row, gboolean having, gboolean from_end, MuPlace *place)
{
  GPtrArray *commands = mu_roster_get_commands (self->roster);
  gboolean found = FALSE;

  for (guint i = 0; i < commands->len && (from_end || !found); i++)
    if (find_unit_in (((MuCommand *) commands->pdata[i])->units, row, having, from_end, (int) i, place))
      found = TRUE;
  return found;
}

/* An issue about the number taken of a list row: a general or unit who
 * takes the upgrade (too few) or gives it up (too many), or one of the
 * row's own when there are too many. */
static gboolean
row_place (MuEvaluation *self, const MuIssue *issue, MuListEntry *row, MuPlace *place, const char **control)
{
  gboolean fewer = !g_str_equal (issue->code, "list.min");
  gboolean upgrade = row->parent != NULL;

  if (!upgrade && !fewer)
    return FALSE; /* more of a row are added from the list's rows */
  if (upgrade && control != NULL)
    *control = row->id;
  if (row->kind == MU_ENTRY_GENERAL || row->kind == MU_ENTRY_GENERAL_UPGRADE)
    return find_general (self, row, fewer, !upgrade, place);
  return find_unit (self, row, fewer, !upgrade, place);
}

/* The issue's unit, or else its command (whose "add-general" button fixes
 * a command without a general). */
static gboolean
unit_or_command_place (MuEvaluation *self, const MuIssue *issue, MuPlace *place, const char **control)
{
  if (control != NULL)
    *control = NULL;
  if (issue->unit_id != NULL && mu_roster_find_unit (self->roster, issue->unit_id, NULL) != NULL)
    *place = MU_PLACE_OF_UNIT (issue->unit_id);
  else if (issue->command >= 0 && (guint) issue->command < mu_roster_get_commands (self->roster)->len)
    {
      *place = MU_PLACE_OF_COMMAND (issue->command);
      if (control != NULL && g_str_equal (issue->code, "command.general"))
        *control = "add-general";
    }
  return place->kind != MU_PLACE_NONE;
}

/**
 * mu_evaluation_issue_place:
 * @self: the evaluation that raised @issue
 * @issue: one of its issues
 * @place: (out caller-allocates): where the issue leads; a unit's id is
 *   borrowed from the roster
 * @control: (out) (optional) (transfer none): the name of the control that
 *   fixes it on that place's page (an upgrade row's id, "attached" for the
 *   unit a general is with), or %NULL when no one control does
 *
 * Finds what an issue is about, for a view to select: the general it names,
 * else its unit, else its command; for a list row's number, the general or
 * unit who should take the upgrade (too few) or give it up (too many), or
 * the last unit of a row taken too often. An army-wide issue, or a row that
 * needs more taken, leads to no place in the roster: add from the list's
 * row (its id is @issue's row).
 *
 * Returns: %TRUE when @place is a place in the roster; %FALSE (and
 * %MU_PLACE_NONE) when the issue leads to none
 */
gboolean
mu_evaluation_issue_place (MuEvaluation *self, const MuIssue *issue, MuPlace *place, const char **control)
{
  MuListEntry *row = issue->row != NULL ? mu_evaluation_lookup_row (self, issue->row) : NULL;
  MuGeneral *general = general_at (self, issue->command, issue->general);

  *place = MU_PLACE_OF_NOTHING;
  if (control != NULL)
    *control = NULL;
  /* an army-wide issue an upgrade fixes (too many generals take it): the
   * last general who has it */
  if (general == NULL && issue->fix_row != NULL)
    {
      row = mu_evaluation_lookup_row (self, issue->fix_row);
      if (row != NULL && control != NULL)
        *control = row->id;
      return row != NULL && find_general (self, row, TRUE, TRUE, place);
    }
  if (general != NULL)
    {
      *place = MU_PLACE_OF_GENERAL (issue->command, issue->general);
      if (control != NULL)
        *control = general_control (issue);
      return TRUE;
    }
  if (row != NULL && row_place (self, issue, row, place, control))
    return TRUE;
  return unit_or_command_place (self, issue, place, control);
}

/* ---- names that tell units apart ---- */

static const char *
label_of (MuEvaluation *self, MuUnit *unit)
{
  MuListEntry *entry = mu_evaluation_lookup_row (self, unit->entry);

  if (unit->name != NULL && *unit->name != '\0')
    return unit->name;
  return entry != NULL ? mu_list_entry_label (entry) : unit->entry;
}

/**
 * mu_evaluation_unit_name:
 * @self: an evaluation
 * @unit_id: the id of one of its roster's units or sub-units
 *
 * Names a unit so that a player can tell it from the others of its command
 * wherever he chooses one: its own name when it has one, else its row's
 * label, numbered in the command's order when the command has more than one
 * unnamed unit of that row ("Warriors 2"). Sub-units are numbered among the
 * sub-units of their unit.
 *
 * Returns: (transfer full) (nullable): the name, %NULL when the roster has
 * no such unit; free it with g_free()
 */
char *
mu_evaluation_unit_name (MuEvaluation *self, const char *unit_id)
{
  MuUnitSlot slot;
  MuUnit *unit;
  guint same = 0, ordinal = 0;

  if (unit_id == NULL || !mu_roster_locate_unit (self->roster, unit_id, &slot))
    return NULL;
  unit = slot.array->pdata[slot.index];
  if (unit->name != NULL && *unit->name != '\0')
    return g_strdup (unit->name);
  for (guint i = 0; i < slot.array->len; i++)
    {
      MuUnit *other = slot.array->pdata[i];

      if ((other->name != NULL && *other->name != '\0') || g_strcmp0 (other->entry, unit->entry) != 0)
        continue;
      same++;
      if (i <= slot.index)
        ordinal = same;
    }
  if (same < 2)
    return g_strdup (label_of (self, unit));
  /* TRANSLATORS: a unit numbered among the units of the same row in its
   * command: "Warriors 2" */
  return g_strdup_printf (C_ ("unit", "%s %u"), label_of (self, unit), ordinal);
}

/**
 * mu_evaluation_unit_generals:
 * @self: an evaluation
 * @unit_id: the id of one of its roster's units
 *
 * Names the generals attached to a unit, for its row and the sheet to say
 * who is with it ("Boudica"; a general without a name is "the general").
 *
 * Returns: (transfer full) (nullable): their names joined by ", ", or %NULL
 * when no general is attached to it; free it with g_free()
 */
char *
mu_evaluation_unit_generals (MuEvaluation *self, const char *unit_id)
{
  GPtrArray *commands = mu_roster_get_commands (self->roster);
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; unit_id != NULL && i < commands->len; i++)
    {
      MuCommand *command = commands->pdata[i];

      for (guint j = 0; j < command->generals->len; j++)
        {
          MuGeneral *general = command->generals->pdata[j];

          if (g_strcmp0 (general->attached, unit_id) != 0)
            continue;
          if (names->len > 0)
            g_string_append (names, ", ");
          g_string_append (names, general->name != NULL && *general->name != '\0' ? general->name
                                                                                  : _("the general"));
        }
    }
  return names->len > 0 ? g_strdup (names->str) : NULL;
}

/**
 * mu_evaluation_general_upgrades:
 * @self: an evaluation
 * @general: one of its roster's generals
 *
 * Gives what a general's upgrades make him ("mounted", "heroic",
 * "senior"…), in the order the list prints its upgrade rows, whatever the
 * order they were taken in; an upgrade the list does not have is given by
 * its id, last.
 *
 * Returns: (transfer container) (element-type utf8): the words, borrowed
 * from the list and @general; free the array with g_ptr_array_unref()
 */
GPtrArray *
mu_evaluation_general_upgrades (MuEvaluation *self, MuGeneral *general)
{
  MuListEntry *entry = mu_evaluation_lookup_row (self, general->entry);
  GPtrArray *words = g_ptr_array_new ();

  for (guint i = 0; entry != NULL && i < entry->children->len; i++)
    {
      MuListEntry *row = entry->children->pdata[i];
      const char *what = mu_list_entry_attr (row, "upgrade");

      /* the rules' own words (heroic, senior…), translated as messages are */
      if (mu_general_has_upgrade (general, row->id))
        g_ptr_array_add (words, (gpointer) (what != NULL ? g_dgettext (GETTEXT_PACKAGE, what) : row->id));
    }
  for (guint i = 0; i < general->upgrades->len; i++)
    {
      MuListEntry *row = mu_evaluation_lookup_row (self, general->upgrades->pdata[i]);

      if (row == NULL || row->parent != entry)
        g_ptr_array_add (words, general->upgrades->pdata[i]);
    }
  return words;
}
