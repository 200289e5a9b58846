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

struct _MuListEntry
{
  char        *id;
  char        *kind;         /* unit, upgrade, general, general-upgrade, hero, camp, … */
  char        *name;         /* the historical name ("Legionarii") */
  char        *description;  /* the book's description ("Legionaries") */
  MuRange      number;
  char        *printed_cost; /* as printed: "12", "+1" */
  char        *printed_save; /* as printed: "5+" */
  char        *markers;      /* footnote markers as printed: "**" */
  char        *note;
  char        *reference;
  char        *override;     /* why the printed cost stands against the derived one */
  GHashTable  *attrs;        /* ruleset-specific attributes */
  MuListEntry *parent;       /* borrowed; NULL for a top-level row */
  GPtrArray   *children;     /* MuListEntry, owned */
  guint        line;
  guint        index;        /* position among all rows of the list */
};

MuListEntry *mu_list_entry_parse       (MuXmlNode         *node,
                                        MuListEntry       *parent,
                                        const char        *file,
                                        GError           **error);
void         mu_list_entry_free        (MuListEntry       *entry);
const char  *mu_list_entry_attr        (const MuListEntry *entry,
                                        const char        *name);
const char  *mu_list_entry_label       (const MuListEntry *entry);
gboolean     mu_list_entry_is_upgrade  (const MuListEntry *entry);
MuListEntry *mu_list_entry_top         (MuListEntry       *entry);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuListEntry, mu_list_entry_free)

G_END_DECLS
