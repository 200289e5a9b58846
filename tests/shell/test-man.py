#!/usr/bin/env python3
# test-man.py PROGRAM PAGE [PROGRAM PAGE …]
#
# Each manual page says what its program's --help says: every term and
# description of --help (the parts of a line apart by two spaces or more),
# and every heading, is in the page as man renders it, and the page has the sections a manual page
# of a command has. Prints TAP.
#
# Copyright 2026 The Muster developers
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import subprocess
import sys

ENV = dict(os.environ, LC_ALL='C.UTF-8', LANGUAGE='', MANWIDTH='1000')
for name in ('MUSTER_LISTS_DIR', 'MUSTER_LOCALE_DIR', 'LANG', 'LC_MESSAGES'):
    ENV.pop(name, None)


def flat(text):
    return ' '.join(text.split())


def found(part, man):
    if not part.endswith(':'):
        return part in man
    heading = part[:-1]
    return heading in man or heading.upper() in man or heading.split()[-1].upper() in man


def rendered(page):
    out = subprocess.run(['man', '--no-hyphenation', '--no-justification', '-l', page],
                         env=ENV, check=True, capture_output=True, text=True).stdout
    return flat(re.sub(r'.\x08', '', out))


def main():
    args = sys.argv[1:]
    checks = []
    for program, page in zip(args[0::2], args[1::2]):
        name = os.path.basename(program)
        help_text = subprocess.run([program, '--help'], env=ENV, check=True, capture_output=True,
                                   text=True).stdout
        man = rendered(page)
        # a heading ("Exit status:") is a section or subsection of the page,
        # in capitals or as written
        # in capitals or as written (GLib's "Help Options:" is OPTIONS)
        parts = [flat(part).removeprefix('Usage:').strip()
                 for line in help_text.splitlines()
                 for part in re.split(r'\s{2,}', line.strip()) if part.strip() != 'Usage:']
        missing = [part for part in parts if part and not found(part, man)]
        checks.append(('%s(1) has every part of %s --help (%d)' % (name, name, len(parts)), missing))
        sections = ['NAME', 'SYNOPSIS', 'DESCRIPTION', 'OPTIONS', 'EXIT STATUS', 'ENVIRONMENT',
                    'FILES', 'SEE ALSO']
        checks.append(('%s(1) has the sections of a manual page' % name,
                       [s for s in sections if ' %s ' % s not in ' %s ' % man]))
        checks.append(('%s(1) names MUSTER_LISTS_DIR and XDG_DATA_HOME' % name,
                       [v for v in ('MUSTER_LISTS_DIR', 'XDG_DATA_HOME') if v not in man]))
    print('1..%d' % len(checks))
    failed = 0
    for n, (description, missing) in enumerate(checks, 1):
        if missing:
            failed += 1
            print('not ok %d - %s' % (n, description))
            for item in missing:
                print('# missing: %s' % item)
        else:
            print('ok %d - %s' % (n, description))
    return 1 if failed else 0


sys.exit(main())
