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
 * Nothing makes the whole list fail. Every line is first mended from the
 * ruleset's vocabulary (mu-list-import-repair.c); text a cell a line, as a
 * PDF gives it, is read by the book's layout (mu-list-import-book.c).
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mu-list-import-private.h"
#include "mu-list-ids.h"
#include "mu-list-import.h"
#include "mu-list-number.h"
#include "mu-option-def.h"
#include "mu-range.h"

/* @base, or when a row has it already @base with "-2", "-3" … */
static char *
unique_id (MuImport *import, const char *base)
{
  guint n = 2;

  if (base == NULL || *base == '\0')
    base = "row";
  if (mu_list_draft_find_row (import->draft, base) == NULL)
    return g_strdup (base);
  /* the numbers tried before for this base are taken: a thousand rows of
   * one name cost a thousand tries, not half a million */
  n = MAX (n, GPOINTER_TO_UINT (g_hash_table_lookup (import->next, base)));
  for (;; n++)
    {
      char *candidate = g_strdup_printf ("%s-%u", base, n);

      if (mu_list_draft_find_row (import->draft, candidate) == NULL)
        {
          g_hash_table_insert (import->next, g_strdup (base), GUINT_TO_POINTER (n + 1));
          return candidate;
        }
      g_free (candidate);
    }
}

/**
 * mu_list_import_make_id:
 * @import: the import under way
 * @text: (nullable): the row's name or description
 *
 * A row id made from @text by mu_list_id_from_text () ("Light cavalry" →
 * "light-cavalry") that no row of the draft has yet ("-2", "-3" … added
 * when needed).
 *
 * Returns: (transfer full): the id
 */
char *
mu_list_import_make_id (MuImport *import, const char *text)
{
  g_autofree char *base = mu_list_id_from_text (text);

  return unique_id (import, base);
}

/* An upgrade row's id as mu_list_id_for_row () makes it from its parent's
 * id and its description ("warriors-veteran"), none taken yet */
static char *
upgrade_id (MuImport *import, const char *description, const char *parent_id)
{
  g_autofree char *base = mu_list_id_for_row (NULL, description, parent_id);

  return unique_id (import, base != NULL ? base : parent_id);
}

/* Every upgrade row without a name under the id its parent has at the end
 * (the book's layout names a row after its upgrades were read) */
void
mu_list_import_settle_upgrade_ids (MuImport *import)
{
  GPtrArray *rows = mu_list_draft_get_rows (import->draft);

  for (guint i = 0; i < rows->len; i++)
    {
      MuDraftRow *top = rows->pdata[i];

      for (guint j = 0; j < top->children->len; j++)
        {
          MuDraftRow *row = top->children->pdata[j];
          g_autofree char *old = g_strdup (row->id);
          g_autofree char *base = NULL;
          g_autofree char *id = NULL;

          if ((row->name != NULL && *row->name != '\0') || row->description == NULL)
            continue;
          /* named under its parent's id already (each rename costs a walk
           * of the rules): a row a line, its parent named first */
          base = mu_list_id_for_row (NULL, row->description, top->id);
          if (base != NULL && g_str_has_prefix (old, base)
              && (old[strlen (base)] == '\0' || old[strlen (base)] == '-'))
            continue;
          /* out of the way first, so that a row keeps an id it has */
          mu_list_draft_set_row (import->draft, old, "id", " ");
          id = upgrade_id (import, row->description, top->id);
          mu_list_draft_set_row (import->draft, " ", "id", id);
        }
    }
}

/* The words of a description as a troop type's name is compared: lower
 * case, punctuation and bracketed details left out, the first of each
 * alternative ("cavalry/chariots" → "cavalry"), plurals singular. */
static char *
plain_words (const char *text)
{
  g_autofree char *lower = g_ascii_strdown (text, -1);
  GString *out = g_string_new (NULL);
  int depth = 0;

  for (char *c = lower; *c != '\0'; c++)
    {
      depth += *c == '(';
      if (*c == ')' && depth > 0)
        depth--, *c = ' ';
      if (depth > 0 || !g_ascii_isalnum (*c))
        *c = *c == '/' && depth == 0 ? '/' : ' ';
    }
  {
    g_auto(GStrv) words = g_strsplit (lower, " ", -1);

    for (guint i = 0; words[i] != NULL; i++)
      {
        char *word = words[i];
        char *slash = strchr (word, '/');
        gsize len;

        if (slash != NULL)
          *slash = '\0';
        len = strlen (word);
        if (len == 0)
          continue;
        if (len > 3 && word[len - 1] == 's' && word[len - 2] != 's')
          word[len - 1] = '\0';
        g_string_append_printf (out, "%s%s", out->len > 0 ? " " : "", word);
      }
  }
  return g_string_free (out, FALSE);
}

