/* mu-bench-bare-window.c: the reference for the first-frame budget, a bare
 * libadwaita window that quits after its first frame: what every libadwaita
 * application shows with nothing in it (a header bar with its title and
 * window buttons over an empty page), at Muster's default window size
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>

static void
after_paint (GdkFrameClock *clock, GApplication *app)
{
  g_signal_handlers_disconnect_by_func (clock, after_paint, app);
  g_application_quit (app);
}

static void
on_map (GtkWidget *window, GApplication *app)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint), app);
}

static void
activate (GtkApplication *app)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *page = adw_status_page_new ();

  /* the window-width and window-height defaults of Muster's settings */
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 860);
  gtk_window_set_title (GTK_WINDOW (window), "Muster");
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), page);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  g_signal_connect (window, "map", G_CALLBACK (on_map), app);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_autoptr(AdwApplication) app
             = adw_application_new ("io.github.muster.BenchBareWindow", G_APPLICATION_NON_UNIQUE);

  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
