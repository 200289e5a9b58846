/* mu-list-editor-rows.c: the list's rows in the book's order, each with its
 * form
 *
 * A row is an expander: its title the unit type's name, its subtitle the
 * number, the printed cost and save and those the ruleset derives, marked
 * when they differ. Opened, it has a field for each part of the row: the
 * troop type and quality chosen from the ruleset's own vocabulary, the
 * number idiom from the list idioms, the other attributes of the ruleset as
 * switches or fields. Upgrade rows follow their row, set in.
 *
 * The expanders stay through the edits: each is the view of one row, known
 * by the row's serial (which survives renames, undo and redo), and after an
 * edit only what changed is touched: a new row gets its expander, a removed
 * row loses its own, a moved row is sorted to its place, and the fields of
 * the others show the draft again without losing what is being typed.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "mu-gui-util.h"
#include "mu-info-row.h"
#include "mu-list-editor-private.h"
#include "mu-list-ids.h"
#include "mu-list-import.h"
#include "mu-list-number.h"
#include "mu-option-def.h"
#include "mu-ruleset.h"
#include "mu-string-table.h"

/* The choices for a row's number: 0 is a range typed in, then the list
 * idioms (mu_list_number_idioms ()) */
static guint
n_idioms (void)
{
  return g_strv_length ((char **) mu_list_number_idioms ()) + 1;
}

static const char *
idiom_at (guint i)
{
  return i == 0 ? NULL : mu_list_number_idioms ()[i - 1];
}

static const char *
idiom_label (guint i)
{
  return i == 0 ? _("A range (as 1-3)") : mu_list_number_label (idiom_at (i));
}

static const char *
kind_label (const char *kind)
{
  if (g_str_equal (kind, "general"))
    return _("Generals");
  if (g_str_equal (kind, "general-upgrade"))
    return _("General's upgrade");
  if (g_str_equal (kind, "hero"))
    return _("Heroes");
  if (g_str_equal (kind, "camp"))
    return _("Camp");
  if (g_str_equal (kind, "fortification"))
    return _("Fortifications");
  if (g_str_equal (kind, "upgrade"))
    return _("Upgrade");
  return _("Troops");
}

static void open_only (MuListEditor *self, const char *id, const char *parent_id);

/* The row a widget of a row's expander stands for, by its id now: the
 * expander's id follows the row's renames */
static const char *
row_id_of (GtkWidget *widget)
{
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    if (ADW_IS_EXPANDER_ROW (w) && g_object_get_data (G_OBJECT (w), "row-id") != NULL)
      return g_object_get_data (G_OBJECT (w), "row-id");
  return NULL;
}

/* A widget of a row's form that shows a field of the row again after an
 * edit: kept in the expander's list of them */
static void
keep_field (GtkWidget *expander, GtkWidget *widget)
{
  g_ptr_array_add (g_object_get_data (G_OBJECT (expander), "fields"), widget);
}

static char *
unique_id (MuListEditor *self, const char *base)
{
  char *id = g_strdup (*base != '\0' ? base : "row");

  for (guint n = 2; mu_list_draft_find_row (self->draft, id) != NULL; n++)
    {
      g_free (id);
      id = g_strdup_printf ("%s-%u", base, n);
    }
  return id;
}

/* The id a row the editor made up takes from its name, or an unnamed
 * upgrade row from its description: its parent's id and what the upgrade
 * makes of it ("Upgrade warriors to veteran" of warriors: warriors-veteran);
 * NULL when @field gives none */
static char *
id_from (MuDraftRow *row, const char *field, const char *text)
{
  if (g_str_equal (field, "name"))
    return mu_list_id_from_text (text);
  if (!g_str_equal (field, "description") || row->parent == NULL || row->name != NULL)
    return NULL;
  return mu_list_id_for_row (NULL, text, row->parent->id);
}

static void
field_applied (GtkWidget *entry, MuListEditor *self)
{
  const char *id = row_id_of (entry);
  const char *field = g_object_get_data (G_OBJECT (entry), "field");
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));
  MuDraftRow *row = mu_list_draft_find_row (self->draft, id);
  g_autofree char *new_id = NULL;

  if (row == NULL || g_strcmp0 (text, mu_draft_row_get (row, field) ?: "") == 0)
    return;
  if (g_str_equal (field, "id"))
    {
      g_autofree char *slug = mu_list_id_from_text (text);

      if (*slug == '\0' || mu_list_draft_find_row (self->draft, slug) != NULL)
        return;
      g_hash_table_remove (self->auto_ids, id);
      mu_list_draft_set_row (self->draft, id, "id", slug);
      return;
    }
  /* a row the editor named follows its name until its id is changed by
   * hand */
  if (g_hash_table_contains (self->auto_ids, id))
    {
      g_autofree char *slug = id_from (row, field, text);

      if (slug != NULL && *slug != '\0' && !g_str_equal (slug, id))
        new_id = unique_id (self, slug);
    }
  if (new_id == NULL)
    mu_list_draft_set_row (self->draft, id, field, *text != '\0' ? text : NULL);
  else
    {
      /* the name or description and the id it gives: one edit, undone at once */
      g_hash_table_add (self->auto_ids, g_strdup (new_id));
      g_hash_table_remove (self->auto_ids, id);
      mu_list_draft_set_row_with_id (self->draft, id, field, text, new_id);
    }
  /* a description says the troop type or the upgrade, as when imported */
  if (g_str_equal (field, "description"))
    mu_list_import_guess_row (self->draft, new_id != NULL ? new_id : id);
}

