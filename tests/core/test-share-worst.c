/* test-share-worst.c: the longest short codes a 130-point To the Strongest!
 * army can have
 *
 * The bound schemas/README.md ("Share codes") gives for the short code of
 * any legal 130-point army of a shipped To the Strongest! list: 16 groups
 * of five, every reading of the rules changed from its default or not
 * (format 3; format 2 took 24, 19 with the default readings). The armies that make the longest codes
 * are built here, one purchase at a time, from each list, legal at every
 * step once their minimums are met: a purchase is a command with its general, a
 * general's upgrade, a unit of any row, a unit's upgrade, a hero, a
 * general's attachment or an option's value. Each step takes the purchase
 * that lengthens the code most for its points, first among the kind of
 * purchase the run favours (most units, most upgrades, most commands, most
 * options), and never one that takes the army past 130 points or adds an
 * error (a row past its maximum, an upgrade the list does not allow…).
 * Every army is then also written with the unit ids the builder gives when
 * units are added to the commands in turn, and with its units in the order
 * that changes row most often.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-general.h"
#include "mu-issue.h"
#include "mu-library.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-share-code.h"
#include "mu-share-schema-private.h"
#include "mu-test.h"
#include "mu-unit.h"

#define LIMIT 130
#define MAX_GROUPS 16

typedef enum
{
  FAVOUR_UNITS,
  FAVOUR_UPGRADES,
  FAVOUR_COMMANDS,
  FAVOUR_OPTIONS,
  N_FAVOURS,
} Favour;

typedef enum
{
  BUY_COMMAND,
  BUY_GENERAL_UPGRADE,
  BUY_UNIT,
  BUY_UPGRADE,
  BUY_HERO,
  BUY_ATTACHMENT,
  BUY_OPTION,
} Buy;

typedef struct
{
  MuArmyList *list;
  MuRoster *roster;
  guint errors;  /* errors that buying more cannot mend */
  guint missing; /* errors that buying more can: rows, camps or units still short */
  double points;
  gsize bits;
  Favour favour;
  gboolean options; /* options may change from their defaults */
} Army;

static gsize
short_bits (MuRoster *roster, MuArmyList *list)
{
  MuShareBits bits;
  gsize n;

  mu_share_bits_init_writer (&bits);
  ck_assert (mu_share_schema_write (&bits, MU_SHARE_SHORT, FALSE, roster, list));
  n = bits.bit;
  mu_share_bits_clear (&bits);
  return n;
}

static guint
groups (const char *code)
{
  g_auto(GStrv) parts = g_strsplit (code, "-", -1);

  return g_strv_length (parts);
}

/* How many more of a row the army needs. */
static guint
row_deficit (MuEvaluation *evaluation, const char *row)
{
  MuListEntry *entry = mu_army_list_lookup (evaluation->list, row);
  gint64 min = 0, max = 0, taken;

  if (entry == NULL || !mu_evaluation_row_bounds (evaluation, entry, &min, &max))
    return 1;
  taken = mu_evaluation_row_taken (evaluation, entry);
  return taken < min ? (guint) (min - taken) : 1;
}

/* Errors other than those of an army still being built (a row or a camp
 * short of its minimum, a general not yet with a unit, a command with no
 * units yet); those are counted in *missing. */
static guint
count_errors (MuEvaluation *evaluation, guint *missing)
{
  GPtrArray *commands = mu_roster_get_commands (evaluation->roster);
  guint n = 0;

  *missing = 0;
  for (guint i = 0; i < evaluation->issues->len; i++)
    {
      MuIssue *issue = evaluation->issues->pdata[i];

      if (issue->severity != MU_SEVERITY_ERROR)
        continue;
      if (g_str_equal (issue->code, "list.min") && issue->row != NULL)
        *missing += row_deficit (evaluation, issue->row);
      else if (g_str_equal (issue->code, "list.min") || g_str_equal (issue->code, "camp.min")
               || g_str_equal (issue->code, "general.attached")
               || (g_str_equal (issue->code, "command.size") && issue->command >= 0
                   && (guint) issue->command < commands->len
                   && ((MuCommand *) commands->pdata[issue->command])->units->len == 0))
        (*missing)++;
      else
        n++;
    }
  return n;
}

