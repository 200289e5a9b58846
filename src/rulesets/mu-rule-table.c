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
  const MuRuleRow *rows; /* nullable */
  GHashTable *elements;  /* element name → MuRuleElement */
};

/* What was read of one element: its records and, when the module reads it
 * as rows, the rows in the file's order and by key. */
typedef struct
{
  const MuRuleRow *row; /* nullable */
  GPtrArray *records;   /* MuRuleRecord */
  GPtrArray *rows;      /* the module's structs */
  GHashTable *by_key;   /* key → row */
} MuRuleElement;

static void
element_free (MuRuleElement *element)
{
  g_ptr_array_unref (element->records);
  g_ptr_array_unref (element->rows);
  g_hash_table_unref (element->by_key);
  g_free (element);
}

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
  return mu_rule_table_new_with_rows (fields, NULL);
}

/**
 * mu_rule_table_new_with_rows:
 * @fields: (array) (transfer none): the attributes each element of the
 *   table may carry, ending with an element of %NULL; static, not copied
 * @rows: (array) (transfer none) (nullable): the elements also read as the
 *   module's own structs, ending with an element of %NULL; static, not copied
 *
 * An empty table whose elements named in @rows are read both as records and
 * as rows, filled from the fields that say where (MU_RULE_AT); a module then
 * finds a row by its key with mu_rule_table_row() instead of reading the
 * element itself.
 *
 * Returns: (transfer full): the table, freed with mu_rule_table_free()
 */
MuRuleTable *
mu_rule_table_new_with_rows (const MuRuleField *fields, const MuRuleRow *rows)
{
  MuRuleTable *table = g_new0 (MuRuleTable, 1);

  table->fields = fields;
  table->rows = rows;
  table->elements = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) element_free);
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

static const MuRuleRow *
find_row (MuRuleTable *table, const char *element)
{
  for (const MuRuleRow *r = table->rows; r != NULL && r->element != NULL; r++)
    if (g_str_equal (r->element, element))
      return r;
  return NULL;
}

static MuRuleElement *
get_element (MuRuleTable *table, const char *name)
{
  MuRuleElement *element = g_hash_table_lookup (table->elements, name);

  if (element == NULL)
    {
      element = g_new0 (MuRuleElement, 1);
      element->row = find_row (table, name);
      element->records = g_ptr_array_new_with_free_func ((GDestroyNotify) g_hash_table_unref);
      element->rows = g_ptr_array_new_with_free_func (g_free);
      element->by_key = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_hash_table_insert (table->elements, g_strdup (name), element);
    }
  return element;
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

/* The place of a word among the field's words, or -1. */
static int
choice_index (const MuRuleField *field, const char *value)
{
  g_auto(GStrv) words = g_strsplit (field->words != NULL ? field->words : "", " ", -1);

  for (int i = 0; words[i] != NULL; i++)
    if (g_str_equal (words[i], value))
      return i;
  return -1;
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
    case MU_RULE_CHOICE:
      return choice_index (field, value) >= 0;
    case MU_RULE_TEXT:
    case MU_RULE_LABEL:
    default:
      return TRUE;
    }
}

/* A whole number of an element whose row gives a range is checked as every
 * whole number of a file is, with the range in the message. */
static gboolean
check_ranged (const MuRuleRow *row, const MuRuleField *field, MuXmlNode *node, const char *file,
              gboolean *checked, GError **error)
{
  gint64 value;

  *checked = row != NULL && field->kind == MU_RULE_INT && row->min != row->max;
  return !*checked || mu_xml_prop_int (node, field->attr, row->min, row->max, 0, file, &value, error);
}

/* One attribute of node: a field of its element, and a value the field
 * takes (within the row's range, for the row's key). */
