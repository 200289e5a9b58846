/* mu-engine-constraints.c: the list's footnotes
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-constraint-private.h"
#include "mu-constraint.h"
#include "mu-engine-tally-private.h"
#include "mu-evaluation-private.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-roster.h"
#include "mu-unit.h"

char *
mu_engine_list_reference (MuEvaluation *self, const char *marker)
{
  MuArmyList *list = self->list;

  if (marker != NULL && *marker != '\0')
    /* TRANSLATORS: "<army list name>, footnote **" */
    return g_strdup_printf (_("%s list, footnote %s"), list->name, marker);
  return g_strdup_printf (_("%s list"), list->name);
}

static gboolean
date_allows (MuEvaluation *self, MuConstraint *constraint, char **reason)
{
  const char *value = mu_evaluation_option (self, constraint->option);
  gint64 year;

  if (value == NULL || !g_ascii_string_to_signed (value, 10, -5000, 5000, &year, NULL))
    return TRUE;
  if (year >= constraint->from && year <= constraint->to)
    return TRUE;
  if (reason != NULL)
    {
      g_autofree char *date = mu_format_year (year);
      g_autofree char *from = mu_format_year (constraint->from);
      g_autofree char *to = mu_format_year (constraint->to);

      if (constraint->from <= -5000)
        *reason = g_strdup_printf (_("only up to and including %s; the army is dated %s"), to, date);
      else if (constraint->to >= 5000)
        *reason = g_strdup_printf (_("only from %s; the army is dated %s"), from, date);
      else
        *reason = g_strdup_printf (_("only from %s to %s; the army is dated %s"), from, to, date);
    }
  return FALSE;
}

static char *
option_label (MuEvaluation *self, const char *option, const char *value)
{
  MuOptionDef *def = mu_option_defs_find (self->list->options, option);

  return def != NULL ? mu_option_def_format (def, value) : g_strdup (value);
}

static gboolean
option_allows (MuEvaluation *self, MuConstraint *constraint, char **reason)
{
  const char *value = mu_evaluation_option (self, constraint->option);
  g_autoptr(GString) allowed = g_string_new (NULL);

  if (value == NULL || g_strv_contains ((const char * const *) constraint->values, value))
    return TRUE;
  if (reason == NULL)
    return FALSE;
  for (guint i = 0; constraint->values[i] != NULL; i++)
    {
      g_autofree char *label = option_label (self, constraint->option, constraint->values[i]);
      if (i > 0)
        g_string_append (allowed, _(" or "));
      g_string_append (allowed, label);
    }
  {
    g_autofree char *current = option_label (self, constraint->option, value);
    MuOptionDef *def = mu_option_defs_find (self->list->options, constraint->option);

    if (def != NULL && def->interpretation)
      /* TRANSLATORS: a row allowed by one reading of the rules only: "only when
       * Detached generals is “Allowed for one point…” (army options); it is “As printed…”" */
      *reason = g_strdup_printf (_("only when %s is “%s” (army options); it is “%s”"), def->label,
                                    allowed->str, current);
    else
      *reason = g_strdup_printf (_("only in %s armies; this army is %s"), allowed->str, current);
  }
  return FALSE;
}

static gboolean
names_entry (MuConstraint *constraint, MuListEntry *entry)
{
  for (guint i = 0; i < constraint->entries->len; i++)
    if (constraint->entries->pdata[i] == entry)
      return TRUE;
  return FALSE;
}

/**
 * mu_evaluation_row_available:
 * @self: an evaluation
 * @entry: a row of the evaluation's army list
 * @reason: (out) (optional) (transfer full) (nullable): where to put why the row
 *   is not available, or %NULL
 *
 * Tells whether a row may be taken at all given the army's date and variant (the
 * list's footnotes on dates and option values), for the rows or any of their
 * parents.
 *
 * Returns: %TRUE when the row may be taken; %FALSE with @reason set otherwise
 */
gboolean
mu_evaluation_row_available (MuEvaluation *self, MuListEntry *entry, char **reason)
{
  for (guint i = 0; i < self->list->constraints->len; i++)
    {
      MuConstraint *constraint = self->list->constraints->pdata[i];
      gboolean ok = TRUE;

      if (!mu_constraint_applies (constraint, self->options))
        continue;
      for (MuListEntry *row = entry; row != NULL && ok; row = row->parent)
        {
          if (!names_entry (constraint, row))
            continue;
          if (constraint->kind == MU_CONSTRAINT_DATE)
            ok = date_allows (self, constraint, reason);
          else if (constraint->kind == MU_CONSTRAINT_OPTION_VALUE)
            ok = option_allows (self, constraint, reason);
        }
      if (!ok)
        return FALSE;
    }
  return TRUE;
}

