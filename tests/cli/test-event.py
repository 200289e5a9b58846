#!/usr/bin/env python3
# test-event.py: muster-cli event check and event book, run as an organiser
# runs them on tests/fixtures/event/ (a pack and a folder of rosters: legal,
# illegal by the rules, illegal only by the pack, over the points, wrong list
# revision, unreadable, the same player twice) and a file of share codes made
# from a printed sheet (the same roster twice): the exact table, CSV and
# JSON, the exit statuses, broken packs refused with their line, the HTML
# page laid out by a real browser (headless chromium) and its screenshot
# checked row by row, and the book read back with pdftotext. Prints TAP.
#
# Copyright 2026 The Muster developers
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

CLI = os.environ["MUSTER_CLI"]
LISTS = os.environ["MUSTER_LISTS_DIR"]
HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "..", "fixtures", "event")
EXPECTED = os.path.join(FIXTURES, "expected")

n = 0
failed = 0


def ok(condition, name, detail=""):
    global n, failed
    n += 1
    if condition:
        print("ok %d - %s" % (n, name))
    else:
        failed += 1
        print("not ok %d - %s" % (n, name))
        for line in str(detail).splitlines():
            print("# " + line)


def cli(*args, cwd):
    run = subprocess.run([CLI, "--lists", LISTS] + list(args), cwd=cwd, capture_output=True,
                         timeout=120)
    # as written: the CSV's lines end in CR LF
    return run.returncode, run.stdout.decode("utf-8"), run.stderr.decode("utf-8")


def expected(name):
    with open(os.path.join(EXPECTED, name), encoding="utf-8", newline="") as f:
        return f.read()


def same(actual, wanted, name):
    if actual == wanted:
        ok(True, name)
        return
    import difflib
    diff = "".join(difflib.unified_diff(wanted.splitlines(True), actual.splitlines(True),
                                        "expected", "actual"))
    ok(False, name, diff)


def share_code(work, roster):
    """The share code printed on the roster's sheet, read back from the PDF."""
    status, _, err = cli("print", roster, "-o", "sheet.pdf", cwd=work)
    if status != 0:
        return None
    text = subprocess.run(["pdftotext", "-layout", "sheet.pdf", "-"], cwd=work,
                          capture_output=True, text=True).stdout
    os.unlink(os.path.join(work, "sheet.pdf"))
    tail = text[text.index("Share code") + len("Share code"):]
    return re.sub(r"[^0-9A-Z-]", "", tail)


# PNG, as chromium writes it: 8-bit RGB or RGBA, not interlaced
def read_png(path):
    with open(path, "rb") as f:
        data = f.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour in (2, 6) and interlace == 0
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    bpp = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, bpp, rows


# The verdict's background of each kind of row (mu-cli-event-html.c)
VERDICT_COLOURS = {
    (0xa5, 0xd6, 0xa7): "legal",
    (0xff, 0xf5, 0x9d): "warned",
    (0xef, 0x9a, 0x9a): "illegal",
    (0xbd, 0xbd, 0xbd): "unreadable",
}


def painted(row, width, bpp):
    """The kind of verdict whose background crosses this row of pixels: a run
    of at least 16 pixels of its colour (a glyph's edge is not)."""
    run_kind, run = None, 0
    for x in range(width):
        kind = VERDICT_COLOURS.get(tuple(row[x * bpp:x * bpp + 3]))
        run = run + 1 if kind is not None and kind == run_kind else 1
        run_kind = kind
        if kind is not None and run >= 16:
            return kind
    return None


def verdict_bands(path):
    """The kinds of verdict painted, top to bottom, one per badge: rows of
    pixels of one colour less than 12 pixels apart (the text inside the
    badge cuts its colour) are one badge."""
    width, height, bpp, rows = read_png(path)
    bands, current, last = [], None, -100
    for y in range(height):
        found = painted(rows[y], width, bpp)
        if found is None:
            continue
        if found != current or y - last > 12:
            bands.append(found)
        current, last = found, y
    return bands


def chromium():
    for name in ("chromium", "chromium-browser"):
        path = shutil.which(name)
        if path is not None:
            return path
    return None


def browser(work, *args):
    profile = os.path.join(work, "profile")
    command = [chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
               "--disable-extensions", "--hide-scrollbars", "--user-data-dir=" + profile,
               "--force-device-scale-factor=1"] + list(args)
    return subprocess.run(command, cwd=work, capture_output=True, text=True, timeout=180)


