#!/bin/sh
# run-atspi.sh PYTHON SCRIPT MUSTER LISTS SAMPLE: the accessibility test in a
# private session bus, where the accessibility bus starts on demand. The
# test command runs under xvfb-run, which gives it the display.
set -e
python=$1; shift
exec dbus-run-session -- "$python" "$@"
