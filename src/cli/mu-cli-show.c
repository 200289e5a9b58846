/* mu-cli-show.c: muster-cli show ROSTER: the order of battle as text
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "mu-army-list.h"
#include "mu-cli.h"
#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-general.h"
#include "mu-issue.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-unit.h"

static void
print_figures (MuCli *cli, GPtrArray *figures, const char *skip)
{
  for (guint i = 0; i < figures->len; i++)
    {
      MuFigure *figure = figures->pdata[i];
      g_autofree char *value = NULL;
      g_autofree char *label = NULL;
      g_autofree char *text = NULL;

      if (skip != NULL && g_str_equal (figure->key, skip))
        continue;
      value = mu_figure_to_string (figure);
      label = mu_cli_text (mu_figure_label (figure));
      text = mu_cli_text (value);
      fprintf (cli->out, " · %s %s", label, text);
    }
}

static void
print_options (MuCli *cli, MuEvaluation *evaluation)
{
  GPtrArray *sets[] = { evaluation->list->options, evaluation->ruleset->options };

  for (guint s = 0; s < G_N_ELEMENTS (sets); s++)
    for (guint i = 0; i < sets[s]->len; i++)
      {
        MuOptionDef *def = sets[s]->pdata[i];
        const char *value = mu_evaluation_option (evaluation, def->id);
        g_autofree char *text = NULL;
        g_autofree char *label = NULL;
        g_autofree char *shown = NULL;

        /* readings of the book print only when they differ from the default */
        if (def->interpretation && g_strcmp0 (value, def->default_value) == 0)
          continue;
        text = mu_option_def_format (def, value);
        label = mu_cli_text (def->label);
        shown = mu_cli_text (text);
        fprintf (cli->out, "  %s: %s\n", label, shown);
      }
}

static void
print_header (MuCli *cli, MuEvaluation *evaluation)
{
  MuRoster *roster = evaluation->roster;
  g_autofree char *points = mu_evaluation_points_of_limit (evaluation);
  const char *army = mu_roster_get_army_name (roster);
  const char *player = mu_roster_get_player (roster);
  g_autofree char *army_text = mu_cli_text (army != NULL ? army : _("Unnamed army"));
  g_autofree char *list_text = mu_cli_text (evaluation->list->name);
  g_autofree char *ruleset_text = mu_cli_text (evaluation->ruleset->name);
  g_autofree char *source_text = mu_cli_text (evaluation->list->source);
  g_autofree char *player_text = mu_cli_text (player);

  fprintf (cli->out, "%s\n", army_text);
  fprintf (cli->out, _("%s list (%s), %s\n"), list_text, ruleset_text, source_text);
  if (player != NULL)
    fprintf (cli->out, _("Player: %s\n"), player_text);
  print_options (cli, evaluation);
  if (points != NULL)
    fprintf (cli->out, _("Points %s"), points);
  print_figures (cli, evaluation->figures, NULL);
  fprintf (cli->out, "\n");
}

static void
print_general (MuCli *cli, MuEvaluation *evaluation, MuUnitResult *result)
{
  MuGeneral *general = result->general;
  g_autofree char *attached = mu_evaluation_unit_name (evaluation, general->attached);
  g_autoptr(GPtrArray) upgrades = mu_evaluation_general_upgrades (evaluation, general);
  g_autofree char *name = mu_cli_text (general->name);

  if (*name != '\0')
    fprintf (cli->out, _("  General %s"), name);
  else
    /* TRANSLATORS: a general with no name, as `show` lists him */
    fprintf (cli->out, "%s", _("  General"));
  for (guint i = 0; i < upgrades->len; i++)
    {
      g_autofree char *text = mu_cli_text (upgrades->pdata[i]);

      fprintf (cli->out, ", %s", text);
    }
  if (attached != NULL)
    {
      g_autofree char *text = mu_cli_text (attached);

      fprintf (cli->out, _(", attached to %s"), text);
    }
  if (mu_figures_lookup (result->figures, "alone") != NULL)
    fprintf (cli->out, "%s", _(", alone, without a command of his own"));
  print_figures (cli, result->figures, "alone");
  fprintf (cli->out, "\n");
}

static void
print_unit (MuCli *cli, MuEvaluation *evaluation, MuUnitResult *result, int depth)
{
  MuUnit *unit = result->unit;
  g_autofree char *name = mu_evaluation_unit_name (evaluation, unit->id);
  g_autofree char *generals = mu_evaluation_unit_generals (evaluation, unit->id);
  g_autofree char *label = mu_cli_text (name != NULL ? name : unit->entry);

  fprintf (cli->out, "%*s%s", 2 + 2 * depth, "", label);
  if (generals != NULL)
    {
      g_autofree char *text = mu_cli_text (generals);

      /* TRANSLATORS: the generals attached to a unit, after its name */
      fprintf (cli->out, C_ ("generals", ", with %s"), text);
    }
  if (unit->count != 1)
    fprintf (cli->out, " ×%" G_GINT64_FORMAT, unit->count);
  print_figures (cli, result->figures, "heroes");
  for (guint i = 0; i < unit->heroes->len; i++)
    {
      g_autofree char *hero = mu_cli_text (unit->heroes->pdata[i]);

      fprintf (cli->out, _(" · hero %s"), hero);
    }
  fprintf (cli->out, "\n");
  for (guint i = 0; i < result->subunits->len; i++)
    print_unit (cli, evaluation, result->subunits->pdata[i], depth + 1);
}

