#!/usr/bin/env python3
# test-orca.py: Muster heard through Orca itself.
#
#   test-orca.py MUSTER MUSTER_CLI LISTS ROSTER
#
# Run in a private session bus on an X server of its own
# (tests/gui/run-own-display.sh and tests/a11y/run-atspi.sh). Starts Muster on
# the library and Orca beside it, headless: speech goes to speech-dispatcher,
# given a user speechd.conf whose only output module is silent (with no audio
# device the real ones hang), and Orca's debug log is written line by line
# and read for what it says ("SPEECH OUTPUT"). Then a listener, with real key
# presses (xdotool), builds the README's keyboard army and checks an
# opponent's share code (ROSTER's, as muster-cli code prints it) with a slip in it, then goes back to
# the library with the army unsaved (Save Changes?), and the test fails on what
# Orca leaves silent (an edit, a dialog opening, the code's instruction or
# error), speaks as a class name ("GtkListBox", "GtkStackPage panel"), or
# speaks to mislead ("Could not find current location", "not selected" on
# entering a list).
#
# X has no window manager here: when a dialog closes, the test gives the
# main window the focus, as a window manager would.
#
# MUSTER_ORCA_VERBOSE=1 prints every key and what Orca said after it.
#
# Copyright 2026 The Muster developers
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import os
import re
import subprocess
import sys
import tempfile
import time

VERBOSE = os.environ.get("MUSTER_ORCA_VERBOSE", "0") == "1"

# speech-dispatcher's silent output module: the generic module running a
# command that says nothing
SPEECHD_CONF = """AddModule "silent" "sd_generic" "silent.conf"
DefaultModule silent
"""
SILENT_MODULE = """GenericExecuteSynth "true"
AddVoice "en" "MALE1" "silent"
"""

# what Orca must never say
CLASS_NAME = re.compile(r"\b(Gtk|Adw|Mu)[A-Z][A-Za-z]+")
MISLEADING = (
    "Could not find current location",
    "not selected",
)


def run_orca(log, prefs):
    """Orca's own start, but its debug log written line by line (Orca opens
    it buffered, and a test reading it would wait for a full buffer) and not
    refused beside another Orca of the same user (tests run side by side)."""
    sys.argv = ["orca"]
    from orca import debug
    debug.debugLevel = debug.LEVEL_INFO
    debug.eventDebugLevel = debug.LEVEL_OFF
    debug.debugFile = open(log, "w", buffering=1, encoding="utf-8")
    from orca import orca
    manager = orca.getSettingsManager()
    # key echo off: the test listens to Muster, not to its own typing
    manager.activate(prefs, {"enableKeyEcho": False, "enableSound": False})
    sys.path.insert(0, manager.getPrefsDir())
    return orca.main()


class Speech:
    """What Orca has said, read from its debug log as it is written."""

    def __init__(self, path):
        self.path = path
        self.handle = None
        self.said = []
        self.last_line = time.monotonic()

    def read(self):
        if self.handle is None:
            try:
                self.handle = open(self.path, encoding="utf-8", errors="replace")
            except OSError:
                return
        while True:
            line = self.handle.readline()
            if not line:
                return
            self.last_line = time.monotonic()
            # "SPEECH OUTPUT: 'text'" then the voice: " voice=name", "{…}"
            found = re.search(r"SPEECH OUTPUT: '(.*)'(?: voice=\S+)?\{[^{}]*\}$", line)
            if found:
                self.said.append(found.group(1))

    def wait(self, since, pattern=None, seconds=10.0):
        """Waits until Orca said something matching pattern after the
        utterance numbered since, or, with no pattern, until it said
        something and its log has been quiet for a moment (it is done with
        the key's events). Returns what it said."""
        end = time.monotonic() + seconds
        wanted = re.compile(pattern) if pattern else None
        while time.monotonic() < end:
            self.read()
            new = self.said[since:]
            if wanted is not None and any(wanted.search(s) for s in new):
                break
            if wanted is None and new and time.monotonic() - self.last_line > 0.6:
                break
            time.sleep(0.05)
        # what follows at once belongs to the same key
        quiet = time.monotonic() + 0.4
        while time.monotonic() < quiet:
            self.read()
            if time.monotonic() - self.last_line < 0.3:
                quiet = max(quiet, self.last_line + 0.3)
            time.sleep(0.05)
        return self.said[since:]


# What Orca still does wrong, reported and not failed until it is mended;
# a pattern leaves this list when its fault is gone:
# - GTK 4.8 sends a control's description again the first time it takes the
#   focus, and Orca 43 speaks every description change of the focus: a
#   tooltip (GTK's description of a control) is heard twice;
# - a library row says "not selected" in a list that selects none.
PENDING = (
    r"twice \(a tooltip after the same description\?\)$",
    r"Orca said 'not selected\.'$",
)

failures = []
pending = []
speech = None
muster = None
steps = [0]


def fail(message):
    if any(re.search(p, message) for p in PENDING):
        pending.append(message)
        print("# pending: " + message, flush=True)
        return
    failures.append(message)
    print("not ok: " + message, flush=True)


