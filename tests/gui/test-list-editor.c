/* test-list-editor.c: an army list typed in through the list editor under
 * Xvfb (two troop rows, an upgrade row with Up to half, generals, a camp
 * and one date footnote), saved to the player's lists, seen in the library,
 * an army built from it, then a cost changed and the roster's revision
 * notice seen and followed; and the library's own-list actions
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "mu-application.h"
#include "mu-ally-row.h"
#include "mu-army-list.h"
#include "mu-constraint.h"
#include "mu-document.h"
#include "mu-evaluation.h"
#include "mu-gui-test.h"
#include "mu-issue.h"
#include "mu-library-view.h"
#include "mu-library.h"
#include "mu-list-diff.h"
#include "mu-list-actions.h"
#include "mu-list-editor.h"
#include "mu-new-army-dialog.h"
#include "mu-option-def.h"
#include "mu-roster.h"
#include "mu-unit.h"
#include "mu-test.h"
#include "mu-window.h"

static MuApplication *app;
static char *data_home;

/* The widget as drawn, for the README's screenshots */
static void
save_png (GtkWidget *widget, const char *name)
{
  const char *dir = g_getenv ("MUSTER_TEST_LIST_EDITOR_PNG");
  g_autofree char *path = NULL;
  g_autoptr(GdkPaintable) paintable = NULL;
  GtkSnapshot *snapshot;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);

  if (dir == NULL)
    return;
  /* a window just resized is laid out at its new size first (a widget
   * waiting for its size draws nothing) */
  for (guint i = 0; i < 50; i++)
    {
      g_usleep (20000);
      mu_gui_test_drain ();
    }
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  path = g_build_filename (dir, name, NULL);
  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  ck_assert (gdk_texture_save_to_png (texture, path));
}

static GtkWidget *
button_labelled (GtkWidget *widget, const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = button_labelled (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
print_issues (MuEvaluation *evaluation)
{
  for (guint i = 0; i < evaluation->issues->len; i++)
    g_printerr ("issue: %s\n", ((MuIssue *) evaluation->issues->pdata[i])->message);
}

/* A dialog's button pressed: its response, then it closes */
static void
respond (AdwMessageDialog *dialog, const char *response)
{
  adw_message_dialog_response (dialog, response);
  gtk_window_close (GTK_WINDOW (dialog));
  mu_gui_test_drain ();
}

static MuListEditor *
new_tts_list (MuWindow *window)
{
  AdwMessageDialog *dialog;
  GtkDropDown *rulesets;
  GListModel *names;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-list", NULL);
  mu_gui_test_drain ();
  dialog = ADW_MESSAGE_DIALOG (mu_gui_test_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  rulesets = GTK_DROP_DOWN (mu_gui_test_wait_named (GTK_WIDGET (dialog), "new-list-ruleset"));
  names = gtk_drop_down_get_model (rulesets);
  /* the ruleset with the most lists, To the Strongest!, is offered first */
  ck_assert_str_eq (
      gtk_string_list_get_string (GTK_STRING_LIST (names), gtk_drop_down_get_selected (rulesets)),
      "To the Strongest!");
  respond (dialog, "create");
  mu_gui_test_drain ();
  return MU_LIST_EDITOR (mu_gui_test_toplevel (MU_TYPE_LIST_EDITOR));
}

/* The small list of the done-when, entered field by field */
static void
enter_small_list (GtkWidget *ed)
{
  mu_gui_test_type_into (ed, "list:name", "Test Britons");
  ck_assert_str_eq (gtk_editable_get_text (GTK_EDITABLE (mu_gui_test_wait_named (ed, "list:id"))),
                    "test-britons");
  mu_gui_test_type_into (ed, "list:period", "55 BC – AD 410");
  mu_gui_test_type_into (ed, "list:source", "To the Strongest! v1.1, sample army list");
  mu_gui_test_type_into (ed, "option:date:from", "-55");
  mu_gui_test_type_into (ed, "option:date:to", "410");

  mu_gui_test_click (ed, "add:generals");
  mu_gui_test_type_into (ed, "row:generals:name", "Generals");
  mu_gui_test_type_into (ed, "row:generals:description", "Attached general (foot)");
  mu_gui_test_choose (ed, "row:generals:idiom", "A range (as 1-3)");
  mu_gui_test_type_into (ed, "row:generals:number", "1-3");
  mu_gui_test_type_into (ed, "row:generals:printed-cost", "4");
  mu_gui_test_type_into (ed, "row:generals:printed-save", "2+");

  mu_gui_test_click (ed, "add:troops");
  mu_gui_test_type_into (ed, "row:troops:name", "Warriors");
  /* named, the row took its id from its name */
  mu_gui_test_type_into (ed, "row:warriors:description", "Warriors");
  mu_gui_test_choose (ed, "row:warriors:type", "Warriors");
  /* a troop row has no general's upgrade */
  ck_assert_ptr_null (mu_gui_test_find_named (ed, "row:warriors:upgrade"));
  mu_gui_test_choose (ed, "row:warriors:idiom", "A range (as 1-3)");
  mu_gui_test_type_into (ed, "row:warriors:number", "2-6");
  mu_gui_test_type_into (ed, "row:warriors:printed-cost", "10");
  mu_gui_test_type_into (ed, "row:warriors:printed-save", "7+");

  mu_gui_test_click (ed, "add:troops");
  mu_gui_test_type_into (ed, "row:troops:name", "Light cavalry");
  mu_gui_test_choose (ed, "row:light-cavalry:type", "Light cavalry, javelin");
  mu_gui_test_choose (ed, "row:light-cavalry:idiom", "A range (as 1-3)");
  mu_gui_test_type_into (ed, "row:light-cavalry:number", "0-4");
  mu_gui_test_type_into (ed, "row:light-cavalry:printed-cost", "5");
  mu_gui_test_type_into (ed, "row:light-cavalry:printed-save", "7+");
  mu_gui_test_click (ed, "row:light-cavalry:add-upgrade");
  mu_gui_test_type_into (ed, "row:light-cavalry-upgrade:description", "Upgrade light cavalry to veteran");
  /* described, the upgrade row takes its id from what it makes of its row */
  mu_gui_test_choose (ed, "row:light-cavalry-veteran:quality", "Veteran");
  mu_gui_test_choose (ed, "row:light-cavalry-veteran:idiom", "Up to half");
  mu_gui_test_type_into (ed, "row:light-cavalry-veteran:printed-cost", "6");
  mu_gui_test_type_into (ed, "row:light-cavalry-veteran:printed-save", "6+");
  mu_gui_test_type_into (ed, "row:light-cavalry-veteran:markers", "*");

  mu_gui_test_click (ed, "add:camp");
  mu_gui_test_type_into (ed, "row:camp:name", "Camp");
  mu_gui_test_choose (ed, "row:camp:idiom", "A range (as 1-3)");
  mu_gui_test_type_into (ed, "row:camp:number", "1");
  mu_gui_test_type_into (ed, "row:camp:printed-cost", "1");

  mu_gui_test_click (ed, "add:footnote");
  mu_gui_test_type_into (ed, "note:0:text", "Veterans only to AD 61.");
  mu_gui_test_type_into (ed, "note:0:ref", "Test Britons, footnote *");
  /* a date limit, its rows the ones marked with the footnote's marker */
  mu_gui_test_click (ed, "note:0:add-rule");
  mu_gui_test_type_into (ed, "rule:0:0:to", "61");
}

START_TEST (test_enter_save_build_revise)
{
  MuWindow *window = mu_window_new (app);
  MuLibrary *library = mu_application_get_library (app);
  g_autofree char *roster_dir = g_dir_make_tmp ("muster-list-roster-XXXXXX", NULL);
  g_autofree char *roster_path = g_build_filename (roster_dir, "britons.muster", NULL);
  g_autoptr(GFile) roster_file = g_file_new_for_path (roster_path);
  g_autoptr(GError) error = NULL;
  MuListEditor *editor;
  MuListDraft *draft;
  GtkWidget *ed, *issues, *menu, *library_view, *notice, *create;
  MuArmyList *list;
  MuDocument *document;
  MuEvaluation *evaluation;
  const char *body;

  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  editor = new_tts_list (window);
  ck_assert_ptr_nonnull (editor);
  ed = GTK_WIDGET (editor);
  draft = mu_list_editor_get_draft (editor);
  enter_small_list (ed);

  /* the rows as the book's order has them, checked clean */
  {
    GPtrArray *rows = mu_list_draft_get_rows (draft);
    MuDraftRow *cavalry = rows->pdata[2];
    MuDraftFootnote *note = mu_list_draft_get_footnotes (draft)->pdata[0];
    MuDraftRule *rule = note->rules->pdata[0];
    g_autoptr(GPtrArray) problems = mu_list_draft_check (draft);

    ck_assert_uint_eq (rows->len, 4);
    ck_assert_str_eq (((MuDraftRow *) rows->pdata[0])->id, "generals");
    ck_assert_str_eq (((MuDraftRow *) rows->pdata[1])->id, "warriors");
    ck_assert_str_eq (cavalry->id, "light-cavalry");
    ck_assert_str_eq (((MuDraftRow *) rows->pdata[3])->id, "camp");
    ck_assert_uint_eq (cavalry->children->len, 1);
    ck_assert_str_eq (((MuDraftRow *) cavalry->children->pdata[0])->number, "up-to-half");
    ck_assert_int_eq (rule->kind, MU_CONSTRAINT_DATE);
    ck_assert_str_eq (rule->entries, "light-cavalry-veteran");
    ck_assert (rule->has_to && rule->to == 61 && !rule->has_from);
    for (guint i = 0; i < problems->len; i++)
      g_printerr ("problem: %s\n", ((MuIssue *) problems->pdata[i])->message);
    ck_assert_uint_eq (problems->len, 0);
    g_ptr_array_set_free_func (problems, (GDestroyNotify) mu_issue_free);
  }
  /* the panel says so; the derived figures are beside the printed ones */
  issues = mu_gui_test_wait_named (ed, "list-issues");
  ck_assert_str_eq (adw_preferences_row_get_title (
                        ADW_PREFERENCES_ROW (gtk_list_box_get_row_at_index (GTK_LIST_BOX (issues), 0))),
                    "No problems: the list checks clean");
  ck_assert_str_eq (
      adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (mu_gui_test_wait_named (ed, "row:warriors"))),
      "Troops · number 2-6 · printed cost 10, save 7+ · derived: cost 10, save 7+");
  /* an idiom in words, not its id */
  ck_assert_str_eq (adw_expander_row_get_subtitle (
                        ADW_EXPANDER_ROW (mu_gui_test_wait_named (ed, "row:light-cavalry-veteran"))),
                    "Upgrade · number up to half · printed cost 6, save 6+ · derived: cost 6, save 6+ · *");

  /* a wrong cost is marked with the reason; undo (its shortcut's action) takes it back */
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (mu_gui_test_wait_named (ed, "row:warriors")), TRUE);
  mu_gui_test_type_into (ed, "row:warriors:printed-cost", "11");
  ck_assert_ptr_nonnull (mu_gui_test_wait_named (ed, "row-differs"));
  gtk_widget_activate_action (ed, "editor.undo", NULL);
  mu_gui_test_drain ();
  ck_assert_str_eq (mu_list_draft_find_row (draft, "warriors")->printed_cost, "10");
  gtk_widget_activate_action (ed, "editor.redo", NULL);
  gtk_widget_activate_action (ed, "editor.undo", NULL);
  mu_gui_test_drain ();
  ck_assert_str_eq (mu_list_draft_find_row (draft, "warriors")->printed_cost, "10");
  /* for the README: the header and the rows, the cavalry's upgrade open */
  {
    GtkWidget *expanders[]
        = { mu_gui_test_wait_named (ed, "row:generals"), mu_gui_test_wait_named (ed, "row:warriors"),
            mu_gui_test_wait_named (ed, "row:camp"), mu_gui_test_wait_named (ed, "row:light-cavalry"),
            mu_gui_test_wait_named (ed, "note:0") };

    for (guint i = 0; i < G_N_ELEMENTS (expanders); i++)
      adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expanders[i]), FALSE);
    gtk_window_set_default_size (GTK_WINDOW (ed), 1100, 1000);
    gtk_widget_grab_focus (mu_gui_test_wait_named (ed, "list:name"));
    mu_gui_test_drain ();
    save_png (ed, "list-editor.png");
  }

  /* saved: in the player's folder, in the library at once, marked as theirs */
  gtk_widget_activate_action (ed, "editor.save", NULL);
  mu_gui_test_drain ();
  list = mu_library_find_list (library, "test-britons");
  ck_assert_ptr_nonnull (list);
  ck_assert_int_eq (list->revision, 1);
  ck_assert (mu_list_actions_is_own (list));
  ck_assert (g_str_has_prefix (list->file, data_home));
  library_view = mu_gui_test_find_type (GTK_WIDGET (window), MU_TYPE_LIBRARY_VIEW);
  menu = mu_gui_test_wait_named (library_view, "list-menu:test-britons");
  ck_assert_ptr_nonnull (menu);
  ck_assert_ptr_nonnull (mu_gui_test_wait_named (library_view, "list-menu:ancient-british"));
  save_png (GTK_WIDGET (window), "library-own-list.png");

  /* an army built from it, through the library's row and the new army dialog */
  {
    GtkWidget *row = gtk_widget_get_ancestor (menu, GTK_TYPE_LIST_BOX_ROW);

    g_signal_emit_by_name (gtk_widget_get_parent (row), "row-activated", row);
    mu_gui_test_drain ();
    create = button_labelled (GTK_WIDGET (mu_gui_test_toplevel (MU_TYPE_NEW_ARMY_DIALOG)), "C_reate");
    ck_assert_ptr_nonnull (create);
  }
  g_signal_emit_by_name (create, "clicked");
  mu_gui_test_drain ();
  document = mu_window_get_document (window);
  ck_assert_ptr_nonnull (document);
  ck_assert_str_eq (mu_document_get_list (document)->id, "test-britons");
  {
    MuUnit *first = mu_document_add_unit (document, "warriors", 0, &error);
    g_autofree char *first_id = NULL;

    ck_assert_ptr_nonnull (first);
    first_id = g_strdup (first->id);
    ck_assert_ptr_nonnull (mu_document_add_unit (document, "warriors", 0, &error));
    ck_assert (mu_document_set_attached (document, &MU_PLACE_OF_GENERAL (0, 0), first_id, &error));
  }
  ck_assert_ptr_nonnull (mu_document_add_unit (document, "camp", 0, &error));
  g_assert_no_error (error);
  evaluation = mu_document_get_evaluation (document);
  print_issues (evaluation);
  ck_assert (mu_evaluation_is_legal (evaluation));
  ck_assert (mu_document_save (document, roster_path, &error));
  g_assert_no_error (error);

  /* a cost changed: revision 2, the first kept */
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (mu_gui_test_wait_named (ed, "row:warriors")), TRUE);
  mu_gui_test_type_into (ed, "row:warriors:printed-cost", "11");
  gtk_widget_activate_action (ed, "editor.save", NULL);
  mu_gui_test_drain ();
  list = mu_library_find_list (library, "test-britons");
  ck_assert_int_eq (list->revision, 2);
  ck_assert_int_eq (mu_list_draft_get_revision (draft), 2);

  /* the roster opened again hears what changed, and follows it, undoably */
  mu_window_leave_roster (window);
  mu_gui_test_drain ();
  ck_assert (mu_window_open_file (window, roster_file, FALSE));
  mu_gui_test_drain ();
  document = mu_window_get_document (window);
  ck_assert_int_eq (mu_document_get_list (document)->revision, 1);
  notice = NULL;
  for (GList *l = gtk_window_list_toplevels (); l != NULL; l = g_list_delete_link (l, l))
    if (ADW_IS_MESSAGE_DIALOG (l->data) && g_str_equal (gtk_widget_get_name (l->data), "revision-notice"))
      notice = l->data;
    else if (ADW_IS_MESSAGE_DIALOG (l->data))
      g_printerr ("other dialog: %s: %s\n", adw_message_dialog_get_heading (l->data),
                  adw_message_dialog_get_body (l->data));
  ck_assert_ptr_nonnull (notice);
  ck_assert_ptr_null (mu_gui_test_find_named (ed, "row:generals:upgrade"));
  body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (notice));
  ck_assert_ptr_nonnull (strstr (body, "revision 1 of its list; the library has revision 2"));
  /* the book's cost, not the points the ruleset derives, changed */
  ck_assert_ptr_nonnull (strstr (body, "What changes for this army:\n• Warriors: cost now 11, was 10"));
  save_png (notice, "revision-notice.png");
  respond (ADW_MESSAGE_DIALOG (notice), "update");
  mu_gui_test_drain ();
  ck_assert_int_eq (mu_document_get_list (document)->revision, 2);
  ck_assert_int_eq (mu_roster_get_list_revision (mu_document_get_roster (document)), 2);
  ck_assert (mu_document_undo (document));
  ck_assert_int_eq (mu_document_get_list (document)->revision, 1);
  ck_assert (mu_document_redo (document));
  ck_assert_int_eq (mu_document_get_list (document)->revision, 2);
  mu_document_discard_autosave (document);

  gtk_window_destroy (GTK_WINDOW (editor));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
  g_unlink (roster_path);
  g_rmdir (roster_dir);
}
END_TEST