static gboolean
favoured (Favour favour, Buy buy)
{
  switch (favour)
    {
    case FAVOUR_UNITS:
      return buy == BUY_UNIT;
    case FAVOUR_UPGRADES:
      return buy == BUY_UPGRADE || buy == BUY_GENERAL_UPGRADE;
    case FAVOUR_COMMANDS:
      return buy == BUY_COMMAND;
    case FAVOUR_OPTIONS:
    case N_FAVOURS:
    default:
      return buy == BUY_OPTION;
    }
}

/* A candidate purchase, made on a copy of the army. */
typedef struct
{
  MuRoster *roster;
  Buy buy;
  double score;
} Candidate;

static void
candidate_clear (gpointer data)
{
  Candidate *candidate = data;

  g_clear_object (&candidate->roster);
}

static void
add_candidate (Army *army, GArray *candidates, MuRoster *roster, Buy buy)
{
  Candidate candidate = { roster, buy, 0 };
  gsize bits;

  mu_roster_number_units (roster);
  bits = short_bits (roster, army->list);
  candidate.score = (double) bits - (double) army->bits + (favoured (army->favour, buy) ? 1e6 : 0);
  g_array_append_val (candidates, candidate);
}

static void
sorted_insert (GPtrArray *upgrades, MuListEntry *parent, const char *id)
{
  guint at = 0;

  for (guint i = 0; i < parent->children->len; i++)
    {
      const char *child = ((MuListEntry *) parent->children->pdata[i])->id;

      if (g_str_equal (child, id))
        break;
      if (at < upgrades->len && g_str_equal (upgrades->pdata[at], child))
        at++;
    }
  g_ptr_array_insert (upgrades, (int) at, g_strdup (id));
}

/* A command: its general, attached to its first unit, of any row. */
static void
buy_commands (Army *army, GArray *candidates)
{
  GPtrArray *commands = mu_roster_get_commands (army->roster);

  for (guint i = 0; i < army->list->entries->len; i++)
    for (guint j = 0; j < army->list->entries->len; j++)
      {
        MuListEntry *entry = army->list->entries->pdata[i];
        MuListEntry *row = army->list->entries->pdata[j];
        MuRoster *copy;
        MuCommand *command;
        MuGeneral *general;

        if (entry->kind != MU_ENTRY_GENERAL || row->kind != MU_ENTRY_UNIT)
          continue;
        copy = mu_roster_copy (army->roster);
        command = mu_command_new (NULL);
        command->name = g_strdup_printf ("Command %u", commands->len + 1);
        general = mu_general_new (entry->id);
        general->attached = g_strdup ("new");
        g_ptr_array_add (command->generals, general);
        g_ptr_array_add (command->units, mu_unit_new ("new", row->id));
        g_ptr_array_add (mu_roster_get_commands (copy), command);
        add_candidate (army, candidates, copy, BUY_COMMAND);
      }
}

static void
buy_general_upgrades (Army *army, GArray *candidates, guint c)
{
  MuCommand *command = g_ptr_array_index (mu_roster_get_commands (army->roster), c);
  MuGeneral *general = mu_command_get_general (command);
  MuListEntry *row = general != NULL ? mu_army_list_lookup (army->list, general->entry) : NULL;

  for (guint i = 0; row != NULL && i < row->children->len; i++)
    {
      MuListEntry *upgrade = row->children->pdata[i];
      MuRoster *copy;

      if (mu_general_has_upgrade (general, upgrade->id))
        continue;
      copy = mu_roster_copy (army->roster);
      command = g_ptr_array_index (mu_roster_get_commands (copy), c);
      sorted_insert (mu_command_get_general (command)->upgrades, row, upgrade->id);
      add_candidate (army, candidates, copy, BUY_GENERAL_UPGRADE);
    }
  for (guint u = 0; general != NULL && general->attached == NULL && u < command->units->len; u++)
    {
      MuRoster *copy = mu_roster_copy (army->roster);
      MuCommand *in_copy = g_ptr_array_index (mu_roster_get_commands (copy), c);

      mu_command_get_general (in_copy)->attached = g_strdup (((MuUnit *) in_copy->units->pdata[u])->id);
      add_candidate (army, candidates, copy, BUY_ATTACHMENT);
    }
}

