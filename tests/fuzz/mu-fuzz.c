/* mu-fuzz.c: what the libFuzzer harnesses share
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include "mu-fuzz.h"
#include "mu-library.h"
#include "mu-rulesets.h"

static void
ignore_log (const char *domain, GLogLevelFlags level, const char *message, gpointer data)
{
}

MuLibrary *
mu_fuzz_library (void)
{
  static MuLibrary *library;

  if (library == NULL)
    {
      /* A GLib critical is a bug the fuzzer must report, so it aborts. */
      g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
      g_log_set_handler ("Muster", G_LOG_LEVEL_DEBUG | G_LOG_LEVEL_INFO | G_LOG_LEVEL_MESSAGE,
                         ignore_log, NULL);
      mu_rulesets_register_all ();
      library = mu_library_new ();
      if (!mu_library_load_dir (library, MU_FUZZ_LISTS_DIR, NULL) || library->lists->len == 0)
        abort ();
    }
  return library;
}
