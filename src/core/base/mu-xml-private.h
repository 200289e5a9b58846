/* mu-xml-private.h: hardened libxml2 reading and small attribute helpers
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <libxml/tree.h>
#include <libxml/xmlsave.h>

#include "mu-xml-read.h"
#include "mu-xml-tree.h"

G_BEGIN_DECLS

/* The one namespace of the three Muster formats (ruleset, army list, roster). */
#define MU_XML_NS "urn:io.github.muster:1"

/* Nothing Muster opens is larger than this; a larger file is refused unread. */
#define MU_XML_MAX_BYTES (8 * 1024 * 1024)

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlDoc, xmlFreeDoc)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlBuffer, xmlBufferFree)

GBytes *mu_xml_read_bytes (const char *path, GError **error);

/* Writing a roster. */
void mu_xml_write_attrs (xmlNode *node, GHashTable *attrs);

/* Streaming reading, of rosters and of the trees of mu-xml-tree.h: the
 * bytes are checked first (size, UTF-8, attributes per tag), then each
 * element is handed to the reader as it is parsed, within limits of depth
 * and count, with no DTD and no network. */

/* An element as the streaming reader sees it, valid during its start. */
typedef struct
{
  xmlParserCtxt *ctxt;
  const char *file;
  const char *name; /* local name */
  gboolean muster;  /* in the Muster namespace */
  guint line;
  int n_attributes;
  const xmlChar **attributes; /* libxml2's (name, prefix, uri, value, end) */
} MuXmlElement;

typedef enum
{
  MU_XML_STREAM_FAIL,    /* error set: nothing more is handed over */
  MU_XML_STREAM_DESCEND, /* the children follow, then end() */
  MU_XML_STREAM_SKIP,    /* done with it: no children, no end() */
  MU_XML_STREAM_TEXT,    /* its text follows (child elements are not handed over), then end() */
} MuXmlStreamAction;

typedef struct
{
  MuXmlStreamAction (*start) (gpointer data, const MuXmlElement *element, GError **error);
  gboolean (*end) (gpointer data, GError **error);
  void (*text) (gpointer data, const char *text, gsize length);
  gboolean all_text; /* every text is handed over, not only that of
                      * MU_XML_STREAM_TEXT elements */
} MuXmlStream;

gboolean mu_xml_stream_file (const char *path, const char *root_name, const MuXmlStream *stream,
                             gpointer data, GError **error);
gboolean mu_xml_stream_memory (const char *bytes, gsize length, const char *display_name,
                               const char *root_name, const MuXmlStream *stream, gpointer data,
                               GError **error);
gboolean mu_xml_element_is (const MuXmlElement *element, const char *name);
void mu_xml_element_set_error (const MuXmlElement *element, GError **error, int code, const char *format, ...)
    G_GNUC_PRINTF (4, 5);
char *mu_xml_element_value (const MuXmlElement *element, int index);
char *mu_xml_element_prop (const MuXmlElement *element, const char *name);
gboolean mu_xml_element_prop_required (const MuXmlElement *element, const char *name, char **out,
                                       GError **error);
gboolean mu_xml_element_prop_int (const MuXmlElement *element, const char *name, gint64 min, gint64 max,
                                  gint64 fallback, gint64 *out, GError **error);
gboolean mu_xml_element_check_id (const MuXmlElement *element, const char *id, GError **error);
gboolean mu_xml_element_unexpected (const MuXmlElement *element, GError **error);
GHashTable *mu_xml_element_attrs (const MuXmlElement *element, const char * const *skip);
void mu_xml_element_add_attrs (const MuXmlElement *element, const char * const *skip, GHashTable *attrs);

G_END_DECLS
