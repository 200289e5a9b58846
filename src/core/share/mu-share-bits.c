/* mu-share-bits.c: the share code's bit stream, read or written
 *
 * The smallest layer of the share code (schemas/README.md, "Share codes"):
 * fields of a fixed width, numbers below a known bound, exponential-Golomb
 * numbers and strings, each function reading or writing as the stream does.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <zlib.h>

#include "mu-share-bits-private.h"

/* Strings longer than this are refused when read: no name, note or text
 * attribute of a roster needs more. */
#define MU_SHARE_MAX_STRING 65536

void
mu_share_bits_init_writer (MuShareBits *bits)
{
  memset (bits, 0, sizeof *bits);
  bits->writing = TRUE;
  bits->bytes = g_byte_array_new ();
}

void
mu_share_bits_init_reader (MuShareBits *bits, const guint8 *data, gsize length)
{
  memset (bits, 0, sizeof *bits);
  bits->data = data;
  bits->length = length;
}

void
mu_share_bits_clear (MuShareBits *bits)
{
  g_clear_pointer (&bits->bytes, g_byte_array_unref);
}

/* Marks the stream failed; FALSE, for the caller to return. */
gboolean
mu_share_bits_fail (MuShareBits *bits)
{
  bits->failed = TRUE;
  return FALSE;
}

/* The bits a reader has not read yet. */
gsize
mu_share_bits_left (MuShareBits *bits)
{
  return bits->failed ? 0 : bits->length * 8 - bits->bit;
}

static void
put_bit (MuShareBits *bits, guint bit)
{
  if (bits->bit % 8 == 0)
    g_byte_array_append (bits->bytes, (const guint8[]){ 0 }, 1);
  if (bit)
    bits->bytes->data[bits->bit / 8] |= 0x80 >> (bits->bit % 8);
  bits->bit++;
}

static guint
get_bit (MuShareBits *bits)
{
  guint bit;

  if (bits->failed || bits->bit >= bits->length * 8)
    return mu_share_bits_fail (bits);
  bit = (bits->data[bits->bit / 8] >> (7 - bits->bit % 8)) & 1;
  bits->bit++;
  return bit;
}

/* width bits (at most 64), most significant first. */
void
mu_share_bits_fixed (MuShareBits *bits, guint64 *value, guint width)
{
  guint64 read = 0;

  g_return_if_fail (width <= 64);
  for (guint i = width; i > 0; i--)
    {
      if (bits->writing)
        put_bit (bits, (guint) ((*value >> (i - 1)) & 1));
      else
        read = (read << 1) | get_bit (bits);
    }
  if (!bits->writing)
    *value = bits->failed ? 0 : read;
}

void
mu_share_bits_bool (MuShareBits *bits, gboolean *value)
{
  guint64 bit = *value ? 1 : 0;

  mu_share_bits_fixed (bits, &bit, 1);
  *value = bit != 0;
}

static guint
width_below (guint n)
{
  guint width = 0;

  while (n > 1 && ((guint64) 1 << width) < n)
    width++;
  return width;
}

/* A number from 0 to n - 1 in as few bits as n needs (none when n is 1). */
void
mu_share_bits_below (MuShareBits *bits, guint *value, guint n)
{
  guint64 wide = *value;

  g_return_if_fail (n > 0);
  if (bits->writing)
    g_return_if_fail (*value < n);
  mu_share_bits_fixed (bits, &wide, width_below (n));
  if (!bits->writing && wide >= n)
    {
      mu_share_bits_fail (bits);
      wide = 0;
    }
  *value = (guint) wide;
}

/* An exponential-Golomb number of order k: small numbers in few bits, any
 * number below 2^56. */
