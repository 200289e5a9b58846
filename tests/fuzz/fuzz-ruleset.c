/* fuzz-ruleset.c: the ruleset loader (and each ruleset module's own
 * elements) on arbitrary bytes
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-fuzz.h"
#include "mu-ruleset.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRuleset) ruleset = NULL;

  mu_fuzz_library ();
  ruleset = mu_ruleset_load_data ((const char *) data, size, "fuzz.xml", &error);
  if (ruleset == NULL)
    g_assert (error != NULL && g_str_has_prefix (error->message, "fuzz.xml"));
  return 0;
}
