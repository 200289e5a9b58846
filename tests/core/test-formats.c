/* test-formats.c: every file under lists/ loads; rosters round-trip byte for
 * byte; malformed files are refused with file, line and the exact reason
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-constraint.h"
#include "mu-list-entry.h"
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-test.h"
#include "mu-unit.h"

static void
collect (const char *dir, GPtrArray *files)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        collect (path, files);
      else if (g_str_has_suffix (name, ".xml") || g_str_has_suffix (name, ".muster"))
        g_ptr_array_add (files, g_steal_pointer (&path));
    }
}

static gboolean
load_any (const char *path, GError **error)
{
  MuLibrary *library = mu_test_library ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *folder = g_path_get_basename (dir);

  if (g_str_has_suffix (path, ".muster"))
    {
      g_autoptr(MuRoster) roster = mu_library_open_roster (library, path, NULL, error);
      return roster != NULL;
    }
  if (g_str_equal (folder, "rulesets"))
    {
      g_autoptr(MuRuleset) ruleset = mu_ruleset_load_file (path, error);
      return ruleset != NULL;
    }
  {
    g_autoptr(MuArmyList) list = mu_army_list_load_file (path, library->rulesets, error);
    return list != NULL;
  }
}

/* Every file under lists/, found now, so files added later are checked too. */
START_TEST (test_every_file_loads)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);

  collect (mu_test_lists_dir (), files);
  /* the TtS ruleset, three lists and the sample order of battle at least */
  ck_assert_uint_ge (files->len, 5);
  for (guint i = 0; i < files->len; i++)
    {
      g_autoptr(GError) error = NULL;

      ck_assert_msg (load_any (files->pdata[i], &error), "%s", error != NULL ? error->message : "?");
    }
}
END_TEST

static void
assert_round_trip (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = mu_roster_load_file (path, &error);
  g_autofree char *original = NULL;
  g_autofree char *written = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *tmp_dir = NULL;
  g_autofree char *tmp_path = NULL;
  gsize original_length = 0, written_length = 0, saved_length = 0;

  g_assert_no_error (error);
  g_assert (g_file_get_contents (path, &original, &original_length, NULL));
  written = mu_roster_to_xml (roster, &written_length);
  ck_assert_msg (written_length == original_length && memcmp (written, original, written_length) == 0,
                 "%s does not round-trip:\n%s", path, written);

  /* and through a save to disk */
  tmp_dir = g_dir_make_tmp ("muster-test-XXXXXX", &error);
  g_assert_no_error (error);
  tmp_path = g_build_filename (tmp_dir, "roster.muster", NULL);
  g_assert (mu_roster_save_file (roster, tmp_path, &error));
  g_assert (g_file_get_contents (tmp_path, &saved, &saved_length, NULL));
  ck_assert_uint_eq (saved_length, original_length);
  ck_assert (memcmp (saved, original, saved_length) == 0);
  g_unlink (tmp_path);
  g_rmdir (tmp_dir);
}

static void
collect_rosters (const char *dir, GPtrArray *files)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    if (g_str_has_suffix (name, ".muster"))
      g_ptr_array_add (files, g_build_filename (dir, name, NULL));
}

START_TEST (test_round_trip)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *examples = g_build_filename (mu_test_lists_dir (), "examples", NULL);
  g_autofree char *fixtures = mu_test_path ("fixtures");

  collect_rosters (examples, files);
  collect_rosters (fixtures, files);
  ck_assert_uint_ge (files->len, 3);
  for (guint i = 0; i < files->len; i++)
    assert_round_trip (files->pdata[i]);
}
END_TEST

/* A roster edited in memory is written canonically: loading what was written
 * and writing it again gives the same bytes. */
