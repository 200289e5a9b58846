/* mu-cli.h: muster-cli, the command-line face of Muster (no GTK)
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdio.h>

#include "mu-types.h"

G_BEGIN_DECLS

/* Exit statuses */
#define MU_CLI_OK 0         /* every roster legal, every list consistent */
#define MU_CLI_ILLEGAL 1    /* a roster is illegal or a list inconsistent */
#define MU_CLI_UNREADABLE 2 /* a file could not be read or is malformed; bad usage */

typedef struct
{
  MuLibrary *library;
  FILE *out;
  FILE *err;
} MuCli;

int mu_cli_run (int argc, char **argv);
int mu_cli_lists (MuCli *cli, int argc, char **argv);
int mu_cli_show (MuCli *cli, int argc, char **argv);
int mu_cli_validate (MuCli *cli, int argc, char **argv);
int mu_cli_print (MuCli *cli, int argc, char **argv);
int mu_cli_code (MuCli *cli, int argc, char **argv);
int mu_cli_diff (MuCli *cli, int argc, char **argv);
int mu_cli_export (MuCli *cli, int argc, char **argv);
int mu_cli_check_list (MuCli *cli, int argc, char **argv);
guint mu_cli_print_list_problems (MuCli *cli, const char *path, const char *prefix);
int mu_cli_event (MuCli *cli, int argc, char **argv);
int mu_cli_diff_list (MuCli *cli, int argc, char **argv);
int mu_cli_new_list (MuCli *cli, int argc, char **argv);
int mu_cli_import_list (MuCli *cli, int argc, char **argv);
int mu_cli_install_list (MuCli *cli, int argc, char **argv);
int mu_cli_game (MuCli *cli, int argc, char **argv);
MuRoster *mu_cli_open_roster (MuCli *cli, const char *path, MuArmyList **list);
char *mu_cli_text (const char *text);
char *mu_cli_text_block (const char *text, guint indent);
char *mu_cli_evaluation_json (MuEvaluation *evaluation, const char *file);
char *mu_cli_evaluations_json (GPtrArray *evaluations, GPtrArray *files);

G_END_DECLS
