/* mu-list-editor-notes.c: the army options and the footnotes of a list
 * being edited
 *
 * The army date range is the year option "date"; the list's other options
 * (variants, readings of the rules) are shown and may be removed. Each
 * footnote is an expander with its marker, reference and text, and a form
 * for each of its rules: the rows it names, and the years, values or cap
 * of its kind.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "mu-constraint.h"
#include "mu-gui-util.h"
#include "mu-list-editor-private.h"
#include "mu-option-def.h"

/* Army options */

static gboolean
parse_year (const char *text, gint64 *year)
{
  g_autofree char *copy = g_strstrip (g_strdup (text));
  char *end = NULL;

  if (*copy == '\0')
    return FALSE;
  *year = g_ascii_strtoll (copy, &end, 10);
  return end != NULL && *end == '\0';
}

static void
date_applied (GtkWidget *entry, MuListEditor *self)
{
  gboolean to = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (entry), "to"));
  MuOptionDef *old = mu_option_defs_find (mu_list_draft_get_options (self->draft), "date");
  g_autoptr(MuOptionDef) def = g_new0 (MuOptionDef, 1);
  gint64 year;

  if (!parse_year (gtk_editable_get_text (GTK_EDITABLE (entry)), &year))
    {
      if (old != NULL && *gtk_editable_get_text (GTK_EDITABLE (entry)) == '\0')
        mu_list_draft_remove_option (self->draft, "date");
      return;
    }
  def->id = g_strdup ("date");
  def->kind = MU_OPTION_YEAR;
  def->label = g_strdup (old != NULL ? old->label : _("Army date"));
  def->description = g_strdup (old != NULL ? old->description : NULL);
  def->reference = g_strdup (old != NULL ? old->reference : NULL);
  def->min = old != NULL ? old->min : year;
  def->max = old != NULL ? old->max : year;
  if (to)
    def->max = year;
  else
    def->min = year;
  if (old != NULL && old->min == def->min && old->max == def->max)
    return;
  g_free (def->default_value);
  def->default_value = g_strdup_printf ("%" G_GINT64_FORMAT, def->min);
  mu_list_draft_add_option (self->draft, def);
}

static void
remove_option_clicked (GtkButton *button, MuListEditor *self)
{
  mu_list_draft_remove_option (self->draft, g_object_get_data (G_OBJECT (button), "option"));
}

void
_mu_list_editor_fill_options (MuListEditor *self)
{
  GPtrArray *options = mu_list_draft_get_options (self->draft);
  MuOptionDef *date = mu_option_defs_find (options, "date");
  g_autofree char *from = date != NULL ? g_strdup_printf ("%" G_GINT64_FORMAT, date->min) : NULL;
  g_autofree char *to = date != NULL ? g_strdup_printf ("%" G_GINT64_FORMAT, date->max) : NULL;
  GtkWidget *group, *entry, *child;

  while ((child = gtk_widget_get_first_child (self->options_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->options_box), child);
  group = _mu_list_editor_group (
      self->options_box, _("Army Options"), _("Years as numbers: a negative year is BC (−55 is 55 BC)"));
  entry = _mu_list_editor_entry (self, _("Army date from"), "option:date:from", from,
                                          G_CALLBACK (date_applied));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), entry);
  entry = _mu_list_editor_entry (self, _("Army date to"), "option:date:to", to, G_CALLBACK (date_applied));
  g_object_set_data (G_OBJECT (entry), "to", GINT_TO_POINTER (TRUE));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), entry);
  for (guint i = 0; i < options->len; i++)
    {
      MuOptionDef *def = options->pdata[i];
      GtkWidget *row, *button;
      g_autofree char *name = NULL;
      g_autoptr(GString) choices = g_string_new (NULL);

      if (def == date)
        continue;
      for (guint j = 0; def->choices != NULL && j < def->choices->len; j++)
        {
          MuChoice *choice = def->choices->pdata[j];

          g_string_append_printf (choices, "%s%s", j > 0 ? ", " : "", choice->label ?: choice->id);
        }
      row = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), def->label != NULL ? def->label : def->id);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), choices->str);
      name = g_strdup_printf ("option:%s:remove", def->id);
      button = _mu_list_editor_button (_("Remove"), name, G_CALLBACK (remove_option_clicked), self);
      g_object_set_data_full (G_OBJECT (button), "option", g_strdup (def->id), g_free);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
}

/* Footnotes and their rules */

