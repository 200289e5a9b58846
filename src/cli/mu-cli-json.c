/* mu-cli-json.c: the JSON report of validate --json
 *
 * One object per roster: file, ruleset, list {id, name, revision}, legal,
 * points, points_limit, figures, commands [{name, points, units, figures,
 * general_figures and unit_figures [{id, name, points, figures, subunits}]}],
 * issues [{severity, code, message, where}].
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-army-list.h"
#include "mu-cli.h"
#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-general.h"
#include "mu-issue.h"
#include "mu-json-writer.h"
#include "mu-list-entry.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-unit.h"

static void
add_number (MuJsonWriter *writer, const char *name, double value)
{
  if (value == (double) (gint64) value)
    mu_json_writer_int (writer, name, (gint64) value);
  else
    mu_json_writer_double (writer, name, value);
}

/* The figure a key shows: a key given twice keeps its first place and
 * shows its last value, as a JSON object built member by member would. */
static MuFigure *
shown_figure (GPtrArray *figures, guint i)
{
  MuFigure *figure = figures->pdata[i];
  MuFigure *shown = figure;

  for (guint j = 0; j < figures->len; j++)
    {
      MuFigure *other = figures->pdata[j];

      if (other->detail || j == i || g_strcmp0 (other->key, figure->key) != 0)
        continue;
      if (j < i)
        return NULL;
      shown = other;
    }
  return shown;
}

static void
add_figures (MuJsonWriter *writer, GPtrArray *figures)
{
  mu_json_writer_begin_object (writer, "figures");
  for (guint i = 0; i < figures->len; i++)
    {
      MuFigure *figure = figures->pdata[i];

      if (figure->detail || (figure = shown_figure (figures, i)) == NULL)
        continue;
      if (!figure->known)
        mu_json_writer_null (writer, figure->key);
      else if (figure->text != NULL && figure->value == 0)
        mu_json_writer_string (writer, figure->key, figure->text);
      else
        add_number (writer, figure->key, figure->value);
    }
  mu_json_writer_end_object (writer);
}

static guint
count_units (MuEvaluation *evaluation, MuCommandResult *result)
{
  guint n = 0;

  for (guint i = 0; i < result->units->len; i++)
    {
      MuUnitResult *unit = ((MuUnitResult **) result->units->pdata)[i];
      if (unit->entry != NULL && unit->entry->kind == MU_ENTRY_UNIT)
        n++;
    }
  return n;
}

static void
add_result (MuJsonWriter *writer, MuUnitResult *result)
{
  mu_json_writer_begin_object (writer, NULL);
  if (result->unit != NULL)
    {
      mu_json_writer_string (writer, "id", result->unit->id);
    }
  if (result->unit != NULL && result->unit->name != NULL)
    mu_json_writer_string (writer, "name", result->unit->name);
  else if (result->general != NULL && result->general->name != NULL)
    mu_json_writer_string (writer, "name", result->general->name);
  else
    mu_json_writer_string (writer, "name", result->entry != NULL ? mu_list_entry_label (result->entry) : "");
  add_number (writer, "points", result->points);
  add_figures (writer, result->figures);
  if (result->subunits->len > 0)
    {
      mu_json_writer_begin_array (writer, "subunits");
      for (guint i = 0; i < result->subunits->len; i++)
        add_result (writer, result->subunits->pdata[i]);
      mu_json_writer_end_array (writer);
    }
  mu_json_writer_end_object (writer);
}

/* Each general and unit with its own figures (points a figure, morale, …),
 * under keys of their own so that the command's summary stays as it was. */
static void
add_results (MuJsonWriter *writer, const char *name, GPtrArray *results)
{
  mu_json_writer_begin_array (writer, name);
  for (guint i = 0; i < results->len; i++)
    add_result (writer, results->pdata[i]);
  mu_json_writer_end_array (writer);
}

static void
add_commands (MuJsonWriter *writer, MuEvaluation *evaluation)
{
  mu_json_writer_begin_array (writer, "commands");
  for (guint i = 0; i < evaluation->commands->len; i++)
    {
      MuCommandResult *result = evaluation->commands->pdata[i];
      g_autofree char *name = mu_evaluation_command_name (evaluation, result->index);

      mu_json_writer_begin_object (writer, NULL);
      mu_json_writer_string (writer, "name", name);
      add_number (writer, "points", result->points);
      add_number (writer, "units", count_units (evaluation, result));
      add_figures (writer, result->figures);
      add_results (writer, "general_figures", result->generals);
      add_results (writer, "unit_figures", result->units);
      mu_json_writer_end_object (writer);
    }
  mu_json_writer_end_array (writer);
}

/* An army with allies: each contingent with its list, points, figures and
 * the indices of its commands. The top-level keys stay the whole army's; a
 * roster without allies has no "contingents". */
