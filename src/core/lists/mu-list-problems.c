/* mu-list-problems.c: every problem that keeps a list file from loading
 *
 * Loading a list stops at its first problem. To tell the player every
 * problem in one run, the element at fault (the line the message names)
 * is left out, its lines kept blank so that every later line keeps its
 * number, and the list is read again, until it loads or a problem names
 * no element. A problem that only follows from an element left out (a
 * rule naming a row left out) is not told.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "mu-army-list.h"
#include "mu-error.h"
#include "mu-list-problems.h"
#include "mu-xml-private.h"

/* No list has more problems told: a list of thousands of broken rows is
 * told its first fifty */
#define MOST_PROBLEMS 50

/* "name:12: message" → 12; 0 when the message names no line */
static guint
line_of (const char *message, const char *name)
{
  gsize len = strlen (name);

  if (!g_str_has_prefix (message, name) || message[len] != ':' || !g_ascii_isdigit (message[len + 1]))
    return 0;
  return (guint) g_ascii_strtoull (message + len + 1, NULL, 10);
}

/* The end of the start tag at text (its '>'), quotes aside */
static const char *
tag_end (const char *text)
{
  char quote = 0;

  for (const char *c = text; *c != '\0'; c++)
    if (quote != 0)
      quote = *c == quote ? 0 : quote;
    else if (*c == '"' || *c == '\'')
      quote = *c;
    else if (*c == '>')
      return c;
  return NULL;
}

/* Whether text starts the tag name (followed by a space, '>' or '/') */
static gboolean
names (const char *text, const char *name)
{
  gsize len = strlen (name);

  return strncmp (text, name, len) == 0 && strchr (" \t\r\n>/", text[len]) != NULL && text[len] != '\0';
}

/* One past the end of the element starting at start, whose tag is name */
static const char *
element_end (const char *start, const char *name)
{
  guint depth = 0;

  for (const char *c = start; (c = strchr (c, '<')) != NULL;)
    {
      const char *end = tag_end (c);

      if (end == NULL)
        return NULL;
      if (c[1] == '/' && names (c + 2, name) && --depth == 0)
        return end + 1;
      if (c[1] != '/' && names (c + 1, name) && end[-1] != '/')
        depth++;
      else if (c == start && end[-1] == '/')
        return end + 1;
      c = end + 1;
    }
  return NULL;
}

/* The ids of the element from start to end and of every element in it */
static void
note_ids (const char *start, const char *end, GPtrArray *removed)
{
  g_autofree char *element = g_strndup (start, end - start);

  for (const char *id = element; (id = strstr (id, " id=\"")) != NULL;)
    {
      const char *close = strchr (id + 5, '"');

      if (close == NULL)
        break;
      g_ptr_array_add (removed, g_strndup (id + 5, close - id - 5));
      id = close;
    }
}

/* The start of the document's first element, its root */
static const char *
first_element (const char *text)
{
  for (const char *c = text; (c = strchr (c, '<')) != NULL; c++)
    if (g_ascii_isalpha (c[1]))
      return c;
  return NULL;
}

/* Blanks the element that starts on line (its line breaks kept), noting
 * its ids in removed; FALSE when there is none, or it is the whole list */
static gboolean
blank_element (char *text, guint line, GPtrArray *removed)
{
  char *start = text;
  g_autofree char *name = NULL;
  const char *end;

  for (guint n = 1; n < line && start != NULL; n++)
    start = (start = strchr (start, '\n')) != NULL ? start + 1 : NULL;
  while (start != NULL && *start != '\0' && *start != '\n'
         && !(start[0] == '<' && g_ascii_isalpha (start[1])))
    start++;
  if (start == NULL || *start != '<' || start == first_element (text))
    return FALSE; /* no element, or the whole document */
  name = g_strndup (start + 1, strcspn (start + 1, " \t\r\n>/"));
  if ((end = element_end (start, name)) == NULL)
    return FALSE;
  note_ids (start, end, removed);
  for (char *c = start; c < end; c++)
    if (*c != '\n')
      *c = ' ';
  return TRUE;
}

/* Whether message only follows from an element left out: it names its id */
static gboolean
follows_removed (const char *message, GPtrArray *removed)
{
  for (guint i = 0; i < removed->len; i++)
    {
      g_autofree char *quoted
          = removed->pdata[i] != NULL ? g_strdup_printf ("“%s”", (char *) removed->pdata[i]) : NULL;

      if (quoted != NULL && strstr (message, quoted) != NULL)
        return TRUE;
    }
  return FALSE;
}

/**
 * mu_list_problems_of_data:
 * @data: a list file's bytes
 * @length: their length
 * @name: the file's name, as messages give it
 * @rulesets: (element-type utf8 MuRuleset): the rulesets by id
 *
 * Every problem that keeps the list from loading, each as the loader
 * words it ("name.xml:29: …"), in one run: the element at fault is left
 * out and the list read again (see the file's comment), at most fifty
 * times.
 *
 * Returns: (transfer container) (element-type utf8): the messages; empty
 *   when the list loads
 */
GPtrArray *
mu_list_problems_of_data (const char *data, gsize length, const char *name, GHashTable *rulesets)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) removed = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *text = g_strndup (data, length);
  g_autofree char *last = NULL;

  for (guint i = 0; i < MOST_PROBLEMS; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(MuArmyList) list = mu_army_list_load_data (text, strlen (text), name, rulesets, &error);

      if (list != NULL || g_strcmp0 (last, error->message) == 0)
        break;
      if (!follows_removed (error->message, removed))
        g_ptr_array_add (problems, g_strdup (error->message));
      g_free (last);
      last = g_strdup (error->message);
      /* over a limit (too many options): the elements after it are too */
      if (g_error_matches (error, MU_ERROR, MU_ERROR_TOO_LARGE)
          || !blank_element (text, line_of (error->message, name), removed))
        break;
    }
  return problems;
}

/**
 * mu_list_problems_of_file:
 * @path: a list file
 * @rulesets: (element-type utf8 MuRuleset): the rulesets by id
 *
 * mu_list_problems_of_data () for the file at @path, read as every Muster
 * file is read (a regular file of at most 8 MB); a file that cannot be
 * read is one problem, why.
 *
 * Returns: (transfer container) (element-type utf8): the messages; empty
 *   when the list loads
 */
GPtrArray *
mu_list_problems_of_file (const char *path, GHashTable *rulesets)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = mu_xml_read_bytes (path, &error);
  gsize length = 0;
  const char *data = bytes != NULL ? g_bytes_get_data (bytes, &length) : NULL;
  GPtrArray *problems;

  if (data != NULL)
    return mu_list_problems_of_data (data, length, path, rulesets);
  problems = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (problems, g_strdup (error->message));
  return problems;
}