static gboolean
check_attribute (MuRuleTable *table, const MuRuleRow *row, MuXmlNode *node, const char *key,
                 const char *value, const char *file, GError **error)
{
  const MuRuleField *field = find_field (table, node->name, key);
  gboolean checked;

  if (field == NULL)
    {
      mu_xml_set_error (error, MU_ERROR_FORMAT, file, node,
                        _("<%s> has no attribute “%s”"), node->name, key);
      return FALSE;
    }
  if (!check_ranged (row, field, node, file, &checked, error))
    return FALSE;
  if (!checked && !check_value (field, value))
    {
      mu_xml_set_error (error, MU_ERROR_VALUE, file, node, _("“%s” cannot be “%s”"), key, value);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_record (MuRuleTable *table, MuXmlNode *node, MuRuleRecord *record, const char *file, GError **error)
{
  const char *element = node->name;
  const MuRuleRow *row = find_row (table, element);
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, record);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (!check_attribute (table, row, node, key, value, file, error))
      return FALSE;
  for (const MuRuleField *f = table->fields; f->element != NULL; f++)
    if (f->required && g_str_equal (f->element, element) && !g_hash_table_contains (record, f->attr))
      {
        mu_xml_set_error (error, MU_ERROR_FORMAT, file, node,
                          _("<%s> needs the attribute “%s”"), element, f->attr);
        return FALSE;
      }
  return TRUE;
}

/* A record's labels in the reader's language, as the record keeps them. */
static void
translate_labels (MuRuleTable *table, const char *element, MuRuleRecord *record)
{
  for (const MuRuleField *f = table->fields; f->element != NULL; f++)
    if (f->kind == MU_RULE_LABEL && g_str_equal (f->element, element)
        && g_hash_table_contains (record, f->attr))
      g_hash_table_insert (record, g_strdup (f->attr),
                           mu_xml_translate (g_strdup (g_hash_table_lookup (record, f->attr))));
}

/* The text a row gets for a field: the record's value, else the fallback,
 * which "@other" takes from another attribute in turn. */
static const char *
row_text (MuRuleTable *table, const char *element, MuRuleRecord *record, const MuRuleField *field)
{
  for (guint hops = 0; field != NULL && hops < 8; hops++)
    {
      const char *value = g_hash_table_lookup (record, field->attr);

      if (value != NULL)
        return value;
      if (field->fallback == NULL || field->fallback[0] != '@')
        return field->fallback;
      field = find_field (table, element, field->fallback + 1);
    }
  return NULL;
}

static void
set_member (gpointer row, const MuRuleField *field, const char *text)
{
  gpointer member = G_STRUCT_MEMBER_P (row, field->at - 1);
  gint64 whole = 0;
  double number = 0;

  switch (field->kind)
    {
    case MU_RULE_INT:
      g_ascii_string_to_signed (text, 10, G_MININT, G_MAXINT, &whole, NULL);
      *(int *) member = (int) whole;
      break;
    case MU_RULE_CHOICE:
      *(int *) member = choice_index (field, text);
      break;
    case MU_RULE_NUMBER:
      mu_rule_parse_number (text, &number);
      *(double *) member = number;
      break;
    case MU_RULE_BOOL:
      *(gboolean *) member = g_str_equal (text, "true");
      break;
    case MU_RULE_TEXT:
    case MU_RULE_LABEL:
    default:
      *(const char **) member = text;
      break;
    }
}

/* The row's key: its key attributes joined by "/", a missing one as "". */
static char *
row_key (const MuRuleRow *row, MuRuleRecord *record)
{
  g_auto(GStrv) attrs = g_strsplit (row->key, " ", -1);
  g_autoptr(GStrvBuilder) values = g_strv_builder_new ();
  g_auto(GStrv) joined = NULL;

  for (guint i = 0; attrs[i] != NULL; i++)
    {
      const char *value = g_hash_table_lookup (record, attrs[i]);

      g_strv_builder_add (values, value != NULL ? value : "");
    }
  joined = g_strv_builder_end (values);
  return g_strjoinv ("/", joined);
}

static gboolean
add_key (MuRuleElement *element, gpointer row, MuRuleRecord *record, MuXmlNode *node, const char *file,
         GError **error)
{
  g_autofree char *key = row_key (element->row, record);

  if (g_hash_table_contains (element->by_key, key))
    {
      if (element->row->twice != NULL)
        mu_xml_set_error (error, MU_ERROR_REFERENCE, file, node, _(element->row->twice), key);
      else
        mu_xml_set_error (error, MU_ERROR_REFERENCE, file, node,
                          _("<%s> “%s” is defined twice"), node->name, key);
      return FALSE;
    }
  g_hash_table_insert (element->by_key, g_steal_pointer (&key), row);
  return TRUE;
}

/* Reads a record as the module's row: each field that has a place in it,
 * from the record or its fallback; then the row is found by its key. */
static gboolean
add_row (MuRuleTable *table, MuRuleElement *element, MuRuleRecord *record, MuXmlNode *node, const char *file,
         GError **error)
{
  gpointer row = g_malloc0 (element->row->size);

  g_ptr_array_add (element->rows, row);
  for (const MuRuleField *f = table->fields; f->element != NULL; f++)
    {
      const char *text;

      if (f->at == 0 || !g_str_equal (f->element, node->name))
        continue;
      text = row_text (table, node->name, record, f);
      if (text != NULL)
        set_member (row, f, text);
    }
  return element->row->key == NULL || add_key (element, row, record, node, file, error);
}

/**
 * mu_rule_table_load:
 * @table: a table
 * @node: an element of the ruleset file, one the table's fields name
 * @file: the file's name as people are shown it
 * @error: (out) (optional): a %MU_ERROR_FORMAT for an element or attribute
 *   the fields do not name, a child element or a required attribute
 *   missing; a %MU_ERROR_VALUE for a value not of its field's kind (a
 *   whole number out of its row's range); a %MU_ERROR_REFERENCE for a row
 *   whose key an earlier row has
 *
 * Reads one element of the ruleset file into the table, as a record of its
 * attributes as written (labels translated), after the record's element in
 * the file; an element the table reads as rows is also read as its row.
 *
 * Returns: %TRUE when the record (and its row) was added
 */
gboolean
mu_rule_table_load (MuRuleTable *table, MuXmlNode *node, const char *file, GError **error)
{
  g_autoptr(GHashTable) record = NULL;
  MuRuleElement *element;

  if (find_field (table, node->name, NULL) == NULL)
    return mu_xml_unexpected (node, file, error);
  if (node->children != NULL)
    return mu_xml_unexpected (node->children, file, error);
  record = mu_xml_attrs (node, NULL);
  if (!check_record (table, node, record, file, error))
    return FALSE;
  translate_labels (table, node->name, record);
  element = get_element (table, node->name);
  g_ptr_array_add (element->records, g_hash_table_ref (record));
  return element->row == NULL || add_row (table, element, record, node, file, error);
}

static GPtrArray *
no_records (void)
{
  static GPtrArray *none;

  if (g_once_init_enter (&none))
    g_once_init_leave (&none, g_ptr_array_new ());
  return none;
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
  MuRuleElement *read = table != NULL ? g_hash_table_lookup (table->elements, element) : NULL;

  return read != NULL ? read->records : no_records ();
}

/**
 * mu_rule_table_rows:
 * @table: (nullable): a table made by mu_rule_table_new_with_rows()
 * @element: an element's name, one of the table's #MuRuleRow
 *
 * The rows read from the elements called @element, in the file's order.
 *
 * Returns: (transfer none) (element-type gpointer): the module's structs,
 *   owned by @table; an empty array when there are none
 */
GPtrArray *
mu_rule_table_rows (MuRuleTable *table, const char *element)
{
  MuRuleElement *read = table != NULL ? g_hash_table_lookup (table->elements, element) : NULL;

  return read != NULL ? read->rows : no_records ();
}

/**
 * mu_rule_table_row:
 * @table: (nullable): a table made by mu_rule_table_new_with_rows()
 * @element: an element's name, one of the table's #MuRuleRow with a key
 * @key: (nullable): the row's key: the value of its key attribute, or the
 *   values of its key attributes joined by "/"
 *
 * Finds a row by its key, without looking through the others.
 *
 * Returns: (transfer none) (nullable): the module's struct, owned by
 *   @table, or %NULL when no row has that key
 */
gconstpointer
mu_rule_table_row (MuRuleTable *table, const char *element, const char *key)
{
  MuRuleElement *read = table != NULL ? g_hash_table_lookup (table->elements, element) : NULL;

  return read != NULL && key != NULL ? g_hash_table_lookup (read->by_key, key) : NULL;
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
