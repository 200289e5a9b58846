/* mu-list-draft.c: an army list being edited
 *
 * Every edit keeps a copy of the list as it was before, so undo and redo
 * restore whole states: a list is a few dozen rows, and a copy of one is
 * cheap beside the certainty that undo gives back exactly what was there.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "mu-ally-row.h"
#include "mu-army-list.h"
#include "mu-atomic-file.h"
#include "mu-list-draft-private.h"
#include "mu-library.h"
#include "mu-list-draft.h"
#include "mu-list-number.h"
#include "mu-option-def.h"
#include "mu-ruleset-class.h"
#include "mu-ruleset.h"

struct _MuListDraft
{
  GObject parent_instance;
  MuRuleset *ruleset;
  MuDraftState *state;
  GPtrArray *undo;   /* MuDraftState, oldest first */
  GPtrArray *redo;   /* MuDraftState, the next to redo last */
  GHashTable *by_id; /* row id → its first MuDraftRow in the book's order, or NULL until asked */
  gboolean holding;  /* edits are not kept for undo (a list being read) */
};

G_DEFINE_FINAL_TYPE (MuListDraft, mu_list_draft, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

enum
{
  CHANGED,
  N_SIGNALS
};

static GParamSpec *props[N_PROPS];
static guint signals[N_SIGNALS];

static void
mu_list_draft_finalize (GObject *object)
{
  MuListDraft *self = MU_LIST_DRAFT (object);

  g_clear_pointer (&self->ruleset, mu_ruleset_unref);
  mu_draft_state_free (self->state);
  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);
  g_clear_pointer (&self->by_id, g_hash_table_unref);
  G_OBJECT_CLASS (mu_list_draft_parent_class)->finalize (object);
}

static void
mu_list_draft_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MuListDraft *self = MU_LIST_DRAFT (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, mu_list_draft_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, mu_list_draft_can_redo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mu_list_draft_class_init (MuListDraftClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = mu_list_draft_finalize;
  object_class->get_property = mu_list_draft_get_property;

  /**
   * MuListDraft:can-undo:
   *
   * Whether there is an edit to undo.
   */
  props[PROP_CAN_UNDO]
      = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * MuListDraft:can-redo:
   *
   * Whether there is an undone edit to redo.
   */
  props[PROP_CAN_REDO]
      = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  /**
   * MuListDraft::changed:
   *
   * Emitted after every edit, undo and redo.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                   NULL, G_TYPE_NONE, 0);
}

static void
mu_list_draft_init (MuListDraft *self)
{
  self->state = mu_draft_state_new ();
  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_draft_state_free);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_draft_state_free);
}

/**
 * mu_list_draft_new:
 * @ruleset: (transfer none): the ruleset the list is for
 * @id: the list's id (copied)
 *
 * Starts a new army list for @ruleset, holding a reference on it: no
 * header but the id, no options, rows or footnotes. It cannot fail.
 *
 * Returns: (transfer full): an empty list at revision 1, with nothing to undo
 */
MuListDraft *
mu_list_draft_new (MuRuleset *ruleset, const char *id)
{
  MuListDraft *self = g_object_new (MU_TYPE_LIST_DRAFT, NULL);

  self->ruleset = mu_ruleset_ref (ruleset);
  self->state->id = g_strdup (id);
  self->state->ruleset_id = g_strdup (ruleset->id);
  return self;
}

/**
 * mu_list_draft_new_from_list:
 * @list: (transfer none): a loaded list
 *
 * Starts editing a copy of a list: its header, options, rows and
 * footnotes, each footnote's rules gathered back under it.
 *
 * Returns: (transfer full): the draft, with nothing to undo
 */
MuListDraft *
mu_list_draft_new_from_list (MuArmyList *list)
{
  MuListDraft *self = mu_list_draft_new (list->ruleset, list->id);

  mu_draft_state_take_list (self->state, list);
  return self;
}

/**
 * mu_list_draft_likeliest_ruleset:
 * @library: (transfer none): a library
 *
 * The ruleset a new or pasted list is most likely for: the one of which
 * the library holds the most lists (the first of them by
 * mu_library_sorted_rulesets ()'s order when two hold as many).
 *
 * Returns: (transfer none) (nullable): the ruleset, or %NULL for a library
 *   without rulesets
 */
MuRuleset *
mu_list_draft_likeliest_ruleset (MuLibrary *library)
{
  g_autoptr(GPtrArray) sorted = mu_library_sorted_rulesets (library);
  MuRuleset *best = sorted->len > 0 ? sorted->pdata[0] : NULL;
  guint most = 0;

  for (guint i = 0; i < sorted->len; i++)
    {
      guint count = 0;

      for (guint j = 0; j < library->lists->len; j++)
        count += ((MuArmyList *) library->lists->pdata[j])->ruleset == sorted->pdata[i];
      if (count > most)
        most = count, best = sorted->pdata[i];
    }
  return best;
}

/**
 * mu_list_draft_get_ruleset:
 * @self: a draft
 *
 * The ruleset the draft was made for, which prices and checks its rows; it
 * never changes.
 *
 * Returns: (transfer none): the ruleset the list is for
 */
MuRuleset *
mu_list_draft_get_ruleset (MuListDraft *self)
{
  return self->ruleset;
}

/**
 * mu_list_draft_get_vocabulary:
 * @self: a draft
 * @attribute: a row attribute of the ruleset's own ("type", "quality",
 *   "upgrade" for To the Strongest!)
 *
 * What a row's attribute may be, for a chooser: ids and labels in turn.
 *
 * Returns: (transfer full) (nullable): id, label, id, label …, NULL-ended;
 *   NULL when the ruleset gives no fixed set for @attribute
 */
char **
mu_list_draft_get_vocabulary (MuListDraft *self, const char *attribute)
{
  if (self->ruleset->klass == NULL || self->ruleset->klass->vocabulary == NULL)
    return NULL;
  return self->ruleset->klass->vocabulary (self->ruleset, attribute);
}

/* Before every edit: keep the list as it is for undo, forget what was undone. */
static void
begin_edit (MuListDraft *self)
{
  if (!self->holding)
    g_ptr_array_add (self->undo, mu_draft_state_copy (self->state));
  g_ptr_array_set_size (self->redo, 0);
}

/* The index of rows by id no longer says where each row is. */
static void
forget_index (MuListDraft *self)
{
  g_clear_pointer (&self->by_id, g_hash_table_unref);
}

/**
 * mu_list_draft_hold_history:
 * @self: a draft
 * @hold: %TRUE to stop keeping edits for undo, %FALSE to keep them again
 *
 * While held, an edit keeps no copy of the list for undo, so a list read
 * row by row (an import of thousands of rows) costs time linear in its
 * rows; what was kept before stays undoable. Call
 * mu_list_draft_forget_edits () after a held run, since undo would skip
 * back over all of it.
 */
void
mu_list_draft_hold_history (MuListDraft *self, gboolean hold)
{
  self->holding = hold;
}

static void
end_edit (MuListDraft *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_CAN_REDO]);
  g_signal_emit (self, signals[CHANGED], 0);
}

