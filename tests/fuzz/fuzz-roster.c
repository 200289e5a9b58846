/* fuzz-roster.c: the roster loader on arbitrary bytes; a roster that loads
 * is evaluated and must survive a save and reload unchanged
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-evaluation.h"
#include "mu-fuzz.h"
#include "mu-library.h"
#include "mu-roster.h"

static void
check_round_trip (MuRoster *roster)
{
  gsize length = 0;
  g_autofree char *xml = mu_roster_to_xml (roster, &length);
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) again = mu_roster_load_data (xml, length, "again.muster", &error);
  g_autofree char *xml_again = NULL;

  if (again == NULL)
    g_error ("a loaded roster does not reload: %s", error->message);
  xml_again = mu_roster_to_xml (again, NULL);
  if (g_strcmp0 (xml, xml_again) != 0)
    g_error ("a loaded roster does not round-trip");
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  MuLibrary *library = mu_fuzz_library ();
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  MuArmyList *list = NULL;

  roster = mu_library_open_roster_data (library, (const char *) data, size, "fuzz.muster", &list, &error);
  if (roster == NULL)
    {
      g_assert (error != NULL && g_str_has_prefix (error->message, "fuzz.muster"));
      return 0;
    }
  evaluation = mu_evaluate (roster, list);
  g_assert (evaluation != NULL);
  check_round_trip (roster);
  return 0;
}
