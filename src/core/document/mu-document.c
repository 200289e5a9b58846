/* mu-document.c
 *
 * Undo keeps whole copies of the roster: rosters are small and a copy is
 * cheap, and a snapshot cannot drift from the roster it restores. Whether the
 * roster is modified is decided by comparing its canonical XML with the XML
 * last saved or loaded, so undoing back to the saved state is "unmodified".
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-document.h"
#include "mu-error.h"
#include "mu-evaluation.h"
#include "mu-event.h"
#include "mu-figure.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-unit.h"

#include <glib/gstdio.h>

#define MU_UNDO_DEPTH 200
#define MU_AUTOSAVE_DELAY 2

struct _MuDocument
{
  GObject parent_instance;
  MuRoster *roster;
  MuArmyList *list;
  GPtrArray *lists; /* MuArmyList: the revisions the history was built on */
  MuEvaluation *evaluation;
  MuEvent *event; /* the event it is evaluated for, or NULL */
  char *path;
  char *saved_xml;
  GPtrArray *undo;   /* Snapshot, oldest first */
  GPtrArray *redo;   /* Snapshot, most recent undo last */
  MuPlace selection; /* its unit_id is selected_unit */
  char *selected_unit;
  gboolean read_only;
  char *autosave_path;
  guint autosave_source;
  guint64 edits; /* edits begun since the document was made */
};

G_DEFINE_FINAL_TYPE (MuDocument, mu_document, G_TYPE_OBJECT)

enum
{
  CHANGED,
  SELECTION_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void queue_autosave (MuDocument *self);

static void
mu_document_finalize (GObject *object)
{
  MuDocument *self = MU_DOCUMENT (object);

  g_clear_object (&self->roster);
  g_clear_pointer (&self->list, mu_army_list_unref);
  g_clear_pointer (&self->lists, g_ptr_array_unref);
  g_clear_pointer (&self->evaluation, mu_evaluation_unref);
  g_clear_pointer (&self->event, mu_event_unref);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->saved_xml, g_free);
  g_clear_pointer (&self->undo, g_ptr_array_unref);
  g_clear_pointer (&self->redo, g_ptr_array_unref);
  g_clear_pointer (&self->selected_unit, g_free);
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  g_clear_pointer (&self->autosave_path, g_free);
  G_OBJECT_CLASS (mu_document_parent_class)->finalize (object);
}

