/* mu-option-def.h: a choice a ruleset or an army list offers (army date, variant,
 * or a reading of an ambiguous rule)
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "mu-types.h"
#include "mu-xml-tree.h"

G_BEGIN_DECLS

typedef enum
{
  MU_OPTION_CHOICE,
  MU_OPTION_YEAR,
  MU_OPTION_INT,
  MU_OPTION_TEXT,
} MuOptionKind;

typedef struct
{
  char *id;
  char *label;
  char *description;
} MuChoice;

struct _MuOptionDef
{
  char *id;
  char *label;
  char *description;
  char *reference;
  MuOptionKind kind;
  GPtrArray *choices; /* MuChoice */
  char *default_value;
  gint64 min;
  gint64 max;
  gboolean interpretation; /* a reading of an ambiguous rule, not an army choice */
  char *applies_to;        /* for a ruleset's unit attributes: "unit", "general" or "both" */
  gint64 share_format;     /* the first share-code format that writes it by place, or 0 */
};

void mu_option_def_free (MuOptionDef *def);
gboolean mu_option_def_accepts (const MuOptionDef *def, const char *value);
const char *mu_option_def_choice_label (const MuOptionDef *def, const char *value);
char *mu_option_def_format (const MuOptionDef *def, const char *value);
char *mu_format_year (gint64 year);
char *mu_format_period (const char *period);
MuOptionDef *mu_option_defs_find (GPtrArray *defs, const char *id);
gboolean mu_option_def_applies_to (const MuOptionDef *def, const char *what);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuOptionDef, mu_option_def_free)

G_END_DECLS
