/* mu-builder.c
 *
 * Left: the list's rows (or, for a roster being checked, what it declares
 * against what Muster computes). Middle: the army by command, with the
 * issues below. Right: the editors of the selection, which fold away in a
 * narrow window. Above: the points, the army's figures and the verdict.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <inttypes.h>

#include "mu-army-list.h"
#include "mu-army-view.h"
#include "mu-builder.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-gui-util.h"
#include "mu-inspector.h"
#include "mu-issue.h"
#include "mu-list-pane.h"
#include "mu-roster.h"
#include "mu-ruleset.h"

struct _MuBuilder
{
  GtkBox parent_instance;

  GtkWidget *points_box;
  GtkWidget *points_label;
  GtkWidget *points_bar;
  GtkWidget *figures_box;
  GtkWidget *verdict_button;
  GtkWidget *check_banner;
  GtkWidget *left_stack;
  GtkWidget *list_pane;
  GtkWidget *check_box;
  GtkWidget *check_page;
  GtkWidget *army_view;
  GtkWidget *issues_panel;
  GtkWidget *issues_title;
  GtkWidget *issues_list;
  GtkWidget *inspector;
  GtkWidget *details_flap;
  GtkWidget *details_button;
  guint details_idle;

  MuDocument *document;
};

G_DEFINE_FINAL_TYPE (MuBuilder, mu_builder, GTK_TYPE_BOX)

/* ---- figures and verdict ---- */

static GtkWidget *
stat (const char *key, const char *value, const char *label)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *number = mu_gui_label (value, "stat-value");
  g_autofree char *name = g_strdup_printf ("figure:%s", key);

  gtk_widget_set_name (number, name);
  gtk_box_append (GTK_BOX (box), number);
  gtk_box_append (GTK_BOX (box), mu_gui_label (label, "stat-label"));
  return box;
}

static void
update_points (MuBuilder *self, MuEvaluation *evaluation)
{
  gint64 limit = mu_roster_get_points_limit (evaluation->roster);
  g_autofree char *points = mu_format_number (evaluation->points);
  g_autofree char *text = NULL;

  gtk_widget_set_visible (self->points_box, evaluation->ruleset->has_points);
  /* TRANSLATORS: points used of the limit: "133 of 130" */
  text = limit > 0 ? g_strdup_printf (_("%s of %" PRId64), points, limit) : g_strdup (points);
  mu_gui_set_text (self->points_label, text);
  {
    /* TRANSLATORS: the points level bar's name for a screen reader: "Points: 133 of 130" */
    g_autofree char *name = g_strdup_printf (_("Points: %s"), text);
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->points_bar), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                    -1);
  }
  gtk_level_bar_set_max_value (GTK_LEVEL_BAR (self->points_bar),
                               limit > 0 ? (double) limit : MAX (evaluation->points, 1));
  gtk_level_bar_set_value (
      GTK_LEVEL_BAR (self->points_bar),
      MIN (evaluation->points, gtk_level_bar_get_max_value (GTK_LEVEL_BAR (self->points_bar))));
  if (limit > 0 && evaluation->points > limit)
    gtk_widget_add_css_class (self->points_box, "over");
  else
    gtk_widget_remove_css_class (self->points_box, "over");
}

static const char * const verdicts[] = { "legal", "illegal", "warned", NULL };

/* The verdict, points and figures read as one sentence, as the verdict
 * button's name: a screen reader on it hears every edit's result (GTK 4.8
 * has no announcements), and a listener finds the whole summary in one
 * place. */
static void
announce_summary (MuBuilder *self, MuEvaluation *evaluation, const char *verdict)
{
  gint64 limit = mu_roster_get_points_limit (evaluation->roster);
  g_autofree char *points = mu_format_number (evaluation->points);
  g_autofree char *figures = mu_gui_join_figures (evaluation->figures, NULL);
  g_autofree char *points_text = NULL;
  g_autofree char *name = NULL;

  if (!evaluation->ruleset->has_points)
    points_text = g_strdup ("");
  else if (limit > 0)
    /* TRANSLATORS: part of the summary a screen reader reads: "133 of 130 points. " */
    points_text = g_strdup_printf (_("%s of %" PRId64 " points. "), points, limit);
  else
    /* TRANSLATORS: part of the summary a screen reader reads: "133 points. " */
    points_text = g_strdup_printf (_("%s points. "), points);
  /* TRANSLATORS: the summary a screen reader reads: verdict, points, figures */
  name = g_strdup_printf (_("%s. %s%s"), verdict, points_text, figures);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->verdict_button), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _("Show or hide the issues"), -1);
}

