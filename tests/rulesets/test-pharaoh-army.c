/* test-pharaoh-army.c: For the Pharaoh figures (groups, morale and its dice,
 * movement, ranges, scouting), every validation rule with its exact
 * message, and the worked army under both readings of the general costs
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
#include "mu-roster.h"
#include "mu-ruleset-class.h"
#include "mu-ruleset.h"
#include "mu-test.h"

#define OPT(id, value) "<option id=\"" id "\" value=\"" value "\"/>"
#define CO "entry=\"custom\" type=\"infantry\" order=\"close\" "

static MuEvaluation *
evaluate (const char *options, const char *command)
{
  g_autofree char *xml = g_strdup_printf ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                          "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" "
                                          "ruleset=\"pharaoh\" list=\"akkadian-sumerian-ur\" "
                                          "list-revision=\"1\"><army points-limit=\"4000\"/>%s"
                                          "<command name=\"Test\">%s</command></roster>\n",
                                          options, command);

  return mu_test_evaluate_xml (xml);
}

static MuEvaluation *
evaluate_unit (const char *options, const char *attrs)
{
  g_autofree char *unit = g_strdup_printf ("<unit id=\"u1\" %s/>", attrs);

  return evaluate (options, unit);
}

static double
unit_figure (MuEvaluation *evaluation, const char *key)
{
  return mu_test_figure (mu_evaluation_unit (evaluation, "u1")->figures, key);
}

static const char *
unit_text (MuEvaluation *evaluation, const char *key)
{
  const MuFigure *figure = mu_figures_lookup (mu_evaluation_unit (evaluation, "u1")->figures, key);

  ck_assert_msg (figure != NULL && figure->text != NULL, "no text figure %s", key);
  return figure->text;
}

static double
figure_of (const char *options, const char *attrs, const char *key)
{
  g_autoptr(MuEvaluation) evaluation = evaluate_unit (options, attrs);

  return unit_figure (evaluation, key);
}

/* Figures */

START_TEST (test_groups)
{
  g_autoptr(MuEvaluation) co = evaluate_unit ("", CO "class=\"c\" count=\"10\"");
  g_autoptr(MuEvaluation) models = evaluate_unit ("", "entry=\"chariots\" count=\"3\"");

  ck_assert_double_eq (unit_figure (co, "groups"), 2);
  ck_assert_double_eq (unit_figure (co, "partial_groups"), 1);
  ck_assert_str_eq (unit_text (co, "groups"), "2 and a partial group of 2");
  ck_assert_double_eq (figure_of ("",
                                  "entry=\"custom\" type=\"infantry\" order=\"medium\" class=\"c\" "
                                  "count=\"7\"",
                                  "groups"),
                       2);
  ck_assert_double_eq (figure_of ("", "entry=\"archers-oo\" count=\"12\"", "groups"), 6);
  ck_assert_double_eq (unit_figure (models, "groups"), 3);
  ck_assert_ptr_null (mu_figures_lookup (mu_evaluation_unit (models, "u1")->figures, "partial_groups"));
}
END_TEST

START_TEST (test_intrinsic_morale)
{
  ck_assert_double_eq (figure_of ("", CO "class=\"c\" count=\"4\"", "morale"), 9);
  ck_assert_double_eq (figure_of ("", CO "class=\"c\" count=\"4\" fanatic=\"true\"", "morale"), 7);
  ck_assert_double_eq (figure_of ("", CO "class=\"c\" count=\"4\" mercenary=\"true\"", "morale"), 11);
  ck_assert_double_eq (figure_of ("", CO "class=\"a-plus\" count=\"4\" fanatic=\"true\"", "morale"), 1);
  ck_assert_double_eq (figure_of (OPT ("morale-beyond-table", "cap"),
                                  CO "class=\"a-plus\" count=\"4\" fanatic=\"true\"", "morale"),
                       3);
  ck_assert_double_eq (figure_of ("", CO "class=\"e\" count=\"4\" mercenary=\"true\"", "morale"), 15);
  ck_assert_double_eq (figure_of (OPT ("morale-beyond-table", "cap"),
                                  CO "class=\"e\" count=\"4\" mercenary=\"true\"", "morale"),
                       13);
}
END_TEST

#define MIXED(a, b, c)                                                                                       \
  "<unit id=\"u1\" " CO "class=\"" a "\" count=\"8\">"                                                       \
  "<unit id=\"u2\" " CO "class=\"" b "\" count=\"4\"/>"                                                      \
  "<unit id=\"u3\" " CO "class=\"" c "\" count=\"4\"/></unit>"