/* Whether the problems panel lists that message */
static gboolean
panel_says (GtkWidget *ed, const char *message)
{
  GtkListBox *issues = GTK_LIST_BOX (mu_gui_test_wait_named (ed, "list-issues"));
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (issues, i)) != NULL; i++)
    {
      GtkWidget *label = mu_gui_test_find_named (GTK_WIDGET (row), "issue-message");
      const char *text = label != NULL ? gtk_label_get_text (GTK_LABEL (label))
                                       : adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));

      if (gtk_widget_get_visible (GTK_WIDGET (row)) && g_strcmp0 (text, message) == 0)
        return TRUE;
    }
  return FALSE;
}

static const char *
focused_name (GtkWidget *ed)
{
  for (GtkWidget *w = gtk_root_get_focus (GTK_ROOT (ed)); w != NULL; w = gtk_widget_get_parent (w))
    if (strchr (gtk_widget_get_name (w), ':') != NULL)
      return gtk_widget_get_name (w);
  return NULL;
}

/* A variant added by its name, given two choices and a default; a variant
 * limit offering those choices; a footnote's rows chosen by their names;
 * the allies row chosen from the library and typed for a list it does not
 * have; each edit undoable and each half-made part a problem */
START_TEST (test_variants_rows_allies)
{
  MuWindow *window = mu_window_new (app);
  MuListEditor *editor;
  MuListDraft *draft;
  GtkWidget *ed, *picker;
  MuOptionDef *region;
  g_autofree char *xml = NULL;
  g_autoptr(MuArmyList) built = NULL;
  g_autoptr(GError) error = NULL;
  const char *region_id = "option:eastern-or-western-army";

  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  editor = new_tts_list (window);
  ed = GTK_WIDGET (editor);
  draft = mu_list_editor_get_draft (editor);
  mu_gui_test_type_into (ed, "list:name", "Test Romans");
  mu_gui_test_type_into (ed, "option:date:from", "-27");
  /* the last year not typed yet: no limit, and the field empty */
  ck_assert_str_eq (gtk_editable_get_text (GTK_EDITABLE (mu_gui_test_wait_named (ed, "option:date:to"))), "");
  /* a field being typed into keeps its text, and stays, while another
   * edit is shown */
  {
    GtkWidget *to = mu_gui_test_wait_named (ed, "option:date:to");

    gtk_widget_grab_focus (to);
    gtk_editable_set_text (GTK_EDITABLE (to), "19");
    mu_list_draft_set_field (draft, "period", "27 BC - AD 193");
    mu_gui_test_drain ();
    ck_assert_ptr_eq (mu_gui_test_wait_named (ed, "option:date:to"), to);
    ck_assert_str_eq (gtk_editable_get_text (GTK_EDITABLE (mu_gui_test_wait_named (ed, "option:date:to"))),
                      "19");
    ck_assert_str_eq (focused_name (ed), "option:date:to");
  }
  mu_gui_test_type_into (ed, "option:date:to", "193");
  mu_gui_test_type_into (ed, "option:date:default", "100");

  /* the variant: named, then its choices typed one after the other */
  mu_gui_test_type_into (ed, "option:add-variant", "Eastern or Western army");
  ck_assert (panel_says (ed, "army option “Eastern or Western army” has no choices; add them (as Eastern and "
                             "Western)"));
  ck_assert_str_eq (focused_name (ed), "option:eastern-or-western-army:add-choice");
  mu_gui_test_type_into (ed, "option:eastern-or-western-army:add-choice", "Eastern");
  ck_assert_str_eq (focused_name (ed), "option:eastern-or-western-army:add-choice");
  mu_gui_test_type_into (ed, "option:eastern-or-western-army:add-choice", "Western");
  mu_gui_test_choose (ed, "option:eastern-or-western-army:default", "Western");
  region = mu_option_defs_find (mu_list_draft_get_options (draft), "eastern-or-western-army");
  ck_assert_uint_eq (region->choices->len, 2);
  ck_assert_str_eq (((MuChoice *) region->choices->pdata[1])->id, "western");
  ck_assert_str_eq (region->default_value, "western");
  ck_assert_str_eq (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (mu_gui_test_wait_named (ed, region_id))),
                    "Eastern, Western; an army starts with Western");
  ck_assert_str_eq (mu_option_defs_find (mu_list_draft_get_options (draft), "date")->default_value, "100");

  /* a row added: its name next; named, the field keeps the focus */
  mu_gui_test_click (ed, "add:troops");
  ck_assert_str_eq (focused_name (ed), "row:troops:name");
  mu_gui_test_type_into (ed, "row:troops:name", "Legionarii");
  ck_assert_str_eq (focused_name (ed), "row:legionarii:name");
  mu_gui_test_choose (ed, "row:legionarii:type", "Legionaries");
  /* the row's other fields as the ruleset names them, switches first */
  {
    GtkWidget *cost
        = gtk_widget_get_ancestor (mu_gui_test_wait_named (ed, "row:legionarii:cost"), ADW_TYPE_ACTION_ROW);
    GtkWidget *missile = gtk_widget_get_ancestor (mu_gui_test_wait_named (ed, "row:legionarii:extra-missile"),
                                                  ADW_TYPE_ACTION_ROW);
    GtkWidget *list = gtk_widget_get_parent (cost);

    ck_assert_str_eq (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (cost)),
                      "Cost the list sets instead of the rules'");
    ck_assert_str_eq (
        adw_action_row_get_subtitle (ADW_ACTION_ROW (cost)),
        "Only where the book's figure is not the rules' own (as its artillery); else leave empty");
    ck_assert_str_eq (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (missile)), "Extra missile weapons");
    ck_assert_ptr_eq (gtk_widget_get_parent (missile), list);
    ck_assert_int_lt (gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (missile)),
                      gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (cost)));
  }
  mu_gui_test_click (ed, "add:troops");
  mu_gui_test_type_into (ed, "row:troops:name", "Sagittarii");
  mu_gui_test_choose (ed, "row:sagittarii:type", "Light infantry, bow/sling");
  mu_gui_test_type_into (ed, "row:sagittarii:markers", "*");

  /* a variant limit: it offers the variant's choices; its rows by name */
  mu_gui_test_click (ed, "add:footnote");
  mu_gui_test_type_into (ed, "note:0:text", "Only in Eastern armies.");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (mu_gui_test_wait_named (ed, "note:0:kind")),
                              MU_CONSTRAINT_OPTION_VALUE);
  mu_gui_test_click (ed, "note:0:add-rule");
  ck_assert_str_eq (gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (ADW_COMBO_ROW (
                                                    mu_gui_test_wait_named (ed, "rule:0:0:option")))),
                                                0),
                    "Eastern or Western army");
  ck_assert (panel_says (ed, "footnote *: a variant limit names no choice of “Eastern or Western army”; "
                             "choose the choices its rows are for"));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (mu_gui_test_wait_named (ed, "rule:0:0:value:eastern")),
                               TRUE);
  mu_gui_test_drain ();
  ck_assert_str_eq (
      ((MuDraftRule *) ((MuDraftFootnote *) mu_list_draft_get_footnotes (draft)->pdata[0])->rules->pdata[0])
          ->values,
      "eastern");
  /* the rows marked * to start with, shown by name; Legionarii added */
  picker = gtk_widget_get_ancestor (mu_gui_test_wait_named (ed, "rule:0:0:entries"), ADW_TYPE_ACTION_ROW);
  ck_assert_str_eq (adw_action_row_get_subtitle (ADW_ACTION_ROW (picker)), "Sagittarii");
  mu_gui_test_pick_rows (ed, "rule:0:0:entries", "legionarii sagittarii");
  picker = gtk_widget_get_ancestor (mu_gui_test_wait_named (ed, "rule:0:0:entries"), ADW_TYPE_ACTION_ROW);
  ck_assert_str_eq (adw_action_row_get_subtitle (ADW_ACTION_ROW (picker)), "Legionarii, Sagittarii");
  /* no rows: a problem; undone */
  mu_gui_test_pick_rows (ed, "rule:0:0:entries", "");
  ck_assert (panel_says (ed, "footnote *: a rule names no row; choose the rows it limits"));
  gtk_widget_activate_action (ed, "editor.undo", NULL);
  mu_gui_test_drain ();
  ck_assert_str_eq (
      ((MuDraftRule *) ((MuDraftFootnote *) mu_list_draft_get_footnotes (draft)->pdata[0])->rules->pdata[0])
          ->entries,
      "legionarii sagittarii");

  /* a choice removed that the limit names: a problem; undone */
  mu_gui_test_click (ed, "option:eastern-or-western-army:choice:eastern:remove");
  ck_assert (panel_says (ed, "footnote * limits its rows to “eastern”, which is not a choice of “Eastern or "
                             "Western army”; choose one of its choices"));
  gtk_widget_activate_action (ed, "editor.undo", NULL);
  mu_gui_test_drain ();
  ck_assert_uint_eq (
      mu_option_defs_find (mu_list_draft_get_options (draft), "eastern-or-western-army")->choices->len, 2);

  /* allies: one from the library, one the library does not have */
  mu_gui_test_choose (ed, "add:ally-list", "Principate Roman");
  mu_gui_test_click (ed, "add:ally");
  ck_assert_str_eq (focused_name (ed), "ally:0:name");
  mu_gui_test_type_into (ed, "ally:0:name", "Principate Romans");
  /* a list from the library has no id to type; "Not in the library" asks
   * for it */
  ck_assert_ptr_null (mu_gui_test_find_named (ed, "ally:0:list"));
  mu_gui_test_choose (ed, "ally:0:list-chosen", "Not in the library");
  ck_assert (gtk_widget_get_visible (mu_gui_test_wait_named (ed, "ally:0:list")));
  mu_gui_test_choose (ed, "ally:0:list-chosen", "Principate Roman");
  mu_gui_test_choose (ed, "add:ally-list", "Not in the library");
  mu_gui_test_click (ed, "add:ally");
  ck_assert_str_eq (focused_name (ed), "ally:1:list");
  ck_assert (panel_says (ed, "ally 2 of the allies row has no name; give the name the book prints"));
  mu_gui_test_type_into (ed, "ally:1:list", "Armenian");
  mu_gui_test_type_into (ed, "ally:1:name", "Armenians");
  mu_gui_test_type_into (ed, "ally:1:markers", "*");
  ck_assert_str_eq (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (mu_gui_test_wait_named (ed, "ally:1"))),
                    "list “armenian”, not in the library · marked *");
  ck_assert_str_eq (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (mu_gui_test_wait_named (ed, "ally:0"))),
                    "list Principate Roman, in the library");
  ck_assert (panel_says (ed, "No problems: the list checks clean"));

  xml = mu_list_draft_to_xml (draft, FALSE);
  ck_assert_ptr_nonnull (
      strstr (xml, "<option id=\"date\" kind=\"year\" min=\"-27\" max=\"193\" default=\"100\""));
  ck_assert_ptr_nonnull (strstr (xml,
                                 "<option id=\"eastern-or-western-army\" default=\"western\" label=\"Eastern "
                                 "or Western army\">\n    <choice id=\"eastern\" label=\"Eastern\"/>\n    "
                                 "<choice id=\"western\" label=\"Western\"/>"));
  ck_assert_ptr_nonnull (strstr (xml, "<option-value entries=\"legionarii sagittarii\" "
                                      "option=\"eastern-or-western-army\" values=\"eastern\"/>"));
  ck_assert_ptr_nonnull (strstr (xml, "<ally list=\"principate-roman\" name=\"Principate Romans\"/>\n  <ally "
                                      "list=\"armenian\" name=\"Armenians\" markers=\"*\"/>"));
  built = mu_list_draft_build (draft, &error);
  g_assert_no_error (error);
  ck_assert_uint_eq (built->ally_rows->len, 2);

  /* the variant removed: the limit depends on an option the list lacks */
  mu_gui_test_click (ed, "option:eastern-or-western-army:remove");
  ck_assert (panel_says (ed,
                         "footnote * depends on option “eastern-or-western-army”, which the list does not "
                         "offer; add the option"));
  gtk_widget_activate_action (ed, "editor.undo", NULL);
  mu_gui_test_drain ();
  ck_assert_ptr_nonnull (mu_option_defs_find (mu_list_draft_get_options (draft), "eastern-or-western-army"));
  /* an ally removed, and put back */
  mu_gui_test_click (ed, "ally:0:remove");
  ck_assert_uint_eq (mu_list_draft_get_allies (draft)->len, 1);
  gtk_widget_activate_action (ed, "editor.undo", NULL);
  mu_gui_test_drain ();
  ck_assert_uint_eq (mu_list_draft_get_allies (draft)->len, 2);

  gtk_window_destroy (GTK_WINDOW (editor));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