static char **
header_slot (MuDraftState *state, const char *field)
{
  if (g_str_equal (field, "id"))
    return &state->id;
  if (g_str_equal (field, "name"))
    return &state->name;
  if (g_str_equal (field, "period"))
    return &state->period;
  if (g_str_equal (field, "source"))
    return &state->source;
  if (g_str_equal (field, "description"))
    return &state->description;
  if (g_str_equal (field, "allies"))
    return &state->allies;
  if (g_str_equal (field, "notes"))
    return &state->notes;
  return NULL;
}

/**
 * mu_list_draft_get_field:
 * @self: a draft
 * @field: "id", "name", "period", "source", "description", "allies" or "notes"
 *
 * Reads one field of the list's header. Any other @field is a programming
 * error: it is reported with a critical warning and gives %NULL.
 *
 * Returns: (nullable) (transfer none): the header field, NULL when unset
 */
const char *
mu_list_draft_get_field (MuListDraft *self, const char *field)
{
  char **slot = header_slot (self->state, field);

  g_return_val_if_fail (slot != NULL, NULL);
  return *slot;
}

/**
 * mu_list_draft_set_field:
 * @self: a draft
 * @field: as for mu_list_draft_get_field ()
 * @value: (nullable): the new text (copied); NULL or "" unsets it
 *
 * Sets a header field: one undoable edit.
 */
void
mu_list_draft_set_field (MuListDraft *self, const char *field, const char *value)
{
  char **slot = header_slot (self->state, field);

  g_return_if_fail (slot != NULL);
  if (value != NULL && *value == '\0')
    value = NULL;
  begin_edit (self);
  slot = header_slot (self->state, field);
  g_free (*slot);
  *slot = g_strdup (value);
  end_edit (self);
}

/**
 * mu_list_draft_name_list:
 * @self: a draft
 * @name: (nullable): the list's new name (copied); NULL or "" unsets it
 * @id: (nullable): its new id (copied), NULL to keep the one it has
 *
 * Names the list and, with @id, gives it that id too: one undoable edit,
 * as when the id follows the name typed.
 */
void
mu_list_draft_name_list (MuListDraft *self, const char *name, const char *id)
{
  if (name != NULL && *name == '\0')
    name = NULL;
  begin_edit (self);
  g_free (self->state->name);
  self->state->name = g_strdup (name);
  if (id != NULL && *id != '\0')
    {
      g_free (self->state->id);
      self->state->id = g_strdup (id);
    }
  end_edit (self);
}

/**
 * mu_list_draft_add_ally:
 * @self: a draft
 * @list_id: the id of the allies' army list (copied)
 * @name: the allies as the book names them (copied)
 * @markers: (nullable): the footnote markers printed beside them (copied)
 *
 * Adds an ally to the list's allies row, after the others: one undoable
 * edit. The list file writes it as <ally list="…" name="…" markers="…"/>.
 */
void
mu_list_draft_add_ally (MuListDraft *self, const char *list_id, const char *name, const char *markers)
{
  MuAllyRow *row = g_new0 (MuAllyRow, 1);

  row->list_id = g_strdup (list_id);
  row->name = g_strdup (name);
  row->markers = markers != NULL && *markers != '\0' ? g_strdup (markers) : NULL;
  begin_edit (self);
  g_ptr_array_add (self->state->ally_rows, row);
  end_edit (self);
}

/**
 * mu_list_draft_get_allies:
 * @self: a draft
 *
 * The allies of the list's allies row as it stands. The array is replaced
 * by undo and redo, so do not keep it past the next edit.
 *
 * Returns: (transfer none) (element-type MuAllyRow): the allies in the
 *   book's order; change them only through the draft
 */
GPtrArray *
mu_list_draft_get_allies (MuListDraft *self)
{
  return self->state->ally_rows;
}

