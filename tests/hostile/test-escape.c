/* test-escape.c: one escaper for every output format. The same hostile
 * names (a forged line, terminal escapes, a reordering mark, spreadsheet
 * formulas, forum tags, markdown links and headings, HTML, a byte that is
 * not UTF-8) go through mu_escape() in each format, and through the
 * commands that write them: export in its four formats, event check's
 * table, CSV and HTML, and diff.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "mu-escape.h"
#include "mu-test.h"

static const char * const hostile[] = {
  "Warband\nLegal",
  "\x1b[31mred\x1b]8;;http://x\x07",
  "\xc2\x9b"
  "31m\xc2\x9d"
  "0;title\xc2\x9c",
  "\xe2\x80\xae"
  "evil",
  "=HYPERLINK(\"http://x\")",
  "-1+HYPERLINK(\"http://x\")",
  "@SUM(A1)",
  "+1+1",
  "[url=http://x]click[/url] [img]http://x/a.png[/img]",
  "[link](http://x) ![image](http://x/a.png)",
  "# Heading",
  "1. first",
  "<script>alert(1)</script> &amp;",
  "back\\slash \xff bytes",
  NULL,
};

static const MuEscapeFormat formats[]
    = { MU_ESCAPE_TERMINAL, MU_ESCAPE_CSV, MU_ESCAPE_BBCODE, MU_ESCAPE_MARKDOWN, MU_ESCAPE_HTML };

/* Valid UTF-8 with no control character, no line break and no
 * bidirectional control. */
static void
assert_plain_line (const char *text)
{
  ck_assert_msg (g_utf8_validate (text, -1, NULL), "not UTF-8: %s", text);
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      ck_assert_msg (c >= 0x20 && c != 0x7f && (c < 0x80 || c > 0x9f) && c != 0x202e, "U+%04X in “%s”", c,
                     text);
    }
}

/* Whether every occurrence of c in text has a backslash before it. */
static gboolean
all_escaped (const char *text, char c)
{
  for (const char *p = strchr (text, c); p != NULL; p = strchr (p + 1, c))
    if (p == text || p[-1] != '\\')
      return FALSE;
  return TRUE;
}

static void
assert_inert (const char *text, MuEscapeFormat format)
{
  assert_plain_line (text);
  switch (format)
    {
    case MU_ESCAPE_CSV:
      ck_assert_msg (text[0] == '"' && strchr ("=+-@", text[1]) == NULL, "formula: %s", text);
      break;
    case MU_ESCAPE_BBCODE:
      ck_assert_msg (strpbrk (text, "[]") == NULL, "a tag: %s", text);
      break;
    case MU_ESCAPE_MARKDOWN:
      ck_assert_msg (all_escaped (text, '[') && all_escaped (text, ']') && all_escaped (text, '<')
                         && all_escaped (text, '#'),
                     "markup: %s", text);
      break;
    case MU_ESCAPE_HTML:
      ck_assert_msg (strpbrk (text, "<>\"'") == NULL, "markup: %s", text);
      break;
    case MU_ESCAPE_TERMINAL:
    default:
      break;
    }
}

/* Every hostile name in every format stays one inert line. */
START_TEST (test_every_format_inert)
{
  for (guint f = 0; f < G_N_ELEMENTS (formats); f++)
    for (guint i = 0; hostile[i] != NULL; i++)
      {
        g_autofree char *text = mu_escape (hostile[i], formats[f]);

        assert_inert (text, formats[f]);
      }
}
END_TEST

