/* mu-share-legacy.c: share codes of format 1, read back
 *
 * The codes Muster printed before format 2 (schemas/README.md, "Share codes
 * of format 1"): a byte stream of variable-length numbers and strings, often
 * deflated, ending in two check bytes, in Crockford's base 32. Only read:
 * Muster writes formats 2 and 3.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-error.h"
#include "mu-evaluation.h"
#include "mu-figure.h"
#include "mu-general.h"
#include "mu-library.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-share-code.h"
#include "mu-share-bits-private.h"
#include "mu-share-legacy-private.h"
#include "mu-share-reopen-private.h"
#include "mu-share-text-private.h"
#include "mu-unit.h"

#define MU_SHARE_VERSION 1
#define MU_SHARE_DEFLATED 0x01
#define MU_SHARE_MAX_BODY 65536
#define MU_SHARE_MAX_DEPTH 4

enum
{
  ROSTER_INDEXED = 1 << 0,     /* the list is named by 4 bytes of its hash, rows by position */
  ROSTER_RULESET = 1 << 1,     /* the ruleset id differs from the list's */
  ROSTER_HASH_PREFIX = 1 << 2, /* list-hash is the start of the list's own hash: its length follows */
  ROSTER_HASH_TEXT = 1 << 3,   /* list-hash is written out */
  ROSTER_NAME = 1 << 4,
  ROSTER_PLAYER = 1 << 5,
  ROSTER_LIMIT = 1 << 6,
  ROSTER_DECLARED = 1 << 7,
  ROSTER_REVISION = 1 << 8, /* the roster names another revision than the list's */
};

/* A unit's and a general's flags */
enum
{
  ITEM_NAME = 1 << 0,
  ITEM_COUNT = 1 << 1,    /* units: a count other than 1 */
  ITEM_ATTACHED = 1 << 1, /* generals: attached to a unit */
  ITEM_ATTRS = 1 << 2,
  ITEM_UPGRADES = 1 << 3,
  ITEM_HEROES = 1 << 4,
  ITEM_SUBUNITS = 1 << 5,
};

/* Five-bit letters of a packed string; 1–26 are a–z */
enum
{
  PACK_SPACE = 0,
  PACK_CAPITAL = 27, /* the next letter is a capital */
  PACK_APOSTROPHE = 28,
  PACK_HYPHEN = 29,
  PACK_STOP = 30,
  PACK_DIGIT = 31, /* the next five bits are a digit */
};

/* How a command's name is written */
enum
{
  COMMAND_UNNAMED,
  COMMAND_NUMBERED, /* "Command N", N its position from 1 */
  COMMAND_NAMED,
};

typedef struct
{
  const guint8 *data;
  gsize length;
  gsize pos;
  MuArmyList *list;
  MuRuleset *ruleset;
  guint units;
  gboolean failed;
  gboolean too_large; /* over MU_SHARE_MAX_COMMANDS or MU_SHARE_MAX_UNITS */
} Reader;

static guint
def_position (GPtrArray *defs, const char *id)
{
  for (guint i = 0; defs != NULL && i < defs->len; i++)
    if (g_str_equal (((MuOptionDef *) defs->pdata[i])->id, id))
      return i + 1;
  return 0;
}

static GPtrArray *
option_defs (MuArmyList *list, MuRuleset *ruleset)
{
  GPtrArray *defs = g_ptr_array_new ();

  if (list != NULL)
    g_ptr_array_extend (defs, list->options, NULL, NULL);
  if (ruleset != NULL)
    g_ptr_array_extend (defs, ruleset->options, NULL, NULL);
  return defs;
}

/* The words a declared total may use: "points" and the army's figures. */
static GPtrArray *
declared_keys (MuRoster *roster, MuArmyList *list)
{
  GPtrArray *keys = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(MuEvaluation) evaluation = NULL;

  g_ptr_array_add (keys, g_strdup ("points"));
  if (list == NULL)
    return keys;
  evaluation = mu_evaluate (roster, list);
  for (guint i = 0; i < evaluation->figures->len; i++)
    g_ptr_array_add (keys, g_strdup (((MuFigure *) evaluation->figures->pdata[i])->key));
  return keys;
}

