/* mu-list-pane.c
 *
 * The list pane (ui/mu-list-pane.ui): the rows of the list the selected
 * contingent buys from. The rows are made once per list and each updates
 * itself from the evaluation after an edit (mu_list_row_update()), so the
 * keyboard focus stays where the player is. A row that cannot take one more
 * is dimmed and says why; it still adds: the engine explains, it does not
 * block. Each row gives what one of it costs this army, priced by the
 * ruleset from the row and the contingent's options alone, again only when
 * the options change; a price that is not the book's says so and names the
 * options that make it.
 *
 * Properties: "document" (the roster shown), "contingent" (whose list's
 * rows are shown: 0 the main one), "title" (that list's name) and
 * "filter-text" (the filter's text, "4 warriors" adding four).
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-document.h"
#include "mu-entry-price.h"
#include "mu-evaluation.h"
#include "mu-list-entry.h"
#include "mu-list-pane.h"
#include "mu-list-row.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-string-table.h"
#include "mu-unit.h"

struct _MuListPane
{
  GtkBox parent_instance;
  GtkWidget *search;
  GtkWidget *rows_box;
  MuDocument *document;
  char *filter_text;
  GHashTable *priced_under; /* the options the rows' costs were last given under */
  MuArmyList *shown;        /* weak: the list whose rows are shown */
  guint contingent;         /* the contingent of that list: 0 the main one */
};

G_DEFINE_FINAL_TYPE (MuListPane, mu_list_pane, GTK_TYPE_BOX)

enum
{
  PROP_0,
  PROP_DOCUMENT,
  PROP_CONTINGENT,
  PROP_TITLE,
  PROP_FILTER_TEXT,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

static gboolean
is_buyable (MuListEntry *entry)
{
  return entry->parent == NULL && entry->kind != MU_ENTRY_GENERAL;
}

/* The costs depend on the options only: an edit of the roster leaves them. */
static gboolean
options_changed (MuListPane *self, MuEvaluation *evaluation)
{
  MuContingentResult *shown = mu_evaluation_contingent (evaluation, self->contingent);
  GHashTable *options = shown != NULL ? shown->options : evaluation->options;

  if (mu_string_table_equal (self->priced_under, options))
    return FALSE;
  g_clear_pointer (&self->priced_under, g_hash_table_unref);
  self->priced_under = mu_attrs_copy (options);
  return TRUE;
}

static void fill (MuListPane *self, guint contingent, MuArmyList *list);
static void clear_filter (MuListPane *self);

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
  MuEvaluation *evaluation;
  gboolean reprice;

  if (!show_contingent (self))
    return;
  evaluation = mu_document_get_evaluation (self->document);
  reprice = options_changed (self, evaluation);
  for (GtkWidget *row = gtk_widget_get_first_child (self->rows_box); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (MU_IS_LIST_ROW (row))
      mu_list_row_update (MU_LIST_ROW (row), evaluation, self->contingent, reprice);
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
  const char *text = self->filter_text != NULL ? self->filter_text : "";
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
clear_rows (MuListPane *self)
{
  GtkWidget *row;

  while ((row = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->rows_box), 0))) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->rows_box), row);
}

static void
fill (MuListPane *self, guint contingent, MuArmyList *list)
{
  gboolean other = contingent != self->contingent;

  self->shown = list;
  self->contingent = contingent;
  clear_filter (self);
  clear_rows (self);
  g_clear_pointer (&self->priced_under, g_hash_table_unref);
  for (guint i = 0; i < list->rows->len; i++)
    if (is_buyable (list->rows->pdata[i]))
      {
        MuListRow *row = mu_list_row_new (list->rows->pdata[i]);
        /* rows of the same name told apart in words, not by the book's codes */
        g_autofree char *title = mu_army_list_row_title (list, list->rows->pdata[i]);

        g_object_set (row, "title", title, NULL);
        gtk_list_box_append (GTK_LIST_BOX (self->rows_box), GTK_WIDGET (row));
      }
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_TITLE]);
  if (other)
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_CONTINGENT]);
  update (self);
}

/**
 * mu_list_pane_set_document:
 * @self: a list pane
 * @document: (nullable) (transfer none): the document whose list to show,
 *   or %NULL to show none
 *
 * Shows the rows of a document's list, each with its cost and allowance,
 * and follows the document's changes and selection; notifies "document"
 * and "title". The pane holds a reference to @document.
 */
