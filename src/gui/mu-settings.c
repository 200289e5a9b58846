/* mu-settings.c
 *
 * Every function takes a NULL GSettings (the schema is not installed) and
 * then answers with the built-in default.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>

#include "mu-option-def.h"
#include "mu-ruleset.h"
#include "mu-settings.h"

/**
 * mu_settings_get_paper:
 * @settings: (nullable): the application's settings
 *
 * Tells which paper the sheet is printed on: the one chosen, or for
 * "auto" (and without settings) the usual paper of the locale, Letter
 * where GTK's default paper is a North American one.
 *
 * Returns: "a4" or "letter"
 */
const char *
mu_settings_get_paper (GSettings *settings)
{
  g_autofree char *chosen = settings != NULL ? g_settings_get_string (settings, "paper-size") : NULL;
  g_autoptr(GtkPaperSize) size = NULL;

  if (g_strcmp0 (chosen, "a4") == 0)
    return "a4";
  if (g_strcmp0 (chosen, "letter") == 0)
    return "letter";
  size = gtk_paper_size_new (NULL);
  return g_str_has_prefix (gtk_paper_size_get_name (size), "na_") ? "letter" : "a4";
}

/**
 * mu_settings_get_points_limit:
 * @settings: (nullable): the application's settings
 * @ruleset: a ruleset
 *
 * Tells the points limit a new army of the ruleset starts with: the one
 * kept in the settings, else the ruleset's default, else 100.
 *
 * Returns: the limit, more than 0
 */
gint64
mu_settings_get_points_limit (GSettings *settings, MuRuleset *ruleset)
{
  g_autoptr(GVariant) limits = settings != NULL ? g_settings_get_value (settings, "points-limits") : NULL;
  gint32 points = 0;

  if (limits != NULL && g_variant_lookup (limits, ruleset->id, "i", &points) && points > 0)
    return points;
  return ruleset->default_points > 0 ? ruleset->default_points : 100;
}

/**
 * mu_settings_set_points_limit:
 * @settings: (nullable): the application's settings
 * @ruleset_id: a ruleset's id
 * @points: the limit new armies of the ruleset start with
 *
 * Keeps the points limit of a ruleset's new armies. Does nothing without
 * settings.
 */
void
mu_settings_set_points_limit (GSettings *settings, const char *ruleset_id, int points)
{
  g_autoptr(GVariant) old = NULL;
  GVariantBuilder builder;
  GVariantIter iter;
  const char *key;
  gint32 value;

  if (settings == NULL)
    return;
  old = g_settings_get_value (settings, "points-limits");
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{si}"));
  g_variant_iter_init (&iter, old);
  while (g_variant_iter_next (&iter, "{&si}", &key, &value))
    if (!g_str_equal (key, ruleset_id))
      g_variant_builder_add (&builder, "{si}", key, value);
  g_variant_builder_add (&builder, "{si}", ruleset_id, points);
  g_settings_set_value (settings, "points-limits", g_variant_builder_end (&builder));
}

/**
 * mu_settings_dup_option:
 * @settings: (nullable): the application's settings
 * @ruleset: a ruleset
 * @def: one of its options
 *
 * Tells the value a new army of the ruleset starts with for an option: the
 * one kept in the settings when the option still accepts it, else the
 * option's documented default.
 *
 * Returns: (transfer full) (nullable): the value
 */
char *
mu_settings_dup_option (GSettings *settings, MuRuleset *ruleset, MuOptionDef *def)
{
  g_autoptr(GVariant) all = settings != NULL ? g_settings_get_value (settings, "ruleset-options") : NULL;
  g_autoptr(GVariant) options = NULL;
  const char *value = NULL;

  if (all != NULL)
    options = g_variant_lookup_value (all, ruleset->id, G_VARIANT_TYPE ("a{ss}"));
  if (options != NULL && g_variant_lookup (options, def->id, "&s", &value)
      && mu_option_def_accepts (def, value))
    return g_strdup (value);
  return g_strdup (def->default_value);
}

/* options (a{ss}, or NULL) with option_id set to value */
static GVariant *
with_value (GVariant *options, const char *option_id, const char *value)
{
  GVariantBuilder builder;
  GVariantIter iter;
  const char *key, *old;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{ss}"));
  if (options != NULL)
    {
      g_variant_iter_init (&iter, options);
      while (g_variant_iter_next (&iter, "{&s&s}", &key, &old))
        if (!g_str_equal (key, option_id))
          g_variant_builder_add (&builder, "{ss}", key, old);
    }
  g_variant_builder_add (&builder, "{ss}", option_id, value);
  return g_variant_builder_end (&builder);
}

/**
 * mu_settings_set_option:
 * @settings: (nullable): the application's settings
 * @ruleset_id: a ruleset's id
 * @option_id: one of its options
 * @value: the value new armies start with
 *
 * Keeps the value a ruleset's new armies start with for an option,
 * leaving the other rulesets' and options' values as they were. Does
 * nothing without settings.
 */
void
mu_settings_set_option (GSettings *settings, const char *ruleset_id, const char *option_id, const char *value)
{
  g_autoptr(GVariant) old = NULL;
  GVariantBuilder builder;
  GVariantIter iter;
  const char *key;
  GVariant *options;
  gboolean found = FALSE;

  if (settings == NULL)
    return;
  old = g_settings_get_value (settings, "ruleset-options");
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{sa{ss}}"));
  g_variant_iter_init (&iter, old);
  while (g_variant_iter_loop (&iter, "{&s@a{ss}}", &key, &options))
    if (g_str_equal (key, ruleset_id))
      {
        g_variant_builder_add (&builder, "{s@a{ss}}", key, with_value (options, option_id, value));
        found = TRUE;
      }
    else
      g_variant_builder_add (&builder, "{s@a{ss}}", key, options);
  if (!found)
    g_variant_builder_add (&builder, "{s@a{ss}}", ruleset_id, with_value (NULL, option_id, value));
  g_settings_set_value (settings, "ruleset-options", g_variant_builder_end (&builder));
}
