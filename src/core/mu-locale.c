/* mu-locale.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <glib/gi18n-lib.h>

#include "mu-locale.h"

/* MUSTER_LOCALE_DIR, for a build that is not installed (meson builds the
 * catalogues in po/ of the build directory), else the installed locale dir */
const char *
mu_locale_dir (void)
{
  const char *env = g_getenv ("MUSTER_LOCALE_DIR");

  return env != NULL && *env != '\0' ? env : LOCALEDIR;
}

/* Follows the user's locale and makes the project's translations the
 * default text domain, so GtkBuilder templates find them too */
void
mu_locale_init (void)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, mu_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
