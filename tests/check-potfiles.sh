#!/bin/sh
# check-potfiles.sh SOURCE-ROOT
#
# Every source file with a translatable string (_(), N_(), C_(), NC_(),
# ngettext, translatable="yes" in a .ui template, or a ruleset or army list
# with labelled options or attributes, which po/its extracts, or a settings
# schema with summaries) must be listed in po/POTFILES.in, and every file
# listed there must exist. Prints TAP.
#
# Copyright 2026 The Muster developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -u
root=$1
potfiles="$root/po/POTFILES.in"
n=0
failed=0

listed () {
  grep -v '^#' "$potfiles" | sed 's/[[:space:]]*$//' | grep -v '^$'
}

report () {
  n=$((n + 1))
  if [ "$1" = ok ]; then
    echo "ok $n - $2"
  else
    echo "not ok $n - $2"
    failed=$((failed + 1))
  fi
}

cd "$root" || exit 1
# A C file marks a string outside its comments
marks_strings () {
  sed -e 's|/\*.*\*/||g' -e '/^[[:space:]]*\*/d' -e '/^[[:space:]]*\/\*/d' "$1" \
    | grep -qE '(^|[^A-Za-z0-9_])(_|N_|C_|NC_|g_dngettext|ngettext)[[:space:]]*\('
}

translatable=$( { find src -name '*.c' -o -name '*.h' | sort | while read -r file; do
                    marks_strings "$file" && echo "$file"
                  done
                  grep -rl 'translatable="yes"' --include='*.ui' --include='*.blp' ui src 2>/dev/null
                  # rulesets and army lists whose options or attributes people read (po/its)
                  grep -rlE '<(option|attribute|choice)[^>]* label=|<ruleset[ >]' --include='*.xml' lists 2>/dev/null
                  grep -rl '<summary' --include='*.gschema.xml' schemas 2>/dev/null
                } | sort -u)
for file in $translatable; do
  if listed | grep -qxF "$file"; then
    report ok "$file is in po/POTFILES.in"
  else
    report fail "$file has translatable strings but is not in po/POTFILES.in"
  fi
done
for file in $(listed); do
  if [ -f "$file" ]; then
    report ok "po/POTFILES.in: $file exists"
  else
    report fail "po/POTFILES.in lists $file, which does not exist"
  fi
done
echo "1..$n"
[ "$failed" -eq 0 ]