static GtkWidget *
field_entry (MuListEditor *self, GtkWidget *expander, MuDraftRow *row, const char *title, const char *field)
{
  g_autofree char *name = g_strdup_printf ("row:%s:%s", row->id, field);
  GtkWidget *entry
      = _mu_list_editor_entry (self, title, name, mu_draft_row_get (row, field), G_CALLBACK (field_applied));

  g_object_set_data_full (G_OBJECT (entry), "field", g_strdup (field), g_free);
  g_object_set_data_full (G_OBJECT (entry), "a11y-title", g_strdup (title), g_free);
  keep_field (expander, entry);
  return entry;
}

/* The number: an idiom, or a range typed in */

static void
idiom_chosen (AdwComboRow *combo, GParamSpec *pspec, MuListEditor *self)
{
  guint chosen = adw_combo_row_get_selected (combo);
  const char *id = row_id_of (GTK_WIDGET (combo));
  MuDraftRow *row = mu_list_draft_find_row (self->draft, id);

  if (self->syncing || row == NULL || chosen >= n_idioms ())
    return;
  if (chosen == 0)
    {
      GtkWidget *range = g_object_get_data (G_OBJECT (combo), "range");

      /* the range next, to be typed over */
      gtk_widget_set_visible (_mu_list_editor_row_of (range), TRUE);
      _mu_list_editor_focus_later (self, range);
      mu_list_draft_set_row (self->draft, id, "number", "0-1");
    }
  else if (g_strcmp0 (row->number, idiom_at (chosen)) != 0)
    mu_list_draft_set_row (self->draft, id, "number", idiom_at (chosen));
}

static guint
idiom_of (const char *number)
{
  if (number == NULL)
    return 1;
  for (guint i = 1; i < n_idioms (); i++)
    if (g_str_equal (number, idiom_at (i)))
      return i;
  return 0;
}

/* The idiom, and the range shown only while the idiom is a range */
static void
show_number (MuListEditor *self, GtkWidget *combo, MuDraftRow *row)
{
  guint idiom = idiom_of (row->number);
  GtkWidget *range = g_object_get_data (G_OBJECT (combo), "range");

  if (adw_combo_row_get_selected (ADW_COMBO_ROW (combo)) != idiom)
    adw_combo_row_set_selected (ADW_COMBO_ROW (combo), idiom);
  gtk_widget_set_visible (_mu_list_editor_row_of (range), idiom == 0);
}

static void
add_number (MuListEditor *self, GtkWidget *expander, MuDraftRow *row)
{
  GtkWidget *combo = adw_combo_row_new ();
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  g_autofree char *name = g_strdup_printf ("row:%s:idiom", row->id);
  GtkWidget *range = field_entry (self, expander, row, _("Range (as 1-3, 2 or 1-any)"), "number");

  for (guint i = 0; i < n_idioms (); i++)
    gtk_string_list_append (model, idiom_label (i));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (combo), _("Number"));
  adw_combo_row_set_model (ADW_COMBO_ROW (combo), G_LIST_MODEL (model));
  mu_gui_combo_row_enter_chooses (combo);
  gtk_widget_set_name (combo, name);
  g_object_set_data_full (G_OBJECT (combo), "a11y-title", g_strdup (_("Number")), g_free);
  mu_gui_name_combo_row (combo);
  g_object_set_data (G_OBJECT (combo), "range", range);
  g_object_set_data (G_OBJECT (combo), "show", show_number);
  show_number (self, combo, row);
  g_signal_connect (combo, "notify::selected", G_CALLBACK (idiom_chosen), self);
  keep_field (expander, combo);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), combo);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), _mu_list_editor_row_of (range));
}

/* The ruleset's attributes */

static void
choice_chosen (GtkDropDown *chooser, GParamSpec *pspec, MuListEditor *self)
{
  char **ids = g_object_get_data (G_OBJECT (chooser), "ids");
  const char *attribute = g_object_get_data (G_OBJECT (chooser), "field");
  guint chosen = gtk_drop_down_get_selected (chooser);

  if (self->syncing || chosen == GTK_INVALID_LIST_POSITION || chosen > g_strv_length (ids))
    return;
  mu_list_draft_set_row (self->draft, row_id_of (GTK_WIDGET (chooser)), attribute,
                         chosen == 0 ? NULL : ids[chosen - 1]);
}

/* The item of the row's value, "Not set" (0) when it has none */
static void
show_choice (MuListEditor *self, GtkWidget *chooser, MuDraftRow *row)
{
  char **ids = g_object_get_data (G_OBJECT (chooser), "ids");
  const char *value = mu_draft_row_get (row, g_object_get_data (G_OBJECT (chooser), "field"));
  guint selected = 0;

  for (guint i = 0; ids[i] != NULL; i++)
    if (g_strcmp0 (value, ids[i]) == 0)
      selected = i + 1;
  if (gtk_drop_down_get_selected (GTK_DROP_DOWN (chooser)) != selected)
    gtk_drop_down_set_selected (GTK_DROP_DOWN (chooser), selected);
}

