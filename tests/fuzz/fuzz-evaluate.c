/* fuzz-evaluate.c: rosters evaluated against fuzzed army lists. A list that
 * loads is bought from, one of each of its units, and the roster is
 * evaluated, given a share code and decoded from it again.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-army-list.h"
#include "mu-evaluation.h"
#include "mu-fuzz.h"
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-share-code.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  MuLibrary *library = mu_fuzz_library ();
  g_autoptr(GError) error = NULL;
  g_autoptr(MuArmyList) list = NULL;
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  g_autofree char *verdict = NULL;
  g_autofree char *code = NULL;

  list = mu_army_list_load_data ((const char *) data, size, "fuzz.xml", library->rulesets, &error);
  if (list == NULL)
    return 0;
  roster = mu_fuzz_roster_of_list (list);
  evaluation = mu_evaluate (roster, list);
  g_assert (evaluation != NULL);
  verdict = mu_evaluation_verdict (evaluation);
  g_assert (verdict != NULL && *verdict != '\0');
  /* a code made from a list must be a code of that list */
  code = mu_share_code_encode (roster, list);
  g_assert (code == NULL || mu_share_code_is_plausible (code));
  return 0;
}
