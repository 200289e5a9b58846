/* mu-xml-tree.h: an element tree read into one block of memory
 *
 * Rulesets and army lists are read whole, then walked: their parts refer to
 * each other, and a footnote's text may come after its rules. The tree holds
 * the elements only, each with its attributes and its text, all in memory
 * the tree owns and frees at once.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _MuXmlNode MuXmlNode;

struct _MuXmlNode
{
  const char *name;    /* local name */
  MuXmlNode *children; /* the first child element */
  MuXmlNode *next;     /* the next sibling element */
  const char **attrs;  /* name, value, name, value, …, NULL: those without a namespace,
                        * in the order of the file, values decoded */
  const char *text;    /* every character inside, child elements' too, in order;
                        * not nul-terminated */
  gsize text_length;
  gsize text_offset; /* where text starts in the tree's text, while it is read */
  guint line;
  gboolean muster; /* in the Muster namespace */
};

typedef struct _MuXmlTree MuXmlTree;

MuXmlTree *mu_xml_tree_read_file (const char *path, const char *root_name, GBytes **contents, GError **error);
MuXmlTree *mu_xml_tree_read_memory (const char *data, gsize length, const char *display_name,
                                    const char *root_name, GError **error);
MuXmlNode *mu_xml_tree_get_root (MuXmlTree *tree);
void mu_xml_tree_free (MuXmlTree *tree);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuXmlTree, mu_xml_tree_free)

G_END_DECLS