/* An id as words: "extra-missile" → "Extra missile" */
static char *
attribute_title (const char *attribute)
{
  char *title = g_strdelimit (g_strdup (attribute), "-_", ' ');

  if (*title != '\0')
    *title = g_ascii_toupper (*title);
  return title;
}

/* What the ruleset says of an attribute a list row may carry
 * (<row-field>), or NULL */
static MuOptionDef *
row_field (MuListEditor *self, const char *attribute)
{
  return mu_option_defs_find (mu_list_draft_get_ruleset (self->draft)->row_fields, attribute);
}

/* An attribute's name: the ruleset's, else its id as words
 * ("extra-missile" → "Extra missile") */
static char *
field_title (MuListEditor *self, const char *attribute)
{
  MuOptionDef *def = row_field (self, attribute);

  return def != NULL ? g_strdup (def->label) : attribute_title (attribute);
}

/* The ruleset's words of what an attribute does, under its field and for
 * a screen reader */
static void
describe_field (MuListEditor *self, GtkWidget *line, GtkWidget *control, const char *attribute)
{
  MuOptionDef *def = row_field (self, attribute);

  if (def == NULL || def->description == NULL)
    return;
  adw_action_row_set_subtitle (ADW_ACTION_ROW (line), def->description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (control), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  def->description, -1);
}

/* A chooser longer than this finds its item by the first letters typed */
#define SEARCH_FROM 8

/* Enter in the search takes the first item shown ("warr", Enter:
 * Warriors); GTK 4.8's drop-down does nothing with it */
static void
search_activated (GtkSearchEntry *search, GtkWidget *list)
{
  GtkSelectionModel *shown = gtk_list_view_get_model (GTK_LIST_VIEW (list));

  if (!GTK_IS_SINGLE_SELECTION (shown) || g_list_model_get_n_items (G_LIST_MODEL (shown)) == 0)
    return;
  gtk_single_selection_set_selected (GTK_SINGLE_SELECTION (shown), 0);
  g_signal_emit_by_name (list, "activate", 0u);
}

/* The drop-down's search as a player types it: the letters typed in the
 * open drop-down go to its search (GTK 4.8 puts the focus on the list's
 * chosen item, where they did nothing), and Enter there chooses */
static void
type_to_search (GtkWidget *chooser)
{
  GtkWidget *search = mu_gui_find_child (chooser, GTK_TYPE_SEARCH_ENTRY);
  GtkWidget *popover = search != NULL ? gtk_widget_get_ancestor (search, GTK_TYPE_POPOVER) : NULL;
  GtkWidget *list = popover != NULL ? mu_gui_find_child (popover, GTK_TYPE_LIST_VIEW) : NULL;

  if (list == NULL)
    return;
  gtk_search_entry_set_key_capture_widget (GTK_SEARCH_ENTRY (search), popover);
  g_signal_connect (search, "activate", G_CALLBACK (search_activated), list);
}

/* A drop-down of the ruleset's vocabulary (id, label, id, label …), "Not
 * set" first; a value the ruleset gives no label, by its id in words
 * ("veteran" → "Veteran"). libadwaita 1.2's combo row has no search: the
 * drop-down is a GtkDropDown beside the row's title, whose popover finds a
 * troop type by its first letters ("war" → Warriors). The drop-down is the
 * row's one Tab stop. */
static GtkWidget *
choice_row (GtkWidget *expander, MuDraftRow *row, const char *attribute, const char *title, char **vocabulary,
            MuListEditor *self)
{
  GtkWidget *line = adw_action_row_new ();
  GtkStringList *model = gtk_string_list_new (NULL);
  GtkWidget *chooser;
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
  g_autofree char *name = g_strdup_printf ("row:%s:%s", row->id, attribute);

  gtk_string_list_append (model, _("Not set"));
  for (guint i = 0; vocabulary[i] != NULL && vocabulary[i + 1] != NULL; i += 2)
    {
      g_autofree char *label
          = g_str_equal (vocabulary[i + 1], vocabulary[i]) ? attribute_title (vocabulary[i]) : NULL;

      gtk_string_list_append (model, label != NULL ? label : vocabulary[i + 1]);
      g_strv_builder_add (ids, vocabulary[i]);
    }
  chooser = gtk_drop_down_new (G_LIST_MODEL (model),
                               gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string"));
  if (g_list_model_get_n_items (G_LIST_MODEL (model)) > SEARCH_FROM)
    {
      gtk_drop_down_set_enable_search (GTK_DROP_DOWN (chooser), TRUE);
      type_to_search (chooser);
    }
  gtk_widget_set_valign (chooser, GTK_ALIGN_CENTER);
  /* flat in its row, as the combo rows of the form are */
  gtk_widget_add_css_class (mu_gui_find_child (chooser, GTK_TYPE_TOGGLE_BUTTON), "flat");
  gtk_widget_set_name (chooser, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (line), title);
  adw_action_row_add_suffix (ADW_ACTION_ROW (line), chooser);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (line), chooser);
  gtk_widget_set_focusable (line, FALSE);
  g_object_set_data_full (G_OBJECT (chooser), "a11y-title", g_strdup (title), g_free);
  mu_gui_name_drop_down (chooser, title);
  g_object_set_data_full (G_OBJECT (chooser), "field", g_strdup (attribute), g_free);
  g_object_set_data_full (G_OBJECT (chooser), "ids", g_strv_builder_end (ids), (GDestroyNotify) g_strfreev);
  g_object_set_data (G_OBJECT (chooser), "show", show_choice);
  show_choice (self, chooser, row);
  g_signal_connect (chooser, "notify::selected", G_CALLBACK (choice_chosen), self);
  keep_field (expander, chooser);
  return line;
}

