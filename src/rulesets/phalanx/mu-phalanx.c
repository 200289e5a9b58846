/* mu-phalanx.c: Phalanx (Alienstar Publishing): twelve vignettes and no
 * points; break point, activation cost, manpower and frontage
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "mu-army-list.h"
#include "mu-error.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-list-entry.h"
#include "mu-phalanx-private.h"
#include "mu-phalanx.h"
#include "mu-ruleset.h"
#include "mu-unit.h"

static const MuRuleField phalanx_fields[] = {
  { "troop", "id", MU_RULE_TEXT, TRUE },
  { "troop", "name", MU_RULE_TEXT, TRUE },
  { "troop", "class", MU_RULE_TEXT, TRUE },
  { "troop", "formation", MU_RULE_TEXT, FALSE },
  { "troop", "close-men", MU_RULE_INT, FALSE },
  { "troop", "turn", MU_RULE_INT, TRUE },
  { "troop", "good-going", MU_RULE_NUMBER, TRUE },
  { "troop", "good-going-option", MU_RULE_TEXT, FALSE },
  { "troop", "bad-going", MU_RULE_NUMBER, TRUE },
  { "troop", "bad-going-option", MU_RULE_TEXT, FALSE },
  { "troop", "combat-penalty", MU_RULE_BOOL, FALSE },
  { "troop", "off-line", MU_RULE_BOOL, FALSE },
  { "troop", "may-be-supported", MU_RULE_BOOL, FALSE },
  { "troop", "may-support", MU_RULE_BOOL, FALSE },
  { "troop", "shoot-range", MU_RULE_INT, FALSE },
  { "troop", "shoot-arc", MU_RULE_TEXT, FALSE },
  { "troop", "disadvantage", MU_RULE_TEXT, TRUE },
  { "troop", "disadvantage-cam", MU_RULE_TEXT, FALSE },
  { "troop", "ref", MU_RULE_TEXT, FALSE },
  { "manpower", "formation", MU_RULE_TEXT, TRUE },
  { "manpower", "men", MU_RULE_INT, TRUE },
  { "manpower", "ref", MU_RULE_TEXT, FALSE },
  { "frontage", "scale", MU_RULE_TEXT, TRUE },
  { "frontage", "basing", MU_RULE_TEXT, TRUE },
  { "frontage", "cm", MU_RULE_NUMBER, TRUE },
  { "advice", "scale", MU_RULE_TEXT, TRUE },
  { "advice", "basing", MU_RULE_TEXT, TRUE },
  { "advice", "tables", MU_RULE_TEXT, TRUE },
  { "table", "id", MU_RULE_TEXT, TRUE },
  { "table", "label", MU_RULE_TEXT, TRUE },
  { "table", "tile", MU_RULE_TEXT, TRUE },
  { "table", "flank-sector", MU_RULE_INT, TRUE },
  { "combat-factor", "troop", MU_RULE_TEXT, TRUE },
  { "combat-factor", "integrity", MU_RULE_TEXT, TRUE },
  { "combat-factor", "against", MU_RULE_TEXT, TRUE },
  { "combat-factor", "value", MU_RULE_INT, TRUE },
  { "combat-factor", "ref", MU_RULE_TEXT, FALSE },
  { NULL, NULL, 0, FALSE },
};

static gboolean
phalanx_load_element (MuRuleset *ruleset, MuXmlNode *node, const char *file, GError **error)
{
  if (ruleset->data == NULL)
    ruleset->data = mu_rule_table_new (phalanx_fields);
  return mu_rule_table_load (ruleset->data, node, file, error);
}

static gboolean
phalanx_check_entry (MuRuleset *ruleset, MuListEntry *entry, const char *file, GError **error)
{
  const char *type = mu_list_entry_attr (entry, "type");

  if (entry->kind != MU_ENTRY_UNIT)
    return TRUE;
  if (mu_rule_table_find (ruleset->data, "troop", "id", type, NULL, NULL) == NULL)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
                   _("%s:%u: row “%s” names no Phalanx troop type (“%s”)"), file, entry->line, entry->id,
                      type != NULL ? type : "");
      return FALSE;
    }
  return TRUE;
}

/* Frontage of a vignette in cm at the chosen scale and basing (Table 1). */
static double
frontage (MuPhalanxArmy *army)
{
  MuRuleRecord *row = mu_rule_table_find (army->table, "frontage", "scale",
                                          mu_evaluation_option (army->evaluation, "scale"), "basing",
                                          mu_evaluation_option (army->evaluation, "basing"));
  double cm = 0;

  mu_rule_record_number (row, "cm", &cm);
  return cm;
}

