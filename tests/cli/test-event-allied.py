#!/usr/bin/env python3
# test-event-allied.py: an organiser's allied-games event, end to end, from
# the command line: a pack with a 200-point limit for armies with an allied
# contingent, the Principate Roman list for Western armies only and at most
# one brilliant general; a folder of rosters checked against it (the exact
# issue of each); the pack made to carry its lists (muster-cli event carry),
# valid against schemas/event.rng, then checked by a player whose library
# has no Principate Roman list at all, and against a roster built on
# another revision of a carried list. Prints TAP.
#
# Copyright 2026 The Muster developers
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import shutil
import subprocess
import sys
import tempfile

CLI = os.environ["MUSTER_CLI"]
LISTS = os.environ["MUSTER_LISTS_DIR"]
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
SCHEMA = os.path.join(ROOT, "schemas", "event.rng")

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


def cli(lists, *args, cwd):
    run = subprocess.run([CLI, "--lists", lists] + list(args), cwd=cwd, capture_output=True, timeout=120)
    return run.returncode, run.stdout.decode("utf-8"), run.stderr.decode("utf-8")


PACK = """<?xml version="1.0" encoding="UTF-8"?>
<event xmlns="urn:io.github.muster:1" format="1" name="Allied Games" date="2027-05-08"
       ruleset="tts" points-limit="130" allies="true" allied-points-limit="200">
  <list id="ancient-british"/>
  <list id="principate-roman">
    <option id="region" value="western"/>
  </list>
  <general-cap kind="brilliant" max="1"/>
</event>
"""


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def make_rosters(work):
    """The folder of rosters as the players sent them."""
    folder = os.path.join(work, "rosters")
    os.mkdir(folder)
    allies = read(os.path.join(LISTS, "examples", "tts-british-roman-allies.muster"))
    alice = read(os.path.join(ROOT, "tests", "fixtures", "event", "rosters", "alice-legal.muster"))
    write(os.path.join(folder, "allied.muster"), allies.replace('player="Allied contingents example"',
                                                              'player="Alba Allied"'))
    eastern = allies.replace('<option id="region" value="western"/>', '<option id="region" value="eastern"/>')
    assert eastern != allies
    write(os.path.join(folder, "eastern-ally.muster"),
          eastern.replace('player="Allied contingents example"', 'player="Ezio East"'))
    write(os.path.join(folder, "alice.muster"), alice)
    brilliant = alice.replace('<upgrade ref="general-heroic"/>\n    </general>\n    <unit id="u1"',
                              '<upgrade ref="general-heroic"/>\n      <upgrade ref="general-brilliant"/>\n'
                              '    </general>\n    <unit id="u1"')
    brilliant = brilliant.replace('<upgrade ref="general-senior"/>',
                                  '<upgrade ref="general-senior"/>\n      <upgrade ref="general-brilliant"/>')
    assert brilliant.count("general-brilliant") == 2
    write(os.path.join(folder, "brilliant.muster"), brilliant.replace("Alice Archer", "Bice Bright"))
    return folder


def issues_of(table, player):
    """The issue lines under a player's row of the table."""
    lines = table.splitlines()
    for i, line in enumerate(lines):
        if line.startswith(player):
            found = []
            for below in lines[i + 1:]:
                if not below.startswith("    "):
                    break
                found.append(below.strip())
            return line, found
    return None, []


def check_folder(work):
    status, table, err = cli(LISTS, "event", "check", "allied.muster-event", "rosters", cwd=work)
    ok(status == 1, "an illegal roster among them: exit 1", "%d %s" % (status, err))
    ok("  Points: at most 130; at most 200 for an army with an allied contingent\n" in table
       and "  Lists: Ancient British, Principate Roman (Eastern or Western army: Western)\n" in table
       and "  At most 1 brilliant general\n" in table,
       "the table starts with the pack's conditions in words", table[:600])
    row, issues = issues_of(table, "Alba Allied")
    ok(row is not None and "Ancient British, rev. 1, with allies: Principate Roman  181" in row
       and "Legal" in row and issues == [],
       "181 points with a Western Roman ally: legal under the 200-point allied limit", table)
    row, issues = issues_of(table, "Ezio East")
    ok(issues == ["error event.list.option: “Allied Games” plays the list Principate Roman with “Eastern or "
                  "Western army” as “Western”; this army has “Eastern”."],
       "an Eastern Roman ally is refused", issues)
    row, issues = issues_of(table, "Alice Archer")
    ok(row is not None and "Legal" in row and issues == [], "a Western Principate army alone: legal at 130",
       table)
    status, _, err = cli(LISTS, "event", "check", "allied.muster-event", "rosters", "--html", "results.html",
                         cwd=work)
    page = read(os.path.join(work, "results.html"))
    ok("<li>Lists: Ancient British, Principate Roman (Eastern or Western army: Western)</li>" in page
       and "<h3>Legio II Augusta · allied contingent: Principate Roman — 54</h3>" in page
       and "Warriors · heroes: Dubno, Epillus — 12" in page,
       "the page shows the conditions, marks allied contingents and names heroes", page[:1500])
    row, issues = issues_of(table, "Bice Bright")
    ok("error event.general: “Allied Games” allows at most 1 brilliant general; the army has 2." in issues,
       "two brilliant generals: the event's cap is told", issues)


