#!/usr/bin/env bash
# Every function declared in a public header of any layer (src/core,
# src/rulesets, src/render, src/cli, src/gui; a .h that is not -private.h)
# has a gtk-doc block above its definition:
#
#   /**
#    * mu_thing_do:
#    * @self: a #MuThing
#    *
#    * What it does, who owns what, how it fails.
#    */
#
# usage: check-docs.sh SOURCE_ROOT      (TAP on stdout)
set -u
root=${1:-.}
cd "$root" || exit 2

mapfile -t headers < <(find src/core src/rulesets src/render src/cli src/gui -name '*.h' ! -name '*-private.h' | LC_ALL=C sort)
mapfile -t sources < <(find src/core src/rulesets src/render src/cli src/gui -name '*.c' | LC_ALL=C sort)

# Function names declared in a header: "name (" at the start of a
# declaration, after its return type; not calls inside macros.
declared_functions () {
  sed -e 's|/\*.*\*/||g' "$1" |
    grep -oE '^[A-Za-z_][A-Za-z0-9_ \*]*[ \*](mu_[a-z0-9_]+) *\(' |
    grep -oE 'mu_[a-z0-9_]+ *\($' | sed -e 's/ *($//'
}

# One pass over the sources: for every definition (a name at the start of a
# line, followed by " ("), "name file:line yes|no", yes when the gtk-doc block
# that names it ends right above it (above its return type); and "name - yes"
# for a block with no definition below it (functions a macro defines).
index_sources () {
  awk '
    FNR == 1 { block = ""; named = ""; sentence = 0; closed = 0 }
    /^\/\*\*[ \t]*$/ { block = "open"; named = ""; sentence = 0; closed = 0; next }
    block == "open" && /^ \* mu_[a-z0-9_]+:[ \t]*$/ && named == "" {
      named = $2; sub(/:$/, "", named); next
    }
    block == "open" && /\*\/[ \t]*$/ {
      block = ""; closed = 1
      if (named != "" && sentence) documented[named] = 1
      next
    }
    block == "open" { if ($0 ~ /^ \* [^@ ]/ && $0 !~ /^ \* Returns:/ && named != "") sentence = 1; next }
    /^mu_[a-z0-9_]+ \(/ {
      name = $1
      ok = (closed && named == name && sentence) ? "yes" : "no"
      if (!(name in where)) { where[name] = FILENAME ":" FNR; state[name] = ok }
      closed = 0; named = ""
      next
    }
    /^[ \t]*$/ || /[;{}]/ || /^\/\*/ { closed = 0; named = "" }
    END {
      for (name in where) print name, where[name], state[name]
      for (name in documented) if (!(name in where)) print name, "-", "yes"
    }' "${sources[@]}"
}

declare -A def_where=() def_doc=()
while read -r name where doc; do
  def_where[$name]=$where
  def_doc[$name]=$doc
done < <(index_sources)

declare -A seen=()
n=0
failed=0
for header in "${headers[@]}"; do
  for name in $(declared_functions "$header"); do
    [ -n "${seen[$name]:-}" ] && continue
    seen[$name]=1
    n=$((n + 1))
    where=${def_where[$name]:-}
    if [ "$where" = - ]; then
      echo "ok $n - $name (defined by a macro, documented where it is used)"
    elif [ -z "$where" ]; then
      echo "not ok $n - $name ($header): no definition found under src/"
      failed=1
    elif [ "${def_doc[$name]}" = yes ]; then
      echo "ok $n - $name"
    else
      echo "not ok $n - $name ($where) has no gtk-doc block (/** * $name: … */) above it"
      failed=1
    fi
  done
done

echo "1..$n"
exit $failed
