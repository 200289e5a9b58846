/* mu-tts-profile.c
 *
 * Costs follow the Quick Reference Sheet: the troop type's cost (its deep
 * cost when deep), ± the veteran/raw step for its size, + options, then
 * halved for small units after every other modifier (v1.1, Army lists).
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n-lib.h>

#include "mu-list-entry.h"
#include "mu-tts-profile.h"

/**
 * mu_tts_profile_init:
 * @profile: (out caller-allocates): a profile, usually on the stack
 *
 * Sets a profile to a unit of no troop type, no quality and no option, with
 * no override and an empty list of equipment. Release what it holds with
 * mu_tts_profile_clear().
 */
void
mu_tts_profile_init (MuTtsProfile *profile)
{
  memset (profile, 0, sizeof *profile);
  profile->equipment = g_ptr_array_new ();
  profile->save_override = -1;
  profile->cost_override = -1;
  profile->ammo_override = -1;
}

/**
 * mu_tts_profile_clear:
 * @profile: a profile set up with mu_tts_profile_init()
 *
 * Frees what a profile holds (its list of equipment), not the profile
 * itself. Clearing it twice is harmless.
 */
void
mu_tts_profile_clear (MuTtsProfile *profile)
{
  g_clear_pointer (&profile->equipment, g_ptr_array_unref);
}

static int
number (const char *value, int current)
{
  gint64 n;

  if (value == NULL || !g_ascii_string_to_signed (value, 10, 0, 100, &n, NULL))
    return current;
  return (int) n;
}

static void
apply_equipment (MuTtsProfile *profile, const char *value)
{
  g_auto(GStrv) items = NULL;

  items = g_strsplit (value, " ", -1);
  for (guint i = 0; items[i] != NULL; i++)
    if (*items[i] != '\0')
      g_ptr_array_add (profile->equipment, (gpointer) g_intern_string (items[i]));
}

static gboolean
is_true (const char *value)
{
  return g_str_equal (value, "true");
}

/* The qualities the ruleset prices, as static strings: profiles compare them
 * by pointer. */
static const char *
quality_name (const char *value)
{
  if (g_str_equal (value, "veteran"))
    return "veteran";
  if (g_str_equal (value, "raw"))
    return "raw";
  return NULL;
}

/* An attribute that is a yes or no of the profile; FALSE for any other. */
static gboolean
apply_flag (MuTtsProfile *profile, const char *name, const char *value)
{
  static const struct
  {
    const char *name;
    glong offset;
  } flags[] = {
    { "deep", G_STRUCT_OFFSET (MuTtsProfile, deep) },
    { "small", G_STRUCT_OFFSET (MuTtsProfile, small) },
    { "fanatic", G_STRUCT_OFFSET (MuTtsProfile, fanatic) },
    { "extra-missile", G_STRUCT_OFFSET (MuTtsProfile, extra_missile) },
    { "extra-deep", G_STRUCT_OFFSET (MuTtsProfile, extra_deep) },
    { "escorted", G_STRUCT_OFFSET (MuTtsProfile, escorted) },
    { "shock-missile", G_STRUCT_OFFSET (MuTtsProfile, shock_missile) },
  };

  for (guint i = 0; i < G_N_ELEMENTS (flags); i++)
    if (g_str_equal (name, flags[i].name))
      {
        G_STRUCT_MEMBER (gboolean, profile, flags[i].offset) = is_true (value);
        return TRUE;
      }
  return FALSE;
}

static void
apply_one (MuTtsProfile *profile, MuRuleset *ruleset, GHashTable *options, const char *name,
           const char *value)
{
  if (g_str_equal (name, "type"))
    profile->troop = mu_tts_data_troop (ruleset, value);
  else if (g_str_equal (name, "quality"))
    profile->quality = quality_name (value);
  else if (apply_flag (profile, name, value))
    return;
  else if (g_str_equal (name, "save"))
    profile->save_override = number (value, profile->save_override);
  else if (g_str_equal (name, "cost"))
    profile->cost_override = number (value, profile->cost_override);
  else if (g_str_equal (name, "ammunition"))
    profile->ammo_override = number (value, profile->ammo_override);
  else if (g_str_equal (name, "ammunition-option") && g_hash_table_lookup (options, value) != NULL)
    profile->ammo_override = number (g_hash_table_lookup (options, value), profile->ammo_override);
  else if (g_str_equal (name, "weapon"))
    profile->weapon = value;
  else if (g_str_equal (name, "equipment"))
    apply_equipment (profile, value);
}

