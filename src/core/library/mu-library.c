/* mu-library.c
 *
 * A library folder holds rulesets/<id>.xml and, in any other sub-folder but
 * examples/, army lists. A file that fails to load is reported, not fatal.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mu-army-list-private.h"
#include "mu-army-list.h"
#include "mu-contingent.h"
#include "mu-error.h"
#include "mu-library-private.h"
#include "mu-library.h"
#include "mu-list-index-private.h"
#include "mu-roster-io-private.h"
#include "mu-roster.h"
#include "mu-ruleset.h"

/**
 * mu_library_revision_path:
 * @dir: a lists folder
 * @ruleset_id: the list's ruleset
 * @list_id: the list's id
 * @revision: an earlier revision
 *
 * Builds the path under which a replaced revision of a list is kept. The
 * strings are joined as given, without checking that they are safe file
 * names or that the file exists; it cannot fail.
 *
 * Returns: (transfer full): where that revision is kept:
 *   `DIR/RULESET/revisions/ID.rREVISION.xml`
 */
char *
mu_library_revision_path (const char *dir, const char *ruleset_id, const char *list_id, gint64 revision)
{
  g_autofree char *name = g_strdup_printf ("%s.r%" G_GINT64_FORMAT ".xml", list_id, revision);

  return g_build_filename (dir, ruleset_id, "revisions", name, NULL);
}

/**
 * mu_library_new:
 *
 * Makes an empty library: no ruleset, no list, no folder. Fill it with
 * mu_library_load_dir().
 *
 * Returns: (transfer full): a new library; free it with mu_library_unref()
 */
MuLibrary *
mu_library_new (void)
{
  MuLibrary *self = g_new0 (MuLibrary, 1);

  g_atomic_ref_count_init (&self->ref_count);
  self->rulesets = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) mu_ruleset_unref);
  self->lists = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_army_list_unref);
  self->problems = g_ptr_array_new_with_free_func (g_free);
  self->dirs = g_ptr_array_new_with_free_func (g_free);
  self->revisions = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_army_list_unref);
  self->ruleset_stamps = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return self;
}

/**
 * mu_library_ref:
 * @self: a library
 *
 * Takes a reference to a library.
 *
 * Returns: (transfer full): @self; release it with mu_library_unref()
 */
MuLibrary *
mu_library_ref (MuLibrary *self)
{
  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * mu_library_unref:
 * @self: (nullable) (transfer full): a library
 *
 * Releases a reference to a library; the last one frees it and releases
 * its rulesets and lists (a list someone else holds stays alive). %NULL is
 * ignored.
 */
void
mu_library_unref (MuLibrary *self)
{
  if (self == NULL || !g_atomic_ref_count_dec (&self->ref_count))
    return;
  g_ptr_array_unref (self->lists);
  g_hash_table_unref (self->rulesets);
  g_ptr_array_unref (self->problems);
  g_ptr_array_unref (self->dirs);
  g_ptr_array_unref (self->revisions);
  g_hash_table_unref (self->ruleset_stamps);
  mu_list_index_free (self->index);
  g_free (self);
}

/**
 * mu_library_default_dirs:
 *
 * Gives the folders Muster reads army lists from: the folder
 * `MUSTER_LISTS_DIR` names when it is set and not empty, else the
 * installed lists (or the source tree's, for a build run uninstalled);
 * then the user's own (`$XDG_DATA_HOME/muster/lists`) when it exists, so
 * the application and muster-cli see the same lists however they are run.
 *
 * Returns: (transfer full) (array zero-terminated=1): the folders, in the
 *   order they are read; free them with g_strfreev()
 */
static char **
mu_library_default_dirs (void)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  const char *env = g_getenv ("MUSTER_LISTS_DIR");
  g_autofree char *user = g_build_filename (g_get_user_data_dir (), "muster", "lists", NULL);
  g_autofree char *installed = g_build_filename (MU_PKGDATADIR, "lists", NULL);

  if (env != NULL && *env != '\0')
    g_strv_builder_add (builder, env);
  else if (g_file_test (installed, G_FILE_TEST_IS_DIR))
    g_strv_builder_add (builder, installed);
  else
    g_strv_builder_add (builder, MU_SOURCE_LISTS_DIR);
  if (g_file_test (user, G_FILE_TEST_IS_DIR) && g_strcmp0 (env, user) != 0)
    g_strv_builder_add (builder, user);
  return g_strv_builder_end (builder);
}

