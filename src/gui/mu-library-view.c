/* mu-library-view.c
 *
 * One boxed list per ruleset; the search hides the rows that match neither
 * the list's name, nor its period, nor its ruleset.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <inttypes.h>

#include "mu-army-list.h"
#include "mu-document.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-gui-util.h"
#include "mu-library-view.h"
#include "mu-library.h"
#include "mu-list-actions.h"
#include "mu-option-def.h"
#include "mu-roster.h"
#include "mu-ruleset.h"

struct _MuLibraryView
{
  GtkWidget parent_instance;

  GtkSearchEntry *search_entry;
  GtkWidget *recent_box;
  GtkListBox *recent_list;
  GtkWidget *lists_box;
  AdwStatusPage *empty_page;

  MuLibrary *library;
  GSettings *settings;
  GPtrArray *rows; /* GtkWidget: the list rows, each with its MuArmyList */
  char *last;      /* the id of the list used last */
  int row_height;  /* of a row made, for those not made yet */
  guint fill_idle;
};

/* Rows made in full when the view is filled: more than a screen shows. The
 * others stand as bare rows (a name, no widgets in them) until they come
 * near the part shown: hundreds of rows were most of the first frame. */
#define MU_LIBRARY_FIRST_ROWS 30

G_DEFINE_FINAL_TYPE (MuLibraryView, mu_library_view, GTK_TYPE_WIDGET)

enum
{
  LIST_ACTIVATED,
  ROSTER_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void make_row (MuLibraryView *self, guint i);
static gboolean is_bare (GtkWidget *row);
static void schedule_fill (MuLibraryView *self);

static char *
folded (const char *text)
{
  g_autofree char *normal = g_utf8_normalize (text != NULL ? text : "", -1, G_NORMALIZE_ALL);

  return g_utf8_casefold (normal, -1);
}

static gboolean
list_matches (MuArmyList *list, const char *needle)
{
  g_autofree char *period = list->period != NULL ? mu_format_period (list->period) : NULL;
  const char *fields[]
      = { list->name, list->period, period, list->ruleset->name, list->ruleset->id, list->id };

  if (*needle == '\0')
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      g_autofree char *hay = folded (fields[i]);
      if (strstr (hay, needle) != NULL)
        return TRUE;
    }
  return FALSE;
}

static void
search_changed (MuLibraryView *self)
{
  g_autofree char *needle = folded (gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
  guint shown = 0;

  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget *row = self->rows->pdata[i];
      gboolean match = list_matches (g_object_get_data (G_OBJECT (row), "list"), needle);

      gtk_widget_set_visible (row, match);
      shown += match;
      /* what a search finds is made at once */
      if (match && *needle != '\0' && is_bare (row))
        make_row (self, i);
    }
  schedule_fill (self);
  /* a ruleset's group shows only while one of its lists does */
  for (GtkWidget *group = gtk_widget_get_first_child (self->lists_box); group != NULL;
       group = gtk_widget_get_next_sibling (group))
    {
      GtkWidget *box = gtk_widget_get_last_child (group);
      gboolean any = FALSE;

      if (g_strcmp0 (gtk_widget_get_name (group), "problems") == 0)
        continue;
      for (GtkWidget *row = gtk_widget_get_first_child (box); row != NULL;
           row = gtk_widget_get_next_sibling (row))
        any |= gtk_widget_get_visible (row);
      gtk_widget_set_visible (group, any);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->empty_page), shown == 0);
  if (shown == 0 && self->rows->len > 0)
    {
      adw_status_page_set_title (self->empty_page, _("No Matching Lists"));
      adw_status_page_set_description (
          self->empty_page, _("Try the name of an army, a period such as “AD 100”, or a ruleset."));
    }
}

/* A list shown is known by its header; the one activated is read in full
 * (a file that no longer loads is not offered again until the view is
 * refreshed: its message is among the library's problems). */
static void
activate_list (MuLibraryView *self, MuArmyList *shown)
{
  MuArmyList *list = mu_library_find_list (self->library, shown->id);

  if (list != NULL)
    g_signal_emit (self, signals[LIST_ACTIVATED], 0, list);
}

