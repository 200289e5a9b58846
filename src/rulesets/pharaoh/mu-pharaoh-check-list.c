/* mu-pharaoh-check-list.c: list rows against the points tables: every
 * attribute a row gives is one the ruleset knows, and every printed cost is
 * what the tables give, unless the row says why the book's price stands;
 * and what a figure of a row costs under an army's options
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
#include "mu-option-def.h"
#include "mu-pharaoh-private.h"
#include "mu-ruleset.h"

static gboolean
check_values (MuRuleset *ruleset, MuListEntry *entry, const char *file, GError **error)
{
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, entry->attrs);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      MuOptionDef *def = mu_option_defs_find (ruleset->attributes, key);

      if (def != NULL && !mu_option_def_accepts (def, value))
        {
          g_set_error (error, MU_ERROR, MU_ERROR_VALUE,
                       _("%s:%u: row “%s”: “%s” cannot be “%s”"), file, entry->line, entry->id, (char *) key,
                          (char *) value);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
check_weapons (MuRuleset *ruleset, MuListEntry *entry, const char *file, GError **error)
{
  const char *text = mu_list_entry_attr (entry, "weapons");
  g_auto(GStrv) codes = g_strsplit_set (text != NULL ? text : "", " ,", -1);

  for (guint i = 0; codes[i] != NULL; i++)
    if (*codes[i] != '\0' && mu_pharaoh_data_get (ruleset, MU_PHARAOH_WEAPON, codes[i]) == NULL)
      {
        g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
                     _("%s:%u: row “%s” names weapon “%s”, which For the Pharaoh does not have"), file,
                        entry->line, entry->id, codes[i]);
        return FALSE;
      }
  return TRUE;
}

gboolean
mu_pharaoh_check_entry (MuRuleset *ruleset, MuListEntry *entry, const char *file, GError **error)
{
  const char *type = mu_list_entry_attr (entry, "type");
  const MuPharaohRow *row = mu_pharaoh_data_get (ruleset, MU_PHARAOH_TYPE, type);

  if (!check_values (ruleset, entry, file, error) || !check_weapons (ruleset, entry, file, error))
    return FALSE;
  if (type != NULL
      && (mu_list_entry_attr (entry, "class") == NULL
          || (row != NULL && !row->model && mu_list_entry_attr (entry, "order") == NULL)))
    {
      g_set_error (error, MU_ERROR, MU_ERROR_FORMAT,
                   _("%s:%u: row “%s” needs a class and, for figures, an order"), file, entry->line,
                      entry->id);
      return FALSE;
    }
  return TRUE;
}

static void
compare (MuArmyList *list, MuListEntry *entry, MuPharaohBody *body, GPtrArray *issues)
{
  double printed = g_ascii_strtod (entry->printed_cost, NULL);
  g_autofree char *derived = mu_format_number (body->derived);
  MuIssue *issue;

  if (printed == body->derived)
    return;
  if (entry->override != NULL)
    issue = mu_issue_new (MU_SEVERITY_NOTE, "list.cost-override", entry->reference,
                          _("%s:%u: %s: printed %s points; the points tables give %s. The printed "
                            "price stands: %s"),
                             list->file, entry->line, mu_list_entry_label (entry), entry->printed_cost,
                             derived, entry->override);
  else
    issue = mu_issue_new (MU_SEVERITY_ERROR, "list.cost-mismatch", entry->reference,
                          _("%s:%u: %s: printed %s points; the points tables give %s."), list->file,
                             entry->line, mu_list_entry_label (entry), entry->printed_cost, derived);
  g_ptr_array_add (issues, issue);
}

void
mu_pharaoh_check_list (MuRuleset *ruleset, MuArmyList *list, GPtrArray *issues)
{
  g_autoptr(GHashTable) options = mu_ruleset_effective_options (ruleset, list, NULL);

  for (guint i = 0; i < list->rows->len; i++)
    {
      MuListEntry *entry = list->rows->pdata[i];
      g_autoptr(MuPharaohBody) body = NULL;

      if (entry->kind != MU_ENTRY_UNIT || entry->printed_cost == NULL
          || mu_list_entry_attr (entry, "type") == NULL)
        continue;
      body = mu_pharaoh_body_new (ruleset, entry, NULL);
      mu_pharaoh_body_compute (body, ruleset, options);
      if (body->priced)
        compare (list, entry, body, issues);
    }
}

/* What a figure or model of a list row costs under options, or a specialist
 * or a group frontage of field works; generals, priced by their rating, and
 * the rows built from the tables have no price of their own. */
gboolean
mu_pharaoh_price_entry (MuRuleset *ruleset, MuArmyList *list, GHashTable *options, MuListEntry *entry,
                        MuEntryPrice *price)
{
  g_autoptr(MuPharaohBody) body = NULL;
  const MuPharaohRow *item;

  if (entry->kind != MU_ENTRY_UNIT)
    {
      item = mu_pharaoh_data_get (ruleset, MU_PHARAOH_ITEM, entry->kind_name);
      if (item == NULL)
        return FALSE;
      price->points = item->cost;
      return TRUE;
    }
  if (mu_list_entry_attr (entry, "type") == NULL)
    return FALSE;
  body = mu_pharaoh_body_new (ruleset, entry, NULL);
  mu_pharaoh_body_compute (body, ruleset, options);
  if (!body->priced)
    return FALSE;
  price->points = body->cost;
  price->basis = mu_pharaoh_body_is_model (body) ? MU_PRICE_MODEL : MU_PRICE_FIGURE;
  /* "The smallest sized unit is a single group" (L140) */
  price->group = body->group;
  return TRUE;
}
