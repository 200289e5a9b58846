/* mu-info-row.h: a row that is read, not focused
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define MU_TYPE_INFO_ROW (mu_info_row_get_type ())
G_DECLARE_FINAL_TYPE (MuInfoRow, mu_info_row, MU, INFO_ROW, AdwActionRow)

GtkWidget *mu_info_row_new (void);

G_END_DECLS
