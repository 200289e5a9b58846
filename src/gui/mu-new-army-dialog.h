/* mu-new-army-dialog.h: name, points limit and options of a new army
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "mu-types.h"

G_BEGIN_DECLS

#define MU_TYPE_NEW_ARMY_DIALOG (mu_new_army_dialog_get_type ())

G_DECLARE_FINAL_TYPE (MuNewArmyDialog, mu_new_army_dialog, MU, NEW_ARMY_DIALOG, AdwWindow)

MuNewArmyDialog *mu_new_army_dialog_new (GtkWindow *parent, MuArmyList *list);
MuRoster *mu_new_army_dialog_build (MuNewArmyDialog *self);

G_END_DECLS
