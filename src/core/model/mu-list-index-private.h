/* mu-list-index-private.h: the library's index of list headers, kept in the user's cache
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"

G_BEGIN_DECLS

typedef struct _MuListIndex MuListIndex;

/* What the library shows of a list before it reads its rows; owned by the
 * index. Strings the list lacks are NULL. */
typedef struct
{
  const char *id;
  const char *ruleset_id;
  gint64 revision;
  const char *revised;
  const char *name;
  const char *period;
  const char *source;
  const char *hash;
  const char *ruleset_stamp; /* mu_list_index_stamp () of the ruleset's file when the list was read */
} MuListHeader;

MuListIndex *mu_list_index_open (const char *path);
char *mu_list_index_default_path (void);
void mu_list_index_free (MuListIndex *self);
gboolean mu_list_index_is_kept (MuListIndex *self);
char *mu_list_index_stamp (const char *path, gboolean *settled);
const MuListHeader *mu_list_index_lookup (MuListIndex *self, const char *path, const char *stamp);
void mu_list_index_put (MuListIndex *self, const char *path, const char *stamp, const char *ruleset_stamp,
                        MuArmyList *list);
gboolean mu_list_index_save (MuListIndex *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuListIndex, mu_list_index_free)

G_END_DECLS
