/* mu-gui-util.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <inttypes.h>

#include "mu-army-list.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-gui-util.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-range.h"
#include "mu-unit.h"

/**
 * mu_gui_clear_box:
 * @box: a #GtkBox, #GtkListBox or #GtkFlowBox
 *
 * Removes every child of a box; a list box keeps its placeholder.
 */
void
mu_gui_clear_box (GtkWidget *box)
{
  GtkWidget *child = gtk_widget_get_first_child (box);

  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);

      if (GTK_IS_LIST_BOX (box) && GTK_IS_LIST_BOX_ROW (child))
        gtk_list_box_remove (GTK_LIST_BOX (box), child);
      else if (GTK_IS_FLOW_BOX (box))
        gtk_flow_box_remove (GTK_FLOW_BOX (box), child);
      else if (GTK_IS_BOX (box))
        gtk_box_remove (GTK_BOX (box), child);
      child = next;
    }
}

/**
 * mu_gui_set_text:
 * @label: a #GtkLabel
 * @text: (nullable): the text; %NULL is ""
 *
 * Sets a label's text only when it differs: setting the same text again
 * still throws the label's layout away and lays the window out anew.
 */
void
mu_gui_set_text (GtkWidget *label, const char *text)
{
  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), text != NULL ? text : "") != 0)
    gtk_label_set_text (GTK_LABEL (label), text);
}

/**
 * mu_gui_set_editable_text:
 * @editable: a #GtkEditable
 * @text: (nullable): the text; %NULL is ""
 *
 * Sets an editable's text only when it differs, so that an editor showing
 * its value already keeps its cursor and selection and emits nothing.
 */
void
mu_gui_set_editable_text (GtkWidget *editable, const char *text)
{
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (editable)), text != NULL ? text : "") != 0)
    gtk_editable_set_text (GTK_EDITABLE (editable), text != NULL ? text : "");
}

/**
 * mu_gui_set_spin_value:
 * @spin: a #GtkSpinButton
 * @value: the value
 *
 * Sets a spin button's value only when it differs, so that it keeps its
 * cursor and selection and emits nothing.
 */
void
mu_gui_set_spin_value (GtkWidget *spin, double value)
{
  if (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)) != value)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
}

/**
 * mu_gui_set_tooltip:
 * @widget: a widget
 * @text: (nullable): the tooltip; %NULL or "" for none
 *
 * Sets a widget's tooltip only when it differs, so that the window is not
 * laid out anew for nothing.
 */
void
mu_gui_set_tooltip (GtkWidget *widget, const char *text)
{
  const char *old = gtk_widget_get_tooltip_text (widget);
  const char *now = text != NULL && *text != '\0' ? text : NULL;

  if (g_strcmp0 (old, now) != 0)
    gtk_widget_set_tooltip_text (widget, now);
}

/**
 * mu_gui_set_css_choice:
 * @widget: a widget
 * @choices: (array zero-terminated=1): the style classes of which it has
 *   one at a time
 * @chosen: the class it is to have, one of @choices
 *
 * Gives a widget the one class of @choices that is chosen, leaving it
 * alone when it has it already: a class removed and added again restyles
 * it.
 */
void
mu_gui_set_css_choice (GtkWidget *widget, const char * const *choices, const char *chosen)
{
  for (guint i = 0; choices[i] != NULL; i++)
    if (g_strcmp0 (choices[i], chosen) != 0)
      gtk_widget_remove_css_class (widget, choices[i]);
  gtk_widget_add_css_class (widget, chosen);
}

/**
 * mu_gui_label:
 * @text: (nullable): the label's text
 * @css_class: (nullable): a style class to add, or %NULL
 *
 * Makes a label aligned to the start.
 *
 * Returns: (transfer floating): the label
 */