static void
search_activated (MuLibraryView *self)
{
  /* the search applies itself a moment after typing; Enter may come first */
  search_changed (self);
  for (guint i = 0; i < self->rows->len; i++)
    if (gtk_widget_get_visible (self->rows->pdata[i]))
      {
        activate_list (self, g_object_get_data (G_OBJECT (self->rows->pdata[i]), "list"));
        return;
      }
}

static void
list_row_activated (MuLibraryView *self, GtkListBoxRow *row)
{
  activate_list (self, g_object_get_data (G_OBJECT (row), "list"));
}

static void
recent_row_activated (MuLibraryView *self, GtkListBoxRow *row)
{
  g_signal_emit (self, signals[ROSTER_ACTIVATED], 0, g_object_get_data (G_OBJECT (row), "path"));
}

/* A row's name for a screen reader: its title and what is under it, and
 * what activating it does. */
static void
name_row (GtkWidget *row, const char *title, const char *subtitle, const char *what)
{
  g_autofree char *name = subtitle != NULL && *subtitle != '\0' ? g_strdup_printf ("%s, %s", title, subtitle)
                                                                : g_strdup (title);

  /* GTK 4.8 would read the title the row is labelled by after the name */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, what, -1);
}

/* The menu of a list's row, made when it is first opened: a popover for
 * each of hundreds of rows was most of the library's first frame. */
static void
make_list_menu (GtkMenuButton *button, gpointer data)
{
  MuArmyList *list = data;
  g_autoptr(GMenu) menu = NULL;
  gboolean own = mu_list_actions_is_own (list);
  struct
  {
    const char *label;
    const char *action;
    gboolean own;
  } items[] = {
    { N_ ("_Edit List"), "win.edit-list", TRUE }, { N_ ("_Duplicate and Edit"), "win.duplicate-list", FALSE },
                                                    { N_ ("E_xport List…"), "win.export-list", FALSE },
                                                      { N_ ("_Remove List…"), "win.remove-list", TRUE },
                                                    };

  if (gtk_menu_button_get_menu_model (button) != NULL)
    return;
  menu = g_menu_new ();
  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    if (own || !items[i].own)
      {
        g_autoptr(GMenuItem) item = g_menu_item_new (_(items[i].label), NULL);

        g_menu_item_set_action_and_target_value (item, items[i].action, g_variant_new_string (list->id));
        g_menu_append_item (menu, item);
      }
  gtk_menu_button_set_menu_model (button, G_MENU_MODEL (menu));
}

/* Army lists of one's own: the player's lists are marked and offer Edit,
 * Export and Remove; a list that came with Muster is read-only and offers
 * Duplicate and Edit, and Export. The actions are the window's
 * (mu-list-actions.c). */
static void
own_list_suffixes (GtkWidget *row, MuArmyList *list)
{
  GtkWidget *button = gtk_menu_button_new ();
  g_autofree char *name = g_strconcat ("list-menu:", list->id, NULL);
  g_autofree char *label = g_strdup_printf (_("Actions on “%s”"), list->name);

  if (mu_list_actions_is_own (list))
    {
      GtkWidget *tag = gtk_label_new (_("Yours"));

      gtk_widget_add_css_class (tag, "tag");
      gtk_widget_set_valign (tag, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (tag, _("One of your own lists, which you may change"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), tag);
    }
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-more-symbolic");
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (button), make_list_menu, mu_army_list_ref (list),
                                         (GDestroyNotify) mu_army_list_unref);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_name (button, name);
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
}

static char *
list_subtitle (MuArmyList *list)
{
  g_autofree char *period = list->period != NULL ? mu_format_period (list->period) : NULL;

  return g_strdup_printf ("%s%s%s", period != NULL ? period : "",
                          list->period != NULL && list->source != NULL ? " · " : "",
                          list->source != NULL ? list->source : "");
}

static GtkWidget *
full_row (MuArmyList *list, gboolean last_used)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *subtitle = list_subtitle (list);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), list->name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 1);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 1);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_widget_set_tooltip_text (row, _("Build a new army from this list"));
  name_row (row, list->name, subtitle, _("Build a new army from this list"));
  if (last_used)
    {
      GtkWidget *tag = gtk_label_new (_("Last used"));
      gtk_widget_add_css_class (tag, "tag");
      gtk_widget_set_valign (tag, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), tag);
    }
  own_list_suffixes (row, list);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("list-add-symbolic"));
  g_object_set_data_full (G_OBJECT (row), "list", mu_army_list_ref (list),
                          (GDestroyNotify) mu_army_list_unref);
  return row;
}