START_TEST (test_mixed_morale)
{
  g_autoptr(MuEvaluation) two = evaluate ("", "<unit id=\"u1\" " CO "class=\"c\" count=\"8\">"
                                               "<unit id=\"u2\" " CO "class=\"b\" count=\"4\"/></unit>");
  g_autoptr(MuEvaluation) three = evaluate ("", MIXED ("a", "c", "d"));
  g_autoptr(MuEvaluation) better = evaluate (OPT ("mixed-morale-rounding", "better"), MIXED ("a", "c", "d"));
  g_autoptr(MuEvaluation) worse = evaluate (OPT ("mixed-morale-rounding", "worse"), MIXED ("a", "c", "d"));
  MuUnitResult *sub = mu_evaluation_unit (two, "u2");

  ck_assert_double_eq (unit_figure (two, "morale"), 8);
  ck_assert_double_eq (unit_figure (two, "points"), 8 * 5 + 4 * 7);
  ck_assert_double_eq (unit_figure (two, "figures"), 12);
  ck_assert_str_eq (unit_text (two, "points_per_figure"), "5 / 7");
  ck_assert_double_eq (mu_test_figure (sub->figures, "morale"), 7);
  ck_assert_double_eq (mu_test_figure (sub->figures, "points"), 28);
  ck_assert_double_eq_tol (unit_figure (three, "morale"), 25.0 / 3, 1e-9);
  ck_assert_double_eq (unit_figure (better, "morale"), 8);
  ck_assert_double_eq (unit_figure (worse, "morale"), 9);
}
END_TEST

START_TEST (test_morale_dice)
{
  g_autoptr(MuEvaluation) spearmen = evaluate_unit ("", "entry=\"spearmen-l\" count=\"24\"");
  g_autoptr(MuEvaluation) levy = evaluate_unit ("", "entry=\"levy\" count=\"30\"");
  g_autoptr(MuEvaluation) chariots = evaluate_unit ("", "entry=\"household-chariots\" count=\"6\"");
  g_autoptr(MuEvaluation) hits
             = evaluate_unit (OPT ("model-casualties", "hits"), "entry=\"household-chariots\" count=\"6\"");

  ck_assert_str_eq (unit_text (spearmen, "morale_dice"), "4D6 19–24 · 3D6 13–18 · 2D6 7–12 · 1D6 1–6");
  ck_assert_double_eq (unit_figure (spearmen, "morale_3_dice_at"), 18);
  ck_assert_double_eq (unit_figure (spearmen, "morale_2_dice_at"), 12);
  ck_assert_double_eq (unit_figure (spearmen, "morale_1_die_at"), 6);
  ck_assert_str_eq (unit_text (levy, "morale_dice"), "4D6 23–30 · 3D6 16–22 · 2D6 8–15 · 1D6 1–7");
  ck_assert_str_eq (unit_text (chariots, "morale_dice"), "4D6 5–6 · 3D6 4 · 2D6 2–3 · 1D6 1");
  ck_assert_double_eq (unit_figure (chariots, "morale_3_dice_at"), 4);
  ck_assert_str_eq (unit_text (hits, "morale_dice"), "4D6 5–6 · 3D6 3½–4½ · 2D6 2–3 · 1D6 ½–1½");
  ck_assert_double_eq (unit_figure (hits, "morale_3_dice_at"), 4.5);
}
END_TEST

START_TEST (test_movement)
{
  ck_assert_double_eq (figure_of ("", CO "class=\"c\" count=\"4\"", "movement"), 6);
  ck_assert_double_eq (figure_of ("", CO "class=\"c\" count=\"4\"", "bonus"), 2);
  ck_assert_double_eq (figure_of ("", "entry=\"levy\" count=\"6\"", "movement"), 9);
  ck_assert_double_eq (figure_of ("", "entry=\"archers-oo\" count=\"6\"", "movement"), 12);
  ck_assert_double_eq (figure_of ("",
                                  "entry=\"custom\" type=\"cavalry\" order=\"close\" class=\"c\" "
                                  "count=\"4\"",
                                  "movement"),
                       12);
  ck_assert_double_eq (figure_of ("",
                                  "entry=\"custom\" type=\"cavalry\" order=\"medium\" class=\"c\" "
                                  "count=\"3\"",
                                  "bonus"),
                       6);
  ck_assert_double_eq (figure_of ("",
                                  "entry=\"custom\" type=\"mounted-infantry\" order=\"open\" "
                                  "class=\"c\" count=\"2\"",
                                  "movement"),
                       24);
  ck_assert_double_eq (figure_of ("", "entry=\"chariots\" count=\"2\"", "movement"), 20);
  ck_assert_double_eq (
      figure_of ("", "entry=\"custom\" type=\"heavy-chariot\" class=\"c\" count=\"2\"", "movement"), 15);
  ck_assert_double_eq (figure_of ("", "entry=\"battle-carts\" count=\"2\"", "bonus"), 2);
  ck_assert_double_eq (figure_of ("", "entry=\"custom\" type=\"wagon\" class=\"c\" count=\"2\"", "movement"),
                       5);
  ck_assert_double_eq (figure_of (OPT ("figure-scale", "25"), CO "class=\"c\" count=\"4\"", "movement"), 12);
  ck_assert_double_eq (figure_of (OPT ("figure-scale", "5"), CO "class=\"c\" count=\"4\"", "movement"), 3);
  ck_assert_double_eq (figure_of (OPT ("figure-scale", "10-as-5"), CO "class=\"c\" count=\"4\"", "bonus"), 1);
  ck_assert_double_eq (figure_of (OPT ("figure-scale", "10-as-15"), CO "class=\"c\" count=\"4\"", "bonus"),
                       2);
}
END_TEST

