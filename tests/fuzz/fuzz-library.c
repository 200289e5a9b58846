/* fuzz-library.c: library folders of fuzzed files. The input is cut at
 * each line "%%" into a To the Strongest! list, a ruleset and a list of
 * the folder's own, written as a folder beside the real To the Strongest!
 * ruleset (when the input gives none, or to clash with). The folder must
 * load, naming what it could not read, and every list in it is bought from
 * and evaluated against its ruleset, fuzzed or not.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gstdio.h>

#include "mu-army-list.h"
#include "mu-evaluation.h"
#include "mu-fuzz.h"
#include "mu-library.h"
#include "mu-roster.h"

static const char * const places[] = { "tts/fuzz.xml", "rulesets/fuzz.xml", "fuzz/fuzz.xml" };

static char *folder;
static char *real_ruleset;
static gsize real_length;

static void
prepare (void)
{
  g_autofree char *source = g_build_filename (MU_FUZZ_LISTS_DIR, "rulesets", "tts.xml", NULL);

  mu_fuzz_library (); /* the rulesets' modules registered */
  folder = g_dir_make_tmp ("muster-fuzz-library-XXXXXX", NULL);
  if (folder == NULL || !g_file_get_contents (source, &real_ruleset, &real_length, NULL))
    abort ();
  for (guint i = 0; i < G_N_ELEMENTS (places); i++)
    {
      g_autofree char *path = g_build_filename (folder, places[i], NULL);
      g_autofree char *dir = g_path_get_dirname (path);

      if (g_mkdir_with_parents (dir, 0700) != 0)
        abort ();
    }
}

static void
write_part (const char *place, const char *data, gsize length)
{
  g_autofree char *path = g_build_filename (folder, place, NULL);

  if (!g_file_set_contents (path, data, (gssize) length, NULL))
    abort ();
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(MuLibrary) library = NULL;
  g_autoptr(GPtrArray) lists = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *real = NULL;
  const char *text = (const char *) data;
  const char *end = text + size;

  if (folder == NULL)
    prepare ();
  real = g_build_filename (folder, "rulesets", "tts.xml", NULL);
  if (!g_file_set_contents (real, real_ruleset, (gssize) real_length, NULL))
    abort ();
  for (guint i = 0; i < G_N_ELEMENTS (places); i++)
    {
      const char *cut = text < end ? memmem (text, (size_t) (end - text), "\n%%\n", 4) : NULL;
      const char *part_end = cut != NULL ? cut : end;

      write_part (places[i], text, (gsize) (text < end ? part_end - text : 0));
      text = cut != NULL ? cut + 4 : end;
    }
  library = mu_library_new ();
  if (!mu_library_load_dir (library, folder, &error))
    return 0;
  for (guint i = 0; i < library->problems->len; i++)
    g_assert (g_utf8_validate (library->problems->pdata[i], -1, NULL));
  lists = mu_library_load_lists (library, NULL);
  for (guint i = 0; i < lists->len; i++)
    {
      MuArmyList *list = lists->pdata[i];
      g_autoptr(MuRoster) roster = NULL;
      g_autoptr(MuEvaluation) evaluation = NULL;

      if (list->ruleset == NULL)
        continue;
      roster = mu_fuzz_roster_of_list (list);
      evaluation = mu_evaluate (roster, list);
      g_assert (evaluation != NULL);
    }
  return 0;
}
