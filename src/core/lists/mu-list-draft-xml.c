/* mu-list-draft-xml.c: a draft's state, copied, read from a loaded list and
 * written as a list file
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-ally-row.h"
#include "mu-string-table.h"
#include "mu-army-list.h"
#include "mu-constraint.h"
#include "mu-list-draft-private.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-range.h"

/* What the loader puts in an unset "from", "to", "min" and "max". */
#define MU_YEAR_FIRST (-5000)
#define MU_YEAR_LAST 5000

MuDraftState *
mu_draft_state_new (void)
{
  MuDraftState *state = g_new0 (MuDraftState, 1);

  state->revision = 1;
  state->options = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_option_def_free);
  state->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_draft_row_free);
  state->footnotes = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_draft_footnote_free);
  state->ally_rows = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_ally_row_free);
  return state;
}

void
mu_draft_state_free (MuDraftState *state)
{
  if (state == NULL)
    return;
  g_free (state->id);
  g_free (state->ruleset_id);
  g_free (state->name);
  g_free (state->period);
  g_free (state->revised);
  g_free (state->source);
  g_free (state->description);
  g_free (state->allies);
  g_free (state->notes);
  g_ptr_array_unref (state->options);
  g_ptr_array_unref (state->rows);
  g_ptr_array_unref (state->footnotes);
  g_ptr_array_unref (state->ally_rows);
  g_free (state);
}

static void
free_choice (MuChoice *choice)
{
  g_free (choice->id);
  g_free (choice->label);
  g_free (choice->description);
  g_free (choice);
}

/**
 * mu_option_def_copy:
 * @def: an option
 *
 * Returns: (transfer full): a deep copy, freed with mu_option_def_free ()
 */
MuOptionDef *
mu_option_def_copy (const MuOptionDef *def)
{
  MuOptionDef *copy = g_new0 (MuOptionDef, 1);

  copy->id = g_strdup (def->id);
  copy->label = g_strdup (def->label);
  copy->description = g_strdup (def->description);
  copy->reference = g_strdup (def->reference);
  copy->kind = def->kind;
  copy->default_value = g_strdup (def->default_value);
  copy->min = def->min;
  copy->max = def->max;
  copy->interpretation = def->interpretation;
  copy->applies_to = g_strdup (def->applies_to);
  copy->choices = g_ptr_array_new_with_free_func ((GDestroyNotify) free_choice);
  for (guint i = 0; def->choices != NULL && i < def->choices->len; i++)
    {
      const MuChoice *choice = def->choices->pdata[i];
      MuChoice *c = g_new0 (MuChoice, 1);

      c->id = g_strdup (choice->id);
      c->label = g_strdup (choice->label);
      c->description = g_strdup (choice->description);
      g_ptr_array_add (copy->choices, c);
    }
  return copy;
}

/* Everything but the rows and footnotes: what the check of one row needs
 * beside that row, whatever the size of the list. */
MuDraftState *
mu_draft_state_copy_header (const MuDraftState *state)
{
  MuDraftState *copy = mu_draft_state_new ();

  copy->id = g_strdup (state->id);
  copy->ruleset_id = g_strdup (state->ruleset_id);
  copy->name = g_strdup (state->name);
  copy->period = g_strdup (state->period);
  copy->source = g_strdup (state->source);
  copy->description = g_strdup (state->description);
  copy->allies = g_strdup (state->allies);
  copy->notes = g_strdup (state->notes);
  copy->revision = state->revision;
  for (guint i = 0; i < state->ally_rows->len; i++)
    g_ptr_array_add (copy->ally_rows, mu_ally_row_copy (state->ally_rows->pdata[i]));
  copy->revised = g_strdup (state->revised);
  for (guint i = 0; i < state->options->len; i++)
    g_ptr_array_add (copy->options, mu_option_def_copy (state->options->pdata[i]));
  return copy;
}

