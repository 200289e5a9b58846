/* mu-list-diff.c: two lists compared part by part
 *
 * Rows are matched by id, else by meaning (a row renamed is reported as
 * its id changed), options by id, footnotes by marker (a footnote's
 * rules compared as a set, whatever their order). Only what a list means
 * counts: the revision number, the order of attributes, whitespace and
 * comments do not.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mu-ally-row.h"
#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-constraint.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-general.h"
#include "mu-list-diff.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-range.h"
#include "mu-roster.h"
#include "mu-unit.h"

/**
 * mu_list_change_free:
 * @change: (nullable) (transfer full): a change
 *
 * Frees a change that mu_list_diff() made, with all its strings. %NULL is accepted and ignored.
 */
void
mu_list_change_free (MuListChange *change)
{
  if (change == NULL)
    return;
  g_free (change->part);
  g_free (change->id);
  g_free (change->field);
  g_free (change->old_value);
  g_free (change->new_value);
  g_free (change);
}

static void
add_change (GPtrArray *changes, MuListChangeKind kind, const char *part, const char *id, const char *field,
            const char *old_value, const char *new_value)
{
  MuListChange *change = g_new0 (MuListChange, 1);

  change->kind = kind;
  change->part = g_strdup (part);
  change->id = g_strdup (id);
  change->field = g_strdup (field);
  change->old_value = g_strdup (old_value);
  change->new_value = g_strdup (new_value);
  g_ptr_array_add (changes, change);
}

static void
compare_field (GPtrArray *changes, const char *part, const char *id, const char *field, const char *old_value,
               const char *new_value)
{
  if (g_strcmp0 (old_value, new_value) != 0)
    add_change (changes, MU_LIST_CHANGE_CHANGED, part, id, field, old_value, new_value);
}

/* The allies row as data, one "list (markers)" per ally, or with
 * @names, one name per ally (the names are wording) */
static char *
ally_rows_text (MuArmyList *list, gboolean names)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < list->ally_rows->len; i++)
    {
      MuAllyRow *row = list->ally_rows->pdata[i];

      if (names)
        g_string_append_printf (text, "%s%s", i > 0 ? ", " : "", row->name);
      else
        g_string_append_printf (text, "%s%s (%s)", i > 0 ? ", " : "", row->list_id, row->markers ?: "");
    }
  return g_string_free (text, text->len == 0);
}

static void
compare_header (GPtrArray *changes, MuArmyList *a, MuArmyList *b)
{
  g_autofree char *allies_a = ally_rows_text (a, FALSE);
  g_autofree char *allies_b = ally_rows_text (b, FALSE);
  g_autofree char *names_a = ally_rows_text (a, TRUE);
  g_autofree char *names_b = ally_rows_text (b, TRUE);

  compare_field (changes, "list", "id", "id", a->id, b->id);
  compare_field (changes, "list", "ruleset", "ruleset", a->ruleset_id, b->ruleset_id);
  compare_field (changes, "list", "name", "name", a->name, b->name);
  compare_field (changes, "list", "period", "period", a->period, b->period);
  compare_field (changes, "list", "source", "source", a->source, b->source);
  compare_field (changes, "list", "description", "description", a->description, b->description);
  compare_field (changes, "list", "allies", "allies", a->allies, b->allies);
  compare_field (changes, "list", "allies", "ally-lists", allies_a, allies_b);
  compare_field (changes, "list", "allies", "ally-names", names_a, names_b);
  compare_field (changes, "list", "notes", "notes", a->notes, b->notes);
}

/* Options */

/* An option's choices, their ids or (@labels) their labels */
static char *
choices_text (const MuOptionDef *def, gboolean labels)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; def->choices != NULL && i < def->choices->len; i++)
    {
      const MuChoice *choice = def->choices->pdata[i];

      g_string_append_printf (text, "%s%s", i > 0 ? ", " : "",
                              labels && choice->label != NULL ? choice->label : choice->id);
    }
  return g_string_free (text, FALSE);
}

static const char *
kind_name (MuOptionKind kind)
{
  static const char *names[] = { "choice", "year", "int", "text" };

  return names[kind];
}

