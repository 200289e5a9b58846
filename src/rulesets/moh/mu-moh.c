/* mu-moh.c: Meeting of Hosts (Ross Macfarlane, 2010): no points by design;
 * per unit the moves, dice, hit numbers and loss marks of the charts
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-error.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-general.h"
#include "mu-list-entry.h"
#include "mu-moh-private.h"
#include "mu-moh.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-unit.h"

static const MuRuleField moh_fields[] = {
  { "missile", "id", MU_RULE_TEXT, TRUE },
  { "missile", "range", MU_RULE_INT, TRUE },
  { "mount", "id", MU_RULE_TEXT, TRUE },
  { "mount", "move", MU_RULE_NUMBER, TRUE },
  { "mount", "ref", MU_RULE_TEXT, FALSE },
  { "unit-type", "id", MU_RULE_TEXT, TRUE },
  { "unit-type", "name", MU_RULE_TEXT, TRUE },
  { "unit-type", "arm", MU_RULE_TEXT, TRUE },
  { "unit-type", "light", MU_RULE_BOOL, FALSE },
  { "unit-type", "move", MU_RULE_NUMBER, TRUE },
  { "unit-type", "broken", MU_RULE_TEXT, TRUE },
  { "unit-type", "very-difficult", MU_RULE_TEXT, TRUE },
  { "unit-type", "shoot", MU_RULE_TEXT, TRUE },
  { "unit-type", "melee-per", MU_RULE_TEXT, TRUE },
  { "unit-type", "shot-on", MU_RULE_INT, TRUE },
  { "unit-type", "shot-at-modifier", MU_RULE_INT, FALSE },
  { "unit-type", "melee-on", MU_RULE_INT, TRUE },
  { "unit-type", "melee-modifier", MU_RULE_INT, FALSE },
  { "unit-type", "standard", MU_RULE_INT, FALSE },
  { "unit-type", "models", MU_RULE_BOOL, FALSE },
  { "unit-type", "may-not-charge", MU_RULE_BOOL, FALSE },
  { "unit-type", "ref", MU_RULE_TEXT, FALSE },
  { NULL, NULL, 0, FALSE },
};

static gboolean
moh_load_element (MuRuleset *ruleset, MuXmlNode *node, const char *file, GError **error)
{
  if (ruleset->data == NULL)
    ruleset->data = mu_rule_table_new (moh_fields);
  return mu_rule_table_load (ruleset->data, node, file, error);
}

static gboolean
moh_check_entry (MuRuleset *ruleset, MuListEntry *entry, const char *file, GError **error)
{
  const char *type = mu_list_entry_attr (entry, "type");

  if (entry->kind != MU_ENTRY_UNIT
      || mu_rule_table_find (ruleset->data, "unit-type", "id", type, NULL, NULL) != NULL)
    return TRUE;
  g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
               _("%s:%u: row “%s” names no Meeting of Hosts unit type (“%s”)"), file, entry->line, entry->id,
                  type != NULL ? type : "");
  return FALSE;
}

MuRuleRecord *
mu_moh_unit_type (MuRuleset *ruleset, MuUnitResult *result)
{
  const char *type = result->entry != NULL ? mu_list_entry_attr (result->entry, "type") : NULL;

  return mu_rule_table_find (ruleset->data, "unit-type", "id", type, NULL, NULL);
}

gboolean
mu_moh_is_general (MuGeneral *general)
{
  return g_strcmp0 (mu_general_attr (general, "role"), "general") == 0;
}

static gint64
attr_int (MuUnit *unit, const char *name, gint64 fallback)
{
  const char *text = mu_unit_attr (unit, name);
  gint64 value;

  if (text == NULL || !g_ascii_string_to_signed (text, 10, 0, G_MAXINT32, &value, NULL))
    return fallback;
  return value;
}

/* Models that roll a die each: elephants and engines always, chariots when
 * the unit counts them; 0 for a unit of figures. */
static gint64
models (MuRuleRecord *type, MuUnit *unit)
{
  return attr_int (unit, "models", mu_rule_record_bool (type, "models") ? 1 : 0);
}

/* Figures in the front three ranks, which shoot (medium units) and fight. */
static gint64
front_ranks (MuUnit *unit)
{
  gint64 ranks = attr_int (unit, "ranks", 0);
  gint64 frontage;

  if (ranks <= 3)
    return unit->count;
  frontage = (unit->count + ranks - 1) / ranks;
  return MIN (unit->count, frontage * 3);
}

static gboolean
has_missile (MuUnit *unit)
{
  const char *missile = mu_unit_attr (unit, "missile");

  return missile != NULL && !g_str_equal (missile, "none");
}

