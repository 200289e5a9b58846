/* mu-engine-limits.c: every row's number, as the list prints it
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "mu-army-list.h"
#include "mu-engine-tally-private.h"
#include "mu-evaluation-private.h"
#include "mu-list-entry.h"

static MuHalfRounding
half_rounding (MuEvaluation *self)
{
  return mu_evaluation_option_is (self, "half-rounding", "round-up") ? MU_HALF_ROUND_UP : MU_HALF_EXACT;
}

static gboolean
row_bounds (MuEvaluation *self, MuListEntry *entry, MuHalfRounding rounding, gint64 *min, gint64 *max)
{
  gint64 parent = 0;

  if (entry->parent != NULL)
    parent = mu_evaluation_row_taken (self, entry->parent);
  mu_range_bounds (&entry->number, parent, rounding, min, max);
  return entry->number.kind != MU_RANGE_ANY;
}

/**
 * mu_evaluation_row_bounds:
 * @self: an evaluation
 * @entry: a row of the evaluation's army list
 * @min: (out): the fewest of the row the army must take
 * @max: (out): the most it may take (%G_MAXINT64 for no limit)
 *
 * Gives how many of a row the army may take now: a relative range ("up to half")
 * is measured against the units taken of its parent row, rounded as the ruleset's
 * option says.
 *
 * Returns: %TRUE when the row has a limit; %FALSE for a row of "any" number
 */
gboolean
mu_evaluation_row_bounds (MuEvaluation *self, MuListEntry *entry, gint64 *min, gint64 *max)
{
  return row_bounds (self, entry, half_rounding (self), min, max);
}

/* A row of an allied contingent's list asked about with the contingent's
 * list, tally and options in the army's place, as the engine checks it:
 * its bounds when min is given, else whether it is available. For a
 * contingent without a list, available and without bounds. */
static gboolean
ask_in_contingent (MuEvaluation *self, guint number, MuListEntry *entry, char **reason, gint64 *min,
                   gint64 *max)
{
  MuContingentResult *result = mu_evaluation_contingent (self, number);
  MuArmyList *list = self->list;
  struct _MuTally *tally = self->tally;
  GHashTable *options = self->options;
  gboolean answer;

  if (result == NULL || result->list == NULL || result->tally == NULL || result->options == NULL)
    return min == NULL;
  self->list = result->list;
  self->tally = result->tally;
  self->options = result->options;
  answer = min != NULL ? mu_evaluation_row_bounds (self, entry, min, max)
                       : mu_evaluation_row_available (self, entry, reason);
  self->list = list;
  self->tally = tally;
  self->options = options;
  return answer;
}

/**
 * mu_evaluation_contingent_row_available:
 * @self: an evaluation
 * @number: a contingent's number: 0 for the main one, 1… for the allies
 * @entry: a row of that contingent's army list
 * @reason: (out) (optional) (transfer full) (nullable): where to put why the
 *   row is not available, or %NULL
 *
 * Tells whether a contingent may take a row at all, as
 * mu_evaluation_row_available() tells it for the main one: an allied
 * contingent by its own list's footnotes, its own date and variant.
 *
 * Returns: %TRUE when the row may be taken (also for a contingent the
 *   army does not have, or whose list was not found); %FALSE with @reason
 *   set otherwise
 */
gboolean
mu_evaluation_contingent_row_available (MuEvaluation *self, guint number, MuListEntry *entry, char **reason)
{
  if (number == 0)
    return mu_evaluation_row_available (self, entry, reason);
  return ask_in_contingent (self, number, entry, reason, NULL, NULL);
}

/**
 * mu_evaluation_contingent_row_bounds:
 * @self: an evaluation
 * @number: a contingent's number: 0 for the main one, 1… for the allies
 * @entry: a row of that contingent's army list
 * @min: (out): the fewest of the row the contingent must take
 * @max: (out): the most it may take (%G_MAXINT64 for no limit)
 *
 * Gives how many of a row a contingent may take now, as
 * mu_evaluation_row_bounds() gives it for the main one, a relative range
 * measured in the contingent.
 *
 * Returns: %TRUE when the row has a limit; %FALSE for a row of "any"
 *   number, or a contingent the army does not have
 */
gboolean
mu_evaluation_contingent_row_bounds (MuEvaluation *self, guint number, MuListEntry *entry, gint64 *min,
                                     gint64 *max)
{
  if (number == 0)
    return mu_evaluation_row_bounds (self, entry, min, max);
  return ask_in_contingent (self, number, entry, NULL, min, max);
}

/* What a general upgrade makes a general, for "1 of 3 generals is heroic". */
static const char *
general_quality (MuListEntry *entry)
{
  static const char * const words[][2] = {
    /* TRANSLATORS: what an upgrade makes a general: "2 of 3 generals are mounted" */
    { "mounted", N_("mounted") },
    { "detached", N_("detached") },
    { "heroic", N_("heroic") },
    { "senior", N_("senior") },
    { "brilliant", N_("brilliant") },
  };
  const char *upgrade = mu_list_entry_attr (entry, "upgrade");

  if (entry->kind != MU_ENTRY_GENERAL_UPGRADE || upgrade == NULL)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (g_str_equal (words[i][0], upgrade))
      return _(words[i][1]);
  return upgrade;
}

/* "1 of 3 generals is heroic; the list needs half or more. Make 1 more
 * heroic." */
