/* test-validation.c: every validation rule, with a legal and an illegal
 * roster each and the exact message the player reads
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-issue.h"
#include "mu-test.h"

#define U(id, entry) "<unit id=\"" id "\" entry=\"" entry "\"/>"
#define UP(id, entry, upgrade) "<unit id=\"" id "\" entry=\"" entry "\"><upgrade ref=\"" upgrade "\"/></unit>"
#define OPT(id, value) "<option id=\"" id "\" value=\"" value "\"/>"

static MuEvaluation *
evaluate (const char *list, const char *body)
{
  g_autofree char *xml = g_strdup_printf ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                          "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" "
                                          "ruleset=\"tts\" list=\"%s\" list-revision=\"1\">%s"
                                          "</roster>\n",
                                          list, body);

  return mu_test_evaluate_xml (xml);
}

static void
print_issues (MuEvaluation *evaluation)
{
  for (guint i = 0; i < evaluation->issues->len; i++)
    {
      MuIssue *issue = evaluation->issues->pdata[i];
      g_printerr ("  %s %s: %s\n", mu_severity_to_string (issue->severity), issue->code, issue->message);
    }
}

static void
assert_no_issues (MuEvaluation *evaluation)
{
  if (evaluation->issues->len != 0)
    print_issues (evaluation);
  ck_assert_uint_eq (evaluation->issues->len, 0);
  ck_assert (mu_evaluation_is_legal (evaluation));
}

/* The roster has exactly one issue, an error, with this code and message. */
static void
assert_one_error (MuEvaluation *evaluation, const char *code, const char *message)
{
  MuIssue *issue;

  if (evaluation->issues->len != 1)
    print_issues (evaluation);
  ck_assert_uint_eq (evaluation->issues->len, 1);
  issue = evaluation->issues->pdata[0];
  ck_assert_int_eq (issue->severity, MU_SEVERITY_ERROR);
  ck_assert_str_eq (issue->code, code);
  ck_assert_str_eq (issue->message, message);
  ck_assert (!mu_evaluation_is_legal (evaluation));
}

/* Principate Roman: a legal army of three commands; the pieces vary. */
static MuEvaluation *
principate (const char *options, const char *legionarii, const char *extra)
{
  g_autofree char *body = g_strdup_printf (
      "%s"
      "<command name=\"Command 1\">"
      "<general name=\"Aquila\" entry=\"generals\"><upgrade ref=\"general-detached\"/></general>"
      "%s" U (
          "c1",
          "camp") "</command>"
                  "<command name=\"Command 2\">"
                  "<general name=\"Aulus\" entry=\"generals\"><upgrade ref=\"general-detached\"/>"
                  "<upgrade ref=\"general-senior\"/></general>"
                  "<unit id=\"a1\" entry=\"auxiliarii\"><hero name=\"Julius\"/></unit>" U ("a2", "auxiliarii")
                      U ("a3", "auxiliarii") "</command>"
                                             "<command name=\"Command 3\">"
                                             "<general name=\"Maximus\" entry=\"generals\" attached=\"e1\"/>"
                                             "<unit id=\"e1\" entry=\"equites-alares\"><hero "
                                             "name=\"Longinus\"/></unit>%s"
                                             "</command>",
      options, legionarii, extra);

  return evaluate ("principate-roman", body);
}

#define FIVE_LEGIONARII                                                                                      \
  U ("l1", "legionarii")                                                                                     \
  U ("l2", "legionarii") U ("l3", "legionarii") U ("l4", "legionarii") U ("l5", "legionarii")
#define WESTERN OPT ("date", "100") OPT ("region", "western")

/* Ancient British: a legal army of two commands; the pieces vary. */
static MuEvaluation *
british (const char *options, const char *upgrades1, const char *upgrades2, const char *extra)
{
  g_autofree char *body = g_strdup_printf (
      "%s"
      "<command name=\"Command 1\">"
      "<general name=\"Cassivellaunus\" entry=\"generals\" attached=\"w1\">%s</general>"
      "<unit id=\"w1\" entry=\"warriors\"><hero name=\"Bran\"/><hero name=\"Cunobelin\"/></unit>"
      "<unit id=\"w2\" entry=\"warriors\"><hero name=\"Dubno\"/><hero name=\"Epillus\"/></unit>" U (
          "w3", "warriors") U ("w4", "warriors") U ("w5", "warriors")
          U ("c1", "camp") "</command>"
                           "<command name=\"Command 2\">"
                           "<general name=\"Tasciovanus\" entry=\"generals\" attached=\"h1\">%s</general>" U (
                               "h1", "light-cavalry") U ("h2", "light-cavalry") U ("h3", "light-cavalry")
                               U ("h4", "light-cavalry") "%s"
                                                         "</command>",
      options, upgrades1, upgrades2, extra);

  return evaluate ("ancient-british", body);
}

