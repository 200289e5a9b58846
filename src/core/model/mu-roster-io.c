/* mu-roster-io.c: reading and writing .muster roster files
 *
 * The writer is canonical: loading a file it wrote and writing it again gives
 * the same bytes. Saving replaces the file atomically and keeps a backup.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include <glib/gi18n-lib.h>
#include <inttypes.h>
#include <glib/gstdio.h>

#include "mu-string-table.h"
#include "mu-atomic-file.h"
#include "mu-command.h"
#include "mu-contingent.h"
#include "mu-error.h"
#include "mu-general.h"
#include "mu-roster-io-private.h"
#include "mu-roster.h"
#include "mu-unit.h"
#include "mu-xml-private.h"

#define MU_ROSTER_FORMAT 1
#define MU_MAX_ELEMENTS 100000
#define MU_MAX_COUNT 1000000
#define MU_MAX_NESTING 4
/* The book speaks of one allied contingent; a few more are an army of many
 * allies, hundreds only a hostile file. */
#define MU_MAX_ALLIES 16
/* A name is drawn whole on the sheet; one of 100 KB with no spaces took
 * half a minute to lay out. Far more than any army, general or unit needs. */
#define MU_MAX_NAME 200
#define MU_LINES_KEY "mu-roster-io-lines"

/* Reading: the roster is built as libxml2 parses, with no document tree in
 * between. An error stops the building; the parse still runs to the end,
 * so a file that is not well-formed is reported as such first, and nothing
 * half-built is ever returned. */

typedef enum
{
  FRAME_ROOT,
  FRAME_COMMAND,
  FRAME_GENERAL,
  FRAME_UNIT,
  FRAME_NOTES,
  FRAME_CONTINGENT,
} FrameKind;

typedef struct
{
  FrameKind kind;
  gpointer item; /* MuCommand, MuGeneral, MuUnit or MuContingent */
  guint nesting; /* of a unit: 0 in a command, 1 in a unit…; of a contingent: its number */
} Frame;

typedef struct
{
  const char *file;
  MuRoster *roster;
  GHashTable *unit_ids;
  GHashTable *lines; /* what → line, kept on the roster for messages */
  guint elements;
  guint generals;
  guint heroes;
  guint upgrades;
  guint options;
  guint seen;     /* of <army>, <declared> and <notes>, which appear at most once */
  GArray *frames; /* Frame: the elements open around the one parsed */
  GString *notes;
} Loader;

static void
remember_line (Loader *loader, const char *what, guint line)
{
  g_hash_table_replace (loader->lines, g_strdup (what), GUINT_TO_POINTER (line));
}

char *
mu_roster_io_where (MuRoster *roster, const char *file, const char *what)
{
  GHashTable *lines = g_object_get_data (G_OBJECT (roster), MU_LINES_KEY);
  guint line = lines != NULL ? GPOINTER_TO_UINT (g_hash_table_lookup (lines, what)) : 0;

  return line > 0 ? g_strdup_printf ("%s:%u", file, line) : g_strdup (file);
}

static const char * const unit_known[] = { "id", "entry", "name", "count", NULL };
static const char * const general_known[] = { "name", "entry", "attached", NULL };

static void
push (Loader *loader, FrameKind kind, gpointer item, guint nesting)
{
  Frame frame = { kind, item, nesting };

  g_array_append_val (loader->frames, frame);
}

static gboolean
count_element (Loader *loader, const MuXmlElement *element, GError **error)
{
  if (++loader->elements > MU_MAX_ELEMENTS)
    {
      mu_xml_element_set_error (element, error, MU_ERROR_TOO_LARGE,
                                _("the roster has more than %d elements"), MU_MAX_ELEMENTS);
      return FALSE;
    }
  return TRUE;
}

/* Names (of the army, the player, commands, generals, units and heroes)
 * are at most MU_MAX_NAME characters. */