static void
compare_option (GPtrArray *changes, const MuOptionDef *a, const MuOptionDef *b)
{
  g_autofree char *a_choices = choices_text (a, FALSE);
  g_autofree char *b_choices = choices_text (b, FALSE);
  g_autofree char *a_labels = choices_text (a, TRUE);
  g_autofree char *b_labels = choices_text (b, TRUE);
  g_autofree char *a_range = g_strdup_printf ("%" G_GINT64_FORMAT "–%" G_GINT64_FORMAT, a->min, a->max);
  g_autofree char *b_range = g_strdup_printf ("%" G_GINT64_FORMAT "–%" G_GINT64_FORMAT, b->min, b->max);

  compare_field (changes, "option", a->id, "kind", kind_name (a->kind), kind_name (b->kind));
  compare_field (changes, "option", a->id, "label", a->label, b->label);
  compare_field (changes, "option", a->id, "description", a->description, b->description);
  compare_field (changes, "option", a->id, "default", a->default_value, b->default_value);
  compare_field (changes, "option", a->id, "range", a_range, b_range);
  compare_field (changes, "option", a->id, "choices", a_choices, b_choices);
  compare_field (changes, "option", a->id, "choice-labels", a_labels, b_labels);
  compare_field (changes, "option", a->id, "interpretation", a->interpretation ? "true" : "false",
                 b->interpretation ? "true" : "false");
}

static void
compare_options (GPtrArray *changes, MuArmyList *a, MuArmyList *b)
{
  for (guint i = 0; i < a->options->len; i++)
    {
      MuOptionDef *def = a->options->pdata[i];
      MuOptionDef *other = mu_option_defs_find (b->options, def->id);

      if (other == NULL)
        add_change (changes, MU_LIST_CHANGE_REMOVED, "option", def->id, NULL, def->label, NULL);
      else
        compare_option (changes, def, other);
    }
  for (guint i = 0; i < b->options->len; i++)
    {
      MuOptionDef *def = b->options->pdata[i];

      if (mu_option_defs_find (a->options, def->id) == NULL)
        add_change (changes, MU_LIST_CHANGE_ADDED, "option", def->id, NULL, NULL, def->label);
    }
}

/* Rows */

static void
own_rows (GPtrArray *entries, GPtrArray *into)
{
  for (guint i = 0; i < entries->len; i++)
    {
      MuListEntry *entry = entries->pdata[i];

      g_ptr_array_add (into, entry);
      own_rows (entry->children, into);
    }
}

/* id → row, the first in the book's order when two share it */
static GHashTable *
index_rows (GPtrArray *rows)
{
  GHashTable *by_id = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < rows->len; i++)
    {
      MuListEntry *entry = rows->pdata[i];

      if (!g_hash_table_contains (by_id, entry->id))
        g_hash_table_insert (by_id, entry->id, entry);
    }
  return by_id;
}

/* The keys of a table of strings, borrowed (GLib 2.74 has no
 * keys_of). */
static int
compare_keys (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char **) a, *(const char **) b);
}

static GPtrArray *
keys_of (GHashTable *table)
{
  GPtrArray *keys = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, table);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (keys, key);
  return keys;
}

static void
compare_attrs (GPtrArray *changes, const char *ruleset_id, MuListEntry *a, MuListEntry *b)
{
  g_autoptr(GPtrArray) keys = keys_of (a->attrs);
  g_autoptr(GPtrArray) more = keys_of (b->attrs);

  for (guint i = 0; i < more->len; i++)
    if (!g_hash_table_contains (a->attrs, more->pdata[i]))
      g_ptr_array_add (keys, more->pdata[i]);
  g_ptr_array_sort (keys, compare_keys);
  for (guint i = 0; i < keys->len; i++)
    {
      /* the ruleset's own, named by it: "tts:cost" is not the printed cost */
      g_autofree char *field = g_strdup_printf ("%s:%s", ruleset_id, (char *) keys->pdata[i]);

      compare_field (changes, "row", a->id, field, mu_list_entry_attr (a, keys->pdata[i]),
                     mu_list_entry_attr (b, keys->pdata[i]));
    }
}

