/* mu-pharaoh-unit.c: a For the Pharaoh unit and its sub-units: points per
 * figure and per unit, groups, intrinsic morale and the figure counts at
 * which the morale test loses dice, movement, ranges and scouting points
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-list-entry.h"
#include "mu-pharaoh-private.h"
#include "mu-ruleset.h"
#include "mu-unit.h"

const char *
mu_pharaoh_unit_label (MuUnitResult *result)
{
  if (result->unit != NULL && result->unit->name != NULL)
    return result->unit->name;
  return result->entry != NULL ? mu_list_entry_label (result->entry) : result->unit->entry;
}

/* The unit's own troops (unless it only holds sub-units) and each sub-unit,
 * however deep. */
static void
collect (MuRuleset *ruleset, MuEvaluation *evaluation, MuUnitResult *result, GPtrArray *bodies,
         GPtrArray *results)
{
  MuUnit *unit = result->unit;

  if (result->entry != NULL && (unit->count > 0 || unit->subunits->len == 0))
    {
      MuPharaohBody *body = mu_pharaoh_body_new (ruleset, result->entry, unit);

      mu_pharaoh_body_compute (body, ruleset, evaluation->options);
      g_ptr_array_add (bodies, body);
      g_ptr_array_add (results, result);
    }
  for (guint i = 0; i < result->subunits->len; i++)
    collect (ruleset, evaluation, result->subunits->pdata[i], bodies, results);
}

static char *
format_groups (gint64 complete, gint64 partial_figures, guint partials)
{
  if (partials == 0)
    return g_strdup_printf ("%" G_GINT64_FORMAT, complete);
  if (partials == 1)
    /* TRANSLATORS: complete groups, then the figures of the one partial group */
    return g_strdup_printf (_("%" PRId64 " and a partial group of %" PRId64), complete, partial_figures);
  /* TRANSLATORS: complete groups, then the number of partial groups */
  return g_strdup_printf (_("%" PRId64 " and %u partial groups"), complete, partials);
}

static void
add_groups (GPtrArray *figures, GPtrArray *bodies)
{
  gint64 complete = 0, partial_figures = 0;
  guint partials = 0;
  MuFigure *figure;

  for (guint i = 0; i < bodies->len; i++)
    {
      MuPharaohBody *body = bodies->pdata[i];

      complete += body->complete;
      if (body->partial > 0)
        {
          partials++;
          partial_figures = body->partial;
        }
    }
  figure = mu_figures_add (figures, "groups", _("Groups"), (double) complete);
  if (partials > 0)
    figure->text = format_groups (complete, partial_figures, partials);
  if (partials > 0)
    mu_figures_add (figures, "partial_groups", _("Partial groups"), partials);
}

static void
add_body_figures (GPtrArray *figures, MuPharaohBody *body)
{
  g_autofree char *description = mu_pharaoh_body_describe (body);
  g_autoptr(GPtrArray) one = g_ptr_array_new ();

  g_ptr_array_add (one, body);
  mu_figures_add_text (figures, "troops", _("Troops"), description);
  mu_figures_add (figures, "figures", _("Figures"), (double) body->count);
  mu_figures_add (figures, "points_per_figure", _("Points a figure"), body->cost);
  mu_figures_add (figures, "points", _("Points"), body->cost * (double) body->count);
  add_groups (figures, one);
  mu_figures_add (figures, "morale", _("Morale"), body->morale);
}

static gboolean
has_group_at (GPtrArray *bodies, int morale)
{
  for (guint i = 0; i < bodies->len; i++)
    {
      MuPharaohBody *body = bodies->pdata[i];
      if (body->morale == morale && body->complete > 0)
        return TRUE;
    }
  return FALSE;
}

static void
report_mixed (MuEvaluation *evaluation, MuUnitResult *result, MuPharaohBody *body, int used)
{
  g_autofree char *description = mu_pharaoh_body_describe (body);

  mu_evaluation_add_issue (evaluation, MU_SEVERITY_ERROR, "unit.mixed-class",
                           _("For the Pharaoh, Morale (L565)"), result->command, result->unit->id,
                              _("%s: the %s troops (morale %d) have %" PRId64 " figures, less "
                             "than a complete group of %d; a mixed unit needs a complete group of "
                             "each class for its morale to be averaged, so it tests at %d. Add %"
                             PRId64 " figures."),
                                 mu_pharaoh_unit_label (result), description, body->morale, body->count,
                                 body->group, used, body->group - body->count);
}