START_TEST (test_ranges)
{
  g_autoptr(MuEvaluation) archers = evaluate_unit ("", "entry=\"archers-oo\" count=\"6\"");
  g_autoptr(MuEvaluation) javelins
             = evaluate_unit (OPT ("figure-scale", "5"), "entry=\"allied-javelin-men\" count=\"6\"");
  g_autoptr(MuEvaluation) chariots = evaluate_unit ("", "entry=\"chariots\" count=\"6\"");
  g_autoptr(MuEvaluation) unarmed
             = evaluate_unit (OPT ("chariot-ranges", "none"), "entry=\"chariots\" count=\"6\"");
  g_autoptr(MuEvaluation) two = evaluate_unit ("", CO "class=\"c\" count=\"4\" weapons=\"J CB\"");

  ck_assert_str_eq (unit_text (archers, "ranges"), "CB 6/12/24 cm");
  ck_assert_str_eq (unit_text (javelins, "ranges"), "J ½/1/2 cm");
  ck_assert_str_eq (unit_text (chariots, "ranges"), "LCh 2/4/8 cm");
  ck_assert_ptr_null (mu_figures_lookup (mu_evaluation_unit (unarmed, "u1")->figures, "ranges"));
  ck_assert_str_eq (unit_text (two, "ranges"), "J 1/2/4, CB 6/12/24 cm");
}
END_TEST

START_TEST (test_scouting)
{
  ck_assert_double_eq (figure_of ("", "entry=\"scouts\" count=\"2\"", "scouting_points"), 6);
  ck_assert_double_eq (figure_of ("",
                                  "entry=\"custom\" type=\"cavalry\" order=\"open\" class=\"c\" "
                                  "count=\"2\"",
                                  "scouting_points"),
                       4);
  ck_assert_double_eq (figure_of ("",
                                  "entry=\"custom\" type=\"cavalry\" order=\"medium\" class=\"c\" "
                                  "count=\"3\"",
                                  "scouting_points"),
                       3);
  ck_assert_double_eq (figure_of ("",
                                  "entry=\"custom\" type=\"cavalry\" order=\"close\" class=\"c\" "
                                  "count=\"4\"",
                                  "scouting_points"),
                       2);
  ck_assert_double_eq (figure_of ("",
                                  "entry=\"custom\" type=\"cavalry\" order=\"open\" class=\"c\" "
                                  "count=\"2\" barding=\"true\"",
                                  "scouting_points"),
                       0);
  ck_assert_double_eq (figure_of ("",
                                  "entry=\"custom\" type=\"mounted-infantry\" order=\"open\" "
                                  "class=\"c\" count=\"2\"",
                                  "scouting_points"),
                       4);
  ck_assert_double_eq (figure_of ("", "entry=\"archers-oo\" count=\"4\"", "scouting_points"), 2);
  ck_assert_double_eq (figure_of ("", "entry=\"levy\" count=\"6\"", "scouting_points"), 0);
  ck_assert_double_eq (figure_of ("", "entry=\"chariots\" count=\"3\"", "scouting_points"), 1.5);
  ck_assert_double_eq (figure_of ("", "entry=\"scout-chariots\" count=\"3\"", "scouting_points"), 1.5);
  ck_assert_double_eq (
      figure_of ("", "entry=\"custom\" type=\"heavy-chariot\" class=\"c\" count=\"2\"", "scouting_points"),
      0);
}
END_TEST

START_TEST (test_ranks)
{
  ck_assert_double_eq (figure_of ("", CO "class=\"c\" count=\"4\" weapons=\"CB\"", "shooting_ranks"), 3);
  ck_assert_double_eq (figure_of ("", CO "class=\"c\" count=\"4\" weapons=\"J\"", "shooting_ranks"), 2);
  ck_assert_double_eq (figure_of ("", CO "class=\"c\" count=\"4\" weapons=\"JTS\"", "shooting_ranks"), 1);
  ck_assert_double_eq (figure_of ("", CO "class=\"c\" count=\"4\" weapons=\"B\"", "shooting_ranks"), 3);
  ck_assert_double_eq (
      figure_of (OPT ("bow-ranks", "front"), CO "class=\"c\" count=\"4\" weapons=\"B\"", "shooting_ranks"),
      1);
  ck_assert_double_eq (figure_of ("",
                                  "entry=\"custom\" type=\"cavalry\" order=\"open\" class=\"c\" "
                                  "count=\"2\" weapons=\"CB\"",
                                  "shooting_ranks"),
                       1);
  ck_assert_double_eq (figure_of ("", CO "class=\"c\" count=\"4\" weapons=\"SSp\"", "fighting_ranks"), 1);
  ck_assert_double_eq (figure_of ("", CO "class=\"c\" count=\"4\" weapons=\"LSp\"", "fighting_ranks"), 2);
  ck_assert_double_eq (figure_of ("", CO "class=\"c\" count=\"4\" weapons=\"L\"", "fighting_ranks"), 3);
  ck_assert_double_eq (figure_of ("", CO "class=\"c\" count=\"4\" weapons=\"P\"", "fighting_ranks"), 4);
  ck_assert_double_eq (figure_of ("",
                                  "entry=\"custom\" type=\"cavalry\" order=\"close\" class=\"c\" "
                                  "count=\"4\" weapons=\"LSp\"",
                                  "fighting_ranks"),
                       1);
}
END_TEST

