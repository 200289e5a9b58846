/* mu-army-list.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mu-ally-row.h"
#include "mu-army-list-private.h"
#include "mu-army-list.h"
#include "mu-constraint-private.h"
#include "mu-constraint.h"
#include "mu-error.h"
#include "mu-list-entry-private.h"
#include "mu-list-entry.h"
#include "mu-option-def-private.h"
#include "mu-option-def.h"
#include "mu-ruleset-class.h"
#include "mu-ruleset.h"
#include "mu-xml-private.h"

/**
 * mu_army_list_ref:
 * @list: an army list
 *
 * Takes a reference to a list. A list never changes once loaded, so it can
 * be shared freely, across threads too.
 *
 * Returns: (transfer full): @list; release it with mu_army_list_unref()
 */
MuArmyList *
mu_army_list_ref (MuArmyList *list)
{
  g_atomic_ref_count_inc (&list->ref_count);
  return list;
}

/**
 * mu_army_list_unref:
 * @list: (nullable) (transfer full): an army list
 *
 * Releases a reference to a list; the last one frees it, its rows, options
 * and footnotes, and its reference to its ruleset. %NULL is ignored.
 */
void
mu_army_list_unref (MuArmyList *list)
{
  if (list == NULL || !g_atomic_ref_count_dec (&list->ref_count))
    return;
  g_free (list->id);
  g_free (list->ruleset_id);
  g_free (list->name);
  g_free (list->period);
  g_free (list->revised);
  g_free (list->source);
  g_free (list->description);
  g_free (list->allies);
  g_free (list->notes);
  g_free (list->file);
  g_free (list->hash);
  g_bytes_unref (list->content);
  g_clear_pointer (&list->ruleset, mu_ruleset_unref);
  /* a list made from its header has no rows until they are read */
  g_clear_pointer (&list->options, g_ptr_array_unref);
  g_clear_pointer (&list->constraints, g_ptr_array_unref);
  g_clear_pointer (&list->ally_rows, g_ptr_array_unref);
  g_clear_pointer (&list->rows, g_ptr_array_unref);
  g_clear_pointer (&list->by_id, g_hash_table_unref);
  g_clear_pointer (&list->row_index, g_hash_table_unref);
  g_clear_pointer (&list->entries, g_ptr_array_unref);
  g_free (list);
}

/* Options and footnotes are looked up by walking their arrays; a list has a
 * few of each, and these caps keep a hostile one from making that slow. */
#define MU_LIST_MAX_OPTIONS 256
#define MU_LIST_MAX_CONSTRAINTS 4096

static gboolean
add_option (MuArmyList *list, MuOptionDef *def, MuXmlNode *node, const char *file, GError **error)
{
  g_autoptr(MuOptionDef) owned = def;

  if (list->options->len >= MU_LIST_MAX_OPTIONS)
    {
      mu_xml_set_error (error, MU_ERROR_TOO_LARGE, file, node,
                        _("the list has more than %d options"), MU_LIST_MAX_OPTIONS);
      return FALSE;
    }
  if (mu_option_defs_find (list->options, def->id) != NULL)
    {
      mu_xml_set_error (error, MU_ERROR_REFERENCE, file, node, _("two options have the id “%s”"), def->id);
      return FALSE;
    }
  g_ptr_array_add (list->options, g_steal_pointer (&owned));
  return TRUE;
}

static gboolean
add_constraint (MuArmyList *list, MuConstraint *constraint, MuXmlNode *node, const char *file, GError **error)
{
  if (list->constraints->len >= MU_LIST_MAX_CONSTRAINTS)
    {
      mu_constraint_free (constraint);
      mu_xml_set_error (error, MU_ERROR_TOO_LARGE, file, node,
                        _("the list has more than %d footnote rules"), MU_LIST_MAX_CONSTRAINTS);
      return FALSE;
    }
  g_ptr_array_add (list->constraints, constraint);
  return TRUE;
}

