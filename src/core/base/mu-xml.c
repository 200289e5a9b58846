/* mu-xml.c: hardened libxml2 reading and small attribute helpers
 *
 * Every file Muster opens may be hostile: before parsing, a size limit, a
 * UTF-8 check and a cap on attributes per element; while parsing, no
 * network, no DTD (the parse stops at the DOCTYPE, so no entity is ever
 * declared, let alone expanded) and limits on depth and element count.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include <glib/gi18n-lib.h>
#include <inttypes.h>
#include <glib/gstdio.h>

#include <libxml/SAX2.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>

#include "mu-string-table.h"
#include "mu-error.h"
#include "mu-xml-private.h"

/* Muster files are a few levels deep and have a handful of attributes per
 * element; anything far beyond is hostile, and refused before it costs. */
#define MU_XML_MAX_DEPTH 32
#define MU_XML_MAX_ELEMENTS 200000
#define MU_XML_MAX_ATTRIBUTES 64

/* What the SAX guard needs while libxml2 parses. */
typedef struct
{
  const char *display_name;
  guint depth;
  guint elements;
  GError *error;
  startElementNsSAX2Func start_element;
  endElementNsSAX2Func end_element;
  gpointer stream;
} MuXmlGuard;

static void
silent_structured_error (void *user_data, const xmlError *error)
{
}

static void
silence_libxml (void)
{
  xmlSetStructuredErrorFunc (NULL, (xmlStructuredErrorFunc) silent_structured_error);
}

/**
 * mu_xml_set_error:
 * @error: (out) (optional): where the error goes
 * @code: a #MuError code
 * @file: the file's name as people are shown it
 * @node: (nullable): the element at fault, for its line
 * @format: a printf() format of the message, translated
 * @...: its arguments
 *
 * Sets @error in %MU_ERROR to "FILE:LINE: message", or "FILE: message"
 * when @node is %NULL.
 */
void
mu_xml_set_error (GError **error, int code, const char *file, const MuXmlNode *node, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (node != NULL)
    g_set_error (error, MU_ERROR, code, "%s:%u: %s", file, node->line, message);
  else
    g_set_error (error, MU_ERROR, code, "%s: %s", file, message);
}

static guint
line_at (const char *data, const char *at)
{
  guint line = 1;

  for (const char *p = data; p < at; p++)
    line += *p == '\n';
  return line;
}

/* libxml2's messages, on one line and in valid UTF-8. */
static char *
describe_libxml_error (const xmlError *xerr)
{
  g_autofree char *text = NULL;

  if (xerr == NULL || xerr->message == NULL)
    return g_strdup (_("the file is not well-formed XML"));
  text = g_utf8_make_valid (xerr->message, -1);
  g_strdelimit (text, "\r\n\t", ' ');
  return g_strdup (g_strstrip (text));
}

/* Stops the parse with the first reason given; the partial document is
 * thrown away by the caller. */
static void
guard_stop (xmlParserCtxt *ctxt, int code, const char *message)
{
  MuXmlGuard *guard = ctxt->_private;

  if (guard->error == NULL)
    guard->error = g_error_new (MU_ERROR, code, "%s:%d: %s", guard->display_name, xmlSAX2GetLineNumber (ctxt),
                                message);
  xmlStopParser (ctxt);
}

static void
guard_internal_subset (void *ctx, const xmlChar *name, const xmlChar *external_id, const xmlChar *system_id)
{
  guard_stop (ctx, MU_ERROR_PARSE, _("document type declarations (DTDs) are not allowed in Muster files"));
}

static void
guard_start_element (void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri,
                     int nb_namespaces, const xmlChar **namespaces, int nb_attributes, int nb_defaulted,
                     const xmlChar **attributes)
{
  xmlParserCtxt *ctxt = ctx;
  MuXmlGuard *guard = ctxt->_private;
  g_autofree char *message = NULL;

  if (++guard->depth > MU_XML_MAX_DEPTH)
    message = g_strdup_printf (_("elements are nested more than %d deep"), MU_XML_MAX_DEPTH);
  else if (++guard->elements > MU_XML_MAX_ELEMENTS)
    message = g_strdup_printf (_("the file has more than %d elements"), MU_XML_MAX_ELEMENTS);
  if (message != NULL)
    {
      guard_stop (ctxt, MU_ERROR_TOO_LARGE, message);
      return;
    }
  guard->start_element (ctx, localname, prefix, uri, nb_namespaces, namespaces, nb_attributes, nb_defaulted,
                        attributes);
}

