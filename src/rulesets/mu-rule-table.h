/* mu-rule-table.h: a ruleset's own tables (troop types, charts…) read from
 * its file as records of checked attributes; shared by the rulesets whose
 * modules need no more than that (Phalanx, Meeting of Hosts, Hinds)
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
} MuRuleKind;

/* One attribute an element of the table may carry; a list of them ends with
 * an element of NULL. */
typedef struct
{
  const char *element;
  const char *attr;
  MuRuleKind kind;
  gboolean required;
} MuRuleField;

typedef struct _MuRuleTable MuRuleTable;
typedef GHashTable MuRuleRecord; /* attribute → value, as written */

MuRuleTable *mu_rule_table_new (const MuRuleField *fields);
void mu_rule_table_free (gpointer table);
gboolean mu_rule_table_load (MuRuleTable *table, MuXmlNode *node, const char *file, GError **error);
GPtrArray *mu_rule_table_records (MuRuleTable *table, const char *element);
MuRuleRecord *mu_rule_table_find (MuRuleTable *table, const char *element, const char *attr,
                                  const char *value, const char *attr2, const char *value2);

const char *mu_rule_record_text (MuRuleRecord *record, const char *attr);
gint64 mu_rule_record_int (MuRuleRecord *record, const char *attr, gint64 fallback);
gboolean mu_rule_record_number (MuRuleRecord *record, const char *attr, double *out);
gboolean mu_rule_record_bool (MuRuleRecord *record, const char *attr);
gboolean mu_rule_record_lists (MuRuleRecord *record, const char *attr, const char *word);

gboolean mu_rule_parse_number (const char *text, double *out);

G_END_DECLS
