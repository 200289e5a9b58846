/* mu-game-row.c
 *
 * A unit, general or camp of the game tracker (ui/mu-game-row.ui): its
 * name, its state and figures as the "title", "status" and "detail"
 * properties, and a large button for each change the game's ruleset lets
 * happen to it. Each button and its key (Space for the first, a letter for
 * the others) activate the window's "game.record" action with the change;
 * the row is one Tab stop, and a screen reader hears its name, state and
 * figures, and its keys as the description.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "mu-game-row.h"

/* A change a row offers: to which kind of element, under which rulesets
 * (0: all that track anything), its key and its button. A toggle's other
 * half (back on the table, camp retaken) has the same key. */
typedef struct
{
  MuGameElementKind element;
  MuGameTracks tracks;
  MuGameEventKind kind;
  MuGameEventKind undo; /* the other half of a toggle, or the same kind */
  guint key;
  const char *label;
  const char *undo_label;
  const char *key_name;
} RowAction;

static const RowAction row_actions[] = {
  { MU_GAME_ELEMENT_UNIT, MU_GAME_TRACKS_TTS, MU_GAME_HIT, MU_GAME_HIT, GDK_KEY_space,
    N_("Hit"), NULL, N_("Space") },
    { MU_GAME_ELEMENT_UNIT, MU_GAME_TRACKS_FIGURES, MU_GAME_FIGURE, MU_GAME_FIGURE, GDK_KEY_space,
      N_("Figure Lost"), NULL, N_("Space") },
      { MU_GAME_ELEMENT_UNIT, MU_GAME_TRACKS_TTS, MU_GAME_RALLY, MU_GAME_RALLY, GDK_KEY_r,
        N_("Rally"), NULL, "R" },
        { MU_GAME_ELEMENT_UNIT, 0, MU_GAME_LOSE, MU_GAME_LOSE, GDK_KEY_l, N_("Lost"), NULL, "L" },
          { MU_GAME_ELEMENT_UNIT, MU_GAME_TRACKS_TTS, MU_GAME_SHOOT, MU_GAME_SHOOT, GDK_KEY_s,
            N_("Shoot"), NULL, "S" },
            { MU_GAME_ELEMENT_UNIT, MU_GAME_TRACKS_TTS, MU_GAME_RESUPPLY, MU_GAME_RESUPPLY, GDK_KEY_a,
              N_("Resupply"), NULL, "A" },
              { MU_GAME_ELEMENT_UNIT, MU_GAME_TRACKS_TTS, MU_GAME_HERO, MU_GAME_HERO, GDK_KEY_h,
                N_("Use Hero"), NULL, "H" },
                { MU_GAME_ELEMENT_UNIT, MU_GAME_TRACKS_TTS, MU_GAME_LEAVE, MU_GAME_RETURN, GDK_KEY_o,
                  N_("Off Table"), N_("Back on Table"), "O" },
                  { MU_GAME_ELEMENT_GENERAL, MU_GAME_TRACKS_TTS, MU_GAME_WOUND, MU_GAME_WOUND, GDK_KEY_space,
                    N_("Wounded"), NULL, N_("Space") },
                    { MU_GAME_ELEMENT_GENERAL, MU_GAME_TRACKS_TTS, MU_GAME_KILL, MU_GAME_KILL, GDK_KEY_k,
                      N_("Killed"), NULL, "K" },
                      { MU_GAME_ELEMENT_GENERAL, MU_GAME_TRACKS_TTS, MU_GAME_CAPTURE, MU_GAME_CAPTURE,
                        GDK_KEY_c, N_("Captured"), NULL, "C" },
                        { MU_GAME_ELEMENT_GENERAL, MU_GAME_TRACKS_TTS, MU_GAME_LEAVE, MU_GAME_RETURN,
                          GDK_KEY_o, N_("Off Table"), N_("Back on Table"), "O" },
                          { MU_GAME_ELEMENT_CAMP, MU_GAME_TRACKS_TTS, MU_GAME_SACK, MU_GAME_RETAKE,
                            GDK_KEY_space,
                            N_("Sacked"), N_("Retaken"), N_("Space") },
                           };

