/* mu-render-test.c: helpers of the sheet and share-code suites
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <check.h>
#include <glib/gstdio.h>

#include "mu-command.h"
#include "mu-general.h"
#include "mu-render-test.h"
#include "mu-roster.h"
#include "mu-test.h"
#include "mu-unit.h"

char *
mu_render_test_run (const char * const *argv, int *status)
{
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int wait_status = 0;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                     &out, NULL, &wait_status, &error))
    ck_abort_msg ("could not run %s: %s", argv[0], error->message);
  if (status != NULL)
    *status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
  return out;
}

char *
mu_render_test_pdf_text (const char *pdf, guint page)
{
  g_autofree char *number = g_strdup_printf ("%u", page);
  const char *all[] = { "pdftotext", "-layout", pdf, "-", NULL };
  const char *one[] = { "pdftotext", "-layout", "-f", number, "-l", number, pdf, "-", NULL };
  int status = 0;
  char *text = mu_render_test_run (page == 0 ? all : one, &status);

  ck_assert_int_eq (status, 0);
  return text;
}

guint
mu_render_test_pdf_pages (const char *pdf)
{
  const char *argv[] = { "pdfinfo", pdf, NULL };
  g_autofree char *info = mu_render_test_run (argv, NULL);
  const char *line = strstr (info, "Pages:");

  ck_assert_ptr_nonnull (line);
  return (guint) g_ascii_strtoull (line + strlen ("Pages:") + strspn (line + strlen ("Pages:"), " "), NULL,
                                   10);
}

static char *tmp_dir = NULL;

static void
remove_tmp_dir (void)
{
  g_autoptr(GDir) dir = g_dir_open (tmp_dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (tmp_dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (tmp_dir);
}

/* A file in a folder of its own, removed when the test ends; set
 * MUSTER_KEEP_SHEETS to keep it and look at it. */
char *
mu_render_test_tmp_path (const char *name)
{
  if (tmp_dir == NULL)
    {
      tmp_dir = g_dir_make_tmp ("muster-render-XXXXXX", NULL);
      ck_assert_ptr_nonnull (tmp_dir);
      if (g_getenv ("MUSTER_KEEP_SHEETS") == NULL)
        atexit (remove_tmp_dir);
    }
  return g_build_filename (tmp_dir, name, NULL);
}

const char *
mu_render_test_sample (void)
{
  static char *path = NULL;

  if (path == NULL)
    path = mu_test_path ("../lists/examples/tts-sample-oob.muster");
  return path;
}

static MuUnit *
named_unit (MuRoster *roster, const char *entry, guint command, guint number)
{
  g_autofree char *id = mu_roster_next_unit_id (roster);
  MuUnit *unit = mu_unit_new (id, entry);

  unit->name = g_strdup_printf ("C%u U%u", command, number);
  return unit;
}

static MuCommand *
megagame_command (MuRoster *roster, guint index, guint units)
{
  static const char * const entries[] = { "legionarii", "auxiliarii", "equites-alares", "legionarii" };
  MuCommand *command = mu_command_new (NULL);
  MuGeneral *general = mu_general_new ("generals");

  general->name = g_strdup_printf ("Legate %u", index);
  g_ptr_array_add (general->upgrades, g_strdup ("general-detached"));
  g_ptr_array_add (command->generals, general);
  g_ptr_array_add (mu_roster_get_commands (roster), command);
  for (guint u = 1; u <= units; u++)
    g_ptr_array_add (command->units, named_unit (roster, entries[u % G_N_ELEMENTS (entries)], index, u));
  return command;
}

MuRoster *
mu_render_test_megagame (void)
{
  MuRoster *roster = mu_roster_new ("tts", "principate-roman");

  mu_roster_set_list_revision (roster, 1);
  mu_roster_set_army_name (roster, "Megagame Legions");
  mu_roster_set_player (roster, "Umpire");
  mu_roster_set_option (roster, "date", "100");
  mu_roster_set_option (roster, "region", "western");
  for (guint c = 1; c <= 10; c++)
    megagame_command (roster, c, c == 5 ? 45 : 4 + c % 5);
  return roster;
}
