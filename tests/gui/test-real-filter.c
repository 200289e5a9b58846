/* test-real-filter.c: the list's row filter as a player's keys meet it,
 * pressed through the X server
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "mu-application.h"
#include "mu-document.h"
#include "mu-gui-input.h"
#include "mu-gui-test.h"
#include "mu-list-pane.h"
#include "mu-roster.h"
#include "mu-test.h"
#include "mu-window.h"

static MuApplication *app;

static const char *
filter_text (MuWindow *window)
{
  GtkWidget *pane = mu_gui_test_find_type (GTK_WIDGET (window), MU_TYPE_LIST_PANE);
  GtkWidget *search = mu_gui_test_find_type (pane, GTK_TYPE_SEARCH_ENTRY);

  ck_assert_ptr_nonnull (search);
  return gtk_editable_get_text (GTK_EDITABLE (search));
}

static guint
units (MuWindow *window)
{
  return mu_roster_count_units (mu_document_get_roster (mu_window_get_document (window)));
}

/* Ctrl+F, a word and Enter add a row; Ctrl+F and the next word replace the
 * first word, not add to it. */
START_TEST (test_second_word_replaces_the_first)
{
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
  MuWindow *window = mu_gui_test_open_window (app, path);
  guint before = units (window);

  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+f");
  mu_gui_input_type (GTK_WIDGET (window), "legionarii");
  mu_gui_input_keys (GTK_WIDGET (window), "Return");
  ck_assert_uint_eq (units (window), before + 1);
  mu_gui_input_keys (GTK_WIDGET (window), "ctrl+f");
  mu_gui_input_type (GTK_WIDGET (window), "auxiliarii");
  ck_assert_str_eq (filter_text (window), "auxiliarii");
  mu_document_discard_autosave (mu_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

static Suite *
real_filter_suite (void)
{
  Suite *suite = suite_create ("real-filter");
  TCase *tcase = tcase_create ("filter");

  tcase_add_test (tcase, test_second_word_replaces_the_first);
  suite_add_tcase (suite, tcase);
  return suite;
}

int
main (void)
{
  int status;

  app = mu_gui_test_start ();
  status = mu_test_run (real_filter_suite ());
  mu_gui_test_finish (app);
  return status;
}