static gboolean
parse_footnote (MuArmyList *list, MuXmlNode *node, const char *file, GError **error)
{
  g_autofree char *marker = mu_xml_prop (node, "marker");
  g_autofree char *reference = mu_xml_prop (node, "ref");
  g_autofree char *text = NULL;

  for (MuXmlNode *child = node->children; child != NULL; child = child->next)
    if (mu_xml_is (child, "text"))
      {
        g_free (text);
        text = mu_xml_text (child);
      }
  for (MuXmlNode *child = node->children; child != NULL; child = child->next)
    {
      MuConstraint *constraint;

      if (mu_xml_is (child, "text"))
        continue;
      constraint = mu_constraint_parse (child, marker, text, reference, file, error);
      if (constraint == NULL || !add_constraint (list, constraint, child, file, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
parse_text_child (MuArmyList *list, MuXmlNode *child)
{
  char **field = NULL;

  if (mu_xml_is (child, "description"))
    field = &list->description;
  else if (mu_xml_is (child, "allies"))
    field = &list->allies;
  else if (mu_xml_is (child, "notes"))
    field = &list->notes;
  if (field == NULL)
    return FALSE;
  g_free (*field);
  *field = mu_xml_text (child);
  return TRUE;
}

static gboolean
parse_child (MuArmyList *list, MuXmlNode *child, const char *file, GError **error)
{
  if (parse_text_child (list, child))
    return TRUE;
  if (mu_xml_is (child, "option"))
    {
      MuOptionDef *def = mu_option_def_parse (child, file, error);

      return def != NULL && add_option (list, def, child, file, error);
    }
  if (mu_xml_is (child, "entry"))
    {
      MuListEntry *entry = mu_list_entry_parse (child, NULL, file, error);
      if (entry == NULL)
        return FALSE;
      g_ptr_array_add (list->entries, entry);
      return TRUE;
    }
  if (mu_xml_is (child, "footnote"))
    return parse_footnote (list, child, file, error);
  if (mu_xml_is (child, "ally"))
    {
      MuAllyRow *row = mu_ally_row_parse (child, file, error);

      if (row == NULL)
        return FALSE;
      g_ptr_array_add (list->ally_rows, row);
      return TRUE;
    }
  return mu_xml_unexpected (child, file, error);
}

static gboolean
index_entry (MuArmyList *list, MuListEntry *entry, const char *file, GError **error)
{
  MuListEntry *taken = g_hash_table_lookup (list->by_id, entry->id);

  /* The ruleset's rows are indexed last: a clash with one is the list's. */
  if (taken != NULL && file == list->ruleset->file)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
                   _("%s:%u: row “%s” has the id of a row that ruleset “%s” gives every list"), list->file,
                      taken->line, entry->id, list->ruleset->id);
      return FALSE;
    }
  if (taken != NULL)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
                   _("%s:%u: two rows have the id “%s”"), file, entry->line, entry->id);
      return FALSE;
    }
  if (list->ruleset->klass->check_entry != NULL
      && !list->ruleset->klass->check_entry (list->ruleset, entry, file, error))
    return FALSE;
  g_hash_table_insert (list->by_id, entry->id, entry);
  g_ptr_array_add (list->rows, entry);
  g_hash_table_insert (list->row_index, entry, GUINT_TO_POINTER (list->rows->len));
  for (guint i = 0; i < entry->children->len; i++)
    if (!index_entry (list, entry->children->pdata[i], file, error))
      return FALSE;
  return TRUE;
}

static gboolean
resolve_ids (MuArmyList *list, MuConstraint *constraint, char **ids, GPtrArray *into, const char *file,
             GError **error)
{
  for (guint i = 0; ids[i] != NULL; i++)
    {
      MuListEntry *entry = g_hash_table_lookup (list->by_id, ids[i]);

      if (entry == NULL)
        {
          g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
                       _("%s:%u: footnote %s names row “%s”, which the list does not have"), file,
                          constraint->line, mu_constraint_source (constraint), ids[i]);
          return FALSE;
        }
      g_ptr_array_add (into, entry);
    }
  return TRUE;
}

/* when="option=value" must name an option of the list or its ruleset, and a
 * value that option can take, or the footnote would silently never apply. */
static gboolean
resolve_when (MuArmyList *list, MuConstraint *constraint, const char *file, GError **error)
{
  MuOptionDef *def;

  if (constraint->when_option == NULL)
    return TRUE;
  def = mu_option_defs_find (list->options, constraint->when_option);
  if (def == NULL)
    def = mu_option_defs_find (list->ruleset->options, constraint->when_option);
  if (def == NULL)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
                   _("%s:%u: footnote %s applies when option “%s” is set, which neither the list "
                     "nor its ruleset offers"),
                      file, constraint->line, mu_constraint_source (constraint), constraint->when_option);
      return FALSE;
    }
  if (!mu_option_def_accepts (def, constraint->when_value))
    {
      g_set_error (error, MU_ERROR, MU_ERROR_VALUE,
                   _("%s:%u: footnote %s applies when option “%s” is “%s”, which it cannot be"), file,
                      constraint->line, mu_constraint_source (constraint), constraint->when_option,
                      constraint->when_value);
      return FALSE;
    }
  return TRUE;
}