static void
check_availability (MuEvaluation *self, MuConstraint *constraint)
{
  g_autofree char *reference = NULL;

  for (guint i = 0; i < constraint->entries->len; i++)
    {
      MuListEntry *entry = constraint->entries->pdata[i];
      MuRowTally row = mu_tally_get (self->tally, entry);
      g_autofree char *reason = NULL;
      gboolean ok;

      if (row.taken == 0)
        continue;
      ok = constraint->kind == MU_CONSTRAINT_DATE ? date_allows (self, constraint, &reason)
                                                  : option_allows (self, constraint, &reason);
      if (!ok && reference == NULL)
        reference = mu_engine_list_reference (self, constraint->marker);
      if (!ok)
        mu_evaluation_add_issue (self, MU_SEVERITY_ERROR,
                                 constraint->kind == MU_CONSTRAINT_DATE ? "list.date" : "list.variant",
                                 reference, row.command, row.last_unit,
                                 _("%s: %s. Remove %" PRId64 " or change the army's options."),
                                    mu_list_entry_label (entry), reason, row.taken);
    }
}

static gint64
group_taken (MuEvaluation *self, GPtrArray *group)
{
  gint64 taken = 0;

  for (guint i = 0; i < group->len; i++)
    taken += mu_tally_get (self->tally, group->pdata[i]).taken;
  return taken;
}

/* The rows' labels, each once: two rows of one historical name (the
 * British skirmishers with javelins and with bows) read as one. */
static char *
join_labels (GPtrArray *entries, const char *separator)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) seen = g_ptr_array_new ();

  for (guint i = 0; i < entries->len; i++)
    {
      const char *label = mu_list_entry_label (entries->pdata[i]);

      if (g_ptr_array_find_with_equal_func (seen, label, g_str_equal, NULL))
        continue;
      if (seen->len > 0)
        g_string_append (text, separator);
      g_string_append (text, label);
      g_ptr_array_add (seen, (gpointer) label);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* "2 units take “Upgrade light cavalry/chariots to veteran” and 1 unit
 * takes “Upgrade warriors to veteran”; footnote ** allows only one of these
 * 2 choices. Keep one and remove the other." */
static void
check_exclusive (MuEvaluation *self, MuConstraint *constraint)
{
  g_autoptr(GString) used = g_string_new (NULL);
  g_autofree char *reference = NULL;
  guint n_used = 0;

  for (guint i = 0; i < constraint->groups->len; i++)
    {
      GPtrArray *group = constraint->groups->pdata[i];
      gint64 taken = group_taken (self, group);
      g_autofree char *labels = NULL;

      if (taken == 0)
        continue;
      labels = join_labels (group, _(" and "));
      if (n_used++ > 0)
        g_string_append (used, _(" and "));
      g_string_append_printf (used,
                              ngettext ("%" PRId64 " unit takes “%s”", "%" PRId64 " units take “%s”", taken),
                              taken, labels);
    }
  if (n_used <= 1)
    return;
  reference = mu_engine_list_reference (self, constraint->marker);
  mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "list.exclusive", reference, -1, NULL,
                           ngettext ("%s; footnote %s allows only one of these %u choices. Keep "
                                     "one and remove the other.",
                                     "%s; footnote %s allows only one of these %u choices. Keep "
                                     "one and remove the others.",
                                     n_used - 1),
                           used->str, mu_constraint_source (constraint), n_used);
}

/* The rows by name, and by description where rows share a name: the
 * British skirmishers with javelins and with bows read "Skirmishers (Light
 * infantry, javelin) and Skirmishers (Light infantry, bow/sling)". */
