/* mu-cli-game.c: muster-cli game: a game of a roster recorded change by
 * change, undone and redone, and its summary shown
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-cli-game-private.h"
#include "mu-error.h"
#include "mu-evaluation.h"
#include "mu-roster.h"

static void
usage (MuCli *cli)
{
  fprintf (cli->err, "%s",
           _("Usage: muster-cli game show [--json] GAME\n"
             "       muster-cli game print GAME -o FILE.pdf [--paper a4|letter]\n"
             "       muster-cli game record ROSTER KIND [TARGET [UNIT]]\n"
             "       muster-cli game reading ROSTER off-table|demoralisation VALUE\n"
             "       muster-cli game undo|redo ROSTER\n"));
}

/* The roster of a game file is beside it, its name without "-game"; a
 * roster named itself stands for its game. */
static char *
roster_for (const char *file)
{
  if (g_str_has_suffix (file, ".muster-game"))
    return g_strndup (file, strlen (file) - strlen ("-game"));
  return g_strdup (file);
}

/* The game of a roster: read back from its file when there is one, else a
 * new one that will be written there. */
static MuGame *
open_game (MuCli *cli, const char *file, gboolean must_exist)
{
  g_autofree char *roster_path = roster_for (file);
  g_autofree char *path = mu_game_path_for_roster (roster_path);
  g_autoptr(MuRoster) roster = NULL;
  g_autoptr(MuEvaluation) evaluation = NULL;
  g_autoptr(GError) error = NULL;
  MuArmyList *list = NULL;
  MuGame *game;

  roster = mu_cli_open_roster (cli, roster_path, &list);
  if (roster == NULL)
    return NULL;
  evaluation = mu_evaluate (roster, list);
  if (!g_file_test (path, G_FILE_TEST_EXISTS) && !must_exist)
    {
      game = mu_game_new (evaluation);
      mu_game_set_path (game, path);
      return game;
    }
  game = mu_game_load_file (path, evaluation, &error);
  if (game == NULL)
    {
      g_autofree char *message = mu_cli_text (error->message);

      fprintf (cli->err, "%s\n", message);
    }
  return game;
}

