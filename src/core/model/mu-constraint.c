/* mu-constraint.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-constraint-private.h"
#include "mu-constraint.h"
#include "mu-error.h"
#include "mu-xml-private.h"

/**
 * mu_constraint_free:
 * @constraint: (nullable) (transfer full): a footnote rule
 *
 * Frees a footnote rule with its ids and values; the rows it was resolved
 * to belong to the list and are not freed. %NULL is ignored.
 */
void
mu_constraint_free (MuConstraint *constraint)
{
  if (constraint == NULL)
    return;
  g_free (constraint->marker);
  g_free (constraint->text);
  g_free (constraint->reference);
  g_strfreev (constraint->entry_ids);
  g_clear_pointer (&constraint->entries, g_ptr_array_unref);
  g_clear_pointer (&constraint->groups, g_ptr_array_unref);
  g_clear_pointer (&constraint->group_ids, g_ptr_array_unref);
  g_free (constraint->option);
  g_strfreev (constraint->values);
  g_free (constraint->when_option);
  g_free (constraint->when_value);
  g_free (constraint);
}

static char **
split_ids (const char *text)
{
  return g_strsplit_set (text != NULL ? g_strstrip ((char *) text) : "", " \t\n", -1);
}

static char **
required_ids (MuXmlNode *node, const char *file, GError **error)
{
  g_autofree char *ids = NULL;
  g_auto(GStrv) parts = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  if (!mu_xml_prop_required (node, "entries", file, &ids, error))
    return NULL;
  parts = split_ids (ids);
  for (guint i = 0; parts[i] != NULL; i++)
    if (*parts[i] != '\0')
      g_strv_builder_add (builder, parts[i]);
  return g_strv_builder_end (builder);
}

static gboolean
parse_when (MuConstraint *constraint, MuXmlNode *node, const char *file, GError **error)
{
  g_autofree char *when = mu_xml_prop (node, "when");
  const char *eq;

  if (when == NULL)
    return TRUE;
  eq = strchr (when, '=');
  if (eq == NULL || eq == when || eq[1] == '\0')
    {
      mu_xml_set_error (error, MU_ERROR_VALUE, file, node,
                        _("“when” must read option=value, not “%s”"), when);
      return FALSE;
    }
  constraint->when_option = g_strndup (when, eq - when);
  constraint->when_value = g_strdup (eq + 1);
  return TRUE;
}

static gboolean
parse_groups (MuConstraint *constraint, MuXmlNode *node, const char *file, GError **error)
{
  constraint->group_ids = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  for (MuXmlNode *child = node->children; child != NULL; child = child->next)
    {
      char **ids;

      if (!mu_xml_is (child, "group"))
        return mu_xml_unexpected (child, file, error);
      if ((ids = required_ids (child, file, error)) == NULL)
        return FALSE;
      g_ptr_array_add (constraint->group_ids, ids);
    }
  if (constraint->group_ids->len < 2)
    {
      mu_xml_set_error (error, MU_ERROR_FORMAT, file, node, _("<exclusive> needs at least two <group>s"));
      return FALSE;
    }
  return TRUE;
}

/* <date from to option>: the years a row may be taken in. */
static gboolean
parse_date (MuConstraint *constraint, MuXmlNode *node, const char *file, GError **error)
{
  constraint->kind = MU_CONSTRAINT_DATE;
  constraint->option = mu_xml_prop (node, "option");
  if (constraint->option == NULL)
    constraint->option = g_strdup ("date");
  return mu_xml_prop_int (node, "from", -5000, 5000, -5000, file, &constraint->from, error)
         && mu_xml_prop_int (node, "to", -5000, 5000, 5000, file, &constraint->to, error);
}

/* <option-value option values>: the values of an option a row needs. */
static gboolean
parse_option_value (MuConstraint *constraint, MuXmlNode *node, const char *file, GError **error)
{
  g_autofree char *values = NULL;

  constraint->kind = MU_CONSTRAINT_OPTION_VALUE;
  if (!mu_xml_prop_required (node, "option", file, &constraint->option, error)
      || !mu_xml_prop_required (node, "values", file, &values, error))
    return FALSE;
  constraint->values = split_ids (values);
  return TRUE;
}

