/* mu-list-diff.h: what changed between two army lists, or two revisions of
 * one, in meaning (formatting, comments and the revision number aside)
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"

G_BEGIN_DECLS

typedef enum
{
  MU_LIST_CHANGE_ADDED,
  MU_LIST_CHANGE_REMOVED,
  MU_LIST_CHANGE_CHANGED,
} MuListChangeKind;

typedef struct
{
  MuListChangeKind kind;
  char *part;      /* "list", "option", "row" or "footnote" */
  char *id;        /* the header field, option id, row id or footnote marker */
  char *field;     /* what changed: "cost", "save", "number", "footnotes" (a
                    * row's markers), "name", a ruleset attribute as
                    * "RULESET:NAME" ("tts:type") …; NULL for added and removed */
  char *old_value; /* NULL when unset or added */
  char *new_value; /* NULL when unset or removed */
} MuListChange;

GPtrArray *mu_list_diff (MuArmyList *old_list, MuArmyList *new_list);
char *mu_list_change_describe (const MuListChange *change);
gboolean mu_list_change_is_wording (const MuListChange *change);
void mu_list_change_free (MuListChange *change);
GPtrArray *mu_list_diff_for_roster (MuArmyList *old_list, MuArmyList *new_list, MuRoster *roster);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuListChange, mu_list_change_free)

G_END_DECLS
