/* mu-event-private.h: the event module's parts
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-event.h"

G_BEGIN_DECLS

void mu_event_sort_issues (MuEvaluation *evaluation);

G_END_DECLS
