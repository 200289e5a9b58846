/* mu-xml-tree.c: an element tree read into one block of memory
 *
 * The tree is built by the streaming reader, so it has the same checks and
 * limits as every other file Muster opens. Nodes, names and values are cut
 * from a few large blocks and every character of text goes to one buffer:
 * a list of a thousand rows costs a handful of allocations, not tens of
 * thousands, and is freed as quickly.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "mu-xml-private.h"
#include "mu-xml-tree.h"

#define MIN_BLOCK (4 * 1024)
#define MAX_BLOCK (64 * 1024)

struct _MuXmlTree
{
  MuXmlNode *root;
  GString *text;  /* the characters of the document, in order */
  GSList *blocks; /* the memory the nodes and strings are cut from */
  char *unused;   /* the rest of the newest block */
  gsize left;
  gsize block_size;
};

/* An element being read: its node and its last child so far. */
typedef struct
{
  MuXmlNode *node;
  MuXmlNode *last;
} Frame;

typedef struct
{
  MuXmlTree *tree;
  GArray *open; /* Frame */
} Builder;

/**
 * mu_xml_tree_free:
 * @tree: (nullable) (transfer full): a tree
 *
 * Frees a tree, its elements, attributes and texts at once.
 */
void
mu_xml_tree_free (MuXmlTree *tree)
{
  if (tree == NULL)
    return;
  g_slist_free_full (tree->blocks, g_free);
  g_string_free (tree->text, TRUE);
  g_free (tree);
}

/**
 * mu_xml_tree_get_root:
 * @tree: a tree
 *
 * The element the tree was read from, its children below it.
 *
 * Returns: (transfer none): the root element, owned by @tree
 */
MuXmlNode *
mu_xml_tree_get_root (MuXmlTree *tree)
{
  return tree->root;
}

static gpointer
tree_alloc (MuXmlTree *tree, gsize size)
{
  gpointer memory;

  size = (size + 7) & ~(gsize) 7;
  if (size > tree->left)
    {
      gsize block = MAX (size, tree->block_size);

      tree->unused = g_malloc (block);
      tree->left = block;
      tree->blocks = g_slist_prepend (tree->blocks, tree->unused);
    }
  memory = tree->unused;
  tree->unused += size;
  tree->left -= size;
  return memory;
}

static const char *
tree_strndup (MuXmlTree *tree, const char *text, gsize length)
{
  char *copy = tree_alloc (tree, length + 1);

  memcpy (copy, text, length);
  copy[length] = '\0';
  return copy;
}

/* The value of attribute index, decoded as the tree reader of libxml2
 * would: only a value with a reference in it needs more than a copy. */
static const char *
attribute_value (MuXmlTree *tree, const MuXmlElement *element, int index)
{
  const xmlChar **attribute = element->attributes + index * 5;
  gsize length = (gsize) (attribute[4] - attribute[3]);
  g_autofree char *decoded = NULL;

  if (memchr (attribute[3], '&', length) == NULL)
    return tree_strndup (tree, (const char *) attribute[3], length);
  decoded = mu_xml_element_value (element, index);
  return tree_strndup (tree, decoded, strlen (decoded));
}

static const char **
copy_attributes (MuXmlTree *tree, const MuXmlElement *element)
{
  const char **attrs;
  int n = 0;

  for (int i = 0; i < element->n_attributes; i++)
    n += element->attributes[i * 5 + 2] == NULL;
  attrs = tree_alloc (tree, (2 * (gsize) n + 1) * sizeof (char *));
  n = 0;
  for (int i = 0; i < element->n_attributes; i++)
    {
      const xmlChar **attribute = element->attributes + i * 5;

      if (attribute[2] != NULL)
        continue;
      attrs[n++] = tree_strndup (tree, (const char *) attribute[0], strlen ((const char *) attribute[0]));
      attrs[n++] = attribute_value (tree, element, i);
    }
  attrs[n] = NULL;
  return attrs;
}

