/* mu-hero-row.c
 *
 * The index-th hero of the inspector's unit or command (ui/mu-hero-row.ui):
 * its name, applied with Enter, and a button that removes it. Its "place"
 * and "evaluation" are properties: each sets the name shown where it
 * differs (never while it is the same text) and names the field and the
 * button for a listener with what the hero belongs to ("Hero 1 of
 * Legionarii", "Remove hero 1 of Legionarii"). A refused edit is told in a
 * toast and the row shows the roster as it is.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "mu-command.h"
#include "mu-gui-util.h"
#include "mu-hero-row.h"
#include "mu-list-entry.h"
#include "mu-unit.h"

struct _MuHeroRow
{
  AdwActionRow parent_instance;
  MuDocument *document;
  guint index;
  MuPlace place; /* unit_id is place_unit */
  char *place_unit;
  MuEvaluation *evaluation;
  char *context; /* what the hero belongs to, as the names say it */
  GtkWidget *entry;
  GtkWidget *remove;
};

G_DEFINE_FINAL_TYPE (MuHeroRow, mu_hero_row, ADW_TYPE_ACTION_ROW)

enum
{
  PROP_0,
  PROP_DOCUMENT,
  PROP_INDEX,
  PROP_PLACE,
  PROP_EVALUATION,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

/* The place's heroes and what they belong to ("Legionarii", "Command 1"),
 * or NULL where the evaluation has no such place. */
static GPtrArray *
heroes_of (MuHeroRow *self, char **context)
{
  MuUnitResult *result;

  if (self->place.kind == MU_PLACE_UNIT)
    {
      result = mu_evaluation_unit (self->evaluation, self->place.unit_id);
      if (result == NULL || result->entry == NULL)
        return NULL;
      *context = g_strdup (mu_list_entry_label (result->entry));
      return result->unit->heroes;
    }
  if (self->place.kind != MU_PLACE_COMMAND || self->place.command < 0
      || (guint) self->place.command >= self->evaluation->commands->len)
    return NULL;
  *context = mu_evaluation_command_name (self->evaluation, self->place.command);
  return ((MuCommandResult *) self->evaluation->commands->pdata[self->place.command])->command->heroes;
}

static void
name_fields (MuHeroRow *self, const char *context)
{
  /* TRANSLATORS: a hero's name field for a screen reader, "Hero 1 of Legionarii" */
  g_autofree char *hero = g_strdup_printf (_("Hero %u of %s"), self->index + 1, context);
  /* TRANSLATORS: a button for a screen reader, "Remove hero 1 of Legionarii" */
  g_autofree char *remove = g_strdup_printf (_("Remove hero %u of %s"), self->index + 1, context);

  mu_gui_name_entry (self->entry, hero);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->remove), GTK_ACCESSIBLE_PROPERTY_LABEL, remove, -1);
}

static void
show (MuHeroRow *self)
{
  g_autofree char *context = NULL;
  GPtrArray *heroes;

  if (self->evaluation == NULL || self->place.kind == MU_PLACE_NONE)
    return;
  heroes = heroes_of (self, &context);
  if (heroes == NULL || self->index >= heroes->len)
    return;
  mu_gui_set_editable_text (self->entry, heroes->pdata[self->index]);
  if (g_strcmp0 (context, self->context) == 0)
    return;
  name_fields (self, context);
  g_free (self->context);
  self->context = g_steal_pointer (&context);
}

static void
report (MuHeroRow *self, GError *error)
{
  if (error == NULL)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", error->message);
  g_error_free (error);
  show (self);
}

static void
entry_applied (MuHeroRow *self)
{
  GError *error = NULL;

  mu_document_rename_hero (self->document, &self->place, self->index,
                           gtk_editable_get_text (GTK_EDITABLE (self->entry)), &error);
  report (self, error);
}

static void
remove_clicked (MuHeroRow *self)
{
  GError *error = NULL;

  mu_document_remove_hero (self->document, &self->place, self->index, &error);
  report (self, error);
}

