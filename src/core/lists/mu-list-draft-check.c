/* mu-list-draft-check.c: the problems of a list being edited, and each row's
 * derived cost and save beside the printed ones
 *
 * The list's own structure (ids, numbers, footnotes) is checked on the draft
 * itself, so a broken row or footnote is reported, not refused. Each row is
 * then priced by loading its top-level row alone in a list of its own, with
 * the list's options, and asking the ruleset, as `muster-cli check-list`
 * does; a row the ruleset refuses (an unknown troop type) is reported with
 * the ruleset's words and does not keep the others from being priced.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mu-ally-row.h"
#include "mu-army-list.h"
#include "mu-entry-price.h"
#include "mu-issue.h"
#include "mu-list-draft-private.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-range.h"
#include "mu-ruleset-class.h"
#include "mu-ruleset.h"

static MuIssue *
add_issue (GPtrArray *issues, MuSeverity severity, const char *code, const char *row_id, char *message)
{
  MuIssue *issue = mu_issue_new (severity, code, NULL, "%s", message);

  issue->unit_id = g_strdup (row_id);
  g_ptr_array_add (issues, issue);
  g_free (message);
  return issue;
}

/* A range of two whole numbers, the first the greater ("5-3") */
static gboolean
descending (const char *number)
{
  g_auto(GStrv) parts = g_strsplit (number, "-", 2);
  guint64 low, high;

  return parts[0] != NULL && parts[1] != NULL
         && g_ascii_string_to_unsigned (parts[0], 10, 0, G_MAXUINT32, &high, NULL)
         && g_ascii_string_to_unsigned (parts[1], 10, 0, G_MAXUINT32, &low, NULL) && low < high;
}

static void
check_number (MuDraftRow *row, GPtrArray *issues)
{
  MuRange range;
  gboolean parsed;

  if (row->number == NULL)
    return;
  parsed = mu_range_parse (row->number, &range);
  if (!parsed && descending (row->number))
    add_issue (issues, MU_SEVERITY_ERROR, "draft.number", row->id,
               g_strdup_printf (_("%s: the range “%s” goes down; give the smaller number first"),
                                   mu_draft_row_label (row), row->number));
  else if (!parsed)
    add_issue (issues, MU_SEVERITY_ERROR, "draft.number", row->id,
               g_strdup_printf (_("%s: “%s” is not a number of units; type a range (as 1-3, 2 or "
                                  "1-any) or choose Any, Half or more, Up to half or All or none"),
                                   mu_draft_row_label (row), row->number));
  else if (row->parent == NULL && mu_range_is_relative (&range))
    add_issue (issues, MU_SEVERITY_ERROR, "draft.number", row->id,
               g_strdup_printf (_("%s: “%s” counts the units of a parent row, but this row has "
                                  "none; make it an upgrade row or give a range"),
                                   mu_draft_row_label (row), row->number));
}

/* A cost as books print them: 10, 3.5, or +1 for an upgrade */
static gboolean
is_cost (const char *text)
{
  const char *p = text + (*text == '+');
  gboolean digits = FALSE;

  while (g_ascii_isdigit (*p))
    p++, digits = TRUE;
  if (*p == '.' && digits && g_ascii_isdigit (p[1]))
    for (p++; g_ascii_isdigit (*p);)
      p++;
  return digits && *p == '\0';
}