static void
guard_end_element (void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri)
{
  xmlParserCtxt *ctxt = ctx;
  MuXmlGuard *guard = ctxt->_private;

  guard->depth--;
  guard->end_element (ctx, localname, prefix, uri);
}

/* Puts the guard in front of the element handlers ctxt has. */
static void
guard_parser (xmlParserCtxt *ctxt, MuXmlGuard *guard)
{
  ctxt->_private = guard;
  guard->start_element = ctxt->sax->startElementNs;
  guard->end_element = ctxt->sax->endElementNs;
  ctxt->sax->startElementNs = guard_start_element;
  ctxt->sax->endElementNs = guard_end_element;
  ctxt->sax->internalSubset = guard_internal_subset;
}

/* How many leading bytes are plain ASCII other than NUL, a word at a time:
 * most Muster files are all ASCII, and g_utf8_validate_len() goes a byte at a
 * time. */
static gsize
ascii_prefix (const char *data, gsize length)
{
  const guint64 ones = G_GUINT64_CONSTANT (0x0101010101010101);
  const guint64 highs = G_GUINT64_CONSTANT (0x8080808080808080);
  gsize n = 0;

  for (; n + sizeof (guint64) <= length; n += sizeof (guint64))
    {
      guint64 word;

      memcpy (&word, data + n, sizeof word);
      /* A byte with its high bit set, or a zero byte (the classic test). */
      if (((word | ((word - ones) & ~word)) & highs) != 0)
        break;
    }
  return n;
}

/* The first byte that is not valid UTF-8 (a NUL byte counts as invalid), or
 * NULL. Text runs of ASCII are skipped a word at a time; every multi-byte
 * sequence is made of bytes with the high bit set, so each run of such bytes
 * is validated on its own, and a sequence cut short by ASCII is found where
 * validating the whole would find it. */
static const char *
first_invalid_utf8 (const char *data, gsize length)
{
  const char *end = data + length;
  const char *p = data;

  while ((p += ascii_prefix (p, end - p)) < end)
    {
      const char *run = p;
      const char *bad = NULL;

      if (*p == '\0')
        return p;
      if ((guchar) *p < 0x80)
        {
          p++;
          continue;
        }
      while (p < end && (guchar) *p >= 0x80)
        p++;
      if (!g_utf8_validate_len (run, p - run, &bad))
        return bad;
    }
  return NULL;
}

/* Muster files are UTF-8; libxml2's own complaint is cryptic and multi-line. */
static gboolean
check_utf8 (const char *data, gsize length, const char *display_name, GError **error)
{
  const char *end = first_invalid_utf8 (data, length);

  if (end == NULL)
    return TRUE;
  if (*end == '\0')
    g_set_error (error, MU_ERROR, MU_ERROR_PARSE,
                 _("%s:%u: the file contains a NUL byte"), display_name, line_at (data, end));
  else
    g_set_error (error, MU_ERROR, MU_ERROR_PARSE,
                 _("%s:%u: the file is not valid UTF-8 (byte 0x%02X); Muster files are UTF-8"), display_name,
                    line_at (data, end), (guint) (guchar) *end);
  return FALSE;
}

static gboolean
starts_with (const char *p, const char *end, const char *prefix)
{
  gsize n = strlen (prefix);

  return (gsize) (end - p) >= n && memcmp (p, prefix, n) == 0;
}

static const char *
skip_past (const char *p, const char *end, const char *terminator)
{
  gsize n = strlen (terminator);

  for (; p + n <= end; p++)
    if (memcmp (p, terminator, n) == 0)
      return p + n;
  return end;
}

/* Counts the attributes of the tag after '<' and returns where it ends. */
static const char *
scan_tag (const char *p, const char *end, guint *attributes)
{
  char quote = 0;

  for (*attributes = 0; p < end; p++)
    {
      if (quote != 0)
        {
          /* The closing quote, found a word at a time. */
          const char *close = memchr (p, quote, end - p);

          if (close == NULL)
            return end;
          p = close;
          quote = 0;
        }
      else if (*p == '"' || *p == '\'')
        quote = *p;
      else if (*p == '=')
        (*attributes)++;
      else if (*p == '>')
        return p + 1;
    }
  return end;
}

