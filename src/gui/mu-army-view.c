/* mu-army-view.c
 *
 * Updated in place from the evaluation after every edit: a row is kept by
 * its key (a unit's id, a general's place) and only its texts are set, so
 * an edit costs the rows it changed. The selection lives in the document.
 * Units are dragged between commands by their id.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "mu-army-list.h"
#include "mu-army-row.h"
#include "mu-army-view.h"
#include "mu-command-card.h"
#include "mu-command.h"
#include "mu-contingent-heading.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-general.h"
#include "mu-gui-util.h"
#include "mu-list-entry.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-unit.h"
#include "mu-wrap-layout.h"

struct _MuArmyView
{
  GtkBox parent_instance;
  GtkWidget *scrolled;
  GtkWidget *clamp;
  GtkWidget *commands_box; /* the cards, and the contingents' headings */
  GtkWidget *army_header;
  GtkWidget *army_title;
  GtkWidget *army_subtitle;
  GtkWidget *add_command;
  GtkWidget *add_first_command;
  GtkWidget *empty_state;
  MuDocument *document;
  guint rebuild_source;
  GMenuModel *menu;
  GdkFrameClock *reveal_clock; /* while the selected row waits to be scrolled into view */
  GPtrArray *list_boxes;       /* GtkListBox, one per command */
  GPtrArray *headings;         /* a contingent's heading, one per contingent of an army with allies */
  char *layout;                /* the contingent of each command, as the cards were made for */
  gboolean updating;
  gboolean empty;      /* no command: the empty state is shown */
  GtkWidget *progress; /* shown while a large army's rows are still being made */
  guint fill_source;   /* the next pass of rows, when the last one ran out */
  int budget;          /* rows a pass may still make */
  int placed;          /* rows a pass placed */
  gboolean incomplete; /* the last pass ran out of rows to make */
};

/* Rows made in one pass of the main loop: a large army is shown in passes,
 * the window drawn and answering between them. */
#define ROWS_PER_PASS 150

G_DEFINE_FINAL_TYPE (MuArmyView, mu_army_view, GTK_TYPE_BOX)

static const char * const unit_skip[] = { "cost", "points", "heroes", NULL };

static char *
points_text (MuEvaluation *evaluation, double points)
{
  g_autofree char *number = NULL;

  if (!evaluation->ruleset->has_points)
    return NULL;
  number = mu_format_number (points);
  /* TRANSLATORS: a unit's or general's cost in the army view */
  return g_strdup_printf (ngettext ("%s pt", "%s pts", points == 1 ? 1 : 2), number);
}

/* The points as a listener hears them: "10 points". */
static char *
spoken_points (MuEvaluation *evaluation, double points)
{
  g_autofree char *number = NULL;

  if (!evaluation->ruleset->has_points)
    return NULL;
  number = mu_format_number (points);
  /* TRANSLATORS: a unit's or general's cost, for a screen reader: "10 points" */
  return g_strdup_printf (ngettext ("%s point", "%s points", points == 1 ? 1 : 2), number);
}

/* A unit's row is dragged by the unit's id. */
static GdkContentProvider *
drag_prepare (GtkDragSource *source, double x, double y, gpointer user_data)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));

  return gdk_content_provider_new_typed (G_TYPE_STRING, mu_army_row_get_place (MU_ARMY_ROW (row))->unit_id);
}

static void
add_drag_source (GtkWidget *row)
{
  GtkDragSource *source = gtk_drag_source_new ();

  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "prepare", G_CALLBACK (drag_prepare), NULL);
  gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (source));
}

/* ---- the rows of a command, kept by key ---- */

/* The row of that key at the next index of the command's list: the one
 * already shown, moved there if it has to be, or a new one (created set to
 * TRUE). Rows not placed again stay in old and are removed once the command
 * is filled. NULL once the pass has made its share of rows: the rest of the
 * army is placed in the next pass. */
static MuArmyRow *
place_row (MuArmyView *self, GtkListBox *box, GHashTable *old, int *next, const char *key,
           const char *title_class, int depth, gboolean *created)
{
  MuArmyRow *row = g_hash_table_lookup (old, key);
  int index;

  *created = row == NULL;
  if (self->incomplete || (row == NULL && self->budget <= 0))
    {
      self->incomplete = TRUE;
      return NULL;
    }
  index = (*next)++;
  if (row == NULL)
    {
      self->budget--;
      row = mu_army_row_new (key, title_class, depth);
      gtk_list_box_insert (box, GTK_WIDGET (row), index);
      return row;
    }
  g_hash_table_remove (old, key);
  if (gtk_list_box_get_row_at_index (box, index) != GTK_LIST_BOX_ROW (row))
    {
      g_object_ref (row);
      gtk_list_box_remove (box, GTK_WIDGET (row));
      gtk_list_box_insert (box, GTK_WIDGET (row), index);
      g_object_unref (row);
    }
  return row;
}