static void
check_rows (GPtrArray *all, GHashTable *by_id, GPtrArray *issues)
{
  for (guint i = 0; i < all->len; i++)
    {
      MuDraftRow *row = all->pdata[i];

      if (row->id == NULL || g_hash_table_contains (by_id, row->id))
        add_issue (issues, MU_SEVERITY_ERROR, "draft.id", row->id,
                   g_strdup_printf (_("%s: two rows have the id “%s”; give each its own"),
                                       mu_draft_row_label (row), row->id ?: ""));
      else
        g_hash_table_insert (by_id, row->id, row);
      /* the row's own problem, shown on it (an upgrade row's not on its
       * parent's) */
      if (row->name == NULL && row->description == NULL)
        {
          row->problem = g_strdup_printf (_("row “%s” has neither a name nor a description"), row->id ?: "");
          add_issue (issues, MU_SEVERITY_ERROR, "draft.name", row->id, g_strdup (row->problem));
        }
      check_number (row, issues);
      if (row->printed_cost != NULL && !is_cost (row->printed_cost))
        add_issue (issues, MU_SEVERITY_ERROR, "draft.printed-cost", row->id,
                   g_strdup_printf (_("%s: printed cost “%s” is not a number (as 10, 3.5 or +1)"),
                                       mu_draft_row_label (row), row->printed_cost));
      if (row->mark != NULL)
        add_issue (issues, MU_SEVERITY_WARNING, "draft.unread", row->id,
                   g_strdup_printf (_("%s: could not be read: %s"), mu_draft_row_label (row), row->mark));
    }
}

static gboolean
marker_used (GPtrArray *all, const char *marker)
{
  for (guint i = 0; i < all->len; i++)
    {
      MuDraftRow *row = all->pdata[i];

      if (row->markers != NULL && g_str_equal (row->markers, marker))
        return TRUE;
    }
  return FALSE;
}

static const char *
footnote_name (MuDraftFootnote *footnote)
{
  return footnote->marker != NULL && *footnote->marker != '\0' ? footnote->marker : "–";
}

static gboolean
has_option (MuDraftState *state, MuRuleset *ruleset, const char *id)
{
  return mu_option_defs_find (state->options, id) != NULL
         || mu_option_defs_find (ruleset->options, id) != NULL;
}

/* A variant limit's values are choices of its option. */
static void
check_rule_values (MuOptionDef *def, MuDraftFootnote *footnote, MuDraftRule *rule, GPtrArray *issues)
{
  g_auto(GStrv) values = g_strsplit (rule->values != NULL ? rule->values : "", " ", -1);
  guint named = 0;

  if (def == NULL || def->kind != MU_OPTION_CHOICE || def->choices->len == 0)
    return;
  for (guint i = 0; values[i] != NULL; i++)
    {
      if (*values[i] == '\0')
        continue;
      named++;
      if (!mu_option_def_accepts (def, values[i]))
        add_issue (issues, MU_SEVERITY_ERROR, "draft.rule-value", NULL,
                   g_strdup_printf (_("footnote %s limits its rows to “%s”, which is not a choice of "
                                      "“%s”; choose one of its choices"),
                                       footnote_name (footnote), values[i], def->label ?: def->id));
    }
  if (named == 0)
    add_issue (issues, MU_SEVERITY_ERROR, "draft.rule-value", NULL,
               g_strdup_printf (_("footnote %s: a variant limit names no choice of “%s”; choose the "
                                  "choices its rows are for"),
                                   footnote_name (footnote), def->label ?: def->id));
}