static void
switch_toggled (GtkSwitch *toggle, GParamSpec *pspec, MuListEditor *self)
{
  if (self->syncing)
    return;
  mu_list_draft_set_row (self->draft, row_id_of (GTK_WIDGET (toggle)),
                         g_object_get_data (G_OBJECT (toggle), "field"),
                         gtk_switch_get_active (toggle) ? "true" : NULL);
}

static void
show_switch (MuListEditor *self, GtkWidget *toggle, MuDraftRow *row)
{
  gboolean on
      = g_strcmp0 (mu_draft_row_get (row, g_object_get_data (G_OBJECT (toggle), "field")), "true") == 0;

  if (gtk_switch_get_active (GTK_SWITCH (toggle)) != on)
    gtk_switch_set_active (GTK_SWITCH (toggle), on);
}

static GtkWidget *
switch_row (GtkWidget *expander, MuDraftRow *row, const char *attribute, MuListEditor *self)
{
  GtkWidget *line = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();
  g_autofree char *name = g_strdup_printf ("row:%s:%s", row->id, attribute);

  g_autofree char *title = field_title (self, attribute);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (line), title);
  describe_field (self, line, toggle, attribute);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  gtk_widget_set_name (toggle, name);
  g_object_set_data_full (G_OBJECT (toggle), "a11y-title", g_strdup (title), g_free);
  g_object_set_data_full (G_OBJECT (toggle), "field", g_strdup (attribute), g_free);
  g_object_set_data (G_OBJECT (toggle), "show", show_switch);
  show_switch (self, toggle, row);
  keep_field (expander, toggle);
  g_signal_connect (toggle, "notify::active", G_CALLBACK (switch_toggled), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (line), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (line), toggle);
  /* one Tab stop: the switch, which says whether it is on */
  gtk_widget_set_focusable (line, FALSE);
  return line;
}

static gboolean
only_true_false (GHashTable *values)
{
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, values);
  while (g_hash_table_iter_next (&iter, &value, NULL))
    if (!g_str_equal (value, "true") && !g_str_equal (value, "false"))
      return FALSE;
  return TRUE;
}

/* The attributes of @others in the ruleset's order of its row fields,
 * then the others by id */
static const char **
fields_in_order (MuListEditor *self, GHashTable *others, guint *n)
{
  GPtrArray *fields = mu_list_draft_get_ruleset (self->draft)->row_fields;
  g_autofree const char **rest = mu_string_table_sorted_keys (others, n);
  const char **sorted = g_new0 (const char *, *n + 1);
  guint next = 0;

  for (guint i = 0; i < fields->len; i++)
    if (g_hash_table_contains (others, ((MuOptionDef *) fields->pdata[i])->id))
      sorted[next++] = ((MuOptionDef *) fields->pdata[i])->id;
  for (guint i = 0; i < *n; i++)
    if (row_field (self, rest[i]) == NULL)
      sorted[next++] = rest[i];
  return sorted;
}

/* The troop type and quality (or a general's upgrade) from the ruleset's
 * vocabulary; the ruleset's other attributes, as its lists use them, as
 * switches when they are true or false and as fields otherwise; and any
 * other attribute the row carries. */
static void
add_attributes (MuListEditor *self, GtkWidget *expander, MuDraftRow *row)
{
  const char *kind = mu_draft_row_kind (row);
  const char *chosen[] = { "type", "quality", "upgrade" };
  const char *titles[] = { N_ ("Troop type"), N_ ("Quality"), N_ ("General's upgrade") };
  g_autoptr(GHashTable) done = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) others = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree const char **sorted = NULL;
  guint n = 0;
  GHashTableIter iter;
  gpointer key, value;

  if (g_str_equal (kind, "hero") || g_str_equal (kind, "camp") || g_str_equal (kind, "fortification"))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (chosen); i++)
    {
      g_auto(GStrv) vocabulary = NULL;

      /* a general's upgrade row names its upgrade; the general row none */
      if ((i == 2) != g_str_equal (kind, "general-upgrade") || g_str_equal (kind, "general"))
        continue;
      vocabulary = mu_list_draft_get_vocabulary (self->draft, chosen[i]);
      if (vocabulary == NULL)
        continue;
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                choice_row (expander, row, chosen[i], _(titles[i]), vocabulary, self));
      g_hash_table_add (done, (gpointer) chosen[i]);
    }
  if (g_str_has_prefix (kind, "general"))
    return;
  /* a general's upgrade is named on a general's upgrade row only */
  g_hash_table_iter_init (&iter, self->seen);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (!g_hash_table_contains (done, key) && !g_str_equal (key, "upgrade"))
      g_hash_table_add (others, key);
  g_hash_table_iter_init (&iter, row->attrs);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (!g_hash_table_contains (done, key) && !g_hash_table_contains (self->seen, key))
      g_hash_table_add (others, key);
  sorted = fields_in_order (self, others, &n);
  for (guint i = 0; i < n; i++)
    {
      const char *attribute = sorted[i];
      GHashTable *values = g_hash_table_lookup (self->seen, attribute);
      g_autofree char *title = field_title (self, attribute);
      GtkWidget *entry;

      if (values != NULL && only_true_false (values))
        value = switch_row (expander, row, attribute, self);
      else
        {
          entry = field_entry (self, expander, row, title, attribute);
          value = _mu_list_editor_row_of (entry);
          describe_field (self, value, entry, attribute);
        }
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), value);
    }
}

