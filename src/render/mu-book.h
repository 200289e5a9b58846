/* mu-book.h: an event's book: a first page listing every army, then each
 * army's order-of-battle sheet, in one PDF
 *
 * This header needs no cairo, so muster-cli can name the book's pages
 * without loading the renderer.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"

G_BEGIN_DECLS

/* One army of the book, in the order printed; every string borrowed. */
typedef struct
{
  const char *player;
  const char *army;
  const char *list;   /* its list as the event's table names it, allies marked */
  const char *points; /* its points, or "–" */
  const char *verdict;
  MuEvaluation *evaluation; /* NULL: listed first, no sheet (unreadable) */
} MuBookEntry;

gboolean mu_book_write_pdf (const char *title, const char * const *conditions, const MuBookEntry *entries,
                            guint n_entries, const char *path, const char *paper, GError **error);

G_END_DECLS
