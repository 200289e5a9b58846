/* mu-attribute-choice-row.c
 *
 * An attribute the ruleset declares with choices for units or generals, of
 * the inspector's unit or general (ui/mu-attribute-choice-row.ui): "As the
 * list gives it" first, then the choices. Its "place" and "evaluation" are
 * properties: each sets the choice to the place's where it differs.
 * Choosing sets the attribute through the document; a refused edit is told
 * in a toast and the row shows the roster as it is.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "mu-attribute-choice-row.h"
#include "mu-attribute-row.h"
#include "mu-gui-util.h"

struct _MuAttributeChoiceRow
{
  AdwComboRow parent_instance;
  MuDocument *document;
  MuOptionDef *option; /* owned by the document's ruleset */
  MuPlace place;       /* unit_id is place_unit */
  char *place_unit;
  MuEvaluation *evaluation;
  gboolean updating; /* the choice set from the model, not by a player */
  guint shown;       /* the model's choice, as last shown */
};

G_DEFINE_FINAL_TYPE (MuAttributeChoiceRow, mu_attribute_choice_row, ADW_TYPE_COMBO_ROW)

enum
{
  PROP_0,
  PROP_DOCUMENT,
  PROP_OPTION,
  PROP_PLACE,
  PROP_EVALUATION,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

static void
show (MuAttributeChoiceRow *self)
{
  GHashTable *attrs;
  const char *value;
  guint selected = 0;

  if (self->evaluation == NULL
      || (attrs = mu_attribute_row_attrs_of (self->evaluation, &self->place)) == NULL)
    return;
  value = g_hash_table_lookup (attrs, self->option->id);
  for (guint i = 0; i < self->option->choices->len; i++)
    if (g_strcmp0 (((MuChoice *) self->option->choices->pdata[i])->id, value) == 0)
      selected = i + 1;
  self->updating = TRUE;
  self->shown = selected;
  if (adw_combo_row_get_selected (ADW_COMBO_ROW (self)) != selected)
    adw_combo_row_set_selected (ADW_COMBO_ROW (self), selected);
  self->updating = FALSE;
}

static void
selected_changed (MuAttributeChoiceRow *self)
{
  guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (self));
  const char *value;
  GError *error = NULL;

  /* a notification held back while the row was set (by g_object_set ())
   * comes after it: the model's own choice is no edit */
  if (self->updating || self->document == NULL || self->option == NULL || selected == self->shown
      || selected > self->option->choices->len)
    return;
  value = selected == 0 ? NULL : ((MuChoice *) self->option->choices->pdata[selected - 1])->id;
  if (mu_document_set_attr (self->document, &self->place, self->option->id, value, &error))
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", error->message);
  g_error_free (error);
  show (self);
}

static void
set_option (MuAttributeChoiceRow *self, MuOptionDef *option)
{
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);

  self->option = option;
  /* TRANSLATORS: an attribute left as the list row gives it */
  gtk_string_list_append (labels, _("As the list gives it"));
  for (guint i = 0; i < option->choices->len; i++)
    {
      MuChoice *choice = option->choices->pdata[i];
      gtk_string_list_append (labels, choice->label != NULL ? choice->label : choice->id);
    }
  self->updating = TRUE;
  adw_combo_row_set_model (ADW_COMBO_ROW (self), G_LIST_MODEL (labels));
  self->updating = FALSE;
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self),
                                 option->label != NULL ? option->label : option->id);
  if (option->description != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self), option->description);
  gtk_widget_set_name (GTK_WIDGET (self), option->id);
}

