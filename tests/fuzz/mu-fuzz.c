/* mu-fuzz.c: what the libFuzzer harnesses share
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-fuzz.h"
#include "mu-general.h"
#include "mu-library.h"
#include "mu-list-entry.h"
#include "mu-roster.h"
#include "mu-unit.h"
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

/* A roster of list taking one of each of its units, in one command, with
 * a general of its first general row. */
MuRoster *
mu_fuzz_roster_of_list (MuArmyList *list)
{
  MuRoster *roster = mu_roster_new (list->ruleset_id, list->id);
  MuCommand *command = mu_command_new ("Fuzz");
  gboolean general = FALSE;
  guint n = 0;

  mu_roster_set_list_revision (roster, list->revision);
  for (guint i = 0; i < list->rows->len && n < MU_ROSTER_MAX_UNITS; i++)
    {
      MuListEntry *entry = list->rows->pdata[i];

      if (entry->kind == MU_ENTRY_UNIT)
        {
          char *id = g_strdup_printf ("u%u", ++n);

          g_ptr_array_add (command->units, mu_unit_new (id, entry->id));
          g_free (id);
        }
      else if (entry->kind == MU_ENTRY_GENERAL && !general)
        {
          MuGeneral *lead = mu_general_new (entry->id);

          g_ptr_array_add (command->generals, lead);
          general = TRUE;
        }
    }
  g_ptr_array_add (mu_roster_get_commands (roster), command);
  return roster;
}
