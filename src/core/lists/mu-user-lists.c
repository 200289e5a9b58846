/* mu-user-lists.c: installing a list into the player's folder
 *
 * $XDG_DATA_HOME/muster/lists/<ruleset>/<id>.xml is the newest revision of
 * each list, the one the library shows; when a list whose meaning changed
 * replaces it, the one it replaces moves to
 * <ruleset>/revisions/<id>.r<revision>.xml, where the library finds it for
 * a roster built on that revision. A list that does not load is refused
 * with the loader's message and nothing is written.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "mu-army-list.h"
#include "mu-atomic-file.h"
#include "mu-error.h"
#include "mu-library-private.h"
#include "mu-library.h"
#include "mu-list-diff.h"
#include "mu-list-draft.h"
#include "mu-user-lists.h"
#include "mu-xml-private.h"

/* The highest revision a list may have (the loader refuses more). */
#define MU_USER_LISTS_MAX_REVISION 1000000

/**
 * mu_user_lists_dir:
 *
 * Builds the path of the folder where the player's own lists are installed,
 * under the user data folder of GLib. Nothing is created or checked on disk,
 * and it cannot fail.
 *
 * Returns: (transfer full): the folder of the player's own lists,
 *   `$XDG_DATA_HOME/muster/lists`, which the library reads
 */
char *
mu_user_lists_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "muster", "lists", NULL);
}

static gboolean
make_folder (const char *path, GError **error)
{
  if (g_mkdir_with_parents (path, 0755) == 0)
    return TRUE;
  g_set_error (error, MU_ERROR, MU_ERROR_IO, _("Could not save “%s”: %s"), path, g_strerror (errno));
  return FALSE;
}

/* The old revision moves aside before the new one takes its place; a
 * revision kept there already (what rosters were built on) is never
 * replaced by another list of that revision. */
static gboolean
keep_revision (MuLibrary *library, const char *dir, MuArmyList *old, GError **error)
{
  g_autofree char *kept = mu_library_revision_path (dir, old->ruleset_id, old->id, old->revision);
  g_autofree char *folder = g_path_get_dirname (kept);
  g_autoptr(MuArmyList) there = NULL;
  g_autoptr(GPtrArray) changes = NULL;
  gsize length = 0;
  const char *bytes = g_bytes_get_data (old->content, &length);

  if (g_file_test (kept, G_FILE_TEST_EXISTS))
    {
      there = mu_army_list_load_file (kept, library->rulesets, NULL);
      changes = there != NULL ? mu_list_diff (there, old) : NULL;
      if (changes != NULL && changes->len == 0)
        return TRUE;
      g_set_error (error, MU_ERROR, MU_ERROR_MISMATCH,
                   _("%s keeps another revision %d of list “%s”, which rosters may have been built on; "
                     "nothing was installed"),
                      kept, (int) old->revision, old->id);
      return FALSE;
    }
  return make_folder (folder, error) && mu_file_replace (kept, bytes, length, error);
}

/* The list installed at target, or NULL when there is none; FALSE when
 * there is one that does not load, which is not replaced unseen. */
static gboolean
load_installed (MuLibrary *library, const char *target, MuArmyList **old, GError **error)
{
  g_autoptr(GError) why = NULL;

  *old = NULL;
  if (!g_file_test (target, G_FILE_TEST_EXISTS))
    return TRUE;
  *old = mu_army_list_load_file (target, library->rulesets, &why);
  if (*old != NULL)
    return TRUE;
  g_set_error (
      error, MU_ERROR, MU_ERROR_MISMATCH,
      _("the list installed as %s does not load (%s); mend or remove it first, nothing was installed"),
         target, why->message);
  return FALSE;
}

/* The list's bytes, with its revision raised to revision and the day it
 * was saved set to revised when they must be. */
static char *
with_revision (MuArmyList *list, const char *data, gsize length, gint64 revision, const char *revised,
               gsize *out_length)
{
  g_autoptr(MuListDraft) draft = NULL;
  char *xml;

  if (list->revision == revision && g_strcmp0 (list->revised, revised) == 0)
    {
      *out_length = length;
      return g_memdup2 (data, length);
    }
  draft = mu_list_draft_new_from_list (list);
  mu_list_draft_set_revision (draft, revision);
  mu_list_draft_set_revised (draft, revised);
  xml = mu_list_draft_to_xml (draft, FALSE);
  *out_length = strlen (xml);
  return xml;
}

