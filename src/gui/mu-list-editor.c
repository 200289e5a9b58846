/* mu-list-editor.c: the window where an army list is entered or changed
 *
 * The window shows a MuListDraft: the header, the army options, the rows
 * in the book's order and the footnotes, each as a form, and beside them
 * the problems of the list. Every field changes the draft when it is
 * applied (Enter, or its apply button); the draft keeps the undo history
 * and checks itself. After each edit the form shows the draft again in
 * place: the widgets of what is still there stay (and with them the focus,
 * the open rows and what is being typed), new rows get widgets and removed
 * ones lose theirs; the small sections of options, footnotes and allies
 * are made again only when what they show changed. Saving installs the list into the
 * player's own folder, which raises its revision when its meaning changed.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "mu-army-list.h"
#include "mu-gui-util.h"
#include "mu-issue-row.h"
#include "mu-issue.h"
#include "mu-library.h"
#include "mu-list-actions.h"
#include "mu-list-editor-private.h"
#include "mu-list-ids.h"
#include "mu-list-entry.h"
#include "mu-ruleset.h"
#include "mu-user-lists.h"
#include "mu-window.h"

G_DEFINE_FINAL_TYPE (MuListEditor, mu_list_editor, ADW_TYPE_WINDOW)

enum
{
  PROP_0,
  PROP_APPLICATION,
  PROP_DRAFT,
  PROP_FILE,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

/* Helpers for the parts */

/* What a field showed when it was last filled or applied: a text that
 * differs from it is being typed, and is kept when the form is built again */
static void
mark_shown (GtkEditable *entry)
{
  g_object_set_data_full (G_OBJECT (entry), "shown", g_strdup (gtk_editable_get_text (entry)), g_free);
}

/* The widget to focus once the draft is shown */
void
_mu_list_editor_focus_later (MuListEditor *self, GtkWidget *widget)
{
  g_set_weak_pointer (&self->focus_widget, widget);
}

/* A widget just made: focused when it is the one asked for (a new row's
 * first field, a new footnote's text, a new rule's rows' chooser, a
 * control of a section made again, which every control of the footnotes
 * and allies claims: one that does not loses the focus, and the form its
 * place, when its section is made again under it) */
void
_mu_list_editor_claim_focus (MuListEditor *self, GtkWidget *widget, const char *name)
{
  if (self->focus_next == NULL || !g_str_equal (self->focus_next, name))
    return;
  _mu_list_editor_focus_later (self, widget);
  g_clear_pointer (&self->focus_next, g_free);
  if (self->carry_text != NULL && GTK_IS_EDITABLE (widget))
    {
      /* what was typed goes on being typed, not replaced */
      gtk_editable_set_text (GTK_EDITABLE (widget), self->carry_text);
      mu_gui_keep_cursor (widget);
    }
  g_clear_pointer (&self->carry_text, g_free);
}

/* Whether the field has the focus with a text not yet applied */
static gboolean
typing_in (MuListEditor *self, GtkWidget *entry)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  return focus != NULL && (focus == entry || gtk_widget_is_ancestor (focus, entry))
         && g_strcmp0 (g_object_get_data (G_OBJECT (entry), "shown") ?: "",
                       gtk_editable_get_text (GTK_EDITABLE (entry)))
                != 0;
}

/* A field shows the draft's value again: touched only when that value is
 * not what it last showed, and then not while it is being typed into,
 * unless undo or redo puts the whole list back */
void
_mu_list_editor_show (MuListEditor *self, GtkWidget *entry, const char *value)
{
  const char *shown = g_object_get_data (G_OBJECT (entry), "shown");

  if (value == NULL)
    value = "";
  if (g_strcmp0 (shown, value) == 0 && !self->restoring)
    return;
  if (!self->restoring && typing_in (self, entry))
    return;
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (entry)), value) != 0)
    gtk_editable_set_text (GTK_EDITABLE (entry), value);
  mark_shown (GTK_EDITABLE (entry));
}

/* A section made again when what it shows (@new_shape, taken) is not what
 * it was made from: emptied, the widget it had the focus in, and what was
 * typed there, asked for again by name. FALSE: the section stays. */
gboolean
_mu_list_editor_reshape (MuListEditor *self, GtkWidget *box, char **shape, char *new_shape)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *child;

  if (*shape != NULL && g_str_equal (*shape, new_shape))
    {
      g_free (new_shape);
      return FALSE;
    }
  g_free (*shape);
  *shape = new_shape;
  if (self->focus_next == NULL && focus != NULL && gtk_widget_is_ancestor (focus, box))
    for (GtkWidget *w = focus; w != box; w = gtk_widget_get_parent (w))
      if (strchr (gtk_widget_get_name (w), ':') != NULL)
        {
          self->focus_next = g_strdup (gtk_widget_get_name (w));
          if (GTK_IS_EDITABLE (w) && typing_in (self, w) && !self->restoring)
            self->carry_text = g_strdup (gtk_editable_get_text (GTK_EDITABLE (w)));
          break;
        }
  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);
  return TRUE;
}

