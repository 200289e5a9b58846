/* mu-list-draft-private.h: what a MuListDraft holds, for its writer, reader
 * and checker
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-draft-items.h"
#include "mu-types.h"

G_BEGIN_DECLS

/* Everything a list file says; an undo step is a copy of it. */
typedef struct
{
  char *id;
  char *ruleset_id;
  char *name;
  char *period;
  char *source;
  char *description;
  char *allies;
  char *notes;
  gint64 revision;
  char *revised;        /* YYYY-MM-DD, or NULL */
  GPtrArray *options;   /* MuOptionDef, owned */
  GPtrArray *rows;      /* MuDraftRow, owned: the top-level rows in the book's order */
  GPtrArray *footnotes; /* MuDraftFootnote, owned */
  GPtrArray *ally_rows; /* MuAllyRow, owned: the allies row as data */
} MuDraftState;

MuDraftState *mu_draft_state_new (void);
MuDraftState *mu_draft_state_copy (const MuDraftState *state);
MuDraftState *mu_draft_state_copy_header (const MuDraftState *state);
void mu_draft_state_free (MuDraftState *state);
void mu_draft_state_take_list (MuDraftState *state, MuArmyList *list);
char *mu_draft_state_to_xml (const MuDraftState *state, gboolean commented, gboolean checkable);
MuOptionDef *mu_option_def_copy (const MuOptionDef *def);
GPtrArray *mu_draft_state_check (MuDraftState *state, MuRuleset *ruleset);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuDraftState, mu_draft_state_free)

G_END_DECLS
