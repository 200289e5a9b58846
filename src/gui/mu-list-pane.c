/* mu-list-pane.c
 *
 * The rows are made once per roster and only their allowance and state are
 * updated after an edit, so the keyboard focus stays where the player is.
 * A row that cannot take one more is dimmed and says why; it still adds:
 * the engine explains, it does not block. Each row gives what one of it
 * costs this army, priced by the ruleset from the row and the army's options
 * alone, again only when the options change; a price that is not the book's
 * says so and names the options that make it.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>

#include "mu-string-table.h"
#include "mu-army-list.h"
#include "mu-entry-price.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-gui-util.h"
#include "mu-command.h"
#include "mu-list-entry.h"
#include "mu-roster.h"
#include "mu-list-pane.h"
#include "mu-list-row.h"
#include "mu-option-def.h"
#include "mu-unit.h"

struct _MuListPane
{
  GtkBox parent_instance;
  GtkWidget *title;
  GtkWidget *search;
  GtkWidget *rows_box;
  MuDocument *document;
  GHashTable *priced_under; /* the options the rows' costs were last given under */
  MuArmyList *shown;        /* weak: the list whose rows are shown */
  guint contingent;         /* the contingent of that list: 0 the main one */
};

G_DEFINE_FINAL_TYPE (MuListPane, mu_list_pane, GTK_TYPE_BOX)

static gboolean
is_buyable (MuListEntry *entry)
{
  return entry->parent == NULL && entry->kind != MU_ENTRY_GENERAL;
}

static void
update_row (MuListPane *self, GtkWidget *row)
{
  MuListEntry *entry = mu_list_row_get_entry (MU_LIST_ROW (row));
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);
  g_autofree char *allowance = mu_gui_allowance (evaluation, entry);
  g_autofree char *reason = NULL;
  gint64 min, max;

  /* the engine counts the main list's rows; an ally's are shown uncounted */
  if (self->contingent != 0)
    {
      mu_list_row_set_allowance (MU_LIST_ROW (row), NULL, NULL);
      return;
    }
  if (mu_evaluation_row_available (evaluation, entry, &reason)
      && mu_evaluation_row_bounds (evaluation, entry, &min, &max)
      && mu_evaluation_row_taken (evaluation, entry) >= max)
    {
      g_clear_pointer (&reason, g_free);
      reason = g_strdup_printf (
          ngettext ("The list allows at most %" PRId64, "The list allows at most %" PRId64, max), max);
    }
  mu_list_row_set_allowance (MU_LIST_ROW (row), allowance, reason);
}

/* "9 pts", "+1 pts", "7 pts a figure" */
static char *
format_price (const MuEntryPrice *price)
{
  g_autofree char *points = mu_format_number (price->points);

  switch (price->basis)
    {
    case MU_PRICE_EXTRA:
      /* TRANSLATORS: what an upgrade row adds to the cost ("+1 pts") */
      return g_strdup_printf (_("+%s pts"), points);
    case MU_PRICE_FIGURE:
      /* TRANSLATORS: the cost of one figure of a list row ("7 pts a figure") */
      return g_strdup_printf (_("%s pts a figure"), points);
    case MU_PRICE_MODEL:
      /* TRANSLATORS: the cost of one model (a chariot, an elephant) of a list row */
      return g_strdup_printf (_("%s pts a model"), points);
    case MU_PRICE_EACH:
    default:
      /* TRANSLATORS: the cost of one unit of a list row ("10 pts") */
      return g_strdup_printf (_("%s pts"), points);
    }
}

/* The cost as a screen reader says it: "11 points", "plus 1 point". */
static char *
speak_price (const MuEntryPrice *price)
{
  g_autofree char *points = mu_format_number (price->points);
  gulong plural = price->points == 1 ? 1 : 2;

  switch (price->basis)
    {
    case MU_PRICE_EXTRA:
      /* TRANSLATORS: what an upgrade row adds, for a screen reader: "plus 1 point" */
      return g_strdup_printf (ngettext ("plus %s point", "plus %s points", plural), points);
    case MU_PRICE_FIGURE:
      /* TRANSLATORS: the cost of one figure, for a screen reader: "7 points a figure" */
      return g_strdup_printf (ngettext ("%s point a figure", "%s points a figure", plural), points);
    case MU_PRICE_MODEL:
      /* TRANSLATORS: the cost of one model, for a screen reader: "30 points a model" */
      return g_strdup_printf (ngettext ("%s point a model", "%s points a model", plural), points);
    case MU_PRICE_EACH:
    default:
      /* TRANSLATORS: the cost of one of a list row, for a screen reader: "11 points" */
      return g_strdup_printf (ngettext ("%s point", "%s points", plural), points);
    }
}

