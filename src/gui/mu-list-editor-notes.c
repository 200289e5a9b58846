/* mu-list-editor-notes.c: the footnotes of a list being edited
 *
 * Each footnote is an expander with its marker, reference and text, and a
 * form for each of its rules: the rows it names, chosen from the list's
 * rows by their names, the years, the variant's choices or the cap of its
 * kind, and the choice of an option it holds only with ("Only when").
 *
 * The section is made again only when what it shows changed: a footnote or
 * rule, or the rows and variants its choosers offer.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "mu-constraint.h"
#include "mu-gui-util.h"
#include "mu-list-editor-private.h"
#include "mu-option-def.h"
#include "mu-ruleset.h"

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
  gint64 year = 0;

  if (g_str_equal (field, "from"))
    rule->has_from = _mu_list_editor_parse_year (text, &year), rule->from = year;
  else if (g_str_equal (field, "to"))
    rule->has_to = _mu_list_editor_parse_year (text, &year), rule->to = year;
  else if (g_str_equal (field, "max"))
    rule->max = _mu_list_editor_parse_year (text, &year) ? year : 0;
  mu_list_draft_set_rule (self->draft, note, index, rule);
}

/* A rule's field named for a screen reader, with its footnote and rule */
static char *
rule_field_label (MuListEditor *self, guint note, guint index, const char *title)
{
  MuDraftFootnote *footnote = g_ptr_array_index (mu_list_draft_get_footnotes (self->draft), note);

  /* TRANSLATORS: a field's name for a screen reader: its title, the
   * footnote's marker and the rule's number, "At most, together (footnote *, rule 1)" */
  return g_strdup_printf (_("%s (footnote %s, rule %u)"), title, footnote->marker ?: "", index + 1);
}

static GtkWidget *
rule_entry (MuListEditor *self, guint note, guint index, const char *field, const char *title,
            const char *text)
{
  g_autofree char *name = g_strdup_printf ("rule:%u:%u:%s", note, index, field);
  GtkWidget *entry = _mu_list_editor_entry (self, title, name, text, G_CALLBACK (rule_applied));
  g_autofree char *label = rule_field_label (self, note, index, title);

  g_object_set_data (G_OBJECT (entry), "note", GUINT_TO_POINTER (note));
  g_object_set_data (G_OBJECT (entry), "rule", GUINT_TO_POINTER (index));
  g_object_set_data_full (G_OBJECT (entry), "field", g_strdup (field), g_free);
  _mu_list_editor_name (entry, label);
  return _mu_list_editor_row_of (entry);
}

static void
remove_rule_clicked (GtkButton *button, MuListEditor *self)
{
  mu_list_draft_remove_rule (self->draft, index_of (GTK_WIDGET (button), "note"),
                             index_of (GTK_WIDGET (button), "rule"));
}

/* A rule's rows or one exclusive group chosen: the rule copied, changed,
 * put back; a group emptied is dropped */
static void
rows_picked (GtkWidget *picker, const char *ids, MuListEditor *self)
{
  guint note = index_of (picker, "note");
  guint index = index_of (picker, "rule");
  int group = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (picker), "group")) - 1;
  MuDraftFootnote *footnote = g_ptr_array_index (mu_list_draft_get_footnotes (self->draft), note);
  MuDraftRule *rule = mu_draft_rule_copy (footnote->rules->pdata[index]);

  if (group < 0)
    {
      g_free (rule->entries);
      rule->entries = *ids != '\0' ? g_strdup (ids) : NULL;
    }
  else if ((guint) group < rule->groups->len && *ids == '\0')
    g_ptr_array_remove_index (rule->groups, group);
  else if ((guint) group < rule->groups->len)
    {
      g_free (rule->groups->pdata[group]);
      rule->groups->pdata[group] = g_strdup (ids);
    }
  else if (*ids != '\0')
    g_ptr_array_add (rule->groups, g_strdup (ids));
  mu_list_draft_set_rule (self->draft, note, index, rule);
}

