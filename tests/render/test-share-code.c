/* test-share-code.c: share codes rebuild the roster they were made from
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-error.h"
#include "mu-evaluation.h"
#include "mu-general.h"
#include "mu-library.h"
#include "mu-render-test.h"
#include "mu-roster.h"
#include "mu-share-code.h"
#include "mu-sheet.h"
#include "mu-test.h"
#include "mu-unit.h"

static MuRoster *
open_sample (MuArmyList **list)
{
  g_autoptr(GError) error = NULL;
  MuRoster *roster = mu_library_open_roster (mu_test_library (), mu_render_test_sample (), list, &error);

  ck_assert_msg (roster != NULL, "%s", error ? error->message : "");
  return roster;
}

static void
assert_same_roster (MuRoster *a, MuRoster *b)
{
  g_autofree char *xml_a = mu_roster_to_xml (a, NULL);
  g_autofree char *xml_b = mu_roster_to_xml (b, NULL);

  ck_assert_str_eq (xml_a, xml_b);
}

static MuRoster *
decode (const char *code, MuArmyList **list)
{
  g_autoptr(GError) error = NULL;
  MuRoster *roster = mu_share_code_decode (code, mu_test_library (), list, &error);

  ck_assert_msg (roster != NULL, "%s", error ? error->message : "");
  return roster;
}

START_TEST (test_sample_round_trip)
{
  MuArmyList *list = NULL, *decoded_list = NULL;
  g_autoptr(MuRoster) roster = open_sample (&list);
  g_autofree char *code = mu_share_code_encode (roster, list);
  g_autoptr(MuRoster) back = decode (code, &decoded_list);

  ck_assert_ptr_eq (decoded_list, list);
  /* everything but the free notes */
  ck_assert_ptr_null (mu_roster_get_notes (back));
  mu_roster_set_notes (roster, NULL);
  assert_same_roster (roster, back);
  /* compact enough to type: groups of five, joined by dashes */
  ck_assert_uint_lt (strlen (code), 400);
  ck_assert (g_regex_match_simple ("^([0-9A-HJKMNP-TV-Z]{5}-)*[0-9A-HJKMNP-TV-Z]{1,5}$", code, 0, 0));
}
END_TEST

/* Everything the format has a short form for, and everything it has not. */
static MuRoster *
unusual_roster (MuArmyList *list)
{
  MuRoster *roster = mu_roster_new ("tts", "principate-roman");
  MuCommand *first = mu_command_new ("Command 1");
  MuCommand *second = mu_command_new (NULL);
  MuCommand *third = mu_command_new ("Vexillatio of the IXth");
  MuGeneral *general = mu_general_new ("generals");
  MuUnit *unit;

  mu_roster_set_list_revision (roster, 1);
  mu_roster_set_list_hash (roster, mu_army_list_get_hash (list));
  mu_roster_set_points_limit (roster, 1000000);
  mu_roster_set_option (roster, "date", "-27");
  g_ptr_array_add (mu_roster_get_commands (roster), first);
  g_ptr_array_add (mu_roster_get_commands (roster), second);
  g_ptr_array_add (mu_roster_get_commands (roster), third);
  general->attached = g_strdup ("legio-ix");
  g_ptr_array_add (first->generals, general);
  g_ptr_array_add (first->units, mu_unit_new ("u7", "legionarii"));
  unit = mu_unit_new ("legio-ix", "legionarii");
  unit->name = g_strdup ("Legio IX Hispana — “the lost”");
  g_ptr_array_add (unit->heroes, g_strdup ("Quintus"));
  g_ptr_array_add (unit->heroes, g_strdup ("Tiberius"));
  mu_unit_set_attr (unit, "quality", "raw");
  g_ptr_array_add (first->units, unit);
  unit = mu_unit_new ("u3", "extra-ammunition");
  unit->count = 12;
  g_ptr_array_add (second->units, unit);
  g_ptr_array_add (second->heroes, g_strdup ("Gaius"));
  g_ptr_array_add (third->generals, mu_general_new ("generals"));
  g_hash_table_insert (mu_roster_get_declared (roster), g_strdup ("points"), g_strdup ("12.5"));
  g_hash_table_insert (mu_roster_get_declared (roster), g_strdup ("victory_points"), g_strdup ("007"));
  g_hash_table_insert (mu_roster_get_declared (roster), g_strdup ("victory_medals"), g_strdup ("3"));
  return roster;
}

