/* mu-list-editor-allies.c: the allies row of a list being edited
 *
 * Each ally is an expander: the name the book prints, its list chosen
 * from the library's lists of the same ruleset or typed as the id of a
 * list the library does not have, and the footnote markers printed beside
 * it (whose date and variant rules then hold for the allied contingent).
 * A chooser and a button at the end add an ally. The section is made
 * again only when the allies or the lists they may come from changed.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "mu-ally-row.h"
#include "mu-army-list.h"
#include "mu-gui-util.h"
#include "mu-library.h"
#include "mu-list-editor-private.h"
#include "mu-list-ids.h"
#include "mu-ruleset.h"

/* An army of history (a list with a period) before a list of none, each
 * by name */
static int
compare_lists (gconstpointer a, gconstpointer b)
{
  const MuArmyList *one = *(MuArmyList * const *) a, *other = *(MuArmyList * const *) b;

  if ((one->period == NULL) != (other->period == NULL))
    return one->period == NULL ? 1 : -1;
  return g_utf8_collate (one->name != NULL ? one->name : one->id,
                         other->name != NULL ? other->name : other->id);
}

/* Whether the library's list is the one being edited: of the same id,
 * or read from the file being edited (whose id the player may be changing) */
static gboolean
is_own (MuListEditor *self, MuArmyList *list)
{
  const char *own = mu_list_draft_get_field (self->draft, "id");
  const char *path = self->file != NULL ? g_file_peek_path (self->file) : NULL;

  return g_strcmp0 (list->id, own) == 0 || (path != NULL && g_strcmp0 (list->file, path) == 0);
}

/* The library's lists an ally may come from: of the list's ruleset, not
 * the list itself nor the ruleset's list of every troop type (open.xml,
 * whose id is the ruleset's followed by "-open": it is for checking a
 * list, no book names it an ally), in the order of compare_lists () */
static GPtrArray *
library_lists (MuListEditor *self)
{
  MuLibrary *library = mu_application_get_library (self->app);
  const char *ruleset = mu_list_draft_get_ruleset (self->draft)->id;
  g_autofree char *open = g_strconcat (ruleset, "-open", NULL);
  GPtrArray *lists = g_ptr_array_new ();

  for (guint i = 0; library != NULL && i < library->lists->len; i++)
    {
      MuArmyList *list = library->lists->pdata[i];

      if (g_strcmp0 (list->ruleset_id, ruleset) == 0 && !is_own (self, list)
          && g_strcmp0 (list->id, open) != 0)
        g_ptr_array_add (lists, list);
    }
  g_ptr_array_sort (lists, compare_lists);
  return lists;
}

static GtkStringList *
lists_model (GPtrArray *lists)
{
  GtkStringList *model = gtk_string_list_new (NULL);

  for (guint i = 0; i < lists->len; i++)
    gtk_string_list_append (model, ((MuArmyList *) lists->pdata[i])->name);
  /* TRANSLATORS: the last item of the lists an ally may come from: a
   * list the library does not have, whose id is then typed */
  gtk_string_list_append (model, _("Not in the library"));
  return model;
}

static guint
ally_of (GtkWidget *widget)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "ally"));
}

static MuAllyRow *
ally_at (MuListEditor *self, guint index)
{
  GPtrArray *allies = mu_list_draft_get_allies (self->draft);

  return index < allies->len ? allies->pdata[index] : NULL;
}

static void
field_applied (GtkWidget *entry, MuListEditor *self)
{
  guint index = ally_of (entry);
  const char *field = g_object_get_data (G_OBJECT (entry), "field");
  MuAllyRow *ally = ally_at (self, index);
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  const char *old;

  if (ally == NULL)
    return;
  if (g_str_equal (field, "list"))
    {
      char *slug = mu_list_id_from_text (text);

      g_free (text);
      text = slug;
    }
  old = g_str_equal (field, "list")   ? ally->list_id
        : g_str_equal (field, "name") ? ally->name
                                      : ally->markers;
  if (g_strcmp0 (old ?: "", text) != 0)
    mu_list_draft_set_ally (self->draft, index, field, text);
}

static void
list_chosen (AdwComboRow *combo, GParamSpec *pspec, MuListEditor *self)
{
  g_autoptr(GPtrArray) lists = library_lists (self);
  guint chosen = adw_combo_row_get_selected (combo);
  guint index = ally_of (GTK_WIDGET (combo));
  MuAllyRow *ally = ally_at (self, index);
  MuArmyList *list;

  if (ally == NULL)
    return;
  if (chosen >= lists->len)
    {
      GtkWidget *id_row = g_object_get_data (G_OBJECT (combo), "id-row");

      if (id_row != NULL)
        gtk_widget_set_visible (id_row, TRUE);
      return;
    }
  list = lists->pdata[chosen];
  if (g_strcmp0 (ally->list_id, list->id) != 0)
    mu_list_draft_set_ally (self->draft, index, "list", list->id);
}

