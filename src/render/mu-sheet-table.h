/* mu-sheet-table.h: a command's table on the sheet: its heading, generals,
 * units with their tick boxes, and the victory points it may lose
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-sheet-content.h"

G_BEGIN_DECLS

typedef struct _MuSheetTable MuSheetTable;

/* The columns' geometry, the same for every command of the sheet. */
MuSheetTable *mu_sheet_table_new (MuSheetBuilder *builder);
void mu_sheet_table_free (MuSheetTable *table);
void mu_sheet_table_add_command (MuSheetTable *table, MuSheetBuilder *builder, MuCommandResult *command);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuSheetTable, mu_sheet_table_free)

G_END_DECLS