static void
compare_row (GPtrArray *changes, const char *ruleset_id, MuListEntry *a, MuListEntry *b, GHashTable *pairs)
{
  MuListEntry *a_parent_in_b = a->parent != NULL ? g_hash_table_lookup (pairs, a->parent) : NULL;

  g_autofree char *a_number = mu_range_to_string (&a->number);
  g_autofree char *b_number = mu_range_to_string (&b->number);

  compare_field (changes, "row", a->id, "kind", a->kind_name, b->kind_name);
  if (a_parent_in_b != b->parent)
    compare_field (changes, "row", a->id, "parent", a->parent != NULL ? a->parent->id : NULL,
                   b->parent != NULL ? b->parent->id : NULL);
  compare_field (changes, "row", a->id, "name", a->name, b->name);
  compare_field (changes, "row", a->id, "description", a->description, b->description);
  compare_field (changes, "row", a->id, "number", a_number, b_number);
  compare_field (changes, "row", a->id, "cost", a->printed_cost, b->printed_cost);
  compare_field (changes, "row", a->id, "save", a->printed_save, b->printed_save);
  compare_field (changes, "row", a->id, "footnotes", a->markers, b->markers);
  compare_field (changes, "row", a->id, "note", a->note, b->note);
  compare_field (changes, "row", a->id, "ref", a->reference, b->reference);
  compare_field (changes, "row", a->id, "override", a->override, b->override);
  compare_attrs (changes, ruleset_id, a, b);
}

static const char *
or_none (const char *value)
{
  return value != NULL ? value : "–";
}

/* What a row means, its words and id aside: kind, number, printed cost
 * and save, footnote markers, the ruleset's attributes, and its parent's
 * meaning. Two rows of two lists that mean the same under other ids are
 * one row renamed. */
static char *
meaning_of (MuListEntry *entry)
{
  g_autoptr(GPtrArray) keys = keys_of (entry->attrs);
  g_autofree char *number = mu_range_to_string (&entry->number);
  g_autofree char *parent = entry->parent != NULL ? meaning_of (entry->parent) : g_strdup ("");
  GString *key = g_string_new (NULL);

  g_ptr_array_sort (keys, compare_keys);
  g_string_append_printf (key, "%s\x1f%s\x1f%s\x1f%s\x1f%s", or_none (entry->kind_name), number,
                          or_none (entry->printed_cost), or_none (entry->printed_save),
                          or_none (entry->markers));
  for (guint i = 0; i < keys->len; i++)
    g_string_append_printf (key, "\x1f%s=%s", (char *) keys->pdata[i],
                            (char *) g_hash_table_lookup (entry->attrs, keys->pdata[i]));
  g_string_append_printf (key, "\x1e%s", parent);
  return g_string_free (key, FALSE);
}

/* The rows of b that no row of a has the id of, by meaning, each meaning's
 * rows in the book's order */
static GHashTable *
unmatched_by_meaning (GPtrArray *b_rows, GHashTable *a_ids)
{
  GHashTable *by_meaning
      = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_queue_free);

  for (guint i = 0; i < b_rows->len; i++)
    {
      MuListEntry *entry = b_rows->pdata[i];
      char *meaning;
      GQueue *queue;

      if (g_hash_table_contains (a_ids, entry->id))
        continue;
      meaning = meaning_of (entry);
      queue = g_hash_table_lookup (by_meaning, meaning);
      if (queue == NULL)
        g_hash_table_insert (by_meaning, g_strdup (meaning), (queue = g_queue_new ()));
      g_queue_push_tail (queue, entry);
      g_free (meaning);
    }
  return by_meaning;
}

/* Each row of a and the row of b it is: the one of its id, else the first
 * left that means the same */
static GHashTable *
pair_rows (GPtrArray *a_rows, GPtrArray *b_rows, GHashTable *a_ids, GHashTable *b_ids)
{
  GHashTable *pairs = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) by_meaning = unmatched_by_meaning (b_rows, a_ids);

  for (guint i = 0; i < a_rows->len; i++)
    {
      MuListEntry *entry = a_rows->pdata[i];
      MuListEntry *other = g_hash_table_lookup (b_ids, entry->id);

      if (other == NULL)
        {
          g_autofree char *meaning = meaning_of (entry);
          GQueue *queue = g_hash_table_lookup (by_meaning, meaning);

          other = queue != NULL ? g_queue_pop_head (queue) : NULL;
        }
      if (other != NULL)
        g_hash_table_insert (pairs, entry, other);
    }
  return pairs;
}

