#!/bin/sh
# test-install.sh SOURCE-ROOT
#
# Configures a build of its own with a scratch --prefix, installs it, and
# checks the installed tree: muster-cli finds the bundled lists with no
# MUSTER_LISTS_DIR and prints with its installed module, and the desktop entry, metainfo, MIME type, icons and
# compiled settings schema are in place, with their caches, and so are the
# manual pages, the completion and the help. Prints TAP.
#
# Copyright 2026 The Muster developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -u
src=$1
tmp=$(mktemp -d "${TMPDIR:-/tmp}/muster-install-XXXXXX")
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix
share=$prefix/share
n=0
failed=0

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

# The installed programs must not see the build's or the user's lists.
unset MUSTER_LISTS_DIR MUSTER_SCHEMAS_DIR GSETTINGS_SCHEMA_DIR DESTDIR
export XDG_DATA_HOME="$tmp/data-home" XDG_CONFIG_HOME="$tmp/config-home" LC_ALL=C.UTF-8

if ! { meson setup "$tmp/build" "$src" --prefix "$prefix" --libdir lib --buildtype plain \
         -Dtests=false -Dgui=enabled \
       && meson compile -C "$tmp/build" \
       && meson install -C "$tmp/build"; } > "$tmp/install.log" 2>&1; then
  echo "1..1"
  echo "not ok 1 - meson setup, compile and install into a scratch prefix"
  tail -n 40 "$tmp/install.log" | sed 's/^/# /'
  exit 1
fi
echo "1..22"
report ok "meson setup, compile and install into a scratch prefix"

check "muster and muster-cli are installed" test -x "$prefix/bin/muster" -a -x "$prefix/bin/muster-cli"

# every bundled list, as the source tree's lists give them
MUSTER_LISTS_DIR="$src/lists" "$tmp/build/src/cli/muster-cli" lists > "$tmp/expected" 2>&1
"$prefix/bin/muster-cli" lists > "$tmp/installed" 2>&1
check "the installed muster-cli lists the bundled lists" cmp "$tmp/expected" "$tmp/installed"
check "the lists include principate-roman and akkadian-sumerian-ur" \
  sh -c "grep -q '^  principate-roman ' '$tmp/installed' && grep -q '^  akkadian-sumerian-ur ' '$tmp/installed'"
# read from the prefix, not from the source tree: a list taken out of the
# installed folder is gone
rm -r "$share/muster/lists/moh"
check "the lists are read from <datadir>/muster/lists" \
  sh -c "'$prefix/bin/muster-cli' lists > '$tmp/without-moh' && grep -q '^phalanx ' '$tmp/without-moh' && ! grep -q 'moh-open' '$tmp/without-moh'"
check "the example rosters are installed" test -f "$share/muster/lists/examples/tts-sample-oob.muster"
check "the format schemas are installed" test -f "$share/muster/schemas/roster.rng"

# print loads cairo and pango with its module from <libdir>/muster; nothing
# else the installed muster-cli does needs them
module=$prefix/lib/muster/muster-cli-print.so
check "muster-cli links neither cairo nor pango" \
  sh -c "ldd '$prefix/bin/muster-cli' > '$tmp/ldd' && ! grep -E 'cairo|pango' '$tmp/ldd'"
check "the installed muster-cli prints the sample roster to PDF" \
  sh -c "'$prefix/bin/muster-cli' print '$share/muster/lists/examples/tts-sample-oob.muster' -o '$tmp/oob.pdf' \
         && head -c 5 '$tmp/oob.pdf' | grep -q '^%PDF-'"
mv "$module" "$tmp/moved.so"
check "without its module, print fails with status 2 and names the file looked for" \
  sh -c "'$prefix/bin/muster-cli' print '$share/muster/lists/examples/tts-sample-oob.muster' -o '$tmp/none.pdf' \
           2> '$tmp/err'; [ \$? -eq 2 ] && grep -qF '$module' '$tmp/err' && [ ! -e '$tmp/none.pdf' ]"
mv "$tmp/moved.so" "$module"

check "desktop entry" test -f "$share/applications/io.github.muster.Muster.desktop"
check "desktop database names the roster type" grep -q "application/x-muster-roster=io.github.muster.Muster.desktop" "$share/applications/mimeinfo.cache"
check "metainfo" test -f "$share/metainfo/io.github.muster.Muster.metainfo.xml"
check "MIME package" test -f "$share/mime/packages/io.github.muster.Muster.xml"
check "MIME database built" test -f "$share/mime/application/x-muster-roster.xml"
cp "$src/lists/examples/tts-sample-oob.muster" "$tmp/army.muster"
check "a .muster file is a Muster roster" \
  sh -c "XDG_DATA_DIRS='$share:/usr/share' gio info -a standard::content-type '$tmp/army.muster' | grep -q 'application/x-muster-roster'"
check "application and symbolic icons" \
  test -f "$share/icons/hicolor/scalable/apps/io.github.muster.Muster.svg" \
    -a -f "$share/icons/hicolor/symbolic/apps/io.github.muster.Muster-symbolic.svg"
check "icon cache" test -f "$share/icons/hicolor/icon-theme.cache"
check "settings schema compiled, with the Preferences keys" \
  sh -c "gsettings --schemadir '$share/glib-2.0/schemas' range io.github.muster.Muster paper-size | grep -q letter \
         && gsettings --schemadir '$share/glib-2.0/schemas' get io.github.muster.Muster ruleset-options | grep -q '{}'"
check "man shows muster-cli(1) and muster(1) from the prefix" \
  sh -c "MANPATH='$share/man' man -P cat muster-cli | grep -q 'EXIT STATUS' \
         && MANPATH='$share/man' man -P cat muster | grep -q 'ENVIRONMENT'"
check "the bash completion of muster-cli, under the prefix" \
  test -f "$share/bash-completion/completions/muster-cli"
check "the help, in English, Italian and French" \
  test -f "$share/help/C/muster/index.page" -a -f "$share/help/it/muster/index.page" \
    -a -f "$share/help/fr/muster/index.page" -a -f "$share/help/C/muster/figures/library.png"

[ "$failed" -eq 0 ]