/* An ally whose list was chosen by the likeness of names, checked: the
 * mark goes */
static void
checked_clicked (GtkButton *button, MuListEditor *self)
{
  mu_list_draft_set_ally (self->draft, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "ally")),
                          "mark", NULL);
}

/* "Mark as Checked", on an ally an import marked only */
static void
add_checked_button (MuListEditor *self, GtkWidget *line, guint index, MuAllyRow *ally)
{
  g_autofree char *name = g_strdup_printf ("ally:%u:checked", index);
  g_autofree char *label = NULL;
  GtkWidget *checked;

  if (ally->mark == NULL)
    return;
  /* TRANSLATORS: %s is an ally's name, as Principate Romans */
  label = g_strdup_printf (_("Mark the list of the ally %s as checked"), ally->name ?: "");
  checked = _mu_list_editor_button (self, _("Mark as Checked"), name, G_CALLBACK (checked_clicked), self);
  g_object_set_data (G_OBJECT (checked), "ally", GUINT_TO_POINTER (index));
  gtk_accessible_update_property (GTK_ACCESSIBLE (checked), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (line), checked);
}

static void
remove_clicked (GtkButton *button, MuListEditor *self)
{
  mu_list_draft_remove_ally (self->draft, ally_of (GTK_WIDGET (button)));
}

static GtkWidget *
ally_entry (MuListEditor *self, guint index, const char *field, const char *title, const char *text)
{
  g_autofree char *name = g_strdup_printf ("ally:%u:%s", index, field);
  GtkWidget *entry = _mu_list_editor_entry (self, title, name, text, G_CALLBACK (field_applied));

  /* TRANSLATORS: a field's name for a screen reader: its title and the
   * ally's place in the allies row, "Footnote marker printed beside it (ally 2)" */
  g_autofree char *label = g_strdup_printf (_("%s (ally %u)"), title, index + 1);

  g_object_set_data (G_OBJECT (entry), "ally", GUINT_TO_POINTER (index));
  g_object_set_data (G_OBJECT (entry), "field", (gpointer) field);
  _mu_list_editor_name (entry, label);
  return _mu_list_editor_row_of (entry);
}

static GtkWidget *
list_combo (MuListEditor *self, guint index, MuAllyRow *ally, GPtrArray *lists)
{
  GtkWidget *combo;
  g_autoptr(GtkStringList) model = lists_model (lists);
  g_autofree char *name = g_strdup_printf ("ally:%u:list-chosen", index);
  g_autofree char *label = g_strdup_printf (_("The list of the ally %s"), ally->name ?: "");
  guint selected = lists->len;

  for (guint i = 0; i < lists->len; i++)
    if (g_strcmp0 (((MuArmyList *) lists->pdata[i])->id, ally->list_id) == 0)
      selected = i;
  combo = _mu_list_editor_chooser (_("Its list"), G_LIST_MODEL (model), selected, name,
                                      g_steal_pointer (&label));
  g_object_set_data (G_OBJECT (combo), "ally", GUINT_TO_POINTER (index));
  g_signal_connect (combo, "notify::selected", G_CALLBACK (list_chosen), self);
  /* focused again when the section is made again (the name applied as
   * Tab left it): the focus goes on, not back to the ally's header */
  _mu_list_editor_claim_focus (self, combo, name);
  return combo;
}

static char *
ally_subtitle (MuListEditor *self, MuAllyRow *ally)
{
  MuLibrary *library = mu_application_get_library (self->app);
  MuArmyList *list = ally->list_id != NULL ? mu_library_find_list (library, ally->list_id) : NULL;
  g_autofree char *where = list != NULL ? g_strdup_printf (_("list %s, in the library"), list->name)
                                        : ally->list_id != NULL
      ? g_strdup_printf (_("list “%s”, not in the library"), ally->list_id)
      : g_strdup (_("no list chosen"));

  if (ally->markers != NULL)
    return g_strdup_printf (_("%s · marked %s"), where, ally->markers);
  return g_steal_pointer (&where);
}

