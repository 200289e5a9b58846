/* mu-roster-diff.c: what changed between two versions of an army
 *
 * Units are matched by their id: one found in both is the same unit, moved
 * when its command differs and changed when its row, upgrades, count,
 * attributes or heroes do; generals are matched by their place in their
 * command. Names and notes are left aside. The army's and each command's
 * points and figures are compared where they differ. In an army with allies
 * each allied contingent is compared too (its list, options, points and
 * figures), the rows of its units are named from its own list, and its
 * commands are named with it ("Principate Roman › Ala").
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <glib/gi18n-lib.h>

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-contingent.h"
#include "mu-escape.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-general.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-roster-diff.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-unit.h"

static void
change_free (MuDiffChange *change)
{
  g_free (change->where);
  g_free (change->what);
  g_free (change->text);
  g_free (change);
}

static MuEvaluation *named_by;

/* A command named for people, with its contingent when it is an ally's:
 * "Principate Roman › Ala". */
static char *
command_where (MuEvaluation *evaluation, int command)
{
  g_autofree char *name = mu_evaluation_command_name (evaluation, command);
  guint contingent = mu_roster_get_command_contingent (evaluation->roster, command);
  g_autofree char *ally = contingent > 0 ? mu_evaluation_contingent_name (evaluation, contingent) : NULL;

  if (ally == NULL || name == NULL)
    return g_steal_pointer (&name);
  return g_strdup_printf ("%s › %s", ally, name);
}

/* The list whose rows a contingent's units are of. */
static MuArmyList *
list_of (MuEvaluation *evaluation, guint contingent)
{
  MuContingentResult *result = mu_evaluation_contingent (evaluation, contingent);

  return result != NULL && result->list != NULL ? result->list : evaluation->list;
}

static void
add_in (GPtrArray *changes, MuDiffKind kind, guint contingent, const char *what, char *text)
{
  MuDiffChange *change = g_new0 (MuDiffChange, 1);

  change->kind = kind;
  change->command = -1;
  change->contingent = contingent;
  change->what = g_strdup (what);
  change->text = text;
  g_ptr_array_add (changes, change);
}

static void
add (GPtrArray *changes, MuDiffKind kind, int command, const char *what, char *text)
{
  MuDiffChange *change;

  add_in (changes, kind, 0, what, text);
  change = changes->pdata[changes->len - 1];
  change->command = command;
  if (command >= 0)
    {
      change->where = command_where (named_by, command);
      change->contingent = mu_roster_get_command_contingent (named_by->roster, command);
    }
}

static char *
number (double value)
{
  return mu_format_number (value);
}

/* "Points 133 → 134 · Victory points 34 → 36": what differs, or NULL. */
static char *
compare_figures (double points_a, double points_b, gboolean has_points, GPtrArray *a, GPtrArray *b)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (has_points && points_a != points_b)
    {
      g_autofree char *from = number (points_a);
      g_autofree char *to = number (points_b);
      /* TRANSLATORS: the change in points between two versions of an army */
      g_string_append_printf (text, _("Points %s → %s"), from, to);
    }
  for (guint i = 0; a != NULL && b != NULL && i < a->len; i++)
    {
      MuFigure *figure = a->pdata[i];
      const MuFigure *other = mu_figures_lookup (b, figure->key);
      g_autofree char *from = NULL;
      g_autofree char *to = NULL;

      if (other == NULL || figure->detail || (figure->known && other->known && figure->value == other->value))
        continue;
      from = mu_figure_to_string (figure);
      to = mu_figure_to_string (other);
      if (!g_str_equal (from, to))
        g_string_append_printf (text, "%s%s %s → %s", text->len > 0 ? " · " : "", mu_figure_label (figure),
                                from, to);
    }
  return text->len > 0 ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

static const char *
row_label (MuArmyList *list, const char *id)
{
  MuListEntry *entry = list != NULL && id != NULL ? mu_army_list_lookup (list, id) : NULL;

  return entry != NULL ? mu_list_entry_label (entry) : id;
}

