/* mu-figure.h: a named number the rules compute (points, VP, break point, …)
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"

G_BEGIN_DECLS

/* key and label are static strings, never copied: the key a literal, the
 * label an untranslated message id marked with N_(); show it through
 * mu_figure_label(), which translates it. This keeps re-evaluation after an
 * edit free of allocations and catalog look-ups per figure. */
struct _MuFigure
{
  const char *key;   /* stable, used in JSON: "victory_points" */
  const char *label; /* N_("Victory points") */
  double value;
  char *text;      /* how to show it, when a bare number is not enough ("6½"), or NULL */
  gboolean known;  /* FALSE when the source lost the value */
  gboolean detail; /* shown on screen and sheet, left out of the JSON summary */
};

MuFigure *mu_figures_add (GPtrArray *figures, const char *key, const char *label, double value);
MuFigure *mu_figures_add_text (GPtrArray *figures, const char *key, const char *label, const char *text);
MuFigure *mu_figures_take_text (GPtrArray *figures, const char *key, const char *label, char *text);
MuFigure *mu_figures_add_unknown (GPtrArray *figures, const char *key, const char *label);
const MuFigure *mu_figures_lookup (GPtrArray *figures, const char *key);
double mu_figures_value (GPtrArray *figures, const char *key, double fallback);
char *mu_figure_to_string (const MuFigure *figure);
const char *mu_figure_label (const MuFigure *figure);
char *mu_format_number (double value);

G_END_DECLS