static gboolean
check_name (const MuXmlElement *element, const char *attr, const char *value, GError **error)
{
  glong length;

  if (value == NULL || strlen (value) <= MU_MAX_NAME)
    return TRUE;
  length = g_utf8_strlen (value, -1);
  if (length <= MU_MAX_NAME)
    return TRUE;
  /* TRANSLATORS: %s is an attribute (name, player), %ld a number of characters */
  mu_xml_element_set_error (element, error, MU_ERROR_TOO_LARGE,
                            _("the %s is %ld characters long; Muster takes at most %d"), attr, length,
                               MU_MAX_NAME);
  return FALSE;
}

/* Counts one more hero, upgrade or option; FALSE, with an error, past the
 * most a roster may have of that kind. */
static gboolean
count_kind (Loader *loader, const MuXmlElement *element, GError **error)
{
  if (mu_xml_element_is (element, "hero") && ++loader->heroes > MU_ROSTER_MAX_HEROES)
    /* TRANSLATORS: %d is 5000 */
    mu_xml_element_set_error (element, error, MU_ERROR_TOO_LARGE,
                              _("a roster may have at most %d heroes"), MU_ROSTER_MAX_HEROES);
  else if (mu_xml_element_is (element, "upgrade") && ++loader->upgrades > MU_ROSTER_MAX_UPGRADES)
    /* TRANSLATORS: %d is 50000 */
    mu_xml_element_set_error (element, error, MU_ERROR_TOO_LARGE,
                              _("a roster may have at most %d upgrades"), MU_ROSTER_MAX_UPGRADES);
  else if (mu_xml_element_is (element, "option") && ++loader->options > MU_ROSTER_MAX_OPTIONS)
    /* TRANSLATORS: %d is 200 */
    mu_xml_element_set_error (element, error, MU_ERROR_TOO_LARGE,
                              _("a roster may set at most %d options"), MU_ROSTER_MAX_OPTIONS);
  else
    return TRUE;
  return FALSE;
}

/* <upgrade ref="…"/>, <hero name="…"/>: one string for a list. */
static MuXmlStreamAction
parse_ref (Loader *loader, const MuXmlElement *element, const char *attr, GPtrArray *into, GError **error)
{
  char *value = NULL;

  if (!count_kind (loader, element, error) || !mu_xml_element_prop_required (element, attr, &value, error))
    return MU_XML_STREAM_FAIL;
  if (!check_name (element, attr, value, error))
    {
      g_free (value);
      return MU_XML_STREAM_FAIL;
    }
  g_ptr_array_add (into, value);
  return MU_XML_STREAM_SKIP;
}

static gboolean
check_unit_id (Loader *loader, const MuXmlElement *element, const char *id, GError **error)
{
  if (!mu_xml_element_check_id (element, id, error))
    return FALSE;
  if (g_hash_table_contains (loader->unit_ids, id))
    {
      mu_xml_element_set_error (element, error, MU_ERROR_REFERENCE,
                                _("two units have the id “%s”; every unit needs its own"), id);
      return FALSE;
    }
  return TRUE;
}

static MuXmlStreamAction
parse_unit (Loader *loader, const MuXmlElement *element, GPtrArray *into, guint nesting, GError **error)
{
  g_autoptr(MuUnit) unit = NULL;
  g_autofree char *id = NULL;
  g_autofree char *entry = NULL;

  if (nesting > MU_MAX_NESTING)
    {
      mu_xml_element_set_error (element, error, MU_ERROR_FORMAT,
                                _("units are nested more than %d deep"), MU_MAX_NESTING);
      return MU_XML_STREAM_FAIL;
    }
  if (g_hash_table_size (loader->unit_ids) >= MU_ROSTER_MAX_UNITS)
    {
      /* TRANSLATORS: %d is 5000 */
      mu_xml_element_set_error (element, error, MU_ERROR_TOO_LARGE,
                                _("a roster may have at most %d units"), MU_ROSTER_MAX_UNITS);
      return MU_XML_STREAM_FAIL;
    }
  if (!mu_xml_element_prop_required (element, "id", &id, error) || !check_unit_id (loader, element, id, error)
      || !mu_xml_element_prop_required (element, "entry", &entry, error)
      || !mu_xml_element_check_id (element, entry, error))
    return MU_XML_STREAM_FAIL;
  /* The strings read are the unit's; the table of ids borrows the unit's id,
   * as the units outlive the loader. */
  unit = mu_unit_new (NULL, NULL);
  unit->id = g_steal_pointer (&id);
  unit->entry = g_steal_pointer (&entry);
  unit->line = element->line;
  unit->name = mu_xml_element_prop (element, "name");
  mu_xml_element_add_attrs (element, unit_known, unit->attrs);
  if (!check_name (element, "name", unit->name, error)
      || !mu_xml_element_prop_int (element, "count", 0, MU_MAX_COUNT, 1, &unit->count, error))
    return MU_XML_STREAM_FAIL;
  g_hash_table_add (loader->unit_ids, unit->id);
  push (loader, FRAME_UNIT, unit, nesting);
  g_ptr_array_add (into, g_steal_pointer (&unit));
  return MU_XML_STREAM_DESCEND;
}