static void
update_verdict (MuBuilder *self, MuEvaluation *evaluation)
{
  guint errors = mu_evaluation_count (evaluation, MU_SEVERITY_ERROR);
  guint warnings = mu_evaluation_count (evaluation, MU_SEVERITY_WARNING);
  g_autofree char *verdict = mu_evaluation_verdict (evaluation);
  GtkWidget *button = self->verdict_button;

  if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), verdict) != 0)
    gtk_button_set_label (GTK_BUTTON (button), verdict);
  mu_gui_set_css_choice (button, verdicts, errors > 0 ? "illegal" : warnings > 0 ? "warned" : "legal");
  announce_summary (self, evaluation, verdict);
}

/* The value label of a figure's stat, from its place in the flow box. */
static GtkWidget *
stat_value (GtkWidget *flow_child)
{
  return gtk_widget_get_first_child (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (flow_child)));
}

/* Whether the army's figures are the ones shown, in the same order. */
static gboolean
same_figures (MuBuilder *self, GPtrArray *figures)
{
  GtkWidget *child = gtk_widget_get_first_child (self->figures_box);

  for (guint i = 0; i < figures->len; i++, child = gtk_widget_get_next_sibling (child))
    {
      g_autofree char *name = g_strdup_printf ("figure:%s", ((MuFigure *) figures->pdata[i])->key);

      if (child == NULL || g_strcmp0 (gtk_widget_get_name (stat_value (child)), name) != 0)
        return FALSE;
    }
  return child == NULL;
}

/* The values of the figures, in the stats made for them. */
static void
update_figures (MuBuilder *self, GPtrArray *figures)
{
  GtkWidget *child = gtk_widget_get_first_child (self->figures_box);

  for (guint i = 0; i < figures->len; i++, child = gtk_widget_get_next_sibling (child))
    {
      g_autofree char *value = mu_figure_to_string (figures->pdata[i]);
      mu_gui_set_text (stat_value (child), value);
    }
}

static void
update_summary (MuBuilder *self, MuEvaluation *evaluation)
{
  update_points (self, evaluation);
  if (!same_figures (self, evaluation->figures))
    {
      mu_gui_clear_box (self->figures_box);
      for (guint i = 0; i < evaluation->figures->len; i++)
        {
          MuFigure *figure = evaluation->figures->pdata[i];
          gtk_flow_box_append (GTK_FLOW_BOX (self->figures_box),
                               stat (figure->key, "", mu_figure_label (figure)));
          gtk_widget_set_focusable (gtk_widget_get_last_child (self->figures_box), FALSE);
        }
    }
  update_figures (self, evaluation->figures);
  update_verdict (self, evaluation);
}

/* ---- issues ---- */

static const char *
severity_icon (MuSeverity severity)
{
  switch (severity)
    {
    case MU_SEVERITY_ERROR:
      return "dialog-error-symbolic";
    case MU_SEVERITY_WARNING:
      return "dialog-warning-symbolic";
    case MU_SEVERITY_NOTE:
    default:
      return "dialog-information-symbolic";
    }
}

static const char * const severity_classes[] = { "error", "warning", "accent", NULL };

static GtkWidget *
issue_row (void)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *icon = gtk_image_new ();
  GtkWidget *message = mu_gui_label ("", NULL);
  GtkWidget *detail = mu_gui_label ("", "dim-label");

  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_label_set_wrap (GTK_LABEL (message), TRUE);
  gtk_label_set_wrap (GTK_LABEL (detail), TRUE);
  gtk_widget_add_css_class (detail, "caption");
  gtk_widget_set_name (message, "issue-message");
  gtk_box_append (GTK_BOX (text), message);
  gtk_box_append (GTK_BOX (text), detail);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), text);
  g_object_set (box, "margin-top", 8, "margin-bottom", 8, "margin-start", 12, "margin-end", 12, NULL);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data (G_OBJECT (row), "icon", icon);
  g_object_set_data (G_OBJECT (row), "message", message);
  g_object_set_data (G_OBJECT (row), "detail", detail);
  gtk_widget_set_tooltip_text (row, _("Show what this concerns"));
  return row;
}

