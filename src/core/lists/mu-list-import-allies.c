/* mu-list-import-allies.c: the allies row of an imported list linked to
 * the lists of the library
 *
 * "Allies - Armenians***, Eastern client states***, Sarmatians**": each
 * ally is a name with the footnote markers printed beside it, linked to
 * the library's list of the same ruleset with that name (case, plurals and
 * punctuation aside), or, marked for the player to check, to the one
 * whose name is one or two letters away ("Principiate Romans" for the
 * Principate Romans). An ally with no such list is left in the text.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mu-army-list.h"
#include "mu-library.h"
#include "mu-list-ids.h"
#include "mu-list-import.h"
#include "mu-ruleset.h"

/* A name as compared: its id, each word without a plural "s" */
static char *
plain_name (const char *name)
{
  g_autofree char *id = mu_list_id_from_text (name);
  g_auto(GStrv) words = g_strsplit (id, "-", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      gsize len = strlen (words[i]);

      if (len > 3 && words[i][len - 1] == 's')
        words[i][len - 1] = '\0';
    }
  return g_strjoinv (" ", words);
}

/* Letters to add, drop or change to make a into b, up to 3 */
static guint
distance (const char *a, const char *b)
{
  gsize n = strlen (a), m = strlen (b);
  g_autofree guint *row = g_new (guint, m + 1);

  if (n > m + 3 || m > n + 3 || n > 200)
    return 3;
  for (gsize j = 0; j <= m; j++)
    row[j] = j;
  for (gsize i = 1; i <= n; i++)
    {
      guint diagonal = row[0];

      row[0] = i;
      for (gsize j = 1; j <= m; j++)
        {
          guint above = row[j];

          row[j] = MIN (MIN (row[j] + 1, row[j - 1] + 1), diagonal + (a[i - 1] != b[j - 1]));
          diagonal = above;
        }
    }
  return MIN (row[m], 3);
}

/* The library's list of the ruleset named name: the same name, else the
 * one closest within two letters (close set) */
static MuArmyList *
find_list (MuLibrary *library, const char *ruleset_id, const char *name, gboolean *close)
{
  g_autofree char *wanted = plain_name (name);
  MuArmyList *best = NULL;
  guint best_distance = 3;

  for (guint i = 0; i < library->lists->len; i++)
    {
      MuArmyList *list = library->lists->pdata[i];
      g_autofree char *plain = NULL;
      guint d;

      if (g_strcmp0 (list->ruleset_id, ruleset_id) != 0 || list->name == NULL)
        continue;
      plain = plain_name (list->name);
      if ((d = distance (wanted, plain)) < best_distance)
        best = list, best_distance = d;
    }
  *close = best_distance > 0;
  return best;
}

static void
link_ally (MuListDraft *draft, MuLibrary *library, const char *printed)
{
  g_autofree char *name = g_strstrip (g_strdup (printed));
  gsize len = strlen (name), stars = 0;
  g_autofree char *markers = NULL;
  gboolean close = FALSE;
  MuArmyList *list;

  while (stars < len && name[len - 1 - stars] == '*')
    stars++;
  markers = stars > 0 ? g_strdup (name + len - stars) : NULL;
  name[len - stars] = '\0';
  g_strstrip (name);
  if (*name == '\0')
    return;
  list = find_list (library, mu_list_draft_get_ruleset (draft)->id, name, &close);
  if (list == NULL)
    return; /* left in the allies row's text, for the player to add */
  mu_list_draft_add_ally (draft, list->id, name, markers);
  if (close)
    {
      g_autofree char *why = g_strdup_printf (
          _("its list “%s” was chosen by the likeness of the names; check it"), list->name);

      mu_list_draft_set_ally (draft, mu_list_draft_get_allies (draft)->len - 1, "mark", why);
    }
}

/**
 * mu_list_import_link_allies:
 * @draft: an imported list, its allies row read as text
 * @library: (transfer none): the library whose lists the allies are
 *
 * Turns the allies row's text into allies, each with its name and
 * markers, linked to the library's list of the draft's ruleset of that
 * name; a list found by the likeness of the names only is marked for the
 * player to check (mu_list_draft_check () reports it); an ally the
 * library has no list for stays in the row's text only. Nothing is done when
 * the draft has allies already.
 */
void
mu_list_import_link_allies (MuListDraft *draft, MuLibrary *library)
{
  const char *text = mu_list_draft_get_field (draft, "allies");
  g_auto(GStrv) names = NULL;

  if (text == NULL || mu_list_draft_get_allies (draft)->len > 0)
    return;
  names = g_strsplit (text, ",", -1);
  for (guint i = 0; names[i] != NULL; i++)
    link_ally (draft, library, names[i]);
}
