/* test-phalanx.c: Phalanx figures from the worked example (break point,
 * activation cost, manpower, frontage), every reading of the rules, the
 * values a player enters for cells our text lost, and every rule with its
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
#include "mu-ruleset.h"
#include "mu-test.h"

#define OPT(id, value) "<option id=\"" id "\" value=\"" value "\"/>"
#define V(id, entry, attrs)                                                                                  \
  "<unit id=\"" id "\" entry=\"" entry "\" army-class=\"RA\" integrity=\"III\" " attrs "/>"

/* The worked example with options added after its own. */
static MuEvaluation *
example (const char *options)
{
  g_autofree char *path = mu_test_path ("../lists/examples/phalanx-macedonian.muster");
  g_autofree char *xml = NULL;
  g_autofree char *with = NULL;
  g_auto(GStrv) parts = NULL;

  g_assert (g_file_get_contents (path, &xml, NULL, NULL));
  parts = g_strsplit (xml, OPT ("basing", "2"), 2);
  with = g_strconcat (parts[0], OPT ("basing", "2"), options, parts[1], NULL);
  return mu_test_evaluate_xml (with);
}

/* The worked example with one piece of its text replaced. */
static MuEvaluation *
example_with (const char *old, const char *new)
{
  g_autofree char *path = mu_test_path ("../lists/examples/phalanx-macedonian.muster");
  g_autofree char *xml = NULL;
  g_autoptr(GString) text = NULL;

  g_assert (g_file_get_contents (path, &xml, NULL, NULL));
  text = g_string_new (xml);
  ck_assert_uint_eq (g_string_replace (text, old, new, 1), 1);
  return mu_test_evaluate_xml (text->str);
}

/* An army of the given commands (whole <command> elements). */
static MuEvaluation *
army (const char *options, const char *commands)
{
  g_autofree char *xml = g_strdup_printf ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                          "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" "
                                          "ruleset=\"phalanx\" list=\"phalanx-open\" list-revision=\"1\">"
                                          "<army name=\"Test\"/>%s%s</roster>\n",
                                          options, commands);

  return mu_test_evaluate_xml (xml);
}

static MuEvaluation *
centre (const char *options, const char *units)
{
  g_autofree char *command = g_strdup_printf ("<command name=\"Centre\">%s</command>", units);

  return army (options, command);
}

static const MuFigure *
unit_figure (MuEvaluation *evaluation, const char *unit, const char *key)
{
  const MuFigure *figure = mu_figures_lookup (mu_evaluation_unit (evaluation, unit)->figures, key);

  ck_assert_msg (figure != NULL, "no figure %s on %s", key, unit);
  return figure;
}

static const char *
army_text (MuEvaluation *evaluation, const char *key)
{
  const MuFigure *figure = mu_figures_lookup (evaluation->figures, key);

  ck_assert_msg (figure != NULL && figure->text != NULL, "no text figure %s", key);
  return figure->text;
}

START_TEST (test_example_army)
{
  g_autoptr(MuEvaluation) evaluation = example ("");

  ck_assert_double_eq (mu_test_figure (evaluation->figures, "vignettes"), 12);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "main_battle_line"), 7);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "break_point"), 3);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "activation_cost"), 10);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "manpower"), 15000);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "frontage"), 8);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "line_frontage"), 56);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "max_gap"), 24);
  ck_assert_str_eq (army_text (evaluation, "recommended_table"), "4′ × 4′ or 6′ × 4′");
  ck_assert_str_eq (army_text (evaluation, "defeat"), "3 of 7 MBL vignettes broken, or Companions (General)");
  ck_assert_ptr_null (mu_figures_lookup (evaluation->figures, "flank_sector"));
  ck_assert (mu_evaluation_is_legal (evaluation));
  ck_assert_uint_eq (evaluation->issues->len, 1);
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "army.no-points"),
                    "Phalanx has no points: armies are matched by their twelve vignettes and their "
                    "army lists, which also give the base activation points and the key vignettes.");
  ck_assert_int_eq (((MuIssue *) evaluation->issues->pdata[0])->severity, MU_SEVERITY_NOTE);
}
END_TEST