/* The exact forms. */
START_TEST (test_exact_forms)
{
  static const struct
  {
    MuEscapeFormat format;
    const char *in;
    const char *out;
  } cases[] = {
    { MU_ESCAPE_TERMINAL, "Warband\nLegal", "Warband\\nLegal" },
    { MU_ESCAPE_TERMINAL, "\x1b[31m\xc2\x9b\xe2\x80\xae", "\\x1b[31m\\u009b\\u202e" },
    { MU_ESCAPE_TERMINAL, "back\\slash \xff", "back\\\\slash \\xff" },
    { MU_ESCAPE_CSV, "-1+HYPERLINK(\"x\")", "\"'-1+HYPERLINK(\"\"x\"\")\"" },
    { MU_ESCAPE_CSV, "=1+1", "\"'=1+1\"" },
    { MU_ESCAPE_CSV, "@SUM(A1)", "\"'@SUM(A1)\"" },
    { MU_ESCAPE_CSV, "-12.5", "\"-12.5\"" },
    { MU_ESCAPE_CSV, "a,b\nc", "\"a,b\\nc\"" },
    { MU_ESCAPE_CSV, NULL, "\"\"" },
    { MU_ESCAPE_BBCODE, "[url=http://x]a[/url]", "［url=http://x］a［/url］" },
    { MU_ESCAPE_MARKDOWN, "[link](http://x) ![i](y)", "\\[link\\](http://x) !\\[i\\](y)" },
    { MU_ESCAPE_MARKDOWN, "# H", "\\# H" },
    { MU_ESCAPE_MARKDOWN, "- item", "\\- item" },
    { MU_ESCAPE_MARKDOWN, "1. first", "1\\. first" },
    { MU_ESCAPE_MARKDOWN, "1.5 points, A-B", "1.5 points, A-B" },
    { MU_ESCAPE_MARKDOWN, "*b* _i_ `c` <b> a\\b", "\\*b\\* \\_i\\_ \\`c\\` \\<b\\> a\\\\\\\\b" },
    { MU_ESCAPE_HTML, "<b>&\"'\n\xff", "&lt;b&gt;&amp;&quot;&#39;\\n\\xff" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = mu_escape (cases[i].in, cases[i].format);

      ck_assert_str_eq (text, cases[i].out);
    }
}
END_TEST

/* Lines stay lines, each escaped: a cell of CSV, <br> in HTML. */
START_TEST (test_lines)
{
  const char *lines[] = { "=first", "second\nthird", NULL };
  g_autoptr(GString) csv = g_string_new (NULL);
  g_autoptr(GString) html = g_string_new (NULL);
  g_autoptr(GString) markdown = g_string_new (NULL);

  mu_escape_append_lines (csv, lines, MU_ESCAPE_CSV);
  mu_escape_append_lines (html, lines, MU_ESCAPE_HTML);
  mu_escape_append_lines (markdown, (const char *[]){ "a", "# b", NULL }, MU_ESCAPE_MARKDOWN);
  ck_assert_str_eq (csv->str, "\"'=first\nsecond\\nthird\"");
  ck_assert_str_eq (html->str, "=first<br>\nsecond\\nthird");
  ck_assert_str_eq (markdown->str, "a\n\\# b");
}
END_TEST

/* The sample army with hostile names, in a folder of its own. */
static char *
hostile_sample (const char *dir, const char *file, const char *army, const char *general)
{
  g_autofree char *sample = mu_test_path ("../lists/examples/tts-sample-oob.muster");
  g_autofree char *xml = NULL;
  g_autoptr(GString) text = NULL;
  char *path = g_build_filename (dir, file, NULL);

  ck_assert (g_file_get_contents (sample, &xml, NULL, NULL));
  text = g_string_new (xml);
  ck_assert_uint_eq (g_string_replace (text, "Roman Army of the North", army, 1), 1);
  ck_assert_uint_eq (g_string_replace (text, "Marcus Flavius Aquila", general, 1), 1);
  ck_assert (g_file_set_contents (path, text->str, -1, NULL));
  return path;
}

static guint
count_lines (const char *text, const char *line)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    n += g_str_equal (lines[i], line);
  return n;
}

/* Every line of the output is inert in its format. */
static void
assert_output_inert (const char *out, MuEscapeFormat format)
{
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    assert_plain_line (lines[i]);
  if (format == MU_ESCAPE_MARKDOWN)
    ck_assert (all_escaped (out, '[') && all_escaped (out, ']') && all_escaped (out, '<'));
  if (format == MU_ESCAPE_BBCODE)
    ck_assert_ptr_null (strstr (out, "[url"));
}

#define FORGED_ARMY "=HYPERLINK(&quot;http://x&quot;)&#10;Legal"
#define FORGED_GENERAL "[url=http://x]a[/url] [l](http://x) &#x9d;8;;x&#x9c;&#x9b;2J&#x202e;"

/* export in each format: the name forges no "Legal" line, no formula, no
 * tag, no link, no escape sequence. */
