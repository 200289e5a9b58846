/* mu-game-private.h: what the files of MuGame share
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-game.h"

G_BEGIN_DECLS

struct _MuGame
{
  gatomicrefcount ref_count;
  MuGameTracks tracks;
  char *ruleset;
  char *army_name;
  char *path;        /* the game file, or NULL */
  char *roster_file; /* the roster's file name, beside the game file */
  char *roster_hash; /* the roster's hash when the game began */
  gboolean roster_changed;
  GPtrArray *elements; /* MuGameElement */
  GHashTable *by_id;   /* id → MuGameElement, borrowed */
  GPtrArray *commands; /* MuGameCommand */
  GPtrArray *log;      /* MuGameEvent */
  guint position;      /* events of the log applied; those after it undone */
  int turn;
  int medals;        /* the army's victory medals at the start (To the Strongest!) */
  int break_point;   /* Phalanx */
  int reserve;       /* ammunition chits of the army's reserve */
  int reserve_spent; /* chits taken from it */
  gboolean reserve_lost;
  char *reserve_camp;         /* the camp that holds the reserve: the army's first */
  gboolean off_table_counts;  /* off the table counts against the command's VP */
  gboolean demoralised_stays; /* a demoralised command stays so */
};

void mu_game_build (MuGame *self, MuEvaluation *evaluation);
gboolean mu_game_replay (MuGame *self, guint position, GError **error);
gboolean mu_game_rules_apply (MuGame *self, const MuGameEvent *event, GError **error);
void mu_game_update_commands (MuGame *self);
gboolean mu_game_read_file (MuGame *self, const char *path, GError **error);
gboolean mu_game_readings_apply (MuGame *self, const char *id, const char *value, GError **error);

G_END_DECLS
