/* mu-upgrade-row.c
 *
 * An upgrade (a list row's child) the inspector's unit or general may take
 * (ui/mu-upgrade-row.ui). Its "place" (the unit or general) and
 * "evaluation" are properties: each sets the check to whether that place
 * takes the upgrade, and the subtitle and availability to what the
 * evaluation says, only where they differ from what the row shows.
 * Ticking the check takes or gives up the upgrade through the document; a
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
#include "mu-unit.h"
#include "mu-upgrade-row.h"

struct _MuUpgradeRow
{
  AdwActionRow parent_instance;
  MuDocument *document;
  MuListEntry *upgrade; /* owned by the document's list */
  MuPlace place;        /* unit_id is place_unit */
  char *place_unit;
  MuEvaluation *evaluation;
  gboolean updating; /* the check set from the model, not by a player */
  GtkWidget *check;
};

G_DEFINE_FINAL_TYPE (MuUpgradeRow, mu_upgrade_row, ADW_TYPE_ACTION_ROW)

enum
{
  PROP_0,
  PROP_DOCUMENT,
  PROP_UPGRADE,
  PROP_PLACE,
  PROP_EVALUATION,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

/* The upgrades the place takes, or NULL where the evaluation has no such place. */
static GPtrArray *
taken (MuUpgradeRow *self)
{
  MuEvaluation *evaluation = self->evaluation;
  MuCommandResult *command;
  MuUnitResult *result;

  if (self->place.kind == MU_PLACE_UNIT)
    {
      result = mu_evaluation_unit (evaluation, self->place.unit_id);
      return result != NULL ? result->unit->upgrades : NULL;
    }
  if (self->place.kind != MU_PLACE_GENERAL || self->place.command < 0
      || (guint) self->place.command >= evaluation->commands->len)
    return NULL;
  command = evaluation->commands->pdata[self->place.command];
  if (self->place.general < 0 || (guint) self->place.general >= command->generals->len)
    return NULL;
  return ((MuUnitResult *) command->generals->pdata[self->place.general])->general->upgrades;
}

/* "save 5+ · 10 pts · 1 of up to half · why not", counted in the place's contingent */
static char *
subtitle_text (MuUpgradeRow *self, gboolean *available)
{
  MuListEntry *upgrade = self->upgrade;
  guint contingent = mu_roster_get_command_contingent (self->evaluation->roster, self->place.command);
  g_autofree char *allowance = mu_gui_contingent_allowance (self->evaluation, contingent, upgrade);
  g_autofree char *reason = NULL;
  GString *subtitle = g_string_new (NULL);

  *available = mu_evaluation_row_available (self->evaluation, upgrade, &reason);
  if (upgrade->printed_save != NULL)
    g_string_append_printf (subtitle, _("save %s · "), upgrade->printed_save);
  if (upgrade->printed_cost != NULL)
    g_string_append_printf (subtitle, _("%s pts · "), upgrade->printed_cost);
  g_string_append (subtitle, allowance);
  if (reason != NULL)
    g_string_append_printf (subtitle, " · %s", reason);
  return g_string_free (subtitle, FALSE);
}

static void
show (MuUpgradeRow *self)
{
  GPtrArray *upgrades;
  g_autofree char *subtitle = NULL;
  gboolean available;
  gboolean active;

  if (self->evaluation == NULL || self->place.kind == MU_PLACE_NONE)
    return;
  upgrades = taken (self);
  active = upgrades != NULL && mu_strv_array_contains (upgrades, self->upgrade->id);
  self->updating = TRUE;
  if (gtk_check_button_get_active (GTK_CHECK_BUTTON (self->check)) != active)
    gtk_check_button_set_active (GTK_CHECK_BUTTON (self->check), active);
  self->updating = FALSE;
  subtitle = subtitle_text (self, &available);
  if (available == gtk_widget_has_css_class (GTK_WIDGET (self), "unavailable"))
    {
      if (available)
        gtk_widget_remove_css_class (GTK_WIDGET (self), "unavailable");
      else
        gtk_widget_add_css_class (GTK_WIDGET (self), "unavailable");
    }
  if (g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (self)), subtitle) != 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self), subtitle);
}

static void
check_toggled (MuUpgradeRow *self)
{
  GError *error = NULL;

  if (self->updating || self->document == NULL)
    return;
  if (mu_document_set_upgrade (self->document, &self->place, self->upgrade->id,
                               gtk_check_button_get_active (GTK_CHECK_BUTTON (self->check)), &error))
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", error->message);
  g_error_free (error);
  show (self);
}

