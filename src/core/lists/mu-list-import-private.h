/* mu-list-import-private.h: the parts of the list importer shared by its
 * readers (a row a line, a cell a line) and its word repair
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-list-draft.h"

G_BEGIN_DECLS

typedef struct
{
  MuListDraft *draft;
  char **types;      /* the ruleset's vocabulary: id, label … */
  GHashTable *words; /* every word the list's text may use, lower case */
  char *top;         /* id of the last top-level row */
  GHashTable *next;  /* an id's base → the first number to try after it */
  char *variant;     /* the id of the variant the footnotes name kinds of army for */
  guint footnotes;
  guint count;
} MuImport;

GHashTable *mu_list_import_words (MuListDraft *draft);
char *mu_list_import_repair (GHashTable *words, const char *line);

char *mu_list_import_make_id (MuImport *import, const char *text);
void mu_list_import_mark (MuImport *import, const char *id, const char *why);
char *mu_list_import_read_row (MuImport *import, char **cells, guint n);
void mu_list_import_read_line (MuImport *import, const char *line);
void mu_list_import_settle_upgrade_ids (MuImport *import);
void mu_list_import_read_footnotes (MuImport *import, const char *text);
void mu_list_import_read_title (MuImport *import, const char *title);
void mu_list_import_read_rules (MuImport *import);
void mu_list_import_add_readings (MuImport *import);
const char *mu_list_import_find_type (MuImport *import, const char *description);
gboolean mu_list_import_is_number (const char *text);
gboolean mu_list_import_is_save (const char *text);
gboolean mu_list_import_is_cost (const char *text);

gboolean mu_list_import_reads_as_troops (MuImport *import, const char *text);
gboolean mu_list_import_one_cell_a_line (char **lines);
void mu_list_import_read_cells (MuImport *import, char **lines);

G_END_DECLS
