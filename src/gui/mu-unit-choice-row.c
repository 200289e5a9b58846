/* mu-unit-choice-row.c
 *
 * A choice among the units of a command that fight (ui/mu-unit-choice-row.ui):
 * for a general ("hero" -1), the unit it is attached to, "No unit" first;
 * for the hero-th hero waiting in a command, the unit it joins, "Not
 * allocated" first (a hero waiting is not allocated until it leaves). Its
 * "place" (the general, or the command) and "evaluation" are properties:
 * the units offered are made again only when their ids or names changed
 * ("Warriors 2" among three), and the choice is set to the model's. A
 * refused edit is told in a toast and the row shows the roster as it is.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "mu-command.h"
#include "mu-general.h"
#include "mu-gui-util.h"
#include "mu-roster.h"
#include "mu-unit-choice-row.h"
#include "mu-unit.h"

struct _MuUnitChoiceRow
{
  AdwComboRow parent_instance;
  MuDocument *document;
  int hero;      /* which hero waiting in the command, -1: a general's unit */
  MuPlace place; /* the general, or the command */
  MuEvaluation *evaluation;
  GPtrArray *ids;    /* the units offered, after the first item */
  char *offered;     /* their ids and names, as the model was made for */
  gboolean updating; /* the choice set from the model, not by a player */
  guint shown;       /* the model's choice, as last shown */
};

G_DEFINE_FINAL_TYPE (MuUnitChoiceRow, mu_unit_choice_row, ADW_TYPE_COMBO_ROW)

enum
{
  PROP_0,
  PROP_DOCUMENT,
  PROP_HERO,
  PROP_PLACE,
  PROP_EVALUATION,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

/* The list the command's units come from: its contingent's own (an
 * ally's), else the army's. */
static MuArmyList *
command_list (MuEvaluation *evaluation, MuCommand *command)
{
  MuContingentResult *result = mu_evaluation_contingent (evaluation, command->contingent);

  return result != NULL && result->list != NULL ? result->list : evaluation->list;
}

/* The labels of the units of the command that fight, after the first
 * item; their ids go to ids and both to offered. */
static GtkStringList *
fighting_units (MuUnitChoiceRow *self, MuCommand *command, GPtrArray *ids, GString *offered)
{
  GtkStringList *labels = gtk_string_list_new (NULL);
  MuArmyList *list = command_list (self->evaluation, command);

  gtk_string_list_append (labels, self->hero < 0 ? _("No unit") : _("Not allocated"));
  for (guint i = 0; i < command->units->len; i++)
    {
      MuUnit *unit = command->units->pdata[i];
      g_autofree char *label = NULL;

      if (!mu_gui_unit_fights (list, unit))
        continue;
      /* a unit named as the player chooses it: "Warriors 2" among three */
      label = mu_evaluation_unit_name (self->evaluation, unit->id);
      if (label == NULL)
        label = g_strdup (mu_gui_unit_label (list, unit));
      gtk_string_list_append (labels, label);
      g_ptr_array_add (ids, g_strdup (unit->id));
      g_string_append_printf (offered, "%s:%s|", unit->id, label);
    }
  return labels;
}

/* The units offered, made again where they changed. */
static void
offer_units (MuUnitChoiceRow *self, MuCommand *command)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) offered = g_string_new (NULL);
  g_autoptr(GtkStringList) labels = fighting_units (self, command, ids, offered);

  if (g_strcmp0 (self->offered, offered->str) == 0)
    return;
  g_free (self->offered);
  self->offered = g_strdup (offered->str);
  g_ptr_array_unref (self->ids);
  self->ids = g_steal_pointer (&ids);
  adw_combo_row_set_model (ADW_COMBO_ROW (self), G_LIST_MODEL (labels));
}

/* The item of the unit the general is attached to; 0 for none. */
static guint
attached_index (MuUnitChoiceRow *self, MuCommandResult *command)
{
  MuGeneral *general;
  guint index;

  if (self->place.kind != MU_PLACE_GENERAL || self->place.general < 0
      || (guint) self->place.general >= command->generals->len)
    return 0;
  general = ((MuUnitResult *) command->generals->pdata[self->place.general])->general;
  if (general->attached == NULL
      || !g_ptr_array_find_with_equal_func (self->ids, general->attached, g_str_equal, &index))
    return 0;
  return index + 1;
}

static void
show (MuUnitChoiceRow *self)
{
  MuCommandResult *command;
  guint selected;

  if (self->evaluation == NULL || self->place.kind == MU_PLACE_NONE || self->place.command < 0
      || (guint) self->place.command >= self->evaluation->commands->len)
    return;
  command = self->evaluation->commands->pdata[self->place.command];
  self->updating = TRUE;
  offer_units (self, command->command);
  selected = self->hero < 0 ? attached_index (self, command) : 0;
  self->shown = selected;
  if (adw_combo_row_get_selected (ADW_COMBO_ROW (self)) != selected)
    adw_combo_row_set_selected (ADW_COMBO_ROW (self), selected);
  self->updating = FALSE;
}