START_TEST (test_unusual_round_trip)
{
  MuArmyList *list = mu_library_find_list (mu_test_library (), "principate-roman");
  g_autoptr(MuRoster) roster = unusual_roster (list);
  g_autofree char *code = mu_share_code_encode (roster, list);
  g_autoptr(MuRoster) back = decode (code, NULL);
  g_autofree char *without_list = mu_share_code_encode (roster, NULL);
  g_autoptr(MuRoster) back_without_list = decode (without_list, NULL);

  assert_same_roster (roster, back);
  /* made without the list, every row is written out, and still rebuilds */
  assert_same_roster (roster, back_without_list);
  ck_assert_uint_gt (strlen (without_list), strlen (code));
}
END_TEST

START_TEST (test_megagame_round_trip)
{
  MuArmyList *list = mu_library_find_list (mu_test_library (), "principate-roman");
  g_autoptr(MuRoster) roster = mu_render_test_megagame ();
  g_autofree char *short_hash = mu_army_list_short_hash (list);
  g_autofree char *code = NULL;

  mu_roster_set_list_hash (roster, short_hash);
  code = mu_share_code_encode (roster, list);
  g_autoptr(MuRoster) back = decode (code, NULL);

  assert_same_roster (roster, back);
}
END_TEST

START_TEST (test_typing_slips)
{
  MuArmyList *list = NULL;
  g_autoptr(MuRoster) roster = open_sample (&list);
  g_autofree char *code = mu_share_code_encode (roster, list);
  g_autofree char *lower = g_ascii_strdown (code, -1);
  g_autoptr(GString) spaced = g_string_new (NULL);
  g_autoptr(MuRoster) from_lower = NULL;
  g_autoptr(MuRoster) from_spaced = NULL;

  /* case, spaces for dashes, O for 0 and l for 1 do not matter */
  for (const char *p = code; *p != '\0'; p++)
    g_string_append_c (spaced, *p == '-' ? ' ' : *p == '0' ? 'O' : *p == '1' ? 'l' : *p);
  from_lower = decode (lower, NULL);
  from_spaced = decode (spaced->str, NULL);
  mu_roster_set_notes (roster, NULL);
  assert_same_roster (roster, from_lower);
  assert_same_roster (roster, from_spaced);
}
END_TEST

static void
assert_refused (const char *code, MuLibrary *library, const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = mu_share_code_decode (code, library, NULL, &error);

  ck_assert_ptr_null (roster);
  ck_assert_str_eq (error->message, message);
}

START_TEST (test_bad_codes)
{
  MuArmyList *list = NULL;
  g_autoptr(MuRoster) roster = open_sample (&list);
  g_autofree char *code = mu_share_code_encode (roster, list);
  g_autofree char *slip = g_strdup (code);
  g_autofree char *short_code = g_strndup (code, 40);
  g_autoptr(MuLibrary) empty = mu_library_new ();
  g_autofree char *prefix = g_strndup (mu_army_list_get_hash (list), 8);
  g_autofree char *unknown = g_strdup_printf ("The share code was made with an army list the library does not "
                                              "have, or with another version of one (list hash %s)", prefix);

  slip[7] = slip[7] == 'A' ? 'B' : 'A';
  assert_refused (slip, mu_test_library (),
                  "This is not a Muster share code: a letter is wrong or missing; check it against the sheet");
  assert_refused (short_code, mu_test_library (),
                  "This is not a Muster share code: a letter is wrong or missing; check it against the sheet");
  assert_refused ("ABCDE-UUUUU", mu_test_library (),
                  "This is not a Muster share code: it has letters a code does not use");
  assert_refused (code, empty, unknown);
  ck_assert (mu_share_code_is_plausible (code));
  ck_assert (!mu_share_code_is_plausible ("lists/examples/tts-sample-oob.muster"));
  ck_assert (!mu_share_code_is_plausible ("oob.muster"));
  ck_assert (!mu_share_code_is_plausible ("ABCDE"));
}
END_TEST

