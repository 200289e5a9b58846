/* mu-paste-list-dialog.c: "Paste List Text…"
 *
 * Two pages: the text to paste, with the ruleset it is for; then the review
 * of what was read, every row with what it was read as, the cost and save
 * the rules give beside the printed ones, and a mark (icon and words, for
 * eyes and screen readers alike) where a description or a footnote could
 * not be understood. "Import" hands the draft on through the "imported"
 * signal; nothing is guessed on the player's behalf.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "mu-ally-row.h"
#include "mu-army-list.h"
#include "mu-gui-util.h"
#include "mu-issue.h"
#include "mu-library.h"
#include "mu-list-ids.h"
#include "mu-list-draft.h"
#include "mu-list-import.h"
#include "mu-paste-list-dialog.h"
#include "mu-ruleset.h"

struct _MuPasteListDialog
{
  AdwWindow parent_instance;

  GtkStack *stack;
  AdwComboRow *ruleset_row;
  GtkTextView *text_view;
  GtkWidget *read_button;
  GtkWidget *import_button;
  GtkWidget *back_button;
  AdwPreferencesGroup *summary_group;
  AdwPreferencesGroup *rows_group;
  AdwPreferencesGroup *footnotes_group;

  MuLibrary *library;
  GPtrArray *rulesets; /* MuRuleset, borrowed from the library, as chosen */
  GPtrArray *shown;    /* GtkWidget: the review's rows, to clear */
  MuListDraft *draft;
};

G_DEFINE_FINAL_TYPE (MuPasteListDialog, mu_paste_list_dialog, ADW_TYPE_WINDOW)

enum
{
  IMPORTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
clear_review (MuPasteListDialog *self)
{
  for (guint i = 0; i < self->shown->len; i++)
    {
      GtkWidget *row = self->shown->pdata[i];
      GtkWidget *group = gtk_widget_get_ancestor (row, ADW_TYPE_PREFERENCES_GROUP);

      if (group != NULL)
        adw_preferences_group_remove (ADW_PREFERENCES_GROUP (group), row);
    }
  g_ptr_array_set_size (self->shown, 0);
}

static void
add_row (MuPasteListDialog *self, AdwPreferencesGroup *group, GtkWidget *row)
{
  adw_preferences_group_add (group, row);
  g_ptr_array_add (self->shown, row);
}

/* The mark beside a row: an icon and its words, named for screen readers */
static void
add_mark (GtkWidget *row, const char *what, const char *why)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  GtkWidget *label = gtk_label_new (what);
  g_autofree char *both = g_strdup_printf ("%s: %s", what, why);

  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (box, "warning");
  gtk_widget_set_name (box, "paste-mark");
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL, what, -1);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_set_tooltip_text (box, why);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, both, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
}

/* "Light cavalry, javelin, veteran", "general upgrade: heroic", "camp" */
static char *
read_as (MuDraftRow *row)
{
  const char *keys[] = { "type", "quality", "upgrade", "fanatic" };
  GString *text = g_string_new (NULL);

  if (row->kind != NULL)
    g_string_append (text, row->kind);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      const char *value = mu_draft_row_get (row, keys[i]);

      if (value == NULL)
        continue;
      if (text->len > 0)
        g_string_append (text, ", ");
      if (g_str_equal (keys[i], "fanatic"))
        g_string_append (text, _("fanatics"));
      else
        g_string_append (text, value);
    }
  if (text->len == 0)
    g_string_append (text, _("nothing the ruleset knows"));
  return g_string_free (text, FALSE);
}

static char *
figures (MuDraftRow *row)
{
  g_autofree char *derived = NULL;
  g_autofree char *save = row->derived_save > 0 ? g_strdup_printf ("%d+", row->derived_save) : g_strdup ("–");

  if (row->derived)
    derived = g_strdup_printf (_("the rules give %g points, save %s"), row->derived_cost, save);
  else
    derived = g_strdup (_("the rules give no cost"));
  /* TRANSLATORS: a row's printed figures and what the rules give: "printed
   * 10 points, save 7+ · the rules give 10 points, save 7+" */
  return g_strdup_printf (_("printed %s points, save %s · %s"), row->printed_cost ?: "–",
                             row->printed_save ?: "–", derived);
}