/* "Boudica, mounted, heroic, with Warriors 2": the upgrades in the list's
 * order, the unit named as the player chooses it. */
static char *
general_title (MuEvaluation *evaluation, MuGeneral *general)
{
  GString *title = g_string_new (general->name != NULL ? general->name : _("Unnamed general"));
  g_autoptr(GPtrArray) upgrades = mu_evaluation_general_upgrades (evaluation, general);

  for (guint i = 0; i < upgrades->len; i++)
    g_string_append_printf (title, ", %s", (const char *) upgrades->pdata[i]);
  if (general->attached != NULL)
    {
      g_autofree char *unit = mu_evaluation_unit_name (evaluation, general->attached);

      if (unit != NULL)
        g_string_append_printf (title, _(", with %s"), unit);
    }
  return g_string_free (title, FALSE);
}

static void
place_general (MuArmyView *self, GtkListBox *box, GHashTable *old, int *next, MuUnitResult *result, int index)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);
  g_autofree char *key = g_strdup_printf ("general:%d", index);
  g_autofree char *title = NULL;
  gboolean created;
  MuArmyRow *row = place_row (self, box, old, next, key, "row-title", 0, &created);

  if (row == NULL)
    return;
  if (created)
    {
      gtk_widget_add_css_class (GTK_WIDGET (row), "general-row");
      mu_army_row_set_place (row, &(MuPlace){ MU_PLACE_GENERAL, -1, index, NULL });
    }
  title = general_title (evaluation, result->general);
  g_object_set (row, "title", title, NULL);
  if (mu_army_row_take_figures (row, result->figures, result->points))
    {
      g_autofree char *figures = mu_gui_join_figures (result->figures, unit_skip);
      g_autofree char *points = points_text (evaluation, result->points);
      g_autofree char *spoken = spoken_points (evaluation, result->points);
      /* TRANSLATORS: the subtitle of a general's row: "General · Save 2+ · Victory points 2" */
      g_autofree char *subtitle = g_strdup_printf (_("General · %s"), figures);

      mu_army_row_set_text (row, title, subtitle, points);
      mu_army_row_set_speech (row, _("General"), spoken);
    }
}

static GMenuModel *
unit_menu (gboolean subunits)
{
  GMenu *menu = g_menu_new ();
  GMenu *moves = g_menu_new ();
  GMenu *last = g_menu_new ();

  g_menu_append (menu, _("_Duplicate"), "win.duplicate");
  if (subunits)
    g_menu_append (menu, _("Add a _Sub-unit"), "win.add-subunit");
  g_menu_append (menu, _("Add a _Hero"), "win.add-hero");
  g_menu_append (moves, _("Move _Up"), "win.move-up");
  g_menu_append (moves, _("Move Do_wn"), "win.move-down");
  g_menu_append (moves, _("To the _Previous Command"), "win.move-previous-command");
  g_menu_append (moves, _("To the _Next Command"), "win.move-next-command");
  g_menu_append (last, _("_Remove"), "win.remove");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (moves));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (last));
  g_object_unref (moves);
  g_object_unref (last);
  return G_MENU_MODEL (menu);
}

/* Opening a unit's menu selects the unit, which the menu's actions act on. */
static void
menu_about_to_show (GtkMenuButton *button, gpointer user_data)
{
  MuArmyView *self = user_data;
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), MU_TYPE_ARMY_ROW);

  mu_document_select (self->document, mu_army_row_get_place (MU_ARMY_ROW (row)));
  if (gtk_menu_button_get_menu_model (button) == NULL)
    gtk_menu_button_set_menu_model (button, self->menu);
}

static GtkWidget *
unit_menu_button (MuArmyView *self)
{
  GtkWidget *button = gtk_menu_button_new ();

  if (self->menu == NULL)
    self->menu = unit_menu (mu_document_get_list (self->document)->ruleset->has_subunits);
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (button), menu_about_to_show, self, NULL);
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-more-symbolic");
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, _("Unit menu"));
  /* the row is the Tab stop; Shift+F10 or the Menu key on it opens the menu */
  gtk_widget_set_focusable (button, FALSE);
  gtk_widget_set_can_focus (button, FALSE);
  if (gtk_widget_get_first_child (button) != NULL)
    gtk_widget_set_focusable (gtk_widget_get_first_child (button), FALSE);
  return button;
}

