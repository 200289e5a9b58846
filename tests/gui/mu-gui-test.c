/* mu-gui-test.c: shared helpers of the suites that drive real windows
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <check.h>
#include <glib/gstdio.h>
#include <string.h>

#include "mu-rulesets.h"
#include "mu-test.h"

#include "mu-gui-test.h"
#include "mu-gui-util.h"
#include "mu-window.h"

static char *state_dir;

/* GTK and a registered application of this process, with settings in memory
 * and unsaved changes kept under a scratch state folder. */
MuApplication *
mu_gui_test_start (void)
{
  g_autoptr(GError) error = NULL;
  MuApplication *app;

  state_dir = g_dir_make_tmp ("muster-gui-state-XXXXXX", NULL);
  g_setenv ("XDG_STATE_HOME", state_dir, TRUE);
  /* the windows live in this process: check must not fork */
  g_setenv ("CK_FORK", "no", TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  gtk_init ();
  mu_rulesets_register_all ();
  app = mu_application_new (G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    g_error ("%s", error->message);
  return app;
}

void
mu_gui_test_finish (MuApplication *app)
{
  g_object_unref (app);
  mu_gui_test_remove_tree (state_dir);
  g_clear_pointer (&state_dir, g_free);
}

/* Removes a folder and everything under it. */
void
mu_gui_test_remove_tree (const char *path)
{
  g_autoptr(GDir) handle = g_dir_open (path, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      mu_gui_test_remove_tree (child);
    }
  g_remove (path);
}

/* Runs the main loop until nothing is pending. */
void
mu_gui_test_drain (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The mapped widget of that name under widget, depth first. */
GtkWidget *
mu_gui_test_find_named (GtkWidget *widget, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0 && gtk_widget_get_mapped (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = mu_gui_test_find_named (child, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The text of the label or button of that name, which must be shown. */
const char *
mu_gui_test_shown_text (GtkWidget *widget, const char *name)
{
  GtkWidget *found = mu_gui_test_find_named (widget, name);

  ck_assert_msg (found != NULL, "no widget named %s is shown", name);
  if (GTK_IS_BUTTON (found))
    return gtk_button_get_label (GTK_BUTTON (found));
  return gtk_label_get_text (GTK_LABEL (found));
}

/* The first widget of that type under widget (or widget itself), depth first. */
GtkWidget *
mu_gui_test_find_type (GtkWidget *widget, GType type)
{
  return mu_gui_find_child (widget, type);
}

/* The first top-level window of that type, or NULL. */
GtkWindow *
mu_gui_test_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type))
        return toplevel;
    }
  return NULL;
}

/* The mapped widget of that name under root, waiting up to ten seconds
 * for it to be shown (a row's form shows once its expander has begun to
 * reveal it, a page of a stack a frame after it was chosen); fails the
 * test when there is none. */
GtkWidget *
mu_gui_test_wait_named (GtkWidget *root, const char *name)
{
  gint64 until = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  GtkWidget *widget;

  mu_gui_test_drain ();
  while ((widget = mu_gui_test_find_named (root, name)) == NULL && g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  ck_assert_msg (widget != NULL, "no widget named %s is shown", name);
  return widget;
}

/* A field typed into and Enter pressed, as the keyboard does it. */
void
mu_gui_test_type_into (GtkWidget *root, const char *name, const char *text)
{
  GtkWidget *entry = mu_gui_test_wait_named (root, name);

  gtk_widget_grab_focus (entry);
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  g_signal_emit_by_name (entry, GTK_IS_ENTRY (entry) ? "activate" : "entry-activated");
  mu_gui_test_drain ();
}

/* The button of that name clicked. */
void
mu_gui_test_click (GtkWidget *root, const char *name)
{
  g_signal_emit_by_name (mu_gui_test_wait_named (root, name), "clicked");
  mu_gui_test_drain ();
}

/* The drop-down of that name (an AdwComboRow or a GtkDropDown) set to the
 * item labelled so. */
void
mu_gui_test_choose (GtkWidget *root, const char *name, const char *label)
{
  GtkWidget *chooser = mu_gui_test_wait_named (root, name);
  GListModel *model = ADW_IS_COMBO_ROW (chooser) ? adw_combo_row_get_model (ADW_COMBO_ROW (chooser))
                                                 : gtk_drop_down_get_model (GTK_DROP_DOWN (chooser));

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i), label))
      {
        if (ADW_IS_COMBO_ROW (chooser))
          adw_combo_row_set_selected (ADW_COMBO_ROW (chooser), i);
        else
          gtk_drop_down_set_selected (GTK_DROP_DOWN (chooser), i);
        mu_gui_test_drain ();
        return;
      }
  ck_abort_msg ("%s has no item %s", name, label);
}