static gboolean
report_general_share (MuEvaluation *self, MuListEntry *entry, MuRowTally *row, gint64 min, gint64 max,
                      const char *lower, const char *reference)
{
  gint64 parent = mu_evaluation_row_taken (self, entry->parent);
  const char *quality = general_quality (entry);
  MuIssue *issue;

  if (quality == NULL || entry->number.kind == MU_RANGE_ALL_OR_NONE)
    return FALSE;
  if (row->taken > max)
    issue = mu_evaluation_add_issue (
        self, MU_SEVERITY_ERROR, "list.max", reference, -1, NULL,
        ngettext ("%" PRId64 " of %" PRId64 " generals is %s; the list allows %s (%" PRId64 "). "
                  "Remove the upgrade from %" PRId64 ".",
                  "%" PRId64 " of %" PRId64 " generals are %s; the list allows %s (%" PRId64 "). "
                  "Remove the upgrade from %" PRId64 ".",
                  row->taken),
        row->taken, parent, quality, lower, max, row->taken - max);
  else
    issue = mu_evaluation_add_issue (
        self, MU_SEVERITY_ERROR, "list.min", reference, -1, NULL,
        ngettext ("%" PRId64 " of %" PRId64 " generals is %s; the list needs %s. Make %" PRId64 " more %s.",
                  "%" PRId64 " of %" PRId64 " generals are %s; the list needs %s. Make %" PRId64 " more %s.",
                  row->taken),
        row->taken, parent, quality, lower, min - row->taken, quality);
  issue->row = g_strdup (entry->id);
  return TRUE;
}

static void
report_relative (MuEvaluation *self, MuListEntry *entry, MuRowTally *row, gint64 min, gint64 max,
                 const char *reference)
{
  gint64 parent = mu_evaluation_row_taken (self, entry->parent);
  const char *label = mu_list_entry_label (entry);
  const char *parent_label = mu_list_entry_label (entry->parent);
  g_autofree char *number = mu_range_to_text (&entry->number);
  g_autofree char *lower = g_utf8_strdown (number, -1);
  MuIssue *issue;

  if (report_general_share (self, entry, row, min, max, lower, reference))
    return;
  if (entry->number.kind == MU_RANGE_ALL_OR_NONE)
    issue = mu_evaluation_add_issue (
        self, MU_SEVERITY_ERROR, "list.all-or-none", reference, row->command, row->last_unit,
        _("%s: %" PRId64 " of %" PRId64 " %s taken; the list "
                               "allows all or none. Upgrade %" PRId64 " more or remove the "
                               "upgrade from %" PRId64 "."),
           label, row->taken, parent, parent_label, parent - row->taken, row->taken);
  else if (row->taken > max)
    issue = mu_evaluation_add_issue (
        self, MU_SEVERITY_ERROR, "list.max", reference, row->command, row->last_unit,
        _("%s: %" PRId64 " of %" PRId64 " %s taken; the list "
                               "allows %s (%" PRId64 "). Remove %" PRId64 "."),
           label, row->taken, parent, parent_label, lower, max, row->taken - max);
  else
    issue = mu_evaluation_add_issue (
        self, MU_SEVERITY_ERROR, "list.min", reference, row->command, row->last_unit,
        _("%s: %" PRId64 " of %" PRId64 " %s taken; the list "
                               "needs %s (%" PRId64 "). Add %" PRId64 "."),
           label, row->taken, parent, parent_label, lower, min, min - row->taken);
  issue->row = g_strdup (entry->id);
}

static void
report_absolute (MuEvaluation *self, MuListEntry *entry, MuRowTally *row, gint64 min, gint64 max,
                 const char *reference)
{
  g_autofree char *number = mu_range_to_text (&entry->number);
  const char *label = mu_list_entry_label (entry);
  MuIssue *issue;

  if (row->taken > max)
    issue = mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "list.max", reference, row->command,
                                     row->last_unit,
                                     _("%s: %" PRId64 " taken, the list allows %s. Remove %"
                               PRId64 "."),
                                        label, row->taken, number, row->taken - max);
  else
    issue = mu_evaluation_add_issue (self, MU_SEVERITY_ERROR, "list.min", reference, -1, NULL,
                                     _("%s: %" PRId64 " taken, the list needs %s. Add %"
                               PRId64 "."), label,
                                        row->taken, number, min - row->taken);
  issue->row = g_strdup (entry->id);
}

static void
check_row (MuEvaluation *self, guint index, MuHalfRounding rounding)
{
  MuListEntry *entry = self->list->rows->pdata[index];
  MuRowTally row = mu_tally_get_at (self->tally, index);
  g_autofree char *reference = NULL;
  gint64 min, max;

  if (!row_bounds (self, entry, rounding, &min, &max))
    return;
  if (row.taken == 0 && (min == 0 || !mu_evaluation_row_available (self, entry, NULL)))
    return;
  if (entry->number.kind == MU_RANGE_ALL_OR_NONE && (row.taken == 0 || row.taken == max))
    return;
  if (entry->number.kind != MU_RANGE_ALL_OR_NONE && row.taken >= min && row.taken <= max)
    return;
  reference = mu_engine_list_reference (self, entry->markers);
  if (mu_range_is_relative (&entry->number))
    report_relative (self, entry, &row, min, max, reference);
  else
    report_absolute (self, entry, &row, min, max, reference);
}

void
mu_engine_check_limits (MuEvaluation *self)
{
  MuHalfRounding rounding = half_rounding (self);

  /* The option is looked up once: the rows are many, the option one. */
  for (guint i = 0; i < self->list->rows->len; i++)
    check_row (self, i, rounding);
}