static const char *
rule_label (MuConstraintKind kind)
{
  switch (kind)
    {
    case MU_CONSTRAINT_DATE:
      return _("Date limit: the rows only between these years");
    case MU_CONSTRAINT_OPTION_VALUE:
      return _("Variant limit: the rows only with these option values");
    case MU_CONSTRAINT_EXCLUSIVE:
      return _("Exclusive groups: rows of one group only");
    case MU_CONSTRAINT_CAP:
      return _("Combined cap: these rows together at most");
    case MU_CONSTRAINT_INCOMPATIBLE:
      return _("Incompatible upgrades: no unit takes two of these");
    case MU_CONSTRAINT_ALLOCATION:
      return _("Allocation: half the heroes or more to these rows");
    default:
      return "";
    }
}

static guint
index_of (GtkWidget *widget, const char *key)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), key));
}

static void
footnote_applied (GtkWidget *entry, MuListEditor *self)
{
  guint note = index_of (entry, "note");
  const char *field = g_object_get_data (G_OBJECT (entry), "field");
  MuDraftFootnote *footnote = g_ptr_array_index (mu_list_draft_get_footnotes (self->draft), note);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));
  const char *old = g_str_equal (field, "marker") ? footnote->marker
                    : g_str_equal (field, "ref")  ? footnote->reference
                                                  : footnote->text;

  if (g_strcmp0 (old ?: "", text) != 0)
    mu_list_draft_set_footnote (self->draft, note, field, text);
}

/* One field of a rule changed: the rule copied, changed, put back */
static void
rule_applied (GtkWidget *entry, MuListEditor *self)
{
  guint note = index_of (entry, "note");
  guint index = index_of (entry, "rule");
  const char *field = g_object_get_data (G_OBJECT (entry), "field");
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  MuDraftFootnote *footnote = g_ptr_array_index (mu_list_draft_get_footnotes (self->draft), note);
  MuDraftRule *rule = mu_draft_rule_copy (footnote->rules->pdata[index]);
  char **slot = NULL;
  gint64 year = 0;

  if (g_str_equal (field, "entries"))
    slot = &rule->entries;
  else if (g_str_equal (field, "option"))
    slot = &rule->option;
  else if (g_str_equal (field, "values"))
    slot = &rule->values;
  else if (g_str_equal (field, "when"))
    slot = &rule->when;
  if (slot != NULL)
    {
      g_free (*slot);
      *slot = *text != '\0' ? g_strdup (text) : NULL;
    }
  else if (g_str_equal (field, "from"))
    rule->has_from = parse_year (text, &year), rule->from = year;
  else if (g_str_equal (field, "to"))
    rule->has_to = parse_year (text, &year), rule->to = year;
  else if (g_str_equal (field, "max"))
    rule->max = parse_year (text, &year) ? year : 0;
  else if (g_str_equal (field, "groups"))
    {
      g_auto(GStrv) groups = g_strsplit (text, "|", -1);

      g_ptr_array_set_size (rule->groups, 0);
      for (guint i = 0; groups[i] != NULL; i++)
        if (*g_strstrip (groups[i]) != '\0')
          g_ptr_array_add (rule->groups, g_strdup (groups[i]));
    }
  mu_list_draft_set_rule (self->draft, note, index, rule);
}

static GtkWidget *
rule_entry (MuListEditor *self, guint note, guint index, const char *field, const char *title,
            const char *text)
{
  g_autofree char *name = g_strdup_printf ("rule:%u:%u:%s", note, index, field);
  GtkWidget *entry = _mu_list_editor_entry (self, title, name, text, G_CALLBACK (rule_applied));

  g_object_set_data (G_OBJECT (entry), "note", GUINT_TO_POINTER (note));
  g_object_set_data (G_OBJECT (entry), "rule", GUINT_TO_POINTER (index));
  g_object_set_data_full (G_OBJECT (entry), "field", g_strdup (field), g_free);
  return entry;
}

static void
remove_rule_clicked (GtkButton *button, MuListEditor *self)
{
  mu_list_draft_remove_rule (self->draft, index_of (GTK_WIDGET (button), "note"),
                             index_of (GTK_WIDGET (button), "rule"));
}