START_TEST (test_enemy_dice)
{
  g_autoptr(MuEvaluation) shields = evaluate_unit ("", "entry=\"allied-tribesmen\" count=\"6\"");
  g_autoptr(MuEvaluation) pavise = evaluate_unit ("", CO "class=\"c\" count=\"4\" shield=\"pavise\"");
  g_autoptr(MuEvaluation) barded = evaluate_unit ("", "entry=\"custom\" type=\"cavalry\" order=\"close\" "
                                                       "class=\"c\" count=\"4\" barding=\"true\"");
  g_autoptr(MuEvaluation) shielded = evaluate_unit ("", "entry=\"custom\" type=\"cavalry\" order=\"close\" "
                                                         "class=\"c\" count=\"4\" shield=\"shield\"");
  g_autoptr(MuEvaluation) either = evaluate_unit (OPT ("mounted-melee-die", "either"),
                                                   "entry=\"custom\" type=\"cavalry\" order=\"close\" "
                                                   "class=\"c\" count=\"4\" shield=\"shield\"");

  ck_assert_str_eq (unit_text (shields, "enemy_dice"), "d12 shot at, d12 in melee");
  ck_assert_str_eq (unit_text (pavise, "enemy_dice"), "d12 shot at, d10 in melee");
  ck_assert_str_eq (unit_text (barded, "enemy_dice"),
                    "d12 shot at, d12 in melee with foot, d10 with mounted");
  ck_assert_str_eq (unit_text (shielded, "enemy_dice"),
                    "d10 shot at, d10 in melee with foot, d12 with mounted");
  ck_assert_str_eq (unit_text (either, "enemy_dice"),
                    "d10 shot at, d12 in melee with foot, d12 with mounted");
}
END_TEST

START_TEST (test_dismounted)
{
  g_autoptr(MuEvaluation) close = evaluate_unit ("", "entry=\"custom\" type=\"mounted-infantry\" "
                                                      "order=\"close\" class=\"c\" count=\"24\"");
  g_autoptr(MuEvaluation) medium = evaluate_unit ("", "entry=\"custom\" type=\"mounted-infantry\" "
                                                       "order=\"medium\" class=\"c\" count=\"10\"");
  g_autoptr(MuEvaluation) open = evaluate_unit ("", "entry=\"custom\" type=\"mounted-infantry\" "
                                                     "order=\"open\" class=\"c\" count=\"4\"");
  g_autoptr(MuEvaluation) foot = evaluate_unit ("", CO "class=\"c\" count=\"4\"");

  ck_assert_str_eq (unit_text (close, "dismounted"), "18 medium order foot and 6 horse-holders");
  ck_assert_str_eq (unit_text (medium, "dismounted"),
                    "6 open order foot and 3 horse-holders; the rules do not say how the partial group "
                    "of 1 dismounts");
  ck_assert_str_eq (unit_text (open, "dismounted"), "not given by the rules");
  ck_assert_ptr_null (mu_figures_lookup (mu_evaluation_unit (foot, "u1")->figures, "dismounted"));
}
END_TEST

/* Validation */

static const char *
message (MuEvaluation *evaluation, const char *code)
{
  const char *text = mu_test_issue_with_code (evaluation, code);

  ck_assert_msg (text != NULL, "no issue %s", code);
  return text;
}

static MuSeverity
severity (MuEvaluation *evaluation, const char *code)
{
  for (guint i = 0; i < evaluation->issues->len; i++)
    {
      MuIssue *issue = evaluation->issues->pdata[i];
      if (g_str_equal (issue->code, code))
        return issue->severity;
    }
  ck_abort_msg ("no issue %s", code);
  return MU_SEVERITY_NOTE;
}

START_TEST (test_group_minimum)
{
  g_autoptr(MuEvaluation) short_unit = evaluate_unit ("", CO "class=\"c\" count=\"3\" name=\"Guards\"");
  g_autoptr(MuEvaluation) enough = evaluate_unit ("", CO "class=\"c\" count=\"4\"");

  ck_assert_str_eq (message (short_unit, "unit.group-min"),
                    "Guards (Reg C LI CO OW): 3 figures; a unit or sub-unit needs at least one "
                    "complete group of 4 Close order figures. Add 1.");
  ck_assert_int_eq (severity (short_unit, "unit.group-min"), MU_SEVERITY_ERROR);
  ck_assert_uint_eq (mu_test_count_code (enough, "unit.group-min"), 0);
}
END_TEST

