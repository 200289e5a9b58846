/* test-list-editor-british.c: the sample Ancient British list of To the
 * Strongest! v1.1 typed in through the list editor's fields, row by row
 * from the book's table, as a player would; it then checks clean, and the
 * book's numbers, costs, saves, troop types and footnote rules are those
 * of lists/tts/ancient-british.xml. What the shipped file adds beyond the
 * table (its description, the reading of detached generals and its row,
 * the notes) is all that differs.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "mu-application.h"
#include "mu-constraint.h"
#include "mu-army-list.h"
#include "mu-gui-test.h"
#include "mu-issue.h"
#include "mu-library.h"
#include "mu-list-diff.h"
#include "mu-list-editor.h"
#include "mu-test.h"

static MuApplication *app;

/* One row of the book's table: a number is a range unless it is an idiom */
typedef struct
{
  const char *id;   /* the id the shipped file gives it */
  const char *name; /* unit type, for a row of its own */
  const char *description;
  const char *number;
  const char *save;
  const char *cost;
  const char *markers;
} BookRow;

static void
fill_row (GtkWidget *ed, const char *made_id, const BookRow *row)
{
  g_autofree char *field = NULL;
  const char *id = made_id;

#define FIELD(what) (g_free (field), field = g_strdup_printf ("row:%s:%s", id, what))
  if (!g_str_equal (made_id, row->id))
    {
      mu_gui_test_type_into (ed, FIELD ("id"), row->id);
      id = row->id;
    }
  if (row->description != NULL)
    mu_gui_test_type_into (ed, FIELD ("description"), row->description);
  if (g_str_equal (row->number, "Any") || g_str_equal (row->number, "Half or more"))
    mu_gui_test_choose (ed, FIELD ("idiom"), row->number);
  else
    {
      mu_gui_test_choose (ed, FIELD ("idiom"), "A range (as 1-3)");
      mu_gui_test_type_into (ed, FIELD ("number"), row->number);
    }
  if (row->save != NULL)
    mu_gui_test_type_into (ed, FIELD ("printed-save"), row->save);
  mu_gui_test_type_into (ed, FIELD ("printed-cost"), row->cost);
  if (row->markers != NULL)
    mu_gui_test_type_into (ed, FIELD ("markers"), row->markers);
#undef FIELD
}

/* A new row named as the book's unit type: the editor makes its id from
 * the name; the book's table is then filled in */
static void
add_named (GtkWidget *ed, const char *button, const char *made, const char *name, const BookRow *row)
{
  MuListDraft *draft = mu_list_editor_get_draft (MU_LIST_EDITOR (ed));
  g_autofree char *field = g_strdup_printf ("row:%s:name", made);
  GPtrArray *rows;

  mu_gui_test_click (ed, button);
  mu_gui_test_type_into (ed, field, name);
  rows = mu_list_draft_get_rows (draft);
  fill_row (ed, ((MuDraftRow *) rows->pdata[rows->len - 1])->id, row);
}

/* An upgrade row under its row, as the row's button adds it */
static void
add_upgrade (GtkWidget *ed, const char *parent, const BookRow *row)
{
  MuListDraft *draft = mu_list_editor_get_draft (MU_LIST_EDITOR (ed));
  g_autofree char *button = g_strdup_printf ("row:%s:add-upgrade", parent);
  MuDraftRow *under;
  g_autofree char *made = NULL;

  mu_gui_test_click (ed, button);
  under = mu_list_draft_find_row (draft, parent);
  made = g_strdup (((MuDraftRow *) under->children->pdata[under->children->len - 1])->id);
  fill_row (ed, made, row);
}

