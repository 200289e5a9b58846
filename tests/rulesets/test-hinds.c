/* test-hinds.c: figures of James Hinds's Ancient Wargame Rules (moves,
 * missile profile, throws to hit, melee strength and bonuses, leave-field
 * and rally thresholds), both readings of its contradictions, and every
 * rule with its exact message
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-army-list.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-issue.h"
#include "mu-library.h"
#include "mu-test.h"

#define OPT(id, value) "<option id=\"" id "\" value=\"" value "\"/>"

static MuEvaluation *
army (const char *options, const char *units)
{
  g_autofree char *xml = g_strdup_printf ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                          "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" "
                                          "ruleset=\"hinds\" list=\"hinds-open\" list-revision=\"1\">"
                                          "<army name=\"Test\"/>%s<command name=\"Army\">%s</command>"
                                          "</roster>\n",
                                          options, units);

  return mu_test_evaluate_xml (xml);
}

static MuEvaluation *
example (const char *name)
{
  g_autofree char *relative = g_strconcat ("../lists/examples/", name, NULL);
  g_autofree char *path = mu_test_path (relative);

  return mu_test_evaluate (path);
}

static const MuFigure *
figure (MuEvaluation *evaluation, const char *unit, const char *key)
{
  const MuFigure *found = mu_figures_lookup (mu_evaluation_unit (evaluation, unit)->figures, key);

  ck_assert_msg (found != NULL, "no figure %s on %s", key, unit);
  return found;
}

static double
value (MuEvaluation *evaluation, const char *unit, const char *key)
{
  ck_assert_msg (figure (evaluation, unit, key)->known, "%s is unknown", key);
  return figure (evaluation, unit, key)->value;
}

static const char *
text (MuEvaluation *evaluation, const char *unit, const char *key)
{
  ck_assert_msg (figure (evaluation, unit, key)->text != NULL, "no text for %s", key);
  return figure (evaluation, unit, key)->text;
}

START_TEST (test_cohort)
{
  g_autoptr(MuEvaluation) evaluation = example ("hinds-roman.muster");

  ck_assert_str_eq (text (evaluation, "u1", "type"), "MI (2nd class)");
  /* 2. Movement: medium infantry 4 units, charge 5, 90° turn 3, retreat 2 */
  ck_assert_double_eq (value (evaluation, "u1", "move"), 4);
  ck_assert_double_eq (value (evaluation, "u1", "charge_move"), 5);
  ck_assert_double_eq (value (evaluation, "u1", "turn_move"), 3);
  ck_assert_double_eq (value (evaluation, "u1", "retreat_move"), 2);
  ck_assert_str_eq (text (evaluation, "u1", "charge_limit"), "waits a turn before a fresh enemy");
  /* 3. Missile throws: pilum at 5 units, three casts a battle, one a base */
  ck_assert_str_eq (text (evaluation, "u1", "long_range"), "none");
  ck_assert_double_eq (value (evaluation, "u1", "short_range"), 5);
  ck_assert_double_eq (value (evaluation, "u1", "casts_per_move"), 6);
  ck_assert_double_eq (value (evaluation, "u1", "casts_per_battle"), 3);
  ck_assert_double_eq (value (evaluation, "u1", "cast_threshold"), 2);
  ck_assert_str_eq (text (evaluation, "u1", "hit_long"), "6, confirm 5/6");
  ck_assert_str_eq (text (evaluation, "u1", "hit_short"), "5, 6");
  ck_assert_str_eq (text (evaluation, "u1", "hit_pilum"), "4, 5 or 6");
  ck_assert_str_eq (text (evaluation, "u1", "hit_heavy_archers"), "4 (confirm 6), 5, 6");
  ck_assert_str_eq (text (evaluation, "u1", "hit_indirect"), "confirmed by 5 or 6");
  /* 4. The melee: 23 figures at 2 and an officer at 3 */
  ck_assert_double_eq (value (evaluation, "u1", "melee_value"), 2);
  ck_assert_double_eq (value (evaluation, "u1", "melee_strength"), 49);
  ck_assert_double_eq (value (evaluation, "u1", "pursuit_strength"), 36.75);
  ck_assert_double_eq (value (evaluation, "u1", "pole_arm_bonus"), 0);
  ck_assert_double_eq (value (evaluation, "u1", "flank_bonus"), 18);
  ck_assert_double_eq (value (evaluation, "u1", "rear_bonus"), 24);
  ck_assert_double_eq (value (evaluation, "u1", "charge_bonus"), 1);
  ck_assert_double_eq (value (evaluation, "u1", "obstacle_bonus"), 1);
  /* Retreat: under half of 24 leaves (13 lost); over half rallies (11 lost) */
  ck_assert_double_eq (value (evaluation, "u1", "leave_field"), 13);
  ck_assert_double_eq (value (evaluation, "u1", "rally_limit"), 11);
  ck_assert_str_eq (text (evaluation, "u1", "casualty_track"), "☐☐☐☐☐☐☐☐☐☐☐ │ ☐☐ │ ☐☐☐☐☐☐☐☐☐☐☐");
}
END_TEST

