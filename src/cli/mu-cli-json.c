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

#include <json-glib/json-glib.h>

#include "mu-army-list.h"
#include "mu-cli.h"
#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-general.h"
#include "mu-issue.h"
#include "mu-list-entry.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-unit.h"

static void
add_number (JsonBuilder *builder, const char *name, double value)
{
  json_builder_set_member_name (builder, name);
  if (value == (double) (gint64) value)
    json_builder_add_int_value (builder, (gint64) value);
  else
    json_builder_add_double_value (builder, value);
}

static void
add_figures (JsonBuilder *builder, GPtrArray *figures)
{
  json_builder_set_member_name (builder, "figures");
  json_builder_begin_object (builder);
  for (guint i = 0; i < figures->len; i++)
    {
      MuFigure *figure = figures->pdata[i];

      if (figure->detail)
        continue;
      if (!figure->known)
        {
          json_builder_set_member_name (builder, figure->key);
          json_builder_add_null_value (builder);
        }
      else if (figure->text != NULL && figure->value == 0)
        {
          json_builder_set_member_name (builder, figure->key);
          json_builder_add_string_value (builder, figure->text);
        }
      else
        add_number (builder, figure->key, figure->value);
    }
  json_builder_end_object (builder);
}

static guint
count_units (MuEvaluation *evaluation, MuCommandResult *result)
{
  guint n = 0;

  for (guint i = 0; i < result->units->len; i++)
    {
      MuUnitResult *unit = ((MuUnitResult **) result->units->pdata)[i];
      if (unit->entry != NULL && g_strcmp0 (unit->entry->kind, "unit") == 0)
        n++;
    }
  return n;
}

static void
add_result (JsonBuilder *builder, MuUnitResult *result)
{
  json_builder_begin_object (builder);
  if (result->unit != NULL)
    {
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, result->unit->id);
    }
  json_builder_set_member_name (builder, "name");
  if (result->unit != NULL && result->unit->name != NULL)
    json_builder_add_string_value (builder, result->unit->name);
  else if (result->general != NULL && result->general->name != NULL)
    json_builder_add_string_value (builder, result->general->name);
  else
    json_builder_add_string_value (builder, result->entry != NULL ? mu_list_entry_label (result->entry) : "");
  add_number (builder, "points", result->points);
  add_figures (builder, result->figures);
  if (result->subunits->len > 0)
    {
      json_builder_set_member_name (builder, "subunits");
      json_builder_begin_array (builder);
      for (guint i = 0; i < result->subunits->len; i++)
        add_result (builder, result->subunits->pdata[i]);
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);
}

/* Each general and unit with its own figures (points a figure, morale, …),
 * under keys of their own so that the command's summary stays as it was. */
static void
add_results (JsonBuilder *builder, const char *name, GPtrArray *results)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; i < results->len; i++)
    add_result (builder, results->pdata[i]);
  json_builder_end_array (builder);
}

static void
add_commands (JsonBuilder *builder, MuEvaluation *evaluation)
{
  json_builder_set_member_name (builder, "commands");
  json_builder_begin_array (builder);
  for (guint i = 0; i < evaluation->commands->len; i++)
    {
      MuCommandResult *result = evaluation->commands->pdata[i];
      g_autofree char *name = mu_evaluation_command_name (evaluation, result->index);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, name);
      add_number (builder, "points", result->points);
      add_number (builder, "units", count_units (evaluation, result));
      add_figures (builder, result->figures);
      add_results (builder, "general_figures", result->generals);
      add_results (builder, "unit_figures", result->units);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_issues (JsonBuilder *builder, MuEvaluation *evaluation)
{
  json_builder_set_member_name (builder, "issues");
  json_builder_begin_array (builder);
  for (guint i = 0; i < evaluation->issues->len; i++)
    {
      MuIssue *issue = evaluation->issues->pdata[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "severity");
      json_builder_add_string_value (builder, mu_severity_to_string (issue->severity));
      json_builder_set_member_name (builder, "code");
      json_builder_add_string_value (builder, issue->code);
      json_builder_set_member_name (builder, "message");
      json_builder_add_string_value (builder, issue->message);
      json_builder_set_member_name (builder, "where");
      json_builder_add_string_value (builder, issue->where);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_list (JsonBuilder *builder, MuArmyList *list)
{
  json_builder_set_member_name (builder, "list");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, list->id);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, list->name);
  add_number (builder, "revision", (double) list->revision);
  json_builder_end_object (builder);
}

static void
build_evaluation (JsonBuilder *builder, MuEvaluation *evaluation, const char *file)
{
  gint64 limit = mu_roster_get_points_limit (evaluation->roster);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "file");
  json_builder_add_string_value (builder, file);
  json_builder_set_member_name (builder, "ruleset");
  json_builder_add_string_value (builder, evaluation->ruleset->id);
  add_list (builder, evaluation->list);
  json_builder_set_member_name (builder, "legal");
  json_builder_add_boolean_value (builder, mu_evaluation_is_legal (evaluation));
  if (evaluation->ruleset->has_points)
    add_number (builder, "points", evaluation->points);
  else
    {
      json_builder_set_member_name (builder, "points");
      json_builder_add_null_value (builder);
    }
  json_builder_set_member_name (builder, "points_limit");
  if (evaluation->ruleset->has_points && limit > 0)
    json_builder_add_int_value (builder, limit);
  else
    json_builder_add_null_value (builder);
  add_figures (builder, evaluation->figures);
  add_commands (builder, evaluation);
  add_issues (builder, evaluation);
  json_builder_end_object (builder);
}

static char *
to_string (JsonBuilder *builder)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (builder);

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}

char *
mu_cli_evaluation_json (MuEvaluation *evaluation, const char *file)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  build_evaluation (builder, evaluation, file);
  return to_string (builder);
}

char *
mu_cli_evaluations_json (GPtrArray *evaluations, GPtrArray *files)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_array (builder);
  for (guint i = 0; i < evaluations->len; i++)
    build_evaluation (builder, evaluations->pdata[i], files->pdata[i]);
  json_builder_end_array (builder);
  return to_string (builder);
}
