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
#include "mu-list-entry.h"
#include "mu-render-test.h"
#include "mu-roster-diff.h"
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

/* What a short code keeps of a roster: no names, notes or declared totals;
 * heroes numbered in the order the code walks them. */
static void strip_units (GPtrArray *units, guint *heroes);

static void
number_heroes (GPtrArray *heroes, guint *n)
{
  for (guint i = 0; i < heroes->len; i++)
    {
      g_free (heroes->pdata[i]);
      heroes->pdata[i] = g_strdup_printf ("Hero %u", ++*n);
    }
}

static void
strip_units (GPtrArray *units, guint *heroes)
{
  for (guint i = 0; i < units->len; i++)
    {
      MuUnit *unit = units->pdata[i];

      g_clear_pointer (&unit->name, g_free);
      number_heroes (unit->heroes, heroes);
      strip_units (unit->subunits, heroes);
    }
}

static gboolean
names_a_unit (MuRoster *roster, GPtrArray *units)
{
  for (guint u = 0; u < units->len; u++)
    {
      MuUnit *unit = units->pdata[u];
      g_autoptr(GList) values = g_hash_table_get_values (unit->attrs);

      for (GList *l = values; l != NULL; l = l->next)
        if (mu_roster_find_unit (roster, l->data, NULL) != NULL)
          return TRUE;
      if (names_a_unit (roster, unit->subunits))
        return TRUE;
    }
  return FALSE;
}

/* A short code numbers the units by their places when every attached
 * general is with a unit of his own command and no unit's attribute names
 * a unit. */
static void
number_units (MuRoster *roster)
{
  GPtrArray *commands = mu_roster_get_commands (roster);

  for (guint c = 0; c < commands->len; c++)
    {
      MuCommand *command = commands->pdata[c];

      if (names_a_unit (roster, command->units))
        return;

      for (guint g = 0; g < command->generals->len; g++)
        {
          const char *attached = ((MuGeneral *) command->generals->pdata[g])->attached;
          gboolean home = attached == NULL;

          for (guint u = 0; !home && u < command->units->len; u++)
            home = g_str_equal (((MuUnit *) command->units->pdata[u])->id, attached);
          if (!home)
            return;
        }
    }
  mu_roster_number_units (roster);
}

/* What a short code of format 2 kept of a roster: no names, notes or
 * declared totals; heroes numbered, units numbered by their places. */
static MuRoster *
short_form_2 (MuRoster *roster)
{
  MuRoster *copy = mu_roster_copy (roster);
  GPtrArray *commands = mu_roster_get_commands (copy);
  guint heroes = 0;

  mu_roster_set_army_name (copy, NULL);
  mu_roster_set_player (copy, NULL);
  mu_roster_set_notes (copy, NULL);
  g_hash_table_remove_all (mu_roster_get_declared (copy));
  for (guint i = 0; i < commands->len; i++)
    {
      MuCommand *command = commands->pdata[i];

      g_clear_pointer (&command->name, g_free);
      strip_units (command->units, &heroes);
      for (guint j = 0; j < command->generals->len; j++)
        g_clear_pointer (&((MuGeneral *) command->generals->pdata[j])->name, g_free);
      number_heroes (command->heroes, &heroes);
    }
  number_units (copy);
  return copy;
}

/* What a short code keeps of a roster: no names, notes or declared
 * totals, units by row; heroes numbered, units numbered by their places. */
static MuRoster *
short_form (MuRoster *roster, MuArmyList *list)
{
  g_autoptr(MuRoster) copy = mu_roster_copy (roster);

  mu_share_code_short_form (copy, list);
  return short_form_2 (copy);
}

static guint
groups (const char *code)
{
  g_auto(GStrv) parts = g_strsplit (code, "-", -1);

  return g_strv_length (parts);
}

/* Both codes of a roster rebuild it: the full one exactly, the short one
 * without its names. */