/* What a screen reader says for an issue: severity, message and place
 * ("Error: Auxiliarii: 2 taken, the list needs 3–6. Add 1. Army"), with
 * the rulebook's section as the description. */
static void
name_issue_row (GtkWidget *row, MuIssue *issue)
{
  g_autofree char *message = g_strdup (issue->message != NULL ? issue->message : "");
  g_autofree char *name = NULL;
  const char *severity = issue->severity == MU_SEVERITY_ERROR ? _("Error")
                                                              : issue->severity == MU_SEVERITY_WARNING
      ? _("Warning")
      : _("Note");

  g_strchomp (message);
  if (g_str_has_suffix (message, "."))
    message[strlen (message) - 1] = '\0';
  if (issue->where != NULL && *issue->where != '\0')
    /* TRANSLATORS: an issue row for a screen reader: severity, message, place:
     * "Error: Auxiliarii: 2 taken, the list needs 3–6. Add 1. Army" */
    name = g_strdup_printf (_("%s: %s. %s"), severity, message, issue->where);
  else
    /* TRANSLATORS: an issue row for a screen reader: severity and message */
    name = g_strdup_printf (_("%s: %s."), severity, message);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  issue->reference != NULL ? issue->reference : "", -1);
}

/* Shows an issue in a row made for another: only what differs changes. */
static void
fill_issue_row (GtkWidget *row, MuIssue *issue)
{
  GtkWidget *icon = g_object_get_data (G_OBJECT (row), "icon");
  g_autofree char *where = g_strdup_printf ("%s%s%s", issue->where != NULL ? issue->where : "",
                                            issue->reference != NULL ? " · " : "",
                                            issue->reference != NULL ? issue->reference : "");

  if (g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (icon)), severity_icon (issue->severity)) != 0)
    gtk_image_set_from_icon_name (GTK_IMAGE (icon), severity_icon (issue->severity));
  mu_gui_set_css_choice (icon, severity_classes,
                         issue->severity == MU_SEVERITY_ERROR     ? "error"
                         : issue->severity == MU_SEVERITY_WARNING ? "warning"
                                                                  : "accent");
  mu_gui_set_text (g_object_get_data (G_OBJECT (row), "message"), issue->message);
  mu_gui_set_text (g_object_get_data (G_OBJECT (row), "detail"), where);
  g_object_set_data (G_OBJECT (row), "issue", issue);
  name_issue_row (row, issue);
}

/* The rows are kept and filled in order; the ones left over are removed. */
static void
update_issues (MuBuilder *self, MuEvaluation *evaluation)
{
  GtkListBox *list = GTK_LIST_BOX (self->issues_list);
  g_autofree char *title = NULL;
  GtkListBoxRow *extra;

  for (guint i = 0; i < evaluation->issues->len; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, (int) i);

      if (row == NULL)
        {
          row = GTK_LIST_BOX_ROW (issue_row ());
          gtk_list_box_append (list, GTK_WIDGET (row));
        }
      fill_issue_row (GTK_WIDGET (row), evaluation->issues->pdata[i]);
    }
  while ((extra = gtk_list_box_get_row_at_index (list, (int) evaluation->issues->len)) != NULL)
    gtk_list_box_remove (list, GTK_WIDGET (extra));
  /* TRANSLATORS: the title of the issues panel, with how many there are */
  title = g_strdup_printf (_("Issues (%u)"), evaluation->issues->len);
  mu_gui_set_text (self->issues_title, title);
}

/**
 * mu_builder_focus_details:
 * @self: a builder
 * @control: the name of a control of the selection's page ("name",
 *   "attached", an upgrade row's id)
 *
 * Shows the details of the selection, slid over the army when they are
 * folded away, and focuses one of their controls.
 *
 * Returns: whether the control took the focus
 */
gboolean
mu_builder_focus_details (MuBuilder *self, const char *control)
{
  AdwFlap *flap = ADW_FLAP (self->details_flap);

  if (adw_flap_get_folded (flap))
    adw_flap_set_reveal_flap (flap, TRUE);
  return mu_inspector_focus_control (MU_INSPECTOR (self->inspector), control);
}

