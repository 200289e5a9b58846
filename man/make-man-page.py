#!/usr/bin/env python3
# make-man-page.py PROGRAM NAME SECTION "SUMMARY" SEE-ALSO OUTPUT
#
# Writes the manual page of PROGRAM from its own --help, run in English, so
# that the page and --help cannot disagree: the usage line becomes the
# synopsis, a paragraph before the first heading the description, the
# headings "Options:", "Exit status:", "Environment:" and "Files:" their
# sections, and any other heading ("Commands:", "Sharing:") a part of
# COMMANDS. An item is a line indented by two spaces, its term and its
# description apart by two spaces or more; a line indented further goes on
# with the description.
#
# Copyright 2026 The Muster developers
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import subprocess
import sys

SECTIONS = {
    'options': 'OPTIONS',
    'help options': 'OPTIONS',
    'exit status': 'EXIT STATUS',
    'environment': 'ENVIRONMENT',
    'files': 'FILES',
}
ORDER = ['DESCRIPTION', 'COMMANDS', 'OPTIONS', 'EXIT STATUS', 'ENVIRONMENT', 'FILES']


def help_text(program):
    env = dict(os.environ, LC_ALL='C.UTF-8', LANGUAGE='')
    for name in ('MUSTER_LISTS_DIR', 'MUSTER_LOCALE_DIR', 'LANG', 'LC_MESSAGES'):
        env.pop(name, None)
    return subprocess.run([program, '--help'], env=env, check=True, capture_output=True,
                          text=True).stdout


def roff(text):
    text = text.replace('\\', '\\e').replace('-', '\\-')
    return re.sub(r"^([.'])", r'\\&\1', text)


def parse(text):
    """The synopsis, and each section as a list of (heading, blocks), a block
    being ('p', text) or ('item', term, description)."""
    synopsis = None
    sections = {}
    current = sections.setdefault('DESCRIPTION', [])
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i].rstrip()
        i += 1
        if line.startswith('Usage:'):
            synopsis = line[len('Usage:'):].strip()
            if not synopsis and i < len(lines):
                synopsis = lines[i].strip()
                i += 1
            continue
        if not line.strip():
            continue
        heading = re.fullmatch(r'([A-Z][^:]*):', line)
        if heading:
            title = heading.group(1)
            name = SECTIONS.get(title.lower(), 'COMMANDS')
            current = sections.setdefault(name, [])
            if name == 'COMMANDS' and title != 'Commands':
                current.append(('ss', title))
            continue
        if re.match(r'\s{20,}\S', line) and current and current[-1][0] == 'item':
            kind, term, description = current[-1]
            current[-1] = (kind, term, (description + ' ' + line.strip()).strip())
            continue
        if line.startswith('  '):
            parts = re.split(r'\s{2,}', line.strip(), maxsplit=1)
            current.append(('item', parts[0], parts[1] if len(parts) > 1 else ''))
            continue
        if current and current[-1][0] == 'p':
            current[-1] = ('p', current[-1][1] + ' ' + line.strip())
        else:
            current.append(('p', line.strip()))
    return synopsis, sections


def page(name, section, summary, see_also, synopsis, sections):
    out = ['.\\" Made from the output of %s --help by man/make-man-page.py; do not edit.' % name,
           '.TH %s %s "" "Muster" "Muster"' % (name.upper(), section),
           '.nh', '.ad l',
           '.SH NAME', '%s \\- %s' % (roff(name), roff(summary)),
           '.SH SYNOPSIS', '.B %s' % roff(synopsis.split(' ', 1)[0])]
    if ' ' in synopsis:
        out.append(roff(synopsis.split(' ', 1)[1]))
    if not sections.get('DESCRIPTION'):
        sections['DESCRIPTION'] = [('p', '%s: %s.' % (name, summary))]
    for title in ORDER:
        blocks = sections.get(title)
        if not blocks:
            continue
        out.append('.SH %s' % title)
        for block in blocks:
            if block[0] == 'ss':
                out.append('.SS %s' % roff(block[1]))
            elif block[0] == 'p':
                out += ['.PP', roff(block[1])]
            else:
                out += ['.TP', '.B %s' % roff(block[1]), roff(block[2]) or '.']
    pages = [reference.rstrip(')').split('(') for reference in see_also.split()]
    out += ['.SH SEE ALSO', ', '.join('\\fB%s\\fR(%s)' % (roff(page), number) for page, number in pages)]
    return '\n'.join(out) + '\n'


def main():
    program, name, section, summary, see_also, output = sys.argv[1:7]
    synopsis, sections = parse(help_text(program))
    if synopsis is None:
        sys.exit('%s --help has no usage line' % program)
    with open(output, 'w', encoding='utf-8') as f:
        f.write(page(name, section, summary, see_also, synopsis, sections))


main()
