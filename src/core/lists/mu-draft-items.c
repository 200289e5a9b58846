/* mu-draft-items.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "mu-draft-items.h"

/**
 * mu_draft_row_new:
 * @id: the row's id (copied)
 * @kind: (nullable): its kind ("general", "camp" …), NULL for a troop or upgrade row
 *
 * Makes a row of a list being edited with only its id and kind set: no
 * name, figures, attributes or upgrade rows, and no parent. Its serial is
 * new: a view of the list knows the row by it through every edit, rename,
 * undo and redo. It cannot fail.
 *
 * Returns: (transfer full): an empty row, freed with mu_draft_row_free ()
 */
MuDraftRow *
mu_draft_row_new (const char *id, const char *kind)
{
  static gint serials;
  MuDraftRow *row = g_new0 (MuDraftRow, 1);

  row->serial = (guint) g_atomic_int_add (&serials, 1) + 1;
  row->id = g_strdup (id);
  row->kind = g_strdup (kind);
  row->attrs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  row->children = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_draft_row_free);
  return row;
}

/**
 * mu_draft_row_free:
 * @row: (nullable) (transfer full): a row and its upgrade rows
 *
 * Frees a row with every text, attribute and upgrade row it owns. Its
 * parent is not touched: take the row out of the parent's children first.
 * %NULL is accepted and ignored.
 */
void
mu_draft_row_free (MuDraftRow *row)
{
  if (row == NULL)
    return;
  g_free (row->id);
  g_free (row->kind);
  g_free (row->name);
  g_free (row->description);
  g_free (row->number);
  g_free (row->printed_cost);
  g_free (row->printed_save);
  g_free (row->markers);
  g_free (row->note);
  g_free (row->reference);
  g_free (row->override);
  g_free (row->mark);
  g_free (row->problem);
  g_hash_table_unref (row->attrs);
  g_ptr_array_unref (row->children);
  g_free (row);
}

/* The field of a row a list attribute names, or NULL for a ruleset's own. */
static char **
field_slot (MuDraftRow *row, const char *field)
{
  static const struct
  {
    const char *name;
    gsize offset;
  } fields[] = {
    { "id", G_STRUCT_OFFSET (MuDraftRow, id) },
    { "kind", G_STRUCT_OFFSET (MuDraftRow, kind) },
    { "name", G_STRUCT_OFFSET (MuDraftRow, name) },
    { "description", G_STRUCT_OFFSET (MuDraftRow, description) },
    { "number", G_STRUCT_OFFSET (MuDraftRow, number) },
    { "printed-cost", G_STRUCT_OFFSET (MuDraftRow, printed_cost) },
    { "printed-save", G_STRUCT_OFFSET (MuDraftRow, printed_save) },
    { "markers", G_STRUCT_OFFSET (MuDraftRow, markers) },
    { "note", G_STRUCT_OFFSET (MuDraftRow, note) },
    { "ref", G_STRUCT_OFFSET (MuDraftRow, reference) },
    { "override", G_STRUCT_OFFSET (MuDraftRow, override) },
    { "mark", G_STRUCT_OFFSET (MuDraftRow, mark) },
  };

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    if (strcmp (fields[i].name, field) == 0)
      return G_STRUCT_MEMBER_P (row, fields[i].offset);
  return NULL;
}

/**
 * mu_draft_row_get:
 * @row: a row
 * @field: a list-file attribute ("name", "number", "printed-cost" …), "note",
 *   "mark", or one of the ruleset's own ("type", "quality" …)
 *
 * Reads one field of a row by the attribute name the list file gives it;
 * a name that is not one of the row's own fields is looked up among the
 * ruleset's attributes. It cannot fail.
 *
 * Returns: (nullable) (transfer none): its value, NULL when unset
 */
const char *
mu_draft_row_get (const MuDraftRow *row, const char *field)
{
  char **slot = field_slot ((MuDraftRow *) row, field);

  return slot != NULL ? *slot : g_hash_table_lookup (row->attrs, field);
}

/**
 * mu_draft_row_set:
 * @row: a row
 * @field: as for mu_draft_row_get ()
 * @value: (nullable): the new value (copied); NULL or "" unsets it
 *
 * Sets one field. The row's id is better changed with
 * mu_list_draft_set_row (), which renames it in the footnotes too.
 */