MuDraftState *
mu_draft_state_copy (const MuDraftState *state)
{
  MuDraftState *copy = mu_draft_state_copy_header (state);

  for (guint i = 0; i < state->rows->len; i++)
    g_ptr_array_add (copy->rows, mu_draft_row_copy (state->rows->pdata[i], NULL));
  for (guint i = 0; i < state->footnotes->len; i++)
    g_ptr_array_add (copy->footnotes, mu_draft_footnote_copy (state->footnotes->pdata[i]));
  return copy;
}

static MuDraftRow *
row_from_entry (MuListEntry *entry, MuDraftRow *parent)
{
  const char *plain_kind = parent != NULL ? "upgrade" : "unit";
  MuDraftRow *row
      = mu_draft_row_new (entry->id, g_strcmp0 (entry->kind_name, plain_kind) == 0 ? NULL : entry->kind_name);
  GHashTableIter iter;
  gpointer key, value;

  row->parent = parent;
  row->name = g_strdup (entry->name);
  row->description = g_strdup (entry->description);
  row->number = mu_range_to_string (&entry->number);
  row->printed_cost = g_strdup (entry->printed_cost);
  row->printed_save = g_strdup (entry->printed_save);
  row->markers = g_strdup (entry->markers);
  row->note = g_strdup (entry->note);
  row->reference = g_strdup (entry->reference);
  row->override = g_strdup (entry->override);
  g_hash_table_iter_init (&iter, entry->attrs);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (row->attrs, g_strdup (key), g_strdup (value));
  for (guint i = 0; i < entry->children->len; i++)
    g_ptr_array_add (row->children, row_from_entry (entry->children->pdata[i], row));
  return row;
}

static MuDraftRule *
rule_from_constraint (MuConstraint *constraint)
{
  g_autofree char *entries = constraint->entry_ids != NULL ? g_strjoinv (" ", constraint->entry_ids) : NULL;
  MuDraftRule *rule = mu_draft_rule_new (constraint->kind, entries);

  for (guint i = 0; constraint->group_ids != NULL && i < constraint->group_ids->len; i++)
    g_ptr_array_add (rule->groups, g_strjoinv (" ", constraint->group_ids->pdata[i]));
  if (constraint->kind == MU_CONSTRAINT_DATE || constraint->kind == MU_CONSTRAINT_OPTION_VALUE)
    rule->option = g_strdup (constraint->option);
  rule->values = constraint->values != NULL ? g_strjoinv (" ", constraint->values) : NULL;
  rule->has_from = constraint->kind == MU_CONSTRAINT_DATE && constraint->from != MU_YEAR_FIRST;
  rule->from = constraint->from;
  rule->has_to = constraint->kind == MU_CONSTRAINT_DATE && constraint->to != MU_YEAR_LAST;
  rule->to = constraint->to;
  rule->max = constraint->max;
  if (constraint->when_option != NULL)
    rule->when = g_strdup_printf ("%s=%s", constraint->when_option, constraint->when_value);
  return rule;
}

/* The loader gives each rule its footnote's marker, text and reference:
 * rules in a row with the same three came from one footnote. */
static gboolean
same_footnote (MuDraftFootnote *footnote, MuConstraint *constraint)
{
  return footnote != NULL && g_strcmp0 (footnote->marker, constraint->marker) == 0
         && g_strcmp0 (footnote->text, constraint->text) == 0
         && g_strcmp0 (footnote->reference, constraint->reference) == 0;
}

