/* mu-sheet-style.c: the type, sizes and text helpers every part of the sheet shares
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <pango/pangocairo.h>

#include "mu-sheet-style.h"

/* A Palatino for the headings and a humanist sans for the tables. One
 * family each: when one is missing, fontconfig's own rules find the nearest
 * serif, sans or monospace, as a list of families would; and pango's font
 * metrics, which it measures with the family of the font it found, then
 * reuse the sheet's own font sets instead of matching every font again. */
static const char * const fonts[] = {
  [MU_SHEET_FONT_TITLE] = "P052 Bold 17",      [MU_SHEET_FONT_HEADING] = "P052 Bold 10.5",
  [MU_SHEET_FONT_BODY] = "Cantarell 8.5",      [MU_SHEET_FONT_BODY_BOLD] = "Cantarell Bold 8.5",
  [MU_SHEET_FONT_SMALL] = "Cantarell 7",       [MU_SHEET_FONT_SMALL_BOLD] = "Cantarell Bold 7",
  [MU_SHEET_FONT_CODE] = "DejaVu Sans Mono 8", [MU_SHEET_FONT_CODE_SMALL] = "DejaVu Sans Mono 6.5",
};

/* The sheets' own font map, at 72 dpi: the contexts pango makes from it to
 * measure a font are at the sheet's resolution too, so they share its font
 * sets. Sheets are laid out on one thread (the GUI's main thread, or the
 * CLI's only one); the map lasts as long as the process. */
static PangoFontMap *
sheet_font_map (void)
{
  static PangoFontMap *font_map;

  if (g_once_init_enter (&font_map))
    {
      PangoFontMap *map = pango_cairo_font_map_new ();

      pango_cairo_font_map_set_resolution (PANGO_CAIRO_FONT_MAP (map), 72.0);
      g_once_init_leave (&font_map, map);
    }
  return font_map;
}

/**
 * mu_sheet_style_context:
 *
 * Makes the Pango context every text of the sheet is laid out in: the
 * sheet's fonts, 72 units to the inch (sizes are in points), metrics and
 * glyph positions neither hinted nor rounded, so that paper, a PDF and the
 * screen break lines at the same places.
 *
 * Returns: (transfer full): a new context
 */
PangoContext *
mu_sheet_style_context (void)
{
  PangoContext *context = pango_font_map_create_context (sheet_font_map ());
  cairo_font_options_t *options = cairo_font_options_create ();

  /* Measured in points, unhinted: the same lines on paper, in a PDF and on
   * screen. */
  pango_cairo_context_set_resolution (context, 72.0);
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (context, options);
  cairo_font_options_destroy (options);
  pango_context_set_round_glyph_positions (context, FALSE);
  return context;
}

static PangoLayout *
new_layout (PangoContext *context, MuSheetFont font, double width, PangoAlignment alignment)
{
  PangoLayout *layout = pango_layout_new (context);
  PangoFontDescription *description = pango_font_description_from_string (fonts[font]);

  pango_layout_set_font_description (layout, description);
  pango_font_description_free (description);
  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  pango_layout_set_alignment (layout, alignment);
  return layout;
}

/**
 * mu_sheet_style_text:
 * @context: the sheet's context
 * @font: which of the sheet's fonts
 * @text: (nullable): plain text; %NULL is ""
 * @width: the width to wrap at, in points; 0 or less does not wrap
 * @alignment: how lines are aligned within @width
 *
 * Lays out plain text in one of the sheet's fonts.
 *
 * Returns: (transfer full): the layout
 */
PangoLayout *
mu_sheet_style_text (PangoContext *context, MuSheetFont font, const char *text, double width,
                     PangoAlignment alignment)
{
  PangoLayout *layout = new_layout (context, font, width, alignment);

  pango_layout_set_text (layout, text != NULL ? text : "", -1);
  return layout;
}