/* "Legionarii (u3)" */
static char *
unit_label (MuArmyList *list, MuUnit *unit)
{
  return g_strdup_printf ("%s (%s)", row_label (list, unit->entry), unit->id);
}

static void
compare_upgrades (GString *text, MuArmyList *list_a, MuArmyList *list_b, GPtrArray *a, GPtrArray *b)
{
  for (guint i = 0; i < b->len; i++)
    if (!mu_strv_array_contains (a, b->pdata[i]))
      g_string_append_printf (text, "%s+ %s", text->len > 0 ? ", " : "", row_label (list_b, b->pdata[i]));
  for (guint i = 0; i < a->len; i++)
    if (!mu_strv_array_contains (b, a->pdata[i]))
      g_string_append_printf (text, "%s− %s", text->len > 0 ? ", " : "", row_label (list_a, a->pdata[i]));
}

static void
compare_attrs (GString *text, MuRuleset *ruleset, GHashTable *a, GHashTable *b)
{
  for (guint i = 0; ruleset != NULL && i < ruleset->attributes->len; i++)
    {
      MuOptionDef *def = ruleset->attributes->pdata[i];
      const char *from = g_hash_table_lookup (a, def->id);
      const char *to = g_hash_table_lookup (b, def->id);
      g_autofree char *shown_from = NULL;
      g_autofree char *shown_to = NULL;

      if (g_strcmp0 (from, to) == 0)
        continue;
      shown_from = from != NULL ? mu_option_def_format (def, from) : g_strdup ("—");
      shown_to = to != NULL ? mu_option_def_format (def, to) : g_strdup ("—");
      g_string_append_printf (text, "%s%s %s → %s", text->len > 0 ? ", " : "", def->label, shown_from,
                              shown_to);
    }
}

/* What differs in a unit, names aside; empty when nothing does. */
static void
compare_unit (GString *text, MuEvaluation *a, MuEvaluation *b, MuUnit *x, MuUnit *y)
{
  MuUnitResult *rx = mu_evaluation_unit (a, x->id);
  MuUnitResult *ry = mu_evaluation_unit (b, y->id);
  MuArmyList *list_a
      = list_of (a, rx != NULL ? mu_roster_get_command_contingent (a->roster, rx->command) : 0);
  MuArmyList *list_b
      = list_of (b, ry != NULL ? mu_roster_get_command_contingent (b->roster, ry->command) : 0);

  if (g_strcmp0 (x->entry, y->entry) != 0)
    g_string_append_printf (text, "%s%s → %s", text->len > 0 ? ", " : "", row_label (list_a, x->entry),
                            row_label (list_b, y->entry));
  compare_upgrades (text, list_a, list_b, x->upgrades, y->upgrades);
  if (x->count != y->count)
    /* TRANSLATORS: a unit's count (figures, lengths) changed */
    g_string_append_printf (text, _("%scount %" PRId64 " → %" PRId64), text->len > 0 ? ", " : "", x->count,
                                     y->count);
  compare_attrs (text, a->ruleset, x->attrs, y->attrs);
  if (x->heroes->len != y->heroes->len)
    /* TRANSLATORS: the number of heroes given to a unit changed */
    g_string_append_printf (text, _("%sheroes %u → %u"), text->len > 0 ? ", " : "", x->heroes->len,
                                     y->heroes->len);
  if (text->len > 0 && rx != NULL && ry != NULL && a->ruleset->has_points && rx->points != ry->points)
    {
      g_autofree char *from = number (rx->points);
      g_autofree char *to = number (ry->points);
      g_string_append_printf (text, _(" · Points %s → %s"), from, to);
    }
}

/* Every unit of a roster by id, with its command's place. */
static void
index_units (GHashTable *index, GPtrArray *units, int command)
{
  for (guint i = 0; i < units->len; i++)
    {
      MuUnit *unit = units->pdata[i];

      g_hash_table_insert (index, unit->id, GINT_TO_POINTER (command + 1));
      index_units (index, unit->subunits, command);
    }
}