/**
 * mu_tts_profile_apply_attrs:
 * @profile: a profile
 * @ruleset: the To the Strongest! ruleset
 * @options: (element-type utf8 utf8): option id → value, at their effective
 *   values
 * @attrs: (element-type utf8 utf8): a row's attributes, or a unit's own
 *   choices
 *
 * Overlays attributes on a profile: a unit row sets the profile, each
 * upgrade row under it, then the unit's own choices, change part of it
 * (troop type, quality, size, options, overrides, weapon, equipment).
 * Attributes it does not know are ignored, and so is a number out of range.
 * One pass over the few attributes a row has, as this runs for every unit
 * after every edit. The profile borrows the weapon from @attrs, which must
 * outlive it; call mu_tts_profile_compute() afterwards.
 */
void
mu_tts_profile_apply_attrs (MuTtsProfile *profile, MuRuleset *ruleset, GHashTable *options, GHashTable *attrs)
{
  GHashTableIter iter;
  gpointer name, value;

  g_hash_table_iter_init (&iter, attrs);
  while (g_hash_table_iter_next (&iter, &name, &value))
    apply_one (profile, ruleset, options, name, value);
}

/**
 * mu_tts_profile_apply:
 * @profile: a profile
 * @ruleset: the To the Strongest! ruleset
 * @options: (element-type utf8 utf8): option id → value, at their effective
 *   values
 * @entry: a list row, which must outlive the profile
 *
 * Overlays a list row's attributes on a profile, with
 * mu_tts_profile_apply_attrs().
 */
void
mu_tts_profile_apply (MuTtsProfile *profile, MuRuleset *ruleset, GHashTable *options, MuListEntry *entry)
{
  mu_tts_profile_apply_attrs (profile, ruleset, options, entry->attrs);
}

/**
 * mu_tts_profile_same_choices:
 * @a: a profile
 * @b: the same profile after a unit's own choices were applied
 *
 * Tells whether applying a unit's own choices left what the list's rows
 * gave it: troop type, quality, size, options and the number of pieces of
 * equipment. Overrides and the weapon are not compared.
 *
 * Returns: %TRUE when the choices are the same
 */
gboolean
mu_tts_profile_same_choices (const MuTtsProfile *a, const MuTtsProfile *b)
{
  return a->troop == b->troop && a->quality == b->quality && a->deep == b->deep && a->small == b->small
         && a->fanatic == b->fanatic && a->extra_missile == b->extra_missile && a->extra_deep == b->extra_deep
         && a->escorted == b->escorted && a->shock_missile == b->shock_missile
         && a->equipment->len == b->equipment->len;
}

static int
option_int (GHashTable *options, const char *id, int fallback)
{
  const char *value = id != NULL ? g_hash_table_lookup (options, id) : NULL;
  gint64 n;

  if (value == NULL || !g_ascii_string_to_signed (value, 10, 0, 100, &n, NULL))
    return fallback;
  return (int) n;
}

static gboolean
option_is (GHashTable *options, const char *id, const char *value)
{
  return g_strcmp0 (g_hash_table_lookup (options, id), value) == 0;
}

static void
add_modifier (MuTtsProfile *profile, MuRuleset *ruleset, const char *id, MuTtsSize size)
{
  const MuTtsModifier *modifier = mu_tts_data_modifier (ruleset, id);

  if (modifier == NULL)
    return;
  profile->cost += modifier->cost[size];
  profile->save += modifier->save;
  profile->hits += modifier->hits;
  profile->vp += modifier->vp;
}

