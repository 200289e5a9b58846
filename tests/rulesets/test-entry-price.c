/* test-entry-price.c: what one of a list row costs an army under its
 * options, as the builder's list pane shows it: the book's figures under the
 * default readings, the changed figures under another, and always what the
 * engine charges when the row is bought
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-entry-price.h"
#include "mu-evaluation.h"
#include "mu-general.h"
#include "mu-library.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-test.h"
#include "mu-unit.h"

static MuArmyList *
find_list (const char *id)
{
  MuArmyList *list = mu_library_find_list (mu_test_library (), id);

  ck_assert_ptr_nonnull (list);
  return list;
}

static MuListEntry *
find_row (MuArmyList *list, const char *id)
{
  MuListEntry *row = mu_army_list_lookup (list, id);

  ck_assert_msg (row != NULL, "no row %s", id);
  return row;
}

/* The options of the list at their defaults, with id set to value. */
static GHashTable *
options_with (MuArmyList *list, const char *id, const char *value)
{
  g_autoptr(GHashTable) chosen = g_hash_table_new (g_str_hash, g_str_equal);

  if (id != NULL)
    g_hash_table_insert (chosen, (char *) id, (char *) value);
  return mu_ruleset_effective_options (list->ruleset, list, chosen);
}

static void
assert_price (MuArmyList *list, GHashTable *options, const char *id, double points, MuPriceBasis basis)
{
  MuEntryPrice price;

  ck_assert_msg (mu_ruleset_price_entry (list->ruleset, list, options, find_row (list, id), &price),
                 "row %s has no price", id);
  ck_assert_msg (price.points == points, "row %s: %g, expected %g", id, price.points, points);
  ck_assert_int_eq (price.basis, basis);
}

/* The reasons, as option ids joined by spaces. */
static char *
reasons (MuArmyList *list, GHashTable *options, const char *id)
{
  g_autoptr(GPtrArray) defs = mu_ruleset_price_reasons (list->ruleset, list, options, find_row (list, id));
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < defs->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? " " : "", ((MuOptionDef *) defs->pdata[i])->id);
  return g_string_free (text, FALSE);
}

/* Principate Roman list as printed (rules notes, To the Strongest! §3 F2,
 * U1, U3 and the list table): auxiliarii 8, veterans 10, raw 6; legionarii
 * 10; a mounted general +1; heroes and camps 1. */
START_TEST (test_tts_printed_reading)
{
  MuArmyList *list = find_list ("principate-roman");
  g_autoptr(GHashTable) options = options_with (list, NULL, NULL);
  g_autofree char *why = NULL;

  assert_price (list, options, "auxiliarii", 8, MU_PRICE_EACH);
  assert_price (list, options, "auxiliarii-veteran", 10, MU_PRICE_EACH);
  assert_price (list, options, "auxiliarii-raw", 6, MU_PRICE_EACH);
  assert_price (list, options, "legionarii", 10, MU_PRICE_EACH);
  assert_price (list, options, "legionarii-veteran", 12, MU_PRICE_EACH);
  assert_price (list, options, "equites-alares", 11, MU_PRICE_EACH);
  assert_price (list, options, "general-mounted", 1, MU_PRICE_EXTRA);
  assert_price (list, options, "general-brilliant", 4, MU_PRICE_EXTRA);
  assert_price (list, options, "generals", 4, MU_PRICE_EACH);
  assert_price (list, options, "heroes", 1, MU_PRICE_EACH);
  assert_price (list, options, "camp", 1, MU_PRICE_EACH);
  why = reasons (list, options, "auxiliarii");
  ck_assert_str_eq (why, "");
}
END_TEST

/* "Auxiliaries cost one point less than legionaries" (v1.1 L187): 9, so
 * veterans 11 and raw 7; nothing else moves. */
START_TEST (test_tts_text_reading)
{
  MuArmyList *list = find_list ("principate-roman");
  g_autoptr(GHashTable) options = options_with (list, "auxiliaries-cost", "9");
  g_autofree char *auxiliarii = NULL;
  g_autofree char *legionarii = NULL;

  assert_price (list, options, "auxiliarii", 9, MU_PRICE_EACH);
  assert_price (list, options, "auxiliarii-veteran", 11, MU_PRICE_EACH);
  assert_price (list, options, "auxiliarii-raw", 7, MU_PRICE_EACH);
  assert_price (list, options, "legionarii", 10, MU_PRICE_EACH);
  assert_price (list, options, "heroes", 1, MU_PRICE_EACH);
  auxiliarii = reasons (list, options, "auxiliarii");
  legionarii = reasons (list, options, "legionarii");
  ck_assert_str_eq (auxiliarii, "auxiliaries-cost");
  ck_assert_str_eq (legionarii, "");
}
END_TEST

