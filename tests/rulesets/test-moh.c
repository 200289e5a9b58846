/* test-moh.c: Meeting of Hosts figures from the rules' own examples (the
 * manipular legion, the 2 × 36 phalanx) and charts, and every rule with its
 * exact message
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

#define GENERAL "<general name=\"Hannibal\" entry=\"generals\" role=\"general\" mount=\"horse\"/>"

static MuEvaluation *
army (const char *commands)
{
  g_autofree char *xml = g_strdup_printf ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                          "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" "
                                          "ruleset=\"moh\" list=\"moh-open\" list-revision=\"1\">"
                                          "<army name=\"Test\"/>%s</roster>\n",
                                          commands);

  return mu_test_evaluate_xml (xml);
}

/* One command led by the General, with the given units. */
static MuEvaluation *
units (const char *units)
{
  g_autofree char *command = g_strdup_printf ("<command name=\"Main\">" GENERAL "%s</command>", units);

  return army (command);
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
  return figure (evaluation, unit, key)->value;
}

static const char *
text (MuEvaluation *evaluation, const char *unit, const char *key)
{
  ck_assert_msg (figure (evaluation, unit, key)->text != NULL, "no text for %s", key);
  return figure (evaluation, unit, key)->text;
}

START_TEST (test_legion_army)
{
  g_autoptr(MuEvaluation) evaluation = example ("moh-manipular-legion.muster");
  const char *commanders[] = { "Consul (General)", "Tribune (subordinate)" };
  const double unit_counts[] = { 5, 2 };
  const double figure_counts[] = { 120, 24 };

  ck_assert_double_eq (mu_test_figure (evaluation->figures, "units"), 7);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "figures"), 144);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "hi_units"), 5);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "hi_figures"), 120);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "li_units"), 2);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "li_figures"), 24);
  ck_assert_ptr_null (mu_figures_lookup (evaluation->figures, "mi_units"));
  ck_assert_str_eq (mu_figures_lookup (evaluation->figures, "balance")->text, "by agreement, not points");
  for (guint i = 0; i < 2; i++)
    {
      MuCommandResult *command = evaluation->commands->pdata[i];

      ck_assert_str_eq (mu_figures_lookup (command->figures, "commander")->text, commanders[i]);
      ck_assert_double_eq (mu_test_figure (command->figures, "units"), unit_counts[i]);
      ck_assert_double_eq (mu_test_figure (command->figures, "figures"), figure_counts[i]);
    }
  for (guint i = 0; i < 2; i++)
    {
      MuCommandResult *command = evaluation->commands->pdata[i];
      MuUnitResult *general = command->generals->pdata[0];

      ck_assert_str_eq (mu_figures_lookup (general->figures, "role")->text,
                        i == 0 ? "General" : "subordinate");
      ck_assert_str_eq (mu_figures_lookup (general->figures, "move")->text, "18″");
      ck_assert_str_eq (mu_figures_lookup (general->figures, "melee_on")->text, "5+");
    }
  ck_assert (mu_evaluation_is_legal (evaluation));
  ck_assert_uint_eq (mu_test_count_code (evaluation, "unit.missile"), 4);
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "unit.missile"),
                    "Hastati I carries javelin, but heavy units roll no shooting dice: only light and "
                    "medium units, elephants, engines and chariots shoot.");
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "army.no-points"),
                    "Meeting of Hosts has no points, by design: balance the forces by agreement, or let "
                    "one player set both forces and the other choose sides.");
  ck_assert_uint_eq (evaluation->issues->len, 5);
}
END_TEST

