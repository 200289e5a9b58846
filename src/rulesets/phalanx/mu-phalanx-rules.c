/* mu-phalanx-rules.c: what every Phalanx army obeys: twelve vignettes, one
 * General's vignette, the Centre and two Wings, the Main Battle Line, links
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-army-list.h"
#include "mu-command.h"
#include "mu-evaluation.h"
#include "mu-list-entry.h"
#include "mu-option-def.h"
#include "mu-phalanx-private.h"
#include "mu-roster.h"
#include "mu-ruleset.h"
#include "mu-unit.h"

#define REF_SIZE N_("Phalanx, Basing and organising your troops (pp.8–9)")
#define REF_COMMAND N_("Phalanx, Command and control (p.12)")
#define REF_CLASSES N_("Phalanx, Army and integrity classes (pp.7–8)")
#define REF_MBL N_("Phalanx, Deployment (p.11)")
#define REF_LINKS N_("Phalanx, Linked vignettes (p.12)")
#define REF_SUPPORT N_("Phalanx, Melee conditional modifiers (p.17)")
#define REF_MANPOWER N_("Phalanx, Basing (p.8) and manpower (p.9)")
#define REF_TABLE N_("Phalanx, What table shall I use (p.23)")
#define REF_POINTS N_("Phalanx, pp.8–9 and Victory (p.20)")

static void
add (MuPhalanxArmy *army, MuSeverity severity, const char *code, const char *reference, MuPhalanxVignette *v,
     const char *message)
{
  mu_evaluation_add_issue (army->evaluation, severity, code, reference, v != NULL ? v->command : -1,
                           v != NULL ? v->unit->id : NULL, "%s", message);
}

static void
check_size_and_general (MuPhalanxArmy *army)
{
  guint n = army->vignettes->len;
  guint generals = 0;
  g_autofree char *message = NULL;

  for (guint i = 0; i < n; i++)
    generals += mu_phalanx_army_get (army, (int) i)->general;
  if (n != 12)
    {
      message = g_strdup_printf (
          n < 12 ? ngettext ("The army has %u vignette; a Phalanx army is exactly 12. Add %u.",
                             "The army has %u vignettes; a Phalanx army is exactly 12. Add %u.", n)
                 : _("The army has %u vignettes; a Phalanx army is exactly 12. Remove %u."), n,
                      n < 12 ? 12 - n : n - 12);
      add (army, MU_SEVERITY_ERROR, "army.size", _(REF_SIZE), NULL, message);
      g_clear_pointer (&message, g_free);
    }
  if (generals == 0)
    add (army, MU_SEVERITY_ERROR, "general.count",
         _(REF_COMMAND), NULL,
            _("No vignette is the General's vignette; exactly one must be. Nominate one."));
  else if (generals > 1)
    {
      message = g_strdup_printf (_("%u vignettes are the General's vignette; exactly one may be. "
                                   "Keep one."),
                                    generals);
      add (army, MU_SEVERITY_ERROR, "general.count", _(REF_COMMAND), NULL, message);
    }
}

static int
position_index (const char *name)
{
  static const char * const positions[] = { "centre", "left wing", "right wing", NULL };
  g_autofree char *folded = name != NULL ? g_utf8_casefold (name, -1) : NULL;

  for (int i = 0; folded != NULL && positions[i] != NULL; i++)
    if (g_str_equal (folded, positions[i]))
      return i;
  return -1;
}

/* Command i: one of the three parts of the army, each once (seen), and
 * no general of its own. */
static void
check_command (MuPhalanxArmy *army, MuCommand *command, guint i, gboolean *seen)
{
  int position = position_index (command->name);
  g_autofree char *name = mu_evaluation_command_name (army->evaluation, (int) i);

  if (position < 0)
    mu_evaluation_add_issue (army->evaluation, MU_SEVERITY_ERROR, "command.position",
                             _(REF_COMMAND), (int) i, NULL,
                                _("“%s” is not a part of a Phalanx army; the army is divided into the "
                               "Centre, the Left wing and the Right wing. Rename it or move its "
                               "vignettes."),
                                   name);
  else if (seen[position])
    mu_evaluation_add_issue (army->evaluation, MU_SEVERITY_ERROR, "command.position",
                             _(REF_COMMAND), (int) i, NULL,
                                _("The army has two commands named “%s”. Merge them."), name);
  else
    seen[position] = TRUE;
  if (command->generals->len > 0)
    mu_evaluation_add_issue (army->evaluation, MU_SEVERITY_ERROR, "general.vignette",
                             _(REF_COMMAND), (int) i, NULL,
                                _("%s has a general of its own; in Phalanx the General is a vignette. "
                               "Remove the general and mark his vignette as the General's."),
                                   name);
}

static void
check_commands (MuPhalanxArmy *army)
{
  GPtrArray *commands = mu_roster_get_commands (army->evaluation->roster);
  gboolean seen[3] = { FALSE, FALSE, FALSE };

  for (guint i = 0; i < commands->len; i++)
    check_command (army, commands->pdata[i], i, seen);
}

