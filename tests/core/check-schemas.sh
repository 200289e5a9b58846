#!/bin/sh
# check-schemas.sh SCHEMAS-DIR LISTS-DIR FIXTURES-DIR
#
# Validates every XML and .muster file under LISTS-DIR, and the well-formed
# fixtures, against its RelaxNG schema with xmllint, as a user would; the
# files are found now, so files added later are checked too. The malformed
# fixtures that break the schema must be refused. Prints TAP.
#
# Copyright 2026 The Muster developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -u
schemas=$1
lists=$2
fixtures=$3
n=0
failed=0

schema_for () {
  case $1 in
    *.muster) echo "$schemas/roster.rng"; return ;;
    *.muster-event) echo "$schemas/event.rng"; return ;;
    *.muster-game) echo "$schemas/game.rng"; return ;;
  esac
  case $(xmllint --xpath 'local-name(/*)' "$1" 2>/dev/null) in
    ruleset) echo "$schemas/ruleset.rng" ;;
    army-list) echo "$schemas/army-list.rng" ;;
    roster) echo "$schemas/roster.rng" ;;
    *) echo "" ;;
  esac
}

check () {
  # check EXPECT FILE: EXPECT is "valid" or "invalid"
  n=$((n + 1))
  schema=$(schema_for "$2")
  if [ -z "$schema" ]; then
    result=invalid
  elif xmllint --noout --nonet --relaxng "$schema" "$2" >/dev/null 2>&1; then
    result=valid
  else
    result=invalid
  fi
  if [ "$result" = "$1" ]; then
    echo "ok $n - $2 is $1"
  else
    echo "not ok $n - $2 should be $1"
    [ -n "$schema" ] && xmllint --noout --nonet --relaxng "$schema" "$2" 2>&1 | sed 's/^/# /'
    failed=$((failed + 1))
  fi
}

files=$(find "$lists" "$fixtures" -path "$fixtures/malformed" -prune -o \
          -path "$fixtures/event/rosters/unreadable.muster" -prune -o \
          \( -name '*.xml' -o -name '*.muster' -o -name '*.muster-event' -o -name '*.muster-game' \) -type f -print | sort)
[ -n "$files" ] || { echo "Bail out! no files under $lists"; exit 1; }
for file in $files; do
  check valid "$file"
done
# Files the loaders refuse because they break the format, not only the rules
for file in wrong-root.muster wrong-namespace.muster bad-number.muster bad-number.xml \
            relative-top.xml schema-only.xml; do
  check invalid "$fixtures/malformed/$file"
done
# The event's roster that cannot be read (tests/cli/test-event.py)
check invalid "$fixtures/event/rosters/unreadable.muster"
echo "1..$n"
[ "$failed" -eq 0 ]
