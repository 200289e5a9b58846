/* test-legal.c: what a doctored roster can no longer hide, and how each
 * fault reads, in English and (run with LANGUAGE=it) in Italian
 *
 * Each roster below is a legal army with one fault; it must give exactly
 * one error, with the message given here for the language the test runs in.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-issue.h"
#include "mu-library.h"
#include "mu-locale.h"
#include "mu-roster.h"
#include "mu-test.h"

#define U(id, entry) "<unit id=\"" id "\" entry=\"" entry "\"/>"
#define UP(id, entry, upgrade) "<unit id=\"" id "\" entry=\"" entry "\"><upgrade ref=\"" upgrade "\"/></unit>"
#define OPT(id, value) "<option id=\"" id "\" value=\"" value "\"/>"
#define DETACHED "<upgrade ref=\"general-detached\"/>"
#define SENIOR "<upgrade ref=\"general-senior\"/>"
#define HEROIC "<upgrade ref=\"general-heroic\"/>"
#define BRILLIANT "<upgrade ref=\"general-brilliant\"/>"

/* Principate Roman: three commands, legal as they stand; each macro takes
 * what a case changes. */
#define P_OPTIONS OPT ("date", "100") OPT ("region", "western")
#define P_CMD1(upgrades, camp)                                                                               \
  "<command name=\"Command 1\"><general name=\"Aquila\" entry=\"generals\">" DETACHED upgrades               \
  "</general>" U ("l1", "legionarii") U ("l2", "legionarii") U ("l3", "legionarii") U ("l4", "legionarii")   \
      U ("l5", "legionarii") camp "</command>"
#define P_CMD2(upgrades)                                                                                     \
  "<command name=\"Command 2\"><general name=\"Aulus\" entry=\"generals\">" DETACHED upgrades                \
  "</general><unit id=\"a1\" entry=\"auxiliarii\"><hero name=\"Julius\"/></unit>" U ("a2", "auxiliarii")     \
      U ("a3", "auxiliarii") "</command>"
#define P_CMD3(attached, upgrades, extra)                                                                    \
  "<command name=\"Command 3\"><general name=\"Maximus\" entry=\"generals\" attached=\"" attached            \
  "\">" upgrades "</general><unit id=\"e1\" entry=\"equites-alares\"><hero name=\"Longinus\"/>"              \
  "</unit>" extra "</command>"
#define CAMP U ("c1", "camp")
#define PRINCIPATE P_OPTIONS P_CMD1 ("", CAMP) P_CMD2 (SENIOR) P_CMD3 ("e1", "", "")

/* Ancient British: two or three commands */
#define B_CMD1(upgrades)                                                                                     \
  "<command name=\"Command 1\"><general name=\"Cassivellaunus\" entry=\"generals\" "                         \
  "attached=\"w1\">" upgrades "</general>"                                                                   \
  "<unit id=\"w1\" entry=\"warriors\"><hero name=\"Bran\"/><hero name=\"Cunobelin\"/></unit>"                \
  "<unit id=\"w2\" entry=\"warriors\"><hero name=\"Dubno\"/><hero name=\"Epillus\"/></unit>" U (             \
      "w3", "warriors") U ("w4", "warriors") U ("w5", "warriors") U ("c1", "camp") "</command>"
#define B_CMD2(extra)                                                                                        \
  "<command name=\"Command 2\"><general name=\"Tasciovanus\" entry=\"generals\" "                            \
  "attached=\"h1\"/>" U ("h1", "light-cavalry") U ("h2", "light-cavalry") U ("h3", "light-cavalry")          \
      U ("h4", "light-cavalry") extra "</command>"
#define B_OPTIONS OPT ("date", "-55")

/* The open list: a detached general, spearmen and a camp, 13 points */
#define O_ARMY                                                                                               \
  "<command name=\"Command 1\"><general name=\"Flavius\" entry=\"generals\">" DETACHED                       \
  "</general>" U ("s1", "spearmen") U ("camp", "camp") "</command>"

/* The allied contingents example (lists/examples/tts-british-roman-allies.muster):
 * the Regni as a command of either contingent, and the Roman contingent with
 * the legion's units as a case gives them. */
