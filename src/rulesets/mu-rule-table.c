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

MuRuleTable *
mu_rule_table_new (const MuRuleField *fields)
{
  MuRuleTable *table = g_new0 (MuRuleTable, 1);

  table->fields = fields;
  table->elements
      = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_ptr_array_unref);
  return table;
}

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

/* Reads one element of the ruleset file into the table. */
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

/* The first record of element whose attr is value (and attr2 value2, when
 * attr2 is not NULL). */
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

const char *
mu_rule_record_text (MuRuleRecord *record, const char *attr)
{
  return record != NULL ? g_hash_table_lookup (record, attr) : NULL;
}

gint64
mu_rule_record_int (MuRuleRecord *record, const char *attr, gint64 fallback)
{
  const char *text = mu_rule_record_text (record, attr);
  gint64 value;

  if (text == NULL || !g_ascii_string_to_signed (text, 10, G_MININT64, G_MAXINT64, &value, NULL))
    return fallback;
  return value;
}

/* FALSE when the record lacks the number or the source lost it. */
gboolean
mu_rule_record_number (MuRuleRecord *record, const char *attr, double *out)
{
  return mu_rule_parse_number (mu_rule_record_text (record, attr), out);
}

gboolean
mu_rule_record_bool (MuRuleRecord *record, const char *attr)
{
  return g_strcmp0 (mu_rule_record_text (record, attr), "true") == 0;
}

/* Does the record's attr, a list of words separated by spaces or commas,
 * hold word? */
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