static GtkWidget *
rule_picker (MuListEditor *self, guint note, guint index, int group, const char *title, const char *ids)
{
  g_autofree char *name = group < 0 ? g_strdup_printf ("rule:%u:%u:entries", note, index)
                                    : g_strdup_printf ("rule:%u:%u:group:%d", note, index, group);
  GtkWidget *picker = _mu_list_editor_row_picker (self, title, name, ids, G_CALLBACK (rows_picked));

  g_object_set_data (G_OBJECT (picker), "note", GUINT_TO_POINTER (note));
  g_object_set_data (G_OBJECT (picker), "rule", GUINT_TO_POINTER (index));
  g_object_set_data (G_OBJECT (picker), "group", GINT_TO_POINTER (group + 1));
  return picker;
}

static void
add_group_pickers (MuListEditor *self, GtkWidget *expander, guint note, guint index, MuDraftRule *rule)
{
  for (guint i = 0; i <= rule->groups->len; i++)
    {
      g_autofree char *title
          = i < rule->groups->len ? g_strdup_printf (_("Group %u"), i + 1) : g_strdup (_("Another group"));

      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                rule_picker (self, note, index, (int) i, title,
                                             i < rule->groups->len ? rule->groups->pdata[i] : NULL));
    }
}

/* The editor's combo rows show their items whole, as every one does that
 * offers long choices (mu_gui_combo_row_show_whole ()). */
void
_mu_list_editor_show_whole (GtkWidget *combo)
{
  mu_gui_combo_row_show_whole (combo);
}

/* A combo row of the editor: titled, its items shown whole, @selected
 * chosen, named @name (for tests and the focus) and, for a screen reader,
 * @label (taken) with the item chosen; Enter chooses the item focused */
GtkWidget *
_mu_list_editor_chooser (const char *title, GListModel *model, guint selected, const char *name, char *label)
{
  GtkWidget *combo = adw_combo_row_new ();

  _mu_list_editor_show_whole (combo);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (combo), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (combo), model);
  mu_gui_combo_row_enter_chooses (combo);
  adw_combo_row_set_selected (ADW_COMBO_ROW (combo), selected);
  gtk_widget_set_name (combo, name);
  g_object_set_data_full (G_OBJECT (combo), "mu-title", label, g_free);
  mu_gui_name_combo_row (combo);
  return combo;
}

/* The list's choice options, for a variant limit */
static GPtrArray *
variants_of (MuListEditor *self)
{
  GPtrArray *options = mu_list_draft_get_options (self->draft);
  GPtrArray *variants = g_ptr_array_new ();

  for (guint i = 0; i < options->len; i++)
    if (((MuOptionDef *) options->pdata[i])->kind == MU_OPTION_CHOICE)
      g_ptr_array_add (variants, options->pdata[i]);
  return variants;
}

static void
rule_option_chosen (AdwComboRow *combo, GParamSpec *pspec, MuListEditor *self)
{
  guint note = index_of (GTK_WIDGET (combo), "note");
  guint index = index_of (GTK_WIDGET (combo), "rule");
  g_autoptr(GPtrArray) variants = variants_of (self);
  guint chosen = adw_combo_row_get_selected (combo);
  MuDraftFootnote *footnote = g_ptr_array_index (mu_list_draft_get_footnotes (self->draft), note);
  MuDraftRule *rule;

  if (chosen >= variants->len
      || g_strcmp0 (((MuDraftRule *) footnote->rules->pdata[index])->option,
                    ((MuOptionDef *) variants->pdata[chosen])->id)
             == 0)
    return;
  rule = mu_draft_rule_copy (footnote->rules->pdata[index]);
  g_free (rule->option);
  rule->option = g_strdup (((MuOptionDef *) variants->pdata[chosen])->id);
  g_clear_pointer (&rule->values, g_free);
  mu_list_draft_set_rule (self->draft, note, index, rule);
}

