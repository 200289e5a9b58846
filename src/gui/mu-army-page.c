/* mu-army-page.c: the inspector's page for the army as a whole
 *
 * The army's name, player and points limit (ui/mu-army-page.ui); then the
 * list's own options (army date, variants) and the readings of rules the
 * book leaves ambiguous, each with its documented default, one editor per
 * option the document's list and ruleset declare. The page is made for one
 * document; mu_army_page_update() sets the editors whose values differ
 * from the roster's, and nothing else.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "mu-army-list.h"
#include "mu-army-page.h"
#include "mu-evaluation.h"
#include "mu-game-size-row.h"
#include "mu-gui-util.h"
#include "mu-option-def.h"
#include "mu-roster.h"
#include "mu-ruleset.h"

struct _MuArmyPage
{
  GtkBox parent_instance;
  MuDocument *document;
  gboolean updating;
  GtkWidget *army;
  GtkWidget *name_row;   /* GtkEntry, in an AdwActionRow */
  GtkWidget *player_row; /* GtkEntry, in an AdwActionRow */
  GtkWidget *limit_row;
  GtkWidget *limit_spin;
  GPtrArray *option_defs;     /* MuOptionDef, owned by the list or its ruleset */
  GPtrArray *option_editors;  /* AdwComboRow or GtkSpinButton, the same order */
  GArray *option_contingents; /* guint: whose option, 0 the army's, n an ally's */
};

enum
{
  PROP_0,
  PROP_DOCUMENT,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

G_DEFINE_FINAL_TYPE (MuArmyPage, mu_army_page, GTK_TYPE_BOX)

/* A refused edit is explained in a toast, and the editors show the roster as it is. */
static void
report (MuArmyPage *self, GError *error)
{
  if (error == NULL)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", error->message);
  g_error_free (error);
  mu_army_page_update (self);
}

static void
text_applied (GtkEntry *entry, MuArmyPage *self)
{
  GError *error = NULL;

  if (self->updating)
    return;
  mu_document_set_army_text (self->document, gtk_widget_get_name (GTK_WIDGET (entry)),
                             gtk_editable_get_text (GTK_EDITABLE (entry)), &error);
  report (self, error);
}

static void
limit_changed (GtkSpinButton *spin, MuArmyPage *self)
{
  GError *error = NULL;

  if (self->updating)
    return;
  mu_document_set_points_limit (self->document, gtk_spin_button_get_value_as_int (spin), &error);
  report (self, error);
}

/* ---- options ---- */

static MuOptionDef *
def_of (MuArmyPage *self, gpointer editor, guint *contingent)
{
  guint index;

  if (!g_ptr_array_find (self->option_editors, editor, &index))
    return NULL;
  *contingent = g_array_index (self->option_contingents, guint, index);
  return self->option_defs->pdata[index];
}

/* Sets an option of the army or of one allied contingent's list. */
static void
set_option (MuArmyPage *self, guint contingent, MuOptionDef *def, const char *value)
{
  GError *error = NULL;

  if (contingent > 0)
    mu_document_set_ally_option (self->document, contingent, def->id, value, &error);
  else
    mu_document_set_option (self->document, def->id, value, &error);
  report (self, error);
}

/* An option's value as the evaluation has it, for the army or an ally. */
static const char *
option_value (MuArmyPage *self, guint contingent, MuOptionDef *def)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);
  MuContingentResult *result = contingent > 0 ? mu_evaluation_contingent (evaluation, contingent) : NULL;

  if (result != NULL && result->options != NULL)
    return g_hash_table_lookup (result->options, def->id);
  return mu_evaluation_option (evaluation, def->id);
}

static void
choice_selected (AdwComboRow *row, GParamSpec *pspec, MuArmyPage *self)
{
  guint contingent = 0;
  MuOptionDef *def = def_of (self, row, &contingent);
  guint selected = adw_combo_row_get_selected (row);

  if (self->updating || def == NULL || selected >= def->choices->len)
    return;
  set_option (self, contingent, def, ((MuChoice *) def->choices->pdata[selected])->id);
}

static void
number_changed (GtkSpinButton *spin, MuArmyPage *self)
{
  guint contingent = 0;
  MuOptionDef *def = def_of (self, spin, &contingent);
  g_autofree char *value = g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (spin));

  if (self->updating || def == NULL)
    return;
  set_option (self, contingent, def, value);
}