static void
check_classes (MuPhalanxArmy *army, MuPhalanxVignette *v)
{
  g_autofree char *message = NULL;

  if (v->army_class != NULL && v->integrity > 0)
    return;
  message = g_strdup_printf (_("%s has no %s; every vignette has an army class (RA or IF) and an "
                               "integrity class (I–V). Choose it."),
                                mu_phalanx_vignette_name (v),
                                v->army_class == NULL ? _("army class") : _("integrity class"));
  add (army, MU_SEVERITY_ERROR, "vignette.class", _(REF_CLASSES), v, message);
}

static void
check_off_line (MuPhalanxArmy *army, MuPhalanxVignette *v)
{
  g_autofree char *message = NULL;
  const char *id = mu_phalanx_troop_id (v);

  if (v->mbl || v->front >= 0 || mu_rule_record_bool (v->troop, "off-line")
      || g_strcmp0 (mu_list_entry_attr (v->result->entry, "off-line"), "true") == 0)
    return;
  if (g_strcmp0 (id, "CAM") == 0)
    {
      message = g_strdup_printf (_("%s (CAM) stands off the Main Battle Line: CAM are “the camel "
                                   "equivalent of LSC” (p.6) but are not among the types that may "
                                   "(LIS, LIN, VLI, LSC, HSC). Agree it with your opponent."),
                                    mu_phalanx_vignette_name (v));
      add (army, MU_SEVERITY_WARNING, "vignette.off-line", _(REF_MBL), v, message);
      return;
    }
  message = g_strdup_printf (_("%s (%s) stands off the Main Battle Line; only LIS, LIN, VLI, LSC "
                               "and HSC may, unless the army list allows it. Put it in the line."),
                                mu_phalanx_vignette_name (v), id);
  add (army, MU_SEVERITY_ERROR, "vignette.off-line", _(REF_MBL), v, message);
}

/* The formations named by ids (one, or several separated by spaces), as
 * the roster's choices label them: “Close” or “Loose”. */
static char *
formation_labels (MuPhalanxArmy *army, const char *ids)
{
  MuOptionDef *def = mu_option_defs_find (army->evaluation->ruleset->attributes, "formation");
  g_auto(GStrv) each = g_strsplit (ids, " ", -1);
  char *text = NULL;

  for (guint i = 0; each[i] != NULL; i++)
    {
      const char *label = def != NULL ? mu_option_def_choice_label (def, each[i]) : NULL;
      g_autofree char *quoted = NULL;
      char *joined;

      if (*each[i] == '\0')
        continue;
      quoted = g_strdup_printf (_("“%s”"), label != NULL ? label : each[i]);
      /* TRANSLATORS: two formations a troop type may take, or more in a row */
      joined = text == NULL ? g_strdup (quoted) : g_strdup_printf (_("%s or %s"), text, quoted);
      g_free (text);
      text = joined;
    }
  return text != NULL ? text : g_strdup_printf (_("“%s”"), ids);
}

static void
check_formation (MuPhalanxArmy *army, MuPhalanxVignette *v)
{
  const char *chosen = mu_unit_attr (v->unit, "formation");
  const char *stated = mu_rule_record_text (v->troop, "formation");
  g_autofree char *message = NULL;

  if (chosen == NULL && stated != NULL && strchr (stated, ' ') == NULL)
    return;
  if (chosen == NULL)
    message = g_strdup_printf (_("%s: the book does not settle the formation of %s, so its manpower "
                                 "is unknown. Choose close, loose or open."),
                                  mu_phalanx_vignette_name (v), mu_phalanx_troop_id (v));
  else if (stated != NULL && !mu_rule_record_lists (v->troop, "formation", chosen))
    {
      g_autofree char *chosen_label = formation_labels (army, chosen);
      g_autofree char *stated_labels = formation_labels (army, stated);

      /* TRANSLATORS: the formations are the roster's choices, quoted: “Close” or “Loose” */
      message = g_strdup_printf (_("%s has formation %s, but the book gives %s formation %s."),
                                    mu_phalanx_vignette_name (v), chosen_label, mu_phalanx_troop_id (v),
                                    stated_labels);
    }
  if (message != NULL)
    add (army, chosen == NULL ? MU_SEVERITY_NOTE : MU_SEVERITY_WARNING, "vignette.formation",
         _(REF_MANPOWER), v, message);
}

static void
check_references (MuPhalanxArmy *army, MuPhalanxVignette *v)
{
  static const char * const attrs[] = { "link-left", "supports" };
  g_autofree char *message = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (attrs); i++)
    {
      const char *target = mu_unit_attr (v->unit, attrs[i]);
      int found = i == 0 ? v->left : v->front;

      if (target == NULL || *target == '\0' || found >= 0)
        continue;
      message = g_strdup_printf (_("%s is linked to “%s”, which is no other vignette of the army. "
                                   "Link it to one of the twelve or remove the link."),
                                    mu_phalanx_vignette_name (v), target);
      add (army, MU_SEVERITY_ERROR, "link.unknown", _(REF_LINKS), v, message);
      g_clear_pointer (&message, g_free);
    }
}

