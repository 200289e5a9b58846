/* mu-command.h: a command (a general and the units he leads) in a roster
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"

G_BEGIN_DECLS

struct _MuCommand
{
  char *name;
  GPtrArray *generals; /* MuGeneral; the rules say how many (TtS: exactly one) */
  GPtrArray *units;    /* MuUnit, in order */
  GPtrArray *heroes;   /* char*: heroes not yet allocated to a unit */
  guint line;
  guint contingent; /* 0: the main contingent; n: the roster's allied contingent n */
};

MuCommand *mu_command_new (const char *name);
MuCommand *mu_command_copy (const MuCommand *command);
void mu_command_free (MuCommand *command);
MuGeneral *mu_command_get_general (const MuCommand *command);
MuUnit *mu_command_find_unit (const MuCommand *command, const char *id);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuCommand, mu_command_free)

G_END_DECLS
