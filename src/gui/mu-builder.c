/* mu-builder.c
 *
 * The builder (ui/mu-builder.ui). Left: the list's rows (or, for a roster
 * being checked, what it declares against what Muster computes). Middle:
 * the army by command, with the issues below. Right: the editors of the
 * selection, which fold away in a narrow window. Above: the points, the
 * army's figures and the verdict.
 *
 * Properties: "document", the roster shown, handed to every pane; and
 * "evaluation", the document's evaluation, which the summary, the issues
 * and the check follow: it changes (and notifies) after every edit.
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
#include "mu-event.h"
#include "mu-figure.h"
#include "mu-gui-util.h"
#include "mu-inspector.h"
#include "mu-issue-row.h"
#include "mu-issue.h"
#include "mu-list-pane.h"
#include "mu-roster.h"
#include "mu-ruleset.h"

struct _MuBuilder
{
  GtkBox parent_instance;

  GtkWidget *summary_bar;
  GtkWidget *points_box;
  GtkWidget *points_label;
  GtkWidget *points_bar;
  GtkWidget *figures_box;
  GtkWidget *verdict_button;
  GtkWidget *declaration_label;
  GtkWidget *check_banner;
  GtkLabel *check_banner_label;
  GtkWidget *left_stack;
  GtkWidget *list_pane;
  GtkWidget *check_page;
  GtkWidget *check_none_declared;
  GtkWidget *check_grid_box;
  GtkWidget *check_list;
  GtkWidget *army_view;
  GtkWidget *issues_panel;
  GtkWidget *issues_title;
  GtkWidget *issues_list;
  GtkWidget *inspector;
  GtkWidget *details_flap;
  GtkWidget *details_button;
  guint details_idle;

  GPtrArray *figure_values; /* GtkLabel: the value of each figure shown */
  GStrv figure_keys;        /* the keys of those figures, in order */
  MuDocument *document;
  MuEvaluation *evaluation; /* the document's, as shown */
};

G_DEFINE_FINAL_TYPE (MuBuilder, mu_builder, GTK_TYPE_BOX)

enum
{
  PROP_0,
  PROP_DOCUMENT,
  PROP_EVALUATION,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

/* ---- figures and verdict ---- */

/* A figure's stat: its value above its name; the value is kept to be set. */
static GtkWidget *
stat (MuBuilder *self, MuFigure *figure)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *number = mu_gui_label ("", "stat-value");
  g_autofree char *name = g_strdup_printf ("figure:%s", figure->key);

  gtk_widget_set_name (number, name);
  gtk_box_append (GTK_BOX (box), number);
  gtk_box_append (GTK_BOX (box), mu_gui_label (mu_figure_label (figure), "stat-label"));
  g_ptr_array_add (self->figure_values, number);
  return box;
}

static void
update_points (MuBuilder *self, MuEvaluation *evaluation)
{
  gint64 limit = mu_roster_get_points_limit (evaluation->roster);
  g_autofree char *text = mu_evaluation_points_of_limit (evaluation);

  gtk_widget_set_visible (self->points_box, text != NULL);
  if (text == NULL)
    return;
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
  if (mu_evaluation_is_over_limit (evaluation))
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
  g_autofree char *points = mu_evaluation_points_of_limit (evaluation);
  g_autofree char *figures = mu_gui_join_figures (evaluation->figures, NULL);
  g_autofree char *points_text = NULL;
  g_autofree char *name = NULL;

  if (points == NULL)
    points_text = g_strdup ("");
  else
    /* TRANSLATORS: part of the summary a screen reader reads: "133 of 130 points. " or "133 points. " */
    points_text = g_strdup_printf (_("%s points. "), points);
  /* TRANSLATORS: the summary a screen reader reads: verdict, points, figures */
  name = g_strdup_printf (_("%s. %s%s"), verdict, points_text, figures);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->verdict_button), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _("Show or hide the issues"), -1);
  mu_gui_announce (GTK_WIDGET (self), name);
}

/* The army's own verdict on the button; a false declaration of its totals
 * beside it, not counted in it. */
