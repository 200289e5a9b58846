/* mu-test.h: shared helpers of the check suites
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <check.h>
#include <glib.h>

#include "mu-types.h"

G_BEGIN_DECLS

/* What a run of muster-cli printed and its exit status. */
typedef struct
{
  char *out;
  char *err;
  int status;
} MuTestRun;

void mu_test_run_clear (MuTestRun *run);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (MuTestRun, mu_test_run_clear)

/* Runs $MUSTER_CLI --lists <lists/> ARGS… in dir (NULL: tests/) with envp
 * (NULL: this process's environment); it must exit, not die. */
void mu_test_run_cli (MuTestRun *run, const char *dir, char **envp, const char * const *args);

/* One file of tests/hostile/MANIFEST: its kind (roster, list or ruleset),
 * its name and the exact message it must be refused with, {} standing for
 * the file's path. */
typedef struct
{
  char *kind;
  char *file;
  char *expected;
} MuTestHostile;

/* The source tree's lists/ folder and a file under tests/ (set by meson). */
const char *mu_test_lists_dir (void);
char *mu_test_path (const char *relative);
MuLibrary *mu_test_library (void);
MuEvaluation *mu_test_evaluate (const char *roster_path);
MuEvaluation *mu_test_evaluate_xml (const char *xml);
const char *mu_test_issue_with_code (MuEvaluation *evaluation, const char *code);
guint mu_test_count_code (MuEvaluation *evaluation, const char *code);
double mu_test_figure (GPtrArray *figures, const char *key);
int mu_test_run (Suite *suite);
GPtrArray *mu_test_hostile_cases (void);
char *mu_test_hostile_message (const MuTestHostile *item, const char *path);
GString *mu_test_fifty_mb_roster (void);

G_END_DECLS