START_TEST (test_export_every_format)
{
  static const struct
  {
    const char *name;
    MuEscapeFormat escape;
    const char *army;
    const char *general;
  } cases[] = {
    { "text", MU_ESCAPE_TERMINAL, "=HYPERLINK(\"http://x\")\\nLegal\nPrincipate",
      "  General [url=http://x]a[/url] [l](http://x) \\u009d8;;x\\u009c\\u009b2J\\u202e: " },
    { "csv", MU_ESCAPE_CSV, "\"'=HYPERLINK(\"\"http://x\"\")\\nLegal\"",
      ",\"General [url=http://x]a[/url] [l](http://x) \\u009d8;;x\\u009c\\u009b2J\\u202e\"," },
    { "bbcode", MU_ESCAPE_BBCODE, "[b]=HYPERLINK(\"http://x\")\\nLegal[/b]",
      "[*]General ［url=http://x］a［/url］ ［l］(http://x) \\u009d8;;x\\u009c\\u009b2J\\u202e: " },
    { "markdown", MU_ESCAPE_MARKDOWN, "# \\=HYPERLINK(\"http://x\")\\\\nLegal\n",
      "- General \\[url=http://x\\]a\\[/url\\] \\[l\\](http://x) "
      "\\\\u009d8;;x\\\\u009c\\\\u009b2J\\\\u202e: " },
  };
  g_autofree char *dir = g_dir_make_tmp ("muster-escape-XXXXXX", NULL);
  g_autofree char *path = hostile_sample (dir, "forged.muster", FORGED_ARMY, FORGED_GENERAL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(MuTestRun) run = { 0 };

      mu_test_run_cli (&run, NULL, NULL, (const char *[]){ "export", "--format", cases[i].name, path, NULL });
      ck_assert_int_eq (run.status, 0);
      assert_output_inert (run.out, cases[i].escape);
      ck_assert_uint_eq (count_lines (run.out, "Legal"), 0);
      ck_assert_msg (strstr (run.out, cases[i].army) != NULL, "%s: no %s in\n%s", cases[i].name,
                     cases[i].army, run.out);
      ck_assert_msg (strstr (run.out, cases[i].general) != NULL, "%s: no %s in\n%s", cases[i].name,
                     cases[i].general, run.out);
    }
  g_unlink (path);
  g_rmdir (dir);
}
END_TEST

static char *
copy_pack (const char *dir, const char *name)
{
  g_autofree char *pack = mu_test_path ("fixtures/event/spring-muster.muster-event");
  g_autofree char *xml = NULL;
  g_autoptr(GString) text = NULL;
  char *path = g_build_filename (dir, "pack.muster-event", NULL);

  ck_assert (g_file_get_contents (pack, &xml, NULL, NULL));
  text = g_string_new (xml);
  ck_assert_uint_eq (g_string_replace (text, "name=\"Spring Muster 2027\"", name, 1), 1);
  ck_assert (g_file_set_contents (path, text->str, -1, NULL));
  return path;
}

#define FORGED_PLAYER "player=\"-1+HYPERLINK(&quot;http://x&quot;)&#10;Legal\""

/* event check: a file name, a player's name or a pack's name forges no row,
 * no summary and no formula; the HTML page is the UTF-8 it declares. */
START_TEST (test_event_check)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-escape-XXXXXX", NULL);
  g_autofree char *pack = copy_pack (dir, "name=\"Spring&#10;5 rosters, 5 legal\"");
  g_autofree char *roster = hostile_sample (dir, "x\nLegal \xff.muster", "Army", "General");
  g_autofree char *html = g_build_filename (dir, "page.html", NULL);
  g_autofree char *spreadsheet = g_build_filename (dir, "results.csv", NULL);
  g_autofree char *written = NULL;
  g_autofree char *page = NULL;
  g_autofree char *xml = NULL;
  g_autoptr(GString) text = NULL;
  g_auto(MuTestRun) table = { 0 };
  g_auto(MuTestRun) csv = { 0 };

  ck_assert (g_file_get_contents (roster, &xml, NULL, NULL));
  text = g_string_new (xml);
  ck_assert_uint_eq (g_string_replace (text, "player=\"The book's sample\"", FORGED_PLAYER, 1), 1);
  ck_assert (g_file_set_contents (roster, text->str, -1, NULL));
  mu_test_run_cli (&table, NULL, NULL,
                   (const char *[]){ "event", "check", pack, roster, "--html", html, NULL });
  ck_assert_int_eq (table.status, 1);
  assert_output_inert (table.out, MU_ESCAPE_TERMINAL);
  ck_assert_msg (g_str_has_prefix (table.out, "Spring\\n5 rosters, 5 legal, "), "%s", table.out);
  ck_assert_ptr_nonnull (strstr (table.out, "\n1 roster, 0 legal\n"));
  ck_assert_ptr_nonnull (strstr (table.out, "\n-1+HYPERLINK(\"http://x\")\\nLegal  "));
  ck_assert_ptr_nonnull (strstr (table.out, "x\\nLegal \\xff.muster\n"));
  ck_assert_uint_eq (count_lines (table.out, "Legal"), 0);

  mu_test_run_cli (&csv, NULL, NULL,
                   (const char *[]){ "event", "check", pack, roster, "--csv", spreadsheet, NULL });
  ck_assert (g_file_get_contents (spreadsheet, &written, NULL, NULL));
  assert_output_inert (g_strdelimit (written, "\r", ' '), MU_ESCAPE_TERMINAL);
  ck_assert_ptr_nonnull (strstr (written, "\n\"'-1+HYPERLINK(\"\"http://x\"\")\\nLegal\",\"Army\","));
  g_unlink (spreadsheet);

  ck_assert (g_file_get_contents (html, &page, NULL, NULL));
  ck_assert (g_utf8_validate (page, -1, NULL));
  ck_assert_ptr_nonnull (strstr (page, "x\\nLegal \\xff.muster"));
  g_unlink (html);
  g_unlink (roster);
  g_unlink (pack);
  g_rmdir (dir);
}
END_TEST

