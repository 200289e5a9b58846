/* mu-ruleset.h: a ruleset as loaded from lists/rulesets/<id>.xml
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"

G_BEGIN_DECLS

struct _MuRuleset
{
  gatomicrefcount ref_count;
  char *id;
  char *name;
  char *book;
  char *description;
  char *file;
  gboolean has_points;
  gint64 default_points;      /* the usual game size, 0 if none */
  GArray *game_sizes;         /* gint64: the points limits the book suggests */
  gint64 allied_points;       /* the limit it suggests with an allied contingent, 0 if none */
  gboolean has_subunits;      /* a unit may hold sub-units of other troops */
  gboolean generals_attached; /* a general not detached is part of a fighting unit */
  GPtrArray *options;         /* MuOptionDef: readings of ambiguous rules */
  GPtrArray *attributes;      /* MuOptionDef: what a roster may set on a unit or general */
  GPtrArray *row_fields;      /* MuOptionDef: how the list editor names what a list row may carry */
  GPtrArray *entries;         /* MuListEntry: rows every list of the ruleset offers */
  const MuRulesetClass *klass;
  gpointer data; /* the module's own tables */
};

MuRuleset *mu_ruleset_load_file (const char *path, GError **error);
MuRuleset *mu_ruleset_load_data (const char *data, gsize length, const char *display_name, GError **error);
MuRuleset *mu_ruleset_ref (MuRuleset *ruleset);
void mu_ruleset_unref (MuRuleset *ruleset);
GHashTable *mu_ruleset_effective_options (MuRuleset *ruleset, MuArmyList *list, GHashTable *chosen);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuRuleset, mu_ruleset_unref)

G_END_DECLS
