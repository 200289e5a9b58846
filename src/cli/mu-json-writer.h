/* mu-json-writer.h: pretty-printed JSON written as it is built
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _MuJsonWriter MuJsonWriter;

MuJsonWriter *mu_json_writer_new (void);
void mu_json_writer_free (MuJsonWriter *writer);
char *mu_json_writer_finish (MuJsonWriter *writer);
void mu_json_writer_begin_object (MuJsonWriter *writer, const char *name);
void mu_json_writer_end_object (MuJsonWriter *writer);
void mu_json_writer_begin_array (MuJsonWriter *writer, const char *name);
void mu_json_writer_end_array (MuJsonWriter *writer);
void mu_json_writer_string (MuJsonWriter *writer, const char *name, const char *value);
void mu_json_writer_int (MuJsonWriter *writer, const char *name, gint64 value);
void mu_json_writer_double (MuJsonWriter *writer, const char *name, double value);
void mu_json_writer_boolean (MuJsonWriter *writer, const char *name, gboolean value);
void mu_json_writer_null (MuJsonWriter *writer, const char *name);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MuJsonWriter, mu_json_writer_free)

G_END_DECLS
