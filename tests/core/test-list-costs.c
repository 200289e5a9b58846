/* test-list-costs.c: every row of the To the Strongest! lists costs what the
 * book prints, priced by the engine as a player would buy it
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-general.h"
#include "mu-issue.h"
#include "mu-library.h"
#include "mu-list-entry.h"
#include "mu-roster.h"
#include "mu-ruleset-class.h"
#include "mu-ruleset.h"
#include "mu-test.h"
#include "mu-unit.h"

static double
printed (const char *text)
{
  ck_assert_ptr_nonnull (text);
  return g_ascii_strtod (text[0] == '+' ? text + 1 : text, NULL);
}

/* A roster of one command holding what a player buys to get the row. */
static MuRoster *
roster_for (MuArmyList *list, MuListEntry *row)
{
  MuRoster *roster = mu_roster_new (list->ruleset_id, list->id);
  MuCommand *command = mu_command_new (NULL);
  MuListEntry *top = mu_list_entry_top (row);

  mu_roster_set_list_revision (roster, list->revision);
  g_ptr_array_add (mu_roster_get_commands (roster), command);
  if (top->kind == MU_ENTRY_GENERAL)
    {
      MuGeneral *general = mu_general_new (top->id);

      if (row != top)
        g_ptr_array_add (general->upgrades, g_strdup (row->id));
      g_ptr_array_add (command->generals, general);
    }
  else
    {
      MuUnit *unit = mu_unit_new ("u1", top->id);

      if (row != top)
        g_ptr_array_add (unit->upgrades, g_strdup (row->id));
      g_ptr_array_add (command->units, unit);
    }
  return roster;
}

/* The row's cost as the engine prices it: a unit row's and its upgrade
 * rows' whole unit; a general upgrade's difference from the plain general. */
static double
derived_cost (MuArmyList *list, MuListEntry *row)
{
  g_autoptr(MuRoster) roster = roster_for (list, row);
  g_autoptr(MuEvaluation) evaluation = mu_evaluate (roster, list);
  MuCommandResult *command = evaluation->commands->pdata[0];
  MuUnitResult *result;

  if (command->generals->len > 0)
    {
      result = command->generals->pdata[0];
      return row->parent != NULL ? result->points - printed (row->parent->printed_cost) : result->points;
    }
  result = command->units->pdata[0];
  return result->points;
}

static guint
check_rows (const char *id)
{
  MuArmyList *list = mu_library_find_list (mu_test_library (), id);
  guint checked = 0;

  ck_assert_ptr_nonnull (list);
  for (guint i = 0; i < list->rows->len; i++)
    {
      MuListEntry *row = list->rows->pdata[i];
      double cost = derived_cost (list, row);

      ck_assert_msg (cost == printed (row->printed_cost), "%s row %s: printed %s, derived %g", id, row->id,
                     row->printed_cost, cost);
      checked++;
    }
  return checked;
}

START_TEST (test_british_costs)
{
  /* 15 rows of the list and the ruleset's reserve ammunition */
  ck_assert_uint_eq (check_rows ("ancient-british"), 17);
}
END_TEST

START_TEST (test_principate_costs)
{
  ck_assert_uint_eq (check_rows ("principate-roman"), 39);
}
END_TEST

START_TEST (test_open_costs)
{
  ck_assert_uint_eq (check_rows ("tts-open"), 226);
}
END_TEST

static GPtrArray *
check_list (MuArmyList *list)
{
  GPtrArray *issues = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_issue_free);

  list->ruleset->klass->check_list (list->ruleset, list, issues);
  return issues;
}

/* The ruleset's own cross-check (muster-cli check-list) agrees. */
START_TEST (test_check_list_shipped)
{
  MuLibrary *library = mu_test_library ();
  const char *ids[] = { "ancient-british", "principate-roman", "tts-open" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      MuArmyList *list = mu_library_find_list (library, ids[i]);
      g_autoptr(GPtrArray) issues = check_list (list);

      for (guint j = 0; j < issues->len; j++)
        {
          MuIssue *issue = issues->pdata[j];

          /* the one deliberate difference, which cites the list */
          ck_assert_str_eq (ids[i], "principate-roman");
          ck_assert_int_eq (issue->severity, MU_SEVERITY_NOTE);
          ck_assert_str_eq (issue->code, "list.cost-override");
          ck_assert (g_str_has_suffix (issue->message,
                                       ":76: Carroballistae: printed 8 points, save 8+; the rules give "
                                       "7 points, save 7+. The printed values stand: The list prints 8 "
                                       "points and save 8+ for the mobile carroballistae against the "
                                       "artillery's 7 and 7+; the printed values stand (Principate Roman "
                                       "list)."));
        }
    }
}
END_TEST

START_TEST (test_check_list_wrong)
{
  g_autofree char *path = mu_test_path ("fixtures/tts-wrong-cost.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(MuArmyList) list = mu_army_list_load_file (path, mu_test_library ()->rulesets, &error);
  g_autoptr(GPtrArray) issues = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  g_assert_no_error (error);
  issues = check_list (list);
  ck_assert_uint_eq (issues->len, 2);
  first = g_strdup_printf ("%s:8: Spearmen: printed 11 points, save 7+; the rules give 7 points, "
                           "save 7+.",
                           path);
  second = g_strdup_printf ("%s:9: Upgrade spearmen to veterans: printed 9 points, save 5+; the "
                            "rules give 9 points, save 6+.",
                            path);
  ck_assert_str_eq (((MuIssue *) issues->pdata[0])->code, "list.cost-mismatch");
  ck_assert_str_eq (((MuIssue *) issues->pdata[0])->message, first);
  ck_assert_str_eq (((MuIssue *) issues->pdata[1])->message, second);
}
END_TEST

/* Rows of the same name are told apart in words: For the Pharaoh's two
 * Archers by their order, not by "Reg C LI CO CB"; the Principate list's
 * three Symmachiarii by their descriptions; a row alone keeps its name. */
START_TEST (test_row_titles_apart)
{
  MuArmyList *pharaoh = mu_library_find_list (mu_test_library (), "akkadian-sumerian-ur");
  MuArmyList *roman = mu_library_find_list (mu_test_library (), "principate-roman");
  const char * const expected[][3] = {
    { "pharaoh", "archers-co", "Archers (Close order)" },
    { "pharaoh", "archers-oo", "Archers (Open order)" },
    { "roman", "symmachiarii-javelinmen", "Symmachiarii (Javelinmen)" },
    { "roman", "symmachiarii-light-javelin", "Symmachiarii (Light infantry, javelin)" },
    { "roman", "symmachiarii-light-bow", "Symmachiarii (Light infantry, bow/sling)" },
    { "roman", "legionarii", "Legionarii" },
  };

  ck_assert_ptr_nonnull (pharaoh);
  ck_assert_ptr_nonnull (roman);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      MuArmyList *list = g_str_equal (expected[i][0], "pharaoh") ? pharaoh : roman;
      g_autofree char *title = mu_army_list_row_title (list, mu_army_list_lookup (list, expected[i][1]));

      ck_assert_str_eq (title, expected[i][2]);
    }
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("list-costs");
  TCase *tc = tcase_create ("costs");

  tcase_add_test (tc, test_british_costs);
  tcase_add_test (tc, test_row_titles_apart);
  tcase_add_test (tc, test_principate_costs);
  tcase_add_test (tc, test_open_costs);
  tcase_add_test (tc, test_check_list_shipped);
  tcase_add_test (tc, test_check_list_wrong);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
