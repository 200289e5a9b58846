/* mu-list-entry.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "mu-error.h"
#include "mu-list-entry-private.h"
#include "mu-list-entry.h"
#include "mu-xml-private.h"

/**
 * mu_list_entry_free:
 * @entry: (nullable) (transfer full): a list row
 *
 * Frees a row with its attributes and, recursively, the rows under it.
 * %NULL is ignored.
 */
void
mu_list_entry_free (MuListEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->id);
  g_free (entry->kind_name);
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

/* Where the value of the attribute called name goes: a field of entry,
 * number, or (NULL) the ruleset-specific attributes. */
static char **
attribute_slot (MuListEntry *entry, const char *name, char **number)
{
  switch (name[0])
    {
    case 'd':
      return strcmp (name, "description") == 0 ? &entry->description : NULL;
    case 'i':
      return strcmp (name, "id") == 0 ? &entry->id : NULL;
    case 'k':
      return strcmp (name, "kind") == 0 ? &entry->kind_name : NULL;
    case 'm':
      return strcmp (name, "markers") == 0 ? &entry->markers : NULL;
    case 'n':
      if (strcmp (name, "name") == 0)
        return &entry->name;
      return strcmp (name, "number") == 0 ? number : NULL;
    case 'o':
      return strcmp (name, "override") == 0 ? &entry->override : NULL;
    case 'p':
      if (strcmp (name, "printed-cost") == 0)
        return &entry->printed_cost;
      return strcmp (name, "printed-save") == 0 ? &entry->printed_save : NULL;
    case 'r':
      return strcmp (name, "ref") == 0 ? &entry->reference : NULL;
    default:
      return NULL;
    }
}

/* Reads every attribute without a namespace in one walk, in the order of
 * the file, into its field or else into entry->attrs. */
static void
take_attributes (MuListEntry *entry, MuXmlNode *node, char **number)
{
  for (const char * const *attr = node->attrs; *attr != NULL; attr += 2)
    {
      char **slot = attribute_slot (entry, attr[0], number);

      if (slot != NULL)
        {
          g_free (*slot);
          *slot = g_strdup (attr[1]);
        }
      else
        g_hash_table_insert (entry->attrs, g_strdup (attr[0]), g_strdup (attr[1]));
    }
}

static gboolean
parse_number (MuListEntry *entry, MuXmlNode *node, const char *number, const char *file, GError **error)
{
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
parse_children (MuListEntry *entry, MuXmlNode *node, const char *file, GError **error)
{
  for (MuXmlNode *child = node->children; child != NULL; child = child->next)
    {
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

/**
 * mu_list_entry_parse:
 * @node: an <entry> element of a list or ruleset file
 * @parent: (nullable) (transfer none): the row it is under, or %NULL for a
 *   top-level row
 * @file: what messages call the file
 * @error: return location for a #GError, or %NULL
 *
 * Reads a row and the rows under it. Attributes without a namespace that
 * are not the row's own fields go to its ruleset attributes, unchecked (a
 * ruleset may check them when a list indexes its rows); a row without a kind is a
 * unit at the top level and an upgrade under another row.
 *
 * Returns: (transfer full) (nullable): the row, or %NULL with @error set
 *   (%MU_ERROR, the message names the file and line): %MU_ERROR_FORMAT for
 *   a missing id, an unexpected child element or a row with neither a name
 *   nor a description, %MU_ERROR_VALUE for a bad id or number of units;
 *   free it with mu_list_entry_free()
 */
MuListEntry *
mu_list_entry_parse (MuXmlNode *node, MuListEntry *parent, const char *file, GError **error)
{
  g_autoptr(MuListEntry) entry = g_new0 (MuListEntry, 1);
  g_autofree char *number = NULL;

  entry->parent = parent;
  entry->line = node->line;
  entry->children = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_list_entry_free);
  entry->attrs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  take_attributes (entry, node, &number);
  /* A missing or empty id: the required-attribute check says so. */
  if ((entry->id == NULL || *entry->id == '\0')
      && !mu_xml_prop_required (node, "id", file, &entry->id, error))
    return NULL;
  if (!mu_xml_check_id (node, entry->id, file, error) || !parse_number (entry, node, number, file, error)
      || !parse_children (entry, node, file, error))
    return NULL;
  if (entry->kind_name == NULL)
    entry->kind_name = g_strdup (parent != NULL ? "upgrade" : "unit");
  entry->kind = mu_entry_kind_from_name (entry->kind_name);
  if (entry->name == NULL && entry->description == NULL)
    {
      mu_xml_set_error (error, MU_ERROR_FORMAT, file, node,
                        _("row “%s” has neither a name nor a description"), entry->id);
      return NULL;
    }
  return g_steal_pointer (&entry);
}

/**
 * mu_list_entry_attr:
 * @entry: a list row
 * @name: a ruleset attribute's name
 *
 * Gives the value the row has for a ruleset attribute, as its file writes
 * it.
 *
 * Returns: (transfer none) (nullable): the value, owned by @entry, or %NULL
 *   when the row does not have it
 */
const char *
mu_list_entry_attr (const MuListEntry *entry, const char *name)
{
  return g_hash_table_lookup (entry->attrs, name);
}

/**
 * mu_list_entry_label:
 * @entry: a list row
 *
 * Gives what to call the row in a message: a general's upgrade's
 * description, in the rules' own terms ("Upgrade to heroic") and
 * translated (po/its/muster.its); else an upgrade row's description when it
 * has one, else the row's historical name, else its description. A book's
 * names and other descriptions stay as printed.
 *
 * Returns: (transfer none) (nullable): the label, owned by @entry (or, for a
 *   general's upgrade, by the translations); %NULL only for a row built by
 *   hand with neither (a loaded row has one)
 */
const char *
mu_list_entry_label (const MuListEntry *entry)
{
  if (entry->kind == MU_ENTRY_GENERAL_UPGRADE && entry->description != NULL)
    return g_dgettext (GETTEXT_PACKAGE, entry->description);
  if (entry->parent != NULL && entry->description != NULL)
    return entry->description;
  return entry->name != NULL ? entry->name : entry->description;
}

/**
 * mu_list_entry_is_upgrade:
 * @entry: a list row
 *
 * Tells whether a row is under another row (an upgrade, whatever its kind).
 *
 * Returns: %TRUE when @entry has a parent row
 */
gboolean
mu_list_entry_is_upgrade (const MuListEntry *entry)
{
  return entry->parent != NULL;
}

/**
 * mu_list_entry_top:
 * @entry: a list row
 *
 * Finds the top-level row a row is under, however deep.
 *
 * Returns: (transfer none): the top-level row, @entry itself when it is one
 */
MuListEntry *
mu_list_entry_top (MuListEntry *entry)
{
  while (entry->parent != NULL)
    entry = entry->parent;
  return entry;
}

/**
 * mu_entry_kind_from_name:
 * @name: (nullable): a row's kind as a list file writes it ("general",
 *   "camp"…)
 *
 * Maps the `kind` a list file gives a row to the #MuEntryKind the core
 * works with: "unit", "upgrade", "general", "general-upgrade", "hero" and
 * "camp", exactly as written. Any other name, %NULL included, is not an
 * error.
 *
 * Returns: the kind of row the name stands for; %MU_ENTRY_ITEM for a name
 *   that only a ruleset's own data knows
 */
MuEntryKind
mu_entry_kind_from_name (const char *name)
{
  static const char * const names[] = { "unit", "upgrade", "general", "general-upgrade", "hero", "camp" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_strcmp0 (name, names[i]) == 0)
      return (MuEntryKind) i;
  return MU_ENTRY_ITEM;
}
