/* mu-roster.h: a player's army, as built or as loaded from a .muster file
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "mu-types.h"
#include "mu-unit.h"

G_BEGIN_DECLS

#define MU_TYPE_ROSTER (mu_roster_get_type ())

G_DECLARE_FINAL_TYPE (MuRoster, mu_roster, MU, ROSTER, GObject)

MuRoster *mu_roster_new (const char *ruleset_id, const char *list_id);
MuRoster *mu_roster_copy (MuRoster *self);
void mu_roster_changed (MuRoster *self);

const char *mu_roster_get_ruleset_id (MuRoster *self);
const char *mu_roster_get_list_id (MuRoster *self);
gint64 mu_roster_get_list_revision (MuRoster *self);
void mu_roster_set_list_revision (MuRoster *self, gint64 revision);
const char *mu_roster_get_list_hash (MuRoster *self);
void mu_roster_set_list_hash (MuRoster *self, const char *hash);
const char *mu_roster_get_army_name (MuRoster *self);
void mu_roster_set_army_name (MuRoster *self, const char *name);
const char *mu_roster_get_player (MuRoster *self);
void mu_roster_set_player (MuRoster *self, const char *player);
gint64 mu_roster_get_points_limit (MuRoster *self);
void mu_roster_set_points_limit (MuRoster *self, gint64 limit);
const char *mu_roster_get_notes (MuRoster *self);
void mu_roster_set_notes (MuRoster *self, const char *notes);
GHashTable *mu_roster_get_options (MuRoster *self);
const char *mu_roster_get_option (MuRoster *self, const char *id);
void mu_roster_set_option (MuRoster *self, const char *id, const char *value);
GHashTable *mu_roster_get_declared (MuRoster *self);
GPtrArray *mu_roster_get_commands (MuRoster *self);
gboolean mu_roster_locate_unit (MuRoster *self, const char *id, MuUnitSlot *slot);
MuUnit *mu_roster_find_unit (MuRoster *self, const char *id, int *command_index);
void mu_roster_number_units (MuRoster *self);
char *mu_roster_next_unit_id (MuRoster *self);
guint mu_roster_count_units (MuRoster *self);

/* Allied contingents: 0 is the main one, 1… the allied ones */
GPtrArray *mu_roster_get_allies (MuRoster *self);
guint mu_roster_count_contingents (MuRoster *self);
MuContingent *mu_roster_get_ally (MuRoster *self, guint contingent);
guint mu_roster_add_ally (MuRoster *self, const char *list_id);
void mu_roster_remove_ally (MuRoster *self, guint contingent);
const char *mu_roster_get_contingent_list_id (MuRoster *self, guint contingent);
GHashTable *mu_roster_get_contingent_options (MuRoster *self, guint contingent);
guint mu_roster_get_command_contingent (MuRoster *self, int command);
int mu_roster_insert_command (MuRoster *self, guint contingent, MuCommand *command);

/* mu-roster-io.c */
/* The most commands, units (sub-units included), generals, heroes,
 * upgrades (of units and generals together) and options (of the army and
 * its contingents together) a roster may have: more than any game needs,
 * and within what a share code holds. A roster file over any of them is
 * refused as it is read, so that no kind of element reaches only the
 * file's limit of 100,000 elements. */
#define MU_ROSTER_MAX_COMMANDS 200
#define MU_ROSTER_MAX_UNITS 5000
#define MU_ROSTER_MAX_GENERALS 1000
#define MU_ROSTER_MAX_HEROES 5000
#define MU_ROSTER_MAX_UPGRADES 50000
#define MU_ROSTER_MAX_OPTIONS 200
MuRoster *mu_roster_load_file (const char *path, GError **error);
MuRoster *mu_roster_load_data (const char *data, gsize length, const char *display_name, GError **error);
char *mu_roster_to_xml (MuRoster *self, gsize *length);
gboolean mu_roster_save_file (MuRoster *self, const char *path, GError **error);
char *mu_roster_hash (MuRoster *self);

G_END_DECLS