START_TEST (test_one_partial_group)
{
  g_autoptr(MuEvaluation) split
             = evaluate ("", "<unit id=\"u1\" " CO "class=\"c\" count=\"5\" name=\"Spears\">"
                             "<unit id=\"u2\" " CO "class=\"c\" count=\"5\"/></unit>");
  g_autoptr(MuEvaluation) mixed = evaluate ("", "<unit id=\"u1\" " CO "class=\"c\" count=\"5\">"
                                                 "<unit id=\"u2\" " CO "class=\"b\" count=\"5\"/></unit>");

  ck_assert_str_eq (message (split, "unit.partial-groups"),
                    "Spears: its Reg C LI CO OW troops have two partial groups (1 and 1 figures); a "
                    "unit or sub-unit may have only one. Merge them or make the groups complete.");
  ck_assert_uint_eq (mu_test_count_code (mixed, "unit.partial-groups"), 0);
}
END_TEST

START_TEST (test_mixed_class_needs_groups)
{
  g_autoptr(MuEvaluation) evaluation
             = evaluate ("", "<unit id=\"u1\" " CO "class=\"c\" count=\"8\" name=\"Spears\">"
                             "<unit id=\"u2\" " CO "class=\"b\" count=\"3\"/></unit>");

  ck_assert_str_eq (message (evaluation, "unit.mixed-class"),
                    "Spears: the Reg B LI CO OW troops (morale 7) have 3 figures, less than a "
                    "complete group of 4; a mixed unit needs a complete group of each class for its "
                    "morale to be averaged, so it tests at 9. Add 1 figures.");
  ck_assert_double_eq (unit_figure (evaluation, "morale"), 9);
}
END_TEST

START_TEST (test_list_maxima)
{
  g_autoptr(MuEvaluation) over = evaluate_unit ("", "entry=\"household-chariots\" count=\"13\"");
  g_autoptr(MuEvaluation) shared
             = evaluate ("", "<unit id=\"u1\" entry=\"household-spearmen-p\" count=\"100\"/>"
                             "<unit id=\"u2\" entry=\"household-spearmen-lsp\" count=\"48\"/>");
  g_autoptr(MuEvaluation) per_row = evaluate (
      OPT ("shared-maximum", "per-row"), "<unit id=\"u1\" entry=\"household-spearmen-p\" count=\"100\"/>"
                                         "<unit id=\"u2\" entry=\"household-spearmen-lsp\" count=\"48\"/>");

  ck_assert_str_eq (message (over, "list.max"),
                    "Household Chariots: 13 taken, the list allows 0–12. Remove 1.");
  ck_assert_str_eq (message (shared, "list.cap"),
                    "Household Spearmen (P) and Household Spearmen (L) and Household Spearmen (LSp) and "
                    "Household Spearmen (SSp): 148 taken together; footnote No. allows at most 144. "
                    "Remove 4.");
  ck_assert_uint_eq (mu_test_count_code (per_row, "list.cap"), 0);
  ck_assert_uint_eq (mu_test_count_code (per_row, "list.max"), 0);
}
END_TEST

START_TEST (test_points_limit)
{
  g_autoptr(MuEvaluation) over
             = evaluate_unit ("", "entry=\"custom\" type=\"heavy-chariot\" class=\"a-plus\" "
                                  "count=\"70\"");

  ck_assert_double_eq (over->points, 4480);
  ck_assert_str_eq (message (over, "points.limit"),
                    "The army costs 4480 points; the limit is 4000. Remove 480 points.");
}
END_TEST

START_TEST (test_equipment_only_where_it_exists)
{
  g_autoptr(MuEvaluation) barding
             = evaluate_unit ("", CO "class=\"c\" count=\"4\" barding=\"true\" name=\"A\"");
  g_autoptr(MuEvaluation) scythes = evaluate_unit ("", "entry=\"custom\" type=\"battle-cart\" class=\"c\" "
                                                        "count=\"2\" scythes=\"true\" name=\"B\"");
  g_autoptr(MuEvaluation) camel = evaluate_unit ("", CO "class=\"c\" count=\"4\" camel=\"true\" name=\"C\"");
  g_autoptr(MuEvaluation) arab = evaluate_unit ("", "entry=\"chariots\" count=\"2\" arab=\"true\"");
  g_autoptr(MuEvaluation) horse = evaluate_unit ("", "entry=\"scouts\" count=\"2\" pack-animal=\"true\"");
  g_autoptr(MuEvaluation) legal
             = evaluate_unit ("", "entry=\"custom\" type=\"cavalry\" order=\"open\" "
                                  "class=\"c\" count=\"2\" barding=\"true\" camel=\"true\" "
                                  "arab=\"true\"");

  ck_assert_str_eq (message (barding, "unit.barding"),
                    "A: barding cannot be given to Infantry; only cavalry, camels and chariots have it. "
                    "Remove it.");
  ck_assert_str_eq (message (scythes, "unit.scythes"),
                    "B: scythes cannot be given to Battle-cart; only chariots have it. Remove it.");
  ck_assert_str_eq (message (camel, "unit.camel"),
                    "C: a camel cannot be given to Infantry; only cavalry and mounted infantry have it. "
                    "Remove it.");
  ck_assert_str_eq (message (arab, "unit.arab"),
                    "Chariots: an Arab horse cannot be given to Light chariot; only cavalry and mounted "
                    "infantry have it. Remove it.");
  ck_assert_str_eq (message (horse, "unit.pack-animal"),
                    "SCOUTS: a pack horse cannot be given to Cavalry; only infantry have it. Remove it.");
  ck_assert_uint_eq (mu_evaluation_count (legal, MU_SEVERITY_ERROR), 0);
}
END_TEST

