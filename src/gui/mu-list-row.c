/* mu-list-row.c
 *
 * A row of the list pane (ui/mu-list-row.ui): the list row's name, a
 * summary with what one costs this army, the allowance ("2 of 1–3") and,
 * when one more would break a limit, the reason. Each text is a property;
 * a setter given the text the row shows does nothing. The row is one Tab
 * stop: Enter adds one, as the "+" button does for the mouse. A screen
 * reader hears "Equites Alares, 2 of 1–3, 11 points" and the reason as the
 * row's description.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>

#include "mu-entry-price.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-gui-util.h"
#include "mu-list-entry.h"
#include "mu-list-row.h"
#include "mu-wrap-layout.h"
#include "mu-option-def.h"
#include "mu-ruleset.h"

struct _MuListRow
{
  GtkListBoxRow parent_instance;
  MuListEntry *entry;
  char *cost; /* as a listener hears it: "11 points" */
  GtkWidget *title;
  GtkWidget *summary;
  GtkWidget *reason;
  GtkWidget *allowance;
  GtkWidget *add;
};

G_DEFINE_FINAL_TYPE (MuListRow, mu_list_row, GTK_TYPE_LIST_BOX_ROW)

enum
{
  PROP_0,
  PROP_ENTRY,
  PROP_TITLE,
  PROP_SUMMARY,
  PROP_COST,
  PROP_ALLOWANCE,
  PROP_REASON,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

/* "Equites Alares, 2 of 1–3, 11 points", with the reason it is dimmed as
 * its description. */
static void
update_accessible (MuListRow *self)
{
  GString *name = g_string_new (gtk_label_get_text (GTK_LABEL (self->title)));
  const char *allowance = gtk_label_get_text (GTK_LABEL (self->allowance));
  const char *reason = gtk_label_get_text (GTK_LABEL (self->reason));

  if (*allowance != '\0')
    g_string_append_printf (name, ", %s", allowance);
  if (self->cost != NULL && *self->cost != '\0')
    g_string_append_printf (name, ", %s", self->cost);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name->str,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, reason, -1);
  g_string_free (name, TRUE);
}

/* TRUE when the label's text changed. */
static gboolean
set_label (GtkWidget *label, const char *text)
{
  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), text != NULL ? text : "") == 0)
    return FALSE;
  gtk_label_set_text (GTK_LABEL (label), text != NULL ? text : "");
  return TRUE;
}

static void
set_title (MuListRow *self, const char *title)
{
  g_autofree char *add = NULL;

  if (!set_label (self->title, title))
    return;
  /* TRANSLATORS: the name of a list pane row's "+" button for a screen reader: "Add Equites Alares" */
  add = g_strdup_printf (_("Add %s"), title != NULL ? title : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->add), GTK_ACCESSIBLE_PROPERTY_LABEL, add, -1);
  update_accessible (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_TITLE]);
}

static void
set_cost (MuListRow *self, const char *cost)
{
  if (g_strcmp0 (self->cost, cost) == 0)
    return;
  g_free (self->cost);
  self->cost = g_strdup (cost);
  update_accessible (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_COST]);
}

static void
set_text (MuListRow *self, guint prop_id, const char *text)
{
  GtkWidget *label = prop_id == PROP_SUMMARY  ? self->summary
                     : prop_id == PROP_REASON ? self->reason
                                              : self->allowance;

  if (!set_label (label, text))
    return;
  if (prop_id == PROP_REASON)
    {
      gtk_widget_set_visible (self->reason, text != NULL && *text != '\0');
      mu_gui_set_tooltip (GTK_WIDGET (self), text != NULL && *text != '\0' ? text : NULL);
      if (text != NULL && *text != '\0')
        gtk_widget_add_css_class (GTK_WIDGET (self), "unavailable");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (self), "unavailable");
    }
  update_accessible (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[prop_id]);
}

