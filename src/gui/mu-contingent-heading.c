/* mu-contingent-heading.c: the heading of a contingent in the army view of
 * an army with allies: its list's name, its points and figures, and its
 * own "Add Command" and, for an allied one, "Remove Allied Contingent"
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "mu-contingent-heading.h"
#include "mu-figure.h"
#include "mu-gui-util.h"
#include "mu-ruleset.h"
#include "mu-wrap-layout.h"

static GtkWidget *
contingent_button (const char *icon, const char *action, guint number, gboolean editable)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_uint32 (number));
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_sensitive (button, editable);
  return button;
}

/**
 * mu_contingent_heading_new:
 * @number: the contingent's number: 0 for the main one, 1… for the allies
 * @editable: whether its buttons may edit the roster
 *
 * Makes the heading of a contingent, empty until
 * mu_contingent_heading_fill() fills it.
 *
 * Returns: (transfer floating): the heading
 */
GtkWidget *
mu_contingent_heading_new (guint number, gboolean editable)
{
  GtkWidget *heading = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = mu_gui_label ("", "title-3");
  GtkWidget *detail = mu_gui_label ("", "dim-label");
  GtkWidget *add = contingent_button ("list-add-symbolic", "win.add-contingent-command", number, editable);
  g_autofree char *name = g_strdup_printf ("contingent-%u", number);

  gtk_widget_set_name (heading, name);
  gtk_widget_add_css_class (heading, "contingent-heading");
  gtk_widget_set_margin_top (heading, 12);
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_label_set_wrap (GTK_LABEL (detail), TRUE);
  gtk_box_append (GTK_BOX (texts), title);
  gtk_box_append (GTK_BOX (texts), detail);
  gtk_box_append (GTK_BOX (heading), mu_wrap_layout_bin_new (texts));
  gtk_box_append (GTK_BOX (heading), add);
  g_object_set_data (G_OBJECT (heading), "title", title);
  g_object_set_data (G_OBJECT (heading), "detail", detail);
  g_object_set_data (G_OBJECT (heading), "add", add);
  g_object_set_data (G_OBJECT (heading), "number", GUINT_TO_POINTER (number));
  if (number > 0)
    {
      GtkWidget *remove = contingent_button ("user-trash-symbolic", "win.remove-ally", number, editable);

      gtk_box_append (GTK_BOX (heading), remove);
      g_object_set_data (G_OBJECT (heading), "remove", remove);
    }
  return heading;
}

/* A button's tooltip and name, with the contingent it acts on. */
static void
name_button (GtkWidget *button, const char *format, const char *contingent)
{
  g_autofree char *name = g_strdup_printf (format, contingent);

  gtk_widget_set_tooltip_text (button, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/**
 * mu_contingent_heading_fill:
 * @heading: a heading of mu_contingent_heading_new()
 * @evaluation: (transfer none): the evaluation of the roster shown
 *
 * Sets the heading's texts: the contingent's list name and its points and
 * figures (#MuContingentResult), and names its buttons after it.
 */
void
mu_contingent_heading_fill (GtkWidget *heading, MuEvaluation *evaluation)
{
  guint number = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (heading), "number"));
  MuContingentResult *result = mu_evaluation_contingent (evaluation, number);
  g_autofree char *name = mu_evaluation_contingent_name (evaluation, number);
  g_autofree char *title = NULL;
  g_autofree char *figures = NULL;
  g_autofree char *points = NULL;
  g_autofree char *detail = NULL;
  GtkWidget *remove = g_object_get_data (G_OBJECT (heading), "remove");

  if (result == NULL || name == NULL)
    return;
  figures = mu_gui_join_figures (result->figures, NULL);
  points = mu_format_number (result->points);
  /* TRANSLATORS: the heading of an army's contingent: "Principate Roman (allies)" */
  title = number > 0 ? g_strdup_printf (_("%s (allies)"), name) : g_strdup (name);
  if (evaluation->ruleset->has_points)
    detail = g_strdup_printf (_("%s points%s%s"), points, *figures != '\0' ? " · " : "", figures);
  else
    detail = g_strdup (figures);
  mu_gui_set_text (g_object_get_data (G_OBJECT (heading), "title"), title);
  mu_gui_set_text (g_object_get_data (G_OBJECT (heading), "detail"), detail);
  /* TRANSLATORS: a button's name: "Add Command to Principate Roman (allies)" */
  name_button (g_object_get_data (G_OBJECT (heading), "add"), _("Add Command to %s"), title);
  if (remove != NULL)
    /* TRANSLATORS: a button's name: "Remove Allied Contingent Principate Roman" */
    name_button (remove, _("Remove Allied Contingent %s"), name);
}
