/* mu-list-import-notes.c: rules read from a footnote's words
 *
 * The wordings the lists use for a footnote's rule become that rule, on
 * the rows printed with its marker, and the footnote is marked for the
 * player to confirm it: a date limit ("Only up to and including 61AD",
 * "only from AD 114", "before 100 BC", "only after 113AD"), a maximum
 * across the rows ("No more than two units of light infantry in total",
 * "a maximum of 4") and an either/or choice between rows of different
 * units ("Either … or …, not both"), and upgrades no unit takes together
 * ("cannot be both veteran and fanatics"), a variant of the army ("Only in
 * Eastern armies": the footnotes' kinds of army become the choices of one
 * variant, "Eastern or Western army") and heroes allocated ("At least
 * half of the heroes must be allocated to Auxiliarii or Equites Alares or
 * Singulares", each name a row's, "Singulares" the Equites'). A footnote
 * none of them fits is left as text, marked as before.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mu-constraint.h"
#include "mu-list-ids.h"
#include "mu-list-import-private.h"
#include "mu-option-def.h"

#define VARIANT "only (?:in|with) (\\w+) armies"

static const char *small_numbers[]
    = { "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten" };

/* "2", "two" → 2; -1 for anything else */
static gint64
read_count (const char *word)
{
  gint64 n;

  for (guint i = 0; i < G_N_ELEMENTS (small_numbers); i++)
    if (g_ascii_strcasecmp (word, small_numbers[i]) == 0)
      return i;
  return g_ascii_string_to_signed (word, 10, 0, 1000000, &n, NULL) ? n : -1;
}

/* A year as the lists print it: "61AD", "AD 114", "100 BC" (negative) */
static gboolean
read_year (GMatchInfo *match, gint64 *year)
{
  g_autofree char *before = g_match_info_fetch_named (match, "pre");
  g_autofree char *digits = g_match_info_fetch_named (match, "year");
  g_autofree char *after = g_match_info_fetch_named (match, "post");
  gboolean bc = g_ascii_strcasecmp (before, "BC") == 0 || g_ascii_strcasecmp (after, "BC") == 0;

  if (!g_ascii_string_to_signed (digits, 10, 1, 5000, year, NULL))
    return FALSE;
  if (bc)
    *year = -*year;
  return TRUE;
}

#define YEAR "(?:(?<pre>AD|BC)\\s*)?(?<year>\\d{1,4})\\s*(?<post>AD|BC)?"