#define HEROIC "<upgrade ref=\"general-heroic\"/>"
#define EARLY OPT ("date", "-55")

/* The open list: one command, to which the tests add. */
static MuEvaluation *
open_list (const char *options, const char *commands)
{
  g_autofree char *body = g_strdup_printf ("%s%s", options, commands);

  return evaluate ("tts-open", body);
}

#define DETACHED "<upgrade ref=\"general-detached\"/>"
#define SENIOR "<upgrade ref=\"general-senior\"/>"
#define GENERAL(name, upgrades) "<general name=\"" name "\" entry=\"generals\">" upgrades "</general>"
#define CMD(name, content) "<command name=\"" name "\">" content "</command>"

/* List idioms */

START_TEST (test_range)
{
  g_autoptr(MuEvaluation) legal = principate (WESTERN, FIVE_LEGIONARII, "");
  g_autoptr(MuEvaluation) few = principate (
      WESTERN, U ("l1", "legionarii") U ("l2", "legionarii") U ("l3", "legionarii") U ("l4", "legionarii"),
      "");

  assert_no_issues (legal);
  assert_one_error (few, "list.min", "Legionarii: 4 taken, the list needs 5–10. Add 1.");
}
END_TEST

START_TEST (test_range_max)
{
  g_autoptr(MuEvaluation) many
             = principate (WESTERN, FIVE_LEGIONARII,
                           U ("m1", "legionarii") U ("m2", "legionarii") U ("m3", "legionarii")
                               U ("m4", "legionarii") U ("m5", "legionarii") U ("m6", "legionarii"));

  assert_one_error (many, "list.max", "Legionarii: 11 taken, the list allows 5–10. Remove 1.");
}
END_TEST

START_TEST (test_any)
{
  /* "Any": thirty units of one row in three commands are no list issue */
  g_autoptr(GString) commands = g_string_new (NULL);
  g_autoptr(MuEvaluation) legal = NULL;
  g_autoptr(MuEvaluation) none = NULL;

  for (int c = 0; c < 3; c++)
    {
      g_string_append_printf (commands, "<command><general entry=\"generals\">" DETACHED "</general>");
      for (int u = 0; u < 10; u++)
        g_string_append_printf (commands, "<unit id=\"s%d-%d\" entry=\"spearmen\"/>", c, u);
      g_string_append (commands, c == 0 ? U ("camp", "camp") "</command>" : "</command>");
    }
  legal = open_list ("", commands->str);
  assert_no_issues (legal);
  ck_assert_double_eq (legal->points, 3 * (5 + 70) + 1);

  /* "1-any": at least one general, no upper limit */
  none = open_list ("", CMD ("Command 1", U ("s1", "spearmen") U ("camp", "camp")));
  ck_assert_uint_eq (mu_test_count_code (none, "list.min"), 1);
  ck_assert_str_eq (mu_test_issue_with_code (none, "list.min"),
                    "Generals: 0 taken, the list needs 1 or more. Add 1.");
}
END_TEST

START_TEST (test_half_or_more)
{
  g_autoptr(MuEvaluation) legal = british (EARLY, HEROIC, "", "");
  g_autoptr(MuEvaluation) illegal = british (EARLY, "", "", "");

  assert_no_issues (legal);
  assert_one_error (illegal, "list.min",
                    "0 of 2 generals are heroic; the list needs half or more. Make 1 more heroic.");
}
END_TEST

