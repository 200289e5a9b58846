/* mu-inspector-refresh.c: the inspector's rows kept across an edit
 *
 * After an edit that leaves the same thing selected, the army's page, a
 * command's page and the page of a unit with sub-units or of a sub-unit are
 * built again off screen (a unit's or general's page of the same shape is
 * updated in place by mu-inspector.c instead) and, when the new page has
 * the same widgets as the page shown, only what differs is copied onto the
 * rows shown: texts, check marks, values, styles and the data their
 * handlers read. The rows shown stay,
 * with their focus, their scroll position and their measured sizes.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "mu-gui-util.h"
#include "mu-inspector-private.h"

/* Widgets whose own children are their internals, compared no deeper. */
static gboolean
is_leaf (GtkWidget *widget)
{
  return GTK_IS_LABEL (widget) || GTK_IS_TEXT (widget) || GTK_IS_SPIN_BUTTON (widget)
         || ADW_IS_COMBO_ROW (widget) || GTK_IS_POPOVER (widget);
}

static gboolean
same_shape (GtkWidget *shown, GtkWidget *fresh)
{
  GtkWidget *a, *b;

  if (G_OBJECT_TYPE (shown) != G_OBJECT_TYPE (fresh)
      || g_strcmp0 (gtk_widget_get_name (shown), gtk_widget_get_name (fresh)) != 0)
    return FALSE;
  if (is_leaf (shown))
    return TRUE;
  for (a = gtk_widget_get_first_child (shown), b = gtk_widget_get_first_child (fresh); a != NULL && b != NULL;
       a = gtk_widget_get_next_sibling (a), b = gtk_widget_get_next_sibling (b))
    {
      if (GTK_IS_POPOVER (a) != GTK_IS_POPOVER (b))
        return FALSE;
      if (!same_shape (a, b))
        return FALSE;
    }
  return a == NULL && b == NULL;
}

/* ---- what a row's handlers read ---- */

static void
copy_string_data (GtkWidget *shown, GtkWidget *fresh, const char *key)
{
  const char *value = g_object_get_data (G_OBJECT (fresh), key);

  if (value != NULL && g_strcmp0 (value, g_object_get_data (G_OBJECT (shown), key)) != 0)
    g_object_set_data_full (G_OBJECT (shown), key, g_strdup (value), g_free);
}

static void
move_array_data (GtkWidget *shown, GtkWidget *fresh, const char *key)
{
  GPtrArray *value = g_object_steal_data (G_OBJECT (fresh), key);

  if (value != NULL)
    g_object_set_data_full (G_OBJECT (shown), key, value, (GDestroyNotify) g_ptr_array_unref);
}

static void
copy_data (GtkWidget *shown, GtkWidget *fresh)
{
  static const char * const plain[] = { "def", "document", "field", "index", NULL };

  for (guint i = 0; plain[i] != NULL; i++)
    if (g_object_get_data (G_OBJECT (fresh), plain[i]) != NULL)
      g_object_set_data (G_OBJECT (shown), plain[i], g_object_get_data (G_OBJECT (fresh), plain[i]));
  copy_string_data (shown, fresh, "upgrade");
  copy_string_data (shown, fresh, "unit");
  move_array_data (shown, fresh, "units");
  move_array_data (shown, fresh, "entries");
}

/* ---- what a widget shows ---- */

static gboolean
same_strv (const char * const *a, const char * const *b)
{
  return g_strv_equal ((const char * const *) a, (const char * const *) b);
}

static gboolean
has_action (GtkWidget *widget)
{
  return GTK_IS_ACTIONABLE (widget) && gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)) != NULL;
}

static void
copy_common (GtkWidget *shown, GtkWidget *fresh)
{
  g_auto(GStrv) shown_classes = gtk_widget_get_css_classes (shown);
  g_auto(GStrv) fresh_classes = gtk_widget_get_css_classes (fresh);
  const char *shown_tip = gtk_widget_get_tooltip_text (shown);
  const char *fresh_tip = gtk_widget_get_tooltip_text (fresh);

  if (!same_strv ((const char * const *) shown_classes, (const char * const *) fresh_classes))
    gtk_widget_set_css_classes (shown, (const char **) fresh_classes);
  if (gtk_widget_get_visible (shown) != gtk_widget_get_visible (fresh))
    gtk_widget_set_visible (shown, gtk_widget_get_visible (fresh));
  /* a button with an action answers as its action does, which follows the
   * window's selection; the page built off screen has no window, so its
   * buttons answer nothing and that is not to be copied */
  if (!has_action (shown) && gtk_widget_get_sensitive (shown) != gtk_widget_get_sensitive (fresh))
    gtk_widget_set_sensitive (shown, gtk_widget_get_sensitive (fresh));
  if (g_strcmp0 (shown_tip, fresh_tip) != 0)
    gtk_widget_set_tooltip_text (shown, fresh_tip);
}

