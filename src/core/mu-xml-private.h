/* mu-xml-private.h: hardened libxml2 reading and small attribute helpers
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <libxml/tree.h>
#include <libxml/xmlsave.h>

G_BEGIN_DECLS

/* The one namespace of the three Muster formats (ruleset, army list, roster). */
#define MU_XML_NS "urn:io.github.muster:1"

/* Nothing Muster opens is larger than this; a larger file is refused unread. */
#define MU_XML_MAX_BYTES (8 * 1024 * 1024)

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlDoc, xmlFreeDoc)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlBuffer, xmlBufferFree)

xmlDoc   *mu_xml_read_file      (const char  *path,
                                 const char  *root_name,
                                 GBytes     **contents,
                                 GError     **error);
xmlDoc   *mu_xml_read_memory    (const char  *data,
                                 gsize        length,
                                 const char  *display_name,
                                 const char  *root_name,
                                 GError     **error);
gboolean  mu_xml_is             (xmlNode     *node,
                                 const char  *name);
void      mu_xml_set_error      (GError     **error,
                                 int          code,
                                 const char  *file,
                                 xmlNode     *node,
                                 const char  *format,
                                 ...) G_GNUC_PRINTF (5, 6);
char     *mu_xml_prop           (xmlNode     *node,
                                 const char  *name);
gboolean  mu_xml_prop_required  (xmlNode     *node,
                                 const char  *name,
                                 const char  *file,
                                 char       **out,
                                 GError     **error);
gboolean  mu_xml_prop_int       (xmlNode     *node,
                                 const char  *name,
                                 gint64       min,
                                 gint64       max,
                                 gint64       fallback,
                                 const char  *file,
                                 gint64      *out,
                                 GError     **error);
gboolean  mu_xml_prop_bool      (xmlNode     *node,
                                 const char  *name,
                                 gboolean     fallback,
                                 const char  *file,
                                 gboolean    *out,
                                 GError     **error);
gboolean  mu_xml_check_id       (xmlNode     *node,
                                 const char  *id,
                                 const char  *file,
                                 GError     **error);
char     *mu_xml_text           (xmlNode     *node);
gboolean  mu_xml_unexpected     (xmlNode     *node,
                                 const char  *file,
                                 GError     **error);
GHashTable *mu_xml_attrs        (xmlNode     *node,
                                 const char * const *skip);
void      mu_xml_write_attrs    (xmlNode     *node,
                                 GHashTable  *attrs);

G_END_DECLS