static gboolean
resolve_constraint (MuArmyList *list, MuConstraint *constraint, const char *file, GError **error)
{
  if (constraint->entry_ids != NULL
      && !resolve_ids (list, constraint, constraint->entry_ids, constraint->entries, file, error))
    return FALSE;
  for (guint i = 0; constraint->group_ids != NULL && i < constraint->group_ids->len; i++)
    {
      GPtrArray *group = g_ptr_array_new ();

      g_ptr_array_add (constraint->groups, group);
      if (!resolve_ids (list, constraint, constraint->group_ids->pdata[i], group, file, error))
        return FALSE;
    }
  if (constraint->option != NULL && mu_option_defs_find (list->options, constraint->option) == NULL)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
                   _("%s:%u: footnote %s depends on option “%s”, which the list does not offer"), file,
                      constraint->line, mu_constraint_source (constraint), constraint->option);
      return FALSE;
    }
  return resolve_when (list, constraint, file, error);
}

static gboolean
resolve (MuArmyList *list, const char *file, GError **error)
{
  for (guint i = 0; i < list->entries->len; i++)
    if (!index_entry (list, list->entries->pdata[i], file, error))
      return FALSE;
  for (guint i = 0; i < list->ruleset->entries->len; i++)
    if (!index_entry (list, list->ruleset->entries->pdata[i], list->ruleset->file, error))
      return FALSE;
  for (guint i = 0; i < list->constraints->len; i++)
    if (!resolve_constraint (list, list->constraints->pdata[i], file, error))
      return FALSE;
  return TRUE;
}

static gboolean
parse_root (MuArmyList *list, MuXmlNode *root, GHashTable *rulesets, const char *file, GError **error)
{
  MuRuleset *ruleset;

  if (!mu_xml_prop_required (root, "id", file, &list->id, error)
      || !mu_xml_check_id (root, list->id, file, error)
      || !mu_xml_prop_required (root, "ruleset", file, &list->ruleset_id, error)
      || !mu_xml_prop_required (root, "name", file, &list->name, error)
      || !mu_xml_prop_int (root, "revision", 1, 1000000, 1, file, &list->revision, error))
    return FALSE;
  list->period = mu_xml_prop (root, "period");
  list->revised = mu_xml_prop (root, "revised");
  list->source = mu_xml_prop (root, "source");
  ruleset = rulesets != NULL ? g_hash_table_lookup (rulesets, list->ruleset_id) : NULL;
  if (ruleset == NULL)
    {
      mu_xml_set_error (error, MU_ERROR_REFERENCE, file, root,
                        _("the list is for ruleset “%s”, which Muster does not have"), list->ruleset_id);
      return FALSE;
    }
  list->ruleset = mu_ruleset_ref (ruleset);
  for (MuXmlNode *child = root->children; child != NULL; child = child->next)
    if (!parse_child (list, child, file, error))
      return FALSE;
  return resolve (list, file, error);
}

static MuArmyList *
load_tree (MuXmlTree *tree, const char *display_name, GBytes *content, GHashTable *rulesets, GError **error)
{
  MuArmyList *list;

  if (tree == NULL)
    return NULL;
  list = g_new0 (MuArmyList, 1);
  g_atomic_ref_count_init (&list->ref_count);
  list->file = g_strdup (display_name);
  list->content = g_bytes_ref (content);
  list->options = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_option_def_free);
  list->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_list_entry_free);
  list->rows = g_ptr_array_new ();
  list->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  list->row_index = g_hash_table_new (g_direct_hash, g_direct_equal);
  list->constraints = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_constraint_free);
  list->ally_rows = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_ally_row_free);
  if (!parse_root (list, mu_xml_tree_get_root (tree), rulesets, display_name, error))
    {
      mu_army_list_unref (list);
      return NULL;
    }
  return list;
}

/**
 * mu_army_list_load_data:
 * @data: the bytes of an army list file
 * @length: how many bytes @data has
 * @display_name: what messages call the file, and the list's file name
 * @rulesets: (nullable) (element-type utf8 MuRuleset): the rulesets the
 *   list may be for, by id, such as #MuLibrary's; not referenced after the
 *   call
 * @error: return location for a #GError, or %NULL
 *
 * Reads an army list from memory with the hardened reader, as
 * mu_army_list_load_file() reads a file. The bytes are copied, for
 * mu_army_list_get_hash().
 *
 * Returns: (transfer full) (nullable): the list, or %NULL with @error set;
 *   free it with mu_army_list_unref()
 */