/* Shooting dice at full strength: 1 per 4 figures, all of a light unit, half
 * the front three ranks of a medium one; a die per model (Shooting). */
static gint64
shooting_dice (MuRuleRecord *type, MuUnit *unit)
{
  const char *shoot = mu_rule_record_text (type, "shoot");
  gint64 n = models (type, unit);

  if (g_str_equal (shoot, "model"))
    return n;
  if (!has_missile (unit))
    return 0;
  if (n > 0)
    return n;
  if (g_str_equal (shoot, "all"))
    return unit->count / 4;
  if (g_str_equal (shoot, "half"))
    return front_ranks (unit) / 2 / 4;
  return 0;
}

/* Melee dice at full strength: 1 per 4 infantry or 2 cavalry of the front
 * three ranks, a die per model; +1 when a general leads the unit (Melee). */
static gint64
melee_dice (MuRuleRecord *type, MuUnit *unit, gboolean led)
{
  gint64 n = models (type, unit);
  gint64 per = mu_rule_record_int (type, "melee-per", 0);

  if (n == 0 && per > 0)
    n = front_ranks (unit) / per;
  return n + (led ? 1 : 0);
}

static int
quality_modifier (MuUnit *unit)
{
  const char *quality = mu_unit_attr (unit, "quality");

  if (g_strcmp0 (quality, "elite") == 0)
    return 1;
  if (g_strcmp0 (quality, "levy") == 0)
    return -1;
  return 0;
}

static void
add_hit_number (GPtrArray *figures, const char *key, const char *label, gint64 on, gint64 modifier)
{
  MuFigure *figure = mu_figures_add (figures, key, label, (double) on);

  if (modifier != 0)
    /* TRANSLATORS: the score that hits a unit, and the modifier its enemies take */
    figure->text = g_strdup_printf (_("%" PRId64 "+, shooters %+" PRId64), on, modifier);
  else
    figure->text = g_strdup_printf ("%" G_GINT64_FORMAT "+", on);
}

static void
add_movement (MuRuleTable *table, MuRuleRecord *type, MuUnit *unit, GPtrArray *figures)
{
  const char *missile = mu_unit_attr (unit, "missile");
  MuRuleRecord *range = mu_rule_table_find (table, "missile", "id", missile, NULL, NULL);
  double move;

  if (mu_rule_record_number (type, "move", &move))
    mu_figures_add (figures, "move", N_("Move"), move)->text
                    = g_strdup_printf ("%s″", mu_rule_record_text (type, "move"));
  else
    mu_figures_add_unknown (figures, "move", N_("Move"));
  mu_figures_add_text (figures, "move_broken", N_("Broken ground"), mu_rule_record_text (type, "broken"));
  mu_figures_add_text (figures, "move_very_difficult",
                       N_("Very difficult ground"), mu_rule_record_text (type, "very-difficult"));
  if (range != NULL)
    mu_figures_add (figures, "missile_range",
                    N_("Range"), (double) mu_rule_record_int (range, "range", 0))->text
                    = g_strdup_printf ("%s″", mu_rule_record_text (range, "range"));
  else
    mu_figures_add_text (figures, "missile_range", N_("Range"), _("none"));
}

/* A box per figure, the 25 % and 50 % marks shown by a gap. */
static char *
casualty_track (gint64 figures)
{
  GString *track = g_string_new (NULL);
  gint64 quarter = (figures + 3) / 4, half = (figures + 1) / 2;

  for (gint64 i = 1; i <= MIN (figures, 200); i++)
    {
      g_string_append (track, "☐");
      if ((i == quarter || i == half) && i < figures)
        g_string_append (track, " │ ");
    }
  return g_string_free (track, FALSE);
}

static void
add_marks (GPtrArray *figures, gint64 n)
{
  MuFigure *track;

  /* xgettext:no-c-format */
  mu_figures_add (figures, "half_mark", N_("50 % lost at"), (double) ((n + 1) / 2));
  /* xgettext:no-c-format */
  mu_figures_add (figures, "shooting_mark", N_("25 % to shooting at"), (double) ((n + 3) / 4));
  track = mu_figures_add_text (figures, "casualty_track", N_("Casualties"), NULL);
  track->text = casualty_track (n);
  track->detail = TRUE;
}