static void
mu_list_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MuListRow *self = MU_LIST_ROW (object);

  switch (prop_id)
    {
    case PROP_ENTRY:
      g_value_set_pointer (value, self->entry);
      break;
    case PROP_TITLE:
      g_value_set_string (value, gtk_label_get_text (GTK_LABEL (self->title)));
      break;
    case PROP_SUMMARY:
      g_value_set_string (value, gtk_label_get_text (GTK_LABEL (self->summary)));
      break;
    case PROP_COST:
      g_value_set_string (value, self->cost);
      break;
    case PROP_ALLOWANCE:
      g_value_set_string (value, gtk_label_get_text (GTK_LABEL (self->allowance)));
      break;
    case PROP_REASON:
      g_value_set_string (value, gtk_label_get_text (GTK_LABEL (self->reason)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_list_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MuListRow *self = MU_LIST_ROW (object);

  switch (prop_id)
    {
    case PROP_ENTRY:
      self->entry = g_value_get_pointer (value);
      break;
    case PROP_TITLE:
      set_title (self, g_value_get_string (value));
      break;
    case PROP_COST:
      set_cost (self, g_value_get_string (value));
      break;
    case PROP_SUMMARY:
    case PROP_ALLOWANCE:
    case PROP_REASON:
      set_text (self, prop_id, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The "+" adds what Enter on the row adds: a hero to the selected unit, or
 * one of the row to the selected command. */
static void
mu_list_row_constructed (GObject *object)
{
  MuListRow *self = MU_LIST_ROW (object);

  G_OBJECT_CLASS (mu_list_row_parent_class)->constructed (object);
  g_return_if_fail (self->entry != NULL);
  gtk_widget_set_name (GTK_WIDGET (self), self->entry->id);
  set_title (self, mu_list_entry_label (self->entry));
  if (self->entry->kind == MU_ENTRY_HERO)
    {
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->add), "win.add-hero");
      return;
    }
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->add), "win.add-unit");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->add), "s", self->entry->id);
}

static void
mu_list_row_finalize (GObject *object)
{
  MuListRow *self = MU_LIST_ROW (object);

  g_free (self->cost);
  G_OBJECT_CLASS (mu_list_row_parent_class)->finalize (object);
}