static void
mu_document_class_init (MuDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = mu_document_finalize;
  /**
   * MuDocument::changed:
   * @document: the document
   *
   * The roster changed (an edit, undo or redo) and was evaluated again, or
   * was saved.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                   NULL, G_TYPE_NONE, 0);
  /**
   * MuDocument::selection-changed:
   * @document: the document
   *
   * The selection is another place, or undo and redo may have moved it.
   */
  signals[SELECTION_CHANGED] = g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

/* What was selected when a state of the roster was left, kept with it so
 * that undo and redo come back to the thing edited. */
typedef struct
{
  MuPlaceKind kind;
  int command;
  int general;
  char *unit_id;
} KeptPlace;

/* A state of the roster in the undo or redo history: the roster, what was
 * selected when it was left, and the name of the edit made from it. */
typedef struct
{
  MuRoster *roster;
  KeptPlace selection;
  char *label;
} Snapshot;

static Snapshot *
snapshot_new (MuRoster *roster, const char *label)
{
  Snapshot *snapshot = g_new0 (Snapshot, 1);

  snapshot->roster = roster;
  snapshot->label = g_strdup (label);
  return snapshot;
}

static void
snapshot_free (gpointer data)
{
  Snapshot *snapshot = data;

  g_object_unref (snapshot->roster);
  g_free (snapshot->selection.unit_id);
  g_free (snapshot->label);
  g_free (snapshot);
}

static void
mu_document_init (MuDocument *self)
{
  self->undo = g_ptr_array_new_with_free_func (snapshot_free);
  self->redo = g_ptr_array_new_with_free_func (snapshot_free);
}

/* After undo or redo: the list of the revision the roster is built on */
static void
follow_revision (MuDocument *self)
{
  gint64 revision = mu_roster_get_list_revision (self->roster);

  for (guint i = 0; self->lists != NULL && i < self->lists->len; i++)
    {
      MuArmyList *list = self->lists->pdata[i];

      if (list->revision == revision && list != self->list)
        {
          mu_army_list_unref (self->list);
          self->list = mu_army_list_ref (list);
        }
    }
}

static void
evaluate (MuDocument *self)
{
  follow_revision (self);
  g_clear_pointer (&self->evaluation, mu_evaluation_unref);
  if (self->event != NULL)
    self->evaluation = mu_event_evaluate (self->event, self->roster, self->list);
  else
    self->evaluation = mu_evaluate (self->roster, self->list);
}

/**
 * mu_document_set_event:
 * @self: a document
 * @event: (nullable): an event pack checked against the library, or %NULL
 *
 * Evaluates the roster as @event plays it from now on (its readings and
 * points limit, and its conditions as issues: mu_event_evaluate()), or by
 * the rules alone when @event is %NULL, and emits ::changed. The roster
 * itself is not changed. @event is referenced.
 */
void
mu_document_set_event (MuDocument *self, MuEvent *event)
{
  g_return_if_fail (MU_IS_DOCUMENT (self));
  if (event != NULL)
    mu_event_ref (event);
  g_clear_pointer (&self->event, mu_event_unref);
  self->event = event;
  evaluate (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/**
 * mu_document_get_event:
 * @self: a document
 *
 * Gives the event pack the roster is evaluated for, set with
 * mu_document_set_event().
 *
 * Returns: (transfer none) (nullable): the event, owned by @self, or %NULL
 *   when the roster is evaluated by the rules alone
 */
MuEvent *
mu_document_get_event (MuDocument *self)
{
  g_return_val_if_fail (MU_IS_DOCUMENT (self), NULL);
  return self->event;
}

/**
 * mu_document_new:
 * @roster: the roster; referenced
 * @list: its army list; referenced
 * @path: (nullable): the file it was opened from, or %NULL for a roster never saved
 * @read_only: whether the roster is open for checking only
 *
 * Makes the model of an open roster and evaluates it. A roster with a @path
 * counts as saved as it is.
 *
 * Returns: (transfer full): a new document
 */
MuDocument *
mu_document_new (MuRoster *roster, MuArmyList *list, const char *path, gboolean read_only)
{
  MuDocument *self = g_object_new (MU_TYPE_DOCUMENT, NULL);

  self->roster = g_object_ref (roster);
  self->list = mu_army_list_ref (list);
  self->path = g_strdup (path);
  self->read_only = read_only;
  self->saved_xml = path != NULL ? mu_roster_to_xml (roster, NULL) : NULL;
  evaluate (self);
  return self;
}

/**
 * mu_document_get_roster:
 * @self: a document
 *
 * The roster as it is now; edits replace it on undo and redo.
 *
 * Returns: (transfer none): the roster
 */
MuRoster *
mu_document_get_roster (MuDocument *self)
{
  return self->roster;
}

/**
 * mu_document_get_list:
 * @self: a document
 *
 * The army list the document was made with; it holds a reference on it for
 * its whole life.
 *
 * Returns: (transfer none): the army list the roster is built from
 */
MuArmyList *
mu_document_get_list (MuDocument *self)
{
  return self->list;
}

/**
 * mu_document_get_evaluation:
 * @self: a document
 *
 * The evaluation of the roster as it is now, made again after every edit.
 *
 * Returns: (transfer none): the evaluation
 */
MuEvaluation *
mu_document_get_evaluation (MuDocument *self)
{
  return self->evaluation;
}

/**
 * mu_document_get_path:
 * @self: a document
 *
 * Where the roster lives on disk: the path given to mu_document_new(),
 * replaced by the one of each successful save. A roster never saved has
 * none.
 *
 * Returns: (transfer none) (nullable): the file the roster was opened from or last saved to
 */
const char *
mu_document_get_path (MuDocument *self)
{
  return self->path;
}

/**
 * mu_document_get_title:
 * @self: a document
 *
 * The army's name, else the file's name, else "New army".
 *
 * Returns: (transfer full): the title
 */
char *
mu_document_get_title (MuDocument *self)
{
  const char *name = mu_roster_get_army_name (self->roster);

  if (name != NULL && *name != '\0')
    return g_strdup (name);
  if (self->path != NULL)
    return g_path_get_basename (self->path);
  /* TRANSLATORS: the title of an army that has no name yet */
  return g_strdup (_("New army"));
}

/**
 * mu_document_is_read_only:
 * @self: a document
 *
 * Whether the document was made for checking only (the @read_only of
 * mu_document_new(); it never changes). Such a document refuses to be
 * saved, makes no safety copy and offers no undo or redo.
 *
 * Returns: whether the roster is open for checking only
 */
gboolean
mu_document_is_read_only (MuDocument *self)
{
  return self->read_only;
}

/**
 * mu_document_is_modified:
 * @self: a document
 *
 * Whether the roster differs from the file it was last loaded from or saved
 * to (undoing back to it makes it unmodified again).
 *
 * Returns: whether there are unsaved changes
 */
gboolean
mu_document_is_modified (MuDocument *self)
{
  g_autofree char *xml = NULL;

  if (self->read_only)
    return FALSE;
  if (self->saved_xml == NULL)
    return TRUE;
  xml = mu_roster_to_xml (self->roster, NULL);
  return g_strcmp0 (xml, self->saved_xml) != 0;
}

/**
 * mu_document_can_undo:
 * @self: a document
 *
 * Whether mu_document_undo() has an edit to take back: never for a roster
 * open for checking only.
 *
 * Returns: whether there is an edit to undo
 */
gboolean
mu_document_can_undo (MuDocument *self)
{
  return !self->read_only && self->undo->len > 0;
}

/**
 * mu_document_can_redo:
 * @self: a document
 *
 * Whether mu_document_redo() has an undone edit to make again: never for a
 * roster open for checking only.
 *
 * Returns: whether there is an undone edit to redo
 */
gboolean
mu_document_can_redo (MuDocument *self)
{
  return !self->read_only && self->redo->len > 0;
}

/* After the roster changed under it, a selection of what no longer exists is
 * dropped to the nearest thing that does. */
static void
repair_selection (MuDocument *self)
{
  MuPlace *sel = &self->selection;
  GPtrArray *commands = mu_roster_get_commands (self->roster);

  if (sel->kind == MU_PLACE_UNIT && mu_roster_find_unit (self->roster, sel->unit_id, &sel->command) == NULL)
    sel->kind = MU_PLACE_COMMAND;
  if (sel->kind == MU_PLACE_GENERAL
      && (sel->command >= (int) commands->len
          || sel->general >= (int) ((MuCommand *) commands->pdata[sel->command])->generals->len))
    sel->kind = MU_PLACE_COMMAND;
  if (sel->kind == MU_PLACE_COMMAND && sel->command >= (int) commands->len)
    {
      sel->command = (int) commands->len - 1;
      if (sel->command < 0)
        sel->kind = MU_PLACE_NONE;
    }
  if (sel->kind != MU_PLACE_UNIT)
    {
      g_clear_pointer (&self->selected_unit, g_free);
      sel->unit_id = NULL;
    }
}

static void
replace_roster (MuDocument *self, MuRoster *roster)
{
  g_set_object (&self->roster, roster);
  repair_selection (self);
  evaluate (self);
  g_signal_emit (self, signals[CHANGED], 0);
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

static void
keep_selection (MuDocument *self, Snapshot *snapshot)
{
  KeptPlace *kept = &snapshot->selection;

  kept->kind = self->selection.kind;
  kept->command = self->selection.command;
  kept->general = self->selection.general;
  g_free (kept->unit_id);
  kept->unit_id = g_strdup (self->selection.unit_id);
}

static void
restore_selection (MuDocument *self, Snapshot *snapshot)
{
  KeptPlace *kept = &snapshot->selection;

  self->selection.kind = kept->kind;
  self->selection.command = kept->command;
  self->selection.general = kept->general;
  g_free (self->selected_unit);
  self->selected_unit = g_strdup (kept->unit_id);
  self->selection.unit_id = self->selected_unit;
}

static gboolean
step (MuDocument *self, GPtrArray *from, GPtrArray *to)
{
  Snapshot *previous;
  Snapshot *now;

  if (self->read_only || from->len == 0)
    return FALSE;
  previous = g_ptr_array_steal_index (from, from->len - 1);
  /* the edit's name travels with it between the two histories */
  now = snapshot_new (g_object_ref (self->roster), previous->label);
  keep_selection (self, now);
  restore_selection (self, previous);
  g_ptr_array_add (to, now);
  replace_roster (self, previous->roster);
  snapshot_free (previous);
  queue_autosave (self);
  return TRUE;
}

/* Whether the roster, moved to a newer revision of its own list, still
 * names only what that revision has. */
static gboolean
fits_revision (MuDocument *self, MuArmyList *newer, GError **error)
{
  g_autoptr(MuRoster) trial = NULL;

  if (g_strcmp0 (newer->id, self->list->id) != 0)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_MISMATCH,
                   _("The roster is for list “%s”, not “%s”"), self->list->id, newer->id);
      return FALSE;
    }
  trial = mu_roster_copy (self->roster);
  mu_roster_set_list_revision (trial, newer->revision);
  mu_roster_set_list_hash (trial, NULL);
  return mu_army_list_check_roster (newer, trial, "roster", error);
}

/**
 * mu_document_update_list:
 * @self: a document
 * @newer: (transfer none): a newer revision of the roster's list
 * @error: %MU_ERROR_MISMATCH for a read-only roster, another list, or an
 *   army that no longer fits the list (a unit of a row that is gone)
 *
 * Moves the roster to a newer revision of its list: one edit, which undo
 * takes back to the earlier revision. Emits #MuDocument::changed.
 *
 * Returns: %TRUE when the roster is on @newer
 */
gboolean
mu_document_update_list (MuDocument *self, MuArmyList *newer, GError **error)
{
  g_autofree char *label = NULL;
  MuRoster *roster;

  if (!fits_revision (self, newer, error) || (roster = mu_document_begin_edit (self, error)) == NULL)
    return FALSE;
  if (self->lists == NULL)
    {
      self->lists = g_ptr_array_new_with_free_func ((GDestroyNotify) mu_army_list_unref);
      g_ptr_array_add (self->lists, mu_army_list_ref (self->list));
    }
  g_ptr_array_add (self->lists, mu_army_list_ref (newer));
  mu_roster_set_list_revision (roster, newer->revision);
  mu_roster_set_list_hash (roster, NULL);
  /* TRANSLATORS: an edit, as undo names it */
  label = g_strdup_printf (_("Update to Revision %d"), (int) newer->revision);
  mu_document_label_edit (self, label);
  mu_document_end_edit (self);
  return TRUE;
}

/**
 * mu_document_undo:
 * @self: a document
 *
 * Puts the roster back as it was before the last edit; emits
 * #MuDocument::changed and #MuDocument::selection-changed.
 *
 * Returns: whether there was an edit to undo
 */
gboolean
mu_document_undo (MuDocument *self)
{
  return step (self, self->undo, self->redo);
}

/**
 * mu_document_redo:
 * @self: a document
 *
 * Makes the last undone edit again; emits #MuDocument::changed and
 * #MuDocument::selection-changed.
 *
 * Returns: whether there was an edit to redo
 */
gboolean
mu_document_redo (MuDocument *self)
{
  return step (self, self->redo, self->undo);
}

/**
 * mu_document_begin_edit:
 * @self: a document
 * @error: return location for a #GError
 *
 * Starts an edit: keeps a copy of the roster for undo and forgets the totals
 * the file declared. Change the roster returned, then call
 * mu_document_end_edit().
 *
 * Returns: (transfer none) (nullable): the roster to change, or %NULL with
 *   %MU_ERROR_MISMATCH for a read-only roster
 */
MuRoster *
mu_document_begin_edit (MuDocument *self, GError **error)
{
  if (self->read_only)
    {
      g_set_error_literal (error, MU_ERROR, MU_ERROR_MISMATCH,
                           _("This roster is open for checking only; it cannot be changed"));
      return NULL;
    }
  g_ptr_array_add (self->undo, snapshot_new (mu_roster_copy (self->roster), NULL));
  self->edits++;
  keep_selection (self, self->undo->pdata[self->undo->len - 1]);
  if (self->undo->len > MU_UNDO_DEPTH)
    g_ptr_array_remove_index (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
  /* the totals declared with the file no longer hold once the army changes;
   * saving declares the new ones */
  g_hash_table_remove_all (mu_roster_get_declared (self->roster));
  return self->roster;
}

static const char *
top_label (GPtrArray *history)
{
  return history->len > 0 ? ((Snapshot *) history->pdata[history->len - 1])->label : NULL;
}

/**
 * mu_document_label_edit:
 * @self: a document
 * @label: (transfer none): what the last edit did, for a person ("Remove Legionarii")
 *
 * Names the edit made last, so that undo and redo can say what they undo
 * and redo. Does nothing when there is nothing to undo.
 */
void
mu_document_label_edit (MuDocument *self, const char *label)
{
  Snapshot *last = self->undo->len > 0 ? self->undo->pdata[self->undo->len - 1] : NULL;

  if (last != NULL)
    {
      g_free (last->label);
      last->label = g_strdup (label);
    }
}

/**
 * mu_document_get_edit_mark:
 * @self: a document
 *
 * Marks the history here, for mu_document_join_edits() to make the edits
 * that follow one step of undo.
 *
 * Returns: the mark: how many edits were begun so far
 */
guint64
mu_document_get_edit_mark (MuDocument *self)
{
  return self->edits;
}

/**
 * mu_document_join_edits:
 * @self: a document
 * @mark: a mark of mu_document_get_edit_mark()
 * @label: (nullable): what the joined edits did, for a person ("Add 4 ×
 *   Warriors"), or %NULL to keep the first one's name
 *
 * Makes the edits begun since @mark one step of undo, as a person sees
 * one action ("4 warriors" in the row filter adds four units; "12
 * archers" adds a unit and sets its figures): undo then takes them all
 * back at once. Does nothing when fewer than two edits were begun.
 */
void
mu_document_join_edits (MuDocument *self, guint64 mark, const char *label)
{
  guint64 made = self->edits - mark;
  g_autofree char *first = NULL;

  if (made < 2 || self->undo->len == 0)
    return;
  /* the snapshot before the first of them stays; those between go */
  made = MIN (made, self->undo->len);
  first = g_strdup (((Snapshot *) self->undo->pdata[self->undo->len - made])->label);
  g_ptr_array_remove_range (self->undo, self->undo->len - (guint) made + 1, (guint) made - 1);
  self->edits = mark + 1;
  mu_document_label_edit (self, label != NULL ? label : first);
}

/**
 * mu_document_get_undo_label:
 * @self: a document
 *
 * Returns: (transfer none) (nullable): the name of the edit undo would undo,
 * or %NULL when it has none or there is nothing to undo
 */
const char *
mu_document_get_undo_label (MuDocument *self)
{
  return top_label (self->undo);
}

/**
 * mu_document_get_redo_label:
 * @self: a document
 *
 * Returns: (transfer none) (nullable): the name of the edit redo would make
 * again, or %NULL when it has none or there is nothing to redo
 */
const char *
mu_document_get_redo_label (MuDocument *self)
{
  return top_label (self->redo);
}

/**
 * mu_document_end_edit:
 * @self: a document
 *
 * Ends an edit: repairs the selection, evaluates the roster again, queues a
 * safety copy and emits #MuDocument::changed.
 */
void
mu_document_end_edit (MuDocument *self)
{
  repair_selection (self);
  evaluate (self);
  queue_autosave (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* The totals a saved roster declares are the ones Muster computed, so an
 * opponent can compare them with what their own copy of the list gives. */
static void
declare_totals (MuDocument *self)
{
  GHashTable *declared = mu_roster_get_declared (self->roster);
  MuEvaluation *evaluation = self->evaluation;

  g_hash_table_remove_all (declared);
  if (evaluation->ruleset->has_points)
    g_hash_table_insert (declared, g_strdup ("points"), mu_format_number (evaluation->points));
  for (guint i = 0; i < evaluation->figures->len; i++)
    {
      MuFigure *figure = evaluation->figures->pdata[i];

      if (figure->known && !figure->detail && figure->text == NULL && figure->value >= 0
          && figure->value == (gint64) figure->value)
        g_hash_table_insert (declared, g_strdup (figure->key),
                             g_strdup_printf ("%" G_GINT64_FORMAT, (gint64) figure->value));
    }
}

/**
 * mu_document_save:
 * @self: a document
 * @path: the file to write
 * @error: return location for a #GError
 *
 * Writes the roster with the totals Muster computed for it and makes @path
 * its file; the safety copy goes.
 *
 * Returns: whether it was saved; %FALSE with %MU_ERROR_MISMATCH for a
 *   read-only roster, or with the error of writing the file
 */
gboolean
mu_document_save (MuDocument *self, const char *path, GError **error)
{
  if (self->read_only)
    {
      g_set_error_literal (error, MU_ERROR, MU_ERROR_MISMATCH,
                           _("This roster is open for checking only; it cannot be saved"));
      return FALSE;
    }
  declare_totals (self);
  if (!mu_roster_save_file (self->roster, path, error))
    return FALSE;
  if (path != self->path)
    {
      g_free (self->path);
      self->path = g_strdup (path);
    }
  g_free (self->saved_xml);
  self->saved_xml = mu_roster_to_xml (self->roster, NULL);
  mu_document_discard_autosave (self);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

/**
 * mu_document_unsaved_dir:
 *
 * The folder where unsaved rosters are kept safe.
 *
 * Returns: (transfer full): its path
 */
char *
mu_document_unsaved_dir (void)
{
  return g_build_filename (g_get_user_state_dir (), "muster", "unsaved", NULL);
}

/**
 * mu_document_get_autosave_path:
 * @self: a document
 *
 * The safety copy of the unsaved roster: chosen by the first
 * mu_document_autosave_now() that writes one, or given by
 * mu_document_set_autosave_path(), and forgotten when the copy is
 * discarded (after a save, for one).
 *
 * Returns: (transfer none) (nullable): the file the unsaved roster is kept in, if there is one yet
 */
const char *
mu_document_get_autosave_path (MuDocument *self)
{
  return self->autosave_path;
}

/**
 * mu_document_set_autosave_path:
 * @self: a document
 * @path: (nullable): a file of mu_document_unsaved_dir(); copied
 *
 * For a roster recovered from that file: it keeps being written there.
 */
void
mu_document_set_autosave_path (MuDocument *self, const char *path)
{
  g_free (self->autosave_path);
  self->autosave_path = g_strdup (path);
}

static char *
new_autosave_path (void)
{
  g_autofree char *dir = mu_document_unsaved_dir ();
  g_autofree char *name
      = g_strdup_printf ("%" G_GINT64_FORMAT "-%08x.muster", g_get_real_time (), g_random_int ());

  g_mkdir_with_parents (dir, 0700);
  return g_build_filename (dir, name, NULL);
}

/**
 * mu_document_autosave_now:
 * @self: a document
 *
 * Writes the unsaved roster to its safety copy now, if it is modified; a
 * failure is logged, never shown.
 */
void
mu_document_autosave_now (MuDocument *self)
{
  g_autoptr(GError) error = NULL;

  g_clear_handle_id (&self->autosave_source, g_source_remove);
  if (self->read_only || !mu_document_is_modified (self))
    return;
  if (self->autosave_path == NULL)
    self->autosave_path = new_autosave_path ();
  if (!mu_roster_save_file (self->roster, self->autosave_path, &error))
    g_warning ("Could not keep the unsaved roster: %s", error->message);
}

static gboolean
autosave_timeout (gpointer user_data)
{
  MuDocument *self = user_data;

  self->autosave_source = 0;
  mu_document_autosave_now (self);
  return G_SOURCE_REMOVE;
}

static void
queue_autosave (MuDocument *self)
{
  if (!self->read_only && self->autosave_source == 0)
    self->autosave_source = g_timeout_add_seconds (MU_AUTOSAVE_DELAY, autosave_timeout, self);
}

/**
 * mu_document_discard_autosave:
 * @self: a document
 *
 * The changes are saved or given up: their safety copy goes.
 */
void
mu_document_discard_autosave (MuDocument *self)
{
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  if (self->autosave_path != NULL)
    g_unlink (self->autosave_path);
  g_clear_pointer (&self->autosave_path, g_free);
}

/**
 * mu_document_get_selection:
 * @self: a document
 *
 * What the player has selected; its command is always the one the selected
 * unit or general is in.
 *
 * Returns: (transfer none): the selection, valid until the next selection or edit
 */
const MuPlace *
mu_document_get_selection (MuDocument *self)
{
  return &self->selection;
}

static gboolean
same_place (const MuPlace *a, const MuPlace *b)
{
  return a->kind == b->kind && a->command == b->command && a->general == b->general
         && g_strcmp0 (a->unit_id, b->unit_id) == 0;
}

/**
 * mu_document_select:
 * @self: a document
 * @place: (transfer none): what to select; copied
 *
 * Selects a place; a unit's command is found from its id, and a place that
 * does not exist falls back to the nearest that does. Emits
 * #MuDocument::selection-changed when the selection changes.
 */
void
mu_document_select (MuDocument *self, const MuPlace *place)
{
  MuPlace *sel = &self->selection;
  char *unit = g_strdup (place->unit_id);

  if (same_place (sel, place))
    {
      g_free (unit);
      return;
    }
  *sel = *place;
  g_free (self->selected_unit);
  self->selected_unit = unit;
  sel->unit_id = unit;
  if (sel->kind == MU_PLACE_UNIT)
    mu_roster_find_unit (self->roster, unit, &sel->command);
  repair_selection (self);
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

/**
 * mu_document_selected_unit:
 * @self: a document
 * @command: (out) (optional): the index of the unit's command
 *
 * The unit the selection is on, looked up by its id in the roster as it is
 * now; @command is set only when the unit is found.
 *
 * Returns: (transfer none) (nullable): the selected unit, or %NULL when the
 *   selection is not a unit
 */
MuUnit *
mu_document_selected_unit (MuDocument *self, int *command)
{
  if (self->selection.kind != MU_PLACE_UNIT)
    return NULL;
  return mu_roster_find_unit (self->roster, self->selection.unit_id, command);
}

/**
 * mu_document_selected_general:
 * @self: a document
 *
 * The general the selection is on, by the place of its command and its
 * place among that command's generals.
 *
 * Returns: (transfer none) (nullable): the selected general, or %NULL when
 *   the selection is not a general
 */
MuGeneral *
mu_document_selected_general (MuDocument *self)
{
  GPtrArray *commands = mu_roster_get_commands (self->roster);
  MuCommand *command;

  if (self->selection.kind != MU_PLACE_GENERAL)
    return NULL;
  command = commands->pdata[self->selection.command];
  return command->generals->pdata[self->selection.general];
}