static void
compare_rows (GPtrArray *changes, MuArmyList *a, MuArmyList *b, GHashTable *renames)
{
  g_autoptr(GPtrArray) a_rows = g_ptr_array_new ();
  g_autoptr(GPtrArray) b_rows = g_ptr_array_new ();
  g_autoptr(GHashTable) a_ids = NULL;
  g_autoptr(GHashTable) b_ids = NULL;
  g_autoptr(GHashTable) pairs = NULL;
  g_autoptr(GHashTable) paired = g_hash_table_new (NULL, NULL);

  own_rows (a->entries, a_rows);
  own_rows (b->entries, b_rows);
  a_ids = index_rows (a_rows);
  b_ids = index_rows (b_rows);
  pairs = pair_rows (a_rows, b_rows, a_ids, b_ids);
  for (guint i = 0; i < a_rows->len; i++)
    {
      MuListEntry *entry = a_rows->pdata[i];
      MuListEntry *other = g_hash_table_lookup (pairs, entry);

      if (other == NULL)
        {
          add_change (changes, MU_LIST_CHANGE_REMOVED, "row", entry->id, NULL, mu_list_entry_label (entry),
                      NULL);
          continue;
        }
      g_hash_table_add (paired, other);
      compare_field (changes, "row", entry->id, "id", entry->id, other->id);
      if (!g_str_equal (entry->id, other->id))
        g_hash_table_insert (renames, entry->id, other->id);
      compare_row (changes, a->ruleset_id, entry, other, pairs);
    }
  for (guint i = 0; i < b_rows->len; i++)
    {
      MuListEntry *entry = b_rows->pdata[i];

      if (!g_hash_table_contains (paired, entry))
        add_change (changes, MU_LIST_CHANGE_ADDED, "row", entry->id, NULL, NULL, mu_list_entry_label (entry));
    }
}

/* Footnotes */

static const char *
constraint_element (MuConstraintKind kind)
{
  static const char *names[]
      = { "date", "option-value", "exclusive", "cap", "incompatible", "heroes-allocated" };

  return names[kind];
}

/* renames: (nullable): old list's row id → the new list's, for rows renamed */
static char *
join_sorted (char **ids, GHashTable *renames)
{
  g_auto(GStrv) copy = g_strdupv (ids);

  if (copy == NULL)
    return g_strdup ("");
  for (guint i = 0; renames != NULL && copy[i] != NULL; i++)
    if (g_hash_table_contains (renames, copy[i]))
      {
        char *renamed = g_strdup (g_hash_table_lookup (renames, copy[i]));

        g_free (copy[i]);
        copy[i] = renamed;
      }
  qsort (copy, g_strv_length (copy), sizeof (char *), compare_keys);
  return g_strjoinv (" ", copy);
}

/* One rule as a line, the same for the same meaning. */
static char *
rule_text (MuConstraint *constraint, GHashTable *renames)
{
  GString *text = g_string_new (constraint_element (constraint->kind));
  g_autofree char *entries = join_sorted (constraint->entry_ids, renames);

  if (*entries != '\0')
    g_string_append_printf (text, " entries=%s", entries);
  for (guint i = 0; constraint->group_ids != NULL && i < constraint->group_ids->len; i++)
    {
      g_autofree char *group = join_sorted (constraint->group_ids->pdata[i], renames);
      g_string_append_printf (text, " group=%s", group);
    }
  if (constraint->kind == MU_CONSTRAINT_DATE)
    g_string_append_printf (text, " option=%s from=%" G_GINT64_FORMAT " to=%" G_GINT64_FORMAT,
                            constraint->option, constraint->from, constraint->to);
  if (constraint->kind == MU_CONSTRAINT_OPTION_VALUE)
    {
      g_autofree char *values = join_sorted (constraint->values, NULL);
      g_string_append_printf (text, " option=%s values=%s", constraint->option, values);
    }
  if (constraint->kind == MU_CONSTRAINT_CAP)
    g_string_append_printf (text, " max=%" G_GINT64_FORMAT, constraint->max);
  if (constraint->when_option != NULL)
    g_string_append_printf (text, " when=%s=%s", constraint->when_option, constraint->when_value);
  return g_string_free (text, FALSE);
}

