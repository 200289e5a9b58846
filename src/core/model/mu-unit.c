/* mu-unit.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "mu-unit.h"

/**
 * mu_strv_array_copy:
 * @array: (nullable) (element-type utf8): strings
 *
 * Copies an array of strings deeply.
 *
 * Returns: (transfer full) (element-type utf8): a new array of copies,
 *   empty for %NULL, that frees its strings; free it with
 *   g_ptr_array_unref()
 */
GPtrArray *
mu_strv_array_copy (GPtrArray *array)
{
  GPtrArray *copy = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; array != NULL && i < array->len; i++)
    g_ptr_array_add (copy, g_strdup (array->pdata[i]));
  return copy;
}

/**
 * mu_strv_array_contains:
 * @array: (nullable) (element-type utf8): strings
 * @value: (nullable): the string to look for
 *
 * Tells whether an array of strings holds a string, compared with
 * g_strcmp0().
 *
 * Returns: %TRUE when @array has @value; %FALSE for a %NULL @array
 */
gboolean
mu_strv_array_contains (GPtrArray *array, const char *value)
{
  for (guint i = 0; array != NULL && i < array->len; i++)
    if (g_strcmp0 (array->pdata[i], value) == 0)
      return TRUE;
  return FALSE;
}

/**
 * mu_attrs_copy:
 * @attrs: (nullable) (element-type utf8 utf8): attributes, name → value
 *
 * Copies a table of attributes deeply, as units and generals hold them.
 *
 * Returns: (transfer full) (element-type utf8 utf8): a new table of copies,
 *   empty for %NULL, that frees its keys and values; free it with
 *   g_hash_table_unref()
 */
GHashTable *
mu_attrs_copy (GHashTable *attrs)
{
  GHashTable *copy = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  GHashTableIter iter;
  gpointer key, value;

  if (attrs == NULL)
    return copy;
  g_hash_table_iter_init (&iter, attrs);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (copy, g_strdup (key), g_strdup (value));
  return copy;
}

static gboolean
locate_in (GPtrArray *units, MuUnit *parent, const char *id, MuUnitSlot *slot)
{
  for (guint i = 0; i < units->len; i++)
    {
      MuUnit *unit = units->pdata[i];

      if (g_strcmp0 (unit->id, id) == 0)
        {
          slot->array = units;
          slot->index = i;
          slot->parent = parent;
          return TRUE;
        }
      if (locate_in (unit->subunits, unit, id, slot))
        return TRUE;
    }
  return FALSE;
}

/**
 * mu_unit_locate:
 * @units: (element-type MuUnit): units, searched with their sub-units however deep
 * @id: the unit id to find, or %NULL
 * @slot: (out caller-allocates): where the unit is; untouched when not found
 *
 * Finds the unit called @id among @units and their sub-units. The slot's
 * command is left as it was.
 *
 * Returns: whether the unit was found
 */
gboolean
mu_unit_locate (GPtrArray *units, const char *id, MuUnitSlot *slot)
{
  return id != NULL && locate_in (units, NULL, id, slot);
}

/**
 * mu_unit_new:
 * @id: the unit's id, unique in its roster, such as "u3"; copied
 * @entry: the id of the list row it is bought from; copied
 *
 * Makes a unit of count 1 with no name, upgrade, hero, attribute or
 * sub-unit.
 *
 * Returns: (transfer full): a new unit; free it with mu_unit_free()
 */
MuUnit *
mu_unit_new (const char *id, const char *entry)
{
  MuUnit *unit = g_new0 (MuUnit, 1);

  unit->id = g_strdup (id);
  unit->entry = g_strdup (entry);
  unit->upgrades = g_ptr_array_new_with_free_func (g_free);
  unit->count = 1;
  unit->heroes = g_ptr_array_new_with_free_func (g_free);
  unit->attrs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  unit->subunits = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_unit_free);
  return unit;
}

