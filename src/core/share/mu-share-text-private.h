/* mu-share-text-private.h: the share code's letters, groups and checks
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Crockford's base 32: digits and capitals without I, L, O and U */
extern const char mu_share_alphabet[];

int mu_share_text_symbol (char c);
char *mu_share_text_encode (const guint8 *data, gsize bits);
guint8 *mu_share_text_decode (const char *code, gsize *bits, GError **error);
gboolean mu_share_text_letters (const char *code, GByteArray *symbols);
gpointer mu_share_text_error (GError **error, const char *why);
gpointer mu_share_text_slip (GError **error, const char *why);
guint mu_share_text_slip_group (const char *code);

G_END_DECLS