/* What the ruleset derives, beside the printed figures */

static char *
derived_text (MuDraftRow *row)
{
  g_autofree char *save = row->derived_save > 0 ? g_strdup_printf ("%d+", row->derived_save) : NULL;

  if (!row->derived)
    return g_strdup (_("not priced by the ruleset"));
  if (save != NULL)
    return g_strdup_printf (_("derived: cost %g, save %s"), row->derived_cost, save);
  return g_strdup_printf (_("derived: cost %g"), row->derived_cost);
}

/* A row's number in its line: a range as printed, an idiom in words
 * ("half or more", not "half-or-more") */
static char *
number_text (const char *number)
{
  for (guint i = 1; i < n_idioms (); i++)
    if (g_strcmp0 (number != NULL ? number : "any", idiom_at (i)) == 0)
      return g_utf8_strdown (idiom_label (i), -1);
  return g_strdup (number);
}

static char *
row_subtitle (MuDraftRow *row)
{
  g_autofree char *derived = derived_text (row);
  g_autofree char *number = number_text (row->number);

  return g_strdup_printf (_("%s · number %s · printed cost %s, save %s · %s%s%s"),
                             kind_label (mu_draft_row_kind (row)), number, row->printed_cost ?: "–",
                             row->printed_save ?: "–", derived, row->markers != NULL ? " · " : "",
                             row->markers ?: "");
}

/* Buttons of a row */

static void
add_upgrade_clicked (GtkButton *button, MuListEditor *self)
{
  const char *parent = row_id_of (GTK_WIDGET (button));
  MuDraftRow *row = mu_list_draft_find_row (self->draft, parent);
  g_autofree char *base = g_strconcat (parent, "-upgrade", NULL);
  g_autofree char *id = unique_id (self, base);

  if (row == NULL)
    return;
  open_only (self, id, parent);
  g_hash_table_add (self->auto_ids, g_strdup (id));
  /* an upgrade row is described rather than named: that field first */
  g_free (self->focus_next);
  self->focus_next = g_strdup_printf ("row:%s:description", id);
  mu_list_draft_add_row (self->draft, parent, id,
                         g_str_equal (mu_draft_row_kind (row), "general") ? "general-upgrade" : NULL);
}

static void
remove_clicked (GtkButton *button, MuListEditor *self)
{
  mu_list_draft_remove_row (self->draft, row_id_of (GTK_WIDGET (button)));
}

static void
move_clicked (GtkButton *button, MuListEditor *self)
{
  const char *id = row_id_of (GTK_WIDGET (button));
  int step = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "step"));
  MuDraftRow *row = mu_list_draft_find_row (self->draft, id);
  GPtrArray *siblings = row == NULL           ? NULL
                        : row->parent != NULL ? row->parent->children
                                              : mu_list_draft_get_rows (self->draft);
  guint at = 0;

  if (siblings == NULL || !g_ptr_array_find (siblings, row, &at) || (step < 0 && at == 0)
      || (step > 0 && at + 1 >= siblings->len))
    return;
  mu_list_draft_move_row (self->draft, id, at + step);
}

static GtkWidget *
row_buttons (MuListEditor *self, MuDraftRow *row)
{
  GtkWidget *line = adw_action_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  const char *kind = mu_draft_row_kind (row);
  /* each with its name for a screen reader, the row's name in it */
  struct
  {
    const char *label;
    const char *what;
    GCallback clicked;
    int step;
    const char *a11y;
  } buttons[] = {
    { N_ ("Add _Upgrade Row"), "add-upgrade", G_CALLBACK (add_upgrade_clicked), 0, N_ ("Add upgrade to %s") },
      { N_ ("Move Up"), "up", G_CALLBACK (move_clicked), -1, N_ ("Move %s up") },
        { N_ ("Move Down"), "down", G_CALLBACK (move_clicked), 1, N_ ("Move %s down") },
          { N_ ("Re_move Row"), "remove", G_CALLBACK (remove_clicked), 0, N_ ("Remove %s") },
        };

  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      g_autofree char *name = g_strdup_printf ("row:%s:%s", row->id, buttons[i].what);
      GtkWidget *button;

      if (i == 0 && (row->parent != NULL || !(g_str_equal (kind, "unit") || g_str_equal (kind, "general"))))
        continue;
      button = _mu_list_editor_button (self, _(buttons[i].label), name, buttons[i].clicked, self);
      g_object_set_data (G_OBJECT (button), "step", GINT_TO_POINTER (buttons[i].step));
      g_object_set_data (G_OBJECT (button), "a11y-format", (gpointer) buttons[i].a11y);
      if (i == 3)
        gtk_widget_add_css_class (button, "destructive-action");
      gtk_box_append (GTK_BOX (box), button);
    }
  adw_action_row_add_prefix (ADW_ACTION_ROW (line), box);
  /* its buttons are the stops, not the line */
  gtk_widget_set_focusable (line, FALSE);
  g_object_set_data (G_OBJECT (line), "a11y-format", (gpointer) N_ ("Actions on “%s”"));
  return line;
}

