/* mu-subunit-row.c
 *
 * A sub-unit of the inspector's unit (ui/mu-subunit-row.ui): "Chariots ×6",
 * its troops ("Reg A LCh OW") and its points. Its "unit" (the sub-unit's
 * id) and "evaluation" are properties; a new evaluation sets the texts
 * that changed. Activated, the row selects the sub-unit; its button
 * removes it, with a toast offering to undo.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "mu-figure.h"
#include "mu-gui-util.h"
#include "mu-subunit-row.h"
#include "mu-unit.h"

struct _MuSubunitRow
{
  AdwActionRow parent_instance;
  MuDocument *document;
  char *unit;
  MuEvaluation *evaluation;
  GtkWidget *points;
  GtkWidget *remove;
};

G_DEFINE_FINAL_TYPE (MuSubunitRow, mu_subunit_row, ADW_TYPE_ACTION_ROW)

enum
{
  PROP_0,
  PROP_DOCUMENT,
  PROP_UNIT,
  PROP_EVALUATION,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

/* "Chariots ×6" */
static char *
title_text (MuEvaluation *evaluation, MuUnitResult *result)
{
  return g_strdup_printf ("%s ×%" G_GINT64_FORMAT, mu_gui_unit_label (evaluation->list, result->unit),
                          result->unit->count);
}

/* "168 pts" */
static char *
points_text (MuUnitResult *result)
{
  g_autofree char *number = mu_format_number (result->points);

  /* TRANSLATORS: a sub-unit's cost in the inspector */
  return g_strdup_printf (_("%s pts"), number);
}

static void
show (MuSubunitRow *self)
{
  MuUnitResult *result;
  const MuFigure *troops;
  g_autofree char *title = NULL;
  g_autofree char *points = NULL;

  if (self->evaluation == NULL || self->unit == NULL
      || (result = mu_evaluation_unit (self->evaluation, self->unit)) == NULL)
    return;
  title = title_text (self->evaluation, result);
  points = points_text (result);
  troops = mu_figures_lookup (result->figures, "troops");
  if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self)), title) != 0)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), title);
  if (g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (self)), troops != NULL ? troops->text : "")
      != 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self), troops != NULL ? troops->text : "");
  mu_gui_set_text (self->points, points);
}

static void
row_activated (MuSubunitRow *self)
{
  mu_document_select (self->document, &MU_PLACE_OF_UNIT (self->unit));
}

static void
remove_clicked (MuSubunitRow *self)
{
  GError *error = NULL;

  if (mu_document_remove_unit (self->document, self->unit, &error))
    {
      gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s",
                                  _("Sub-unit removed; press Ctrl+Z to undo"));
      return;
    }
  gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", error->message);
  g_error_free (error);
}

static void
set_unit (MuSubunitRow *self, const char *unit)
{
  g_autofree char *key = g_strdup_printf ("subunit-%s", unit);
  g_autofree char *remove_key = g_strdup_printf ("remove-%s", unit);

  self->unit = g_strdup (unit);
  gtk_widget_set_name (GTK_WIDGET (self), key);
  gtk_widget_set_name (self->remove, remove_key);
}

static void
mu_subunit_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MuSubunitRow *self = MU_SUBUNIT_ROW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_UNIT:
      g_value_set_string (value, self->unit);
      break;
    case PROP_EVALUATION:
      g_value_set_pointer (value, self->evaluation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_subunit_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MuSubunitRow *self = MU_SUBUNIT_ROW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      self->document = g_value_dup_object (value);
      break;
    case PROP_UNIT:
      set_unit (self, g_value_get_string (value));
      break;
    case PROP_EVALUATION:
      mu_subunit_row_set_evaluation (self, g_value_get_pointer (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_subunit_row_dispose (GObject *object)
{
  MuSubunitRow *self = MU_SUBUNIT_ROW (object);

  g_clear_object (&self->document);
  g_clear_pointer (&self->evaluation, mu_evaluation_unref);
  g_clear_pointer (&self->unit, g_free);
  G_OBJECT_CLASS (mu_subunit_row_parent_class)->dispose (object);
}

static void
mu_subunit_row_class_init (MuSubunitRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags construct = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = mu_subunit_row_get_property;
  object_class->set_property = mu_subunit_row_set_property;
  object_class->dispose = mu_subunit_row_dispose;
  props[PROP_DOCUMENT] = g_param_spec_object ("document", NULL, NULL, MU_TYPE_DOCUMENT, construct);
  props[PROP_UNIT] = g_param_spec_string ("unit", NULL, NULL, NULL, construct);
  /* a MuEvaluation, held by the row */
  props[PROP_EVALUATION] = g_param_spec_pointer (
      "evaluation", NULL, NULL, G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/mu-subunit-row.ui");
  gtk_widget_class_bind_template_child (widget_class, MuSubunitRow, points);
  gtk_widget_class_bind_template_child (widget_class, MuSubunitRow, remove);
  gtk_widget_class_bind_template_callback (widget_class, row_activated);
  gtk_widget_class_bind_template_callback (widget_class, remove_clicked);
}

static void
mu_subunit_row_init (MuSubunitRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * mu_subunit_row_new:
 * @document: (transfer none): the document whose unit has the sub-unit
 * @unit_id: the sub-unit's id
 *
 * Makes the row of a sub-unit, empty until given an evaluation.
 *
 * Returns: (transfer floating): the row
 */
GtkWidget *
mu_subunit_row_new (MuDocument *document, const char *unit_id)
{
  return g_object_new (MU_TYPE_SUBUNIT_ROW, "document", document, "unit", unit_id, NULL);
}

/**
 * mu_subunit_row_get_unit:
 * @self: a row
 *
 * Tells which sub-unit the row shows.
 *
 * Returns: (transfer none): the sub-unit's id
 */
const char *
mu_subunit_row_get_unit (MuSubunitRow *self)
{
  return self->unit;
}

/**
 * mu_subunit_row_set_evaluation:
 * @self: a row
 * @evaluation: (transfer none): the army's evaluation; the row holds a
 *   reference
 *
 * Shows the sub-unit's count, troops and points as @evaluation gives them.
 */
void
mu_subunit_row_set_evaluation (MuSubunitRow *self, MuEvaluation *evaluation)
{
  if (self->evaluation == evaluation)
    return;
  g_clear_pointer (&self->evaluation, mu_evaluation_unref);
  self->evaluation = evaluation != NULL ? mu_evaluation_ref (evaluation) : NULL;
  show (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_EVALUATION]);
}
