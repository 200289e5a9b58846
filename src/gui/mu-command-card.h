/* mu-command-card.h: one command of the army view, its heading and its rows
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "mu-evaluation.h"

G_BEGIN_DECLS

#define MU_TYPE_COMMAND_CARD (mu_command_card_get_type ())
G_DECLARE_FINAL_TYPE (MuCommandCard, mu_command_card, MU, COMMAND_CARD, GtkBox)

GtkWidget *mu_command_card_new (int command);
int mu_command_card_get_command (MuCommandCard *self);
void mu_command_card_set_evaluation (MuCommandCard *self, MuEvaluation *evaluation);
GtkListBox *mu_command_card_get_rows (MuCommandCard *self);
GtkWidget *mu_command_card_get_header (MuCommandCard *self);

G_END_DECLS