/**
 * mu_user_lists_install:
 * @library: (transfer none): the library whose rulesets check the list
 * @data: the list file's bytes
 * @length: how many
 * @display_name: the file's name for messages
 * @revision: (out) (optional): the revision installed
 * @error: the loader's message when the list does not load (file and
 *   line), or why it could not be written
 *
 * Checks a list and installs it into the player's folder. When a list with
 * its id is there already and means something else (mu_list_diff ()), the
 * new one becomes the next revision (its own revision when that is higher)
 * and the old one is kept among the revisions; when it means the same, it
 * replaces it with the same revision. A new revision carries the day it was
 * saved, today in UTC (its `revised` attribute, which an event pack's
 * "as of" compares); a list that means the same keeps the day of the one it
 * replaces; a list installed for the first time is copied as it is, with
 * its own day if it has one. Every file is written atomically.
 *
 * Returns: (transfer full) (nullable): the path written, or NULL when the
 *   list was refused or could not be written; nothing is changed then
 */
char *
mu_user_lists_install (MuLibrary *library, const char *data, gsize length, const char *display_name,
                       gint64 *revision, GError **error)
{
  g_autoptr(MuArmyList) list = mu_army_list_load_data (data, length, display_name, library->rulesets, error);
  g_autofree char *root = mu_user_lists_dir ();
  g_autofree char *folder = NULL;
  g_autofree char *name = NULL;
  g_autofree char *target = NULL;
  g_autofree char *bytes = NULL;
  g_autoptr(MuArmyList) old = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *today = g_date_time_format (now, "%Y-%m-%d");
  const char *revised; /* the day the installed revision was saved, or NULL */
  gint64 installed;
  gsize size = 0;

  if (list == NULL)
    return NULL;
  folder = g_build_filename (root, list->ruleset_id, NULL);
  name = g_strconcat (list->id, ".xml", NULL);
  target = g_build_filename (folder, name, NULL);
  installed = list->revision;
  revised = list->revised;
  if (!load_installed (library, target, &old, error))
    return NULL;
  if (old != NULL)
    {
      g_autoptr(GPtrArray) changes = mu_list_diff (old, list);

      if (changes->len == 0)
        {
          installed = MAX (list->revision, old->revision);
          if (old->revised != NULL && list->revision <= old->revision)
            revised = old->revised;
        }
      else
        {
          installed = MAX (list->revision, old->revision + 1);
          revised = today;
          if (installed > MU_USER_LISTS_MAX_REVISION)
            {
              g_set_error (
                  error, MU_ERROR, MU_ERROR_VALUE,
                  _("list “%s” is at revision %d, the highest a list may have; nothing was installed"),
                     old->id, (int) old->revision);
              return NULL;
            }
          if (!keep_revision (library, root, old, error))
            return NULL;
        }
    }
  bytes = with_revision (list, data, length, installed, revised, &size);
  if (!make_folder (folder, error) || !mu_file_replace (target, bytes, size, error))
    return NULL;
  if (revision != NULL)
    *revision = installed;
  return g_steal_pointer (&target);
}

/**
 * mu_user_lists_install_file:
 * @library: (transfer none): the library whose rulesets check the list
 * @path: a list file
 * @revision: (out) (optional): the revision installed
 * @error: why it was not installed, naming @path
 *
 * Reads @path as every Muster file is read (a regular file of at most
 * 8 MB: a FIFO, a device or a folder is refused as "not a regular file")
 * and installs it with mu_user_lists_install ().
 *
 * Returns: (transfer full) (nullable): the path written, or NULL
 */
char *
mu_user_lists_install_file (MuLibrary *library, const char *path, gint64 *revision, GError **error)
{
  g_autoptr(GBytes) bytes = mu_xml_read_bytes (path, error);
  gsize length = 0;
  const char *data = bytes != NULL ? g_bytes_get_data (bytes, &length) : NULL;

  if (data == NULL)
    return NULL;
  return mu_user_lists_install (library, data, length, path, revision, error);
}
