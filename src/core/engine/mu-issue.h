/* mu-issue.h: one problem the engine found, explained
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"

G_BEGIN_DECLS

typedef enum
{
  MU_SEVERITY_ERROR,   /* the army is illegal */
  MU_SEVERITY_WARNING, /* legal, but probably not what the player meant */
  MU_SEVERITY_NOTE,    /* information */
} MuSeverity;

struct _MuIssue
{
  MuSeverity severity;
  char *code;       /* stable: "list.max", "command.size", … */
  char *message;    /* plain words: what, how many, the limit, the fix */
  char *reference;  /* book and section, or list and footnote */
  int command;      /* index of the command concerned, or -1 */
  char *unit_id;    /* the unit concerned, or NULL */
  char *where;      /* "Command 2 › Legionarii" for people */
  char *row;        /* id of the list row whose number it counts, or NULL */
  int general;      /* index of the general concerned in his command, or -1 */
  char *fix_row;    /* id of the upgrade row whose box fixes it (a general's), or NULL */
  guint contingent; /* the contingent it concerns, its command's or the one whose own list
                     * raised it: 0 the main one or the army, 1… an ally */
};

MuIssue *mu_issue_new (MuSeverity severity, const char *code, const char *reference, const char *format, ...)
    G_GNUC_PRINTF (4, 5);
void mu_issue_free (MuIssue *issue);
const char *mu_severity_to_string (MuSeverity severity);
const char *mu_severity_get_label (MuSeverity severity);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuIssue, mu_issue_free)

G_END_DECLS