static int
compare_paths (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

static GPtrArray *
xml_files (const char *dir)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    if (g_str_has_suffix (name, ".xml"))
      g_ptr_array_add (files, g_build_filename (dir, name, NULL));
  g_ptr_array_sort (files, compare_paths);
  return files;
}

/* A ruleset's file is named after its id (rulesets/tts.xml is “tts”). When
 * two files give the same id, the one so named is kept and the other is
 * reported, so that no file silently replaces a ruleset; when neither is so
 * named, the first found is kept (folders in order, files by name). */
static gboolean
named_after_id (MuRuleset *ruleset)
{
  g_autofree char *base = g_path_get_basename (ruleset->file);
  g_autofree char *expected = g_strconcat (ruleset->id, ".xml", NULL);

  return g_str_equal (base, expected);
}

static void
add_ruleset (MuLibrary *self, MuRuleset *ruleset)
{
  MuRuleset *known = g_hash_table_lookup (self->rulesets, ruleset->id);
  MuRuleset *kept = ruleset;
  MuRuleset *skipped = known;

  if (known == NULL)
    {
      g_hash_table_insert (self->rulesets, g_strdup (ruleset->id), ruleset);
      return;
    }
  if (named_after_id (known) || !named_after_id (ruleset))
    {
      kept = known;
      skipped = ruleset;
    }
  /* TRANSLATORS: the first and last %s are files, the second a ruleset's id */
  g_ptr_array_add (self->problems, g_strdup_printf (_("%s: ruleset id “%s” is already used by %s; skipped"),
                                                       skipped->file, skipped->id, kept->file));
  if (kept == ruleset)
    g_hash_table_replace (self->rulesets, g_strdup (ruleset->id), ruleset);
  else
    mu_ruleset_unref (ruleset);
}

static void
load_rulesets (MuLibrary *self, const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "rulesets", NULL);
  g_autoptr(GPtrArray) files = xml_files (path);

  for (guint i = 0; i < files->len; i++)
    {
      g_autoptr(GError) error = NULL;
      MuRuleset *ruleset = mu_ruleset_load_file (files->pdata[i], &error);

      if (ruleset == NULL)
        g_ptr_array_add (self->problems, g_strdup (error->message));
      else
        add_ruleset (self, ruleset);
    }
}

/* A list of a later folder (the player's own) takes the place of an
 * earlier folder's list with its id, as mu_library_put_list () does; two
 * of one folder with one id keep the first. */
static void
add_list (MuLibrary *self, MuArmyList *list, GHashTable *earlier)
{
  for (guint i = 0; i < self->lists->len; i++)
    if (g_str_equal (((MuArmyList *) self->lists->pdata[i])->id, list->id))
      {
        if (g_hash_table_contains (earlier, list->id))
          {
            g_hash_table_remove (earlier, list->id);
            mu_army_list_unref (self->lists->pdata[i]);
            self->lists->pdata[i] = list;
            return;
          }
        g_ptr_array_add (self->problems,
                         g_strdup_printf (_("%s: list id “%s” is already used by %s; skipped"), list->file,
                                             list->id, ((MuArmyList *) self->lists->pdata[i])->file));
        mu_army_list_unref (list);
        return;
      }
  g_ptr_array_add (self->lists, list);
}

/* The ids of the lists read from earlier folders, borrowed */
static GHashTable *
ids_so_far (MuLibrary *self)
{
  GHashTable *ids = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < self->lists->len; i++)
    g_hash_table_add (ids, ((MuArmyList *) self->lists->pdata[i])->id);
  return ids;
}

