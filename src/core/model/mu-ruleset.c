/* mu-ruleset.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-army-list.h"
#include "mu-error.h"
#include "mu-list-entry-private.h"
#include "mu-list-entry.h"
#include "mu-option-def-private.h"
#include "mu-option-def.h"
#include "mu-ruleset-class-private.h"
#include "mu-ruleset-class.h"
#include "mu-ruleset.h"
#include "mu-xml-private.h"

/**
 * mu_ruleset_ref:
 * @ruleset: a ruleset
 *
 * Takes a reference; safe from any thread.
 *
 * Returns: (transfer full): @ruleset
 */
MuRuleset *
mu_ruleset_ref (MuRuleset *ruleset)
{
  g_atomic_ref_count_inc (&ruleset->ref_count);
  return ruleset;
}

/**
 * mu_ruleset_unref:
 * @ruleset: (nullable) (transfer full): a ruleset
 *
 * Drops a reference, and frees the ruleset with its module's data when it was the
 * last. Does nothing for %NULL.
 */
void
mu_ruleset_unref (MuRuleset *ruleset)
{
  if (ruleset == NULL || !g_atomic_ref_count_dec (&ruleset->ref_count))
    return;
  g_free (ruleset->id);
  g_free (ruleset->name);
  g_free (ruleset->book);
  g_free (ruleset->description);
  g_free (ruleset->file);
  g_ptr_array_unref (ruleset->options);
  g_ptr_array_unref (ruleset->attributes);
  g_ptr_array_unref (ruleset->row_fields);
  g_ptr_array_unref (ruleset->entries);
  g_array_unref (ruleset->game_sizes);
  if (ruleset->data != NULL && ruleset->klass != NULL && ruleset->klass->free_data != NULL)
    ruleset->klass->free_data (ruleset->data);
  g_free (ruleset);
}

/* Options and attributes are looked up by walking their arrays for every
 * unit; a ruleset has a few dozen, and this cap keeps a hostile one fast. */
#define MU_RULESET_MAX_OPTIONS 256

static gboolean
add_option (GPtrArray *defs, MuOptionDef *def, MuXmlNode *node, const char *file, GError **error)
{
  g_autoptr(MuOptionDef) owned = def;

  if (def == NULL)
    return FALSE;
  if (defs->len >= MU_RULESET_MAX_OPTIONS)
    {
      mu_xml_set_error (error, MU_ERROR_TOO_LARGE, file, node,
                        _("the ruleset has more than %d <%s>s"), MU_RULESET_MAX_OPTIONS, node->name);
      return FALSE;
    }
  if (mu_option_defs_find (defs, def->id) != NULL)
    {
      mu_xml_set_error (error, MU_ERROR_REFERENCE, file, node,
                        _("two <%s>s have the id “%s”"), node->name, def->id);
      return FALSE;
    }
  g_ptr_array_add (defs, g_steal_pointer (&owned));
  return TRUE;
}

/* <row-field id label ref>, its <description>: how the list editor names
 * an attribute a list row may carry */
static MuOptionDef *
parse_row_field (MuXmlNode *node, const char *file, GError **error)
{
  g_autoptr(MuOptionDef) def = g_new0 (MuOptionDef, 1);

  def->kind = MU_OPTION_TEXT;
  def->choices = g_ptr_array_new ();
  if (!mu_xml_prop_required (node, "id", file, &def->id, error)
      || !mu_xml_check_id (node, def->id, file, error))
    return NULL;
  def->label = mu_xml_translate (mu_xml_prop (node, "label"));
  def->reference = mu_xml_prop (node, "ref");
  for (MuXmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (!mu_xml_is (child, "description"))
        {
          mu_xml_unexpected (child, file, error);
          return NULL;
        }
      g_free (def->description);
      def->description = mu_xml_translate (mu_xml_text (child));
    }
  return g_steal_pointer (&def);
}

static gboolean
parse_child (MuRuleset *ruleset, MuXmlNode *child, const char *file, GError **error)
{
  if (mu_xml_is (child, "description"))
    {
      g_free (ruleset->description);
      ruleset->description = mu_xml_translate (mu_xml_text (child));
      return TRUE;
    }
  if (mu_xml_is (child, "option"))
    return add_option (ruleset->options, mu_option_def_parse (child, file, error), child, file, error);
  if (mu_xml_is (child, "entry"))
    {
      MuListEntry *entry = mu_list_entry_parse (child, NULL, file, error);
      if (entry == NULL)
        return FALSE;
      g_ptr_array_add (ruleset->entries, entry);
      return TRUE;
    }
  if (mu_xml_is (child, "attribute"))
    return add_option (ruleset->attributes, mu_option_def_parse (child, file, error), child, file, error);
  if (mu_xml_is (child, "row-field"))
    return add_option (ruleset->row_fields, parse_row_field (child, file, error), child, file, error);
  if (ruleset->klass->load_element != NULL)
    return ruleset->klass->load_element (ruleset, child, file, error);
  return mu_xml_unexpected (child, file, error);
}

/* game-sizes="4000 10000": the points limits the book suggests, in order. */
static gboolean
parse_game_sizes (MuRuleset *ruleset, MuXmlNode *root, const char *file, GError **error)
{
  g_autofree char *text = mu_xml_prop (root, "game-sizes");
  g_auto(GStrv) words = g_strsplit_set (text != NULL ? text : "", " ", 16);

  for (guint i = 0; words[i] != NULL; i++)
    {
      gint64 points;

      if (*words[i] == '\0')
        continue;
      if (!g_ascii_string_to_signed (words[i], 10, 1, 1000000, &points, NULL))
        {
          mu_xml_set_error (error, MU_ERROR_VALUE, file, root,
                            _("“game-sizes” must be whole numbers from 1 to 1000000, not “%s”"), words[i]);
          return FALSE;
        }
      g_array_append_val (ruleset->game_sizes, points);
    }
  return TRUE;
}