/* The formation a vignette fights in: its own choice, else the one the book
 * states for its type; NULL when the book leaves it open. */
static const char *
formation (MuPhalanxVignette *v)
{
  const char *chosen = mu_unit_attr (v->unit, "formation");
  const char *stated = mu_rule_record_text (v->troop, "formation");

  if (chosen != NULL)
    return chosen;
  if (stated != NULL && strchr (stated, ' ') == NULL)
    return stated;
  return NULL;
}

/* Men the vignette represents (p.9), or −1 when its formation is open. */
static double
manpower (MuPhalanxArmy *army, MuPhalanxVignette *v)
{
  const char *form = formation (v);
  MuRuleRecord *row = mu_rule_table_find (army->table, "manpower", "formation", form, NULL, NULL);
  double men;

  if (form == NULL || row == NULL)
    return -1;
  men = (double) mu_rule_record_int (row, "men", 0);
  if (g_str_equal (form, "close"))
    men = (double) mu_rule_record_int (v->troop, "close-men", (gint64) men);
  if (mu_evaluation_option_is (army->evaluation, "small-army", "yes"))
    men /= 2;
  return men;
}

static int
initiative (MuPhalanxArmy *army, MuPhalanxVignette *v)
{
  gboolean stack = !mu_evaluation_option_is (army->evaluation, "if-initiative", "replace");
  int by_class = v->integrity == 5 ? 2 : v->integrity == 4 ? 1 : 0;

  if (g_str_equal (v->army_class, "RA"))
    return by_class;
  if (by_class == 0)
    return -1;
  return stack ? -1 - by_class : -by_class;
}

/* Widths moved in good or bad going (Table 3): the book's cell, or the value
 * the player entered from an original copy; FALSE when neither is known. */
static gboolean
move_widths (MuPhalanxArmy *army, MuPhalanxVignette *v, const char *going, double *out)
{
  g_autofree char *option = g_strconcat (going, "-option", NULL);
  const char *id = mu_rule_record_text (v->troop, option);

  if (mu_rule_record_number (v->troop, going, out))
    return TRUE;
  return id != NULL && mu_rule_parse_number (mu_evaluation_option (army->evaluation, id), out);
}

static void
add_move (MuPhalanxArmy *army, MuPhalanxVignette *v, const char *going, const char *key, const char *label,
          double cm)
{
  double widths;
  MuFigure *figure;
  g_autofree char *text = NULL;
  g_autofree char *cm_text = NULL;

  if (!move_widths (army, v, going, &widths))
    {
      mu_figures_add_unknown (v->result->figures, key, label);
      return;
    }
  figure = mu_figures_add (v->result->figures, key, label, widths);
  text = mu_format_number (widths);
  cm_text = mu_format_number (widths * cm);
  /* TRANSLATORS: a move in vignette widths and in cm, e.g. "1½ (12 cm)" */
  figure->text = g_strdup_printf (_("%s (%s cm)"), text, cm_text);
}

/* The base combat factor (Table 7): the cell that survives in our text, else
 * the value the player entered from an original copy. */
static void
add_combat_factor (MuPhalanxArmy *army, MuPhalanxVignette *v, const char *against, const char *key,
                   const char *label)
{
  static const char * const classes[] = { NULL, "I", "II", "III", "IV", "V" };
  g_autofree char *attr = g_strconcat ("cf-", against, NULL);
  const char *entered = mu_unit_attr (v->unit, attr);
  MuRuleRecord *cell = mu_rule_table_find (army->table, "combat-factor", "troop", mu_phalanx_troop_id (v),
                                           "integrity", classes[v->integrity]);

  if (cell != NULL && !g_str_equal (mu_rule_record_text (cell, "against"), against))
    cell = NULL;
  if (cell != NULL && entered != NULL
      && g_ascii_strtoll (entered, NULL, 10) != mu_rule_record_int (cell, "value", 0))
    mu_evaluation_add_issue (army->evaluation, MU_SEVERITY_WARNING, "vignette.cf",
                             mu_rule_record_text (cell, "ref"), v->command, v->unit->id,
                             g_str_equal (against, "foot")
                             ? _("%s: you entered a combat factor of %s against foot, but the book "
                                 "gives %s class %s %s; the book's value is used.")
                             : _("%s: you entered a combat factor of %s against mounted troops and "
                                 "animals, but the book gives %s class %s %s; the book's value is used."),
                                  mu_phalanx_vignette_name (v), entered, mu_phalanx_troop_id (v),
                                  classes[v->integrity], mu_rule_record_text (cell, "value"));
  if (cell != NULL)
    mu_figures_add (v->result->figures, key, label, (double) mu_rule_record_int (cell, "value", 0));
  else if (entered != NULL)
    mu_figures_add (v->result->figures, key, label, g_ascii_strtod (entered, NULL));
  else
    mu_figures_add_unknown (v->result->figures, key, label);
}