static void
add_contingents (MuJsonWriter *writer, MuEvaluation *evaluation)
{
  if (evaluation->contingents->len < 2)
    return;
  mu_json_writer_begin_array (writer, "contingents");
  for (guint i = 0; i < evaluation->contingents->len; i++)
    {
      MuContingentResult *result = evaluation->contingents->pdata[i];
      g_autofree char *name = mu_evaluation_contingent_name (evaluation, i);

      mu_json_writer_begin_object (writer, NULL);
      mu_json_writer_string (writer, "name", name);
      mu_json_writer_string (writer, "role", i == 0 ? "main" : "allied");
      mu_json_writer_string (writer, "list_id", mu_roster_get_contingent_list_id (evaluation->roster, i));
      add_number (writer, "points", result->points);
      add_figures (writer, result->figures);
      mu_json_writer_begin_array (writer, "commands");
      for (guint j = 0; j < evaluation->commands->len; j++)
        if (((MuCommandResult *) evaluation->commands->pdata[j])->command->contingent == i)
          mu_json_writer_int (writer, NULL, (gint64) j);
      mu_json_writer_end_array (writer);
      mu_json_writer_end_object (writer);
    }
  mu_json_writer_end_array (writer);
}

static void
add_issues (MuJsonWriter *writer, MuEvaluation *evaluation)
{
  mu_json_writer_begin_array (writer, "issues");
  for (guint i = 0; i < evaluation->issues->len; i++)
    {
      MuIssue *issue = evaluation->issues->pdata[i];

      mu_json_writer_begin_object (writer, NULL);
      mu_json_writer_string (writer, "severity", mu_severity_to_string (issue->severity));
      mu_json_writer_string (writer, "code", issue->code);
      mu_json_writer_string (writer, "message", issue->message);
      mu_json_writer_string (writer, "where", issue->where);
      mu_json_writer_end_object (writer);
    }
  mu_json_writer_end_array (writer);
}

static void
add_list (MuJsonWriter *writer, MuArmyList *list)
{
  mu_json_writer_begin_object (writer, "list");
  mu_json_writer_string (writer, "id", list->id);
  mu_json_writer_string (writer, "name", list->name);
  add_number (writer, "revision", (double) list->revision);
  mu_json_writer_end_object (writer);
}

static void
build_evaluation (MuJsonWriter *writer, MuEvaluation *evaluation, const char *file)
{
  gint64 limit = mu_roster_get_points_limit (evaluation->roster);

  mu_json_writer_begin_object (writer, NULL);
  mu_json_writer_string (writer, "file", file);
  mu_json_writer_string (writer, "ruleset", evaluation->ruleset->id);
  add_list (writer, evaluation->list);
  mu_json_writer_boolean (writer, "legal", mu_evaluation_is_legal (evaluation));
  if (evaluation->ruleset->has_points)
    add_number (writer, "points", evaluation->points);
  else
    {
      mu_json_writer_null (writer, "points");
    }
  if (evaluation->ruleset->has_points && limit > 0)
    mu_json_writer_int (writer, "points_limit", limit);
  else
    mu_json_writer_null (writer, "points_limit");
  add_figures (writer, evaluation->figures);
  add_commands (writer, evaluation);
  add_contingents (writer, evaluation);
  add_issues (writer, evaluation);
  mu_json_writer_end_object (writer);
}

/**
 * mu_cli_evaluation_json:
 * @evaluation: an evaluation
 * @file: the roster's file name (or code) as given, printed in "file"
 *
 * Writes an evaluation as `muster-cli validate --json` prints it: the
 * roster's file, ruleset and list, whether it is legal, its figures, and
 * each issue with its code, message and where it applies.
 *
 * Returns: (transfer full): the JSON object, pretty-printed
 */
char *
mu_cli_evaluation_json (MuEvaluation *evaluation, const char *file)
{
  g_autoptr(MuJsonWriter) writer = mu_json_writer_new ();

  build_evaluation (writer, evaluation, file);
  return mu_json_writer_finish (writer);
}

/**
 * mu_cli_evaluations_json:
 * @evaluations: (element-type MuEvaluation): the evaluations
 * @files: (element-type utf8): each one's file name, in the same order
 *
 * Writes several evaluations as a JSON array of the objects
 * mu_cli_evaluation_json() writes.
 *
 * Returns: (transfer full): the JSON array, pretty-printed
 */
char *
mu_cli_evaluations_json (GPtrArray *evaluations, GPtrArray *files)
{
  g_autoptr(MuJsonWriter) writer = mu_json_writer_new ();

  mu_json_writer_begin_array (writer, NULL);
  for (guint i = 0; i < evaluations->len; i++)
    build_evaluation (writer, evaluations->pdata[i], files->pdata[i]);
  mu_json_writer_end_array (writer);
  return mu_json_writer_finish (writer);
}