static GHashTable *
unit_index (MuRoster *roster)
{
  GHashTable *index = g_hash_table_new (g_str_hash, g_str_equal);
  GPtrArray *commands = mu_roster_get_commands (roster);

  for (guint i = 0; i < commands->len; i++)
    index_units (index, ((MuCommand *) commands->pdata[i])->units, (int) i);
  return index;
}

static void
compare_general (GPtrArray *changes, MuEvaluation *a, MuEvaluation *b, int command, guint place, MuGeneral *x,
                 MuGeneral *y)
{
  MuCommandResult *rx = (guint) command < a->commands->len ? a->commands->pdata[command] : NULL;
  MuCommandResult *ry = (guint) command < b->commands->len ? b->commands->pdata[command] : NULL;
  MuArmyList *list_a = list_of (a, mu_roster_get_command_contingent (a->roster, command));
  MuArmyList *list_b = list_of (b, mu_roster_get_command_contingent (b->roster, command));
  g_autoptr(GString) text = g_string_new (NULL);

  if (x == NULL || y == NULL)
    {
      MuGeneral *one = x != NULL ? x : y;
      add (changes, x != NULL ? MU_DIFF_REMOVED : MU_DIFF_ADDED, command,
           _("General"), g_strdup (row_label (x != NULL ? list_a : list_b, one->entry)));
      return;
    }
  if (g_strcmp0 (x->entry, y->entry) != 0)
    g_string_append_printf (text, "%s → %s", row_label (list_a, x->entry), row_label (list_b, y->entry));
  compare_upgrades (text, list_a, list_b, x->upgrades, y->upgrades);
  if (g_strcmp0 (x->attached, y->attached) != 0)
    /* TRANSLATORS: the unit a general is attached to changed */
    g_string_append_printf (text, _("%sattached to %s → %s"), text->len > 0 ? ", " : "", x->attached ?: "—",
                                     y->attached ?: "—");
  compare_attrs (text, a->ruleset, x->attrs, y->attrs);
  if (text->len > 0 && rx != NULL && ry != NULL && place < rx->generals->len && place < ry->generals->len
      && a->ruleset->has_points)
    {
      double from = ((MuUnitResult *) rx->generals->pdata[place])->points;
      double to = ((MuUnitResult *) ry->generals->pdata[place])->points;
      g_autofree char *shown_from = number (from);
      g_autofree char *shown_to = number (to);

      if (from != to)
        g_string_append_printf (text, _(" · Points %s → %s"), shown_from, shown_to);
    }
  if (text->len > 0)
    add (changes, MU_DIFF_CHANGED, command, _("General"), g_string_free (g_steal_pointer (&text), FALSE));
}

static MuCommand *
command_at (MuRoster *roster, guint i)
{
  GPtrArray *commands = mu_roster_get_commands (roster);

  return i < commands->len ? commands->pdata[i] : NULL;
}

static MuCommandResult *
result_at (MuEvaluation *evaluation, guint i)
{
  return i < evaluation->commands->len ? evaluation->commands->pdata[i] : NULL;
}