static void
check_rule (MuDraftState *state, MuRuleset *ruleset, MuDraftFootnote *footnote, MuDraftRule *rule,
            GHashTable *by_id, GPtrArray *issues)
{
  g_auto(GStrv) ids = mu_draft_rule_row_ids (rule);
  const char *option = rule->kind == MU_CONSTRAINT_DATE ? (rule->option ?: "date") : rule->option;

  if (ids[0] == NULL)
    add_issue (issues, MU_SEVERITY_ERROR, "draft.rule-rows", NULL,
               g_strdup_printf (_("footnote %s: a rule names no row; choose the rows it limits"),
                                   footnote_name (footnote)));
  for (guint i = 0; ids[i] != NULL; i++)
    if (!g_hash_table_contains (by_id, ids[i]))
      add_issue (issues, MU_SEVERITY_ERROR, "draft.rule-rows", NULL,
                 g_strdup_printf (_("footnote %s names row “%s”, which the list does not have"),
                                     footnote_name (footnote), ids[i]));
  if (rule->kind == MU_CONSTRAINT_EXCLUSIVE && rule->groups->len < 2)
    add_issue (issues, MU_SEVERITY_ERROR, "draft.rule-groups", NULL,
               g_strdup_printf (_("footnote %s: a choice of rows needs at least two groups"),
                                   footnote_name (footnote)));
  if (rule->kind == MU_CONSTRAINT_INCOMPATIBLE && ids[0] != NULL && ids[1] == NULL)
    add_issue (issues, MU_SEVERITY_ERROR, "draft.rule-rows", NULL,
               g_strdup_printf (_("footnote %s: incompatible upgrades name one row; choose the two or "
                                  "more upgrade rows no unit may take together"),
                                   footnote_name (footnote)));
  if ((rule->kind == MU_CONSTRAINT_DATE || rule->kind == MU_CONSTRAINT_OPTION_VALUE)
      && (option == NULL || !has_option (state, ruleset, option)))
    add_issue (issues, MU_SEVERITY_ERROR, "draft.rule-option", NULL,
               g_strdup_printf (_("footnote %s depends on option “%s”, which the list does not "
                                  "offer; add the option"),
                                   footnote_name (footnote), option ?: ""));
  if (rule->kind == MU_CONSTRAINT_OPTION_VALUE && option != NULL)
    check_rule_values (mu_option_defs_find (state->options, option), footnote, rule, issues);
  if (rule->kind == MU_CONSTRAINT_DATE && rule->has_from && rule->has_to && rule->from > rule->to)
    add_issue (issues, MU_SEVERITY_ERROR, "draft.rule-dates", NULL,
               g_strdup_printf (_("footnote %s: the dates run from %d to %d; swap them"),
                                   footnote_name (footnote), (int) rule->from, (int) rule->to));
}

static void
check_footnotes (MuDraftState *state, MuRuleset *ruleset, GPtrArray *all, GHashTable *by_id,
                 GPtrArray *issues)
{
  for (guint i = 0; i < state->footnotes->len; i++)
    {
      MuDraftFootnote *footnote = state->footnotes->pdata[i];

      if (footnote->mark != NULL && footnote->rules->len > 0)
        add_issue (issues, MU_SEVERITY_WARNING, "draft.footnote-read", NULL,
                   g_strdup_printf (_("footnote %s: %s"), footnote_name (footnote), footnote->mark));
      else if (footnote->mark != NULL)
        add_issue (issues, MU_SEVERITY_WARNING, "draft.footnote-text", NULL,
                   g_strdup_printf (_("footnote %s is kept as text (%s); turn it into a rule"),
                                       footnote_name (footnote), footnote->mark));
      else if (footnote->rules->len == 0)
        add_issue (
            issues, MU_SEVERITY_WARNING, "draft.footnote-rules", NULL,
            g_strdup_printf (_("footnote %s has no rule and limits no row"), footnote_name (footnote)));
      if (footnote->marker != NULL && *footnote->marker != '\0' && !marker_used (all, footnote->marker))
        add_issue (issues, MU_SEVERITY_WARNING, "draft.footnote-marker", NULL,
                   g_strdup_printf (_("no row is marked %s; mark the rows footnote %s is about"),
                                       footnote->marker, footnote->marker));
      for (guint j = 0; j < footnote->rules->len; j++)
        check_rule (state, ruleset, footnote, footnote->rules->pdata[j], by_id, issues);
    }
}

/* Army options: a variant needs its choices and a default among them. */
static void
check_options (MuDraftState *state, GPtrArray *issues)
{
  for (guint i = 0; i < state->options->len; i++)
    {
      MuOptionDef *def = state->options->pdata[i];
      const char *name = def->label != NULL ? def->label : def->id;

      if (def->kind == MU_OPTION_CHOICE && (def->choices == NULL || def->choices->len == 0))
        add_issue (
            issues, MU_SEVERITY_ERROR, "draft.option-choices", NULL,
            g_strdup_printf (_("army option “%s” has no choices; add them (as Eastern and Western)"), name));
      else if (def->default_value != NULL && !mu_option_def_accepts (def, def->default_value))
        add_issue (issues, MU_SEVERITY_ERROR, "draft.option-default", NULL,
                   g_strdup_printf (_("army option “%s”: its default “%s” is not one of its values"), name,
                                       def->default_value));
    }
}

