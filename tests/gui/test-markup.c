/* test-markup.c: names from a roster are text, never Pango markup. A
 * command, general or unit named “<span foreground="red">FORGED: legal</span>”
 * shows those very characters, and a plain “&” shows as itself rather than
 * blanking the title (libadwaita 1.2 groups, rows and toasts parse markup).
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "mu-application.h"
#include "mu-document.h"
#include "mu-gui-test.h"
#include "mu-test.h"
#include "mu-window.h"

#define FORGED "<span foreground=\"red\">FORGED: legal</span>"
#define FORGED_XML "&lt;span foreground=&quot;red&quot;&gt;FORGED: legal&lt;/span&gt;"

static MuApplication *app;

/* Every label under widget whose label (as set) contains needle. */
static void
collect_labels (GtkWidget *widget, const char *needle, GPtrArray *into)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_label (GTK_LABEL (widget)), needle) != NULL)
    g_ptr_array_add (into, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, needle, into);
}

/* Each label that was given the name shows it as written. */
static guint
assert_shown_literally (GtkWidget *root, const char *needle, const char *shown)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  collect_labels (root, needle, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkLabel *label = labels->pdata[i];

      ck_assert_msg (strstr (gtk_label_get_text (label), shown) != NULL, "a label set to “%s” shows “%s”",
                     gtk_label_get_label (label), gtk_label_get_text (label));
    }
  return labels->len;
}

static char *
forged_roster (void)
{
  g_autofree char *sample
      = g_build_filename (mu_test_lists_dir (), "examples", "tts-sample-oob.muster", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GString) xml = NULL;
  g_autofree char *dir = g_dir_make_tmp ("muster-markup-XXXXXX", NULL);
  char *path = g_build_filename (dir, "forged.muster", NULL);

  ck_assert (g_file_get_contents (sample, &text, NULL, NULL));
  xml = g_string_new (text);
  ck_assert (g_string_replace (xml, "name=\"Command 1\"", "name=\"" FORGED_XML "\"", 1) == 1);
  ck_assert (g_string_replace (xml, "name=\"Command 2\"", "name=\"Bread &amp; Salt\"", 1) == 1);
  ck_assert (g_string_replace (xml, "name=\"Marcus Flavius Aquila\"", "name=\"" FORGED_XML "\"", 1) == 1);
  ck_assert (g_string_replace (xml, "name=\"Auxiliary archers\"", "name=\"Archers &amp; " FORGED_XML "\"", 1)
             == 1);
  ck_assert (g_file_set_contents (path, xml->str, (gssize) xml->len, NULL));
  return path;
}

START_TEST (test_names_are_text)
{
  g_autofree char *path = forged_roster ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  MuWindow *window = mu_window_new (app);
  guint shown = 0;

  gtk_window_present (GTK_WINDOW (window));
  ck_assert (mu_window_open_file (window, file, FALSE));
  mu_gui_test_drain ();
  /* the army, the commands, the general and the unit in the inspector */
  for (guint i = 0; i < 5; i++)
    {
      MuDocument *document = mu_window_get_document (window);

      if (i == 1)
        mu_document_select (document, &MU_PLACE_OF_COMMAND (0));
      else if (i == 2)
        mu_document_select (document, &MU_PLACE_OF_COMMAND (1));
      else if (i == 3)
        mu_document_select (document, &MU_PLACE_OF_GENERAL (0, 0));
      else if (i == 4)
        mu_document_select (document, &MU_PLACE_OF_UNIT ("u11"));
      mu_gui_test_drain ();
      shown += assert_shown_literally (GTK_WIDGET (window), "FORGED", FORGED);
      shown += assert_shown_literally (GTK_WIDGET (window), "Bread &", "Bread & Salt");
      shown += assert_shown_literally (GTK_WIDGET (window), "Bread &amp;", "Bread & Salt");
      shown += assert_shown_literally (GTK_WIDGET (window), "FORGED: legal&lt;", FORGED);
    }
  mu_window_toast (window, "Renamed to " FORGED " & co");
  mu_gui_test_drain ();
  ck_assert_uint_gt (shown, 0);
  ck_assert_uint_gt (assert_shown_literally (GTK_WIDGET (window), "amp; co", FORGED " & co")
                         + assert_shown_literally (GTK_WIDGET (window), "& co", FORGED " & co"),
                     0);
  gtk_window_destroy (GTK_WINDOW (window));
  mu_gui_test_drain ();
  g_unlink (path);
  g_rmdir (dir);
}
END_TEST

static Suite *
markup_suite (void)
{
  Suite *suite = suite_create ("markup");
  TCase *tcase = tcase_create ("markup");

  tcase_add_test (tcase, test_names_are_text);
  suite_add_tcase (suite, tcase);
  return suite;
}

int
main (void)
{
  int status;

  app = mu_gui_test_start ();
  status = mu_test_run (markup_suite ());
  mu_gui_test_finish (app);
  return status;
}
