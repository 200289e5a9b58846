/* mu-folder-test.h: folders for the tests of writing files
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The names in dir, sorted and joined by spaces. */
char *mu_folder_test_list (const char *dir);
/* Mounts a tmpfs of size bytes on dir in a mount namespace of this process
 * alone (as root, or as a user in a user namespace); FALSE when the system
 * allows neither. */
gboolean mu_folder_test_mount_tmpfs (const char *dir, gsize size);
/* Removes dir and what the test left in it, unmounting it first if it is a
 * mount point. */
void mu_folder_test_remove (const char *dir);

G_END_DECLS