START_TEST (test_up_to_half)
{
  g_autoptr(MuEvaluation) legal = principate (
      WESTERN,
      UP ("l1", "legionarii", "legionarii-veteran") UP ("l2", "legionarii", "legionarii-veteran")
          U ("l3", "legionarii") U ("l4", "legionarii") U ("l5", "legionarii"),
      "");
  g_autoptr(MuEvaluation) illegal = principate (
      WESTERN,
      UP ("l1", "legionarii", "legionarii-veteran") UP ("l2", "legionarii", "legionarii-veteran")
          UP ("l3", "legionarii", "legionarii-veteran") U ("l4", "legionarii") U ("l5", "legionarii"),
      "");
  g_autoptr(MuEvaluation) round_up = principate (
      WESTERN OPT ("half-rounding", "round-up"),
      UP ("l1", "legionarii", "legionarii-veteran") UP ("l2", "legionarii", "legionarii-veteran")
          UP ("l3", "legionarii", "legionarii-veteran") U ("l4", "legionarii") U ("l5", "legionarii"),
      "");

  assert_no_issues (legal);
  assert_one_error (illegal, "list.max",
                    "Upgrade legionarii to veterans: 3 of 5 Legionarii taken; the list allows up "
                    "to half (2). Remove 1.");
  /* the other reading of half of an odd number */
  assert_no_issues (round_up);
}
END_TEST

START_TEST (test_all_or_none)
{
  g_autoptr(MuEvaluation) legal = principate (WESTERN, FIVE_LEGIONARII,
                                               UP ("p1", "praetorianii", "praetorianii-veteran")
                                                   UP ("p2", "praetorianii", "praetorianii-veteran"));
  g_autoptr(MuEvaluation) illegal = principate (
      WESTERN, FIVE_LEGIONARII, UP ("p1", "praetorianii", "praetorianii-veteran") U ("p2", "praetorianii"));

  assert_no_issues (legal);
  assert_one_error (illegal, "list.all-or-none",
                    "Upgrade praetorianii to veterans: 1 of 2 Praetorianii taken; the list allows "
                    "all or none. Upgrade 1 more or remove the upgrade from 1.");
}
END_TEST

START_TEST (test_upgrades_count_within_parent)
{
  /* 3 legionarii and 2 raw javelinmen downgraded from them: 5 Legionarii */
  g_autoptr(MuEvaluation) legal = principate (
      WESTERN,
      U ("l1", "legionarii") U ("l2", "legionarii") U ("l3", "legionarii")
          UP ("l4", "legionarii", "legionarii-javelinmen") UP ("l5", "legionarii", "legionarii-javelinmen"),
      "");
  g_autoptr(MuEvaluation) illegal = principate (
      WESTERN,
      U ("l1", "legionarii") U ("l2", "legionarii") UP ("l3", "legionarii", "legionarii-javelinmen")
          UP ("l4", "legionarii", "legionarii-javelinmen") UP ("l5", "legionarii", "legionarii-javelinmen"),
      "");

  assert_no_issues (legal);
  assert_one_error (illegal, "list.max",
                    "Downgrade legionarii to javelinmen, raw: 3 taken, the list allows 0–2. "
                    "Remove 1.");
}
END_TEST

/* Footnotes */

START_TEST (test_date)
{
  g_autoptr(MuEvaluation) legal
             = british (OPT ("date", "61"), HEROIC, "", UP ("w6", "warriors", "warriors-fanatics"));
  g_autoptr(MuEvaluation) late
             = british (OPT ("date", "62"), HEROIC, "", UP ("w6", "warriors", "warriors-fanatics"));

  assert_no_issues (legal);
  assert_one_error (late, "list.date",
                    "Upgrade warriors to fanatics: only up to and including AD 61; the army is "
                    "dated AD 62. Remove 1 or change the army's options.");
}
END_TEST

START_TEST (test_variant)
{
  g_autoptr(MuEvaluation) eastern = principate (OPT ("date", "100") OPT ("region", "eastern"),
                                                 FIVE_LEGIONARII, U ("s1", "equites-sagittarii"));
  g_autoptr(MuEvaluation) western = principate (WESTERN, FIVE_LEGIONARII, U ("s1", "equites-sagittarii"));
  g_autoptr(MuEvaluation) transposed = principate (WESTERN OPT ("footnote-reading", "transposed"),
                                                    FIVE_LEGIONARII, U ("s1", "equites-sagittarii"));

  assert_no_issues (eastern);
  assert_one_error (western, "list.variant",
                    "Equites Sagittarii: only in Eastern armies; this army is Western. Remove 1 or "
                    "change the army's options.");
  /* the other reading of footnotes ** and *** */
  assert_no_issues (transposed);
}
END_TEST

