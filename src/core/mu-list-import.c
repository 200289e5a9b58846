/* mu-list-import.c: a list's printed table, one row a line, read into a draft
 *
 * Each line is a row: unit type, description, number, save and cost,
 * separated by tabs (or by two spaces or more); a row with no unit type is
 * an upgrade of the row above it. The first line without columns is the
 * title ("Ancient British 55BC to 410AD"), lines starting with "*" are
 * footnotes and "Allies - …" is the allies row. Nothing is guessed
 * silently: a description that names no troop type of the ruleset, a
 * number that is none of the list idioms, a line that is not a row, is
 * kept with a mark for the player (see mu_list_draft_check ()), and every
 * footnote is kept as text, marked, for the player to make its rule.
 * Nothing makes the whole list fail.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mu-list-import.h"
#include "mu-range.h"

typedef struct
{
  MuListDraft *draft;
  char **types; /* the ruleset's vocabulary: id, label … */
  char *top;    /* id of the last top-level row */
  guint footnotes;
  guint count;
} Import;

static char *
make_id (Import *import, const char *text)
{
  GString *id = g_string_new (NULL);
  g_autofree char *lower = g_utf8_strdown (text != NULL ? text : "row", -1);
  g_autofree char *base = NULL;
  guint n = 2;

  for (const char *c = lower; *c != '\0'; c++)
    if (g_ascii_isalnum (*c))
      g_string_append_c (id, *c);
    else if (id->len > 0 && id->str[id->len - 1] != '-')
      g_string_append_c (id, '-');
  while (id->len > 0 && id->str[id->len - 1] == '-')
    g_string_truncate (id, id->len - 1);
  if (id->len == 0)
    g_string_append (id, "row");
  if (id->len > 100)
    g_string_truncate (id, 100);
  base = g_string_free (id, FALSE);
  if (mu_list_draft_find_row (import->draft, base) == NULL)
    return g_steal_pointer (&base);
  for (;; n++)
    {
      char *candidate = g_strdup_printf ("%s-%u", base, n);

      if (mu_list_draft_find_row (import->draft, candidate) == NULL)
        return candidate;
      g_free (candidate);
    }
}

/* "Half or more" → "half-or-more", "0-2**" → "0-2" and markers "**" */
static char *
read_number (const char *text, char **markers)
{
  g_autofree char *lower = g_ascii_strdown (text, -1);
  gsize len = strlen (lower);
  MuRange range;

  while (len > 0 && lower[len - 1] == '*')
    len--;
  *markers = len < strlen (lower) ? g_strdup (text + len) : NULL;
  lower[len] = '\0';
  g_strstrip (lower);
  if (g_str_equal (lower, "any"))
    return g_strdup ("any");
  if (g_str_equal (lower, "half or more"))
    return g_strdup ("half-or-more");
  if (g_str_equal (lower, "up to half"))
    return g_strdup ("up-to-half");
  if (g_str_equal (lower, "all or none"))
    return g_strdup ("all-or-none");
  if (mu_range_parse (lower, &range))
    return g_strdup (lower);
  return NULL;
}

static const char *
find_type (Import *import, const char *text)
{
  for (guint i = 0; import->types != NULL && import->types[i] != NULL; i += 2)
    if (g_ascii_strcasecmp (import->types[i + 1], text) == 0)
      return import->types[i];
  return NULL;
}

/* Each word's first alternative ("cavalry/chariots" → "cavalry"), and a
 * plural's last letter dropped ("javelins" → "javelin"). */
static char *
plain_words (const char *text)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; words[i] != NULL; i++)
    {
      char *word = words[i];
      char *slash = strchr (word, '/');
      gsize len;
      gboolean comma;

      if (slash != NULL)
        {
          comma = slash[strlen (slash) - 1] == ',';
          *slash = '\0';
          if (comma)
            word = g_strconcat (words[i], ",", NULL), g_free (words[i]), words[i] = word;
        }
      len = strlen (word);
      comma = len > 0 && word[len - 1] == ',';
      if (len > 3 + (gsize) comma && word[len - 1 - comma] == 's' && word[len - 2 - comma] != 's')
        memmove (word + len - 1 - comma, word + len - comma, comma + 1);
      g_string_append_printf (out, "%s%s", i > 0 ? " " : "", word);
    }
  return g_string_free (out, FALSE);
}

