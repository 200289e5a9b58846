#!/usr/bin/env python3
# check-mnemonics.py SOURCE_ROOT: no two items of a menu share a mnemonic, in
# English and in every language of po/LINGUAS (the menus of ui/*.ui, each
# with its submenus; a label's mnemonic is the letter after its "_"); nor
# two buttons of the list editor's form.
import glob
import os
import re
import sys
import xml.etree.ElementTree as ET

root = sys.argv[1]


def catalogue(path):
    """msgid -> msgstr of the single-line entries of a .po file."""
    with open(path, encoding="utf-8") as po:
        text = po.read()
    pairs = re.findall(r'^msgid "(.*)"\nmsgstr "(.*)"$', text, re.M)
    return {msgid: msgstr for msgid, msgstr in pairs if msgstr}


def mnemonic(label):
    at = label.find("_")
    return label[at + 1].lower() if 0 <= at < len(label) - 1 else None


def menus(path):
    """(name, [labels]) for each menu and submenu of a .ui file."""
    found = []

    def walk(node, name):
        labels = []
        for child in node:
            if child.tag == "section":
                labels.extend(walk(child, name))
            elif child.tag in ("item", "submenu"):
                label = next((a.text for a in child.findall("attribute") if a.get("name") == "label"), None)
                if label:
                    labels.append(label)
                if child.tag == "submenu":
                    found.append((f"{name} > {label}", walk(child, name)))
        return labels

    for menu in ET.parse(path).getroot().iter("menu"):
        found.append((menu.get("id"), walk(menu, menu.get("id"))))
    return found


with open(os.path.join(root, "po", "LINGUAS"), encoding="utf-8") as linguas:
    languages = [word for line in linguas for word in line.split("#")[0].split()]
catalogues = {"en": {}}
for language in languages:
    catalogues[language] = catalogue(os.path.join(root, "po", language + ".po"))


def clashes_of(shown):
    """The mnemonics two of these labels take, said in words."""
    seen = {}
    clashes = []
    for label in shown:
        letter = mnemonic(label)
        if letter is None:
            continue
        if letter in seen:
            clashes.append(f"“{seen[letter]}” and “{label}” both take {letter.upper()}")
        seen[letter] = label
    return clashes

checks = []
for ui in sorted(glob.glob(os.path.join(root, "ui", "*.ui"))):
    for name, labels in menus(ui):
        for language, messages in catalogues.items():
            shown = [messages.get(label, label) for label in labels]
            checks.append((f"{os.path.basename(ui)} {name} ({language})", clashes_of(shown)))

# The list editor's form: the buttons of its sections (rows, options,
# footnotes, allies) and of its window (ui/mu-list-editor.ui) can all be on
# screen together; its dialogs and its row chooser's Done are not.
editor_sources = sorted(
    glob.glob(os.path.join(root, "src", "gui", "mu-list-editor-*.c"))
) + [os.path.join(root, "ui", "mu-list-editor.ui")]
editor_labels = []
for path in editor_sources:
    if path.endswith("mu-list-editor-pick.c"):
        continue
    with open(path, encoding="utf-8") as source:
        text = source.read()
    found = re.findall(r'\bN?_ ?\("([^"]*_[^"]*)"\)', text)
    found += re.findall(r'translatable="yes">([^<]*_[^<]*)<', text)
    editor_labels.extend(label for label in found if mnemonic(label) is not None and "%" not in label)
for language, messages in catalogues.items():
    shown = dict.fromkeys(messages.get(label, label) for label in editor_labels)
    checks.append((f"list editor ({language})", clashes_of(shown)))

print(f"1..{len(checks)}")
failed = False
for number, (what, clashes) in enumerate(checks, 1):
    if clashes:
        failed = True
        print(f"not ok {number} - {what}")
        for clash in clashes:
            print(f"# {clash}")
    else:
        print(f"ok {number} - {what}")
sys.exit(1 if failed else 0)