void
mu_draft_row_set (MuDraftRow *row, const char *field, const char *value)
{
  char **slot = field_slot (row, field);

  if (value != NULL && *value == '\0')
    value = NULL;
  if (slot != NULL)
    {
      g_free (*slot);
      *slot = g_strdup (value);
    }
  else if (value == NULL)
    g_hash_table_remove (row->attrs, field);
  else
    g_hash_table_insert (row->attrs, g_strdup (field), g_strdup (value));
}

/**
 * mu_draft_row_copy:
 * @row: a row
 * @parent: (nullable) (transfer none): the copy's parent, not referenced;
 *   the copy is not added to its children
 *
 * Copies a row with its texts, attributes and upgrade rows, and its serial
 * (the copy is the same row, as undo gives it back). What
 * mu_list_draft_check() fills in (the derived figures and the problem) is
 * not copied.
 *
 * Returns: (transfer full): a deep copy of the row and its upgrade rows
 */
MuDraftRow *
mu_draft_row_copy (const MuDraftRow *row, MuDraftRow *parent)
{
  MuDraftRow *copy = mu_draft_row_new (row->id, row->kind);
  GHashTableIter iter;
  gpointer key, value;

  copy->name = g_strdup (row->name);
  copy->description = g_strdup (row->description);
  copy->number = g_strdup (row->number);
  copy->printed_cost = g_strdup (row->printed_cost);
  copy->printed_save = g_strdup (row->printed_save);
  copy->markers = g_strdup (row->markers);
  copy->note = g_strdup (row->note);
  copy->reference = g_strdup (row->reference);
  copy->override = g_strdup (row->override);
  copy->mark = g_strdup (row->mark);
  copy->parent = parent;
  copy->serial = row->serial;
  g_hash_table_iter_init (&iter, row->attrs);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (copy->attrs, g_strdup (key), g_strdup (value));
  for (guint i = 0; i < row->children->len; i++)
    g_ptr_array_add (copy->children, mu_draft_row_copy (row->children->pdata[i], copy));
  return copy;
}

/**
 * mu_draft_row_kind:
 * @row: a row
 *
 * The kind a row has in effect: the one set on it, else "upgrade" for a
 * row under another and "unit" for a row at the top.
 *
 * Returns: (transfer none): its kind, "unit" or "upgrade" when none is set
 */
const char *
mu_draft_row_kind (const MuDraftRow *row)
{
  if (row->kind != NULL)
    return row->kind;
  return row->parent != NULL ? "upgrade" : "unit";
}

/**
 * mu_draft_rows_collect:
 * @rows: (element-type MuDraftRow): rows, as a draft's top-level rows
 * @into: (element-type MuDraftRow): where the rows are added (borrowed)
 *
 * Adds @rows and their upgrade rows, however deep, to @into in the book's
 * order: each row, then its upgrade rows.
 */
void
mu_draft_rows_collect (GPtrArray *rows, GPtrArray *into)
{
  for (guint i = 0; i < rows->len; i++)
    {
      MuDraftRow *row = rows->pdata[i];

      g_ptr_array_add (into, row);
      mu_draft_rows_collect (row->children, into);
    }
}

/**
 * mu_draft_row_label:
 * @row: a row
 *
 * The name to show for a row in an editor: an upgrade row's description,
 * else the row's name, else its description, else its id; never %NULL.
 *
 * Returns: (transfer none): what to call the row: as a list row's label
 */
const char *
mu_draft_row_label (const MuDraftRow *row)
{
  if (row->parent != NULL && row->description != NULL)
    return row->description;
  if (row->name != NULL)
    return row->name;
  return row->description != NULL ? row->description : row->id;
}

/**
 * mu_draft_rule_new:
 * @kind: what the rule does
 * @entries: (nullable): the row ids it concerns, separated by spaces (copied)
 *
 * Makes one rule of a footnote with no groups, option, values, dates or
 * cap. It cannot fail.
 *
 * Returns: (transfer full): the rule; set its other fields directly
 */
MuDraftRule *
mu_draft_rule_new (MuConstraintKind kind, const char *entries)
{
  MuDraftRule *rule = g_new0 (MuDraftRule, 1);

  rule->kind = kind;
  rule->entries = g_strdup (entries);
  rule->groups = g_ptr_array_new_with_free_func (g_free);
  return rule;
}

