/* mu-escape.c: text from strangers' files made safe to write in each output format
 *
 * Names, notes and file names come from rosters, lists, packs and folders
 * anyone may send. Written as they are, a newline in a name forges a line
 * of output (a second verdict), an escape sequence drives a terminal, a
 * cell starting with "=" is a spreadsheet formula, "[url]" is a forum link
 * and "](…)" a markdown one. Every format is written through one escaper in
 * two steps: first whatever a reader would not see (control characters,
 * bidirectional controls, bytes that are not UTF-8) becomes a visible
 * backslash escape, the same in every format; then the characters the
 * format itself acts on are escaped as that format escapes them.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "mu-escape.h"

/* Characters a terminal or a bidirectional renderer would act on. */
static gboolean
is_hidden (gunichar c)
{
  return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x061c || c == 0x200e || c == 0x200f
         || (c >= 0x2028 && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || c == 0xfeff;
}

static void
append_hidden (GString *out, gunichar c)
{
  if (c == '\n')
    g_string_append (out, "\\n");
  else if (c == '\r')
    g_string_append (out, "\\r");
  else if (c == '\t')
    g_string_append (out, "\\t");
  else if (c < 0x80)
    g_string_append_printf (out, "\\x%02x", c);
  else
    g_string_append_printf (out, "\\u%04x", c);
}

/* The first step: a backslash doubled, every hidden character and every
 * byte that is not UTF-8 written as an escape. */
static void
append_visible (GString *out, const char *text)
{
  const char *end;

  if (text == NULL)
    text = "";
  end = text + strlen (text);
  for (const char *p = text; p < end;)
    {
      const char *plain = p;
      gunichar c;

      /* a run of printable ASCII but the backslash goes out as it is, at once */
      while (plain < end && *plain >= 0x20 && *plain < 0x7f && *plain != '\\')
        plain++;
      if (plain > p)
        {
          g_string_append_len (out, p, plain - p);
          p = plain;
          continue;
        }
      c = g_utf8_get_char_validated (p, end - p);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append_printf (out, "\\x%02x", (guchar) *p++);
          continue;
        }
      if (c == '\\')
        g_string_append (out, "\\\\");
      else if (is_hidden (c))
        append_hidden (out, c);
      else
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
      p = g_utf8_next_char (p);
    }
}

static void
append_html (GString *out, const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    switch (*p)
      {
      case '&':
        g_string_append (out, "&amp;");
        break;
      case '<':
        g_string_append (out, "&lt;");
        break;
      case '>':
        g_string_append (out, "&gt;");
        break;
      case '"':
        g_string_append (out, "&quot;");
        break;
      case '\'':
        g_string_append (out, "&#39;");
        break;
      case '\n':
        g_string_append (out, "<br>\n");
        break;
      default:
        g_string_append_c (out, *p);
      }
}

/* BBCode has no escape: a bracket becomes its full-width twin, so that no
 * tag ([url], [img], [/list]) can be formed. */
static void
append_bbcode (GString *out, const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    if (*p == '[')
      g_string_append (out, "\xef\xbc\xbb");
    else if (*p == ']')
      g_string_append (out, "\xef\xbc\xbd");
    else
      g_string_append_c (out, *p);
}

/* Markdown: a backslash before each character that starts emphasis, code,
 * a link, an image, an HTML tag or entity, a table cell or a heading, and
 * before what would start a list, a quote or a rule at the start of a line. */
static void
append_markdown (GString *out, const char *text)
{
  gboolean line_start = TRUE;

  for (const char *p = text; *p != '\0'; p++)
    {
      const char *digits = p;

      while (line_start && g_ascii_isdigit (*digits))
        digits++;
      if (strchr ("\\`*_[]<>#|~&", *p) != NULL || (line_start && strchr ("-+=", *p) != NULL))
        g_string_append_c (out, '\\');
      else if (digits > p && (*digits == '.' || *digits == ')') && strchr (" \t\n", digits[1]) != NULL)
        {
          g_string_append_len (out, p, digits - p);
          g_string_append_c (out, '\\');
          p = digits;
        }
      g_string_append_c (out, *p);
      line_start = *p == '\n';
    }
}

