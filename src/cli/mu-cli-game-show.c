/* mu-cli-game-show.c: muster-cli game show [--json]: the summary of a game,
 * for players and for organisers collecting results
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-cli-game-private.h"
#include "mu-json-writer.h"

static void
print_text (MuCli *cli, MuGame *game)
{
  g_autoptr(GPtrArray) lines = mu_game_summary_lines (game, FALSE);

  for (guint i = 0; i < lines->len; i++)
    {
      g_autofree char *line = mu_cli_text (lines->pdata[i]);

      fprintf (cli->out, "%s\n", line);
    }
}

static void
json_commands (MuJsonWriter *json, MuGame *game)
{
  GPtrArray *commands = mu_game_get_commands (game);

  mu_json_writer_begin_array (json, "commands");
  for (guint i = 0; i < commands->len; i++)
    {
      MuGameCommand *command = commands->pdata[i];

      mu_json_writer_begin_object (json, NULL);
      mu_json_writer_string (json, "name", command->name);
      mu_json_writer_int (json, "value", command->value);
      mu_json_writer_int (json, "lost", command->lost);
      mu_json_writer_int (json, "demoralised_at", command->threshold);
      mu_json_writer_boolean (json, "demoralised", command->demoralised);
      mu_json_writer_end_object (json);
    }
  mu_json_writer_end_array (json);
}

static void
json_counts (MuJsonWriter *json, MuGame *game)
{
  static const struct
  {
    MuGameElementKind kind;
    const char *all, *lost;
  } kinds[] = {
    { MU_GAME_ELEMENT_UNIT, "units", "units_lost" },
    { MU_GAME_ELEMENT_GENERAL, "generals", "generals_lost" },
    { MU_GAME_ELEMENT_CAMP, "camps", "camps_sacked" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      mu_json_writer_int (json, kinds[i].all, mu_game_count (game, kinds[i].kind));
      mu_json_writer_int (json, kinds[i].lost, mu_game_count_lost (game, kinds[i].kind));
    }
}

static char *
summary_json (MuGame *game, const char *file)
{
  g_autoptr(MuJsonWriter) json = mu_json_writer_new ();
  static const char *tracks[] = { "nothing", "victory-medals", "figures", "break-point", "units" };

  mu_json_writer_begin_object (json, NULL);
  mu_json_writer_string (json, "file", file);
  mu_json_writer_string (json, "army", mu_game_get_army_name (game));
  mu_json_writer_string (json, "ruleset", mu_game_get_ruleset (game));
  mu_json_writer_string (json, "tracks", tracks[mu_game_get_tracks (game)]);
  mu_json_writer_boolean (json, "roster_changed", mu_game_get_roster_changed (game));
  mu_json_writer_int (json, "turn", mu_game_get_turn (game));
  mu_json_writer_int (json, "victory_medals", mu_game_get_medals (game));
  mu_json_writer_int (json, "victory_medals_left", mu_game_get_medals_left (game));
  mu_json_writer_boolean (json, "lost", mu_game_is_lost (game));
  json_counts (json, game);
  mu_json_writer_int (json, "value", mu_game_get_value (game));
  mu_json_writer_int (json, "value_lost", mu_game_get_value_lost (game));
  mu_json_writer_int (json, "break_point", mu_game_get_break_point (game));
  mu_json_writer_int (json, "ammunition_reserve", mu_game_get_reserve (game));
  mu_json_writer_int (json, "ammunition_reserve_left", mu_game_get_reserve_left (game));
  json_commands (json, game);
  mu_json_writer_end_object (json);
  return mu_json_writer_finish (json);
}

/**
 * mu_cli_game_show:
 * @cli: the command line's streams
 * @game: a game
 * @file: the file it was read from, as named on the command line
 * @json: %TRUE for JSON, %FALSE for text
 *
 * Prints the summary of a game: the army, the turn, and what its ruleset
 * tracks (To the Strongest!: victory medals left, each command's victory
 * points lost against its threshold and whether it is demoralised, units,
 * generals and camps lost, the ammunition reserve, and whether the battle
 * is lost), and says when the roster was edited after the game began.
 *
 * Returns: %MU_CLI_OK
 */
int
mu_cli_game_show (MuCli *cli, MuGame *game, const char *file, gboolean json)
{
  if (json)
    {
      g_autofree char *text = summary_json (game, file);

      fprintf (cli->out, "%s\n", text);
    }
  else
    print_text (cli, game);
  return MU_CLI_OK;
}
