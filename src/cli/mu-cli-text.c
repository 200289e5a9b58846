/* mu-cli-text.c: data made safe to print on a terminal
 *
 * Names, notes and file names come from strangers' files. Printed as they
 * are, a newline in a name forges a line of output (a second verdict), and
 * an escape sequence (C0 ESC or C1 CSI and OSC) drives the terminal. Every
 * such character is written visibly instead, as a backslash escape, and so
 * are bytes that are not UTF-8 and the characters that reorder text.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-cli.h"
#include "mu-escape.h"

/**
 * mu_cli_text:
 * @text: (nullable): text read from a file or given on the command line
 *
 * Makes @text safe to print as part of one line on a terminal, through the
 * one escaper of every output format (mu_escape() in %MU_ESCAPE_TERMINAL):
 * a backslash is doubled; control characters (C0, DEL and C1), line and
 * paragraph separators and bidirectional controls become `\n`, `\t`, `\r`,
 * `\xNN` or `\uNNNN`; a byte that is not part of valid UTF-8 becomes `\xNN`.
 *
 * Returns: (transfer full): the escaped text; "" for %NULL
 */
char *
mu_cli_text (const char *text)
{
  return mu_escape (text, MU_ESCAPE_TERMINAL);
}

/**
 * mu_cli_text_block:
 * @text: (nullable): text of several lines, such as a roster's notes
 * @indent: the spaces to put before every line
 *
 * Like mu_cli_text(), but a newline stays a line break and every line is
 * indented by @indent spaces, so that no line of @text can pass for a line
 * of Muster's own output.
 *
 * Returns: (transfer full): the escaped, indented lines, without a final
 *   newline
 */
char *
mu_cli_text_block (const char *text, guint indent)
{
  g_auto(GStrv) lines = g_strsplit (text != NULL ? text : "", "\n", -1);
  g_autofree char *pad = g_strnfill (indent, ' ');
  GString *out = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_string_append_printf (out, "%s%s", i > 0 ? "\n" : "", pad);
      mu_escape_append (out, lines[i], MU_ESCAPE_TERMINAL);
    }
  return g_string_free (out, FALSE);
}
