#!/usr/bin/env python3
# check-room-build.py BUILD_DIR SOURCE_ROOT: the build keeps core's rooms
# apart (HACKING.md, The house). For each room of core_rooms in
# src/core/meson.build, a file is compiled with the very command the build
# compiles that room's files with (compile_commands.json): including a
# header of each room it names below it compiles; including a header of any
# other room fails, because that room's folder is not on its include path.
# TAP on stdout.
import importlib.util
import json
import os
import shlex
import subprocess
import sys
import tempfile

DROPPED_WITH_VALUE = {"-o", "-c", "-MQ", "-MF", "-MT"}


def load_rooms(root):
    """core_rooms, read as tests/check-includes.py reads it."""
    path = os.path.join(root, "tests", "check-includes.py")
    spec = importlib.util.spec_from_file_location("check_includes", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.read_rooms(root)


def room_command(build, room):
    """(folder, argument list) compiling a C file of room, without its
    source, output and dependency file."""
    with open(os.path.join(build, "compile_commands.json"), encoding="utf-8") as commands:
        entries = json.load(commands)
    for entry in entries:
        if os.sep.join(["src", "core", room, ""]) not in entry["file"]:
            continue
        words = shlex.split(entry["command"])
        kept, skip = [], False
        for word in words:
            if skip:
                skip = False
            elif word in DROPPED_WITH_VALUE:
                skip = True
            elif word != "-MD" and word != entry["file"]:
                kept.append(word)
        return entry["directory"], kept
    return None, None


def a_header(root, room):
    """The first header of a room's folder, by name."""
    folder = os.path.join(root, "src", "core", room)
    return sorted(name for name in os.listdir(folder) if name.endswith(".h"))[0]


def compiles(folder, command, headers, scratch):
    """(compiled, compiler's messages) for a file including headers."""
    probe = os.path.join(scratch, "probe.c")
    with open(probe, "w", encoding="utf-8") as source:
        source.write('#include "config.h"\n')
        source.writelines(f'#include "{header}"\n' for header in headers)
        source.write("int mu_probe (void);\nint\nmu_probe (void)\n{\n  return 0;\n}\n")
    env = dict(os.environ, LC_ALL="C")
    run = subprocess.run(command + ["-fsyntax-only", probe], cwd=folder, env=env, capture_output=True, text=True)
    return run.returncode == 0, run.stderr


def main():
    build, root = sys.argv[1], sys.argv[2]
    rooms = load_rooms(root)
    names = [name for name, _ in rooms]
    results = []
    with tempfile.TemporaryDirectory() as scratch:
        for room, below in rooms:
            folder, command = room_command(build, room)
            if command is None:
                results.append((False, f"room {room} has no compile command in the build", ""))
                continue
            mine = [a_header(root, other) for other in [room] + below]
            ok, log = compiles(folder, command, mine, scratch)
            results.append((ok, f"{room} includes {', '.join(mine)} (its own room and those below it)", log))
            for other in names:
                if other == room or other in below:
                    continue
                header = a_header(root, other)
                ok, log = compiles(folder, command, [header], scratch)
                refused = not ok and f"{header}: No such file or directory" in log
                results.append((refused, f"{room} cannot include {header} of room {other}", log))
    print(f"1..{len(results)}")
    for number, (ok, what, log) in enumerate(results, 1):
        print(("ok" if ok else "not ok") + f" {number} - {what}")
        if not ok:
            for line in log.splitlines()[:5]:
                print(f"# {line}")
    return 0 if all(ok for ok, _, _ in results) else 1


if __name__ == "__main__":
    sys.exit(main())