/**
 * mu_list_draft_remove_ally:
 * @self: a draft
 * @index: the ally's position in mu_list_draft_get_allies ()
 *
 * Removes an ally from the list's allies row.
 *
 * Returns: %TRUE when the ally was there and is gone (one undoable edit);
 *   %FALSE, with nothing changed, when @index is past the last ally
 */
gboolean
mu_list_draft_remove_ally (MuListDraft *self, guint index)
{
  if (index >= self->state->ally_rows->len)
    return FALSE;
  begin_edit (self);
  g_ptr_array_remove_index (self->state->ally_rows, index);
  end_edit (self);
  return TRUE;
}

/**
 * mu_list_draft_set_ally:
 * @self: a draft
 * @index: the ally's position in mu_list_draft_get_allies ()
 * @field: "list" (the id of the allies' list), "name" (as the book names
 *   them), "markers" (the footnote markers printed beside them) or "mark"
 *   (why an import's choice of its list is to be checked)
 * @value: (nullable): the new text (copied); NULL or "" unsets it
 *
 * Changes one field of an ally of the list's allies row. An ally left
 * without a list or a name is kept, and reported by mu_list_draft_check ();
 * choosing its list clears its mark.
 *
 * Returns: %TRUE when set (one undoable edit); %FALSE, with nothing
 *   changed, when there is no such ally or field
 */
gboolean
mu_list_draft_set_ally (MuListDraft *self, guint index, const char *field, const char *value)
{
  MuAllyRow *row;
  char **slot;

  if (index >= self->state->ally_rows->len
      || (!g_str_equal (field, "list") && !g_str_equal (field, "name") && !g_str_equal (field, "markers")
          && !g_str_equal (field, "mark")))
    return FALSE;
  if (value != NULL && *value == '\0')
    value = NULL;
  begin_edit (self);
  row = self->state->ally_rows->pdata[index];
  slot = g_str_equal (field, "list")   ? &row->list_id
         : g_str_equal (field, "name") ? &row->name
         : g_str_equal (field, "mark") ? &row->mark
                                       : &row->markers;
  g_free (*slot);
  *slot = g_strdup (value);
  /* a list chosen by the player is no longer a guess */
  if (g_str_equal (field, "list"))
    g_clear_pointer (&row->mark, g_free);
  end_edit (self);
  return TRUE;
}

/**
 * mu_list_draft_get_revision:
 * @self: a draft
 *
 * The revision the list file will carry: the loaded list's own for a draft
 * of one, as set by mu_list_draft_set_revision() after that.
 *
 * Returns: the list's revision, 1 for a new list
 */
gint64
mu_list_draft_get_revision (MuListDraft *self)
{
  return self->state->revision;
}

/**
 * mu_list_draft_set_revision:
 * @self: a draft
 * @revision: the revision, at least 1
 *
 * Sets the revision: one undoable edit.
 */
void
mu_list_draft_set_revision (MuListDraft *self, gint64 revision)
{
  g_return_if_fail (revision >= 1);
  begin_edit (self);
  self->state->revision = revision;
  end_edit (self);
}

/**
 * mu_list_draft_set_revised:
 * @self: a draft
 * @day: (nullable): the day the revision is saved, YYYY-MM-DD, or NULL for
 *   none; copied
 *
 * Sets the day the list file says its revision was saved (its `revised`
 * attribute): one undoable edit. The day is not checked here; the list's
 * schema checks it.
 */
void
mu_list_draft_set_revised (MuListDraft *self, const char *day)
{
  begin_edit (self);
  g_free (self->state->revised);
  self->state->revised = g_strdup (day);
  end_edit (self);
}

/**
 * mu_list_draft_get_options:
 * @self: a draft
 *
 * The army options of the list as it stands. The array is replaced by
 * undo and redo, so do not keep it past the next edit.
 *
 * Returns: (transfer none) (element-type MuOptionDef): the army options
 *   (army date, variants, readings); change them only through the draft
 */
GPtrArray *
mu_list_draft_get_options (MuListDraft *self)
{
  return self->state->options;
}

/**
 * mu_list_draft_add_option:
 * @self: a draft
 * @def: (transfer none): the option (copied)
 *
 * Adds an army option, or replaces the one with its id: one undoable edit.
 */
void
mu_list_draft_add_option (MuListDraft *self, const MuOptionDef *def)
{
  MuOptionDef *old;

  begin_edit (self);
  old = mu_option_defs_find (self->state->options, def->id);
  if (old != NULL)
    {
      guint at = 0;

      g_ptr_array_find (self->state->options, old, &at);
      g_ptr_array_insert (self->state->options, at, mu_option_def_copy (def));
      g_ptr_array_remove (self->state->options, old);
    }
  else
    g_ptr_array_add (self->state->options, mu_option_def_copy (def));
  end_edit (self);
}

/**
 * mu_list_draft_remove_option:
 * @self: a draft
 * @id: the option's id
 *
 * Removes an army option by its id: one undoable edit. Footnote rules that
 * depend on the option are left as they are; mu_list_draft_check()
 * reports them.
 *
 * Returns: %TRUE when the option was there and is gone (one undoable
 *   edit); %FALSE, with nothing changed, when no option has @id
 */
gboolean
mu_list_draft_remove_option (MuListDraft *self, const char *id)
{
  if (mu_option_defs_find (self->state->options, id) == NULL)
    return FALSE;
  begin_edit (self);
  g_ptr_array_remove (self->state->options, mu_option_defs_find (self->state->options, id));
  end_edit (self);
  return TRUE;
}