/* A field applied: by Enter, or by leaving it with a text not yet applied
 * (but not as a section made again takes it away) */
static void
entry_activated (GtkWidget *entry, MuListEditor *self)
{
  void (*applied) (GtkWidget *, MuListEditor *) = g_object_get_data (G_OBJECT (entry), "applied");

  mark_shown (GTK_EDITABLE (entry));
  applied (entry, self);
}

static void
entry_left (GtkEventControllerFocus *focus, MuListEditor *self)
{
  GtkWidget *entry = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus));

  /* a long text left shows its start, as the book's line begins */
  if (gtk_widget_get_root (entry) != NULL)
    gtk_editable_set_position (GTK_EDITABLE (entry), 0);
  /* a field that adds (a variant, a choice) adds by Enter only */
  if (self->refreshing || gtk_widget_get_root (entry) == NULL
      || g_object_get_data (G_OBJECT (entry), "adds") != NULL
      || g_strcmp0 (g_object_get_data (G_OBJECT (entry), "shown") ?: "",
                    gtk_editable_get_text (GTK_EDITABLE (entry)))
             == 0)
    return;
  entry_activated (entry, self);
}

static void
connect_apply (MuListEditor *self, GtkWidget *entry, GCallback applied)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();

  g_object_set_data (G_OBJECT (entry), "applied", applied);
  g_signal_connect (entry, "activate", G_CALLBACK (entry_activated), self);
  g_signal_connect (focus, "leave", G_CALLBACK (entry_left), self);
  gtk_widget_add_controller (entry, focus);
}

/* The field's name for a screen reader: @label, once (GTK 4.8 would read
 * the row's title after it again) */
void
_mu_list_editor_name (GtkWidget *widget, const char *label)
{
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* The row a field made by _mu_list_editor_entry () stands in */
GtkWidget *
_mu_list_editor_row_of (GtkWidget *entry)
{
  return gtk_widget_get_ancestor (entry, ADW_TYPE_ACTION_ROW);
}

GtkWidget *
_mu_list_editor_entry (MuListEditor *self, const char *title, const char *name, const char *text,
                       GCallback applied)
{
  GtkWidget *entry = NULL;
  GtkWidget *row = mu_gui_entry_row_new (title, &entry);

  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  gtk_editable_set_text (GTK_EDITABLE (entry), text != NULL ? text : "");
  gtk_widget_set_name (entry, name);
  _mu_list_editor_name (entry, title);
  mark_shown (GTK_EDITABLE (entry));
  connect_apply (self, entry, applied);
  mu_gui_select_on_focus (entry);
  _mu_list_editor_claim_focus (self, entry, name);
  return entry;
}

GtkWidget *
_mu_list_editor_group (GtkWidget *box, const char *title, const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_box_append (GTK_BOX (box), group);
  return group;
}

/* A button pressed by keyboard (Space, Enter, its mnemonic) acts at once:
 * GTK 4.8 shows it pressed for a quarter of a second before "clicked",
 * and the keys typed meanwhile (a new row's name) went to the button */
static void
button_activated (GtkButton *button, gpointer data)
{
  void (*clicked) (GtkButton *, gpointer) = g_object_get_data (G_OBJECT (button), "clicked");

  g_object_set_data (G_OBJECT (button), "acted", GINT_TO_POINTER (TRUE));
  clicked (button, data);
}

static void
button_clicked (GtkButton *button, gpointer data)
{
  void (*clicked) (GtkButton *, gpointer) = g_object_get_data (G_OBJECT (button), "clicked");

  /* the click that follows a press by keyboard: done already */
  if (g_object_steal_data (G_OBJECT (button), "acted") != NULL)
    return;
  clicked (button, data);
}

GtkWidget *
_mu_list_editor_button (MuListEditor *self, const char *label, const char *name, GCallback clicked,
                        gpointer data)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_name (button, name);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  mu_gui_name_mnemonic_buttons (button);
  g_object_set_data (G_OBJECT (button), "clicked", clicked);
  g_signal_connect (button, "activate", G_CALLBACK (button_activated), data);
  g_signal_connect (button, "clicked", G_CALLBACK (button_clicked), data);
  _mu_list_editor_claim_focus (self, button, name);
  return button;
}

