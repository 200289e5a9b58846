/* mu-share-text.c: the share code's letters, groups and checks
 *
 * The outer layer of a code of format 2 or 3 (schemas/README.md, "Share codes"):
 * the bits, five to a letter of Crockford's base 32, and two more letters
 * of check over all of them; then groups of four letters, each followed by
 * a letter that checks the group, its place and whether it is the last. A
 * slip of one letter is so pinned to its group.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "mu-error.h"
#include "mu-share-code.h"
#include "mu-share-text-private.h"

#define GROUP_DATA 4
#define GROUP_LENGTH (GROUP_DATA + 1)
#define CODE_CHECK_SYMBOLS 2

const char mu_share_alphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/* The value of a letter as a reader may type it, or -1. */
int
mu_share_text_symbol (char c)
{
  const char *at;

  c = g_ascii_toupper (c);
  if (c == 'O')
    c = '0';
  else if (c == 'I' || c == 'L')
    c = '1';
  at = c != '\0' ? strchr (mu_share_alphabet, c) : NULL;
  return at != NULL ? (int) (at - mu_share_alphabet) : -1;
}

/* Multiplication in GF(32), modulo x^5 + x^2 + 1 */
static guint
gf_mul (guint a, guint b)
{
  guint product = 0;

  for (; b != 0; b >>= 1)
    {
      if (b & 1)
        product ^= a;
      a <<= 1;
      if (a & 0x20)
        a ^= 0x25;
    }
  return product;
}

/* The letter that checks a group: a weighted sum in GF(32), with distinct
 * weights so that any one wrong letter or two swapped neighbours change it,
 * and a term for the group's place and for the last group. */
static guint
group_check (const guint8 *symbols, guint n, guint group, gboolean last)
{
  static const guint weights[GROUP_DATA] = { 2, 4, 8, 16 };
  guint check = ((group * 11) + (last ? 17 : 0)) & 0x1f;

  for (guint i = 0; i < n; i++)
    check ^= gf_mul (weights[i], symbols[i]);
  return check;
}

/* Two letters over every letter of the code: the start of their SHA-256. */
static guint
code_check (const guint8 *symbols, gsize n)
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  guint8 digest[32];
  gsize size = sizeof digest;

  g_checksum_update (checksum, symbols, n);
  g_checksum_get_digest (checksum, digest, &size);
  return (((guint) digest[0] << 8) | digest[1]) >> 6;
}

static GByteArray *
to_symbols (const guint8 *data, gsize bits)
{
  GByteArray *symbols = g_byte_array_new ();

  for (gsize at = 0; at < bits; at += 5)
    {
      guint8 symbol = 0;

      for (gsize i = at; i < at + 5; i++)
        symbol = (guint8) ((symbol << 1) | (i < bits ? (data[i / 8] >> (7 - i % 8)) & 1 : 0));
      g_byte_array_append (symbols, &symbol, 1);
    }
  return symbols;
}

/* The code of bits of data: letters in groups of five joined by dashes. */
char *
mu_share_text_encode (const guint8 *data, gsize bits)
{
  g_autoptr(GByteArray) symbols = to_symbols (data, bits);
  GString *code = g_string_new (NULL);
  guint check = code_check (symbols->data, symbols->len);
  guint groups;

  g_byte_array_append (symbols, (const guint8[]){ check >> 5, check & 0x1f }, 2);
  groups = (symbols->len + GROUP_DATA - 1) / GROUP_DATA;
  for (guint g = 0; g < groups; g++)
    {
      guint n = MIN (GROUP_DATA, symbols->len - g * GROUP_DATA);
      const guint8 *group = symbols->data + g * GROUP_DATA;

      if (g > 0)
        g_string_append_c (code, '-');
      for (guint i = 0; i < n; i++)
        g_string_append_c (code, mu_share_alphabet[group[i]]);
      g_string_append_c (code, mu_share_alphabet[group_check (group, n, g, g + 1 == groups)]);
    }
  return g_string_free (code, FALSE);
}