static char *
join_rows (GPtrArray *entries, const char *separator)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < entries->len; i++)
    {
      MuListEntry *entry = entries->pdata[i];
      const char *label = mu_list_entry_label (entry);
      gboolean shared = FALSE;

      for (guint j = 0; j < entries->len && !shared; j++)
        shared = j != i && g_strcmp0 (label, mu_list_entry_label (entries->pdata[j])) == 0;
      if (i > 0)
        g_string_append (text, separator);
      if (shared && entry->description != NULL && g_strcmp0 (entry->description, label) != 0)
        /* TRANSLATORS: a row of the list by its name and description */
        g_string_append_printf (text, _("%s (%s)"), label, entry->description);
      else
        g_string_append (text, label);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
check_cap (MuEvaluation *self, MuConstraint *constraint)
{
  gint64 taken = group_taken (self, constraint->entries);
  g_autofree char *labels = NULL;
  g_autofree char *reference = NULL;

  if (taken <= constraint->max)
    return;
  labels = join_rows (constraint->entries, _(" and "));
  reference = mu_engine_list_reference (self, constraint->marker);
  mu_evaluation_add_issue (
      self, MU_SEVERITY_ERROR, "list.cap", reference, -1, NULL,
      _("%s: %" PRId64 " taken together; footnote %s allows at most %"
                             PRId64 ". Remove %" PRId64 "."),
         labels, taken, mu_constraint_source (constraint), constraint->max, taken - constraint->max);
}

static void
check_unit_incompatible (MuEvaluation *self, MuConstraint *constraint, MuUnit *unit, int command)
{
  g_autoptr(GPtrArray) taken = g_ptr_array_new ();

  for (guint i = 0; i < constraint->entries->len; i++)
    {
      MuListEntry *entry = constraint->entries->pdata[i];
      if (mu_unit_has_upgrade (unit, entry->id))
        g_ptr_array_add (taken, entry);
    }
  if (taken->len > 1)
    {
      g_autofree char *labels = join_labels (taken, _(" and "));
      g_autofree char *reference = mu_engine_list_reference (self, constraint->marker);

      mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "list.incompatible", reference, command, unit->id,
                               _("A unit cannot take both %s (footnote %s). Keep one upgrade."), labels,
                                  mu_constraint_source (constraint));
    }
}

static void
check_incompatible (MuEvaluation *self, MuConstraint *constraint)
{
  GPtrArray *commands = mu_roster_get_commands (self->roster);

  for (guint i = 0; i < commands->len; i++)
    {
      MuCommand *command = commands->pdata[i];

      if (command->contingent != self->checking)
        continue;
      for (guint j = 0; j < command->units->len; j++)
        check_unit_incompatible (self, constraint, command->units->pdata[j], (int) i);
    }
}

static void
count_heroes (MuEvaluation *self, MuConstraint *constraint, gint64 *total, gint64 *placed)
{
  GPtrArray *commands = mu_roster_get_commands (self->roster);

  for (guint i = 0; i < commands->len; i++)
    {
      MuCommand *command = commands->pdata[i];

      if (command->contingent != self->checking)
        continue;
      *total += command->heroes->len;
      for (guint j = 0; j < command->units->len; j++)
        {
          MuUnit *unit = command->units->pdata[j];
          MuListEntry *entry = mu_army_list_lookup (self->list, unit->entry);

          *total += unit->heroes->len;
          if (entry != NULL && names_entry (constraint, mu_list_entry_top (entry)))
            *placed += unit->heroes->len;
        }
    }
}

static void
check_allocation (MuEvaluation *self, MuConstraint *constraint)
{
  gint64 total = 0, placed = 0, needed;
  g_autofree char *labels = NULL;
  g_autofree char *reference = NULL;

  count_heroes (self, constraint, &total, &placed);
  needed = (total + 1) / 2;
  if (placed >= needed)
    return;
  labels = join_labels (constraint->entries, _(" or "));
  reference = mu_engine_list_reference (self, constraint->marker);
  mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "list.hero-allocation", reference, -1, NULL,
                           ngettext ("%" PRId64 " of %" PRId64 " heroes is with %s; "
                                     "footnote %s needs at least half (%" PRId64 "). Move %" PRId64 ".",
                                     "%" PRId64 " of %" PRId64 " heroes are with %s; "
                                     "footnote %s needs at least half (%" PRId64 "). Move %" PRId64 ".",
                                     placed),
                           placed, total, labels, mu_constraint_source (constraint), needed, needed - placed);
}

void
mu_engine_check_constraints (MuEvaluation *self)
{
  for (guint i = 0; i < self->list->constraints->len; i++)
    {
      MuConstraint *constraint = self->list->constraints->pdata[i];

      if (!mu_constraint_applies (constraint, self->options))
        continue;
      switch (constraint->kind)
        {
        case MU_CONSTRAINT_DATE:
        case MU_CONSTRAINT_OPTION_VALUE:
          check_availability (self, constraint);
          break;
        case MU_CONSTRAINT_EXCLUSIVE:
          check_exclusive (self, constraint);
          break;
        case MU_CONSTRAINT_CAP:
          check_cap (self, constraint);
          break;
        case MU_CONSTRAINT_INCOMPATIBLE:
          check_incompatible (self, constraint);
          break;
        case MU_CONSTRAINT_ALLOCATION:
        default:
          check_allocation (self, constraint);
          break;
        }
    }
}