START_TEST (test_legion_units)
{
  g_autoptr(MuEvaluation) evaluation = example ("moh-manipular-legion.muster");

  /* heavy infantry, 24: 6″, no shooting, 1 die per 4, hit on 5,6; 50 % at 12, 25 % at 6 */
  ck_assert_str_eq (text (evaluation, "u1", "type"), "HI Heavy Infantry");
  ck_assert_str_eq (text (evaluation, "u1", "move"), "6″");
  ck_assert_double_eq (value (evaluation, "u1", "shooting_dice"), 0);
  ck_assert_double_eq (value (evaluation, "u1", "melee_dice"), 6);
  ck_assert_str_eq (text (evaluation, "u1", "shot_on"), "5+");
  ck_assert_str_eq (text (evaluation, "u1", "melee_on"), "5+");
  ck_assert_double_eq (value (evaluation, "u1", "half_mark"), 12);
  ck_assert_double_eq (value (evaluation, "u1", "shooting_mark"), 6);
  ck_assert_str_eq (text (evaluation, "u1", "move_broken"), "½ speed");
  ck_assert_str_eq (text (evaluation, "u1", "move_very_difficult"), "impassable");
  /* the consul leads the Principes I: one more die */
  ck_assert_double_eq (value (evaluation, "u3", "melee_dice"), 7);
  ck_assert_double_eq (value (evaluation, "u5", "quality_modifier"), 1);
  ck_assert_double_eq (value (evaluation, "u5", "melee_modifier"), 1);
  ck_assert_str_eq (text (evaluation, "u5", "missile_range"), "none");
  /* light infantry, 12, javelins: 12″, 3 dice each way, hit on 3+; 6 and 3 */
  ck_assert_double_eq (value (evaluation, "u6", "move"), 12);
  ck_assert_double_eq (value (evaluation, "u6", "missile_range"), 6);
  ck_assert_double_eq (value (evaluation, "u6", "shooting_dice"), 3);
  ck_assert_double_eq (value (evaluation, "u6", "melee_dice"), 3);
  ck_assert_str_eq (text (evaluation, "u6", "shot_on"), "3+");
  ck_assert_double_eq (value (evaluation, "u6", "half_mark"), 6);
  ck_assert_double_eq (value (evaluation, "u6", "shooting_mark"), 3);
  ck_assert_double_eq (value (evaluation, "u7", "quality_modifier"), -1);
  ck_assert_double_eq (value (evaluation, "u7", "melee_modifier"), -1);
  ck_assert_str_eq (text (evaluation, "u6", "casualty_track"), "☐☐☐ │ ☐☐☐ │ ☐☐☐☐☐☐");
  ck_assert (figure (evaluation, "u6", "casualty_track")->detail);
}
END_TEST

/* "a pike phalanx might take the field as 2x36 man units": 9 dice 12 × 3,
 * 4 dice 6 × 6 (18 figures in the front three ranks) */
START_TEST (test_phalanx)
{
  g_autoptr(MuEvaluation) evaluation = example ("moh-pike-phalanx.muster");

  ck_assert_double_eq (value (evaluation, "u1", "melee_dice"), 9);
  ck_assert_double_eq (value (evaluation, "u2", "melee_dice"), 4);
  ck_assert_double_eq (value (evaluation, "u1", "half_mark"), 18);
  ck_assert_double_eq (value (evaluation, "u1", "shooting_mark"), 9);
  ck_assert_uint_eq (mu_test_count_code (evaluation, "unit.size"), 2);
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "unit.size"),
                    "Phalanx, 12 wide has 36 figures; a standard Heavy Infantry unit has 24. Larger or "
                    "smaller units may be used.");
  ck_assert (mu_evaluation_is_legal (evaluation));
}
END_TEST

START_TEST (test_types)
{
  g_autoptr(MuEvaluation) evaluation = units (
      "<unit id=\"sk\" entry=\"sk\" count=\"12\" leader=\"true\" missile=\"bow\"/>"
      "<unit id=\"mi\" entry=\"mi\" count=\"24\" leader=\"true\" missile=\"javelin\"/>"
      "<unit id=\"lc\" entry=\"lc\" count=\"12\" leader=\"true\" missile=\"bow\"/>"
      "<unit id=\"mc\" entry=\"mc\" count=\"12\" leader=\"true\" missile=\"bow\"/>"
      "<unit id=\"hc\" entry=\"hc\" count=\"12\" leader=\"true\"/>"
      "<unit id=\"camels\" entry=\"mc\" count=\"12\" leader=\"true\" missile=\"bow\" camels=\"true\"/>");

  ck_assert_double_eq (value (evaluation, "sk", "shooting_dice"), 3);
  ck_assert_double_eq (value (evaluation, "sk", "melee_dice"), 3);
  ck_assert_str_eq (text (evaluation, "sk", "shot_on"), "3+, shooters -1");
  ck_assert_double_eq (value (evaluation, "sk", "melee_modifier"), -1);
  ck_assert_double_eq (value (evaluation, "sk", "missile_range"), 12);
  ck_assert_double_eq (value (evaluation, "mi", "shooting_dice"), 3);
  ck_assert_double_eq (value (evaluation, "mi", "melee_dice"), 6);
  ck_assert_str_eq (text (evaluation, "mi", "shot_on"), "4+");
  ck_assert_double_eq (value (evaluation, "lc", "shooting_dice"), 3);
  ck_assert_double_eq (value (evaluation, "lc", "melee_dice"), 6);
  ck_assert_double_eq (value (evaluation, "lc", "move"), 24);
  ck_assert_str_eq (text (evaluation, "lc", "move_broken"), "⅓ speed");
  ck_assert_double_eq (value (evaluation, "mc", "shooting_dice"), 1);
  ck_assert_double_eq (value (evaluation, "mc", "melee_dice"), 6);
  ck_assert_double_eq (value (evaluation, "mc", "move"), 18);
  ck_assert_double_eq (value (evaluation, "hc", "shooting_dice"), 0);
  ck_assert_str_eq (text (evaluation, "hc", "melee_on"), "5+");
  ck_assert_double_eq (value (evaluation, "camels", "melee_modifier"), -1);
  ck_assert (mu_evaluation_is_legal (evaluation));
}
END_TEST