static void
unit_figures (MuRuleset *ruleset, MuUnitResult *result, gboolean led)
{
  MuRuleRecord *type = mu_moh_unit_type (ruleset, result);
  MuUnit *unit = result->unit;
  GPtrArray *figures = result->figures;
  int quality = quality_modifier (unit);
  int melee = quality + (int) mu_rule_record_int (type, "melee-modifier", 0)
              - (g_strcmp0 (mu_unit_attr (unit, "camels"), "true") == 0 ? 1 : 0);
  g_autofree char *name
      = g_strdup_printf ("%s %s", mu_rule_record_text (type, "id"), mu_rule_record_text (type, "name"));

  if (type == NULL)
    return;
  mu_figures_add_text (figures, "type", N_("Type"), name);
  mu_figures_add_text (figures, "quality",
                       N_("Quality"), quality > 0 ? _("elite") : quality < 0 ? _("levy") : _("average"));
  mu_figures_add (figures, "figures", N_("Figures"), (double) unit->count);
  add_movement (ruleset->data, type, unit, figures);
  mu_figures_add (figures, "shooting_dice", N_("Shooting dice"), (double) shooting_dice (type, unit));
  mu_figures_add (figures, "melee_dice", N_("Melee dice"), (double) melee_dice (type, unit, led));
  add_hit_number (figures, "shot_on",
                  N_("Hit by shooting on"), mu_rule_record_int (type, "shot-on", 0),
                      mu_rule_record_int (type, "shot-at-modifier", 0));
  add_hit_number (figures, "melee_on", N_("Hit in melee on"), mu_rule_record_int (type, "melee-on", 0), 0);
  mu_figures_add (figures, "quality_modifier", N_("Quality modifier"), quality);
  mu_figures_add (figures, "melee_modifier", N_("Melee modifier"), melee);
  add_marks (figures, unit->count);
}

/* The ids of the units a general is attached to, gathered once: asking
 * every general for every unit took time quadratic in the roster. */
static GHashTable *
led_units (MuEvaluation *evaluation)
{
  GHashTable *led = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < evaluation->commands->len; i++)
    {
      MuCommandResult *command = evaluation->commands->pdata[i];

      for (guint j = 0; j < command->generals->len; j++)
        {
          MuUnitResult *general = command->generals->pdata[j];

          if (general->general->attached != NULL)
            g_hash_table_add (led, general->general->attached);
        }
    }
  return led;
}

/* A general moves as his mount (Movement chart: "Generals: As type") and is
 * hit in melee on 5 or 6 (Melee chart). */
static void
general_figures (MuRuleset *ruleset, MuUnitResult *result)
{
  MuGeneral *general = result->general;
  const char *mount = mu_general_attr (general, "mount");
  MuRuleRecord *row = mu_rule_table_find (ruleset->data, "mount", "id", mount, NULL, NULL);
  double move;

  mu_figures_add_text (result->figures, "role",
                       N_("Role"), mu_moh_is_general (general) ? _("General") : _("subordinate"));
  if (mu_rule_record_number (row, "move", &move))
    mu_figures_add (result->figures, "move", N_("Move"), move)->text
                    = g_strdup_printf ("%s″", mu_rule_record_text (row, "move"));
  else
    mu_figures_add_unknown (result->figures, "move", N_("Move"));
  mu_figures_add (result->figures, "melee_on", N_("Struck on"), 5)->text = g_strdup ("5+");
}

static char *
commander (MuCommandResult *command)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < command->generals->len; i++)
    {
      MuGeneral *general = ((MuUnitResult *) command->generals->pdata[i])->general;

      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append_printf (text, mu_moh_is_general (general)
                              ? _("%s (General)")
                              : _("%s (subordinate)"), general->name != NULL ? general->name : "?");
    }
  if (text->len == 0)
    g_string_append (text, _("none"));
  return g_string_free (text, FALSE);
}

typedef struct
{
  gint64 units;
  gint64 figures;
} Count;

static void
add_count (GPtrArray *figures, Count *count)
{
  mu_figures_add (figures, "units", N_("Units"), (double) count->units);
  mu_figures_add (figures, "figures", N_("Figures"), (double) count->figures);
}

/* Units and figures of each type, in the order of the unit types; the keys
 * and labels are interned, as figures keep them without copying. */
