/* main.c: muster, the GTK application
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <glib/gi18n.h>

#include "mu-application.h"
#include "mu-locale.h"
#include "mu-rulesets.h"

int
main (int argc, char **argv)
{
  g_autoptr(MuApplication) app = NULL;

  mu_locale_init ();
  mu_rulesets_register_all ();
  /* a write past a file-size limit fails with EFBIG, reported in a dialog */
  signal (SIGXFSZ, SIG_IGN);
  app = mu_application_new (G_APPLICATION_DEFAULT_FLAGS);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