gpointer
mu_share_text_error (GError **error, const char *why)
{
  /* TRANSLATORS: %s says what is wrong with the code */
  g_set_error (error, MU_ERROR, MU_ERROR_FORMAT, _("This is not a Muster share code: %s"), why);
  return NULL;
}

gpointer
mu_share_text_slip (GError **error, const char *why)
{
  /* TRANSLATORS: %s says where the slip is and what to do */
  g_set_error (error, MU_ERROR, MU_ERROR_FORMAT, _("A slip in the code: %s"), why);
  return NULL;
}

static gboolean
is_separator (char c)
{
  return c == '-' || g_ascii_isspace (c);
}

/* The groups as typed: split at dashes and spaces when the code has any,
 * else every five letters. */
static GPtrArray *
split_groups (const char *code)
{
  GPtrArray *groups = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) letters = g_string_new (NULL);
  gboolean separated = FALSE;
  const char *p;

  for (p = code; *p != '\0' && is_separator (*p); p++)
    ;
  for (const char *q = p; *q != '\0'; q++)
    if (is_separator (*q) && q[1] != '\0' && !is_separator (q[1]))
      separated = TRUE;
  for (; *p != '\0'; p++)
    {
      if (!is_separator (*p))
        g_string_append_c (letters, *p);
      if ((separated && is_separator (*p)) || (!separated && letters->len == GROUP_LENGTH))
        {
          if (letters->len > 0)
            g_ptr_array_add (groups, g_strdup (letters->str));
          g_string_truncate (letters, 0);
        }
    }
  if (letters->len > 0)
    g_ptr_array_add (groups, g_strdup (letters->str));
  return groups;
}

/* The letters of a code in order, separators left out; FALSE when one is
 * not a letter of the alphabet. */
gboolean
mu_share_text_letters (const char *code, GByteArray *symbols)
{
  for (const char *p = code; *p != '\0'; p++)
    {
      int symbol = is_separator (*p) ? 0 : mu_share_text_symbol (*p);

      if (symbol < 0)
        return FALSE;
      if (!is_separator (*p))
        g_byte_array_append (symbols, (const guint8[]){ (guint8) symbol }, 1);
    }
  return TRUE;
}

/* The letters of group g (from 0), checked: data letters appended to
 * symbols, or an error saying what is wrong with the group. */
static gboolean
read_group (const char *text, guint g, guint groups, GByteArray *symbols, GError **error)
{
  guint8 values[GROUP_LENGTH];
  guint n = (guint) strlen (text);
  g_autofree char *why = NULL;

  for (guint i = 0; i < n; i++)
    if (mu_share_text_symbol (text[i]) < 0)
      {
        /* TRANSLATORS: %u is the group's place, from 1; %s the letter */
        why = g_strdup_printf (_("group %u has “%.*s”, which no code uses; check it against the sheet"),
                                  g + 1, g_utf8_skip[(guchar) text[i]], text + i);
        return mu_share_text_slip (error, why) != NULL;
      }
  if (n != GROUP_LENGTH && !(g + 1 == groups && n >= 2 && n < GROUP_LENGTH))
    {
      why = g_strdup_printf (ngettext ("group %u has %u letter, not 5; check it against the sheet",
                                       "group %u has %u letters, not 5; check it against the sheet", n),
                             g + 1, n);
      return mu_share_text_slip (error, why) != NULL;
    }
  for (guint i = 0; i < n; i++)
    values[i] = (guint8) mu_share_text_symbol (text[i]);
  if (values[n - 1] == group_check (values, n - 1, g, g + 1 == groups))
    {
      g_byte_array_append (symbols, values, n - 1);
      return TRUE;
    }
  /* TRANSLATORS: %u is the group's place, from 1 */
  why = g_strdup_printf (_("group %u is wrong: check it against the sheet"), g + 1);
  return mu_share_text_slip (error, why) != NULL;
}

/* The two letters of check that a checksum of the letters before them
 * gives. */
static guint
check_of (GChecksum *checksum)
{
  guint8 digest[32];
  gsize size = sizeof digest;

  g_checksum_get_digest (checksum, digest, &size);
  return (((guint) digest[0] << 8) | digest[1]) >> 6;
}