/* "Veteran cavalry, javelin" → type cavalry-javelin, quality veteran */
static gboolean
read_troops (Import *import, const char *id, const char *description)
{
  g_autoptr(GString) rest = g_string_new (NULL);
  g_auto(GStrv) parts = g_strsplit (description, ",", -1);
  const char *quality = NULL;
  const char *type;

  for (guint i = 0; parts[i] != NULL; i++)
    {
      char *part = g_strstrip (parts[i]);

      if (g_ascii_strncasecmp (part, "veteran ", 8) == 0)
        quality = "veteran", part += 8;
      else if (g_ascii_strncasecmp (part, "raw ", 4) == 0)
        quality = "raw", part += 4;
      if (g_ascii_strcasecmp (part, "veteran") == 0 || g_ascii_strcasecmp (part, "veterans") == 0)
        quality = "veteran";
      else if (g_ascii_strcasecmp (part, "raw") == 0)
        quality = "raw";
      else
        g_string_append_printf (rest, "%s%s", rest->len > 0 ? ", " : "", part);
    }
  type = find_type (import, rest->str);
  if (type == NULL)
    {
      /* "Light cavalry/chariots, javelins": the first of each alternative,
       * in the singular, as the ruleset names its troop types */
      g_autofree char *plain = plain_words (rest->str);

      type = find_type (import, plain);
    }
  if (type == NULL)
    return FALSE;
  mu_list_draft_set_row (import->draft, id, "type", type);
  mu_list_draft_set_row (import->draft, id, "quality", quality);
  return TRUE;
}

/* A general's or unit's upgrade row: what it changes, in the list's words */
static gboolean
read_upgrade (Import *import, const char *id, const char *description, gboolean general)
{
  static const char *general_upgrades[] = { "mounted", "detached", "heroic", "senior", "brilliant" };
  g_autofree char *lower = g_ascii_strdown (description, -1);
  const char *to = strstr (lower, " to ");

  if (to == NULL)
    return FALSE;
  to += 4;
  if (general)
    {
      for (guint i = 0; i < G_N_ELEMENTS (general_upgrades); i++)
        if (g_str_has_prefix (to, general_upgrades[i]))
          {
            mu_list_draft_set_row (import->draft, id, "kind", "general-upgrade");
            mu_list_draft_set_row (import->draft, id, "upgrade", general_upgrades[i]);
            return TRUE;
          }
      return FALSE;
    }
  if (g_str_has_prefix (to, "veteran"))
    return mu_list_draft_set_row (import->draft, id, "quality", "veteran");
  if (g_str_has_prefix (to, "raw"))
    return mu_list_draft_set_row (import->draft, id, "quality", "raw");
  if (g_str_has_prefix (to, "fanatic"))
    return mu_list_draft_set_row (import->draft, id, "fanatic", "true");
  return read_troops (import, id, description + (to - lower));
}

static const char *
other_kind (const char *name, const char *description)
{
  const char *texts[] = { name, description };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autofree char *lower = texts[i] != NULL ? g_ascii_strdown (texts[i], -1) : NULL;

      if (lower == NULL)
        continue;
      if (g_str_has_prefix (lower, "attached general") || g_str_equal (lower, "generals"))
        return "general";
      if (g_str_has_prefix (lower, "hero"))
        return "hero";
      if (g_str_equal (lower, "camp") || g_str_equal (lower, "baggage"))
        return "camp";
      if (strstr (lower, "fortification") != NULL)
        return "fortification";
    }
  return NULL;
}

