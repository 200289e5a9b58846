/* test-pharaoh-costs.c: For the Pharaoh points, term by term: every line of
 * the points tables (L1307–L1347), the model percentages and every reading
 * of the ambiguous ones
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-issue.h"
#include "mu-test.h"

#define INF "type=\"infantry\" order=\"close\" "
#define OPT(id, value) "<option id=\"" id "\" value=\"" value "\"/>"

static MuEvaluation *
evaluate (const char *options, const char *command)
{
  g_autofree char *xml = g_strdup_printf ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                          "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" "
                                          "ruleset=\"pharaoh\" list=\"akkadian-sumerian-ur\" "
                                          "list-revision=\"1\"><army points-limit=\"10000\"/>%s"
                                          "<command name=\"Test\">%s</command></roster>\n",
                                          options, command);

  return mu_test_evaluate_xml (xml);
}

/* What one figure (or model) of a freely built unit costs. */
static double
cost_with (const char *options, const char *attrs)
{
  g_autofree char *unit = g_strdup_printf ("<unit id=\"u1\" entry=\"custom\" count=\"4\" %s/>", attrs);
  g_autoptr(MuEvaluation) evaluation = evaluate (options, unit);
  MuUnitResult *result = mu_evaluation_unit (evaluation, "u1");

  ck_assert_ptr_nonnull (result);
  return mu_test_figure (result->figures, "points_per_figure");
}

static double
cost (const char *attrs)
{
  return cost_with ("", attrs);
}

START_TEST (test_class_base)
{
  ck_assert_double_eq (cost (INF "class=\"e\""), 1);
  ck_assert_double_eq (cost (INF "class=\"d\""), 3);
  ck_assert_double_eq (cost (INF "class=\"c\""), 5);
  ck_assert_double_eq (cost (INF "class=\"b\""), 7);
  ck_assert_double_eq (cost (INF "class=\"a\""), 9);
  ck_assert_double_eq (cost (INF "class=\"a-plus\""), 11);
  /* regulars and irregulars cost the same (L1304); order costs nothing */
  ck_assert_double_eq (cost (INF "class=\"c\" status=\"irregular\""), 5);
  ck_assert_double_eq (cost ("type=\"infantry\" order=\"open\" class=\"c\""), 5);
}
END_TEST

START_TEST (test_fanatic_mercenary)
{
  ck_assert_double_eq (cost (INF "class=\"c\" fanatic=\"true\""), 6);
  ck_assert_double_eq (cost (INF "class=\"c\" mercenary=\"true\""), 4);
  ck_assert_double_eq (cost (INF "class=\"e\" mercenary=\"true\""), 0);
  ck_assert_double_eq (cost_with (OPT ("mercenary-floor", "one"), INF "class=\"e\" mercenary=\"true\""), 1);
}
END_TEST

START_TEST (test_armour_and_shields)
{
  ck_assert_double_eq (cost (INF "class=\"c\" armour=\"light\""), 5);
  ck_assert_double_eq (cost (INF "class=\"c\" armour=\"medium\""), 6);
  ck_assert_double_eq (cost (INF "class=\"c\" armour=\"heavy\""), 8);
  ck_assert_double_eq (cost (INF "class=\"c\" shield=\"buckler\""), 6);
  ck_assert_double_eq (cost (INF "class=\"c\" shield=\"pavise\""), 6);
  ck_assert_double_eq (cost (INF "class=\"c\" shield=\"shield\""), 7);
  ck_assert_double_eq (cost (INF "class=\"c\" shield=\"mantlet\""), 7);
}
END_TEST

START_TEST (test_each_weapon)
{
  const char *codes[] = { "OW",  "B",   "D",   "J",   "M", "SSp", "S",    "A", "CB",
                          "JTS", "LSp", "2HM", "2HA", "L", "Sw",  "2HSw", "P" };
  const double extra[] = { 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 4, 4 };

  for (guint i = 0; i < G_N_ELEMENTS (codes); i++)
    {
      g_autofree char *attrs = g_strdup_printf (INF "class=\"c\" weapons=\"%s\"", codes[i]);
      ck_assert_msg (cost (attrs) == 5 + extra[i], "%s costs %g", codes[i], cost (attrs) - 5);
    }
}
END_TEST