START_TEST (test_exclusive)
{
  g_autoptr(MuEvaluation) legal = british (EARLY, HEROIC, "",
                                            UP ("h5", "light-cavalry", "light-cavalry-veteran")
                                                UP ("h6", "light-cavalry", "light-cavalry-veteran"));
  g_autoptr(MuEvaluation) illegal = british (EARLY, HEROIC, "",
                                              UP ("h5", "light-cavalry", "light-cavalry-veteran")
                                                  UP ("h6", "light-cavalry", "light-cavalry-veteran")
                                                      UP ("w6", "warriors", "warriors-veteran"));

  assert_no_issues (legal);
  assert_one_error (illegal, "list.exclusive",
                    "2 units take “Upgrade light cavalry/chariots to veteran” and 1 unit takes "
                    "“Upgrade warriors to veteran”; footnote ** allows only one of these 2 "
                    "choices. Keep one and remove the other.");
}
END_TEST

START_TEST (test_cap)
{
  g_autoptr(MuEvaluation) legal
             = british (EARLY, HEROIC, "", U ("s1", "skirmishers-javelin") U ("s2", "skirmishers-bow"));
  g_autoptr(MuEvaluation) illegal = british (EARLY, HEROIC, "",
                                              U ("s1", "skirmishers-javelin") U ("s2", "skirmishers-bow")
                                                  U ("s3", "skirmishers-bow"));

  assert_no_issues (legal);
  assert_one_error (illegal, "list.cap",
                    "Skirmishers (Light infantry, javelin) and Skirmishers (Light infantry, "
                    "bow/sling): 3 taken together; footnote *** allows at most 2. Remove 1.");
}
END_TEST

START_TEST (test_incompatible)
{
  g_autoptr(MuEvaluation) legal
             = british (EARLY, HEROIC, "",
                        UP ("w6", "warriors", "warriors-veteran") UP ("w7", "warriors", "warriors-fanatics"));
  g_autoptr(MuEvaluation) illegal
             = british (EARLY, HEROIC, "",
                        "<unit id=\"w6\" entry=\"warriors\"><upgrade ref=\"warriors-veteran\"/>"
                        "<upgrade ref=\"warriors-fanatics\"/></unit>");

  assert_no_issues (legal);
  assert_one_error (illegal, "list.incompatible",
                    "A unit cannot take both Upgrade warriors to veteran and Upgrade warriors to "
                    "fanatics (footnote *). Keep one upgrade.");
}
END_TEST

/* Heroes with Auxiliarii or Equites Alares: n_placed of them, then the others
 * with legionarii. */
static MuEvaluation *
allocation (const char *placed, const char *elsewhere)
{
  g_autofree char *body = g_strdup_printf (
      WESTERN
      "<command name=\"Command 1\">"
      "<general name=\"Aquila\" entry=\"generals\"><upgrade ref=\"general-detached\"/></general>"
      "<unit id=\"l1\" entry=\"legionarii\">%s</unit>" U ("l2", "legionarii") U ("l3", "legionarii") U (
          "l4", "legionarii") U ("l5", "legionarii")
          U ("c1",
             "camp") "</command>"
                     "<command name=\"Command 2\">"
                     "<general name=\"Aulus\" entry=\"generals\"><upgrade ref=\"general-detached\"/>"
                     "<upgrade ref=\"general-senior\"/></general>"
                     "<unit id=\"a1\" entry=\"auxiliarii\">%s</unit>" U ("a2", "auxiliarii")
                         U ("a3",
                            "auxiliarii") "</command>"
                                          "<command name=\"Command 3\">"
                                          "<general name=\"Maximus\" entry=\"generals\" attached=\"e1\"/>" U (
                                              "e1", "equites-alares") "</command>",
      elsewhere, placed);

  return evaluate ("principate-roman", body);
}

START_TEST (test_hero_allocation)
{
  /* two of four heroes with Auxiliarii: half */
  g_autoptr(MuEvaluation) legal = allocation ("<hero name=\"Julius\"/><hero name=\"Longinus\"/>",
                                               "<hero name=\"Gaius\"/><hero name=\"Titus\"/>");
  g_autoptr(MuEvaluation) illegal
             = allocation ("<hero name=\"Julius\"/>", "<hero name=\"Gaius\"/><hero name=\"Titus\"/>"
                                                      "<hero name=\"Quintus\"/>");

  assert_no_issues (legal);
  assert_one_error (illegal, "list.hero-allocation",
                    "1 of 4 heroes is with Auxiliarii or Equites Alares or Equites Singulares; "
                    "footnote **** needs at least half (2). Move 1.");
}
END_TEST