static void
compare_command (GPtrArray *changes, MuEvaluation *a, MuEvaluation *b, guint i, GHashTable *in_a,
                 GHashTable *in_b)
{
  MuCommand *x = command_at (a->roster, i), *y = command_at (b->roster, i);
  MuCommandResult *rx = result_at (a, i), *ry = result_at (b, i);
  g_autofree char *name = command_where (x != NULL ? a : b, (int) i);
  MuArmyList *list_a = list_of (a, mu_roster_get_command_contingent (a->roster, (int) i));
  MuArmyList *list_b = list_of (b, mu_roster_get_command_contingent (b->roster, (int) i));
  char *figures;

  if (x == NULL || y == NULL)
    {
      named_by = x != NULL ? a : b;
      add (changes, x != NULL ? MU_DIFF_REMOVED : MU_DIFF_ADDED, (int) i, name, NULL);
      named_by = b;
      return;
    }
  figures = compare_figures (rx->points, ry->points, a->ruleset->has_points, rx->figures, ry->figures);
  if (figures != NULL)
    add (changes, MU_DIFF_FIGURES, (int) i, name, figures);
  for (guint g = 0; g < MAX (x->generals->len, y->generals->len); g++)
    compare_general (changes, a, b, (int) i, g, g < x->generals->len ? x->generals->pdata[g] : NULL,
                     g < y->generals->len ? y->generals->pdata[g] : NULL);
  for (guint u = 0; u < y->units->len; u++)
    {
      MuUnit *unit = y->units->pdata[u];
      int from = GPOINTER_TO_INT (g_hash_table_lookup (in_a, unit->id)) - 1;
      g_autofree char *label = unit_label (list_b, unit);
      g_autoptr(GString) text = g_string_new (NULL);
      MuUnit *before;

      if (from < 0)
        {
          add (changes, MU_DIFF_ADDED, (int) i, label, NULL);
          continue;
        }
      /* through the evaluation's index of units: linear in the army */
      before = mu_evaluation_unit (a, unit->id) != NULL ? mu_evaluation_unit (a, unit->id)->unit
                                                        : mu_roster_find_unit (a->roster, unit->id, NULL);
      compare_unit (text, a, b, before, unit);
      if (from != (int) i)
        {
          g_autofree char *old = command_where (a, from);
          /* TRANSLATORS: a unit moved from another command */
          add (changes, MU_DIFF_MOVED, (int) i, label, g_strdup_printf (_("from %s"), old));
        }
      if (text->len > 0)
        add (changes, MU_DIFF_CHANGED, (int) i, label, g_string_free (g_steal_pointer (&text), FALSE));
    }
  for (guint u = 0; u < x->units->len; u++)
    {
      MuUnit *unit = x->units->pdata[u];

      if (!g_hash_table_contains (in_b, unit->id))
        {
          g_autofree char *label = unit_label (list_a, unit);
          add (changes, MU_DIFF_REMOVED, (int) i, label, NULL);
        }
    }
}

/* The options of one contingent's list (and, for the main one, the
 * ruleset's), at their effective values; an allied contingent's option is
 * named with it ("Principate Roman › Region"). */
static void
compare_options (GPtrArray *changes, MuEvaluation *a, MuEvaluation *b, guint contingent)
{
  MuContingentResult *ra = mu_evaluation_contingent (a, contingent);
  MuContingentResult *rb = mu_evaluation_contingent (b, contingent);
  GHashTable *values_a = contingent > 0 ? ra->options : a->options;
  GHashTable *values_b = contingent > 0 ? rb->options : b->options;
  g_autofree char *ally = contingent > 0 ? mu_evaluation_contingent_name (b, contingent) : NULL;
  GPtrArray *sets[] = { list_of (a, contingent)->options, contingent > 0 ? NULL : a->ruleset->options };

  for (guint s = 0; s < G_N_ELEMENTS (sets) && sets[s] != NULL; s++)
    for (guint i = 0; i < sets[s]->len; i++)
      {
        MuOptionDef *def = sets[s]->pdata[i];
        const char *from = g_hash_table_lookup (values_a, def->id),
                   *to = g_hash_table_lookup (values_b, def->id);
        g_autofree char *shown_from = NULL;
        g_autofree char *shown_to = NULL;
        g_autofree char *what = NULL;

        /* an option set to its default is the same as one left unset */
        if (g_strcmp0 (from, to) == 0)
          continue;
        shown_from = mu_option_def_format (def, from);
        shown_to = mu_option_def_format (def, to);
        what = ally != NULL ? g_strdup_printf ("%s › %s", ally, def->label) : g_strdup (def->label);
        add_in (changes, MU_DIFF_OPTION, contingent, what, g_strdup_printf ("%s → %s", shown_from, shown_to));
      }
}

/* An allied contingent added, removed, on another list, or with other
 * options, points or figures. */
