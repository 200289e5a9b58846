/* mu-share-schema.c: the roster's fields in a share code
 *
 * The roster as a code sees it (schemas/README.md, "Share codes"),
 * described once: each walk_* function below states the fields of one part
 * of the roster in order, and the same walk writes them when the stream
 * writes and rebuilds the roster when it reads. Fields marked FULL are in
 * the full code only: names, notes, the declared totals. The full code is
 * of format 2; the short code of format 3 writes the options, a command's
 * units and its generals otherwise (the walks marked "Format 3"): units by
 * row, with no order of their own, options by a bit for each definition.
 * Short codes of format 2 are still read.
 *
 * Rows, options and attributes are written as their place among those the
 * army list and its ruleset offer, in as few bits as that number of places
 * needs; what the list does not know is written out as text after an escape
 * place, so that any roster, even one the list would refuse, has a code.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-contingent.h"
#include "mu-error.h"
#include "mu-general.h"
#include "mu-library.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-share-code.h"
#include "mu-share-reopen-private.h"
#include "mu-share-schema-private.h"
#include "mu-share-text-private.h"
#include "mu-unit.h"

#define MAX_DEPTH 4
#define MAX_PAIRS 256
#define MAX_ITEMS 1000 /* generals, upgrades or heroes of one item */
#define WIDE_RANGE (1u << 20)

typedef struct
{
  MuShareBits *bits;
  MuShareKind kind;
  MuArmyList *list; /* NULL: rows, options and attributes by id */
  MuRoster *roster;
  GPtrArray *unit_rows;     /* MuListEntry: top-level rows units are bought from */
  GPtrArray *general_rows;  /* MuListEntry: top-level rows of generals */
  GPtrArray *option_defs;   /* MuOptionDef: the list's options, then the ruleset's */
  GPtrArray *unit_attrs;    /* MuOptionDef: the ruleset's attributes of units */
  GPtrArray *general_attrs; /* MuOptionDef: …and of generals */
  GHashTable *row_places;   /* row id to its place among unit_rows, plus one */
  gboolean hero_rows;       /* whether the list has heroes */
  gboolean canonical_ids;   /* every unit's id is "u" and its place in the roster */
  guint units;              /* units walked so far */
  guint heroes;             /* heroes walked so far */
  gboolean too_large;
  MuLibrary *library; /* reading: where an ally's list is found */
  GError *error;      /* reading: why an ally's list was not found */
} Walk;

static gboolean
writing (Walk *w)
{
  return w->bits->writing;
}

static gboolean
full (Walk *w)
{
  return w->kind == MU_SHARE_FULL;
}

/* The short code of format 3: options by a bit each, units by row */
static gboolean
compact (Walk *w)
{
  return w->kind == MU_SHARE_SHORT;
}

static gboolean
failed (Walk *w)
{
  return w->bits->failed;
}

/* Primitive fields */

/* A count of up to max items; when costly, each at least one bit long,
 * so that a count past the bits left is refused at once. */
static void
walk_items (Walk *w, guint *n, guint max, gboolean costly)
{
  guint64 value = *n;

  mu_share_bits_uint (w->bits, &value, 0);
  if (!writing (w) && value > max)
    {
      w->too_large = TRUE;
      mu_share_bits_fail (w->bits);
    }
  if (!writing (w) && costly && value > mu_share_bits_left (w->bits))
    mu_share_bits_fail (w->bits);
  *n = failed (w) ? 0 : (guint) value;
}

/* A count of up to max items, each at least one bit long. */
static void
walk_count (Walk *w, guint *n, guint max)
{
  walk_items (w, n, max, TRUE);
}

/* A string that may be missing. */
static void
walk_optional (Walk *w, char **text)
{
  gboolean present = *text != NULL;

  mu_share_bits_bool (w->bits, &present);
  if (present)
    mu_share_bits_string (w->bits, text);
  else if (!writing (w))
    *text = NULL;
}

/* A string, or its place among n known ones (name gives the i-th); the
 * place n stands for a string written out. */
static void
walk_known (Walk *w, char **text, GPtrArray *known, const char *(*name) (gpointer item))
{
  guint n = known != NULL ? known->len : 0;
  guint place = n;

  for (guint i = 0; writing (w) && i < n; i++)
    if (g_str_equal (name (known->pdata[i]), *text))
      {
        place = i;
        break;
      }
  mu_share_bits_below (w->bits, &place, n + 1);
  if (place == n)
    mu_share_bits_string (w->bits, text);
  else if (!writing (w))
    *text = failed (w) ? NULL : g_strdup (name (known->pdata[place]));
}

static const char *
entry_id (gpointer item)
{
  return ((MuListEntry *) item)->id;
}

static const char *
def_id (gpointer item)
{
  return ((MuOptionDef *) item)->id;
}

static const char *
choice_id (gpointer item)
{
  return ((MuChoice *) item)->id;
}

/* Options and attributes */

static gboolean
in_range (const MuOptionDef *def, const char *value, guint *offset)
{
  gint64 number = 0;
  g_autofree char *again = NULL;

  if (def->min >= def->max || (guint64) (def->max - def->min) >= WIDE_RANGE)
    return FALSE;
  if (value == NULL || !g_ascii_string_to_signed (value, 10, def->min, def->max, &number, NULL))
    return FALSE;
  again = g_strdup_printf ("%" G_GINT64_FORMAT, number);
  *offset = (guint) (number - def->min);
  return g_str_equal (again, value);
}

/* A value of an option or attribute: its default in one bit, a choice by
 * place, a number in its range by offset, anything else as text. */
static void
walk_value (Walk *w, const MuOptionDef *def, char **value)
{
  gboolean is_default = writing (w) && def != NULL && g_strcmp0 (def->default_value, *value) == 0;
  gboolean ranged;
  guint offset = 0;

  if (def == NULL || def->kind == MU_OPTION_TEXT)
    {
      mu_share_bits_string (w->bits, value);
      return;
    }
  if (def->default_value != NULL)
    mu_share_bits_bool (w->bits, &is_default);
  if (is_default)
    {
      if (!writing (w))
        *value = g_strdup (def->default_value);
      return;
    }
  if (def->kind == MU_OPTION_CHOICE)
    {
      walk_known (w, value, def->choices, choice_id);
      return;
    }
  ranged = writing (w) && in_range (def, *value, &offset);
  mu_share_bits_bool (w->bits, &ranged);
  if (!ranged)
    {
      mu_share_bits_string (w->bits, value);
      return;
    }
  mu_share_bits_below (w->bits, &offset, (guint) (def->max - def->min) + 1);
  if (!writing (w))
    *value = g_strdup_printf ("%" G_GINT64_FORMAT, def->min + (gint64) offset);
}

static guint
def_place (GPtrArray *defs, const char *id)
{
  for (guint i = 0; i < defs->len; i++)
    if (g_str_equal (((MuOptionDef *) defs->pdata[i])->id, id))
      return i;
  return defs->len;
}

static GPtrArray *sort_defs;