/* A choice ticked or not: the rule's values in the option's order */
static void
value_toggled (GtkCheckButton *check, MuListEditor *self)
{
  guint note = index_of (GTK_WIDGET (check), "note");
  guint index = index_of (GTK_WIDGET (check), "rule");
  const char *value = g_object_get_data (G_OBJECT (check), "value");
  MuDraftFootnote *footnote = g_ptr_array_index (mu_list_draft_get_footnotes (self->draft), note);
  MuDraftRule *rule = mu_draft_rule_copy (footnote->rules->pdata[index]);
  MuOptionDef *def = mu_option_defs_find (mu_list_draft_get_options (self->draft), rule->option);
  g_auto(GStrv) values = g_strsplit (rule->values != NULL ? rule->values : "", " ", -1);
  g_autoptr(GString) chosen = g_string_new (NULL);

  for (guint i = 0; def != NULL && i < def->choices->len; i++)
    {
      const char *id = ((MuChoice *) def->choices->pdata[i])->id;
      gboolean on = g_str_equal (id, value) ? gtk_check_button_get_active (check)
                                            : g_strv_contains ((const char * const *) values, id);

      if (on)
        g_string_append_printf (chosen, "%s%s", chosen->len > 0 ? " " : "", id);
    }
  g_free (rule->values);
  rule->values = chosen->len > 0 ? g_strdup (chosen->str) : NULL;
  mu_list_draft_set_rule (self->draft, note, index, rule);
}

static void
set_rule_of (GtkWidget *widget, guint note, guint index)
{
  g_object_set_data (G_OBJECT (widget), "note", GUINT_TO_POINTER (note));
  g_object_set_data (G_OBJECT (widget), "rule", GUINT_TO_POINTER (index));
}

static GtkWidget *
variant_combo (MuListEditor *self, guint note, guint index, MuDraftRule *rule, GPtrArray *variants)
{
  GtkWidget *combo;
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  g_autofree char *name = g_strdup_printf ("rule:%u:%u:option", note, index);
  guint selected = GTK_INVALID_LIST_POSITION;

  for (guint i = 0; i < variants->len; i++)
    {
      MuOptionDef *def = variants->pdata[i];

      gtk_string_list_append (model, def->label != NULL ? def->label : def->id);
      if (g_strcmp0 (def->id, rule->option) == 0)
        selected = i;
    }
  combo = _mu_list_editor_chooser (_("The variant it depends on"), G_LIST_MODEL (model), selected, name,
                                      rule_field_label (self, note, index, _("The variant it depends on")));
  set_rule_of (combo, note, index);
  g_signal_connect (combo, "notify::selected", G_CALLBACK (rule_option_chosen), self);
  _mu_list_editor_claim_focus (self, combo, name);
  return combo;
}

static GtkWidget *
value_check (MuListEditor *self, guint note, guint index, MuDraftRule *rule, MuChoice *choice)
{
  g_auto(GStrv) values = g_strsplit (rule->values != NULL ? rule->values : "", " ", -1);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();
  g_autofree char *name = g_strdup_printf ("rule:%u:%u:value:%s", note, index, choice->id);
  g_autofree char *label = g_strdup_printf (_("The rows only with %s"), choice->label ?: choice->id);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), label);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check),
                               g_strv_contains ((const char * const *) values, choice->id));
  gtk_widget_set_name (check, name);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  set_rule_of (check, note, index);
  g_object_set_data_full (G_OBJECT (check), "value", g_strdup (choice->id), g_free);
  g_signal_connect (check, "toggled", G_CALLBACK (value_toggled), self);
  _mu_list_editor_claim_focus (self, check, name);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  return row;
}

/* A variant limit: the variant from the list's options, its choices ticked */
static void
add_variant_form (MuListEditor *self, GtkWidget *expander, guint note, guint index, MuDraftRule *rule)
{
  g_autoptr(GPtrArray) variants = variants_of (self);
  MuOptionDef *def = mu_option_defs_find (mu_list_draft_get_options (self->draft), rule->option);

  if (variants->len == 0)
    {
      GtkWidget *hint = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (hint),
                                     _("The list has no variant: add one under Army Options"));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), hint);
      return;
    }
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), variant_combo (self, note, index, rule, variants));
  for (guint i = 0; def != NULL && def->kind == MU_OPTION_CHOICE && i < def->choices->len; i++)
    adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                              value_check (self, note, index, rule, def->choices->pdata[i]));
}