/* libxml2 2.9 looks for duplicate attributes by comparing each with every
 * other, so one tag with 100 000 attributes takes many seconds to parse.
 * A linear scan refuses such a tag first. */
static gboolean
check_attribute_counts (const char *data, gsize length, const char *display_name, GError **error)
{
  const char *end = data + length;
  const char *p = data;
  guint attributes;

  while (p < end && (p = memchr (p, '<', end - p)) != NULL)
    {
      const char *tag = p;

      if (starts_with (p, end, "<!--"))
        p = skip_past (p + 4, end, "-->");
      else if (starts_with (p, end, "<![CDATA["))
        p = skip_past (p + 9, end, "]]>");
      else if (starts_with (p, end, "<?"))
        p = skip_past (p + 2, end, "?>");
      else
        {
          p = scan_tag (p + 1, end, &attributes);
          if (attributes > MU_XML_MAX_ATTRIBUTES)
            {
              g_set_error (error, MU_ERROR, MU_ERROR_TOO_LARGE,
                           _("%s:%u: an element has %u attributes; Muster allows at most %d"), display_name,
                              line_at (data, tag), attributes, MU_XML_MAX_ATTRIBUTES);
              return FALSE;
            }
        }
    }
  return TRUE;
}

static gboolean
check_bytes (const char *data, gsize length, const char *display_name, GError **error)
{
  if (length > MU_XML_MAX_BYTES)
    {
      mu_xml_set_error (error, MU_ERROR_TOO_LARGE, display_name, NULL,
                        _("the file is %zu bytes; Muster opens files of at most %d bytes"), length,
                           MU_XML_MAX_BYTES);
      return FALSE;
    }
  if (length == 0)
    {
      mu_xml_set_error (error, MU_ERROR_FORMAT, display_name, NULL, _("the file is empty"));
      return FALSE;
    }
  return check_utf8 (data, length, display_name, error)
         && check_attribute_counts (data, length, display_name, error);
}

static gboolean
io_failed (const char *path, int saved_errno, GError **error)
{
  g_set_error (error, MU_ERROR, MU_ERROR_IO, "%s: %s", path, g_strerror (saved_errno));
  return FALSE;
}

/* Checks what fd is before reading a byte: a FIFO or a device would block
 * or never end, a huge file would be read for nothing. */
static gboolean
check_opened (int fd, const char *path, gsize *size, GError **error)
{
  GStatBuf st;

  if (fstat (fd, &st) != 0)
    return io_failed (path, errno, error);
  if (!S_ISREG (st.st_mode))
    {
      g_set_error (error, MU_ERROR, MU_ERROR_IO, _("%s: not a regular file"), path);
      return FALSE;
    }
  if (st.st_size > MU_XML_MAX_BYTES)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_TOO_LARGE,
                   _("%s: the file is %" PRId64 " bytes; Muster opens files of at most %d bytes"), path,
                      (gint64) st.st_size, MU_XML_MAX_BYTES);
      return FALSE;
    }
  *size = (gsize) st.st_size;
  return TRUE;
}

/* Reads up to capacity bytes; the number read, or -1 with errno set. */
static gssize
read_up_to (int fd, char *data, gsize capacity)
{
  gsize got = 0;

  while (got < capacity)
    {
      gssize n = read (fd, data + got, capacity - got);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return -1;
      if (n == 0)
        break;
      got += (gsize) n;
    }
  return (gssize) got;
}

/* Reads the whole file, never more than its size when opened: one byte more
 * means it grows while Muster reads it, and it is refused. */
static char *
read_bounded (const char *path, gsize *length, GError **error)
{
  g_autofree char *data = NULL;
  gsize size = 0;
  gssize got = -1;
  int saved = 0;
  int fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY, 0);

  if (fd < 0)
    {
      io_failed (path, errno, error);
      return NULL;
    }
  if (check_opened (fd, path, &size, error))
    {
      data = g_malloc (size + 2);
      got = read_up_to (fd, data, size + 1);
      saved = errno;
    }
  close (fd);
  if (got < 0 || (gsize) got > size)
    {
      if (got > 0)
        g_set_error (error, MU_ERROR, MU_ERROR_IO, _("%s: the file changed while it was read"), path);
      else if (data != NULL)
        io_failed (path, saved, error);
      return NULL;
    }
  data[got] = '\0';
  *length = (gsize) got;
  return g_steal_pointer (&data);
}

