/* mu-issue.c
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-issue.h"

MuIssue *
mu_issue_new (MuSeverity severity, const char *code, const char *reference, const char *format, ...)
{
  MuIssue *issue = g_new0 (MuIssue, 1);
  va_list args;

  issue->severity = severity;
  issue->code = g_strdup (code);
  issue->reference = g_strdup (reference);
  issue->command = -1;
  va_start (args, format);
  issue->message = g_strdup_vprintf (format, args);
  va_end (args);
  return issue;
}

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
  g_free (issue);
}

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

/* The severity as people read it; mu_severity_to_string() is the stable
 * word that JSON carries */
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