START_TEST (test_roman_army)
{
  g_autoptr(MuEvaluation) evaluation = example ("hinds-roman.muster");

  ck_assert_double_eq (mu_test_figure (evaluation->figures, "units"), 4);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "bases"), 16);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "figures"), 64);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "combat_strength"), 126);
  /* slingers and light archers: ½ a figure, long range 20, no class or move */
  ck_assert_double_eq (value (evaluation, "u3", "melee_strength"), 4);
  ck_assert_double_eq (value (evaluation, "u3", "long_range"), 20);
  ck_assert_str_eq (text (evaluation, "u3", "casts_per_battle"), "no limit");
  ck_assert (!figure (evaluation, "u3", "move")->known);
  ck_assert (!figure (evaluation, "u3", "hit_short")->known);
  ck_assert_double_eq (value (evaluation, "u4", "move"), 8);
  ck_assert_double_eq (value (evaluation, "u4", "charge_move"), 10);
  ck_assert_double_eq (value (evaluation, "u4", "melee_strength"), 24);
  ck_assert_double_eq (value (evaluation, "u4", "charge_bonus"), 0);
  ck_assert_str_eq (text (evaluation, "u4", "hit_long"), "6, confirm 4/5 or 6");
  ck_assert (mu_evaluation_is_legal (evaluation));
  ck_assert_uint_eq (evaluation->issues->len, 3);
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "rules.kriegspiel"),
                    "Anything these rules do not cover is played as in The Wargame (Le Kriegspiel): "
                    "generals, army morale, victory, elephants, chariots, camels and sieges are outside "
                    "them.");
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "army.no-points"),
                    "The Hinds rules have no points and no way of balancing forces: choose them by "
                    "agreement or by scenario. The melee strength is information only.");
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "unit.move"),
                    "The rules give slingers and light archers a melee value but no armour class or "
                    "moves (they move ¾ when throwing); agree them with your opponent.");
}
END_TEST

START_TEST (test_macedonians)
{
  g_autoptr(MuEvaluation) evaluation = example ("hinds-macedonian.muster");

  ck_assert_double_eq (value (evaluation, "u1", "pole_arm_bonus"), 16);
  ck_assert_str_eq (text (evaluation, "u1", "missiles"), "none");
  ck_assert_double_eq (value (evaluation, "u1", "melee_strength"), 49);
  ck_assert_double_eq (value (evaluation, "u2", "casts_per_battle"), 3);
  ck_assert_str_eq (text (evaluation, "u2", "hit_long"), "6, no confirmation");
  ck_assert_str_eq (text (evaluation, "u3", "type"), "HC (2nd class)");
  ck_assert_double_eq (value (evaluation, "u3", "melee_value"), 3.5);
  ck_assert_double_eq (value (evaluation, "u3", "melee_strength"), 42);
  ck_assert_str_eq (text (evaluation, "u3", "charge_limit"), "1 charge in 3 moves");
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "combat_strength"), 107);
}
END_TEST

/* "Heavy Cavalry : 5 or 3.5" */
START_TEST (test_heavy_cavalry_value)
{
  const char *units
      = "<unit id=\"u1\" entry=\"heavy-cavalry\" count=\"12\" arm=\"mounted\" armour=\"1\" bases=\"3\"/>"
        "<unit id=\"u2\" entry=\"heavy-cavalry\" count=\"12\" arm=\"mounted\" armour=\"2\" bases=\"3\"/>";
  g_autoptr(MuEvaluation) by_class = army ("", units);
  g_autoptr(MuEvaluation) five = army (OPT ("heavy-cavalry-value", "5"), units);
  g_autoptr(MuEvaluation) less = army (OPT ("heavy-cavalry-value", "3.5"), units);

  ck_assert_double_eq (value (by_class, "u1", "melee_strength"), 60);
  ck_assert_double_eq (value (by_class, "u2", "melee_strength"), 42);
  ck_assert_double_eq (value (five, "u2", "melee_strength"), 60);
  ck_assert_double_eq (value (less, "u1", "melee_strength"), 42);
}
END_TEST

