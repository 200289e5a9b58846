/* mu-rulesets.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "mu-ruleset-class.h"
#include "mu-rulesets.h"
#include "tts/mu-tts.h"
#include "phalanx/mu-phalanx.h"
#include "moh/mu-moh.h"
#include "hinds/mu-hinds.h"
#include "pharaoh/mu-pharaoh.h"

/**
 * mu_rulesets_register_all:
 *
 * Registers the module of every ruleset Muster ships (To the Strongest!, Phalanx,
 * Meeting of Hosts, Hinds' Ancient Wargame Rules, For the Pharaoh) with
 * mu_ruleset_class_register(), so that loading lists/rulesets/<id>.xml finds it.
 * Call it once, before loading the library.
 */
void
mu_rulesets_register_all (void)
{
  mu_ruleset_class_register (mu_tts_get_class ());
  mu_ruleset_class_register (mu_phalanx_get_class ());
  mu_ruleset_class_register (mu_moh_get_class ());
  mu_ruleset_class_register (mu_hinds_get_class ());
  mu_ruleset_class_register (mu_pharaoh_get_class ());
}