void
mu_share_bits_uint (MuShareBits *bits, guint64 *value, guint k)
{
  guint64 shifted;
  guint width = 0;

  if (bits->writing)
    {
      shifted = MIN (*value, G_GUINT64_CONSTANT (1) << 56) + ((guint64) 1 << k);
      while ((shifted >> width) > 1)
        width++;
      for (guint i = k; i < width; i++)
        put_bit (bits, 0);
      mu_share_bits_fixed (bits, &shifted, width + 1);
      return;
    }
  while (!bits->failed && get_bit (bits) == 0)
    if (++width > 56)
      mu_share_bits_fail (bits);
  width += k;
  shifted = 1;
  for (guint i = 0; i < width && !bits->failed; i++)
    shifted = (shifted << 1) | get_bit (bits);
  *value = bits->failed ? 0 : shifted - ((guint64) 1 << k);
}

/* Up to the next whole byte: strings of the full code start on one, so
 * that they compress. */
void
mu_share_bits_align (MuShareBits *bits)
{
  while (bits->bit % 8 != 0 && !bits->failed)
    {
      if (bits->writing)
        put_bit (bits, 0);
      else if (get_bit (bits) != 0)
        mu_share_bits_fail (bits);
    }
}

/* A string: its length in bytes, then its UTF-8 bytes from a whole byte
 * on. NULL is read back as the empty string. */
void
mu_share_bits_string (MuShareBits *bits, char **text)
{
  guint64 length = bits->writing && *text != NULL ? strlen (*text) : 0;

  mu_share_bits_uint (bits, &length, 3);
  mu_share_bits_align (bits);
  if (bits->writing)
    {
      g_byte_array_append (bits->bytes, (const guint8 *) (*text ? *text : ""), (guint) length);
      bits->bit += length * 8;
      return;
    }
  *text = NULL;
  if (bits->failed || length > MU_SHARE_MAX_STRING || length > mu_share_bits_left (bits) / 8
      || !g_utf8_validate_len ((const char *) bits->data + bits->bit / 8, (gsize) length, NULL))
    {
      mu_share_bits_fail (bits);
      return;
    }
  *text = g_strndup ((const char *) bits->data + bits->bit / 8, (gsize) length);
  bits->bit += length * 8;
}

/* Runs data through a raw deflate stream (compress) or inflate stream to
 * its end, in 4 KiB steps; NULL if the stream is damaged or its output would
 * pass limit. */
static GBytes *
run_zlib (z_stream *stream, gboolean compress, const guint8 *data, gsize length, gsize limit)
{
  g_autoptr(GByteArray) out = g_byte_array_new ();
  guint8 buffer[4096];
  int status;

  stream->next_in = (Bytef *) data;
  stream->avail_in = (uInt) length;
  do
    {
      gsize written;

      stream->next_out = buffer;
      stream->avail_out = sizeof buffer;
      status = compress ? deflate (stream, Z_FINISH) : inflate (stream, Z_NO_FLUSH);
      written = sizeof buffer - stream->avail_out;
      if ((status != Z_OK && status != Z_STREAM_END) || out->len + written > limit)
        return NULL;
      g_byte_array_append (out, buffer, (guint) written);
    }
  while (status != Z_STREAM_END);
  return g_byte_array_free_to_bytes (g_steal_pointer (&out));
}

/* Inflates a raw DEFLATE stream; NULL when it is damaged or inflates past
 * limit bytes. */
GBytes *
mu_share_inflate (const guint8 *data, gsize length, gsize limit)
{
  z_stream stream = { 0 };
  GBytes *body;

  if (length > G_MAXUINT32 || inflateInit2 (&stream, -MAX_WBITS) != Z_OK)
    return NULL;
  body = run_zlib (&stream, FALSE, data, length, limit);
  inflateEnd (&stream);
  return body;
}

/* A raw DEFLATE stream of data, at the best compression. */
GBytes *
mu_share_deflate (const guint8 *data, gsize length)
{
  z_stream stream = { 0 };
  GBytes *deflated;

  if (deflateInit2 (&stream, 9, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK)
    return NULL;
  deflated = run_zlib (&stream, TRUE, data, length, G_MAXUINT32);
  deflateEnd (&stream);
  return deflated;
}