/* A date limit: the first and last years the rows may be taken */
static MuDraftRule *
date_rule (const char *text, const char *entries)
{
  static const struct
  {
    const char *pattern;
    gboolean to;
    int shift; /* "before 100 BC": to 101 BC; "after 113AD": from 114 */
  } wordings[] = {
    { "up to and including " YEAR, TRUE, 0 }, { "until " YEAR, TRUE, 0 },       { "before " YEAR, TRUE, -1 },
    { "only from " YEAR, FALSE, 0 },          { "from " YEAR " on", FALSE, 0 }, { "after " YEAR, FALSE, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (wordings); i++)
    {
      g_autoptr(GRegex) regex = g_regex_new (wordings[i].pattern, G_REGEX_CASELESS, 0, NULL);
      g_autoptr(GMatchInfo) match = NULL;
      MuDraftRule *rule;
      gint64 year;

      if (!g_regex_match (regex, text, 0, &match) || !read_year (match, &year))
        continue;
      rule = mu_draft_rule_new (MU_CONSTRAINT_DATE, entries);
      year += wordings[i].shift;
      rule->has_to = wordings[i].to;
      rule->has_from = !wordings[i].to;
      rule->to = wordings[i].to ? year : 0;
      rule->from = wordings[i].to ? 0 : year;
      return rule;
    }
  return NULL;
}

/* A maximum across the rows: "no more than two units", "a maximum of 4" */
static MuDraftRule *
cap_rule (const char *text, const char *entries)
{
  g_autoptr(GRegex) regex = g_regex_new ("(?:no more than|a maximum of|at most|up to) (\\w+) unit",
                                          G_REGEX_CASELESS, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *count = NULL;
  MuDraftRule *rule;
  gint64 max;

  if (strchr (entries, ' ') == NULL || !g_regex_match (regex, text, 0, &match))
    return NULL;
  count = g_match_info_fetch (match, 1);
  if ((max = read_count (count)) < 0)
    return NULL;
  rule = mu_draft_rule_new (MU_CONSTRAINT_CAP, entries);
  rule->max = max;
  return rule;
}

/* Either one unit's rows or another's: a group for each top-level row */
static MuDraftRule *
either_rule (MuImport *import, const char *text, char **ids)
{
  g_autoptr(GHashTable) groups = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, NULL);
  g_autoptr(GPtrArray) tops = g_ptr_array_new ();
  MuDraftRule *rule;

  if (strstr (text, "ither ") == NULL || strstr (text, " or ") == NULL)
    return NULL;
  for (guint i = 0; ids[i] != NULL; i++)
    {
      MuDraftRow *row = mu_list_draft_find_row (import->draft, ids[i]);
      MuDraftRow *top = row;
      GString *group;

      while (top->parent != NULL)
        top = top->parent;
      if ((group = g_hash_table_lookup (groups, top)) == NULL)
        {
          g_hash_table_insert (groups, top, (group = g_string_new (NULL)));
          g_ptr_array_add (tops, top);
        }
      g_string_append_printf (group, "%s%s", group->len > 0 ? " " : "", row->id);
    }
  if (tops->len < 2)
    {
      for (guint i = 0; i < tops->len; i++)
        g_string_free (g_hash_table_lookup (groups, tops->pdata[i]), TRUE);
      return NULL;
    }
  rule = mu_draft_rule_new (MU_CONSTRAINT_EXCLUSIVE, NULL);
  for (guint i = 0; i < tops->len; i++)
    g_ptr_array_add (rule->groups, g_string_free (g_hash_table_lookup (groups, tops->pdata[i]), FALSE));
  return rule;
}

/* "units cannot be both veteran and fanatics": the marked upgrade rows and
 * their sibling upgrades of either word, which no unit takes together */
static MuDraftRule *
incompatible_rule (MuImport *import, const char *text, char **ids)
{
  g_autoptr(GRegex) regex
             = g_regex_new ("cannot be both (\\w+?)s? and (\\w+?)s?\\b", G_REGEX_CASELESS, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autoptr(GString) entries = g_string_new (NULL);
  g_autofree char *first = NULL, *second = NULL, *first_word = NULL, *second_word = NULL;
  MuDraftRow *row = ids[0] != NULL ? mu_list_draft_find_row (import->draft, ids[0]) : NULL;

  if (row == NULL || row->parent == NULL || !g_regex_match (regex, text, 0, &match))
    return NULL;
  first_word = g_match_info_fetch (match, 1);
  second_word = g_match_info_fetch (match, 2);
  first = g_ascii_strdown (first_word, -1);
  second = g_ascii_strdown (second_word, -1);
  for (guint i = 0; i < row->parent->children->len; i++)
    {
      MuDraftRow *sibling = row->parent->children->pdata[i];
      g_autofree char *words = g_ascii_strdown (sibling->description != NULL ? sibling->description : "", -1);

      if (strstr (words, first) != NULL || strstr (words, second) != NULL)
        g_string_append_printf (entries, "%s%s", entries->len > 0 ? " " : "", sibling->id);
    }
  return strchr (entries->str, ' ') != NULL ? mu_draft_rule_new (MU_CONSTRAINT_INCOMPATIBLE, entries->str)
                                            : NULL;
}

/* "Only in Eastern armies" → "Eastern"; NULL for other words */
static char *
variant_named (const char *text)
{
  g_autoptr(GRegex) regex = g_regex_new (VARIANT, G_REGEX_CASELESS, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;

  return text != NULL && g_regex_match (regex, text, 0, &match) ? g_match_info_fetch (match, 1) : NULL;
}

/* The variant the footnotes name kinds of army for: "Eastern or Western
 * army", its choices in the footnotes' order, the first the default; its
 * id, as the editor's "Add a variant" makes it, in @import */
static void
add_variant (MuImport *import)
{
  GPtrArray *footnotes = mu_list_draft_get_footnotes (import->draft);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(MuOptionDef) def = g_new0 (MuOptionDef, 1);
  g_auto(GStrv) names = NULL;
  g_autofree char *joined = NULL;

  for (guint i = 0; i < footnotes->len; i++)
    {
      char *name = variant_named (((MuDraftFootnote *) footnotes->pdata[i])->text);

      if (name != NULL)
        g_strv_builder_add (builder, name), g_free (name);
    }
  names = g_strv_builder_end (builder);
  if (names[0] == NULL)
    return;
  joined = g_strjoinv (" or ", names);
  def->label = g_strdup_printf ("%s army", joined);
  def->id = mu_list_id_from_text (def->label);
  def->kind = MU_OPTION_CHOICE;
  def->choices = g_ptr_array_new ();
  if (mu_option_defs_find (mu_list_draft_get_options (import->draft), def->id) != NULL)
    return;
  mu_list_draft_add_option (import->draft, def);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *choice = mu_list_id_from_text (names[i]);

      mu_list_draft_add_choice (import->draft, def->id, choice, names[i]);
      if (i == 0)
        mu_list_draft_set_option (import->draft, def->id, "default", choice);
    }
  import->variant = g_strdup (def->id);
}

/* "Only in Eastern armies": the rows only with that choice of the variant */
static MuDraftRule *
variant_rule (MuImport *import, const char *text, const char *entries)
{
  g_autofree char *name = variant_named (text);
  MuDraftRule *rule;

  if (name == NULL || import->variant == NULL)
    return NULL;
  rule = mu_draft_rule_new (MU_CONSTRAINT_OPTION_VALUE, entries);
  rule->option = g_strdup (import->variant);
  rule->values = mu_list_id_from_text (name);
  return rule;
}

/* The top-level row named @name (case aside), else named @before and
 * @name ("Equites Alares or Singulares": "Equites Singulares") */
static MuDraftRow *
row_named (MuImport *import, const char *name, const char *before)
{
  GPtrArray *rows = mu_list_draft_get_rows (import->draft);
  g_autofree char *both = before != NULL ? g_strdup_printf ("%s %s", before, name) : NULL;

  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < rows->len; i++)
      {
        MuDraftRow *row = rows->pdata[i];
        const char *wanted = pass == 0 ? name : both;

        if (wanted != NULL && row->name != NULL && g_ascii_strcasecmp (row->name, wanted) == 0)
          return row;
      }
  return NULL;
}

/* "At least half of the heroes must be allocated to A or B or C": the
 * rows of those names, every name a row's */
static MuDraftRule *
allocation_rule (MuImport *import, const char *text)
{
  g_autoptr(GRegex) regex
             = g_regex_new ("at least half of the heroes (?:must )?(?:be |go )?(?:allocated |given )?to "
                            "(.+?)\\.?$",
                            G_REGEX_CASELESS, 0, NULL);
  g_autoptr(GRegex) split = g_regex_new ("\\s*(?:,|\\bor\\b|\\band\\b)\\s*(?:to\\s+)?", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autoptr(GString) entries = g_string_new (NULL);
  g_autofree char *tail = NULL;
  g_auto(GStrv) names = NULL;
  g_autofree char *first_word = NULL;

  if (!g_regex_match (regex, text, 0, &match))
    return NULL;
  tail = g_match_info_fetch (match, 1);
  names = g_regex_split (split, tail, 0);
  for (guint i = 0; names[i] != NULL; i++)
    {
      MuDraftRow *row;

      if (*names[i] == '\0')
        continue;
      if ((row = row_named (import, names[i], first_word)) == NULL)
        return NULL;
      g_free (first_word);
      first_word = g_strndup (row->name, strcspn (row->name, " "));
      g_string_append_printf (entries, "%s%s", entries->len > 0 ? " " : "", row->id);
    }
  return entries->len > 0 ? mu_draft_rule_new (MU_CONSTRAINT_ALLOCATION, entries->str) : NULL;
}

static void
collect_marked (GPtrArray *rows, const char *marker, GStrvBuilder *into)
{
  for (guint i = 0; i < rows->len; i++)
    {
      MuDraftRow *row = rows->pdata[i];

      if (g_strcmp0 (row->markers, marker) == 0)
        g_strv_builder_add (into, row->id);
      collect_marked (row->children, marker, into);
    }
}

/* The rules one footnote's words give, on the rows marked with it */
static guint
read_rules (MuImport *import, guint index, MuDraftFootnote *footnote)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) ids = NULL;
  g_autofree char *entries = NULL;
  MuDraftRule *rules[6];
  guint n = 0;

  collect_marked (mu_list_draft_get_rows (import->draft), footnote->marker, builder);
  ids = g_strv_builder_end (builder);
  if (ids[0] == NULL || footnote->text == NULL)
    return 0;
  entries = g_strjoinv (" ", ids);
  rules[0] = date_rule (footnote->text, entries);
  rules[1] = cap_rule (footnote->text, entries);
  rules[2] = rules[0] == NULL && rules[1] == NULL ? either_rule (import, footnote->text, ids) : NULL;
  rules[3] = incompatible_rule (import, footnote->text, ids);
  rules[4] = variant_rule (import, footnote->text, entries);
  rules[5] = allocation_rule (import, footnote->text);
  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    if (rules[i] != NULL && mu_list_draft_add_rule (import->draft, index, rules[i]))
      n++;
  return n;
}

/**
 * mu_list_import_read_rules:
 * @import: the import under way, its rows and footnotes read
 *
 * Makes the rules each footnote kept as text words, on the rows printed
 * with its marker: a date limit, a maximum across the rows, an either/or
 * choice between two units' rows, upgrades no unit takes together, a
 * variant of the army (the variant made from every footnote that names a
 * kind of army), heroes allocated to rows named. A footnote given a rule is marked for
 * the player to check it against the book; one given none stays marked as
 * kept as text.
 */
void
mu_list_import_read_rules (MuImport *import)
{
  GPtrArray *footnotes = mu_list_draft_get_footnotes (import->draft);

  add_variant (import);
  for (guint i = 0; i < footnotes->len; i++)
    {
      MuDraftFootnote *footnote = footnotes->pdata[i];

      if (footnote->rules->len == 0 && read_rules (import, i, footnote) > 0)
        mu_list_draft_set_footnote (import->draft, i, "mark",
                                    _("its rules were read from its words: check them against the book"));
    }
}