/* A row not made yet: activated, found and named as the full one is. */
static GtkWidget *
bare_row (MuLibraryView *self, MuArmyList *list)
{
  GtkWidget *row = gtk_list_box_row_new ();
  g_autofree char *subtitle = list_subtitle (list);

  gtk_widget_set_size_request (row, -1, self->row_height);
  gtk_widget_set_tooltip_text (row, _("Build a new army from this list"));
  name_row (row, list->name, subtitle, _("Build a new army from this list"));
  g_object_set_data_full (G_OBJECT (row), "list", mu_army_list_ref (list),
                          (GDestroyNotify) mu_army_list_unref);
  g_object_set_data (G_OBJECT (row), "mu-bare", GINT_TO_POINTER (TRUE));
  return row;
}

static GtkWidget *
list_row (MuLibraryView *self, MuArmyList *list)
{
  GtkWidget *row = self->rows->len < MU_LIBRARY_FIRST_ROWS
                       ? full_row (list, g_strcmp0 (list->id, self->last) == 0)
                       : bare_row (self, list);

  g_ptr_array_add (self->rows, row);
  return row;
}

/* The bare row at @i made in full, in its place, shown, hidden and
 * focused as it was. */
static void
make_row (MuLibraryView *self, guint i)
{
  GtkWidget *bare = self->rows->pdata[i];
  GtkListBox *box = GTK_LIST_BOX (gtk_widget_get_parent (bare));
  MuArmyList *list = g_object_get_data (G_OBJECT (bare), "list");
  GtkWidget *row = full_row (list, g_strcmp0 (list->id, self->last) == 0);
  gboolean focused = gtk_widget_has_focus (bare);

  gtk_widget_set_visible (row, gtk_widget_get_visible (bare));
  gtk_list_box_insert (box, row, gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (bare)));
  self->rows->pdata[i] = row;
  gtk_list_box_remove (box, bare);
  if (focused)
    gtk_widget_grab_focus (row);
}

static gboolean
is_bare (GtkWidget *row)
{
  return g_object_get_data (G_OBJECT (row), "mu-bare") != NULL;
}

/* The height of a row made in full, once it has one, for the bare rows, so
 * that the scrolled length stays as it will be. */
static void
learn_row_height (MuLibraryView *self, GtkWidget *row)
{
  if (self->row_height > 0 || gtk_widget_get_height (row) == 0)
    return;
  self->row_height = gtk_widget_get_height (row);
  for (guint i = 0; i < self->rows->len; i++)
    if (is_bare (self->rows->pdata[i]))
      gtk_widget_set_size_request (self->rows->pdata[i], -1, self->row_height);
}

/* Every bare row within a screen of the part shown is made in full. */
static gboolean
fill_shown (gpointer data)
{
  MuLibraryView *self = data;
  GtkWidget *scrolled = gtk_widget_get_first_child (GTK_WIDGET (self));
  GtkWidget *viewport = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled));
  double page
      = gtk_adjustment_get_page_size (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)));

  self->fill_idle = 0;
  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget *row = self->rows->pdata[i];
      graphene_rect_t bounds;

      if (!is_bare (row))
        {
          learn_row_height (self, row);
          continue;
        }
      if (gtk_widget_get_visible (row) && gtk_widget_compute_bounds (row, viewport, &bounds)
          && bounds.origin.y < 2 * page && bounds.origin.y + bounds.size.height > -page)
        make_row (self, i);
    }
  return G_SOURCE_REMOVE;
}

/* After the scrolling or the layout that moved rows, not within it. */
static void
schedule_fill (MuLibraryView *self)
{
  if (self->fill_idle == 0)
    self->fill_idle = g_idle_add (fill_shown, self);
}