static void
compare_contingent (GPtrArray *changes, MuEvaluation *a, MuEvaluation *b, guint contingent)
{
  MuContingentResult *x = mu_evaluation_contingent (a, contingent);
  MuContingentResult *y = mu_evaluation_contingent (b, contingent);
  g_autofree char *name = mu_evaluation_contingent_name (y != NULL ? b : a, contingent);
  /* TRANSLATORS: an allied contingent in a comparison of two armies, by its
   * list's name: "Principate Roman (allied contingent)" */
  g_autofree char *label = g_strdup_printf (_("%s (allied contingent)"), name);
  const char *id_a = mu_roster_get_contingent_list_id (a->roster, contingent);
  const char *id_b = mu_roster_get_contingent_list_id (b->roster, contingent);
  char *figures;

  if (x == NULL || y == NULL)
    {
      add_in (changes, x != NULL ? MU_DIFF_REMOVED : MU_DIFF_ADDED, contingent, label, NULL);
      return;
    }
  /* the same list by id and revision, whichever library loaded it */
  if (g_strcmp0 (id_a, id_b) != 0 || (x->list == NULL) != (y->list == NULL)
      || (x->list != NULL && x->list->revision != y->list->revision))
    {
      g_autofree char *before = mu_evaluation_contingent_name (a, contingent);
      add_in (changes, MU_DIFF_LIST, contingent, label, g_strdup_printf ("%s → %s", before, name));
      return;
    }
  compare_options (changes, a, b, contingent);
  figures = compare_figures (x->points, y->points, a->ruleset->has_points, x->figures, y->figures);
  if (figures != NULL)
    add_in (changes, MU_DIFF_FIGURES, contingent, name, figures);
}

/* An army with allies: the main contingent's points and figures, as each
 * allied contingent's are compared, so that every contingent's change is
 * told. */
static void
compare_main_contingent (GPtrArray *changes, MuEvaluation *a, MuEvaluation *b)
{
  MuContingentResult *x = mu_evaluation_contingent (a, 0);
  MuContingentResult *y = mu_evaluation_contingent (b, 0);
  g_autofree char *name = NULL;
  char *figures;

  if (a->contingents->len < 2 && b->contingents->len < 2)
    return;
  figures = compare_figures (x->points, y->points, a->ruleset->has_points, x->figures, y->figures);
  if (figures == NULL)
    return;
  /* TRANSLATORS: the main contingent of an army with allies in a comparison of
   * two armies, by its list's name: "Ancient British (main contingent)" */
  name = g_strdup_printf (_("%s (main contingent)"), a->list->name);
  add_in (changes, MU_DIFF_FIGURES, 0, name, figures);
}

/**
 * mu_roster_diff:
 * @a: the army before
 * @b: the army after, on the same list
 *
 * What differs between two evaluated versions of an army, names and notes
 * aside: the list, options and points limit, the army's points and
 * figures, each allied contingent (added, removed, its list, options,
 * points and figures), and per command its points and figures, its
 * generals, and units added, removed, moved or changed.
 *
 * Returns: (transfer container) (element-type MuDiffChange): the changes,
 *   in order, empty when the two armies are the same
 */
GPtrArray *
mu_roster_diff (MuEvaluation *a, MuEvaluation *b)
{
  GPtrArray *changes = g_ptr_array_new_with_free_func ((GDestroyNotify) change_free);
  g_autoptr(GHashTable) in_a = unit_index (a->roster);
  g_autoptr(GHashTable) in_b = unit_index (b->roster);
  guint commands = MAX (a->commands->len, b->commands->len);
  gint64 limit_a = mu_roster_get_points_limit (a->roster), limit_b = mu_roster_get_points_limit (b->roster);
  char *figures;

  named_by = b;
  if (a->list != b->list)
    {
      add (changes, MU_DIFF_LIST, -1,
           _("Army list"), g_strdup_printf ("%s → %s", a->list->name, b->list->name));
      return changes;
    }
  if (limit_a != limit_b)
    add (changes, MU_DIFF_OPTION, -1,
         _("Points limit"), g_strdup_printf ("%" G_GINT64_FORMAT " → %" G_GINT64_FORMAT, limit_a, limit_b));
  compare_options (changes, a, b, 0);
  figures = compare_figures (a->points, b->points, a->ruleset->has_points, a->figures, b->figures);
  if (figures != NULL)
    add (changes, MU_DIFF_FIGURES, -1, _("Army"), figures);
  compare_main_contingent (changes, a, b);
  for (guint c = 1; c < MAX (a->contingents->len, b->contingents->len); c++)
    compare_contingent (changes, a, b, c);
  for (guint i = 0; i < commands; i++)
    compare_command (changes, a, b, i, in_a, in_b);
  return changes;
}

