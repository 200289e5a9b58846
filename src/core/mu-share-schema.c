/* mu-share-schema.c: the roster's fields in a share code
 *
 * The roster as a code of format 2 sees it (schemas/README.md, "Share
 * codes"), described once: each walk_* function below states the fields of
 * one part of the roster in order, and the same walk writes them when the
 * stream writes and rebuilds the roster when it reads. Fields marked FULL
 * are in the full code only: names, notes, the declared totals.
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
#include "mu-share-legacy-private.h"
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

static gboolean
failed (Walk *w)
{
  return w->bits->failed;
}

/* Primitive fields */

/* A count of up to max items, each at least one bit long. */
static void
walk_count (Walk *w, guint *n, guint max)
{
  guint64 value = *n;

  mu_share_bits_uint (w->bits, &value, 0);
  if (!writing (w) && value > max)
    {
      w->too_large = TRUE;
      mu_share_bits_fail (w->bits);
    }
  if (!writing (w) && value > mu_share_bits_left (w->bits))
    mu_share_bits_fail (w->bits);
  *n = failed (w) ? 0 : (guint) value;
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

/* Upgrades of a unit or general: one bit for each upgrade row of its row
 * when they are taken in the rows' order, else a count and each row. */
static void
walk_upgrades (Walk *w, const char *entry_id_, GPtrArray *upgrades)
{
  MuListEntry *entry = lookup (w, entry_id_);
  gboolean set = writing (w) && as_set (entry, upgrades);
  guint n = upgrades->len;

  mu_share_bits_bool (w->bits, &set);
  if (set)
    {
      for (guint i = 0; entry != NULL && i < entry->children->len && !failed (w); i++)
        {
          const char *id = ((MuListEntry *) entry->children->pdata[i])->id;
          gboolean taken = writing (w) && mu_strv_array_contains (upgrades, id);

          mu_share_bits_bool (w->bits, &taken);
          if (taken && !writing (w))
            g_ptr_array_add (upgrades, g_strdup (id));
        }
      return;
    }
  walk_count (w, &n, MAX_ITEMS);
  for (guint i = 0; i < n && !failed (w); i++)
    {
      char *id = writing (w) ? upgrades->pdata[i] : NULL;

      walk_known (w, &id, w->list != NULL ? w->list->rows : NULL, entry_id);
      if (!writing (w) && id != NULL)
        g_ptr_array_add (upgrades, id);
    }
}

/* Heroes: how many; their names in the full code only. */
static void
walk_heroes (Walk *w, GPtrArray *heroes)
{
  guint n = heroes->len;

  walk_count (w, &n, MAX_ITEMS);
  for (guint i = 0; i < n && !failed (w); i++)
    {
      char *name = writing (w) ? heroes->pdata[i] : NULL;

      w->heroes++;
      if (full (w))
        mu_share_bits_string (w->bits, &name);
      else if (!writing (w))
        name = g_strdup_printf ("Hero %u", w->heroes);
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
  walk_heroes (w, unit->heroes);
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

  if (full (w))
    walk_command_name (w, command, index);
  walk_units (w, command->units, 0);
  generals = generals == 1 ? 0 : generals == 0 ? 1 : generals;
  walk_count (w, &generals, MAX_ITEMS);
  generals = generals == 1 ? 0 : generals == 0 ? 1 : generals;
  for (guint i = 0; i < generals && !failed (w); i++)
    {
      MuGeneral *general = writing (w) ? command->generals->pdata[i] : mu_general_new (NULL);

      if (!writing (w))
        g_ptr_array_add (command->generals, general);
      walk_general (w, general, command);
    }
  walk_heroes (w, command->heroes);
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
  walk_pairs (w, ally->options, w->option_defs);
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
  walk_pairs (w, mu_roster_get_options (w->roster), w->option_defs);
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

static GPtrArray *
attributes (MuArmyList *list, const char *what)
{
  GPtrArray *defs = g_ptr_array_new ();

  for (guint i = 0; list != NULL && i < list->ruleset->attributes->len; i++)
    if (mu_option_def_applies_to (list->ruleset->attributes->pdata[i], what))
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
      g_ptr_array_extend (w->option_defs, list->options, NULL, NULL);
      g_ptr_array_extend (w->option_defs, list->ruleset->options, NULL, NULL);
    }
  w->unit_attrs = attributes (list, "unit");
  w->general_attrs = attributes (list, "general");
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
  w.canonical_ids = canonical_ids (roster) || (kind == MU_SHARE_SHORT && renumberable (roster));
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
        return list;
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