/* Why the cost is not the printed one: the options that make it, or else the
 * rules against the book's figure. */
static char *
explain_price (MuEvaluation *evaluation, MuListEntry *entry, const char *cost)
{
  g_autoptr(GPtrArray) reasons
             = mu_ruleset_price_reasons (evaluation->ruleset, evaluation->list, evaluation->options, entry);
  GString *text;

  if (reasons->len == 0)
    /* TRANSLATORS: a row's cost differs from its printed cost though no option
     * changes it: "The rules give 24 pts a figure; the list prints 26." */
    return g_strdup_printf (_("The rules give %s; the list prints %s."), cost, entry->printed_cost);
  /* TRANSLATORS: followed by one line per option: "Auxiliaries: cost: 9 (…)" */
  text = g_string_new (_("This army’s options change the printed cost:"));
  for (guint i = 0; i < reasons->len; i++)
    {
      MuOptionDef *def = reasons->pdata[i];
      g_autofree char *value = mu_option_def_format (def, g_hash_table_lookup (evaluation->options, def->id));

      /* TRANSLATORS: an option and the value the army chose for it */
      g_string_append_c (text, '\n');
      g_string_append_printf (text, _("%s: %s"), def->label != NULL ? def->label : def->id, value);
    }
  return g_string_free (text, FALSE);
}

/* The subtitle with what one of the row costs this army, and, if that is not
 * what the list prints, the printed cost and a tooltip saying why. */
static void
price_row (MuListPane *self, GtkWidget *row)
{
  MuListEntry *entry = mu_list_row_get_entry (MU_LIST_ROW (row));
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);
  g_autofree char *summary = NULL;
  g_autofree char *cost = NULL;
  g_autofree char *spoken = NULL;
  g_autofree char *tooltip = NULL;
  MuContingentResult *shown = mu_evaluation_contingent (evaluation, self->contingent);
  MuEntryPrice price;
  double printed;

  if (shown == NULL || shown->list == NULL
      || !mu_ruleset_price_entry (evaluation->ruleset, shown->list, shown->options, entry, &price))
    {
      summary = mu_gui_entry_summary_costed (entry, NULL);
      mu_list_row_set_summary (MU_LIST_ROW (row), summary, NULL);
      mu_list_row_set_cost (MU_LIST_ROW (row), NULL);
      return;
    }
  cost = format_price (&price);
  spoken = speak_price (&price);
  if (mu_entry_price_printed (entry, &printed) && printed != price.points)
    {
      g_autofree char *text = g_steal_pointer (&cost);

      tooltip = explain_price (evaluation, entry, text);
      /* TRANSLATORS: a row's cost in this army and as the book prints it:
       * "9 pts (printed 8)" */
      cost = g_strdup_printf (_("%s (printed %s)"), text, entry->printed_cost);
    }
  summary = mu_gui_entry_summary_costed (entry, cost);
  mu_list_row_set_summary (MU_LIST_ROW (row), summary, tooltip);
  mu_list_row_set_cost (MU_LIST_ROW (row), spoken);
}

