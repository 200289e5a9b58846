/* mu-draft-items.h: the parts of an army list being edited (rows, footnotes
 * and their rules), plain and mutable, owned by a MuListDraft
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-constraint.h"
#include "mu-types.h"

G_BEGIN_DECLS

typedef struct _MuDraftRow MuDraftRow;
typedef struct _MuDraftRule MuDraftRule;
typedef struct _MuDraftFootnote MuDraftFootnote;

/* One row as the list file says it. Every text is as typed: a number such as
 * "5-3" is kept and reported as a problem rather than refused. */
struct _MuDraftRow
{
  char *id;
  char *kind; /* NULL: "unit" at the top, "upgrade" under a row */
  char *name;
  char *description;
  char *number; /* the list idiom: "1-3", "any", "up-to-half" …; NULL is any */
  char *printed_cost;
  char *printed_save;
  char *markers;
  char *note;
  char *reference;
  char *override;
  char *mark;          /* what an import could not read, for the player; not saved */
  GHashTable *attrs;   /* the ruleset's own attributes (type, quality …), owned */
  MuDraftRow *parent;  /* borrowed; NULL at the top */
  GPtrArray *children; /* MuDraftRow, owned */
  guint serial;        /* the same row through its edits, renames, undo and
                        * redo: copies keep it, a new row gets its own */

  /* Filled in by mu_list_draft_check () */
  gboolean derived; /* the ruleset priced the row */
  double derived_cost;
  int derived_save; /* 0 when the ruleset gives none */
  char *problem;    /* why the printed figures or the row are wrong, or NULL */
};

/* One rule of a footnote: what <date>, <option-value>, <exclusive>, <cap>,
 * <incompatible> or <heroes-allocated> say. */
struct _MuDraftRule
{
  MuConstraintKind kind;
  char *entries;     /* row ids separated by spaces */
  GPtrArray *groups; /* char *: row ids of each group (exclusive) */
  char *option;      /* date: the year option (NULL: "date"); option-value */
  char *values;      /* option-value: values separated by spaces */
  gboolean has_from;
  gint64 from;
  gboolean has_to;
  gint64 to;
  gint64 max; /* cap */
  char *when; /* "option=value", or NULL */
};

struct _MuDraftFootnote
{
  char *marker;
  char *reference;
  char *text;
  char *mark;       /* an import kept this footnote as text: the player makes its rule */
  GPtrArray *rules; /* MuDraftRule, owned */
};

MuDraftRow *mu_draft_row_new (const char *id, const char *kind);
MuDraftRow *mu_draft_row_copy (const MuDraftRow *row, MuDraftRow *parent);
void mu_draft_row_free (MuDraftRow *row);
const char *mu_draft_row_get (const MuDraftRow *row, const char *field);
void mu_draft_row_set (MuDraftRow *row, const char *field, const char *value);
const char *mu_draft_row_kind (const MuDraftRow *row);
const char *mu_draft_row_label (const MuDraftRow *row);
void mu_draft_rows_collect (GPtrArray *rows, GPtrArray *into);

MuDraftRule *mu_draft_rule_new (MuConstraintKind kind, const char *entries);
MuDraftRule *mu_draft_rule_copy (const MuDraftRule *rule);
void mu_draft_rule_free (MuDraftRule *rule);
char **mu_draft_rule_row_ids (const MuDraftRule *rule);

MuDraftFootnote *mu_draft_footnote_new (const char *marker, const char *reference, const char *text);
MuDraftFootnote *mu_draft_footnote_copy (const MuDraftFootnote *footnote);
void mu_draft_footnote_free (MuDraftFootnote *footnote);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuDraftRow, mu_draft_row_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuDraftRule, mu_draft_rule_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuDraftFootnote, mu_draft_footnote_free)

G_END_DECLS
