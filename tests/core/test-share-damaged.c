/* test-share-damaged.c: the short code's reader on damaged bodies
 *
 * A code's group checks stop a slip of the pen; what gets past them is
 * read by the fields of the body (mu-share-schema.c) alone. Each example's
 * short body (format 3), with bits flipped or cut short, is either refused
 * or read as a roster whose own code, read back, gives the same code.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "mu-army-list.h"
#include "mu-library.h"
#include "mu-roster.h"
#include "mu-share-code.h"
#include "mu-share-schema-private.h"
#include "mu-test.h"

#define TRIES 400

static void
damage (const char *file, guint *read)
{
  g_autofree char *name = g_strdup_printf ("examples/%s.muster", file);
  g_autofree char *path = g_build_filename (mu_test_lists_dir (), name, NULL);
  MuArmyList *list = NULL;
  g_autoptr(MuRoster) roster = mu_library_open_roster (mu_test_library (), path, &list, NULL);
  gboolean allied = mu_roster_count_contingents (roster) > 1;
  g_autoptr(GRand) rand = g_rand_new_with_seed (24);
  MuShareBits bits;

  mu_share_bits_init_writer (&bits);
  ck_assert (mu_share_schema_write (&bits, MU_SHARE_SHORT, allied, roster, list));
  for (guint t = 0; t < TRIES; t++)
    {
      g_autofree guint8 *data = g_memdup2 (bits.bytes->data, bits.bytes->len);
      guint length = bits.bytes->len;
      guint flips = (guint) g_rand_int_range (rand, 1, 5);
      g_autoptr(MuRoster) back = NULL;
      MuShareBits reader;

      for (guint f = 0; f < flips; f++)
        data[g_rand_int_range (rand, 0, (gint32) length)] ^= (guint8) (1u << g_rand_int_range (rand, 0, 8));
      if (t % 4 == 0)
        length = (guint) g_rand_int_range (rand, 1, (gint32) length + 1);
      mu_share_bits_init_reader (&reader, data, length);
      back = mu_share_schema_read (&reader, MU_SHARE_SHORT, allied, mu_test_library (), NULL);
      if (back != NULL)
        {
          MuArmyList *own = mu_library_find_list (mu_test_library (), mu_roster_get_list_id (back));
          g_autofree char *code = mu_share_code_encode (back, own);
          g_autoptr(GError) error = NULL;
          g_autoptr(MuRoster) again = mu_share_code_decode (code, mu_test_library (), NULL, &error);
          g_autofree char *code_again = NULL;

          (*read)++;
          /* a roster the list refuses may not reopen; one it takes gives its code again */
          if (again == NULL)
            continue;
          code_again = mu_share_code_encode (again, own);
          ck_assert_str_eq (code_again, code);
        }
    }
  mu_share_bits_clear (&bits);
}

START_TEST (test_damaged_bodies)
{
  static const char * const examples[] = { "tts-sample-oob", "tts-british-roman-allies", "pharaoh-akkadian",
                                           "phalanx-macedonian", "hinds-roman" };
  guint read = 0;

  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    damage (examples[i], &read);
  /* some damage still reads as a roster: the test reaches the reader's every branch */
  ck_assert_uint_gt (read, 0);
  ck_assert_uint_lt (read, G_N_ELEMENTS (examples) * TRIES);
}
END_TEST

int
main (void)
{
  Suite *suite = suite_create ("share-damaged");
  TCase *tc = tcase_create ("damaged");

  tcase_add_test (tc, test_damaged_bodies);
  suite_add_tcase (suite, tc);
  return mu_test_run (suite);
}
