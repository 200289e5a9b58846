#!/usr/bin/env python3
# check-includes.py SOURCE_ROOT: the rooms of src/core (HACKING.md, The house)
# hold, read from the #include lines and the functions the headers declare.
#
# The rooms and their arrows are the list core_rooms in src/core/meson.build,
# the one the build makes its libraries and include paths from: each room
# names the rooms below it that it may include. This check fails when
#   1. a C file of src/core is not in a room's folder, or two headers share
#      a name (includes are bare names);
#   2. an #include names a header of a room the file's room has no arrow to
#      (an include running up, or sideways to a room it does not use);
#   3. a header declares a function that a file of another room defines (so
#      that what the build lets a room include is what the room calls);
#   4. there is a circle between files: file A calls a function that B
#      defines, through a header A includes, and B, maybe through others,
#      calls one that A defines; or headers that include each other.
# TAP on stdout.
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
ROOM = re.compile(r"\[\s*'([a-z]+)'\s*,\s*\[([^\]]*)\]\s*\]")
DEFINITION = re.compile(r"^(mu_\w+) \(", re.M)
WORD = re.compile(r"\b(mu_\w+)\b")


def strip_comments(text):
    """Text without comments and string literals, lines kept."""
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    return re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)


def read_rooms(root):
    """[(room, [rooms it may include])] from src/core/meson.build."""
    with open(os.path.join(root, "src", "core", "meson.build"), encoding="utf-8") as build:
        text = build.read()
    start = text.find("core_rooms = [")
    if start < 0:
        sys.exit("Bail out! src/core/meson.build has no core_rooms list")
    end = text.find("\n]", start)
    rooms = []
    for name, uses in ROOM.findall(text[start:end]):
        rooms.append((name, re.findall(r"'([a-z]+)'", uses)))
    return rooms


def read_files(root, rooms):
    """{path: (room, text)} of every C file under src/core, and problems."""
    core = os.path.join(root, "src", "core")
    files, problems = {}, []
    for folder, _, names in os.walk(core):
        for name in sorted(names):
            if not name.endswith((".c", ".h")):
                continue
            path = os.path.relpath(os.path.join(folder, name), root)
            room = os.path.relpath(folder, core)
            if room not in rooms:
                problems.append(f"{path} is in no room's folder")
                continue
            with open(os.path.join(folder, name), encoding="utf-8") as source:
                files[path] = (room, source.read())
    return files, problems


def declarations(text):
    """Names of the mu_ functions a header declares."""
    names = set()
    for statement in strip_comments(text).split(";"):
        lines = [line for line in statement.split("\n") if not line.lstrip().startswith("#")]
        match = re.search(r"\b(mu_\w+)\s*\(", " ".join(lines))
        if match and "(*" not in statement.split(match.group(1))[0]:
            names.add(match.group(1))
    return names


def definitions(text):
    """Names of the mu_ functions a C file defines outside static ones."""
    found = set()
    lines = strip_comments(text).split("\n")
    for number, line in enumerate(lines):
        match = DEFINITION.match(line)
        if match and number > 0 and not lines[number - 1].startswith("static") and not line.rstrip().endswith(";"):
            found.add(match.group(1))
    return found


def cycle_in(graph, members):
    """One circle through the strongly connected files members, as a path."""
    start = min(members)
    paths = {start: [start]}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for nxt in sorted(graph.get(node, ())):
            if nxt == start:
                return paths[node] + [start]
            if nxt in members and nxt not in paths:
                paths[nxt] = paths[node] + [nxt]
                queue.append(nxt)
    return [start]


