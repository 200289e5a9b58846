#!/usr/bin/env bash
# Every commit made after a fixed base commit has a subject line of at most
# 72 characters (HACKING.md, Commits). Older commits are left as they are.
# Skipped where there is no git history (a release tarball) or where the
# history does not reach the base (a shallow clone).
#
# usage: check-commits.sh SOURCE_ROOT      (TAP on stdout)
set -u
export LC_ALL=C.UTF-8   # count characters, not bytes
root=${1:-.}
cd "$root" || exit 2

base=1f924810bc7f515e4d3ba6a77f545d5cf62ab774
limit=72

if ! command -v git > /dev/null || ! git rev-parse --git-dir > /dev/null 2>&1; then
  echo "1..0 # SKIP no git history"
  exit 0
fi
if ! git merge-base --is-ancestor "$base" HEAD 2> /dev/null; then
  echo "1..0 # SKIP the history does not reach the base commit ${base:0:12}"
  exit 0
fi

n=0
failed=0
while IFS= read -r line; do
  hash=${line%% *}
  subject=${line#* }
  n=$((n + 1))
  length=${#subject}
  if [ "$length" -le "$limit" ]; then
    echo "ok $n - ${hash:0:12} ($length characters)"
  else
    echo "not ok $n - ${hash:0:12}: subject has $length characters, at most $limit: $subject"
    failed=1
  fi
done < <(git log --format='%H %s' "$base..HEAD")

if [ "$n" -eq 0 ]; then
  echo "1..0 # SKIP no commit after the base commit ${base:0:12}"
  exit 0
fi
echo "1..$n"
exit $failed
