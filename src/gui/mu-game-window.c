/* mu-game-window.c: the game tracker (ui/mu-game-window.ui)
 *
 * Plays a roster's army at the table: a page for each command with a row
 * for each unit, general and camp (MuGameRow), the army's victory medals
 * left and the turn, and the log, with undo and redo. Every change goes
 * through the game (MuGame, in core), which applies the rules and writes
 * the game file beside the roster at once; the window only shows it again.
 * A roster with a game file offers to resume it, and says so when the
 * roster was edited after the game began.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "mu-application.h"
#include "mu-evaluation.h"
#include "mu-game-row.h"
#include "mu-game-sheet.h"
#include "mu-game-window.h"
#include "mu-file-dialog.h"
#include "mu-gui-util.h"

struct _MuGameWindow
{
  AdwWindow parent_instance;
  AdwToastOverlay *toasts;
  AdwViewStack *stack;
  GtkLabel *medals_label;
  GtkLabel *turn_label;
  GtkLabel *notice_label;
  GtkWidget *log_list;
  MuGame *game;
  char *path;        /* the game file */
  GPtrArray *rows;   /* MuGameRow, borrowed */
  GPtrArray *labels; /* GtkLabel: each command's state, borrowed */
  GPtrArray *pages;  /* AdwViewStackPage, borrowed */
};

G_DEFINE_FINAL_TYPE (MuGameWindow, mu_game_window, ADW_TYPE_WINDOW)

