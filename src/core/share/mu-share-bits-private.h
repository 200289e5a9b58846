/* mu-share-bits-private.h: the share code's bit stream, read or written
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* One stream type for both directions: every field function writes the
 * value it is given when the stream writes, and stores what it reads in the
 * same place when it reads. A read past the end or of a value out of its
 * range marks the stream failed; later reads then give zeros. */
typedef struct
{
  gboolean writing;
  GByteArray *bytes;  /* writing: the bits so far, most significant first */
  const guint8 *data; /* reading */
  gsize length;       /* reading: in bytes */
  gsize bit;          /* bits written or read so far */
  gboolean failed;
} MuShareBits;

void mu_share_bits_init_writer (MuShareBits *bits);
void mu_share_bits_init_reader (MuShareBits *bits, const guint8 *data, gsize length);
void mu_share_bits_clear (MuShareBits *bits);
gboolean mu_share_bits_fail (MuShareBits *bits);

void mu_share_bits_fixed (MuShareBits *bits, guint64 *value, guint width);
void mu_share_bits_bool (MuShareBits *bits, gboolean *value);
void mu_share_bits_below (MuShareBits *bits, guint *value, guint n);
void mu_share_bits_uint (MuShareBits *bits, guint64 *value, guint k);
void mu_share_bits_align (MuShareBits *bits);
void mu_share_bits_string (MuShareBits *bits, char **text);
gsize mu_share_bits_left (MuShareBits *bits);

GBytes *mu_share_deflate (const guint8 *data, gsize length);
GBytes *mu_share_inflate (const guint8 *data, gsize length, gsize limit);

G_END_DECLS