/**
 * mu_unit_copy:
 * @unit: a unit
 *
 * Copies a unit deeply, with its sub-units, however deep. The copy has the
 * same id.
 *
 * Returns: (transfer full): the copy; free it with mu_unit_free()
 */
MuUnit *
mu_unit_copy (const MuUnit *unit)
{
  MuUnit *copy = g_new0 (MuUnit, 1);

  copy->id = g_strdup (unit->id);
  copy->entry = g_strdup (unit->entry);
  copy->upgrades = mu_strv_array_copy (unit->upgrades);
  copy->name = g_strdup (unit->name);
  copy->count = unit->count;
  copy->heroes = mu_strv_array_copy (unit->heroes);
  copy->attrs = mu_attrs_copy (unit->attrs);
  copy->subunits = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_unit_free);
  for (guint i = 0; i < unit->subunits->len; i++)
    g_ptr_array_add (copy->subunits, mu_unit_copy (unit->subunits->pdata[i]));
  copy->line = unit->line;
  return copy;
}

/**
 * mu_unit_free:
 * @unit: (nullable) (transfer full): a unit
 *
 * Frees a unit with its upgrades, heroes, attributes and sub-units. %NULL
 * is ignored.
 */
void
mu_unit_free (MuUnit *unit)
{
  if (unit == NULL)
    return;
  g_free (unit->id);
  g_free (unit->entry);
  g_ptr_array_unref (unit->upgrades);
  g_free (unit->name);
  g_ptr_array_unref (unit->heroes);
  g_hash_table_unref (unit->attrs);
  g_ptr_array_unref (unit->subunits);
  g_free (unit);
}

/**
 * mu_unit_has_upgrade:
 * @unit: a unit
 * @upgrade: the id of an upgrade row
 *
 * Tells whether the unit has taken an upgrade.
 *
 * Returns: %TRUE when @upgrade is among its upgrades
 */
gboolean
mu_unit_has_upgrade (const MuUnit *unit, const char *upgrade)
{
  return mu_strv_array_contains (unit->upgrades, upgrade);
}

/**
 * mu_unit_attr:
 * @unit: a unit
 * @name: a ruleset attribute's name
 *
 * Gives the value the unit has for a ruleset attribute.
 *
 * Returns: (transfer none) (nullable): the value, owned by @unit, or %NULL
 *   when it is not set
 */
const char *
mu_unit_attr (const MuUnit *unit, const char *name)
{
  return g_hash_table_lookup (unit->attrs, name);
}

/**
 * mu_unit_set_attr:
 * @unit: a unit
 * @name: a ruleset attribute's name
 * @value: (nullable): its value, or %NULL to unset it
 *
 * Sets or unsets a ruleset attribute of the unit. @name and @value are
 * copied. The value is not checked against the ruleset.
 */
void
mu_unit_set_attr (MuUnit *unit, const char *name, const char *value)
{
  if (value == NULL)
    g_hash_table_remove (unit->attrs, name);
  else
    g_hash_table_insert (unit->attrs, g_strdup (name), g_strdup (value));
}

/**
 * mu_unit_hero_says_hero:
 * @name: a hero's name
 *
 * Whether a hero's name already says that he is one: the name a new hero
 * gets ("Hero 1", in the user's language or, from a share code, in
 * English), so that a view does not say "hero Hero 1".
 *
 * Returns: %TRUE when @name is the word for a hero and a number
 */
gboolean
mu_unit_hero_says_hero (const char *name)
{
  /* TRANSLATORS: the name a new hero gets until the player names him */
  const char *translated = _("Hero %u");
  const char *words[] = { "Hero %u", translated };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      const char *at = strstr (words[i], "%u");
      gsize prefix = at != NULL ? (gsize) (at - words[i]) : 0;

      if (at != NULL && prefix > 0 && strncmp (name, words[i], prefix) == 0 && name[prefix] != '\0'
          && strspn (name + prefix, "0123456789") == strlen (name + prefix))
        return TRUE;
    }
  return FALSE;
}
