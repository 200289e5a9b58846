/* mu-list-index.c
 *
 * The headers of the lists the library read in full once (id, ruleset,
 * revision, name, period, source, hash), kept in one file of the user's
 * cache, so that a library of hundreds of lists starts without reading
 * their rows. An entry is found by the list file's path and its stamp (size,
 * device, inode, modification and change times): a file changed in any way
 * has another stamp and is read again. A file changed in the last two
 * seconds is not entered at all, since a change within the file system's
 * timestamp granularity would leave its stamp as it was.
 *
 * It is only a cache: a file that is missing, damaged, of another version
 * or hostile is read as far as its lines are sound, and a line that is not
 * is dropped; nothing in it is trusted beyond a header shown in the
 * library, and a list's rows are always read from the list's own file.
 *
 * One line a list, fields apart by tabs, with backslash escapes:
 *   path  stamp  ruleset-stamp  id  ruleset  revision  revised  name  period  source  hash
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "mu-army-list.h"
#include "mu-atomic-file.h"
#include "mu-list-index-private.h"

#define INDEX_MAGIC "muster-list-index\t1\t" PACKAGE_VERSION
#define INDEX_MAX_BYTES (16 * 1024 * 1024)
#define INDEX_MAX_ENTRIES 20000
#define INDEX_FIELDS 11
#define SETTLED_US (2 * G_USEC_PER_SEC)

typedef struct
{
  const char *path;
  const char *stamp;
  MuListHeader header;
  gboolean seen;
  MuArmyList *list; /* put since: its hash is worked out when saved */
} Entry;

struct _MuListIndex
{
  char *file;          /* where the index is kept, or NULL for none */
  char *cwd;           /* relative paths are made absolute against it */
  char *content;       /* the file as read: parsed entries' strings point into it */
  GStringChunk *added; /* the strings of entries put since */
  GHashTable *entries; /* absolute path → Entry */
  gboolean dirty;
};

/**
 * mu_list_index_default_path:
 *
 * Gives where the library keeps its index: `muster/list-index` in the
 * user's cache folder (`$XDG_CACHE_HOME`, else `~/.cache`). It cannot fail.
 *
 * Returns: (transfer full): the path; free it with g_free()
 */
char *
mu_list_index_default_path (void)
{
  return g_build_filename (g_get_user_cache_dir (), "muster", "list-index", NULL);
}

static void
entry_free (Entry *entry)
{
  g_clear_pointer (&entry->list, mu_army_list_unref);
  g_free (entry);
}

/* A field unescaped where it lies; NULL for “\N”, and FALSE for an escape
 * this format does not write. */
static gboolean
unescape (char *field, char **out)
{
  char *to = field;

  *out = field;
  if (strcmp (field, "\\N") == 0)
    {
      *out = NULL;
      return TRUE;
    }
  for (const char *from = field; *from != '\0'; from++)
    {
      if (*from != '\\')
        {
          *to++ = *from;
          continue;
        }
      switch (*++from)
        {
        case '\\':
          *to++ = '\\';
          break;
        case 't':
          *to++ = '\t';
          break;
        case 'n':
          *to++ = '\n';
          break;
        case 'r':
          *to++ = '\r';
          break;
        default:
          return FALSE;
        }
    }
  *to = '\0';
  return TRUE;
}

static gboolean
is_hash (const char *text)
{
  guint n = 0;

  for (; text[n] != '\0'; n++)
    if (!g_ascii_isdigit (text[n]) && (text[n] < 'a' || text[n] > 'f'))
      return FALSE;
  return n == 64;
}

static gboolean
parse_revision (const char *text, gint64 *out)
{
  guint64 value = 0;

  return text != NULL && g_ascii_string_to_unsigned (text, 10, 1, 1000000, &value, NULL)
         && (*out = (gint64) value, TRUE);
}

