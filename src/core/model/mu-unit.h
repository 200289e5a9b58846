/* mu-unit.h: a unit (or a camp, a fortification length, a sub-unit…) in a roster
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"

G_BEGIN_DECLS

struct _MuUnit
{
  char *id;            /* unique within the roster: "u3" */
  char *entry;         /* the list row it is bought from */
  GPtrArray *upgrades; /* char*: ids of upgrade rows under that row */
  char *name;          /* the player's name for it, or NULL */
  gint64 count;        /* 1 for a unit; lengths, points of ammunition, figures… */
  GPtrArray *heroes;   /* char*: heroes allocated to it, by name */
  GHashTable *attrs;   /* ruleset-specific choices */
  GPtrArray *subunits; /* MuUnit */
  guint line;
};

MuUnit *mu_unit_new (const char *id, const char *entry);
MuUnit *mu_unit_copy (const MuUnit *unit);
void mu_unit_free (MuUnit *unit);
gboolean mu_unit_has_upgrade (const MuUnit *unit, const char *upgrade);
const char *mu_unit_attr (const MuUnit *unit, const char *name);
gboolean mu_unit_hero_says_hero (const char *name);
void mu_unit_set_attr (MuUnit *unit, const char *name, const char *value);
GPtrArray *mu_strv_array_copy (GPtrArray *array);
gboolean mu_strv_array_contains (GPtrArray *array, const char *value);
GHashTable *mu_attrs_copy (GHashTable *attrs);

/**
 * MuUnitSlot:
 * @array: the array that holds the unit: a command's units or a unit's
 *   sub-units (borrowed)
 * @index: the unit's position in @array
 * @parent: the unit it is a sub-unit of (borrowed), or %NULL for a unit of a
 *   command
 * @command: the index of the unit's command; only mu_roster_locate_unit()
 *   sets it
 *
 * Where a unit is in a roster: the one answer to every search for a unit.
 */
typedef struct
{
  GPtrArray *array;
  guint index;
  MuUnit *parent;
  int command;
} MuUnitSlot;

gboolean mu_unit_locate (GPtrArray *units, const char *id, MuUnitSlot *slot);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuUnit, mu_unit_free)

G_END_DECLS
