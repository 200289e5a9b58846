/* mu-print-operation.h: printing the order-of-battle sheet
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "mu-types.h"

G_BEGIN_DECLS

#define MU_TYPE_PRINT_OPERATION (mu_print_operation_get_type ())

G_DECLARE_FINAL_TYPE (MuPrintOperation, mu_print_operation, MU, PRINT_OPERATION, GtkPrintOperation)

MuPrintOperation *mu_print_operation_new (MuEvaluation *evaluation);
/* Shows the print dialog for the evaluation's sheet, with the page setup and
 * print settings chosen last time; remembers the new ones. */
void mu_print_operation_set_paper (MuPrintOperation *self, const char *paper);
void mu_print_operation_run (GtkWindow *parent, MuEvaluation *evaluation, const char *paper);

G_END_DECLS
