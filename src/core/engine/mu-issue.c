/* mu-issue.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-issue.h"

/**
 * mu_issue_new:
 * @severity: how serious the problem is
 * @code: the stable code of the problem, such as "list.cost-mismatch"
 * @reference: (nullable): the book and section, or list and footnote
 * @format: the translated message, a printf() format
 * @...: the arguments of @format
 *
 * Makes an issue that concerns no command and no unit, for checks outside an
 * evaluation (muster-cli check-list). The strings are copied. Inside an
 * evaluation use mu_evaluation_add_issue().
 *
 * Returns: (transfer full): a new issue; free it with mu_issue_free()
 */
MuIssue *
mu_issue_new (MuSeverity severity, const char *code, const char *reference, const char *format, ...)
{
  MuIssue *issue = g_new0 (MuIssue, 1);
  va_list args;

  issue->severity = severity;
  issue->code = g_strdup (code);
  issue->reference = g_strdup (reference);
  issue->command = -1;
  issue->general = -1;
  va_start (args, format);
  issue->message = g_strdup_vprintf (format, args);
  va_end (args);
  return issue;
}

/**
 * mu_issue_free:
 * @issue: (nullable) (transfer full): an issue
 *
 * Frees an issue and its strings. Does nothing for %NULL.
 */
void
mu_issue_free (MuIssue *issue)
{
  if (issue == NULL)
    return;
  g_free (issue->code);
  g_free (issue->message);
  g_free (issue->reference);
  g_free (issue->unit_id);
  g_free (issue->where);
  g_free (issue->row);
  g_free (issue->fix_row);
  g_free (issue);
}

/**
 * mu_severity_to_string:
 * @severity: a severity
 *
 * Gives the stable word for a severity, as JSON carries it.
 *
 * Returns: (transfer none): "error", "warning" or "note"
 */
const char *
mu_severity_to_string (MuSeverity severity)
{
  switch (severity)
    {
    case MU_SEVERITY_ERROR:
      return "error";
    case MU_SEVERITY_WARNING:
      return "warning";
    case MU_SEVERITY_NOTE:
    default:
      return "note";
    }
}

/**
 * mu_severity_get_label:
 * @severity: a severity
 *
 * Gives the severity as people read it, translated; mu_severity_to_string() is
 * the stable word.
 *
 * Returns: (transfer none): the label
 */
const char *
mu_severity_get_label (MuSeverity severity)
{
  switch (severity)
    {
    case MU_SEVERITY_ERROR:
      /* TRANSLATORS: the severity of an issue that makes the army illegal,
         printed before the issue's message */
      return _("error");
    case MU_SEVERITY_WARNING:
      /* TRANSLATORS: the severity of an issue that leaves the army legal */
      return _("warning");
    case MU_SEVERITY_NOTE:
    default:
      /* TRANSLATORS: the severity of an issue that is only information */
      return _("note");
    }
}