static const char *
disadvantage (MuPhalanxArmy *army, MuPhalanxVignette *v)
{
  const char *cam = mu_rule_record_text (v->troop, "disadvantage-cam");

  if (cam != NULL && mu_evaluation_option_is (army->evaluation, "cam-sch-row", "cam"))
    return cam;
  return mu_rule_record_text (v->troop, "disadvantage");
}

static void
add_activation (MuPhalanxArmy *army, MuPhalanxVignette *v, int index)
{
  GPtrArray *figures = v->result->figures;
  int cost = mu_phalanx_group_cost (army, v->group);

  if (cost < 0)
    mu_figures_add_unknown (figures, "activation_cost", N_("Activation cost"));
  else if (v->group == index)
    mu_figures_add (figures, "activation_cost", N_("Activation cost"), cost);
  else
    /* TRANSLATORS: the activation cost of a vignette activated with its link */
    mu_figures_add_text (figures, "activation_cost", N_("Activation cost"), _("in link"));
}

/* How the vignette is linked (p.12): "supports …", "supported by …", "in-line
 * link of 4"; no figure when it stands alone. */
static void
add_link (MuPhalanxArmy *army, MuPhalanxVignette *v, int index)
{
  g_autoptr(GString) text = g_string_new (NULL);
  int in_line = mu_phalanx_army_get (army, v->group)->in_line;

  for (int i = v->supporter; i >= 0; i = mu_phalanx_army_get (army, i)->next_supporter)
    g_string_append_printf (text, "%s%s", text->len > 0 ? "; " : "",
                            mu_phalanx_vignette_name (mu_phalanx_army_get (army, i)));
  if (text->len > 0)
    /* TRANSLATORS: %s is the name of the vignette behind this one */
    g_string_prepend (text, _("supported by "));
  if (v->front >= 0)
    g_string_append_printf (text, _("supports %s"),
                                     mu_phalanx_vignette_name (mu_phalanx_army_get (army, v->front)));
  else if (in_line > 1)
    g_string_append_printf (text, _("%sin line, %d wide"), text->len > 0 ? "; " : "", in_line);
  if (text->len > 0)
    mu_figures_take_text (v->result->figures, "link",
                          N_("Link"), g_string_free (g_steal_pointer (&text), FALSE));
}

static void
add_identity (MuPhalanxVignette *v)
{
  GPtrArray *figures = v->result->figures;
  static const char * const classes[] = { "?", "I", "II", "III", "IV", "V" };
  g_autofree char *klass
      = g_strdup_printf ("%s %s", v->army_class != NULL ? v->army_class : "?", classes[v->integrity]);
  const char *position = v->front >= 0 ? _("support") : v->mbl ? _("Main Battle Line") : _("off the line");
  g_autofree char *role = NULL;

  if (v->general || v->key)
    /* TRANSLATORS: a position and a role, e.g. "Main Battle Line, General" */
    role = g_strdup_printf (
        _("%s, %s"), position,
           v->general && v->key ? _("General, key") : v->general ? _("General") : _("key"));
  mu_figures_add_text (figures, "troop_type", N_("Type"), mu_phalanx_troop_id (v));
  mu_figures_add_text (figures, "class", N_("Class"), klass);
  mu_figures_add_text (figures, "position", N_("Position"), role != NULL ? role : position);
}

static void
add_shooting (MuPhalanxVignette *v)
{
  gint64 range = mu_rule_record_int (v->troop, "shoot-range", 0);
  g_autofree char *text = NULL;

  if (range == 0)
    {
      mu_figures_add_text (v->result->figures, "shooting", N_("Shooting"), _("none"));
      return;
    }
  /* TRANSLATORS: shooting range in vignette widths and arc, e.g. "2 ahead" */
  text = g_strdup_printf (
      _("%" PRId64 " %s"), range,
         g_str_equal (mu_rule_record_text (v->troop, "shoot-arc"), "ahead") ? _("ahead") : _("all round"));
  mu_figures_add (v->result->figures, "shooting", N_("Shooting"), (double) range)->text
                  = g_steal_pointer (&text);
}

