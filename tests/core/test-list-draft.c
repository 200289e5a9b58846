/* test-list-draft.c: army lists written back, built row by row through the
 * editing model, checked while edited, undone and redone, and compared
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <libxml/relaxng.h>
#include <string.h>

#include "mu-ally-row.h"
#include "mu-army-list.h"
#include "mu-constraint.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-issue.h"
#include "mu-library.h"
#include "mu-list-diff.h"
#include "mu-list-draft.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-range.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-test.h"

static MuArmyList *
load_xml (const char *xml, const char *name)
{
  g_autoptr(GError) error = NULL;
  MuArmyList *list = mu_army_list_load_data (xml, strlen (xml), name, mu_test_library ()->rulesets, &error);

  if (list == NULL)
    g_printerr ("%s\n%s\n", error->message, xml);
  ck_assert_ptr_nonnull (list);
  return list;
}

static void
assert_same_meaning (MuArmyList *a, MuArmyList *b)
{
  g_autoptr(GPtrArray) changes = mu_list_diff (a, b);

  for (guint i = 0; i < changes->len; i++)
    {
      g_autofree char *text = mu_list_change_describe (changes->pdata[i]);
      g_printerr ("%s: %s\n", a->id, text);
    }
  ck_assert_uint_eq (changes->len, 0);
}

static void
assert_schema_valid (const char *xml)
{
  g_autofree char *rng = mu_test_path ("../schemas/army-list.rng");
  xmlRelaxNGParserCtxtPtr parser = xmlRelaxNGNewParserCtxt (rng);
  xmlRelaxNGPtr schema = xmlRelaxNGParse (parser);
  xmlRelaxNGValidCtxtPtr valid = xmlRelaxNGNewValidCtxt (schema);
  xmlDocPtr doc = xmlReadMemory (xml, strlen (xml), "list.xml", NULL, XML_PARSE_NONET);

  ck_assert_ptr_nonnull (doc);
  ck_assert_int_eq (xmlRelaxNGValidateDoc (valid, doc), 0);
  xmlFreeDoc (doc);
  xmlRelaxNGFreeValidCtxt (valid);
  xmlRelaxNGFree (schema);
  xmlRelaxNGFreeParserCtxt (parser);
}

/* Every list of the library, written back through a draft (in memory and
 * saved to a file), loads to the same meaning and matches the schema. */