/* The costs depend on the options only: an edit of the roster leaves them. */
static void
price_rows (MuListPane *self)
{
  MuContingentResult *shown
      = mu_evaluation_contingent (mu_document_get_evaluation (self->document), self->contingent);
  GHashTable *options = shown != NULL ? shown->options : mu_document_get_evaluation (self->document)->options;

  if (mu_string_table_equal (self->priced_under, options))
    return;
  g_clear_pointer (&self->priced_under, g_hash_table_unref);
  self->priced_under = mu_attrs_copy (options);
  for (GtkWidget *row = gtk_widget_get_first_child (self->rows_box); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (MU_IS_LIST_ROW (row))
      price_row (self, row);
}

static void fill (MuListPane *self, guint contingent, MuArmyList *list);

/* The contingent of the selected command, whose list's rows are shown. */
static guint
selected_contingent (MuListPane *self)
{
  const MuPlace *sel = mu_document_get_selection (self->document);
  GPtrArray *commands = mu_roster_get_commands (mu_document_get_roster (self->document));

  if (sel->kind == MU_PLACE_NONE || sel->command < 0 || (guint) sel->command >= commands->len)
    return 0;
  return ((MuCommand *) commands->pdata[sel->command])->contingent;
}

/* Shows the rows of the selected command's contingent's list when they
 * are not the ones shown; whether they were. */
static gboolean
show_contingent (MuListPane *self)
{
  guint contingent = selected_contingent (self);
  MuContingentResult *result
      = mu_evaluation_contingent (mu_document_get_evaluation (self->document), contingent);
  MuArmyList *list
      = result != NULL && result->list != NULL ? result->list : mu_document_get_list (self->document);

  if (result == NULL || result->list == NULL)
    contingent = 0;
  if (list == self->shown && contingent == self->contingent)
    return TRUE;
  fill (self, contingent, list);
  return FALSE;
}

/* The rows change with the selection only when another contingent's are due. */
static void
selection_changed (MuListPane *self)
{
  show_contingent (self);
}

static void
update (MuListPane *self)
{
  if (!show_contingent (self))
    return;
  price_rows (self);
  for (GtkWidget *row = gtk_widget_get_first_child (self->rows_box); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (MU_IS_LIST_ROW (row))
      update_row (self, row);
}

static void
row_activated (MuListPane *self, GtkListBoxRow *row)
{
  MuListEntry *entry = mu_list_row_get_entry (MU_LIST_ROW (row));

  if (entry->kind == MU_ENTRY_HERO)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.add-hero", NULL);
  else
    gtk_widget_activate_action (GTK_WIDGET (self), "win.add-unit", "s", entry->id);
}

#define MU_LIST_PANE_MAX_COUNT 40

/* The filter's text without a leading count ("4 warriors": add four), and
 * the count, 1 when there is none. */
static const char *
filter_needle (MuListPane *self, guint *count)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search));
  char *end = NULL;
  guint64 n = g_ascii_strtoull (text, &end, 10);

  *count = 1;
  if (end == text || *end != ' ' || n < 1 || n > MU_LIST_PANE_MAX_COUNT)
    return text;
  *count = (guint) n;
  while (*end == ' ')
    end++;
  return end;
}

static gboolean
row_matches (GtkListBoxRow *row, gpointer user_data)
{
  MuListPane *self = user_data;
  MuListEntry *entry = mu_list_row_get_entry (MU_LIST_ROW (row));
  guint count;
  const char *needle = filter_needle (self, &count);
  g_autofree char *hay = NULL;
  g_autofree char *folded_needle = NULL;

  if (*needle == '\0')
    return TRUE;
  hay = g_utf8_casefold (mu_list_row_get_summary (MU_LIST_ROW (row)), -1);
  folded_needle = g_utf8_casefold (needle, -1);
  if (strstr (hay, folded_needle) != NULL)
    return TRUE;
  g_free (hay);
  hay = g_utf8_casefold (mu_list_entry_label (entry), -1);
  return strstr (hay, folded_needle) != NULL;
}

static void
fill (MuListPane *self, guint contingent, MuArmyList *list)
{
  self->shown = list;
  self->contingent = contingent;
  mu_gui_clear_box (self->rows_box);
  g_clear_pointer (&self->priced_under, g_hash_table_unref);
  gtk_label_set_text (GTK_LABEL (self->title), list->name);
  for (guint i = 0; i < list->rows->len; i++)
    if (is_buyable (list->rows->pdata[i]))
      gtk_list_box_append (GTK_LIST_BOX (self->rows_box),
                           GTK_WIDGET (mu_list_row_new (list->rows->pdata[i])));
  update (self);
}

void
mu_list_pane_set_document (MuListPane *self, MuDocument *document)
{
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document == NULL)
    {
      mu_gui_clear_box (self->rows_box);
      return;
    }
  g_signal_connect_swapped (document, "changed", G_CALLBACK (update), self);
  g_signal_connect_swapped (document, "selection-changed", G_CALLBACK (selection_changed), self);
  self->shown = NULL;
  update (self);
}

void
mu_list_pane_focus (MuListPane *self)
{
  gtk_widget_grab_focus (self->search);
}

/* Shows the rows that match text, with the filter focused so Enter adds the first. */
void
mu_list_pane_filter (MuListPane *self, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search), text);
  gtk_widget_grab_focus (self->search);
  gtk_editable_set_position (GTK_EDITABLE (self->search), -1);
}

/* Shows every row and focuses the one a row id is, or is an upgrade of, for
 * Enter to add one more; FALSE when the pane has no such row. */