static void
expander_toggled (GtkWidget *expander, GParamSpec *pspec, MuListEditor *self)
{
  const char *name = gtk_widget_get_name (expander);

  if (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (expander)))
    g_hash_table_add (self->expanded, g_strdup (name));
  else
    g_hash_table_remove (self->expanded, name);
}

void
_mu_list_editor_track_expander (MuListEditor *self, GtkWidget *expander, const char *name)
{
  gtk_widget_set_name (expander, name);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), g_hash_table_contains (self->expanded, name));
  g_signal_connect (expander, "notify::expanded", G_CALLBACK (expander_toggled), self);
}

/* A year as a whole number, a negative year BC */
gboolean
_mu_list_editor_parse_year (const char *text, gint64 *year)
{
  g_autofree char *copy = g_strstrip (g_strdup (text));

  return *copy != '\0' && g_ascii_string_to_signed (copy, 10, G_MININT64, G_MAXINT64, year, NULL);
}

/* The header */

/* Each field, and its name for a screen reader */
static const struct
{
  const char *field;
  gsize offset;
  const char *label;
} header_fields[] = {
  { "name", G_STRUCT_OFFSET (MuListEditor, name_entry), N_ ("Name of the list") },
    { "id", G_STRUCT_OFFSET (MuListEditor, id_entry),
      N_ ("Id of the list (made from the name; the file's name)") },
      { "period", G_STRUCT_OFFSET (MuListEditor, period_entry),
        N_ ("Period of the list (as “55 BC – AD 410”)") },
        { "source", G_STRUCT_OFFSET (MuListEditor, source_entry),
          N_ ("Source of the list (book and page or section)") },
          { "description", G_STRUCT_OFFSET (MuListEditor, description_entry),
            N_ ("Description of the list") },
            { "allies", G_STRUCT_OFFSET (MuListEditor, allies_entry), N_ ("Allies of the list, as printed") },
          };

static void
header_applied (GtkWidget *row, MuListEditor *self)
{
  const char *field = g_object_get_data (G_OBJECT (row), "field");
  const char *text = gtk_editable_get_text (GTK_EDITABLE (row));
  g_autofree char *old_slug = mu_list_id_from_text (mu_list_draft_get_field (self->draft, "name"));
  const char *id = mu_list_draft_get_field (self->draft, "id");

  if (g_strcmp0 (text, mu_list_draft_get_field (self->draft, field) ?: "") == 0)
    return;
  if (g_str_equal (field, "id"))
    {
      g_autofree char *slug = mu_list_id_from_text (text);

      if (*slug == '\0')
        return;
      mu_list_draft_set_field (self->draft, "id", slug);
      return;
    }
  /* the id follows the name until it is changed by hand: one edit */
  if (g_str_equal (field, "name")
      && (id == NULL || g_str_equal (id, old_slug) || g_str_equal (id, "new-list")))
    {
      g_autofree char *slug = mu_list_id_from_text (text);

      mu_list_draft_name_list (self->draft, text, *slug != '\0' ? slug : NULL);
      return;
    }
  mu_list_draft_set_field (self->draft, field, text);
}

static void
fill_header (MuListEditor *self)
{
  const char *name = mu_list_draft_get_field (self->draft, "name");
  g_autofree char *subtitle = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (header_fields); i++)
    _mu_list_editor_show (self, G_STRUCT_MEMBER (GtkWidget *, self, header_fields[i].offset),
                          mu_list_draft_get_field (self->draft, header_fields[i].field));
  subtitle = g_strdup_printf (
      _("%s, revision %d"),
         name != NULL ? name : _("Unnamed list"), (int) mu_list_draft_get_revision (self->draft));
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

/* The problems panel */

static void
issue_activated (MuListEditor *self, GtkListBoxRow *row)
{
  MuIssue *issue = MU_IS_ISSUE_ROW (row) ? mu_issue_row_get_issue (MU_ISSUE_ROW (row)) : NULL;

  if (issue != NULL && issue->unit_id != NULL)
    _mu_list_editor_open_row (self, issue->unit_id);
}

/* The list of the library whose id the list now has, when it is another
 * list than the one this editor saves (its file): saving would put this
 * one in its place. NULL when the id is free or the list's own. */
static MuArmyList *
taken_by (MuListEditor *self)
{
  MuLibrary *library = mu_application_get_library (self->app);
  const char *id = mu_list_draft_get_field (self->draft, "id");
  g_autofree char *own = self->file != NULL ? g_file_get_path (self->file) : NULL;
  MuArmyList *list = library != NULL && id != NULL ? mu_library_find_list (library, id) : NULL;

  if (list == NULL || (own != NULL && g_strcmp0 (list->file, own) == 0))
    return NULL;
  return list;
}

