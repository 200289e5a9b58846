/* mu-list-import-known.c: an imported list tied to the library it joins
 *
 * After a list is read from its printed table, its allies row is linked to
 * the library's lists (mu-list-import-allies.c), and when the library
 * holds a list of the same ruleset and name already (the book's list typed
 * again, a newer printing), each imported row that means what one of its
 * rows means (kind, number, printed figures, markers, the ruleset's
 * attributes, its parent's meaning: as mu_list_diff () pairs rows) takes
 * that row's id, so that a roster built on the library's list opens on
 * the imported one and diff-list tells the changes, not renames.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-army-list.h"
#include "mu-library.h"
#include "mu-list-diff.h"
#include "mu-list-ids.h"
#include "mu-list-import.h"
#include "mu-ruleset.h"

/* The library's list of the draft's ruleset and name (case and
 * punctuation aside) */
static MuArmyList *
known_list (MuListDraft *draft, MuLibrary *library)
{
  g_autofree char *wanted = mu_list_id_from_text (mu_list_draft_get_field (draft, "name"));
  const char *ruleset_id = mu_list_draft_get_ruleset (draft)->id;

  if (*wanted == '\0')
    return NULL;
  for (guint i = 0; i < library->lists->len; i++)
    {
      MuArmyList *list = library->lists->pdata[i];
      g_autofree char *name = mu_list_id_from_text (list->name);

      /* with its rows: the library may know it by its header alone */
      if (g_strcmp0 (list->ruleset_id, ruleset_id) == 0 && g_str_equal (name, wanted))
        return mu_library_find_list (library, list->id);
    }
  return NULL;
}

/**
 * mu_list_import_take_known_ids:
 * @draft: an imported list
 * @library: (transfer none): the library it joins
 *
 * Gives the rows of @draft the ids of the rows that mean the same in the
 * library's list of the same ruleset and name, when there is one; the
 * footnotes' rules follow their rows. Nothing changes when the draft does
 * not load yet or the library has no such list.
 *
 * Returns: how many rows took another id
 */
guint
mu_list_import_take_known_ids (MuListDraft *draft, MuLibrary *library)
{
  MuArmyList *known = known_list (draft, library);
  g_autoptr(MuArmyList) built = known != NULL ? mu_list_draft_build (draft, NULL) : NULL;
  g_autoptr(GPtrArray) changes = built != NULL ? mu_list_diff (known, built) : NULL;
  guint renamed = 0;

  for (guint i = 0; changes != NULL && i < changes->len; i++)
    {
      MuListChange *change = changes->pdata[i];

      /* a known id is no imported row's: the diff pairs those by id */
      if (change->kind == MU_LIST_CHANGE_CHANGED && g_str_equal (change->part, "row")
          && g_str_equal (change->field, "id"))
        renamed += mu_list_draft_set_row (draft, change->new_value, "id", change->old_value);
    }
  return renamed;
}

/**
 * mu_list_import_link:
 * @draft: a list just read by mu_list_import_text ()
 * @library: (transfer none): the library it joins
 *
 * Ties an imported list to the library: its allies row linked to the
 * library's lists (mu_list_import_link_allies ()), its rows given the ids
 * of the library's list of the same name where they mean the same
 * (mu_list_import_take_known_ids ()). What Paste List Text… and
 * `muster-cli import-list` do after reading.
 */
void
mu_list_import_link (MuListDraft *draft, MuLibrary *library)
{
  mu_list_import_link_allies (draft, library);
  mu_list_import_take_known_ids (draft, library);
}