static void
update_verdict (MuBuilder *self, MuEvaluation *evaluation)
{
  gboolean illegal = FALSE, warned = FALSE;
  g_autofree char *verdict = mu_evaluation_army_verdict (evaluation, &illegal, &warned);
  g_autofree char *declaration = mu_evaluation_declaration (evaluation);
  g_autofree char *spoken = NULL;
  GtkWidget *button = self->verdict_button;

  if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), verdict) != 0)
    gtk_button_set_label (GTK_BUTTON (button), verdict);
  mu_gui_set_css_choice (button, verdicts, illegal ? "illegal" : warned ? "warned" : "legal");
  gtk_widget_set_visible (self->declaration_label, declaration != NULL);
  mu_gui_set_text (self->declaration_label, declaration != NULL ? declaration : "");
  /* TRANSLATORS: the army's verdict and, apart, the verdict on its declared totals */
  spoken = declaration != NULL ? g_strdup_printf (_("%s. %s"), verdict, declaration) : g_strdup (verdict);
  announce_summary (self, evaluation, spoken);
}

/* Whether the army's figures are the ones shown, in the same order. */
static gboolean
same_figures (MuBuilder *self, GPtrArray *figures)
{
  if (self->figure_keys == NULL || g_strv_length (self->figure_keys) != figures->len)
    return FALSE;
  for (guint i = 0; i < figures->len; i++)
    if (g_strcmp0 (self->figure_keys[i], ((MuFigure *) figures->pdata[i])->key) != 0)
      return FALSE;
  return TRUE;
}

/* New stats for figures other than the ones shown. */
static void
make_stats (MuBuilder *self, GPtrArray *figures)
{
  g_autoptr(GStrvBuilder) keys = g_strv_builder_new ();

  mu_gui_clear_box (self->figures_box);
  g_ptr_array_set_size (self->figure_values, 0);
  for (guint i = 0; i < figures->len; i++)
    {
      MuFigure *figure = figures->pdata[i];

      gtk_flow_box_append (GTK_FLOW_BOX (self->figures_box), stat (self, figure));
      gtk_widget_set_focusable (gtk_widget_get_last_child (self->figures_box), FALSE);
      g_strv_builder_add (keys, figure->key);
    }
  g_strfreev (self->figure_keys);
  self->figure_keys = g_strv_builder_end (keys);
}

static void
update_summary (MuBuilder *self, MuEvaluation *evaluation)
{
  update_points (self, evaluation);
  if (!same_figures (self, evaluation->figures))
    make_stats (self, evaluation->figures);
  for (guint i = 0; i < evaluation->figures->len; i++)
    {
      g_autofree char *value = mu_figure_to_string (evaluation->figures->pdata[i]);

      mu_gui_set_text (self->figure_values->pdata[i], value);
    }
  update_verdict (self, evaluation);
}

/* ---- issues ---- */