static char *
numbered_command (guint index)
{
  return g_strdup_printf ("Command %u", index + 1);
}

/* The first 32 bits of the list's hash: enough to tell the lists of a
 * library apart, and to notice a list that changed since. */
static guint32
hash_prefix (MuArmyList *list)
{
  const char *hash = mu_army_list_get_hash (list);
  guint32 value = 0;

  for (guint i = 0; i < 8 && g_ascii_isxdigit (hash[i]); i++)
    value = (value << 4) | (guint32) g_ascii_xdigit_value (hash[i]);
  return value;
}

static guint
check_bytes (const guint8 *data, gsize length)
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  guint8 digest[32];
  gsize size = sizeof digest;

  g_checksum_update (checksum, data, length);
  g_checksum_get_digest (checksum, digest, &size);
  return ((guint) digest[0] << 8) | digest[1];
}

/* Reading */

static gboolean
fail (Reader *r)
{
  r->failed = TRUE;
  return FALSE;
}

static gpointer
fail_null (Reader *r)
{
  r->failed = TRUE;
  return NULL;
}

static guint64
get_uint (Reader *r)
{
  guint64 value = 0;

  for (guint shift = 0; !r->failed; shift += 7)
    {
      guint8 byte;

      if (r->pos >= r->length || shift > 56)
        return fail (r);
      byte = r->data[r->pos++];
      value |= (guint64) (byte & 0x7f) << shift;
      if ((byte & 0x80) == 0)
        return value;
    }
  return 0;
}

/* A count of items each at least one byte long. */
static guint
get_count (Reader *r)
{
  guint64 n = get_uint (r);

  if (n > r->length - r->pos)
    return fail (r);
  return (guint) n;
}

static int
get_bits (Reader *r, guint *buffer, guint *bits)
{
  if (*bits < 5)
    {
      if (r->pos >= r->length)
        return -1;
      *buffer = (*buffer << 8) | r->data[r->pos++];
      *bits += 8;
    }
  *bits -= 5;
  return (int) ((*buffer >> *bits) & 0x1f);
}

static char
unpack_symbol (Reader *r, int symbol, guint *buffer, guint *bits)
{
  static const char marks[]
      = { [PACK_SPACE] = ' ', [PACK_APOSTROPHE] = '\'', [PACK_HYPHEN] = '-', [PACK_STOP] = '.' };
  int next;

  if (symbol >= 1 && symbol <= 26)
    return (char) ('a' + symbol - 1);
  if (symbol != PACK_CAPITAL && symbol != PACK_DIGIT)
    return marks[symbol];
  next = get_bits (r, buffer, bits);
  if (symbol == PACK_CAPITAL && next >= 1 && next <= 26)
    return (char) ('A' + next - 1);
  if (symbol == PACK_DIGIT && next >= 0 && next <= 9)
    return (char) ('0' + next);
  return '\0';
}

