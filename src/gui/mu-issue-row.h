/* mu-issue-row.h: one row of the issues shown: severity, message, place
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "mu-types.h"

G_BEGIN_DECLS

#define MU_TYPE_ISSUE_ROW (mu_issue_row_get_type ())
G_DECLARE_FINAL_TYPE (MuIssueRow, mu_issue_row, MU, ISSUE_ROW, GtkListBoxRow)

GtkWidget *mu_issue_row_new (void);
MuIssue *mu_issue_row_get_issue (MuIssueRow *self);
void mu_issue_row_set_issue (MuIssueRow *self, MuIssue *issue);
const char *mu_issue_row_get_key (MuIssueRow *self);
char *mu_issue_row_key_for (const MuIssue *issue);
void mu_issue_row_show_all (GtkListBox *list, GPtrArray *issues);

G_END_DECLS