START_TEST (test_unknown_weapon)
{
  g_autoptr(MuEvaluation) evaluation = evaluate_unit ("", CO "class=\"c\" count=\"4\" weapons=\"LSp Xb\"");

  ck_assert_str_eq (message (evaluation, "unit.weapons"),
                    "Troops built from the points tables: the rules have no weapon “Xb”; they are "
                    "priced at nothing. Use the book's codes (B, CB, D, J, S, JTS, M, 2HM, A, 2HA, Sw, "
                    "2HSw, SSp, LSp, L, P, OW, 2OW).");
  ck_assert_double_eq (unit_figure (evaluation, "points_per_figure"), 7);
}
END_TEST

START_TEST (test_general_rating)
{
  g_autoptr(MuEvaluation) seven
             = evaluate ("", "<general name=\"Sargon\" entry=\"general\" rating=\"7\" role=\"c-in-c\"/>");
  g_autoptr(MuEvaluation) six
             = evaluate ("", "<general name=\"Sargon\" entry=\"general\" rating=\"6\" role=\"c-in-c\"/>");

  ck_assert_str_eq (message (seven, "general.rating"),
                    "General Sargon is rated 7★; generals are rated from 0★ to 6★.");
  ck_assert_uint_eq (mu_test_count_code (six, "general.rating"), 0);
}
END_TEST

START_TEST (test_too_few_generals)
{
  g_autoptr(MuEvaluation) evaluation = evaluate (
      "", "<general name=\"K\" entry=\"general\" rating=\"3\" role=\"c-in-c\"/>"
          "<unit id=\"u1\" entry=\"levy\" count=\"10\"/><unit id=\"u2\" entry=\"levy\" count=\"10\"/>"
          "<unit id=\"u3\" entry=\"levy\" count=\"10\"/><unit id=\"u4\" entry=\"levy\" count=\"10\"/>");

  ck_assert_str_eq (message (evaluation, "army.generals"),
                    "The army has 1 C-in-C, 0 sub-generals and 0 regimental commanders for 4 units; "
                    "the book advises one C-in-C, two or three sub-generals and a regimental commander "
                    "for every two or three units (2 here). Too few generals leave units without orders.");
  ck_assert_int_eq (severity (evaluation, "army.generals"), MU_SEVERITY_WARNING);
}
END_TEST

START_TEST (test_allies_need_a_general)
{
  g_autoptr(MuEvaluation) without = evaluate ("", "<unit id=\"u1\" entry=\"allied-slingers\" count=\"6\"/>");
  g_autoptr(MuEvaluation) with = evaluate ("", "<general name=\"Chief\" entry=\"general\" allied=\"true\"/>"
                                                "<unit id=\"u1\" entry=\"allied-slingers\" count=\"6\"/>");

  ck_assert_str_eq (message (without, "allied.no-general"),
                    "Test has allied troops but no allied general; allies ignore the other generals, "
                    "and orders reach them only through a general of their own. Give the contingent an "
                    "allied general.");
  ck_assert_uint_eq (mu_test_count_code (with, "allied.no-general"), 0);
}
END_TEST

START_TEST (test_unit_size_advice)
{
  g_autoptr(MuEvaluation) seven = evaluate_unit ("", CO "class=\"c\" count=\"7\" name=\"Odd\"");
  g_autoptr(MuEvaluation) three = evaluate_unit ("", "entry=\"chariots\" count=\"3\"");

  ck_assert_str_eq (message (seven, "unit.size"),
                    "Odd: 7 figures; the book advises units of regulars in multiples of five or six, a "
                    "figure or two fewer at most.");
  ck_assert_str_eq (message (three, "unit.size"),
                    "Chariots: 3 models; the book advises units of models in multiples of five or six, "
                    "one model fewer at most.");
  for (guint i = 0; i < 4; i++)
    {
      const char *fine[] = { CO "class=\"c\" count=\"8\"", CO "class=\"c\" count=\"7\" status=\"irregular\"",
                             "entry=\"chariots\" count=\"5\"", "entry=\"levy\" count=\"13\"" };
      g_autoptr(MuEvaluation) evaluation = evaluate_unit ("", fine[i]);

      ck_assert_uint_eq (mu_test_count_code (evaluation, "unit.size"), 0);
    }
}
END_TEST