static void
check_in_line (MuPhalanxArmy *army, MuPhalanxVignette *v)
{
  MuPhalanxVignette *left;
  g_autofree char *message = NULL;

  if (v->left < 0)
    return;
  left = mu_phalanx_army_get (army, v->left);
  if (v->mbl && left->mbl && v->front < 0 && left->front < 0)
    return;
  message = g_strdup_printf (_("%s is in-line linked to %s, but an in-line link is a contiguous "
                               "line of vignettes of the Main Battle Line. Put both in the line or "
                               "remove the link."),
                                mu_phalanx_vignette_name (v), mu_phalanx_vignette_name (left));
  add (army, MU_SEVERITY_ERROR, "link.in-line", _(REF_LINKS), v, message);
}

static void
check_support (MuPhalanxArmy *army, int index)
{
  MuPhalanxVignette *v = mu_phalanx_army_get (army, index);
  MuPhalanxVignette *front;
  g_autofree char *message = NULL;

  if (v->front < 0)
    return;
  front = mu_phalanx_army_get (army, v->front);
  if (!mu_rule_record_bool (front->troop, "may-be-supported")
      || !mu_rule_record_bool (v->troop, "may-support"))
    message = g_strdup_printf (_("%s (%s) supports %s (%s); only HIS, HIN and HSC may be supported, "
                                 "and only by LIN and VLI. Remove the support link."),
                                  mu_phalanx_vignette_name (v), mu_phalanx_troop_id (v),
                                  mu_phalanx_vignette_name (front), mu_phalanx_troop_id (front));
  else if (front->front >= 0)
    message = g_strdup_printf (_("%s supports %s, which itself supports another; a support link "
                                 "makes a vignette double depth, no deeper. Remove one link."),
                                  mu_phalanx_vignette_name (v), mu_phalanx_vignette_name (front));
  /* the first supporter in the order of battle keeps its link */
  if (message == NULL && front->supporter != index)
    message = g_strdup_printf (_("%s already has a supporter; a support link makes a vignette "
                                   "double depth, so one vignette supports it. Remove the link "
                                   "of %s."),
                                  mu_phalanx_vignette_name (front), mu_phalanx_vignette_name (v));
  if (message != NULL)
    add (army, MU_SEVERITY_ERROR, "link.support", _(REF_SUPPORT), v, message);
}

static void
check_mixed_links (MuPhalanxArmy *army)
{
  guint n = army->vignettes->len;
  g_autofree guint8 *classes = g_new0 (guint8, n); /* of each link: 1 RA, 2 IF */

  for (guint i = 0; i < n; i++)
    {
      MuPhalanxVignette *v = mu_phalanx_army_get (army, (int) i);

      classes[v->group]
          |= (g_strcmp0 (v->army_class, "RA") == 0 ? 1 : 0) | (g_strcmp0 (v->army_class, "IF") == 0 ? 2 : 0);
    }
  for (guint g = 0; g < n; g++)
    {
      MuPhalanxVignette *first = mu_phalanx_army_get (army, (int) g);
      g_autofree char *message = NULL;

      if (first->group != (int) g || classes[g] != 3)
        continue;
      message = g_strdup_printf (_("The link of %s joins RA and IF vignettes; RA troops cannot be "
                                   "linked to IF troops. Remove the link."),
                                    mu_phalanx_vignette_name (first));
      add (army, MU_SEVERITY_ERROR, "link.mixed", _(REF_LINKS), first, message);
    }
}

static void
check_table (MuPhalanxArmy *army)
{
  const char *table = mu_evaluation_option (army->evaluation, "table");
  MuRuleRecord *advice
      = mu_rule_table_find (army->table, "advice", "scale", mu_evaluation_option (army->evaluation, "scale"),
                            "basing", mu_evaluation_option (army->evaluation, "basing"));
  g_autofree char *message = NULL;

  if (table == NULL || g_str_equal (table, "none") || advice == NULL
      || mu_rule_record_lists (advice, "tables", table))
    return;
  message = g_strdup_printf (_("The rules do not recommend a %s table for this scale and basing; "
                               "they recommend %s."),
                                table, mu_rule_record_text (advice, "tables"));
  add (army, MU_SEVERITY_WARNING, "table.advice", _(REF_TABLE), NULL, message);
}

void
mu_phalanx_check_rules (MuPhalanxArmy *army)
{
  check_size_and_general (army);
  check_commands (army);
  for (guint i = 0; i < army->vignettes->len; i++)
    {
      MuPhalanxVignette *v = mu_phalanx_army_get (army, (int) i);

      if (v->troop == NULL)
        continue;
      check_classes (army, v);
      check_off_line (army, v);
      check_formation (army, v);
      check_references (army, v);
      check_in_line (army, v);
      check_support (army, (int) i);
    }
  check_mixed_links (army);
  check_table (army);
  add (army, MU_SEVERITY_NOTE, "army.no-points",
       _(REF_POINTS), NULL,
          _("Phalanx has no points: armies are matched by their twelve vignettes and their army lists, "
         "which also give the base activation points and the key vignettes."));
}