/* The code printed on the sheet, read back from the PDF, rebuilds the roster. */
START_TEST (test_code_from_the_sheet)
{
  MuArmyList *list = NULL;
  g_autoptr(MuRoster) roster = open_sample (&list);
  g_autoptr(MuEvaluation) evaluation = mu_evaluate (roster, list);
  g_autofree char *pdf = mu_render_test_tmp_path ("code.pdf");
  g_autofree char *text = NULL;
  g_autoptr(GString) code = g_string_new (NULL);
  g_autoptr(MuRoster) back = NULL;
  const char *at;

  ck_assert (mu_sheet_write_pdf (evaluation, pdf, "a4", NULL));
  text = mu_render_test_pdf_text (pdf, 1);
  at = strstr (text, "Share code");
  ck_assert_ptr_nonnull (at);
  for (at += strlen ("Share code"); *at != '\0' && *at != '\f'; at++)
    if (g_ascii_isalnum (*at) || *at == '-')
      g_string_append_c (code, *at);
  back = decode (code->str, NULL);
  mu_roster_set_notes (roster, NULL);
  assert_same_roster (roster, back);
}
END_TEST

/* muster-cli takes a share code wherever it takes a roster file */
START_TEST (test_cli_accepts_codes)
{
  MuArmyList *list = NULL;
  g_autoptr(MuRoster) roster = open_sample (&list);
  g_autofree char *code = mu_share_code_encode (roster, list);
  g_autofree char *pdf = mu_render_test_tmp_path ("from-code.pdf");
  const char *cli = g_getenv ("MUSTER_CLI");
  const char *show[] = { cli, "show", code, NULL };
  const char *validate[] = { cli, "validate", code, NULL };
  const char *print[] = { cli, "print", code, "-o", pdf, "--paper", "letter", NULL };
  const char *bad[] = { cli, "show", "ABCDE-UUUUU", NULL };
  g_autofree char *shown = NULL;
  g_autofree char *validated = NULL;
  g_autofree char *printed = NULL;
  g_autofree char *refused = NULL;
  int status = -1;

  ck_assert_ptr_nonnull (cli);
  shown = mu_render_test_run (show, &status);
  ck_assert_int_eq (status, 1);
  ck_assert (g_str_has_prefix (shown, "Roman Army of the North\n"));
  ck_assert_ptr_nonnull (strstr (shown, "General Marcus Flavius Aquila, detached, heroic"));
  validated = mu_render_test_run (validate, &status);
  ck_assert_int_eq (status, 1);
  ck_assert_ptr_nonnull (strstr (validated, "Illegal: 2 errors"));
  printed = mu_render_test_run (print, &status);
  ck_assert_int_eq (status, 0);
  ck_assert_uint_eq (mu_render_test_pdf_pages (pdf), 1);
  refused = mu_render_test_run (bad, &status);
  ck_assert_int_eq (status, 2);
}
END_TEST

static Suite *
share_code_suite (void)
{
  Suite *suite = suite_create ("share-code");
  TCase *tc = tcase_create ("share-code");

  tcase_add_test (tc, test_sample_round_trip);
  tcase_add_test (tc, test_unusual_round_trip);
  tcase_add_test (tc, test_megagame_round_trip);
  tcase_add_test (tc, test_typing_slips);
  tcase_add_test (tc, test_bad_codes);
  tcase_add_test (tc, test_code_from_the_sheet);
  tcase_add_test (tc, test_cli_accepts_codes);
  suite_add_tcase (suite, tc);
  return suite;
}

int
main (void)
{
  return mu_test_run (share_code_suite ());
}
