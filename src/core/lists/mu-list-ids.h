/* mu-list-ids.h: the ids of lists and of their rows, made from their words
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *mu_list_id_from_text (const char *text);
char *mu_list_id_for_row (const char *name, const char *description, const char *parent_id);

G_END_DECLS