static void
review_row (MuPasteListDialog *self, MuDraftRow *row, guint depth)
{
  GtkWidget *widget = adw_action_row_new ();
  g_autofree char *as = read_as (row);
  g_autofree char *numbers = figures (row);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  title = g_strdup_printf ("%s%s%s%s", depth > 0 ? "↳ " : "", row->name != NULL ? row->name : "",
                           row->name != NULL && row->description != NULL ? " — " : "",
                           row->description != NULL ? row->description : (row->name == NULL ? row->id : ""));
  /* TRANSLATORS: how a pasted row was read: "read as light-cavalry-javelin,
   * veteran · number 0-2** · printed …" */
  subtitle = g_strdup_printf (_("read as %s · number %s%s · %s"), as, row->number ?: "–", row->markers ?: "",
                                 numbers);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (widget), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (widget), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (widget), subtitle);
  if (row->mark != NULL)
    add_mark (widget, _("Not understood"), row->mark);
  else if (row->problem != NULL)
    add_mark (widget, _("Differs from the rules"), row->problem);
  add_row (self, self->rows_group, widget);
  for (guint i = 0; i < row->children->len; i++)
    review_row (self, row->children->pdata[i], depth + 1);
}

static void
review_footnote (MuPasteListDialog *self, MuDraftFootnote *footnote)
{
  GtkWidget *widget = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (widget),
                                 footnote->marker != NULL ? footnote->marker : "");
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (widget), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (widget), footnote->text != NULL ? footnote->text : "");
  if (footnote->mark != NULL && footnote->rules->len > 0)
    add_mark (
        widget,
        _("Rule read: check it"),
           _("Its rule was read from the footnote's words: check it against the book in the list editor."));
  else if (footnote->mark != NULL)
    add_mark (widget, _("Kept as text"),
                         _("No rule was read from this footnote: make it a rule in the list editor."));
  add_row (self, self->footnotes_group, widget);
}

/* Each ally as it is kept: its name as printed, the library's list it is
 * linked to, a mark where that list was chosen by the likeness of names */
static void
review_allies (MuPasteListDialog *self)
{
  GPtrArray *allies = mu_list_draft_get_allies (self->draft);

  for (guint i = 0; i < allies->len; i++)
    {
      MuAllyRow *ally = allies->pdata[i];
      MuArmyList *list = mu_library_find_list (self->library, ally->list_id);
      GtkWidget *widget = adw_action_row_new ();
      /* TRANSLATORS: an ally of a pasted list: "Ally: Principiate Romans" */
      g_autofree char *title = g_strdup_printf (_("Ally: %s"), ally->name != NULL ? ally->name : "–");
      /* TRANSLATORS: the library's list an ally is linked to */
      g_autofree char *subtitle
          = g_strdup_printf (_("its list: %s"), list != NULL ? list->name : ally->list_id);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (widget), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (widget), subtitle);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (widget), FALSE);
      gtk_widget_set_name (widget, "paste-ally");
      if (ally->mark != NULL)
        add_mark (widget, _("List chosen by likeness"), ally->mark);
      add_row (self, self->summary_group, widget);
    }
}

static void
review_summary (MuPasteListDialog *self, GPtrArray *issues)
{
  const char *fields[] = { "name", "period", "allies" };
  const char *titles[] = { N_("Name"), N_("Period"), N_("Allies") };
  GtkWidget *count = adw_action_row_new ();
  g_autofree char *problems = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      GtkWidget *widget = adw_action_row_new ();
      const char *value = mu_list_draft_get_field (self->draft, fields[i]);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (widget), _(titles[i]));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (widget), value != NULL ? value : "–");
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (widget), FALSE);
      add_row (self, self->summary_group, widget);
    }
  /* TRANSLATORS: the review's summary: "Rows read: 9 · problems to mend: 3" */
  review_allies (self);
  problems = g_strdup_printf (_("Rows read: %u · problems to mend: %u"),
                                 mu_list_draft_get_rows (self->draft)->len, issues->len);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (count), problems);
  gtk_widget_set_name (count, "paste-summary");
  add_row (self, self->summary_group, count);
}

/* Text no list can hold (a control code, U+FFFF): said in the review's
 * place, with nothing to import */