static int
compare_keys (gconstpointer a, gconstpointer b)
{
  const char *x = *(const char * const *) a, *y = *(const char * const *) b;
  guint px = def_place (sort_defs, x), py = def_place (sort_defs, y);

  return px != py ? (px < py ? -1 : 1) : strcmp (x, y);
}

/* Options of the army, attributes of a unit or general: a count, then each
 * by the place of its definition and its value, in the definitions' order. */
static void
walk_pairs (Walk *w, GHashTable *pairs, GPtrArray *defs)
{
  g_autofree gpointer *keys = NULL;
  guint n = g_hash_table_size (pairs);

  if (writing (w))
    {
      keys = g_hash_table_get_keys_as_array (pairs, &n);
      sort_defs = defs;
      qsort (keys, n, sizeof (gpointer), compare_keys);
      sort_defs = NULL;
    }
  walk_count (w, &n, MAX_PAIRS);
  for (guint i = 0; i < n && !failed (w); i++)
    {
      char *key = writing (w) ? keys[i] : NULL;
      char *value = writing (w) ? g_hash_table_lookup (pairs, key) : NULL;
      guint place;

      walk_known (w, &key, defs, def_id);
      if (failed (w))
        return;
      place = def_place (defs, key);
      walk_value (w, place < defs->len ? defs->pdata[place] : NULL, &value);
      if (writing (w))
        continue;
      if (failed (w) || g_hash_table_contains (pairs, key))
        {
          g_free (key);
          g_free (value);
          mu_share_bits_fail (w->bits);
          return;
        }
      g_hash_table_insert (pairs, key, value);
    }
}

/* Format 3: whether an option's value is a setting, other than its
 * default: a choice, or a number in its range; its place among those. */
static gboolean
setting_place (const MuOptionDef *def, const char *value, GPtrArray *others, guint *place)
{
  guint offset = 0;

  if (value == NULL || g_strcmp0 (value, def->default_value) == 0)
    return FALSE;
  if (def->kind == MU_OPTION_CHOICE)
    {
      for (guint i = 0; i < others->len; i++)
        if (g_str_equal (((MuChoice *) others->pdata[i])->id, value))
          {
            *place = i;
            return TRUE;
          }
      return FALSE;
    }
  if (def->kind == MU_OPTION_TEXT || !in_range (def, value, &offset))
    return FALSE;
  *place = offset;
  return TRUE;
}

/* Format 3: the settings of an option: its choices but the default, or the
 * numbers of its range; their number. */
static guint
settings (const MuOptionDef *def, GPtrArray *others)
{
  for (guint i = 0; def->kind == MU_OPTION_CHOICE && i < def->choices->len; i++)
    if (g_strcmp0 (((MuChoice *) def->choices->pdata[i])->id, def->default_value) != 0)
      g_ptr_array_add (others, def->choices->pdata[i]);
  if (def->kind == MU_OPTION_CHOICE)
    return others->len;
  if (def->kind == MU_OPTION_TEXT || def->min >= def->max || (guint64) (def->max - def->min) >= WIDE_RANGE)
    return 0;
  return (guint) (def->max - def->min) + 1;
}

/* Format 3: one option: one bit, set when it has a setting, then the
 * setting by its place. */
static void
walk_setting (Walk *w, const MuOptionDef *def, GHashTable *pairs)
{
  g_autoptr(GPtrArray) others = g_ptr_array_new ();
  guint n = settings (def, others), place = 0;
  gboolean set = writing (w) && setting_place (def, g_hash_table_lookup (pairs, def->id), others, &place);

  if (n == 0)
    return;
  mu_share_bits_bool (w->bits, &set);
  if (!set)
    return;
  mu_share_bits_below (w->bits, &place, n);
  if (writing (w) || failed (w))
    return;
  if (def->kind == MU_OPTION_CHOICE)
    g_hash_table_insert (pairs, g_strdup (def->id), g_strdup (((MuChoice *) others->pdata[place])->id));
  else
    g_hash_table_insert (pairs, g_strdup (def->id),
                         g_strdup_printf ("%" G_GINT64_FORMAT, def->min + (gint64) place));
}

static gboolean
has_setting (const MuOptionDef *def, const char *value)
{
  g_autoptr(GPtrArray) others = g_ptr_array_new ();
  guint place = 0;

  return settings (def, others) > 0 && setting_place (def, value, others, &place);
}

/* Format 3: options set to their defaults, as a roster may say it chose
 * them (an event then tells a reading it plays otherwise). The
 * definitions with a default and no setting are the candidates: one bit
 * when any is set so; then how many candidates the bits cover, up to the
 * last set so (EG 0 of the number less one), and a bit for each but that
 * last one, set when the option is set to its default. */
static void
walk_defaults (Walk *w, GHashTable *pairs, GPtrArray *defs)
{
  g_autoptr(GPtrArray) candidates = g_ptr_array_new ();
  guint64 span = 0;
  gboolean any;

  for (guint i = 0; i < defs->len; i++)
    {
      MuOptionDef *def = defs->pdata[i];
      const char *value = g_hash_table_lookup (pairs, def->id);

      /* the options with a setting are written already */
      if (def->default_value == NULL || (writing (w) ? has_setting (def, value) : value != NULL))
        continue;
      g_ptr_array_add (candidates, def);
      if (writing (w) && g_strcmp0 (value, def->default_value) == 0)
        span = candidates->len;
    }
  any = span > 0;
  mu_share_bits_bool (w->bits, &any);
  if (!any)
    return;
  span--;
  mu_share_bits_uint (w->bits, &span, 0);
  if (!writing (w) && span >= candidates->len)
    mu_share_bits_fail (w->bits);
  for (guint i = 0; i <= span && !failed (w); i++)
    {
      MuOptionDef *def = candidates->pdata[i];
      gboolean chosen
          = i == span
            || (writing (w) && g_strcmp0 (g_hash_table_lookup (pairs, def->id), def->default_value) == 0);

      if (i < span)
        mu_share_bits_bool (w->bits, &chosen);
      if (chosen && !writing (w))
        g_hash_table_insert (pairs, g_strdup (def->id), g_strdup (def->default_value));
    }
}

/* Format 3: options that are not settings (a value out of its choices or
 * range, a key no definition has), as format 2 writes options, behind one
 * bit. */
static void
walk_odd_options (Walk *w, GHashTable *pairs, GPtrArray *defs)
{
  g_autoptr(GHashTable) odd = g_hash_table_new (g_str_hash, g_str_equal);
  GHashTableIter iter;
  gpointer key, value;
  gboolean any;

  g_hash_table_iter_init (&iter, pairs);
  while (writing (w) && g_hash_table_iter_next (&iter, &key, &value))
    {
      guint at = def_place (defs, key);
      MuOptionDef *def = at < defs->len ? defs->pdata[at] : NULL;

      if (def == NULL
          || (!has_setting (def, value)
              && (def->default_value == NULL || !g_str_equal (def->default_value, value))))
        g_hash_table_insert (odd, key, value);
    }
  any = g_hash_table_size (odd) > 0;
  mu_share_bits_bool (w->bits, &any);
  if (!any || writing (w))
    {
      if (any)
        walk_pairs (w, odd, defs);
      return;
    }
  g_hash_table_unref (odd);
  odd = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  walk_pairs (w, odd, defs);
  g_hash_table_iter_init (&iter, odd);
  while (!failed (w) && g_hash_table_iter_next (&iter, &key, &value))
    {
      if (g_hash_table_contains (pairs, key))
        mu_share_bits_fail (w->bits);
      else
        g_hash_table_insert (pairs, g_strdup (key), g_strdup (value));
    }
}