/* Some frames drawn: what changed is laid out again (drained, the main
 * loop does not wait for the next frame) */
static void
laid_out (void)
{
  gint64 until = g_get_monotonic_time () + G_USEC_PER_SEC / 2;

  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  mu_gui_test_drain ();
}

/* A shipped list read from the source tree, not the library (an earlier
 * test puts the player's list in the place of the shipped British list) */
static MuArmyList *
shipped_list (const char *file)
{
  g_autofree char *path = g_build_filename (g_getenv ("MUSTER_LISTS_DIR"), "tts", file, NULL);
  g_autoptr(GError) error = NULL;
  MuArmyList *list = mu_army_list_load_file (path, mu_application_get_library (app)->rulesets, &error);

  g_assert_no_error (error);
  return list;
}

/* The editor of a draft, shown */
static GtkWidget *
show_editor (MuListDraft *draft)
{
  MuListEditor *editor = mu_list_editor_new (app, draft, NULL);

  gtk_window_present (GTK_WINDOW (editor));
  mu_gui_test_drain ();
  return GTK_WIDGET (editor);
}

static void
close_editor (GtkWidget *ed)
{
  gtk_window_destroy (GTK_WINDOW (ed));
  mu_gui_test_drain ();
}

/* The rule of that footnote, in the draft */
static MuDraftRule *
rule_at (MuListDraft *draft, guint note, guint index)
{
  return ((MuDraftFootnote *) mu_list_draft_get_footnotes (draft)->pdata[note])->rules->pdata[index];
}

static const char *
combo_shows (GtkWidget *ed, const char *name)
{
  AdwComboRow *combo = ADW_COMBO_ROW (mu_gui_test_wait_named (ed, name));

  return gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (combo)),
                                     adw_combo_row_get_selected (combo));
}

/* The draft built again and compared with the list it was made from */
static void
assert_same_meaning (MuListDraft *draft, MuArmyList *list)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MuArmyList) built = mu_list_draft_build (draft, &error);
  g_autoptr(GPtrArray) changes = NULL;

  g_assert_no_error (error);
  changes = mu_list_diff (list, built);
  for (guint i = 0; i < changes->len; i++)
    {
      g_autofree char *text = mu_list_change_describe (changes->pdata[i]);

      g_printerr ("change: %s\n", text);
    }
  ck_assert_uint_eq (changes->len, 0);
  g_ptr_array_set_free_func (changes, (GDestroyNotify) mu_list_change_free);
}

/* Whether a label shown under that widget is cut short; at least one shown */
static gboolean
cut_short (GtkWidget *widget, guint *shown)
{
  gboolean cut = FALSE;

  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
      && *gtk_label_get_text (GTK_LABEL (widget)) != '\0')
    {
      (*shown)++;
      if (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
        {
          g_printerr ("cut short: %s\n", gtk_label_get_text (GTK_LABEL (widget)));
          cut = TRUE;
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    cut |= cut_short (child, shown);
  return cut;
}

/* A footnote rule's condition chosen by words, "Footnotes ** and ***: As
 * printed", not typed as option=value: the list's variants and readings
 * and the ruleset's readings offered, each choice one undoable edit; a
 * condition naming no option of the list shown as read and kept; the
 * shipped lists opened and built again unchanged */
START_TEST (test_rule_conditions)
{
  g_autoptr(MuArmyList) roman = shipped_list ("principate-roman.xml");
  g_autoptr(MuArmyList) british = shipped_list ("ancient-british.xml");
  g_autoptr(MuListDraft) draft = mu_list_draft_new_from_list (roman);
  g_autoptr(MuListDraft) british_draft = mu_list_draft_new_from_list (british);
  GtkWidget *ed = show_editor (draft);
  GListModel *items;
  MuDraftRule *rule;
  g_autofree char *xml = NULL;
  guint note = G_MAXUINT, shown = 0;

  /* the footnote whose first rule holds only with the printed reading */
  for (guint i = 0; i < mu_list_draft_get_footnotes (draft)->len && note == G_MAXUINT; i++)
    if (((MuDraftFootnote *) mu_list_draft_get_footnotes (draft)->pdata[i])->rules->len > 0
        && g_strcmp0 (rule_at (draft, i, 0)->when, "footnote-reading=as-printed") == 0)
      note = i;
  ck_assert_uint_ne (note, G_MAXUINT);
  {
    g_autofree char *expander = g_strdup_printf ("note:%u", note);

    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (mu_gui_test_wait_named (ed, expander)), TRUE);
  }
  {
    g_autofree char *name = g_strdup_printf ("rule:%u:0:when", note);
    g_autofree char *other = g_strdup_printf ("rule:%u:1:when", note);

    ck_assert_str_eq (combo_shows (ed, name), "Footnotes ** and ***: As printed");
    ck_assert_str_eq (combo_shows (ed, other), "Footnotes ** and ***: Transposed: ** Western, *** Eastern");
    /* the two shown in full, not both "Footnotes ** and ***: …" */
    laid_out ();
    ck_assert (!cut_short (mu_gui_test_wait_named (ed, name), &shown));
    ck_assert (!cut_short (mu_gui_test_wait_named (ed, other), &shown));
    items = adw_combo_row_get_model (ADW_COMBO_ROW (mu_gui_test_wait_named (ed, name)));
    ck_assert_str_eq (gtk_string_list_get_string (GTK_STRING_LIST (items), 0), "Always");
    ck_assert_str_eq (gtk_string_list_get_string (GTK_STRING_LIST (items), 1),
                      "Eastern or Western army: Western");
    ck_assert_str_eq (gtk_string_list_get_string (GTK_STRING_LIST (items), 2),
                      "Eastern or Western army: Eastern");
    ck_assert_str_eq (gtk_string_list_get_string (GTK_STRING_LIST (items), 3),
                      "Footnotes ** and ***: As printed");
    /* no year, only choices; and no option=value left to type */
    for (guint i = 0; i < g_list_model_get_n_items (items); i++)
      ck_assert_ptr_null (strstr (gtk_string_list_get_string (GTK_STRING_LIST (items), i), "Army date"));

    /* Always: no condition; undone, the printed reading again */
    mu_gui_test_choose (ed, name, "Always");
    ck_assert_ptr_null (rule_at (draft, note, 0)->when);
    gtk_widget_activate_action (ed, "editor.undo", NULL);
    mu_gui_test_drain ();
    ck_assert_str_eq (rule_at (draft, note, 0)->when, "footnote-reading=as-printed");
    ck_assert_str_eq (combo_shows (ed, name), "Footnotes ** and ***: As printed");
    mu_gui_test_choose (ed, name, "Eastern or Western army: Eastern");
    ck_assert_str_eq (rule_at (draft, note, 0)->when, "region=eastern");
    gtk_widget_activate_action (ed, "editor.undo", NULL);
    mu_gui_test_drain ();
  }
  /* untouched but for the edits undone, the list is the shipped one */
  assert_same_meaning (draft, roman);

  /* a condition naming no option of the list: shown, kept through other edits */
  rule = mu_draft_rule_copy (rule_at (draft, note, 0));
  g_free (rule->when);
  rule->when = g_strdup ("region=north");
  mu_list_draft_set_rule (draft, note, 0, rule);
  mu_gui_test_drain ();
  {
    g_autofree char *name = g_strdup_printf ("rule:%u:0:when", note);
    g_autofree char *text = g_strdup_printf ("note:%u:text", note);

    ck_assert_str_eq (combo_shows (ed, name), "region=north (not in this list)");
    mu_gui_test_type_into (ed, text, "Transposed in some printings.");
    ck_assert_str_eq (combo_shows (ed, name), "region=north (not in this list)");
    ck_assert_str_eq (rule_at (draft, note, 0)->when, "region=north");
    xml = mu_list_draft_to_xml (draft, FALSE);
    ck_assert_ptr_nonnull (strstr (xml, "when=\"region=north\""));
    /* changed, it is gone from the chooser */
    mu_gui_test_choose (ed, name, "Eastern or Western army: Western");
    ck_assert_str_eq (rule_at (draft, note, 0)->when, "region=western");
  }
  close_editor (ed);

  /* the British list: its detached-generals rule holds always; built
   * again, the same list */
  ed = show_editor (british_draft);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (mu_gui_test_wait_named (ed, "note:3")), TRUE);
  ck_assert_str_eq (combo_shows (ed, "rule:3:0:when"), "Always");
  ck_assert_str_eq (rule_at (british_draft, 3, 0)->option, "detached-generals");
  assert_same_meaning (british_draft, british);
  close_editor (ed);
}
END_TEST

