/* mu-pharaoh-army.c: For the Pharaoh generals (rating, role, cost) and the
 * army's advice: enough generals, an allied general for allies, and no
 * army break point
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-general.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-pharaoh-private.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-unit.h"

static gint64
general_rating (MuGeneral *general)
{
  const char *text = mu_general_attr (general, "rating");
  gint64 rating = 0;

  if (text != NULL)
    g_ascii_string_to_signed (text, 10, -99, 99, &rating, NULL);
  return rating;
}

/* A general without a role is counted as a regimental commander. */
static const char *
general_role (MuGeneral *general)
{
  const char *role = mu_general_attr (general, "role");

  return role != NULL ? role : "regimental";
}

/* "Cost of 0* general 100; cost for each * point of a general 200"
 * (L1343–L1344), read as the general-cost option says. */
double
mu_pharaoh_general_cost (MuRuleset *ruleset, GHashTable *options, gint64 rating)
{
  int base = mu_pharaoh_data_cost (ruleset, MU_PHARAOH_GENERAL, "base");
  int star = mu_pharaoh_data_cost (ruleset, MU_PHARAOH_GENERAL, "star");

  rating = MAX (rating, 0);
  if (mu_pharaoh_option_is (options, "general-cost", "per-star") && rating > 0)
    return (double) (star * rating);
  return (double) (base + star * rating);
}

static const char *
choice_label (MuRuleset *ruleset, const char *attribute, const char *value)
{
  MuOptionDef *def = mu_option_defs_find (ruleset->attributes, attribute);
  const char *label = def != NULL && value != NULL ? mu_option_def_choice_label (def, value) : NULL;

  return label != NULL ? label : value;
}

/* For the sheet's first column: "C-in-C 3★, in a chariot, allied" */
static char *
describe_general (MuRuleset *ruleset, MuGeneral *general, gint64 rating)
{
  const char *mount = mu_general_attr (general, "mount");
  GString *text = g_string_new (choice_label (ruleset, "role", general_role (general)));

  g_string_append_printf (text, " %" G_GINT64_FORMAT "★", rating);
  if (mount != NULL)
    {
      g_autofree char *lower = g_utf8_strdown (choice_label (ruleset, "mount", mount), -1);
      g_string_append_printf (text, ", %s", lower);
    }
  if (g_strcmp0 (mu_general_attr (general, "allied"), "true") == 0)
    g_string_append (text, _(", allied"));
  return g_string_free (text, FALSE);
}

static void
check_rating (MuEvaluation *evaluation, MuUnitResult *result, gint64 rating)
{
  if (rating >= 0 && rating <= 6)
    return;
  mu_evaluation_add_issue (evaluation, MU_SEVERITY_ERROR, "general.rating",
                           _("For the Pharaoh, Generals (L469)"), result->command, NULL,
                              _("General %s is rated %" PRId64 "★; generals are rated from 0★ "
                             "to 6★."),
                                 result->general->name != NULL ? result->general->name : "", rating);
}

void
mu_pharaoh_evaluate_general (MuRuleset *ruleset, MuEvaluation *evaluation, MuUnitResult *result,
                             MuPharaohTotals *totals)
{
  MuGeneral *general = result->general;
  gint64 rating = general_rating (general);
  g_autofree char *description = describe_general (ruleset, general, rating);
  MuFigure *figure;

  result->points = mu_pharaoh_general_cost (ruleset, evaluation->options, rating);
  mu_figures_add (result->figures, "rating", _("Rating in stars"), (double) rating);
  mu_figures_add_text (result->figures, "troops", _("General"), description);
  figure = mu_figures_add_text (result->figures, "activation", _("Activation"), NULL);
  /* TRANSLATORS: a general is activated on a d6 roll at most his rating */
  figure->text = g_strdup_printf (_("%" PRId64 " in 6"), CLAMP (rating, 0, 6));
  mu_figures_add (result->figures, "points", _("Points"), result->points);
  check_rating (evaluation, result, rating);
  totals->generals += result->points;
}