START_TEST (test_models)
{
  g_autoptr(MuEvaluation) evaluation
             = units ("<unit id=\"el\" entry=\"el\" count=\"3\" leader=\"true\" crew=\"3\"/>"
                      "<unit id=\"art\" entry=\"art\" count=\"6\" leader=\"true\" models=\"2\" crew=\"3\" "
                      "missile=\"artillery\"/>"
                      "<unit id=\"chariots\" entry=\"mc\" count=\"8\" leader=\"true\" models=\"4\" "
                      "crew=\"2\" missile=\"javelin\"/>");

  ck_assert_double_eq (value (evaluation, "el", "shooting_dice"), 1);
  ck_assert_double_eq (value (evaluation, "el", "melee_dice"), 1);
  ck_assert (!figure (evaluation, "el", "move")->known);
  ck_assert_double_eq (value (evaluation, "art", "shooting_dice"), 2);
  ck_assert_double_eq (value (evaluation, "art", "melee_dice"), 2);
  ck_assert_double_eq (value (evaluation, "art", "missile_range"), 24);
  ck_assert_str_eq (text (evaluation, "art", "melee_on"), "3+");
  ck_assert_double_eq (value (evaluation, "art", "melee_modifier"), -1);
  ck_assert_double_eq (value (evaluation, "chariots", "shooting_dice"), 4);
  ck_assert_double_eq (value (evaluation, "chariots", "melee_dice"), 4);
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "unit.move"),
                    "The movement chart has no row for elephants; agree their move with your opponent "
                    "before the game.");
  ck_assert_uint_eq (mu_test_count_code (evaluation, "unit.crew"), 0);
  ck_assert_uint_eq (mu_test_count_code (evaluation, "unit.size"), 0);
}
END_TEST

START_TEST (test_generals)
{
  g_autoptr(MuEvaluation) none = army (
      "<command name=\"A\"><general name=\"Gisgo\" entry=\"generals\" role=\"subordinate\"/></command>");
  g_autoptr(MuEvaluation) two
             = army ("<command name=\"A\">" GENERAL "</command><command name=\"B\">"
                     "<general name=\"Hanno\" entry=\"generals\" role=\"general\"/></command>");
  g_autoptr(MuEvaluation) shared
             = army ("<command name=\"A\">" GENERAL "</command><command name=\"B\">"
                     "<general name=\"Hanno\" entry=\"generals\" role=\"subordinate\"/>"
                     "<general name=\"Mago\" entry=\"generals\" role=\"subordinate\"/></command>");
  g_autoptr(MuEvaluation) joined = army (
      "<command name=\"A\">" GENERAL "<unit id=\"u1\" entry=\"hi\" count=\"24\" leader=\"true\"/></command>"
      "<command name=\"B\"><general name=\"Hanno\" entry=\"generals\" role=\"subordinate\" "
      "attached=\"u1\"/></command>");

  ck_assert_str_eq (mu_test_issue_with_code (none, "general.count"),
                    "The army has no General; each army is commanded by one. Make one general the "
                    "General.");
  ck_assert_str_eq (mu_test_issue_with_code (two, "general.count"),
                    "The army has 2 Generals; each army is commanded by one. Make 1 of them "
                    "subordinates.");
  ck_assert_str_eq (mu_test_issue_with_code (shared, "command.subordinates"),
                    "B has 2 subordinate generals; each unit is assigned to at most one subordinate. "
                    "Give each subordinate a command of his own.");
  ck_assert_uint_eq (mu_test_count_code (shared, "general.count"), 0);
  ck_assert_str_eq (mu_test_issue_with_code (joined, "general.attached"),
                    "Hanno is a subordinate joined to a unit of A; a subordinate may order or join "
                    "only the units assigned to him. Join him to one of his own.");
  ck_assert_double_eq (value (joined, "u1", "melee_dice"), 7);
}
END_TEST