/* The options a rule may depend on: the list's choices (its variants and
 * its readings), then the ruleset's readings, as check-list looks them up */
static GPtrArray *
conditions_of (MuListEditor *self)
{
  g_autoptr(GPtrArray) variants = variants_of (self);
  GPtrArray *readings = mu_list_draft_get_ruleset (self->draft)->options;
  GPtrArray *conditions = g_ptr_array_new ();

  for (guint i = 0; i < variants->len; i++)
    g_ptr_array_add (conditions, variants->pdata[i]);
  for (guint i = 0; readings != NULL && i < readings->len; i++)
    {
      MuOptionDef *def = readings->pdata[i];

      if (def->kind == MU_OPTION_CHOICE && mu_option_defs_find (conditions, def->id) == NULL)
        g_ptr_array_add (conditions, def);
    }
  return conditions;
}

/* "Only when" chosen: its item's option=choice, or none for Always */
static void
when_chosen (AdwComboRow *combo, GParamSpec *pspec, MuListEditor *self)
{
  guint note = index_of (GTK_WIDGET (combo), "note");
  guint index = index_of (GTK_WIDGET (combo), "rule");
  GPtrArray *values = g_object_get_data (G_OBJECT (combo), "values");
  guint chosen = adw_combo_row_get_selected (combo);
  MuDraftFootnote *footnote = g_ptr_array_index (mu_list_draft_get_footnotes (self->draft), note);
  const char *value;
  MuDraftRule *rule;

  if (chosen >= values->len)
    return;
  value = *(const char *) values->pdata[chosen] != '\0' ? values->pdata[chosen] : NULL;
  if (g_strcmp0 (((MuDraftRule *) footnote->rules->pdata[index])->when, value) == 0)
    return;
  rule = mu_draft_rule_copy (footnote->rules->pdata[index]);
  g_free (rule->when);
  rule->when = g_strdup (value);
  mu_list_draft_set_rule (self->draft, note, index, rule);
}

/* One item of "Only when": its words, and its option=choice in values */
static void
add_condition (GtkStringList *model, GPtrArray *values, const char *label, char *value)
{
  gtk_string_list_append (model, label);
  g_ptr_array_add (values, value);
}

/* "Only when": Always, or one choice of an option; a condition naming no
 * option or choice of the list kept as it was read, and said so */
static GtkWidget *
when_combo (MuListEditor *self, guint note, guint index, MuDraftRule *rule)
{
  GtkWidget *combo;
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  g_autoptr(GPtrArray) conditions = conditions_of (self);
  GPtrArray *values = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *name = g_strdup_printf ("rule:%u:%u:when", note, index);
  g_autofree char *label = rule_field_label (self, note, index, _("Only when"));
  guint selected = 0;

  add_condition (model, values, _("Always"), g_strdup (""));
  for (guint i = 0; i < conditions->len; i++)
    {
      MuOptionDef *def = conditions->pdata[i];

      for (guint j = 0; j < def->choices->len; j++)
        {
          MuChoice *choice = def->choices->pdata[j];
          /* TRANSLATORS: a condition of a footnote's rule: an option and
           * one of its choices, "Eastern or Western army: Eastern" */
          g_autofree char *words
              = g_strdup_printf (_("%s: %s"), def->label ?: def->id, choice->label ?: choice->id);
          char *value = g_strdup_printf ("%s=%s", def->id, choice->id);

          if (g_strcmp0 (value, rule->when) == 0)
            selected = values->len;
          add_condition (model, values, words, value);
        }
    }
  if (rule->when != NULL && selected == 0)
    {
      /* TRANSLATORS: a rule's condition, as read from the file, that names
       * no option or choice of the list, "region=north (not in this list)" */
      g_autofree char *words = g_strdup_printf (_("%s (not in this list)"), rule->when);

      selected = values->len;
      add_condition (model, values, words, g_strdup (rule->when));
    }
  combo = _mu_list_editor_chooser (_("Only when"), G_LIST_MODEL (model), selected, name,
                                      g_steal_pointer (&label));
  g_object_set_data_full (G_OBJECT (combo), "values", values, (GDestroyNotify) g_ptr_array_unref);
  set_rule_of (combo, note, index);
  g_signal_connect (combo, "notify::selected", G_CALLBACK (when_chosen), self);
  _mu_list_editor_claim_focus (self, combo, name);
  return combo;
}

