/* mu-atomic-file.h: a file replaced whole or not at all, the one way Muster
 * writes a file
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * MuFileReplaceFlags:
 * @MU_FILE_REPLACE_NONE: replace the file and keep nothing of it
 * @MU_FILE_REPLACE_KEEP_BACKUP: keep the previous version as “path~”
 *
 * How mu_file_replace_full() replaces a file.
 */
typedef enum
{
  MU_FILE_REPLACE_NONE = 0,
  MU_FILE_REPLACE_KEEP_BACKUP = 1 << 0,
} MuFileReplaceFlags;

typedef struct _MuAtomicFile MuAtomicFile;

MuAtomicFile *mu_atomic_file_open (const char *path, GError **error);
gboolean mu_atomic_file_write (MuAtomicFile *self, const void *data, gsize length);
void mu_atomic_file_fail (MuAtomicFile *self, int errnum);
gboolean mu_atomic_file_commit (MuAtomicFile *self, MuFileReplaceFlags flags, GError **error);

gboolean mu_file_replace (const char *path, const char *data, gsize length, GError **error);
gboolean mu_file_replace_full (const char *path, const char *data, gsize length, MuFileReplaceFlags flags,
                               GError **error);

G_END_DECLS