static GtkWidget *
ally_expander (MuListEditor *self, guint index, MuAllyRow *ally, GPtrArray *lists)
{
  GtkWidget *expander = adw_expander_row_new ();
  g_autofree char *name = g_strdup_printf ("ally:%u", index);
  g_autofree char *remove_name = g_strdup_printf ("ally:%u:remove", index);
  g_autofree char *remove_label = g_strdup_printf (_("Remove the ally %s"), ally->name ?: "");
  g_autofree char *actions
      = g_strdup_printf (_("Actions on “%s”"), ally->name != NULL ? ally->name : _("Ally without a name"));
  g_autofree char *subtitle = ally_subtitle (self, ally);
  const char *title = ally->name != NULL ? ally->name : _("Ally without a name");
  GtkWidget *remove_line = adw_action_row_new ();
  GtkWidget *remove
      = _mu_list_editor_button (self, _("Remove Ally"), remove_name, G_CALLBACK (remove_clicked), self);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (expander), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), title);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), subtitle);
  gtk_accessible_update_property (GTK_ACCESSIBLE (expander), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  _mu_list_editor_track_expander (self, expander, name);
  adw_expander_row_add_row (
      ADW_EXPANDER_ROW (expander),
      ally_entry (self, index, "name", _("Name, as the book prints it (as Principate Romans)"), ally->name));
  GtkWidget *combo = list_combo (self, index, ally, lists);
  GtkWidget *id_row = ally_entry (self, index, "list",
                                  _("Id of a list the library does not have (as armenian)"), ally->list_id);

  /* the id typed only for a list the library does not have */
  gtk_widget_set_visible (id_row, adw_combo_row_get_selected (ADW_COMBO_ROW (combo)) >= lists->len);
  g_object_set_data (G_OBJECT (combo), "id-row", id_row);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), combo);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), id_row);
  adw_expander_row_add_row (
      ADW_EXPANDER_ROW (expander),
      ally_entry (self, index, "markers", _("Footnote marker printed beside it (as ***)"), ally->markers));
  g_object_set_data (G_OBJECT (remove), "ally", GUINT_TO_POINTER (index));
  gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL, remove_label, -1);
  add_checked_button (self, remove_line, index, ally);
  adw_action_row_add_suffix (ADW_ACTION_ROW (remove_line), remove);
  _mu_list_editor_name (remove_line, actions);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), remove_line);
  return expander;
}

static void
add_clicked (GtkButton *button, MuListEditor *self)
{
  g_autoptr(GPtrArray) lists = library_lists (self);
  guint chosen = adw_combo_row_get_selected (g_object_get_data (G_OBJECT (button), "lists"));
  guint index = mu_list_draft_get_allies (self->draft)->len;
  MuArmyList *list = chosen < lists->len ? lists->pdata[chosen] : NULL;

  g_hash_table_add (self->expanded, g_strdup_printf ("ally:%u", index));
  g_free (self->focus_next);
  self->focus_next = g_strdup_printf ("ally:%u:%s", index, list != NULL ? "name" : "list");
  mu_list_draft_add_ally (self->draft, list != NULL ? list->id : NULL, list != NULL ? list->name : NULL,
                          NULL);
}

static GtkWidget *
add_row (MuListEditor *self, GPtrArray *lists)
{
  g_autoptr(GtkStringList) model = lists_model (lists);
  GtkWidget *button
      = _mu_list_editor_button (self, _("Add A_lly"), "add:ally", G_CALLBACK (add_clicked), self);
  /* no list chosen for the player: "Not in the library" until one is */
  GtkWidget *combo
      = _mu_list_editor_chooser (_("A new ally’s list"), G_LIST_MODEL (model), lists->len, "add:ally-list",
                                    g_strdup (_("The list of the ally to add")));

  _mu_list_editor_claim_focus (self, combo, "add:ally-list");
  g_object_set_data (G_OBJECT (button), "lists", combo);
  adw_action_row_add_suffix (ADW_ACTION_ROW (combo), button);
  return combo;
}

/* What the section is made from: the allies and the library's lists */
static char *
allies_shape (GPtrArray *allies, GPtrArray *lists)
{
  GString *shape = g_string_new (NULL);

  for (guint i = 0; i < allies->len; i++)
    {
      MuAllyRow *ally = allies->pdata[i];

      g_string_append_printf (shape, "%s\x1f%s\x1f%s\x1f%s\x1e", ally->list_id ?: "", ally->name ?: "",
                              ally->markers ?: "", ally->mark ?: "");
    }
  for (guint i = 0; i < lists->len; i++)
    g_string_append_printf (shape, "%s\x1f%s\x1e", ((MuArmyList *) lists->pdata[i])->id,
                            ((MuArmyList *) lists->pdata[i])->name);
  return g_string_free (shape, FALSE);
}

void
_mu_list_editor_fill_allies (MuListEditor *self)
{
  GPtrArray *allies = mu_list_draft_get_allies (self->draft);
  g_autoptr(GPtrArray) lists = library_lists (self);
  GtkWidget *group;

  if (!_mu_list_editor_reshape (self, self->allies_box, &self->allies_shape, allies_shape (allies, lists)))
    return;
  group = _mu_list_editor_group (
      self->allies_box, _("Allies"), _("The lists an allied contingent may come from, as the book’s allies "
                                   "row names them"));
  for (guint i = 0; i < allies->len; i++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                               ally_expander (self, i, allies->pdata[i], lists));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), add_row (self, lists));
}
