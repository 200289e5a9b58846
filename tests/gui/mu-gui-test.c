/* mu-gui-test.c: shared helpers of the suites that drive real windows
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <check.h>

#include "mu-gui-test.h"

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