/* Format 3: the options of an army: one bit when it sets none; else one
 * bit when it has settings, then, for each definition with settings, one
 * bit and its setting when it has one; then the options set to their
 * defaults (walk_defaults) and the odd ones (walk_odd_options). An option added to the ruleset or the list
 * costs nothing in an army that sets none, and a bit or two in one that sets another. */
static void
walk_option_set (Walk *w, GHashTable *pairs, GPtrArray *defs)
{
  gboolean any = g_hash_table_size (pairs) > 0;
  gboolean set = FALSE;

  mu_share_bits_bool (w->bits, &any);
  if (!any)
    return;
  for (guint i = 0; writing (w) && i < defs->len; i++)
    set |= has_setting (defs->pdata[i], g_hash_table_lookup (pairs, ((MuOptionDef *) defs->pdata[i])->id));
  mu_share_bits_bool (w->bits, &set);
  for (guint i = 0; set && i < defs->len && !failed (w); i++)
    walk_setting (w, defs->pdata[i], pairs);
  if (!failed (w))
    walk_defaults (w, pairs, defs);
  if (!failed (w))
    walk_odd_options (w, pairs, defs);
}

static void
walk_options (Walk *w, GHashTable *pairs)
{
  if (compact (w))
    walk_option_set (w, pairs, w->option_defs);
  else
    walk_pairs (w, pairs, w->option_defs);
}

/* Rows */

static MuListEntry *
lookup (Walk *w, const char *id)
{
  return w->list != NULL && id != NULL ? mu_army_list_lookup (w->list, id) : NULL;
}

/* Upgrades in the order of their row's children, each once */
static gboolean
as_set (MuListEntry *entry, GPtrArray *upgrades)
{
  guint next = 0;

  if (entry == NULL)
    return upgrades->len == 0;
  for (guint i = 0; i < upgrades->len; i++)
    {
      while (next < entry->children->len
             && !g_str_equal (((MuListEntry *) entry->children->pdata[next])->id, upgrades->pdata[i]))
        next++;
      if (next++ >= entry->children->len)
        return FALSE;
    }
  return TRUE;
}

/* The upgrades of a unit or general as one bit for each upgrade row of its
 * row; odd when they are not those rows, each once in the rows' order
 * (then the bits are clear and the upgrades follow in the unit's extras). */
static void
walk_upgrade_bits (Walk *w, const char *row, GPtrArray *upgrades, gboolean *odd)
{
  MuListEntry *entry = lookup (w, row);

  *odd = writing (w) && (entry != NULL ? !as_set (entry, upgrades) : upgrades->len > 0);
  for (guint i = 0; entry != NULL && i < entry->children->len && !failed (w); i++)
    {
      const char *id = ((MuListEntry *) entry->children->pdata[i])->id;
      gboolean taken = writing (w) && !*odd && mu_strv_array_contains (upgrades, id);

      mu_share_bits_bool (w->bits, &taken);
      if (taken && !writing (w))
        g_ptr_array_add (upgrades, g_strdup (id));
    }
}

/* Upgrades that are not one each of the row's upgrade rows: a count and
 * each row. */
static void
walk_odd_upgrades (Walk *w, GPtrArray *upgrades)
{
  guint n = upgrades->len;

  walk_count (w, &n, MAX_ITEMS);
  for (guint i = 0; i < n && !failed (w); i++)
    {
      char *id = writing (w) ? upgrades->pdata[i] : NULL;

      walk_known (w, &id, w->list != NULL ? w->list->rows : NULL, entry_id);
      if (!writing (w) && id != NULL)
        g_ptr_array_add (upgrades, id);
    }
}

/* Upgrades of a unit or general (format 2): one bit set, then one bit for
 * each upgrade row of its row, when they are taken in the rows' order,
 * else one bit clear and the odd upgrades. */
static void
walk_upgrades (Walk *w, const char *entry_id_, GPtrArray *upgrades)
{
  gboolean set = writing (w) && as_set (lookup (w, entry_id_), upgrades);
  gboolean odd = FALSE;

  mu_share_bits_bool (w->bits, &set);
  if (set)
    walk_upgrade_bits (w, entry_id_, upgrades, &odd);
  else
    walk_odd_upgrades (w, upgrades);
}

/* Heroes: how many, less the least there can be; their names in the full
 * code only. */
static void
walk_heroes (Walk *w, GPtrArray *heroes, guint least)
{
  guint n = heroes->len - least;

  /* a short code's heroes take no bits: they come back numbered */
  walk_items (w, &n, MAX_ITEMS, full (w));
  if (!failed (w))
    n += least;
  for (guint i = 0; i < n && !failed (w); i++)
    {
      char *name = writing (w) ? heroes->pdata[i] : NULL;

      w->heroes++;
      if (full (w))
        mu_share_bits_string (w->bits, &name);
      else if (!writing (w))
        /* TRANSLATORS: the name a new hero gets until the player names him */
        name = g_strdup_printf (_("Hero %u"), w->heroes);
      if (!writing (w) && name != NULL)
        g_ptr_array_add (heroes, name);
    }
}

/* Units */

static char *
place_id (guint place)
{
  return g_strdup_printf ("u%u", place);
}

/* A unit's id: nothing when every id is its place; else "uN" by N, or the
 * id written out. */
static void
walk_unit_id (Walk *w, MuUnit *unit)
{
  guint64 number = 0;
  gboolean numbered;
  g_autofree char *again = NULL;

  if (w->canonical_ids)
    {
      if (!writing (w))
        unit->id = place_id (w->units);
      return;
    }
  if (writing (w) && unit->id[0] == 'u'
      && g_ascii_string_to_unsigned (unit->id + 1, 10, 1, G_MAXINT32, &number, NULL))
    again = g_strdup_printf ("u%" G_GUINT64_FORMAT, number);
  numbered = again != NULL && g_str_equal (again, unit->id);
  mu_share_bits_bool (w->bits, &numbered);
  if (!numbered)
    {
      mu_share_bits_string (w->bits, &unit->id);
      return;
    }
  mu_share_bits_uint (w->bits, &number, 3);
  if (!writing (w))
    unit->id = g_strdup_printf ("u%" G_GUINT64_FORMAT, number);
}

static gboolean
plain_unit (Walk *w, MuUnit *unit)
{
  return unit->count == 1 && unit->upgrades->len == 0 && g_hash_table_size (unit->attrs) == 0
         && unit->heroes->len == 0 && unit->subunits->len == 0 && (!full (w) || unit->name == NULL);
}

static void walk_units (Walk *w, GPtrArray *units, guint depth);