enum
{
  PROP_0,
  PROP_TURN,
  PROP_MEDALS_LEFT,
  PROP_LOST,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

static char *
command_text (MuGameWindow *self, MuGameCommand *command)
{
  if (command->threshold == 0)
    return g_strdup_printf (_("%s: %d of %d lost"), command->name, command->lost, command->value);
  if (command->demoralised)
    /* TRANSLATORS: what a demoralised command means (To the Strongest!, Demoralisation) */
    return g_strdup_printf (
        _("%s: %d of %d victory points lost. Demoralised at %d: cannot charge, −1 on all saves."),
           command->name, command->lost, command->value, command->threshold);
  return g_strdup_printf (_("%s: %d of %d victory points lost; demoralised at %d."), command->name,
                             command->lost, command->value, command->threshold);
}

static char *
army_text (MuGame *game)
{
  guint units = mu_game_count (game, MU_GAME_ELEMENT_UNIT);
  guint lost = mu_game_count_lost (game, MU_GAME_ELEMENT_UNIT);

  switch (mu_game_get_tracks (game))
    {
    case MU_GAME_TRACKS_TTS:
      return g_strdup_printf (_("%d of %d victory medals left"), mu_game_get_medals_left (game),
                                 mu_game_get_medals (game));
    case MU_GAME_TRACKS_FIGURES:
      return g_strdup_printf (_("Figures lost: %d of %d · units routed: %u of %u"),
                                 mu_game_get_value_lost (game), mu_game_get_value (game), lost, units);
    case MU_GAME_TRACKS_BREAK_POINT:
      return g_strdup_printf (_("Vignettes broken: %u (break point %d) · manpower lost: %d of %d"), lost,
                                 mu_game_get_break_point (game), mu_game_get_value_lost (game),
                                 mu_game_get_value (game));
    case MU_GAME_TRACKS_UNITS:
      return g_strdup_printf (_("Units lost: %u of %u"), lost, units);
    default:
      return g_strdup (_("Nothing to track: this ruleset counts nothing during a game."));
    }
}

/* The units a general whose unit was lost may join: of his command, or
 * any for a senior general, on the table. */
static GMenuModel *
join_menu (MuGameWindow *self, MuGameElement *general)
{
  GMenu *menu = g_menu_new ();
  GPtrArray *elements = mu_game_get_elements (self->game);

  for (guint i = 0; i < elements->len; i++)
    {
      MuGameElement *unit = elements->pdata[i];
      g_autoptr(GMenuItem) item = NULL;

      if (unit->kind != MU_GAME_ELEMENT_UNIT || mu_game_element_is_gone (unit)
          || !(general->senior || unit->command == general->command))
        continue;
      item = g_menu_item_new (unit->name, NULL);
      g_menu_item_set_action_and_target_value (item, "game.record",
                                               g_variant_new ("(sss)", "join", general->id, unit->id));
      g_menu_append_item (menu, item);
    }
  return G_MENU_MODEL (menu);
}

static void
refresh_rows (MuGameWindow *self)
{
  for (guint i = 0; i < self->rows->len; i++)
    {
      MuGameRow *row = self->rows->pdata[i];
      MuGameElement *element = mu_game_lookup (self->game, mu_game_row_get_element_id (row));

      if (element->kind == MU_GAME_ELEMENT_GENERAL && element->waiting)
        {
          g_autoptr(GMenuModel) menu = join_menu (self, element);

          mu_game_row_set_join_menu (row, menu);
        }
      mu_game_row_update (row);
    }
}

static void
refresh_commands (MuGameWindow *self)
{
  GPtrArray *commands = mu_game_get_commands (self->game);

  for (guint i = 0; i < self->labels->len; i++)
    {
      MuGameCommand *command = commands->pdata[i];
      g_autofree char *text = command_text (self, command);

      mu_gui_set_text (self->labels->pdata[i], text);
      adw_view_stack_page_set_needs_attention (self->pages->pdata[i], command->demoralised);
    }
}

static void
refresh_log (MuGameWindow *self)
{
  GPtrArray *log = mu_game_get_log (self->game);

  mu_gui_clear_box (self->log_list);
  for (guint i = mu_game_get_position (self->game); i > 0; i--)
    {
      g_autofree char *line = mu_game_describe_event (self->game, log->pdata[i - 1]);
      GtkWidget *label = mu_gui_label (line, NULL);

      gtk_widget_set_margin_top (label, 6);
      gtk_widget_set_margin_bottom (label, 6);
      gtk_widget_set_margin_start (label, 12);
      gtk_list_box_append (GTK_LIST_BOX (self->log_list), label);
    }
}

static void
refresh_summary (MuGameWindow *self)
{
  g_autofree char *army = army_text (self->game);
  g_autofree char *turn = g_strdup_printf (_("Turn %d"), mu_game_get_turn (self->game));
  const char *notice = NULL;

  mu_gui_set_text (GTK_WIDGET (self->medals_label), army);
  mu_gui_set_text (GTK_WIDGET (self->turn_label), turn);
  if (mu_game_is_lost (self->game))
    notice = _("The army has surrendered its last victory medal: the battle is lost.");
  else if (mu_game_get_roster_changed (self->game))
    notice = _("The roster was edited after the game began.");
  gtk_widget_set_visible (GTK_WIDGET (self->notice_label), notice != NULL);
  mu_gui_set_text (GTK_WIDGET (self->notice_label), notice != NULL ? notice : "");
}

static void
refresh (MuGameWindow *self)
{
  refresh_rows (self);
  refresh_commands (self);
  refresh_log (self);
  refresh_summary (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.undo", mu_game_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.redo", mu_game_can_redo (self->game));
  for (guint i = 1; i < N_PROPS; i++)
    g_object_notify_by_pspec (G_OBJECT (self), props[i]);
}

static void
toast_error (MuGameWindow *self, const GError *error)
{
  adw_toast_overlay_add_toast (self->toasts, adw_toast_new (error->message));
}

static void
record_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuGameWindow *self = MU_GAME_WINDOW (widget);
  const char *kind_name, *target, *unit;
  g_autoptr(MuGameEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  MuGameEventKind kind;

  g_variant_get (parameter, "(&s&s&s)", &kind_name, &target, &unit);
  if (self->game == NULL || !mu_game_event_kind_from_string (kind_name, &kind))
    return;
  event = mu_game_event_new (kind, *target != '\0' ? target : NULL, *unit != '\0' ? unit : NULL);
  if (!mu_game_record (self->game, event, &error))
    toast_error (self, error);
  refresh (self);
}

static void
history_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuGameWindow *self = MU_GAME_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  gboolean done;

  if (self->game == NULL)
    return;
  done = g_str_equal (name, "game.undo") ? mu_game_undo (self->game, &error)
                                         : mu_game_redo (self->game, &error);
  if (!done)
    toast_error (self, error);
  refresh (self);
}