/* The bytes of the file at path, read as every Muster file is: a regular
 * file of at most MU_XML_MAX_BYTES that does not change while it is read.
 * A nul byte follows the data. */
GBytes *
mu_xml_read_bytes (const char *path, GError **error)
{
  gsize length = 0;
  char *data = read_bounded (path, &length, error);

  return data != NULL ? g_bytes_new_take (data, length) : NULL;
}

/**
 * mu_xml_is:
 * @node: (nullable): an element
 * @name: a local name
 *
 * Tells an element of a Muster file by its name.
 *
 * Returns: %TRUE when @node is the element @name of the Muster namespace
 */
gboolean
mu_xml_is (const MuXmlNode *node, const char *name)
{
  return node != NULL && node->muster && node->name[0] == name[0] && strcmp (node->name, name) == 0;
}

/**
 * mu_xml_unexpected:
 * @node: an element where it does not belong
 * @file: the file's name as people are shown it
 * @error: (out) (optional): set to a %MU_ERROR_FORMAT naming the element
 *
 * Refuses an element a reader does not know at its place.
 *
 * Returns: %FALSE, always, for readers to return
 */
gboolean
mu_xml_unexpected (const MuXmlNode *node, const char *file, GError **error)
{
  mu_xml_set_error (error, MU_ERROR_FORMAT, file, node, _("unexpected element <%s> here"), node->name);
  return FALSE;
}

/* The value of the attribute without a namespace called name, or NULL. */
static const char *
node_attr (const MuXmlNode *node, const char *name)
{
  for (const char * const *attr = node->attrs; *attr != NULL; attr += 2)
    if (attr[0][0] == name[0] && strcmp (attr[0], name) == 0)
      return attr[1];
  return NULL;
}

/**
 * mu_xml_prop:
 * @node: an element
 * @name: the name of an attribute without a namespace
 *
 * Reads an attribute as it is written, entities decoded.
 *
 * Returns: (transfer full) (nullable): the attribute's value, decoded, or
 *   %NULL when @node has no such attribute
 */
char *
mu_xml_prop (const MuXmlNode *node, const char *name)
{
  return g_strdup (node_attr (node, name));
}

/* The checks of an attribute's value, shared by the tree and the streaming
 * readers so both say the same. */
static void set_error_at (GError **error, int code, const char *file, long line, const char *format, ...)
    G_GNUC_PRINTF (5, 6);

static void
set_error_at (GError **error, int code, const char *file, long line, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, MU_ERROR, code, "%s:%ld: %s", file, line, message);
}

static gboolean
check_required (char *value, const char *element, const char *name, const char *file, long line, char **out,
                GError **error)
{
  if (value == NULL || *value == '\0')
    {
      g_free (value);
      set_error_at (error, MU_ERROR_FORMAT, file, line, _("<%s> needs a “%s” attribute"), element, name);
      return FALSE;
    }
  *out = value;
  return TRUE;
}

static gboolean
check_int (const char *value, const char *name, gint64 min, gint64 max, gint64 fallback, const char *file,
           long line, gint64 *out, GError **error)
{
  gint64 number = 0;

  if (value == NULL)
    {
      *out = fallback;
      return TRUE;
    }
  if (!g_ascii_string_to_signed (value, 10, min, max, &number, NULL))
    {
      set_error_at (error, MU_ERROR_VALUE, file, line,
                    _("“%s” must be a whole number from %" PRId64 " to %"
                      PRId64 ", not “%s”"), name, min,
                       max, value);
      return FALSE;
    }
  *out = number;
  return TRUE;
}

static gboolean
check_id (const char *id, const char *file, long line, GError **error)
{
  for (const char *p = id; *p; p++)
    {
      if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_' && *p != '.' && *p != ':')
        {
          set_error_at (error, MU_ERROR_VALUE, file, line,
                        _("“%s” is not a valid identifier (letters, digits, - _ . : only)"), id);
          return FALSE;
        }
    }
  if (strlen (id) > 128)
    {
      set_error_at (error, MU_ERROR_VALUE, file, line, _("identifier longer than 128 characters"));
      return FALSE;
    }
  return TRUE;
}

