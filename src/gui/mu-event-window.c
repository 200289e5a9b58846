/* mu-event-window.c: "Check an Event…"
 *
 * The pack and the folder are checked as muster-cli event check does
 * (MuEventResults): a row per roster, sorted by player, with the army,
 * list, points, victory points and medals in its subtitle and the verdict
 * beside it; the row opens on the roster's issues.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-evaluation.h"
#include "mu-event-results.h"
#include "mu-event-window.h"
#include "mu-issue.h"

struct _MuEventWindow
{
  AdwWindow       parent_instance;
  AdwWindowTitle *window_title;
  GtkLabel       *summary;
  GtkListBox     *rows;
  guint           n_rows;
};

G_DEFINE_FINAL_TYPE (MuEventWindow, mu_event_window, ADW_TYPE_WINDOW)

static void
mu_event_window_class_init (MuEventWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/muster/Muster/mu-event-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MuEventWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, MuEventWindow, summary);
  gtk_widget_class_bind_template_child (widget_class, MuEventWindow, rows);
}

static void
mu_event_window_init (MuEventWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

static const char *
verdict_class (MuEventEntry *entry)
{
  if (entry->evaluation == NULL || !mu_evaluation_is_legal (entry->evaluation))
    return "error";
  return mu_evaluation_count (entry->evaluation, MU_SEVERITY_WARNING) > 0 ? "warning" : "success";
}

static char *
row_subtitle (MuEventEntry *entry)
{
  g_autofree char *list = mu_event_entry_list_label (entry);
  g_autofree char *points = mu_event_entry_figure (entry, "points");
  g_autofree char *vp = mu_event_entry_figure (entry, "victory_points");
  g_autofree char *vm = mu_event_entry_figure (entry, "victory_medals");
  g_autofree char *file = g_path_get_basename (entry->source);

  if (entry->evaluation == NULL)
    return mu_event_entry_verdict (entry);
  /* TRANSLATORS: a roster of an event: army · list · points · victory points · victory medals · file */
  return g_strdup_printf (_("%s · %s · %s points · VP %s · VM %s · %s"), mu_event_entry_army (entry),
                          list, points, vp, vm, file);
}

static void
add_issue_row (AdwExpanderRow *row, const char *severity, const char *code, const char *message)
{
  GtkWidget *child = adw_action_row_new ();
  g_autofree char *subtitle = g_strdup_printf ("%s · %s", severity, code);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (child), message);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (child), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (child), subtitle);
  adw_expander_row_add_row (row, child);
}

static void
add_entry_row (MuEventWindow *self, MuEventEntry *entry)
{
  GtkWidget *row = adw_expander_row_new ();
  g_autofree char *subtitle = row_subtitle (entry);
  g_autofree char *verdict = mu_event_entry_verdict (entry);
  GtkWidget *label = gtk_label_new (verdict);
  g_autofree char *file = g_path_get_basename (entry->source);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 entry->player != NULL ? entry->player : file);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
  gtk_widget_add_css_class (label, verdict_class (entry));
  adw_expander_row_add_action (ADW_EXPANDER_ROW (row), label);
  if (entry->evaluation == NULL)
    add_issue_row (ADW_EXPANDER_ROW (row), mu_severity_get_label (MU_SEVERITY_ERROR),
                   "event.unreadable", entry->error);
  for (guint i = 0; entry->evaluation != NULL && i < entry->evaluation->issues->len; i++)
    {
      MuIssue *issue = entry->evaluation->issues->pdata[i];

      add_issue_row (ADW_EXPANDER_ROW (row), mu_severity_get_label (issue->severity), issue->code,
                     issue->message);
    }
  if (entry->evaluation != NULL && entry->evaluation->issues->len == 0)
    adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (row), FALSE);
  gtk_list_box_append (self->rows, row);
  self->n_rows++;
}

/**
 * mu_event_window_new:
 * @parent: (nullable): the window it is opened from
 * @library: the library the rosters are read with (borrowed)
 * @pack: an event pack (*.muster-event)
 * @folder: a folder of rosters (its *.muster files), or a file of share codes
 * @error: where a refusal of the pack goes
 *
 * Checks the rosters against the pack and shows them.
 *
 * Returns: (transfer floating) (nullable): the window, not yet presented,
 *   or %NULL with @error set when the pack cannot be read.
 */
MuEventWindow *
mu_event_window_new (GtkWindow *parent, MuLibrary *library, const char *pack, const char *folder,
                     GError **error)
{
  g_autoptr(MuEvent) event = mu_event_load_file (pack, error);
  g_autoptr(MuEventResults) results = NULL;
  g_autofree char *described = NULL;
  g_autofree char *summary = NULL;
  MuEventWindow *self;

  if (event == NULL || !mu_event_check_library (event, library, error))
    return NULL;
  results = mu_event_results_new (event);
  mu_event_results_add_input (results, library, folder);
  mu_event_results_finish (results);
  self = g_object_new (MU_TYPE_EVENT_WINDOW, "transient-for", parent, NULL);
  described = mu_event_describe (event);
  summary = mu_event_results_summary (results);
  adw_window_title_set_title (self->window_title, event->name);
  adw_window_title_set_subtitle (self->window_title, described);
  gtk_label_set_text (self->summary, summary);
  for (guint i = 0; i < results->entries->len; i++)
    add_entry_row (self, results->entries->pdata[i]);
  return self;
}

/**
 * mu_event_window_get_n_rows:
 * @self: the window
 *
 * Returns: how many rosters it shows.
 */
guint
mu_event_window_get_n_rows (MuEventWindow *self)
{
  g_return_val_if_fail (MU_IS_EVENT_WINDOW (self), 0);
  return self->n_rows;
}
