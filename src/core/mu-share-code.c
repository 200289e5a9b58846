/* mu-share-code.c: a roster as a short code to print on a sheet and type back
 *
 * The code is a compact binary form of the roster (schemas/README.md,
 * "Share codes"): list rows, unit attributes and option choices are written
 * as their position in the army list and its ruleset, names as UTF-8, every
 * number as a variable-length integer. The body is deflated when that makes
 * it shorter, two check bytes catch typing mistakes, and the whole is written
 * in Crockford's base 32 in groups of five, joined by dashes.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <zlib.h>
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
#include "mu-unit.h"

#define MU_SHARE_VERSION 1
#define MU_SHARE_DEFLATED 0x01
#define MU_SHARE_MAX_BODY 65536
#define MU_SHARE_MAX_DEPTH 4

/* The roster's flags */
enum
{
  ROSTER_INDEXED = 1 << 0,      /* the list is named by 4 bytes of its hash, rows by position */
  ROSTER_RULESET = 1 << 1,      /* the ruleset id differs from the list's */
  ROSTER_HASH_PREFIX = 1 << 2,  /* list-hash is the start of the list's own hash: its length follows */
  ROSTER_HASH_TEXT = 1 << 3,    /* list-hash is written out */
  ROSTER_NAME = 1 << 4,
  ROSTER_PLAYER = 1 << 5,
  ROSTER_LIMIT = 1 << 6,
  ROSTER_DECLARED = 1 << 7,
  ROSTER_REVISION = 1 << 8,     /* the roster names another revision than the list's */
};

/* A unit's and a general's flags */
enum
{
  ITEM_NAME = 1 << 0,
  ITEM_COUNT = 1 << 1,      /* units: a count other than 1 */
  ITEM_ATTACHED = 1 << 1,   /* generals: attached to a unit */
  ITEM_ATTRS = 1 << 2,
  ITEM_UPGRADES = 1 << 3,
  ITEM_HEROES = 1 << 4,
  ITEM_SUBUNITS = 1 << 5,
};

/* Five-bit letters of a packed string; 1–26 are a–z */
enum
{
  PACK_SPACE = 0,
  PACK_CAPITAL = 27,     /* the next letter is a capital */
  PACK_APOSTROPHE = 28,
  PACK_HYPHEN = 29,
  PACK_STOP = 30,
  PACK_DIGIT = 31,       /* the next five bits are a digit */
};

/* How a command's name is written */
enum
{
  COMMAND_UNNAMED,
  COMMAND_NUMBERED,  /* "Command N", N its position from 1 */
  COMMAND_NAMED,
};

static const char alphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

typedef struct
{
  GByteArray *bytes;
  MuArmyList *list;     /* NULL: every row by its id */
  MuRuleset  *ruleset;
  GHashTable *rows;     /* MuListEntry → its position in list->rows, from 1 */
  guint       units;    /* units written so far */
} Writer;

typedef struct
{
  const guint8 *data;
  gsize         length;
  gsize         pos;
  MuArmyList   *list;
  MuRuleset    *ruleset;
  guint         units;
  gboolean      failed;
} Reader;

/* Writing */

static void
put_uint (Writer *w, guint64 value)
{
  do
    {
      guint8 byte = value & 0x7f;

      value >>= 7;
      if (value != 0)
        byte |= 0x80;
      g_byte_array_append (w->bytes, &byte, 1);
    }
  while (value != 0);
}

/* Names in five bits a letter: see PACK_* */
static gboolean
packable (const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && strchr (" '-.", *p) == NULL)
      return FALSE;
  return TRUE;
}

typedef struct
{
  GByteArray *bytes;
  guint       buffer;
  guint       bits;
} BitWriter;

static void
put_bits (BitWriter *b, guint symbol)
{
  b->buffer = (b->buffer << 5) | symbol;
  b->bits += 5;
  if (b->bits >= 8)
    {
      guint8 byte = (b->buffer >> (b->bits - 8)) & 0xff;
      g_byte_array_append (b->bytes, &byte, 1);
      b->bits -= 8;
    }
}

