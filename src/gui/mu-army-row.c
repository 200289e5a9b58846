/* mu-army-row.c
 *
 * A title, a subtitle of figures and a suffix (the points), each a property
 * of the row (ui/mu-army-row.ui). The army view keeps a row for as long as
 * what it shows exists and only sets its texts after an edit; a setter
 * that is given the text the row has does nothing, so an edit costs the
 * rows it changed, not the whole army, and a label whose text did not
 * change keeps its layout.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-army-row.h"
#include "mu-figure.h"
#include "mu-wrap-layout.h"
#include "mu-gui-util.h"

struct _MuArmyRow
{
  GtkListBoxRow parent_instance;
  char *key;
  char *title_class;
  int depth;
  MuPlace place; /* what selecting the row selects; unit_id is place_unit */
  char *place_unit;
  int position;        /* a unit's index in its command, -1 for other rows */
  char *kind;          /* what the row is, as a listener hears it: "Legionaries", "General" */
  char *spoken_points; /* "10 points" */
  GtkWidget *box;
  GtkWidget *title;
  GtkWidget *subtitle;
  GtkWidget *suffix;
  GtkWidget *menu;  /* a unit's menu button, after the points */
  char *menu_name;  /* its name for a listener */
  GPtrArray *shown; /* the figures the texts were made from, held */
  double shown_points;
};

G_DEFINE_FINAL_TYPE (MuArmyRow, mu_army_row, GTK_TYPE_LIST_BOX_ROW)

enum
{
  PROP_0,
  PROP_KEY,
  PROP_TITLE_CLASS,
  PROP_DEPTH,
  PROP_TITLE,
  PROP_SUBTITLE,
  PROP_SUFFIX,
  PROP_POSITION,
  PROP_KIND,
  PROP_SPOKEN_POINTS,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

static GtkWidget *
label_of (MuArmyRow *self, guint prop_id)
{
  switch (prop_id)
    {
    case PROP_TITLE:
      return self->title;
    case PROP_SUBTITLE:
      return self->subtitle;
    default:
      return self->suffix;
    }
}

/* What a screen reader says for the row: its title, what it is and its
 * points ("Legionarii, Legionaries, 10 points"), with its figures as the
 * description. */
static void
update_accessible_name (MuArmyRow *self)
{
  GString *name = g_string_new (gtk_label_get_text (GTK_LABEL (self->title)));
  const char *suffix = gtk_label_get_text (GTK_LABEL (self->suffix));

  if (self->kind != NULL && *self->kind != '\0')
    g_string_append_printf (name, ", %s", self->kind);
  if (self->spoken_points != NULL && *self->spoken_points != '\0')
    g_string_append_printf (name, ", %s", self->spoken_points);
  else if (*suffix != '\0')
    g_string_append_printf (name, ", %s", suffix);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name->str,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  gtk_label_get_text (GTK_LABEL (self->subtitle)), -1);
  g_string_free (name, TRUE);
}

/* A spoken text of the row (its kind or its points); TRUE when it changed. */
static gboolean
set_spoken (MuArmyRow *self, char **field, const char *text)
{
  if (g_strcmp0 (*field, text) == 0)
    return FALSE;
  g_free (*field);
  *field = g_strdup (text);
  update_accessible_name (self);
  return TRUE;
}

/* Shows text in a label, or hides the label when there is none; TRUE when
 * it changed. */
static gboolean
show_text (GtkWidget *label, const char *text)
{
  gboolean shown = text != NULL && *text != '\0';

  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), shown ? text : "") == 0)
    return FALSE;
  gtk_label_set_text (GTK_LABEL (label), shown ? text : "");
  gtk_widget_set_visible (label, shown);
  return TRUE;
}

static void
set_text (MuArmyRow *self, guint prop_id, const char *text)
{
  if (!show_text (label_of (self, prop_id), text))
    return;
  if (prop_id == PROP_SUBTITLE)
    mu_gui_set_tooltip (self->subtitle, text);
  update_accessible_name (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[prop_id]);
}

