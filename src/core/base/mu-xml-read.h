/* mu-xml-read.h: reading the elements of a ruleset's or army list's tree
 *
 * The helpers every reader of a #MuXmlTree uses, in core and in the
 * rulesets: an element's name, its attributes checked and converted, its
 * text and translation, and errors that name the file and the line.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "mu-xml-tree.h"

G_BEGIN_DECLS

gboolean mu_xml_is (const MuXmlNode *node, const char *name);
void mu_xml_set_error (GError **error, int code, const char *file, const MuXmlNode *node, const char *format,
                       ...) G_GNUC_PRINTF (5, 6);
char *mu_xml_prop (const MuXmlNode *node, const char *name);
gboolean mu_xml_prop_required (const MuXmlNode *node, const char *name, const char *file, char **out,
                               GError **error);
gboolean mu_xml_prop_int (const MuXmlNode *node, const char *name, gint64 min, gint64 max, gint64 fallback,
                          const char *file, gint64 *out, GError **error);
gboolean mu_xml_prop_bool (const MuXmlNode *node, const char *name, gboolean fallback, const char *file,
                           gboolean *out, GError **error);
gboolean mu_xml_check_id (const MuXmlNode *node, const char *id, const char *file, GError **error);
char *mu_xml_text (const MuXmlNode *node);
char *mu_xml_translate (char *text);
gboolean mu_xml_unexpected (const MuXmlNode *node, const char *file, GError **error);
GHashTable *mu_xml_attrs (const MuXmlNode *node, const char * const *skip);

G_END_DECLS
