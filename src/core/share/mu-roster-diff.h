/* mu-roster-diff.h: what changed between two versions of an army
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"

G_BEGIN_DECLS

typedef enum
{
  MU_DIFF_LIST,    /* another army list */
  MU_DIFF_OPTION,  /* an option or the points limit */
  MU_DIFF_FIGURES, /* points and figures of the army or a command */
  MU_DIFF_ADDED,
  MU_DIFF_REMOVED,
  MU_DIFF_MOVED,   /* a unit now in another command */
  MU_DIFF_CHANGED, /* a unit's or general's row, upgrades, count, attributes or heroes */
} MuDiffKind;

typedef struct
{
  MuDiffKind kind;
  int command;      /* its place in the later army, -1 for the army or a contingent */
  guint contingent; /* the contingent it is in: 0 the main one, 1… the allied ones */
  char *where;      /* the command's name ("Principate Roman › Ala" in an allied
                     * contingent), or NULL */
  char *what;       /* "Legionarii (u3)", "General", an option's label */
  char *text;       /* what changed, or NULL */
} MuDiffChange;

GPtrArray *mu_roster_diff (MuEvaluation *a, MuEvaluation *b);
char *mu_roster_diff_text (GPtrArray *changes);
const char *mu_diff_kind_name (MuDiffKind kind);

G_END_DECLS
