/* mu-xml.c: hardened libxml2 reading and small attribute helpers
 *
 * Every file Muster opens may be hostile: no network, no DTD, no entity
 * substitution, a size limit before parsing and libxml2's own depth limit.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/xmlerror.h>

#include "mu-error.h"
#include "mu-xml-private.h"

static void
silent_structured_error (void *user_data, const xmlError *error)
{
}

static void
silence_libxml (void)
{
  xmlSetStructuredErrorFunc (NULL, (xmlStructuredErrorFunc) silent_structured_error);
}

void
mu_xml_set_error (GError **error, int code, const char *file, xmlNode *node,
                  const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (node != NULL)
    g_set_error (error, MU_ERROR, code, "%s:%ld: %s", file, xmlGetLineNo (node), message);
  else
    g_set_error (error, MU_ERROR, code, "%s: %s", file, message);
}

static char *
describe_libxml_error (const xmlError *xerr)
{
  g_autofree char *text = NULL;

  if (xerr == NULL || xerr->message == NULL)
    return g_strdup (_("the file is not well-formed XML"));
  text = g_strstrip (g_strdup (xerr->message));
  if (!g_utf8_validate (text, -1, NULL))
    return g_utf8_make_valid (text, -1);
  return g_steal_pointer (&text);
}

static gboolean
check_root (xmlDoc *doc, const char *display_name, const char *root_name, GError **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);

  if (doc->intSubset != NULL || doc->extSubset != NULL)
    {
      mu_xml_set_error (error, MU_ERROR_PARSE, display_name, (xmlNode *) doc->intSubset,
                        _("document type declarations (DTDs) are not allowed in Muster files"));
      return FALSE;
    }
  if (root == NULL)
    {
      mu_xml_set_error (error, MU_ERROR_FORMAT, display_name, NULL, _("the file is empty"));
      return FALSE;
    }
  if (root->ns == NULL || g_strcmp0 ((const char *) root->ns->href, MU_XML_NS) != 0)
    {
      mu_xml_set_error (error, MU_ERROR_FORMAT, display_name, root,
                        _("the root element is not in the Muster namespace “%s”"), MU_XML_NS);
      return FALSE;
    }
  if (root_name != NULL && g_strcmp0 ((const char *) root->name, root_name) != 0)
    {
      mu_xml_set_error (error, MU_ERROR_FORMAT, display_name, root,
                        _("expected a <%s> file, found <%s>"), root_name, (const char *) root->name);
      return FALSE;
    }
  return TRUE;
}

xmlDoc *
mu_xml_read_memory (const char *data, gsize length, const char *display_name,
                    const char *root_name, GError **error)
{
  xmlParserCtxt *ctxt;
  xmlDoc *doc;
  int options = XML_PARSE_NONET | XML_PARSE_NOBLANKS | XML_PARSE_BIG_LINES | XML_PARSE_NOWARNING;

  if (length > MU_XML_MAX_BYTES)
    {
      mu_xml_set_error (error, MU_ERROR_TOO_LARGE, display_name, NULL,
                        _("the file is %" G_GSIZE_FORMAT " bytes; Muster opens files of at most %d bytes"),
                        length, MU_XML_MAX_BYTES);
      return NULL;
    }
  if (length > G_MAXINT)
    return NULL;

  silence_libxml ();
  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    {
      mu_xml_set_error (error, MU_ERROR_IO, display_name, NULL, _("out of memory"));
      return NULL;
    }
  doc = xmlCtxtReadMemory (ctxt, data, (int) length, NULL, "UTF-8", options);
  if (doc == NULL || !ctxt->wellFormed)
    {
      const xmlError *xerr = xmlCtxtGetLastError (ctxt);
      g_autofree char *what = describe_libxml_error (xerr);

      g_set_error (error, MU_ERROR, MU_ERROR_PARSE, "%s:%d: %s", display_name,
                   xerr != NULL ? xerr->line : 0, what);
      g_clear_pointer (&doc, xmlFreeDoc);
      xmlFreeParserCtxt (ctxt);
      return NULL;
    }
  xmlFreeParserCtxt (ctxt);
  if (!check_root (doc, display_name, root_name, error))
    {
      xmlFreeDoc (doc);
      return NULL;
    }
  return doc;
}

xmlDoc *
mu_xml_read_file (const char *path, const char *root_name, GBytes **contents, GError **error)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) local_error = NULL;
  GStatBuf st;
  gsize length = 0;
  xmlDoc *doc;

  if (g_stat (path, &st) != 0)
    {
      int saved = errno;
      g_set_error (error, MU_ERROR, MU_ERROR_IO, "%s: %s", path, g_strerror (saved));
      return NULL;
    }
  if (!S_ISREG (st.st_mode))
    {
      g_set_error (error, MU_ERROR, MU_ERROR_IO, _("%s: not a regular file"), path);
      return NULL;
    }
  if (st.st_size > MU_XML_MAX_BYTES)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_TOO_LARGE,
                   _("%s: the file is %" G_GINT64_FORMAT " bytes; Muster opens files of at most %d bytes"),
                   path, (gint64) st.st_size, MU_XML_MAX_BYTES);
      return NULL;
    }
  if (!g_file_get_contents (path, &data, &length, &local_error))
    {
      g_set_error (error, MU_ERROR, MU_ERROR_IO, "%s", local_error->message);
      return NULL;
    }
  doc = mu_xml_read_memory (data, length, path, root_name, error);
  if (doc != NULL && contents != NULL)
    *contents = g_bytes_new_take (g_steal_pointer (&data), length);
  return doc;
}

gboolean
mu_xml_is (xmlNode *node, const char *name)
{
  return node != NULL && node->type == XML_ELEMENT_NODE && node->ns != NULL
         && g_strcmp0 ((const char *) node->ns->href, MU_XML_NS) == 0
         && g_strcmp0 ((const char *) node->name, name) == 0;
}

gboolean
mu_xml_unexpected (xmlNode *node, const char *file, GError **error)
{
  mu_xml_set_error (error, MU_ERROR_FORMAT, file, node, _("unexpected element <%s> here"),
                    (const char *) node->name);
  return FALSE;
}

char *
mu_xml_prop (xmlNode *node, const char *name)
{
  xmlChar *value = xmlGetNoNsProp (node, (const xmlChar *) name);
  char *copy;

  if (value == NULL)
    return NULL;
  copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

gboolean
mu_xml_prop_required (xmlNode *node, const char *name, const char *file, char **out,
                      GError **error)
{
  char *value = mu_xml_prop (node, name);

  if (value == NULL || *value == '\0')
    {
      g_free (value);
      mu_xml_set_error (error, MU_ERROR_FORMAT, file, node, _("<%s> needs a “%s” attribute"),
                        (const char *) node->name, name);
      return FALSE;
    }
  *out = value;
  return TRUE;
}

gboolean
mu_xml_prop_int (xmlNode *node, const char *name, gint64 min, gint64 max, gint64 fallback,
                 const char *file, gint64 *out, GError **error)
{
  g_autofree char *value = mu_xml_prop (node, name);
  gint64 number = 0;

  if (value == NULL)
    {
      *out = fallback;
      return TRUE;
    }
  if (!g_ascii_string_to_signed (value, 10, min, max, &number, NULL))
    {
      mu_xml_set_error (error, MU_ERROR_VALUE, file, node,
                        _("“%s” must be a whole number from %" G_GINT64_FORMAT " to %"
                          G_GINT64_FORMAT ", not “%s”"),
                        name, min, max, value);
      return FALSE;
    }
  *out = number;
  return TRUE;
}

gboolean
mu_xml_prop_bool (xmlNode *node, const char *name, gboolean fallback, const char *file,
                  gboolean *out, GError **error)
{
  g_autofree char *value = mu_xml_prop (node, name);

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

gboolean
mu_xml_check_id (xmlNode *node, const char *id, const char *file, GError **error)
{
  for (const char *p = id; *p; p++)
    {
      if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_' && *p != '.' && *p != ':')
        {
          mu_xml_set_error (error, MU_ERROR_VALUE, file, node,
                            _("“%s” is not a valid identifier (letters, digits, - _ . : only)"), id);
          return FALSE;
        }
    }
  if (strlen (id) > 128)
    {
      mu_xml_set_error (error, MU_ERROR_VALUE, file, node, _("identifier longer than 128 characters"));
      return FALSE;
    }
  return TRUE;
}

char *
mu_xml_text (xmlNode *node)
{
  xmlChar *content = xmlNodeGetContent (node);
  char *copy = g_strdup (content != NULL ? (const char *) content : "");

  xmlFree (content);
  return copy;
}

GHashTable *
mu_xml_attrs (xmlNode *node, const char * const *skip)
{
  GHashTable *attrs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    {
      const char *name = (const char *) attr->name;

      if (attr->ns != NULL || (skip != NULL && g_strv_contains (skip, name)))
        continue;
      g_hash_table_insert (attrs, g_strdup (name), mu_xml_prop (node, name));
    }
  return attrs;
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

void
mu_xml_write_attrs (xmlNode *node, GHashTable *attrs)
{
  g_autofree gpointer *keys = NULL;
  guint n = 0;

  if (attrs == NULL)
    return;
  keys = g_hash_table_get_keys_as_array (attrs, &n);
  qsort (keys, n, sizeof (gpointer), compare_strings);
  for (guint i = 0; i < n; i++)
    xmlNewProp (node, (const xmlChar *) keys[i],
                (const xmlChar *) g_hash_table_lookup (attrs, keys[i]));
}