static void
enter_british (GtkWidget *ed)
{
  const BookRow generals = { "generals", NULL, "Attached general (foot)", "1-3", "2+", "4", NULL };
  const BookRow mounted
      = { "general-mounted", NULL, "Upgrade from foot to mounted", "Any", NULL, "+1", NULL };
  const BookRow heroic = { "general-heroic", NULL, "Upgrade to heroic", "Half or more", "3+", "+1", NULL };
  const BookRow senior = { "general-senior", NULL, "Upgrade to senior", "0-1", NULL, "+1", NULL };
  const BookRow heroes = { "heroes", NULL, NULL, "4-8", NULL, "1", NULL };
  const BookRow cavalry
      = { "light-cavalry", NULL, "Light cavalry/chariots, javelins", "4-8", "7+", "5", NULL };
  const BookRow cavalry_veteran = {
    "light-cavalry-veteran", NULL, "Upgrade light cavalry/chariots to veteran", "0-2", "6+", "6", "**"
  };
  const BookRow warriors = { "warriors", NULL, "Warriors", "5-10", "7+", "10", NULL };
  const BookRow warriors_veteran
      = { "warriors-veteran", NULL, "Upgrade warriors to veteran", "0-1", "6+", "13", "**" };
  const BookRow fanatics
      = { "warriors-fanatics", NULL, "Upgrade warriors to fanatics", "0-2", "8+", "10", "*" };
  const BookRow mobs = { "mobs", NULL, "Mobs, raw", "0-3", "9+", "4", NULL };
  const BookRow javelins
      = { "skirmishers-javelin", NULL, "Light infantry, javelin", "0-2", "7+", "4", "***" };
  const BookRow bows = { "skirmishers-bow", NULL, "Light infantry, bow/sling", "0-2", "8+", "4", "***" };
  const BookRow camp = { "camp", NULL, "Camp", "1-3", NULL, "1", NULL };
  const BookRow forts
      = { "fortifications", NULL, "Field fortifications, per length", "0-5", NULL, "1", NULL };

  mu_gui_test_type_into (ed, "list:name", "Ancient British");
  mu_gui_test_type_into (ed, "list:period", "55 BC – AD 410");
  mu_gui_test_type_into (ed, "list:source",
                         "To the Strongest! v1.1, sample army list “Ancient British, 55BC to 410AD”");
  mu_gui_test_type_into (ed, "option:date:from", "-55");
  mu_gui_test_type_into (ed, "option:date:to", "410");
  mu_gui_test_type_into (ed, "list:allies", "Principate Romans (printed “Principiate”).");

  add_named (ed, "add:generals", "generals", "Generals", &generals);
  add_upgrade (ed, "generals", &mounted);
  mu_gui_test_choose (ed, "row:general-mounted:upgrade", "Mounted");
  add_upgrade (ed, "generals", &heroic);
  mu_gui_test_choose (ed, "row:general-heroic:upgrade", "Heroic");
  add_upgrade (ed, "generals", &senior);
  mu_gui_test_choose (ed, "row:general-senior:upgrade", "Senior");

  add_named (ed, "add:heroes", "heroes", "Heroes", &heroes);

  add_named (ed, "add:troops", "troops", "Light cavalry or chariots", &cavalry);
  mu_gui_test_choose (ed, "row:light-cavalry:type", "Light cavalry, javelin");
  add_upgrade (ed, "light-cavalry", &cavalry_veteran);
  mu_gui_test_choose (ed, "row:light-cavalry-veteran:quality", "Veteran");

  add_named (ed, "add:troops", "troops", "Warriors", &warriors);
  mu_gui_test_choose (ed, "row:warriors:type", "Warriors");
  add_upgrade (ed, "warriors", &warriors_veteran);
  mu_gui_test_choose (ed, "row:warriors-veteran:quality", "Veteran");
  add_upgrade (ed, "warriors", &fanatics);
  gtk_switch_set_active (GTK_SWITCH (mu_gui_test_wait_named (ed, "row:warriors-fanatics:fanatic")), TRUE);

  add_named (ed, "add:troops", "troops", "Elderly, youths, women", &mobs);
  mu_gui_test_choose (ed, "row:mobs:type", "Mobs");
  mu_gui_test_choose (ed, "row:mobs:quality", "Raw");
  add_named (ed, "add:troops", "troops", "Skirmishers", &javelins);
  mu_gui_test_choose (ed, "row:skirmishers-javelin:type", "Light infantry, javelin");
  add_named (ed, "add:troops", "troops", "Skirmishers", &bows);
  mu_gui_test_choose (ed, "row:skirmishers-bow:type", "Light infantry, bow/sling");
  add_named (ed, "add:camp", "camp", "Camp", &camp);
  add_named (ed, "add:fortifications", "fortifications", "Wagon laager or hill fort", &forts);

  /* footnote *: fanatics only to AD 61; not both veteran and fanatic */
  mu_gui_test_click (ed, "add:footnote");
  mu_gui_test_type_into (ed, "note:0:text",
                         "Fanatics only to AD 61 inclusive; no unit is both veteran and fanatic.");
  mu_gui_test_type_into (ed, "note:0:ref", "Ancient British list, footnote *");
  mu_gui_test_click (ed, "note:0:add-rule");
  mu_gui_test_type_into (ed, "rule:0:0:to", "61");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (mu_gui_test_wait_named (ed, "note:0:kind")),
                              MU_CONSTRAINT_INCOMPATIBLE);
  mu_gui_test_click (ed, "note:0:add-rule");
  mu_gui_test_pick_rows (ed, "rule:0:1:entries", "warriors-veteran warriors-fanatics");
  /* footnote **: cavalry or warriors to veteran, not both */
  mu_gui_test_click (ed, "add:footnote");
  mu_gui_test_type_into (
      ed, "note:1:text",
      "Either one or two chariot or light cavalry units, or one unit of warriors (dismounted nobles), may "
      "be upgraded to veteran: not both.");
  mu_gui_test_type_into (ed, "note:1:ref", "Ancient British list, footnote **");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (mu_gui_test_wait_named (ed, "note:1:kind")),
                              MU_CONSTRAINT_EXCLUSIVE);
  mu_gui_test_click (ed, "note:1:add-rule");
  mu_gui_test_pick_rows (ed, "rule:1:0:group:0", "light-cavalry-veteran");
  mu_gui_test_pick_rows (ed, "rule:1:0:group:1", "warriors-veteran");
  /* footnote ***: two light infantry units at most */
  mu_gui_test_click (ed, "add:footnote");
  mu_gui_test_type_into (ed, "note:2:text", "At most two units of light infantry in all.");
  mu_gui_test_type_into (ed, "note:2:ref", "Ancient British list, footnote ***");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (mu_gui_test_wait_named (ed, "note:2:kind")), MU_CONSTRAINT_CAP);
  mu_gui_test_click (ed, "note:2:add-rule");
  mu_gui_test_type_into (ed, "rule:2:0:max", "2");
  /* the allies row: the Principate list, as the book names its army */
  mu_gui_test_choose (ed, "add:ally-list", "Principate Roman");
  mu_gui_test_click (ed, "add:ally");
  mu_gui_test_type_into (ed, "ally:0:name", "Principate Romans");
}

