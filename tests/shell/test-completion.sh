#!/bin/bash
# test-completion.sh COMPLETION MUSTER-CLI LISTS-DIR
#
# The bash completion of muster-cli, sourced into bash and called as bash
# calls it (COMP_WORDS, COMP_CWORD set): a command, a list id and a ruleset
# id from the library, options of a command and files by what it reads.
# Prints TAP.
#
# Copyright 2026 The Muster developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -u
completion=$1
cli=$2
export MUSTER_LISTS_DIR=$3 LC_ALL=C.UTF-8
tmp=$(mktemp -d "${TMPDIR:-/tmp}/muster-completion-XXXXXX")
trap 'rm -rf "$tmp"' EXIT
# shellcheck source=/dev/null
source "$completion"
n=0
failed=0

# complete WORD… : the words the completion offers for the last word
complete_line ()
{
  COMP_WORDS=("$@")
  COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
  COMPREPLY=()
  _muster_cli
  printf '%s\n' "${COMPREPLY[@]}" | sort | tr '\n' ' ' | sed 's/ $//'
}

# expect DESCRIPTION EXPECTED WORD…
expect ()
{
  local description=$1 expected=$2 got
  shift 2
  got=$(complete_line "$@")
  n=$((n + 1))
  if [ "$got" = "$expected" ]; then
    echo "ok $n - $description"
  else
    echo "not ok $n - $description"
    echo "# expected: $expected"
    echo "# got:      $got"
    failed=$((failed + 1))
  fi
}

echo "1..9"
expect "a command from its first letters" "validate" "$cli" val
expect "the commands starting with diff" "diff diff-list" "$cli" diff
expect "a list id of the library" "principate-roman" "$cli" diff-list pr
expect "a list id of the library given by --lists" "ancient-british" \
  "$cli" --lists "$MUSTER_LISTS_DIR" diff-list anc
expect "a ruleset id" "phalanx pharaoh" "$cli" new-list --ruleset ph
expect "the options of a command" "--json" "$cli" validate --
expect "the options of event check" "--csv --html --json" "$cli" event check --
cd "$tmp" || exit 1
touch army.muster list.xml notes.txt spring.muster-event
mkdir rosters
expect "rosters and folders for show" "army.muster rosters" "$cli" show ""
expect "list files and folders for check-list" "list.xml rosters" "$cli" check-list ""
[ "$failed" -eq 0 ]