static gboolean
parse_root (MuRuleset *ruleset, MuXmlNode *root, const char *file, GError **error)
{
  if (!mu_xml_prop_required (root, "id", file, &ruleset->id, error)
      || !mu_xml_check_id (root, ruleset->id, file, error)
      || !mu_xml_prop_required (root, "name", file, &ruleset->name, error)
      || !mu_xml_prop_bool (root, "points", FALSE, file, &ruleset->has_points, error)
      || !mu_xml_prop_int (root, "default-points", 0, 1000000, 0, file, &ruleset->default_points, error)
      || !mu_xml_prop_int (root, "allied-points", 0, 1000000, 0, file, &ruleset->allied_points, error)
      || !mu_xml_prop_bool (root, "subunits", FALSE, file, &ruleset->has_subunits, error)
      || !mu_xml_prop_bool (root, "attached-generals", FALSE, file, &ruleset->generals_attached, error)
      || !parse_game_sizes (ruleset, root, file, error))
    return FALSE;
  ruleset->book = mu_xml_prop (root, "book");
  ruleset->klass = mu_ruleset_class_lookup (ruleset->id);
  if (ruleset->klass == NULL)
    {
      mu_xml_set_error (error, MU_ERROR_REFERENCE, file, root,
                        _("Muster has no module for the ruleset “%s”"), ruleset->id);
      return FALSE;
    }
  for (MuXmlNode *child = root->children; child != NULL; child = child->next)
    if (!parse_child (ruleset, child, file, error))
      return FALSE;
  for (guint i = 0; i < ruleset->entries->len; i++)
    if (ruleset->klass->check_entry != NULL
        && !ruleset->klass->check_entry (ruleset, ruleset->entries->pdata[i], file, error))
      return FALSE;
  return TRUE;
}

static MuRuleset *
load_tree (MuXmlTree *tree, const char *display_name, GError **error)
{
  MuRuleset *ruleset;

  if (tree == NULL)
    return NULL;
  ruleset = g_new0 (MuRuleset, 1);
  g_atomic_ref_count_init (&ruleset->ref_count);
  ruleset->file = g_strdup (display_name);
  ruleset->options = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_option_def_free);
  ruleset->attributes = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_option_def_free);
  ruleset->row_fields = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_option_def_free);
  ruleset->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_list_entry_free);
  ruleset->game_sizes = g_array_new (FALSE, FALSE, sizeof (gint64));
  if (!parse_root (ruleset, mu_xml_tree_get_root (tree), display_name, error))
    {
      mu_ruleset_unref (ruleset);
      return NULL;
    }
  return ruleset;
}

/**
 * mu_ruleset_load_data:
 * @data: the contents of a ruleset file
 * @length: the length of @data in bytes
 * @display_name: what messages call the file
 * @error: return location for a #GError, or %NULL
 *
 * Reads a ruleset from memory, as mu_ruleset_load_file() reads a file.
 *
 * Returns: (transfer full) (nullable): the ruleset, or %NULL with @error set
 */
MuRuleset *
mu_ruleset_load_data (const char *data, gsize length, const char *display_name, GError **error)
{
  g_autoptr(MuXmlTree) tree = mu_xml_tree_read_memory (data, length, display_name, "ruleset", error);

  return load_tree (tree, display_name, error);
}

/**
 * mu_ruleset_load_file:
 * @path: a ruleset file, lists/rulesets/<id>.xml
 * @error: return location for a #GError, or %NULL
 *
 * Reads a ruleset file with the hardened reader: what every ruleset has (name,
 * book, options, attributes, rows every list offers) into the #MuRuleset, and
 * its own elements (troop types, tables) through its registered module's
 * load_element into ruleset->data. Register the modules first
 * (mu_rulesets_register_all()).
 *
 * Returns: (transfer full) (nullable): the ruleset, or %NULL with @error set
 *   (%MU_ERROR; the message names the file and line)
 */
MuRuleset *
mu_ruleset_load_file (const char *path, GError **error)
{
  g_autoptr(MuXmlTree) tree = mu_xml_tree_read_file (path, "ruleset", NULL, error);

  return load_tree (tree, path, error);
}

static void
add_defaults (GHashTable *effective, GPtrArray *defs, GHashTable *chosen)
{
  for (guint i = 0; defs != NULL && i < defs->len; i++)
    {
      MuOptionDef *def = defs->pdata[i];
      const char *value = chosen != NULL ? g_hash_table_lookup (chosen, def->id) : NULL;

      if (value == NULL || !mu_option_def_accepts (def, value))
        value = def->default_value;
      g_hash_table_insert (effective, def->id, g_strdup (value));
    }
}

/**
 * mu_ruleset_effective_options:
 * @ruleset: a ruleset
 * @list: (nullable): one of its army lists
 * @chosen: (element-type utf8 utf8): the options a roster chose
 *
 * Gives every option of the ruleset and of the list at the value the roster chose,
 * or else at its default.
 *
 * Returns: (transfer full) (element-type utf8 utf8): option id → value; the keys
 *   are borrowed from the definitions, so the table must not outlive @ruleset
 *   and @list
 */
GHashTable *
mu_ruleset_effective_options (MuRuleset *ruleset, MuArmyList *list, GHashTable *chosen)
{
  GHashTable *effective = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);

  add_defaults (effective, ruleset->options, chosen);
  if (list != NULL)
    add_defaults (effective, list->options, chosen);
  return effective;
}
