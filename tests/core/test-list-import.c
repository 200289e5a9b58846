/* test-list-import.c: lists read from their printed tables, hand-typed one
 * row a line; what cannot be read is kept and marked, never refused
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "mu-army-list.h"
#include "mu-issue.h"
#include "mu-library.h"
#include "mu-list-draft.h"
#include "mu-list-entry.h"
#include "mu-list-import.h"
#include "mu-option-def.h"
#include "mu-range.h"
#include "mu-test.h"

static MuListDraft *
import_fixture (const char *name)
{
  g_autofree char *path = mu_test_path (name);
  g_autofree char *text = NULL;

  ck_assert (g_file_get_contents (path, &text, NULL, NULL));
  return mu_list_import_text (mu_library_find_ruleset (mu_test_library (), "tts"), "imported", text);
}

static guint
count_code (GPtrArray *issues, const char *code)
{
  guint n = 0;

  for (guint i = 0; i < issues->len; i++)
    n += g_str_equal (((MuIssue *) issues->pdata[i])->code, code);
  return n;
}

static MuDraftRule *
rule (MuConstraintKind kind, const char *entries)
{
  return mu_draft_rule_new (kind, entries);
}

/* Each row as the rules read it: kind, ruleset attributes, number, printed
 * figures and markers. */
static char *
row_meaning (MuListEntry *entry)
{
  const char *keys[] = { "type", "quality", "upgrade", "fanatic" };
  g_autofree char *number = mu_range_to_string (&entry->number);
  GString *text = g_string_new (entry->kind_name);

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_string_append_printf (text, " %s=%s", keys[i], mu_list_entry_attr (entry, keys[i]) ?: "");
  g_string_append_printf (text, " number=%s cost=%s save=%s markers=%s depth=%d", number, entry->printed_cost,
                          entry->printed_save ?: "", entry->markers ?: "", entry->parent != NULL);
  return g_string_free (text, FALSE);
}

START_TEST (test_ancient_british_table)
{
  g_autoptr(MuListDraft) draft = import_fixture ("fixtures/import/ancient-british.txt");
  g_autoptr(GPtrArray) marked = mu_list_draft_check (draft);
  g_autoptr(GPtrArray) issues = NULL;
  g_autoptr(MuArmyList) imported = NULL;
  g_autoptr(GError) error = NULL;
  MuArmyList *shipped = mu_library_find_list (mu_test_library (), "ancient-british");
  MuDraftRule *exclusive;
  MuDraftRule *date;
  MuDraftRule *cap;
  guint j = 0;

  /* the rows are all read; the three footnotes are kept as text, marked */
  ck_assert_uint_eq (marked->len, 3);
  ck_assert_uint_eq (count_code (marked, "draft.footnote-text"), 3);
  ck_assert_str_eq (mu_list_draft_get_field (draft, "allies"), "Principiate Romans");

  /* the player adds the army's date and makes the footnotes' rules */
  ck_assert_str_eq (((MuOptionDef *) shipped->options->pdata[0])->id, "date");
  mu_list_draft_add_option (draft, shipped->options->pdata[0]);
  date = rule (MU_CONSTRAINT_DATE, "upgrade-warriors-to-fanatics");
  date->has_to = TRUE;
  date->to = 61;
  mu_list_draft_add_rule (draft, 0, date);
  mu_list_draft_add_rule (
      draft, 0,
      rule (MU_CONSTRAINT_INCOMPATIBLE, "upgrade-warriors-to-veteran upgrade-warriors-to-fanatics"));
  exclusive = rule (MU_CONSTRAINT_EXCLUSIVE, NULL);
  g_ptr_array_add (exclusive->groups, g_strdup ("upgrade-light-cavalry-chariots-to-veteran"));
  g_ptr_array_add (exclusive->groups, g_strdup ("upgrade-warriors-to-veteran"));
  mu_list_draft_add_rule (draft, 1, exclusive);
  cap = rule (MU_CONSTRAINT_CAP, "skirmishers skirmishers-2");
  cap->max = 2;
  mu_list_draft_add_rule (draft, 2, cap);
  issues = mu_list_draft_check (draft);
  ck_assert_uint_eq (issues->len, 0);

  /* the same rows, costs and limits as the shipped list (which adds the
   * detached general of the rules, not printed in the book) */
  imported = mu_list_draft_build (draft, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < shipped->rows->len; i++)
    {
      MuListEntry *entry = shipped->rows->pdata[i];
      g_autofree char *want = NULL;
      g_autofree char *got = NULL;

      if (g_str_equal (entry->id, "general-detached"))
        continue;
      ck_assert_uint_lt (j, imported->rows->len);
      want = row_meaning (entry);
      got = row_meaning (imported->rows->pdata[j++]);
      ck_assert_str_eq (got, want);
    }
  ck_assert_uint_eq (j, imported->rows->len);
  ck_assert_uint_eq (imported->constraints->len, shipped->constraints->len - 1);
}
END_TEST