def act(what, keys=(), text=None, hear=None, seconds=15.0):
    """Presses keys (or types text) as a listener does, waits for Orca, and
    checks what it said: hear, a pattern it must say (None: anything or
    nothing). Returns what it said."""
    since = len(speech.said)
    for key in keys:
        subprocess.run(["xdotool", "key", "--clearmodifiers", key], check=True)
        steps[0] += 1
    if text is not None:
        subprocess.run(["xdotool", "type", "--delay", "40", text], check=True)
        steps[0] += 1
    said = speech.wait(since, hear, seconds if hear else 2.5)
    if VERBOSE:
        print("# %s: %s" % (what, " | ".join(said)), flush=True)
    if hear is not None and not any(re.search(hear, s) for s in said):
        fail("%s: Orca did not say /%s/; it said %s" % (what, hear, json.dumps(said)))
    for before, s in zip(said, said[1:]):
        if before.rstrip(".") == s.rstrip("."):
            fail("%s: Orca said %r twice (a tooltip after the same description?)" % (what, s))
    for s in said:
        found = CLASS_NAME.search(s)
        if found:
            fail("%s: Orca spoke a class name, %r, in %r" % (what, found.group(0), s))
        for words in MISLEADING:
            if words in s:
                fail("%s: Orca said %r" % (what, s))
    return said


def focus_main_window():
    """What a window manager does when a dialog closes: the window under it
    takes the focus."""
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(muster.pid)],
                           capture_output=True, text=True)
    windows = found.stdout.split()
    if windows:
        subprocess.run(["xdotool", "windowfocus", windows[-1]], check=False)


def start(lists, home):
    env = dict(os.environ, MUSTER_LISTS_DIR=lists, GSETTINGS_BACKEND="memory", LC_ALL="C.UTF-8",
               GSK_RENDERER="cairo")
    for name in ("GTK_A11Y", "NO_AT_BRIDGE", "G_DEBUG"):
        env.pop(name, None)
    return subprocess.Popen([sys.argv[1]], env=env)


def library_row():
    """Enter on a row of the library opens that row's list, not the first
    one the search shows (Ancient British, for "Strongest")."""
    act("Ctrl+F in the library", ["ctrl+f"])
    act("the ruleset searched", text="Strongest")
    said = []
    for _ in range(8):
        said = act("Tab to the lists", ["Tab"], seconds=3)
        if any(s.startswith("List with") for s in said):
            break
    for _ in range(4):
        if any(s.startswith("Principate Roman") for s in said):
            break
        said = act("Down the lists", ["Down"], seconds=3)
    else:
        fail("the arrows never reached the row of Principate Roman; Orca said %s" % json.dumps(said))
        return
    act("Enter on its row", ["Return"], hear=r"^New Principate Roman Army frame")
    act("Escape", ["Escape"], seconds=3)
    focus_main_window()
    act("the library again", hear=r"Principate Roman")
    # the search emptied for the README's army, which starts from a fresh library
    act("Ctrl+F", ["ctrl+f"])
    act("Ctrl+A and Backspace", ["ctrl+a", "BackSpace"])


def keyboard_army():
    """The README's army from the keyboard (An army from the keyboard)."""
    act("Ctrl+F in the library", ["ctrl+f"])
    act("the list searched", text="British")
    act("Enter on the list", ["Return"], hear=r"^New Ancient British Army frame")
    act("Create", ["Return"], seconds=3)
    focus_main_window()
    act("the builder focused", hear=r"Upgrade from foot to mounted check box")
    act("Space: Boudica mounted", ["space"], hear=r"\b\d+ of 130 points")
    act("Tab", ["Tab"], hear=r"Upgrade to heroic")
    act("Space: heroic", ["space"], hear=r"\b\d+ of 130 points")
    act("Tab", ["Tab"], hear=r"Upgrade to senior")
    act("Space: senior", ["space"], hear=r"\b\d+ of 130 points")
    act("Ctrl+F", ["ctrl+f"], hear=r"Filter the list’s rows")
    act("four light horse", text="4 light")
    act("Enter adds them", ["Return"], hear=r"\b27 of 130 points")
    act("the camp", text="camp")
    act("Enter adds it", ["Return"], hear=r"\b28 of 130 points")
    act("Ctrl+T: Command 2", ["ctrl+t"], hear=r"Upgrade from foot to mounted check box")
    act("Tab", ["Tab"], hear=r"Upgrade to heroic")
    act("Space: heroic", ["space"], hear=r"\b\d+ of 130 points")
    act("Ctrl+F", ["ctrl+f"])
    act("warriors", text="warriors")
    act("Enter adds them", ["Return"], hear=r"\b\d+ of 130 points")
    act("Ctrl+H: a hero", ["ctrl+h"], hear=r"\b\d+ of 130 points")
    act("Enter adds a warrior", ["Return"], hear=r"\b\d+ of 130 points")
    act("Ctrl+H: a hero", ["ctrl+h"], hear=r"\b\d+ of 130 points")
    act("Enter", ["Return"], hear=r"\b\d+ of 130 points")
    act("Enter", ["Return"], hear=r"\b\d+ of 130 points")
    act("skirmishers", text="infantry, jav")
    act("Enter adds them", ["Return"], hear=r"\b\d+ of 130 points")
    act("Ctrl+T: Command 3", ["ctrl+t"], hear=r"Upgrade")
    act("Ctrl+F", ["ctrl+f"])
    act("warriors", text="warriors")
    act("Enter adds them", ["Return"], hear=r"\b\d+ of 130 points")
    act("Ctrl+H", ["ctrl+h"], hear=r"\b\d+ of 130 points")
    act("Enter", ["Return"], hear=r"\b\d+ of 130 points")
    act("Ctrl+H", ["ctrl+h"], hear=r"\b\d+ of 130 points")
    act("Enter", ["Return"], hear=r"\b\d+ of 130 points")
    act("Enter", ["Return"], hear=r"\b\d+ of 130 points")
    act("bow", text="bow")
    act("Enter", ["Return"], hear=r"\b\d+ of 130 points")
    act("laager", text="laager")
    act("Enter: the army is legal", ["Return"], hear=r"^Ancient British\. Legal\. 130 of 130 points")
    act("Ctrl+Z: undo heard", ["ctrl+z"], hear=r"\b129 of 130 points")
    act("Ctrl+Shift+Z: redo heard", ["ctrl+shift+z"], hear=r"\b130 of 130 points")