static GtkWidget *
choice_row (MuArmyPage *self, MuOptionDef *def, const char *value)
{
  GtkWidget *row = adw_combo_row_new ();
  guint selected = 0;
  g_autoptr(GtkStringList) labels = mu_gui_choice_labels (def, value, &selected);

  mu_gui_name_combo_row (row);
  mu_gui_combo_row_show_whole (row);
  /* a reading's choices are long: the one chosen shows in full under the title */
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (row), def->interpretation);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (labels));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  g_signal_connect (row, "notify::selected", G_CALLBACK (choice_selected), self);
  return row;
}

static GtkWidget *
number_row (MuArmyPage *self, MuOptionDef *def, const char *value, GtkWidget **spin)
{
  gboolean bounded = def->min != 0 || def->max != 0;
  GtkWidget *row = adw_action_row_new ();

  /* the spin button is the Tab stop, not the row around it */
  gtk_widget_set_focusable (row, FALSE);
  *spin = gtk_spin_button_new_with_range (bounded ? (double) def->min : -100000,
                                          bounded ? (double) def->max : 100000, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (*spin), value != NULL ? g_ascii_strtod (value, NULL) : 0);
  gtk_widget_set_valign (*spin, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), *spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), *spin);
  g_signal_connect (*spin, "value-changed", G_CALLBACK (number_changed), self);
  if (def->kind == MU_OPTION_YEAR)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Year; a negative year is BC"));
  return row;
}

static GtkWidget *
option_row (MuArmyPage *self, guint contingent, MuOptionDef *def)
{
  const char *value = option_value (self, contingent, def);
  GtkWidget *row, *editor;

  if (def->kind == MU_OPTION_CHOICE)
    row = editor = choice_row (self, def, value);
  else
    row = number_row (self, def, value, &editor);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), def->label != NULL ? def->label : def->id);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  if (def->description != NULL)
    gtk_widget_set_tooltip_text (row, def->description);
  if (contingent > 0)
    {
      g_autofree char *name = g_strdup_printf ("ally-%u:%s", contingent, def->id);
      gtk_widget_set_name (editor, name);
    }
  else
    gtk_widget_set_name (editor, def->id);
  g_ptr_array_add (self->option_defs, def);
  g_ptr_array_add (self->option_editors, editor);
  g_array_append_val (self->option_contingents, contingent);
  return row;
}

static void
add_options (MuArmyPage *self, GPtrArray *defs, gboolean readings, GtkWidget **into)
{
  for (guint i = 0; i < defs->len; i++)
    {
      MuOptionDef *def = defs->pdata[i];

      if (def->interpretation != readings || def->kind == MU_OPTION_TEXT)
        continue;
      if (*into == NULL)
        *into = readings
            ? mu_gui_group (GTK_WIDGET (self), _("Readings of the Rules"),
                                                  _("Where the book is ambiguous; the default is marked"))
                            : mu_gui_group (GTK_WIDGET (self), _("Army Options"), NULL);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (*into), option_row (self, 0, def));
    }
}

/* Each allied contingent's list options (its date, its variants) under its
 * own heading: an ally is a small army of its own list. */
static void
add_ally_options (MuArmyPage *self)
{
  MuEvaluation *evaluation = mu_document_get_evaluation (self->document);

  for (guint c = 1; c < evaluation->contingents->len; c++)
    {
      MuContingentResult *result = mu_evaluation_contingent (evaluation, c);
      GtkWidget *into = NULL;

      for (guint i = 0; result->list != NULL && i < result->list->options->len; i++)
        {
          MuOptionDef *def = result->list->options->pdata[i];

          if (def->interpretation || def->kind == MU_OPTION_TEXT)
            continue;
          if (into == NULL)
            {
              /* TRANSLATORS: the options of an allied contingent's list, by its name */
              g_autofree char *title = g_strdup_printf (_("%s Allies' Options"), result->list->name);
              into = mu_gui_group (GTK_WIDGET (self), title, NULL);
            }
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (into), option_row (self, c, def));
        }
    }
}

/* The rows the document's list and ruleset call for. */
static void
build (MuArmyPage *self)
{
  MuArmyList *list = mu_document_get_list (self->document);
  g_autofree char *description = g_markup_escape_text (list->name != NULL ? list->name : "", -1);
  GtkWidget *options = NULL;
  GtkWidget *readings = NULL;

  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->army), description);
  gtk_widget_set_visible (self->limit_row, list->ruleset->has_points);
  if (list->ruleset->has_points && list->ruleset->game_sizes->len > 0)
    adw_preferences_group_add (
        ADW_PREFERENCES_GROUP (self->army),
        mu_game_size_row_new (list->ruleset->game_sizes, GTK_SPIN_BUTTON (self->limit_spin)));
  add_options (self, list->options, FALSE, &options);
  add_options (self, list->ruleset->options, FALSE, &options);
  add_ally_options (self);
  add_options (self, list->options, TRUE, &readings);
  add_options (self, list->ruleset->options, TRUE, &readings);
  mu_army_page_update (self);
}