static void
compute_size (MuTtsProfile *profile, GHashTable *options)
{
  const MuTtsTroop *troop = profile->troop;
  int deep_hits = option_int (options, troop->deep_hits_option_id, 3);

  profile->size = troop->size;
  profile->cost = option_int (options, troop->cost_option_id, troop->cost);
  profile->save = troop->save;
  profile->hits = troop->hits;
  profile->vp = troop->vp;
  profile->ammo = troop->ammo;
  if (profile->deep && mu_tts_troop_may_be_deep (troop))
    {
      profile->size = MU_TTS_DEEP;
      profile->cost = troop->deep_cost;
      profile->hits = deep_hits;
      profile->vp = deep_hits;
    }
}

/* Which cost step of veteran/raw a unit pays: by its size, or, under the
 * other reading, as a light unit when it has a single hit. */
static MuTtsSize
quality_step (MuTtsProfile *profile, GHashTable *options)
{
  if (option_is (options, "one-hit-quality-cost", "as-light") && profile->troop->hits == 1)
    return MU_TTS_LIGHT;
  return profile->size;
}

static void
compute_ammunition (MuTtsProfile *profile, MuRuleset *ruleset, GHashTable *options)
{
  if (profile->ammo_override >= 0)
    profile->ammo = profile->ammo_override;
  if (profile->extra_missile)
    profile->ammo = MAX (profile->ammo, profile->size == MU_TTS_LIGHT || profile->troop->mounted ? 3 : 6);
  if (profile->escorted)
    profile->ammo = option_int (options, "escorted-elephant-ammunition", 3);
  if (profile->ammo <= 0 || profile->quality == NULL)
    return;
  if (g_str_equal (profile->quality, "veteran")
      && (profile->size == MU_TTS_LIGHT || !option_is (options, "veteran-ammunition", "light-only")))
    profile->ammo += 1;
  else if (g_str_equal (profile->quality, "raw"))
    profile->ammo = MAX (1, profile->ammo - 1);
}

static double
halve (double cost, GHashTable *options)
{
  if (option_is (options, "small-rounding", "up"))
    return ceil (cost / 2);
  if (option_is (options, "small-rounding", "down"))
    return floor (cost / 2);
  return cost / 2;
}

/* The veteran or raw step for the profile's size. */
static void
add_quality (MuTtsProfile *profile, MuRuleset *ruleset, GHashTable *options)
{
  const MuTtsModifier *quality;

  if (profile->quality == NULL)
    return;
  quality = mu_tts_data_modifier (ruleset, profile->quality);
  if (quality != NULL)
    {
      profile->cost += quality->cost[quality_step (profile, options)];
      profile->save += quality->save;
    }
}

/* The upgrades the profile carries: fanatics, missiles, equipment, an
 * extra-deep unit (and its victory point under the reading in options), an
 * escorted elephant. */
static void
add_upgrades (MuTtsProfile *profile, MuRuleset *ruleset, GHashTable *options)
{
  if (profile->fanatic)
    add_modifier (profile, ruleset, "fanatic", profile->size);
  if (profile->extra_missile)
    add_modifier (profile, ruleset, "extra-missile", profile->size);
  if (profile->shock_missile)
    add_modifier (profile, ruleset, "shock-missile", profile->size);
  for (guint i = 0; i < profile->equipment->len; i++)
    add_modifier (profile, ruleset, "equipment", profile->size);
  if (profile->extra_deep && profile->size == MU_TTS_DEEP)
    {
      add_modifier (profile, ruleset, "extra-deep", profile->size);
      if (option_is (options, "extra-deep-vp", "none"))
        profile->vp -= 1;
    }
  if (profile->escorted && profile->troop->elephant)
    add_modifier (profile, ruleset, "escorted", profile->size);
}

/* A small unit halved after every other modifier; then the derived cost
 * and save kept, and the overrides applied. */
static void
finish_profile (MuTtsProfile *profile, GHashTable *options)
{
  if (profile->small && profile->size == MU_TTS_REGULAR)
    {
      profile->cost = halve (profile->cost, options);
      profile->hits = MAX (1, profile->hits / 2);
      profile->vp = 1;
    }
  profile->derived_cost = profile->cost;
  profile->derived_save = profile->save;
  if (profile->save_override >= 0)
    profile->save = profile->save_override;
  if (profile->cost_override >= 0)
    profile->cost = profile->cost_override;
}