START_TEST (test_example_commands)
{
  g_autoptr(MuEvaluation) evaluation = example ("");
  const double vignettes[] = { 6, 3, 3 };
  const double cost[] = { 2, 5, 3 };

  ck_assert_uint_eq (evaluation->commands->len, 3);
  for (guint i = 0; i < 3; i++)
    {
      MuCommandResult *command = evaluation->commands->pdata[i];

      ck_assert_double_eq (mu_test_figure (command->figures, "vignettes"), vignettes[i]);
      ck_assert_double_eq (mu_test_figure (command->figures, "activation_cost"), cost[i]);
    }
}
END_TEST

START_TEST (test_example_vignettes)
{
  g_autoptr(MuEvaluation) evaluation = example ("");

  /* RA IV: 1 − 1, never less than 1; IF II: 2 + 1 */
  ck_assert_double_eq (unit_figure (evaluation, "u1", "activation_cost")->value, 1);
  ck_assert_double_eq (unit_figure (evaluation, "u12", "activation_cost")->value, 3);
  ck_assert_str_eq (unit_figure (evaluation, "u6", "activation_cost")->text, "in link");
  ck_assert_str_eq (unit_figure (evaluation, "u11", "activation_cost")->text, "in link");
  ck_assert_str_eq (unit_figure (evaluation, "u11", "link")->text, "supports Hypaspists");
  ck_assert_str_eq (unit_figure (evaluation, "u4", "link")->text, "supported by Cretan archers");
  ck_assert_str_eq (unit_figure (evaluation, "u7", "link")->text, "in line, 4 wide");
  ck_assert_ptr_null (mu_figures_lookup (mu_evaluation_unit (evaluation, "u9")->figures, "link"));
  ck_assert_double_eq (unit_figure (evaluation, "u1", "initiative")->value, 1);
  ck_assert_double_eq (unit_figure (evaluation, "u9", "initiative")->value, 0);
  ck_assert_double_eq (unit_figure (evaluation, "u12", "initiative")->value, -1);
  ck_assert_double_eq (unit_figure (evaluation, "u5", "manpower")->value, 2000);
  ck_assert_double_eq (unit_figure (evaluation, "u4", "manpower")->value, 1500);
  ck_assert_double_eq (unit_figure (evaluation, "u1", "manpower")->value, 750);
  ck_assert_double_eq (unit_figure (evaluation, "u3", "manpower")->value, 500);
  ck_assert_str_eq (unit_figure (evaluation, "u4", "troop_type")->text, "HIS");
  ck_assert_str_eq (unit_figure (evaluation, "u12", "class")->text, "IF II");
  ck_assert_str_eq (unit_figure (evaluation, "u11", "position")->text, "support");
  ck_assert_str_eq (unit_figure (evaluation, "u2", "position")->text, "off the line");
  ck_assert_str_eq (unit_figure (evaluation, "u1", "position")->text, "Main Battle Line, General");
  ck_assert_str_eq (unit_figure (evaluation, "u2", "disadvantage")->text, "CAT, EL");
  ck_assert_str_eq (unit_figure (evaluation, "u11", "shooting")->text, "1 all round");
  ck_assert_str_eq (unit_figure (evaluation, "u2", "shooting")->text, "1 ahead");
  ck_assert_str_eq (unit_figure (evaluation, "u5", "shooting")->text, "none");
  ck_assert_str_eq (unit_figure (evaluation, "u5", "turn")->text, "45°");
  ck_assert_str_eq (unit_figure (evaluation, "u3", "combat_penalty")->text, "in bad going");
  ck_assert_str_eq (unit_figure (evaluation, "u10", "combat_penalty")->text, "none");
}
END_TEST