/* The controls of a row's form named with the row's name: "Printed cost
 * of Chariots", "Remove Chariots", "Number of Chariots: Any" */
static void
name_controls (GtkWidget *widget, const char *row_name)
{
  const char *title = g_object_get_data (G_OBJECT (widget), "a11y-title");
  const char *format = g_object_get_data (G_OBJECT (widget), "a11y-format");

  if (title != NULL)
    {
      /* TRANSLATORS: a control's name for a screen reader: its title and
       * the name of the list's row it belongs to, "Printed cost of Chariots" */
      g_autofree char *name = g_strdup_printf (_("%s of %s"), title, row_name);

      /* a drop-down is named again with its value, as it is when the
       * value changes */
      if (ADW_IS_COMBO_ROW (widget) || GTK_IS_DROP_DOWN (widget))
        {
          g_object_set_data_full (G_OBJECT (widget), "mu-title", g_steal_pointer (&name), g_free);
          g_object_notify (G_OBJECT (widget), ADW_IS_COMBO_ROW (widget) ? "title" : "selected-item");
        }
      else
        _mu_list_editor_name (widget, name);
    }
  else if (format != NULL)
    {
      g_autofree char *name = g_strdup_printf (_(format), row_name);

      _mu_list_editor_name (widget, name);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    name_controls (child, row_name);
}

/* The ruleset's figures, and why the printed ones differ, or what keeps
 * the ruleset from pricing the row (the loader's words may name an
 * element: plain text, not markup) */
static void
show_figures (MuListEditor *self, GtkWidget *figures, MuDraftRow *row)
{
  g_autofree char *derived = derived_text (row);
  const char *title = _("The ruleset agrees");

  if (row->problem != NULL)
    title = row->derived ? _("The printed figures differ") : _("The row has a problem");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (figures), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (figures), row->problem != NULL ? row->problem : derived);
  gtk_widget_set_name (figures, row->problem != NULL ? "row-differs" : "row-agrees");
  if (row->problem != NULL)
    gtk_widget_add_css_class (figures, "error");
  else
    gtk_widget_remove_css_class (figures, "error");
}

/* A row's form, made when the row is first opened: closed rows cost one
 * line each. */
static void
fill_form (MuListEditor *self, GtkWidget *expander, MuDraftRow *row)
{
  /* read, not a Tab stop: it has nothing to do */
  GtkWidget *figures = mu_info_row_new ();

  g_object_set_data (G_OBJECT (expander), "filled", GINT_TO_POINTER (TRUE));
  adw_expander_row_add_row (
      ADW_EXPANDER_ROW (expander),
      _mu_list_editor_row_of (field_entry (
          self, expander, row, row->parent != NULL ? _("Name (optional)") : _("Unit type name"), "name")));
  adw_expander_row_add_row (
      ADW_EXPANDER_ROW (expander),
      _mu_list_editor_row_of (field_entry (self, expander, row, _("Description"), "description")));
  /* the book's columns in the book's order, then the troop type */
  add_number (self, expander, row);
  adw_expander_row_add_row (
      ADW_EXPANDER_ROW (expander),
      _mu_list_editor_row_of (field_entry (self, expander, row, _("Printed save"), "printed-save")));
  adw_expander_row_add_row (
      ADW_EXPANDER_ROW (expander),
      _mu_list_editor_row_of (field_entry (self, expander, row, _("Printed cost"), "printed-cost")));
  add_attributes (self, expander, row);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (figures), FALSE);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (figures), 0);
  g_object_set_data (G_OBJECT (figures), "show", show_figures);
  show_figures (self, figures, row);
  keep_field (expander, figures);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), figures);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                            _mu_list_editor_row_of (field_entry (
                                self, expander, row, _("Footnote markers (as * or **)"), "markers")));
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                            _mu_list_editor_row_of (field_entry (self, expander, row, _("Row id"), "id")));
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row_buttons (self, row));
  name_controls (expander, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (expander)));
}

static void
row_opened (GtkWidget *expander, GParamSpec *pspec, MuListEditor *self)
{
  MuDraftRow *row = mu_list_draft_find_row (self->draft, row_id_of (expander));

  if (row != NULL && adw_expander_row_get_expanded (ADW_EXPANDER_ROW (expander))
      && g_object_get_data (G_OBJECT (expander), "filled") == NULL)
    fill_form (self, expander, row);
}