/* Choosing the kind of rule to add does not resize its drop-down: the
 * Add Rule button stays where it was */
START_TEST (test_rule_kind_steady)
{
  g_autoptr(MuArmyList) british = shipped_list ("ancient-british.xml");
  g_autoptr(MuListDraft) draft = mu_list_draft_new_from_list (british);
  GtkWidget *ed = show_editor (draft), *kinds, *add;
  graphene_rect_t first, bounds;

  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (mu_gui_test_wait_named (ed, "note:0")), TRUE);
  laid_out ();
  kinds = mu_gui_test_wait_named (ed, "note:0:kind");
  add = mu_gui_test_wait_named (ed, "note:0:add-rule");
  ck_assert (gtk_widget_compute_bounds (add, ed, &first));
  for (guint kind = MU_CONSTRAINT_DATE; kind <= MU_CONSTRAINT_ALLOCATION; kind++)
    {
      gtk_drop_down_set_selected (GTK_DROP_DOWN (kinds), kind);
      laid_out ();
      ck_assert (gtk_widget_compute_bounds (add, ed, &bounds));
      ck_assert_float_eq (bounds.origin.x, first.origin.x);
      ck_assert_float_eq (bounds.size.width, first.size.width);
    }
  /* the button still shows the kind chosen */
  ck_assert_uint_eq (gtk_drop_down_get_selected (GTK_DROP_DOWN (kinds)), MU_CONSTRAINT_ALLOCATION);
  close_editor (ed);
}
END_TEST

/* A new exclusive rule starts with each row marked with the footnote's
 * marker a group of its own: the British footnote ** made again is the
 * shipped one; with one marked row, that row as its rows */
START_TEST (test_exclusive_from_marked)
{
  g_autoptr(MuArmyList) british = shipped_list ("ancient-british.xml");
  g_autoptr(MuListDraft) draft = mu_list_draft_new_from_list (british);
  GtkWidget *ed = show_editor (draft);
  MuDraftFootnote *note;
  MuDraftRule *rule;

  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (mu_gui_test_wait_named (ed, "note:0")), TRUE);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (mu_gui_test_wait_named (ed, "note:1")), TRUE);
  /* footnote **: its exclusive rule removed, and added again */
  mu_gui_test_click (ed, "rule:1:0:remove");
  ck_assert_uint_eq (((MuDraftFootnote *) mu_list_draft_get_footnotes (draft)->pdata[1])->rules->len, 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (mu_gui_test_wait_named (ed, "note:1:kind")),
                              MU_CONSTRAINT_EXCLUSIVE);
  mu_gui_test_click (ed, "note:1:add-rule");
  rule = rule_at (draft, 1, 0);
  ck_assert_int_eq (rule->kind, MU_CONSTRAINT_EXCLUSIVE);
  ck_assert_uint_eq (rule->groups->len, 2);
  ck_assert_str_eq (rule->groups->pdata[0], "light-cavalry-veteran");
  ck_assert_str_eq (rule->groups->pdata[1], "warriors-veteran");
  ck_assert_str_eq (adw_action_row_get_subtitle (ADW_ACTION_ROW (gtk_widget_get_ancestor (
                        mu_gui_test_wait_named (ed, "rule:1:0:group:1"), ADW_TYPE_ACTION_ROW))),
                    "Upgrade warriors to veteran");
  assert_same_meaning (draft, british);
  /* one undo takes the new rule away */
  gtk_widget_activate_action (ed, "editor.undo", NULL);
  mu_gui_test_drain ();
  ck_assert_uint_eq (((MuDraftFootnote *) mu_list_draft_get_footnotes (draft)->pdata[1])->rules->len, 0);

  /* footnote *: one row marked, the rule's rows as before */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (mu_gui_test_wait_named (ed, "note:0:kind")),
                              MU_CONSTRAINT_EXCLUSIVE);
  mu_gui_test_click (ed, "note:0:add-rule");
  note = mu_list_draft_get_footnotes (draft)->pdata[0];
  rule = note->rules->pdata[note->rules->len - 1];
  ck_assert_int_eq (rule->kind, MU_CONSTRAINT_EXCLUSIVE);
  ck_assert_uint_eq (rule->groups->len, 0);
  ck_assert_str_eq (rule->entries, "warriors-fanatics");
  close_editor (ed);
}
END_TEST

/* The allies' list choosers show every item in full, in the row and in
 * its popover, at the editor's own size */
START_TEST (test_ally_items_whole)
{
  g_autoptr(MuArmyList) british = shipped_list ("ancient-british.xml");
  g_autoptr(MuListDraft) draft = mu_list_draft_new_from_list (british);
  GtkWidget *ed = show_editor (draft);
  const char *names[] = { "ally:0:list-chosen", "add:ally-list" };

  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (mu_gui_test_wait_named (ed, "ally:0")), TRUE);
  mu_gui_test_drain ();
  /* the form scrolled to its end, the allies, where a player opens them */
  {
    GtkAdjustment *scroll = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (
        gtk_widget_get_ancestor (mu_gui_test_wait_named (ed, "add:ally-list"), GTK_TYPE_SCROLLED_WINDOW)));

    gtk_adjustment_set_value (scroll, gtk_adjustment_get_upper (scroll));
    mu_gui_test_drain ();
  }
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      GtkWidget *combo = mu_gui_test_wait_named (ed, names[i]);
      GtkWidget *popover;
      guint shown = 0;

      /* the last item chosen, as for an ally the library does not have */
      mu_gui_test_choose (ed, names[i], "Not in the library");
      combo = mu_gui_test_wait_named (ed, names[i]);
      ck_assert (!cut_short (combo, &shown));
      gtk_widget_activate (combo);
      laid_out ();
      popover = mu_gui_test_find_type (combo, GTK_TYPE_POPOVER);
      ck_assert (gtk_widget_get_mapped (popover));
      shown = 0;
      ck_assert (!cut_short (popover, &shown));
      /* the library's lists of the ruleset and the one it does not have */
      ck_assert_uint_eq (shown, g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (combo))));
      gtk_popover_popdown (GTK_POPOVER (popover));
      mu_gui_test_drain ();
    }
  close_editor (ed);
}
END_TEST

/* Whether the focus is in that widget */
static gboolean
has_focus_in (GtkWidget *ed, GtkWidget *widget)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (ed));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* An edit is shown in place: the row's expander and its fields are the
 * same widgets after it (renamed, moved or not), the focus stays in the
 * field, and what is typed while an edit is still being shown is kept */