/* An entry of one line, or NULL when any of its fields is unsound. */
static Entry *
parse_line (char *line)
{
  char *fields[INDEX_FIELDS];
  guint n = 0;
  Entry entry = { 0 };

  for (char *field = line; n < INDEX_FIELDS; n++)
    {
      char *tab = strchr (field, '\t');

      if ((tab == NULL) != (n == INDEX_FIELDS - 1))
        return NULL;
      if (tab != NULL)
        *tab = '\0';
      if (!unescape (field, &fields[n]))
        return NULL;
      if (tab != NULL)
        field = tab + 1;
    }
  entry.path = fields[0], entry.stamp = fields[1], entry.header.ruleset_stamp = fields[2];
  entry.header.id = fields[3], entry.header.ruleset_id = fields[4], entry.header.revised = fields[6];
  entry.header.name = fields[7], entry.header.period = fields[8], entry.header.source = fields[9];
  entry.header.hash = fields[10];
  for (guint i = 0; i < 5; i++)
    if (fields[i] == NULL || *fields[i] == '\0')
      return NULL;
  if (entry.header.name == NULL || entry.header.hash == NULL || !is_hash (entry.header.hash)
      || !parse_revision (fields[5], &entry.header.revision) || !g_path_is_absolute (entry.path))
    return NULL;
  return g_memdup2 (&entry, sizeof entry);
}

/* The index file's bytes, NUL-terminated, or NULL when it cannot be read,
 * is too large or is not UTF-8. */
static char *
read_capped (const char *path)
{
  int fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);
  GStatBuf st;
  char *data;
  gsize done = 0;

  if (fd < 0)
    return NULL;
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode) || st.st_size > INDEX_MAX_BYTES)
    {
      close (fd);
      return NULL;
    }
  data = g_malloc ((gsize) st.st_size + 1);
  while (done < (gsize) st.st_size)
    {
      ssize_t n = read (fd, data + done, (gsize) st.st_size - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      done += (gsize) n;
    }
  close (fd);
  data[done] = '\0';
  if (!g_utf8_validate_len (data, done, NULL))
    g_clear_pointer (&data, g_free);
  return data;
}

static void
parse_content (MuListIndex *self)
{
  char *line = self->content;
  char *end = strchr (line, '\n');

  if (end == NULL || (gsize) (end - line) != strlen (INDEX_MAGIC)
      || strncmp (line, INDEX_MAGIC, end - line) != 0)
    return;
  for (line = end + 1; *line != '\0' && g_hash_table_size (self->entries) < INDEX_MAX_ENTRIES; line = end + 1)
    {
      Entry *entry;

      if ((end = strchr (line, '\n')) == NULL)
        return;
      *end = '\0';
      if ((entry = parse_line (line)) != NULL)
        g_hash_table_replace (self->entries, (char *) entry->path, entry);
    }
}

/**
 * mu_list_index_open:
 * @path: (nullable): the index file, or %NULL for an index kept nowhere
 *
 * Reads a library's index, making its folder. A missing, unreadable,
 * oversized or foreign file gives an empty index, and any line that is not
 * sound is left out; a folder that cannot be made gives an index kept
 * nowhere (mu_list_index_is_kept()). It cannot fail.
 *
 * Returns: (transfer full): the index; free it with mu_list_index_free()
 */
MuListIndex *
mu_list_index_open (const char *path)
{
  MuListIndex *self = g_new0 (MuListIndex, 1);

  g_autofree char *dir = path != NULL ? g_path_get_dirname (path) : NULL;

  /* a folder that cannot be made keeps no index: nothing is entered */
  if (dir != NULL && g_mkdir_with_parents (dir, 0700) == 0)
    self->file = g_strdup (path);
  self->cwd = g_get_current_dir ();
  self->added = g_string_chunk_new (4096);
  self->entries = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) entry_free);
  if (self->file != NULL && (self->content = read_capped (path)) != NULL)
    parse_content (self);
  return self;
}