static void
count_roles (MuEvaluation *evaluation, guint counts[3])
{
  GPtrArray *commands = mu_roster_get_commands (evaluation->roster);

  counts[0] = counts[1] = counts[2] = 0;
  for (guint i = 0; i < commands->len; i++)
    {
      MuCommand *command = commands->pdata[i];

      for (guint j = 0; j < command->generals->len; j++)
        {
          const char *role = general_role (command->generals->pdata[j]);

          counts[g_str_equal (role, "c-in-c") ? 0 : g_str_equal (role, "sub-general") ? 1 : 2]++;
        }
    }
}

/* "one overall commander, two or three sub-generals … and one 'Regimental'
 * commander per two or three units" (L465; L1547). */
static void
check_generals (MuEvaluation *evaluation, MuPharaohTotals *totals)
{
  guint counts[3];
  guint regimental = (totals->units + 2) / 3;

  count_roles (evaluation, counts);
  if (counts[0] == 1 && counts[1] >= 2 && counts[2] >= regimental)
    return;
  mu_evaluation_add_issue (evaluation, MU_SEVERITY_WARNING, "army.generals",
                           _("For the Pharaoh, Generals (L465); Army lists (L1547)"), -1, NULL,
                              _("The army has %u C-in-C, %u sub-generals and %u regimental commanders "
                             "for %u units; the book advises one C-in-C, two or three sub-generals "
                             "and a regimental commander for every two or three units (%u here). "
                             "Too few generals leave units without orders."),
                                 counts[0], counts[1], counts[2], totals->units, regimental);
}

static gboolean
unit_allied (MuEvaluation *evaluation, MuUnit *unit)
{
  MuListEntry *entry = mu_army_list_lookup (evaluation->list, unit->entry);
  const char *allied = mu_unit_attr (unit, "allied");

  if (allied == NULL && entry != NULL)
    allied = mu_list_entry_attr (entry, "allied");
  if (g_strcmp0 (allied, "true") == 0)
    return TRUE;
  for (guint i = 0; i < unit->subunits->len; i++)
    if (unit_allied (evaluation, unit->subunits->pdata[i]))
      return TRUE;
  return FALSE;
}

/* "Orders from the C-in-C to allied troops must pass through an allied
 * general" (L501). */
static void
check_allies (MuEvaluation *evaluation, MuCommandResult *result)
{
  MuCommand *command = result->command;
  g_autofree char *name = NULL;
  MuUnit *allied = NULL;

  for (guint i = 0; i < command->generals->len; i++)
    if (g_strcmp0 (mu_general_attr (command->generals->pdata[i], "allied"), "true") == 0)
      return;
  for (guint i = 0; i < command->units->len && allied == NULL; i++)
    if (unit_allied (evaluation, command->units->pdata[i]))
      allied = command->units->pdata[i];
  if (allied == NULL)
    return;
  name = mu_evaluation_command_name (evaluation, result->index);
  mu_evaluation_add_issue (evaluation, MU_SEVERITY_WARNING, "allied.no-general",
                           _("For the Pharaoh, Generals (L501)"), result->index, allied->id,
                              _("%s has allied troops but no allied general; allies ignore the other "
                             "generals, and orders reach them only through a general of their own. "
                             "Give the contingent an allied general."),
                                 name);
}

void
mu_pharaoh_check_army (MuRuleset *ruleset, MuEvaluation *evaluation, MuPharaohTotals *totals)
{
  check_generals (evaluation, totals);
  for (guint i = 0; i < evaluation->commands->len; i++)
    check_allies (evaluation, evaluation->commands->pdata[i]);
  mu_evaluation_add_issue (evaluation, MU_SEVERITY_NOTE, "army.break-point",
                           _(MU_PHARAOH_BOOK), -1, NULL,
                              _("For the Pharaoh defines no army break point: units rout and leave the "
                             "table one by one, and no army morale or victory test exists."));
}