static void
add_rule_form (MuListEditor *self, GtkWidget *expander, guint note, guint index, MuDraftRule *rule)
{
  GtkWidget *title = adw_action_row_new ();
  g_autofree char *name = g_strdup_printf ("rule:%u:%u:remove", note, index);
  GtkWidget *remove
      = _mu_list_editor_button (self, _("Remove Rule"), name, G_CALLBACK (remove_rule_clicked), self);
  g_autofree char *from = rule->has_from ? g_strdup_printf ("%" G_GINT64_FORMAT, rule->from) : NULL;
  g_autofree char *to = rule->has_to ? g_strdup_printf ("%" G_GINT64_FORMAT, rule->to) : NULL;
  g_autofree char *max = g_strdup_printf ("%" G_GINT64_FORMAT, rule->max);

  set_rule_of (remove, note, index);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (title), rule_label (rule->kind));
  gtk_widget_add_css_class (title, "heading");
  /* its button is the stop, not the bar (Enter there folded the footnotes) */
  gtk_widget_set_focusable (title, FALSE);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (title), FALSE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (title), remove);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), title);
  if (rule->kind == MU_CONSTRAINT_EXCLUSIVE)
    add_group_pickers (self, expander, note, index, rule);
  else
    adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                              rule_picker (self, note, index, -1, _("Rows"), rule->entries));
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
    add_variant_form (self, expander, note, index, rule);
  if (rule->kind == MU_CONSTRAINT_CAP)
    adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                              rule_entry (self, note, index, "max", _("At most, together"), max));
  if (rule->kind != MU_CONSTRAINT_INCOMPATIBLE && rule->kind != MU_CONSTRAINT_ALLOCATION)
    adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), when_combo (self, note, index, rule));
}

static void
add_rule_clicked (GtkButton *button, MuListEditor *self)
{
  GtkDropDown *kinds = g_object_get_data (G_OBJECT (button), "kinds");
  guint note = index_of (GTK_WIDGET (button), "note");
  MuDraftFootnote *footnote = g_ptr_array_index (mu_list_draft_get_footnotes (self->draft), note);
  MuConstraintKind kind = (MuConstraintKind) gtk_drop_down_get_selected (kinds);
  g_autofree char *name = g_strdup_printf ("note:%u", note);
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  g_autoptr(GPtrArray) marked = g_ptr_array_new ();
  g_autofree char *entries = NULL;
  MuDraftRule *rule;

  /* the rows marked with the footnote's marker, to start with */
  mu_draft_rows_collect (mu_list_draft_get_rows (self->draft), rows);
  for (guint i = 0; i < rows->len; i++)
    {
      MuDraftRow *row = rows->pdata[i];
      g_auto(GStrv) markers = g_strsplit_set (row->markers != NULL ? row->markers : "", " ,", -1);

      if (footnote->marker != NULL && *footnote->marker != '\0'
          && g_strv_contains ((const char * const *) markers, footnote->marker))
        g_ptr_array_add (marked, row->id);
    }
  g_ptr_array_add (marked, NULL);
  entries = g_strjoinv (" ", (char **) marked->pdata);
  /* exclusive groups: "only one of the rows marked * may be taken", each
   * marked row a group of its own */
  if (kind == MU_CONSTRAINT_EXCLUSIVE && marked->len > 2)
    {
      rule = mu_draft_rule_new (kind, NULL);
      for (guint i = 0; i + 1 < marked->len; i++)
        g_ptr_array_add (rule->groups, g_strdup (marked->pdata[i]));
    }
  else
    rule = mu_draft_rule_new (kind, *entries != '\0' ? entries : NULL);
  if (kind == MU_CONSTRAINT_CAP)
    rule->max = 1;
  if (kind == MU_CONSTRAINT_OPTION_VALUE)
    {
      g_autoptr(GPtrArray) variants = variants_of (self);

      if (variants->len > 0)
        rule->option = g_strdup (((MuOptionDef *) variants->pdata[0])->id);
    }
  g_hash_table_add (self->expanded, g_steal_pointer (&name));
  /* the new rule's first control takes the focus: its rows' chooser */
  g_free (self->focus_next);
  self->focus_next = kind == MU_CONSTRAINT_EXCLUSIVE
                         ? g_strdup_printf ("rule:%u:%u:group:0", note, footnote->rules->len)
                         : g_strdup_printf ("rule:%u:%u:entries", note, footnote->rules->len);
  mu_list_draft_add_rule (self->draft, note, rule);
}