/* Table 3 as far as our text has it; the rest unknown until entered */
START_TEST (test_movement)
{
  g_autoptr(MuEvaluation) evaluation = example ("");
  g_autoptr(MuEvaluation) entered
             = example (OPT ("move-good-heavy", "1") OPT ("move-bad-heavy", "½") OPT ("move-bad-vli", "1.5"));
  g_autoptr(MuEvaluation) large = example_with (OPT ("scale", "15mm"), OPT ("scale", "25mm"));

  ck_assert_str_eq (unit_figure (evaluation, "u11", "move_good")->text, "1½ (12 cm)");
  ck_assert_double_eq (unit_figure (evaluation, "u11", "move_good")->value, 1.5);
  ck_assert (!unit_figure (evaluation, "u11", "move_bad")->known);
  ck_assert_str_eq (unit_figure (evaluation, "u3", "move_good")->text, "2 (16 cm)");
  ck_assert_str_eq (unit_figure (evaluation, "u3", "move_bad")->text, "1 (8 cm)");
  ck_assert (!unit_figure (evaluation, "u5", "move_good")->known);
  ck_assert (!unit_figure (evaluation, "u1", "move_good")->known);
  ck_assert_str_eq (unit_figure (entered, "u5", "move_good")->text, "1 (8 cm)");
  ck_assert_str_eq (unit_figure (entered, "u5", "move_bad")->text, "½ (4 cm)");
  ck_assert_str_eq (unit_figure (entered, "u11", "move_bad")->text, "1½ (12 cm)");
  ck_assert (!unit_figure (entered, "u1", "move_good")->known);
  /* p.12: "25mm VLI based as Option 2 will move 1.5 times its frontage, which is 18cm" */
  ck_assert_str_eq (unit_figure (large, "u11", "move_good")->text, "1½ (18 cm)");
  ck_assert_double_eq (mu_test_figure (large->figures, "frontage"), 12);
  ck_assert_str_eq (army_text (large, "recommended_table"), "6′ × 4′, 8′ × 4′ or 8′ × 5′");
}
END_TEST

/* Table 7: the two cells of the melee example, the others as entered */
START_TEST (test_combat_factors)
{
  g_autoptr(MuEvaluation) evaluation = centre (
      "", V ("u1", "hin", "")
              V ("u2", "hip", "cf-foot=\"6\" cf-mounted=\"4\"") "<unit id=\"u3\" entry=\"his\" "
                                                                "army-class=\"RA\" integrity=\"IV\"/>");

  ck_assert_double_eq (unit_figure (evaluation, "u1", "cf_foot")->value, 5);
  ck_assert (!unit_figure (evaluation, "u1", "cf_mounted")->known);
  ck_assert_double_eq (unit_figure (evaluation, "u3", "cf_foot")->value, 7);
  ck_assert_double_eq (unit_figure (evaluation, "u2", "cf_foot")->value, 6);
  ck_assert_double_eq (unit_figure (evaluation, "u2", "cf_mounted")->value, 4);
  ck_assert_uint_eq (mu_test_count_code (evaluation, "vignette.cf"), 0);
}
END_TEST

START_TEST (test_combat_factor_against_book)
{
  g_autoptr(MuEvaluation) evaluation = centre ("", V ("u1", "hin", "cf-foot=\"6\""));

  ck_assert_double_eq (unit_figure (evaluation, "u1", "cf_foot")->value, 5);
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "vignette.cf"),
                    "Heavy Infantry: you entered a combat factor of 6 against foot, but the book gives "
                    "HIN class III 5; the book's value is used.");
}
END_TEST

START_TEST (test_support_counting)
{
  g_autoptr(MuEvaluation) one = example (OPT ("support-counting", "one"));
  g_autoptr(MuEvaluation) two = example (OPT ("support-counting", "two"));

  ck_assert_double_eq (mu_test_figure (one->figures, "main_battle_line"), 7);
  ck_assert_double_eq (mu_test_figure (two->figures, "main_battle_line"), 8);
  ck_assert_double_eq (mu_test_figure (two->figures, "break_point"), 3);
  ck_assert_double_eq (mu_test_figure (two->figures, "line_frontage"), 56);
}
END_TEST

/* p.13: "+1 If any one of the vignettes in a link are Class I or Class II …
 * −1 If the vignette is Class IV or Class V and RA" */
