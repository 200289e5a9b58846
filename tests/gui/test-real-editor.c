/* test-real-editor.c: the list editor with a player's keys, pressed
 * through the X server
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "mu-application.h"
#include "mu-draft-items.h"
#include "mu-gui-input.h"
#include "mu-gui-test.h"
#include "mu-list-draft.h"
#include "mu-list-editor.h"
#include "mu-test.h"
#include "mu-window.h"

static MuApplication *app;

/* The window of type on screen, waited for a few seconds on a busy
 * machine */
static GtkWindow *
wait_toplevel (GType type)
{
  for (guint i = 0; i < 100; i++)
    {
      GtkWindow *window = mu_gui_test_toplevel (type);

      if (window != NULL && gtk_widget_get_mapped (GTK_WIDGET (window)))
        {
          mu_gui_input_settle (200);
          return window;
        }
      mu_gui_input_settle (50);
    }
  ck_abort_msg ("no %s on screen", g_type_name (type));
  return NULL;
}

static guint
rules_of (MuListDraft *draft, guint note)
{
  return ((MuDraftFootnote *) mu_list_draft_get_footnotes (draft)->pdata[note])->rules->len;
}

/* A new list of the first ruleset offered, its editor on screen */
static MuListEditor *
open_new_list (MuWindow *window)
{
  GtkWindow *ask;

  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (GTK_WIDGET (window)))
    mu_gui_input_settle (50);
  mu_gui_input_settle (300);
  mu_gui_input_click (mu_gui_test_find_button_labelled (GTK_WIDGET (window), "_New Army List…"));
  ask = wait_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  mu_gui_input_keys (GTK_WIDGET (ask), "alt+r");
  return MU_LIST_EDITOR (wait_toplevel (MU_TYPE_LIST_EDITOR));
}

/* Two footnotes added with Alt+O, the second being edited: Alt+R adds a
 * rule to it, not to the first (every footnote's "Add Rule" answers to
 * Alt+R); back in the first footnote's text, Alt+R adds to the first. */
START_TEST (test_add_rule_to_footnote_edited)
{
  MuWindow *window = mu_window_new (app);
  MuListEditor *editor = open_new_list (window);
  MuListDraft *draft = mu_list_editor_get_draft (editor);

  mu_gui_input_keys (GTK_WIDGET (editor), "alt+o");
  mu_gui_input_type (GTK_WIDGET (editor), "One");
  mu_gui_input_keys (GTK_WIDGET (editor), "alt+o");
  mu_gui_input_type (GTK_WIDGET (editor), "Two");
  ck_assert_uint_eq (mu_list_draft_get_footnotes (draft)->len, 2);
  mu_gui_input_keys (GTK_WIDGET (editor), "alt+r");
  ck_assert_uint_eq (rules_of (draft, 0), 0);
  ck_assert_uint_eq (rules_of (draft, 1), 1);

  gtk_window_destroy (GTK_WINDOW (editor));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

/* A field that holds a value selects it when Tab brings the focus, so
 * what is typed replaces it: "3-4" typed into a range of "0-1" is "3-4",
 * not "3-40-1". */
START_TEST (test_tab_selects_field)
{
  MuWindow *window = mu_window_new (app);
  MuListEditor *editor = open_new_list (window);
  MuListDraft *draft = mu_list_editor_get_draft (editor);
  GtkWidget *range;
  GtkWidget *focus;

  mu_gui_test_click (GTK_WIDGET (editor), "add:troops");
  mu_gui_test_type_into (GTK_WIDGET (editor), "row:troops:name", "Warriors");
  ck_assert (mu_list_draft_set_row (draft, "warriors", "number", "0-1"));
  mu_gui_test_drain ();
  range = mu_gui_test_wait_named (GTK_WIDGET (editor), "row:warriors:number");
  ck_assert_str_eq (gtk_editable_get_text (GTK_EDITABLE (range)), "0-1");
  ck_assert (gtk_widget_grab_focus (mu_gui_test_wait_named (GTK_WIDGET (editor), "row:warriors:idiom")));
  mu_gui_input_settle (100);

  mu_gui_input_keys (GTK_WIDGET (editor), "Tab");
  focus = gtk_root_get_focus (GTK_ROOT (editor));
  ck_assert (focus != NULL && (focus == range || gtk_widget_is_ancestor (focus, range)));
  mu_gui_input_type (GTK_WIDGET (editor), "3-4");
  ck_assert_str_eq (gtk_editable_get_text (GTK_EDITABLE (range)), "3-4");
  mu_gui_input_keys (GTK_WIDGET (editor), "Tab");
  mu_gui_input_settle (100);
  ck_assert_str_eq (mu_draft_row_get (mu_list_draft_find_row (draft, "warriors"), "number"), "3-4");

  gtk_window_destroy (GTK_WINDOW (editor));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

/* The range chosen from a row's number by its keys: the focus goes to
 * the range, "0-1", and what is typed replaces it. */
START_TEST (test_range_chosen_selects)
{
  MuWindow *window = mu_window_new (app);
  MuListEditor *editor = open_new_list (window);
  MuListDraft *draft = mu_list_editor_get_draft (editor);
  GtkWidget *range;

  mu_gui_test_click (GTK_WIDGET (editor), "add:troops");
  mu_gui_test_type_into (GTK_WIDGET (editor), "row:troops:name", "Warriors");
  ck_assert (gtk_widget_grab_focus (mu_gui_test_wait_named (GTK_WIDGET (editor), "row:warriors:idiom")));
  mu_gui_input_settle (100);

  mu_gui_input_keys (GTK_WIDGET (editor), "Return");
  mu_gui_input_settle (300);
  mu_gui_input_keys (GTK_WIDGET (editor), "Home Return");
  mu_gui_input_settle (300);
  range = mu_gui_test_wait_named (GTK_WIDGET (editor), "row:warriors:number");
  ck_assert_str_eq (gtk_editable_get_text (GTK_EDITABLE (range)), "0-1");
  mu_gui_input_type (GTK_WIDGET (editor), "3-4");
  ck_assert_str_eq (gtk_editable_get_text (GTK_EDITABLE (range)), "3-4");
  mu_gui_input_keys (GTK_WIDGET (editor), "Tab");
  mu_gui_input_settle (100);
  ck_assert_str_eq (mu_draft_row_get (mu_list_draft_find_row (draft, "warriors"), "number"), "3-4");

  gtk_window_destroy (GTK_WINDOW (editor));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

static Suite *
real_editor_suite (void)
{
  Suite *suite = suite_create ("real-editor");
  TCase *tcase = tcase_create ("editor");

  tcase_add_test (tcase, test_add_rule_to_footnote_edited);
  tcase_add_test (tcase, test_tab_selects_field);
  tcase_add_test (tcase, test_range_chosen_selects);
  suite_add_tcase (suite, tcase);
  return suite;
}

int
main (void)
{
  int status;

  app = mu_gui_test_start ();
  status = mu_test_run (real_editor_suite ());
  mu_gui_test_finish (app);
  return status;
}
