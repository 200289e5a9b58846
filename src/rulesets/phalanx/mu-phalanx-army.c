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
find (GHashTable *ids, const char *id)
{
  gpointer index;

  if (id == NULL || !g_hash_table_lookup_extended (ids, id, NULL, &index))
    return -1;
  return GPOINTER_TO_INT (index);
}

/* The first vignette of i's link; the path walked is halved on the way, so
 * that a long chain of links is not walked again for each of its vignettes. */
static int
root (MuPhalanxArmy *army, int i)
{
  while (mu_phalanx_army_get (army, i)->group != i)
    {
      MuPhalanxVignette *v = mu_phalanx_army_get (army, i);

      v->group = mu_phalanx_army_get (army, v->group)->group;
      i = v->group;
    }
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

/* Vignette i's links to the vignettes its link-left and supports name
 * (ids: unit id → first vignette), none to itself, joined into groups. */
static void
link_vignette (MuPhalanxArmy *army, GHashTable *ids, int i)
{
  MuPhalanxVignette *v = mu_phalanx_army_get (army, i);

  v->left = find (ids, mu_unit_attr (v->unit, "link-left"));
  v->front = find (ids, mu_unit_attr (v->unit, "supports"));
  if (v->left == i)
    v->left = -1;
  if (v->front == i)
    v->front = -1;
  if (v->left >= 0)
    join (army, i, v->left);
  if (v->front >= 0)
    join (army, i, v->front);
}

/* Who supports whom, and how wide each line is, in one pass backwards (so
 * that each list of supporters is in the order of battle). */
static void
count_supporters (MuPhalanxArmy *army)
{
  int n = (int) army->vignettes->len;

  for (int i = 0; i < n; i++)
    mu_phalanx_army_get (army, i)->supporter = -1;
  for (int i = n - 1; i >= 0; i--)
    {
      MuPhalanxVignette *v = mu_phalanx_army_get (army, i);

      if (v->front >= 0)
        {
          v->next_supporter = mu_phalanx_army_get (army, v->front)->supporter;
          mu_phalanx_army_get (army, v->front)->supporter = i;
        }
      else
        mu_phalanx_army_get (army, v->group)->in_line++;
    }
}

/* A link joins the vignettes named by link-left and supports; each link is
 * known by its first vignette in the order of battle. */
static void
resolve_links (MuPhalanxArmy *army)
{
  int n = (int) army->vignettes->len;
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);

  /* the first vignette of an id, as a search from the start found it */
  for (int i = n - 1; i >= 0; i--)
    g_hash_table_insert (ids, mu_phalanx_army_get (army, i)->unit->id, GINT_TO_POINTER (i));
  for (int i = 0; i < n; i++)
    link_vignette (army, ids, i);
  for (int i = 0; i < n; i++)
    mu_phalanx_army_get (army, i)->group = root (army, i);
  count_supporters (army);
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
/* What each link's cost depends on, kept at the index of its first
 * vignette: bit 0 informal, 1 low class, 2 not every one has the rebate, 3
 * some has it, 4 a class is not chosen. */
static guint8 *
link_flags (MuPhalanxArmy *army)
{
  guint n = army->vignettes->len;
  guint8 *flags = g_new0 (guint8, n);

  for (guint i = 0; i < n; i++)
    {
      MuPhalanxVignette *v = mu_phalanx_army_get (army, (int) i);
      gboolean rebate;

      if (v->army_class == NULL || v->integrity == 0)
        {
          flags[v->group] |= 16;
          continue;
        }
      rebate = g_str_equal (v->army_class, "RA") && v->integrity >= 4;
      flags[v->group]
          |= (g_str_equal (v->army_class, "IF") ? 1 : 0) | (v->integrity <= 2 ? 2 : 0) | (rebate ? 8 : 4);
    }
  return flags;
}

/* Every link's cost, from what it depends on (link_flags ()). */
static void
compute_costs (MuPhalanxArmy *army)
{
  gboolean any_rebate = mu_evaluation_option_is (army->evaluation, "link-rebate", "any");
  guint n = army->vignettes->len;
  g_autofree guint8 *flags = link_flags (army);

  for (guint g = 0; g < n; g++)
    {
      MuPhalanxVignette *first = mu_phalanx_army_get (army, (int) g);
      gboolean rebate = any_rebate ? (flags[g] & 8) != 0 : (flags[g] & 4) == 0;
      int cost = ((flags[g] & 1) ? 2 : 1) + ((flags[g] & 2) ? 1 : 0) - (rebate ? 1 : 0);

      first->cost_known = TRUE;
      first->cost = (flags[g] & 16) ? -1 : MAX (cost, 1);
    }
}

int
mu_phalanx_group_cost (MuPhalanxArmy *army, int group)
{
  MuPhalanxVignette *first = mu_phalanx_army_get (army, group);

  if (!first->cost_known)
    compute_costs (army);
  return first->cost;
}