static void
add_movement (MuPhalanxArmy *army, MuPhalanxVignette *v, double cm)
{
  gint64 turn = mu_rule_record_int (v->troop, "turn", 0);
  MuFigure *figure = mu_figures_add (v->result->figures, "turn", N_("Turn"), (double) turn);

  figure->text = g_strdup_printf ("%" G_GINT64_FORMAT "°", turn);
  add_move (army, v, "good-going", "move_good", N_("Good going"), cm);
  add_move (army, v, "bad-going", "move_bad", N_("Bad going"), cm);
  mu_figures_add_text (v->result->figures, "combat_penalty",
                       N_("Combat penalty"),
                           mu_rule_record_bool (v->troop, "combat-penalty") ? _("in bad going")
                                                                            : _("none"));
}

static double
vignette_figures (MuPhalanxArmy *army, int index, double cm)
{
  MuPhalanxVignette *v = mu_phalanx_army_get (army, index);
  double men = manpower (army, v);

  if (v->troop == NULL)
    return 0;
  add_identity (v);
  add_activation (army, v, index);
  add_link (army, v, index);
  if (v->army_class != NULL && v->integrity > 0)
    mu_figures_add (v->result->figures, "initiative", N_("Initiative"), initiative (army, v));
  if (men >= 0)
    mu_figures_add (v->result->figures, "manpower", N_("Manpower"), men);
  else
    mu_figures_add_unknown (v->result->figures, "manpower", N_("Manpower"));
  add_movement (army, v, cm);
  add_shooting (v);
  if (v->integrity > 0)
    {
      add_combat_factor (army, v, "foot", "cf_foot", N_("cf vs foot"));
      add_combat_factor (army, v, "mounted", "cf_mounted", N_("cf vs mounted"));
    }
  mu_figures_add_text (v->result->figures, "disadvantage",
                       N_("Disadvantage against"),
                           *disadvantage (army, v) ? disadvantage (army, v) : _("none"));
  return men;
}

typedef struct
{
  int vignettes;
  int cost;   /* −1 once any cost is unknown */
  double men; /* −1 once any manpower is unknown */
} Totals;

static void
add_to (Totals *totals, int cost, double men)
{
  totals->vignettes++;
  if (totals->cost >= 0)
    totals->cost = cost < 0 ? -1 : totals->cost + cost;
  if (totals->men >= 0)
    totals->men = men < 0 ? -1 : totals->men + men;
}

static void
add_totals (GPtrArray *figures, Totals *totals)
{
  mu_figures_add (figures, "vignettes", N_("Vignettes"), totals->vignettes);
  if (totals->cost >= 0)
    mu_figures_add (figures, "activation_cost", N_("Activation cost"), totals->cost);
  else
    mu_figures_add_unknown (figures, "activation_cost", N_("Activation cost"));
}

