/* mu-render-test.h: helpers of the sheet and share-code suites
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "mu-types.h"

G_BEGIN_DECLS

/* Runs argv; returns its standard output, and its exit status in *status. */
char *mu_render_test_run (const char * const *argv, int *status);
/* pdftotext -layout of page (from 1), or of every page for 0 */
char *mu_render_test_pdf_text (const char *pdf, guint page);
guint mu_render_test_pdf_pages (const char *pdf);
char *mu_render_test_tmp_path (const char *name);
/* A 10-command megagame roster on the Principate Roman list; its fifth
 * command has more units than a page holds. Every unit is named "Cc Uu". */
MuRoster *mu_render_test_megagame (void);
const char *mu_render_test_sample (void);

G_END_DECLS
