/* mu-event-lists.c: the lists an event pack carries, offered to a player
 * who builds for the event: those the library does not have as the event
 * plays them (another revision or copy, or none) are installed among the
 * player's lists on request, as any list file is
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "mu-application.h"
#include "mu-army-list.h"
#include "mu-event-lists.h"
#include "mu-gui-util.h"
#include "mu-library.h"
#include "mu-user-lists.h"

/**
 * mu_event_lists_missing:
 * @event: a pack, checked against @library
 * @library: the player's library
 *
 * The lists @event carries that @library does not have as the event plays
 * them: absent, or with another hash (another revision or copy).
 *
 * Returns: (transfer container) (element-type MuEventList): the pack's
 *   entries of those lists, in the pack's order (borrowed from @event).
 */
GPtrArray *
mu_event_lists_missing (MuEvent *event, MuLibrary *library)
{
  GPtrArray *missing = g_ptr_array_new ();

  for (guint i = 0; i < event->lists->len; i++)
    {
      MuEventList *item = event->lists->pdata[i];
      MuArmyList *own = mu_library_find_list (library, item->id);

      if (item->carried_list != NULL
          && (own == NULL
              || !g_str_equal (mu_army_list_get_hash (own), mu_army_list_get_hash (item->carried_list))))
        g_ptr_array_add (missing, item);
    }
  return missing;
}

/**
 * mu_event_lists_install:
 * @event: a pack, checked against @library
 * @library: the player's library, which shows the lists at once
 * @error: why a list could not be installed
 *
 * Installs each list mu_event_lists_missing() names among the player's
 * lists (mu_user_lists_install(): a list with the id of one of theirs
 * becomes its next revision, the old one kept).
 *
 * Returns: how many were installed; on an error, those before it stay.
 */
guint
mu_event_lists_install (MuEvent *event, MuLibrary *library, GError **error)
{
  g_autoptr(GPtrArray) missing = mu_event_lists_missing (event, library);
  guint done = 0;

  for (guint i = 0; i < missing->len; i++)
    {
      MuEventList *item = missing->pdata[i];
      gsize length = 0;
      const char *data = g_bytes_get_data (item->carried, &length);
      g_autofree char *path = mu_user_lists_install (library, data, length, item->carried_file, NULL, error);
      g_autoptr(MuArmyList) list = NULL;

      if (path == NULL || (list = mu_army_list_load_file (path, library->rulesets, error)) == NULL)
        return done;
      mu_library_put_list (library, list);
      done++;
    }
  return done;
}

static char *
names_of (GPtrArray *items)
{
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; i < items->len; i++)
    {
      MuEventList *item = items->pdata[i];

      /* TRANSLATORS: a list a pack carries, "Principate Roman (revision 2)" */
      g_string_append_printf (names, i > 0 ? _(", %s (revision %d)")
                                           : _("%s (revision %d)"), item->carried_list->name,
                                                (int) item->carried_list->revision);
    }
  return g_string_free (g_steal_pointer (&names), FALSE);
}

/* What the dialog's answer acts on */
typedef struct
{
  MuWindow *window; /* borrowed: the dialog is its transient child */
  MuEvent *event;
} Offer;

static void
offer_free (Offer *offer, GClosure *closure)
{
  mu_event_unref (offer->event);
  g_free (offer);
}

static void
install_response (AdwMessageDialog *dialog, const char *response, Offer *offer)
{
  MuApplication *app = MU_APPLICATION (gtk_window_get_application (GTK_WINDOW (offer->window)));
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  guint done;

  if (!g_str_equal (response, "install"))
    return;
  done = mu_event_lists_install (offer->event, mu_application_get_library (app), &error);
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    if (MU_IS_WINDOW (l->data))
      mu_window_refresh_library (l->data);
  if (error != NULL)
    {
      mu_window_report_error (offer->window, error);
      return;
    }
  message = g_strdup_printf (ngettext ("%u list of “%s” installed", "%u lists of “%s” installed", done), done,
                             offer->event->name);
  mu_window_toast (offer->window, message);
}

/**
 * mu_event_lists_offer:
 * @window: the window building for the event
 * @event: a pack, checked against the application's library
 *
 * When @event carries lists the player's library does not have as the
 * event plays them, asks whether to install them (Install, or Not Now).
 */
void
mu_event_lists_offer (MuWindow *window, MuEvent *event)
{
  MuApplication *app = MU_APPLICATION (gtk_window_get_application (GTK_WINDOW (window)));
  g_autoptr(GPtrArray) missing = mu_event_lists_missing (event, mu_application_get_library (app));
  g_autofree char *names = NULL;
  GtkWidget *dialog;
  Offer *offer;

  if (missing->len == 0)
    return;
  names = names_of (missing);
  dialog = adw_message_dialog_new (GTK_WINDOW (window), _("Install the Event’s Lists?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("“%s” carries the lists it plays, which your library does not have "
                                    "as the event plays them: %s. Installed, they are among your lists, "
                                    "the ones they replace kept as earlier revisions."),
                                     event->name, names);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel",
                                    _("_Not Now"), "install", _("_Install"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "install", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "install");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  mu_gui_name_mnemonic_buttons (dialog);
  offer = g_new0 (Offer, 1);
  offer->window = window;
  offer->event = mu_event_ref (event);
  g_signal_connect_data (dialog, "response", G_CALLBACK (install_response), offer,
                         (GClosureNotify) offer_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}