static void
mu_attribute_choice_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MuAttributeChoiceRow *self = MU_ATTRIBUTE_CHOICE_ROW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_OPTION:
      g_value_set_pointer (value, self->option);
      break;
    case PROP_PLACE:
      g_value_set_pointer (value, &self->place);
      break;
    case PROP_EVALUATION:
      g_value_set_pointer (value, self->evaluation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_attribute_choice_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MuAttributeChoiceRow *self = MU_ATTRIBUTE_CHOICE_ROW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      self->document = g_value_dup_object (value);
      break;
    case PROP_OPTION:
      set_option (self, g_value_get_pointer (value));
      break;
    case PROP_PLACE:
      mu_attribute_choice_row_set_place (self, g_value_get_pointer (value));
      break;
    case PROP_EVALUATION:
      mu_attribute_choice_row_set_evaluation (self, g_value_get_pointer (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_attribute_choice_row_dispose (GObject *object)
{
  MuAttributeChoiceRow *self = MU_ATTRIBUTE_CHOICE_ROW (object);

  g_clear_object (&self->document);
  g_clear_pointer (&self->evaluation, mu_evaluation_unref);
  g_clear_pointer (&self->place_unit, g_free);
  self->place.unit_id = NULL;
  G_OBJECT_CLASS (mu_attribute_choice_row_parent_class)->dispose (object);
}

static void
mu_attribute_choice_row_class_init (MuAttributeChoiceRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags construct = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = mu_attribute_choice_row_get_property;
  object_class->set_property = mu_attribute_choice_row_set_property;
  object_class->dispose = mu_attribute_choice_row_dispose;
  props[PROP_DOCUMENT] = g_param_spec_object ("document", NULL, NULL, MU_TYPE_DOCUMENT, construct);
  /* the MuOptionDef of the attribute, with choices, owned by the ruleset */
  props[PROP_OPTION] = g_param_spec_pointer ("option", NULL, NULL, construct);
  /* a MuPlace: the unit or general, copied */
  props[PROP_PLACE] = g_param_spec_pointer ("place", NULL, NULL, flags);
  /* a MuEvaluation, held by the row */
  props[PROP_EVALUATION] = g_param_spec_pointer ("evaluation", NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, props);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/muster/Muster/mu-attribute-choice-row.ui");
  gtk_widget_class_bind_template_callback (widget_class, selected_changed);
}

static void
mu_attribute_choice_row_init (MuAttributeChoiceRow *self)
{
  self->updating = TRUE; /* until shown */
  gtk_widget_init_template (GTK_WIDGET (self));
  mu_gui_name_combo_row (GTK_WIDGET (self));
  self->updating = FALSE;
}

/**
 * mu_attribute_choice_row_new:
 * @document: (transfer none): the document whose unit or general it edits
 * @option: (transfer none): the attribute, with choices, of the document's
 *   ruleset
 *
 * Makes the row of an attribute, "As the list gives it" until given a place
 * and an evaluation.
 *
 * Returns: (transfer floating): the row
 */
GtkWidget *
mu_attribute_choice_row_new (MuDocument *document, MuOptionDef *option)
{
  return g_object_new (MU_TYPE_ATTRIBUTE_CHOICE_ROW, "document", document, "option", option, NULL);
}

/**
 * mu_attribute_choice_row_set_place:
 * @self: a row
 * @place: the unit or general whose attribute the row shows; copied
 *
 * Sets whose attribute the row shows and chooses, and shows it; the same
 * place again does nothing.
 */
void
mu_attribute_choice_row_set_place (MuAttributeChoiceRow *self, const MuPlace *place)
{
  if (!mu_gui_keep_place (&self->place, &self->place_unit, place))
    return;
  show (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PLACE]);
}

/**
 * mu_attribute_choice_row_set_evaluation:
 * @self: a row
 * @evaluation: (transfer none): the army's evaluation; the row holds a
 *   reference
 *
 * Shows the place's choice of the attribute as @evaluation's roster has it.
 */
void
mu_attribute_choice_row_set_evaluation (MuAttributeChoiceRow *self, MuEvaluation *evaluation)
{
  if (self->evaluation == evaluation)
    return;
  g_clear_pointer (&self->evaluation, mu_evaluation_unref);
  self->evaluation = evaluation != NULL ? mu_evaluation_ref (evaluation) : NULL;
  show (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_EVALUATION]);
}