def strongly_connected(graph):
    """Groups of more than one node that reach each other (Tarjan)."""
    index, low, stack, on_stack, groups = {}, {}, [], set(), []
    counter = [0]

    def visit(node):
        work = [(node, iter(sorted(graph.get(node, ()))))]
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        while work:
            current, edges = work[-1]
            for nxt in edges:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter[0]
                    counter[0] += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph.get(nxt, ())))))
                    break
                if nxt in on_stack:
                    low[current] = min(low[current], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[current])
                if low[current] == index[current]:
                    group = set()
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.add(member)
                        if member == current:
                            break
                    if len(group) > 1:
                        groups.append(group)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def headers_by_name(files):
    """{bare header name: path}, and the names two rooms share."""
    found, twice = {}, []
    for path in sorted(files):
        if path.endswith(".h"):
            name = os.path.basename(path)
            if name in found:
                twice.append(f"{found[name]} and {path} share a name")
            found[name] = path
    return found, twice


def check_includes(files, headers, uses):
    """Includes of a header of a room the file's room has no arrow to."""
    problems = []
    for path, (room, text) in sorted(files.items()):
        for name in INCLUDE.findall(text):
            if name not in headers:
                continue
            other = files[headers[name]][0]
            if other != room and other not in uses[room]:
                problems.append(f"{path} (room {room}) includes {name} of room {other}, which {room} has no arrow to")
    return problems


def check_declarations(files, owner):
    """Functions a header declares and another room defines."""
    problems = []
    for path, (room, text) in sorted(files.items()):
        if not path.endswith(".h"):
            continue
        for name in sorted(declarations(text)):
            where = owner.get(name)
            if where is not None and files[where][0] != room:
                problems.append(f"{path} (room {room}) declares {name} (), which {where} defines")
    return problems


def included(path, files, headers, memo):
    """Every core header a file includes, directly or through headers."""
    if path in memo:
        return memo[path]
    memo[path] = set()
    found = set()
    for name in INCLUDE.findall(files[path][1]):
        if name in headers:
            found.add(headers[name])
            found |= included(headers[name], files, headers, memo)
    memo[path] = found
    return found


def call_graph(files, headers, owner):
    """file -> files whose functions it calls through the headers it includes."""
    declared = {path: declarations(text) for path, (_, text) in files.items() if path.endswith(".h")}
    graph, memo = {}, {}
    for path, (_, text) in files.items():
        if not path.endswith(".c"):
            continue
        visible = set()
        for header in included(path, files, headers, memo):
            visible |= declared[header]
        used = set(WORD.findall(strip_comments(text)))
        graph[path] = {owner[name] for name in used & visible if name in owner and owner[name] != path}
    return graph


def check_circles(files, headers, owner):
    """Circles between C files (calls) and between headers (includes)."""
    problems = []
    calls = call_graph(files, headers, owner)
    for group in strongly_connected(calls):
        problems.append("circle of calls: " + " → ".join(cycle_in(calls, group)))
    nested = {
        path: {headers[name] for name in INCLUDE.findall(text) if name in headers}
        for path, (_, text) in files.items()
        if path.endswith(".h")
    }
    for group in strongly_connected(nested):
        problems.append("circle of includes: " + " → ".join(cycle_in(nested, group)))
    return problems


def report(number, what, problems):
    print(("not ok" if problems else "ok") + f" {number} - {what}")
    for problem in problems:
        print(f"# {problem}")
    return bool(problems)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    rooms = read_rooms(root)
    uses = dict(rooms)
    files, placed = read_files(root, uses)
    headers, twice = headers_by_name(files)
    owner = {}
    for path, (_, text) in files.items():
        if path.endswith(".c"):
            for name in definitions(text):
                owner[name] = path
    unknown = [f"{room} names room {other}, which core_rooms does not list before it"
               for number, (room, names) in enumerate(rooms)
               for other in names if other not in dict(rooms[:number])]
    print("1..4")
    failed = report(1, f"every file of src/core in one of {len(rooms)} rooms", placed + twice + unknown)
    failed |= report(2, "every include runs down an arrow", check_includes(files, headers, uses))
    failed |= report(3, "every function is declared in its own room", check_declarations(files, owner))
    failed |= report(4, "no circle between files", check_circles(files, headers, owner))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