#define REGNI(senior)                                                                                        \
  "<command name=\"Regni\"><general name=\"Cogidubnus\" entry=\"generals\" attached=\"u5\">" HEROIC senior   \
  "</general><unit id=\"u1\" entry=\"light-cavalry\"><hero name=\"Bran\"/></unit>"                           \
  "<unit id=\"u2\" entry=\"light-cavalry\"><hero name=\"Cunobel\"/></unit>" U ("u3", "light-cavalry")        \
      U ("u4", "light-cavalry") "<unit id=\"u5\" entry=\"warriors\"><hero name=\"Dubno\"/>"                  \
                                "<hero name=\"Epillus\"/></unit>" U ("u6", "warriors") U ("u7", "warriors")  \
                                    U ("u8", "warriors") U ("u9", "warriors") U ("u10", "camp") "</command>"
#define ROMAN_ALLY(legion)                                                                                   \
  "<contingent list=\"principate-roman\" list-revision=\"1\">" OPT ("date", "43") OPT (                      \
      "region",                                                                                              \
      "western") "<command name=\"Legio II Augusta\"><general name=\"Vespasian\" entry=\"generals\" "        \
                 "attached=\"u11\"/>" legion                                                                 \
                 "</command><command name=\"Auxilia\"><general name=\"Sabinus\" entry=\"generals\" "         \
                 "attached=\"u16\"/><unit id=\"u16\" entry=\"auxiliarii\"><hero name=\"Gaius\"/></unit>" U ( \
                     "u17", "auxiliarii") U ("u18", "auxiliarii")                                            \
                     U ("u19", "camp") "</command>"                                                          \
                                       "<command name=\"Ala\"><general name=\"Plautius\" "                   \
                                       "entry=\"generals\" attached=\"u20\"/>"                               \
                                       "<unit id=\"u20\" entry=\"equites-alares\"><hero "                    \
                                       "name=\"Titus\"/></unit></command></contingent>"

typedef struct
{
  const char *name;
  const char *list;
  const char *body;
  const char *code;
  const char *english;
  const char *italian;
} Case;

