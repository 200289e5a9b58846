/* mu-list-import-text.c: the text of a printed table, read and checked,
 * then imported
 *
 * A table is read like every file Muster reads (a regular file, of at most
 * MU_XML_MAX_BYTES, read once), and refused, with its name and line, when
 * it holds what a list file cannot: a NUL byte (the text after it would be
 * lost), bytes that are not UTF-8, or characters XML forbids (control
 * codes, U+FFFE and U+FFFF), which would make the list unreadable. A
 * byte-order mark at its start is left out. mu_list_import_text () then
 * reads it a row a line (mu-list-import.c) or a cell a line
 * (mu-list-import-book.c).
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mu-error.h"
#include "mu-list-import-private.h"
#include "mu-list-import.h"
#include "mu-xml-private.h"

#define BYTE_ORDER_MARK "\xef\xbb\xbf"

static guint
line_of (const char *text, const char *at)
{
  guint line = 1;

  for (const char *c = text; c < at; c++)
    line += *c == '\n';
  return line;
}

/* The first character a list file cannot hold, or NULL */
static const char *
first_forbidden (const char *text, const char *end)
{
  for (const char *c = text; c < end; c = g_utf8_next_char (c))
    {
      gunichar u = g_utf8_get_char (c);

      if ((u < 0x20 && u != '\t' && u != '\n' && u != '\r') || u == 0xFFFE || u == 0xFFFF)
        return c;
    }
  return NULL;
}

/**
 * mu_list_import_check_text:
 * @text: the table's bytes
 * @length: how many
 * @name: the file's name (or "the pasted text") for messages
 * @error: (out) (optional): a %MU_ERROR_PARSE naming @name and the line
 *
 * Checks that @text can become a list: no NUL byte, valid UTF-8, and no
 * character a list file cannot hold (a control code other than tab and
 * line ends, U+FFFE or U+FFFF).
 *
 * Returns: %TRUE when it can
 */
gboolean
mu_list_import_check_text (const char *text, gsize length, const char *name, GError **error)
{
  const char *end = NULL;
  const char *nul = memchr (text, '\0', length);
  const char *bad;

  if (nul != NULL)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_PARSE,
                   _("%s:%u: the text contains a NUL byte"), name, line_of (text, nul));
      return FALSE;
    }
  if (!g_utf8_validate_len (text, length, &end))
    {
      g_set_error (error, MU_ERROR, MU_ERROR_PARSE,
                   _("%s:%u: the text is not valid UTF-8 (byte 0x%02X)"), name, line_of (text, end),
                      (guint) (guchar) *end);
      return FALSE;
    }
  bad = first_forbidden (text, text + length);
  if (bad != NULL)
    {
      g_set_error (error, MU_ERROR, MU_ERROR_PARSE,
                   _("%s:%u: the text holds U+%04X, which a list cannot hold"), name, line_of (text, bad),
                      (guint) g_utf8_get_char (bad));
      return FALSE;
    }
  return TRUE;
}

/**
 * mu_list_import_read_file:
 * @path: a text file of a list's printed table
 * @error: (out) (optional): why it cannot be read, naming @path (and the
 *   line, for what mu_list_import_check_text () refuses)
 *
 * Reads a table for mu_list_import_text (): a regular file of at most
 * 8 MB, checked by mu_list_import_check_text (), without the byte-order
 * mark it may start with.
 *
 * Returns: (transfer full) (nullable): the text, or NULL
 */
char *
mu_list_import_read_file (const char *path, GError **error)
{
  g_autoptr(GBytes) bytes = mu_xml_read_bytes (path, error);
  gsize length = 0;
  const char *data = bytes != NULL ? g_bytes_get_data (bytes, &length) : NULL;

  if (data == NULL)
    return NULL;
  if (length >= 3 && memcmp (data, BYTE_ORDER_MARK, 3) == 0)
    data += 3, length -= 3;
  if (!mu_list_import_check_text (data, length, path, error))
    return NULL;
  return g_strndup (data, length);
}

/**
 * mu_list_import_text:
 * @ruleset: (transfer none): the ruleset the list is for
 * @id: the new list's id
 * @text: the printed table (UTF-8): typed or pasted a row a line, or as a
 *   PDF's text extraction gives it, a cell a line
 *
 * Reads a list's printed table into a new draft: header, rows with their
 * troop types, qualities, upgrades, numbers, printed saves and costs,
 * footnotes as text, the allies row. Words the extraction damaged are
 * mended from the ruleset's vocabulary; in text a cell a line, the unit
 * types' names, printed apart from their rows, are matched to the rows by
 * the book's layout. What could not be read is kept and marked (a row's
 * "mark", a footnote's "mark"), and mu_list_draft_check () reports it with
 * every printed cost the rules do not give.
 *
 * Returns: (transfer full): the draft, never NULL, with nothing to undo
 */
MuListDraft *
mu_list_import_text (MuRuleset *ruleset, const char *id, const char *text)
{
  MuImport import = { 0 };
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  MuListDraft *draft = mu_list_draft_new (ruleset, id);

  import.draft = draft;
  mu_list_draft_hold_history (draft, TRUE);
  /* every name the lists print for a type, or the types' own names */
  import.types = mu_list_draft_get_vocabulary (draft, "printed-type");
  if (import.types == NULL)
    import.types = mu_list_draft_get_vocabulary (draft, "type");
  import.words = mu_list_import_words (draft);
  import.next = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *mended = mu_list_import_repair (import.words, g_strstrip (lines[i]));

      g_free (lines[i]);
      lines[i] = mended;
    }
  if (mu_list_import_one_cell_a_line (lines))
    mu_list_import_read_cells (&import, lines);
  else
    for (guint i = 0; lines[i] != NULL; i++)
      mu_list_import_read_line (&import, lines[i]);
  mu_list_import_settle_upgrade_ids (&import);
  mu_list_import_read_rules (&import);
  mu_list_import_add_readings (&import);
  g_strfreev (import.types);
  g_hash_table_unref (import.words);
  g_hash_table_unref (import.next);
  g_free (import.top);
  g_free (import.variant);
  mu_list_draft_hold_history (draft, FALSE);
  return mu_list_draft_forget_edits (draft);
}
