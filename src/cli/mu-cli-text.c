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

#include <string.h>

#include "mu-cli.h"

/* Characters a terminal or a bidirectional renderer would act on. */
static gboolean
is_hidden (gunichar c)
{
  return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x061c || c == 0x200e || c == 0x200f
         || (c >= 0x2028 && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

static void
append_escaped (GString *out, gunichar c)
{
  switch (c)
    {
    case '\n':
      g_string_append (out, "\\n");
      break;
    case '\r':
      g_string_append (out, "\\r");
      break;
    case '\t':
      g_string_append (out, "\\t");
      break;
    default:
      if (c < 0x80)
        g_string_append_printf (out, "\\x%02x", c);
      else
        g_string_append_printf (out, "\\u%04x", c);
    }
}

/**
 * mu_cli_text:
 * @text: (nullable): text read from a file or given on the command line
 *
 * Makes @text safe to print as part of one line on a terminal: a backslash
 * is doubled; control characters (C0, DEL and C1), line and paragraph
 * separators and bidirectional controls become `\n`, `\t`, `\r`, `\xNN` or
 * `\uNNNN`; a byte that is not part of valid UTF-8 becomes `\xNN`.
 *
 * Returns: (transfer full): the escaped text; "" for %NULL
 */
char *
mu_cli_text (const char *text)
{
  GString *out;
  const char *p;
  const char *end;

  if (text == NULL)
    return g_strdup ("");
  out = g_string_sized_new (strlen (text));
  end = text + strlen (text);
  for (p = text; p < end;)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append_printf (out, "\\x%02x", (guchar) *p);
          p++;
          continue;
        }
      if (c == '\\')
        g_string_append (out, "\\\\");
      else if (is_hidden (c))
        append_escaped (out, c);
      else
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
      p = g_utf8_next_char (p);
    }
  return g_string_free (out, FALSE);
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
  GString *out = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *line = mu_cli_text (lines[i]);

      if (i > 0)
        g_string_append_c (out, '\n');
      g_string_append_printf (out, "%*s%s", (int) indent, "", line);
    }
  return g_string_free (out, FALSE);
}