static const Case cases[] = {
  /* the holes: what was free or counted for nothing is an error */
  { "hero on a camp", "principate-roman",
    P_OPTIONS P_CMD1 ("", "<unit id=\"c1\" entry=\"camp\"><hero name=\"Free Hero\"/></unit>") P_CMD2 (SENIOR)
        P_CMD3 ("e1", "", ""),
    "hero.place",
    "Hero Free Hero is with Camp, which is not a unit; a hero is allocated to a fighting unit. "
    "Move him to a unit of the army.",
    "L'eroe Free Hero è con Camp, che non è un'unità; un eroe è assegnato a un'unità combattente. "
    "Spostalo in un'unità dell'esercito." },
  { "general attached to a camp", "principate-roman",
    P_OPTIONS P_CMD1 ("", CAMP) P_CMD2 (SENIOR) P_CMD3 ("c3", "", U ("c3", "camp")), "general.attached",
    "Maximus is attached to Camp, which is not a unit; an attached general forms part of a "
    "fighting unit of the same command. Choose a fighting unit in “Attached to”, or make the "
    "general detached.",
    "Maximus è aggregato a Camp, che non è un'unità; un generale aggregato fa parte di un'unità "
    "combattente dello stesso comando. Scegli un'unità combattente in “Aggregato a”, o rendi "
    "distaccato il generale." },
  { "a camp with a quality", "principate-roman",
    P_OPTIONS P_CMD1 ("", "<unit id=\"c1\" entry=\"camp\" quality=\"veteran\"/>") P_CMD2 (SENIOR)
        P_CMD3 ("e1", "", ""),
    "unit.not-offered",
    "Camp has upgrades or choices; a camp, fortification or reserve ammunition takes none. "
    "Remove them.",
    "Camp ha miglioramenti o scelte; un accampamento, una fortificazione o le munizioni di "
    "riserva non ne prendono. Toglili." },
  { "a unit entered with a count", "principate-roman",
    P_OPTIONS P_CMD1 ("", CAMP) P_CMD2 (SENIOR)
        P_CMD3 ("e1", "", "<unit id=\"e2\" entry=\"equites-alares\" count=\"2\"/>"),
    "unit.count",
    "Equites Alares is entered with count 2; each unit is entered once, with count 1. Enter the "
    "units one by one.",
    "Equites Alares è inserita con numero 2; ogni unità si inserisce una volta, con numero 1. "
    "Inserisci le unità una per una." },
  /* found by test-mutation: detached and attached at once went unremarked */
  { "a detached general attached to a unit", "principate-roman",
    P_OPTIONS
    "<command name=\"Command 1\"><general name=\"Aquila\" entry=\"generals\" attached=\"l1\">" DETACHED
    "</general>" U ("l1", "legionarii") U ("l2", "legionarii") U ("l3", "legionarii") U ("l4", "legionarii")
        U ("l5", "legionarii") CAMP "</command>" P_CMD2 (SENIOR) P_CMD3 ("e1", "", ""),
    "general.attached",
    "Aquila is detached but attached to Legionarii; a general is either part of a unit or "
    "detached on his own base. Detach him from the unit, or remove the detached upgrade (1 point "
    "less).",
    "Aquila è distaccato ma aggregato a Legionarii; un generale fa parte di un'unità oppure è "
    "distaccato sulla propria base. Staccalo dall'unità, o togli il miglioramento distaccato (1 "
    "punto in meno)." },
  /* a lone senior general must be detached (v1.1, Generals) */
  { "a lone senior general, not detached", "principate-roman",
    P_OPTIONS P_CMD1 ("", CAMP) P_CMD2 ("") P_CMD3 (
        "e1", "", "") "<command name=\"Command 4\"><general name=\"Caesar\" entry=\"generals\">" SENIOR
                      "</general></command>",
    "general.senior.alone",
    "Caesar is senior and stands alone, without a command of his own, but is not detached; a "
    "general is either part of a unit of his command or detached. Make him detached (1 point "
    "more) or give him a unit.",
    "Caesar è generale in capo e sta da solo, senza un comando proprio, ma non è distaccato; un "
    "generale fa parte di un'unità del suo comando oppure è distaccato. Rendilo distaccato (1 "
    "punto in più) o dagli un'unità." },
  { "the senior general's command, under the reading that he leads one", "principate-roman",
    P_OPTIONS OPT ("senior-command", "required") P_CMD1 ("", CAMP) P_CMD2 ("")
        P_CMD3 ("e1", "",
                "") "<command name=\"Command 4\"><general name=\"Caesar\" entry=\"generals\">" DETACHED SENIOR
                    "</general></command>",
    "command.size",
    "Command 4 has no units; a command has 1–10 (To the Strongest!, The order of battle), and "
    "under this reading the senior general leads a command of his own. Add a unit: removing the "
    "command would remove Caesar, the army's senior general.",
    "Command 4 non ha unità; un comando ne ha da 1 a 10 (To the Strongest!, The order of battle), "
    "e con questa lettura il generale in capo guida un comando proprio. Aggiungi un'unità: "
    "rimuovere il comando rimuoverebbe Caesar, il generale in capo dell'esercito." },
  /* one fault, one error */
  { "no camp", "principate-roman", P_OPTIONS P_CMD1 ("", "") P_CMD2 (SENIOR) P_CMD3 ("e1", "", ""),
    "camp.min",
    "The army has no camp; every army needs at least one (To the Strongest!, Camps), and the "
    "Principate Roman list asks for 1–3. Add a camp to a command.",
    "L'esercito non ha un accampamento; ogni esercito ne richiede almeno uno (To the Strongest!, "
    "Camps), e la lista Principate Roman ne chiede 1–3. Aggiungi un accampamento a un comando." },
  { "two senior generals", "principate-roman",
    P_OPTIONS P_CMD1 (SENIOR, CAMP) P_CMD2 (SENIOR) P_CMD3 ("e1", "", ""), "general.senior.max",
    "Only one general may be senior; 2 are. Remove the upgrade from 1.",
    "Solo un generale può essere generale in capo; ce ne sono 2. Togli il miglioramento da 1." },
  /* a brilliant general: a fix that breaks no other rule */
  { "brilliant, while another general is senior", "principate-roman",
    P_OPTIONS P_CMD1 (BRILLIANT, CAMP) P_CMD2 (SENIOR) P_CMD3 ("e1", "", ""), "general.brilliant",
    "Aquila is brilliant; a brilliant general must be detached and senior, and Aulus is the "
    "army's senior general. Make Aquila senior in place of Aulus, or remove the brilliant upgrade.",
    "Aquila è brillante; un generale brillante deve essere distaccato e generale in capo, e Aulus "
    "è il generale in capo dell'esercito. Rendi Aquila generale in capo al posto di Aulus, o togli "
    "il miglioramento brillante." },
  { "brilliant and attached, while another general is senior", "principate-roman",
    P_OPTIONS P_CMD1 ("", CAMP) P_CMD2 (SENIOR) P_CMD3 ("e1", BRILLIANT, ""), "general.brilliant",
    "Maximus is brilliant; a brilliant general must be detached and senior, and Aulus is the "
    "army's senior general. Make Maximus detached and senior in place of Aulus, or remove the "
    "brilliant upgrade.",
    "Maximus è brillante; un generale brillante deve essere distaccato e generale in capo, e "
    "Aulus è il generale in capo dell'esercito. Rendi Maximus distaccato e generale in capo al "
    "posto di Aulus, o togli il miglioramento brillante." },
  { "brilliant and attached, and no general senior", "principate-roman",
    P_OPTIONS P_CMD1 ("", CAMP) P_CMD2 ("") P_CMD3 ("e1", BRILLIANT, ""), "general.brilliant",
    "Maximus is brilliant; a brilliant general must be detached and senior. Make him detached and "
    "senior (2 points more).",
    "Maximus è brillante; un generale brillante deve essere distaccato e generale in capo. "
    "Rendilo distaccato e generale in capo (2 punti in più)." },
  /* list idioms and footnotes */
  { "half or more heroic", "ancient-british",
    B_OPTIONS B_CMD1 (HEROIC)
        B_CMD2 ("") "<command name=\"Command 3\"><general name=\"Togodumnus\" entry=\"generals\" "
                    "attached=\"h5\"/>" U ("h5", "light-cavalry") "</command>",
    "list.min", "1 of 3 generals is heroic; the list needs half or more. Make 1 more heroic.",
    "1 generale su 3 è eroico; la lista richiede metà o più. Ne serve ancora 1 eroico." },
  { "exclusive choices", "ancient-british",
    B_OPTIONS B_CMD1 (HEROIC) B_CMD2 (UP ("h5", "light-cavalry", "light-cavalry-veteran") UP (
        "h6", "light-cavalry", "light-cavalry-veteran") UP ("w6", "warriors", "warriors-veteran")),
    "list.exclusive",
    "2 units take “Upgrade light cavalry/chariots to veteran” and 1 unit takes “Upgrade warriors "
    "to veteran”; footnote ** allows only one of these 2 choices. Keep one and remove the other.",
    "2 unità prendono «Upgrade light cavalry/chariots to veteran» e 1 unità prende «Upgrade "
    "warriors to veteran»; la nota ** consente solo una di queste 2 scelte. Tienine una e rimuovi "
    "l'altra." },
  { "a cap on rows of one name", "ancient-british",
    B_OPTIONS B_CMD1 (HEROIC)
        B_CMD2 (U ("s1", "skirmishers-javelin") U ("s2", "skirmishers-bow") U ("s3", "skirmishers-bow")),
    "list.cap",
    "Skirmishers (Light infantry, javelin) and Skirmishers (Light infantry, bow/sling): 3 taken "
    "together; footnote *** allows at most 2. Remove 1.",
    "Skirmishers (Light infantry, javelin) e Skirmishers (Light infantry, bow/sling): 3 in tutto "
    "nell'esercito; la nota *** ne consente al massimo 2. Rimuovine 1." },
  { "one hero of three where the footnote wants them", "principate-roman",
    P_OPTIONS P_CMD1 (
        "",
        "<unit id=\"c1\" entry=\"camp\"/>") "<command name=\"Command 2\"><general name=\"Aulus\" "
                                            "entry=\"generals\">" DETACHED SENIOR
                                            "</general><unit id=\"a1\" entry=\"auxiliarii\"><hero "
                                            "name=\"Julius\"/></unit>" U ("a2", "auxiliarii") U (
                                                "a3",
                                                "auxiliarii") "</command>"
                                                              "<command name=\"Command 3\"><general "
                                                              "name=\"Maximus\" entry=\"generals\" "
                                                              "attached=\"e1\"/>" U (
                                                                  "e1",
                                                                  "equites-alares") "<unit id=\"l6\" "
                                                                                    "entry=\"legionarii\"><"
                                                                                    "hero "
                                                                                    "name=\"Gaius\"/><hero "
                                                                                    "name=\"Titus\"/></unit>"
                                                                                    "</command>",
    "list.hero-allocation",
    "1 of 3 heroes is with Auxiliarii or Equites Alares or Equites Singulares; footnote **** "
    "needs at least half (2). Move 1.",
    "1 eroe su 3 è con Auxiliarii o Equites Alares o Equites Singulares; la nota **** ne richiede "
    "almeno la metà (2). Spostane 1." },
  /* declared totals */
  { "declared points", "tts-open", O_ARMY "<declared points=\"12\"/>", "declared.mismatch",
    "Declared 12 points; Muster computes 13.", "Dichiarati 12 punti; Muster calcola 13." },
  { "declared victory points", "tts-open", O_ARMY "<declared victory_points=\"8\"/>", "declared.mismatch",
    "Declared 8 victory points; Muster computes 7.",
    "Valore dichiarato: 8 punti vittoria; Muster calcola 7." },
  /* allied contingents (To the Strongest! v1.1, “Allied contingents”) */
  { "an allied contingent short of its own list's minimum", "ancient-british",
    OPT ("date", "43") REGNI (SENIOR)
        ROMAN_ALLY (U ("u11", "legionarii") U ("u12", "legionarii") U ("u13", "legionarii")),
    "list.min", "Principate Roman (allied contingent): Legionarii: 3 taken, the list needs 5–10. Add 2.",
    "Principate Roman (contingente alleato): Legionarii: 3 nell'esercito, la lista ne richiede 5–10. "
    "Aggiungine 2." },
  { "an allied contingent from a list the allies row does not name", "principate-roman",
    PRINCIPATE "<contingent list=\"ancient-british\" list-revision=\"1\">" OPT ("date", "100")
        REGNI ("") "</contingent>",
    "ally.not-named",
    "Principate Roman may take allies only from the lists its allies row names (Armenians, Eastern "
    "client states, Sarmatians), not Ancient British. Remove that allied contingent.",
    "Principate Roman può prendere alleati solo dalle liste che la sua riga degli alleati nomina "
    "(Armenians, Eastern client states, Sarmatians), non Ancient British. Rimuovi quel contingente "
    "alleato." },
  { "one point declared", "tts-open", O_ARMY "<declared points=\"1\"/>", "declared.mismatch",
    "Declared 1 point; Muster computes 13.", "Dichiarato 1 punto; Muster calcola 13." },
};