/* A renamed row's widgets take the names of its new id */
static void
rename_widgets (GtkWidget *widget, const char *old_name, const char *new_name)
{
  const char *name = gtk_widget_get_name (widget);
  gsize length = strlen (old_name);

  if (g_str_has_prefix (name, old_name) && (name[length] == '\0' || name[length] == ':'))
    {
      g_autofree char *renamed = g_strconcat (new_name, name + length, NULL);

      gtk_widget_set_name (widget, renamed);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    rename_widgets (child, old_name, new_name);
}

/* The expander's title, subtitle and mark as the row stands */
static void
show_row (MuListEditor *self, GtkWidget *expander, MuDraftRow *row)
{
  g_autofree char *subtitle = row_subtitle (row);
  const char *title = mu_draft_row_label (row);
  GtkWidget *icon = g_object_get_data (G_OBJECT (expander), "warning");
  g_autofree char *unnamed = NULL;

  /* a row not yet named: what it is, not the id the editor made up */
  if (row->name == NULL && row->description == NULL)
    title = unnamed = row->parent != NULL
        ? g_strdup_printf (_("New upgrade of %s"), mu_draft_row_label (row->parent) ?: row->parent->id)
        : g_strdup_printf (_("New row (%s)"), kind_label (mu_draft_row_kind (row)));
  if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (expander)), title) != 0)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), title);
      if (g_object_get_data (G_OBJECT (expander), "filled") != NULL)
        name_controls (expander, title);
    }
  if (g_strcmp0 (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (expander)), subtitle) != 0)
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), subtitle);
  gtk_accessible_update_property (GTK_ACCESSIBLE (expander), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle, -1);
  gtk_widget_set_visible (icon, row->problem != NULL || row->mark != NULL);
  gtk_widget_set_tooltip_text (icon, row->problem != NULL ? row->problem : row->mark);
}

/* An expander kept for the row as it stands now: its id, its title, and
 * each field of its form showing the draft again */
static void
sync_row (MuListEditor *self, GtkWidget *expander, MuDraftRow *row)
{
  const char *old_id = g_object_get_data (G_OBJECT (expander), "row-id");
  GPtrArray *fields = g_object_get_data (G_OBJECT (expander), "fields");

  if (g_strcmp0 (old_id, row->id) != 0)
    {
      g_autofree char *old_name = g_strconcat ("row:", old_id, NULL);
      g_autofree char *new_name = g_strconcat ("row:", row->id, NULL);

      rename_widgets (expander, old_name, new_name);
      g_object_set_data_full (G_OBJECT (expander), "row-id", g_strdup (row->id), g_free);
    }
  show_row (self, expander, row);
  for (guint i = 0; i < fields->len; i++)
    {
      GtkWidget *field = fields->pdata[i];
      void (*show) (MuListEditor *, GtkWidget *, MuDraftRow *) = g_object_get_data (G_OBJECT (field), "show");

      if (show != NULL)
        show (self, field, row);
      else
        _mu_list_editor_show (self, field,
                              mu_draft_row_get (row, g_object_get_data (G_OBJECT (field), "field")));
    }
}

static GtkWidget *
row_expander (MuListEditor *self, MuDraftRow *row, guint depth)
{
  GtkWidget *expander = adw_expander_row_new ();
  g_autofree char *name = g_strconcat ("row:", row->id, NULL);
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (expander), FALSE);
  if (depth > 0)
    gtk_widget_add_css_class (expander, "list-upgrade-row");
  gtk_widget_set_margin_start (expander, 24 * depth);
  gtk_widget_add_css_class (icon, "warning");
  adw_expander_row_add_action (ADW_EXPANDER_ROW (expander), icon);
  g_object_set_data (G_OBJECT (expander), "warning", icon);
  g_object_set_data_full (G_OBJECT (expander), "fields", g_ptr_array_new (),
                          (GDestroyNotify) g_ptr_array_unref);
  g_object_set_data_full (G_OBJECT (expander), "row-id", g_strdup (row->id), g_free);
  g_object_set_data (G_OBJECT (expander), "serial", GUINT_TO_POINTER (row->serial));
  gtk_widget_set_name (expander, name);
  show_row (self, expander, row);
  /* a row just added is open, its form made now */
  if (g_hash_table_remove (self->expanded, name))
    {
      adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), TRUE);
      fill_form (self, expander, row);
    }
  g_signal_connect (expander, "notify::expanded", G_CALLBACK (row_opened), self);
  return expander;
}

/* A row added: it is opened (when its expander is made), the others
 * closed, so the form stays short */
static void
open_only (MuListEditor *self, const char *id, const char *parent_id)
{
  GHashTableIter iter;
  gpointer expander;

  g_hash_table_iter_init (&iter, self->row_views);
  while (g_hash_table_iter_next (&iter, NULL, &expander))
    if (parent_id == NULL || g_strcmp0 (row_id_of (expander), parent_id) != 0)
      adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), FALSE);
  g_hash_table_add (self->expanded, g_strconcat ("row:", id, NULL));
}

/* Adding rows at the end of the list */

static void
add_row_clicked (GtkButton *button, MuListEditor *self)
{
  const char *kind = g_object_get_data (G_OBJECT (button), "kind");
  const char *base = g_object_get_data (G_OBJECT (button), "base");
  g_autofree char *id = unique_id (self, base);

  open_only (self, id, NULL);
  g_hash_table_add (self->auto_ids, g_strdup (id));
  /* the new row's name next, as the book's table reads */
  g_free (self->focus_next);
  self->focus_next = g_strdup_printf ("row:%s:name", id);
  mu_list_draft_add_row (self->draft, NULL, id, kind);
}