/**
 * mu_xml_prop_required:
 * @node: an element
 * @name: the name of an attribute without a namespace
 * @file: the file's name as people are shown it
 * @out: (out) (transfer full): the attribute's value, when there is one
 * @error: (out) (optional): a %MU_ERROR_FORMAT when the attribute is
 *   missing or empty
 *
 * Reads an attribute an element cannot go without.
 *
 * Returns: %TRUE when @out was set
 */
gboolean
mu_xml_prop_required (const MuXmlNode *node, const char *name, const char *file, char **out, GError **error)
{
  return check_required (mu_xml_prop (node, name), node->name, name, file, node->line, out, error);
}

/**
 * mu_xml_prop_int:
 * @node: an element
 * @name: the name of an attribute without a namespace
 * @min: the smallest value allowed
 * @max: the largest value allowed
 * @fallback: the value when the attribute is missing
 * @file: the file's name as people are shown it
 * @out: (out): the value
 * @error: (out) (optional): a %MU_ERROR_VALUE when the attribute is not a
 *   whole number from @min to @max
 *
 * Reads a whole number in decimal.
 *
 * Returns: %TRUE when @out was set
 */
gboolean
mu_xml_prop_int (const MuXmlNode *node, const char *name, gint64 min, gint64 max, gint64 fallback,
                 const char *file, gint64 *out, GError **error)
{
  return check_int (node_attr (node, name), name, min, max, fallback, file, node->line, out, error);
}

/**
 * mu_xml_prop_bool:
 * @node: an element
 * @name: the name of an attribute without a namespace
 * @fallback: the value when the attribute is missing
 * @file: the file's name as people are shown it
 * @out: (out): the value
 * @error: (out) (optional): a %MU_ERROR_VALUE when the attribute is neither
 *   "true" nor "false"
 *
 * Reads a truth value.
 *
 * Returns: %TRUE when @out was set
 */
gboolean
mu_xml_prop_bool (const MuXmlNode *node, const char *name, gboolean fallback, const char *file, gboolean *out,
                  GError **error)
{
  const char *value = node_attr (node, name);

  if (value == NULL)
    *out = fallback;
  else if (g_str_equal (value, "true"))
    *out = TRUE;
  else if (g_str_equal (value, "false"))
    *out = FALSE;
  else
    {
      mu_xml_set_error (error, MU_ERROR_VALUE, file, node,
                        _("“%s” must be “true” or “false”, not “%s”"), name, value);
      return FALSE;
    }
  return TRUE;
}

/**
 * mu_xml_check_id:
 * @node: the element the identifier was read from, for its line
 * @id: an identifier
 * @file: the file's name as people are shown it
 * @error: (out) (optional): a %MU_ERROR_VALUE when @id has a character
 *   other than letters, digits, "-", "_", "." and ":", or more than 128
 *
 * Checks an identifier rows, units and options are referred to by.
 *
 * Returns: %TRUE when @id is valid
 */
gboolean
mu_xml_check_id (const MuXmlNode *node, const char *id, const char *file, GError **error)
{
  return check_id (id, file, node->line, error);
}

static char *
collapse_space (const char *text)
{
  char *out = g_malloc (strlen (text) + 1);
  char *end = out;
  gboolean space = FALSE;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (g_ascii_isspace (*p))
        {
          space = end > out;
          continue;
        }
      if (space)
        *end++ = ' ';
      space = FALSE;
      *end++ = *p;
    }
  *end = '\0';
  return out;
}

/**
 * mu_xml_text:
 * @node: an element
 *
 * Every character inside the element, child elements' too, in order, as
 * xmlNodeGetContent() gives it.
 *
 * Returns: (transfer full): the text
 */
char *
mu_xml_text (const MuXmlNode *node)
{
  return g_strndup (node->text, node->text_length);
}

/**
 * mu_xml_translate:
 * @text: (transfer full) (nullable): a label or explanation read from a
 *   ruleset or army list
 *
 * Translates a text that po/its extracts from a ruleset or army list,
 * looked up as xgettext wrote it (white space collapsed).
 *
 * Returns: (transfer full) (nullable): the translation, or @text itself
 *   when there is none
 */
