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

/* A GLib critical or warning is a bug the fuzzer must report: abort, which
 * libFuzzer catches and saves the input for (a breakpoint trap it misses). */
static GLogWriterOutput
abort_on_warnings (GLogLevelFlags level, const GLogField *fields, gsize n_fields, gpointer data)
{
  if ((level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING)) == 0)
    return G_LOG_WRITER_HANDLED;
  g_log_writer_standard_streams (level, fields, n_fields, data);
  abort ();
}

MuLibrary *
mu_fuzz_library (void)
{
  static MuLibrary *library;

  if (library == NULL)
    {
      g_log_set_writer_func (abort_on_warnings, NULL, NULL);
      mu_rulesets_register_all ();
      library = mu_library_new ();
      if (!mu_library_load_dir (library, MU_FUZZ_LISTS_DIR, NULL) || library->lists->len == 0)
        abort ();
    }
  return library;
}
