/* mu-attribute-row.c
 *
 * An attribute the ruleset declares for units or generals, given a number
 * (a spin button) or a text (an entry, applied with Enter), of the
 * inspector's unit or general (ui/mu-attribute-row.ui). Its "place" and
 * "evaluation" are properties: each sets the editor to the place's value
 * where it differs. Editing it sets the attribute through the document; a
 * refused edit is told in a toast and the row shows the roster as it is.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "mu-attribute-row.h"
#include "mu-command.h"
#include "mu-general.h"
#include "mu-gui-util.h"
#include "mu-unit.h"

struct _MuAttributeRow
{
  AdwActionRow parent_instance;
  MuDocument *document;
  MuOptionDef *option; /* owned by the document's ruleset */
  MuPlace place;       /* unit_id is place_unit */
  char *place_unit;
  MuEvaluation *evaluation;
  gboolean updating; /* the editor set from the model, not by a player */
  GtkWidget *editor; /* GtkSpinButton, or GtkEntry for a text */
};

G_DEFINE_FINAL_TYPE (MuAttributeRow, mu_attribute_row, ADW_TYPE_ACTION_ROW)

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

/**
 * mu_attribute_row_attrs_of:
 * @evaluation: an army's evaluation
 * @place: a unit or a general
 *
 * Finds the attributes a unit or general of @evaluation's roster is given.
 *
 * Returns: (transfer none) (nullable): its attributes, by id, or %NULL
 *   where the roster has no such unit or general
 */
GHashTable *
mu_attribute_row_attrs_of (MuEvaluation *evaluation, const MuPlace *place)
{
  MuCommandResult *command;
  MuUnitResult *result;

  if (place->kind == MU_PLACE_UNIT)
    {
      result = mu_evaluation_unit (evaluation, place->unit_id);
      return result != NULL ? result->unit->attrs : NULL;
    }
  if (place->kind != MU_PLACE_GENERAL || place->command < 0
      || (guint) place->command >= evaluation->commands->len)
    return NULL;
  command = evaluation->commands->pdata[place->command];
  if (place->general < 0 || (guint) place->general >= command->generals->len)
    return NULL;
  return ((MuUnitResult *) command->generals->pdata[place->general])->general->attrs;
}

static void
show (MuAttributeRow *self)
{
  GHashTable *attrs;
  const char *value;

  if (self->evaluation == NULL
      || (attrs = mu_attribute_row_attrs_of (self->evaluation, &self->place)) == NULL)
    return;
  value = g_hash_table_lookup (attrs, self->option->id);
  self->updating = TRUE;
  if (GTK_IS_SPIN_BUTTON (self->editor))
    mu_gui_set_spin_value (self->editor, value != NULL ? g_ascii_strtod (value, NULL) : 0);
  else
    mu_gui_set_editable_text (self->editor, value);
  self->updating = FALSE;
}

static void
applied (MuAttributeRow *self)
{
  g_autofree char *value = NULL;
  GError *error = NULL;

  if (self->updating || self->document == NULL)
    return;
  if (GTK_IS_SPIN_BUTTON (self->editor))
    value = g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->editor)));
  else
    value = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->editor))));
  if (mu_document_set_attr (self->document, &self->place, self->option->id, *value != '\0' ? value : NULL,
                            &error))
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", error->message);
  g_error_free (error);
  show (self);
}

/* A text's entry, which Enter applies and which has the attribute's name;
 * or a number's spin button, in the range the ruleset gives, where the row
 * has it. */
static void
set_option (MuAttributeRow *self, MuOptionDef *option)
{
  self->option = option;
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self),
                                 option->label != NULL ? option->label : option->id);
  if (option->description != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self), option->description);
  if (option->kind == MU_OPTION_TEXT)
    {
      self->editor = gtk_entry_new ();
      gtk_widget_set_hexpand (self->editor, TRUE);
      gtk_widget_set_name (self->editor, option->id);
      gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
      g_signal_connect_swapped (self->editor, "activate", G_CALLBACK (applied), self);
    }
  else
    {
      self->editor
          = gtk_spin_button_new_with_range (option->min != 0 || option->max != 0 ? (double) option->min : 0,
                                            option->max != 0 ? (double) option->max : 1000000, 1);
      gtk_widget_set_name (GTK_WIDGET (self), option->id);
      g_signal_connect_swapped (self->editor, "value-changed", G_CALLBACK (applied), self);
    }
  gtk_widget_set_valign (self->editor, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (self), self->editor);
  if (option->kind == MU_OPTION_TEXT)
    adw_action_row_set_activatable_widget (ADW_ACTION_ROW (self), self->editor);
}