static char *
recommended_tables (MuPhalanxArmy *army)
{
  MuRuleRecord *advice
      = mu_rule_table_find (army->table, "advice", "scale", mu_evaluation_option (army->evaluation, "scale"),
                            "basing", mu_evaluation_option (army->evaluation, "basing"));
  g_auto(GStrv) ids = g_strsplit (mu_rule_record_text (advice, "tables") ?: "", " ", -1);
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; ids[i] != NULL; i++)
    {
      MuRuleRecord *table = mu_rule_table_find (army->table, "table", "id", ids[i], NULL, NULL);

      if (text->len > 0)
        g_string_append (text, ids[i + 1] != NULL ? ", " : _(" or "));
      g_string_append (text, mu_rule_record_text (table, "label") ?: ids[i]);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
defeat_text (MuPhalanxArmy *army, int break_point, int line)
{
  GString *text = g_string_new (NULL);

  /* TRANSLATORS: the break point of a Phalanx army, e.g. "3 of 7 MBL vignettes broken" */
  g_string_append_printf (text, _("%d of %d MBL vignettes broken"), break_point, line);
  for (guint i = 0; i < army->vignettes->len; i++)
    {
      MuPhalanxVignette *v = mu_phalanx_army_get (army, (int) i);

      if (v->general)
        g_string_append_printf (text, _(", or %s (General)"), mu_phalanx_vignette_name (v));
      else if (v->key)
        g_string_append_printf (text, _(", or %s (key)"), mu_phalanx_vignette_name (v));
    }
  return g_string_free (text, FALSE);
}

static void
add_ground (MuPhalanxArmy *army, double cm, int width)
{
  GPtrArray *figures = army->evaluation->figures;
  MuRuleRecord *table = mu_rule_table_find (army->table, "table", "id",
                                            mu_evaluation_option (army->evaluation, "table"), NULL, NULL);
  g_autofree char *tables = recommended_tables (army);

  mu_figures_add (figures, "frontage", N_("Vignette frontage (cm)"), cm);
  mu_figures_add (figures, "line_frontage", N_("Main Battle Line frontage without gaps (cm)"), cm * width);
  mu_figures_add (figures, "max_gap", N_("Largest gap in the line (cm)"), cm * 3);
  mu_figures_add_text (figures, "recommended_table", N_("Recommended table"), tables);
  if (table != NULL)
    mu_figures_add (figures, "flank_sector",
                    N_("Flank sector (cm)"), (double) mu_rule_record_int (table, "flank-sector", 0));
}

static void
army_figures (MuPhalanxArmy *army, Totals *totals, double cm)
{
  GPtrArray *figures = army->evaluation->figures;
  int line = mu_phalanx_count_main_line (army);
  int break_point = (line + 2) / 3;
  int width = 0;
  g_autofree char *defeat = defeat_text (army, break_point, line);

  for (guint i = 0; i < army->vignettes->len; i++)
    width += mu_phalanx_army_get (army, (int) i)->mbl && mu_phalanx_army_get (army, (int) i)->front < 0;
  mu_figures_add (figures, "break_point", N_("Break point"), break_point);
  mu_figures_add_text (figures, "defeat", N_("Defeated by"), defeat)->detail = TRUE;
  add_totals (figures, totals);
  mu_figures_add (figures, "main_battle_line", N_("Main Battle Line"), line);
  if (totals->men >= 0)
    mu_figures_add (figures, "manpower", N_("Manpower"), totals->men);
  else
    mu_figures_add_unknown (figures, "manpower", N_("Manpower"));
  add_ground (army, cm, width);
}

static void
phalanx_evaluate (MuRuleset *ruleset, MuEvaluation *evaluation)
{
  MuPhalanxArmy army;
  Totals total = { 0, 0, 0 };
  g_autofree Totals *commands = g_new0 (Totals, evaluation->commands->len);
  double cm;

  mu_phalanx_army_init (&army, ruleset, evaluation);
  cm = frontage (&army);
  for (guint i = 0; i < army.vignettes->len; i++)
    {
      MuPhalanxVignette *v = mu_phalanx_army_get (&army, (int) i);
      double men = vignette_figures (&army, (int) i, cm);
      int cost = v->group == (int) i ? mu_phalanx_group_cost (&army, (int) i) : 0;

      add_to (&total, cost, men);
      add_to (&commands[v->command], cost, men);
    }
  for (guint i = 0; i < evaluation->commands->len; i++)
    add_totals (((MuCommandResult *) evaluation->commands->pdata[i])->figures, &commands[i]);
  army_figures (&army, &total, cm);
  mu_phalanx_check_rules (&army);
  mu_phalanx_army_clear (&army);
}

static const MuSheetColumn phalanx_columns[] = {
  { "name", N_("Vignette"), 2.2, FALSE },
    { "troop_type", N_("Type"), 1.0, FALSE },
      { "class", N_("Class"), 1.0, FALSE },
        { "position", N_("Position"), 1.7, FALSE },
          { "link", N_("Link"), 1.7, FALSE },
            /* TRANSLATORS: sheet column headings, kept short: activation points and initiative */
            { "activation_cost", N_("AP"), 0.7, TRUE },
              { "initiative", N_("Init"), 0.7, TRUE },
                { "move_good", N_("Good going"), 1.7, TRUE },
                  { "move_bad", N_("Bad going"), 1.7, TRUE },
                    { "shooting", N_("Shoot"), 1.3, FALSE },
                      /* TRANSLATORS: sheet column headings, kept short: the combat factor against foot and
                         against mounted troops */
                      { "cf_foot", N_("cf foot"), 1.6, TRUE },
                        { "cf_mounted", N_("cf mtd"), 1.6, TRUE },
                          { "disadvantage", N_("Disadvantage"), 1.9, FALSE }, { NULL, NULL, 0, FALSE },
                        };

static const MuRulesetClass phalanx_class = {
  .id = "phalanx",
  .load_element = phalanx_load_element,
  .check_entry = phalanx_check_entry,
  .evaluate = phalanx_evaluate,
  .check_list = NULL,
  .free_data = mu_rule_table_free,
  .unit_columns = phalanx_columns,
};

/**
 * mu_phalanx_get_class:
 *
 * Gives the module of Phalanx, which mu_rulesets_register_all() registers under
 * the id "phalanx".
 *
 * Returns: (transfer none): the module's class, static
 */
const MuRulesetClass *
mu_phalanx_get_class (void)
{
  return &phalanx_class;
}