static void
add_rule_form (MuListEditor *self, GtkWidget *expander, guint note, guint index, MuDraftRule *rule)
{
  GtkWidget *title = adw_action_row_new ();
  g_autofree char *name = g_strdup_printf ("rule:%u:%u:remove", note, index);
  GtkWidget *remove
      = _mu_list_editor_button (_("Remove Rule"), name, G_CALLBACK (remove_rule_clicked), self);
  g_autofree char *from = rule->has_from ? g_strdup_printf ("%" G_GINT64_FORMAT, rule->from) : NULL;
  g_autofree char *to = rule->has_to ? g_strdup_printf ("%" G_GINT64_FORMAT, rule->to) : NULL;
  g_autofree char *max = g_strdup_printf ("%" G_GINT64_FORMAT, rule->max);
  g_autofree char *groups = NULL;
  const char *rows_title = _("Rows (their ids, separated by spaces)");

  g_object_set_data (G_OBJECT (remove), "note", GUINT_TO_POINTER (note));
  g_object_set_data (G_OBJECT (remove), "rule", GUINT_TO_POINTER (index));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (title), rule_label (rule->kind));
  gtk_widget_add_css_class (title, "heading");
  adw_action_row_add_suffix (ADW_ACTION_ROW (title), remove);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), title);
  if (rule->kind == MU_CONSTRAINT_EXCLUSIVE)
    {
      g_ptr_array_add (rule->groups, NULL);
      groups = g_strjoinv (" | ", (char **) rule->groups->pdata);
      g_ptr_array_remove_index (rule->groups, rule->groups->len - 1);
      adw_expander_row_add_row (
          ADW_EXPANDER_ROW (expander),
          rule_entry (self, note, index, "groups", _("Groups of row ids, separated by |"), groups));
    }
  else
    adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                              rule_entry (self, note, index, "entries", rows_title, rule->entries));
  if (rule->kind == MU_CONSTRAINT_DATE)
    {
      adw_expander_row_add_row (
          ADW_EXPANDER_ROW (expander),
          rule_entry (self, note, index, "from", _("From year (empty: no limit)"), from));
      adw_expander_row_add_row (
          ADW_EXPANDER_ROW (expander),
          rule_entry (self, note, index, "to", _("To year, inclusive (empty: no limit)"), to));
    }
  if (rule->kind == MU_CONSTRAINT_OPTION_VALUE)
    {
      adw_expander_row_add_row (
          ADW_EXPANDER_ROW (expander),
          rule_entry (self, note, index, "option", _("Army option (its id)"), rule->option));
      adw_expander_row_add_row (
          ADW_EXPANDER_ROW (expander),
          rule_entry (self, note, index, "values", _("Its values, separated by spaces"), rule->values));
    }
  if (rule->kind == MU_CONSTRAINT_CAP)
    adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                              rule_entry (self, note, index, "max", _("At most, together"), max));
  if (rule->kind != MU_CONSTRAINT_INCOMPATIBLE && rule->kind != MU_CONSTRAINT_ALLOCATION)
    adw_expander_row_add_row (
        ADW_EXPANDER_ROW (expander),
        rule_entry (self, note, index, "when", _("Only when (option=value; empty: always)"), rule->when));
}

static void
add_rule_clicked (GtkButton *button, MuListEditor *self)
{
  GtkDropDown *kinds = g_object_get_data (G_OBJECT (button), "kinds");
  guint note = index_of (GTK_WIDGET (button), "note");
  MuDraftFootnote *footnote = g_ptr_array_index (mu_list_draft_get_footnotes (self->draft), note);
  MuConstraintKind kind = (MuConstraintKind) gtk_drop_down_get_selected (kinds);
  g_autofree char *name = g_strdup_printf ("note:%u", note);
  GPtrArray *rows = mu_list_draft_get_rows (self->draft);
  g_autoptr(GString) marked = g_string_new (NULL);
  MuDraftRule *rule;

  /* the rows marked with the footnote's marker, to start with */
  for (guint i = 0; i < rows->len; i++)
    {
      g_autoptr(GPtrArray) stack = g_ptr_array_new ();

      g_ptr_array_add (stack, rows->pdata[i]);
      while (stack->len > 0)
        {
          MuDraftRow *row = g_ptr_array_steal_index (stack, stack->len - 1);
          g_auto(GStrv) markers = g_strsplit_set (row->markers != NULL ? row->markers : "", " ,", -1);

          if (footnote->marker != NULL && *footnote->marker != '\0'
              && g_strv_contains ((const char * const *) markers, footnote->marker))
            g_string_append_printf (marked, "%s%s", marked->len > 0 ? " " : "", row->id);
          for (guint j = row->children->len; j > 0; j--)
            g_ptr_array_add (stack, row->children->pdata[j - 1]);
        }
    }
  rule = mu_draft_rule_new (kind, marked->len > 0 ? marked->str : NULL);
  if (kind == MU_CONSTRAINT_CAP)
    rule->max = 1;
  g_hash_table_add (self->expanded, g_steal_pointer (&name));
  mu_list_draft_add_rule (self->draft, note, rule);
}

static void
remove_footnote_clicked (GtkButton *button, MuListEditor *self)
{
  mu_list_draft_remove_footnote (self->draft, index_of (GTK_WIDGET (button), "note"));
}

