/* mu-locale.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <glib/gi18n-lib.h>

#include "mu-locale.h"

/**
 * mu_locale_dir:
 *
 * Gives the folder of the message catalogues: `MUSTER_LOCALE_DIR` when it is
 * set and not empty (a build tree), or the installed locale folder.
 *
 * Returns: (transfer none): the folder
 */
static const char *
mu_locale_dir (void)
{
  const char *env = g_getenv ("MUSTER_LOCALE_DIR");

  return env != NULL && *env != '\0' ? env : LOCALEDIR;
}

/**
 * mu_locale_init:
 *
 * Sets the program's locale from the environment and binds Muster's text domain
 * in UTF-8 to the folder of the message catalogues: `MUSTER_LOCALE_DIR` when it
 * is set and not empty (a build tree), or the installed locale folder. Call it
 * once at the start of main().
 */
void
mu_locale_init (void)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, mu_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