/* Whether a spreadsheet reads the text as a number, not a formula. */
static gboolean
is_number (const char *text)
{
  char *end = NULL;

  g_ascii_strtod (text, &end);
  return end != text && *end == '\0';
}

/* CSV (RFC 4180): always quoted, quotes doubled; a cell a spreadsheet would
 * take for a formula (=, +, -, @ first, and not a number) starts with an
 * apostrophe. */
static void
append_csv (GString *out, const char *text)
{
  g_string_append_c (out, '"');
  if (strchr ("=+-@", text[0]) != NULL && text[0] != '\0' && !is_number (text))
    g_string_append_c (out, '\'');
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

/* The second step, on text whose only newlines are the line breaks the
 * caller asked for. */
static void
append_as (GString *out, const char *shown, MuEscapeFormat format)
{
  switch (format)
    {
    case MU_ESCAPE_TERMINAL:
      g_string_append (out, shown);
      break;
    case MU_ESCAPE_CSV:
      append_csv (out, shown);
      break;
    case MU_ESCAPE_BBCODE:
      append_bbcode (out, shown);
      break;
    case MU_ESCAPE_MARKDOWN:
      append_markdown (out, shown);
      break;
    case MU_ESCAPE_HTML:
    default:
      append_html (out, shown);
    }
}

/**
 * mu_escape_append:
 * @out: where to write
 * @text: (nullable): text read from a file or given on the command line;
 *   %NULL is ""
 * @format: the format @out is in
 *
 * Appends @text so that it stays one piece of text of one line in @format,
 * whatever it holds. In every format a backslash is doubled, and control
 * characters (C0, DEL and C1, the newline among them), line and paragraph
 * separators, bidirectional controls and the byte-order mark become `\n`,
 * `\t`, `\r`, `\xNN` or `\uNNNN`, as does each byte that is not part of
 * valid UTF-8. Then, by format: %MU_ESCAPE_TERMINAL adds nothing;
 * %MU_ESCAPE_HTML writes & < > " and ' as entities; %MU_ESCAPE_MARKDOWN puts
 * a backslash before \ ` * _ [ ] < > # | ~ and &, and before what starts a
 * list (-, +, =, "1." or "1)") at the start of a line; %MU_ESCAPE_BBCODE
 * writes [ and ] as their full-width forms ［ and ］, since BBCode has no
 * escape; %MU_ESCAPE_CSV writes the whole cell, in quotes, with quotes
 * doubled and an apostrophe before a leading =, +, - or @ unless the cell
 * is a number.
 */
void
mu_escape_append (GString *out, const char *text, MuEscapeFormat format)
{
  g_autoptr(GString) shown = g_string_new (NULL);

  g_return_if_fail (out != NULL);

  append_visible (shown, text);
  append_as (out, shown->str, format);
}

/**
 * mu_escape_append_lines:
 * @out: where to write
 * @lines: (array zero-terminated=1): the lines, each escaped as by
 *   mu_escape_append() (a newline within one is shown as `\n`)
 * @format: the format @out is in
 *
 * Appends several lines as one piece of text: each line escaped, and
 * between two lines a line break, which is a newline in every format but
 * %MU_ESCAPE_HTML (`<br>` and a newline). In %MU_ESCAPE_CSV the lines are
 * one cell; in markdown each line is escaped as the start of a line.
 */
void
mu_escape_append_lines (GString *out, const char * const *lines, MuEscapeFormat format)
{
  g_autoptr(GString) shown = g_string_new (NULL);

  g_return_if_fail (out != NULL && lines != NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (i > 0)
        g_string_append_c (shown, '\n');
      append_visible (shown, lines[i]);
    }
  append_as (out, shown->str, format);
}

/**
 * mu_escape:
 * @text: (nullable): text read from a file or given on the command line
 * @format: the format it is written in
 *
 * The text as mu_escape_append() writes it.
 *
 * Returns: (transfer full): the escaped text; "" for %NULL in every format
 *   but CSV, whose empty cell is `""`
 */
char *
mu_escape (const char *text, MuEscapeFormat format)
{
  GString *out = g_string_new (NULL);

  mu_escape_append (out, text, format);
  return g_string_free (out, FALSE);
}