char *
mu_xml_translate (char *text)
{
  g_autofree char *key = NULL;
  const char *translated;

  if (text == NULL || *text == '\0')
    return text;
  key = collapse_space (text);
  if (*key == '\0')
    return text;
  translated = g_dgettext (GETTEXT_PACKAGE, key);
  if (translated == key)
    return text;
  g_free (text);
  return g_strdup (translated);
}

/* g_strv_contains() with the first letters compared before the rest. */
static gboolean
is_skipped (const char * const *skip, const char *name)
{
  if (skip == NULL)
    return FALSE;
  for (; *skip != NULL; skip++)
    if ((*skip)[0] == name[0] && strcmp (*skip, name) == 0)
      return TRUE;
  return FALSE;
}

/**
 * mu_xml_attrs:
 * @node: an element
 * @skip: (nullable) (array zero-terminated=1): names of attributes left out
 *
 * The attributes of an element without a namespace, those in @skip aside.
 *
 * Returns: (transfer full) (element-type utf8 utf8): a table of names to
 *   values, both owned by the table
 */
GHashTable *
mu_xml_attrs (const MuXmlNode *node, const char * const *skip)
{
  GHashTable *attrs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  for (const char * const *attr = node->attrs; *attr != NULL; attr += 2)
    if (!is_skipped (skip, attr[0]))
      g_hash_table_insert (attrs, g_strdup (attr[0]), g_strdup (attr[1]));
  return attrs;
}

void
mu_xml_write_attrs (xmlNode *node, GHashTable *attrs)
{
  g_autofree const char **keys = NULL;
  guint n = 0;

  if (attrs == NULL)
    return;
  keys = mu_string_table_sorted_keys (attrs, &n);
  for (guint i = 0; i < n; i++)
    xmlNewProp (node, (const xmlChar *) keys[i], (const xmlChar *) g_hash_table_lookup (attrs, keys[i]));
}

/* Streaming reading */

typedef struct
{
  const MuXmlStream *stream;
  gpointer data;
  const char *display_name;
  const char *root_name;
  guint depth;        /* of the element being parsed; the root is 1 */
  guint skip_depth;   /* elements below this depth are not handed over */
  gboolean skip_ends; /* whether the element at skip_depth gets its end() */
  guint text_depth;   /* the text below this depth is handed over */
  gboolean seen_root;
  GError *error; /* the first error in the content */
} MuXmlStreamState;

static gboolean
check_stream_root (MuXmlStreamState *state, const MuXmlElement *element, const xmlChar *uri)
{
  if (uri == NULL || strcmp ((const char *) uri, MU_XML_NS) != 0)
    {
      mu_xml_element_set_error (element, &state->error, MU_ERROR_FORMAT,
                                _("the root element is not in the Muster namespace “%s”"), MU_XML_NS);
      return FALSE;
    }
  if (state->root_name != NULL && strcmp (element->name, state->root_name) != 0)
    {
      mu_xml_element_set_error (element, &state->error, MU_ERROR_FORMAT,
                                _("expected a <%s> file, found <%s>"), state->root_name, element->name);
      return FALSE;
    }
  return TRUE;
}

static void
stream_start_element (void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri,
                      int nb_namespaces, const xmlChar **namespaces, int nb_attributes, int nb_defaulted,
                      const xmlChar **attributes)
{
  xmlParserCtxt *ctxt = ctx;
  MuXmlStreamState *state = ((MuXmlGuard *) ctxt->_private)->stream;
  MuXmlElement element = { ctxt,
                           state->display_name,
                           (const char *) localname,
                           uri != NULL && strcmp ((const char *) uri, MU_XML_NS) == 0,
                           (guint) xmlSAX2GetLineNumber (ctxt),
                           nb_attributes,
                           attributes };
  MuXmlStreamAction action;

  state->depth++;
  if (state->error != NULL || (state->skip_depth != 0 && state->depth > state->skip_depth))
    return;
  if (!state->seen_root)
    {
      state->seen_root = TRUE;
      if (!check_stream_root (state, &element, uri))
        return;
    }
  action = state->stream->start (state->data, &element, &state->error);
  if (action == MU_XML_STREAM_FAIL)
    {
      if (state->error == NULL)
        mu_xml_element_set_error (&element, &state->error, MU_ERROR_FORMAT,
                                  _("unexpected element <%s> here"), element.name);
      return;
    }
  if (action == MU_XML_STREAM_SKIP || action == MU_XML_STREAM_TEXT)
    {
      state->skip_depth = state->depth;
      state->skip_ends = action == MU_XML_STREAM_TEXT;
    }
  if (action == MU_XML_STREAM_TEXT)
    state->text_depth = state->depth;
}