START_TEST (test_link_rebate)
{
  const char *link = "<unit id=\"u1\" entry=\"hip\" army-class=\"RA\" integrity=\"II\"/>"
                     "<unit id=\"u2\" entry=\"hip\" army-class=\"RA\" integrity=\"IV\" link-left=\"u1\"/>";
  g_autoptr(MuEvaluation) every = centre ("", link);
  g_autoptr(MuEvaluation) any = centre (OPT ("link-rebate", "any"), link);
  g_autoptr(MuEvaluation) alone
             = centre ("", "<unit id=\"u1\" entry=\"hip\" army-class=\"RA\" integrity=\"II\"/>"
                           "<unit id=\"u2\" entry=\"hip\" army-class=\"IF\" integrity=\"V\"/>");

  ck_assert_double_eq (unit_figure (every, "u1", "activation_cost")->value, 2);
  ck_assert_double_eq (mu_test_figure (every->figures, "activation_cost"), 2);
  ck_assert_double_eq (unit_figure (any, "u1", "activation_cost")->value, 1);
  ck_assert_double_eq (unit_figure (alone, "u1", "activation_cost")->value, 2);
  ck_assert_double_eq (unit_figure (alone, "u2", "activation_cost")->value, 2);
  ck_assert_double_eq (mu_test_figure (alone->figures, "activation_cost"), 4);
}
END_TEST

/* p.14: "−1 If the vignette is IF Class. −1 If the vignette is Class IV IF.
 * −2 If the vignette is Class V IF. +1 … Class IV RA. +2 … Class V RA." */
START_TEST (test_initiative)
{
  const char *units = "<unit id=\"u1\" entry=\"hiw\" army-class=\"IF\" integrity=\"IV\"/>"
                      "<unit id=\"u2\" entry=\"hiw\" army-class=\"IF\" integrity=\"V\"/>"
                      "<unit id=\"u3\" entry=\"hiw\" army-class=\"IF\" integrity=\"I\"/>"
                      "<unit id=\"u4\" entry=\"hip\" army-class=\"RA\" integrity=\"V\"/>";
  g_autoptr(MuEvaluation) stack = centre ("", units);
  g_autoptr(MuEvaluation) replace = centre (OPT ("if-initiative", "replace"), units);

  ck_assert_double_eq (unit_figure (stack, "u1", "initiative")->value, -2);
  ck_assert_double_eq (unit_figure (stack, "u2", "initiative")->value, -3);
  ck_assert_double_eq (unit_figure (stack, "u3", "initiative")->value, -1);
  ck_assert_double_eq (unit_figure (stack, "u4", "initiative")->value, 2);
  ck_assert_double_eq (unit_figure (replace, "u1", "initiative")->value, -1);
  ck_assert_double_eq (unit_figure (replace, "u2", "initiative")->value, -2);
  ck_assert_double_eq (unit_figure (replace, "u3", "initiative")->value, -1);
  ck_assert_double_eq (unit_figure (replace, "u4", "initiative")->value, 2);
}
END_TEST

START_TEST (test_manpower)
{
  g_autoptr(MuEvaluation) small = example (OPT ("small-army", "yes"));
  g_autoptr(MuEvaluation) open = centre ("", V ("u1", "hin", "") V ("u2", "hib", "formation=\"loose\"")
                                                  V ("u3", "cat", "formation=\"close\""));

  ck_assert_double_eq (mu_test_figure (small->figures, "manpower"), 7500);
  ck_assert_double_eq (unit_figure (small, "u5", "manpower")->value, 1000);
  ck_assert (!unit_figure (open, "u1", "manpower")->known);
  ck_assert_double_eq (unit_figure (open, "u2", "manpower")->value, 750);
  ck_assert_double_eq (unit_figure (open, "u3", "manpower")->value, 1000);
  ck_assert (!mu_figures_lookup (open->figures, "manpower")->known);
  ck_assert_str_eq (mu_test_issue_with_code (open, "vignette.formation"),
                    "Heavy Infantry: the book does not settle the formation of HIN, so its manpower is "
                    "unknown. Choose close, loose or open.");
}
END_TEST

/* A formation the book does not give the type is named by its label. */
START_TEST (test_formation_not_the_books)
{
  g_autoptr(MuEvaluation) evaluation = centre ("", V ("u1", "hib", "formation=\"open\""));

  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "vignette.formation"),
                    "Heavy Infantry Bows has formation “Open”, but the book gives HIB formation “Close” "
                    "or “Loose”.");
}
END_TEST