static void
selected_changed (MuUnitChoiceRow *self)
{
  guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (self));
  const char *unit;
  GError *error = NULL;

  /* a notification held back while the row was set (by g_object_set ())
   * comes after it: the model's own choice is no edit */
  if (self->updating || self->document == NULL || selected == self->shown || selected > self->ids->len
      || (self->hero >= 0 && selected == 0))
    return;
  unit = selected == 0 ? NULL : self->ids->pdata[selected - 1];
  if (self->hero < 0
          ? mu_document_set_attached (self->document, &self->place, unit, &error)
          : mu_document_allocate_hero (self->document, self->place.command, (guint) self->hero, unit, &error))
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", error->message);
  g_error_free (error);
  show (self);
}

static void
set_hero (MuUnitChoiceRow *self, int hero)
{
  g_autofree char *name = hero < 0 ? g_strdup ("attached") : g_strdup_printf ("allocate-%d", hero);

  self->hero = hero;
  gtk_widget_set_name (GTK_WIDGET (self), name);
  /* TRANSLATORS: the unit a hero waiting in a command joins */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self),
                                 hero < 0 ? _("Attached to") : _("Allocate to"));
}

static void
mu_unit_choice_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MuUnitChoiceRow *self = MU_UNIT_CHOICE_ROW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_HERO:
      g_value_set_int (value, self->hero);
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
mu_unit_choice_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MuUnitChoiceRow *self = MU_UNIT_CHOICE_ROW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      self->document = g_value_dup_object (value);
      break;
    case PROP_HERO:
      set_hero (self, g_value_get_int (value));
      break;
    case PROP_PLACE:
      mu_unit_choice_row_set_place (self, g_value_get_pointer (value));
      break;
    case PROP_EVALUATION:
      mu_unit_choice_row_set_evaluation (self, g_value_get_pointer (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_unit_choice_row_dispose (GObject *object)
{
  MuUnitChoiceRow *self = MU_UNIT_CHOICE_ROW (object);

  g_clear_object (&self->document);
  g_clear_pointer (&self->evaluation, mu_evaluation_unref);
  g_clear_pointer (&self->ids, g_ptr_array_unref);
  g_clear_pointer (&self->offered, g_free);
  G_OBJECT_CLASS (mu_unit_choice_row_parent_class)->dispose (object);
}

static void
mu_unit_choice_row_class_init (MuUnitChoiceRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags construct = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = mu_unit_choice_row_get_property;
  object_class->set_property = mu_unit_choice_row_set_property;
  object_class->dispose = mu_unit_choice_row_dispose;
  props[PROP_DOCUMENT] = g_param_spec_object ("document", NULL, NULL, MU_TYPE_DOCUMENT, construct);
  props[PROP_HERO] = g_param_spec_int ("hero", NULL, NULL, -1, G_MAXINT, -1, construct);
  /* a MuPlace: the general, or the command of the hero; copied (no unit) */
  props[PROP_PLACE] = g_param_spec_pointer ("place", NULL, NULL, flags);
  /* a MuEvaluation, held by the row */
  props[PROP_EVALUATION] = g_param_spec_pointer ("evaluation", NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, props);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/muster/Muster/mu-unit-choice-row.ui");
  gtk_widget_class_bind_template_callback (widget_class, selected_changed);
}

static void
mu_unit_choice_row_init (MuUnitChoiceRow *self)
{
  self->ids = g_ptr_array_new_with_free_func (g_free);
  self->updating = TRUE; /* until shown */
  gtk_widget_init_template (GTK_WIDGET (self));
  mu_gui_name_combo_row (GTK_WIDGET (self));
  self->updating = FALSE;
}

/**
 * mu_unit_choice_row_new:
 * @document: (transfer none): the document whose roster it edits
 * @hero: which hero waiting in the command chooses a unit to join, or -1
 *   for the unit a general is attached to
 *
 * Makes the row, empty until given a place and an evaluation.
 *
 * Returns: (transfer floating): the row
 */
GtkWidget *
mu_unit_choice_row_new (MuDocument *document, int hero)
{
  return g_object_new (MU_TYPE_UNIT_CHOICE_ROW, "document", document, "hero", hero, NULL);
}

/**
 * mu_unit_choice_row_set_place:
 * @self: a row
 * @place: the general, or the command the hero waits in; copied without
 *   its unit
 *
 * Sets whose choice the row shows and makes, and shows it; the same place
 * again does nothing.
 */
void
mu_unit_choice_row_set_place (MuUnitChoiceRow *self, const MuPlace *place)
{
  if (self->place.kind == place->kind && self->place.command == place->command
      && self->place.general == place->general)
    return;
  self->place = *place;
  self->place.unit_id = NULL;
  show (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PLACE]);
}

/**
 * mu_unit_choice_row_set_evaluation:
 * @self: a row
 * @evaluation: (transfer none): the army's evaluation; the row holds a
 *   reference
 *
 * Offers the command's units that fight as @evaluation names them, and
 * shows the choice the roster has made.
 */
void
mu_unit_choice_row_set_evaluation (MuUnitChoiceRow *self, MuEvaluation *evaluation)
{
  if (self->evaluation == evaluation)
    return;
  g_clear_pointer (&self->evaluation, mu_evaluation_unref);
  self->evaluation = evaluation != NULL ? mu_evaluation_ref (evaluation) : NULL;
  show (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_EVALUATION]);
}
