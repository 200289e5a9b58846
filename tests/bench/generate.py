#!/usr/bin/env python3
"""Seeded, reproducible generator of large To the Strongest! data for the benchmarks.

  generate.py rosters DIR N [--seed S]       N legal-looking Principate Roman rosters (130 points)
  generate.py megagame FILE UNITS [--seed S] one roster of UNITS units in commands of 10
  generate.py list FILE ROWS [--seed S]      a large TtS army list of ROWS rows with upgrades
  generate.py library DIR N [--seed S]       a library folder of N lists: the shipped lists and
                                             rulesets, and copies of the shipped lists under new
                                             ids and names (the same rows, rules and books)

Everything is derived from the seed, so the same command writes the same bytes.
"""
import argparse
import os
import random
import re
import shutil
from xml.sax.saxutils import quoteattr

NS = "urn:io.github.muster:1"

# (row id, upgrade ids the row offers) from lists/tts/principate-roman.xml
ROWS = [
    ("legionarii", ["legionarii-veteran", "legionarii-raw"]),
    ("auxiliarii", ["auxiliarii-veteran", "auxiliarii-raw"]),
    ("equites-alares", []),
    ("equites-cohortales", []),
    ("symmachiarii-light-bow", []),
    ("servus-castrensis", []),
    ("ballistarii", []),
]
GENERAL_UPGRADES = ["general-mounted", "general-detached", "general-heroic"]


def header(out, name, limit):
    out.append('<?xml version="1.0" encoding="UTF-8"?>')
    out.append(f'<roster xmlns="{NS}" format="1" ruleset="tts" list="principate-roman" list-revision="1">')
    out.append(f'  <army name={quoteattr(name)} points-limit="{limit}"/>')
    out.append('  <option id="date" value="100"/>')
    out.append('  <option id="region" value="western"/>')


def command(out, rng, index, units, next_id, senior):
    out.append(f'  <command name="Command {index + 1}">')
    out.append(f'    <general name="General {index + 1}" entry="generals">')
    ups = [u for u in GENERAL_UPGRADES if rng.random() < 0.4]
    if "general-detached" not in ups:
        ups.append("general-detached")
    if senior:
        ups.append("general-senior")
    for u in ups:
        out.append(f'      <upgrade ref="{u}"/>')
    out.append('    </general>')
    for _ in range(units):
        row, upgrades = rng.choice(ROWS)
        uid = f"u{next_id}"
        next_id += 1
        chosen = [u for u in upgrades if rng.random() < 0.25][:1]
        if not chosen:
            out.append(f'    <unit id="{uid}" entry="{row}"/>')
        else:
            out.append(f'    <unit id="{uid}" entry="{row}">')
            out.append(f'      <upgrade ref="{chosen[0]}"/>')
            out.append('    </unit>')
    out.append(f'    <unit id="u{next_id}" entry="camp"/>')
    out.append('  </command>')
    return next_id + 1


def roster(rng, name, n_commands, units_per_command, limit):
    out = []
    header(out, name, limit)
    next_id = 1
    for c in range(n_commands):
        next_id = command(out, rng, c, units_per_command, next_id, c == 0)
    out.append('</roster>')
    return "\n".join(out) + "\n"


def write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def cmd_rosters(args):
    os.makedirs(args.path, exist_ok=True)
    for i in range(args.n):
        rng = random.Random(args.seed * 100003 + i)
        text = roster(rng, f"Generated army {i + 1}", 3, rng.randint(3, 4), 130)
        write(os.path.join(args.path, f"roster-{i + 1:04d}.muster"), text)


def cmd_megagame(args):
    rng = random.Random(args.seed)
    commands = max(1, args.n // 10)
    write(args.path, roster(rng, f"Megagame of {args.n} units", commands, args.n // commands, 0))


TYPES = [("legionaries", 10, 6), ("auxiliaries", 8, 6), ("cavalry-javelin", 9, 7),
         ("light-infantry-bow", 4, 8), ("spearmen", 7, 7), ("bowmen", 7, 8)]


def cmd_list(args):
    rng = random.Random(args.seed)
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<army-list xmlns="{NS}" id="bench-large" ruleset="tts" revision="1" name="Generated large list" period="any">',
           '  <entry id="generals" kind="general" name="Generals" number="1-10" printed-cost="4">',
           '    <entry id="general-mounted" kind="general-upgrade" upgrade="mounted" description="Upgrade to mounted" number="any" printed-cost="+1"/>',
           '  </entry>',
           '  <entry id="camp" kind="camp" name="Camp" number="1-3" printed-cost="1"/>']
    for i in range(args.n):
        t, cost, save = rng.choice(TYPES)
        out.append(f'  <entry id="row-{i}" name="Row {i}" description="{t}" type="{t}" number="0-{rng.randint(1, 9)}" printed-cost="{cost}" printed-save="{save}+">')
        out.append(f'    <entry id="row-{i}-veteran" description="Upgrade row {i} to veteran" quality="veteran" number="up-to-half"/>')
        out.append('  </entry>')
    out.append('</army-list>')
    write(args.path, "\n".join(out) + "\n")


LISTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lists")


def shipped_lists():
    """(ruleset folder, file name, text) of every list shipped in lists/, sorted."""
    out = []
    for folder in sorted(os.listdir(LISTS)):
        path = os.path.join(LISTS, folder)
        if folder in ("rulesets", "examples") or not os.path.isdir(path):
            continue
        for name in sorted(os.listdir(path)):
            if name.endswith(".xml"):
                with open(os.path.join(path, name), encoding="utf-8") as f:
                    out.append((folder, name, f.read()))
    return out


def renamed(text, number):
    """A shipped list under a new id and name: only the root element's id and name change."""
    root = re.search(r"<army-list\b[^>]*>", text)
    head = root.group(0)
    head = re.sub(r'\bid="([^"]*)"', lambda m: f'id="{m.group(1)}-copy-{number}"', head, count=1)
    head = re.sub(r'\bname="([^"]*)"', lambda m: f'name="{m.group(1)} (copy {number})"', head, count=1)
    return text[:root.start()] + head + text[root.end():]


def cmd_library(args):
    rng = random.Random(args.seed)
    shutil.copytree(os.path.join(LISTS, "rulesets"), os.path.join(args.path, "rulesets"))
    shipped = shipped_lists()
    for folder, name, text in shipped:
        os.makedirs(os.path.join(args.path, folder), exist_ok=True)
        write(os.path.join(args.path, folder, name), text)
    for number in range(1, args.n - len(shipped) + 1):
        folder, name, text = rng.choice(shipped)
        write(os.path.join(args.path, folder, f"{name[:-4]}-copy-{number}.xml"), renamed(text, number))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=["rosters", "megagame", "list", "library"])
    parser.add_argument("path")
    parser.add_argument("n", type=int)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    {"rosters": cmd_rosters, "megagame": cmd_megagame, "list": cmd_list, "library": cmd_library}[args.what](args)


if __name__ == "__main__":
    main()