MuArmyList *
mu_army_list_load_data (const char *data, gsize length, const char *display_name, GHashTable *rulesets,
                        GError **error)
{
  g_autoptr(MuXmlTree) tree = mu_xml_tree_read_memory (data, length, display_name, "army-list", error);
  g_autoptr(GBytes) content = NULL;

  if (tree == NULL)
    return NULL;
  content = g_bytes_new (data, length);
  return load_tree (tree, display_name, content, rulesets, error);
}

/**
 * mu_army_list_load_file:
 * @path: an army list file
 * @rulesets: (nullable) (element-type utf8 MuRuleset): the rulesets the
 *   list may be for, by id, such as #MuLibrary's; not referenced after the
 *   call
 * @error: return location for a #GError, or %NULL
 *
 * Reads an army list file with the hardened reader and resolves it: its
 * ruleset is looked up in @rulesets (and referenced by the list), its rows
 * and the ruleset's are indexed by id and checked by the ruleset, and every
 * footnote's rows and options must exist.
 *
 * Returns: (transfer full) (nullable): the list, or %NULL with @error set
 *   (%MU_ERROR, the message names the file and line): %MU_ERROR_IO,
 *   %MU_ERROR_PARSE, %MU_ERROR_FORMAT or %MU_ERROR_TOO_LARGE from the
 *   reader or for a list over its limits, %MU_ERROR_REFERENCE for a ruleset
 *   @rulesets lacks, two rows or options with one id or a footnote naming
 *   what the list does not have, %MU_ERROR_VALUE for a value out of range;
 *   free it with mu_army_list_unref()
 */
MuArmyList *
mu_army_list_load_file (const char *path, GHashTable *rulesets, GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(MuXmlTree) tree = mu_xml_tree_read_file (path, "army-list", &bytes, error);

  return load_tree (tree, path, bytes, rulesets, error);
}

/**
 * mu_army_list_new_unloaded:
 * @file: the list's file
 * @header: (transfer none): what an index knows of the file
 * @ruleset: (transfer none): the list's ruleset, the one @header names
 *
 * Makes a list of its header alone, as the library shows it before the list
 * is used: its id, ruleset, revision, names, source and hash, and no rows,
 * options or footnotes until mu_army_list_load_rows() reads them.
 *
 * Returns: (transfer full): the list; free it with mu_army_list_unref()
 */
MuArmyList *
mu_army_list_new_unloaded (const char *file, const MuListHeader *header, MuRuleset *ruleset)
{
  MuArmyList *list = g_new0 (MuArmyList, 1);

  g_atomic_ref_count_init (&list->ref_count);
  list->file = g_strdup (file);
  list->id = g_strdup (header->id);
  list->ruleset_id = g_strdup (header->ruleset_id);
  list->revision = header->revision;
  list->revised = g_strdup (header->revised);
  list->name = g_strdup (header->name);
  list->period = g_strdup (header->period);
  list->source = g_strdup (header->source);
  list->hash = g_strdup (header->hash);
  list->ruleset = mu_ruleset_ref (ruleset);
  return list;
}

/**
 * mu_army_list_is_loaded:
 * @list: an army list
 *
 * Whether a list has its rows: every list does, but one made by
 * mu_army_list_new_unloaded() before mu_army_list_load_rows().
 *
 * Returns: %TRUE when the list's rows, options and footnotes are read
 */
gboolean
mu_army_list_is_loaded (MuArmyList *list)
{
  return list->entries != NULL;
}

/* Whether a list read in full is the one a header described. */
static gboolean
same_header (MuArmyList *header, MuArmyList *full)
{
  return g_str_equal (header->id, full->id) && g_str_equal (header->ruleset_id, full->ruleset_id)
         && header->revision == full->revision && g_strcmp0 (header->name, full->name) == 0
         && g_strcmp0 (header->period, full->period) == 0 && g_strcmp0 (header->source, full->source) == 0
         && g_strcmp0 (header->revised, full->revised) == 0
         && g_str_equal (mu_army_list_get_hash (header), mu_army_list_get_hash (full));
}