/* Writes into dir a legal-looking Principate Roman roster of commands
 * commands, each of a general (detached; the first also senior) and units
 * units u1, u2, … (legionarii and auxiliarii in turn); its path. */
char *
mu_gui_test_write_roster (const char *dir, const char *name, int commands, int units)
{
  GString *xml = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                               "<roster xmlns=\"urn:io.github.muster:1\" format=\"1\" ruleset=\"tts\" "
                               "list=\"principate-roman\" list-revision=\"1\">\n"
                               "  <army name=\"Large army\" points-limit=\"0\"/>\n"
                               "  <option id=\"date\" value=\"100\"/>\n"
                               "  <option id=\"region\" value=\"western\"/>\n");
  char *path = g_build_filename (dir, name, NULL);
  int unit = 1;

  for (int c = 0; c < commands; c++)
    {
      g_string_append_printf (xml,
                              "  <command name=\"Command %d\">\n"
                              "    <general name=\"General %d\" entry=\"generals\">\n"
                              "      <upgrade ref=\"general-detached\"/>%s\n"
                              "    </general>\n",
                              c + 1, c + 1, c == 0 ? "<upgrade ref=\"general-senior\"/>" : "");
      for (int u = 0; u < units; u++, unit++)
        g_string_append_printf (xml, "    <unit id=\"u%d\" entry=\"%s\"/>\n", unit,
                                u % 2 == 0 ? "legionarii" : "auxiliarii");
      g_string_append (xml, "  </command>\n");
    }
  g_string_append (xml, "</roster>\n");
  ck_assert (g_file_set_contents (path, xml->str, (gssize) xml->len, NULL));
  g_string_free (xml, TRUE);
  return path;
}

/* The rows of a row picker (a menu button of that name) ticked as @ids
 * says (row ids, space-separated), the others not, then its popover
 * closed, as a player ticks them and closes it. The popover is not popped
 * up: under Xvfb without a window manager it finds no monitor. */
void
mu_gui_test_pick_rows (GtkWidget *root, const char *name, const char *ids)
{
  GtkWidget *button = mu_gui_test_wait_named (root, name);
  GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));
  g_auto(GStrv) wanted = g_strsplit (ids, " ", -1);
  g_autofree char *prefix = g_strconcat (name, ":", NULL);
  GtkWidget *first = mu_gui_test_find_type (GTK_WIDGET (popover), GTK_TYPE_CHECK_BUTTON);
  guint ticked = 0;

  ck_assert_ptr_nonnull (first);
  for (GtkWidget *check = first; check != NULL; check = gtk_widget_get_next_sibling (check))
    {
      const char *check_name = gtk_widget_get_name (check);
      gboolean on = g_str_has_prefix (check_name, prefix)
                    && g_strv_contains ((const char * const *) wanted, check_name + strlen (prefix));

      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), on);
      ticked += on;
    }
  ck_assert_msg (ticked == g_strv_length (wanted), "%s has not every row of %s", name, ids);
  g_signal_emit_by_name (popover, "closed");
  mu_gui_test_drain ();
}

/* A window of app of the usual test size showing the roster at path, shown
 * and settled. */
MuWindow *
mu_gui_test_open_window (MuApplication *app, const char *path)
{
  MuWindow *window = mu_window_new (app);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
  gtk_window_present (GTK_WINDOW (window));
  ck_assert (mu_window_open_file (window, file, FALSE));
  mu_gui_test_drain ();
  return window;
}

/* The text of the file name of tests/fixtures; fails the test when it
 * cannot be read. */
char *
mu_gui_test_fixture_text (const char *name)
{
  g_autofree char *relative = g_build_filename ("fixtures", name, NULL);
  g_autofree char *path = mu_test_path (relative);
  char *text = NULL;

  ck_assert_msg (g_file_get_contents (path, &text, NULL, NULL), "cannot read %s", path);
  return text;
}

/* The first button under root that activates action ("win.undo"), or NULL. */
GtkWidget *
mu_gui_test_find_action_button (GtkWidget *root, const char *action)
{
  GtkWidget *found = NULL;

  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); found == NULL && child != NULL;
       child = gtk_widget_get_next_sibling (child))
    found = mu_gui_test_find_action_button (child, action);
  return found;
}

/* The first shown button under root whose label reads label, or NULL (a
 * message dialog keeps a hidden column of its buttons for narrow windows). */
GtkWidget *
mu_gui_test_find_button_labelled (GtkWidget *root, const char *label)
{
  GtkWidget *found = NULL;

  if (GTK_IS_BUTTON (root) && gtk_widget_get_mapped (root)
      && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (root)), label) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); found == NULL && child != NULL;
       child = gtk_widget_get_next_sibling (child))
    found = mu_gui_test_find_button_labelled (child, label);
  return found;
}