static void
mu_army_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MuArmyRow *self = MU_ARMY_ROW (object);

  switch (prop_id)
    {
    case PROP_KEY:
      g_value_set_string (value, self->key);
      break;
    case PROP_TITLE_CLASS:
      g_value_set_string (value, self->title_class);
      break;
    case PROP_DEPTH:
      g_value_set_int (value, self->depth);
      break;
    case PROP_TITLE:
    case PROP_SUBTITLE:
    case PROP_SUFFIX:
      g_value_set_string (value, gtk_label_get_text (GTK_LABEL (label_of (self, prop_id))));
      break;
    case PROP_POSITION:
      g_value_set_int (value, self->position);
      break;
    case PROP_KIND:
      g_value_set_string (value, self->kind);
      break;
    case PROP_SPOKEN_POINTS:
      g_value_set_string (value, self->spoken_points);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_army_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MuArmyRow *self = MU_ARMY_ROW (object);

  switch (prop_id)
    {
    case PROP_KEY:
      self->key = g_value_dup_string (value);
      break;
    case PROP_TITLE_CLASS:
      self->title_class = g_value_dup_string (value);
      break;
    case PROP_DEPTH:
      self->depth = g_value_get_int (value);
      break;
    case PROP_TITLE:
    case PROP_SUBTITLE:
    case PROP_SUFFIX:
      set_text (self, prop_id, g_value_get_string (value));
      break;
    case PROP_POSITION:
      mu_army_row_set_position (self, g_value_get_int (value));
      break;
    case PROP_KIND:
      if (set_spoken (self, &self->kind, g_value_get_string (value)))
        g_object_notify_by_pspec (object, pspec);
      break;
    case PROP_SPOKEN_POINTS:
      if (set_spoken (self, &self->spoken_points, g_value_get_string (value)))
        g_object_notify_by_pspec (object, pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_army_row_constructed (GObject *object)
{
  MuArmyRow *self = MU_ARMY_ROW (object);

  G_OBJECT_CLASS (mu_army_row_parent_class)->constructed (object);
  if (self->title_class != NULL)
    gtk_widget_add_css_class (self->title, self->title_class);
  gtk_widget_set_margin_start (self->box, 12 + 24 * self->depth);
}

static void
mu_army_row_finalize (GObject *object)
{
  MuArmyRow *self = MU_ARMY_ROW (object);

  g_free (self->key);
  g_free (self->title_class);
  g_free (self->place_unit);
  g_free (self->kind);
  g_free (self->spoken_points);
  g_free (self->menu_name);
  g_clear_pointer (&self->shown, g_ptr_array_unref);
  G_OBJECT_CLASS (mu_army_row_parent_class)->finalize (object);
}

static GParamSpec *
text_property (const char *name)
{
  return g_param_spec_string (name, NULL, NULL, NULL,
                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static void
mu_army_row_class_init (MuArmyRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags construct = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = mu_army_row_get_property;
  object_class->set_property = mu_army_row_set_property;
  object_class->constructed = mu_army_row_constructed;
  object_class->finalize = mu_army_row_finalize;
  /* what the row shows, "unit:DEPTH:ID", "general:C:G"…: the army view finds it by it */
  props[PROP_KEY] = g_param_spec_string ("key", NULL, NULL, NULL, construct);
  props[PROP_TITLE_CLASS] = g_param_spec_string ("title-class", NULL, NULL, NULL, construct);
  props[PROP_DEPTH] = g_param_spec_int ("depth", NULL, NULL, 0, G_MAXINT, 0, construct);
  props[PROP_TITLE] = text_property ("title");
  props[PROP_SUBTITLE] = text_property ("subtitle");
  props[PROP_SUFFIX] = text_property ("suffix");
  props[PROP_POSITION]
      = g_param_spec_int ("position", NULL, NULL, -1, G_MAXINT, -1,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_KIND] = text_property ("kind");
  props[PROP_SPOKEN_POINTS] = text_property ("spoken-points");
  g_object_class_install_properties (object_class, N_PROPS, props);
  g_type_ensure (MU_TYPE_WRAP_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/mu-army-row.ui");
  gtk_widget_class_bind_template_child (widget_class, MuArmyRow, box);
  gtk_widget_class_bind_template_child (widget_class, MuArmyRow, title);
  gtk_widget_class_bind_template_child (widget_class, MuArmyRow, subtitle);
  gtk_widget_class_bind_template_child (widget_class, MuArmyRow, suffix);
}

static void
mu_army_row_init (MuArmyRow *self)
{
  self->position = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * mu_army_row_new:
 * @key: what the row shows ("unit:0:u3"), by which the army view finds it again
 * @title_class: (nullable): the style class of its title
 * @depth: how deep it is nested (a sub-unit's row is indented)
 *
 * Makes a row of the army view.
 *
 * Returns: (transfer floating): a new row with no text yet
 */
MuArmyRow *
mu_army_row_new (const char *key, const char *title_class, int depth)
{
  return g_object_new (MU_TYPE_ARMY_ROW, "key", key, "title-class", title_class, "depth", depth, NULL);
}

/**
 * mu_army_row_get_key:
 * @self: a row
 *
 * Tells what the row shows, by the key the army view finds it by.
 *
 * Returns: (transfer none): the key the row was made with
 */
const char *
mu_army_row_get_key (MuArmyRow *self)
{
  return self->key;
}

/**
 * mu_army_row_set_text:
 * @self: a row
 * @title: (nullable): the title
 * @subtitle: (nullable): the figures under it
 * @suffix: (nullable): the points
 *
 * Sets the row's texts; a label with no text is hidden, and a text the row
 * already shows is left alone.
 */
void
mu_army_row_set_text (MuArmyRow *self, const char *title, const char *subtitle, const char *suffix)
{
  set_text (self, PROP_TITLE, title);
  set_text (self, PROP_SUBTITLE, subtitle);
  set_text (self, PROP_SUFFIX, suffix);
}

/**
 * mu_army_row_set_menu:
 * @self: a row without a menu yet
 * @menu: (transfer floating): the unit's menu button
 *
 * Puts a unit's menu button after the texts and the points; Shift+F10 or
 * the Menu key on the row opens it.
 */
void
mu_army_row_set_menu (MuArmyRow *self, GtkWidget *menu)
{
  g_return_if_fail (self->menu == NULL);
  self->menu = menu;
  gtk_box_append (GTK_BOX (self->box), menu);
}

/**
 * mu_army_row_get_menu:
 * @self: a row
 *
 * Gives the row's menu button, where it has one.
 *
 * Returns: (transfer none) (nullable): the menu button, or %NULL
 */
GtkWidget *
mu_army_row_get_menu (MuArmyRow *self)
{
  return self->menu;
}

/**
 * mu_army_row_name_menu:
 * @self: a row with a menu button
 * @name: the button's name for a listener ("Menu for Legionarii (Command 1)")
 *
 * Names the row's menu button, and the toggle inside it that GTK 4.8 shows
 * a screen reader too, where the name changed.
 */
void
mu_army_row_name_menu (MuArmyRow *self, const char *name)
{
  GtkWidget *inner;

  if (self->menu == NULL || g_strcmp0 (self->menu_name, name) == 0)
    return;
  g_free (self->menu_name);
  self->menu_name = g_strdup (name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->menu), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  inner = gtk_widget_get_first_child (self->menu);
  if (inner != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (inner), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

static gboolean
same_figure (const MuFigure *a, const MuFigure *b)
{
  return g_strcmp0 (a->key, b->key) == 0 && g_strcmp0 (a->label, b->label) == 0 && a->value == b->value
         && a->known == b->known && a->detail == b->detail && g_strcmp0 (a->text, b->text) == 0;
}

/**
 * mu_army_row_take_figures:
 * @self: a row
 * @figures: (element-type MuFigure): the figures its texts are made from;
 *   the row holds a reference
 * @points: its points
 *
 * Tells whether the row's figures and points differ from the ones it last
 * took, keeping these: an edit elsewhere in the army leaves most rows'
 * figures as they were, and writing them out is most of a row's update.
 *
 * Returns: %TRUE when they differ (or the row took none yet)
 */
gboolean
mu_army_row_take_figures (MuArmyRow *self, GPtrArray *figures, double points)
{
  gboolean same = self->shown != NULL && self->shown_points == points && self->shown->len == figures->len;

  for (guint i = 0; same && i < figures->len; i++)
    same = same_figure (self->shown->pdata[i], figures->pdata[i]);
  if (self->shown != figures)
    {
      g_clear_pointer (&self->shown, g_ptr_array_unref);
      self->shown = g_ptr_array_ref (figures);
    }
  self->shown_points = points;
  return !same;
}

/**
 * mu_army_row_get_place:
 * @self: a row
 *
 * Tells what selecting the row selects.
 *
 * Returns: (transfer none): what selecting the row selects (%MU_PLACE_NONE:
 *   its command)
 */
const MuPlace *
mu_army_row_get_place (MuArmyRow *self)
{
  return &self->place;
}

/**
 * mu_army_row_set_place:
 * @self: a row
 * @place: what selecting the row selects; copied
 *
 * Sets what selecting the row selects, copying @place and its unit id.
 */
void
mu_army_row_set_place (MuArmyRow *self, const MuPlace *place)
{
  char *unit = g_strdup (place->unit_id);

  g_free (self->place_unit);
  self->place = *place;
  self->place_unit = unit;
  self->place.unit_id = unit;
}

/**
 * mu_army_row_get_position:
 * @self: a row
 *
 * Tells which unit of its command the row shows, by its index.
 *
 * Returns: the index in its command of the unit the row shows, -1 for a
 *   row of anything else
 */
int
mu_army_row_get_position (MuArmyRow *self)
{
  return self->position;
}

/**
 * mu_army_row_set_position:
 * @self: a row
 * @position: the unit's index in its command, or -1
 *
 * Sets which unit of its command the row shows; notifies "position" when
 * it changes.
 */
void
mu_army_row_set_position (MuArmyRow *self, int position)
{
  if (self->position == position)
    return;
  self->position = position;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_POSITION]);
}

/**
 * mu_army_row_set_speech:
 * @self: a row
 * @kind: (nullable): what the row shows, as a listener hears it after its
 *   title ("Legionaries", "General")
 * @points: (nullable): its points as a listener hears them ("10 points")
 *
 * Sets what a screen reader says for the row besides its title: "Legionarii,
 * Legionaries, 10 points". Without @points it says the points as shown.
 */
void
mu_army_row_set_speech (MuArmyRow *self, const char *kind, const char *points)
{
  g_object_set (self, "kind", kind, "spoken-points", points, NULL);
}

/**
 * mu_army_row_get_title:
 * @self: a row
 *
 * Reads the title the row shows.
 *
 * Returns: (transfer none): the title the row shows
 */
const char *
mu_army_row_get_title (MuArmyRow *self)
{
  return gtk_label_get_text (GTK_LABEL (self->title));
}
