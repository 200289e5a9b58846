#!/usr/bin/env python3
# check-function-length.py SOURCE_ROOT: no C function under src/ is longer
# than 60 lines (HACKING.md, Style), except those listed in
# tests/long-functions.txt, and none of those has grown.
#
# A function's length is counted from the line of its name (the return type
# is on the line above) to its closing brace, both included. The list has one
# line a function, "FILE NAME LENGTH"; a function over the limit that is not
# listed fails, as does a listed one longer than its listed length, and a
# listed one that is gone or no longer over the limit (remove its line), so
# the list can only shrink. Prints the 90th percentile of every function's
# length and each function over 49 lines. TAP on stdout.
import glob
import math
import os
import re
import sys

LIMIT = 60
SHOWN = 49
NAME = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*) \(")


def functions(path):
    """(name, first line, length) of each function defined in a C file."""
    with open(path, encoding="utf-8") as source:
        lines = source.read().split("\n")
    found = []
    name, first, body = None, None, False
    for number, line in enumerate(lines, 1):
        if body:
            if line.startswith("}"):
                found.append((name, first, number - first + 1))
                name, first, body = None, None, False
            continue
        match = NAME.match(line)
        if match and not line.rstrip().endswith(";"):
            name, first = match.group(1), number
        elif line.startswith("{") and name is not None:
            body = True
        elif name is not None and (not line.strip() or line.rstrip().endswith(";")):
            name, first = None, None
    return found


def listed(path):
    """(file, name) -> listed length, from tests/long-functions.txt."""
    allowed = {}
    with open(path, encoding="utf-8") as text:
        for number, line in enumerate(text, 1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = line.split()
            if len(fields) != 3 or not fields[2].isdigit():
                sys.exit(f"Bail out! {path}:{number}: not \"FILE NAME LENGTH\": {line}")
            allowed[(fields[0], fields[1])] = int(fields[2])
    return allowed


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    os.chdir(root)
    allowed = listed("tests/long-functions.txt")
    measured = {}
    for path in sorted(glob.glob("src/**/*.c", recursive=True)):
        for name, first, length in functions(path):
            measured[(path, name)] = (first, length)

    lengths = sorted(length for _, length in measured.values())
    p90 = lengths[math.ceil(0.9 * len(lengths)) - 1] if lengths else 0
    print(f"# {len(lengths)} functions; 90th percentile {p90} lines; "
          f"{sum(1 for n in lengths if n > SHOWN)} over {SHOWN}, "
          f"{sum(1 for n in lengths if n > LIMIT)} over {LIMIT}")
    longest = sorted(measured.items(), key=lambda item: (-item[1][1], item[0]))
    for (path, name), (first, length) in longest:
        if length > SHOWN:
            print(f"# {length:3} {path}:{first} {name}")

    n = 0
    failed = False
    for (path, name), (first, length) in longest:
        if length <= LIMIT:
            continue
        n += 1
        most = allowed.get((path, name))
        if most is None:
            print(f"not ok {n} - {path}:{first} {name} has {length} lines, more than {LIMIT}: "
                  f"split it")
            failed = True
        elif length > most:
            print(f"not ok {n} - {path}:{first} {name} grew to {length} lines; "
                  f"tests/long-functions.txt allows it {most}: split it")
            failed = True
        else:
            print(f"ok {n} - {path} {name}: {length} lines, listed at {most}")
    for (path, name), most in sorted(allowed.items()):
        if measured.get((path, name), (0, 0))[1] > LIMIT:
            continue
        n += 1
        print(f"not ok {n} - {path} {name} is listed in tests/long-functions.txt but is gone "
              f"or {LIMIT} lines or fewer now: remove its line")
        failed = True
    n += 1
    print(f"ok {n} - {len(lengths)} functions measured")
    print(f"1..{n}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
