/* fuzz-share-code.c: the share-code decoder on arbitrary text; a code that
 * decodes gives a roster that evaluates and encodes again
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

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  MuLibrary *library = mu_fuzz_library ();
  g_autofree char *code = g_strndup ((const char *) data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  g_autofree char *again = NULL;
  MuArmyList *list = NULL;

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
