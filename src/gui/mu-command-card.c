/* mu-command-card.c
 *
 * A command of the army view (ui/mu-command-card.ui): a heading, a flat
 * button with the command's name and figures, above the list of its rows.
 * Its "command" (the command's index in the roster) and "evaluation" are
 * properties: a new evaluation sets the heading's texts that changed and
 * names the button for a listener ("Command 1, 45 points · …"). Clicking
 * the heading emits "header-clicked"; the army view, which keeps rows by
 * key across edits, places the rows.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "mu-command-card.h"
#include "mu-figure.h"
#include "mu-gui-util.h"
#include "mu-ruleset.h"
#include "mu-wrap-layout.h"

struct _MuCommandCard
{
  GtkBox parent_instance;
  int command;
  MuEvaluation *evaluation;
  GtkWidget *header;
  GtkWidget *title;
  GtkWidget *detail;
  GtkWidget *rows;
};

G_DEFINE_FINAL_TYPE (MuCommandCard, mu_command_card, GTK_TYPE_BOX)

enum
{
  PROP_0,
  PROP_COMMAND,
  PROP_EVALUATION,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

enum
{
  HEADER_CLICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* "45 points · Victory points 2", or the figures alone without points */
static char *
summary_text (MuEvaluation *evaluation, MuCommandResult *result)
{
  g_autofree char *points = mu_format_number (result->points);
  g_autofree char *figures = mu_gui_join_figures (result->figures, NULL);

  if (!evaluation->ruleset->has_points)
    return g_steal_pointer (&figures);
  return g_strdup_printf (_("%s points%s%s"), points, *figures != '\0' ? " · " : "", figures);
}

/* The heading is read by its title, then its summary ("Command 1, 45
 * points · …"). */
static void
name_header (MuCommandCard *self, const char *title, const char *summary)
{
  g_autofree char *name
      = summary != NULL && *summary != '\0' ? g_strdup_printf ("%s, %s", title, summary) : g_strdup (title);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->header), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

static void
show_heading (MuCommandCard *self)
{
  MuCommandResult *result;
  g_autofree char *name = NULL;
  g_autofree char *summary = NULL;

  if (self->evaluation == NULL || self->command < 0
      || (guint) self->command >= self->evaluation->commands->len)
    return;
  result = self->evaluation->commands->pdata[self->command];
  name = mu_evaluation_command_name (self->evaluation, result->index);
  summary = summary_text (self->evaluation, result);
  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->title)), name) == 0
      && g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->detail)), summary) == 0)
    return;
  mu_gui_set_text (self->title, name);
  mu_gui_set_text (self->detail, summary);
  name_header (self, name, summary);
}

static void
set_command (MuCommandCard *self, int command)
{
  g_autofree char *name = g_strdup_printf ("command-%d", command + 1);

  self->command = command;
  gtk_widget_set_name (self->rows, name);
}

static void
header_clicked (MuCommandCard *self)
{
  g_signal_emit (self, signals[HEADER_CLICKED], 0);
}

/* Down on the heading goes to the first row: a list box row takes the focus
 * only going forward or back (Tab, Left, Right), so GTK's own Down passes
 * over the rows to the next command's heading. The first row takes the
 * focus as Tab gives it, and so is selected. */
static gboolean
header_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                    MuCommandCard *self)
{
  GtkWidget *row;

  if ((keyval != GDK_KEY_Down && keyval != GDK_KEY_KP_Down)
      || (state & gtk_accelerator_get_default_mod_mask ()) != 0)
    return FALSE;
  for (row = gtk_widget_get_first_child (self->rows); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row) && gtk_widget_get_visible (row)
        && gtk_widget_child_focus (row, GTK_DIR_TAB_FORWARD))
      return TRUE;
  return FALSE;
}