/* marker → its rules, one a line, sorted; and marker → its text */
static GHashTable *
footnote_rules (MuArmyList *list, GHashTable *texts, GPtrArray *markers, GHashTable *renames)
{
  GHashTable *rules = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GHashTable) lines
             = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) g_ptr_array_unref);

  for (guint i = 0; i < list->constraints->len; i++)
    {
      MuConstraint *constraint = list->constraints->pdata[i];
      const char *marker = constraint->marker ?: "";
      GPtrArray *own = g_hash_table_lookup (lines, marker);

      if (own == NULL)
        {
          own = g_ptr_array_new_with_free_func (g_free);
          g_ptr_array_add (markers, g_strdup (marker));
          g_hash_table_insert (lines, (char *) marker, own);
        }
      g_ptr_array_add (own, rule_text (constraint, renames));
      if (constraint->text != NULL && !g_hash_table_contains (texts, marker))
        g_hash_table_insert (texts, g_strdup (marker), g_strdup (constraint->text));
    }
  for (guint i = 0; i < markers->len; i++)
    {
      GPtrArray *own = g_hash_table_lookup (lines, markers->pdata[i]);

      g_ptr_array_sort (own, compare_keys);
      g_ptr_array_add (own, NULL);
      g_hash_table_insert (rules, g_strdup (markers->pdata[i]), g_strjoinv ("\n", (char **) own->pdata));
    }
  return rules;
}

static void
compare_footnotes (GPtrArray *changes, MuArmyList *a, MuArmyList *b, GHashTable *renames)
{
  g_autoptr(GHashTable) a_texts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GHashTable) b_texts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GPtrArray) a_markers = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) b_markers = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) a_rules = footnote_rules (a, a_texts, a_markers, renames);
  g_autoptr(GHashTable) b_rules = footnote_rules (b, b_texts, b_markers, NULL);

  for (guint i = 0; i < a_markers->len; i++)
    {
      const char *marker = a_markers->pdata[i];
      const char *other = g_hash_table_lookup (b_rules, marker);

      if (other == NULL)
        add_change (changes, MU_LIST_CHANGE_REMOVED, "footnote", marker, NULL,
                    g_hash_table_lookup (a_texts, marker), NULL);
      else
        {
          compare_field (changes, "footnote", marker, "text", g_hash_table_lookup (a_texts, marker),
                         g_hash_table_lookup (b_texts, marker));
          compare_field (changes, "footnote", marker, "rules", g_hash_table_lookup (a_rules, marker), other);
        }
    }
  for (guint i = 0; i < b_markers->len; i++)
    {
      const char *marker = b_markers->pdata[i];

      if (!g_hash_table_contains (a_rules, marker))
        add_change (changes, MU_LIST_CHANGE_ADDED, "footnote", marker, NULL, NULL,
                    g_hash_table_lookup (b_texts, marker));
    }
}

/**
 * mu_list_diff:
 * @old_list: (transfer none): a list
 * @new_list: (transfer none): another list, or another revision of it
 *
 * Compares two lists in meaning: the header's texts, the options, every row
 * of the lists' own (kind, parent, name, description, number, printed cost
 * and save, footnote markers, note, reference, override and the ruleset's
 * attributes) and every footnote's text and rules. The revision number,
 * formatting and comments do not count. A row of the old list that the new
 * one has under another id (one that means the same: kind, number, printed
 * figures, markers and the ruleset's attributes) is a change of its "id",
 * and the footnotes' rules are read with its new id.
 *
 * Returns: (transfer container) (element-type MuListChange): the changes,
 *   header first, then options, rows and footnotes; empty when the two mean
 *   the same
 */
GPtrArray *
mu_list_diff (MuArmyList *old_list, MuArmyList *new_list)
{
  GPtrArray *changes = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_list_change_free);
  g_autoptr(GHashTable) renames = g_hash_table_new (g_str_hash, g_str_equal);

  compare_header (changes, old_list, new_list);
  compare_options (changes, old_list, new_list);
  compare_rows (changes, old_list, new_list, renames);
  compare_footnotes (changes, old_list, new_list, renames);
  return changes;
}

/**
 * mu_list_change_describe:
 * @change: (transfer none): a change
 *
 * Puts one change between two revisions of a list into a translated
 * sentence: what part (a row, an option, a footnote or the list itself)
 * was added, removed or changed, with the new value and, for a change, the
 * old one; a missing value is shown as a dash. It cannot fail.
 *
 * Returns: (transfer full): the change in words, for people; free it with
 *   g_free()
 */
