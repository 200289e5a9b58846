/* test-real-builder.c: the builder as a player's keys and clicks meet it,
 * pressed through the X server: units and heroes, an allied contingent,
 * closing with unsaved changes
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "mu-application.h"
#include "mu-command.h"
#include "mu-document.h"
#include "mu-general.h"
#include "mu-gui-input.h"
#include "mu-gui-test.h"
#include "mu-list-entry.h"
#include "mu-list-pane.h"
#include "mu-list-row.h"
#include "mu-new-army-dialog.h"
#include "mu-roster.h"
#include "mu-test.h"
#include "mu-unit.h"
#include "mu-window.h"

static MuApplication *app;
static char *scratch;

/* An Ancient British army of one command, its general not heroic. */
static const char small_british[]
    = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" ruleset=\"tts\" list=\"ancient-british\" "
      "list-revision=\"1\">\n"
      "  <army name=\"Regni\" points-limit=\"130\"/>\n"
      "  <command name=\"Regni\">\n"
      "    <general name=\"Cogidubnus\" entry=\"generals\" attached=\"u1\"/>\n"
      "    <unit id=\"u1\" entry=\"warriors\"/>\n"
      "    <unit id=\"u2\" entry=\"warriors\"/>\n"
      "  </command>\n"
      "</roster>\n";

static MuWindow *
open_text (const char *text)
{
  g_autofree char *path = g_build_filename (scratch, "army.muster", NULL);

  ck_assert (g_file_set_contents (path, text, -1, NULL));
  return mu_gui_test_open_window (app, path);
}

/* A copy of a roster of tests/fixtures, opened. */
static MuWindow *
open_fixture (const char *name)
{
  g_autofree char *text = mu_gui_test_fixture_text (name);

  return open_text (text);
}