static void
mu_command_card_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MuCommandCard *self = MU_COMMAND_CARD (object);

  switch (prop_id)
    {
    case PROP_COMMAND:
      g_value_set_int (value, self->command);
      break;
    case PROP_EVALUATION:
      g_value_set_pointer (value, self->evaluation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_command_card_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MuCommandCard *self = MU_COMMAND_CARD (object);

  switch (prop_id)
    {
    case PROP_COMMAND:
      set_command (self, g_value_get_int (value));
      break;
    case PROP_EVALUATION:
      mu_command_card_set_evaluation (self, g_value_get_pointer (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_command_card_finalize (GObject *object)
{
  MuCommandCard *self = MU_COMMAND_CARD (object);

  g_clear_pointer (&self->evaluation, mu_evaluation_unref);
  G_OBJECT_CLASS (mu_command_card_parent_class)->finalize (object);
}

static void
mu_command_card_class_init (MuCommandCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = mu_command_card_get_property;
  object_class->set_property = mu_command_card_set_property;
  object_class->finalize = mu_command_card_finalize;
  props[PROP_COMMAND]
      = g_param_spec_int ("command", NULL, NULL, 0, G_MAXINT, 0,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* a MuEvaluation, held by the card */
  props[PROP_EVALUATION] = g_param_spec_pointer (
      "evaluation", NULL, NULL, G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
  signals[HEADER_CLICKED] = g_signal_new ("header-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                          NULL, NULL, NULL, G_TYPE_NONE, 0);
  g_type_ensure (MU_TYPE_WRAP_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/mu-command-card.ui");
  gtk_widget_class_bind_template_child (widget_class, MuCommandCard, header);
  gtk_widget_class_bind_template_child (widget_class, MuCommandCard, title);
  gtk_widget_class_bind_template_child (widget_class, MuCommandCard, detail);
  gtk_widget_class_bind_template_child (widget_class, MuCommandCard, rows);
  gtk_widget_class_bind_template_callback (widget_class, header_clicked);
  gtk_widget_class_bind_template_callback (widget_class, header_key_pressed);
}

static void
mu_command_card_init (MuCommandCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * mu_command_card_new:
 * @command: the index of the command in the roster
 *
 * Makes the card of a command, with no heading or rows yet.
 *
 * Returns: (transfer floating): the card
 */
GtkWidget *
mu_command_card_new (int command)
{
  return g_object_new (MU_TYPE_COMMAND_CARD, "command", command, NULL);
}

/**
 * mu_command_card_get_command:
 * @self: a card
 *
 * Tells which command the card shows.
 *
 * Returns: the command's index in the roster
 */
int
mu_command_card_get_command (MuCommandCard *self)
{
  return self->command;
}

/**
 * mu_command_card_set_evaluation:
 * @self: a card
 * @evaluation: (nullable) (transfer none): the army's evaluation; the card
 *   holds a reference
 *
 * Shows the command's name and figures as @evaluation gives them, setting
 * only the texts that changed; notifies "evaluation".
 */
void
mu_command_card_set_evaluation (MuCommandCard *self, MuEvaluation *evaluation)
{
  if (self->evaluation == evaluation)
    return;
  g_clear_pointer (&self->evaluation, mu_evaluation_unref);
  self->evaluation = evaluation != NULL ? mu_evaluation_ref (evaluation) : NULL;
  show_heading (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_EVALUATION]);
}

/**
 * mu_command_card_get_rows:
 * @self: a card
 *
 * Gives the list of the command's rows, which the army view fills.
 *
 * Returns: (transfer none): the card's list box
 */
GtkListBox *
mu_command_card_get_rows (MuCommandCard *self)
{
  return GTK_LIST_BOX (self->rows);
}

/**
 * mu_command_card_get_header:
 * @self: a card
 *
 * Gives the card's heading, a button that selects the command.
 *
 * Returns: (transfer none): the heading
 */
GtkWidget *
mu_command_card_get_header (MuCommandCard *self)
{
  return self->header;
}