char *
mu_list_change_describe (const MuListChange *change)
{
  gboolean row = g_str_equal (change->part, "row");
  gboolean option = g_str_equal (change->part, "option");

  if (change->kind == MU_LIST_CHANGE_ADDED)
    {
      if (row)
        return g_strdup_printf (_("row “%s” added: %s"), change->id, or_none (change->new_value));
      if (option)
        return g_strdup_printf (_("option “%s” added: %s"), change->id, or_none (change->new_value));
      return g_strdup_printf (_("footnote %s added: %s"), change->id, or_none (change->new_value));
    }
  if (change->kind == MU_LIST_CHANGE_REMOVED)
    {
      if (row)
        return g_strdup_printf (_("row “%s” removed: %s"), change->id, or_none (change->old_value));
      if (option)
        return g_strdup_printf (_("option “%s” removed: %s"), change->id, or_none (change->old_value));
      return g_strdup_printf (_("footnote %s removed: %s"), change->id, or_none (change->old_value));
    }
  if (row)
    return g_strdup_printf (_("row “%s”: %s now %s, was %s"), change->id, change->field,
                               or_none (change->new_value), or_none (change->old_value));
  if (option)
    return g_strdup_printf (_("option “%s”: %s now %s, was %s"), change->id, change->field,
                               or_none (change->new_value), or_none (change->old_value));
  if (g_str_equal (change->part, "footnote"))
    return g_strdup_printf (_("footnote %s: %s now %s, was %s"), change->id, change->field,
                               or_none (change->new_value), or_none (change->old_value));
  return g_strdup_printf (_("list %s now %s, was %s"), change->field, or_none (change->new_value),
                             or_none (change->old_value));
}

/**
 * mu_list_change_is_wording:
 * @change: (transfer none): a change
 *
 * Whether @change is one of wording only: a text that says what the list
 * means without changing it (the list's name, period, source,
 * description, allies row and notes, an ally's name, an option's label,
 * description and choices' labels, a row's name, description, note and
 * reference, a footnote's text). A row's id, number, figures, attributes
 * or rules, an option's choices or default, a footnote's rules and any
 * part added or removed are not.
 *
 * Returns: %TRUE when only words changed
 */
gboolean
mu_list_change_is_wording (const MuListChange *change)
{
  static const char * const list[]
      = { "name", "period", "source", "description", "allies", "notes", "ally-names", NULL };
  static const char * const option[] = { "label", "description", "choice-labels", NULL };
  static const char * const row[] = { "name", "description", "note", "ref", NULL };
  static const char * const footnote[] = { "text", NULL };
  const char *part = change->part;

  if (change->kind != MU_LIST_CHANGE_CHANGED || change->field == NULL)
    return FALSE;
  if (g_str_equal (part, "list"))
    return g_strv_contains (list, change->field);
  if (g_str_equal (part, "option"))
    return g_strv_contains (option, change->field);
  if (g_str_equal (part, "row"))
    return g_strv_contains (row, change->field);
  return g_str_equal (part, "footnote") && g_strv_contains (footnote, change->field);
}

/* For a roster */

static void
note_used (GHashTable *used, const char *id)
{
  g_hash_table_add (used, (gpointer) id);
}

static GHashTable *
rows_used (MuRoster *roster)
{
  GHashTable *used = g_hash_table_new (g_str_hash, g_str_equal);
  GPtrArray *commands = mu_roster_get_commands (roster);

  for (guint i = 0; i < commands->len; i++)
    {
      MuCommand *command = commands->pdata[i];

      for (guint j = 0; j < command->generals->len; j++)
        {
          MuGeneral *general = command->generals->pdata[j];

          note_used (used, general->entry);
          for (guint k = 0; k < general->upgrades->len; k++)
            note_used (used, general->upgrades->pdata[k]);
        }
      for (guint j = 0; j < command->units->len; j++)
        {
          MuUnit *unit = command->units->pdata[j];

          note_used (used, unit->entry);
          for (guint k = 0; k < unit->upgrades->len; k++)
            note_used (used, unit->upgrades->pdata[k]);
        }
    }
  return used;
}