static MuXmlStreamAction
parse_unit_child (Loader *loader, const MuXmlElement *element, Frame *frame, GError **error)
{
  MuUnit *unit = frame->item;

  if (mu_xml_element_is (element, "upgrade"))
    return parse_ref (loader, element, "ref", unit->upgrades, error);
  if (mu_xml_element_is (element, "hero"))
    return parse_ref (loader, element, "name", unit->heroes, error);
  if (mu_xml_element_is (element, "unit"))
    return parse_unit (loader, element, unit->subunits, frame->nesting + 1, error);
  return MU_XML_STREAM_FAIL;
}

static MuXmlStreamAction
parse_general (Loader *loader, const MuXmlElement *element, MuCommand *command, GError **error)
{
  g_autofree char *entry = NULL;
  MuGeneral *general;

  if (++loader->generals > MU_ROSTER_MAX_GENERALS)
    {
      /* TRANSLATORS: %d is 1000 */
      mu_xml_element_set_error (element, error, MU_ERROR_TOO_LARGE,
                                _("a roster may have at most %d generals"), MU_ROSTER_MAX_GENERALS);
      return MU_XML_STREAM_FAIL;
    }
  if (!mu_xml_element_prop_required (element, "entry", &entry, error)
      || !mu_xml_element_check_id (element, entry, error))
    return MU_XML_STREAM_FAIL;
  general = mu_general_new (entry);
  general->line = element->line;
  general->name = mu_xml_element_prop (element, "name");
  general->attached = mu_xml_element_prop (element, "attached");
  mu_xml_element_add_attrs (element, general_known, general->attrs);
  g_ptr_array_add (command->generals, general);
  if (!check_name (element, "name", general->name, error))
    return MU_XML_STREAM_FAIL;
  push (loader, FRAME_GENERAL, general, 0);
  return MU_XML_STREAM_DESCEND;
}

static MuXmlStreamAction
parse_command_child (Loader *loader, const MuXmlElement *element, MuCommand *command, GError **error)
{
  if (mu_xml_element_is (element, "general"))
    return parse_general (loader, element, command, error);
  if (mu_xml_element_is (element, "unit"))
    return parse_unit (loader, element, command->units, 0, error);
  if (mu_xml_element_is (element, "hero"))
    return parse_ref (loader, element, "name", command->heroes, error);
  return MU_XML_STREAM_FAIL;
}

static MuXmlStreamAction
parse_command (Loader *loader, const MuXmlElement *element, guint contingent, GError **error)
{
  g_autofree char *name = mu_xml_element_prop (element, "name");
  MuCommand *command;

  if (mu_roster_get_commands (loader->roster)->len >= MU_ROSTER_MAX_COMMANDS)
    {
      /* TRANSLATORS: %d is 200 */
      mu_xml_element_set_error (element, error, MU_ERROR_TOO_LARGE,
                                _("a roster may have at most %d commands"), MU_ROSTER_MAX_COMMANDS);
      return MU_XML_STREAM_FAIL;
    }
  if (!check_name (element, "name", name, error))
    return MU_XML_STREAM_FAIL;
  command = mu_command_new (name);

  command->line = element->line;
  mu_roster_insert_command (loader->roster, contingent, command);
  push (loader, FRAME_COMMAND, command, 0);
  return MU_XML_STREAM_DESCEND;
}

