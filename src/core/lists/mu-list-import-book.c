/* mu-list-import-book.c: a list's table as a PDF's text extraction gives it,
 * a cell a line, read by the book's layout
 *
 * A To the Strongest! list is a table of five columns. Copied out of the
 * PDF, each row comes out as its description followed by its number, save
 * and cost, one a line; but a cell that spans several rows (a unit type's
 * name beside its upgrade rows, or beside two alternative rows) and cells
 * the extraction could not place come out apart, in the book's order,
 * several to a line: "Warriors Elderly, youths, women Skirmishers Camp".
 * So the rows are read first; then descriptions printed apart are given,
 * in order, to the rows that lack one (rows without a save, like the
 * heroes', print none); then the names are given, in order, to the rows
 * between two rows whose name was printed right above their description.
 * Where there are fewer names than rows, the rows that share a name are
 * alternatives printed side by side (a unit and its light infantry), and
 * an upgrade row names its unit type ("Upgrade legionarii to veterans"):
 * the matching that agrees with both is taken, and when none does the
 * names are given in order and the rows marked for the player.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mu-list-import-private.h"

typedef struct
{
  char *text;   /* a cell, or a row's description */
  char *number; /* a row: number, save and cost; NULL for text */
  char *save;
  char *cost;
  gboolean used;  /* text: taken as a row's description or name */
  char *name;     /* a row: the name printed above its description */
  char *id;       /* a row: its id in the draft, once read */
  gboolean apart; /* a row: its description was printed apart */
} Item;

typedef struct
{
  char *text;     /* a name, its parts joined */
  char **parts;   /* the words of a name that may be two ("Lanciarii Praetorianii") */
  guint position; /* how many top-level rows come before it */
} Name;

static void
item_free (Item *item)
{
  g_free (item->text);
  g_free (item->number);
  g_free (item->save);
  g_free (item->cost);
  g_free (item->name);
  g_free (item->id);
  g_free (item);
}

static void
name_free (Name *name)
{
  g_free (name->text);
  g_strfreev (name->parts);
  g_free (name);
}

static gboolean
figures_at (char **lines, guint i)
{
  return lines[i] != NULL && lines[i + 1] != NULL && lines[i + 2] != NULL
         && mu_list_import_is_number (lines[i]) && mu_list_import_is_save (lines[i + 1])
         && mu_list_import_is_cost (lines[i + 2]);
}

/**
 * mu_list_import_one_cell_a_line:
 * @lines: the pasted text's lines, stripped
 *
 * Whether the text is a table as pdftotext gives it: no line has columns,
 * and numbers, saves and costs come three in a row.
 *
 * Returns: TRUE when it is
 */
gboolean
mu_list_import_one_cell_a_line (char **lines)
{
  g_autoptr(GRegex) columns = g_regex_new ("\\t|  +", 0, 0, NULL);
  guint rows = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) cells = g_regex_split (columns, lines[i], 0);

      if (g_strv_length (cells) >= 4)
        return FALSE;
      rows += figures_at (lines, i);
    }
  return rows > 0;
}

/* Page numbers, running heads, captions and prose between the cells */
static gboolean
is_furniture (const char *line)
{
  gsize len = strlen (line);

  return len <= 1 || strspn (line, "0123456789") == len
         || g_ascii_strcasecmp (line, "additional material") == 0
         || g_ascii_strncasecmp (line, "continued", 9) == 0 || line[len - 1] == '.'
         || strstr (line, ". ") != NULL || strchr (line, ':') != NULL
         || g_ascii_strcasecmp (line, "cost") == 0;
}

typedef struct
{
  MuImport *import;
  GPtrArray *items; /* Item */
  gboolean done;    /* the footnotes are read: what follows is prose */
} Book;