static GtkWidget *
ruleset_group (MuLibraryView *self, MuRuleset *ruleset)
{
  GtkWidget *group = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *title = gtk_label_new (ruleset->name);
  GtkWidget *box = gtk_list_box_new ();

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "heading");
  gtk_widget_add_css_class (box, "boxed-list");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (box), GTK_SELECTION_NONE);
  /* named by its heading, not by its class ("GtkListBox") */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_RELATION_LABELLED_BY, title, NULL, -1);
  g_signal_connect_swapped (box, "row-activated", G_CALLBACK (list_row_activated), self);
  for (guint i = 0; i < self->library->lists->len; i++)
    {
      MuArmyList *list = self->library->lists->pdata[i];
      if (list->ruleset == ruleset)
        gtk_list_box_append (GTK_LIST_BOX (box), list_row (self, list));
    }
  gtk_box_append (GTK_BOX (group), title);
  gtk_box_append (GTK_BOX (group), box);
  if (gtk_widget_get_first_child (box) == NULL)
    {
      g_object_ref_sink (group);
      g_object_unref (group);
      return NULL;
    }
  return group;
}

/* The library's files that failed to load, each with file, line and why. */
static GtkWidget *
problems_group (MuLibraryView *self)
{
  GtkWidget *group = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *title = gtk_label_new (_("Files That Could Not Be Read"));
  GtkWidget *box = gtk_list_box_new ();

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "heading");
  gtk_widget_add_css_class (box, "boxed-list");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (box), GTK_SELECTION_NONE);
  /* named by its heading, not by its class ("GtkListBox") */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_RELATION_LABELLED_BY, title, NULL, -1);
  for (guint i = 0; i < self->library->problems->len; i++)
    {
      GtkWidget *label = gtk_label_new (self->library->problems->pdata[i]);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_selectable (GTK_LABEL (label), TRUE);
      g_object_set (label, "margin-top", 10, "margin-bottom", 10, "margin-start", 12, "margin-end", 12, NULL);
      gtk_list_box_append (GTK_LIST_BOX (box), label);
    }
  gtk_widget_set_name (group, "problems");
  gtk_box_append (GTK_BOX (group), title);
  gtk_box_append (GTK_BOX (group), box);
  return group;
}

static void
fill_lists (MuLibraryView *self)
{
  g_autoptr(GPtrArray) rulesets = mu_library_sorted_rulesets (self->library);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->lists_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->lists_box), child);
  g_free (self->last);
  self->last = self->settings != NULL ? g_settings_get_string (self->settings, "last-list") : NULL;
  /* the ruleset played last comes first (found by the list's header: the
     list is read when it is chosen) */
  for (guint i = 0; self->last != NULL && i < self->library->lists->len; i++)
    {
      MuArmyList *list = self->library->lists->pdata[i];
      guint at = 0;

      if (g_str_equal (list->id, self->last) && g_ptr_array_find (rulesets, list->ruleset, &at))
        g_ptr_array_insert (rulesets, 0, g_ptr_array_steal_index (rulesets, at));
    }
  g_ptr_array_set_size (self->rows, 0);
  for (guint i = 0; i < rulesets->len; i++)
    {
      GtkWidget *group = ruleset_group (self, rulesets->pdata[i]);

      if (group != NULL)
        gtk_box_append (GTK_BOX (self->lists_box), group);
    }
  if (self->library->problems->len > 0)
    gtk_box_append (GTK_BOX (self->lists_box), problems_group (self));
  if (self->rows->len == 0)
    {
      g_autofree char *dirs = NULL;
      g_ptr_array_add (self->library->dirs, NULL);
      dirs = g_strjoinv ("\n", (char **) self->library->dirs->pdata);
      g_ptr_array_remove_index (self->library->dirs, self->library->dirs->len - 1);
      g_autofree char *text = g_strdup_printf (_("Muster looked for army lists in:\n%s"), dirs);
      adw_status_page_set_title (self->empty_page, _("No Army Lists Found"));
      adw_status_page_set_description (self->empty_page, text);
    }
}

static GtkWidget *
recent_row (const char *path)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *dir = g_path_get_dirname (path);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), base);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), dir);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  name_row (row, base, dir, _("Open this roster"));
  g_object_set_data_full (G_OBJECT (row), "path", g_strdup (path), g_free);
  return row;
}

