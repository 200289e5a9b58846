/* mu-inspector-private.h: the inspector's pages kept in files of their own
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "mu-document.h"

G_BEGIN_DECLS

/* The document an editor row was made for (its "document" data), and an
 * edit's refusal shown as a toast; both for the pages' files. */
MuDocument *_mu_inspector_document_of (GtkWidget *widget);
void _mu_inspector_report (GtkWidget *widget, GError *error);

/* mu-inspector-army.c: the army's name, player, points limit, options and
 * readings of the rules, shown when nothing in the army is selected. */
void _mu_inspector_show_army (GtkWidget *content, MuDocument *document);

/* mu-inspector-subunits.c: a unit's sub-units, added, opened and removed
 * there; and, for a sub-unit, its unit and the row it is bought from. */
void _mu_inspector_show_subunits (GtkWidget *content, MuDocument *document, MuUnitResult *result);
void _mu_inspector_show_subunit (GtkWidget *into, MuDocument *document, MuUnit *parent, MuUnit *unit);

/* mu-inspector-refresh.c: the page shown given what a page built again
 * shows: the parts with the same widgets updated in place, the others
 * replaced by the new ones; FALSE when any part was replaced. */
gboolean _mu_inspector_refresh (GtkWidget *content, GtkWidget *fresh, gpointer owner);

G_END_DECLS