GtkWidget *
mu_gui_label (const char *text, const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

#define NBSP "\u00a0"

/**
 * mu_gui_join_figures:
 * @figures: (nullable) (element-type MuFigure): the figures a ruleset
 *   computed
 * @skip: (nullable) (array zero-terminated=1): keys of figures to leave
 *   out, or %NULL
 *
 * Joins figures into one line ("Save 5+ · Hits 2 · Victory points 2"),
 * which breaks only between figures, never inside one.
 *
 * Returns: (transfer full): the text, "" for no figure
 */
char *
mu_gui_join_figures (GPtrArray *figures, const char * const *skip)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; figures != NULL && i < figures->len; i++)
    {
      MuFigure *figure = figures->pdata[i];
      g_autofree char *value = NULL;
      g_auto(GStrv) label = NULL;
      g_autofree char *joined = NULL;

      if (skip != NULL && g_strv_contains (skip, figure->key))
        continue;
      value = mu_figure_to_string (figure);
      label = g_strsplit (mu_figure_label (figure), " ", -1);
      joined = g_strjoinv (NBSP, label);
      /* a line breaks only between figures, never inside one ("Victory points 3");
       * a figure with no value is its label ("Stands alone") */
      g_string_append_printf (text, "%s%s%s%s", text->len > 0 ? " · " : "", joined,
                              *value != '\0' ? NBSP : "", value);
    }
  return g_string_free (text, FALSE);
}

/**
 * mu_gui_entry_summary:
 * @entry: a list row
 *
 * Summarises a list row from what the list prints: its description, save
 * and cost ("Legionaries · save 6+ · 10 pts").
 *
 * Returns: (transfer full): the summary
 */
char *
mu_gui_entry_summary (MuListEntry *entry)
{
  return mu_gui_entry_summary_costed (entry, NULL);
}

/**
 * mu_gui_entry_summary_costed:
 * @entry: a list row
 * @cost: (nullable): a cost, already formatted, to show in place of the
 *   printed one; %NULL for the printed one
 *
 * Summarises a list row as mu_gui_entry_summary() does, with another cost.
 *
 * Returns: (transfer full): the summary
 */
char *
mu_gui_entry_summary_costed (MuListEntry *entry, const char *cost)
{
  GString *text = g_string_new (entry->description);

  if (entry->printed_save != NULL)
    /* TRANSLATORS: a list row's save, as printed ("save 6+") */
    g_string_append_printf (text, _("%ssave %s"), text->len > 0 ? " · " : "", entry->printed_save);
  if (cost != NULL)
    g_string_append_printf (text, "%s%s", text->len > 0 ? " · " : "", cost);
  else if (entry->printed_cost != NULL)
    /* TRANSLATORS: a list row's cost, as printed ("10 pts", "+1 pts") */
    g_string_append_printf (
        text, ngettext ("%s%s pt", "%s%s pts", g_ascii_strtod (entry->printed_cost, NULL) == 1 ? 1 : 2),
        text->len > 0 ? " · " : "", entry->printed_cost);
  return g_string_free (text, FALSE);
}

/**
 * mu_gui_allowance:
 * @evaluation: the army's evaluation
 * @entry: a row of the main contingent's list
 *
 * Says how many of a row the main contingent takes of what its list
 * allows: "2 of 5–10", "1 of up to half", or "3 taken" for a row without
 * limit.
 *
 * Returns: (transfer full): the text
 */
char *
mu_gui_allowance (MuEvaluation *evaluation, MuListEntry *entry)
{
  return mu_gui_contingent_allowance (evaluation, 0, entry);
}

/**
 * mu_gui_contingent_allowance:
 * @evaluation: the army's evaluation
 * @contingent: the contingent, 0 for the main one
 * @entry: a row of that contingent's list
 *
 * Says how many of a row a contingent takes of what its list allows, as
 * mu_gui_allowance() does, counted in that contingent.
 *
 * Returns: (transfer full): the text
 */