def main():
    work = tempfile.mkdtemp(prefix="muster-event-")
    try:
        shutil.copytree(FIXTURES, os.path.join(work, "event"), ignore=shutil.ignore_patterns("expected"))
        event = os.path.join(work, "event")
        code = share_code(event, "rosters/dario-over.muster")
        ok(code is not None and len(code) > 20, "the share code of a printed sheet is read back")
        with open(os.path.join(event, "codes.txt"), "w", encoding="utf-8") as f:
            f.write("# Rosters sent as share codes\n\nGina Grey: %s\n" % code)
        inputs = ["spring-muster.muster-event", "rosters", "codes.txt"]

        status, out, err = cli("event", "check", *inputs, cwd=event)
        ok(status == 2, "a file that cannot be read: exit 2", "status %d\n%s" % (status, err))
        same(out, expected("table.txt"), "the table")
        status, out, _ = cli("event", "check", *inputs, "--csv", "table.csv", cwd=event)
        with open(os.path.join(event, "table.csv"), encoding="utf-8", newline="") as f:
            written = f.read()
        same(written, expected("table.csv"), "the CSV, written to its file")
        ok(status == 2 and out == expected("table.txt"), "--csv FILE: the table still on standard output")
        check_csv_shape(written)
        status, out, _ = cli("event", "check", *inputs, "--json", cwd=event)
        same(out, expected("table.json"), "the JSON")
        parsed = json.loads(out)
        ok(parsed["rosters"] == 8 and parsed["legal"] == 2 and parsed["unreadable"] == 1,
           "the JSON's counts", out[:400])

        readable = ["rosters/" + name for name in sorted(os.listdir(os.path.join(event, "rosters")))
                    if name != "unreadable.muster"]
        status, _, _ = cli("event", "check", "spring-muster.muster-event", *readable, cwd=event)
        ok(status == 1, "an illegal roster: exit 1", status)
        status, out, _ = cli("event", "check", "spring-muster.muster-event",
                             "rosters/alice-legal.muster", "rosters/elena-revision.muster", cwd=event)
        ok(status == 1 and "event.list.revision" in out, "a wrong revision of a list is illegal")
        status, out, _ = cli("event", "check", "spring-muster.muster-event",
                             "rosters/alice-legal.muster", cwd=event)
        ok(status == 0 and "1 roster, 1 legal" in out, "every roster legal: exit 0", out)

        with open(os.path.join(event, "nul.txt"), "wb") as f:
            f.write(b"Hugo Hall: \0\n")
        status, out, _ = cli("event", "check", "spring-muster.muster-event",
                             "rosters/alice-legal.muster", "nul.txt", "/dev/zero", cwd=event)
        ok(status == 2 and "\n    /dev/zero: not a regular file\n" in out
           and "\n    nul.txt: not a text file of share codes of at most 8388608 bytes\n" in out
           and "3 rosters, 1 legal, 2 unreadable" in out,
           "a device and a file of codes that is not text are unreadable, the rest checked", out)
        os.unlink(os.path.join(event, "nul.txt"))

        check_broken_packs(event)
        check_html(event, inputs)
        check_book(event, inputs)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("1..%d" % n)
    return 1 if failed else 0


def check_csv_shape(written):
    """A byte-order mark (Excel then reads UTF-8), and no cell broken over
    lines: every record one line of 14 cells, an issue's code and message
    in cells of their own."""
    import csv
    import io
    ok(written.startswith("\ufeff\"player\","), "the CSV starts with a byte-order mark", written[:20])
    rows = list(csv.reader(io.StringIO(written[1:], newline="")))
    lines = written[1:].split("\r\n")
    ok(len(rows) == len(lines) - 1 and all(len(row) == 14 for row in rows),
       "one line per record, 14 cells each", "%d rows, %d lines" % (len(rows), len(lines)))
    codes = [row[11] for row in rows[1:]]
    ok("event.general" in codes and "event.army-date" in codes and "" not in codes[:-1],
       "an issue's code in a cell of its own", codes)
    unreadable = rows[-1]
    ok(unreadable[5:8] == ["", "", ""] and unreadable[2] == "", "no figures: empty cells, not dashes",
       unreadable)


BROKEN = [
    ('<option id="small-rounding" value="up"/>', '<option id="no-such-option" value="up"/>',
     "pack.muster-event:7: the ruleset “tts” has no option “no-such-option”"),
    ('<option id="small-rounding" value="up"/>', '<option id="small-rounding" value="sideways"/>',
     "pack.muster-event:7: the option “small-rounding” has no value “sideways”"),
    ('<list id="ancient-british" revision="2"/>', '<list id="no-such-list"/>',
     "pack.muster-event:6: the library has no army list “no-such-list”"),
    ('date="2027-03-13"', 'date="2027-02-30"',
     "pack.muster-event:3: “date” must be a day written YYYY-MM-DD, not “2027-02-30”"),
    ('points-minimum="100"', 'points-minimum="150"',
     "pack.muster-event:3: “points-minimum” (150) is above “points-limit” (130)"),
    ('<army-date from="-27" to="150"/>', '<army-date from="150" to="-27"/>',
     "pack.muster-event:8: “from” (150) is after “to” (-27)"),
    ('<general-cap kind="brilliant" max="0"/>', '<general-cap kind="tireless" max="0"/>',
     "pack.muster-event:10: no list the event allows has a general upgrade “tireless”"),
    ('<?xml version="1.0" encoding="UTF-8"?>',
     '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE event [<!ENTITY x "x">]>',
     "pack.muster-event:2: document type declarations (DTDs) are not allowed in Muster files"),
]