void
mu_draft_state_take_list (MuDraftState *state, MuArmyList *list)
{
  MuDraftFootnote *footnote = NULL;

  g_free (state->id);
  state->id = g_strdup (list->id);
  g_free (state->ruleset_id);
  state->ruleset_id = g_strdup (list->ruleset_id);
  state->name = g_strdup (list->name);
  state->period = g_strdup (list->period);
  state->source = g_strdup (list->source);
  state->description = g_strdup (list->description);
  state->allies = g_strdup (list->allies);
  state->notes = g_strdup (list->notes);
  state->revision = list->revision;
  for (guint i = 0; i < list->ally_rows->len; i++)
    g_ptr_array_add (state->ally_rows, mu_ally_row_copy (list->ally_rows->pdata[i]));
  state->revised = g_strdup (list->revised);
  for (guint i = 0; i < list->options->len; i++)
    g_ptr_array_add (state->options, mu_option_def_copy (list->options->pdata[i]));
  for (guint i = 0; i < list->entries->len; i++)
    g_ptr_array_add (state->rows, row_from_entry (list->entries->pdata[i], NULL));
  for (guint i = 0; i < list->constraints->len; i++)
    {
      MuConstraint *constraint = list->constraints->pdata[i];

      if (!same_footnote (footnote, constraint))
        {
          footnote = mu_draft_footnote_new (constraint->marker, constraint->reference, constraint->text);
          g_ptr_array_add (state->footnotes, footnote);
        }
      g_ptr_array_add (footnote->rules, rule_from_constraint (constraint));
    }
}

/* Writing */

static void
attr (GString *out, const char *name, const char *value)
{
  g_autofree char *escaped = NULL;

  if (value == NULL)
    return;
  escaped = g_markup_escape_text (value, -1);
  g_string_append_printf (out, " %s=\"%s\"", name, escaped);
}

static void
attr_int (GString *out, const char *name, gint64 value)
{
  g_string_append_printf (out, " %s=\"%" G_GINT64_FORMAT "\"", name, value);
}

static void
text_element (GString *out, const char *indent, const char *name, const char *text)
{
  g_autofree char *escaped = NULL;

  if (text == NULL)
    return;
  escaped = g_markup_escape_text (text, -1);
  g_string_append_printf (out, "%s<%s>%s</%s>\n", indent, name, escaped, name);
}

static void
comment (GString *out, gboolean commented, const char *indent, const char *text)
{
  if (commented)
    g_string_append_printf (out, "%s<!-- %s -->\n", indent, text);
}

static const char *
option_kind (MuOptionKind kind)
{
  switch (kind)
    {
    case MU_OPTION_YEAR:
      return "year";
    case MU_OPTION_INT:
      return "int";
    case MU_OPTION_TEXT:
      return "text";
    case MU_OPTION_CHOICE:
    default:
      return NULL;
    }
}

/* checkable: an option the loader would refuse (a variant not yet given its
 * choices, a default that is not one of them) is left out or written
 * without its default, so the rows are still priced; the checker reports
 * it. */
static void
write_option (GString *out, const MuOptionDef *def, gboolean checkable)
{
  gboolean no_choice = def->kind == MU_OPTION_CHOICE && (def->choices == NULL || def->choices->len == 0);

  if (checkable && no_choice)
    return;
  g_string_append (out, "  <option");
  attr (out, "id", def->id);
  attr (out, "kind", option_kind (def->kind));
  if (def->kind == MU_OPTION_YEAR || def->kind == MU_OPTION_INT)
    {
      if (def->min != MU_YEAR_FIRST)
        attr_int (out, "min", def->min);
      if (def->max != MU_YEAR_LAST)
        attr_int (out, "max", def->max);
    }
  if (!checkable || mu_option_def_accepts (def, def->default_value))
    attr (out, "default", def->default_value);
  if (def->interpretation)
    attr (out, "interpretation", "true");
  attr (out, "label", g_strcmp0 (def->label, def->id) != 0 ? def->label : NULL);
  attr (out, "ref", def->reference);
  if (def->description == NULL && (def->choices == NULL || def->choices->len == 0))
    {
      g_string_append (out, "/>\n");
      return;
    }
  g_string_append (out, ">\n");
  text_element (out, "    ", "description", def->description);
  for (guint i = 0; def->choices != NULL && i < def->choices->len; i++)
    {
      const MuChoice *choice = def->choices->pdata[i];
      g_autofree char *text = choice->description != NULL && *choice->description != '\0'
                                  ? g_markup_escape_text (choice->description, -1)
                                  : NULL;

      g_string_append (out, "    <choice");
      attr (out, "id", choice->id);
      attr (out, "label", g_strcmp0 (choice->label, choice->id) != 0 ? choice->label : NULL);
      if (text != NULL)
        g_string_append_printf (out, ">%s</choice>\n", text);
      else
        g_string_append (out, "/>\n");
    }
  g_string_append (out, "  </option>\n");
}