void
mu_list_pane_set_document (MuListPane *self, MuDocument *document)
{
  if (self->document == document)
    return;
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  self->shown = NULL;
  if (document == NULL)
    clear_rows (self);
  else
    {
      g_signal_connect_swapped (document, "changed", G_CALLBACK (update), self);
      g_signal_connect_swapped (document, "selection-changed", G_CALLBACK (selection_changed), self);
      update (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_DOCUMENT]);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_TITLE]);
}

/**
 * mu_list_pane_get_contingent:
 * @self: a list pane
 *
 * Tells which contingent's list the pane shows.
 *
 * Returns: the contingent whose list's rows are shown: 0 for the main one
 */
guint
mu_list_pane_get_contingent (MuListPane *self)
{
  return self->contingent;
}

/**
 * mu_list_pane_focus:
 * @self: a list pane
 *
 * Focuses the pane's filter with its text selected, so the next word typed
 * replaces it.
 */
void
mu_list_pane_focus (MuListPane *self)
{
  gtk_widget_grab_focus (self->search);
  gtk_editable_select_region (GTK_EDITABLE (self->search), 0, -1);
}

static void
set_filter_text (MuListPane *self, const char *text)
{
  if (g_strcmp0 (self->filter_text, text) == 0)
    return;
  g_free (self->filter_text);
  self->filter_text = g_strdup (text);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_FILTER_TEXT]);
}

/**
 * mu_list_pane_filter:
 * @self: a list pane
 * @text: the filter's text
 *
 * Shows the rows that match @text, with the filter focused and its cursor
 * at the end, so that Enter adds the first.
 */
void
mu_list_pane_filter (MuListPane *self, const char *text)
{
  set_filter_text (self, text);
  gtk_widget_grab_focus (self->search);
  gtk_editable_set_position (GTK_EDITABLE (self->search), -1);
}

/**
 * mu_list_pane_show_row:
 * @self: a list pane
 * @row_id: the id of a list row or of an upgrade of one
 *
 * Shows every row, clearing the filter, and selects and focuses the row
 * @row_id is or is an upgrade of, for Enter to add one more.
 *
 * Returns: %TRUE when the row took the focus, %FALSE when the pane shows
 *   no such row
 */
gboolean
mu_list_pane_show_row (MuListPane *self, const char *row_id)
{
  MuArmyList *list = self->document != NULL ? self->shown : NULL;
  MuListEntry *entry = list != NULL ? mu_army_list_lookup (list, row_id) : NULL;
  GtkListBoxRow *row;

  if (entry == NULL)
    return FALSE;
  entry = mu_list_entry_top (entry);
  set_filter_text (self, "");
  gtk_list_box_invalidate_filter (GTK_LIST_BOX (self->rows_box));
  for (int i = 0; (row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->rows_box), i)) != NULL; i++)
    if (mu_list_row_get_entry (MU_LIST_ROW (row)) == entry)
      {
        gtk_list_box_select_row (GTK_LIST_BOX (self->rows_box), row);
        return gtk_widget_grab_focus (GTK_WIDGET (row));
      }
  return FALSE;
}

/* The entry says its search changed before its text reaches the
 * "filter-text" property: the rows are filtered by the entry's text. */
static void
search_changed (MuListPane *self)
{
  set_filter_text (self, gtk_editable_get_text (GTK_EDITABLE (self->search)));
  gtk_list_box_invalidate_filter (GTK_LIST_BOX (self->rows_box));
}

/* Another list, contingent or army starts with every row shown. */
static void
clear_filter (MuListPane *self)
{
  set_filter_text (self, "");
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

static gboolean
filter_has_focus (MuListPane *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && (focus == self->search || gtk_widget_is_ancestor (focus, self->search));
}

/* Whether a row is bought by the figure or model (For the Pharaoh), so
 * that a count before it is the figures of one unit. */
static gboolean
bought_by_figure (MuListPane *self, MuListEntry *entry)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);
  MuContingentResult *shown = mu_evaluation_contingent (evaluation, self->contingent);
  MuEntryPrice price;

  return shown != NULL && shown->list != NULL && shown->options != NULL && entry->kind == MU_ENTRY_UNIT
         && mu_ruleset_price_entry (shown->list->ruleset, shown->list, shown->options, entry, &price)
         && (price.basis == MU_PRICE_FIGURE || price.basis == MU_PRICE_MODEL);
}