/* A roster of one command holding one of the row, as a player buys it. */
static MuRoster *
roster_for (MuArmyList *list, MuListEntry *row, const char *option, const char *value)
{
  MuRoster *roster = mu_roster_new (list->ruleset_id, list->id);
  MuCommand *command = mu_command_new (NULL);
  MuListEntry *top = mu_list_entry_top (row);
  MuUnit *unit = mu_unit_new ("u1", top->id);

  mu_roster_set_list_revision (roster, list->revision);
  if (option != NULL)
    mu_roster_set_option (roster, option, value);
  g_ptr_array_add (mu_roster_get_commands (roster), command);
  for (MuListEntry *upgrade = row; upgrade != top; upgrade = upgrade->parent)
    g_ptr_array_insert (unit->upgrades, 0, g_strdup (upgrade->id));
  g_ptr_array_add (command->units, unit);
  return roster;
}

/* Every unit row of every To the Strongest! list: the price the pane shows
 * is what the engine charges for the unit, under either reading. */
static void
check_against_engine (const char *option, const char *value)
{
  const char *ids[] = { "ancient-british", "principate-roman", "tts-open" };
  guint checked = 0;

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      MuArmyList *list = find_list (ids[i]);
      g_autoptr(GHashTable) options = options_with (list, option, value);

      for (guint j = 0; j < list->rows->len; j++)
        {
          MuListEntry *row = list->rows->pdata[j];
          g_autoptr(MuRoster) roster = NULL;
          g_autoptr(MuEvaluation) evaluation = NULL;
          MuCommandResult *command;
          MuEntryPrice price;

          if (mu_list_entry_top (row)->kind == MU_ENTRY_GENERAL)
            continue;
          ck_assert (mu_ruleset_price_entry (list->ruleset, list, options, row, &price));
          roster = roster_for (list, row, option, value);
          evaluation = mu_evaluate (roster, list);
          command = evaluation->commands->pdata[0];
          ck_assert_msg (((MuUnitResult *) command->units->pdata[0])->points == price.points,
                         "%s row %s: pane %g, engine %g", ids[i], row->id, price.points,
                         ((MuUnitResult *) command->units->pdata[0])->points);
          checked++;
        }
    }
  /* every row but the generals and their upgrades */
  ck_assert_uint_eq (checked, 265);
}

START_TEST (test_tts_agrees_with_engine)
{
  check_against_engine (NULL, NULL);
  check_against_engine ("auxiliaries-cost", "9");
  check_against_engine ("small-rounding", "up");
}
END_TEST

/* For the Pharaoh prices a figure or a model (notes §3.3): Household
 * Chariots 20 × 1.4 = 28 a model, Household Spearmen (P) 9 + 4 = 13 a figure;
 * the Battle-Carts' printed 26 stands against the tables' 24; a specialist
 * 10 (L1342). */
START_TEST (test_pharaoh_prices)
{
  MuArmyList *list = find_list ("akkadian-sumerian-ur");
  g_autoptr(GHashTable) options = options_with (list, NULL, NULL);

  assert_price (list, options, "household-chariots", 28, MU_PRICE_MODEL);
  assert_price (list, options, "chariots", 20, MU_PRICE_MODEL);
  assert_price (list, options, "household-spearmen-p", 13, MU_PRICE_FIGURE);
  assert_price (list, options, "militia-spearmen-ssp", 4, MU_PRICE_FIGURE);
  assert_price (list, options, "auxiliaries-mo-reg", 12, MU_PRICE_FIGURE);
  assert_price (list, options, "battle-carts", 26, MU_PRICE_MODEL);
  assert_price (list, options, "specialist", 10, MU_PRICE_EACH);
  assert_price (list, options, "ditch-and-palisade", 20, MU_PRICE_EACH);
}
END_TEST

/* Rulesets without points give no price. */
START_TEST (test_no_points)
{
  const char *ids[] = { "phalanx-open", "hinds-open" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      MuArmyList *list = find_list (ids[i]);
      g_autoptr(GHashTable) options = options_with (list, NULL, NULL);
      MuEntryPrice price;

      ck_assert_uint_gt (list->rows->len, 0);
      for (guint j = 0; j < list->rows->len; j++)
        ck_assert (!mu_ruleset_price_entry (list->ruleset, list, options, list->rows->pdata[j], &price));
    }
}
END_TEST

static Suite *
entry_price_suite (void)
{
  Suite *suite = suite_create ("entry-price");
  TCase *tcase = tcase_create ("entry-price");

  tcase_add_test (tcase, test_tts_printed_reading);
  tcase_add_test (tcase, test_tts_text_reading);
  tcase_add_test (tcase, test_tts_agrees_with_engine);
  tcase_add_test (tcase, test_pharaoh_prices);
  tcase_add_test (tcase, test_no_points);
  suite_add_tcase (suite, tcase);
  return suite;
}

int
main (void)
{
  return mu_test_run (entry_price_suite ());
}