static void
mu_attribute_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MuAttributeRow *self = MU_ATTRIBUTE_ROW (object);

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
mu_attribute_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MuAttributeRow *self = MU_ATTRIBUTE_ROW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      self->document = g_value_dup_object (value);
      break;
    case PROP_OPTION:
      set_option (self, g_value_get_pointer (value));
      break;
    case PROP_PLACE:
      mu_attribute_row_set_place (self, g_value_get_pointer (value));
      break;
    case PROP_EVALUATION:
      mu_attribute_row_set_evaluation (self, g_value_get_pointer (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_attribute_row_dispose (GObject *object)
{
  MuAttributeRow *self = MU_ATTRIBUTE_ROW (object);

  g_clear_object (&self->document);
  g_clear_pointer (&self->evaluation, mu_evaluation_unref);
  g_clear_pointer (&self->place_unit, g_free);
  self->place.unit_id = NULL;
  G_OBJECT_CLASS (mu_attribute_row_parent_class)->dispose (object);
}

static void
mu_attribute_row_class_init (MuAttributeRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags construct = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = mu_attribute_row_get_property;
  object_class->set_property = mu_attribute_row_set_property;
  object_class->dispose = mu_attribute_row_dispose;
  props[PROP_DOCUMENT] = g_param_spec_object ("document", NULL, NULL, MU_TYPE_DOCUMENT, construct);
  /* the MuOptionDef of the attribute, a number or a text, owned by the ruleset */
  props[PROP_OPTION] = g_param_spec_pointer ("option", NULL, NULL, construct);
  /* a MuPlace: the unit or general, copied */
  props[PROP_PLACE] = g_param_spec_pointer ("place", NULL, NULL, flags);
  /* a MuEvaluation, held by the row */
  props[PROP_EVALUATION] = g_param_spec_pointer ("evaluation", NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, props);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/mu-attribute-row.ui");
}

static void
mu_attribute_row_init (MuAttributeRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * mu_attribute_row_new:
 * @document: (transfer none): the document whose unit or general it edits
 * @option: (transfer none): the attribute, a number or a text, of the
 *   document's ruleset
 *
 * Makes the row of an attribute, empty until given a place and an
 * evaluation.
 *
 * Returns: (transfer floating): the row
 */
GtkWidget *
mu_attribute_row_new (MuDocument *document, MuOptionDef *option)
{
  return g_object_new (MU_TYPE_ATTRIBUTE_ROW, "document", document, "option", option, NULL);
}

/**
 * mu_attribute_row_set_place:
 * @self: a row
 * @place: the unit or general whose attribute the row shows; copied
 *
 * Sets whose attribute the row shows and edits, and shows it; the same
 * place again does nothing.
 */
void
mu_attribute_row_set_place (MuAttributeRow *self, const MuPlace *place)
{
  if (!mu_gui_keep_place (&self->place, &self->place_unit, place))
    return;
  show (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PLACE]);
}

/**
 * mu_attribute_row_set_evaluation:
 * @self: a row
 * @evaluation: (transfer none): the army's evaluation; the row holds a
 *   reference
 *
 * Shows the place's value of the attribute as @evaluation's roster has it.
 */
void
mu_attribute_row_set_evaluation (MuAttributeRow *self, MuEvaluation *evaluation)
{
  if (self->evaluation == evaluation)
    return;
  g_clear_pointer (&self->evaluation, mu_evaluation_unref);
  self->evaluation = evaluation != NULL ? mu_evaluation_ref (evaluation) : NULL;
  show (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_EVALUATION]);
}
