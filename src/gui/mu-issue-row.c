/* mu-issue-row.c
 *
 * A row of the builder's issues and of the list editor's problems
 * (ui/mu-issue-row.ui), showing its "issue" property: mu_issue_row_show_all ()
 * keeps a row for each thing an issue is about (its key) and gives it that
 * thing's issue after an edit, and a row changes
 * only what differs, so an issue that comes or goes leaves the others'
 * labels as they were laid out. A screen reader
 * hears "Error: Auxiliarii: 2 taken, the list needs 3–6. Add 1. Army", with
 * the rulebook's section as the description.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "mu-gui-util.h"
#include "mu-issue-row.h"
#include "mu-wrap-layout.h"
#include "mu-issue.h"

struct _MuIssueRow
{
  GtkListBoxRow parent_instance;
  MuIssue *issue; /* owned by the evaluation the builder shows */
  char *key;      /* what it is about (mu_issue_row_key_for ()), kept past the issue */
  GtkWidget *icon;
  GtkWidget *message;
  GtkWidget *detail;
};

G_DEFINE_FINAL_TYPE (MuIssueRow, mu_issue_row, GTK_TYPE_LIST_BOX_ROW)

enum
{
  PROP_0,
  PROP_ISSUE,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

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

/* What a screen reader says for an issue: severity, message and place
 * ("Error: Auxiliarii: 2 taken, the list needs 3–6. Add 1. Army"), with
 * the rulebook's section as the description. */
static void
name_row (MuIssueRow *self, MuIssue *issue)
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
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  issue->reference != NULL ? issue->reference : "", -1);
}

/* Shows an issue in a row made for another: only what differs changes. */
static void
show_issue (MuIssueRow *self, MuIssue *issue)
{
  g_autofree char *where = g_strdup_printf ("%s%s%s", issue->where != NULL ? issue->where : "",
                                            issue->reference != NULL ? " · " : "",
                                            issue->reference != NULL ? issue->reference : "");

  if (g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (self->icon)), severity_icon (issue->severity)) != 0)
    gtk_image_set_from_icon_name (GTK_IMAGE (self->icon), severity_icon (issue->severity));
  mu_gui_set_css_choice (self->icon, severity_classes,
                         issue->severity == MU_SEVERITY_ERROR     ? "error"
                         : issue->severity == MU_SEVERITY_WARNING ? "warning"
                                                                  : "accent");
  mu_gui_set_text (self->message, issue->message);
  mu_gui_set_text (self->detail, where);
  gtk_widget_set_visible (self->detail, *where != '\0');
  name_row (self, issue);
}

