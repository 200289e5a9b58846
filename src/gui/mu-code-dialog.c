/* mu-code-dialog.c: "Check a Sheet's Code…", the code of an opponent's sheet typed in
 *
 * A wide monospace entry for the code, the group being typed shown large
 * below it, and, when a code was refused, what was typed kept with the
 * reason (which names the group at fault) until it is put right.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mu-application.h"
#include "mu-gui-util.h"
#include "mu-code-dialog.h"
#include "mu-roster.h"
#include "mu-share-code.h"

#define GROUP_LENGTH 5

static gboolean
is_separator (gunichar c)
{
  return c == '-' || g_unichar_isspace (c);
}

/**
 * mu_code_dialog_group_at:
 * @text: a code as typed so far
 * @position: the cursor's place in @text, in characters
 * @group: (out): the group's place, from 1
 *
 * The group of a code the cursor is in: the letters between dashes or
 * spaces, or, typed without them, the five letters counted from the start.
 *
 * Returns: (transfer full): the group's letters, in capitals
 */
char *
mu_code_dialog_group_at (const char *text, int position, guint *group)
{
  gboolean separated = FALSE;
  g_autoptr(GString) letters = g_string_new (NULL);
  guint n = 0, index = 0;
  const char *p = text;
  int at = 0;

  for (const char *q = text; *q != '\0'; q = g_utf8_next_char (q))
    if (is_separator (g_utf8_get_char (q)) && q != text)
      separated = TRUE;
  /* the letters before the cursor say which group it is in */
  for (; *p != '\0' && at < position; p = g_utf8_next_char (p), at++)
    {
      gunichar c = g_utf8_get_char (p);

      if (separated && is_separator (c) && n > 0)
        {
          index++;
          n = 0;
          g_string_truncate (letters, 0);
        }
      else if (!is_separator (c))
        {
          if (!separated && n == GROUP_LENGTH)
            {
              index++;
              n = 0;
              g_string_truncate (letters, 0);
            }
          g_string_append_unichar (letters, g_unichar_toupper (c));
          n++;
        }
    }
  /* …and the group goes on to its end */
  for (; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if ((separated && is_separator (c)) || (!separated && n == GROUP_LENGTH))
        break;
      if (!is_separator (c))
        {
          g_string_append_unichar (letters, g_unichar_toupper (c));
          n++;
        }
    }
  *group = index + 1;
  return g_string_free (g_steal_pointer (&letters), FALSE);
}

/**
 * mu_code_dialog_group_bounds:
 * @text: a code as typed
 * @group: a group's place, from 1
 * @start: (out): the place of its first letter, in characters
 * @end: (out): the place after its last letter, in characters
 *
 * Where a group of a typed code is: the letters between dashes or spaces,
 * or, typed without them, five letters, counted as the code's reader
 * counts them.
 *
 * Returns: %TRUE when @text has that group
 */
gboolean
mu_code_dialog_group_bounds (const char *text, guint group, int *start, int *end)
{
  gboolean separated = FALSE, in_group = FALSE;
  guint index = 0, n = 0;
  int at = 0;

  for (const char *q = text; *q != '\0'; q = g_utf8_next_char (q))
    if (is_separator (g_utf8_get_char (q)) && q != text)
      separated = TRUE;
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p), at++)
    {
      gboolean separator = is_separator (g_utf8_get_char (p));

      if (in_group && (separator || (!separated && n == GROUP_LENGTH)))
        {
          if (index == group)
            break;
          in_group = FALSE;
        }
      if (!separator && !in_group)
        {
          in_group = TRUE;
          index++;
          n = 0;
          *start = at;
        }
      n += !separator;
      *end = at + 1;
    }
  return group > 0 && index == group && in_group;
}

static void
show_group (GtkEditable *entry, GParamSpec *pspec, GtkLabel *label)
{
  guint group = 1;
  g_autofree char *letters
      = mu_code_dialog_group_at (gtk_editable_get_text (entry), gtk_editable_get_position (entry), &group);
  g_autofree char *text = NULL;

  if (*gtk_editable_get_text (entry) == '\0')
    {
      gtk_label_set_text (label, "");
      return;
    }
  /* TRANSLATORS: the group of the code being typed: its place and its letters */
  text = g_strdup_printf (_("Group %u: %s"), group, letters);
  gtk_label_set_text (label, text);
}

/* The group a slip is in selected, for the letters typed next to replace
 * it; the rest of the code as it was typed. */