START_TEST (test_edits_in_place)
{
  MuWindow *window = mu_window_new (app);
  MuListEditor *editor;
  MuListDraft *draft;
  GtkWidget *ed, *expander, *cost, *save, *description, *warriors, *issue;
  MuDraftRow *row;

  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  editor = new_tts_list (window);
  ed = GTK_WIDGET (editor);
  draft = mu_list_editor_get_draft (editor);
  gtk_window_present (GTK_WINDOW (editor));
  mu_gui_test_drain ();
  /* the list's name first */
  ck_assert (has_focus_in (ed, mu_gui_test_wait_named (ed, "list:name")));
  /* a variant is added by Enter only, not by leaving its field */
  mu_gui_test_wait_named (ed, "option:add-variant");
  gtk_widget_grab_focus (mu_gui_test_wait_named (ed, "option:add-variant"));
  gtk_editable_set_text (GTK_EDITABLE (mu_gui_test_wait_named (ed, "option:add-variant")), "Generals");
  gtk_widget_grab_focus (mu_gui_test_wait_named (ed, "list:period"));
  mu_gui_test_drain ();
  ck_assert_uint_eq (mu_list_draft_get_options (draft)->len, 0);

  /* a row added by keyboard (Space, Enter, Alt+T) at once, not a quarter
   * of a second later, the focus in its name before the next key is
   * handled; and once only */
  g_signal_emit_by_name (mu_gui_test_wait_named (ed, "add:troops"), "activate");
  ck_assert_uint_eq (mu_list_draft_get_rows (draft)->len, 1);
  g_main_context_iteration (NULL, FALSE);
  ck_assert (has_focus_in (ed, mu_gui_test_find_named (ed, "row:troops:name")));
  {
    gint64 until = g_get_monotonic_time () + G_USEC_PER_SEC / 2;

    while (g_get_monotonic_time () < until)
      g_main_context_iteration (NULL, FALSE);
  }
  mu_gui_test_drain ();
  ck_assert_uint_eq (mu_list_draft_get_rows (draft)->len, 1);
  expander = mu_gui_test_wait_named (ed, "row:troops");
  cost = mu_gui_test_wait_named (ed, "row:troops:printed-cost");

  /* named, the row takes its id from its name: the same expander and field */
  mu_gui_test_type_into (ed, "row:troops:name", "Chariots");
  ck_assert_ptr_nonnull (mu_list_draft_find_row (draft, "chariots"));
  ck_assert_ptr_eq (mu_gui_test_wait_named (ed, "row:chariots"), expander);
  ck_assert_ptr_eq (mu_gui_test_wait_named (ed, "row:chariots:printed-cost"), cost);
  ck_assert (has_focus_in (ed, mu_gui_test_wait_named (ed, "row:chariots:name")));

  /* a cost typed and applied: the same widgets, the focus still in the field;
   * the problems panel keeps its rows too (a row made anew costs the
   * window a frame more) */
  issue = GTK_WIDGET (
      gtk_list_box_get_row_at_index (GTK_LIST_BOX (mu_gui_test_wait_named (ed, "list-issues")), 0));
  g_object_add_weak_pointer (G_OBJECT (issue), (gpointer *) &issue);
  mu_gui_test_type_into (ed, "row:chariots:printed-cost", "7");
  ck_assert_ptr_nonnull (issue);
  ck_assert_ptr_eq (
      issue, gtk_list_box_get_row_at_index (GTK_LIST_BOX (mu_gui_test_wait_named (ed, "list-issues")), 0));
  g_object_remove_weak_pointer (G_OBJECT (issue), (gpointer *) &issue);
  ck_assert_str_eq (mu_list_draft_find_row (draft, "chariots")->printed_cost, "7");
  ck_assert_ptr_eq (mu_gui_test_wait_named (ed, "row:chariots"), expander);
  ck_assert_ptr_eq (mu_gui_test_wait_named (ed, "row:chariots:printed-cost"), cost);
  ck_assert (has_focus_in (ed, cost));
  ck_assert_str_eq (gtk_editable_get_text (GTK_EDITABLE (cost)), "7");
  ck_assert_ptr_nonnull (
      strstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (expander)), "printed cost 7"));

  /* typed fast: a cost applied, then the save typed and left before the
   * first edit is shown; neither is lost */
  save = mu_gui_test_wait_named (ed, "row:chariots:printed-save");
  description = mu_gui_test_wait_named (ed, "row:chariots:description");
  gtk_widget_grab_focus (cost);
  gtk_editable_set_text (GTK_EDITABLE (cost), "8");
  g_signal_emit_by_name (cost, "activate");
  gtk_widget_grab_focus (save);
  gtk_editable_set_text (GTK_EDITABLE (save), "5+");
  gtk_widget_grab_focus (description);
  mu_gui_test_drain ();
  ck_assert_str_eq (mu_list_draft_find_row (draft, "chariots")->printed_cost, "8");
  ck_assert_str_eq (gtk_editable_get_text (GTK_EDITABLE (save)), "5+");
  ck_assert (has_focus_in (ed, description));
  gtk_widget_grab_focus (save);
  g_signal_emit_by_name (save, "activate");
  mu_gui_test_drain ();
  ck_assert_str_eq (mu_list_draft_find_row (draft, "chariots")->printed_save, "5+");

  /* the id renamed by hand: the row stays, its widgets named anew */
  mu_gui_test_type_into (ed, "row:chariots:id", "war-chariots");
  ck_assert_ptr_eq (mu_gui_test_wait_named (ed, "row:war-chariots"), expander);
  ck_assert_ptr_eq (mu_gui_test_wait_named (ed, "row:war-chariots:printed-cost"), cost);
  ck_assert_ptr_null (mu_gui_test_find_named (ed, "row:chariots"));

  /* a second row moved up: both expanders kept, in the new order */
  mu_gui_test_click (ed, "add:troops");
  mu_gui_test_type_into (ed, "row:troops:name", "Warriors");
  warriors = mu_gui_test_wait_named (ed, "row:warriors");
  ck_assert_int_eq (gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (warriors)), 1);
  mu_gui_test_click (ed, "row:warriors:up");
  row = mu_list_draft_get_rows (draft)->pdata[0];
  ck_assert_str_eq (row->id, "warriors");
  ck_assert_ptr_eq (mu_gui_test_wait_named (ed, "row:warriors"), warriors);
  ck_assert_ptr_eq (mu_gui_test_wait_named (ed, "row:war-chariots"), expander);
  ck_assert_int_eq (gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (warriors)), 0);
  ck_assert_int_eq (gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (expander)), 1);

  /* undone, the move and the rename: still the same widgets, each field
   * showing the list again */
  gtk_widget_activate_action (ed, "editor.undo", NULL);
  mu_gui_test_drain ();
  ck_assert_int_eq (gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (warriors)), 1);
  /* the second row's name with the id it gave (one edit), the row, the
   * rename */
  for (int i = 0; i < 3; i++)
    gtk_widget_activate_action (ed, "editor.undo", NULL);
  mu_gui_test_drain ();
  ck_assert_ptr_null (mu_list_draft_find_row (draft, "warriors"));
  ck_assert_ptr_null (mu_gui_test_find_named (ed, "row:warriors"));
  ck_assert_ptr_eq (mu_gui_test_wait_named (ed, "row:chariots"), expander);
  /* closed when the second row was added, and opened again */
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), TRUE);
  ck_assert_ptr_eq (mu_gui_test_wait_named (ed, "row:chariots:printed-cost"), cost);
  ck_assert_str_eq (gtk_editable_get_text (GTK_EDITABLE (cost)), "8");

  /* the last year typed first, then the first: an army starts with the
   * first year, not the last */
  mu_gui_test_type_into (ed, "option:date:to", "235");
  mu_gui_test_type_into (ed, "option:date:from", "-27");
  ck_assert_str_eq (mu_option_defs_find (mu_list_draft_get_options (draft), "date")->default_value, "-27");
  ck_assert_str_eq (gtk_editable_get_text (GTK_EDITABLE (mu_gui_test_wait_named (ed, "option:date:default"))),
                    "-27");

  /* the row removed: its expander gone */
  mu_gui_test_click (ed, "row:chariots:remove");
  ck_assert_uint_eq (mu_list_draft_get_rows (draft)->len, 0);
  ck_assert_ptr_null (mu_gui_test_find_named (ed, "row:chariots"));

  gtk_window_destroy (GTK_WINDOW (editor));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

/* A new To the Strongest! list named Test Britons with a troop row named
 * Warriors, open, in an editor of window, both shown */
static MuListEditor *
warriors_list (MuWindow *window)
{
  MuListEditor *editor;

  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  editor = new_tts_list (window);
  gtk_window_present (GTK_WINDOW (editor));
  mu_gui_test_type_into (GTK_WIDGET (editor), "list:name", "Test Britons");
  mu_gui_test_click (GTK_WIDGET (editor), "add:troops");
  mu_gui_test_type_into (GTK_WIDGET (editor), "row:troops:name", "Warriors");
  return editor;
}

static void
close_both (MuListEditor *editor, MuWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (editor));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}

/* The labels a drop-down's popover shows now */
static char *
shown_items (GtkWidget *chooser)
{
  GListModel *shown = G_LIST_MODEL (
      gtk_list_view_get_model (GTK_LIST_VIEW (mu_gui_test_find_type (chooser, GTK_TYPE_LIST_VIEW))));
  g_autoptr(GString) labels = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (shown); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (shown, i);

      g_string_append_printf (labels, "%s%s", i > 0 ? ", " : "", gtk_string_object_get_string (item));
    }
  return g_string_free (g_steal_pointer (&labels), FALSE);
}

/* The labels shown once @text is typed in the drop-down's search, waiting
 * up to five seconds for @expected (the search entry waits for a pause in
 * the typing) */
static char *
search_shows (GtkWidget *chooser, GtkWidget *search, const char *text, const char *expected)
{
  gint64 until = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  char *shown = NULL;

  gtk_editable_set_text (GTK_EDITABLE (search), text);
  for (;;)
    {
      shown = shown_items (chooser);
      if (g_str_equal (shown, expected) || g_get_monotonic_time () > until)
        return shown;
      g_free (shown);
      g_main_context_iteration (NULL, FALSE);
    }
}

/* A row's troop type found by typing its first letters in the chooser's
 * search ("war" → Warriors) and chosen there: one undoable edit; the
 * chooser is the row's one Tab stop */
START_TEST (test_troop_type_search)
{
  MuWindow *window = mu_window_new (app);
  MuListEditor *editor;
  MuListDraft *draft;
  GtkWidget *ed, *chooser, *search;
  g_autofree char *all = NULL;
  g_autofree char *found = NULL;
  g_autofree char *again = NULL;

  editor = warriors_list (window);
  ed = GTK_WIDGET (editor);
  draft = mu_list_editor_get_draft (editor);
  chooser = mu_gui_test_wait_named (ed, "row:warriors:type");
  ck_assert (GTK_IS_DROP_DOWN (chooser));
  ck_assert (gtk_drop_down_get_enable_search (GTK_DROP_DOWN (chooser)));
  ck_assert (!gtk_widget_get_focusable (gtk_widget_get_ancestor (chooser, ADW_TYPE_ACTION_ROW)));
  all = shown_items (chooser);
  ck_assert_ptr_nonnull (strstr (all, "Not set, "));
  ck_assert_ptr_nonnull (strstr (all, "Warriors"));
  ck_assert_ptr_nonnull (strstr (all, "Light cavalry, javelin"));

  /* typed in the popover's search, the choice narrows as the letters
   * come; the ruleset's labels as they are (War wagons, Warriors) */
  search = mu_gui_test_find_type (chooser, GTK_TYPE_SEARCH_ENTRY);
  ck_assert_ptr_nonnull (search);
  found = search_shows (chooser, search, "war", "War wagons, Warriors");
  ck_assert_str_eq (found, "War wagons, Warriors");
  g_free (found);
  found = search_shows (chooser, search, "warr", "Warriors");
  ck_assert_str_eq (found, "Warriors");

  /* Enter in the search takes the first one: the row's type, the filter
   * cleared */
  g_signal_emit_by_name (search, "activate");
  mu_gui_test_drain ();
  ck_assert_str_eq (mu_draft_row_get (mu_list_draft_find_row (draft, "warriors"), "type"), "warriors");
  ck_assert_str_eq (gtk_string_object_get_string (gtk_drop_down_get_selected_item (GTK_DROP_DOWN (chooser))),
                    "Warriors");
  again = shown_items (chooser);
  ck_assert_str_eq (again, all);
  /* one edit: undone, the row has no type */
  gtk_widget_activate_action (ed, "editor.undo", NULL);
  mu_gui_test_drain ();
  ck_assert_ptr_null (mu_draft_row_get (mu_list_draft_find_row (draft, "warriors"), "type"));
  ck_assert_uint_eq (
      gtk_drop_down_get_selected (GTK_DROP_DOWN (mu_gui_test_wait_named (ed, "row:warriors:type"))), 0);

  close_both (editor, window);
}
END_TEST

/* An upgrade row added under a row: the row shows its own problems only
 * (none), the new upgrade row its own (it has neither name nor
 * description yet) */
START_TEST (test_upgrade_problems_its_own)
{
  MuWindow *window = mu_window_new (app);
  MuListEditor *editor;
  MuListDraft *draft;
  GtkWidget *ed, *parent, *child, *figures;

  editor = warriors_list (window);
  ed = GTK_WIDGET (editor);
  draft = mu_list_editor_get_draft (editor);
  mu_gui_test_choose (ed, "row:warriors:type", "Warriors");
  mu_gui_test_choose (ed, "row:warriors:idiom", "A range (as 1-3)");
  mu_gui_test_type_into (ed, "row:warriors:number", "2-6");
  mu_gui_test_type_into (ed, "row:warriors:printed-cost", "10");
  mu_gui_test_type_into (ed, "row:warriors:printed-save", "7+");
  parent = mu_gui_test_wait_named (ed, "row:warriors");
  ck_assert_ptr_null (mu_list_draft_find_row (draft, "warriors")->problem);

  mu_gui_test_click (ed, "row:warriors:add-upgrade");
  child = mu_gui_test_wait_named (ed, "row:warriors-upgrade");
  /* the row: no mark, its figures still derived and agreeing */
  ck_assert_ptr_null (mu_list_draft_find_row (draft, "warriors")->problem);
  ck_assert (!gtk_widget_get_visible (g_object_get_data (G_OBJECT (parent), "warning")));
  ck_assert_str_eq (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (parent)),
                    "Troops · number 2-6 · printed cost 10, save 7+ · derived: cost 10, save 7+");
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (parent), TRUE);
  figures = mu_gui_test_find_named (parent, "row-agrees");
  ck_assert_ptr_nonnull (figures);
  ck_assert_ptr_null (mu_gui_test_find_named (parent, "row-differs"));
  /* the upgrade row: its own mark, said once in the panel */
  ck_assert (gtk_widget_get_visible (g_object_get_data (G_OBJECT (child), "warning")));
  ck_assert_str_eq (gtk_widget_get_tooltip_text (g_object_get_data (G_OBJECT (child), "warning")),
                    "row “warriors-upgrade” has neither a name nor a description");
  ck_assert_str_eq (
      adw_preferences_row_get_title (ADW_PREFERENCES_ROW (mu_gui_test_find_named (child, "row-differs"))),
      "The row has a problem");
  ck_assert (panel_says (ed, "row “warriors-upgrade” has neither a name nor a description"));
  ck_assert (!panel_says (ed, "Warriors: row “warriors-upgrade” has neither a name nor a description"));

  /* described, the upgrade row has no problem either */
  mu_gui_test_type_into (ed, "row:warriors-upgrade:description", "Upgrade warriors to veteran");
  mu_gui_test_choose (ed, "row:warriors-veteran:quality", "Veteran");
  ck_assert (!gtk_widget_get_visible (g_object_get_data (G_OBJECT (child), "warning")));
  ck_assert (!gtk_widget_get_visible (g_object_get_data (G_OBJECT (parent), "warning")));

  close_both (editor, window);
}
END_TEST

/* The widget names Tab (or Shift+Tab) visits from the focused widget until
 * it reaches the widget named @until (at most 40 presses), as "a b c" */
