/* fuzz-output.c: muster-cli's show and validate --json on fuzzed rosters.
 * Whatever the names hold, show prints one verdict line and no control
 * character but the newline, and validate --json prints valid JSON (the
 * file's name holds an escape and a byte that is not UTF-8).
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <json-glib/json-glib.h>
#include <locale.h>
#include <stdlib.h>
#include <stdio.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "mu-cli.h"
#include "mu-fuzz.h"
#include "mu-library.h"

typedef struct
{
  char *text;
  size_t length;
  int status;
} Output;

static void
run (const char * const *argv, int argc, Output *output)
{
  MuCli cli = { mu_fuzz_library (), NULL, NULL };
  char *err = NULL;
  size_t err_length = 0;

  cli.out = open_memstream (&output->text, &output->length);
  cli.err = open_memstream (&err, &err_length);
  g_assert (cli.out != NULL && cli.err != NULL);
  output->status = g_str_equal (argv[0], "show") ? mu_cli_show (&cli, argc, (char **) argv)
                                                 : mu_cli_validate (&cli, argc, (char **) argv);
  fclose (cli.out);
  fclose (cli.err);
  free (err);
}

static void
check_show (const char *text)
{
  guint verdicts = 0;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c != '\n' && (c < 0x20 || c == 0x7f || (c >= 0x80 && c <= 0x9f)))
        g_error ("show printed the control U+%04X", c);
      if ((p == text || p[-1] == '\n') && g_str_has_prefix (p, "Verdict:"))
        verdicts++;
    }
  if (verdicts != 1)
    g_error ("show printed %u verdict lines", verdicts);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static char *path;
  Output show = { 0 }, validate = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  if (path == NULL)
    {
      g_autofree char *dir = g_dir_make_tmp ("muster-fuzz-XXXXXX", NULL);

      g_assert (dir != NULL);
      path = g_build_filename (dir, "fuzz\x1b\xff.muster", NULL);
      setlocale (LC_ALL, "C.UTF-8");
    }
  if (!g_file_set_contents (path, (const char *) data, (gssize) size, NULL))
    abort ();
  run ((const char *[]){ "show", path, NULL }, 2, &show);
  if (show.status < 2)
    {
      g_assert (g_utf8_validate (show.text, (gssize) show.length, NULL));
      check_show (show.text);
    }
  run ((const char *[]){ "validate", "--json", path, NULL }, 3, &validate);
  if (validate.status == 2 && validate.length > 0)
    g_error ("validate --json printed for a file it could not read: %s", validate.text);
  if (validate.status < 2
      && !json_parser_load_from_data (parser, validate.text, (gssize) validate.length, &error))
    g_error ("validate --json printed what is not JSON (%s): %s", error->message, validate.text);
  free (show.text);
  free (validate.text);
  return 0;
}