/**
 * mu_draft_rule_copy:
 * @rule: a rule
 *
 * Copies a rule with all its fields, its groups of row ids included.
 *
 * Returns: (transfer full): a copy, freed with mu_draft_rule_free()
 */
MuDraftRule *
mu_draft_rule_copy (const MuDraftRule *rule)
{
  MuDraftRule *copy = mu_draft_rule_new (rule->kind, rule->entries);

  for (guint i = 0; i < rule->groups->len; i++)
    g_ptr_array_add (copy->groups, g_strdup (rule->groups->pdata[i]));
  copy->option = g_strdup (rule->option);
  copy->values = g_strdup (rule->values);
  copy->has_from = rule->has_from;
  copy->from = rule->from;
  copy->has_to = rule->has_to;
  copy->to = rule->to;
  copy->max = rule->max;
  copy->when = g_strdup (rule->when);
  return copy;
}

/**
 * mu_draft_rule_free:
 * @rule: (nullable) (transfer full): a rule
 *
 * Frees a rule and its texts. %NULL is accepted and ignored.
 */
void
mu_draft_rule_free (MuDraftRule *rule)
{
  if (rule == NULL)
    return;
  g_free (rule->entries);
  g_ptr_array_unref (rule->groups);
  g_free (rule->option);
  g_free (rule->values);
  g_free (rule->when);
  g_free (rule);
}

/**
 * mu_draft_rule_row_ids:
 * @rule: a rule
 *
 * Collects the row ids a rule names: its entries, then those of each group
 * in order, split at spaces, tabs and newlines, empty parts left out.
 * Duplicates are kept.
 *
 * Returns: (transfer full): every row id the rule names, its groups' too;
 *   %NULL terminated, freed with g_strfreev()
 */
char **
mu_draft_rule_row_ids (const MuDraftRule *rule)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GString) all = g_string_new (rule->entries);
  g_auto(GStrv) parts = NULL;

  for (guint i = 0; i < rule->groups->len; i++)
    g_string_append_printf (all, " %s", (char *) rule->groups->pdata[i]);
  parts = g_strsplit_set (all->str, " \t\n", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    if (*parts[i] != '\0')
      g_strv_builder_add (builder, parts[i]);
  return g_strv_builder_end (builder);
}

/**
 * mu_draft_footnote_new:
 * @marker: (nullable): the mark printed on its rows ("**")
 * @reference: (nullable): where the book prints it
 * @text: (nullable): the footnote in words
 *
 * Makes a footnote of a list being edited; the strings are copied. It
 * cannot fail.
 *
 * Returns: (transfer full): a footnote with no rule yet
 */
MuDraftFootnote *
mu_draft_footnote_new (const char *marker, const char *reference, const char *text)
{
  MuDraftFootnote *footnote = g_new0 (MuDraftFootnote, 1);

  footnote->marker = g_strdup (marker);
  footnote->reference = g_strdup (reference);
  footnote->text = g_strdup (text);
  footnote->rules = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_draft_rule_free);
  return footnote;
}

/**
 * mu_draft_footnote_copy:
 * @footnote: a footnote
 *
 * Copies a footnote, the mark an import left on it and every rule.
 *
 * Returns: (transfer full): a deep copy, freed with mu_draft_footnote_free()
 */
MuDraftFootnote *
mu_draft_footnote_copy (const MuDraftFootnote *footnote)
{
  MuDraftFootnote *copy = mu_draft_footnote_new (footnote->marker, footnote->reference, footnote->text);

  copy->mark = g_strdup (footnote->mark);
  for (guint i = 0; i < footnote->rules->len; i++)
    g_ptr_array_add (copy->rules, mu_draft_rule_copy (footnote->rules->pdata[i]));
  return copy;
}

/**
 * mu_draft_footnote_free:
 * @footnote: (nullable) (transfer full): a footnote and its rules
 *
 * Frees a footnote, its texts and its rules. %NULL is accepted and
 * ignored.
 */
void
mu_draft_footnote_free (MuDraftFootnote *footnote)
{
  if (footnote == NULL)
    return;
  g_free (footnote->marker);
  g_free (footnote->reference);
  g_free (footnote->text);
  g_free (footnote->mark);
  g_ptr_array_unref (footnote->rules);
  g_free (footnote);
}