/* The stamp of a ruleset's file, for the index; NULL when it changed in
 * the last seconds, when no list is entered. */
static const char *
ruleset_stamp (MuLibrary *self, const char *id)
{
  MuRuleset *ruleset = mu_library_find_ruleset (self, id);
  gboolean settled = FALSE;
  char *stamp;

  if (ruleset == NULL || ruleset->file == NULL)
    return NULL;
  if (g_hash_table_lookup_extended (self->ruleset_stamps, id, NULL, (gpointer *) &stamp))
    return stamp;
  stamp = mu_list_index_stamp (ruleset->file, &settled);
  if (!settled)
    g_clear_pointer (&stamp, g_free);
  g_hash_table_insert (self->ruleset_stamps, g_strdup (id), stamp);
  return stamp;
}

/* A list file: its header alone when the index knows the file as it is and
 * the ruleset as it was, else the whole list, read and checked, and then
 * entered in the index when the file has settled. */
static MuArmyList *
read_list (MuLibrary *self, const char *path, GError **error)
{
  gboolean settled = FALSE;
  g_autofree char *stamp = mu_list_index_is_kept (self->index) ? mu_list_index_stamp (path, &settled) : NULL;
  const MuListHeader *header = stamp != NULL ? mu_list_index_lookup (self->index, path, stamp) : NULL;
  const char *known = header != NULL ? ruleset_stamp (self, header->ruleset_id) : NULL;
  MuArmyList *list;

  if (known != NULL && g_str_equal (known, header->ruleset_stamp))
    return mu_army_list_new_unloaded (path, header, mu_library_find_ruleset (self, header->ruleset_id));
  list = mu_army_list_load_file (path, self->rulesets, error);
  if (list != NULL && settled && (known = ruleset_stamp (self, list->ruleset_id)) != NULL)
    mu_list_index_put (self->index, path, stamp, known, list);
  return list;
}

static void
load_lists (MuLibrary *self, const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) subdirs = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) earlier = ids_so_far (self);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    if (!g_str_equal (name, "rulesets") && !g_str_equal (name, "examples") && name[0] != '.')
      g_ptr_array_add (subdirs, g_build_filename (dir, name, NULL));
  g_ptr_array_sort (subdirs, compare_paths);
  for (guint i = 0; i < subdirs->len; i++)
    {
      g_autoptr(GPtrArray) files = xml_files (subdirs->pdata[i]);

      for (guint j = 0; j < files->len; j++)
        {
          g_autoptr(GError) error = NULL;
          MuArmyList *list = read_list (self, files->pdata[j], &error);

          if (list == NULL)
            g_ptr_array_add (self->problems, g_strdup (error->message));
          else
            add_list (self, list, earlier);
        }
    }
}

typedef struct
{
  MuArmyList *list;
  char *key; /* its name's collation key */
} SortedList;

static int
compare_sorted (gconstpointer a, gconstpointer b)
{
  const SortedList *x = a;
  const SortedList *y = b;
  int by_ruleset = g_strcmp0 (x->list->ruleset_id, y->list->ruleset_id);

  return by_ruleset != 0 ? by_ruleset : strcmp (x->key, y->key);
}

/* The lists by ruleset, then name as the locale sorts it: each name's
 * collation key made once (g_utf8_collate () for each comparison was a
 * quarter of starting with a library of 200 lists). */
static void
sort_lists (MuLibrary *self)
{
  g_autoptr(GArray) sorted = g_array_sized_new (FALSE, FALSE, sizeof (SortedList), self->lists->len);

  for (guint i = 0; i < self->lists->len; i++)
    {
      MuArmyList *list = self->lists->pdata[i];
      SortedList item = { list, g_utf8_collate_key (list->name, -1) };

      g_array_append_val (sorted, item);
    }
  g_array_sort (sorted, compare_sorted);
  for (guint i = 0; i < sorted->len; i++)
    {
      SortedList *item = &g_array_index (sorted, SortedList, i);

      self->lists->pdata[i] = item->list;
      g_free (item->key);
    }
}