static void
mu_issue_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MuIssueRow *self = MU_ISSUE_ROW (object);

  switch (prop_id)
    {
    case PROP_ISSUE:
      g_value_set_pointer (value, self->issue);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_issue_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MuIssueRow *self = MU_ISSUE_ROW (object);

  switch (prop_id)
    {
    case PROP_ISSUE:
      mu_issue_row_set_issue (self, g_value_get_pointer (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_issue_row_finalize (GObject *object)
{
  MuIssueRow *self = MU_ISSUE_ROW (object);

  g_free (self->key);
  G_OBJECT_CLASS (mu_issue_row_parent_class)->finalize (object);
}

static void
mu_issue_row_class_init (MuIssueRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = mu_issue_row_finalize;
  object_class->get_property = mu_issue_row_get_property;
  object_class->set_property = mu_issue_row_set_property;
  /* the issue shown, owned by the evaluation; the builder gives each row
   * the new evaluation's issue before the old one is freed */
  props[PROP_ISSUE] = g_param_spec_pointer (
      "issue", NULL, NULL, G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
  g_type_ensure (MU_TYPE_WRAP_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/mu-issue-row.ui");
  gtk_widget_class_bind_template_child (widget_class, MuIssueRow, icon);
  gtk_widget_class_bind_template_child (widget_class, MuIssueRow, message);
  gtk_widget_class_bind_template_child (widget_class, MuIssueRow, detail);
}

static void
mu_issue_row_init (MuIssueRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * mu_issue_row_new:
 *
 * Makes a row of the builder's list of issues.
 *
 * Returns: (transfer floating): a row showing no issue yet
 */
GtkWidget *
mu_issue_row_new (void)
{
  return g_object_new (MU_TYPE_ISSUE_ROW, NULL);
}

/**
 * mu_issue_row_get_issue:
 * @self: a row
 *
 * Tells which issue the row shows.
 *
 * Returns: (transfer none) (nullable): the issue it shows
 */
MuIssue *
mu_issue_row_get_issue (MuIssueRow *self)
{
  return self->issue;
}

/**
 * mu_issue_row_key_for:
 * @issue: an issue
 *
 * What an issue is about, as a key: its code and the place, list row and
 * contingent it concerns, not its words, so the issue of a count that
 * changed has the key it had.
 *
 * Returns: (transfer full): the key
 */
char *
mu_issue_row_key_for (const MuIssue *issue)
{
  return g_strdup_printf ("%s|%d|%d|%s|%s|%s|%u", issue->code, issue->command, issue->general,
                          issue->unit_id != NULL ? issue->unit_id : "", issue->row != NULL ? issue->row : "",
                          issue->fix_row != NULL ? issue->fix_row : "", issue->contingent);
}

/**
 * mu_issue_row_get_key:
 * @self: a row
 *
 * Tells what the issue the row shows is about (mu_issue_row_key_for()).
 *
 * Returns: (transfer none) (nullable): the key of the issue it shows, kept
 *   after that issue is freed
 */
const char *
mu_issue_row_get_key (MuIssueRow *self)
{
  return self->key;
}

/**
 * mu_issue_row_set_issue:
 * @self: a row
 * @issue: (transfer none): the issue to show; it must outlive its showing
 *
 * Shows an issue, changing only the texts and icon that differ.
 */
void
mu_issue_row_set_issue (MuIssueRow *self, MuIssue *issue)
{
  gboolean other = self->issue != issue;

  /* a new evaluation's issue may sit where the old one's was: always shown */
  self->issue = issue;
  g_clear_pointer (&self->key, g_free);
  if (issue != NULL)
    {
      self->key = mu_issue_row_key_for (issue);
      show_issue (self, issue);
    }
  if (other)
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ISSUE]);
}

/* The rows shown, each in the queue of its key, in order. */
static GHashTable *
rows_by_key (GtkListBox *list)
{
  GHashTable *rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_queue_free);

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      const char *key = MU_IS_ISSUE_ROW (row) ? mu_issue_row_get_key (MU_ISSUE_ROW (row)) : NULL;
      GQueue *queue;

      if (key == NULL)
        continue;
      queue = g_hash_table_lookup (rows, key);
      if (queue == NULL)
        g_hash_table_insert (rows, g_strdup (key), queue = g_queue_new ());
      g_queue_push_tail (queue, row);
    }
  return rows;
}

/* The row that shows an issue: the first kept for its key, else a new one. */
static GtkWidget *
take_row (GHashTable *rows, MuIssue *issue)
{
  g_autofree char *key = mu_issue_row_key_for (issue);
  GQueue *queue = g_hash_table_lookup (rows, key);

  if (queue != NULL && !g_queue_is_empty (queue))
    return g_object_ref (g_queue_pop_head (queue));
  return g_object_ref_sink (mu_issue_row_new ());
}

static void
remove_queued (gpointer key, gpointer queue, gpointer list)
{
  for (GList *link = ((GQueue *) queue)->head; link != NULL; link = link->next)
    gtk_list_box_remove (GTK_LIST_BOX (list), link->data);
}

/* Puts a row at a place of the list, moving it only when it is elsewhere. */
static void
place_row (GtkListBox *list, GtkWidget *row, int index)
{
  if (gtk_list_box_get_row_at_index (list, index) == GTK_LIST_BOX_ROW (row))
    return;
  if (gtk_widget_get_parent (row) != NULL)
    gtk_list_box_remove (list, row);
  gtk_list_box_insert (list, row, index);
}

/**
 * mu_issue_row_show_all:
 * @list: a list box of issue rows (other rows, as a placeholder row, are
 *   left after them)
 * @issues: (element-type MuIssue): the issues to show, in order; they must
 *   outlive their showing
 *
 * Shows the issues, each in the row kept for what it is about
 * (mu_issue_row_key_for ()), which changes only the texts that differ: an
 * issue that comes or goes does not move the others' texts into other
 * rows, each of which GTK would lay out again. Rows whose key is gone are
 * removed.
 */
void
mu_issue_row_show_all (GtkListBox *list, GPtrArray *issues)
{
  g_autoptr(GHashTable) rows = rows_by_key (list);
  g_autoptr(GPtrArray) wanted = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < issues->len; i++)
    g_ptr_array_add (wanted, take_row (rows, issues->pdata[i]));
  g_hash_table_foreach (rows, remove_queued, list);
  for (guint i = 0; i < wanted->len; i++)
    {
      place_row (list, wanted->pdata[i], (int) i);
      mu_issue_row_set_issue (wanted->pdata[i], issues->pdata[i]);
    }
}