static void
stream_end_element (void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri)
{
  xmlParserCtxt *ctxt = ctx;
  MuXmlStreamState *state = ((MuXmlGuard *) ctxt->_private)->stream;
  guint depth = state->depth--;
  gboolean call = state->error == NULL;

  if (state->skip_depth != 0 && depth > state->skip_depth)
    return;
  if (state->skip_depth == depth)
    {
      call = call && state->skip_ends;
      state->skip_depth = 0;
    }
  if (state->text_depth == depth)
    state->text_depth = 0;
  if (call)
    state->stream->end (state->data, &state->error);
}

static void
stream_characters (void *ctx, const xmlChar *text, int length)
{
  xmlParserCtxt *ctxt = ctx;
  MuXmlStreamState *state = ((MuXmlGuard *) ctxt->_private)->stream;

  if (state->error == NULL && (state->text_depth != 0 || state->stream->all_text)
      && state->stream->text != NULL)
    state->stream->text (state->data, (const char *) text, (gsize) length);
}

/* Only what the stream needs: no document is built, no entity is resolved
 * (there are none without a DTD, and a DTD stops the parse). */
static void
stream_sax_init (xmlSAXHandler *sax)
{
  memset (sax, 0, sizeof *sax);
  sax->initialized = XML_SAX2_MAGIC;
  sax->startElementNs = stream_start_element;
  sax->endElementNs = stream_end_element;
  sax->characters = stream_characters;
  sax->cdataBlock = stream_characters;
  sax->error = NULL;
  sax->serror = NULL;
}

/* How a stream's parse ended: the guard's error, libxml2's, a handler's or
 * an empty file, in that order; TRUE when none. */
static gboolean
stream_outcome (xmlParserCtxt *ctxt, MuXmlGuard *guard, MuXmlStreamState *state, GError **error)
{
  const char *display_name = state->display_name;

  if (guard->error != NULL || !ctxt->wellFormed)
    {
      const xmlError *xerr = xmlCtxtGetLastError (ctxt);
      g_autofree char *what = describe_libxml_error (xerr);

      if (guard->error != NULL)
        g_propagate_error (error, g_steal_pointer (&guard->error));
      else
        g_set_error (error, MU_ERROR, MU_ERROR_PARSE, "%s:%d: %s", display_name,
                     xerr != NULL ? MAX (xerr->line, 1) : 1, what);
      g_clear_error (&state->error);
      return FALSE;
    }
  if (state->error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&state->error));
      return FALSE;
    }
  if (!state->seen_root)
    {
      mu_xml_set_error (error, MU_ERROR_FORMAT, display_name, NULL, _("the file is empty"));
      return FALSE;
    }
  return TRUE;
}

gboolean
mu_xml_stream_memory (const char *bytes, gsize length, const char *display_name, const char *root_name,
                      const MuXmlStream *stream, gpointer data, GError **error)
{
  MuXmlStreamState state = { stream, data, display_name, root_name, 0, 0, FALSE, 0, FALSE, NULL };
  MuXmlGuard guard = { display_name, 0, 0, NULL, NULL, NULL, &state };
  /* check_bytes() has made sure the bytes are UTF-8, which libxml2 then reads
   * as they are; naming the encoding would have them copied through a
   * UTF-8 to UTF-8 converter. A declared encoding is ignored either way. */
  int options = XML_PARSE_NONET | XML_PARSE_BIG_LINES | XML_PARSE_NOWARNING | XML_PARSE_IGNORE_ENC;
  xmlParserCtxt *ctxt;
  gboolean ok = FALSE;

  if (!check_bytes (bytes, length, display_name, error))
    return FALSE;
  silence_libxml ();
  if ((ctxt = xmlNewParserCtxt ()) == NULL)
    {
      mu_xml_set_error (error, MU_ERROR_IO, display_name, NULL, _("out of memory"));
      return FALSE;
    }
  stream_sax_init (ctxt->sax);
  guard_parser (ctxt, &guard);
  xmlCtxtReadMemory (ctxt, bytes, (int) length, NULL, NULL, options);
  ok = stream_outcome (ctxt, &guard, &state, error);
  xmlFreeParserCtxt (ctxt);
  return ok;
}