static GParamSpec *
text_property (const char *name)
{
  return g_param_spec_string (name, NULL, NULL, NULL,
                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static void
mu_list_row_class_init (MuListRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = mu_list_row_get_property;
  object_class->set_property = mu_list_row_set_property;
  object_class->constructed = mu_list_row_constructed;
  object_class->finalize = mu_list_row_finalize;
  /* the list row shown, owned by the army list, which outlives the pane's rows */
  props[PROP_ENTRY] = g_param_spec_pointer (
      "entry", NULL, NULL, G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  props[PROP_TITLE] = text_property ("title");
  props[PROP_SUMMARY] = text_property ("summary");
  props[PROP_COST] = text_property ("cost");
  props[PROP_ALLOWANCE] = text_property ("allowance");
  props[PROP_REASON] = text_property ("reason");
  g_object_class_install_properties (object_class, N_PROPS, props);
  g_type_ensure (MU_TYPE_WRAP_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/mu-list-row.ui");
  gtk_widget_class_bind_template_child (widget_class, MuListRow, title);
  gtk_widget_class_bind_template_child (widget_class, MuListRow, summary);
  gtk_widget_class_bind_template_child (widget_class, MuListRow, reason);
  gtk_widget_class_bind_template_child (widget_class, MuListRow, allowance);
  gtk_widget_class_bind_template_child (widget_class, MuListRow, add);
}

static void
mu_list_row_init (MuListRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * mu_list_row_new:
 * @entry: (transfer none): the list row to show; it must outlive the row
 *
 * Makes a row of the list pane for a list row.
 *
 * Returns: (transfer floating): a new row named by the list row's id, with
 *   the list row's name and no summary, cost or allowance yet
 */
MuListRow *
mu_list_row_new (MuListEntry *entry)
{
  return g_object_new (MU_TYPE_LIST_ROW, "entry", entry, NULL);
}

/**
 * mu_list_row_get_entry:
 * @self: a row
 *
 * Tells which list row the row shows.
 *
 * Returns: (transfer none): the list row it shows
 */
MuListEntry *
mu_list_row_get_entry (MuListRow *self)
{
  return self->entry;
}

/**
 * mu_list_row_get_summary:
 * @self: a row
 *
 * Reads the summary the row shows under its name.
 *
 * Returns: (transfer none): the summary under the name ("Legionaries · save 6+ · 10 pts")
 */
const char *
mu_list_row_get_summary (MuListRow *self)
{
  return gtk_label_get_text (GTK_LABEL (self->summary));
}

/**
 * mu_list_row_set_summary:
 * @self: a row
 * @summary: (nullable): the summary with the cost
 * @tooltip: (nullable): why the cost is not the printed one
 *
 * Sets the summary under the row's name and its tooltip.
 */
void
mu_list_row_set_summary (MuListRow *self, const char *summary, const char *tooltip)
{
  set_text (self, PROP_SUMMARY, summary);
  mu_gui_set_tooltip (self->summary, tooltip);
}

/**
 * mu_list_row_set_cost:
 * @self: a row
 * @cost: (nullable): the cost as a listener hears it ("11 points"), or %NULL
 *   where the rules price nothing
 *
 * Sets the cost the row's accessible name ends with ("Equites Alares, 2 of
 * 1–3, 11 points"); the eye reads it in the summary
 * (mu_list_row_set_summary()).
 */
void
mu_list_row_set_cost (MuListRow *self, const char *cost)
{
  set_cost (self, cost);
}

/**
 * mu_list_row_set_allowance:
 * @self: a row
 * @allowance: (nullable): how many the army takes of what the list allows ("2 of 1–3")
 * @reason: (nullable): why one more would break a rule, or %NULL: the row is
 *   dimmed and says it while there is one
 *
 * Sets how many of the list row the army takes, and why no more may be
 * added.
 */
void
mu_list_row_set_allowance (MuListRow *self, const char *allowance, const char *reason)
{
  set_text (self, PROP_ALLOWANCE, allowance);
  set_text (self, PROP_REASON, reason);
}

/* "9 pts", "+1 pts", "7 pts a figure" */
static char *
format_price (const MuEntryPrice *price)
{
  g_autofree char *points = mu_format_number (price->points);

  switch (price->basis)
    {
    case MU_PRICE_EXTRA:
      /* TRANSLATORS: what an upgrade row adds to the cost ("+1 pts") */
      return g_strdup_printf (ngettext ("+%s pt", "+%s pts", price->points == 1 ? 1 : 2), points);
    case MU_PRICE_FIGURE:
      /* TRANSLATORS: the cost of one figure of a list row ("7 pts a figure") */
      return g_strdup_printf (ngettext ("%s pt a figure", "%s pts a figure", price->points == 1 ? 1 : 2),
                              points);
    case MU_PRICE_MODEL:
      /* TRANSLATORS: the cost of one model (a chariot, an elephant) of a list row */
      return g_strdup_printf (ngettext ("%s pt a model", "%s pts a model", price->points == 1 ? 1 : 2),
                              points);
    case MU_PRICE_EACH:
    default:
      /* TRANSLATORS: the cost of one unit of a list row ("10 pts") */
      return g_strdup_printf (ngettext ("%s pt", "%s pts", price->points == 1 ? 1 : 2), points);
    }
}

/* The cost as a screen reader says it: "11 points", "plus 1 point". */
static char *
speak_price (const MuEntryPrice *price)
{
  g_autofree char *points = mu_format_number (price->points);
  gulong plural = price->points == 1 ? 1 : 2;

  switch (price->basis)
    {
    case MU_PRICE_EXTRA:
      /* TRANSLATORS: what an upgrade row adds, for a screen reader: "plus 1 point" */
      return g_strdup_printf (ngettext ("plus %s point", "plus %s points", plural), points);
    case MU_PRICE_FIGURE:
      /* TRANSLATORS: the cost of one figure, for a screen reader: "7 points a figure" */
      return g_strdup_printf (ngettext ("%s point a figure", "%s points a figure", plural), points);
    case MU_PRICE_MODEL:
      /* TRANSLATORS: the cost of one model, for a screen reader: "30 points a model" */
      return g_strdup_printf (ngettext ("%s point a model", "%s points a model", plural), points);
    case MU_PRICE_EACH:
    default:
      /* TRANSLATORS: the cost of one of a list row, for a screen reader: "11 points" */
      return g_strdup_printf (ngettext ("%s point", "%s points", plural), points);
    }
}

/* Why the cost is not the printed one: the options that make it, or else the
 * rules against the book's figure. */
static char *
explain_price (MuEvaluation *evaluation, MuListEntry *entry, const char *cost)
{
  g_autoptr(GPtrArray) reasons
             = mu_ruleset_price_reasons (evaluation->ruleset, evaluation->list, evaluation->options, entry);
  GString *text;

  if (reasons->len == 0)
    /* TRANSLATORS: a row's cost differs from its printed cost though no option
     * changes it: "The rules give 24 pts a figure; the list prints 26." */
    return g_strdup_printf (_("The rules give %s; the list prints %s."), cost, entry->printed_cost);
  /* TRANSLATORS: followed by one line per option: "Auxiliaries: cost: 9 (…)" */
  text = g_string_new (_("This army’s options change the printed cost:"));
  for (guint i = 0; i < reasons->len; i++)
    {
      MuOptionDef *def = reasons->pdata[i];
      g_autofree char *value = mu_option_def_format (def, g_hash_table_lookup (evaluation->options, def->id));

      /* TRANSLATORS: an option and the value the army chose for it */
      g_string_append_c (text, '\n');
      g_string_append_printf (text, _("%s: %s"), def->label != NULL ? def->label : def->id, value);
    }
  return g_string_free (text, FALSE);
}

/* The subtitle with what one of the row costs this army, and, if that is not
 * what the list prints, the printed cost and a tooltip saying why. */
static void
price (MuListRow *self, MuEvaluation *evaluation, guint contingent)
{
  MuListEntry *entry = self->entry;
  g_autofree char *summary = NULL;
  g_autofree char *cost = NULL;
  g_autofree char *spoken = NULL;
  g_autofree char *tooltip = NULL;
  MuContingentResult *shown = mu_evaluation_contingent (evaluation, contingent);
  MuEntryPrice price;
  double printed;

  if (shown == NULL || shown->list == NULL
      || !mu_ruleset_price_entry (evaluation->ruleset, shown->list, shown->options, entry, &price))
    {
      summary = mu_gui_entry_summary_costed (entry, NULL);
      mu_list_row_set_summary (self, summary, NULL);
      set_cost (self, NULL);
      return;
    }
  cost = format_price (&price);
  spoken = speak_price (&price);
  if (mu_entry_price_printed (entry, &printed) && printed != price.points)
    {
      g_autofree char *text = g_steal_pointer (&cost);

      tooltip = explain_price (evaluation, entry, text);
      /* TRANSLATORS: a row's cost in this army and as the book prints it:
       * "9 pts (printed 8)" */
      cost = g_strdup_printf (_("%s (printed %s)"), text, entry->printed_cost);
    }
  summary = mu_gui_entry_summary_costed (entry, cost);
  mu_list_row_set_summary (self, summary, tooltip);
  set_cost (self, spoken);
}

/* Why one more of the row would break a limit of its contingent's list
 * (its date, variant or number), or NULL. */
static char *
limit_reason (MuListRow *self, MuEvaluation *evaluation, guint contingent)
{
  char *reason = NULL;
  gint64 min, max;

  if (mu_evaluation_contingent_row_available (evaluation, contingent, self->entry, &reason)
      && mu_evaluation_contingent_row_bounds (evaluation, contingent, self->entry, &min, &max)
      && mu_evaluation_contingent_row_taken (evaluation, contingent, self->entry) >= max)
    {
      g_clear_pointer (&reason, g_free);
      reason = g_strdup_printf (
          ngettext ("The list allows at most %" PRId64, "The list allows at most %" PRId64, max), max);
    }
  return reason;
}

/**
 * mu_list_row_update:
 * @self: a row
 * @evaluation: the army as evaluated, @self's list being one of its
 *   contingents' lists
 * @contingent: that contingent's number: 0 for the main one
 * @reprice: whether the cost is due again (the army's options changed)
 *
 * Shows what the army takes of the row against what the list allows ("2 of
 * 1–3", counted in @contingent), why one more would break a limit, and,
 * when asked, what one of it costs.
 */
void
mu_list_row_update (MuListRow *self, MuEvaluation *evaluation, guint contingent, gboolean reprice)
{
  g_autofree char *allowance = mu_gui_contingent_allowance (evaluation, contingent, self->entry);
  g_autofree char *reason = limit_reason (self, evaluation, contingent);

  if (reprice)
    price (self, evaluation, contingent);
  mu_list_row_set_allowance (self, allowance, reason);
}
