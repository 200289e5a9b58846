/* mu-evaluation.h: what the engine says about a roster: figures and issues
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-issue.h"
#include "mu-place.h"
#include "mu-types.h"

G_BEGIN_DECLS

struct _MuUnitResult
{
  MuUnit *unit;       /* borrowed; NULL for a general */
  MuGeneral *general; /* borrowed; NULL for a unit */
  MuListEntry *entry; /* borrowed */
  int command;        /* index of its command */
  double points;
  GPtrArray *figures;  /* MuFigure */
  GPtrArray *subunits; /* MuUnitResult */
};

struct _MuCommandResult
{
  MuCommand *command; /* borrowed */
  int index;
  double points;
  GPtrArray *figures;  /* MuFigure */
  GPtrArray *generals; /* MuUnitResult */
  GPtrArray *units;    /* MuUnitResult */
};

/**
 * MuContingentResult:
 * @number: the contingent's number: 0 for the main one, 1… for the allies
 * @list: (nullable): its army list (borrowed from the roster or evaluation)
 * @points: what its commands cost
 * @figures: (element-type MuFigure): its figures: what each of its
 *   commands' figures adds up to (To the Strongest!: victory points)
 * @tally: how many of each of its list's rows it takes (private)
 * @options: (element-type utf8 utf8): its list's options at their
 *   effective value, the ruleset's ones being the army's
 *
 * One contingent of an army with allies, as the engine evaluated it. A
 * view shows each contingent's list rows and figures from it; the army's
 * own figures (#MuEvaluation.figures) count every contingent.
 */
typedef struct
{
  guint number;
  MuArmyList *list;
  double points;
  GPtrArray *figures;
  struct _MuTally *tally;
  GHashTable *options;
} MuContingentResult;

struct _MuEvaluation
{
  gatomicrefcount ref_count;
  MuRoster *roster;
  MuArmyList *list;
  MuRuleset *ruleset;
  GHashTable *options; /* every option at its effective value */
  double points;
  GPtrArray *figures;     /* MuFigure: the army's */
  GPtrArray *commands;    /* MuCommandResult */
  GPtrArray *issues;      /* MuIssue */
  GHashTable *units;      /* unit id → MuUnitResult, built on first mu_evaluation_unit () */
  struct _MuTally *tally; /* how many of each row the roster takes */
  gboolean verdict_only;  /* points, army and command figures and issues only */
  GPtrArray *contingents; /* MuContingentResult: one per contingent, the main one first */
  guint checking;         /* the contingent whose list the engine checks now */
};

typedef enum
{
  MU_EVALUATE_DEFAULT = 0,
  /* Leave out the per-unit figures that only a display or a sheet shows: a
   * ruleset still prices every unit and raises every issue. */
  MU_EVALUATE_VERDICT_ONLY = 1 << 0,
} MuEvaluateFlags;

MuEvaluation *mu_evaluate (MuRoster *roster, MuArmyList *list);
MuEvaluation *mu_evaluate_full (MuRoster *roster, MuArmyList *list, MuEvaluateFlags flags);
MuEvaluation *mu_evaluation_ref (MuEvaluation *self);
void mu_evaluation_unref (MuEvaluation *self);
const char *mu_evaluation_option (MuEvaluation *self, const char *id);
gboolean mu_evaluation_option_is (MuEvaluation *self, const char *id, const char *value);
MuIssue *mu_evaluation_add_issue (MuEvaluation *self, MuSeverity severity, const char *code,
                                  const char *reference, int command, const char *unit_id, const char *format,
                                  ...) G_GNUC_PRINTF (7, 8);
guint mu_evaluation_count (MuEvaluation *self, MuSeverity severity);
MuIssue *mu_evaluation_take_row_issue (MuEvaluation *self, const char *row);
gboolean mu_evaluation_is_legal (MuEvaluation *self);
gboolean mu_evaluation_is_over_limit (MuEvaluation *self);
char *mu_evaluation_points_of_limit (MuEvaluation *self);
MuUnitResult *mu_evaluation_unit (MuEvaluation *self, const char *unit_id);
gboolean mu_evaluation_issue_place (MuEvaluation *self, const MuIssue *issue, MuPlace *place,
                                    const char **control);
char *mu_evaluation_unit_name (MuEvaluation *self, const char *unit_id);
char *mu_evaluation_unit_generals (MuEvaluation *self, const char *unit_id);
GPtrArray *mu_evaluation_general_upgrades (MuEvaluation *self, MuGeneral *general);
char *mu_evaluation_command_name (MuEvaluation *self, int index);
MuContingentResult *mu_evaluation_contingent (MuEvaluation *self, guint number);
MuListEntry *mu_evaluation_lookup_row (MuEvaluation *self, const char *id);
MuListEntry *mu_evaluation_lookup_upgrade (MuEvaluation *self, MuListEntry *parent, const char *id);
char *mu_evaluation_contingent_name (MuEvaluation *self, guint number);
GPtrArray *mu_evaluation_contingent_options (MuEvaluation *self, guint number);
char *mu_evaluation_verdict (MuEvaluation *self);
char *mu_evaluation_army_verdict (MuEvaluation *self, gboolean *illegal, gboolean *warned);
char *mu_evaluation_declaration (MuEvaluation *self);
gint64 mu_evaluation_row_taken (MuEvaluation *self, MuListEntry *entry);
gint64 mu_evaluation_contingent_row_taken (MuEvaluation *self, guint number, MuListEntry *entry);
gboolean mu_evaluation_row_available (MuEvaluation *self, MuListEntry *entry, char **reason);
gboolean mu_evaluation_row_bounds (MuEvaluation *self, MuListEntry *entry, gint64 *min, gint64 *max);
gboolean mu_evaluation_contingent_row_available (MuEvaluation *self, guint number, MuListEntry *entry,
                                                 char **reason);
gboolean mu_evaluation_contingent_row_bounds (MuEvaluation *self, guint number, MuListEntry *entry,
                                              gint64 *min, gint64 *max);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuEvaluation, mu_evaluation_unref)

G_END_DECLS