static void
buy_units (Army *army, GArray *candidates, guint c)
{
  for (guint i = 0; i < army->list->entries->len; i++)
    {
      MuListEntry *entry = army->list->entries->pdata[i];
      MuRoster *copy;
      MuCommand *command;

      if (entry->kind == MU_ENTRY_GENERAL || entry->kind == MU_ENTRY_HERO)
        continue;
      copy = mu_roster_copy (army->roster);
      command = g_ptr_array_index (mu_roster_get_commands (copy), c);
      g_ptr_array_add (command->units, mu_unit_new ("new", entry->id));
      add_candidate (army, candidates, copy, BUY_UNIT);
    }
}

static void
buy_unit_extras (Army *army, GArray *candidates, guint c)
{
  MuCommand *command = g_ptr_array_index (mu_roster_get_commands (army->roster), c);
  MuListEntry *hero = NULL;

  for (guint i = 0; i < army->list->entries->len; i++)
    if (((MuListEntry *) army->list->entries->pdata[i])->kind == MU_ENTRY_HERO)
      hero = army->list->entries->pdata[i];
  for (guint u = 0; u < command->units->len; u++)
    {
      MuUnit *unit = command->units->pdata[u];
      MuListEntry *row = mu_army_list_lookup (army->list, unit->entry);

      for (guint i = 0; i < row->children->len; i++)
        {
          MuListEntry *upgrade = row->children->pdata[i];
          MuRoster *copy;
          MuUnit *in_copy;

          if (mu_unit_has_upgrade (unit, upgrade->id))
            continue;
          copy = mu_roster_copy (army->roster);
          in_copy = ((MuCommand *) g_ptr_array_index (mu_roster_get_commands (copy), c))->units->pdata[u];
          sorted_insert (in_copy->upgrades, row, upgrade->id);
          add_candidate (army, candidates, copy, BUY_UPGRADE);
        }
      if (hero != NULL && row->kind == MU_ENTRY_UNIT)
        {
          MuRoster *copy = mu_roster_copy (army->roster);
          MuUnit *in_copy
              = ((MuCommand *) g_ptr_array_index (mu_roster_get_commands (copy), c))->units->pdata[u];

          g_ptr_array_add (in_copy->heroes, g_strdup ("Hero"));
          add_candidate (army, candidates, copy, BUY_HERO);
        }
    }
}

static void
buy_option (Army *army, GArray *candidates, MuOptionDef *def)
{
  g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func (g_free);

  if (mu_roster_get_option (army->roster, def->id) != NULL)
    return;
  if (def->kind == MU_OPTION_CHOICE)
    for (guint i = 0; i < def->choices->len; i++)
      g_ptr_array_add (values, g_strdup (((MuChoice *) def->choices->pdata[i])->id));
  else if (def->kind == MU_OPTION_YEAR || def->kind == MU_OPTION_INT)
    {
      g_ptr_array_add (values, g_strdup_printf ("%" G_GINT64_FORMAT, def->min));
      g_ptr_array_add (values, g_strdup_printf ("%" G_GINT64_FORMAT, def->max));
    }
  for (guint i = 0; i < values->len; i++)
    {
      MuRoster *copy = mu_roster_copy (army->roster);

      mu_roster_set_option (copy, def->id, values->pdata[i]);
      add_candidate (army, candidates, copy, BUY_OPTION);
    }
}

static void
buy_options (Army *army, GArray *candidates)
{
  for (guint i = 0; army->options && i < army->list->options->len; i++)
    buy_option (army, candidates, army->list->options->pdata[i]);
  for (guint i = 0; army->options && i < army->list->ruleset->options->len; i++)
    buy_option (army, candidates, army->list->ruleset->options->pdata[i]);
}

static int
by_score (gconstpointer a, gconstpointer b)
{
  double x = ((const Candidate *) a)->score, y = ((const Candidate *) b)->score;

  return x < y ? 1 : x > y ? -1 : 0;
}

/* While the army is short of a list's minimum: the cheapest purchase that
 * mends most, so that the army becomes legal within its points. */
static gboolean
buy_minimum (Army *army, GArray *candidates)
{
  guint best = candidates->len, best_missing = army->missing, best_errors = 0;
  double best_points = 0;

  for (guint i = 0; i < candidates->len; i++)
    {
      Candidate *candidate = &g_array_index (candidates, Candidate, i);
      g_autoptr(MuEvaluation) evaluation
                 = mu_evaluate_full (candidate->roster, army->list, MU_EVALUATE_VERDICT_ONLY);
      guint missing = 0, errors = count_errors (evaluation, &missing);

      if (evaluation->points > LIMIT || errors > army->errors || missing >= army->missing)
        continue;
      if (best == candidates->len || evaluation->points < best_points
          || (evaluation->points == best_points && missing < best_missing))
        {
          best = i;
          best_points = evaluation->points;
          best_missing = missing;
          best_errors = errors;
        }
    }
  if (best == candidates->len)
    return FALSE;
  g_object_unref (army->roster);
  army->roster = g_steal_pointer (&g_array_index (candidates, Candidate, best).roster);
  army->errors = best_errors;
  army->missing = best_missing;
  army->points = best_points;
  army->bits = short_bits (army->roster, army->list);
  return TRUE;
}