char *
mu_gui_contingent_allowance (MuEvaluation *evaluation, guint contingent, MuListEntry *entry)
{
  gint64 taken = mu_evaluation_contingent_row_taken (evaluation, contingent, entry);
  g_autofree char *range = NULL;

  if (entry->number.kind == MU_RANGE_ANY)
    /* TRANSLATORS: how many of a list row without limit the army takes */
    return g_strdup_printf (
        ngettext ("%" PRId64 " taken", "%" PRId64 " taken", (gulong) MIN (taken, G_MAXLONG)), taken);
  range = mu_range_to_text (&entry->number);
  if (mu_range_is_relative (&entry->number))
    {
      g_autofree char *words = mu_range_to_text (&entry->number);
      g_autofree char *lower = g_utf8_strdown (words, -1);
      /* TRANSLATORS: taken of a relative allowance: "1 of up to half" */
      return g_strdup_printf (C_("relative allowance", "%" PRId64 " of %s"), taken, lower);
    }
  /* TRANSLATORS: taken of the list's range: "2 of 5–10" */
  return g_strdup_printf (C_("range allowance", "%" PRId64 " of %s"), taken, range);
}

/**
 * mu_gui_unit_label:
 * @list: the unit's army list
 * @unit: a unit
 *
 * Names a unit: its own name, else its list row's label, else the id of a
 * row the list does not have.
 *
 * Returns: (transfer none): the name, owned by @unit or @list
 */
const char *
mu_gui_unit_label (MuArmyList *list, MuUnit *unit)
{
  MuListEntry *entry = mu_army_list_lookup (list, unit->entry);

  if (unit->name != NULL && *unit->name != '\0')
    return unit->name;
  return entry != NULL ? mu_list_entry_label (entry) : unit->entry;
}

/**
 * mu_gui_unit_fights:
 * @list: the unit's army list
 * @unit: a unit
 *
 * Tells whether a unit was bought from a fighting row, so that it may
 * carry heroes and attached generals: not a camp, a fortification or
 * reserve ammunition.
 *
 * Returns: %TRUE for a unit of a %MU_ENTRY_UNIT row
 */
gboolean
mu_gui_unit_fights (MuArmyList *list, MuUnit *unit)
{
  MuListEntry *entry = mu_army_list_lookup (list, unit->entry);

  return entry != NULL && entry->kind == MU_ENTRY_UNIT;
}

/**
 * mu_gui_choice_labels:
 * @def: an option with choices
 * @value: (nullable): the value chosen
 * @selected: (out): where to store the index of @value among the choices,
 *   0 when it is none of them
 *
 * Makes the labels of an option's choices for a combo row; where the
 * option is the reading of an ambiguous rule, its documented default is
 * marked "(default)".
 *
 * Returns: (transfer full): the labels, in the order of the choices
 */
GtkStringList *
mu_gui_choice_labels (MuOptionDef *def, const char *value, guint *selected)
{
  GtkStringList *labels = gtk_string_list_new (NULL);

  *selected = 0;
  for (guint i = 0; i < def->choices->len; i++)
    {
      MuChoice *choice = def->choices->pdata[i];
      const char *label = choice->label != NULL ? choice->label : choice->id;
      g_autofree char *text = def->interpretation && g_strcmp0 (choice->id, def->default_value) == 0
          /* TRANSLATORS: the documented default reading of an ambiguous rule */
          ? g_strdup_printf (_("%s (default)"), label)
          : g_strdup (label);

      gtk_string_list_append (labels, text);
      if (g_strcmp0 (choice->id, value) == 0)
        *selected = i;
    }
  return labels;
}

/**
 * mu_gui_group:
 * @box: a vertical #GtkBox to append the group to
 * @title: (nullable): the group's title, as text
 * @description: (nullable): its description, as text, or %NULL
 *
 * Appends a titled group of preference rows to a box. Both texts are
 * escaped, since a group parses Pango markup and a name from a file must
 * show as written ("<b>", "&").
 *
 * Returns: (transfer none): the group, an #AdwPreferencesGroup
 */