struct _MuGameRow
{
  GtkListBoxRow parent_instance;
  MuGame *game;
  MuGameElement *element; /* the game's */
  char *title;
  char *status;
  char *detail;
  GtkWidget *buttons;
  GPtrArray *action_buttons; /* GtkButton, one per offered row action */
  GArray *offered;           /* guint: indexes into row_actions */
  GtkWidget *join_button;
};

G_DEFINE_FINAL_TYPE (MuGameRow, mu_game_row, GTK_TYPE_LIST_BOX_ROW)

enum
{
  PROP_0,
  PROP_TITLE,
  PROP_STATUS,
  PROP_DETAIL,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

static gboolean
offers (const RowAction *action, MuGame *game, MuGameElement *element)
{
  MuGameTracks tracks = mu_game_get_tracks (game);

  if (action->element != element->kind || tracks == MU_GAME_TRACKS_NOTHING)
    return FALSE;
  if (action->tracks != 0 && action->tracks != tracks)
    return FALSE;
  if (action->kind == MU_GAME_HERO)
    return element->heroes > 0;
  if (action->kind == MU_GAME_SHOOT || action->kind == MU_GAME_RESUPPLY)
    return element->ammunition > 0;
  return TRUE;
}

/* The half of a toggle that applies now: back on the table when off it,
 * retaken when sacked. */
static gboolean
undoing (MuGameRow *self, const RowAction *action)
{
  if (action->undo == action->kind)
    return FALSE;
  return action->kind == MU_GAME_SACK ? self->element->lost : self->element->off_table;
}

static MuGameEventKind
kind_now (MuGameRow *self, const RowAction *action)
{
  return undoing (self, action) ? action->undo : action->kind;
}

static void
record (MuGameRow *self, MuGameEventKind kind)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "game.record", "(sss)", mu_game_event_kind_to_string (kind),
                              self->element->id, "");
}

static void
button_clicked (GtkButton *button, MuGameRow *self)
{
  const RowAction *action = g_object_get_data (G_OBJECT (button), "row-action");

  record (self, kind_now (self, action));
}

static void
add_button (MuGameRow *self, guint index)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *child = gtk_flow_box_child_new ();

  gtk_widget_set_focusable (button, FALSE);
  gtk_widget_set_can_focus (button, FALSE);
  gtk_widget_set_size_request (button, 88, 44);
  g_object_set_data (G_OBJECT (button), "row-action", (gpointer) &row_actions[index]);
  g_signal_connect (button, "clicked", G_CALLBACK (button_clicked), self);
  gtk_widget_set_can_focus (child, FALSE);
  gtk_widget_set_focusable (child, FALSE);
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (child), button);
  gtk_flow_box_append (GTK_FLOW_BOX (self->buttons), child);
  g_ptr_array_add (self->action_buttons, button);
  g_array_append_val (self->offered, index);
}

static void
add_join_button (MuGameRow *self)
{
  GtkWidget *child = gtk_flow_box_child_new ();
  g_autofree char *name = g_strdup_printf (_("Join %s to a Unit"), self->element->name);

  self->join_button = gtk_menu_button_new ();
  gtk_menu_button_set_label (GTK_MENU_BUTTON (self->join_button), _("Join a Unit…"));
  gtk_widget_set_size_request (self->join_button, 88, 44);
  gtk_widget_set_focusable (self->join_button, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->join_button), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  gtk_widget_set_can_focus (child, FALSE);
  gtk_widget_set_focusable (child, FALSE);
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (child), self->join_button);
  gtk_flow_box_append (GTK_FLOW_BOX (self->buttons), child);
  gtk_widget_set_visible (child, FALSE);
}

static gboolean
key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
             MuGameRow *self)
{
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  if (keyval == GDK_KEY_j && self->join_button != NULL && gtk_widget_get_visible (self->join_button))
    {
      gtk_menu_button_popup (GTK_MENU_BUTTON (self->join_button));
      return TRUE;
    }
  for (guint i = 0; i < self->offered->len; i++)
    {
      const RowAction *action = &row_actions[g_array_index (self->offered, guint, i)];

      if (action->key == gdk_keyval_to_lower (keyval))
        {
          record (self, kind_now (self, action));
          return TRUE;
        }
    }
  return FALSE;
}