static void
assert_round_trips (MuRoster *roster, MuArmyList *list)
{
  g_autofree char *code = mu_share_code_encode (roster, list);
  g_autofree char *full = mu_share_code_encode_full (roster, list);
  g_autoptr(MuRoster) back = decode (code, NULL);
  g_autoptr(MuRoster) back_full = decode (full, NULL);
  g_autoptr(MuRoster) expected = short_form (roster, list);
  g_autofree char *again = mu_share_code_encode (back, list);

  assert_same_roster (expected, back);
  assert_same_roster (roster, back_full);
  ck_assert_str_eq (code, again);
  ck_assert (g_regex_match_simple ("^([0-9A-HJKMNP-TV-Z]{5}-)*[0-9A-HJKMNP-TV-Z]{2,5}$", code, 0, 0));
  ck_assert (g_regex_match_simple ("^([0-9A-HJKMNP-TV-Z]{5}-)*[0-9A-HJKMNP-TV-Z]{2,5}$", full, 0, 0));
}

START_TEST (test_sample_round_trip)
{
  MuArmyList *list = NULL, *decoded_list = NULL;
  g_autoptr(MuRoster) roster = open_sample (&list);
  g_autofree char *code = mu_share_code_encode (roster, list);
  g_autofree char *full = mu_share_code_encode_full (roster, list);
  g_autoptr(MuRoster) back = decode (full, &decoded_list);

  ck_assert_ptr_eq (decoded_list, list);
  /* the full code keeps everything, the notes too */
  ck_assert_str_eq (mu_roster_get_notes (back), mu_roster_get_notes (roster));
  assert_round_trips (roster, list);
  /* short enough to type from the sheet: at most 12 groups of five */
  ck_assert_uint_le (groups (code), 12);
  ck_assert_str_eq (code, "8YPHV-R6NXW-7NAJM-5J521-EBA49-81Y9C-KATGF-N1XCB-PPH4N-Y0N1K-VYV");
}
END_TEST

/* Short codes of format 2, printed before format 3, still rebuild their
 * roster as they gave it: units in the order of the file, options as set. */