static void
remove_footnote_clicked (GtkButton *button, MuListEditor *self)
{
  mu_list_draft_remove_footnote (self->draft, index_of (GTK_WIDGET (button), "note"));
}

/* A footnote the import marked, its rules (or its text) checked against
 * the book: the mark goes */
static void
checked_clicked (GtkButton *button, MuListEditor *self)
{
  mu_list_draft_set_footnote (self->draft, index_of (GTK_WIDGET (button), "note"), "mark", NULL);
}

/* "Mark as Checked", on a footnote an import marked only */
static void
add_checked_button (MuListEditor *self, GtkWidget *box, guint note, MuDraftFootnote *footnote)
{
  g_autofree char *name = g_strdup_printf ("note:%u:checked", note);
  g_autofree char *label = NULL;
  GtkWidget *checked;

  if (footnote->mark == NULL)
    return;
  /* TRANSLATORS: %s is a footnote's marker, as ** */
  label = g_strdup_printf (_("Mark footnote %s as checked against the book"), footnote->marker ?: "");
  checked = _mu_list_editor_button (self, _("Mark as Checked"), name, G_CALLBACK (checked_clicked), self);
  g_object_set_data (G_OBJECT (checked), "note", GUINT_TO_POINTER (note));
  gtk_accessible_update_property (GTK_ACCESSIBLE (checked), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_box_append (GTK_BOX (box), checked);
}

/* The drop-down's button shows its choice in a stack of every choice, as
 * wide as the longest: choosing does not move what follows it */
static void
steady_setup (GtkSignalListItemFactory *factory, GtkListItem *item, GtkDropDown *drop_down)
{
  GListModel *model = gtk_drop_down_get_model (drop_down);
  GtkWidget *stack = gtk_stack_new ();

  gtk_stack_set_hhomogeneous (GTK_STACK (stack), TRUE);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autofree char *name = g_strdup_printf ("%u", i);
      GtkWidget *label = gtk_label_new (gtk_string_list_get_string (GTK_STRING_LIST (model), i));

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_stack_add_named (GTK_STACK (stack), label, name);
    }
  gtk_list_item_set_child (item, stack);
}

static void
steady_bind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  g_autofree char *name = g_strdup_printf ("%u", gtk_list_item_get_position (item));

  gtk_stack_set_visible_child_name (GTK_STACK (gtk_list_item_get_child (item)), name);
}

static void
steady_width (GtkDropDown *drop_down)
{
  GtkListItemFactory *shown = gtk_signal_list_item_factory_new ();

  /* the popover's list keeps the drop-down's own items */
  gtk_drop_down_set_list_factory (drop_down, gtk_drop_down_get_factory (drop_down));
  g_signal_connect_object (shown, "setup", G_CALLBACK (steady_setup), drop_down, 0);
  g_signal_connect (shown, "bind", G_CALLBACK (steady_bind), NULL);
  gtk_drop_down_set_factory (drop_down, shown);
  g_object_unref (shown);
}

