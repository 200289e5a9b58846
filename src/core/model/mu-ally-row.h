/* mu-ally-row.h: one ally an army list's allies row names
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"
#include "mu-xml-tree.h"

G_BEGIN_DECLS

/**
 * MuAllyRow:
 * @list_id: the id of the allies' army list (a list the library may not have)
 * @name: the allies as the book names them (“Principate Romans”)
 * @markers: (nullable): the footnote markers the book prints beside them
 *   (“***”), whose date and variant rules then hold for the allied contingent
 * @line: the line of the list file
 *
 * An ally of an army list's allies row (the last row of each list of To the
 * Strongest!): an allied contingent may come from @list_id.
 */
typedef struct
{
  char *list_id;
  char *name;
  char *markers;
  guint line;
  char *mark; /* an import matched the list by likeness only: for the player; not saved */
} MuAllyRow;

MuAllyRow *mu_ally_row_parse (MuXmlNode *node, const char *file, GError **error);
MuAllyRow *mu_ally_row_copy (const MuAllyRow *row);
void mu_ally_row_free (MuAllyRow *row);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuAllyRow, mu_ally_row_free)

G_END_DECLS
