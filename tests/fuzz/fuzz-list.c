/* fuzz-list.c: the army list loader on arbitrary bytes
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-army-list.h"
#include "mu-fuzz.h"
#include "mu-library.h"
#include "mu-ruleset-class.h"
#include "mu-ruleset.h"
#include "mu-issue.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  MuLibrary *library = mu_fuzz_library ();
  g_autoptr(GError) error = NULL;
  g_autoptr(MuArmyList) list = NULL;
  g_autoptr(GPtrArray) issues = NULL;

  list = mu_army_list_load_data ((const char *) data, size, "fuzz.xml", library->rulesets, &error);
  if (list == NULL)
    {
      g_assert (error != NULL && g_str_has_prefix (error->message, "fuzz.xml"));
      return 0;
    }
  g_assert (error == NULL);
  /* A list that loads is checked like muster-cli check-list does. */
  issues = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_issue_free);
  if (list->ruleset->klass->check_list != NULL)
    list->ruleset->klass->check_list (list->ruleset, list, issues);
  return 0;
}