/* An issue leads to what it is about, selected, and to the control that
 * fixes it when there is one; a row that needs more taken is shown in the
 * list's rows, ready to add. */
static void
issue_activated (MuBuilder *self, GtkListBoxRow *row)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);
  MuIssue *issue = g_object_get_data (G_OBJECT (row), "issue");
  gboolean read_only = mu_document_is_read_only (self->document);
  const char *control = NULL;
  MuPlace place;

  if (mu_evaluation_issue_place (evaluation, issue, &place, &control))
    {
      mu_document_select (self->document, &place);
      if (control != NULL && !read_only && mu_builder_focus_details (self, control))
        return;
      mu_army_view_focus_selection (MU_ARMY_VIEW (self->army_view));
      return;
    }
  if (issue->row != NULL && !read_only && mu_list_pane_show_row (MU_LIST_PANE (self->list_pane), issue->row))
    return;
  mu_document_select (self->document, &MU_PLACE_OF_NOTHING);
  mu_army_view_focus_selection (MU_ARMY_VIEW (self->army_view));
}

/* ---- checking an opponent's roster ---- */

static void
add_check_row (GtkWidget *grid, int y, const char *label, const char *declared, const char *computed)
{
  gboolean same = g_strcmp0 (declared, computed) == 0;
  GtkWidget *mark = gtk_image_new_from_icon_name (same ? "emblem-ok-symbolic" : "dialog-warning-symbolic");

  gtk_widget_add_css_class (mark, same ? "success" : "warning");
  gtk_widget_set_tooltip_text (mark, same ? _("As declared") : _("Differs from what was declared"));
  gtk_grid_attach (GTK_GRID (grid), mu_gui_label (label, NULL), 0, y, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), mu_gui_label (declared != NULL ? declared : "—", "numeric"), 1, y, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), mu_gui_label (computed, "numeric"), 2, y, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), mark, 3, y, 1, 1);
}

static GtkWidget *
declared_grid (MuEvaluation *evaluation)
{
  GHashTable *declared = mu_roster_get_declared (evaluation->roster);
  GtkWidget *grid = gtk_grid_new ();
  int y = 1;

  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 8);
  gtk_grid_attach (GTK_GRID (grid), mu_gui_label (_("Declared"), "heading"), 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), mu_gui_label (_("Computed"), "heading"), 2, 0, 1, 1);
  if (evaluation->ruleset->has_points)
    {
      g_autofree char *points = mu_format_number (evaluation->points);
      add_check_row (grid, y++, _("Points"), g_hash_table_lookup (declared, "points"), points);
    }
  for (guint i = 0; i < evaluation->figures->len; i++)
    {
      MuFigure *figure = evaluation->figures->pdata[i];
      g_autofree char *value = mu_figure_to_string (figure);

      if (!figure->detail)
        add_check_row (grid, y++, mu_figure_label (figure), g_hash_table_lookup (declared, figure->key),
                       value);
    }
  return grid;
}

static void
update_check (MuBuilder *self, MuEvaluation *evaluation)
{
  const char *hash = mu_roster_get_list_hash (evaluation->roster);
  g_autofree char *list_text = NULL;
  GtkWidget *grid_title = mu_gui_label (_("Declared and Computed Totals"), "heading");
  GtkWidget *list_label;

  mu_gui_clear_box (self->check_box);
  gtk_box_append (GTK_BOX (self->check_box), grid_title);
  if (g_hash_table_size (mu_roster_get_declared (evaluation->roster)) == 0)
    gtk_box_append (
        GTK_BOX (self->check_box),
        mu_gui_label (_("The roster declares no totals; these are the ones Muster computes."), "dim-label"));
  gtk_box_append (GTK_BOX (self->check_box), declared_grid (evaluation));
  list_text = g_strdup_printf (_("%s, revision %" PRId64 "\n%s"), evaluation->list->name,
                                  evaluation->list->revision,
                                  hash == NULL ? _("The roster does not record the list's content.")
                                               : g_str_equal (hash, mu_army_list_get_hash (evaluation->list))
                                  ? _("Built on the same list content as this library's.")
                                  : _("Built on a different copy of the list: rows or costs may differ."));
  list_label = mu_gui_label (list_text, NULL);
  gtk_label_set_wrap (GTK_LABEL (list_label), TRUE);
  gtk_box_append (GTK_BOX (self->check_box), mu_gui_label (_("Army List"), "heading"));
  gtk_box_append (GTK_BOX (self->check_box), list_label);
}

