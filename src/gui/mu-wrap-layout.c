/* mu-wrap-layout.c
 *
 * The layout of a bin holding wrapping text whose width its parent decides
 * (a row's texts beside an icon, a count or a button): asked how wide it
 * must be to fit a given height, it answers its width for any height; its
 * height for a width and its allocation are its child's, as in a
 * GtkBinLayout.
 *
 * GTK 4.8's horizontal boxes ask that question of each child twice a frame
 * (for the child's smallest height when measured, for the row's height when
 * allocated), and a column of wrapping labels answers it by searching its
 * widths, each wrapping label laying its text out again at every width
 * tried: a dozen layouts of each label of a row whose size was queued,
 * which were most of an edit's time. Where the text is the only part of its
 * row that takes the width left over, the answer changes nothing the row
 * shows: the row gives the text that width either way.
 *
 * Set it as the "layout-manager" of an AdwBin around the text (in a
 * template), or make one with mu_wrap_layout_bin_new ().
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "mu-wrap-layout.h"

struct _MuWrapLayout
{
  GtkLayoutManager parent_instance;
};

G_DEFINE_FINAL_TYPE (MuWrapLayout, mu_wrap_layout, GTK_TYPE_LAYOUT_MANAGER)

static void
mu_wrap_layout_measure (GtkLayoutManager *manager, GtkWidget *widget, GtkOrientation orientation,
                        int for_size, int *minimum, int *natural, int *minimum_baseline,
                        int *natural_baseline)
{
  int for_child = orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : for_size;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_minimum, child_natural, child_minimum_baseline = -1, child_natural_baseline = -1;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, orientation, for_child, &child_minimum, &child_natural,
                          &child_minimum_baseline, &child_natural_baseline);
      *minimum = MAX (*minimum, child_minimum);
      *natural = MAX (*natural, child_natural);
      if (child_minimum_baseline > -1)
        *minimum_baseline = MAX (*minimum_baseline, child_minimum_baseline);
      if (child_natural_baseline > -1)
        *natural_baseline = MAX (*natural_baseline, child_natural_baseline);
    }
}

static void
mu_wrap_layout_allocate (GtkLayoutManager *manager, GtkWidget *widget, int width, int height, int baseline)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      gtk_widget_allocate (child, width, height, baseline, NULL);
}

static void
mu_wrap_layout_class_init (MuWrapLayoutClass *klass)
{
  GtkLayoutManagerClass *manager_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  manager_class->measure = mu_wrap_layout_measure;
  manager_class->allocate = mu_wrap_layout_allocate;
}

static void
mu_wrap_layout_init (MuWrapLayout *self)
{
}

/**
 * mu_wrap_layout_new:
 *
 * Makes the layout of a bin of wrapping text whose width its parent
 * decides: asked its width for a height, it answers its width for any
 * height, sparing the wrapping labels inside it the search of widths GTK
 * 4.8's boxes make them do.
 *
 * Returns: (transfer full): a layout for a bin of wrapping text
 */
GtkLayoutManager *
mu_wrap_layout_new (void)
{
  return g_object_new (MU_TYPE_WRAP_LAYOUT, NULL);
}

/**
 * mu_wrap_layout_bin_new:
 * @child: the wrapping text, a label or a column of them
 *
 * Makes a bin that lays out wrapping text with a #MuWrapLayout.
 *
 * Returns: (transfer floating): an AdwBin holding @child, laid out by a
 *   #MuWrapLayout
 */
GtkWidget *
mu_wrap_layout_bin_new (GtkWidget *child)
{
  GtkWidget *bin = adw_bin_new ();

  gtk_widget_set_layout_manager (bin, mu_wrap_layout_new ());
  adw_bin_set_child (ADW_BIN (bin), child);
  return bin;
}