static void
show_refusal (MuPasteListDialog *self, const char *message)
{
  GtkWidget *row = adw_action_row_new ();

  clear_review (self);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), message);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  gtk_widget_set_name (row, "paste-summary");
  add_row (self, self->summary_group, row);
  gtk_widget_set_visible (GTK_WIDGET (self->footnotes_group), FALSE);
  gtk_stack_set_visible_child_name (self->stack, "review");
  gtk_widget_set_visible (self->read_button, FALSE);
  gtk_widget_set_visible (self->import_button, FALSE);
  gtk_widget_set_visible (self->back_button, TRUE);
}

/**
 * mu_paste_list_dialog_read:
 * @self: the dialog
 * @ruleset_id: (nullable): the ruleset the text is for; NULL: the one chosen
 * @text: (nullable): the text; NULL: the one pasted
 *
 * Reads the text and shows the review of it; text holding what no list
 * can (a control code, U+FFFF) is refused there, with its line.
 */
void
mu_paste_list_dialog_read (MuPasteListDialog *self, const char *ruleset_id, const char *text)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text_view);
  MuRuleset *ruleset = NULL;
  g_autofree char *pasted = NULL;
  g_autoptr(GPtrArray) issues = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *rows;
  GPtrArray *footnotes;

  if (text != NULL)
    gtk_text_buffer_set_text (buffer, text, -1);
  for (guint i = 0; i < self->rulesets->len; i++)
    if (g_strcmp0 (((MuRuleset *) self->rulesets->pdata[i])->id, ruleset_id) == 0)
      adw_combo_row_set_selected (self->ruleset_row, i);
  if (adw_combo_row_get_selected (self->ruleset_row) < self->rulesets->len)
    ruleset = self->rulesets->pdata[adw_combo_row_get_selected (self->ruleset_row)];
  if (ruleset == NULL)
    return;
  {
    GtkTextIter start, end;

    gtk_text_buffer_get_bounds (buffer, &start, &end);
    pasted = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  }
  g_clear_object (&self->draft);
  if (!mu_list_import_check_text (pasted, strlen (pasted), _("the pasted text"), &error))
    {
      show_refusal (self, error->message);
      return;
    }
  self->draft = mu_list_import_text (ruleset, "pasted", pasted);
  mu_list_import_link (self->draft, self->library);
  mu_list_draft_forget_edits (self->draft);
  issues = mu_list_draft_check (self->draft);
  clear_review (self);
  review_summary (self, issues);
  rows = mu_list_draft_get_rows (self->draft);
  for (guint i = 0; i < rows->len; i++)
    review_row (self, rows->pdata[i], 0);
  footnotes = mu_list_draft_get_footnotes (self->draft);
  for (guint i = 0; i < footnotes->len; i++)
    review_footnote (self, footnotes->pdata[i]);
  gtk_widget_set_visible (GTK_WIDGET (self->footnotes_group), footnotes->len > 0);
  gtk_stack_set_visible_child_name (self->stack, "review");
  gtk_widget_set_visible (self->read_button, FALSE);
  gtk_widget_set_visible (self->import_button, TRUE);
  gtk_widget_set_visible (self->back_button, TRUE);
  gtk_window_set_default_widget (GTK_WINDOW (self), self->import_button);
}

static void
read_clicked (MuPasteListDialog *self)
{
  mu_paste_list_dialog_read (self, NULL, NULL);
}

static void
back_clicked (MuPasteListDialog *self)
{
  gtk_stack_set_visible_child_name (self->stack, "paste");
  gtk_widget_set_visible (self->read_button, TRUE);
  gtk_widget_set_visible (self->import_button, FALSE);
  gtk_widget_set_visible (self->back_button, FALSE);
}

/* An id from the list's name that no list of the library has yet */
static void
name_the_list (MuPasteListDialog *self)
{
  const char *name = mu_list_draft_get_field (self->draft, "name");
  g_autofree char *slug = mu_list_id_from_text (name);
  GString *base = g_string_new (*slug != '\0' ? slug : "pasted-list");
  g_autofree char *id = NULL;

  id = g_strdup (base->str);
  for (guint n = 2; mu_library_find_list (self->library, id) != NULL; n++)
    {
      g_free (id);
      id = g_strdup_printf ("%s-%u", base->str, n);
    }
  g_string_free (base, TRUE);
  mu_list_draft_set_field (self->draft, "id", id);
}