/* ---- the document ---- */

static void
document_changed (MuBuilder *self)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);

  update_summary (self, evaluation);
  update_issues (self, evaluation);
  if (mu_document_is_read_only (self->document))
    update_check (self, evaluation);
}

void
mu_builder_set_document (MuBuilder *self, MuDocument *document)
{
  gboolean read_only = document != NULL && mu_document_is_read_only (document);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  mu_list_pane_set_document (MU_LIST_PANE (self->list_pane), read_only ? NULL : document);
  mu_army_view_set_document (MU_ARMY_VIEW (self->army_view), document);
  mu_inspector_set_document (MU_INSPECTOR (self->inspector), document);
  if (document == NULL)
    return;
  /* the page not shown is hidden too, so a screen reader does not find its
   * controls among the ones on screen */
  gtk_widget_set_visible (read_only ? self->check_page : self->list_pane, TRUE);
  gtk_stack_set_visible_child (GTK_STACK (self->left_stack), read_only ? self->check_page : self->list_pane);
  gtk_widget_set_visible (read_only ? self->list_pane : self->check_page, FALSE);
  gtk_widget_set_visible (self->check_banner, read_only);
  g_signal_connect_swapped (document, "changed", G_CALLBACK (document_changed), self);
  document_changed (self);
}

void
mu_builder_toggle_issues (MuBuilder *self)
{
  gtk_widget_set_visible (self->issues_panel, !gtk_widget_get_visible (self->issues_panel));
}

/* Slides the folded inspector in or out; beside the army it always shows. */
void
mu_builder_toggle_details (MuBuilder *self)
{
  AdwFlap *flap = ADW_FLAP (self->details_flap);

  if (adw_flap_get_folded (flap))
    adw_flap_set_reveal_flap (flap, !adw_flap_get_reveal_flap (flap));
}

/**
 * mu_builder_focus_pane:
 * @self: a builder
 * @step: 1 for the next pane, -1 for the previous one
 *
 * Moves the focus to the next (or previous) pane that is shown and can take
 * it, in a fixed order: the summary above, the list's rows (or the check),
 * the army, the issues, the details. From outside every pane it starts at
 * the first (or last).
 */
void
mu_builder_focus_pane (MuBuilder *self, int step)
{
  GtkWidget *panes[] = { gtk_widget_get_first_child (GTK_WIDGET (self)), self->left_stack, self->army_view,
                         self->issues_panel, self->inspector };

  mu_gui_focus_pane (panes, G_N_ELEMENTS (panes), step);
}

void
mu_builder_focus_list (MuBuilder *self)
{
  if (gtk_stack_get_visible_child (GTK_STACK (self->left_stack)) == self->list_pane)
    mu_list_pane_focus (MU_LIST_PANE (self->list_pane));
}