static GtkWidget *
add_buttons (MuListEditor *self)
{
  GtkWidget *box = gtk_flow_box_new ();
  struct
  {
    const char *label;
    const char *kind;
    const char *base;
  } buttons[] = {
    { N_ ("Add _Troop Row"), NULL, "troops" },
      { N_ ("Add _Generals"), "general", "generals" },
        { N_ ("Add _Heroes"), "hero", "heroes" },
          { N_ ("Add _Camp"), "camp", "camp" },
            { N_ ("Add _Fortifications"), "fortification", "fortifications" },
          };

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (box), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (box), 5);
  gtk_widget_set_margin_top (box, 12);
  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      g_autofree char *name = g_strdup_printf ("add:%s", buttons[i].base);
      GtkWidget *button
          = _mu_list_editor_button (self, _(buttons[i].label), name, G_CALLBACK (add_row_clicked), self);

      g_object_set_data (G_OBJECT (button), "kind", (gpointer) buttons[i].kind);
      g_object_set_data (G_OBJECT (button), "base", (gpointer) buttons[i].base);
      gtk_flow_box_append (GTK_FLOW_BOX (box), button);
      /* one Tab stop a button: the button, not its place in the box */
      gtk_widget_set_focusable (gtk_widget_get_last_child (box), FALSE);
    }
  /* GTK 4.8's flow box of unfocusable places would keep Tab in itself */
  gtk_widget_set_focusable (box, FALSE);
  return box;
}

/* The rows' expanders in the book's order: by the place each was given */
static int
by_place (GtkListBoxRow *a, GtkListBoxRow *b, gpointer data)
{
  guint at = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (a), "place"));
  guint bt = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (b), "place"));

  return at < bt ? -1 : at > bt;
}

/* Each row's expander kept or made, given its place in the book's order;
 * @kept gathers the serials of the rows there are */
static void
place_rows (MuListEditor *self, GPtrArray *rows, guint depth, guint *place, GHashTable *kept)
{
  for (guint i = 0; i < rows->len; i++)
    {
      MuDraftRow *row = rows->pdata[i];
      GtkWidget *expander = g_hash_table_lookup (self->row_views, GUINT_TO_POINTER (row->serial));

      if (expander == NULL)
        {
          expander = row_expander (self, row, depth);
          g_hash_table_insert (self->row_views, GUINT_TO_POINTER (row->serial), expander);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->rows_group), expander);
          /* the group's list of rows, sorted by the rows' places */
          if (self->rows_list == NULL && GTK_IS_LIST_BOX (gtk_widget_get_parent (expander)))
            {
              self->rows_list = GTK_LIST_BOX (gtk_widget_get_parent (expander));
              gtk_list_box_set_sort_func (self->rows_list, by_place, NULL, NULL);
            }
        }
      else
        sync_row (self, expander, row);
      g_object_set_data (G_OBJECT (expander), "place", GUINT_TO_POINTER ((*place)++));
      g_hash_table_add (kept, GUINT_TO_POINTER (row->serial));
      place_rows (self, row->children, depth + 1, place, kept);
    }
}

/* The expanders of rows gone are taken out; the focus, when it was in one,
 * goes to the row now in its place */
static void
drop_rows (MuListEditor *self, GHashTable *kept)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GHashTableIter iter;
  gpointer serial, expander;
  gboolean focus_lost = FALSE;
  guint lost_at = 0;

  g_hash_table_iter_init (&iter, self->row_views);
  while (g_hash_table_iter_next (&iter, &serial, &expander))
    if (!g_hash_table_contains (kept, serial))
      {
        if (focus != NULL && (focus == expander || gtk_widget_is_ancestor (focus, expander)))
          {
            focus_lost = TRUE;
            lost_at = gtk_list_box_row_get_index (expander);
          }
        adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self->rows_group), expander);
        g_hash_table_iter_remove (&iter);
      }
  if (focus_lost && self->focus_widget == NULL)
    {
      GtkListBox *list = self->rows_list;
      GtkListBoxRow *next = list != NULL ? gtk_list_box_get_row_at_index (list, (int) lost_at) : NULL;

      if (next == NULL && list != NULL && lost_at > 0)
        next = gtk_list_box_get_row_at_index (list, (int) lost_at - 1);
      _mu_list_editor_focus_later (self, next != NULL ? GTK_WIDGET (next) : self->rows_box);
    }
}

void
_mu_list_editor_fill_rows (MuListEditor *self)
{
  g_autoptr(GHashTable) kept = g_hash_table_new (NULL, NULL);
  guint place = 0;

  if (self->rows_group == NULL)
    {
      self->rows_group = _mu_list_editor_group (
          self->rows_box, _("Rows, in the Book's Order"),
                             _("Open a row to change it; upgrade rows follow their row"));
      gtk_box_append (GTK_BOX (self->rows_box), add_buttons (self));
    }
  self->syncing = TRUE;
  place_rows (self, mu_list_draft_get_rows (self->draft), 0, &place, kept);
  self->syncing = FALSE;
  drop_rows (self, kept);
  if (self->rows_list != NULL)
    gtk_list_box_invalidate_sort (self->rows_list);
}

/* The row's expander opened and focused, as an issue naming the row does */
void
_mu_list_editor_open_row (MuListEditor *self, const char *id)
{
  GHashTableIter iter;
  gpointer expander;

  g_hash_table_iter_init (&iter, self->row_views);
  while (g_hash_table_iter_next (&iter, NULL, &expander))
    if (g_strcmp0 (row_id_of (expander), id) == 0)
      {
        adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), TRUE);
        gtk_widget_grab_focus (expander);
        return;
      }
}