static void
add_by_type (MuRuleset *ruleset, MuEvaluation *evaluation, GHashTable *by_type)
{
  GPtrArray *types = mu_rule_table_records (ruleset->data, "unit-type");

  for (guint i = 0; i < types->len; i++)
    {
      const char *id = mu_rule_record_text (types->pdata[i], "id");
      Count *count = g_hash_table_lookup (by_type, id);
      g_autofree char *lower = g_ascii_strdown (id, -1);
      g_autofree char *units_key = g_strconcat (lower, "_units", NULL);
      g_autofree char *figures_key = g_strconcat (lower, "_figures", NULL);
      g_autofree char *units_label = NULL;
      g_autofree char *figures_label = NULL;

      if (count == NULL)
        continue;
      /* TRANSLATORS: units of a type, e.g. "HI units" */
      units_label = g_strdup_printf (_("%s units"), id);
      /* TRANSLATORS: figures of a type, e.g. "HI figures" */
      figures_label = g_strdup_printf (_("%s figures"), id);
      mu_figures_add (evaluation->figures, g_intern_string (units_key), g_intern_string (units_label),
                      (double) count->units);
      mu_figures_add (evaluation->figures, g_intern_string (figures_key), g_intern_string (figures_label),
                      (double) count->figures);
    }
}

static void
evaluate_command (MuRuleset *ruleset, GHashTable *led, MuCommandResult *command, Count *army,
                  GHashTable *by_type)
{
  Count here = { 0, 0 };
  g_autofree char *names = commander (command);

  for (guint i = 0; i < command->generals->len; i++)
    general_figures (ruleset, command->generals->pdata[i]);
  for (guint i = 0; i < command->units->len; i++)
    {
      MuUnitResult *result = command->units->pdata[i];
      MuRuleRecord *type = mu_moh_unit_type (ruleset, result);
      Count *count;

      if (type == NULL)
        continue;
      unit_figures (ruleset, result, g_hash_table_contains (led, result->unit->id));
      count = g_hash_table_lookup (by_type, mu_rule_record_text (type, "id"));
      if (count == NULL)
        g_hash_table_insert (by_type, (gpointer) mu_rule_record_text (type, "id"), count = g_new0 (Count, 1));
      count->units++;
      count->figures += result->unit->count;
      here.units++;
      here.figures += result->unit->count;
    }
  mu_figures_add_text (command->figures, "commander", N_("Commander"), names);
  add_count (command->figures, &here);
  army->units += here.units;
  army->figures += here.figures;
}

static void
moh_evaluate (MuRuleset *ruleset, MuEvaluation *evaluation)
{
  g_autoptr(GHashTable) by_type = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  g_autoptr(GHashTable) led = led_units (evaluation);
  Count army = { 0, 0 };

  for (guint i = 0; i < evaluation->commands->len; i++)
    evaluate_command (ruleset, led, evaluation->commands->pdata[i], &army, by_type);
  add_count (evaluation->figures, &army);
  add_by_type (ruleset, evaluation, by_type);
  mu_figures_add_text (evaluation->figures, "balance", N_("Balance"), _("by agreement, not points"));
  mu_moh_check_rules (ruleset, evaluation);
}

static const MuSheetColumn moh_columns[] = {
  { "name", N_("Unit"), 2.4, FALSE },
    { "type", N_("Type"), 2.0, FALSE },
      { "quality", N_("Quality"), 1.2, FALSE },
        /* TRANSLATORS: a sheet column heading, kept short: the figures in the unit */
        { "figures", N_("Figs"), 0.7, TRUE },
          { "move", N_("Move"), 0.9, TRUE },
            { "missile_range", N_("Range"), 0.9, TRUE },
              /* TRANSLATORS: sheet column headings: the shooting dice and the melee dice */
              { "shooting_dice", N_("Shoot"), 0.9, TRUE },
                { "melee_dice", N_("Melee"), 0.9, TRUE },
                  /* TRANSLATORS: sheet column headings: the die scores that hit the unit when shot at and in
                     melee */
                  { "shot_on", N_("Shot on"), 1.0, FALSE },
                    { "melee_on", N_("Struck on"), 1.0, FALSE },
                      /* TRANSLATORS: sheet column headings: the losses at 50 % and at 25 % of the unit */
                      { "half_mark", N_("50 %"), 0.7, TRUE },
                        { "shooting_mark", N_("25 %"), 0.7, TRUE },
                          { "casualty_track", N_("Casualties"), 4.0, FALSE }, { NULL, NULL, 0, FALSE },
                        };

static const MuRulesetClass moh_class = {
  .id = "moh",
  .load_element = moh_load_element,
  .check_entry = moh_check_entry,
  .evaluate = moh_evaluate,
  .check_list = NULL,
  .free_data = mu_rule_table_free,
  .unit_columns = moh_columns,
};

/**
 * mu_moh_get_class:
 *
 * Gives the module of Meeting of Hosts (Ross Macfarlane, 2010), which mu_rulesets_register_all() registers
 * under the id "moh".
 *
 * Returns: (transfer none): the module's class, static
 */
const MuRulesetClass *
mu_moh_get_class (void)
{
  return &moh_class;
}
