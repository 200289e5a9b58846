/* mu-option-def.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "mu-error.h"
#include "mu-option-def-private.h"
#include "mu-option-def.h"
#include "mu-xml-private.h"

static void
mu_choice_free (MuChoice *choice)
{
  g_free (choice->id);
  g_free (choice->label);
  g_free (choice->description);
  g_free (choice);
}

/**
 * mu_option_def_free:
 * @def: (nullable) (transfer full): an option
 *
 * Frees an option with its choices. %NULL is ignored.
 */
void
mu_option_def_free (MuOptionDef *def)
{
  if (def == NULL)
    return;
  g_free (def->id);
  g_free (def->label);
  g_free (def->description);
  g_free (def->reference);
  g_clear_pointer (&def->choices, g_ptr_array_unref);
  g_free (def->default_value);
  g_free (def->applies_to);
  g_free (def);
}

static gboolean
parse_kind (MuOptionDef *def, MuXmlNode *node, const char *file, GError **error)
{
  g_autofree char *kind = mu_xml_prop (node, "kind");

  if (kind == NULL || g_str_equal (kind, "choice"))
    def->kind = MU_OPTION_CHOICE;
  else if (g_str_equal (kind, "year"))
    def->kind = MU_OPTION_YEAR;
  else if (g_str_equal (kind, "int"))
    def->kind = MU_OPTION_INT;
  else if (g_str_equal (kind, "text"))
    def->kind = MU_OPTION_TEXT;
  else
    {
      mu_xml_set_error (error, MU_ERROR_VALUE, file, node, _("unknown option kind “%s”"), kind);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_children (MuOptionDef *def, MuXmlNode *node, const char *file, GError **error)
{
  for (MuXmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (mu_xml_is (child, "description"))
        {
          g_free (def->description);
          def->description = mu_xml_translate (mu_xml_text (child));
        }
      else if (mu_xml_is (child, "choice"))
        {
          MuChoice *choice = g_new0 (MuChoice, 1);

          g_ptr_array_add (def->choices, choice);
          if (!mu_xml_prop_required (child, "id", file, &choice->id, error))
            return FALSE;
          choice->label = mu_xml_translate (mu_xml_prop (child, "label"));
          choice->description = mu_xml_text (child);
          if (choice->label == NULL)
            choice->label = g_strdup (choice->id);
        }
      else
        return mu_xml_unexpected (child, file, error);
    }
  return TRUE;
}

/* The option's attributes and choices, checked; its label and texts. */
static gboolean
read_attributes (MuOptionDef *def, MuXmlNode *node, const char *file, GError **error)
{
  if (!mu_xml_prop_required (node, "id", file, &def->id, error)
      || !mu_xml_check_id (node, def->id, file, error) || !parse_kind (def, node, file, error)
      || !mu_xml_prop_int (node, "min", -5000, 5000, -5000, file, &def->min, error)
      || !mu_xml_prop_int (node, "max", -5000, 5000, 5000, file, &def->max, error)
      || !mu_xml_prop_bool (node, "interpretation", FALSE, file, &def->interpretation, error)
      || !mu_xml_prop_int (node, "share-format", 0, 31, 0, file, &def->share_format, error)
      || !parse_children (def, node, file, error))
    return FALSE;
  if (def->min > def->max)
    {
      mu_xml_set_error (error, MU_ERROR_VALUE, file, node,
                        _("option “%s” has min %" PRId64 " above max %" PRId64), def->id, def->min,
                           def->max);
      return FALSE;
    }
  def->label = mu_xml_translate (mu_xml_prop (node, "label"));
  def->reference = mu_xml_prop (node, "ref");
  def->default_value = mu_xml_prop (node, "default");
  def->applies_to = mu_xml_prop (node, "applies-to");
  if (def->label == NULL)
    def->label = g_strdup (def->id);
  return TRUE;
}

/* The default: the one given, else the first choice, an empty text or the
 * minimum; it must be a value the option accepts. */
static gboolean
settle_default (MuOptionDef *def, MuXmlNode *node, const char *file, GError **error)
{
  if (def->kind == MU_OPTION_CHOICE && def->choices->len == 0)
    {
      mu_xml_set_error (error, MU_ERROR_FORMAT, file, node, _("option “%s” offers no choice"), def->id);
      return FALSE;
    }
  if (def->default_value == NULL && def->kind == MU_OPTION_CHOICE)
    def->default_value = g_strdup (((MuChoice *) def->choices->pdata[0])->id);
  if (def->default_value == NULL && def->kind == MU_OPTION_TEXT)
    def->default_value = g_strdup ("");
  if (def->default_value == NULL)
    def->default_value = g_strdup_printf ("%" G_GINT64_FORMAT, def->min);
  if (!mu_option_def_accepts (def, def->default_value))
    {
      mu_xml_set_error (error, MU_ERROR_VALUE, file, node,
                        _("option “%s” has an invalid default “%s”"), def->id, def->default_value);
      return FALSE;
    }
  return TRUE;
}

/**
 * mu_option_def_parse:
 * @node: an <option> element of a ruleset or army list (or a ruleset's
 *   <attribute>)
 * @file: what messages call the file
 * @error: return location for a #GError, or %NULL
 *
 * Reads an option: its id, kind (a choice when not given), bounds, choices
 * and default, with its label, description and choices' labels translated.
 * An option without a default takes its first choice, "" for text, else
 * its min; a label defaults to the id.
 *
 * Returns: (transfer full) (nullable): the option, or %NULL with @error set
 *   (%MU_ERROR, the message names the file and line): %MU_ERROR_FORMAT for
 *   a missing id, an unexpected child element or a choice option with no
 *   <choice>, %MU_ERROR_VALUE for a bad id, an unknown kind, a bound out of
 *   range, min above max or a default the option does not accept; free it
 *   with mu_option_def_free()
 */
MuOptionDef *
mu_option_def_parse (MuXmlNode *node, const char *file, GError **error)
{
  g_autoptr(MuOptionDef) def = g_new0 (MuOptionDef, 1);

  def->choices = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_choice_free);
  if (!read_attributes (def, node, file, error) || !settle_default (def, node, file, error))
    return NULL;
  return g_steal_pointer (&def);
}

/**
 * mu_option_def_accepts:
 * @def: an option
 * @value: (nullable): a value as a roster stores it
 *
 * Tells whether an option can take a value: for a choice, the id of one of
 * its choices; for text, valid UTF-8 of at most 200 bytes; for a year or a
 * number, a decimal integer between its min and max.
 *
 * Returns: %TRUE when @def accepts @value; %FALSE for %NULL
 */
gboolean
mu_option_def_accepts (const MuOptionDef *def, const char *value)
{
  gint64 number;

  if (value == NULL)
    return FALSE;
  if (def->kind == MU_OPTION_CHOICE)
    return mu_option_def_choice_label (def, value) != NULL;
  if (def->kind == MU_OPTION_TEXT)
    return g_utf8_validate (value, -1, NULL) && strlen (value) <= 200;
  return g_ascii_string_to_signed (value, 10, def->min, def->max, &number, NULL);
}

/**
 * mu_option_def_choice_label:
 * @def: an option
 * @value: (nullable): a choice's id
 *
 * Gives the label of one of an option's choices.
 *
 * Returns: (transfer none) (nullable): the label (translated), owned by
 *   @def, or %NULL when no choice has the id @value
 */
const char *
mu_option_def_choice_label (const MuOptionDef *def, const char *value)
{
  for (guint i = 0; i < def->choices->len; i++)
    {
      MuChoice *choice = def->choices->pdata[i];
      if (g_strcmp0 (choice->id, value) == 0)
        return choice->label;
    }
  return NULL;
}

/**
 * mu_format_year:
 * @year: a year, negative before Christ
 *
 * Writes a year as people read it: "55 BC", "AD 61" (translated).
 *
 * Returns: (transfer full): the year in words; free it with g_free()
 */
char *
mu_format_year (gint64 year)
{
  /* TRANSLATORS: a year before Christ, e.g. "55 BC" */
  if (year < 0)
    return g_strdup_printf (_("%" PRId64 " BC"), -year);
  /* TRANSLATORS: a year anno Domini, e.g. "AD 61" */
  return g_strdup_printf (_("AD %" PRId64), year);
}

static gboolean
year_in_words (const GMatchInfo *match, GString *result, gpointer data)
{
  g_autofree char *before = g_match_info_fetch (match, 1);
  g_autofree char *after = g_match_info_fetch (match, 2);
  gboolean bc = before != NULL && *before != '\0';
  gint64 year = g_ascii_strtoll (bc ? before : after, NULL, 10);
  g_autofree char *text = mu_format_year (bc ? -year : year);

  g_string_append (result, text);
  return FALSE;
}

/**
 * mu_format_period:
 * @period: a list's period as its file writes it, in English ("3000 BC –
 *   2000 BC", "AD 43 – AD 300")
 *
 * Writes a period in the user's language: each year in it as
 * mu_format_year() writes it, the rest as it is.
 *
 * Returns: (transfer full): the period; free it with g_free()
 */
char *
mu_format_period (const char *period)
{
  g_autoptr(GRegex) years = g_regex_new ("\\b(?:([0-9]+) BC|AD ([0-9]+))\\b", 0, 0, NULL);

  return g_regex_replace_eval (years, period, -1, 0, 0, year_in_words, NULL, NULL);
}

/**
 * mu_option_def_format:
 * @def: an option
 * @value: a value of the option
 *
 * Writes a value of an option for people: a choice's label (the value
 * itself when no choice has it), a year with mu_format_year(), anything
 * else as it is.
 *
 * Returns: (transfer full): the value in words; free it with g_free()
 */
char *
mu_option_def_format (const MuOptionDef *def, const char *value)
{
  gint64 number = 0;

  if (def->kind == MU_OPTION_CHOICE)
    return g_strdup (mu_option_def_choice_label (def, value) ?: value);
  if (def->kind == MU_OPTION_YEAR && g_ascii_string_to_signed (value, 10, -5000, 5000, &number, NULL))
    return mu_format_year (number);
  return g_strdup (value);
}

/**
 * mu_option_defs_find:
 * @defs: (nullable) (element-type MuOptionDef): options, such as a list's or
 *   a ruleset's
 * @id: (nullable): an option's id
 *
 * Finds an option by id among options.
 *
 * Returns: (transfer none) (nullable): the option, owned by @defs, or %NULL
 *   when none has @id
 */
MuOptionDef *
mu_option_defs_find (GPtrArray *defs, const char *id)
{
  for (guint i = 0; defs != NULL && i < defs->len; i++)
    {
      MuOptionDef *def = defs->pdata[i];
      if (g_strcmp0 (def->id, id) == 0)
        return def;
    }
  return NULL;
}

/**
 * mu_option_def_applies_to:
 * @def: a ruleset attribute, read as an option
 * @what: "unit" or "general"
 *
 * Tells whether a ruleset attribute may be set on a unit or on a general,
 * as its `applies-to` says ("unit", "general" or "both", which is the
 * default).
 *
 * Returns: %TRUE when @def applies to @what
 */
gboolean
mu_option_def_applies_to (const MuOptionDef *def, const char *what)
{
  return def->applies_to == NULL || g_str_equal (def->applies_to, "both")
         || g_strcmp0 (def->applies_to, what) == 0;
}