/* diff: a command's name cannot print "The two armies are the same." on a
 * line of its own while the armies differ. */
START_TEST (test_diff)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-escape-XXXXXX", NULL);
  g_autofree char *a = hostile_sample (dir, "a.muster", "Army", "General");
  g_autofree char *b = hostile_sample (dir, "b.muster", "Army", "General");
  g_autofree char *xml = NULL;
  g_autoptr(GString) text = NULL;
  g_auto(MuTestRun) run = { 0 };

  ck_assert (g_file_get_contents (b, &xml, NULL, NULL));
  text = g_string_new (xml);
  ck_assert_uint_eq (
      g_string_replace (text, "name=\"Command 1\"", "name=\"Command 1&#10;The two armies are the same.\"", 1),
      1);
  ck_assert_uint_eq (g_string_replace (text, "<upgrade ref=\"legionarii-veteran\"/>", "", 1), 1);
  ck_assert (g_file_set_contents (b, text->str, -1, NULL));
  mu_test_run_cli (&run, NULL, NULL, (const char *[]){ "diff", a, b, NULL });
  ck_assert_int_eq (run.status, 1);
  assert_output_inert (run.out, MU_ESCAPE_TERMINAL);
  ck_assert_uint_eq (count_lines (run.out, "The two armies are the same."), 0);
  ck_assert_ptr_nonnull (strstr (run.out, "Command 1\\nThe two armies are the same.: "));
  g_unlink (a);
  g_unlink (b);
  g_rmdir (dir);
}
END_TEST

/* diff-list: a list's name cannot print "… mean the same" on a line of
 * its own while the lists differ. */
START_TEST (test_diff_list)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-escape-XXXXXX", NULL);
  g_autofree char *old_path = mu_test_path ("../lists/tts/ancient-british.xml");
  g_autofree char *new_path = g_build_filename (dir, "b.xml", NULL);
  g_autofree char *xml = NULL;
  g_autoptr(GString) text = NULL;
  g_auto(MuTestRun) run = { 0 };

  ck_assert (g_file_get_contents (old_path, &xml, NULL, NULL));
  text = g_string_new (xml);
  ck_assert_uint_eq (g_string_replace (text, "name=\"Ancient British\"",
                                       "name=\"Ancient British&#10;a.xml and b.xml mean the same\"", 1),
                     1);
  ck_assert (g_file_set_contents (new_path, text->str, -1, NULL));
  mu_test_run_cli (&run, NULL, NULL, (const char *[]){ "diff-list", old_path, new_path, NULL });
  ck_assert_int_eq (run.status, 1);
  assert_output_inert (run.out, MU_ESCAPE_TERMINAL);
  ck_assert_uint_eq (count_lines (run.out, "a.xml and b.xml mean the same"), 0);
  ck_assert_ptr_nonnull (strstr (
      run.out, "~ list name now Ancient British\\na.xml and b.xml mean the same, was Ancient British\n"));
  g_unlink (new_path);
  g_rmdir (dir);
}
END_TEST

static Suite *
escape_suite (void)
{
  Suite *suite = suite_create ("escape");
  TCase *core = tcase_create ("core");
  TCase *cli = tcase_create ("cli");

  tcase_add_test (core, test_every_format_inert);
  tcase_add_test (core, test_exact_forms);
  tcase_add_test (core, test_lines);
  suite_add_tcase (suite, core);
  tcase_add_test (cli, test_export_every_format);
  tcase_add_test (cli, test_event_check);
  tcase_add_test (cli, test_diff);
  tcase_add_test (cli, test_diff_list);
  suite_add_tcase (suite, cli);
  return suite;
}

int
main (void)
{
  return mu_test_run (escape_suite ());
}