gboolean
mu_list_pane_show_row (MuListPane *self, const char *row_id)
{
  MuArmyList *list = self->document != NULL ? mu_document_get_list (self->document) : NULL;
  MuListEntry *entry = list != NULL ? mu_army_list_lookup (list, row_id) : NULL;
  GtkListBoxRow *row;

  if (entry == NULL)
    return FALSE;
  entry = mu_list_entry_top (entry);
  gtk_editable_set_text (GTK_EDITABLE (self->search), "");
  gtk_list_box_invalidate_filter (GTK_LIST_BOX (self->rows_box));
  for (int i = 0; (row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->rows_box), i)) != NULL; i++)
    if (g_strcmp0 (gtk_widget_get_name (GTK_WIDGET (row)), entry->id) == 0)
      {
        gtk_list_box_select_row (GTK_LIST_BOX (self->rows_box), row);
        return gtk_widget_grab_focus (GTK_WIDGET (row));
      }
  return FALSE;
}

static void
mu_list_pane_dispose (GObject *object)
{
  MuListPane *self = MU_LIST_PANE (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->priced_under, g_hash_table_unref);
  G_OBJECT_CLASS (mu_list_pane_parent_class)->dispose (object);
}

static void
mu_list_pane_class_init (MuListPaneClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = mu_list_pane_dispose;
}

static void
search_changed (MuListPane *self)
{
  gtk_list_box_invalidate_filter (GTK_LIST_BOX (self->rows_box));
}

static GtkListBoxRow *
first_shown_row (MuListPane *self)
{
  GtkListBoxRow *row;

  /* by the filter's text now: the list applies it only a moment after typing */
  for (int i = 0; (row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->rows_box), i)) != NULL; i++)
    if (row_matches (row, self))
      return row;
  return NULL;
}

/* Enter in the filter adds the first row it shows, as many times as the
 * count typed before it ("4 warriors"), each to the selected command. */
static void
search_activated (MuListPane *self)
{
  GtkListBoxRow *row = first_shown_row (self);
  guint count;

  filter_needle (self, &count);
  for (guint i = 0; row != NULL && i < count; i++)
    row_activated (self, row);
}

/* Down in the filter goes to the rows it shows. */
static gboolean
search_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                    MuListPane *self)
{
  GtkListBoxRow *row;

  if (keyval != GDK_KEY_Down && keyval != GDK_KEY_KP_Down)
    return FALSE;
  row = first_shown_row (self);
  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
  return row != NULL;
}

static void
mu_list_pane_init (MuListPane *self)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_widget_add_css_class (GTK_WIDGET (self), "list-pane");
  self->title = mu_gui_label ("", "heading");
  gtk_label_set_ellipsize (GTK_LABEL (self->title), PANGO_ELLIPSIZE_END);
  self->search = gtk_search_entry_new ();
  gtk_widget_set_name (self->search, "row-filter");
  g_object_set (self->search, "placeholder-text", _("Filter the list’s rows"), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->search), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Filter the list’s rows"), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                     _("Enter adds the first row shown; Down goes to the rows"), -1);
  g_signal_connect_swapped (self->search, "search-changed", G_CALLBACK (search_changed), self);
  g_signal_connect_swapped (self->search, "activate", G_CALLBACK (search_activated), self);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (search_key_pressed), self);
  gtk_widget_add_controller (self->search, keys);
  gtk_box_append (GTK_BOX (header), self->title);
  gtk_box_append (GTK_BOX (header), self->search);
  g_object_set (header, "margin-top", 12, "margin-bottom", 6, "margin-start", 12, "margin-end", 12, NULL);
  self->rows_box = gtk_list_box_new ();
  gtk_widget_add_css_class (self->rows_box, "navigation-sidebar");
  gtk_list_box_set_filter_func (GTK_LIST_BOX (self->rows_box), row_matches, self, NULL);
  gtk_list_box_set_placeholder (GTK_LIST_BOX (self->rows_box),
                                mu_gui_label (_("No row matches"), "dim-label"));
  g_signal_connect_swapped (self->rows_box, "row-activated", G_CALLBACK (row_activated), self);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), self->rows_box);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (self), header);
  gtk_box_append (GTK_BOX (self), scrolled);
}

GtkWidget *
mu_list_pane_new (void)
{
  return g_object_new (MU_TYPE_LIST_PANE, NULL);
}