GtkWidget *
mu_gui_group (GtkWidget *box, const char *title, const char *description)
{
  GtkWidget *widget = adw_preferences_group_new ();
  g_autofree char *title_text = g_markup_escape_text (title != NULL ? title : "", -1);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (widget), title_text);
  if (description != NULL)
    {
      g_autofree char *description_text = g_markup_escape_text (description, -1);

      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (widget), description_text);
    }
  gtk_box_append (GTK_BOX (box), widget);
  return widget;
}

static gboolean
holds_focus (GtkWidget *pane)
{
  GtkRoot *root = gtk_widget_get_root (pane);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && (focus == pane || gtk_widget_is_ancestor (focus, pane));
}

/**
 * mu_gui_focus_pane:
 * @panes: (array length=n_panes) (transfer none): the panes of a screen, in
 *   the order F6 visits them
 * @n_panes: how many
 * @step: 1 for the next pane, -1 for the previous
 *
 * Moves the focus from the pane holding it to the next (or previous) one that
 * is on screen and has a control to take it, cycling; from outside every pane,
 * to the first (or last) such pane.
 *
 * Returns: whether the focus moved
 */
gboolean
mu_gui_focus_pane (GtkWidget * const *panes, guint n_panes, int step)
{
  int current = -1;

  for (guint i = 0; i < n_panes; i++)
    if (panes[i] != NULL && holds_focus (panes[i]))
      current = (int) i;
  if (current < 0)
    current = step > 0 ? -1 : (int) n_panes;
  for (guint tried = 0; tried < n_panes; tried++)
    {
      int next = ((current + step * (int) (tried + 1)) % (int) n_panes + (int) n_panes) % (int) n_panes;
      GtkWidget *pane = panes[next];

      if (pane == NULL || !gtk_widget_is_drawable (pane) || holds_focus (pane))
        continue;
      if (gtk_widget_child_focus (pane, GTK_DIR_TAB_FORWARD))
        return TRUE;
    }
  return FALSE;
}

/**
 * mu_gui_name_mnemonic_buttons:
 * @widget: (transfer none): a widget, usually a window or a view
 *
 * GTK 4.8 names a button with a mnemonic twice to a screen reader, once
 * with the underline and once without ("_Open Open"). Every such button
 * under @widget (and @widget itself) gets its label without the underline
 * as its only name.
 */
void
mu_gui_name_mnemonic_buttons (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) && gtk_button_get_use_underline (GTK_BUTTON (widget))
      && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    {
      const char *label = gtk_button_get_label (GTK_BUTTON (widget));
      GString *name = g_string_new (NULL);

      for (const char *p = label; *p != '\0'; p++)
        if (*p != '_')
          g_string_append_c (name, *p);
        else if (p[1] == '_')
          g_string_append_c (name, *++p);
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name->str, -1);
      g_string_free (name, TRUE);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    mu_gui_name_mnemonic_buttons (child);
}