static gboolean
italian (void)
{
  return g_strcmp0 (g_getenv ("LANGUAGE"), "it") == 0;
}

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
print_issues (const char *name, MuEvaluation *evaluation)
{
  g_printerr ("%s:\n", name);
  for (guint i = 0; i < evaluation->issues->len; i++)
    {
      MuIssue *issue = evaluation->issues->pdata[i];
      g_printerr ("  %s %s: %s\n", mu_severity_to_string (issue->severity), issue->code, issue->message);
    }
}

START_TEST (test_case)
{
  const Case *c = &cases[_i];
  g_autoptr(MuEvaluation) evaluation = evaluate (c->list, c->body);
  MuIssue *issue;

  if (evaluation->issues->len != 1)
    print_issues (c->name, evaluation);
  ck_assert_uint_eq (evaluation->issues->len, 1);
  issue = evaluation->issues->pdata[0];
  ck_assert_int_eq (issue->severity, MU_SEVERITY_ERROR);
  ck_assert_str_eq (issue->code, c->code);
  ck_assert_str_eq (issue->message, italian () ? c->italian : c->english);
}
END_TEST

/* What cannot be read is refused with its line, in either language. */
static const Case refusals[] = {
  { "an upgrade taken twice", "principate-roman",
    "<command><general entry=\"generals\">\n" DETACHED DETACHED "</general></command>", NULL,
    "test.muster:2: upgrade “general-detached” is taken twice; a unit or general takes an "
    "upgrade once",
    "test.muster:2: il miglioramento «general-detached» è preso due volte; un'unità o un generale "
    "prende un miglioramento una volta sola" },
  { "a unit inside a unit", "principate-roman",
    "<command>\n<unit id=\"u1\" entry=\"legionarii\">\n" U ("u2", "legionarii") "</unit></command>", NULL,
    "test.muster:4: unit “u1” holds unit “u2”, but in ruleset “tts” no unit holds another",
    "test.muster:4: l'unità «u1» contiene l'unità «u2», ma nel regolamento «tts» nessuna unità ne "
    "contiene un'altra" },
};

