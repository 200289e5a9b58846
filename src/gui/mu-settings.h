/* mu-settings.h: the user's defaults kept in GSettings (paper, points limit
 * and options of a new army, per ruleset)
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "mu-types.h"

G_BEGIN_DECLS

const char *mu_settings_get_paper (GSettings *settings);
gint64 mu_settings_get_points_limit (GSettings *settings, MuRuleset *ruleset);
void mu_settings_set_points_limit (GSettings *settings, const char *ruleset_id, int points);
char *mu_settings_dup_option (GSettings *settings, MuRuleset *ruleset, MuOptionDef *def);
void mu_settings_set_option (GSettings *settings, const char *ruleset_id, const char *option_id,
                             const char *value);

G_END_DECLS