START_TEST (test_round_trip_edited)
{
  g_autofree char *path = mu_test_path ("fixtures/tts-demoralisation.muster");
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = mu_roster_load_file (path, &error);
  g_autoptr(MuRoster) again = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  gsize first_length = 0, second_length = 0;

  g_assert_no_error (error);
  mu_roster_set_option (roster, "small-rounding", "up");
  mu_roster_set_option (roster, "half-rounding", "round-up");
  mu_roster_set_points_limit (roster, 130);
  mu_roster_set_player (roster, "Jo & “Sam” <sam@example.org>");
  g_hash_table_insert (mu_roster_get_declared (roster), g_strdup ("points"), g_strdup ("43"));
  first = mu_roster_to_xml (roster, &first_length);
  again = mu_roster_load_data (first, first_length, "edited.muster", &error);
  g_assert_no_error (error);
  ck_assert_str_eq (mu_roster_get_player (again), "Jo & “Sam” <sam@example.org>");
  ck_assert_str_eq (mu_roster_get_option (again, "half-rounding"), "round-up");
  second = mu_roster_to_xml (again, &second_length);
  ck_assert_uint_eq (first_length, second_length);
  ck_assert_str_eq (first, second);
}
END_TEST

typedef struct
{
  const char *file;    /* under tests/fixtures/malformed */
  const char *message; /* after "<path>:" */
} Malformed;

static const Malformed malformed[] = {
  { "truncated.muster", "8: Premature end of data in tag command line 4" },
  { "wrong-root.muster", "2: expected a <roster> file, found <army-list>" },
  { "wrong-namespace.muster", "2: the root element is not in the Muster namespace “urn:io.github.muster:1”" },
  { "unknown-row.muster", "7: list “principate-roman” has no row “triarii”" },
  { "unknown-upgrade.muster",
    "6: “auxiliarii-veteran” is not an upgrade of row “legionarii” in list “principate-roman”" },
  { "duplicate-id.muster", "10: two units have the id “u1”; every unit needs its own" },
  { "bad-number.muster", "6: “count” must be a whole number from 0 to 1000000, not “two”" },
  { "truncated.xml", "5: Premature end of data in tag entry line 4" },
  { "bad-number.xml",
    "4: “2-x” is not a number of units (use 1-3, 1-any, 2, any, up-to-half, half-or-more or all-or-none)" },
  { "relative-top.xml", "3: “up-to-half” is relative to a parent row, but row “spearmen” has none" },
  { "unknown-troop.xml",
    "4: row “hastati” names troop type “legionaries-early”, which To the Strongest! does not have" },
};

START_TEST (test_malformed)
{
  const Malformed *m = &malformed[_i];
  g_autofree char *relative = g_build_filename ("fixtures", "malformed", m->file, NULL);
  g_autofree char *path = mu_test_path (relative);
  g_autofree char *expected = g_strdup_printf ("%s:%s", path, m->message);
  g_autoptr(GError) error = NULL;

  ck_assert (!load_any (path, &error));
  ck_assert_ptr_nonnull (error);
  ck_assert_str_eq (error->message, expected);
}
END_TEST

/* A malformed file in memory: the display name stands for the path. */
START_TEST (test_malformed_data)
{
  const char *xml = "<?xml version=\"1.0\"?>\n<roster xmlns=\"urn:io.github.muster:1\" "
                    "ruleset=\"tts\" list=\"tts-open\">\n<army points-limit=\"-5\"/>\n</roster>\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = mu_roster_load_data (xml, strlen (xml), "pasted.muster", &error);

  ck_assert_ptr_null (roster);
  ck_assert_str_eq (error->message,
                    "pasted.muster:3: “points-limit” must be a whole number from 0 to 1000000000, "
                    "not “-5”");
}
END_TEST