static void
next_turn_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  gtk_widget_activate_action (widget, "game.record", "(sss)", "turn", "", "");
}

static void
export_chosen (GFile *file, gpointer data)
{
  MuGameWindow *self = data;
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;

  if (path != NULL && self->game != NULL && !mu_game_sheet_write_pdf (self->game, path, NULL, &error))
    toast_error (self, error);
}

/* Export Summary…: the game's summary on one page, as a PDF */
static void
export_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuGameWindow *self = MU_GAME_WINDOW (widget);
  GtkFileChooserNative *dialog;
  g_autofree char *file_name = NULL;

  if (self->game == NULL)
    return;
  /* TRANSLATORS: the file a game's summary is saved as: "Roman Army of the North, game.pdf" */
  file_name = g_strdup_printf (_("%s, game.pdf"), mu_game_get_army_name (self->game));
  g_strdelimit (file_name, "/\\:", '-');
  dialog = mu_file_dialog_new (GTK_WINDOW (self), _("Export the Game's Summary"),
                                                     GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), NULL);
  mu_file_dialog_add_filter (dialog, _("PDF documents"), "pdf");
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), file_name);
  mu_file_dialog_run (dialog, export_chosen, self, NULL);
}

static void
help_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (widget));

  if (MU_IS_APPLICATION (application))
    mu_application_show_help (MU_APPLICATION (application), GTK_WINDOW (widget), "play-game");
}

static void
page_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MuGameWindow *self = MU_GAME_WINDOW (widget);
  GtkSelectionModel *pages = adw_view_stack_get_pages (self->stack);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (pages));
  int step = g_str_equal (name, "game.next-page") ? 1 : -1;

  for (guint i = 0; i < n; i++)
    if (gtk_selection_model_is_selected (pages, i))
      {
        gtk_selection_model_select_item (pages, (i + n + step) % n, TRUE);
        break;
      }
  g_object_unref (pages);
}

static void
row_activated (GtkListBox *list, GtkListBoxRow *row, MuGameWindow *self)
{
  mu_game_row_activate_main (MU_GAME_ROW (row));
}

/* A scrolled, clamped page holding a heading label and a list. */
static GtkWidget *
page_new (GtkWidget **label, GtkWidget **list)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  *label = mu_gui_label ("", "heading");
  gtk_label_set_wrap (GTK_LABEL (*label), TRUE);
  gtk_box_append (GTK_BOX (box), *label);
  *list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (*list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (*list, "boxed-list");
  gtk_box_append (GTK_BOX (box), *list);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 720);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  return scrolled;
}

static void
add_command_page (MuGameWindow *self, MuGameCommand *command)
{
  GtkWidget *label, *list;
  GtkWidget *page = page_new (&label, &list);
  g_autofree char *id = g_strdup_printf ("command-%d", command->index + 1);
  GPtrArray *elements = mu_game_get_elements (self->game);

  gtk_widget_set_name (label, id);
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, command->name, -1);
  g_signal_connect (list, "row-activated", G_CALLBACK (row_activated), self);
  for (guint i = 0; i < elements->len; i++)
    {
      MuGameElement *element = elements->pdata[i];

      if (element->command != command->index)
        continue;
      g_ptr_array_add (self->rows, mu_game_row_new (self->game, element));
      gtk_list_box_append (GTK_LIST_BOX (list), self->rows->pdata[self->rows->len - 1]);
    }
  g_ptr_array_add (self->labels, label);
  g_ptr_array_add (self->pages, adw_view_stack_add_titled (self->stack, page, id, command->name));
  adw_view_stack_page_set_icon_name (self->pages->pdata[self->pages->len - 1], "system-users-symbolic");
}

