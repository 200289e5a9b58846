/* mu-rule-table.h: a ruleset's own tables (troop types, charts…) read from
 * its file as records of checked attributes, and, for the elements a module
 * describes with a #MuRuleRow, as rows of its own struct found by a key;
 * the one reader of every ruleset's tables
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"
#include "mu-xml-tree.h"

G_BEGIN_DECLS

typedef enum
{
  MU_RULE_TEXT,
  MU_RULE_INT,
  MU_RULE_NUMBER, /* a decimal, or "unknown" where the source lost it */
  MU_RULE_BOOL,
  MU_RULE_LABEL,  /* a text people read, translated as it is read */
  MU_RULE_CHOICE, /* one of the field's words; a row keeps its place in them */
} MuRuleKind;

/* One attribute an element of the table may carry; a list of them ends with
 * an element of NULL. The last three matter to rows only: the value a row
 * gets when the element lacks the attribute ("@other" for another
 * attribute's), the words of a choice, and where the row keeps the value
 * (MU_RULE_AT; 0 when it does not): a const char * for a text or label, an
 * int for a whole number or choice, a double for a number, a gboolean. */
typedef struct
{
  const char *element;
  const char *attr;
  MuRuleKind kind;
  gboolean required;
  const char *fallback;
  const char *words;
  gsize at;
} MuRuleField;

#define MU_RULE_AT(type, member) (G_STRUCT_OFFSET (type, member) + 1)

/* An element whose records are also read as rows: structs of @size bytes,
 * zeroed, then filled from the fields; their texts are owned by the table.
 * @key names the attributes that find a row (several are joined by "/",
 * a missing one as ""), unique in the file; %NULL when rows are only read
 * in order. Whole numbers lie from @min to @max when these differ. @twice is
 * the message for a key given twice, with one %s for the key; %NULL for the
 * general one. A list of them ends with an element of NULL. */
typedef struct
{
  const char *element;
  gsize size;
  const char *key;
  gint64 min;
  gint64 max;
  const char *twice;
} MuRuleRow;

typedef struct _MuRuleTable MuRuleTable;
typedef GHashTable MuRuleRecord; /* attribute → value, as written */

MuRuleTable *mu_rule_table_new (const MuRuleField *fields);
MuRuleTable *mu_rule_table_new_with_rows (const MuRuleField *fields, const MuRuleRow *rows);
void mu_rule_table_free (gpointer table);
gboolean mu_rule_table_load (MuRuleTable *table, MuXmlNode *node, const char *file, GError **error);
GPtrArray *mu_rule_table_records (MuRuleTable *table, const char *element);
GPtrArray *mu_rule_table_rows (MuRuleTable *table, const char *element);
gconstpointer mu_rule_table_row (MuRuleTable *table, const char *element, const char *key);
MuRuleRecord *mu_rule_table_find (MuRuleTable *table, const char *element, const char *attr,
                                  const char *value, const char *attr2, const char *value2);

const char *mu_rule_record_text (MuRuleRecord *record, const char *attr);
gint64 mu_rule_record_int (MuRuleRecord *record, const char *attr, gint64 fallback);
gboolean mu_rule_record_number (MuRuleRecord *record, const char *attr, double *out);
gboolean mu_rule_record_bool (MuRuleRecord *record, const char *attr);
gboolean mu_rule_record_lists (MuRuleRecord *record, const char *attr, const char *word);

gboolean mu_rule_parse_number (const char *text, double *out);

G_END_DECLS
