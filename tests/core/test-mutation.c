/* test-mutation.c: a property test that hunts for holes in "legal"
 *
 * From every example roster and test roster, each hero, general attachment,
 * upgrade and unit or general choice is moved to every other place the file
 * format lets it go, and each hero and upgrade is duplicated. The mutant is
 * written out and read back as a file would be; it must then be refused on
 * load, carry an error the original did not have, or cost exactly what the
 * rules say:
 *
 * - a hero moved between fighting units, a general attached to another
 *   fighting unit of his own command or to none, an upgrade or a choice
 *   moved: the same points;
 * - a hero duplicated on a fighting unit: one point more (To the
 *   Strongest! v1.1, Heroes; both sample lists);
 * - a hero on a camp, fortification, reserve ammunition or no unit, a
 *   general attached to one of those or to another command's unit, an
 *   upgrade taken twice: never legal, so refused or an error.
 *
 * Every mutant that loads also goes through both share codes: the full
 * code rebuilds its file exactly, the short one an army that costs the
 * same and gives the same code again (issue 24).
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-contingent.h"
#include "mu-evaluation.h"
#include "mu-general.h"
#include "mu-issue.h"
#include "mu-library.h"
#include "mu-list-entry.h"
#include "mu-roster.h"
#include "mu-share-code.h"
#include "mu-test.h"
#include "mu-unit.h"

#define HERO_COST 1.0

typedef enum
{
  PLACE_UNIT,
  PLACE_GENERAL,
  PLACE_COMMAND,
} PlaceKind;

/* Somewhere a hero, an upgrade or a choice can be written. */
typedef struct
{
  PlaceKind kind;
  int command;
  gpointer item;     /* MuUnit, MuGeneral or MuCommand */
  gboolean fighting; /* a unit bought from a fighting row */
} Place;

/* What a mutant must show, besides being refused or carrying a new error. */
typedef enum
{
  EXPECT_SAME_POINTS,
  EXPECT_HERO_MORE,
  EXPECT_ERROR,
} Expect;

typedef struct
{
  MuArmyList *list;
  MuRoster *base;
  double points;
  GHashTable *errors; /* the original's errors, as text */
  const char *file;
  GString *holes;
  guint mutants;
  guint found;
  guint codes; /* mutants through both share codes */
} Run;

/* A unit's row, in its own contingent's list: an ally's units are bought
 * from the ally's list. */
static MuListEntry *
unit_row (Run *run, MuRoster *roster, MuUnit *unit, int command)
{
  MuContingent *ally = mu_roster_get_ally (roster, mu_roster_get_command_contingent (roster, command));

  if (ally != NULL)
    return ally->list != NULL ? mu_army_list_lookup (ally->list, unit->entry) : NULL;
  return mu_army_list_lookup (run->list, unit->entry);
}

static void
collect_unit (Run *run, MuRoster *roster, MuUnit *unit, int command, GArray *places)
{
  MuListEntry *entry = unit_row (run, roster, unit, command);
  Place place = { PLACE_UNIT, command, unit, entry != NULL && entry->kind == MU_ENTRY_UNIT };

  g_array_append_val (places, place);
  for (guint i = 0; i < unit->subunits->len; i++)
    collect_unit (run, roster, unit->subunits->pdata[i], command, places);
}

/* Every place of a roster, in an order that is the same for its copies. */
static GArray *
collect (Run *run, MuRoster *roster)
{
  GArray *places = g_array_new (FALSE, FALSE, sizeof (Place));
  GPtrArray *commands = mu_roster_get_commands (roster);

  for (guint c = 0; c < commands->len; c++)
    {
      MuCommand *command = commands->pdata[c];
      Place here = { PLACE_COMMAND, (int) c, command, FALSE };

      g_array_append_val (places, here);
      for (guint g = 0; g < command->generals->len; g++)
        {
          Place general = { PLACE_GENERAL, (int) c, command->generals->pdata[g], FALSE };
          g_array_append_val (places, general);
        }
      for (guint u = 0; u < command->units->len; u++)
        collect_unit (run, roster, command->units->pdata[u], (int) c, places);
    }
  return places;
}

static char *
error_key (MuIssue *issue)
{
  return g_strdup_printf ("%s|%d|%s|%s", issue->code, issue->command, issue->unit_id ?: "", issue->message);
}