/* The warning of an id taken, first in the problems panel */
static MuIssue *
id_taken_issue (MuArmyList *list)
{
  return mu_issue_new (MU_SEVERITY_WARNING, "list.id-taken", NULL,
                       mu_list_actions_is_own (list)
                       /* TRANSLATORS: %s are the id, then the other list's name */
                       ? _("Another of your lists has the id %s (%s): saving puts this list in its place. "
                               "Change the id to keep both.")
                       /* TRANSLATORS: %s are the id, then the other list's name */
                       : _("A list that came with Muster has the id %s (%s): saving puts this list in its "
                               "place in the library. Change the id to keep both."),
                            list->id, list->name);
}

/* The row that says the list checks clean, made once, after the problems'
 * rows and shown while there is none */
static GtkWidget *
clean_row (MuListEditor *self)
{
  if (self->clean_row == NULL)
    {
      self->clean_row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->clean_row),
                                     _("No problems: the list checks clean"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self->clean_row), FALSE);
      _mu_list_editor_name (self->clean_row, _("No problems: the list checks clean"));
      gtk_list_box_append (self->issues_list, self->clean_row);
    }
  return self->clean_row;
}

/* The problems, each in the row kept for what it is about (as the
 * builder's issues); those of a row open it. The issues shown before are
 * freed once the rows show the new ones. */
static void
fill_issues (MuListEditor *self)
{
  g_autoptr(GPtrArray) shown = g_steal_pointer (&self->issues);
  g_autofree char *title = NULL;
  MuArmyList *taken = taken_by (self);

  self->issues = mu_list_draft_check (self->draft);
  g_ptr_array_set_free_func (self->issues, (GDestroyNotify) mu_issue_free);
  if (taken != NULL)
    g_ptr_array_insert (self->issues, 0, id_taken_issue (taken));
  gtk_widget_set_visible (clean_row (self), self->issues->len == 0);
  mu_issue_row_show_all (self->issues_list, self->issues);
  for (guint i = 0; i < self->issues->len; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->issues_list, (int) i);
      gboolean opens = ((MuIssue *) self->issues->pdata[i])->unit_id != NULL;

      gtk_list_box_row_set_activatable (row, opens);
      gtk_widget_set_has_tooltip (GTK_WIDGET (row), opens);
    }
  title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Problems of the List (%u)",
                                        "Problems of the List (%u)", self->issues->len),
                           self->issues->len);
  gtk_label_set_text (self->issues_title, title);
}

/* Showing the draft again */

/* The form's scrolling: a form built again keeps its place, rather than
 * following a field focused before it has a place of its own */
static GtkAdjustment *
form_scroll (MuListEditor *self)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (self->rows_box, GTK_TYPE_SCROLLED_WINDOW);

  return gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
}

/* Laid out: the form back at its place, moved only as far as the focused
 * field needs to be seen */
static gboolean
keep_place (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  MuListEditor *self = MU_LIST_EDITOR (widget);
  GtkAdjustment *scroll = form_scroll (self);
  GtkWidget *scrolled = gtk_widget_get_ancestor (self->rows_box, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *content = gtk_viewport_get_child (
      GTK_VIEWPORT (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled))));
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  double place = self->place, page = gtk_adjustment_get_page_size (scroll);
  graphene_point_t at;

  /* a field just made has no place until the frame after it is laid out */
  if (focus != NULL && gtk_widget_is_ancestor (focus, content) && gtk_widget_get_height (focus) == 0
      && self->place_tries++ < 3)
    {
      gtk_adjustment_set_value (scroll, place);
      return G_SOURCE_CONTINUE;
    }
  self->place_tries = 0;
  /* the focus where it was (a switch or a chooser's button clicked keeps it
   * in the field it was in, maybe far away): the view stays put */
  if (focus != NULL && focus != self->focus_before && gtk_widget_is_ancestor (focus, content)
      && gtk_widget_compute_point (focus, content, &GRAPHENE_POINT_INIT (0, 0), &at))
    {
      double height = gtk_widget_get_height (focus);

      if (at.y < place)
        place = at.y - 12;
      else if (at.y + height > place + page)
        place = at.y + height - page + 12;
    }
  gtk_adjustment_set_value (scroll, place);
  g_clear_weak_pointer (&self->focus_before);
  self->place_tick = 0;
  return G_SOURCE_REMOVE;
}

static void
place_later (MuListEditor *self)
{
  if (self->place_tick == 0)
    self->place_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), keep_place, NULL, NULL);
}

