/* mu-rule-table.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-error.h"
#include "mu-rule-table.h"
#include "mu-xml-read.h"

struct _MuRuleTable
{
  const MuRuleField *fields;
  GHashTable *elements; /* element name → GPtrArray of MuRuleRecord */
};

/**
 * mu_rule_table_new:
 * @fields: (array) (transfer none): the attributes each element of the
 *   table may carry, ending with an element of %NULL; static, not copied
 *
 * An empty table of a ruleset's records, filled by mu_rule_table_load().
 *
 * Returns: (transfer full): the table, freed with mu_rule_table_free()
 */
MuRuleTable *
mu_rule_table_new (const MuRuleField *fields)
{
  MuRuleTable *table = g_new0 (MuRuleTable, 1);

  table->fields = fields;
  table->elements
      = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_ptr_array_unref);
  return table;
}

/**
 * mu_rule_table_free:
 * @table: (transfer full): a #MuRuleTable
 *
 * Frees a table and its records; a #GDestroyNotify for a ruleset's data.
 */
void
mu_rule_table_free (gpointer pointer)
{
  MuRuleTable *table = pointer;

  g_hash_table_unref (table->elements);
  g_free (table);
}

static const MuRuleField *
find_field (MuRuleTable *table, const char *element, const char *attr)
{
  for (const MuRuleField *f = table->fields; f->element != NULL; f++)
    if (g_str_equal (f->element, element) && (attr == NULL || g_str_equal (f->attr, attr)))
      return f;
  return NULL;
}

/**
 * mu_rule_parse_number:
 * @text: (nullable): a number as the books print it: "3", "2.5", "1½" or "½"
 * @out: (out): its value
 *
 * Reads a number of a table, from 0 to 1000, halves included.
 *
 * Returns: %TRUE when @text is such a number and @out was set
 */
gboolean
mu_rule_parse_number (const char *text, double *out)
{
  g_autofree char *copy = NULL;
  gboolean half = FALSE;
  char *end = NULL;
  double value = 0;

  if (text == NULL || *text == '\0')
    return FALSE;
  copy = g_strstrip (g_strdup (text));
  if (g_str_has_suffix (copy, "½"))
    {
      half = TRUE;
      copy[strlen (copy) - strlen ("½")] = '\0';
    }
  if (*copy != '\0')
    {
      value = g_ascii_strtod (copy, &end);
      if (end == copy || *end != '\0' || value < 0 || value > 1000)
        return FALSE;
    }
  else if (!half)
    return FALSE;
  *out = value + (half ? 0.5 : 0);
  return TRUE;
}

static gboolean
check_value (const MuRuleField *field, const char *value)
{
  double number;

  switch (field->kind)
    {
    case MU_RULE_INT:
      return g_ascii_string_to_signed (value, 10, -1000000, 1000000, NULL, NULL);
    case MU_RULE_NUMBER:
      return g_str_equal (value, "unknown") || mu_rule_parse_number (value, &number);
    case MU_RULE_BOOL:
      return g_str_equal (value, "true") || g_str_equal (value, "false");
    case MU_RULE_TEXT:
    default:
      return TRUE;
    }
}

static gboolean
check_record (MuRuleTable *table, MuXmlNode *node, MuRuleRecord *record, const char *file, GError **error)
{
  const char *element = node->name;
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, record);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const MuRuleField *field = find_field (table, element, key);

      if (field == NULL)
        {
          mu_xml_set_error (error, MU_ERROR_FORMAT, file, node,
                            _("<%s> has no attribute “%s”"), element, (const char *) key);
          return FALSE;
        }
      if (!check_value (field, value))
        {
          mu_xml_set_error (error, MU_ERROR_VALUE, file, node,
                            _("“%s” cannot be “%s”"), (const char *) key, (const char *) value);
          return FALSE;
        }
    }
  for (const MuRuleField *f = table->fields; f->element != NULL; f++)
    if (f->required && g_str_equal (f->element, element) && !g_hash_table_contains (record, f->attr))
      {
        mu_xml_set_error (error, MU_ERROR_FORMAT, file, node,
                          _("<%s> needs the attribute “%s”"), element, f->attr);
        return FALSE;
      }
  return TRUE;
}

/**
 * mu_rule_table_load:
 * @table: a table
 * @node: an element of the ruleset file, one the table's fields name
 * @file: the file's name as people are shown it
 * @error: (out) (optional): a %MU_ERROR_FORMAT for an element or attribute
 *   the fields do not name, a child element or a required attribute
 *   missing; a %MU_ERROR_VALUE for a value not of its field's kind
 *
 * Reads one element of the ruleset file into the table, as a record of its
 * attributes as written, after the record's element in the file.
 *
 * Returns: %TRUE when the record was added
 */
