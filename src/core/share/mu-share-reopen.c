/* mu-share-reopen.c: what the readers of every format of share code share
 *
 * A roster a code rebuilt is read again through the roster reader, so that
 * a code is held to every rule a roster file is held to; and a code that
 * holds more than any game is refused with one message.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-library.h"
#include "mu-roster.h"
#include "mu-share-code.h"
#include "mu-share-reopen-private.h"
#include "mu-share-text-private.h"

gpointer
mu_share_code_too_large (GError **error)
{
  g_autofree char *why
      = g_strdup_printf (_("it holds more than %u commands or %u units, more than any game"),
                            MU_SHARE_MAX_COMMANDS, MU_SHARE_MAX_UNITS);

  return mu_share_text_error (error, why);
}

/* Through the roster reader, so that a code is held to every rule a roster
 * file is held to. */
MuRoster *
mu_share_reopen (MuRoster *roster, MuLibrary *library, MuArmyList **list, GError **error)
{
  gsize length = 0;
  g_autofree char *xml = mu_roster_to_xml (roster, &length);

  /* TRANSLATORS: stands for the file name in error messages about a share code */
  return mu_library_open_roster_data (library, xml, length, _("share code"), list, error);
}