static void
set_upgrade (MuUpgradeRow *self, MuListEntry *upgrade)
{
  self->upgrade = upgrade;
  if (upgrade == NULL)
    return;
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), mu_list_entry_label (upgrade));
  gtk_widget_set_name (self->check, upgrade->id);
}

static void
mu_upgrade_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MuUpgradeRow *self = MU_UPGRADE_ROW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_UPGRADE:
      g_value_set_pointer (value, self->upgrade);
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
mu_upgrade_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MuUpgradeRow *self = MU_UPGRADE_ROW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      self->document = g_value_dup_object (value);
      break;
    case PROP_UPGRADE:
      set_upgrade (self, g_value_get_pointer (value));
      break;
    case PROP_PLACE:
      mu_upgrade_row_set_place (self, g_value_get_pointer (value));
      break;
    case PROP_EVALUATION:
      mu_upgrade_row_set_evaluation (self, g_value_get_pointer (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_upgrade_row_dispose (GObject *object)
{
  MuUpgradeRow *self = MU_UPGRADE_ROW (object);

  g_clear_object (&self->document);
  g_clear_pointer (&self->evaluation, mu_evaluation_unref);
  g_clear_pointer (&self->place_unit, g_free);
  self->place.unit_id = NULL;
  G_OBJECT_CLASS (mu_upgrade_row_parent_class)->dispose (object);
}

static void
mu_upgrade_row_class_init (MuUpgradeRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags construct = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = mu_upgrade_row_get_property;
  object_class->set_property = mu_upgrade_row_set_property;
  object_class->dispose = mu_upgrade_row_dispose;
  props[PROP_DOCUMENT] = g_param_spec_object ("document", NULL, NULL, MU_TYPE_DOCUMENT, construct);
  /* the MuListEntry of the upgrade, a child of the unit's or general's row */
  props[PROP_UPGRADE] = g_param_spec_pointer ("upgrade", NULL, NULL, construct);
  /* a MuPlace: the unit or general, copied */
  props[PROP_PLACE] = g_param_spec_pointer ("place", NULL, NULL, flags);
  /* a MuEvaluation, held by the row */
  props[PROP_EVALUATION] = g_param_spec_pointer ("evaluation", NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, props);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/mu-upgrade-row.ui");
  gtk_widget_class_bind_template_child (widget_class, MuUpgradeRow, check);
  gtk_widget_class_bind_template_callback (widget_class, check_toggled);
}

static void
mu_upgrade_row_init (MuUpgradeRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * mu_upgrade_row_new:
 * @document: (transfer none): the document whose unit or general takes it
 * @upgrade: (transfer none): the upgrade, a child of a row of the
 *   document's list
 *
 * Makes the row of an upgrade, not yet ticked: it shows a place's choice
 * once given a place and an evaluation.
 *
 * Returns: (transfer floating): the row
 */
GtkWidget *
mu_upgrade_row_new (MuDocument *document, MuListEntry *upgrade)
{
  return g_object_new (MU_TYPE_UPGRADE_ROW, "document", document, "upgrade", upgrade, NULL);
}

/**
 * mu_upgrade_row_set_place:
 * @self: a row
 * @place: the unit or general that takes the upgrade or not; copied
 *
 * Sets whose upgrade the row shows and ticks, and shows it; the same place
 * again does nothing.
 */
void
mu_upgrade_row_set_place (MuUpgradeRow *self, const MuPlace *place)
{
  if (!mu_gui_keep_place (&self->place, &self->place_unit, place))
    return;
  show (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PLACE]);
}

/**
 * mu_upgrade_row_set_evaluation:
 * @self: a row
 * @evaluation: (transfer none): the army's evaluation; the row holds a
 *   reference
 *
 * Shows whether the place takes the upgrade, and its allowance and
 * availability, as @evaluation gives them.
 */
void
mu_upgrade_row_set_evaluation (MuUpgradeRow *self, MuEvaluation *evaluation)
{
  if (self->evaluation == evaluation)
    return;
  g_clear_pointer (&self->evaluation, mu_evaluation_unref);
  self->evaluation = evaluation != NULL ? mu_evaluation_ref (evaluation) : NULL;
  show (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_EVALUATION]);
}

/**
 * mu_upgrade_row_get_check:
 * @self: a row
 *
 * Gives the row's check, its one Tab stop.
 *
 * Returns: (transfer none): the check
 */
GtkWidget *
mu_upgrade_row_get_check (MuUpgradeRow *self)
{
  return self->check;
}