static char *
unit_title (MuEvaluation *evaluation, MuUnit *unit)
{
  g_autofree char *name = mu_evaluation_unit_name (evaluation, unit->id);
  g_autofree char *generals = mu_evaluation_unit_generals (evaluation, unit->id);
  GString *title = g_string_new (name != NULL ? name : mu_gui_unit_label (evaluation->list, unit));

  if (generals != NULL)
    /* TRANSLATORS: the generals attached to a unit, after its name: "Warriors 2, with Boudica" */
    g_string_append_printf (title, C_ ("generals", ", with %s"), generals);
  if (unit->count != 1)
    g_string_append_printf (title, " ×%" G_GINT64_FORMAT, unit->count);
  for (guint i = 0; i < unit->heroes->len; i++)
    if (mu_unit_hero_says_hero (unit->heroes->pdata[i]))
      g_string_append_printf (title, " · %s", (char *) unit->heroes->pdata[i]);
    else
      /* TRANSLATORS: a hero with a unit, after its name */
      g_string_append_printf (title, _(" · hero %s"), (char *) unit->heroes->pdata[i]);
  return g_string_free (title, FALSE);
}

/* What a unit's row is made of once: its id, the drag source and the menu. */
static void
set_up_unit_row (MuArmyView *self, MuArmyRow *row, MuUnit *unit, int depth)
{
  mu_army_row_set_place (row, &MU_PLACE_OF_UNIT (unit->id));
  gtk_widget_set_name (GTK_WIDGET (row), unit->id);
  if (depth == 0 && !mu_document_is_read_only (self->document))
    {
      add_drag_source (GTK_WIDGET (row));
      mu_army_row_set_menu (row, unit_menu_button (self));
    }
}

/* A unit's row: its title every time (its number, generals, count and
 * heroes), its figures and points only when they changed. */
static void
place_unit (MuArmyView *self, GtkListBox *box, GHashTable *old, int *next, MuUnitResult *result, int depth,
            int position)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);
  g_autofree char *key = g_strdup_printf ("unit:%d:%s", depth, result->unit->id);
  g_autofree char *title = NULL;
  gboolean created;
  MuArmyRow *row = place_row (self, box, old, next, key, "row-title", depth, &created);

  if (row == NULL)
    return;
  if (created)
    set_up_unit_row (self, row, result->unit, depth);
  mu_army_row_set_position (row, position);
  title = unit_title (evaluation, result->unit);
  g_object_set (row, "title", title, "kind", result->entry != NULL ? result->entry->description : NULL, NULL);
  if (mu_army_row_take_figures (row, result->figures, result->points))
    {
      g_autofree char *figures = mu_gui_join_figures (result->figures, unit_skip);
      g_autofree char *points = points_text (evaluation, result->points);
      g_autofree char *spoken = spoken_points (evaluation, result->points);

      mu_army_row_set_text (row, title, figures, points);
      g_object_set (row, "spoken-points", spoken, NULL);
    }
  if (mu_army_row_get_menu (row) != NULL)
    {
      g_autofree char *command = mu_evaluation_command_name (evaluation, result->command);
      /* TRANSLATORS: the name of a unit's "⋮" button for a screen reader:
       * "Menu for Legionarii (Command 1)" */
      g_autofree char *name = g_strdup_printf (_("Menu for %s (%s)"), title, command);

      mu_army_row_name_menu (row, name);
    }
}

static void
place_units (MuArmyView *self, GtkListBox *box, GHashTable *old, int *next, GPtrArray *results, int depth)
{
  for (guint i = 0; i < results->len && !self->incomplete; i++)
    {
      MuUnitResult *result = results->pdata[i];

      place_unit (self, box, old, next, result, depth, depth == 0 ? (int) i : -1);
      place_units (self, box, old, next, result->subunits, depth + 1);
    }
}

static void
place_waiting_heroes (MuArmyView *self, GtkListBox *box, GHashTable *old, int *next, MuCommand *command)
{
  for (guint i = 0; i < command->heroes->len; i++)
    {
      g_autofree char *key = g_strdup_printf ("hero:%u", i);
      const char *hero = command->heroes->pdata[i];
      g_autofree char *text
          = mu_unit_hero_says_hero (hero) ? g_strdup (hero) : g_strdup_printf (_("Hero %s"), hero);
      gboolean created;
      MuArmyRow *row = place_row (self, box, old, next, key, "row-title", 0, &created);

      if (row == NULL)
        return;
      if (created)
        {
          gtk_widget_add_css_class (GTK_WIDGET (row), "waiting");
          mu_army_row_set_place (row, &MU_PLACE_OF_COMMAND (-1));
        }
      mu_army_row_set_text (row, text, _("Not with a unit yet: select the command to allocate him"), NULL);
    }
}

static void
place_empty (MuArmyView *self, GtkListBox *box, GHashTable *old, int *next)
{
  gboolean created;
  MuArmyRow *row = place_row (self, box, old, next, "empty", "dim-label", 0, &created);

  if (row == NULL)
    return;
  mu_army_row_set_text (row, _("No units yet"), _("Add units from the list on the left"), NULL);
}

