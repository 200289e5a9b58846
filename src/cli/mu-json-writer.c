/* mu-json-writer.c: pretty-printed JSON written as it is built
 *
 * The layout is the one muster-cli has always printed: two spaces of indent
 * a level, `"name" : value`, one member or element a line, `[]` for an empty
 * array and `{` indent `}` for an empty object. Strings are escaped: quote,
 * backslash and the control characters (C0, DEL and C1); a byte that is not
 * UTF-8 is written as the six characters `\\xNN`, so the output is always
 * valid JSON.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "mu-json-writer.h"

struct _MuJsonWriter
{
  GString *out;
  GArray *counts; /* guint: the members or elements so far of each open container */
};

/**
 * mu_json_writer_new:
 *
 * Makes a writer of pretty-printed JSON, whose text is built as values are
 * added; a value named inside an object is a member, one in an array or at
 * the top has a %NULL name.
 *
 * Returns: (transfer full): a new writer, freed with mu_json_writer_free()
 */
MuJsonWriter *
mu_json_writer_new (void)
{
  MuJsonWriter *writer = g_new0 (MuJsonWriter, 1);

  writer->out = g_string_new (NULL);
  writer->counts = g_array_new (FALSE, FALSE, sizeof (guint));
  return writer;
}

/**
 * mu_json_writer_free:
 * @writer: (nullable) (transfer full): a writer
 *
 * Frees a writer and the text it holds, if mu_json_writer_finish() did not
 * take it. Does nothing for %NULL.
 */
void
mu_json_writer_free (MuJsonWriter *writer)
{
  if (writer == NULL)
    return;
  if (writer->out != NULL)
    g_string_free (writer->out, TRUE);
  g_array_unref (writer->counts);
  g_free (writer);
}

/**
 * mu_json_writer_finish:
 * @writer: a writer whose every object and array is closed
 *
 * Takes the text written; the writer is spent, and only
 * mu_json_writer_free() may be called on it after.
 *
 * Returns: (transfer full): the JSON text
 */
char *
mu_json_writer_finish (MuJsonWriter *writer)
{
  g_return_val_if_fail (writer->counts->len == 0, NULL);
  return g_string_free (g_steal_pointer (&writer->out), FALSE);
}

static void
indent (MuJsonWriter *writer, guint level)
{
  for (guint i = 0; i < level; i++)
    g_string_append (writer->out, "  ");
}

static void
escape_char (GString *out, gunichar c)
{
  switch (c)
    {
    case '"':
    case '\\':
      g_string_append_c (out, '\\');
      g_string_append_c (out, (char) c);
      break;
    case '\b':
      g_string_append (out, "\\b");
      break;
    case '\f':
      g_string_append (out, "\\f");
      break;
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
      /* C0, DEL and C1 as \uXXXX: valid JSON, and nothing a terminal acts on */
      if (c < 0x20 || (c >= 0x7f && c <= 0x9f))
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_unichar (out, c);
    }
}

static void
escape (GString *out, const char *text)
{
  const char *end = text + strlen (text);

  for (const char *p = text; p < end;)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          /* not UTF-8 (a file name, say): the byte spelt out as \xNN */
          g_string_append_printf (out, "\\\\x%02x", (guchar) *p);
          p++;
          continue;
        }
      escape_char (out, c);
      p = g_utf8_next_char (p);
    }
}

static void
quoted (GString *out, const char *text)
{
  g_string_append_c (out, '"');
  escape (out, text);
  g_string_append_c (out, '"');
}

/* Starts a value: the separator and indent inside a container, and the
 * member's name inside an object. */
static void
start (MuJsonWriter *writer, const char *name)
{
  guint level = writer->counts->len;

  if (level > 0)
    {
      guint *count = &g_array_index (writer->counts, guint, level - 1);

      g_string_append (writer->out, (*count)++ == 0 ? "\n" : ",\n");
      indent (writer, level);
    }
  if (name != NULL)
    {
      quoted (writer->out, name);
      g_string_append (writer->out, " : ");
    }
}

static void
open_container (MuJsonWriter *writer, const char *name, char bracket)
{
  guint none = 0;

  start (writer, name);
  g_string_append_c (writer->out, bracket);
  g_array_append_val (writer->counts, none);
}