/* The option of @id in the state being edited, after begin_edit () */
static MuOptionDef *
edited_option (MuListDraft *self, const char *id)
{
  return mu_option_defs_find (self->state->options, id);
}

/* The text field of an option named @field, or NULL */
static char **
text_field (MuOptionDef *def, const char *field)
{
  if (g_str_equal (field, "label"))
    return &def->label;
  if (g_str_equal (field, "default"))
    return &def->default_value;
  if (g_str_equal (field, "description"))
    return &def->description;
  if (g_str_equal (field, "ref"))
    return &def->reference;
  return NULL;
}

/**
 * mu_list_draft_set_option:
 * @self: a draft
 * @id: the army option's id
 * @field: "label" (its name), "default" (the value an army starts with: a
 *   choice's id, or a year), "description" (why the rule is doubtful, for
 *   a reading), "ref" (where the rulebook says it), "interpretation"
 *   ("true": the option is a reading of the rules, not an army's choice;
 *   NULL or "": an army's choice), or for a year or number option "min" or
 *   "max" (a whole number; a negative year is BC)
 * @value: (nullable): the new value (copied); NULL or "" unsets a label, a
 *   default, a description or a reference
 *
 * Changes one field of an army option. A default that is not one of its
 * values is kept, and reported by mu_list_draft_check ().
 *
 * Returns: %TRUE when set (one undoable edit); %FALSE, with nothing
 *   changed, when no option has @id, @field is not one of these, or a
 *   bound is not a whole number
 */
gboolean
mu_list_draft_set_option (MuListDraft *self, const char *id, const char *field, const char *value)
{
  MuOptionDef *def = mu_option_defs_find (self->state->options, id);
  gboolean bound = g_str_equal (field, "min") || g_str_equal (field, "max");
  gint64 number = 0;

  if (value != NULL && *value == '\0')
    value = NULL;
  if (def == NULL || (!bound && text_field (def, field) == NULL && !g_str_equal (field, "interpretation")))
    return FALSE;
  if (bound
      && (def->kind == MU_OPTION_CHOICE || def->kind == MU_OPTION_TEXT || value == NULL
          || !g_ascii_string_to_signed (value, 10, G_MININT64, G_MAXINT64, &number, NULL)))
    return FALSE;
  begin_edit (self);
  def = edited_option (self, id);
  if (g_str_equal (field, "min"))
    def->min = number;
  else if (g_str_equal (field, "max"))
    def->max = number;
  else if (g_str_equal (field, "interpretation"))
    def->interpretation = g_strcmp0 (value, "true") == 0;
  else
    {
      char **slot = text_field (def, field);

      g_free (*slot);
      *slot = g_strdup (value);
    }
  end_edit (self);
  return TRUE;
}

/**
 * mu_list_draft_add_choice:
 * @self: a draft
 * @option: the id of a choice option (a variant such as Eastern or
 *   Western)
 * @choice: the new choice's id (copied)
 * @label: (nullable): its name (copied); NULL names it by its id
 *
 * Adds a choice to an army option, after the others: one undoable edit.
 * An option without a default takes its first choice as the default.
 *
 * Returns: %FALSE, with nothing changed, when @option names no choice
 *   option or it has a choice @choice already
 */
gboolean
mu_list_draft_add_choice (MuListDraft *self, const char *option, const char *choice, const char *label)
{
  MuOptionDef *def = mu_option_defs_find (self->state->options, option);
  MuChoice *added;

  if (def == NULL || def->kind != MU_OPTION_CHOICE || choice == NULL || *choice == '\0'
      || (def->choices != NULL && mu_option_def_choice_label (def, choice) != NULL))
    return FALSE;
  begin_edit (self);
  def = edited_option (self, option);
  added = g_new0 (MuChoice, 1);
  added->id = g_strdup (choice);
  added->label = g_strdup (label != NULL && *label != '\0' ? label : choice);
  g_ptr_array_add (def->choices, added);
  if (def->default_value == NULL)
    def->default_value = g_strdup (choice);
  end_edit (self);
  return TRUE;
}

/**
 * mu_list_draft_remove_choice:
 * @self: a draft
 * @option: the id of a choice option
 * @choice: the id of one of its choices
 *
 * Removes a choice of an army option: one undoable edit. When it was the
 * default, the first choice left becomes the default. Footnote rules that
 * name it are left as they are; mu_list_draft_check () reports them.
 *
 * Returns: %FALSE, with nothing changed, when the option or the choice is
 *   not there
 */
gboolean
mu_list_draft_remove_choice (MuListDraft *self, const char *option, const char *choice)
{
  MuOptionDef *def = mu_option_defs_find (self->state->options, option);

  if (def == NULL || def->kind != MU_OPTION_CHOICE || mu_option_def_choice_label (def, choice) == NULL)
    return FALSE;
  begin_edit (self);
  def = edited_option (self, option);
  for (guint i = 0; i < def->choices->len; i++)
    if (g_str_equal (((MuChoice *) def->choices->pdata[i])->id, choice))
      g_ptr_array_remove_index (def->choices, i--);
  if (g_strcmp0 (def->default_value, choice) == 0)
    {
      g_free (def->default_value);
      def->default_value
          = def->choices->len > 0 ? g_strdup (((MuChoice *) def->choices->pdata[0])->id) : NULL;
    }
  end_edit (self);
  return TRUE;
}

/**
 * mu_list_draft_get_rows:
 * @self: a draft
 *
 * The rows of the list as it stands. The array and its rows are replaced
 * by undo and redo, so do not keep them past the next edit.
 *
 * Returns: (transfer none) (element-type MuDraftRow): the top-level rows in
 *   the book's order, each with its upgrade rows; change them only through
 *   the draft
 */