gboolean
mu_rule_table_load (MuRuleTable *table, MuXmlNode *node, const char *file, GError **error)
{
  g_autoptr(GHashTable) record = NULL;
  const char *element = node->name;
  GPtrArray *records;

  if (find_field (table, element, NULL) == NULL)
    return mu_xml_unexpected (node, file, error);
  if (node->children != NULL)
    return mu_xml_unexpected (node->children, file, error);
  record = mu_xml_attrs (node, NULL);
  if (!check_record (table, node, record, file, error))
    return FALSE;
  records = g_hash_table_lookup (table->elements, element);
  if (records == NULL)
    {
      records = g_ptr_array_new_with_free_func ((GDestroyNotify) g_hash_table_unref);
      g_hash_table_insert (table->elements, g_strdup (element), records);
    }
  g_ptr_array_add (records, g_steal_pointer (&record));
  return TRUE;
}

/**
 * mu_rule_table_records:
 * @table: (nullable): a table
 * @element: an element's name
 *
 * The records read from the elements called @element, in the file's order.
 *
 * Returns: (transfer none) (element-type MuRuleRecord): the records, owned
 *   by @table; an empty array when there are none
 */
GPtrArray *
mu_rule_table_records (MuRuleTable *table, const char *element)
{
  static GPtrArray *none;

  if (table != NULL && g_hash_table_contains (table->elements, element))
    return g_hash_table_lookup (table->elements, element);
  if (g_once_init_enter (&none))
    g_once_init_leave (&none, g_ptr_array_new ());
  return none;
}

/**
 * mu_rule_table_find:
 * @table: (nullable): a table
 * @element: an element's name
 * @attr: an attribute
 * @value: the value @attr must have
 * @attr2: (nullable): a second attribute, or %NULL
 * @value2: (nullable): the value @attr2 must have
 *
 * Looks a record up by one or two of its attributes.
 *
 * Returns: (transfer none) (nullable): the first record of @element whose
 *   @attr is @value (and @attr2 @value2, when @attr2 is not %NULL), or %NULL
 */
MuRuleRecord *
mu_rule_table_find (MuRuleTable *table, const char *element, const char *attr, const char *value,
                    const char *attr2, const char *value2)
{
  GPtrArray *records = mu_rule_table_records (table, element);

  for (guint i = 0; i < records->len; i++)
    {
      MuRuleRecord *record = records->pdata[i];

      if (g_strcmp0 (g_hash_table_lookup (record, attr), value) == 0
          && (attr2 == NULL || g_strcmp0 (g_hash_table_lookup (record, attr2), value2) == 0))
        return record;
    }
  return NULL;
}

/**
 * mu_rule_record_text:
 * @record: (nullable): a record
 * @attr: an attribute
 *
 * Reads an attribute of a record as written.
 *
 * Returns: (transfer none) (nullable): its value, owned by the record, or
 *   %NULL when @record is %NULL or lacks @attr
 */
const char *
mu_rule_record_text (MuRuleRecord *record, const char *attr)
{
  return record != NULL ? g_hash_table_lookup (record, attr) : NULL;
}

/**
 * mu_rule_record_int:
 * @record: (nullable): a record
 * @attr: an attribute of kind %MU_RULE_INT
 * @fallback: the value when the record lacks it
 *
 * Reads a whole number of a record.
 *
 * Returns: the number, or @fallback
 */
gint64
mu_rule_record_int (MuRuleRecord *record, const char *attr, gint64 fallback)
{
  const char *text = mu_rule_record_text (record, attr);
  gint64 value;

  if (text == NULL || !g_ascii_string_to_signed (text, 10, G_MININT64, G_MAXINT64, &value, NULL))
    return fallback;
  return value;
}

/**
 * mu_rule_record_number:
 * @record: (nullable): a record
 * @attr: an attribute of kind %MU_RULE_NUMBER
 * @out: (out): the number
 *
 * Reads a number of a record as mu_rule_parse_number() does.
 *
 * Returns: %FALSE when the record lacks the number or the source lost it
 *   ("unknown"); @out is then untouched
 */
gboolean
mu_rule_record_number (MuRuleRecord *record, const char *attr, double *out)
{
  return mu_rule_parse_number (mu_rule_record_text (record, attr), out);
}

/**
 * mu_rule_record_bool:
 * @record: (nullable): a record
 * @attr: an attribute of kind %MU_RULE_BOOL
 *
 * Reads a truth value of a record.
 *
 * Returns: %TRUE when @attr is "true"; %FALSE otherwise or when missing
 */
gboolean
mu_rule_record_bool (MuRuleRecord *record, const char *attr)
{
  return g_strcmp0 (mu_rule_record_text (record, attr), "true") == 0;
}

/**
 * mu_rule_record_lists:
 * @record: (nullable): a record
 * @attr: an attribute holding words separated by spaces or commas
 * @word: (nullable): a word
 *
 * Tells whether a record's list of words holds a word.
 *
 * Returns: %TRUE when @word is one of the words of @attr
 */
gboolean
mu_rule_record_lists (MuRuleRecord *record, const char *attr, const char *word)
{
  const char *text = mu_rule_record_text (record, attr);
  g_auto(GStrv) words = NULL;

  if (text == NULL || word == NULL)
    return FALSE;
  words = g_strsplit_set (text, " ,", -1);
  return g_strv_contains ((const char * const *) words, word);
}
