/* mu-share-code.c: a roster as a code to print on a sheet and type back
 *
 * Three layers (schemas/README.md, "Share codes"): the roster's fields
 * (mu-share-schema.c) over a bit stream (mu-share-bits.c), written in
 * checked groups of letters (mu-share-text.c). The first letter of a code
 * says its format and kind; codes of format 1 are still read
 * (mu-share-legacy.c).
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-contingent.h"
#include "mu-error.h"
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-share-bits-private.h"
#include "mu-share-code.h"
#include "mu-share-legacy-private.h"
#include "mu-share-reopen-private.h"
#include "mu-share-schema-private.h"
#include "mu-share-text-private.h"

/* The first letter: the format times two, plus one for a full code. Codes
 * of format 1 start with 2; a later format (allied contingents) takes 6
 * and 7; the short code of format 3 (units by row, options by a bit each)
 * 8 and, with allied contingents, 10. Full codes stay in format 2. */
#define FORMAT_1 2
#define FORMAT_2_SHORT 4
#define FORMAT_2_FULL 5
/* the same, for a roster with allied contingents */
#define FORMAT_2_SHORT_ALLIED 6
#define FORMAT_2_FULL_ALLIED 7
#define FORMAT_3_SHORT 8
#define FORMAT_3_SHORT_ALLIED 10

static const guint first_letters[] = { FORMAT_2_SHORT,       FORMAT_2_FULL,  FORMAT_2_SHORT_ALLIED,
                                       FORMAT_2_FULL_ALLIED, FORMAT_3_SHORT, FORMAT_3_SHORT_ALLIED };

/* The bits of a full code after its first letter: a bit for a deflated
 * body, two zero bits, then the body's bytes, deflated when that is
 * shorter. */
static void
pack_full (MuShareBits *bits, MuShareBits *body)
{
  g_autoptr(GBytes) deflated = mu_share_deflate (body->bytes->data, body->bytes->len);
  gboolean smaller = deflated != NULL && g_bytes_get_size (deflated) < body->bytes->len;
  const guint8 *data = smaller ? g_bytes_get_data (deflated, NULL) : body->bytes->data;
  gsize length = smaller ? g_bytes_get_size (deflated) : body->bytes->len;
  guint64 zero = 0;

  mu_share_bits_bool (bits, &smaller);
  mu_share_bits_fixed (bits, &zero, 2);
  for (gsize i = 0; i < length; i++)
    {
      guint64 byte = data[i];
      mu_share_bits_fixed (bits, &byte, 8);
    }
}

static char *
encode (MuRoster *roster, MuArmyList *list, MuShareKind kind)
{
  MuShareBits bits, body;
  gboolean allied = mu_roster_count_contingents (roster) > 1;
  guint64 head = kind == MU_SHARE_FULL ? (allied ? FORMAT_2_FULL_ALLIED : FORMAT_2_FULL)
                                       : (allied ? FORMAT_3_SHORT_ALLIED : FORMAT_3_SHORT);
  char *code = NULL;
  gboolean written;

  if (list != NULL && g_strcmp0 (list->id, mu_roster_get_list_id (roster)) != 0)
    list = NULL;
  mu_share_bits_init_writer (&bits);
  mu_share_bits_fixed (&bits, &head, 5);
  if (kind == MU_SHARE_FULL)
    {
      mu_share_bits_init_writer (&body);
      written = mu_share_schema_write (&body, kind, allied, roster, list);
      if (written)
        pack_full (&bits, &body);
      mu_share_bits_clear (&body);
    }
  else
    written = mu_share_schema_write (&bits, kind, allied, roster, list);
  if (written)
    code = mu_share_text_encode (bits.bytes->data, bits.bit);
  mu_share_bits_clear (&bits);
  return code;
}

/**
 * mu_share_code_encode:
 * @roster: the roster
 * @list: (nullable): its army list, whose rows make the code shorter
 *
 * The short code of a roster, the one its sheet prints: the list and its
 * revision, the options, the points limit and every command, general, unit,
 * upgrade, attribute and hero, but no name, note, declared total or order
 * of the units in a command (they come back as mu_share_code_short_form()
 * puts them). Heroes come back as "Hero 1", "Hero 2"…
 *
 * Returns: (transfer full): the code, groups of five letters joined by dashes
 */
char *
mu_share_code_encode (MuRoster *roster, MuArmyList *list)
{
  g_return_val_if_fail (MU_IS_ROSTER (roster), NULL);

  return encode (roster, list, MU_SHARE_SHORT);
}