/* "Paper size: A4": the title and the value shown. */
static void
name_combo_row (AdwComboRow *row)
{
  GObject *item = adw_combo_row_get_selected_item (row);
  const char *title = g_object_get_data (G_OBJECT (row), "mu-title");
  g_autofree char *name = NULL;

  if (title == NULL)
    title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
  if (GTK_IS_STRING_OBJECT (item))
    /* TRANSLATORS: a drop-down's name for a screen reader: its title and value, "Paper size: A4" */
    name = g_strdup_printf (_("%s: %s"), title != NULL ? title : "",
                               gtk_string_object_get_string (GTK_STRING_OBJECT (item)));
  else
    name = g_strdup (title != NULL ? title : "");
  /* GTK 4.8 reads a label and the labels a widget is labelled by one after
   * the other: the row's title label would follow the name again */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/* "Ruleset: To the Strongest!": the title and the value shown, on the
 * drop-down and on its button, which takes the focus in GTK 4.8 */
static void
name_drop_down (GtkDropDown *drop_down)
{
  const char *title = g_object_get_data (G_OBJECT (drop_down), "mu-title");
  GObject *item = gtk_drop_down_get_selected_item (drop_down);
  g_autofree char *name = NULL;

  if (GTK_IS_STRING_OBJECT (item))
    name = g_strdup_printf (_("%s: %s"), title, gtk_string_object_get_string (GTK_STRING_OBJECT (item)));
  else
    name = g_strdup (title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (drop_down)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_TOGGLE_BUTTON (child))
      gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/**
 * mu_gui_name_drop_down:
 * @drop_down: (transfer none): a #GtkDropDown whose items are #GtkStringObject
 * @title: what the drop-down chooses ("Ruleset")
 *
 * Names the drop-down for a screen reader by @title and its current value
 * ("Ruleset: To the Strongest!"), now and whenever the value changes. GTK
 * 4.8 gives the focus to the drop-down's inner button, which has no name of
 * its own: it gets the same.
 */
void
mu_gui_name_drop_down (GtkWidget *drop_down, const char *title)
{
  g_return_if_fail (GTK_IS_DROP_DOWN (drop_down));
  g_object_set_data_full (G_OBJECT (drop_down), "mu-title", g_strdup (title), g_free);
  g_signal_connect (drop_down, "notify::selected-item", G_CALLBACK (name_drop_down), NULL);
  name_drop_down (GTK_DROP_DOWN (drop_down));
}

/**
 * mu_gui_entry_row_new:
 * @title: the row's title, also its entry's name for a screen reader (the
 *   row's activatable widget is labelled by the title)
 * @entry: (out) (transfer none): where to put the row's entry
 *
 * A row with a title and an entry, for where an #AdwEntryRow would do:
 * libadwaita 1.2's entry row tells no screen reader that its text has the
 * focus (GTK 4.8 gives the focus of its text to the row's inner box, which
 * reports it unfocused), so a listener tabbing to it hears nothing. The row
 * itself takes no Tab stop: the entry is its only one.
 *
 * Returns: (transfer floating): the #AdwActionRow
 */
GtkWidget *
mu_gui_entry_row_new (const char *title, GtkWidget **entry)
{
  GtkWidget *row = adw_action_row_new ();

  g_return_val_if_fail (entry != NULL, NULL);
  *entry = gtk_entry_new ();
  gtk_widget_set_valign (*entry, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (*entry, TRUE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), *entry);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), *entry);
  gtk_widget_set_focusable (row, FALSE);
  return row;
}

/* The mark of mu_gui_keep_cursor () goes once the focus has come */
static gboolean
forget_keep (gpointer data)
{
  g_object_set_data (G_OBJECT (data), "mu-keep-cursor", NULL);
  return G_SOURCE_REMOVE;
}

/**
 * mu_gui_keep_cursor:
 * @entry: an entry given mu_gui_select_on_focus()
 *
 * The focus @entry takes before the main loop next runs keeps its cursor
 * and selects nothing: the focus a click brings, or a text being typed
 * given to a field made again under it.
 */
void
mu_gui_keep_cursor (GtkWidget *entry)
{
  g_return_if_fail (GTK_IS_WIDGET (entry));
  g_object_set_data (G_OBJECT (entry), "mu-keep-cursor", GINT_TO_POINTER (TRUE));
  g_idle_add_full (G_PRIORITY_DEFAULT, forget_keep, g_object_ref (entry), g_object_unref);
}

static void
entry_pressed (GtkGestureClick *click, int n_press, double x, double y, GtkWidget *entry)
{
  mu_gui_keep_cursor (entry);
}

/* Selected again once whatever placed the cursor as the focus came (a
 * form made again, a chooser closing) is done, unless a key typed since
 * changed the text */
static gboolean
select_whole (gpointer data)
{
  GtkWidget *entry = data;
  GtkRoot *root = gtk_widget_get_root (entry);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus != NULL && (focus == entry || gtk_widget_is_ancestor (focus, entry))
      && g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (entry)),
                    g_object_get_data (G_OBJECT (entry), "mu-entered"))
             == 0
      && !gtk_editable_get_selection_bounds (GTK_EDITABLE (entry), NULL, NULL))
    gtk_editable_select_region (GTK_EDITABLE (entry), 0, -1);
  return G_SOURCE_REMOVE;
}