static char *
tab_until (GtkWidget *ed, GtkDirectionType direction, const char *until)
{
  g_autoptr(GString) visited = g_string_new (NULL);

  for (guint i = 0; i < 40; i++)
    {
      GtkWidget *focus;
      const char *name = NULL;

      gtk_widget_child_focus (ed, direction);
      focus = gtk_root_get_focus (GTK_ROOT (ed));
      for (GtkWidget *w = focus; w != NULL && name == NULL; w = gtk_widget_get_parent (w))
        if (strchr (gtk_widget_get_name (w), ':') != NULL
            || g_str_has_prefix (gtk_widget_get_name (w), "row-"))
          name = gtk_widget_get_name (w);
      g_string_append_printf (visited, "%s%s", visited->len > 0 ? " " : "", name != NULL ? name : "?");
      if (g_strcmp0 (name, until) == 0)
        break;
    }
  return g_string_free (g_steal_pointer (&visited), FALSE);
}

/* The line of the ruleset's figures in a row's form is read, not a Tab
 * stop: Tab and Shift+Tab go over it to the fields on either side */
START_TEST (test_figures_not_a_stop)
{
  MuWindow *window = mu_window_new (app);
  MuListEditor *editor;
  GtkWidget *ed, *figures;
  g_autofree char *forward = NULL;
  g_autofree char *backward = NULL;

  editor = warriors_list (window);
  ed = GTK_WIDGET (editor);
  mu_gui_test_choose (ed, "row:warriors:type", "Warriors");
  figures = mu_gui_test_wait_named (ed, "row-agrees");
  ck_assert (!gtk_widget_get_focusable (figures));

  /* from the printed cost to the footnote markers, over the troop type,
   * the quality and the ruleset's other attributes, not the figures; and
   * back the same way */
  gtk_widget_grab_focus (mu_gui_test_wait_named (ed, "row:warriors:printed-cost"));
  forward = tab_until (ed, GTK_DIR_TAB_FORWARD, "row:warriors:markers");
  ck_assert_msg (g_str_has_prefix (forward, "row:warriors:type row:warriors:quality "), "Tab: %s", forward);
  ck_assert_msg (g_str_has_suffix (forward, " row:warriors:markers"), "Tab: %s", forward);
  ck_assert_msg (strstr (forward, "row-agrees") == NULL, "Tab: %s", forward);
  backward = tab_until (ed, GTK_DIR_TAB_BACKWARD, "row:warriors:printed-cost");
  {
    g_auto(GStrv) there = g_strsplit (forward, " ", -1);
    g_autoptr(GString) back = g_string_new (NULL);

    for (guint i = g_strv_length (there) - 1; i-- > 0;)
      g_string_append_printf (back, "%s ", there[i]);
    g_string_append (back, "row:warriors:printed-cost");
    ck_assert_str_eq (backward, back->str);
  }

  close_both (editor, window);
}
END_TEST

/* A broken list is refused with the loader's message and not copied; a
 * good one is installed, exported, and removed after the question */
START_TEST (test_import_export_remove)
{
  MuWindow *window = mu_window_new (app);
  MuLibrary *library = mu_application_get_library (app);
  g_autofree char *dir = g_dir_make_tmp ("muster-list-import-XXXXXX", NULL);
  g_autofree char *broken = g_build_filename (dir, "broken.xml", NULL);
  g_autofree char *good = g_build_filename (dir, "good.xml", NULL);
  g_autofree char *exported = g_build_filename (dir, "exported.xml", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.xml", NULL);
  g_autofree char *source = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  g_autoptr(GFile) broken_file = g_file_new_for_path (broken);
  g_autoptr(GFile) good_file = g_file_new_for_path (good);
  g_autoptr(GError) error = NULL;
  g_autofree char *user_copy
      = g_build_filename (data_home, "muster", "lists", "tts", "imported-britons.xml", NULL);
  MuArmyList *list;
  gsize length;

  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  ck_assert (g_file_set_contents (broken, "<army-list xmlns=\"urn:io.github.muster:1\" id=\"x\"", -1, NULL));
  ck_assert (mu_list_actions_import (window, broken_file, &error) == NULL);
  ck_assert_ptr_nonnull (strstr (error->message, "broken.xml:1"));
  ck_assert (mu_library_find_list (library, "x") == NULL);
  g_clear_error (&error);

  source = g_build_filename (mu_test_lists_dir (), "tts", "ancient-british.xml", NULL);
  ck_assert (g_file_get_contents (source, &text, &length, NULL));
  {
    g_autoptr(GString) copy = g_string_new (text);

    g_string_replace (copy, "id=\"ancient-british\"", "id=\"imported-britons\"", 1);
    ck_assert (g_file_set_contents (good, copy->str, -1, NULL));
  }
  list = mu_list_actions_import (window, good_file, &error);
  g_assert_no_error (error);
  ck_assert_ptr_nonnull (list);
  ck_assert (mu_library_find_list (library, "imported-britons") == list);
  ck_assert (g_file_test (user_copy, G_FILE_TEST_EXISTS));
  ck_assert (mu_list_actions_export (list, exported, &error));
  ck_assert (g_file_get_contents (exported, &again, NULL, NULL));
  ck_assert_ptr_nonnull (strstr (again, "id=\"imported-britons\""));
  /* a FIFO is refused, never replaced (core's one atomic writer) */
  ck_assert_int_eq (mkfifo (fifo, 0600), 0);
  ck_assert (!mu_list_actions_export (list, fifo, &error));
  ck_assert (g_str_has_suffix (error->message, "fifo.xml”: not a regular file"));
  ck_assert (g_file_test (fifo, G_FILE_TEST_EXISTS) && !g_file_test (fifo, G_FILE_TEST_IS_REGULAR));
  g_clear_error (&error);
  g_unlink (fifo);

  /* removing asks first; Cancel keeps it */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.remove-list", "s", "imported-britons");
  mu_gui_test_drain ();
  respond (ADW_MESSAGE_DIALOG (mu_gui_test_toplevel (ADW_TYPE_MESSAGE_DIALOG)), "cancel");
  mu_gui_test_drain ();
  ck_assert (g_file_test (user_copy, G_FILE_TEST_EXISTS));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.remove-list", "s", "imported-britons");
  mu_gui_test_drain ();
  respond (ADW_MESSAGE_DIALOG (mu_gui_test_toplevel (ADW_TYPE_MESSAGE_DIALOG)), "remove");
  mu_gui_test_drain ();
  ck_assert (!g_file_test (user_copy, G_FILE_TEST_EXISTS));
  ck_assert (mu_library_find_list (library, "imported-britons") == NULL);

  /* a shipped list is not removed, and is duplicated to be edited */
  ck_assert (!mu_list_actions_remove (window, mu_library_find_list (library, "ancient-british"), &error));
  g_clear_error (&error);
  {
    MuListEditor *editor = mu_list_actions_edit (window, mu_library_find_list (library, "ancient-british"));

    ck_assert_ptr_null (mu_list_editor_get_file (editor));
    ck_assert_str_eq (mu_list_draft_get_field (mu_list_editor_get_draft (editor), "id"),
                      "ancient-british-mine");
    ck_assert (!mu_list_draft_can_undo (mu_list_editor_get_draft (editor)));
    gtk_window_destroy (GTK_WINDOW (editor));
  }
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
  g_unlink (broken);
  g_unlink (good);
  g_unlink (exported);
  g_rmdir (dir);
}
END_TEST

/* The form scrolled so that @widget is @from_top pixels below its top;
 * the form's scrolling */
static GtkAdjustment *
scroll_to (GtkWidget *widget, double from_top)
{
  GtkAdjustment *scroll = gtk_scrolled_window_get_vadjustment (
      GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW)));
  graphene_point_t at;

  ck_assert (gtk_widget_compute_point (widget, gtk_widget_get_ancestor (widget, GTK_TYPE_VIEWPORT),
                                       &GRAPHENE_POINT_INIT (0, 0), &at));
  gtk_adjustment_set_value (scroll, gtk_adjustment_get_value (scroll) + at.y - from_top);
  return scroll;
}

/* The view stays put under the pointer: a switch turned on far from the
 * focused field does not scroll the form back to that field */
START_TEST (test_view_stays_put)
{
  MuArmyList *list = mu_library_find_list (mu_application_get_library (app), "ancient-british");
  g_autoptr(MuListDraft) draft = mu_list_draft_new_from_list (list);
  MuListEditor *editor = mu_list_editor_new (app, draft, NULL);
  GtkWidget *ed = GTK_WIDGET (editor), *fanatic;
  GtkAdjustment *scroll;
  double place;
  g_autofree char *was = NULL;

  gtk_window_set_default_size (GTK_WINDOW (editor), 1000, 700);
  gtk_window_present (GTK_WINDOW (editor));
  mu_gui_test_drain ();
  ck_assert (has_focus_in (ed, mu_gui_test_wait_named (ed, "list:name")));
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (mu_gui_test_wait_named (ed, "row:warriors")), TRUE);
  fanatic = mu_gui_test_wait_named (ed, "row:warriors:fanatic");
  mu_gui_test_drain ();
  scroll = scroll_to (fanatic, 300);
  mu_gui_test_drain ();
  place = gtk_adjustment_get_value (scroll);
  ck_assert_double_gt (place, 400);
  was = g_strdup (mu_draft_row_get (mu_list_draft_find_row (draft, "warriors"), "fanatic") ?: "");

  /* clicked, a switch takes no focus: the list's name keeps it, out of view */
  gtk_switch_set_active (GTK_SWITCH (fanatic), !gtk_switch_get_active (GTK_SWITCH (fanatic)));
  /* the form is put back in place at the frames after the edit */
  {
    gint64 until = g_get_monotonic_time () + G_USEC_PER_SEC / 2;

    while (g_get_monotonic_time () < until)
      g_main_context_iteration (NULL, FALSE);
  }
  mu_gui_test_drain ();
  ck_assert_str_ne (mu_draft_row_get (mu_list_draft_find_row (draft, "warriors"), "fanatic") ?: "", was);
  ck_assert (has_focus_in (ed, mu_gui_test_wait_named (ed, "list:name")));
  ck_assert_double_eq (gtk_adjustment_get_value (scroll), place);

  /* a field changed, then Tab: the edit is shown and the view follows the
   * focus to the next field, out of view below */
  {
    GtkWidget *cost = mu_gui_test_wait_named (ed, "row:warriors:printed-cost");
    GtkWidget *content = gtk_widget_get_ancestor (cost, GTK_TYPE_VIEWPORT);
    GtkWidget *focus;
    graphene_point_t at;
    gint64 until = g_get_monotonic_time () + G_USEC_PER_SEC / 2;

    gtk_widget_grab_focus (cost);
    mu_gui_test_drain ();
    scroll_to (cost, gtk_adjustment_get_page_size (scroll) - gtk_widget_get_height (cost) - 2);
    mu_gui_test_drain ();
    gtk_editable_set_text (GTK_EDITABLE (cost), "11");
    gtk_widget_child_focus (ed, GTK_DIR_TAB_FORWARD);
    while (g_get_monotonic_time () < until)
      g_main_context_iteration (NULL, FALSE);
    mu_gui_test_drain ();
    ck_assert_str_eq (mu_list_draft_find_row (draft, "warriors")->printed_cost, "11");
    focus = gtk_root_get_focus (GTK_ROOT (ed));
    ck_assert (focus != cost && gtk_widget_is_ancestor (focus, content));
    ck_assert (gtk_widget_compute_point (focus, content, &GRAPHENE_POINT_INIT (0, 0), &at));
    ck_assert_double_ge (at.y, 0);
    ck_assert_double_le (at.y + gtk_widget_get_height (focus), gtk_adjustment_get_page_size (scroll));
  }

  gtk_window_destroy (GTK_WINDOW (editor));
  mu_gui_test_drain ();
}
END_TEST

/* A list named as a shipped one takes its id: the problems panel warns
 * while the id is another list's, and the first save asks before the
 * player's list takes the shipped one's place in the library */