/**
 * mu_library_load_dir:
 * @self: a library
 * @dir: a folder of army lists
 * @error: return location for a #GError, or %NULL
 *
 * Reads a library folder into @self: the rulesets in its `rulesets` folder, then
 * the army lists in every other sub-folder but `examples/`. A file that does
 * not load, or gives an id already taken, is skipped and its message added
 * to @self's problems; it does not fail the call. The lists are kept sorted
 * by ruleset, then name. A list file the library's index (in the user's
 * cache) knows as it is now gives its header alone, its rows read when
 * mu_library_find_list() first gives it; the others are read in full and
 * entered in the index, which is saved.
 *
 * Returns: %TRUE when the folder was read; %FALSE with @error set
 *   (%MU_ERROR_IO) when @dir is not a folder
 */
gboolean
mu_library_load_dir (MuLibrary *self, const char *dir, GError **error)
{
  if (!g_file_test (dir, G_FILE_TEST_IS_DIR))
    {
      g_set_error (error, MU_ERROR, MU_ERROR_IO, _("%s: no such folder of army lists"), dir);
      return FALSE;
    }
  g_ptr_array_add (self->dirs, g_strdup (dir));
  if (self->index == NULL)
    {
      g_autofree char *path = mu_list_index_default_path ();

      self->index = mu_list_index_open (path);
    }
  load_rulesets (self, dir);
  load_lists (self, dir);
  sort_lists (self);
  mu_list_index_save (self->index);
  return TRUE;
}

/**
 * mu_library_new_default:
 * @error: return location for a #GError, or %NULL
 *
 * Makes a library of the folders Muster reads army lists from, in this
 * order: the folder `MUSTER_LISTS_DIR` names when it is set and not
 * empty, else the installed lists (or the source tree's, for a build run
 * uninstalled); then the user's own (`$XDG_DATA_HOME/muster/lists`) when it
 * exists, whose lists take the place of those of the same id.
 *
 * Returns: (transfer full) (nullable): the library, or %NULL with @error set
 *   (%MU_ERROR_IO) when one of the folders is missing, which happens only
 *   for a `MUSTER_LISTS_DIR` that is not a folder or a build whose lists are
 *   neither installed nor in its source tree; free it with mu_library_unref()
 */
MuLibrary *
mu_library_new_default (GError **error)
{
  g_autoptr(MuLibrary) self = mu_library_new ();
  g_auto(GStrv) dirs = mu_library_default_dirs ();

  for (guint i = 0; dirs[i] != NULL; i++)
    if (!mu_library_load_dir (self, dirs[i], error))
      return NULL;
  return g_steal_pointer (&self);
}

/**
 * mu_library_put_list:
 * @self: a library
 * @list: (transfer none): a list just installed or saved
 *
 * Shows a list in the library at once, without reading its folders again:
 * it takes the place of the list with its id, or joins the lists in their
 * order. The folder the list's file is in (`DIR` of `DIR/RULESET/ID.xml`)
 * joins the library's folders, where its earlier revisions are looked for. The list it replaces stays alive
 * for whoever holds it (an open roster); its revision is found again on disk when a roster built on it
 * is opened. It cannot fail.
 */
void
mu_library_put_list (MuLibrary *self, MuArmyList *list)
{
  /* its folder (DIR of DIR/RULESET/ID.xml) is read for its kept revisions */
  if (list->file != NULL)
    {
      g_autofree char *ruleset_dir = g_path_get_dirname (list->file);
      g_autofree char *dir = g_path_get_dirname (ruleset_dir);
      gboolean known = FALSE;

      for (guint i = 0; i < self->dirs->len && !known; i++)
        known = g_str_equal (self->dirs->pdata[i], dir);
      if (!known)
        g_ptr_array_add (self->dirs, g_steal_pointer (&dir));
    }
  for (guint i = 0; i < self->lists->len; i++)
    if (g_str_equal (((MuArmyList *) self->lists->pdata[i])->id, list->id))
      {
        MuArmyList *old = self->lists->pdata[i];

        self->lists->pdata[i] = mu_army_list_ref (list);
        mu_army_list_unref (old);
        sort_lists (self);
        return;
      }
  g_ptr_array_add (self->lists, mu_army_list_ref (list));
  sort_lists (self);
}