/* A unit: its id, its row (one bit when it is the row of the unit before),
 * then one bit for a plain unit (one of its row, as bought), else its
 * upgrades and one bit for more: its count, attributes, heroes, parts and
 * (FULL) name. */
static void
walk_unit (Walk *w, MuUnit *unit, const char *previous, guint depth)
{
  gboolean same = writing (w) && previous != NULL && g_str_equal (previous, unit->entry);
  gboolean plain = writing (w) && plain_unit (w, unit);
  gboolean counted = unit->count != 1;
  guint64 count = (guint64) MAX (unit->count, 0);
  gboolean more = writing (w)
                  && (counted || g_hash_table_size (unit->attrs) > 0 || unit->heroes->len > 0
                      || unit->subunits->len > 0 || (full (w) && unit->name != NULL));

  if (++w->units > MU_SHARE_MAX_UNITS)
    {
      w->too_large = TRUE;
      mu_share_bits_fail (w->bits);
      return;
    }
  walk_unit_id (w, unit);
  if (previous != NULL)
    mu_share_bits_bool (w->bits, &same);
  if (same && !writing (w))
    unit->entry = g_strdup (previous);
  else if (!same)
    walk_known (w, &unit->entry, w->unit_rows, entry_id);
  mu_share_bits_bool (w->bits, &plain);
  if (plain || failed (w))
    return;
  walk_upgrades (w, unit->entry, unit->upgrades);
  mu_share_bits_bool (w->bits, &more);
  if (!more)
    return;
  mu_share_bits_bool (w->bits, &counted);
  if (counted)
    {
      mu_share_bits_uint (w->bits, &count, 2);
      unit->count = (gint64) MIN (count, G_MAXINT32);
    }
  walk_pairs (w, unit->attrs, w->unit_attrs);
  walk_heroes (w, unit->heroes, 0);
  if (depth < MAX_DEPTH)
    walk_units (w, unit->subunits, depth + 1);
  if (full (w))
    walk_optional (w, &unit->name);
}

static void
walk_units (Walk *w, GPtrArray *units, guint depth)
{
  guint n = units->len;

  walk_count (w, &n, MU_SHARE_MAX_UNITS);
  for (guint i = 0; i < n && !failed (w); i++)
    {
      MuUnit *unit = writing (w) ? units->pdata[i] : g_new0 (MuUnit, 1);
      const char *previous = i > 0 ? ((MuUnit *) units->pdata[i - 1])->entry : NULL;

      if (!writing (w))
        {
          unit->count = 1;
          unit->upgrades = g_ptr_array_new_with_free_func (g_free);
          unit->heroes = g_ptr_array_new_with_free_func (g_free);
          unit->attrs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
          unit->subunits = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_unit_free);
          g_ptr_array_add (units, unit);
        }
      walk_unit (w, unit, previous, depth);
    }
}

/* Format 3 */

static void walk_unit_groups (Walk *w, GPtrArray *units, guint depth);
static int compare_units (gconstpointer a, gconstpointer b, gpointer places);

/* What a unit that is not plain has: its upgrades, then one bit for more:
 * in a list with heroes, one bit for the unit's (then how many, less one),
 * else its attributes; one bit for the rest: odd upgrades, its count, its
 * attributes or heroes (those not written yet) and its parts. */
static void
walk_unit_extras (Walk *w, MuUnit *unit, guint depth)
{
  gboolean odd = FALSE;
  gboolean counted = unit->count != 1;
  gboolean heroes = unit->heroes->len > 0;
  gboolean attrs = g_hash_table_size (unit->attrs) > 0;
  gboolean rest, more;
  guint64 count = (guint64) MAX (unit->count, 0);

  walk_upgrade_bits (w, unit->entry, unit->upgrades, &odd);
  rest = odd || counted || unit->subunits->len > 0 || (w->hero_rows ? attrs : heroes);
  more = rest || heroes || attrs;
  mu_share_bits_bool (w->bits, &more);
  if (!more)
    return;
  if (w->hero_rows)
    mu_share_bits_bool (w->bits, &heroes);
  if (heroes && w->hero_rows)
    walk_heroes (w, unit->heroes, 1);
  if (!w->hero_rows)
    walk_pairs (w, unit->attrs, w->unit_attrs);
  mu_share_bits_bool (w->bits, &rest);
  if (!rest)
    return;
  mu_share_bits_bool (w->bits, &odd);
  if (odd)
    walk_odd_upgrades (w, unit->upgrades);
  mu_share_bits_bool (w->bits, &counted);
  if (counted)
    {
      mu_share_bits_uint (w->bits, &count, 2);
      unit->count = (gint64) MIN (count, G_MAXINT32);
    }
  if (w->hero_rows)
    walk_pairs (w, unit->attrs, w->unit_attrs);
  else
    walk_heroes (w, unit->heroes, 0);
  if (depth < MAX_DEPTH)
    walk_unit_groups (w, unit->subunits, depth + 1);
}

static guint
row_place (GHashTable *places, const char *row)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (places, row));
}

/* The row of the next group, or the end of the groups (row NULL when
 * writing): 0 for the end, else the row's place among the unit rows from
 * the first not yet written, plus one, or, after them, the row written
 * out. FALSE at the end. */
static gboolean
walk_group_row (Walk *w, char **row, guint *start)
{
  guint n = w->unit_rows->len;
  guint place = writing (w) && *row != NULL ? row_place (w->row_places, *row) : 0;

  if (writing (w))
    place = *row == NULL ? 0 : place > 0 ? place - *start : n - *start + 1;
  mu_share_bits_below (w->bits, &place, n - *start + 2);
  if (failed (w) || place == 0)
    return FALSE;
  *start += place - 1;
  if (*start == n)
    mu_share_bits_string (w->bits, row);
  else
    {
      if (!writing (w))
        *row = g_strdup (((MuListEntry *) w->unit_rows->pdata[*start])->id);
      (*start)++;
    }
  return !failed (w);
}

static MuUnit *
new_unit (GPtrArray *units, const char *row)
{
  MuUnit *unit = mu_unit_new (NULL, row);

  g_ptr_array_add (units, unit);
  return unit;
}

static gboolean
same_row (GPtrArray *units, guint a, guint b)
{
  return g_str_equal (((MuUnit *) units->pdata[a])->entry, ((MuUnit *) units->pdata[b])->entry);
}

static gboolean
bare (const MuUnit *unit)
{
  return unit->count == 1 && unit->upgrades->len == 0 && g_hash_table_size (unit->attrs) == 0
         && unit->heroes->len == 0 && unit->subunits->len == 0;
}

/* A group: the units of one row, plain ones first: how many (less one),
 * how many of them are plain, then each unit's id when ids are not places
 * and the extras of those that are not plain. */