static void
put_packed (Writer *w, const char *text)
{
  BitWriter b = { w->bytes, 0, 0 };

  for (const char *p = text; *p != '\0'; p++)
    {
      if (g_ascii_islower (*p))
        put_bits (&b, (guint) (*p - 'a') + 1);
      else if (g_ascii_isupper (*p))
        {
          put_bits (&b, PACK_CAPITAL);
          put_bits (&b, (guint) (*p - 'A') + 1);
        }
      else if (g_ascii_isdigit (*p))
        {
          put_bits (&b, PACK_DIGIT);
          put_bits (&b, (guint) (*p - '0'));
        }
      else
        put_bits (&b, *p == ' ' ? PACK_SPACE : *p == '\'' ? PACK_APOSTROPHE : *p == '-' ? PACK_HYPHEN : PACK_STOP);
    }
  if (b.bits > 0)
    {
      guint8 byte = (b.buffer << (8 - b.bits)) & 0xff;
      g_byte_array_append (b.bytes, &byte, 1);
    }
}

static void
put_string (Writer *w, const char *text)
{
  gsize length = strlen (text);

  if (length > 0 && packable (text))
    {
      put_uint (w, ((guint64) length << 1) | 1);
      put_packed (w, text);
      return;
    }
  put_uint (w, (guint64) length << 1);
  g_byte_array_append (w->bytes, (const guint8 *) text, (guint) length);
}

/* 0, or a string's position in values plus one, or 0 and the string. */
static void
put_indexed (Writer *w, guint index_plus_one, const char *text)
{
  put_uint (w, index_plus_one);
  if (index_plus_one == 0)
    put_string (w, text);
}

static void
put_ref (Writer *w, const char *id)
{
  MuListEntry *entry = w->list != NULL ? mu_army_list_lookup (w->list, id) : NULL;

  put_indexed (w, entry != NULL ? GPOINTER_TO_UINT (g_hash_table_lookup (w->rows, entry)) : 0, id);
}

static GHashTable *
row_positions (MuArmyList *list)
{
  GHashTable *rows = g_hash_table_new (NULL, NULL);

  for (guint i = 0; list != NULL && i < list->rows->len; i++)
    g_hash_table_insert (rows, list->rows->pdata[i], GUINT_TO_POINTER (i + 1));
  return rows;
}

static void
put_refs (Writer *w, GPtrArray *ids)
{
  put_uint (w, ids->len);
  for (guint i = 0; i < ids->len; i++)
    put_ref (w, ids->pdata[i]);
}

static void
put_strings (Writer *w, GPtrArray *strings)
{
  put_uint (w, strings->len);
  for (guint i = 0; i < strings->len; i++)
    put_string (w, strings->pdata[i]);
}

/* A unit id: 0 for "u" and the unit's place in the roster (expected, not
 * 0), n + 1 for "un", else 1 and the id. */
static void
put_unit_id (Writer *w, const char *id, guint expected)
{
  guint64 number = 0;

  if (id[0] == 'u' && id[1] >= '1' && id[1] <= '9'
      && g_ascii_string_to_unsigned (id + 1, 10, 1, G_MAXINT32, &number, NULL))
    {
      g_autofree char *again = g_strdup_printf ("u%" G_GUINT64_FORMAT, number);
      if (g_str_equal (again, id))
        {
          put_uint (w, expected != 0 && number == expected ? 0 : number + 1);
          return;
        }
    }
  put_uint (w, 1);
  put_string (w, id);
}

static guint
choice_position (const MuOptionDef *def, const char *value)
{
  if (def == NULL || def->kind != MU_OPTION_CHOICE || def->choices == NULL)
    return 0;
  for (guint i = 0; i < def->choices->len; i++)
    if (g_str_equal (((MuChoice *) def->choices->pdata[i])->id, value))
      return i + 1;
  return 0;
}