/**
 * mu_list_import_find_type:
 * @import: the import under way
 * @description: a description without its quality ("Light infantry
 *   javelin", "Light cavalry/chariots, javelins", "Artillery (catapult)")
 *
 * The ruleset's troop type that @description names, its words compared as
 * plain words (case, punctuation, plurals, alternatives and details in
 * brackets aside).
 *
 * Returns: (transfer none) (nullable): the troop type's id, or NULL
 */
const char *
mu_list_import_find_type (MuImport *import, const char *description)
{
  g_autofree char *wanted = plain_words (description);

  for (guint i = 0; import->types != NULL && import->types[i] != NULL; i += 2)
    {
      g_autofree char *label = plain_words (import->types[i + 1]);

      if (g_str_equal (label, wanted))
        return import->types[i];
    }
  return NULL;
}

/* "Veteran cavalry, javelin" → type cavalry-javelin, quality veteran */
static gboolean
read_troops (MuImport *import, const char *id, const char *description)
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
  type = mu_list_import_find_type (import, rest->str);
  if (id != NULL)
    {
      /* the quality is kept when the troop type is not known */
      mu_list_draft_set_row (import->draft, id, "type", type);
      mu_list_draft_set_row (import->draft, id, "quality", quality);
    }
  return type != NULL;
}

/* A general's or unit's upgrade row: what it changes, in the list's words */
static gboolean
read_upgrade (MuImport *import, const char *id, const char *description, gboolean general)
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

/* The row has none of what a description gives */
static gboolean
undescribed (MuDraftRow *row)
{
  const char *keys[] = { "type", "quality", "upgrade", "fanatic" };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    if (mu_draft_row_get (row, keys[i]) != NULL)
      return FALSE;
  return row->description != NULL;
}

/**
 * mu_list_import_guess_row:
 * @draft: a list being edited
 * @id: one of its rows, just described
 *
 * Reads what a row's description says, as the importer reads a printed
 * row, where the row says none of it yet: a unit row's troop type and
 * quality ("Veteran cavalry, javelin"), an upgrade row's upgrade
 * ("Upgrade warriors to fanatics", "Upgrade to heroic" under generals).
 * Nothing is set where the description names nothing the ruleset knows.
 *
 * Returns: %TRUE when something was set
 */