/* The rows shown now, by key. */
static GHashTable *
rows_by_key (GtkListBox *box)
{
  GHashTable *rows = g_hash_table_new (g_str_hash, g_str_equal);
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (box, i)) != NULL; i++)
    g_hash_table_insert (rows, (gpointer) mu_army_row_get_key (MU_ARMY_ROW (row)), row);
  return rows;
}

static void
fill_rows (MuArmyView *self, GtkListBox *box, MuCommandResult *result)
{
  g_autoptr(GHashTable) old = rows_by_key (box);
  GHashTableIter iter;
  gpointer row;
  int next = 0;

  for (guint i = 0; i < result->generals->len; i++)
    place_general (self, box, old, &next, result->generals->pdata[i], (int) i);
  place_units (self, box, old, &next, result->units, 0);
  place_waiting_heroes (self, box, old, &next, result->command);
  if (next == 0)
    place_empty (self, box, old, &next);
  self->placed += next;
  /* a pass cut short leaves the rows it did not reach to the next one */
  if (self->incomplete)
    return;
  g_hash_table_iter_init (&iter, old);
  while (g_hash_table_iter_next (&iter, NULL, &row))
    gtk_list_box_remove (box, row);
}

/* ---- commands ---- */

static void row_selected (MuArmyView *self, GtkListBoxRow *row, GtkListBox *box);
static gboolean drop_unit (GtkDropTarget *target, const GValue *value, double x, double y, MuArmyView *self);

/* The army's heading is read by its title, then its summary. */
static void
name_button (GtkWidget *button, const char *title, const char *summary)
{
  g_autofree char *name
      = summary != NULL && *summary != '\0' ? g_strdup_printf ("%s, %s", title, summary) : g_strdup (title);

  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/* The command a list of rows is the command card's of. */
static int
command_of (GtkWidget *rows)
{
  return mu_command_card_get_command (MU_COMMAND_CARD (gtk_widget_get_parent (rows)));
}

/* Choosing something with a click or Enter also shows its details: in a
 * narrow window the inspector is folded away until asked for. */
static void
show_details (MuArmyView *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.show-details", NULL);
}

static void
header_clicked (MuCommandCard *card, MuArmyView *self)
{
  mu_document_select (self->document, &MU_PLACE_OF_COMMAND (mu_command_card_get_command (card)));
  show_details (self);
}

/* Shift+F10 or the Menu key on a unit's row opens its menu, whose button
 * takes no Tab stop of its own. */
static gboolean
row_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                 MuArmyView *self)
{
  GtkWidget *box = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GtkRoot *root = gtk_widget_get_root (box);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *menu;

  if (!(keyval == GDK_KEY_Menu || (keyval == GDK_KEY_F10 && (state & GDK_SHIFT_MASK) != 0)))
    return FALSE;
  while (focus != NULL && !MU_IS_ARMY_ROW (focus))
    focus = gtk_widget_get_parent (focus);
  menu = focus != NULL ? mu_army_row_get_menu (MU_ARMY_ROW (focus)) : NULL;
  if (menu == NULL)
    return FALSE;
  gtk_menu_button_popup (GTK_MENU_BUTTON (menu));
  return TRUE;
}

/* The card of the command at index, empty until filled; its list box is the
 * index-th of list_boxes. */
static GtkWidget *
command_card (MuArmyView *self, int index)
{
  GtkWidget *card = mu_command_card_new (index);
  GtkWidget *box = GTK_WIDGET (mu_command_card_get_rows (MU_COMMAND_CARD (card)));
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_MOVE);
  GtkEventController *keys = gtk_event_controller_key_new ();

  g_signal_connect (card, "header-clicked", G_CALLBACK (header_clicked), self);
  mu_gui_unname_containers (box);
  g_signal_connect_swapped (box, "row-selected", G_CALLBACK (row_selected), self);
  g_signal_connect_swapped (box, "row-activated", G_CALLBACK (show_details), self);
  g_signal_connect (target, "drop", G_CALLBACK (drop_unit), self);
  gtk_widget_add_controller (box, GTK_EVENT_CONTROLLER (target));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (row_key_pressed), self);
  gtk_widget_add_controller (box, keys);
  g_ptr_array_add (self->list_boxes, box);
  return card;
}

static void
fill_card (MuArmyView *self, guint index)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);
  GtkWidget *box = self->list_boxes->pdata[index];

  mu_command_card_set_evaluation (MU_COMMAND_CARD (gtk_widget_get_parent (box)), evaluation);
  fill_rows (self, GTK_LIST_BOX (box), evaluation->commands->pdata[index]);
}