static gboolean
has_new_error (Run *run, MuEvaluation *evaluation)
{
  for (guint i = 0; i < evaluation->issues->len; i++)
    {
      MuIssue *issue = evaluation->issues->pdata[i];
      g_autofree char *key = NULL;

      if (issue->severity != MU_SEVERITY_ERROR)
        continue;
      key = error_key (issue);
      if (!g_hash_table_contains (run->errors, key))
        return TRUE;
    }
  return FALSE;
}

/* The mutant through both share codes. */
static void
round_trip (Run *run, MuRoster *mutant, MuArmyList *list, double points, const char *what)
{
  g_autofree char *full = mu_share_code_encode_full (mutant, list);
  g_autofree char *code = mu_share_code_encode (mutant, list);
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) back_full = NULL;
  g_autoptr(MuRoster) back = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  g_autofree char *xml = mu_roster_to_xml (mutant, NULL);
  g_autofree char *xml_back = NULL;
  g_autofree char *again = NULL;

  back_full = mu_share_code_decode (full, mu_test_library (), NULL, &error);
  ck_assert_msg (back_full != NULL, "%s: %s: full code: %s", run->file, what, error->message);
  xml_back = mu_roster_to_xml (back_full, NULL);
  ck_assert_msg (g_str_equal (xml, xml_back), "%s: %s: the full code changes the roster", run->file, what);
  back = mu_share_code_decode (code, mu_test_library (), NULL, &error);
  ck_assert_msg (back != NULL, "%s: %s: short code: %s", run->file, what, error->message);
  again = mu_share_code_encode (back, list);
  ck_assert_msg (g_str_equal (code, again), "%s: %s: the short code changes", run->file, what);
  evaluation = mu_evaluate (back, list);
  ck_assert_msg (evaluation->points == points, "%s: %s: %g points from the short code, %g from the file",
                 run->file, what, evaluation->points, points);
  run->codes++;
}

/* Writes the mutant out, reads it back and judges it. */
static void
judge (Run *run, MuRoster *mutant, Expect expect, const char *what)
{
  gsize length = 0;
  g_autofree char *xml = mu_roster_to_xml (mutant, &length);
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) loaded = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  MuArmyList *list = NULL;
  double wanted = run->points + (expect == EXPECT_HERO_MORE ? HERO_COST : 0);

  run->mutants++;
  loaded = mu_library_open_roster_data (mu_test_library (), xml, length, "mutant.muster", &list, &error);
  if (loaded == NULL)
    return;
  evaluation = mu_evaluate (loaded, list);
  round_trip (run, loaded, list, evaluation->points, what);
  if (has_new_error (run, evaluation))
    return;
  if (expect != EXPECT_ERROR && evaluation->points == wanted)
    return;
  run->found++;
  if (run->found <= 20)
    g_string_append_printf (run->holes, "%s: %s: no error, %g points (%s %g)\n", run->file, what,
                            evaluation->points, expect == EXPECT_ERROR ? "an error wanted, was" : "wanted",
                            wanted);
}

static const char *
place_name (const Place *place)
{
  switch (place->kind)
    {
    case PLACE_UNIT:
      return ((MuUnit *) place->item)->id;
    case PLACE_GENERAL:
      return ((MuGeneral *) place->item)->name ?: "general";
    case PLACE_COMMAND:
    default:
      return ((MuCommand *) place->item)->name ?: "command";
    }
}

static GPtrArray *
heroes_at (const Place *place)
{
  if (place->kind == PLACE_UNIT)
    return ((MuUnit *) place->item)->heroes;
  if (place->kind == PLACE_COMMAND)
    return ((MuCommand *) place->item)->heroes;
  return NULL;
}

static GPtrArray *
upgrades_at (const Place *place)
{
  if (place->kind == PLACE_UNIT)
    return ((MuUnit *) place->item)->upgrades;
  if (place->kind == PLACE_GENERAL)
    return ((MuGeneral *) place->item)->upgrades;
  return NULL;
}

static GHashTable *
attrs_at (const Place *place)
{
  if (place->kind == PLACE_UNIT)
    return ((MuUnit *) place->item)->attrs;
  if (place->kind == PLACE_GENERAL)
    return ((MuGeneral *) place->item)->attrs;
  return NULL;
}

/* A copy of the original and its places. */
static MuRoster *
copy (Run *run, GArray **places)
{
  MuRoster *mutant = mu_roster_copy (run->base);

  *places = collect (run, mutant);
  return mutant;
}