/* The choices of a combo row: string lists, or models of another kind
 * taken as different. */
static gboolean
same_items (GListModel *a, GListModel *b)
{
  guint n;

  if (a == b)
    return TRUE;
  if (!GTK_IS_STRING_LIST (a) || !GTK_IS_STRING_LIST (b)
      || (n = g_list_model_get_n_items (a)) != g_list_model_get_n_items (b))
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (a), i),
                   gtk_string_list_get_string (GTK_STRING_LIST (b), i))
        != 0)
      return FALSE;
  return TRUE;
}

static void
copy_rows (GtkWidget *shown, GtkWidget *fresh)
{
  if (ADW_IS_PREFERENCES_GROUP (shown))
    {
      AdwPreferencesGroup *a = ADW_PREFERENCES_GROUP (shown), *b = ADW_PREFERENCES_GROUP (fresh);

      if (g_strcmp0 (adw_preferences_group_get_title (a), adw_preferences_group_get_title (b)) != 0)
        adw_preferences_group_set_title (a, adw_preferences_group_get_title (b));
      if (g_strcmp0 (adw_preferences_group_get_description (a), adw_preferences_group_get_description (b))
          != 0)
        adw_preferences_group_set_description (a, adw_preferences_group_get_description (b));
    }
  if (ADW_IS_PREFERENCES_ROW (shown)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (shown)),
                    adw_preferences_row_get_title (ADW_PREFERENCES_ROW (fresh)))
             != 0)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (shown),
                                   adw_preferences_row_get_title (ADW_PREFERENCES_ROW (fresh)));
  if (ADW_IS_ACTION_ROW (shown)
      && g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (shown)),
                    adw_action_row_get_subtitle (ADW_ACTION_ROW (fresh)))
             != 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (shown),
                                 adw_action_row_get_subtitle (ADW_ACTION_ROW (fresh)));
  if (ADW_IS_ENTRY_ROW (shown)
      && g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (shown)),
                    gtk_editable_get_text (GTK_EDITABLE (fresh)))
             != 0)
    gtk_editable_set_text (GTK_EDITABLE (shown), gtk_editable_get_text (GTK_EDITABLE (fresh)));
  if (ADW_IS_COMBO_ROW (shown))
    {
      AdwComboRow *a = ADW_COMBO_ROW (shown), *b = ADW_COMBO_ROW (fresh);

      if (!same_items (adw_combo_row_get_model (a), adw_combo_row_get_model (b)))
        adw_combo_row_set_model (a, adw_combo_row_get_model (b));
      if (adw_combo_row_get_selected (a) != adw_combo_row_get_selected (b))
        adw_combo_row_set_selected (a, adw_combo_row_get_selected (b));
    }
}

static void
copy_editors (GtkWidget *shown, GtkWidget *fresh)
{
  if (GTK_IS_LABEL (shown)
      && g_strcmp0 (gtk_label_get_label (GTK_LABEL (shown)), gtk_label_get_label (GTK_LABEL (fresh))) != 0)
    gtk_label_set_label (GTK_LABEL (shown), gtk_label_get_label (GTK_LABEL (fresh)));
  if (GTK_IS_CHECK_BUTTON (shown)
      && gtk_check_button_get_active (GTK_CHECK_BUTTON (shown))
             != gtk_check_button_get_active (GTK_CHECK_BUTTON (fresh)))
    gtk_check_button_set_active (GTK_CHECK_BUTTON (shown),
                                 gtk_check_button_get_active (GTK_CHECK_BUTTON (fresh)));
  if (GTK_IS_SPIN_BUTTON (shown))
    {
      GtkSpinButton *a = GTK_SPIN_BUTTON (shown), *b = GTK_SPIN_BUTTON (fresh);
      double min, max, value = gtk_spin_button_get_value (b);

      gtk_spin_button_get_range (b, &min, &max);
      gtk_spin_button_set_range (a, min, max);
      if (gtk_spin_button_get_value (a) != value)
        gtk_spin_button_set_value (a, value);
    }
  if (GTK_IS_ACTIONABLE (shown)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (shown)),
                    gtk_actionable_get_action_name (GTK_ACTIONABLE (fresh)))
             != 0)
    gtk_actionable_set_action_name (GTK_ACTIONABLE (shown),
                                    gtk_actionable_get_action_name (GTK_ACTIONABLE (fresh)));
}

