/* mu-escape.h: text from strangers' files made safe to write in each output format
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * MuEscapeFormat:
 * @MU_ESCAPE_TERMINAL: plain text printed on a terminal or pasted as text
 * @MU_ESCAPE_CSV: one cell of CSV, written whole with its quotes
 * @MU_ESCAPE_BBCODE: text of a forum post in BBCode
 * @MU_ESCAPE_MARKDOWN: text of a markdown document
 * @MU_ESCAPE_HTML: text or an attribute's value in an HTML page
 *
 * Where a piece of text is written; see mu_escape_append().
 */
typedef enum
{
  MU_ESCAPE_TERMINAL,
  MU_ESCAPE_CSV,
  MU_ESCAPE_BBCODE,
  MU_ESCAPE_MARKDOWN,
  MU_ESCAPE_HTML,
} MuEscapeFormat;

void mu_escape_append (GString *out, const char *text, MuEscapeFormat format);
void mu_escape_append_lines (GString *out, const char * const *lines, MuEscapeFormat format);
char *mu_escape (const char *text, MuEscapeFormat format);

G_END_DECLS