/**
 * mu_army_list_load_rows:
 * @list: a list made by mu_army_list_new_unloaded()
 * @rulesets: (element-type utf8 MuRuleset): the rulesets, by id, as for
 *   mu_army_list_load_file()
 * @error: return location for a #GError, or %NULL
 *
 * Reads the rest of a list made from its header, from its file, checked as
 * mu_army_list_load_file() checks a list. When the file still holds what
 * the header says (the same id, ruleset, revision, names and hash), the rows
 * join @list itself, which is returned; when it changed since, the list it
 * holds now is returned instead, and @list keeps no rows.
 *
 * Returns: (transfer full) (nullable): @list with its rows, or the list the
 *   file holds now, or %NULL with @error set as mu_army_list_load_file()
 *   sets it; free it with mu_army_list_unref()
 */
MuArmyList *
mu_army_list_load_rows (MuArmyList *list, GHashTable *rulesets, GError **error)
{
  g_autoptr(MuArmyList) full = NULL;

  if (mu_army_list_is_loaded (list))
    return mu_army_list_ref (list);
  full = mu_army_list_load_file (list->file, rulesets, error);
  if (full == NULL || !same_header (list, full))
    return g_steal_pointer (&full);
  g_free (list->description), list->description = g_steal_pointer (&full->description);
  g_free (list->allies), list->allies = g_steal_pointer (&full->allies);
  g_free (list->notes), list->notes = g_steal_pointer (&full->notes);
  list->content = g_steal_pointer (&full->content);
  list->options = g_steal_pointer (&full->options);
  list->entries = g_steal_pointer (&full->entries);
  list->rows = g_steal_pointer (&full->rows);
  list->by_id = g_steal_pointer (&full->by_id);
  list->row_index = g_steal_pointer (&full->row_index);
  list->constraints = g_steal_pointer (&full->constraints);
  list->ally_rows = g_steal_pointer (&full->ally_rows);
  return mu_army_list_ref (list);
}

/**
 * mu_army_list_lookup:
 * @list: an army list
 * @id: (nullable): a row's id
 *
 * Finds a row of the list, or of its ruleset's rows every list has, by id;
 * upgrade rows too.
 *
 * Returns: (transfer none) (nullable): the row, owned by @list, or %NULL
 *   when @id is %NULL or no row has it
 */
MuListEntry *
mu_army_list_lookup (MuArmyList *list, const char *id)
{
  return id != NULL ? g_hash_table_lookup (list->by_id, id) : NULL;
}

/**
 * mu_army_list_first_of_kind:
 * @list: an army list
 * @kind: a kind of row
 *
 * Finds the first row of a kind, in the order of the list's rows (the
 * list's own first, then its ruleset's).
 *
 * Returns: (transfer none) (nullable): the row, owned by @list, or %NULL
 *   when the list has none of @kind
 */
MuListEntry *
mu_army_list_first_of_kind (MuArmyList *list, MuEntryKind kind)
{
  for (guint i = 0; i < list->rows->len; i++)
    {
      MuListEntry *entry = list->rows->pdata[i];
      if (entry->kind == kind)
        return entry;
    }
  return NULL;
}

/* Whether a line of a list file is one <ally …/> of its allies row. */
static gboolean
is_ally_line (const char *line, gsize length)
{
  while (length > 0 && (*line == ' ' || *line == '\t'))
    line++, length--;
  while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r' || line[length - 1] == ' '))
    length--;
  return length > 8 && strncmp (line, "<ally ", 6) == 0 && strncmp (line + length - 2, "/>", 2) == 0;
}

/**
 * mu_army_list_get_hash:
 * @list: an army list
 *
 * Gives the SHA-256 of the list file's bytes, in hex, which rosters record.
 * It is worked out the first time it is asked for: loading a library does
 * not need it, and most lists are never built on. The lines of the allies
 * row as data (one <ally …/> a line, as Muster writes them) are left out:
 * they say where allied contingents come from, not what a row of the list
 * is, so rosters and share codes made before a list named its allies as
 * data still name it. Safe to call from several threads at once.
 *
 * Returns: (transfer none): the hash, 64 hex digits, owned by @list
 */
const char *
mu_army_list_get_hash (MuArmyList *list)
{
  char *hash = g_atomic_pointer_get (&list->hash);
  g_autoptr(GChecksum) checksum = NULL;
  gsize length = 0;
  const char *data;
  const char *end;

  if (hash != NULL)
    return hash;
  data = g_bytes_get_data (list->content, &length);
  end = data + length;
  checksum = g_checksum_new (G_CHECKSUM_SHA256);
  while (data < end)
    {
      const char *newline = memchr (data, '\n', (gsize) (end - data));
      const char *next = newline != NULL ? newline + 1 : end;

      if (!is_ally_line (data, (gsize) (next - data)))
        g_checksum_update (checksum, (const guchar *) data, next - data);
      data = next;
    }
  hash = g_strdup (g_checksum_get_string (checksum));
  if (!g_atomic_pointer_compare_and_exchange (&list->hash, NULL, hash))
    {
      g_free (hash);
      hash = g_atomic_pointer_get (&list->hash);
    }
  return hash;
}