/* The game sizes a book suggests, and whether its units hold sub-units. */
START_TEST (test_ruleset_root)
{
  MuLibrary *library = mu_test_library (); /* registers the rulesets' modules */
  g_autofree char *pharaoh_path = g_build_filename (mu_test_lists_dir (), "rulesets", "pharaoh.xml", NULL);
  g_autofree char *tts_path = g_build_filename (mu_test_lists_dir (), "rulesets", "tts.xml", NULL);
  g_autoptr(MuRuleset) pharaoh = mu_ruleset_load_file (pharaoh_path, NULL);
  g_autoptr(MuRuleset) tts = mu_ruleset_load_file (tts_path, NULL);
  const char *xml = "<?xml version=\"1.0\"?>\n<ruleset xmlns=\"urn:io.github.muster:1\" id=\"pharaoh\" "
                    "name=\"P\" game-sizes=\"4000 lots\"/>\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRuleset) bad = mu_ruleset_load_data (xml, strlen (xml), "bad.xml", &error);

  ck_assert_ptr_nonnull (library);
  ck_assert (pharaoh->has_subunits);
  ck_assert_uint_eq (pharaoh->game_sizes->len, 2);
  ck_assert_int_eq (g_array_index (pharaoh->game_sizes, gint64, 0), 4000);
  ck_assert_int_eq (g_array_index (pharaoh->game_sizes, gint64, 1), 10000);
  ck_assert (!tts->has_subunits);
  ck_assert_uint_eq (tts->game_sizes->len, 0);
  ck_assert_ptr_null (bad);
  ck_assert_str_eq (error->message,
                    "bad.xml:2: “game-sizes” must be whole numbers from 1 to 1000000, not “lots”");
}
END_TEST

/* Sub-units are found by id, and a new id repeats none of theirs. */
START_TEST (test_find_subunit)
{
  const char *xml = "<?xml version=\"1.0\"?>\n<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" "
                    "ruleset=\"pharaoh\" list=\"akkadian-sumerian-ur\"><army points-limit=\"4000\"/>"
                    "<command><unit id=\"u1\" entry=\"levy\" count=\"10\">"
                    "<unit id=\"u2\" entry=\"levy\" count=\"4\"/></unit></command></roster>\n";
  g_autoptr(MuRoster) roster = mu_roster_load_data (xml, strlen (xml), "nested.muster", NULL);
  g_autofree char *id = mu_roster_next_unit_id (roster);
  int command = -1;
  MuUnit *sub = mu_roster_find_unit (roster, "u2", &command);

  ck_assert_ptr_nonnull (sub);
  ck_assert_int_eq (sub->count, 4);
  ck_assert_int_eq (command, 0);
  ck_assert_str_eq (id, "u3");
}
END_TEST

/* What the reader hands on is the text the file means: references and
 * CDATA decoded, attributes of other namespaces and children of <option>
 * left alone, every line where it was. */
START_TEST (test_decoded_text)
{
  const char *xml = "<?xml version=\"1.0\"?>\n"
                    "<roster xmlns=\"urn:io.github.muster:1\" xmlns:x=\"urn:elsewhere\" ruleset=\"tts\"\n"
                    "        list=\"tts-open\">\n"
                    "  <army name=\"Rome &amp; Allies &#60;II&#x3E;\" player=\"&quot;A&quot;\"/>\n"
                    "  <option id=\"date\" value=\"1&#48;0\"><ignored/></option>\n"
                    "  <command name=\"First\">\n"
                    "    <unit id=\"u1\" entry=\"legionarii\" x:colour=\"red\" quality=\"a&amp;b\">\n"
                    "      <hero name=\"Marcus &amp; Co\"/>\n"
                    "    </unit>\n"
                    "  </command>\n"
                    "  <notes>Line &amp; <![CDATA[<raw>]]>\nnext</notes>\n"
                    "</roster>\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = mu_roster_load_data (xml, strlen (xml), "decoded.muster", &error);
  MuCommand *command;
  MuUnit *unit;

  ck_assert_ptr_null (error);
  ck_assert_str_eq (mu_roster_get_army_name (roster), "Rome & Allies <II>");
  ck_assert_str_eq (mu_roster_get_player (roster), "\"A\"");
  ck_assert_str_eq (mu_roster_get_option (roster, "date"), "100");
  ck_assert_str_eq (mu_roster_get_notes (roster), "Line & <raw>\nnext");
  command = mu_roster_get_commands (roster)->pdata[0];
  ck_assert_uint_eq (command->line, 6);
  unit = command->units->pdata[0];
  ck_assert_uint_eq (unit->line, 7);
  ck_assert_uint_eq (g_hash_table_size (unit->attrs), 1);
  ck_assert_str_eq (mu_unit_attr (unit, "quality"), "a&b");
  ck_assert_str_eq (unit->heroes->pdata[0], "Marcus & Co");
}
END_TEST

