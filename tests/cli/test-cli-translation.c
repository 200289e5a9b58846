/* test-cli-translation.c: the built muster-cli in Italian, with the
 * catalogue meson builds in po/ of the build tree (MUSTER_LOCALE_DIR)
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <sys/wait.h>

#include "mu-test.h"

/* Runs muster-cli COMMAND examples/tts-sample-oob.muster from lists/, as
 * someone whose LANGUAGE is LANGUAGE runs it (NULL: none) */
static void
run_sample (MuTestRun *run, const char *language, const char *command)
{
  g_auto(GStrv) env = g_get_environ ();
  const char *args[] = { command, "examples/tts-sample-oob.muster", NULL };

  env = g_environ_unsetenv (env, "LC_ALL");
  env = g_environ_unsetenv (env, "LC_MESSAGES");
  env = g_environ_setenv (env, "LANG", "C.UTF-8", TRUE);
  env = language != NULL ? g_environ_setenv (env, "LANGUAGE", language, TRUE)
                         : g_environ_unsetenv (env, "LANGUAGE");
  mu_test_run_cli (run, mu_test_lists_dir (), env, args);
}

/* The verdict, the severities, the messages and where they point */
START_TEST (test_validate_italian)
{
  g_auto(MuTestRun) run = { 0 };

  run_sample (&run, "it", "validate");
  ck_assert_str_eq (run.err, "");
  ck_assert_int_eq (run.status, 1);
  ck_assert (g_str_has_prefix (run.out,
                               "examples/tts-sample-oob.muster: Non valido: 2 errori\n"
                               "  errore list.min: Auxiliarii: 2 nell'esercito, la lista ne richiede 3–6. "
                               "Aggiungine 1.\n"
                               "    Esercito · lista Principate Roman\n"));
}
END_TEST

/* Figures from C, an army-list option from the list's XML, and army-list
 * content (unit and troop type names) as printed */
START_TEST (test_show_italian)
{
  g_auto(MuTestRun) run = { 0 };

  run_sample (&run, "it", "show");
  ck_assert_int_eq (run.status, 1);
  ck_assert_ptr_nonnull (strstr (run.out,
                                 "\nGiocatore: The book's sample\n"
                                 "  Data dell'esercito: 100 d.C.\n"
                                 "  Esercito orientale od occidentale: Occidentale\n"
                                 "Punti 133 su 133 · Punti vittoria 34 · Medaglie della vittoria 11 · "
                                 "Riserva di munizioni 4\n"));
  ck_assert_ptr_nonnull (
      strstr (run.out, "\nCommand 2 · 49 punti · Punti vittoria 14 · Demoralizzato a 7\n"));
  ck_assert_ptr_nonnull (strstr (run.out,
                                 "  Symmachiarii · Costo 3 · Tipo Light infantry, bow/sling, inesperta · "
                                 "Salvezza 9+ · Colpi 1 · Munizioni 2 · Punti vittoria 1\n"));
  ck_assert_ptr_nonnull (strstr (run.out, "\nVerdetto: Non valido: 2 errori\n"));
}
END_TEST

/* Without LANGUAGE the same run speaks English: the Italian comes from the
 * catalogue, not from the environment the tests run in */
START_TEST (test_validate_untranslated)
{
  g_auto(MuTestRun) run = { 0 };

  run_sample (&run, NULL, "validate");
  ck_assert_int_eq (run.status, 1);
  ck_assert (g_str_has_prefix (run.out, "examples/tts-sample-oob.muster: Illegal: 2 errors\n"
                                        "  error list.min: Auxiliarii: 2 taken, the list needs 3–6. Add 1.\n"
                                        "    Army · Principate Roman list\n"));
}
END_TEST

static Suite *
suite (void)
{
  Suite *s = suite_create ("cli-translation");
  TCase *tc = tcase_create ("italian");

  tcase_add_test (tc, test_validate_italian);
  tcase_add_test (tc, test_show_italian);
  tcase_add_test (tc, test_validate_untranslated);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  return mu_test_run (suite ());
}
