/* mu-error.h: the error domain of every loader and writer
 *
 * Copyright 2026 The Muster developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define MU_ERROR (mu_error_quark ())

typedef enum
{
  MU_ERROR_IO,        /* the file could not be read or written */
  MU_ERROR_PARSE,     /* not well-formed XML, bad UTF-8, DTD or entity */
  MU_ERROR_FORMAT,    /* well-formed but not a Muster file of the expected kind */
  MU_ERROR_REFERENCE, /* a dangling or duplicate reference */
  MU_ERROR_VALUE,     /* a number or value out of range */
  MU_ERROR_TOO_LARGE, /* over the size limits */
  MU_ERROR_MISMATCH,  /* wrong ruleset, list or revision */
} MuErrorCode;

GQuark mu_error_quark (void);

G_END_DECLS