static MuXmlStreamAction
parse_army (Loader *loader, const MuXmlElement *element, GError **error)
{
  gint64 limit;
  g_autofree char *name = mu_xml_element_prop (element, "name");
  g_autofree char *player = mu_xml_element_prop (element, "player");

  if (!mu_xml_element_prop_int (element, "points-limit", 0, 1000000000, 0, &limit, error)
      || !check_name (element, "name", name, error) || !check_name (element, "player", player, error))
    return MU_XML_STREAM_FAIL;
  mu_roster_set_points_limit (loader->roster, limit);
  mu_roster_set_army_name (loader->roster, name);
  mu_roster_set_player (loader->roster, player);
  return MU_XML_STREAM_SKIP;
}

static MuXmlStreamAction
parse_option (Loader *loader, const MuXmlElement *element, guint contingent, GError **error)
{
  GHashTable *options = mu_roster_get_contingent_options (loader->roster, contingent);
  g_autofree char *id = NULL;
  g_autofree char *value = NULL;
  g_autofree char *what = NULL;

  if (!count_kind (loader, element, error) || !mu_xml_element_prop_required (element, "id", &id, error)
      || !mu_xml_element_check_id (element, id, error)
      || !mu_xml_element_prop_required (element, "value", &value, error))
    return MU_XML_STREAM_FAIL;
  if (g_hash_table_contains (options, id))
    {
      mu_xml_element_set_error (element, error, MU_ERROR_REFERENCE, _("option “%s” is set twice"), id);
      return MU_XML_STREAM_FAIL;
    }
  g_hash_table_insert (options, g_strdup (id), g_steal_pointer (&value));
  if (contingent == 0)
    what = g_strconcat ("option:", id, NULL);
  else
    what = g_strdup_printf ("contingent:%u:option:%s", contingent, id);
  remember_line (loader, what, element->line);
  return MU_XML_STREAM_SKIP;
}

static MuXmlStreamAction
parse_declared (Loader *loader, const MuXmlElement *element, GError **error)
{
  GHashTable *declared = mu_roster_get_declared (loader->roster);
  g_autoptr(GHashTable) attrs = mu_xml_element_attrs (element, NULL);
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, attrs);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      double number;
      char *end = NULL;

      number = g_ascii_strtod (value, &end);
      if (end == value || *end != '\0' || number != number || number < 0 || number > 1e9)
        {
          mu_xml_element_set_error (element, error, MU_ERROR_VALUE,
                                    _("declared “%s” must be a number from 0 to 1000000000, not “%s”"),
                                       (char *) key, (char *) value);
          return MU_XML_STREAM_FAIL;
        }
      g_hash_table_insert (declared, g_strdup (key), g_strdup (value));
    }
  return MU_XML_STREAM_SKIP;
}

/* <contingent list="…" list-revision="…" list-hash="…">: an allied
 * contingent, with its options and commands. */
static MuXmlStreamAction
parse_contingent (Loader *loader, const MuXmlElement *element, GError **error)
{
  g_autofree char *list = NULL;
  g_autofree char *what = NULL;
  MuContingent *ally;
  gint64 revision;
  guint number;

  if (mu_roster_get_allies (loader->roster)->len >= MU_MAX_ALLIES)
    {
      mu_xml_element_set_error (element, error, MU_ERROR_TOO_LARGE,
                                _("the roster has more than %d allied contingents"), MU_MAX_ALLIES);
      return MU_XML_STREAM_FAIL;
    }
  if (!mu_xml_element_prop_required (element, "list", &list, error)
      || !mu_xml_element_check_id (element, list, error)
      || !mu_xml_element_prop_int (element, "list-revision", 1, 1000000, 1, &revision, error))
    return MU_XML_STREAM_FAIL;
  number = mu_roster_add_ally (loader->roster, list);
  ally = mu_roster_get_ally (loader->roster, number);
  ally->list_revision = revision;
  ally->list_hash = mu_xml_element_prop (element, "list-hash");
  ally->line = element->line;
  what = g_strdup_printf ("contingent:%u", number);
  remember_line (loader, what, element->line);
  push (loader, FRAME_CONTINGENT, ally, number);
  return MU_XML_STREAM_DESCEND;
}

