/* mu-list-entry.h: one row of an army list (or of a ruleset's rows common to
 * every list), with its upgrade rows as children
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-range.h"
#include "mu-types.h"
#include "mu-xml-tree.h"

G_BEGIN_DECLS

/**
 * MuEntryKind:
 * @MU_ENTRY_UNIT: a unit ("unit", the default of a top-level row)
 * @MU_ENTRY_UPGRADE: an upgrade of its parent row ("upgrade", the default of a child row)
 * @MU_ENTRY_GENERAL: a general ("general")
 * @MU_ENTRY_GENERAL_UPGRADE: an upgrade a general takes ("general-upgrade")
 * @MU_ENTRY_HERO: a hero ("hero")
 * @MU_ENTRY_CAMP: a camp ("camp")
 * @MU_ENTRY_ITEM: anything else the ruleset prices by its kind's name
 *   (fortifications, ammunition, specialists…)
 *
 * What a list row is; the file's name for it stays in the row's kind_name.
 */
typedef enum
{
  MU_ENTRY_UNIT,
  MU_ENTRY_UPGRADE,
  MU_ENTRY_GENERAL,
  MU_ENTRY_GENERAL_UPGRADE,
  MU_ENTRY_HERO,
  MU_ENTRY_CAMP,
  MU_ENTRY_ITEM,
} MuEntryKind;

struct _MuListEntry
{
  char *id;
  MuEntryKind kind;
  char *kind_name;   /* as written: unit, upgrade, general, general-upgrade, hero, camp, … */
  char *name;        /* the historical name ("Legionarii") */
  char *description; /* the book's description ("Legionaries") */
  MuRange number;
  char *printed_cost; /* as printed: "12", "+1" */
  char *printed_save; /* as printed: "5+" */
  char *markers;      /* footnote markers as printed: "**" */
  char *note;
  char *reference;
  char *override;      /* why the printed cost stands against the derived one */
  GHashTable *attrs;   /* ruleset-specific attributes */
  MuListEntry *parent; /* borrowed; NULL for a top-level row */
  GPtrArray *children; /* MuListEntry, owned */
  guint line;
  guint index; /* position among all rows of the list */
};

void mu_list_entry_free (MuListEntry *entry);
const char *mu_list_entry_attr (const MuListEntry *entry, const char *name);
const char *mu_list_entry_label (const MuListEntry *entry);
gboolean mu_list_entry_is_upgrade (const MuListEntry *entry);
MuListEntry *mu_list_entry_top (MuListEntry *entry);
MuEntryKind mu_entry_kind_from_name (const char *name);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuListEntry, mu_list_entry_free)

G_END_DECLS