START_TEST (test_table)
{
  g_autoptr(MuEvaluation) chosen = example (OPT ("table", "6x4"));
  g_autoptr(MuEvaluation) advised = example (OPT ("table", "8x4"));

  ck_assert_double_eq (mu_test_figure (chosen->figures, "flank_sector"), 45);
  ck_assert_uint_eq (mu_test_count_code (chosen, "table.advice"), 0);
  ck_assert_double_eq (mu_test_figure (advised->figures, "flank_sector"), 60);
  ck_assert_str_eq (mu_test_issue_with_code (advised, "table.advice"),
                    "The rules do not recommend a 8x4 table for this scale and basing; they "
                    "recommend 4x4 6x4.");
}
END_TEST

START_TEST (test_disadvantage_reading)
{
  const char *units = V ("u1", "cam", "") V ("u2", "sch", "");
  g_autoptr(MuEvaluation) sch = centre ("", units);
  g_autoptr(MuEvaluation) cam = centre (OPT ("cam-sch-row", "cam"), units);

  ck_assert_str_eq (unit_figure (sch, "u1", "disadvantage")->text, "none");
  ck_assert_str_eq (unit_figure (sch, "u2", "disadvantage")->text, "LIS, LIN, VLI, HIB");
  ck_assert_str_eq (unit_figure (cam, "u1", "disadvantage")->text, "SCH");
  ck_assert_str_eq (unit_figure (cam, "u2", "disadvantage")->text, "unknown");
}
END_TEST

START_TEST (test_size_and_general)
{
  g_autoptr(MuEvaluation) few = centre ("", V ("u1", "hip", "general=\"true\""));
  g_autoptr(MuEvaluation) none = centre ("", V ("u1", "hip", ""));
  g_autoptr(MuEvaluation) two
             = centre ("", V ("u1", "hip", "general=\"true\"") V ("u2", "hip", "general=\"true\""));

  ck_assert_str_eq (mu_test_issue_with_code (few, "army.size"),
                    "The army has 1 vignette; a Phalanx army is exactly 12. Add 11.");
  ck_assert_uint_eq (mu_test_count_code (few, "general.count"), 0);
  ck_assert_str_eq (mu_test_issue_with_code (none, "general.count"),
                    "No vignette is the General's vignette; exactly one must be. Nominate one.");
  ck_assert_str_eq (mu_test_issue_with_code (two, "general.count"),
                    "2 vignettes are the General's vignette; exactly one may be. Keep one.");
}
END_TEST

START_TEST (test_thirteen)
{
  g_autoptr(MuEvaluation) evaluation = example_with (
      "<command name=\"Left wing\">", "<command name=\"Left wing\">" V ("u13", "lis", "mbl=\"false\""));

  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "army.size"),
                    "The army has 13 vignettes; a Phalanx army is exactly 12. Remove 1.");
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "break_point"), 3);
}
END_TEST

START_TEST (test_positions)
{
  g_autoptr(MuEvaluation) evaluation
             = army ("", "<command name=\"Reserve\">" V (
                             "u1", "hip", "") "</command>"
                                              "<command name=\"left wing\">" V (
                                                  "u2", "hip", "") "</command>"
                                                                   "<command name=\"Left wing\">" V (
                                                                       "u3", "hip", "") "</command>");

  ck_assert_uint_eq (mu_test_count_code (evaluation, "command.position"), 2);
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "command.position"),
                    "“Reserve” is not a part of a Phalanx army; the army is divided into the Centre, "
                    "the Left wing and the Right wing. Rename it or move its vignettes.");
}
END_TEST

START_TEST (test_classes)
{
  g_autoptr(MuEvaluation) evaluation = centre ("", "<unit id=\"u1\" entry=\"hip\" integrity=\"III\"/>"
                                                    "<unit id=\"u2\" entry=\"hip\" army-class=\"RA\"/>");

  ck_assert_uint_eq (mu_test_count_code (evaluation, "vignette.class"), 2);
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "vignette.class"),
                    "Heavy Infantry Pikes has no army class; every vignette has an army class (RA or "
                    "IF) and an integrity class (I–V). Choose it.");
  ck_assert (!unit_figure (evaluation, "u1", "activation_cost")->known);
  ck_assert (!mu_figures_lookup (evaluation->figures, "activation_cost")->known);
}
END_TEST