/* The focus moved (Tab, a click): the form scrolled as far as it needs */
static void
focus_moved (MuListEditor *self)
{
  /* Tab from a field applied as it is left: the edit is shown first, then
   * the view follows the focus */
  if (self->refresh_id != 0)
    self->focus_moved = TRUE;
  if (self->refresh_id != 0 || self->place_tick != 0)
    return;
  self->place = gtk_adjustment_get_value (form_scroll (self));
  g_clear_weak_pointer (&self->focus_before);
  place_later (self);
}

static void
refresh (MuListEditor *self)
{
  self->refreshing = TRUE;
  self->place = gtk_adjustment_get_value (form_scroll (self));
  if (self->place_tick == 0 && !self->focus_moved)
    g_set_weak_pointer (&self->focus_before, gtk_root_get_focus (GTK_ROOT (self)));
  self->focus_moved = FALSE;
  /* the check first: it fills the figures the rows show */
  fill_issues (self);
  fill_header (self);
  _mu_list_editor_fill_options (self);
  _mu_list_editor_fill_rows (self);
  _mu_list_editor_fill_footnotes (self);
  _mu_list_editor_fill_allies (self);
  if (self->focus_widget != NULL)
    gtk_widget_grab_focus (self->focus_widget);
  g_clear_weak_pointer (&self->focus_widget);
  g_clear_pointer (&self->focus_next, g_free);
  g_clear_pointer (&self->carry_text, g_free);
  self->restoring = FALSE;
  self->refreshing = FALSE;
  gtk_adjustment_set_value (form_scroll (self), self->place);
  place_later (self);
}

static gboolean
refresh_later (gpointer data)
{
  MuListEditor *self = data;

  self->refresh_id = 0;
  refresh (self);
  return G_SOURCE_REMOVE;
}

static void
draft_changed (MuListEditor *self)
{
  /* not at once: the field that made the edit is still in its handler;
   * but before the next key press is handled, so that a key typed right
   * after an edit goes where the edit puts the focus (a new row's name,
   * the range after "A range" is chosen) */
  if (self->refresh_id == 0)
    self->refresh_id = g_idle_add_full (G_PRIORITY_HIGH, refresh_later, self, NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.undo", mu_list_draft_can_undo (self->draft));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.redo", mu_list_draft_can_redo (self->draft));
}

/* What the ruleset's lists in the library give their rows, for the fields
 * of attributes that have no fixed vocabulary. */
static void
see_entries (MuListEditor *self, GPtrArray *entries)
{
  for (guint i = 0; i < entries->len; i++)
    {
      MuListEntry *entry = entries->pdata[i];
      GHashTableIter iter;
      gpointer key, value;

      g_hash_table_iter_init (&iter, entry->attrs);
      while (g_hash_table_iter_next (&iter, &key, &value))
        {
          GHashTable *values = g_hash_table_lookup (self->seen, key);

          if (values == NULL)
            {
              values = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
              g_hash_table_insert (self->seen, g_strdup (key), values);
            }
          g_hash_table_add (values, g_strdup (value));
        }
      see_entries (self, entry->children);
    }
}

static void
see_library (MuListEditor *self)
{
  MuLibrary *library = mu_application_get_library (self->app);
  MuRuleset *ruleset = mu_list_draft_get_ruleset (self->draft);
  g_autoptr(GPtrArray) lists = library != NULL ? mu_library_load_lists (library, ruleset->id) : NULL;

  for (guint i = 0; lists != NULL && i < lists->len; i++)
    see_entries (self, ((MuArmyList *) lists->pdata[i])->entries);
}

/* Saving */

/**
 * mu_list_editor_save:
 * @self: a list editor
 * @error: the loader's message (file and line) when the list does not
 *   load, or why it could not be written
 *
 * Installs the list as it stands into the player's own folder
 * (mu_user_lists_install ()): it is loaded first as the library loads it,
 * so a broken list is refused and nothing is written; a list whose meaning
 * changed gets the next revision, the earlier one kept beside it. The
 * library shows the list at once, and the list's file becomes the
 * editor's.
 *
 * Returns: %TRUE when saved
 */
gboolean
mu_list_editor_save (MuListEditor *self, GError **error)
{
  MuLibrary *library = mu_application_get_library (self->app);
  g_autofree char *xml = mu_list_draft_to_xml (self->draft, FALSE);
  g_autofree char *name = g_strdup_printf ("%s.xml", mu_list_draft_get_field (self->draft, "id") ?: "list");
  g_autofree char *path = NULL;
  g_autoptr(MuArmyList) list = NULL;
  gint64 revision = 0;

  path = mu_user_lists_install (library, xml, strlen (xml), name, &revision, error);
  if (path == NULL)
    return FALSE;
  list = mu_army_list_load_file (path, library->rulesets, error);
  if (list == NULL)
    return FALSE;
  mu_library_put_list (library, list);
  if (revision != mu_list_draft_get_revision (self->draft))
    mu_list_draft_set_revision (self->draft, revision);
  g_free (self->saved_xml);
  self->saved_xml = mu_list_draft_to_xml (self->draft, FALSE);
  g_clear_object (&self->file);
  self->file = g_file_new_for_path (path);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_FILE]);
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self->app)); l != NULL; l = l->next)
    if (MU_IS_WINDOW (l->data))
      mu_window_refresh_library (l->data);
  return TRUE;
}

