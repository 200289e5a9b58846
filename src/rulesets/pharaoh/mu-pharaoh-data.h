/* mu-pharaoh-data.h: For the Pharaoh tables, as read from lists/rulesets/pharaoh.xml
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-rule-table.h"
#include "mu-types.h"
#include "mu-xml-tree.h"

G_BEGIN_DECLS

/* One row of a table: a class, modifier, armour, shield, weapon, order,
 * troop type, movement or scouting line, scale, general cost or item. Each
 * table uses the fields it needs. */
typedef struct
{
  const char *id;
  const char *label;
  const char *code;           /* the book's abbreviation: "CO", "LSp", "Sh" */
  int cost;                   /* points; a model type's C-class cost */
  int percent;                /* a model's adjustment; a scale's distances */
  int morale;                 /* class: intrinsic morale; modifier: classes shifted */
  int steps;                  /* class: classes above C */
  int group;                  /* order: figures in a group */
  int hands;                  /* weapon */
  gboolean primary;           /* weapon: counts toward several primary weapons */
  gboolean melee;             /* shield: protects in melee */
  gboolean missile;           /* shield: protects against shooting */
  gboolean model;             /* type: priced and counted as models */
  gboolean mounted;           /* type */
  gboolean chariot;           /* type: may have scythes and barding */
  gboolean scout;             /* scouting: only for troops listed as SCOUT */
  const char *moves_as;       /* type: the movement and scouting rows it uses */
  const char *dismount_order; /* order: the order mounted infantry dismount into */
  const char *type;           /* movement, scouting: troop type */
  const char *order;          /* movement, scouting: order, or NULL */
  int move;                   /* cm at 15mm */
  int bonus;
  int range[3];    /* effective, long, extreme in cm at 15mm; 0: none */
  int shoot_ranks; /* weapon: ranks of formed infantry that shoot it */
  int fight_ranks; /* weapon: ranks of formed infantry that fight with it */
  double points;   /* scouting points */
  const char *reference;
} MuPharaohRow;

typedef enum
{
  MU_PHARAOH_CLASS,
  MU_PHARAOH_MODIFIER,
  MU_PHARAOH_ARMOUR,
  MU_PHARAOH_SHIELD,
  MU_PHARAOH_WEAPON,
  MU_PHARAOH_MULTIPLE,
  MU_PHARAOH_ORDER,
  MU_PHARAOH_TYPE,
  MU_PHARAOH_MOVEMENT,
  MU_PHARAOH_SCOUTING,
  MU_PHARAOH_SCALE,
  MU_PHARAOH_GENERAL,
  MU_PHARAOH_ITEM,
  MU_PHARAOH_N_TABLES
} MuPharaohTable;

gboolean mu_pharaoh_data_load_element (MuRuleset *ruleset, MuXmlNode *node, const char *file, GError **error);
const MuPharaohRow *mu_pharaoh_data_get (MuRuleset *ruleset, MuPharaohTable table, const char *id);
GPtrArray *mu_pharaoh_data_rows (MuRuleset *ruleset, MuPharaohTable table);
int mu_pharaoh_data_cost (MuRuleset *ruleset, MuPharaohTable table, const char *id);
int mu_pharaoh_data_multiple (MuRuleset *ruleset, guint weapons);
const MuPharaohRow *mu_pharaoh_data_movement (MuRuleset *ruleset, const char *type, const char *order);

G_END_DECLS