/* To the Strongest! rules */

#define ONE_COMMAND(general, units) CMD ("Command 1", general units U ("camp", "camp"))

START_TEST (test_command_size)
{
  g_autoptr(GString) eleven = g_string_new ("<command><general entry=\"generals\">" DETACHED "</general>");
  g_autoptr(GString) ten = g_string_new ("<command><general entry=\"generals\">" DETACHED "</general>");
  g_autoptr(MuEvaluation) legal = NULL;
  g_autoptr(MuEvaluation) illegal = NULL;
  g_autoptr(MuEvaluation) empty = NULL;

  for (int u = 0; u < 11; u++)
    {
      g_string_append_printf (eleven, "<unit id=\"s%d\" entry=\"spearmen\"/>", u);
      if (u < 10)
        g_string_append_printf (ten, "<unit id=\"s%d\" entry=\"spearmen\"/>", u);
    }
  g_string_append (eleven, U ("camp", "camp") "</command>");
  g_string_append (ten, U ("camp", "camp") "</command>");
  legal = open_list ("", ten->str);
  illegal = open_list ("", eleven->str);
  empty = open_list ("", ONE_COMMAND (GENERAL ("Flavius", DETACHED), U ("s1", "spearmen"))
                             CMD ("Command 2", GENERAL ("Tullius", DETACHED)));

  assert_no_issues (legal);
  assert_one_error (illegal, "command.size",
                    "Command 1 has 11 units; a command has 1–10 (To the Strongest!, The order of "
                    "battle). Move or remove 1.");
  assert_one_error (empty, "command.size",
                    "Command 2 has no units; a command has 1–10 (To the Strongest!, The order of "
                    "battle). Add a unit or remove the command.");
}
END_TEST

START_TEST (test_one_general)
{
  g_autoptr(MuEvaluation) legal
             = open_list ("", ONE_COMMAND (GENERAL ("Flavius", DETACHED), U ("s1", "spearmen")));
  g_autoptr(MuEvaluation) none
             = open_list ("", ONE_COMMAND (GENERAL ("Flavius", DETACHED), U ("s1", "spearmen"))
                                  CMD ("Command 2", U ("s2", "spearmen")));
  g_autoptr(MuEvaluation) two = open_list (
      "", ONE_COMMAND (GENERAL ("Flavius", DETACHED) GENERAL ("Tullius", DETACHED), U ("s1", "spearmen")));

  assert_no_issues (legal);
  assert_one_error (none, "command.general",
                    "Command 2 has no general; every command is led by exactly one. Add a general.");
  assert_one_error (two, "command.general",
                    "Command 1 has 2 generals; a command is led by exactly one. Move 1 to commands "
                    "of their own.");
}
END_TEST

START_TEST (test_senior_alone)
{
  const char *army = ONE_COMMAND (GENERAL ("Flavius", DETACHED), U ("s1", "spearmen"))
      CMD ("Command 2", GENERAL ("Caesar", DETACHED SENIOR));
  g_autoptr(MuEvaluation) allowed = open_list ("", army);
  g_autoptr(MuEvaluation) required = open_list (OPT ("senior-command", "required"), army);
  MuCommandResult *alone;

  assert_no_issues (allowed);
  /* his 2 VP count toward the army's medals, and he has no demoralisation level */
  alone = allowed->commands->pdata[1];
  ck_assert_double_eq (mu_test_figure (alone->figures, "victory_points"), 2);
  ck_assert_ptr_null (mu_figures_lookup (alone->figures, "demoralised_at"));
  ck_assert_double_eq (mu_test_figure (allowed->figures, "victory_points"), 2 + 2 + 3 + 2);
  ck_assert_double_eq (mu_test_figure (allowed->figures, "victory_medals"), 3);
  /* the other reading: the senior general leads a command of his own */
  assert_one_error (required, "command.size",
                    "Command 2 has no units; a command has 1–10 (To the Strongest!, The order of "
                    "battle), and under this reading the senior general leads a command of his "
                    "own. Add a unit: removing the command would remove Caesar, the army's senior "
                    "general.");
}
END_TEST