START_TEST (test_id_of_another_list)
{
  MuWindow *window = mu_window_new (app);
  MuLibrary *library = mu_application_get_library (app);
  const char *warning
      = "A list that came with Muster has the id ancient-british (Ancient British): saving puts "
        "this list in its place in the library. Change the id to keep both.";
  MuListEditor *editor;
  GtkWidget *ed;
  MuArmyList *list;

  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  editor = new_tts_list (window);
  ed = GTK_WIDGET (editor);
  mu_gui_test_type_into (ed, "list:name", "Ancient British");
  ck_assert_str_eq (mu_list_draft_get_field (mu_list_editor_get_draft (editor), "id"), "ancient-british");
  ck_assert (panel_says (ed, warning));

  /* asked, and cancelled: nothing saved, the shipped list in the library */
  gtk_widget_activate_action (ed, "editor.save", NULL);
  mu_gui_test_drain ();
  respond (ADW_MESSAGE_DIALOG (mu_gui_test_toplevel (ADW_TYPE_MESSAGE_DIALOG)), "cancel");
  ck_assert_ptr_null (mu_list_editor_get_file (editor));
  ck_assert (!mu_list_actions_is_own (mu_library_find_list (library, "ancient-british")));

  /* the id changed: no warning, nothing asked */
  mu_gui_test_type_into (ed, "list:id", "my-british");
  ck_assert (!panel_says (ed, warning));
  mu_gui_test_type_into (ed, "list:id", "ancient-british");
  ck_assert (panel_says (ed, warning));

  /* replaced: the player's list in its place, and its own id no warning */
  gtk_widget_activate_action (ed, "editor.save", NULL);
  mu_gui_test_drain ();
  respond (ADW_MESSAGE_DIALOG (mu_gui_test_toplevel (ADW_TYPE_MESSAGE_DIALOG)), "replace");
  ck_assert_ptr_nonnull (mu_list_editor_get_file (editor));
  list = mu_library_find_list (library, "ancient-british");
  ck_assert (mu_list_actions_is_own (list));
  ck_assert (!panel_says (ed, warning));
  /* saved again, asked no more */
  mu_gui_test_type_into (ed, "list:period", "55 BC to AD 60");
  gtk_widget_activate_action (ed, "editor.save", NULL);
  mu_gui_test_drain ();
  ck_assert_ptr_null (mu_gui_test_toplevel (ADW_TYPE_MESSAGE_DIALOG));

  gtk_window_destroy (GTK_WINDOW (editor));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

/* A variant made a reading of the rules by its switch, with why and
 * where; the list's name and the id it gives are undone in one step */
START_TEST (test_reading_and_name_undo)
{
  MuWindow *window = mu_window_new (app);
  MuListEditor *editor;
  MuListDraft *draft;
  GtkWidget *ed, *toggle;
  MuOptionDef *def;
  const char *reading_id = "option:detached-generals";

  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  editor = new_tts_list (window);
  ed = GTK_WIDGET (editor);
  draft = mu_list_editor_get_draft (editor);
  mu_gui_test_type_into (ed, "list:name", "Test Kin");
  ck_assert_str_eq (mu_list_draft_get_field (draft, "id"), "test-kin");
  gtk_widget_activate_action (ed, "editor.undo", NULL);
  mu_gui_test_drain ();
  ck_assert_ptr_null (mu_list_draft_get_field (draft, "name"));
  ck_assert_str_ne (mu_list_draft_get_field (draft, "id") ?: "", "test-kin");
  gtk_widget_activate_action (ed, "editor.redo", NULL);
  mu_gui_test_drain ();
  /* a long text left shows its start */
  {
    GtkWidget *source = mu_gui_test_wait_named (ed, "list:source");

    gtk_widget_grab_focus (source);
    gtk_editable_set_text (GTK_EDITABLE (source),
                           "To the Strongest! v1.1, sample army list “Ancient British”");
    gtk_editable_set_position (GTK_EDITABLE (source), -1);
    gtk_widget_grab_focus (mu_gui_test_wait_named (ed, "list:period"));
    mu_gui_test_drain ();
    ck_assert_int_eq (gtk_editable_get_position (GTK_EDITABLE (mu_gui_test_wait_named (ed, "list:source"))),
                      0);
  }

  mu_gui_test_type_into (ed, "option:add-variant", "Detached generals");
  mu_gui_test_type_into (ed, "option:detached-generals:add-choice", "As printed");
  mu_gui_test_type_into (ed, "option:detached-generals:add-choice", "Allowed");
  /* no fields for why and where until it is a reading */
  ck_assert_ptr_null (mu_gui_test_find_named (ed, "option:detached-generals:ref"));
  toggle = mu_gui_test_wait_named (ed, "option:detached-generals:reading");
  ck_assert (!gtk_switch_get_active (GTK_SWITCH (toggle)));
  gtk_switch_set_active (GTK_SWITCH (toggle), TRUE);
  mu_gui_test_drain ();
  def = mu_option_defs_find (mu_list_draft_get_options (draft), "detached-generals");
  ck_assert (def->interpretation);
  ck_assert_str_eq (
      adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (mu_gui_test_wait_named (ed, reading_id))),
      "A reading of the rules: As printed, Allowed; an army starts with As printed");
  mu_gui_test_type_into (ed, "option:detached-generals:description", "The list prints no detached row.");
  mu_gui_test_type_into (ed, "option:detached-generals:ref", "To the Strongest! v1.1, Generals");
  def = mu_option_defs_find (mu_list_draft_get_options (draft), "detached-generals");
  ck_assert_str_eq (def->description, "The list prints no detached row.");
  ck_assert_str_eq (def->reference, "To the Strongest! v1.1, Generals");
  /* the switch and the fields are one edit each */
  for (int i = 0; i < 3; i++)
    gtk_widget_activate_action (ed, "editor.undo", NULL);
  mu_gui_test_drain ();
  def = mu_option_defs_find (mu_list_draft_get_options (draft), "detached-generals");
  ck_assert (!def->interpretation);
  ck_assert (
      !gtk_switch_get_active (GTK_SWITCH (mu_gui_test_wait_named (ed, "option:detached-generals:reading"))));
  ck_assert_str_eq (
      adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (mu_gui_test_wait_named (ed, reading_id))),
      "As printed, Allowed; an army starts with As printed");

  gtk_window_destroy (GTK_WINDOW (editor));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

/* Closing the editor with changes not saved asks first: Cancel stays,
 * Save saves into the player's lists and closes, Discard closes; with
 * nothing changed since the last save it closes unasked */
START_TEST (test_close_asks)
{
  MuWindow *window = mu_window_new (app);
  MuLibrary *library = mu_application_get_library (app);
  MuListEditor *editor;
  GtkWidget *ed;
  AdwMessageDialog *dialog;

  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  editor = new_tts_list (window);
  ed = GTK_WIDGET (editor);
  g_object_add_weak_pointer (G_OBJECT (editor), (gpointer *) &editor);
  mu_gui_test_type_into (ed, "list:name", "Closing Kin");
  gtk_widget_activate_action (ed, "window.close", NULL);
  mu_gui_test_drain ();
  dialog = ADW_MESSAGE_DIALOG (mu_gui_test_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  ck_assert_ptr_nonnull (dialog);
  ck_assert_str_eq (adw_message_dialog_get_body (dialog),
                    "“Closing Kin” has changes that are not saved to your lists. Changes you do not save "
                    "are lost.");
  respond (dialog, "cancel");
  ck_assert_ptr_nonnull (editor);
  ck_assert_str_eq (mu_list_draft_get_field (mu_list_editor_get_draft (editor), "name"), "Closing Kin");

  /* saved as it closes: in the library */
  gtk_window_close (GTK_WINDOW (editor));
  mu_gui_test_drain ();
  respond (ADW_MESSAGE_DIALOG (mu_gui_test_toplevel (ADW_TYPE_MESSAGE_DIALOG)), "save");
  ck_assert_ptr_null (editor);
  ck_assert_ptr_nonnull (mu_library_find_list (library, "closing-kin"));

  /* opened again and changed: Discard closes, the saved list as it was */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-list", "s", "closing-kin");
  mu_gui_test_drain ();
  editor = MU_LIST_EDITOR (mu_gui_test_toplevel (MU_TYPE_LIST_EDITOR));
  ck_assert_ptr_nonnull (editor);
  g_object_add_weak_pointer (G_OBJECT (editor), (gpointer *) &editor);
  mu_gui_test_type_into (GTK_WIDGET (editor), "list:period", "AD 1 - AD 2");
  gtk_window_close (GTK_WINDOW (editor));
  mu_gui_test_drain ();
  respond (ADW_MESSAGE_DIALOG (mu_gui_test_toplevel (ADW_TYPE_MESSAGE_DIALOG)), "discard");
  ck_assert_ptr_null (editor);
  ck_assert_ptr_null (mu_library_find_list (library, "closing-kin")->period);

  /* nothing changed: closed unasked */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-list", "s", "closing-kin");
  mu_gui_test_drain ();
  editor = MU_LIST_EDITOR (mu_gui_test_toplevel (MU_TYPE_LIST_EDITOR));
  g_object_add_weak_pointer (G_OBJECT (editor), (gpointer *) &editor);
  gtk_window_close (GTK_WINDOW (editor));
  mu_gui_test_drain ();
  ck_assert_ptr_null (editor);
  ck_assert_ptr_null (mu_gui_test_toplevel (ADW_TYPE_MESSAGE_DIALOG));

  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

/* The mnemonics of the labels under @widget, outside popovers (a chooser's
 * Done is alone on screen): each letter with the label that took it first;
 * a letter taken by two different labels is a clash, added to @clashes */
static void
collect_mnemonics (GtkWidget *widget, GHashTable *letters, GString *clashes)
{
  if (GTK_IS_POPOVER (widget))
    return;
  if (GTK_IS_LABEL (widget) && gtk_label_get_use_underline (GTK_LABEL (widget))
      && strchr (gtk_label_get_label (GTK_LABEL (widget)), '_') != NULL)
    {
      guint key = gdk_keyval_to_lower (gtk_label_get_mnemonic_keyval (GTK_LABEL (widget)));
      const char *label = gtk_label_get_label (GTK_LABEL (widget));
      const char *had = g_hash_table_lookup (letters, GUINT_TO_POINTER (key));

      if (had == NULL)
        g_hash_table_insert (letters, GUINT_TO_POINTER (key), (gpointer) label);
      else if (!g_str_equal (had, label))
        g_string_append_printf (clashes, "“%s” and “%s”; ", had, label);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_mnemonics (child, letters, clashes);
}

/* No two buttons of the editor on screen together share a mnemonic: with
 * a row's form open, a footnote with a rule and an ally, each letter is
 * one button's (Add Rule and Remove Row both took Alt+R, and Alt+R in a
 * footnote went to a row's Remove Row) */
START_TEST (test_mnemonics_apart)
{
  MuWindow *window = mu_window_new (app);
  MuListEditor *editor = warriors_list (window);
  GtkWidget *ed = GTK_WIDGET (editor);
  g_autoptr(GHashTable) letters = g_hash_table_new (NULL, NULL);
  g_autoptr(GString) clashes = g_string_new (NULL);

  mu_gui_test_click (ed, "add:footnote");
  mu_gui_test_click (ed, "note:0:add-rule");
  mu_gui_test_click (ed, "add:ally");
  ck_assert_ptr_nonnull (mu_gui_test_wait_named (ed, "row:warriors:remove"));
  ck_assert_ptr_nonnull (mu_gui_test_wait_named (ed, "rule:0:0:remove"));
  collect_mnemonics (ed, letters, clashes);
  /* Save, Upgrade, Remove, Troop, Generals, Heroes, Camp, Fortifications,
   * Rule, Footnote (remove), Footnote (add), Ally */
  ck_assert_msg (clashes->len == 0, "mnemonics shared: %s", clashes->str);

  close_both (editor, window);
}
END_TEST

/* A new footnote's text and a new rule's rows chooser take the focus, as
 * a new row's name does: the player types on, rather than from the button */
START_TEST (test_new_items_focused)
{
  MuWindow *window = mu_window_new (app);
  MuListEditor *editor = warriors_list (window);
  GtkWidget *ed = GTK_WIDGET (editor);
  guint note;
  g_autofree char *text = NULL;
  g_autofree char *add_rule = NULL;
  g_autofree char *kind = NULL;
  g_autofree char *entries = NULL;
  g_autofree char *group = NULL;

  gtk_widget_grab_focus (mu_gui_test_wait_named (ed, "add:footnote"));
  mu_gui_test_click (ed, "add:footnote");
  note = mu_list_draft_get_footnotes (mu_list_editor_get_draft (editor))->len - 1;
  text = g_strdup_printf ("note:%u:text", note);
  add_rule = g_strdup_printf ("note:%u:add-rule", note);
  kind = g_strdup_printf ("note:%u:kind", note);
  entries = g_strdup_printf ("rule:%u:0:entries", note);
  group = g_strdup_printf ("rule:%u:1:group:0", note);
  ck_assert (has_focus_in (ed, mu_gui_test_wait_named (ed, text)));
  mu_gui_test_type_into (ed, text, "Only one of these.");

  /* a date limit: its rows */
  gtk_widget_grab_focus (mu_gui_test_wait_named (ed, add_rule));
  mu_gui_test_click (ed, add_rule);
  ck_assert (has_focus_in (ed, mu_gui_test_wait_named (ed, entries)));
  /* exclusive groups: its first group */
  mu_gui_test_choose (ed, kind, "Exclusive groups: rows of one group only");
  gtk_widget_grab_focus (mu_gui_test_wait_named (ed, add_rule));
  mu_gui_test_click (ed, add_rule);
  ck_assert (has_focus_in (ed, mu_gui_test_wait_named (ed, group)));

  close_both (editor, window);
}
END_TEST

/* Each control of a row's form and of a footnote is one Tab stop: an
 * on/off attribute is its switch (not its line, then the switch), the
 * line of a row's actions and a rule's title bar are no stops of their
 * own (Enter there folded the footnotes); Shift+Tab goes back the same way */
START_TEST (test_one_stop_a_control)
{
  g_autoptr(MuArmyList) list = shipped_list ("ancient-british.xml");
  g_autoptr(MuListDraft) draft = mu_list_draft_new_from_list (list);
  GtkWidget *ed = show_editor (draft);
  g_autofree char *row = NULL;
  g_autofree char *row_back = NULL;
  g_autofree char *note = NULL;
  g_autofree char *note_back = NULL;

  /* the row: its switches once each, the line of its actions not at all
   * (a line taking the focus is named by its row, "row:warriors") */
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (mu_gui_test_wait_named (ed, "row:warriors")), TRUE);
  gtk_widget_grab_focus (mu_gui_test_wait_named (ed, "row:warriors:printed-save"));
  row = tab_until (ed, GTK_DIR_TAB_FORWARD, "row:warriors:remove");
  ck_assert_msg (strstr (row, "row:warriors ") == NULL, "Tab: %s", row);
  ck_assert_msg (strstr (row, " row:warriors:deep ") != NULL, "Tab: %s", row);
  ck_assert_msg (g_str_has_suffix (row, " row:warriors:id row:warriors:add-upgrade row:warriors:up "
                                        "row:warriors:down row:warriors:remove"),
                 "Tab: %s", row);
  row_back = tab_until (ed, GTK_DIR_TAB_BACKWARD, "row:warriors:printed-save");
  ck_assert_msg (strstr (row_back, "row:warriors ") == NULL, "Shift+Tab: %s", row_back);

  /* a footnote: each rule's Remove Rule, not its bar; its rows' chooser,
   * not the chooser's line; the kind, not the line of the footnote's buttons */
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (mu_gui_test_wait_named (ed, "note:0")), TRUE);
  gtk_widget_grab_focus (mu_gui_test_wait_named (ed, "note:0:text"));
  note = tab_until (ed, GTK_DIR_TAB_FORWARD, "note:0:remove");
  ck_assert_str_eq (note, "rule:0:0:remove rule:0:0:entries rule:0:0:from rule:0:0:to rule:0:0:when "
                          "rule:0:1:remove rule:0:1:entries note:0:kind note:0:add-rule note:0:remove");
  note_back = tab_until (ed, GTK_DIR_TAB_BACKWARD, "note:0:text");
  ck_assert_str_eq (note_back, "note:0:add-rule note:0:kind rule:0:1:entries rule:0:1:remove rule:0:0:when "
                               "rule:0:0:to rule:0:0:from rule:0:0:entries rule:0:0:remove note:0:text");
  close_editor (ed);
}
END_TEST

/* The labels of a combo row's items, as "a, b, c" */
static char *
combo_items (GtkWidget *combo)
{
  GListModel *items = adw_combo_row_get_model (ADW_COMBO_ROW (combo));
  g_autoptr(GString) labels = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (items); i++)
    g_string_append_printf (labels, "%s%s", i > 0 ? ", " : "",
                            gtk_string_list_get_string (GTK_STRING_LIST (items), i));
  return g_string_free (g_steal_pointer (&labels), FALSE);
}

