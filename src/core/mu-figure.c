/* mu-figure.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n-lib.h>

#include "mu-figure.h"

static void
mu_figure_free (MuFigure *figure)
{
  g_free (figure->text);
  g_slice_free (MuFigure, figure);
}

GPtrArray *
mu_figures_new (void)
{
  return g_ptr_array_new_full (8, (GDestroyNotify) mu_figure_free);
}

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

MuFigure *
mu_figures_add_text (GPtrArray *figures, const char *key, const char *label, const char *text)
{
  MuFigure *figure = mu_figures_add (figures, key, label, 0);

  figure->text = g_strdup (text);
  return figure;
}

/* As mu_figures_add_text(), taking ownership of text. */
MuFigure *
mu_figures_take_text (GPtrArray *figures, const char *key, const char *label, char *text)
{
  MuFigure *figure = mu_figures_add (figures, key, label, 0);

  figure->text = text;
  return figure;
}

MuFigure *
mu_figures_add_unknown (GPtrArray *figures, const char *key, const char *label)
{
  MuFigure *figure = mu_figures_add (figures, key, label, 0);

  figure->known = FALSE;
  return figure;
}

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

double
mu_figures_value (GPtrArray *figures, const char *key, double fallback)
{
  const MuFigure *figure = mu_figures_lookup (figures, key);

  return figure != NULL && figure->known ? figure->value : fallback;
}

/* Whole numbers print bare, halves with ½, anything else with two decimals. */
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

const char *
mu_figure_label (const MuFigure *figure)
{
  return g_dgettext (GETTEXT_PACKAGE, figure->label);
}