static void
walk_group (Walk *w, GPtrArray *units, GPtrArray *arranged, guint *next, const char *row, guint depth)
{
  guint64 size = 0;
  guint plain = 0;

  for (guint i = *next + 1; writing (w) && i < arranged->len && same_row (arranged, *next, i); i++)
    size++;
  for (guint i = *next; writing (w) && i <= *next + size && bare (arranged->pdata[i]); i++)
    plain++;
  mu_share_bits_uint (w->bits, &size, 0);
  if (!writing (w) && size >= MU_SHARE_MAX_UNITS)
    mu_share_bits_fail (w->bits);
  mu_share_bits_below (w->bits, &plain, failed (w) ? 1 : (guint) size + 2);
  for (guint i = 0; i <= size && !failed (w); i++)
    {
      MuUnit *unit = writing (w) ? arranged->pdata[*next + i] : new_unit (units, row);

      if (++w->units > MU_SHARE_MAX_UNITS)
        {
          w->too_large = TRUE;
          mu_share_bits_fail (w->bits);
          break;
        }
      walk_unit_id (w, unit);
      if (i >= plain)
        walk_unit_extras (w, unit, depth);
    }
  *next += (guint) size + 1;
}

/* The units in the order a short code writes them, in an array of its own
 * that does not own them. */
static GPtrArray *
arranged_copy (Walk *w, GPtrArray *units)
{
  GPtrArray *arranged = g_ptr_array_sized_new (units->len);

  g_ptr_array_extend (arranged, units, NULL, NULL);
  g_ptr_array_sort_with_data (arranged, compare_units, w->row_places);
  return arranged;
}

/* Units by row, in the order of the list's rows (mu_share_schema_arrange):
 * a group for each row that has units, then the end. The order of the
 * units is no part of the army. */
static void
walk_unit_groups (Walk *w, GPtrArray *units, guint depth)
{
  g_autoptr(GPtrArray) arranged = writing (w) ? arranged_copy (w, units) : NULL;
  guint next = 0, start = 0;

  for (;;)
    {
      char *row = writing (w) && next < arranged->len ? ((MuUnit *) arranged->pdata[next])->entry : NULL;

      if (!walk_group_row (w, &row, &start))
        break;
      walk_group (w, units, arranged, &next, row, depth);
      if (!writing (w))
        g_free (row);
    }
}

static int
compare_upgrades (GPtrArray *x, GPtrArray *y)
{
  if (x->len != y->len)
    return x->len < y->len ? -1 : 1;
  for (guint i = 0; i < x->len; i++)
    {
      int order = strcmp (x->pdata[i], y->pdata[i]);

      if (order != 0)
        return order;
    }
  return 0;
}

static int
compare_units (gconstpointer a, gconstpointer b, gpointer places)
{
  const MuUnit *x = *(MuUnit * const *) a, *y = *(MuUnit * const *) b;
  guint px = row_place (places, x->entry), py = row_place (places, y->entry);
  int order;

  /* rows the list does not have after its own, by id */
  px = px == 0 ? G_MAXUINT : px;
  py = py == 0 ? G_MAXUINT : py;
  if (px != py)
    return px < py ? -1 : 1;
  if ((order = strcmp (x->entry, y->entry)) != 0)
    return order;
  if (bare (x) != bare (y))
    return bare (x) ? -1 : 1;
  if ((order = compare_upgrades (x->upgrades, y->upgrades)) != 0)
    return order;
  if (x->count != y->count)
    return x->count < y->count ? -1 : 1;
  return x->heroes->len == y->heroes->len ? 0 : x->heroes->len < y->heroes->len ? -1 : 1;
}

/* Puts units in the order a short code gives them back: by the place of
 * their row among the unit rows (places: mu_share_schema_row_places), the
 * rows the list does not have last; in a row, plain units first, then by
 * their upgrades, count and heroes; else as they were. */
void
mu_share_schema_arrange (GPtrArray *units, GHashTable *places)
{
  g_ptr_array_sort_with_data (units, compare_units, places);
  for (guint i = 0; i < units->len; i++)
    mu_share_schema_arrange (((MuUnit *) units->pdata[i])->subunits, places);
}

/* Generals */

/* The unit a general is attached to: one bit for none, else a unit of his
 * command by its place, or another by its id. */
static void
walk_attached (Walk *w, MuGeneral *general, MuCommand *command)
{
  guint n = command->units->len;
  gboolean attached = general->attached != NULL;
  guint place = n;

  for (guint i = 0; writing (w) && attached && i < n; i++)
    if (g_str_equal (((MuUnit *) command->units->pdata[i])->id, general->attached))
      place = i;
  mu_share_bits_bool (w->bits, &attached);
  if (!attached)
    return;
  mu_share_bits_below (w->bits, &place, n + 1);
  if (place == n)
    mu_share_bits_string (w->bits, &general->attached);
  else if (!writing (w) && !failed (w))
    general->attached = g_strdup (((MuUnit *) command->units->pdata[place])->id);
}

static void
walk_general (Walk *w, MuGeneral *general, MuCommand *command)
{
  walk_known (w, &general->entry, w->general_rows, entry_id);
  walk_upgrades (w, general->entry, general->upgrades);
  walk_attached (w, general, command);
  walk_pairs (w, general->attrs, w->general_attrs);
  if (full (w))
    walk_optional (w, &general->name);
}

/* Format 3: the unit a general is attached to: its place among his
 * command's units as the code gives them, then none, then another unit by
 * its id. */
static void
walk_attached_place (Walk *w, MuGeneral *general, GPtrArray *units)
{
  guint n = units->len;
  guint place = general->attached == NULL ? n : n + 1;

  for (guint i = 0; writing (w) && general->attached != NULL && i < n; i++)
    if (g_str_equal (((MuUnit *) units->pdata[i])->id, general->attached))
      place = i;
  mu_share_bits_below (w->bits, &place, n + 2);
  if (place == n + 1)
    mu_share_bits_string (w->bits, &general->attached);
  else if (place < n && !writing (w) && !failed (w))
    general->attached = g_strdup (((MuUnit *) units->pdata[place])->id);
}

/* Format 3: one bit for more (a row the list does not have, attributes,
 * odd upgrades); the general's row among the general rows (written out
 * too, with more), upgrades and unit; with more, his attributes and one
 * bit for odd upgrades, then those. */
static void
walk_general_compact (Walk *w, MuGeneral *general, GPtrArray *units)
{
  guint n = w->general_rows->len;
  guint place = n;
  MuListEntry *entry = lookup (w, general->entry);
  gboolean odd
      = writing (w) && (entry != NULL ? !as_set (entry, general->upgrades) : general->upgrades->len > 0);
  gboolean more;

  for (guint i = 0; writing (w) && i < n; i++)
    if (g_str_equal (entry_id (w->general_rows->pdata[i]), general->entry))
      place = i;
  more = writing (w) && (place == n || odd || g_hash_table_size (general->attrs) > 0);
  mu_share_bits_bool (w->bits, &more);
  if (more)
    walk_known (w, &general->entry, w->general_rows, entry_id);
  else if (n == 0)
    mu_share_bits_fail (w->bits);
  else
    {
      mu_share_bits_below (w->bits, &place, n);
      if (!writing (w) && !failed (w))
        general->entry = g_strdup (entry_id (w->general_rows->pdata[place]));
    }
  walk_upgrade_bits (w, general->entry, general->upgrades, &odd);
  walk_attached_place (w, general, units);
  if (!more)
    return;
  walk_pairs (w, general->attrs, w->general_attrs);
  mu_share_bits_bool (w->bits, &odd);
  if (odd)
    walk_odd_upgrades (w, general->upgrades);
}