/**
 * mu_tts_profile_compute:
 * @profile: a profile whose troop type is set
 * @ruleset: the To the Strongest! ruleset
 * @options: (element-type utf8 utf8): option id → value, at their effective
 *   values
 *
 * Works out a profile's size, cost, save, hits, ammunition and victory
 * points from the Quick Reference Sheet: the troop type's cost (its deep
 * cost when deep), ± the veteran/raw step for its size, + options, then
 * halved for a small unit after every other modifier, under the readings in
 * @options. The cost and save before the overrides are kept as derived; an
 * override of cost or save then stands.
 */
void
mu_tts_profile_compute (MuTtsProfile *profile, MuRuleset *ruleset, GHashTable *options)
{
  compute_size (profile, options);
  add_quality (profile, ruleset, options);
  add_upgrades (profile, ruleset, options);
  compute_ammunition (profile, ruleset, options);
  finish_profile (profile, options);
}

/* The qualifiers of a description, translated once: describing runs for
 * every unit after every edit. */
typedef struct
{
  const char *deep, *extra_deep, *small, *veteran, *raw, *fanatics, *escorted;
} Words;

static const Words *
words (void)
{
  static Words w;
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      w.deep = _(", deep");
      w.extra_deep = _(", extra deep");
      w.small = _(", small");
      w.veteran = _(", veteran");
      w.raw = _(", raw");
      w.fanatics = _(", fanatics");
      w.escorted = _(", escorted");
      g_once_init_leave (&done, 1);
    }
  return &w;
}

/**
 * mu_tts_profile_describe:
 * @profile: a profile whose troop type is set
 *
 * Writes the unit as a list row reads: the troop type's name, then its
 * size, weapon, quality, fanatics, escort and equipment ("Hoplites, deep,
 * veteran"), with translated qualifiers.
 *
 * Returns: (transfer full): the description; free it with g_free()
 */
char *
mu_tts_profile_describe (MuTtsProfile *profile)
{
  const Words *w = words ();
  g_autoptr(GString) text = g_string_sized_new (48);

  g_string_append (text, profile->troop->name);
  if (profile->size == MU_TTS_DEEP && mu_tts_troop_may_be_deep (profile->troop))
    g_string_append (text, w->deep);
  if (profile->extra_deep)
    g_string_append (text, w->extra_deep);
  if (profile->small)
    g_string_append (text, w->small);
  if (profile->weapon != NULL)
    g_string_append_printf (text, ", %s", profile->weapon);
  if (g_strcmp0 (profile->quality, "veteran") == 0)
    g_string_append (text, w->veteran);
  else if (g_strcmp0 (profile->quality, "raw") == 0)
    g_string_append (text, w->raw);
  if (profile->fanatic)
    g_string_append (text, w->fanatics);
  if (profile->escorted)
    g_string_append (text, w->escorted);
  for (guint i = 0; i < profile->equipment->len; i++)
    g_string_append_printf (text, ", %s", (const char *) profile->equipment->pdata[i]);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/**
 * mu_tts_profile_for:
 * @profile: a profile set up with mu_tts_profile_init()
 * @ruleset: the To the Strongest! ruleset
 * @options: (element-type utf8 utf8): option id → value, at their effective
 *   values
 * @entry: a top-level list row
 * @upgrades: (nullable) (element-type MuListEntry): upgrade rows under
 *   @entry, outermost first
 *
 * Works out the profile of a unit bought from @entry with the given upgrade
 * rows, as a list prices it (no unit's own choices).
 *
 * Returns: %TRUE when the profile is computed; %FALSE, leaving it
 *   uncomputed, when the rows name no troop type the ruleset has
 */
gboolean
mu_tts_profile_for (MuTtsProfile *profile, MuRuleset *ruleset, GHashTable *options, MuListEntry *entry,
                    GPtrArray *upgrades)
{
  mu_tts_profile_apply (profile, ruleset, options, entry);
  for (guint i = 0; upgrades != NULL && i < upgrades->len; i++)
    mu_tts_profile_apply (profile, ruleset, options, upgrades->pdata[i]);
  if (profile->troop == NULL)
    return FALSE;
  mu_tts_profile_compute (profile, ruleset, options);
  return TRUE;
}