def check_carried(work):
    status, _, err = cli(LISTS, "event", "carry", "allied.muster-event", "-o", "carried.muster-event", cwd=work)
    ok(status == 0, "event carry writes the pack with its lists", err)
    carried = read(os.path.join(work, "carried.muster-event"))
    ok(carried.count("<carried-list file=") == 2, "both lists are in the pack", carried[:800])
    lint = subprocess.run(["xmllint", "--noout", "--relaxng", SCHEMA, "carried.muster-event"], cwd=work,
                          capture_output=True, text=True)
    ok(lint.returncode == 0, "the carrying pack is valid against event.rng", lint.stderr)

    # a player's library without the Principate Roman list: the pack's own copy is used
    player = os.path.join(work, "player-lists")
    shutil.copytree(LISTS, player, ignore=shutil.ignore_patterns("examples"))
    os.unlink(os.path.join(player, "tts", "principate-roman.xml"))
    status, _, err = cli(player, "event", "check", "allied.muster-event", "rosters/alice.muster", cwd=work)
    ok(status == 2 and "principate-roman" in err, "without the list, the plain pack is refused", err)
    status, table, err = cli(player, "event", "check", "carried.muster-event", "rosters/alice.muster",
                             "rosters/allied.muster", cwd=work)
    ok(status == 0 and "2 rosters, 2 legal" in table, "with the carrying pack, the same rosters are legal",
       table + err)

    # the organiser plays revision 2 of the list: a roster built on revision 1 says so
    revised = os.path.join(work, "revised-lists")
    shutil.copytree(LISTS, revised, ignore=shutil.ignore_patterns("examples"))
    path = os.path.join(revised, "tts", "principate-roman.xml")
    text = read(path)
    write(path, text.replace('revision="1"', 'revision="2"', 1))
    status, _, err = cli(revised, "event", "carry", "allied.muster-event", "-o", "revision-2.muster-event",
                         cwd=work)
    ok(status == 0, "a pack carrying revision 2", err)
    status, table, err = cli(LISTS, "event", "check", "revision-2.muster-event", "rosters/alice.muster", cwd=work)
    row, issues = issues_of(table, "Alice Archer")
    ok(status == 1 and "error event.list.revision: “Allied Games” plays revision 2 of the list Principate "
       "Roman; this army was built with revision 1." in issues,
       "a roster built on another revision of a carried list says so", table + err)


PHALANX_OPEN = """<?xml version="1.0" encoding="UTF-8"?>
<roster xmlns="urn:io.github.muster:1" format="1" ruleset="phalanx" list="phalanx-open" list-revision="1">
  <army name="Hoplites" player="Petra Phalanx"/>
  <command name="Centre"><unit id="u1" entry="hip"/></command>
</roster>
"""

TTS_OPEN = """<?xml version="1.0" encoding="UTF-8"?>
<roster xmlns="urn:io.github.muster:1" format="1" ruleset="tts" list="tts-open" list-revision="1">
  <army name="Spearmen" player="Tito Open" points-limit="130"/>
  <command name="Command 1"><general name="Flavius" entry="generals"><upgrade ref="general-detached"/></general>
    <unit id="s1" entry="spearmen"/><unit id="camp" entry="camp"/></command>
</roster>
"""


def check_shared_names(work):
    """Two lists named "All troop types", of two rulesets, told apart."""
    write(os.path.join(work, "phalanx-open.muster"), PHALANX_OPEN)
    write(os.path.join(work, "tts-open.muster"), TTS_OPEN)
    status, table, err = cli(LISTS, "event", "check", "allied.muster-event", "phalanx-open.muster",
                             "tts-open.muster", "--csv", "open.csv", cwd=work)
    csv_text = read(os.path.join(work, "open.csv"))
    ok("Hoplites  All troop types (Phalanx), rev. 1" in table
       and "Spearmen  All troop types (To the Strongest!), rev. 1" in table
       and '"All troop types (Phalanx), rev. 1","phalanx-open"' in csv_text,
       "lists sharing a name are told apart by their ruleset", table + err)


def main():
    work = tempfile.mkdtemp(prefix="muster-allied-")
    try:
        write(os.path.join(work, "allied.muster-event"), PACK)
        lint = subprocess.run(["xmllint", "--noout", "--relaxng", SCHEMA, "allied.muster-event"], cwd=work,
                              capture_output=True, text=True)
        ok(lint.returncode == 0, "the organiser's pack is valid against event.rng", lint.stderr)
        make_rosters(work)
        check_folder(work)
        check_carried(work)
        check_shared_names(work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("1..%d" % n)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