static void
mutate_hero (Run *run, guint from, guint index, guint n_places)
{
  for (guint to = 0; to <= n_places; to++)
    {
      g_autoptr(GArray) places = NULL;
      g_autoptr(MuRoster) mutant = copy (run, &places);
      Place *source = &g_array_index (places, Place, from);
      GPtrArray *heroes = heroes_at (source);
      char *hero = heroes->pdata[index];
      g_autofree char *what = NULL;
      Place *target;

      if (to == n_places)
        {
          /* duplicated where he is */
          what = g_strdup_printf ("hero %s duplicated on %s", hero, place_name (source));
          g_ptr_array_add (heroes, g_strdup (hero));
          judge (run, mutant, source->fighting ? EXPECT_HERO_MORE : EXPECT_ERROR, what);
          continue;
        }
      target = &g_array_index (places, Place, to);
      if (to == from || heroes_at (target) == NULL)
        continue;
      what = g_strdup_printf ("hero %s moved from %s to %s", hero, place_name (source), place_name (target));
      g_ptr_array_add (heroes_at (target), g_ptr_array_steal_index (heroes, index));
      judge (run, mutant, target->fighting ? EXPECT_SAME_POINTS : EXPECT_ERROR, what);
    }
}

/* Who may start with a unit of another command: in Meeting of Hosts the
 * overall commander "may order or join any unit" (Generals), and in For the
 * Pharaoh a general "can be with a unit" with no word of commands
 * (Generals). In To the Strongest! an attached general is part of a unit of
 * his own command (v1.1, Generals). */
static gboolean
joins_any (Run *run, MuGeneral *general)
{
  const char *ruleset = mu_roster_get_ruleset_id (run->base);

  if (g_strcmp0 (ruleset, "pharaoh") == 0)
    return TRUE;
  return g_strcmp0 (ruleset, "moh") == 0 && g_strcmp0 (mu_general_attr (general, "role"), "general") == 0;
}

static void
mutate_attachment (Run *run, guint from, guint n_places)
{
  for (guint to = 0; to <= n_places; to++)
    {
      g_autoptr(GArray) places = NULL;
      g_autoptr(MuRoster) mutant = copy (run, &places);
      Place *source = &g_array_index (places, Place, from);
      MuGeneral *general = source->item;
      g_autofree char *what = NULL;
      Place *target;

      if (to == n_places)
        {
          if (general->attached == NULL)
            continue;
          what = g_strdup_printf ("general %s attached to no unit", place_name (source));
          g_clear_pointer (&general->attached, g_free);
          judge (run, mutant, EXPECT_SAME_POINTS, what);
          continue;
        }
      target = &g_array_index (places, Place, to);
      if (target->kind != PLACE_UNIT || g_strcmp0 (general->attached, ((MuUnit *) target->item)->id) == 0)
        continue;
      what = g_strdup_printf ("general %s attached to %s", place_name (source), place_name (target));
      g_free (general->attached);
      general->attached = g_strdup (((MuUnit *) target->item)->id);
      judge (run, mutant,
             target->fighting && (target->command == source->command || joins_any (run, general))
                 ? EXPECT_SAME_POINTS
                 : EXPECT_ERROR,
             what);
    }
}

static void
mutate_upgrade (Run *run, guint from, guint index, guint n_places)
{
  for (guint to = 0; to < n_places; to++)
    {
      g_autoptr(GArray) places = NULL;
      g_autoptr(MuRoster) mutant = copy (run, &places);
      Place *source = &g_array_index (places, Place, from);
      Place *target = &g_array_index (places, Place, to);
      GPtrArray *upgrades = upgrades_at (source);
      char *upgrade = upgrades->pdata[index];
      g_autofree char *what = NULL;

      if (upgrades_at (target) == NULL)
        continue;
      if (to == from)
        {
          what = g_strdup_printf ("upgrade %s duplicated on %s", upgrade, place_name (source));
          g_ptr_array_add (upgrades, g_strdup (upgrade));
          judge (run, mutant, EXPECT_ERROR, what);
          continue;
        }
      what = g_strdup_printf ("upgrade %s moved from %s to %s", upgrade, place_name (source),
                              place_name (target));
      g_ptr_array_add (upgrades_at (target), g_ptr_array_steal_index (upgrades, index));
      judge (run, mutant, EXPECT_SAME_POINTS, what);
    }
}

