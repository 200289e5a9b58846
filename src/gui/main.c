/* main.c: muster, the GTK application
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

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
  app = mu_application_new (G_APPLICATION_DEFAULT_FLAGS);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
