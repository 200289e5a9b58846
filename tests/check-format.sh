#!/usr/bin/env bash
# Every tracked C file (.c and .h) is as clang-format, with the project's
# .clang-format, writes it (HACKING.md, Style). Debian 12's clang-format 14
# is the reference: another version may lay a line out differently.
#
# usage: check-format.sh SOURCE_ROOT      (TAP on stdout)
set -u
root=${1:-.}
cd "$root" || exit 2

if ! command -v clang-format > /dev/null; then
  echo "Bail out! clang-format is not installed"
  exit 1
fi
if [ -d .git ] || [ -f .git ]; then
  mapfile -t files < <(git ls-files -- '*.c' '*.h')
else
  mapfile -t files < <(find src tests -name '*.[ch]' | LC_ALL=C sort)
fi

# One clang-format for every file: it names each line it would change.
declare -A changed=()
while IFS= read -r line; do
  file=${line%%:*}
  changed[$file]=$((${changed[$file]:-0} + 1))
done < <(clang-format --style=file --dry-run "${files[@]}" 2>&1 | grep -- '-Wclang-format-violations')

n=0
failed=0
for file in "${files[@]}"; do
  n=$((n + 1))
  if [ -z "${changed[$file]:-}" ]; then
    echo "ok $n - $file"
  else
    echo "not ok $n - $file: clang-format changes ${changed[$file]} lines (clang-format -i $file)"
    failed=1
  fi
done
echo "1..$n"
exit $failed