/* The letters of every group but the last, read once, and the checksum of
 * all of them but their last: each try at the last group is then checked
 * against the whole code in time of its own few letters. */
typedef struct
{
  GByteArray *before;  /* the letters of the groups before the last */
  GChecksum *checksum; /* of before, its last letter left out */
} Prefix;

static gboolean
read_prefix (Prefix *prefix, GPtrArray *groups)
{
  prefix->before = g_byte_array_new ();
  prefix->checksum = g_checksum_new (G_CHECKSUM_SHA256);
  for (guint g = 0; g + 1 < groups->len; g++)
    if (!read_group (groups->pdata[g], g, groups->len, prefix->before, NULL))
      return FALSE;
  if (prefix->before->len > 0)
    g_checksum_update (prefix->checksum, prefix->before->data, prefix->before->len - 1);
  return TRUE;
}

static void
prefix_clear (Prefix *prefix)
{
  g_clear_pointer (&prefix->before, g_byte_array_unref);
  g_clear_pointer (&prefix->checksum, g_checksum_free);
}

/* Whether the code checks whole with last as its last group. */
static gboolean
checks_with (Prefix *prefix, GPtrArray *groups, const char *last)
{
  g_autoptr(GByteArray) tail = g_byte_array_new ();
  g_autoptr(GChecksum) checksum = NULL;
  guint p = prefix->before->len, n, check;
  guint8 first, second;

  if (!read_group (last, groups->len - 1, groups->len, tail, NULL) || p + tail->len <= CODE_CHECK_SYMBOLS)
    return FALSE;
  n = tail->len;
  checksum = g_checksum_copy (prefix->checksum);
  if (n >= 2 && p > 0)
    g_checksum_update (checksum, prefix->before->data + p - 1, 1);
  if (n >= 2)
    g_checksum_update (checksum, tail->data, n - 2);
  first = n >= 2 ? tail->data[n - 2] : prefix->before->data[p - 1];
  second = tail->data[n - 1];
  check = check_of (checksum);
  return first == check >> 5 && second == (check & 0x1f);
}

/* Whether one letter mistyped in the last group (left out, one too many, or
 * another letter) makes the whole code check. */
static gboolean
last_group_slipped (GPtrArray *groups)
{
  const char *last = groups->pdata[groups->len - 1];
  gsize n = strlen (last);
  Prefix prefix = { NULL, NULL };
  gboolean slipped = FALSE;

  if (read_prefix (&prefix, groups))
    for (gsize at = 0; at <= n && !slipped; at++)
      for (guint symbol = 0; symbol < 32 && !slipped; symbol++)
        {
          char letter = mu_share_alphabet[symbol];
          g_autofree char *longer = g_strdup_printf ("%.*s%c%s", (int) at, last, letter, last + at);
          g_autofree char *other
              = at < n ? g_strdup_printf ("%.*s%c%s", (int) at, last, letter, last + at + 1) : NULL;
          g_autofree char *shorter
              = at < n && symbol == 0 ? g_strdup_printf ("%.*s%s", (int) at, last, last + at + 1) : NULL;

          slipped = (n < GROUP_LENGTH && checks_with (&prefix, groups, longer))
                    || (other != NULL && checks_with (&prefix, groups, other))
                    || (shorter != NULL && n > 2 && checks_with (&prefix, groups, shorter));
        }
  prefix_clear (&prefix);
  return slipped;
}

/* Whether group g checks as a group that is not the last: the last group
 * typed when the code was cut short after it. */
static gboolean
checks_as_inner (const char *text, guint g)
{
  guint8 values[GROUP_LENGTH];

  if (strlen (text) != GROUP_LENGTH)
    return FALSE;
  for (guint i = 0; i < GROUP_LENGTH; i++)
    {
      int symbol = mu_share_text_symbol (text[i]);

      if (symbol < 0)
        return FALSE;
      values[i] = (guint8) symbol;
    }
  return values[GROUP_DATA] == group_check (values, GROUP_DATA, g, FALSE);
}

/* The last group fails its check: a group is missing after it, unless one
 * letter mistyped in it makes the whole code check. */