/* The footnote's expander ("note:N") holding widget, or NULL */
static GtkWidget *
footnote_of (GtkWidget *widget)
{
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    if (ADW_IS_EXPANDER_ROW (w) && g_str_has_prefix (gtk_widget_get_name (w), "note:")
        && strchr (gtk_widget_get_name (w) + 5, ':') == NULL)
      return w;
  return NULL;
}

/* The widget named name in widget's tree, or NULL */
static GtkWidget *
named_below (GtkWidget *widget, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = named_below (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Alt+R, which every footnote's "Add Rule" answers to: the footnote being
 * edited (holding the focus) adds the rule, whichever button GTK offers
 * the mnemonic to; elsewhere, GTK's own cycling */
static gboolean
add_rule_mnemonic (GtkWidget *button, gboolean overloaded, MuListEditor *self)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (button));
  GtkWidget *editing = focus != NULL ? footnote_of (focus) : NULL;
  g_autofree char *name = NULL;
  GtkWidget *add;

  if (editing == NULL)
    return FALSE;
  name = g_strdup_printf ("%s:add-rule", gtk_widget_get_name (editing));
  add = named_below (editing, name);
  if (add == NULL)
    return FALSE;
  g_signal_emit_by_name (add, "clicked");
  return TRUE;
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
  MuDraftFootnote *footnote = g_ptr_array_index (mu_list_draft_get_footnotes (self->draft), note);
  g_autofree char *marked = g_strdup_printf (_("Footnote %s"), footnote->marker ?: "");
  g_autofree char *actions = g_strdup_printf (_("Actions on “%s”"), marked);
  GtkWidget *kinds, *add, *remove;

  for (MuConstraintKind kind = MU_CONSTRAINT_DATE; kind <= MU_CONSTRAINT_ALLOCATION; kind++)
    gtk_string_list_append (model, rule_label (kind));
  kinds = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (model)), NULL);
  steady_width (GTK_DROP_DOWN (kinds));
  gtk_widget_set_name (kinds, kinds_name);
  gtk_widget_set_valign (kinds, GTK_ALIGN_CENTER);
  mu_gui_name_drop_down (kinds, _("Kind of rule to add"));
  _mu_list_editor_claim_focus (self, kinds, kinds_name);
  add = _mu_list_editor_button (self, _("Add _Rule"), add_name, G_CALLBACK (add_rule_clicked), self);
  g_object_set_data (G_OBJECT (add), "kinds", kinds);
  g_signal_connect (add, "mnemonic-activate", G_CALLBACK (add_rule_mnemonic), self);
  g_object_set_data (G_OBJECT (add), "note", GUINT_TO_POINTER (note));
  remove = _mu_list_editor_button (self, _("Remove Foot_note"), remove_name,
                                            G_CALLBACK (remove_footnote_clicked), self);
  g_object_set_data (G_OBJECT (remove), "note", GUINT_TO_POINTER (note));
  gtk_widget_add_css_class (remove, "destructive-action");
  gtk_box_append (GTK_BOX (box), kinds);
  gtk_box_append (GTK_BOX (box), add);
  add_checked_button (self, box, note, footnote);
  gtk_box_append (GTK_BOX (box), remove);
  adw_action_row_add_prefix (ADW_ACTION_ROW (line), box);
  gtk_widget_set_focusable (line, FALSE);
  _mu_list_editor_name (line, actions);
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
      /* TRANSLATORS: a field's name for a screen reader: its title and the
       * footnote's marker, "Text, as printed (footnote *)" */
      g_autofree char *label
          = g_strdup_printf (_("%s (footnote %s)"), _(fields[i].title), footnote->marker ?: "");

      _mu_list_editor_name (entry, label);
      g_object_set_data (G_OBJECT (entry), "note", GUINT_TO_POINTER (note));
      g_object_set_data (G_OBJECT (entry), "field", (gpointer) fields[i].field);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), _mu_list_editor_row_of (entry));
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
  /* the new footnote's text takes the focus */
  g_free (self->focus_next);
  self->focus_next = g_strdup_printf ("note:%u:text", count);
  mu_list_draft_add_footnote (self->draft, marker, NULL, NULL);
}