/* As many cards as commands, new ones after the last, each filled. */
static void
fill_cards (MuArmyView *self)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);

  while (self->list_boxes->len > evaluation->commands->len)
    {
      GtkWidget *box = g_ptr_array_steal_index (self->list_boxes, self->list_boxes->len - 1);
      gtk_box_remove (GTK_BOX (self->commands_box), gtk_widget_get_parent (box));
    }
  while (self->list_boxes->len < evaluation->commands->len)
    {
      guint count = self->list_boxes->len;
      GtkWidget *after = count > 0 ? gtk_widget_get_parent (self->list_boxes->pdata[count - 1]) : NULL;

      gtk_box_insert_child_after (GTK_BOX (self->commands_box), command_card (self, (int) count), after);
    }
  for (guint i = 0; i < self->list_boxes->len; i++)
    fill_card (self, i);
}

/* ---- the army ---- */

static void
army_clicked (MuArmyView *self)
{
  mu_document_select (self->document, &MU_PLACE_OF_NOTHING);
  show_details (self);
}

static void
fill_army_header (MuArmyView *self)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);
  g_autofree char *title = mu_document_get_title (self->document);
  const char *player = mu_roster_get_player (evaluation->roster);
  g_autofree char *subtitle = NULL;

  subtitle = player != NULL
      ? g_strdup_printf (_("%s · %s · %s"), evaluation->list->name, evaluation->ruleset->name, player)
      : g_strdup_printf (_("%s · %s"), evaluation->list->name, evaluation->ruleset->name);
  mu_gui_set_text (self->army_title, title);
  mu_gui_set_text (self->army_subtitle, subtitle);
  name_button (self->army_header, title, subtitle);
}

static gboolean
row_is_selection (GtkListBoxRow *row, const MuPlace *sel, int command)
{
  const MuPlace *place = mu_army_row_get_place (MU_ARMY_ROW (row));

  if (place->kind != sel->kind || command != sel->command || place->kind == MU_PLACE_COMMAND)
    return FALSE;
  if (place->kind == MU_PLACE_UNIT)
    return g_strcmp0 (place->unit_id, sel->unit_id) == 0;
  return place->general == sel->general;
}

static void
show_box_selection (MuArmyView *self, GtkListBox *box, int command, gboolean focus)
{
  const MuPlace *sel = mu_document_get_selection (self->document);
  GtkWidget *card = gtk_widget_get_parent (GTK_WIDGET (box));
  GtkListBoxRow *found = NULL;

  for (int n = 0; found == NULL; n++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (box, n);
      if (row == NULL)
        break;
      if (row_is_selection (row, sel, command))
        found = row;
    }
  if (sel->kind == MU_PLACE_COMMAND && sel->command == command)
    gtk_widget_add_css_class (card, "selected-command");
  else
    gtk_widget_remove_css_class (card, "selected-command");
  if (found == NULL)
    {
      gtk_list_box_unselect_all (box);
      return;
    }
  if (gtk_list_box_get_selected_row (box) != found)
    gtk_list_box_select_row (box, found);
  if (focus && !gtk_widget_has_focus (GTK_WIDGET (found)))
    gtk_widget_grab_focus (GTK_WIDGET (found));
}

/* Whether the keyboard focus is in the view. */
static gboolean
has_focus (MuArmyView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focused = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focused != NULL && gtk_widget_is_ancestor (focused, GTK_WIDGET (self));
}

static void
show_selection_focused (MuArmyView *self, gboolean focus)
{
  self->updating = TRUE;
  for (guint i = 0; i < self->list_boxes->len; i++)
    show_box_selection (self, self->list_boxes->pdata[i], (int) i, focus);
  self->updating = FALSE;
}

static void
show_selection (MuArmyView *self)
{
  show_selection_focused (self, has_focus (self));
}

/* ---- a large army, in passes ---- */

static int
count_unit_rows (GPtrArray *results)
{
  int count = (int) results->len;

  for (guint i = 0; i < results->len; i++)
    count += count_unit_rows (((MuUnitResult *) results->pdata[i])->subunits);
  return count;
}

/* The rows the whole army takes, as fill_rows () places them. */
static int
count_rows (MuEvaluation *evaluation)
{
  int count = 0;

  for (guint i = 0; i < evaluation->commands->len; i++)
    {
      MuCommandResult *result = evaluation->commands->pdata[i];
      int rows = (int) result->generals->len + count_unit_rows (result->units)
                 + (int) result->command->heroes->len;

      count += MAX (rows, 1);
    }
  return count;
}

static void fill_pass (MuArmyView *self);

static gboolean
fill_idle (gpointer user_data)
{
  MuArmyView *self = user_data;

  self->fill_source = 0;
  if (self->document != NULL && !self->empty)
    {
      fill_pass (self);
      show_selection (self);
    }
  return G_SOURCE_REMOVE;
}

