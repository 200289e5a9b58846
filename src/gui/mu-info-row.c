/* mu-info-row.c
 *
 * A row of a list that tells something and does nothing: no Tab stop of
 * its own, its title and subtitle in the accessible tree for a screen
 * reader to read (a list editor's row's figures, "The ruleset agrees").
 *
 * A row only made unfocusable is not enough in GTK 4.8: a list box moves
 * the focus to the next or previous *sensitive* row, focusable or not, and
 * when that row takes no focus the list box gives up and the focus leaves
 * the whole list, skipping the rows after it (Tab) or before it
 * (Shift+Tab). This row, asked to take the focus, passes it on to the rows
 * beyond it in the same direction, so Tab, Shift+Tab and the arrows go
 * over it to its neighbours.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-info-row.h"

struct _MuInfoRow
{
  AdwActionRow parent_instance;
};

G_DEFINE_FINAL_TYPE (MuInfoRow, mu_info_row, ADW_TYPE_ACTION_ROW)

static gboolean
mu_info_row_focus (GtkWidget *widget, GtkDirectionType direction)
{
  gboolean forward = direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_DOWN;

  if (!forward && direction != GTK_DIR_TAB_BACKWARD && direction != GTK_DIR_UP)
    return FALSE;
  for (GtkWidget *next
       = forward ? gtk_widget_get_next_sibling (widget) : gtk_widget_get_prev_sibling (widget);
       next != NULL; next = forward ? gtk_widget_get_next_sibling (next) : gtk_widget_get_prev_sibling (next))
    if (GTK_IS_LIST_BOX_ROW (next) && gtk_widget_get_visible (next) && gtk_widget_is_sensitive (next)
        && gtk_widget_child_focus (next, direction))
      return TRUE;
  return FALSE;
}

static void
mu_info_row_class_init (MuInfoRowClass *klass)
{
  GTK_WIDGET_CLASS (klass)->focus = mu_info_row_focus;
}

static void
mu_info_row_init (MuInfoRow *self)
{
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self), FALSE);
}

/**
 * mu_info_row_new:
 *
 * A row that is read, not focused: set its title and subtitle as an
 * #AdwActionRow's.
 *
 * Returns: (transfer floating): the row
 */
GtkWidget *
mu_info_row_new (void)
{
  return g_object_new (MU_TYPE_INFO_ROW, NULL);
}