/* Takes the best purchase that keeps the army within its points and adds
 * no error; FALSE when there is none. */
static gboolean
buy (Army *army)
{
  g_autoptr(GArray) candidates = g_array_new (FALSE, FALSE, sizeof (Candidate));
  GPtrArray *commands = mu_roster_get_commands (army->roster);

  g_array_set_clear_func (candidates, candidate_clear);
  buy_commands (army, candidates);
  buy_options (army, candidates);
  for (guint c = 0; c < commands->len; c++)
    {
      buy_general_upgrades (army, candidates, c);
      buy_units (army, candidates, c);
      buy_unit_extras (army, candidates, c);
    }
  if (army->missing > 0)
    return buy_minimum (army, candidates);
  g_array_sort (candidates, by_score);
  for (guint i = 0; i < candidates->len; i++)
    {
      Candidate *candidate = &g_array_index (candidates, Candidate, i);
      g_autoptr(MuEvaluation) evaluation = NULL;
      guint missing = 0;

      evaluation = mu_evaluate_full (candidate->roster, army->list, MU_EVALUATE_VERDICT_ONLY);
      if (evaluation->points > LIMIT || count_errors (evaluation, &missing) > army->errors || missing > 0)
        continue;
      g_object_unref (army->roster);
      army->roster = g_steal_pointer (&candidate->roster);
      army->errors = count_errors (evaluation, &army->missing);
      army->points = evaluation->points;
      army->bits = short_bits (army->roster, army->list);
      return TRUE;
    }
  return FALSE;
}

/* The ids the builder gives when one unit is added to each command in turn:
 * "u1" to the first, "u2" to the second… */
static void
number_in_turn (MuRoster *roster)
{
  GPtrArray *commands = mu_roster_get_commands (roster);
  guint n = 0;
  gboolean more = TRUE;

  for (guint round = 0; more; round++)
    {
      more = FALSE;
      for (guint c = 0; c < commands->len; c++)
        {
          MuCommand *command = commands->pdata[c];
          MuUnit *unit;
          char *id;

          if (round >= command->units->len)
            continue;
          more = TRUE;
          unit = command->units->pdata[round];
          id = g_strdup_printf ("u%u", ++n);
          for (guint g = 0; g < command->generals->len; g++)
            {
              MuGeneral *general = command->generals->pdata[g];

              if (g_strcmp0 (general->attached, unit->id) == 0)
                {
                  g_free (general->attached);
                  general->attached = g_strdup (id);
                }
            }
          g_free (unit->id);
          unit->id = id;
        }
    }
}

/* Each command's units in the order that changes row most often: the unit
 * of the row with most units left that is not the row of the one before. */
static void
interleave (MuRoster *roster)
{
  GPtrArray *commands = mu_roster_get_commands (roster);

  for (guint c = 0; c < commands->len; c++)
    {
      MuCommand *command = commands->pdata[c];
      GPtrArray *left = command->units;
      GPtrArray *ordered = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_unit_free);

      command->units = ordered;
      while (left->len > 0)
        {
          const char *previous
              = ordered->len > 0 ? ((MuUnit *) ordered->pdata[ordered->len - 1])->entry : NULL;
          guint best = 0, best_count = 0;

          for (guint i = 0; i < left->len; i++)
            {
              const char *row = ((MuUnit *) left->pdata[i])->entry;
              guint count = 0;

              if (g_strcmp0 (row, previous) == 0)
                continue;
              for (guint j = 0; j < left->len; j++)
                count += g_str_equal (((MuUnit *) left->pdata[j])->entry, row);
              if (count > best_count)
                {
                  best = i;
                  best_count = count;
                }
            }
          g_ptr_array_add (ordered, g_ptr_array_steal_index (left, best));
        }
      g_ptr_array_unref (left);
    }
}

