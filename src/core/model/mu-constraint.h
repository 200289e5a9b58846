/* mu-constraint.h: an army list's footnote rule (dates, variants, exclusive
 * choices, combined caps, incompatible upgrades, allocation of heroes)
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"
#include "mu-xml-tree.h"

G_BEGIN_DECLS

typedef enum
{
  MU_CONSTRAINT_DATE,         /* rows only taken when the army date is in [from, to] */
  MU_CONSTRAINT_OPTION_VALUE, /* rows only taken when an army option has one of some values */
  MU_CONSTRAINT_EXCLUSIVE,    /* rows of at most one group may be taken */
  MU_CONSTRAINT_CAP,          /* rows taken together at most max */
  MU_CONSTRAINT_INCOMPATIBLE, /* no unit takes two of these upgrade rows */
  MU_CONSTRAINT_ALLOCATION,   /* at least half of the heroes go to units of these rows */
} MuConstraintKind;

struct _MuConstraint
{
  MuConstraintKind kind;
  char *marker; /* footnote marker as printed */
  char *text;   /* the footnote, in Muster's words */
  char *reference;
  char **entry_ids;     /* as written; resolved into entries */
  GPtrArray *entries;   /* MuListEntry, borrowed */
  GPtrArray *groups;    /* GPtrArray of MuListEntry (exclusive) */
  GPtrArray *group_ids; /* GStrv per group, as written */
  char *option;
  char **values;
  gint64 from;
  gint64 to;
  gint64 max;
  char *when_option; /* the rule holds only when this option ... */
  char *when_value;  /* ... has this value */
  guint line;
};

void mu_constraint_free (MuConstraint *constraint);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuConstraint, mu_constraint_free)

G_END_DECLS