static MuXmlStreamAction
parse_contingent_child (Loader *loader, const MuXmlElement *element, Frame *frame, GError **error)
{
  if (mu_xml_element_is (element, "option"))
    return parse_option (loader, element, frame->nesting, error);
  if (mu_xml_element_is (element, "command"))
    return parse_command (loader, element, frame->nesting, error);
  return MU_XML_STREAM_FAIL;
}

/* FALSE, with an error, when <army>, <declared> or <notes> (bit) comes a
 * second time. */
static gboolean
first_time (Loader *loader, const MuXmlElement *element, guint bit, GError **error)
{
  if (loader->seen & bit)
    {
      /* TRANSLATORS: %s is an element's name, such as <army> */
      mu_xml_element_set_error (element, error, MU_ERROR_REFERENCE,
                                _("a roster may have only one <%s>"), element->name);
      return FALSE;
    }
  loader->seen |= bit;
  return TRUE;
}

static MuXmlStreamAction
parse_root_child (Loader *loader, const MuXmlElement *element, GError **error)
{
  if ((mu_xml_element_is (element, "army") && !first_time (loader, element, 1, error))
      || (mu_xml_element_is (element, "declared") && !first_time (loader, element, 2, error))
      || (mu_xml_element_is (element, "notes") && !first_time (loader, element, 4, error)))
    return MU_XML_STREAM_FAIL;
  if (mu_xml_element_is (element, "army"))
    return parse_army (loader, element, error);
  if (mu_xml_element_is (element, "option"))
    return parse_option (loader, element, 0, error);
  if (mu_xml_element_is (element, "command"))
    return parse_command (loader, element, 0, error);
  if (mu_xml_element_is (element, "contingent"))
    return parse_contingent (loader, element, error);
  if (mu_xml_element_is (element, "declared"))
    return parse_declared (loader, element, error);
  if (mu_xml_element_is (element, "notes"))
    {
      g_string_truncate (loader->notes, 0);
      push (loader, FRAME_NOTES, NULL, 0);
      return MU_XML_STREAM_TEXT;
    }
  return MU_XML_STREAM_FAIL;
}

static MuXmlStreamAction
parse_root (Loader *loader, const MuXmlElement *element, GError **error)
{
  g_autofree char *ruleset = NULL;
  g_autofree char *list = NULL;
  g_autofree char *hash = NULL;
  gint64 format, revision;

  if (!mu_xml_element_prop_int (element, "format", 1, G_MAXINT, 1, &format, error))
    return MU_XML_STREAM_FAIL;
  if (format > MU_ROSTER_FORMAT)
    {
      mu_xml_element_set_error (element, error, MU_ERROR_MISMATCH,
                                _("the roster is in format %" PRId64 "; this version of Muster "
                                  "reads format %d, so it was written by a newer one"),
                                   format, MU_ROSTER_FORMAT);
      return MU_XML_STREAM_FAIL;
    }
  if (!mu_xml_element_prop_required (element, "ruleset", &ruleset, error)
      || !mu_xml_element_check_id (element, ruleset, error)
      || !mu_xml_element_prop_required (element, "list", &list, error)
      || !mu_xml_element_check_id (element, list, error)
      || !mu_xml_element_prop_int (element, "list-revision", 1, 1000000, 1, &revision, error))
    return MU_XML_STREAM_FAIL;
  loader->roster = mu_roster_new (ruleset, list);
  g_object_set_data_full (G_OBJECT (loader->roster), MU_LINES_KEY, g_hash_table_ref (loader->lines),
                          (GDestroyNotify) g_hash_table_unref);
  remember_line (loader, "roster", element->line);
  mu_roster_set_list_revision (loader->roster, revision);
  hash = mu_xml_element_prop (element, "list-hash");
  mu_roster_set_list_hash (loader->roster, hash);
  push (loader, FRAME_ROOT, NULL, 0);
  return MU_XML_STREAM_DESCEND;
}