static void
build_pages (MuGameWindow *self)
{
  GPtrArray *commands = mu_game_get_commands (self->game);
  GtkWidget *label, *page;
  AdwViewStackPage *log_page;

  if (mu_game_get_tracks (self->game) == MU_GAME_TRACKS_NOTHING)
    return;
  for (guint i = 0; i < commands->len; i++)
    add_command_page (self, commands->pdata[i]);
  page = page_new (&label, &self->log_list);
  mu_gui_set_text (label, _("Every change, the last first"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->log_list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Log"), -1);
  log_page = adw_view_stack_add_titled (self->stack, page, "log", _("Log"));
  adw_view_stack_page_set_icon_name (log_page, "document-open-recent-symbolic");
}

static void
set_game (MuGameWindow *self, MuGame *game)
{
  g_autofree char *title = NULL;

  g_clear_pointer (&self->game, mu_game_unref);
  self->game = mu_game_ref (game);
  title = g_strdup_printf (_("Playing %s"), mu_game_get_army_name (game));
  gtk_window_set_title (GTK_WINDOW (self), title);
  build_pages (self);
  refresh (self);
  /* the keys work at once: the first row of the first command has them */
  if (self->rows->len > 0)
    gtk_widget_grab_focus (self->rows->pdata[0]);
}

/* A new game, written at once so that the file is there from the start. */
static MuGame *
new_game (MuGameWindow *self, MuEvaluation *evaluation)
{
  MuGame *game = mu_game_new (evaluation);
  g_autoptr(GError) error = NULL;

  if (self->path != NULL)
    {
      mu_game_set_path (game, self->path);
      if (!mu_game_save (game, &error))
        toast_error (self, error);
    }
  return game;
}

/* The game file that could not be resumed, or that a new game replaces, is
 * kept beside it as FILE~. */
static void
keep_old_file (MuGameWindow *self)
{
  g_autofree char *backup = g_strconcat (self->path, "~", NULL);

  g_rename (self->path, backup);
}

static void
resume_response (AdwMessageDialog *dialog, const char *response, MuGameWindow *self)
{
  MuGame *saved = g_object_get_data (G_OBJECT (dialog), "saved-game");
  MuEvaluation *evaluation = g_object_get_data (G_OBJECT (dialog), "evaluation");

  if (g_str_equal (response, "new"))
    {
      g_autoptr(MuGame) game = NULL;

      keep_old_file (self);
      game = new_game (self, evaluation);
      set_game (self, game);
    }
  else
    set_game (self, saved);
}

static void
offer_resume (MuGameWindow *self, MuGame *saved, MuEvaluation *evaluation)
{
  g_autofree char *body
      = g_strdup_printf (g_dngettext (NULL, "A game of this army was saved at turn %d, after %u change.",
                                      "A game of this army was saved at turn %d, after %u changes.",
                                      mu_game_get_position (saved)),
                         mu_game_get_turn (saved), mu_game_get_position (saved));
  GtkWidget *dialog;

  if (mu_game_get_roster_changed (saved))
    {
      g_autofree char *more
          = g_strconcat (body, " ", _("The roster was edited after the game began."), NULL);

      g_free (body);
      body = g_steal_pointer (&more);
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Resume the Game?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "new",
                                    _("_New Game"), "resume", _("_Resume"), NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "resume");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "resume");
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "resume", ADW_RESPONSE_SUGGESTED);
  mu_gui_name_mnemonic_buttons (dialog);
  g_object_set_data_full (G_OBJECT (dialog), "saved-game", mu_game_ref (saved),
                          (GDestroyNotify) mu_game_unref);
  g_object_set_data_full (G_OBJECT (dialog), "evaluation", mu_evaluation_ref (evaluation),
                          (GDestroyNotify) mu_evaluation_unref);
  g_signal_connect (dialog, "response", G_CALLBACK (resume_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
start (MuGameWindow *self, MuEvaluation *evaluation)
{
  g_autoptr(MuGame) saved = NULL;
  g_autoptr(MuGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (self->path != NULL && g_file_test (self->path, G_FILE_TEST_EXISTS))
    {
      saved = mu_game_load_file (self->path, evaluation, &error);
      if (saved != NULL)
        {
          offer_resume (self, saved, evaluation);
          return;
        }
      keep_old_file (self);
    }
  game = new_game (self, evaluation);
  set_game (self, game);
  if (error != NULL)
    {
      g_autofree char *message = g_strdup_printf (
          _("The saved game could not be resumed: %s. It is kept as “%s~”."), error->message, self->path);

      adw_toast_overlay_add_toast (self->toasts, adw_toast_new (message));
    }
}

static void
mu_game_window_finalize (GObject *object)
{
  MuGameWindow *self = MU_GAME_WINDOW (object);

  g_clear_pointer (&self->game, mu_game_unref);
  g_free (self->path);
  g_ptr_array_unref (self->rows);
  g_ptr_array_unref (self->labels);
  g_ptr_array_unref (self->pages);
  G_OBJECT_CLASS (mu_game_window_parent_class)->finalize (object);
}

static void
mu_game_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MuGameWindow *self = MU_GAME_WINDOW (object);

  switch (prop_id)
    {
    case PROP_TURN:
      g_value_set_int (value, self->game != NULL ? mu_game_get_turn (self->game) : 0);
      break;
    case PROP_MEDALS_LEFT:
      g_value_set_int (value, self->game != NULL ? mu_game_get_medals_left (self->game) : 0);
      break;
    case PROP_LOST:
      g_value_set_boolean (value, self->game != NULL && mu_game_is_lost (self->game));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "game.record", "(sss)", record_action);
  gtk_widget_class_install_action (widget_class, "game.undo", NULL, history_action);
  gtk_widget_class_install_action (widget_class, "game.redo", NULL, history_action);
  gtk_widget_class_install_action (widget_class, "game.next-turn", NULL, next_turn_action);
  gtk_widget_class_install_action (widget_class, "game.help", NULL, help_action);
  gtk_widget_class_install_action (widget_class, "game.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "game.next-page", NULL, page_action);
  gtk_widget_class_install_action (widget_class, "game.previous-page", NULL, page_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "game.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "game.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "game.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_y, GDK_CONTROL_MASK, "game.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, GDK_CONTROL_MASK, "game.next-turn", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, GDK_CONTROL_MASK, "game.next-page",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, GDK_CONTROL_MASK, "game.previous-page",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "game.help", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "game.export", NULL);
}

static void
mu_game_window_class_init (MuGameWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = mu_game_window_finalize;
  object_class->get_property = mu_game_window_get_property;
  /* the turn, the army's victory medals left, and whether the battle is lost */
  props[PROP_TURN]
      = g_param_spec_int ("turn", NULL, NULL, 0, G_MAXINT, 0, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  props[PROP_MEDALS_LEFT] = g_param_spec_int ("medals-left", NULL, NULL, 0, G_MAXINT, 0,
                                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  props[PROP_LOST]
      = g_param_spec_boolean ("lost", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
  install_actions (widget_class);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/mu-game-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MuGameWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, MuGameWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, MuGameWindow, medals_label);
  gtk_widget_class_bind_template_child (widget_class, MuGameWindow, turn_label);
  gtk_widget_class_bind_template_child (widget_class, MuGameWindow, notice_label);
}

static void
mu_game_window_init (MuGameWindow *self)
{
  self->rows = g_ptr_array_new ();
  self->labels = g_ptr_array_new ();
  self->pages = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.undo", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.redo", FALSE);
  mu_gui_name_mnemonic_buttons (GTK_WIDGET (self));
}

/**
 * mu_game_window_new:
 * @application: the application
 * @evaluation: the evaluation of the roster played
 * @roster_path: (nullable): the roster's file; its game is kept beside it
 *
 * Opens the game tracker on a roster's army. When a game of it was saved,
 * asks first whether to resume it (saying so when the roster was edited
 * since) or begin a new one; a saved game that cannot be read is kept as
 * FILE~ and a new one begins.
 *
 * Returns: (transfer none): the window, not yet shown
 */
MuGameWindow *
mu_game_window_new (GtkApplication *application, MuEvaluation *evaluation, const char *roster_path)
{
  MuGameWindow *self = g_object_new (MU_TYPE_GAME_WINDOW, "application", application, NULL);

  self->path = roster_path != NULL ? mu_game_path_for_roster (roster_path) : NULL;
  start (self, evaluation);
  return self;
}

/**
 * mu_game_window_get_game:
 * @self: a game window
 *
 * Gives the game the window shows, or %NULL while it asks whether to
 * resume a saved one.
 *
 * Returns: (transfer none) (nullable): the game
 */
MuGame *
mu_game_window_get_game (MuGameWindow *self)
{
  return self->game;
}
