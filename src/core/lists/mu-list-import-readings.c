/* mu-list-import-readings.c: what the rules offer and a printed list leaves
 * out, added to an imported list as a reading of the rules
 *
 * To the Strongest! lets any general be detached for one point more (v1.1,
 * Generals); a list that prints no "Upgrade to detached" row (the Ancient
 * British list) leaves it doubtful whether its generals may be. The
 * importer does as the lists Muster ships do: the row the rules give,
 * taken only with the reading "Allowed, as the rules say" of an option
 * "Detached generals" that starts "As printed", in a footnote without a
 * marker that says so, marked for the player to check. A ruleset without
 * detached generals (its general upgrades name none) gets nothing.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mu-list-ids.h"
#include "mu-list-import-private.h"
#include "mu-option-def.h"

#define OPTION_ID "detached-generals"
#define REF_GENERALS N_("To the Strongest! v1.1, Generals")

/* The first generals' row, when none of its upgrade rows detaches */
static MuDraftRow *
generals_without_detached (MuListDraft *draft)
{
  GPtrArray *rows = mu_list_draft_get_rows (draft);

  for (guint i = 0; i < rows->len; i++)
    {
      MuDraftRow *row = rows->pdata[i];

      if (g_strcmp0 (mu_draft_row_kind (row), "general") != 0)
        continue;
      for (guint j = 0; j < row->children->len; j++)
        if (g_strcmp0 (mu_draft_row_get (row->children->pdata[j], "upgrade"), "detached") == 0)
          return NULL;
      return row;
    }
  return NULL;
}

/* The ruleset's general upgrades hold "detached" */
static gboolean
rules_detach (MuListDraft *draft)
{
  g_auto(GStrv) upgrades = mu_list_draft_get_vocabulary (draft, "upgrade");

  for (guint i = 0; upgrades != NULL && upgrades[i] != NULL; i += 2)
    if (g_str_equal (upgrades[i], "detached"))
      return TRUE;
  return FALSE;
}

/* The row, priced as the rules price it ("+1") */
static char *
add_detached_row (MuListDraft *draft, MuDraftRow *generals)
{
  char *id = mu_list_id_for_row (NULL, "Upgrade to detached", generals->id);
  MuDraftRow *row;

  if (mu_list_draft_find_row (draft, id) != NULL)
    return g_free (id), NULL;
  mu_list_draft_add_row (draft, generals->id, id, "general-upgrade");
  mu_list_draft_set_row (draft, id, "upgrade", "detached");
  mu_list_draft_set_row (draft, id, "number", "any");
  mu_list_draft_set_row (draft, id, "description",
                         _("Upgrade to detached (rules, not printed in the list)"));
  g_ptr_array_unref (mu_list_draft_check (draft));
  row = mu_list_draft_find_row (draft, id);
  if (row->derived)
    {
      g_autofree char *cost = g_strdup_printf ("+%g", row->derived_cost);

      mu_list_draft_set_row (draft, id, "printed-cost", cost);
    }
  return id;
}

static void
add_reading (MuListDraft *draft)
{
  g_autoptr(MuOptionDef) def = g_new0 (MuOptionDef, 1);

  def->id = g_strdup (OPTION_ID);
  def->kind = MU_OPTION_CHOICE;
  def->interpretation = TRUE;
  def->label = g_strdup (_("Detached generals"));
  def->description = g_strdup (_("The list prints no “Upgrade to detached” row, while the rules let any "
                                 "general be detached for one point more."));
  def->reference = g_strdup (_(REF_GENERALS));
  def->choices = g_ptr_array_new ();
  mu_list_draft_add_option (draft, def);
  mu_list_draft_add_choice (draft, OPTION_ID, "as-printed", _("As printed: every general is attached"));
  mu_list_draft_add_choice (draft, OPTION_ID, "allowed", _("Allowed for one point, as the rules say"));
  mu_list_draft_set_option (draft, OPTION_ID, "default", "as-printed");
}

/**
 * mu_list_import_add_readings:
 * @import: the import under way, its rows read
 *
 * Where the list prints generals but no row that detaches them, and the
 * ruleset detaches generals, adds the detached row under the reading that
 * allows it, with its footnote, marked for the player to check (see the
 * file's comment). Nothing is added when the list has an option of that
 * id already.
 */
void
mu_list_import_add_readings (MuImport *import)
{
  MuListDraft *draft = import->draft;
  MuDraftRow *generals = generals_without_detached (draft);
  g_autofree char *id = NULL;
  MuDraftRule *rule;
  guint index;

  if (generals == NULL || !rules_detach (draft)
      || mu_option_defs_find (mu_list_draft_get_options (draft), OPTION_ID) != NULL
      || (id = add_detached_row (draft, generals)) == NULL)
    return;
  add_reading (draft);
  index = mu_list_draft_add_footnote (draft, "",
                                      _(REF_GENERALS),
                                         _("The printed list has no detached row; the reading chosen in the "
                                        "army's options decides."));
  rule = mu_draft_rule_new (MU_CONSTRAINT_OPTION_VALUE, id);
  rule->option = g_strdup (OPTION_ID);
  rule->values = g_strdup ("allowed");
  mu_list_draft_add_rule (draft, index, rule);
  mu_list_draft_set_footnote (draft, index, "mark",
                              _("the list prints no detached generals: a reading of the rules was added "
                                "that allows them; check it, or remove it with its row and option"));
}