START_TEST (test_enter_british)
{
  MuLibrary *library = mu_application_get_library (app);
  MuArmyList *shipped = mu_library_find_list (library, "ancient-british");
  g_autoptr(MuListDraft) draft = mu_list_draft_new (shipped->ruleset, "new-list");
  MuListEditor *editor = mu_list_editor_new (app, draft, NULL);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GPtrArray) changes = NULL;
  g_autoptr(MuArmyList) built = NULL;
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();

  gtk_window_present (GTK_WINDOW (editor));
  enter_british (GTK_WIDGET (editor));
  g_printerr ("# entered in %.1f s\n", (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
  ck_assert_str_eq (mu_list_draft_get_field (draft, "id"), "ancient-british");
  problems = mu_list_draft_check (draft);
  g_ptr_array_set_free_func (problems, (GDestroyNotify) mu_issue_free);
  for (guint i = 0; i < problems->len; i++)
    g_printerr ("problem: %s\n", ((MuIssue *) problems->pdata[i])->message);
  ck_assert_uint_eq (problems->len, 0);
  built = mu_list_draft_build (draft, &error);
  g_assert_no_error (error);
  changes = mu_list_diff (shipped, built);
  g_ptr_array_set_free_func (changes, (GDestroyNotify) mu_list_change_free);
  for (guint i = 0; i < changes->len; i++)
    {
      MuListChange *change = changes->pdata[i];
      g_autofree char *text = mu_list_change_describe (change);

      g_printerr ("# %s\n", text);
      /* what the file adds beyond the book's table, and the names the
       * table prints apart from its rows */
      if (g_str_equal (change->part, "list"))
        ck_assert (g_str_equal (change->id, "description") || g_str_equal (change->id, "notes"));
      else if (g_str_equal (change->part, "option"))
        ck_assert_str_eq (change->id, "detached-generals");
      else if (g_str_equal (change->part, "footnote"))
        ck_assert (change->kind == MU_LIST_CHANGE_REMOVED);
      else
        ck_assert (g_str_equal (change->id, "general-detached") || g_strcmp0 (change->field, "note") == 0
                   || g_strcmp0 (change->field, "description") == 0);
    }
  gtk_window_destroy (GTK_WINDOW (editor));
  mu_gui_test_drain ();
}
END_TEST

int
main (void)
{
  Suite *suite = suite_create ("list-editor-british");
  TCase *tcase = tcase_create ("list-editor-british");
  int failed;

  tcase_add_test (tcase, test_enter_british);
  suite_add_tcase (suite, tcase);
  app = mu_gui_test_start ();
  failed = mu_test_run (suite);
  mu_gui_test_finish (app);
  return failed;
}