START_TEST (test_off_line)
{
  g_autoptr(MuEvaluation) evaluation
             = centre ("", V ("u1", "hip", "mbl=\"false\"") V ("u2", "cam", "mbl=\"false\"")
                               V ("u3", "lis", "mbl=\"false\"") V ("u4", "hsc", "mbl=\"false\""));

  ck_assert_uint_eq (mu_test_count_code (evaluation, "vignette.off-line"), 2);
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "vignette.off-line"),
                    "Heavy Infantry Pikes (HIP) stands off the Main Battle Line; only LIS, LIN, VLI, "
                    "LSC and HSC may, unless the army list allows it. Put it in the line.");
  ck_assert_uint_eq (mu_evaluation_count (evaluation, MU_SEVERITY_WARNING), 1);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "main_battle_line"), 0);
  ck_assert_double_eq (mu_test_figure (evaluation->figures, "break_point"), 0);
}
END_TEST

START_TEST (test_mixed_link)
{
  g_autoptr(MuEvaluation) evaluation = centre (
      "", V ("u1", "hip",
             "") "<unit id=\"u2\" entry=\"hiw\" army-class=\"IF\" integrity=\"III\" link-left=\"u1\"/>");

  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "link.mixed"),
                    "The link of Heavy Infantry Pikes joins RA and IF vignettes; RA troops cannot be "
                    "linked to IF troops. Remove the link.");
}
END_TEST

START_TEST (test_support_rules)
{
  g_autoptr(MuEvaluation) wrong_front
             = centre ("", V ("u1", "hip", "") V ("u2", "vli", "mbl=\"false\" supports=\"u1\""));
  g_autoptr(MuEvaluation) wrong_rear
             = centre ("", V ("u1", "his", "") V ("u2", "lis", "mbl=\"false\" supports=\"u1\""));
  g_autoptr(MuEvaluation) two
             = centre ("", V ("u1", "hin", "") V ("u2", "vli", "mbl=\"false\" supports=\"u1\"")
                               V ("u3", "lin", "mbl=\"false\" supports=\"u1\""));
  g_autoptr(MuEvaluation) good
             = centre ("", V ("u1", "hsc", "") V ("u2", "lin", "mbl=\"false\" supports=\"u1\""));

  ck_assert_str_eq (mu_test_issue_with_code (wrong_front, "link.support"),
                    "Very Light Infantry (VLI) supports Heavy Infantry Pikes (HIP); only HIS, HIN and "
                    "HSC may be supported, and only by LIN and VLI. Remove the support link.");
  ck_assert_uint_eq (mu_test_count_code (wrong_rear, "link.support"), 1);
  ck_assert_str_eq (mu_test_issue_with_code (two, "link.support"),
                    "Heavy Infantry already has a supporter; a support link makes a vignette double "
                    "depth, so one vignette supports it. Remove the link of Light Infantry.");
  ck_assert_uint_eq (mu_test_count_code (good, "link.support"), 0);
  ck_assert_double_eq (mu_test_figure (good->figures, "activation_cost"), 1);
}
END_TEST

START_TEST (test_link_references)
{
  g_autoptr(MuEvaluation) evaluation
             = centre ("", V ("u1", "hip", "link-left=\"u9\"") V ("u2", "lin", "mbl=\"false\"")
                               V ("u3", "hip", "link-left=\"u2\""));

  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "link.unknown"),
                    "Heavy Infantry Pikes is linked to “u9”, which is no other vignette of the army. "
                    "Link it to one of the twelve or remove the link.");
  ck_assert_str_eq (mu_test_issue_with_code (evaluation, "link.in-line"),
                    "Heavy Infantry Pikes is in-line linked to Light Infantry, but an in-line link is "
                    "a contiguous line of vignettes of the Main Battle Line. Put both in the line or "
                    "remove the link.");
}
END_TEST

