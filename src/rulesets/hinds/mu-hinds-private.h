/* mu-hinds-private.h: the Hinds module's parts
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-rule-table.h"
#include "mu-types.h"

G_BEGIN_DECLS

/* A tactical unit as its row and its own choices make it. */
typedef struct
{
  MuUnitResult *result;
  MuRuleRecord *row_type; /* the type its list row names */
  MuRuleRecord *type;     /* the type its arm and armour class make, else the row's */
  const char *arm;        /* "foot" or "mounted" */
  int armour;             /* 1–4, 0 when not given */
  gint64 bases;           /* 0 when not given */
  gint64 per_base;        /* 0 when not given */
  gint64 officers;
  MuRuleRecord *weapon; /* NULL without a missile weapon */
} MuHindsUnit;

void mu_hinds_unit_init (MuHindsUnit *unit, MuRuleset *ruleset, MuUnitResult *result);
const char *mu_hinds_unit_name (MuHindsUnit *unit);
gint64 mu_hinds_attr_int (MuUnit *unit, const char *name, gint64 fallback);
void mu_hinds_check_unit (MuEvaluation *evaluation, MuHindsUnit *unit);
void mu_hinds_check_army (MuEvaluation *evaluation, gboolean slingers);

G_END_DECLS
