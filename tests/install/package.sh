#!/bin/sh
# package.sh: builds the Debian packages of this tree as a release would
# (dpkg-buildpackage -us -uc -b, DEB_BUILD_OPTIONS=nocheck: no test is
# built), checks them with lintian, unpacks them into a scratch root
# (dpkg -x) and checks that root: its muster-cli validates and prints an
# example without GTK, and the desktop entry, icon, metainfo, MIME type,
# help, manual pages and completion are in place. Prints TAP and the time
# each step took; exits 1 when a check fails.
#
# Needs dpkg-dev, debhelper, lintian and the build dependencies of
# debian/control (.ci/setup installs them).
#
# Copyright 2026 The Muster developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -u
src=$(cd "$(dirname "$0")/../.." && pwd)
# A folder of the same name from run to run: the compiler's command lines
# (which name it) stay the same, so ccache finds the objects of the last run.
tmp=${TMPDIR:-/tmp}/muster-package-$(id -u)
rm -rf "$tmp"
mkdir -p "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT
root=$tmp/root
n=0
failed=0
start=$(date +%s)

report () {
  n=$((n + 1))
  if [ "$1" = ok ]; then
    echo "ok $n - $2"
  else
    echo "not ok $n - $2"
    failed=$((failed + 1))
  fi
}

check () {
  description=$1
  shift
  if "$@" > "$tmp/out" 2>&1; then
    report ok "$description"
  else
    report fail "$description"
    sed 's/^/# /' "$tmp/out"
  fi
}

elapsed () {
  echo "# $1: $(($(date +%s) - start)) s since the start"
}

# The tree as git has it (tracked files and new ones, not the build folders)
mkdir "$tmp/muster"
if git -C "$src" rev-parse --git-dir > /dev/null 2>&1; then
  (cd "$src" && git ls-files -co --exclude-standard -z | tar --null -T - -cf -) \
    | tar -C "$tmp/muster" -xf -
else
  tar -C "$src" --exclude='./_build*' --exclude=./.git -cf - . | tar -C "$tmp/muster" -xf -
fi

if ! (cd "$tmp/muster" && DEB_BUILD_OPTIONS="nocheck noautodbgsym parallel=$(nproc)" \
        dpkg-buildpackage -us -uc -b) > "$tmp/build.log" 2>&1; then
  echo "1..1"
  echo "not ok 1 - dpkg-buildpackage -us -uc -b"
  tail -n 40 "$tmp/build.log" | sed 's/^/# /'
  exit 1
fi
echo "1..12"
report ok "dpkg-buildpackage -us -uc -b"
grep -m 1 "C compiler for the host machine" "$tmp/build.log" | sed 's/^/# /'
elapsed "built"
cli_deb=$(ls "$tmp"/muster-cli_*.deb)
gui_deb=$(ls "$tmp"/muster_*.deb)

check "lintian finds no error" lintian --fail-on error "$tmp"/muster_*.changes
elapsed "lintian"

for deb in "$cli_deb" "$gui_deb"; do
  dpkg -x "$deb" "$root"
done
share=$root/usr/share
export MUSTER_LISTS_DIR="$share/muster/lists" LC_ALL=C.UTF-8
unset MUSTER_LOCALE_DIR MUSTER_SCHEMAS_DIR LANGUAGE
export MUSTER_CLI_MODULE_DIR
MUSTER_CLI_MODULE_DIR=$(dirname "$(ls "$root"/usr/lib/*/muster/muster-cli-print.so)")

check "the unpacked muster-cli validates the allies example: legal, exit 0" \
  sh -c "'$root/usr/bin/muster-cli' validate '$share/muster/lists/examples/tts-british-roman-allies.muster' \
         | grep -q 'Legal'"
check "the unpacked muster-cli prints the sample roster to PDF with its module" \
  sh -c "'$root/usr/bin/muster-cli' print '$share/muster/lists/examples/tts-sample-oob.muster' \
         -o '$tmp/oob.pdf' && head -c 5 '$tmp/oob.pdf' | grep -q '%PDF-'"
check "muster-cli links no GTK and its package needs none" \
  sh -c "! ldd '$root/usr/bin/muster-cli' | grep -E 'gtk|adwaita' \
         && ! dpkg-deb -f '$cli_deb' Depends | grep -E 'gtk|adwaita'"
check "muster depends on muster-cli of its own version" \
  sh -c "dpkg-deb -f '$gui_deb' Depends | grep -q 'muster-cli (= '"
check "the desktop entry and the metainfo are in the muster package" \
  test -f "$share/applications/io.github.muster.Muster.desktop" \
       -a -f "$share/metainfo/io.github.muster.Muster.metainfo.xml"
check "the icons and the roster's MIME type are in place" \
  test -f "$share/icons/hicolor/scalable/apps/io.github.muster.Muster.svg" \
       -a -f "$share/mime/packages/io.github.muster.Muster.xml"
check "the settings schema is in place" test -f "$share/glib-2.0/schemas/io.github.muster.Muster.gschema.xml"
check "the help is in place in English, Italian and French" \
  test -f "$share/help/C/muster/index.page" -a -f "$share/help/it/muster/index.page" \
       -a -f "$share/help/fr/muster/build-army.page" -a -f "$share/help/C/muster/figures/builder.png"
check "man shows muster-cli(1) and muster(1) from the unpacked tree" \
  sh -c "MANPATH='$share/man' man -P cat muster-cli | grep -q 'EXIT STATUS' \
         && MANPATH='$share/man' man -P cat muster | grep -q 'ENVIRONMENT'"
check "the bash completion of muster-cli is in place" \
  test -f "$share/bash-completion/completions/muster-cli"
elapsed "all"
[ "$failed" -eq 0 ]