/* Each issue keeps the row of what it is about (mu_issue_row_show_all ()) */
static void
update_issues (MuBuilder *self, MuEvaluation *evaluation)
{
  g_autofree char *title = NULL;

  mu_issue_row_show_all (GTK_LIST_BOX (self->issues_list), evaluation->issues);
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

/**
 * mu_builder_details_have_focus:
 * @self: a builder
 *
 * Tells whether the player is working in the details pane.
 *
 * Returns: whether the keyboard focus is on a control of the selection's
 *   details
 */
gboolean
mu_builder_details_have_focus (MuBuilder *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && gtk_widget_is_ancestor (focus, self->inspector);
}

/* Selects the first command of a contingent, for the list pane to show its
 * list's rows. */
static void
select_first_command_of (MuBuilder *self, guint contingent)
{
  MuRoster *roster = mu_document_get_roster (self->document);
  GPtrArray *commands = mu_roster_get_commands (roster);

  for (guint i = 0; i < commands->len; i++)
    if (mu_roster_get_command_contingent (roster, (int) i) == contingent)
      {
        mu_document_select (self->document, &MU_PLACE_OF_COMMAND ((int) i));
        return;
      }
}

/* An issue leads to what it is about, selected, and to the control that
 * fixes it when there is one; a row that needs more taken is shown in the
 * list's rows, ready to add. */
static void
issue_activated (MuBuilder *self, GtkListBoxRow *row)
{
  MuIssue *issue = mu_issue_row_get_issue (MU_ISSUE_ROW (row));
  gboolean read_only = mu_document_is_read_only (self->document);
  const char *control = NULL;
  MuPlace place;

  if (mu_evaluation_issue_place (self->evaluation, issue, &place, &control))
    {
      mu_document_select (self->document, &place);
      if (control != NULL && !read_only && mu_builder_focus_details (self, control))
        return;
      mu_army_view_focus_selection (MU_ARMY_VIEW (self->army_view));
      return;
    }
  /* a row of another contingent's list: a command of that contingent
   * selected, for its list's rows to be shown */
  if (issue->row != NULL && !read_only
      && issue->contingent != mu_list_pane_get_contingent (MU_LIST_PANE (self->list_pane)))
    select_first_command_of (self, issue->contingent);
  if (issue->row != NULL && !read_only && mu_list_pane_show_row (MU_LIST_PANE (self->list_pane), issue->row))
    return;
  mu_document_select (self->document, &MU_PLACE_OF_NOTHING);
  mu_army_view_focus_selection (MU_ARMY_VIEW (self->army_view));
}

/* ---- checking an opponent's roster ---- */

/* A total, declared and computed; a mark only where the roster declares
 * it (a share code declares none, so its totals are not told apart). */
static void
add_check_row (GtkWidget *grid, int y, const char *label, const char *declared, const char *computed)
{
  gboolean same = g_strcmp0 (declared, computed) == 0;
  GtkWidget *mark;

  gtk_grid_attach (GTK_GRID (grid), mu_gui_label (label, NULL), 0, y, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), mu_gui_label (declared != NULL ? declared : "—", "numeric"), 1, y, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), mu_gui_label (computed, "numeric"), 2, y, 1, 1);
  if (declared == NULL)
    return;
  mark = gtk_image_new_from_icon_name (same ? "emblem-ok-symbolic" : "dialog-warning-symbolic");
  gtk_widget_set_name (mark, same ? "as-declared" : "not-as-declared");
  gtk_widget_add_css_class (mark, same ? "success" : "warning");
  gtk_widget_set_tooltip_text (mark, same ? _("As declared") : _("Differs from what was declared"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (mark), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  same ? _("As declared") : _("Differs from what was declared"), -1);
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

  gtk_widget_set_visible (self->check_none_declared,
                          g_hash_table_size (mu_roster_get_declared (evaluation->roster)) == 0);
  mu_gui_clear_box (self->check_grid_box);
  gtk_box_append (GTK_BOX (self->check_grid_box), declared_grid (evaluation));
  list_text = g_strdup_printf (_("%s, revision %" PRId64 "\n%s"), evaluation->list->name,
                                  evaluation->list->revision,
                                  hash == NULL ? _("The roster does not record the list's content.")
                                               : g_str_equal (hash, mu_army_list_get_hash (evaluation->list))
                                  ? _("Built on the same list content as this library's.")
                                  : _("Built on a different copy of the list: rows or costs may differ."));
  gtk_label_set_text (GTK_LABEL (self->check_list), list_text);
}

/* ---- the document ---- */

/* The document's evaluation is the one shown: the summary, the issues and,
 * for a roster being checked, the check follow it. */
static void
evaluation_changed (MuBuilder *self)
{
  MuEvaluation *evaluation = self->evaluation;

  if (evaluation == NULL)
    return;
  update_summary (self, evaluation);
  update_issues (self, evaluation);
  if (mu_document_is_read_only (self->document))
    update_check (self, evaluation);
}

static void
document_changed (MuBuilder *self)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);

  if (evaluation != NULL)
    mu_evaluation_ref (evaluation);
  g_clear_pointer (&self->evaluation, mu_evaluation_unref);
  self->evaluation = evaluation;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_EVALUATION]);
}

