/* mu-types.h: forward declarations of the core types
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _MuArmyList MuArmyList;
typedef struct _MuCommand MuCommand;
typedef struct _MuConstraint MuConstraint;
typedef struct _MuContingent MuContingent;
typedef struct _MuEvaluation MuEvaluation;
typedef struct _MuFigure MuFigure;
typedef struct _MuGeneral MuGeneral;
typedef struct _MuIssue MuIssue;
typedef struct _MuLibrary MuLibrary;
typedef struct _MuListEntry MuListEntry;
typedef struct _MuOptionDef MuOptionDef;
typedef struct _MuRoster MuRoster;
typedef struct _MuRuleset MuRuleset;
typedef struct _MuRulesetClass MuRulesetClass;
typedef struct _MuUnit MuUnit;
typedef struct _MuUnitResult MuUnitResult;
typedef struct _MuCommandResult MuCommandResult;

G_END_DECLS