/* An ally's list is chosen among the armies that may ally: not the list
 * being edited, not the list of every troop type; a new ally starts with
 * none chosen, a problem until it has one; and Tab from its name goes on
 * to its list, not back to its header */
START_TEST (test_ally_lists)
{
  g_autoptr(MuArmyList) british = shipped_list ("ancient-british.xml");
  g_autoptr(MuListDraft) draft = mu_list_draft_new_from_list (british);
  GtkWidget *ed = show_editor (draft);
  GtkWidget *chooser = mu_gui_test_wait_named (ed, "add:ally-list");
  g_autofree char *items = combo_items (chooser);
  g_autofree char *tabbed = NULL;
  guint index = mu_list_draft_get_allies (draft)->len;
  g_autofree char *name = g_strdup_printf ("ally:%u:name", index);
  g_autofree char *list = g_strdup_printf ("ally:%u:list-chosen", index);
  MuAllyRow *ally;

  ck_assert_msg (strstr (items, "Principate Roman") != NULL, "offered: %s", items);
  ck_assert_msg (strstr (items, "All troop types") == NULL, "offered: %s", items);
  ck_assert_msg (strstr (items, "Ancient British") == NULL, "offered: %s", items);
  ck_assert_msg (g_str_has_suffix (items, ", Not in the library"), "offered: %s", items);
  /* none of the library's lists chosen for the player */
  ck_assert_str_eq (combo_shows (ed, "add:ally-list"), "Not in the library");

  mu_gui_test_click (ed, "add:ally");
  ally = mu_list_draft_get_allies (draft)->pdata[index];
  ck_assert_ptr_null (ally->list_id);
  ck_assert_str_eq (combo_shows (ed, list), "Not in the library");

  /* a name typed, then Tab: applied, and the focus on its list */
  gtk_widget_grab_focus (mu_gui_test_wait_named (ed, name));
  gtk_editable_set_text (GTK_EDITABLE (mu_gui_test_wait_named (ed, name)), "Caledonians");
  tabbed = tab_until (ed, GTK_DIR_TAB_FORWARD, list);
  ck_assert_str_eq (tabbed, list);
  mu_gui_test_drain ();
  ck_assert_str_eq (((MuAllyRow *) mu_list_draft_get_allies (draft)->pdata[index])->name, "Caledonians");
  ck_assert (has_focus_in (ed, mu_gui_test_wait_named (ed, list)));
  /* a problem until its list is chosen */
  ck_assert (panel_says (ed, "ally “Caledonians” names no list; choose its list or type the list’s id"));
  mu_gui_test_choose (ed, list, "Principate Roman");
  ck_assert_str_eq (((MuAllyRow *) mu_list_draft_get_allies (draft)->pdata[index])->list_id,
                    "principate-roman");
  ck_assert (!panel_says (ed, "ally “Caledonians” names no list; choose its list or type the list’s id"));
  close_editor (ed);
}
END_TEST

/* The view stays where it was after a footnote's row chooser is closed
 * with its rows changed and after a rule's condition is chosen (the
 * section is made again each time), and after the kind of rule to add is
 * chosen: the focus on the same control, in the same place */
START_TEST (test_chooser_view_stays)
{
  g_autoptr(MuArmyList) british = shipped_list ("ancient-british.xml");
  g_autoptr(MuListDraft) draft = mu_list_draft_new_from_list (british);
  MuListEditor *editor = mu_list_editor_new (app, draft, NULL);
  GtkWidget *ed = GTK_WIDGET (editor), *picker;
  GtkAdjustment *scroll;
  double place;

  gtk_window_set_default_size (GTK_WINDOW (editor), 1000, 700);
  gtk_window_present (GTK_WINDOW (editor));
  mu_gui_test_drain ();
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (mu_gui_test_wait_named (ed, "note:1")), TRUE);
  laid_out ();
  picker = mu_gui_test_wait_named (ed, "rule:1:0:group:1");
  scroll = scroll_to (picker, 300);
  gtk_widget_grab_focus (picker);
  laid_out ();
  place = gtk_adjustment_get_value (scroll);
  ck_assert_double_gt (place, 400);

  /* Done, with a group's rows changed */
  mu_gui_test_pick_rows (ed, "rule:1:0:group:1", "warriors-veteran light-cavalry-veteran");
  laid_out ();
  ck_assert_str_eq (rule_at (draft, 1, 0)->groups->pdata[1], "light-cavalry-veteran warriors-veteran");
  ck_assert (has_focus_in (ed, mu_gui_test_wait_named (ed, "rule:1:0:group:1")));
  ck_assert_double_eq (gtk_adjustment_get_value (scroll), place);

  /* the rule's condition chosen (the section is made again) */
  gtk_widget_grab_focus (mu_gui_test_wait_named (ed, "rule:1:0:when"));
  laid_out ();
  place = gtk_adjustment_get_value (scroll);
  adw_combo_row_set_selected (ADW_COMBO_ROW (mu_gui_test_wait_named (ed, "rule:1:0:when")), 1);
  laid_out ();
  ck_assert_ptr_nonnull (rule_at (draft, 1, 0)->when);
  ck_assert (has_focus_in (ed, mu_gui_test_wait_named (ed, "rule:1:0:when")));
  ck_assert_double_eq (gtk_adjustment_get_value (scroll), place);

  /* the kind of rule to add chosen */
  gtk_widget_grab_focus (mu_gui_test_wait_named (ed, "note:1:kind"));
  laid_out ();
  place = gtk_adjustment_get_value (scroll);
  mu_gui_test_choose (ed, "note:1:kind", "Combined cap: these rows together at most");
  laid_out ();
  ck_assert (has_focus_in (ed, mu_gui_test_wait_named (ed, "note:1:kind")));
  ck_assert_double_eq (gtk_adjustment_get_value (scroll), place);

  gtk_window_destroy (GTK_WINDOW (editor));
  mu_gui_test_drain ();
}
END_TEST

int
main (int argc, char **argv)
{
  Suite *suite = suite_create ("list-editor");
  TCase *tcase = tcase_create ("list-editor");
  int failed;

  /* the player's lists go to a scratch folder, read before anything else */
  data_home = g_dir_make_tmp ("muster-list-data-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  app = mu_gui_test_start ();
  tcase_add_test (tcase, test_enter_save_build_revise);
  tcase_add_test (tcase, test_import_export_remove);
  tcase_add_test (tcase, test_variants_rows_allies);
  tcase_add_test (tcase, test_edits_in_place);
  tcase_add_test (tcase, test_view_stays_put);
  tcase_add_test (tcase, test_reading_and_name_undo);
  tcase_add_test (tcase, test_close_asks);
  /* it puts the player's list in the place of a shipped one: after the
   * tests that use the shipped lists from the library */
  tcase_add_test (tcase, test_id_of_another_list);
  /* after it, these read the shipped lists from their files, or use none */
  tcase_add_test (tcase, test_rule_conditions);
  tcase_add_test (tcase, test_rule_kind_steady);
  tcase_add_test (tcase, test_exclusive_from_marked);
  tcase_add_test (tcase, test_ally_items_whole);
  tcase_add_test (tcase, test_troop_type_search);
  tcase_add_test (tcase, test_upgrade_problems_its_own);
  tcase_add_test (tcase, test_figures_not_a_stop);
  tcase_add_test (tcase, test_mnemonics_apart);
  tcase_add_test (tcase, test_new_items_focused);
  tcase_add_test (tcase, test_one_stop_a_control);
  tcase_add_test (tcase, test_ally_lists);
  tcase_add_test (tcase, test_chooser_view_stays);
  suite_add_tcase (suite, tcase);
  failed = mu_test_run (suite);
  mu_gui_test_finish (app);
  mu_gui_test_remove_tree (data_home);
  g_free (data_home);
  return failed;
}