START_TEST (test_principate_table)
{
  g_autoptr(MuListDraft) draft = import_fixture ("fixtures/import/principate-roman.txt");
  g_autoptr(GPtrArray) issues = mu_list_draft_check (draft);
  const char *unread[] = { "equites-contariorum", "dromedarii",  "auxiliarii-sagittarii",
                           "imbellis-populus",    "ballistarii", "carroballistae" };

  /* the rows whose descriptions name no troop type as printed are marked
   * for the player: lances, camels, archers, mobs with javelins, artillery
   * with its engine in brackets */
  ck_assert_uint_eq (mu_list_draft_get_rows (draft)->len, 26);
  ck_assert_uint_eq (count_code (issues, "draft.unread"), G_N_ELEMENTS (unread));
  for (guint i = 0; i < G_N_ELEMENTS (unread); i++)
    ck_assert_str_eq (mu_list_draft_find_row (draft, unread[i])->mark,
                      "the description names no troop type of the ruleset");
  ck_assert_uint_eq (count_code (issues, "draft.footnote-text"), 4);
  ck_assert_uint_eq (count_code (issues, "list.cost-mismatch"), 0);
  ck_assert_str_eq (
      mu_draft_row_get (mu_list_draft_find_row (draft, "upgrade-legionarii-to-veterans"), "quality"),
      "veteran");
  ck_assert_str_eq (mu_list_draft_find_row (draft, "upgrade-legionarii-to-veterans")->number, "up-to-half");
  ck_assert_str_eq (
      mu_draft_row_get (mu_list_draft_find_row (draft, "downgrade-legionarii-to-javelinmen-raw"), "type"),
      "javelinmen");
}
END_TEST

START_TEST (test_broken_table)
{
  const char *text = "Test army\n"
                     "Spearmen\tSpearmen\t2-4\t7+\t8\n"
                     "Mammoths\tWoolly mammoths\t0-1\t5+\t20\n"
                     "Slingers\tLight infantry, bow/sling\tsome\t8+\t4\n"
                     "a line that is no row\n"
                     "* Only on Tuesdays.\n";
  g_autoptr(MuListDraft) draft
             = mu_list_import_text (mu_library_find_ruleset (mu_test_library (), "tts"), "broken", text);
  g_autoptr(GPtrArray) issues = mu_list_draft_check (draft);
  MuDraftRow *spearmen = mu_list_draft_find_row (draft, "spearmen");

  ck_assert_ptr_nonnull (draft);
  ck_assert_uint_eq (mu_list_draft_get_rows (draft)->len, 4);
  ck_assert_str_eq (spearmen->problem, "Spearmen: printed 8 points, save 7+; the rules give 7 points, "
                                       "save 7+.");
  ck_assert_str_eq (mu_list_draft_find_row (draft, "mammoths")->mark,
                    "the description names no troop type of the ruleset");
  ck_assert_str_eq (mu_list_draft_find_row (draft, "slingers")->mark,
                    "the number is none of the list's idioms");
  ck_assert_str_eq (mu_list_draft_find_row (draft, "a-line-that-is-no-row")->mark,
                    "the line is not a row of unit type, description, number, save and cost");
  ck_assert_uint_eq (count_code (issues, "list.cost-mismatch"), 1);
  ck_assert_uint_eq (count_code (issues, "draft.number"), 1);
  ck_assert_uint_eq (count_code (issues, "draft.unread"), 3);
  ck_assert_uint_eq (count_code (issues, "draft.footnote-text"), 1);
  ck_assert (!mu_list_draft_can_undo (draft));
}
END_TEST

/* The two sample lists as the rulebook's text extraction gives them, one
 * cell a line, with its damage (lost ligatures, doubled words): read from
 * the shared rulebook notes beside the source tree, lines 771 to 1020. */
START_TEST (test_book_text)
{
  g_autofree char *book = mu_test_path ("../../shared/seeds/000_8257204e989cee36.txt");
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autofree char *table = NULL;
  g_autoptr(MuListDraft) draft = NULL;
  g_autoptr(GPtrArray) issues = NULL;
  MuDraftRow *warriors, *fanatics, *legionaries;
  char *kept;

  if (!g_file_get_contents (book, &text, NULL, NULL))
    {
      g_printerr ("# %s is not beside the source tree: the book's text is not tested\n", book);
      return;
    }
  lines = g_strsplit (text, "\n", -1);
  ck_assert_uint_ge (g_strv_length (lines), 1020);
  kept = lines[1020];
  lines[1020] = NULL;
  table = g_strjoinv ("\n", lines + 770);
  lines[1020] = kept;
  draft = mu_list_import_text (mu_library_find_ruleset (mu_test_library (), "tts"), "book", table);
  issues = mu_list_draft_check (draft);

  /* every row with its figures is read, in the book's order */
  warriors = mu_list_draft_find_row (draft, "warriors");
  ck_assert_str_eq (mu_draft_row_get (warriors, "type"), "warriors");
  ck_assert_str_eq (warriors->number, "5-10");
  ck_assert_str_eq (warriors->printed_save, "7+");
  ck_assert_str_eq (warriors->printed_cost, "10");
  ck_assert_ptr_null (warriors->mark);
  legionaries = mu_list_draft_find_row (draft, "legionaries");
  ck_assert_str_eq (mu_draft_row_get (legionaries, "type"), "legionaries");
  /* a word the extraction damaged is not guessed: the row is marked */
  fanatics = mu_list_draft_find_row (draft, "upgrade-warriors-to-anatics");
  ck_assert_str_eq (fanatics->markers, "*");
  ck_assert_str_eq (fanatics->mark, "the upgrade names nothing the ruleset knows");
  ck_assert_uint_ge (count_code (issues, "draft.unread"), 10);
  /* and its printed save, which fanatics explain, is found not to derive */
  ck_assert_uint_eq (count_code (issues, "list.cost-mismatch"), 1);
  ck_assert_str_eq (fanatics->problem, "Upgrade warriors to anatics: printed 10 points, save 8+; the "
                                       "rules give 10 points, save 7+.");
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("list-import");
  TCase *tc = tcase_create ("import");

  tcase_add_test (tc, test_ancient_british_table);
  tcase_add_test (tc, test_principate_table);
  tcase_add_test (tc, test_broken_table);
  tcase_add_test (tc, test_book_text);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