/* Commands */

static char *
numbered_command (guint index)
{
  return g_strdup_printf ("Command %u", index + 1);
}

/* FULL: a command's name: none, "Command N" for the N-th, or written out. */
static void
walk_command_name (Walk *w, MuCommand *command, guint index)
{
  g_autofree char *numbered = numbered_command (index);
  guint how = command->name == NULL ? 0 : g_str_equal (command->name, numbered) ? 1 : 2;

  mu_share_bits_below (w->bits, &how, 3);
  if (how == 2)
    mu_share_bits_string (w->bits, &command->name);
  else if (how == 1 && !writing (w))
    command->name = g_steal_pointer (&numbered);
}

/* A command: its units first, so that a general's unit is known by its
 * place among them; then its generals (one is the usual number: one bit)
 * and its heroes not yet given to a unit. */
static void
walk_command (Walk *w, MuCommand *command, guint index)
{
  guint generals = command->generals->len;

  g_autoptr(GPtrArray) arranged = NULL;

  if (full (w))
    walk_command_name (w, command, index);
  if (compact (w))
    walk_unit_groups (w, command->units, 0);
  else
    walk_units (w, command->units, 0);
  if (compact (w) && writing (w))
    arranged = arranged_copy (w, command->units);
  generals = generals == 1 ? 0 : generals == 0 ? 1 : generals;
  walk_count (w, &generals, MAX_ITEMS);
  generals = generals == 1 ? 0 : generals == 0 ? 1 : generals;
  for (guint i = 0; i < generals && !failed (w); i++)
    {
      MuGeneral *general = writing (w) ? command->generals->pdata[i] : mu_general_new (NULL);

      if (!writing (w))
        g_ptr_array_add (command->generals, general);
      if (compact (w))
        walk_general_compact (w, general, arranged != NULL ? arranged : command->units);
      else
        walk_general (w, general, command);
    }
  walk_heroes (w, command->heroes, 0);
}

/* The commands of one contingent, in the roster's order. */
static void
walk_commands (Walk *w, guint contingent)
{
  GPtrArray *commands = mu_roster_get_commands (w->roster);
  guint n = 0;

  for (guint i = 0; writing (w) && i < commands->len; i++)
    n += ((MuCommand *) commands->pdata[i])->contingent == contingent;
  walk_count (w, &n, MU_SHARE_MAX_COMMANDS);
  if (writing (w))
    {
      for (guint i = 0; i < commands->len; i++)
        if (((MuCommand *) commands->pdata[i])->contingent == contingent)
          walk_command (w, commands->pdata[i], i);
      return;
    }
  for (guint i = 0; i < n && !failed (w); i++)
    {
      MuCommand *command = mu_command_new (NULL);
      int index = mu_roster_insert_command (w->roster, contingent, command);

      walk_command (w, command, (guint) index);
    }
}

/* The army */

static void
walk_roster_string (Walk *w, const char *(*get) (MuRoster *), void (*set) (MuRoster *, const char *))
{
  g_autofree char *text = writing (w) ? g_strdup (get (w->roster)) : NULL;

  walk_optional (w, &text);
  if (!writing (w))
    set (w->roster, text);
}

/* A list-hash: none, the start of its list's hash (by its length), or
 * written out. */
static void
walk_hash (Walk *w, char **hash, MuArmyList *list)
{
  const char *own = list != NULL ? mu_army_list_get_hash (list) : "";
  guint how = *hash == NULL ? 0 : **hash != '\0' && g_str_has_prefix (own, *hash) ? 1 : 2;
  guint64 length = *hash != NULL ? strlen (*hash) : 0;

  mu_share_bits_below (w->bits, &how, 3);
  if (how == 1)
    {
      mu_share_bits_uint (w->bits, &length, 2);
      if (!writing (w) && (length == 0 || length > strlen (own)))
        mu_share_bits_fail (w->bits);
      else if (!writing (w))
        *hash = g_strndup (own, (gsize) length);
    }
  else if (how == 2)
    mu_share_bits_string (w->bits, hash);
}

/* A list revision: one bit when it is the list's own, else the number. */
static void
walk_revision (Walk *w, gint64 *revision, MuArmyList *list)
{
  gboolean same_revision = list != NULL && list->revision == *revision;
  guint64 number = (guint64) MAX (*revision, 0);

  if (list != NULL)
    mu_share_bits_bool (w->bits, &same_revision);
  if (!same_revision)
    mu_share_bits_uint (w->bits, &number, 0);
  if (!writing (w))
    *revision = same_revision ? list->revision : (gint64) MIN (number, G_MAXINT32);
}

static void
walk_list_hash (Walk *w)
{
  g_autofree char *hash = g_strdup (mu_roster_get_list_hash (w->roster));

  walk_hash (w, &hash, w->list);
  if (!writing (w) && !failed (w))
    mu_roster_set_list_hash (w->roster, hash);
}

/* FULL: the declared totals, by key. */
static void
walk_declared (Walk *w)
{
  GHashTable *declared = mu_roster_get_declared (w->roster);
  g_autoptr(GPtrArray) none = g_ptr_array_new ();

  walk_pairs (w, declared, none);
}

/* The points limit: one bit for none; else, when the ruleset has a usual
 * game size, how far from it (0, -1, 1, -2… in order), or the number. */
static void
walk_points_limit (Walk *w)
{
  gint64 limit = mu_roster_get_points_limit (w->roster);
  gint64 usual = w->list != NULL ? w->list->ruleset->default_points : 0;
  gboolean limited = limit > 0;
  gint64 delta = limit - usual;
  guint64 number = usual > 0 ? (delta >= 0 ? (guint64) delta * 2 : (guint64) (-delta) * 2 - 1)
                             : (guint64) MAX (limit, 0);

  mu_share_bits_bool (w->bits, &limited);
  if (limited)
    mu_share_bits_uint (w->bits, &number, 3);
  if (writing (w))
    return;
  number = MIN (number, 2000000000);
  if (!limited)
    limit = 0;
  else if (usual > 0)
    limit = usual + (number % 2 == 0 ? (gint64) (number / 2) : -(gint64) ((number + 1) / 2));
  else
    limit = (gint64) number;
  if (limited && (limit <= 0 || limit > 1000000000))
    mu_share_bits_fail (w->bits);
  mu_roster_set_points_limit (w->roster, limit);
}

static void walk_tables (Walk *w, MuArmyList *list);
static void walk_clear (Walk *w);
static guint32 list_name (MuArmyList *list);
static MuArmyList *find_list (MuLibrary *library, guint32 name, GError **error);

/* Which list an allied contingent comes from: its place-free name when the
 * list is known, else its id; the contingent is made when reading. */