static void
set_index (MuHeroRow *self, guint index)
{
  g_autofree char *key = g_strdup_printf ("hero-%u", index);

  self->index = index;
  gtk_widget_set_name (self->entry, key);
}

static void
mu_hero_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MuHeroRow *self = MU_HERO_ROW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_INDEX:
      g_value_set_uint (value, self->index);
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
mu_hero_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MuHeroRow *self = MU_HERO_ROW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      self->document = g_value_dup_object (value);
      break;
    case PROP_INDEX:
      set_index (self, g_value_get_uint (value));
      break;
    case PROP_PLACE:
      mu_hero_row_set_place (self, g_value_get_pointer (value));
      break;
    case PROP_EVALUATION:
      mu_hero_row_set_evaluation (self, g_value_get_pointer (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_hero_row_dispose (GObject *object)
{
  MuHeroRow *self = MU_HERO_ROW (object);

  g_clear_object (&self->document);
  g_clear_pointer (&self->evaluation, mu_evaluation_unref);
  g_clear_pointer (&self->place_unit, g_free);
  g_clear_pointer (&self->context, g_free);
  self->place.unit_id = NULL;
  G_OBJECT_CLASS (mu_hero_row_parent_class)->dispose (object);
}

static void
mu_hero_row_class_init (MuHeroRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags construct = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = mu_hero_row_get_property;
  object_class->set_property = mu_hero_row_set_property;
  object_class->dispose = mu_hero_row_dispose;
  props[PROP_DOCUMENT] = g_param_spec_object ("document", NULL, NULL, MU_TYPE_DOCUMENT, construct);
  props[PROP_INDEX] = g_param_spec_uint ("index", NULL, NULL, 0, G_MAXUINT, 0, construct);
  /* a MuPlace: the unit or command, copied */
  props[PROP_PLACE] = g_param_spec_pointer ("place", NULL, NULL, flags);
  /* a MuEvaluation, held by the row */
  props[PROP_EVALUATION] = g_param_spec_pointer ("evaluation", NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, props);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/mu-hero-row.ui");
  gtk_widget_class_bind_template_child (widget_class, MuHeroRow, entry);
  gtk_widget_class_bind_template_child (widget_class, MuHeroRow, remove);
  gtk_widget_class_bind_template_callback (widget_class, entry_applied);
  gtk_widget_class_bind_template_callback (widget_class, remove_clicked);
}

static void
mu_hero_row_init (MuHeroRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * mu_hero_row_new:
 * @document: (transfer none): the document whose unit or command has the hero
 * @index: which of the place's heroes the row shows
 *
 * Makes the row of a hero, empty until given a place and an evaluation.
 *
 * Returns: (transfer floating): the row
 */
GtkWidget *
mu_hero_row_new (MuDocument *document, guint index)
{
  return g_object_new (MU_TYPE_HERO_ROW, "document", document, "index", index, NULL);
}

/**
 * mu_hero_row_set_place:
 * @self: a row
 * @place: the unit or command whose hero the row shows; copied
 *
 * Sets whose hero the row shows and renames, and shows it; the same place
 * again does nothing.
 */
void
mu_hero_row_set_place (MuHeroRow *self, const MuPlace *place)
{
  if (!mu_gui_keep_place (&self->place, &self->place_unit, place))
    return;
  show (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PLACE]);
}

/**
 * mu_hero_row_set_evaluation:
 * @self: a row
 * @evaluation: (transfer none): the army's evaluation; the row holds a
 *   reference
 *
 * Shows the hero's name as @evaluation gives it.
 */
void
mu_hero_row_set_evaluation (MuHeroRow *self, MuEvaluation *evaluation)
{
  if (self->evaluation == evaluation)
    return;
  g_clear_pointer (&self->evaluation, mu_evaluation_unref);
  self->evaluation = evaluation != NULL ? mu_evaluation_ref (evaluation) : NULL;
  show (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_EVALUATION]);
}