/* A number the loader would refuse is left out when only checking: the row
 * is then "any", and the problem is reported by the checker. */
static const char *
number_to_write (const MuDraftRow *row, gboolean checkable)
{
  MuRange range;

  if (!checkable || row->number == NULL)
    return row->number;
  if (!mu_range_parse (row->number, &range) || (row->parent == NULL && mu_range_is_relative (&range)))
    return NULL;
  return row->number;
}

static void
write_row (GString *out, const MuDraftRow *row, guint depth, gboolean checkable)
{
  g_autofree char *indent = g_strnfill (2 * depth, ' ');
  g_autofree char *kind = g_strdup (row->kind);
  guint n = 0;
  g_autofree const char **keys = mu_string_table_sorted_keys (row->attrs, &n);

  g_string_append_printf (out, "%s<entry", indent);
  attr (out, "id", row->id);
  attr (out, "kind", kind);
  attr (out, "name", row->name);
  attr (out, "description", row->description);
  for (guint i = 0; i < n; i++)
    attr (out, keys[i], g_hash_table_lookup (row->attrs, keys[i]));
  attr (out, "number", number_to_write (row, checkable));
  attr (out, "markers", row->markers);
  attr (out, "printed-save", row->printed_save);
  attr (out, "printed-cost", row->printed_cost);
  attr (out, "ref", row->reference);
  attr (out, "override", row->override);
  if (row->note == NULL && row->children->len == 0)
    {
      g_string_append (out, "/>\n");
      return;
    }
  g_string_append (out, ">\n");
  if (row->note != NULL)
    {
      g_autofree char *inner = g_strnfill (2 * depth + 2, ' ');
      text_element (out, inner, "note", row->note);
    }
  for (guint i = 0; i < row->children->len; i++)
    write_row (out, row->children->pdata[i], depth + 1, checkable);
  g_string_append_printf (out, "%s</entry>\n", indent);
}

static const char *
rule_element (MuConstraintKind kind)
{
  switch (kind)
    {
    case MU_CONSTRAINT_DATE:
      return "date";
    case MU_CONSTRAINT_OPTION_VALUE:
      return "option-value";
    case MU_CONSTRAINT_EXCLUSIVE:
      return "exclusive";
    case MU_CONSTRAINT_CAP:
      return "cap";
    case MU_CONSTRAINT_INCOMPATIBLE:
      return "incompatible";
    case MU_CONSTRAINT_ALLOCATION:
    default:
      return "heroes-allocated";
    }
}

static void
write_rule (GString *out, const MuDraftRule *rule)
{
  const char *name = rule_element (rule->kind);

  g_string_append_printf (out, "    <%s", name);
  if (rule->kind != MU_CONSTRAINT_EXCLUSIVE)
    attr (out, "entries", rule->entries);
  if (rule->kind == MU_CONSTRAINT_DATE)
    {
      attr (out, "option", g_strcmp0 (rule->option, "date") != 0 ? rule->option : NULL);
      if (rule->has_from)
        attr_int (out, "from", rule->from);
      if (rule->has_to)
        attr_int (out, "to", rule->to);
    }
  if (rule->kind == MU_CONSTRAINT_OPTION_VALUE)
    {
      attr (out, "option", rule->option);
      attr (out, "values", rule->values);
    }
  if (rule->kind == MU_CONSTRAINT_CAP)
    attr_int (out, "max", rule->max);
  attr (out, "when", rule->when);
  if (rule->kind != MU_CONSTRAINT_EXCLUSIVE)
    {
      g_string_append (out, "/>\n");
      return;
    }
  g_string_append (out, ">\n");
  for (guint i = 0; i < rule->groups->len; i++)
    {
      g_string_append (out, "      <group");
      attr (out, "entries", rule->groups->pdata[i]);
      g_string_append (out, "/>\n");
    }
  g_string_append_printf (out, "    </%s>\n", name);
}