START_TEST (test_round_trip_every_list)
{
  MuLibrary *library = mu_test_library ();
  g_autoptr(GPtrArray) lists = mu_library_load_lists (library, NULL);
  g_autofree char *dir = g_dir_make_tmp ("muster-lists-XXXXXX", NULL);

  ck_assert_uint_ge (lists->len, 7);
  for (guint i = 0; i < lists->len; i++)
    {
      MuArmyList *list = lists->pdata[i];
      g_autoptr(MuListDraft) draft = mu_list_draft_new_from_list (list);
      g_autofree char *xml = mu_list_draft_to_xml (draft, FALSE);
      g_autoptr(MuArmyList) again = load_xml (xml, "written.xml");
      g_autofree char *path = g_build_filename (dir, "saved.xml", NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(MuArmyList) saved = NULL;
      g_autoptr(MuListDraft) second = NULL;
      g_autofree char *xml2 = NULL;

      assert_schema_valid (xml);
      assert_same_meaning (list, again);
      ck_assert (mu_list_draft_save (draft, path, &error));
      saved = mu_army_list_load_file (path, library->rulesets, &error);
      g_assert_no_error (error);
      assert_same_meaning (list, saved);
      /* written again from what it wrote: the same bytes */
      second = mu_list_draft_new_from_list (saved);
      xml2 = mu_list_draft_to_xml (second, FALSE);
      ck_assert_str_eq (xml, xml2);
      g_unlink (path);
    }
  g_rmdir (dir);
}
END_TEST

START_TEST (test_save_fails_cleanly)
{
  MuArmyList *list = mu_library_find_list (mu_test_library (), "ancient-british");
  g_autoptr(MuListDraft) draft = mu_list_draft_new_from_list (list);
  g_autoptr(GError) error = NULL;

  ck_assert (!mu_list_draft_save (draft, "/nonexistent-folder/list.xml", &error));
  ck_assert_str_eq (error->message,
                    "Could not save “/nonexistent-folder/list.xml”: No such file or directory");
}
END_TEST

/* Row by row, through the draft's editing calls alone */

static void
replay_row (MuListDraft *draft, MuListEntry *entry, const char *parent_id)
{
  const char *plain = parent_id != NULL ? "upgrade" : "unit";
  g_autofree char *number = mu_range_to_string (&entry->number);
  GHashTableIter iter;
  gpointer key, value;

  ck_assert_ptr_nonnull (mu_list_draft_add_row (
      draft, parent_id, entry->id, g_str_equal (entry->kind_name, plain) ? NULL : entry->kind_name));
  ck_assert (mu_list_draft_set_row (draft, entry->id, "name", entry->name));
  ck_assert (mu_list_draft_set_row (draft, entry->id, "description", entry->description));
  ck_assert (mu_list_draft_set_row (draft, entry->id, "number", number));
  ck_assert (mu_list_draft_set_row (draft, entry->id, "printed-cost", entry->printed_cost));
  ck_assert (mu_list_draft_set_row (draft, entry->id, "printed-save", entry->printed_save));
  ck_assert (mu_list_draft_set_row (draft, entry->id, "markers", entry->markers));
  ck_assert (mu_list_draft_set_row (draft, entry->id, "note", entry->note));
  ck_assert (mu_list_draft_set_row (draft, entry->id, "ref", entry->reference));
  ck_assert (mu_list_draft_set_row (draft, entry->id, "override", entry->override));
  g_hash_table_iter_init (&iter, entry->attrs);
  while (g_hash_table_iter_next (&iter, &key, &value))
    ck_assert (mu_list_draft_set_row (draft, entry->id, key, value));
  for (guint i = 0; i < entry->children->len; i++)
    replay_row (draft, entry->children->pdata[i], entry->id);
}

static MuDraftRule *
rule_for (MuConstraint *constraint)
{
  g_autofree char *entries = constraint->entry_ids != NULL ? g_strjoinv (" ", constraint->entry_ids) : NULL;
  MuDraftRule *rule = mu_draft_rule_new (constraint->kind, entries);

  for (guint i = 0; constraint->group_ids != NULL && i < constraint->group_ids->len; i++)
    g_ptr_array_add (rule->groups, g_strjoinv (" ", constraint->group_ids->pdata[i]));
  if (constraint->kind == MU_CONSTRAINT_DATE || constraint->kind == MU_CONSTRAINT_OPTION_VALUE)
    rule->option = g_strdup (constraint->option);
  if (constraint->values != NULL)
    rule->values = g_strjoinv (" ", constraint->values);
  rule->has_from = constraint->kind == MU_CONSTRAINT_DATE && constraint->from != -5000;
  rule->from = constraint->from;
  rule->has_to = constraint->kind == MU_CONSTRAINT_DATE && constraint->to != 5000;
  rule->to = constraint->to;
  rule->max = constraint->max;
  if (constraint->when_option != NULL)
    rule->when = g_strdup_printf ("%s=%s", constraint->when_option, constraint->when_value);
  return rule;
}

/* The list typed in as a player would with an editor: header, options,
 * each row and its upgrade rows in the book's order, each footnote and
 * its rules. */
static MuListDraft *
enter_list (MuArmyList *list)
{
  MuListDraft *draft = mu_list_draft_new (list->ruleset, list->id);
  const char *marker = NULL, *text = NULL;
  guint footnote = 0;

  mu_list_draft_set_field (draft, "name", list->name);
  mu_list_draft_set_field (draft, "period", list->period);
  mu_list_draft_set_field (draft, "source", list->source);
  mu_list_draft_set_field (draft, "description", list->description);
  for (guint i = 0; i < list->options->len; i++)
    mu_list_draft_add_option (draft, list->options->pdata[i]);
  for (guint i = 0; i < list->entries->len; i++)
    replay_row (draft, list->entries->pdata[i], NULL);
  for (guint i = 0; i < list->constraints->len; i++)
    {
      MuConstraint *constraint = list->constraints->pdata[i];

      if (i == 0 || g_strcmp0 (marker, constraint->marker) != 0 || g_strcmp0 (text, constraint->text) != 0)
        footnote
            = mu_list_draft_add_footnote (draft, constraint->marker, constraint->reference, constraint->text);
      marker = constraint->marker;
      text = constraint->text;
      ck_assert (mu_list_draft_add_rule (draft, footnote, rule_for (constraint)));
    }
  mu_list_draft_set_field (draft, "allies", list->allies);
  for (guint i = 0; i < list->ally_rows->len; i++)
    {
      MuAllyRow *ally = list->ally_rows->pdata[i];

      mu_list_draft_add_ally (draft, ally->list_id, ally->name, ally->markers);
    }
  mu_list_draft_set_field (draft, "notes", list->notes);
  return draft;
}

static void
assert_same_evaluation (MuEvaluation *a, MuEvaluation *b)
{
  ck_assert_double_eq (a->points, b->points);
  ck_assert_uint_eq (a->figures->len, b->figures->len);
  for (guint i = 0; i < a->figures->len; i++)
    {
      g_autofree char *x = mu_figure_to_string (a->figures->pdata[i]);
      g_autofree char *y = mu_figure_to_string (b->figures->pdata[i]);

      ck_assert_str_eq (((MuFigure *) a->figures->pdata[i])->key, ((MuFigure *) b->figures->pdata[i])->key);
      ck_assert_str_eq (x, y);
    }
  ck_assert_uint_eq (a->issues->len, b->issues->len);
  for (guint i = 0; i < a->issues->len; i++)
    {
      ck_assert_str_eq (((MuIssue *) a->issues->pdata[i])->code, ((MuIssue *) b->issues->pdata[i])->code);
      ck_assert_str_eq (((MuIssue *) a->issues->pdata[i])->message,
                        ((MuIssue *) b->issues->pdata[i])->message);
    }
}

/* The example rosters on the shipped lists and on the lists entered anew */
static void
assert_rosters_agree (MuArmyList *shipped, MuArmyList *rebuilt)
{
  g_autofree char *dir = g_build_filename (mu_test_lists_dir (), "examples", NULL);
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;
  guint seen = 0;

  while ((name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr(MuRoster) roster = mu_roster_load_file (path, NULL);
      g_autoptr(MuEvaluation) a = NULL;
      g_autoptr(MuEvaluation) b = NULL;

      if (roster == NULL || g_strcmp0 (mu_roster_get_list_id (roster), shipped->id) != 0)
        continue;
      /* the files differ in bytes, so a roster's list-hash would tell them apart */
      mu_roster_set_list_hash (roster, NULL);
      ck_assert (mu_army_list_check_roster (rebuilt, roster, path, NULL));
      a = mu_evaluate (roster, shipped);
      b = mu_evaluate (roster, rebuilt);
      assert_same_evaluation (a, b);
      seen++;
    }
  if (g_str_equal (shipped->id, "principate-roman"))
    ck_assert_uint_eq (seen, 1);
}

static void
check_entered (const char *id)
{
  MuArmyList *shipped = mu_library_find_list (mu_test_library (), id);
  g_autoptr(MuListDraft) draft = enter_list (shipped);
  g_autoptr(GError) error = NULL;
  g_autoptr(MuArmyList) rebuilt = mu_list_draft_build (draft, &error);
  g_autoptr(GPtrArray) issues = mu_list_draft_check (draft);

  g_assert_no_error (error);
  assert_same_meaning (shipped, rebuilt);
  assert_rosters_agree (shipped, rebuilt);
  /* shipped lists have no problems: every printed cost derives */
  for (guint i = 0; i < issues->len; i++)
    g_printerr ("%s\n", ((MuIssue *) issues->pdata[i])->message);
  ck_assert_uint_eq (issues->len, 0);
}

START_TEST (test_enter_ancient_british)
{
  check_entered ("ancient-british");
}
END_TEST

START_TEST (test_enter_principate_roman)
{
  check_entered ("principate-roman");
}
END_TEST

START_TEST (test_enter_every_list)
{
  g_autoptr(GPtrArray) lists = mu_library_load_lists (mu_test_library (), NULL);

  for (guint i = 0; i < lists->len; i++)
    {
      MuArmyList *list = lists->pdata[i];
      g_autoptr(MuListDraft) draft = enter_list (list);
      g_autoptr(GError) error = NULL;
      g_autoptr(MuArmyList) rebuilt = mu_list_draft_build (draft, &error);

      g_assert_no_error (error);
      assert_same_meaning (list, rebuilt);
      assert_rosters_agree (list, rebuilt);
    }
}
END_TEST

/* Derived figures and problems while editing */

static MuListDraft *
small_list (void)
{
  MuRuleset *tts = mu_library_find_ruleset (mu_test_library (), "tts");
  MuListDraft *draft = mu_list_draft_new (tts, "test-list");

  mu_list_draft_set_field (draft, "name", "Test list");
  mu_list_draft_add_row (draft, NULL, "warriors", NULL);
  mu_list_draft_set_row (draft, "warriors", "description", "Warriors");
  mu_list_draft_set_row (draft, "warriors", "type", "warriors");
  mu_list_draft_set_row (draft, "warriors", "number", "5-10");
  mu_list_draft_set_row (draft, "warriors", "printed-save", "7+");
  mu_list_draft_set_row (draft, "warriors", "printed-cost", "10");
  mu_list_draft_add_row (draft, "warriors", "warriors-veteran", NULL);
  mu_list_draft_set_row (draft, "warriors-veteran", "description", "Upgrade warriors to veteran");
  mu_list_draft_set_row (draft, "warriors-veteran", "quality", "veteran");
  mu_list_draft_set_row (draft, "warriors-veteran", "number", "up-to-half");
  mu_list_draft_set_row (draft, "warriors-veteran", "printed-save", "6+");
  mu_list_draft_set_row (draft, "warriors-veteran", "printed-cost", "13");
  mu_list_draft_add_row (draft, NULL, "camp", "camp");
  mu_list_draft_set_row (draft, "camp", "name", "Camp");
  mu_list_draft_set_row (draft, "camp", "number", "1-3");
  mu_list_draft_set_row (draft, "camp", "printed-cost", "1");
  return draft;
}

static const char *
issue_text (GPtrArray *issues, const char *code)
{
  for (guint i = 0; i < issues->len; i++)
    if (g_str_equal (((MuIssue *) issues->pdata[i])->code, code))
      return ((MuIssue *) issues->pdata[i])->message;
  return NULL;
}

static gboolean
has_message (GPtrArray *issues, const char *message)
{
  for (guint i = 0; i < issues->len; i++)
    if (g_str_equal (((MuIssue *) issues->pdata[i])->message, message))
      return TRUE;
  return FALSE;
}

START_TEST (test_derived_beside_printed)
{
  g_autoptr(MuListDraft) draft = small_list ();
  g_autoptr(GPtrArray) issues = mu_list_draft_check (draft);
  MuDraftRow *warriors = mu_list_draft_find_row (draft, "warriors");
  MuDraftRow *veteran = mu_list_draft_find_row (draft, "warriors-veteran");
  g_autoptr(GPtrArray) after = NULL;

  ck_assert_uint_eq (issues->len, 0);
  ck_assert (warriors->derived);
  ck_assert_double_eq (warriors->derived_cost, 10);
  ck_assert_int_eq (warriors->derived_save, 7);
  ck_assert_double_eq (veteran->derived_cost, 13);
  ck_assert_int_eq (veteran->derived_save, 6);
  ck_assert_ptr_null (warriors->problem);

  /* a printed cost the rules do not give: marked, with the reason */
  mu_list_draft_set_row (draft, "warriors-veteran", "printed-cost", "12");
  after = mu_list_draft_check (draft);
  veteran = mu_list_draft_find_row (draft, "warriors-veteran");
  ck_assert_uint_eq (after->len, 1);
  ck_assert_str_eq (((MuIssue *) after->pdata[0])->code, "list.cost-mismatch");
  ck_assert_str_eq (((MuIssue *) after->pdata[0])->unit_id, "warriors-veteran");
  ck_assert_str_eq (veteran->problem, "Upgrade warriors to veteran: printed 12 points, save 6+; the "
                                      "rules give 13 points, save 6+.");
}
END_TEST

/* An upgrade row just added (neither name nor description yet) is its own
 * problem, said once; its row is still priced and has none */
START_TEST (test_new_upgrade_problem_its_own)
{
  g_autoptr(MuListDraft) draft = small_list ();
  g_autoptr(GPtrArray) issues = NULL;
  MuDraftRow *warriors, *added, *veteran;

  mu_list_draft_add_row (draft, "warriors", "warriors-upgrade", NULL);
  issues = mu_list_draft_check (draft);
  warriors = mu_list_draft_find_row (draft, "warriors");
  added = mu_list_draft_find_row (draft, "warriors-upgrade");
  veteran = mu_list_draft_find_row (draft, "warriors-veteran");
  ck_assert_uint_eq (issues->len, 1);
  ck_assert_str_eq (((MuIssue *) issues->pdata[0])->code, "draft.name");
  ck_assert_str_eq (((MuIssue *) issues->pdata[0])->unit_id, "warriors-upgrade");
  ck_assert_str_eq (((MuIssue *) issues->pdata[0])->message,
                    "row “warriors-upgrade” has neither a name nor a description");
  ck_assert_str_eq (added->problem, "row “warriors-upgrade” has neither a name nor a description");
  ck_assert_ptr_null (warriors->problem);
  ck_assert (warriors->derived);
  ck_assert_double_eq (warriors->derived_cost, 10);
  ck_assert_ptr_null (veteran->problem);
  ck_assert_double_eq (veteran->derived_cost, 13);
}
END_TEST

START_TEST (test_list_problems)
{
  g_autoptr(MuListDraft) draft = small_list ();
  g_autoptr(GPtrArray) issues = NULL;
  MuDraftRule *cap = mu_draft_rule_new (MU_CONSTRAINT_CAP, "warriors skirmishers");
  guint note, empty;

  cap->max = 2;
  mu_list_draft_set_row (draft, "warriors", "number", "5-3");
  mu_list_draft_set_row (draft, "warriors", "markers", "*");
  note = mu_list_draft_add_footnote (draft, "*", NULL, "At most two.");
  mu_list_draft_add_rule (draft, note, cap);
  empty = mu_list_draft_add_footnote (draft, "**", NULL, "Only in the west.");
  ck_assert_uint_eq (empty, 1);
  /* a field typed into the wrong box */
  mu_list_draft_set_row (draft, "camp", "printed-cost", "Upgrade to heroic");
  mu_list_draft_add_row (draft, NULL, "elephants", NULL);
  mu_list_draft_set_row (draft, "elephants", "name", "Elephants");
  mu_list_draft_set_row (draft, "elephants", "type", "mammoths");
  issues = mu_list_draft_check (draft);

  ck_assert_str_eq (issue_text (issues, "draft.number"),
                    "Warriors: the range “5-3” goes down; give the smaller number first");
  ck_assert_str_eq (issue_text (issues, "draft.rule-rows"),
                    "footnote * names row “skirmishers”, which the list does not have");
  ck_assert_str_eq (issue_text (issues, "draft.footnote-rules"), "footnote ** has no rule and limits no row");
  ck_assert_str_eq (issue_text (issues, "draft.printed-cost"),
                    "Camp: printed cost “Upgrade to heroic” is not a number (as 10, 3.5 or +1)");
  ck_assert_str_eq (issue_text (issues, "draft.footnote-marker"),
                    "no row is marked **; mark the rows footnote ** is about");
  ck_assert_str_eq (issue_text (issues, "draft.row"),
                    "Elephants: row “elephants” names troop type “mammoths”, which To the "
                    "Strongest! does not have");
  /* the other rows are still priced */
  ck_assert (mu_list_draft_find_row (draft, "warriors-veteran")->derived);
  /* errors come first */
  ck_assert_int_eq (((MuIssue *) issues->pdata[0])->severity, MU_SEVERITY_ERROR);
  ck_assert_int_eq (((MuIssue *) issues->pdata[issues->len - 1])->severity, MU_SEVERITY_WARNING);

  /* a number that is no range, in the editor's words; incompatible
   * upgrades of one row */
  mu_list_draft_set_row (draft, "warriors", "number", "2-x");
  mu_list_draft_add_rule (draft, empty, mu_draft_rule_new (MU_CONSTRAINT_INCOMPATIBLE, "warriors-veteran"));
  g_clear_pointer (&issues, g_ptr_array_unref);
  issues = mu_list_draft_check (draft);
  ck_assert_str_eq (issue_text (issues, "draft.number"),
                    "Warriors: “2-x” is not a number of units; type a range (as 1-3, 2 or 1-any) or choose "
                    "Any, Half or more, Up to half or All or none");
  ck_assert_str_eq (issue_text (issues, "draft.rule-rows"),
                    "footnote * names row “skirmishers”, which the list does not have");
  ck_assert (has_message (issues, "footnote **: incompatible upgrades name one row; choose the two or more "
                                  "upgrade rows no unit may take together"));
}
END_TEST

START_TEST (test_undo_redo)
{
  g_autoptr(MuListDraft) draft = small_list ();
  g_autofree char *before = mu_list_draft_to_xml (draft, FALSE);
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;
  MuDraftRule *rule = mu_draft_rule_new (MU_CONSTRAINT_DATE, "veterans");

  guint veteran = mu_list_draft_find_row (draft, "warriors-veteran")->serial;
  guint camp = mu_list_draft_find_row (draft, "camp")->serial;

  /* every row its own serial, a view of the list knows it by */
  ck_assert_uint_ne (veteran, camp);
  ck_assert_uint_ne (veteran, 0);
  rule->has_to = TRUE;
  rule->to = 61;
  mu_list_draft_set_row (draft, "warriors-veteran", "id", "veterans");
  mu_list_draft_add_footnote (draft, "*", NULL, "To AD 61.");
  mu_list_draft_add_rule (draft, 0, rule);
  mu_list_draft_set_row (draft, "veterans", "id", "warriors-veterans");
  ck_assert_str_eq (
      ((MuDraftRule *) ((MuDraftFootnote *) mu_list_draft_get_footnotes (draft)->pdata[0])->rules->pdata[0])
          ->entries,
      "warriors-veterans");
  mu_list_draft_move_row (draft, "camp", 0);
  ck_assert_str_eq (((MuDraftRow *) mu_list_draft_get_rows (draft)->pdata[0])->id, "camp");
  mu_list_draft_remove_row (draft, "warriors");
  after = mu_list_draft_to_xml (draft, FALSE);
  ck_assert (mu_list_draft_can_undo (draft));
  ck_assert (!mu_list_draft_can_redo (draft));
  for (int i = 0; i < 6; i++)
    ck_assert (mu_list_draft_undo (draft));
  undone = mu_list_draft_to_xml (draft, FALSE);
  ck_assert_str_eq (undone, before);
  /* the rows given back are the same rows, renamed back */
  ck_assert_uint_eq (mu_list_draft_find_row (draft, "warriors-veteran")->serial, veteran);
  ck_assert_uint_eq (mu_list_draft_find_row (draft, "camp")->serial, camp);
  for (int i = 0; i < 6; i++)
    ck_assert (mu_list_draft_redo (draft));
  ck_assert (!mu_list_draft_redo (draft));
  redone = mu_list_draft_to_xml (draft, FALSE);
  ck_assert_str_eq (redone, after);
  ck_assert_uint_eq (mu_list_draft_find_row (draft, "camp")->serial, camp);
  ck_assert_uint_ne (mu_list_draft_add_row (draft, NULL, "heroes", "hero")->serial, camp);
  /* a row named and given the id of its name: one edit */
  ck_assert (mu_list_draft_name_row (draft, "camp", "Wagon laager", "wagon-laager"));
  ck_assert_str_eq (mu_list_draft_find_row (draft, "wagon-laager")->name, "Wagon laager");
  ck_assert (!mu_list_draft_name_row (draft, "wagon-laager", "Camp", "heroes"));
  ck_assert (mu_list_draft_undo (draft));
  ck_assert_str_eq (mu_list_draft_find_row (draft, "camp")->name, "Camp");
  ck_assert_ptr_null (mu_list_draft_find_row (draft, "wagon-laager"));
  /* a new edit forgets what was undone */
  mu_list_draft_undo (draft);
  mu_list_draft_set_field (draft, "period", "AD 1");
  ck_assert (!mu_list_draft_can_redo (draft));
}
END_TEST

/* Diff */

/* Allies added, read back, written to the file and removed, undoably */
START_TEST (test_allies)
{
  g_autoptr(MuListDraft) draft = small_list ();
  g_autofree char *xml = NULL;
  MuAllyRow *ally;

  mu_list_draft_add_ally (draft, "principate-roman", "Principate Romans", NULL);
  mu_list_draft_add_ally (draft, "armenian", "Armenians", "***");
  ck_assert_uint_eq (mu_list_draft_get_allies (draft)->len, 2);
  ally = mu_list_draft_get_allies (draft)->pdata[1];
  ck_assert_str_eq (ally->list_id, "armenian");
  ck_assert_str_eq (ally->markers, "***");
  xml = mu_list_draft_to_xml (draft, FALSE);
  ck_assert_ptr_nonnull (strstr (xml, "<ally list=\"armenian\" name=\"Armenians\" markers=\"***\"/>"));
  ck_assert (!mu_list_draft_remove_ally (draft, 2));
  ck_assert (mu_list_draft_remove_ally (draft, 0));
  ck_assert_uint_eq (mu_list_draft_get_allies (draft)->len, 1);
  ck_assert_str_eq (((MuAllyRow *) mu_list_draft_get_allies (draft)->pdata[0])->list_id, "armenian");
  ck_assert (mu_list_draft_undo (draft));
  ck_assert_uint_eq (mu_list_draft_get_allies (draft)->len, 2);
  ck_assert_str_eq (((MuAllyRow *) mu_list_draft_get_allies (draft)->pdata[0])->list_id, "principate-roman");
}
END_TEST

/* A variant added, given its choices and a default, a variant limit on
 * its choices, and each edit undone; the problems of a variant half made */
START_TEST (test_variants)
{
  g_autoptr(MuListDraft) draft = small_list ();
  g_autoptr(MuOptionDef) region = g_new0 (MuOptionDef, 1);
  g_autoptr(MuOptionDef) date = g_new0 (MuOptionDef, 1);
  g_autoptr(GPtrArray) issues = NULL;
  g_autoptr(GPtrArray) clean = NULL;
  g_autoptr(GPtrArray) wrong = NULL;
  g_autoptr(MuArmyList) built = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  MuDraftRule *rule = mu_draft_rule_new (MU_CONSTRAINT_OPTION_VALUE, "camp");
  MuOptionDef *def;

  region->id = g_strdup ("region");
  region->label = g_strdup ("Region");
  region->kind = MU_OPTION_CHOICE;
  mu_list_draft_add_option (draft, region);
  rule->option = g_strdup ("region");
  mu_list_draft_set_row (draft, "camp", "markers", "*");
  mu_list_draft_add_footnote (draft, "*", NULL, "Only in Eastern armies.");
  mu_list_draft_add_rule (draft, 0, rule);
  /* no choices yet: said, and the rows are priced all the same */
  issues = mu_list_draft_check (draft);
  ck_assert_str_eq (issue_text (issues, "draft.option-choices"),
                    "army option “Region” has no choices; add them (as Eastern and Western)");
  ck_assert_ptr_null (issue_text (issues, "draft.rule-value"));
  ck_assert (mu_list_draft_find_row (draft, "warriors")->derived);

  ck_assert (mu_list_draft_set_option (draft, "region", "label", "Eastern or Western army"));
  ck_assert (mu_list_draft_add_choice (draft, "region", "eastern", "Eastern"));
  ck_assert (!mu_list_draft_add_choice (draft, "region", "eastern", "Eastern"));
  ck_assert (mu_list_draft_add_choice (draft, "region", "western", "Western"));
  def = mu_option_defs_find (mu_list_draft_get_options (draft), "region");
  /* the first choice is the default until another is chosen */
  ck_assert_str_eq (def->default_value, "eastern");
  ck_assert (mu_list_draft_set_option (draft, "region", "default", "western"));
  ck_assert (!mu_list_draft_set_option (draft, "region", "min", "3"));
  ck_assert (!mu_list_draft_set_option (draft, "nothing", "label", "x"));
  def = mu_option_defs_find (mu_list_draft_get_options (draft), "region");
  ck_assert_str_eq (def->label, "Eastern or Western army");
  ck_assert_uint_eq (def->choices->len, 2);

  /* a variant limit naming no choice, then a choice the option lacks */
  wrong = mu_list_draft_check (draft);
  ck_assert_str_eq (issue_text (wrong, "draft.rule-value"),
                    "footnote *: a variant limit names no choice of “Eastern or Western army”; choose "
                    "the choices its rows are for");
  rule = mu_draft_rule_copy (
      ((MuDraftFootnote *) mu_list_draft_get_footnotes (draft)->pdata[0])->rules->pdata[0]);
  rule->values = g_strdup ("northern");
  mu_list_draft_set_rule (draft, 0, 0, rule);
  g_clear_pointer (&wrong, g_ptr_array_unref);
  wrong = mu_list_draft_check (draft);
  ck_assert_str_eq (issue_text (wrong, "draft.rule-value"),
                    "footnote * limits its rows to “northern”, which is not a choice of “Eastern or "
                    "Western army”; choose one of its choices");
  rule = mu_draft_rule_copy (
      ((MuDraftFootnote *) mu_list_draft_get_footnotes (draft)->pdata[0])->rules->pdata[0]);
  g_free (rule->values);
  rule->values = g_strdup ("eastern");
  mu_list_draft_set_rule (draft, 0, 0, rule);
  clean = mu_list_draft_check (draft);
  ck_assert_uint_eq (clean->len, 0);

  /* written and loaded as the library would */
  xml = mu_list_draft_to_xml (draft, FALSE);
  ck_assert_ptr_nonnull (strstr (xml, "<option id=\"region\" default=\"western\" label=\"Eastern or Western "
                                      "army\">\n    <choice id=\"eastern\" label=\"Eastern\"/>\n    <choice "
                                      "id=\"western\" label=\"Western\"/>\n  </option>"));
  ck_assert_ptr_nonnull (
      strstr (xml, "<option-value entries=\"camp\" option=\"region\" values=\"eastern\"/>"));
  built = mu_list_draft_build (draft, &error);
  g_assert_no_error (error);
  ck_assert_ptr_nonnull (built);

  /* the default removed: the first choice left takes its place; undone */
  ck_assert (mu_list_draft_remove_choice (draft, "region", "western"));
  ck_assert (!mu_list_draft_remove_choice (draft, "region", "western"));
  def = mu_option_defs_find (mu_list_draft_get_options (draft), "region");
  ck_assert_uint_eq (def->choices->len, 1);
  ck_assert_str_eq (def->default_value, "eastern");
  ck_assert (mu_list_draft_undo (draft));
  def = mu_option_defs_find (mu_list_draft_get_options (draft), "region");
  ck_assert_uint_eq (def->choices->len, 2);
  ck_assert_str_eq (def->default_value, "western");
  /* a default that is not a choice */
  mu_list_draft_set_option (draft, "region", "default", "northern");
  g_clear_pointer (&wrong, g_ptr_array_unref);
  wrong = mu_list_draft_check (draft);
  ck_assert_str_eq (issue_text (wrong, "draft.option-default"),
                    "army option “Eastern or Western army”: its default “northern” is not one of its values");
  /* the army date's range and default */
  date->id = g_strdup ("date");
  date->kind = MU_OPTION_YEAR;
  date->min = -55;
  date->max = 410;
  date->default_value = g_strdup ("-55");
  mu_list_draft_add_option (draft, date);
  ck_assert (mu_list_draft_set_option (draft, "date", "max", "200"));
  ck_assert (!mu_list_draft_set_option (draft, "date", "max", "AD 200"));
  ck_assert (mu_list_draft_set_option (draft, "date", "default", "100"));
  def = mu_option_defs_find (mu_list_draft_get_options (draft), "date");
  ck_assert_int_eq (def->max, 200);
  ck_assert_str_eq (def->default_value, "100");
}
END_TEST

/* An ally changed field by field, undoably; an ally without a name or a
 * list, or marked with no footnote's marker, is a problem */
START_TEST (test_ally_fields)
{
  g_autoptr(MuListDraft) draft = small_list ();
  g_autoptr(GPtrArray) issues = NULL;
  g_autoptr(GPtrArray) clean = NULL;
  MuAllyRow *ally;

  mu_list_draft_add_ally (draft, NULL, NULL, NULL);
  issues = mu_list_draft_check (draft);
  ck_assert_str_eq (issue_text (issues, "draft.ally-name"),
                    "ally 1 of the allies row has no name; give the name the book prints");
  ck_assert_str_eq (issue_text (issues, "draft.ally-list"),
                    "ally “” names no list; choose its list or type the list’s id");
  /* an ally half typed in keeps no row from being priced */
  ck_assert_ptr_null (issue_text (issues, "draft.row"));
  ck_assert (mu_list_draft_find_row (draft, "warriors")->derived);
  ck_assert (mu_list_draft_set_ally (draft, 0, "name", "Armenians"));
  ck_assert (mu_list_draft_set_ally (draft, 0, "list", "armenian"));
  ck_assert (mu_list_draft_set_ally (draft, 0, "markers", "***"));
  ck_assert (!mu_list_draft_set_ally (draft, 1, "name", "Sarmatians"));
  ck_assert (!mu_list_draft_set_ally (draft, 0, "colour", "red"));
  g_clear_pointer (&issues, g_ptr_array_unref);
  issues = mu_list_draft_check (draft);
  ck_assert_str_eq (issue_text (issues, "draft.ally-markers"),
                    "ally “Armenians” is marked ***, but no footnote has that marker");
  ck_assert (mu_list_draft_set_ally (draft, 0, "markers", ""));
  clean = mu_list_draft_check (draft);
  ck_assert_uint_eq (clean->len, 0);
  ally = mu_list_draft_get_allies (draft)->pdata[0];
  ck_assert_str_eq (ally->name, "Armenians");
  ck_assert_str_eq (ally->list_id, "armenian");
  ck_assert_ptr_null (ally->markers);
  for (int i = 0; i < 3; i++)
    ck_assert (mu_list_draft_undo (draft));
  ally = mu_list_draft_get_allies (draft)->pdata[0];
  ck_assert_str_eq (ally->name, "Armenians");
  ck_assert_ptr_null (ally->list_id);
}
END_TEST

START_TEST (test_diff)
{
  MuArmyList *shipped = mu_library_find_list (mu_test_library (), "principate-roman");
  g_autoptr(MuListDraft) draft = mu_list_draft_new_from_list (shipped);
  g_autoptr(MuArmyList) changed = NULL;
  g_autoptr(GPtrArray) changes = NULL;
  g_autoptr(GPtrArray) lines = NULL;
  g_autoptr(MuRoster) roster = NULL;
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
  g_autofree char *text = NULL;

  mu_list_draft_set_row (draft, "legionarii", "printed-cost", "11");
  mu_list_draft_set_row (draft, "legionarii", "cost", "11");
  mu_list_draft_set_row (draft, "legionarii", "override", "A corrected printing.");
  mu_list_draft_remove_row (draft, "ballistarii");
  mu_list_draft_set_revision (draft, 2);
  changed = mu_list_draft_build (draft, NULL);
  changes = mu_list_diff (shipped, changed);
  ck_assert_uint_eq (changes->len, 4);
  text = mu_list_change_describe (changes->pdata[0]);
  ck_assert_str_eq (text, "row “legionarii”: cost now 11, was 10");
  g_clear_pointer (&text, g_free);
  text = mu_list_change_describe (changes->pdata[3]);
  ck_assert_str_eq (text, "row “ballistarii” removed: Ballistarii");

  roster = mu_roster_load_file (path, NULL);
  ck_assert_ptr_nonnull (roster);
  lines = mu_list_diff_for_roster (shipped, changed, roster);
  for (guint i = 0; i < lines->len; i++)
    g_printerr ("%s\n", (char *) lines->pdata[i]);
  ck_assert_uint_ge (lines->len, 2);
  ck_assert_str_eq (lines->pdata[0], "Legionarii: cost now 11, was 10");
  ck_assert (g_str_has_prefix (lines->pdata[lines->len - 1], "points now "));
}
END_TEST

START_TEST (test_vocabulary)
{
  g_autoptr(MuListDraft) draft = small_list ();
  g_auto(GStrv) types = mu_list_draft_get_vocabulary (draft, "type");
  g_auto(GStrv) qualities = mu_list_draft_get_vocabulary (draft, "quality");
  g_auto(GStrv) upgrades = mu_list_draft_get_vocabulary (draft, "upgrade");
  g_auto(GStrv) none = mu_list_draft_get_vocabulary (draft, "colour");
  gboolean warriors = FALSE;

  ck_assert_ptr_nonnull (types);
  for (guint i = 0; types[i] != NULL; i += 2)
    warriors |= g_str_equal (types[i], "warriors") && g_str_equal (types[i + 1], "Warriors");
  ck_assert (warriors);
  ck_assert_uint_eq (g_strv_length (qualities), 6);
  ck_assert_str_eq (qualities[2], "veteran");
  ck_assert_str_eq (qualities[4], "raw");
  ck_assert_uint_eq (g_strv_length (upgrades), 10);
  ck_assert_str_eq (upgrades[0], "brilliant");
  ck_assert_ptr_null (none);
}
END_TEST

/* The book prints a dash where a row has no save or cost of its own (the
 * heroes, the camp): typed as printed, it is no value, not the text "-"
 * (the builder showed "save -") */
START_TEST (test_printed_dash)
{
  g_autoptr(MuListDraft) draft = small_list ();
  const char *dashes[] = { "-", "–", "—", " - " };
  g_autofree char *xml = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (dashes); i++)
    {
      ck_assert (mu_list_draft_set_row (draft, "camp", "printed-save", "7+"));
      ck_assert (mu_list_draft_set_row (draft, "camp", "printed-save", dashes[i]));
      ck_assert_ptr_null (mu_draft_row_get (mu_list_draft_find_row (draft, "camp"), "printed-save"));
      ck_assert (mu_list_draft_set_row (draft, "camp", "printed-cost", dashes[i]));
      ck_assert_ptr_null (mu_draft_row_get (mu_list_draft_find_row (draft, "camp"), "printed-cost"));
    }
  xml = mu_list_draft_to_xml (draft, FALSE);
  ck_assert_ptr_null (strstr (xml, "printed-save=\"-"));
  /* a dash elsewhere is kept: a name may be one */
  ck_assert (mu_list_draft_set_row (draft, "camp", "description", "-"));
  ck_assert_str_eq (mu_draft_row_get (mu_list_draft_find_row (draft, "camp"), "description"), "-");
}
END_TEST

/* A number as the book prints it: "0-3*" is the range and its marker, in
 * one edit; the idioms in words are the list file's; what is no number is
 * kept for the check to report. A row an import marked loses its mark
 * when edited, and undo brings it back. */
START_TEST (test_number_as_printed)
{
  g_autoptr(MuListDraft) draft = small_list ();
  MuDraftRow *camp;

  ck_assert (mu_list_draft_set_row (draft, "camp", "number", "0-3*"));
  camp = mu_list_draft_find_row (draft, "camp");
  ck_assert_str_eq (camp->number, "0-3");
  ck_assert_str_eq (camp->markers, "*");
  ck_assert (mu_list_draft_undo (draft));
  camp = mu_list_draft_find_row (draft, "camp");
  ck_assert_str_ne (camp->number, "0-3");
  ck_assert_ptr_null (camp->markers);
  ck_assert (mu_list_draft_set_row (draft, "camp", "number", "Half or more"));
  ck_assert_str_eq (mu_list_draft_find_row (draft, "camp")->number, "half-or-more");
  ck_assert (mu_list_draft_set_row (draft, "camp", "number", "up to half**"));
  ck_assert_str_eq (mu_list_draft_find_row (draft, "camp")->number, "up-to-half");
  ck_assert_str_eq (mu_list_draft_find_row (draft, "camp")->markers, "**");
  ck_assert (mu_list_draft_set_row (draft, "camp", "number", "5-3"));
  ck_assert_str_eq (mu_list_draft_find_row (draft, "camp")->number, "5-3");
  ck_assert_str_eq (mu_list_draft_find_row (draft, "camp")->markers, "**");

  mu_list_draft_hold_history (draft, TRUE);
  mu_list_draft_set_row (draft, "camp", "mark", "the description names no troop type of the ruleset");
  mu_list_draft_hold_history (draft, FALSE);
  ck_assert (mu_list_draft_set_row (draft, "camp", "description", "Camp"));
  ck_assert_ptr_null (mu_list_draft_find_row (draft, "camp")->mark);
  ck_assert (mu_list_draft_undo (draft));
  ck_assert_str_eq (mu_list_draft_find_row (draft, "camp")->mark,
                    "the description names no troop type of the ruleset");
}
END_TEST

/* The army date typed field by field: made with its first end, each end
 * as the book prints it, the year an army starts with following the first
 * year; an end emptied has no limit that way, both emptied no date */
START_TEST (test_army_date)
{
  g_autoptr(MuListDraft) draft = small_list ();
  MuOptionDef *date;

  mu_list_draft_remove_option (draft, "date");
  ck_assert_ptr_null (mu_list_draft_get_army_date (draft, "from"));
  ck_assert (!mu_list_draft_set_army_date (draft, "default", "10"));
  ck_assert (mu_list_draft_set_army_date (draft, "from", "55 BC"));
  ck_assert (mu_list_draft_set_army_date (draft, "to", "AD 410"));
  date = mu_option_defs_find (mu_list_draft_get_options (draft), "date");
  ck_assert_int_eq (date->min, -55);
  ck_assert_int_eq (date->max, 410);
  ck_assert_str_eq (date->default_value, "-55");
  ck_assert_str_eq (date->label, "Army date");
  ck_assert (mu_list_draft_set_army_date (draft, "default", "43"));
  ck_assert (mu_list_draft_set_army_date (draft, "from", "-100"));
  g_autofree char *start = mu_list_draft_get_army_date (draft, "default");
  ck_assert_str_eq (start, "43");
  ck_assert (!mu_list_draft_set_army_date (draft, "to", "200BC"));
  ck_assert (!mu_list_draft_set_army_date (draft, "to", "soon"));
  ck_assert (mu_list_draft_set_army_date (draft, "from", ""));
  ck_assert_ptr_null (mu_list_draft_get_army_date (draft, "from"));
  g_autofree char *to = mu_list_draft_get_army_date (draft, "to");
  ck_assert_str_eq (to, "410");
  ck_assert (mu_list_draft_set_army_date (draft, "to", NULL));
  ck_assert_ptr_null (mu_option_defs_find (mu_list_draft_get_options (draft), "date"));
  ck_assert (mu_list_draft_undo (draft));
  ck_assert_ptr_nonnull (mu_option_defs_find (mu_list_draft_get_options (draft), "date"));
}
END_TEST

/* A new or pasted list is first offered the ruleset the library holds the
 * most lists of: To the Strongest!, three lists */
START_TEST (test_likeliest_ruleset)
{
  MuRuleset *ruleset = mu_list_draft_likeliest_ruleset (mu_test_library ());

  ck_assert_ptr_nonnull (ruleset);
  ck_assert_str_eq (ruleset->id, "tts");
}
END_TEST

/* A variant marked as a reading of the rules, with why and where, and the
 * list named with its id in one edit: written, built and undone whole */
START_TEST (test_reading_and_list_name)
{
  g_autoptr(MuListDraft) draft = small_list ();
  g_autoptr(MuOptionDef) reading = g_new0 (MuOptionDef, 1);
  g_autoptr(MuArmyList) built = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *before = NULL;
  MuOptionDef *def;

  reading->id = g_strdup ("detached-generals");
  reading->label = g_strdup ("Detached generals");
  reading->kind = MU_OPTION_CHOICE;
  mu_list_draft_add_option (draft, reading);
  ck_assert (mu_list_draft_add_choice (draft, "detached-generals", "as-printed", "As printed"));
  ck_assert (mu_list_draft_add_choice (draft, "detached-generals", "allowed", "Allowed"));
  before = mu_list_draft_to_xml (draft, FALSE);
  ck_assert (mu_list_draft_set_option (draft, "detached-generals", "interpretation", "true"));
  ck_assert (mu_list_draft_set_option (draft, "detached-generals", "description", "No detached row."));
  ck_assert (mu_list_draft_set_option (draft, "detached-generals", "ref", "v1.1, Generals"));
  ck_assert (!mu_list_draft_set_option (draft, "detached-generals", "colour", "red"));
  xml = mu_list_draft_to_xml (draft, FALSE);
  ck_assert_ptr_nonnull (strstr (xml, "default=\"as-printed\" interpretation=\"true\""));
  ck_assert_ptr_nonnull (strstr (xml, "ref=\"v1.1, Generals\""));
  ck_assert_ptr_nonnull (strstr (xml, "<description>No detached row.</description>"));
  built = mu_list_draft_build (draft, &error);
  g_assert_no_error (error);
  def = mu_option_defs_find (built->options, "detached-generals");
  ck_assert (def->interpretation);
  ck_assert_str_eq (def->reference, "v1.1, Generals");
  /* an army's choice again */
  ck_assert (mu_list_draft_set_option (draft, "detached-generals", "interpretation", NULL));
  ck_assert (!mu_option_defs_find (mu_list_draft_get_options (draft), "detached-generals")->interpretation);
  for (int i = 0; i < 4; i++)
    ck_assert (mu_list_draft_undo (draft));
  g_free (xml);
  xml = mu_list_draft_to_xml (draft, FALSE);
  ck_assert_str_eq (xml, before);

  /* the list's name and its id are one step */
  mu_list_draft_name_list (draft, "Gallic Kin", "gallic-kin");
  ck_assert_str_eq (mu_list_draft_get_field (draft, "name"), "Gallic Kin");
  ck_assert_str_eq (mu_list_draft_get_field (draft, "id"), "gallic-kin");
  ck_assert (mu_list_draft_undo (draft));
  g_free (xml);
  xml = mu_list_draft_to_xml (draft, FALSE);
  ck_assert_str_eq (xml, before);
}
END_TEST

/* Two lists that mean the same under other ids: each renamed row is one
 * change of its id, and an upgrade row follows its renamed parent, not
 * a row removed and another added. */
START_TEST (test_diff_renamed_rows)
{
  MuArmyList *shipped = mu_library_find_list (mu_test_library (), "ancient-british");
  g_autoptr(MuListDraft) draft = mu_list_draft_new_from_list (shipped);
  g_autoptr(MuArmyList) renamed = NULL;
  g_autoptr(GPtrArray) changes = NULL;
  g_autoptr(GError) error = NULL;
  const char *expected[] = { "row “warriors”: id now britons, was warriors",
                             "row “warriors-veteran”: id now britons-veteran, was warriors-veteran",
                             "row “mobs”: id now elderly, was mobs" };

  ck_assert (mu_list_draft_set_row (draft, "warriors", "id", "britons"));
  ck_assert (mu_list_draft_set_row (draft, "warriors-veteran", "id", "britons-veteran"));
  ck_assert (mu_list_draft_set_row (draft, "mobs", "id", "elderly"));
  renamed = mu_list_draft_build (draft, &error);
  g_assert_no_error (error);
  changes = mu_list_diff (shipped, renamed);
  ck_assert_uint_eq (changes->len, G_N_ELEMENTS (expected));
  for (guint i = 0; i < changes->len; i++)
    {
      g_autofree char *line = mu_list_change_describe (changes->pdata[i]);

      ck_assert_str_eq (line, expected[i]);
    }
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("list-draft");
  TCase *tc = tcase_create ("draft");

  tcase_add_test (tc, test_round_trip_every_list);
  tcase_add_test (tc, test_save_fails_cleanly);
  tcase_add_test (tc, test_enter_ancient_british);
  tcase_add_test (tc, test_enter_principate_roman);
  tcase_add_test (tc, test_enter_every_list);
  tcase_add_test (tc, test_derived_beside_printed);
  tcase_add_test (tc, test_list_problems);
  tcase_add_test (tc, test_new_upgrade_problem_its_own);
  tcase_add_test (tc, test_undo_redo);
  tcase_add_test (tc, test_diff);
  tcase_add_test (tc, test_allies);
  tcase_add_test (tc, test_variants);
  tcase_add_test (tc, test_ally_fields);
  tcase_add_test (tc, test_vocabulary);
  tcase_add_test (tc, test_printed_dash);
  tcase_add_test (tc, test_number_as_printed);
  tcase_add_test (tc, test_army_date);
  tcase_add_test (tc, test_likeliest_ruleset);
  tcase_add_test (tc, test_reading_and_list_name);
  tcase_add_test (tc, test_diff_renamed_rows);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