static char *
get_packed (Reader *r, guint64 length)
{
  g_autoptr(GString) text = NULL;
  guint buffer = 0, bits = 0;

  /* five bits a letter at least */
  if (length == 0 || length > (r->length - r->pos) * 8 / 5)
    return fail_null (r);
  text = g_string_sized_new ((gsize) length);
  while (text->len < length)
    {
      int symbol = get_bits (r, &buffer, &bits);
      char c = symbol < 0 ? '\0' : unpack_symbol (r, symbol, &buffer, &bits);

      if (c == '\0')
        return fail_null (r);
      g_string_append_c (text, c);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
get_string (Reader *r)
{
  guint64 length = get_uint (r);
  char *text;

  if (!r->failed && (length & 1))
    return get_packed (r, length >> 1);
  length >>= 1;
  if (r->failed || length > r->length - r->pos
      || !g_utf8_validate ((const char *) r->data + r->pos, (gssize) length, NULL))
    return fail_null (r);
  /* g_utf8_validate () stops at a nul byte: the string has none */
  text = g_strndup ((const char *) r->data + r->pos, (gsize) length);
  r->pos += length;
  return text;
}

/* The string at position n - 1 of values, or, for 0, the string that follows. */
static char *
get_indexed (Reader *r, GPtrArray *values, const char *(*name) (gpointer item))
{
  guint64 n = get_uint (r);

  if (r->failed)
    return NULL;
  if (n == 0)
    return get_string (r);
  if (values == NULL || n > values->len)
    return fail_null (r);
  return g_strdup (name (values->pdata[n - 1]));
}

static const char *
entry_id (gpointer item)
{
  return ((MuListEntry *) item)->id;
}

static const char *
def_id (gpointer item)
{
  return ((MuOptionDef *) item)->id;
}

static const char *
choice_id (gpointer item)
{
  return ((MuChoice *) item)->id;
}

static char *
get_ref (Reader *r)
{
  return get_indexed (r, r->list != NULL ? r->list->rows : NULL, entry_id);
}

static void
get_refs (Reader *r, GPtrArray *into)
{
  guint n = get_count (r);

  for (guint i = 0; i < n && !r->failed; i++)
    {
      char *id = get_ref (r);
      if (id != NULL)
        g_ptr_array_add (into, id);
    }
}

static void
get_strings (Reader *r, GPtrArray *into)
{
  guint n = get_count (r);

  for (guint i = 0; i < n && !r->failed; i++)
    {
      char *text = get_string (r);
      if (text != NULL)
        g_ptr_array_add (into, text);
    }
}

static char *
get_unit_id (Reader *r, guint expected)
{
  guint64 number = get_uint (r);

  if (r->failed)
    return NULL;
  if (number == 0 && expected != 0)
    return g_strdup_printf ("u%u", expected);
  if (number == 1)
    return get_string (r);
  if (number == 0 || number > G_MAXINT32)
    return fail_null (r);
  return g_strdup_printf ("u%" G_GUINT64_FORMAT, number - 1);
}

static void
get_pairs (Reader *r, GHashTable *into, GPtrArray *defs)
{
  guint n = get_count (r);

  for (guint i = 0; i < n && !r->failed; i++)
    {
      g_autofree char *key = get_indexed (r, defs, def_id);
      guint position = key != NULL ? def_position (defs, key) : 0;
      MuOptionDef *def = position > 0 ? defs->pdata[position - 1] : NULL;
      g_autofree char *value = get_indexed (r, def != NULL ? def->choices : NULL, choice_id);

      if (key == NULL || value == NULL || g_hash_table_contains (into, key))
        {
          fail (r);
          return;
        }
      g_hash_table_insert (into, g_steal_pointer (&key), g_steal_pointer (&value));
    }
}

static GPtrArray *
attribute_defs (Reader *r)
{
  return r->ruleset != NULL ? r->ruleset->attributes : NULL;
}

static MuUnit *
get_unit (Reader *r, guint depth)
{
  guint flags = (guint) get_uint (r);
  g_autofree char *id = get_unit_id (r, ++r->units);
  g_autofree char *entry = get_ref (r);
  g_autoptr(MuUnit) unit = NULL;

  if (r->units > MU_SHARE_MAX_UNITS)
    r->too_large = TRUE;
  if (r->failed || r->too_large || depth > MU_SHARE_MAX_DEPTH)
    return fail_null (r);
  unit = mu_unit_new (id, entry);
  if (flags & ITEM_NAME)
    unit->name = get_string (r);
  if (flags & ITEM_COUNT)
    {
      guint64 count = get_uint (r);
      unit->count = (gint64) MIN (count, G_MAXINT32);
    }
  if (flags & ITEM_ATTRS)
    get_pairs (r, unit->attrs, attribute_defs (r));
  if (flags & ITEM_UPGRADES)
    get_refs (r, unit->upgrades);
  if (flags & ITEM_HEROES)
    get_strings (r, unit->heroes);
  if (flags & ITEM_SUBUNITS)
    {
      guint n = get_count (r);
      for (guint i = 0; i < n && !r->failed; i++)
        {
          MuUnit *sub = get_unit (r, depth + 1);
          if (sub != NULL)
            g_ptr_array_add (unit->subunits, sub);
        }
    }
  return r->failed ? NULL : g_steal_pointer (&unit);
}

static MuGeneral *
get_general (Reader *r)
{
  guint flags = (guint) get_uint (r);
  g_autofree char *entry = get_ref (r);
  g_autoptr(MuGeneral) general = NULL;

  if (r->failed)
    return NULL;
  general = mu_general_new (entry);
  if (flags & ITEM_NAME)
    general->name = get_string (r);
  if (flags & ITEM_ATTACHED)
    general->attached = get_unit_id (r, 0);
  if (flags & ITEM_ATTRS)
    get_pairs (r, general->attrs, attribute_defs (r));
  if (flags & ITEM_UPGRADES)
    get_refs (r, general->upgrades);
  return r->failed ? NULL : g_steal_pointer (&general);
}

static char *
get_command_name (Reader *r, guint index)
{
  switch (get_uint (r))
    {
    case COMMAND_UNNAMED:
      return NULL;
    case COMMAND_NUMBERED:
      return numbered_command (index);
    case COMMAND_NAMED:
      return get_string (r);
    default:
      return fail_null (r);
    }
}

static MuCommand *
get_command (Reader *r, guint index)
{
  g_autofree char *name = get_command_name (r, index);
  g_autoptr(MuCommand) command = mu_command_new (name);
  guint n = get_count (r);

  for (guint i = 0; i < n && !r->failed; i++)
    {
      MuGeneral *general = get_general (r);
      if (general != NULL)
        g_ptr_array_add (command->generals, general);
    }
  n = get_count (r);
  for (guint i = 0; i < n && !r->failed; i++)
    {
      MuUnit *unit = get_unit (r, 0);
      if (unit != NULL)
        g_ptr_array_add (command->units, unit);
    }
  get_strings (r, command->heroes);
  return r->failed ? NULL : g_steal_pointer (&command);
}

static gboolean
from_base32 (const char *code, GByteArray *into)
{
  guint buffer = 0, bits = 0;

  for (const char *p = code; *p != '\0'; p++)
    {
      int symbol;

      if (*p == '-' || g_ascii_isspace (*p))
        continue;
      symbol = mu_share_text_symbol (*p);
      if (symbol < 0)
        return FALSE;
      buffer = ((buffer << 5) | (guint) symbol) & 0xfff;
      bits += 5;
      if (bits >= 8)
        {
          guint8 byte = (buffer >> (bits - 8)) & 0xff;
          g_byte_array_append (into, &byte, 1);
          bits -= 8;
        }
    }
  /* what is left is padding: fewer than 5 bits, all zero */
  return bits < 5 && (buffer & ((1u << bits) - 1)) == 0;
}

static GBytes *
unpack (const char *code, GError **error)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  guint check;

  if (strlen (code) > MU_SHARE_CODE_MAX_LENGTH)
    return mu_share_text_error (error, _("it is too long"));
  if (code[strspn (code, "0123456789ABCDEFGHJKMNPQRSTVWXYZabcdefghjkmnpqrstvwxyzOoIiLl- \t\n")] != '\0')
    return mu_share_text_error (error, _("it has letters a code does not use"));
  if (!from_base32 (code, bytes) || bytes->len < 4)
    return mu_share_text_slip (error, _("a letter is wrong or missing; check it against the sheet"));
  check = check_bytes (bytes->data, bytes->len - 2);
  if (bytes->data[bytes->len - 2] != check >> 8 || bytes->data[bytes->len - 1] != (check & 0xff))
    return mu_share_text_slip (error, _("a letter is wrong or missing; check it against the sheet"));
  if (bytes->data[0] >> 4 != MU_SHARE_VERSION)
    return mu_share_text_error (error, _("it was made by another version of Muster"));
  if ((bytes->data[0] & MU_SHARE_DEFLATED) == 0)
    return g_bytes_new (bytes->data + 1, bytes->len - 3);
  {
    GBytes *body = mu_share_inflate (bytes->data + 1, bytes->len - 3, MU_SHARE_MAX_BODY);
    if (body == NULL)
      mu_share_text_error (error, _("its content is damaged"));
    return body;
  }
}

static MuArmyList *
find_list_by_hash (MuLibrary *library, guint32 prefix, GError **error)
{
  MuArmyList *found = NULL;

  for (guint i = 0; i < library->lists->len; i++)
    {
      MuArmyList *list = library->lists->pdata[i];

      if (hash_prefix (list) != prefix)
        continue;
      if (found != NULL)
        {
          g_set_error (error, MU_ERROR, MU_ERROR_MISMATCH,
                       _("The share code fits two army lists of the library, “%s” and “%s”; open the roster "
                         "file instead"),
                          found->id, list->id);
          return NULL;
        }
      found = list;
    }
  if (found == NULL)
    g_set_error (error, MU_ERROR, MU_ERROR_MISMATCH,
                 _("The share code was made with an army list the library does not have, or with another "
                   "version of one (list hash %08x)"),
                    prefix);
  return found != NULL ? mu_library_find_list (library, found->id) : NULL; /* with its rows */
}

/* The list of the code: named by its hash, or by its id when the rows are
 * written out. */
static char *
get_list (Reader *r, MuLibrary *library, guint flags, GError **error)
{
  guint32 prefix = 0;

  if ((flags & ROSTER_INDEXED) == 0)
    return get_string (r);
  if (r->length - r->pos < 4)
    return fail_null (r);
  for (guint i = 0; i < 4; i++)
    prefix = (prefix << 8) | r->data[r->pos++];
  r->list = find_list_by_hash (library, prefix, error);
  if (r->list == NULL)
    return NULL;
  r->ruleset = r->list->ruleset;
  return g_strdup (r->list->id);
}

static void
set_string (MuRoster *roster, Reader *r, void (*setter) (MuRoster *, const char *))
{
  g_autofree char *text = get_string (r);

  setter (roster, text);
}

static MuRoster *
get_header (Reader *r, MuLibrary *library, guint *flags_out, GError **error)
{
  guint flags = *flags_out = (guint) get_uint (r);
  g_autofree char *list_id = get_list (r, library, flags, error);
  guint64 revision = (flags & ROSTER_REVISION) ? get_uint (r)
                     : r->list != NULL         ? (guint64) r->list->revision
                                               : 0;
  g_autofree char *ruleset_id = NULL;
  g_autoptr(MuRoster) roster = NULL;

  if (list_id == NULL && error != NULL && *error != NULL)
    return NULL;
  if (r->failed || list_id == NULL || revision > G_MAXINT32)
    return mu_share_text_error (error, _("its content is damaged"));
  ruleset_id
      = (flags & ROSTER_RULESET) ? get_string (r) : g_strdup (r->list != NULL ? r->list->ruleset_id : "");
  roster = mu_roster_new (ruleset_id, list_id);
  mu_roster_set_list_revision (roster, (gint64) revision);
  if ((flags & ROSTER_HASH_PREFIX) && r->list == NULL)
    return mu_share_text_error (error, _("its content is damaged"));
  if (flags & ROSTER_HASH_PREFIX)
    {
      guint64 length = get_uint (r);
      g_autofree char *hash = g_strndup (mu_army_list_get_hash (r->list), (gsize) MIN (length, 64));

      if (length == 0 || length > strlen (mu_army_list_get_hash (r->list)))
        return mu_share_text_error (error, _("its content is damaged"));
      mu_roster_set_list_hash (roster, hash);
    }
  if (flags & ROSTER_HASH_TEXT)
    set_string (roster, r, mu_roster_set_list_hash);
  if (flags & ROSTER_NAME)
    set_string (roster, r, mu_roster_set_army_name);
  if (flags & ROSTER_PLAYER)
    set_string (roster, r, mu_roster_set_player);
  if (flags & ROSTER_LIMIT)
    {
      guint64 limit = get_uint (r);
      mu_roster_set_points_limit (roster, (gint64) MIN (limit, 1000000000));
    }
  if (r->failed)
    return mu_share_text_error (error, _("its content is damaged"));
  return g_steal_pointer (&roster);
}

static gboolean
get_body (Reader *r, MuRoster *roster, guint flags)
{
  g_autoptr(GPtrArray) defs = option_defs (r->list, r->ruleset);
  GPtrArray *commands = mu_roster_get_commands (roster);
  guint n;

  get_pairs (r, mu_roster_get_options (roster), defs);
  n = get_count (r);
  if (n > MU_SHARE_MAX_COMMANDS)
    {
      r->too_large = TRUE;
      return fail (r);
    }
  for (guint i = 0; i < n && !r->failed; i++)
    {
      MuCommand *command = get_command (r, i);
      if (command != NULL)
        g_ptr_array_add (commands, command);
    }
  return !r->failed;
}

static const char *
string_id (gpointer item)
{
  return item;
}

static void
get_declared (Reader *r, MuRoster *roster)
{
  GHashTable *declared = mu_roster_get_declared (roster);
  g_autoptr(GPtrArray) keys = declared_keys (roster, r->list);
  guint n = get_count (r);

  for (guint i = 0; i < n && !r->failed; i++)
    {
      g_autofree char *key = get_indexed (r, keys, string_id);
      guint64 number = r->failed ? 0 : get_uint (r);
      g_autofree char *value = NULL;

      if (r->failed)
        return;
      value = number == 0 ? get_string (r) : g_strdup_printf ("%" G_GUINT64_FORMAT, number - 1);
      if (value == NULL || g_hash_table_contains (declared, key))
        {
          fail (r);
          return;
        }
      g_hash_table_insert (declared, g_steal_pointer (&key), g_steal_pointer (&value));
    }
}

/* Whether a code reads as one of format 1 with its check bytes right. */
gboolean
mu_share_legacy_is_intact (const char *code)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  guint check;

  if (!from_base32 (code, bytes) || bytes->len < 4)
    return FALSE;
  check = check_bytes (bytes->data, bytes->len - 2);
  return bytes->data[bytes->len - 2] == check >> 8 && bytes->data[bytes->len - 1] == (check & 0xff);
}