/* Shows how far the rows are made while a pass was cut short, and queues the
 * next pass below the priority of drawing and input. */
static void
show_progress (MuArmyView *self)
{
  g_autofree char *text = NULL;
  int total;

  gtk_widget_set_visible (self->progress, self->incomplete);
  if (!self->incomplete)
    return;
  total = count_rows (mu_document_get_evaluation (self->document));
  /* TRANSLATORS: shown while a large army is put on screen */
  text = g_strdup_printf (_("Showing the army: %d of %d rows"), self->placed, total);
  gtk_progress_bar_set_text (GTK_PROGRESS_BAR (self->progress), text);
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress),
                                 total > 0 ? (double) self->placed / total : 1.0);
  if (self->fill_source == 0)
    self->fill_source = g_idle_add (fill_idle, self);
}

/* One pass over the cards: at most ROWS_PER_PASS new rows. */
static void
fill_pass (MuArmyView *self)
{
  self->budget = ROWS_PER_PASS;
  self->placed = 0;
  self->incomplete = FALSE;
  self->updating = TRUE;
  fill_cards (self);
  self->updating = FALSE;
  show_progress (self);
}

/* Which contingent each command belongs to: the view is made anew when
 * this changes. */
static char *
contingent_layout (MuEvaluation *evaluation)
{
  GPtrArray *commands = mu_roster_get_commands (evaluation->roster);
  GString *layout = g_string_new (NULL);

  g_string_append_printf (layout, "%u:", mu_roster_count_contingents (evaluation->roster));
  /* an army without allies is updated in place, as ever */
  for (guint i = 0; i < commands->len && mu_roster_count_contingents (evaluation->roster) > 1; i++)
    g_string_append_printf (layout, "%u,", ((MuCommand *) commands->pdata[i])->contingent);
  return g_string_free (layout, FALSE);
}

static void
fill_headings (MuArmyView *self)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);

  for (guint i = 0; i < self->headings->len; i++)
    mu_contingent_heading_fill (self->headings->pdata[i], evaluation);
}

/* In an army with allies, each contingent's heading before its first
 * command's card; an allied contingent without commands, after the last. */
static void
place_headings (MuArmyView *self)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);
  GPtrArray *commands = mu_roster_get_commands (evaluation->roster);
  guint count = mu_roster_count_contingents (evaluation->roster);
  gboolean editable = !mu_document_is_read_only (self->document);

  g_ptr_array_set_size (self->headings, 0);
  if (count < 2)
    return;
  for (guint number = 0; number < count; number++)
    {
      GtkWidget *heading = mu_contingent_heading_new (number, editable);
      GtkWidget *before = NULL;

      for (guint i = 0; i < commands->len && i < self->list_boxes->len && before == NULL; i++)
        if (((MuCommand *) commands->pdata[i])->contingent == number)
          before = gtk_widget_get_parent (self->list_boxes->pdata[i]);
      if (before != NULL)
        gtk_box_insert_child_after (GTK_BOX (self->commands_box), heading,
                                    gtk_widget_get_prev_sibling (before));
      else
        gtk_box_append (GTK_BOX (self->commands_box), heading);
      g_ptr_array_add (self->headings, heading);
    }
  fill_headings (self);
}

/* Everything made anew: for a new document, or between no command and some. */
static void
rebuild (MuArmyView *self)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled));
  double scroll = gtk_adjustment_get_value (adjustment);

  mu_gui_clear_box (self->commands_box);
  g_ptr_array_set_size (self->list_boxes, 0);
  g_ptr_array_set_size (self->headings, 0);
  g_free (self->layout);
  self->layout = contingent_layout (evaluation);
  gtk_widget_set_visible (self->army_header, TRUE);
  fill_army_header (self);
  self->empty = evaluation->commands->len == 0;
  gtk_widget_set_visible (self->empty_state, self->empty);
  gtk_widget_set_visible (self->commands_box, !self->empty);
  gtk_widget_set_visible (self->add_command, !self->empty);
  if (self->empty)
    {
      self->incomplete = FALSE;
      gtk_widget_set_visible (self->progress, FALSE);
      return;
    }
  gtk_widget_set_sensitive (self->add_command, !mu_document_is_read_only (self->document));
  fill_pass (self);
  place_headings (self);
  show_selection (self);
  gtk_adjustment_set_value (adjustment, scroll);
}

/* After an edit: the rows that changed are changed, the others left alone,
 * so the focus, the scroll position and the text layouts stay. */
static void
update (MuArmyView *self)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);
  gboolean focus = has_focus (self);
  g_autofree char *layout = contingent_layout (evaluation);

  if (self->empty != (evaluation->commands->len == 0) || g_strcmp0 (layout, self->layout) != 0)
    {
      rebuild (self);
      return;
    }
  fill_army_header (self);
  if (self->empty)
    return;
  fill_pass (self);
  fill_headings (self);
  show_selection_focused (self, focus);
}