static void
mark (Import *import, const char *id, const char *why)
{
  MuDraftRow *row = mu_list_draft_find_row (import->draft, id);
  g_autofree char *both = row->mark != NULL ? g_strdup_printf ("%s; %s", row->mark, why) : NULL;

  mu_list_draft_set_row (import->draft, id, "mark", both != NULL ? both : why);
}

static void
read_row (Import *import, char **cells, guint n)
{
  const char *name = n >= 5 && *cells[0] != '\0' ? cells[0] : NULL;
  const char *description = cells[n - 4];
  g_autofree char *markers = NULL;
  g_autofree char *number = read_number (cells[n - 3], &markers);
  const char *save = g_str_equal (cells[n - 2], "-") ? NULL : cells[n - 2];
  const char *kind = other_kind (name, description);
  MuDraftRow *top = mu_list_draft_find_row (import->draft, import->top);
  gboolean upgrade = name == NULL && top != NULL
                     && (g_ascii_strncasecmp (description, "upgrade", 7) == 0
                         || g_ascii_strncasecmp (description, "downgrade", 9) == 0);
  g_autofree char *id = make_id (import, upgrade ? description : (name ?: description));

  mu_list_draft_add_row (import->draft, upgrade ? import->top : NULL, id, upgrade ? NULL : kind);
  if (!upgrade)
    {
      g_free (import->top);
      import->top = g_strdup (id);
    }
  mu_list_draft_set_row (import->draft, id, "name", name);
  mu_list_draft_set_row (import->draft, id, "description", description);
  mu_list_draft_set_row (import->draft, id, "number", number != NULL ? number : cells[n - 3]);
  mu_list_draft_set_row (import->draft, id, "markers", markers);
  mu_list_draft_set_row (import->draft, id, "printed-save", save);
  mu_list_draft_set_row (import->draft, id, "printed-cost", cells[n - 1]);
  if (number == NULL)
    mark (import, id, _("the number is none of the list's idioms"));
  if (upgrade && !read_upgrade (import, id, description, g_strcmp0 (top->kind, "general") == 0))
    mark (import, id, _("the upgrade names nothing the ruleset knows"));
  else if (!upgrade && kind == NULL && !read_troops (import, id, description))
    mark (import, id, _("the description names no troop type of the ruleset"));
}

static char **
split_cells (const char *line)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GRegex) columns = g_regex_new ("\\t|  +", 0, 0, NULL);
  g_auto(GStrv) cells = g_regex_split (columns, line, 0);

  for (guint i = 0; cells[i] != NULL; i++)
    g_strv_builder_add (builder, g_strstrip (cells[i]));
  return g_strv_builder_end (builder);
}

static void
read_line (Import *import, const char *line)
{
  g_auto(GStrv) cells = split_cells (line);
  guint n = g_strv_length (cells);

  if (*line == '\0')
    return;
  if (line[0] == '*')
    {
      gsize stars = strspn (line, "*");
      g_autofree char *marker = g_strndup (line, stars);
      g_autofree char *text = g_strstrip (g_strdup (line + stars));
      guint index = mu_list_draft_add_footnote (import->draft, marker, NULL, text);

      mu_list_draft_set_footnote (import->draft, index, "mark", _("no rule was read from it"));
      import->footnotes++;
      return;
    }
  if (g_ascii_strncasecmp (line, "allies", 6) == 0)
    {
      const char *rest = line + 6;

      rest += strspn (rest, " -–:\t");
      mu_list_draft_set_field (import->draft, "allies", rest);
      return;
    }
  if (n == 1 && mu_list_draft_get_field (import->draft, "name") == NULL)
    {
      mu_list_draft_set_field (import->draft, "name", cells[0]);
      return;
    }
  if (n >= 4 && g_ascii_strcasecmp (cells[n - 1], "cost") == 0)
    return; /* the headings */
  if (n == 4 || n == 5)
    {
      read_row (import, cells, n);
      return;
    }
  /* not a row: kept, marked, for the player */
  {
    g_autofree char *id = make_id (import, line);

    mu_list_draft_add_row (import->draft, NULL, id, NULL);
    mu_list_draft_set_row (import->draft, id, "description", line);
    mark (import, id, _("the line is not a row of unit type, description, number, save and cost"));
  }
}

