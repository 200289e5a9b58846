/* mu-phalanx-army.c: the vignettes of a Phalanx order of battle, their
 * links, the Main Battle Line and the activation cost of each link
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-list-entry.h"
#include "mu-phalanx-private.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-unit.h"

static int
parse_integrity (const char *text)
{
  static const char * const classes[] = { "I", "II", "III", "IV", "V", NULL };

  for (int i = 0; text != NULL && classes[i] != NULL; i++)
    if (g_str_equal (text, classes[i]))
      return i + 1;
  return 0;
}

static void
add_vignette (MuPhalanxArmy *army, MuUnitResult *result)
{
  MuPhalanxVignette v = { 0 };
  const char *type = result->entry != NULL ? mu_list_entry_attr (result->entry, "type") : NULL;

  v.unit = result->unit;
  v.result = result;
  v.command = result->command;
  v.troop = mu_rule_table_find (army->table, "troop", "id", type, NULL, NULL);
  v.army_class = mu_unit_attr (v.unit, "army-class");
  v.integrity = parse_integrity (mu_unit_attr (v.unit, "integrity"));
  v.mbl = g_strcmp0 (mu_unit_attr (v.unit, "mbl"), "false") != 0;
  v.general = g_strcmp0 (mu_unit_attr (v.unit, "general"), "true") == 0;
  v.key = g_strcmp0 (mu_unit_attr (v.unit, "key"), "true") == 0;
  v.left = v.front = -1;
  v.group = (int) army->vignettes->len;
  g_array_append_val (army->vignettes, v);
}

static int
find (MuPhalanxArmy *army, const char *id)
{
  for (guint i = 0; id != NULL && i < army->vignettes->len; i++)
    if (g_str_equal (mu_phalanx_army_get (army, (int) i)->unit->id, id))
      return (int) i;
  return -1;
}

static int
root (MuPhalanxArmy *army, int i)
{
  while (mu_phalanx_army_get (army, i)->group != i)
    i = mu_phalanx_army_get (army, i)->group;
  return i;
}

static void
join (MuPhalanxArmy *army, int a, int b)
{
  int ra = root (army, a);
  int rb = root (army, b);

  if (ra < rb)
    mu_phalanx_army_get (army, rb)->group = ra;
  else if (rb < ra)
    mu_phalanx_army_get (army, ra)->group = rb;
}

/* A link joins the vignettes named by link-left and supports; each link is
 * known by its first vignette in the order of battle. */
static void
resolve_links (MuPhalanxArmy *army)
{
  int n = (int) army->vignettes->len;

  for (int i = 0; i < n; i++)
    {
      MuPhalanxVignette *v = mu_phalanx_army_get (army, i);

      v->left = find (army, mu_unit_attr (v->unit, "link-left"));
      v->front = find (army, mu_unit_attr (v->unit, "supports"));
      if (v->left == i)
        v->left = -1;
      if (v->front == i)
        v->front = -1;
      if (v->left >= 0)
        join (army, i, v->left);
      if (v->front >= 0)
        join (army, i, v->front);
    }
  for (int i = 0; i < n; i++)
    mu_phalanx_army_get (army, i)->group = root (army, i);
}

void
mu_phalanx_army_init (MuPhalanxArmy *army, MuRuleset *ruleset, MuEvaluation *evaluation)
{
  army->evaluation = evaluation;
  army->table = ruleset->data;
  army->vignettes = g_array_new (FALSE, TRUE, sizeof (MuPhalanxVignette));
  for (guint i = 0; i < evaluation->commands->len; i++)
    {
      MuCommandResult *command = evaluation->commands->pdata[i];

      for (guint j = 0; j < command->units->len; j++)
        {
          MuUnitResult *result = command->units->pdata[j];

          if (result->entry != NULL && result->entry->kind == MU_ENTRY_UNIT)
            add_vignette (army, result);
        }
    }
  resolve_links (army);
}

void
mu_phalanx_army_clear (MuPhalanxArmy *army)
{
  g_clear_pointer (&army->vignettes, g_array_unref);
}

MuPhalanxVignette *
mu_phalanx_army_get (MuPhalanxArmy *army, int index)
{
  return &g_array_index (army->vignettes, MuPhalanxVignette, index);
}

const char *
mu_phalanx_vignette_name (MuPhalanxVignette *vignette)
{
  if (vignette->unit->name != NULL)
    return vignette->unit->name;
  return mu_list_entry_label (vignette->result->entry);
}

const char *
mu_phalanx_troop_id (MuPhalanxVignette *vignette)
{
  return mu_rule_record_text (vignette->troop, "id");
}

/* The vignettes of the Main Battle Line for the victory rule (p.20): a
 * supporter is merged with the vignette it supports, unless the reading of
 * the book counts it as a vignette of the line too. */
int
mu_phalanx_count_main_line (MuPhalanxArmy *army)
{
  gboolean two = mu_evaluation_option_is (army->evaluation, "support-counting", "two");
  int n = 0;

  for (guint i = 0; i < army->vignettes->len; i++)
    {
      MuPhalanxVignette *v = mu_phalanx_army_get (army, (int) i);

      if (v->front >= 0)
        n += two && mu_phalanx_army_get (army, v->front)->mbl;
      else
        n += v->mbl;
    }
  return n;
}

/* Activation points to activate the link whose first vignette is group, before
 * distance, line of sight and sectors (p.13): RA 1, IF 2; +1 if any vignette
 * is class I or II; −1 for class IV or V RA; never less than 1. −1 when the
 * class of a vignette is not chosen. */
int
mu_phalanx_group_cost (MuPhalanxArmy *army, int group)
{
  gboolean any_rebate = mu_evaluation_option_is (army->evaluation, "link-rebate", "any");
  gboolean informal = FALSE, low = FALSE, every = TRUE, some = FALSE;
  int cost;

  for (guint i = 0; i < army->vignettes->len; i++)
    {
      MuPhalanxVignette *v = mu_phalanx_army_get (army, (int) i);
      gboolean rebate;

      if (v->group != group)
        continue;
      if (v->army_class == NULL || v->integrity == 0)
        return -1;
      rebate = g_str_equal (v->army_class, "RA") && v->integrity >= 4;
      informal |= g_str_equal (v->army_class, "IF");
      low |= v->integrity <= 2;
      every &= rebate;
      some |= rebate;
    }
  cost = (informal ? 2 : 1) + (low ? 1 : 0) - ((any_rebate ? some : every) ? 1 : 0);
  return MAX (cost, 1);
}