/* "  changed: Legionarii (u3): + Upgrade…", names escaped as the terminal
 * shows them: a newline in a name cannot start a line of its own. */
static void
append_change (GString *text, MuDiffChange *change, const char *kind)
{
  g_string_append (text, change->command >= 0 ? "  " : "");
  if (kind != NULL)
    g_string_append_printf (text, "%s: ", kind);
  mu_escape_append (text, change->what, MU_ESCAPE_TERMINAL);
  if (change->text != NULL)
    {
      g_string_append (text, ": ");
      mu_escape_append (text, change->text, MU_ESCAPE_TERMINAL);
    }
  g_string_append_c (text, '\n');
}

static void
append_where (GString *text, MuDiffChange *change, gboolean with_text)
{
  mu_escape_append (text, change->where, MU_ESCAPE_TERMINAL);
  if (with_text)
    {
      g_string_append (text, ": ");
      mu_escape_append (text, change->text, MU_ESCAPE_TERMINAL);
    }
  g_string_append_c (text, '\n');
}

/**
 * mu_roster_diff_text:
 * @changes: (element-type MuDiffChange): what mu_roster_diff() found
 *
 * The changes as text, one line each, the lines of a command indented
 * under its name: "  changed: Legionarii (u3): + Upgrade legionarii to
 * veterans". Names and labels from files are written through mu_escape()
 * (%MU_ESCAPE_TERMINAL), so that none can forge a line.
 *
 * Returns: (transfer full): the text; "The two armies are the same." when
 *   there are no changes
 */
char *
mu_roster_diff_text (GPtrArray *changes)
{
  GString *text = g_string_new (NULL);
  int last = -1;
  static const char *kinds[] = {
    N_("list"), N_("option"), N_("figures"), N_("added"), N_("removed"), N_("moved"), N_("changed") };

  if (changes->len == 0)
    g_string_append_printf (text, "%s\n", _("The two armies are the same."));
  for (guint i = 0; i < changes->len; i++)
    {
      MuDiffChange *change = changes->pdata[i];

      if (change->command >= 0 && change->command != last)
        {
          last = change->command;
          if (change->kind == MU_DIFF_FIGURES)
            {
              append_where (text, change, TRUE);
              continue;
            }
          if ((change->kind != MU_DIFF_ADDED && change->kind != MU_DIFF_REMOVED) || change->text != NULL)
            append_where (text, change, FALSE);
        }
      if (change->command < 0 && change->kind == MU_DIFF_FIGURES)
        {
          append_change (text, change, NULL);
          continue;
        }
      append_change (text, change, _(kinds[change->kind]));
    }
  return g_string_free (text, FALSE);
}

/**
 * mu_diff_kind_name:
 * @kind: a kind of change, one of the #MuDiffKind values
 *
 * Gives the untranslated name of a kind of roster change, the one the
 * machine-readable output of a roster comparison prints; it never changes
 * between versions. @kind must be a valid #MuDiffKind: there is no check.
 *
 * Returns: (transfer none): its stable name, a static string: "list",
 *   "option", "figures", "added", "removed", "moved" or "changed"
 */
const char *
mu_diff_kind_name (MuDiffKind kind)
{
  static const char *names[] = { "list", "option", "figures", "added", "removed", "moved", "changed" };

  return names[kind];
}
