/* test-italian.c: the builder in Italian (run with LANGUAGE=it and the
 * catalogue meson builds): a general's upgrades read in the rules' own
 * terms, translated, and the book's row names stay as printed
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "mu-document.h"
#include "mu-gui-test.h"
#include "mu-locale.h"
#include "mu-place.h"
#include "mu-test.h"
#include "mu-window.h"

static MuApplication *app;

static MuWindow *
open_example (void)
{
  g_autofree char *path = mu_test_path ("../lists/examples/tts-british-roman-allies.muster");

  return mu_gui_test_open_window (app, path);
}

/* The title of the details' row whose check is named after an upgrade. */
static const char *
upgrade_title (MuWindow *window, const char *upgrade)
{
  GtkWidget *check = mu_gui_test_wait_named (GTK_WIDGET (window), upgrade);
  GtkWidget *row = gtk_widget_get_ancestor (check, ADW_TYPE_PREFERENCES_ROW);

  ck_assert_msg (row != NULL, "the check of %s is in no row", upgrade);
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
}

/* Cogidubnus's details: "Rendi eroico", and the detached upgrade with
 * Muster's note that the row comes from the rules, both in Italian. */
START_TEST (test_general_upgrades)
{
  MuWindow *window = open_example ();
  MuPlace general = { MU_PLACE_GENERAL, 0, 0, NULL };

  mu_document_select (mu_window_get_document (window), &general);
  mu_gui_test_drain ();
  ck_assert_str_eq (upgrade_title (window, "general-heroic"), "Rendi eroico");
  ck_assert_str_eq (upgrade_title (window, "general-detached"),
                    "Rendi distaccato (dalle regole, non stampato nella lista)");
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

/* The subtitle of the library's row of a list, by the list's name. */
static const char *
list_subtitle (GtkWidget *widget, const char *name)
{
  if (ADW_IS_ACTION_ROW (widget)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), name) == 0)
    return adw_action_row_get_subtitle (ADW_ACTION_ROW (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *found = list_subtitle (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The library's periods in Italian ("3000 a.C."), and the book's sections
 * cited as the book's. */
START_TEST (test_library_dates)
{
  MuWindow *window = mu_window_new (app);
  const char *subtitle;

  gtk_window_present (GTK_WINDOW (window));
  mu_gui_test_drain ();
  subtitle = list_subtitle (GTK_WIDGET (window), "Akkadian, Sumerian and Ur");
  ck_assert_ptr_nonnull (subtitle);
  ck_assert_msg (g_str_has_prefix (subtitle, "3000 a.C. – 2000 a.C."), "%s", subtitle);
  ck_assert_str_eq (g_dgettext (GETTEXT_PACKAGE, "Allowed: he may stand alone (Victory medals)"),
                    "Consentito: può stare da solo (To the Strongest!, sezione «Victory medals»)");
  ck_assert_str_eq (g_dgettext (GETTEXT_PACKAGE, "Every veteran missile unit (Figure XIII)"),
                    "Ogni unità da tiro veterana (To the Strongest!, «Figure XIII»)");
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
}
END_TEST

static Suite *
italian_suite (void)
{
  Suite *suite = suite_create ("italian");
  TCase *tcase = tcase_create ("italian");

  tcase_set_timeout (tcase, 120);
  tcase_add_test (tcase, test_general_upgrades);
  tcase_add_test (tcase, test_library_dates);
  suite_add_tcase (suite, tcase);
  return suite;
}

int
main (void)
{
  int status;

  mu_locale_init ();
  app = mu_gui_test_start ();
  status = mu_test_run (italian_suite ());
  mu_gui_test_finish (app);
  return status;
}