/* "Principate Roman · 133 of 133 points · Legal · oob.muster": what a
 * recent roster is, told before its file; NULL for one that cannot be read. */
static char *
roster_summary (MuLibrary *library, const char *path, char **army)
{
  MuArmyList *list = NULL;
  g_autoptr(MuRoster) roster = mu_library_open_roster (library, path, &list, NULL);
  g_autoptr(MuEvaluation) evaluation = NULL;
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *verdict = NULL;
  g_autofree char *points = NULL;

  if (roster == NULL)
    return NULL;
  evaluation = mu_evaluate (roster, list);
  verdict = mu_evaluation_verdict (evaluation);
  points = mu_evaluation_points_of_limit (evaluation);
  *army = g_strdup (mu_roster_get_army_name (roster) != NULL ? mu_roster_get_army_name (roster) : base);
  if (points == NULL)
    return g_strdup_printf ("%s · %s · %s", list->name, verdict, base);
  /* TRANSLATORS: a recent roster: its list, points (and of its limit: "133 of 130"), verdict and file */
  return g_strdup_printf (_("%s · %s points · %s · %s"), list->name, points, verdict, base);
}

/* A recent roster by its army's name, with its list, points and verdict. */
static GtkWidget *
known_row (MuLibraryView *self, const char *path)
{
  g_autofree char *army = NULL;
  g_autofree char *summary = roster_summary (self->library, path, &army);
  GtkWidget *row = recent_row (path);

  if (summary == NULL)
    return row;
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), army);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), summary);
  gtk_widget_set_tooltip_text (row, path);
  name_row (row, army, summary, _("Open this roster"));
  return row;
}

/* A roster whose changes were never saved (Muster stopped before), kept in
 * the unsaved folder: offered first. */
static GtkWidget *
unsaved_row (const char *path)
{
  g_autoptr(MuRoster) roster = mu_roster_load_file (path, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, 0, NULL, NULL);
  g_autoptr(GDateTime) when = info != NULL ? g_file_info_get_modification_date_time (info) : NULL;
  g_autofree char *date = when != NULL ? g_date_time_format (when, "%x %X") : NULL;
  g_autofree char *subtitle = NULL;
  GtkWidget *row;

  if (roster == NULL)
    return NULL;
  row = recent_row (path);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), mu_roster_get_army_name (roster) != NULL
                                                                ? mu_roster_get_army_name (roster)
                                                                : _("Unnamed army"));
  /* TRANSLATORS: a roster whose changes were kept when Muster stopped without saving them */
  subtitle = g_strdup_printf (_("Unsaved changes, kept %s"), date != NULL ? date : "");
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  name_row (row, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), subtitle,
            _("Open these unsaved changes"));
  gtk_widget_add_css_class (row, "unsaved");
  return row;
}

static guint
fill_unsaved (MuLibraryView *self, const char * const *in_use)
{
  g_autofree char *dir = mu_document_unsaved_dir ();
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;
  guint shown = 0;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      GtkWidget *row;

      if (!g_str_has_suffix (name, ".muster") || (in_use != NULL && g_strv_contains (in_use, path)))
        continue;
      if ((row = unsaved_row (path)) != NULL)
        {
          gtk_list_box_append (self->recent_list, row);
          shown++;
        }
    }
  return shown;
}

static void
fill_recent (MuLibraryView *self, const char * const *in_use)
{
  g_auto(GStrv) recent = NULL;
  GtkWidget *child;
  guint shown;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->recent_list))) != NULL)
    gtk_list_box_remove (self->recent_list, child);
  shown = fill_unsaved (self, in_use);
  if (self->settings != NULL)
    recent = g_settings_get_strv (self->settings, "recent-rosters");
  for (guint i = 0; recent != NULL && recent[i] != NULL; i++)
    if (g_file_test (recent[i], G_FILE_TEST_IS_REGULAR))
      {
        {
          GtkWidget *row = known_row (self, recent[i]);

          gtk_list_box_append (self->recent_list, row);
        }
        shown++;
      }
  gtk_widget_set_visible (self->recent_box, shown > 0);
}