def check_broken_packs(event):
    with open(os.path.join(event, "spring-muster.muster-event"), encoding="utf-8") as f:
        pack = f.read()
    for old, new, message in BROKEN:
        assert old in pack, old
        with open(os.path.join(event, "pack.muster-event"), "w", encoding="utf-8") as f:
            f.write(pack.replace(old, new))
        status, out, err = cli("event", "check", "pack.muster-event", "rosters", cwd=event)
        ok(status == 2 and err == message + "\n" and out == "",
           "a broken pack is refused: " + message, "status %d\n%s" % (status, err))


def check_html(event, inputs):
    status, _, err = cli("event", "check", *inputs, "--html", "results.html", cwd=event)
    ok(status == 2, "--html: the exit status is that of the check", err)
    with open(os.path.join(event, "results.html"), encoding="utf-8") as f:
        page = f.read()
    ok(not re.search(r"<script|<link|<img|\bsrc=|\bhref=|url\(|@import", page),
       "the page needs nothing outside itself and no script")
    ok(page.count("<details") == 8 and "8 rosters, 2 legal, 1 unreadable" in page,
       "a row per roster and the summary line")
    if chromium() is None:
        ok(False, "chromium is installed (bash .ci/setup installs it)")
        return
    dom = browser(event, "--dump-dom", "file://" + os.path.join(event, "results.html"))
    players = re.findall(r'<span class="player">([^<]*)</span>', dom.stdout)
    ok(players == ["alice  archer", "Alice Archer", "Bruno Brandt", "Carla Conti", "Dario Dini",
                   "Elena Esposito", "Gina Grey", "rosters/unreadable.muster"],
       "chromium reads a row per player, sorted by player", dom.stdout[-2000:] + dom.stderr[-2000:])
    shot = browser(event, "--screenshot=" + os.path.join(event, "results.png"),
                   "--window-size=1400,1000", "file://" + os.path.join(event, "results.html"))
    if not os.path.exists(os.path.join(event, "results.png")):
        ok(False, "chromium takes a screenshot of the page", shot.stderr[-2000:])
        return
    bands = verdict_bands(os.path.join(event, "results.png"))
    ok(bands == ["warned", "warned", "illegal", "illegal", "illegal", "illegal", "illegal",
                 "unreadable"],
       "the screenshot shows each row's verdict in its colour, in order", bands)


def pdf_text(path, first=None, last=None):
    args = ["pdftotext", "-layout"]
    if first is not None:
        args += ["-f", str(first), "-l", str(last)]
    return subprocess.run(args + [path, "-"], capture_output=True, text=True).stdout


def check_book(event, inputs):
    status, _, err = cli("event", "book", *inputs, "-o", "book.pdf", cwd=event)
    ok(status == 2 and os.path.exists(os.path.join(event, "book.pdf")),
       "the book is written, though a roster could not be read", err)
    book = os.path.join(event, "book.pdf")
    first = [re.sub(r"\s{2,}", " | ", line.strip()) for line in pdf_text(book, 1, 1).splitlines()
             if line.strip()]
    same("\n".join(first) + "\n", expected("book-first-page.txt"), "the book's first page")
    info = subprocess.run(["pdfinfo", book], capture_output=True, text=True).stdout
    pages = int(re.search(r"Pages:\s+(\d+)", info).group(1))
    starts = []
    head = first.index("Player | Army | List | Points | Verdict | Page")
    ok(first[1:head] == ["Points: 100 to 130", "Allied contingents: not allowed",
                         "Lists: Principate Roman (revision 1; as of 2027-03-01), Ancient British (revision 2)",
                         "Readings of the rules: Small units: halved cost: Round up",
                         "Armies: dated 27 BC to AD 150", "Not allowed: Equites Singulares",
                         "No brilliant general"],
       "the book's first page shows the pack's conditions under its title", first[:head])
    for line in first[head + 1:]:
        cells = line.split(" | ")
        if cells[-1] != "–":
            starts.append((int(cells[-1]), cells[1]))
    ok(pages == 8, "one page of armies and a sheet of one page for each of the seven", pages)
    for page, army in starts:
        text = pdf_text(book, page, page)
        # a roster sent as a short code has no name: its sheet calls it so
        heading = army if army != "–" else "Unnamed army"
        ok(text.lstrip().startswith(heading), "page %d starts the sheet of %s" % (page, heading), text[:200])


if __name__ == "__main__":
    sys.exit(main())