/**
 * mu_share_code_short_form:
 * @roster: a roster
 * @list: (nullable): its army list
 *
 * Puts the units of every command of a roster in the order its short code
 * gives them back, which is the same army: by the place of their row in
 * their contingent's list, plain units of a row first (their order is no
 * part of the army). Call it, with mu_roster_number_units(), on a roster
 * to be matched unit by unit with one read from a short code. Emits no
 * signal.
 */
void
mu_share_code_short_form (MuRoster *roster, MuArmyList *list)
{
  GPtrArray *commands;
  guint n;

  g_return_if_fail (MU_IS_ROSTER (roster));

  n = mu_roster_count_contingents (roster);
  commands = mu_roster_get_commands (roster);
  for (guint c = 0; c < n; c++)
    {
      MuContingent *contingent = c > 0 ? mu_roster_get_ally (roster, c) : NULL;
      g_autoptr(GHashTable) places
                 = mu_share_schema_row_places (contingent != NULL ? contingent->list : list);

      for (guint i = 0; i < commands->len; i++)
        if (((MuCommand *) commands->pdata[i])->contingent == c)
          mu_share_schema_arrange (((MuCommand *) commands->pdata[i])->units, places);
    }
}

/**
 * mu_share_code_encode_full:
 * @roster: the roster
 * @list: (nullable): its army list
 *
 * The full code of a roster: everything its file holds, names, notes and
 * declared totals included, to move it to another machine.
 *
 * Returns: (transfer full): the code, groups of five letters joined by dashes
 */
char *
mu_share_code_encode_full (MuRoster *roster, MuArmyList *list)
{
  g_return_val_if_fail (MU_IS_ROSTER (roster), NULL);

  return encode (roster, list, MU_SHARE_FULL);
}

/* The first letter typed, or -1. */
static int
first_symbol (const char *code)
{
  for (const char *p = code; *p != '\0'; p++)
    if (*p != '-' && !g_ascii_isspace (*p))
      return mu_share_text_symbol (*p);
  return -1;
}

/* The rest of the bits, after the roster: fewer than a letter's (or a
 * byte's), all zero. */
static gboolean
only_padding (MuShareBits *bits, gsize total, gsize unit)
{
  guint64 rest = 0;

  if (bits->failed || bits->bit > total || total - bits->bit >= unit)
    return FALSE;
  mu_share_bits_fixed (bits, &rest, (guint) (total - bits->bit));
  return rest == 0;
}

#define MAX_FULL_BODY (1 << 20)

/* The body of a full code, inflated when it is deflated. */
static GBytes *
unpack_full (const guint8 *data, gsize total, GError **error)
{
  gboolean deflated = (data[0] & 0x04) != 0;
  gsize length = total >= 8 ? (total - 8) / 8 : 0;
  GBytes *body;

  if ((data[0] & 0x03) != 0 || length == 0)
    return mu_share_text_error (error, _("its content is damaged"));
  if (!deflated)
    return g_bytes_new (data + 1, length);
  body = mu_share_inflate (data + 1, length, MAX_FULL_BODY);
  if (body == NULL)
    return mu_share_text_error (error, _("its content is damaged"));
  return body;
}

static MuRoster *
decode (const char *code, MuLibrary *library, MuArmyList **list, GError **error)
{
  gsize total = 0;
  g_autofree guint8 *data = mu_share_text_decode (code, &total, error);
  g_autoptr(GBytes) body = NULL;
  MuShareBits bits;
  guint64 head = 0;
  g_autoptr(MuRoster) roster = NULL;
  MuShareKind kind;
  gboolean allied;

  if (data == NULL)
    return NULL;
  head = data[0] >> 3;
  if (head < FORMAT_2_SHORT || head > FORMAT_3_SHORT_ALLIED || head == FORMAT_3_SHORT + 1)
    return mu_share_text_error (error, _("it was made by another version of Muster"));
  kind = head == FORMAT_2_FULL || head == FORMAT_2_FULL_ALLIED ? MU_SHARE_FULL
         : head >= FORMAT_3_SHORT                              ? MU_SHARE_SHORT
                                                               : MU_SHARE_SHORT_2;
  allied = head == FORMAT_2_SHORT_ALLIED || head == FORMAT_2_FULL_ALLIED || head == FORMAT_3_SHORT_ALLIED;
  if (kind == MU_SHARE_FULL)
    {
      body = unpack_full (data, total, error);
      if (body == NULL)
        return NULL;
      mu_share_bits_init_reader (&bits, g_bytes_get_data (body, NULL), g_bytes_get_size (body));
      total = g_bytes_get_size (body) * 8;
    }
  else
    {
      mu_share_bits_init_reader (&bits, data, (total + 7) / 8);
      mu_share_bits_fixed (&bits, &head, 5);
    }
  roster = mu_share_schema_read (&bits, kind, allied, library, error);
  if (roster == NULL)
    return NULL;
  if (!only_padding (&bits, total, kind == MU_SHARE_FULL ? 8 : 5))
    return mu_share_text_error (error, _("its content is damaged"));
  return mu_share_reopen (roster, library, list, error);
}