static gboolean
footnote_marked (MuDraftState *state, const char *marker)
{
  for (guint i = 0; i < state->footnotes->len; i++)
    if (g_strcmp0 (((MuDraftFootnote *) state->footnotes->pdata[i])->marker, marker) == 0)
      return TRUE;
  return FALSE;
}

/* The allies row: each ally named, with its list, its markers a footnote's. */
static void
check_allies (MuDraftState *state, GPtrArray *issues)
{
  for (guint i = 0; i < state->ally_rows->len; i++)
    {
      MuAllyRow *ally = state->ally_rows->pdata[i];

      if (ally->name == NULL || *ally->name == '\0')
        add_issue (issues, MU_SEVERITY_ERROR, "draft.ally-name", NULL,
                   g_strdup_printf (_("ally %u of the allies row has no name; give the name the book "
                                      "prints"),
                                       i + 1));
      if (ally->list_id == NULL || *ally->list_id == '\0')
        add_issue (issues, MU_SEVERITY_ERROR, "draft.ally-list", NULL,
                   g_strdup_printf (_("ally “%s” names no list; choose its list or type the list’s id"),
                                       ally->name ?: ""));
      if (ally->mark != NULL)
        add_issue (issues, MU_SEVERITY_WARNING, "draft.ally-close", NULL,
                   g_strdup_printf (_("ally “%s”: %s"), ally->name ?: "", ally->mark));
      if (ally->markers != NULL && !footnote_marked (state, ally->markers))
        add_issue (issues, MU_SEVERITY_WARNING, "draft.ally-markers", NULL,
                   g_strdup_printf (_("ally “%s” is marked %s, but no footnote has that marker"),
                                       ally->name ?: "", ally->markers));
    }
}

/* "name.xml:12: message" → "message" */
static const char *
without_place (const char *message, const char *file)
{
  const char *rest;

  if (!g_str_has_prefix (message, file) || message[strlen (file)] != ':')
    return message;
  rest = message + strlen (file) + 1;
  while (g_ascii_isdigit (*rest))
    rest++;
  return *rest == ':' ? rest + 2 : message;
}

static guint
line_of (const char *message, const char *file)
{
  if (!g_str_has_prefix (message, file) || message[strlen (file)] != ':')
    return 0;
  return (guint) g_ascii_strtoull (message + strlen (file) + 1, NULL, 10);
}

static MuDraftRow *
row_at_line (MuArmyList *list, GHashTable *by_id, guint line)
{
  for (guint i = 0; i < list->rows->len; i++)
    {
      MuListEntry *entry = list->rows->pdata[i];

      if (entry->line == line)
        return g_hash_table_lookup (by_id, entry->id);
    }
  return NULL;
}

static void
price_rows (MuArmyList *list, GHashTable *options, GHashTable *by_id)
{
  for (guint i = 0; i < list->rows->len; i++)
    {
      MuListEntry *entry = list->rows->pdata[i];
      MuDraftRow *row = g_hash_table_lookup (by_id, entry->id);
      MuEntryPrice price;

      if (row == NULL || !mu_ruleset_price_entry (list->ruleset, list, options, entry, &price))
        continue;
      row->derived = TRUE;
      row->derived_cost = price.points;
      row->derived_save = price.save;
    }
}

/* The upgrade rows with neither name nor description taken out of a copy:
 * check_rows () reports each once, on the row itself; the loader would
 * refuse the whole row for them and its problem would be its parent's. */