/**
 * mu_list_index_is_kept:
 * @self: an index
 *
 * Whether the index has a file it can be saved to; when it has none,
 * nothing need be put into it.
 *
 * Returns: %TRUE when mu_list_index_save() has somewhere to write
 */
gboolean
mu_list_index_is_kept (MuListIndex *self)
{
  return self->file != NULL;
}

/**
 * mu_list_index_free:
 * @self: (nullable): an index
 *
 * Frees an index, without saving it. %NULL is ignored.
 */
void
mu_list_index_free (MuListIndex *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->entries);
  g_string_chunk_free (self->added);
  g_free (self->content);
  g_free (self->cwd);
  g_free (self->file);
  g_free (self);
}

/**
 * mu_list_index_stamp:
 * @path: a file
 * @settled: (out): whether the file last changed more than two seconds ago,
 *   long enough that another change would change its stamp
 *
 * Gives what the index knows a file's version by: its size, device, inode,
 * and the times of its last modification and last change, in nanoseconds.
 *
 * Returns: (transfer full) (nullable): the stamp, or %NULL when @path is not
 *   a regular file that can be examined; free it with g_free()
 */
char *
mu_list_index_stamp (const char *path, gboolean *settled)
{
  GStatBuf st;
  gint64 changed;

  *settled = FALSE;
  if (g_stat (path, &st) != 0 || !S_ISREG (st.st_mode))
    return NULL;
  changed = (gint64) st.st_ctim.tv_sec * G_USEC_PER_SEC + st.st_ctim.tv_nsec / 1000;
  *settled = g_get_real_time () - changed > SETTLED_US;
  return g_strdup_printf ("%" G_GINT64_FORMAT ".%09ld:%" G_GINT64_FORMAT ".%09ld:%" G_GINT64_FORMAT
                          ":%" G_GUINT64_FORMAT ":%" G_GUINT64_FORMAT,
                          (gint64) st.st_mtim.tv_sec, (long) st.st_mtim.tv_nsec, (gint64) st.st_ctim.tv_sec,
                          (long) st.st_ctim.tv_nsec, (gint64) st.st_size, (guint64) st.st_dev,
                          (guint64) st.st_ino);
}

/**
 * mu_list_index_lookup:
 * @self: an index
 * @path: a list file, absolute or relative to the folder the index was
 *   opened in
 * @stamp: the file's mu_list_index_stamp()
 *
 * Finds the header of a list file as it was when the index last saw it.
 *
 * Returns: (transfer none) (nullable): the header, owned by @self, or %NULL
 *   when the index has none for the file with that stamp
 */
const MuListHeader *
mu_list_index_lookup (MuListIndex *self, const char *path, const char *stamp)
{
  g_autofree char *key = g_canonicalize_filename (path, self->cwd);
  Entry *entry = g_hash_table_lookup (self->entries, key);

  /* an entry put since has no hash until it is saved: read the file again */
  if (entry == NULL || entry->list != NULL || g_strcmp0 (entry->stamp, stamp) != 0)
    return NULL;
  entry->seen = TRUE;
  return &entry->header;
}

static const char *
keep (MuListIndex *self, const char *text)
{
  return text != NULL ? g_string_chunk_insert_const (self->added, text) : NULL;
}

/**
 * mu_list_index_put:
 * @self: an index
 * @path: the list's file, as mu_list_index_lookup() takes it
 * @stamp: the file's mu_list_index_stamp(), taken before it was read
 * @ruleset_stamp: the mu_list_index_stamp() of its ruleset's file
 * @list: (transfer none): the list as read from @path
 *
 * Enters a list's header, for mu_list_index_save() to keep (its hash is
 * worked out then, if the index can be written at all). It cannot fail.
 */