static void
close_window (MuWindow *window)
{
  mu_document_discard_autosave (mu_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}

static MuRoster *
roster_of (MuWindow *window)
{
  return mu_document_get_roster (mu_window_get_document (window));
}

static MuCommand *
command_at (MuWindow *window, guint index)
{
  GPtrArray *commands = mu_roster_get_commands (roster_of (window));

  ck_assert_uint_lt (index, commands->len);
  return commands->pdata[index];
}

/* The heroes of the army: on its units and waiting in its commands. */
static guint
count_heroes (MuWindow *window)
{
  GPtrArray *commands = mu_roster_get_commands (roster_of (window));
  guint n = 0;

  for (guint i = 0; i < commands->len; i++)
    {
      MuCommand *command = commands->pdata[i];

      n += command->heroes->len;
      for (guint j = 0; j < command->units->len; j++)
        n += ((MuUnit *) command->units->pdata[j])->heroes->len;
    }
  return n;
}

/* Ctrl+W on a roster with changes asks; Discard closes the window, with no
 * warning or critical (G_DEBUG=fatal-warnings makes one fatal). */
START_TEST (test_close_and_discard)
{
  MuWindow *window = open_text (small_british);
  GtkWindow *dialog;

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+f");
  mu_gui_input_type (GTK_WIDGET (window), "camp");
  mu_gui_input_keys (GTK_WIDGET (window), "Return");
  ck_assert (mu_document_is_modified (mu_window_get_document (window)));
  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+w");
  dialog = mu_gui_test_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  ck_assert_ptr_nonnull (dialog);
  mu_gui_input_keys (GTK_WIDGET (dialog), "alt+d");
  mu_gui_input_settle (300);
  ck_assert_ptr_null (window);
  ck_assert_ptr_null (mu_gui_test_toplevel (ADW_TYPE_MESSAGE_DIALOG));
}
END_TEST

/* Ctrl+T on a unit of the ally adds a command to the ally; Ctrl+H on it,
 * with no unit yet, adds no hero waiting for one; its units come from the
 * ally's list, and Ctrl+H gives the one selected a hero. */
START_TEST (test_ally_command_by_keys)
{
  MuWindow *window = open_fixture ("tts-small-allies.muster");
  GtkWidget *roman_unit;
  MuCommand *added;

  /* the issues hidden (Ctrl+I), for the Roman units to be seen */
  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+i");
  roman_unit = mu_gui_test_find_named (GTK_WIDGET (window), "u12");
  ck_assert_ptr_nonnull (roman_unit);
  mu_gui_input_click (roman_unit);
  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+t");
  ck_assert_uint_eq (mu_roster_get_commands (roster_of (window))->len, 3);
  ck_assert_uint_eq (command_at (window, 0)->contingent, 0);
  ck_assert_uint_eq (command_at (window, 1)->contingent, 1);
  added = command_at (window, 2);
  ck_assert_uint_eq (added->contingent, 1);
  ck_assert_int_eq (mu_document_get_selection (mu_window_get_document (window))->command, 2);
  ck_assert_str_eq (((MuGeneral *) added->generals->pdata[0])->entry, "generals");
  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+h");
  ck_assert_uint_eq (count_heroes (window), 0);
  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+f");
  mu_gui_input_type (GTK_WIDGET (window), "auxiliarii");
  mu_gui_input_keys (GTK_WIDGET (window), "Return ctrl+h");
  added = command_at (window, 2);
  ck_assert_uint_eq (added->units->len, 1);
  ck_assert_str_eq (((MuUnit *) added->units->pdata[0])->entry, "auxiliarii");
  ck_assert_uint_eq (((MuUnit *) added->units->pdata[0])->heroes->len, 1);
  ck_assert_uint_eq (count_heroes (window), 1);
  close_window (window);
}
END_TEST

/* The issue "not heroic" leads to the general's upgrade; Space ticks it;
 * Ctrl+H adds a hero to his command and takes the focus off the upgrade,
 * so Enter does not untick it. */
START_TEST (test_enter_after_hero_keeps_upgrade)
{
  MuWindow *window = open_text (small_british);
  GtkWidget *issues = mu_gui_test_find_named (GTK_WIDGET (window), "issues");
  GtkWidget *row = NULL;
  MuGeneral *general;

  for (GtkWidget *child = gtk_widget_get_first_child (issues); child != NULL && row == NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_BOX_ROW (child) && gtk_widget_get_child_visible (child))
      row = child;
  ck_assert_ptr_nonnull (row);
  mu_gui_input_click (row);
  ck_assert_str_eq (gtk_widget_get_name (gtk_root_get_focus (GTK_ROOT (window))), "general-heroic");
  mu_gui_input_keys (GTK_WIDGET (window), "space ctrl+h Return Escape");
  general = command_at (window, 0)->generals->pdata[0];
  ck_assert (mu_general_has_upgrade (general, "general-heroic"));
  ck_assert_uint_eq (command_at (window, 0)->heroes->len, 1);
  close_window (window);
}
END_TEST

/* An allied contingent as a player adds one: the main menu (F10) and its
 * item's key (g), the ally's button in the dialog, then five legionarii
 * from the ally's list typed in the filter, into the ally's command. */
START_TEST (test_add_ally_by_keys)
{
  MuWindow *window = open_text (small_british);
  GtkWindow *dialog;
  MuCommand *roman;

  mu_gui_input_keys (GTK_WIDGET (window), "F10 g");
  dialog = mu_gui_test_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  ck_assert_ptr_nonnull (dialog);
  mu_gui_input_click (mu_gui_test_find_button_labelled (GTK_WIDGET (dialog), "Principate Romans"));
  ck_assert_uint_eq (mu_roster_count_contingents (roster_of (window)), 2);
  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+f");
  mu_gui_input_type (GTK_WIDGET (window), "5 legionarii");
  mu_gui_input_keys (GTK_WIDGET (window), "Return");
  roman = command_at (window, 1);
  ck_assert_uint_eq (roman->contingent, 1);
  ck_assert_uint_eq (roman->units->len, 5);
  ck_assert_str_eq (((MuUnit *) roman->units->pdata[4])->entry, "legionarii");
  ck_assert_uint_eq (command_at (window, 0)->units->len, 2);
  close_window (window);
}
END_TEST

/* Why the list pane's row of that id is dimmed, or NULL. */
static char *
row_reason (MuWindow *window, const char *row_id)
{
  GtkWidget *pane = mu_gui_test_find_type (GTK_WIDGET (window), MU_TYPE_LIST_PANE);
  GtkWidget *rows = mu_gui_test_find_type (pane, GTK_TYPE_LIST_BOX);
  char *reason = NULL;

  for (GtkWidget *row = gtk_widget_get_first_child (rows); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (MU_IS_LIST_ROW (row) && g_str_equal (mu_list_row_get_entry (MU_LIST_ROW (row))->id, row_id))
      {
        g_object_get (row, "reason", &reason, NULL);
        return reason;
      }
  ck_abort_msg ("no row %s in the list pane", row_id);
  return NULL;
}

/* An ally's unit clicked: its list's rows, dimmed by the ally's own date
 * (AD 43) and variant (Western), with the reason, as the main list's are. */
START_TEST (test_ally_rows_dimmed)
{
  MuWindow *window = open_fixture ("tts-small-allies.muster");
  g_autofree char *contarii = NULL;
  g_autofree char *sagittarii = NULL;
  g_autofree char *legionarii = NULL;

  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+i");
  mu_gui_input_click (mu_gui_test_find_named (GTK_WIDGET (window), "u12"));
  contarii = row_reason (window, "equites-contariorum");
  ck_assert_str_eq (contarii, "only from AD 114; the army is dated AD 43");
  sagittarii = row_reason (window, "equites-sagittarii");
  ck_assert_str_eq (sagittarii, "only in Eastern armies; this army is Western");
  legionarii = row_reason (window, "legionarii");
  ck_assert_str_eq (legionarii, "");
  close_window (window);
}
END_TEST

/* Each frame painted: the army's points above and the one command's points
 * in its heading, which must agree in every frame. */
typedef struct
{
  MuWindow *window;
  guint frames;
  guint disagree;
  char *seen;
} Frames;

static void
frame_painted (GdkFrameClock *clock, Frames *frames)
{
  const char *total = mu_gui_test_shown_text (GTK_WIDGET (frames->window), "points");
  const char *command = mu_gui_test_shown_text (GTK_WIDGET (frames->window), "command-figures");

  frames->frames++;
  if (g_ascii_strtoll (total, NULL, 10) != g_ascii_strtoll (command, NULL, 10))
    {
      frames->disagree++;
      g_free (frames->seen);
      frames->seen = g_strdup_printf ("“%s” above, “%s” in the command", total, command);
    }
}

/* Units added by keys: the summary and the command's figures change in
 * the same frame, never one before the other. */
START_TEST (test_summary_and_command_in_one_frame)
{
  MuWindow *window = open_text (small_british);
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  Frames frames = { window, 0, 0, NULL };
  gulong handler = g_signal_connect (clock, "after-paint", G_CALLBACK (frame_painted), &frames);

  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+f");
  mu_gui_input_type (GTK_WIDGET (window), "4 warriors");
  mu_gui_input_keys (GTK_WIDGET (window), "Return");
  mu_gui_input_type (GTK_WIDGET (window), "light");
  mu_gui_input_keys (GTK_WIDGET (window), "Return Return ctrl+z ctrl+shift+z");
  g_signal_handler_disconnect (clock, handler);
  ck_assert_uint_gt (frames.frames, 5);
  ck_assert_msg (frames.disagree == 0, "%u of %u frames disagree, as %s", frames.disagree, frames.frames,
                 frames.seen);
  close_window (window);
}
END_TEST

/* The window's stack of the library and the builder. */
static GtkStack *
pages_of (GtkWidget *widget)
{
  if (GTK_IS_STACK (widget) && gtk_stack_get_child_by_name (GTK_STACK (widget), "library") != NULL)
    return GTK_STACK (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkStack *found = pages_of (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Each frame painted while the library is on screen (shown, or fading
 * out): the window's title must be the library's. */
static void
library_frame_painted (GdkFrameClock *clock, Frames *frames)
{
  GtkStack *stack = pages_of (GTK_WIDGET (frames->window));
  const char *title = gtk_window_get_title (GTK_WINDOW (frames->window));
  gboolean library = g_strcmp0 (gtk_stack_get_visible_child_name (stack), "library") == 0
                     || gtk_stack_get_transition_running (stack);

  frames->frames++;
  if (library && g_strcmp0 (title, "Muster") != 0)
    {
      frames->disagree++;
      g_free (frames->seen);
      frames->seen = g_strdup (title);
    }
}

/* Create in the new army's dialog: the builder's title comes with the
 * builder, never over the library. */
START_TEST (test_title_comes_with_builder)
{
  MuWindow *window = mu_window_new (app);
  GdkFrameClock *clock;
  Frames frames = { window, 0, 0, NULL };
  gulong handler;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
  gtk_window_present (GTK_WINDOW (window));
  mu_gui_input_settle (300);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (library_frame_painted), &frames);
  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+f");
  mu_gui_input_type (GTK_WIDGET (window), "British");
  mu_gui_input_keys (GTK_WIDGET (window), "Return");
  mu_gui_input_keys (GTK_WIDGET (mu_gui_test_toplevel (MU_TYPE_NEW_ARMY_DIALOG)), "Return");
  mu_gui_input_settle (500);
  g_signal_handler_disconnect (clock, handler);
  ck_assert_ptr_nonnull (mu_window_get_document (window));
  ck_assert_str_ne (gtk_window_get_title (GTK_WINDOW (window)), "Muster");
  ck_assert_uint_gt (frames.frames, 3);
  ck_assert_msg (frames.disagree == 0, "%u of %u frames show “%s” over the library", frames.disagree,
                 frames.frames, frames.seen);
  close_window (window);
}
END_TEST

static Suite *
real_builder_suite (void)
{
  Suite *suite = suite_create ("real-builder");
  TCase *tcase = tcase_create ("builder");

  tcase_add_test (tcase, test_close_and_discard);
  tcase_add_test (tcase, test_ally_command_by_keys);
  tcase_add_test (tcase, test_enter_after_hero_keeps_upgrade);
  tcase_add_test (tcase, test_ally_rows_dimmed);
  tcase_add_test (tcase, test_add_ally_by_keys);
  tcase_add_test (tcase, test_summary_and_command_in_one_frame);
  tcase_add_test (tcase, test_title_comes_with_builder);
  suite_add_tcase (suite, tcase);
  return suite;
}

int
main (void)
{
  int status;

  app = mu_gui_test_start ();
  scratch = g_dir_make_tmp ("muster-real-XXXXXX", NULL);
  status = mu_test_run (real_builder_suite ());
  mu_gui_test_remove_tree (scratch);
  g_free (scratch);
  mu_gui_test_finish (app);
  return status;
}