/**
 * mu_library_view_refresh:
 * @self: a library view
 * @in_use: (nullable) (array zero-terminated=1): the autosaves of rosters
 *   open now, not to be offered for recovery
 *
 * Fills the view again: the recent rosters, the unsaved ones to recover
 * and the army lists, filtered by the search. Does nothing before
 * mu_library_view_set_library().
 */
void
mu_library_view_refresh (MuLibraryView *self, const char * const *in_use)
{
  if (self->library == NULL)
    return;
  fill_recent (self, in_use);
  fill_lists (self);
  search_changed (self);
}

/**
 * mu_library_view_set_library:
 * @self: a library view
 * @library: (transfer none): the library to show
 * @settings: (nullable) (transfer none): the settings with the recent
 *   rosters
 *
 * Shows a library's army lists and the recent rosters; the view holds
 * references to both.
 */
void
mu_library_view_set_library (MuLibraryView *self, MuLibrary *library, GSettings *settings)
{
  g_clear_pointer (&self->library, mu_library_unref);
  self->library = mu_library_ref (library);
  g_set_object (&self->settings, settings);
  mu_library_view_refresh (self, NULL);
}

/**
 * mu_library_view_focus_search:
 * @self: a library view
 *
 * Focuses the search entry of the library.
 */
void
mu_library_view_focus_search (MuLibraryView *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

/**
 * mu_library_view_focus_pane:
 * @self: a library view
 * @step: 1 for the next pane, -1 for the previous one
 *
 * Moves the focus between the library's panes, in order: the search and its
 * buttons, the recent rosters (when there are any), the army lists.
 */
void
mu_library_view_focus_pane (MuLibraryView *self, int step)
{
  GtkWidget *panes[]
      = { gtk_widget_get_parent (GTK_WIDGET (self->search_entry)), self->recent_box, self->lists_box };

  mu_gui_focus_pane (panes, G_N_ELEMENTS (panes), step);
}

static void
mu_library_view_dispose (GObject *object)
{
  MuLibraryView *self = MU_LIBRARY_VIEW (object);
  GtkWidget *child;

  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->last, g_free);
  g_clear_handle_id (&self->fill_idle, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), MU_TYPE_LIBRARY_VIEW);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->library, mu_library_unref);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (mu_library_view_parent_class)->dispose (object);
}

static void
mu_library_view_class_init (MuLibraryViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mu_library_view_dispose;
  signals[LIST_ACTIVATED] = g_signal_new ("list-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                          NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[ROSTER_ACTIVATED] = g_signal_new ("roster-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                            0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/mu-library-view.ui");
  gtk_widget_class_bind_template_child (widget_class, MuLibraryView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, MuLibraryView, recent_box);
  gtk_widget_class_bind_template_child (widget_class, MuLibraryView, recent_list);
  gtk_widget_class_bind_template_child (widget_class, MuLibraryView, lists_box);
  gtk_widget_class_bind_template_child (widget_class, MuLibraryView, empty_page);
  gtk_widget_class_bind_template_callback (widget_class, search_changed);
  gtk_widget_class_bind_template_callback (widget_class, search_activated);
  gtk_widget_class_bind_template_callback (widget_class, recent_row_activated);
}

/* Enter on a row of the lists or the recent rosters opens that row: the
 * search's key capture below would take Enter first and open the first
 * list it shows. */
static gboolean
enter_pressed (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
               MuLibraryView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
    return FALSE;
  if (!GTK_IS_LIST_BOX_ROW (focus) || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    return FALSE;
  return gtk_widget_activate (focus);
}

static void
mu_library_view_init (MuLibraryView *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkAdjustment *vadjustment;

  self->rows = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (enter_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  /* typing anywhere in the library searches it */
  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));
  gtk_widget_set_name (GTK_WIDGET (self->search_entry), "library-search");
  /* rows not made yet are made as scrolling or a new layout brings them near */
  vadjustment = gtk_scrolled_window_get_vadjustment (
      GTK_SCROLLED_WINDOW (gtk_widget_get_first_child (GTK_WIDGET (self))));
  g_signal_connect_swapped (vadjustment, "value-changed", G_CALLBACK (schedule_fill), self);
  g_signal_connect_swapped (vadjustment, "changed", G_CALLBACK (schedule_fill), self);
}