void
mu_list_index_put (MuListIndex *self, const char *path, const char *stamp, const char *ruleset_stamp,
                   MuArmyList *list)
{
  g_autofree char *key = g_canonicalize_filename (path, self->cwd);
  Entry *entry = g_new0 (Entry, 1);

  entry->path = keep (self, key);
  entry->stamp = keep (self, stamp);
  entry->seen = TRUE;
  entry->header = (MuListHeader){
    .id = keep (self, list->id),
    .ruleset_id = keep (self, list->ruleset_id),
    .revision = list->revision,
    .revised = keep (self, list->revised),
    .name = keep (self, list->name),
    .period = keep (self, list->period),
    .source = keep (self, list->source),
    .ruleset_stamp = keep (self, ruleset_stamp),
  };
  entry->list = mu_army_list_ref (list);
  g_hash_table_replace (self->entries, (char *) entry->path, entry);
  self->dirty = TRUE;
}

static void
append_field (GString *out, const char *text, gboolean last)
{
  if (text == NULL)
    g_string_append (out, "\\N");
  for (const char *c = text; c != NULL && *c != '\0'; c++)
    switch (*c)
      {
      case '\\':
        g_string_append (out, "\\\\");
        break;
      case '\t':
        g_string_append (out, "\\t");
        break;
      case '\n':
        g_string_append (out, "\\n");
        break;
      case '\r':
        g_string_append (out, "\\r");
        break;
      default:
        g_string_append_c (out, *c);
      }
  g_string_append_c (out, last ? '\n' : '\t');
}

static void
append_entry (GString *out, const Entry *entry)
{
  char revision[24];

  g_snprintf (revision, sizeof revision, "%" G_GINT64_FORMAT, entry->header.revision);
  append_field (out, entry->path, FALSE);
  append_field (out, entry->stamp, FALSE);
  append_field (out, entry->header.ruleset_stamp, FALSE);
  append_field (out, entry->header.id, FALSE);
  append_field (out, entry->header.ruleset_id, FALSE);
  append_field (out, revision, FALSE);
  append_field (out, entry->header.revised, FALSE);
  append_field (out, entry->header.name, FALSE);
  append_field (out, entry->header.period, FALSE);
  append_field (out, entry->header.source, FALSE);
  append_field (out, entry->header.hash, TRUE);
}

static int
compare_entries (gconstpointer a, gconstpointer b)
{
  return strcmp ((*(Entry * const *) a)->path, (*(Entry * const *) b)->path);
}

/**
 * mu_list_index_save:
 * @self: an index
 *
 * Writes the index back to its file, atomically, when something was put
 * into it since it was read: the entries used or put since, and those of
 * files that still exist (another library's). Nothing is written for an
 * index kept nowhere. A failure leaves the old file: the index is only a
 * cache, and the next run reads the lists again.
 *
 * Returns: %TRUE when the file was written
 */
gboolean
mu_list_index_save (MuListIndex *self)
{
  g_autoptr(GPtrArray) kept = g_ptr_array_new ();
  g_autoptr(GString) out = g_string_new (INDEX_MAGIC "\n");
  g_autofree char *dir = NULL;
  GHashTableIter iter;
  gpointer value;

  if (self->file == NULL || !self->dirty)
    return FALSE;
  dir = g_path_get_dirname (self->file);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    return FALSE;
  g_hash_table_iter_init (&iter, self->entries);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      Entry *entry = value;

      if (entry->list != NULL)
        {
          entry->header.hash = keep (self, mu_army_list_get_hash (entry->list));
          g_clear_pointer (&entry->list, mu_army_list_unref);
        }
      if (entry->seen || g_file_test (entry->path, G_FILE_TEST_IS_REGULAR))
        g_ptr_array_add (kept, entry);
    }
  g_ptr_array_sort (kept, compare_entries);
  for (guint i = 0; i < kept->len; i++)
    append_entry (out, kept->pdata[i]);
  if (!mu_file_replace (self->file, out->str, out->len, NULL))
    return FALSE;
  self->dirty = FALSE;
  return TRUE;
}
