/* fuzz-escape.c: the one escaper of every output format on fuzzed text.
 * Whatever the bytes, each format's result is valid UTF-8 with no control
 * character, no line break and nothing the format would act on: no markup
 * in HTML, no bracket in BBCode, no unescaped link, tag or heading in
 * markdown, a quoted CSV cell that no spreadsheet takes for a formula.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdint.h>
#include <string.h>

#include "mu-escape.h"

static void
check_plain (const char *text, gboolean lines)
{
  if (!g_utf8_validate (text, -1, NULL))
    g_error ("not UTF-8: %s", text);
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if ((c < 0x20 && !(lines && c == '\n')) || (c >= 0x7f && c <= 0x9f) || c == 0x202e || c == 0x2066)
        g_error ("the control U+%04X in %s", c, text);
    }
}

/* Every c in text follows a backslash that is not itself escaped. */
static void
check_escaped (const char *text, char c)
{
  for (const char *p = strchr (text, c); p != NULL; p = strchr (p + 1, c))
    {
      gsize backslashes = 0;

      for (const char *q = p; q > text && q[-1] == '\\'; q--)
        backslashes++;
      if (backslashes % 2 == 0)
        g_error ("markdown “%c” not escaped in %s", c, text);
    }
}

/* No markup but the line breaks asked for, and every & an entity. */
static void
check_html (const char *text, gboolean lines)
{
  g_autoptr(GString) rest = g_string_new (text);

  if (lines)
    g_string_replace (rest, "<br>", "", 0);
  if (strpbrk (rest->str, "<>\"'") != NULL)
    g_error ("markup in %s", text);
  for (const char *p = strchr (rest->str, '&'); p != NULL; p = strchr (p + 1, '&'))
    if (!g_str_has_prefix (p, "&amp;") && !g_str_has_prefix (p, "&lt;") && !g_str_has_prefix (p, "&gt;")
        && !g_str_has_prefix (p, "&quot;") && !g_str_has_prefix (p, "&#39;"))
      g_error ("a bare & in %s", text);
}

static void
check_format (const char *text, MuEscapeFormat format, gboolean lines)
{
  gsize length = strlen (text);

  check_plain (text, lines);
  if (format == MU_ESCAPE_HTML)
    check_html (text, lines);
  if (format == MU_ESCAPE_BBCODE && strpbrk (text, "[]") != NULL)
    g_error ("a bracket in %s", text);
  if (format == MU_ESCAPE_MARKDOWN)
    for (const char *c = "[]<>#`*_|"; *c != '\0'; c++)
      check_escaped (text, *c);
  if (format == MU_ESCAPE_CSV
      && (length < 2 || text[0] != '"' || text[length - 1] != '"' || strchr ("=+@", text[1]) != NULL))
    g_error ("not a safe CSV cell: %s", text);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  static const MuEscapeFormat formats[]
      = { MU_ESCAPE_TERMINAL, MU_ESCAPE_CSV, MU_ESCAPE_BBCODE, MU_ESCAPE_MARKDOWN, MU_ESCAPE_HTML };

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autofree char *one = mu_escape (text, formats[i]);
      g_autoptr(GString) several = g_string_new (NULL);

      check_format (one, formats[i], FALSE);
      mu_escape_append_lines (several, (const char * const *) lines, formats[i]);
      check_format (several->str, formats[i], TRUE);
    }
  return 0;
}