GPtrArray *
mu_list_draft_get_rows (MuListDraft *self)
{
  return self->state->rows;
}

static void
index_rows (GHashTable *by_id, GPtrArray *rows)
{
  for (guint i = 0; i < rows->len; i++)
    {
      MuDraftRow *row = rows->pdata[i];

      if (row->id != NULL && !g_hash_table_contains (by_id, row->id))
        g_hash_table_insert (by_id, row->id, row);
      index_rows (by_id, row->children);
    }
}

/**
 * mu_list_draft_find_row:
 * @self: a draft
 * @id: (nullable): a row id
 *
 * Finds a row by its id, among the top-level rows and their upgrade rows
 * however deep, the first in the book's order when two share it.
 *
 * Returns: (nullable) (transfer none): the row, at any depth, or %NULL when
 *   @id is %NULL or names no row; valid until
 *   the next edit, undo or redo
 */
MuDraftRow *
mu_list_draft_find_row (MuListDraft *self, const char *id)
{
  if (id == NULL)
    return NULL;
  if (self->by_id == NULL)
    {
      self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
      index_rows (self->by_id, self->state->rows);
    }
  return g_hash_table_lookup (self->by_id, id);
}

/**
 * mu_list_draft_add_row:
 * @self: a draft
 * @parent_id: (nullable): the row it upgrades, NULL for a top-level row
 * @id: its id, unique in the list
 * @kind: (nullable): "general", "general-upgrade", "hero", "camp",
 *   "fortification" …, NULL for a troop row or an upgrade row
 *
 * Adds a row after the last one (of its parent): one undoable edit. Set its
 * fields with mu_list_draft_set_row ().
 *
 * Returns: (nullable) (transfer none): the row, NULL when @parent_id names no
 *   row or @id is taken
 */
MuDraftRow *
mu_list_draft_add_row (MuListDraft *self, const char *parent_id, const char *id, const char *kind)
{
  MuDraftRow *parent;
  MuDraftRow *row;

  if (mu_list_draft_find_row (self, id) != NULL
      || (parent_id != NULL && mu_list_draft_find_row (self, parent_id) == NULL))
    return NULL;
  begin_edit (self);
  parent = mu_list_draft_find_row (self, parent_id);
  row = mu_draft_row_new (id, kind);
  row->parent = parent;
  g_ptr_array_add (parent != NULL ? parent->children : self->state->rows, row);
  if (self->by_id != NULL)
    g_hash_table_insert (self->by_id, row->id, row);
  end_edit (self);
  return row;
}

/* A row renamed: the footnotes that named it name it still. */
static void
rename_in_rules (MuDraftState *state, const char *old_id, const char *new_id)
{
  for (guint i = 0; i < state->footnotes->len; i++)
    {
      MuDraftFootnote *footnote = state->footnotes->pdata[i];

      for (guint j = 0; j < footnote->rules->len; j++)
        {
          MuDraftRule *rule = footnote->rules->pdata[j];
          for (guint k = 0; k <= rule->groups->len; k++)
            {
              char **slot = k == 0 ? &rule->entries : (char **) &rule->groups->pdata[k - 1];
              g_auto(GStrv) ids = g_strsplit (*slot != NULL ? *slot : "", " ", -1);

              if (*slot == NULL)
                continue;
              for (guint n = 0; ids[n] != NULL; n++)
                if (g_str_equal (ids[n], old_id))
                  {
                    g_free (ids[n]);
                    ids[n] = g_strdup (new_id);
                  }
              g_free (*slot);
              *slot = g_strjoinv (" ", ids);
            }
        }
    }
}

/* The book's dash in the save or cost column: the row has none of its own */
static gboolean
printed_blank (const char *field, const char *value)
{
  g_autofree char *bare = NULL;

  if (value == NULL || (!g_str_equal (field, "printed-save") && !g_str_equal (field, "printed-cost")))
    return FALSE;
  bare = g_strstrip (g_strdup (value));
  return g_str_equal (bare, "-") || g_str_equal (bare, "–") || g_str_equal (bare, "—");
}

/**
 * mu_list_draft_set_row:
 * @self: a draft
 * @id: the row's id
 * @field: as for mu_draft_row_get (); "id" renames the row, in the
 *   footnotes' rules too
 * @value: (nullable): the new value (copied); NULL or "" unsets it, and
 *   so does a dash as the book prints it for a printed save or cost; a
 *   number is read as the book prints it (mu_list_number_read ()):
 *   "Half or more" is "half-or-more", and "0-3*" sets the markers too
 *
 * Sets one field of a row: one undoable edit. A row an import marked for
 * the player loses its mark when another field than its id is set, but
 * while the history is held (mu_list_draft_hold_history ()): the player
 * has mended it.
 *
 * Returns: FALSE when no row has @id, or a rename would take another's id
 */
