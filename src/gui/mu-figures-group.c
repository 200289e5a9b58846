/* mu-figures-group.c
 *
 * The figures of the inspector's unit, general or command
 * (ui/mu-figures-group.ui): points first where the ruleset has them (the
 * cost is then the points), then each figure the evaluation gives, a row
 * with its title and value. Its "place" and "evaluation" are properties:
 * while the titles are the same, only the values that changed are set;
 * other titles make the rows anew.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "mu-figure.h"
#include "mu-figures-group.h"
#include "mu-gui-util.h"
#include "mu-ruleset.h"

struct _MuFiguresGroup
{
  AdwPreferencesGroup parent_instance;
  MuPlace place; /* unit_id is place_unit */
  char *place_unit;
  MuEvaluation *evaluation;
  char *titles;      /* the rows' titles, as they were made for */
  GPtrArray *rows;   /* AdwActionRow, in order */
  GPtrArray *values; /* their value's GtkLabel */
};

G_DEFINE_FINAL_TYPE (MuFiguresGroup, mu_figures_group, ADW_TYPE_PREFERENCES_GROUP)

enum
{
  PROP_0,
  PROP_PLACE,
  PROP_EVALUATION,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

/* The place's figures and points; FALSE where the evaluation has no such place. */
static gboolean
figures_of (MuFiguresGroup *self, GPtrArray **figures, double *points)
{
  MuEvaluation *evaluation = self->evaluation;
  MuCommandResult *command;
  MuUnitResult *result = NULL;

  if (self->place.kind == MU_PLACE_UNIT)
    result = mu_evaluation_unit (evaluation, self->place.unit_id);
  else if (self->place.kind != MU_PLACE_NONE && self->place.command >= 0
           && (guint) self->place.command < evaluation->commands->len)
    {
      command = evaluation->commands->pdata[self->place.command];
      if (self->place.kind == MU_PLACE_COMMAND)
        {
          *figures = command->figures;
          *points = command->points;
          return TRUE;
        }
      if (self->place.general >= 0 && (guint) self->place.general < command->generals->len)
        result = command->generals->pdata[self->place.general];
    }
  if (result == NULL)
    return FALSE;
  *figures = result->figures;
  *points = result->points;
  return TRUE;
}

/* The figures shown, in order: pairs of a title and a value. */
static GPtrArray *
figure_texts (MuFiguresGroup *self, GPtrArray *figures, double points)
{
  gboolean has_points = self->evaluation->ruleset->has_points;
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);

  if (has_points)
    {
      g_ptr_array_add (texts, g_strdup (_("Points")));
      g_ptr_array_add (texts, mu_format_number (points));
    }
  for (guint i = 0; figures != NULL && i < figures->len; i++)
    {
      MuFigure *figure = figures->pdata[i];

      if (g_str_equal (figure->key, "cost") && has_points)
        continue;
      g_ptr_array_add (texts, g_strdup (mu_figure_label (figure)));
      g_ptr_array_add (texts, mu_figure_to_string (figure));
    }
  return texts;
}

static char *
titles_of (GPtrArray *texts)
{
  GString *titles = g_string_new (NULL);

  for (guint i = 0; i < texts->len; i += 2)
    g_string_append_printf (titles, "%s|", (const char *) texts->pdata[i]);
  return g_string_free (titles, FALSE);
}

/* The rows of other titles, in place of the ones shown. */
static void
make_rows (MuFiguresGroup *self, GPtrArray *texts)
{
  for (guint i = 0; i < self->rows->len; i++)
    adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self), self->rows->pdata[i]);
  g_ptr_array_set_size (self->rows, 0);
  g_ptr_array_set_size (self->values, 0);
  for (guint i = 0; i + 1 < texts->len; i += 2)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *value = mu_gui_label (texts->pdata[i + 1], "numeric");

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), texts->pdata[i]);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), row);
      g_ptr_array_add (self->rows, row);
      g_ptr_array_add (self->values, value);
    }
}