START_TEST (test_one_senior)
{
  g_autoptr(MuEvaluation) legal
             = open_list ("", ONE_COMMAND (GENERAL ("Flavius", DETACHED SENIOR), U ("s1", "spearmen"))
                                  CMD ("Command 2", GENERAL ("Tullius", DETACHED) U ("s2", "spearmen")));
  g_autoptr(MuEvaluation) illegal
             = open_list ("", ONE_COMMAND (GENERAL ("Flavius", DETACHED SENIOR), U ("s1", "spearmen")) CMD (
                                  "Command 2", GENERAL ("Tullius", DETACHED SENIOR) U ("s2", "spearmen")));

  assert_no_issues (legal);
  assert_one_error (illegal, "general.senior.max",
                    "Only one general may be senior; 2 are. Remove the upgrade from 1.");
}
END_TEST

#define BRILLIANT "<upgrade ref=\"general-brilliant\"/>"

START_TEST (test_brilliant)
{
  g_autoptr(MuEvaluation) legal = open_list (
      "", ONE_COMMAND (GENERAL ("Scipio", DETACHED SENIOR BRILLIANT), U ("s1", "spearmen")));
  g_autoptr(MuEvaluation) not_senior
             = open_list ("", ONE_COMMAND (GENERAL ("Scipio", DETACHED BRILLIANT), U ("s1", "spearmen")));
  g_autoptr(MuEvaluation) not_detached = open_list (
      "", ONE_COMMAND ("<general name=\"Scipio\" entry=\"generals\" attached=\"s1\">" SENIOR BRILLIANT
                       "</general>",
                       U ("s1", "spearmen")));

  assert_no_issues (legal);
  /* 4 + detached 1 + senior 1 + brilliant 4 */
  ck_assert_double_eq (legal->points, 10 + 7 + 1);
  assert_one_error (not_senior, "general.brilliant",
                    "Scipio is brilliant; a brilliant general must be detached and senior. Make "
                    "him senior (1 point more).");
  assert_one_error (not_detached, "general.brilliant",
                    "Scipio is brilliant; a brilliant general must be detached and senior. Make "
                    "him detached (1 point more).");
}
END_TEST

START_TEST (test_camp)
{
  g_autoptr(MuEvaluation) legal
             = open_list ("", ONE_COMMAND (GENERAL ("Flavius", DETACHED), U ("s1", "spearmen")));
  g_autoptr(MuEvaluation) none
             = open_list ("", CMD ("Command 1", GENERAL ("Flavius", DETACHED) U ("s1", "spearmen")));

  assert_no_issues (legal);
  assert_one_error (none, "camp.min",
                    "The army has no camp; every army needs at least one (To the Strongest!, "
                    "Camps). Add a camp to a command.");
}
END_TEST

START_TEST (test_camp_command)
{
  g_autoptr(MuEvaluation) legal
             = open_list ("", ONE_COMMAND (GENERAL ("Flavius", DETACHED), U ("s1", "spearmen"))
                                  CMD ("Command 2", GENERAL ("Caesar", DETACHED SENIOR)));
  g_autoptr(MuEvaluation) illegal
             = open_list ("", CMD ("Command 1", GENERAL ("Flavius", DETACHED) U ("s1", "spearmen"))
                                  CMD ("Command 2", GENERAL ("Caesar", DETACHED SENIOR) U ("camp", "camp")));

  assert_no_issues (legal);
  assert_one_error (illegal, "camp.command",
                    "A camp is attached to a command with no units; each camp is attached to a "
                    "command and placed beside one of its units. Move it to another command.");
}
END_TEST

START_TEST (test_heroes_allocated)
{
  g_autoptr(MuEvaluation) legal = open_list (
      "", ONE_COMMAND (GENERAL ("Flavius", DETACHED),
                       "<unit id=\"s1\" entry=\"spearmen\"><hero name=\"Marcus\"/></unit>"));
  g_autoptr(MuEvaluation) illegal = open_list (
      "", ONE_COMMAND (GENERAL ("Flavius", DETACHED), U ("s1", "spearmen") "<hero name=\"Marcus\"/>"));

  assert_no_issues (legal);
  ck_assert_double_eq (legal->points, 5 + 7 + 1 + 1);
  assert_one_error (illegal, "hero.unallocated",
                    "Hero Marcus is with no unit; every hero is allocated to a unit. Allocate him "
                    "to one.");
}
END_TEST