/**
 * mu_sheet_style_markup:
 * @context: the sheet's context
 * @font: which of the sheet's fonts
 * @markup: Pango markup; every value put into it must be escaped
 *   (g_markup_printf_escaped())
 * @width: the width to wrap at, in points; 0 or less does not wrap
 * @alignment: how lines are aligned within @width
 *
 * Lays out Pango markup in one of the sheet's fonts.
 *
 * Returns: (transfer full): the layout
 */
PangoLayout *
mu_sheet_style_markup (PangoContext *context, MuSheetFont font, const char *markup, double width,
                       PangoAlignment alignment)
{
  PangoLayout *layout = new_layout (context, font, width, alignment);

  pango_layout_set_markup (layout, markup, -1);
  return layout;
}

/**
 * mu_sheet_style_height:
 * @layout: a layout
 *
 * Measures a layout's height.
 *
 * Returns: the height, in points
 */
double
mu_sheet_style_height (PangoLayout *layout)
{
  int height = 0;

  pango_layout_get_size (layout, NULL, &height);
  return (double) height / PANGO_SCALE;
}

/**
 * mu_sheet_style_width:
 * @layout: a layout
 *
 * Measures the width of a layout's logical extents: the width its text
 * takes, not the width it wraps at.
 *
 * Returns: the width, in points
 */
double
mu_sheet_style_width (PangoLayout *layout)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  return (double) logical.width / PANGO_SCALE;
}

static gboolean
is_number_char (const char *p)
{
  return g_ascii_isdigit (*p) || g_str_has_prefix (p, "½");
}

/* The character before p ends a number: a digit or a half. */
static gboolean
ends_number (const char *text, const char *p)
{
  return (p > text && g_ascii_isdigit (p[-1])) || (p - text >= 2 && g_str_has_prefix (p - 2, "½"));
}

/**
 * mu_sheet_style_keep_numbers:
 * @text: a UTF-8 string
 *
 * Copies @text with its numbers kept together on a line: a space between
 * two numbers ("4D6 19–24") becomes a no-break space, a range ("13–18")
 * takes a word joiner after its dash, and the space before a separating
 * " · " becomes a no-break space, so that a line ends with it rather than
 * starts with it.
 *
 * Returns: (transfer full): the new string
 */
char *
mu_sheet_style_keep_numbers (const char *text)
{
  GString *kept = g_string_sized_new (strlen (text) + 8);

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      const char *next = g_utf8_next_char (p);
      gboolean between = ends_number (text, p) && is_number_char (next);

      if (*p == ' ' && (between || g_str_has_prefix (next, "· ")))
        g_string_append (kept, "\u00A0"); /* no-break space */
      else if (g_str_has_prefix (p, "–") && between)
        g_string_append (kept, "–\u2060"); /* en dash, word joiner */
      else
        g_string_append_len (kept, p, next - p);
    }
  return g_string_free (kept, FALSE);
}

/**
 * mu_sheet_style_widest_word:
 * @context: the sheet's context
 * @font: which of the sheet's fonts
 * @text: a UTF-8 string
 *
 * Measures the widest piece of @text that wrapping at words cannot break:
 * a column at least this wide splits no word.
 *
 * Returns: the width, in points
 */
double
mu_sheet_style_widest_word (PangoContext *context, MuSheetFont font, const char *text)
{
  g_autoptr(PangoLayout) layout = new_layout (context, font, -1, PANGO_ALIGN_LEFT);

  /* Wrapping at words only, at no width at all: every word on a line. */
  pango_layout_set_text (layout, text, -1);
  pango_layout_set_width (layout, 1);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  return mu_sheet_style_width (layout);
}

/**
 * mu_sheet_style_baseline:
 * @layout: a layout
 *
 * Measures the distance from a layout's top to its first baseline, to set
 * texts of different fonts on one line.
 *
 * Returns: the distance, in points
 */
double
mu_sheet_style_baseline (PangoLayout *layout)
{
  return (double) pango_layout_get_baseline (layout) / PANGO_SCALE;
}