/**
 * mu_library_drop_list:
 * @self: a library
 * @id: a list's id
 *
 * Takes a list out of the library (its file removed by the caller). Rosters
 * that hold it keep it; opened again, they say that their list is missing.
 *
 * Returns: %TRUE when the library had a list with @id
 */
gboolean
mu_library_drop_list (MuLibrary *self, const char *id)
{
  for (guint i = 0; i < self->lists->len; i++)
    if (g_str_equal (((MuArmyList *) self->lists->pdata[i])->id, id))
      {
        g_ptr_array_remove_index (self->lists, i);
        return TRUE;
      }
  return FALSE;
}

/**
 * mu_library_find_ruleset:
 * @self: a library
 * @id: (nullable): a ruleset's id, such as "tts"
 *
 * Finds a ruleset of the library by id.
 *
 * Returns: (transfer none) (nullable): the ruleset, owned by @self, or
 *   %NULL when @id is %NULL or the library has no such ruleset
 */
MuRuleset *
mu_library_find_ruleset (MuLibrary *self, const char *id)
{
  return id != NULL ? g_hash_table_lookup (self->rulesets, id) : NULL;
}

/* The library's list at @i with its rows, read now. A file that changed
 * since its header was read takes the list's place as it is now (and is
 * given only when it kept its id); one that no longer loads leaves the
 * library, its message among the problems. */
static MuArmyList *
load_rows (MuLibrary *self, guint i)
{
  MuArmyList *header = self->lists->pdata[i];
  g_autoptr(GError) error = NULL;
  MuArmyList *list = mu_army_list_load_rows (header, self->rulesets, &error);
  gboolean same_id;

  if (list == NULL)
    {
      g_ptr_array_add (self->problems, g_strdup (error->message));
      g_ptr_array_remove_index (self->lists, i);
      return NULL;
    }
  same_id = g_str_equal (list->id, header->id);
  self->lists->pdata[i] = list;
  mu_army_list_unref (header);
  return same_id ? list : NULL;
}

/**
 * mu_library_find_list:
 * @self: a library
 * @id: (nullable): an army list's id
 *
 * Finds an army list of the library by id: its newest revision, as the
 * folders hold it (mu_library_open_roster() finds the earlier revision a
 * roster was built with), with its rows: a list the library knew by its
 * header alone (from its index) is read now, once. A list whose file no
 * longer loads leaves the library and its message joins the problems.
 *
 * Returns: (transfer none) (nullable): the list, owned by @self (take a
 *   reference with mu_army_list_ref() to keep it past mu_library_put_list()
 *   or mu_library_drop_list()), or %NULL when @id is %NULL, the library
 *   has no such list, or its file no longer holds it
 */
MuArmyList *
mu_library_find_list (MuLibrary *self, const char *id)
{
  for (guint i = 0; id != NULL && i < self->lists->len; i++)
    if (g_str_equal (((MuArmyList *) self->lists->pdata[i])->id, id))
      return mu_army_list_is_loaded (self->lists->pdata[i]) ? self->lists->pdata[i] : load_rows (self, i);
  return NULL;
}

/**
 * mu_library_load_lists:
 * @self: a library
 * @ruleset_id: (nullable): a ruleset's id, or %NULL for every ruleset
 *
 * Gives the lists of a ruleset with their rows, as mu_library_find_list()
 * gives each: for what looks into every list's rows (the list editor's
 * rows of other lists, an event pack's rows), where mu_library_find_list ()
 * reads those the library knows by their header alone.
 *
 * Returns: (transfer container) (element-type MuArmyList): the lists, owned
 *   by @self, in the library's order; free the array with g_ptr_array_unref()
 */
