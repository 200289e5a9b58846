/* mu-tts-check-list.c: list rows against the ruleset: every troop type a row
 * names exists, and every printed cost and save agrees with the derived one
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-army-list.h"
#include "mu-error.h"
#include "mu-figure.h"
#include "mu-issue.h"
#include "mu-list-entry.h"
#include "mu-ruleset.h"
#include "mu-tts-data.h"
#include "mu-tts-private.h"
#include "mu-tts-profile.h"

/* The troop type, general upgrade and quality a row names are the
 * ruleset's. */
static gboolean
check_names (MuRuleset *ruleset, MuListEntry *entry, const char *file, GError **error)
{
  const char *type = mu_list_entry_attr (entry, "type");
  const char *upgrade = mu_list_entry_attr (entry, "upgrade");
  const char *quality = mu_list_entry_attr (entry, "quality");

  if (type != NULL && mu_tts_data_troop (ruleset, type) == NULL)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
                   _("%s:%u: row “%s” names troop type “%s”, which To the Strongest! does not have"), file,
                      entry->line, entry->id, type);
      return FALSE;
    }
  if (upgrade != NULL && mu_tts_data_general (ruleset, upgrade) == NULL)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
                   _("%s:%u: row “%s” names unknown general upgrade “%s”"), file, entry->line, entry->id,
                      upgrade);
      return FALSE;
    }
  if (quality != NULL && !g_str_equal (quality, "standard")
      && mu_tts_data_modifier (ruleset, quality) == NULL)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
                   _("%s:%u: row “%s” names unknown quality “%s”"), file, entry->line, entry->id, quality);
      return FALSE;
    }
  return TRUE;
}

gboolean
mu_tts_check_entry (MuRuleset *ruleset, MuListEntry *entry, const char *file, GError **error)
{
  if (!check_names (ruleset, entry, file, error))
    return FALSE;
  if (entry->kind == MU_ENTRY_UNIT && entry->parent == NULL && mu_list_entry_attr (entry, "type") == NULL)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_FORMAT,
                   _("%s:%u: unit row “%s” needs a troop type"), file, entry->line, entry->id);
      return FALSE;
    }
  return TRUE;
}

static double
printed_number (const char *text)
{
  if (text == NULL)
    return -1;
  return g_ascii_strtod (text[0] == '+' ? text + 1 : text, NULL);
}

static void
compare (MuArmyList *list, MuListEntry *entry, double cost, int save, GPtrArray *issues)
{
  double printed_cost = printed_number (entry->printed_cost);
  double printed_save = printed_number (entry->printed_save);
  g_autofree char *derived = mu_format_number (cost);
  gboolean cost_differs = printed_cost >= 0 && printed_cost != cost;
  gboolean save_differs = save > 0 && printed_save > 0 && printed_save != (double) save;
  MuIssue *issue;

  if (!cost_differs && !save_differs)
    return;
  if (entry->override != NULL)
    issue = mu_issue_new (MU_SEVERITY_NOTE, "list.cost-override", entry->reference,
                          _("%s:%u: %s: printed %s points, save %s; the rules give %s points, save "
                            "%d+. The printed values stand: %s"),
                             list->file, entry->line, mu_list_entry_label (entry), entry->printed_cost,
                             entry->printed_save ?: "–", derived, save, entry->override);
  else
    issue = mu_issue_new (MU_SEVERITY_ERROR, "list.cost-mismatch", entry->reference,
                          _("%s:%u: %s: printed %s points, save %s; the rules give %s points, save "
                            "%d+."),
                             list->file, entry->line, mu_list_entry_label (entry), entry->printed_cost ?: "–",
                             entry->printed_save ?: "–", derived, save);
  g_ptr_array_add (issues, issue);
}

static void
check_troop_row (MuRuleset *ruleset, MuArmyList *list, GHashTable *options, MuListEntry *entry,
                 GPtrArray *issues)
{
  g_autoptr(GPtrArray) chain = g_ptr_array_new ();
  MuListEntry *top = mu_list_entry_top (entry);
  MuTtsProfile profile;

  for (MuListEntry *row = entry; row != top; row = row->parent)
    g_ptr_array_insert (chain, 0, row);
  mu_tts_profile_init (&profile);
  if (mu_tts_profile_for (&profile, ruleset, options, top, chain))
    compare (list, entry, profile.derived_cost, profile.derived_save, issues);
  mu_tts_profile_clear (&profile);
}

static void
check_other_row (MuRuleset *ruleset, MuArmyList *list, MuListEntry *entry, GPtrArray *issues)
{
  const MuTtsModifier *modifier = NULL;

  if (entry->kind == MU_ENTRY_GENERAL)
    modifier = mu_tts_data_general (ruleset, "base");
  else if (entry->kind == MU_ENTRY_GENERAL_UPGRADE)
    modifier = mu_tts_data_general (ruleset, mu_list_entry_attr (entry, "upgrade"));
  else
    modifier = mu_tts_data_item (ruleset, entry->kind_name);
  if (modifier != NULL)
    compare (list, entry, modifier->cost[0], 0, issues);
}

void
mu_tts_check_list (MuRuleset *ruleset, MuArmyList *list, GPtrArray *issues)
{
  g_autoptr(GHashTable) options = mu_ruleset_effective_options (ruleset, list, NULL);

  for (guint i = 0; i < list->rows->len; i++)
    {
      MuListEntry *entry = list->rows->pdata[i];
      MuListEntry *top = mu_list_entry_top (entry);

      if (top->kind == MU_ENTRY_UNIT)
        check_troop_row (ruleset, list, options, entry, issues);
      else
        check_other_row (ruleset, list, entry, issues);
    }
}