def code_check(code):
    """An opponent's code, typed with a slip in its second group, then
    mended."""
    said = act("F10: the main menu", ["F10"], hear=r"menu")
    for _ in range(30):
        if any("Check a Sheet’s Code" in s for s in said):
            break
        said = act("Down in the menu", ["Down"], seconds=3)
    else:
        fail("the main menu's Check a Sheet’s Code… was never heard")
        return
    said = act("Enter: Check a Sheet’s Code…", ["Return"],
               hear=r"^Type the code printed at the foot of an order-of-battle sheet")
    if not any(s.startswith("Check a Sheet’s Code frame") for s in said):
        fail("Check a Sheet’s Code… opened without its name; Orca said %s" % json.dumps(said))

    slip = code[:6] + "AAAAA" + code[11:]
    act("the code typed with a slip", text=slip)
    act("Enter checks it", ["Return"], hear=r"A slip in the code: group 2 is wrong: check it against the sheet")


def save_changes():
    """Back to the library with the army unsaved: Save Changes? is named,
    and its body heard with the focused response."""
    act("Escape closes the code", ["Escape"], seconds=3)
    focus_main_window()
    act("the builder again", seconds=3)
    said = act("Ctrl+N: back to the library", ["ctrl+n"], hear=r"“Ancient British” has changes that are not saved")
    if not any(s.startswith("Save Changes? dialog") for s in said):
        fail("Save Changes? opened without its name; Orca said %s" % json.dumps(said))
    act("Escape stays", ["Escape"], seconds=3)


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--orca":
        return run_orca(sys.argv[2], sys.argv[3])
    global speech, muster
    cli, lists, roster = sys.argv[2], sys.argv[3], sys.argv[4]
    code = subprocess.run([cli, "code", roster], env=dict(os.environ, MUSTER_LISTS_DIR=lists), check=True,
                          capture_output=True, text=True).stdout.strip()
    home = tempfile.mkdtemp(prefix="muster-orca-")
    for name in ("config/speech-dispatcher/modules", "runtime", "data", "prefs"):
        os.makedirs(os.path.join(home, name), mode=0o700, exist_ok=True)
    with open(os.path.join(home, "config/speech-dispatcher/speechd.conf"), "w") as f:
        f.write(SPEECHD_CONF)
    with open(os.path.join(home, "config/speech-dispatcher/modules/silent.conf"), "w") as f:
        f.write(SILENT_MODULE)
    os.environ.update(XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_RUNTIME_DIR=os.path.join(home, "runtime"),
                      XDG_DATA_HOME=os.path.join(home, "data"), XDG_STATE_HOME=os.path.join(home, "data"),
                      XDG_CACHE_HOME=os.path.join(home, "data"))
    log = os.path.join(home, "orca.log")
    speech = Speech(log)
    began = time.monotonic()
    muster = start(lists, home)
    orca = None
    try:
        orca = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--orca", log, os.path.join(home, "prefs")],
                                stdout=subprocess.DEVNULL)
        if not speech.wait(0, r"Search army lists", 60):
            sys.exit("Orca never spoke Muster's library (see %s)" % log)
        library_row()
        keyboard_army()
        code_check(code)
        save_changes()
    finally:
        for proc in (orca, muster):
            if proc is not None:
                proc.terminate()
                try:
                    proc.wait(10)
                except subprocess.TimeoutExpired:
                    proc.kill()
    print("# %d keys or words, %d utterances, %d pending, %.0f s in all"
          % (steps[0], len(speech.said), len(pending), time.monotonic() - began))
    if failures:
        print("%d things Orca left silent, named by class or said to mislead (its log: %s)" % (len(failures), log))
        return 1
    print("Orca heard the keyboard army and the code check")
    return 0


if __name__ == "__main__":
    sys.exit(main())
