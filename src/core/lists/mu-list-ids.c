/* mu-list-ids.c: the ids of lists and of their rows, made from their words
 *
 * One scheme for the list editor, the importer and muster-cli, so that two
 * lists typed or read from the same book give their rows the same ids and
 * a roster built on one opens on the other: a row named in the book takes
 * its id from its name ("Light cavalry" → light-cavalry); an upgrade row
 * without a name, from its parent's id and what the upgrade makes of it
 * ("Upgrade warriors to veteran" under warriors → warriors-veteran).
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "mu-list-ids.h"

/* No id is longer: a list's file name and its rows' ids stay readable. */
#define LONGEST_ID 100

/**
 * mu_list_id_from_text:
 * @text: (nullable): a name, a description or a file's name
 *
 * An id made from @text: its letters and digits in lower case, accented
 * letters without their accents ("Sāsānid" → "sasanid"), every
 * other run of characters one "-", none at either end, at most 100
 * characters ("Light cavalry/chariots" → "light-cavalry-chariots",
 * "my army" → "my-army").
 *
 * Returns: (transfer full): the id, "" when @text has no letter or digit
 */
char *
mu_list_id_from_text (const char *text)
{
  g_autofree char *plain = g_str_to_ascii (text != NULL ? text : "", "C");
  GString *id = g_string_new (NULL);

  for (const char *c = plain; *c != '\0' && id->len < LONGEST_ID; c++)
    if (g_ascii_isalnum (*c))
      g_string_append_c (id, g_ascii_tolower (*c));
    else if (id->len > 0 && id->str[id->len - 1] != '-')
      g_string_append_c (id, '-');
  while (id->len > 0 && id->str[id->len - 1] == '-')
    g_string_truncate (id, id->len - 1);
  return g_string_free (id, FALSE);
}

/* "Upgrade warriors to veteran" → "veteran"; "Upgrade to heroic" →
 * "heroic"; "Upgrade from foot to mounted" → "mounted" */
static const char *
what_it_makes (const char *description)
{
  const char *tail = description;
  const char *to = strstr (description, " to ");

  while (to != NULL)
    {
      tail = to + strlen (" to ");
      to = strstr (tail, " to ");
    }
  if (tail == description && g_ascii_strncasecmp (description, "upgrade ", strlen ("upgrade ")) == 0)
    tail = description + strlen ("upgrade ");
  return tail;
}

/**
 * mu_list_id_for_row:
 * @name: (nullable): the row's name, as the book prints it
 * @description: (nullable): its description
 * @parent_id: (nullable): the id of the row it upgrades, NULL for a
 *   top-level row
 *
 * The id a row takes from its words: from its name when it has one; an
 * upgrade row without a name from @parent_id and what its description
 * makes of the row ("warriors-veteran"); a top-level row without a name
 * from its description. Whether another row has it already is for the
 * caller to see.
 *
 * Returns: (transfer full) (nullable): the id, NULL when the words give
 *   none
 */
char *
mu_list_id_for_row (const char *name, const char *description, const char *parent_id)
{
  g_autofree char *id = NULL;

  if (name != NULL && *name != '\0')
    id = mu_list_id_from_text (name);
  else if (description != NULL && parent_id != NULL)
    {
      g_autofree char *tail = mu_list_id_from_text (what_it_makes (description));

      if (*tail != '\0')
        id = g_strdup_printf ("%s-%s", parent_id, tail);
    }
  else
    id = mu_list_id_from_text (description);
  if (id == NULL || *id == '\0')
    return NULL;
  return g_steal_pointer (&id);
}