static void
write_footnote (GString *out, const MuDraftFootnote *footnote, gboolean checkable)
{
  g_string_append (out, "  <footnote");
  attr (out, "marker", footnote->marker);
  attr (out, "ref", footnote->reference);
  g_string_append (out, ">\n");
  text_element (out, "    ", "text", footnote->text);
  for (guint i = 0; !checkable && i < footnote->rules->len; i++)
    write_rule (out, footnote->rules->pdata[i]);
  g_string_append (out, "  </footnote>\n");
}

static void
write_header (GString *out, const MuDraftState *state)
{
  g_string_append (out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_string_append (out, "<army-list xmlns=\"urn:io.github.muster:1\"");
  attr (out, "id", state->id);
  attr (out, "ruleset", state->ruleset_id);
  attr_int (out, "revision", state->revision);
  attr (out, "revised", state->revised);
  g_string_append (out, "\n          ");
  attr (out, "name", state->name);
  attr (out, "period", state->period);
  attr (out, "source", state->source);
  g_string_append (out, ">\n");
}

/* checkable: the file is only for the ruleset to check its rows: numbers
 * the loader would refuse are left out, and so are the footnotes' rules. */
char *
mu_draft_state_to_xml (const MuDraftState *state, gboolean commented, gboolean checkable)
{
  GString *out = g_string_new (NULL);

  write_header (out, state);
  if (commented)
    g_string_append (out, "  <!-- An army list, row by row as the book prints it. Check it with\n"
                          "       muster-cli check-list FILE; the format is in schemas/README.md. -->\n");
  text_element (out, "  ", "description", state->description);
  comment (out, commented && state->options->len > 0, "  ",
           "Army options: the army's date (kind=\"year\"), variants, readings of doubtful passages.");
  for (guint i = 0; i < state->options->len; i++)
    write_option (out, state->options->pdata[i], checkable);
  comment (out, commented, "  ",
           "Rows in the book's order: number is 1-3, any, 1-any, up-to-half, half-or-more or "
           "all-or-none; printed-cost and printed-save as printed; upgrade rows inside their row.");
  for (guint i = 0; i < state->rows->len; i++)
    write_row (out, state->rows->pdata[i], 1, checkable);
  comment (out, commented, "  ",
           "Footnotes: <footnote marker=\"*\"> with <text> and its rules (<date>, <option-value>, "
           "<exclusive>, <cap>, <incompatible>, <heroes-allocated>).");
  for (guint i = 0; i < state->footnotes->len; i++)
    write_footnote (out, state->footnotes->pdata[i], checkable);
  comment (out, commented, "  ", "Allies: the lists this army may take allies from.");
  text_element (out, "  ", "allies", state->allies);
  /* the allies do not price a row: an ally half typed in is reported by
   * the checker, not met again in every row's check */
  for (guint i = 0; !checkable && i < state->ally_rows->len; i++)
    {
      MuAllyRow *row = state->ally_rows->pdata[i];

      g_string_append (out, "  <ally");
      attr (out, "list", row->list_id);
      attr (out, "name", row->name);
      attr (out, "markers", row->markers);
      g_string_append (out, "/>\n");
    }
  text_element (out, "  ", "notes", state->notes);
  g_string_append (out, "</army-list>\n");
  return g_string_free (out, FALSE);
}