static void
entry_entered (GtkEventControllerFocus *focus, GtkWidget *entry)
{
  if (g_object_get_data (G_OBJECT (entry), "mu-keep-cursor") != NULL)
    return;
  gtk_editable_select_region (GTK_EDITABLE (entry), 0, -1);
  g_object_set_data_full (G_OBJECT (entry), "mu-entered",
                          g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))), g_free);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, select_whole, g_object_ref (entry), g_object_unref);
}

/**
 * mu_gui_select_on_focus:
 * @entry: a #GtkEditable that may hold a value (a #GtkEntry)
 *
 * Selects the whole text of @entry whenever the keyboard brings the focus
 * to it (Tab, Shift+Tab, a mnemonic, or the focus given to it by the
 * program), so that what is typed replaces the value it holds ("3-4" typed
 * into "0-1" is "3-4", not "3-40-1"). GTK 4.8 selects on a Tab, but not
 * when the focus is given after the cursor was placed (a chooser that
 * closes and sends the focus on). A click keeps placing the cursor where
 * it points (see mu_gui_keep_cursor()).
 */
void
mu_gui_select_on_focus (GtkWidget *entry)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();
  GtkGesture *click = gtk_gesture_click_new ();

  g_return_if_fail (GTK_IS_EDITABLE (entry));
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  g_signal_connect (click, "pressed", G_CALLBACK (entry_pressed), entry);
  gtk_widget_add_controller (entry, GTK_EVENT_CONTROLLER (click));
  g_signal_connect (focus, "enter", G_CALLBACK (entry_entered), entry);
  gtk_widget_add_controller (entry, focus);
}

/**
 * mu_gui_name_entry:
 * @entry: the entry of a row made by mu_gui_entry_row_new()
 * @name: what the field is, with its context ("Name of Legionarii")
 *
 * Names the entry for a screen reader by @name alone: the row's title
 * ("Name") says what the field is only with the screen around it, and GTK
 * 4.8 reads a label and then the labels a widget is labelled by, so the
 * title the row labels it with is dropped.
 */
void
mu_gui_name_entry (GtkWidget *entry, const char *name)
{
  g_return_if_fail (GTK_IS_WIDGET (entry));
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/**
 * mu_gui_name_combo_row:
 * @row: (transfer none): an #AdwComboRow whose items are #GtkStringObject
 *
 * Names the row for a screen reader by its title and its current value
 * ("Paper size: A4"), now and whenever either changes: GTK 4.8 gives a
 * drop-down's value to no screen reader. A name other than the title (with
 * its context: "Number of Chariots") is the row's "mu-title" data; set
 * it, then notify "title".
 */
void
mu_gui_name_combo_row (GtkWidget *row)
{
  g_return_if_fail (ADW_IS_COMBO_ROW (row));
  g_signal_connect (row, "notify::selected-item", G_CALLBACK (name_combo_row), NULL);
  g_signal_connect (row, "notify::title", G_CALLBACK (name_combo_row), NULL);
  name_combo_row (ADW_COMBO_ROW (row));
}

/* The body told with each response, one of which has the focus: GTK 4.8
 * gives a screen reader a message dialog's body as no part of it. */
static void
describe_responses (GtkWidget *widget, const char *body)
{
  if (GTK_IS_BUTTON (widget))
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, body, -1);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    describe_responses (child, body);
}

/**
 * mu_gui_save_changes_dialog:
 * @parent: the window whose changes are not saved
 * @body: what is not saved, and that changes not saved are lost
 *
 * Makes the question asked before changes are lost: "Save Changes?" with
 * Cancel (also Escape), Discard (destructive) and Save (the default); the
 * caller connects "response" and presents it.
 *
 * Returns: (transfer none): the dialog
 */