/* The page not shown is hidden too, so a screen reader does not find its
 * controls among the ones on screen. */
static void
show_left_page (MuBuilder *self, gboolean read_only)
{
  gtk_widget_set_visible (read_only ? self->check_page : self->list_pane, TRUE);
  gtk_stack_set_visible_child (GTK_STACK (self->left_stack), read_only ? self->check_page : self->list_pane);
  gtk_widget_set_visible (read_only ? self->list_pane : self->check_page, FALSE);
  gtk_widget_set_visible (self->check_banner, read_only);
}

/* A roster opened from an event's window is one submitted for it, not an
 * opponent's */
static void
name_checked_roster (MuBuilder *self, MuDocument *document)
{
  MuEvent *event = mu_document_get_event (document);
  g_autofree char *text = NULL;

  if (event == NULL)
    {
      gtk_label_set_label (self->check_banner_label,
                           _("Checking an opponent’s roster: it is open read-only and cannot be changed."));
      return;
    }
  /* TRANSLATORS: the banner over a roster opened from "Check an Event…"; %s is the event's name */
  text = g_strdup_printf (
      _("Checking a roster submitted for “%s”: it is open read-only and cannot be changed."), event->name);
  gtk_label_set_label (self->check_banner_label, text);
}

/**
 * mu_builder_set_document:
 * @self: a builder
 * @document: (nullable) (transfer none): the document to show, or %NULL
 *
 * Shows a document in the builder's list pane (not for a read-only
 * document), army view and inspector, and follows its changes; notifies
 * "document". The builder holds a reference to @document.
 */
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
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_DOCUMENT]);
  if (document == NULL)
    return;
  show_left_page (self, read_only);
  name_checked_roster (self, document);
  g_signal_connect_swapped (document, "changed", G_CALLBACK (document_changed), self);
  document_changed (self);
}

/**
 * mu_builder_get_document:
 * @self: a builder
 *
 * Tells which document the builder shows.
 *
 * Returns: (transfer none) (nullable): the roster shown
 */
MuDocument *
mu_builder_get_document (MuBuilder *self)
{
  return self->document;
}

/**
 * mu_builder_get_evaluation:
 * @self: a builder
 *
 * Tells which evaluation the builder's summary and issues show.
 *
 * Returns: (transfer none) (nullable): the evaluation shown: the
 *   document's, as of its last change
 */
MuEvaluation *
mu_builder_get_evaluation (MuBuilder *self)
{
  return self->evaluation;
}

/**
 * mu_builder_toggle_issues:
 * @self: a builder
 *
 * Shows the panel of issues below the army, or hides it.
 */
void
mu_builder_toggle_issues (MuBuilder *self)
{
  gtk_widget_set_visible (self->issues_panel, !gtk_widget_get_visible (self->issues_panel));
}

/**
 * mu_builder_toggle_details:
 * @self: a builder
 *
 * Slides the inspector in or out where the window is too narrow for it
 * beside the army; where it fits, it always shows and this does nothing.
 */
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
  GtkWidget *panes[]
      = { self->summary_bar, self->left_stack, self->army_view, self->issues_panel, self->inspector };

  mu_gui_focus_pane (panes, G_N_ELEMENTS (panes), step);
}

/**
 * mu_builder_focus_list:
 * @self: a builder
 *
 * Focuses the filter of the list pane, when the pane of list rows is the
 * one shown on the left.
 */