static MuXmlStreamAction
builder_start (gpointer data, const MuXmlElement *element, GError **error)
{
  Builder *builder = data;
  MuXmlTree *tree = builder->tree;
  MuXmlNode *node = tree_alloc (tree, sizeof (MuXmlNode));
  Frame frame = { node, NULL };

  memset (node, 0, sizeof *node);
  node->name = tree_strndup (tree, element->name, strlen (element->name));
  node->attrs = copy_attributes (tree, element);
  node->line = element->line;
  node->muster = element->muster;
  node->text_offset = tree->text->len;
  if (builder->open->len == 0)
    tree->root = node;
  else
    {
      Frame *parent = &g_array_index (builder->open, Frame, builder->open->len - 1);

      if (parent->last == NULL)
        parent->node->children = node;
      else
        parent->last->next = node;
      parent->last = node;
    }
  g_array_append_val (builder->open, frame);
  return MU_XML_STREAM_DESCEND;
}

static gboolean
builder_end (gpointer data, GError **error)
{
  Builder *builder = data;
  MuXmlNode *node = g_array_index (builder->open, Frame, builder->open->len - 1).node;

  node->text_length = builder->tree->text->len - node->text_offset;
  g_array_set_size (builder->open, builder->open->len - 1);
  return TRUE;
}

static void
builder_text (gpointer data, const char *text, gsize length)
{
  Builder *builder = data;

  g_string_append_len (builder->tree->text, text, (gssize) length);
}

static const MuXmlStream tree_stream = { builder_start, builder_end, builder_text, TRUE };

/* The text buffer is complete: the nodes' offsets become pointers. */
static void
place_texts (MuXmlTree *tree, MuXmlNode *node)
{
  for (; node != NULL; node = node->next)
    {
      node->text = tree->text->str + node->text_offset;
      place_texts (tree, node->children);
    }
}

/**
 * mu_xml_tree_read_memory:
 * @data: the bytes of an XML document
 * @length: how many bytes @data has
 * @display_name: the document's name in error messages
 * @root_name: the local name the root element must have
 * @error: (out) (optional): a #MU_ERROR when the bytes are not a
 *   well-formed document within the limits of the streaming reader or the
 *   root element is not @root_name in the Muster namespace
 *
 * Reads a document whole into a tree of its elements.
 *
 * Returns: (transfer full) (nullable): the tree, or %NULL on error
 */
MuXmlTree *
mu_xml_tree_read_memory (const char *data, gsize length, const char *display_name, const char *root_name,
                         GError **error)
{
  g_autoptr(MuXmlTree) tree = g_new0 (MuXmlTree, 1);
  Builder builder = { tree, g_array_sized_new (FALSE, FALSE, sizeof (Frame), 8) };
  gboolean ok;

  /* Text is never longer than the file; blocks of about its size. */
  tree->text = g_string_sized_new (length + 1);
  tree->block_size = CLAMP (length, MIN_BLOCK, MAX_BLOCK);
  ok = mu_xml_stream_memory (data, length, display_name, root_name, &tree_stream, &builder, error);
  g_array_unref (builder.open);
  if (!ok)
    return NULL;
  place_texts (tree, tree->root);
  return g_steal_pointer (&tree);
}

/**
 * mu_xml_tree_read_file:
 * @path: a file's path in the file system's encoding
 * @root_name: the local name the root element must have
 * @contents: (out) (optional) (transfer full): the file's bytes, as read
 * @error: (out) (optional): a #MU_ERROR when the file cannot be read, is
 *   larger than Muster reads or is not a document as
 *   mu_xml_tree_read_memory() takes
 *
 * Reads a file whole into a tree of its elements.
 *
 * Returns: (transfer full) (nullable): the tree, or %NULL on error
 */
MuXmlTree *
mu_xml_tree_read_file (const char *path, const char *root_name, GBytes **contents, GError **error)
{
  g_autoptr(GBytes) bytes = mu_xml_read_bytes (path, error);
  gsize length = 0;
  const char *data;
  MuXmlTree *tree;

  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &length);
  tree = mu_xml_tree_read_memory (data, length, path, root_name, error);
  if (tree != NULL && contents != NULL)
    *contents = g_steal_pointer (&bytes);
  return tree;
}