/* The page's own handlers are connected with the inspector or nothing as
 * their data; they are held while the values are set, as those are the
 * roster's already. */
static void
block (GtkWidget *widget, gpointer owner, gboolean blocking)
{
  if (blocking)
    {
      g_signal_handlers_block_matched (widget, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, owner);
      g_signal_handlers_block_matched (widget, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, NULL);
    }
  else
    {
      g_signal_handlers_unblock_matched (widget, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, owner);
      g_signal_handlers_unblock_matched (widget, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, NULL);
    }
}

static void
copy_tree (GtkWidget *shown, GtkWidget *fresh, gpointer owner)
{
  GtkWidget *a, *b;

  if (GTK_IS_POPOVER (shown))
    return;
  copy_data (shown, fresh);
  copy_common (shown, fresh);
  if (ADW_IS_PREFERENCES_ROW (shown) || ADW_IS_PREFERENCES_GROUP (shown) || GTK_IS_CHECK_BUTTON (shown)
      || GTK_IS_SPIN_BUTTON (shown))
    {
      block (shown, owner, TRUE);
      copy_rows (shown, fresh);
      copy_editors (shown, fresh);
      block (shown, owner, FALSE);
    }
  else
    copy_editors (shown, fresh);
  if (is_leaf (shown))
    return;
  for (a = gtk_widget_get_first_child (shown), b = gtk_widget_get_first_child (fresh); a != NULL && b != NULL;
       a = gtk_widget_get_next_sibling (a), b = gtk_widget_get_next_sibling (b))
    copy_tree (a, b, owner);
}

static void
move_children (GtkWidget *content, GtkWidget *fresh)
{
  GtkWidget *child;

  mu_gui_clear_box (content);
  while ((child = gtk_widget_get_first_child (fresh)) != NULL)
    {
      g_object_ref (child);
      gtk_box_remove (GTK_BOX (fresh), child);
      gtk_box_append (GTK_BOX (content), child);
      g_object_unref (child);
    }
}

/* Part by part (a group of rows, a row of buttons), what has the same
 * widgets is updated and what has not is replaced by its new build; a page
 * of another number of parts is replaced whole. */
gboolean
_mu_inspector_refresh (GtkWidget *content, GtkWidget *fresh, gpointer owner)
{
  GtkWidget *a, *b, *next_a, *next_b;
  gboolean kept = TRUE;

  for (a = gtk_widget_get_first_child (content), b = gtk_widget_get_first_child (fresh);
       a != NULL && b != NULL; a = gtk_widget_get_next_sibling (a), b = gtk_widget_get_next_sibling (b))
    ;
  if (a != NULL || b != NULL || gtk_widget_get_sensitive (content) != gtk_widget_get_sensitive (fresh))
    {
      move_children (content, fresh);
      gtk_widget_set_sensitive (content, gtk_widget_get_sensitive (fresh));
      return FALSE;
    }
  for (a = gtk_widget_get_first_child (content), b = gtk_widget_get_first_child (fresh); a != NULL;
       a = next_a, b = next_b)
    {
      next_a = gtk_widget_get_next_sibling (a);
      next_b = gtk_widget_get_next_sibling (b);
      if (same_shape (a, b))
        {
          copy_tree (a, b, owner);
          continue;
        }
      g_object_ref (b);
      gtk_box_remove (GTK_BOX (fresh), b);
      gtk_box_insert_child_after (GTK_BOX (content), b, a);
      gtk_box_remove (GTK_BOX (content), a);
      g_object_unref (b);
      kept = FALSE;
    }
  return kept;
}