START_TEST (test_key_vignette)
{
  g_autoptr(MuEvaluation) evaluation
             = example_with ("name=\"Hypaspists\"", "name=\"Hypaspists\" key=\"true\"");

  ck_assert_str_eq (army_text (evaluation, "defeat"),
                    "3 of 7 MBL vignettes broken, or Hypaspists (key), or Companions (General)");
  ck_assert_str_eq (unit_figure (evaluation, "u4", "position")->text, "Main Battle Line, key");
}
END_TEST

static char *
ruleset_error (const char *body)
{
  g_autofree char *xml = g_strdup_printf ("<ruleset xmlns=\"urn:io.github.muster:1\" id=\"phalanx\" "
                                          "name=\"P\">\n%s\n</ruleset>",
                                          body);
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRuleset) ruleset = NULL;

  mu_test_library ();
  ruleset = mu_ruleset_load_data (xml, strlen (xml), "p.xml", &error);
  ck_assert_ptr_null (ruleset);
  return g_strdup (error->message);
}

/* The ruleset's tables are checked as they load. */
START_TEST (test_table_errors)
{
  const char *cases[][2] = {
    { "<troop id=\"HIP\" class=\"foot\" turn=\"45\" good-going=\"1\" bad-going=\"1\" disadvantage=\"\"/>",
      "p.xml:2: <troop> needs the attribute “name”" },
    { "<frontage scale=\"6mm\" basing=\"1\" cm=\"2\" colour=\"red\"/>",
      "p.xml:2: <frontage> has no attribute “colour”" },
    { "<frontage scale=\"6mm\" basing=\"1\" cm=\"two\"/>", "p.xml:2: “cm” cannot be “two”" },
    { "<manpower formation=\"open\" men=\"500.5\"/>", "p.xml:2: “men” cannot be “500.5”" },
    { "<dragon/>", "p.xml:2: unexpected element <dragon> here" },
    { "<table id=\"4x4\" label=\"4\" tile=\"12\" flank-sector=\"30\"><x/></table>",
      "p.xml:2: unexpected element <x> here" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *message = ruleset_error (cases[i][0]);

      ck_assert_str_eq (message, cases[i][1]);
    }
}
END_TEST

START_TEST (test_list_type)
{
  const char *xml = "<army-list xmlns=\"urn:io.github.muster:1\" id=\"t\" ruleset=\"phalanx\" "
                    "revision=\"1\" name=\"T\"><entry id=\"x\" name=\"X\" type=\"RSC\"/></army-list>";
  g_autoptr(GError) error = NULL;
  g_autoptr(MuArmyList) list
             = mu_army_list_load_data (xml, strlen (xml), "t.xml", mu_test_library ()->rulesets, &error);

  ck_assert_ptr_null (list);
  ck_assert_str_eq (error->message, "t.xml:1: row “x” names no Phalanx troop type (“RSC”)");
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("phalanx");
  TCase *figures = tcase_create ("figures");
  TCase *rules = tcase_create ("rules");

  tcase_add_test (figures, test_example_army);
  tcase_add_test (figures, test_example_commands);
  tcase_add_test (figures, test_example_vignettes);
  tcase_add_test (figures, test_movement);
  tcase_add_test (figures, test_combat_factors);
  tcase_add_test (figures, test_combat_factor_against_book);
  tcase_add_test (figures, test_support_counting);
  tcase_add_test (figures, test_link_rebate);
  tcase_add_test (figures, test_initiative);
  tcase_add_test (figures, test_manpower);
  tcase_add_test (figures, test_table);
  tcase_add_test (figures, test_disadvantage_reading);
  tcase_add_test (figures, test_key_vignette);
  tcase_add_test (rules, test_size_and_general);
  tcase_add_test (rules, test_thirteen);
  tcase_add_test (rules, test_positions);
  tcase_add_test (rules, test_classes);
  tcase_add_test (rules, test_off_line);
  tcase_add_test (rules, test_formation_not_the_books);
  tcase_add_test (rules, test_mixed_link);
  tcase_add_test (rules, test_support_rules);
  tcase_add_test (rules, test_link_references);
  tcase_add_test (rules, test_table_errors);
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