START_TEST (test_format_2_codes)
{
  static const struct
  {
    const char *file;
    const char *code;
  } examples[] = {
    { "tts-sample-oob", "4YPH3-R6NXW-7K133-J3N6T-APRY2-FCHDE-DNHK2-NEBWY-SBDTX-DGXNQ-DMKCW-50" },
    { "tts-british-roman-allies", "6QFV1-2K7DT-44M8B-2CAG7-P1APS-NBW5G-5FZSV-EPMTE-YPHRP-6NY6N-18RC9-GSBZ3-"
                                  "X0HJF-NMNF8-NPG87-T1DBP-85G1G-XK" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      g_autofree char *name = g_strdup_printf ("examples/%s.muster", examples[i].file);
      g_autofree char *path = g_build_filename (mu_test_lists_dir (), name, NULL);
      g_autoptr(MuRoster) roster = mu_library_open_roster (mu_test_library (), path, NULL, NULL);
      g_autoptr(MuRoster) expected = short_form_2 (roster);
      g_autoptr(MuRoster) back = decode (examples[i].code, NULL);

      assert_same_roster (expected, back);
    }
}
END_TEST

/* The place of a row among the list's rows. */
static guint
row_place (MuArmyList *list, const char *id)
{
  for (guint i = 0; i < list->rows->len; i++)
    if (g_str_equal (((MuListEntry *) list->rows->pdata[i])->id, id))
      return i;
  return list->rows->len;
}

/* The order of a command's units is no part of the army: the short code
 * is the same in any order, and gives the units back by row. */
START_TEST (test_short_code_ignores_order)
{
  MuArmyList *list = NULL;
  g_autoptr(MuRoster) roster = open_sample (&list);
  g_autoptr(MuRoster) shuffled = mu_roster_copy (roster);
  GPtrArray *commands = mu_roster_get_commands (shuffled);
  g_autofree char *code = mu_share_code_encode (roster, list);
  g_autofree char *again = NULL;
  g_autoptr(MuRoster) back = NULL;
  g_autoptr(MuEvaluation) before = mu_evaluate (roster, list);
  g_autoptr(MuEvaluation) after = NULL;
  MuCommand *first;
  const char *previous = NULL;

  for (guint c = 0; c < commands->len; c++)
    {
      GPtrArray *units = ((MuCommand *) commands->pdata[c])->units;

      for (guint u = 0; u < units->len / 2; u++)
        {
          gpointer swap = units->pdata[u];

          units->pdata[u] = units->pdata[units->len - 1 - u];
          units->pdata[units->len - 1 - u] = swap;
        }
    }
  again = mu_share_code_encode (shuffled, list);
  ck_assert_str_eq (again, code);
  back = decode (code, NULL);
  after = mu_evaluate (back, list);
  ck_assert_double_eq (after->points, before->points);
  ck_assert_uint_eq (after->issues->len, before->issues->len);
  /* muster-cli diff finds them the same army */
  {
    g_autoptr(MuRoster) expected = short_form (roster, list);
    g_autoptr(MuEvaluation) settled = mu_evaluate (expected, list);
    g_autoptr(GPtrArray) changes = mu_roster_diff (settled, after);

    ck_assert_uint_eq (changes->len, 0);
  }
  /* a reading the roster chose at its default stays chosen (an event tells
   * it one it plays otherwise) */
  ck_assert_str_eq (mu_roster_get_option (back, "region"), "western");
  ck_assert_ptr_null (mu_roster_get_option (back, "small-rounding"));
  mu_roster_set_option (shuffled, "small-rounding", "exact");
  {
    g_autofree char *chosen = mu_share_code_encode (shuffled, list);
    g_autoptr(MuRoster) back_chosen = decode (chosen, NULL);

    ck_assert_str_ne (chosen, code);
    ck_assert_str_eq (mu_roster_get_option (back_chosen, "small-rounding"), "exact");
  }
  /* the first command's units come back in the order of the list's rows */
  first = mu_roster_get_commands (back)->pdata[0];
  for (guint u = 0; u < first->units->len; u++)
    {
      const char *row = ((MuUnit *) first->units->pdata[u])->entry;

      if (previous != NULL && !g_str_equal (previous, row))
        ck_assert_uint_lt (row_place (list, previous), row_place (list, row));
      previous = row;
    }
}
END_TEST

/* Every example, through both codes; their lengths as schemas/README.md
 * gives them. */
START_TEST (test_examples_round_trip)
{
  static const struct
  {
    const char *file;
    guint groups;
    guint full_groups;
  } examples[] = {
    { "hinds-macedonian", 15, 135 },     { "hinds-roman", 19, 165 },
    { "moh-manipular-legion", 19, 181 }, { "moh-pike-phalanx", 9, 106 },
    { "phalanx-macedonian", 31, 250 },   { "pharaoh-akkadian", 186, 343 },
    { "tts-sample-oob", 11, 253 },       { "tts-british-roman-allies", 16, 83 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      g_autofree char *name = g_strdup_printf ("examples/%s.muster", examples[i].file);
      g_autofree char *path = g_build_filename (mu_test_lists_dir (), name, NULL);
      g_autoptr(GError) error = NULL;
      MuArmyList *list = NULL;
      g_autoptr(MuRoster) roster = mu_library_open_roster (mu_test_library (), path, &list, &error);
      g_autofree char *code = NULL;
      g_autofree char *full = NULL;

      ck_assert_msg (roster != NULL, "%s", error ? error->message : "");
      assert_round_trips (roster, list);
      code = mu_share_code_encode (roster, list);
      full = mu_share_code_encode_full (roster, list);
      ck_assert_msg (groups (code) == examples[i].groups, "%s: %u groups", examples[i].file, groups (code));
      ck_assert_msg (groups (full) == examples[i].full_groups, "%s: full %u groups", examples[i].file,
                     groups (full));
    }
}
END_TEST

/* Codes Muster printed before format 2 still rebuild their roster. */
START_TEST (test_format_1_codes)
{
  static const char * const examples[] = { "tts-sample-oob", "phalanx-macedonian", "hinds-roman" };

  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      g_autofree char *name = g_strdup_printf ("examples/%s.muster", examples[i]);
      g_autofree char *path = g_build_filename (mu_test_lists_dir (), name, NULL);
      g_autofree char *relative = g_strdup_printf ("render/legacy-codes/%s.txt", examples[i]);
      g_autofree char *code_path = mu_test_path (relative);
      g_autofree char *code = NULL;
      g_autoptr(MuRoster) roster = mu_library_open_roster (mu_test_library (), path, NULL, NULL);
      g_autoptr(MuRoster) back = NULL;

      ck_assert (g_file_get_contents (code_path, &code, NULL, NULL));
      g_strstrip (code);
      ck_assert (g_str_has_prefix (code, "2"));
      back = decode (code, NULL);
      mu_roster_set_notes (roster, NULL);
      assert_same_roster (roster, back);
    }
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

/* A reading added after format 2 (share-format="3" in the ruleset):
 * format 3 writes it by its place, the full code (format 2) by its id, and
 * both rebuild it. (Left alone, it costs the short code nothing: the
 * example's length in test_examples_round_trip is what it was before.) */
START_TEST (test_later_reading_round_trip)
{
  g_autofree char *path
      = g_build_filename (mu_test_lists_dir (), "examples", "tts-british-roman-allies.muster", NULL);
  MuArmyList *list = NULL;
  g_autoptr(MuRoster) roster = mu_library_open_roster (mu_test_library (), path, &list, NULL);
  g_autofree char *before = mu_share_code_encode (roster, list);
  g_autofree char *after = NULL;
  g_autofree char *full = NULL;
  g_autoptr(MuRoster) back = NULL;

  mu_roster_set_option (roster, "allied-contingent", "even-stronger");
  mu_roster_set_option (roster, "allied-senior", "each");
  assert_round_trips (roster, list);
  after = mu_share_code_encode (roster, list);
  full = mu_share_code_encode_full (roster, list);
  back = decode (full, NULL);
  ck_assert_str_eq (mu_roster_get_option (back, "allied-contingent"), "even-stronger");
  ck_assert_str_eq (mu_roster_get_option (back, "allied-senior"), "each");
  ck_assert_uint_le (groups (after), groups (before) + 1);
}
END_TEST

START_TEST (test_unusual_round_trip)
{
  MuArmyList *list = mu_library_find_list (mu_test_library (), "principate-roman");
  g_autoptr(MuRoster) roster = unusual_roster (list);
  g_autofree char *code = mu_share_code_encode_full (roster, list);
  g_autofree char *without_list = mu_share_code_encode_full (roster, NULL);
  g_autoptr(MuRoster) back_without_list = decode (without_list, NULL);

  assert_round_trips (roster, list);
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
  assert_round_trips (roster, list);
  ck_assert_uint_le (groups (code), 42);
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

  g_autoptr(GString) bare = g_string_new (NULL);
  g_autoptr(MuRoster) from_bare = NULL;
  g_autoptr(MuRoster) expected = short_form (roster, list);

  /* case, spaces for dashes or none, O for 0 and l for 1 do not matter */
  for (const char *p = code; *p != '\0'; p++)
    g_string_append_c (spaced, *p == '-' ? ' ' : *p == '0' ? 'O' : *p == '1' ? 'l' : *p);
  for (const char *p = code; *p != '\0'; p++)
    if (*p != '-')
      g_string_append_c (bare, *p == '1' ? 'I' : *p);
  from_lower = decode (lower, NULL);
  from_spaced = decode (spaced->str, NULL);
  from_bare = decode (bare->str, NULL);
  assert_same_roster (expected, from_lower);
  assert_same_roster (expected, from_spaced);
  assert_same_roster (expected, from_bare);
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
  g_autofree char *short_code = g_strndup (code, 41);
  g_autofree char *cut = g_strndup (code, 40);
  g_autoptr(MuLibrary) empty = mu_library_new ();

  slip[7] = slip[7] == 'A' ? 'B' : 'A';
  assert_refused (slip, mu_test_library (),
                  "A slip in the code: group 2 is wrong: check it against the sheet");
  assert_refused (short_code, mu_test_library (),
                  "A slip in the code: it ends early: a group is missing after group 7");
  assert_refused (cut, mu_test_library (),
                  "A slip in the code: group 7 is wrong: check it against the sheet");
  assert_refused ("ABCDE-UUUUU", mu_test_library (),
                  "A slip in the code: group 1 is wrong: check it against the sheet");
  assert_refused ("ABCDE-UUUUU", mu_test_library (),
                  "A slip in the code: group 1 is wrong: check it against the sheet");
  assert_refused ("4YPH3-R6NXW-UUUUU", mu_test_library (),
                  "A slip in the code: group 3 has “U”, which no code uses; check it against the sheet");
  ck_assert_uint_eq (mu_share_code_slip_group (slip), 2);
  ck_assert_uint_eq (mu_share_code_slip_group (cut), 7);
  ck_assert_uint_eq (mu_share_code_slip_group (code), 0);
  assert_refused (code, empty, "The share code was made with an army list the library does not have");
  ck_assert (mu_share_code_is_plausible (code));
  ck_assert (!mu_share_code_is_plausible ("lists/examples/tts-sample-oob.muster"));
  ck_assert (!mu_share_code_is_plausible ("oob.muster"));
  ck_assert (!mu_share_code_is_plausible ("ABCDE"));
  ck_assert (!mu_share_code_is_plausible ("my-roster"));
  /* a code with a slip is still a code, so that its error is the code's */
  ck_assert (mu_share_code_is_plausible (slip));
  ck_assert (mu_share_code_is_plausible (short_code));
}
END_TEST

static void
assert_pinned (const char *code, guint group)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = mu_share_code_decode (code, mu_test_library (), NULL, &error);
  g_autofree char *named = g_strdup_printf ("group %u ", group);
  g_autofree char *early = g_strdup_printf ("a group is missing after group %u", group);

  ck_assert_msg (roster == NULL, "%s decoded", code);
  ck_assert_msg (g_str_has_prefix (error->message, "A slip in the code: "), "%s", error->message);
  ck_assert_msg (strstr (error->message, named) != NULL || g_str_has_suffix (error->message, early),
                 "%s: %s, not group %u", code, error->message, group);
  ck_assert_uint_eq (mu_share_code_slip_group (code), group);
}

/* Every slip of one letter, in every place of the sample's short and full
 * codes: another letter (each of the 31 in the short code, three in the
 * full one), a letter left out, one too many. Each is refused with the
 * group it is in. */
START_TEST (test_slips_pinned)
{
  MuArmyList *list = NULL;
  g_autoptr(MuRoster) roster = open_sample (&list);
  g_autofree char *short_code = mu_share_code_encode (roster, list);
  g_autofree char *full = mu_share_code_encode_full (roster, list);
  const char *codes[] = { short_code, full };

  for (guint c = 0; c < G_N_ELEMENTS (codes); c++)
    for (gsize at = 0; codes[c][at] != '\0'; at++)
      {
        guint group = (guint) (at / 6) + 1;
        g_autofree char *code = g_strdup (codes[c]);
        g_autoptr(GString) missing = g_string_new (codes[c]);
        g_autoptr(GString) extra = g_string_new (codes[c]);

        if (code[at] == '-')
          continue;
        /* every other letter in the short code; three in the full one */
        for (const char *letter = c == 0 ? "0123456789ABCDEFGHJKMNPQRSTVWXYZ" : "07Z"; *letter != '\0';
             letter++)
          {
            if (*letter == codes[c][at])
              continue;
            code[at] = *letter;
            assert_pinned (code, group);
          }
        /* the last group may be short: one letter less there ends the code early */
        g_string_erase (missing, (gssize) at, 1);
        assert_pinned (missing->str, group);
        g_string_insert_c (extra, (gssize) at, 'A');
        assert_pinned (extra->str, group);
      }
}
END_TEST

/* A short code far larger than any game is refused before it is rebuilt. */
START_TEST (test_too_large)
{
  MuArmyList *list = mu_library_find_list (mu_test_library (), "principate-roman");
  g_autoptr(MuRoster) roster = mu_roster_new ("tts", "principate-roman");
  g_autofree char *code = NULL;

  mu_roster_set_list_revision (roster, 1);
  for (guint i = 0; i < MU_SHARE_MAX_COMMANDS + 1; i++)
    g_ptr_array_add (mu_roster_get_commands (roster), mu_command_new (NULL));
  code = mu_share_code_encode (roster, list);
  /* 201 empty commands take a few hundred letters */
  ck_assert_uint_lt (strlen (code), 700);
  assert_refused (code, mu_test_library (),
                  "This is not a Muster share code: it holds more than 200 commands or 5000 units, more than "
                  "any game");
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
  {
    g_autoptr(MuRoster) expected = short_form (roster, list);
    assert_same_roster (expected, back);
  }
}
END_TEST

/* The QR code beside the short code holds the full code: read back from
 * the rendered sheet with zbarimg, it rebuilds the roster, notes and all.
 * Built without libqrencode, the sheet has no QR code. */
START_TEST (test_qr_from_the_sheet)
{
  MuArmyList *list = NULL;
  g_autoptr(MuRoster) roster = open_sample (&list);
  g_autoptr(MuEvaluation) evaluation = mu_evaluate (roster, list);
  g_autofree char *pdf = mu_render_test_tmp_path ("qr.pdf");
  g_autofree char *prefix = mu_render_test_tmp_path ("qr");
  g_autofree char *png = g_strconcat (prefix, "-1.png", NULL);
  g_autofree char *full = mu_share_code_encode_full (roster, list);
  g_auto(GStrv) groups = g_strsplit (full, "-", -1);
  g_autofree char *bare = g_strjoinv ("", groups);
  const char *render[] = { "pdftoppm", "-r", "600", "-png", "-f", "1", "-l", "1", pdf, prefix, NULL };
  const char *scan[] = { "zbarimg", "-q", "--raw", png, NULL };
  g_autofree char *rendered = NULL;
  g_autofree char *scanned = NULL;
  int status = -1;

  ck_assert (mu_sheet_write_pdf (evaluation, pdf, "a4", NULL));
  rendered = mu_render_test_run (render, &status);
  ck_assert_int_eq (status, 0);
  scanned = mu_render_test_run (scan, &status);
#if HAVE_QRENCODE
  ck_assert_int_eq (status, 0);
  g_strstrip (scanned);
  ck_assert_str_eq (scanned, bare);
  {
    g_autoptr(MuRoster) back = decode (scanned, NULL);
    assert_same_roster (roster, back);
  }
#else
  /* zbarimg exits 4 when it finds no code */
  ck_assert_int_eq (status, 4);
#endif
}
END_TEST

/* muster-cli takes a share code wherever it takes a roster file */
START_TEST (test_cli_accepts_codes)
{
  MuArmyList *list = NULL;
  g_autoptr(MuRoster) roster = open_sample (&list);
  g_autofree char *code = mu_share_code_encode (roster, list);
  g_autofree char *full = mu_share_code_encode_full (roster, list);
  g_autofree char *pdf = mu_render_test_tmp_path ("from-code.pdf");
  const char *cli = g_getenv ("MUSTER_CLI");
  const char *show[] = { cli, "show", full, NULL };
  const char *show_short[] = { cli, "show", code, NULL };
  const char *coded[] = { cli, "code", mu_render_test_sample (), NULL };
  const char *coded_full[] = { cli, "code", "--full", mu_render_test_sample (), NULL };
  g_autofree char *shown_short = NULL;
  g_autofree char *printed_code = NULL;
  g_autofree char *printed_full = NULL;
  g_autofree char *expected_code = g_strdup_printf ("%s\n", code);
  g_autofree char *expected_full = g_strdup_printf ("%s\n", full);
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
  shown_short = mu_render_test_run (show_short, &status);
  ck_assert_int_eq (status, 1);
  ck_assert (g_str_has_prefix (shown_short, "Unnamed army\n"));
  ck_assert_ptr_nonnull (strstr (shown_short, "Points 133 of 133 · Victory points 34 · Victory medals 11"));
  /* muster-cli code prints both codes */
  printed_code = mu_render_test_run (coded, &status);
  ck_assert_int_eq (status, 0);
  ck_assert_str_eq (printed_code, expected_code);
  printed_full = mu_render_test_run (coded_full, &status);
  ck_assert_int_eq (status, 0);
  ck_assert_str_eq (printed_full, expected_full);
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
  tcase_add_test (tc, test_examples_round_trip);
  tcase_add_test (tc, test_format_1_codes);
  tcase_add_test (tc, test_format_2_codes);
  tcase_add_test (tc, test_short_code_ignores_order);
  tcase_add_test (tc, test_slips_pinned);
  tcase_add_test (tc, test_too_large);
  tcase_add_test (tc, test_unusual_round_trip);
  tcase_add_test (tc, test_later_reading_round_trip);
  tcase_add_test (tc, test_megagame_round_trip);
  tcase_add_test (tc, test_typing_slips);
  tcase_add_test (tc, test_bad_codes);
  tcase_add_test (tc, test_code_from_the_sheet);
  tcase_add_test (tc, test_cli_accepts_codes);
  tcase_add_test (tc, test_qr_from_the_sheet);
  suite_add_tcase (suite, tc);
  return suite;
}

int
main (void)
{
  return mu_test_run (share_code_suite ());
}