static void
mutate_attr (Run *run, guint from, const char *key, guint n_places)
{
  for (guint to = 0; to < n_places; to++)
    {
      g_autoptr(GArray) places = NULL;
      g_autoptr(MuRoster) mutant = copy (run, &places);
      Place *source = &g_array_index (places, Place, from);
      Place *target = &g_array_index (places, Place, to);
      GHashTable *attrs = attrs_at (source);
      g_autofree char *value = g_strdup (g_hash_table_lookup (attrs, key));
      g_autofree char *what = NULL;

      if (to == from || attrs_at (target) == NULL)
        continue;
      /* a target that makes the choice already would change it, not take it */
      if (g_hash_table_contains (attrs_at (target), key))
        continue;
      what = g_strdup_printf ("choice %s=%s moved from %s to %s", key, value, place_name (source),
                              place_name (target));
      g_hash_table_remove (attrs, key);
      g_hash_table_replace (attrs_at (target), g_strdup (key), g_strdup (value));
      judge (run, mutant, EXPECT_SAME_POINTS, what);
    }
}

static void
mutate_place (Run *run, GArray *places, guint from)
{
  Place *place = &g_array_index (places, Place, from);
  GPtrArray *heroes = heroes_at (place);
  GPtrArray *upgrades = upgrades_at (place);
  GHashTable *attrs = attrs_at (place);

  for (guint i = 0; heroes != NULL && i < heroes->len; i++)
    mutate_hero (run, from, i, places->len);
  for (guint i = 0; upgrades != NULL && i < upgrades->len; i++)
    mutate_upgrade (run, from, i, places->len);
  if (place->kind == PLACE_GENERAL)
    mutate_attachment (run, from, places->len);
  if (attrs != NULL)
    {
      g_autofree gpointer *keys = g_hash_table_get_keys_as_array (attrs, NULL);

      for (guint i = 0; keys[i] != NULL; i++)
        mutate_attr (run, from, keys[i], places->len);
    }
}

static GPtrArray *
rosters (void)
{
  static const char * const dirs[] = { "examples", "fixtures" };
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);

  for (guint d = 0; d < G_N_ELEMENTS (dirs); d++)
    {
      g_autofree char *dir
          = d == 0 ? g_build_filename (mu_test_lists_dir (), dirs[d], NULL) : mu_test_path (dirs[d]);
      g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
      const char *name;

      g_assert (folder != NULL);
      while ((name = g_dir_read_name (folder)) != NULL)
        if (g_str_has_suffix (name, ".muster"))
          g_ptr_array_add (files, g_build_filename (dir, name, NULL));
    }
  g_ptr_array_sort (files, (GCompareFunc) g_strcmp0);
  return files;
}

static void
mutate_file (const char *path, GString *holes, guint *mutants, guint *codes)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  g_autoptr(GArray) places = NULL;
  g_autoptr(GHashTable) errors = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *file = g_path_get_basename (path);
  MuArmyList *list = NULL;
  g_autoptr(MuRoster) base = mu_library_open_roster (mu_test_library (), path, &list, &error);
  Run run = { NULL, NULL, 0, errors, file, holes, 0, 0, 0 };

  ck_assert_msg (base != NULL, "%s", error != NULL ? error->message : path);
  /* the totals the author declared would flag any change of points; the
   * rules alone must catch a mutant */
  g_hash_table_remove_all (mu_roster_get_declared (base));
  evaluation = mu_evaluate (base, list);
  for (guint i = 0; i < evaluation->issues->len; i++)
    {
      MuIssue *issue = evaluation->issues->pdata[i];

      if (issue->severity == MU_SEVERITY_ERROR)
        g_hash_table_add (errors, error_key (issue));
    }
  run.list = list;
  run.base = base;
  run.points = evaluation->points;
  places = collect (&run, base);
  for (guint i = 0; i < places->len; i++)
    mutate_place (&run, places, i);
  *mutants += run.mutants;
  *codes += run.codes;
  if (run.found > 20)
    g_string_append_printf (holes, "%s: and %u more\n", file, run.found - 20);
}

START_TEST (test_mutants)
{
  g_autoptr(GPtrArray) files = rosters ();
  g_autoptr(GString) holes = g_string_new (NULL);
  guint mutants = 0, codes = 0;

  ck_assert_uint_ge (files->len, 9);
  for (guint i = 0; i < files->len; i++)
    mutate_file (files->pdata[i], holes, &mutants, &codes);
  g_printerr ("%u mutants of %u rosters, %u through both share codes\n", mutants, files->len, codes);
  ck_assert_uint_ge (codes, 300);
  /* a mutation test that makes no mutants tests nothing */
  ck_assert_uint_ge (mutants, 500);
  if (holes->len > 0)
    g_printerr ("%s", holes->str);
  ck_assert_msg (holes->len == 0, "mutants that are legal and priced against the rules");
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("mutation");
  TCase *tc = tcase_create ("mutants");

  tcase_set_timeout (tc, 120);
  tcase_add_test (tc, test_mutants);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
