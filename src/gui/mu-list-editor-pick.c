/* mu-list-editor-pick.c: a choice of the list's rows by their names
 *
 * A footnote's rule names rows. The picker is a line with the rows chosen,
 * by their names, and a button whose popover ticks the list's rows in the
 * book's order, upgrade rows set in under theirs. The rows ticked become
 * the rule's when the popover closes (Done, Escape or a click outside): one
 * edit for the whole choice.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "mu-list-editor-private.h"

static guint
depth_of (MuDraftRow *row)
{
  guint depth = 0;

  for (MuDraftRow *up = row->parent; up != NULL; up = up->parent)
    depth++;
  return depth;
}

/* A row by its name; by its name and description when another row has
 * that name too (the Principate's two rows of Symmachiarii) */
static char *
label_of (MuListEditor *self, MuDraftRow *row)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  const char *label = mu_draft_row_label (row);

  mu_draft_rows_collect (mu_list_draft_get_rows (self->draft), rows);
  for (guint i = 0; i < rows->len; i++)
    if (rows->pdata[i] != row && g_strcmp0 (mu_draft_row_label (rows->pdata[i]), label) == 0
        && row->description != NULL && g_strcmp0 (row->description, label) != 0)
      return g_strdup_printf ("%s (%s)", label, row->description);
  return g_strdup (label);
}

/* "Warriors, Upgrade warriors to fanatics", the rows in the book's order */
static char *
names_of (MuListEditor *self, const char *ids)
{
  g_auto(GStrv) chosen = g_strsplit (ids != NULL ? ids : "", " ", -1);
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; chosen[i] != NULL; i++)
    {
      MuDraftRow *row = mu_list_draft_find_row (self->draft, chosen[i]);
      g_autofree char *name = row != NULL ? label_of (self, row) : g_strdup (chosen[i]);

      if (*chosen[i] == '\0')
        continue;
      if (names->len > 0)
        g_string_append (names, ", ");
      if (row != NULL)
        g_string_append (names, name);
      else
        g_string_append_printf (names, _("“%s” (no such row)"), name);
    }
  if (names->len == 0)
    return g_strdup (_("No rows chosen"));
  return g_string_free (g_steal_pointer (&names), FALSE);
}

static void
popover_closed (GtkPopover *popover, GtkWidget *picker)
{
  MuListEditor *self = g_object_get_data (G_OBJECT (picker), "editor");
  const char *before = g_object_get_data (G_OBJECT (picker), "ids");
  GCallback picked = g_object_get_data (G_OBJECT (picker), "picked");
  g_autoptr(GString) ids = g_string_new (NULL);
  g_auto(GStrv) kept = g_strsplit (before != NULL ? before : "", " ", -1);

  for (GtkWidget *check = gtk_widget_get_first_child (g_object_get_data (G_OBJECT (picker), "checks"));
       check != NULL; check = gtk_widget_get_next_sibling (check))
    if (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)))
      g_string_append_printf (ids, "%s%s", ids->len > 0 ? " " : "",
                              (const char *) g_object_get_data (G_OBJECT (check), "row-id"));
  /* rows named that the list does not have stay until they are mended */
  for (guint i = 0; kept[i] != NULL; i++)
    if (*kept[i] != '\0' && mu_list_draft_find_row (self->draft, kept[i]) == NULL)
      g_string_append_printf (ids, "%s%s", ids->len > 0 ? " " : "", kept[i]);
  if (g_strcmp0 (ids->str, before != NULL ? before : "") != 0)
    ((void (*) (GtkWidget *, const char *, MuListEditor *)) picked) (picker, ids->str, self);
}

static void
done_clicked (GtkButton *button, GtkPopover *popover)
{
  gtk_popover_popdown (popover);
}

static GtkWidget *
checks_of (MuListEditor *self, const char *name, const char *ids)
{
  g_auto(GStrv) chosen = g_strsplit (ids != NULL ? ids : "", " ", -1);
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  mu_draft_rows_collect (mu_list_draft_get_rows (self->draft), rows);
  for (guint i = 0; i < rows->len; i++)
    {
      MuDraftRow *row = rows->pdata[i];
      g_autofree char *label = label_of (self, row);
      GtkWidget *check = gtk_check_button_new_with_label (label);
      g_autofree char *check_name = g_strdup_printf ("%s:%s", name, row->id);

      gtk_widget_set_name (check, check_name);
      gtk_widget_set_margin_start (check, 18 * depth_of (row));
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check),
                                   g_strv_contains ((const char * const *) chosen, row->id));
      g_object_set_data_full (G_OBJECT (check), "row-id", g_strdup (row->id), g_free);
      gtk_box_append (GTK_BOX (box), check);
    }
  if (rows->len == 0)
    gtk_box_append (GTK_BOX (box), gtk_label_new (_("The list has no rows yet")));
  return box;
}

static GtkWidget *
popover_of (GtkWidget *picker, GtkWidget *checks, const char *title)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *heading = gtk_label_new (title);
  GtkWidget *done = gtk_button_new_with_mnemonic (_("_Done"));

  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 420);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), checks);
  gtk_widget_set_halign (done, GTK_ALIGN_END);
  gtk_widget_set_name (done, "pick-done");
  g_signal_connect (done, "clicked", G_CALLBACK (done_clicked), popover);
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), scrolled);
  gtk_box_append (GTK_BOX (box), done);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  g_signal_connect (popover, "closed", G_CALLBACK (popover_closed), picker);
  return popover;
}

/* The picker: a line titled @title with the rows of @ids by their names,
 * and a button named @name that opens the rows' tick boxes (each named
 * @name:ROW-ID). When the rows ticked change, @picked (picker, ids, self)
 * is called with them, space-separated in the book's order. */
GtkWidget *
_mu_list_editor_row_picker (MuListEditor *self, const char *title, const char *name, const char *ids,
                            GCallback picked)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *checks = checks_of (self, name, ids);
  g_autofree char *names = names_of (self, ids);
  g_autofree char *label = g_strdup_printf (_("%s: choose the rows"), title);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), names);
  gtk_menu_button_set_label (GTK_MENU_BUTTON (button), _("Choose Rows…"));
  gtk_widget_set_name (button, name);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_object_set_data (G_OBJECT (row), "editor", self);
  g_object_set_data (G_OBJECT (row), "picked", picked);
  g_object_set_data (G_OBJECT (row), "checks", checks);
  g_object_set_data_full (G_OBJECT (row), "ids", g_strdup (ids), g_free);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover_of (row, checks, title));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  /* one Tab stop: the button, which says the rows chosen */
  gtk_widget_set_focusable (row, FALSE);
  _mu_list_editor_claim_focus (self, button, name);
  return row;
}