static gpointer
damaged (Reader *r, GError **error)
{
  if (r->too_large)
    return mu_share_code_too_large (error);
  return mu_share_text_error (error, _("its content is damaged"));
}

/* Rebuilds the roster of a code of format 1 and checks it like a roster
 * file; *list is then its army list. */
MuRoster *
mu_share_legacy_decode (const char *code, MuLibrary *library, MuArmyList **list, GError **error)
{
  g_autoptr(GBytes) body = NULL;
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuRoster) checked = NULL;
  MuArmyList *found = NULL;
  Reader r = { NULL, 0, 0, NULL, NULL, 0, FALSE, FALSE };
  guint flags = 0;

  body = unpack (code, error);
  if (body == NULL)
    return NULL;
  r.data = g_bytes_get_data (body, &r.length);
  roster = get_header (&r, library, &flags, error);
  if (roster == NULL)
    return NULL;
  if (!get_body (&r, roster, flags))
    return damaged (&r, error);
  checked = mu_share_reopen (roster, library, &found, error);
  if (checked == NULL)
    return NULL;
  /* the declared totals' words come from the army's figures, which only a
   * checked roster may be evaluated for */
  if (flags & ROSTER_DECLARED)
    {
      get_declared (&r, checked);
      g_clear_object (&roster);
      roster = g_steal_pointer (&checked);
      if (!r.failed)
        checked = mu_share_reopen (roster, library, &found, error);
      if (checked == NULL && !r.failed)
        return NULL;
    }
  if (r.failed || r.pos != r.length)
    return damaged (&r, error);
  if (list != NULL)
    *list = found;
  return g_steal_pointer (&checked);
}
