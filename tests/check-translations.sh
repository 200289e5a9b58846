#!/bin/sh
# check-translations.sh SOURCE-ROOT
#
# Every language in po/LINGUAS has a catalogue that msgfmt accepts with
# --check (header, plural forms, format strings agree with the msgids) and
# that translates every message of the sources as they are now: the
# template is extracted afresh with the arguments meson's glib preset
# gives xgettext, the catalogue merged into it, and any untranslated or
# fuzzy message fails. Prints TAP.
#
# Copyright 2026 The Muster developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -u
root=$1
n=0
failed=0
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

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
if GETTEXTDATADIRS="$root/po" xgettext --package-name=muster -D "$root" -f po/POTFILES.in \
     -o "$scratch/muster.pot" \
     --from-code=UTF-8 --add-comments \
     --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 --keyword=g_dcgettext:2 \
     --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 \
     --flag=N_:1:pass-c-format --flag=C_:2:pass-c-format --flag=NC_:2:pass-c-format \
     --flag=g_dngettext:2:pass-c-format --flag=g_strdup_printf:1:c-format \
     --flag=g_string_printf:2:c-format --flag=g_string_append_printf:2:c-format \
     --flag=g_error_new:3:c-format --flag=g_set_error:4:c-format \
     --flag=g_markup_printf_escaped:1:c-format --flag=g_log:3:c-format \
     --flag=g_print:1:c-format --flag=g_printerr:1:c-format --flag=g_printf:1:c-format \
     --flag=g_fprintf:2:c-format --flag=g_sprintf:2:c-format --flag=g_snprintf:3:c-format \
     2> "$scratch/xgettext.log" && [ ! -s "$scratch/xgettext.log" ]; then
  report ok "xgettext extracts the template without a warning"
else
  sed 's/^/# /' "$scratch/xgettext.log"
  report fail "xgettext extracts the template without a warning"
fi

for lang in $(sed 's/#.*//' po/LINGUAS); do
  po="po/$lang.po"
  if [ ! -f "$po" ]; then
    report fail "po/LINGUAS lists $lang, but $po does not exist"
    continue
  fi
  if msgfmt --check --check-format -o /dev/null "$po" 2> "$scratch/msgfmt.log"; then
    report ok "$po passes msgfmt --check"
  else
    sed 's/^/# /' "$scratch/msgfmt.log"
    report fail "$po passes msgfmt --check"
  fi
  if ! msgmerge --quiet --no-fuzzy-matching -o "$scratch/$lang.po" "$po" "$scratch/muster.pot"; then
    report fail "$po merges with the sources' template"
    continue
  fi
  untranslated=$(msgattrib --untranslated --no-obsolete --no-wrap "$scratch/$lang.po" | grep -c '^msgid ')
  fuzzy=$(msgattrib --only-fuzzy --no-obsolete --no-wrap "$scratch/$lang.po" | grep -c '^msgid ')
  # msgattrib prints the header entry with any other message it selects
  [ "$untranslated" -gt 0 ] && untranslated=$((untranslated - 1))
  [ "$fuzzy" -gt 0 ] && fuzzy=$((fuzzy - 1))
  if [ "$untranslated" -eq 0 ] && [ "$fuzzy" -eq 0 ]; then
    report ok "$po translates every message of the sources"
  else
    msgattrib --untranslated --no-obsolete --no-wrap "$scratch/$lang.po" | grep '^msgid ' | sed 1d \
      | head -n 20 | sed 's/^/# untranslated: /'
    msgattrib --only-fuzzy --no-obsolete --no-wrap "$scratch/$lang.po" | grep '^msgid ' | sed 1d \
      | head -n 20 | sed 's/^/# fuzzy: /'
    report fail "$po: $untranslated untranslated and $fuzzy fuzzy messages (run meson compile muster-update-po and translate them)"
  fi
done
echo "1..$n"
[ "$failed" -eq 0 ]