static gpointer
last_group_error (GPtrArray *groups, GError **error)
{
  g_autofree char *why = NULL;
  guint g = groups->len - 1;

  if (checks_as_inner (groups->pdata[g], g) && !last_group_slipped (groups))
    /* TRANSLATORS: %u is the place of the last group typed */
    why = g_strdup_printf (_("it ends early: a group is missing after group %u"), g + 1);
  else
    /* TRANSLATORS: %u is the group's place, from 1 */
    why = g_strdup_printf (_("group %u is wrong: check it against the sheet"), g + 1);
  return mu_share_text_slip (error, why);
}

/* Whether the code's two check letters match its other letters; if not,
 * a slip in its last group or groups that do not belong together. */
static gboolean
check_code (GPtrArray *groups, GByteArray *symbols, GError **error)
{
  guint check = code_check (symbols->data, symbols->len - CODE_CHECK_SYMBOLS);
  g_autofree char *why = NULL;

  if (symbols->data[symbols->len - 2] == check >> 5 && symbols->data[symbols->len - 1] == (check & 0x1f))
    return TRUE;
  if (!last_group_slipped (groups))
    {
      mu_share_text_error (error, _("its groups do not belong together; check each against the sheet"));
      return FALSE;
    }
  /* TRANSLATORS: %u is the group's place, from 1 */
  why = g_strdup_printf (_("group %u is wrong: check it against the sheet"), groups->len);
  mu_share_text_slip (error, why);
  return FALSE;
}

/* The bits of a code of format 2 or 3, every group checked; NULL with an error
 * that names the group at fault. */
guint8 *
mu_share_text_decode (const char *code, gsize *bits, GError **error)
{
  g_autoptr(GPtrArray) groups = NULL;
  g_autoptr(GByteArray) symbols = g_byte_array_new ();
  g_autoptr(GByteArray) data = g_byte_array_new ();

  if (strlen (code) > MU_SHARE_CODE_MAX_LENGTH)
    return mu_share_text_error (error, _("it is too long"));
  groups = split_groups (code);
  for (guint g = 0; g < groups->len; g++)
    {
      if (read_group (groups->pdata[g], g, groups->len, symbols, NULL))
        continue;
      if (g + 1 == groups->len && checks_as_inner (groups->pdata[g], g))
        return last_group_error (groups, error);
      read_group (groups->pdata[g], g, groups->len, symbols, error);
      return NULL;
    }
  if (symbols->len <= CODE_CHECK_SYMBOLS)
    return mu_share_text_error (error, _("it is too short"));
  if (!check_code (groups, symbols, error))
    return NULL;
  g_byte_array_set_size (symbols, symbols->len - CODE_CHECK_SYMBOLS);
  *bits = (gsize) symbols->len * 5;
  g_byte_array_set_size (data, (guint) ((*bits + 7) / 8));
  memset (data->data, 0, data->len);
  for (gsize i = 0; i < *bits; i++)
    if ((symbols->data[i / 5] >> (4 - i % 5)) & 1)
      data->data[i / 8] |= 0x80 >> (i % 8);
  return g_byte_array_free (g_steal_pointer (&data), FALSE);
}

/* The place (from 1) of the group a slip is in, as mu_share_text_decode ()
 * names it; 0 when the code checks or its fault is in no one group. */
guint
mu_share_text_slip_group (const char *code)
{
  g_autoptr(GPtrArray) groups = NULL;
  g_autoptr(GByteArray) symbols = g_byte_array_new ();
  guint check;

  if (strlen (code) > MU_SHARE_CODE_MAX_LENGTH)
    return 0;
  groups = split_groups (code);
  for (guint g = 0; g < groups->len; g++)
    if (!read_group (groups->pdata[g], g, groups->len, symbols, NULL))
      return g + 1;
  if (symbols->len <= CODE_CHECK_SYMBOLS)
    return 0;
  check = code_check (symbols->data, symbols->len - CODE_CHECK_SYMBOLS);
  if (symbols->data[symbols->len - 2] == check >> 5 && symbols->data[symbols->len - 1] == (check & 0x1f))
    return 0;
  return last_group_slipped (groups) ? groups->len : 0;
}