/* The book's mixed-class morale is the plain mean of the classes' values
 * (L563–L569: a C unit with one B group tests at (7 + 9) / 2 = 8); every
 * class needs a complete group of its own, or the unit keeps its main
 * troops' value. */
static double
unit_morale (MuEvaluation *evaluation, MuUnitResult *result, GPtrArray *bodies)
{
  g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (int));
  MuPharaohBody *main = bodies->pdata[0];
  double sum = 0, mean;

  for (guint i = 0; i < bodies->len; i++)
    {
      MuPharaohBody *body = bodies->pdata[i];
      gboolean seen = FALSE;

      for (guint j = 0; j < values->len; j++)
        seen |= g_array_index (values, int, j) == body->morale;
      if (!seen && body->count > 0)
        g_array_append_val (values, body->morale);
    }
  if (values->len < 2)
    return main->morale;
  for (guint i = 0; i < bodies->len; i++)
    {
      MuPharaohBody *body = bodies->pdata[i];

      if (body->count > 0 && !has_group_at (bodies, body->morale))
        {
          report_mixed (evaluation, result, body, main->morale);
          return main->morale;
        }
    }
  for (guint j = 0; j < values->len; j++)
    sum += g_array_index (values, int, j);
  mean = sum / values->len;
  if (mu_evaluation_option_is (evaluation, "mixed-morale-rounding", "better"))
    return floor (mean);
  if (mu_evaluation_option_is (evaluation, "mixed-morale-rounding", "worse"))
    return ceil (mean);
  return mean;
}

static char *
bracket (gint64 low, gint64 high, int scale)
{
  g_autofree char *from = mu_format_number ((double) low / scale);
  g_autofree char *to = mu_format_number ((double) high / scale);

  if (low > high)
    return g_strdup ("–");
  if (low == high)
    return g_steal_pointer (&from);
  return g_strdup_printf ("%s–%s", from, to);
}

/* Four dice while more than three quarters of the unit remain, three while
 * more than half, two while more than a quarter, then one (L561, read as the
 * worked example of L749 does: by strength remaining). Models count whole,
 * or by hits when a model hit once is half a casualty. */
static void
add_morale_dice (MuEvaluation *evaluation, GPtrArray *figures, GPtrArray *bodies, gint64 count)
{
  gboolean models = TRUE;
  int scale;
  gint64 strength, at[3];
  g_autofree char *four = NULL, *three = NULL, *two = NULL, *one = NULL;
  MuFigure *figure;

  for (guint i = 0; i < bodies->len; i++)
    models &= mu_pharaoh_body_is_model (bodies->pdata[i]);
  scale = models && mu_evaluation_option_is (evaluation, "model-casualties", "hits") ? 2 : 1;
  strength = count * scale;
  at[0] = 3 * strength / 4;
  at[1] = strength / 2;
  at[2] = strength / 4;
  four = bracket (at[0] + 1, strength, scale);
  three = bracket (at[1] + 1, at[0], scale);
  two = bracket (at[2] + 1, at[1], scale);
  one = bracket (1, at[2], scale);
  /* TRANSLATORS: figures remaining for 4, 3, 2 and 1 morale dice */
  figure = mu_figures_add_text (figures, "morale_dice", _("Morale dice"), NULL);
  figure->text = g_strdup_printf (_("4D6 %s · 3D6 %s · 2D6 %s · 1D6 %s"), four, three, two, one);
  mu_figures_add (figures, "morale_3_dice_at", _("3 dice at"), (double) at[0] / scale);
  mu_figures_add (figures, "morale_2_dice_at", _("2 dice at"), (double) at[1] / scale);
  mu_figures_add (figures, "morale_1_die_at", _("1 die at"), (double) at[2] / scale);
}