static void
print_command (MuCli *cli, MuEvaluation *evaluation, MuCommandResult *result)
{
  g_autofree char *raw_name = mu_evaluation_command_name (evaluation, result->index);
  g_autofree char *name = mu_cli_text (raw_name);
  g_autofree char *points = mu_format_number (result->points);

  fprintf (cli->out, "\n%s", name);
  if (evaluation->ruleset->has_points)
    fprintf (cli->out, _(" · %s points"), points);
  print_figures (cli, result->figures, NULL);
  fprintf (cli->out, "\n");
  for (guint i = 0; i < result->generals->len; i++)
    print_general (cli, evaluation, result->generals->pdata[i]);
  for (guint i = 0; i < result->units->len; i++)
    print_unit (cli, evaluation, result->units->pdata[i], 0);
  for (guint i = 0; i < result->command->heroes->len; i++)
    {
      g_autofree char *hero = mu_cli_text (result->command->heroes->pdata[i]);

      fprintf (cli->out, _("  Hero %s (not allocated)\n"), hero);
    }
}

/* An army with allies: a heading over each contingent's commands, with
 * its points, figures and its own list's options (date, variant). */
static void
print_contingent (MuCli *cli, MuEvaluation *evaluation, guint number)
{
  MuContingentResult *result = mu_evaluation_contingent (evaluation, number);
  g_autofree char *raw_name = mu_evaluation_contingent_name (evaluation, number);
  g_autofree char *name = mu_cli_text (raw_name);
  g_autofree char *points = mu_format_number (result->points);
  g_autoptr(GPtrArray) options = mu_evaluation_contingent_options (evaluation, number);

  fprintf (cli->out, "\n");
  if (number == 0)
    /* TRANSLATORS: the heading over the main contingent of an army with allies */
    fprintf (cli->out, _("%s, main contingent"), name);
  else
    /* TRANSLATORS: the heading over an allied contingent on the sheet */
    fprintf (cli->out, _("%s, allied contingent"), name);
  if (evaluation->ruleset->has_points)
    fprintf (cli->out, _(" · %s points"), points);
  print_figures (cli, result->figures, NULL);
  fprintf (cli->out, "\n");
  for (guint i = 0; i < options->len; i++)
    {
      g_autofree char *text = mu_cli_text (options->pdata[i]);

      fprintf (cli->out, "  %s\n", text);
    }
}

/* Whether the i-th command opens a contingent of an army with allies. */
static gboolean
opens_contingent (MuEvaluation *evaluation, guint i)
{
  MuCommandResult *command = evaluation->commands->pdata[i];

  return evaluation->contingents->len > 1
         && (i == 0
             || ((MuCommandResult *) evaluation->commands->pdata[i - 1])->command->contingent
                    != command->command->contingent);
}

static void
print_verdict (MuCli *cli, MuEvaluation *evaluation)
{
  g_autofree char *verdict = mu_evaluation_verdict (evaluation);

  fprintf (cli->out, _("\nVerdict: %s\n"), verdict);
  for (guint i = 0; i < evaluation->issues->len; i++)
    {
      MuIssue *issue = evaluation->issues->pdata[i];
      g_autofree char *message = mu_cli_text (issue->message);
      g_autofree char *where = mu_cli_text (issue->where);

      fprintf (cli->out, "  %s: %s (%s)\n", mu_severity_get_label (issue->severity), message, where);
    }
}

/**
 * mu_cli_show:
 * @cli: the command line's library and streams
 * @argc: the number of arguments, the command's name included
 * @argv: "show" and a roster file or share code
 *
 * muster-cli show: prints the order of battle of a roster with every
 * figure: its heading, each command with its generals and units, the
 * verdict with its issues, and the roster's notes.
 *
 * Returns: %MU_CLI_OK when the army is legal, %MU_CLI_ILLEGAL when it is
 *   not, %MU_CLI_UNREADABLE on bad usage or a roster that cannot be read
 */
int
mu_cli_show (MuCli *cli, int argc, char **argv)
{
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  MuArmyList *list = NULL;
  const char *notes;

  if (argc != 2)
    {
      fprintf (cli->err, "%s", _("Usage: muster-cli show ROSTER\n"));
      return MU_CLI_UNREADABLE;
    }
  roster = mu_cli_open_roster (cli, argv[1], &list);
  if (roster == NULL)
    return MU_CLI_UNREADABLE;
  evaluation = mu_evaluate (roster, list);
  print_header (cli, evaluation);
  for (guint i = 0; i < evaluation->commands->len; i++)
    {
      if (opens_contingent (evaluation, i))
        print_contingent (cli, evaluation,
                          ((MuCommandResult *) evaluation->commands->pdata[i])->command->contingent);
      print_command (cli, evaluation, evaluation->commands->pdata[i]);
    }
  print_verdict (cli, evaluation);
  notes = mu_roster_get_notes (roster);
  if (notes != NULL)
    {
      /* each line indented, so that none passes for a verdict */
      g_autofree char *text = mu_cli_text_block (notes, 2);

      fprintf (cli->out, _("\nNotes:\n%s\n"), text);
    }
  return mu_evaluation_is_legal (evaluation) ? MU_CLI_OK : MU_CLI_ILLEGAL;
}