static MuXmlStreamAction
loader_start (gpointer data, const MuXmlElement *element, GError **error)
{
  Loader *loader = data;
  Frame *frame;

  if (loader->frames->len == 0)
    return parse_root (loader, element, error);
  if (!count_element (loader, element, error))
    return MU_XML_STREAM_FAIL;
  frame = &g_array_index (loader->frames, Frame, loader->frames->len - 1);
  switch (frame->kind)
    {
    case FRAME_ROOT:
      return parse_root_child (loader, element, error);
    case FRAME_CONTINGENT:
      return parse_contingent_child (loader, element, frame, error);
    case FRAME_COMMAND:
      return parse_command_child (loader, element, frame->item, error);
    case FRAME_UNIT:
      return parse_unit_child (loader, element, frame, error);
    case FRAME_GENERAL:
      if (mu_xml_element_is (element, "upgrade"))
        return parse_ref (loader, element, "ref", ((MuGeneral *) frame->item)->upgrades, error);
      return MU_XML_STREAM_FAIL;
    case FRAME_NOTES:
    default:
      g_assert_not_reached ();
    }
}

static gboolean
check_attached (Loader *loader, GError **error)
{
  GPtrArray *commands = mu_roster_get_commands (loader->roster);

  for (guint i = 0; i < commands->len; i++)
    {
      MuCommand *command = commands->pdata[i];

      for (guint j = 0; j < command->generals->len; j++)
        {
          MuGeneral *general = command->generals->pdata[j];

          if (general->attached != NULL && !g_hash_table_contains (loader->unit_ids, general->attached))
            {
              g_set_error (error, MU_ERROR, MU_ERROR_REFERENCE,
                           _("%s:%u: general “%s” is attached to unit “%s”, which the roster does not have"),
                              loader->file, general->line, general->name ?: "", general->attached);
              return FALSE;
            }
        }
    }
  return TRUE;
}

static gboolean
loader_end (gpointer data, GError **error)
{
  Loader *loader = data;
  Frame frame = g_array_index (loader->frames, Frame, loader->frames->len - 1);

  g_array_set_size (loader->frames, loader->frames->len - 1);
  if (frame.kind == FRAME_NOTES)
    mu_roster_set_notes (loader->roster, loader->notes->str);
  if (frame.kind == FRAME_ROOT)
    return check_attached (loader, error);
  return TRUE;
}

static void
loader_text (gpointer data, const char *text, gsize length)
{
  Loader *loader = data;

  g_string_append_len (loader->notes, text, length);
}

static const MuXmlStream roster_stream = { loader_start, loader_end, loader_text, FALSE };

static MuRoster *
load (const char *data, gsize length, const char *path, const char *display_name, GError **error)
{
  Loader loader = { .file = display_name };
  gboolean ok;

  loader.unit_ids = g_hash_table_new (g_str_hash, g_str_equal);
  loader.lines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  loader.frames = g_array_sized_new (FALSE, FALSE, sizeof (Frame), 8);
  loader.notes = g_string_new (NULL);
  if (path != NULL)
    ok = mu_xml_stream_file (path, "roster", &roster_stream, &loader, error);
  else
    ok = mu_xml_stream_memory (data, length, display_name, "roster", &roster_stream, &loader, error);
  if (!ok)
    g_clear_object (&loader.roster);
  g_hash_table_unref (loader.unit_ids);
  g_hash_table_unref (loader.lines);
  g_array_unref (loader.frames);
  g_string_free (loader.notes, TRUE);
  return loader.roster;
}

/**
 * mu_roster_load_file:
 * @path: a .muster file
 * @error: return location for a #GError, or %NULL
 *
 * Reads a roster file with the hardened reader: the file is refused when too
 * big, not UTF-8, not well-formed, or when it has a DTD, an unknown element, a
 * bad attribute or a duplicate unit id. Whether its rows exist in the army list is
 * checked later, against the list.
 *
 * Returns: (transfer full) (nullable): the roster, or %NULL with @error set
 *   (%MU_ERROR, the message names the file and line)
 */