START_TEST (test_multiple_weapons)
{
  /* two +1, three +3, four +6, and "Etc." one more each step: five +10 */
  ck_assert_double_eq (cost (INF "class=\"c\" weapons=\"J LSp\""), 5 + 1 + 2 + 1);
  ck_assert_double_eq (cost (INF "class=\"c\" weapons=\"J LSp Sw\""), 5 + 6 + 3);
  ck_assert_double_eq (cost (INF "class=\"c\" weapons=\"J LSp Sw A\""), 5 + 8 + 6);
  ck_assert_double_eq (cost (INF "class=\"c\" weapons=\"J LSp Sw A M\""), 5 + 9 + 10);
  /* other weapons are no primary weapon */
  ck_assert_double_eq (cost (INF "class=\"c\" weapons=\"OW J\""), 6);
  /* a shield counts only under the other reading */
  ck_assert_double_eq (cost (INF "class=\"c\" weapons=\"J\" shield=\"shield\""), 8);
  ck_assert_double_eq (
      cost_with (OPT ("primary-weapons", "with-shields"), INF "class=\"c\" weapons=\"J\" shield=\"shield\""),
      9);
  /* two other weapons: no price, or a second primary weapon */
  ck_assert_double_eq (cost (INF "class=\"c\" weapons=\"2OW SSp\""), 6);
  ck_assert_double_eq (
      cost_with (OPT ("two-other-weapons", "second-weapon"), INF "class=\"c\" weapons=\"2OW SSp\""), 7);
}
END_TEST

START_TEST (test_mounts_and_orders)
{
  ck_assert_double_eq (cost ("type=\"cavalry\" order=\"open\" class=\"d\""), 5);
  ck_assert_double_eq (cost ("type=\"cavalry\" order=\"open\" class=\"d\" barding=\"true\""), 10);
  ck_assert_double_eq (cost ("type=\"mounted-infantry\" order=\"close\" class=\"c\""), 6);
  ck_assert_double_eq (cost (INF "class=\"c\" pack-animal=\"true\""), 6);
  ck_assert_double_eq (cost ("type=\"cavalry\" order=\"open\" class=\"c\" camel=\"true\""), 8);
  ck_assert_double_eq (cost ("type=\"cavalry\" order=\"open\" class=\"c\" arab=\"true\""), 8);
  ck_assert_double_eq (cost (INF "class=\"c\" second-order=\"open\""), 6);
}
END_TEST

/* The notes' first-principles figures (section 3.4). */
START_TEST (test_worked_figures)
{
  ck_assert_double_eq (cost (INF "class=\"a\" armour=\"medium\" shield=\"shield\" weapons=\"LSp\""), 14);
  ck_assert_double_eq (cost (INF "class=\"a\" armour=\"medium\" shield=\"shield\" weapons=\"LSp\" "
                                 "fanatic=\"true\""),
                       15);
  ck_assert_double_eq (cost ("type=\"cavalry\" order=\"medium\" class=\"b\" armour=\"medium\" "
                             "shield=\"shield\" weapons=\"J LSp\" arab=\"true\""),
                       17);
}
END_TEST

START_TEST (test_model_bases_and_classes)
{
  ck_assert_double_eq (cost ("type=\"wagon\" class=\"c\""), 10);
  ck_assert_double_eq (cost ("type=\"light-chariot\" class=\"c\""), 20);
  ck_assert_double_eq (cost ("type=\"battle-cart\" class=\"c\""), 30);
  ck_assert_double_eq (cost ("type=\"heavy-chariot\" class=\"c\""), 40);
  ck_assert_double_eq (cost ("type=\"light-chariot\" class=\"a-plus\""), 32);
  ck_assert_double_eq (cost ("type=\"light-chariot\" class=\"a\""), 28);
  ck_assert_double_eq (cost ("type=\"light-chariot\" class=\"b\""), 24);
  ck_assert_double_eq (cost ("type=\"light-chariot\" class=\"d\""), 16);
  ck_assert_double_eq (cost ("type=\"heavy-chariot\" class=\"e\""), 24);
  ck_assert_double_eq (cost ("type=\"light-chariot\" class=\"c\" fanatic=\"true\""), 22);
  ck_assert_double_eq (cost ("type=\"light-chariot\" class=\"c\" mercenary=\"true\""), 18);
}
END_TEST

START_TEST (test_model_extras_order)
{
  const char *scythed = "type=\"heavy-chariot\" class=\"b\" scythes=\"true\"";
  const char *barded = "type=\"heavy-chariot\" class=\"b\" barding=\"true\"";

  ck_assert_double_eq (cost (scythed), 60);
  ck_assert_double_eq (cost (barded), 60);
  ck_assert_double_eq (cost_with (OPT ("model-extras", "after-percent"), scythed), 58);
  ck_assert_double_eq (cost_with (OPT ("model-extras", "after-percent"), barded), 58);
}
END_TEST

START_TEST (test_model_percentages_and_rounding)
{
  const char *fanatic_b = "type=\"light-chariot\" class=\"b\" fanatic=\"true\"";

  ck_assert_double_eq_tol (cost (fanatic_b), 26.4, 1e-9);
  ck_assert_double_eq (cost_with (OPT ("model-percentages", "additive"), fanatic_b), 26);
  ck_assert_double_eq (cost_with (OPT ("model-rounding", "nearest"), fanatic_b), 26);
  ck_assert_double_eq (cost_with (OPT ("model-rounding", "up"), fanatic_b), 27);
  ck_assert_double_eq (cost_with (OPT ("model-rounding", "down"), fanatic_b), 26);
  ck_assert_double_eq_tol (cost ("type=\"light-chariot\" class=\"d\" mercenary=\"true\""), 14.4, 1e-9);
  ck_assert_double_eq (cost_with (OPT ("model-rounding", "nearest"),
                                  "type=\"light-chariot\" class=\"c\" mercenary=\"true\" "
                                  "fanatic=\"true\""),
                       20);
}
END_TEST