static gboolean
is_number_cell (const char *text)
{
  g_autofree char *markers = NULL;
  g_autofree char *number = text != NULL ? read_number (text, &markers) : NULL;

  return number != NULL;
}

static gboolean
is_save_cell (const char *text)
{
  gsize digits = text != NULL ? strspn (text, "0123456789") : 0;

  return text != NULL && (g_str_equal (text, "-") || (digits > 0 && g_str_equal (text + digits, "+")));
}

static gboolean
is_cost_cell (const char *text)
{
  const char *digits = text != NULL && text[0] == '+' ? text + 1 : text;

  return digits != NULL && *digits != '\0' && strspn (digits, "0123456789") == strlen (digits);
}

/* number, save and cost from lines[i] on */
static gboolean
figures_at (char **lines, guint i)
{
  return lines[i] != NULL && lines[i + 1] != NULL && lines[i + 2] != NULL && is_number_cell (lines[i])
         && is_save_cell (lines[i + 1]) && is_cost_cell (lines[i + 2]);
}

/* The text as pdftotext gives a table: each cell on a line of its own, so
 * no line has columns, and numbers, saves and costs come three in a row. */
static gboolean
one_cell_a_line (char **lines)
{
  guint rows = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) cells = split_cells (lines[i]);

      if (g_strv_length (cells) >= 4)
        return FALSE;
      rows += lines[i + 1] != NULL && figures_at (lines, i + 1);
    }
  return rows > 0;
}

/* Rows are found where a description is followed by its number, save and
 * cost; the names of the unit types, which such text prints apart from
 * their rows, and the prose between are left out. */
static void
read_cells (Import *import, char **lines)
{
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];

      if (*line == '\0')
        continue;
      if (i == 0 || line[0] == '*' || g_ascii_strncasecmp (line, "allies", 6) == 0)
        {
          read_line (import, line);
          continue;
        }
      if (figures_at (lines, i + 1))
        {
          char *cells[] = { (char *) line, lines[i + 1], lines[i + 2], lines[i + 3], NULL };

          read_row (import, cells, 4);
          i += 3;
        }
      else if (figures_at (lines, i))
        {
          char *cells[] = { (char *) "", lines[i], lines[i + 1], lines[i + 2], NULL };

          read_row (import, cells, 4);
          i += 2;
        }
    }
}

/**
 * mu_list_import_text:
 * @ruleset: (transfer none): the ruleset the list is for
 * @id: the new list's id
 * @text: the printed table, one row a line (UTF-8)
 *
 * Reads a list's printed table into a new draft: header, rows with their
 * troop types, qualities, upgrades, numbers, printed saves and costs,
 * footnotes as text, the allies row. What could not be read is kept and
 * marked (a row's "mark", a footnote's "mark"), and mu_list_draft_check ()
 * reports it with every printed cost the rules do not give.
 *
 * Returns: (transfer full): the draft, never NULL, with nothing to undo
 */
MuListDraft *
mu_list_import_text (MuRuleset *ruleset, const char *id, const char *text)
{
  Import import = { 0 };
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  MuListDraft *draft = mu_list_draft_new (ruleset, id);

  import.draft = draft;
  import.types = mu_list_draft_get_vocabulary (draft, "type");
  for (guint i = 0; lines[i] != NULL; i++)
    g_strstrip (lines[i]);
  if (one_cell_a_line (lines))
    read_cells (&import, lines);
  else
    for (guint i = 0; lines[i] != NULL; i++)
      read_line (&import, lines[i]);
  g_strfreev (import.types);
  g_free (import.top);
  return mu_list_draft_forget_edits (draft);
}