static int
scale_percent (MuRuleset *ruleset, MuEvaluation *evaluation)
{
  const MuPharaohRow *scale
      = mu_pharaoh_data_get (ruleset, MU_PHARAOH_SCALE, mu_evaluation_option (evaluation, "figure-scale"));

  return scale != NULL ? scale->percent : 100;
}

/* The unit moves at the pace of its slowest troops (L816). */
static void
add_movement (MuRuleset *ruleset, MuEvaluation *evaluation, GPtrArray *figures, GPtrArray *bodies)
{
  int percent = scale_percent (ruleset, evaluation);
  int move = G_MAXINT, bonus = 0;

  for (guint i = 0; i < bodies->len; i++)
    {
      int m, b;

      if (mu_pharaoh_body_movement (bodies->pdata[i], ruleset, &m, &b) && m < move)
        {
          move = m;
          bonus = b;
        }
    }
  if (move == G_MAXINT)
    return;
  mu_figures_add (figures, "movement", _("Move (cm)"), move * percent / 100.0);
  mu_figures_add (figures, "bonus", _("Bonus (cm)"), bonus * percent / 100.0);
}

static void
add_ranges (MuRuleset *ruleset, MuEvaluation *evaluation, GPtrArray *figures, GPtrArray *bodies)
{
  int percent = scale_percent (ruleset, evaluation);
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < bodies->len; i++)
    {
      g_autofree char *ranges = mu_pharaoh_body_ranges (bodies->pdata[i], evaluation->options, percent);

      if (ranges != NULL && strstr (text->str, ranges) == NULL)
        g_string_append_printf (text, "%s%s", text->len > 0 ? "; " : "", ranges);
    }
  if (text->len > 0)
    mu_figures_add_text (figures, "ranges", _("Ranges E/L/X"), text->str);
}

static void
add_enemy_dice (MuEvaluation *evaluation, GPtrArray *figures, MuPharaohBody *body)
{
  g_autofree char *text = mu_pharaoh_body_enemy_dice (body, evaluation->options);
  MuFigure *figure = mu_figures_add_text (figures, "enemy_dice", _("Enemy rolls"), text);

  figure->detail = TRUE;
}

/* Mounted infantry dismount "as medium order infantry … on a group for
 * group basis", the figures left over holding the horses (L200). */
static void
add_dismounted (MuRuleset *ruleset, GPtrArray *figures, MuPharaohBody *body)
{
  const MuPharaohRow *order;
  g_autofree char *text = NULL;
  g_autofree char *label = NULL;

  if (body->type == NULL || g_strcmp0 (body->type->id, "mounted-infantry") != 0)
    return;
  order = mu_pharaoh_data_get (ruleset, MU_PHARAOH_ORDER, body->order->dismount_order);
  label = order != NULL ? g_utf8_strdown (order->label, -1) : NULL;
  if (order == NULL)
    /* TRANSLATORS: open-order mounted infantry; the book does not say */
    text = g_strdup (_("not given by the rules"));
  else if (body->partial == 0)
    /* TRANSLATORS: "18 medium order foot and 6 horse-holders" */
    text = g_strdup_printf (_("%" PRId64 " %s foot and %" PRId64 " horse-holders"),
                               body->complete * order->group, label,
                               body->complete * (body->group - order->group));
  else
    text = g_strdup_printf (_("%" PRId64 " %s foot and %" PRId64 " horse-holders; the "
                              "rules do not say how the partial group of %" PRId64 " dismounts"),
                               body->complete * order->group, label,
                               body->complete * (body->group - order->group), body->partial);
  mu_figures_add_text (figures, "dismounted", _("Dismounted"), text);
}

static void
add_ranks (MuEvaluation *evaluation, GPtrArray *figures, MuPharaohBody *body)
{
  int shoot, fight;

  if (mu_pharaoh_body_is_model (body))
    return;
  mu_pharaoh_body_ranks (body, evaluation->options, &shoot, &fight);
  if (shoot > 0)
    mu_figures_add (figures, "shooting_ranks", _("Ranks shooting"), shoot);
  mu_figures_add (figures, "fighting_ranks", _("Ranks fighting"), fight);
}