GPtrArray *
mu_library_load_lists (MuLibrary *self, const char *ruleset_id)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *lists = g_ptr_array_new ();

  for (guint i = 0; i < self->lists->len; i++)
    {
      MuArmyList *list = self->lists->pdata[i];

      if (ruleset_id == NULL || g_strcmp0 (list->ruleset_id, ruleset_id) == 0)
        g_ptr_array_add (ids, g_strdup (list->id));
    }
  for (guint i = 0; i < ids->len; i++)
    {
      MuArmyList *list = mu_library_find_list (self, ids->pdata[i]);

      if (list != NULL)
        g_ptr_array_add (lists, list);
    }
  return lists;
}

/**
 * mu_library_find_revision:
 * @self: a library
 * @list: (transfer none): a list of the library (its newest revision)
 * @revision: an earlier revision of it
 * @error: the loader's message when the kept revision does not load
 *
 * Finds an earlier revision of a list, kept as
 * `RULESET/revisions/ID.rREVISION.xml` in a folder of the library (see
 * mu_user_lists_install ()), and loads it once.
 *
 * Returns: (transfer none) (nullable): that revision, owned by the library;
 *   @list itself for its own revision; NULL when it is not kept (no error
 *   set) or does not load
 */
static MuArmyList *
mu_library_find_revision (MuLibrary *self, MuArmyList *list, gint64 revision, GError **error)
{
  if (revision == list->revision)
    return list;
  for (guint i = 0; i < self->revisions->len; i++)
    {
      MuArmyList *kept = self->revisions->pdata[i];

      if (g_str_equal (kept->id, list->id) && kept->revision == revision)
        return kept;
    }
  for (guint i = 0; i < self->dirs->len; i++)
    {
      g_autofree char *path
          = mu_library_revision_path (self->dirs->pdata[i], list->ruleset_id, list->id, revision);
      MuArmyList *kept;

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        continue;
      kept = mu_army_list_load_file (path, self->rulesets, error);
      if (kept == NULL)
        return NULL;
      if (!g_str_equal (kept->id, list->id) || kept->revision != revision)
        {
          g_set_error (error, MU_ERROR, MU_ERROR_MISMATCH,
                       _("%s: kept as revision %d of list “%s”, but it is revision %d of “%s”"), path,
                          (int) revision, list->id, (int) kept->revision, kept->id);
          mu_army_list_unref (kept);
          return NULL;
        }
      g_ptr_array_add (self->revisions, kept);
      return kept;
    }
  return NULL;
}

static int
compare_rulesets (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 ((*(MuRuleset * const *) a)->id, (*(MuRuleset * const *) b)->id);
}

/**
 * mu_library_sorted_rulesets:
 * @self: a library
 *
 * Gives the library's rulesets sorted by id, for a menu.
 *
 * Returns: (transfer container) (element-type MuRuleset): a new array of the
 *   rulesets, which @self owns; free it with g_ptr_array_unref()
 */
GPtrArray *
mu_library_sorted_rulesets (MuLibrary *self)
{
  GPtrArray *rulesets = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->rulesets);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    g_ptr_array_add (rulesets, value);
  g_ptr_array_sort (rulesets, compare_rulesets);
  return rulesets;
}

/* Each allied contingent's list, on the revision it was built with when the
 * library keeps it, checked as the main list is. */
static gboolean
resolve_allies (MuLibrary *self, MuRoster *roster, const char *name, GError **error)
{
  GPtrArray *allies = mu_roster_get_allies (roster);

  for (guint i = 0; i < allies->len; i++)
    {
      MuContingent *ally = allies->pdata[i];
      MuArmyList *list = mu_library_find_list (self, ally->list_id);

      if (list == NULL)
        {
          g_autofree char *what = g_strdup_printf ("contingent:%u", i + 1);
          g_autofree char *where = mu_roster_io_where (roster, name, what);

          g_set_error (error, MU_ERROR, MU_ERROR_MISMATCH,
                       _("%s: the library has no army list “%s” for the allied contingent"), where,
                          ally->list_id);
          return FALSE;
        }
      if (ally->list_revision < list->revision)
        {
          MuArmyList *kept = mu_library_find_revision (self, list, ally->list_revision, error);

          if (kept == NULL && error != NULL && *error != NULL)
            return FALSE;
          if (kept != NULL)
            list = kept;
        }
      if (!mu_army_list_check_ally (list, roster, i + 1, name, error))
        return FALSE;
      mu_contingent_set_list (ally, list);
    }
  return TRUE;
}