static gboolean
footnote_concerns (MuArmyList *list, const char *marker, GHashTable *used)
{
  for (guint i = 0; i < list->constraints->len; i++)
    {
      MuConstraint *constraint = list->constraints->pdata[i];

      if (g_strcmp0 (constraint->marker ?: "", marker) != 0)
        continue;
      for (guint j = 0; constraint->entry_ids != NULL && constraint->entry_ids[j] != NULL; j++)
        if (g_hash_table_contains (used, constraint->entry_ids[j]))
          return TRUE;
      for (guint j = 0; constraint->group_ids != NULL && j < constraint->group_ids->len; j++)
        for (char **id = constraint->group_ids->pdata[j]; *id != NULL; id++)
          if (g_hash_table_contains (used, *id))
            return TRUE;
    }
  return FALSE;
}

static gboolean
concerns (MuListChange *change, GHashTable *used, MuArmyList *a, MuArmyList *b)
{
  if (g_str_equal (change->part, "row"))
    return g_hash_table_contains (used, change->id);
  if (g_str_equal (change->part, "footnote"))
    return footnote_concerns (a, change->id, used) || footnote_concerns (b, change->id, used);
  return g_str_equal (change->part, "option");
}

static char *
row_line (MuListChange *change, MuArmyList *a)
{
  MuListEntry *entry = mu_army_list_lookup (a, change->id);
  const char *label = entry != NULL ? mu_list_entry_label (entry) : change->id;

  if (change->kind == MU_LIST_CHANGE_REMOVED)
    return g_strdup_printf (_("%s: no longer in the list"), label);
  return g_strdup_printf (_("%s: %s now %s, was %s"), label, change->field, or_none (change->new_value),
                             or_none (change->old_value));
}

/* The roster as built on list: its points, and whether it is legal. */
static MuEvaluation *
evaluate_on (MuRoster *roster, MuArmyList *list, GError **error)
{
  g_autoptr(MuRoster) copy = mu_roster_copy (roster);

  mu_roster_set_list_revision (copy, list->revision);
  mu_roster_set_list_hash (copy, NULL);
  if (!mu_army_list_check_roster (list, copy, "roster", error))
    return NULL;
  return mu_evaluate (copy, list);
}

static void
compare_evaluations (GPtrArray *lines, MuRoster *roster, MuArmyList *a, MuArmyList *b)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvaluation) before = evaluate_on (roster, a, NULL);
  g_autoptr(MuEvaluation) after = evaluate_on (roster, b, &error);

  if (after == NULL)
    {
      g_ptr_array_add (lines, g_strdup_printf (_("the army no longer fits the list: %s"), error->message));
      return;
    }
  if (before == NULL)
    return;
  if (before->points != after->points)
    {
      g_autofree char *now = mu_format_number (after->points);
      g_autofree char *was = mu_format_number (before->points);

      g_ptr_array_add (lines, g_strdup_printf (_("points now %s, were %s"), now, was));
    }
  if (mu_evaluation_is_legal (before) && !mu_evaluation_is_legal (after))
    g_ptr_array_add (lines, g_strdup (_("the army is no longer legal")));
  else if (!mu_evaluation_is_legal (before) && mu_evaluation_is_legal (after))
    g_ptr_array_add (lines, g_strdup (_("the army is now legal")));
}

/**
 * mu_list_diff_for_roster:
 * @old_list: (transfer none): the list the roster was built on
 * @new_list: (transfer none): a newer revision of it
 * @roster: (transfer none): the roster (not changed)
 *
 * What a new revision of its list changes for one army: the rows it takes
 * that are gone or changed, the footnotes about those rows, the options,
 * and the army's points and verdict on each revision ("points now 131,
 * were 130"), for the notice a roster on an old revision shows.
 *
 * Returns: (transfer container) (element-type utf8): the changes in words;
 *   empty when the army is not touched
 */
GPtrArray *
mu_list_diff_for_roster (MuArmyList *old_list, MuArmyList *new_list, MuRoster *roster)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) changes = mu_list_diff (old_list, new_list);
  g_autoptr(GHashTable) used = rows_used (roster);

  for (guint i = 0; i < changes->len; i++)
    {
      MuListChange *change = changes->pdata[i];

      /* a change of the ruleset's own attributes shows in the points */
      if (!concerns (change, used, old_list, new_list)
          || (change->field != NULL && strchr (change->field, ':') != NULL))
        continue;
      if (g_str_equal (change->part, "row"))
        g_ptr_array_add (lines, row_line (change, old_list));
      else
        g_ptr_array_add (lines, mu_list_change_describe (change));
    }
  compare_evaluations (lines, roster, old_list, new_list);
  return lines;
}