START_TEST (test_refusal)
{
  const Case *c = &refusals[_i];
  g_autofree char *xml = g_strdup_printf ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                          "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" "
                                          "ruleset=\"tts\" list=\"%s\" list-revision=\"1\">%s"
                                          "</roster>\n",
                                          c->list, c->body);
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  MuArmyList *list = NULL;

  roster = mu_library_open_roster_data (mu_test_library (), xml, strlen (xml), "test.muster", &list, &error);
  ck_assert_ptr_null (roster);
  ck_assert_str_eq (error->message, italian () ? c->italian : c->english);
}
END_TEST

/* The armies the cases start from are legal. */
START_TEST (test_bases_legal)
{
  const char *bases[][2] = {
    { "principate-roman", PRINCIPATE },
    { "ancient-british", B_OPTIONS B_CMD1 (HEROIC) B_CMD2 ("") },
    { "tts-open", O_ARMY },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bases); i++)
    {
      g_autoptr(MuEvaluation) evaluation = evaluate (bases[i][0], bases[i][1]);

      if (evaluation->issues->len != 0)
        print_issues (bases[i][0], evaluation);
      ck_assert_uint_eq (evaluation->issues->len, 0);
    }
}
END_TEST

/* The fault reported once cites both the rule and the list's row. */
START_TEST (test_both_cited)
{
  g_autoptr(MuEvaluation) camp
             = evaluate ("principate-roman", P_OPTIONS P_CMD1 ("", "") P_CMD2 (SENIOR) P_CMD3 ("e1", "", ""));
  g_autoptr(MuEvaluation) seniors = evaluate ("principate-roman", P_OPTIONS P_CMD1 (SENIOR, CAMP)
                                                                       P_CMD2 (SENIOR) P_CMD3 ("e1", "", ""));

  if (italian ())
    return;
  ck_assert_str_eq (((MuIssue *) camp->issues->pdata[0])->reference,
                    "To the Strongest! v1.1, Camps; Principate Roman list");
  ck_assert_str_eq (((MuIssue *) seniors->issues->pdata[0])->reference,
                    "To the Strongest! v1.1, Generals; Principate Roman list");
}
END_TEST