static MuContingent *
walk_ally_list (Walk *w, guint number)
{
  MuContingent *ally = writing (w) ? mu_roster_get_ally (w->roster, number) : NULL;
  MuArmyList *list = ally != NULL ? ally->list : NULL;
  g_autofree char *id = ally != NULL ? g_strdup (ally->list_id) : NULL;
  gboolean indexed = list != NULL;
  guint64 name = indexed ? list_name (list) : 0;

  mu_share_bits_bool (w->bits, &indexed);
  if (indexed)
    mu_share_bits_fixed (w->bits, &name, 32);
  else
    mu_share_bits_string (w->bits, &id);
  if (writing (w) || failed (w))
    return ally;
  if (indexed && (list = find_list (w->library, (guint32) name, &w->error)) == NULL)
    {
      mu_share_bits_fail (w->bits);
      return NULL;
    }
  ally = mu_roster_get_ally (w->roster, mu_roster_add_ally (w->roster, list != NULL ? list->id : id));
  if (list != NULL)
    mu_contingent_set_list (ally, list);
  return ally;
}

/* An allied contingent (To the Strongest! v1.1, "Allied contingents"): its
 * list, revision, list hash, options and commands, its rows and options by
 * their place in its own list. */
static void
walk_ally (Walk *w, guint number)
{
  MuContingent *ally = walk_ally_list (w, number);

  if (ally == NULL)
    return;
  walk_revision (w, &ally->list_revision, ally->list);
  walk_hash (w, &ally->list_hash, ally->list);
  walk_tables (w, ally->list);
  walk_options (w, ally->options);
  walk_commands (w, number);
}

#define MAX_ALLIES 16

/* In a code whose first letter says so, after the main contingent's
 * commands: how many allied contingents, then each. */
static void
walk_allies (Walk *w)
{
  MuArmyList *main_list = w->list;
  guint n = writing (w) ? mu_roster_count_contingents (w->roster) - 1 : 0;

  walk_count (w, &n, MAX_ALLIES);
  for (guint i = 1; i <= n && !failed (w); i++)
    walk_ally (w, i);
  walk_tables (w, main_list);
}

static void
walk_roster (Walk *w, gboolean allied)
{
  gint64 revision = mu_roster_get_list_revision (w->roster);

  walk_revision (w, &revision, w->list);
  if (!writing (w))
    mu_roster_set_list_revision (w->roster, revision);
  walk_list_hash (w);
  if (full (w))
    {
      walk_roster_string (w, mu_roster_get_army_name, mu_roster_set_army_name);
      walk_roster_string (w, mu_roster_get_player, mu_roster_set_player);
      walk_roster_string (w, mu_roster_get_notes, mu_roster_set_notes);
    }
  walk_points_limit (w);
  walk_options (w, mu_roster_get_options (w->roster));
  mu_share_bits_bool (w->bits, &w->canonical_ids);
  walk_commands (w, 0);
  if (allied)
    walk_allies (w);
  if (full (w))
    walk_declared (w);
}

/* Setting up */

static GPtrArray *
top_rows (MuArmyList *list, gboolean generals)
{
  GPtrArray *rows = g_ptr_array_new ();

  for (guint i = 0; list != NULL && i < list->rows->len; i++)
    {
      MuListEntry *entry = list->rows->pdata[i];

      if (entry->parent == NULL && entry->kind == MU_ENTRY_GENERAL && generals)
        g_ptr_array_add (rows, entry);
      else if (entry->parent == NULL && !generals && entry->kind != MU_ENTRY_GENERAL
               && entry->kind != MU_ENTRY_HERO)
        g_ptr_array_add (rows, entry);
    }
  return rows;
}

/* The share-code format a walk writes or reads: 3 for a short code, 2
 * for a full one or an old short one. */
static gint64
walk_format (Walk *w)
{
  return compact (w) ? 3 : 2;
}

/* Definitions the walk's format knows: an option added later (its
 * share-format) is written out by its id instead, so that codes printed
 * before it keep their meaning. */
static void
add_defs (GPtrArray *defs, GPtrArray *from, gint64 format)
{
  for (guint i = 0; i < from->len; i++)
    if (((MuOptionDef *) from->pdata[i])->share_format <= format)
      g_ptr_array_add (defs, from->pdata[i]);
}

static GPtrArray *
attributes (MuArmyList *list, const char *what, gint64 format)
{
  GPtrArray *defs = g_ptr_array_new ();

  for (guint i = 0; list != NULL && i < list->ruleset->attributes->len; i++)
    if (mu_option_def_applies_to (list->ruleset->attributes->pdata[i], what)
        && ((MuOptionDef *) list->ruleset->attributes->pdata[i])->share_format <= format)
      g_ptr_array_add (defs, list->ruleset->attributes->pdata[i]);
  return defs;
}

/* The tables rows, options and attributes are found in by place. */
static void
walk_tables (Walk *w, MuArmyList *list)
{
  if (w->unit_rows != NULL)
    walk_clear (w);
  w->list = list;
  w->unit_rows = top_rows (list, FALSE);
  w->general_rows = top_rows (list, TRUE);
  w->option_defs = g_ptr_array_new ();
  if (list != NULL)
    {
      add_defs (w->option_defs, list->options, walk_format (w));
      add_defs (w->option_defs, list->ruleset->options, walk_format (w));
    }
  w->unit_attrs = attributes (list, "unit", walk_format (w));
  w->general_attrs = attributes (list, "general", walk_format (w));
  w->row_places = mu_share_schema_row_places (list);
  w->hero_rows = FALSE;
  for (guint i = 0; list != NULL && i < list->rows->len; i++)
    w->hero_rows |= ((MuListEntry *) list->rows->pdata[i])->kind == MU_ENTRY_HERO;
}

/* The places a short code gives the list's unit rows (NULL: none), for
 * mu_share_schema_arrange(): row id to its place, plus one. */
GHashTable *
mu_share_schema_row_places (MuArmyList *list)
{
  g_autoptr(GPtrArray) rows = top_rows (list, FALSE);
  GHashTable *places = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < rows->len; i++)
    g_hash_table_insert (places, (gpointer) entry_id (rows->pdata[i]), GUINT_TO_POINTER (i + 1));
  return places;
}

static void
walk_init (Walk *w, MuShareBits *bits, MuShareKind kind, MuArmyList *list)
{
  memset (w, 0, sizeof *w);
  w->bits = bits;
  w->kind = kind;
  walk_tables (w, list);
}

static void
walk_clear (Walk *w)
{
  g_clear_pointer (&w->unit_rows, g_ptr_array_unref);
  g_clear_pointer (&w->general_rows, g_ptr_array_unref);
  g_clear_pointer (&w->option_defs, g_ptr_array_unref);
  g_clear_pointer (&w->unit_attrs, g_ptr_array_unref);
  g_clear_pointer (&w->general_attrs, g_ptr_array_unref);
  g_clear_pointer (&w->row_places, g_hash_table_unref);
}

static gboolean
ids_are_places (GPtrArray *units, guint *place)
{
  for (guint i = 0; i < units->len; i++)
    {
      MuUnit *unit = units->pdata[i];
      g_autofree char *expected = place_id (++*place);

      if (!g_str_equal (unit->id, expected) || !ids_are_places (unit->subunits, place))
        return FALSE;
    }
  return TRUE;
}