GtkWidget *
mu_gui_save_changes_dialog (GtkWindow *parent, const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, _("Save Changes?"), body);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel",
                                    _("_Cancel"), "discard", _("_Discard"), "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  mu_gui_name_mnemonic_buttons (dialog);
  describe_responses (dialog, body);
  return dialog;
}

/**
 * mu_gui_find_child:
 * @widget: a widget
 * @type: a widget type
 *
 * Finds a widget of a type in a tree of widgets, depth first.
 *
 * Returns: (transfer none) (nullable): the first widget of @type under
 *   @widget, or @widget itself, depth first
 */
GtkWidget *
mu_gui_find_child (GtkWidget *widget, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = mu_gui_find_child (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The place of a shown item in the combo row's list of strings, found by
 * its text (the list view keeps only the items it shows); else its place
 * among the items shown */
static guint
item_position (AdwComboRow *combo, GtkWidget *item, guint shown)
{
  GListModel *model = adw_combo_row_get_model (combo);
  GtkWidget *label = mu_gui_find_child (item, GTK_TYPE_LABEL);
  const char *text = label != NULL ? gtk_label_get_text (GTK_LABEL (label)) : NULL;

  for (guint i = 0; text != NULL && GTK_IS_STRING_LIST (model) && i < g_list_model_get_n_items (model); i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), i), text) == 0)
      return i;
  return shown;
}

/* Enter on an item of a combo row's open list: that item, chosen */
static gboolean
combo_key_pressed (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
                   AdwComboRow *combo)
{
  GtkWidget *popover = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (keys));
  GtkWidget *list = mu_gui_find_child (popover, GTK_TYPE_LIST_VIEW);
  guint position = 0;

  if (list == NULL || (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter))
    return FALSE;
  for (GtkWidget *item = gtk_widget_get_first_child (list); item != NULL;
       item = gtk_widget_get_next_sibling (item), position++)
    if (gtk_widget_has_focus (item))
      {
        adw_combo_row_set_selected (combo, item_position (combo, item, position));
        gtk_popover_popdown (GTK_POPOVER (popover));
        return TRUE;
      }
  return FALSE;
}

/**
 * mu_gui_combo_row_enter_chooses:
 * @combo: an #AdwComboRow of a few items (all shown at once)
 *
 * GTK 4.8 puts the focus on an item of a combo row's open list, but Enter
 * there closes the list without choosing it. With this, Enter chooses the
 * focused item, as a keyboard user expects.
 */
void
mu_gui_combo_row_enter_chooses (GtkWidget *combo)
{
  GtkWidget *popover = mu_gui_find_child (combo, GTK_TYPE_POPOVER);
  GtkEventController *keys;

  if (popover == NULL)
    return;
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (combo_key_pressed), combo);
  gtk_widget_add_controller (popover, keys);
}

/* A combo row's item label in full, wrapped past some 40 characters, where
 * libadwaita's own factory cuts it at 20; its check mark for the chosen
 * item in the popover stays. */
static void
whole_setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *label = box != NULL ? gtk_widget_get_first_child (box) : NULL;

  if (!GTK_IS_LABEL (label))
    return;
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_NONE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
}

/**
 * mu_gui_combo_row_show_whole:
 * @combo: an #AdwComboRow with libadwaita's own factory
 *
 * Shows a combo row's items in full, wrapped past some 40 characters,
 * where libadwaita 1.2 cuts them at 20 ("Two small armies, eac…",
 * "Allowed for one point, …"): choices that begin alike are told apart.
 */
void
mu_gui_combo_row_show_whole (GtkWidget *combo)
{
  g_signal_connect_after (adw_combo_row_get_factory (ADW_COMBO_ROW (combo)), "setup",
                          G_CALLBACK (whole_setup), NULL);
}

/**
 * mu_gui_announce:
 * @widget: a widget in the window whose listener is to hear @text
 * @text: what an edit changed, in words
 *
 * Tells a screen reader what an edit changed. GTK 4.8 has no announcements,
 * and Orca 43 speaks a change of name only of the focused control or of the
 * active window: the window's name becomes its title and @text ("Ancient
 * British. Legal. 130 of 130 points."), which Orca speaks at once, and which
 * a listener asking for the window's title hears again. A new title names
 * the window anew.
 */