static void
add_summary (GPtrArray *figures, GPtrArray *bodies, gint64 count, double points)
{
  g_autoptr(GString) description = g_string_new (NULL);
  g_autoptr(GString) each = g_string_new (NULL);
  MuPharaohBody *main = bodies->pdata[0];
  MuFigure *figure;

  for (guint i = 0; i < bodies->len; i++)
    {
      MuPharaohBody *body = bodies->pdata[i];
      g_autofree char *text = mu_pharaoh_body_describe (body);
      g_autofree char *cost = mu_format_number (body->cost);

      g_string_append_printf (description, "%s%s", i > 0 ? " + " : "", text);
      g_string_append_printf (each, "%s%s", i > 0 ? " / " : "", cost);
    }
  mu_figures_add_text (figures, "troops", _("Troops"), description->str);
  mu_figures_add (figures, "figures", _("Figures"), (double) count);
  figure = mu_figures_add (figures, "points_per_figure", _("Points a figure"), main->cost);
  if (bodies->len > 1)
    figure->text = g_strdup (each->str);
  mu_figures_add (figures, "points", _("Points"), points);
  add_groups (figures, bodies);
}

static void
add_unit_figures (MuRuleset *ruleset, MuEvaluation *evaluation, MuUnitResult *result, GPtrArray *bodies,
                  double scouting)
{
  gint64 count = 0;
  const char *orders = mu_unit_attr (result->unit, "orders");
  MuFigure *figure;

  for (guint i = 0; i < bodies->len; i++)
    count += ((MuPharaohBody *) bodies->pdata[i])->count;
  add_summary (result->figures, bodies, count, result->points);
  mu_figures_add (result->figures, "morale", _("Morale"), unit_morale (evaluation, result, bodies));
  add_morale_dice (evaluation, result->figures, bodies, count);
  add_movement (ruleset, evaluation, result->figures, bodies);
  add_ranges (ruleset, evaluation, result->figures, bodies);
  figure = mu_figures_add (result->figures, "scouting_points", _("Scouting points"), scouting);
  figure->detail = TRUE;
  add_ranks (evaluation, result->figures, bodies->pdata[0]);
  add_dismounted (ruleset, result->figures, bodies->pdata[0]);
  add_enemy_dice (evaluation, result->figures, bodies->pdata[0]);
  if (orders != NULL)
    mu_figures_add_text (result->figures, "orders", _("Orders"), orders);
}

static gboolean
all_priced (MuEvaluation *evaluation, MuUnitResult *result, GPtrArray *bodies)
{
  for (guint i = 0; i < bodies->len; i++)
    {
      MuPharaohBody *body = bodies->pdata[i];

      if (!body->priced)
        {
          mu_evaluation_add_issue (evaluation, MU_SEVERITY_ERROR, "unit.incomplete",
                                   _("For the Pharaoh, Points costs (L1302)"), result->command,
                                      result->unit->id,
                                      _("%s: a class, a troop type and, for figures, an order are needed "
                                     "to price it. Choose them."),
                                         mu_pharaoh_unit_label (result));
          return FALSE;
        }
    }
  return bodies->len > 0;
}

void
mu_pharaoh_evaluate_unit (MuRuleset *ruleset, MuEvaluation *evaluation, MuUnitResult *result,
                          MuPharaohTotals *totals)
{
  g_autoptr(GPtrArray) bodies = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_pharaoh_body_free);
  g_autoptr(GPtrArray) results = g_ptr_array_new ();
  double scouting = 0;

  collect (ruleset, evaluation, result, bodies, results);
  if (!all_priced (evaluation, result, bodies))
    return;
  result->points = 0;
  for (guint i = 0; i < bodies->len; i++)
    {
      MuPharaohBody *body = bodies->pdata[i];
      MuUnitResult *own = results->pdata[i];

      if (own != result)
        {
          own->points = body->cost * (double) body->count;
          add_body_figures (own->figures, body);
        }
      result->points += body->cost * (double) body->count;
      scouting += mu_pharaoh_body_scouting (body, ruleset) * (double) body->count;
    }
  add_unit_figures (ruleset, evaluation, result, bodies, scouting);
  mu_pharaoh_check_bodies (ruleset, evaluation, result, bodies);
  totals->troops += result->points;
  totals->scouting += scouting;
  totals->units++;
}