static void
import_clicked (MuPasteListDialog *self)
{
  g_autoptr(MuListDraft) draft = NULL;

  if (self->draft == NULL)
    return;
  name_the_list (self);
  draft = g_object_ref (self->draft);
  gtk_window_close (GTK_WINDOW (self));
  g_signal_emit (self, signals[IMPORTED], 0, draft);
}

/**
 * mu_paste_list_dialog_new:
 * @parent: (nullable): the window it is for
 * @library: (transfer none): the library whose rulesets read the text
 *
 * Makes the dialog that reads an army list from pasted text, with the
 * library's rulesets to choose from, the one with the most lists first
 * chosen (mu_list_draft_likeliest_ruleset ()).
 *
 * Returns: (transfer none): the dialog, not yet shown; GTK holds it until
 *   it is destroyed
 */
MuPasteListDialog *
mu_paste_list_dialog_new (GtkWindow *parent, MuLibrary *library)
{
  MuPasteListDialog *self = g_object_new (MU_TYPE_PASTE_LIST_DIALOG, "transient-for", parent, NULL);
  g_autoptr(GPtrArray) rulesets = mu_library_sorted_rulesets (library);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  MuRuleset *likeliest = mu_list_draft_likeliest_ruleset (library);
  guint selected = 0;

  self->library = mu_library_ref (library);
  for (guint i = 0; i < rulesets->len; i++)
    {
      MuRuleset *ruleset = rulesets->pdata[i];

      g_ptr_array_add (self->rulesets, ruleset);
      gtk_string_list_append (names, ruleset->name != NULL ? ruleset->name : ruleset->id);
      if (ruleset == likeliest)
        selected = i;
    }
  adw_combo_row_set_model (self->ruleset_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->ruleset_row, selected);
  return self;
}

static void
mu_paste_list_dialog_dispose (GObject *object)
{
  MuPasteListDialog *self = MU_PASTE_LIST_DIALOG (object);

  g_clear_pointer (&self->shown, g_ptr_array_unref);
  g_clear_pointer (&self->rulesets, g_ptr_array_unref);
  g_clear_pointer (&self->library, mu_library_unref);
  g_clear_object (&self->draft);
  gtk_widget_dispose_template (GTK_WIDGET (self), MU_TYPE_PASTE_LIST_DIALOG);
  G_OBJECT_CLASS (mu_paste_list_dialog_parent_class)->dispose (object);
}

static void
mu_paste_list_dialog_class_init (MuPasteListDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mu_paste_list_dialog_dispose;
  /**
   * MuPasteListDialog::imported:
   * @draft: (transfer none): the list read, unsaved, with what could not
   *   be read marked
   *
   * The player accepted what was read.
   */
  signals[IMPORTED] = g_signal_new ("imported", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                    NULL, G_TYPE_NONE, 1, MU_TYPE_LIST_DRAFT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/muster/Muster/mu-paste-list-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, MuPasteListDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, MuPasteListDialog, ruleset_row);
  gtk_widget_class_bind_template_child (widget_class, MuPasteListDialog, text_view);
  gtk_widget_class_bind_template_child (widget_class, MuPasteListDialog, read_button);
  gtk_widget_class_bind_template_child (widget_class, MuPasteListDialog, import_button);
  gtk_widget_class_bind_template_child (widget_class, MuPasteListDialog, back_button);
  gtk_widget_class_bind_template_child (widget_class, MuPasteListDialog, summary_group);
  gtk_widget_class_bind_template_child (widget_class, MuPasteListDialog, rows_group);
  gtk_widget_class_bind_template_child (widget_class, MuPasteListDialog, footnotes_group);
  gtk_widget_class_bind_template_callback (widget_class, read_clicked);
  gtk_widget_class_bind_template_callback (widget_class, back_clicked);
  gtk_widget_class_bind_template_callback (widget_class, import_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
mu_paste_list_dialog_init (MuPasteListDialog *self)
{
  self->shown = g_ptr_array_new ();
  self->rulesets = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  mu_gui_name_mnemonic_buttons (GTK_WIDGET (self));
  /* the text first: Ctrl+V pastes as soon as the dialog opens */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->text_view));
}