static void
drop_unnamed (MuDraftRow *row)
{
  for (guint i = row->children->len; i-- > 0;)
    {
      MuDraftRow *child = row->children->pdata[i];

      if (child->name == NULL && child->description == NULL)
        g_ptr_array_remove_index (row->children, i);
      else
        drop_unnamed (child);
    }
}

/* The ruleset's check of one top-level row and its upgrade rows. */
static void
check_top_row (MuDraftState *state, MuRuleset *ruleset, MuDraftRow *top, GHashTable *by_id, GPtrArray *issues)
{
  g_autoptr(MuDraftState) alone = mu_draft_state_copy_header (state);
  g_autofree char *xml = NULL;
  g_autofree char *file = g_strdup_printf ("%s.xml", top->id);
  g_autoptr(GHashTable) rulesets = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) error = NULL;
  g_autoptr(MuArmyList) list = NULL;
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_issue_free);
  g_autoptr(GHashTable) options = NULL;

  /* a row with neither name nor description is reported once, by
   * check_rows (); the loader would only say it again */
  if (top->name == NULL && top->description == NULL)
    return;
  g_ptr_array_add (alone->rows, mu_draft_row_copy (top, NULL));
  drop_unnamed (alone->rows->pdata[0]);
  xml = mu_draft_state_to_xml (alone, FALSE, TRUE);
  g_hash_table_insert (rulesets, ruleset->id, ruleset);
  list = mu_army_list_load_data (xml, strlen (xml), file, rulesets, &error);
  if (list == NULL)
    {
      MuDraftRow *row = top;

      g_free (row->problem);
      row->problem = g_strdup (without_place (error->message, file));
      add_issue (issues, MU_SEVERITY_ERROR, "draft.row", row->id,
                 g_strdup_printf ("%s: %s", mu_draft_row_label (row), row->problem));
      return;
    }
  options = mu_ruleset_effective_options (ruleset, list, NULL);
  price_rows (list, options, by_id);
  if (ruleset->klass != NULL && ruleset->klass->check_list != NULL)
    ruleset->klass->check_list (ruleset, list, found);
  for (guint i = 0; i < found->len; i++)
    {
      MuIssue *issue = found->pdata[i];
      MuDraftRow *row = row_at_line (list, by_id, line_of (issue->message, file));

      if (row == NULL)
        continue;
      g_free (row->problem);
      row->problem = g_strdup (without_place (issue->message, file));
      if (issue->severity == MU_SEVERITY_NOTE)
        continue;
      add_issue (issues, issue->severity, issue->code, row->id, g_strdup (row->problem));
    }
}

static void
clear_results (GPtrArray *all)
{
  for (guint i = 0; i < all->len; i++)
    {
      MuDraftRow *row = all->pdata[i];

      row->derived = FALSE;
      row->derived_cost = 0;
      row->derived_save = 0;
      g_clear_pointer (&row->problem, g_free);
    }
}

static int
by_severity (gconstpointer a, gconstpointer b)
{
  const MuIssue *x = *(const MuIssue **) a;
  const MuIssue *y = *(const MuIssue **) b;

  return (int) x->severity - (int) y->severity;
}

GPtrArray *
mu_draft_state_check (MuDraftState *state, MuRuleset *ruleset)
{
  GPtrArray *issues = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_issue_free);
  g_autoptr(GPtrArray) all = g_ptr_array_new ();
  g_autoptr(GHashTable) by_id = g_hash_table_new (g_str_hash, g_str_equal);

  mu_draft_rows_collect (state->rows, all);
  clear_results (all);
  check_rows (all, by_id, issues);
  check_footnotes (state, ruleset, all, by_id, issues);
  check_options (state, issues);
  check_allies (state, issues);
  for (guint i = 0; i < state->rows->len; i++)
    check_top_row (state, ruleset, state->rows->pdata[i], by_id, issues);
  g_ptr_array_sort (issues, by_severity);
  return issues;
}