/* The turning table against "will loose 1/2 of its basic movement factor" */
START_TEST (test_turn_reading)
{
  const char *units
      = "<unit id=\"u1\" entry=\"heavy-infantry\" count=\"24\" arm=\"foot\" armour=\"1\" bases=\"4\"/>"
        "<unit id=\"u2\" entry=\"light-cavalry\" count=\"12\" arm=\"mounted\" armour=\"4\" bases=\"3\"/>";
  g_autoptr(MuEvaluation) table = army ("", units);
  g_autoptr(MuEvaluation) half = army (OPT ("turn-rate", "half"), units);

  ck_assert_double_eq (value (table, "u1", "turn_move"), 2);
  ck_assert_double_eq (value (table, "u2", "turn_move"), 5);
  ck_assert_double_eq (value (half, "u1", "turn_move"), 1.5);
  ck_assert_double_eq (value (half, "u2", "turn_move"), 4);
  ck_assert_double_eq (value (table, "u1", "retreat_move"), 1.5);
  ck_assert_str_eq (text (table, "u1", "charge_limit"), "1 charge in 3 moves");
}
END_TEST

START_TEST (test_thresholds)
{
  g_autoptr(MuEvaluation) evaluation
             = army ("", "<unit id=\"u1\" entry=\"light-infantry\" count=\"25\" arm=\"foot\" armour=\"4\" "
                         "bases=\"5\" figures-per-base=\"5\" weapons=\"javelin\"/>");

  /* 25: leaves with 12 left (13 lost); rallies with 13 left (12 lost) */
  ck_assert_double_eq (value (evaluation, "u1", "leave_field"), 13);
  ck_assert_double_eq (value (evaluation, "u1", "rally_limit"), 12);
  ck_assert_double_eq (value (evaluation, "u1", "cast_threshold"), 3);
  ck_assert_double_eq (value (evaluation, "u1", "casts_per_move"), 5);
  ck_assert_double_eq (value (evaluation, "u1", "melee_strength"), 25);
}
END_TEST

START_TEST (test_type_rules)
{
  g_autoptr(MuEvaluation) evaluation = army (
      "", "<unit id=\"u1\" entry=\"medium-infantry\" name=\"Hoplites\" count=\"24\" arm=\"foot\" "
          "armour=\"1\" bases=\"4\"/>"
          "<unit id=\"u2\" entry=\"medium-infantry\" name=\"Levies\" count=\"24\" arm=\"foot\" bases=\"4\"/>"
          "<unit id=\"u3\" entry=\"slingers-light-archers\" name=\"Horse archers\" count=\"8\" "
          "arm=\"mounted\" bases=\"2\"/>");

  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "unit.armour"),
                    "Levies has no armour class; the class sets its type, its moves and the throws that "
                    "hit it. Choose 1st to 4th class.");
  ck_assert_uint_eq (mu_test_count_code (evaluation, "unit.type"), 2);
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "unit.type"),
                    "Hoplites is foot of armour class 1, which the rules make Heavy Infantry, not "
                    "Medium Infantry. Choose the Heavy Infantry row or change its class.");
  ck_assert_double_eq (value (evaluation, "u1", "move"), 3);
}
END_TEST

/* The arm is said in words, not by the roster's id. */
START_TEST (test_type_rules_mounted)
{
  g_autoptr(MuEvaluation) evaluation
             = army ("", "<unit id=\"u1\" entry=\"light-cavalry\" name=\"Companions\" count=\"8\" "
                         "arm=\"mounted\" armour=\"1\" bases=\"2\"/>");

  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "unit.type"),
                    "Companions is mounted, of armour class 1, which the rules make Heavy Cavalry, not "
                    "Light Cavalry. Choose the Heavy Cavalry row or change its class.");
}
END_TEST

START_TEST (test_weapon_rules)
{
  g_autoptr(MuEvaluation) evaluation = army (
      "", "<unit id=\"u1\" entry=\"light-infantry\" name=\"Archers\" count=\"8\" arm=\"foot\" armour=\"4\" "
          "bases=\"2\" weapons=\"mounted-bow\"/>"
          "<unit id=\"u2\" entry=\"light-cavalry\" name=\"Riders\" count=\"8\" arm=\"mounted\" armour=\"3\" "
          "bases=\"2\" weapons=\"pilum\" pole-arms=\"pole-arm\"/>");

  ck_assert_uint_eq (mu_test_count_code (evaluation, "unit.weapons"), 3);
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "unit.weapons"),
                    "Archers are on foot but carry the mounted archers' bow. Choose the bow.");
  ck_assert_double_eq (value (evaluation, "u2", "pole_arm_bonus"), 0);
}
END_TEST