gboolean
mu_list_import_guess_row (MuListDraft *draft, const char *id)
{
  MuDraftRow *row = mu_list_draft_find_row (draft, id);
  MuImport import = { 0 };
  gboolean read = FALSE;
  gboolean upgrade;

  if (row == NULL || !undescribed (row))
    return FALSE;
  upgrade = row->parent != NULL
            && (g_ascii_strncasecmp (row->description, "upgrade", 7) == 0
                || g_ascii_strncasecmp (row->description, "downgrade", 9) == 0);
  if (row->parent != NULL && !upgrade)
    return FALSE;
  if (row->parent == NULL && row->kind != NULL)
    return FALSE; /* generals, heroes, a camp: no troop type */
  import.draft = draft;
  import.types = mu_list_draft_get_vocabulary (draft, "printed-type");
  if (import.types == NULL)
    import.types = mu_list_draft_get_vocabulary (draft, "type");
  if (upgrade)
    read = read_upgrade (&import, id, row->description,
                         g_strcmp0 (mu_draft_row_kind (row->parent), "general") == 0);
  else if (read_troops (&import, NULL, row->description))
    read = read_troops (&import, id, row->description);
  g_strfreev (import.types);
  return read;
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

/**
 * mu_list_import_mark:
 * @import: the import under way
 * @id: a row of the draft
 * @why: what could not be read, for the player
 *
 * Marks a row for the player, after any mark it has.
 */
void
mu_list_import_mark (MuImport *import, const char *id, const char *why)
{
  MuDraftRow *row = mu_list_draft_find_row (import->draft, id);
  g_autofree char *both = row->mark != NULL ? g_strdup_printf ("%s; %s", row->mark, why) : NULL;

  mu_list_draft_set_row (import->draft, id, "mark", both != NULL ? both : why);
}

/**
 * mu_list_import_read_row:
 * @import: the import under way
 * @cells: unit type (when @n is 5), description, number, save and cost
 * @n: 4 or 5
 *
 * Adds one row: an upgrade of the last top-level row when it has no unit
 * type and its description upgrades or downgrades, a top-level row
 * otherwise; marked where it could not be read.
 *
 * Returns: (transfer full): the new row's id
 */
char *
mu_list_import_read_row (MuImport *import, char **cells, guint n)
{
  const char *name = n >= 5 && *cells[0] != '\0' ? cells[0] : NULL;
  const char *description = *cells[n - 4] != '\0' ? cells[n - 4] : NULL;
  g_autofree char *markers = NULL;
  g_autofree char *number = mu_list_number_read (cells[n - 3], &markers);
  const char *kind = other_kind (name, description);
  MuDraftRow *top = mu_list_draft_find_row (import->draft, import->top);
  gboolean upgrade = name == NULL && top != NULL && description != NULL
                     && (g_ascii_strncasecmp (description, "upgrade", 7) == 0
                         || g_ascii_strncasecmp (description, "downgrade", 9) == 0);
  char *id = upgrade ? upgrade_id (import, description, import->top)
                     : mu_list_import_make_id (import, name ?: description);

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
  mu_list_draft_set_row (import->draft, id, "printed-save", cells[n - 2]);
  mu_list_draft_set_row (import->draft, id, "printed-cost", cells[n - 1]);
  if (number == NULL)
    mu_list_import_mark (import, id, _("the number is none of the list's idioms"));
  if (upgrade && !read_upgrade (import, id, description, g_strcmp0 (top->kind, "general") == 0))
    mu_list_import_mark (import, id, _("the upgrade names nothing the ruleset knows"));
  else if (!upgrade && kind == NULL && (description == NULL || !read_troops (import, id, description)))
    mu_list_import_mark (import, id, _("the description names no troop type of the ruleset"));
  return id;
}

/**
 * mu_list_import_reads_as_troops:
 * @import: the import under way
 * @text: a cell
 *
 * Whether @text is a description the ruleset knows: a troop type with its
 * quality, or an upgrade or downgrade.
 *
 * Returns: TRUE when it is
 */
gboolean
mu_list_import_reads_as_troops (MuImport *import, const char *text)
{
  return g_ascii_strncasecmp (text, "upgrade ", 8) == 0 || g_ascii_strncasecmp (text, "downgrade ", 10) == 0
         || read_troops (import, NULL, text);
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

/**
 * mu_list_import_read_footnotes:
 * @import: the import under way
 * @text: one or more footnotes ("* Only after 113AD. ** Only in …")
 *
 * Keeps each footnote as text, marked for the player to make its rule; a
 * marker starts a footnote where it stands alone at the start or after a
 * space.
 */
void
mu_list_import_read_footnotes (MuImport *import, const char *text)
{
  g_autoptr(GRegex) marker = g_regex_new ("(?:^|\\s)(\\*+)\\s", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  int starts[64], ends[64];
  guint n = 0;

  g_regex_match (marker, text, 0, &match);
  while (g_match_info_matches (match) && n < G_N_ELEMENTS (starts))
    {
      g_match_info_fetch_pos (match, 1, &starts[n], &ends[n]);
      n++;
      g_match_info_next (match, NULL);
    }
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *stars = g_strndup (text + starts[i], ends[i] - starts[i]);
      int stop = i + 1 < n ? starts[i + 1] : (int) strlen (text);
      g_autofree char *body = g_strstrip (g_strndup (text + ends[i], stop - ends[i]));
      guint index = mu_list_draft_add_footnote (import->draft, stars, NULL, body);

      mu_list_draft_set_footnote (import->draft, index, "mark", _("no rule was read from it"));
      import->footnotes++;
    }
}

/* "55BC to 410AD", "55 BC – AD 410", "300 to 50BC": the first and last
 * years, BC negative (a year without its era takes the other's) */
static gboolean
read_period (const char *period, gint64 *first, gint64 *last)
{
  g_autoptr(GRegex) regex
             = g_regex_new ("^(AD|BC)?\\s*(\\d{1,4})\\s*(AD|BC)?\\s*(?:to|–|—|-)\\s*(AD|BC)?\\s*(\\d{1,4})"
                            "\\s*(AD|BC)?$",
                            G_REGEX_CASELESS, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_auto(GStrv) parts = NULL;
  const char *first_era, *last_era;

  if (!g_regex_match (regex, period, 0, &match))
    return FALSE;
  parts = g_match_info_fetch_all (match);
  first_era = *parts[1] != '\0' ? parts[1] : *parts[3] != '\0' ? parts[3] : NULL;
  last_era = *parts[4] != '\0' ? parts[4] : *parts[6] != '\0' ? parts[6] : NULL;
  first_era = first_era ?: last_era;
  last_era = last_era ?: first_era;
  *first = g_ascii_strtoll (parts[2], NULL, 10) * (g_ascii_strcasecmp (first_era ?: "", "BC") == 0 ? -1 : 1);
  *last = g_ascii_strtoll (parts[5], NULL, 10) * (g_ascii_strcasecmp (last_era ?: "", "BC") == 0 ? -1 : 1);
  return *first <= *last;
}

/* The army date the list's period gives: a year option "date" from its
 * first to its last year, an army starting at the first */
static void
read_army_dates (MuImport *import, const char *period)
{
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;
  gint64 first, last;

  if (!read_period (period, &first, &last))
    return;
  from = g_strdup_printf ("%" G_GINT64_FORMAT, first);
  to = g_strdup_printf ("%" G_GINT64_FORMAT, last);
  mu_list_draft_set_army_date (import->draft, "from", from);
  mu_list_draft_set_army_date (import->draft, "to", to);
}

/* A period names its era: "55BC", "AD 410" (a title "Mobs 0-3" has none) */
static gboolean
has_era (GMatchInfo *match)
{
  g_autofree char *period = g_match_info_fetch (match, 2);

  return strstr (period, "BC") != NULL || strstr (period, "AD") != NULL;
}

/**
 * mu_list_import_read_title:
 * @import: the import under way
 * @title: the list's title line ("Ancient British 55BC to 410AD The armies
 *   of the Britons …")
 *
 * Sets the list's name, and its period and description when the title
 * gives a date range ("55BC to 410AD") with words after it.
 */
void
mu_list_import_read_title (MuImport *import, const char *title)
{
  g_autoptr(GRegex) dated = g_regex_new (
      "^(.*?)\\s+((?:(?:BC|AD)\\s*)?\\d{1,4}\\s*(?:BC|AD)?\\s*(?:to|–|—|-)\\s*(?:(?:BC|AD)\\s*)?"
      "\\d{1,4}\\s*(?:BC|AD)?)(?:\\s+(.*))?$",
      0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;

  if (!g_regex_match (dated, title, 0, &match) || !has_era (match))
    {
      mu_list_draft_set_field (import->draft, "name", title);
      return;
    }
  {
    g_autofree char *name = g_match_info_fetch (match, 1);
    g_autofree char *period = g_match_info_fetch (match, 2);
    g_autofree char *rest = g_match_info_fetch (match, 3);

    g_strstrip (period);
    mu_list_draft_set_field (import->draft, "name", name);
    mu_list_draft_set_field (import->draft, "period", period);
    read_army_dates (import, period);
    if (rest != NULL && *rest != '\0')
      mu_list_draft_set_field (import->draft, "description", rest);
  }
}

/**
 * mu_list_import_read_line:
 * @import: the import under way
 * @line: one line of a table typed a row a line, already mended
 *
 * Reads the title, the headings, a row, footnotes or the allies row; a line
 * that is none of those is kept as a marked row.
 */
void
mu_list_import_read_line (MuImport *import, const char *line)
{
  g_auto(GStrv) cells = split_cells (line);
  guint n = g_strv_length (cells);

  if (*line == '\0')
    return;
  if (line[0] == '*')
    {
      mu_list_import_read_footnotes (import, line);
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
      mu_list_import_read_title (import, cells[0]);
      return;
    }
  if (n == 1 && mu_list_draft_get_rows (import->draft)->len == 0
      && mu_list_draft_get_field (import->draft, "description") == NULL)
    {
      /* the line of prose under the title */
      mu_list_draft_set_field (import->draft, "description", cells[0]);
      return;
    }
  if (n >= 4 && g_ascii_strcasecmp (cells[n - 1], "cost") == 0)
    return; /* the headings */
  if (n == 4 || n == 5)
    {
      g_free (mu_list_import_read_row (import, cells, n));
      return;
    }
  /* not a row: kept, marked, for the player */
  {
    g_autofree char *id = mu_list_import_make_id (import, line);

    mu_list_draft_add_row (import->draft, NULL, id, NULL);
    mu_list_draft_set_row (import->draft, id, "description", line);
    mu_list_import_mark (import, id,
                         _("the line is not a row of unit type, description, number, save and cost"));
  }
}

/**
 * mu_list_import_is_number:
 * @text: (nullable): a cell
 *
 * Whether @text is a number of a list row: a range or an idiom, with
 * footnote markers or not.
 *
 * Returns: TRUE when it is
 */
gboolean
mu_list_import_is_number (const char *text)
{
  g_autofree char *markers = NULL;
  g_autofree char *number = text != NULL ? mu_list_number_read (text, &markers) : NULL;

  return number != NULL;
}

/**
 * mu_list_import_is_save:
 * @text: (nullable): a cell
 *
 * Whether @text is a printed save ("7+") or none ("-").
 *
 * Returns: TRUE when it is
 */
gboolean
mu_list_import_is_save (const char *text)
{
  gsize digits = text != NULL ? strspn (text, "0123456789") : 0;

  return text != NULL && (g_str_equal (text, "-") || (digits > 0 && g_str_equal (text + digits, "+")));
}

/**
 * mu_list_import_is_cost:
 * @text: (nullable): a cell
 *
 * Whether @text is a printed cost ("10", "+1").
 *
 * Returns: TRUE when it is
 */
gboolean
mu_list_import_is_cost (const char *text)
{
  const char *digits = text != NULL && text[0] == '+' ? text + 1 : text;

  return digits != NULL && *digits != '\0' && strspn (digits, "0123456789") == strlen (digits);
}