/**
 * mu_game_row_activate_main:
 * @self: a row
 *
 * Records the row's first change (a unit's hit, a general's wound, a camp
 * sacked or retaken), as Space, Enter or a click on its first button does.
 */
void
mu_game_row_activate_main (MuGameRow *self)
{
  if (self->offered->len > 0)
    record (self, kind_now (self, &row_actions[g_array_index (self->offered, guint, 0)]));
}

static void
append (GString *text, const char *part)
{
  if (text->len > 0)
    g_string_append (text, " · ");
  g_string_append (text, part);
}

/* What a To the Strongest! element brings and has left. */
static void
describe_tts (MuGameElement *e, GString *text)
{
  g_autofree char *vp
      = g_strdup_printf (g_dngettext (NULL, "%d victory point", "%d victory points", e->value), e->value);

  append (text, vp);
  if (e->kind == MU_GAME_ELEMENT_UNIT)
    {
      g_autofree char *hits = g_strdup_printf (_("hits %d of %d"), e->taken, e->hits);

      append (text, hits);
    }
  if (e->ammunition > 0)
    {
      g_autofree char *ammo
          = g_strdup_printf (_("ammunition %d of %d"), e->ammunition - e->spent, e->ammunition);

      append (text, ammo);
    }
  if (e->heroes > 0)
    {
      g_autofree char *heroes
          = g_strdup_printf (_("heroes %d of %d"), e->heroes - e->heroes_used, e->heroes);

      append (text, heroes);
    }
  if (e->senior)
    append (text, _("senior"));
}

static char *
describe (MuGameRow *self)
{
  MuGameElement *e = self->element;
  GString *text = g_string_new (NULL);

  switch (mu_game_get_tracks (self->game))
    {
    case MU_GAME_TRACKS_TTS:
      describe_tts (e, text);
      break;
    case MU_GAME_TRACKS_FIGURES:
      g_string_printf (text, _("figures lost %d of %d"), e->lost ? e->hits : e->taken, e->hits);
      break;
    case MU_GAME_TRACKS_BREAK_POINT:
      g_string_printf (text, _("manpower %d"), e->value);
      break;
    default:
      break;
    }
  if (e->kind == MU_GAME_ELEMENT_GENERAL && e->with != NULL && mu_game_lookup (self->game, e->with) != NULL)
    {
      g_autofree char *with = g_strdup_printf (_("with %s"), mu_game_lookup (self->game, e->with)->name);

      append (text, with);
    }
  return g_string_free (text, FALSE);
}

static void
set_string (MuGameRow *self, char **field, char *value, guint prop)
{
  if (g_strcmp0 (*field, value) == 0)
    {
      g_free (value);
      return;
    }
  g_free (*field);
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), props[prop]);
}