static void
row_selected (MuArmyView *self, GtkListBoxRow *row, GtkListBox *box)
{
  MuPlace place;

  if (self->updating || row == NULL)
    return;
  /* a row knows what it shows; its list box, which command */
  place = *mu_army_row_get_place (MU_ARMY_ROW (row));
  place.command = command_of (GTK_WIDGET (box));
  if (place.kind == MU_PLACE_NONE)
    place.kind = MU_PLACE_COMMAND;
  mu_document_select (self->document, &place);
}

static gboolean
drop_unit (GtkDropTarget *target, const GValue *value, double x, double y, MuArmyView *self)
{
  GtkWidget *box = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  GtkListBoxRow *row = gtk_list_box_get_row_at_y (GTK_LIST_BOX (box), (int) y);
  int command = command_of (box);
  int position = -1;
  g_autofree char *id = g_value_dup_string (value);
  g_autoptr(GError) error = NULL;

  if (row != NULL)
    position = mu_army_row_get_position (MU_ARMY_ROW (row));
  if (!mu_document_move_unit (self->document, id, command, position, &error))
    return FALSE;
  mu_document_select (self->document, &MU_PLACE_OF_UNIT (id));
  return TRUE;
}

static gboolean
rebuild_idle (gpointer user_data)
{
  MuArmyView *self = user_data;

  self->rebuild_source = 0;
  if (self->document != NULL)
    update (self);
  return G_SOURCE_REMOVE;
}

/* An edit made from one of the view's own widgets must not destroy that
 * widget inside its signal handler: the view is rebuilt right after, before
 * the next frame is drawn. */
static void
queue_rebuild (MuArmyView *self)
{
  if (self->rebuild_source == 0)
    self->rebuild_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 10, rebuild_idle, self, NULL);
}

/* An edit's figures: the army's and each command's headings show them
 * at once, in the frame that shows the summary's (GTK handles a key inside
 * the frame, before its paint, and an idle runs after it); the rows follow
 * in the rebuild. Cards made or removed wait for it too. */
static void
document_changed (MuArmyView *self)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);
  g_autofree char *layout = contingent_layout (evaluation);

  queue_rebuild (self);
  if (self->empty || !gtk_widget_get_visible (self->army_header) || g_strcmp0 (layout, self->layout) != 0
      || self->list_boxes->len != evaluation->commands->len)
    return;
  fill_army_header (self);
  for (guint i = 0; i < self->list_boxes->len; i++)
    mu_command_card_set_evaluation (MU_COMMAND_CARD (gtk_widget_get_parent (self->list_boxes->pdata[i])),
                                    evaluation);
  fill_headings (self);
}

/* What of the selected row's card must be shown, where the scrolled
 * window's adjustment counts (from the top of the clamp, above the margin):
 * the row, and the command's heading above it when it is the card's first
 * row (a new command's general). FALSE when no row is selected. */
static gboolean
reveal_bounds (MuArmyView *self, graphene_rect_t *bounds)
{
  GtkWidget *clamp = self->clamp;

  for (guint i = 0; i < self->list_boxes->len; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_selected_row (self->list_boxes->pdata[i]);
      GtkWidget *card = gtk_widget_get_parent (self->list_boxes->pdata[i]);
      graphene_rect_t heading;

      if (row == NULL || !gtk_widget_compute_bounds (GTK_WIDGET (row), clamp, bounds))
        continue;
      if (gtk_list_box_row_get_index (row) == 0
          && gtk_widget_compute_bounds (gtk_widget_get_first_child (card), clamp, &heading))
        graphene_rect_union (bounds, &heading, bounds);
      return TRUE;
    }
  return FALSE;
}

static void
reveal (MuArmyView *self)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled));
  double top = gtk_adjustment_get_value (adjustment);
  double page = gtk_adjustment_get_page_size (adjustment);
  graphene_rect_t bounds;

  if (!reveal_bounds (self, &bounds))
    return;
  if (bounds.origin.y < top)
    gtk_adjustment_set_value (adjustment, bounds.origin.y - 48);
  else if (bounds.origin.y + bounds.size.height > top + page)
    gtk_adjustment_set_value (adjustment,
                              MIN (bounds.origin.y, bounds.origin.y + bounds.size.height - page + 12));
}

static void
stop_reveal (MuArmyView *self)
{
  if (self->reveal_clock != NULL)
    g_signal_handlers_disconnect_by_data (self->reveal_clock, self);
  g_clear_object (&self->reveal_clock);
}

/* After the frame's layout, when the rows an edit made have their places
 * and the scrolled window knows the army's new height; setting the
 * position then lays out again within the same frame. */