START_TEST (test_book_advice)
{
  g_autoptr(MuEvaluation) bowmen = evaluate_unit ("", "entry=\"archers-oo\" count=\"6\" shield=\"shield\"");
  g_autoptr(MuEvaluation) spearmen = evaluate_unit ("", "entry=\"allied-tribesmen\" count=\"6\"");
  g_autoptr(MuEvaluation) both = evaluate_unit ("", CO "class=\"c\" count=\"4\" fanatic=\"true\" "
                                                        "mercenary=\"true\" name=\"Odd\"");
  g_autoptr(MuEvaluation) rare = evaluate_unit ("", CO "class=\"a-plus\" count=\"4\" name=\"Heroes\"");

  ck_assert_str_eq (message (bowmen, "unit.shield-two-handed"),
                    "Archers: a Shield is bought for troops whose weapons all need both hands; troops "
                    "cannot use a shield while using them.");
  ck_assert_uint_eq (mu_test_count_code (spearmen, "unit.shield-two-handed"), 0);
  ck_assert_str_eq (message (both, "unit.fanatic-mercenary"),
                    "Odd: troops are fanatics or mercenaries, not both; the two cancel out. Keep one.");
  ck_assert_double_eq (unit_figure (both, "points_per_figure"), 5);
  ck_assert_str_eq (message (rare, "unit.a-plus"),
                    "Heroes: class A+ troops are “special and rare”; the book keeps them for the few "
                    "that history shows.");
  ck_assert_int_eq (severity (rare, "unit.a-plus"), MU_SEVERITY_WARNING);
}
END_TEST

START_TEST (test_a_plus_models)
{
  g_autoptr(MuEvaluation) priced
             = evaluate_unit ("", "entry=\"custom\" type=\"light-chariot\" class=\"a-plus\" "
                                  "count=\"2\" name=\"Royal\"");
  g_autoptr(MuEvaluation) refused
             = evaluate_unit (OPT ("aplus-models", "refused"), "entry=\"custom\" type=\"light-chariot\" "
                                                               "class=\"a-plus\" count=\"2\" name=\"Royal\"");

  ck_assert_uint_eq (mu_test_count_code (priced, "unit.a-plus-model"), 0);
  ck_assert_str_eq (message (refused, "unit.a-plus-model"),
                    "Royal: the points tables price models of classes A to E only, and the chosen "
                    "reading gives A+ models no price. Choose class A or another reading.");
}
END_TEST

START_TEST (test_no_break_point)
{
  g_autoptr(MuEvaluation) evaluation = evaluate ("", "");

  ck_assert_str_eq (message (evaluation, "army.break-point"),
                    "For the Pharaoh defines no army break point: units rout and leave the table one "
                    "by one, and no army morale or victory test exists.");
  ck_assert_int_eq (severity (evaluation, "army.break-point"), MU_SEVERITY_NOTE);
}
END_TEST

START_TEST (test_list_check)
{
  MuArmyList *list = mu_library_find_list (mu_test_library (), "akkadian-sumerian-ur");
  g_autoptr(GPtrArray) issues = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_issue_free);
  MuIssue *issue;

  ck_assert_ptr_nonnull (list);
  ck_assert_uint_eq (list->entries->len, 37);
  list->ruleset->klass->check_list (list->ruleset, list, issues);
  ck_assert_uint_eq (issues->len, 1);
  issue = issues->pdata[0];
  ck_assert_str_eq (issue->code, "list.cost-override");
  ck_assert_int_eq (issue->severity, MU_SEVERITY_NOTE);
  ck_assert_ptr_nonnull (strstr (issue->message, "Battle-Carts: printed 26 points; the points tables "
                                                 "give 24. The printed price stands: the list prints 26 "
                                                 "at L1559"));
}
END_TEST

START_TEST (test_list_rows_checked_on_load)
{
  const char *xml = "<?xml version=\"1.0\"?><army-list xmlns=\"urn:io.github.muster:1\" id=\"x\" "
                    "ruleset=\"pharaoh\" name=\"X\"><entry id=\"a\" name=\"A\" class=\"c\" "
                    "type=\"infantry\" order=\"close\" weapons=\"LSp Q\" number=\"0-4\"/></army-list>";
  g_autoptr(GError) error = NULL;
  g_autoptr(MuArmyList) list
             = mu_army_list_load_data (xml, strlen (xml), "x.xml", mu_test_library ()->rulesets, &error);

  ck_assert_ptr_null (list);
  ck_assert_str_eq (error->message, "x.xml:1: row “a” names weapon “Q”, which For the Pharaoh does not have");
}
END_TEST

/* The worked army (notes, section 3.4) */

static MuEvaluation *
worked_army (const char *reading)
{
  g_autofree char *path = mu_test_path ("../lists/examples/pharaoh-akkadian.muster");
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  MuArmyList *list = NULL;

  roster = mu_library_open_roster (mu_test_library (), path, &list, &error);
  ck_assert_ptr_nonnull (roster);
  if (reading != NULL)
    mu_roster_set_option (roster, "general-cost", reading);
  return mu_evaluate (roster, list);
}