MuRoster *
mu_roster_load_file (const char *path, GError **error)
{
  return load (NULL, 0, path, path, error);
}

/**
 * mu_roster_load_data:
 * @data: the contents of a roster file
 * @length: the length of @data in bytes
 * @display_name: what messages call the file
 * @error: return location for a #GError, or %NULL
 *
 * Reads a roster from memory, as mu_roster_load_file() reads a file.
 *
 * Returns: (transfer full) (nullable): the roster, or %NULL with @error set
 */
MuRoster *
mu_roster_load_data (const char *data, gsize length, const char *display_name, GError **error)
{
  return load (data, length, NULL, display_name, error);
}

/* Writing */

static xmlNode *
new_child (xmlNode *parent, const char *name)
{
  return xmlNewChild (parent, NULL, (const xmlChar *) name, NULL);
}

static void
set_prop (xmlNode *node, const char *name, const char *value)
{
  if (value != NULL)
    xmlNewProp (node, (const xmlChar *) name, (const xmlChar *) value);
}

static void
write_refs (xmlNode *node, const char *element, const char *attr, GPtrArray *values)
{
  for (guint i = 0; i < values->len; i++)
    set_prop (new_child (node, element), attr, values->pdata[i]);
}

static void
write_unit (xmlNode *parent, MuUnit *unit)
{
  xmlNode *node = new_child (parent, "unit");

  set_prop (node, "id", unit->id);
  set_prop (node, "entry", unit->entry);
  set_prop (node, "name", unit->name);
  if (unit->count != 1)
    {
      g_autofree char *count = g_strdup_printf ("%" G_GINT64_FORMAT, unit->count);
      set_prop (node, "count", count);
    }
  mu_xml_write_attrs (node, unit->attrs);
  write_refs (node, "upgrade", "ref", unit->upgrades);
  write_refs (node, "hero", "name", unit->heroes);
  for (guint i = 0; i < unit->subunits->len; i++)
    write_unit (node, unit->subunits->pdata[i]);
}

static void
write_general (xmlNode *parent, MuGeneral *general)
{
  xmlNode *node = new_child (parent, "general");

  set_prop (node, "name", general->name);
  set_prop (node, "entry", general->entry);
  set_prop (node, "attached", general->attached);
  mu_xml_write_attrs (node, general->attrs);
  write_refs (node, "upgrade", "ref", general->upgrades);
}

static void
write_command (xmlNode *parent, MuCommand *command)
{
  xmlNode *node = new_child (parent, "command");

  set_prop (node, "name", command->name);
  for (guint i = 0; i < command->generals->len; i++)
    write_general (node, command->generals->pdata[i]);
  for (guint i = 0; i < command->units->len; i++)
    write_unit (node, command->units->pdata[i]);
  write_refs (node, "hero", "name", command->heroes);
}

static void
write_header (MuRoster *self, xmlNode *root)
{
  g_autofree char *revision = g_strdup_printf ("%" G_GINT64_FORMAT, mu_roster_get_list_revision (self));
  xmlNode *army;

  set_prop (root, "format", G_STRINGIFY (MU_ROSTER_FORMAT));
  set_prop (root, "ruleset", mu_roster_get_ruleset_id (self));
  set_prop (root, "list", mu_roster_get_list_id (self));
  set_prop (root, "list-revision", revision);
  set_prop (root, "list-hash", mu_roster_get_list_hash (self));
  army = new_child (root, "army");
  set_prop (army, "name", mu_roster_get_army_name (self));
  set_prop (army, "player", mu_roster_get_player (self));
  if (mu_roster_get_points_limit (self) > 0)
    {
      g_autofree char *limit = g_strdup_printf ("%" G_GINT64_FORMAT, mu_roster_get_points_limit (self));
      set_prop (army, "points-limit", limit);
    }
}

static void
write_options (GHashTable *options, xmlNode *root)
{
  g_autofree const char **keys = NULL;
  guint n = 0;

  keys = mu_string_table_sorted_keys (options, &n);
  for (guint i = 0; i < n; i++)
    {
      xmlNode *node = new_child (root, "option");
      set_prop (node, "id", keys[i]);
      set_prop (node, "value", g_hash_table_lookup (options, keys[i]));
    }
}

