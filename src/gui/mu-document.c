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

#include <glib/gi18n.h>

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
  GObject       parent_instance;
  MuRoster     *roster;
  MuArmyList   *list;
  MuEvaluation *evaluation;
  MuEvent      *event;  /* the event it is evaluated for, or NULL */
  char         *path;
  char         *saved_xml;
  GPtrArray    *undo;  /* MuRoster, oldest first */
  GPtrArray    *redo;  /* MuRoster, most recent undo last */
  MuSelection   selection;
  gboolean      read_only;
  char         *autosave_path;
  guint         autosave_source;
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
  g_clear_pointer (&self->evaluation, mu_evaluation_unref);
  g_clear_pointer (&self->event, mu_event_unref);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->saved_xml, g_free);
  g_clear_pointer (&self->undo, g_ptr_array_unref);
  g_clear_pointer (&self->redo, g_ptr_array_unref);
  g_clear_pointer (&self->selection.unit_id, g_free);
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  g_clear_pointer (&self->autosave_path, g_free);
  G_OBJECT_CLASS (mu_document_parent_class)->finalize (object);
}

static void
mu_document_class_init (MuDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = mu_document_finalize;
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SELECTION_CHANGED] = g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 0);
}

static void
mu_document_init (MuDocument *self)
{
  self->undo = g_ptr_array_new_with_free_func (g_object_unref);
  self->redo = g_ptr_array_new_with_free_func (g_object_unref);
}

static void
evaluate (MuDocument *self)
{
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
 * Returns: (transfer none) (nullable): the event it is evaluated for.
 */
MuEvent *
mu_document_get_event (MuDocument *self)
{
  g_return_val_if_fail (MU_IS_DOCUMENT (self), NULL);
  return self->event;
}

/* Takes ownership of nothing: the roster and list are referenced. */
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

MuRoster *
mu_document_get_roster (MuDocument *self)
{
  return self->roster;
}

MuArmyList *
mu_document_get_list (MuDocument *self)
{
  return self->list;
}

MuEvaluation *
mu_document_get_evaluation (MuDocument *self)
{
  return self->evaluation;
}

const char *
mu_document_get_path (MuDocument *self)
{
  return self->path;
}

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

gboolean
mu_document_is_read_only (MuDocument *self)
{
  return self->read_only;
}

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

gboolean
mu_document_can_undo (MuDocument *self)
{
  return !self->read_only && self->undo->len > 0;
}

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
  MuSelection *sel = &self->selection;
  GPtrArray *commands = mu_roster_get_commands (self->roster);

  if (sel->kind == MU_SELECTION_UNIT && mu_roster_find_unit (self->roster, sel->unit_id, &sel->command) == NULL)
    sel->kind = MU_SELECTION_COMMAND;
  if (sel->kind == MU_SELECTION_GENERAL && (sel->command >= (int) commands->len
      || sel->general >= (int) ((MuCommand *) commands->pdata[sel->command])->generals->len))
    sel->kind = MU_SELECTION_COMMAND;
  if (sel->kind == MU_SELECTION_COMMAND && sel->command >= (int) commands->len)
    {
      sel->command = (int) commands->len - 1;
      if (sel->command < 0)
        sel->kind = MU_SELECTION_NONE;
    }
  if (sel->kind != MU_SELECTION_UNIT)
    g_clear_pointer (&sel->unit_id, g_free);
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

static gboolean
step (MuDocument *self, GPtrArray *from, GPtrArray *to)
{
  g_autoptr(MuRoster) previous = NULL;

  if (self->read_only || from->len == 0)
    return FALSE;
  previous = g_ptr_array_steal_index (from, from->len - 1);
  g_ptr_array_add (to, g_object_ref (self->roster));
  replace_roster (self, previous);
  queue_autosave (self);
  return TRUE;
}

gboolean
mu_document_undo (MuDocument *self)
{
  return step (self, self->undo, self->redo);
}

gboolean
mu_document_redo (MuDocument *self)
{
  return step (self, self->redo, self->undo);
}

MuRoster *
mu_document_begin_edit (MuDocument *self, GError **error)
{
  if (self->read_only)
    {
      g_set_error_literal (error, MU_ERROR, MU_ERROR_MISMATCH,
                           _("This roster is open for checking only; it cannot be changed"));
      return NULL;
    }
  g_ptr_array_add (self->undo, mu_roster_copy (self->roster));
  if (self->undo->len > MU_UNDO_DEPTH)
    g_ptr_array_remove_index (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
  /* the totals declared with the file no longer hold once the army changes;
   * saving declares the new ones */
  g_hash_table_remove_all (mu_roster_get_declared (self->roster));
  return self->roster;
}

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

char *
mu_document_unsaved_dir (void)
{
  return g_build_filename (g_get_user_state_dir (), "muster", "unsaved", NULL);
}

const char *
mu_document_get_autosave_path (MuDocument *self)
{
  return self->autosave_path;
}

/* For a roster recovered from that file: it keeps being written there. */
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
  g_autofree char *name = g_strdup_printf ("%" G_GINT64_FORMAT "-%08x.muster", g_get_real_time (),
                                           g_random_int ());

  g_mkdir_with_parents (dir, 0700);
  return g_build_filename (dir, name, NULL);
}

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

/* The changes are saved or given up: their safety copy goes. */
void
mu_document_discard_autosave (MuDocument *self)
{
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  if (self->autosave_path != NULL)
    g_unlink (self->autosave_path);
  g_clear_pointer (&self->autosave_path, g_free);
}

const MuSelection *
mu_document_get_selection (MuDocument *self)
{
  return &self->selection;
}

void
mu_document_select (MuDocument *self, MuSelectionKind kind, int command, int general,
                    const char *unit_id)
{
  MuSelection *sel = &self->selection;

  if (sel->kind == kind && sel->command == command && sel->general == general
      && g_strcmp0 (sel->unit_id, unit_id) == 0)
    return;
  sel->kind = kind;
  sel->command = command;
  sel->general = general;
  g_free (sel->unit_id);
  sel->unit_id = g_strdup (unit_id);
  if (kind == MU_SELECTION_UNIT)
    mu_roster_find_unit (self->roster, unit_id, &sel->command);
  repair_selection (self);
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

MuUnit *
mu_document_selected_unit (MuDocument *self, int *command)
{
  if (self->selection.kind != MU_SELECTION_UNIT)
    return NULL;
  return mu_roster_find_unit (self->roster, self->selection.unit_id, command);
}

MuGeneral *
mu_document_selected_general (MuDocument *self)
{
  GPtrArray *commands = mu_roster_get_commands (self->roster);
  MuCommand *command;

  if (self->selection.kind != MU_SELECTION_GENERAL)
    return NULL;
  command = commands->pdata[self->selection.command];
  return command->generals->pdata[self->selection.general];
}