static guint
close_container (MuJsonWriter *writer)
{
  guint level = writer->counts->len - 1;
  guint count = g_array_index (writer->counts, guint, level);

  g_array_set_size (writer->counts, level);
  return count;
}

/**
 * mu_json_writer_begin_object:
 * @writer: a writer
 * @name: (nullable): the member's name inside an object, %NULL elsewhere
 *
 * Opens an object; the values added until mu_json_writer_end_object() are
 * its members.
 */
void
mu_json_writer_begin_object (MuJsonWriter *writer, const char *name)
{
  open_container (writer, name, '{');
}

/**
 * mu_json_writer_end_object:
 * @writer: a writer whose innermost open value is an object
 *
 * Closes the innermost object.
 */
void
mu_json_writer_end_object (MuJsonWriter *writer)
{
  if (close_container (writer) > 0)
    g_string_append_c (writer->out, '\n');
  indent (writer, writer->counts->len);
  g_string_append_c (writer->out, '}');
}

/**
 * mu_json_writer_begin_array:
 * @writer: a writer
 * @name: (nullable): the member's name inside an object, %NULL elsewhere
 *
 * Opens an array; the values added until mu_json_writer_end_array() are
 * its items, each added with a %NULL name.
 */
void
mu_json_writer_begin_array (MuJsonWriter *writer, const char *name)
{
  open_container (writer, name, '[');
}

/**
 * mu_json_writer_end_array:
 * @writer: a writer whose innermost open value is an array
 *
 * Closes the innermost array.
 */
void
mu_json_writer_end_array (MuJsonWriter *writer)
{
  if (close_container (writer) > 0)
    {
      g_string_append_c (writer->out, '\n');
      indent (writer, writer->counts->len);
    }
  g_string_append_c (writer->out, ']');
}

/**
 * mu_json_writer_string:
 * @writer: a writer
 * @name: (nullable): the member's name inside an object, %NULL elsewhere
 * @value: a UTF-8 string
 *
 * Adds a string, escaped as JSON requires.
 */
void
mu_json_writer_string (MuJsonWriter *writer, const char *name, const char *value)
{
  start (writer, name);
  quoted (writer->out, value);
}

/**
 * mu_json_writer_int:
 * @writer: a writer
 * @name: (nullable): the member's name inside an object, %NULL elsewhere
 * @value: the number
 *
 * Adds a whole number.
 */
void
mu_json_writer_int (MuJsonWriter *writer, const char *name, gint64 value)
{
  start (writer, name);
  g_string_append_printf (writer->out, "%" G_GINT64_FORMAT, value);
}

/**
 * mu_json_writer_double:
 * @writer: a writer
 * @name: (nullable): the member's name inside an object, %NULL elsewhere
 * @value: the number
 *
 * Adds a number as g_ascii_dtostr() writes it, with ".0" when that has
 * neither a point nor an exponent, so that it reads back as a fraction; a
 * number that is not finite is written null.
 */
void
mu_json_writer_double (MuJsonWriter *writer, const char *name, double value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  start (writer, name);
  if (!isfinite (value))
    {
      g_string_append (writer->out, "null");
      return;
    }
  g_ascii_dtostr (buffer, sizeof buffer, value);
  g_string_append (writer->out, buffer);
  if (strpbrk (buffer, ".eE") == NULL)
    g_string_append (writer->out, ".0");
}

/**
 * mu_json_writer_boolean:
 * @writer: a writer
 * @name: (nullable): the member's name inside an object, %NULL elsewhere
 * @value: the value
 *
 * Adds true or false.
 */
void
mu_json_writer_boolean (MuJsonWriter *writer, const char *name, gboolean value)
{
  start (writer, name);
  g_string_append (writer->out, value ? "true" : "false");
}

/**
 * mu_json_writer_null:
 * @writer: a writer
 * @name: (nullable): the member's name inside an object, %NULL elsewhere
 *
 * Adds null.
 */
void
mu_json_writer_null (MuJsonWriter *writer, const char *name)
{
  start (writer, name);
  g_string_append (writer->out, "null");
}
