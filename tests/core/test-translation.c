/* test-translation.c: the labels and explanations of rulesets and army lists
 * in Italian, from the catalogue meson builds in po/ of the build tree, and
 * the names from the books as printed
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-list-entry.h"
#include "mu-roster.h"
#include "mu-library.h"
#include "mu-locale.h"
#include "mu-option-def.h"
#include "mu-ruleset.h"
#include "mu-share-code.h"
#include "mu-test.h"
#include "mu-unit.h"
#include "mu-xml-private.h"

static MuOptionDef *
option (GPtrArray *options, const char *id)
{
  for (guint i = 0; i < options->len; i++)
    if (g_str_equal (((MuOptionDef *) options->pdata[i])->id, id))
      return options->pdata[i];
  ck_abort_msg ("no option %s", id);
  return NULL;
}

static const char *
choice_label (MuOptionDef *def, const char *id)
{
  for (guint i = 0; i < def->choices->len; i++)
    if (g_str_equal (((MuChoice *) def->choices->pdata[i])->id, id))
      return ((MuChoice *) def->choices->pdata[i])->label;
  ck_abort_msg ("%s has no choice %s", def->id, id);
  return NULL;
}

/* A reading of the rules: its label, its explanation (quoting the book in
 * straight quotes) and its choices */
START_TEST (test_ruleset_option)
{
  MuRuleset *tts = mu_library_find_ruleset (mu_test_library (), "tts");
  MuOptionDef *def;

  ck_assert_ptr_nonnull (tts);
  def = option (tts->options, "escorted-elephant-ammunition");
  ck_assert_str_eq (def->label, "Elefanti scortati: munizioni");
  ck_assert_str_eq (def->description, "Il testo dà agli elefanti scortati tre segnalini; la scheda di "
                                      "riferimento riporta \"2 or 3\".");
  ck_assert_str_eq (choice_label (def, "3"), "3 (testo)");
  ck_assert (g_str_has_prefix (tts->description, "Regole per l'antichità e il medioevo su griglia."));
  ck_assert_str_eq (tts->name, "To the Strongest!");
}
END_TEST

/* An army list's option is translated; the list's own name is the book's */
START_TEST (test_list_option)
{
  MuArmyList *list = mu_library_find_list (mu_test_library (), "principate-roman");
  MuOptionDef *def;

  ck_assert_ptr_nonnull (list);
  def = option (list->options, "region");
  ck_assert_str_eq (def->label, "Esercito orientale od occidentale");
  ck_assert_str_eq (choice_label (def, "eastern"), "Orientale");
  ck_assert_str_eq (list->name, "Principate Roman");
}
END_TEST

/* A general's upgrades are the rules' terms, translated, Muster's note on
 * the row from the rules included; the book's row names stay as printed, and
 * the file's own text is kept for the list editor */
START_TEST (test_general_upgrades)
{
  MuArmyList *list = mu_library_find_list (mu_test_library (), "ancient-british");
  MuListEntry *detached, *heroic, *warriors;
  g_autofree char *example = mu_test_path ("../lists/examples/tts-british-roman-allies.muster");
  g_autoptr(MuEvaluation) evaluation = NULL;
  g_autoptr(GPtrArray) words = NULL;
  MuCommand *command;

  ck_assert_ptr_nonnull (list);
  detached = mu_army_list_lookup (list, "general-detached");
  heroic = mu_army_list_lookup (list, "general-heroic");
  warriors = mu_army_list_lookup (list, "warriors");
  ck_assert_str_eq (mu_list_entry_label (detached),
                    "Rendi distaccato (dalle regole, non stampato nella lista)");
  ck_assert_str_eq (detached->description, "Upgrade to detached (rules, not printed in the list)");
  ck_assert_str_eq (mu_list_entry_label (heroic), "Rendi eroico");
  ck_assert_str_eq (mu_list_entry_label (warriors), "Warriors");

  evaluation = mu_test_evaluate (example);
  command = mu_roster_get_commands (evaluation->roster)->pdata[0];
  words = mu_evaluation_general_upgrades (evaluation, command->generals->pdata[0]);
  ck_assert_uint_eq (words->len, 2);
  ck_assert_str_eq (words->pdata[0], "eroico");
  ck_assert_str_eq (words->pdata[1], "generale in capo");
}
END_TEST

/* The text is looked up as xgettext extracted it, with white space
 * collapsed; what has no translation comes back as it was */
START_TEST (test_translate_key)
{
  g_autofree char *spaced = mu_xml_translate (g_strdup ("\n  Round\n\tup  "));
  char *unknown = g_strdup ("Not a message of Muster");
  char *empty = g_strdup ("");

  ck_assert_str_eq (spaced, "Arrotonda per eccesso");
  ck_assert_ptr_eq (mu_xml_translate (unknown), unknown);
  ck_assert_ptr_eq (mu_xml_translate (empty), empty);
  ck_assert_str_eq (empty, "");
  ck_assert_ptr_null (mu_xml_translate (NULL));
  g_free (unknown);
  g_free (empty);
}
END_TEST

/* What Muster names in Italian itself: a hero a short code brings back
 * ("Eroe 1", as a new hero is named), and a list's period. */
START_TEST (test_own_names)
{
  g_autofree char *path = mu_test_path ("../lists/examples/tts-british-roman-allies.muster");
  MuArmyList *list = NULL;
  g_autoptr(MuRoster) roster = mu_library_open_roster (mu_test_library (), path, &list, NULL);
  g_autofree char *code = NULL;
  g_autoptr(MuRoster) decoded = NULL;
  g_autofree char *period = mu_format_period ("3000 BC – 2000 BC");
  MuCommand *command;
  MuUnit *unit;
  guint heroes = 0;

  ck_assert_ptr_nonnull (roster);
  code = mu_share_code_encode (roster, list);
  decoded = mu_share_code_decode (code, mu_test_library (), NULL, NULL);
  ck_assert_ptr_nonnull (decoded);
  for (guint c = 0; c < mu_roster_get_commands (decoded)->len; c++)
    {
      command = mu_roster_get_commands (decoded)->pdata[c];
      for (guint u = 0; u < command->units->len; u++)
        {
          unit = command->units->pdata[u];
          for (guint h = 0; h < unit->heroes->len; h++, heroes++)
            ck_assert_msg (g_str_has_prefix (unit->heroes->pdata[h], "Eroe "), "%s",
                           (char *) unit->heroes->pdata[h]);
        }
    }
  ck_assert_uint_ge (heroes, 3);
  ck_assert_str_eq (period, "3000 a.C. – 2000 a.C.");
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("translation");
  TCase *tc = tcase_create ("italian");

  mu_locale_init ();
  tcase_add_test (tc, test_ruleset_option);
  tcase_add_test (tc, test_list_option);
  tcase_add_test (tc, test_own_names);
  tcase_add_test (tc, test_general_upgrades);
  tcase_add_test (tc, test_translate_key);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