/* An army list is read as it means, too: references and CDATA decoded,
 * comments left out of texts, a footnote's text found after its rule, other
 * namespaces' attributes left alone, each row at its line. */
START_TEST (test_list_decoded_text)
{
  const char *xml
      = "<?xml version=\"1.0\"?>\n"
        "<army-list xmlns=\"urn:io.github.muster:1\" xmlns:x=\"urn:elsewhere\" id=\"t\"\n"
        "           ruleset=\"hinds\" name=\"Horse &amp; Foot\">\n"
        "  <description>Hoplites <!-- aside -->&#38; <![CDATA[<peltasts>]]>\n  too</description>\n"
        "  <entry id=\"hi\" name=\"Heavy &quot;A&quot;\" type=\"HI\" number=\"any\" x:colour=\"red\"/>\n"
        "  <entry id=\"li\" name=\"Light\" type=\"LI\" number=\"0-2\"><note>Skirmish&#x21;</note></entry>\n"
        "  <footnote marker=\"*\" ref=\"here\">\n"
        "    <cap entries=\"hi li\" max=\"3\"/>\n"
        "    <text>At most <b>three</b> in all.</text>\n"
        "  </footnote>\n"
        "</army-list>\n";
  MuLibrary *library = mu_test_library ();
  g_autoptr(GError) error = NULL;
  g_autoptr(MuArmyList) list
             = mu_army_list_load_data (xml, strlen (xml), "decoded.xml", library->rulesets, &error);
  MuListEntry *heavy, *light;
  MuConstraint *cap;

  ck_assert_msg (error == NULL, "%s", error->message);
  ck_assert_str_eq (list->name, "Horse & Foot");
  ck_assert_str_eq (list->description, "Hoplites & <peltasts>\n  too");
  heavy = mu_army_list_lookup (list, "hi");
  light = mu_army_list_lookup (list, "li");
  ck_assert_str_eq (heavy->name, "Heavy \"A\"");
  ck_assert_uint_eq (heavy->line, 6);
  ck_assert_uint_eq (g_hash_table_size (heavy->attrs), 1);
  ck_assert_str_eq (g_hash_table_lookup (heavy->attrs, "type"), "HI");
  ck_assert_str_eq (light->note, "Skirmish!");
  ck_assert_uint_eq (light->line, 7);
  ck_assert_uint_eq (list->constraints->len, 1);
  cap = list->constraints->pdata[0];
  ck_assert_str_eq (cap->text, "At most three in all.");
  ck_assert_uint_eq (cap->line, 9);
  ck_assert_uint_eq (cap->entries->len, 2);
}
END_TEST

/* A file that is not well-formed is reported as such, even when an error
 * in its content comes first. */
START_TEST (test_not_well_formed_first)
{
  const char *xml = "<roster xmlns=\"urn:io.github.muster:1\" ruleset=\"tts\" list=\"tts-open\">\n"
                    "<cheat/>\n"
                    "<command>\n"
                    "</roster>\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = mu_roster_load_data (xml, strlen (xml), "twice.muster", &error);

  ck_assert_ptr_null (roster);
  ck_assert_str_eq (error->message, "twice.muster:5: Premature end of data in tag roster line 1");
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("formats");
  TCase *tc = tcase_create ("formats");

  tcase_add_test (tc, test_every_file_loads);
  tcase_add_test (tc, test_round_trip);
  tcase_add_test (tc, test_round_trip_edited);
  tcase_add_loop_test (tc, test_malformed, 0, G_N_ELEMENTS (malformed));
  tcase_add_test (tc, test_malformed_data);
  tcase_add_test (tc, test_ruleset_root);
  tcase_add_test (tc, test_find_subunit);
  tcase_add_test (tc, test_decoded_text);
  tcase_add_test (tc, test_list_decoded_text);
  tcase_add_test (tc, test_not_well_formed_first);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
