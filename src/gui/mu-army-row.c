/* mu-army-row.c
 *
 * A title, a subtitle of figures and a suffix (the points). The army view
 * keeps a row for as long as what it shows exists and only sets its texts
 * after an edit: a label whose text did not change keeps its layout, so an
 * edit costs the rows it changed, not the whole army.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-army-row.h"
#include "mu-gui-util.h"

struct _MuArmyRow
{
  GtkListBoxRow parent_instance;
  char         *key;
  GtkWidget    *box;
  GtkWidget    *title;
  GtkWidget    *subtitle;
  GtkWidget    *suffix;
};

G_DEFINE_FINAL_TYPE (MuArmyRow, mu_army_row, GTK_TYPE_LIST_BOX_ROW)

static void
mu_army_row_finalize (GObject *object)
{
  g_free (MU_ARMY_ROW (object)->key);
  G_OBJECT_CLASS (mu_army_row_parent_class)->finalize (object);
}

static void
mu_army_row_class_init (MuArmyRowClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mu_army_row_finalize;
}

static void
mu_army_row_init (MuArmyRow *self)
{
}

static GtkWidget *
subtitle_label (void)
{
  GtkWidget *label = mu_gui_label ("", "dim-label");

  gtk_widget_add_css_class (label, "caption");
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* the inspector shows every figure; a row shows the first lines */
  gtk_label_set_lines (GTK_LABEL (label), 3);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_visible (label, FALSE);
  return label;
}

MuArmyRow *
mu_army_row_new (const char *key, const char *title_class, int depth)
{
  MuArmyRow *self = g_object_new (MU_TYPE_ARMY_ROW, NULL);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

  self->key = g_strdup (key);
  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  self->title = mu_gui_label ("", title_class);
  self->subtitle = subtitle_label ();
  self->suffix = mu_gui_label ("", "numeric");
  gtk_label_set_wrap (GTK_LABEL (self->title), TRUE);
  gtk_widget_set_valign (self->suffix, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (self->suffix, FALSE);
  gtk_box_append (GTK_BOX (text), self->title);
  gtk_box_append (GTK_BOX (text), self->subtitle);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_box_append (GTK_BOX (self->box), text);
  gtk_box_append (GTK_BOX (self->box), self->suffix);
  g_object_set (self->box, "margin-top", 8, "margin-bottom", 8, "margin-start", 12 + 24 * depth,
                "margin-end", 12, NULL);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (self), self->box);
  return self;
}

const char *
mu_army_row_get_key (MuArmyRow *self)
{
  return self->key;
}

/* Shows text in a label, or hides the label when there is none. */
static void
show_text (GtkWidget *label, const char *text)
{
  gboolean shown = text != NULL && *text != '\0';

  if (shown)
    mu_gui_set_text (label, text);
  gtk_widget_set_visible (label, shown);
}

void
mu_army_row_set_text (MuArmyRow *self, const char *title, const char *subtitle, const char *suffix)
{
  show_text (self->title, title);
  show_text (self->subtitle, subtitle);
  show_text (self->suffix, suffix);
  mu_gui_set_tooltip (self->subtitle, subtitle);
}

/* A widget after the texts and the suffix, such as the unit's menu button. */
void
mu_army_row_append (MuArmyRow *self, GtkWidget *widget)
{
  gtk_box_append (GTK_BOX (self->box), widget);
}