/**
 * mu_army_list_short_hash:
 * @list: an army list
 *
 * Gives the first 8 hex digits of mu_army_list_get_hash(), as the roster
 * sheet shows it.
 *
 * Returns: (transfer full): the short hash; free it with g_free()
 */
char *
mu_army_list_short_hash (MuArmyList *list)
{
  return g_strndup (mu_army_list_get_hash (list), 8);
}

/**
 * mu_army_list_row_index:
 * @list: an army list
 * @entry: a row
 *
 * Gives the position of a row among all the list's rows (its own, then its
 * ruleset's, each followed by the rows under it), the index of its counts in
 * a #MuTally.
 *
 * Returns: the position from 0, or the number of rows when @entry is not
 *   a row of @list
 */
guint
mu_army_list_row_index (MuArmyList *list, MuListEntry *entry)
{
  gpointer found = g_hash_table_lookup (list->row_index, entry);

  return found != NULL ? GPOINTER_TO_UINT (found) - 1 : list->rows->len;
}

/**
 * mu_army_list_get_allies:
 * @list: an army list
 *
 * Gives the allies the list's allies row names, as data: the lists an
 * allied contingent may come from, in the book's order. A builder offers
 * those the library has and says which it lacks.
 *
 * Returns: (transfer none) (element-type MuAllyRow): the rows, owned by @list
 */
GPtrArray *
mu_army_list_get_allies (MuArmyList *list)
{
  return list->ally_rows;
}

/* What tells a row from the others of its name, in words: the values of
 * the ruleset's attributes it differs from them in ("Close order"). */
static void
append_differences (MuArmyList *list, MuListEntry *entry, GPtrArray *namesakes, GString *parts)
{
  GPtrArray *defs = list->ruleset != NULL ? list->ruleset->attributes : NULL;

  for (guint i = 0; defs != NULL && i < defs->len; i++)
    {
      MuOptionDef *def = defs->pdata[i];
      const char *value = mu_list_entry_attr (entry, def->id);
      gboolean differs = FALSE;
      g_autofree char *text = NULL;

      for (guint j = 0; value != NULL && !differs && j < namesakes->len; j++)
        differs = g_strcmp0 (mu_list_entry_attr (namesakes->pdata[j], def->id), value) != 0;
      if (!differs || def->kind == MU_OPTION_TEXT)
        continue;
      text = mu_option_def_format (def, value);
      g_string_append_printf (parts, "%s%s", parts->len > 0 ? ", " : "", text);
    }
}

/**
 * mu_army_list_row_title:
 * @list: an army list
 * @entry: one of its rows
 *
 * Names a row for a person choosing among the list's rows: its label,
 * and, where other rows of the list have the same name, what sets it
 * apart in words, the ruleset's attributes it differs in ("Archers (Close
 * order)", "Archers (Open order)"), else its description ("Symmachiarii
 * (Javelinmen)"), never only the book's codes.
 *
 * Returns: (transfer full): the title
 */
char *
mu_army_list_row_title (MuArmyList *list, MuListEntry *entry)
{
  g_autoptr(GPtrArray) namesakes = g_ptr_array_new ();
  g_autoptr(GString) parts = g_string_new (NULL);

  for (guint i = 0; entry->parent == NULL && entry->name != NULL && i < list->rows->len; i++)
    {
      MuListEntry *row = list->rows->pdata[i];

      if (row != entry && g_strcmp0 (row->name, entry->name) == 0)
        g_ptr_array_add (namesakes, row);
    }
  if (namesakes->len == 0)
    return g_strdup (mu_list_entry_label (entry));
  append_differences (list, entry, namesakes, parts);
  if (parts->len == 0 && entry->description != NULL)
    g_string_append (parts, entry->description);
  if (parts->len == 0)
    return g_strdup (mu_list_entry_label (entry));
  /* TRANSLATORS: a list row and what sets it apart from rows of the same name: "Archers (Close order)" */
  return g_strdup_printf (_("%s (%s)"), mu_list_entry_label (entry), parts->str);
}