static gboolean
canonical_ids (MuRoster *roster)
{
  GPtrArray *commands = mu_roster_get_commands (roster);
  guint place = 0;

  for (guint i = 0; i < commands->len; i++)
    if (!ids_are_places (((MuCommand *) commands->pdata[i])->units, &place))
      return FALSE;
  return TRUE;
}

static gboolean
in_units (GPtrArray *units, const char *id)
{
  for (guint i = 0; i < units->len; i++)
    if (g_str_equal (((MuUnit *) units->pdata[i])->id, id))
      return TRUE;
  return FALSE;
}

/* Whether an attribute of a unit or general names a unit (a phalanx's
 * link-left…). */
static gboolean
names_a_unit (MuRoster *roster, GHashTable *attrs)
{
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, attrs);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (value != NULL && mu_roster_find_unit (roster, value, NULL) != NULL)
      return TRUE;
  return FALSE;
}

static gboolean
units_named (MuRoster *roster, GPtrArray *units)
{
  for (guint i = 0; i < units->len; i++)
    {
      MuUnit *unit = units->pdata[i];

      if (names_a_unit (roster, unit->attrs) || units_named (roster, unit->subunits))
        return TRUE;
    }
  return FALSE;
}

/* Whether the units can be numbered by their places in a short code, as
 * their ids are no part of the army: when every attached general is with a
 * unit of his own command (found by its place there) and no attribute names
 * a unit by its id. */
static gboolean
renumberable (MuRoster *roster)
{
  GPtrArray *commands = mu_roster_get_commands (roster);

  for (guint i = 0; i < commands->len; i++)
    {
      MuCommand *command = commands->pdata[i];

      if (units_named (roster, command->units))
        return FALSE;
      for (guint g = 0; g < command->generals->len; g++)
        {
          MuGeneral *general = command->generals->pdata[g];

          if ((general->attached != NULL && !in_units (command->units, general->attached))
              || names_a_unit (roster, general->attrs))
            return FALSE;
        }
    }
  return TRUE;
}

/* The list: named by 16 bits of a hash of its id and the first 16 of the
 * hash of its file (rows and options are then written by place), else by
 * its id and its ruleset's, written out. */
static guint32
list_name (MuArmyList *list)
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  guint8 digest[32];
  gsize size = sizeof digest;
  const char *hash = mu_army_list_get_hash (list);
  guint32 content = 0;

  g_checksum_update (checksum, (const guchar *) list->id, -1);
  g_checksum_get_digest (checksum, digest, &size);
  for (guint i = 0; i < 4 && g_ascii_isxdigit (hash[i]); i++)
    content = (content << 4) | (guint32) g_ascii_xdigit_value (hash[i]);
  return ((guint32) digest[0] << 24) | ((guint32) digest[1] << 16) | content;
}

/* Writes the roster after the code's first letter; list is its army list
 * or NULL; allied when the first letter says the roster has allied
 * contingents. */
gboolean
mu_share_schema_write (MuShareBits *bits, MuShareKind kind, gboolean allied, MuRoster *roster,
                       MuArmyList *list)
{
  Walk w;
  gboolean indexed = list != NULL;
  g_autofree char *list_id = g_strdup (mu_roster_get_list_id (roster));
  g_autofree char *ruleset_id = g_strdup (mu_roster_get_ruleset_id (roster));

  walk_init (&w, bits, kind, list);
  w.roster = roster;
  /* a short code gives the units back by row, numbered by their places
   * then: it writes their ids when those are part of the army */
  w.canonical_ids = kind == MU_SHARE_FULL ? canonical_ids (roster) : renumberable (roster);
  mu_share_bits_bool (bits, &indexed);
  if (indexed)
    {
      guint64 name = list_name (list);

      mu_share_bits_fixed (bits, &name, 32);
      indexed = g_strcmp0 (list->ruleset_id, ruleset_id) != 0;
      mu_share_bits_bool (bits, &indexed);
      if (indexed)
        mu_share_bits_string (bits, &ruleset_id);
    }
  else
    {
      mu_share_bits_string (bits, &list_id);
      mu_share_bits_string (bits, &ruleset_id);
    }
  walk_roster (&w, allied);
  walk_clear (&w);
  return !bits->failed;
}

static MuArmyList *
find_list (MuLibrary *library, guint32 name, GError **error)
{
  MuArmyList *by_id = NULL;

  for (guint i = 0; i < library->lists->len; i++)
    {
      MuArmyList *list = library->lists->pdata[i];
      guint32 own = list_name (list);

      if (own == name)
        return mu_library_find_list (library, list->id); /* with its rows */
      if ((own >> 16) == (name >> 16))
        by_id = list;
    }
  if (by_id != NULL)
    g_set_error (error, MU_ERROR, MU_ERROR_MISMATCH,
                 _("The share code was made with another version of the army list “%s” than the library's; "
                   "open the roster file instead"),
                    by_id->name);
  else
    g_set_error (error, MU_ERROR, MU_ERROR_MISMATCH,
                 _("The share code was made with an army list the library does not have"));
  return NULL;
}

/* Rebuilds the roster from the bits after the code's first letter; NULL and
 * an error when the code names a list the library does not have or its
 * content is damaged or too large. The roster still has to be checked. */
MuRoster *
mu_share_schema_read (MuShareBits *bits, MuShareKind kind, gboolean allied, MuLibrary *library,
                      GError **error)
{
  Walk w;
  gboolean indexed = FALSE, other_ruleset = FALSE;
  g_autofree char *list_id = NULL;
  g_autofree char *ruleset_id = NULL;
  MuArmyList *list = NULL;
  g_autoptr(MuRoster) roster = NULL;
  gboolean too_large;

  mu_share_bits_bool (bits, &indexed);
  if (indexed)
    {
      guint64 name = 0;

      mu_share_bits_fixed (bits, &name, 32);
      if (bits->failed)
        return mu_share_text_error (error, _("its content is damaged"));
      list = find_list (library, (guint32) name, error);
      if (list == NULL)
        return NULL;
      mu_share_bits_bool (bits, &other_ruleset);
      if (other_ruleset)
        mu_share_bits_string (bits, &ruleset_id);
      list_id = g_strdup (list->id);
      if (!other_ruleset)
        ruleset_id = g_strdup (list->ruleset_id);
    }
  else
    {
      mu_share_bits_string (bits, &list_id);
      mu_share_bits_string (bits, &ruleset_id);
    }
  if (bits->failed)
    return mu_share_text_error (error, _("its content is damaged"));
  roster = mu_roster_new (ruleset_id, list_id);
  walk_init (&w, bits, kind, list);
  w.roster = roster;
  w.library = library;
  walk_roster (&w, allied);
  too_large = w.too_large;
  walk_clear (&w);
  if (w.error != NULL)
    {
      g_propagate_error (error, w.error);
      return NULL;
    }
  if (too_large)
    return mu_share_code_too_large (error);
  if (bits->failed)
    return mu_share_text_error (error, _("its content is damaged"));
  return g_steal_pointer (&roster);
}