static void
name_buttons (MuGameRow *self)
{
  g_autoptr(GString) keys = g_string_new (NULL);

  for (guint i = 0; i < self->offered->len; i++)
    {
      const RowAction *action = &row_actions[g_array_index (self->offered, guint, i)];
      const char *label = undoing (self, action) ? _(action->undo_label) : _(action->label);
      /* TRANSLATORS: a button of the game tracker: "Hit Legionarii 1" */
      g_autofree char *name = g_strdup_printf (C_ ("game", "%s %s"), label, self->element->name);

      gtk_button_set_label (self->action_buttons->pdata[i], label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->action_buttons->pdata[i]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      /* TRANSLATORS: a key of the game tracker and what it does: "R: Rally" */
      g_string_append_printf (keys, _("%s: %s. "), _(action->key_name), label);
    }
  if (self->join_button != NULL && self->element->waiting)
    g_string_append_printf (keys, _("%s: %s. "), "J", _("Join a Unit…"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, keys->str, -1);
}

/**
 * mu_game_row_update:
 * @self: a row
 *
 * Shows the element's state again after a change: its state, its figures,
 * its buttons' labels (a toggle's other half), and its name as a screen
 * reader hears it ("Legionarii 1: Disordered. 2 victory points · hits 1
 * of 2").
 */
void
mu_game_row_update (MuGameRow *self)
{
  g_autofree char *name = NULL;

  set_string (self, &self->status, mu_game_element_describe (self->element), PROP_STATUS);
  set_string (self, &self->detail, describe (self), PROP_DETAIL);
  name_buttons (self);
  if (self->join_button != NULL)
    gtk_widget_set_visible (gtk_widget_get_parent (self->join_button), self->element->waiting);
  gtk_widget_set_sensitive (self->buttons, !mu_game_element_is_gone (self->element)
                                               || self->element->off_table
                                               || self->element->kind == MU_GAME_ELEMENT_CAMP);
  /* TRANSLATORS: a row of the game tracker for a screen reader: "Legionarii 1: Lost. 2 victory points" */
  name = g_strdup_printf (_("%s: %s. %s"), self->title, self->status, self->detail);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/**
 * mu_game_row_set_join_menu:
 * @self: a general's row
 * @menu: (nullable): the units he may join, each item recording the join
 *
 * Gives a general whose unit was lost the units he may join, shown by his
 * "Join a Unit…" button and the key J.
 */
void
mu_game_row_set_join_menu (MuGameRow *self, GMenuModel *menu)
{
  if (self->join_button != NULL)
    gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (self->join_button), menu);
}

/**
 * mu_game_row_get_element_id:
 * @self: a row
 *
 * Gives the id of the element the row shows ("u3", "g1").
 *
 * Returns: (transfer none): the id
 */
const char *
mu_game_row_get_element_id (MuGameRow *self)
{
  return self->element->id;
}

static void
mu_game_row_finalize (GObject *object)
{
  MuGameRow *self = MU_GAME_ROW (object);

  g_free (self->title);
  g_free (self->status);
  g_free (self->detail);
  g_ptr_array_unref (self->action_buttons);
  g_array_unref (self->offered);
  g_clear_pointer (&self->game, mu_game_unref);
  G_OBJECT_CLASS (mu_game_row_parent_class)->finalize (object);
}

static void
mu_game_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MuGameRow *self = MU_GAME_ROW (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_STATUS:
      g_value_set_string (value, self->status);
      break;
    case PROP_DETAIL:
      g_value_set_string (value, self->detail);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_game_row_class_init (MuGameRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = mu_game_row_finalize;
  object_class->get_property = mu_game_row_get_property;
  /* the element's name, its state ("Disordered") and its figures */
  props[PROP_TITLE]
      = g_param_spec_string ("title", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  props[PROP_STATUS] = g_param_spec_string (
      "status", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_DETAIL] = g_param_spec_string (
      "detail", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/mu-game-row.ui");
  gtk_widget_class_bind_template_child (widget_class, MuGameRow, buttons);
}

static void
mu_game_row_init (MuGameRow *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->action_buttons = g_ptr_array_new ();
  self->offered = g_array_new (FALSE, FALSE, sizeof (guint));
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

/**
 * mu_game_row_new:
 * @game: the game
 * @element: one of its units, generals or camps
 *
 * Makes the tracker's row of an element, with a button for each change the
 * game's ruleset lets happen to it.
 *
 * Returns: (transfer floating): the row
 */
MuGameRow *
mu_game_row_new (MuGame *game, MuGameElement *element)
{
  MuGameRow *self = g_object_new (MU_TYPE_GAME_ROW, NULL);

  self->game = mu_game_ref (game);
  self->element = element;
  self->title = g_strdup (element->name);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_TITLE]);
  for (guint i = 0; i < G_N_ELEMENTS (row_actions); i++)
    if (offers (&row_actions[i], game, element))
      add_button (self, i);
  if (element->kind == MU_GAME_ELEMENT_GENERAL && mu_game_get_tracks (game) == MU_GAME_TRACKS_TTS)
    add_join_button (self);
  mu_game_row_update (self);
  return self;
}