START_TEST (test_attached_general)
{
  g_autoptr(MuEvaluation) legal
             = open_list ("", ONE_COMMAND ("<general name=\"Flavius\" entry=\"generals\" attached=\"s1\"/>",
                                           U ("s1", "spearmen")));
  g_autoptr(MuEvaluation) elsewhere = open_list (
      "", ONE_COMMAND ("<general name=\"Flavius\" entry=\"generals\" attached=\"s2\"/>", U ("s1", "spearmen"))
              CMD ("Command 2", GENERAL ("Tullius", DETACHED) U ("s2", "spearmen")));
  g_autoptr(MuEvaluation) nowhere
             = open_list ("", ONE_COMMAND (GENERAL ("Flavius", ""), U ("s1", "spearmen")));

  assert_no_issues (legal);
  assert_one_error (elsewhere, "general.attached",
                    "Flavius is attached to a unit of Command 2; an attached general must be with "
                    "a unit of his own command.");
  assert_one_error (nowhere, "general.attached",
                    "Flavius is an attached general but is with no unit. Choose a unit of the same "
                    "command in “Attached to”, or make the general detached.");
}
END_TEST

/* Where the list offers no detached general (the British list as printed,
 * the default reading), the fix of a general with no unit, or with a camp,
 * is a unit alone; under the reading that allows one, detaching too. */
START_TEST (test_attached_general_not_detachable)
{
#define BRITISH_COMMAND(attached)                                                                            \
  CMD ("Command 1",                                                                                          \
       "<general name=\"Boudica\" entry=\"generals\"" attached "/>" U ("u1", "warriors") U ("c1", "camp"))
  g_autoptr(MuEvaluation) nowhere = evaluate ("ancient-british", BRITISH_COMMAND (""));
  g_autoptr(MuEvaluation) camp = evaluate ("ancient-british", BRITISH_COMMAND (" attached=\"c1\""));
  g_autoptr(MuEvaluation) allowed
             = evaluate ("ancient-british", OPT ("detached-generals", "allowed") BRITISH_COMMAND (""));
#undef BRITISH_COMMAND

  ck_assert_str_eq (mu_test_issue_with_code (nowhere, "general.attached"),
                    "Boudica is an attached general but is with no unit. Choose a unit of the same "
                    "command in “Attached to”.");
  ck_assert_str_eq (mu_test_issue_with_code (camp, "general.attached"),
                    "Boudica is attached to Camp, which is not a unit; an attached general forms part of a "
                    "fighting unit of the same command. Choose a fighting unit in “Attached to”.");
  ck_assert_str_eq (mu_test_issue_with_code (allowed, "general.attached"),
                    "Boudica is an attached general but is with no unit. Choose a unit of the same "
                    "command in “Attached to”, or make the general detached.");
}
END_TEST

START_TEST (test_points_limit)
{
  /* 5 (general) + 7 (spearmen) + 1 (camp) = 13 */
  g_autoptr(MuEvaluation) legal = open_list (
      "<army points-limit=\"13\"/>", ONE_COMMAND (GENERAL ("Flavius", DETACHED), U ("s1", "spearmen")));
  g_autoptr(MuEvaluation) illegal = open_list (
      "<army points-limit=\"11\"/>", ONE_COMMAND (GENERAL ("Flavius", DETACHED), U ("s1", "spearmen")));

  assert_no_issues (legal);
  assert_one_error (illegal, "points.limit", "The army costs 13 points; the limit is 11. Remove 2 points.");
}
END_TEST

/* The one wording of the points against the limit, and the one test of
 * being over it, that the builder, the sheet, the library and show use. */