void
mu_builder_focus_list (MuBuilder *self)
{
  if (gtk_stack_get_visible_child (GTK_STACK (self->left_stack)) == self->list_pane)
    mu_list_pane_focus (MU_LIST_PANE (self->list_pane));
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

static void
mu_builder_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MuBuilder *self = MU_BUILDER (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_EVALUATION:
      g_value_set_pointer (value, self->evaluation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_builder_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MuBuilder *self = MU_BUILDER (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      mu_builder_set_document (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_builder_dispose (GObject *object)
{
  MuBuilder *self = MU_BUILDER (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->evaluation, mu_evaluation_unref);
  g_clear_handle_id (&self->details_idle, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), MU_TYPE_BUILDER);
  G_OBJECT_CLASS (mu_builder_parent_class)->dispose (object);
}

static void
mu_builder_finalize (GObject *object)
{
  MuBuilder *self = MU_BUILDER (object);

  g_ptr_array_unref (self->figure_values);
  g_strfreev (self->figure_keys);
  G_OBJECT_CLASS (mu_builder_parent_class)->finalize (object);
}

static void
bind_children (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, MuBuilder, summary_bar);
  gtk_widget_class_bind_template_child (widget_class, MuBuilder, points_box);
  gtk_widget_class_bind_template_child (widget_class, MuBuilder, points_label);
  gtk_widget_class_bind_template_child (widget_class, MuBuilder, points_bar);
  gtk_widget_class_bind_template_child (widget_class, MuBuilder, figures_box);
  gtk_widget_class_bind_template_child (widget_class, MuBuilder, verdict_button);
  gtk_widget_class_bind_template_child (widget_class, MuBuilder, declaration_label);
  gtk_widget_class_bind_template_child (widget_class, MuBuilder, details_button);
  gtk_widget_class_bind_template_child (widget_class, MuBuilder, check_banner);
  gtk_widget_class_bind_template_child (widget_class, MuBuilder, check_banner_label);
  gtk_widget_class_bind_template_child (widget_class, MuBuilder, left_stack);
  gtk_widget_class_bind_template_child (widget_class, MuBuilder, list_pane);
  gtk_widget_class_bind_template_child (widget_class, MuBuilder, check_page);
  gtk_widget_class_bind_template_child (widget_class, MuBuilder, check_none_declared);
  gtk_widget_class_bind_template_child (widget_class, MuBuilder, check_grid_box);
  gtk_widget_class_bind_template_child (widget_class, MuBuilder, check_list);
  gtk_widget_class_bind_template_child (widget_class, MuBuilder, details_flap);
  gtk_widget_class_bind_template_child (widget_class, MuBuilder, army_view);
  gtk_widget_class_bind_template_child (widget_class, MuBuilder, issues_panel);
  gtk_widget_class_bind_template_child (widget_class, MuBuilder, issues_title);
  gtk_widget_class_bind_template_child (widget_class, MuBuilder, issues_list);
  gtk_widget_class_bind_template_child (widget_class, MuBuilder, inspector);
}

static void
mu_builder_class_init (MuBuilderClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = mu_builder_get_property;
  object_class->set_property = mu_builder_set_property;
  object_class->dispose = mu_builder_dispose;
  object_class->finalize = mu_builder_finalize;
  props[PROP_DOCUMENT]
      = g_param_spec_object ("document", NULL, NULL, MU_TYPE_DOCUMENT,
                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* a MuEvaluation, which has no type of its own: core has no GObject */
  props[PROP_EVALUATION]
      = g_param_spec_pointer ("evaluation", NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
  g_type_ensure (MU_TYPE_LIST_PANE);
  g_type_ensure (MU_TYPE_ARMY_VIEW);
  g_type_ensure (MU_TYPE_INSPECTOR);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/mu-builder.ui");
  bind_children (widget_class);
  gtk_widget_class_bind_template_callback (widget_class, issue_activated);
  gtk_widget_class_bind_template_callback (widget_class, details_folded);
}

static void
mu_builder_init (MuBuilder *self)
{
  GtkLevelBar *bar;

  gtk_widget_init_template (GTK_WIDGET (self));
  bar = GTK_LEVEL_BAR (self->points_bar);
  gtk_level_bar_remove_offset_value (bar, GTK_LEVEL_BAR_OFFSET_LOW);
  gtk_level_bar_remove_offset_value (bar, GTK_LEVEL_BAR_OFFSET_HIGH);
  gtk_level_bar_remove_offset_value (bar, GTK_LEVEL_BAR_OFFSET_FULL);
  self->figure_values = g_ptr_array_new ();
  g_signal_connect (self, "notify::evaluation", G_CALLBACK (evaluation_changed), NULL);
}
