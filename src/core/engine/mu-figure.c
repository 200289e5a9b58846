/* mu-figure.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n-lib.h>

#include "mu-figure-private.h"
#include "mu-figure.h"

static void
mu_figure_free (MuFigure *figure)
{
  g_free (figure->text);
  g_slice_free (MuFigure, figure);
}

/**
 * mu_figures_new:
 *
 * Makes an empty array of figures, which owns the figures added to it.
 *
 * Returns: (transfer full) (element-type MuFigure): the array
 */
GPtrArray *
mu_figures_new (void)
{
  return g_ptr_array_new_full (8, (GDestroyNotify) mu_figure_free);
}

/**
 * mu_figures_add:
 * @figures: (element-type MuFigure): an array from mu_figures_new()
 * @key: (transfer none): the stable key JSON carries, such as "victory_points";
 *   not copied, so a string literal
 * @label: (transfer none): the label marked with N_(), not copied; translated
 *   when shown (mu_figure_label())
 * @value: the number
 *
 * Adds a figure with a number.
 *
 * Returns: (transfer none): the new figure, owned by @figures, to set its other
 *   fields (detail…)
 */
MuFigure *
mu_figures_add (GPtrArray *figures, const char *key, const char *label, double value)
{
  MuFigure *figure = g_slice_new0 (MuFigure);

  figure->key = key;
  figure->label = label;
  figure->value = value;
  figure->known = TRUE;
  g_ptr_array_add (figures, figure);
  return figure;
}

/**
 * mu_figures_add_text:
 * @figures: (element-type MuFigure): an array from mu_figures_new()
 * @key: (transfer none): the stable key, a string literal
 * @label: (transfer none): the label marked with N_()
 * @text: how to show the figure when a bare number is not enough ("6½"); copied
 *
 * Adds a figure shown as text; its value is 0.
 *
 * Returns: (transfer none): the new figure, owned by @figures
 */
MuFigure *
mu_figures_add_text (GPtrArray *figures, const char *key, const char *label, const char *text)
{
  MuFigure *figure = mu_figures_add (figures, key, label, 0);

  figure->text = g_strdup (text);
  return figure;
}

/**
 * mu_figures_take_text:
 * @figures: (element-type MuFigure): an array from mu_figures_new()
 * @key: (transfer none): the stable key, a string literal
 * @label: (transfer none): the label marked with N_()
 * @text: (transfer full): how to show the figure
 *
 * Adds a figure shown as text, as mu_figures_add_text(), taking ownership of
 * @text.
 *
 * Returns: (transfer none): the new figure, owned by @figures
 */
MuFigure *
mu_figures_take_text (GPtrArray *figures, const char *key, const char *label, char *text)
{
  MuFigure *figure = mu_figures_add (figures, key, label, 0);

  figure->text = text;
  return figure;
}

/**
 * mu_figures_add_unknown:
 * @figures: (element-type MuFigure): an array from mu_figures_new()
 * @key: (transfer none): the stable key, a string literal
 * @label: (transfer none): the label marked with N_()
 *
 * Adds a figure whose value the source lost (a gap in the rulebook's text); it
 * shows as "unknown" and mu_figures_value() gives its fallback.
 *
 * Returns: (transfer none): the new figure, owned by @figures
 */
MuFigure *
mu_figures_add_unknown (GPtrArray *figures, const char *key, const char *label)
{
  MuFigure *figure = mu_figures_add (figures, key, label, 0);

  figure->known = FALSE;
  return figure;
}

/**
 * mu_figures_lookup:
 * @figures: (nullable) (element-type MuFigure): an array of figures
 * @key: a figure key
 *
 * Finds a figure by key.
 *
 * Returns: (transfer none) (nullable): the first figure with @key, or %NULL
 */
const MuFigure *
mu_figures_lookup (GPtrArray *figures, const char *key)
{
  for (guint i = 0; figures != NULL && i < figures->len; i++)
    {
      const MuFigure *figure = figures->pdata[i];
      if (g_str_equal (figure->key, key))
        return figure;
    }
  return NULL;
}

/**
 * mu_figures_value:
 * @figures: (nullable) (element-type MuFigure): an array of figures
 * @key: a figure key
 * @fallback: the value when there is no such figure or it is unknown
 *
 * Gives the number of a figure.
 *
 * Returns: the figure's value, or @fallback
 */
double
mu_figures_value (GPtrArray *figures, const char *key, double fallback)
{
  const MuFigure *figure = mu_figures_lookup (figures, key);

  return figure != NULL && figure->known ? figure->value : fallback;
}

/**
 * mu_format_number:
 * @value: a number
 *
 * Writes a number as the sheets and the builder show it: whole numbers bare,
 * halves with ½, anything else with two decimals.
 *
 * Returns: (transfer full): the text
 */
char *
mu_format_number (double value)
{
  double whole = floor (value);

  if (value == whole)
    return g_strdup_printf ("%.0f", value);
  if (value - whole == 0.5)
    return whole == 0 ? g_strdup ("½") : g_strdup_printf ("%.0f½", whole);
  return g_strdup_printf ("%.2f", value);
}

/**
 * mu_figure_to_string:
 * @figure: a figure
 *
 * Writes a figure's value for people: its text when it has one, "unknown"
 * (translated) when the source lost it, else the number (mu_format_number()).
 *
 * Returns: (transfer full): the text
 */
char *
mu_figure_to_string (const MuFigure *figure)
{
  if (!figure->known)
    /* TRANSLATORS: a value the rulebook's text lost */
    return g_strdup (_("unknown"));
  if (figure->text != NULL)
    return g_strdup (figure->text);
  return mu_format_number (figure->value);
}

/**
 * mu_figure_label:
 * @figure: a figure
 *
 * Gives a figure's label, translated.
 *
 * Returns: (transfer none): the label
 */
const char *
mu_figure_label (const MuFigure *figure)
{
  return g_dgettext (GETTEXT_PACKAGE, figure->label);
}