START_TEST (test_worked_army_default_reading)
{
  g_autoptr(MuEvaluation) evaluation = worked_army (NULL);
  const char *units[] = { "u1", "u2", "u3", "u4", "u5", "u6", "u7", "u8", "u9", "u10", "u11", "u12", "u13" };
  const double points[] = { 168, 240, 264, 192, 192, 120, 120, 84, 72, 192, 144, 30, 10 };
  const double groups[] = { 6, 12, 6, 6, 6, 6, 6, 6, 6, 8, 4, 10, 1 };
  const double morale[] = { 5, 9, 5, 9, 9, 11, 11, 9, 9, 9, 5, 13, 11 };

  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    {
      MuUnitResult *result = mu_evaluation_unit (evaluation, units[i]);

      ck_assert_double_eq (result->points, points[i]);
      ck_assert_double_eq (mu_test_figure (result->figures, "groups"), groups[i]);
      ck_assert_double_eq (mu_test_figure (result->figures, "morale"), morale[i]);
    }
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "troop_points"), 1828);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "general_points"), 2200);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "scouting_points"), 27);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "outscouts_up_to"), 18);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "outscouted_from"), 40.5);
  ck_assert_double_eq (evaluation->points, 4028);
  ck_assert (!mu_evaluation_is_legal (evaluation));
  ck_assert_uint_eq (mu_evaluation_count (evaluation, MU_SEVERITY_ERROR), 1);
  ck_assert_uint_eq (mu_evaluation_count (evaluation, MU_SEVERITY_WARNING), 0);
  ck_assert_str_eq (message (evaluation, "points.limit"),
                    "The army costs 4028 points; the limit is 4000. Remove 28 points.");
}
END_TEST

START_TEST (test_worked_army_other_reading)
{
  g_autoptr(MuEvaluation) declared = worked_army ("per-star");
  g_autoptr(MuEvaluation) evaluation = NULL;

  /* the roster declares the default reading's total, which no longer holds */
  ck_assert_uint_eq (mu_evaluation_count (declared, MU_SEVERITY_ERROR), 1);
  ck_assert_str_eq (message (declared, "declared.mismatch"), "Declared 4028 points; Muster computes 3728.");
  g_hash_table_remove (mu_roster_get_declared (declared->roster), "points");
  evaluation = mu_evaluate (declared->roster, declared->list);

  ck_assert_double_eq (mu_test_figure (evaluation->figures, "troop_points"), 1828);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "general_points"), 1900);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "scouting_points"), 27);
  ck_assert_double_eq (evaluation->points, 3728);
  ck_assert (mu_evaluation_is_legal (evaluation));
  ck_assert_uint_eq (mu_evaluation_count (evaluation, MU_SEVERITY_WARNING), 0);
  ck_assert_uint_eq (mu_test_count_code (evaluation, "points.limit"), 0);
}
END_TEST

START_TEST (test_outscouting_strict)
{
  g_autoptr(MuEvaluation) evaluation = evaluate (OPT ("outscout-test", "strict"),
                                                  "<unit id=\"u1\" entry=\"archers-oo\" count=\"54\"/>");

  ck_assert_double_eq (mu_test_figure (evaluation->figures, "scouting_points"), 27);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "outscouts_up_to"), 17.5);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "outscouted_from"), 41);
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("pharaoh-army");
  TCase *figures = tcase_create ("figures");
  TCase *rules = tcase_create ("rules");
  TCase *worked = tcase_create ("worked-army");

  tcase_add_test (figures, test_groups);
  tcase_add_test (figures, test_intrinsic_morale);
  tcase_add_test (figures, test_mixed_morale);
  tcase_add_test (figures, test_morale_dice);
  tcase_add_test (figures, test_movement);
  tcase_add_test (figures, test_ranges);
  tcase_add_test (figures, test_scouting);
  tcase_add_test (figures, test_ranks);
  tcase_add_test (figures, test_enemy_dice);
  tcase_add_test (figures, test_dismounted);
  tcase_add_test (rules, test_group_minimum);
  tcase_add_test (rules, test_one_partial_group);
  tcase_add_test (rules, test_mixed_class_needs_groups);
  tcase_add_test (rules, test_list_maxima);
  tcase_add_test (rules, test_points_limit);
  tcase_add_test (rules, test_equipment_only_where_it_exists);
  tcase_add_test (rules, test_unknown_weapon);
  tcase_add_test (rules, test_general_rating);
  tcase_add_test (rules, test_too_few_generals);
  tcase_add_test (rules, test_allies_need_a_general);
  tcase_add_test (rules, test_unit_size_advice);
  tcase_add_test (rules, test_book_advice);
  tcase_add_test (rules, test_a_plus_models);
  tcase_add_test (rules, test_no_break_point);
  tcase_add_test (rules, test_list_check);
  tcase_add_test (rules, test_list_rows_checked_on_load);
  tcase_add_test (worked, test_worked_army_default_reading);
  tcase_add_test (worked, test_worked_army_other_reading);
  tcase_add_test (worked, test_outscouting_strict);
  suite_add_tcase (s, figures);
  suite_add_tcase (s, rules);
  suite_add_tcase (s, worked);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