static void
reveal_after_layout (GdkFrameClock *clock, MuArmyView *self)
{
  /* the rows are made in an idle before the frame: not yet */
  if (self->rebuild_source != 0)
    return;
  stop_reveal (self);
  reveal (self);
}

/* Scrolls the selected row into view once the view is laid out. */
static void
queue_reveal (MuArmyView *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  if (clock == NULL || self->reveal_clock != NULL)
    return;
  self->reveal_clock = g_object_ref (clock);
  g_signal_connect_after (clock, "layout", G_CALLBACK (reveal_after_layout), self);
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_LAYOUT);
}

/**
 * mu_army_view_focus_selection:
 * @self: an army view
 *
 * Moves the keyboard focus to the selected row, which scrolls it into
 * view. Does nothing when no row is selected.
 */
void
mu_army_view_focus_selection (MuArmyView *self)
{
  for (guint i = 0; i < self->list_boxes->len; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_selected_row (self->list_boxes->pdata[i]);

      if (row != NULL)
        {
          gtk_widget_grab_focus (GTK_WIDGET (row));
          return;
        }
    }
}

/**
 * mu_army_view_set_document:
 * @self: an army view
 * @document: (nullable) (transfer none): the document to show, or %NULL to
 *   show nothing
 *
 * Shows a document's army, command by command, and follows its changes
 * and selection; the view holds a reference to @document.
 */
void
mu_army_view_set_document (MuArmyView *self, MuDocument *document)
{
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  /* the menu offers sub-units where the document's rules have them */
  g_clear_object (&self->menu);
  if (document == NULL)
    {
      mu_gui_clear_box (self->commands_box);
      g_ptr_array_set_size (self->list_boxes, 0);
      g_ptr_array_set_size (self->headings, 0);
      gtk_widget_set_visible (self->army_header, FALSE);
      gtk_widget_set_visible (self->commands_box, FALSE);
      gtk_widget_set_visible (self->add_command, FALSE);
      gtk_widget_set_visible (self->empty_state, FALSE);
      g_clear_handle_id (&self->fill_source, g_source_remove);
      gtk_widget_set_visible (self->progress, FALSE);
      return;
    }
  g_signal_connect_swapped (document, "changed", G_CALLBACK (document_changed), self);
  g_signal_connect_swapped (document, "selection-changed", G_CALLBACK (show_selection), self);
  g_signal_connect_swapped (document, "selection-changed", G_CALLBACK (queue_reveal), self);
  rebuild (self);
}

static void
mu_army_view_dispose (GObject *object)
{
  MuArmyView *self = MU_ARMY_VIEW (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_handle_id (&self->rebuild_source, g_source_remove);
  stop_reveal (self);
  g_clear_handle_id (&self->fill_source, g_source_remove);
  g_clear_pointer (&self->list_boxes, g_ptr_array_unref);
  g_clear_pointer (&self->headings, g_ptr_array_unref);
  g_clear_pointer (&self->layout, g_free);
  g_clear_object (&self->menu);
  G_OBJECT_CLASS (mu_army_view_parent_class)->dispose (object);
}

static void
mu_army_view_class_init (MuArmyViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = mu_army_view_dispose;
  g_type_ensure (MU_TYPE_WRAP_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/mu-army-view.ui");
  gtk_widget_class_bind_template_child (widget_class, MuArmyView, progress);
  gtk_widget_class_bind_template_child (widget_class, MuArmyView, scrolled);
  gtk_widget_class_bind_template_child (widget_class, MuArmyView, clamp);
  gtk_widget_class_bind_template_child (widget_class, MuArmyView, army_header);
  gtk_widget_class_bind_template_child (widget_class, MuArmyView, army_title);
  gtk_widget_class_bind_template_child (widget_class, MuArmyView, army_subtitle);
  gtk_widget_class_bind_template_child (widget_class, MuArmyView, commands_box);
  gtk_widget_class_bind_template_child (widget_class, MuArmyView, add_command);
  gtk_widget_class_bind_template_child (widget_class, MuArmyView, empty_state);
  gtk_widget_class_bind_template_child (widget_class, MuArmyView, add_first_command);
  gtk_widget_class_bind_template_callback (widget_class, army_clicked);
}

static void
mu_army_view_init (MuArmyView *self)
{
  self->list_boxes = g_ptr_array_new ();
  self->headings = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  mu_gui_name_mnemonic_buttons (self->add_command);
  mu_gui_name_mnemonic_buttons (self->add_first_command);
}

/**
 * mu_army_view_new:
 *
 * Makes an army view showing no document yet.
 *
 * Returns: (transfer floating): the view
 */
GtkWidget *
mu_army_view_new (void)
{
  return g_object_new (MU_TYPE_ARMY_VIEW, NULL);
}
