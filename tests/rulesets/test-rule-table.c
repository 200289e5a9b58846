/* test-rule-table.c: the one reader of the rulesets' tables: records,
 * rows of a module's struct with their fallbacks, keys, and the errors
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-rule-table.h"
#include "mu-test.h"
#include "mu-xml-tree.h"

typedef struct
{
  const char *id;
  const char *label;
  int cost;
  int light;
  int size;
  double points;
  gboolean heavy;
} Row;

#define AT(member) MU_RULE_AT (Row, member)

static const MuRuleField fields[] = {
  { "kit", "id", MU_RULE_TEXT, TRUE, NULL, NULL, AT (id) },
  { "kit", "label", MU_RULE_LABEL, FALSE, "@id", NULL, AT (label) },
  { "kit", "cost", MU_RULE_INT, FALSE, "3", NULL, AT (cost) },
  { "kit", "light", MU_RULE_INT, FALSE, "@cost", NULL, AT (light) },
  { "kit", "size", MU_RULE_CHOICE, FALSE, "regular", "light regular deep", AT (size) },
  { "kit", "points", MU_RULE_NUMBER, FALSE, "0", NULL, AT (points) },
  { "kit", "heavy", MU_RULE_BOOL, FALSE, "true", NULL, AT (heavy) },
  { "move", "type", MU_RULE_TEXT, TRUE, NULL, NULL, 0 },
  { "move", "order", MU_RULE_TEXT, FALSE, NULL, NULL, 0 },
  { "move", "cm", MU_RULE_INT, FALSE, "0", NULL, AT (cost) },
  { "note", "text", MU_RULE_TEXT, FALSE, NULL, NULL, 0 },
  { NULL, NULL, 0, FALSE, NULL, NULL, 0 },
};

static const MuRuleRow rows[] = {
  { "kit", sizeof (Row), "id", -20, 100, "kit “%s” is defined twice" },
  { "move", sizeof (Row), "type order", 0, 0, NULL },
  { NULL, 0, NULL, 0, 0, NULL },
};

/* Reads the elements of a <ruleset> into a new table; NULL and the error's
 * message in @message when one does not load. */
static MuRuleTable *
load (const char *elements, char **message)
{
  g_autofree char *xml
      = g_strdup_printf ("<ruleset xmlns=\"urn:io.github.muster:1\">\n%s</ruleset>", elements);
  g_autoptr(MuXmlTree) tree = mu_xml_tree_read_memory (xml, strlen (xml), "t.xml", "ruleset", NULL);
  MuRuleTable *table = mu_rule_table_new_with_rows (fields, rows);
  g_autoptr(GError) error = NULL;

  ck_assert_ptr_nonnull (tree);
  for (MuXmlNode *node = mu_xml_tree_get_root (tree)->children; node != NULL; node = node->next)
    if (!mu_rule_table_load (table, node, "t.xml", &error))
      {
        *message = g_strdup (error->message);
        mu_rule_table_free (table);
        return NULL;
      }
  return table;
}

/* A row takes the file's values, its fallbacks where the file is silent,
 * another attribute's value for "@other", and a choice's place. */
START_TEST (test_rows)
{
  g_autofree char *message = NULL;
  MuRuleTable *table = load ("<kit id=\"pike\" cost=\"5\" size=\"deep\" points=\"1½\" heavy=\"false\"/>\n"
                             "<kit id=\"bow\" label=\"Bow\" light=\"2\"/>\n"
                             "<note text=\"only a record\"/>\n",
                             &message);
  const Row *pike, *bow;
  GPtrArray *in_order;

  ck_assert_ptr_nonnull (table);
  pike = mu_rule_table_row (table, "kit", "pike");
  bow = mu_rule_table_row (table, "kit", "bow");
  ck_assert_str_eq (pike->label, "pike");
  ck_assert_int_eq (pike->cost, 5);
  ck_assert_int_eq (pike->light, 5);
  ck_assert_int_eq (pike->size, 2);
  ck_assert_double_eq (pike->points, 1.5);
  ck_assert (!pike->heavy);
  ck_assert_str_eq (bow->label, "Bow");
  ck_assert_int_eq (bow->cost, 3);
  ck_assert_int_eq (bow->light, 2);
  ck_assert_int_eq (bow->size, 1);
  ck_assert (bow->heavy);
  in_order = mu_rule_table_rows (table, "kit");
  ck_assert_int_eq (in_order->len, 2);
  ck_assert_ptr_eq (in_order->pdata[0], pike);
  ck_assert_ptr_null (mu_rule_table_row (table, "kit", "sling"));
  ck_assert_int_eq (mu_rule_table_records (table, "note")->len, 1);
  ck_assert_int_eq (mu_rule_table_rows (table, "note")->len, 0);
  mu_rule_table_free (table);
}
END_TEST

/* A key of several attributes joins them with "/", a missing one as "". */
START_TEST (test_joined_key)
{
  g_autofree char *message = NULL;
  MuRuleTable *table = load ("<move type=\"foot\" order=\"close\" cm=\"10\"/>\n"
                             "<move type=\"foot\" cm=\"15\"/>\n",
                             &message);
  const Row *close = mu_rule_table_row (table, "move", "foot/close");
  const Row *any = mu_rule_table_row (table, "move", "foot/");

  ck_assert_int_eq (close->cost, 10);
  ck_assert_int_eq (any->cost, 15);
  mu_rule_table_free (table);
}
END_TEST

START_TEST (test_errors)
{
  const char *cases[][2] = {
    { "<kit id=\"a\"/>\n<kit id=\"a\"/>\n", "t.xml:3: kit “a” is defined twice" },
    { "<move type=\"foot\"/>\n<move type=\"foot\" order=\"\"/>\n",
      "t.xml:3: <move> “foot/” is defined twice" },
    { "<kit id=\"a\" cost=\"101\"/>\n", "t.xml:2: “cost” must be a whole number from -20 to 100, not “101”" },
    { "<move type=\"foot\" cm=\"ten\"/>\n", "t.xml:2: “cm” cannot be “ten”" },
    { "<kit id=\"a\" size=\"huge\"/>\n", "t.xml:2: “size” cannot be “huge”" },
    { "<kit label=\"A\"/>\n", "t.xml:2: <kit> needs the attribute “id”" },
    { "<kit id=\"a\" colour=\"red\"/>\n", "t.xml:2: <kit> has no attribute “colour”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *message = NULL;

      ck_assert_ptr_null (load (cases[i][0], &message));
      ck_assert_str_eq (message, cases[i][1]);
    }
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("rule-table");
  TCase *tc = tcase_create ("table");

  tcase_add_test (tc, test_rows);
  tcase_add_test (tc, test_joined_key);
  tcase_add_test (tc, test_errors);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