static void
mu_builder_dispose (GObject *object)
{
  MuBuilder *self = MU_BUILDER (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_handle_id (&self->details_idle, g_source_remove);
  G_OBJECT_CLASS (mu_builder_parent_class)->dispose (object);
}

static void
mu_builder_class_init (MuBuilderClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = mu_builder_dispose;
}

static GtkWidget *
summary_bar (MuBuilder *self)
{
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 32);
  GtkWidget *points_text = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);

  gtk_widget_add_css_class (bar, "summary-bar");
  self->points_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  self->points_label = mu_gui_label ("", "stat-value");
  gtk_widget_set_name (self->points_label, "points");
  gtk_box_append (GTK_BOX (points_text), self->points_label);
  gtk_box_append (GTK_BOX (points_text), mu_gui_label (_("points"), "stat-label"));
  gtk_widget_set_valign (gtk_widget_get_last_child (points_text), GTK_ALIGN_BASELINE);
  gtk_widget_set_valign (self->points_label, GTK_ALIGN_BASELINE);
  self->points_bar = gtk_level_bar_new ();
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (self->points_bar), GTK_LEVEL_BAR_OFFSET_LOW);
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (self->points_bar), GTK_LEVEL_BAR_OFFSET_HIGH);
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (self->points_bar), GTK_LEVEL_BAR_OFFSET_FULL);
  gtk_widget_set_size_request (self->points_bar, 200, -1);
  gtk_box_append (GTK_BOX (self->points_box), points_text);
  gtk_box_append (GTK_BOX (self->points_box), self->points_bar);
  /* a ruleset with many figures (Phalanx) wraps them rather than widen the window */
  self->figures_box = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->figures_box), GTK_SELECTION_NONE);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->figures_box), 28);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->figures_box), 8);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->figures_box), 32);
  gtk_widget_set_valign (self->figures_box, GTK_ALIGN_CENTER);
  /* the figures are read, not operated: GTK 4.8's flow box would hold Tab
   * among children that cannot take focus, so none is ever offered it */
  gtk_widget_set_focusable (self->figures_box, FALSE);
  gtk_widget_set_can_focus (self->figures_box, FALSE);
  gtk_widget_set_hexpand (self->figures_box, TRUE);
  self->verdict_button = gtk_button_new ();
  gtk_widget_set_name (self->verdict_button, "verdict");
  gtk_widget_add_css_class (self->verdict_button, "verdict");
  gtk_widget_set_valign (self->verdict_button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (self->verdict_button, _("Show or hide the issues (Ctrl+I)"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->verdict_button), "win.show-issues");
  self->details_button = gtk_toggle_button_new ();
  gtk_button_set_icon_name (GTK_BUTTON (self->details_button), "sidebar-show-right-symbolic");
  gtk_widget_set_name (self->details_button, "details-button");
  gtk_widget_set_valign (self->details_button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (self->details_button, _("Show or hide the details of the selection (F9)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->details_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Details of the selection"), -1);
  gtk_box_append (GTK_BOX (bar), self->points_box);
  gtk_box_append (GTK_BOX (bar), self->figures_box);
  gtk_box_append (GTK_BOX (bar), self->verdict_button);
  gtk_box_append (GTK_BOX (bar), self->details_button);
  return bar;
}

static GtkWidget *
issues_panel (MuBuilder *self)
{
  GtkWidget *panel = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *empty = mu_gui_label (_("No issues: the army is legal as it stands."), "dim-label");

  gtk_widget_add_css_class (panel, "issues-panel");
  self->issues_title = mu_gui_label ("", "heading");
  g_object_set (self->issues_title, "margin-top", 8, "margin-bottom", 8, "margin-start", 12, NULL);
  self->issues_list = gtk_list_box_new ();
  gtk_widget_set_name (self->issues_list, "issues");
  gtk_widget_add_css_class (self->issues_list, "issues");
  g_object_set (empty, "margin-top", 12, "margin-bottom", 12, "margin-start", 12, NULL);
  /* under the title, clear of the toasts at the window's foot */
  gtk_widget_set_valign (empty, GTK_ALIGN_START);
  gtk_list_box_set_placeholder (GTK_LIST_BOX (self->issues_list), empty);
  g_signal_connect_swapped (self->issues_list, "row-activated", G_CALLBACK (issue_activated), self);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), self->issues_list);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (panel), self->issues_title);
  gtk_box_append (GTK_BOX (panel), scrolled);
  return panel;
}

static GtkWidget *
check_banner (void)
{
  GtkWidget *banner = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *label
      = mu_gui_label (_("Checking an opponent’s roster: it is open read-only and cannot be changed."), NULL);

  GtkWidget *copy = gtk_button_new_with_mnemonic (_("_Edit a Copy"));

  gtk_widget_add_css_class (banner, "check-banner");
  gtk_box_append (GTK_BOX (banner), gtk_image_new_from_icon_name ("system-lock-screen-symbolic"));
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (banner), label);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (copy), "win.edit-copy");
  gtk_widget_set_tooltip_text (copy,
                               _("Make an army of your own from this roster; the roster stays as it is"));
  gtk_box_append (GTK_BOX (banner), copy);
  gtk_widget_set_visible (banner, FALSE);
  return banner;
}

