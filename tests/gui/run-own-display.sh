#!/bin/sh
# Runs a test on an X server of its own. Tests that press real keys (XTest)
# give the keyboard focus to their window; on a shared server, two of them
# running side by side would type into each other's windows.
set -u
dir=$(mktemp -d)
Xvfb -displayfd 5 -screen 0 1280x1024x24 -nolisten tcp 5>"$dir/display" 2>"$dir/log" &
server=$!
tries=0
while [ ! -s "$dir/display" ]; do
  tries=$((tries + 1))
  if [ "$tries" -gt 200 ] || ! kill -0 "$server" 2>/dev/null; then
    echo "Xvfb did not start:" >&2
    cat "$dir/log" >&2
    rm -rf "$dir"
    exit 1
  fi
  sleep 0.05
done
DISPLAY=":$(cat "$dir/display")" GDK_BACKEND=x11 "$@"
status=$?
kill "$server" 2>/dev/null
wait "$server" 2>/dev/null
rm -rf "$dir"
exit "$status"