void
mu_gui_announce (GtkWidget *widget, const char *text)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  const char *title;
  g_autofree char *name = NULL;

  if (!GTK_IS_WINDOW (root))
    return;
  title = gtk_window_get_title (GTK_WINDOW (root));
  /* TRANSLATORS: a window's name for a screen reader after an edit: its
   * title, then what the edit changed */
  name = title != NULL ? g_strdup_printf (_("%s. %s"), title, text) : g_strdup (text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/**
 * mu_gui_unname_containers:
 * @widget: (transfer none): a widget, usually a window or a view
 *
 * GTK 4.8 names a list, a menu or a stack's page that has no label by its
 * class, and a screen reader speaks it on the way to the focus ("GtkListBox",
 * "GtkStackPage panel"). Every list box, popover menu and stack page under
 * @widget (and @widget itself) that has no name of its own gets an empty
 * one, which a screen reader passes over. Call it before naming any of them.
 */
void
mu_gui_unname_containers (GtkWidget *widget)
{
  if (GTK_IS_LIST_BOX (widget) || GTK_IS_POPOVER_MENU (widget))
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  if (GTK_IS_STACK (widget))
    for (GtkWidget *page = gtk_widget_get_first_child (widget); page != NULL;
         page = gtk_widget_get_next_sibling (page))
      gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_stack_get_page (GTK_STACK (widget), page)),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    mu_gui_unname_containers (child);
}

/* The focus leaves the control and comes back to it, without selecting an
 * entry's text as a new focus would. */
static void
refocus (gpointer data)
{
  GtkWindow *window = data;
  GtkWidget *focus = gtk_window_get_focus (window);

  if (focus != NULL && gtk_window_is_active (window))
    {
      g_object_ref (focus);
      gtk_window_set_focus (window, NULL);
      if (GTK_IS_TEXT (focus))
        gtk_text_grab_focus_without_selecting (GTK_TEXT (focus));
      else
        gtk_widget_grab_focus (focus);
      g_object_unref (focus);
    }
  g_object_unref (window);
}

static void
window_activated (GtkWindow *window)
{
  if (gtk_window_is_active (window))
    g_idle_add_once (refocus, g_object_ref (window));
}

/**
 * mu_gui_follow_focus:
 * @window: a window or dialog
 *
 * A screen reader ignores a focus that moved while its window was not
 * active, and GTK 4.8 tells it nothing of the focus when the window becomes
 * active: a dialog's first field, or the new army's general focused under
 * New Army as it closes, would be silent, and Orca would stay on what is
 * gone ("Could not find current location"). Each time @window becomes
 * active, its focus is told again, once the screen reader has heard the
 * window itself.
 */
void
mu_gui_follow_focus (GtkWindow *window)
{
  g_signal_connect (window, "notify::is-active", G_CALLBACK (window_activated), NULL);
}

/**
 * mu_gui_keep_place:
 * @kept: the place a widget shows; its unit id is @kept_unit
 * @kept_unit: (inout) (nullable): the unit id @kept owns
 * @place: the place to show now
 *
 * Keeps a copy of @place, its unit id copied into @kept_unit, for a widget
 * whose `place` property it is; the same place again changes nothing.
 *
 * Returns: %TRUE when @place was another place, and is kept now
 */
gboolean
mu_gui_keep_place (MuPlace *kept, char **kept_unit, const MuPlace *place)
{
  char *unit;

  if (kept->kind == place->kind && kept->command == place->command && kept->general == place->general
      && g_strcmp0 (kept->unit_id, place->unit_id) == 0)
    return FALSE;
  unit = g_strdup (place->unit_id);
  g_free (*kept_unit);
  *kept = *place;
  *kept_unit = unit;
  kept->unit_id = unit;
  return TRUE;
}