/* A senior general alone: his figures say so, for show and the sheet. */
START_TEST (test_alone_figure)
{
  g_autoptr(MuEvaluation) alone = evaluate (
      "principate-roman",
      P_OPTIONS P_CMD1 ("", CAMP) P_CMD2 ("")
          P_CMD3 ("e1", "", "") "<command name=\"Command 4\"><general name=\"Caesar\" "
                                "entry=\"generals\">" DETACHED SENIOR "</general></command>");
  g_autoptr(MuEvaluation) leading = evaluate ("principate-roman", PRINCIPATE);
  MuCommandResult *fourth = alone->commands->pdata[3];
  MuCommandResult *second = leading->commands->pdata[1];

  ck_assert_uint_eq (alone->issues->len, 0);
  ck_assert_ptr_nonnull (mu_figures_lookup (((MuUnitResult *) fourth->generals->pdata[0])->figures, "alone"));
  /* his label says it: no "Stands alone yes" */
  ck_assert_str_eq (mu_figures_lookup (((MuUnitResult *) fourth->generals->pdata[0])->figures, "alone")->text,
                    "");
  ck_assert_ptr_null (mu_figures_lookup (((MuUnitResult *) second->generals->pdata[0])->figures, "alone"));
}
END_TEST

/* A hero placed on a camp is an error, and still costs his point (v1.1,
 * Heroes: 1 point): moving him to a unit, as the error asks, leaves the
 * total as it is. */
START_TEST (test_misplaced_hero_priced)
{
  g_autoptr(MuEvaluation) on_camp = evaluate (
      "principate-roman", P_OPTIONS P_CMD1 ("", "<unit id=\"c1\" entry=\"camp\"><hero name=\"Free "
                                                "Hero\"/></unit>") P_CMD2 (SENIOR) P_CMD3 ("e1", "", ""));
  g_autoptr(MuEvaluation) base = evaluate ("principate-roman", PRINCIPATE);
  MuCommandResult *first = on_camp->commands->pdata[0];
  MuUnitResult *camp = first->units->pdata[5];

  ck_assert_double_eq (on_camp->points, base->points + 1);
  ck_assert_double_eq (camp->points, 2);
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("legal");
  TCase *tc = tcase_create ("faults");

  mu_locale_init ();
  tcase_add_test (tc, test_bases_legal);
  tcase_add_loop_test (tc, test_case, 0, G_N_ELEMENTS (cases));
  tcase_add_loop_test (tc, test_refusal, 0, G_N_ELEMENTS (refusals));
  tcase_add_test (tc, test_both_cited);
  tcase_add_test (tc, test_alone_figure);
  tcase_add_test (tc, test_misplaced_hero_priced);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
