/* mu-inspector-private.h: the inspector's state, shared by the files of its pages
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "mu-document.h"
#include "mu-evaluation.h"
#include "mu-inspector.h"

G_BEGIN_DECLS

typedef struct _MuInspectorPage MuInspectorPage;

struct _MuInspector
{
  GtkBox parent_instance;
  GtkWidget *content; /* the box of the page shown */
  MuDocument *document;
  guint rebuild_source;
  gboolean building;
  MuPlace shown; /* what the page shown was built for; unit_id is shown_unit */
  char *shown_unit;
  MuDocument *shown_document;
  GtkWidget *pages;         /* the pages made, one shown */
  MuInspectorPage *page;    /* the page shown */
  MuInspectorPage *kept[4]; /* the last page made for each kind of place, by MuPlaceKind */
};

/* A page: its shape (what widgets it has, told from the model) and the
 * editors an edit that keeps the shape updates in place. A page of another
 * place of the same shape is the same page with other values: it is kept
 * while another kind of place is shown, and shown again updated. */
struct _MuInspectorPage
{
  GtkWidget *box;
  char *shown_shape;
  GtkWidget *army_page;  /* MuArmyPage, on the army's page */
  GtkWidget *page_group; /* the first group: the unit's, general's or command's */
  GtkWidget *name_row;   /* the name's GtkEntry */
  GtkWidget *count_row;  /* a unit's, shown while has_count() says so */
  GtkWidget *count_spin;
  GPtrArray *followers; /* the rows that follow the place and evaluation */
  GtkWidget *hero_add;  /* the heroes' "+", where the page has heroes */
  char *parent_id;      /* a sub-unit's unit */
  GPtrArray *entry_ids; /* the rows a sub-unit's bought-from row offers */
};

/* An edit's refusal shown as a toast; the page then shows the roster as it is. */
gboolean _mu_inspector_report (MuInspector *self, GError *error);

/* mu-inspector-subunits.c: a unit's sub-units, added, opened and removed
 * there (each a MuSubunitRow among the page's followers); and, for a
 * sub-unit, its unit and the row it is bought from. */
void _mu_inspector_show_subunits (MuInspector *self, MuUnitResult *result);
/* A row given sel and the document's evaluation now and on every update of the page. */
void _mu_inspector_follow (MuInspector *self, GtkWidget *row, const MuPlace *sel);
void _mu_inspector_show_subunit (MuInspector *self, GtkWidget *into, MuUnit *parent, MuUnit *unit);

G_END_DECLS