/* "Generals: As type" */
START_TEST (test_general_moves)
{
  g_autoptr(MuEvaluation) evaluation = army (
      "<command name=\"A\"><general name=\"Porus\" entry=\"generals\" role=\"general\" mount=\"elephant\"/>"
      "<general name=\"Abisares\" entry=\"generals\" role=\"subordinate\" mount=\"foot\"/></command>");
  MuCommandResult *command = evaluation->commands->pdata[0];

  ck_assert (!mu_figures_lookup (((MuUnitResult *) command->generals->pdata[0])->figures, "move")->known);
  ck_assert_double_eq (mu_test_figure (((MuUnitResult *) command->generals->pdata[1])->figures, "move"), 6);
}
END_TEST

START_TEST (test_general_order)
{
  g_autoptr(MuEvaluation) evaluation = army (
      "<command name=\"Left\"><general name=\"Hanno\" entry=\"generals\" role=\"subordinate\"/></command>"
      "<command name=\"Centre\">" GENERAL "</command>");

  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "general.order"),
                    "Hannibal, the General, leads Centre, which is not the first command. Move his "
                    "command first.");
  ck_assert (mu_evaluation_is_legal (evaluation));
}
END_TEST

START_TEST (test_unit_rules)
{
  g_autoptr(MuEvaluation) evaluation
             = units ("<unit id=\"u1\" entry=\"hi\" count=\"24\"/>"
                      "<unit id=\"u2\" entry=\"li\" count=\"0\" leader=\"true\"/>"
                      "<unit id=\"u3\" entry=\"el\" name=\"Surus\" count=\"4\" leader=\"true\" models=\"2\"/>"
                      "<unit id=\"u4\" entry=\"sk\" count=\"12\" leader=\"true\"/>");

  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "unit.leader"),
                    "Heavy Infantry has no leader; soldiers are organized into units including a leader. "
                    "Mark its leader figure.");
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "unit.figures"),
                    "Light Infantry has no figures. Give it its figures or remove it.");
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "unit.crew"),
                    "Surus: the rules give no crew for its models, which are removed when all their "
                    "crew are hit. Enter the crew each model carries.");
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "unit.elephants"),
                    "Surus has 2 elephants; each elephant is usually a separate unit.");
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "unit.missile"),
                    "Skirmishers are Skirmishers but have no missile weapon, so they roll no shooting "
                    "dice and have no range. Choose their weapon.");
  ck_assert_double_eq (value (evaluation, "u4", "shooting_dice"), 0);
  ck_assert (!mu_evaluation_is_legal (evaluation));
}
END_TEST

/* A list row must name one of the ruleset's unit types. */
START_TEST (test_list_type)
{
  const char *xml = "<army-list xmlns=\"urn:io.github.muster:1\" id=\"t\" ruleset=\"moh\" "
                    "revision=\"1\" name=\"T\"><entry id=\"x\" name=\"X\" type=\"XX\"/></army-list>";
  g_autoptr(GError) error = NULL;
  g_autoptr(MuArmyList) list
             = mu_army_list_load_data (xml, strlen (xml), "t.xml", mu_test_library ()->rulesets, &error);

  ck_assert_ptr_null (list);
  ck_assert_str_eq (error->message, "t.xml:1: row “x” names no Meeting of Hosts unit type (“XX”)");
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("moh");
  TCase *figures = tcase_create ("figures");
  TCase *rules = tcase_create ("rules");

  tcase_add_test (figures, test_legion_army);
  tcase_add_test (figures, test_legion_units);
  tcase_add_test (figures, test_phalanx);
  tcase_add_test (figures, test_types);
  tcase_add_test (figures, test_models);
  tcase_add_test (rules, test_generals);
  tcase_add_test (rules, test_general_moves);
  tcase_add_test (rules, test_general_order);
  tcase_add_test (rules, test_unit_rules);
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
