/* mu-pharaoh-body.h: one homogeneous block of a For the Pharaoh unit (the
 * unit's own troops or one of its sub-units): what it is, what a figure or
 * model of it costs, its groups, morale, movement, ranges and scouting
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-pharaoh-data.h"

G_BEGIN_DECLS

typedef struct
{
  MuUnit *unit;       /* borrowed; NULL when priced from a list row alone */
  MuListEntry *entry; /* borrowed */
  gint64 count;       /* figures or models */
  const MuPharaohRow *klass;
  const MuPharaohRow *type;
  const MuPharaohRow *order;
  const MuPharaohRow *second_order;
  const MuPharaohRow *armour;
  const MuPharaohRow *shield;
  GPtrArray *weapons; /* const MuPharaohRow *, as bought */
  GPtrArray *unknown; /* char *: weapon codes the tables do not have */
  gboolean regular;
  gboolean fanatic;
  gboolean mercenary;
  gboolean barding;
  gboolean scythes;
  gboolean camel;
  gboolean arab;
  gboolean pack_animal;
  gboolean scout;
  gboolean allied;
  GPtrArray *changes; /* char *: "class b": the unit's own choices that differ from its row */

  /* results of mu_pharaoh_body_compute () */
  gboolean priced;     /* FALSE: no class, type or order to price it by */
  double derived;      /* a figure or model, from the tables */
  double cost;         /* what one costs: derived, or the row's price when it stands */
  gboolean overridden; /* the row's printed price stands against the tables */
  int morale;          /* intrinsic, after fanatic and mercenary */
  int group;           /* figures in a group */
  gint64 complete;     /* complete groups */
  gint64 partial;      /* figures in the partial group, 0 if none */
} MuPharaohBody;

MuPharaohBody *mu_pharaoh_body_new (MuRuleset *ruleset, MuListEntry *entry, MuUnit *unit);
void mu_pharaoh_body_free (MuPharaohBody *body);
gboolean mu_pharaoh_body_is_model (const MuPharaohBody *body);
gboolean mu_pharaoh_body_is_mounted (const MuPharaohBody *body);
void mu_pharaoh_body_compute (MuPharaohBody *body, MuRuleset *ruleset, GHashTable *options);
double mu_pharaoh_body_scouting (const MuPharaohBody *body, MuRuleset *ruleset);
char *mu_pharaoh_body_describe (const MuPharaohBody *body);
char *mu_pharaoh_body_ranges (const MuPharaohBody *body, GHashTable *options, int percent);
gboolean mu_pharaoh_body_movement (const MuPharaohBody *body, MuRuleset *ruleset, int *move, int *bonus);
void mu_pharaoh_body_ranks (const MuPharaohBody *body, GHashTable *options, int *shoot, int *fight);
char *mu_pharaoh_body_enemy_dice (const MuPharaohBody *body, GHashTable *options);
gboolean mu_pharaoh_body_same (const MuPharaohBody *a, const MuPharaohBody *b);
gboolean mu_pharaoh_option_is (GHashTable *options, const char *id, const char *value);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuPharaohBody, mu_pharaoh_body_free)

G_END_DECLS
