/* mu-list-number.h: a row's number as a book prints it and as a list
 * file writes it
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

const char * const *mu_list_number_idioms (void);
const char *mu_list_number_label (const char *idiom);
char *mu_list_number_read (const char *text, char **markers);

G_END_DECLS