START_TEST (test_base_rules)
{
  g_autoptr(MuEvaluation) evaluation = army (
      "", "<unit id=\"u1\" entry=\"light-infantry\" name=\"A\" count=\"8\" arm=\"foot\" armour=\"4\"/>"
          "<unit id=\"u2\" entry=\"light-infantry\" name=\"B\" count=\"20\" arm=\"foot\" armour=\"4\" "
          "bases=\"4\" figures-per-base=\"4\"/>"
          "<unit id=\"u3\" entry=\"medium-infantry\" name=\"C\" count=\"32\" arm=\"foot\" armour=\"2\" "
          "bases=\"8\" figures-per-base=\"4\"/>"
          "<unit id=\"u4\" entry=\"light-cavalry\" name=\"D\" count=\"8\" arm=\"mounted\" armour=\"3\" "
          "bases=\"2\" officers=\"1\"/>");

  ck_assert_uint_eq (mu_test_count_code (evaluation, "unit.bases"), 2);
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "unit.bases"),
                    "A gives no number of bases; casts a move and the per-base melee bonuses count them. "
                    "Enter its bases.");
  ck_assert (!figure (evaluation, "u1", "flank_bonus")->known);
  ck_assert (!mu_figures_lookup (evaluation->figures, "bases")->known);
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "unit.footprint"),
                    "C has 8 bases; a unit is presumed to fill one hex, which holds 4 Macedonian or "
                    "about 6 Roman bases.");
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "unit.officers"),
                    "D has officers, but the rules give no point value to cavalry officers, so its "
                    "melee strength is unknown.");
  ck_assert (!figure (evaluation, "u4", "melee_strength")->known);
  ck_assert (!mu_figures_lookup (evaluation->figures, "combat_strength")->known);
}
END_TEST

/* The rules have no generals: a Hinds list cannot offer one. */
START_TEST (test_no_general_rows)
{
  const char *xml = "<army-list xmlns=\"urn:io.github.muster:1\" id=\"t\" ruleset=\"hinds\" "
                    "revision=\"1\" name=\"T\"><entry id=\"generals\" kind=\"general\" "
                    "name=\"Generals\" number=\"1\"/></army-list>";
  g_autoptr(GError) error = NULL;
  g_autoptr(MuArmyList) list
             = mu_army_list_load_data (xml, strlen (xml), "t.xml", mu_test_library ()->rulesets, &error);

  ck_assert_ptr_null (list);
  ck_assert_str_eq (error->message,
                    "t.xml:1: row “generals” is a general row; the Hinds rules have no generals");
}
END_TEST

/* A list row must name one of the ruleset's unit types. */
START_TEST (test_list_type)
{
  const char *xml = "<army-list xmlns=\"urn:io.github.muster:1\" id=\"t\" ruleset=\"hinds\" "
                    "revision=\"1\" name=\"T\"><entry id=\"x\" name=\"X\" type=\"EL\"/></army-list>";
  g_autoptr(GError) error = NULL;
  g_autoptr(MuArmyList) list
             = mu_army_list_load_data (xml, strlen (xml), "t.xml", mu_test_library ()->rulesets, &error);

  ck_assert_ptr_null (list);
  ck_assert_str_eq (error->message, "t.xml:1: row “x” names no Hinds unit type (“EL”)");
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("hinds");
  TCase *figures = tcase_create ("figures");
  TCase *rules = tcase_create ("rules");

  tcase_add_test (figures, test_cohort);
  tcase_add_test (figures, test_roman_army);
  tcase_add_test (figures, test_macedonians);
  tcase_add_test (figures, test_heavy_cavalry_value);
  tcase_add_test (figures, test_turn_reading);
  tcase_add_test (figures, test_thresholds);
  tcase_add_test (rules, test_type_rules);
  tcase_add_test (rules, test_type_rules_mounted);
  tcase_add_test (rules, test_weapon_rules);
  tcase_add_test (rules, test_base_rules);
  tcase_add_test (rules, test_no_general_rows);
  tcase_add_test (rules, test_list_type);
  suite_add_tcase (s, figures);
  suite_add_tcase (s, rules);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