static void
write_commands (GPtrArray *commands, guint contingent, xmlNode *parent)
{
  for (guint i = 0; i < commands->len; i++)
    if (((MuCommand *) commands->pdata[i])->contingent == contingent)
      write_command (parent, commands->pdata[i]);
}

/* Each allied contingent after the main one's commands; a roster without
 * allies is written as before there were any. */
static void
write_allies (MuRoster *self, xmlNode *root)
{
  GPtrArray *allies = mu_roster_get_allies (self);

  for (guint i = 0; i < allies->len; i++)
    {
      MuContingent *ally = allies->pdata[i];
      g_autofree char *revision = g_strdup_printf ("%" G_GINT64_FORMAT, ally->list_revision);
      xmlNode *node = new_child (root, "contingent");

      set_prop (node, "list", ally->list_id);
      set_prop (node, "list-revision", revision);
      set_prop (node, "list-hash", ally->list_hash);
      write_options (ally->options, node);
      write_commands (mu_roster_get_commands (self), i + 1, node);
    }
}

/**
 * mu_roster_to_xml:
 * @self: a roster
 * @length: (out) (optional): where to put the length of the result in bytes
 *
 * Writes a roster as the XML of a .muster file; mu_roster_load_data() reads it
 * back to an equal roster.
 *
 * Returns: (transfer full): the XML text, NUL-terminated
 */
char *
mu_roster_to_xml (MuRoster *self, gsize *length)
{
  g_autoptr(xmlDoc) doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *root = xmlNewDocNode (doc, NULL, (const xmlChar *) "roster", NULL);
  GPtrArray *commands = mu_roster_get_commands (self);
  GHashTable *declared = mu_roster_get_declared (self);
  xmlChar *buffer = NULL;
  int size = 0;
  char *result;

  xmlDocSetRootElement (doc, root);
  xmlSetNs (root, xmlNewNs (root, (const xmlChar *) MU_XML_NS, NULL));
  write_header (self, root);
  write_options (mu_roster_get_options (self), root);
  write_commands (commands, 0, root);
  write_allies (self, root);
  if (g_hash_table_size (declared) > 0)
    mu_xml_write_attrs (new_child (root, "declared"), declared);
  if (mu_roster_get_notes (self) != NULL)
    xmlNewTextChild (root, NULL, (const xmlChar *) "notes", (const xmlChar *) mu_roster_get_notes (self));

  xmlDocDumpFormatMemoryEnc (doc, &buffer, &size, "UTF-8", 1);
  result = g_strndup ((const char *) buffer, size);
  xmlFree (buffer);
  if (length != NULL)
    *length = (gsize) size;
  return result;
}

/**
 * mu_roster_save_file:
 * @self: a roster
 * @path: the file to write
 * @error: return location for a #GError, or %NULL
 *
 * Saves a roster without ever leaving a half-written file: the new version is
 * written to a temporary file beside the old one and flushed, the old one is kept
 * as “path~”, and only then does a rename put the new one in place. A full disk
 * or a read-only folder fails before the rename, leaving the old file as it was.
 * A symbolic link is followed, so the file it points to is replaced.
 *
 * Returns: %TRUE on success; %FALSE with @error set (%MU_ERROR_IO)
 */
gboolean
mu_roster_save_file (MuRoster *self, const char *path, GError **error)
{
  gsize length = 0;
  g_autofree char *xml = mu_roster_to_xml (self, &length);

  return mu_file_replace_full (path, xml, length, MU_FILE_REPLACE_KEEP_BACKUP, error);
}

/**
 * mu_roster_hash:
 * @self: a roster
 *
 * Hashes the roster's XML, to tell whether two rosters are the same.
 *
 * Returns: (transfer full): the SHA-256 of mu_roster_to_xml(), in hexadecimal
 */
char *
mu_roster_hash (MuRoster *self)
{
  gsize length = 0;
  g_autofree char *xml = mu_roster_to_xml (self, &length);

  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) xml, length);
}