static void
show (MuFiguresGroup *self)
{
  g_autoptr(GPtrArray) texts = NULL;
  g_autofree char *titles = NULL;
  GPtrArray *figures;
  double points;

  if (self->evaluation == NULL || !figures_of (self, &figures, &points))
    return;
  texts = figure_texts (self, figures, points);
  titles = titles_of (texts);
  if (g_strcmp0 (titles, self->titles) != 0)
    {
      make_rows (self, texts);
      g_free (self->titles);
      self->titles = g_steal_pointer (&titles);
      return;
    }
  for (guint i = 0; i < self->values->len && 2 * i + 1 < texts->len; i++)
    mu_gui_set_text (self->values->pdata[i], texts->pdata[2 * i + 1]);
}

static void
mu_figures_group_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MuFiguresGroup *self = MU_FIGURES_GROUP (object);

  switch (prop_id)
    {
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
mu_figures_group_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MuFiguresGroup *self = MU_FIGURES_GROUP (object);

  switch (prop_id)
    {
    case PROP_PLACE:
      mu_figures_group_set_place (self, g_value_get_pointer (value));
      break;
    case PROP_EVALUATION:
      mu_figures_group_set_evaluation (self, g_value_get_pointer (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_figures_group_dispose (GObject *object)
{
  MuFiguresGroup *self = MU_FIGURES_GROUP (object);

  g_clear_pointer (&self->evaluation, mu_evaluation_unref);
  g_clear_pointer (&self->place_unit, g_free);
  g_clear_pointer (&self->titles, g_free);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->values, g_ptr_array_unref);
  self->place.unit_id = NULL;
  G_OBJECT_CLASS (mu_figures_group_parent_class)->dispose (object);
}

static void
mu_figures_group_class_init (MuFiguresGroupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = mu_figures_group_get_property;
  object_class->set_property = mu_figures_group_set_property;
  object_class->dispose = mu_figures_group_dispose;
  /* a MuPlace: the unit, general or command, copied */
  props[PROP_PLACE] = g_param_spec_pointer ("place", NULL, NULL, flags);
  /* a MuEvaluation, held by the group */
  props[PROP_EVALUATION] = g_param_spec_pointer ("evaluation", NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, props);
  gtk_widget_class_set_template_from_resource (GTK_WIDGET_CLASS (klass),
                                               "/io/github/muster/Muster/mu-figures-group.ui");
}

static void
mu_figures_group_init (MuFiguresGroup *self)
{
  self->rows = g_ptr_array_new ();
  self->values = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * mu_figures_group_new:
 *
 * Makes the group of figures, empty until given a place and an evaluation.
 *
 * Returns: (transfer floating): the group
 */
GtkWidget *
mu_figures_group_new (void)
{
  return g_object_new (MU_TYPE_FIGURES_GROUP, NULL);
}

/**
 * mu_figures_group_set_place:
 * @self: a group
 * @place: the unit, general or command whose figures the group shows; copied
 *
 * Sets whose figures the group shows, and shows them; the same place again
 * does nothing.
 */
void
mu_figures_group_set_place (MuFiguresGroup *self, const MuPlace *place)
{
  if (!mu_gui_keep_place (&self->place, &self->place_unit, place))
    return;
  show (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PLACE]);
}

/**
 * mu_figures_group_set_evaluation:
 * @self: a group
 * @evaluation: (transfer none): the army's evaluation; the group holds a
 *   reference
 *
 * Shows the place's figures as @evaluation gives them.
 */
void
mu_figures_group_set_evaluation (MuFiguresGroup *self, MuEvaluation *evaluation)
{
  if (self->evaluation == evaluation)
    return;
  g_clear_pointer (&self->evaluation, mu_evaluation_unref);
  self->evaluation = evaluation != NULL ? mu_evaluation_ref (evaluation) : NULL;
  show (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_EVALUATION]);
}
