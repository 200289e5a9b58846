/* mu-list-entry.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-error.h"
#include "mu-list-entry.h"
#include "mu-xml-private.h"

static const char * const known_attributes[] = {
  "id", "kind", "name", "description", "number", "printed-cost", "printed-save",
  "markers", "ref", "override", NULL
};

void
mu_list_entry_free (MuListEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->id);
  g_free (entry->kind);
  g_free (entry->name);
  g_free (entry->description);
  g_free (entry->printed_cost);
  g_free (entry->printed_save);
  g_free (entry->markers);
  g_free (entry->note);
  g_free (entry->reference);
  g_free (entry->override);
  g_clear_pointer (&entry->attrs, g_hash_table_unref);
  g_clear_pointer (&entry->children, g_ptr_array_unref);
  g_free (entry);
}

static gboolean
parse_number (MuListEntry *entry, xmlNode *node, const char *file, GError **error)
{
  g_autofree char *number = mu_xml_prop (node, "number");

  if (!mu_range_parse (number, &entry->number))
    {
      mu_xml_set_error (error, MU_ERROR_VALUE, file, node,
                        _("“%s” is not a number of units (use 1-3, 1-any, 2, any, up-to-half, "
                          "half-or-more or all-or-none)"),
                        number);
      return FALSE;
    }
  if (entry->parent == NULL && mu_range_is_relative (&entry->number))
    {
      mu_xml_set_error (error, MU_ERROR_VALUE, file, node,
                        _("“%s” is relative to a parent row, but row “%s” has none"), number, entry->id);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_children (MuListEntry *entry, xmlNode *node, const char *file, GError **error)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (child->type != XML_ELEMENT_NODE)
        continue;
      if (mu_xml_is (child, "note"))
        {
          g_free (entry->note);
          entry->note = mu_xml_text (child);
        }
      else if (mu_xml_is (child, "entry"))
        {
          MuListEntry *sub = mu_list_entry_parse (child, entry, file, error);
          if (sub == NULL)
            return FALSE;
          g_ptr_array_add (entry->children, sub);
        }
      else
        return mu_xml_unexpected (child, file, error);
    }
  return TRUE;
}

MuListEntry *
mu_list_entry_parse (xmlNode *node, MuListEntry *parent, const char *file, GError **error)
{
  g_autoptr(MuListEntry) entry = g_new0 (MuListEntry, 1);

  entry->parent = parent;
  entry->line = (guint) xmlGetLineNo (node);
  entry->children = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_list_entry_free);
  entry->attrs = mu_xml_attrs (node, known_attributes);
  if (!mu_xml_prop_required (node, "id", file, &entry->id, error)
      || !mu_xml_check_id (node, entry->id, file, error)
      || !parse_number (entry, node, file, error)
      || !parse_children (entry, node, file, error))
    return NULL;
  entry->kind = mu_xml_prop (node, "kind");
  if (entry->kind == NULL)
    entry->kind = g_strdup (parent != NULL ? "upgrade" : "unit");
  entry->name = mu_xml_prop (node, "name");
  entry->description = mu_xml_prop (node, "description");
  entry->printed_cost = mu_xml_prop (node, "printed-cost");
  entry->printed_save = mu_xml_prop (node, "printed-save");
  entry->markers = mu_xml_prop (node, "markers");
  entry->reference = mu_xml_prop (node, "ref");
  entry->override = mu_xml_prop (node, "override");
  if (entry->name == NULL && entry->description == NULL)
    {
      mu_xml_set_error (error, MU_ERROR_FORMAT, file, node, _("row “%s” has neither a name nor a description"),
                        entry->id);
      return NULL;
    }
  return g_steal_pointer (&entry);
}

const char *
mu_list_entry_attr (const MuListEntry *entry, const char *name)
{
  return g_hash_table_lookup (entry->attrs, name);
}

/* What to call the row in a message: its historical name, else its description. */
const char *
mu_list_entry_label (const MuListEntry *entry)
{
  if (entry->parent != NULL && entry->description != NULL)
    return entry->description;
  return entry->name != NULL ? entry->name : entry->description;
}

gboolean
mu_list_entry_is_upgrade (const MuListEntry *entry)
{
  return entry->parent != NULL;
}

MuListEntry *
mu_list_entry_top (MuListEntry *entry)
{
  while (entry->parent != NULL)
    entry = entry->parent;
  return entry;
}