/* "12 archers": one unit of twelve figures, its count set on the unit
 * just added and selected. */
static void
add_figures (MuListPane *self, GtkListBoxRow *row, guint count)
{
  MuUnit *unit;

  row_activated (self, row);
  unit = mu_document_selected_unit (self->document, NULL);
  if (unit != NULL && unit->count != count)
    mu_document_set_count (self->document, unit->id, count, NULL);
}

/* Enter in the filter adds the first row it shows, as many times as the
 * count typed before it ("4 warriors"), each to the selected command, or,
 * for a row bought by the figure, one unit of that many figures ("12
 * archers"); either is one step of undo. */
static void
search_activated (MuListPane *self)
{
  GtkListBoxRow *row = first_shown_row (self);
  guint64 mark = mu_document_get_edit_mark (self->document);
  MuListEntry *entry = row != NULL ? mu_list_row_get_entry (MU_LIST_ROW (row)) : NULL;
  g_autofree char *label = NULL;
  guint count;

  filter_needle (self, &count);
  if (entry != NULL && count > 1 && bought_by_figure (self, entry))
    add_figures (self, row, count);
  else
    for (guint i = 0; row != NULL && i < count; i++)
      row_activated (self, row);
  if (entry != NULL && count > 1 && !bought_by_figure (self, entry))
    /* TRANSLATORS: an edit, named for undo and redo: "Add 4 × Warriors" */
    label = g_strdup_printf (_("Add %u × %s"), count, mu_list_entry_label (entry));
  mu_document_join_edits (self->document, mark, label);
  /* the next word typed replaces this one */
  if (row != NULL && filter_has_focus (self))
    gtk_editable_select_region (GTK_EDITABLE (self->search), 0, -1);
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
mu_list_pane_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MuListPane *self = MU_LIST_PANE (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_CONTINGENT:
      g_value_set_uint (value, self->contingent);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->document != NULL && self->shown != NULL ? self->shown->name : "");
      break;
    case PROP_FILTER_TEXT:
      g_value_set_string (value, self->filter_text != NULL ? self->filter_text : "");
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_list_pane_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MuListPane *self = MU_LIST_PANE (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      mu_list_pane_set_document (self, g_value_get_object (value));
      break;
    case PROP_FILTER_TEXT:
      set_filter_text (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_list_pane_dispose (GObject *object)
{
  MuListPane *self = MU_LIST_PANE (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->priced_under, g_hash_table_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), MU_TYPE_LIST_PANE);
  G_OBJECT_CLASS (mu_list_pane_parent_class)->dispose (object);
}

static void
mu_list_pane_finalize (GObject *object)
{
  g_free (MU_LIST_PANE (object)->filter_text);
  G_OBJECT_CLASS (mu_list_pane_parent_class)->finalize (object);
}

static void
mu_list_pane_class_init (MuListPaneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = mu_list_pane_get_property;
  object_class->set_property = mu_list_pane_set_property;
  object_class->dispose = mu_list_pane_dispose;
  object_class->finalize = mu_list_pane_finalize;
  props[PROP_DOCUMENT]
      = g_param_spec_object ("document", NULL, NULL, MU_TYPE_DOCUMENT,
                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_CONTINGENT] = g_param_spec_uint ("contingent", NULL, NULL, 0, G_MAXUINT, 0,
                                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  props[PROP_TITLE]
      = g_param_spec_string ("title", NULL, NULL, "", G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  props[PROP_FILTER_TEXT] = g_param_spec_string (
      "filter-text", NULL, NULL, "", G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/mu-list-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, MuListPane, search);
  gtk_widget_class_bind_template_child (widget_class, MuListPane, rows_box);
  gtk_widget_class_bind_template_callback (widget_class, search_changed);
  gtk_widget_class_bind_template_callback (widget_class, search_activated);
  gtk_widget_class_bind_template_callback (widget_class, search_key_pressed);
  gtk_widget_class_bind_template_callback (widget_class, row_activated);
}

static void
mu_list_pane_init (MuListPane *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_list_box_set_filter_func (GTK_LIST_BOX (self->rows_box), row_matches, self, NULL);
}

/**
 * mu_list_pane_new:
 *
 * Makes a list pane showing no document yet.
 *
 * Returns: (transfer floating): the pane
 */
GtkWidget *
mu_list_pane_new (void)
{
  return g_object_new (MU_TYPE_LIST_PANE, NULL);
}