gboolean
mu_list_draft_set_row (MuListDraft *self, const char *id, const char *field, const char *value)
{
  MuDraftRow *row = mu_list_draft_find_row (self, id);
  g_autofree char *old_id = g_strdup (id);
  g_autofree char *number = NULL;
  g_autofree char *markers = NULL;

  if (row == NULL)
    return FALSE;
  if (printed_blank (field, value))
    value = NULL;
  /* "Half or more" as "half-or-more"; "0-3*" as "0-3", its marker too */
  if (g_str_equal (field, "number") && (number = mu_list_number_read (value, &markers)) != NULL)
    value = number;
  if (g_str_equal (field, "id")
      && (value == NULL || *value == '\0'
          || (!g_str_equal (value, id) && mu_list_draft_find_row (self, value) != NULL)))
    return FALSE;
  begin_edit (self);
  row = mu_list_draft_find_row (self, old_id);
  mu_draft_row_set (row, field, value);
  if (markers != NULL)
    mu_draft_row_set (row, "markers", markers);
  /* a row the import marked is mended by the player's edit of it */
  if (!self->holding && !g_str_equal (field, "id") && !g_str_equal (field, "mark"))
    g_clear_pointer (&row->mark, g_free);
  if (g_str_equal (field, "id"))
    {
      forget_index (self);
      rename_in_rules (self->state, old_id, value);
    }
  end_edit (self);
  return TRUE;
}

/**
 * mu_list_draft_name_row:
 * @self: a draft
 * @id: the row's id
 * @name: (nullable): its new name (copied); NULL or "" unsets it
 * @new_id: (nullable): its new id, NULL to keep the one it has
 *
 * Names a row and, with @new_id, gives it that id too (in the footnotes'
 * rules as well): one undoable edit, as when a row named for the first
 * time takes its id from its name.
 *
 * Returns: FALSE when no row has @id, or @new_id is another row's
 */
gboolean
mu_list_draft_name_row (MuListDraft *self, const char *id, const char *name, const char *new_id)
{
  return mu_list_draft_set_row_with_id (self, id, "name", name, new_id);
}

/**
 * mu_list_draft_set_row_with_id:
 * @self: a draft
 * @id: the row's id
 * @field: as for mu_list_draft_set_row (), but "id"
 * @value: (nullable): its new value (copied); NULL or "" unsets it
 * @new_id: (nullable): the row's new id, NULL to keep the one it has
 *
 * Sets one field of a row and, with @new_id, gives it that id too (in the
 * footnotes' rules as well): one undoable edit, as when an upgrade row
 * described for the first time takes its id from its description.
 *
 * Returns: FALSE when no row has @id, or @new_id is another row's
 */
gboolean
mu_list_draft_set_row_with_id (MuListDraft *self, const char *id, const char *field, const char *value,
                               const char *new_id)
{
  MuDraftRow *row = mu_list_draft_find_row (self, id);
  g_autofree char *old_id = g_strdup (id);

  if (row == NULL || (new_id != NULL && *new_id == '\0') || g_str_equal (field, "id"))
    return FALSE;
  if (new_id != NULL && !g_str_equal (new_id, id) && mu_list_draft_find_row (self, new_id) != NULL)
    return FALSE;
  if (printed_blank (field, value))
    value = NULL;
  begin_edit (self);
  row = mu_list_draft_find_row (self, old_id);
  mu_draft_row_set (row, field, value);
  if (new_id != NULL)
    {
      mu_draft_row_set (row, "id", new_id);
      forget_index (self);
      rename_in_rules (self->state, old_id, new_id);
    }
  end_edit (self);
  return TRUE;
}

static GPtrArray *
siblings (MuListDraft *self, MuDraftRow *row)
{
  return row->parent != NULL ? row->parent->children : self->state->rows;
}

/**
 * mu_list_draft_remove_row:
 * @self: a draft
 * @id: the row's id
 *
 * Removes a row and its upgrade rows: one undoable edit. Footnote rules
 * that named them are left as they are, and reported by
 * mu_list_draft_check () until they are mended.
 *
 * Returns: FALSE when no row has @id
 */
gboolean
mu_list_draft_remove_row (MuListDraft *self, const char *id)
{
  MuDraftRow *row;

  if (mu_list_draft_find_row (self, id) == NULL)
    return FALSE;
  begin_edit (self);
  row = mu_list_draft_find_row (self, id);
  forget_index (self);
  g_ptr_array_remove (siblings (self, row), row);
  end_edit (self);
  return TRUE;
}

/**
 * mu_list_draft_move_row:
 * @self: a draft
 * @id: the row's id
 * @position: its new place among the rows of its parent (or the top-level
 *   rows), from 0; past the end is the end
 *
 * Moves a row in the book's order: one undoable edit.
 *
 * Returns: FALSE when no row has @id
 */
gboolean
mu_list_draft_move_row (MuListDraft *self, const char *id, guint position)
{
  MuDraftRow *row;
  GPtrArray *rows;
  guint at = 0;

  if (mu_list_draft_find_row (self, id) == NULL)
    return FALSE;
  begin_edit (self);
  row = mu_list_draft_find_row (self, id);
  rows = siblings (self, row);
  forget_index (self);
  g_ptr_array_find (rows, row, &at);
  g_ptr_array_steal_index (rows, at);
  g_ptr_array_insert (rows, MIN (position, rows->len), row);
  end_edit (self);
  return TRUE;
}

/**
 * mu_list_draft_get_footnotes:
 * @self: a draft
 *
 * The footnotes of the list as it stands, with their rules; footnotes are
 * addressed by their index in this array. It is replaced by undo and redo,
 * so do not keep it past the next edit.
 *
 * Returns: (transfer none) (element-type MuDraftFootnote): the footnotes in
 *   the book's order; change them only through the draft
 */
GPtrArray *
mu_list_draft_get_footnotes (MuListDraft *self)
{
  return self->state->footnotes;
}