static MuRoster *
resolve (MuLibrary *self, MuRoster *roster, const char *name, MuArmyList **list_out, GError **error)
{
  g_autoptr(MuRoster) owned = roster;
  g_autofree char *where = NULL;
  MuArmyList *list;

  if (roster == NULL)
    return NULL;
  where = mu_roster_io_where (roster, name, "roster");
  if (mu_library_find_ruleset (self, mu_roster_get_ruleset_id (roster)) == NULL)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_MISMATCH,
                   _("%s: Muster has no ruleset “%s”"), where, mu_roster_get_ruleset_id (roster));
      return NULL;
    }
  list = mu_library_find_list (self, mu_roster_get_list_id (roster));
  if (list == NULL)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_MISMATCH,
                   _("%s: the library has no army list “%s”"), where, mu_roster_get_list_id (roster));
      return NULL;
    }
  /* a roster built on an earlier revision, kept beside the list, opens on it */
  if (mu_roster_get_list_revision (roster) < list->revision)
    {
      MuArmyList *kept = mu_library_find_revision (self, list, mu_roster_get_list_revision (roster), error);

      if (kept == NULL && error != NULL && *error != NULL)
        return NULL;
      if (kept != NULL)
        list = kept;
    }
  if (!mu_army_list_check_roster (list, roster, name, error) || !resolve_allies (self, roster, name, error))
    return NULL;
  if (list_out != NULL)
    *list_out = list;
  return g_steal_pointer (&owned);
}

/**
 * mu_library_open_roster:
 * @self: a library
 * @path: a roster file
 * @list: (out) (optional) (transfer none): the roster's army list, owned by
 *   @self: the revision the roster was built with when the library keeps
 *   it, else the newest
 * @error: return location for a #GError, or %NULL
 *
 * Loads a roster file with mu_roster_load_file() and checks it against the
 * library: its ruleset and army list must be in the library, and the main
 * contingent and each allied one must refer only to what their list has
 * (mu_army_list_check_roster(), mu_army_list_check_ally()). Each allied
 * contingent is given its list.
 *
 * Returns: (transfer full) (nullable): the roster, or %NULL with @error set
 *   (%MU_ERROR, the message names the file and line): the reader's errors,
 *   %MU_ERROR_MISMATCH for a ruleset or list the library lacks, and the
 *   checks' errors; free it with g_object_unref()
 */
MuRoster *
mu_library_open_roster (MuLibrary *self, const char *path, MuArmyList **list, GError **error)
{
  return resolve (self, mu_roster_load_file (path, error), path, list, error);
}

/**
 * mu_library_open_roster_data:
 * @self: a library
 * @data: the contents of a roster file
 * @length: the length of @data in bytes
 * @name: what messages call the file
 * @list: (out) (optional) (transfer none): the roster's army list, owned by
 *   @self, as mu_library_open_roster() gives it
 * @error: return location for a #GError, or %NULL
 *
 * Loads a roster from memory and checks it against the library, as
 * mu_library_open_roster() does a file.
 *
 * Returns: (transfer full) (nullable): the roster, or %NULL with @error set;
 *   free it with g_object_unref()
 */
MuRoster *
mu_library_open_roster_data (MuLibrary *self, const char *data, gsize length, const char *name,
                             MuArmyList **list, GError **error)
{
  return resolve (self, mu_roster_load_data (data, length, name, error), name, list, error);
}