static void
add_text (Book *book, const char *text)
{
  Item *item = g_new0 (Item, 1);
  g_autofree char *stripped = g_strstrip (g_strdup (text));

  if (*stripped == '\0' || is_furniture (stripped))
    {
      g_free (item);
      return;
    }
  item->text = g_steal_pointer (&stripped);
  g_ptr_array_add (book->items, item);
}

/* "… Allies - Armenians***, Sarmatians** * Only after 113AD. ** …" */
static void
read_allies (Book *book, const char *line, const char *allies)
{
  g_autoptr(GRegex) marker = g_regex_new ("\\s\\*+\\s", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *before = g_strndup (line, allies - line);
  const char *rest = allies + 6;
  int start = -1, end = -1;

  add_text (book, before);
  rest += strspn (rest, " -–:");
  if (g_regex_match (marker, rest, 0, &match))
    g_match_info_fetch_pos (match, 0, &start, &end);
  {
    g_autofree char *text = g_strstrip (start >= 0 ? g_strndup (rest, start) : g_strdup (rest));

    mu_list_draft_set_field (book->import->draft, "allies", text);
  }
  if (start >= 0)
    {
      mu_list_import_read_footnotes (book->import, rest + start);
      book->done = TRUE;
    }
}

/* A line of the text: the title and headings, the allies, footnotes, a
 * cell or several. */
static void
read_text_line (Book *book, const char *line)
{
  g_autoptr(GRegex) headings
             = g_regex_new ("unit type description number save( cost)?", G_REGEX_CASELESS, 0, NULL);
  g_autoptr(GRegex) allies = g_regex_new ("(?:^|\\s)Allies\\s*[-–:]", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  int start, end;

  if (line[0] == '*')
    {
      mu_list_import_read_footnotes (book->import, line);
      book->done = TRUE;
      return;
    }
  if (g_regex_match (headings, line, 0, &match))
    {
      g_match_info_fetch_pos (match, 0, &start, &end);
      if (mu_list_draft_get_field (book->import->draft, "name") == NULL && start > 0)
        {
          g_autofree char *title = g_strstrip (g_strndup (line, start));

          mu_list_import_read_title (book->import, title);
        }
      add_text (book, line + end);
      return;
    }
  g_clear_pointer (&match, g_match_info_free);
  if (g_regex_match (allies, line, 0, &match))
    {
      g_match_info_fetch_pos (match, 0, &start, &end);
      start += g_ascii_isspace (line[start]);
      read_allies (book, line, line + start);
      return;
    }
  if (mu_list_draft_get_field (book->import->draft, "name") == NULL && book->items->len == 0
      && !figures_at ((char *[]){ (char *) line, NULL, NULL }, 0))
    {
      mu_list_import_read_title (book->import, line);
      return;
    }
  add_text (book, line);
}

static void
read_items (Book *book, char **lines)
{
  for (guint i = 0; lines[i] != NULL && !book->done; i++)
    {
      if (*lines[i] == '\0')
        continue;
      if (figures_at (lines, i))
        {
          Item *item = g_new0 (Item, 1);

          item->number = g_strdup (lines[i]);
          item->save = g_strdup (lines[i + 1]);
          item->cost = g_strdup (lines[i + 2]);
          g_ptr_array_add (book->items, item);
          i += 2;
          continue;
        }
      read_text_line (book, lines[i]);
    }
}

/* A description by its first words: "Light infantry archers, veteran",
 * "Artillery (catapult) carroballistae" begin as a troop type does. */
static gboolean
begins_as_troops (MuImport *import, const char *text)
{
  g_autofree char *all = g_ascii_strdown (text, -1);
  const char *lower = all;

  /* "Veteran cavalry, lance" */
  if (g_str_has_prefix (lower, "veteran "))
    lower += 8;
  else if (g_str_has_prefix (lower, "raw "))
    lower += 4;
  for (guint i = 0; import->types != NULL && import->types[i] != NULL; i += 2)
    {
      g_autofree char *label = g_ascii_strdown (import->types[i + 1], -1);
      char *comma = strchr (label, ',');
      gsize len;

      if (comma != NULL)
        *comma = '\0';
      len = strlen (label);
      if (g_str_has_prefix (lower, label) && !g_ascii_isalpha (lower[len]))
        return TRUE;
    }
  return FALSE;
}

static gboolean
is_description (MuImport *import, const char *text, gboolean beside_figures)
{
  g_autofree char *lower = g_ascii_strdown (text, -1);

  if (mu_list_import_reads_as_troops (import, text) || g_str_has_prefix (lower, "attached general")
      || g_str_equal (lower, "camp") || g_str_equal (lower, "baggage") || g_str_has_prefix (lower, "hero")
      || strstr (lower, "fortifications") != NULL)
    return !g_str_equal (lower, "heroes") || beside_figures;
  /* printed apart, a description has its comma: "Light cavalry or
   * chariots" is a unit type's name */
  return begins_as_troops (import, text) && (beside_figures || strchr (text, ',') != NULL);
}

/* A word of the vocabulary: "Warriors Elderly" are two names for sure */
static gboolean
known_word (MuImport *import, const char *word)
{
  g_autofree char *lower = g_ascii_strdown (word, -1);
  gsize len = strlen (lower);

  while (len > 0 && !g_ascii_isalpha (lower[len - 1]))
    lower[--len] = '\0';
  if (g_hash_table_contains (import->words, lower))
    return TRUE;
  if (len > 2 && lower[len - 1] == 's')
    {
      lower[len - 1] = '\0';
      return g_hash_table_contains (import->words, lower);
    }
  return FALSE;
}

/* Cuts a line of cells printed apart where a capital starts a cell: after a
 * lower-case word, or after or before a word of the vocabulary. Two
 * capitalised words else may be one name or two: they are kept as the
 * parts of one cell, for the matching to decide. */
static GPtrArray *
split_apart (MuImport *import, const char *line)
{
  g_auto(GStrv) words = g_strsplit (line, " ", -1);
  GPtrArray *cells = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  g_autoptr(GStrvBuilder) parts = g_strv_builder_new ();
  GString *part = g_string_new (NULL);
  guint nparts = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *word = words[i];
      const char *before = i > 0 ? words[i - 1] : NULL;
      gboolean capital = g_ascii_isupper (word[0]);

      if (*word == '\0')
        continue;
      if (before != NULL && capital && !g_str_has_suffix (before, "/"))
        {
          gboolean lower = !g_ascii_isupper (before[0]) || g_str_has_suffix (before, ",");
          gboolean hard = lower || known_word (import, word) || known_word (import, before);

          g_strv_builder_add (parts, part->str);
          g_string_truncate (part, 0);
          nparts++;
          if (hard)
            {
              g_ptr_array_add (cells, g_strv_builder_end (parts));
              g_strv_builder_unref (parts);
              parts = g_strv_builder_new ();
              nparts = 0;
            }
        }
      g_string_append_printf (part, "%s%s", part->len > 0 && !g_str_has_suffix (part->str, "/") ? " " : "",
                              word);
    }
  if (part->len > 0)
    g_strv_builder_add (parts, part->str);
  g_string_free (part, TRUE);
  {
    char **last = g_strv_builder_end (parts);

    if (last[0] != NULL)
      g_ptr_array_add (cells, last);
    else
      g_strfreev (last);
  }
  return cells;
}

static Name *
name_new (char **parts, guint position)
{
  Name *name = g_new0 (Name, 1);

  name->parts = g_strdupv (parts);
  name->text = g_strjoinv (" ", parts);
  name->position = position;
  return name;
}

/* "Warriors", "Camp": no comma, no upgrade */
static gboolean
is_plain_type (const char *text)
{
  return strchr (text, ',') == NULL && g_ascii_strncasecmp (text, "upgrade ", 8) != 0
         && g_ascii_strncasecmp (text, "downgrade ", 10) != 0;
}

typedef struct
{
  GPtrArray *descriptions; /* char *, in order */
  GPtrArray *names;        /* Name, in order */
} Apart;

/* Rows get the description printed above their figures, and the name
 * above that; the other names of that line are printed apart. */
static void
take_cells_above (Book *book, Apart *apart)
{
  guint rows = 0;

  for (guint i = 0; i < book->items->len; i++)
    {
      Item *item = book->items->pdata[i];
      Item *before = i > 0 ? book->items->pdata[i - 1] : NULL;
      Item *above = i > 1 ? book->items->pdata[i - 2] : NULL;

      if (item->number == NULL)
        continue;
      if (before != NULL && before->number == NULL && is_description (book->import, before->text, TRUE))
        {
          item->text = g_strdup (before->text);
          before->used = TRUE;
          if (above != NULL && above->number == NULL)
            {
              g_autoptr(GPtrArray) cells = split_apart (book->import, above->text);

              above->used = TRUE;
              for (guint c = 0; c + 1 < cells->len; c++)
                g_ptr_array_add (apart->names, name_new (cells->pdata[c], rows));
              if (cells->len > 0)
                item->name = g_strjoinv (" ", cells->pdata[cells->len - 1]);
            }
        }
      rows++;
    }
}

/* The cells of every item printed apart (an empty array for the others),
 * and in @bare how many bare troop types may be descriptions: the rows
 * lacking one, less the cells that are descriptions for sure. */
static GPtrArray *
cells_apart (Book *book, guint *bare)
{
  GPtrArray *cells_of = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  guint lacking = 0, sure = 0;

  for (guint i = 0; i < book->items->len; i++)
    {
      Item *item = book->items->pdata[i];
      GPtrArray *cells;

      if (item->number != NULL)
        lacking += item->text == NULL && !g_str_equal (item->save, "-");
      if (item->number != NULL || item->used)
        {
          g_ptr_array_add (cells_of, g_ptr_array_new ());
          continue;
        }
      cells = split_apart (book->import, item->text);
      g_ptr_array_add (cells_of, cells);
      for (guint c = 0; c < cells->len; c++)
        {
          g_autofree char *text = g_strjoinv (" ", cells->pdata[c]);

          sure += is_description (book->import, text, FALSE) && !is_plain_type (text);
        }
    }
  *bare = lacking > sure ? lacking - sure : 0;
  return cells_of;
}

/* Rows get the description printed above their figures; the name above
 * that is theirs; every other cell is printed apart. A cell printed apart
 * is a description for sure when it upgrades or has its comma ("Mobs,
 * javelin"); a troop type's name alone ("Warriors", "Legionaries") may be
 * a unit type's name too, and is a description only while rows lack one. */
static void
find_cells (Book *book, Apart *apart)
{
  guint bare = 0, rows = 0;
  g_autoptr(GPtrArray) cells_of = NULL;

  take_cells_above (book, apart);
  cells_of = cells_apart (book, &bare);
  for (guint i = 0; i < book->items->len; i++)
    {
      Item *item = book->items->pdata[i];
      GPtrArray *cells = cells_of->pdata[i];

      rows += item->number != NULL;
      for (guint c = 0; c < cells->len; c++)
        {
          g_autofree char *text = g_strjoinv (" ", cells->pdata[c]);
          gboolean description = is_description (book->import, text, FALSE);

          if (description && is_plain_type (text))
            {
              description = bare > 0;
              bare -= description;
            }
          if (description)
            g_ptr_array_add (apart->descriptions, g_steal_pointer (&text));
          else
            g_ptr_array_add (apart->names, name_new (cells->pdata[c], rows));
        }
    }
}

/* The descriptions printed apart, in order, to the rows with a save but
 * no description; then every row read into the draft. */
static void
read_rows (Book *book, Apart *apart)
{
  guint next = 0;

  for (guint i = 0; i < book->items->len; i++)
    {
      Item *item = book->items->pdata[i];

      if (item->number == NULL || item->text != NULL || g_str_equal (item->save, "-"))
        continue;
      if (next < apart->descriptions->len)
        {
          item->text = g_strdup (apart->descriptions->pdata[next++]);
          item->apart = TRUE;
        }
    }
  for (guint i = 0; i < book->items->len; i++)
    {
      Item *item = book->items->pdata[i];
      Item *before = i > 0 ? book->items->pdata[i - 1] : NULL;
      char *cells[] = { item->text ?: (char *) "", item->number, item->save, item->cost, NULL };

      if (item->number == NULL)
        continue;
      item->id = mu_list_import_read_row (book->import, cells, 4);
      /* a description given from apart where a cell the import could not
       * read stood right above the figures: that cell may be its own */
      if (before != NULL && before->number == NULL && !before->used && item->text != NULL && item->apart)
        mu_list_import_mark (
            book->import, item->id,
            _("the description was printed apart from the row; check that it is this row's"));
    }
}

typedef struct
{
  MuDraftRow *row;
  const char *name; /* printed above its description, or NULL */
  guint first;      /* index of the first name printed apart before it */
} Top;

/* Rows printed side by side as alternatives of one unit type: two plain
 * rows of different troop types, the second light troops or both under
 * the same footnotes. 0: not alternatives. */
static int
alternatives (MuDraftRow *a, MuDraftRow *b)
{
  const char *a_type = mu_draft_row_get (a, "type");
  const char *b_type = mu_draft_row_get (b, "type");

  if (a->kind != NULL || b->kind != NULL || a->children->len > 0 || b->children->len > 0 || a_type == NULL
      || b_type == NULL || g_str_equal (a_type, b_type))
    return 0;
  return 2 * g_str_has_prefix (b_type, "light-") + (g_strcmp0 (a->markers, b->markers) == 0);
}

/* Whether a name agrees with the upgrade rows under a row:
 * "Upgrade sagittarii to bowmen" under "Auxiliarii Sagittarii" */
static gboolean
agrees (MuDraftRow *row, const char *name)
{
  g_autofree char *lower = g_ascii_strdown (name, -1);

  for (guint i = 0; i < row->children->len; i++)
    {
      MuDraftRow *child = row->children->pdata[i];
      g_auto(GStrv) words = child->description != NULL ? g_strsplit (child->description, " ", 3) : NULL;
      g_autofree char *unit = NULL;
      char *cut;

      if (words == NULL || g_strv_length (words) < 3 || g_ascii_strcasecmp (words[1], "to") == 0
          || g_ascii_strcasecmp (words[1], "from") == 0)
        continue;
      unit = g_ascii_strdown (words[1], -1);
      if ((cut = strchr (unit, '/')) != NULL)
        *cut = '\0';
      if (strlen (unit) > 3 && unit[strlen (unit) - 1] == 's')
        unit[strlen (unit) - 1] = '\0';
      if (strstr (lower, unit) == NULL)
        return FALSE;
    }
  return TRUE;
}

typedef struct
{
  guint at;
  int score;
} Join;

/* a row's group, when it shares its name by a likely pairing only */
#define WEAK 0x10000u

static int
compare_joins (gconstpointer a, gconstpointer b)
{
  const Join *x = a, *y = b;

  return x->score != y->score ? y->score - x->score : (int) x->at - (int) y->at;
}

/* @names cut into the names of groups at the soft places @mask says */
static GPtrArray *
cut_names (GPtrArray *names, guint mask)
{
  GPtrArray *cut = g_ptr_array_new_with_free_func (g_free);
  guint bit = 0;

  for (guint i = 0; i < names->len; i++)
    {
      Name *name = names->pdata[i];
      GString *text = g_string_new (name->parts[0]);

      for (guint p = 1; name->parts[p] != NULL; p++, bit++)
        if (mask & (1u << bit))
          {
            g_ptr_array_add (cut, g_string_free (text, FALSE));
            text = g_string_new (name->parts[p]);
          }
        else
          g_string_append_printf (text, " %s", name->parts[p]);
      g_ptr_array_add (cut, g_string_free (text, FALSE));
    }
  return cut;
}

/* Which of the rows @from to @to join the row before in a group, to make
 * @needed joins: @joined[i] (the row's place in the run) 1 for a sure
 * pair, 2 for a likely one; FALSE when too few rows can join. */
static gboolean
choose_joins (Top *tops, guint from, guint to, guint needed, guint *joined)
{
  g_autoptr(GArray) joins = g_array_new (FALSE, FALSE, sizeof (Join));

  for (guint r = from; r + 1 < to; r++)
    {
      Join join = { r - from + 1, alternatives (tops[r].row, tops[r + 1].row) };

      if (join.score > 0)
        g_array_append_val (joins, join);
    }
  g_array_sort (joins, compare_joins);
  if (joins->len < needed)
    return FALSE;
  for (guint j = 0; j < needed; j++)
    {
      Join *join = &g_array_index (joins, Join, j);

      /* light troops under other footnotes, or the same footnotes on
       * other troops: a likely pair, not a sure one */
      joined[join->at] = join->score >= 3 ? 1 : 2;
    }
  return TRUE;
}

/* The names of a run of rows: @names, cut at the soft places @mask says.
 * Fills @group_of (the group of each row) and returns the names of the
 * groups, or NULL when they cannot agree. */
static GPtrArray *
try_names (Top *tops, guint from, guint to, GPtrArray *names, guint mask, guint *group_of)
{
  g_autoptr(GPtrArray) cut = cut_names (names, mask);
  g_autofree guint *joined = g_new0 (guint, to - from + 1);
  guint group = 0;

  if (cut->len > to - from || !choose_joins (tops, from, to, (to - from) - cut->len, joined))
    return NULL;
  for (guint r = from; r < to; r++)
    {
      if (r > from && !joined[r - from])
        group++;
      group_of[r - from] = group | (joined[r - from] == 2 ? WEAK : 0);
      if (!agrees (tops[r].row, cut->pdata[group]))
        return NULL;
    }
  return g_steal_pointer (&cut);
}

static void
give_name (MuImport *import, MuDraftRow *row, const char *name)
{
  g_autofree char *old = g_strdup (row->id);
  g_autofree char *id = NULL;

  mu_list_draft_set_row (import->draft, old, "name", name);
  if (row->description == NULL && g_ascii_strncasecmp (name, "hero", 4) == 0)
    {
      /* the heroes' row prints no description */
      mu_list_draft_set_row (import->draft, old, "kind", "hero");
      if (g_strcmp0 (row->mark, _("the description names no troop type of the ruleset")) == 0)
        mu_list_draft_set_row (import->draft, old, "mark", NULL);
    }
  /* out of the way first, so that a row keeps an id it already has */
  mu_list_draft_set_row (import->draft, old, "id", " ");
  id = mu_list_import_make_id (import, name);
  mu_list_draft_set_row (import->draft, " ", "id", id);
}

/* Names for the rows from..to-1, whose names were printed apart */
static void
name_run (MuImport *import, Top *tops, guint from, guint to, GPtrArray *names)
{
  guint soft = 0;
  guint *group_of = g_new0 (guint, to - from + 1);
  g_autoptr(GPtrArray) found = NULL;

  for (guint i = 0; i < names->len; i++)
    soft += g_strv_length (((Name *) names->pdata[i])->parts) - 1;
  /* fewest cuts first */
  for (guint cuts = 0; cuts <= soft && soft <= 8 && found == NULL; cuts++)
    for (guint mask = 0; mask < (1u << soft) && found == NULL; mask++)
      if ((guint) __builtin_popcount (mask) == cuts)
        found = try_names (tops, from, to, names, mask, group_of);
  if (found != NULL)
    {
      for (guint r = from; r < to; r++)
        {
          give_name (import, tops[r].row, found->pdata[group_of[r - from] & ~WEAK]);
          if (group_of[r - from] & WEAK)
            mu_list_import_mark (import, tops[r].row->id,
                                 _("the unit type's name, printed apart, is the row above's too by their "
                                   "likeness only; check it"));
        }
    }
  else
    for (guint r = from; r < to; r++)
      {
        const char *name = r - from < names->len ? ((Name *) names->pdata[r - from])->text : NULL;

        if (name != NULL)
          give_name (import, tops[r].row, name);
        mu_list_import_mark (
            import, tops[r].row->id,
            _("the unit type's name, printed apart from the row, could not be matched to it"));
      }
  g_free (group_of);
}

/* Names: a row's own where it was printed above it; the others in runs
 * between those rows. */
static void
read_names (Book *book, Apart *apart)
{
  GPtrArray *rows = mu_list_draft_get_rows (book->import->draft);
  g_autofree Top *tops = g_new0 (Top, rows->len + 1);
  guint n = 0;
  guint from = 0;
  guint next = 0;

  g_autoptr(GArray) tops_before = g_array_new (FALSE, TRUE, sizeof (guint));

  for (guint i = 0; i < book->items->len; i++)
    {
      Item *item = book->items->pdata[i];
      MuDraftRow *row = item->id != NULL ? mu_list_draft_find_row (book->import->draft, item->id) : NULL;

      if (item->id != NULL)
        g_array_append_val (tops_before, n);
      if (row != NULL && row->parent == NULL)
        tops[n++] = (Top){ row, item->name, 0 };
    }
  g_array_append_val (tops_before, n);
  /* a name's place: from how many rows before it, to how many top-level rows */
  for (guint i = 0; i < apart->names->len; i++)
    {
      Name *name = apart->names->pdata[i];

      name->position = g_array_index (tops_before, guint, MIN (name->position, tops_before->len - 1));
    }
  for (guint r = 0; r <= n; r++)
    {
      g_autoptr(GPtrArray) names = NULL;

      if (r < n && tops[r].name == NULL)
        continue;
      /* the run from..r-1, and the names printed apart up to row r */
      names = g_ptr_array_new ();
      while (next < apart->names->len && ((Name *) apart->names->pdata[next])->position <= r)
        g_ptr_array_add (names, apart->names->pdata[next++]);
      if (r < n)
        {
          /* the name of row r is its own; a run ends before it */
          g_autofree char *own = g_strdup (tops[r].name);

          if (r > from)
            name_run (book->import, tops, from, r, names);
          give_name (book->import, tops[r].row, own);
        }
      else if (r > from)
        name_run (book->import, tops, from, r, names);
      from = r + 1;
    }
}

/**
 * mu_list_import_read_cells:
 * @import: the import under way
 * @lines: the text's lines, mended, one cell a line
 *
 * Reads a list as a PDF's text extraction gives it (see the top of this
 * file): the title, the rows and their figures, the descriptions and the
 * names of the unit types printed apart, the allies and the footnotes.
 * Prose after the footnotes is left out.
 */
void
mu_list_import_read_cells (MuImport *import, char **lines)
{
  Book book = { import, g_ptr_array_new_with_free_func ((GDestroyNotify) item_free), FALSE };
  Apart apart = { g_ptr_array_new_with_free_func (g_free),
                  g_ptr_array_new_with_free_func ((GDestroyNotify) name_free) };

  read_items (&book, lines);
  find_cells (&book, &apart);
  read_rows (&book, &apart);
  read_names (&book, &apart);
  g_ptr_array_unref (apart.descriptions);
  g_ptr_array_unref (apart.names);
  g_ptr_array_unref (book.items);
}