/**
 * mu_list_draft_add_footnote:
 * @self: a draft
 * @marker: (nullable): the mark printed on its rows ("*")
 * @reference: (nullable): the book and place it is printed
 * @text: (nullable): the footnote in words
 *
 * Adds a footnote after the last: one undoable edit. Add its rules with
 * mu_list_draft_add_rule ().
 *
 * Returns: its index
 */
guint
mu_list_draft_add_footnote (MuListDraft *self, const char *marker, const char *reference, const char *text)
{
  begin_edit (self);
  g_ptr_array_add (self->state->footnotes, mu_draft_footnote_new (marker, reference, text));
  end_edit (self);
  return self->state->footnotes->len - 1;
}

/**
 * mu_list_draft_set_footnote:
 * @self: a draft
 * @index: the footnote's index
 * @field: "marker", "ref", "text" or "mark"
 * @value: (nullable): the new value (copied); NULL or "" unsets it
 *
 * Sets one field of a footnote: its marker, its reference, its text, or
 * the mark an import leaves on a footnote it kept as text.
 *
 * Returns: %TRUE when set (one undoable edit); %FALSE, with nothing
 *   changed, when there is no such footnote or field
 */
gboolean
mu_list_draft_set_footnote (MuListDraft *self, guint index, const char *field, const char *value)
{
  MuDraftFootnote *footnote;
  char **slot;

  if (index >= self->state->footnotes->len)
    return FALSE;
  if (!g_str_equal (field, "marker") && !g_str_equal (field, "ref") && !g_str_equal (field, "text")
      && !g_str_equal (field, "mark"))
    return FALSE;
  if (value != NULL && *value == '\0')
    value = NULL;
  begin_edit (self);
  footnote = self->state->footnotes->pdata[index];
  if (g_str_equal (field, "marker"))
    slot = &footnote->marker;
  else if (g_str_equal (field, "ref"))
    slot = &footnote->reference;
  else if (g_str_equal (field, "text"))
    slot = &footnote->text;
  else
    slot = &footnote->mark;
  g_free (*slot);
  *slot = g_strdup (value);
  end_edit (self);
  return TRUE;
}

/**
 * mu_list_draft_add_rule:
 * @self: a draft
 * @footnote: the footnote's index
 * @rule: (transfer full): the rule
 *
 * Adds a rule to a footnote: one undoable edit. A footnote that was kept as
 * text for the player (its mark set) is no longer marked.
 *
 * Returns: FALSE (and @rule freed) when there is no such footnote
 */
gboolean
mu_list_draft_add_rule (MuListDraft *self, guint footnote, MuDraftRule *rule)
{
  MuDraftFootnote *note;

  if (footnote >= self->state->footnotes->len)
    {
      mu_draft_rule_free (rule);
      return FALSE;
    }
  begin_edit (self);
  note = self->state->footnotes->pdata[footnote];
  g_ptr_array_add (note->rules, rule);
  g_clear_pointer (&note->mark, g_free);
  end_edit (self);
  return TRUE;
}

/**
 * mu_list_draft_set_rule:
 * @self: a draft
 * @footnote: the footnote's index
 * @index: the rule's index in it
 * @rule: (transfer full): the rule that takes its place
 *
 * Replaces one rule of a footnote, in its place: one undoable edit (a form
 * that changes a rule's rows or years). A footnote an import marked, its
 * rule read from its words, is no longer marked: the player checked it.
 *
 * Returns: %TRUE when replaced; %FALSE, with nothing changed and @rule
 *   freed, when there is no such footnote or rule
 */
gboolean
mu_list_draft_set_rule (MuListDraft *self, guint footnote, guint index, MuDraftRule *rule)
{
  MuDraftFootnote *note;

  if (footnote >= self->state->footnotes->len
      || index >= ((MuDraftFootnote *) self->state->footnotes->pdata[footnote])->rules->len)
    {
      mu_draft_rule_free (rule);
      return FALSE;
    }
  begin_edit (self);
  note = self->state->footnotes->pdata[footnote];
  mu_draft_rule_free (note->rules->pdata[index]);
  note->rules->pdata[index] = rule;
  /* a rule read from the footnote's words, changed, has been checked */
  g_clear_pointer (&note->mark, g_free);
  end_edit (self);
  return TRUE;
}

/**
 * mu_list_draft_remove_rule:
 * @self: a draft
 * @footnote: the footnote's index
 * @rule: the rule's index in it
 *
 * Removes one rule of a footnote; the footnote itself stays, with its
 * text.
 *
 * Returns: %TRUE when removed (one undoable edit); %FALSE, with nothing
 *   changed, when there is no such footnote or rule
 */
gboolean
mu_list_draft_remove_rule (MuListDraft *self, guint footnote, guint rule)
{
  MuDraftFootnote *note;

  if (footnote >= self->state->footnotes->len)
    return FALSE;
  note = self->state->footnotes->pdata[footnote];
  if (rule >= note->rules->len)
    return FALSE;
  begin_edit (self);
  note = self->state->footnotes->pdata[footnote];
  g_ptr_array_remove_index (note->rules, rule);
  end_edit (self);
  return TRUE;
}

/**
 * mu_list_draft_remove_footnote:
 * @self: a draft
 * @index: the footnote's index
 *
 * Removes a footnote and its rules; the footnotes after it move up one
 * index. The rows' markers are left as they are.
 *
 * Returns: %TRUE when removed (one undoable edit); %FALSE, with nothing
 *   changed, when there is no such footnote
 */