static GtkWidget *
left_side (MuBuilder *self)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  self->left_stack = gtk_stack_new ();
  self->list_pane = mu_list_pane_new ();
  self->check_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_name (self->check_box, "check");
  g_object_set (self->check_box, "margin-top", 12, "margin-bottom", 12, "margin-start", 12, "margin-end", 12,
                NULL);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), self->check_box);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_stack_add_child (GTK_STACK (self->left_stack), self->list_pane);
  gtk_stack_add_child (GTK_STACK (self->left_stack), scrolled);
  self->check_page = scrolled;
  gtk_widget_set_size_request (self->left_stack, 330, -1);
  gtk_widget_set_hexpand (self->left_stack, FALSE);
  gtk_widget_add_css_class (self->left_stack, "side-pane");
  return self->left_stack;
}

static void
show_details_button (gpointer data)
{
  MuBuilder *self = data;

  self->details_idle = 0;
  gtk_widget_set_visible (self->details_button, adw_flap_get_folded (ADW_FLAP (self->details_flap)));
}

/* The flap folds while it is being allocated; the button beside the verdict,
 * allocated before it, is shown or hidden once that is over. */
static void
details_folded (MuBuilder *self)
{
  if (self->details_idle == 0)
    self->details_idle = g_idle_add_once (show_details_button, self);
}

/* The inspector sits beside the army; in a window too narrow for both it
 * folds away and slides over the army when the details button or F9 asks. */
static GtkWidget *
details_flap (MuBuilder *self, GtkWidget *content)
{
  AdwFlap *flap = ADW_FLAP (adw_flap_new ());

  self->inspector = mu_inspector_new ();
  gtk_widget_set_size_request (self->inspector, 360, -1);
  gtk_widget_set_hexpand (self->inspector, FALSE);
  gtk_widget_add_css_class (self->inspector, "side-pane");
  adw_flap_set_content (flap, content);
  adw_flap_set_flap (flap, self->inspector);
  adw_flap_set_separator (flap, gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  adw_flap_set_flap_position (flap, GTK_PACK_END);
  gtk_widget_set_hexpand (GTK_WIDGET (flap), TRUE);
  gtk_widget_set_visible (self->details_button, FALSE);
  g_signal_connect_swapped (flap, "notify::folded", G_CALLBACK (details_folded), self);
  g_object_bind_property (flap, "reveal-flap", self->details_button, "active",
                          G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  self->details_flap = GTK_WIDGET (flap);
  return self->details_flap;
}

/* The panes F6 moves between are named, so a listener knows where the focus landed. */
static void
name_panes (MuBuilder *self)
{
  GtkWidget *panes[] = { self->left_stack, self->army_view, self->issues_panel, self->inspector };
  const char *names[] = { N_("The list's rows"), N_("Army"), N_("Issues"), N_("Details") };

  for (guint i = 0; i < G_N_ELEMENTS (panes); i++)
    gtk_accessible_update_property (GTK_ACCESSIBLE (panes[i]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _(names[i]), -1);
}

static void
mu_builder_init (MuBuilder *self)
{
  GtkWidget *main = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *paned = gtk_paned_new (GTK_ORIENTATION_VERTICAL);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_append (GTK_BOX (self), summary_bar (self));
  self->check_banner = check_banner ();
  gtk_box_append (GTK_BOX (self), self->check_banner);
  gtk_box_append (GTK_BOX (self), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  self->army_view = mu_army_view_new ();
  self->issues_panel = issues_panel (self);
  gtk_paned_set_start_child (GTK_PANED (paned), self->army_view);
  gtk_paned_set_end_child (GTK_PANED (paned), self->issues_panel);
  gtk_paned_set_resize_end_child (GTK_PANED (paned), FALSE);
  gtk_paned_set_shrink_end_child (GTK_PANED (paned), FALSE);
  gtk_paned_set_position (GTK_PANED (paned), 540);
  gtk_widget_set_hexpand (paned, TRUE);
  gtk_box_append (GTK_BOX (main), left_side (self));
  gtk_box_append (GTK_BOX (main), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  gtk_box_append (GTK_BOX (main), details_flap (self, paned));
  name_panes (self);
  gtk_widget_set_vexpand (main, TRUE);
  gtk_box_append (GTK_BOX (self), main);
}