static gboolean
parse_kind (MuConstraint *constraint, MuXmlNode *node, const char *file, GError **error)
{
  if (mu_xml_is (node, "date"))
    return parse_date (constraint, node, file, error);
  if (mu_xml_is (node, "option-value"))
    return parse_option_value (constraint, node, file, error);
  if (mu_xml_is (node, "exclusive"))
    {
      constraint->kind = MU_CONSTRAINT_EXCLUSIVE;
      return parse_groups (constraint, node, file, error);
    }
  if (mu_xml_is (node, "cap"))
    {
      constraint->kind = MU_CONSTRAINT_CAP;
      return mu_xml_prop_int (node, "max", 0, 1000000, 0, file, &constraint->max, error);
    }
  if (mu_xml_is (node, "incompatible"))
    constraint->kind = MU_CONSTRAINT_INCOMPATIBLE;
  else if (mu_xml_is (node, "heroes-allocated"))
    constraint->kind = MU_CONSTRAINT_ALLOCATION;
  else
    return mu_xml_unexpected (node, file, error);
  return TRUE;
}

/**
 * mu_constraint_parse:
 * @node: a rule element of a list's <footnote>: <date>, <option-value>,
 *   <exclusive>, <cap>, <incompatible> or <heroes-allocated>
 * @marker: (nullable): the footnote's marker as printed, such as "*"
 * @text: (nullable): the footnote's text, in Muster's words
 * @reference: (nullable): where the book has it
 * @file: what messages call the list's file
 * @error: return location for a #GError, or %NULL
 *
 * Reads one rule of a footnote. The strings are copied. The row ids it
 * names are kept as written, and resolved into rows by the army list that
 * reads it.
 *
 * Returns: (transfer full) (nullable): the rule, or %NULL with @error set
 *   (%MU_ERROR, the message names the file and line): %MU_ERROR_FORMAT for
 *   an unknown element, a missing attribute or an <exclusive> with fewer
 *   than two <group>s, %MU_ERROR_VALUE for a number out of range or a
 *   “when” that is not option=value; free it with mu_constraint_free()
 */
MuConstraint *
mu_constraint_parse (MuXmlNode *node, const char *marker, const char *text, const char *reference,
                     const char *file, GError **error)
{
  g_autoptr(MuConstraint) constraint = g_new0 (MuConstraint, 1);

  constraint->line = node->line;
  constraint->marker = g_strdup (marker);
  constraint->text = g_strdup (text);
  constraint->reference = g_strdup (reference);
  constraint->entries = g_ptr_array_new ();
  constraint->groups = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  if (!parse_kind (constraint, node, file, error) || !parse_when (constraint, node, file, error))
    return NULL;
  if (constraint->kind != MU_CONSTRAINT_EXCLUSIVE
      && (constraint->entry_ids = required_ids (node, file, error)) == NULL)
    return NULL;
  return g_steal_pointer (&constraint);
}

/**
 * mu_constraint_applies:
 * @constraint: a footnote rule
 * @options: (element-type utf8 utf8): the army's options, id → value, at
 *   their effective values
 *
 * Tells whether a rule holds for the army: a rule with a “when” holds only
 * while its option has its value.
 *
 * Returns: %TRUE when the rule has no “when” or its option has that value
 */
gboolean
mu_constraint_applies (MuConstraint *constraint, GHashTable *options)
{
  if (constraint->when_option == NULL)
    return TRUE;
  return g_strcmp0 (g_hash_table_lookup (options, constraint->when_option), constraint->when_value) == 0;
}

/**
 * mu_constraint_source:
 * @constraint: a footnote rule
 *
 * Gives the marker of the rule's footnote, such as "**", for messages
 * (“footnote **”).
 *
 * Returns: (transfer none): the marker, owned by @constraint, or "" when
 *   the footnote has none
 */
const char *
mu_constraint_source (MuConstraint *constraint)
{
  return constraint->marker != NULL ? constraint->marker : "";
}
