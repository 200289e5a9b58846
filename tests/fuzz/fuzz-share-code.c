/* fuzz-share-code.c: the share-code decoder on arbitrary text; a code that
 * decodes gives a roster that evaluates and encodes again.
 *
 * A code ends in a checksum, so most mutated codes stop there. An input
 * that starts with '!' is instead taken as the body of a code (after its
 * version byte, not deflated): the harness adds the checksum and writes it
 * out in the code's letters, so the fuzzer reaches the body's reader.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-evaluation.h"
#include "mu-fuzz.h"
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-share-code.h"

/* The version 1 header of an undeflated code (mu-share-code.c). */
#define SHARE_HEAD_PLAIN 0x10

static const char alphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

static char *
to_code (const uint8_t *body, size_t size)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  GString *code = g_string_new (NULL);
  guint8 head = SHARE_HEAD_PLAIN, digest[32];
  gsize length = sizeof digest;
  guint buffer = 0, bits = 0;

  g_byte_array_append (bytes, &head, 1);
  g_byte_array_append (bytes, body, (guint) size);
  g_checksum_update (checksum, bytes->data, bytes->len);
  g_checksum_get_digest (checksum, digest, &length);
  g_byte_array_append (bytes, digest, 2);
  for (guint i = 0; i < bytes->len; i++)
    {
      buffer = (buffer << 8) | bytes->data[i];
      for (bits += 8; bits >= 5; bits -= 5)
        g_string_append_c (code, alphabet[(buffer >> (bits - 5)) & 0x1f]);
    }
  if (bits > 0)
    g_string_append_c (code, alphabet[(buffer << (5 - bits)) & 0x1f]);
  return g_string_free (code, FALSE);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  MuLibrary *library = mu_fuzz_library ();
  g_autofree char *code = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  g_autofree char *again = NULL;
  MuArmyList *list = NULL;

  if (size > 0 && data[0] == '!')
    code = to_code (data + 1, MIN (size - 1, 4000));
  else
    code = g_strndup ((const char *) data, size);
  mu_share_code_is_plausible (code);
  roster = mu_share_code_decode (code, library, &list, &error);
  if (roster == NULL)
    {
      g_assert (error != NULL);
      return 0;
    }
  evaluation = mu_evaluate (roster, list);
  again = mu_share_code_encode (roster, list);
  g_assert (again != NULL);
  return 0;
}