static void
select_slip (GtkEditable *entry, const char *text)
{
  int start = 0, end = 0;

  if (mu_code_dialog_group_bounds (text, mu_share_code_slip_group (text), &start, &end))
    gtk_editable_select_region (entry, start, end);
  else
    gtk_editable_set_position (entry, -1);
}

static void
code_response (AdwMessageDialog *dialog, const char *response, MuWindow *window)
{
  GtkWidget *box = adw_message_dialog_get_extra_child (dialog);
  GtkEditable *entry = GTK_EDITABLE (gtk_widget_get_first_child (box));
  g_autofree char *text = g_strdup (gtk_editable_get_text (entry));
  g_autoptr(GError) error = NULL;
  g_autoptr(MuRoster) roster = NULL;
  MuLibrary *library
      = mu_application_get_library (MU_APPLICATION (gtk_window_get_application (GTK_WINDOW (window))));

  if (!g_str_equal (response, "check"))
    return;
  roster = mu_share_code_decode (text, library, NULL, &error);
  if (roster == NULL)
    {
      /* the same dialog again, with what was typed and why it was refused */
      gtk_window_present (GTK_WINDOW (mu_code_dialog_new (window, text, error->message)));
      return;
    }
  mu_window_check_code (window, text);
}

/**
 * mu_code_dialog_new:
 * @window: the window to check the code in
 * @text: (nullable): the code typed so far
 * @error: (nullable): why that code was refused
 *
 * The dialog of "Check a Sheet's Code…". Its Check button opens the code's
 * roster read-only in @window; a code that is refused brings the dialog
 * back with what was typed and the reason.
 *
 * Returns: (transfer floating): the dialog, not yet shown
 */
GtkWidget *
mu_code_dialog_new (MuWindow *window, const char *text, const char *error)
{
  /* a window to a screen reader, which names it when it opens: GTK 4.8
   * makes only a window active to it, never a dialog */
  GtkWidget *dialog
      = g_object_new (ADW_TYPE_MESSAGE_DIALOG, "accessible-role", GTK_ACCESSIBLE_ROLE_WINDOW, "transient-for",
                      window, "modal", TRUE, "heading",
                      _("Check a Sheet’s Code"), "body",
                         _("Type the code printed at the foot of an order-of-battle sheet."), NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *entry = gtk_entry_new ();
  GtkWidget *group = gtk_label_new (NULL);
  GtkWidget *reason = gtk_label_new (error);
  const char *instruction = _("Type the code printed at the foot of an order-of-battle sheet.");
  /* TRANSLATORS: a field's description for a screen reader: the instruction, then what was wrong */
  g_autofree char *described
      = error != NULL ? g_strdup_printf (_("%s %s"), instruction, error) : g_strdup (instruction);

  gtk_widget_set_name (entry, "code-entry");
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Share code"), -1);
  gtk_widget_add_css_class (entry, "monospace");
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 44);
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), "8YPHV-R6NXW-…");
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_entry_set_max_length (GTK_ENTRY (entry), MU_SHARE_CODE_MAX_LENGTH);
  gtk_widget_set_name (group, "code-group");
  gtk_widget_add_css_class (group, "monospace");
  gtk_widget_add_css_class (group, "title-2");
  gtk_widget_set_name (reason, "code-error");
  gtk_widget_add_css_class (reason, "error");
  gtk_label_set_wrap (GTK_LABEL (reason), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (reason), 44);
  gtk_widget_set_visible (reason, error != NULL);
  /* the instruction, then what was wrong, heard with the field: GTK 4.8
   * gives a screen reader a window's body as no part of the window */
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, described, -1);
  gtk_box_append (GTK_BOX (box), entry);
  gtk_box_append (GTK_BOX (box), group);
  gtk_box_append (GTK_BOX (box), reason);
  g_signal_connect (entry, "notify::cursor-position", G_CALLBACK (show_group), group);
  g_signal_connect (entry, "notify::text", G_CALLBACK (show_group), group);
  if (text != NULL)
    gtk_editable_set_text (GTK_EDITABLE (entry), text);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel",
                                    _("_Cancel"), "check", _("C_heck"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "check", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "check");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  mu_gui_name_mnemonic_buttons (dialog);
  g_signal_connect (dialog, "response", G_CALLBACK (code_response), window);
  gtk_window_set_focus (GTK_WINDOW (dialog), entry);
  mu_gui_follow_focus (GTK_WINDOW (dialog));
  if (text != NULL)
    select_slip (GTK_EDITABLE (entry), text);
  return dialog;
}