gboolean
mu_list_draft_remove_footnote (MuListDraft *self, guint index)
{
  if (index >= self->state->footnotes->len)
    return FALSE;
  begin_edit (self);
  g_ptr_array_remove_index (self->state->footnotes, index);
  end_edit (self);
  return TRUE;
}

/**
 * mu_list_draft_forget_edits:
 * @self: (transfer full): a draft
 *
 * Forgets every edit, so the list as it stands is where undo stops (a list
 * just read from a table, say).
 *
 * Returns: (transfer full): @self
 */
MuListDraft *
mu_list_draft_forget_edits (MuListDraft *self)
{
  g_ptr_array_set_size (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_CAN_REDO]);
  return self;
}

/**
 * mu_list_draft_can_undo:
 * @self: a draft
 *
 * Whether mu_list_draft_undo() has an edit to take back; the same as the
 * #MuListDraft:can-undo property.
 *
 * Returns: whether there is an edit to undo
 */
gboolean
mu_list_draft_can_undo (MuListDraft *self)
{
  return self->undo->len > 0;
}

/**
 * mu_list_draft_can_redo:
 * @self: a draft
 *
 * Whether mu_list_draft_redo() has an undone edit to make again; the same
 * as the #MuListDraft:can-redo property. Any new edit empties it.
 *
 * Returns: whether there is an undone edit to redo
 */
gboolean
mu_list_draft_can_redo (MuListDraft *self)
{
  return self->redo->len > 0;
}

static gboolean
swap_state (MuListDraft *self, GPtrArray *from, GPtrArray *to)
{
  if (from->len == 0)
    return FALSE;
  g_ptr_array_add (to, self->state);
  self->state = g_ptr_array_steal_index (from, from->len - 1);
  forget_index (self);
  end_edit (self);
  return TRUE;
}

/**
 * mu_list_draft_undo:
 * @self: a draft
 *
 * Puts the list back as it was before the last edit. Rows and footnotes
 * got earlier are no longer valid.
 *
 * Returns: FALSE when there was nothing to undo
 */
gboolean
mu_list_draft_undo (MuListDraft *self)
{
  return swap_state (self, self->undo, self->redo);
}

/**
 * mu_list_draft_redo:
 * @self: a draft
 *
 * Makes the last undone edit again.
 *
 * Returns: FALSE when there was nothing to redo
 */
gboolean
mu_list_draft_redo (MuListDraft *self)
{
  return swap_state (self, self->redo, self->undo);
}

/**
 * mu_list_draft_check:
 * @self: a draft
 *
 * Checks the list as it stands: fills each row's derived cost and save and
 * its problem (a printed cost or save the ruleset does not derive, with the
 * reason; a troop type the ruleset does not have), and finds the list's
 * problems: a number the list idioms do not have (a range 5-3), a rule
 * naming no row, a footnote that no row is marked with or whose rules name
 * no row, two rows with one id, a row with neither name nor description.
 *
 * Returns: (transfer container) (element-type MuIssue): the problems, errors
 *   first; empty when the list would load and check clean
 */
GPtrArray *
mu_list_draft_check (MuListDraft *self)
{
  return mu_draft_state_check (self->state, self->ruleset);
}

/**
 * mu_list_draft_to_xml:
 * @self: a draft
 * @commented: whether to explain each part of the file in comments, for a
 *   skeleton to be filled in by hand
 *
 * Writes the list as it stands as a list file, whatever its problems: it
 * is not checked first (see mu_list_draft_check()). It cannot fail.
 *
 * Returns: (transfer full): the list file (army-list.rng), UTF-8
 */
char *
mu_list_draft_to_xml (MuListDraft *self, gboolean commented)
{
  return mu_draft_state_to_xml (self->state, commented, FALSE);
}

/**
 * mu_list_draft_build:
 * @self: a draft
 * @error: the first reason the list does not load, with its line in the
 *   file mu_list_draft_to_xml () writes
 *
 * Loads the list as it stands, from the file mu_list_draft_to_xml() writes
 * without comments, with the loader the library uses (only the draft's
 * ruleset known). Nothing is written to disk. The errors are the loader's, in the #MU_ERROR domain:
 * %MU_ERROR_FORMAT, %MU_ERROR_REFERENCE, %MU_ERROR_VALUE or
 * %MU_ERROR_MISMATCH among them.
 *
 * Returns: (transfer full) (nullable): the list loaded as the library would
 *   load it, or %NULL with @error set
 */
MuArmyList *
mu_list_draft_build (MuListDraft *self, GError **error)
{
  g_autofree char *xml = mu_list_draft_to_xml (self, FALSE);
  g_autoptr(GHashTable) rulesets = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree char *name = g_strdup_printf ("%s.xml", self->state->id ?: "list");

  g_hash_table_insert (rulesets, self->ruleset->id, self->ruleset);
  return mu_army_list_load_data (xml, strlen (xml), name, rulesets, error);
}

/**
 * mu_list_draft_save:
 * @self: a draft
 * @path: the list file to write
 * @error: `Could not save “PATH”: REASON`
 *
 * Writes the list file as mu_list_draft_to_xml () gives it, atomically: a
 * temporary file beside @path is flushed to the disk, then renamed into
 * place, so @path is the old list or the new one, never half of either.
 * The list is not checked first: see mu_list_draft_check ().
 *
 * Returns: TRUE when saved
 */
gboolean
mu_list_draft_save (MuListDraft *self, const char *path, GError **error)
{
  g_autofree char *xml = mu_list_draft_to_xml (self, FALSE);

  return mu_file_replace (path, xml, strlen (xml), error);
}
