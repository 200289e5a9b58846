/* mu-game-size-row.c
 *
 * A combo row of the ruleset's game sizes ("4000 points", "10000 points")
 * and "Another limit", kept in step with the points limit's spin button:
 * choosing a size sets the limit, and a limit typed in chooses its size.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "mu-figure.h"
#include "mu-game-size-row.h"
#include "mu-gui-util.h"

static GArray *
sizes_of (AdwComboRow *row)
{
  return g_object_get_data (G_OBJECT (row), "sizes");
}

static void
size_selected (AdwComboRow *row, GParamSpec *pspec, GtkSpinButton *limit)
{
  GArray *sizes = sizes_of (row);
  guint selected = adw_combo_row_get_selected (row);

  if (selected < sizes->len
      && gtk_spin_button_get_value_as_int (limit) != g_array_index (sizes, gint64, selected))
    gtk_spin_button_set_value (limit, (double) g_array_index (sizes, gint64, selected));
}

static void
limit_changed (GtkSpinButton *limit, AdwComboRow *row)
{
  GArray *sizes = sizes_of (row);
  guint selected = sizes->len;

  for (guint i = 0; i < sizes->len; i++)
    if (g_array_index (sizes, gint64, i) == gtk_spin_button_get_value_as_int (limit))
      selected = i;
  if (adw_combo_row_get_selected (row) != selected)
    adw_combo_row_set_selected (row, selected);
}

/**
 * mu_game_size_row_new:
 * @sizes: (element-type gint64): the ruleset's game sizes, in points
 * @limit: the spin button of the points limit
 *
 * Makes a combo row of a ruleset's game sizes ("4000 points") and
 * "Another limit", kept in step with @limit: choosing a size sets the
 * limit, and a limit typed in chooses its size (or "Another limit").
 *
 * Returns: (transfer floating): the row
 */
GtkWidget *
mu_game_size_row_new (GArray *sizes, GtkSpinButton *limit)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);

  mu_gui_name_combo_row (row);
  for (guint i = 0; i < sizes->len; i++)
    {
      g_autofree char *number = mu_format_number ((double) g_array_index (sizes, gint64, i));
      /* TRANSLATORS: a game size the rules suggest, "4000 points" */
      g_autofree char *label = g_strdup_printf (_("%s points"), number);

      gtk_string_list_append (labels, label);
    }
  /* TRANSLATORS: a points limit other than the rules' game sizes */
  gtk_string_list_append (labels, _("Another limit"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Game size"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (labels));
  gtk_widget_set_name (row, "game-size");
  g_object_set_data_full (G_OBJECT (row), "sizes", g_array_ref (sizes), (GDestroyNotify) g_array_unref);
  limit_changed (limit, ADW_COMBO_ROW (row));
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (size_selected), limit, 0);
  g_signal_connect_object (limit, "value-changed", G_CALLBACK (limit_changed), row, 0);
  return row;
}