START_TEST (test_points_of_limit)
{
  g_autoptr(MuEvaluation) at = open_list ("<army points-limit=\"13\"/>",
                                           ONE_COMMAND (GENERAL ("Flavius", DETACHED), U ("s1", "spearmen")));
  g_autoptr(MuEvaluation) over = open_list (
      "<army points-limit=\"11\"/>", ONE_COMMAND (GENERAL ("Flavius", DETACHED), U ("s1", "spearmen")));
  g_autoptr(MuEvaluation) unlimited
             = open_list ("<army/>", ONE_COMMAND (GENERAL ("Flavius", DETACHED), U ("s1", "spearmen")));
  g_autofree char *at_text = mu_evaluation_points_of_limit (at);
  g_autofree char *over_text = mu_evaluation_points_of_limit (over);
  g_autofree char *unlimited_text = mu_evaluation_points_of_limit (unlimited);

  ck_assert_str_eq (at_text, "13 of 13");
  ck_assert_str_eq (over_text, "13 of 11");
  ck_assert_str_eq (unlimited_text, "13");
  ck_assert (!mu_evaluation_is_over_limit (at));
  ck_assert (mu_evaluation_is_over_limit (over));
  ck_assert (!mu_evaluation_is_over_limit (unlimited));
}
END_TEST

START_TEST (test_declared)
{
  const char *army = ONE_COMMAND (GENERAL ("Flavius", DETACHED), U ("s1", "spearmen"));
  g_autofree char *right_body = g_strconcat (army,
                                             "<declared points=\"13\" victory_points=\"7\" "
                                             "victory_medals=\"2\"/>",
                                             NULL);
  g_autofree char *points_body = g_strconcat (army, "<declared points=\"12\"/>", NULL);
  g_autofree char *vp_body = g_strconcat (army, "<declared victory_points=\"8\"/>", NULL);
  g_autoptr(MuEvaluation) right = open_list ("", right_body);
  g_autoptr(MuEvaluation) points = open_list ("", points_body);
  g_autoptr(MuEvaluation) vp = open_list ("", vp_body);

  assert_no_issues (right);
  assert_one_error (points, "declared.mismatch", "Declared 12 points; Muster computes 13.");
  assert_one_error (vp, "declared.mismatch", "Declared 8 victory points; Muster computes 7.");
}
END_TEST

START_TEST (test_not_offered)
{
  g_autoptr(MuEvaluation) legal = principate (WESTERN, FIVE_LEGIONARII, U ("s1", "symmachiarii-light-bow"));
  g_autoptr(MuEvaluation) raw = principate (
      WESTERN, FIVE_LEGIONARII, "<unit id=\"s1\" entry=\"symmachiarii-light-bow\" quality=\"raw\"/>");

  assert_no_issues (legal);
  assert_one_error (raw, "unit.not-offered",
                    "Symmachiarii: the list does not offer this unit as Light infantry, bow/sling, "
                    "raw. Choose a row or upgrade the list offers, or remove the unit.");
  /* priced as chosen: 4 − 1 */
  ck_assert_double_eq (mu_evaluation_unit (raw, "s1")->points, 3);
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("validation");
  TCase *idioms = tcase_create ("idioms");
  TCase *footnotes = tcase_create ("footnotes");
  TCase *rules = tcase_create ("tts-rules");

  tcase_add_test (idioms, test_range);
  tcase_add_test (idioms, test_range_max);
  tcase_add_test (idioms, test_any);
  tcase_add_test (idioms, test_half_or_more);
  tcase_add_test (idioms, test_up_to_half);
  tcase_add_test (idioms, test_all_or_none);
  tcase_add_test (idioms, test_upgrades_count_within_parent);
  tcase_add_test (footnotes, test_date);
  tcase_add_test (footnotes, test_variant);
  tcase_add_test (footnotes, test_exclusive);
  tcase_add_test (footnotes, test_cap);
  tcase_add_test (footnotes, test_incompatible);
  tcase_add_test (footnotes, test_hero_allocation);
  tcase_add_test (rules, test_command_size);
  tcase_add_test (rules, test_one_general);
  tcase_add_test (rules, test_senior_alone);
  tcase_add_test (rules, test_one_senior);
  tcase_add_test (rules, test_brilliant);
  tcase_add_test (rules, test_camp);
  tcase_add_test (rules, test_camp_command);
  tcase_add_test (rules, test_heroes_allocated);
  tcase_add_test (rules, test_attached_general);
  tcase_add_test (rules, test_attached_general_not_detachable);
  tcase_add_test (rules, test_points_limit);
  tcase_add_test (rules, test_points_of_limit);
  tcase_add_test (rules, test_declared);
  tcase_add_test (rules, test_not_offered);
  suite_add_tcase (s, idioms);
  suite_add_tcase (s, footnotes);
  suite_add_tcase (s, rules);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