/* Whether a code starting as one of format 1 is instead one of format 2
 * whose first letter is wrong: another first letter makes every group
 * check. */
static gboolean
slip_in_first_letter (const char *code)
{
  g_autofree char *again = g_strdup (code);
  char *first = again + strspn (again, "- \t\n");

  for (guint i = 0; i < G_N_ELEMENTS (first_letters); i++)
    {
      g_autofree guint8 *data = NULL;
      gsize total = 0;

      *first = mu_share_alphabet[first_letters[i]];
      data = mu_share_text_decode (again, &total, NULL);
      if (data != NULL)
        return TRUE;
    }
  return FALSE;
}

/**
 * mu_share_code_decode:
 * @code: a short or full code as typed: case, dashes and spaces do not
 *   matter, and O, I and L are read as 0, 1 and 1
 * @library: the library whose army lists the code names
 * @list: (out) (optional): its army list, owned by the library
 * @error: where to put a failure
 *
 * Rebuilds the roster of a code, of format 3, 2 or 1, and
 * checks it against the library like a roster file. A slip of one letter
 * is reported with the group it is in ("group 7 is wrong: check it against
 * the sheet"); a code naming a list the library does not have, or another
 * version of one, is refused (%MU_ERROR_MISMATCH), and so is one holding
 * more than %MU_SHARE_MAX_COMMANDS commands or %MU_SHARE_MAX_UNITS units.
 *
 * Returns: (transfer full) (nullable): the roster, or %NULL with @error set
 */
MuRoster *
mu_share_code_decode (const char *code, MuLibrary *library, MuArmyList **list, GError **error)
{
  g_return_val_if_fail (code != NULL, NULL);
  g_return_val_if_fail (library != NULL, NULL);

  if (strlen (code) > MU_SHARE_CODE_MAX_LENGTH)
    return mu_share_text_error (error, _("it is too long"));
  if (first_symbol (code) == FORMAT_1 && (mu_share_legacy_is_intact (code) || !slip_in_first_letter (code)))
    return mu_share_legacy_decode (code, library, list, error);
  return decode (code, library, list, error);
}

/**
 * mu_share_code_slip_group:
 * @code: a code as typed, as mu_share_code_decode() reads it
 *
 * The group a slip of @code is in: the one mu_share_code_decode() names
 * when it refuses @code for a slip ("group 2 is wrong…"), so that it can
 * be shown to the reader.
 *
 * Returns: the group's place, from 1; 0 when no one group is at fault (the
 *   code checks, it is of format 1, or its groups do not belong together)
 */
guint
mu_share_code_slip_group (const char *code)
{
  g_return_val_if_fail (code != NULL, 0);

  if (first_symbol (code) == FORMAT_1 && (mu_share_legacy_is_intact (code) || !slip_in_first_letter (code)))
    return 0;
  return mu_share_text_slip_group (code);
}

/**
 * mu_share_code_is_plausible:
 * @text: a command-line argument
 *
 * Whether @text is written like a share code, right or wrong: letters and
 * digits, dashes and spaces only, and either sixteen letters or more, or at
 * least eight with a group of five among them. It may still fail to
 * decode, with a message that says where; one longer than a code can be
 * is plausible too, so that it is refused as a code that is too long
 * rather than looked for as a file and echoed whole.
 *
 * Returns: %TRUE when @text reads as a code
 */
gboolean
mu_share_code_is_plausible (const char *text)
{
  g_auto(GStrv) groups = NULL;
  guint letters = 0, fives = 0;

  if (text == NULL)
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && !g_ascii_isspace (*p))
      return FALSE;
  groups = g_regex_split_simple ("[-\\s]+", text, 0, 0);
  for (guint i = 0; groups[i] != NULL; i++)
    {
      letters += (guint) strlen (groups[i]);
      fives += strlen (groups[i]) == 5;
    }
  /* one run of letters, too long for a short file name, or groups of five */
  return letters >= 16 || (letters >= 8 && fives > 0);
}