/* ---- the values ---- */

static void
update_option (GtkWidget *editor, MuOptionDef *def, const char *value)
{
  guint selected = 0;

  if (ADW_IS_COMBO_ROW (editor))
    {
      for (guint i = 0; i < def->choices->len; i++)
        if (g_strcmp0 (((MuChoice *) def->choices->pdata[i])->id, value) == 0)
          selected = i;
      if (adw_combo_row_get_selected (ADW_COMBO_ROW (editor)) != selected)
        adw_combo_row_set_selected (ADW_COMBO_ROW (editor), selected);
    }
  else
    mu_gui_set_spin_value (editor, value != NULL ? g_ascii_strtod (value, NULL) : 0);
}

/**
 * mu_army_page_update:
 * @self: a page
 *
 * Sets the page's editors to the army's name, player, points limit and
 * options as the document has them; an editor that already shows its value
 * is left alone, and no edit is made.
 */
void
mu_army_page_update (MuArmyPage *self)
{
  MuRoster *roster = mu_document_get_roster (self->document);

  self->updating = TRUE;
  mu_gui_set_editable_text (self->name_row, mu_roster_get_army_name (roster));
  mu_gui_set_editable_text (self->player_row, mu_roster_get_player (roster));
  mu_gui_set_spin_value (self->limit_spin, (double) mu_roster_get_points_limit (roster));
  for (guint i = 0; i < self->option_editors->len; i++)
    {
      MuOptionDef *def = self->option_defs->pdata[i];
      guint contingent = g_array_index (self->option_contingents, guint, i);

      update_option (self->option_editors->pdata[i], def, option_value (self, contingent, def));
    }
  self->updating = FALSE;
}

/**
 * mu_army_page_get_document:
 * @self: a page
 *
 * Tells which document the page edits.
 *
 * Returns: (transfer none): the document the page edits
 */
MuDocument *
mu_army_page_get_document (MuArmyPage *self)
{
  return self->document;
}

static void
mu_army_page_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MuArmyPage *self = MU_ARMY_PAGE (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_army_page_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MuArmyPage *self = MU_ARMY_PAGE (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      self->document = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_army_page_constructed (GObject *object)
{
  MuArmyPage *self = MU_ARMY_PAGE (object);

  G_OBJECT_CLASS (mu_army_page_parent_class)->constructed (object);
  if (self->document != NULL)
    build (self);
}

static void
mu_army_page_dispose (GObject *object)
{
  MuArmyPage *self = MU_ARMY_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MU_TYPE_ARMY_PAGE);
  g_clear_object (&self->document);
  g_clear_pointer (&self->option_defs, g_ptr_array_unref);
  g_clear_pointer (&self->option_editors, g_ptr_array_unref);
  g_clear_pointer (&self->option_contingents, g_array_unref);
  G_OBJECT_CLASS (mu_army_page_parent_class)->dispose (object);
}

static void
mu_army_page_class_init (MuArmyPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = mu_army_page_get_property;
  object_class->set_property = mu_army_page_set_property;
  object_class->constructed = mu_army_page_constructed;
  object_class->dispose = mu_army_page_dispose;
  props[PROP_DOCUMENT]
      = g_param_spec_object ("document", NULL, NULL, MU_TYPE_DOCUMENT,
                             G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/mu-army-page.ui");
  gtk_widget_class_bind_template_child (widget_class, MuArmyPage, army);
  gtk_widget_class_bind_template_child (widget_class, MuArmyPage, name_row);
  gtk_widget_class_bind_template_child (widget_class, MuArmyPage, player_row);
  gtk_widget_class_bind_template_child (widget_class, MuArmyPage, limit_row);
  gtk_widget_class_bind_template_child (widget_class, MuArmyPage, limit_spin);
  gtk_widget_class_bind_template_callback (widget_class, text_applied);
  gtk_widget_class_bind_template_callback (widget_class, limit_changed);
}

static void
mu_army_page_init (MuArmyPage *self)
{
  self->option_defs = g_ptr_array_new ();
  self->option_editors = g_ptr_array_new ();
  self->option_contingents = g_array_new (FALSE, FALSE, sizeof (guint));
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * mu_army_page_new:
 * @document: (transfer none): the document whose army the page edits
 *
 * Makes the army page of the inspector for a document.
 *
 * Returns: (transfer floating): a page with an editor for each of the
 *   army's texts and options, showing the document's values
 */
GtkWidget *
mu_army_page_new (MuDocument *document)
{
  return g_object_new (MU_TYPE_ARMY_PAGE, "document", document, NULL);
}