static double
general_cost (const char *options, const char *rating)
{
  g_autofree char *general = g_strdup_printf ("<general name=\"G\" entry=\"general\" rating=\"%s\" "
                                              "role=\"c-in-c\"/>",
                                              rating);
  g_autoptr(MuEvaluation) evaluation = evaluate (options, general);

  return evaluation->points;
}

START_TEST (test_general_costs)
{
  ck_assert_double_eq (general_cost ("", "0"), 100);
  ck_assert_double_eq (general_cost ("", "1"), 300);
  ck_assert_double_eq (general_cost ("", "3"), 700);
  ck_assert_double_eq (general_cost ("", "6"), 1300);
  ck_assert_double_eq (general_cost (OPT ("general-cost", "per-star"), "0"), 100);
  ck_assert_double_eq (general_cost (OPT ("general-cost", "per-star"), "1"), 200);
  ck_assert_double_eq (general_cost (OPT ("general-cost", "per-star"), "3"), 600);
}
END_TEST

START_TEST (test_specialists_and_field_works)
{
  g_autoptr(MuEvaluation) evaluation
             = evaluate ("", "<unit id=\"s\" entry=\"specialist\" count=\"2\"/>"
                             "<unit id=\"d\" entry=\"ditch\" count=\"3\"/>"
                             "<unit id=\"p\" entry=\"palisade\" count=\"1\"/>"
                             "<unit id=\"b\" entry=\"ditch-and-palisade\" count=\"2\"/>"
                             "<unit id=\"x\" entry=\"plashing\" count=\"4\"/>");

  ck_assert_double_eq (mu_evaluation_unit (evaluation, "s")->points, 20);
  ck_assert_double_eq (mu_evaluation_unit (evaluation, "d")->points, 30);
  ck_assert_double_eq (mu_evaluation_unit (evaluation, "p")->points, 10);
  ck_assert_double_eq (mu_evaluation_unit (evaluation, "b")->points, 40);
  ck_assert_double_eq (mu_evaluation_unit (evaluation, "x")->points, 40);
  ck_assert_double_eq (evaluation->points, 140);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "other_points"), 140);
}
END_TEST

/* A list row's price; the Battle-Carts' printed 26 stands against the
 * tables' 24 until the unit is changed. */
START_TEST (test_list_rows)
{
  g_autoptr(MuEvaluation) evaluation
             = evaluate ("", "<unit id=\"u1\" entry=\"battle-carts\" count=\"5\"/>"
                             "<unit id=\"u2\" entry=\"battle-carts\" count=\"5\" class=\"c\"/>"
                             "<unit id=\"u3\" entry=\"spearmen-p\" count=\"24\"/>");

  ck_assert_double_eq (mu_test_figure (mu_evaluation_unit (evaluation, "u1")->figures, "points_per_figure"),
                       26);
  ck_assert_double_eq (mu_evaluation_unit (evaluation, "u1")->points, 130);
  ck_assert_double_eq (mu_test_figure (mu_evaluation_unit (evaluation, "u2")->figures, "points_per_figure"),
                       30);
  ck_assert_double_eq (mu_evaluation_unit (evaluation, "u3")->points, 216);
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "unit.changed"),
                    "Battle-Carts: changed from the list's row (class C) and priced from the points "
                    "tables at 30 a figure; the book lets players change armour, class, order or "
                    "weapons.");
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("pharaoh-costs");
  TCase *figures = tcase_create ("figures");
  TCase *models = tcase_create ("models");
  TCase *other = tcase_create ("other");

  tcase_add_test (figures, test_class_base);
  tcase_add_test (figures, test_fanatic_mercenary);
  tcase_add_test (figures, test_armour_and_shields);
  tcase_add_test (figures, test_each_weapon);
  tcase_add_test (figures, test_multiple_weapons);
  tcase_add_test (figures, test_mounts_and_orders);
  tcase_add_test (figures, test_worked_figures);
  tcase_add_test (models, test_model_bases_and_classes);
  tcase_add_test (models, test_model_extras_order);
  tcase_add_test (models, test_model_percentages_and_rounding);
  tcase_add_test (other, test_general_costs);
  tcase_add_test (other, test_specialists_and_field_works);
  tcase_add_test (other, test_list_rows);
  suite_add_tcase (s, figures);
  suite_add_tcase (s, models);
  suite_add_tcase (s, other);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