static int
record (MuCli *cli, int argc, char **argv)
{
  g_autoptr(MuGame) game = NULL;
  g_autoptr(MuGameEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  MuGameEventKind kind;

  if (argc < 4 || argc > 6 || !mu_game_event_kind_from_string (argv[3], &kind))
    {
      usage (cli);
      return MU_CLI_UNREADABLE;
    }
  game = open_game (cli, argv[2], FALSE);
  if (game == NULL)
    return MU_CLI_UNREADABLE;
  event = mu_game_event_new (kind, argc > 4 ? argv[4] : NULL, argc > 5 ? argv[5] : NULL);
  if (!mu_game_record (game, event, &error))
    {
      g_autofree char *message = mu_cli_text (error->message);

      fprintf (cli->err, "%s\n", message);
      return g_error_matches (error, MU_ERROR, MU_ERROR_VALUE)
                     || g_error_matches (error, MU_ERROR, MU_ERROR_REFERENCE)
                 ? MU_CLI_ILLEGAL
                 : MU_CLI_UNREADABLE;
    }
  {
    g_autofree char *line = mu_game_describe_event (game, event);
    g_autofree char *text = mu_cli_text (line);

    fprintf (cli->out, "%s\n", text);
  }
  return MU_CLI_OK;
}

/* game reading ROSTER ID VALUE: the game played under another reading */
static int
reading (MuCli *cli, int argc, char **argv)
{
  g_autoptr(MuGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (argc != 5)
    {
      usage (cli);
      return MU_CLI_UNREADABLE;
    }
  game = open_game (cli, argv[2], FALSE);
  if (game == NULL)
    return MU_CLI_UNREADABLE;
  if (!mu_game_set_reading (game, argv[3], argv[4], &error)
      || (mu_game_get_position (game) == 0 && !mu_game_save (game, &error)))
    {
      g_autofree char *message = mu_cli_text (error->message);

      fprintf (cli->err, "%s\n", message);
      return g_error_matches (error, MU_ERROR, MU_ERROR_VALUE) ? MU_CLI_ILLEGAL : MU_CLI_UNREADABLE;
    }
  return MU_CLI_OK;
}

static int
step (MuCli *cli, int argc, char **argv, gboolean undo)
{
  g_autoptr(MuGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (argc != 3)
    {
      usage (cli);
      return MU_CLI_UNREADABLE;
    }
  game = open_game (cli, argv[2], TRUE);
  if (game == NULL)
    return MU_CLI_UNREADABLE;
  if (!(undo ? mu_game_can_undo (game) : mu_game_can_redo (game)))
    {
      fprintf (cli->err, "%s\n", undo ? _("Nothing to undo") : _("Nothing to redo"));
      return MU_CLI_ILLEGAL;
    }
  if (!(undo ? mu_game_undo (game, &error) : mu_game_redo (game, &error)))
    {
      g_autofree char *message = mu_cli_text (error->message);

      fprintf (cli->err, "%s\n", message);
      return MU_CLI_UNREADABLE;
    }
  return MU_CLI_OK;
}

/* game print GAME -o FILE.pdf [--paper a4|letter]: the summary on one page */
static gboolean
print_args (int argc, char **argv, const char **file, const char **output, const char **paper)
{
  for (int i = 2; i < argc; i++)
    {
      if (g_str_equal (argv[i], "-o") && i + 1 < argc)
        *output = argv[++i];
      else if (g_str_equal (argv[i], "--paper") && i + 1 < argc)
        *paper = argv[++i];
      else if (*file == NULL && argv[i][0] != '-')
        *file = argv[i];
      else
        return FALSE;
    }
  return *file != NULL && *output != NULL;
}

static int
print (MuCli *cli, int argc, char **argv)
{
  const char *file = NULL, *output = NULL, *paper = NULL;
  g_autoptr(MuGame) game = NULL;
  g_autoptr(GError) error = NULL;
  MuCliWriteGame write;

  if (!print_args (argc, argv, &file, &output, &paper))
    {
      usage (cli);
      return MU_CLI_UNREADABLE;
    }
  game = open_game (cli, file, TRUE);
  if (game == NULL)
    return MU_CLI_UNREADABLE;
  write = mu_cli_load_game_writer (&error);
  if (write == NULL || !write (game, output, paper, &error))
    {
      g_autofree char *message = mu_cli_text (error->message);

      fprintf (cli->err, "%s\n", message);
      return MU_CLI_UNREADABLE;
    }
  return MU_CLI_OK;
}

static int
show (MuCli *cli, int argc, char **argv)
{
  gboolean json = argc == 4 && g_str_equal (argv[2], "--json");
  g_autoptr(MuGame) game = NULL;

  if (argc != 3 && !json)
    {
      usage (cli);
      return MU_CLI_UNREADABLE;
    }
  game = open_game (cli, argv[argc - 1], TRUE);
  if (game == NULL)
    return MU_CLI_UNREADABLE;
  return mu_cli_game_show (cli, game, argv[argc - 1], json);
}

/**
 * mu_cli_game:
 * @cli: the command line's library and streams
 * @argc: the number of arguments, the command's name included
 * @argv: "game", then "show [--json] GAME", "print GAME -o FILE.pdf
 *   [--paper a4|letter]", "reading ROSTER ID VALUE", "record ROSTER KIND [TARGET
 *   [UNIT]]", "undo ROSTER" or "redo ROSTER"
 *
 * muster-cli game: shows the summary of a game (a *.muster-game file, or
 * the roster beside it) or prints it on one page, or records a change in a roster's game (starting
 * it when there is none), or undoes or redoes one, or sets a reading the
 * game is played with. Every change is written
 * to the game file at once.
 *
 * Returns: %MU_CLI_OK on success; %MU_CLI_ILLEGAL for a change the game
 *   refuses, or nothing to undo or redo; %MU_CLI_UNREADABLE on bad usage
 *   or a file that cannot be read or written
 */
int
mu_cli_game (MuCli *cli, int argc, char **argv)
{
  if (argc >= 3 && g_str_equal (argv[1], "show"))
    return show (cli, argc, argv);
  if (argc >= 3 && g_str_equal (argv[1], "print"))
    return print (cli, argc, argv);
  if (argc >= 3 && g_str_equal (argv[1], "reading"))
    return reading (cli, argc, argv);
  if (argc >= 3 && g_str_equal (argv[1], "record"))
    return record (cli, argc, argv);
  if (argc >= 3 && (g_str_equal (argv[1], "undo") || g_str_equal (argv[1], "redo")))
    return step (cli, argc, argv, g_str_equal (argv[1], "undo"));
  usage (cli);
  return MU_CLI_UNREADABLE;
}