static char *
describe (Army *army)
{
  GPtrArray *commands = mu_roster_get_commands (army->roster);
  guint units = 0, upgrades = 0, heroes = 0;

  for (guint c = 0; c < commands->len; c++)
    {
      MuCommand *command = commands->pdata[c];

      for (guint u = 0; u < command->units->len; u++)
        {
          MuUnit *unit = command->units->pdata[u];

          units++;
          upgrades += unit->upgrades->len;
          heroes += unit->heroes->len;
        }
      for (guint g = 0; g < command->generals->len; g++)
        upgrades += ((MuGeneral *) command->generals->pdata[g])->upgrades->len;
    }
  return g_strdup_printf ("%s, %g points: %u commands, %u units, %u upgrades, %u heroes, %u options",
                          army->list->id, army->points, commands->len, units, upgrades, heroes,
                          g_hash_table_size (mu_roster_get_options (army->roster)));
}

/* The code of the army as built, with the builder's ids and in the order
 * that changes row most often; the longest, after checking each rebuilds
 * the army. */
static guint
longest_code (Army *army, GString *report)
{
  g_autoptr(MuRoster) in_turn = mu_roster_copy (army->roster);
  g_autoptr(MuRoster) interleaved = mu_roster_copy (army->roster);
  MuRoster *forms[] = { army->roster, in_turn, interleaved };
  g_autofree char *what = describe (army);
  guint most = 0;

  number_in_turn (in_turn);
  interleave (interleaved);
  mu_roster_number_units (interleaved);
  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      g_autofree char *code = mu_share_code_encode (forms[i], army->list);
      g_autoptr(GError) error = NULL;
      g_autoptr(MuRoster) back = mu_share_code_decode (code, mu_test_library (), NULL, &error);
      g_autofree char *again = NULL;

      ck_assert_msg (back != NULL, "%s: %s", what, error != NULL ? error->message : "");
      again = mu_share_code_encode (back, army->list);
      ck_assert_str_eq (again, code);
      most = MAX (most, groups (code));
    }
  g_string_append_printf (report, "%s: %u groups\n", what, most);
  return most;
}

static guint
worst_army (const char *list_id, Favour favour, gboolean options, GString *report)
{
  Army army = { 0 };
  g_autoptr(MuEvaluation) evaluation = NULL;
  MuRoster *legal = NULL;
  double legal_points = 0;
  guint most;

  army.list = mu_library_find_list (mu_test_library (), list_id);
  ck_assert_ptr_nonnull (army.list);
  army.roster = mu_roster_new ("tts", list_id);
  mu_roster_set_list_revision (army.roster, army.list->revision);
  mu_roster_set_points_limit (army.roster, LIMIT);
  army.favour = favour;
  army.options = options;
  evaluation = mu_evaluate_full (army.roster, army.list, MU_EVALUATE_VERDICT_ONLY);
  army.errors = count_errors (evaluation, &army.missing);
  army.bits = short_bits (army.roster, army.list);
  while (buy (&army))
    if (army.errors == 0 && army.missing == 0)
      {
        g_clear_object (&legal);
        legal = mu_roster_copy (army.roster);
        legal_points = army.points;
      }
  /* the last legal army bought */
  ck_assert_msg (legal != NULL, "%s: no legal army", list_id);
  g_object_unref (army.roster);
  army.roster = g_steal_pointer (&legal);
  army.points = legal_points;
  /* a run that bought nothing proves nothing */
  ck_assert_uint_ge (mu_roster_count_units (army.roster), 10);
  ck_assert_double_gt (army.points, LIMIT - 5);
  most = longest_code (&army, report);
  g_object_unref (army.roster);
  return most;
}

START_TEST (test_worst_armies)
{
  static const char * const lists[] = { "ancient-british", "principate-roman" };
  g_autoptr(GString) report = g_string_new (NULL);
  guint most = 0;

  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    for (Favour favour = 0; favour < N_FAVOURS; favour++)
      for (guint options = 0; options < 2; options++)
        most = MAX (most, worst_army (lists[l], favour, options, report));
  g_printerr ("%s", report->str);
  ck_assert_msg (most <= MAX_GROUPS, "a 130-point army's short code takes %u groups:\n%s", most, report->str);
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("share-worst");
  TCase *tc = tcase_create ("worst");

  tcase_set_timeout (tc, 300);
  tcase_add_test (tc, test_worst_armies);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
