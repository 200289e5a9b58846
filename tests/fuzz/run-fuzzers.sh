#!/usr/bin/env bash
# Builds the libFuzzer harnesses with clang, AddressSanitizer and
# UndefinedBehaviorSanitizer into _build-fuzz and runs each in turn.
#
#   bash tests/fuzz/run-fuzzers.sh SECONDS [HARNESS…]
#
# SECONDS is how long each harness runs (CI uses 45). HARNESS is fuzz-list,
# fuzz-roster, fuzz-ruleset, fuzz-share-code, fuzz-evaluate, fuzz-library,
# fuzz-sheet, fuzz-output or fuzz-escape; all of them by default. Each
# harness starts from the seeds in lists/ and tests/hostile/ plus what
# earlier runs found (kept in _build-fuzz/corpus/HARNESS). A crash, leak, hang or sanitizer
# report stops the run with status 1 and leaves the input that caused it in
# _build-fuzz/findings/; fix the bug, then add the input to tests/hostile/
# with its expected error in tests/hostile/MANIFEST.
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds=${1:?usage: run-fuzzers.sh SECONDS [HARNESS…]}
shift
build=${MUSTER_FUZZ_BUILD:-_build-fuzz}

if [ ! -f "$build/build.ninja" ]; then
  CC=clang meson setup "$build" -Dfuzzing=true -Dgui=disabled \
    -Db_sanitize=address,undefined -Db_lundef=false -Dbuildtype=debugoptimized \
    -Dc_args="-fsanitize=fuzzer-no-link -fno-sanitize-recover=undefined"
fi
ninja -C "$build" -j"${MUSTER_FUZZ_JOBS:-1}" tests/fuzz/fuzz-list tests/fuzz/fuzz-roster \
  tests/fuzz/fuzz-ruleset $( [ -f src/core/mu-share-code.c ] && echo tests/fuzz/fuzz-share-code ) \
  tests/fuzz/fuzz-evaluate tests/fuzz/fuzz-library tests/fuzz/fuzz-sheet tests/fuzz/fuzz-output \
  tests/fuzz/fuzz-escape

harnesses=("$@")
if [ ${#harnesses[@]} -eq 0 ]; then
  harnesses=(fuzz-list fuzz-roster fuzz-ruleset)
  [ -x "$build/tests/fuzz/fuzz-share-code" ] && harnesses+=(fuzz-share-code)
  harnesses+=(fuzz-evaluate fuzz-library fuzz-sheet fuzz-output fuzz-escape)
fi

seeds_for () {
  case "$1" in
    fuzz-list) find lists -mindepth 1 -maxdepth 1 -type d ! -name examples; echo tests/hostile ;;
    fuzz-roster) echo lists/examples tests/hostile ;;
    fuzz-ruleset) echo lists/rulesets tests/hostile ;;
    fuzz-share-code) echo tests/fuzz/share-codes ;;
    fuzz-evaluate) find lists -mindepth 1 -maxdepth 1 -type d ! -name examples ! -name rulesets ;;
    fuzz-library) echo lists/tts lists/rulesets ;;
    fuzz-sheet | fuzz-output | fuzz-escape) echo lists/examples tests/hostile ;;
  esac
}

# The longest input: a roster up to 1 MB, so that what is quadratic in its
# units is in reach of the 10-second timeout; 128 KB for the sheet (laid out
# whole, with every font, under the sanitizers), 64 KB for the rest.
max_len_for () {
  case "$1" in
    fuzz-roster | fuzz-output) echo 1048576 ;;
    fuzz-sheet) echo 131072 ;;
    *) echo 65536 ;;
  esac
}

mkdir -p "$build/findings"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}
# fontconfig's caches (the sheet's fonts) are not leaks: tests/lsan.supp
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/tests/lsan.supp:print_suppressions=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export MUSTER_LISTS_DIR="$PWD/lists"
status=0
for harness in "${harnesses[@]}"; do
  corpus="$build/corpus/$harness"
  mkdir -p "$corpus"
  seeds=()
  for dir in $(seeds_for "$harness"); do
    [ -d "$dir" ] && seeds+=("$dir")
  done
  echo "== $harness for ${seconds}s"
  "$build/tests/fuzz/$harness" "$corpus" "${seeds[@]}" \
    -dict=tests/fuzz/muster.dict -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len="$(max_len_for "$harness")" -print_final_stats=1 -artifact_prefix="$build/findings/$harness-" \
    || status=1
done
exit $status
