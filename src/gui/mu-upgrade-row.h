/* mu-upgrade-row.h: an upgrade the inspector's unit or general may take
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "mu-document.h"
#include "mu-evaluation.h"
#include "mu-list-entry.h"

G_BEGIN_DECLS

#define MU_TYPE_UPGRADE_ROW (mu_upgrade_row_get_type ())
G_DECLARE_FINAL_TYPE (MuUpgradeRow, mu_upgrade_row, MU, UPGRADE_ROW, AdwActionRow)

GtkWidget *mu_upgrade_row_new (MuDocument *document, MuListEntry *upgrade);
void mu_upgrade_row_set_place (MuUpgradeRow *self, const MuPlace *place);
void mu_upgrade_row_set_evaluation (MuUpgradeRow *self, MuEvaluation *evaluation);
GtkWidget *mu_upgrade_row_get_check (MuUpgradeRow *self);

G_END_DECLS