gboolean
mu_xml_stream_file (const char *path, const char *root_name, const MuXmlStream *stream, gpointer data,
                    GError **error)
{
  g_autofree char *bytes = NULL;
  gsize length = 0;

  if ((bytes = read_bounded (path, &length, error)) == NULL)
    return FALSE;
  return mu_xml_stream_memory (bytes, length, path, root_name, stream, data, error);
}

gboolean
mu_xml_element_is (const MuXmlElement *element, const char *name)
{
  return element->muster && strcmp (element->name, name) == 0;
}

void
mu_xml_element_set_error (const MuXmlElement *element, GError **error, int code, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, MU_ERROR, code, "%s:%u: %s", element->file, element->line, message);
}

/* The value of attribute index as the tree reader of libxml2 gives it: a
 * literal “&” reaches a SAX2 reader still written as a character
 * reference, so such values are decoded. */
char *
mu_xml_element_value (const MuXmlElement *element, int index)
{
  const xmlChar **attribute = element->attributes + index * 5;
  int length = (int) (attribute[4] - attribute[3]);
  xmlChar *decoded;
  char *copy;

  if (memchr (attribute[3], '&', length) == NULL)
    return g_strndup ((const char *) attribute[3], length);
  decoded = xmlStringLenDecodeEntities (element->ctxt, attribute[3], length, XML_SUBSTITUTE_REF, 0, 0, 0);
  copy = g_strdup (decoded != NULL ? (const char *) decoded : "");
  xmlFree (decoded);
  return copy;
}

/* The value of the attribute without a namespace called name. */
char *
mu_xml_element_prop (const MuXmlElement *element, const char *name)
{
  for (int i = 0; i < element->n_attributes; i++)
    {
      const xmlChar **attribute = element->attributes + i * 5;

      if (attribute[2] == NULL && strcmp ((const char *) attribute[0], name) == 0)
        return mu_xml_element_value (element, i);
    }
  return NULL;
}

gboolean
mu_xml_element_prop_required (const MuXmlElement *element, const char *name, char **out, GError **error)
{
  return check_required (mu_xml_element_prop (element, name), element->name, name, element->file,
                         element->line, out, error);
}

gboolean
mu_xml_element_prop_int (const MuXmlElement *element, const char *name, gint64 min, gint64 max,
                         gint64 fallback, gint64 *out, GError **error)
{
  g_autofree char *value = mu_xml_element_prop (element, name);

  return check_int (value, name, min, max, fallback, element->file, element->line, out, error);
}

gboolean
mu_xml_element_check_id (const MuXmlElement *element, const char *id, GError **error)
{
  return check_id (id, element->file, element->line, error);
}

gboolean
mu_xml_element_unexpected (const MuXmlElement *element, GError **error)
{
  mu_xml_element_set_error (element, error, MU_ERROR_FORMAT,
                            _("unexpected element <%s> here"), element->name);
  return FALSE;
}

/* Adds the attributes without a namespace, but those in skip, to attrs in
 * the order of the file (so the table iterates as the tree reader's would). */
void
mu_xml_element_add_attrs (const MuXmlElement *element, const char * const *skip, GHashTable *attrs)
{
  for (int i = 0; i < element->n_attributes; i++)
    {
      const xmlChar **attribute = element->attributes + i * 5;
      const char *name = (const char *) attribute[0];

      if (attribute[2] != NULL || (skip != NULL && g_strv_contains (skip, name)))
        continue;
      g_hash_table_insert (attrs, g_strdup (name), mu_xml_element_prop (element, name));
    }
}

GHashTable *
mu_xml_element_attrs (const MuXmlElement *element, const char * const *skip)
{
  GHashTable *attrs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  mu_xml_element_add_attrs (element, skip, attrs);
  return attrs;
}
