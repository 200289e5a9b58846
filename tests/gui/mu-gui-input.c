/* mu-gui-input.c: real key presses and clicks, delivered through the X
 * server (XTest) as a person's keyboard and mouse deliver them
 *
 * A test of a player's flow must not set a widget's text, toggle or
 * selection by the API: that tests the code behind the flow, not the flow.
 * These helpers send the events to the X server, which hands them to GTK as
 * it hands a keyboard's; GTK decides where they go, from its own focus.
 * Every call counts as one action of the player (a key or chord pressed, a
 * word typed, a click), so a test can fail above the number the README
 * promises.
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <X11/XKBlib.h>
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
#include <check.h>
#include <gdk/x11/gdkx.h>
#include <string.h>

#include "mu-gui-input.h"

/* How long the main loop runs after each action: a person does not press
 * the next key within a frame, and GTK's search entries wait 150 ms before
 * they filter. */
#define PAUSE_MS 220

static Display *xdisplay;
static guint actions;

static Display *
connection (void)
{
  if (xdisplay == NULL)
    {
      int event, error, major, minor;

      ck_assert_msg (GDK_IS_X11_DISPLAY (gdk_display_get_default ()),
                     "real input needs the X11 backend (GDK_BACKEND=x11)");
      xdisplay = XOpenDisplay (NULL);
      ck_assert_msg (xdisplay != NULL, "no X display to send input to");
      ck_assert_msg (XTestQueryExtension (xdisplay, &event, &error, &major, &minor),
                     "the X server has no XTest extension");
    }
  return xdisplay;
}

/* Runs the main loop for that long, handling what the events caused. */
void
mu_gui_input_settle (guint milliseconds)
{
  gint64 until = g_get_monotonic_time () + (gint64) milliseconds * 1000;

  while (g_get_monotonic_time () < until)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (2000);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The X window of the toplevel that holds widget. */
static Window
window_of (GtkWidget *widget)
{
  GtkNative *native = gtk_widget_get_native (widget);

  ck_assert_msg (native != NULL, "the widget is not in a window");
  return gdk_x11_surface_get_xid (gtk_native_get_surface (native));
}

/* Gives the keyboard to widget's window, as a window manager does when the
 * player clicks on it or a dialog closes. */
static void
focus_window (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  Display *display = connection ();
  Window window = window_of (GTK_WIDGET (root));
  Window focused;
  int revert;

  XGetInputFocus (display, &focused, &revert);
  if (focused == window)
    return;
  XRaiseWindow (display, window);
  XSetInputFocus (display, window, RevertToParent, CurrentTime);
  XSync (display, False);
  mu_gui_input_settle (60);
}

/* The key code that gives keysym, and whether Shift is needed for it; a
 * keysym the keyboard map lacks is put on a spare key code. */
static KeyCode
key_for (KeySym keysym, gboolean *shift)
{
  Display *display = connection ();
  KeyCode code = XKeysymToKeycode (display, keysym);
  int min, max;

  *shift = FALSE;
  if (code != 0)
    {
      *shift = XkbKeycodeToKeysym (display, code, 0, 0) != keysym
               && XkbKeycodeToKeysym (display, code, 0, 1) == keysym;
      return code;
    }
  XDisplayKeycodes (display, &min, &max);
  for (code = (KeyCode) max; code > min; code--)
    if (XkbKeycodeToKeysym (display, code, 0, 0) == NoSymbol)
      {
        KeySym both[2] = { keysym, keysym };

        XChangeKeyboardMapping (display, code, 2, both, 1);
        XSync (display, False);
        /* GTK reads the new map when the server says it changed */
        mu_gui_input_settle (30);
        return code;
      }
  ck_abort_msg ("no spare key code for keysym 0x%lx", (unsigned long) keysym);
  return 0;
}

static void
press (KeyCode code, gboolean down)
{
  XTestFakeKeyEvent (connection (), code, down, CurrentTime);
}

/* One keysym pressed and released, with Shift where the map needs it. */
static void
stroke (KeySym keysym)
{
  gboolean shift;
  KeyCode code = key_for (keysym, &shift);
  KeyCode shift_code = XKeysymToKeycode (connection (), XK_Shift_L);

  if (shift)
    press (shift_code, TRUE);
  press (code, TRUE);
  press (code, FALSE);
  if (shift)
    press (shift_code, FALSE);
  XSync (connection (), False);
}

static KeySym
modifier_keysym (const char *name)
{
  if (g_ascii_strcasecmp (name, "ctrl") == 0 || g_ascii_strcasecmp (name, "control") == 0)
    return XK_Control_L;
  if (g_ascii_strcasecmp (name, "shift") == 0)
    return XK_Shift_L;
  if (g_ascii_strcasecmp (name, "alt") == 0)
    return XK_Alt_L;
  if (g_ascii_strcasecmp (name, "super") == 0)
    return XK_Super_L;
  return NoSymbol;
}

/* One chord, "ctrl+shift+z": the modifiers held while the last key is
 * pressed. */
static void
chord (const char *spec)
{
  g_auto(GStrv) parts = g_strsplit (spec, "+", -1);
  guint n = g_strv_length (parts);
  KeyCode held[8];
  guint n_held = 0;
  KeySym keysym;

  ck_assert_msg (n > 0 && n <= G_N_ELEMENTS (held), "bad key chord %s", spec);
  for (guint i = 0; i + 1 < n; i++)
    {
      KeySym modifier = modifier_keysym (parts[i]);

      ck_assert_msg (modifier != NoSymbol, "%s is not a modifier (in %s)", parts[i], spec);
      held[n_held] = XKeysymToKeycode (connection (), modifier);
      press (held[n_held++], TRUE);
    }
  keysym = XStringToKeysym (parts[n - 1]);
  ck_assert_msg (keysym != NoSymbol, "no key is called %s", parts[n - 1]);
  stroke (keysym);
  while (n_held > 0)
    press (held[--n_held], FALSE);
  XSync (connection (), False);
}

/* Presses the keys keys names, one action each, into the window of widget:
 * X key names ("Return", "Tab", "space", "F9", "Down") or chords joined by
 * "+" ("ctrl+f", "ctrl+shift+z"), separated by spaces. */
void
mu_gui_input_keys (GtkWidget *widget, const char *keys)
{
  g_auto(GStrv) tokens = g_strsplit (keys, " ", -1);

  focus_window (widget);
  for (guint i = 0; tokens[i] != NULL; i++)
    {
      if (*tokens[i] == '\0')
        continue;
      chord (tokens[i]);
      actions++;
      mu_gui_input_settle (PAUSE_MS);
    }
}

/* The top-level X window titled title among window and its children, or
 * None. */
static Window
find_titled (Display *display, Window window, const char *title)
{
  Window root, parent, *children = NULL, found = None;
  unsigned int n = 0;
  char *name = NULL;

  if (XFetchName (display, window, &name) && name != NULL)
    {
      XWindowAttributes attributes;
      gboolean same = g_str_equal (name, title);

      XFree (name);
      /* only once it is shown: an unmapped window cannot take the keyboard */
      if (same && XGetWindowAttributes (display, window, &attributes) && attributes.map_state == IsViewable)
        return window;
    }
  if (!XQueryTree (display, window, &root, &parent, &children, &n))
    return None;
  for (unsigned int i = 0; i < n && found == None; i++)
    found = find_titled (display, children[i], title);
  if (children != NULL)
    XFree (children);
  return found;
}

/* The X window of another process whose title is title (a Muster started
 * by the test), once it is shown; 0 while none is. */
gulong
mu_gui_input_find_window (const char *title)
{
  Display *display = connection ();

  return find_titled (display, DefaultRootWindow (display), title);
}

/* Presses keys as mu_gui_input_keys () does, into the X window of another
 * process, after giving it the keyboard. */
void
mu_gui_input_keys_to_window (gulong window, const char *keys)
{
  g_auto(GStrv) tokens = g_strsplit (keys, " ", -1);

  XRaiseWindow (connection (), window);
  XSetInputFocus (connection (), window, RevertToParent, CurrentTime);
  XSync (connection (), False);
  mu_gui_input_settle (200);
  for (guint i = 0; tokens[i] != NULL; i++)
    {
      if (*tokens[i] == '\0')
        continue;
      chord (tokens[i]);
      actions++;
      mu_gui_input_settle (PAUSE_MS);
    }
}

/* The keysym of a character: Latin-1 is its own, the rest Unicode's. */
static KeySym
keysym_of (gunichar c)
{
  if (c == '\n')
    return XK_Return;
  if (c == '\t')
    return XK_Tab;
  if ((c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff))
    return c;
  return 0x01000000 | c;
}

/* Types text, one action (a player types a word without looking away),
 * into whatever has the focus in widget's window. */
void
mu_gui_input_type (GtkWidget *widget, const char *text)
{
  ck_assert_msg (g_utf8_validate (text, -1, NULL), "not UTF-8: %s", text);
  focus_window (widget);
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      stroke (keysym_of (g_utf8_get_char (p)));
      mu_gui_input_settle (8);
    }
  actions++;
  mu_gui_input_settle (PAUSE_MS);
}