static gboolean
save_now (MuListEditor *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  if (!mu_list_editor_save (self, &error))
    {
      adw_toast_overlay_add_toast (self->toasts, adw_toast_new (error->message));
      return FALSE;
    }
  fill_issues (self);
  message = g_strdup_printf (_("Saved to your lists as revision %d"),
                                (int) mu_list_draft_get_revision (self->draft));
  adw_toast_overlay_add_toast (self->toasts, adw_toast_new (message));
  return TRUE;
}

/* Closed once the question's dialog has gone */
static gboolean
close_later (gpointer data)
{
  MuListEditor *self = data;

  self->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
  return G_SOURCE_REMOVE;
}

static void
close_answered (MuListEditor *self)
{
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, close_later, g_object_ref (self), g_object_unref);
}

static void
replace_response (AdwMessageDialog *dialog, const char *response, MuListEditor *self)
{
  if (g_str_equal (response, "replace") && save_now (self) && self->closing)
    close_answered (self);
  self->closing = FALSE;
}

/* Saved at once, unless the list would take the place of another list of
 * the library: then asked first */
static void
save_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  MuListEditor *self = MU_LIST_EDITOR (widget);
  MuArmyList *taken = taken_by (self);
  g_autofree char *heading = NULL;
  GtkWidget *dialog;

  if (taken == NULL)
    {
      save_now (self);
      return;
    }
  heading = g_strdup_printf (_("Replace “%s”?"), taken->name);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, NULL);
  adw_message_dialog_format_body (
      ADW_MESSAGE_DIALOG (dialog), mu_list_actions_is_own (taken)
      /* TRANSLATORS: %s is an army list's id */
      ? _("Another of your lists has the id %s. Saving replaces it with this list; to keep both, "
              "cancel and change the id.")
      /* TRANSLATORS: %s is an army list's id */
      : _("A list that came with Muster has the id %s. Saving shows this list in the library in "
              "its place; to keep both, cancel and change the id."),
           taken->id);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel",
                                    _("_Cancel"), "replace", _("_Replace"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "replace",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (replace_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Closing with changes not saved */

static void
unsaved_response (AdwMessageDialog *dialog, const char *response, MuListEditor *self)
{
  if (g_str_equal (response, "discard"))
    close_answered (self);
  else if (g_str_equal (response, "save") && taken_by (self) != NULL)
    {
      /* asked first whether to take the other list's place; closed after */
      self->closing = TRUE;
      gtk_widget_activate_action (GTK_WIDGET (self), "editor.save", NULL);
    }
  else if (g_str_equal (response, "save") && save_now (self))
    close_answered (self);
}

/* Asks whether to save the list's changes, give them up, or stay */
static void
ask_unsaved (MuListEditor *self)
{
  const char *name = mu_list_draft_get_field (self->draft, "name");
  g_autofree char *body = g_strdup_printf (
      /* TRANSLATORS: %s is the army list's name */
      _("“%s” has changes that are not saved to your lists. Changes you do not save are lost."),
         name != NULL ? name : _("Unnamed list"));
  GtkWidget *dialog = mu_gui_save_changes_dialog (GTK_WINDOW (self), body);

  g_signal_connect_object (dialog, "response", G_CALLBACK (unsaved_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The list as it was opened or last saved differs from the list now */
static gboolean
is_modified (MuListEditor *self)
{
  g_autofree char *xml = mu_list_draft_to_xml (self->draft, FALSE);

  return g_strcmp0 (xml, self->saved_xml) != 0;
}

static gboolean
mu_list_editor_close_request (GtkWindow *window)
{
  MuListEditor *self = MU_LIST_EDITOR (window);

  if (!self->close_confirmed && is_modified (self))
    {
      ask_unsaved (self);
      return TRUE;
    }
  return GTK_WINDOW_CLASS (mu_list_editor_parent_class)->close_request (window);
}

static void
undo_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  MU_LIST_EDITOR (widget)->restoring = TRUE;
  mu_list_draft_undo (MU_LIST_EDITOR (widget)->draft);
}

static void
redo_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  MU_LIST_EDITOR (widget)->restoring = TRUE;
  mu_list_draft_redo (MU_LIST_EDITOR (widget)->draft);
}

/* The object */

static void
mu_list_editor_constructed (GObject *object)
{
  MuListEditor *self = MU_LIST_EDITOR (object);

  G_OBJECT_CLASS (mu_list_editor_parent_class)->constructed (object);
  g_return_if_fail (self->draft != NULL && self->app != NULL);
  gtk_window_set_application (GTK_WINDOW (self), GTK_APPLICATION (self->app));
  see_library (self);
  g_signal_connect_object (self->draft, "changed", G_CALLBACK (draft_changed), self, G_CONNECT_SWAPPED);
  self->saved_xml = mu_list_draft_to_xml (self->draft, FALSE);
  draft_changed (self);
  g_clear_handle_id (&self->refresh_id, g_source_remove);
  refresh (self);
  /* the list's name first, as the book's page starts */
  gtk_window_set_focus (GTK_WINDOW (self), self->name_entry);
}

static void
mu_list_editor_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MuListEditor *self = MU_LIST_EDITOR (object);

  switch (prop_id)
    {
    case PROP_APPLICATION:
      self->app = g_value_dup_object (value);
      break;
    case PROP_DRAFT:
      self->draft = g_value_dup_object (value);
      break;
    case PROP_FILE:
      g_set_object (&self->file, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_list_editor_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MuListEditor *self = MU_LIST_EDITOR (object);

  switch (prop_id)
    {
    case PROP_APPLICATION:
      g_value_set_object (value, self->app);
      break;
    case PROP_DRAFT:
      g_value_set_object (value, self->draft);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_list_editor_dispose (GObject *object)
{
  MuListEditor *self = MU_LIST_EDITOR (object);

  g_clear_handle_id (&self->refresh_id, g_source_remove);
  g_clear_weak_pointer (&self->focus_widget);
  g_clear_weak_pointer (&self->focus_before);
  g_hash_table_remove_all (self->row_views);
  if (self->place_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->place_tick);
  self->place_tick = 0;
  gtk_widget_dispose_template (GTK_WIDGET (self), MU_TYPE_LIST_EDITOR);
  g_clear_object (&self->draft);
  g_clear_object (&self->file);
  g_clear_object (&self->app);
  G_OBJECT_CLASS (mu_list_editor_parent_class)->dispose (object);
}

static void
mu_list_editor_finalize (GObject *object)
{
  MuListEditor *self = MU_LIST_EDITOR (object);

  g_hash_table_unref (self->expanded);
  g_hash_table_unref (self->auto_ids);
  g_hash_table_unref (self->seen);
  g_hash_table_unref (self->row_views);
  g_free (self->options_shape);
  g_free (self->notes_shape);
  g_free (self->allies_shape);
  g_free (self->focus_next);
  g_free (self->carry_text);
  g_clear_pointer (&self->issues, g_ptr_array_unref);
  g_free (self->saved_xml);
  G_OBJECT_CLASS (mu_list_editor_parent_class)->finalize (object);
}

/* F1: the help's page on entering a list */
static void
help_activated (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuListEditor *self = MU_LIST_EDITOR (widget);

  mu_application_show_help (self->app, GTK_WINDOW (self), "enter-list");
}

/* The editor's actions and their keys: undo, redo, save, close and help. */
static void
install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "editor.undo", NULL, undo_activated);
  gtk_widget_class_install_action (widget_class, "editor.redo", NULL, redo_activated);
  gtk_widget_class_install_action (widget_class, "editor.save", NULL, save_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "editor.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "editor.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_y, GDK_CONTROL_MASK, "editor.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "editor.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  gtk_widget_class_install_action (widget_class, "win.help", NULL, help_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "win.help", NULL);
}

static void
mu_list_editor_class_init (MuListEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = mu_list_editor_constructed;
  object_class->set_property = mu_list_editor_set_property;
  object_class->get_property = mu_list_editor_get_property;
  object_class->dispose = mu_list_editor_dispose;
  object_class->finalize = mu_list_editor_finalize;
  GTK_WINDOW_CLASS (klass)->close_request = mu_list_editor_close_request;

  /**
   * MuListEditor:muster-application:
   *
   * The application whose library the list is saved into.
   */
  props[PROP_APPLICATION]
      = g_param_spec_object ("muster-application", NULL, NULL, MU_TYPE_APPLICATION,
                             G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * MuListEditor:draft:
   *
   * The list being edited, with its undo history.
   */
  props[PROP_DRAFT]
      = g_param_spec_object ("draft", NULL, NULL, MU_TYPE_LIST_DRAFT,
                             G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * MuListEditor:file:
   *
   * The list's file in the player's folder, or %NULL for a list never
   * saved.
   */
  props[PROP_FILE] = g_param_spec_object (
      "file", NULL, NULL, G_TYPE_FILE, G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/mu-list-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, MuListEditor, window_title);
  gtk_widget_class_bind_template_child (widget_class, MuListEditor, toasts);
  gtk_widget_class_bind_template_child (widget_class, MuListEditor, name_entry);
  gtk_widget_class_bind_template_child (widget_class, MuListEditor, id_entry);
  gtk_widget_class_bind_template_child (widget_class, MuListEditor, period_entry);
  gtk_widget_class_bind_template_child (widget_class, MuListEditor, source_entry);
  gtk_widget_class_bind_template_child (widget_class, MuListEditor, description_entry);
  gtk_widget_class_bind_template_child (widget_class, MuListEditor, allies_entry);
  gtk_widget_class_bind_template_child (widget_class, MuListEditor, options_box);
  gtk_widget_class_bind_template_child (widget_class, MuListEditor, rows_box);
  gtk_widget_class_bind_template_child (widget_class, MuListEditor, footnotes_box);
  gtk_widget_class_bind_template_child (widget_class, MuListEditor, allies_box);
  gtk_widget_class_bind_template_child (widget_class, MuListEditor, issues_list);
  gtk_widget_class_bind_template_child (widget_class, MuListEditor, issues_title);

  install_actions (widget_class);
}

static void
mu_list_editor_init (MuListEditor *self)
{
  self->expanded = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->auto_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_hash_table_unref);
  self->row_views = g_hash_table_new (NULL, NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
  mu_gui_name_mnemonic_buttons (GTK_WIDGET (self));
  for (guint i = 0; i < G_N_ELEMENTS (header_fields); i++)
    {
      GtkWidget *row = G_STRUCT_MEMBER (GtkWidget *, self, header_fields[i].offset);
      g_autofree char *name = g_strconcat ("list:", header_fields[i].field, NULL);

      g_object_set_data (G_OBJECT (row), "field", (gpointer) header_fields[i].field);
      _mu_list_editor_name (row, _(header_fields[i].label));
      gtk_widget_set_name (row, name);
      connect_apply (self, row, G_CALLBACK (header_applied));
      mu_gui_select_on_focus (row);
    }
  g_signal_connect_swapped (self->issues_list, "row-activated", G_CALLBACK (issue_activated), self);
  /* the form is scrolled by keep_place (), not by a focus that moves
   * into a field not yet laid out */
  {
    GtkWidget *scrolled = gtk_widget_get_ancestor (self->rows_box, GTK_TYPE_SCROLLED_WINDOW);

    gtk_viewport_set_scroll_to_focus (
        GTK_VIEWPORT (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled))), FALSE);
    g_signal_connect (self, "notify::focus-widget", G_CALLBACK (focus_moved), NULL);
  }
}

/**
 * mu_list_editor_new:
 * @app: (transfer none): the application, whose library the list is
 *   saved into
 * @draft: (transfer none): the list to edit (a reference is kept)
 * @file: (transfer none) (nullable): the list's file among the player's
 *   own lists, or %NULL for a list never saved
 *
 * Makes the editor of a list, not yet presented. It cannot fail: a draft
 * with problems is shown with them listed.
 *
 * Returns: (transfer none): the editor, a window of @app
 */
MuListEditor *
mu_list_editor_new (MuApplication *app, MuListDraft *draft, GFile *file)
{
  return g_object_new (MU_TYPE_LIST_EDITOR, "muster-application", app, "draft", draft, "file", file, NULL);
}

/**
 * mu_list_editor_get_draft:
 * @self: a list editor
 *
 * Tells which list the editor edits.
 *
 * Returns: (transfer none): the list being edited
 */
MuListDraft *
mu_list_editor_get_draft (MuListEditor *self)
{
  return self->draft;
}

/**
 * mu_list_editor_get_file:
 * @self: a list editor
 *
 * Tells where the list edited is saved.
 *
 * Returns: (transfer none) (nullable): the list's file among the player's
 *   own lists, %NULL until it is saved
 */
GFile *
mu_list_editor_get_file (MuListEditor *self)
{
  return self->file;
}

/**
 * mu_list_editor_set_unsaved:
 * @self: an editor
 *
 * Says that the list shown is saved nowhere yet though it came with its
 * rows (read from pasted text): closing the editor asks whether to save
 * it, as after an edit, until it is saved.
 */
void
mu_list_editor_set_unsaved (MuListEditor *self)
{
  g_return_if_fail (MU_IS_LIST_EDITOR (self));
  g_clear_pointer (&self->saved_xml, g_free);
}
