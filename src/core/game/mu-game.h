/* mu-game.h: a game of one army: what has happened to each of its units,
 * generals and camps, the rules that apply each change, the figures they
 * make (victory points lost, demoralisation, medals left), and a log with
 * undo and redo
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-game-command.h"
#include "mu-game-element.h"
#include "mu-game-event.h"
#include "mu-types.h"

G_BEGIN_DECLS

/**
 * MuGameTracks:
 * @MU_GAME_TRACKS_NOTHING: the ruleset has nothing a game tracks
 * @MU_GAME_TRACKS_TTS: To the Strongest!: hits, victory points lost per
 *   command and demoralisation, victory medals, generals, heroes, camps,
 *   ammunition
 * @MU_GAME_TRACKS_FIGURES: For the Pharaoh: figures lost per unit, routs
 * @MU_GAME_TRACKS_BREAK_POINT: Phalanx: vignettes broken against the
 *   army's break point, manpower lost
 * @MU_GAME_TRACKS_UNITS: Meeting of Hosts, Hinds: units lost
 *
 * What a ruleset lets a game track.
 */
typedef enum
{
  MU_GAME_TRACKS_NOTHING,
  MU_GAME_TRACKS_TTS,
  MU_GAME_TRACKS_FIGURES,
  MU_GAME_TRACKS_BREAK_POINT,
  MU_GAME_TRACKS_UNITS,
} MuGameTracks;

typedef struct _MuGame MuGame;

MuGame *mu_game_new (MuEvaluation *evaluation);
MuGame *mu_game_ref (MuGame *self);
void mu_game_unref (MuGame *self);
MuGameTracks mu_game_get_tracks (MuGame *self);
const char *mu_game_get_ruleset (MuGame *self);
const char *mu_game_get_army_name (MuGame *self);
GPtrArray *mu_game_get_elements (MuGame *self);
GPtrArray *mu_game_get_commands (MuGame *self);
MuGameElement *mu_game_lookup (MuGame *self, const char *id);
gboolean mu_game_apply (MuGame *self, const MuGameEvent *event, GError **error);
gboolean mu_game_record (MuGame *self, const MuGameEvent *event, GError **error);
gboolean mu_game_can_undo (MuGame *self);
gboolean mu_game_can_redo (MuGame *self);
gboolean mu_game_undo (MuGame *self, GError **error);
gboolean mu_game_redo (MuGame *self, GError **error);
guint mu_game_get_position (MuGame *self);
GPtrArray *mu_game_get_log (MuGame *self);
char *mu_game_describe_event (MuGame *self, const MuGameEvent *event);
int mu_game_get_turn (MuGame *self);
int mu_game_get_medals (MuGame *self);
int mu_game_get_medals_left (MuGame *self);
gboolean mu_game_is_lost (MuGame *self);
int mu_game_get_reserve (MuGame *self);
int mu_game_get_reserve_left (MuGame *self);
guint mu_game_count_lost (MuGame *self, MuGameElementKind kind);
guint mu_game_count (MuGame *self, MuGameElementKind kind);
int mu_game_get_break_point (MuGame *self);
int mu_game_get_value (MuGame *self);
int mu_game_get_value_lost (MuGame *self);
guint mu_game_count_demoralised (MuGame *self);
GPtrArray *mu_game_summary_lines (MuGame *self, gboolean losses);

gboolean mu_game_set_reading (MuGame *self, const char *id, const char *value, GError **error);
char *mu_game_get_reading (MuGame *self, const char *id);

char *mu_game_path_for_roster (const char *roster_path);
const char *mu_game_get_path (MuGame *self);
void mu_game_set_path (MuGame *self, const char *path);
const char *mu_game_get_roster_hash (MuGame *self);
gboolean mu_game_get_roster_changed (MuGame *self);
char *mu_game_to_xml (MuGame *self, gsize *length);
gboolean mu_game_save (MuGame *self, GError **error);
MuGame *mu_game_load_file (const char *path, MuEvaluation *evaluation, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuGame, mu_game_unref)

G_END_DECLS
