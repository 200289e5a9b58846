/* mu-inspector-private.h: the inspector's pages kept in files of their own
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "mu-document.h"

G_BEGIN_DECLS

/* mu-inspector-army.c: the army's name, player, points limit, options and
 * readings of the rules, shown when nothing in the army is selected. */
void _mu_inspector_show_army (GtkWidget  *content,
                              MuDocument *document);

G_END_DECLS