/* Clicks the middle of widget with the first button, one action. */
void
mu_gui_input_click (GtkWidget *widget)
{
  GtkNative *native = gtk_widget_get_native (widget);
  Display *display = connection ();
  graphene_rect_t bounds;
  double surface_x, surface_y;
  int root_x, root_y;
  Window child;

  ck_assert_msg (gtk_widget_get_mapped (widget), "%s is not shown", G_OBJECT_TYPE_NAME (widget));
  ck_assert (gtk_widget_compute_bounds (widget, GTK_WIDGET (native), &bounds));
  gtk_native_get_surface_transform (native, &surface_x, &surface_y);
  focus_window (widget);
  XTranslateCoordinates (display, window_of (widget), DefaultRootWindow (display),
                         (int) (surface_x + bounds.origin.x + bounds.size.width / 2),
                         (int) (surface_y + bounds.origin.y + bounds.size.height / 2), &root_x, &root_y,
                         &child);
  XTestFakeMotionEvent (display, -1, root_x, root_y, CurrentTime);
  XSync (display, False);
  mu_gui_input_settle (30);
  XTestFakeButtonEvent (display, 1, True, CurrentTime);
  XTestFakeButtonEvent (display, 1, False, CurrentTime);
  XSync (display, False);
  actions++;
  mu_gui_input_settle (PAUSE_MS);
}

/* The actions pressed, typed or clicked since the last reset. */
guint
mu_gui_input_actions (void)
{
  return actions;
}

/* Starts the count of actions again from nought. */
void
mu_gui_input_reset_actions (void)
{
  actions = 0;
}