static GtkWidget *
footnote_buttons (MuListEditor *self, guint note)
{
  GtkWidget *line = adw_action_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  g_autofree char *kinds_name = g_strdup_printf ("note:%u:kind", note);
  g_autofree char *add_name = g_strdup_printf ("note:%u:add-rule", note);
  g_autofree char *remove_name = g_strdup_printf ("note:%u:remove", note);
  GtkWidget *kinds, *add, *remove;

  for (MuConstraintKind kind = MU_CONSTRAINT_DATE; kind <= MU_CONSTRAINT_ALLOCATION; kind++)
    gtk_string_list_append (model, rule_label (kind));
  kinds = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (model)), NULL);
  gtk_widget_set_name (kinds, kinds_name);
  gtk_widget_set_valign (kinds, GTK_ALIGN_CENTER);
  mu_gui_name_drop_down (kinds, _("Kind of rule to add"));
  add = _mu_list_editor_button (_("Add _Rule"), add_name, G_CALLBACK (add_rule_clicked), self);
  g_object_set_data (G_OBJECT (add), "kinds", kinds);
  g_object_set_data (G_OBJECT (add), "note", GUINT_TO_POINTER (note));
  remove = _mu_list_editor_button (_("Remove _Footnote"), remove_name, G_CALLBACK (remove_footnote_clicked),
                                      self);
  g_object_set_data (G_OBJECT (remove), "note", GUINT_TO_POINTER (note));
  gtk_widget_add_css_class (remove, "destructive-action");
  gtk_box_append (GTK_BOX (box), kinds);
  gtk_box_append (GTK_BOX (box), add);
  gtk_box_append (GTK_BOX (box), remove);
  adw_action_row_add_prefix (ADW_ACTION_ROW (line), box);
  return line;
}

static GtkWidget *
footnote_expander (MuListEditor *self, guint note, MuDraftFootnote *footnote)
{
  GtkWidget *expander = adw_expander_row_new ();
  g_autofree char *name = g_strdup_printf ("note:%u", note);
  g_autofree char *title = footnote->marker != NULL && *footnote->marker != '\0'
      ? g_strdup_printf (_("Footnote %s"), footnote->marker)
      : g_strdup (_("Footnote without a marker"));
  struct
  {
    const char *field;
    const char *title;
    const char *text;
  } fields[] = {
    { "marker", N_ ("Marker (as printed on its rows)"), footnote->marker },
      { "ref", N_ ("Reference (list and footnote)"), footnote->reference },
        { "text", N_ ("Text, as printed"), footnote->text },
      };

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (expander), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), title);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), footnote->text != NULL ? footnote->text : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (expander), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  _mu_list_editor_track_expander (self, expander, name);
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      g_autofree char *field_name = g_strdup_printf ("note:%u:%s", note, fields[i].field);
      GtkWidget *entry = _mu_list_editor_entry (self, _(fields[i].title), field_name, fields[i].text,
                                                         G_CALLBACK (footnote_applied));

      g_object_set_data (G_OBJECT (entry), "note", GUINT_TO_POINTER (note));
      g_object_set_data (G_OBJECT (entry), "field", (gpointer) fields[i].field);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), entry);
    }
  for (guint i = 0; i < footnote->rules->len; i++)
    add_rule_form (self, expander, note, i, footnote->rules->pdata[i]);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), footnote_buttons (self, note));
  return expander;
}

static void
add_footnote_clicked (GtkButton *button, MuListEditor *self)
{
  guint count = mu_list_draft_get_footnotes (self->draft)->len;
  g_autofree char *marker = g_strnfill (count + 1, '*');
  g_autofree char *name = g_strdup_printf ("note:%u", count);

  g_hash_table_add (self->expanded, g_steal_pointer (&name));
  mu_list_draft_add_footnote (self->draft, marker, NULL, NULL);
}

void
_mu_list_editor_fill_footnotes (MuListEditor *self)
{
  GPtrArray *footnotes = mu_list_draft_get_footnotes (self->draft);
  GtkWidget *group, *child, *button;

  while ((child = gtk_widget_get_first_child (self->footnotes_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->footnotes_box), child);
  group = _mu_list_editor_group (
      self->footnotes_box, _("Footnotes"),
                              _("Each footnote's rules say what it limits; its marker goes on its rows"));
  for (guint i = 0; i < footnotes->len; i++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                               footnote_expander (self, i, footnotes->pdata[i]));
  button
      = _mu_list_editor_button (_("Add F_ootnote"), "add:footnote", G_CALLBACK (add_footnote_clicked), self);
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_widget_set_margin_top (button, 12);
  gtk_box_append (GTK_BOX (self->footnotes_box), button);
}