static guint
def_position (GPtrArray *defs, const char *id)
{
  for (guint i = 0; defs != NULL && i < defs->len; i++)
    if (g_str_equal (((MuOptionDef *) defs->pdata[i])->id, id))
      return i + 1;
  return 0;
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* Pairs sorted by key; a key known to defs is written by position, and so is
 * a value among the choices of its definition. */
static void
put_pairs (Writer *w, GHashTable *pairs, GPtrArray *defs)
{
  guint n = 0;
  g_autofree gpointer *keys = g_hash_table_get_keys_as_array (pairs, &n);

  qsort (keys, n, sizeof (gpointer), compare_strings);
  put_uint (w, n);
  for (guint i = 0; i < n; i++)
    {
      const char *value = g_hash_table_lookup (pairs, keys[i]);
      guint position = def_position (defs, keys[i]);
      const MuOptionDef *def = position > 0 ? defs->pdata[position - 1] : NULL;

      put_indexed (w, position, keys[i]);
      put_indexed (w, choice_position (def, value), value);
    }
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

static guint
key_position (GPtrArray *keys, const char *key)
{
  guint position = 0;

  return g_ptr_array_find_with_equal_func (keys, key, g_str_equal, &position) ? position + 1 : 0;
}

/* Declared totals: each key by its position among keys, each whole
 * number as itself plus one, anything else as 0 and the text. */
static void
put_declared (Writer *w, MuRoster *roster)
{
  GHashTable *declared = mu_roster_get_declared (roster);
  g_autoptr(GPtrArray) keys = declared_keys (roster, w->list);
  guint n = 0;
  g_autofree gpointer *sorted = g_hash_table_get_keys_as_array (declared, &n);

  qsort (sorted, n, sizeof (gpointer), compare_strings);
  put_uint (w, n);
  for (guint i = 0; i < n; i++)
    {
      const char *value = g_hash_table_lookup (declared, sorted[i]);
      guint64 number = 0;
      g_autofree char *again = NULL;

      put_indexed (w, key_position (keys, sorted[i]), sorted[i]);
      if (g_ascii_string_to_unsigned (value, 10, 0, G_MAXINT32, &number, NULL))
        again = g_strdup_printf ("%" G_GUINT64_FORMAT, number);
      if (again != NULL && g_str_equal (again, value))
        put_uint (w, number + 1);
      else
        put_indexed (w, 0, value);
    }
}

static void
put_unit (Writer *w, MuUnit *unit, guint depth)
{
  guint flags = (unit->name != NULL ? ITEM_NAME : 0)
                | (unit->count != 1 ? ITEM_COUNT : 0)
                | (g_hash_table_size (unit->attrs) > 0 ? ITEM_ATTRS : 0)
                | (unit->upgrades->len > 0 ? ITEM_UPGRADES : 0)
                | (unit->heroes->len > 0 ? ITEM_HEROES : 0)
                | (unit->subunits->len > 0 && depth < MU_SHARE_MAX_DEPTH ? ITEM_SUBUNITS : 0);

  put_uint (w, flags);
  put_unit_id (w, unit->id, ++w->units);
  put_ref (w, unit->entry);
  if (flags & ITEM_NAME)
    put_string (w, unit->name);
  if (flags & ITEM_COUNT)
    put_uint (w, (guint64) unit->count);
  if (flags & ITEM_ATTRS)
    put_pairs (w, unit->attrs, w->ruleset != NULL ? w->ruleset->attributes : NULL);
  if (flags & ITEM_UPGRADES)
    put_refs (w, unit->upgrades);
  if (flags & ITEM_HEROES)
    put_strings (w, unit->heroes);
  if (flags & ITEM_SUBUNITS)
    {
      put_uint (w, unit->subunits->len);
      for (guint i = 0; i < unit->subunits->len; i++)
        put_unit (w, unit->subunits->pdata[i], depth + 1);
    }
}

static void
put_general (Writer *w, MuGeneral *general)
{
  guint flags = (general->name != NULL ? ITEM_NAME : 0)
                | (general->attached != NULL ? ITEM_ATTACHED : 0)
                | (g_hash_table_size (general->attrs) > 0 ? ITEM_ATTRS : 0)
                | (general->upgrades->len > 0 ? ITEM_UPGRADES : 0);

  put_uint (w, flags);
  put_ref (w, general->entry);
  if (flags & ITEM_NAME)
    put_string (w, general->name);
  if (flags & ITEM_ATTACHED)
    put_unit_id (w, general->attached, 0);
  if (flags & ITEM_ATTRS)
    put_pairs (w, general->attrs, w->ruleset != NULL ? w->ruleset->attributes : NULL);
  if (flags & ITEM_UPGRADES)
    put_refs (w, general->upgrades);
}

static char *
numbered_command (guint index)
{
  return g_strdup_printf ("Command %u", index + 1);
}

static void
put_command (Writer *w, MuCommand *command, guint index)
{
  g_autofree char *numbered = numbered_command (index);

  if (command->name == NULL)
    put_uint (w, COMMAND_UNNAMED);
  else if (g_str_equal (command->name, numbered))
    put_uint (w, COMMAND_NUMBERED);
  else
    {
      put_uint (w, COMMAND_NAMED);
      put_string (w, command->name);
    }
  put_uint (w, command->generals->len);
  for (guint i = 0; i < command->generals->len; i++)
    put_general (w, command->generals->pdata[i]);
  put_uint (w, command->units->len);
  for (guint i = 0; i < command->units->len; i++)
    put_unit (w, command->units->pdata[i], 0);
  put_strings (w, command->heroes);
}

static guint
roster_flags (Writer *w, MuRoster *roster)
{
  const char *hash = mu_roster_get_list_hash (roster);
  guint flags = 0;

  if (w->list != NULL)
    flags |= ROSTER_INDEXED;
  if (w->list == NULL || g_strcmp0 (w->list->ruleset_id, mu_roster_get_ruleset_id (roster)) != 0)
    flags |= ROSTER_RULESET;
  if (hash != NULL && w->list != NULL && *hash != '\0'
      && g_str_has_prefix (mu_army_list_get_hash (w->list), hash))
    flags |= ROSTER_HASH_PREFIX;
  else if (hash != NULL)
    flags |= ROSTER_HASH_TEXT;
  if (mu_roster_get_army_name (roster) != NULL)
    flags |= ROSTER_NAME;
  if (mu_roster_get_player (roster) != NULL)
    flags |= ROSTER_PLAYER;
  if (mu_roster_get_points_limit (roster) > 0)
    flags |= ROSTER_LIMIT;
  if (g_hash_table_size (mu_roster_get_declared (roster)) > 0)
    flags |= ROSTER_DECLARED;
  if (w->list == NULL || w->list->revision != mu_roster_get_list_revision (roster))
    flags |= ROSTER_REVISION;
  return flags;
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

static void
put_header (Writer *w, MuRoster *roster, guint flags)
{
  put_uint (w, flags);
  if (flags & ROSTER_INDEXED)
    {
      guint32 prefix = GUINT32_TO_BE (hash_prefix (w->list));
      g_byte_array_append (w->bytes, (const guint8 *) &prefix, 4);
    }
  else
    put_string (w, mu_roster_get_list_id (roster));
  if (flags & ROSTER_REVISION)
    put_uint (w, (guint64) mu_roster_get_list_revision (roster));
  if (flags & ROSTER_RULESET)
    put_string (w, mu_roster_get_ruleset_id (roster));
  if (flags & ROSTER_HASH_PREFIX)
    put_uint (w, strlen (mu_roster_get_list_hash (roster)));
  if (flags & ROSTER_HASH_TEXT)
    put_string (w, mu_roster_get_list_hash (roster));
  if (flags & ROSTER_NAME)
    put_string (w, mu_roster_get_army_name (roster));
  if (flags & ROSTER_PLAYER)
    put_string (w, mu_roster_get_player (roster));
  if (flags & ROSTER_LIMIT)
    put_uint (w, (guint64) mu_roster_get_points_limit (roster));
}

/* Runs data through a raw deflate stream (compress) or inflate stream to
 * its end, in 4 KiB steps; NULL if the stream is damaged or its output would
 * pass limit. */
static GBytes *
run_zlib (z_stream *stream, gboolean compress, const guint8 *data, gsize length, gsize limit)
{
  g_autoptr(GByteArray) out = g_byte_array_new ();
  guint8 buffer[4096];
  int status;

  stream->next_in = (Bytef *) data;
  stream->avail_in = (uInt) length;
  do
    {
      gsize written;

      stream->next_out = buffer;
      stream->avail_out = sizeof buffer;
      status = compress ? deflate (stream, Z_FINISH) : inflate (stream, Z_NO_FLUSH);
      written = sizeof buffer - stream->avail_out;
      if ((status != Z_OK && status != Z_STREAM_END) || out->len + written > limit)
        return NULL;
      g_byte_array_append (out, buffer, (guint) written);
    }
  while (status != Z_STREAM_END);
  return g_byte_array_free_to_bytes (g_steal_pointer (&out));
}

static GBytes *
inflate_body (const guint8 *data, gsize length, gsize limit)
{
  z_stream stream = { 0 };
  GBytes *body;

  if (length > G_MAXUINT32 || inflateInit2 (&stream, -MAX_WBITS) != Z_OK)
    return NULL;
  body = run_zlib (&stream, FALSE, data, length, limit);
  inflateEnd (&stream);
  return body;
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

static char *
to_base32 (const guint8 *data, gsize length)
{
  GString *code = g_string_new (NULL);
  guint buffer = 0, bits = 0, chars = 0;

  for (gsize i = 0; i <= length; i++)
    {
      if (i < length)
        {
          buffer = (buffer << 8) | data[i];
          bits += 8;
        }
      else if (bits > 0)
        {
          buffer <<= 5 - bits;
          bits = 5;
        }
      while (bits >= 5)
        {
          if (chars > 0 && chars % 5 == 0)
            g_string_append_c (code, '-');
          g_string_append_c (code, alphabet[(buffer >> (bits - 5)) & 0x1f]);
          bits -= 5;
          chars++;
        }
    }
  return g_string_free (code, FALSE);
}

static GBytes *
deflate_body (GByteArray *body)
{
  z_stream stream = { 0 };
  GBytes *deflated;

  if (deflateInit2 (&stream, 9, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK)
    return NULL;
  deflated = run_zlib (&stream, TRUE, body->data, body->len, G_MAXUINT32);
  deflateEnd (&stream);
  return deflated;
}

char *
mu_share_code_encode (MuRoster *roster, MuArmyList *list)
{
  g_autoptr(GByteArray) body = g_byte_array_new ();
  g_autoptr(GByteArray) code = g_byte_array_new ();
  g_autoptr(GPtrArray) defs = NULL;
  g_autoptr(GBytes) deflated = NULL;
  GPtrArray *commands;
  g_autoptr(GHashTable) rows = NULL;
  Writer w = { body, list, NULL, NULL, 0 };
  guint8 head = MU_SHARE_VERSION << 4;
  guint check;

  g_return_val_if_fail (MU_IS_ROSTER (roster), NULL);

  if (list != NULL && g_strcmp0 (list->id, mu_roster_get_list_id (roster)) != 0)
    w.list = NULL;
  w.ruleset = w.list != NULL ? w.list->ruleset : NULL;
  w.rows = rows = row_positions (w.list);
  put_header (&w, roster, roster_flags (&w, roster));
  defs = option_defs (w.list, w.ruleset);
  put_pairs (&w, mu_roster_get_options (roster), defs);
  commands = mu_roster_get_commands (roster);
  put_uint (&w, commands->len);
  for (guint i = 0; i < commands->len; i++)
    put_command (&w, commands->pdata[i], i);
  if (g_hash_table_size (mu_roster_get_declared (roster)) > 0)
    put_declared (&w, roster);

  deflated = deflate_body (body);
  if (deflated != NULL && g_bytes_get_size (deflated) < body->len)
    head |= MU_SHARE_DEFLATED;
  g_byte_array_append (code, &head, 1);
  if (head & MU_SHARE_DEFLATED)
    g_byte_array_append (code, g_bytes_get_data (deflated, NULL), (guint) g_bytes_get_size (deflated));
  else
    g_byte_array_append (code, body->data, body->len);
  check = check_bytes (code->data, code->len);
  g_byte_array_append (code, (guint8[]) { check >> 8, check & 0xff }, 2);
  return to_base32 (code->data, code->len);
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
  static const char marks[] = { [PACK_SPACE] = ' ', [PACK_APOSTROPHE] = '\'', [PACK_HYPHEN] = '-',
                                [PACK_STOP] = '.' };
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

  if (r->failed || depth > MU_SHARE_MAX_DEPTH)
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
      char c = g_ascii_toupper (*p);
      const char *at;

      if (c == '-' || g_ascii_isspace (c))
        continue;
      if (c == 'O')
        c = '0';
      else if (c == 'I' || c == 'L')
        c = '1';
      at = c != '\0' ? strchr (alphabet, c) : NULL;
      if (at == NULL)
        return FALSE;
      buffer = ((buffer << 5) | (guint) (at - alphabet)) & 0xfff;
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

gboolean
mu_share_code_is_plausible (const char *text)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();

  /* dashes, or enough letters that it cannot be a short file name */
  if (text == NULL || strlen (text) > MU_SHARE_CODE_MAX_LENGTH
      || (strchr (text, '-') == NULL && strlen (text) < 16))
    return FALSE;
  return from_base32 (text, bytes) && bytes->len >= 4;
}

static gpointer
set_code_error (GError **error, const char *why)
{
  /* TRANSLATORS: %s says what is wrong with the code */
  g_set_error (error, MU_ERROR, MU_ERROR_FORMAT, _("This is not a Muster share code: %s"), why);
  return NULL;
}

/* The body, checked and inflated. */
static GBytes *
unpack (const char *code, GError **error)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  guint check;

  if (strlen (code) > MU_SHARE_CODE_MAX_LENGTH)
    return set_code_error (error, _("it is too long"));
  if (code[strspn (code, "0123456789ABCDEFGHJKMNPQRSTVWXYZabcdefghjkmnpqrstvwxyzOoIiLl- \t\n")] != '\0')
    return set_code_error (error, _("it has letters a code does not use"));
  if (!from_base32 (code, bytes) || bytes->len < 4)
    return set_code_error (error, _("a letter is wrong or missing; check it against the sheet"));
  check = check_bytes (bytes->data, bytes->len - 2);
  if (bytes->data[bytes->len - 2] != check >> 8 || bytes->data[bytes->len - 1] != (check & 0xff))
    return set_code_error (error, _("a letter is wrong or missing; check it against the sheet"));
  if (bytes->data[0] >> 4 != MU_SHARE_VERSION)
    return set_code_error (error, _("it was made by another version of Muster"));
  if ((bytes->data[0] & MU_SHARE_DEFLATED) == 0)
    return g_bytes_new (bytes->data + 1, bytes->len - 3);
  {
    GBytes *body = inflate_body (bytes->data + 1, bytes->len - 3, MU_SHARE_MAX_BODY);
    if (body == NULL)
      set_code_error (error, _("its content is damaged"));
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
                         "file instead"), found->id, list->id);
          return NULL;
        }
      found = list;
    }
  if (found == NULL)
    g_set_error (error, MU_ERROR, MU_ERROR_MISMATCH,
                 _("The share code was made with an army list the library does not have, or with another "
                   "version of one (list hash %08x)"), prefix);
  return found;
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
  guint64 revision = (flags & ROSTER_REVISION) ? get_uint (r) : r->list != NULL ? (guint64) r->list->revision : 0;
  g_autofree char *ruleset_id = NULL;
  g_autoptr(MuRoster) roster = NULL;

  if (list_id == NULL && error != NULL && *error != NULL)
    return NULL;
  if (r->failed || list_id == NULL || revision > G_MAXINT32)
    return set_code_error (error, _("its content is damaged"));
  ruleset_id = (flags & ROSTER_RULESET) ? get_string (r) : g_strdup (r->list != NULL ? r->list->ruleset_id : "");
  roster = mu_roster_new (ruleset_id, list_id);
  mu_roster_set_list_revision (roster, (gint64) revision);
  if ((flags & ROSTER_HASH_PREFIX) && r->list == NULL)
    return set_code_error (error, _("its content is damaged"));
  if (flags & ROSTER_HASH_PREFIX)
    {
      guint64 length = get_uint (r);
      g_autofree char *hash = g_strndup (mu_army_list_get_hash (r->list), (gsize) MIN (length, 64));

      if (length == 0 || length > strlen (mu_army_list_get_hash (r->list)))
        return set_code_error (error, _("its content is damaged"));
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
    return set_code_error (error, _("its content is damaged"));
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

/* Through the roster reader, so that a code is held to every rule a roster
 * file is held to. */
static MuRoster *
reopen (MuRoster *roster, MuLibrary *library, MuArmyList **list, GError **error)
{
  gsize length = 0;
  g_autofree char *xml = mu_roster_to_xml (roster, &length);

  /* TRANSLATORS: stands for the file name in error messages about a share code */
  return mu_library_open_roster_data (library, xml, length, _("share code"), list, error);
}

MuRoster *
mu_share_code_decode (const char *code, MuLibrary *library, MuArmyList **list, GError **error)
{
  g_autoptr(GBytes) body = NULL;
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuRoster) checked = NULL;
  MuArmyList *found = NULL;
  Reader r = { NULL, 0, 0, NULL, NULL, 0, FALSE };
  guint flags = 0;

  g_return_val_if_fail (code != NULL, NULL);
  g_return_val_if_fail (library != NULL, NULL);

  body = unpack (code, error);
  if (body == NULL)
    return NULL;
  r.data = g_bytes_get_data (body, &r.length);
  roster = get_header (&r, library, &flags, error);
  if (roster == NULL)
    return NULL;
  if (!get_body (&r, roster, flags))
    return set_code_error (error, _("its content is damaged"));
  checked = reopen (roster, library, &found, error);
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
        checked = reopen (roster, library, &found, error);
      if (checked == NULL && !r.failed)
        return NULL;
    }
  if (r.failed || r.pos != r.length)
    return set_code_error (error, _("its content is damaged"));
  if (list != NULL)
    *list = found;
  return g_steal_pointer (&checked);
}