static void
rows_shape (GString *shape, GPtrArray *rows)
{
  for (guint i = 0; i < rows->len; i++)
    {
      MuDraftRow *row = rows->pdata[i];

      g_string_append_printf (shape, "%s\x1f%s\x1f%s\x1f%s\x1f%u\x1e", row->id,
                              mu_draft_row_label (row) ?: "", row->description ?: "", row->markers ?: "",
                              row->children->len);
      rows_shape (shape, row->children);
    }
}

static void
rule_shape (GString *shape, MuDraftRule *rule)
{
  g_string_append_printf (shape,
                          "%d\x1f%s\x1f%s\x1f%s\x1f%d:%" G_GINT64_FORMAT "\x1f%d:%" G_GINT64_FORMAT
                          "\x1f%" G_GINT64_FORMAT "\x1f%s",
                          rule->kind, rule->entries ?: "", rule->option ?: "", rule->values ?: "",
                          rule->has_from, rule->from, rule->has_to, rule->to, rule->max, rule->when ?: "");
  for (guint k = 0; rule->groups != NULL && k < rule->groups->len; k++)
    g_string_append_printf (shape, "\x1f%s", (const char *) rule->groups->pdata[k]);
  g_string_append_c (shape, '\x1d');
}

/* What the section is made from: the footnotes, the rows and the variants */
static char *
notes_shape (MuListEditor *self)
{
  GPtrArray *footnotes = mu_list_draft_get_footnotes (self->draft);
  GPtrArray *options = mu_list_draft_get_options (self->draft);
  GString *shape = g_string_new (NULL);

  for (guint i = 0; i < footnotes->len; i++)
    {
      MuDraftFootnote *footnote = footnotes->pdata[i];

      g_string_append_printf (shape, "%s\x1f%s\x1f%s\x1f%s\x1f", footnote->marker ?: "",
                              footnote->reference ?: "", footnote->text ?: "", footnote->mark ?: "");
      for (guint j = 0; j < footnote->rules->len; j++)
        rule_shape (shape, footnote->rules->pdata[j]);
      g_string_append_c (shape, '\x1e');
    }
  g_string_append_c (shape, '\x1c');
  rows_shape (shape, mu_list_draft_get_rows (self->draft));
  for (guint i = 0; i < options->len; i++)
    {
      MuOptionDef *def = options->pdata[i];

      g_string_append_printf (shape, "%s\x1f%d\x1f%s", def->id, def->kind, def->label ?: "");
      for (guint j = 0; def->choices != NULL && j < def->choices->len; j++)
        g_string_append_printf (shape, "\x1f%s\x1f%s", ((MuChoice *) def->choices->pdata[j])->id,
                                ((MuChoice *) def->choices->pdata[j])->label ?: "");
      g_string_append_c (shape, '\x1e');
    }
  return g_string_free (shape, FALSE);
}

void
_mu_list_editor_fill_footnotes (MuListEditor *self)
{
  GPtrArray *footnotes = mu_list_draft_get_footnotes (self->draft);
  GtkWidget *group, *button;

  if (!_mu_list_editor_reshape (self, self->footnotes_box, &self->notes_shape, notes_shape (self)))
    return;
  group = _mu_list_editor_group (
      self->footnotes_box, _("Footnotes"),
                              _("Each footnote's rules say what it limits; its marker goes on its rows"));
  for (guint i = 0; i < footnotes->len; i++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                               footnote_expander (self, i, footnotes->pdata[i]));
  button = _mu_list_editor_button (self, _("Add F_ootnote"), "add:footnote",
                                            G_CALLBACK (add_footnote_clicked), self);
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_widget_set_margin_top (button, 12);
  gtk_box_append (GTK_BOX (self->footnotes_box), button);
}
